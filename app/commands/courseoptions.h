#pragma once

#include "lesson.h"

#include <QCommandLineOption>
#include <QString>

#include <optional>

class QCommandLineParser;

namespace cli {

/// --lessons DIR and --lessons-only: a teacher's course folder beside the built-in course, or
/// instead of it, as every command that reads the course (and the window) takes them.
struct CourseOptions {
    QCommandLineOption lessons;
    QCommandLineOption lessonsOnly;
};

/// Adds both options to `parser`.
CourseOptions addCourseOptions(QCommandLineParser &parser);

/// The course the options ask for: the built-in one, with the teacher's folder's good lessons
/// beside it or instead of it. Every problem of the folder is printed on stderr (one line each,
/// as `validate` prints them) and the rest is used. Nothing (after one line on stderr) when
/// the folder does not exist or --lessons-only comes without --lessons; the command then exits
/// with BadArguments.
std::optional<course::Course> courseFromOptions(const QCommandLineParser &parser, const CourseOptions &options,
                                                const QString &command);

} // namespace cli
