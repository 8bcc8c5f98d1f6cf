#include "training.h"

#include "variant.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace attn {

namespace {

Vector onCircle(double degrees, double length)
{
    return fromPolar(Polar{degrees, length});
}

Matrix zeros(std::size_t rows, std::size_t columns)
{
    return Matrix(rows, Vector(columns, 0.0));
}

bool isFinite2x2(const Matrix &m)
{
    if (m.size() != 2)
        return false;
    for (const Vector &row : m)
        if (row.size() != 2 || !std::isfinite(row[0]) || !std::isfinite(row[1]))
            return false;
    return true;
}

Vector times(const Matrix &w, const Vector &x)
{
    return {w[0][0] * x[0] + w[0][1] * x[1], w[1][0] * x[0] + w[1][1] * x[1]};
}

} // namespace

const std::vector<TrainingTask> &trainingTasks()
{
    static const std::vector<TrainingTask> tasks = [] {
        std::vector<TrainingTask> out;
        TrainingTask successor;
        successor.name = "successor";
        successor.description = "Six tokens round a circle; each should attend to the next one (six to one).";
        successor.tokens = {"one", "two", "three", "four", "five", "six"};
        for (std::size_t i = 0; i < 6; ++i) {
            successor.embeddings.push_back(onCircle(60.0 * double(i), 1.5));
            successor.targets.push_back((i + 1) % 6);
        }
        out.push_back(successor);

        TrainingTask itCat;
        itCat.name = "it-cat";
        itCat.description = "\"it\" should attend to \"cat\"; every other token to itself.";
        itCat.tokens = {"the", "cat", "sat", "it"};
        itCat.embeddings = {onCircle(150.0, 1.5), onCircle(30.0, 1.5), onCircle(270.0, 1.5), onCircle(60.0, 1.5)};
        itCat.targets = {0, 1, 2, 1};
        out.push_back(itCat);

        TrainingTask shared;
        shared.name = "shared-key";
        shared.description = "Two pairs of tokens each want the same key: a and b attend to b, c and d to d.";
        shared.tokens = {"a", "b", "c", "d"};
        shared.embeddings = {onCircle(0.0, 1.5), onCircle(90.0, 1.5), onCircle(180.0, 1.5), onCircle(270.0, 1.5)};
        shared.targets = {1, 1, 3, 3};
        out.push_back(shared);
        return out;
    }();
    return tasks;
}

const TrainingTask *trainingTask(const std::string &name)
{
    for (const TrainingTask &t : trainingTasks())
        if (t.name == name)
            return &t;
    return nullptr;
}

double trainingScale()
{
    return 1.0 / std::numbers::sqrt2;
}

Result<TrainingPoint> evaluateTraining(const TrainingTask &task, const Matrix &wq, const Matrix &wk)
{
    if (!isFinite2x2(wq) || !isFinite2x2(wk))
        return Error{"W_q and W_k must be 2×2 matrices of finite numbers"};
    const std::size_t n = task.embeddings.size();
    if (n == 0 || task.targets.size() != n || task.tokens.size() != n)
        return Error{"a task needs one embedding, one target and one name per token"};
    for (std::size_t i = 0; i < n; ++i)
        if (task.embeddings[i].size() != 2 || task.targets[i] >= n)
            return Error{"a task's embeddings are 2-D and its targets name its tokens"};

    const double c = trainingScale();
    TrainingPoint p;
    p.wq = wq;
    p.wk = wk;
    std::vector<Vector> q(n), k(n);
    for (std::size_t i = 0; i < n; ++i) {
        q[i] = times(wq, task.embeddings[i]);
        k[i] = times(wk, task.embeddings[i]);
    }
    p.scores = zeros(n, n);
    p.weights = zeros(n, n);
    Matrix g = zeros(n, n);
    int hits = 0;
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = 0; j < n; ++j)
            p.scores[i][j] = c * (q[i][0] * k[j][0] + q[i][1] * k[j][1]);
        const auto row = softmax(p.scores[i]);
        if (!row)
            return row.error();
        p.weights[i] = *row;
        const std::size_t t = task.targets[i];
        // −ln w, from the scores: exact where the weight underflows to 0.
        const double top = *std::max_element(p.scores[i].cbegin(), p.scores[i].cend());
        double sum = 0.0;
        for (double s : p.scores[i])
            sum += std::exp(s - top);
        p.loss += (top + std::log(sum) - p.scores[i][t]) / double(n);
        for (std::size_t j = 0; j < n; ++j)
            g[i][j] = (p.weights[i][j] - (j == t ? 1.0 : 0.0)) / double(n);
        bool onTarget = true;
        for (std::size_t j = 0; j < n; ++j)
            onTarget = onTarget && (j == t || p.weights[i][j] < p.weights[i][t]);
        hits += onTarget ? 1 : 0;
    }
    p.accuracy = double(hits) / double(n);

    p.gradWq = zeros(2, 2);
    p.gradWk = zeros(2, 2);
    for (std::size_t i = 0; i < n; ++i) {
        Vector dq{0.0, 0.0};
        Vector dk{0.0, 0.0};
        for (std::size_t j = 0; j < n; ++j) {
            for (std::size_t a = 0; a < 2; ++a) {
                dq[a] += c * g[i][j] * k[j][a]; // ∂L/∂qᵢ
                dk[a] += c * g[j][i] * q[j][a]; // ∂L/∂kᵢ: token i as the key of every row j
            }
        }
        for (std::size_t a = 0; a < 2; ++a)
            for (std::size_t b = 0; b < 2; ++b) {
                p.gradWq[a][b] += dq[a] * task.embeddings[i][b];
                p.gradWk[a][b] += dk[a] * task.embeddings[i][b];
            }
    }
    return p;
}

Result<TokenGradient> tokenQueryGradient(const TrainingTask &task, const TrainingPoint &at, std::size_t token)
{
    const std::size_t n = task.embeddings.size();
    if (token >= n || task.targets.size() != n || at.weights.size() != n || !isFinite2x2(at.wk))
        return Error{"no such token in this task, or a point that is not the task's"};
    TokenGradient g;
    g.token = token;
    g.x = task.embeddings[token];
    g.weights = at.weights[token];
    if (g.weights.size() != n || g.x.size() != 2)
        return Error{"a point that is not the task's"};
    Vector sum{0.0, 0.0};
    for (std::size_t j = 0; j < n; ++j) {
        g.targets.push_back(j == task.targets[token] ? 1.0 : 0.0);
        g.keys.push_back(times(at.wk, task.embeddings[j]));
        for (std::size_t a = 0; a < 2; ++a)
            sum[a] += (g.weights[j] - g.targets[j]) * g.keys[j][a];
    }
    g.gradWq = zeros(2, 2);
    for (std::size_t a = 0; a < 2; ++a)
        for (std::size_t b = 0; b < 2; ++b)
            g.gradWq[a][b] = trainingScale() * g.x[b] * sum[a];
    return g;
}

std::pair<Matrix, Matrix> initialMatrices(std::uint64_t seed)
{
    SplitMix64 rng(seed);
    // 53 random bits to a double in [0, 1), then to [−1, 1).
    const auto draw = [&] { return double(rng.next() >> 11) * 0x1.0p-53 * 2.0 - 1.0; };
    Matrix wq = zeros(2, 2);
    Matrix wk = zeros(2, 2);
    for (Matrix *m : {&wq, &wk})
        for (Vector &row : *m)
            for (double &x : row)
                x = draw();
    return {wq, wk};
}

Result<TrainingPoint> trainingStep(const TrainingTask &task, const TrainingPoint &at, const TrainingOptions &options,
                                   Matrix &vq, Matrix &vk)
{
    Matrix wq = at.wq;
    Matrix wk = at.wk;
    for (std::size_t a = 0; a < 2; ++a)
        for (std::size_t b = 0; b < 2; ++b) {
            vq[a][b] = options.momentum * vq[a][b] - options.rate * at.gradWq[a][b];
            vk[a][b] = options.momentum * vk[a][b] - options.rate * at.gradWk[a][b];
            wq[a][b] += vq[a][b];
            wk[a][b] += vk[a][b];
        }
    return evaluateTraining(task, wq, wk);
}

Result<TrainingRun> train(const TrainingTask &task, const TrainingOptions &options)
{
    if (!(options.rate > 0.0 && options.rate <= 100.0))
        return Error{"the learning rate must be above 0 and at most 100"};
    if (!(options.momentum >= 0.0 && options.momentum <= 0.99))
        return Error{"the momentum must be from 0 to 0.99"};
    if (options.maxSteps < 1 || options.maxSteps > 100000)
        return Error{"the number of steps must be from 1 to 100000"};
    if (!(options.stopLoss >= 0.0) || !std::isfinite(options.stopLoss))
        return Error{"the loss to stop at must be a number ≥ 0"};
    const auto [wq, wk] = initialMatrices(options.seed);
    auto start = evaluateTraining(task, wq, wk);
    if (!start)
        return start.error();
    TrainingRun run;
    run.initial = *start;
    TrainingPoint at = *start;
    Matrix vq = zeros(2, 2);
    Matrix vk = zeros(2, 2);
    for (int step = 1; step <= options.maxSteps && at.loss > options.stopLoss; ++step) {
        auto next = trainingStep(task, at, options, vq, vk);
        // A rate so large that the matrices overflow: the run stops where it still was finite.
        if (!next)
            break;
        at = *next;
        run.steps.push_back({step, at.loss});
    }
    run.final = at;
    run.reachedStopLoss = at.loss <= options.stopLoss;
    return run;
}

} // namespace attn
