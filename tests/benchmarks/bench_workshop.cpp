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
constexpr int kRounds = 10;
constexpr int kRunsPerRound = 40;

double median(std::vector<double> ms)
{
    std::nth_element(ms.begin(), ms.begin() + std::ptrdiff_t(ms.size() / 2), ms.end());
    return ms[ms.size() / 2];
}

/// Times both kinds of work in alternating rounds, so that a busy moment of the machine
/// falls on both alike rather than on one of them; returns both medians.
template <typename A, typename B>
std::pair<double, double> interleavedMedians(A &&a, B &&b)
{
    for (int i = 0; i < kWarmup; ++i) {
        a(i);
        b(i);
    }
    std::vector<double> ta;
    std::vector<double> tb;
    QElapsedTimer timer;
    int step = 0;
    for (int round = 0; round < kRounds; ++round) {
        for (int i = 0; i < kRunsPerRound; ++i, ++step) {
            timer.start();
            a(step);
            ta.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
        for (int i = 0; i < kRunsPerRound; ++i, ++step) {
            timer.start();
            b(step);
            tb.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
    }
    return {median(std::move(ta)), median(std::move(tb))};
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

    const auto fullUpdate = [&](int i) {
        window.workshopModel()->setQuery(queryAt(i));
        QPainter painter(&frame);
        window.render(&painter);
    };
    const auto bareUpdate = [&](int i) {
        for (int k = 0; k < 5; ++k)
            set->replace(k, std::fmod(7.0 * k + 3.1 * i, 100.0));
        QPainter painter(&frame);
        bare.render(&painter);
    };
    const auto [full, floor] = interleavedMedians(fullUpdate, bareUpdate);

    out << "image: " << frame.width() << "x" << frame.height() << ", " << kRounds * kRunsPerRound
        << " runs each, in " << kRounds << " alternating rounds\n";
    out << "full workshop update (median): " << QString::number(full, 'f', 3) << " ms\n";
    out << "bare QChartView update (median): " << QString::number(floor, 'f', 3) << " ms\n";
    out << "60 Hz frame budget: 16.667 ms\n";
    out << "ratio: " << QString::number(full / floor, 'f', 2) << "\n";
    return 0;
}
