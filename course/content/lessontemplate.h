#pragma once

#include "lesson.h"

#include <QString>
#include <QStringList>

namespace course {

/// What `attention-lab new-lesson` wrote, or why it wrote nothing.
struct NewLesson {
    /// The lesson's folder (<course folder>/<id>).
    QString folder;
    /// Every file written, in the order written (course.json and glossary/en.json only when
    /// they were made or changed).
    QStringList files;
    /// Why nothing was written; empty on success.
    QString error;

    bool ok() const { return error.isEmpty(); }
};

/// The longest id a new lesson may have (its exercises' ids add a suffix of up to 16).
constexpr qsizetype kMaxNewLessonIdLength = 40;
/// The longest title a new lesson may have.
constexpr qsizetype kMaxNewLessonTitleLength = 100;

/// Why `id` cannot be a new lesson's id (translated), or an empty string when it can: 3 to 40
/// characters of a-z and 0-9 in words joined by single dashes, starting with a letter, and no
/// lesson of `builtIn` (nor one of its exercise ids a new lesson would use).
QString newLessonIdProblem(const QString &id, const Course &builtIn);

/// Writes a minimal lesson that passes `attention-lab validate` into `courseFolder`/`id`: two
/// pages (what you will learn, summary) in every language of contentLanguages(), one exercise
/// of each exercise type with its words in every language, and adds the lesson to the
/// folder's course.json (made, with an empty glossary/en.json, when the folder has none).
/// Refuses an id that is not allowed (newLessonIdProblem()), a title that is empty or longer
/// than kMaxNewLessonTitleLength, a lesson that already exists (folder or course.json entry)
/// and a folder that is a lesson folder itself; nothing is overwritten.
NewLesson writeNewLesson(const QString &courseFolder, const QString &id, const QString &title,
                         const Course &builtIn);

/// The exercise types a new lesson has one exercise of, in its order.
QStringList newLessonExerciseTypes();

} // namespace course
