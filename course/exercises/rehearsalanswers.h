#pragma once

#include "answer.h"
#include "answerkey.h"
#include "exercise.h"
#include "grading.h"

#include <QList>
#include <QLocale>

#include <optional>

namespace course {

/// The answers one learner may give to one exercise in a rehearsal: the right one and the
/// typical mistakes, all made from their own variant through the answer key and the core's
/// trace, and typed in their locale.
class RehearsalAnswers
{
public:
    explicit RehearsalAnswers(const Exercise &exercise, const Variant &variant, const QLocale &locale);

    /// The right answer, as the answer key has it; nothing where it has none.
    std::optional<Answer> right() const;

    /// The mistakes the grader recognises for this exercise, those it diagnoses first; only
    /// answers that count as an attempt and are not right.
    QList<Answer> typicalMistakes() const;

    /// Plainly wrong answers, different from each other, those graded Wrong first.
    QList<Answer> wrongAnswers() const;

    const Exercise &exercise() const { return m_exercise; }
    const Variant &variant() const { return m_variant; }
    const AnswerKey &key() const { return m_key; }
    const attn::Trace &trace() const { return m_trace; }

    /// A figure as this learner types it: `decimals` decimals in their locale.
    QString number(double x, int decimals) const;
    using Cells = QList<QList<std::optional<double>>>;
    /// A table answer of these figures, typed to four decimals (empty where nothing).
    Answer table(const Cells &cells) const;

private:
    Feedback grade(const Answer &a) const { return course::grade(m_exercise, m_variant, a, m_locale); }

    Exercise m_exercise;
    Variant m_variant;
    AnswerKey m_key;
    attn::Trace m_trace;
    QLocale m_locale;
};

} // namespace course
