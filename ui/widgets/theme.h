#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

namespace ui {

/// The colour scheme of the whole application.
enum class Theme { System, Light, Dark };

/// "system", "light" or "dark" (case-insensitive); nullopt-like false for anything else.
bool themeFromString(const QString &text, Theme *theme);
QString themeToString(Theme theme);

/// Applies a scheme to the running QApplication: the platform's own palette for System, else
/// the Fusion style with a light or a dark palette. Every widget gets a PaletteChange event.
/// With `highContrast`, the Fusion style and a pure black-on-white palette (white-on-black
/// for Dark) with strong accents, for a projector: see highContrastPalette().
void applyTheme(Theme theme, bool highContrast = false);

/// Black text on white (or white on black when `dark`), a saturated highlight and links, and
/// frames in the text colour: every text at least 7:1 against its ground (WCAG 2.1 AAA).
QPalette highContrastPalette(bool dark);

/// Base blended towards Text by the fraction t (0: Base, 1: Text).
QColor baseTowardsText(const QPalette &palette, double t);

/// The frame of an unchecked check box or radio button in the dark scheme: a little past
/// halfway from Base to Text, at least 3:1 against both Window and Base (WCAG 2.1, non-text
/// contrast), where Fusion's own frame, a darker Window, all but vanishes.
QColor indicatorEdgeColor(const QPalette &palette);

} // namespace ui
