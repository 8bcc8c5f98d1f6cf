#include "exercisecommand.h"

#include "answer.h"
#include "answerkey.h"
#include "attemptlog.h"
#include "cli.h"
#include "courseoptions.h"
#include "exercise.h"
#include "exercisekind.h"
#include "exercisetranslation.h"
#include "grading.h"
#include "jsonutil.h"
#include "labsession.h"
#include "learnerprofiles.h"
#include "lessonloader.h"
#include "placeholders.h"
#include "progressreport.h"
#include "roster.h"
#include "sessioninput.h"
#include "typedanswer.h"
#include "variantcode.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace cli {

namespace {

/// Translation context of these free functions (lupdate reads the macro).
class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

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
    profiles.setReadOnly(true); // only looking: an unreadable list is left as it is
    // Read only: without a list of learners there is nothing to find (and nothing to recover).
    if (QFileInfo::exists(profiles.file())) {
        if (const course::LearnerProfiles::LoadResult read = profiles.load(); !read.ok)
            printError(QStringLiteral("exercise: ") + read.message);
    }
    if (const auto found = course::findLearner(profiles, text))
        return {found->id, found->name, true};
    return {text, {}, false};
}

/// A figure as the course prints it: the minus sign −, never "−0.0000".
QString number(double x, int decimals = 4)
{
    return course::formatFixed(x, decimals);
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
                  {QStringLiteral("query"), QJsonObject{{QStringLiteral("angle"), v.lookupQuery().angleDegrees},
                                                        {QStringLiteral("length"), v.lookupQuery().length}}},
                  {QStringLiteral("values"), course::jsonArray(v.values)},
                  {QStringLiteral("prompt"), key.prompt},
                  {QStringLiteral("hints"), QJsonArray::fromStringList(key.hints)},
                  {QStringLiteral("workedSolution"), key.workedSolution}};
    if (learner.hasProfile)
        o.insert(QStringLiteral("learnerName"), learner.name);
    if (!key.trainedKeys.isEmpty())
        o.insert(QStringLiteral("trainedKeys"), QJsonArray::fromStringList(key.trainedKeys));
    if (v.gradient)
        o.insert(QStringLiteral("gradient"), QJsonObject{{QStringLiteral("task"), v.gradient->task},
                                                         {QStringLiteral("seed"), double(v.gradient->seed)},
                                                         {QStringLiteral("token"), v.gradient->token},
                                                         {QStringLiteral("row"), v.gradient->row + 1},
                                                         {QStringLiteral("column"), v.gradient->column + 1}});
    course::kindOf(key.type).writeKeyJson(key, o);
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
    if (v.gradient)
        text += Cli::tr("Learner: %1\nLab seed: %2   Variant: %3 task, seed %4, token %5, entry (W_q) row %6, column %7\n\n")
                    .arg(who, QString::number(labSeed), v.gradient->task, QString::number(v.gradient->seed),
                         course::gradientPlaceholder(QStringLiteral("grad.token"), v).value_or(QString()))
                    .arg(v.gradient->row + 1)
                    .arg(v.gradient->column + 1);
    else
        text += Cli::tr("Learner: %1\nLab seed: %2   Variant: query at %3°, length %4; values %5\n\n")
                    .arg(who, QString::number(labSeed), QString::number(v.lookupQuery().angleDegrees),
                         QString::number(v.lookupQuery().length), values.join(QStringLiteral(", ")));
    text += key.prompt + QLatin1Char('\n');
    if (!key.trainedKeys.isEmpty())
        text += QLatin1Char('\n') + key.trainedKeys.first() + QStringLiteral("\n  ")
                + key.trainedKeys.mid(1).join(QStringLiteral("\n  ")) + QLatin1Char('\n');
    if (!key.options.isEmpty()) {
        text += QLatin1Char('\n');
        for (const course::AnswerKeyOption &opt : key.options)
            text += opt.item.isEmpty()
                        ? QStringLiteral("  [%1] %2) %3\n").arg(opt.correct ? QStringLiteral("x") : QStringLiteral(" "), opt.id, opt.text)
                        : QStringLiteral("  %1) %2  ↔  %3\n").arg(opt.id, opt.item, opt.text);
        text += Cli::tr("  (the learner sees them as %1)\n").arg(key.shownOptionIds().join(QStringLiteral(", ")));
    }
    // A table's answer is its own block of lines under the heading.
    const QString answer = course::answerInWords(key);
    text += (answer.startsWith(QLatin1Char('\n')) ? Cli::tr("\nAnswer:%1\n") : Cli::tr("\nAnswer: %1\n")).arg(answer);
    if (!key.hints.isEmpty()) {
        text += Cli::tr("\nHints:\n");
        for (qsizetype i = 0; i < key.hints.size(); ++i)
            text += QStringLiteral("  %1. %2\n").arg(i + 1).arg(key.hints.at(i));
    }
    if (!key.workedSolution.isEmpty())
        text += Cli::tr("\nWorked solution:\n%1\n").arg(key.workedSolution);
    return text;
}


QString cellVerdictName(course::CellVerdict::Kind kind)
{
    switch (kind) {
    case course::CellVerdict::Kind::Correct: return QStringLiteral("correct");
    case course::CellVerdict::Kind::Wrong: return QStringLiteral("wrong");
    case course::CellVerdict::Kind::CarriedForward: return QStringLiteral("carried-forward");
    case course::CellVerdict::Kind::Empty: return QStringLiteral("empty");
    case course::CellVerdict::Kind::NotANumber: return QStringLiteral("not-a-number");
    }
    return {};
}

QJsonObject feedbackToJson(const course::AnswerKey &key, const course::Answer &answer, const course::Feedback &f,
                           const NamedLearner &learner, std::uint64_t labSeed)
{
    QJsonObject o{{QStringLiteral("id"), key.exerciseId},
                  {QStringLiteral("type"), course::typeName(key.type)},
                  {QStringLiteral("learner"), learner.id},
                  {QStringLiteral("labSeed"), QString::number(labSeed)},
                  {QStringLiteral("variantSeed"), QString::number(key.variant.seed, 16)},
                  {QStringLiteral("answer"), course::answerToJson(answer)},
                  {QStringLiteral("verdict"), course::verdictName(f.status)},
                  {QStringLiteral("correct"), f.status == course::Feedback::Status::Correct},
                  {QStringLiteral("score"), f.score},
                  {QStringLiteral("message"), f.message},
                  {QStringLiteral("reason"), f.reason},
                  {QStringLiteral("rightOptionsNotChosen"), QJsonArray::fromStringList(f.onceFinished)},
                  {QStringLiteral("details"), QJsonArray::fromStringList(f.details)},
                  {QStringLiteral("diagnoses"), QJsonArray::fromStringList(f.diagnoses)}};
    if (!f.cells.isEmpty()) {
        QJsonArray rows;
        for (const QList<course::CellVerdict> &row : f.cells) {
            QJsonArray cells;
            for (const course::CellVerdict &cell : row) {
                QJsonObject c{{QStringLiteral("verdict"), cellVerdictName(cell.kind)}};
                if (cell.kind != course::CellVerdict::Kind::Empty)
                    c.insert(QStringLiteral("expected"), cell.expected);
                if (!cell.diagnosis.isEmpty())
                    c.insert(QStringLiteral("diagnosis"), cell.diagnosis);
                cells.append(c);
            }
            rows.append(cells);
        }
        o.insert(QStringLiteral("cells"), rows);
    }
    return o;
}

QString feedbackToText(const course::AnswerKey &key, const QString &typed, const course::Feedback &f,
                       const NamedLearner &learner, std::uint64_t labSeed)
{
    QString text = Cli::tr("Exercise %1, learner %2, lab seed %3\nAnswer: %4\n\nVerdict: %5\nScore: %6\n")
                       .arg(key.exerciseId, learner.id.isEmpty() ? Cli::tr("(none)") : learner.id,
                            QString::number(labSeed), typed.trimmed(), course::verdictWords(f.status),
                            course::formatPlain(f.score));
    if (!f.message.isEmpty())
        text += f.message + QLatin1Char('\n');
    if (!f.reason.isEmpty())
        text += Cli::tr("Why: %1\n").arg(f.reason);
    if (!f.diagnoses.isEmpty()) {
        text += Cli::tr("\nDiagnoses:\n");
        for (const QString &d : f.diagnoses)
            text += QStringLiteral("  - %1\n").arg(d);
    }
    if (!f.details.isEmpty()) {
        text += Cli::tr("\nDetails:\n");
        for (const QString &d : f.details)
            text += QStringLiteral("  - %1\n").arg(d);
    }
    if (!f.onceFinished.isEmpty()) {
        text += Cli::tr("\nRight options not chosen (the window names them once the exercise is over):\n");
        for (const QString &d : f.onceFinished)
            text += QStringLiteral("  - %1\n").arg(d);
    }
    if (!f.cells.isEmpty()) {
        text += Cli::tr("\nCells (%1):\n").arg(key.tableColumns.join(QStringLiteral(", ")));
        for (qsizetype r = 0; r < f.cells.size(); ++r) {
            QStringList marks;
            for (const course::CellVerdict &cell : f.cells[r]) {
                QString mark = cellVerdictName(cell.kind);
                if (cell.kind == course::CellVerdict::Kind::Wrong || cell.kind == course::CellVerdict::Kind::NotANumber)
                    mark += Cli::tr(" (expected %1)").arg(number(cell.expected));
                marks << mark;
            }
            text += QStringLiteral("  %1: %2\n").arg(key.tableRows.value(r), marks.join(QStringLiteral(", ")));
            for (const course::CellVerdict &cell : f.cells[r])
                if (!cell.diagnosis.isEmpty())
                    text += QStringLiteral("      %1\n").arg(cell.diagnosis);
        }
    }
    return text;
}

} // namespace

int runExercise(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Print one learner's variant of an exercise — the question with their own numbers "
                "— and its correct answer (a teacher's answer key). The same arguments always "
                "print the same thing."));
    parser.addPositionalArgument(QStringLiteral("exercise"), Cli::tr("The command."));
    parser.addPositionalArgument(QStringLiteral("ID"),
                                 Cli::tr("The exercise id ('attention-lab list --json' lists them); with --code it "
                                         "may be left out for every exercise of the session."));
    const QCommandLineOption learner(QStringLiteral("learner"),
                                     Cli::tr("The learner: an id as File ▸ Switch Learner… shows it, or the name of a "
                                             "learner on this computer; any other text is used as an id (default: none)."),
                                     Cli::tr("LEARNER"));
    const QCommandLineOption labSeed(QStringLiteral("lab-seed"), Cli::tr("A lab session's seed, a whole number (default 0)."), Cli::tr("N"));
    const QCommandLineOption lab(QStringLiteral("lab"),
                                 Cli::tr("A lab session file: its seed, and its roster to find the learner by."),
                                 Cli::tr("FILE"));
    const QCommandLineOption code(QStringLiteral("code"),
                                  Cli::tr("With --lab: the learner whose variant code a printed worksheet shows."),
                                  Cli::tr("CODE"));
    const QCommandLineOption roster(QStringLiteral("roster"),
                                    Cli::tr("With --code: the class list the worksheets were printed for, when not the "
                                            "session's own."),
                                    Cli::tr("FILE.csv"));
    const QCommandLineOption answer(
        QStringLiteral("answer"),
        Cli::tr("Grade this answer as the window would, instead of printing the key: a number as typed; option "
                "ids, comma-separated for a multiple choice (a,c); the keys from first to last (k2,k1,k5,k3,k4); "
                "a table's cells to fill as JSON rows ([[\"0.5\", \"1.2\", \"1.7\"], …]); a target's query as "
                "JSON ({\"angle\": 70, \"length\": 4}). Prints the verdict, the score from 0 to 1 and the "
                "diagnoses; exits 2 for an answer the window would not take."),
        Cli::tr("ANSWER"));
    const QCommandLineOption json(QStringLiteral("json"), Cli::tr("Print one JSON object."));
    parser.addOptions({learner, labSeed, lab, code, roster, answer, json});
    const CourseOptions courseOptions = addCourseOptions(parser);
    if (const auto status = parseCommand(parser, arguments, QStringLiteral("exercise")))
        return *status;
    // Every form prints a correct answer: the key, or a table's expected cells when grading.
    if (answerKeysRefused(QStringLiteral("exercise")))
        return BadArguments;
    const bool byCode = parser.isSet(code);
    const qsizetype positionals = parser.positionalArguments().size();
    if (positionals > 2 || (positionals < 2 && !byCode)) {
        printError(Cli::tr("exercise: give exactly one exercise ID"));
        return BadArguments;
    }
    if (byCode && (!parser.isSet(lab) || parser.isSet(learner))) {
        printError(Cli::tr("exercise: --code needs --lab, and names the learner instead of --learner"));
        return BadArguments;
    }
    if (parser.isSet(answer) && positionals < 2) {
        printError(Cli::tr("exercise: --answer grades one exercise: give its ID"));
        return BadArguments;
    }
    if (parser.isSet(roster) && !byCode) {
        printError(Cli::tr("exercise: --roster needs --code"));
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
    std::optional<SessionInput> input;
    if (parser.isSet(lab)) {
        if (parser.isSet(labSeed)) {
            printError(Cli::tr("exercise: give --lab or --lab-seed, not both"));
            return BadArguments;
        }
        std::optional<course::Course> given;
        if (parser.isSet(courseOptions.lessons) || parser.isSet(courseOptions.lessonsOnly)) {
            given = courseFromOptions(parser, courseOptions, QStringLiteral("exercise"));
            if (!given)
                return BadArguments;
        }
        input = readSessionInput(QStringLiteral("--lab"), parser.value(lab), {}, given);
        if (!input)
            return BadArguments;
        seed = input->session.seed;
        if (answerKeysRefused(QStringLiteral("exercise --lab"), input->session))
            return BadArguments;
    }
    const course::LabSession *session = input ? &input->session : nullptr;
    NamedLearner who;
    if (byCode) {
        QList<course::LabStudent> students;
        if (parser.isSet(roster)) {
            const course::Roster read = course::readRoster(parser.value(roster));
            if (read.students.isEmpty()) {
                printError(Cli::tr("--roster: %1").arg(read.problems.isEmpty() ? Cli::tr("no student in the file")
                                                                                : read.problems.constFirst().message));
                return BadArguments;
            }
            students = read.students;
        }
        QString problem;
        const std::optional<course::LabStudent> student = course::findLearnerByCode(*session, parser.value(code), students, &problem);
        if (!student) {
            printError(Cli::tr("--code: %1").arg(problem));
            return BadArguments;
        }
        who = {student->id, student->name.isEmpty() ? student->id : student->name, true};
    }
    std::optional<course::Course> loaded = input ? std::optional<course::Course>(input->course)
                                                 : courseFromOptions(parser, courseOptions, QStringLiteral("exercise"));
    if (!loaded)
        return BadArguments;
    const course::Course &c = *loaded;
    const QStringList ids = positionals == 2 ? QStringList{parser.positionalArguments().at(1)} : session->exerciseIds;
    if (session) {
        for (const QString &id : ids)
            if (!session->exerciseIds.contains(id))
                printError(Cli::tr("exercise: %1 is not one of the session's exercises").arg(id));
    }
    // In the words of --lang; ids, answers and variants are the same in every language.
    QList<course::Exercise> exercises;
    for (const QString &id : ids) {
        const course::Exercise *exercise = c.exercise(id);
        if (!exercise) {
            printError(Cli::tr("exercise: unknown exercise '%1'; 'attention-lab list --json' lists them").arg(id));
            return BadArguments;
        }
        exercises << course::localizedExercise(*exercise, contentLanguage());
    }
    if (!byCode) {
        who = findLearner(parser.value(learner));
        // A session's roster names its students first: the id there is the one their variants use.
        if (session && !parser.value(learner).isEmpty()) {
            const QString wanted = parser.value(learner).trimmed();
            bool onRoster = false;
            // Roster ids are kept in lower case ("S-1001" is read as "s-1001").
            for (const course::LabStudent &s : std::as_const(session->roster))
                if (s.id.compare(wanted, Qt::CaseInsensitive) == 0 || s.name.compare(wanted, Qt::CaseInsensitive) == 0) {
                    who = {s.id, s.name, true};
                    onRoster = true;
                }
            if (!onRoster && !session->roster.isEmpty())
                printError(Cli::tr("exercise: '%1' is not on the session's roster; using it as a learner id").arg(wanted));
        }
        if (!who.id.isEmpty() && !who.hasProfile && !session)
            printError(Cli::tr("exercise: no learner on this computer has the id or name '%1'; using it as a learner id")
                           .arg(who.id));
    }
    QList<course::AnswerKey> keys;
    for (const course::Exercise &exercise : std::as_const(exercises))
        keys << course::answerKey(exercise, course::makeVariant(exercise, who.id,
                                                                 session ? session->variantContext()
                                                                         : course::VariantContext{seed, {}}));
    if (parser.isSet(answer)) {
        const course::Exercise &exercise = exercises.constFirst();
        const course::Variant &variant = keys.constFirst().variant;
        QString problem;
        const std::optional<course::Answer> given = course::readTypedAnswer(exercise, variant, parser.value(answer), &problem);
        if (!given) {
            printError(Cli::tr("--answer: %1").arg(problem));
            return BadArguments;
        }
        // The window grades in the locale the learner types in: this computer's.
        const course::Feedback feedback = course::grade(exercise, variant, *given, QLocale());
        if (feedback.status == course::Feedback::Status::Invalid) {
            printError(Cli::tr("--answer: %1").arg(feedback.message));
            return BadArguments;
        }
        if (parser.isSet(json))
            printOut(QString::fromUtf8(QJsonDocument(feedbackToJson(keys.constFirst(), *given, feedback, who, seed))
                                           .toJson(QJsonDocument::Indented)));
        else
            printOut(feedbackToText(keys.constFirst(), parser.value(answer), feedback, who, seed));
        return Success;
    }
    if (byCode && positionals < 2) {
        // Every exercise of the session for the student whose worksheet shows the code.
        const QString canonical = course::variantCode(*session, who.id);
        if (parser.isSet(json)) {
            QJsonArray all;
            for (const course::AnswerKey &key : std::as_const(keys))
                all.append(answerKeyToJson(key, who, seed));
            const QJsonObject o{{QStringLiteral("code"), canonical},
                                {QStringLiteral("learner"), who.id},
                                {QStringLiteral("learnerName"), who.name},
                                {QStringLiteral("exercises"), all}};
            printOut(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)));
        } else {
            QString text = Cli::tr("Variant code %1: %2 (id %3), session “%4”, %n exercise(s)\n", nullptr, int(keys.size()))
                               .arg(canonical, who.name, who.id, session->title);
            for (const course::AnswerKey &key : std::as_const(keys))
                text += QStringLiteral("\n") + QString(40, QChar(0x2500)) + QStringLiteral("\n") + answerKeyToText(key, who, seed);
            printOut(text);
        }
        return Success;
    }
    if (parser.isSet(json))
        printOut(QString::fromUtf8(QJsonDocument(answerKeyToJson(keys.constFirst(), who, seed)).toJson(QJsonDocument::Indented)));
    else
        printOut(answerKeyToText(keys.constFirst(), who, seed));
    return Success;
}

} // namespace cli
