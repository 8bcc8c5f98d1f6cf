#include "cli.h"

#include "computecommand.h"
#include "contentcommands.h"
#include "exercisecommand.h"
#include "feedbackcommand.h"
#include "figures.h"
#include "gradecommand.h"
#include "labdefaults.h"
#include "labsession.h"
#include "lesson.h"
#include "labcommand.h"
#include "matrixcommand.h"
#include "newlessoncommand.h"
#include "progresscommand.h"
#include "traincommand.h"
#include "worksheetcommand.h"
#include "workshopmodel.h"

#include <QBuffer>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <utility>

namespace cli {

namespace {

/// Translation context of these free functions (lupdate reads the macro).
class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

/// The console commands, in the order --help lists them: the one list that the help, the
/// recognition of a console invocation and the dispatch all read.
struct CommandEntry {
    const char *name;
    const char *summary;
    int (*run)(const QStringList &arguments);
    /// Paints (QTextDocument, QPdfWriter): runs on a QGuiApplication, still without a window.
    bool needsGui = false;
};

constexpr CommandEntry kCommands[] = {
    {"compute", QT_TRANSLATE_NOOP("Cli", "Print the step-by-step trace of one attention lookup."), &runCompute},
    {"matrix", QT_TRANSLATE_NOOP("Cli", "Print every token's attention weights at once (the n×n matrix of a sentence)."), &runMatrix},
    {"validate", QT_TRANSLATE_NOOP("Cli", "Check a lesson folder or file; one line per problem."), &runValidate},
    {"list", QT_TRANSLATE_NOOP("Cli", "List the lessons in order."), &runList},
    {"new-lesson", QT_TRANSLATE_NOOP("Cli", "Write a new lesson to start from into a teacher's course folder."), &runNewLesson},
    {"exercise", QT_TRANSLATE_NOOP("Cli", "Print a learner's variant of an exercise with its answer."), &runExercise},
    {"progress", QT_TRANSLATE_NOOP("Cli", "Print a learner's progress from the saved files."), &runProgress},
    {"lab", QT_TRANSLATE_NOOP("Cli", "Prepare a lab session (lab new), print one (lab show) or rehearse it (lab rehearse)."), &runLab},
    {"grade", QT_TRANSLATE_NOOP("Cli", "Regrade a lab session's hand-ins from the raw answers."), &runGrade},
    {"feedback", QT_TRANSLATE_NOOP("Cli", "Open a teacher's feedback file for its student (with their feedback code)."), &runFeedback},
    {"worksheet", QT_TRANSLATE_NOOP("Cli", "Print a lab session's worksheets and answer key to PDF."), &runWorksheet, true},
    {"train", QT_TRANSLATE_NOOP("Cli", "Train W_q and W_k of one attention head on a toy task and print the run."), &runTrain},
};

/// The language --lang chose for this run.
QString &chosenLanguage()
{
    static QString language = QStringLiteral("en");
    return language;
}

/// The arguments without "--lang X" or "--lang=X"; the language given (the last one) in
/// `language`, and an error message when it is missing or not a language of the course.
QStringList takeLanguage(const QStringList &arguments, QString *language, QString *error)
{
    const QString option = QStringLiteral("--lang");
    QStringList rest;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        if (i == 0 || (a != option && !a.startsWith(option + QLatin1Char('=')))) {
            rest << a;
            continue;
        }
        if (a == option && i + 1 >= arguments.size()) {
            *error = Cli::tr("--lang needs a language: %1").arg(course::contentLanguages().join(QStringLiteral(", ")));
            continue;
        }
        *language = a == option ? arguments.at(++i) : a.mid(option.size() + 1);
        if (!course::contentLanguages().contains(*language))
            *error = Cli::tr("--lang: '%1' is not a language of the course (%2)")
                         .arg(*language, course::contentLanguages().join(QStringLiteral(", ")));
    }
    return rest;
}

/// The arguments without --lang, for recognising the command.
QStringList withoutLanguage(const QStringList &arguments)
{
    QString ignored;
    QString alsoIgnored;
    return takeLanguage(arguments, &ignored, &alsoIgnored);
}

const CommandEntry *findCommand(const QString &name)
{
    const auto it = std::find_if(std::begin(kCommands), std::end(kCommands),
                                 [&](const CommandEntry &c) { return name == QLatin1String(c.name); });
    return it == std::end(kCommands) ? nullptr : it;
}

/// The arguments with the command first: the options every command and the window share
/// (--lessons DIR, --lessons-only) may come before it, as --lang may anywhere, and are passed
/// after it. Unchanged when no command follows them.
QStringList commandFirst(const QStringList &arguments)
{
    const QString lessons = QStringLiteral("--lessons");
    qsizetype i = 1;
    while (i < arguments.size()) {
        const QString &a = arguments.at(i);
        if (a == lessons)
            i += 2;
        else if (a.startsWith(lessons + QLatin1Char('=')) || a == QLatin1String("--lessons-only"))
            ++i;
        else
            break;
    }
    if (i == 1 || i >= arguments.size() || !findCommand(arguments.at(i)))
        return arguments;
    QStringList out{arguments.constFirst(), arguments.at(i)};
    out << arguments.mid(1, i - 1) << arguments.mid(i + 1);
    return out;
}

QString description()
{
    QString text = Cli::tr("Attention Lab: a course on attention as a soft dictionary lookup.\n\n"
                           "Without a command, opens the course.\n\n"
                           "Commands:\n");
    qsizetype width = 0;
    for (const Command &c : commands())
        width = std::max(width, c.name.size());
    for (const Command &c : commands())
        text += QStringLiteral("  %1  %2\n").arg(c.name.leftJustified(width), c.summary);
    return text + Cli::tr("Run 'attention-lab COMMAND --help' for a command's options. Every command takes "
                          "--lang %1: the language of the lessons' and exercises' text it prints.")
                      .arg(course::contentLanguages().join(QLatin1Char('|')));
}

} // namespace

namespace {

/// The captured output and messages, while an OutputCapture lives.
QIODevice *g_capturedOut = nullptr;
QIODevice *g_capturedErr = nullptr;

/// The process's stdout, buffered (a million keys of compute are written in small pieces; the
/// writers flush), or its stderr, unbuffered.
QIODevice &processStream(FILE *stream)
{
    static QFile out;
    static QFile err;
    QFile &file = stream == stdout ? out : err;
    if (!file.isOpen())
        file.open(stream, stream == stdout ? QIODevice::WriteOnly : QIODevice::WriteOnly | QIODevice::Unbuffered);
    return file;
}

/// Everything written so far is in the stream (a QFile on a stream has no flush in QIODevice).
void flushed(QIODevice &device)
{
    if (auto *file = qobject_cast<QFile *>(&device))
        file->flush();
}

QIODevice &errorDevice()
{
    return g_capturedErr ? *g_capturedErr : processStream(stderr);
}

} // namespace

QIODevice &outputDevice()
{
    return g_capturedOut ? *g_capturedOut : processStream(stdout);
}

struct OutputCapture::Buffers {
    QBuffer out;
    QBuffer err;
    QIODevice *previousOut = nullptr;
    QIODevice *previousErr = nullptr;
};

OutputCapture::OutputCapture()
    : m_buffers(std::make_unique<Buffers>())
{
    m_buffers->out.open(QIODevice::ReadWrite);
    m_buffers->err.open(QIODevice::ReadWrite);
    m_buffers->previousOut = std::exchange(g_capturedOut, &m_buffers->out);
    m_buffers->previousErr = std::exchange(g_capturedErr, &m_buffers->err);
}

OutputCapture::~OutputCapture()
{
    g_capturedOut = m_buffers->previousOut;
    g_capturedErr = m_buffers->previousErr;
}

QString OutputCapture::out() const
{
    return QString::fromUtf8(m_buffers->out.data());
}

QString OutputCapture::err() const
{
    return QString::fromUtf8(m_buffers->err.data());
}

void printOut(const QString &text)
{
    outputDevice().write(text.toUtf8());
    flushed(outputDevice());
}

bool flushOutput()
{
    auto *file = qobject_cast<QFile *>(&outputDevice());
    return !file || file->flush();
}

/// Splits "a,b,c" into finite numbers; `what` names the option for the error message.

/// Parses a command's arguments; prints help (0) or the parse error (2) when that ends it.
std::optional<int> parseCommand(QCommandLineParser &parser, const QStringList &arguments,
                                const QString &command)
{
    parser.addHelpOption();
    if (!parser.parse(arguments)) {
        printError(command + QStringLiteral(": ") + parser.errorText());
        return BadArguments;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText());
        return Success;
    }
    return std::nullopt;
}

QList<Command> commands()
{
    QList<Command> out;
    for (const CommandEntry &c : kCommands)
        out << Command{QString::fromLatin1(c.name), Cli::tr(c.summary)};
    return out;
}

bool isConsoleInvocation(const QStringList &given)
{
    const QStringList arguments = commandFirst(withoutLanguage(given));
    if (arguments.size() > 1 && findCommand(arguments.at(1)))
        return true;
    static const QStringList standard{QStringLiteral("-h"), QStringLiteral("--help"),
                                      QStringLiteral("--help-all"), QStringLiteral("-v"),
                                      QStringLiteral("--version"), QStringLiteral("-?")};
    for (const QString &argument : arguments.mid(1)) {
        if (standard.contains(argument))
            return true;
    }
    return false;
}

bool needsGuiApplication(const QStringList &given)
{
    const QStringList arguments = commandFirst(withoutLanguage(given));
    const CommandEntry *command = arguments.size() > 1 ? findCommand(arguments.at(1)) : nullptr;
    return command && command->needsGui;
}

void addGuiOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(description());
    parser.addHelpOption();
    parser.addVersionOption();
    QStringList names;
    for (const Command &c : commands())
        names << c.name;
    parser.addPositionalArgument(QStringLiteral("command"),
                                 Cli::tr("Optional: %1.").arg(names.join(QStringLiteral(", "))),
                                 Cli::tr("[command]"));
    parser.addOptions({
        {QStringLiteral("screenshot"),
         Cli::tr("Render the main window offscreen to a PNG file and exit."), Cli::tr("FILE.png")},
        {QStringLiteral("angle"), Cli::tr("Start with the query at this angle in degrees."),
         Cli::tr("DEG")},
        {QStringLiteral("length"), Cli::tr("Start with a query of this length."), Cli::tr("L")},
        {QStringLiteral("theme"), Cli::tr("Colour scheme: system, light or dark."), Cli::tr("SCHEME")},
        {QStringLiteral("presentation"),
         Cli::tr("Start in presentation mode (full screen and large, for a projector); with "
                 "--gradebook, the class view (board and re-teach, no names); with --screenshot, rendered at "
                 "--window-size, else 1920×1080.")},
        {QStringLiteral("text-size"), Cli::tr("Start at this text size, in percent of the system's font (100 to 250)."),
         Cli::tr("PERCENT")},
        {QStringLiteral("window-size"), Cli::tr("Start (or render --screenshot) at this window size, e.g. 1366x768."),
         Cli::tr("WxH")},
        {QStringLiteral("lesson"), Cli::tr("Open this lesson (an id from 'attention-lab list')."),
         Cli::tr("ID")},
        {QStringLiteral("page"), Cli::tr("With --lesson: open this page (from 1)."), Cli::tr("N")},
        {QStringLiteral("lab"), Cli::tr("Join this lab session (a .attnlab file from the teacher)."),
         Cli::tr("FILE")},
        {QStringLiteral("learner"),
         Cli::tr("With --lab: join as this learner (a roster id) without asking."), Cli::tr("ID")},
        {QStringLiteral("gradebook"), Cli::tr("Open the gradebook of this lab session instead of the course."),
         Cli::tr("SESSION.attnlab")},
        {QStringLiteral("hand-ins"),
         Cli::tr("With --gradebook: read hand-ins from this folder (repeatable; default: the session's own)."),
         Cli::tr("DIR")},
        {QStringLiteral("tab"), Cli::tr("With --gradebook: show this tab: grades, reteach or board."), Cli::tr("TAB")},
        {QStringLiteral("setup"), Cli::tr("Open the workshop on this set-up (a .attnsetup file)."), Cli::tr("FILE")},
        {QStringLiteral("lessons"),
         Cli::tr("Add the lessons of this teacher's course folder beside the built-in ones (each problem is "
                 "listed; the good lessons are used)."),
         Cli::tr("DIR")},
        {QStringLiteral("lessons-only"), Cli::tr("With --lessons: use that folder's lessons instead of the built-in ones.")},
        {QStringLiteral("lang"),
         Cli::tr("The language of the lessons and exercises: %1.").arg(course::contentLanguages().join(QStringLiteral(", "))),
         Cli::tr("LANG")},
    });
}

bool parseFiniteNumber(const QString &option, const QString &text, double *out)
{
    bool ok = false;
    const double x = text.trimmed().toDouble(&ok);
    if (!ok) {
        printError(Cli::tr("%1: '%2' is not a number").arg(option, text.trimmed()));
        return false;
    }
    if (!std::isfinite(x)) {
        printError(Cli::tr("%1: '%2' is not a finite number").arg(option, text.trimmed()));
        return false;
    }
    *out = x;
    return true;
}

namespace {

bool parseLength(const QString &text, double *out, std::optional<double> max)
{
    double length = 0.0;
    if (!parseFiniteNumber(QStringLiteral("--length"), text, &length))
        return false;
    if (length < 0.0) {
        printError(Cli::tr("--length: %1 is a negative length").arg(text.trimmed()));
        return false;
    }
    if (max && length > *max) {
        printError(Cli::tr("--length: %1 is outside 0 to %2").arg(text.trimmed(), course::formatPlain(*max)));
        return false;
    }
    *out = length;
    return true;
}

} // namespace

bool parseQueryLength(const QString &text, double *out)
{
    return parseLength(text, out, course::WorkshopModel::kMaxLength);
}

bool parseAnyQueryLength(const QString &text, double *out)
{
    return parseLength(text, out, std::nullopt);
}

void printError(const QString &message)
{
    errorDevice().write((QStringLiteral("attention-lab: ") + message + QLatin1Char('\n')).toUtf8());
}

bool answerKeysRefused(const QString &what)
{
    if (course::LabDefaults::current().allowAnswerKeys)
        return false;
    printError(Cli::tr("%1: answer keys are turned off on this computer by the lab's administrator (%2 in "
                       "/etc/xdg/AttentionLab/attention-lab.conf)")
                   .arg(what, QLatin1String(course::LabDefaults::kAllowAnswerKeysKey)));
    return true;
}

bool answerKeysRefused(const QString &what, const course::LabSession &session)
{
    if (answerKeysRefused(what))
        return true;
    if (course::LabDefaults::current().allowsAnswerKeys(session.answerKeysOnlyWhereAllowed))
        return false;
    printError(Cli::tr("%1: the session “%2” prints its answers only on a computer whose lab defaults allow answer keys "
                       "(%3=true in /etc/xdg/AttentionLab/attention-lab.conf, as on the teacher's computer)")
                   .arg(what, session.title, QLatin1String(course::LabDefaults::kAllowAnswerKeysKey)));
    return true;
}

bool replacesInput(const QString &what, const QString &output, const QStringList &inputs, const QStringList &handInFolders)
{
    const QFileInfo out(output);
    if (output.isEmpty() || !out.exists())
        return false;
    const QString target = out.canonicalFilePath();
    const bool read = std::any_of(inputs.cbegin(), inputs.cend(), [&target](const QString &input) {
        return !input.isEmpty() && QFileInfo(input).canonicalFilePath() == target;
    });
    if (read) {
        printError(Cli::tr("%1: %2 is a file this command reads; write to another file").arg(what, QDir::toNativeSeparators(output)));
        return true;
    }
    const QString folder = out.dir().canonicalPath();
    const bool handIn = out.suffix().compare(QLatin1String("attnhandin"), Qt::CaseInsensitive) == 0
                        && std::any_of(handInFolders.cbegin(), handInFolders.cend(), [&folder](const QString &f) {
                               const QString in = QFileInfo(f).canonicalFilePath();
                               return !in.isEmpty() && (folder == in || folder.startsWith(in + QLatin1Char('/')));
                           });
    if (handIn) {
        printError(Cli::tr("%1: %2 is a student's hand-in; write to another file").arg(what, QDir::toNativeSeparators(output)));
        return true;
    }
    return false;
}

QString contentLanguage()
{
    return chosenLanguage();
}

int runConsole(const QStringList &given, const std::function<void(const QString &)> &useLanguage)
{
    QString language;
    QString error;
    const QStringList arguments = commandFirst(takeLanguage(given, &language, &error));
    if (!error.isEmpty()) {
        printError(error);
        return BadArguments;
    }
    chosenLanguage() = language.isEmpty() ? QStringLiteral("en") : language;
    // A language asked for: the messages and the figures follow it too, not only the content.
    if (!language.isEmpty() && useLanguage)
        useLanguage(language);
    if (const CommandEntry *command = findCommand(arguments.value(1)))
        return command->run(arguments);

    QCommandLineParser parser;
    addGuiOptions(parser);
    if (!parser.parse(arguments)) {
        printError(parser.errorText());
        return BadArguments;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        printOut(QCoreApplication::applicationName() + QLatin1Char(' ')
                 + QCoreApplication::applicationVersion() + QLatin1Char('\n'));
        return Success;
    }
    printOut(parser.helpText());
    return Success;
}

} // namespace cli
