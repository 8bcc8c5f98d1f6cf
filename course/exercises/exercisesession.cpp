#include "exercisesession.h"

#include "attemptstore.h"
#include "exercisekind.h"

#include <QCoreApplication>

namespace course {

namespace {

class SessionText
{
    Q_DECLARE_TR_FUNCTIONS(SessionText)
};

class Rules
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
};

} // namespace

ExerciseSession::ExerciseSession(const Exercise &exercise, const Variant &variant,
                                 const AttemptLog &log, QObject *parent)
    : QObject(parent)
    , m_exercise(exercise)
    , m_variant(variant)
    , m_log(log)
    , m_score(score(exercise, variant, log))
{
    if (m_score.lastAnswer)
        m_feedback = grade(m_exercise, m_variant, *m_score.lastAnswer, answerLocale(m_score.lastLocale));
}

ExerciseSession::ExerciseSession(const Exercise &exercise, const Variant &variant, AttemptStore *store,
                                 QObject *parent)
    : ExerciseSession(exercise, variant, store ? store->log(exercise.id) : AttemptLog(), parent)
{
    m_store = store;
}

Feedback ExerciseSession::check(const Answer &answer, const QLocale &locale, const QDateTime &when)
{
    if (m_score.finished) {
        Feedback f;
        f.status = Feedback::Status::Invalid;
        f.message = SessionText::tr("This exercise is finished; its answer can no longer change.");
        return f;
    }
    // Only what the learner's file can hold is taken: whatever is saved must read back.
    if (!answerFromJson(answerToJson(answer))) {
        Feedback tooLong;
        tooLong.status = Feedback::Status::Invalid;
        tooLong.message = SessionText::tr("This answer is too long to be kept. Shorten it and check again.");
        m_feedback = tooLong;
        emit feedbackChanged();
        return tooLong;
    }
    const Feedback f = grade(m_exercise, m_variant, answer, locale);
    m_feedback = f;
    if (f.countsAsAttempt()) {
        AttemptEvent e;
        e.kind = AttemptEvent::Kind::Check;
        e.when = when;
        e.answer = answer;
        e.locale = locale.name();
        e.status = f.status;
        e.recordedScore = f.score;
        append(e);
    }
    emit feedbackChanged();
    return f;
}

bool ExerciseSession::revealHint(const QDateTime &when)
{
    if (m_score.finished || m_score.hintsShown >= m_exercise.hints.size())
        return false;
    AttemptEvent e;
    e.kind = AttemptEvent::Kind::Hint;
    e.when = when;
    e.hint = m_score.hintsShown;
    append(e);
    return true;
}

bool ExerciseSession::revealSolution(const QDateTime &when)
{
    if (m_score.solutionShown || (!m_exercise.showSolution && !m_score.finished))
        return false;
    AttemptEvent e;
    e.kind = AttemptEvent::Kind::Solution;
    e.when = when;
    append(e);
    return true;
}

void ExerciseSession::clearFeedback()
{
    if (!m_feedback)
        return;
    m_feedback.reset();
    emit feedbackChanged();
}

void ExerciseSession::append(const AttemptEvent &event)
{
    m_log.events << event;
    m_score = score(m_exercise, m_variant, m_log);
    // Written before anything is shown of it: a crash loses nothing the learner did.
    if (m_store) {
        QString error;
        m_store->storeLog(m_exercise.id, m_log, &error);
    }
    emit logChanged(m_log);
}

QString rulesText(const Exercise &exercise, bool solutionOffered)
{
    QStringList rules;
    rules << Rules::tr("%n attempt(s).", nullptr, exercise.attempts);
    if (!exercise.hints.isEmpty())
        rules << Rules::tr("%n hint(s); each one you reveal costs %1% of the credit.", nullptr, int(exercise.hints.size()))
                     .arg(qRound(exercise.hintPenalty * 100));
    if (exercise.attempts > 1 && exercise.attemptPenalty > 0.0)
        rules << Rules::tr("Each attempt after the first earns %1% less credit.").arg(qRound(exercise.attemptPenalty * 100));
    if (kindOf(exercise).givesPartialCredit())
        rules << Rules::tr("Partly right answers earn partial credit.");
    if (kindOf(exercise).readsTypedNumbers())
        rules << Rules::tr("Input that is not a number costs no attempt.");
    if (!solutionOffered)
        rules << Rules::tr("No worked solution is shown for now.");
    else
        rules << (exercise.showSolution ? Rules::tr("You may ask for the solution at any time; that ends the exercise.")
                                        : Rules::tr("The solution is shown after your last attempt."));
    return rules.join(QLatin1Char(' '));
}

} // namespace course
