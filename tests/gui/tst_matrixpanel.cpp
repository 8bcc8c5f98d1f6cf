#include "accessibility.h"
#include "attentionmatrixmodel.h"
#include "colors.h"
#include "matrixpanel.h"
#include "theme.h"
#include "workshopmodel.h"

#include <QAbstractItemModelTester>
#include <QAccessible>
#include <QCheckBox>
#include <QLabel>
#include <QSignalSpy>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QTableView>
#include <QTest>

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
    void darkPaletteRecoloursCells();
    void darkSchemeKeepsGridLinesVisible();
    void everyFocusableControlHasAName();

private:
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
    QVERIFY(m_panel->outputLabel()->text().contains(QStringLiteral("= <b>10.00</b>")));
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
    QVERIFY2(text.contains(QStringLiteral("≈ <b>%1</b>").arg(want->outputs[0][0], 0, 'f', 2)),
             qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("rounded")));
    // With the mask the first word's single weight is exactly 1: nothing rounded, "=".
    setOptions(false, true);
    m_panel->selectToken(0);
    QVERIFY(m_panel->outputLabel()->text().contains(QStringLiteral("1.000·10 = <b>10.00</b>")));
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

QTEST_MAIN(TestMatrixPanel)
#include "tst_matrixpanel.moc"
