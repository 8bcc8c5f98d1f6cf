#include "accessibility.h"
#include "colors.h"
#include "sharpnesspanel.h"
#include "textblock.h"
#include "theme.h"
#include "workshopmodel.h"

#include <QAbstractSpinBox>
#include <QAccessible>
#include <QChart>
#include <QChartView>
#include <QDoubleSpinBox>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSet>
#include <QTest>

#include <cmath>
#include <memory>
#include <optional>

// The sharpness plot: its curves against the core's weights, the marker and the entropy
// readout, driven through the length spin box and the shared model.
class TestSharpness : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void curvesEqualTheCoreWeights_data();
    void curvesEqualTheCoreWeights();
    void seriesAreNamedAndStyled();
    void markerFollowsTheLength();
    void markerShowsAtAShortLength();
    void turningTheAngleRedrawsTheCurves();
    void lengthStepPaintsOnlyTheMarker();
    void entropyReadoutFallsAsTheQueryGrows();
    void lengthBeyondThePlotIsSaid();
    void everyFocusableControlHasAName();
    void darkSchemeRecoloursTheChart();

private:
    std::optional<double> curveAt(int key, double length) const;
    std::vector<double> coreWeights(double angle, double length) const;
    void typeLength(const QString &text);

    std::unique_ptr<course::WorkshopModel> m_model;
    std::unique_ptr<ui::SharpnessPanel> m_panel;
};

void TestSharpness::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    ui::applyTheme(ui::Theme::Light);
}

void TestSharpness::init()
{
    m_model = std::make_unique<course::WorkshopModel>();
    m_panel = std::make_unique<ui::SharpnessPanel>(m_model.get());
    m_panel->resize(700, 560);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
}

void TestSharpness::cleanup()
{
    m_panel.reset();
    m_model.reset();
}

std::optional<double> TestSharpness::curveAt(int key, double length) const
{
    for (const QPointF &p : m_panel->keySeries().at(key)->points()) {
        if (std::abs(p.x() - length) < 1e-9)
            return p.y();
    }
    return std::nullopt;
}

std::vector<double> TestSharpness::coreWeights(double angle, double length) const
{
    return attn::trace(m_model->layout().lookup({angle, length})).value().weights();
}

void TestSharpness::typeLength(const QString &text)
{
    QDoubleSpinBox *spin = m_panel->lengthSpin();
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Enter);
}

void TestSharpness::curvesEqualTheCoreWeights_data()
{
    QTest::addColumn<double>("length");
    QTest::addColumn<double>("largest"); // the plate's figure for the largest weight, in %
    QTest::newRow("plate default 1.5") << 1.5 << 55.08;
    QTest::newRow("lengthened to 4") << 4.0 << 68.98;
    QTest::newRow("shortened to 0.1") << 0.1 << 23.40;
}

void TestSharpness::curvesEqualTheCoreWeights()
{
    QFETCH(double, length);
    QFETCH(double, largest);
    QCOMPARE(m_panel->keySeries().size(), 5);
    const std::vector<double> weights = coreWeights(40.0, length);
    double top = 0.0;
    for (int k = 0; k < 5; ++k) {
        QCOMPARE(m_panel->keySeries().at(k)->count(), ui::SharpnessPanel::kSamples);
        const std::optional<double> y = curveAt(k, length);
        QVERIFY2(y, "no sample at this length");
        QVERIFY(std::abs(*y - 100.0 * weights[std::size_t(k)]) < 1e-9);
        top = std::max(top, *y);
    }
    QVERIFY2(std::abs(top - largest) < 0.01, qPrintable(QString::number(top, 'f', 4)));
    // Both ends of the plotted range are sampled.
    QCOMPARE(m_panel->keySeries().at(0)->at(0).x(), 0.0);
    QCOMPARE(m_panel->keySeries().at(0)->at(ui::SharpnessPanel::kSamples - 1).x(),
             ui::SharpnessPanel::kPlotLength);
}

void TestSharpness::seriesAreNamedAndStyled()
{
    QSet<int> styles;
    for (int k = 0; k < 5; ++k) {
        QLineSeries *series = m_panel->keySeries().at(k);
        QCOMPARE(series->name(), QStringLiteral("k%1").arg(k + 1));
        styles.insert(int(series->pen().style()));
    }
    QCOMPARE(styles.size(), 5); // told apart by dash pattern, not only by colour
    QChart *chart = m_panel->chartView()->chart();
    QCOMPARE(chart->legend()->markerShape(), QLegend::MarkerShapeFromSeries);
    QCOMPARE(chart->legend()->markers(m_panel->keySeries().at(1)).size(), 1);
    QCOMPARE(chart->legend()->markers(m_panel->keySeries().at(1)).first()->label(), QStringLiteral("k2"));
    const auto axes = chart->axes(Qt::Horizontal);
    QCOMPARE(axes.size(), 1);
    QCOMPARE(axes.first()->titleText(), QStringLiteral("query length"));
    QCOMPARE(chart->axes(Qt::Vertical).first()->titleText(), QStringLiteral("weight (%)"));
    QCOMPARE(chart->animationOptions(), QChart::NoAnimation);
}

void TestSharpness::markerFollowsTheLength()
{
    const QList<QPointF> &marker = m_panel->markerLine();
    QCOMPARE(marker.size(), 2);
    QCOMPARE(marker.at(0), QPointF(1.5, 0.0));
    QCOMPARE(marker.at(1), QPointF(1.5, 100.0));

    typeLength(QStringLiteral("2.5"));
    QCOMPARE(m_model->length(), 2.5);
    QCOMPARE(marker.at(0).x(), 2.5);
    QCOMPARE(marker.at(1).x(), 2.5);

    QTest::keyClick(m_panel->lengthSpin(), Qt::Key_Up);
    QVERIFY(std::abs(m_model->length() - 2.6) < 1e-9);
    QVERIFY(std::abs(marker.at(0).x() - 2.6) < 1e-9);

    QVERIFY(m_model->setLength(3.0));
    QCOMPARE(m_panel->lengthSpin()->value(), 3.0);
    QCOMPARE(marker.at(0).x(), 3.0);
    QVERIFY(m_panel->entropyLabel()->text().contains(QStringLiteral("At length 3.00")));
}

void TestSharpness::markerShowsAtAShortLength()
{
    // At 0.1 the line runs beside the y axis: the dots on the curves and the tag show it.
    typeLength(QStringLiteral("0.1"));
    QVERIFY(std::abs(m_model->length() - 0.1) < 1e-9);
    const QList<QPointF> &dots = m_panel->markerPoints();
    const std::vector<double> weights = coreWeights(40.0, m_model->length());
    QCOMPARE(dots.size(), 5);
    for (int k = 0; k < 5; ++k) {
        QVERIFY(std::abs(dots.at(k).x() - 0.1) < 1e-9);
        QVERIFY(std::abs(dots.at(k).y() - 100.0 * weights[std::size_t(k)]) < 1e-9);
    }
    QGraphicsSimpleTextItem *tag = m_panel->markerTag();
    QCOMPARE(tag->text(), QStringLiteral("length 0.10"));
    QVERIFY(tag->isVisible());
    QChart *chart = m_panel->chartView()->chart();
    QVERIFY(tag->pos().x() > chart->plotArea().left());
    QVERIFY(chart->plotArea().contains(tag->pos()));
    // The line is in the query's colour and wider than the curves' grid.
    QCOMPARE(m_panel->marker()->pen().color(), ui::queryColor(m_panel->palette()));
    QVERIFY(m_panel->marker()->pen().widthF() >= 2.0);
    // Near the right edge the tag moves to the left of the line, still inside the plot.
    typeLength(QStringLiteral("5.9"));
    QCOMPARE(tag->text(), QStringLiteral("length 5.90"));
    QVERIFY(tag->pos().x() + tag->boundingRect().width() <= chart->plotArea().right());
}

void TestSharpness::turningTheAngleRedrawsTheCurves()
{
    const double before = *curveAt(1, 4.0);
    QVERIFY(m_model->setAngle(160.0));
    const std::vector<double> weights = coreWeights(160.0, 4.0);
    for (int k = 0; k < 5; ++k)
        QVERIFY(std::abs(*curveAt(k, 4.0) - 100.0 * weights[std::size_t(k)]) < 1e-9);
    QVERIFY(std::abs(*curveAt(1, 4.0) - before) > 1.0);
    // Pointed at key 3, key 3's curve leads at every length but 0.
    QVERIFY(*curveAt(2, 4.0) > *curveAt(1, 4.0));
    const ui::TextBlock *caption = m_panel->findChild<ui::TextBlock *>(QStringLiteral("sharpnessCaption"));
    QVERIFY(caption->text().contains(QStringLiteral("160.0°")));
    // Its heading in bold, not its markup.
    QVERIFY2(caption->plainText().startsWith(QStringLiteral("How sharp is the lookup?")), qPrintable(caption->plainText()));
    // Changing only the length keeps the curves.
    QVERIFY(m_model->setLength(5.0));
    QVERIFY(std::abs(*curveAt(2, 4.0) - 100.0 * weights[2]) < 1e-9);
}

void TestSharpness::lengthStepPaintsOnlyTheMarker()
{
    ui::StaticChartView *view = m_panel->chartView();
    QChart *chart = view->chart();
    // Where a value of the plot lands in the view, as the chart places it.
    const auto inView = [&](const QPointF &value) {
        return view->viewportTransform().map(chart->mapToScene(chart->mapToPosition(value, m_panel->keySeries().at(0))));
    };
    // The chart lays itself out over a few turns of the event loop after it is shown.
    for (int turn = 0; turn < 5; ++turn)
        QCoreApplication::processEvents();
    view->viewport()->repaint();
    const qint64 plot = view->staticImage().cacheKey();
    QVERIFY(!view->staticImage().isNull());

    for (const double length : {2.7, 0.4, 5.5}) {
        QVERIFY(m_model->setLength(length));
        // The scene reports its changes later, from the event loop.
        QCoreApplication::processEvents();
        view->viewport()->repaint();
        // The curves, axes and legend as painted before: only the marker moved.
        QCOMPARE(view->staticImage().cacheKey(), plot);
        // The marker is painted where the core's weights put its dots, and its line at the length.
        const QRect marker = view->overlayRect();
        const std::vector<double> weights = coreWeights(40.0, length);
        for (std::size_t k = 0; k < weights.size(); ++k)
            QVERIFY2(marker.contains(inView({length, 100.0 * weights[k]}).toPoint()), qPrintable(QString::number(k)));
        QVERIFY(marker.contains(inView({length, 100.0}).toPoint()));
        QVERIFY(marker.contains(inView({length, 0.0}).toPoint()));
        QVERIFY(marker.width() < view->viewport()->width() / 3);
        // The tag stands beside the line, never half the plot away.
        QVERIFY(!marker.contains(inView({length < 3.0 ? length + 2.5 : length - 2.5, 50.0}).toPoint()));
    }
    // A new angle draws new curves: the plot is painted again.
    QVERIFY(m_model->setAngle(160.0));
    QCoreApplication::processEvents();
    view->viewport()->repaint();
    QVERIFY(view->staticImage().cacheKey() != plot);
}

void TestSharpness::entropyReadoutFallsAsTheQueryGrows()
{
    QVERIFY(std::abs(m_panel->maxEntropy() - std::log(5.0)) < 1e-12);
    typeLength(QStringLiteral("0"));
    QCOMPARE(m_model->length(), 0.0);
    QVERIFY(std::abs(m_panel->entropy() - std::log(5.0)) < 1e-12);
    QVERIFY(m_panel->entropyLabel()->text().contains(QStringLiteral("<b>1.61</b> nats")));
    QVERIFY(m_panel->entropyLabel()->text().contains(QStringLiteral("ln 5 = 1.61")));

    double previous = m_panel->entropy();
    for (const char *typed : {"0.5", "1", "1.5", "2", "4", "6", "10"}) {
        typeLength(QString::fromLatin1(typed));
        const double h = m_panel->entropy();
        QVERIFY2(h < previous, typed);
        QVERIFY(std::abs(h - attn::entropy(m_model->trace().weights())) < 1e-12);
        QVERIFY(m_panel->entropyLabel()->text().contains(
            QStringLiteral("<b>%1</b> nats").arg(h, 0, 'f', 2)));
        previous = h;
    }
    typeLength(QStringLiteral("1.5"));
    QVERIFY(m_panel->entropyLabel()->text().contains(QStringLiteral("key 2, <b>55.1%</b>")));
}

void TestSharpness::lengthBeyondThePlotIsSaid()
{
    QVERIFY(!m_panel->entropyLabel()->text().contains(QStringLiteral("beyond")));
    typeLength(QStringLiteral("8"));
    QCOMPARE(m_model->length(), 8.0);
    QCOMPARE(m_panel->markerLine().at(0).x(), 8.0);
    QVERIFY(m_panel->entropyLabel()->text().contains(QStringLiteral("beyond the plotted range")));
    QVERIFY(!m_panel->markerTag()->isVisible());
}

void TestSharpness::everyFocusableControlHasAName()
{
    const testing::NamedControls controls = testing::checkAccessibleNames(m_panel.get());
    QVERIFY2(controls.unnamed.isEmpty(), qPrintable(controls.unnamed.join(QStringLiteral(", "))));
    const int checked = controls.checked;
QCOMPARE(checked, 1); // the length spin box; the chart is described, not focused
    QVERIFY(m_panel->chartView()->accessibleDescription().contains(QStringLiteral("key 2: 55.1%")));
}

void TestSharpness::darkSchemeRecoloursTheChart()
{
    const QColor lightK1 = m_panel->keySeries().at(0)->pen().color();
    ui::applyTheme(ui::Theme::Dark);
    QCoreApplication::processEvents();
    QChart *chart = m_panel->chartView()->chart();
    QCOMPARE(chart->backgroundBrush().color(), m_panel->palette().color(QPalette::Base));
    QVERIFY(m_panel->palette().color(QPalette::Base).lightness() < 128);
    QVERIFY(m_panel->keySeries().at(0)->pen().color() != lightK1);
    QCOMPARE(m_panel->keySeries().at(1)->pen().style(), Qt::DashLine);
    ui::applyTheme(ui::Theme::Light);
    QCoreApplication::processEvents();
    QCOMPARE(m_panel->keySeries().at(0)->pen().color(), lightK1);
}

QTEST_MAIN(TestSharpness)
#include "tst_sharpness.moc"
