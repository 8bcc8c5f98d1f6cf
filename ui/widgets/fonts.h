#pragma once

#include <QFont>

namespace ui {

/// `font` at `factor` times its size, whether its size is given in points or in pixels
/// (QFont::pointSizeF() is -1 for a font sized in pixels).
QFont scaledFont(const QFont &font, double factor);

} // namespace ui
