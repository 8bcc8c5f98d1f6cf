#include "grading.h"

#include "gradingsupport.h"
#include "steptable.h"

#include <algorithm>
#include <cmath>
#include <numbers>

// The step tables a learner fills in by hand: their shape, the given figures, and the grading
// of every cell (lessons/FORMAT.md, "table").

namespace course {

using namespace gradingdetail;

QStringList tableInputColumns(Exercise::TableKind kind)
{
    QStringList out;
    for (const StepColumn &c : stepColumns(kind))
        if (!c.given)
            out << c.header;
    return out;
}

QStringList tableGivenColumns(Exercise::TableKind kind)
{
    QStringList out;
    for (const StepColumn &c : stepColumns(kind))
        if (c.given)
            out << c.header;
    return out;
}

int tableRowCount(Exercise::TableKind kind, const Variant &variant)
{
    return int(variantTable(kind, variant).rows.size());
}

QList<QStringList> tableGivenCells(Exercise::TableKind kind, const Variant &variant)
{
    const StepTable table = variantTable(kind, variant);
    QList<QStringList> rows;
    for (const StepRow &row : table.rows) {
        QStringList cells;
        for (int c : table.givenColumns()) {
            const StepColumn &column = table.columns[c];
            const StepCell &cell = row.cells[c];
            if (column.quantity == StepColumn::Quantity::Key)
                cells << row.label;
            else if (!cell.exists || cell.check)
                cells << QString();
            else
                cells << (column.quantity == StepColumn::Quantity::Value || column.quantity == StepColumn::Quantity::Target
                              ? formatPlain(cell.value)
                              : fmt(cell.value));
        }
        rows << cells;
    }
    return rows;
}

bool tableCellExists(Exercise::TableKind kind, const Variant &variant, int row, int column)
{
    const StepTable table = variantTable(kind, variant);
    const QList<int> inputs = table.inputColumns();
    if (column < 0 || column >= inputs.size())
        return false;
    const StepCell cell = table.cell(row, inputs[column]);
    return cell.exists && !cell.check;
}

double tableExpected(Exercise::TableKind kind, const Variant &variant, int row, int column)
{
    const StepTable table = variantTable(kind, variant);
    const QList<int> inputs = table.inputColumns();
    return column >= 0 && column < inputs.size() ? table.cell(row, inputs[column]).value : 0.0;
}

namespace {

/// The entry of token i's x that a gradient table's column b does not name (the mismatch a
/// learner makes); 0 for another variant.
double otherInputComponent(const Variant &variant)
{
    const auto g = tokenGradient(variant);
    if (!g || !variant.gradient || g->x.size() != 2)
        return 0.0;
    return g->x[variant.gradient->column == 0 ? 1 : 0];
}

} // namespace

Feedback gradeTable(const Exercise &exercise, const Variant &variant, const QList<QStringList> &cells, const QLocale &locale)
{
    using Quantity = StepColumn::Quantity;
    const attn::Trace t = variant.trace();
    const StepTable table = variantTable(exercise.table, variant);
    const QList<int> inputs = table.inputColumns();
    const int keys = table.keyCount();
    const int rows = int(table.rows.size());
    const int columns = int(inputs.size());
    const auto quantity = [&](int c) { return table.columns[inputs[c]].quantity; };
    const auto columnName = [&](int c) { return table.columns[inputs[c]].header; };
    const auto rowName = [&](int r) { return r < keys ? table.rows[r].label : Grading::tr("Σ"); };
    const auto asked = [&](int r, int c) {
        const StepCell cell = table.cell(r, inputs[c]);
        return cell.exists && !cell.check;
    };
    const auto expected = [&](int r, int c) { return table.cell(r, inputs[c]).value; };
    /// The input column of a quantity (and component), or -1.
    const auto inputOf = [&](Quantity q, int dimension = -1) {
        for (int c = 0; c < columns; ++c)
            if (quantity(c) == q && table.columns[inputs[c]].dimension == dimension)
                return c;
        return -1;
    };

    // Read every cell first: anything that is not a number stops the check (no attempt used).
    // A weight may be typed in percent ("55.08%"): it is that weight as a fraction.
    QList<QList<std::optional<double>>> typed(rows, QList<std::optional<double>>(columns));
    QList<QList<int>> decimals(rows, QList<int>(columns, 2));
    QList<QList<bool>> inPercent(rows, QList<bool>(columns, false));
    bool anyTyped = false;
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            if (!asked(r, c))
                continue;
            const QString text = cells.value(r).value(c).trimmed();
            if (text.isEmpty())
                continue;
            const bool percent = quantity(c) == Quantity::Weight && text.endsWith(QLatin1Char('%'));
            const NumberReading reading = readLearnerNumber(text, locale, percent);
            typed[r][c] = reading.value;
            // "1.9%" has the precision of 0.019: three decimals of a fraction.
            decimals[r][c] = percent ? std::max(2, decimalsOf(text.chopped(1).trimmed(), 0) + 2) : decimalsOf(text);
            if (!typed[r][c])
                return invalid(Grading::tr("Row %1, column “%2”: %3").arg(rowName(r), columnName(c), reading.problem));
            if (percent) {
                *typed[r][c] /= 100.0;
                inPercent[r][c] = true;
            }
            anyTyped = true;
        }
    }
    if (!anyTyped)
        return invalid(Grading::tr("Fill in some cells first."));

    Feedback f;
    f.cells = QList<QList<CellVerdict>>(rows, QList<CellVerdict>(columns));
    const auto cell = [&](int r, int c) { return c >= 0 ? typed[r][c] : std::nullopt; };
    const auto right = [&](int r, int c) { return c >= 0 && cell(r, c) && f.cells[r][c].kind == CellVerdict::Kind::Correct; };
    /// What an earlier cell may hold in a right working: its exact figure, or the learner's
    /// own figure where it was graded right (rounded or not).
    const auto earlier = [&](int r, int c) {
        const double exact = expected(r, c);
        return right(r, c) ? Span::of({exact, *cell(r, c)}) : Span::of({exact});
    };
    /// A given figure: exact, or as the table (or the prompt, for the query) shows it.
    const auto given = [](double exact, bool rounded = true) {
        return Span::of({exact, rounded ? asShown(exact) : exact});
    };
    const auto sumOver = [&](int c) {
        Span s;
        for (int k = 0; k < keys; ++k)
            s = s + earlier(k, c);
        return s;
    };
    /// A given column's exact figure in row r (the gradient table's weight, target, key entry).
    const auto shownFigure = [&](int r, Quantity q) { return table.cell(r, table.columnOf(q)).value; };
    /// Where a cell lies when worked out right from the figures shown and the learner's own
    /// right cells; nothing when the cell has no inputs to work from.
    const auto fromShown = [&](int r, int c) -> std::optional<Span> {
        const bool isSum = table.isSumRow(r);
        const StepColumn &column = table.columns[inputs[c]];
        switch (column.quantity) {
        case Quantity::Term: {
            const auto d = std::size_t(column.dimension);
            return given(t.query[d]) * given(t.keys[std::size_t(r)][d]);
        }
        case Quantity::Score: {
            Span s;
            for (int d = 0; d < int(t.query.size()); ++d) {
                const int term = inputOf(Quantity::Term, d);
                if (term < 0)
                    return std::nullopt;
                s = s + earlier(r, term);
            }
            return Span{t.scale, t.scale} * s;
        }
        case Quantity::Shifted: {
            Span max{-HUGE_VAL, -HUGE_VAL};
            for (const attn::TraceRow &k : t.rows) {
                if (!k.visible)
                    continue;
                const Span s = given(k.score);
                max = {std::max(max.lo, s.lo), std::max(max.hi, s.hi)};
            }
            return given(t.rows[std::size_t(r)].score) - max;
        }
        case Quantity::Exponential: {
            if (isSum)
                return sumOver(c);
            const int shifted = inputOf(Quantity::Shifted);
            if (shifted < 0 || !asked(r, shifted))
                return std::nullopt;
            const Span s = earlier(r, shifted);
            return Span{std::exp(s.lo), std::exp(s.hi)};
        }
        case Quantity::Weight: {
            const int exp = inputOf(Quantity::Exponential);
            const Span sum = earlier(rows - 1, exp);
            if (isSum || exp < 0 || sum.lo <= 0.0)
                return std::nullopt;
            return earlier(r, exp) / sum;
        }
        case Quantity::Contribution:
            if (isSum)
                return sumOver(c);
            return given(t.rows[std::size_t(r)].weight) * given(t.rows[std::size_t(r)].value, false);
        case Quantity::Error:
            return given(shownFigure(r, Quantity::Weight)) - given(shownFigure(r, Quantity::Target), false);
        case Quantity::ErrorTerm: {
            if (isSum)
                return sumOver(c);
            const int error = inputOf(Quantity::Error);
            if (error < 0)
                return std::nullopt;
            return earlier(r, error) * given(shownFigure(r, Quantity::KeyEntry));
        }
        case Quantity::GradientEntry: {
            const int term = inputOf(Quantity::ErrorTerm);
            if (term < 0)
                return std::nullopt;
            return given(table.scale) * given(table.inputComponent) * earlier(rows - 1, term);
        }
        default:
            return std::nullopt;
        }
    };
    /// The learner's own figures of column `c` over every key, added by the core; nothing
    /// while one is missing. `earlierWrong` learns whether any of them is not right.
    const auto ownSum = [&](int c, bool *earlierWrong) -> std::optional<double> {
        std::vector<double> xs;
        for (int k = 0; k < keys; ++k) {
            *earlierWrong = *earlierWrong || !right(k, c);
            if (!cell(k, c))
                return std::nullopt;
            xs.push_back(*cell(k, c));
        }
        return attn::sum(xs);
    };
    const std::vector<double> shiftedScores = [&] {
        std::vector<double> xs;
        for (const attn::TraceRow &k : t.rows)
            xs.push_back(k.shifted);
        return xs;
    }();
    const double scoreSum = attn::sum(t.scores());
    // The cells in the order a learner works them out (a weight after the Σ exp it divides
    // by), so that each cell is graded after the cells it is computed from.
    QList<std::pair<int, int>> order;
    for (const StepCellRef &step : table.steps)
        if (const auto c = inputs.indexOf(step.column); c >= 0 && asked(step.row, int(c)))
            order.append({step.row, int(c)});
    int total = 0;
    int rightCells = 0;
    for (const auto &[r, c] : order) {
        ++total;
        CellVerdict &v = f.cells[r][c];
        v.expected = expected(r, c);
        if (!cell(r, c)) {
            v.kind = CellVerdict::Kind::Empty;
            continue;
        }
        const double x = *cell(r, c);
        // The decimals taken out first: clang 14 (the libFuzzer build) captures no structured binding.
        const int cellDecimals = decimals[r][c];
        const auto near = [&](double typedValue, double expectedValue) {
            return course::near(typedValue, expectedValue, cellDecimals);
        };
        // Right from the exact figures, or from the figures shown and the learner's own
        // right cells, each as rounded as they were shown or typed.
        const auto shownSpan = fromShown(r, c);
        if (near(x, v.expected) || (shownSpan && std::isfinite(shownSpan->lo) && std::isfinite(shownSpan->hi)
                                    && near(x, shownSpan->nearest(x)))) {
            v.kind = CellVerdict::Kind::Correct;
            ++rightCells;
            continue;
        }
        v.kind = CellVerdict::Kind::Wrong;
        const bool isSum = table.isSumRow(r);
        // The lookup tables' trace row; the gradient table's rows are tokens, not the trace's keys.
        const attn::TraceRow *row = isSum || exercise.table == Exercise::TableKind::Gradient || r >= int(t.rows.size())
                                        ? nullptr
                                        : &t.rows[std::size_t(r)];
        const StepColumn &column = table.columns[inputs[c]];
        // For the class's count, where the diagnosis names this variant's figures.
        QString mistake;
        // Computed correctly from the learner's own earlier (wrong) cells?
        std::optional<double> fromOwn;
        bool earlierWrong = false;
        switch (column.quantity) {
        case Quantity::Score: {
            std::vector<double> terms;
            for (int d = 0; d < int(t.query.size()); ++d) {
                const int term = inputOf(Quantity::Term, d);
                earlierWrong = earlierWrong || !right(r, term);
                if (cell(r, term))
                    terms.push_back(*cell(r, term));
            }
            if (terms.size() == t.query.size())
                fromOwn = t.scale * attn::sum(terms);
            break;
        }
        case Quantity::Exponential:
            if (isSum) {
                fromOwn = ownSum(c, &earlierWrong);
            } else if (const int shifted = inputOf(Quantity::Shifted); cell(r, shifted)) {
                fromOwn = std::exp(*cell(r, shifted));
                earlierWrong = !right(r, shifted);
            }
            break;
        case Quantity::Weight: {
            const int exp = inputOf(Quantity::Exponential);
            const int sumRow = rows - 1;
            if (!isSum && cell(r, exp) && cell(sumRow, exp) && *cell(sumRow, exp) != 0.0) {
                fromOwn = *cell(r, exp) / *cell(sumRow, exp);
                earlierWrong = !right(r, exp) || !right(sumRow, exp);
            }
            break;
        }
        case Quantity::Contribution:
        case Quantity::ErrorTerm:
            if (isSum) {
                fromOwn = ownSum(c, &earlierWrong);
            } else if (const int error = inputOf(Quantity::Error); column.quantity == Quantity::ErrorTerm && cell(r, error)) {
                fromOwn = *cell(r, error) * shownFigure(r, Quantity::KeyEntry);
                earlierWrong = !right(r, error);
            }
            break;
        case Quantity::GradientEntry:
            if (const int term = inputOf(Quantity::ErrorTerm); cell(r, term)) {
                fromOwn = table.scale * table.inputComponent * *cell(r, term);
                earlierWrong = !right(r, term);
            }
            break;
        default:
            break;
        }
        // Only a finite figure can be carried forward: near() accepts anything next to ±inf.
        if (fromOwn && std::isfinite(*fromOwn) && earlierWrong && near(x, *fromOwn)) {
            v.kind = CellVerdict::Kind::CarriedForward;
            v.diagnosis = Grading::tr("Computed correctly from your earlier cell, which was wrong: no new mistake here.");
            ++rightCells;
            continue;
        }
        // Recognisable mistakes.
        switch (column.quantity) {
        case Quantity::Term: {
            const auto d = std::size_t(column.dimension);
            const std::size_t other = d == 0 ? 1 : 0;
            if (near(x, -v.expected))
                v.diagnosis = Grading::tr("The sign is wrong: mind the minus signs of the components.");
            else if (t.query.size() == 2 && near(x, t.query[d] * t.keys[std::size_t(r)][other]))
                v.diagnosis = Grading::tr("You multiplied mismatched components: pair q_x with k_x and q_y with k_y.");
            break;
        }
        case Quantity::Score:
            if (std::any_of(row->terms.cbegin(), row->terms.cend(), [&](double term) { return near(x, term); }))
                v.diagnosis = Grading::tr("You dropped a term of the dot product: the score is q_x·k_x + q_y·k_y.");
            else if (row->terms.size() == 2 && near(x, row->terms[0] * row->terms[1]))
                v.diagnosis = Grading::tr("You multiplied the two products; a dot product adds them.");
            break;
        case Quantity::Shifted:
            if (near(x, row->score))
                v.diagnosis = Grading::tr("You forgot to subtract the largest score.");
            else if (near(x, -row->shifted))
                v.diagnosis = Grading::tr("Subtracted the wrong way round: it is score − max, so never positive.");
            break;
        case Quantity::Exponential:
            if (isSum) {
                if (near(x, attn::sum(shiftedScores)))
                    v.diagnosis = Grading::tr("You added up score − max instead of the exponentials.");
            } else if (near(x, row->shifted)) {
                v.diagnosis = Grading::tr("You forgot to exponentiate: this is score − max itself.");
            } else if (std::isfinite(std::exp(row->score)) && near(x, std::exp(row->score))) {
                v.diagnosis = Grading::tr("That is exp(score) without subtracting the max: the weights would come out the same, but the table asks for exp(score − max).");
            }
            break;
        case Quantity::Weight: {
            const int exp = inputOf(Quantity::Exponential);
            if (!inPercent[r][c] && near(x, 100.0 * v.expected)) {
                v.diagnosis = Grading::tr("This looks like a percentage: write %1 or %2.")
                                  .arg(fmt(v.expected), withPercent(fmt(100.0 * v.expected, 2)));
                mistake = Grading::tr("Wrote a weight as a percentage without the % sign.");
            }
            else if (near(x, row->score))
                v.diagnosis = Grading::tr("You used the raw score as the weight; the softmax turns scores into weights.");
            else if (scoreSum != 0.0 && near(x, row->score / scoreSum))
                v.diagnosis = Grading::tr("You forgot to exponentiate: divide exp(score − max) by the sum of the exponentials, not the scores by their sum.");
            else if (near(x, row->exponential))
                v.diagnosis = Grading::tr("You forgot to divide by the sum of the exponentials.");
            else if (cell(r, exp) && near(*cell(r, exp), row->exponential) && *cell(r, exp) != 0.0 && x > 0.0) {
                v.diagnosis = Grading::tr("You divided by the wrong sum: divide by Σ exp(score − max) over all keys, %1.").arg(fmt(t.sumExponentials));
                mistake = Grading::tr("You divided by the wrong sum: divide by Σ exp(score − max) over all keys.");
            }
            break;
        }
        case Quantity::Contribution:
            if (!isSum && near(x, row->score * row->value))
                v.diagnosis = Grading::tr("You used the raw score as the weight; use the attention weight.");
            else if (!isSum && near(x, row->value))
                v.diagnosis = Grading::tr("You forgot to multiply the value by its weight.");
            else if (near(x, 100.0 * (isSum ? t.output : row->contribution)) && std::abs(x) > 1e-9)
                v.diagnosis = Grading::tr("This is 100 times too large: use each weight as a fraction (0.551), not in percent (55.1).");
            else if (isSum && near(x, attn::plainAverage(variant.layout().values)))
                v.diagnosis = Grading::tr("You took the plain average of the values; attention weights each value.");
            else if (isSum && near(x, t.rows[attn::argmax(t.weights())].value))
                v.diagnosis = Grading::tr("You took the best key's value alone (a hard lookup); attention adds up every weight × value.");
            else if (isSum && near(x, t.output / double(keys)))
                v.diagnosis = Grading::tr("You divided by the number of keys; the weights already add up to one.");
            break;
        case Quantity::Error: {
            const double w = shownFigure(r, Quantity::Weight);
            const double target = shownFigure(r, Quantity::Target);
            if (near(x, target - w) && std::abs(x) > 1e-9)
                v.diagnosis = Grading::tr("Subtracted the wrong way round: it is the weight minus the target, w − t.");
            else if (target != 0.0 && near(x, w))
                v.diagnosis = Grading::tr("You forgot to subtract the target: on the target's row t = 1, so w − t is negative.");
            else if (std::abs(v.expected) > 1e-9 && near(x, 100.0 * v.expected))
                v.diagnosis = Grading::tr("This is 100 times too large: take the weight as a fraction (0.25), not in percent (25).");
            break;
        }
        case Quantity::ErrorTerm: {
            const int error = inputOf(Quantity::Error);
            if (isSum) {
                std::vector<double> errors;
                std::vector<double> weighted;
                for (int k = 0; k < keys; ++k) {
                    errors.push_back(table.cell(k, inputs[error]).value);
                    weighted.push_back(shownFigure(k, Quantity::Weight) * shownFigure(k, Quantity::KeyEntry));
                }
                if (near(x, attn::sum(weighted)) && !near(x, v.expected))
                    v.diagnosis = Grading::tr("You added up w·k: subtract the target first, so that the target's row counts (w − 1)·k.");
                else if (near(x, attn::sum(errors)))
                    v.diagnosis = Grading::tr("You added up the w − t column; Σ adds up the products (w − t)·kⱼ,a of the rows.");
            } else {
                const double w = shownFigure(r, Quantity::Weight);
                const double k = shownFigure(r, Quantity::KeyEntry);
                if (near(x, expected(r, error)) && std::abs(k - 1.0) > 0.01)
                    v.diagnosis = Grading::tr("You forgot to multiply by the key entry kⱼ,a.");
                else if (shownFigure(r, Quantity::Target) != 0.0 && near(x, w * k))
                    v.diagnosis = Grading::tr("You multiplied the weight, not w − t: on the target's row that is (w − 1)·k.");
                else if (near(x, -v.expected) && std::abs(x) > 1e-9)
                    v.diagnosis = Grading::tr("The sign is wrong: mind the minus signs of w − t and of the key entry.");
                else if (std::abs(v.expected) > 1e-9 && near(x, 100.0 * v.expected))
                    v.diagnosis = Grading::tr("This is 100 times too large: take the weight as a fraction (0.25), not in percent (25).");
            }
            break;
        }
        case Quantity::GradientEntry: {
            const double sum = expected(r, inputOf(Quantity::ErrorTerm));
            const double xb = table.inputComponent;
            const double other = otherInputComponent(variant);
            const int b = variant.gradient ? variant.gradient->column + 1 : 1;
            if (near(x, xb * sum)) {
                v.diagnosis = Grading::tr("You left out the scale c = 1/√2 ≈ 0.7071 that every score is multiplied by.");
            } else if (near(x, std::numbers::sqrt2 * xb * sum)) {
                v.diagnosis = Grading::tr("You multiplied by √2: c = 1/√2 ≈ 0.7071 divides by √2.");
            } else if (near(x, table.scale * sum) && std::abs(xb - 1.0) > 0.01) {
                v.diagnosis = Grading::tr("You left out xᵢ,b = %1, entry b = %2 of x: raising the entry of W_q moves the query's entry a by xᵢ,b.")
                                  .arg(fmt(xb))
                                  .arg(b);
                mistake = Grading::tr("You left out xᵢ,b: raising the entry of W_q moves the query's entry a by xᵢ,b.");
            } else if (near(x, table.scale * other * sum) && std::abs(other - xb) > 0.01) {
                v.diagnosis = Grading::tr("You used the other entry of x, %1: the entry of W_q is in column b = %2, so use entry %2 of x, %3.")
                                  .arg(fmt(other))
                                  .arg(b)
                                  .arg(fmt(xb));
                mistake = Grading::tr("You used the other entry of x: the column b of the entry of W_q picks the entry of x.");
            } else if (near(x, -v.expected) && std::abs(x) > 1e-9) {
                v.diagnosis = Grading::tr("The sign is wrong: check the signs of xᵢ,b and of Σ. This cell is the gradient itself, not the step against it.");
            } else if (near(x, sum)) {
                v.diagnosis = Grading::tr("That is the Σ alone: multiply it by c and by the entry b of xᵢ.");
            }
            break;
        }
        default:
            break;
        }
        if (const QString m = mistake.isEmpty() ? v.diagnosis : mistake; !m.isEmpty() && !f.diagnoses.contains(m))
            f.diagnoses << m;
    }
    const Feedback summary = verdict(total ? double(rightCells) / total : 0.0, Grading::tr("All %1 cells are right.").arg(total),
                                     Grading::tr("%1 of %2 cells are right.").arg(rightCells).arg(total),
                                     Grading::tr("None of the cells is right yet."));
    f.status = summary.status;
    f.score = summary.score;
    f.message = summary.message;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c)
            if (!f.cells[r][c].diagnosis.isEmpty() && f.cells[r][c].kind == CellVerdict::Kind::Wrong)
                f.details << Grading::tr("%1, %2: %3").arg(rowName(r), columnName(c), f.cells[r][c].diagnosis);
    return f;
}

} // namespace course
