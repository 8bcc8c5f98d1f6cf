#pragma once

#include <QFont>
#include <QHash>
#include <QImage>
#include <QStaticText>
#include <QString>

#include <vector>

class QPainter;

namespace ui {

/// Draws one laid-out text, and from the second time it is drawn alike (same colour, same
/// pixel density) copies a picture of it instead: blending a whole picture costs a fraction
/// of blending each glyph again, and most text on screen is drawn unchanged frame after frame.
/// Falls back to drawing the glyphs where a picture would not look the same: a painter that
/// is rotated, scaled beyond the pixel density, translucent or not drawing plain colour, and
/// screens with subpixel (coloured) antialiasing, which a picture with an alpha channel
/// cannot reproduce.
class TextPicture
{
public:
    /// Draws `text` (prepared for `font`) with its top left corner at `topLeft`, in the
    /// painter's pen colour. A picture lands on whole device pixels, within half a pixel of
    /// where the glyphs would.
    void draw(QPainter &p, const QPointF &topLeft, const QStaticText &text, const QFont &font);
    /// Forgets the picture: call when the text changes.
    void clear();
    /// Whether the last draw() copied a picture rather than drawing glyphs.
    bool drewPicture() const { return m_drewPicture; }

private:
    QImage m_picture;
    QRgb m_colour = 0;
    qreal m_scale = 0;
    bool m_seen = false; ///< drawn once already with m_colour and m_scale
    bool m_drewPicture = false;
};

/// Laid-out text kept between paints: drawing a QStaticText skips the shaping that
/// QPainter::drawText repeats on every call, and draw() also keeps a picture of each text
/// (see TextPicture). Bounded: cleared when it grows past its limit.
class StaticTextCache
{
public:
    /// The prepared text for `text` in `font` (plain text, one line). The reference holds
    /// until the next call: reaching the limit clears the cache.
    const QStaticText &get(const QString &text, const QFont &font);
    /// Draws `text` in `font` and the painter's pen colour with its top left at `topLeft`.
    void draw(QPainter &p, const QPointF &topLeft, const QString &text, const QFont &font);

private:
    static constexpr qsizetype kLimit = 1024;
    struct Entry
    {
        QStaticText text;
        TextPicture picture;
    };
    Entry &entry(const QString &text, const QFont &font);

    /// One table of texts per font: comparing fonts is far cheaper than building a font's key
    /// for every text drawn. A painter uses few fonts, so a short list is searched.
    struct PerFont
    {
        QFont font;
        QHash<QString, Entry> texts;
    };
    std::vector<PerFont> m_fonts;
    qsizetype m_count = 0;
};

} // namespace ui
