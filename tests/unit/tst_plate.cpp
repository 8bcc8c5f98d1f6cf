#include "plate.h"

#include <QTest>

#include <cmath>

// The reference tables of shared/spec/plate-layout.md, reproduced from the core.
class TestPlate : public QObject
{
    Q_OBJECT

private slots:
    void layoutIsTheCanonicalOne();
    void referenceRows_data();
    void referenceRows();
    void printedFigures_data();
    void printedFigures();
    void pointingAtAKeyTakesNearlyAll_data();
    void pointingAtAKeyTakesNearlyAll();
};

void TestPlate::layoutIsTheCanonicalOne()
{
    const attn::PlateLayout &p = attn::plateLayout();
    QCOMPARE(p.keys.size(), std::size_t(5));
    QCOMPARE(p.values, (std::vector<double>{10, 20, 30, 40, 50}));
    QCOMPARE(p.defaultQuery.angleDegrees, 40.0);
    QCOMPARE(p.defaultQuery.length, 1.5);
    const double xs[] = {2.0, 0.6840, -1.3156, -1.0, 1.0};
    const double ys[] = {0.0, 1.8794, 0.4788, -1.7321, -1.7321};
    const auto keys = p.cartesianKeys();
    for (int i = 0; i < 5; ++i) {
        QVERIFY(std::abs(keys[i][0] - xs[i]) <= 0.00005);
        QVERIFY(std::abs(keys[i][1] - ys[i]) <= 0.00005);
    }
}

void TestPlate::referenceRows_data()
{
    QTest::addColumn<double>("angle");
    QTest::addColumn<double>("length");
    QTest::addColumn<QList<double>>("query");
    QTest::addColumn<QList<double>>("scores");
    QTest::addColumn<QList<double>>("percent");
    QTest::addColumn<double>("output");
    using L = QList<double>;
    QTest::newRow("40° 1.5") << 40.0 << 1.5 << L{1.1491, 0.9642}
                             << L{2.2981, 2.5981, -1.0500, -2.8191, -0.5209}
                             << L{40.81, 55.08, 1.43, 0.24, 2.43} << 16.8421;
    QTest::newRow("40° 4") << 40.0 << 4.0 << L{3.0642, 2.5712}
                           << L{6.1284, 6.9282, -2.8000, -7.5175, -1.3892}
                           << L{31.00, 68.98, 0.00, 0.00, 0.02} << 16.9055;
    QTest::newRow("40° 0.1") << 40.0 << 0.1 << L{0.0766, 0.0643}
                             << L{0.1532, 0.1732, -0.0700, -0.1879, -0.0347}
                             << L{22.94, 23.40, 18.35, 16.31, 19.01} << 28.5047;
    QTest::newRow("40° 1.0") << 40.0 << 1.0 << L{0.7660, 0.6428}
                             << L{1.5321, 1.7321, -0.7000, -1.8794, -0.3473}
                             << L{39.77, 48.58, 4.27, 1.31, 6.07} << 18.5338;
    QTest::newRow("0° 4") << 0.0 << 4.0 << L{4.0000, 0.0000}
                          << L{8.0000, 2.7362, -5.2623, -4.0000, 4.0000}
                          << L{97.70, 0.51, 0.00, 0.00, 1.79} << 10.7666;
    QTest::newRow("70° 4") << 70.0 << 4.0 << L{1.3681, 3.7588}
                           << L{2.7362, 8.0000, 0.0000, -7.8785, -5.1423}
                           << L{0.51, 99.45, 0.03, 0.00, 0.00} << 19.9519;
    QTest::newRow("160° 4") << 160.0 << 4.0 << L{-3.7588, 1.3681}
                            << L{-7.5175, 0.0000, 5.6000, 1.3892, -6.1284}
                            << L{0.00, 0.36, 98.18, 1.46, 0.00} << 30.1095;
    QTest::newRow("240° 4") << 240.0 << 4.0 << L{-2.0000, -3.4641}
                            << L{-4.0000, -7.8785, 0.9724, 8.0000, 4.0000}
                            << L{0.00, 0.00, 0.09, 98.12, 1.80} << 40.1708;
    QTest::newRow("300° 4") << 300.0 << 4.0 << L{2.0000, -3.4641}
                            << L{4.0000, -5.1423, -4.2898, 4.0000, 8.0000}
                            << L{1.77, 0.00, 0.00, 1.77, 96.47} << 49.1164;
    QTest::newRow("200° 1.5") << 200.0 << 1.5 << L{-1.4095, -0.5130}
                              << L{-2.8191, -1.9284, 1.6087, 2.2981, -0.5209}
                              << L{0.38, 0.92, 31.72, 63.21, 3.77} << 36.9068;
}

void TestPlate::referenceRows()
{
    QFETCH(double, angle);
    QFETCH(double, length);
    QFETCH(QList<double>, query);
    QFETCH(QList<double>, scores);
    QFETCH(QList<double>, percent);
    QFETCH(double, output);

    const auto t = attn::trace(attn::plateLayout().lookup({angle, length}));
    QVERIFY(t.ok());
    for (int d = 0; d < 2; ++d)
        QVERIFY2(std::abs(t->query[d] - query[d]) <= 0.00005, qPrintable(QString::number(d)));
    for (int i = 0; i < 5; ++i) {
        QVERIFY2(std::abs(t->rows[i].score - scores[i]) <= 0.00005,
                 qPrintable(QStringLiteral("score of key %1: %2").arg(i + 1).arg(t->rows[i].score)));
        QVERIFY2(std::abs(t->rows[i].weight - percent[i] / 100.0) <= 0.00005,
                 qPrintable(QStringLiteral("weight of key %1: %2").arg(i + 1).arg(t->rows[i].weight)));
    }
    QVERIFY2(std::abs(t->output - output) <= 0.00005, qPrintable(QString::number(t->output, 'f', 6)));
}

void TestPlate::printedFigures_data()
{
    QTest::addColumn<double>("length");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("weightText");
    QTest::addColumn<QString>("outputText");
    QTest::newRow("55.1% and 16.84") << 1.5 << 1 << QStringLiteral("55.1") << QStringLiteral("16.84");
    QTest::newRow("69.0%") << 4.0 << 1 << QStringLiteral("69.0") << QString();
    QTest::newRow("23.4% at most") << 0.1 << 1 << QStringLiteral("23.4") << QString();
}

void TestPlate::printedFigures()
{
    QFETCH(double, length);
    QFETCH(int, decimals);
    QFETCH(QString, weightText);
    QFETCH(QString, outputText);
    const auto t = attn::trace(attn::plateLayout().lookup({40.0, length}));
    QVERIFY(t.ok());
    const auto w = t->weights();
    const std::size_t best = attn::argmax(w);
    QCOMPARE(best, std::size_t(1)); // key 2
    QCOMPARE(QString::number(100.0 * w[best], 'f', decimals), weightText);
    if (!outputText.isEmpty())
        QCOMPARE(QString::number(t->output, 'f', 2), outputText);
}

void TestPlate::pointingAtAKeyTakesNearlyAll_data()
{
    QTest::addColumn<int>("key");
    for (int k = 0; k < 5; ++k)
        QTest::newRow(qPrintable(QStringLiteral("key %1").arg(k + 1))) << k;
}

void TestPlate::pointingAtAKeyTakesNearlyAll()
{
    QFETCH(int, key);
    const attn::PlateLayout &p = attn::plateLayout();
    const auto t = attn::trace(p.lookup({p.keys[key].angleDegrees, 4.0}));
    QVERIFY(t.ok());
    QCOMPARE(attn::argmax(t->weights()), std::size_t(key));
    // "96.5% to 99.5%" as printed, with one decimal.
    const double printed = QString::number(100.0 * t->rows[key].weight, 'f', 1).toDouble();
    QVERIFY2(printed >= 96.5 && printed <= 99.5, qPrintable(QString::number(printed)));
}

QTEST_GUILESS_MAIN(TestPlate)
#include "tst_plate.moc"
