#include "namedfigures.h"

#include "figures.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <functional>

namespace course {

namespace {

/// How a figure is written where it is shown.
struct Shown {
    enum Kind { Fixed, Percent, Plain, Whole };
    Kind kind = Fixed;
    int decimals = 4;
};

QString written(double x, Shown shown)
{
    switch (shown.kind) {
    case Shown::Fixed: return formatFixed(x, shown.decimals);
    case Shown::Percent: return formatPercent(x);
    case Shown::Plain: return formatPlain(x);
    case Shown::Whole: return QString::number(std::llround(x));
    }
    return {};
}

/// What a figure is read from: the layout and the trace of its lookup.
struct Lookup {
    const attn::PlateLayout &layout;
    const attn::Trace &trace;
    std::vector<double> weights;
    std::size_t best;
};

struct FixedFigure {
    const char *name;
    Shown shown;
    std::function<double(const Lookup &)> value;
};

const std::vector<FixedFigure> &fixedFigures()
{
    static const std::vector<FixedFigure> figures{
        {"angle", {Shown::Fixed, 1}, [](const Lookup &l) { return attn::toPolar(l.trace.query).angleDegrees; }},
        {"length", {Shown::Fixed, 2}, [](const Lookup &l) { return attn::toPolar(l.trace.query).length; }},
        {"query.x", {Shown::Fixed, 4}, [](const Lookup &l) { return l.trace.query.at(0); }},
        {"query.y", {Shown::Fixed, 4}, [](const Lookup &l) { return l.trace.query.size() > 1 ? l.trace.query[1] : 0.0; }},
        {"weight.max", {Shown::Percent}, [](const Lookup &l) { return l.weights[l.best]; }},
        {"argmax", {Shown::Whole}, [](const Lookup &l) { return double(l.best + 1); }},
        {"argmax.value", {Shown::Plain}, [](const Lookup &l) { return l.trace.rows[l.best].value; }},
        {"score.max", {Shown::Fixed, 4}, [](const Lookup &l) { return l.trace.maxScore; }},
        {"sum.exp", {Shown::Fixed, 4}, [](const Lookup &l) { return l.trace.sumExponentials; }},
        {"output", {Shown::Fixed, 2}, [](const Lookup &l) { return l.trace.output; }},
        {"average", {Shown::Plain}, [](const Lookup &l) { return attn::plainAverage(l.layout.values); }},
        {"entropy", {Shown::Fixed, 2}, [](const Lookup &l) { return attn::entropy(l.weights); }},
        {"entropy.max", {Shown::Fixed, 2}, [](const Lookup &l) { return std::log(double(l.weights.size())); }},
        {"keys", {Shown::Whole}, [](const Lookup &l) { return double(l.trace.rows.size()); }},
    };
    return figures;
}

struct KeyFigure {
    const char *stem;
    std::optional<Shown> shown; ///< nothing: a figure for answers only
    std::function<double(const attn::TraceRow &)> value;
};

const std::vector<KeyFigure> &keyFigures()
{
    static const std::vector<KeyFigure> figures{
        {"score", Shown{Shown::Fixed, 4}, [](const attn::TraceRow &r) { return r.score; }},
        {"weight", Shown{Shown::Percent}, [](const attn::TraceRow &r) { return r.weight; }},
        {"value", Shown{Shown::Plain}, [](const attn::TraceRow &r) { return r.value; }},
        {"contribution", Shown{Shown::Fixed, 2}, [](const attn::TraceRow &r) { return r.contribution; }},
        {"shifted", std::nullopt, [](const attn::TraceRow &r) { return r.shifted; }},
        {"exp", std::nullopt, [](const attn::TraceRow &r) { return r.exponential; }},
    };
    return figures;
}

/// "stem.kN" or "term.kN.x": the stem, the key (1-based) and the component ("" or x/y).
struct KeyName {
    QString stem;
    std::size_t key = 0;
    QString component;
};

std::optional<KeyName> splitKeyName(const QString &name)
{
    static const QRegularExpression pattern(QStringLiteral("^([a-z]+)\\.k([1-9][0-9]{0,5})(?:\\.(x|y))?$"));
    const QRegularExpressionMatch m = pattern.match(name);
    if (!m.hasMatch())
        return std::nullopt;
    return KeyName{m.captured(1), std::size_t(m.captured(2).toULongLong()), m.captured(3)};
}

const KeyFigure *keyFigure(const QString &stem)
{
    const auto it = std::find_if(keyFigures().cbegin(), keyFigures().cend(),
                                 [&](const KeyFigure &f) { return stem == QLatin1String(f.stem); });
    return it == keyFigures().cend() ? nullptr : &*it;
}

const FixedFigure *fixedFigure(const QString &name)
{
    const auto it = std::find_if(fixedFigures().cbegin(), fixedFigures().cend(),
                                 [&](const FixedFigure &f) { return name == QLatin1String(f.name); });
    return it == fixedFigures().cend() ? nullptr : &*it;
}

} // namespace

const QStringList &fixedFigureNames()
{
    static const QStringList names = [] {
        QStringList out;
        for (const FixedFigure &f : fixedFigures())
            out << QLatin1String(f.name);
        return out;
    }();
    return names;
}

bool isShownFigureName(const QString &name, std::size_t keys)
{
    if (fixedFigure(name))
        return true;
    const auto split = splitKeyName(name);
    if (!split || split->key > keys || !split->component.isEmpty())
        return false;
    const KeyFigure *figure = keyFigure(split->stem);
    return figure && figure->shown;
}

bool isAnyFigureName(const QString &name, std::size_t keys)
{
    if (fixedFigure(name))
        return true;
    const auto split = splitKeyName(name);
    if (!split || split->key > keys)
        return false;
    if (split->stem == QLatin1String("term"))
        return !split->component.isEmpty();
    return split->component.isEmpty() && keyFigure(split->stem);
}

std::optional<double> namedFigureValue(const QString &name, const attn::PlateLayout &layout, const attn::Trace &trace)
{
    if (trace.rows.empty())
        return std::nullopt;
    if (const FixedFigure *figure = fixedFigure(name)) {
        const std::vector<double> weights = trace.weights();
        return figure->value(Lookup{layout, trace, weights, attn::argmax(weights)});
    }
    const auto split = splitKeyName(name);
    if (!split || split->key > trace.rows.size())
        return std::nullopt;
    const attn::TraceRow &row = trace.rows[split->key - 1];
    if (split->stem == QLatin1String("term")) {
        const std::size_t d = split->component == QLatin1String("y") ? 1 : 0;
        return split->component.isEmpty() || d >= row.terms.size() ? std::nullopt : std::optional<double>(row.terms[d]);
    }
    const KeyFigure *figure = keyFigure(split->stem);
    if (!figure || !split->component.isEmpty())
        return std::nullopt;
    return figure->value(row);
}

std::optional<QString> namedFigureText(const QString &name, const attn::PlateLayout &layout, const attn::Trace &trace)
{
    if (trace.rows.empty())
        return std::nullopt;
    const auto value = namedFigureValue(name, layout, trace);
    if (!value)
        return std::nullopt;
    if (const FixedFigure *figure = fixedFigure(name))
        return written(*value, figure->shown);
    const KeyFigure *figure = keyFigure(splitKeyName(name)->stem);
    if (!figure || !figure->shown)
        return std::nullopt;
    return written(*value, *figure->shown);
}

} // namespace course
