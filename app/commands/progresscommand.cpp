#include "progresscommand.h"

#include "cli.h"
#include "courseoptions.h"
#include "courseprogress.h"
#include "exerciseprogress.h"
#include "learnerprofiles.h"
#include "lessonloader.h"
#include "progressreport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QLocale>
#include <QTextStream>

namespace cli {

namespace {

class ProgressText
{
    Q_DECLARE_TR_FUNCTIONS(ProgressText)
};

QString formatText(const course::ProgressReport &report)
{
    const QLocale locale;
    QString out;
    QTextStream s(&out);
    s << ProgressText::tr("Learner: %1 (id %2)").arg(report.learnerName, report.learnerId) << '\n';
    int number = 0;
    for (const course::LessonReport &lesson : report.lessons) {
        double score = 0.0;
        int solved = 0;
        for (const course::ExerciseReport &e : lesson.exercises) {
            score += e.score;
            solved += e.solved ? 1 : 0;
        }
        s << '\n'
          << ProgressText::tr("%1. %2: pages read %3 of %4; exercises solved %5 of %6, score %7 of %8")
                 .arg(QString::number(++number), lesson.title, QString::number(lesson.pagesRead),
                      QString::number(lesson.pages), QString::number(solved),
                      QString::number(lesson.exercises.size()), locale.toString(score, 'f', 2),
                      QString::number(lesson.exercises.size()))
          << '\n';
        for (const course::ExerciseReport &e : lesson.exercises) {
            const QString status = e.solved ? ProgressText::tr("solved")
                                   : e.finished ? ProgressText::tr("finished")
                                   : e.attempts > 0 || e.hintsShown > 0 ? ProgressText::tr("in progress")
                                                                       : ProgressText::tr("not started");
            s << "   " << ProgressText::tr("%1  %2 of %3  (%n attempt(s), %4)", nullptr, e.attempts)
                                 .arg(e.id, locale.toString(e.score, 'f', 2), locale.toString(e.max, 'f', 0), status)
              << '\n';
        }
    }
    return out;
}

} // namespace

int runProgress(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(ProgressText::tr(
        "Print a learner's progress from the saved files: pages read and, per exercise, the score "
        "recomputed from the attempt log."));
    parser.addPositionalArgument(QStringLiteral("progress"), ProgressText::tr("The command."));
    const QCommandLineOption learner(QStringLiteral("learner"),
                                     ProgressText::tr("The learner's id or name (default: the learner who used the course last)."),
                                     ProgressText::tr("ID"));
    const QCommandLineOption json(QStringLiteral("json"), ProgressText::tr("Print one JSON object."));
    parser.addOptions({learner, json});
    const CourseOptions courseOptions = addCourseOptions(parser);
    parser.addHelpOption();
    if (!parser.parse(arguments)) {
        printError(QStringLiteral("progress: ") + parser.errorText());
        return BadArguments;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText());
        return Success;
    }
    if (parser.positionalArguments().size() > 1) {
        printError(ProgressText::tr("progress: unexpected argument '%1'").arg(parser.positionalArguments().at(1)));
        return BadArguments;
    }

    // Only looking: a file that cannot be read is reported and left as it is, for the
    // learner's own next start to deal with.
    course::LearnerProfiles profiles;
    profiles.setReadOnly(true);
    QStringList warnings;
    if (const course::LearnerProfiles::LoadResult read = profiles.load(); !read.message.isEmpty())
        warnings << read.message;
    std::optional<course::LearnerProfile> who = parser.isSet(learner)
                                                    ? course::findLearner(profiles, parser.value(learner))
                                                    : profiles.current();
    if (!who) {
        for (const QString &warning : std::as_const(warnings))
            printError(warning);
        if (parser.isSet(learner)) {
            printError(ProgressText::tr("progress: no learner has the id or name '%1'").arg(parser.value(learner)));
            return BadArguments;
        }
        printError(ProgressText::tr("progress: there are no learners on this computer yet"));
        return Failure;
    }

    const std::optional<course::Course> loaded = courseFromOptions(parser, courseOptions, QStringLiteral("progress"));
    if (!loaded)
        return BadArguments;
    const course::Course &c = *loaded;
    const QString folder = profiles.folder(who->id);
    course::CourseProgress pages(course::CourseProgress::fileIn(folder));
    course::ExerciseProgress exercises(course::ExerciseProgress::fileIn(folder));
    pages.setReadOnly(true);
    exercises.setReadOnly(true);
    if (const course::CourseProgress::LoadResult r = pages.load(); !r.ok)
        warnings << r.message;
    if (const course::ExerciseProgress::LoadResult r =
            exercises.load([&c](const QString &id) { return c.exercise(id); });
        !r.message.isEmpty())
        warnings << r.message;

    course::ProgressReport report = course::progressReport(c, pages, exercises, who->id, who->name);
    report.warnings = warnings;
    for (const QString &warning : std::as_const(warnings))
        printError(warning);
    if (parser.isSet(json))
        printOut(QString::fromUtf8(QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented)));
    else
        printOut(formatText(report));
    // The report stands, but a script is told that it may be missing something.
    return warnings.isEmpty() ? Success : Failure;
}

} // namespace cli
