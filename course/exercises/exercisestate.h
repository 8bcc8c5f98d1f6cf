#pragma once

#include "exercise.h"
#include "grading.h"

#include <QJsonObject>
#include <QString>

namespace course {

/// A learner's record on one exercise: attempts, hints, best score and credit. Pure logic;
/// the progress store saves it after every answer.
struct ExerciseState {
    int attemptsUsed = 0;
    int hintsShown = 0;
    bool solutionShown = false;
    bool solved = false;
    double bestScore = 0.0; ///< best fraction right, 0…1
    QString lastAnswer;

    /// Finished: solved, out of attempts, or the solution was shown.
    bool finished(const Exercise &exercise) const;
    int attemptsLeft(const Exercise &exercise) const;
    /// Credit earned: bestScore × max(0, 1 − hintsShown × hintPenalty).
    double credit(const Exercise &exercise) const;

    /// Records a checked answer (only one that countsAsAttempt, and only while not finished).
    void record(const Exercise &exercise, const Feedback &feedback, const QString &answer);
    /// Reveals the next hint; false when there is none left or the exercise is finished.
    bool revealHint(const Exercise &exercise);
    /// Shows the solution, which ends the exercise; false when not allowed yet.
    bool revealSolution(const Exercise &exercise);

    QJsonObject toJson() const;
    static ExerciseState fromJson(const QJsonObject &o);
};

/// The rules shown before answering: attempts, hint cost, partial credit.
QString rulesText(const Exercise &exercise);

} // namespace course
