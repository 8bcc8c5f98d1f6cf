#include "textpicture.h"

#include <QFont>
#include <QPaintEngine>
#include <QPainter>
#include <QStaticText>
#include <QTransform>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

/// Room around the text's box for glyphs that reach past it (overhangs, accents, symbols
/// from a fallback font), in lines of the font's height.
constexpr qreal kPaddingLines = 0.5;

/// The painter's scale from logical to device pixels if it only scales uniformly and
/// translates, and draws antialiased text in an opaque plain colour; 0 if it does not.
qreal pictureScale(const QPainter &p)
{
    if (!p.paintEngine() || p.paintEngine()->type() != QPaintEngine::Raster)
        return 0;
    const QTransform &t = p.deviceTransform();
    if (t.type() > QTransform::TxScale || t.m11() != t.m22() || t.m11() <= 0)
        return 0;
    const QPen &pen = p.pen();
    if (pen.style() == Qt::NoPen || pen.brush().style() != Qt::SolidPattern
        || pen.color().alpha() != 255 || p.opacity() < 1.0
        || p.compositionMode() != QPainter::CompositionMode_SourceOver
        || !p.testRenderHint(QPainter::TextAntialiasing))
        return 0;
    return t.m11();
}

/// `logical` moved to the nearest whole device pixel of the painter.
QPointF snapped(const QPainter &p, const QPointF &logical)
{
    const QPointF device = p.deviceTransform().map(logical);
    return p.deviceTransform().inverted().map(QPointF(std::round(device.x()), std::round(device.y())));
}

/// A widget that draws a sample text as glyphs and, below it, from a picture.
class Probe : public QWidget
{
public:
    Probe()
    {
        m_text.setText(QStringLiteral("Workshop k1 · 55.1% → g"));
        resize(220, 60);
    }
    QImage shot()
    {
        QImage image(size(), QImage::Format_RGB32);
        image.fill(Qt::white);
        render(&image);
        return image;
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        p.fillRect(rect(), Qt::white);
        p.setPen(Qt::black);
        m_picture.draw(p, QPointF(5, 5), m_text);   // glyphs (first draw)
        m_picture.draw(p, QPointF(5, 32), m_text);  // a picture, if pictures are possible
    }

private:
    QStaticText m_text;
    TextPicture m_picture;
};

thread_local int probing = 0;
bool allowed = true;

} // namespace

bool TextPicture::picturesMatchGlyphs()
{
    static const bool match = [] {
        ++probing;
        Probe probe;
        const QImage image = probe.shot();
        --probing;
        // The two halves hold the same text, 27 pixels apart.
        int worst = 0;
        for (int y = 0; y < 27; ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const QRgb a = image.pixel(x, y);
                const QRgb b = image.pixel(x, y + 27);
                worst = std::max({worst, std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)),
                                  std::abs(qBlue(a) - qBlue(b))});
            }
        }
        return worst <= 2;
    }();
    return match;
}

void TextPicture::setPicturesAllowed(bool allowedNow)
{
    allowed = allowedNow;
}

void TextPicture::clear()
{
    m_picture = QImage();
    m_seen = false;
}

void TextPicture::draw(QPainter &p, const QPointF &topLeft, const QStaticText &text)
{
    m_drewPicture = false;
    const qreal scale = pictureScale(p);
    if (scale <= 0) {
        p.drawStaticText(topLeft, text);
        return;
    }
    // On whole device pixels whether as glyphs or from a picture, so the two look the same.
    const QPointF at = snapped(p, topLeft);
    // While the probe runs, pictures are what it tests: they must not depend on its result.
    if (!allowed || (probing == 0 && !picturesMatchGlyphs())) {
        p.drawStaticText(at, text);
        return;
    }
    const QRgb colour = p.pen().color().rgba();
    if (colour != m_colour || scale != m_scale) {
        m_picture = QImage();
        m_colour = colour;
        m_scale = scale;
        m_seen = false;
    }
    if (m_picture.isNull()) {
        if (!m_seen) {
            // Drawn once: a text that changes on every frame never pays for a picture.
            m_seen = true;
            p.drawStaticText(at, text);
            return;
        }
        // A whole number of device pixels of room around the text, so that the glyphs in the
        // picture sit exactly where drawing them at `at` would put them.
        m_padding = std::ceil(kPaddingLines * QFontMetricsF(p.font()).height() * scale) / scale;
        const QSizeF size = text.size() + QSizeF(2 * m_padding, 2 * m_padding);
        m_picture = QImage(QSize(int(std::ceil(size.width() * scale)), int(std::ceil(size.height() * scale))),
                           QImage::Format_ARGB32_Premultiplied);
        m_picture.setDevicePixelRatio(scale);
        // The same resolution as the device, so that the font comes out the same size.
        if (const QPaintDevice *device = p.device()) {
            m_picture.setDotsPerMeterX(qRound(device->logicalDpiX() / 0.0254));
            m_picture.setDotsPerMeterY(qRound(device->logicalDpiY() / 0.0254));
        }
        m_picture.fill(Qt::transparent);
        QPainter picture(&m_picture);
        // The painter's font whole: QPainter::setFont() takes what a font leaves unresolved
        // (the size of an item view's bold, which sets only the weight) from the device, and
        // an image's font is the application's, not the widget's.
        QFont font = p.font();
        font.setResolveMask(QFont::AllPropertiesResolved);
        picture.setFont(font);
        picture.setPen(p.pen());
        picture.setRenderHints(p.renderHints());
        picture.drawStaticText(QPointF(m_padding, m_padding), text);
    }
    p.drawImage(at - QPointF(m_padding, m_padding), m_picture);
    m_drewPicture = true;
}

} // namespace ui
