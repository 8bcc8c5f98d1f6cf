#pragma once

#include "exercise.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace course {

/// Where the query and the keys of a variant sit: what a learner needs to rank the keys by
/// score or by weight without the workshop. One row for the query, then one per key, each
/// with its angle, its length and its Cartesian coordinates (x, y) = (L·cos θ, L·sin θ), as
/// the core's layout gives them (Variant::layout(), attn::fromPolar()) and written as the
/// course writes figures: an angle with one decimal and a length with two, as the prompts'
/// {{angle}} and {{length}}, coordinates with four.
struct KeyPositions {
    QStringList headers;     ///< "", "Angle θ", "Length L", "x", "y"
    QList<QStringList> rows; ///< {"q (query)", "40.0°", "1.50", "1.1491", "0.9642"}, {"k1", …}
};

KeyPositions keyPositions(const Variant &variant);

} // namespace course
