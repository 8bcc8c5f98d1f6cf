#pragma once

#include "lessonpanel.h"
#include "staticchartview.h"

#include <QList>

#include <memory>

class QChart;
class QDoubleSpinBox;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace ui {

class TextBlock;

/// Panel "sharpness-plot": the weight of every key (in %) against the length of the query at
/// its current angle, with a marker at the current length (a vertical line in the query's
/// colour, a dot on every curve and a "length 0.10" tag, so that it shows even next to the
/// y axis) and the entropy of the current weights as a measure of how sharp the lookup is.
/// Every point is a trace of the core. The curves change only with the angle: a step of the
/// length paints the marker over the plot as painted before (StaticChartView).
class SharpnessPanel : public LessonPanel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SharpnessPanel)

public:
    /// The curves run over query lengths [0, kPlotLength], sampled at kSamples lengths.
    static constexpr double kPlotLength = 6.0;
    static constexpr int kSamples = 121;

    explicit SharpnessPanel(course::WorkshopModel *model, QWidget *parent = nullptr);
    ~SharpnessPanel() override;

    /// One line per key, named k1 … kN, x = query length, y = weight in %.
    const QList<QLineSeries *> &keySeries() const { return m_keySeries; }
    /// The vertical line at the current length: two points (length, 0) and (length, 100),
    /// painted by the view over the plot.
    const QList<QPointF> &markerLine() const { return m_markerLine; }
    /// A dot on each curve at the current length: (length, weight of key k in %), painted
    /// over the plot like the line.
    const QList<QPointF> &markerPoints() const { return m_markerPoints; }
    /// The line's series, hidden: it gives the legend entry "current length" and the pen.
    QLineSeries *marker() const { return m_marker; }
    /// The dots' series, hidden: it gives their size, pen and brush.
    QScatterSeries *markerDots() const { return m_dots; }
    /// "length 0.10" at the top of the marker, placed in the chart's coordinates; hidden when
    /// the length is beyond the plot. Painted over the plot, no item of the chart's scene.
    QGraphicsSimpleTextItem *markerTag() const { return m_tag.get(); }
    StaticChartView *chartView() const { return m_view; }
    QDoubleSpinBox *lengthSpin() const { return m_length; }
    TextBlock *entropyLabel() const { return m_entropy; }
    /// H(w) of the current weights in nats, and its largest possible value ln n.
    double entropy() const;
    double maxEntropy() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void syncFromModel();
    void recomputeCurves();
    void updateMarker();
    /// Puts the tag beside the top of the marker line (follows the plot area).
    void placeTag();
    /// A point of the chart's values, and the plot area, in the view's viewport coordinates.
    QPointF toView(const QPointF &value) const;
    QRectF plotInView() const;
    /// The marker's line, dots and tag, painted over the plot; and where they are.
    void paintMarker(QPainter *painter) const;
    QRect markerRect() const;
    void updateReadout();
    void applyPalette();

    QChart *m_chart = nullptr;
    StaticChartView *m_view = nullptr;
    QValueAxis *m_xAxis = nullptr;
    QValueAxis *m_yAxis = nullptr;
    QList<QLineSeries *> m_keySeries;
    QLineSeries *m_marker = nullptr;
    QScatterSeries *m_dots = nullptr;
    QList<QPointF> m_markerLine;
    QList<QPointF> m_markerPoints;
    std::unique_ptr<QGraphicsSimpleTextItem> m_tag;
    QDoubleSpinBox *m_length = nullptr;
    TextBlock *m_caption = nullptr;
    TextBlock *m_entropy = nullptr;
    double m_curveAngle = -1.0;
};

} // namespace ui
