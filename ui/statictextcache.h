#pragma once

#include <QFont>
#include <QHash>
#include <QStaticText>
#include <QString>

namespace ui {

/// Laid-out text kept between paints: drawing a QStaticText skips the shaping that
/// QPainter::drawText repeats on every call. Bounded: cleared when it grows past its limit.
class StaticTextCache
{
public:
    /// The prepared text for `text` in `font` (plain text, one line).
    const QStaticText &get(const QString &text, const QFont &font);

private:
    static constexpr qsizetype kLimit = 1024;
    QHash<QString, QStaticText> m_texts;
};

} // namespace ui
