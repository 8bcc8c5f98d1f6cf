#include "colors.h"

#include <algorithm>

namespace ui {

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QColor keyColor(const QPalette &palette)
{
    return isDark(palette) ? QColor(0x6e, 0xa8, 0xff) : QColor(0x1f, 0x5f, 0xbf);
}

QColor queryColor(const QPalette &palette)
{
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

} // namespace ui
