#include "sentence.h"

#include <algorithm>
#include <array>
#include <utility>

namespace attn {

namespace {

struct HandChosen {
    std::string_view word;
    std::array<double, kToyDimension> embedding;
    double value;
};

// Dimensions loosely "article", "thing", "action", "place": "cat" and "mat" are close, and
// unscaled scores are large enough to look saturated (the lesson's prose relies on both).
constexpr std::array<HandChosen, 5> kPlateWords{{
    {"the", {1.6, 0.2, 0.0, 0.3}, 10.0},
    {"cat", {0.1, 1.6, 0.5, 0.0}, 20.0},
    {"sat", {0.0, 0.5, 1.6, 0.6}, 30.0},
    {"on", {0.3, 0.0, 0.6, 1.6}, 40.0},
    {"mat", {0.0, 1.5, 0.2, 0.6}, 50.0},
}};

const HandChosen *handChosen(std::string_view token)
{
    for (const HandChosen &h : kPlateWords)
        if (h.word == token)
            return &h;
    return nullptr;
}

std::uint64_t splitmix64(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

bool isSpace(unsigned char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

bool isPunctuation(unsigned char c)
{
    return (c >= '!' && c <= '/') || (c >= ':' && c <= '@') || (c >= '[' && c <= '`')
        || (c >= '{' && c <= '~');
}

} // namespace

std::string plateSentence()
{
    return "the cat sat on the mat";
}

std::vector<std::string> tokenize(std::string_view text)
{
    std::vector<std::string> tokens;
    std::string word;
    const auto flush = [&] {
        if (!word.empty())
            tokens.push_back(std::exchange(word, {}));
    };
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (isSpace(c)) {
            flush();
        } else if (isPunctuation(c)) {
            flush();
            tokens.emplace_back(1, ch);
        } else {
            word.push_back(c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : ch);
        }
    }
    flush();
    return tokens;
}

std::uint64_t tokenHash(std::string_view token)
{
    std::uint64_t h = 14695981039346656037ULL;
    for (const char ch : token) {
        h ^= static_cast<unsigned char>(ch);
        h *= 1099511628211ULL;
    }
    return h;
}

Vector toyEmbedding(std::string_view token)
{
    if (const HandChosen *h = handChosen(token))
        return Vector(h->embedding.begin(), h->embedding.end());
    Vector v;
    v.reserve(kToyDimension);
    std::uint64_t x = tokenHash(token);
    for (std::size_t d = 0; d < kToyDimension; ++d) {
        x = splitmix64(x);
        v.push_back(double(int(x % 31) - 15) / 10.0);
    }
    return v;
}

Vector toyValue(std::string_view token)
{
    if (const HandChosen *h = handChosen(token))
        return {h->value};
    return {10.0 * double(1 + tokenHash(token) % 9)};
}

std::vector<std::string> sampleTokens(std::size_t n)
{
    std::vector<std::string> tokens = tokenize(plateSentence());
    tokens.resize(std::min(n, tokens.size()));
    tokens.reserve(n);
    for (std::size_t i = tokens.size(); i < n; ++i) {
        std::string word(1, 'w');
        word += std::to_string(i + 1);
        tokens.push_back(std::move(word));
    }
    return tokens;
}

Result<SentenceAttention> sentenceAttention(std::vector<std::string> tokens, MatrixOptions options)
{
    if (tokens.empty())
        return Error{"the sentence has no tokens"};
    SentenceAttention s;
    s.embeddings.reserve(tokens.size());
    s.values.reserve(tokens.size());
    for (const std::string &t : tokens) {
        s.embeddings.push_back(toyEmbedding(t));
        s.values.push_back(toyValue(t));
    }
    auto m = attentionMatrix(s.embeddings, s.embeddings, s.values, options);
    if (!m)
        return m.error();
    s.tokens = std::move(tokens);
    s.matrix = std::move(m.value());
    return s;
}

} // namespace attn
