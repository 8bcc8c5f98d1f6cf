#include "attention.h"
#include "lookupinput.h"
#include "plate.h"
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

/// A device that keeps what is written to it and the size of every write; or refuses writes.
class RecordingDevice : public QIODevice
{
public:
    explicit RecordingDevice(bool failing = false)
        : m_failing(failing)
    {
        open(QIODevice::WriteOnly);
    }
    QByteArray data;
    QList<qint64> writes;

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *bytes, qint64 size) override
    {
        if (m_failing)
            return -1;
        data.append(bytes, size);
        writes << size;
        return size;
    }

private:
    bool m_failing = false;
};

/// The plate's lookup with `n` keys: its five, then keys round the circle, and every seventh
/// key of those masked (k8, k15, …).
attn::Lookup manyKeys(int n)
{
    const attn::PlateLayout &plate = attn::plateLayout();
    attn::Lookup lookup = plate.lookup(plate.defaultQuery);
    lookup.visible.assign(5, true);
    for (int i = 5; i < n; ++i) {
        lookup.keys.push_back(attn::fromPolar({i * 0.37, 0.5 + (i % 13) * 0.25}));
        lookup.values.push_back(double(i % 101) - 50);
        lookup.visible.push_back(i % 7 != 0);
    }
    return lookup;
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
    void textIsThePlatesTables();
    void streamedTextComesInPiecesWithAlignedColumns();
    void streamedTextReportsAFailedWrite();
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

void TestLookupInput::textIsThePlatesTables()
{
    const attn::Lookup lookup = manyKeys(5);
    const auto trace = attn::trace(lookup);
    QVERIFY(trace);
    const QStringList lines = course::traceToText(*trace, lookup.values).split(QLatin1Char('\n'));
    // Cells are aligned by the widest of their column: the key's name left, figures right.
    QVERIFY(lines.contains(QStringLiteral("  Key       k_x       k_y   q_x·k_x   q_y·k_y   Score q·kᵢ")));
    QVERIFY(lines.contains(QStringLiteral("  k2     0.6840    1.8794    0.7860    1.8121       2.5981")));
    QVERIFY(lines.contains(QStringLiteral("  k2      2.5981     0.0000        1.000000    0.550800    55.1%")));
    QVERIFY(lines.contains(QStringLiteral("  Σ                                1.815542    1.000000   100.0%")));
    QVERIFY(lines.contains(QStringLiteral("  Σ = output    1.000000   100.0%              16.8421")));
    QVERIFY(lines.contains(QStringLiteral("Output = 16.8421   (largest weight: key 2 with 55.1%; plain average of the values: 30)")));
}

void TestLookupInput::streamedTextComesInPiecesWithAlignedColumns()
{
    // About 5 MB of text: written a MiB at a time, never as one string.
    const attn::Lookup lookup = manyKeys(25'000);
    const auto trace = attn::trace(lookup);
    QVERIFY(trace);
    RecordingDevice device;
    QVERIFY(course::writeTraceText(*trace, lookup.values, &device));
    QVERIFY2(device.writes.size() >= 4, qPrintable(QString::number(device.writes.size())));
    QVERIFY(*std::max_element(device.writes.cbegin(), device.writes.cend()) <= 1024 * 1024 + 4096);
    QCOMPARE(device.data, course::traceToText(*trace, lookup.values).toUtf8());

    // Three tables; within each, every line as long as its header, and the key column as wide
    // as the longest name ("k25000").
    const QStringList lines = QString::fromUtf8(device.data).split(QLatin1Char('\n'));
    QList<QStringList> tables;
    bool inTable = false;
    for (const QString &line : lines) {
        const bool row = line.startsWith(QLatin1String("  "));
        if (row && !inTable)
            tables.append(QStringList());
        if (row)
            tables.last() << line;
        inTable = row;
    }
    QCOMPARE(tables.size(), 3);
    for (const QStringList &table : std::as_const(tables)) {
        for (const QString &line : table)
            QCOMPARE(line.size(), table.constFirst().size());
    }
    QCOMPARE(tables[0].size(), 25'000 + 1);
    QCOMPARE(tables[1].size(), 25'000 + 2);
    QVERIFY(std::any_of(tables[0].cbegin(), tables[0].cend(), [](const QString &l) {
        return l.startsWith(QLatin1String("  k2       ")) && l.endsWith(QLatin1String("   2.5981"));
    }));
    QVERIFY(tables[1].constLast().startsWith(QStringLiteral("  Σ      ")));
    QVERIFY(std::any_of(tables[1].cbegin(), tables[1].cend(),
                        [](const QString &l) { return l.startsWith(QLatin1String("  k8   ")) && l.contains(QLatin1String("masked")); }));
    QVERIFY(lines.contains(QStringLiteral("Masked keys get weight 0.")));
}

void TestLookupInput::streamedTextReportsAFailedWrite()
{
    const attn::Lookup lookup = manyKeys(20);
    const auto trace = attn::trace(lookup);
    QVERIFY(trace);
    RecordingDevice full(true);
    QVERIFY(!course::writeTraceText(*trace, lookup.values, &full));
}

QTEST_GUILESS_MAIN(TestLookupInput)
#include "tst_lookupinput.moc"
