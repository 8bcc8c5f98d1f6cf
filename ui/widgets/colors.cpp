#include "colors.h"

#include <algorithm>
#include <cmath>

namespace ui {

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

bool isHighContrast(const QPalette &palette)
{
    const QColor ground = palette.color(QPalette::Base);
    return ground == palette.color(QPalette::Window)
        && (ground == QColor(Qt::black) || ground == QColor(Qt::white))
        && palette.color(QPalette::Text) == (ground == QColor(Qt::black) ? QColor(Qt::white) : QColor(Qt::black));
}

QColor keyColor(const QPalette &palette)
{
    if (isHighContrast(palette))
        return isDark(palette) ? QColor(0x66, 0xcc, 0xff) : QColor(0x00, 0x30, 0xc0);
    return isDark(palette) ? QColor(0x6e, 0xa8, 0xff) : QColor(0x1f, 0x5f, 0xbf);
}

QColor queryColor(const QPalette &palette)
{
    if (isHighContrast(palette))
        return isDark(palette) ? QColor(0xff, 0x70, 0x70) : QColor(0xa8, 0x00, 0x00);
    return isDark(palette) ? QColor(0xff, 0x6b, 0x6b) : QColor(0xc6, 0x28, 0x28);
}

QColor mixed(const QColor &over, double opacity, const QColor &under)
{
    const double a = std::clamp(opacity, 0.0, 1.0);
    const auto channel = [a](double top, double bottom) { return a * top + (1.0 - a) * bottom; };
    return QColor::fromRgbF(float(channel(over.redF(), under.redF())),
                            float(channel(over.greenF(), under.greenF())),
                            float(channel(over.blueF(), under.blueF())));
}

namespace {

/// Relative luminance of an sRGB colour (WCAG 2.1).
double luminance(const QColor &c)
{
    const auto linear = [](double v) {
        return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

} // namespace

QColor readableOn(const QColor &background)
{
    // White's contrast on a luminance L is 1.05 / (L + 0.05), black's (L + 0.05) / 0.05: white
    // wins up to the L where both are equal, sqrt(1.05 × 0.05) − 0.05.
    static const double equal = std::sqrt(1.05 * 0.05) - 0.05;
    return luminance(background) <= equal ? QColor(Qt::white) : QColor(Qt::black);
}

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace ui
