#include "worksheetcommand.h"

#include "answergrid.h"
#include "cli.h"
#include "courseoptions.h"
#include "exercisetranslation.h"
#include "labsession.h"
#include "lessonloader.h"
#include "openedsession.h"
#include "roster.h"
#include "variantcode.h"
#include "worksheetpdf.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>

namespace cli {

namespace {

class WorksheetCli
{
    Q_DECLARE_TR_FUNCTIONS(WorksheetCli)
};

} // namespace

int runWorksheet(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        WorksheetCli::tr("Print a lab session's worksheets to PDF: one per student with their own numbers, "
                         "an answer key with every answer and worked solution, and an answer grid of the "
                         "class's answers on one table."));
    parser.addPositionalArgument(QStringLiteral("worksheet"), WorksheetCli::tr("The command."));
    parser.addPositionalArgument(QStringLiteral("SESSION"), WorksheetCli::tr("The lab session file (.attnlab)."));
    const QCommandLineOption roster(QStringLiteral("roster"),
                                    WorksheetCli::tr("The class list (CSV) to print for, instead of the session's own."),
                                    WorksheetCli::tr("FILE.csv"));
    const QCommandLineOption pdf(QStringLiteral("pdf"), WorksheetCli::tr("Write the worksheets to this PDF file."),
                                 WorksheetCli::tr("OUT.pdf"));
    const QCommandLineOption answerKey(QStringLiteral("answer-key"), WorksheetCli::tr("Write the answer key to this PDF file."),
                                       WorksheetCli::tr("KEY.pdf"));
    const QCommandLineOption answerGrid(QStringLiteral("answer-grid"),
                                        WorksheetCli::tr("Write the answer grid to this PDF file: every student of the roster "
                                                         "by every exercise, each cell their own answer."),
                                        WorksheetCli::tr("GRID.pdf"));
    const QCommandLineOption pageSize(QStringLiteral("page-size"), WorksheetCli::tr("A4 (default) or Letter."),
                                      WorksheetCli::tr("SIZE"), QStringLiteral("A4"));
    const QCommandLineOption copies(QStringLiteral("copies"),
                                    WorksheetCli::tr("Without a roster: N numbered copies (copy-01, copy-02, …), 1 to %1.")
                                        .arg(course::kMaxWorksheetCopies),
                                    WorksheetCli::tr("N"));
    parser.addOptions({roster, pdf, answerKey, answerGrid, pageSize, copies});
    const CourseOptions courseOptions = addCourseOptions(parser);
    if (const auto status = parseCommand(parser, arguments, QStringLiteral("worksheet")))
        return *status;
    if (parser.positionalArguments().size() != 2) {
        printError(WorksheetCli::tr("worksheet: give exactly one SESSION file"));
        return BadArguments;
    }
    const bool withSheets = parser.isSet(pdf) && !parser.value(pdf).isEmpty();
    const bool withGrid = parser.isSet(answerGrid) && !parser.value(answerGrid).isEmpty();
    if (!withSheets && !withGrid) {
        printError(WorksheetCli::tr("worksheet: --pdf OUT.pdf is required (or --answer-grid GRID.pdf alone)"));
        return BadArguments;
    }
    if (parser.isSet(answerKey) && !withSheets) {
        printError(WorksheetCli::tr("worksheet: --answer-key goes with --pdf OUT.pdf"));
        return BadArguments;
    }
    if (parser.isSet(answerKey) && answerKeysRefused(QStringLiteral("worksheet --answer-key")))
        return BadArguments;
    if (parser.isSet(answerGrid) && answerKeysRefused(QStringLiteral("worksheet --answer-grid")))
        return BadArguments;
    const auto sameFile = [&parser](const QCommandLineOption &a, const QCommandLineOption &b) {
        return parser.isSet(a) && parser.isSet(b)
               && QFileInfo(parser.value(a)).absoluteFilePath() == QFileInfo(parser.value(b)).absoluteFilePath();
    };
    if (sameFile(answerKey, pdf)) {
        printError(WorksheetCli::tr("worksheet: the worksheets and the answer key cannot be the same file"));
        return BadArguments;
    }
    if (sameFile(answerGrid, pdf) || sameFile(answerGrid, answerKey)) {
        printError(WorksheetCli::tr("worksheet: the answer grid cannot be the same file as the worksheets or the answer key"));
        return BadArguments;
    }
    if (withGrid && parser.isSet(copies)) {
        printError(WorksheetCli::tr("worksheet: the answer grid is for a roster's students, not numbered copies: "
                                    "give --answer-grid without --copies"));
        return BadArguments;
    }
    const QStringList inputs{parser.positionalArguments().at(1), parser.value(roster)};
    if (replacesInput(QStringLiteral("worksheet --pdf"), parser.value(pdf), inputs)
        || replacesInput(QStringLiteral("worksheet --answer-key"), parser.value(answerKey), inputs)
        || replacesInput(QStringLiteral("worksheet --answer-grid"), parser.value(answerGrid), inputs))
        return BadArguments;
    const std::optional<QPageSize> size = course::worksheetPageSize(parser.value(pageSize));
    if (!size) {
        printError(WorksheetCli::tr("--page-size: '%1' is not A4 or Letter").arg(parser.value(pageSize)));
        return BadArguments;
    }
    int copyCount = 0;
    if (parser.isSet(copies)) {
        bool ok = false;
        copyCount = parser.value(copies).trimmed().toInt(&ok);
        if (!ok || copyCount < 1 || copyCount > course::kMaxWorksheetCopies) {
            printError(WorksheetCli::tr("--copies: '%1' is not a whole number from 1 to %2")
                           .arg(parser.value(copies))
                           .arg(course::kMaxWorksheetCopies));
            return BadArguments;
        }
        if (parser.isSet(roster)) {
            printError(WorksheetCli::tr("worksheet: give --roster or --copies, not both"));
            return BadArguments;
        }
    }

    // Everything is read and checked before the first page is painted.
    const QString sessionFile = parser.positionalArguments().at(1);
    // The command's --lessons, else the built-in course with the session's own lessons folder.
    std::optional<course::Course> given;
    if (parser.isSet(courseOptions.lessons) || parser.isSet(courseOptions.lessonsOnly)) {
        given = courseFromOptions(parser, courseOptions, QStringLiteral("worksheet"));
        if (!given)
            return BadArguments;
    }
    const course::OpenedSession opened = course::openLabSession(sessionFile, given);
    if (!opened.ok()) {
        printError(WorksheetCli::tr("worksheet: %1: %2").arg(sessionFile, opened.problems.join(QStringLiteral("; "))));
        return BadArguments;
    }
    const std::optional<course::LabSession> &session = opened.session;
    if (parser.isSet(answerKey) && answerKeysRefused(QStringLiteral("worksheet --answer-key"), *session))
        return BadArguments;
    if (parser.isSet(answerGrid) && answerKeysRefused(QStringLiteral("worksheet --answer-grid"), *session))
        return BadArguments;
    QStringList problems;
    // Who gets one: the class list, else numbered copies, else the session's roster.
    const QString rosterFile = parser.isSet(roster) ? parser.value(roster) : QString();
    const course::WorksheetClass who = withGrid ? course::answerGridStudents(*session, rosterFile)
                                                : course::worksheetStudents(*session, rosterFile, copyCount);
    for (const course::RosterProblem &problem : who.leftOut)
        printError(WorksheetCli::tr("--roster, line %1: %2 (left out)").arg(problem.line).arg(problem.message));
    if (who.students.isEmpty()) {
        if (withGrid && who.needsRosterOrCopies)
            printError(WorksheetCli::tr("worksheet --answer-grid: %1 (--roster FILE.csv)").arg(who.problem));
        else
            printError(who.needsRosterOrCopies
                           ? WorksheetCli::tr("worksheet: %1: give --roster FILE.csv or --copies N").arg(who.problem)
                           : WorksheetCli::tr("--roster: %1").arg(who.problem));
        return BadArguments;
    }
    const QList<course::LabStudent> &students = who.students;

    for (const QString &message : opened.folderMessages)
        printError(WorksheetCli::tr("warning: %1").arg(message));
    for (const QString &difference : opened.differences)
        printError(WorksheetCli::tr("warning: this course is not the one the session was made for: %1").arg(difference));
    const course::Course &loaded = opened.course;
    // The exercises in the words of --lang; the numbers are the same in every language.
    const course::Course course = course::localizedCourse(loaded, contentLanguage());
    if (!course::makeWorksheets(*session, course, students, &problems)) {
        printError(WorksheetCli::tr("worksheet: %1").arg(problems.join(QStringLiteral("; "))));
        return BadArguments;
    }
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        printError(WorksheetCli::tr("worksheet: printing needs a graphical application object"));
        return Failure;
    }

    QString error;
    if (withSheets) {
        course::WorksheetPrintResult result;
        if (!course::writeWorksheets(*session, course, students, parser.value(pdf), parser.value(answerKey), *size, {},
                                     &error, &result)) {
            printError(WorksheetCli::tr("worksheet: %1").arg(error));
            return Failure;
        }
        printOut(WorksheetCli::tr("Wrote %n worksheet(s), %1 pages, to %2\n", nullptr, result.worksheets)
                     .arg(result.pages)
                     .arg(QDir::toNativeSeparators(parser.value(pdf))));
        if (parser.isSet(answerKey))
            printOut(WorksheetCli::tr("Wrote the answer key, %1 pages, to %2\n")
                         .arg(result.answerKeyPages)
                         .arg(QDir::toNativeSeparators(parser.value(answerKey))));
    }
    if (withGrid) {
        const std::optional<course::AnswerGrid> grid = course::makeAnswerGrid(*session, course, students, &problems);
        int pages = 0;
        if (!grid || !course::writeAnswerGrid(*grid, parser.value(answerGrid), *size, &error, &pages)) {
            printError(WorksheetCli::tr("worksheet: %1").arg(grid ? error : problems.join(QStringLiteral("; "))));
            return Failure;
        }
        printOut(WorksheetCli::tr("Wrote the answer grid of %n student(s), %1 pages, to %2\n", nullptr, int(students.size()))
                     .arg(pages)
                     .arg(QDir::toNativeSeparators(parser.value(answerGrid))));
    }
    return Success;
}

} // namespace cli
