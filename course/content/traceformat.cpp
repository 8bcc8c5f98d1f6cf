#include "traceformat.h"

#include "jsonutil.h"
#include "placeholders.h"
#include "steptable.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>
#include <QIODevice>
#include <QJsonArray>
#include <QLocale>
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

/// QJsonDocument's indented JSON, written member by member in the order it sorts them
/// (QJsonObject keeps its keys sorted) and flushed to the device every MiB.
class JsonWriter
{
public:
    explicit JsonWriter(QIODevice *out)
        : m_out(out)
    {
        m_buffer.reserve(kFlushAt + 4096);
    }

    /// A number as QJsonValue(double) writes it: a whole number up to 2⁵³ is kept as an
    /// integer ("10", "0" for −0), anything else in the shortest form that reads back the same.
    void number(double x)
    {
        constexpr double kLargestExactInteger = 9007199254740992.0; // 2⁵³
        if (!std::isfinite(x))
            m_buffer += "null";
        else if (std::trunc(x) == x && std::abs(x) <= kLargestExactInteger)
            m_buffer += QByteArray::number(qint64(x));
        else
            m_buffer += QByteArray::number(x, 'g', QLocale::FloatingPointShortest);
    }
    void boolean(bool b) { m_buffer += b ? "true" : "false"; }
    void integer(qint64 n) { m_buffer += QByteArray::number(n); }

    /// `"name": ` at `depth`, after the comma that ends the previous member (if any).
    void member(int depth, const char *name, bool first)
    {
        separate(depth, first);
        m_buffer += '"';
        m_buffer += name;
        m_buffer += "\": ";
    }
    /// The comma and line break before an entry (none before the first) and its indentation.
    void separate(int depth, bool first)
    {
        if (!first)
            m_buffer += ",\n";
        m_buffer.append(4 * depth, ' ');
    }
    void open(char bracket) { m_buffer += bracket; m_buffer += '\n'; }
    /// The line break after the last entry (none in an empty container) and the bracket.
    void close(int depth, char bracket, bool empty)
    {
        if (!empty)
            m_buffer += '\n';
        m_buffer.append(4 * depth, ' ');
        m_buffer += bracket;
    }

    /// An array of numbers; false once a write has failed.
    bool numbers(int depth, const std::vector<double> &xs)
    {
        return array(depth, xs.size(), [&](std::size_t i) { number(xs[i]); });
    }
    /// An array of one figure of every row, a column of the trace's table; false once a write
    /// has failed.
    bool column(int depth, const std::vector<attn::TraceRow> &rows, double attn::TraceRow::*figure)
    {
        return array(depth, rows.size(), [&](std::size_t i) { number(rows[i].*figure); });
    }
    /// An array of `count` entries, each written by `entry(i)`, sent on as the buffer fills.
    template <typename Entry>
    bool array(int depth, std::size_t count, Entry entry)
    {
        open('[');
        for (std::size_t i = 0; i < count; ++i) {
            separate(depth + 1, i == 0);
            entry(i);
            if (!flushIfFull())
                return false;
        }
        close(depth, ']', count == 0);
        return true;
    }

    void raw(const char *text) { m_buffer += text; }

    bool flushIfFull() { return m_buffer.size() < kFlushAt || flush(); }
    bool flush()
    {
        if (!m_ok)
            return false;
        m_ok = m_out->write(m_buffer) == m_buffer.size();
        m_buffer.resize(0);
        return m_ok;
    }

private:
    static constexpr qsizetype kFlushAt = 1024 * 1024;
    QIODevice *m_out = nullptr;
    QByteArray m_buffer;
    bool m_ok = true;
};

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

bool writeTraceJson(const attn::Trace &trace, const std::vector<double> &values, QIODevice *out)
{
    JsonWriter w(out);
    w.open('{');
    // The members in QJsonObject's (sorted) order: keys, maxScore, output, query, scale,
    // scores, steps, sumExponentials, values, weights.
    w.member(1, "keys", true);
    w.open('[');
    for (std::size_t i = 0; i < trace.keys.size(); ++i) {
        w.separate(2, i == 0);
        if (!w.numbers(2, trace.keys[i]))
            return false;
    }
    w.close(1, ']', trace.keys.empty());
    w.member(1, "maxScore", false);
    w.number(trace.maxScore);
    w.member(1, "output", false);
    w.number(trace.output);
    w.member(1, "query", false);
    if (!w.numbers(1, trace.query))
        return false;
    w.member(1, "scale", false);
    w.number(trace.scale);
    w.member(1, "scores", false);
    if (!w.column(1, trace.rows, &attn::TraceRow::score))
        return false;
    w.member(1, "steps", false);
    w.open('[');
    for (std::size_t i = 0; i < trace.rows.size(); ++i) {
        const attn::TraceRow &r = trace.rows[i];
        w.separate(2, i == 0);
        w.open('{');
        w.member(3, "contribution", true);
        w.number(r.contribution);
        w.member(3, "exponential", false);
        w.number(r.exponential);
        w.member(3, "key", false);
        w.integer(qint64(i) + 1);
        w.member(3, "score", false);
        w.number(r.score);
        w.member(3, "shifted", false);
        w.number(r.shifted);
        w.member(3, "terms", false);
        if (!w.numbers(3, r.terms))
            return false;
        w.member(3, "value", false);
        w.number(r.value);
        w.member(3, "visible", false);
        w.boolean(r.visible);
        w.member(3, "weight", false);
        w.number(r.weight);
        w.close(2, '}', false);
        if (!w.flushIfFull())
            return false;
    }
    w.close(1, ']', trace.rows.empty());
    w.member(1, "sumExponentials", false);
    w.number(trace.sumExponentials);
    w.member(1, "values", false);
    if (!w.numbers(1, values))
        return false;
    w.member(1, "weights", false);
    if (!w.column(1, trace.rows, &attn::TraceRow::weight))
        return false;
    w.close(0, '}', false);
    w.raw("\n");
    return w.flush();
}

} // namespace course
