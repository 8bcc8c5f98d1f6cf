#pragma once

#include <QScrollArea>

class QLayout;

// A scroll area for a whole page: the page fills the area while it fits, and scrolls (down or
// sideways) only when it needs more room than the area has, as with large text in a small
// window: nothing is squeezed below its minimum or cut off. Unlike a plain resizable QScrollArea,
// a page with word-wrapped text is not stretched to its preferred height (which would scroll a
// page that fits).

namespace ui {

class ScrollPage : public QScrollArea
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScrollPage)

public:
    /// Scrolls a page laid out by `layout` (the page widget takes ownership of it).
    explicit ScrollPage(QLayout *layout, QWidget *parent = nullptr);
    /// Scrolls `page` (the scroll area takes ownership of it).
    explicit ScrollPage(QWidget *page, QWidget *parent = nullptr);
};

} // namespace ui
