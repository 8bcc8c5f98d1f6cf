#pragma once

// The canonical layout of Plate IV.2 (Queries, Keys and Values): five keys in polar form,
// their values 10…50 and the default query. Every figure the plate quotes follows from it.

#include "attention.h"

#include <vector>

namespace attn {

struct PlateLayout {
    std::vector<Polar> keys;
    std::vector<double> values;
    Polar defaultQuery;

    /// The keys as Cartesian vectors kᵢ = (Lᵢ·cos θᵢ, Lᵢ·sin θᵢ).
    std::vector<Vector> cartesianKeys() const;
    /// The lookup of `query` against this layout (plain dot products, no scale, no mask).
    Lookup lookup(Polar query) const;
};

/// The built-in layout of plate-layout.md: keys at 0°, 70°, 160°, 240°, 300° with lengths
/// 2, 2, 1.4, 2, 2, values 10, 20, 30, 40, 50, and the default query at 40°, length 1.5.
const PlateLayout &plateLayout();

} // namespace attn
