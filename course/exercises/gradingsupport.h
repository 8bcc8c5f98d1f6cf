#pragma once

// What grading.cpp and tablegrading.cpp share: the translation context of every verdict, how
// close a typed figure must be, and the verdict itself. Internal to course/exercises.

#include "grading.h"
#include "placeholders.h"

#include <QCoreApplication>
#include <QString>

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace course::gradingdetail {

class Grading
{
    Q_DECLARE_TR_FUNCTIONS(Grading)
};

/// Decimals the learner typed (at least `atLeast`, 4 for exponent notation).
inline int decimalsOf(const QString &text, int atLeast = 2)
{
    if (text.contains(QLatin1Char('e'), Qt::CaseInsensitive))
        return 4;
    const qsizetype point = std::max(text.lastIndexOf(QLatin1Char('.')), text.lastIndexOf(QLatin1Char(',')));
    int digits = 0;
    for (qsizetype i = point + 1; point >= 0 && i < text.size() && text.at(i).isDigit(); ++i)
        ++digits;
    return std::max(atLeast, digits);
}

/// A hand-calculated cell is right when it agrees to the precision the learner typed
/// (half a unit of the last decimal), or within 0.5% for figures computed from rounded cells.
inline bool near(double typed, double expected, int decimals = 2)
{
    const double rounding = 0.5 * std::pow(10.0, -decimals) + 1e-9;
    return std::abs(typed - expected) <= std::max(rounding, 0.005 * std::abs(expected));
}

/// The range a figure lies in when it may be worked out from exact figures or from the same
/// figures rounded as the screen shows them (or as the learner typed them): interval arithmetic.
struct Span {
    double lo = 0.0;
    double hi = 0.0;

    static Span of(std::initializer_list<double> xs)
    {
        return {std::min(xs), std::max(xs)};
    }
    /// How far `x` lies outside the range; its nearest point.
    double nearest(double x) const { return std::clamp(x, lo, hi); }
    friend Span operator+(Span a, Span b) { return {a.lo + b.lo, a.hi + b.hi}; }
    friend Span operator-(Span a, Span b) { return {a.lo - b.hi, a.hi - b.lo}; }
    friend Span operator*(Span a, Span b)
    {
        return of({a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi});
    }
    /// Only for a divisor that stays on one side of zero (Σ exp ≥ 1).
    friend Span operator/(Span a, Span b)
    {
        return of({a.lo / b.lo, a.lo / b.hi, a.hi / b.lo, a.hi / b.hi});
    }
};

/// `x` rounded to the decimals a given cell or a prompt shows (4).
inline double asShown(double x, int decimals = 4)
{
    const double unit = std::pow(10.0, decimals);
    return std::round(x * unit) / unit;
}

/// A figure as the course shows it: fixed decimals and the minus sign − (FORMAT.md).
inline QString fmt(double x, int decimals = 4)
{
    return formatFixed(x, decimals);
}

inline Feedback invalid(const QString &message)
{
    Feedback f;
    f.status = Feedback::Status::Invalid;
    f.message = message;
    return f;
}

inline Feedback verdict(double score, const QString &right, const QString &partly, const QString &wrong)
{
    Feedback f;
    f.score = std::clamp(score, 0.0, 1.0);
    if (f.score >= 1.0 - 1e-12) {
        f.status = Feedback::Status::Correct;
        f.message = right;
    } else if (f.score > 0.0) {
        f.status = Feedback::Status::Partial;
        f.message = partly;
    } else {
        f.status = Feedback::Status::Wrong;
        f.message = wrong;
    }
    return f;
}

} // namespace course::gradingdetail
