#pragma once

// The attention core: dot-product scores, a numerically stable softmax and the weighted
// average of values, as in "Attention Is All You Need" (Vaswani et al., 2017, section 3.2.1,
// https://arxiv.org/abs/1706.03762). Pure standard C++20; no Qt.

#include "result.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace attn {

using Vector = std::vector<double>;
/// A matrix stored as its rows.
using Matrix = std::vector<Vector>;

/// A 2-D vector in polar form: angle in degrees counter-clockwise from the positive x axis.
struct Polar {
    double angleDegrees = 0.0;
    double length = 0.0;
};

/// (L·cos θ, L·sin θ) with θ in degrees.
Vector fromPolar(Polar p);

/// Polar form of a 2-D vector: θ = atan2(y, x) in [0°, 360°), L = |v|.
Polar toPolar(const Vector &v);

/// a·b = Σᵢ aᵢ·bᵢ. Both vectors must have the same dimension.
double dot(const Vector &a, const Vector &b);

/// |v| = √(v·v).
double norm(const Vector &v);

/// The vector projection of v on k: proj_k(v) = ((v·k) / (k·k))·k, the point of the line
/// through k nearest to v; its signed length along k is (v·k)/|k|, which is why q·k = |k| times
/// the length of q's shadow on k. A zero k (k·k = 0) spans no line: the result is the zero
/// vector of k's dimension. The vectors should have the same dimension (see dot()).
Vector projectOnto(const Vector &v, const Vector &k);

/// The scale factor of scaled dot-product attention: 1/√d (plate IV.3).
double scaleForDimension(std::size_t dimension);

/// sᵢ = scale · (q·kᵢ) for every key. Fails on an empty key list, a key whose dimension
/// differs from the query's, or a non-finite component or scale.
Result<std::vector<double>> scores(const Vector &query, const std::vector<Vector> &keys,
                                   double scale = 1.0);

/// wᵢ = exp(sᵢ − max s) / Σⱼ exp(sⱼ − max s) over the visible scores; masked scores get
/// wᵢ = 0. Subtracting the maximum gives the same weights without overflow. `visible` may be
/// empty (every score visible). Fails if no score is visible or a visible score is not finite.
Result<std::vector<double>> softmax(const std::vector<double> &scores,
                                    const std::vector<bool> &visible = {});

/// o = Σᵢ wᵢ·vᵢ for scalar values. Fails if the sizes differ or a value is not finite.
Result<double> weightedAverage(const std::vector<double> &weights,
                               const std::vector<double> &values);

/// o = Σᵢ wᵢ·vᵢ for vector values (component by component).
Result<Vector> weightedAverage(const std::vector<double> &weights,
                               const std::vector<Vector> &values);

/// Σᵢ xᵢ, added with Neumaier's compensated summation (Neumaier 1974, an improved Kahan
/// summation, https://en.wikipedia.org/wiki/Kahan_summation_algorithm#Further_enhancements),
/// so a sum of weights that should be 1 is not off by the rounding of each addition. 0 for
/// an empty list.
double sum(const std::vector<double> &xs);

/// (1/n)·Σᵢ vᵢ: what attention tends to when every weight is equal.
double plainAverage(const std::vector<double> &values);

/// H(w) = −Σᵢ wᵢ·ln wᵢ in nats (0·ln 0 = 0): 0 for a one-hot lookup, ln n for a uniform one.
double entropy(const std::vector<double> &weights);

/// Index of the largest entry (the first one on ties); the hard lookup attention softens.
std::size_t argmax(const std::vector<double> &xs);

/// Exact dictionary lookup: the index of the key equal to the query (every component within
/// `tolerance`, exact by default), or nothing — a Python dictionary's KeyError.
std::optional<std::size_t> dictionaryLookup(const std::vector<Vector> &keys, const Vector &query,
                                            double tolerance = 0.0);

/// y = W·x, yᵢ = Σⱼ Wᵢⱼ·xⱼ (a learned projection such as q = W_q·x). Fails on a size mismatch.
Result<Vector> apply(const Matrix &w, const Vector &x);

/// One query looked up against keys and scalar values.
struct Lookup {
    Vector query;
    std::vector<Vector> keys;
    std::vector<double> values;
    double scale = 1.0;
    /// Which keys the query may see; empty means all of them.
    std::vector<bool> visible;
};

/// One key's line of the step-by-step trace.
struct TraceRow {
    std::vector<double> terms; ///< q_d·k_d for every dimension d
    double score = 0.0;        ///< scale·Σ terms
    bool visible = true;
    double shifted = 0.0;      ///< score − max score (visible keys only)
    double exponential = 0.0;  ///< exp(shifted), 0 for a masked key
    double weight = 0.0;       ///< exponential / sum of exponentials
    double value = 0.0;
    double contribution = 0.0; ///< weight·value
};

/// Every intermediate figure of one lookup, in the order a learner computes them.
struct Trace {
    Vector query;
    std::vector<Vector> keys;
    double scale = 1.0;
    std::vector<TraceRow> rows;
    double maxScore = 0.0;
    double sumExponentials = 0.0;
    double output = 0.0;

    std::vector<double> scores() const;
    std::vector<double> weights() const;
};

/// The full lookup with every step recorded; fails on invalid input (see scores()).
Result<Trace> trace(const Lookup &lookup);

/// The shortest 2-D query q (plain dot products) that gives key `key` (0-based) a weight
/// wₖ > `threshold`. Method: bisection per direction on a 0.1° grid — for every angle
/// 0°, 0.1°, …, 359.9° whose query of length `maxLength` already gets there, 50 halvings of
/// [0, maxLength] find the shortest length that does (the upper end of the last interval);
/// the shortest over all directions wins, the first angle on ties. A direction that cannot beat
/// the best length so far is skipped. Nothing when no direction reaches the threshold within
/// `maxLength` or `key` is out of range.
std::optional<Polar> shortestQueryFor(const std::vector<Vector> &keys, std::size_t key,
                                      double threshold, double maxLength);

/// Whether some 2-D query up to length `maxLength` gives key `key` (0-based) a weight
/// wₖ > `threshold`, on the same 0.1° grid of directions as shortestQueryFor(): true exactly
/// when that search finds a query, i.e. when some grid direction at length `maxLength` gets
/// there. Stops at the first such direction, so it costs a single evaluation when the key's
/// own direction does it (a loader checks every learner's goal this way before any window shows).
bool reachesWeight(const std::vector<Vector> &keys, std::size_t key, double threshold, double maxLength);

/// The 2-D query of length `length` whose output o = Σᵢ wᵢ·vᵢ is largest, searched on a 0.1°
/// grid of directions (0°, 0.1°, …, 359.9°; the first on ties). Nothing on invalid input
/// (no keys, sizes that differ, non-finite numbers).
std::optional<Polar> queryWithLargestOutput(const std::vector<Vector> &keys,
                                            const std::vector<double> &values, double length);

struct MatrixOptions {
    double scale = 1.0;
    /// Query i may only see keys j ≤ i (plate IV.4).
    bool causal = false;
};

/// Attention for n queries against m keys at once.
struct AttentionMatrix {
    Matrix scores;              ///< n × m, Sᵢⱼ = scale·(qᵢ·kⱼ)
    Matrix weights;             ///< n × m, each row a softmax (masked entries 0)
    std::vector<Vector> outputs; ///< n rows, oᵢ = Σⱼ Wᵢⱼ·vⱼ
};

/// W = softmax(scale·Q·Kᵀ [+ causal mask]) row by row, O = W·V.
Result<AttentionMatrix> attentionMatrix(const std::vector<Vector> &queries,
                                        const std::vector<Vector> &keys,
                                        const std::vector<Vector> &values,
                                        MatrixOptions options = {});

} // namespace attn
