#include "exercisestate.h"

#include <QCoreApplication>

#include <algorithm>

namespace course {

namespace {

class Rules
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
};

} // namespace

bool ExerciseState::finished(const Exercise &exercise) const
{
    return solved || solutionShown || attemptsUsed >= exercise.attempts;
}

int ExerciseState::attemptsLeft(const Exercise &exercise) const
{
    return std::max(0, exercise.attempts - attemptsUsed);
}

double ExerciseState::credit(const Exercise &exercise) const
{
    return bestScore * std::max(0.0, 1.0 - hintsShown * exercise.hintPenalty);
}

void ExerciseState::record(const Exercise &exercise, const Feedback &feedback, const QString &answer)
{
    if (!feedback.countsAsAttempt() || finished(exercise))
        return;
    ++attemptsUsed;
    lastAnswer = answer;
    bestScore = std::max(bestScore, feedback.score);
    solved = solved || feedback.status == Feedback::Status::Correct;
}

bool ExerciseState::revealHint(const Exercise &exercise)
{
    if (finished(exercise) || hintsShown >= exercise.hints.size())
        return false;
    ++hintsShown;
    return true;
}

bool ExerciseState::revealSolution(const Exercise &exercise)
{
    if (solutionShown)
        return false;
    if (!exercise.showSolution && !finished(exercise))
        return false;
    solutionShown = true;
    return true;
}

QJsonObject ExerciseState::toJson() const
{
    return QJsonObject{
        {QStringLiteral("attemptsUsed"), attemptsUsed},
        {QStringLiteral("hintsShown"), hintsShown},
        {QStringLiteral("solutionShown"), solutionShown},
        {QStringLiteral("solved"), solved},
        {QStringLiteral("bestScore"), bestScore},
        {QStringLiteral("lastAnswer"), lastAnswer},
    };
}

ExerciseState ExerciseState::fromJson(const QJsonObject &o)
{
    ExerciseState s;
    s.attemptsUsed = std::max(0, o.value(QStringLiteral("attemptsUsed")).toInt());
    s.hintsShown = std::max(0, o.value(QStringLiteral("hintsShown")).toInt());
    s.solutionShown = o.value(QStringLiteral("solutionShown")).toBool();
    s.solved = o.value(QStringLiteral("solved")).toBool();
    s.bestScore = std::clamp(o.value(QStringLiteral("bestScore")).toDouble(), 0.0, 1.0);
    s.lastAnswer = o.value(QStringLiteral("lastAnswer")).toString();
    return s;
}

QString rulesText(const Exercise &exercise)
{
    QStringList rules;
    rules << Rules::tr("%n attempt(s).", nullptr, exercise.attempts);
    if (!exercise.hints.isEmpty())
        rules << Rules::tr("%n hint(s); each one you reveal costs %1% of the credit.", nullptr, int(exercise.hints.size()))
                     .arg(qRound(exercise.hintPenalty * 100));
    if (exercise.type == Exercise::Type::MultipleChoice || exercise.type == Exercise::Type::Table
        || exercise.type == Exercise::Type::Ranking)
        rules << Rules::tr("Partly right answers earn partial credit.");
    if (exercise.type == Exercise::Type::Numeric || exercise.type == Exercise::Type::Table)
        rules << Rules::tr("Input that is not a number costs no attempt.");
    rules << (exercise.showSolution ? Rules::tr("You may ask for the solution at any time; that ends the exercise.")
                                    : Rules::tr("The solution is shown after your last attempt."));
    return rules.join(QLatin1Char(' '));
}

} // namespace course
