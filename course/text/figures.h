#pragma once

// How the course writes a figure: in the language's number style (QLocale's default, which
// View ▸ Language and --lang set), without group separators, with the typographic minus.
// Every figure the learner reads (prose, tables, charts, exercises, feedback) goes through here.

#include <QLocale>
#include <QString>
#include <QStringList>

#include <vector>

namespace course {

/// The locale figures are written in: the default locale, without group separators (a learner
/// who copies a figure into an answer types no thousands separator either).
QLocale figureLocale();

/// A figure with a fixed number of decimals: a negative number takes the typographic minus
/// U+2212 (as the step tables do), and a number that rounds to zero takes no sign ("0.0000",
/// never "−0.0000"). "16,8400" in German and French.
QString formatFixed(double x, int decimals);
/// A given number (a value) in its shortest form, with the same minus as formatFixed().
QString formatPlain(double x);
/// A weight (a fraction) in percent with `decimals` decimals, in the language's percent style:
/// "55.1%" in English, "55,1 %" (with a no-break space) in German and French.
QString formatPercent(double weight, int decimals = 1);
/// An already written figure followed by the percent sign in the language's style.
QString withPercent(const QString &figure);

/// What separates figures listed in a row (a vector's coordinates, a list of values): ", "
/// where the decimal mark is a point, "; " where it is a comma (German; French with a narrow
/// no-break space before it), so that "(1,1491; 0,9642)" cannot be read as three numbers.
QString figureSeparator();
/// Figures already written, joined with figureSeparator().
QString joinFigures(const QStringList &figures);
/// A vector in parentheses, each coordinate with formatFixed(): "(1.15, 0.96)", "(1,15; 0,96)".
QString formatVector(const std::vector<double> &coordinates, int decimals);

} // namespace course
