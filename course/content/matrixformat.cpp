#include "matrixformat.h"

#include "figures.h"
#include "jsonutil.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QStringList>

namespace course {

namespace {

/// Translation context of these free functions (lupdate reads the macro).
class MatrixFormat
{
    Q_DECLARE_TR_FUNCTIONS(MatrixFormat)
};

} // namespace

QString sentenceAttentionToText(const attn::SentenceAttention &s, attn::MatrixOptions options)
{
    const std::size_t n = s.tokens.size();
    QString out;
    out += MatrixFormat::tr("%n token(s), d_k = %1, scores multiplied by %2, causal mask %3\n", "",
                            int(n))
               .arg(attn::kToyDimension)
               .arg(formatFixed(options.scale, 4),
                    options.causal ? MatrixFormat::tr("on") : MatrixFormat::tr("off"));
    QStringList tokens;
    tokens.reserve(qsizetype(n));
    for (const std::string &t : s.tokens)
        tokens << QString::fromStdString(t);
    out += MatrixFormat::tr("Tokens: %1\n").arg(tokens.join(QLatin1Char(' ')));
    for (std::size_t i = 0; i < n; ++i) {
        QStringList cells;
        cells.reserve(qsizetype(n));
        for (std::size_t j = 0; j < n; ++j)
            cells << (options.causal && j > i ? QStringLiteral("—")
                                              : formatFixed(s.matrix.weights[i][j], 2));
        out += QStringLiteral("%1 %2: %3\n")
                   .arg(i + 1, 4)
                   .arg(tokens.at(qsizetype(i)), cells.join(QLatin1Char(' ')));
    }
    return out;
}

QJsonObject sentenceAttentionToJson(const attn::SentenceAttention &s, attn::MatrixOptions options)
{
    QJsonArray tokens;
    for (const std::string &t : s.tokens)
        tokens.append(QString::fromStdString(t));
    QJsonArray values;
    for (const attn::Vector &v : s.values)
        values.append(v.front());
    QJsonArray outputs;
    for (const attn::Vector &o : s.matrix.outputs)
        outputs.append(o.front());
    return QJsonObject{
        {QStringLiteral("tokens"), tokens},
        {QStringLiteral("dimension"), int(attn::kToyDimension)},
        {QStringLiteral("scale"), options.scale},
        {QStringLiteral("causal"), options.causal},
        {QStringLiteral("embeddings"), jsonArray(s.embeddings)},
        {QStringLiteral("values"), values},
        {QStringLiteral("scores"), jsonArray(s.matrix.scores)},
        {QStringLiteral("weights"), jsonArray(s.matrix.weights)},
        {QStringLiteral("outputs"), outputs},
    };
}

} // namespace course
