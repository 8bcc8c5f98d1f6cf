#include "exercise.h"

#include "exercisekind.h"
#include "namedfigures.h"
#include "placeholders.h"
#include "variant.h"

#include <QCoreApplication>
#include <QMutex>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>


namespace course {

namespace {

class ExerciseText
{
    Q_DECLARE_TR_FUNCTIONS(ExerciseText)
};

} // namespace

const QStringList &objectiveIds()
{
    static const QStringList ids{QStringLiteral("soft-lookup"), QStringLiteral("weights"),
                                 QStringLiteral("output"), QStringLiteral("sharpness")};
    return ids;
}

QString objectiveTitle(const QString &id)
{
    if (id == QLatin1String("soft-lookup"))
        return ExerciseText::tr("Describe attention as a soft dictionary lookup");
    if (id == QLatin1String("weights"))
        return ExerciseText::tr("Compute attention weights from dot products and a softmax");
    if (id == QLatin1String("output"))
        return ExerciseText::tr("Compute the output as a weighted average of values");
    if (id == QLatin1String("sharpness"))
        return ExerciseText::tr("Explain how query length controls how sharp the lookup is");
    return id;
}

bool variesPerLearner(const Exercise &exercise)
{
    const VariantSpec &v = exercise.variant;
    return v.angle || v.length || v.values || v.targetKey || v.targetThreshold
           || (exercise.type == Exercise::Type::Table && exercise.table == Exercise::TableKind::Gradient);
}

attn::PlateLayout Variant::layout() const
{
    if (setupLayout) {
        attn::PlateLayout l = *setupLayout;
        l.defaultQuery = lookupQuery();
        return l;
    }
    attn::PlateLayout l = attn::plateLayout();
    if (values.size() == l.values.size())
        l.values = values;
    l.defaultQuery = lookupQuery();
    return l;
}

attn::Polar Variant::lookupQuery() const
{
    if (!projection)
        return query;
    const auto q = attn::apply(*projection, attn::fromPolar(query));
    return q ? attn::toPolar(*q) : query;
}

attn::Lookup Variant::lookup() const
{
    return layout().lookup(lookupQuery());
}

attn::Trace Variant::trace() const
{
    auto t = attn::trace(lookup());
    return t ? *t : attn::Trace{};
}

namespace {

/// Draws of one value before an equal one is kept: never reached on a grid with enough
/// values (five values among five points need about a dozen), a bound all the same.
constexpr int kMaxRedraws = 10000;

/// The task a gradient exercise names, or the default one.
const attn::TrainingTask *taskNamed(const QString &name)
{
    const attn::TrainingTask *task = attn::trainingTask(name.toStdString());
    return task ? task : &attn::trainingTasks().front();
}

/// A gradient table's seed (1…999), token and entry for one learner: redrawn, within a bound,
/// while the entry's factor (xᵢ)ᵦ is near 0 or the entry itself is too small to tell from 0
/// at four decimals, so that every learner has a real figure to work out.
GradientQuestion drawGradientQuestion(const Exercise &exercise, attn::SplitMix64 &rng)
{
    GradientQuestion q;
    const attn::TrainingTask *task = taskNamed(exercise.trainingTask);
    q.task = QString::fromStdString(task->name);
    for (int draws = 0; draws < kMaxRedraws; ++draws) {
        q.seed = std::uint64_t(rng.onGrid(1.0, 999.0, 1.0));
        q.token = int(rng.below(task->tokens.size()));
        q.row = int(rng.below(2));
        q.column = int(rng.below(2));
        Variant v;
        v.gradient = q;
        const auto g = tokenGradient(v);
        if (g && std::abs(g->x[std::size_t(q.column)]) >= 0.3 && std::abs(g->gradWq[std::size_t(q.row)][std::size_t(q.column)]) >= 0.05)
            break;
    }
    return q;
}

} // namespace

const attn::TrainingTask *trainingTaskOf(const Variant &variant)
{
    return variant.gradient ? taskNamed(variant.gradient->task) : nullptr;
}

std::optional<attn::TokenGradient> tokenGradient(const Variant &variant)
{
    const attn::TrainingTask *task = trainingTaskOf(variant);
    if (!task)
        return std::nullopt;
    const auto [wq, wk] = attn::initialMatrices(variant.gradient->seed);
    const auto point = attn::evaluateTraining(*task, wq, wk);
    if (!point)
        return std::nullopt;
    const auto g = attn::tokenQueryGradient(*task, *point, std::size_t(std::max(0, variant.gradient->token)));
    return g ? std::optional(*g) : std::nullopt;
}

Variant makeVariant(const Exercise &exercise, const QString &learner, std::uint64_t labSeed)
{
    Variant v;
    v.seed = attn::variantSeed(learner.toUtf8().toStdString(), exercise.id.toUtf8().toStdString(),
                               labSeed);
    attn::SplitMix64 rng(v.seed);
    const attn::PlateLayout &plate = attn::plateLayout();
    // Always the same order of draws: angle, length, five values, then the option shuffle.
    v.query = plate.defaultQuery;
    if (exercise.variant.angle)
        v.query.angleDegrees = rng.onGrid(exercise.variant.angle->min, exercise.variant.angle->max,
                                          exercise.variant.angle->step);
    if (exercise.variant.length)
        v.query.length = rng.onGrid(exercise.variant.length->min, exercise.variant.length->max,
                                    exercise.variant.length->step);
    v.values = plate.values;
    if (const std::optional<GridRange> &g = exercise.variant.values) {
        // Distinct values when the grid has enough: equal ones can make a distractor true. A
        // grid finer than the rounding of its points has fewer values than points, and the
        // redraws are bounded all the same: a drawing loop never spins for ever.
        const double points = std::floor((g->max - g->min) / g->step + 1e-9) + 1.0;
        const bool distinct = g->step > 0.0 && points >= double(v.values.size()) && points <= 1e6
                              && attn::distinctGridPoints(g->min, g->max, g->step, v.values.size()) >= v.values.size();
        for (auto value = v.values.begin(); value != v.values.end(); ++value) {
            int draws = 0;
            do
                *value = rng.onGrid(g->min, g->max, g->step);
            while (distinct && ++draws < kMaxRedraws && std::find(v.values.begin(), value, *value) != value);
        }
    }
    // Only exercises that vary their target draw for it: every other variant stays as it was.
    if (exercise.variant.targetKey || exercise.variant.targetThreshold) {
        v.target = exercise.target;
        if (const std::optional<GridRange> &g = exercise.variant.targetKey)
            v.target->key = int(std::lround(rng.onGrid(g->min, g->max, g->step)));
        if (const std::optional<GridRange> &g = exercise.variant.targetThreshold)
            v.target->threshold = rng.onGrid(g->min, g->max, g->step);
    }
    v.projection = exercise.projection;
    v.optionOrder.resize(std::size_t(exercise.options.size()));
    std::iota(v.optionOrder.begin(), v.optionOrder.end(), 0);
    // Fisher–Yates with our own bounded draws.
    for (std::size_t i = v.optionOrder.size(); i > 1; --i)
        std::swap(v.optionOrder[i - 1], v.optionOrder[std::size_t(rng.below(i))]);
    if (exercise.type == Exercise::Type::Table && exercise.table == Exercise::TableKind::Gradient)
        v.gradient = drawGradientQuestion(exercise, rng);
    return v;
}

const TargetSpec &goalOf(const Exercise &exercise, const Variant &variant)
{
    return variant.target ? *variant.target : exercise.target;
}

Variant makeVariant(const Exercise &exercise, const QString &learner, const VariantContext &context)
{
    Variant v = makeVariant(exercise, learner, context.labSeed);
    if (kindOf(exercise).playsOnWorkshop() && context.targetLayout)
        v.setupLayout = context.targetLayout;
    return v;
}

bool isFigureName(const QString &name)
{
    return isAnyFigureName(name, attn::plateLayout().keys.size());
}

std::optional<double> figureValue(const QString &name, const attn::PlateLayout &layout,
                                  const attn::Trace &trace)
{
    return namedFigureValue(name, layout, trace);
}

std::optional<QString> figureText(const QString &name, const attn::PlateLayout &layout,
                                  const attn::Trace &trace)
{
    if (auto common = commonPlaceholder(name, layout, trace))
        return common;
    const auto value = figureValue(name, layout, trace);
    if (!value)
        return std::nullopt;
    return formatFixed(*value, 4);
}

const QStringList &projectionPlaceholders()
{
    static const QStringList names{QStringLiteral("x.x"), QStringLiteral("x.y"), QStringLiteral("wq.11"),
                                   QStringLiteral("wq.12"), QStringLiteral("wq.21"), QStringLiteral("wq.22")};
    return names;
}

std::optional<QString> projectionPlaceholder(const QString &name, const Variant &variant)
{
    if (!variant.projection || !projectionPlaceholders().contains(name))
        return std::nullopt;
    if (name.startsWith(QLatin1String("x."))) {
        const attn::Vector x = attn::fromPolar(variant.query);
        return formatFixed(x.at(name.endsWith(QLatin1Char('x')) ? 0 : 1), 4);
    }
    const std::size_t row = std::size_t(name.at(3).digitValue() - 1);
    const std::size_t column = std::size_t(name.at(4).digitValue() - 1);
    const attn::Matrix &w = *variant.projection;
    if (row >= w.size() || column >= w[row].size())
        return std::nullopt;
    return formatPlain(w[row][column]);
}

const QStringList &gradientPlaceholders()
{
    static const QStringList names{QStringLiteral("grad.task"), QStringLiteral("grad.seed"), QStringLiteral("grad.token"),
                                   QStringLiteral("grad.target"), QStringLiteral("grad.a"), QStringLiteral("grad.b"),
                                   QStringLiteral("grad.x1"), QStringLiteral("grad.x2"), QStringLiteral("grad.scale")};
    return names;
}

std::optional<QString> gradientPlaceholder(const QString &name, const Variant &variant)
{
    const attn::TrainingTask *task = trainingTaskOf(variant);
    if (!task || !gradientPlaceholders().contains(name))
        return std::nullopt;
    const GradientQuestion &q = *variant.gradient;
    const auto token = std::size_t(q.token) < task->tokens.size() ? std::size_t(q.token) : 0;
    if (name == QLatin1String("grad.task"))
        return q.task;
    if (name == QLatin1String("grad.seed"))
        return QString::number(q.seed);
    if (name == QLatin1String("grad.token"))
        return QString::fromStdString(task->tokens[token]);
    if (name == QLatin1String("grad.target"))
        return QString::fromStdString(task->tokens[task->targets[token]]);
    if (name == QLatin1String("grad.a"))
        return QString::number(q.row + 1);
    if (name == QLatin1String("grad.b"))
        return QString::number(q.column + 1);
    if (name == QLatin1String("grad.scale"))
        return formatFixed(attn::trainingScale(), 4);
    return formatFixed(task->embeddings[token][name.endsWith(QLatin1Char('1')) ? 0 : 1], 4);
}

QString fillForVariant(const QString &text, const Variant &variant)
{
    const attn::PlateLayout layout = variant.layout();
    const attn::Trace trace = variant.trace();
    return fillPlaceholders(text, [&](const PlaceholderRef &ref) -> std::optional<QString> {
        if (ref.name == QLatin1String("target.key"))
            return variant.target ? std::optional<QString>(QString::number(variant.target->key)) : std::nullopt;
        if (ref.name == QLatin1String("target.angle")) {
            // The direction of the key the goal is about, as the plane shows it (whole degrees).
            if (!variant.target || variant.target->key < 1 || std::size_t(variant.target->key) > layout.keys.size())
                return std::nullopt;
            const attn::Vector k = layout.cartesianKeys()[std::size_t(variant.target->key - 1)];
            const double degrees = std::fmod(std::atan2(k.at(1), k.at(0)) * 180.0 / std::numbers::pi + 360.0, 360.0);
            return QString::number(std::lround(degrees) % 360);
        }
        if (const auto projected = projectionPlaceholder(ref.name, variant))
            return projected;
        if (const auto gradient = gradientPlaceholder(ref.name, variant))
            return gradient;
        if (ref.name == QLatin1String("target.threshold")) {
            if (!variant.target)
                return std::nullopt;
            // A weight as a percent with no more decimals than it has (90%, 87.5%); an output as is.
            const bool weight = variant.target->kind != TargetSpec::Kind::OutputAbove;
            const double shown = weight ? 100.0 * variant.target->threshold : variant.target->threshold;
            const QString figure = formatPlain(std::round(shown * 100.0) / 100.0);
            return weight ? withPercent(figure) : figure;
        }
        if (ref.at) {
            const auto fixed = attn::trace(layout.lookup(*ref.at));
            return fixed ? figureText(ref.name, layout, *fixed) : std::nullopt;
        }
        return figureText(ref.name, layout, trace);
    });
}

std::optional<double> numericAnswer(const Exercise &exercise, const Variant &variant)
{
    const auto value = figureValue(exercise.answer, variant.layout(), variant.trace());
    if (!value)
        return std::nullopt;
    return exercise.unit == Exercise::Unit::Percent ? 100.0 * *value : *value;
}

double numericTolerance(const Exercise &exercise, double answer)
{
    const double size = exercise.unit == Exercise::Unit::Percent ? std::min(std::abs(answer), std::abs(100.0 - answer))
                                                                  : std::abs(answer);
    const double relative = exercise.relativeTolerance.value_or(0.0) * size;
    return std::max(exercise.absoluteTolerance.value_or(0.0), relative);
}

QList<int> rankingAnswer(const Exercise &exercise, const Variant &variant)
{
    const attn::Trace t = variant.trace();
    QList<int> keys;
    for (int k = 1; k <= int(t.rows.size()); ++k)
        keys << k;
    const auto measure = [&](int k) {
        const attn::TraceRow &r = t.rows[std::size_t(k - 1)];
        return exercise.rankByScore ? r.score : r.weight;
    };
    std::stable_sort(keys.begin(), keys.end(), [&](int a, int b) { return measure(a) > measure(b); });
    return keys;
}

QList<QList<int>> rankingGroups(const Exercise &exercise, const Variant &variant)
{
    const attn::Trace t = variant.trace();
    const auto shown = [&](int k) {
        const attn::TraceRow &r = t.rows[std::size_t(k - 1)];
        return exercise.rankByScore ? formatFixed(r.score, 4) : formatPercent(r.weight);
    };
    const auto measure = [&](int k) {
        const attn::TraceRow &r = t.rows[std::size_t(k - 1)];
        return exercise.rankByScore ? r.score : r.weight;
    };
    QList<QList<int>> groups;
    for (int k : rankingAnswer(exercise, variant)) {
        const int previous = groups.isEmpty() ? 0 : groups.constLast().constLast();
        if (previous > 0 && (shown(previous) == shown(k) || std::abs(measure(previous) - measure(k)) <= 1e-9))
            groups.last() << k;
        else
            groups << QList<int>{k};
    }
    return groups;
}

std::optional<attn::Polar> shortestQueryFor(const attn::PlateLayout &layout, int key,
                                            double threshold, double maxLength)
{
    if (key < 1)
        return std::nullopt;
    // A search over every direction, whose answer depends on the keys alone, and every variant
    // of the plate has the same keys: remembered, since a gradebook asks again for each
    // student's every check (bench_gradebook).
    struct Search {
        std::vector<attn::Vector> keys;
        int key = 0;
        double threshold = 0.0;
        double maxLength = 0.0;
        std::optional<attn::Polar> best;
    };
    constexpr std::size_t kRemembered = 32;
    static QMutex mutex;
    static std::vector<Search> searches;
    const std::vector<attn::Vector> keys = layout.cartesianKeys();
    const auto same = [&](const Search &s) {
        return s.key == key && s.threshold == threshold && s.maxLength == maxLength && s.keys == keys;
    };
    {
        const QMutexLocker lock(&mutex);
        if (const auto it = std::find_if(searches.cbegin(), searches.cend(), same); it != searches.cend())
            return it->best;
    }
    const std::optional<attn::Polar> best = attn::shortestQueryFor(keys, std::size_t(key - 1), threshold, maxLength);
    const QMutexLocker lock(&mutex);
    if (searches.size() == kRemembered)
        searches.erase(searches.begin());
    searches.push_back(Search{keys, key, threshold, maxLength, best});
    return best;
}

namespace {

/// Every value of a grid, or just `fixed` without one.
QList<double> gridValues(const std::optional<GridRange> &grid, double fixed)
{
    if (!grid)
        return {fixed};
    QList<double> out;
    for (double x = grid->min; x <= grid->max + 1e-9 && out.size() < 1000; x += grid->step)
        out << x;
    return out;
}

/// The output of the query answerKey() gives an output target: the direction whose output is
/// largest at the longest length allowed. Nothing when no direction has one.
std::optional<double> largestOutput(const attn::PlateLayout &layout, double maxLength)
{
    const auto best = attn::queryWithLargestOutput(layout.cartesianKeys(), layout.values, maxLength);
    if (!best)
        return std::nullopt;
    if (const auto t = attn::trace(layout.lookup(*best)))
        return t->output;
    return std::nullopt;
}

std::optional<QString> unreachable(const TargetSpec &target, const attn::PlateLayout &layout,
                                   const std::optional<double> &largest);

} // namespace

std::optional<QString> unreachableTarget(const Exercise &exercise, const attn::PlateLayout &layout)
{
    if (!kindOf(exercise).playsOnWorkshop())
        return std::nullopt;
    // An output target's best query does not depend on its threshold: searched once for all.
    const std::optional<double> largest = exercise.target.kind == TargetSpec::Kind::OutputAbove
        ? largestOutput(layout, exercise.target.maxLength.value_or(10.0))
        : std::nullopt;
    for (const double key : gridValues(exercise.variant.targetKey, exercise.target.key))
        for (const double threshold : gridValues(exercise.variant.targetThreshold, exercise.target.threshold)) {
            TargetSpec target = exercise.target;
            target.key = int(std::lround(key));
            target.threshold = threshold;
            if (const auto why = unreachable(target, layout, largest))
                return why;
        }
    return std::nullopt;
}

namespace {

std::optional<QString> unreachable(const TargetSpec &target, const attn::PlateLayout &layout,
                                   const std::optional<double> &largest)
{
    const double maxLength = target.maxLength.value_or(10.0);
    if (target.kind != TargetSpec::Kind::OutputAbove) {
        if (target.key < 1 || std::size_t(target.key) > layout.keys.size())
            return ExerciseText::tr("it asks for key %1, and the layout has %n key(s)", nullptr, int(layout.keys.size()))
                .arg(target.key);
        // Whether shortestQueryFor() finds a query, without searching for the shortest.
        if (!attn::reachesWeight(layout.cartesianKeys(), std::size_t(target.key - 1), target.threshold, maxLength))
            return ExerciseText::tr("no query up to length %1 gives key %2 the weight it asks for")
                .arg(maxLength).arg(target.key);
        return std::nullopt;
    }
    if (largest && *largest > target.threshold)
        return std::nullopt;
    return ExerciseText::tr("no query up to length %1 makes the output exceed %2").arg(maxLength).arg(target.threshold);
}

} // namespace

QList<ChoiceOption> shownOptions(const Exercise &exercise, const Variant &variant)
{
    const std::size_t count = std::size_t(exercise.options.size());
    QList<ChoiceOption> shown;
    if (variant.optionOrder.size() != count)
        return exercise.options;
    for (int index : variant.optionOrder)
        if (index >= 0 && index < exercise.options.size())
            shown << exercise.options.at(index);
    return shown;
}

} // namespace course
