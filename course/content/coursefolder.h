#pragma once

#include "lesson.h"
#include "problem.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace course {

/// How a teacher's course folder is used: beside the course built into the application (its
/// lessons after the built-in ones), or instead of it.
enum class CourseFolderUse { BesideBuiltIn, InsteadOfBuiltIn };

/// A teacher's course folder (lessons/FORMAT.md, "A teacher's course folder") loaded into a
/// course: what can be used and every problem, for the teacher to read.
struct CourseFolder {
    /// The folder as given, and its absolute path.
    QString folder;
    CourseFolderUse use = CourseFolderUse::BesideBuiltIn;
    /// The course to show: the base course's lessons (unless used instead of it) and the
    /// folder's lessons that loaded without problems, each with Lesson::source set.
    Course course;
    /// The ids of the folder's lessons in `course`, in the folder's order.
    QStringList lessonIds;
    /// Every problem of the folder: its course.json and glossary, each broken lesson (left
    /// out, the others still used), a lesson, exercise or glossary term whose id the base
    /// course already has (left out, never replacing the built-in one). Warnings are missing
    /// translations, as `attention-lab validate` prints them.
    QList<Problem> problems;

    /// Whether the folder could be read at all (it exists and is a folder).
    bool found = false;
    /// Problems that are errors, not warnings.
    qsizetype errorCount() const;
};

/// Loads the teacher's course `folder` (validated as `attention-lab validate` does) and puts
/// its good lessons beside `base`'s, or in place of them. Never fails: a missing folder, a
/// broken course.json or broken lessons are problems and the rest is used.
CourseFolder loadCourseFolder(const Course &base, const QString &folder,
                              CourseFolderUse use = CourseFolderUse::BesideBuiltIn);

/// The name a teacher's lessons are marked with in the outline: the folder's own name.
QString courseFolderLabel(const QString &folder);

} // namespace course
