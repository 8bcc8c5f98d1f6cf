#include "courseoptions.h"

#include "cli.h"
#include "coursefolder.h"
#include "lessonloader.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>

namespace cli {

namespace {

class CourseOptionsText
{
    Q_DECLARE_TR_FUNCTIONS(CourseOptionsText)
};

} // namespace

CourseOptions addCourseOptions(QCommandLineParser &parser)
{
    CourseOptions options{
        QCommandLineOption(QStringLiteral("lessons"),
                           CourseOptionsText::tr("Add the lessons of this teacher's course folder beside the built-in "
                                                 "ones (lessons/FORMAT.md)."),
                           CourseOptionsText::tr("DIR")),
        QCommandLineOption(QStringLiteral("lessons-only"),
                           CourseOptionsText::tr("With --lessons: use that folder's lessons instead of the built-in "
                                                 "ones.")),
    };
    parser.addOption(options.lessons);
    parser.addOption(options.lessonsOnly);
    return options;
}

std::optional<course::Course> courseFromOptions(const QCommandLineParser &parser, const CourseOptions &options,
                                                const QString &command)
{
    const course::Course builtIn = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    if (!parser.isSet(options.lessons)) {
        if (parser.isSet(options.lessonsOnly)) {
            printError(CourseOptionsText::tr("%1: --lessons-only needs --lessons DIR").arg(command));
            return std::nullopt;
        }
        return builtIn;
    }
    const QString folder = parser.value(options.lessons);
    const course::CourseFolder loaded = course::loadCourseFolder(
        builtIn, folder,
        parser.isSet(options.lessonsOnly) ? course::CourseFolderUse::InsteadOfBuiltIn
                                          : course::CourseFolderUse::BesideBuiltIn);
    if (!loaded.found) {
        printError(CourseOptionsText::tr("%1: --lessons: %2 is not a folder").arg(command, QDir::toNativeSeparators(folder)));
        return std::nullopt;
    }
    for (const course::Problem &problem : loaded.problems)
        printError(problem.toString());
    return loaded.course;
}

} // namespace cli
