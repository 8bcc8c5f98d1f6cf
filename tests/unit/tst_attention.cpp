#include "attention.h"
#include "plate.h"

#include <QTest>

#include <cmath>
#include <numeric>

using attn::Vector;

namespace {

double sum(const std::vector<double> &xs)
{
    return std::accumulate(xs.begin(), xs.end(), 0.0);
}

void verifyDistribution(const std::vector<double> &w)
{
    for (double x : w) {
        QVERIFY2(std::isfinite(x), "weight is not finite");
        QVERIFY2(x >= 0.0, "weight is negative");
    }
    QVERIFY(std::abs(sum(w) - 1.0) <= 1e-12);
}

attn::Lookup lookup(Vector query, std::vector<Vector> keys, std::vector<double> values)
{
    attn::Lookup l;
    l.query = std::move(query);
    l.keys = std::move(keys);
    l.values = std::move(values);
    return l;
}

} // namespace

class TestAttention : public QObject
{
    Q_OBJECT

private slots:
    void dotProductOfAnyDimension_data();
    void dotProductOfAnyDimension();
    void polarRoundTrip();
    void projectionOntoAKey_data();
    void projectionOntoAKey();
    void scoresApplyScaleFactor();
    void scoresRejectMismatchedDimensions();
    void scoresRejectNonFiniteInput();
    void softmaxIsADistribution_data();
    void softmaxIsADistribution();
    void softmaxIgnoresAddedConstant();
    void softmaxKeepsOrder();
    void softmaxOfZeroLengthQueryIsUniform();
    void softmaxOfHugeQueryIsOneHotWithoutNaN();
    void softmaxOfEqualKeysIsEqual();
    void softmaxSurvivesScoreGapOf1e4();
    void softmaxMaskedKeysGetZero();
    void softmaxFullyMaskedIsAnError();
    void weightedAverageScalarAndVector();
    void weightedAverageRejectsSizeMismatch();
    void sumIsCompensated();
    void shortestQueryIsTheShortestOnTheGrid();
    void shortestQueryFailsWhenUnreachable();
    void reachesWeightExactlyWhenAShortestQueryExists_data();
    void reachesWeightExactlyWhenAShortestQueryExists();
    void largestOutputQueryBeatsEveryDirection();
    void entropyOfOneHotAndUniform();
    void argmaxTakesFirstOfTies();
    void dictionaryLookupHitAndMiss();
    void projectionByMatrix();
    void traceRecordsEveryStep();
    void traceRejectsKeyValueMismatch();
    void weightMatrixHandWorked();
    void weightMatrixCausalMask();
    void weightMatrixScaled();
};

void TestAttention::dotProductOfAnyDimension_data()
{
    QTest::addColumn<QList<double>>("a");
    QTest::addColumn<QList<double>>("b");
    QTest::addColumn<double>("expected");
    QTest::newRow("1-D") << QList<double>{3} << QList<double>{-2} << -6.0;
    QTest::newRow("2-D") << QList<double>{1, 2} << QList<double>{3, 4} << 11.0;
    QTest::newRow("3-D orthogonal") << QList<double>{1, 0, 0} << QList<double>{0, 5, 0} << 0.0;
    QTest::newRow("4-D") << QList<double>{1, -1, 2, 0.5} << QList<double>{2, 2, 2, 4} << 6.0;
}

void TestAttention::dotProductOfAnyDimension()
{
    QFETCH(QList<double>, a);
    QFETCH(QList<double>, b);
    QFETCH(double, expected);
    QVERIFY(std::abs(attn::dot(Vector(a.begin(), a.end()), Vector(b.begin(), b.end())) - expected)
            < 1e-15);
}

void TestAttention::polarRoundTrip()
{
    const Vector v = attn::fromPolar({70.0, 2.0});
    QVERIFY(std::abs(v[0] - 0.6840402866513375) < 1e-15);
    QVERIFY(std::abs(v[1] - 1.8793852415718169) < 1e-15);
    const attn::Polar p = attn::toPolar(attn::fromPolar({300.0, 2.0}));
    QVERIFY(std::abs(p.angleDegrees - 300.0) < 1e-12);
    QVERIFY(std::abs(p.length - 2.0) < 1e-12);
}

void TestAttention::projectionOntoAKey_data()
{
    QTest::addColumn<QList<double>>("v");
    QTest::addColumn<QList<double>>("k");
    QTest::addColumn<QList<double>>("expected");
    QTest::newRow("along a unit axis") << QList<double>{3, 4} << QList<double>{1, 0}
                                       << QList<double>{3, 0};
    QTest::newRow("key length does not matter") << QList<double>{3, 4} << QList<double>{0, 5}
                                                << QList<double>{0, 4};
    QTest::newRow("oblique") << QList<double>{2, 0} << QList<double>{1, 1}
                             << QList<double>{1, 1};
    QTest::newRow("pointing away") << QList<double>{-2, -1} << QList<double>{2, 0}
                                   << QList<double>{-2, 0};
    QTest::newRow("orthogonal") << QList<double>{0, 3} << QList<double>{2, 0}
                                << QList<double>{0, 0};
    QTest::newRow("on the key") << QList<double>{1.5, 3} << QList<double>{1, 2}
                                << QList<double>{1.5, 3};
    QTest::newRow("zero key") << QList<double>{1, 2} << QList<double>{0, 0}
                              << QList<double>{0, 0};
    QTest::newRow("zero query") << QList<double>{0, 0} << QList<double>{1, 2}
                                << QList<double>{0, 0};
    QTest::newRow("3-D") << QList<double>{1, 2, 3} << QList<double>{0, 0, 2}
                         << QList<double>{0, 0, 3};
}

void TestAttention::projectionOntoAKey()
{
    QFETCH(QList<double>, v);
    QFETCH(QList<double>, k);
    QFETCH(QList<double>, expected);
    const Vector q(v.begin(), v.end());
    const Vector key(k.begin(), k.end());
    const Vector p = attn::projectOnto(q, key);
    QCOMPARE(p.size(), key.size());
    for (std::size_t i = 0; i < p.size(); ++i)
        QVERIFY2(std::abs(p[i] - expected[qsizetype(i)]) < 1e-12,
                 qPrintable(QStringLiteral("component %1: %2").arg(i).arg(p[i])));
    // What is left over is perpendicular to the key, and the projection's signed length along
    // the key is q·k / |k|: the figure the plane shows as q·k = |k| × that length.
    Vector rest(q.size());
    for (std::size_t i = 0; i < q.size(); ++i)
        rest[i] = q[i] - p[i];
    QVERIFY(std::abs(attn::dot(rest, key)) < 1e-12);
    if (attn::norm(key) > 0)
        QVERIFY(std::abs(attn::dot(p, key) - attn::dot(q, key)) < 1e-12);
}

void TestAttention::scoresApplyScaleFactor()
{
    const auto s = attn::scores({1, 1, 1, 1}, {{1, 1, 1, 1}, {2, 0, 0, 0}},
                                attn::scaleForDimension(4));
    QVERIFY(s.ok());
    QVERIFY(std::abs((*s)[0] - 2.0) < 1e-15); // 4 / √4
    QVERIFY(std::abs((*s)[1] - 1.0) < 1e-15);
}

void TestAttention::scoresRejectMismatchedDimensions()
{
    const auto s = attn::scores({1, 0}, {{1, 0}, {1, 0, 0}});
    QVERIFY(!s.ok());
    QVERIFY(s.error().message.find("key 2") != std::string::npos);
    QVERIFY(!attn::scores({1, 0}, {}).ok());
}

void TestAttention::scoresRejectNonFiniteInput()
{
    QVERIFY(!attn::scores({NAN, 0}, {{1, 0}}).ok());
    QVERIFY(!attn::scores({1, 0}, {{INFINITY, 0}}).ok());
    QVERIFY(!attn::scores({1e300, 0}, {{1e300, 0}}).ok()); // the product overflows
}

void TestAttention::softmaxIsADistribution_data()
{
    QTest::addColumn<QList<double>>("scores");
    QTest::newRow("plate default") << QList<double>{2.2981, 2.5981, -1.05, -2.8191, -0.5209};
    QTest::newRow("single") << QList<double>{42.0};
    QTest::newRow("all equal") << QList<double>{3, 3, 3};
    QTest::newRow("huge positive") << QList<double>{1e300, 1e300 * 0.5, -1e300};
    QTest::newRow("largest finite spread")
        << QList<double>{1.7e308, -1.7e308, 0.0};
    QTest::newRow("tiny") << QList<double>{1e-300, -1e-300, 0.0};
    QTest::newRow("gap 1e4") << QList<double>{0.0, 1e4, 1e4 - 1};
}

void TestAttention::softmaxIsADistribution()
{
    QFETCH(QList<double>, scores);
    const auto w = attn::softmax(std::vector<double>(scores.begin(), scores.end()));
    QVERIFY(w.ok());
    QCOMPARE(w->size(), std::size_t(scores.size()));
    verifyDistribution(*w);
}

void TestAttention::softmaxIgnoresAddedConstant()
{
    const std::vector<double> s{0.3, -1.2, 2.5, 0.0};
    for (double c : {-1000.0, -3.5, 7.25, 700.0, 1e5}) {
        std::vector<double> shifted = s;
        for (double &x : shifted)
            x += c;
        const auto a = attn::softmax(s);
        const auto b = attn::softmax(shifted);
        for (std::size_t i = 0; i < s.size(); ++i)
            QVERIFY2(std::abs((*a)[i] - (*b)[i]) < 1e-9, qPrintable(QString::number(c)));
    }
}

void TestAttention::softmaxKeepsOrder()
{
    const std::vector<double> s{0.3, -1.2, 2.5, 0.0, 2.4};
    const auto w = attn::softmax(s);
    for (std::size_t i = 0; i < s.size(); ++i)
        for (std::size_t j = 0; j < s.size(); ++j)
            if (s[i] < s[j])
                QVERIFY((*w)[i] < (*w)[j]);
}

void TestAttention::softmaxOfZeroLengthQueryIsUniform()
{
    const auto t = attn::trace(attn::plateLayout().lookup({40.0, 0.0}));
    QVERIFY(t.ok());
    for (double w : t->weights())
        QVERIFY(std::abs(w - 0.2) < 1e-15);
    QVERIFY(std::abs(t->output - 30.0) < 1e-12);
}

void TestAttention::softmaxOfHugeQueryIsOneHotWithoutNaN()
{
    for (double angle : {0.0, 40.0, 70.0, 160.0, 200.0, 300.0}) {
        const auto t = attn::trace(attn::plateLayout().lookup({angle, 1e6}));
        QVERIFY(t.ok());
        const auto w = t->weights();
        verifyDistribution(w);
        QCOMPARE(*std::max_element(w.begin(), w.end()), 1.0);
        QVERIFY(std::isfinite(t->output));
    }
}

void TestAttention::softmaxOfEqualKeysIsEqual()
{
    const auto t = attn::trace(lookup({0.7, -0.2}, {{1, 1}, {1, 1}, {1, 1}}, {1, 2, 3}));
    QVERIFY(t.ok());
    for (double w : t->weights())
        QVERIFY(std::abs(w - 1.0 / 3.0) < 1e-15);
}

void TestAttention::softmaxSurvivesScoreGapOf1e4()
{
    const auto w = attn::softmax({-5000.0, 5000.0});
    QVERIFY(w.ok());
    QCOMPARE((*w)[0], 0.0);
    QCOMPARE((*w)[1], 1.0);
}

void TestAttention::softmaxMaskedKeysGetZero()
{
    const auto w = attn::softmax({5.0, 1.0, 1.0}, {false, true, true});
    QVERIFY(w.ok());
    QCOMPARE((*w)[0], 0.0);
    QVERIFY(std::abs((*w)[1] - 0.5) < 1e-15);
    // A masked score may even be non-finite: it is never looked at.
    QVERIFY(attn::softmax({NAN, 1.0}, {false, true}).ok());
}

void TestAttention::softmaxFullyMaskedIsAnError()
{
    const auto w = attn::softmax({1.0, 2.0}, {false, false});
    QVERIFY(!w.ok());
    QVERIFY(!w.error().message.empty());
    QVERIFY(!attn::softmax({}).ok());
    attn::Lookup l = attn::plateLayout().lookup({40.0, 1.5});
    l.visible.assign(5, false);
    QVERIFY(!attn::trace(l).ok());
    QVERIFY(!attn::softmax({1.0}, {true, false}).ok()); // wrong mask size
}

void TestAttention::weightedAverageScalarAndVector()
{
    const auto o = attn::weightedAverage({0.25, 0.75}, std::vector<double>{10.0, 20.0});
    QVERIFY(o.ok());
    QVERIFY(std::abs(*o - 17.5) < 1e-15);
    const auto v = attn::weightedAverage({0.5, 0.5}, std::vector<Vector>{{1, 0, 2}, {3, 4, 0}});
    QVERIFY(v.ok());
    QCOMPARE(v->size(), std::size_t(3));
    QVERIFY(std::abs((*v)[0] - 2.0) < 1e-15);
    QVERIFY(std::abs((*v)[1] - 2.0) < 1e-15);
    QVERIFY(std::abs((*v)[2] - 1.0) < 1e-15);
    QVERIFY(std::abs(attn::plainAverage({10, 20, 30, 40, 50}) - 30.0) < 1e-12);
    QCOMPARE(attn::plainAverage({1e308, 1e308, 1e308}), 1e308); // no overflow on the way
    // Nor between values of opposite signs.
    QVERIFY(std::abs(attn::plainAverage({1e308, -1e308})) < 1e-12);
    QVERIFY(std::abs(attn::plainAverage({-1.7e308, 1.7e308, 3.0}) - 1.0) < 1e-12);
}

void TestAttention::weightedAverageRejectsSizeMismatch()
{
    QVERIFY(!attn::weightedAverage({1.0}, std::vector<double>{1.0, 2.0}).ok());
    QVERIFY(!attn::weightedAverage({0.5, 0.5}, std::vector<Vector>{{1, 2}, {1}}).ok());
}

void TestAttention::sumIsCompensated()
{
    QCOMPARE(attn::sum({}), 0.0);
    QVERIFY(std::abs(attn::sum({10, 20, 30, 40, 50}) - 150.0) < 1e-12);
    // Naive left-to-right addition loses the 1 entirely: (1e16 + 1) − 1e16 = 0.
    QCOMPARE(attn::sum({1e16, 1.0, -1e16}), 1.0);
    QCOMPARE(attn::sum({1.0, 1e100, 1.0, -1e100}), 2.0);
    // The plate's weights add up to one.
    const auto t = attn::trace(attn::plateLayout().lookup({40.0, 1.5}));
    QVERIFY(t.ok());
    QVERIFY(std::abs(attn::sum(t->weights()) - 1.0) < 1e-15);
}

void TestAttention::shortestQueryIsTheShortestOnTheGrid()
{
    const attn::PlateLayout &plate = attn::plateLayout();
    const std::vector<Vector> keys = plate.cartesianKeys();
    const auto weight = [&](attn::Polar q, std::size_t key) {
        const auto t = attn::trace(plate.lookup(q));
        return t ? t->rows[key].weight : 0.0;
    };
    for (std::size_t key : {std::size_t(1), std::size_t(2), std::size_t(4)}) {
        const double threshold = 0.9;
        const auto best = attn::shortestQueryFor(keys, key, threshold, 10.0);
        QVERIFY(best.has_value());
        // On the 0.1° grid, within the search range, and over the threshold.
        QVERIFY(std::abs(best->angleDegrees * 10.0 - std::round(best->angleDegrees * 10.0)) < 1e-9);
        QVERIFY(best->length > 0.0 && best->length <= 10.0);
        QVERIFY2(weight(*best, key) > threshold, qPrintable(QString::number(weight(*best, key))));
        // The bisection is tight: 1% shorter in the same direction falls below.
        QVERIFY(weight({best->angleDegrees, best->length * 0.99}, key) <= threshold);
        // No direction of the grid does it with a query 1% shorter.
        for (int tenth = 0; tenth < 3600; tenth += 5)
            QVERIFY2(weight({tenth / 10.0, best->length * 0.99}, key) <= threshold,
                     qPrintable(QStringLiteral("key %1 at %2°").arg(key + 1).arg(tenth / 10.0)));
    }
}

void TestAttention::shortestQueryFailsWhenUnreachable()
{
    const std::vector<Vector> keys = attn::plateLayout().cartesianKeys();
    QVERIFY(!attn::shortestQueryFor(keys, 1, 0.9, 0.1).has_value()); // too short to get there
    QVERIFY(!attn::shortestQueryFor(keys, 5, 0.5, 10.0).has_value()); // no sixth key
    QVERIFY(!attn::shortestQueryFor({}, 0, 0.5, 10.0).has_value());
    // Two equal keys can never take more than half each.
    QVERIFY(!attn::shortestQueryFor({{1.0, 0.0}, {1.0, 0.0}}, 0, 0.5, 10.0).has_value());
    QVERIFY(!attn::reachesWeight({{1.0, 0.0}, {1.0, 0.0}}, 0, 0.5, 10.0));
    QVERIFY(!attn::reachesWeight({}, 0, 0.5, 10.0));
}

void TestAttention::reachesWeightExactlyWhenAShortestQueryExists_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<double>("threshold");
    QTest::addColumn<double>("maxLength");
    QTest::addColumn<bool>("reached");
    QTest::newRow("key 1, 0.9, length 10") << 0 << 0.9 << 10.0 << true;
    QTest::newRow("key 3, 0.8, length 10") << 2 << 0.8 << 10.0 << true;
    QTest::newRow("key 5, 0.95, length 10") << 4 << 0.95 << 10.0 << true;
    QTest::newRow("key 2, 0.9, too short") << 1 << 0.9 << 0.1 << false;
    QTest::newRow("key 4, 0.5, length 1") << 3 << 0.5 << 1.0 << true;
    QTest::newRow("key 4, 0.999999, length 1") << 3 << 0.999999 << 1.0 << false;
    QTest::newRow("no sixth key") << 5 << 0.5 << 10.0 << false;
}

void TestAttention::reachesWeightExactlyWhenAShortestQueryExists()
{
    QFETCH(int, key);
    QFETCH(double, threshold);
    QFETCH(double, maxLength);
    QFETCH(bool, reached);
    const std::vector<Vector> keys = attn::plateLayout().cartesianKeys();
    QCOMPARE(attn::shortestQueryFor(keys, std::size_t(key), threshold, maxLength).has_value(), reached);
    QCOMPARE(attn::reachesWeight(keys, std::size_t(key), threshold, maxLength), reached);
}

void TestAttention::largestOutputQueryBeatsEveryDirection()
{
    const attn::PlateLayout &plate = attn::plateLayout();
    const std::vector<Vector> keys = plate.cartesianKeys();
    const auto best = attn::queryWithLargestOutput(keys, plate.values, 4.0);
    QVERIFY(best.has_value());
    QCOMPARE(best->length, 4.0);
    const auto output = [&](attn::Polar q) { return attn::trace(plate.lookup(q))->output; };
    // Pointing at key 5 (300°, value 50) at length 4 gives 49.1164 (plate-layout.md).
    QVERIFY(output(*best) >= 49.1164 - 5e-5);
    for (int degree = 0; degree < 360; ++degree)
        QVERIFY(output(*best) >= output({double(degree), 4.0}) - 1e-12);
    QVERIFY(!attn::queryWithLargestOutput(keys, {1.0}, 4.0).has_value()); // sizes differ
    QVERIFY(!attn::queryWithLargestOutput({}, {}, 4.0).has_value());
}

void TestAttention::entropyOfOneHotAndUniform()
{
    QCOMPARE(attn::entropy({0.0, 1.0, 0.0}), 0.0);
    QVERIFY(std::abs(attn::entropy({0.2, 0.2, 0.2, 0.2, 0.2}) - std::log(5.0)) < 1e-15);
    QVERIFY(std::abs(attn::entropy({0.5, 0.5}) - std::log(2.0)) < 1e-15);
}

void TestAttention::argmaxTakesFirstOfTies()
{
    QCOMPARE(attn::argmax({1.0, 3.0, 3.0, 2.0}), std::size_t(1));
    QCOMPARE(attn::argmax({-1.0}), std::size_t(0));
}

void TestAttention::dictionaryLookupHitAndMiss()
{
    const auto keys = attn::plateLayout().cartesianKeys();
    const auto hit = attn::dictionaryLookup(keys, keys[3]);
    QVERIFY(hit.has_value());
    QCOMPARE(*hit, std::size_t(3));
    QVERIFY(!attn::dictionaryLookup(keys, attn::fromPolar({40.0, 1.5})).has_value());
    QVERIFY(!attn::dictionaryLookup(keys, {keys[0][0] + 1e-9, keys[0][1]}).has_value());
    QVERIFY(attn::dictionaryLookup(keys, {keys[0][0] + 1e-9, keys[0][1]}, 1e-6).has_value());
    QVERIFY(!attn::dictionaryLookup(keys, {2.0}).has_value());
}

void TestAttention::projectionByMatrix()
{
    const auto y = attn::apply({{1, 2}, {0, -1}, {3, 0}}, {2, 5});
    QVERIFY(y.ok());
    QCOMPARE(*y, (Vector{12, -5, 6}));
    QVERIFY(!attn::apply({{1, 2, 3}}, {1, 2}).ok());
}

void TestAttention::traceRecordsEveryStep()
{
    // Hand-worked: q = (1, 2), keys (1, 0) and (0, 1): scores 1 and 2.
    const auto t = attn::trace(lookup({1, 2}, {{1, 0}, {0, 1}}, {10, 20}));
    QVERIFY(t.ok());
    QCOMPARE(t->rows.size(), std::size_t(2));
    QCOMPARE(t->rows[0].terms, (std::vector<double>{1, 0}));
    QCOMPARE(t->rows[1].terms, (std::vector<double>{0, 2}));
    QCOMPARE(t->maxScore, 2.0);
    QCOMPARE(t->rows[0].shifted, -1.0);
    QCOMPARE(t->rows[1].shifted, 0.0);
    QVERIFY(std::abs(t->rows[0].exponential - std::exp(-1.0)) < 1e-15);
    QCOMPARE(t->rows[1].exponential, 1.0);
    QVERIFY(std::abs(t->sumExponentials - (1.0 + std::exp(-1.0))) < 1e-15);
    const double w1 = std::exp(-1.0) / (1.0 + std::exp(-1.0));
    QVERIFY(std::abs(t->rows[0].weight - w1) < 1e-15);
    QVERIFY(std::abs(t->rows[0].contribution - 10 * w1) < 1e-13);
    QVERIFY(std::abs(t->output - (10 * w1 + 20 * (1 - w1))) < 1e-13);
}

void TestAttention::traceRejectsKeyValueMismatch()
{
    QVERIFY(!attn::trace(lookup({1, 0}, {{1, 0}, {0, 1}}, {10})).ok());
    QVERIFY(!attn::trace(lookup({1, 0}, {{1, 0}}, {NAN})).ok());
}

void TestAttention::weightMatrixHandWorked()
{
    // Q = K = [(1,0), (0,1)], scores [[1,0],[0,1]].
    const auto m = attn::attentionMatrix({{1, 0}, {0, 1}}, {{1, 0}, {0, 1}}, {{1}, {3}});
    QVERIFY(m.ok());
    const double a = std::exp(1.0) / (std::exp(1.0) + 1.0);
    QVERIFY(std::abs(m->weights[0][0] - a) < 1e-15);
    QVERIFY(std::abs(m->weights[0][1] - (1 - a)) < 1e-15);
    QVERIFY(std::abs(m->weights[1][1] - a) < 1e-15);
    QVERIFY(std::abs(m->outputs[0][0] - (a + 3 * (1 - a))) < 1e-14);
    QVERIFY(std::abs(m->outputs[1][0] - ((1 - a) + 3 * a)) < 1e-14);
}

void TestAttention::weightMatrixCausalMask()
{
    const std::vector<Vector> x{{1, 0}, {0, 1}, {1, 1}};
    const auto m = attn::attentionMatrix(x, x, {{0}, {1}, {2}}, {1.0, true});
    QVERIFY(m.ok());
    QCOMPARE(m->weights[0], (std::vector<double>{1.0, 0.0, 0.0}));
    QCOMPARE(m->weights[1][2], 0.0);
    // Row 2 (q = (0,1)) sees keys 0 and 1 with scores 0 and 1.
    const double a = 1.0 / (1.0 + std::exp(1.0));
    QVERIFY(std::abs(m->weights[1][0] - a) < 1e-15);
    // Row 3 sees everything: scores 1, 1, 2.
    const double z = 2 * std::exp(-1.0) + 1.0;
    QVERIFY(std::abs(m->weights[2][2] - 1.0 / z) < 1e-15);
    for (const auto &row : m->weights)
        verifyDistribution(row);
}

void TestAttention::weightMatrixScaled()
{
    const std::vector<Vector> x{{2, 0, 0, 0}, {0, 2, 0, 0}};
    const auto m = attn::attentionMatrix(x, x, {{0}, {1}}, {attn::scaleForDimension(4), false});
    QVERIFY(m.ok());
    QVERIFY(std::abs(m->scores[0][0] - 2.0) < 1e-15); // 4 / √4
    const double a = std::exp(2.0) / (std::exp(2.0) + 1.0);
    QVERIFY(std::abs(m->weights[0][0] - a) < 1e-15);
    QVERIFY(!attn::attentionMatrix({}, x, {{0}, {1}}).ok());
    QVERIFY(!attn::attentionMatrix(x, x, {{0}}).ok());
}

QTEST_GUILESS_MAIN(TestAttention)
#include "tst_attention.moc"
