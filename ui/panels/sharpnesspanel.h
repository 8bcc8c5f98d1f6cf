#pragma once

#include "lessonpanel.h"

#include <QList>

class QChart;
class QChartView;
class QDoubleSpinBox;
class QGraphicsSimpleTextItem;
class QLabel;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace ui {

/// Panel "sharpness-plot": the weight of every key (in %) against the length of the query at
/// its current angle, with a marker at the current length (a vertical line in the query's
/// colour, a dot on every curve and a "length 0.10" tag, so that it shows even next to the
/// y axis) and the entropy of the current weights as a measure of how sharp the lookup is.
/// Every point is a trace of the core.
class SharpnessPanel : public LessonPanel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SharpnessPanel)

public:
    /// The curves run over query lengths [0, kPlotLength], sampled at kSamples lengths.
    static constexpr double kPlotLength = 6.0;
    static constexpr int kSamples = 121;

    explicit SharpnessPanel(course::WorkshopModel *model, QWidget *parent = nullptr);

    /// One line per key, named k1 … kN, x = query length, y = weight in %.
    const QList<QLineSeries *> &keySeries() const { return m_keySeries; }
    /// The vertical line at the current length: two points (length, 0) and (length, 100).
    QLineSeries *marker() const { return m_marker; }
    /// A dot on each curve at the current length: (length, weight of key k in %).
    QScatterSeries *markerDots() const { return m_dots; }
    /// "length 0.10" at the top of the marker; hidden when the length is beyond the plot.
    QGraphicsSimpleTextItem *markerTag() const { return m_tag; }
    QChartView *chartView() const { return m_view; }
    QDoubleSpinBox *lengthSpin() const { return m_length; }
    QLabel *entropyLabel() const { return m_entropy; }
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
    void updateReadout();
    void applyPalette();

    QChart *m_chart = nullptr;
    QChartView *m_view = nullptr;
    QValueAxis *m_xAxis = nullptr;
    QValueAxis *m_yAxis = nullptr;
    QList<QLineSeries *> m_keySeries;
    QLineSeries *m_marker = nullptr;
    QScatterSeries *m_dots = nullptr;
    QGraphicsSimpleTextItem *m_tag = nullptr;
    QDoubleSpinBox *m_length = nullptr;
    QLabel *m_caption = nullptr;
    QLabel *m_entropy = nullptr;
    double m_curveAngle = -1.0;
};

} // namespace ui
