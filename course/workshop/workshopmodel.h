#pragma once

#include "attention.h"
#include "plate.h"

#include <QObject>
#include <QString>

namespace course {

/// The state of the plate's workshop: the five keys and values of the plate and a query in
/// polar form. It is the one writer of that state; every view observes queryChanged() and
/// reads the core's trace of the current lookup.
class WorkshopModel : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkshopModel)
    Q_PROPERTY(double angle READ angle WRITE setAngle NOTIFY queryChanged)
    Q_PROPERTY(double length READ length WRITE setLength NOTIFY queryChanged)

public:
    static constexpr double kMaxLength = 10.0;

    explicit WorkshopModel(QObject *parent = nullptr);

    const attn::PlateLayout &layout() const { return m_layout; }
    const std::vector<attn::Vector> &keys() const { return m_keys; }
    /// The trace of the current lookup (always valid: the plate has keys and finite input).
    const attn::Trace &trace() const { return m_trace; }

    attn::Polar query() const { return m_query; }
    double angle() const { return m_query.angleDegrees; }
    double length() const { return m_query.length; }
    std::size_t leadingKey() const;

    /// Sets the query; the angle wraps into [0°, 360°), the length is clamped to
    /// [0, kMaxLength], non-finite input is ignored. Returns false if it was ignored.
    bool setQuery(attn::Polar query);
    bool setAngle(double degrees);
    bool setLength(double length);
    /// Sets the query from a point of the plane (the tip of the query arrow).
    bool setQueryTip(double x, double y);
    void resetToDefault();

    /// "Query at 40.0°, length 1.50; key 2 receives the most weight, 55.1%."
    QString summary() const;

signals:
    void queryChanged();

private:
    void recompute();

    attn::PlateLayout m_layout;
    std::vector<attn::Vector> m_keys;
    attn::Polar m_query;
    attn::Trace m_trace;
};

} // namespace course
