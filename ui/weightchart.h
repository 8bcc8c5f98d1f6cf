#pragma once

#include <QChartView>

#include <vector>

class QBarSet;
class QBarSeries;

namespace ui {

/// Qt Charts bars of attention weights in percent (0–100), one bar per key, each labelled
/// with one decimal. Values are replaced in place, without animation, so the bars follow a
/// dragged query without flicker.
class WeightChart : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WeightChart)

public:
    explicit WeightChart(const QStringList &categories, QWidget *parent = nullptr);

    /// Sets the weights (fractions that add up to one); shown as percentages.
    void setWeights(const std::vector<double> &weights);
    QBarSet *barSet() const { return m_set; }

protected:
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void applyPalette();
    void cacheItems();

    QBarSeries *m_series = nullptr;
    QBarSet *m_set = nullptr;
};

} // namespace ui
