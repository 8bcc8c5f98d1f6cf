// The every-token matrix at growing sizes: the core's attn::sentenceAttention() (toy embeddings,
// n×n scores, softmax per row, outputs) and, apart, the JSON that `attention-lab matrix --json`
// prints (course::sentenceAttentionToJson() and QJsonDocument::toJson()), for n = 64, 128, 256
// and 512 tokens.
//
// Both should grow as n² (the number of cells): about ×4 per doubling of n. Prints one line
// per size with the medians in milliseconds and each ratio to the size before; never fails.

#include "matrixformat.h"
#include "sentence.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QTextStream>

#include <algorithm>
#include <vector>

namespace {

constexpr int kRounds = 15;

double median(std::vector<double> ms)
{
    std::nth_element(ms.begin(), ms.begin() + std::ptrdiff_t(ms.size() / 2), ms.end());
    return ms[ms.size() / 2];
}

/// The median over kRounds of one call of `work`, in milliseconds, after one call to warm up.
template <typename Work>
double medianMs(Work &&work)
{
    work();
    std::vector<double> times;
    QElapsedTimer timer;
    for (int round = 0; round < kRounds; ++round) {
        timer.start();
        work();
        times.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    return median(times);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const attn::MatrixOptions options{attn::scaleForDimension(attn::kToyDimension), true};
    out << "n      core ms   ×/doubling   json ms   ×/doubling   (medians of " << kRounds
        << " runs; n² predicts ×4)\n";
    double previousCore = 0.0;
    double previousJson = 0.0;
    for (const std::size_t n : {std::size_t(64), std::size_t(128), std::size_t(256), std::size_t(512)}) {
        const std::vector<std::string> tokens = attn::sampleTokens(n);
        std::size_t sink = 0;
        const double core = medianMs([&] {
            const auto s = attn::sentenceAttention(tokens, options);
            sink += s->matrix.weights.size();
        });
        const auto s = attn::sentenceAttention(tokens, options);
        const double json = medianMs([&] {
            sink += std::size_t(QJsonDocument(course::sentenceAttentionToJson(*s, options))
                                    .toJson(QJsonDocument::Compact)
                                    .size());
        });
        const auto ratio = [](double now, double before) {
            return before > 0.0 ? QString::number(now / before, 'f', 2) : QStringLiteral("–");
        };
        out << QString::number(qulonglong(n)).leftJustified(6)
            << QString::number(core, 'f', 3).rightJustified(8) << ratio(core, previousCore).rightJustified(13)
            << QString::number(json, 'f', 3).rightJustified(10) << ratio(json, previousJson).rightJustified(13)
            << (sink == 0 ? " (nothing computed)" : "") << '\n';
        previousCore = core;
        previousJson = json;
    }
    return 0;
}
