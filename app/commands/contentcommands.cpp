#include "contentcommands.h"

#include "cli.h"
#include "courseoptions.h"
#include "exerciseloader.h"
#include "lessonloader.h"
#include "outline.h"
#include "variantcensus.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace cli {

namespace {

/// Translation context of these free functions (lupdate reads the macro).
class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

/// How many learners' variants `validate` draws for each exercise.
constexpr int kCensusLearners = 4000;

/// An exercise and the exercises.json it comes from.
struct ExerciseAt {
    QString file;
    course::Exercise exercise;
};

/// The exercises that `path` (a course folder, a lesson folder or one of their files) holds;
/// what does not load is already among LessonLoader::validate's problems.
QList<ExerciseAt> exercisesAt(const QString &path)
{
    const QFileInfo info(path);
    const QString folder = info.isDir() ? path : info.absolutePath();
    const QDir dir(folder);
    QList<ExerciseAt> out;
    const auto addLesson = [&out](const course::Lesson &lesson) {
        for (const course::Exercise &e : lesson.exercises)
            out << ExerciseAt{QDir(lesson.path).filePath(QStringLiteral("exercises.json")), e};
    };
    const bool wholeCourse = info.isDir() ? dir.exists(QStringLiteral("course.json"))
                                          : info.fileName() == QLatin1String("course.json");
    if (wholeCourse) {
        for (const course::Lesson &lesson : course::LessonLoader::loadCourse(folder).lessons)
            addLesson(lesson);
    } else if (info.isDir() ? dir.exists(QStringLiteral("lesson.json")) : info.fileName() == QLatin1String("lesson.json")) {
        addLesson(course::LessonLoader::loadLesson(folder));
    } else if (!info.isDir() && info.fileName() == QLatin1String("exercises.json")) {
        QList<course::Problem> ignored;
        for (const course::Exercise &e : course::loadExercises(path, dir.dirName(), &ignored))
            out << ExerciseAt{path, e};
    }
    return out;
}

/// One line of `validate --verbose`: how many different variants and answers an exercise has.
/// A count above a tenth of the learners may have missed rarer variants: "at least".
QString censusLine(const course::Exercise &exercise, const course::VariantCensus &census, qsizetype idWidth)
{
    QString line = QStringLiteral("  %1  ").arg(exercise.id.leftJustified(idWidth));
    if (census.learners == 1)
        return line + Cli::tr("variants: 1 (the same for everyone)\n");
    const auto count = [&census](int n) {
        return n > census.learners / 10 ? Cli::tr("at least %1").arg(n) : QString::number(n);
    };
    line += Cli::tr("variants: %1, different answers: %2").arg(count(census.variants), count(census.answers));
    if (census.variants < course::kEnoughVariants)
        line += Cli::tr("  (fewer than %1)").arg(course::kEnoughVariants);
    return line + QLatin1Char('\n');
}

} // namespace

int runValidate(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Check lesson content: a course folder, a lesson folder, or one file (course.json, "
                "lesson.json, a glossary or a page). Prints one line per problem as "
                "FILE:PLACE: MESSAGE; exits 0 when clean and 1 when not. A choice exercise whose variants "
                "can make its correct options ambiguous is a problem. Translations (<locale>/ folders) are "
                "checked against English: a page, exercise or text missing is a warning (English is shown, "
                "exit 0); placeholders that differ, unknown ids or fields and a different number of hints "
                "are problems."));
    parser.addPositionalArgument(QStringLiteral("validate"), Cli::tr("The command."));
    parser.addPositionalArgument(QStringLiteral("PATH"), Cli::tr("What to check."));
    const QCommandLineOption verbose(QStringLiteral("verbose"),
                                     Cli::tr("Also print each exercise's number of different variants (as the "
                                             "learner sees them: the filled prompt, options and answer, not the "
                                             "order of options) and of different answers, among %1 learners.")
                                         .arg(kCensusLearners));
    parser.addOption(verbose);
    if (const auto status = parseCommand(parser, arguments, QStringLiteral("validate")))
        return *status;
    if (parser.positionalArguments().size() != 2) {
        printError(Cli::tr("validate: give exactly one PATH to check"));
        return BadArguments;
    }
    const QString path = parser.positionalArguments().at(1);
    QList<course::Problem> problems = course::LessonLoader::validate(path);
    const QList<ExerciseAt> exercises = exercisesAt(path);
    qsizetype idWidth = 0;
    for (const ExerciseAt &at : exercises)
        idWidth = std::max(idWidth, at.exercise.id.size());
    QString counts;
    for (const ExerciseAt &at : exercises) {
        const course::VariantCensus census = course::takeVariantCensus(at.exercise, kCensusLearners, parser.isSet(verbose));
        for (const QString &ambiguity : census.ambiguities)
            problems.append({at.file, at.exercise.id, ambiguity});
        if (parser.isSet(verbose))
            counts += censusLine(at.exercise, census, idWidth);
    }
    for (const course::Problem &problem : problems)
        printOut(problem.toString() + QLatin1Char('\n'));
    if (parser.isSet(verbose) && !exercises.isEmpty())
        printOut(Cli::tr("Variants of each exercise among %1 learners:\n").arg(kCensusLearners) + counts);
    // Missing translated text is shown in English: a warning, not a failure.
    const bool failed = std::any_of(problems.cbegin(), problems.cend(),
                                    [](const course::Problem &p) { return !p.isWarning(); });
    return failed ? Failure : Success;
}

int runList(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("List the lessons of the course in order."));
    parser.addPositionalArgument(QStringLiteral("list"), Cli::tr("The command."));
    const QCommandLineOption json(QStringLiteral("json"), Cli::tr("Print a JSON array."));
    parser.addOption(json);
    const CourseOptions courseOptions = addCourseOptions(parser);
    if (const auto status = parseCommand(parser, arguments, QStringLiteral("list")))
        return *status;
    if (parser.positionalArguments().size() > 1) {
        printError(Cli::tr("list: unexpected argument '%1'").arg(parser.positionalArguments().at(1)));
        return BadArguments;
    }
    const std::optional<course::Course> loaded = courseFromOptions(parser, courseOptions, QStringLiteral("list"));
    if (!loaded)
        return BadArguments;
    const course::Course &c = *loaded;
    if (c.lessons.isEmpty() && !c.problems.isEmpty()) {
        for (const course::Problem &problem : c.problems)
            printError(problem.toString());
        return Failure;
    }
    // The pages as the window shows them: the exercises page included; titles in --lang.
    const course::Outline outline(c, contentLanguage());
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
                          {QStringLiteral("title"), outline.lesson(i).title},
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
                           .arg(l.id, outline.lesson(i).title)
                           .arg(outline.pageCount(i))
                           .arg(l.exercises.size());
        if (!l.isValid())
            line += Cli::tr("  [problems: %1; run 'attention-lab validate']").arg(l.problems.size());
        printOut(line + QLatin1Char('\n'));
    }
    return Success;
}

} // namespace cli
