#pragma once

#include <QFont>
#include <QGlyphRun>
#include <QHash>
#include <QList>
#include <QPointF>
#include <QSizeF>
#include <QStaticText>
#include <QString>

#include <optional>
#include <vector>

class QPainter;

namespace ui {

/// Laid-out text kept between paints: drawing a QStaticText skips the shaping that
/// QPainter::drawText repeats on every call. Bounded: the texts are cleared past a count.
///
/// Figures ("0.5508", "−2.8191", "55,1 %") change on every step of a query and would be shaped
/// anew each time. Where a font's figure characters are shaped one by one, each with the same
/// glyph and advance wherever it stands (no kerning, no ligature), a figure is put together
/// from them as a QGlyphRun instead: the same glyphs at the same positions as QStaticText,
/// about a tenth of the cost. Whether a font qualifies is checked once, by shaping every
/// pair of its figure characters with QTextLayout; a font that does not qualify, and any other
/// text, is prepared as a QStaticText.
class StaticTextCache
{
public:
    /// The size QStaticText gives `text` in `font` (plain text, one line).
    QSizeF size(const QString &text, const QFont &font);
    /// Draws `text` in `font` (which it sets on the painter) and the painter's pen colour
    /// with its top left at `topLeft`, as QPainter::drawStaticText() draws it.
    void draw(QPainter &p, const QPointF &topLeft, const QString &text, const QFont &font);
    /// Whether `text` in `font` is put together from single glyphs (for tests).
    bool isComposed(const QString &text, const QFont &font);

private:
    static constexpr qsizetype kLimit = 1024;

    struct Entry
    {
        QStaticText text; ///< when run is empty
        QGlyphRun run;    ///< positions relative to the top left
        QSizeF size;
    };
    /// A font's figure characters, shaped one by one (checked against shaping them in pairs).
    struct Figures
    {
        QRawFont font;
        QList<QChar> characters;
        QList<quint32> glyphs;    ///< one per character
        QList<double> advances;   ///< one per character
        QList<double> overhangs;  ///< how far each reaches past its advance, at a line's end
        double baseline = 0;      ///< the glyphs' y below the top
        double height = 0;        ///< QStaticText's height for one line
    };
    /// One table of texts per font: comparing fonts is far cheaper than building a font's key
    /// for every text drawn. A painter uses few fonts, so a short list is searched.
    struct PerFont
    {
        QFont font;
        QHash<QString, Entry> texts;
        std::optional<Figures> figures; ///< empty when the font does not qualify
    };

    const Entry &entry(const QString &text, const QFont &font);
    static std::optional<Figures> figuresOf(const QFont &font);
    static bool compose(const Figures &figures, const QString &text, Entry *entry);

    std::vector<PerFont> m_fonts;
    qsizetype m_count = 0;
};

} // namespace ui
