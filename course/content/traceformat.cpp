#include "traceformat.h"

#include "jsonutil.h"

#include <algorithm>

#include <QCoreApplication>
#include <QJsonArray>
#include <QStringList>

namespace course {

namespace {

/// Translation context of these free functions (lupdate reads the macro).
class TraceFormat
{
    Q_DECLARE_TR_FUNCTIONS(TraceFormat)
};

QString num(double x, int decimals = 4)
{
    return QString::number(x, 'f', decimals);
}

QString percent(double w)
{
    return QString::number(100.0 * w, 'f', 2) + QLatin1Char('%');
}

QString vectorText(const attn::Vector &v)
{
    QStringList parts;
    for (double x : v)
        parts << num(x);
    return QLatin1Char('(') + parts.join(QStringLiteral(", ")) + QLatin1Char(')');
}

/// One table: a header and rows of cells, each column right-aligned to its widest cell.
QString table(const QList<QStringList> &rows)
{
    QList<int> widths;
    for (const QStringList &row : rows) {
        for (int c = 0; c < row.size(); ++c) {
            if (c >= widths.size())
                widths << 0;
            widths[c] = std::max(widths[c], int(row[c].size()));
        }
    }
    QString out;
    for (const QStringList &row : rows) {
        QStringList cells;
        for (int c = 0; c < row.size(); ++c)
            cells << (c == 0 ? row[c].leftJustified(widths[c]) : row[c].rightJustified(widths[c]));
        out += QStringLiteral("  ") + cells.join(QStringLiteral("   ")) + QLatin1Char('\n');
    }
    return out;
}

/// x, y, z for the first three dimensions, then 4, 5, …
QString component(std::size_t d)
{
    return d < 3 ? QString(QLatin1Char("xyz"[d])) : QString::number(d + 1);
}

QString keyName(std::size_t i)
{
    return QStringLiteral("k%1").arg(i + 1);
}


} // namespace

QString traceToText(const attn::Trace &trace, const std::vector<double> &values)
{
    const std::size_t dims = trace.query.size();
    const bool masked = std::any_of(trace.rows.begin(), trace.rows.end(),
                                    [](const attn::TraceRow &r) { return !r.visible; });
    QString out;
    const attn::Polar polar = attn::toPolar(trace.query);
    out += TraceFormat::tr("Query q = %1   (angle %2°, length %3)\n")
               .arg(vectorText(trace.query), num(polar.angleDegrees, 2), num(polar.length));
    if (trace.scale != 1.0)
        out += TraceFormat::tr("Scale factor 1/√d = %1\n").arg(num(trace.scale, 6));
    out += QLatin1Char('\n');

    out += TraceFormat::tr("Step 1 · Scores: sᵢ = q·kᵢ = Σ q_d·k_d\n");
    QStringList head{TraceFormat::tr("key")};
    for (std::size_t d = 0; d < dims; ++d)
        head << QStringLiteral("k_%1").arg(component(d));
    for (std::size_t d = 0; d < dims; ++d)
        head << QStringLiteral("q_%1·k_%1").arg(component(d));
    head << TraceFormat::tr("score");
    QList<QStringList> rows{head};
    for (std::size_t i = 0; i < trace.rows.size(); ++i) {
        QStringList row{keyName(i)};
        for (double x : trace.keys[i])
            row << num(x);
        for (double t : trace.rows[i].terms)
            row << num(t);
        row << num(trace.rows[i].score);
        rows << row;
    }
    out += table(rows) + QLatin1Char('\n');

    out += TraceFormat::tr("Step 2 · Softmax: wᵢ = exp(sᵢ − max) / Σⱼ exp(sⱼ − max), max = %1\n")
               .arg(num(trace.maxScore));
    rows = {{TraceFormat::tr("key"), TraceFormat::tr("score"), TraceFormat::tr("s − max"), TraceFormat::tr("exp"), TraceFormat::tr("weight"), TraceFormat::tr("weight %")}};
    for (std::size_t i = 0; i < trace.rows.size(); ++i) {
        const attn::TraceRow &r = trace.rows[i];
        if (r.visible)
            rows << QStringList{keyName(i), num(r.score), num(r.shifted), num(r.exponential, 6),
                                num(r.weight, 6), percent(r.weight)};
        else
            rows << QStringList{keyName(i), num(r.score), TraceFormat::tr("masked"), num(0.0, 6),
                                num(0.0, 6), percent(0.0)};
    }
    rows << QStringList{TraceFormat::tr("Σ"), QString(), QString(), num(trace.sumExponentials, 6),
                        num(1.0, 6), percent(1.0)};
    out += table(rows) + QLatin1Char('\n');
    if (masked)
        out += TraceFormat::tr("Masked keys get weight 0.\n\n");

    out += TraceFormat::tr("Step 3 · Weighted sum: output = Σ wᵢ·vᵢ\n");
    rows = {{TraceFormat::tr("key"), TraceFormat::tr("weight"), TraceFormat::tr("value"), TraceFormat::tr("weight × value")}};
    for (std::size_t i = 0; i < trace.rows.size(); ++i) {
        const attn::TraceRow &r = trace.rows[i];
        rows << QStringList{keyName(i), num(r.weight, 6), num(r.value), num(r.contribution)};
    }
    rows << QStringList{TraceFormat::tr("Σ"), QString(), QString(), num(trace.output)};
    out += table(rows) + QLatin1Char('\n');

    const std::size_t best = attn::argmax(trace.weights());
    out += TraceFormat::tr("Output = %1   (largest weight: key %2 with %3; plain average of the values: %4)\n")
               .arg(num(trace.output))
               .arg(best + 1)
               .arg(percent(trace.rows[best].weight), num(attn::plainAverage(values)));
    return out;
}

QJsonObject traceToJson(const attn::Trace &trace, const std::vector<double> &values)
{
    QJsonArray keys;
    for (const attn::Vector &k : trace.keys)
        keys.append(jsonArray(k));
    QJsonArray steps;
    for (std::size_t i = 0; i < trace.rows.size(); ++i) {
        const attn::TraceRow &r = trace.rows[i];
        steps.append(QJsonObject{
            {QStringLiteral("key"), int(i + 1)},
            {QStringLiteral("terms"), jsonArray(r.terms)},
            {QStringLiteral("score"), r.score},
            {QStringLiteral("visible"), r.visible},
            {QStringLiteral("shifted"), r.shifted},
            {QStringLiteral("exponential"), r.exponential},
            {QStringLiteral("weight"), r.weight},
            {QStringLiteral("value"), r.value},
            {QStringLiteral("contribution"), r.contribution},
        });
    }
    return QJsonObject{
        {QStringLiteral("query"), jsonArray(trace.query)},
        {QStringLiteral("keys"), keys},
        {QStringLiteral("values"), jsonArray(values)},
        {QStringLiteral("scale"), trace.scale},
        {QStringLiteral("scores"), jsonArray(trace.scores())},
        {QStringLiteral("weights"), jsonArray(trace.weights())},
        {QStringLiteral("maxScore"), trace.maxScore},
        {QStringLiteral("sumExponentials"), trace.sumExponentials},
        {QStringLiteral("output"), trace.output},
        {QStringLiteral("steps"), steps},
    };
}

} // namespace course
