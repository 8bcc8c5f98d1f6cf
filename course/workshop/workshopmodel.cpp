#include "workshopmodel.h"

#include <algorithm>
#include <cmath>

namespace course {

WorkshopModel::WorkshopModel(QObject *parent)
    : QObject(parent)
    , m_layout(attn::plateLayout())
    , m_keys(m_layout.cartesianKeys())
    , m_query(m_layout.defaultQuery)
{
    recompute();
}

std::size_t WorkshopModel::leadingKey() const
{
    return attn::argmax(m_trace.weights());
}

bool WorkshopModel::setQuery(attn::Polar query)
{
    if (!std::isfinite(query.angleDegrees) || !std::isfinite(query.length))
        return false;
    double angle = std::fmod(query.angleDegrees, 360.0);
    if (angle < 0.0)
        angle += 360.0;
    if (angle >= 360.0) // fmod of a tiny negative number can round up to 360
        angle = 0.0;
    const attn::Polar clamped{angle, std::clamp(query.length, 0.0, kMaxLength)};
    if (clamped.angleDegrees == m_query.angleDegrees && clamped.length == m_query.length)
        return true;
    m_query = clamped;
    recompute();
    emit queryChanged();
    return true;
}

bool WorkshopModel::setAngle(double degrees)
{
    return setQuery({degrees, m_query.length});
}

bool WorkshopModel::setLength(double length)
{
    return setQuery({m_query.angleDegrees, length});
}

bool WorkshopModel::setQueryTip(double x, double y)
{
    const attn::Polar p = attn::toPolar({x, y});
    // A tip exactly at the origin keeps its direction: only the length becomes 0.
    return setQuery({p.length > 0.0 ? p.angleDegrees : m_query.angleDegrees, p.length});
}

void WorkshopModel::resetToDefault()
{
    setQuery(m_layout.defaultQuery);
}

QString WorkshopModel::summary() const
{
    const std::size_t best = leadingKey();
    return tr("Query at %1°, length %2; key %3 receives the most weight, %4%; output %5.")
        .arg(m_query.angleDegrees, 0, 'f', 1)
        .arg(m_query.length, 0, 'f', 2)
        .arg(best + 1)
        .arg(100.0 * m_trace.rows[best].weight, 0, 'f', 1)
        .arg(m_trace.output, 0, 'f', 2);
}

void WorkshopModel::recompute()
{
    // The plate's own layout and a finite, clamped query always give a valid trace.
    auto result = attn::trace(m_layout.lookup(m_query));
    if (result)
        m_trace = std::move(result.value());
}

} // namespace course
