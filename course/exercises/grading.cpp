#include "grading.h"

#include "placeholders.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace course {

namespace {

class Grading
{
    Q_DECLARE_TR_FUNCTIONS(Grading)
};

/// Decimals the learner typed (at least 2, 4 for exponent notation).
int decimalsOf(const QString &text)
{
    if (text.contains(QLatin1Char('e'), Qt::CaseInsensitive))
        return 4;
    const qsizetype point = std::max(text.lastIndexOf(QLatin1Char('.')), text.lastIndexOf(QLatin1Char(',')));
    int digits = 0;
    for (qsizetype i = point + 1; point >= 0 && i < text.size() && text.at(i).isDigit(); ++i)
        ++digits;
    return std::max(2, digits);
}

/// A hand-calculated cell is right when it agrees to the precision the learner typed
/// (half a unit of the last decimal), or within 0.5% for figures computed from rounded cells.
bool near(double typed, double expected, int decimals = 2)
{
    const double rounding = 0.5 * std::pow(10.0, -decimals) + 1e-9;
    return std::abs(typed - expected) <= std::max(rounding, 0.005 * std::abs(expected));
}

QString fmt(double x, int decimals = 4)
{
    return QString::number(x, 'f', decimals);
}

Feedback invalid(const QString &message)
{
    Feedback f;
    f.status = Feedback::Status::Invalid;
    f.message = message;
    return f;
}

Feedback verdict(double score, const QString &right, const QString &partly, const QString &wrong)
{
    Feedback f;
    f.score = std::clamp(score, 0.0, 1.0);
    if (f.score >= 1.0 - 1e-12) {
        f.status = Feedback::Status::Correct;
        f.message = right;
    } else if (f.score > 0.0) {
        f.status = Feedback::Status::Partial;
        f.message = partly;
    } else {
        f.status = Feedback::Status::Wrong;
        f.message = wrong;
    }
    return f;
}

/// What a wrong number probably is, for the common slips of each kind of figure.
QString numericDiagnosis(const Exercise &e, const Variant &v, double typed)
{
    const attn::PlateLayout layout = v.layout();
    const attn::Trace t = v.trace();
    const double scale = e.unit == Exercise::Unit::Percent ? 100.0 : 1.0;
    const auto is = [&](const QString &figure, double factor = 1.0) {
        const auto value = figureValue(figure, layout, t);
        return value && near(typed, *value * factor);
    };
    const QString key = e.answer.section(QLatin1Char('.'), 1, 1);
    if (e.answer.startsWith(QLatin1String("weight.k"))) {
        if (is(QStringLiteral("score.") + key) || is(QStringLiteral("score.") + key, scale))
            return Grading::tr("That is the score q·k, not the weight: the softmax still has to turn the scores into weights.");
        if (is(QStringLiteral("exp.") + key) || is(QStringLiteral("exp.") + key, scale))
            return Grading::tr("That is exp(score − max) before dividing by the sum of the exponentials.");
        if (e.unit == Exercise::Unit::Percent && is(e.answer))
            return Grading::tr("That looks like the weight as a fraction; give it in percent.");
    }
    if (e.answer == QLatin1String("output")) {
        if (is(QStringLiteral("average")))
            return Grading::tr("That is the plain average of the values; attention weights each value by its attention weight.");
        if (is(QStringLiteral("argmax.value")))
            return Grading::tr("That is the value of the best-matching key alone (a hard lookup); attention blends all values.");
    }
    if (e.answer.startsWith(QLatin1String("score.k"))) {
        if (is(QStringLiteral("term.") + key + QStringLiteral(".x")) || is(QStringLiteral("term.") + key + QStringLiteral(".y")))
            return Grading::tr("That is only one of the two products: a dot product adds q_x·k_x and q_y·k_y.");
    }
    return {};
}

} // namespace

std::optional<double> parseLearnerNumber(const QString &text, const QLocale &locale, bool percentAllowed)
{
    QString s = text.trimmed();
    s.replace(QChar(0x2212), QLatin1Char('-')); // a typographic minus
    if (percentAllowed && s.endsWith(QLatin1Char('%')))
        s = s.chopped(1).trimmed();
    if (s.isEmpty())
        return std::nullopt;
    for (QLocale l : {locale, QLocale::c()}) {
        l.setNumberOptions(QLocale::RejectGroupSeparator);
        bool ok = false;
        const double x = l.toDouble(s, &ok);
        if (ok && std::isfinite(x))
            return x;
    }
    return std::nullopt;
}

Feedback gradeNumeric(const Exercise &exercise, const Variant &variant, const QString &input, const QLocale &locale)
{
    const bool percent = exercise.unit == Exercise::Unit::Percent;
    const auto typed = parseLearnerNumber(input, locale, percent);
    if (!typed)
        return invalid(input.trimmed().isEmpty()
                           ? Grading::tr("Type a number first.")
                           : Grading::tr("“%1” is not a number. Type digits with %2 as the decimal separator%3.")
                                 .arg(input.trimmed(), QString(locale.decimalPoint()),
                                      percent ? Grading::tr(", optionally followed by %") : QString()));
    const auto expected = numericAnswer(exercise, variant);
    if (!expected)
        return invalid(Grading::tr("This exercise has no computable answer."));
    if (percent && std::abs(*typed) <= 1.0 && std::abs(*expected) > 1.5
        && near(*typed * 100.0, *expected) && !input.contains(QLatin1Char('%')))
        return invalid(Grading::tr("That looks like a fraction; the answer is asked in percent (for example 55.1 or 55.1%)."));
    const double tolerance = exercise.absoluteTolerance
                                 ? *exercise.absoluteTolerance
                                 : exercise.relativeTolerance.value_or(0.0) * std::abs(*expected);
    const bool right = std::abs(*typed - *expected) <= tolerance + 1e-12;
    Feedback f = verdict(right ? 1.0 : 0.0, Grading::tr("Correct."), {},
                         Grading::tr("Not quite: %1 is not within %2 of the answer.")
                             .arg(QLocale(locale).toString(*typed, 'g', 8), QLocale(locale).toString(tolerance, 'g', 4)));
    if (!right) {
        const QString diagnosis = numericDiagnosis(exercise, variant, *typed);
        if (!diagnosis.isEmpty())
            f.details << diagnosis;
    }
    return f;
}

Feedback gradeChoice(const Exercise &exercise, const Variant &, const QStringList &chosen)
{
    if (chosen.isEmpty())
        return invalid(Grading::tr("Choose an option first."));
    int correctTotal = 0;
    int rightPicks = 0;
    int wrongPicks = 0;
    QStringList details;
    for (const ChoiceOption &o : exercise.options) {
        correctTotal += o.correct ? 1 : 0;
        if (!chosen.contains(o.id))
            continue;
        if (o.correct) {
            ++rightPicks;
        } else {
            ++wrongPicks;
            details << (o.explanation.isEmpty() ? Grading::tr("“%1” is not right.").arg(o.text)
                                                : Grading::tr("“%1”: %2").arg(o.text, o.explanation));
        }
    }
    for (const QString &id : chosen)
        if (std::none_of(exercise.options.cbegin(), exercise.options.cend(), [&](const ChoiceOption &o) { return o.id == id; }))
            return invalid(Grading::tr("“%1” is not one of the options.").arg(id));
    if (exercise.type == Exercise::Type::SingleChoice && chosen.size() != 1)
        return invalid(Grading::tr("Choose exactly one option."));
    const double score = correctTotal > 0 ? double(rightPicks - wrongPicks) / correctTotal : 0.0;
    Feedback f = verdict(score, Grading::tr("Correct."),
                         Grading::tr("Partly right: %1 of %2 correct options, %3 wrong.").arg(rightPicks).arg(correctTotal).arg(wrongPicks),
                         Grading::tr("Not quite."));
    if (exercise.type == Exercise::Type::MultipleChoice && rightPicks < correctTotal)
        details << Grading::tr("%n correct option(s) not chosen.", nullptr, correctTotal - rightPicks);
    f.details = details;
    return f;
}

Feedback gradeRanking(const Exercise &exercise, const Variant &variant, const QList<int> &order)
{
    const attn::Trace t = variant.trace();
    const int n = int(t.rows.size());
    QList<int> sorted = order;
    std::sort(sorted.begin(), sorted.end());
    QList<int> all;
    for (int k = 1; k <= n; ++k)
        all << k;
    if (sorted != all)
        return invalid(Grading::tr("Put every key k1…k%1 in the list exactly once.").arg(n));
    const auto measure = [&](int k) {
        const attn::TraceRow &r = t.rows[std::size_t(k - 1)];
        return exercise.rankByScore ? r.score : r.weight;
    };
    // Kendall-style: the share of pairs in the right relative order (ties count as right).
    int right = 0;
    int pairs = 0;
    QStringList details;
    for (int i = 0; i < n; ++i) {
        for (int j = i + 1; j < n; ++j) {
            ++pairs;
            if (measure(order[i]) >= measure(order[j]) - 1e-12)
                ++right;
            else if (j == i + 1)
                details << Grading::tr("k%1 should come before k%2.").arg(order[j]).arg(order[i]);
        }
    }
    Feedback f = verdict(pairs ? double(right) / pairs : 0.0, Grading::tr("Correct: that is the order."),
                         Grading::tr("Partly right: %1 of %2 pairs are in the right order.").arg(right).arg(pairs),
                         Grading::tr("Not quite: the order is reversed."));
    f.details = details;
    return f;
}

QStringList tableInputColumns(Exercise::TableKind kind)
{
    switch (kind) {
    case Exercise::TableKind::DotProduct:
        return {Grading::tr("q_x·k_x"), Grading::tr("q_y·k_y"), Grading::tr("score q·k")};
    case Exercise::TableKind::Softmax:
        return {Grading::tr("score − max"), Grading::tr("exp(score − max)"), Grading::tr("weight")};
    case Exercise::TableKind::WeightedSum:
        return {Grading::tr("weight × value")};
    }
    return {};
}

QStringList tableGivenColumns(Exercise::TableKind kind)
{
    switch (kind) {
    case Exercise::TableKind::DotProduct:
        return {Grading::tr("key"), Grading::tr("k_x"), Grading::tr("k_y")};
    case Exercise::TableKind::Softmax:
        return {Grading::tr("key"), Grading::tr("score")};
    case Exercise::TableKind::WeightedSum:
        return {Grading::tr("key"), Grading::tr("weight"), Grading::tr("value")};
    }
    return {};
}

int tableRowCount(Exercise::TableKind kind, const Variant &variant)
{
    const int keys = int(variant.trace().rows.size());
    return kind == Exercise::TableKind::DotProduct ? keys : keys + 1;
}

QList<QStringList> tableGivenCells(Exercise::TableKind kind, const Variant &variant)
{
    const attn::Trace t = variant.trace();
    QList<QStringList> rows;
    for (std::size_t i = 0; i < t.rows.size(); ++i) {
        const QString key = QStringLiteral("k%1").arg(i + 1);
        switch (kind) {
        case Exercise::TableKind::DotProduct:
            rows << QStringList{key, fmt(t.keys[i][0]), fmt(t.keys[i][1])};
            break;
        case Exercise::TableKind::Softmax:
            rows << QStringList{key, fmt(t.rows[i].score)};
            break;
        case Exercise::TableKind::WeightedSum:
            rows << QStringList{key, fmt(t.rows[i].weight), QString::number(t.rows[i].value, 'g', 10)};
            break;
        }
    }
    if (kind == Exercise::TableKind::Softmax)
        rows << QStringList{Grading::tr("Σ"), QString()};
    if (kind == Exercise::TableKind::WeightedSum)
        rows << QStringList{Grading::tr("Σ = output"), QString(), QString()};
    return rows;
}

bool tableCellExists(Exercise::TableKind kind, const Variant &variant, int row, int column)
{
    const int keys = int(variant.trace().rows.size());
    if (row < 0 || row >= tableRowCount(kind, variant) || column < 0 || column >= tableInputColumns(kind).size())
        return false;
    if (row < keys)
        return true;
    // The Σ row: the sum of the exponentials, or the output.
    return kind == Exercise::TableKind::Softmax ? column == 1 : kind == Exercise::TableKind::WeightedSum;
}

double tableExpected(Exercise::TableKind kind, const Variant &variant, int row, int column)
{
    const attn::Trace t = variant.trace();
    const int keys = int(t.rows.size());
    if (row >= keys)
        return kind == Exercise::TableKind::Softmax ? t.sumExponentials : t.output;
    const attn::TraceRow &r = t.rows[std::size_t(row)];
    switch (kind) {
    case Exercise::TableKind::DotProduct:
        return column < 2 ? r.terms[std::size_t(column)] : r.score;
    case Exercise::TableKind::Softmax:
        return column == 0 ? r.shifted : column == 1 ? r.exponential : r.weight;
    case Exercise::TableKind::WeightedSum:
        return r.contribution;
    }
    return 0.0;
}

Feedback gradeTable(const Exercise &exercise, const Variant &variant, const QList<QStringList> &cells, const QLocale &locale)
{
    const Exercise::TableKind kind = exercise.table;
    const attn::Trace t = variant.trace();
    const int keys = int(t.rows.size());
    const int rows = tableRowCount(kind, variant);
    const int columns = int(tableInputColumns(kind).size());

    // Read every cell first: anything that is not a number stops the check (no attempt used).
    QList<QList<std::optional<double>>> typed(rows, QList<std::optional<double>>(columns));
    QList<QList<int>> decimals(rows, QList<int>(columns, 2));
    bool anyTyped = false;
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            if (!tableCellExists(kind, variant, r, c))
                continue;
            const QString text = cells.value(r).value(c).trimmed();
            if (text.isEmpty())
                continue;
            typed[r][c] = parseLearnerNumber(text, locale, false);
            decimals[r][c] = decimalsOf(text);
            if (!typed[r][c])
                return invalid(Grading::tr("Row %1, column “%2”: “%3” is not a number.")
                                   .arg(r < keys ? QStringLiteral("k%1").arg(r + 1) : Grading::tr("Σ"),
                                        tableInputColumns(kind).at(c), text));
            anyTyped = true;
        }
    }
    if (!anyTyped)
        return invalid(Grading::tr("Fill in some cells first."));

    Feedback f;
    f.cells = QList<QList<CellVerdict>>(rows, QList<CellVerdict>(columns));
    const auto cell = [&](int r, int c) { return typed[r][c]; };
    const auto ok = [&](int r, int c) {
        return cell(r, c) && near(*cell(r, c), tableExpected(kind, variant, r, c), decimals[r][c]);
    };
    int total = 0;
    int right = 0;
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            if (!tableCellExists(kind, variant, r, c))
                continue;
            ++total;
            CellVerdict &v = f.cells[r][c];
            v.expected = tableExpected(kind, variant, r, c);
            if (!cell(r, c)) {
                v.kind = CellVerdict::Kind::Empty;
                continue;
            }
            const double x = *cell(r, c);
            const auto near = [&](double typedValue, double expected) {
                return course::near(typedValue, expected, decimals[r][c]);
            };
            if (near(x, v.expected)) {
                v.kind = CellVerdict::Kind::Correct;
                ++right;
                continue;
            }
            v.kind = CellVerdict::Kind::Wrong;
            const bool isSum = r >= keys;
            const attn::TraceRow *row = isSum ? nullptr : &t.rows[std::size_t(r)];
            // Computed correctly from the learner's own earlier (wrong) cells?
            std::optional<double> fromOwn;
            bool earlierWrong = false;
            switch (kind) {
            case Exercise::TableKind::DotProduct:
                if (c == 2 && cell(r, 0) && cell(r, 1)) {
                    fromOwn = *cell(r, 0) + *cell(r, 1);
                    earlierWrong = !ok(r, 0) || !ok(r, 1);
                }
                break;
            case Exercise::TableKind::Softmax:
                if (!isSum && c == 1 && cell(r, 0)) {
                    fromOwn = std::exp(*cell(r, 0));
                    earlierWrong = !ok(r, 0);
                } else if (isSum) {
                    double s = 0.0;
                    bool complete = true;
                    for (int k = 0; k < keys; ++k) {
                        complete = complete && cell(k, 1).has_value();
                        s += cell(k, 1).value_or(0.0);
                        earlierWrong = earlierWrong || !ok(k, 1);
                    }
                    if (complete)
                        fromOwn = s;
                } else if (c == 2 && cell(r, 1) && cell(keys, 1) && *cell(keys, 1) != 0.0) {
                    fromOwn = *cell(r, 1) / *cell(keys, 1);
                    earlierWrong = !ok(r, 1) || !ok(keys, 1);
                }
                break;
            case Exercise::TableKind::WeightedSum:
                if (isSum) {
                    double s = 0.0;
                    bool complete = true;
                    for (int k = 0; k < keys; ++k) {
                        complete = complete && cell(k, 0).has_value();
                        s += cell(k, 0).value_or(0.0);
                        earlierWrong = earlierWrong || !ok(k, 0);
                    }
                    if (complete)
                        fromOwn = s;
                }
                break;
            }
            // Only a finite figure can be carried forward: near() accepts anything next to ±inf.
            if (fromOwn && std::isfinite(*fromOwn) && earlierWrong && near(x, *fromOwn)) {
                v.kind = CellVerdict::Kind::CarriedForward;
                v.diagnosis = Grading::tr("Computed correctly from your earlier cell, which was wrong: no new mistake here.");
                ++right;
                continue;
            }
            // Recognisable mistakes.
            switch (kind) {
            case Exercise::TableKind::DotProduct:
                if (c < 2 && near(x, -v.expected))
                    v.diagnosis = Grading::tr("The sign is wrong: mind the minus signs of the components.");
                else if (c < 2 && near(x, t.query[std::size_t(c)] * t.keys[std::size_t(r)][std::size_t(1 - c)]))
                    v.diagnosis = Grading::tr("You multiplied mismatched components: pair q_x with k_x and q_y with k_y.");
                else if (c == 2 && (near(x, row->terms[0]) || near(x, row->terms[1])))
                    v.diagnosis = Grading::tr("You dropped a term of the dot product: the score is q_x·k_x + q_y·k_y.");
                else if (c == 2 && near(x, row->terms[0] * row->terms[1]))
                    v.diagnosis = Grading::tr("You multiplied the two products; a dot product adds them.");
                break;
            case Exercise::TableKind::Softmax:
                if (!isSum && c == 0 && near(x, row->score))
                    v.diagnosis = Grading::tr("You forgot to subtract the largest score.");
                else if (!isSum && c == 0 && near(x, -row->shifted))
                    v.diagnosis = Grading::tr("Subtracted the wrong way round: it is score − max, so never positive.");
                else if (!isSum && c == 1 && near(x, row->shifted))
                    v.diagnosis = Grading::tr("You forgot to exponentiate: this is score − max itself.");
                else if (!isSum && c == 1 && std::isfinite(std::exp(row->score)) && near(x, std::exp(row->score)))
                    v.diagnosis = Grading::tr("That is exp(score) without subtracting the max: the weights would come out the same, but the table asks for exp(score − max).");
                else if (isSum) {
                    double shifted = 0.0;
                    for (const attn::TraceRow &k : t.rows)
                        shifted += k.shifted;
                    if (near(x, shifted))
                        v.diagnosis = Grading::tr("You added up score − max instead of the exponentials.");
                } else if (c == 2) {
                    double scoreSum = 0.0;
                    for (const attn::TraceRow &k : t.rows)
                        scoreSum += k.score;
                    if (near(x, row->score))
                        v.diagnosis = Grading::tr("You used the raw score as the weight; the softmax turns scores into weights.");
                    else if (scoreSum != 0.0 && near(x, row->score / scoreSum))
                        v.diagnosis = Grading::tr("You forgot to exponentiate: divide exp(score − max) by the sum of the exponentials, not the scores by their sum.");
                    else if (near(x, row->exponential))
                        v.diagnosis = Grading::tr("You forgot to divide by the sum of the exponentials.");
                    else if (cell(r, 1) && near(*cell(r, 1), row->exponential) && *cell(r, 1) != 0.0 && x > 0.0)
                        v.diagnosis = Grading::tr("You divided by the wrong sum: divide by Σ exp(score − max) over all keys, %1.").arg(fmt(t.sumExponentials));
                }
                break;
            case Exercise::TableKind::WeightedSum:
                if (!isSum && near(x, row->score * row->value))
                    v.diagnosis = Grading::tr("You used the raw score as the weight; use the attention weight.");
                else if (!isSum && near(x, row->value))
                    v.diagnosis = Grading::tr("You forgot to multiply the value by its weight.");
                else if (isSum && near(x, attn::plainAverage(variant.layout().values)))
                    v.diagnosis = Grading::tr("You took the plain average of the values; attention weights each value.");
                else if (isSum && near(x, t.rows[attn::argmax(t.weights())].value))
                    v.diagnosis = Grading::tr("You took the best key's value alone (a hard lookup); attention adds up every weight × value.");
                else if (isSum && near(x, t.output / double(keys)))
                    v.diagnosis = Grading::tr("You divided by the number of keys; the weights already add up to one.");
                break;
            }
        }
    }
    const Feedback summary = verdict(total ? double(right) / total : 0.0, Grading::tr("Correct: every cell is right."),
                                     Grading::tr("%1 of %2 cells are right.").arg(right).arg(total),
                                     Grading::tr("None of the cells is right yet."));
    f.status = summary.status;
    f.score = summary.score;
    f.message = summary.message;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c)
            if (!f.cells[r][c].diagnosis.isEmpty() && f.cells[r][c].kind == CellVerdict::Kind::Wrong)
                f.details << Grading::tr("%1, %2: %3")
                                 .arg(r < keys ? QStringLiteral("k%1").arg(r + 1) : Grading::tr("Σ"),
                                      tableInputColumns(kind).at(c), f.cells[r][c].diagnosis);
    return f;
}

Feedback gradeTarget(const Exercise &exercise, const Variant &variant, attn::Polar query)
{
    const attn::PlateLayout layout = variant.layout();
    const auto t = attn::trace(layout.lookup(query));
    if (!t)
        return invalid(Grading::tr("The query cannot be looked up."));
    const TargetSpec &target = exercise.target;
    const QString where = Grading::tr("Your query: %1°, length %2.").arg(fmt(query.angleDegrees, 1), fmt(query.length, 2));
    if (target.maxLength && query.length > *target.maxLength + 1e-9) {
        Feedback f = verdict(0.0, {}, {}, Grading::tr("The query is too long: at most %1 is allowed.").arg(*target.maxLength));
        f.details << where;
        return f;
    }
    Feedback f;
    switch (target.kind) {
    case TargetSpec::Kind::WeightAtLeast: {
        const double w = t->rows[std::size_t(target.key - 1)].weight;
        f = verdict(w >= target.threshold ? 1.0 : 0.0,
                    Grading::tr("Correct: key %1 receives %2.").arg(target.key).arg(formatPercent(w)), {},
                    Grading::tr("Not yet: key %1 receives %2, it needs at least %3.")
                        .arg(target.key).arg(formatPercent(w), formatPercent(target.threshold)));
        break;
    }
    case TargetSpec::Kind::OutputAbove:
        f = verdict(t->output > target.threshold ? 1.0 : 0.0,
                    Grading::tr("Correct: the output is %1.").arg(fmt(t->output, 2)), {},
                    Grading::tr("Not yet: the output is %1, it must exceed %2.").arg(fmt(t->output, 2)).arg(target.threshold));
        break;
    case TargetSpec::Kind::Shortest: {
        const double w = t->rows[std::size_t(target.key - 1)].weight;
        const auto best = shortestQueryFor(layout, target.key, target.threshold, target.maxLength.value_or(10.0));
        if (w <= target.threshold) {
            f = verdict(0.0, {}, {}, Grading::tr("Not yet: key %1 receives %2, it needs more than %3.")
                                         .arg(target.key).arg(formatPercent(w), formatPercent(target.threshold)));
        } else if (best && query.length <= best->length * (1.0 + target.tolerance) + 1e-9) {
            f = verdict(1.0, Grading::tr("Correct: key %1 receives %2 with a query of length %3, as short as it gets.")
                                 .arg(target.key).arg(formatPercent(w), fmt(query.length, 2)), {}, {});
        } else {
            f = verdict(0.5, {}, Grading::tr("Key %1 receives %2, but a shorter query can do it: try pointing more precisely and shortening.")
                                     .arg(target.key).arg(formatPercent(w)), {});
        }
        break;
    }
    }
    f.details << where;
    return f;
}

QString workedSolution(const Exercise &exercise, const Variant &variant)
{
    QString out;
    if (!exercise.solution.isEmpty())
        out += fillForVariant(exercise.solution, variant) + QStringLiteral("\n\n");
    switch (exercise.type) {
    case Exercise::Type::Numeric:
        if (const auto answer = numericAnswer(exercise, variant))
            out += Grading::tr("**Answer:** %1%2\n\n").arg(fmt(*answer, 4), exercise.unit == Exercise::Unit::Percent ? QStringLiteral("%") : QString());
        break;
    case Exercise::Type::SingleChoice:
    case Exercise::Type::MultipleChoice:
        for (const ChoiceOption &o : exercise.options)
            if (o.correct)
                out += Grading::tr("- **Correct:** %1\n").arg(fillForVariant(o.text, variant));
        out += QLatin1Char('\n');
        break;
    case Exercise::Type::Ranking: {
        QStringList keys;
        for (int k : rankingAnswer(exercise, variant))
            keys << QStringLiteral("k%1").arg(k);
        out += Grading::tr("**Order:** %1\n\n").arg(keys.join(QStringLiteral(" > ")));
        break;
    }
    case Exercise::Type::Target:
        if (exercise.target.kind != TargetSpec::Kind::OutputAbove) {
            if (const auto best = shortestQueryFor(variant.layout(), exercise.target.key, exercise.target.threshold,
                                                   exercise.target.maxLength.value_or(10.0)))
                out += Grading::tr("**One way:** angle %1°, length %2 (the shortest query that does it).\n\n")
                           .arg(fmt(best->angleDegrees, 1), fmt(best->length, 2));
        }
        return out;
    case Exercise::Type::Table:
        break;
    }
    const attn::Trace t = variant.trace();
    out += Grading::tr("Step by step for the query at %1°, length %2:\n\n").arg(fmt(variant.query.angleDegrees, 1), fmt(variant.query.length, 2));
    out += Grading::tr("| key | q_x·k_x | q_y·k_y | score | score − max | exp | weight | value | w × v |\n");
    out += QStringLiteral("|---|---|---|---|---|---|---|---|---|\n");
    for (std::size_t i = 0; i < t.rows.size(); ++i) {
        const attn::TraceRow &r = t.rows[i];
        out += QStringLiteral("| k%1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 | %9 |\n")
                   .arg(i + 1)
                   .arg(fmt(r.terms[0]), fmt(r.terms[1]), fmt(r.score), fmt(r.shifted), fmt(r.exponential),
                        fmt(r.weight), QString::number(r.value, 'g', 10), fmt(r.contribution));
    }
    out += Grading::tr("\nΣ exp = %1; output = Σ w × v = %2\n").arg(fmt(t.sumExponentials), fmt(t.output));
    return out;
}

} // namespace course
