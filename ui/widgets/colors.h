#pragma once

#include <QColor>
#include <QPalette>

namespace ui {

/// True when the palette is a dark one (light text on a dark window).
bool isDark(const QPalette &palette);

/// True for the high-contrast palettes (highContrastPalette()): pure black or white ground.
bool isHighContrast(const QPalette &palette);

/// Blue of the keys, red of the query: chosen per palette so both read on light and dark, and
/// at 7:1 or more against the ground of a high-contrast palette.
QColor keyColor(const QPalette &palette);
QColor queryColor(const QPalette &palette);

/// `over` seen at `opacity` on top of the opaque `under`, as one opaque colour.
/// Filling with it looks the same as filling with the translucent colour on that ground, and
/// the raster engine fills an opaque colour several times faster than it blends one.
QColor mixed(const QColor &over, double opacity, const QColor &under);

/// WCAG 2.1 contrast ratio (L₁ + 0.05) / (L₂ + 0.05) of the relative luminances of two opaque
/// colours, the lighter over the darker: 1 for equal colours, 21 for black and white.
double contrastRatio(const QColor &a, const QColor &b);
/// White or black, whichever has the higher contrast ratio on the opaque `background`: at
/// least 4.58:1 on any colour.
QColor readableOn(const QColor &background);

} // namespace ui
