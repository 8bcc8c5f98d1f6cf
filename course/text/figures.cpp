#include "figures.h"

#include <QCoreApplication>

#include <algorithm>

namespace course {

namespace {

/// QLocale writes a hyphen-minus; the course writes the minus sign, and no sign on a rounded zero.
QString typographicMinus(QString number, const QLocale &locale)
{
    const QString sign = locale.negativeSign();
    if (!number.startsWith(sign))
        return number;
    number.remove(0, sign.size());
    const bool nonZero = std::any_of(number.cbegin(), number.cend(), [](QChar ch) {
        return ch.isDigit() && ch != QLatin1Char('0');
    });
    return nonZero ? QChar(0x2212) + number : number;
}

} // namespace

QLocale figureLocale()
{
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale;
}

QString formatFixed(double x, int decimals)
{
    const QLocale locale = figureLocale();
    return typographicMinus(locale.toString(x, 'f', decimals), locale);
}

QString formatPlain(double x)
{
    const QLocale locale = figureLocale();
    return typographicMinus(locale.toString(x, 'g', 10), locale);
}

QString withPercent(const QString &figure)
{
    //: A percentage: %1 is the figure, already in the language's number style. Write the sign
    //: as the language does (German and French: "%1 %" with a no-break space, U+00A0).
    return QCoreApplication::translate("course::Figures", "%1%").arg(figure);
}

QString formatPercent(double weight, int decimals)
{
    return withPercent(formatFixed(100.0 * weight, decimals));
}

QString figureSeparator()
{
    const QLocale locale = figureLocale();
    if (locale.decimalPoint() != QLatin1String(","))
        return QStringLiteral(", ");
    // French sets a narrow no-break space before the semicolon, as the lessons write it.
    return locale.language() == QLocale::French ? QStringLiteral("\u202f; ") : QStringLiteral("; ");
}

QString joinFigures(const QStringList &figures)
{
    return figures.join(figureSeparator());
}

QString formatVector(const std::vector<double> &coordinates, int decimals)
{
    QStringList parts;
    for (double x : coordinates)
        parts << formatFixed(x, decimals);
    return QLatin1Char('(') + joinFigures(parts) + QLatin1Char(')');
}

} // namespace course
