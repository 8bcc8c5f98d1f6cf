#pragma once

#include <QChartView>
#include <QList>
#include <QStringList>

class QBarCategoryAxis;
class QBarSeries;
class QBarSet;
class QValueAxis;

namespace ui {

/// Qt Charts bars of the class's mean score per exercise, in percent (0–100), each labelled
/// above its bar. The categories are the exercises' numbered titles where they fit their
/// slots (on two lines), else their numbers (the re-teach table above the chart names them). Its colours
/// follow the palette, as the workshop's chart does.
class ClassScoreChart : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClassScoreChart)

public:
    explicit ClassScoreChart(QWidget *parent = nullptr);

    /// One bar per exercise: `titles` and their class means (fractions 0…1).
    void setScores(const QStringList &titles, const QList<double> &means);
    QBarSet *barSet() const { return m_set; }
    /// The category labels as shown (rich text: a title's two lines are parted by <br>).
    QStringList categories() const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void applyPalette();
    void fitCategories();

    QBarSeries *m_series = nullptr;
    QBarSet *m_set = nullptr;
    QBarCategoryAxis *m_categoryAxis = nullptr;
    QValueAxis *m_valueAxis = nullptr;
    QStringList m_titles;
};

} // namespace ui
