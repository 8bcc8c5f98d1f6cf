#include "sessioninput.h"

#include "cli.h"
#include "lessonloader.h"
#include "openedsession.h"

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
    std::optional<course::Course> given = course;
    if (!given && !courseDir.isEmpty())
        given = course::LessonLoader::loadCourse(courseDir);
    course::OpenedSession opened = course::openLabSession(file, given);
    if (!opened.ok()) {
        for (const QString &problem : std::as_const(opened.problems))
            printError(SessionInputText::tr("%1: %2").arg(where, problem));
        return std::nullopt;
    }
    for (const QString &message : std::as_const(opened.folderMessages))
        printError(SessionInputText::tr("warning: %1").arg(message));
    for (const QString &difference : std::as_const(opened.differences))
        printError(SessionInputText::tr("warning: this course is not the one the session was made for: %1").arg(difference));
    return SessionInput{std::move(*opened.session), std::move(opened.course)};
}

} // namespace cli
