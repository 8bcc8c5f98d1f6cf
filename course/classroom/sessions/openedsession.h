#pragma once

#include "labsession.h"
#include "lesson.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace course {

/// A lab session file opened with the course its exercises are graded, printed and answered
/// in: one rule for the window and the command line.
struct OpenedSession {
    std::optional<LabSession> session;
    Course course;
    /// Why the file is no session (empty when it is one).
    QStringList problems;
    /// What went wrong with the session's own lessons folder (the session opens with what could
    /// be loaded).
    QStringList folderMessages;
    /// Every way the course differs from the content the session was made for.
    QStringList differences;

    bool ok() const { return session.has_value(); }
};

/// Reads the session `file` and picks its course: `given` when there is one (a teacher's course
/// of the window, a command's --lessons), else the built-in lessons with the session's own
/// lessons folder beside them (sessionCourse()); then compares the course with the content the
/// session was made for (contentDifferences()).
OpenedSession openLabSession(const QString &file, const std::optional<Course> &given = std::nullopt);

} // namespace course
