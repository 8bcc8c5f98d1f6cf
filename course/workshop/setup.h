#pragma once

#include "attention.h"
#include "plate.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <optional>

namespace course {

/// One key of a workshop set-up: its name, where it points (polar, degrees) and its value.
struct SetupKey {
    QString name;
    attn::Polar position;
    double value = 0.0;

    bool operator==(const SetupKey &other) const;
};

/// A teacher's own workshop: 2 to 8 named keys with their values, the query, and what the
/// workshop shows (`.attnsetup`, docs/formats/setup.schema.json). The plate's layout is
/// plate(); the lessons always use that one, whatever set-up the free workshop holds.
struct WorkshopSetup {
    static constexpr int kFormatVersion = 1;
    static constexpr int kMinKeys = 2;
    static constexpr int kMaxKeys = 8;
    /// Keys and the query are at most this long (the workshop's longest query).
    static constexpr double kMaxLength = 10.0;
    /// Values are within ±kMaxValue: the output is their weighted average, shown to 2 decimals.
    static constexpr double kMaxValue = 1e6;
    static constexpr int kMaxNameLength = 24;
    static constexpr int kMaxTitleLength = 200;
    /// Set-up files are tiny; anything near this size is not one.
    static constexpr qint64 kMaxFileSize = 1024 * 1024;

    /// A name for the set-up; may be empty.
    QString title;
    QList<SetupKey> keys;
    attn::Polar query;
    /// The key (from 0) whose projection of the query the plane shows; nothing for none.
    std::optional<std::size_t> projection;

    /// The plate's layout: keys k1…k5 and the plate's default query.
    static WorkshopSetup plate();

    /// The keys and values as the core's layout, with this set-up's query as its default.
    attn::PlateLayout layout() const;
    QStringList names() const;

    /// One sentence per problem (too few or too many keys, a name empty, too long or used
    /// twice, a number that is not finite or out of range); empty when the set-up is usable.
    QStringList problems() const;
    /// Angles wrapped into [0°, 360°), names and title trimmed.
    WorkshopSetup normalised() const;

    QJsonObject toJson() const;
    /// The set-up in `root`, normalised, or nothing with one message per problem: a missing or
    /// mistyped member, an unknown member, and everything problems() finds.
    static std::optional<WorkshopSetup> fromJson(const QJsonObject &root, QStringList *problems);

    bool operator==(const WorkshopSetup &other) const;
};

/// θ wrapped into [0°, 360°); θ must be finite.
double normalisedDegrees(double degrees);

/// Reads a set-up file (bounded, regular files only); nothing with problems otherwise.
std::optional<WorkshopSetup> readSetup(const QString &path, QStringList *problems);
/// Writes it whole through QSaveFile; refuses a set-up with problems.
bool writeSetup(const QString &path, const WorkshopSetup &setup, QString *error = nullptr);

} // namespace course
