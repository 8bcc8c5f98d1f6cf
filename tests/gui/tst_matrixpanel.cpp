#include "accessibility.h"
#include "attentionmatrixmodel.h"
#include "colors.h"
#include "figures.h"
#include "heatmapdelegate.h"
#include "heatmapview.h"
#include "matrixpanel.h"
#include "sentence.h"
#include "textblock.h"
#include "theme.h"
#include "workshopmodel.h"
#include "wrappingchoice.h"

#include <QAbstractItemModelTester>
#include <QAccessible>
#include <QApplication>
#include <QCheckBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QScrollBar>
#include <QSet>
#include <QSignalSpy>
#include <QSlider>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QTableView>
#include <QTest>
#include <QWheelEvent>

#include <cmath>
#include <memory>

// The weight-matrix preview driven through its check boxes and table; every weight is read
// through the model's data() and checked against attn::attentionMatrix.
class TestMatrixPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void modelPassesTheTester();
    void everyRowSumsToOne_data();
    void everyRowSumsToOne();
    void weightsEqualTheCore_data();
    void weightsEqualTheCore();
    void scoresWorkedByHand();
    void causalMaskZeroesUpperTriangle();
    void scalingMatchesOneOverRootD();
    void selectingARowShowsItsOutput();
    void outputLineShowsRoundedTermsAndTheExactOutput();
    void headersNameQueriesAndKeys();
    void weightFiguresAreFormatFixed_data();
    void weightFiguresAreFormatFixed();
    void darkPaletteRecoloursCells();
    void darkSchemeKeepsGridLinesVisible();
    void everyFocusableControlHasAName();
    void typedSentenceGetsTheCoresToyEmbeddings();
    void emptyAndTooLongSentencesSayWhy();
    void everyColumnOfSixtyFourIsReachableAndWhole();
    void zoomChangesTheCellSize();
    void hoverAndFocusExposeTheFigure();
    void steppingAtSixtyFourTokensNeverResets();
    void cellsLookAsTheStyleDrawsThem_data();
    void cellsLookAsTheStyleDrawsThem();
    void choiceLabelsLookAsTheStyleDrawsThem_data();
    void choiceLabelsLookAsTheStyleDrawsThem();

private:
    /// A sentence of n tokens: the plate's six words, then w7, w8, …
    static QString sampleSentence(int n);
    void setOptions(bool scaled, bool causal);
    double weight(int row, int column) const;

    course::WorkshopModel m_model;
    std::unique_ptr<ui::MatrixPanel> m_panel;
};

void TestMatrixPanel::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    ui::applyTheme(ui::Theme::Light);
}

void TestMatrixPanel::init()
{
    m_panel = std::make_unique<ui::MatrixPanel>(&m_model);
    m_panel->resize(700, 560);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
}

void TestMatrixPanel::cleanup()
{
    m_panel.reset();
    ui::applyTheme(ui::Theme::Light);
}

void TestMatrixPanel::setOptions(bool scaled, bool causal)
{
    // Mouse for one, keyboard for the other: both must work.
    if (m_panel->scaleBox()->isChecked() != scaled) {
        // On the box itself: a check box spans the row, but only its box and text take clicks.
        QCheckBox *box = m_panel->scaleBox();
        const QPoint onBox(box->fontMetrics().height() / 2 + 2, box->height() / 2);
        QTest::mouseClick(box, Qt::LeftButton, {}, onBox);
    }
    if (m_panel->causalBox()->isChecked() != causal) {
        m_panel->causalBox()->setFocus();
        QTest::keyClick(m_panel->causalBox(), Qt::Key_Space);
    }
    QCOMPARE(m_panel->scaleBox()->isChecked(), scaled);
    QCOMPARE(m_panel->causalBox()->isChecked(), causal);
}

double TestMatrixPanel::weight(int row, int column) const
{
    const QAbstractItemModel *model = m_panel->view()->model();
    return model->index(row, column).data(ui::AttentionMatrixModel::WeightRole).toDouble();
}

void TestMatrixPanel::modelPassesTheTester()
{
    QAbstractItemModelTester tester(m_panel->view()->model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy spy(m_panel->view()->model(), &QAbstractItemModel::dataChanged);
    setOptions(true, false);
    setOptions(true, true);
    setOptions(false, true);
    setOptions(false, false);
    QCOMPARE(spy.count(), 4);
    QCOMPARE(m_panel->view()->model()->rowCount(), 6);
    QCOMPARE(m_panel->view()->model()->columnCount(), 6);
}

void TestMatrixPanel::everyRowSumsToOne_data()
{
    QTest::addColumn<bool>("scaled");
    QTest::addColumn<bool>("causal");
    QTest::newRow("plain") << false << false;
    QTest::newRow("scaled") << true << false;
    QTest::newRow("causal") << false << true;
    QTest::newRow("scaled and causal") << true << true;
}

void TestMatrixPanel::everyRowSumsToOne()
{
    QFETCH(bool, scaled);
    QFETCH(bool, causal);
    setOptions(scaled, causal);
    const QAbstractItemModel *model = m_panel->view()->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        double sum = 0.0;
        for (int column = 0; column < model->columnCount(); ++column) {
            const double w = weight(row, column);
            QVERIFY(w >= 0.0 && w <= 1.0);
            sum += w;
        }
        QVERIFY2(std::abs(sum - 1.0) < 1e-12, qPrintable(QString::number(sum, 'g', 17)));
    }
}

void TestMatrixPanel::weightsEqualTheCore_data()
{
    everyRowSumsToOne_data();
}

void TestMatrixPanel::weightsEqualTheCore()
{
    QFETCH(bool, scaled);
    QFETCH(bool, causal);
    setOptions(scaled, causal);
    const auto e = ui::MatrixPanel::embeddings();
    attn::MatrixOptions options;
    options.scale = scaled ? 0.5 : 1.0; // 1/√4
    options.causal = causal;
    const auto want = attn::attentionMatrix(e, e, ui::MatrixPanel::values(), options);
    QVERIFY(want.ok());
    const QAbstractItemModel *model = m_panel->view()->model();
    for (int row = 0; row < 6; ++row) {
        for (int column = 0; column < 6; ++column) {
            const double w = want->weights[std::size_t(row)][std::size_t(column)];
            QVERIFY(std::abs(weight(row, column) - w) < 1e-12);
            if (!(causal && column > row))
                QCOMPARE(model->index(row, column).data().toString(), QString::number(w, 'f', 2));
        }
    }
}

void TestMatrixPanel::scoresWorkedByHand()
{
    // the·the = 1.6² + 0.2² + 0.3² = 2.69; the·cat = 1.6·0.1 + 0.2·1.6 = 0.48.
    const QAbstractItemModel *model = m_panel->view()->model();
    const int score = ui::AttentionMatrixModel::ScoreRole;
    QVERIFY(std::abs(model->index(0, 0).data(score).toDouble() - 2.69) < 1e-12);
    QVERIFY(std::abs(model->index(0, 1).data(score).toDouble() - 0.48) < 1e-12);
    setOptions(true, false);
    QVERIFY(std::abs(model->index(0, 0).data(score).toDouble() - 1.345) < 1e-12);
    QVERIFY(std::abs(model->index(0, 1).data(score).toDouble() - 0.24) < 1e-12);
    // The two "the"s are equal, so they give each other what they give themselves.
    QVERIFY(std::abs(weight(0, 4) - weight(0, 0)) < 1e-15);
    QVERIFY(weight(1, 5) > weight(1, 2)); // cat looks at mat more than at sat
}

void TestMatrixPanel::causalMaskZeroesUpperTriangle()
{
    const QAbstractItemModel *model = m_panel->view()->model();
    QVERIFY(weight(0, 5) > 0.0);
    QVERIFY(model->index(0, 5).data().toString() != QStringLiteral("—"));
    setOptions(false, true);
    for (int row = 0; row < 6; ++row) {
        for (int column = 0; column < 6; ++column) {
            const QModelIndex index = model->index(row, column);
            if (column > row) {
                QCOMPARE(weight(row, column), 0.0);
                QCOMPARE(index.data().toString(), QStringLiteral("—"));
                QCOMPARE(index.data(Qt::AccessibleTextRole).toString(), QStringLiteral("masked"));
            } else {
                QVERIFY(index.data().toString() != QStringLiteral("—"));
                QVERIFY(weight(row, column) > 0.0);
            }
        }
    }
    QVERIFY(std::abs(weight(0, 0) - 1.0) < 1e-12); // the first word sees only itself
    setOptions(false, false);
    QVERIFY(weight(0, 5) > 0.0);
    QVERIFY(model->index(0, 5).data().toString() != QStringLiteral("—"));
}

void TestMatrixPanel::scalingMatchesOneOverRootD()
{
    QVERIFY(std::abs(attn::scaleForDimension(4) - 0.5) < 1e-15);
    const auto e = ui::MatrixPanel::embeddings();
    const auto v = ui::MatrixPanel::values();
    double unscaledTop = 0.0;
    for (int column = 0; column < 6; ++column)
        unscaledTop = std::max(unscaledTop, weight(2, column));
    setOptions(true, false);
    QVERIFY(std::abs(m_panel->options().scale - attn::scaleForDimension(4)) < 1e-15);
    const auto want = attn::attentionMatrix(e, e, v, {attn::scaleForDimension(4), false});
    double scaledTop = 0.0;
    for (int row = 0; row < 6; ++row)
        for (int column = 0; column < 6; ++column)
            QVERIFY(std::abs(weight(row, column) - want->weights[std::size_t(row)][std::size_t(column)]) < 1e-12);
    for (int column = 0; column < 6; ++column)
        scaledTop = std::max(scaledTop, weight(2, column));
    // Scaling softens: "sat"'s largest weight drops.
    QVERIFY2(scaledTop < unscaledTop - 0.1,
             qPrintable(QStringLiteral("%1 vs %2").arg(scaledTop).arg(unscaledTop)));
    // By hand for "the": exp(s/2) for s = 2.69, 0.48, 0.28, 0.96, 2.69, 0.48.
    const double scores[] = {2.69, 0.48, 0.28, 0.96, 2.69, 0.48};
    double sum = 0.0;
    for (double s : scores)
        sum += std::exp(s / 2.0);
    QVERIFY(std::abs(weight(0, 0) - std::exp(2.69 / 2.0) / sum) < 1e-12);
    QVERIFY(m_panel->findChild<QLabel *>(QStringLiteral("scaleNote"))->text().contains(QStringLiteral("0.50")));
}

void TestMatrixPanel::selectingARowShowsItsOutput()
{
    QTableView *view = m_panel->view();
    QCOMPARE(m_panel->selectedToken(), 0);
    const QRect cell = view->visualRect(view->model()->index(2, 3));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cell.center());
    QCOMPARE(m_panel->selectedToken(), 2);
    const auto e = ui::MatrixPanel::embeddings();
    auto want = attn::attentionMatrix(e, e, ui::MatrixPanel::values());
    QVERIFY(m_panel->outputLabel()->text().contains(QStringLiteral("“sat”")));
    QVERIFY(m_panel->outputLabel()->text().contains(QString::number(want->outputs[2][0], 'f', 2)));
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(m_panel->selectedToken(), 3);
    QVERIFY(m_panel->outputLabel()->text().contains(QString::number(want->outputs[3][0], 'f', 2)));
    // The selected row keeps its output in step with the options.
    setOptions(true, true);
    QCOMPARE(m_panel->selectedToken(), 3);
    want = attn::attentionMatrix(e, e, ui::MatrixPanel::values(), {0.5, true});
    QVERIFY(m_panel->outputLabel()->text().contains(QString::number(want->outputs[3][0], 'f', 2)));
    // Hand check: with the mask the first word's output is its own value.
    m_panel->selectToken(0);
    QVERIFY(m_panel->outputLabel()->text().contains(QStringLiteral("= 10.00")));
}

void TestMatrixPanel::outputLineShowsRoundedTermsAndTheExactOutput()
{
    m_panel->selectToken(0);
    const auto e = ui::MatrixPanel::embeddings();
    const auto want = attn::attentionMatrix(e, e, ui::MatrixPanel::values());
    QVERIFY(want);
    const QString text = m_panel->outputLabel()->text();
    // Every term carries its weight to three decimals; the output is the core's, after "≈".
    for (std::size_t j = 0; j < want->weights[0].size(); ++j)
        QVERIFY2(text.contains(QStringLiteral("%1·%2")
                                   .arg(want->weights[0][j], 0, 'f', ui::MatrixPanel::kWeightDecimals)
                                   .arg(ui::MatrixPanel::values()[j][0])),
                 qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("≈ %1").arg(want->outputs[0][0], 0, 'f', 2)),
             qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("rounded")));
    // With the mask the first word's single weight is exactly 1: nothing rounded, "=".
    setOptions(false, true);
    m_panel->selectToken(0);
    QVERIFY(m_panel->outputLabel()->text().contains(QStringLiteral("1.000·10 = 10.00")));
    QVERIFY(!m_panel->outputLabel()->text().contains(QStringLiteral("rounded")));
}

void TestMatrixPanel::headersNameQueriesAndKeys()
{
    const QAbstractItemModel *model = m_panel->view()->model();
    QCOMPARE(model->headerData(0, Qt::Vertical).toString(), QStringLiteral("the (query)"));
    QCOMPARE(model->headerData(5, Qt::Vertical).toString(), QStringLiteral("mat (query)"));
    QCOMPARE(model->headerData(1, Qt::Horizontal).toString(), QStringLiteral("cat"));
    QCOMPARE(model->headerData(4, Qt::Horizontal).toString(), QStringLiteral("the"));
    QVERIFY(m_panel->findChild<QLabel *>(QStringLiteral("previewBadge"))->text().contains(
        QStringLiteral("Preview of plates IV.3 and IV.4")));
}

void TestMatrixPanel::weightFiguresAreFormatFixed_data()
{
    QTest::addColumn<QString>("locale");
    QTest::newRow("C") << QStringLiteral("C");
    QTest::newRow("German") << QStringLiteral("de_DE");
    QTest::newRow("French") << QStringLiteral("fr_FR");
}

void TestMatrixPanel::weightFiguresAreFormatFixed()
{
    QFETCH(QString, locale);
    // The window is made again when the language changes: the model's locale is the one of its
    // construction.
    QLocale::setDefault(QLocale(locale));
    const ui::AttentionMatrixModel model({}, {}, {}, {});
    // Halfway cases that binary floating point holds exactly (0.125, 0.375, 0.625, 0.875) and
    // ones it does not, the ends, out of range, and not numbers.
    QList<double> weights{0.0,   -0.0,   1.0,     0.125,    0.375, 0.625,          0.875,
                          0.005, 0.015,  0.995,   0.994999, 1e-300, std::nextafter(1.0, 2.0),
                          -0.004, 1.004, 1.006,   -0.5,     qQNaN(), qInf()};
    for (int i = 0; i <= 1000; ++i)
        weights << i / 1000.0 << (i + 0.5) / 1000.0;
    quint64 state = 12345;
    for (int i = 0; i < 20000; ++i) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        weights << double(state >> 11) / double(1ULL << 53);
    }
    for (double w : weights)
        QCOMPARE(model.weightFigure(w), course::formatFixed(w, 2));
    QLocale::setDefault(QLocale::c());
}

void TestMatrixPanel::darkPaletteRecoloursCells()
{
    const QAbstractItemModel *model = m_panel->view()->model();
    const QModelIndex strong = model->index(2, 2);
    const QColor lightShade = strong.data(Qt::BackgroundRole).value<QColor>();
    ui::applyTheme(ui::Theme::Dark);
    QTRY_VERIFY(ui::isDark(m_panel->palette()));
    const QColor darkShade = strong.data(Qt::BackgroundRole).value<QColor>();
    QVERIFY(lightShade != darkShade);
    // Text stays readable: dark text on a light cell, light text on a dark one.
    for (int row = 0; row < 6; ++row) {
        for (int column = 0; column < 6; ++column) {
            const QModelIndex index = model->index(row, column);
            const QColor back = index.data(Qt::BackgroundRole).value<QColor>();
            const QColor fore = index.data(Qt::ForegroundRole).value<QColor>();
            QVERIFY(std::abs(back.lightness() - fore.lightness()) > 100);
        }
    }
    // An unlikely cell in the dark scheme is darker than a likely one.
    QVERIFY(model->index(2, 0).data(Qt::BackgroundRole).value<QColor>().lightness()
            < darkShade.lightness());
}

void TestMatrixPanel::darkSchemeKeepsGridLinesVisible()
{
    ui::applyTheme(ui::Theme::Dark);
    QTRY_VERIFY(ui::isDark(m_panel->palette()));
    QStyleOptionViewItem option;
    option.initFrom(m_panel->view());
    const QColor grid = QColor::fromRgba(QRgb(m_panel->view()->style()->styleHint(
        QStyle::SH_Table_GridLineColor, &option, m_panel->view())));
    const QColor base = m_panel->view()->palette().color(QPalette::Base);
    // Fusion's own choice, a darker Window, is within a few steps of the dark Base.
    QVERIFY2(grid.lightness() - base.lightness() >= 30,
             qPrintable(QStringLiteral("grid %1 on base %2").arg(grid.name(), base.name())));
}

void TestMatrixPanel::everyFocusableControlHasAName()
{
    const testing::NamedControls controls = testing::checkAccessibleNames(m_panel.get());
    QVERIFY2(controls.unnamed.isEmpty(), qPrintable(controls.unnamed.join(QStringLiteral(", "))));
    const int checked = controls.checked;
QVERIFY(checked >= 3); // two check boxes and the table
    QVERIFY(m_panel->causalBox()->text().contains(QStringLiteral("&Causal mask (plate IV.4)")));
    QVERIFY(m_panel->scaleBox()->text().contains(QStringLiteral("&Scale scores by 1/√d_k (plate IV.3)")));
}

QString TestMatrixPanel::sampleSentence(int n)
{
    QStringList words;
    for (const std::string &t : attn::sampleTokens(std::size_t(n)))
        words << QString::fromStdString(t);
    return words.join(QLatin1Char(' '));
}

void TestMatrixPanel::typedSentenceGetsTheCoresToyEmbeddings()
{
    QAbstractItemModelTester tester(m_panel->view()->model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QLineEdit *edit = m_panel->sentenceEdit();
    QCOMPARE(edit->text(), QStringLiteral("the cat sat on the mat"));
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("A dog saw a Dog"));
    const ui::AttentionMatrixModel *model = m_panel->matrixModel();
    QCOMPARE(model->rowCount(), 5);
    QCOMPARE(model->columnCount(), 5);
    QCOMPARE(model->tokens(), (QStringList{"a", "dog", "saw", "a", "dog"}));
    // The same word, the same vector: the core's, whatever its case.
    QCOMPARE(model->queries()[1], attn::toyEmbedding("dog"));
    QCOMPARE(model->queries()[4], attn::toyEmbedding("dog"));
    QVERIFY(m_panel->sentenceMessage().contains(QStringLiteral("5 token")));
    setOptions(true, true);
    const auto want = attn::sentenceAttention(attn::tokenize("a dog saw a dog"), {0.5, true});
    QVERIFY(want.ok());
    for (int row = 0; row < 5; ++row)
        for (int column = 0; column < 5; ++column)
            QVERIFY(std::abs(weight(row, column) - want->matrix.weights[std::size_t(row)][std::size_t(column)]) < 1e-12);
    // The button brings the plate's sentence and its hand-chosen vectors back.
    QTest::mouseClick(m_panel->findChild<QPushButton *>(QStringLiteral("plateSentenceButton")), Qt::LeftButton);
    QCOMPARE(model->rowCount(), 6);
    QCOMPARE(model->queries(), ui::MatrixPanel::embeddings());
}

void TestMatrixPanel::emptyAndTooLongSentencesSayWhy()
{
    m_panel->setSentence(QStringLiteral("   "));
    QCOMPARE(m_panel->matrixModel()->rowCount(), 0);
    QVERIFY2(m_panel->sentenceMessage().contains(QStringLiteral("at least one word")),
             qPrintable(m_panel->sentenceMessage()));
    QVERIFY(m_panel->outputLabel()->text().isEmpty());
    // Toggling the options without a table changes nothing and breaks nothing.
    setOptions(true, true);
    QCOMPARE(m_panel->matrixModel()->rowCount(), 0);

    m_panel->setSentence(sampleSentence(ui::MatrixPanel::kMaxTokens + 1));
    QCOMPARE(m_panel->matrixModel()->rowCount(), 0);
    QVERIFY2(m_panel->sentenceMessage().contains(QStringLiteral("65 tokens"))
                 && m_panel->sentenceMessage().contains(QStringLiteral("at most 64")),
             qPrintable(m_panel->sentenceMessage()));
    // Punctuation counts: 64 words and a full stop are 65 tokens too.
    m_panel->setSentence(sampleSentence(64) + QLatin1Char('.'));
    QCOMPARE(m_panel->matrixModel()->rowCount(), 0);

    m_panel->setSentence(sampleSentence(ui::MatrixPanel::kMaxTokens));
    QCOMPARE(m_panel->matrixModel()->rowCount(), 64);
    QCOMPARE(m_panel->matrixModel()->columnCount(), 64);
    QVERIFY(m_panel->sentenceMessage().contains(QStringLiteral("64 token")));
}

void TestMatrixPanel::everyColumnOfSixtyFourIsReachableAndWhole()
{
    m_panel->setSentence(sampleSentence(64));
    ui::HeatmapView *view = m_panel->view();
    QCOMPARE(view->zoom(), 100);
    const QAbstractItemModel *model = view->model();
    QVERIFY(view->horizontalScrollBar()->maximum() > 0); // it scrolls rather than cuts
    QVERIFY(view->verticalScrollBar()->maximum() > 0);
    for (int column = 0; column < 64; ++column) {
        const int width = view->horizontalHeader()->sectionSize(column);
        QVERIFY2(width >= view->widthForFigure(QStringLiteral("0.00")),
                 qPrintable(QStringLiteral("column %1 is %2 px").arg(column).arg(width)));
        const QModelIndex index = model->index(column, column);
        view->scrollTo(index);
        const QRect cell = view->visualRect(index);
        QVERIFY2(view->viewport()->rect().contains(cell),
                 qPrintable(QStringLiteral("cell %1 at %2,%3 %4×%5 outside the viewport")
                                .arg(column).arg(cell.x()).arg(cell.y()).arg(cell.width()).arg(cell.height())));
        QVERIFY(view->figureFits(index.data().toString()));
    }
    // The last column's heading and figure are reachable at its far edge too.
    view->horizontalScrollBar()->setValue(view->horizontalScrollBar()->maximum());
    const QRect last = view->visualRect(model->index(0, 63));
    QVERIFY(last.right() <= view->viewport()->width());
    QVERIFY(last.left() >= 0);
}

void TestMatrixPanel::zoomChangesTheCellSize()
{
    m_panel->setSentence(sampleSentence(64));
    ui::HeatmapView *view = m_panel->view();
    const int width100 = view->horizontalHeader()->sectionSize(10);
    const int height100 = view->verticalHeader()->sectionSize(10);
    QCOMPARE(width100, view->cellWidth());
    // The slider.
    m_panel->zoomSlider()->setValue(50);
    QCOMPARE(view->zoom(), 50);
    QVERIFY(std::abs(view->horizontalHeader()->sectionSize(10) - width100 / 2) <= 1);
    QVERIFY(std::abs(view->verticalHeader()->sectionSize(10) - height100 / 2) <= 1);
    // Too narrow for a figure: the cell shows its shade alone, not a cut-off figure.
    QVERIFY(!view->figureFits(QStringLiteral("0.00")));
    QCOMPARE(m_panel->findChild<QLabel *>(QStringLiteral("zoomValue"))->text(), course::withPercent(QStringLiteral("50")));
    // Ctrl+wheel on the table.
    const QPoint at = view->viewport()->rect().center();
    QWheelEvent wheel(at, view->viewport()->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton,
                      Qt::ControlModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(view->viewport(), &wheel);
    QCOMPARE(view->zoom(), 75);
    QCOMPARE(m_panel->zoomSlider()->value(), 75);
    // The keyboard, while the table has the focus: + and −, Ctrl+0 for 100%.
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Plus);
    QCOMPARE(view->zoom(), 100);
    QTest::keyClick(view, Qt::Key_Plus, Qt::ControlModifier);
    QCOMPARE(view->zoom(), 125);
    QVERIFY(view->horizontalHeader()->sectionSize(10) > width100);
    QVERIFY(view->figureFits(QStringLiteral("0.00")));
    QVERIFY(view->figureFont().pointSizeF() > view->font().pointSizeF());
    QTest::keyClick(view, Qt::Key_Minus);
    QCOMPARE(view->zoom(), 100);
    m_panel->zoomSlider()->setValue(25);
    QTest::keyClick(view, Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(view->zoom(), 100);
    QCOMPARE(view->horizontalHeader()->sectionSize(10), width100);
    // The limits hold.
    for (int i = 0; i < 20; ++i)
        QTest::keyClick(view, Qt::Key_Minus);
    QCOMPARE(view->zoom(), ui::HeatmapView::kMinZoom);
    QVERIFY(view->horizontalHeader()->sectionSize(10) >= 4);
}

void TestMatrixPanel::hoverAndFocusExposeTheFigure()
{
    m_panel->setSentence(sampleSentence(64));
    ui::HeatmapView *view = m_panel->view();
    const QAbstractItemModel *model = view->model();
    const auto core = attn::sentenceAttention(attn::sampleTokens(64));
    QVERIFY(core.ok());
    const auto figureOf = [&](int row, int column) {
        return course::formatFixed(core->matrix.weights[std::size_t(row)][std::size_t(column)], 3);
    };
    // Hovering a cell writes it out below the table; its tooltip says the same.
    const QModelIndex hovered = model->index(3, 4);
    QTest::mouseMove(view->viewport(), view->visualRect(hovered).center());
    QTRY_COMPARE(view->shownIndex(), hovered);
    QVERIFY2(m_panel->cellLabel()->text().contains(figureOf(3, 4)), qPrintable(m_panel->cellLabel()->text()));
    QCOMPARE(m_panel->cellLabel()->text(), hovered.data(Qt::ToolTipRole).toString());
    QVERIFY(hovered.data(Qt::ToolTipRole).toString().contains(QStringLiteral("“on” (word 4)")));
    // Its accessible text is the figure.
    QCOMPARE(hovered.data(Qt::AccessibleTextRole).toString(),
             course::formatFixed(core->matrix.weights[3][4], 2));
    // The mouse leaves: the current cell is written out, and the arrow keys move it.
    QTest::mouseMove(m_panel.get(), QPoint(2, 2));
    QTRY_VERIFY(view->shownIndex() != hovered);
    view->setFocus();
    view->setCurrentIndex(model->index(10, 20));
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(view->currentIndex(), model->index(10, 21));
    QVERIFY2(m_panel->cellLabel()->text().contains(figureOf(10, 21)), qPrintable(m_panel->cellLabel()->text()));
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(view->currentIndex(), model->index(11, 21));
    QCOMPARE(m_panel->selectedToken(), 11);
    QVERIFY(m_panel->cellLabel()->text().contains(figureOf(11, 21)));
    // The far end, by keyboard alone: the view scrolls to it.
    QTest::keyClick(view, Qt::Key_End, Qt::ControlModifier);
    QCOMPARE(view->currentIndex(), model->index(63, 63));
    QVERIFY(view->viewport()->rect().contains(view->visualRect(view->currentIndex())));
    QVERIFY(m_panel->cellLabel()->text().contains(figureOf(63, 63)));
    QVERIFY(m_panel->outputLabel()->text().contains(QStringLiteral("“w64” (row 64)")));
}

void TestMatrixPanel::steppingAtSixtyFourTokensNeverResets()
{
    m_panel->setSentence(sampleSentence(64));
    ui::HeatmapView *view = m_panel->view();
    const QAbstractItemModel *model = view->model();
    QSignalSpy resets(model, &QAbstractItemModel::modelReset);
    QSignalSpy layouts(model, &QAbstractItemModel::layoutChanged);
    QSignalSpy changes(model, &QAbstractItemModel::dataChanged);
    const int children = int(view->findChildren<QWidget *>().size());
    setOptions(true, false);
    setOptions(true, true);
    view->setFocus();
    for (int i = 0; i < 5; ++i)
        QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(m_panel->selectedToken(), 5);
    QCOMPARE(resets.count(), 0);
    QCOMPARE(layouts.count(), 0);
    // One change per toggle, over the whole table (every weight of a row changes with it).
    QCOMPARE(changes.count(), 2);
    const QModelIndex topLeft = changes.at(1).at(0).value<QModelIndex>();
    const QModelIndex bottomRight = changes.at(1).at(1).value<QModelIndex>();
    QCOMPARE(topLeft, model->index(0, 0));
    QCOMPARE(bottomRight, model->index(63, 63));
    // No widget per cell.
    QCOMPARE(int(view->findChildren<QWidget *>().size()), children);
    QVERIFY(!view->indexWidget(model->index(0, 0)));
}

namespace {
/// Every cell through the style (QStyle::CE_ItemViewItem), as the heat map draws only the
/// cell with the focus.
struct StyledCells : ui::HeatmapDelegate
{
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        ui::StaticTextDelegate::paint(painter, option, index);
    }
};
} // namespace

void TestMatrixPanel::cellsLookAsTheStyleDrawsThem_data()
{
    QTest::addColumn<bool>("dark");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<int>("zoom");
    QTest::newRow("light") << false << false << 100;
    QTest::newRow("light, causal") << false << true << 100;
    QTest::newRow("dark, causal, zoomed in") << true << true << 200;
    QTest::newRow("light, zoomed out (shades only)") << false << false << ui::HeatmapView::kMinZoom;
}

void TestMatrixPanel::cellsLookAsTheStyleDrawsThem()
{
    // The heat map draws a cell without the focus itself, for speed: it must look exactly as
    // the style would draw it, shade, figure and the figure's place, pixel for pixel.
    QFETCH(bool, dark);
    QFETCH(bool, causal);
    QFETCH(int, zoom);
    if (dark) {
        ui::applyTheme(ui::Theme::Dark);
        QTRY_VERIFY(ui::isDark(m_panel->palette()));
    }
    setOptions(false, causal);
    ui::HeatmapView *view = m_panel->view();
    view->setZoom(zoom);
    // No outline round a selected row and no focus: only the cells themselves.
    view->clearSelection();
    m_panel->causalBox()->setFocus();
    QVERIFY(!view->hasFocus());
    const QImage drawn = view->viewport()->grab().toImage();
    QAbstractItemDelegate *own = view->itemDelegate();
    StyledCells styled;
    view->setItemDelegate(&styled);
    const QImage reference = view->viewport()->grab().toImage();
    view->setItemDelegate(own);
    QCOMPARE(drawn.size(), reference.size());
    QVERIFY(drawn == reference);
    // And the picture is of cells, each in its own shade.
    QSet<QRgb> colours;
    for (int y = 0; y < drawn.height(); y += 3)
        for (int x = 0; x < drawn.width(); x += 3)
            colours.insert(drawn.pixel(x, y));
    QVERIFY(colours.size() > 6);
}

void TestMatrixPanel::choiceLabelsLookAsTheStyleDrawsThem_data()
{
    QTest::addColumn<bool>("dark");
    QTest::addColumn<int>("width");
    QTest::newRow("light, one line") << false << 1200;
    QTest::newRow("light, wrapped") << false << 180;
    QTest::newRow("dark, wrapped") << true << 180;
}

void TestMatrixPanel::choiceLabelsLookAsTheStyleDrawsThem()
{
    // A wrapping check box keeps its label laid out between paints and draws it itself: the
    // label must look as the style's drawItemText() draws it, pixel for pixel, mnemonic
    // underline included, on one line or wrapped, checked or not.
    QFETCH(bool, dark);
    QFETCH(int, width);
    if (dark) {
        ui::applyTheme(ui::Theme::Dark);
        QTRY_VERIFY(ui::isDark(m_panel->palette()));
    }
    const QStringList texts{m_panel->scaleBox()->text(), m_panel->causalBox()->text(),
                            QStringLiteral("Keys && values: &two ampersands make one, one underlines")};
    for (const QString &text : texts) {
        ui::WrappingCheckBox box(text);
        box.resize(width, box.heightForWidth(width));
        QStyle *style = box.style();
        const int indent = style->pixelMetric(QStyle::PM_IndicatorWidth, nullptr, &box)
            + style->pixelMetric(QStyle::PM_CheckBoxLabelSpacing, nullptr, &box);
        const int line = std::max(style->pixelMetric(QStyle::PM_IndicatorHeight, nullptr, &box),
                                  box.fontMetrics().height());
        const QRect area = box.rect().adjusted(indent, 1, 0, -1).translated(0, std::max(0, (line - box.fontMetrics().height()) / 2));
        for (const bool checked : {false, true}) {
            box.setChecked(checked);
            const QImage drawn = box.grab().toImage();
            QImage reference = drawn;
            {
                QPainter p(&reference);
                p.fillRect(area, box.palette().window());
                p.setFont(box.font());
                style->drawItemText(&p, area, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap | Qt::TextShowMnemonic,
                                    box.palette(), true, text, QPalette::WindowText);
            }
            QVERIFY2(drawn == reference, qPrintable(text));
            // And there is text: the area is not all background.
            const QImage label = drawn.copy(area);
            bool inked = false;
            for (int y = 0; y < label.height() && !inked; ++y)
                for (int x = 0; x < label.width() && !inked; ++x)
                    inked = label.pixel(x, y) != label.pixel(0, 0);
            QVERIFY(inked);
        }
    }
}

QTEST_MAIN(TestMatrixPanel)
#include "tst_matrixpanel.moc"

