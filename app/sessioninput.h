#pragma once

#include "labsession.h"
#include "lesson.h"

#include <QString>

#include <optional>

namespace cli {

/// A lab session file and the course it is read with, for every command that takes one.
struct SessionInput {
    course::LabSession session;
    course::Course course;
};

/// Reads the session `file` (each problem printed on stderr as "<where>: <problem>") and the
/// course: `course` when given (a command's --lessons), else the one in `courseDir`, else the
/// built-in lessons with the session's own lessons folder beside them (its problems printed on
/// stderr as warnings). Warns on stderr of every way the course differs from the content the
/// session was made for. Nothing when `file` is not a session; the caller then exits with
/// BadArguments.
std::optional<SessionInput> readSessionInput(const QString &where, const QString &file, const QString &courseDir = {},
                                             const std::optional<course::Course> &course = std::nullopt);

} // namespace cli
