#include "accessibility.h"
#include "changedcells.h"
#include "colors.h"
#include "equationlabel.h"
#include "headedsection.h"
#include "lessonview.h"
#include "mainwindow.h"
#include "querycanvas.h"
#include "sharpnesspanel.h"
#include "statictextdelegate.h"
#include "textblock.h"
#include "theme.h"
#include "tracetablemodel.h"
#include "weightchart.h"
#include "workshopmodel.h"
#include "workshopview.h"

#include <QAbstractAxis>
#include <QAbstractItemModelTester>
#include <QAccessible>
#include <QApplication>
#include <QBarSeries>
#include <QBarSet>
#include <QChartView>
#include <QDoubleSpinBox>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStaticText>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTest>
#include <QLinearGradient>
#include <QMutex>
#include <QPointer>
#include <QSet>
#include <QTextOption>
#include <QTreeView>

#include <cmath>
#include <memory>

// The workshop driven through its real widgets: mouse drags, keys, spin boxes, presets.
class TestWorkshop : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void defaultShowsPlateFigures();
    void dragTipSetsAngleAndLength();
    void arrowKeysTurnAndLengthen();
    void turningToEachKeyGivesItNearlyAll_data();
    void turningToEachKeyGivesItNearlyAll();
    void wheelChangesLength();
    void queryLabelHidesNothing_data();
    void queryLabelHidesNothing();
    void pressAndDragKeepThePlaneUnderThePointer();
    void projectionComesFromTheCore();
    void ctrlOneOnlyFocusesThePlane();
    void spinBoxesDriveTheModel();
    void spinBoxesFollowTheModel();
    void extremeLengthsAreClamped();
    void presetsReplayThePlate_data();
    void presetsReplayThePlate();
    void chartAgreesWithCoreAfterEveryChange();
    void tableModelIsConsistent();
    void canvasExposesQueryAndLeader();
    void everyFocusableControlHasAName();
    void queryAndGeometryAreRemembered();
    void darkSchemeRecoloursCanvasAndChart();
    void outputEquationFollowsTheQuery();
    void chartCachesOnlyWhatStaysPut();
    void chartGridFramesTheBars();
    void chartsLeaveNoChartBehind();
    void chartTitleSurvivesResizesAndPages();
    void barLabelsAreWhole_data();
    void barLabelsAreWhole();
    void narrowChartKeepsItsKeyNames();
    void narrowWindowKeepsFiguresWhole();
    void sidebarTextRoomDoesNotDependOnText();
    void plainCellsLookAsTheStyleDrawsThem_data();
    void filledTemplateLooksAsItsRichText_data();
    void traceTableReportsWhatAStepChanges();
    void filledTemplateLooksAsItsRichText();
    void plainCellsLookAsTheStyleDrawsThem();
    void paintingHelpers();
    void textBlocksWrapAndSpeak();
    void presetsAreAGroupUnderAHeading();

private:
    double bar(int key) const { return m_view->chart()->barSet()->at(key); }
    void setLengthBySpin(const QString &text);
    QPoint widgetPoint(double x, double y) const;

    std::unique_ptr<ui::MainWindow> m_window;
    ui::WorkshopView *m_view = nullptr;
    course::WorkshopModel *m_model = nullptr;
};

void TestWorkshop::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
    QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_workshop"));
    QSettings().clear();
}

void TestWorkshop::init()
{
    ui::MainWindow::Options options;
    options.useSettings = false;
    m_window = std::make_unique<ui::MainWindow>(options);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_view = m_window->workshopView();
    m_model = m_window->workshopModel();
}

void TestWorkshop::cleanup()
{
    m_window.reset();
    ui::applyTheme(ui::Theme::Light);
}

QPoint TestWorkshop::widgetPoint(double x, double y) const
{
    return m_view->canvas()->toWidget(QPointF(x, y)).toPoint();
}

void TestWorkshop::setLengthBySpin(const QString &text)
{
    QDoubleSpinBox *spin = m_view->lengthSpin();
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Enter);
}

void TestWorkshop::defaultShowsPlateFigures()
{
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Attention Lab"));
    QVERIFY(std::abs(bar(1) - 55.08) < 0.005);
    QVERIFY(std::abs(m_model->trace().output - 16.8421) < 0.00005);
    QVERIFY(m_view->outputLabel()->text().contains(QStringLiteral("16.84")));
    QCOMPARE(m_view->angleSpin()->value(), 40.0);
    QCOMPARE(m_view->lengthSpin()->value(), 1.5);
}

void TestWorkshop::dragTipSetsAngleAndLength()
{
    ui::QueryCanvas *canvas = m_view->canvas();
    const double tolerance = 1.5 / (canvas->toWidget({1, 0}).x() - canvas->toWidget({0, 0}).x());
    // Drag from the current tip to (0, 2): 90°, length 2.
    const attn::Vector tip = m_model->trace().query;
    QTest::mousePress(canvas, Qt::LeftButton, {}, widgetPoint(tip[0], tip[1]));
    QTest::mouseMove(canvas, widgetPoint(1.0, 1.0));
    QTest::mouseMove(canvas, widgetPoint(0.0, 2.0));
    QTest::mouseRelease(canvas, Qt::LeftButton, {}, widgetPoint(0.0, 2.0));
    QVERIFY2(std::abs(m_model->angle() - 90.0) < 1.0, qPrintable(QString::number(m_model->angle())));
    QVERIFY(std::abs(m_model->length() - 2.0) < tolerance);
    QVERIFY(std::abs(m_view->angleSpin()->value() - m_model->angle()) < 0.05 + 1e-9);
    // Drag to the plate's default tip (40°, 1.5) and the bars show 55.08% again.
    const attn::Vector target = attn::fromPolar({40.0, 1.5});
    QTest::mousePress(canvas, Qt::LeftButton, {}, widgetPoint(0.0, 2.0));
    QTest::mouseMove(canvas, widgetPoint(target[0], target[1]));
    QTest::mouseRelease(canvas, Qt::LeftButton, {}, widgetPoint(target[0], target[1]));
    QVERIFY(std::abs(m_model->length() - 1.5) < tolerance);
    QVERIFY(std::abs(bar(1) - 100.0 * m_model->trace().rows[1].weight) < 1e-9);
    QVERIFY(std::abs(bar(1) - 55.08) < 1.0); // within a pixel of the plate's query
    // Moving without a button pressed does not move the query.
    const attn::Polar before = m_model->query();
    QTest::mouseMove(canvas, widgetPoint(-2.0, -2.0));
    QCOMPARE(m_model->query().angleDegrees, before.angleDegrees);
}

void TestWorkshop::arrowKeysTurnAndLengthen()
{
    ui::QueryCanvas *canvas = m_view->canvas();
    canvas->setFocus();
    QVERIFY(canvas->hasFocus());
    for (int i = 0; i < 25; ++i)
        QTest::keyClick(canvas, Qt::Key_Up);
    QVERIFY(std::abs(m_model->length() - 4.0) < 1e-9);
    QVERIFY(std::abs(bar(1) - 68.98) < 0.005);
    QTest::keyClick(canvas, Qt::Key_PageDown);
    QTest::keyClick(canvas, Qt::Key_PageDown);
    QTest::keyClick(canvas, Qt::Key_PageDown);
    for (int i = 0; i < 9; ++i)
        QTest::keyClick(canvas, Qt::Key_Down);
    QVERIFY(std::abs(m_model->length() - 0.1) < 1e-9);
    double top = 0;
    for (int k = 0; k < 5; ++k)
        top = std::max(top, bar(k));
    QVERIFY(top <= 23.40 + 0.005);
    QTest::keyClick(canvas, Qt::Key_Right);
    QVERIFY(std::abs(m_model->angle() - 41.0) < 1e-9);
    QTest::keyClick(canvas, Qt::Key_Left, Qt::ShiftModifier);
    QVERIFY(std::abs(m_model->angle() - 26.0) < 1e-9);
    for (int i = 0; i < 2; ++i)
        QTest::keyClick(canvas, Qt::Key_Left, Qt::ShiftModifier);
    QVERIFY(std::abs(m_model->angle() - 356.0) < 1e-9); // wraps below 0°
    QVERIFY(std::abs(m_view->angleSpin()->value() - 356.0) < 1e-9);
}

void TestWorkshop::turningToEachKeyGivesItNearlyAll_data()
{
    QTest::addColumn<int>("key");
    for (int k = 0; k < 5; ++k)
        QTest::newRow(qPrintable(QStringLiteral("key %1").arg(k + 1))) << k;
}

void TestWorkshop::turningToEachKeyGivesItNearlyAll()
{
    QFETCH(int, key);
    setLengthBySpin(QStringLiteral("4"));
    QVERIFY(std::abs(m_model->length() - 4.0) < 1e-9);
    ui::QueryCanvas *canvas = m_view->canvas();
    canvas->setFocus();
    const int target = int(m_model->layout().keys[key].angleDegrees);
    int steps = (target - 40 + 360) % 360;
    while (steps >= 15) {
        QTest::keyClick(canvas, Qt::Key_Right, Qt::ShiftModifier);
        steps -= 15;
    }
    while (steps-- > 0)
        QTest::keyClick(canvas, Qt::Key_Right);
    QVERIFY2(std::abs(m_model->angle() - target) < 1e-9, qPrintable(QString::number(m_model->angle())));
    QVERIFY2(bar(key) >= 96.0, qPrintable(QString::number(bar(key))));
    QVERIFY(m_view->narrationLabel()->text().contains(QStringLiteral("key %1").arg(key + 1)));
}

void TestWorkshop::wheelChangesLength()
{
    ui::QueryCanvas *canvas = m_view->canvas();
    const QPointF pos = canvas->rect().center();
    QWheelEvent up(pos, canvas->mapToGlobal(pos), {}, {0, 240}, Qt::NoButton, Qt::NoModifier,
                   Qt::NoScrollPhase, false);
    QApplication::sendEvent(canvas, &up);
    QVERIFY(std::abs(m_model->length() - 1.7) < 1e-9);
    QWheelEvent half(pos, canvas->mapToGlobal(pos), {}, {0, -60}, Qt::NoButton, Qt::NoModifier,
                     Qt::NoScrollPhase, false);
    QApplication::sendEvent(canvas, &half);
    QVERIFY(std::abs(m_model->length() - 1.7) < 1e-9); // half a notch: not yet
    QApplication::sendEvent(canvas, &half);
    QVERIFY(std::abs(m_model->length() - 1.6) < 1e-9);
}

namespace {

/// What the query's label hides in the canvas's current state, in words; empty if nothing.
QString queryLabelProblems(const ui::QueryCanvas &canvas)
{
    const ui::QueryCanvas::LabelLayout l = canvas.labelLayout();
    const QRectF q = l.query.rect;
    QStringList problems;
    if (!QRectF(canvas.rect()).contains(q))
        problems << QStringLiteral("leaves the plane");
    for (std::size_t i = 0; i < l.keys.size(); ++i)
        if (q.intersects(l.keys[i].rect))
            problems << QStringLiteral("hides key %1's label").arg(i + 1);
    for (const ui::QueryCanvas::Label &axis : l.axes)
        if (q.intersects(axis.rect))
            problems << QStringLiteral("hides axis label %1").arg(axis.lines.join(QString()));
    // The tip, with a few pixels around it for the arrow's head, and the shaft.
    if (q.adjusted(-4, -4, 4, 4).contains(l.queryTip))
        problems << QStringLiteral("hides the query's tip");
    for (int i = 0; i <= 100; ++i) {
        const QPointF shaft = l.origin + (l.queryTip - l.origin) * (i / 100.0);
        if (q.contains(shaft)) {
            problems << QStringLiteral("hides the query's arrow");
            break;
        }
    }
    return problems.join(QStringLiteral(", "));
}

} // namespace

void TestWorkshop::queryLabelHidesNothing_data()
{
    QTest::addColumn<double>("length");
    QTest::addColumn<double>("fromAngle");
    QTest::addColumn<double>("toAngle");
    QTest::newRow("239°") << 1.5 << 239.0 << 239.0;
    QTest::newRow("length 0.1") << 0.1 << 40.0 << 40.0;
    QTest::newRow("length 4") << 4.0 << 40.0 << 40.0;
    QTest::newRow("239°, length 4") << 4.0 << 239.0 << 239.0;
    QTest::newRow("every degree, length 0.1") << 0.1 << 0.0 << 359.0;
    QTest::newRow("every degree, length 1.5") << 1.5 << 0.0 << 359.0;
    QTest::newRow("every degree, length 4") << 4.0 << 0.0 << 359.0;
}

void TestWorkshop::queryLabelHidesNothing()
{
    // The query's label never hides its own arrow, a key's label or an axis label, whichever
    // way the query points: checked in the workshop and in a plane the size of a lesson's.
    QFETCH(double, length);
    QFETCH(double, fromAngle);
    QFETCH(double, toAngle);
    course::WorkshopModel model;
    ui::QueryCanvas small(&model);
    small.resize(small.sizeHint());
    for (ui::QueryCanvas *canvas : {m_view->canvas(), &small}) {
        course::WorkshopModel *queryModel = canvas == &small ? &model : m_model;
        for (double angle = fromAngle; angle <= toAngle; angle += 1.0) {
            queryModel->setQuery({angle, length});
            const QString problems = queryLabelProblems(*canvas);
            QVERIFY2(problems.isEmpty(),
                     qPrintable(QStringLiteral("%1° × %2 in %3×%4: %5")
                                    .arg(angle).arg(length).arg(canvas->width())
                                    .arg(canvas->height()).arg(problems)));
        }
    }
}

void TestWorkshop::pressAndDragKeepThePlaneUnderThePointer()
{
    // A click or a drag that lengthens the query past the plane's zoom step does not move the
    // plane under the pointer: the plane point under it stays the same through the press, the
    // drag and the release. The plane zooms out to fit the longer query once the pointer
    // leaves it, or when the query is next changed some other way.
    ui::QueryCanvas *canvas = m_view->canvas();
    m_model->setQuery(m_model->layout().defaultQuery);
    QApplication::processEvents();
    const double extent = canvas->extent();
    const attn::Vector far = attn::fromPolar({40.0, 3.3});
    const QPoint press = widgetPoint(far[0], far[1]);
    const QPointF pressed = canvas->toPlane(press);
    const auto stillUnderThePointer = [&](const QPoint &pointer, const QPointF &plane) {
        QApplication::processEvents();
        const attn::Vector tip = m_model->trace().query;
        return std::abs(canvas->extent() - extent) < 1e-9
            && QLineF(canvas->toPlane(pointer), plane).length() < 1e-9
            && QLineF(canvas->toWidget(QPointF(tip[0], tip[1])), pointer).length() < 1.0;
    };
    // A click.
    QTest::mousePress(canvas, Qt::LeftButton, {}, press);
    QVERIFY(std::abs(m_model->length() - 3.3) < 0.05);
    QVERIFY(stillUnderThePointer(press, pressed));
    QTest::mouseRelease(canvas, Qt::LeftButton, {}, press);
    QVERIFY(stillUnderThePointer(press, pressed));
    // A drag from there, further out.
    const attn::Vector farther = attn::fromPolar({30.0, 3.35});
    const QPoint move = widgetPoint(farther[0], farther[1]);
    const QPointF moved = canvas->toPlane(move);
    QTest::mousePress(canvas, Qt::LeftButton, {}, press);
    QTest::mouseMove(canvas, move);
    QVERIFY(stillUnderThePointer(move, moved));
    QTest::mouseRelease(canvas, Qt::LeftButton, {}, move);
    QVERIFY(stillUnderThePointer(move, moved));
    // The pointer leaves: the plane fits the query again.
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(canvas, &leave);
    QVERIFY(canvas->extent() > extent);
    // A click, then a key: the key's change fits the plane at once.
    m_model->setQuery(m_model->layout().defaultQuery);
    QCOMPARE(canvas->extent(), extent);
    QTest::mouseClick(canvas, Qt::LeftButton, {}, press);
    QCOMPARE(canvas->extent(), extent);
    canvas->setFocus();
    QTest::keyClick(canvas, Qt::Key_Up);
    QVERIFY(canvas->extent() > extent);
}

void TestWorkshop::projectionComesFromTheCore()
{
    // Keys 1–5 show the query's projection on a key, where the core puts it.
    ui::QueryCanvas *canvas = m_view->canvas();
    m_model->setQuery({100.0, 2.5});
    QVERIFY(!canvas->labelLayout().projection);
    canvas->setFocus();
    for (std::size_t k = 0; k < m_model->keys().size(); ++k) {
        QTest::keyClick(canvas, Qt::Key(Qt::Key_1 + int(k)));
        QCOMPARE(canvas->inspectedKey(), std::optional<std::size_t>(k));
        const ui::QueryCanvas::LabelLayout l = canvas->labelLayout();
        QVERIFY(l.projection);
        const attn::Vector foot = attn::projectOnto(m_model->trace().query, m_model->keys()[k]);
        QVERIFY(QLineF(l.projectionFoot, canvas->toWidget(QPointF(foot[0], foot[1]))).length() < 1e-9);
        QVERIFY(l.projection->lines.join(QString()).contains(
            QString::number(m_model->trace().rows[k].score, 'f', 2).replace(QLatin1Char('-'), QChar(0x2212))));
    }
    QTest::keyClick(canvas, Qt::Key_Escape);
    QVERIFY(!canvas->labelLayout().projection);
}

void TestWorkshop::ctrlOneOnlyFocusesThePlane()
{
    ui::QueryCanvas *canvas = m_view->canvas();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    auto *spin = m_view->findChild<QAbstractSpinBox *>();
    QVERIFY(spin);
    spin->setFocus();
    QVERIFY(!canvas->hasFocus());

    // View ▸ Workshop (Ctrl+1) from elsewhere in the window: the plane has the focus, and no key
    // is inspected; nor again once the plane has it.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_1, Qt::ControlModifier);
    QVERIFY(canvas->hasFocus());
    QVERIFY(!canvas->inspectedKey());
    QTest::keyClick(canvas, Qt::Key_1, Qt::ControlModifier);
    QVERIFY(canvas->hasFocus());
    QVERIFY(!canvas->inspectedKey());
    // A digit with Ctrl or Alt that no shortcut takes reaches the plane: still nothing.
    QTest::keyClick(canvas, Qt::Key_2, Qt::ControlModifier);
    QTest::keyClick(canvas, Qt::Key_3, Qt::AltModifier);
    QVERIFY(!canvas->inspectedKey());

    // A plane without the window's shortcut (the lab's workshop window): Ctrl+1 inspects nothing.
    course::WorkshopModel model;
    ui::QueryCanvas alone(&model);
    alone.resize(alone.minimumSizeHint());
    alone.show();
    QVERIFY(QTest::qWaitForWindowActive(&alone));
    alone.setFocus();
    QTest::keyClick(&alone, Qt::Key_1, Qt::ControlModifier);
    QVERIFY(!alone.inspectedKey());

    // The digit alone, on the main row or the keypad, still shows a projection.
    QTest::keyClick(&alone, Qt::Key_1);
    QCOMPARE(alone.inspectedKey(), std::optional<std::size_t>(0));
    QTest::keyClick(&alone, Qt::Key_2, Qt::KeypadModifier);
    QCOMPARE(alone.inspectedKey(), std::optional<std::size_t>(1));
}

void TestWorkshop::spinBoxesDriveTheModel()
{
    QSignalSpy spy(m_model, &course::WorkshopModel::queryChanged);
    setLengthBySpin(QStringLiteral("4"));
    QVERIFY(spy.count() >= 1);
    QVERIFY(std::abs(bar(1) - 68.98) < 0.005);
    setLengthBySpin(QStringLiteral("0.1"));
    for (int k = 0; k < 5; ++k)
        QVERIFY(bar(k) <= 23.40 + 0.005);
    QVERIFY(std::abs(bar(1) - 23.40) < 0.005);
    QDoubleSpinBox *angle = m_view->angleSpin();
    angle->setFocus();
    angle->selectAll();
    QTest::keyClicks(angle, QStringLiteral("200"));
    QTest::keyClick(angle, Qt::Key_Enter);
    QCOMPARE(m_model->angle(), 200.0);
    setLengthBySpin(QStringLiteral("1.5"));
    QVERIFY(std::abs(bar(3) - 63.21) < 0.005);
    QVERIFY(std::abs(m_model->trace().output - 36.9068) < 0.00005);
    // Stepping past 360° wraps to 0°.
    angle->setValue(359.5);
    QTest::keyClick(angle, Qt::Key_Up);
    QVERIFY(m_model->angle() < 1.0);
}

void TestWorkshop::spinBoxesFollowTheModel()
{
    m_model->setQuery({123.4, 2.25});
    QCOMPARE(m_view->angleSpin()->value(), 123.4);
    QCOMPARE(m_view->lengthSpin()->value(), 2.25);
}

void TestWorkshop::extremeLengthsAreClamped()
{
    m_model->setLength(1e9);
    QCOMPARE(m_model->length(), course::WorkshopModel::kMaxLength);
    QVERIFY(!m_model->setLength(std::nan("")));
    QCOMPARE(m_model->length(), course::WorkshopModel::kMaxLength);
    m_model->setLength(-5);
    QCOMPARE(m_model->length(), 0.0);
    for (int k = 0; k < 5; ++k)
        QVERIFY(std::abs(bar(k) - 20.0) < 1e-9);
    ui::QueryCanvas *canvas = m_view->canvas();
    canvas->setFocus();
    QTest::keyClick(canvas, Qt::Key_Down);
    QCOMPARE(m_model->length(), 0.0);
}

void TestWorkshop::presetsReplayThePlate_data()
{
    QTest::addColumn<int>("button");
    QTest::addColumn<int>("key");
    QTest::addColumn<double>("minPercent");
    QTest::addColumn<double>("maxPercent");
    QTest::addColumn<QString>("narration");
    QTest::newRow("plate default") << 0 << 1 << 55.075 << 55.085 << QStringLiteral("55.1%");
    QTest::newRow("lengthen to 4") << 1 << 1 << 68.975 << 68.985 << QStringLiteral("69.0%");
    QTest::newRow("shorten to 0.1") << 2 << 1 << 23.395 << 23.405 << QStringLiteral("23.4% at most");
    for (int k = 0; k < 5; ++k)
        QTest::newRow(qPrintable(QStringLiteral("point at key %1").arg(k + 1)))
            << 3 + k << k << 96.0 << 100.0 << QStringLiteral("key %1").arg(k + 1);
}

void TestWorkshop::presetsReplayThePlate()
{
    QFETCH(int, button);
    QFETCH(int, key);
    QFETCH(double, minPercent);
    QFETCH(double, maxPercent);
    QFETCH(QString, narration);
    m_model->setQuery({275.0, 7.0}); // somewhere else first
    QPushButton *b = m_view->presetButtons().at(button);
    b->setFocus();
    QTest::keyClick(b, Qt::Key_Space);
    QVERIFY2(bar(key) >= minPercent && bar(key) <= maxPercent, qPrintable(QString::number(bar(key))));
    QVERIFY2(m_view->narrationLabel()->text().contains(narration),
             qPrintable(m_view->narrationLabel()->text()));
    if (button == 0) {
        QVERIFY(m_view->narrationLabel()->text().contains(QStringLiteral("16.84")));
        QVERIFY(m_view->outputLabel()->text().contains(QStringLiteral("16.84")));
    }
    if (button == 2) {
        QVERIFY(m_view->narrationLabel()->text().contains(QStringLiteral("28.50")));
        QVERIFY(m_view->narrationLabel()->text().contains(QStringLiteral("average, 30")));
    }
}

void TestWorkshop::chartAgreesWithCoreAfterEveryChange()
{
    for (double angle = 0; angle < 360; angle += 23.5) {
        for (double length : {0.0, 0.3, 1.5, 4.0, 10.0}) {
            m_model->setQuery({angle, length});
            const auto t = attn::trace(attn::plateLayout().lookup({angle, length}));
            for (int k = 0; k < 5; ++k)
                QVERIFY(std::abs(bar(k) - 100.0 * t->rows[k].weight) < 1e-9);
        }
    }
}

void TestWorkshop::tableModelIsConsistent()
{
    QAbstractItemModel *model = m_view->table()->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model->rowCount(), 5);
    QCOMPARE(model->index(1, ui::TraceTableModel::Weight).data().toString(), QStringLiteral("55.08%"));
    QVERIFY(std::abs(model->index(1, ui::TraceTableModel::Score).data(Qt::UserRole).toDouble() - 2.5981) < 0.00005);
    QSignalSpy spy(model, &QAbstractItemModel::dataChanged);
    m_model->setLength(4.0);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(model->index(1, ui::TraceTableModel::Weight).data().toString(), QStringLiteral("68.98%"));
}

void TestWorkshop::canvasExposesQueryAndLeader()
{
    ui::QueryCanvas *canvas = m_view->canvas();
    QCOMPARE(canvas->focusPolicy(), Qt::StrongFocus);
    QVERIFY(!canvas->accessibleName().isEmpty());
    const QString d = canvas->accessibleDescription();
    QVERIFY2(d.contains(QStringLiteral("40.0°")) && d.contains(QStringLiteral("1.50"))
                 && d.contains(QStringLiteral("key 2")) && d.contains(QStringLiteral("55.1%")),
             qPrintable(d));
    canvas->setFocus();
    QTest::keyClick(canvas, Qt::Key_4);
    QCOMPARE(canvas->inspectedKey(), std::optional<std::size_t>(3));
    QVERIFY(canvas->accessibleDescription().contains(QStringLiteral("Key 4: score q·k = −2.82")));
    QTest::keyClick(canvas, Qt::Key_Escape);
    QVERIFY(!canvas->inspectedKey());
    // Hovering a key inspects it too.
    const attn::Vector k5 = m_model->keys()[4];
    QTest::mouseMove(canvas, widgetPoint(k5[0] * 0.6, k5[1] * 0.6));
    QCOMPARE(canvas->inspectedKey(), std::optional<std::size_t>(4));
}

void TestWorkshop::everyFocusableControlHasAName()
{
    const testing::NamedControls controls = testing::checkAccessibleNames(m_window.get());
    QVERIFY2(controls.unnamed.isEmpty(), qPrintable(controls.unnamed.join(QStringLiteral(", "))));
    const int checked = controls.checked;
QVERIFY(checked >= 12); // canvas, two spin boxes, eight presets, sidebar, table
}

void TestWorkshop::queryAndGeometryAreRemembered()
{
    m_window.reset();
    {
        ui::MainWindow first;
        first.show();
        first.workshopModel()->setQuery({123.0, 2.5});
        first.resize(1100, 720);
        first.close();
    }
    ui::MainWindow second;
    QCOMPARE(second.workshopModel()->angle(), 123.0);
    QCOMPARE(second.workshopModel()->length(), 2.5);
    QCOMPARE(second.size(), QSize(1100, 720));
    // A damaged value falls back to the plate's default, never to NaN.
    QSettings().setValue(QStringLiteral("workshop/length"), QStringLiteral("garbage"));
    ui::MainWindow third;
    QCOMPARE(third.workshopModel()->length(), 1.5);
    QCOMPARE(third.workshopModel()->angle(), 40.0);
    QSettings().clear();
}

void TestWorkshop::darkSchemeRecoloursCanvasAndChart()
{
    // The application palette reaches the widgets through posted events.
    ui::applyTheme(ui::Theme::Dark);
    QTRY_VERIFY(ui::isDark(m_view->canvas()->palette()));
    QCOMPARE(m_view->chart()->barSet()->color(), ui::keyColor(m_view->chart()->palette()));
    QCOMPARE(m_view->chart()->chart()->backgroundBrush().color(),
             m_view->chart()->palette().color(QPalette::Base));
    // A key with next to no weight stays visible on the near-black plane.
    const double darkFaintest = ui::QueryCanvas::minimumKeyOpacity(m_view->canvas()->palette());
    QVERIFY(darkFaintest >= 0.55);
    ui::applyTheme(ui::Theme::Light);
    QTRY_VERIFY(!ui::isDark(m_view->canvas()->palette()));
    QCOMPARE(m_view->chart()->barSet()->color(), ui::keyColor(m_view->chart()->palette()));
    QVERIFY(ui::keyColor(m_view->palette()) != ui::keyColor(QPalette(QColor(0x20, 0x20, 0x20))));
    const double lightFaintest = ui::QueryCanvas::minimumKeyOpacity(m_view->canvas()->palette());
    QVERIFY(lightFaintest > 0.0 && lightFaintest < darkFaintest);
}

void TestWorkshop::outputEquationFollowsTheQuery()
{
    m_model->setQuery({40.0, 4.0});
    const attn::Trace &t = m_model->trace();
    ui::EquationLabel *label = m_view->outputLabel();
    const QString text = label->text();
    QVERIFY2(text.contains(QString::number(t.output, 'f', 2)), qPrintable(text));
    for (const attn::TraceRow &row : t.rows)
        QVERIFY2(text.contains(QStringLiteral("%1·%2").arg(row.weight, 0, 'f', 3).arg(row.value)),
                 qPrintable(text));
    // Screen readers meet it as static text, named, with the whole equation to read.
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(label);
    QVERIFY(iface);
    QCOMPARE(iface->role(), QAccessible::StaticText);
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Output"));
    QCOMPARE(iface->text(QAccessible::Description), text);
    // The written-out sum wraps in a narrow window instead of being cut off, and even the
    // narrowest the label allows has room for the heading and the figure beside it (the first
    // line of the text, in a font smaller than the heading's).
    QVERIFY(label->heightForWidth(120) > label->heightForWidth(1200));
    QVERIFY(label->minimumSizeHint().width()
            >= label->fontMetrics().horizontalAdvance(text.section(QLatin1Char('\n'), 0, 0)));
}

void TestWorkshop::chartCachesOnlyWhatStaysPut()
{
    // Text items keep a cache (their layout is the expensive part); the bars, which change on
    // every step, and everything else do not.
    const QChart *chart = m_view->chart()->chart();
    int textItems = 0;
    int bars = 0;
    for (const QGraphicsItem *item : chart->scene()->items()) {
        const bool text = item->type() == QGraphicsTextItem::Type
            || item->type() == QGraphicsSimpleTextItem::Type;
        textItems += text ? 1 : 0;
        QCOMPARE(item->cacheMode(), text ? QGraphicsItem::DeviceCoordinateCache : QGraphicsItem::NoCache);
        const auto *rect = qgraphicsitem_cast<const QGraphicsRectItem *>(item);
        if (rect && rect->isVisible() && rect->brush() == m_view->chart()->barSet()->brush())
            ++bars;
    }
    QVERIFY(textItems >= 5);
    QCOMPARE(bars, 5);
    // The same after a palette change, which switches every cache off and on again.
    ui::applyTheme(ui::Theme::Dark);
    QTRY_VERIFY(ui::isDark(m_view->chart()->palette()));
    QApplication::processEvents();
    for (const QGraphicsItem *item : chart->scene()->items()) {
        const bool text = item->type() == QGraphicsTextItem::Type
            || item->type() == QGraphicsSimpleTextItem::Type;
        QCOMPARE(item->cacheMode(), text ? QGraphicsItem::DeviceCoordinateCache : QGraphicsItem::NoCache);
    }
    ui::applyTheme(ui::Theme::Light);
    QTRY_VERIFY(!ui::isDark(m_view->chart()->palette()));
}

void TestWorkshop::chartGridFramesTheBars()
{
    // The chart draws its own grid: a line per 20% from the bottom of the plot to its top,
    // and one at each border between two keys' slots, from its left to its right.
    ui::WeightChart *chart = m_view->chart();
    const ui::WeightChart::Grid grid = chart->grid();
    QCOMPARE(grid.rows.size(), std::size_t(6));
    QVERIFY(std::abs(grid.rows.front() - grid.plot.bottom()) < 1.0);
    QVERIFY(std::abs(grid.rows.back() - grid.plot.top()) < 1.0);
    for (std::size_t i = 1; i < grid.rows.size(); ++i)
        QVERIFY(std::abs((grid.rows[i - 1] - grid.rows[i]) - grid.plot.height() / 5) < 0.5);
    QCOMPARE(grid.columns.size(), std::size_t(6));
    QVERIFY(std::abs(grid.columns.front() - grid.plot.left()) < 1.0);
    QVERIFY(std::abs(grid.columns.back() - grid.plot.right()) < 1.0);
    for (const QAbstractAxis *axis : chart->chart()->axes()) {
        QVERIFY(!axis->isGridLineVisible());
        QVERIFY(!axis->isLineVisible());
    }
    // And it is drawn where grid() says: the 100% line, in the middle of the first slot
    // (no bar reaches it at the plate's query), has the grid's colour, and the pixels just
    // above and below it have the background's.
    m_model->setQuery(m_model->layout().defaultQuery);
    const QImage image = chart->grab().toImage();
    const int x = int((grid.columns[0] + grid.columns[1]) / 2);
    const int y = int(std::round(grid.rows.back()));
    const QColor base = chart->palette().color(QPalette::Base);
    const QColor line = ui::mixed(chart->palette().color(QPalette::Text), 0.15, base);
    QCOMPARE(image.pixel(x, y), line.rgb());
    QCOMPARE(image.pixel(x, y + 3), base.rgb());
    QCOMPARE(image.pixel(x, y - 3), base.rgb());
}

// Qt's object hooks (exported by Qt Core for tools such as GammaRay and heaptrack): a function
// called as each QObject is made and as it is destroyed.
extern Q_DECL_IMPORT quintptr qtHookData[];

namespace {

/// Every QObject made while it lives, less those destroyed since: what outlived a scope.
class ObjectTracker
{
public:
    ObjectTracker()
    {
        s_current = this;
        m_previous[0] = std::exchange(qtHookData[kAddQObject], reinterpret_cast<quintptr>(&added));
        m_previous[1] = std::exchange(qtHookData[kRemoveQObject], reinterpret_cast<quintptr>(&removed));
    }
    ~ObjectTracker()
    {
        qtHookData[kAddQObject] = m_previous[0];
        qtHookData[kRemoveQObject] = m_previous[1];
        s_current = nullptr;
    }
    Q_DISABLE_COPY_MOVE(ObjectTracker)

    /// The tracked objects still alive that are charts.
    int liveCharts()
    {
        QMutexLocker lock(&m_mutex);
        return int(std::count_if(m_alive.cbegin(), m_alive.cend(),
                                 [](QObject *o) { return qobject_cast<QChart *>(o) != nullptr; }));
    }

private:
    // QHooks::AddQObject and QHooks::RemoveQObject (qhooks_p.h).
    static constexpr int kAddQObject = 3;
    static constexpr int kRemoveQObject = 4;
    static void added(QObject *o)
    {
        QMutexLocker lock(&s_current->m_mutex);
        s_current->m_alive.insert(o);
    }
    static void removed(QObject *o)
    {
        QMutexLocker lock(&s_current->m_mutex);
        s_current->m_alive.remove(o);
    }
    static inline ObjectTracker *s_current = nullptr;
    QMutex m_mutex;
    QSet<QObject *> m_alive;
    quintptr m_previous[2] = {0, 0};
};

/// Pixels of the chart's title that differ clearly from the chart's background.
int titleInk(ui::WeightChart &chart)
{
    const QImage image = chart.grab().toImage();
    const QColor base = chart.palette().color(QPalette::Base);
    int ink = 0;
    for (const QGraphicsItem *item : chart.chart()->scene()->items()) {
        const auto *text = qgraphicsitem_cast<const QGraphicsTextItem *>(item);
        if (!text || text->toPlainText() != chart.chart()->title())
            continue;
        const QRect box = chart.mapFromScene(text->sceneBoundingRect()).boundingRect()
                              .intersected(image.rect());
        for (int y = box.top(); y <= box.bottom(); ++y)
            for (int x = box.left(); x <= box.right(); ++x)
                ink += std::abs(qGray(image.pixel(x, y)) - qGray(base.rgb())) > 64 ? 1 : 0;
    }
    return ink;
}

} // namespace

void TestWorkshop::chartsLeaveNoChartBehind()
{
    // A chart view made and destroyed leaves no chart behind: opening a page with a chart
    // again and again must not grow the memory.
    {
        ObjectTracker tracker;
        {
            ui::WeightChart chart({QStringLiteral("k1"), QStringLiteral("k2")});
            chart.show();
            QVERIFY(QTest::qWaitForWindowExposed(&chart));
            QCOMPARE(tracker.liveCharts(), 1);
        }
        QCOMPARE(tracker.liveCharts(), 0);
    }
    {
        ObjectTracker tracker;
        {
            ui::SharpnessPanel panel(m_model);
            QCOMPARE(tracker.liveCharts(), 1);
        }
        QCOMPARE(tracker.liveCharts(), 0);
    }
    // Paging back and forth through lessons with charts: only the page shown has one.
    ObjectTracker tracker;
    QVERIFY(m_window->showLesson(QStringLiteral("iv2-1-dictionary-vs-attention"), 0));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCOMPARE(tracker.liveCharts(), 1);
    for (int i = 0; i < 3; ++i) {
        m_window->lessonView()->next();
        m_window->lessonView()->previous();
    }
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCOMPARE(tracker.liveCharts(), 1);
}

void TestWorkshop::chartTitleSurvivesResizesAndPages()
{
    // The title is drawn after the chart is laid out anew: resized, or on a new page.
    ui::WeightChart chart({QStringLiteral("k1"), QStringLiteral("k2"), QStringLiteral("k3"),
                           QStringLiteral("k4"), QStringLiteral("k5")});
    chart.resize(185, 220);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QApplication::processEvents();
    const int ink = titleInk(chart);
    QVERIFY(ink > 20);
    for (const int width : {400, 185, 260}) {
        chart.resize(width, 220);
        QApplication::processEvents();
        QVERIFY2(titleInk(chart) > ink / 2, qPrintable(QString::number(width)));
    }
    // Every chart on the lesson pages, and the workshop's after them in a smaller window.
    const auto checkShownCharts = [this](const QString &where) {
        QApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QApplication::processEvents();
        QStringList missing;
        for (ui::WeightChart *c : m_window->findChildren<ui::WeightChart *>())
            if (c->isVisible() && titleInk(*c) <= 20)
                missing << c->objectName();
        return missing.isEmpty() ? QString() : where + QLatin1String(": ") + missing.join(QLatin1Char(' '));
    };
    QStringList problems;
    for (const QString &lesson : {QStringLiteral("iv2-1-dictionary-vs-attention"),
                                  QStringLiteral("iv2-2-dot-products"),
                                  QStringLiteral("iv2-3-softmax")}) {
        QVERIFY(m_window->showLesson(lesson, 0));
        problems << checkShownCharts(lesson);
        m_window->lessonView()->next();
        m_window->lessonView()->previous();
        problems << checkShownCharts(lesson + QLatin1String(" again"));
    }
    m_window->showWorkshop();
    m_window->resize(m_window->width() - 200, m_window->height() - 100);
    problems << checkShownCharts(QStringLiteral("workshop"));
    problems.removeAll(QString());
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
}

void TestWorkshop::barLabelsAreWhole_data()
{
    QTest::addColumn<QList<double>>("weights");
    QTest::newRow("100%") << QList<double>{1.0, 0.0, 0.0, 0.0, 0.0};
    QTest::newRow("100% in the middle") << QList<double>{0.0, 0.0, 1.0, 0.0, 0.0};
    QTest::newRow("100% at the end") << QList<double>{0.0, 0.0, 0.0, 0.0, 1.0};
    QTest::newRow("55.1% and 44.9%") << QList<double>{0.551, 0.449, 0.0, 0.0, 0.0};
    QTest::newRow("55.1% among others") << QList<double>{0.1, 0.551, 0.2, 0.1, 0.049};
    QTest::newRow("99.96%") << QList<double>{0.9996, 0.0001, 0.0001, 0.0001, 0.0001};
    QTest::newRow("all equal") << QList<double>{0.2, 0.2, 0.2, 0.2, 0.2};
}

void TestWorkshop::barLabelsAreWhole()
{
    // A label shown is whole and readable: inside the chart, clear of every bar (it is drawn
    // in the text colour on the background), as wide as its text. The largest weight always
    // has its label, at any width the panels give the chart.
    QFETCH(QList<double>, weights);
    ui::WeightChart chart({QStringLiteral("k1"), QStringLiteral("k2"), QStringLiteral("k3"),
                           QStringLiteral("k4"), QStringLiteral("k5")});
    chart.setWeights(std::vector<double>(weights.cbegin(), weights.cend()));
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const int leader = int(std::max_element(weights.cbegin(), weights.cend()) - weights.cbegin());
    QFont bold = chart.font();
    bold.setBold(true);
    for (const QSize &size : {QSize(185, 180), QSize(236, 284), QSize(477, 243), QSize(422, 510)}) {
        chart.resize(size);
        QApplication::processEvents();
        const QStringList texts = chart.visibleLabels();
        const QList<QRectF> boxes = chart.labelRects();
        const QList<QRectF> bars = chart.barRects();
        QCOMPARE(texts.size(), weights.size());
        const QString where = QStringLiteral("%1×%2: ").arg(size.width()).arg(size.height());
        QCOMPARE(texts[leader], QStringLiteral("%1%").arg(100.0 * weights[leader], 0, 'f', 1));
        for (qsizetype i = 0; i < texts.size(); ++i) {
            if (texts[i].isEmpty())
                continue;
            QCOMPARE(texts[i], QStringLiteral("%1%").arg(100.0 * weights[i], 0, 'f', 1));
            const QRectF box = boxes[i];
            QVERIFY2(QRectF(chart.viewport()->rect()).contains(box), qPrintable(where + texts[i]));
            QVERIFY2(box.width() >= QFontMetricsF(chart.font()).horizontalAdvance(texts[i]) * 0.8,
                     qPrintable(where + texts[i]));
            for (const QRectF &bar : bars)
                QVERIFY2(!bar.intersects(box), qPrintable(where + texts[i]));
        }
    }
}

void TestWorkshop::narrowChartKeepsItsKeyNames()
{
    // Too narrow for its labels (185 pixels, as in the dictionary lesson's panel), it shrinks
    // their font rather than letting Qt Charts cut the key names down to "…".
    ui::WeightChart chart({QStringLiteral("k1"), QStringLiteral("k2"), QStringLiteral("k3"),
                           QStringLiteral("k4"), QStringLiteral("k5")});
    const auto shownTexts = [&chart] {
        QStringList texts;
        for (const QGraphicsItem *item : chart.chart()->scene()->items())
            if (const auto *text = qgraphicsitem_cast<const QGraphicsTextItem *>(item); text && text->isVisible())
                texts << text->toPlainText();
        return texts;
    };
    for (const int width : {185, 700}) {
        chart.resize(width, 320);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QApplication::processEvents();
        const QStringList texts = shownTexts();
        for (int k = 1; k <= 5; ++k)
            QVERIFY2(texts.contains(QStringLiteral("k%1").arg(k)), qPrintable(texts.join(QLatin1Char('|'))));
        QVERIFY2(!texts.join(QString()).contains(QStringLiteral("...")), qPrintable(texts.join(QLatin1Char('|'))));
        const QFont labels = chart.chart()->axes(Qt::Horizontal).first()->labelsFont();
        QCOMPARE(labels.pointSizeF() < chart.font().pointSizeF(), width == 185);
    }
}

void TestWorkshop::narrowWindowKeepsFiguresWhole()
{
    // At the narrowest the window allows, at the longest query (the widest scores), every
    // figure in the table fits its column and the chart keeps its key names.
    m_window->resize(400, 400);
    m_model->setQuery({250.0, course::WorkshopModel::kMaxLength});
    QApplication::processEvents();
    QTableView *table = m_view->findChild<QTableView *>(QStringLiteral("traceTable"));
    QVERIFY(table);
    QFont bold = table->font();
    bold.setBold(true);
    const QFontMetrics fm(bold);
    for (int r = 0; r < table->model()->rowCount(); ++r) {
        for (int c = 0; c < table->model()->columnCount(); ++c) {
            const QString text = table->model()->index(r, c).data().toString();
            QVERIFY2(fm.horizontalAdvance(text) + 4 <= table->columnWidth(c),
                     qPrintable(QStringLiteral("%1 in a column %2 wide").arg(text).arg(table->columnWidth(c))));
        }
    }
    QStringList texts;
    for (const QGraphicsItem *item : m_view->chart()->chart()->scene()->items())
        if (const auto *text = qgraphicsitem_cast<const QGraphicsTextItem *>(item); text && text->isVisible())
            texts << text->toPlainText();
    for (int k = 1; k <= 5; ++k)
        QVERIFY2(texts.contains(QStringLiteral("k%1 (%2)").arg(k).arg(10 * k)), qPrintable(texts.join(QLatin1Char('|'))));
}

namespace {
/// The options a styled delegate paints an index with.
struct OptionReader : QStyledItemDelegate
{
    using QStyledItemDelegate::initStyleOption;
};
} // namespace

void TestWorkshop::sidebarTextRoomDoesNotDependOnText()
{
    // The static-text delegate asks the style for the text's room with the text taken out and
    // the decoration counted as selected, which is only right if the room then does not depend
    // on the text: check that, row by row, and that it spans the row after the indentation.
    auto *tree = m_window->findChild<QTreeView *>(QStringLiteral("courseSidebar"));
    QVERIFY(tree);
    tree->expandAll();
    QStyle *style = tree->style();
    int rows = 0;
    for (QModelIndex index = tree->model()->index(0, 0); index.isValid();
         index = tree->indexBelow(index), ++rows) {
        QStyleOptionViewItem opt;
        opt.initFrom(tree->viewport());
        opt.widget = tree;
        opt.rect = tree->visualRect(index);
        OptionReader().initStyleOption(&opt, index);
        QVERIFY(opt.icon.isNull() && !(opt.features & QStyleOptionViewItem::HasCheckIndicator));
        opt.showDecorationSelected = true;
        const QRect withText = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, tree);
        opt.text.clear();
        QCOMPARE(style->subElementRect(QStyle::SE_ItemViewItemText, &opt, tree), withText);
        QCOMPARE(withText.right(), opt.rect.right());
    }
    QVERIFY(rows > 20);
}

void TestWorkshop::paintingHelpers()
{
    // An opaque mix looks like the translucent colour laid on the ground.
    const QColor mix = ui::mixed(QColor(255, 0, 0), 0.25, QColor(255, 255, 255));
    QCOMPARE(mix.alpha(), 255);
    QCOMPARE(mix.red(), 255);
    QVERIFY(std::abs(mix.green() - 191) <= 1 && std::abs(mix.blue() - 191) <= 1);
    QCOMPARE(ui::mixed(QColor(10, 20, 30), 1.0, Qt::white), QColor(10, 20, 30));
    QCOMPARE(ui::mixed(QColor(10, 20, 30), 0.0, Qt::white), QColor(Qt::white));
}

void TestWorkshop::textBlocksWrapAndSpeak()
{
    auto *intro = m_view->findChild<ui::TextBlock *>(QStringLiteral("introText"));
    QVERIFY(intro);
    // Rich text reaches screen readers as plain static text, and wraps to the width it gets.
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(intro);
    QVERIFY(iface);
    QCOMPARE(iface->role(), QAccessible::StaticText);
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("About the workshop"));
    QVERIFY(iface->text(QAccessible::Description).startsWith(QStringLiteral("Workshop. Five keys")));
    QVERIFY(!iface->text(QAccessible::Description).contains(QLatin1Char('<')));
    QVERIFY(intro->heightForWidth(150) > 2 * intro->heightForWidth(1500));
    QVERIFY(intro->minimumSizeHint().width() < intro->sizeHint().width());

    // The narration follows the query, and so does what a screen reader reads.
    ui::TextBlock *narration = m_view->narrationLabel();
    m_model->setQuery({200.0, 3.0});
    QVERIFY(narration->text().contains(QStringLiteral("Key %1").arg(m_model->leadingKey() + 1)));
    QCOMPARE(QAccessible::queryAccessibleInterface(narration)->text(QAccessible::Description),
             narration->text());

    // A hidden block gets its new width before its resize event: its height must follow the
    // width all the same.
    ui::TextBlock hidden;
    hidden.setText(narration->text());
    hidden.resize(120, 40);
    const int narrow = hidden.heightForWidth(120);
    hidden.resize(2000, 40);
    QVERIFY(narrow > hidden.heightForWidth(2000));
    QCOMPARE(hidden.heightForWidth(120), narrow);
}

void TestWorkshop::presetsAreAGroupUnderAHeading()
{
    // No frame, but screen readers still meet the presets as a group named by its heading.
    auto *presets = m_view->findChild<ui::HeadedSection *>(QStringLiteral("presets"));
    QVERIFY(presets);
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(presets);
    QVERIFY(iface);
    QCOMPARE(iface->role(), QAccessible::Grouping);
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Replay the plate"));
    QCOMPARE(presets->findChildren<QPushButton *>().size(), 8);
}

namespace {
/// Every item's background through the style, as the static-text delegate draws only those
/// of the items it finds plain.
struct StyledBackgrounds : ui::StaticTextDelegate
{
    bool plainBackground(const QStyleOptionViewItem &) const override { return false; }
};
} // namespace

void TestWorkshop::plainCellsLookAsTheStyleDrawsThem_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<bool>("dark");
    QTest::newRow("trace table") << QStringLiteral("traceTable") << false;
    QTest::newRow("trace table, dark") << QStringLiteral("traceTable") << true;
    QTest::newRow("course outline") << QStringLiteral("courseSidebar") << false;
    // With a cell in the highlight colour: the step just revealed.
    QTest::newRow("step table") << QStringLiteral("stepTable") << false;
    QTest::newRow("step table, dark") << QStringLiteral("stepTable") << true;
}

void TestWorkshop::plainCellsLookAsTheStyleDrawsThem()
{
    // The delegate fills a plain item's background itself, for speed: the view must look
    // exactly as it does with the style drawing every item, pixel for pixel.
    QFETCH(QString, view);
    QFETCH(bool, dark);
    if (dark) {
        ui::applyTheme(ui::Theme::Dark);
        QTRY_VERIFY(ui::isDark(m_window->palette()));
    }
    if (view == QLatin1String("stepTable")) {
        QVERIFY(m_window->showLesson(QStringLiteral("iv2-2-dot-products"), 1));
        auto *next = m_window->findChild<QPushButton *>(QStringLiteral("nextButton"));
        QVERIFY(next);
        for (int step = 0; step < 4; ++step)
            QTest::mouseClick(next, Qt::LeftButton);
    }
    auto *items = m_window->findChild<QAbstractItemView *>(view);
    QVERIFY(items);
    if (auto *tree = qobject_cast<QTreeView *>(items))
        tree->expandAll();
    m_model->setQuery({75.0, 2.0});
    QApplication::processEvents();
    const QImage drawn = items->viewport()->grab().toImage();
    QAbstractItemDelegate *own = items->itemDelegate();
    QVERIFY(qobject_cast<ui::StaticTextDelegate *>(own));
    StyledBackgrounds styled;
    items->setItemDelegate(&styled);
    const QImage reference = items->viewport()->grab().toImage();
    items->setItemDelegate(own);
    QCOMPARE(drawn.size(), reference.size());
    QVERIFY(drawn == reference);
}

void TestWorkshop::filledTemplateLooksAsItsRichText_data()
{
    QTest::addColumn<QString>("html");
    QTest::addColumn<QStringList>("figures");
    QTest::addColumn<int>("width");
    QTest::newRow("bold figure, larger text") << QStringLiteral("<p style='font-size:large'>Attention returns <b>%1</b> at %2</p>")
                                              << QStringList{QStringLiteral("16.84"), QStringLiteral("β\u00a0=\u00a01.0")} << 400;
    QTest::newRow("wrapped, coloured") << QStringLiteral("<span style='font-size:large; color:#c03030'><b>%1</b></span>")
                                       << QStringList{QStringLiteral("KeyError: no key equals (1.15, 0.96)")} << 150;
    QTest::newRow("subscripts") << QStringLiteral("output = Σ w<sub>i</sub>·v<sub>i</sub> = <b>%1</b>")
                                << QStringList{QStringLiteral("-123.45")} << 300;
    QTest::newRow("figures out of order, longer than their markers")
        << QStringLiteral("<span style='font-size:x-large'>→ <b>%2</b></span> and <i>%1</i> of %3")
        << QStringList{QStringLiteral("first figure"), QStringLiteral("20"), QStringLiteral("%1 <b>literal</b>")} << 250;
}

void TestWorkshop::filledTemplateLooksAsItsRichText()
{
    // A template parsed once and filled on every step shows what the filled markup would,
    // pixel for pixel, and reads the same to a screen reader.
    QFETCH(QString, html);
    QFETCH(QStringList, figures);
    QFETCH(int, width);
    QString filled = html;
    for (const QString &figure : figures)
        filled = filled.arg(figure.toHtmlEscaped());
    ui::TextBlock markup(Qt::RichText);
    markup.setText(filled);
    ui::TextBlock fromTemplate(Qt::RichText);
    fromTemplate.setRichText(html, figures);
    // (Markup's plain text turns a no-break space into a space.)
    QCOMPARE(fromTemplate.plainText().replace(QChar::Nbsp, QLatin1Char(' ')), markup.plainText());
    QCOMPARE(fromTemplate.heightForWidth(width), markup.heightForWidth(width));
    for (ui::TextBlock *block : {&markup, &fromTemplate})
        block->resize(width, block->heightForWidth(width));
    QCOMPARE(fromTemplate.grab().toImage(), markup.grab().toImage());
    // In a larger font (presentation mode), the template's own sizes grow with it.
    QFont larger = markup.font();
    larger.setPointSizeF(larger.pointSizeF() * 1.5);
    for (ui::TextBlock *block : {&markup, &fromTemplate}) {
        block->setFont(larger);
        block->resize(width, block->heightForWidth(width));
    }
    QCOMPARE(fromTemplate.grab().toImage(), markup.grab().toImage());
    // Other figures in the same template.
    QStringList next = figures;
    next.first() = QStringLiteral("9");
    fromTemplate.setRichText(html, next);
    QVERIFY(fromTemplate.plainText().contains(QStringLiteral("9")));
    QVERIFY(!fromTemplate.plainText().contains(figures.first()));
}

void TestWorkshop::traceTableReportsWhatAStepChanges()
{
    // A view repaints what the model reports: every cell whose text or boldness (the leading
    // key's row) a query step changed, and not the keys and values that stay.
    QAbstractItemModel *model = m_view->table()->model();
    const auto shown = [model] {
        QStringList out;
        for (int row = 0; row < model->rowCount(); ++row)
            for (int column = 0; column < model->columnCount(); ++column) {
                const QModelIndex cell = model->index(row, column);
                out << cell.data().toString() + (cell.data(Qt::FontRole).value<QFont>().bold() ? QStringLiteral("*") : QString());
            }
        return out;
    };
    QSignalSpy changed(model, &QAbstractItemModel::dataChanged);
    // From key 2 leading to key 1 leading, and a step where key 1 stays ahead.
    for (const attn::Polar query : {attn::Polar{5.0, 2.0}, attn::Polar{6.0, 2.0}}) {
        const QStringList before = shown();
        changed.clear();
        m_model->setQuery(query);
        const QStringList after = shown();
        const QSet<int> reported = testing::reportedCells(changed, model->columnCount());
        for (int i = 0; i < after.size(); ++i) {
            if (after.at(i) != before.at(i))
                QVERIFY2(reported.contains(i), qPrintable(after.at(i)));
            const int column = i % model->columnCount();
            if (column == ui::TraceTableModel::Key || column == ui::TraceTableModel::Value)
                QCOMPARE(reported.contains(i), after.at(i) != before.at(i));
        }
    }
}

QTEST_MAIN(TestWorkshop)
#include "tst_workshop.moc"
