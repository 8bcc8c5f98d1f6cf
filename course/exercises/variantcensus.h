#pragma once

#include "exercise.h"

#include <QString>
#include <QStringList>

namespace course {

/// How many different exercises the learners of a class really get: the variants of many
/// learners, told apart as a learner sees them (the filled prompt, the options with the ones
/// that are correct, the figures a table shows, the answer), never by the order of options.
struct VariantCensus {
    /// The learners whose variants were drawn ("census-1", "census-2", …, lab seed 0).
    int learners = 0;
    /// Different variants among them.
    int variants = 0;
    /// Different correct answers among them (e.g. at most 5 for "which key wins").
    int answers = 0;
    /// Variants that make a choice exercise's correct option set ambiguous: two options that
    /// read the same, or values drawn with two alike (equal values can make a distractor true:
    /// five equal values put every output exactly at the plain average). One message each.
    QStringList ambiguities;
};

/// The census of `exercise` over `learners` learners. makeVariant draws every variant, so the
/// census counts what the course really hands out. With `countVariants` false only the
/// ambiguities are looked for (cheap: no answer is computed).
VariantCensus takeVariantCensus(const Exercise &exercise, int learners = 4000, bool countVariants = true);

/// Fewer different variants than this and neighbours in a lab are likely to share numbers.
constexpr int kEnoughVariants = 20;

} // namespace course
