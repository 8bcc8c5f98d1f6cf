#pragma once

#include <QColor>
#include <QPalette>

namespace ui {

/// True when the palette is a dark one (light text on a dark window).
bool isDark(const QPalette &palette);

/// Blue of the keys, red of the query: chosen per palette so both read on light and dark.
QColor keyColor(const QPalette &palette);
QColor queryColor(const QPalette &palette);

} // namespace ui
