#include "heatmapdelegate.h"

#include "heatmapview.h"
#include "presentation.h"

#include <QPainter>

namespace ui {

HeatmapDelegate::HeatmapDelegate(QObject *parent)
    : StaticTextDelegate(parent)
{
}

void HeatmapDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    option->state &= ~QStyle::State_Selected;
    // In a zoomable heat map the figure grows with the cell; a cell too narrow for its figure
    // shows only its shade (the figure is in its tooltip and accessible text), never a part.
    if (const auto *view = qobject_cast<const HeatmapView *>(option->widget)) {
        option->font = view->figureFont();
        option->fontMetrics = QFontMetrics(option->font);
        if (!view->figureFits(option->text))
            option->text.clear();
    }
}

void HeatmapDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                            const QModelIndex &index) const
{
    StaticTextDelegate::paint(painter, option, index);
    if (!(option.state & QStyle::State_Selected))
        return;
    // Top and bottom edges on every cell, the sides at the ends: one outline round the row.
    const bool first = index.column() == 0;
    const bool last = index.column() == index.model()->columnCount(index.parent()) - 1;
    // Three pixels wide, more in presentation mode.
    const double pen = 3.0 * Presentation::factorFor(option.widget);
    const double half = pen / 2;
    const QRectF cell(option.rect);
    const QRectF r = cell.adjusted(first ? half : 0.0, half, last ? -half : 0.0, -half);
    painter->save();
    painter->setPen(QPen(option.palette.color(QPalette::Highlight), pen, Qt::SolidLine, Qt::FlatCap));
    painter->drawLine(QPointF(cell.left(), r.top()), QPointF(cell.right() + 1.0, r.top()));
    painter->drawLine(QPointF(cell.left(), r.bottom()), QPointF(cell.right() + 1.0, r.bottom()));
    if (first)
        painter->drawLine(r.topLeft(), r.bottomLeft());
    if (last)
        painter->drawLine(r.topRight(), r.bottomRight());
    painter->restore();
}

} // namespace ui
