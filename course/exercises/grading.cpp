#include "grading.h"

#include "exercisekind.h"
#include "gradingsupport.h"
#include "placeholders.h"
#include "steptable.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace course {

using namespace gradingdetail;

namespace {

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
        // First the slip of form, the answer itself as a fraction: a small weight is also near
        // other small figures by chance (0.0046 for 0.46% is near an exp of 0.0046).
        if (e.unit == Exercise::Unit::Percent && is(e.answer))
            return Grading::tr("That looks like the weight as a fraction; give it in percent.");
        if (is(QStringLiteral("score.") + key) || is(QStringLiteral("score.") + key, scale))
            return Grading::tr("That is the score q·k, not the weight: the softmax still has to turn the scores into weights.");
        if (is(QStringLiteral("exp.") + key) || is(QStringLiteral("exp.") + key, scale))
            return Grading::tr("That is exp(score − max) before dividing by the sum of the exponentials.");
        // The score divided by the sum of the scores: the shortcut lesson 3 warns about.
        double scoreSum = 0.0;
        for (const attn::TraceRow &row : t.rows)
            scoreSum += row.score;
        const std::size_t k = std::size_t(key.mid(1).toInt());
        if (k >= 1 && k <= t.rows.size() && std::abs(scoreSum) > 1e-9) {
            const double share = t.rows[k - 1].score / scoreSum;
            if (near(typed, share) || near(typed, share * scale))
                return Grading::tr("That is the score divided by the sum of the scores. The softmax divides exp(score − max) "
                                   "by the sum of the exponentials: dividing raw scores breaks with negative scores.");
        }
    }
    if (e.answer.startsWith(QLatin1String("contribution.k"))) {
        // The question of lesson 4: by how much does the output rise when this key's value doubles?
        if (is(QStringLiteral("value.") + key) || is(QStringLiteral("value.") + key, 2.0))
            return Grading::tr("That is the value itself; the output rises by the key's weight times the value it gains, w × v.");
        const auto output = figureValue(QStringLiteral("output"), layout, t);
        const auto contribution = figureValue(e.answer, layout, t);
        if (output && contribution && near(typed, *output + *contribution))
            return Grading::tr("That is the new output; the question asks by how much it rises: the new output minus the old.");
    }
    if (e.answer == QLatin1String("output")) {
        // A weighted average lies between the smallest and the largest value.
        const auto [lowest, highest] = std::minmax_element(layout.values.cbegin(), layout.values.cend());
        if (lowest != layout.values.cend() && (typed < *lowest - 1e-9 || typed > *highest + 1e-9))
            return Grading::tr("The output is a weighted average of the values, so it lies between the smallest "
                               "and the largest value, %1 and %2: the weights add up to 1.")
                .arg(formatPlain(*lowest), formatPlain(*highest));
        if (is(QStringLiteral("average")))
            return Grading::tr("That is the plain average of the values; attention weights each value by its attention weight.");
        if (is(QStringLiteral("argmax.value")))
            return Grading::tr("That is the value of the best-matching key alone (a hard lookup); attention blends all values.");
    }
    if (e.answer == QLatin1String("entropy")) {
        const auto value = figureValue(QStringLiteral("entropy"), layout, t);
        if (value && *value > 0.005 && near(-typed, *value))
            return Grading::tr("The sign is missing: entropy is −Σ wᵢ ln wᵢ, and each ln wᵢ is negative or zero, "
                               "so entropy is never negative.");
        if (value && *value > 0.005 && (near(typed, *value / std::log(2.0)) || near(typed, *value / std::log(10.0))))
            return Grading::tr("That uses another logarithm (log₂ or log₁₀): the course measures entropy in nats, with "
                               "the natural logarithm ln.");
    }
    if (e.answer.startsWith(QLatin1String("score.k"))) {
        if (is(QStringLiteral("term.") + key + QStringLiteral(".x")) || is(QStringLiteral("term.") + key + QStringLiteral(".y")))
            return Grading::tr("That is only one of the two products: a dot product adds q_x·k_x and q_y·k_y.");
    }
    return {};
}

} // namespace

NumberReading readLearnerNumber(const QString &text, const QLocale &locale, bool percentAllowed)
{
    QString s = text.trimmed();
    s.replace(QChar(0x2212), QLatin1Char('-')); // a typographic minus
    if (percentAllowed && s.endsWith(QLatin1Char('%')))
        s = s.chopped(1).trimmed();
    if (s.isEmpty())
        return {std::nullopt, Grading::tr("Type a number first.")};
    const auto read = [&s](QLocale l) -> std::optional<double> {
        l.setNumberOptions(QLocale::RejectGroupSeparator);
        bool ok = false;
        const double x = l.toDouble(s, &ok);
        return ok && std::isfinite(x) ? std::optional<double>(x) : std::nullopt;
    };
    if (const auto x = read(locale))
        return {x, {}};
    // The other way round: a decimal point in German or French, a decimal comma in English.
    const QString point = locale.decimalPoint();
    const QChar other = point == QLatin1String(",") ? QLatin1Char('.') : QLatin1Char(',');
    if (s.count(other) == 1 && !s.contains(point)) {
        QString c = s;
        c.replace(other, QLatin1Char('.'));
        bool ok = false;
        const double x = QLocale::c().toDouble(c, &ok);
        if (ok && std::isfinite(x)) {
            // One to three digits, not starting with 0, then exactly three: a thousands group
            // just as well as decimals.
            static const QRegularExpression grouped(QStringLiteral("^[+-]?[1-9][0-9]{0,2}[.,][0-9]{3}$"));
            if (!grouped.match(s).hasMatch())
                return {x, {}};
            QLocale shown = locale;
            shown.setNumberOptions(QLocale::OmitGroupSeparator);
            QString whole = s;
            whole.remove(other);
            return {std::nullopt,
                    Grading::tr("“%1” could mean %2 or %3. Write %2 for the decimal number, or %3 for the "
                                "whole number (with no thousands separator).")
                        .arg(text.trimmed(), shown.toString(x, 'g', 15), whole)};
        }
    }
    return {std::nullopt,
            Grading::tr("“%1” is not a number. Type digits with %2 as the decimal separator%3.")
                .arg(text.trimmed(), point, percentAllowed ? Grading::tr(", optionally followed by %") : QString())};
}

QString verdictWords(Feedback::Status status)
{
    switch (status) {
    case Feedback::Status::Correct: return Grading::tr("correct");
    case Feedback::Status::Partial: return Grading::tr("partly right");
    case Feedback::Status::Wrong: return Grading::tr("wrong");
    case Feedback::Status::Invalid: break;
    }
    return Grading::tr("not an answer");
}

std::optional<double> parseLearnerNumber(const QString &text, const QLocale &locale, bool percentAllowed)
{
    return readLearnerNumber(text, locale, percentAllowed).value;
}

Feedback gradeNumeric(const Exercise &exercise, const Variant &variant, const QString &input, const QLocale &locale)
{
    const bool percent = exercise.unit == Exercise::Unit::Percent;
    const NumberReading reading = readLearnerNumber(input, locale, percent);
    if (!reading.value)
        return invalid(reading.problem);
    const auto typed = reading.value;
    const auto expected = numericAnswer(exercise, variant);
    if (!expected)
        return invalid(Grading::tr("This exercise has no computable answer."));
    if (percent && std::abs(*typed) <= 1.0 && std::abs(*expected) > 1.5
        && near(*typed * 100.0, *expected) && !input.contains(QLatin1Char('%')))
        return invalid(Grading::tr("That looks like a fraction; the answer is asked in percent (for example %1 or %2).")
                           .arg(formatFixed(55.1, 1), withPercent(formatFixed(55.1, 1))));
    const double tolerance = numericTolerance(exercise, *expected);
    const bool right = std::abs(*typed - *expected) <= tolerance + 1e-12;
    // The headline already says "Correct": the message adds the figure beyond the tolerance (a
    // key's number is a name and has nothing to add).
    QString exact;
    if (exercise.answer != QLatin1String("argmax"))
        exact = Grading::tr("The exact value is %1.").arg(percent ? withPercent(fmt(*expected, 2)) : fmt(*expected, 4));
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

Feedback gradeRanking(const Exercise &exercise, const Variant &variant, const QList<int> &order)
{
    const attn::Trace t = variant.trace();
    const int n = int(t.rows.size());
    // The list starts in the plain order k1…kn: until a key has moved there is no answer.
    if (order.isEmpty())
        return invalid(Grading::tr("Move the keys into order first: the list starts in the plain order k1…k%1, "
                                   "which is no answer. If you mean that order, move a key away and back.")
                           .arg(n));
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
    const auto shown = [&](int k) { return exercise.rankByScore ? fmt(measure(k)) : formatPercent(measure(k)); };
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
                details << Grading::tr("k%1 (%2) should come before k%3 (%4).")
                               .arg(order[j])
                               .arg(shown(order[j]))
                               .arg(order[i])
                               .arg(shown(order[i]));
        }
    }
    QStringList ranked;
    for (int k : order)
        ranked << Grading::tr("k%1 (%2)").arg(k).arg(shown(k));
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

Feedback gradeTarget(const Exercise &exercise, const Variant &variant, attn::Polar query)
{
    const attn::PlateLayout layout = variant.layout();
    const auto t = attn::trace(layout.lookup(query));
    if (!t)
        return invalid(Grading::tr("The query cannot be looked up."));
    const TargetSpec &target = goalOf(exercise, variant);
    const QString where = Grading::tr("Your query: %1°, length %2.").arg(fmt(query.angleDegrees, 1), fmt(query.length, 2));
    // A limit is graded on what the learner sees, never stricter: a length shown as 2.00 is
    // within "at most 2", a weight shown as 60.0% reaches "at least 60%". A strict "more than"
    // stays exact (the answer key's shortest query gives exactly the threshold).
    if (target.maxLength && asShown(query.length, 2) > *target.maxLength + 1e-9) {
        Feedback f = verdict(0.0, {}, {}, Grading::tr("The query is too long: at most %1 is allowed.").arg(formatPlain(*target.maxLength)));
        f.details << where;
        return f;
    }
    Feedback f;
    switch (target.kind) {
    case TargetSpec::Kind::WeightAtLeast: {
        const double w = t->rows[std::size_t(target.key - 1)].weight;
        f = verdict(asShown(w, 3) >= target.threshold - 1e-12 ? 1.0 : 0.0,
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
            f = verdict(0.5, {}, Grading::tr("Key %1 receives %2, but a shorter query can do it. Shorten it, and try turning it a little "
                                                 "away from the key's neighbour that takes most of the rest: aiming straight "
                                                 "at the key is not always best.")
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
            else if (table.columns[c].quantity == StepColumn::Quantity::Value
                     || table.columns[c].quantity == StepColumn::Quantity::Target)
                cells << formatPlain(cell.value);
            else
                cells << fmt(cell.value);
        }
        out += QStringLiteral("| %1 |\n").arg(cells.join(QStringLiteral(" | ")));
    }
    return out + QLatin1Char('\n');
}

QString workedSolution(const Exercise &exercise, const Variant &variant)
{
    QString out;
    if (!exercise.solution.isEmpty())
        out += fillForVariant(exercise.solution, variant) + QStringLiteral("\n\n");
    bool withSteps = true;
    out += kindOf(exercise).workedAnswer(exercise, variant, &withSteps);
    if (!withSteps)
        return out;
    out += Grading::tr("Step by step for the query at %1°, length %2:\n\n").arg(fmt(variant.lookupQuery().angleDegrees, 1), fmt(variant.lookupQuery().length, 2));
    const attn::Trace t = variant.trace();
    for (const StepTableKind kind : {StepTableKind::DotProduct, StepTableKind::Softmax, StepTableKind::WeightedSum})
        out += stepTableMarkdown(stepTable(kind, t));
    out += Grading::tr("Σ exp = %1; output = Σ wᵢ × vᵢ = %2\n").arg(fmt(t.sumExponentials), fmt(t.output));
    return out;
}

} // namespace course
