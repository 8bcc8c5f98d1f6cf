#include "newlessoncommand.h"

#include "cli.h"
#include "lessonloader.h"
#include "lessontemplate.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>

namespace cli {

namespace {

class NewLessonCli
{
    Q_DECLARE_TR_FUNCTIONS(NewLessonCli)
};

} // namespace

int runNewLesson(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        NewLessonCli::tr("Write a new lesson to start from into a teacher's course folder DIR (made when missing, "
                         "with its course.json and an empty glossary): two pages in every language of the course "
                         "(%1) and one exercise of each type (%2). It passes 'attention-lab validate DIR'; open it "
                         "with 'attention-lab --lessons DIR'. The id has 3 to %3 characters: a-z and 0-9 in words "
                         "joined by single dashes, starting with a letter, and is no lesson of the built-in course. "
                         "An existing lesson is never overwritten.")
            .arg(course::contentLanguages().join(QStringLiteral(", ")),
                 course::newLessonExerciseTypes().join(QStringLiteral(", ")))
            .arg(course::kMaxNewLessonIdLength));
    parser.addPositionalArgument(QStringLiteral("new-lesson"), NewLessonCli::tr("The command."));
    parser.addPositionalArgument(QStringLiteral("DIR"), NewLessonCli::tr("The teacher's course folder."));
    const QCommandLineOption id(QStringLiteral("id"), NewLessonCli::tr("The new lesson's id (and folder name)."),
                                NewLessonCli::tr("ID"));
    const QCommandLineOption title(QStringLiteral("title"), NewLessonCli::tr("The new lesson's title."),
                                   NewLessonCli::tr("TITLE"));
    parser.addOptions({id, title});
    if (const auto status = parseCommand(parser, arguments, QStringLiteral("new-lesson")))
        return *status;
    if (parser.positionalArguments().size() != 2) {
        printError(NewLessonCli::tr("new-lesson: give exactly one DIR, the teacher's course folder"));
        return BadArguments;
    }
    if (!parser.isSet(id) || !parser.isSet(title)) {
        printError(NewLessonCli::tr("new-lesson: --id ID and --title TITLE are required"));
        return BadArguments;
    }
    const course::Course builtIn = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    const course::NewLesson made =
        course::writeNewLesson(parser.positionalArguments().at(1), parser.value(id), parser.value(title), builtIn);
    if (!made.ok()) {
        printError(NewLessonCli::tr("new-lesson: %1").arg(made.error));
        return BadArguments;
    }
    for (const QString &file : made.files)
        printOut(QDir::toNativeSeparators(file) + QLatin1Char('\n'));
    return Success;
}

} // namespace cli
