#pragma once

#include <QImage>
#include <QPointF>

class QPainter;
class QStaticText;

namespace ui {

/// Draws one laid-out text, and from the second time it is drawn alike (same colour, same
/// scale) copies a picture of it instead: blending a whole picture costs a fraction of
/// blending each glyph again, and most text on screen is drawn unchanged frame after frame.
///
/// The glyphs are drawn instead wherever a picture could look different: a painter that is
/// rotated or sheared, translucent, not in plain colour or without text antialiasing, and
/// any system whose widget text does not come out the same from a picture (coloured
/// subpixel antialiasing, gamma-corrected blending, unsmoothed fonts): that is checked once
/// by drawing a sample both ways on a widget. Both ways put the text's top left corner on
/// the nearest whole device pixel, so that switching from glyphs to the picture moves
/// nothing.
class TextPicture
{
public:
    /// Draws `text` with its top left corner at `topLeft`, in the painter's font and pen.
    void draw(QPainter &p, const QPointF &topLeft, const QStaticText &text);
    /// Forgets the picture: call when the text changes.
    void clear();
    /// Whether the last draw() copied a picture rather than drawing glyphs.
    bool drewPicture() const { return m_drewPicture; }
    /// Memory the picture takes, in bytes.
    qsizetype pictureBytes() const { return m_picture.sizeInBytes(); }

    /// Whether pictures look like glyphs on this system (see above); checked once.
    static bool picturesMatchGlyphs();
    /// Turns pictures off (and on again) everywhere: every text is then drawn as glyphs, for
    /// comparing the two.
    static void setPicturesAllowed(bool allowed);

private:
    QImage m_picture;
    qreal m_padding = 0; ///< around the text in m_picture, in logical pixels
    QRgb m_colour = 0;
    qreal m_scale = 0;
    bool m_seen = false; ///< drawn once already with m_colour and m_scale
    bool m_drewPicture = false;
};

} // namespace ui
