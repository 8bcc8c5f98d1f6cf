#pragma once

#include "exercise.h"

#include <QString>

#include <optional>

// Exercises and variants the course-level tests share.
namespace testing {

/// The plate's own variant: query at 40°, length 1.5, values 10…50 (weights 40.81% 55.08%
/// 1.43% 0.24% 2.43%, output 16.8421).
inline course::Variant plate()
{
    course::Exercise e;
    e.id = QStringLiteral("plate");
    return course::makeVariant(e, QString());
}

/// A numeric exercise asking for `answer` (a figure name, lessons/FORMAT.md).
inline course::Exercise numericExercise(const QString &answer, course::Exercise::Unit unit,
                                        std::optional<double> absolute,
                                        std::optional<double> relative = std::nullopt)
{
    course::Exercise e;
    e.id = QStringLiteral("n");
    e.type = course::Exercise::Type::Numeric;
    e.answer = answer;
    e.unit = unit;
    e.absoluteTolerance = absolute;
    e.relativeTolerance = relative;
    return e;
}

} // namespace testing
