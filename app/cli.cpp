#include "cli.h"

#include "answerkey.h"
#include "exercise.h"
#include "jsonutil.h"
#include "learnerprofiles.h"
#include "lessonloader.h"
#include "outline.h"
#include "plate.h"
#include "progresscommand.h"
#include "progressreport.h"
#include "traceformat.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <optional>

namespace cli {

namespace {

/// Translation context of these free functions (lupdate reads the macro).
class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

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


/// The learner an `exercise --learner` names: a profile's id, else a profile's name, else the
/// text itself as a raw id (as a variant is seeded by the learner's id).
struct NamedLearner {
    QString id;
    QString name;
    bool hasProfile = false;
};

NamedLearner findLearner(const QString &text)
{
    if (text.isEmpty())
        return {};
    course::LearnerProfiles profiles;
    // Read only: without a list of learners there is nothing to find (and nothing to recover).
    if (QFileInfo::exists(profiles.file())) {
        if (const course::LearnerProfiles::LoadResult read = profiles.load(); !read.ok)
            printError(QStringLiteral("exercise: ") + read.message);
    }
    if (const auto found = course::findLearner(profiles, text))
        return {found->id, found->name, true};
    return {text, {}, false};
}

QString number(double x, int decimals = 4)
{
    // No "-0.0000": a figure that rounds to zero is shown as zero.
    return QString::number(std::abs(x) < 0.5 * std::pow(10.0, -decimals) ? 0.0 : x, 'f', decimals);
}

/// The answer in a teacher's words: "55.0800% (accepted within ±0.5)", "key 2", "k2 > k1 > …".
QString answerText(const course::AnswerKey &key)
{
    using Type = course::Exercise::Type;
    switch (key.type) {
    case Type::Numeric: {
        if (!key.value)
            return Cli::tr("(none: the exercise names no figure)");
        if (key.valueIsKey)
            return Cli::tr("key %1").arg(std::lround(*key.value));
        const QString unit = key.unit == course::Exercise::Unit::Percent ? QStringLiteral("%") : QString();
        return Cli::tr("%1%2 (accepted within ±%3%2)").arg(number(*key.value), unit).arg(key.tolerance, 0, 'g', 4);
    }
    case Type::SingleChoice:
    case Type::MultipleChoice:
        return key.correctOptionIds().join(QStringLiteral(", "));
    case Type::Ranking: {
        QStringList names;
        for (int k : key.ranking)
            names << QStringLiteral("k%1").arg(k);
        return Cli::tr("%1 (by %2)").arg(names.join(QStringLiteral(" > ")),
                                         key.rankByScore ? Cli::tr("score") : Cli::tr("weight"));
    }
    case Type::Table: {
        QList<QStringList> rows{QStringList{QString()} + key.tableColumns};
        for (int r = 0; r < key.tableRows.size(); ++r) {
            QStringList row{key.tableRows[r]};
            for (const std::optional<double> &cell : key.tableCells[r])
                row << (cell ? number(*cell) : QString());
            rows << row;
        }
        QList<qsizetype> widths(rows.first().size(), 0);
        for (const QStringList &row : rows)
            for (qsizetype c = 0; c < row.size(); ++c)
                widths[c] = std::max(widths[c], row[c].size());
        QString out;
        for (const QStringList &row : rows) {
            QStringList cells{row.first().leftJustified(widths.first())};
            for (qsizetype c = 1; c < row.size(); ++c)
                cells << row[c].rightJustified(widths[c]);
            QString line = cells.join(QStringLiteral("   "));
            while (line.endsWith(QLatin1Char(' ')))
                line.chop(1);
            out += QStringLiteral("\n  ") + line;
        }
        return out;
    }
    case Type::Target: {
        const course::TargetSpec &t = key.target;
        const QString maxLength = QString::number(t.maxLength.value_or(10.0));
        QString asked = t.kind == course::TargetSpec::Kind::OutputAbove
                            ? Cli::tr("output above %1 with a query of length at most %2").arg(t.threshold).arg(maxLength)
                            : Cli::tr("key %1 above %2%").arg(t.key).arg(t.threshold * 100);
        if (!key.targetQuery)
            return asked + Cli::tr(" (no query of length up to %1 reaches it)").arg(maxLength);
        return asked + (t.kind == course::TargetSpec::Kind::OutputAbove
                            ? Cli::tr(": e.g. angle %1°, length %2 (the largest output at that length)")
                            : Cli::tr(": e.g. angle %1°, length %2 (the shortest)"))
                           .arg(number(key.targetQuery->angleDegrees, 1), number(key.targetQuery->length, 3));
    }
    }
    return {};
}

QJsonObject answerKeyToJson(const course::AnswerKey &key, const NamedLearner &learner, std::uint64_t labSeed)
{
    const course::Variant &v = key.variant;
    QJsonObject o{{QStringLiteral("id"), key.exerciseId},
                  {QStringLiteral("lesson"), key.lessonId},
                  {QStringLiteral("type"), course::typeName(key.type)},
                  {QStringLiteral("objective"), key.objective},
                  {QStringLiteral("learner"), learner.id},
                  {QStringLiteral("learnerProfile"), learner.hasProfile},
                  {QStringLiteral("labSeed"), QString::number(labSeed)},
                  {QStringLiteral("variantSeed"), QString::number(v.seed, 16)},
                  {QStringLiteral("query"), QJsonObject{{QStringLiteral("angle"), v.query.angleDegrees},
                                                        {QStringLiteral("length"), v.query.length}}},
                  {QStringLiteral("values"), course::jsonArray(v.values)},
                  {QStringLiteral("prompt"), key.prompt},
                  {QStringLiteral("workedSolution"), key.workedSolution}};
    if (learner.hasProfile)
        o.insert(QStringLiteral("learnerName"), learner.name);
    using Type = course::Exercise::Type;
    switch (key.type) {
    case Type::Numeric:
        o.insert(QStringLiteral("answer"), key.value.value_or(0.0));
        o.insert(QStringLiteral("answerText"), answerText(key));
        o.insert(QStringLiteral("unit"), key.unit == course::Exercise::Unit::Percent ? QStringLiteral("percent") : QStringLiteral("number"));
        o.insert(QStringLiteral("tolerance"), key.tolerance);
        if (key.valueIsKey)
            o.insert(QStringLiteral("answerIsKey"), true);
        break;
    case Type::SingleChoice:
    case Type::MultipleChoice: {
        QJsonArray options;
        for (const course::AnswerKeyOption &opt : key.options)
            options.append(QJsonObject{{QStringLiteral("id"), opt.id},
                                       {QStringLiteral("text"), opt.text},
                                       {QStringLiteral("correct"), opt.correct},
                                       {QStringLiteral("shownPosition"), opt.shownPosition}});
        o.insert(QStringLiteral("options"), options);
        o.insert(QStringLiteral("shownOrder"), QJsonArray::fromStringList(key.shownOptionIds()));
        o.insert(QStringLiteral("answer"), QJsonArray::fromStringList(key.correctOptionIds()));
        break;
    }
    case Type::Ranking: {
        QJsonArray keys;
        for (int k : key.ranking)
            keys.append(k);
        o.insert(QStringLiteral("rankBy"), key.rankByScore ? QStringLiteral("score") : QStringLiteral("weight"));
        o.insert(QStringLiteral("answer"), keys);
        break;
    }
    case Type::Table: {
        QJsonArray rows;
        for (const QList<std::optional<double>> &cells : key.tableCells) {
            QJsonArray row;
            for (const std::optional<double> &cell : cells)
                row.append(cell ? QJsonValue(*cell) : QJsonValue());
            rows.append(row);
        }
        o.insert(QStringLiteral("columns"), QJsonArray::fromStringList(key.tableColumns));
        o.insert(QStringLiteral("rows"), QJsonArray::fromStringList(key.tableRows));
        o.insert(QStringLiteral("answer"), rows);
        break;
    }
    case Type::Target: {
        const course::TargetSpec &t = key.target;
        QJsonObject target{{QStringLiteral("threshold"), t.threshold}};
        if (t.maxLength)
            target.insert(QStringLiteral("maxLength"), *t.maxLength);
        if (t.kind != course::TargetSpec::Kind::OutputAbove)
            target.insert(QStringLiteral("key"), t.key);
        if (key.targetQuery)
            target.insert(QStringLiteral("example"), QJsonObject{{QStringLiteral("angle"), key.targetQuery->angleDegrees},
                                                                 {QStringLiteral("length"), key.targetQuery->length}});
        o.insert(QStringLiteral("answer"), target);
        break;
    }
    }
    return o;
}

QString answerKeyToText(const course::AnswerKey &key, const NamedLearner &learner, std::uint64_t labSeed)
{
    const course::Variant &v = key.variant;
    QString text = Cli::tr("Exercise %1 (%2; objective: %3; lesson %4)\n")
                       .arg(key.exerciseId, course::typeName(key.type), key.objective, key.lessonId);
    const QString who = learner.id.isEmpty() ? Cli::tr("(none)")
                        : learner.hasProfile ? Cli::tr("%1 (id %2)").arg(learner.name, learner.id)
                                             : Cli::tr("%1 (no such learner on this computer; used as an id)").arg(learner.id);
    QStringList values;
    for (double x : v.values)
        values << QString::number(x);
    text += Cli::tr("Learner: %1\nLab seed: %2   Variant: query at %3°, length %4; values %5\n\n")
                .arg(who)
                .arg(labSeed)
                .arg(v.query.angleDegrees)
                .arg(v.query.length)
                .arg(values.join(QStringLiteral(", ")));
    text += key.prompt + QLatin1Char('\n');
    if (!key.options.isEmpty()) {
        text += QLatin1Char('\n');
        for (const course::AnswerKeyOption &opt : key.options)
            text += QStringLiteral("  [%1] %2) %3\n").arg(opt.correct ? QStringLiteral("x") : QStringLiteral(" "), opt.id, opt.text);
        text += Cli::tr("  (the learner sees them as %1)\n").arg(key.shownOptionIds().join(QStringLiteral(", ")));
    }
    // A table's answer is its own block of lines under the heading.
    text += (key.type == course::Exercise::Type::Table ? Cli::tr("\nAnswer:%1\n") : Cli::tr("\nAnswer: %1\n")).arg(answerText(key));
    if (!key.workedSolution.isEmpty())
        text += Cli::tr("\nWorked solution:\n%1\n").arg(key.workedSolution);
    return text;
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
    const QCommandLineOption learner(QStringLiteral("learner"),
                                     Cli::tr("The learner: an id as File ▸ Switch Learner… shows it, or the name of a "
                                             "learner on this computer; any other text is used as an id (default: none)."),
                                     Cli::tr("LEARNER"));
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
    const NamedLearner who = findLearner(parser.value(learner));
    if (!who.id.isEmpty() && !who.hasProfile)
        printError(Cli::tr("exercise: no learner on this computer has the id or name '%1'; using it as a learner id")
                       .arg(who.id));
    const course::AnswerKey key = course::answerKey(*exercise, course::makeVariant(*exercise, who.id, seed));
    if (parser.isSet(json))
        printOut(QString::fromUtf8(QJsonDocument(answerKeyToJson(key, who, seed)).toJson(QJsonDocument::Indented)));
    else
        printOut(answerKeyToText(key, who, seed));
    return Success;
}

/// The console commands, in the order --help lists them: the one list that the help, the
/// recognition of a console invocation and the dispatch all read.
struct CommandEntry {
    const char *name;
    const char *summary;
    int (*run)(const QStringList &arguments);
};

constexpr CommandEntry kCommands[] = {
    {"compute", QT_TRANSLATE_NOOP("Cli", "Print the step-by-step trace of one attention lookup."), &runCompute},
    {"validate", QT_TRANSLATE_NOOP("Cli", "Check a lesson folder or file; one line per problem."), &runValidate},
    {"list", QT_TRANSLATE_NOOP("Cli", "List the lessons in order."), &runList},
    {"exercise", QT_TRANSLATE_NOOP("Cli", "Print a learner's variant of an exercise with its answer."), &runExercise},
    {"progress", QT_TRANSLATE_NOOP("Cli", "Print a learner's progress from the saved files."), &runProgress},
};

const CommandEntry *findCommand(const QString &name)
{
    const auto it = std::find_if(std::begin(kCommands), std::end(kCommands),
                                 [&](const CommandEntry &c) { return name == QLatin1String(c.name); });
    return it == std::end(kCommands) ? nullptr : it;
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
    return text + Cli::tr("Run 'attention-lab COMMAND --help' for a command's options.");
}

} // namespace

QList<Command> commands()
{
    QList<Command> out;
    for (const CommandEntry &c : kCommands)
        out << Command{QString::fromLatin1(c.name), Cli::tr(c.summary)};
    return out;
}

bool isConsoleInvocation(const QStringList &arguments)
{
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
