#include "placeholders.h"
#include "plate.h"

#include <QTest>

#include <cmath>

// The placeholders of lesson prose and exercises, and the figures they are filled with.
class TestPlaceholders : public QObject
{
    Q_OBJECT

private slots:
    void commonNamesAreKnownWithoutTheList();
    void placeholdersFromTheCore();
    void placeholderParsing();
    void figuresUseTheMinusSign_data();
    void figuresUseTheMinusSign();
    void roundedFiguresAreJoinedWithApproximatelyEqual_data();
    void roundedFiguresAreJoinedWithApproximatelyEqual();
    void exponentialIsExactOnlyAtZero();
};

void TestPlaceholders::commonNamesAreKnownWithoutTheList()
{
    for (std::size_t keys : {std::size_t(0), std::size_t(1), std::size_t(5), std::size_t(12)}) {
        const QStringList names = course::commonPlaceholderNames(keys);
        for (const QString &name : names)
            QVERIFY2(course::isCommonPlaceholderName(name, keys), qPrintable(name));
        // Near misses: a key out of range, a malformed number, another stem, a panel's own name.
        const QString outside = QStringLiteral("weight.k%1").arg(keys + 1);
        for (const QString &name : {outside, QStringLiteral("score.k0"), QStringLiteral("score.k01"),
                                    QStringLiteral("score.k"), QStringLiteral("score.k+1"),
                                    QStringLiteral("score.k1x"), QStringLiteral("scores.k1"),
                                    QStringLiteral(".k1"), QStringLiteral("term.k1.x"),
                                    QStringLiteral("step"), QStringLiteral("score.k99999999999999999999"),
                                    QStringLiteral("Angle"), QString()}) {
            QVERIFY2(!names.contains(name), qPrintable(name));
            QVERIFY2(!course::isCommonPlaceholderName(name, keys), qPrintable(name));
        }
    }
    QVERIFY(course::isKnownPlaceholder(QStringLiteral("score.k5"), QStringLiteral("workshop"), 5));
    QVERIFY(course::isKnownPlaceholder(QStringLiteral("step"), QStringLiteral("softmax-table"), 5));
    QVERIFY(!course::isKnownPlaceholder(QStringLiteral("step"), QStringLiteral("workshop"), 5));
}

void TestPlaceholders::placeholdersFromTheCore()
{
    const attn::PlateLayout &plate = attn::plateLayout();
    const auto t = attn::trace(plate.lookup(plate.defaultQuery));
    const auto value = [&](const char *name) {
        return course::commonPlaceholder(QString::fromLatin1(name), plate, *t).value_or(QStringLiteral("?"));
    };
    QCOMPARE(value("weight.max"), QStringLiteral("55.1%"));
    QCOMPARE(value("argmax"), QStringLiteral("2"));
    QCOMPARE(value("argmax.value"), QStringLiteral("20"));
    QCOMPARE(value("output"), QStringLiteral("16.84"));
    QCOMPARE(value("average"), QStringLiteral("30"));
    // Scores with four decimals, as the step tables show them, and the typographic minus.
    QCOMPARE(value("score.k2"), QStringLiteral("2.5981"));
    QCOMPARE(value("score.max"), QStringLiteral("2.5981"));
    QCOMPARE(value("score.k4"), QString(QChar(0x2212)) + QStringLiteral("2.8191"));
    QCOMPARE(value("score.k3"), QString(QChar(0x2212)) + QStringLiteral("1.0500"));
    QCOMPARE(value("sum.exp"), QStringLiteral("1.8155"));
    QCOMPARE(value("weight.k1"), QStringLiteral("40.8%"));
    QCOMPARE(value("contribution.k2"), QStringLiteral("11.02"));
    QCOMPARE(value("angle"), QStringLiteral("40.0"));
    QCOMPARE(value("length"), QStringLiteral("1.50"));
    QCOMPARE(value("entropy.max"), QStringLiteral("1.61"));
    QCOMPARE(value("weight.k9"), QStringLiteral("?"));
    QCOMPARE(value("nonsense"), QStringLiteral("?"));
}

void TestPlaceholders::placeholderParsing()
{
    const QString text = QStringLiteral("a {{output}} b {{ weight.max@40,4 }} c {{x@1}} d {{}}");
    const auto refs = course::findPlaceholders(text);
    QCOMPARE(refs.size(), 4);
    QCOMPARE(refs[0].name, QStringLiteral("output"));
    QVERIFY(!refs[0].at);
    QCOMPARE(refs[1].name, QStringLiteral("weight.max"));
    QCOMPARE(refs[1].at->length, 4.0);
    QVERIFY(!refs[2].error.isEmpty());
    QVERIFY(!refs[3].error.isEmpty());
    const attn::PlateLayout &plate = attn::plateLayout();
    const QString filled = course::fillPlaceholders(text, [&](const course::PlaceholderRef &ref) {
        const auto t = attn::trace(plate.lookup(ref.at.value_or(plate.defaultQuery)));
        return course::commonPlaceholder(ref.name, plate, *t);
    });
    QCOMPARE(filled, QStringLiteral("a 16.84 b 69.0% c {{x@1}} d {{}}"));
}

void TestPlaceholders::figuresUseTheMinusSign_data()
{
    QTest::addColumn<double>("x");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("text");
    const QString minus(QChar(0x2212));
    QTest::newRow("positive") << 2.59808 << 4 << QStringLiteral("2.5981");
    QTest::newRow("negative") << -0.29994 << 4 << minus + QStringLiteral("0.2999");
    QTest::newRow("negative, whole") << -3.0 << 0 << minus + QStringLiteral("3");
    QTest::newRow("rounds to zero from below") << -0.00004 << 4 << QStringLiteral("0.0000");
    QTest::newRow("negative zero") << -0.0 << 2 << QStringLiteral("0.00");
    QTest::newRow("zero") << 0.0 << 1 << QStringLiteral("0.0");
}

void TestPlaceholders::figuresUseTheMinusSign()
{
    QFETCH(double, x);
    QFETCH(int, decimals);
    QFETCH(QString, text);
    QCOMPARE(course::formatFixed(x, decimals), text);
    QVERIFY(!course::formatFixed(x, decimals).contains(QLatin1Char('-')));
}

void TestPlaceholders::roundedFiguresAreJoinedWithApproximatelyEqual_data()
{
    QTest::addColumn<QList<double>>("terms");
    QTest::addColumn<QList<double>>("factors");
    QTest::addColumn<double>("result");
    QTest::addColumn<QString>("relation");
    // The plate's figures at 40°, length 1.5, with the exact numbers behind them.
    QTest::newRow("difference that misses: 2.2981 − 2.5981 is not −0.2999")
        << QList<double>{2.29814, -2.59808} << QList<double>{} << -0.29994 << QStringLiteral("≈");
    QTest::newRow("difference that adds up") << QList<double>{-1.05, -2.59808} << QList<double>{} << -3.64808
                                             << QStringLiteral("=");
    QTest::newRow("sum that adds up: 0.7860 + 1.8121 = 2.5981")
        << QList<double>{0.78598, 1.81210} << QList<double>{} << 2.59808 << QStringLiteral("=");
    QTest::newRow("sum that misses by a digit") << QList<double>{0.00004, 0.00004} << QList<double>{} << 0.00008
                                                << QStringLiteral("≈");
    QTest::newRow("product of rounded figures") << QList<double>{0.96418} << QList<double>{1.87939} << 1.81207
                                                << QStringLiteral("≈");
    QTest::newRow("exact product") << QList<double>{0.5} << QList<double>{20.0} << 10.0 << QStringLiteral("=");
    QTest::newRow("quotient as result × divisor") << QList<double>{0.55081} << QList<double>{1.81553} << 1.0
                                                  << QStringLiteral("≈");
    QTest::newRow("scaled sum") << QList<double>{1.0, 2.0} << QList<double>{0.5} << 1.5 << QStringLiteral("=");
    QTest::newRow("not a number") << QList<double>{std::nan("")} << QList<double>{} << 0.0 << QStringLiteral("≈");
}

void TestPlaceholders::roundedFiguresAreJoinedWithApproximatelyEqual()
{
    QFETCH(QList<double>, terms);
    QFETCH(QList<double>, factors);
    QFETCH(double, result);
    QFETCH(QString, relation);
    QCOMPARE(course::shownRelation({terms.cbegin(), terms.cend()}, {factors.cbegin(), factors.cend()}, result, 4),
             relation);
}

void TestPlaceholders::exponentialIsExactOnlyAtZero()
{
    QCOMPARE(course::shownExponentialRelation(0.0, 1.0), QStringLiteral("="));
    QCOMPARE(course::shownExponentialRelation(-0.29994, 0.74086), QStringLiteral("≈"));
    QCOMPARE(course::shownExponentialRelation(-0.00001, 0.99999), QStringLiteral("="));
}

QTEST_GUILESS_MAIN(TestPlaceholders)
#include "tst_placeholders.moc"
