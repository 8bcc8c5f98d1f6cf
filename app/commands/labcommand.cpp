#include "labcommand.h"

#include "cli.h"
#include "coursefolder.h"
#include "exercisetranslation.h"
#include "handin.h"
#include "labsession.h"
#include "lessonloader.h"
#include "sessioninput.h"
#include "rehearsal.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>
#include <QRandomGenerator>

namespace cli {

namespace {

class LabCli
{
    Q_DECLARE_TR_FUNCTIONS(LabCli)
};

/// A whole number option from `low` to `high`; false after one line on stderr otherwise.
bool wholeNumber(const QCommandLineParser &parser, const QString &name, int low, int high, std::optional<int> *out)
{
    if (!parser.isSet(name))
        return true;
    bool ok = false;
    const int x = parser.value(name).trimmed().toInt(&ok);
    if (!ok || x < low || x > high) {
        printError(LabCli::tr("--%1: '%2' is not a whole number from %3 to %4").arg(name, parser.value(name), QString::number(low), QString::number(high)));
        return false;
    }
    *out = x;
    return true;
}

QString rulesText(const course::LabRules &rules)
{
    QStringList parts;
    parts << (rules.attempts ? LabCli::tr("%n attempt(s) per exercise", nullptr, *rules.attempts)
                             : LabCli::tr("each exercise's own attempts"));
    parts << (rules.hints ? LabCli::tr("hints on") : LabCli::tr("hints off"));
    parts << (rules.attemptPenalty ? LabCli::tr("%1% less credit per extra attempt").arg(qRound(*rules.attemptPenalty * 100))
                                   : LabCli::tr("each exercise's own penalty per attempt"));
    switch (rules.solutions) {
    case course::LabRules::Solutions::Always: parts << LabCli::tr("solutions on request"); break;
    case course::LabRules::Solutions::AfterHandIn: parts << LabCli::tr("solutions after hand-in"); break;
    case course::LabRules::Solutions::Never: parts << LabCli::tr("no solutions"); break;
    }
    parts << (rules.timeLimitMinutes ? LabCli::tr("time limit %n minute(s)", nullptr, *rules.timeLimitMinutes)
                                     : LabCli::tr("no time limit"));
    if (rules.autoHandInMinutes)
        parts << LabCli::tr("hands in every %n minute(s)", nullptr, *rules.autoHandInMinutes);
    return parts.join(QStringLiteral("; "));
}

QString sessionText(const course::LabSession &s, const course::Course &course)
{
    QString out;
    out += LabCli::tr("Lab session: %1\n").arg(s.title);
    out += LabCli::tr("Id: %1   Created: %2\n").arg(s.id, QLocale().toString(s.created.toLocalTime(), QLocale::ShortFormat));
    out += LabCli::tr("Lab seed: %1\n").arg(s.seed);
    out += LabCli::tr("Rules: %1\n").arg(rulesText(s.rules));
    out += LabCli::tr("Hand-in folder: %1\n").arg(s.handInFolder.isEmpty() ? LabCli::tr("(none: students choose)")
                                                                           : QDir::toNativeSeparators(s.handInFolder));
    if (!s.lessonsFolder.isEmpty())
        out += LabCli::tr("Lessons folder: %1\n").arg(QDir::toNativeSeparators(s.lessonsFolder));
    if (s.answerKeysOnlyWhereAllowed)
        out += LabCli::tr("Answer keys: only on computers whose lab defaults allow them\n");
    out += LabCli::tr("\nExercises (%1):\n").arg(s.exerciseIds.size());
    int number = 0;
    for (const QString &id : s.exerciseIds) {
        const course::Exercise *e = course.exercise(id);
        out += QStringLiteral("  %1. %2  %3\n").arg(++number).arg(id, e ? e->title : LabCli::tr("(not in this course)"));
    }
    if (s.setup)
        out += LabCli::tr("Workshop set-up: %1 (%2 keys: %3)\n")
                   .arg(s.setup->title.isEmpty() ? LabCli::tr("untitled") : s.setup->title,
                        QString::number(s.setup->keys.size()), s.setup->names().join(QStringLiteral(", ")))
               + (s.targetsUseSetup ? LabCli::tr("Target exercises are played on the set-up.\n") : QString());
    out += s.roster.isEmpty() ? LabCli::tr("\nRoster: none (students type their names)\n")
                              : LabCli::tr("\nRoster (%1):\n").arg(s.roster.size());
    for (const course::LabStudent &student : s.roster)
        out += QStringLiteral("  %1  %2%3\n")
                   .arg(student.id, student.name,
                        student.section.isEmpty() ? QString() : QStringLiteral("  (%1)").arg(student.section));
    return out;
}

int runNew(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(LabCli::tr("Prepare a lab session file for a class."));
    parser.addPositionalArgument(QStringLiteral("lab"), LabCli::tr("The command."));
    parser.addPositionalArgument(QStringLiteral("new"), LabCli::tr("The subcommand."));
    parser.addOptions({
        {QStringLiteral("title"), LabCli::tr("The session's title."), LabCli::tr("T")},
        {QStringLiteral("exercises"), LabCli::tr("Exercise ids, comma-separated, in order."), LabCli::tr("ID,…")},
        {QStringLiteral("lessons"), LabCli::tr("Every exercise of these lessons, comma-separated."), LabCli::tr("ID,…")},
        {QStringLiteral("seed"), LabCli::tr("The lab seed (default: random)."), LabCli::tr("N")},
        {QStringLiteral("hand-in"), LabCli::tr("The folder students hand in to."), LabCli::tr("DIR")},
        {QStringLiteral("roster"), LabCli::tr("The class list: a CSV file with a header naming id and name (email and section optional)."),
         LabCli::tr("FILE.csv")},
        {QStringLiteral("attempts"), LabCli::tr("Attempts per exercise (1 to 20; default: each exercise's own)."), LabCli::tr("N")},
        {QStringLiteral("hints"), LabCli::tr("on or off (default on)."), LabCli::tr("on|off")},
        {QStringLiteral("attempt-penalty"),
         LabCli::tr("Percent of the credit lost per attempt before the right one (0 to 100; default: each exercise's own, "
                    "none in the lessons)."),
         LabCli::tr("PERCENT")},
        {QStringLiteral("solutions"), LabCli::tr("always, after-hand-in (default) or never."), LabCli::tr("WHEN")},
        {QStringLiteral("time-limit"), LabCli::tr("Minutes from joining."), LabCli::tr("MIN")},
        {QStringLiteral("auto-hand-in"), LabCli::tr("Hand in by itself every N minutes."), LabCli::tr("MIN")},
        {QStringLiteral("course"), LabCli::tr("Read the course from this folder."), LabCli::tr("DIR")},
        {QStringLiteral("setup"), LabCli::tr("The workshop set-up the session opens the workshop on (.attnsetup)."),
         LabCli::tr("FILE")},
        {QStringLiteral("targets-use-setup"), LabCli::tr("Play the session's target exercises on the set-up's keys and values.")},
        {QStringLiteral("lessons-folder"),
         LabCli::tr("A teacher's course folder whose lessons the students get beside the built-in ones (its exercises "
                    "may be chosen); written relative to the session file, so keep it beside it in the shared folder."),
         LabCli::tr("DIR")},
        {QStringLiteral("keys-where-allowed"),
         LabCli::tr("Print the session's answers (answer keys and grids, exercise --lab, rehearsals) only on computers "
                    "whose lab defaults allow answer keys in so many words (allowAnswerKeys=true), as the teacher's does.")},
        {QStringLiteral("out"), LabCli::tr("The session file to write (.attnlab)."), LabCli::tr("FILE")},
        {QStringLiteral("force"), LabCli::tr("Replace an existing session file (its students' hand-ins will no longer match it).")},
    });
    if (const auto status = parseCommand(parser, arguments, QStringLiteral("lab new")))
        return *status;
    if (parser.positionalArguments().size() > 2) {
        printError(LabCli::tr("lab new: unexpected argument '%1'").arg(parser.positionalArguments().at(2)));
        return BadArguments;
    }
    if (!parser.isSet(QStringLiteral("out"))) {
        printError(LabCli::tr("lab new: --out FILE.attnlab is required."));
        return BadArguments;
    }
    // A new session has a new id: replacing the file students joined would part them from it.
    if (QFileInfo::exists(parser.value(QStringLiteral("out"))) && !parser.isSet(QStringLiteral("force"))) {
        printError(LabCli::tr("lab new: %1 exists; a new session there would no longer match the hand-ins made for the "
                              "old one. Choose another name, or add --force.")
                       .arg(QDir::toNativeSeparators(parser.value(QStringLiteral("out")))));
        return BadArguments;
    }
    if (parser.isSet(QStringLiteral("exercises")) && parser.isSet(QStringLiteral("lessons"))) {
        printError(LabCli::tr("lab new: give --exercises or --lessons, not both."));
        return BadArguments;
    }
    course::LabRequest request;
    request.title = parser.value(QStringLiteral("title"));
    request.exerciseIds = parser.value(QStringLiteral("exercises")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    request.lessonIds = parser.value(QStringLiteral("lessons")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (QString &id : request.exerciseIds)
        id = id.trimmed();
    for (QString &id : request.lessonIds)
        id = id.trimmed();
    if (parser.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        request.seed = parser.value(QStringLiteral("seed")).trimmed().toULongLong(&ok);
        if (!ok) {
            printError(LabCli::tr("--seed: '%1' is not a whole number ≥ 0").arg(parser.value(QStringLiteral("seed"))));
            return BadArguments;
        }
    }
    std::optional<int> penaltyPercent;
    if (!wholeNumber(parser, QStringLiteral("attempts"), 1, 20, &request.rules.attempts)
        || !wholeNumber(parser, QStringLiteral("attempt-penalty"), 0, 100, &penaltyPercent)
        || !wholeNumber(parser, QStringLiteral("time-limit"), 1, 24 * 60, &request.rules.timeLimitMinutes)
        || !wholeNumber(parser, QStringLiteral("auto-hand-in"), 1, 24 * 60, &request.rules.autoHandInMinutes))
        return BadArguments;
    if (penaltyPercent)
        request.rules.attemptPenalty = *penaltyPercent / 100.0;
    if (parser.isSet(QStringLiteral("hints"))) {
        const QString hints = parser.value(QStringLiteral("hints"));
        if (hints != QLatin1String("on") && hints != QLatin1String("off")) {
            printError(LabCli::tr("--hints: '%1' is not on or off").arg(hints));
            return BadArguments;
        }
        request.rules.hints = hints == QLatin1String("on");
    }
    if (parser.isSet(QStringLiteral("solutions"))) {
        const auto solutions = course::solutionsFromName(parser.value(QStringLiteral("solutions")));
        if (!solutions) {
            printError(LabCli::tr("--solutions: '%1' is not always, after-hand-in or never").arg(parser.value(QStringLiteral("solutions"))));
            return BadArguments;
        }
        request.rules.solutions = *solutions;
    }
    request.handInFolder = parser.value(QStringLiteral("hand-in"));
    if (parser.isSet(QStringLiteral("roster"))) {
        const course::Roster roster = course::readRoster(parser.value(QStringLiteral("roster")));
        // Rows with problems are left out, and the teacher hears which and why.
        for (const course::RosterProblem &problem : roster.problems)
            printError(problem.line > 0 ? LabCli::tr("--roster, line %1: %2").arg(problem.line).arg(problem.message)
                                        : LabCli::tr("--roster: %1").arg(problem.message));
        if (roster.students.isEmpty()) {
            printError(LabCli::tr("lab new: the roster has no student that can be used"));
            return BadArguments;
        }
        request.roster = roster.students;
    }
    if (parser.isSet(QStringLiteral("setup"))) {
        QStringList problems;
        request.setup = course::readSetup(parser.value(QStringLiteral("setup")), &problems);
        for (const QString &problem : std::as_const(problems))
            printError(LabCli::tr("--setup: %1").arg(problem));
        if (!request.setup)
            return BadArguments;
    }
    request.targetsUseSetup = parser.isSet(QStringLiteral("targets-use-setup"));
    request.answerKeysOnlyWhereAllowed = parser.isSet(QStringLiteral("keys-where-allowed"));

    course::Course c = course::LessonLoader::loadCourse(
        parser.isSet(QStringLiteral("course")) ? parser.value(QStringLiteral("course")) : course::builtInLessonsRoot());
    if (parser.isSet(QStringLiteral("lessons-folder"))) {
        const QString folder = parser.value(QStringLiteral("lessons-folder"));
        const course::CourseFolder loaded = course::loadCourseFolder(c, folder);
        if (!loaded.found) {
            printError(LabCli::tr("--lessons-folder: '%1' is not a folder").arg(folder));
            return BadArguments;
        }
        for (const course::Problem &problem : loaded.problems)
            printError(problem.toString());
        c = loaded.course;
        // Relative to the session file: students reach it through the same shared folder.
        const QDir sessionDir = QFileInfo(parser.value(QStringLiteral("out"))).absoluteDir();
        request.lessonsFolder = QDir::fromNativeSeparators(sessionDir.relativeFilePath(QFileInfo(folder).absoluteFilePath()));
    }
    QStringList problems;
    const std::optional<course::LabSession> session = course::makeLabSession(c, request, &problems);
    if (!session) {
        for (const QString &problem : std::as_const(problems))
            printError(LabCli::tr("lab new: %1").arg(problem));
        return BadArguments;
    }
    QString error;
    if (!course::writeLabSession(parser.value(QStringLiteral("out")), *session, &error)) {
        printError(LabCli::tr("lab new: cannot write %1: %2").arg(parser.value(QStringLiteral("out")), error));
        return Failure;
    }
    printOut(sessionText(*session, c));
    printOut(LabCli::tr("\nWritten to %1\n").arg(QDir::toNativeSeparators(parser.value(QStringLiteral("out")))));
    if (const QString folder = course::handInFolderOf(*session, parser.value(QStringLiteral("out")));
        !folder.isEmpty() && !course::markHandInFolder(folder, &error))
        printError(LabCli::tr("lab new: students' computers hand in to %1 only once it holds the session file or a "
                              "file named %2 (%3).")
                       .arg(QDir::toNativeSeparators(folder), QLatin1String(course::kHandInFolderMarker), error));
    return Success;
}

int runShow(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(LabCli::tr("Print a lab session file."));
    parser.addPositionalArgument(QStringLiteral("lab"), LabCli::tr("The command."));
    parser.addPositionalArgument(QStringLiteral("show"), LabCli::tr("The subcommand."));
    parser.addPositionalArgument(QStringLiteral("FILE"), LabCli::tr("The session file."));
    const QCommandLineOption json(QStringLiteral("json"), LabCli::tr("Print one JSON object."));
    const QCommandLineOption courseDir(QStringLiteral("course"), LabCli::tr("Read the course from this folder."), LabCli::tr("DIR"));
    parser.addOptions({json, courseDir});
    if (const auto status = parseCommand(parser, arguments, QStringLiteral("lab show")))
        return *status;
    if (parser.positionalArguments().size() != 3) {
        printError(LabCli::tr("lab show: give exactly one session FILE"));
        return BadArguments;
    }
    const std::optional<SessionInput> input =
        readSessionInput(QStringLiteral("lab show"), parser.positionalArguments().at(2), parser.value(courseDir));
    if (!input)
        return BadArguments;
    if (parser.isSet(json))
        printOut(QString::fromUtf8(QJsonDocument(input->session.toJson()).toJson(QJsonDocument::Indented)));
    else
        printOut(sessionText(input->session, course::localizedCourse(input->course, contentLanguage())));
    return Success;
}

int runRehearse(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(LabCli::tr("Write the hand-ins of a made-up class, to try the gradebook before the lesson."));
    parser.addPositionalArgument(QStringLiteral("lab"), LabCli::tr("The command."));
    parser.addPositionalArgument(QStringLiteral("rehearse"), LabCli::tr("The subcommand."));
    parser.addPositionalArgument(QStringLiteral("SESSION"), LabCli::tr("The session file (.attnlab)."));
    parser.addOptions({
        {QStringLiteral("students"),
         LabCli::tr("How many students (1 to %1; default: the roster's, or %2 without one).").arg(course::kMaxRehearsedStudents).arg(25),
         LabCli::tr("N")},
        {QStringLiteral("out"), LabCli::tr("The folder to write the hand-ins to."), LabCli::tr("DIR")},
        {QStringLiteral("seed"), LabCli::tr("The same seed makes the same class (default: random)."), LabCli::tr("S")},
        {QStringLiteral("course"), LabCli::tr("Read the course from this folder."), LabCli::tr("DIR")},
    });
    if (const auto status = parseCommand(parser, arguments, QStringLiteral("lab rehearse")))
        return *status;
    // A rehearsed class's perfect students hand in every roster student's correct answers.
    if (answerKeysRefused(QStringLiteral("lab rehearse")))
        return BadArguments;
    if (parser.positionalArguments().size() != 3) {
        printError(LabCli::tr("lab rehearse: give exactly one session file"));
        return BadArguments;
    }
    if (!parser.isSet(QStringLiteral("out"))) {
        printError(LabCli::tr("lab rehearse: --out DIR is required"));
        return BadArguments;
    }
    course::RehearsalRequest request;
    std::optional<int> students;
    if (!wholeNumber(parser, QStringLiteral("students"), 1, course::kMaxRehearsedStudents, &students))
        return BadArguments;
    request.students = students.value_or(0);
    if (parser.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        request.seed = parser.value(QStringLiteral("seed")).trimmed().toULongLong(&ok);
        if (!ok) {
            printError(LabCli::tr("--seed: '%1' is not a whole number ≥ 0").arg(parser.value(QStringLiteral("seed"))));
            return BadArguments;
        }
    } else {
        request.seed = QRandomGenerator::global()->generate64();
    }
    const std::optional<SessionInput> input = readSessionInput(QStringLiteral("lab rehearse"), parser.positionalArguments().at(2),
                                                               parser.value(QStringLiteral("course")));
    if (!input)
        return BadArguments;
    const course::LabSession &session = input->session;
    const course::Course &c = input->course;
    if (answerKeysRefused(QStringLiteral("lab rehearse"), session))
        return BadArguments;

    QList<course::RehearsedStudent> rehearsed = course::rehearseClass(session, c, request);
    QString error;
    if (!course::writeRehearsal(parser.value(QStringLiteral("out")), &rehearsed, &error)) {
        printError(LabCli::tr("lab rehearse: cannot write the hand-ins: %1").arg(error));
        return Failure;
    }
    QString out = LabCli::tr("Rehearsal of %1 (seed %2): %n hand-in(s)\n\n", nullptr, int(rehearsed.size()))
                      .arg(session.title)
                      .arg(request.seed);
    for (const course::RehearsedStudent &s : std::as_const(rehearsed)) {
        QString kind = course::rehearsedKindText(s.kind);
        if (!s.stuckOn.isEmpty())
            kind = LabCli::tr("%1 on %2").arg(kind, s.stuckOn);
        out += QStringLiteral("  %1  %2  (%3)\n").arg(s.handIn.learnerId, s.handIn.learnerName, kind);
    }
    out += LabCli::tr("\nWritten to %1\n").arg(QDir::toNativeSeparators(parser.value(QStringLiteral("out"))));
    if (!rehearsed.isEmpty())
        out += LabCli::tr("Their feedback (grade --feedback) opens with the made-up class's feedback code %1.\n")
                   .arg(rehearsed.constFirst().feedbackCode);
    printOut(out);
    return Success;
}

} // namespace

int runLab(const QStringList &arguments)
{
    const QString sub = arguments.value(2);
    if (sub == QLatin1String("new"))
        return runNew(arguments);
    if (sub == QLatin1String("show"))
        return runShow(arguments);
    if (sub == QLatin1String("rehearse"))
        return runRehearse(arguments);
    if (sub == QLatin1String("--help") || sub == QLatin1String("-h") || sub.isEmpty()) {
        printOut(LabCli::tr("Usage: attention-lab lab new --title T --exercises ID,… | --lessons ID,… --out FILE.attnlab [options]\n"
                            "       attention-lab lab show FILE [--json]\n"
                            "       attention-lab lab rehearse SESSION --out DIR [--students N] [--seed S]\n"
                            "Run 'attention-lab lab new --help' for the options.\n"));
        return sub.isEmpty() ? BadArguments : Success;
    }
    printError(LabCli::tr("lab: unknown subcommand '%1'; new, show or rehearse").arg(sub));
    return BadArguments;
}

} // namespace cli
