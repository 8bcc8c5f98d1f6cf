#pragma once

#include "statictextcache.h"

#include <QChartView>
#include <QFont>
#include <QList>
#include <QRectF>
#include <QStringList>

#include <vector>

class QBarSet;
class QBarCategoryAxis;
class QBarSeries;
class QValueAxis;

namespace ui {

/// Qt Charts bars of attention weights in percent (0–100), one bar per key, each labelled
/// with one decimal above its bar where the label does not run into another label or bar
/// (all values are in the accessible description); the plot has room above 100% for a label. Values are replaced in place, without animation, so the bars follow a
/// dragged query without flicker.
class WeightChart : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WeightChart)

public:
    explicit WeightChart(const QStringList &categories, QWidget *parent = nullptr);

    /// One bar per category from now on (the weights are 0 until setWeights()).
    void setCategories(const QStringList &categories);

    /// Sets the weights (fractions that add up to one); shown as percentages.
    void setWeights(const std::vector<double> &weights);
    /// Shows only the weights whose entry in `shown` is true; the others are not known yet:
    /// no bar, a "?" for a label, "not computed yet" in the accessible description.
    void setWeights(const std::vector<double> &weights, const std::vector<bool> &shown);
    QBarSet *barSet() const { return m_set; }
    /// The label drawn on each bar at the current size; empty where it would not fit its slot.
    QStringList visibleLabels() const;
    /// The font those labels are drawn in at the current size.
    QFont barLabelFont() const;
    /// Where each of those labels is drawn (the box of its text, in viewport pixels); a null
    /// rectangle where there is none.
    QList<QRectF> labelRects() const;
    /// Each bar, in viewport pixels.
    QList<QRectF> barRects() const;

    /// The chart's grid in chart coordinates (a QChartView's viewport pixels): a horizontal
    /// line at each tick of the percentage axis (0, 20, …, 100) and a vertical one at each
    /// border between two keys' slots.
    struct Grid
    {
        std::vector<double> rows;    ///< y of each horizontal line
        std::vector<double> columns; ///< x of each vertical line
        QRectF plot;                 ///< from 0% to 100% (the labels' room above is not framed)
    };
    Grid grid() const;

    /// The least height at the normal size (220 by default); it grows with the presentation
    /// scale, so that bars and their labels stay readable on a projector.
    void setBaseMinimumHeight(int pixels);

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    static constexpr double kTickStep = 20.0;
    /// Pixels between a bar's top and the box of its label.
    static constexpr double kLabelGap = 2.0;

    mutable StaticTextCache m_texts;
    struct BarLabel {
        QString text;
        QFont font;
        QPointF baseline;
        QRectF box;
        bool known = true;
    };
    /// Where each bar's label goes; an empty text where it would overlap another label, a
    /// neighbouring bar or the edge of the chart.
    std::vector<BarLabel> layoutLabels() const;
    std::vector<BarLabel> layoutLabels(const QFont &font) const;
    void applyPalette();
    void cacheItems();
    /// cacheItems() once the chart has laid its items out anew.
    void recacheItems();
    void fitAxisLabels();
    /// The smaller font of the labels where the full one does not fit.
    QFont compactFont() const;
    void fitHeadroom();

    QBarSeries *m_series = nullptr;
    QBarSet *m_set = nullptr;
    QBarCategoryAxis *m_categoryAxis = nullptr;
    QValueAxis *m_valueAxis = nullptr;
    /// Per bar: false while its weight is hidden.
    std::vector<bool> m_shown;
    bool m_recachePending = false;
    int m_baseMinimumHeight = 220;
};

} // namespace ui
