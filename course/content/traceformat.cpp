#include "traceformat.h"

#include "jsonutil.h"
#include "placeholders.h"
#include "steptable.h"

#include <algorithm>
#include <cmath>

#include <QBuffer>
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
    return formatVector(v, 4);
}

/// The header of a step table's text: each weight column is followed by the weight in percent.
QStringList stepHeader(const StepTable &t)
{
    QStringList head;
    for (const StepColumn &c : t.columns) {
        head << c.header;
        if (c.quantity == StepColumn::Quantity::Weight)
            head << QStringLiteral("%");
    }
    return head;
}

/// One row of a step table as text (a key's or the Σ row). Exponentials and weights get six
/// decimals, values are printed as they are, and each weight is followed by the weight in
/// percent as the prose writes it (one decimal).
QStringList stepCells(const StepTable &t, const StepRow &row)
{
    using Quantity = StepColumn::Quantity;
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
    return cells;
}

/// Bytes for a device, sent on a MiB at a time: the trace of a million keys (`compute
/// --input`) never exists as one string (about 630 MB as JSON, 206 MB as text).
class ChunkedOutput
{
public:
    explicit ChunkedOutput(QIODevice *out)
        : m_out(out)
    {
        m_buffer.reserve(kFlushAt + 4096);
    }

    bool flushIfFull() { return m_buffer.size() < kFlushAt || flush(); }
    /// False once a write has failed.
    bool flush()
    {
        if (!m_ok)
            return false;
        m_ok = m_out->write(m_buffer) == m_buffer.size();
        m_buffer.resize(0);
        return m_ok;
    }

protected:
    QByteArray m_buffer;

private:
    static constexpr qsizetype kFlushAt = 1024 * 1024;
    QIODevice *m_out = nullptr;
    bool m_ok = true;
};

/// The trace's text, in UTF-8.
class TextWriter : public ChunkedOutput
{
public:
    using ChunkedOutput::ChunkedOutput;

    void text(const QString &text) { m_buffer += text.toUtf8(); }

    /// A step table: its header, a row per key and the Σ row, the first column left-aligned
    /// and the others right-aligned, each to its widest cell. False once a write has failed.
    bool table(const StepTable &t)
    {
        // The columns are measured before the first row is written, so every cell is kept
        // until then: formatted once, one after another in one string (the tables of a million
        // keys have seven million cells each: seven million strings would take 2 GiB).
        QString texts;
        std::vector<qsizetype> ends;    // where each cell's text ends in `texts`
        std::vector<std::size_t> rows;  // where each row's cells end in `ends`
        QList<qsizetype> widths;
        const auto keep = [&](const QStringList &cells) {
            widths.resize(std::max(widths.size(), cells.size()));
            for (qsizetype c = 0; c < cells.size(); ++c) {
                texts += cells[c];
                ends.push_back(texts.size());
                widths[c] = std::max(widths[c], cells[c].size());
            }
            rows.push_back(ends.size());
        };
        keep(stepHeader(t));
        for (const StepRow &row : t.rows)
            keep(stepCells(t, row));

        QString line;
        std::size_t cell = 0;
        qsizetype start = 0;
        for (const std::size_t rowEnd : rows) {
            line = QStringLiteral("  ");
            for (qsizetype c = 0; cell < rowEnd; ++c, ++cell) {
                const QStringView cellText = QStringView(texts).mid(start, ends[cell] - start);
                start = ends[cell];
                const qsizetype padding = widths[c] - cellText.size();
                if (c > 0)
                    line.resize(line.size() + 3 + padding, QLatin1Char(' '));
                line += cellText;
                if (c == 0)
                    line.resize(line.size() + padding, QLatin1Char(' '));
            }
            line += QLatin1Char('\n');
            text(line);
            if (!flushIfFull())
                return false;
        }
        return true;
    }
};

/// QJsonDocument's indented JSON, written member by member in the order it sorts them
/// (QJsonObject keeps its keys sorted) and flushed to the device every MiB.
class JsonWriter : public ChunkedOutput
{
public:
    using ChunkedOutput::ChunkedOutput;

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
};

} // namespace

QString traceToText(const attn::Trace &trace, const std::vector<double> &values)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    writeTraceText(trace, values, &buffer);
    return QString::fromUtf8(buffer.data());
}

bool writeTraceText(const attn::Trace &trace, const std::vector<double> &values, QIODevice *out)
{
    const bool masked = std::any_of(trace.rows.begin(), trace.rows.end(),
                                    [](const attn::TraceRow &r) { return !r.visible; });
    TextWriter w(out);
    const attn::Polar polar = attn::toPolar(trace.query);
    w.text(TraceFormat::tr("Query q = %1   (angle %2°, length %3)\n")
               .arg(vectorText(trace.query), num(polar.angleDegrees, 2), num(polar.length)));
    if (trace.scale != 1.0)
        w.text(TraceFormat::tr("Scale factor 1/√d = %1\n").arg(num(trace.scale, 6)));
    w.text(QStringLiteral("\n"));

    w.text(TraceFormat::tr("Step 1 · Scores: sᵢ = q·kᵢ = Σ q_d·k_d\n"));
    if (!w.table(stepTable(StepTableKind::DotProduct, trace)))
        return false;
    w.text(QStringLiteral("\n"));

    w.text(TraceFormat::tr("Step 2 · Softmax: wᵢ = exp(sᵢ − max) / Σⱼ exp(sⱼ − max), max = %1\n")
               .arg(num(trace.maxScore)));
    if (!w.table(stepTable(StepTableKind::Softmax, trace)))
        return false;
    w.text(QStringLiteral("\n"));
    if (masked)
        w.text(TraceFormat::tr("Masked keys get weight 0.\n\n"));

    w.text(TraceFormat::tr("Step 3 · Weighted sum: output = Σ wᵢ × vᵢ\n"));
    if (!w.table(stepTable(StepTableKind::WeightedSum, trace)))
        return false;
    w.text(QStringLiteral("\n"));

    const std::size_t best = attn::argmax(trace.weights());
    w.text(TraceFormat::tr("Output = %1   (largest weight: key %2 with %3; plain average of the values: %4)\n")
               .arg(num(trace.output))
               .arg(best + 1)
               .arg(formatPercent(trace.rows[best].weight), formatPlain(attn::plainAverage(values))));
    return w.flush();
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
