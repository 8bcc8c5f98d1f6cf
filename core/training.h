#pragma once

// A single attention head learning where to look: W_q and W_k trained by plain gradient
// descent on a toy retrieval task, small enough to run at once and to check exactly. Pure
// standard C++20; no Qt.
//
// Each token i has a fixed 2-D embedding xᵢ and a target t(i), the token it should attend to.
// With 2×2 matrices W_q and W_k (row-major: [[a, b], [c, d]] maps x to (a·x₁ + b·x₂,
// c·x₁ + d·x₂)):
//
//   qᵢ = W_q xᵢ,   kⱼ = W_k xⱼ,   sᵢⱼ = c · qᵢ·kⱼ with c = 1/√2 (the √d_k of d_k = 2),
//   wᵢⱼ = softmax over j of sᵢⱼ (every token, itself included),
//   L = (1/N) Σᵢ −ln wᵢ,t(i).
//
// The gradients, written out (δ is 1 where j = t(i), else 0):
//
//   ∂L/∂sᵢⱼ = Gᵢⱼ = (wᵢⱼ − δⱼ,t(i)) / N
//   ∂L/∂qᵢ = c Σⱼ Gᵢⱼ kⱼ,          ∂L/∂kⱼ = c Σᵢ Gᵢⱼ qᵢ
//   ∂L/∂(W_q)ₐᵦ = Σᵢ (∂L/∂qᵢ)ₐ (xᵢ)ᵦ,   ∂L/∂(W_k)ₐᵦ = Σⱼ (∂L/∂kⱼ)ₐ (xⱼ)ᵦ
//
// A step moves each matrix against its gradient: V ← μ·V − η·∂L/∂W, W ← W + V (μ = 0 is plain
// gradient descent). Training stops when the loss reaches a threshold or after a step limit.

#include "attention.h"

#include <cstdint>
#include <string>
#include <vector>

namespace attn {

/// A toy retrieval task: tokens with their embeddings and the token each should attend to.
struct TrainingTask {
    std::string name;        ///< "successor", "it-cat", "shared-key"
    std::string description; ///< one sentence, for the command line's --help
    std::vector<std::string> tokens;
    std::vector<Vector> embeddings; ///< one 2-D vector per token
    std::vector<std::size_t> targets; ///< t(i), an index into tokens
};

/// The built-in tasks; the first is the default.
const std::vector<TrainingTask> &trainingTasks();
/// The task of that name, or nullptr.
const TrainingTask *trainingTask(const std::string &name);

/// The loss, the weights and the gradients of a task at one pair of matrices.
struct TrainingPoint {
    Matrix wq;
    Matrix wk;
    Matrix scores;  ///< N × N, sᵢⱼ
    Matrix weights; ///< N × N, each row a softmax
    double loss = 0.0;
    Matrix gradWq;
    Matrix gradWk;
    /// The share of tokens whose largest weight is on their target (ties count as missed).
    double accuracy = 0.0;
};

/// 1/√2: the scale of the scores for queries and keys of two dimensions.
double trainingScale();

/// One token's part of the gradient, the figures a learner works it out from by hand. Token
/// i's own loss Lᵢ = −ln wᵢ,t(i) has, with tⱼ = δⱼ,t(i) (1 on the target, else 0),
///
///   ∂Lᵢ/∂(W_q)ₐᵦ = c · (xᵢ)ᵦ · Σⱼ (wᵢⱼ − tⱼ) (kⱼ)ₐ,
///
/// and ∂L/∂W_q is the mean of these over the tokens.
struct TokenGradient {
    std::size_t token = 0;
    Vector x;                     ///< xᵢ
    std::vector<double> weights;  ///< wᵢⱼ over j
    std::vector<double> targets;  ///< tⱼ: 1 where j = t(i), else 0
    std::vector<Vector> keys;     ///< kⱼ = W_k xⱼ
    Matrix gradWq;                ///< ∂Lᵢ/∂W_q
};

/// Token `token`'s part of the gradient at a point of `task` (evaluateTraining()); an error for
/// a token the task does not have or a point that is not the task's.
Result<TokenGradient> tokenQueryGradient(const TrainingTask &task, const TrainingPoint &at, std::size_t token);

/// Everything at (W_q, W_k); an error for matrices that are not 2×2 and finite, or a task
/// whose embeddings and targets do not fit each other.
Result<TrainingPoint> evaluateTraining(const TrainingTask &task, const Matrix &wq, const Matrix &wk);

struct TrainingOptions {
    std::uint64_t seed = 1;
    double rate = 0.5;      ///< η, from 0 (exclusive) to 100
    double momentum = 0.0;  ///< μ, from 0 to 0.99
    int maxSteps = 300;     ///< 1 to 100000
    double stopLoss = 0.05; ///< stop once the loss is at or below it
};

struct TrainingRun {
    TrainingPoint initial;
    struct Step {
        int step = 0;    ///< 1 for the first update
        double loss = 0.0; ///< the loss after that update
    };
    std::vector<Step> steps;
    TrainingPoint final;
    bool reachedStopLoss = false;
};

/// The initial matrices of a seed: each entry uniform in [−1, 1) from SplitMix64, W_q row by
/// row, then W_k.
std::pair<Matrix, Matrix> initialMatrices(std::uint64_t seed);

/// One update from (W_q, W_k) with velocities (vq, vk), which it updates.
Result<TrainingPoint> trainingStep(const TrainingTask &task, const TrainingPoint &at, const TrainingOptions &options,
                                   Matrix &vq, Matrix &vk);

/// Trains from initialMatrices(seed) until the loss reaches stopLoss or maxSteps updates
/// are done; an error for options out of range. Deterministic: a seed reproduces a run.
Result<TrainingRun> train(const TrainingTask &task, const TrainingOptions &options);

} // namespace attn
