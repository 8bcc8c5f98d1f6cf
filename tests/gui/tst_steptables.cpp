#include "changedcells.h"
#include "querycanvas.h"
#include "steptablemodel.h"
#include "steptablepanel.h"
#include "textblock.h"
#include "weightchart.h"
#include "workshopmodel.h"
#include "workshoppanel.h"

#include <QAbstractItemModelTester>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QBarSet>
#include <QFont>
#include <QLabel>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QWindow>

#include <cmath>
#include <memory>

using Kind = ui::StepTableModel::Kind;

Q_DECLARE_METATYPE(ui::StepTableModel::Kind)

namespace {

// Plate figures are quoted to four decimals; computed doubles are compared with tolerances.
constexpr double kQuoted = 5e-5;
constexpr double kExact = 1e-12;

// Column numbers of each table, as documented in steptablemodel.h.
enum { DotKx = 1, DotKy, DotTermX, DotTermY, DotScore };
enum { SmScore = 1, SmShifted, SmExp, SmWeight };
enum { WsWeight = 1, WsValue, WsContribution };

QString minus(QString s)
{
    return s.replace(QLatin1Char('-'), QChar(0x2212));
}

} // namespace

// The three step tables: one model (StepTableModel) in three panels, driven through the
// panels' real buttons, keys and the shared WorkshopModel.
class TestStepTables : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void queryStepReportsTheChangedCellsOnly_data();
    void queryStepReportsTheChangedCellsOnly();
    void modelPassesModelTester_data();
    void modelPassesModelTester();
    void dotProductTableShowsPlateFigures();
    void softmaxTableShowsPlateFigures();
    void weightedSumTableShowsPlateFigures();
    void nextRevealsCellsInReadingOrder_data();
    void nextRevealsCellsInReadingOrder();
    void stepsStayWithinRange_data();
    void stepsStayWithinRange();
    void keyboardStepsTheTable();
    void mnemonicsPressTheButtons();
    void queryChangeUpdatesValuesAndKeepsStep_data();
    void queryChangeUpdatesValuesAndKeepsStep();
    void currentRowInspectsKeyOnCanvas();
    void dotProductPlaneIsSquare();
    void placeholdersCountSteps_data();
    void placeholdersCountSteps();
    void explanationQuotesTheTrace_data();
    void explanationQuotesTheTrace();
    void softmaxPanelShowsWeightsSumAndStability();
    void softmaxChartShowsOnlyRevealedWeights();
    void softmaxWeightWaitsForItsSum();
    void panelShowsTheCourseStepTable_data();
    void panelShowsTheCourseStepTable();
    void weightedSumPanelComparesWithAverageAndDictionary();
    void zeroQueryShowsNoNegativeZero();
    void everyFocusableControlHasAName_data();
    void everyFocusableControlHasAName();

private:
    ui::StepTablePanel *makePanel(Kind kind);
    QString cell(int row, int column) const;
    QVariant cellValue(int row, int column) const;

    std::unique_ptr<course::WorkshopModel> m_model;
    std::unique_ptr<ui::StepTablePanel> m_panel;
};

void TestStepTables::initTestCase()
{
    QLocale::setDefault(QLocale::c());
}

void TestStepTables::init()
{
    m_model = std::make_unique<course::WorkshopModel>();
}

void TestStepTables::cleanup()
{
    m_panel.reset();
    m_model.reset();
}

ui::StepTablePanel *TestStepTables::makePanel(Kind kind)
{
    m_panel = std::make_unique<ui::StepTablePanel>(kind, m_model.get());
    m_panel->resize(700, 560);
    m_panel->show();
    if (!QTest::qWaitForWindowExposed(m_panel.get()))
        qWarning("panel not exposed");
    return m_panel.get();
}

QString TestStepTables::cell(int row, int column) const
{
    ui::StepTableModel *t = m_panel->tableModel();
    return t->data(t->index(row, column)).toString();
}

QVariant TestStepTables::cellValue(int row, int column) const
{
    ui::StepTableModel *t = m_panel->tableModel();
    return t->data(t->index(row, column), ui::StepTableModel::ValueRole);
}

void TestStepTables::queryStepReportsTheChangedCellsOnly_data()
{
    modelPassesModelTester_data();
}

void TestStepTables::queryStepReportsTheChangedCellsOnly()
{
    // A view repaints what the model reports changed: after a query step, exactly the cells
    // whose text changed, and no cell that still shows "?".
    QFETCH(Kind, kind);
    ui::StepTableModel table(kind, m_model.get());
    QSignalSpy changed(&table, &QAbstractItemModel::dataChanged);
    const auto texts = [&table] {
        QStringList out;
        for (int row = 0; row < table.rowCount(); ++row)
            for (int column = 0; column < table.columnCount(); ++column)
                out << table.data(table.index(row, column)).toString();
        return out;
    };
    for (const bool revealed : {false, true}) {
        if (revealed)
            table.revealAll();
        for (const attn::Polar query : {attn::Polar{41.0, 1.5}, attn::Polar{130.0, 2.5}, attn::Polar{130.0, 2.5}}) {
            const QStringList before = texts();
            changed.clear();
            m_model->setQuery(query);
            const QStringList after = texts();
            const QSet<int> reported = testing::reportedCells(changed, table.columnCount());
            for (int i = 0; i < after.size(); ++i)
                QCOMPARE(reported.contains(i), after.at(i) != before.at(i));
            QCOMPARE(!reported.isEmpty(), before != after);
        }
    }
}

void TestStepTables::modelPassesModelTester_data()
{
    QTest::addColumn<Kind>("kind");
    QTest::newRow("dot product") << Kind::DotProduct;
    QTest::newRow("softmax") << Kind::Softmax;
    QTest::newRow("weighted sum") << Kind::WeightedSum;
}

void TestStepTables::modelPassesModelTester()
{
    QFETCH(Kind, kind);
    ui::StepTableModel table(kind, m_model.get());
    QAbstractItemModelTester tester(&table, QAbstractItemModelTester::FailureReportingMode::QtTest);
    table.next();
    table.next();
    m_model->setQuery({200.0, 3.0});
    table.revealAll();
    m_model->setQuery({0.0, 0.0});
    table.previous();
    table.reset();
    m_model->resetToDefault();
    QCOMPARE(table.revealedCells(), 0);
}

void TestStepTables::dotProductTableShowsPlateFigures()
{
    makePanel(Kind::DotProduct);
    m_panel->tableModel()->revealAll();
    const attn::Trace &t = m_model->trace();
    QCOMPARE(m_panel->tableModel()->rowCount(), 5);
    QCOMPARE(m_panel->tableModel()->columnCount(), 6);
    // Key 2: (0.6840, 1.8794), terms 0.7860 + 1.8121 = 2.5981.
    QCOMPARE(cell(1, 0), QStringLiteral("k2"));
    QCOMPARE(cell(1, DotKx), QStringLiteral("0.6840"));
    QCOMPARE(cell(1, DotKy), QStringLiteral("1.8794"));
    QCOMPARE(cell(1, DotTermX), QStringLiteral("0.7860"));
    QCOMPARE(cell(1, DotTermY), QStringLiteral("1.8121"));
    QCOMPARE(cell(1, DotScore), QStringLiteral("2.5981"));
    QVERIFY(std::abs(cellValue(1, DotTermX).toDouble() - t.rows[1].terms[0]) < kExact);
    QVERIFY(std::abs(cellValue(1, DotTermY).toDouble() - t.rows[1].terms[1]) < kExact);
    const double scores[] = {2.2981, 2.5981, -1.0500, -2.8191, -0.5209};
    for (int r = 0; r < 5; ++r) {
        const double score = cellValue(r, DotScore).toDouble();
        QVERIFY(std::abs(score - t.rows[std::size_t(r)].score) < kExact);
        QVERIFY2(std::abs(score - scores[r]) < kQuoted, qPrintable(QString::number(score)));
        const QString shown = cell(r, DotScore).remove(QStringLiteral("▶ "));
        QCOMPARE(shown, minus(QString::number(t.rows[std::size_t(r)].score, 'f', 4)));
    }
    QCOMPARE(cell(2, DotScore), QStringLiteral("−1.0500"));
}

void TestStepTables::softmaxTableShowsPlateFigures()
{
    makePanel(Kind::Softmax);
    ui::StepTableModel *table = m_panel->tableModel();
    table->revealAll();
    const attn::Trace &t = m_model->trace();
    QCOMPARE(table->rowCount(), 6);
    QVERIFY(std::abs(t.maxScore - 2.5981) < kQuoted);
    QCOMPARE(cell(1, SmScore), QStringLiteral("2.5981"));
    QCOMPARE(cell(1, SmShifted), QStringLiteral("0.0000"));
    QCOMPARE(cell(1, SmExp), QStringLiteral("1.0000"));
    QCOMPARE(cell(1, SmWeight), QStringLiteral("0.5508 (55.1%)"));
    const double weights[] = {0.4081, 0.5508, 0.0143, 0.0024, 0.0243};
    for (int r = 0; r < 5; ++r) {
        const attn::TraceRow &row = t.rows[std::size_t(r)];
        QVERIFY(std::abs(cellValue(r, SmShifted).toDouble() - row.shifted) < kExact);
        QVERIFY(std::abs(cellValue(r, SmExp).toDouble() - row.exponential) < kExact);
        QVERIFY(std::abs(cellValue(r, SmWeight).toDouble() - row.weight) < kExact);
        QVERIFY(std::abs(row.weight - weights[r]) < kQuoted);
        QCOMPARE(cell(r, SmExp), QString::number(row.exponential, 'f', 4));
    }
    QCOMPARE(cell(0, SmWeight), QStringLiteral("0.4081 (40.8%)"));
    QCOMPARE(cell(4, SmWeight), QStringLiteral("0.0243 (2.4%)"));
    // The Σ row: Σ exp = 1.8155 and Σ w = 1 (the current cell carries the marker).
    QCOMPARE(cell(5, 0), QStringLiteral("Σ"));
    QCOMPARE(cell(5, SmExp), QStringLiteral("1.8155"));
    QVERIFY(std::abs(cellValue(5, SmExp).toDouble() - t.sumExponentials) < kExact);
    QVERIFY(std::abs(t.sumExponentials - 1.8155) < kQuoted);
    QCOMPARE(cell(5, SmWeight), QStringLiteral("▶ 1.0000 (100.0%)"));
    QVERIFY(std::abs(cellValue(5, SmWeight).toDouble() - 1.0) < 1e-12);
    QVERIFY(cell(5, SmScore).isEmpty());
}

void TestStepTables::weightedSumTableShowsPlateFigures()
{
    makePanel(Kind::WeightedSum);
    ui::StepTableModel *table = m_panel->tableModel();
    table->revealAll();
    const attn::Trace &t = m_model->trace();
    QCOMPARE(cell(1, WsWeight), QStringLiteral("0.5508 (55.1%)"));
    QCOMPARE(cell(1, WsValue), QStringLiteral("20")); // values as they are given
    // w × v for key 2 is the trace's contribution, 0.5508… × 20 ≈ 11.016.
    const double contribution = cellValue(1, WsContribution).toDouble();
    QVERIFY(std::abs(contribution - t.rows[1].contribution) < kExact);
    QVERIFY(std::abs(contribution - 0.55080 * 20.0) < 2e-3);
    QCOMPARE(cell(1, WsContribution), QString::number(t.rows[1].contribution, 'f', 4));
    for (int r = 0; r < 5; ++r)
        QVERIFY(std::abs(cellValue(r, WsValue).toDouble() - 10.0 * (r + 1)) < kExact);
    QCOMPARE(cell(5, WsContribution), QStringLiteral("▶ 16.8421"));
    QVERIFY(std::abs(cellValue(5, WsContribution).toDouble() - t.output) < kExact);
    QVERIFY(std::abs(t.output - 16.8421) < kQuoted);
    QCOMPARE(cell(5, WsWeight), QStringLiteral("1.0000 (100.0%)"));
}

void TestStepTables::nextRevealsCellsInReadingOrder_data()
{
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<int>("cells");
    QTest::addColumn<QList<int>>("givenColumns");
    QTest::newRow("dot product: 5 keys × 3") << Kind::DotProduct << 15 << QList<int>{0, 1, 2};
    QTest::newRow("softmax: 5 keys × 3 + 2 sums") << Kind::Softmax << 17 << QList<int>{0, 1};
    QTest::newRow("weighted sum: 5 keys + output") << Kind::WeightedSum << 6 << QList<int>{0, 1, 2};
}

void TestStepTables::nextRevealsCellsInReadingOrder()
{
    QFETCH(Kind, kind);
    QFETCH(int, cells);
    QFETCH(QList<int>, givenColumns);
    makePanel(kind);
    ui::StepTableModel *table = m_panel->tableModel();
    QCOMPARE(table->cellCount(), cells);
    QCOMPARE(table->revealedCells(), 0);
    QVERIFY(!table->currentCell().isValid());

    // Given inputs show from the start; every computed cell shows "?".
    for (int r = 0; r < 5; ++r) {
        for (int c : givenColumns) {
            QVERIFY(table->stepOf(table->index(r, c)) < 0);
            QVERIFY(cell(r, c) != QStringLiteral("?"));
        }
    }
    for (int i = 0; i < cells; ++i) {
        const QModelIndex index = table->cellAt(i);
        QCOMPARE(index.data().toString(), QStringLiteral("?"));
        QCOMPARE(index.data(Qt::AccessibleTextRole).toString(), QStringLiteral("not yet computed"));
        QCOMPARE(table->stepOf(index), i);
        // The order is the course's one definition of the table.
        const course::StepCellRef step = table->table().steps.at(i);
        QCOMPARE(index.row(), step.row);
        QCOMPARE(index.column(), step.column);
        // Reading order (row by row, left to right), except for the softmax's weights.
        if (i > 0 && kind != Kind::Softmax) {
            const QModelIndex before = table->cellAt(i - 1);
            QVERIFY(before.row() < index.row()
                    || (before.row() == index.row() && before.column() < index.column()));
        }
    }

    for (int step = 1; step <= cells; ++step) {
        QTest::mouseClick(m_panel->nextButton(), Qt::LeftButton);
        QCOMPARE(table->revealedCells(), step);
        QCOMPARE(m_panel->stepLabel()->text(), QStringLiteral("Step %1 of %2").arg(step).arg(cells));
        for (int i = 0; i < cells; ++i) {
            const QModelIndex index = table->cellAt(i);
            const QString text = index.data().toString();
            QCOMPARE(text == QStringLiteral("?"), i >= step);
            QCOMPARE(index.data(ui::StepTableModel::CurrentRole).toBool(), i == step - 1);
        }
        const QModelIndex current = table->currentCell();
        QCOMPARE(current, table->cellAt(step - 1));
        QVERIFY(current.data().toString().startsWith(QStringLiteral("▶ ")));
        QVERIFY(current.data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(current.data(Qt::AccessibleTextRole).toString().endsWith(QStringLiteral(", current step")));
        QCOMPARE(m_panel->table()->currentIndex(), current);
    }
}

void TestStepTables::stepsStayWithinRange_data()
{
    nextRevealsCellsInReadingOrder_data();
}

void TestStepTables::stepsStayWithinRange()
{
    QFETCH(Kind, kind);
    QFETCH(int, cells);
    makePanel(kind);
    ui::StepTableModel *table = m_panel->tableModel();
    QSignalSpy changed(table, &ui::StepTableModel::revealedCellsChanged);

    QVERIFY(!m_panel->previousButton()->isEnabled());
    QVERIFY(!m_panel->resetButton()->isEnabled());
    table->previous();
    table->setRevealedCells(-3);
    QCOMPARE(table->revealedCells(), 0);
    QCOMPARE(changed.count(), 0);

    QTest::mouseClick(m_panel->showAllButton(), Qt::LeftButton);
    QCOMPARE(table->revealedCells(), cells);
    QCOMPARE(changed.count(), 1);
    QVERIFY(!m_panel->nextButton()->isEnabled());
    QVERIFY(!m_panel->showAllButton()->isEnabled());
    table->next();
    table->setRevealedCells(1000);
    QCOMPARE(table->revealedCells(), cells);
    QCOMPARE(changed.count(), 1);
    QVERIFY(!table->cellAt(cells).isValid());
    QVERIFY(!table->cellAt(-1).isValid());

    QTest::mouseClick(m_panel->previousButton(), Qt::LeftButton);
    QCOMPARE(table->revealedCells(), cells - 1);
    QVERIFY(m_panel->nextButton()->isEnabled());
    QTest::mouseClick(m_panel->resetButton(), Qt::LeftButton);
    QCOMPARE(table->revealedCells(), 0);
    QCOMPARE(m_panel->stepLabel()->text(), QStringLiteral("Step 0 of %1").arg(cells));
    QVERIFY(!m_panel->table()->currentIndex().isValid());
}

void TestStepTables::keyboardStepsTheTable()
{
    makePanel(Kind::DotProduct);
    ui::StepTableModel *table = m_panel->tableModel();
    QTableView *view = m_panel->table();
    view->setFocus();
    QVERIFY(view->hasFocus());
    QTest::keyClick(view, Qt::Key_N);
    QTest::keyClick(view, Qt::Key_N);
    QCOMPARE(table->revealedCells(), 2);
    QTest::keyClick(view, Qt::Key_P);
    QCOMPARE(table->revealedCells(), 1);
    QTest::keyClick(view, Qt::Key_Right, Qt::ControlModifier);
    QTest::keyClick(view, Qt::Key_Right, Qt::ControlModifier);
    QTest::keyClick(view, Qt::Key_Right, Qt::ControlModifier);
    QCOMPARE(table->revealedCells(), 4);
    QTest::keyClick(view, Qt::Key_Left, Qt::ControlModifier);
    QCOMPARE(table->revealedCells(), 3);
    for (int i = 0; i < 5; ++i)
        QTest::keyClick(view, Qt::Key_P);
    QCOMPARE(table->revealedCells(), 0);
    // Tab leaves the table rather than walking through its cells.
    QTest::keyClick(view, Qt::Key_Tab);
    QVERIFY(!view->hasFocus());
}

void TestStepTables::mnemonicsPressTheButtons()
{
    makePanel(Kind::Softmax);
    ui::StepTableModel *table = m_panel->tableModel();
    m_panel->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_panel.get()));
    m_panel->table()->setFocus();
    // Through the window, as the platform delivers keys, so that the shortcut map sees them.
    // A mnemonic "animates" the button's click, so the click lands a moment later.
    QWindow *window = m_panel->windowHandle();
    QTest::keyClick(window, Qt::Key_N, Qt::AltModifier);
    QTRY_COMPARE(table->revealedCells(), 1);
    QTest::keyClick(window, Qt::Key_N, Qt::AltModifier);
    QTRY_COMPARE(table->revealedCells(), 2);
    QTest::keyClick(window, Qt::Key_P, Qt::AltModifier);
    QTRY_COMPARE(table->revealedCells(), 1);
    QTest::keyClick(window, Qt::Key_A, Qt::AltModifier);
    QTRY_COMPARE(table->revealedCells(), table->cellCount());
    QTest::keyClick(window, Qt::Key_R, Qt::AltModifier);
    QTRY_COMPARE(table->revealedCells(), 0);
    // A focused button answers the space bar.
    m_panel->nextButton()->setFocus();
    QTest::keyClick(m_panel->nextButton(), Qt::Key_Space);
    QCOMPARE(table->revealedCells(), 1);
}

void TestStepTables::queryChangeUpdatesValuesAndKeepsStep_data()
{
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<int>("steps");
    QTest::newRow("dot product") << Kind::DotProduct << 7;
    QTest::newRow("softmax") << Kind::Softmax << 17;
    QTest::newRow("weighted sum") << Kind::WeightedSum << 4;
}

void TestStepTables::queryChangeUpdatesValuesAndKeepsStep()
{
    QFETCH(Kind, kind);
    QFETCH(int, steps);
    makePanel(kind);
    ui::StepTableModel *table = m_panel->tableModel();
    table->setRevealedCells(steps);
    const QString explanationBefore = m_panel->explanationLabel()->text();
    QSignalSpy dataChanged(table, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(table, &QAbstractItemModel::modelReset);
    QSignalSpy state(m_panel.get(), &ui::LessonPanel::stateChanged);
    const int rows = table->rowCount();

    QVERIFY(m_model->setQuery({200.0, 3.0}));
    QCOMPARE(table->revealedCells(), steps);
    QCOMPARE(table->rowCount(), rows);
    QVERIFY(dataChanged.count() >= 1);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(state.count(), 0);
    QVERIFY(m_panel->explanationLabel()->text() != explanationBefore);

    // Every figure is the new trace's.
    const attn::Trace &t = m_model->trace();
    for (int r = 0; r < 5; ++r) {
        const attn::TraceRow &row = t.rows[std::size_t(r)];
        switch (kind) {
        case Kind::DotProduct:
            QVERIFY(std::abs(cellValue(r, DotTermX).toDouble() - row.terms[0]) < kExact);
            QVERIFY(std::abs(cellValue(r, DotScore).toDouble() - row.score) < kExact);
            break;
        case Kind::Softmax:
            QVERIFY(std::abs(cellValue(r, SmScore).toDouble() - row.score) < kExact);
            QVERIFY(std::abs(cellValue(r, SmWeight).toDouble() - row.weight) < kExact);
            break;
        case Kind::WeightedSum:
            QVERIFY(std::abs(cellValue(r, WsContribution).toDouble() - row.contribution) < kExact);
            break;
        case Kind::Gradient:
            QFAIL("no panel shows the gradient table");
        }
    }
    const QModelIndex shown = table->cellAt(0);
    QCOMPARE(shown.data().toString(), table->formatNumber(shown.data(ui::StepTableModel::ValueRole).toDouble()));

    // Bad input is ignored and changes nothing.
    QVERIFY(!m_model->setQuery({std::nan(""), 1.0}));
    QCOMPARE(table->revealedCells(), steps);
}

void TestStepTables::currentRowInspectsKeyOnCanvas()
{
    makePanel(Kind::DotProduct);
    ui::QueryCanvas *canvas = m_panel->canvas();
    QVERIFY(canvas);
    QVERIFY(!canvas->inspectedKey());
    for (int i = 0; i < 4; ++i) // step 4 is q_x·k_x of key 2
        QTest::mouseClick(m_panel->nextButton(), Qt::LeftButton);
    QCOMPARE(canvas->inspectedKey(), std::optional<std::size_t>(1));
    // Moving the table's cursor to another row inspects that key.
    QTableView *view = m_panel->table();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(view->currentIndex().row(), 2);
    QCOMPARE(canvas->inspectedKey(), std::optional<std::size_t>(2));
    QTest::keyClick(view, Qt::Key_N);
    QCOMPARE(canvas->inspectedKey(), std::optional<std::size_t>(1));
    QTest::mouseClick(m_panel->resetButton(), Qt::LeftButton);
    QVERIFY(!canvas->inspectedKey());
    // Turning the query on the canvas updates the table.
    canvas->setFocus();
    const double before = m_model->trace().rows[0].score;
    QTest::keyClick(canvas, Qt::Key_Up);
    QVERIFY(m_model->trace().rows[0].score != before);
    QVERIFY(std::abs(cellValue(0, DotScore).toDouble() - m_model->trace().rows[0].score) < kExact);
    // The other panels have no canvas.
    makePanel(Kind::Softmax);
    QVERIFY(!m_panel->canvas());
}

void TestStepTables::dotProductPlaneIsSquare()
{
    makePanel(Kind::DotProduct);
    m_panel->resize(700, 900); // taller than the plane needs
    ui::QueryCanvas *canvas = m_panel->canvas();
    QTRY_COMPARE(canvas->height(), canvas->width());
    QVERIFY(canvas->width() >= canvas->minimumSizeHint().width());
    // The plane shows about ±kLessonExtent both ways, not a strip of empty grid, and keeps it
    // while the query grows to 4: the keys do not seem to shrink.
    QVERIFY(std::abs(canvas->toPlane(QPointF(0, 0)).y() - ui::WorkshopPanel::kLessonExtent) < 0.5);
    m_model->setLength(4.0);
    QVERIFY(std::abs(canvas->toPlane(QPointF(0, 0)).y() - ui::WorkshopPanel::kLessonExtent) < 0.5);
}

void TestStepTables::placeholdersCountSteps_data()
{
    nextRevealsCellsInReadingOrder_data();
}

void TestStepTables::placeholdersCountSteps()
{
    QFETCH(Kind, kind);
    QFETCH(int, cells);
    makePanel(kind);
    QSignalSpy state(m_panel.get(), &ui::LessonPanel::stateChanged);
    QMap<QString, QString> values = m_panel->placeholders();
    QCOMPARE(values.size(), 2);
    QCOMPARE(values.value(QStringLiteral("step")), QStringLiteral("0"));
    QCOMPARE(values.value(QStringLiteral("steps")), QString::number(cells));
    for (int i = 0; i < 3; ++i)
        QTest::mouseClick(m_panel->nextButton(), Qt::LeftButton);
    QCOMPARE(state.count(), 3);
    QCOMPARE(m_panel->placeholders().value(QStringLiteral("step")), QStringLiteral("3"));
    QTest::mouseClick(m_panel->showAllButton(), Qt::LeftButton);
    QCOMPARE(state.count(), 4);
    values = m_panel->placeholders();
    QCOMPARE(values.value(QStringLiteral("step")), QString::number(cells));
    QCOMPARE(values.value(QStringLiteral("steps")), QString::number(cells));
}

void TestStepTables::explanationQuotesTheTrace_data()
{
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("expected");
    QTest::newRow("q_y·k_y of key 2") << Kind::DotProduct << 5
                                       << QStringLiteral("q_y·k_y for key 2: 0.9642 × 1.8794 ≈ 1.8121");
    QTest::newRow("score of key 2") << Kind::DotProduct << 6
                                     << QStringLiteral("q·k for key 2: 0.7860 + 1.8121 = 2.5981");
    // Rounded on its own, a figure need not be the sum of those beside it: 2.2981 − 2.5981 is
    // −0.3000, the table shows the exact −0.29994 as −0.2999, and the line says so with ≈.
    QTest::newRow("shift of key 1, rounding shows") << Kind::Softmax << 1
                                                   << QStringLiteral("score − max for key 1: 2.2981 − 2.5981 ≈ −0.2999");
    QTest::newRow("exp of key 2, exact") << Kind::Softmax << 4
                                         << QStringLiteral("exp(score − max) for key 2: exp(0.0000) = 1.0000");
    QTest::newRow("contribution of key 2, exact as shown") << Kind::WeightedSum << 2
                                           << QStringLiteral("wᵢ × vᵢ for key 2: 0.5508 × 20 = 11.0160");
    QTest::newRow("shift of key 3") << Kind::Softmax << 5
                                     << QStringLiteral("score − max for key 3: −1.0500 − 2.5981 = −3.6481");
    QTest::newRow("Σ exp") << Kind::Softmax << 11
                              << QStringLiteral("Σ exp(sᵢ − max) = 0.7409 + 1.0000 + 0.0260 + 0.0044 + 0.0442 = 1.8155");
    QTest::newRow("weight of key 2") << Kind::Softmax << 13
                                      << QStringLiteral("Weight of key 2: 1.0000 ÷ 1.8155 (Σ exp, last row) ≈ 0.5508 (55.1%)");
    QTest::newRow("output") << Kind::WeightedSum << 6
                            << QStringLiteral("Output = Σ wᵢ × vᵢ = 4.0807 + 11.0160 + 0.4303 + 0.0978 + 1.2173 = 16.8421");
}

void TestStepTables::explanationQuotesTheTrace()
{
    QFETCH(Kind, kind);
    QFETCH(int, step);
    QFETCH(QString, expected);
    makePanel(kind);
    QCOMPARE(m_panel->explanationLabel()->text(), QStringLiteral("Nothing computed yet: press Next step."));
    for (int i = 0; i < step; ++i)
        QTest::mouseClick(m_panel->nextButton(), Qt::LeftButton);
    QCOMPARE(m_panel->explanationLabel()->text(), expected);
    const QModelIndex current = m_panel->tableModel()->currentCell();
    QCOMPARE(current.data(Qt::ToolTipRole).toString(), expected);
}

void TestStepTables::softmaxPanelShowsWeightsSumAndStability()
{
    makePanel(Kind::Softmax);
    ui::WeightChart *chart = m_panel->chart();
    QVERIFY(chart);
    QTest::mouseClick(m_panel->showAllButton(), Qt::LeftButton);
    const attn::Trace &t = m_model->trace();
    for (int i = 0; i < 5; ++i)
        QVERIFY(std::abs(chart->barSet()->at(i) - 100.0 * t.rows[std::size_t(i)].weight) < 1e-9);
    QCOMPARE(m_panel->weightSumLabel()->text(),
             QStringLiteral("The weights are never negative and add up to 1.0000."));
    const QString stability = m_panel->stabilityLabel()->text();
    QVERIFY2(stability.contains(QStringLiteral("exp(1000) is ∞")), qPrintable(stability));
    const auto demo = attn::softmax({1000.0, 999.0, 998.0});
    QVERIFY(demo.ok());
    for (double w : demo.value())
        QVERIFY2(stability.contains(QStringLiteral("%1%").arg(100.0 * w, 0, 'f', 1)), qPrintable(stability));
    QVERIFY(stability.contains(QStringLiteral("66.5%, 24.5%, 9.0%")));
    // The bars follow the query.
    m_model->setQuery({160.0, 4.0});
    for (int i = 0; i < 5; ++i)
        QVERIFY(std::abs(chart->barSet()->at(i) - 100.0 * m_model->trace().rows[std::size_t(i)].weight) < 1e-9);
    QVERIFY(!m_panel->comparisonLabel());
}

void TestStepTables::softmaxChartShowsOnlyRevealedWeights()
{
    makePanel(Kind::Softmax);
    ui::WeightChart *chart = m_panel->chart();
    ui::StepTableModel *table = m_panel->tableModel();
    const auto weightShown = [&](int key) {
        return table->isRevealed(table->index(key, SmWeight));
    };
    const auto checkBars = [&] {
        const attn::Trace &t = m_model->trace();
        const QStringList labels = chart->visibleLabels();
        for (int i = 0; i < 5; ++i) {
            const double want = weightShown(i) ? 100.0 * t.rows[std::size_t(i)].weight : 0.0;
            QVERIFY2(std::abs(chart->barSet()->at(i) - want) < 1e-9,
                     qPrintable(QStringLiteral("bar %1 at step %2").arg(i).arg(table->revealedCells())));
            if (!weightShown(i))
                QCOMPARE(labels.at(i), QStringLiteral("?"));
        }
    };
    // Step 0: the table has computed nothing, and the chart gives nothing away.
    QCOMPARE(table->revealedCells(), 0);
    for (int i = 0; i < 5; ++i)
        QCOMPARE(chart->barSet()->at(i), 0.0);
    QVERIFY(chart->accessibleDescription().contains(QStringLiteral("key 2: not computed yet")));
    QVERIFY(m_panel->chartNoteLabel()->isVisible());
    // Key 1's weight is the first after Σ exp (step 12): its bar appears then, and only its bar.
    for (int i = 0; i < 11; ++i)
        QTest::mouseClick(m_panel->nextButton(), Qt::LeftButton);
    QVERIFY(!weightShown(0));
    checkBars();
    QTest::mouseClick(m_panel->nextButton(), Qt::LeftButton);
    QVERIFY(weightShown(0));
    QVERIFY(!weightShown(1));
    QVERIFY(chart->barSet()->at(0) > 0.0);
    checkBars();
    // A new query keeps the step: still only key 1's bar, at its new weight.
    QVERIFY(m_model->setQuery({160.0, 4.0}));
    checkBars();
    // Every weight revealed: every bar, and the note goes.
    QTest::mouseClick(m_panel->showAllButton(), Qt::LeftButton);
    checkBars();
    QVERIFY(!chart->visibleLabels().contains(QStringLiteral("?")));
    QVERIFY(!m_panel->chartNoteLabel()->isVisible());
    // Back to the start: hidden again.
    QTest::mouseClick(m_panel->resetButton(), Qt::LeftButton);
    for (int i = 0; i < 5; ++i)
        QCOMPARE(chart->barSet()->at(i), 0.0);
    QVERIFY(m_panel->chartNoteLabel()->isVisible());
}

void TestStepTables::softmaxWeightWaitsForItsSum()
{
    makePanel(Kind::Softmax);
    ui::StepTableModel *table = m_panel->tableModel();
    const QModelIndex sumExp = table->index(5, SmExp);
    QVERIFY(table->stepOf(sumExp) >= 0);
    // Step through the whole table: whenever a weight shows, Σ exp already does.
    for (int step = 0; step <= table->cellCount(); ++step) {
        table->setRevealedCells(step);
        for (int r = 0; r < 5; ++r) {
            const QModelIndex weight = table->index(r, SmWeight);
            if (table->isRevealed(weight)) {
                QVERIFY2(table->isRevealed(sumExp), qPrintable(QStringLiteral("weight of key %1 at step %2").arg(r + 1).arg(step)));
                QVERIFY(weight.data().toString() != QStringLiteral("?"));
            }
        }
    }
    // The weights come right after Σ exp, key by key, and Σ w comes last.
    const int sumStep = table->stepOf(sumExp);
    for (int r = 0; r < 5; ++r)
        QCOMPARE(table->stepOf(table->index(r, SmWeight)), sumStep + 1 + r);
    QCOMPARE(table->stepOf(table->index(5, SmWeight)), table->cellCount() - 1);
    // Before Σ exp every key's score − max and exp are computed, row by row.
    QCOMPARE(sumStep, 10);
    QCOMPARE(table->cellAt(0), table->index(0, SmShifted));
    QCOMPARE(table->cellAt(1), table->index(0, SmExp));
    QCOMPARE(table->cellAt(2), table->index(1, SmShifted));
}

void TestStepTables::panelShowsTheCourseStepTable_data()
{
    modelPassesModelTester_data();
}

void TestStepTables::panelShowsTheCourseStepTable()
{
    QFETCH(Kind, kind);
    makePanel(kind);
    ui::StepTableModel *table = m_panel->tableModel();
    table->revealAll();
    for (const attn::Polar q : {attn::Polar{40.0, 1.5}, attn::Polar{200.0, 3.0}}) {
        QVERIFY(m_model->setQuery(q) || q.angleDegrees == 40.0);
        const course::StepTable expected = course::stepTable(kind, m_model->trace());
        QCOMPARE(table->rowCount(), int(expected.rows.size()));
        QCOMPARE(table->columnCount(), int(expected.columns.size()));
        QCOMPARE(table->cellCount(), int(expected.steps.size()));
        for (int c = 0; c < table->columnCount(); ++c)
            QCOMPARE(table->headerData(c, Qt::Horizontal).toString(), expected.columns[c].header);
        for (int r = 0; r < table->rowCount(); ++r) {
            QCOMPARE(cell(r, 0).remove(QStringLiteral("▶ ")), expected.rows[r].label);
            for (int c = 1; c < table->columnCount(); ++c) {
                const course::StepCell want = expected.rows[r].cells[c];
                const QVariant shown = cellValue(r, c);
                QCOMPARE(shown.isValid(), want.exists);
                if (want.exists)
                    QVERIFY(std::abs(shown.toDouble() - want.value) < kExact);
            }
        }
    }
}

void TestStepTables::weightedSumPanelComparesWithAverageAndDictionary()
{
    makePanel(Kind::WeightedSum);
    ui::TextBlock *label = m_panel->comparisonLabel();
    QVERIFY(label);
    // The output waits for the Σ row: the page asks the learner to add the products first.
    QVERIFY2(label->text().contains(QStringLiteral("Attention's output: ? (press Next step until the Σ row)")),
             qPrintable(label->text()));
    QVERIFY(!label->text().contains(QStringLiteral("16.8421")));
    while (m_panel->tableModel()->revealedCells() < m_panel->tableModel()->cellCount() - 1)
        m_panel->tableModel()->next();
    QVERIFY(!label->text().contains(QStringLiteral("16.8421")));
    m_panel->tableModel()->next();
    const QString text = label->text();
    QVERIFY2(text.contains(QStringLiteral("Attention's output: 16.8421")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("every weight equal): 30\n")), qPrintable(text));
    QVERIFY(!attn::dictionaryLookup(m_model->keys(), m_model->trace().query));
    QVERIFY(text.contains(QStringLiteral("KeyError")));
    QVERIFY(text.endsWith(QStringLiteral("all weight on key 2, the best match): 20")));
    // Four lines, one per answer, however wide the panel.
    QVERIFY(label->heightForWidth(4000) >= 4 * label->fontMetrics().height());

    // A query equal to key 1 (0°, length 2) is found by the dictionary.
    m_model->setQuery({0.0, 2.0});
    QVERIFY(attn::dictionaryLookup(m_model->keys(), m_model->trace().query).has_value());
    QVERIFY2(label->text().contains(QStringLiteral("the value 10 of key 1")), qPrintable(label->text()));
    QVERIFY(label->text().contains(ui::StepTableModel::formatNumber(m_model->trace().output)));
}

void TestStepTables::zeroQueryShowsNoNegativeZero()
{
    makePanel(Kind::DotProduct);
    m_panel->tableModel()->revealAll();
    QVERIFY(m_model->setQuery({180.0, 0.0}));
    for (int r = 0; r < 5; ++r) {
        for (int c = DotTermX; c <= DotScore; ++c)
            QCOMPARE(cell(r, c).remove(QStringLiteral("▶ ")), QStringLiteral("0.0000"));
    }
    QCOMPARE(ui::StepTableModel::formatNumber(-0.00001), QStringLiteral("0.0000"));
    QCOMPARE(ui::StepTableModel::formatNumber(-0.5209), QStringLiteral("−0.5209"));
}

void TestStepTables::everyFocusableControlHasAName_data()
{
    modelPassesModelTester_data();
}

void TestStepTables::everyFocusableControlHasAName()
{
    QFETCH(Kind, kind);
    makePanel(kind);
    int focusable = 0;
    for (QWidget *w : m_panel->findChildren<QWidget *>()) {
        if (w->focusPolicy() == Qt::NoFocus || !w->isVisibleTo(m_panel.get()))
            continue;
        if (w->parentWidget() && qobject_cast<QAbstractScrollArea *>(w->parentWidget()))
            continue; // a scroll area's viewport is named by its view
        if (qobject_cast<QAbstractSpinBox *>(w->parentWidget()))
            continue; // a spin box's line edit is read as the (named) spin box
        ++focusable;
        // As a screen reader asks: a content label is named by its words, not by accessibleName().
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
        QVERIFY2(iface && !iface->text(QAccessible::Name).isEmpty(),
                 qPrintable(w->objectName() + QLatin1Char(' ') + w->metaObject()->className()));
    }
    QVERIFY(focusable >= 5);
}

QTEST_MAIN(TestStepTables)
#include "tst_steptables.moc"
