#include "classboarddelegate.h"

#include "classboardmodel.h"
#include "colors.h"

#include <QIcon>
#include <QPainter>

namespace ui {

ClassBoardDelegate::ClassBoardDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

QSize ClassBoardDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const
{
    const QFontMetrics fm(option.font);
    const int icon = fm.height() * 3 / 2;
    return {fm.averageCharWidth() * 28 + icon + 3 * kPadding, 3 * fm.lineSpacing() + 2 * kPadding};
}

void ClassBoardDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QPalette &pal = option.palette;
    const bool selected = option.state & QStyle::State_Selected;
    const QColor ground = index.data(Qt::BackgroundRole).value<QColor>();
    const QColor ink = index.data(Qt::ForegroundRole).value<QColor>();
    const QRectF tile = QRectF(option.rect).adjusted(1.5, 1.5, -1.5, -1.5);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(selected ? pal.color(QPalette::Highlight) : mixed(pal.color(QPalette::Text), 0.3, pal.color(QPalette::Base)),
                         selected ? 2.5 : 1.0));
    painter->setBrush(ground);
    painter->drawRoundedRect(tile, 6, 6);

    const QFontMetrics fm(option.font);
    const int side = fm.height() * 3 / 2;
    const QRect rect = option.rect;
    const QRect iconRect(rect.left() + kPadding, rect.center().y() - side / 2, side, side);
    index.data(Qt::DecorationRole).value<QIcon>().paint(painter, iconRect);

    const int textLeft = iconRect.right() + kPadding;
    const int textWidth = rect.right() - kPadding - textLeft;
    const QString progress = index.data(ClassBoardModel::ProgressTextRole).toString();
    const int lines = progress.isEmpty() ? 2 : 3;
    const int top = rect.center().y() - lines * fm.lineSpacing() / 2;
    QFont bold = option.font;
    bold.setBold(true);
    painter->setPen(ink);
    painter->setFont(bold);
    painter->drawText(QRect(textLeft, top, textWidth, fm.lineSpacing()), Qt::AlignLeft | Qt::AlignVCenter,
                      QFontMetrics(bold).elidedText(index.data(ClassBoardModel::NameRole).toString(), Qt::ElideRight, textWidth));
    painter->setFont(option.font);
    painter->drawText(QRect(textLeft, top + fm.lineSpacing(), textWidth, fm.lineSpacing()), Qt::AlignLeft | Qt::AlignVCenter,
                      fm.elidedText(index.data(ClassBoardModel::StatusTextRole).toString(), Qt::ElideRight, textWidth));
    if (!progress.isEmpty())
        painter->drawText(QRect(textLeft, top + 2 * fm.lineSpacing(), textWidth, fm.lineSpacing()), Qt::AlignLeft | Qt::AlignVCenter,
                          fm.elidedText(progress, Qt::ElideRight, textWidth));
    painter->restore();
}

} // namespace ui
