#include "workshopmodel.h"

#include "figures.h"

#include <algorithm>
#include <cmath>

namespace course {

WorkshopModel::WorkshopModel(QObject *parent)
    : QObject(parent)
    , m_layout(attn::plateLayout())
    , m_keys(m_layout.cartesianKeys())
    , m_names(WorkshopSetup::plate().names())
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
    const attn::Polar clamped{normalisedDegrees(query.angleDegrees), std::clamp(query.length, 0.0, kMaxLength)};
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

QList<SetupKey> WorkshopModel::setupKeys() const
{
    QList<SetupKey> out;
    for (std::size_t i = 0; i < m_layout.keys.size(); ++i)
        out << SetupKey{m_names.value(qsizetype(i)), m_layout.keys[i], m_layout.values[i]};
    return out;
}

bool WorkshopModel::hasPlateKeys() const
{
    return setupKeys() == WorkshopSetup::plate().keys;
}

bool WorkshopModel::setKeys(const QList<SetupKey> &keys, QStringList *problems)
{
    WorkshopSetup candidate;
    candidate.keys = keys;
    candidate.query = m_query;
    if (const QStringList found = candidate.problems(); !found.isEmpty()) {
        if (problems)
            *problems = found;
        return false;
    }
    candidate = candidate.normalised();
    if (candidate.keys == setupKeys())
        return true;
    emit keysAboutToChange();
    m_layout.keys.clear();
    m_layout.values.clear();
    m_names.clear();
    for (const SetupKey &k : std::as_const(candidate.keys)) {
        m_layout.keys.push_back(k.position);
        m_layout.values.push_back(k.value);
        m_names << k.name;
    }
    m_keys = m_layout.cartesianKeys();
    recompute();
    emit keysChanged();
    emit queryChanged();
    return true;
}

bool WorkshopModel::moveKey(std::size_t key, attn::Polar position)
{
    if (key >= m_layout.keys.size() || !std::isfinite(position.angleDegrees) || !std::isfinite(position.length))
        return false;
    const attn::Polar clamped{normalisedDegrees(position.angleDegrees),
                              std::clamp(position.length, 0.0, WorkshopSetup::kMaxLength)};
    attn::Polar &current = m_layout.keys[key];
    if (clamped.angleDegrees == current.angleDegrees && clamped.length == current.length)
        return true;
    current = clamped;
    m_keys[key] = attn::fromPolar(clamped);
    recompute();
    emit queryChanged();
    return true;
}

bool WorkshopModel::moveKeyTip(std::size_t key, double x, double y)
{
    if (key >= m_layout.keys.size())
        return false;
    const attn::Polar p = attn::toPolar({x, y});
    // A tip dragged onto the origin keeps its direction: only the length becomes 0.
    return moveKey(key, {p.length > 0.0 ? p.angleDegrees : m_layout.keys[key].angleDegrees, p.length});
}

void WorkshopModel::resetKeys()
{
    setKeys(WorkshopSetup::plate().keys);
}

WorkshopSetup WorkshopModel::setup() const
{
    WorkshopSetup s;
    s.keys = setupKeys();
    s.query = m_query;
    return s;
}

bool WorkshopModel::applySetup(const WorkshopSetup &setup, QStringList *problems)
{
    if (const QStringList found = setup.problems(); !found.isEmpty()) {
        if (problems)
            *problems = found;
        return false;
    }
    setKeys(setup.keys);
    setQuery(setup.query);
    return true;
}

QString WorkshopModel::summary() const
{
    const std::size_t best = leadingKey();
    return tr("Query at %1°, length %2; key %3 receives the most weight, %4%; output %5.")
        .arg(formatFixed(m_query.angleDegrees, 1), formatFixed(m_query.length, 2), QString::number(best + 1),
             formatFixed(100.0 * m_trace.rows[best].weight, 1), formatFixed(m_trace.output, 2));
}

void WorkshopModel::recompute()
{
    // Checked keys (2 to 8, finite) and a finite, clamped query always give a valid trace.
    auto result = attn::trace(m_layout.lookup(m_query));
    if (result)
        m_trace = std::move(result.value());
}

} // namespace course
