#include "cli.h"

#include "exercise.h"
#include "grading.h"
#include "jsonutil.h"
#include "lessonloader.h"
#include "outline.h"
#include "plate.h"
#include "progresscommand.h"
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
                            QStringLiteral("list"), QStringLiteral("exercise"),
                            QStringLiteral("progress")};

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
              "  exercise  Print a learner's variant of an exercise with its answer.\n"
              "  progress  Print a learner's progress from the saved files.\n"
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

int runCompute(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Print the step-by-step trace of one attention lookup: the dot products with their "
           "terms, the softmax, the weighted sum and the output. Omitted options take the "
           "plate's layout (five keys, values 10…50) and its default query (40°, length 1.5)."));
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
    if (const auto status = parseCommand(parser, arguments, QStringLiteral("compute")))
        return *status;
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
    // The pages as the window shows them: the exercises page included.
    const course::Outline outline(c);
    if (parser.isSet(json)) {
        QJsonArray array;
        for (int i = 0; i < c.lessons.size(); ++i) {
            const course::Lesson &l = c.lessons.at(i);
            QJsonArray exercises;
            for (const course::Exercise &e : l.exercises)
                exercises.append(e.id);
            QJsonArray pages;
            for (const course::OutlinePage &page : outline.lesson(i).pages)
                pages.append(QJsonObject{{QStringLiteral("id"), page.id},
                                         {QStringLiteral("kind"), course::OutlinePage::kindName(page.kind)},
                                         {QStringLiteral("title"), page.title}});
            QJsonObject o{{QStringLiteral("id"), l.id},
                          {QStringLiteral("title"), l.title},
                          {QStringLiteral("pages"), outline.pageCount(i)},
                          {QStringLiteral("outline"), pages},
                          {QStringLiteral("exercises"), exercises}};
            if (!l.isValid())
                o.insert(QStringLiteral("problems"), int(l.problems.size()));
            array.append(o);
        }
        printOut(QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented)));
        return Success;
    }
    for (int i = 0; i < c.lessons.size(); ++i) {
        const course::Lesson &l = c.lessons.at(i);
        QString line = Cli::tr("%1. %2  %3  (pages: %4, exercises: %5)")
                           .arg(i + 1)
                           .arg(l.id, l.title)
                           .arg(outline.pageCount(i))
                           .arg(l.exercises.size());
        if (!l.isValid())
            line += Cli::tr("  [problems: %1; run 'attention-lab validate']").arg(l.problems.size());
        printOut(line + QLatin1Char('\n'));
    }
    return Success;
}


int runExercise(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Print one learner's variant of an exercise — the question with their own numbers "
                "— and its correct answer (a teacher's answer key). The same arguments always "
                "print the same thing."));
    parser.addPositionalArgument(QStringLiteral("exercise"), Cli::tr("The command."));
    parser.addPositionalArgument(QStringLiteral("ID"), Cli::tr("The exercise id ('attention-lab list --json' lists them)."));
    const QCommandLineOption learner(QStringLiteral("learner"), Cli::tr("The learner's id, as File ▸ Switch Learner… shows it (default: none)."), Cli::tr("ID"));
    const QCommandLineOption labSeed(QStringLiteral("lab-seed"), Cli::tr("A lab session's seed, a whole number (default 0)."), Cli::tr("N"));
    const QCommandLineOption json(QStringLiteral("json"), Cli::tr("Print one JSON object."));
    const QCommandLineOption lessons(QStringLiteral("lessons"), Cli::tr("Read the course from this folder."), Cli::tr("DIR"));
    parser.addOptions({learner, labSeed, json, lessons});
    if (const auto status = parseCommand(parser, arguments, QStringLiteral("exercise")))
        return *status;
    if (parser.positionalArguments().size() != 2) {
        printError(Cli::tr("exercise: give exactly one exercise ID"));
        return BadArguments;
    }
    std::uint64_t seed = 0;
    if (parser.isSet(labSeed)) {
        bool ok = false;
        seed = parser.value(labSeed).trimmed().toULongLong(&ok);
        if (!ok) {
            printError(Cli::tr("--lab-seed: '%1' is not a whole number ≥ 0").arg(parser.value(labSeed)));
            return BadArguments;
        }
    }
    const QString id = parser.positionalArguments().at(1);
    const course::Course c = course::LessonLoader::loadCourse(
        parser.isSet(lessons) ? parser.value(lessons) : course::builtInLessonsRoot());
    const course::Exercise *exercise = nullptr;
    for (const course::Lesson &l : c.lessons)
        for (const course::Exercise &e : l.exercises)
            if (e.id == id)
                exercise = &e;
    if (!exercise) {
        printError(Cli::tr("exercise: unknown exercise '%1'; 'attention-lab list --json' lists them").arg(id));
        return BadArguments;
    }
    const QString name = parser.value(learner);
    const course::Variant v = course::makeVariant(*exercise, name, seed);
    const attn::Trace trace = v.trace();

    QJsonObject o{{QStringLiteral("id"), exercise->id},
                  {QStringLiteral("lesson"), exercise->lessonId},
                  {QStringLiteral("type"), course::typeName(exercise->type)},
                  {QStringLiteral("objective"), exercise->objective},
                  {QStringLiteral("learner"), name},
                  {QStringLiteral("labSeed"), QString::number(seed)},
                  {QStringLiteral("variantSeed"), QString::number(v.seed, 16)},
                  {QStringLiteral("query"), QJsonObject{{QStringLiteral("angle"), v.query.angleDegrees},
                                                        {QStringLiteral("length"), v.query.length}}},
                  {QStringLiteral("values"), course::jsonArray(v.values)},
                  {QStringLiteral("prompt"), course::fillForVariant(exercise->prompt, v)}};
    QString answerText;
    QJsonArray options;
    for (int index : v.optionOrder) {
        const course::ChoiceOption &opt = exercise->options.at(index);
        options.append(QJsonObject{{QStringLiteral("id"), opt.id},
                                   {QStringLiteral("text"), course::fillForVariant(opt.text, v)},
                                   {QStringLiteral("correct"), opt.correct}});
    }
    switch (exercise->type) {
    case course::Exercise::Type::Numeric: {
        const double answer = course::numericAnswer(*exercise, v).value_or(0.0);
        const bool percent = exercise->unit == course::Exercise::Unit::Percent;
        o.insert(QStringLiteral("answer"), answer);
        o.insert(QStringLiteral("unit"), percent ? QStringLiteral("percent") : QStringLiteral("number"));
        const double tolerance = exercise->absoluteTolerance ? *exercise->absoluteTolerance
                                                             : exercise->relativeTolerance.value_or(0.0) * std::abs(answer);
        o.insert(QStringLiteral("tolerance"), tolerance);
        answerText = Cli::tr("%1%2 (accepted within ±%3)").arg(QString::number(answer, 'f', 4), percent ? QStringLiteral("%") : QString()).arg(tolerance);
        break;
    }
    case course::Exercise::Type::SingleChoice:
    case course::Exercise::Type::MultipleChoice: {
        QJsonArray correct;
        QStringList ids;
        for (const course::ChoiceOption &opt : exercise->options)
            if (opt.correct) {
                correct.append(opt.id);
                ids << opt.id;
            }
        o.insert(QStringLiteral("options"), options);
        o.insert(QStringLiteral("answer"), correct);
        answerText = ids.join(QStringLiteral(", "));
        break;
    }
    case course::Exercise::Type::Ranking: {
        QJsonArray keys;
        QStringList names;
        for (int k : course::rankingAnswer(*exercise, v)) {
            keys.append(k);
            names << QStringLiteral("k%1").arg(k);
        }
        o.insert(QStringLiteral("rankBy"), exercise->rankByScore ? QStringLiteral("score") : QStringLiteral("weight"));
        o.insert(QStringLiteral("answer"), keys);
        answerText = names.join(QStringLiteral(" > "));
        break;
    }
    case course::Exercise::Type::Table: {
        QJsonArray rows;
        const QStringList columns = course::tableInputColumns(exercise->table);
        const int rowCount = course::tableRowCount(exercise->table, v);
        answerText = QLatin1Char('\n');
        for (int r = 0; r < rowCount; ++r) {
            QJsonArray row;
            QStringList cells;
            for (int col = 0; col < columns.size(); ++col) {
                if (course::tableCellExists(exercise->table, v, r, col)) {
                    const double x = course::tableExpected(exercise->table, v, r, col);
                    row.append(x);
                    // No "-0.0000": a product that rounds to zero is shown as zero.
                    cells << QString::number(std::abs(x) < 0.00005 ? 0.0 : x, 'f', 4).rightJustified(10);
                } else {
                    row.append(QJsonValue());
                    cells << QString(10, QLatin1Char(' '));
                }
            }
            rows.append(row);
            answerText += QStringLiteral("  %1 %2\n").arg(r < int(trace.rows.size()) ? QStringLiteral("k%1").arg(r + 1) : QStringLiteral("Σ "), cells.join(QLatin1Char(' ')));
        }
        o.insert(QStringLiteral("columns"), QJsonArray::fromStringList(columns));
        o.insert(QStringLiteral("answer"), rows);
        answerText.prepend(QStringLiteral("   ") + columns.join(QStringLiteral(" | ")));
        break;
    }
    case course::Exercise::Type::Target: {
        const course::TargetSpec &t = exercise->target;
        QJsonObject target{{QStringLiteral("threshold"), t.threshold}};
        if (t.maxLength)
            target.insert(QStringLiteral("maxLength"), *t.maxLength);
        if (t.kind != course::TargetSpec::Kind::OutputAbove) {
            target.insert(QStringLiteral("key"), t.key);
            if (const auto best = course::shortestQueryFor(v.layout(), t.key, t.threshold, t.maxLength.value_or(10.0))) {
                target.insert(QStringLiteral("example"), QJsonObject{{QStringLiteral("angle"), best->angleDegrees},
                                                                     {QStringLiteral("length"), best->length}});
                answerText = Cli::tr("key %1 above %2%: e.g. angle %3°, length %4 (the shortest)")
                                 .arg(t.key).arg(t.threshold * 100).arg(best->angleDegrees, 0, 'f', 1).arg(best->length, 0, 'f', 3);
            }
        } else {
            answerText = Cli::tr("output above %1 with a query of length at most %2").arg(t.threshold).arg(t.maxLength.value_or(10.0));
        }
        o.insert(QStringLiteral("answer"), target);
        break;
    }
    }
    if (parser.isSet(json)) {
        printOut(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)));
        return Success;
    }
    QString text = Cli::tr("Exercise %1 (%2; objective: %3; lesson %4)\n")
                       .arg(exercise->id, course::typeName(exercise->type), exercise->objective, exercise->lessonId);
    text += Cli::tr("Learner: %1   Lab seed: %2   Variant: query at %3°, length %4; values %5\n\n")
                .arg(name.isEmpty() ? Cli::tr("(none)") : name)
                .arg(seed)
                .arg(v.query.angleDegrees)
                .arg(v.query.length)
                .arg([&] { QStringList xs; for (double x : v.values) xs << QString::number(x); return xs.join(QStringLiteral(", ")); }());
    text += course::fillForVariant(exercise->prompt, v) + QStringLiteral("\n");
    for (const QJsonValue &opt : options)
        text += QStringLiteral("  %1) %2\n").arg(opt[QStringLiteral("id")].toString(), opt[QStringLiteral("text")].toString());
    text += Cli::tr("\nAnswer: %1\n").arg(answerText);
    printOut(text);
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
    if (command == QLatin1String("exercise"))
        return runExercise(arguments);
    if (command == QLatin1String("progress"))
        return runProgress(arguments);

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
