#include "fonts.h"

#include <algorithm>
#include <cmath>

namespace ui {

QFont scaledFont(const QFont &font, double factor)
{
    QFont f = font;
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * factor);
    else if (f.pixelSize() > 0)
        f.setPixelSize(std::max(1, int(std::round(f.pixelSize() * factor))));
    return f;
}

} // namespace ui
