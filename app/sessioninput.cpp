#include "sessioninput.h"

#include "cli.h"
#include "lessonloader.h"

#include <QCoreApplication>

namespace cli {

namespace {

class SessionInputText
{
    Q_DECLARE_TR_FUNCTIONS(SessionInputText)
};

} // namespace

std::optional<SessionInput> readSessionInput(const QString &where, const QString &file, const QString &courseDir,
                                             const std::optional<course::Course> &course)
{
    QStringList problems;
    std::optional<course::LabSession> session = course::readLabSession(file, &problems);
    if (!session) {
        for (const QString &problem : std::as_const(problems))
            printError(SessionInputText::tr("%1: %2").arg(where, problem));
        return std::nullopt;
    }
    SessionInput input{std::move(*session), {}};
    if (course) {
        input.course = *course;
    } else if (!courseDir.isEmpty()) {
        input.course = course::LessonLoader::loadCourse(courseDir);
    } else {
        QStringList messages;
        input.course = course::sessionCourse(input.session, course::LessonLoader::loadCourse(course::builtInLessonsRoot()),
                                             &messages);
        for (const QString &message : std::as_const(messages))
            printError(SessionInputText::tr("warning: %1").arg(message));
    }
    for (const QString &difference : course::contentDifferences(input.session, input.course))
        printError(SessionInputText::tr("warning: this course is not the one the session was made for: %1").arg(difference));
    return input;
}

} // namespace cli
