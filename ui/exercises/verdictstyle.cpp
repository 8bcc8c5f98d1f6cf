#include "verdictstyle.h"

#include "colors.h"

#include <QPainter>
#include <QPixmap>

namespace ui {

QColor toneText(const QPalette &palette, Tone tone)
{
    const bool dark = isDark(palette);
    switch (tone) {
    case Tone::Good: return dark ? QColor(0x7f, 0xd9, 0x8f) : QColor(0x1b, 0x6e, 0x2a);
    case Tone::Bad: return dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb3, 0x26, 0x1e);
    case Tone::Partial: return dark ? QColor(0x8c, 0xc4, 0xff) : QColor(0x1f, 0x5f, 0xbf);
    case Tone::Notice: return dark ? QColor(0xff, 0xcc, 0x66) : QColor(0x8a, 0x5a, 0x00);
    case Tone::None: break;
    }
    return palette.color(QPalette::WindowText);
}

QColor toneBackground(const QPalette &palette, Tone tone)
{
    const bool dark = isDark(palette);
    switch (tone) {
    case Tone::Good: return dark ? QColor(0x1e, 0x4a, 0x29) : QColor(0xd9, 0xf2, 0xdd);
    case Tone::Bad: return dark ? QColor(0x5c, 0x25, 0x25) : QColor(0xfa, 0xdb, 0xd8);
    case Tone::Partial: return dark ? QColor(0x1f, 0x3a, 0x5e) : QColor(0xdb, 0xe8, 0xfb);
    case Tone::Notice: return dark ? QColor(0x55, 0x46, 0x1c) : QColor(0xfb, 0xee, 0xcc);
    case Tone::None: break;
    }
    return palette.color(QPalette::Base);
}

Tone toneOf(course::Feedback::Status status)
{
    switch (status) {
    case course::Feedback::Status::Correct: return Tone::Good;
    case course::Feedback::Status::Partial: return Tone::Partial;
    case course::Feedback::Status::Wrong: return Tone::Bad;
    case course::Feedback::Status::Invalid: return Tone::Notice;
    }
    return Tone::None;
}

Tone toneOf(course::CellVerdict::Kind kind)
{
    switch (kind) {
    case course::CellVerdict::Kind::Correct: return Tone::Good;
    case course::CellVerdict::Kind::Wrong: return Tone::Bad;
    case course::CellVerdict::Kind::CarriedForward: return Tone::Partial;
    case course::CellVerdict::Kind::NotANumber: return Tone::Notice;
    case course::CellVerdict::Kind::Empty: break;
    }
    return Tone::None;
}

QString glyphOf(course::CellVerdict::Kind kind)
{
    switch (kind) {
    case course::CellVerdict::Kind::Correct: return QStringLiteral("✓");
    case course::CellVerdict::Kind::Wrong: return QStringLiteral("✗");
    case course::CellVerdict::Kind::CarriedForward: return QStringLiteral("↪");
    case course::CellVerdict::Kind::NotANumber: return QStringLiteral("?");
    case course::CellVerdict::Kind::Empty: break;
    }
    return {};
}

QIcon glyphIcon(const QString &glyph, const QColor &colour, const QFont &font)
{
    const int side = 32;
    QPixmap pixmap(side, side);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::TextAntialiasing);
    QFont big = font;
    big.setPixelSize(side - 6);
    big.setBold(true);
    painter.setFont(big);
    painter.setPen(colour);
    painter.drawText(pixmap.rect(), Qt::AlignCenter, glyph);
    return QIcon(pixmap);
}

} // namespace ui
