#include "placeholders.h"

#include "panels.h"

#include <QRegularExpression>
#include <QtNumeric>

#include <algorithm>
#include <array>
#include <cmath>

namespace course {

namespace {

/// The placeholders that do not depend on the number of keys.
const QStringList &fixedPlaceholderNames()
{
    static const QStringList names{
        QStringLiteral("angle"),     QStringLiteral("length"),       QStringLiteral("query.x"),
        QStringLiteral("query.y"),   QStringLiteral("weight.max"),   QStringLiteral("argmax"),
        QStringLiteral("argmax.value"), QStringLiteral("score.max"), QStringLiteral("sum.exp"),
        QStringLiteral("output"),    QStringLiteral("average"),      QStringLiteral("entropy"),
        QStringLiteral("entropy.max"), QStringLiteral("keys"),
    };
    return names;
}

constexpr std::array<const char *, 4> kPerKeyStems{"score", "weight", "value", "contribution"};

} // namespace

QStringList commonPlaceholderNames(std::size_t keys)
{
    QStringList names = fixedPlaceholderNames();
    for (std::size_t k = 1; k <= keys; ++k) {
        for (const char *stem : kPerKeyStems)
            names << QStringLiteral("%1.k%2").arg(QLatin1String(stem)).arg(k);
    }
    return names;
}

bool isCommonPlaceholderName(const QString &name, std::size_t keys)
{
    if (fixedPlaceholderNames().contains(name))
        return true;
    // "stem.kN" with N from 1 to keys, written without leading zeros.
    const qsizetype dot = name.indexOf(QLatin1String(".k"));
    if (dot < 0)
        return false;
    const QStringView stem = QStringView(name).left(dot);
    const QStringView number = QStringView(name).mid(dot + 2);
    if (number.isEmpty() || number.startsWith(QLatin1Char('0'))
        || !std::all_of(number.begin(), number.end(), [](QChar c) { return c >= u'0' && c <= u'9'; }))
        return false;
    bool ok = false;
    const qulonglong k = number.toULongLong(&ok);
    return ok && k >= 1 && k <= keys
        && std::any_of(kPerKeyStems.begin(), kPerKeyStems.end(),
                       [stem](const char *s) { return stem == QLatin1String(s); });
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
    if (trace.rows.empty())
        return std::nullopt;
    const auto fixed = &formatFixed;
    const auto plain = &formatPlain;
    const std::vector<double> weights = trace.weights();
    const std::size_t best = attn::argmax(weights);
    const attn::Polar q = attn::toPolar(trace.query);

    if (name == QLatin1String("angle"))
        return fixed(q.angleDegrees, 1);
    if (name == QLatin1String("length"))
        return fixed(q.length, 2);
    if (name == QLatin1String("query.x"))
        return fixed(trace.query.at(0), 4);
    if (name == QLatin1String("query.y"))
        return fixed(trace.query.size() > 1 ? trace.query[1] : 0.0, 4);
    if (name == QLatin1String("weight.max"))
        return formatPercent(weights[best]);
    if (name == QLatin1String("argmax"))
        return QString::number(best + 1);
    if (name == QLatin1String("argmax.value"))
        return plain(trace.rows[best].value);
    if (name == QLatin1String("score.max"))
        return fixed(trace.maxScore, 4);
    if (name == QLatin1String("sum.exp"))
        return fixed(trace.sumExponentials, 4);
    if (name == QLatin1String("output"))
        return fixed(trace.output, 2);
    if (name == QLatin1String("average"))
        return plain(attn::plainAverage(layout.values));
    if (name == QLatin1String("entropy"))
        return fixed(attn::entropy(weights), 2);
    if (name == QLatin1String("entropy.max"))
        return fixed(std::log(double(weights.size())), 2);
    if (name == QLatin1String("keys"))
        return QString::number(trace.rows.size());

    static const QRegularExpression perKey(
        QStringLiteral("^(score|weight|value|contribution)\\.k(\\d+)$"));
    const QRegularExpressionMatch m = perKey.match(name);
    if (!m.hasMatch())
        return std::nullopt;
    const std::size_t k = m.captured(2).toULongLong();
    if (k < 1 || k > trace.rows.size())
        return std::nullopt;
    const attn::TraceRow &row = trace.rows[k - 1];
    const QString stem = m.captured(1);
    if (stem == QLatin1String("score"))
        return fixed(row.score, 4);
    if (stem == QLatin1String("weight"))
        return formatPercent(row.weight);
    if (stem == QLatin1String("value"))
        return plain(row.value);
    return fixed(row.contribution, 2);
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
