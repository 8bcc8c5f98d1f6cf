#include "rehearsalanswers.h"

#include "exercisekind.h"

#include <algorithm>
#include <cmath>

namespace course {

RehearsalAnswers::RehearsalAnswers(const Exercise &exercise, const Variant &variant, const QLocale &locale)
    : m_exercise(exercise)
    , m_variant(variant)
    , m_key(answerKey(exercise, variant))
    , m_trace(variant.trace())
    , m_locale(locale)
{
    m_locale.setNumberOptions(QLocale::OmitGroupSeparator);
}

std::optional<Answer> RehearsalAnswers::right() const
{
    return kindOf(m_exercise).rightAnswer(*this);
}

QList<Answer> RehearsalAnswers::typicalMistakes() const
{
    QList<Answer> diagnosed;
    QList<Answer> others;
    for (const Answer &a : kindOf(m_exercise).mistakeCandidates(*this)) {
        const Feedback f = grade(a);
        if (!f.countsAsAttempt() || f.status == Feedback::Status::Correct)
            continue;
        (f.details.isEmpty() ? others : diagnosed) << a;
    }
    return diagnosed + others;
}

QList<Answer> RehearsalAnswers::wrongAnswers() const
{
    QList<Answer> wrong;
    QList<Answer> partial;
    for (const Answer &a : kindOf(m_exercise).wrongCandidates(*this) + kindOf(m_exercise).mistakeCandidates(*this)) {
        const Feedback f = grade(a);
        if (!f.countsAsAttempt() || f.status == Feedback::Status::Correct || wrong.contains(a) || partial.contains(a))
            continue;
        (f.status == Feedback::Status::Wrong ? wrong : partial) << a;
    }
    return wrong + partial;
}

QString RehearsalAnswers::number(double x, int decimals) const
{
    // 0.0 + x: a negative zero is typed as 0.
    return m_locale.toString(0.0 + x, 'f', decimals);
}

Answer RehearsalAnswers::table(const Cells &cells) const
{
    TableAnswer a;
    for (const auto &row : cells) {
        QStringList typed;
        for (const std::optional<double> &cell : row)
            typed << (cell ? number(*cell, 4) : QString());
        a.rows << typed;
    }
    return a;
}

} // namespace course
