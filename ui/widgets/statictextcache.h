#pragma once

#include <QFont>
#include <QHash>
#include <QStaticText>
#include <QString>

#include <vector>

class QPainter;

namespace ui {

/// Laid-out text kept between paints: drawing a QStaticText skips the shaping that
/// QPainter::drawText repeats on every call. Bounded: the texts are cleared past a count.
class StaticTextCache
{
public:
    /// The prepared text for `text` in `font` (plain text, one line). The reference holds
    /// until the next call: reaching the limit clears the cache.
    const QStaticText &get(const QString &text, const QFont &font);
    /// Draws `text` in `font` (which it sets on the painter) and the painter's pen colour
    /// with its top left at `topLeft`.
    void draw(QPainter &p, const QPointF &topLeft, const QString &text, const QFont &font);

private:
    static constexpr qsizetype kLimit = 1024;

    /// One table of texts per font: comparing fonts is far cheaper than building a font's key
    /// for every text drawn. A painter uses few fonts, so a short list is searched.
    struct PerFont
    {
        QFont font;
        QHash<QString, QStaticText> texts;
    };
    std::vector<PerFont> m_fonts;
    qsizetype m_count = 0;
};

} // namespace ui
