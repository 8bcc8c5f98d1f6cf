// One start of a window, up to its first frame: run by bench-startup.sh, which launches it
// again and again, alternating
//     bench_startup course   the course's main window, as `attention-lab` opens it (the
//                            translations for the system's language, the course read, the
//                            window built and shown at its size);
//     bench_startup bare     a bare Qt Charts window: a default QChartView with five bars,
//                            of the same size.
// Both are this one program, so both load the same libraries. Each prints, as soon as its
// window's first frame has been painted, the wall clock in nanoseconds (CLOCK_REALTIME), and
// quits; the script subtracts the moment it launched the program.

#include "floorchart.h"
#include "language.h"
#include "mainwindow.h"

#include <QApplication>
#include <QTimer>

#include <cstdio>
#include <ctime>
#include <memory>

namespace {

/// Prints the time and quits once the first frame of `window` is painted: after the first paint
/// event of any of its widgets (a chart view paints its viewport, not itself), when the rest of
/// that frame's paint events are done too.
class FirstFrame : public QObject
{
public:
    explicit FirstFrame(QWidget *window)
        : m_window(window)
    {
        qApp->installEventFilter(this);
    }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        const auto *widget = qobject_cast<QWidget *>(watched);
        if (event->type() == QEvent::Paint && widget && widget->window() == m_window && !m_done) {
            m_done = true;
            // After this paint event (the whole first frame) is done.
            QTimer::singleShot(0, this, [] {
                timespec t{};
                clock_gettime(CLOCK_REALTIME, &t);
                std::printf("%lld\n", static_cast<long long>(t.tv_sec) * 1000000000LL + t.tv_nsec);
                std::fflush(stdout);
                QCoreApplication::quit();
            });
        }
        return false;
    }

private:
    QWidget *m_window;
    bool m_done = false;
};

std::unique_ptr<QWidget> bareChartWindow()
{
    auto view = std::make_unique<QChartView>();
    setUpFloorChart(view.get(), {55.1, 23.4, 10.2, 7.3, 4.0});
    return view;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const bool bare = app.arguments().value(1) == QLatin1String("bare");
    std::unique_ptr<QWidget> window;
    if (bare) {
        window = bareChartWindow();
        window->resize(1280, 800);
    } else {
        QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabBenchmark"));
        ui::applyLanguage(QString());
        ui::MainWindow::Options options;
        options.useSettings = false;
        window = std::make_unique<ui::MainWindow>(options);
    }
    FirstFrame first(window.get());
    window->show();
    return app.exec();
}
