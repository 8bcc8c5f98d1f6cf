// One full workshop update against its floor, in one process.
//
//  (a) set the query, recompute through the core, update chart, table and canvas, and render
//      the whole main window into an offscreen image;
//  (b) the floor: a bare QChartView with five bars whose values are replaced and rendered
//      into an image of the same size.
//
// Prints both medians and, on its last line, "ratio: X.XX" (a / b).

#include "mainwindow.h"
#include "workshopmodel.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChartView>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QTextStream>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <vector>

namespace {

constexpr int kWarmup = 20;
constexpr int kRuns = 300;

template <typename F>
double medianMilliseconds(F &&step)
{
    for (int i = 0; i < kWarmup; ++i)
        step(i);
    std::vector<double> ms;
    ms.reserve(kRuns);
    QElapsedTimer timer;
    for (int i = 0; i < kRuns; ++i) {
        timer.start();
        step(i);
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::nth_element(ms.begin(), ms.begin() + kRuns / 2, ms.end());
    return ms[kRuns / 2];
}

/// A query that moves on every step, as while dragging.
attn::Polar queryAt(int i)
{
    return {std::fmod(40.0 + 1.7 * i, 360.0), 0.5 + std::fmod(0.013 * i, 3.5)};
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTextStream out(stdout);

    ui::MainWindow::Options options;
    options.useSettings = false;
    ui::MainWindow window(options);
    window.show();
    QApplication::processEvents();
    QImage frame(window.size(), QImage::Format_ARGB32_Premultiplied);

    const double full = medianMilliseconds([&](int i) {
        window.workshopModel()->setQuery(queryAt(i));
        QPainter painter(&frame);
        window.render(&painter);
    });

    QChartView bare;
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    auto *set = new QBarSet(QStringLiteral("w"));
    *set << 0 << 0 << 0 << 0 << 0;
    auto *series = new QBarSeries;
    series->append(set);
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append({QStringLiteral("k1"), QStringLiteral("k2"), QStringLiteral("k3"),
               QStringLiteral("k4"), QStringLiteral("k5")});
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    auto *y = new QValueAxis;
    y->setRange(0, 100);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    bare.setChart(chart);
    bare.resize(window.size());
    bare.show();
    QApplication::processEvents();

    const double floor = medianMilliseconds([&](int i) {
        for (int k = 0; k < 5; ++k)
            set->replace(k, std::fmod(7.0 * k + 3.1 * i, 100.0));
        QPainter painter(&frame);
        bare.render(&painter);
    });

    out << "image: " << frame.width() << "x" << frame.height() << ", " << kRuns << " runs each\n";
    out << "full workshop update (median): " << QString::number(full, 'f', 3) << " ms\n";
    out << "bare QChartView update (median): " << QString::number(floor, 'f', 3) << " ms\n";
    out << "60 Hz frame budget: 16.667 ms\n";
    out << "ratio: " << QString::number(full / floor, 'f', 2) << "\n";
    return 0;
}
