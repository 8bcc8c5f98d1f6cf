#pragma once

#include "answer.h"
#include "exercise.h"
#include "grading.h"

#include <QDateTime>
#include <QJsonArray>
#include <QList>
#include <QString>

#include <optional>

namespace course {

/// One thing a learner did on an exercise.
struct AttemptEvent {
    enum class Kind { Check, Hint, Solution };
    Kind kind = Kind::Check;
    /// When it happened (UTC); invalid when unknown (a check migrated from format 1).
    QDateTime when;

    // Check
    /// The answer as the learner gave it; nothing for a check whose answer format 1 did not
    /// keep (it counts as an attempt that earned nothing).
    std::optional<Answer> answer;
    /// The locale the answer was typed in ("de_DE"): a number is read with it again.
    QString locale;
    /// The verdict and the score (before hints) it earned when it was given. For the record
    /// only: score() grades the answer again and never reads these.
    Feedback::Status status = Feedback::Status::Invalid;
    double recordedScore = 0.0;
    /// Format 1's answer text for an exercise the course no longer has, kept verbatim.
    QString legacyAnswer;

    // Hint
    int hint = 0; ///< 0-based: which hint was revealed

    bool operator==(const AttemptEvent &) const = default;
};

/// Everything a learner did on one exercise, oldest first. Only ever appended to.
struct AttemptLog {
    QList<AttemptEvent> events;

    bool isEmpty() const { return events.isEmpty(); }
    bool operator==(const AttemptLog &) const = default;
};

/// [{"event": "check", "at": "2026-11-30T09:12:03.120Z", "answer": {…}, "locale": "en_GB",
///   "verdict": "correct", "score": 1}, {"event": "hint", "at": …, "hint": 0},
///  {"event": "solution", "at": …}]; docs/formats/exercise-progress.schema.json.
/// logFromJson(logToJson(log)) == log for every log it accepts.
QJsonArray logToJson(const AttemptLog &log);
/// Nothing (and `problem` says where and why) for anything that is not such an array.
std::optional<AttemptLog> logFromJson(const QJsonValue &value, QString *problem = nullptr);

/// Every event of `a` and of `b`, each as often as the log that holds it more often, in time
/// order (events without a time first): the union of two records of one learner's work (two
/// windows, two computers, two hand-ins). A log only grows, so the union loses nothing either
/// held. `a` itself, order included, when `b` adds nothing.
AttemptLog mergeLogs(const AttemptLog &a, const AttemptLog &b);

/// A time as the files hold it: ISO 8601 in UTC with milliseconds, or null when unknown.
QJsonValue timeToJson(const QDateTime &time);
/// False for anything but null or an ISO 8601 date and time. A time that reads but cannot be
/// written back (beyond the year 9999 once in UTC) is kept as unknown, so that whatever is
/// saved reads back exactly.
bool timeFromJson(const QJsonValue &value, QDateTime *time);

/// What the log earns under the exercise's rules, recomputed from the raw answers.
struct ExerciseScore {
    int attempts = 0;          ///< checks that counted
    /// The verdict on each check that counted, oldest first (Wrong for one with no answer).
    QList<Feedback::Status> verdicts;
    int attemptsLeft = 0;
    int hintsShown = 0;
    bool solutionShown = false;
    bool solved = false;       ///< a check was entirely right
    bool finished = false;     ///< solved, out of attempts, or the solution was shown
    /// The best of any counted check: the fraction right less attemptPenalty for each check
    /// before it, at least 0; at most 1.
    double best = 0.0;
    /// best × max(0, 1 − hintsShown × hintPenalty): what the exercise adds to the score.
    double credit = 0.0;
    /// The last counted check, if any, with its locale.
    std::optional<Answer> lastAnswer;
    QString lastLocale;
};

/// Replays the log under the exercise's rules: a check counts while the exercise is not
/// finished and only when its answer is an answer at all (grade() is not Invalid); a hint
/// counts while not finished and while there is one left; the solution counts once, and
/// before the end only where the exercise allows it. Pure: the exercise page, `attention-lab
/// progress` and the teacher's gradebook all call it and agree.
ExerciseScore score(const Exercise &exercise, const Variant &variant, const AttemptLog &log);

/// "correct", "partial", "wrong", "invalid": a verdict as the files write it.
QString verdictName(Feedback::Status status);
/// The verdict a file names; nothing for any other text.
std::optional<Feedback::Status> verdictFromName(const QString &name);

/// QLocale(name), or the C locale for a name that is empty.
QLocale answerLocale(const QString &name);

} // namespace course
