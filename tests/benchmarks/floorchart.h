#pragma once

// The chart both benchmarks measure the course against: a default QChartView with one
// five-bar QBarSeries (k1…k5) on a 0–100 axis, nothing turned off or tuned.

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChartView>
#include <QList>
#include <QValueAxis>

/// Gives `view` the floor's chart with these five values; returns its bar set, whose values a
/// benchmark replaces.
inline QBarSet *setUpFloorChart(QChartView *view, const QList<qreal> &values)
{
    auto *chart = new QChart;
    auto *set = new QBarSet(QStringLiteral("w"));
    set->append(values);
    auto *series = new QBarSeries;
    series->append(set);
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append({QStringLiteral("k1"), QStringLiteral("k2"), QStringLiteral("k3"), QStringLiteral("k4"),
               QStringLiteral("k5")});
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    auto *y = new QValueAxis;
    y->setRange(0, 100);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    view->setChart(chart);
    return set;
}
