#include "rehearsalanswers.h"

#include "steptable.h"

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
    switch (m_exercise.type) {
    case Exercise::Type::Numeric:
        if (!m_key.value)
            return std::nullopt;
        return NumberAnswer{m_key.valueIsKey ? QString::number(std::lround(*m_key.value))
                                             : number(*m_key.value, m_key.tolerance >= 0.006 ? 2 : 4)};
    case Exercise::Type::SingleChoice:
    case Exercise::Type::MultipleChoice:
        return ChoiceAnswer{m_key.correctOptionIds()};
    case Exercise::Type::Ranking:
        return RankingAnswer{m_key.ranking};
    case Exercise::Type::Table:
        return table(m_key.tableCells);
    case Exercise::Type::Target:
        if (!m_key.targetQuery)
            return std::nullopt;
        return TargetAnswer{m_key.targetQuery->angleDegrees, m_key.targetQuery->length};
    }
    return std::nullopt;
}

QList<Answer> RehearsalAnswers::typicalMistakes() const
{
    QList<Answer> diagnosed;
    QList<Answer> others;
    for (const Answer &a : mistakeCandidates()) {
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
    for (const Answer &a : wrongCandidates() + mistakeCandidates()) {
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

QList<Answer> RehearsalAnswers::mistakeCandidates() const
{
    QList<Answer> out;
    switch (m_exercise.type) {
    case Exercise::Type::Numeric: {
        const QString answer = m_exercise.answer;
        const QString key = answer.section(QLatin1Char('.'), 1, 1);
        QStringList figures;
        if (answer.startsWith(QLatin1String("weight.k")))
            figures << QStringLiteral("score.") + key << QStringLiteral("exp.") + key;
        else if (answer == QLatin1String("output"))
            figures << QStringLiteral("average") << QStringLiteral("argmax.value");
        else if (answer.startsWith(QLatin1String("score.k")))
            figures << QStringLiteral("term.%1.x").arg(key) << QStringLiteral("term.%1.y").arg(key);
        const double scale = m_exercise.unit == Exercise::Unit::Percent ? 100.0 : 1.0;
        for (const QString &figure : std::as_const(figures)) {
            if (const auto value = figureValue(figure, m_variant.layout(), m_trace)) {
                out << NumberAnswer{number(*value, 4)};
                if (scale != 1.0)
                    out << NumberAnswer{number(*value * scale, 2)};
            }
        }
        break;
    }
    case Exercise::Type::SingleChoice:
    case Exercise::Type::MultipleChoice: {
        // A wrong option whose explanation says what picking it reveals.
        const QStringList correct = m_key.correctOptionIds();
        for (const ChoiceOption &o : m_exercise.options) {
            if (o.correct || o.explanation.isEmpty())
                continue;
            out << ChoiceAnswer{m_exercise.type == Exercise::Type::SingleChoice ? QStringList{o.id}
                                                                                : QStringList(correct) << o.id};
        }
        break;
    }
    case Exercise::Type::Ranking: {
        QList<int> reversed = m_key.ranking;
        std::reverse(reversed.begin(), reversed.end());
        QList<int> swapped = m_key.ranking;
        if (swapped.size() > 1)
            swapped.swapItemsAt(0, 1);
        out << RankingAnswer{swapped} << RankingAnswer{reversed};
        break;
    }
    case Exercise::Type::Table:
        for (const Cells &cells : tableMistakes())
            out << table(cells);
        break;
    case Exercise::Type::Target:
        if (m_key.targetQuery) {
            const double maxLength = m_key.target.maxLength.value_or(10.0);
            if (m_key.target.kind == TargetSpec::Kind::Shortest)
                out << TargetAnswer{m_key.targetQuery->angleDegrees, std::min(maxLength, m_key.targetQuery->length * 1.5)};
            out << TargetAnswer{std::fmod(m_key.targetQuery->angleDegrees + 180.0, 360.0), m_key.targetQuery->length};
        }
        break;
    }
    return out;
}

QList<RehearsalAnswers::Cells> RehearsalAnswers::tableMistakes() const
{
    using Quantity = StepColumn::Quantity;
    const StepTable steps = stepTable(m_exercise.table, m_trace);
    const QList<int> inputs = steps.inputColumns();
    const int keys = steps.keyCount();
    const int sumRow = int(steps.rows.size()) - 1;
    const auto column = [&](Quantity q, int dimension = -1) {
        for (int c = 0; c < inputs.size(); ++c)
            if (steps.columns[inputs[c]].quantity == q && steps.columns[inputs[c]].dimension == dimension)
                return c;
        return -1;
    };
    const auto row = [&](int k) -> const attn::TraceRow & { return m_trace.rows[std::size_t(k)]; };
    // A cell as the learner types it, to four decimals: the cells after it are worked out
    // from these typed figures, as the grader's carried-forward check expects.
    const auto set = [](Cells &cells, int r, int c, double x) {
        if (c >= 0 && r >= 0 && r < cells.size() && cells[r][c])
            cells[r][c] = std::round(x * 1e4) / 1e4;
    };
    const auto typed = [](const Cells &cells, int r, int c) {
        return c >= 0 && r >= 0 && r < cells.size() ? cells[r][c].value_or(0.0) : 0.0;
    };
    /// Σ of column `c` over the keys, as the learner's own cells add up.
    const auto ownSum = [&](const Cells &cells, int c) {
        std::vector<double> xs;
        for (int k = 0; k < keys; ++k)
            xs.push_back(cells[k][c].value_or(0.0));
        return attn::sum(xs);
    };
    QList<Cells> out;
    switch (m_exercise.table) {
    case Exercise::TableKind::Softmax: {
        const int shifted = column(Quantity::Shifted);
        const int exp = column(Quantity::Exponential);
        const int weight = column(Quantity::Weight);
        const double scoreSum = attn::sum(m_trace.scores());
        // Forgot to exponentiate: score − max in the exp column, the rest from it.
        Cells noExp = m_key.tableCells;
        for (int k = 0; k < keys; ++k)
            set(noExp, k, exp, row(k).shifted);
        set(noExp, sumRow, exp, ownSum(noExp, exp));
        for (int k = 0; k < keys; ++k)
            if (typed(noExp, sumRow, exp) != 0.0)
                set(noExp, k, weight, typed(noExp, k, exp) / typed(noExp, sumRow, exp));
        // Forgot to exponentiate: the scores divided by their sum.
        Cells scoresOverSum = m_key.tableCells;
        for (int k = 0; k < keys && scoreSum != 0.0; ++k)
            set(scoresOverSum, k, weight, row(k).score / scoreSum);
        // Forgot to divide by Σ exp.
        Cells noDivision = m_key.tableCells;
        for (int k = 0; k < keys; ++k)
            set(noDivision, k, weight, row(k).exponential);
        // Forgot to subtract the largest score: exp(score) carried on.
        Cells noShift = m_key.tableCells;
        for (int k = 0; k < keys; ++k) {
            set(noShift, k, shifted, row(k).score);
            set(noShift, k, exp, std::exp(typed(noShift, k, shifted)));
        }
        set(noShift, sumRow, exp, ownSum(noShift, exp));
        out << scoresOverSum << noExp << noDivision << noShift;
        break;
    }
    case Exercise::TableKind::DotProduct: {
        const int x = column(Quantity::Term, 0);
        const int y = column(Quantity::Term, 1);
        const int score = column(Quantity::Score);
        Cells dropped = m_key.tableCells;
        Cells multiplied = m_key.tableCells;
        Cells sign = m_key.tableCells;
        Cells mismatched = m_key.tableCells;
        for (int k = 0; k < keys && row(k).terms.size() == 2 && m_trace.query.size() == 2; ++k) {
            const double tx = row(k).terms[0];
            const double ty = row(k).terms[1];
            set(dropped, k, score, tx);
            set(multiplied, k, score, tx * ty);
            set(sign, k, y, -ty);
            set(sign, k, score, m_trace.scale * (typed(sign, k, x) + typed(sign, k, y)));
            const double mx = m_trace.query[0] * m_trace.keys[std::size_t(k)][1];
            const double my = m_trace.query[1] * m_trace.keys[std::size_t(k)][0];
            set(mismatched, k, x, mx);
            set(mismatched, k, y, my);
            set(mismatched, k, score, m_trace.scale * (typed(mismatched, k, x) + typed(mismatched, k, y)));
        }
        out << dropped << sign << multiplied << mismatched;
        break;
    }
    case Exercise::TableKind::WeightedSum: {
        const int contribution = column(Quantity::Contribution);
        std::vector<double> values;
        for (int k = 0; k < keys; ++k)
            values.push_back(row(k).value);
        Cells average = m_key.tableCells;
        set(average, sumRow, contribution, attn::plainAverage(values));
        Cells noWeights = m_key.tableCells;
        for (int k = 0; k < keys; ++k)
            set(noWeights, k, contribution, row(k).value);
        set(noWeights, sumRow, contribution, ownSum(noWeights, contribution));
        Cells hardLookup = m_key.tableCells;
        set(hardLookup, sumRow, contribution, row(int(attn::argmax(m_trace.weights()))).value);
        Cells perKey = m_key.tableCells;
        set(perKey, sumRow, contribution, m_trace.output / double(std::max(1, keys)));
        out << average << noWeights << hardLookup << perKey;
        break;
    }
    }
    return out;
}

QList<Answer> RehearsalAnswers::wrongCandidates() const
{
    QList<Answer> out;
    switch (m_exercise.type) {
    case Exercise::Type::Numeric:
        if (m_key.value) {
            const double v = *m_key.value;
            if (m_key.valueIsKey) {
                const int keys = int(m_trace.rows.size());
                for (int k = 1; k <= keys; ++k)
                    if (k != std::lround(v))
                        out << NumberAnswer{QString::number(k)};
            } else {
                const double step = 3.0 * m_key.tolerance + 0.2 * std::max(1.0, std::abs(v));
                for (int i = 1; i <= 3; ++i)
                    out << NumberAnswer{number(v > 50.0 ? v - i * step : v + i * step, 2)};
            }
        }
        break;
    case Exercise::Type::SingleChoice:
    case Exercise::Type::MultipleChoice:
        for (const ChoiceOption &o : m_exercise.options)
            if (!o.correct)
                out << ChoiceAnswer{{o.id}};
        break;
    case Exercise::Type::Ranking: {
        QList<int> order = m_key.ranking;
        std::reverse(order.begin(), order.end());
        out << RankingAnswer{order};
        for (qsizetype i = 1; i < order.size(); ++i) {
            std::rotate(order.begin(), order.begin() + 1, order.end());
            out << RankingAnswer{order};
        }
        break;
    }
    case Exercise::Type::Table:
        for (int i = 0; i < 3; ++i) {
            Cells cells = m_key.tableCells;
            for (auto &row : cells)
                for (std::optional<double> &cell : row)
                    if (cell)
                        *cell = *cell * (1.5 + 0.25 * i) + 0.7;
            out << table(cells);
        }
        break;
    case Exercise::Type::Target: {
        const double length = m_key.targetQuery ? m_key.targetQuery->length : m_variant.query.length;
        const double angle = m_key.targetQuery ? m_key.targetQuery->angleDegrees : m_variant.query.angleDegrees;
        for (int i = 0; i < 3; ++i)
            out << TargetAnswer{std::fmod(angle + 180.0 + 37.0 * i, 360.0), length};
        break;
    }
    }
    return out;
}

} // namespace course
