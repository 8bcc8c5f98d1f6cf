#pragma once

#include "attemptlog.h"
#include "exercise.h"
#include "gradebook.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace course {

/// One event of a learner's attempt log as a teacher reads it: when, what happened, what was
/// typed, and the verdict the course's grading gives it now (not the one recorded).
struct AttemptLine {
    QDateTime when; ///< UTC; invalid when unknown
    AttemptEvent::Kind kind = AttemptEvent::Kind::Check;
    /// Check: the answer as text (answerAsText()); empty for a check with no answer kept.
    QString answer;
    /// Check: the answer exactly as it was given; nothing for a check with no answer kept.
    std::optional<Answer> given;
    /// Check: graded again; Invalid for a check without an answer.
    std::optional<Feedback::Status> verdict;
    double score = 0.0;        ///< Check: the fraction right, 0…1, before hints
    QStringList diagnoses;     ///< Check: the mistakes the grader recognised
    int hint = 0;              ///< Hint: 0-based
};

/// A learner's answer in words, as they typed it: the number as typed, the option letters
/// as they saw them ("B, D"), the ranking ("k2 > k1 > k3"), a table row by row
/// ("0.5 · 0.2 / 0.3 · …"), a query ("angle 40.0°, length 0.500"), a matching's pairs.
QString answerAsText(const Exercise &exercise, const Variant &variant, const Answer &answer);

/// Every event of `log` in time order (events without a time first, then the log's order),
/// each check graded again with grade() as score() and the gradebook do.
QList<AttemptLine> attemptHistory(const Exercise &exercise, const Variant &variant, const AttemptLog &log);

/// What `student` of a gradebook did on the session's exercise `exerciseId`: attemptHistory()
/// of the work the gradebook graded (GradebookStudent::work, every hand-in merged) under the
/// session's rules and the student's own variant, as gradeSession() graded it. Nothing when
/// they handed in no work or `course` lacks the exercise. The gradebook window's attempts and
/// `grade --json` both come from it.
QList<AttemptLine> studentAttempts(const LabSession &session, const Course &course, const GradebookStudent &student,
                                   const QString &exerciseId);

} // namespace course
