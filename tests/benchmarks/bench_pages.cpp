// The cost of one query step on every interactive page, each against a floor, in one process.
//
// For the free workshop and for every page of every lesson that has a panel, in the main window
// at the size it opens at (1280×800):
//  (a) a step as a learner's drag makes it: set the query of the page's model (on the pages
//      whose panel does not follow the query or only its length, step what the learner steps
//      there), then let Qt do what it does before the next frame (posted events, the page's own updates, and the
//      paint of every region that was marked dirty, into the window's backing store);
//  (b) the floor: a default QChartView with a five-bar QBarSeries, as large as the page's
//      largest chart (400×300 where the page has none), shown as a window of its own, whose
//      five values are replaced and which then gets the same next frame.
// Both are timed in alternating rounds, so that a busy moment of the machine falls on both
// alike, in processor time of the GUI thread (cpuMs()); each gets its median. One line per page:
//     page <lesson>/<page>: <step ms> floor <ms> ratio <x>
// and, last, "ratio: <worst page ratio>". With QT_SCALE_FACTOR=2 every window draws four times
// the pixels (a high-density screen): tests/benchmarks/bench-pages.sh runs both.
//
// On the training lab (lesson "watch attention learn") a step is one step of gradient descent,
// what Play draws every frame.
//
// Options: --only TEXT measures only the pages whose name contains TEXT; --rounds N.

#include "attentionmatrixmodel.h"
#include "courseoutlinemodel.h"
#include "floorchart.h"
#include "lessonpanel.h"
#include "lessonview.h"
#include "mainwindow.h"
#include "matrixpanel.h"
#include "projectionpanel.h"
#include "sharpnesspanel.h"
#include "trainingmodel.h"
#include "trainingpanel.h"
#include "workshopmodel.h"
#include "workshopview.h"

#include <QApplication>
#include <QChartView>
#include <QCheckBox>
#include <QCommandLineParser>
#include <QMap>
#include <QPaintEvent>
#include <QPainter>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <functional>
#include <vector>

namespace {

constexpr int kWarmup = 10;
constexpr int kRunsPerRound = 15;

double median(std::vector<double> ms)
{
    std::nth_element(ms.begin(), ms.begin() + std::ptrdiff_t(ms.size() / 2), ms.end());
    return ms[ms.size() / 2];
}

/// Everything Qt does before it shows the next frame: posted events (a chart's scene posts
/// its change, the view then posts its update request) and the paint of what is dirty. A few
/// passes, since each pass may post the next; the same passes on both sides.
void nextFrame()
{
    for (int pass = 0; pass < 3; ++pass)
        QCoreApplication::processEvents();
}

/// A query that moves on every step, as while dragging: round the plane and out and in.
attn::Polar queryAt(int i)
{
    return {std::fmod(40.0 + 1.7 * i, 360.0), 0.5 + std::fmod(0.013 * i, 3.5)};
}

/// The processor time this thread has used, in milliseconds. Everything a step does runs on
/// the GUI thread (the offscreen platform has no render thread), so this is a step's cost
/// without the time the thread waited while the machine ran something else: on a busy
/// machine, wall-clock medians of the same work vary by a factor of two or more.
double cpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

/// Times both kinds of work in alternating rounds; returns both medians.
template <typename A, typename B>
std::pair<double, double> interleavedMedians(int rounds, A &&a, B &&b)
{
    int step = 0;
    for (int i = 0; i < kWarmup; ++i, ++step) {
        a(step);
        b(step);
    }
    std::vector<double> ta;
    std::vector<double> tb;
    for (int round = 0; round < rounds; ++round) {
        for (int i = 0; i < kRunsPerRound; ++i, ++step) {
            const double start = cpuMs();
            a(step);
            ta.push_back(cpuMs() - start);
        }
        for (int i = 0; i < kRunsPerRound; ++i, ++step) {
            const double start = cpuMs();
            b(step);
            tb.push_back(cpuMs() - start);
        }
    }
    return {median(std::move(ta)), median(std::move(tb))};
}

/// The floor: a default QChartView with five bars, values replaced on each step.
class Floor
{
public:
    explicit Floor(QSize size)
    {
        m_set = setUpFloorChart(&m_view, {0, 0, 0, 0, 0});
        m_view.resize(size);
        m_view.show();
        nextFrame();
    }
    void step(int i)
    {
        for (int k = 0; k < 5; ++k)
            m_set->replace(k, std::fmod(7.0 * k + 3.1 * i, 100.0));
        nextFrame();
    }

private:
    QChartView m_view;
    QBarSet *m_set = nullptr;
};

/// The largest chart view that shows in `page`, or 400×300 when there is none.
QSize chartSize(const QWidget *page)
{
    QSize largest;
    for (const QChartView *view : page->findChildren<QChartView *>()) {
        if (view->isVisible() && view->width() * view->height() > largest.width() * largest.height())
            largest = view->size();
    }
    return largest.isValid() ? largest : QSize(400, 300);
}

/// An object's ancestry by class and name, for --verbose.
QString pathOf(const QObject *object)
{
    QString path;
    for (const QObject *o = object; o; o = o->parent())
        path.prepend(QString::fromLatin1(o->metaObject()->className()) + QLatin1Char(':') + o->objectName()
                     + QLatin1Char('/'));
    return path;
}

/// Counts the paint events and the painted area, to show what a step repaints (--verbose).
class PaintCounter : public QObject
{
public:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LayoutRequest && verbose > 1)
            log << QStringLiteral("    lays out %1").arg(pathOf(watched));
        if (event->type() == QEvent::Paint) {
            ++paints;
            if (auto *w = qobject_cast<QWidget *>(watched); w && !painted.contains(w))
                painted << w;
            for (const QRect &r : static_cast<QPaintEvent *>(event)->region())
                area += qint64(r.width()) * r.height();
            if (verbose > 1) {
                const QRect r = static_cast<QPaintEvent *>(event)->region().boundingRect();
                log << QStringLiteral("    paints %1 (%2,%3 %4x%5)")
                           .arg(pathOf(watched))
                           .arg(r.x())
                           .arg(r.y())
                           .arg(r.width())
                           .arg(r.height());
            }
        }
        return false;
    }
    int paints = 0;
    qint64 area = 0;
    QList<QWidget *> painted;
    QStringList log;
    int verbose = 0;
};

/// Times every paint event and layout request by widget while `profiling` (--verbose).
class BenchApplication : public QApplication
{
public:
    using QApplication::QApplication;
    bool notify(QObject *receiver, QEvent *event) override
    {
        const bool paint = event->type() == QEvent::Paint;
        if (!profiling || (!paint && event->type() != QEvent::LayoutRequest))
            return QApplication::notify(receiver, event);
        const double start = cpuMs();
        const bool result = QApplication::notify(receiver, event);
        profile[QLatin1String(paint ? "paint " : "layout ") + QString::fromLatin1(receiver->metaObject()->className())
                + QLatin1Char(' ') + receiver->objectName()]
            += cpuMs() - start;
        return result;
    }
    bool profiling = false;
    QMap<QString, double> profile;
};

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    BenchApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("One query step on every interactive page against a bare chart."));
    parser.addHelpOption();
    const QCommandLineOption onlyOption(QStringLiteral("only"), QStringLiteral("Only pages whose name contains TEXT."),
                                        QStringLiteral("TEXT"));
    const QCommandLineOption roundsOption(QStringLiteral("rounds"), QStringLiteral("Alternating rounds per page (default 8)."),
                                          QStringLiteral("N"), QStringLiteral("8"));
    const QCommandLineOption verboseOption(QStringLiteral("verbose"),
                                           QStringLiteral("Also print what one step paints (twice: every paint)."));
    parser.addOption(verboseOption);
    parser.addOption(onlyOption);
    parser.addOption(roundsOption);
    parser.process(app);
    const QString only = parser.value(onlyOption);
    const int rounds = std::max(1, parser.value(roundsOption).toInt());
    QTextStream out(stdout);
    PaintCounter counter;
    counter.verbose = int(parser.optionNames().count(QStringLiteral("verbose")));
    app.installEventFilter(&counter);

    ui::MainWindow::Options options;
    options.useSettings = false;
    ui::MainWindow window(options);
    window.show();
    nextFrame();
    out << "window " << window.width() << "x" << window.height() << " at device pixel ratio "
        << window.devicePixelRatioF() << "; " << rounds * kRunsPerRound << " steps each side per page, in " << rounds
        << " alternating rounds\n";
    out.flush();

    double worst = 0;
    // `change` is the page's step: the query for most pages; on the pages whose panel does not
    // follow the query, what a learner steps there (the asking word, the query token's row, the
    // query's length on the sharpness plot).
    const auto measure = [&](const QString &name, QWidget *page, const std::function<void(int)> &change) {
        if (!only.isEmpty() && !name.contains(only))
            return;
        nextFrame();
        Floor floor(chartSize(page));
        const auto [step, bare] = interleavedMedians(
            rounds,
            [&](int i) {
                change(i);
                nextFrame();
            },
            [&](int i) { floor.step(i); });
        if (counter.verbose) {
            const auto count = [&](auto &&work) {
                counter.painted.clear();
                counter.log.clear();
                counter.paints = 0;
                counter.area = 0;
                work();
                out << " " << counter.paints << " paints, " << counter.area << " px²";
            };
            out << name << ", one step:";
            double set = 0;
            count([&] {
                set = cpuMs();
                change(1);
                set = cpuMs() - set;
                nextFrame();
            });
            const QList<QWidget *> painted = counter.painted;
            const QStringList log = counter.log;
            out << " (the change itself " << QString::number(set, 'f', 3) << " ms)";
            out << "; floor:";
            count([&] { floor.step(1); });
            out << "\n";
            for (const QString &line : log)
                out << line << "\n";
            // Where a step's time goes: each widget's paint events, timed over 30 more steps.
            app.profile.clear();
            app.profiling = true;
            const double all = cpuMs();
            for (int i = 0; i < 30; ++i) {
                change(i);
                nextFrame();
            }
            const double total = (cpuMs() - all) / 30;
            app.profiling = false;
            double painting = 0;
            double layouts = 0;
            for (auto it = app.profile.cbegin(); it != app.profile.cend(); ++it) {
                (it.key().startsWith(QLatin1String("paint")) ? painting : layouts) += it.value() / 30;
                out << "    " << it.key() << ": " << QString::number(it.value() / 30, 'f', 3) << " ms\n";
            }
            out << "    all paints " << QString::number(painting, 'f', 3) << " ms, all layouts "
                << QString::number(layouts, 'f', 3) << " ms, of " << QString::number(total, 'f', 3) << " ms a step\n";
        }
        const double ratio = step / bare;
        worst = std::max(worst, ratio);
        out << "page " << name << ": " << QString::number(step, 'f', 3) << " floor " << QString::number(bare, 'f', 3)
            << " ratio " << QString::number(ratio, 'f', 2) << "\n";
        out.flush();
    };

    window.showWorkshop();
    const auto dragQuery = [](course::WorkshopModel *model) {
        return [model](int i) { model->setQuery(queryAt(i)); };
    };
    measure(QStringLiteral("workshop/free"), window.workshopView(), dragQuery(window.workshopModel()));

    ui::LessonView *lessons = window.lessonView();
    const course::Course &course = window.session()->course();
    for (int l = 0; l < course.lessons.size(); ++l) {
        const course::Lesson &lesson = course.lessons.at(l);
        for (int page = 0; page < lessons->pageCount(l); ++page) {
            const int content = lessons->contentPage(l, page);
            if (content < 0 || lesson.pages.at(content).panel.isEmpty())
                continue;
            const QString name = lesson.id + QLatin1Char('/') + lesson.pages.at(content).id;
            if (!only.isEmpty() && !name.contains(only))
                continue;
            window.showLesson(lesson.id, page);
            // The page before is deleted later, by the event loop, which never runs here.
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
            if (!lessons->panel())
                continue;
            std::function<void(int)> change = dragQuery(window.lessonModel());
            if (auto *projection = qobject_cast<ui::ProjectionPanel *>(lessons->panel()))
                change = [projection](int i) { projection->setAskingToken(i % int(projection->inputs().size())); };
            if (auto *matrix = qobject_cast<ui::MatrixPanel *>(lessons->panel()))
                change = [matrix](int i) { matrix->selectToken(i % matrix->matrixModel()->rowCount()); };
            if (auto *training = qobject_cast<ui::TrainingPanel *>(lessons->panel())) {
                // One training step, what Play does every frame; a run that has learned starts again.
                course::TrainingModel *run = training->training();
                change = [run](int) {
                    if (!run->step())
                        run->reset();
                };
            }
            if (qobject_cast<ui::SharpnessPanel *>(lessons->panel())) {
                // Its one control is the query's length; the angle stays the page's.
                course::WorkshopModel *model = window.lessonModel();
                change = [model](int i) { model->setQuery({model->angle(), queryAt(i).length}); };
            }
            measure(name, lessons, change);
            if (auto *matrix = qobject_cast<ui::MatrixPanel *>(lessons->panel()); matrix && lesson.pages.at(content).id == QLatin1String("matrix")) {
                // The preview at its largest: a typed sentence of 64 tokens, the query's row
                // stepped, then the causal mask toggled.
                const QString plate = matrix->sentence();
                QStringList words;
                for (int i = 0; i < 64; ++i)
                    words << QStringLiteral("w%1").arg(i + 1);
                matrix->setSentence(words.join(QLatin1Char(' ')));
                QCoreApplication::processEvents();
                measure(name + QStringLiteral(" at 64 tokens, row"), lessons, change);
                measure(name + QStringLiteral(" at 64 tokens, mask"), lessons,
                        [matrix](int) { matrix->causalBox()->toggle(); });
                matrix->setSentence(plate);
            }
        }
    }
    out << "ratio: " << QString::number(worst, 'f', 2) << "\n";
    return 0;
}
