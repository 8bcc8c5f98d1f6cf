#include "openedsession.h"

#include "lessonloader.h"

namespace course {

OpenedSession openLabSession(const QString &file, const std::optional<Course> &given)
{
    OpenedSession opened;
    opened.session = readLabSession(file, &opened.problems);
    if (!opened.session)
        return opened;
    opened.course = given ? *given
                          : sessionCourse(*opened.session, LessonLoader::loadCourse(builtInLessonsRoot()), &opened.folderMessages);
    opened.differences = contentDifferences(*opened.session, opened.course);
    return opened;
}

} // namespace course
