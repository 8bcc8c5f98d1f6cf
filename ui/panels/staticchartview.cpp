#include "staticchartview.h"

#include <QEvent>
#include <QGraphicsScene>
#include <QPaintEvent>
#include <QPainter>

namespace ui {

StaticChartView::StaticChartView(QChart *chart, QWidget *parent)
    : QChartView(chart, parent)
{
    // Anything that changes in the scene (curves, axes, legend, colours, size) makes the
    // pixmap stale; the view repaints what changed through the same signal.
    connect(scene(), &QGraphicsScene::changed, this, [this] { m_stale = true; });
}

void StaticChartView::setOverlay(Painter paint, Extent extent)
{
    m_paintOverlay = std::move(paint);
    m_overlayExtent = std::move(extent);
    overlayChanged();
}

void StaticChartView::overlayChanged()
{
    const QRect now = m_overlayExtent ? m_overlayExtent() : QRect();
    viewport()->update(QRegion(m_overlayRect) + QRegion(now));
    m_overlayRect = now;
}

void StaticChartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange
        || event->type() == QEvent::StyleChange) {
        m_stale = true;
        viewport()->update();
    }
    QChartView::changeEvent(event);
}

void StaticChartView::paintEvent(QPaintEvent *event)
{
    const qreal ratio = viewport()->devicePixelRatioF();
    const QSize pixels = (QSizeF(viewport()->size()) * ratio).toSize();
    if (m_stale || m_static.size() != pixels || !qFuzzyCompare(m_static.devicePixelRatio(), ratio)) {
        m_static = QPixmap(pixels);
        m_static.setDevicePixelRatio(ratio);
        m_static.fill(Qt::transparent);
        QPainter chart(&m_static);
        chart.setRenderHints(renderHints());
        render(&chart, QRectF(QPointF(0, 0), viewport()->size()), viewport()->rect());
        m_stale = false;
    }
    QPainter painter(viewport());
    for (const QRect &r : event->region())
        painter.drawPixmap(r, m_static, QRectF(QPointF(r.topLeft()) * ratio, QSizeF(r.size()) * ratio));
    if (m_paintOverlay) {
        painter.setRenderHints(renderHints());
        painter.setClipRegion(event->region());
        m_paintOverlay(&painter);
    }
}

} // namespace ui
