#include "training.h"

#include <QTest>

#include <cmath>
#include <optional>

namespace {

/// The loss at (W_q, W_k), computed here from the definition alone: scores, a softmax by
/// exp and a sum, the mean of −ln w on the targets; with `only`, that token's −ln w alone.
double lossByDefinition(const attn::TrainingTask &task, const attn::Matrix &wq, const attn::Matrix &wk,
                        std::optional<std::size_t> only = std::nullopt)
{
    const std::size_t n = task.embeddings.size();
    const auto apply = [](const attn::Matrix &w, const attn::Vector &x) {
        return attn::Vector{w[0][0] * x[0] + w[0][1] * x[1], w[1][0] * x[0] + w[1][1] * x[1]};
    };
    double loss = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        const attn::Vector q = apply(wq, task.embeddings[i]);
        double sum = 0.0;
        double target = 0.0;
        for (std::size_t j = 0; j < n; ++j) {
            const attn::Vector k = apply(wk, task.embeddings[j]);
            const double e = std::exp((q[0] * k[0] + q[1] * k[1]) / std::sqrt(2.0));
            sum += e;
            if (j == task.targets[i])
                target = e;
        }
        if (!only)
            loss -= std::log(target / sum) / double(n);
        else if (*only == i)
            loss -= std::log(target / sum);
    }
    return loss;
}

} // namespace

class TestTraining : public QObject
{
    Q_OBJECT

private slots:
    void gradientsMatchFiniteDifferences_data();
    void gradientsMatchFiniteDifferences();
    void oneTokensGradientIsItsShare();
    void theDefaultTaskIsLearned();
    void aSeedReproducesARun();
    void badOptionsAreRefused();
    void aHugeRateStopsWhileFinite();
};

void TestTraining::gradientsMatchFiniteDifferences_data()
{
    QTest::addColumn<QString>("task");
    QTest::addColumn<quint64>("seed");
    for (const attn::TrainingTask &t : attn::trainingTasks())
        for (quint64 seed : {1ULL, 7ULL, 12345ULL})
            QTest::addRow("%s, seed %llu", t.name.c_str(), seed) << QString::fromStdString(t.name) << seed;
}

void TestTraining::gradientsMatchFiniteDifferences()
{
    QFETCH(QString, task);
    QFETCH(quint64, seed);
    const attn::TrainingTask &t = *attn::trainingTask(task.toStdString());
    // Some way into training too, where the weights are no longer near uniform.
    attn::TrainingOptions options;
    options.seed = seed;
    options.maxSteps = 40;
    options.stopLoss = 0.0;
    const auto run = attn::train(t, options);
    QVERIFY(run);
    for (const attn::TrainingPoint &p : {run->initial, run->final}) {
        QVERIFY(std::abs(p.loss - lossByDefinition(t, p.wq, p.wk)) < 1e-12);
        const double h = 1e-6;
        for (int which = 0; which < 2; ++which)
            for (std::size_t a = 0; a < 2; ++a)
                for (std::size_t b = 0; b < 2; ++b) {
                    attn::Matrix plus = which == 0 ? p.wq : p.wk;
                    attn::Matrix minus = plus;
                    plus[a][b] += h;
                    minus[a][b] -= h;
                    const double numeric = which == 0
                        ? (lossByDefinition(t, plus, p.wk) - lossByDefinition(t, minus, p.wk)) / (2 * h)
                        : (lossByDefinition(t, p.wq, plus) - lossByDefinition(t, p.wq, minus)) / (2 * h);
                    const double exact = which == 0 ? p.gradWq[a][b] : p.gradWk[a][b];
                    QVERIFY2(std::abs(numeric - exact) < 1e-7 * std::max(1.0, std::abs(exact)),
                             qPrintable(QStringLiteral("%1[%2][%3]: %4 vs %5").arg(which == 0 ? "W_q" : "W_k").arg(a).arg(b)
                                            .arg(exact, 0, 'g', 12).arg(numeric, 0, 'g', 12)));
                }
        // Every row of weights is a distribution.
        for (const attn::Vector &row : p.weights) {
            double sum = 0.0;
            for (double w : row)
                sum += w;
            QVERIFY(std::abs(sum - 1.0) < 1e-12);
        }
    }
}

void TestTraining::oneTokensGradientIsItsShare()
{
    // Each token's ∂Lᵢ/∂W_q against central differences of its own −ln w, and their mean
    // against the whole gradient, on every task at two seeds.
    for (const attn::TrainingTask &task : attn::trainingTasks()) {
        for (std::uint64_t seed : {1u, 17u}) {
            const auto [wq, wk] = attn::initialMatrices(seed);
            const auto point = attn::evaluateTraining(task, wq, wk);
            QVERIFY(point);
            const std::size_t n = task.tokens.size();
            attn::Matrix mean{{0.0, 0.0}, {0.0, 0.0}};
            for (std::size_t i = 0; i < n; ++i) {
                const auto g = attn::tokenQueryGradient(task, *point, i);
                QVERIFY(g);
                QCOMPARE(g->weights.size(), n);
                QCOMPARE(g->targets[task.targets[i]], 1.0);
                for (std::size_t a = 0; a < 2; ++a)
                    for (std::size_t b = 0; b < 2; ++b) {
                        const double h = 1e-6;
                        attn::Matrix up = wq;
                        attn::Matrix down = wq;
                        up[a][b] += h;
                        down[a][b] -= h;
                        const double numeric = (lossByDefinition(task, up, wk, i) - lossByDefinition(task, down, wk, i)) / (2 * h);
                        QVERIFY2(std::abs(g->gradWq[a][b] - numeric) < 1e-7 * std::max(1.0, std::abs(numeric)),
                                 qPrintable(QStringLiteral("%1 token %2 entry %3%4: %5 vs %6")
                                                .arg(QString::fromStdString(task.name)).arg(i).arg(a + 1).arg(b + 1)
                                                .arg(g->gradWq[a][b]).arg(numeric)));
                        mean[a][b] += g->gradWq[a][b] / double(n);
                    }
            }
            for (std::size_t a = 0; a < 2; ++a)
                for (std::size_t b = 0; b < 2; ++b)
                    QVERIFY(std::abs(mean[a][b] - point->gradWq[a][b]) < 1e-12);
            QVERIFY(!attn::tokenQueryGradient(task, *point, n));
        }
    }
}

void TestTraining::theDefaultTaskIsLearned()
{
    // The bar: the default task's loss falls at least tenfold and every token ends
    // with its largest weight on its target.
    const attn::TrainingTask &t = attn::trainingTasks().front();
    const auto run = attn::train(t, attn::TrainingOptions{});
    QVERIFY(run);
    QVERIFY2(run->final.loss * 10.0 <= run->initial.loss,
             qPrintable(QStringLiteral("%1 → %2").arg(run->initial.loss).arg(run->final.loss)));
    QCOMPARE(run->final.accuracy, 1.0);
    QVERIFY(run->reachedStopLoss);
    QCOMPARE(run->steps.back().loss, run->final.loss);
    for (std::size_t i = 0; i < run->steps.size(); ++i)
        QCOMPARE(run->steps[i].step, int(i + 1));
    // The other tasks learn too, if more slowly.
    for (const attn::TrainingTask &other : attn::trainingTasks()) {
        attn::TrainingOptions longer;
        longer.maxSteps = 3000;
        const auto r = attn::train(other, longer);
        QVERIFY(r);
        QVERIFY2(r->final.accuracy == 1.0, other.name.c_str());
    }
}

void TestTraining::aSeedReproducesARun()
{
    const attn::TrainingTask &t = attn::trainingTasks().front();
    attn::TrainingOptions options;
    options.seed = 99;
    options.momentum = 0.5;
    const auto a = attn::train(t, options);
    const auto b = attn::train(t, options);
    QVERIFY(a && b);
    QCOMPARE(a->final.wq, b->final.wq);
    QCOMPARE(a->final.wk, b->final.wk);
    QCOMPARE(a->steps.size(), b->steps.size());
    options.seed = 100;
    const auto c = attn::train(t, options);
    QVERIFY(c);
    QVERIFY(a->initial.wq != c->initial.wq);
    // Each entry is drawn in [−1, 1).
    for (const attn::Vector &row : a->initial.wq)
        for (double x : row)
            QVERIFY(x >= -1.0 && x < 1.0);
}

void TestTraining::badOptionsAreRefused()
{
    const attn::TrainingTask &t = attn::trainingTasks().front();
    for (double rate : {0.0, -1.0, std::nan(""), 1e9}) {
        attn::TrainingOptions o;
        o.rate = rate;
        QVERIFY(!attn::train(t, o));
    }
    for (int steps : {0, -5, 1000000}) {
        attn::TrainingOptions o;
        o.maxSteps = steps;
        QVERIFY(!attn::train(t, o));
    }
    attn::TrainingOptions o;
    o.momentum = 1.0;
    QVERIFY(!attn::train(t, o));
    QVERIFY(!attn::evaluateTraining(t, {{1, 0}}, {{1, 0}, {0, 1}}));
    QVERIFY(!attn::evaluateTraining(t, {{1, 0}, {0, std::nan("")}}, {{1, 0}, {0, 1}}));
}

void TestTraining::aHugeRateStopsWhileFinite()
{
    attn::TrainingOptions o;
    o.rate = 100.0;
    o.maxSteps = 2000;
    const auto run = attn::train(attn::trainingTasks().front(), o);
    QVERIFY(run);
    QVERIFY(std::isfinite(run->final.loss));
    for (const attn::Vector &row : run->final.wq)
        for (double x : row)
            QVERIFY(std::isfinite(x));
}

QTEST_APPLESS_MAIN(TestTraining)
#include "tst_training.moc"
