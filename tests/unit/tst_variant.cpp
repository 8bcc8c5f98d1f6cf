#include "exercise.h"
#include "variant.h"

#include <QSet>
#include <QTest>

// Variants are identical on every platform and compiler: golden values, computed once by an
// independent implementation of the same published algorithms, catch any change.
class TestVariant : public QObject
{
    Q_OBJECT

private slots:
    void fnvMatchesPublishedValues();
    void splitMixMatchesReference();
    void belowIsInRangeAndCoversIt();
    void gridValuesAreNice();
    void goldenVariants_data();
    void goldenVariants();
    void sameArgumentsSameVariant();
    void withoutSpecTheDefaultQuery();
    void distinctPointsAreCountedAfterRounding();
    void aGridFinerThanItsRoundingNeverHangs();
};

void TestVariant::fnvMatchesPublishedValues()
{
    QCOMPARE(attn::fnv1a64(""), 0xcbf29ce484222325ULL);
    QCOMPARE(attn::fnv1a64("a"), 0xaf63dc4c8601ec8cULL);
    QCOMPARE(attn::fnv1a64("foobar"), 0x85944171f73967e8ULL);
}

void TestVariant::splitMixMatchesReference()
{
    attn::SplitMix64 rng(0);
    QCOMPARE(rng.next(), 0xe220a8397b1dcdafULL);
    QCOMPARE(rng.next(), 0x6e789e6aa1b965f4ULL);
    QCOMPARE(rng.next(), 0x06c45d188009454fULL);
}

void TestVariant::belowIsInRangeAndCoversIt()
{
    attn::SplitMix64 rng(42);
    int seen[7] = {};
    for (int i = 0; i < 7000; ++i) {
        const std::uint64_t x = rng.below(7);
        QVERIFY(x < 7);
        ++seen[x];
    }
    for (int count : seen)
        QVERIFY(count > 800 && count < 1200);
    QCOMPARE(rng.below(1), 0ULL);
    QCOMPARE(rng.below(0), 0ULL);
}

void TestVariant::gridValuesAreNice()
{
    attn::SplitMix64 rng(7);
    for (int i = 0; i < 1000; ++i) {
        const double x = rng.onGrid(0.5, 3.0, 0.1);
        QVERIFY(x >= 0.5 - 1e-12 && x <= 3.0 + 1e-12);
        QCOMPARE(QString::number(x, 'g', 10).size() <= 3, true); // "0.5" … "2.9", "3"
    }
    QCOMPARE(rng.onGrid(5, 1, 1), 5.0);    // empty grid: its minimum
    QCOMPARE(rng.onGrid(2, 4, -1), 2.0);   // nonsense step
}

void TestVariant::goldenVariants_data()
{
    QTest::addColumn<QString>("learner");
    QTest::addColumn<quint64>("labSeed");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<double>("angle");
    QTest::addColumn<double>("length");
    QTest::addColumn<QList<double>>("values");
    QTest::addColumn<QList<int>>("order");
    QTest::newRow("alice") << QStringLiteral("alice") << quint64(0) << quint64(0x3b8daae2f5d9a08aULL) << 120.0 << 2.0
                           << QList<double>{30, 20, 10, 50, 80} << QList<int>{2, 0, 1, 3};
    QTest::newRow("bob") << QStringLiteral("bob") << quint64(0) << quint64(0x3e99c6ffb13d1f6dULL) << 130.0 << 2.0
                         << QList<double>{70, 30, 40, 90, 10} << QList<int>{3, 1, 2, 0};
    QTest::newRow("alice, lab 7") << QStringLiteral("alice") << quint64(7) << quint64(0x3b8da5e2f5d9980bULL) << 90.0 << 2.5
                                  << QList<double>{80, 10, 70, 20, 90} << QList<int>{0, 1, 2, 3};
    QTest::newRow("unicode name") << QStringLiteral("Zoë") << quint64(123456789) << quint64(0x0f6651fcecd20b4aULL) << 160.0 << 2.0
                                  << QList<double>{80, 20, 10, 40, 30} << QList<int>{2, 1, 3, 0};
}

void TestVariant::goldenVariants()
{
    QFETCH(QString, learner);
    QFETCH(quint64, labSeed);
    QFETCH(quint64, seed);
    QFETCH(double, angle);
    QFETCH(double, length);
    QFETCH(QList<double>, values);
    QFETCH(QList<int>, order);
    course::Exercise e;
    e.id = QStringLiteral("golden-ex");
    e.variant.angle = course::GridRange{0, 350, 10};
    e.variant.length = course::GridRange{0.5, 3, 0.5};
    e.variant.values = course::GridRange{10, 90, 10};
    for (const char *id : {"a", "b", "c", "d"})
        e.options << course::ChoiceOption{QString::fromLatin1(id), QStringLiteral("x"), false, {}};
    const course::Variant v = course::makeVariant(e, learner, labSeed);
    QCOMPARE(quint64(v.seed), seed);
    QCOMPARE(v.query.angleDegrees, angle);
    QCOMPARE(v.query.length, length);
    QCOMPARE(QList<double>(v.values.begin(), v.values.end()), values);
    QCOMPARE(QList<int>(v.optionOrder.begin(), v.optionOrder.end()), order);
}

void TestVariant::sameArgumentsSameVariant()
{
    course::Exercise e;
    e.id = QStringLiteral("x");
    e.variant.angle = course::GridRange{0, 355, 5};
    const course::Variant a = course::makeVariant(e, QStringLiteral("kim"), 3);
    const course::Variant b = course::makeVariant(e, QStringLiteral("kim"), 3);
    QCOMPARE(a.query.angleDegrees, b.query.angleDegrees);
    QCOMPARE(a.seed, b.seed);
    QVERIFY(course::makeVariant(e, QStringLiteral("kim"), 4).seed != a.seed);
}

void TestVariant::distinctPointsAreCountedAfterRounding()
{
    QCOMPARE(attn::distinctGridPoints(10, 90, 10, 100), std::size_t(9));
    QCOMPARE(attn::distinctGridPoints(10, 90, 10, 5), std::size_t(5)); // counted up to enough
    QCOMPARE(attn::distinctGridPoints(0, 1e-11, 1e-12, 5), std::size_t(1)); // all round to 0
    QCOMPARE(attn::distinctGridPoints(0, 4e-9, 1e-12, 10), std::size_t(5)); // 0, 1e-9 … 4e-9
    QCOMPARE(attn::distinctGridPoints(0.1, 0.5, 0.1, 10), std::size_t(5));
    QCOMPARE(attn::distinctGridPoints(5, 1, 1, 5), std::size_t(0));
    QCOMPARE(attn::distinctGridPoints(0, 1, -1, 5), std::size_t(0));
    // The same values onGrid() draws.
    attn::SplitMix64 rng(3);
    for (int i = 0; i < 100; ++i) {
        const double x = rng.onGrid(0, 1e-11, 1e-12);
        QVERIFY(x == 0.0 || x == 1e-11);
    }
}

void TestVariant::aGridFinerThanItsRoundingNeverHangs()
{
    // A teacher's exercise whose value grid is finer than the rounding of drawn values: five
    // distinct values cannot be drawn, and makeVariant() returned never (every tool hung).
    course::Exercise e;
    e.id = QStringLiteral("fine-grid");
    e.variant.values = course::GridRange{0, 1e-11, 1e-12};
    const course::Variant v = course::makeVariant(e, QStringLiteral("kim"), 1);
    QCOMPARE(v.values.size(), std::size_t(5));
    for (const double x : v.values)
        QVERIFY(x == 0.0 || x == 1e-11);
    // Just enough distinct values: all five differ.
    e.variant.values = course::GridRange{0, 4e-9, 1e-12};
    const course::Variant w = course::makeVariant(e, QStringLiteral("kim"), 1);
    QCOMPARE(QSet<double>(w.values.begin(), w.values.end()).size(), 5);
}

void TestVariant::withoutSpecTheDefaultQuery()
{
    course::Exercise e;
    e.id = QStringLiteral("plain");
    const course::Variant v = course::makeVariant(e, QStringLiteral("anyone"));
    QCOMPARE(v.query.angleDegrees, 40.0);
    QCOMPARE(v.query.length, 1.5);
    QCOMPARE(v.values, (std::vector<double>{10, 20, 30, 40, 50}));
    QVERIFY(std::abs(v.trace().output - 16.8421) < 0.00005);
}

QTEST_GUILESS_MAIN(TestVariant)
#include "tst_variant.moc"
