// One step of a drag of the query on every lesson page, as a learner feels it: set the query
// (the panel, the prose's live figures and everything else that follows the query update),
// then deliver the pending events, which repaint what changed into the window's backing store.
//
// Prints one line per page: "lesson/page  median ms  max ms" and the slowest page last.

#include "lesson.h"
#include "lessonview.h"
#include "mainwindow.h"
#include "workshopmodel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <vector>

namespace {

constexpr int kWarmup = 10;
constexpr int kSteps = 120;

/// A small move of the query on every step, as while dragging its tip.
attn::Polar queryAt(int i)
{
    return {std::fmod(40.0 + 0.7 * i, 360.0), 1.0 + std::fmod(0.011 * i, 3.0)};
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
    window.resize(1280, 800);
    window.show();
    QApplication::processEvents();

    ui::LessonView *view = window.lessonView();
    course::WorkshopModel *model = window.lessonModel();
    const auto step = [&](int i) {
        model->setQuery(queryAt(i));
        // The prose's layout is finished and the changed parts painted, as before the next
        // mouse move is handled.
        view->prose()->document()->size();
        QCoreApplication::sendPostedEvents();
    };

    QString slowestPage;
    double slowest = 0.0;
    const course::Outline &outline = view->outline();
    for (int l = 0; l < outline.lessonCount(); ++l) {
        for (int p = 0; p < outline.pageCount(l); ++p) {
            if (view->isExercisePage(l, p) || view->contentPage(l, p) < 0)
                continue;
            view->showPage(l, p);
            QApplication::processEvents();
            for (int i = 0; i < kWarmup; ++i)
                step(i);
            std::vector<double> ms;
            QElapsedTimer timer;
            for (int i = 0; i < kSteps; ++i) {
                timer.start();
                step(kWarmup + i);
                ms.push_back(double(timer.nsecsElapsed()) / 1e6);
            }
            std::sort(ms.begin(), ms.end());
            const double median = ms[ms.size() / 2];
            const course::Lesson &lesson = window.course().lessons.at(l);
            const QString name = lesson.id + QLatin1Char('/')
                + lesson.pages.at(view->contentPage(l, p)).id + QLatin1Char(' ')
                + lesson.pages.at(view->contentPage(l, p)).panel;
            out << name.leftJustified(56) << QString::number(median, 'f', 2).rightJustified(8)
                << " ms  max " << QString::number(ms.back(), 'f', 2) << " ms\n";
            out.flush();
            if (median > slowest) {
                slowest = median;
                slowestPage = name;
            }
        }
    }
    out << "slowest page (median of " << kSteps << " steps): " << slowestPage << ' '
        << QString::number(slowest, 'f', 2) << " ms\n";
    return 0;
}
