#pragma once

#include "attention.h"
#include "plate.h"
#include "setup.h"

#include <QObject>
#include <QString>

namespace course {

/// The state of a workshop: the keys with their names and values (the plate's five by
/// default) and a query in polar form. It is the one writer of that state; every view observes
/// queryChanged() and keysChanged() and reads the core's trace of the current lookup.
///
/// Only the free workshop edits its keys (setKeys(), moveKey()); the lessons and exercises
/// have models of their own that keep the plate's layout, which their figures quote.
class WorkshopModel : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkshopModel)
    Q_PROPERTY(double angle READ angle WRITE setAngle NOTIFY queryChanged)
    Q_PROPERTY(double length READ length WRITE setLength NOTIFY queryChanged)

public:
    static constexpr double kMaxLength = 10.0;

    explicit WorkshopModel(QObject *parent = nullptr);

    /// The keys and values (polar), with the plate's default query as defaultQuery.
    const attn::PlateLayout &layout() const { return m_layout; }
    const std::vector<attn::Vector> &keys() const { return m_keys; }
    /// Each key's name ("k1" … for the plate).
    const QStringList &keyNames() const { return m_names; }
    /// The keys as a set-up's keys: name, position and value.
    QList<SetupKey> setupKeys() const;
    /// True while the keys are the plate's (names, positions and values).
    bool hasPlateKeys() const;
    /// The trace of the current lookup (always valid: the keys and query are checked).
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

    /// Replaces the keys (2 to 8, see WorkshopSetup::problems()); angles are wrapped, names
    /// trimmed. Nothing changes, and false is returned with the problems, when they are not
    /// usable.
    bool setKeys(const QList<SetupKey> &keys, QStringList *problems = nullptr);
    /// Moves one key: the angle wraps, the length is clamped to [0, kMaxLength]; non-finite
    /// input or a key that does not exist is ignored (false).
    bool moveKey(std::size_t key, attn::Polar position);
    /// Moves a key's tip to a point of the plane.
    bool moveKeyTip(std::size_t key, double x, double y);
    /// Back to the plate's five keys.
    void resetKeys();

    /// The keys and the query as a set-up (no title, no projection).
    WorkshopSetup setup() const;
    /// Takes a set-up's keys and query; nothing changes when it has problems (false).
    bool applySetup(const WorkshopSetup &setup, QStringList *problems = nullptr);

    /// "Query at 40.0°, length 1.50; key 2 receives the most weight, 55.1%."
    QString summary() const;

signals:
    /// The lookup changed: the query, or a key was moved (the trace is new).
    void queryChanged();
    /// The keys are about to be replaced (their number and names may change).
    void keysAboutToChange();
    /// The keys were replaced; queryChanged() follows, for the new trace.
    void keysChanged();

private:
    void recompute();

    attn::PlateLayout m_layout;
    std::vector<attn::Vector> m_keys;
    QStringList m_names;
    attn::Polar m_query;
    attn::Trace m_trace;
};

} // namespace course
