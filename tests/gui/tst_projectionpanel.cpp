#include "accessibility.h"
#include "placeholders.h"
#include "projectionpanel.h"
#include "textblock.h"
#include "workshopmodel.h"

#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QGroupBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QScrollBar>
#include <QTableWidget>
#include <QTest>

#include <cmath>
#include <memory>

using Projection = ui::ProjectionPanel::Projection;

// The projection lab driven through its spin boxes, combo box and button; every figure is
// checked against the core (attn::apply, attn::trace) recomputed here.
class TestProjectionPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void defaultsAreTheCoresLookup_data();
    void defaultsAreTheCoresLookup();
    void defaultsWorkedByHand();
    void editingQueryMatrixChangesQueryAndWeightsNotKeys();
    void editingKeyMatrixChangesKeysNotQuery();
    void editingValueMatrixChangesValuesAndOutputNotWeights();
    void tableShowsTheCoresFigures();
    void comboBoxChoosesWhoAsks();
    void everyColumnFitsTheTable_data();
    void everyColumnFitsTheTable();
    void garbageInSpinBoxKeepsValidValue_data();
    void garbageInSpinBoxKeepsValidValue();
    void resetButtonRestoresDefaults();
    void everyFocusableControlHasAName();
    void labelsFollowTheCourseNotation();

private:
    /// The lookup the core gives for the panel's current matrices and asking word.
    attn::Trace expected() const;
    void typeInto(QDoubleSpinBox *spin, const QString &text);
    static void compareVectors(const attn::Vector &a, const attn::Vector &b, double tolerance);

    course::WorkshopModel m_model;
    std::unique_ptr<ui::ProjectionPanel> m_panel;
};

void TestProjectionPanel::initTestCase()
{
    QLocale::setDefault(QLocale::c());
}

void TestProjectionPanel::init()
{
    m_panel = std::make_unique<ui::ProjectionPanel>(&m_model);
    m_panel->resize(700, 560);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
}

void TestProjectionPanel::cleanup()
{
    m_panel.reset();
}

attn::Trace TestProjectionPanel::expected() const
{
    const auto &x = m_panel->inputs();
    attn::Lookup lookup;
    lookup.query = *attn::apply(m_panel->matrix(Projection::Query),
                                x[std::size_t(m_panel->askingToken())]);
    for (const attn::Vector &xi : x) {
        lookup.keys.push_back(*attn::apply(m_panel->matrix(Projection::Key), xi));
        lookup.values.push_back(attn::apply(m_panel->matrix(Projection::Value), xi)->at(0));
    }
    return *attn::trace(lookup);
}

void TestProjectionPanel::typeInto(QDoubleSpinBox *spin, const QString &text)
{
    QVERIFY(spin);
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Enter);
}

void TestProjectionPanel::compareVectors(const attn::Vector &a, const attn::Vector &b,
                                         double tolerance)
{
    QCOMPARE(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i)
        QVERIFY2(std::abs(a[i] - b[i]) <= tolerance,
                 qPrintable(QStringLiteral("component %1: %2 vs %3").arg(i).arg(a[i]).arg(b[i])));
}

void TestProjectionPanel::defaultsAreTheCoresLookup_data()
{
    QTest::addColumn<int>("token");
    QTest::newRow("cat asks") << 0;
    QTest::newRow("sat asks") << 1;
    QTest::newRow("mat asks") << 2;
}

void TestProjectionPanel::defaultsAreTheCoresLookup()
{
    QFETCH(int, token);
    m_panel->setAskingToken(token);
    QCOMPARE(m_panel->matrix(Projection::Query), ui::ProjectionPanel::defaultMatrix(Projection::Query));
    QCOMPARE(m_panel->matrix(Projection::Key), ui::ProjectionPanel::defaultMatrix(Projection::Key));
    QCOMPARE(m_panel->matrix(Projection::Value), ui::ProjectionPanel::defaultMatrix(Projection::Value));
    const attn::Trace want = expected();
    const attn::Trace &got = m_panel->trace();
    compareVectors(got.query, want.query, 1e-12);
    for (std::size_t i = 0; i < want.rows.size(); ++i) {
        compareVectors(got.keys[i], want.keys[i], 1e-12);
        QVERIFY(std::abs(got.rows[i].value - want.rows[i].value) < 1e-12);
        QVERIFY(std::abs(got.rows[i].score - want.rows[i].score) < 1e-12);
        QVERIFY(std::abs(got.rows[i].weight - want.rows[i].weight) < 1e-12);
    }
    QVERIFY(std::abs(got.output - want.output) < 1e-12);
}

void TestProjectionPanel::defaultsWorkedByHand()
{
    // cat asks: q = 2·I·(1, 0) = (2, 0); keys are the inputs; scores 2, 0, 1.6;
    // values (10 50)·x = 10, 50, 38; weights e^s / (e² + 1 + e^1.6).
    const double sum = std::exp(2.0) + 1.0 + std::exp(1.6);
    const attn::Trace &t = m_panel->trace();
    compareVectors(t.query, {2.0, 0.0}, 1e-12);
    QVERIFY(std::abs(t.rows[2].score - 1.6) < 1e-12);
    QVERIFY(std::abs(t.rows[2].value - 38.0) < 1e-12);
    QVERIFY(std::abs(t.rows[0].weight - std::exp(2.0) / sum) < 1e-12);
    QVERIFY(std::abs(t.rows[1].weight - 1.0 / sum) < 1e-12);
    const double output = (10.0 * std::exp(2.0) + 50.0 + 38.0 * std::exp(1.6)) / sum;
    QVERIFY(std::abs(t.output - output) < 1e-12);
    QVERIFY(m_panel->outputLabel()->text().contains(course::formatFixed(output, 2)));
}

void TestProjectionPanel::editingQueryMatrixChangesQueryAndWeightsNotKeys()
{
    const attn::Trace before = m_panel->trace();
    QSignalSpy spy(m_panel.get(), &ui::LessonPanel::stateChanged);
    typeInto(m_panel->cell(Projection::Query, 0, 1), QStringLiteral("1.5"));
    QVERIFY(spy.count() >= 1);
    QCOMPARE(m_panel->matrix(Projection::Query)[0][1], 1.5);
    const attn::Trace &after = m_panel->trace();
    // q = W_q·x for cat = (1, 0) keeps (2, 0): W_q's second column multiplies x₂ = 0.
    compareVectors(after.query, *attn::apply(m_panel->matrix(Projection::Query), m_panel->inputs()[0]), 1e-12);
    m_panel->setAskingToken(2); // mat = (0.8, 0.6): q₁ = 2·0.8 + 1.5·0.6 = 2.5
    compareVectors(m_panel->trace().query, {2.5, 1.2}, 1e-12);
    m_panel->setAskingToken(0);
    typeInto(m_panel->cell(Projection::Query, 1, 0), QStringLiteral("-1"));
    const attn::Trace &edited = m_panel->trace();
    compareVectors(edited.query, {2.0, -1.0}, 1e-12);
    bool weightsMoved = false;
    for (std::size_t i = 0; i < before.rows.size(); ++i) {
        compareVectors(edited.keys[i], before.keys[i], 0.0);
        QCOMPARE(edited.rows[i].value, before.rows[i].value);
        weightsMoved = weightsMoved || std::abs(edited.rows[i].weight - before.rows[i].weight) > 1e-3;
    }
    QVERIFY(weightsMoved);
    const attn::Trace want = expected();
    for (std::size_t i = 0; i < want.rows.size(); ++i)
        QVERIFY(std::abs(edited.rows[i].weight - want.rows[i].weight) < 1e-12);
    QVERIFY2(m_panel->queryLabel()->text().contains(QStringLiteral("(2.00, −1.00)")), qPrintable(m_panel->queryLabel()->text()));
}

void TestProjectionPanel::editingKeyMatrixChangesKeysNotQuery()
{
    const attn::Trace before = m_panel->trace();
    typeInto(m_panel->cell(Projection::Key, 0, 1), QStringLiteral("2"));
    const attn::Trace &after = m_panel->trace();
    compareVectors(after.query, before.query, 0.0);
    // k₁ = x₁ + 2·x₂: cat 1, sat 2, mat 2.0; k₂ = x₂ unchanged.
    compareVectors(after.keys[0], {1.0, 0.0}, 1e-12);
    compareVectors(after.keys[1], {2.0, 1.0}, 1e-12);
    compareVectors(after.keys[2], {2.0, 0.6}, 1e-12);
    const attn::Trace want = expected();
    for (std::size_t i = 0; i < want.rows.size(); ++i) {
        compareVectors(after.keys[i], want.keys[i], 1e-12);
        QVERIFY(std::abs(after.rows[i].score - want.rows[i].score) < 1e-12);
        QVERIFY(std::abs(after.rows[i].weight - want.rows[i].weight) < 1e-12);
        QCOMPARE(after.rows[i].value, before.rows[i].value);
    }
    QVERIFY(std::abs(after.rows[1].weight - before.rows[1].weight) > 1e-3);
}

void TestProjectionPanel::editingValueMatrixChangesValuesAndOutputNotWeights()
{
    const attn::Trace before = m_panel->trace();
    typeInto(m_panel->cell(Projection::Value, 0, 1), QStringLiteral("-20"));
    const attn::Trace &after = m_panel->trace();
    compareVectors(after.query, before.query, 0.0);
    for (std::size_t i = 0; i < before.rows.size(); ++i) {
        compareVectors(after.keys[i], before.keys[i], 0.0);
        QVERIFY(std::abs(after.rows[i].score - before.rows[i].score) < 1e-15);
        QVERIFY(std::abs(after.rows[i].weight - before.rows[i].weight) < 1e-15);
    }
    // v = (10 −20)·x: cat 10, sat −20, mat 8 − 12 = −4.
    QVERIFY(std::abs(after.rows[1].value + 20.0) < 1e-12);
    QVERIFY(std::abs(after.rows[2].value + 4.0) < 1e-12);
    QVERIFY(std::abs(after.output - before.output) > 1.0);
    const attn::Trace want = expected();
    QVERIFY(std::abs(after.output - want.output) < 1e-12);
    QVERIFY(m_panel->outputLabel()->text().contains(course::formatFixed(want.output, 2)));
}

void TestProjectionPanel::tableShowsTheCoresFigures()
{
    typeInto(m_panel->cell(Projection::Key, 1, 0), QStringLiteral("0.5"));
    QComboBox *box = m_panel->tokenBox();
    box->setFocus();
    QTest::keyClick(box, Qt::Key_Down);
    QCOMPARE(m_panel->askingToken(), 1);
    const attn::Trace want = expected();
    QTableWidget *table = m_panel->table();
    for (int row = 0; row < 3; ++row) {
        const attn::TraceRow &line = want.rows[std::size_t(row)];
        const attn::Vector &k = want.keys[std::size_t(row)];
        QCOMPARE(table->item(row, ui::ProjectionPanel::KeyColumn)->text(),
                 QStringLiteral("(%1, %2)").arg(course::formatFixed(k[0], 2), course::formatFixed(k[1], 2)));
        QCOMPARE(table->item(row, ui::ProjectionPanel::Score)->text(), course::formatFixed(line.score, 2));
        QCOMPARE(table->item(row, ui::ProjectionPanel::Weight)->text(),
                 QStringLiteral("%1%").arg(100.0 * line.weight, 0, 'f', 1));
        QCOMPARE(table->item(row, ui::ProjectionPanel::ValueColumn)->text(), course::formatFixed(line.value, 2));
        QVERIFY(!table->item(row, ui::ProjectionPanel::Score)->text().contains(QLatin1Char('-')));
    }
    QVERIFY(table->item(1, ui::ProjectionPanel::Token)->text().contains(QStringLiteral("asks")));
    QVERIFY(!table->item(0, ui::ProjectionPanel::Token)->text().contains(QStringLiteral("asks")));
}

void TestProjectionPanel::comboBoxChoosesWhoAsks()
{
    QComboBox *box = m_panel->tokenBox();
    box->setFocus();
    QTest::keyClick(box, Qt::Key_Down);
    QTest::keyClick(box, Qt::Key_Down);
    QCOMPARE(m_panel->askingToken(), 2);
    // mat = (0.8, 0.6) asks with W_q = 2·I: q = (1.6, 1.2).
    compareVectors(m_panel->trace().query, {1.6, 1.2}, 1e-12);
    QVERIFY(m_panel->queryLabel()->text().contains(QStringLiteral("mat")));
}

void TestProjectionPanel::everyColumnFitsTheTable_data()
{
    QTest::addColumn<int>("width");
    QTest::newRow("narrower than the figures") << 360;
    QTest::newRow("lesson layout") << 500;
    QTest::newRow("wide") << 1000;
}

void TestProjectionPanel::everyColumnFitsTheTable()
{
    QFETCH(int, width);
    m_panel->setAskingToken(2);
    m_panel->resize(width, 560);
    QTRY_VERIFY(m_panel->width() >= width || m_panel->width() == m_panel->minimumWidth());
    QApplication::processEvents();
    QTableWidget *table = m_panel->table();
    QHeaderView *header = table->horizontalHeader();
    const QAbstractItemView *view = table;
    int right = 0;
    for (int column = 0; column < ui::ProjectionPanel::ColumnCount; ++column) {
        QVERIFY2(header->sectionSize(column) >= view->sizeHintForColumn(column),
                 qPrintable(QStringLiteral("column %1 is cut").arg(column)));
        QVERIFY(header->sectionSize(column) >= header->sectionSizeHint(column));
        right = header->sectionViewportPosition(column) + header->sectionSize(column);
    }
    // Columns wider than a narrow panel are kept whole: the table scrolls sideways to them.
    const int hidden = std::max(0, right - table->viewport()->width());
    QVERIFY2(table->horizontalScrollBar()->maximum() >= hidden,
             qPrintable(QStringLiteral("%1 px of columns cannot be reached").arg(hidden)));
    QCOMPARE(hidden > 0, width < 500);
    QCOMPARE(header->offset(), 0);
}

void TestProjectionPanel::garbageInSpinBoxKeepsValidValue_data()
{
    QTest::addColumn<int>("projection");
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("minimum");
    QTest::addColumn<double>("maximum");
    const double lo = ui::ProjectionPanel::kCellMinimum;
    const double hi = ui::ProjectionPanel::kCellMaximum;
    QTest::newRow("letters") << int(Projection::Query) << QStringLiteral("abc") << lo << hi;
    QTest::newRow("huge") << int(Projection::Key) << QStringLiteral("99999") << lo << hi;
    QTest::newRow("exponent") << int(Projection::Key) << QStringLiteral("1e308") << lo << hi;
    QTest::newRow("minus signs") << int(Projection::Query) << QStringLiteral("--") << lo << hi;
    QTest::newRow("nan") << int(Projection::Query) << QStringLiteral("nan") << lo << hi;
    QTest::newRow("value huge") << int(Projection::Value) << QStringLiteral("-123456")
                                << ui::ProjectionPanel::kValueCellMinimum
                                << ui::ProjectionPanel::kValueCellMaximum;
}

void TestProjectionPanel::garbageInSpinBoxKeepsValidValue()
{
    QFETCH(int, projection);
    QFETCH(QString, text);
    QFETCH(double, minimum);
    QFETCH(double, maximum);
    QDoubleSpinBox *spin = m_panel->cell(Projection(projection), 0, 0);
    typeInto(spin, text);
    spin->clearFocus(); // leaving the editor fixes up any half-typed text
    QVERIFY(std::isfinite(spin->value()));
    QVERIFY2(spin->value() >= minimum && spin->value() <= maximum,
             qPrintable(QString::number(spin->value())));
    QVERIFY(m_panel->errorString().isEmpty());
    const attn::Trace want = expected();
    QVERIFY(std::isfinite(m_panel->trace().output));
    QVERIFY(std::abs(m_panel->trace().output - want.output) < 1e-12);
}

void TestProjectionPanel::resetButtonRestoresDefaults()
{
    typeInto(m_panel->cell(Projection::Query, 0, 0), QStringLiteral("-3"));
    typeInto(m_panel->cell(Projection::Key, 1, 1), QStringLiteral("4"));
    typeInto(m_panel->cell(Projection::Value, 0, 0), QStringLiteral("7"));
    QVERIFY(m_panel->matrix(Projection::Query) != ui::ProjectionPanel::defaultMatrix(Projection::Query));
    QPushButton *reset = m_panel->resetButton();
    reset->setFocus();
    QTest::keyClick(reset, Qt::Key_Space);
    for (Projection which : {Projection::Query, Projection::Key, Projection::Value})
        QCOMPARE(m_panel->matrix(which), ui::ProjectionPanel::defaultMatrix(which));
    QVERIFY(std::abs(m_panel->trace().output - expected().output) < 1e-12);
    typeInto(m_panel->cell(Projection::Key, 0, 0), QStringLiteral("3"));
    QTest::mouseClick(reset, Qt::LeftButton);
    QCOMPARE(m_panel->matrix(Projection::Key), ui::ProjectionPanel::defaultMatrix(Projection::Key));
}

void TestProjectionPanel::everyFocusableControlHasAName()
{
    const testing::NamedControls controls = testing::checkAccessibleNames(m_panel.get());
    QVERIFY2(controls.unnamed.isEmpty(), qPrintable(controls.unnamed.join(QStringLiteral(", "))));
    const int checked = controls.checked;
QVERIFY(checked >= 13); // ten spin boxes, the combo box, the button, the table
    QCOMPARE(m_panel->cell(Projection::Query, 0, 1)->accessibleName(),
             QStringLiteral("W_q row 1 column 2"));
    QCOMPARE(m_panel->cell(Projection::Value, 0, 0)->accessibleName(),
             QStringLiteral("W_v row 1 column 1"));
}

void TestProjectionPanel::labelsFollowTheCourseNotation()
{
    // FORMAT.md: a matrix or a named component takes an underscore (W_q, q_1), never HTML
    // <sub> or a Unicode subscript digit, which the course keeps for key numbers (k₂).
    typeInto(m_panel->cell(Projection::Value, 0, 1), QStringLiteral("-20"));
    QStringList texts;
    for (const QLabel *label : m_panel->findChildren<QLabel *>())
        texts << label->text() << label->accessibleName();
    for (const QGroupBox *box : m_panel->findChildren<QGroupBox *>())
        texts << box->title();
    for (int column = 0; column < m_panel->table()->columnCount(); ++column)
        texts << m_panel->table()->horizontalHeaderItem(column)->text()
              << m_panel->table()->horizontalHeaderItem(column)->toolTip();
    for (int row = 0; row < m_panel->table()->rowCount(); ++row)
        for (int column = 0; column < m_panel->table()->columnCount(); ++column)
            texts << m_panel->table()->item(row, column)->text();
    const QString all = texts.join(QLatin1Char('\n'));
    for (const QString &forbidden : {QStringLiteral("<sub>"), QStringLiteral("₁"), QStringLiteral("₂"),
                                     QStringLiteral("W_q·"), QStringLiteral("W_k·"), QStringLiteral("W_v·")})
        QVERIFY2(!all.contains(forbidden), qPrintable(forbidden + QStringLiteral(" in:\n") + all));
    for (const QString &expected : {QStringLiteral("q = W_q x"), QStringLiteral("k = W_k x"),
                                    QStringLiteral("v = W_v x"), QStringLiteral("q_1 ="), QStringLiteral("k_2 ="),
                                    QStringLiteral("× x_1"), QStringLiteral("W_q: query")})
        QVERIFY2(all.contains(expected), qPrintable(expected + QStringLiteral(" missing from:\n") + all));
    // Figures take the minus sign −: a value of −20 shows as "−20.00".
    QVERIFY(all.contains(QStringLiteral("−20.00")));
    QVERIFY(!all.contains(QStringLiteral("-2")));
}

QTEST_MAIN(TestProjectionPanel)
#include "tst_projectionpanel.moc"
