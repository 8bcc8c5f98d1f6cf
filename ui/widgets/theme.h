#pragma once

#include <QString>

namespace ui {

/// The colour scheme of the whole application.
enum class Theme { System, Light, Dark };

/// "system", "light" or "dark" (case-insensitive); nullopt-like false for anything else.
bool themeFromString(const QString &text, Theme *theme);
QString themeToString(Theme theme);

/// Applies a scheme to the running QApplication: the platform's own palette for System, else
/// the Fusion style with a light or a dark palette. Every widget gets a PaletteChange event.
void applyTheme(Theme theme);

} // namespace ui
