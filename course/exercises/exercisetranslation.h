#pragma once

#include "exercise.h"
#include "lesson.h"
#include "problem.h"

#include <QList>
#include <QString>

namespace course {

/// The exercise with its words in `locale` ("de", "de_CH", "fr"; the language when the exact
/// locale has no translation), every word the translation lacks in English: title, prompt,
/// each hint, the solution, each option's text and explanation. Everything else (ids,
/// answers, variants, tolerances) is the exercise's own.
Exercise localizedExercise(const Exercise &exercise, const QString &locale);

/// Every exercise of `exercises` in `locale`, in the same order.
QList<Exercise> localizedExercises(const QList<Exercise> &exercises, const QString &locale);

/// The course with every lesson's exercises in `locale` (localizedExercise()); titles and
/// pages stay as they are, for they carry their locales already (Lesson::titleFor, Outline).
Course localizedCourse(const Course &course, const QString &locale);

/// Reads a translation of a lesson's exercises, lessons/<lesson>/<locale>/exercises.json
/// (lessons/FORMAT.md), into the `words` of `exercises` (the English ones), and returns its
/// problems. Errors: a file that cannot be read, an exercise or option id that English does
/// not have, an unknown field or one English does not have, a hint count that differs, and a
/// string whose placeholders ({{…}}) differ from the English string's; the string concerned
/// is not used. Warnings: an exercise, field or option that is missing (English is used).
QList<Problem> loadExerciseWords(const QString &file, const QString &locale, QList<Exercise> *exercises);

/// The warning for a locale folder of a lesson with exercises but without exercises.json.
Problem missingExerciseWords(const QString &file, const QString &locale);

} // namespace course
