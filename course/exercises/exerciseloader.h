#pragma once

#include "exercise.h"
#include "problem.h"

#include <QList>
#include <QString>

namespace course {

/// An exercise's title is a heading on one line, not a sentence.
inline constexpr qsizetype kMaxTitleLength = 60;

/// Loads and validates a lesson's exercises.json (lessons/FORMAT.md): each exercise's id,
/// texts, kind and its own fields, variant grids, placeholders and targets. Appends one
/// problem per fault (file, JSON path, message) and returns the exercises that are valid.
QList<Exercise> loadExercises(const QString &file, const QString &lessonId, QList<Problem> *problems);

} // namespace course
