#include "plaintext.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

namespace course {

namespace {

bool isTableLine(const QString &line)
{
    return line.trimmed().startsWith(QLatin1Char('|'));
}

/// |---|:--:| and the like: the rule under a table's header.
bool isTableRule(const QString &line)
{
    static const QRegularExpression rule(QStringLiteral("^\\s*\\|[\\s:|-]*-[\\s:|-]*$"));
    return rule.match(line).hasMatch();
}

QStringList tableCells(const QString &line)
{
    QString s = line.trimmed();
    if (s.startsWith(QLatin1Char('|')))
        s.remove(0, 1);
    if (s.endsWith(QLatin1Char('|')))
        s.chop(1);
    QStringList cells = s.split(QLatin1Char('|'));
    for (QString &cell : cells)
        cell = cell.trimmed();
    return cells;
}

QString inlinePlain(QString s)
{
    static const QRegularExpression image(QStringLiteral("!\\[([^\\]]*)\\]\\(([^)]*)\\)"));
    static const QRegularExpression link(QStringLiteral("\\[([^\\]]*)\\]\\(([^)]*)\\)"));
    static const QRegularExpression code(QStringLiteral("`+([^`]*)`+"));
    static const QRegularExpression strong(QStringLiteral("(\\*\\*|__)(\\S(?:.*?\\S)?)\\1"));
    static const QRegularExpression starEmphasis(QStringLiteral("\\*(\\S(?:[^*]*?\\S)?)\\*"));
    static const QRegularExpression underscoreEmphasis(QStringLiteral("(?<![\\w\\\\])_(\\S(?:[^_]*?\\S)?)_(?!\\w)"));
    static const QRegularExpression escape(QStringLiteral("\\\\([\\\\`*_{}\\[\\]()#+\\-.!|])"));
    s.replace(image, QStringLiteral("\\1"));
    // A link keeps its text; where it leads is worth keeping only for an absolute address.
    QString out;
    qsizetype last = 0;
    for (auto it = link.globalMatch(s); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += s.mid(last, m.capturedStart() - last) + m.captured(1);
        const QString target = m.captured(2).trimmed();
        if (target.startsWith(QLatin1String("http://")) || target.startsWith(QLatin1String("https://")))
            out += QStringLiteral(" (%1)").arg(target);
        last = m.capturedEnd();
    }
    s = out + s.mid(last);
    s.replace(code, QStringLiteral("\\1"));
    s.replace(strong, QStringLiteral("\\2"));
    s.replace(starEmphasis, QStringLiteral("\\1"));
    s.replace(underscoreEmphasis, QStringLiteral("\\1"));
    s.replace(escape, QStringLiteral("\\1"));
    return s;
}

/// The rows of one table, each column left-aligned to its widest cell.
QStringList alignedTable(const QList<QStringList> &rows)
{
    QList<qsizetype> widths;
    for (const QStringList &row : rows)
        for (qsizetype c = 0; c < row.size(); ++c) {
            if (c >= widths.size())
                widths << 0;
            widths[c] = std::max(widths[c], row[c].size());
        }
    QStringList out;
    for (const QStringList &row : rows) {
        QStringList cells;
        for (qsizetype c = 0; c < row.size(); ++c)
            cells << (c + 1 < row.size() ? row[c].leftJustified(widths[c]) : row[c]);
        QString line = cells.join(QStringLiteral("  "));
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        out << line;
    }
    return out;
}

} // namespace

QString markdownToPlainText(const QString &markdown)
{
    static const QRegularExpression heading(QStringLiteral("^\\s{0,3}#{1,6}\\s+"));
    const QStringList lines = markdown.split(QLatin1Char('\n'));
    QStringList out;
    QList<QStringList> table;
    const auto flushTable = [&] {
        if (!table.isEmpty())
            out << alignedTable(table);
        table.clear();
    };
    for (const QString &line : lines) {
        if (isTableLine(line)) {
            if (!isTableRule(line)) {
                QStringList cells;
                for (const QString &cell : tableCells(line))
                    cells << inlinePlain(cell);
                table << cells;
            }
            continue;
        }
        flushTable();
        QString plain = line;
        plain.remove(heading);
        out << inlinePlain(plain);
    }
    flushTable();
    return out.join(QLatin1Char('\n'));
}

} // namespace course
