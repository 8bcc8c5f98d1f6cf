#pragma once

#include <QChartView>
#include <QPixmap>
#include <QRect>

#include <functional>

namespace ui {

/// A chart view for a chart whose plot stays while a marker moves over it: the chart is painted
/// once into a pixmap (again when anything in its scene changes, on a resize and on a new device
/// pixel ratio), and a step of the marker paints only the marker's old and new rectangles: the
/// pixmap there, and the overlay over it. The overlay is no item of the scene, so moving it
/// never changes the chart.
class StaticChartView : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StaticChartView)

public:
    explicit StaticChartView(QChart *chart, QWidget *parent = nullptr);

    /// Paints the moving parts over the chart, in viewport coordinates.
    using Painter = std::function<void(QPainter *)>;
    /// Where the moving parts are now, in viewport coordinates (what `paint` may touch).
    using Extent = std::function<QRect()>;
    void setOverlay(Painter paint, Extent extent);
    /// The overlay moved: repaints its previous and its new rectangle.
    void overlayChanged();
    /// The rectangle the overlay took at the last overlayChanged().
    QRect overlayRect() const { return m_overlayRect; }
    /// The chart as painted last, without the overlay; a new pixmap whenever it was repainted.
    const QPixmap &staticImage() const { return m_static; }

protected:
    void paintEvent(QPaintEvent *event) override;
    /// A new palette, font or style may change the view's own background: painted again.
    void changeEvent(QEvent *event) override;

private:
    QPixmap m_static;
    bool m_stale = true;
    Painter m_paintOverlay;
    Extent m_overlayExtent;
    QRect m_overlayRect;
};

} // namespace ui
