#include "cli.h"
#include "coursefile.h"
#include "coursefolder.h"
#include "coursefolderdialog.h"
#include "gradebookwindow.h"
#include "joinlabdialog.h"
#include "labflow.h"
#include "labsession.h"
#include "labwindow.h"
#include "language.h"
#include "learnerprofiles.h"
#include "lesson.h"
#include "lessonloader.h"
#include "mainwindow.h"
#include "lessonview.h"
#include "openedsession.h"
#include "openfile.h"
#include "outline.h"
#include "plate.h"
#include "profiledialog.h"
#include "sessioninput.h"
#include "setup.h"
#include "userfiles.h"
#include "workshopmodel.h"

#include <QApplication>
#include <QBuffer>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QMessageBox>
#include <QPixmap>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <memory>

namespace {

QStringList rawArguments(int argc, char **argv)
{
    QStringList out;
    for (int i = 0; i < argc; ++i)
        out << QString::fromLocal8Bit(argv[i]);
    return out;
}

/// Whether the GUI's arguments hold a word that is neither an option nor a file (runGui refuses it).
bool namesUnknownCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    cli::addGuiOptions(parser);
    if (!parser.parse(arguments))
        return false;
    const QStringList words = parser.positionalArguments();
    return std::any_of(words.cbegin(), words.cend(), [](const QString &w) { return !course::looksLikeFilePath(w); });
}

void setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("AttentionLab"));
    QCoreApplication::setApplicationName(QStringLiteral("attention-lab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ATTENTION_LAB_VERSION));
}

/// Reads --angle and --length; false (after one line on stderr) when a value is bad.
bool queryFromOptions(const QCommandLineParser &parser, std::optional<attn::Polar> *query)
{
    if (!parser.isSet(QStringLiteral("angle")) && !parser.isSet(QStringLiteral("length")))
        return true;
    attn::Polar q = attn::plateLayout().defaultQuery;
    if (parser.isSet(QStringLiteral("angle"))
        && !cli::parseFiniteNumber(QStringLiteral("--angle"), parser.value(QStringLiteral("angle")),
                                   &q.angleDegrees))
        return false;
    if (parser.isSet(QStringLiteral("length"))) {
        if (!cli::parseQueryLength(parser.value(QStringLiteral("length")), &q.length))
            return false;
    }
    *query = q;
    return true;
}

/// Applies --lesson and --page; false (after one line on stderr) when they name nothing.
bool openLesson(const QCommandLineParser &parser, ui::MainWindow &window)
{
    const bool hasPage = parser.isSet(QStringLiteral("page"));
    if (!parser.isSet(QStringLiteral("lesson"))) {
        if (hasPage)
            cli::printError(QObject::tr("--page needs --lesson"));
        return !hasPage;
    }
    const QString id = parser.value(QStringLiteral("lesson"));
    const course::Lesson *lesson = window.course().lesson(id);
    if (!lesson) {
        cli::printError(QObject::tr("--lesson: unknown lesson '%1'; 'attention-lab list' shows them")
                            .arg(id));
        return false;
    }
    int page = 1;
    if (hasPage) {
        bool ok = false;
        page = parser.value(QStringLiteral("page")).toInt(&ok);
        const course::Outline &outline = window.lessonView()->outline();
        const int pages = outline.pageCount(outline.lessonIndex(id));
        if (!ok || page < 1 || page > pages) {
            cli::printError(QObject::tr("--page: '%1' is not a page of '%2' (1 to %3)")
                                .arg(parser.value(QStringLiteral("page")), id, QString::number(pages)));
            return false;
        }
    }
    return window.showLesson(id, page - 1);
}

int saveScreenshot(QWidget &window, const QString &file)
{
    window.show();
    // A chart lays its items out in events of its own, and columns measured after a change of
    // font widen their panel in the round after that: let the layout settle.
    for (int round = 0; round < 8; ++round)
        QApplication::processEvents();
    QBuffer png;
    png.open(QIODevice::WriteOnly);
    QString error;
    // A folder that is not there is a mistyped path, not one to make.
    if (!QFileInfo(QFileInfo(file).absolutePath()).isDir())
        error = course::describeFault(course::FileFault::NotFound);
    if (!error.isEmpty() || !window.grab().save(&png, "PNG") || !course::writeWholeFile(file, png.data(), &error)) {
        cli::printError(QObject::tr("--screenshot: cannot write '%1': %2").arg(file, error));
        return cli::Failure;
    }
    return cli::Success;
}

/// --lab FILE [--learner ID]: a student joins a lab session; the course window is not opened.
int runLab(QApplication &app, const QCommandLineParser &parser, std::optional<ui::Theme> theme, bool screenshot)
{
    // The session's own lessons folder, beside the built-in course: a problem is reported and
    // the session opens with what could be loaded (course::openLabSession, as every command).
    const course::OpenedSession opened = course::openLabSession(parser.value(QStringLiteral("lab")));
    if (!opened.ok()) {
        cli::printError(QObject::tr("--lab: %1").arg(opened.problems.join(QLatin1Char(' '))));
        return cli::BadArguments;
    }
    const std::optional<course::LabSession> &session = opened.session;
    std::optional<ui::LabLearner> learner;
    if (parser.isSet(QStringLiteral("learner"))) {
        learner = ui::labLearnerById(*session, parser.value(QStringLiteral("learner")));
        if (!learner) {
            cli::printError(session->roster.isEmpty()
                                ? QObject::tr("--learner: '%1' is not a learner id (letters a-z, digits and -)")
                                      .arg(parser.value(QStringLiteral("learner")))
                                : QObject::tr("--learner: '%1' is not on the session's roster")
                                      .arg(parser.value(QStringLiteral("learner"))));
            return cli::BadArguments;
        }
    }
    if (theme && *theme != ui::Theme::System)
        ui::applyTheme(*theme);
    const QStringList &folderMessages = opened.folderMessages;
    const course::Course &course = opened.course;
    for (const QString &message : std::as_const(folderMessages))
        cli::printError(QObject::tr("--lab: %1").arg(message));
    const QString shot = parser.value(QStringLiteral("screenshot"));
    if (!folderMessages.isEmpty() && !screenshot)
        QMessageBox::warning(nullptr, QObject::tr("Lessons of this session"), folderMessages.join(QStringLiteral("\n\n")));
    if (!learner) {
        ui::JoinLabDialog dialog(*session, course);
        if (screenshot)
            return saveScreenshot(dialog, shot);
        if (dialog.exec() != QDialog::Accepted || dialog.learnerId().isEmpty())
            return cli::Success;
        learner = ui::LabLearner{dialog.learnerId(), dialog.learnerName()};
    }
    // A screenshot keeps nothing: its work lives in a folder removed afterwards.
    const QTemporaryDir scratch;
    QStringList messages;
    const std::unique_ptr<ui::LabWindow> window(
        ui::openLabWindow(*session, course, *learner, screenshot ? scratch.path() : QString(), &messages));
    if (screenshot)
        return saveScreenshot(*window, shot);
    window->show();
    if (!messages.isEmpty())
        QMessageBox::warning(window.get(), QObject::tr("Your lab work"), messages.join(QStringLiteral("\n\n")));
    return app.exec();
}

/// --gradebook SESSION [--hand-ins DIR]… [--tab grades|reteach|board] [--presentation]: the teacher's gradebook
/// window on its own, or its picture with --screenshot.
int runGradebook(const QCommandLineParser &parser, std::optional<ui::Theme> theme, bool screenshot, QSize windowSize)
{
    const QString file = parser.value(QStringLiteral("gradebook"));
    const std::optional<cli::SessionInput> input = cli::readSessionInput(QStringLiteral("--gradebook"), file);
    if (!input)
        return cli::BadArguments;
    const course::LabSession &session = input->session;
    const QStringList tabs{QStringLiteral("grades"), QStringLiteral("reteach"), QStringLiteral("board")};
    const QString tab = parser.value(QStringLiteral("tab"));
    if (parser.isSet(QStringLiteral("tab")) && !tabs.contains(tab)) {
        cli::printError(QObject::tr("--tab: '%1' is not grades, reteach or board").arg(tab));
        return cli::BadArguments;
    }
    QStringList folders = parser.values(QStringLiteral("hand-ins"));
    if (folders.isEmpty())
        folders = course::defaultHandInFolders(session);
    if (theme && *theme != ui::Theme::System)
        ui::applyTheme(*theme);
    ui::GradebookWindow window(input->course, session, folders);
    window.showTab(ui::GradebookWindow::Tab(std::max<qsizetype>(tabs.indexOf(tab), 0)));
    if (windowSize.isValid())
        window.resize(windowSize);
    if (parser.isSet(QStringLiteral("presentation"))) {
        // The class view at the size asked for (a projector's), else 1920×1080 for a picture.
        window.setPresentationSize(windowSize.isValid() ? windowSize : screenshot ? QSize(1920, 1080) : QSize());
        window.setPresenting(true);
    }
    if (screenshot) {
        // The picture shows the class once it is graded (off the GUI thread).
        if (window.isGrading()) {
            QEventLoop graded;
            QObject::connect(&window, &ui::GradebookWindow::regraded, &graded, &QEventLoop::quit);
            graded.exec();
        }
        return saveScreenshot(window, parser.value(QStringLiteral("screenshot")));
    }
    window.show();
    return QApplication::exec();
}

/// Each learner keeps their own progress; the first start asks for a name.
void chooseLearner(ui::MainWindow::Options *options)
{
    course::LearnerProfiles learners;
    if (const course::LearnerProfiles::LoadResult read = learners.load(); !read.ok)
        QMessageBox::warning(nullptr, QObject::tr("Learners"), read.message);
    if (const auto learner = ui::ProfileDialog::ensureLearner(learners)) {
        options->learnerFolder = learners.folder(learner->id);
        options->learnerId = learner->id;
        options->learnerName = learner->name;
        options->learnerSwitching = true;
    }
}

/// attention-lab FILE…: opens each of the course's files (ui::openCourseFiles()); the course
/// window when one is a set-up, or when none could be opened, after one message saying why. With
/// `screenshot`, the first window opened is rendered, and a file that cannot be opened is an
/// error (exit status 2).
int runFiles(QApplication &app, const QStringList &files, const ui::CourseWindowProvider &courseWindow,
             const QString &screenshot)
{
    const course::Course course = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    const ui::OpenedFiles opened = ui::openCourseFiles(files, course, courseWindow, nullptr, screenshot.isEmpty());
    if (!screenshot.isEmpty()) {
        for (const QString &problem : opened.problems)
            cli::printError(problem);
        int status = cli::BadArguments;
        if (opened.problems.isEmpty() && !opened.windows.isEmpty())
            status = saveScreenshot(*opened.windows.constFirst(), screenshot);
        qDeleteAll(opened.windows);
        return status;
    }
    QList<QWidget *> windows = opened.windows;
    // Nothing opened: the course starts all the same.
    if (!opened.handled)
        windows << courseWindow();
    for (QWidget *window : std::as_const(windows))
        window->show();
    QWidget *first = windows.value(0);
    ui::showFileProblems(first, opened.problems);
    if (!first)
        return cli::Success;
    return app.exec();
}

int runGui(int argc, char **argv, bool screenshot)
{
    // A screenshot needs no display: render offscreen unless a platform was chosen.
    if (screenshot && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    setApplicationIdentity();
    // The desktop entry's name: window managers match windows to the menu entry and icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.attentionlab.AttentionLab"));

    QCommandLineParser parser;
    cli::addGuiOptions(parser);
    if (!parser.parse(QApplication::arguments())) {
        cli::printError(parser.errorText());
        return cli::BadArguments;
    }
    // --lang for this run; otherwise View ▸ Language's choice (not for a screenshot, which
    // shows what a fresh start shows), otherwise the system's.
    QString language = screenshot ? QString() : ui::rememberedLanguage();
    if (parser.isSet(QStringLiteral("lang"))) {
        language = parser.value(QStringLiteral("lang"));
        if (!course::contentLanguages().contains(language)) {
            cli::printError(QObject::tr("--lang: '%1' is not a language of the course (%2)")
                                .arg(language, course::contentLanguages().join(QStringLiteral(", "))));
            return cli::BadArguments;
        }
    }
    ui::applyLanguage(language);
    QApplication::setApplicationDisplayName(QObject::tr("Attention Lab"));
    // attention-lab FILE…: the course's own files (a double click); any other word is a command
    // this program does not have.
    const QStringList files = parser.positionalArguments();
    for (const QString &word : files) {
        if (!course::looksLikeFilePath(word)) {
            cli::printError(QObject::tr("unknown command '%1'; try --help").arg(word));
            return cli::BadArguments;
        }
    }
    if (screenshot) {
        QStringList inputs = files;
        for (const char *option : {"lab", "setup", "gradebook"})
            inputs << parser.value(QLatin1String(option));
        if (cli::replacesInput(QStringLiteral("--screenshot"), parser.value(QStringLiteral("screenshot")), inputs,
                               parser.values(QStringLiteral("hand-ins"))))
            return cli::BadArguments;
    }
    if (!files.isEmpty()) {
        for (const QString &option : {QStringLiteral("lab"), QStringLiteral("gradebook"), QStringLiteral("setup")}) {
            if (parser.isSet(option)) {
                cli::printError(QObject::tr("--%1 opens one file itself: give it or FILE…, not both").arg(option));
                return cli::BadArguments;
            }
        }
    }

    ui::MainWindow::Options options;
    if (!queryFromOptions(parser, &options.query))
        return cli::BadArguments;
    if (parser.isSet(QStringLiteral("setup"))) {
        QStringList problems;
        options.setup = course::readSetup(parser.value(QStringLiteral("setup")), &problems);
        for (const QString &problem : std::as_const(problems))
            cli::printError(QObject::tr("--setup: %1").arg(problem));
        if (!options.setup)
            return cli::BadArguments;
    }
    if (parser.isSet(QStringLiteral("theme"))) {
        ui::Theme theme = ui::Theme::System;
        if (!ui::themeFromString(parser.value(QStringLiteral("theme")), &theme)) {
            cli::printError(QObject::tr("--theme: '%1' is not system, light or dark")
                                .arg(parser.value(QStringLiteral("theme"))));
            return cli::BadArguments;
        }
        options.theme = theme;
    }
    if (parser.isSet(QStringLiteral("text-size"))) {
        bool ok = false;
        const int percent = parser.value(QStringLiteral("text-size")).toInt(&ok);
        if (!ok || percent < 100 || percent > 250) {
            cli::printError(QObject::tr("--text-size: '%1' is not a percentage from 100 to 250")
                                .arg(parser.value(QStringLiteral("text-size"))));
            return cli::BadArguments;
        }
        options.textScale = percent / 100.0;
    }
    QSize windowSize;
    if (parser.isSet(QStringLiteral("window-size"))) {
        static const QRegularExpression pattern(QStringLiteral("^(\\d{3,4})[x×](\\d{3,4})$"));
        const QRegularExpressionMatch m = pattern.match(parser.value(QStringLiteral("window-size")).trimmed());
        windowSize = m.hasMatch() ? QSize(m.captured(1).toInt(), m.captured(2).toInt()) : QSize();
        if (!windowSize.isValid() || windowSize.width() < 640 || windowSize.height() < 480) {
            cli::printError(QObject::tr("--window-size: '%1' is not a size such as 1366x768 (at least 640x480)")
                                .arg(parser.value(QStringLiteral("window-size"))));
            return cli::BadArguments;
        }
    }
    if (parser.isSet(QStringLiteral("lessons"))) {
        options.lessonsFolder = parser.value(QStringLiteral("lessons"));
        if (!QFileInfo(options.lessonsFolder).isDir()) {
            cli::printError(QObject::tr("--lessons: '%1' is not a folder").arg(options.lessonsFolder));
            return cli::BadArguments;
        }
        if (parser.isSet(QStringLiteral("lessons-only")))
            options.lessonsFolderUse = course::CourseFolderUse::InsteadOfBuiltIn;
    } else if (parser.isSet(QStringLiteral("lessons-only"))) {
        cli::printError(QObject::tr("--lessons-only needs --lessons DIR"));
        return cli::BadArguments;
    }
    if (parser.isSet(QStringLiteral("lab")))
        return runLab(app, parser, options.theme, screenshot);
    if (parser.isSet(QStringLiteral("learner"))) {
        cli::printError(QObject::tr("--learner needs --lab"));
        return cli::BadArguments;
    }
    if (parser.isSet(QStringLiteral("gradebook")))
        return runGradebook(parser, options.theme, screenshot, windowSize);
    for (const QString &option : {QStringLiteral("hand-ins"), QStringLiteral("tab")}) {
        if (parser.isSet(option)) {
            cli::printError(QObject::tr("--%1 needs --gradebook").arg(option));
            return cli::BadArguments;
        }
    }
    if (parser.isSet(QStringLiteral("presentation"))) {
        options.presentation = true;
        // A projector's screen, whatever the offscreen one is: the size asked for, else 1920×1080
        // (the text is sized for the projector's height).
        if (windowSize.isValid())
            options.presentationWindowSize = windowSize;
        else if (screenshot)
            options.presentationWindowSize = QSize(1920, 1080);
    }
    if (screenshot) {
        options.useSettings = false;
        // The figure as the class sees it once the presenter's hint has gone.
        options.presenterHint = false;
    }
    // On the heap: View ▸ Language puts a new window in its place and closes this one. Made
    // when needed: a lab session's file opens no course window.
    ui::MainWindow *window = nullptr;
    bool badLesson = false;
    const auto courseWindow = [&]() {
        if (!window) {
            if (!screenshot)
                chooseLearner(&options);
            window = new ui::MainWindow(options);
            window->setAttribute(Qt::WA_DeleteOnClose);
            badLesson = !openLesson(parser, *window);
        }
        return window;
    };
    if (!files.isEmpty())
        return runFiles(app, files, courseWindow, screenshot ? parser.value(QStringLiteral("screenshot")) : QString());
    courseWindow();
    // The teacher's folder: every problem on stderr, and in a message once the window is up.
    const course::CourseFolder &folder = window->courseFolder();
    for (const course::Problem &problem : folder.problems)
        cli::printError(problem.toString());
    if (badLesson) {
        delete window;
        return cli::BadArguments;
    }
    if (!screenshot && folder.errorCount() > 0) {
        QTimer::singleShot(0, window, [window, folder] {
            QMessageBox::warning(window, QObject::tr("Lessons in %1").arg(QDir::toNativeSeparators(folder.folder)),
                                 ui::CourseFolderDialog::summary(folder) + QStringLiteral("\n\n")
                                     + ui::CourseFolderDialog::problemList(folder));
        });
    }
    if (windowSize.isValid())
        window->resize(windowSize);
    if (screenshot) {
        const int status = saveScreenshot(*window, parser.value(QStringLiteral("screenshot")));
        delete window;
        return status;
    }
    window->show();
    return app.exec();
}

} // namespace

int main(int argc, char **argv)
{
    const QStringList arguments = rawArguments(argc, argv);
    if (cli::needsGuiApplication(arguments)) {
        // Pages are painted, never shown: no display is needed or used.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QGuiApplication app(argc, argv);
        setApplicationIdentity();
        ui::applyLanguage(QString());
        return cli::runConsole(QCoreApplication::arguments(), &ui::applyLanguage);
    }
    if (cli::isConsoleInvocation(arguments)) {
        QCoreApplication app(argc, argv);
        setApplicationIdentity();
        ui::applyLanguage(QString());
        return cli::runConsole(QCoreApplication::arguments(), &ui::applyLanguage);
    }
    const bool screenshot = std::any_of(arguments.cbegin(), arguments.cend(), [](const QString &a) {
        return a == QLatin1String("--screenshot") || a.startsWith(QLatin1String("--screenshot="));
    });
    // A word that is no command is refused before any window: that needs no display either.
    const bool unknownCommand = namesUnknownCommand(arguments);
    if (unknownCommand && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Without a display Qt's platform plugin aborts with advice to reinstall: one line instead.
    if (!screenshot && !unknownCommand && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")
        && qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")) {
        cli::printError(QCoreApplication::translate("Cli", "the course window needs a display, and none was found "
                                                           "(DISPLAY and WAYLAND_DISPLAY are not set); the "
                                                           "commands work without one: attention-lab --help"));
        return cli::BadArguments;
    }
    return runGui(argc, argv, screenshot);
}
