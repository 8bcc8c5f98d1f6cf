#pragma once

// A sentence for the every-token preview (plates IV.3 and IV.4): its tokens and a toy
// embedding and value for each, so that the n×n weights W = softmax(scale·Q·Kᵀ [+ mask]) can
// be shown for any sentence a learner types. Pure standard C++20; no Qt.

#include "attention.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace attn {

/// The components of every toy embedding (d_k of the preview).
inline constexpr std::size_t kToyDimension = 4;

/// The plate's sentence, the preview's default: "the cat sat on the mat".
std::string plateSentence();

/// The tokens of `text`: runs of characters between ASCII white space, with ASCII letters
/// lower-cased and every ASCII punctuation mark a token of its own ("The mat." → "the", "mat",
/// "."). Bytes outside ASCII (UTF-8 letters) stay inside their word unchanged. Linear in the
/// length of `text`.
std::vector<std::string> tokenize(std::string_view text);

/// 64-bit FNV-1a of the token's bytes (Fowler, Noll and Vo,
/// http://www.isthe.com/chongo/tech/comp/fnv/): h = 14695981039346656037, then for every byte
/// b: h = (h XOR b) · 1099511628211 mod 2⁶⁴.
std::uint64_t tokenHash(std::string_view token);

/// The token's toy embedding, its query and its key (kToyDimension components). The words of
/// the plate's sentence keep hand-chosen vectors (the two "the"s equal, "cat" close to "mat",
/// lessons/iv2-8-every-token-preview relies on them). Any other token gets the vector of its
/// hash: x = tokenHash(token), then per component x = splitmix64(x) (Steele, Lea and Flood
/// 2014) and the component is (x mod 31 − 15) / 10, one of −1.5, −1.4, …, 1.5. The same text
/// always gives the same vector, on every machine.
Vector toyEmbedding(std::string_view token);

/// The token's toy value (one component): the hand-chosen 10, 20, 30, 40, 50 for "the",
/// "cat", "sat", "on", "mat"; otherwise 10·(1 + tokenHash(token) mod 9), one of 10, 20, …, 90.
Vector toyValue(std::string_view token);

/// n tokens for a sentence of a given length: the plate's sentence for the first six, then
/// "w7", "w8", …, "wn" (each its own hashed word).
std::vector<std::string> sampleTokens(std::size_t n);

/// The tokens with their embeddings, values and weight matrix.
struct SentenceAttention {
    std::vector<std::string> tokens;
    std::vector<Vector> embeddings; ///< toyEmbedding() of each token: its query and its key
    std::vector<Vector> values;     ///< toyValue() of each token
    AttentionMatrix matrix;         ///< attentionMatrix(embeddings, embeddings, values, options)
};

/// Every token's lookup at once with Q = K = the toy embeddings and V = the toy values:
/// attentionMatrix() of them. Cost n²·d for n tokens. Fails on an empty token list.
Result<SentenceAttention> sentenceAttention(std::vector<std::string> tokens,
                                            MatrixOptions options = {});

} // namespace attn
