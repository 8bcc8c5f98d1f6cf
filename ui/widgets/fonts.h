#pragma once

#include <QFont>

class QWidget;

namespace ui {

/// `font` at `factor` times its size, whether its size is given in points or in pixels
/// (QFont::pointSizeF() is -1 for a font sized in pixels).
QFont scaledFont(const QFont &font, double factor);

/// Gives `widget` its parent's font at `factor` times its size (bold if asked), now and after
/// every change of the parent's font: a font set once would keep its size when the window
/// scales its contents (presentation mode).
void followParentFont(QWidget *widget, double factor, bool bold = false);

} // namespace ui
