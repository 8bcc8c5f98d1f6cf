#include "weightchart.h"

#include "colors.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QEvent>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QValueAxis>

namespace ui {

WeightChart::WeightChart(const QStringList &categories, QWidget *parent)
    : QChartView(parent)
    , m_series(new QBarSeries)
    , m_set(new QBarSet(tr("Attention weight")))
{
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->hide();
    chart->setTitle(tr("Attention weight each key receives (%)"));
    chart->setMargins(QMargins(4, 4, 4, 4));

    for (int i = 0; i < categories.size(); ++i)
        m_set->append(0.0);
    m_series->append(m_set);
    m_series->setBarWidth(0.6);
    chart->addSeries(m_series);

    auto *x = new QBarCategoryAxis;
    x->append(categories);
    chart->addAxis(x, Qt::AlignBottom);
    m_series->attachAxis(x);
    auto *y = new QValueAxis;
    y->setRange(0, 100);
    y->setTickCount(6);
    y->setLabelFormat(QStringLiteral("%d%%"));
    chart->addAxis(y, Qt::AlignLeft);
    m_series->attachAxis(y);

    setChart(chart);
    // The figures are in the table and the accessible description; the chart takes no focus.
    setFocusPolicy(Qt::NoFocus);
    viewport()->setFocusPolicy(Qt::NoFocus);
    setAccessibleName(tr("Attention weights chart"));
    setMinimumHeight(220);
    applyPalette();
    cacheItems();
}

void WeightChart::cacheItems()
{
    // Axes, grid, title and labels stay put while the bars move: caching every item in device
    // coordinates repaints only what changed (an item's update() drops its cache), which
    // makes a frame about three times cheaper. Crisp, since the cache is in device pixels.
    // Recolouring a label does not drop its cache: switching the cache off first does, or a
    // palette change would leave the old (invisible) text drawn from the cache.
    for (QGraphicsItem *item : chart()->scene()->items()) {
        item->setCacheMode(QGraphicsItem::NoCache);
        item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    }
}

void WeightChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    cacheItems();
}

void WeightChart::setWeights(const std::vector<double> &weights)
{
    QStringList description;
    for (std::size_t i = 0; i < weights.size() && int(i) < m_set->count(); ++i) {
        m_set->replace(int(i), 100.0 * weights[i]);
        description << tr("key %1: %2%").arg(i + 1).arg(100.0 * weights[i], 0, 'f', 1);
    }
    setAccessibleDescription(description.join(QStringLiteral(", ")));
    viewport()->update();
}

void WeightChart::drawForeground(QPainter *painter, const QRectF &rect)
{
    QChartView::drawForeground(painter, rect);
    // One decimal on every bar: the series' own labels use significant digits instead.
    painter->save();
    QFont f = font();
    f.setBold(true);
    painter->setFont(f);
    const QFontMetricsF fm(f);
    for (int i = 0; i < m_set->count(); ++i) {
        const double v = m_set->at(i);
        const QPointF top = chart()->mapToPosition(QPointF(i, v), m_series);
        const QString label = QStringLiteral("%1%").arg(v, 0, 'f', 1);
        const double w = fm.horizontalAdvance(label);
        // Above the bar, or inside its top when there is no room above (near 100%).
        const bool inside = top.y() - fm.height() - 4 < chart()->plotArea().top();
        painter->setPen(inside ? palette().color(QPalette::HighlightedText)
                               : palette().color(QPalette::Text));
        painter->drawText(QPointF(top.x() - w / 2, inside ? top.y() + fm.ascent() + 3 : top.y() - 4),
                          label);
    }
    painter->restore();
}

void WeightChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyPalette();
        // The scene passes the new palette on to its items after this event: cache them once
        // that is done, or the labels keep the stale picture.
        QMetaObject::invokeMethod(this, &WeightChart::cacheItems, Qt::QueuedConnection);
    }
}

void WeightChart::applyPalette()
{
    const QPalette &pal = palette();
    QChart *c = chart();
    c->setBackgroundBrush(pal.color(QPalette::Base));
    c->setTitleBrush(pal.color(QPalette::Text));
    c->setPlotAreaBackgroundVisible(false);
    QColor gridColor = pal.color(QPalette::Text);
    gridColor.setAlphaF(0.15);
    for (QAbstractAxis *axis : c->axes()) {
        axis->setLabelsColor(pal.color(QPalette::Text));
        axis->setLinePenColor(pal.color(QPalette::Mid));
        axis->setGridLineColor(gridColor);
        axis->setTitleBrush(pal.color(QPalette::Text));
    }
    m_set->setColor(keyColor(pal));
    m_set->setBorderColor(keyColor(pal));
    setBackgroundBrush(pal.color(QPalette::Base));
}

} // namespace ui
