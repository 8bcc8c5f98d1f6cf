#include "sentence.h"

#include <QTest>

#include <cmath>
#include <set>
#include <string>
#include <vector>

Q_DECLARE_METATYPE(std::vector<std::string>)

namespace {

/// W = softmax(scale·E·Eᵀ) row by row, masked above the diagonal when `causal`, written out
/// here without the core: the figures the core's matrix must match.
std::vector<std::vector<double>> independentWeights(const std::vector<attn::Vector> &e,
                                                    double scale, bool causal)
{
    const std::size_t n = e.size();
    std::vector<std::vector<double>> w(n, std::vector<double>(n, 0.0));
    for (std::size_t i = 0; i < n; ++i) {
        std::vector<double> s(n, 0.0);
        double top = -INFINITY;
        for (std::size_t j = 0; j < n; ++j) {
            if (causal && j > i)
                continue;
            double dot = 0.0;
            for (std::size_t d = 0; d < e[i].size(); ++d)
                dot += e[i][d] * e[j][d];
            s[j] = scale * dot;
            top = std::max(top, s[j]);
        }
        double total = 0.0;
        for (std::size_t j = 0; j < n; ++j) {
            w[i][j] = causal && j > i ? 0.0 : std::exp(s[j] - top);
            total += w[i][j];
        }
        for (double &x : w[i])
            x /= total;
    }
    return w;
}

} // namespace

// The every-token preview's sentence: tokens, toy embeddings by hash, and the n×n matrix.
class TestSentence : public QObject
{
    Q_OBJECT

private slots:
    void tokenizeSplitsWordsAndPunctuation_data();
    void tokenizeSplitsWordsAndPunctuation();
    void tokenHashIsFnv1a_data();
    void tokenHashIsFnv1a();
    void plateWordsKeepTheirHandChosenVectors();
    void toyEmbeddingIsReproducible();
    void toyEmbeddingIsOnTheDocumentedGrid();
    void sameWordSameVectorDifferentWordsDiffer();
    void sampleTokensHasNTokens_data();
    void sampleTokensHasNTokens();
    void rowsSumToOneAndMatchAnIndependentComputation_data();
    void rowsSumToOneAndMatchAnIndependentComputation();
    void causalMaskZeroesAboveTheDiagonal();
    void scalingHalvesEveryLogRatioAtFourDimensions();
    void noTokensIsAnError();
};

void TestSentence::tokenizeSplitsWordsAndPunctuation_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("tokens");
    QTest::newRow("plate") << "the cat sat on the mat"
                           << QStringList{"the", "cat", "sat", "on", "the", "mat"};
    QTest::newRow("capitals lower-cased") << "The CAT" << QStringList{"the", "cat"};
    QTest::newRow("punctuation on its own") << "Hi, cat's mat." << QStringList{"hi", ",", "cat", "'", "s", "mat", "."};
    QTest::newRow("runs of white space") << "  a\t\tb \n c  " << QStringList{"a", "b", "c"};
    QTest::newRow("empty") << "" << QStringList{};
    QTest::newRow("only spaces") << "   \t " << QStringList{};
    QTest::newRow("UTF-8 stays in its word") << "Café über" << QStringList{"café", "über"};
}

void TestSentence::tokenizeSplitsWordsAndPunctuation()
{
    QFETCH(QString, text);
    QFETCH(QStringList, tokens);
    QStringList got;
    for (const std::string &t : attn::tokenize(text.toStdString()))
        got << QString::fromStdString(t);
    QCOMPARE(got, tokens);
}

void TestSentence::tokenHashIsFnv1a_data()
{
    // The published FNV-1a 64-bit test vectors.
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<quint64>("hash");
    QTest::newRow("empty") << QByteArray() << quint64(0xcbf29ce484222325ULL);
    QTest::newRow("a") << QByteArray("a") << quint64(0xaf63dc4c8601ec8cULL);
    QTest::newRow("foobar") << QByteArray("foobar") << quint64(0x85944171f73967e8ULL);
}

void TestSentence::tokenHashIsFnv1a()
{
    QFETCH(QByteArray, text);
    QFETCH(quint64, hash);
    QCOMPARE(quint64(attn::tokenHash(std::string_view(text.constData(), std::size_t(text.size())))), hash);
}

void TestSentence::plateWordsKeepTheirHandChosenVectors()
{
    // The lesson's prose relies on these: the two "the"s equal, "cat" close to "mat".
    QCOMPARE(attn::toyEmbedding("the"), (attn::Vector{1.6, 0.2, 0.0, 0.3}));
    QCOMPARE(attn::toyEmbedding("cat"), (attn::Vector{0.1, 1.6, 0.5, 0.0}));
    QCOMPARE(attn::toyEmbedding("sat"), (attn::Vector{0.0, 0.5, 1.6, 0.6}));
    QCOMPARE(attn::toyEmbedding("on"), (attn::Vector{0.3, 0.0, 0.6, 1.6}));
    QCOMPARE(attn::toyEmbedding("mat"), (attn::Vector{0.0, 1.5, 0.2, 0.6}));
    const double values[] = {10, 20, 30, 40, 10, 50};
    const auto tokens = attn::tokenize(attn::plateSentence());
    QCOMPARE(tokens.size(), std::size_t(6));
    for (std::size_t i = 0; i < tokens.size(); ++i)
        QCOMPARE(attn::toyValue(tokens[i]), (attn::Vector{values[i]}));
}

void TestSentence::toyEmbeddingIsReproducible()
{
    // Pinned figures: the same word gets this vector on every machine and in every run.
    // "dog": h = FNV-1a("dog"), four splitmix64 steps, (x mod 31 − 15)/10 each.
    std::uint64_t x = attn::tokenHash("dog");
    attn::Vector want;
    for (int d = 0; d < 4; ++d) {
        x += 0x9e3779b97f4a7c15ULL;
        std::uint64_t z = x;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        z ^= z >> 31;
        x = z;
        want.push_back(double(int(z % 31) - 15) / 10.0);
    }
    QCOMPARE(attn::toyEmbedding("dog"), want);
    QCOMPARE(attn::toyEmbedding("dog"), attn::toyEmbedding(std::string("do") + "g"));
    QCOMPARE(attn::toyValue("dog"), (attn::Vector{10.0 * double(1 + attn::tokenHash("dog") % 9)}));
}

void TestSentence::toyEmbeddingIsOnTheDocumentedGrid()
{
    for (const std::string &token : attn::sampleTokens(512)) {
        const attn::Vector e = attn::toyEmbedding(token);
        QCOMPARE(e.size(), attn::kToyDimension);
        for (double c : e) {
            QVERIFY(c >= -1.6 && c <= 1.6);
            QVERIFY(std::abs(c * 10.0 - std::round(c * 10.0)) < 1e-9);
        }
        const double v = attn::toyValue(token).at(0);
        QVERIFY(v >= 10.0 && v <= 90.0);
        QVERIFY(std::abs(std::fmod(v, 10.0)) < 1e-12);
    }
}

void TestSentence::sameWordSameVectorDifferentWordsDiffer()
{
    const auto a = attn::sentenceAttention(attn::tokenize("a dog saw a dog"));
    QVERIFY(a.ok());
    QCOMPARE(a->embeddings[1], a->embeddings[4]);
    QCOMPARE(a->embeddings[0], a->embeddings[3]);
    QCOMPARE(a->values[1], a->values[4]);
    // Equal vectors give equal rows.
    for (std::size_t j = 0; j < 5; ++j)
        QVERIFY(std::abs(a->matrix.weights[1][j] - a->matrix.weights[4][j]) < 1e-15);
    // 512 different words: different vectors (31⁴ grid points, no collision among these).
    std::set<attn::Vector> distinct;
    for (const std::string &token : attn::sampleTokens(512))
        distinct.insert(attn::toyEmbedding(token));
    QCOMPARE(distinct.size(), std::size_t(512 - 1)); // the plate's second "the"
}

void TestSentence::sampleTokensHasNTokens_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("last");
    QTest::newRow("1") << 1 << "the";
    QTest::newRow("6: the plate's sentence") << 6 << "mat";
    QTest::newRow("7") << 7 << "w7";
    QTest::newRow("64") << 64 << "w64";
    QTest::newRow("512") << 512 << "w512";
}

void TestSentence::sampleTokensHasNTokens()
{
    QFETCH(int, n);
    QFETCH(QString, last);
    const auto tokens = attn::sampleTokens(std::size_t(n));
    QCOMPARE(int(tokens.size()), n);
    QCOMPARE(QString::fromStdString(tokens.back()), last);
    QCOMPARE(QString::fromStdString(tokens.front()), QStringLiteral("the"));
}

void TestSentence::rowsSumToOneAndMatchAnIndependentComputation_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<bool>("scaled");
    QTest::addColumn<bool>("causal");
    for (int n : {1, 6, 64, 512}) {
        QTest::addRow("%d tokens", n) << n << false << false;
        QTest::addRow("%d tokens, scaled", n) << n << true << false;
        QTest::addRow("%d tokens, causal", n) << n << false << true;
    }
    QTest::newRow("64 tokens, scaled and causal") << 64 << true << true;
}

void TestSentence::rowsSumToOneAndMatchAnIndependentComputation()
{
    QFETCH(int, n);
    QFETCH(bool, scaled);
    QFETCH(bool, causal);
    attn::MatrixOptions options;
    options.scale = scaled ? attn::scaleForDimension(attn::kToyDimension) : 1.0;
    options.causal = causal;
    const auto s = attn::sentenceAttention(attn::sampleTokens(std::size_t(n)), options);
    QVERIFY(s.ok());
    QCOMPARE(int(s->matrix.weights.size()), n);
    QCOMPARE(int(s->matrix.outputs.size()), n);
    const auto want = independentWeights(s->embeddings, scaled ? 0.5 : 1.0, causal);
    for (std::size_t i = 0; i < std::size_t(n); ++i) {
        QCOMPARE(int(s->matrix.weights[i].size()), n);
        QVERIFY(std::abs(attn::sum(s->matrix.weights[i]) - 1.0) < 1e-12);
        double output = 0.0;
        for (std::size_t j = 0; j < std::size_t(n); ++j) {
            QVERIFY(std::abs(s->matrix.weights[i][j] - want[i][j]) < 1e-12);
            output += want[i][j] * s->values[j][0];
        }
        QVERIFY(std::abs(s->matrix.outputs[i][0] - output) < 1e-9);
    }
}

void TestSentence::causalMaskZeroesAboveTheDiagonal()
{
    const auto s = attn::sentenceAttention(attn::sampleTokens(64), {1.0, true});
    QVERIFY(s.ok());
    for (std::size_t i = 0; i < 64; ++i)
        for (std::size_t j = 0; j < 64; ++j)
            QVERIFY(j > i ? s->matrix.weights[i][j] == 0.0 : s->matrix.weights[i][j] > 0.0);
    QVERIFY(std::abs(s->matrix.weights[0][0] - 1.0) < 1e-15); // the first token sees itself only
    QVERIFY(std::abs(s->matrix.outputs[0][0] - 10.0) < 1e-12); // and its output is its value
}

void TestSentence::scalingHalvesEveryLogRatioAtFourDimensions()
{
    // w_ij / w_ik = exp(s_ij − s_ik): scaling the scores by 1/√4 halves every log ratio, so
    // every row gets flatter (its largest weight smaller) and keeps its order.
    const auto plain = attn::sentenceAttention(attn::sampleTokens(64));
    const auto scaled = attn::sentenceAttention(attn::sampleTokens(64),
                                                {attn::scaleForDimension(attn::kToyDimension), false});
    QVERIFY(plain.ok() && scaled.ok());
    for (std::size_t i = 0; i < 64; ++i) {
        const auto &p = plain->matrix.weights[i];
        const auto &q = scaled->matrix.weights[i];
        for (std::size_t j = 1; j < 64; ++j)
            QVERIFY(std::abs(std::log(q[j] / q[0]) - 0.5 * std::log(p[j] / p[0])) < 1e-9);
        QVERIFY(*std::max_element(q.begin(), q.end()) < *std::max_element(p.begin(), p.end()));
        QCOMPARE(attn::argmax(q), attn::argmax(p));
    }
}

void TestSentence::noTokensIsAnError()
{
    const auto s = attn::sentenceAttention({});
    QVERIFY(!s.ok());
    QVERIFY(!s.error().message.empty());
    QVERIFY(attn::sampleTokens(0).empty());
}

QTEST_GUILESS_MAIN(TestSentence)
#include "tst_sentence.moc"
