#include "scrollpage.h"

#include <QVBoxLayout>

namespace ui {

namespace {

/// The page inside: its height for a width is the least its layout needs, so the scroll area
/// gives it the viewport's height while that is enough.
class PageWidget : public QWidget
{
public:
    explicit PageWidget(QLayout *layout)
    {
        setLayout(layout);
    }

    int heightForWidth(int width) const override
    {
        return layout()->totalMinimumHeightForWidth(width);
    }
};

QLayout *wrapped(QWidget *page)
{
    auto *layout = new QVBoxLayout;
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(page);
    return layout;
}

} // namespace

ScrollPage::ScrollPage(QLayout *layout, QWidget *parent)
    : QScrollArea(parent)
{
    setFrameShape(QFrame::NoFrame);
    setWidgetResizable(true);
    // Not a tab stop of its own (it would show no focus): Tab goes to the page's controls, and
    // the scroll area brings the focused one into view.
    setFocusPolicy(Qt::NoFocus);
    setWidget(new PageWidget(layout));
}

ScrollPage::ScrollPage(QWidget *page, QWidget *parent)
    : ScrollPage(wrapped(page), parent)
{
}

} // namespace ui
