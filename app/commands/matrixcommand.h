#pragma once

#include <QStringList>

namespace cli {

/// The most tokens `matrix --tokens` takes: 2048² weights are already 4 million figures.
inline constexpr int kMaxMatrixTokens = 2048;

/// `attention-lab matrix`: every token's attention weights at once (the every-token preview's
/// n×n matrix, core: attn::sentenceAttention), as text or JSON.
int runMatrix(const QStringList &arguments);

} // namespace cli
