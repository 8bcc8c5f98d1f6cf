#include "attention.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>

namespace attn {

namespace {

/// The 0.1° grid of directions the query searches walk, as whole tenths of a degree.
constexpr int kTenthsOfACircle = 3600;

bool allFinite(const Vector &v)
{
    return std::all_of(v.begin(), v.end(), [](double x) { return std::isfinite(x); });
}

std::string ordinal(std::size_t index)
{
    return std::to_string(index + 1);
}

} // namespace

Vector fromPolar(Polar p)
{
    const double radians = p.angleDegrees * std::numbers::pi / 180.0;
    return {p.length * std::cos(radians), p.length * std::sin(radians)};
}

Polar toPolar(const Vector &v)
{
    const double x = v.size() > 0 ? v[0] : 0.0;
    const double y = v.size() > 1 ? v[1] : 0.0;
    double degrees = std::atan2(y, x) * 180.0 / std::numbers::pi;
    if (degrees < 0.0)
        degrees += 360.0;
    return {degrees, std::hypot(x, y)};
}

double dot(const Vector &a, const Vector &b)
{
    double sum = 0.0;
    const std::size_t n = std::min(a.size(), b.size());
    for (std::size_t i = 0; i < n; ++i)
        sum += a[i] * b[i];
    return sum;
}

double norm(const Vector &v)
{
    return std::sqrt(dot(v, v));
}

Vector projectOnto(const Vector &v, const Vector &k)
{
    const double kk = dot(k, k);
    const double t = kk > 0.0 ? dot(v, k) / kk : 0.0;
    Vector out(k.size());
    for (std::size_t i = 0; i < k.size(); ++i)
        out[i] = t * k[i];
    return out;
}

double scaleForDimension(std::size_t dimension)
{
    return dimension == 0 ? 1.0 : 1.0 / std::sqrt(static_cast<double>(dimension));
}

Result<std::vector<double>> scores(const Vector &query, const std::vector<Vector> &keys,
                                   double scale)
{
    if (keys.empty())
        return Error{"there are no keys to compare the query with"};
    if (query.empty())
        return Error{"the query has no components"};
    if (!allFinite(query))
        return Error{"the query has a component that is not a finite number"};
    if (!std::isfinite(scale))
        return Error{"the scale factor is not a finite number"};
    std::vector<double> out;
    out.reserve(keys.size());
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (keys[i].size() != query.size())
            return Error{"key " + ordinal(i) + " has " + std::to_string(keys[i].size())
                         + " components but the query has " + std::to_string(query.size())};
        if (!allFinite(keys[i]))
            return Error{"key " + ordinal(i) + " has a component that is not a finite number"};
        const double s = scale * dot(query, keys[i]);
        if (!std::isfinite(s))
            return Error{"the score of key " + ordinal(i) + " overflows"};
        out.push_back(s);
    }
    return out;
}

Result<std::vector<double>> softmax(const std::vector<double> &scores,
                                    const std::vector<bool> &visible)
{
    if (!visible.empty() && visible.size() != scores.size())
        return Error{"the mask has " + std::to_string(visible.size()) + " entries for "
                     + std::to_string(scores.size()) + " scores"};
    const auto isVisible = [&](std::size_t i) { return visible.empty() || visible[i]; };

    bool any = false;
    double maximum = 0.0;
    for (std::size_t i = 0; i < scores.size(); ++i) {
        if (!isVisible(i))
            continue;
        if (!std::isfinite(scores[i]))
            return Error{"score " + ordinal(i) + " is not a finite number"};
        maximum = any ? std::max(maximum, scores[i]) : scores[i];
        any = true;
    }
    if (!any)
        return Error{"the query may not see any key, so there is nothing to attend to"};

    std::vector<double> weights(scores.size(), 0.0);
    double sum = 0.0;
    for (std::size_t i = 0; i < scores.size(); ++i) {
        if (isVisible(i)) {
            weights[i] = std::exp(scores[i] - maximum);
            sum += weights[i];
        }
    }
    // sum ≥ 1: the maximum contributes exp(0) = 1, so the division is always safe.
    for (double &w : weights)
        w /= sum;
    return weights;
}

Result<double> weightedAverage(const std::vector<double> &weights,
                               const std::vector<double> &values)
{
    if (weights.size() != values.size())
        return Error{"there are " + std::to_string(weights.size()) + " weights for "
                     + std::to_string(values.size()) + " values"};
    if (!allFinite(values))
        return Error{"a value is not a finite number"};
    double sum = 0.0;
    for (std::size_t i = 0; i < weights.size(); ++i)
        sum += weights[i] * values[i];
    return sum;
}

Result<Vector> weightedAverage(const std::vector<double> &weights,
                               const std::vector<Vector> &values)
{
    if (weights.size() != values.size())
        return Error{"there are " + std::to_string(weights.size()) + " weights for "
                     + std::to_string(values.size()) + " values"};
    if (values.empty())
        return Vector{};
    const std::size_t dimension = values.front().size();
    Vector sum(dimension, 0.0);
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (values[i].size() != dimension)
            return Error{"value " + ordinal(i) + " has " + std::to_string(values[i].size())
                         + " components but value 1 has " + std::to_string(dimension)};
        if (!allFinite(values[i]))
            return Error{"value " + ordinal(i) + " has a component that is not a finite number"};
        for (std::size_t d = 0; d < dimension; ++d)
            sum[d] += weights[i] * values[i][d];
    }
    return sum;
}

double sum(const std::vector<double> &xs)
{
    double total = 0.0;
    double compensation = 0.0;
    for (double x : xs) {
        const double t = total + x;
        // The low-order bits lost in t: from x when total is larger, from total otherwise.
        compensation += std::abs(total) >= std::abs(x) ? (total - t) + x : (x - t) + total;
        total = t;
    }
    return total + compensation;
}

double plainAverage(const std::vector<double> &values)
{
    if (values.empty())
        return 0.0;
    // A running mean, m += v/i − m/i, cannot overflow where the sum of large values would, nor
    // where v − m would (values of opposite signs near the largest double).
    double mean = 0.0;
    double count = 0.0;
    for (double v : values) {
        ++count;
        mean += v / count - mean / count;
    }
    return mean;
}

double entropy(const std::vector<double> &weights)
{
    double h = 0.0;
    for (double w : weights) {
        if (w > 0.0)
            h -= w * std::log(w);
    }
    return h;
}

std::size_t argmax(const std::vector<double> &xs)
{
    return static_cast<std::size_t>(std::max_element(xs.begin(), xs.end()) - xs.begin());
}

std::optional<std::size_t> dictionaryLookup(const std::vector<Vector> &keys, const Vector &query,
                                            double tolerance)
{
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (keys[i].size() != query.size())
            continue;
        bool equal = true;
        for (std::size_t d = 0; d < query.size() && equal; ++d)
            equal = std::abs(keys[i][d] - query[d]) <= tolerance;
        if (equal)
            return i;
    }
    return std::nullopt;
}

Result<Vector> apply(const Matrix &w, const Vector &x)
{
    Vector y;
    y.reserve(w.size());
    for (std::size_t i = 0; i < w.size(); ++i) {
        if (w[i].size() != x.size())
            return Error{"row " + ordinal(i) + " of the matrix has " + std::to_string(w[i].size())
                         + " entries but the vector has " + std::to_string(x.size())};
        y.push_back(dot(w[i], x));
    }
    return y;
}

std::vector<double> Trace::scores() const
{
    std::vector<double> out;
    out.reserve(rows.size());
    for (const TraceRow &row : rows)
        out.push_back(row.score);
    return out;
}

std::vector<double> Trace::weights() const
{
    std::vector<double> out;
    out.reserve(rows.size());
    for (const TraceRow &row : rows)
        out.push_back(row.weight);
    return out;
}

Result<Trace> trace(const Lookup &lookup)
{
    if (lookup.keys.size() != lookup.values.size())
        return Error{"there are " + std::to_string(lookup.keys.size()) + " keys but "
                     + std::to_string(lookup.values.size()) + " values"};
    if (!allFinite(lookup.values))
        return Error{"a value is not a finite number"};
    auto s = scores(lookup.query, lookup.keys, lookup.scale);
    if (!s)
        return s.error();
    auto w = softmax(*s, lookup.visible);
    if (!w)
        return w.error();

    Trace t;
    t.query = lookup.query;
    t.keys = lookup.keys;
    t.scale = lookup.scale;
    t.rows.resize(lookup.keys.size());
    bool first = true;
    for (std::size_t i = 0; i < t.rows.size(); ++i) {
        TraceRow &row = t.rows[i];
        row.visible = lookup.visible.empty() || lookup.visible[i];
        row.score = (*s)[i];
        row.terms.reserve(lookup.query.size());
        for (std::size_t d = 0; d < lookup.query.size(); ++d)
            row.terms.push_back(lookup.query[d] * lookup.keys[i][d]);
        if (row.visible) {
            t.maxScore = first ? row.score : std::max(t.maxScore, row.score);
            first = false;
        }
    }
    for (std::size_t i = 0; i < t.rows.size(); ++i) {
        TraceRow &row = t.rows[i];
        if (row.visible) {
            row.shifted = row.score - t.maxScore;
            row.exponential = std::exp(row.shifted);
            t.sumExponentials += row.exponential;
        }
        row.weight = (*w)[i];
        row.value = lookup.values[i];
        row.contribution = row.weight * row.value;
        t.output += row.contribution;
    }
    return t;
}

Result<AttentionMatrix> attentionMatrix(const std::vector<Vector> &queries,
                                        const std::vector<Vector> &keys,
                                        const std::vector<Vector> &values,
                                        MatrixOptions options)
{
    if (queries.empty())
        return Error{"there are no queries"};
    if (keys.size() != values.size())
        return Error{"there are " + std::to_string(keys.size()) + " keys but "
                     + std::to_string(values.size()) + " values"};
    AttentionMatrix m;
    for (std::size_t i = 0; i < queries.size(); ++i) {
        auto s = scores(queries[i], keys, options.scale);
        if (!s)
            return Error{"query " + ordinal(i) + ": " + s.error().message};
        std::vector<bool> visible;
        if (options.causal) {
            visible.resize(keys.size());
            for (std::size_t j = 0; j < keys.size(); ++j)
                visible[j] = j <= i;
        }
        auto w = softmax(*s, visible);
        if (!w)
            return Error{"query " + ordinal(i) + ": " + w.error().message};
        auto o = weightedAverage(*w, values);
        if (!o)
            return o.error();
        m.scores.push_back(std::move(s.value()));
        m.weights.push_back(*w);
        m.outputs.push_back(*o);
    }
    return m;
}

namespace {

/// The weight key `key` takes for query q (0 on invalid input).
double weightOfKey(const std::vector<Vector> &keys, std::size_t key, Polar q)
{
    const auto s = scores(fromPolar(q), keys);
    if (!s)
        return 0.0;
    const auto w = softmax(s.value());
    return w ? w.value()[key] : 0.0;
}

} // namespace

std::optional<Polar> shortestQueryFor(const std::vector<Vector> &keys, std::size_t key,
                                      double threshold, double maxLength)
{
    if (key >= keys.size())
        return std::nullopt;
    const auto weightAt = [&](Polar q) { return weightOfKey(keys, key, q); };
    std::optional<Polar> best;
    for (int tenth = 0; tenth < kTenthsOfACircle; ++tenth) {
        const double angle = tenth / 10.0;
        if (weightAt({angle, maxLength}) <= threshold)
            continue;
        if (best && weightAt({angle, best->length}) <= threshold)
            continue; // this direction cannot beat the best one found
        double lo = 0.0;
        double hi = maxLength;
        for (int i = 0; i < 50; ++i) {
            const double mid = (lo + hi) / 2;
            (weightAt({angle, mid}) > threshold ? hi : lo) = mid;
        }
        if (!best || hi < best->length)
            best = Polar{angle, hi};
    }
    return best;
}

bool reachesWeight(const std::vector<Vector> &keys, std::size_t key, double threshold, double maxLength)
{
    if (key >= keys.size())
        return false;
    // Whether a direction exists does not depend on the order they are tried in; the key's own
    // direction, tried first, usually answers at once.
    const double own = toPolar(keys[key]).angleDegrees;
    const int start = std::isfinite(own) ? int(std::lround(own * 10.0)) % kTenthsOfACircle : 0;
    for (int step = 0; step < kTenthsOfACircle; ++step) {
        const int tenth = (start + step) % kTenthsOfACircle;
        if (weightOfKey(keys, key, {tenth / 10.0, maxLength}) > threshold)
            return true;
    }
    return false;
}

std::optional<Polar> queryWithLargestOutput(const std::vector<Vector> &keys,
                                            const std::vector<double> &values, double length)
{
    std::optional<Polar> best;
    double bestOutput = 0.0;
    for (int tenth = 0; tenth < kTenthsOfACircle; ++tenth) {
        const Polar q{tenth / 10.0, length};
        const auto s = scores(fromPolar(q), keys);
        if (!s)
            return std::nullopt;
        const auto w = softmax(s.value());
        if (!w)
            return std::nullopt;
        const auto o = weightedAverage(w.value(), values);
        if (!o)
            return std::nullopt;
        if (!best || o.value() > bestOutput) {
            best = q;
            bestOutput = o.value();
        }
    }
    return best;
}

} // namespace attn
