#include "variant.h"

#include <cmath>
#include <string>

namespace attn {

std::uint64_t fnv1a64(std::string_view text)
{
    std::uint64_t h = 14695981039346656037ULL;
    for (unsigned char c : text) {
        h ^= c;
        h *= 1099511628211ULL;
    }
    return h;
}

std::uint64_t variantSeed(std::string_view learner, std::string_view exercise,
                          std::uint64_t labSeed)
{
    std::string key;
    key.reserve(learner.size() + exercise.size() + 24);
    key.append(learner);
    key.push_back('\x1f');
    key.append(exercise);
    key.push_back('\x1f');
    key.append(std::to_string(labSeed));
    return fnv1a64(key);
}

std::uint64_t SplitMix64::next()
{
    std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

std::uint64_t SplitMix64::below(std::uint64_t n)
{
    if (n <= 1)
        return 0;
    // Accept only draws below the largest multiple of n, so every residue is equally likely.
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % n;
    std::uint64_t x = next();
    while (x >= limit)
        x = next();
    return x % n;
}

double SplitMix64::onGrid(double min, double max, double step)
{
    if (!(step > 0.0) || !(max >= min) || !std::isfinite(min) || !std::isfinite(max))
        return min;
    // Grid points are computed as min + i·step and rounded to 1e-9, so 0.1-steps stay "nice".
    const double count = std::floor((max - min) / step + 1e-9) + 1.0;
    if (count > 1e12)
        return min;
    return gridPoint(min, step, below(static_cast<std::uint64_t>(count)));
}

double gridPoint(double min, double step, std::uint64_t i)
{
    const double x = min + static_cast<double>(i) * step;
    // Rounding to 1e-9 keeps 0.1-steps "nice"; beyond 1e9 there is nothing to round.
    return std::abs(x) < 1e9 ? std::round(x * SplitMix64::kGridScale) / SplitMix64::kGridScale : x;
}

std::size_t distinctGridPoints(double min, double max, double step, std::size_t enough)
{
    if (!(step > 0.0) || !(max >= min) || !std::isfinite(min) || !std::isfinite(max))
        return 0;
    const double count = std::floor((max - min) / step + 1e-9) + 1.0;
    if (count > 1e12)
        return 0;
    // The points rise with i, so a new value is one that differs from the last.
    std::size_t distinct = 0;
    double last = 0.0;
    for (std::uint64_t i = 0; double(i) < count && i < 10'000'000 && distinct < enough; ++i) {
        const double x = gridPoint(min, step, i);
        if (distinct == 0 || x != last)
            ++distinct;
        last = x;
    }
    return distinct;
}

} // namespace attn
