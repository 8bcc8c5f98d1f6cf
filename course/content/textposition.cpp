#include "textposition.h"

#include <algorithm>

namespace course {

TextPositions::TextPositions(QStringView text)
    : m_size(text.size())
{
    m_lineStarts.append(0);
    for (qsizetype i = 0; i < text.size(); ++i)
        if (text[i] == QLatin1Char('\n'))
            m_lineStarts.append(i + 1);
}

int TextPositions::line(qsizetype offset) const
{
    offset = std::clamp<qsizetype>(offset, 0, m_size);
    // The last line start at or before the offset.
    const auto it = std::upper_bound(m_lineStarts.cbegin(), m_lineStarts.cend(), offset);
    return int(it - m_lineStarts.cbegin());
}

int TextPositions::column(qsizetype offset) const
{
    offset = std::clamp<qsizetype>(offset, 0, m_size);
    return int(offset - m_lineStarts.at(line(offset) - 1)) + 1;
}

QString TextPositions::place(qsizetype offset) const
{
    return QStringLiteral("%1:%2").arg(line(offset)).arg(column(offset));
}

QString utf8Place(const QByteArray &data, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, data.size());
    // lastIndexOf() from -1 would search from the end: an offset of 0 starts line 1.
    const qsizetype lineStart = offset == 0 ? 0 : data.lastIndexOf('\n', offset - 1) + 1;
    const int line = int(std::count(data.cbegin(), data.cbegin() + lineStart, '\n')) + 1;
    const int column = int(QString::fromUtf8(data.mid(lineStart, offset - lineStart)).size()) + 1;
    return QStringLiteral("%1:%2").arg(line).arg(column);
}

} // namespace course
