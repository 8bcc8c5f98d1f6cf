#include "statictextcache.h"

#include <QPaintEngine>
#include <QPainter>
#include <QTransform>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace ui {

namespace {

/// Whether the screen's text has coloured (subpixel) antialiasing: dark text on white then
/// has edge pixels whose red, green and blue differ.
bool subpixelAntialiasing()
{
    static const bool coloured = [] {
        QImage probe(40, 24, QImage::Format_RGB32);
        probe.fill(Qt::white);
        {
            QPainter p(&probe);
            p.setPen(Qt::black);
            p.drawText(QPointF(3, 18), QStringLiteral("Wxg"));
        }
        for (int y = 0; y < probe.height(); ++y) {
            for (int x = 0; x < probe.width(); ++x) {
                const QRgb c = probe.pixel(x, y);
                if (qRed(c) != qGreen(c) || qGreen(c) != qBlue(c))
                    return true;
            }
        }
        return false;
    }();
    return coloured;
}

/// The painter's scale from logical to device pixels if it only scales by the device's
/// pixel density and translates, and draws plain opaque colour; 0 if a picture won't do.
qreal pictureScale(const QPainter &p)
{
    if (!p.paintEngine() || p.paintEngine()->type() != QPaintEngine::Raster)
        return 0;
    const QTransform &t = p.deviceTransform();
    if (t.type() > QTransform::TxScale || t.m11() != t.m22() || t.m11() <= 0)
        return 0;
    if (p.opacity() < 1.0 || p.compositionMode() != QPainter::CompositionMode_SourceOver
        || p.pen().brush().style() != Qt::SolidPattern || p.pen().color().alpha() != 255)
        return 0;
    if (subpixelAntialiasing())
        return 0;
    return t.m11();
}

/// Room around the text's box for glyphs that reach past it (overhangs, antialiasing).
constexpr int kPadding = 2;

} // namespace

void TextPicture::clear()
{
    m_picture = QImage();
    m_seen = false;
}

void TextPicture::draw(QPainter &p, const QPointF &topLeft, const QStaticText &text,
                       const QFont &font)
{
    const qreal scale = pictureScale(p);
    const QRgb colour = p.pen().color().rgba();
    m_drewPicture = false;
    if (scale <= 0) {
        p.drawStaticText(topLeft, text);
        return;
    }
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
            p.drawStaticText(topLeft, text);
            return;
        }
        // A wrapped text may be aligned anywhere within its width.
        const QSizeF box(std::max(text.size().width(), text.textWidth()), text.size().height());
        const QSizeF size = box + QSizeF(2 * kPadding, 2 * kPadding);
        m_picture = QImage(QSize(int(std::ceil(size.width() * scale)), int(std::ceil(size.height() * scale))),
                           QImage::Format_ARGB32_Premultiplied);
        m_picture.setDevicePixelRatio(scale);
        m_picture.fill(Qt::transparent);
        QPainter picture(&m_picture);
        picture.setFont(font);
        picture.setPen(p.pen().color());
        picture.drawStaticText(QPointF(kPadding, kPadding), text);
    }
    // On whole device pixels, so that the copy is exact.
    const QPointF device = p.deviceTransform().map(topLeft - QPointF(kPadding, kPadding));
    const QPointF snapped(std::round(device.x()), std::round(device.y()));
    p.drawImage(p.deviceTransform().inverted().map(snapped), m_picture);
    m_drewPicture = true;
}

StaticTextCache::Entry &StaticTextCache::entry(const QString &text, const QFont &font)
{
    auto bucket = std::find_if(m_fonts.begin(), m_fonts.end(),
                               [&font](const PerFont &f) { return f.font == font; });
    if (bucket == m_fonts.end()) {
        m_fonts.push_back({font, {}});
        bucket = std::prev(m_fonts.end());
    }
    auto it = bucket->texts.find(text);
    if (it != bucket->texts.end())
        return *it;
    if (m_count >= kLimit) {
        // Start afresh, keeping only this font's (now empty) table.
        m_fonts.erase(std::next(bucket), m_fonts.end());
        m_fonts.erase(m_fonts.begin(), bucket);
        m_fonts.front().texts.clear();
        bucket = m_fonts.begin();
        m_count = 0;
    }
    QStaticText st(text);
    st.setTextFormat(Qt::PlainText);
    st.prepare(QTransform(), font);
    ++m_count;
    return *bucket->texts.insert(text, {st, {}});
}

const QStaticText &StaticTextCache::get(const QString &text, const QFont &font)
{
    return entry(text, font).text;
}

void StaticTextCache::draw(QPainter &p, const QPointF &topLeft, const QString &text,
                           const QFont &font)
{
    Entry &e = entry(text, font);
    e.picture.draw(p, topLeft, e.text, font);
}

} // namespace ui
