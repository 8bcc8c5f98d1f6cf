#include "flowlayout.h"

#include <QHBoxLayout>
#include <QStyle>
#include <QWidget>

#include <algorithm>
#include <vector>

namespace ui {

FlowLayout::FlowLayout(QWidget *parent)
    : QLayout(parent)
{
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem *item)
{
    m_items.append(item);
    invalidate();
}

int FlowLayout::count() const
{
    return int(m_items.size());
}

QLayoutItem *FlowLayout::itemAt(int index) const
{
    return m_items.value(index);
}

QLayoutItem *FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= m_items.size())
        return nullptr;
    QLayoutItem *item = m_items.takeAt(index);
    invalidate();
    return item;
}

Qt::Orientations FlowLayout::expandingDirections() const
{
    return Qt::Horizontal;
}

void FlowLayout::setJustified(bool justified)
{
    m_justified = justified;
    invalidate();
}

QWidget *FlowLayout::together(const QList<QWidget *> &widgets)
{
    auto *group = new QWidget;
    auto *layout = new QHBoxLayout(group);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget *w : widgets)
        layout->addWidget(w);
    return group;
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    // As narrow as the widest single item: everything else can move to another row.
    QSize size;
    for (const QLayoutItem *item : m_items)
        if (!item->isEmpty())
            size = size.expandedTo(item->minimumSize());
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // Everything on one row.
    const int gap = spacingOr(QStyle::PM_LayoutHorizontalSpacing, Qt::Horizontal);
    int width = 0;
    int height = 0;
    int shown = 0;
    for (const QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        const QSize hint = item->sizeHint();
        width += hint.width() + (shown++ > 0 ? gap : 0);
        height = std::max(height, hint.height());
    }
    const QMargins m = contentsMargins();
    return {width + m.left() + m.right(), height + m.top() + m.bottom()};
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::spacingOr(QStyle::PixelMetric metric, Qt::Orientation orientation) const
{
    if (spacing() >= 0)
        return spacing();
    QWidget *owner = parentWidget();
    if (owner == nullptr)
        return 6;
    const int styled = owner->style()->pixelMetric(metric, nullptr, owner);
    if (styled >= 0)
        return styled;
    return owner->style()->combinedLayoutSpacing(QSizePolicy::PushButton, QSizePolicy::PushButton,
                                                 orientation, nullptr, owner);
}

int FlowLayout::arrange(const QRect &rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int hGap = spacingOr(QStyle::PM_LayoutHorizontalSpacing, Qt::Horizontal);
    const int vGap = spacingOr(QStyle::PM_LayoutVerticalSpacing, Qt::Vertical);

    // Break the items into rows of at most the area's width (always at least one item).
    std::vector<std::vector<QLayoutItem *>> rows(1);
    int used = 0;
    for (QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        const int width = item->sizeHint().width();
        if (!rows.back().empty() && used + hGap + width > area.width()) {
            rows.emplace_back();
            used = 0;
        }
        used += (rows.back().empty() ? 0 : hGap) + width;
        rows.back().push_back(item);
    }

    int y = area.top();
    int bottom = area.top();
    for (const std::vector<QLayoutItem *> &row : rows) {
        if (row.empty())
            continue;
        int natural = 0;
        for (const QLayoutItem *item : row)
            natural += item->sizeHint().width();
        // The row's spare width is shared evenly; an item never gets less than its minimum.
        // The row is as tall as its tallest item at the width it gets (wrapped text is taller).
        const int count = int(row.size());
        const int spare = m_justified ? std::max(0, area.width() - natural - hGap * (count - 1)) : 0;
        std::vector<int> widths;
        int height = 0;
        int x = area.left();
        for (int i = 0; i < count; ++i) {
            const QLayoutItem *item = row[std::size_t(i)];
            const int extra = spare / count + (i < spare % count ? 1 : 0);
            const int width = std::max(item->minimumSize().width(),
                                       std::min(item->sizeHint().width() + extra, area.right() + 1 - x));
            widths.push_back(width);
            height = std::max(height, item->hasHeightForWidth() ? item->heightForWidth(width) : item->sizeHint().height());
            x += width + hGap;
        }
        // Right to left, the rows run from the right edge (QStyle::visualRect mirrors them).
        const Qt::LayoutDirection direction = parentWidget() != nullptr ? parentWidget()->layoutDirection() : Qt::LeftToRight;
        x = area.left();
        for (int i = 0; i < count && apply; ++i) {
            const QRect cell(x, y, widths[std::size_t(i)], height);
            row[std::size_t(i)]->setGeometry(QStyle::visualRect(direction, area, cell));
            x += widths[std::size_t(i)] + hGap;
        }
        bottom = y + height;
        y = bottom + vGap;
    }
    const QMargins m = contentsMargins();
    return bottom - area.top() + m.top() + m.bottom();
}

} // namespace ui
