#include "traceformat.h"

#include "jsonutil.h"
#include "placeholders.h"
#include "steptable.h"

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

/// A figure as the course prints it, with the minus sign − (FORMAT.md); the JSON keeps numbers.
QString num(double x, int decimals = 4)
{
    return formatFixed(x, decimals);
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

/// A step table as rows of text: its header, then one row per key and the Σ row. Exponentials
/// and weights get six decimals, values are printed as they are, and each weight column is
/// followed by the weight in percent as the prose writes it (one decimal).
QList<QStringList> stepRows(const StepTable &t)
{
    using Quantity = StepColumn::Quantity;
    QStringList head;
    for (const StepColumn &c : t.columns) {
        head << c.header;
        if (c.quantity == Quantity::Weight)
            head << QStringLiteral("%");
    }
    QList<QStringList> rows{head};
    for (const StepRow &row : t.rows) {
        QStringList cells;
        for (int c = 0; c < t.columns.size(); ++c) {
            const Quantity q = t.columns[c].quantity;
            const StepCell &cell = row.cells[c];
            if (q == Quantity::Key)
                cells << row.label;
            else if (!cell.exists)
                cells << (row.masked ? TraceFormat::tr("masked") : QString());
            else if (q == Quantity::Value)
                cells << formatPlain(cell.value);
            else
                cells << num(cell.value, q == Quantity::Exponential || q == Quantity::Weight ? 6 : 4);
            if (q == Quantity::Weight)
                cells << (cell.exists ? formatPercent(cell.value) : QString());
        }
        rows << cells;
    }
    return rows;
}


} // namespace

QString traceToText(const attn::Trace &trace, const std::vector<double> &values)
{
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
    out += table(stepRows(stepTable(StepTableKind::DotProduct, trace))) + QLatin1Char('\n');

    out += TraceFormat::tr("Step 2 · Softmax: wᵢ = exp(sᵢ − max) / Σⱼ exp(sⱼ − max), max = %1\n")
               .arg(num(trace.maxScore));
    out += table(stepRows(stepTable(StepTableKind::Softmax, trace))) + QLatin1Char('\n');
    if (masked)
        out += TraceFormat::tr("Masked keys get weight 0.\n\n");

    out += TraceFormat::tr("Step 3 · Weighted sum: output = Σ wᵢ × vᵢ\n");
    out += table(stepRows(stepTable(StepTableKind::WeightedSum, trace))) + QLatin1Char('\n');

    const std::size_t best = attn::argmax(trace.weights());
    out += TraceFormat::tr("Output = %1   (largest weight: key %2 with %3; plain average of the values: %4)\n")
               .arg(num(trace.output))
               .arg(best + 1)
               .arg(formatPercent(trace.rows[best].weight), formatPlain(attn::plainAverage(values)));
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
