#pragma once

// Deterministic per-learner variants. Every step from text to numbers is written here rather
// than taken from <random>, whose distributions differ between standard libraries, so the
// same learner, exercise and lab seed give the same numbers on every platform and compiler.

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace attn {

/// FNV-1a, 64 bit (http://www.isthe.com/chongo/tech/comp/fnv/): h = (h ⊕ byte)·1099511628211
/// from h = 14695981039346656037, over the bytes of `text`.
std::uint64_t fnv1a64(std::string_view text);

/// The seed of one variant: FNV-1a of "learner\x1fexercise\x1flabSeed" (UTF-8).
std::uint64_t variantSeed(std::string_view learner, std::string_view exercise,
                          std::uint64_t labSeed);

/// SplitMix64 (Steele, Lea, Flood 2014; https://prng.di.unimi.it/splitmix64.c):
/// state += 0x9E3779B97F4A7C15, then two xor-shift-multiply rounds.
class SplitMix64
{
public:
    explicit SplitMix64(std::uint64_t seed) : m_state(seed) {}

    std::uint64_t next();

    /// A uniform integer in [0, n) by rejection (no modulo bias); n ≥ 1.
    std::uint64_t below(std::uint64_t n);

    /// One of the grid points min, min + step, …, ≤ max, uniformly; `min` if the grid is empty.
    double onGrid(double min, double max, double step);

    /// Grid points are rounded to 1/kGridScale (gridPoint()).
    static constexpr double kGridScale = 1e9;

private:
    std::uint64_t m_state;
};

/// The i-th point of the grid min, min + step, …: min + i·step rounded to 1e-9 (kGridScale),
/// so that 0.1-steps stay "nice"; beyond 1e9 nothing is rounded.
double gridPoint(double min, double step, std::uint64_t i);

/// How many different values onGrid() can give on the grid, counted up to `enough` (the count
/// stops there): fewer than the points when the step is finer than the rounding (a step of
/// 1e-12 gives one value per 1e-9). 0 for a grid onGrid() does not draw from; only the first
/// ten million points are looked at.
std::size_t distinctGridPoints(double min, double max, double step, std::size_t enough);

} // namespace attn
