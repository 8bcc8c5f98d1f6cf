#pragma once

#include <QFont>
#include <QGlyphRun>
#include <QHash>
#include <QList>
#include <QPointF>
#include <QRawFont>
#include <QSizeF>
#include <QStaticText>
#include <QString>

#include <memory>
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
/// about a tenth of the cost. Whether a font qualifies is checked once per font and thread, by
/// shaping every pair of its figure characters with QTextLayout, and only for a font that has
/// drawn many different texts (a figure that follows a drag): the check costs as much as
/// preparing a few hundred figures. A font that does not qualify, and any other text, is
/// prepared as a QStaticText.
class StaticTextCache
{
public:
    /// The size QStaticText gives `text` in `font` (plain text, one line).
    QSizeF size(const QString &text, const QFont &font);
    /// Draws `text` in `font` (which it sets on the painter) and the painter's pen colour
    /// with its top left at `topLeft`, as QPainter::drawStaticText() draws it. A composed
    /// figure is drawn as glyphs only on a raster painter without scaling or rotation: an SVG
    /// or PDF keeps the text itself, and a transformed painter draws it as QStaticText does.
    void draw(QPainter &p, const QPointF &topLeft, const QString &text, const QFont &font);
    /// Whether `text` in `font` is put together from single glyphs (for tests).
    /// A font's texts are, from its kComposeAfter-th different text on, where it qualifies.
    bool isComposed(const QString &text, const QFont &font);

private:
    static constexpr qsizetype kLimit = 1024;

public:
    static constexpr int kComposeAfter = 16;

private:
    struct Entry
    {
        /// Always for a text that is not composed; for a composed one, made the first time a
        /// painter needs it (see draw()).
        mutable std::optional<QStaticText> text;
        QGlyphRun run; ///< positions relative to the top left
        QSizeF size;
    };
    /// A font's figure characters, shaped one by one (checked against shaping them in pairs).
    /// Shared by every cache of the thread that uses the font.
    struct Figures
    {
        QFont font;
        QRawFont raw;
        QList<QChar> characters;
        QList<quint32> glyphs;    ///< one per character
        QList<double> advances;   ///< one per character
        /// How far each character's glyph reaches past its advance at the end of a line;
        /// worked out the first time a text ends with it (NaN until then).
        QList<double> overhangs;
        double baseline = 0;      ///< the glyphs' y below the top
        double height = 0;        ///< QStaticText's height for one line
    };
    /// One table of texts per font: comparing fonts is far cheaper than building a font's key
    /// for every text drawn. A painter uses few fonts, so a short list is searched.
    struct PerFont
    {
        QFont font;
        QHash<QString, Entry> texts;
        std::shared_ptr<Figures> figures; ///< null when the font does not qualify (yet)
        int fresh = 0;                    ///< texts prepared before the font was checked
        bool checked = false;
    };

    const Entry &entry(const QString &text, const QFont &font);
    /// The font's figures, checked now if `check` and not checked before in this thread.
    static std::shared_ptr<Figures> figuresOf(const QFont &font, bool check, bool *checked);
    static std::shared_ptr<Figures> shapeFigures(const QFont &font);
    static double overhang(Figures &figures, qsizetype character);
    static bool compose(Figures &figures, const QString &text, Entry *entry);

    std::vector<PerFont> m_fonts;
    qsizetype m_count = 0;
};

} // namespace ui
