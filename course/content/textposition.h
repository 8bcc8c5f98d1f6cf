#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringView>

namespace course {

/// Line and column (both from 1) of offsets in one text: one pass records where each line
/// starts, then each offset is a binary search, so a text with n places costs O(n log lines)
/// instead of rescanning the text for every place.
class TextPositions
{
public:
    explicit TextPositions(QStringView text);

    int line(qsizetype offset) const;
    /// In UTF-16 code units from the line's start, as QString offsets count.
    int column(qsizetype offset) const;
    /// "line:column", the place of a Problem (as GCC prints it after the file).
    QString place(qsizetype offset) const;

private:
    QList<qsizetype> m_lineStarts;
    qsizetype m_size = 0;
};

/// "line:column" of a byte offset in UTF-8 data (QJsonParseError::offset), the column
/// counted in characters.
QString utf8Place(const QByteArray &data, qsizetype offset);

} // namespace course
