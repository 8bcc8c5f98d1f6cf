#include "grading.h"

#include "placeholders.h"
#include "steptable.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <initializer_list>

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

/// The range a figure lies in when it may be worked out from exact figures or from the same
/// figures rounded as the screen shows them (or as the learner typed them): interval arithmetic.
struct Span {
    double lo = 0.0;
    double hi = 0.0;

    static Span of(std::initializer_list<double> xs)
    {
        return {std::min(xs), std::max(xs)};
    }
    /// How far `x` lies outside the range; its nearest point.
    double nearest(double x) const { return std::clamp(x, lo, hi); }
    friend Span operator+(Span a, Span b) { return {a.lo + b.lo, a.hi + b.hi}; }
    friend Span operator-(Span a, Span b) { return {a.lo - b.hi, a.hi - b.lo}; }
    friend Span operator*(Span a, Span b)
    {
        return of({a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi});
    }
    /// Only for a divisor that stays on one side of zero (Σ exp ≥ 1).
    friend Span operator/(Span a, Span b)
    {
        return of({a.lo / b.lo, a.lo / b.hi, a.hi / b.lo, a.hi / b.hi});
    }
};

/// `x` rounded to the decimals a given cell or a prompt shows (4).
double asShown(double x, int decimals = 4)
{
    const double unit = std::pow(10.0, decimals);
    return std::round(x * unit) / unit;
}

/// A figure as the course shows it: fixed decimals and the minus sign − (FORMAT.md).
QString fmt(double x, int decimals = 4)
{
    return formatFixed(x, decimals);
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

/// A step table as a Markdown table under its title, every figure to four decimals (values as
/// they are), with the minus sign of the prose; the empty cells of the Σ row stay empty.
QString stepTableMarkdown(const StepTable &table)
{
    QStringList headers;
    for (const StepColumn &c : table.columns)
        headers << c.header;
    QString out = QStringLiteral("**%1**\n\n| %2 |\n|%3\n").arg(stepTableTitle(table.kind), headers.join(QStringLiteral(" | ")),
                                                               QStringLiteral("---|").repeated(headers.size()));
    for (const StepRow &row : table.rows) {
        QStringList cells{row.label};
        for (int c = 1; c < table.columns.size(); ++c) {
            const StepCell &cell = row.cells[c];
            if (!cell.exists)
                cells << (row.masked ? Grading::tr("masked") : QString());
            else if (table.columns[c].quantity == StepColumn::Quantity::Value)
                cells << formatPlain(cell.value);
            else
                cells << fmt(cell.value);
        }
        out += QStringLiteral("| %1 |\n").arg(cells.join(QStringLiteral(" | ")));
    }
    return out + QLatin1Char('\n');
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
    const double tolerance = numericTolerance(exercise, *expected);
    const bool right = std::abs(*typed - *expected) <= tolerance + 1e-12;
    // The headline already says "Correct": the message adds the figure beyond the tolerance (a
    // key's number is a name and has nothing to add).
    QString exact;
    if (exercise.answer != QLatin1String("argmax"))
        exact = percent ? Grading::tr("The exact value is %1%.").arg(fmt(*expected, 2))
                        : Grading::tr("The exact value is %1.").arg(fmt(*expected, 4));
    Feedback f = verdict(right ? 1.0 : 0.0, exact, {},
                         Grading::tr("Not quite: %1 is not within %2 of the answer.")
                             .arg(QLocale(locale).toString(*typed, 'g', 8), QLocale(locale).toString(tolerance, 'g', 4)));
    if (!right) {
        const QString diagnosis = numericDiagnosis(exercise, variant, *typed);
        if (!diagnosis.isEmpty()) {
            f.details << diagnosis;
            f.diagnoses << diagnosis;
        }
    }
    return f;
}

Feedback gradeChoice(const Exercise &exercise, const Variant &variant, const QStringList &chosen)
{
    if (chosen.isEmpty())
        return invalid(Grading::tr("Choose an option first."));
    int correctTotal = 0;
    int rightPicks = 0;
    int wrongPicks = 0;
    QStringList details;
    // A wrong pick is a recognisable mistake, named the same for every learner: the option's
    // own figures (placeholders) left out; the learner reads them filled in.
    static const QRegularExpression placeholder(QStringLiteral("\\{\\{[^}]*\\}\\}"));
    const auto named = [](const QString &text, const QString &explanation) {
        return explanation.isEmpty() ? Grading::tr("“%1” is not right.").arg(text)
                                     : Grading::tr("“%1”: %2").arg(text, explanation);
    };
    QStringList mistakes;
    for (const ChoiceOption &o : exercise.options) {
        correctTotal += o.correct ? 1 : 0;
        if (!chosen.contains(o.id))
            continue;
        if (o.correct) {
            ++rightPicks;
        } else {
            ++wrongPicks;
            details << named(fillForVariant(o.text, variant), fillForVariant(o.explanation, variant));
            mistakes << named(QString(o.text).replace(placeholder, QStringLiteral("…")),
                              QString(o.explanation).replace(placeholder, QStringLiteral("…")));
        }
    }
    for (const QString &id : chosen)
        if (std::none_of(exercise.options.cbegin(), exercise.options.cend(), [&](const ChoiceOption &o) { return o.id == id; }))
            return invalid(Grading::tr("“%1” is not one of the options.").arg(id));
    if (exercise.type == Exercise::Type::SingleChoice && chosen.size() != 1)
        return invalid(Grading::tr("Choose exactly one option."));
    const double score = correctTotal > 0 ? double(rightPicks - wrongPicks) / correctTotal : 0.0;
    // A correct choice needs no words beyond the headline.
    Feedback f = verdict(score, QString(),
                         Grading::tr("Partly right: %1 of %2 correct options, %3 wrong.").arg(rightPicks).arg(correctTotal).arg(wrongPicks),
                         Grading::tr("Not quite."));
    if (exercise.type == Exercise::Type::MultipleChoice && rightPicks < correctTotal)
        details << Grading::tr("%n correct option(s) not chosen.", nullptr, correctTotal - rightPicks);
    f.details = details;
    f.diagnoses = mistakes;
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
    // Tied keys (equal, or equal as the screen shows them) are right in either order.
    QList<int> place(n + 1, 0);
    const QList<QList<int>> groups = rankingGroups(exercise, variant);
    for (int g = 0; g < groups.size(); ++g)
        for (int k : groups[g])
            place[k] = g;
    // Kendall-style: the share of pairs in the right relative order (ties count as right).
    int right = 0;
    int pairs = 0;
    QStringList details;
    for (int i = 0; i < n; ++i) {
        for (int j = i + 1; j < n; ++j) {
            ++pairs;
            if (place[order[i]] <= place[order[j]])
                ++right;
            else if (j == i + 1)
                details << Grading::tr("k%1 should come before k%2.").arg(order[j]).arg(order[i]);
        }
    }
    QStringList ranked;
    for (int k : order)
        ranked << (exercise.rankByScore ? Grading::tr("k%1 (%2)").arg(k).arg(fmt(measure(k)))
                                        : Grading::tr("k%1 (%2)").arg(k).arg(formatPercent(measure(k))));
    const QString byMeasure = exercise.rankByScore ? Grading::tr("By score: %1.").arg(ranked.join(QStringLiteral(" > ")))
                                                   : Grading::tr("By weight: %1.").arg(ranked.join(QStringLiteral(" > ")));
    Feedback f = verdict(pairs ? double(right) / pairs : 0.0, byMeasure,
                         Grading::tr("Partly right: %1 of %2 pairs are in the right order.").arg(right).arg(pairs),
                         Grading::tr("Not quite: the order is reversed."));
    f.details = details;
    if (f.status == Feedback::Status::Wrong)
        f.diagnoses << Grading::tr("Ranked the other way round: smallest first.");
    return f;
}

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
    return int(stepTable(kind, variant.trace()).rows.size());
}

QList<QStringList> tableGivenCells(Exercise::TableKind kind, const Variant &variant)
{
    const StepTable table = stepTable(kind, variant.trace());
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
                cells << (column.quantity == StepColumn::Quantity::Value ? formatPlain(cell.value) : fmt(cell.value));
        }
        rows << cells;
    }
    return rows;
}

bool tableCellExists(Exercise::TableKind kind, const Variant &variant, int row, int column)
{
    const StepTable table = stepTable(kind, variant.trace());
    const QList<int> inputs = table.inputColumns();
    if (column < 0 || column >= inputs.size())
        return false;
    const StepCell cell = table.cell(row, inputs[column]);
    return cell.exists && !cell.check;
}

double tableExpected(Exercise::TableKind kind, const Variant &variant, int row, int column)
{
    const StepTable table = stepTable(kind, variant.trace());
    const QList<int> inputs = table.inputColumns();
    return column >= 0 && column < inputs.size() ? table.cell(row, inputs[column]).value : 0.0;
}

Feedback gradeTable(const Exercise &exercise, const Variant &variant, const QList<QStringList> &cells, const QLocale &locale)
{
    using Quantity = StepColumn::Quantity;
    const attn::Trace t = variant.trace();
    const StepTable table = stepTable(exercise.table, t);
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
            typed[r][c] = parseLearnerNumber(text, locale, percent);
            decimals[r][c] = decimalsOf(percent ? text.chopped(1).trimmed() : text) + (percent ? 2 : 0);
            if (!typed[r][c])
                return invalid(Grading::tr("Row %1, column “%2”: “%3” is not a number.")
                                   .arg(rowName(r), columnName(c), text));
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
        const auto near = [&](double typedValue, double expectedValue) {
            return course::near(typedValue, expectedValue, decimals[r][c]);
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
        const attn::TraceRow *row = isSum ? nullptr : &t.rows[std::size_t(r)];
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
            if (isSum)
                fromOwn = ownSum(c, &earlierWrong);
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
                v.diagnosis = Grading::tr("This looks like a percentage: write %1 or %2%.")
                                  .arg(fmt(v.expected), fmt(100.0 * v.expected, 2));
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
            else if (isSum && near(x, attn::plainAverage(variant.layout().values)))
                v.diagnosis = Grading::tr("You took the plain average of the values; attention weights each value.");
            else if (isSum && near(x, t.rows[attn::argmax(t.weights())].value))
                v.diagnosis = Grading::tr("You took the best key's value alone (a hard lookup); attention adds up every weight × value.");
            else if (isSum && near(x, t.output / double(keys)))
                v.diagnosis = Grading::tr("You divided by the number of keys; the weights already add up to one.");
            break;
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

Feedback gradeTarget(const Exercise &exercise, const Variant &variant, attn::Polar query)
{
    const attn::PlateLayout layout = variant.layout();
    const auto t = attn::trace(layout.lookup(query));
    if (!t)
        return invalid(Grading::tr("The query cannot be looked up."));
    const TargetSpec &target = goalOf(exercise, variant);
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
                    Grading::tr("Key %1 receives %2.").arg(target.key).arg(formatPercent(w)), {},
                    Grading::tr("Not yet: key %1 receives %2, it needs at least %3.")
                        .arg(target.key).arg(formatPercent(w), formatPercent(target.threshold)));
        break;
    }
    case TargetSpec::Kind::OutputAbove:
        f = verdict(t->output > target.threshold ? 1.0 : 0.0,
                    Grading::tr("The output is %1.").arg(fmt(t->output, 2)), {},
                    Grading::tr("Not yet: the output is %1, it must exceed %2.").arg(fmt(t->output, 2)).arg(target.threshold));
        break;
    case TargetSpec::Kind::Shortest: {
        const double w = t->rows[std::size_t(target.key - 1)].weight;
        const auto best = shortestQueryFor(layout, target.key, target.threshold, target.maxLength.value_or(10.0));
        if (w <= target.threshold) {
            f = verdict(0.0, {}, {}, Grading::tr("Not yet: key %1 receives %2, it needs more than %3.")
                                         .arg(target.key).arg(formatPercent(w), formatPercent(target.threshold)));
        } else if (best && query.length <= best->length * (1.0 + target.tolerance) + 1e-9) {
            f = verdict(1.0, Grading::tr("Key %1 receives %2 with a query of length %3, as short as it gets.")
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

attn::Polar printedTargetQuery(const Exercise &exercise, const Variant &variant, attn::Polar exact)
{
    // A longer query gives the key it points at more weight, so the length is rounded up (a
    // step or two more where the rounded angle needs it); an output target with a longest
    // length allowed is kept by rounding down.
    const bool down = goalOf(exercise, variant).kind == TargetSpec::Kind::OutputAbove;
    const double angle = asShown(exact.angleDegrees, 1);
    const double rounded = down ? std::floor(exact.length * 100.0 + 1e-9) / 100.0
                                : std::ceil(exact.length * 100.0 - 1e-9) / 100.0;
    for (int step = 0; step < 5; ++step) {
        const attn::Polar printed{angle, asShown(rounded + (down ? -0.01 : 0.01) * step, 2)};
        if (printed.length > 0.0 && gradeTarget(exercise, variant, printed).status == Feedback::Status::Correct)
            return printed;
    }
    return exact;
}

QString rankingText(const QList<QList<int>> &groups)
{
    QStringList ranks;
    for (const QList<int> &group : groups) {
        QStringList tied;
        for (int k : group)
            tied << QStringLiteral("k%1").arg(k);
        ranks << tied.join(QStringLiteral(" = "));
    }
    return ranks.join(QStringLiteral(" > "));
}

QString workedSolution(const Exercise &exercise, const Variant &variant)
{
    QString out;
    if (!exercise.solution.isEmpty())
        out += fillForVariant(exercise.solution, variant) + QStringLiteral("\n\n");
    switch (exercise.type) {
    case Exercise::Type::Numeric:
        if (const auto answer = numericAnswer(exercise, variant)) {
            // A key's number is a name, not a measurement: "key 2", not "2.0000".
            if (exercise.answer == QLatin1String("argmax"))
                out += Grading::tr("**Answer:** key %1\n\n").arg(std::lround(*answer));
            else
                out += Grading::tr("**Answer:** %1%2\n\n").arg(fmt(*answer, 4), exercise.unit == Exercise::Unit::Percent ? QStringLiteral("%") : QString());
        }
        break;
    case Exercise::Type::SingleChoice:
    case Exercise::Type::MultipleChoice:
        for (const ChoiceOption &o : exercise.options)
            if (o.correct)
                out += Grading::tr("- **Correct:** %1\n").arg(fillForVariant(o.text, variant));
        out += QLatin1Char('\n');
        break;
    case Exercise::Type::Ranking: {
        out += Grading::tr("**Order:** %1\n\n").arg(rankingText(rankingGroups(exercise, variant)));
        break;
    }
    case Exercise::Type::Target:
        if (const TargetSpec &goal = goalOf(exercise, variant); goal.kind != TargetSpec::Kind::OutputAbove) {
            if (const auto best = shortestQueryFor(variant.layout(), goal.key, goal.threshold,
                                                   goal.maxLength.value_or(10.0))) {
                const attn::Polar printed = printedTargetQuery(exercise, variant, *best);
                out += Grading::tr("**One way:** angle %1°, length %2 (the shortest query that does it).\n\n")
                           .arg(fmt(printed.angleDegrees, 1), fmt(printed.length, asShown(printed.length, 2) == printed.length ? 2 : 4));
            }
        }
        return out;
    case Exercise::Type::Table:
        break;
    }
    out += Grading::tr("Step by step for the query at %1°, length %2:\n\n").arg(fmt(variant.query.angleDegrees, 1), fmt(variant.query.length, 2));
    const attn::Trace t = variant.trace();
    for (const StepTableKind kind : {StepTableKind::DotProduct, StepTableKind::Softmax, StepTableKind::WeightedSum})
        out += stepTableMarkdown(stepTable(kind, t));
    out += Grading::tr("Σ exp = %1; output = Σ wᵢ × vᵢ = %2\n").arg(fmt(t.sumExponentials), fmt(t.output));
    return out;
}

} // namespace course
