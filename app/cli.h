#pragma once

#include <QStringList>

#include <functional>
#include <memory>

#include <optional>

class QCommandLineParser;
class QIODevice;

namespace course {
struct LabSession;
}

namespace cli {

/// Exit statuses of the command line.
enum ExitStatus { Success = 0, Failure = 1, BadArguments = 2 };

/// A console command as --help lists it.
struct Command {
    QString name;
    QString summary;
};

/// Every console command in the order --help lists them (compute, validate, list, …).
QList<Command> commands();

/// True when the arguments name a command that runs without a display (compute, --help, …).
bool isConsoleInvocation(const QStringList &arguments);

/// True when the console command paints (worksheet): it needs a QGuiApplication, which on a
/// machine without a display runs on the offscreen platform.
bool needsGuiApplication(const QStringList &arguments);

/// Runs a console command; needs a QCoreApplication. Returns the exit status. Every command
/// takes --lang de|fr|en (read here, before the command's own options): the language of the
/// lessons' and exercises' text it prints (contentLanguage()), and, through `useLanguage`,
/// of its messages and figures ("55,1 %" in German).
int runConsole(const QStringList &arguments, const std::function<void(const QString &)> &useLanguage = {});

/// The content language this run's --lang chose ("en" without it).
QString contentLanguage();

/// Adds the options of the GUI start (--screenshot, --angle, --length, --lab, …) and the
/// standard ones.
void addGuiOptions(QCommandLineParser &parser);

/// Parses a number option; on failure writes one line to stderr naming it.
bool parseFiniteNumber(const QString &option, const QString &text, double *out);
/// `--length` of the window: a query length from 0 to WorkshopModel::kMaxLength, where its
/// control stops; false after one line on stderr otherwise.
bool parseQueryLength(const QString &text, double *out);
/// `--length` of `compute`: any finite length from 0, as the core computes it.
bool parseAnyQueryLength(const QString &text, double *out);

/// Writes one line to stderr as "attention-lab: <message>".
void printError(const QString &message);

/// True, after one line on stderr naming `what` (the command or option), when this computer's
/// lab defaults turn answer keys off (course::LabDefaults::allowAnswerKeys): the caller then
/// exits with BadArguments.
bool answerKeysRefused(const QString &what);
/// The same for one session's answers: also true when the session keeps its keys to computers
/// allowed in so many words (course::LabSession::answerKeysOnlyWhereAllowed) and this one is not.
bool answerKeysRefused(const QString &what, const course::LabSession &session);

/// True, after one line on stderr naming `what` (the command and option), when writing
/// `output` would replace a file the command reads: one of `inputs` (a session, a roster, a
/// file opened), or a hand-in in one of `handInFolders` (or below). The caller then exits with
/// BadArguments, having written nothing.
bool replacesInput(const QString &what, const QString &output, const QStringList &inputs,
                   const QStringList &handInFolders = {});

/// Writes text to stdout (outputDevice()) as it is.
void printOut(const QString &text);

/// Where the commands write their output: the process's stdout, or an OutputCapture's buffer.
QIODevice &outputDevice();
/// Writes what outputDevice() holds back; false when it could not be written.
bool flushOutput();

/// While it lives, every command's output (stdout) and messages (stderr) go into its buffers
/// instead of the process's: tst_cli runs the commands in-process and checks what they print
/// and return. Not thread-safe; one at a time.
class OutputCapture
{
public:
    OutputCapture();
    ~OutputCapture();
    OutputCapture(const OutputCapture &) = delete;
    OutputCapture &operator=(const OutputCapture &) = delete;

    QString out() const;
    QString err() const;

private:
    struct Buffers;
    std::unique_ptr<Buffers> m_buffers;
};

/// Adds --help and parses a command's arguments; prints the help (returning Success) or the
/// parse error (returning BadArguments) when that ends the command, else nothing.
std::optional<int> parseCommand(QCommandLineParser &parser, const QStringList &arguments,
                                const QString &command);

} // namespace cli
