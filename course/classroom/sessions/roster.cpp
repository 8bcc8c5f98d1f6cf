#include "roster.h"

#include "jsonfilestore.h"
#include "learnerprofiles.h"
#include "safetext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QStringList>

#include <array>
#include <optional>

namespace course {

namespace {

enum Column { IdColumn, NameColumn, EmailColumn, SectionColumn, ColumnCount };

/// Header names as compared: lowercased, "_", "-" and "." read as spaces, spaces simplified.
QString headerKey(const QString &cell)
{
    QString key = cell.toLower();
    for (QChar &c : key) {
        if (c == QLatin1Char('_') || c == QLatin1Char('-') || c == QLatin1Char('.'))
            c = QLatin1Char(' ');
    }
    return key.simplified();
}

std::optional<Column> columnFor(const QString &cell)
{
    static const QHash<QString, Column> aliases = {
        {QStringLiteral("id"), IdColumn},
        {QStringLiteral("student id"), IdColumn},
        {QStringLiteral("studentid"), IdColumn},
        {QStringLiteral("id number"), IdColumn},
        {QStringLiteral("student number"), IdColumn},
        {QStringLiteral("student no"), IdColumn},
        {QStringLiteral("name"), NameColumn},
        {QStringLiteral("full name"), NameColumn},
        {QStringLiteral("fullname"), NameColumn},
        {QStringLiteral("student name"), NameColumn},
        {QStringLiteral("email"), EmailColumn},
        {QStringLiteral("e mail"), EmailColumn},
        {QStringLiteral("mail"), EmailColumn},
        {QStringLiteral("email address"), EmailColumn},
        {QStringLiteral("e mail address"), EmailColumn},
        {QStringLiteral("section"), SectionColumn},
        {QStringLiteral("group"), SectionColumn},
        {QStringLiteral("class"), SectionColumn},
    };
    const auto it = aliases.constFind(headerKey(cell));
    if (it == aliases.constEnd())
        return std::nullopt;
    return *it;
}

/// One record of the file: its cells and where it starts.
struct Record {
    QStringList cells;
    int line = 0;
    bool textAfterQuote = false;
    /// A quote that no later quote closes: the line it opened on (0: none), and the position
    /// just past the end of that line, where reading goes on.
    int unterminatedLine = 0;
    qsizetype resumeAt = 0;
    bool isBlank() const
    {
        for (const QString &cell : cells) {
            if (!cell.trimmed().isEmpty())
                return false;
        }
        return true;
    }
};

/// Reads RFC 4180 records from `text`, counting physical lines so each record knows where it starts.
class CsvReader
{
public:
    CsvReader(const QString &text, QChar separator)
        : m_text(text)
        , m_separator(separator)
    {
    }

    bool atEnd() const { return m_pos >= m_text.size(); }

    Record next()
    {
        Record record;
        record.line = m_line;
        QString cell;
        bool inQuotes = false;
        bool wasQuoted = false;
        bool afterQuote = false;
        qsizetype quotePos = 0;
        int quoteLine = 0;
        const qsizetype n = m_text.size();
        while (m_pos < n) {
            const QChar c = m_text.at(m_pos);
            const bool crlf = c == QLatin1Char('\r') && m_pos + 1 < n && m_text.at(m_pos + 1) == QLatin1Char('\n');
            if (inQuotes) {
                if (c == QLatin1Char('"')) {
                    if (m_pos + 1 < n && m_text.at(m_pos + 1) == QLatin1Char('"')) {
                        cell += c;
                        m_pos += 2;
                    } else {
                        inQuotes = false;
                        afterQuote = true;
                        ++m_pos;
                    }
                } else if (crlf || c == QLatin1Char('\n')) {
                    cell += QLatin1Char('\n');
                    m_pos += crlf ? 2 : 1;
                    ++m_line;
                } else {
                    cell += c;
                    ++m_pos;
                }
                continue;
            }
            if (c == m_separator) {
                record.cells << cell;
                cell.clear();
                wasQuoted = afterQuote = false;
                ++m_pos;
            } else if (crlf || c == QLatin1Char('\n')) {
                m_pos += crlf ? 2 : 1;
                ++m_line;
                record.cells << cell;
                return record;
            } else if (c == QLatin1Char('"') && cell.isEmpty() && !wasQuoted) {
                inQuotes = wasQuoted = true;
                quotePos = m_pos;
                quoteLine = m_line;
                ++m_pos;
            } else {
                // A quote inside an unquoted cell is kept as it is; text after a closing quote
                // other than spaces means the quoting is broken.
                if (afterQuote && !c.isSpace())
                    record.textAfterQuote = true;
                if (!afterQuote)
                    cell += c;
                ++m_pos;
            }
        }
        if (inQuotes) {
            // Everything to the end of the file would be one cell: give up this record and go
            // on after the line where the quote opened.
            const qsizetype eol = m_text.indexOf(QLatin1Char('\n'), quotePos);
            m_pos = eol < 0 ? n : eol + 1;
            m_line = quoteLine + 1;
            record.unterminatedLine = quoteLine;
            return record;
        }
        record.cells << cell;
        return record;
    }

private:
    const QString &m_text;
    QChar m_separator;
    qsizetype m_pos = 0;
    int m_line = 1;
};

/// Comma or semicolon: whichever the first non-empty line holds more of outside quotes.
QChar detectSeparator(const QString &text)
{
    int commas = 0;
    int semicolons = 0;
    bool inQuotes = false;
    bool seenText = false;
    for (const QChar c : text) {
        if (c == QLatin1Char('"'))
            inQuotes = !inQuotes;
        else if (inQuotes)
            continue;
        else if (c == QLatin1Char('\n')) {
            if (seenText)
                break;
        } else if (c == QLatin1Char(','))
            ++commas;
        else if (c == QLatin1Char(';'))
            ++semicolons;
        if (!c.isSpace())
            seenText = true;
    }
    return semicolons > commas ? QLatin1Char(';') : QLatin1Char(',');
}

/// The 1-based line of the first byte that is not UTF-8, or 0 when all of `data` is.
int firstInvalidUtf8Line(const QByteArray &data)
{
    // A line feed never occurs inside a UTF-8 sequence, so lines can be checked one by one:
    // a line is UTF-8 when decoding and encoding it again gives the same bytes (whatever is not
    // UTF-8, overlong forms and cut-off sequences included, decodes to U+FFFD).
    int line = 1;
    qsizetype start = 0;
    while (start <= data.size()) {
        qsizetype end = data.indexOf('\n', start);
        if (end < 0)
            end = data.size();
        const QByteArrayView bytes = QByteArrayView(data).sliced(start, end - start);
        if (QString::fromUtf8(bytes).toUtf8() != bytes)
            return line;
        start = end + 1;
        ++line;
    }
    return 0;
}

} // namespace

/// Translation context of the roster reader's messages.
class RosterReader
{
    Q_DECLARE_TR_FUNCTIONS(RosterReader)

public:
    static Roster parse(const QByteArray &bytes);
    static Roster read(const QString &path);

private:
    static QString columnLabel(Column column);
    static QString rowProblem(const Record &record, int headerCells, const std::array<int, ColumnCount> &index,
                              RosterStudent *student);
};

QString RosterReader::columnLabel(Column column)
{
    switch (column) {
    case IdColumn:
        return tr("id");
    case NameColumn:
        return tr("name");
    case EmailColumn:
        return tr("email");
    case SectionColumn:
    case ColumnCount:
        break;
    }
    return tr("section");
}

Roster RosterReader::read(const QString &path)
{
    const QFileInfo info(path);
    const QString shown = QDir::toNativeSeparators(path);
    auto refused = [](const QString &message) {
        Roster roster;
        roster.problems.append({0, message});
        return roster;
    };
    if (!info.exists())
        return refused(tr("%1 does not exist.").arg(shown));
    if (info.isDir())
        return refused(tr("%1 is a folder, not a roster file.").arg(shown));
    if (!info.isFile())
        return refused(tr("%1 is not an ordinary file.").arg(shown));
    bool tooLarge = false;
    QString error;
    const QByteArray data = JsonFileStore::readBounded(path, kMaxRosterFileSize, &tooLarge, &error);
    if (!error.isEmpty())
        return refused(tr("%1 could not be read: %2").arg(shown, error));
    if (tooLarge)
        return refused(tr("%1 is larger than %2 MiB; a roster is not that long.")
                           .arg(shown).arg(kMaxRosterFileSize / (1024 * 1024)));
    return parse(data);
}

QString RosterReader::rowProblem(const Record &record, int headerCells, const std::array<int, ColumnCount> &index,
                                 RosterStudent *student)
{
    if (record.unterminatedLine > 0) {
        return record.unterminatedLine == record.line
                   ? tr("A quote is never closed; the row was skipped.")
                   : tr("A quote opened on line %1 is never closed; the row was skipped.").arg(record.unterminatedLine);
    }
    if (record.textAfterQuote)
        return tr("There is text after a closing quote; a quote inside a quoted cell is written twice (\"\").");
    if (record.cells.size() > headerCells)
        return tr("The row has %1 cells but the header only %2.").arg(record.cells.size()).arg(headerCells);
    std::array<QString, ColumnCount> raw;
    for (int c = 0; c < ColumnCount; ++c) {
        if (index[c] >= 0 && index[c] < record.cells.size())
            raw[c] = record.cells.at(index[c]);
    }
    for (int c = 0; c < ColumnCount; ++c) {
        if (const auto bad = firstUnsafeCharacter(raw[c])) {
            return tr("The %1 contains a control or text-direction character (U+%2).")
                .arg(columnLabel(Column(c)))
                .arg(QString::number(uint(*bad), 16).toUpper().rightJustified(4, QLatin1Char('0')));
        }
    }
    const QString id = raw[IdColumn].trimmed().toLower();
    if (id.isEmpty())
        return tr("The id is empty.");
    if (!LearnerProfiles::isValidId(id))
        return tr("“%1” cannot be a learner id: it may hold only letters a–z, digits and hyphens, "
                  "start with a letter or digit and be at most 60 long.")
            .arg(raw[IdColumn].trimmed());
    const QString name = LearnerProfiles::normalizedName(raw[NameColumn]);
    if (name.isEmpty())
        return tr("The name is empty.");
    const QString email = raw[EmailColumn].trimmed();
    if (!email.isEmpty()) {
        const qsizetype at = email.indexOf(QLatin1Char('@'));
        if (email.count(QLatin1Char('@')) != 1 || at == 0 || at == email.size() - 1)
            return tr("“%1” is not an email address: it needs one “@” with text on both sides.").arg(email);
    }
    *student = {id, name, email, raw[SectionColumn].trimmed()};
    return {};
}

Roster RosterReader::parse(const QByteArray &bytes)
{
    Roster roster;
    QByteArray data = bytes;
    if (data.startsWith("\xEF\xBB\xBF"))
        data.remove(0, 3);
    if (const int bad = firstInvalidUtf8Line(data); bad > 0) {
        roster.problems.append({bad, tr("The file is not UTF-8 text (line %1); save the roster as “CSV UTF-8”.").arg(bad)});
        return roster;
    }
    const QString text = QString::fromUtf8(data);
    CsvReader reader(text, detectSeparator(text));

    Record header;
    do {
        if (reader.atEnd()) {
            roster.problems.append({0, tr("The file holds no header row (id, name, email, section).")});
            return roster;
        }
        header = reader.next();
    } while (header.unterminatedLine == 0 && header.isBlank());
    if (header.unterminatedLine > 0 || header.textAfterQuote) {
        roster.problems.append({header.line, tr("The header row cannot be read: its quotes are broken.")});
        return roster;
    }
    std::array<int, ColumnCount> index;
    index.fill(-1);
    for (int i = 0; i < header.cells.size(); ++i) {
        const auto column = columnFor(header.cells.at(i));
        if (!column)
            continue;
        if (index[*column] >= 0) {
            roster.problems.append({header.line, tr("Both “%1” and “%2” are the %3 column.")
                                                     .arg(header.cells.at(index[*column]).trimmed(),
                                                          header.cells.at(i).trimmed(), columnLabel(*column))});
            return roster;
        }
        index[*column] = i;
    }
    for (const Column required : {IdColumn, NameColumn}) {
        if (index[required] < 0) {
            roster.problems.append({header.line, tr("The header row has no %1 column; it names the columns "
                                                    "id, name, email and section.")
                                                     .arg(columnLabel(required))});
            return roster;
        }
    }

    QHash<QString, int> firstLine;
    while (!reader.atEnd()) {
        const Record record = reader.next();
        if (record.unterminatedLine == 0 && record.isBlank())
            continue;
        RosterStudent student;
        QString problem = rowProblem(record, int(header.cells.size()), index, &student);
        if (problem.isEmpty()) {
            if (const auto seen = firstLine.constFind(student.id); seen != firstLine.constEnd())
                problem = tr("Duplicate id “%1” (first on line %2).").arg(student.id).arg(*seen);
        }
        if (!problem.isEmpty()) {
            roster.problems.append({record.line, problem});
            continue;
        }
        firstLine.insert(student.id, record.line);
        roster.students.append(student);
    }
    return roster;
}

Roster readRoster(const QString &path)
{
    return RosterReader::read(path);
}

Roster parseRoster(const QByteArray &data)
{
    return RosterReader::parse(data);
}

} // namespace course
