// The gradebook window with a class of 2,000 (a rehearsed class of the softmax lesson, one
// hand-in each), in one process:
//
//  (a) the window's regrade: rescan() until the new gradebook is shown, with the longest time
//      the GUI thread was blocked meanwhile (the largest gap between ticks of a 1-ms timer,
//      showing the new gradebook included);
//  (b) the baseline, the same regrade as the window made it before: course::gradeSession()
//      on the GUI thread, which blocks it for the whole regrade.
//
// Prints the medians of 5 runs of each, and the ratio of the GUI thread's longest stalls.
// Run: QT_QPA_PLATFORM=offscreen build/tests/benchmarks/bench_gradebookwindow

#include "gradebookwindow.h"
#include "labsession.h"
#include "lessonloader.h"
#include "rehearsal.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <vector>

namespace {

constexpr int kStudents = 2000;
constexpr int kRuns = 5;

double median(std::vector<double> ms)
{
    std::nth_element(ms.begin(), ms.begin() + std::ptrdiff_t(ms.size() / 2), ms.end());
    return ms[ms.size() / 2];
}

/// Runs the event loop until `done`, and returns the largest gap between ticks of a 1-ms timer
/// (ms): how long the GUI thread could not answer.
template<typename Done>
double longestStall(Done &&done)
{
    QElapsedTimer clock;
    clock.start();
    qint64 last = clock.nsecsElapsed();
    qint64 worst = 0;
    QTimer tick;
    tick.setInterval(1);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        worst = std::max(worst, now - last);
        last = now;
    });
    tick.start();
    while (!done())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    worst = std::max(worst, clock.nsecsElapsed() - last);
    return double(worst) / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTextStream out(stdout);
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    course::LabRequest request;
    request.title = QStringLiteral("Week 3");
    request.lessonIds = {QStringLiteral("iv2-3-softmax")};
    request.seed = 7;
    for (int i = 1; i <= kStudents; ++i)
        request.roster << course::RosterStudent{QStringLiteral("s-%1").arg(i, 4, 10, QLatin1Char('0')),
                                                QStringLiteral("Student %1").arg(i), {}, {}};
    QStringList problems;
    const std::optional<course::LabSession> session = course::makeLabSession(c, request, &problems);
    QTemporaryDir dir;
    if (!session || !dir.isValid())
        return 1;
    QList<course::RehearsedStudent> students = course::rehearseClass(*session, c, {kStudents, 1, {}});
    QString error;
    if (!course::writeRehearsal(dir.path(), &students, &error)) {
        out << "cannot write the class: " << error << Qt::endl;
        return 1;
    }

    ui::GradebookWindow window(c, *session, {dir.path()});
    window.show();
    longestStall([&window] { return !window.isGrading(); });

    std::vector<double> windowMs;
    std::vector<double> windowStall;
    std::vector<double> baselineMs;
    for (int run = 0; run < kRuns; ++run) {
        QElapsedTimer timer;
        timer.start();
        const course::Gradebook book = course::gradeSession(*session, c, {dir.path()});
        baselineMs.push_back(double(timer.nsecsElapsed()) / 1e6);
        if (book.students.size() != kStudents)
            return 1;

        timer.start();
        window.rescan();
        windowStall.push_back(longestStall([&window] { return !window.isGrading(); }));
        windowMs.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    const double stall = median(windowStall);
    const double baseline = median(baselineMs);
    out << "class: " << kStudents << " hand-ins, " << session->exerciseIds.size() << " exercises; medians of " << kRuns
        << " runs" << Qt::endl;
    out << "window regrade (off the GUI thread): " << QString::number(median(windowMs), 'f', 1)
        << " ms, GUI thread's longest stall " << QString::number(stall, 'f', 1) << " ms" << Qt::endl;
    out << "baseline regrade on the GUI thread: " << QString::number(baseline, 'f', 1)
        << " ms, stalling the GUI thread as long" << Qt::endl;
    out << "stall ratio (window / baseline): " << QString::number(stall / baseline, 'f', 3) << Qt::endl;
    return 0;
}
