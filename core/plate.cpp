#include "plate.h"

namespace attn {

std::vector<Vector> PlateLayout::cartesianKeys() const
{
    std::vector<Vector> out;
    out.reserve(keys.size());
    for (const Polar &k : keys)
        out.push_back(fromPolar(k));
    return out;
}

Lookup PlateLayout::lookup(Polar query) const
{
    Lookup l;
    l.query = fromPolar(query);
    l.keys = cartesianKeys();
    l.values = values;
    return l;
}

const PlateLayout &plateLayout()
{
    static const PlateLayout layout{
        {{0.0, 2.0}, {70.0, 2.0}, {160.0, 1.4}, {240.0, 2.0}, {300.0, 2.0}},
        {10.0, 20.0, 30.0, 40.0, 50.0},
        {40.0, 1.5},
    };
    return layout;
}

} // namespace attn
