#pragma once

#include "answer.h"
#include "attemptlog.h"
#include "exercise.h"
#include "grading.h"

#include <QDateTime>
#include <QLocale>
#include <QObject>

#include <optional>

namespace course {

class AttemptStore;

/// One learner at one exercise: the exercise, the learner's variant and their attempt log.
/// The only writer of that log (house rule 5): a check, a hint and the solution go through
/// it, each appended as an event and written to the learner's AttemptStore at once, and
/// everything shown (attempts left, credit, finished) is score() of the log. The exercise page
/// observes it.
class ExerciseSession : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExerciseSession)

public:
    /// A session on its own: the log starts as `log` and is kept only in memory.
    explicit ExerciseSession(const Exercise &exercise, const Variant &variant,
                             const AttemptLog &log = {}, QObject *parent = nullptr);
    /// A learner's session: the log is read from `store` and every event is written to it
    /// (a failure is the store's to tell). `store` outlives the session.
    ExerciseSession(const Exercise &exercise, const Variant &variant, AttemptStore *store, QObject *parent = nullptr);

    const Exercise &exercise() const { return m_exercise; }
    const Variant &variant() const { return m_variant; }
    const AttemptLog &log() const { return m_log; }
    /// score(exercise, variant, log), kept up to date.
    const ExerciseScore &state() const { return m_score; }
    bool isFinished() const { return m_score.finished; }

    /// The verdict on the last check: the last counted answer graded again (after a restart
    /// too), or what was wrong with input that was no answer at all.
    const std::optional<Feedback> &lastFeedback() const { return m_feedback; }

    /// Grades `answer`; an answer that counts is appended to the log. Input that is not an
    /// answer (nothing typed, not a number) costs no attempt and is not logged. Nothing
    /// happens once the exercise is finished (the verdict then says so).
    Feedback check(const Answer &answer, const QLocale &locale = QLocale(),
                   const QDateTime &when = QDateTime::currentDateTimeUtc());
    /// Reveals the next hint, which lowers the credit; false when none is left or finished.
    bool revealHint(const QDateTime &when = QDateTime::currentDateTimeUtc());
    /// Shows the worked solution; before the end only where the exercise allows it, and it
    /// ends the exercise. False when not allowed or already shown.
    bool revealSolution(const QDateTime &when = QDateTime::currentDateTimeUtc());

    /// Forgets the verdict on show (a target exercise whose query has moved since).
    void clearFeedback();

signals:
    /// An event was appended (and given to the store).
    void logChanged(const course::AttemptLog &log);
    /// The verdict on show changed (a check, or it was cleared).
    void feedbackChanged();

private:
    void append(const AttemptEvent &event);

    Exercise m_exercise;
    Variant m_variant;
    AttemptLog m_log;
    AttemptStore *m_store = nullptr;
    ExerciseScore m_score;
    std::optional<Feedback> m_feedback;
};

/// The rules shown before answering: attempts, hint cost, partial credit, and when the
/// solution is shown (never, when `solutionOffered` is false: a lab session withholds it).
QString rulesText(const Exercise &exercise, bool solutionOffered = true);

} // namespace course
