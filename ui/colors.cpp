#include "colors.h"

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

} // namespace ui
