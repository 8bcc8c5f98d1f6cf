#include "matrixcommand.h"

#include "cli.h"
#include "matrixformat.h"
#include "sentence.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

namespace cli {

namespace {

/// Translation context of these free functions (lupdate reads the macro).
class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

} // namespace

int runMatrix(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Print every token's attention weights at once: the n×n weight matrix of the "
                "every-token preview, softmax(scale·Q·Kᵀ [+ causal mask]), with Q = K = each "
                "token's toy embedding (d_k = 4) and one toy value per token. Without --tokens "
                "or --sentence, the plate's sentence \"the cat sat on the mat\"."));
    parser.addPositionalArgument(QStringLiteral("matrix"), Cli::tr("The command."));
    const QCommandLineOption tokens(
        QStringLiteral("tokens"),
        Cli::tr("A sentence of N tokens (1 to %1): the plate's six words, then w7, w8, …, wN.")
            .arg(kMaxMatrixTokens),
        Cli::tr("N"));
    const QCommandLineOption sentence(QStringLiteral("sentence"),
                                      Cli::tr("This sentence, split into words and punctuation."),
                                      Cli::tr("TEXT"));
    const QCommandLineOption scale(QStringLiteral("scale"),
                                   Cli::tr("Multiply the scores by 1/√d_k (plate IV.3)."));
    const QCommandLineOption causal(QStringLiteral("causal"),
                                    Cli::tr("Let each token see only itself and earlier tokens "
                                            "(the causal mask, plate IV.4)."));
    const QCommandLineOption json(QStringLiteral("json"), Cli::tr("Print one JSON object."));
    parser.addOptions({tokens, sentence, scale, causal, json});
    if (const auto status = parseCommand(parser, arguments, QStringLiteral("matrix")))
        return *status;
    if (parser.positionalArguments().size() > 1) {
        printError(Cli::tr("matrix: unexpected argument '%1'").arg(parser.positionalArguments().at(1)));
        return BadArguments;
    }
    if (parser.isSet(tokens) && parser.isSet(sentence)) {
        printError(Cli::tr("matrix: give either --tokens or --sentence, not both"));
        return BadArguments;
    }

    std::vector<std::string> words = attn::tokenize(attn::plateSentence());
    if (parser.isSet(tokens)) {
        bool ok = false;
        const int n = parser.value(tokens).trimmed().toInt(&ok);
        if (!ok || n < 1 || n > kMaxMatrixTokens) {
            printError(Cli::tr("--tokens: '%1' is not a whole number from 1 to %2")
                           .arg(parser.value(tokens).trimmed())
                           .arg(kMaxMatrixTokens));
            return BadArguments;
        }
        words = attn::sampleTokens(std::size_t(n));
    } else if (parser.isSet(sentence)) {
        words = attn::tokenize(parser.value(sentence).toStdString());
        if (words.empty()) {
            printError(Cli::tr("--sentence: the sentence has no words"));
            return BadArguments;
        }
        if (words.size() > std::size_t(kMaxMatrixTokens)) {
            printError(Cli::tr("--sentence: %1 tokens; at most %2")
                           .arg(words.size())
                           .arg(kMaxMatrixTokens));
            return BadArguments;
        }
    }

    attn::MatrixOptions options;
    options.causal = parser.isSet(causal);
    if (parser.isSet(scale))
        options.scale = attn::scaleForDimension(attn::kToyDimension);
    const auto result = attn::sentenceAttention(std::move(words), options);
    if (!result) {
        printError(QStringLiteral("matrix: ") + QString::fromStdString(result.error().message));
        return BadArguments;
    }
    if (parser.isSet(json))
        printOut(QString::fromUtf8(
                     QJsonDocument(course::sentenceAttentionToJson(*result, options)).toJson(QJsonDocument::Compact))
                 + QLatin1Char('\n'));
    else
        printOut(course::sentenceAttentionToText(*result, options));
    return Success;
}

} // namespace cli
