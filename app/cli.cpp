#include "cli.h"

#include "lessonloader.h"
#include "plate.h"
#include "traceformat.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cmath>
#include <optional>

namespace cli {

namespace {

const QStringList kCommands{QStringLiteral("compute"), QStringLiteral("validate"),
                            QStringLiteral("list")};

/// Translation context of these free functions (lupdate reads the macro).
class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QString description()
{
    return Cli::tr("Attention Lab: a course on attention as a soft dictionary lookup.\n\n"
              "Without a command, opens the course.\n\n"
              "Commands:\n"
              "  compute   Print the step-by-step trace of one attention lookup.\n"
              "  validate  Check a lesson folder or file; one line per problem.\n"
              "  list      List the lessons in order.\n"
              "Run 'attention-lab COMMAND --help' for a command's options.");
}

void printOut(const QString &text)
{
    QTextStream(stdout) << text;
}

/// Splits "a,b,c" into finite numbers; `what` names the option for the error message.
bool parseNumberList(const QString &option, const QString &text, QChar separator,
                     std::vector<double> *out)
{
    const QStringList parts = text.split(separator);
    for (const QString &part : parts) {
        double x = 0.0;
        if (!parseFiniteNumber(option, part, &x))
            return false;
        out->push_back(x);
    }
    return true;
}

bool parsePolarKeys(const QString &text, std::vector<attn::Vector> *keys)
{
    const QStringList entries = text.split(QLatin1Char(','));
    for (const QString &entry : entries) {
        const QStringList pair = entry.split(QLatin1Char(':'));
        if (pair.size() != 2) {
            printError(Cli::tr("--keys: '%1' is not DEG:LEN (an angle in degrees and a length)")
                           .arg(entry.trimmed()));
            return false;
        }
        double angle = 0.0;
        double length = 0.0;
        if (!parseFiniteNumber(QStringLiteral("--keys"), pair[0], &angle)
            || !parseFiniteNumber(QStringLiteral("--keys"), pair[1], &length))
            return false;
        keys->push_back(attn::fromPolar({angle, length}));
    }
    return true;
}

bool parseCartesianKeys(const QString &text, std::vector<attn::Vector> *keys)
{
    const QStringList entries = text.split(QLatin1Char(';'));
    for (const QString &entry : entries) {
        attn::Vector key;
        if (!parseNumberList(QStringLiteral("--keys-xy"), entry, QLatin1Char(','), &key))
            return false;
        keys->push_back(key);
    }
    return true;
}

int runCompute(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Print the step-by-step trace of one attention lookup: the dot products with their "
           "terms, the softmax, the weighted sum and the output. Omitted options take the "
           "plate's layout (five keys, values 10…50) and its default query (40°, length 1.5)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("compute"), Cli::tr("The command."));
    const QCommandLineOption angle(QStringLiteral("angle"), Cli::tr("Query angle in degrees."),
                                   Cli::tr("DEG"));
    const QCommandLineOption length(QStringLiteral("length"), Cli::tr("Query length."), Cli::tr("L"));
    const QCommandLineOption keys(QStringLiteral("keys"),
                                  Cli::tr("Keys in polar form: \"DEG:LEN,DEG:LEN,...\"."),
                                  Cli::tr("KEYS"));
    const QCommandLineOption keysXy(QStringLiteral("keys-xy"),
                                    Cli::tr("Keys in Cartesian form: \"X,Y;X,Y;...\"."), Cli::tr("KEYS"));
    const QCommandLineOption values(QStringLiteral("values"),
                                    Cli::tr("One value per key: \"V1,V2,...\"."), Cli::tr("VALUES"));
    const QCommandLineOption scale(QStringLiteral("scale"),
                                   Cli::tr("Multiply the scores by 1/√d (plate IV.3)."));
    const QCommandLineOption json(QStringLiteral("json"), Cli::tr("Print one JSON object."));
    parser.addOptions({angle, length, keys, keysXy, values, scale, json});

    if (!parser.parse(arguments)) {
        printError(QStringLiteral("compute: ") + parser.errorText());
        return BadArguments;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText());
        return Success;
    }
    if (parser.positionalArguments().size() > 1) {
        printError(Cli::tr("compute: unexpected argument '%1'").arg(parser.positionalArguments().at(1)));
        return BadArguments;
    }
    if (parser.isSet(keys) && parser.isSet(keysXy)) {
        printError(Cli::tr("compute: give either --keys or --keys-xy, not both"));
        return BadArguments;
    }

    const attn::PlateLayout &plate = attn::plateLayout();
    attn::Polar query = plate.defaultQuery;
    if (parser.isSet(angle) && !parseFiniteNumber(QStringLiteral("--angle"), parser.value(angle),
                                                  &query.angleDegrees))
        return BadArguments;
    if (parser.isSet(length)
        && !parseFiniteNumber(QStringLiteral("--length"), parser.value(length), &query.length))
        return BadArguments;

    attn::Lookup lookup = plate.lookup(query);
    if (parser.isSet(keys)) {
        lookup.keys.clear();
        if (!parsePolarKeys(parser.value(keys), &lookup.keys))
            return BadArguments;
    } else if (parser.isSet(keysXy)) {
        lookup.keys.clear();
        if (!parseCartesianKeys(parser.value(keysXy), &lookup.keys))
            return BadArguments;
    }
    if (parser.isSet(values)) {
        lookup.values.clear();
        if (!parseNumberList(QStringLiteral("--values"), parser.value(values), QLatin1Char(','),
                             &lookup.values))
            return BadArguments;
    }
    if (lookup.keys.size() != lookup.values.size()) {
        printError(Cli::tr("compute: %1 keys but %2 values; give one value per key (--values)")
                       .arg(lookup.keys.size())
                       .arg(lookup.values.size()));
        return BadArguments;
    }
    if (parser.isSet(scale))
        lookup.scale = attn::scaleForDimension(lookup.query.size());

    const auto result = attn::trace(lookup);
    if (!result) {
        printError(QStringLiteral("compute: ") + QString::fromStdString(result.error().message));
        return BadArguments;
    }
    if (parser.isSet(json))
        printOut(QString::fromUtf8(
            QJsonDocument(course::traceToJson(*result, lookup.values)).toJson(QJsonDocument::Indented)));
    else
        printOut(course::traceToText(*result, lookup.values));
    return Success;
}

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

int runValidate(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Check lesson content: a course folder, a lesson folder, or one file (course.json, "
                "lesson.json, a glossary or a page). Prints one line per problem as "
                "FILE:PLACE: MESSAGE; exits 0 when clean and 1 when not."));
    parser.addPositionalArgument(QStringLiteral("validate"), Cli::tr("The command."));
    parser.addPositionalArgument(QStringLiteral("PATH"), Cli::tr("What to check."));
    if (const auto status = parseCommand(parser, arguments, QStringLiteral("validate")))
        return *status;
    if (parser.positionalArguments().size() != 2) {
        printError(Cli::tr("validate: give exactly one PATH to check"));
        return BadArguments;
    }
    const QList<course::Problem> problems =
        course::LessonLoader::validate(parser.positionalArguments().at(1));
    for (const course::Problem &problem : problems)
        printOut(problem.toString() + QLatin1Char('\n'));
    return problems.isEmpty() ? Success : Failure;
}

int runList(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("List the lessons of the course in order."));
    parser.addPositionalArgument(QStringLiteral("list"), Cli::tr("The command."));
    const QCommandLineOption json(QStringLiteral("json"), Cli::tr("Print a JSON array."));
    const QCommandLineOption lessons(QStringLiteral("lessons"),
                                     Cli::tr("Read the course from this folder instead of the "
                                             "built-in one."),
                                     Cli::tr("DIR"));
    parser.addOptions({json, lessons});
    if (const auto status = parseCommand(parser, arguments, QStringLiteral("list")))
        return *status;
    if (parser.positionalArguments().size() > 1) {
        printError(Cli::tr("list: unexpected argument '%1'").arg(parser.positionalArguments().at(1)));
        return BadArguments;
    }
    const course::Course c = course::LessonLoader::loadCourse(
        parser.isSet(lessons) ? parser.value(lessons) : course::builtInLessonsRoot());
    if (c.lessons.isEmpty() && !c.problems.isEmpty()) {
        for (const course::Problem &problem : c.problems)
            printError(problem.toString());
        return Failure;
    }
    if (parser.isSet(json)) {
        QJsonArray array;
        for (const course::Lesson &l : c.lessons) {
            QJsonObject o{{QStringLiteral("id"), l.id},
                          {QStringLiteral("title"), l.title},
                          {QStringLiteral("pages"), int(l.pages.size())}};
            if (!l.isValid())
                o.insert(QStringLiteral("problems"), int(l.problems.size()));
            array.append(o);
        }
        printOut(QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented)));
        return Success;
    }
    int number = 0;
    for (const course::Lesson &l : c.lessons) {
        QString line = Cli::tr("%1. %2  %3  (pages: %4)")
                           .arg(++number)
                           .arg(l.id, l.title)
                           .arg(l.pages.size());
        if (!l.isValid())
            line += Cli::tr("  [problems: %1; run 'attention-lab validate']").arg(l.problems.size());
        printOut(line + QLatin1Char('\n'));
    }
    return Success;
}

} // namespace

bool isConsoleInvocation(const QStringList &arguments)
{
    if (arguments.size() > 1 && kCommands.contains(arguments.at(1)))
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

void addGuiOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(description());
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("command"), Cli::tr("Optional: compute."),
                                 Cli::tr("[command]"));
    parser.addOptions({
        {QStringLiteral("screenshot"),
         Cli::tr("Render the main window offscreen to a PNG file and exit."), Cli::tr("FILE.png")},
        {QStringLiteral("angle"), Cli::tr("Start with the query at this angle in degrees."),
         Cli::tr("DEG")},
        {QStringLiteral("length"), Cli::tr("Start with a query of this length."), Cli::tr("L")},
        {QStringLiteral("theme"), Cli::tr("Colour scheme: system, light or dark."), Cli::tr("SCHEME")},
        {QStringLiteral("lesson"), Cli::tr("Open this lesson (an id from 'attention-lab list')."),
         Cli::tr("ID")},
        {QStringLiteral("page"), Cli::tr("With --lesson: open this page (from 1)."), Cli::tr("N")},
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

void printError(const QString &message)
{
    QTextStream(stderr) << "attention-lab: " << message << '\n';
}

int runConsole(const QStringList &arguments)
{
    const QString command = arguments.value(1);
    if (command == QLatin1String("compute"))
        return runCompute(arguments);
    if (command == QLatin1String("validate"))
        return runValidate(arguments);
    if (command == QLatin1String("list"))
        return runList(arguments);

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
