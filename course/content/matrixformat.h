#pragma once

#include "sentence.h"

#include <QJsonObject>
#include <QString>

namespace course {

/// Every token's weights as text: one line naming d_k, the scale and the mask, the tokens,
/// then one line per asking token with its weights to two decimals ("—" where masked).
/// Linear in the number of cells.
QString sentenceAttentionToText(const attn::SentenceAttention &s, attn::MatrixOptions options);

/// The same as JSON: tokens, dimension (d_k), scale, causal, embeddings, values, scores and
/// weights (n × n, rows are the asking tokens), outputs (one per token). Linear in the number
/// of cells.
QJsonObject sentenceAttentionToJson(const attn::SentenceAttention &s, attn::MatrixOptions options);

} // namespace course
