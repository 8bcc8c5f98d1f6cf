#pragma once

#include "attention.h"
#include "plate.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace course {

/// The named figures of a lookup (lessons/FORMAT.md, "Placeholders" and "Figure names"): the one
/// table of them. Each has its exact value, for graders and answer keys, and the way the course
/// shows it, for prose, prompts and panels: placeholders and figures are read from here alone.
///
/// Shown in prose ("common"): angle, length, query.x, query.y, weight.max, argmax,
/// argmax.value, score.max, sum.exp, output, average, entropy, entropy.max, keys, and per key
/// score.kN, weight.kN, value.kN, contribution.kN. Figures only (exact values, for answers):
/// shifted.kN, exp.kN, term.kN.x, term.kN.y.

/// The names of the figures that do not depend on the number of keys.
const QStringList &fixedFigureNames();

/// Whether `name` is a figure shown in prose for a layout of `keys` keys.
bool isShownFigureName(const QString &name, std::size_t keys);
/// Whether `name` is any figure (shown or only exact) for a layout of `keys` keys.
bool isAnyFigureName(const QString &name, std::size_t keys);

/// The exact value of a figure: weights as fractions, argmax as a key number; nothing for an
/// unknown name or a key the trace does not have.
std::optional<double> namedFigureValue(const QString &name, const attn::PlateLayout &layout, const attn::Trace &trace);
/// A shown figure as the course writes it ("55.1%", "16.84", "40.0"); nothing for a name
/// that is not shown in prose.
std::optional<QString> namedFigureText(const QString &name, const attn::PlateLayout &layout, const attn::Trace &trace);

} // namespace course
