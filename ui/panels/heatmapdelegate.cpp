#include "heatmapdelegate.h"

#include "heatmapview.h"
#include "presentation.h"

#include <QPainter>

#include <array>

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

void HeatmapDelegate::paintCell(QPainter *painter, const QStyleOptionViewItem &option,
                                const QModelIndex &index, const HeatmapView &view) const
{
    std::array<QModelRoleData, 3> roles{QModelRoleData(Qt::DisplayRole), QModelRoleData(Qt::BackgroundRole),
                                        QModelRoleData(Qt::ForegroundRole)};
    index.model()->multiData(index, roles);
    const QVariant &background = roles[1].data();
    if (background.canConvert<QBrush>())
        painter->fillRect(option.rect, qvariant_cast<QBrush>(background));
    const QString text = roles[0].data().toString();
    if (text.isEmpty() || !view.figureFits(text))
        return;
    const QVariant &foreground = roles[2].data();
    const QColor color = foreground.canConvert<QBrush>()
                             ? qvariant_cast<QBrush>(foreground).color()
                             : option.palette.color(view.isEnabled() ? QPalette::Normal : QPalette::Disabled, QPalette::Text);
    // Centred in the cell, as every heat-map figure is (the model's alignment). The pen and
    // font are put back by hand: a thousand cells' save() and restore() of the whole painter
    // state cost more than drawing their figures.
    const QFont font = view.figureFont();
    const QSizeF size = texts().size(text, font);
    const QRectF cell(option.rect);
    const QPen pen = painter->pen();
    const QFont before = painter->font();
    painter->setPen(color);
    texts().draw(*painter,
                 QPointF(cell.left() + (cell.width() - size.width()) / 2,
                         cell.top() + (cell.height() - size.height()) / 2),
                 text, font);
    painter->setFont(before);
    painter->setPen(pen);
}

void HeatmapDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                            const QModelIndex &index) const
{
    const auto *view = qobject_cast<const HeatmapView *>(option.widget);
    if (view && !(option.state & (QStyle::State_HasFocus | QStyle::State_MouseOver)))
        paintCell(painter, option, index, *view);
    else
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
