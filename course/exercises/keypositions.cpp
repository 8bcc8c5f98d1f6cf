#include "keypositions.h"

#include "figures.h"

#include <QCoreApplication>

namespace course {

namespace {

class KeyPositionsText
{
    Q_DECLARE_TR_FUNCTIONS(KeyPositionsText)
};

QStringList positionRow(const QString &label, const attn::Polar &polar)
{
    const attn::Vector v = attn::fromPolar(polar);
    return {label, KeyPositionsText::tr("%1°").arg(formatFixed(polar.angleDegrees, 1)), formatFixed(polar.length, 2),
            formatFixed(v.at(0), 4), formatFixed(v.size() > 1 ? v[1] : 0.0, 4)};
}

} // namespace

KeyPositions keyPositions(const Variant &variant)
{
    const attn::PlateLayout layout = variant.layout();
    KeyPositions out;
    out.headers = {QString(), KeyPositionsText::tr("Angle θ"), KeyPositionsText::tr("Length L"), KeyPositionsText::tr("x"),
                   KeyPositionsText::tr("y")};
    out.rows << positionRow(KeyPositionsText::tr("q (query)"), variant.lookupQuery());
    for (std::size_t k = 0; k < layout.keys.size(); ++k)
        out.rows << positionRow(KeyPositionsText::tr("k%1").arg(k + 1), layout.keys[k]);
    return out;
}

} // namespace course
