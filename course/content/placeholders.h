#pragma once

#include "attention.h"
#include "figures.h"
#include "panels.h"
#include "plate.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace course {

/// Placeholders every panel offers, for a layout of `keys` keys (score.k1 … score.kN, …).
QStringList commonPlaceholderNames(std::size_t keys);
/// Whether `name` is one of commonPlaceholderNames(keys), without building the list.
bool isCommonPlaceholderName(const QString &name, std::size_t keys);
/// Placeholders only the given panel offers.
QStringList panelPlaceholderNames(const QString &panel);
bool isKnownPlaceholder(const QString &name, const QString &panel, std::size_t keys);

/// One "{{name}}" or "{{name@ANGLE,LENGTH}}" in a text.
struct PlaceholderRef {
    QString name;
    std::optional<attn::Polar> at; ///< a fixed query, for "@ANGLE,LENGTH"
    qsizetype offset = 0;          ///< where "{{" starts
    qsizetype length = 0;          ///< up to and including "}}"
    QString error;                 ///< non-empty when the reference is malformed
};

/// Every placeholder reference in `text`, in order.
QList<PlaceholderRef> findPlaceholders(const QString &text);

/// The placeholders of `text` as written ("{{weight.k2}}"), sorted: two texts use the same
/// placeholders when these lists are equal (a multiset; the order in the sentence is free).
QStringList placeholderMultiset(const QString &text);

/// The value of a common placeholder for a trace of the plate's layout, formatted as the
/// course shows it (weights as "55.1%", scores with four decimals, the output with two, …);
/// nothing if unknown.
std::optional<QString> commonPlaceholder(const QString &name, const attn::PlateLayout &layout,
                                         const attn::Trace &trace);

/// Replaces every reference by `value(ref)`; a reference without a value stays as it is.
QString fillPlaceholders(const QString &text,
                         const std::function<std::optional<QString>(const PlaceholderRef &)> &value);

/// The sign to write between a formula on shown figures and its shown result (FORMAT.md,
/// "Rounded figures"): "=" when (Σ terms) × Π factors, every figure taken as formatFixed(x,
/// decimals) shows it, is exactly the result as shown; "≈" when rounding each figure on its own
/// makes the formula miss the shown result. A difference a − b is the sum of a and −b, a
/// quotient a ÷ b = r is checked as r × b = a.
QString shownRelation(const std::vector<double> &terms, const std::vector<double> &factors,
                      double result, int decimals = 4);
/// The same for exp(x) = result: "=" only for exp(0) = 1 as shown.
QString shownExponentialRelation(double x, double result, int decimals = 4);

} // namespace course
