#include "gradecommand.h"

#include "cli.h"
#include "csvexport.h"
#include "exercisetranslation.h"
#include "feedback.h"
#include "gradebook.h"
#include "labsession.h"
#include "lessonloader.h"
#include "safetext.h"
#include "sessioninput.h"
#include "userfiles.h"
#include "xlsxexport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QLocale>

namespace cli {

namespace {

class GradeCli
{
    Q_DECLARE_TR_FUNCTIONS(GradeCli)
};

QString statusText(const course::GradebookStudent &s)
{
    switch (s.status) {
    case course::GradebookStudent::Status::NotStarted: return GradeCli::tr("not started");
    case course::GradebookStudent::Status::Working: return GradeCli::tr("working");
    case course::GradebookStudent::Status::Stuck: return GradeCli::tr("stuck on %1").arg(s.stuckOn);
    case course::GradebookStudent::Status::HandedIn:
        return s.timedOut ? GradeCli::tr("handed in when the time ran out") : GradeCli::tr("handed in");
    }
    return {};
}

/// How many of the class's diagnoses the text shows per exercise (the JSON has them all).
constexpr int kDiagnosesShown = 3;

QString gradebookText(const course::Gradebook &book)
{
    const QLocale locale;
    QString out = GradeCli::tr("Gradebook: %1\n").arg(course::displaySafe(book.sessionTitle));
    int handedIn = 0;
    for (const course::GradebookStudent &s : book.students) {
        handedIn += s.handedIn ? 1 : 0;
        out += QStringLiteral("\n%1  %2  ").arg(s.id, s.name);
        out += s.handedIn ? GradeCli::tr("%1 of %2").arg(locale.toString(s.total, 'f', 2), locale.toString(s.max, 'f', 0))
                          : GradeCli::tr("missing");
        out += QStringLiteral("  (%1)\n").arg(statusText(s));
        for (const QString &flag : s.flags)
            out += QStringLiteral("   ⚑ %1\n").arg(flag);
    }
    if (handedIn > 0 && !book.exercises.isEmpty()) {
        out += GradeCli::tr("\nWhat to re-teach (%n student(s) with a hand-in):\n", nullptr, handedIn);
        for (const course::GradebookExercise &e : book.exercises) {
            out += GradeCli::tr("   %1: mean %2, solved by %3, ").arg(e.title, locale.toString(e.mean, 'f', 2), QString::number(e.solved))
                   + GradeCli::tr("%n check(s), ", nullptr, e.attempts) + GradeCli::tr("%n hint(s)\n", nullptr, e.hints);
            for (const course::ClassDiagnosis &d : e.diagnoses.mid(0, kDiagnosesShown))
                out += GradeCli::tr("      %1 of %2: %3\n").arg(QString::number(d.students), QString::number(handedIn), d.text);
        }
    }
    if (!book.unreadable.isEmpty()) {
        out += GradeCli::tr("\nFiles that could not be read:\n");
        for (const course::UnreadableHandIn &u : book.unreadable)
            out += QStringLiteral("   %1: %2\n").arg(course::displaySafe(u.file, 400), u.reason);
    }
    return out;
}

} // namespace

int runGrade(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(GradeCli::tr("Regrade a lab session's hand-ins from the raw answers."));
    parser.addPositionalArgument(QStringLiteral("grade"), GradeCli::tr("The command."));
    parser.addPositionalArgument(QStringLiteral("SESSION"), GradeCli::tr("The session file (.attnlab)."));
    parser.addPositionalArgument(QStringLiteral("DIR"), GradeCli::tr("Folders holding the hand-ins (by default the session's hand-in folder)."),
                                 QStringLiteral("[DIR…]"));
    const QCommandLineOption json(QStringLiteral("json"), GradeCli::tr("Print one JSON object."));
    const QCommandLineOption courseDir(QStringLiteral("course"), GradeCli::tr("Read the course from this folder."), GradeCli::tr("DIR"));
    const QCommandLineOption csv(QStringLiteral("csv"), GradeCli::tr("Also write the gradebook as CSV (UTF-8, one row per student)."),
                                 GradeCli::tr("FILE"));
    const QCommandLineOption preset(QStringLiteral("preset"),
                                    GradeCli::tr("The CSV's layout: plain (a spreadsheet), moodle or canvas (their grade imports)."),
                                    GradeCli::tr("NAME"), QStringLiteral("plain"));
    const QCommandLineOption unfinished(QStringLiteral("include-unfinished"),
                                        GradeCli::tr("With --preset moodle or canvas: grade unfinished work too (still working, "
                                                     "stuck); by default only handed-in work gets a grade."));
    const QCommandLineOption outOf(QStringLiteral("out-of"),
                                   GradeCli::tr("With --preset moodle or canvas: the grade out of N points (the grade item's "
                                                "maximum, e.g. 100 or 20; by default one point per exercise)."),
                                   GradeCli::tr("N"));
    const QCommandLineOption canvasAssignment(QStringLiteral("canvas-assignment"),
                                              GradeCli::tr("With --preset canvas: the Canvas assignment's id, so that the "
                                                           "grades go to that assignment (its header reads \"Title (ID)\")."),
                                              GradeCli::tr("ID"));
    const QCommandLineOption items(QStringLiteral("items-csv"),
                                   GradeCli::tr("Also write one row per student and exercise (score, attempts, hints, "
                                                "diagnosis) as CSV, for a spreadsheet's pivot table."),
                                   GradeCli::tr("FILE"));
    const QCommandLineOption xlsx(QStringLiteral("xlsx"),
                                  GradeCli::tr("Also write the gradebook as a spreadsheet (.xlsx): ids and names as text, "
                                               "scores as numbers, and a sheet with one row per student and exercise."),
                                  GradeCli::tr("FILE"));
    const QCommandLineOption feedback(QStringLiteral("feedback"),
                                      GradeCli::tr("Also write one feedback file (.attnfeedback) per student who handed in."),
                                      GradeCli::tr("DIR"));
    const QCommandLineOption comment(QStringLiteral("comment"), GradeCli::tr("The teacher's comment in every feedback file."),
                                     GradeCli::tr("TEXT"));
    parser.addOptions({json, courseDir, csv, preset, unfinished, outOf, canvasAssignment, items, xlsx, feedback, comment});
    if (const auto status = parseCommand(parser, arguments, QStringLiteral("grade")))
        return *status;
    const std::optional<course::CsvPreset> csvPreset = course::csvPresetFromName(parser.value(preset));
    if (!csvPreset) {
        printError(GradeCli::tr("grade: --preset: '%1' is not one of %2")
                       .arg(parser.value(preset), course::csvPresetNames().join(QStringLiteral(", "))));
        return BadArguments;
    }
    if (parser.isSet(comment) && !parser.isSet(feedback)) {
        printError(GradeCli::tr("grade: --comment goes with --feedback DIR"));
        return BadArguments;
    }
    if (parser.value(comment).size() > course::StudentFeedback::kMaxComment) {
        printError(GradeCli::tr("grade: --comment is longer than %1 characters").arg(course::StudentFeedback::kMaxComment));
        return BadArguments;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < 2) {
        printError(GradeCli::tr("grade: give the session file and the folders of hand-ins (by default the session's)"));
        return BadArguments;
    }
    const std::optional<SessionInput> input = readSessionInput(QStringLiteral("grade"), positional.at(1), parser.value(courseDir));
    if (!input)
        return BadArguments;
    const course::LabSession &session = input->session;
    // Without folders, where the class hands in: the session's folder, else the lab's (/etc/xdg),
    // as the gradebook window reads them.
    QStringList folders = positional.mid(2);
    if (folders.isEmpty())
        folders = course::defaultHandInFolders(session);
    if (folders.isEmpty()) {
        printError(GradeCli::tr("grade: the session names no hand-in folder; give the folders of hand-ins"));
        return BadArguments;
    }
    // The exercises' titles and the diagnoses' option texts in the language asked for.
    const course::Course c = course::localizedCourse(input->course, contentLanguage());
    const course::Gradebook book = course::gradeSession(session, c, folders);
    // Everyone at 0.00 for a share that is not mounted would be worse than no grades at all.
    if (book.readFolders.isEmpty()) {
        for (const QString &folder : book.unreachableFolders)
            printError(GradeCli::tr("grade: %1 cannot be read: there is no such folder, or it cannot be reached")
                           .arg(QDir::toNativeSeparators(folder)));
        printError(GradeCli::tr("grade: no folder of hand-ins could be read; nothing was graded or written"));
        return BadArguments;
    }
    if (parser.isSet(preset) && !parser.isSet(csv)) {
        printError(GradeCli::tr("grade: --preset needs --csv FILE"));
        return BadArguments;
    }
    course::CsvOptions csvOptions;
    csvOptions.includeUnfinished = parser.isSet(unfinished);
    if ((parser.isSet(unfinished) || parser.isSet(outOf)) && *csvPreset == course::CsvPreset::Plain) {
        printError(GradeCli::tr("grade: --include-unfinished and --out-of go with --preset moodle or canvas"));
        return BadArguments;
    }
    if (parser.isSet(outOf)) {
        bool ok = false;
        const double points = parser.value(outOf).toDouble(&ok);
        if (!ok || !(points > 0.0) || points > course::kMaxOutOf) {
            printError(GradeCli::tr("grade: --out-of: '%1' is not a number of points from 0 to %2")
                           .arg(parser.value(outOf).left(40)).arg(course::kMaxOutOf));
            return BadArguments;
        }
        csvOptions.outOf = points;
    }
    if (parser.isSet(canvasAssignment)) {
        if (*csvPreset != course::CsvPreset::Canvas || !course::isCanvasAssignmentId(parser.value(canvasAssignment))) {
            printError(GradeCli::tr("grade: --canvas-assignment takes the assignment's number (as in its address in Canvas) "
                                    "and goes with --preset canvas"));
            return BadArguments;
        }
        csvOptions.canvasAssignmentId = parser.value(canvasAssignment);
    }
    course::CsvExport exported;
    if (parser.isSet(csv)) {
        if (replacesInput(QStringLiteral("grade --csv"), parser.value(csv), {positional.at(1)}, folders))
            return BadArguments;
        QString error;
        exported = course::exportGradebook(book, session, c, *csvPreset, csvOptions);
        if (!course::writeWholeFile(parser.value(csv), exported.bytes, &error)) {
            printError(GradeCli::tr("grade: cannot write %1: %2").arg(parser.value(csv), error));
            return Failure;
        }
    }
    if (parser.isSet(items)) {
        const QStringList read = parser.isSet(csv) ? QStringList{positional.at(1), parser.value(csv)} : QStringList{positional.at(1)};
        if (replacesInput(QStringLiteral("grade --items-csv"), parser.value(items), read, folders))
            return BadArguments;
        QString error;
        if (!course::writeWholeFile(parser.value(items), course::itemsCsv(book, session, c), &error)) {
            printError(GradeCli::tr("grade: cannot write %1: %2").arg(parser.value(items), error));
            return Failure;
        }
    }
    if (parser.isSet(xlsx)) {
        if (replacesInput(QStringLiteral("grade --xlsx"), parser.value(xlsx), {positional.at(1)}, folders))
            return BadArguments;
        QString error;
        if (!course::writeGradebookXlsx(parser.value(xlsx), book, session, c, &error)) {
            printError(GradeCli::tr("grade: cannot write %1: %2").arg(parser.value(xlsx), error));
            return Failure;
        }
    }
    if (parser.isSet(json))
        printOut(QString::fromUtf8(QJsonDocument(book.toJson(session, c)).toJson(QJsonDocument::Indented)));
    else
        printOut(gradebookText(book));
    // What the teacher must know to import the file: with --json, standard output holds the JSON.
    if (!exported.mapping.isEmpty()) {
        if (parser.isSet(json))
            printError(exported.mapping);
        else
            printOut(QStringLiteral("\n%1\n").arg(exported.mapping));
    }
    if (!exported.withoutGrade.isEmpty())
        printError(GradeCli::tr("grade: %n student(s) get no grade in %1, their work not being final (--include-unfinished "
                                "grades it): %2",
                                nullptr, int(exported.withoutGrade.size()))
                       .arg(QDir::toNativeSeparators(parser.value(csv)), exported.withoutGrade.join(QStringLiteral("; "))));
    if (parser.isSet(feedback)) {
        QStringList errors;
        const QList<course::WrittenFeedback> written =
            course::writeClassFeedback(book, session, c, parser.value(feedback), {parser.value(comment), {}}, &errors);
        for (const QString &error : std::as_const(errors))
            printError(GradeCli::tr("grade: feedback: %1").arg(error));
        // With --json, standard output holds the one JSON object only.
        const QString where = GradeCli::tr("Feedback for %n student(s) written to %1", nullptr, int(written.size()))
                                  .arg(QDir::toNativeSeparators(parser.value(feedback)));
        if (parser.isSet(json) || written.isEmpty()) {
            printError(where);
        } else {
            printOut(QStringLiteral("\n%1:\n").arg(where));
            for (const course::WrittenFeedback &file : written)
                printOut(QStringLiteral("  %1\n").arg(QDir::toNativeSeparators(file.path)));
        }
        if (!errors.isEmpty())
            return Failure;
    }
    return Success;
}

} // namespace cli
