#include "attention.h"
#include "lookupinput.h"
#include "traceformat.h"

#include <QBuffer>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTest>

#include <cmath>

// The input of `compute --input` (course/workshop/lookupinput) and the streamed JSON of its
// trace (course/content/traceformat): a million keys read and computed, and the streamed bytes
// the same as QJsonDocument's.
namespace {

bool close(double a, double b, double relative)
{
    return std::abs(a - b) <= relative * std::max({1e-300, std::abs(a), std::abs(b)});
}

/// An input of `n` keys drawn from `seed`: keys in [−2, 2]², values in [−50, 50].
QByteArray generatedInput(int n, quint32 seed, const attn::Vector &query)
{
    QRandomGenerator random(seed);
    QByteArray keys;
    QByteArray values;
    keys.reserve(qsizetype(n) * 44);
    values.reserve(qsizetype(n) * 22);
    for (int i = 0; i < n; ++i) {
        keys += (i ? ",[" : "[") + QByteArray::number(random.bounded(4.0) - 2.0, 'g', 17) + ','
            + QByteArray::number(random.bounded(4.0) - 2.0, 'g', 17) + ']';
        if (i)
            values += ',';
        values += QByteArray::number(random.bounded(100.0) - 50.0, 'g', 17);
    }
    return "{\"formatVersion\": 1, \"query\": [" + QByteArray::number(query[0], 'g', 17) + ", "
        + QByteArray::number(query[1], 'g', 17) + "], \"keys\": [" + keys + "], \"values\": [" + values + "]}";
}

} // namespace

Q_DECLARE_METATYPE(attn::Lookup)

class TestLookupInput : public QObject
{
    Q_OBJECT

private slots:
    void exampleReads();
    void aMillionKeysComputeCorrectly();
    void streamedJsonIsTheDocument_data();
    void streamedJsonIsTheDocument();
    void bracketsInStringsAreNotCounted();
};

void TestLookupInput::exampleReads()
{
    QString problem;
    const auto input = course::readLookupInput(QStringLiteral(FORMATS_DIR "/compute-input.example.json"), &problem);
    QVERIFY2(input, qPrintable(problem));
    QCOMPARE(input->lookup.keys.size(), std::size_t(5));
    QCOMPARE(input->lookup.values, (std::vector<double>{10, 20, 30, 40, 50}));
    QCOMPARE(input->lookup.query, (attn::Vector{1.149, 0.964}));
    QVERIFY(!input->scaled);
    QCOMPARE(input->lookup.scale, 1.0);
}

void TestLookupInput::aMillionKeysComputeCorrectly()
{
    constexpr int n = 1'000'000;
    const attn::Vector query{1.25, -0.75};
    QString problem;
    const auto input = course::parseLookupInput(generatedInput(n, 16, query), &problem);
    QVERIFY2(input, qPrintable(problem));
    const attn::Lookup &lookup = input->lookup;
    QCOMPARE(lookup.keys.size(), std::size_t(n));
    QCOMPARE(lookup.values.size(), std::size_t(n));
    QCOMPARE(lookup.query, query);

    const auto trace = attn::trace(lookup);
    QVERIFY(trace);
    QCOMPARE(trace->rows.size(), std::size_t(n));
    const std::vector<double> weights = trace->weights();
    QVERIFY(std::abs(attn::sum(weights) - 1.0) < 1e-9);

    // Independently: the largest score, Σ exp(s − max) and Σ exp(s − max)·v in long double.
    long double maximum = -INFINITY;
    for (std::size_t i = 0; i < lookup.keys.size(); ++i)
        maximum = std::max(maximum, (long double)query[0] * lookup.keys[i][0] + (long double)query[1] * lookup.keys[i][1]);
    long double denominator = 0;
    long double weighted = 0;
    const auto score = [&](std::size_t i) {
        return (long double)query[0] * lookup.keys[i][0] + (long double)query[1] * lookup.keys[i][1];
    };
    for (std::size_t i = 0; i < lookup.keys.size(); ++i) {
        const long double e = std::exp(score(i) - maximum);
        denominator += e;
        weighted += e * lookup.values[i];
    }
    QVERIFY(close(trace->maxScore, double(maximum), 1e-12));
    QVERIFY(close(trace->sumExponentials, double(denominator), 1e-9));
    QVERIFY(close(trace->output, double(weighted / denominator), 1e-8));
    // A sample of the rows, the first and the last among them.
    for (std::size_t i = 0; i < lookup.keys.size(); i += 9973) {
        const long double w = std::exp(score(i) - maximum) / denominator;
        QVERIFY2(close(weights[i], double(w), 1e-9), qPrintable(QString::number(i)));
        QCOMPARE(trace->rows[i].value, lookup.values[i]);
    }
    QVERIFY(close(weights.back(), double(std::exp(score(n - 1) - maximum) / denominator), 1e-9));
}

void TestLookupInput::streamedJsonIsTheDocument_data()
{
    QTest::addColumn<attn::Lookup>("lookup");
    QTest::newRow("plate") << attn::Lookup{attn::fromPolar({40, 1.5}),
                                           {{2, 0}, {0.684, 1.879}, {-1.316, 0.479}, {-1, -1.732}, {1, -1.732}},
                                           {10, 20, 30, 40, 50}, 1.0, {}};
    // Whole numbers up to 2⁵³ are integers in QJsonDocument, beyond it doubles; −0 is 0.
    QTest::newRow("awkward numbers") << attn::Lookup{{-0.0, 1e-7},
                                                     {{1e15, -0.0}, {9007199254740992.0, 3}, {9007199254740994.0, 0.1}, {1.0 / 3, -1e-300}},
                                                     {1e16, -5, 0.1, 123456789012.0}, attn::scaleForDimension(2), {}};
    QTest::newRow("masked") << attn::Lookup{{1, 2}, {{1, 0}, {0, 1}, {1, 1}}, {1, 2, 3}, 1.0, {true, false, true}};
    QTest::newRow("one key") << attn::Lookup{{0, 0}, {{0, 0}}, {7}, 1.0, {}};
}

void TestLookupInput::streamedJsonIsTheDocument()
{
    QFETCH(attn::Lookup, lookup);
    const auto trace = attn::trace(lookup);
    QVERIFY(trace);
    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    QVERIFY(course::writeTraceJson(*trace, lookup.values, &buffer));
    const QByteArray expected = QJsonDocument(course::traceToJson(*trace, lookup.values)).toJson(QJsonDocument::Indented);
    QCOMPARE(buffer.data(), expected);
}

void TestLookupInput::bracketsInStringsAreNotCounted()
{
    // Counted before parsing, the arrays inside a string do not count: this file fails for
    // its unknown member, not for holding too many keys.
    const QByteArray text = R"({"formatVersion": 1, "keys": [[1, 0]], "values": [1], "query": [1, 0], "note": ")"
        + QByteArray("[\\\"{,").repeated(2'100'000) + "\"}";
    QString problem;
    QVERIFY(!course::parseLookupInput(text, &problem));
    QVERIFY2(problem.startsWith(QStringLiteral("/note: not a member")), qPrintable(problem));
}

QTEST_GUILESS_MAIN(TestLookupInput)
#include "tst_lookupinput.moc"
