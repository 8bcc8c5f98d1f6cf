#include "placeholders.h"

#include "namedfigures.h"
#include "panels.h"

#include <QRegularExpression>
#include <QtNumeric>

#include <algorithm>
#include <cmath>

namespace course {

QStringList commonPlaceholderNames(std::size_t keys)
{
    QStringList names = fixedFigureNames();
    for (std::size_t k = 1; k <= keys; ++k)
        for (const char *stem : {"score", "weight", "value", "contribution"})
            if (const QString name = QStringLiteral("%1.k%2").arg(QLatin1String(stem)).arg(k); isShownFigureName(name, keys))
                names << name;
    return names;
}

bool isCommonPlaceholderName(const QString &name, std::size_t keys)
{
    return isShownFigureName(name, keys);
}

QStringList panelPlaceholderNames(const QString &panel)
{
    for (const PanelEntry &entry : panelCatalogue())
        if (entry.name == panel)
            return entry.placeholders;
    return {};
}

bool isKnownPlaceholder(const QString &name, const QString &panel, std::size_t keys)
{
    return isCommonPlaceholderName(name, keys) || panelPlaceholderNames(panel).contains(name);
}

QStringList placeholderMultiset(const QString &text)
{
    QStringList out;
    for (const PlaceholderRef &ref : findPlaceholders(text))
        out << text.mid(ref.offset, ref.length);
    out.sort();
    return out;
}

QList<PlaceholderRef> findPlaceholders(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("\\{\\{([^{}]*)\\}\\}"));
    QList<PlaceholderRef> refs;
    for (auto it = pattern.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        PlaceholderRef ref;
        ref.offset = m.capturedStart();
        ref.length = m.capturedLength();
        const QString inner = m.captured(1).trimmed();
        const qsizetype at = inner.indexOf(QLatin1Char('@'));
        ref.name = (at < 0 ? inner : inner.left(at)).trimmed();
        if (ref.name.isEmpty())
            ref.error = QStringLiteral("empty placeholder");
        if (at >= 0) {
            const QStringList parts = inner.mid(at + 1).split(QLatin1Char(','));
            bool okAngle = false;
            bool okLength = false;
            const double angle = parts.value(0).trimmed().toDouble(&okAngle);
            const double length = parts.value(1).trimmed().toDouble(&okLength);
            if (parts.size() != 2 || !okAngle || !okLength || !std::isfinite(angle)
                || !std::isfinite(length) || length < 0)
                ref.error = QStringLiteral("'%1' is not @ANGLE,LENGTH with a length ≥ 0")
                                .arg(inner.mid(at));
            else
                ref.at = attn::Polar{angle, length};
        }
        refs << ref;
    }
    return refs;
}

namespace {

const QString kEquals = QStringLiteral("=");
const QString kApprox = QStringLiteral("≈");

/// A figure as shown with `decimals` decimals, as an exact integer count of 10^−decimals;
/// nothing when it does not fit.
std::optional<qint64> shownUnits(double x, int decimals)
{
    if (!std::isfinite(x) || std::abs(x) >= 1e12)
        return std::nullopt;
    QString digits = QString::number(x, 'f', decimals);
    digits.remove(QLatin1Char('.'));
    bool ok = false;
    const qint64 units = digits.toLongLong(&ok);
    return ok ? std::optional<qint64>(units) : std::nullopt;
}

std::optional<qint64> times(std::optional<qint64> a, std::optional<qint64> b)
{
    qint64 product = 0;
    if (!a || !b || qMulOverflow(*a, *b, &product))
        return std::nullopt;
    return product;
}

} // namespace

QString shownRelation(const std::vector<double> &terms, const std::vector<double> &factors,
                      double result, int decimals)
{
    // Whole numbers of the last shown digit: the sum keeps `decimals` decimals, and every
    // factor adds as many again, so the result is scaled up by one power of ten per factor.
    std::optional<qint64> lhs = qint64(0);
    for (double term : terms) {
        const auto units = shownUnits(term, decimals);
        qint64 sum = 0;
        if (!lhs || !units || qAddOverflow(*lhs, *units, &sum))
            return kApprox;
        lhs = sum;
    }
    std::optional<qint64> rhs = shownUnits(result, decimals);
    const auto power = shownUnits(1.0, decimals);
    for (double factor : factors) {
        lhs = times(lhs, shownUnits(factor, decimals));
        rhs = times(rhs, power);
    }
    return lhs && rhs && *lhs == *rhs ? kEquals : kApprox;
}

QString shownExponentialRelation(double x, double result, int decimals)
{
    return shownUnits(x, decimals) == qint64(0) && shownUnits(result, decimals) == shownUnits(1.0, decimals)
               ? kEquals
               : kApprox;
}

std::optional<QString> commonPlaceholder(const QString &name, const attn::PlateLayout &layout,
                                         const attn::Trace &trace)
{
    return namedFigureText(name, layout, trace);
}

QString fillPlaceholders(const QString &text,
                         const std::function<std::optional<QString>(const PlaceholderRef &)> &value)
{
    const QList<PlaceholderRef> refs = findPlaceholders(text);
    QString out;
    qsizetype from = 0;
    for (const PlaceholderRef &ref : refs) {
        out += QStringView(text).mid(from, ref.offset - from);
        const std::optional<QString> v = ref.error.isEmpty() ? value(ref) : std::nullopt;
        out += v ? *v : text.mid(ref.offset, ref.length);
        from = ref.offset + ref.length;
    }
    out += QStringView(text).mid(from);
    return out;
}

} // namespace course
