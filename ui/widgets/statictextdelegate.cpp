#include "statictextdelegate.h"

#include <QApplication>
#include <QPainter>
#include <QStyle>

#include <utility>

namespace ui {

namespace {
constexpr qsizetype kMaxCached = 1024;
}

StaticTextDelegate::StaticTextDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

bool StaticTextDelegate::plainBackground(const QStyleOptionViewItem &option) const
{
    // Under the mouse too, for the styles that show it (Fusion does not; Breeze does).
    return !(option.state & (QStyle::State_Selected | QStyle::State_HasFocus | QStyle::State_MouseOver))
        && !(option.features & QStyleOptionViewItem::Alternate);
}

void StaticTextDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                               const QModelIndex &index) const
{
    QStyleOptionViewItem opt(option);
    initStyleOption(&opt, index);
    if (!opt.icon.isNull() || (opt.features & QStyleOptionViewItem::HasCheckIndicator)
        || opt.text.contains(QLatin1Char('\n'))) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    // The text's room. With neither icon nor check box, and the decoration counted as
    // selected, it is the whole display area whatever the text: asking with the text taken
    // out spares the style laying it out just to measure it. The text is drawn from the
    // cache below, aligned here.
    const QString text = std::exchange(opt.text, QString());
    const bool showDecorationSelected = std::exchange(opt.showDecorationSelected, true);
    QRect textRect = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget);
    opt.showDecorationSelected = showDecorationSelected;
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    textRect.adjust(margin, 0, -margin, 0);
    QString shown = text;
    QSizeF size = m_texts.size(text, opt.font);
    if (size.width() > textRect.width()) {
        // Too long: elide once per width, then cache the elided text like any other.
        const QString key = QString::number(textRect.width()) + QLatin1Char('\x1e') + text;
        auto elided = m_elided.constFind(key);
        if (elided == m_elided.cend()) {
            if (m_elided.size() >= kMaxCached)
                m_elided.clear();
            elided = m_elided.insert(key, QFontMetrics(opt.font).elidedText(text, opt.textElideMode, textRect.width()));
        }
        shown = *elided;
        size = m_texts.size(shown, opt.font);
    }
    // Background, selection and focus as the style draws them, then the cached text. An item
    // that is neither selected nor current nor hovered nor on an alternate row is only its
    // background: filled here, without the style working out the whole item's layout again
    // for each of a table's many cells.
    if (plainBackground(opt)) {
        if (opt.backgroundBrush.style() != Qt::NoBrush) {
            const QPointF origin = painter->brushOrigin();
            painter->setBrushOrigin(opt.rect.topLeft());
            painter->fillRect(opt.rect, opt.backgroundBrush);
            painter->setBrushOrigin(origin);
        }
    } else {
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
    }
    const QPalette::ColorGroup group = !(opt.state & QStyle::State_Enabled) ? QPalette::Disabled
                                       : (opt.state & QStyle::State_Active) ? QPalette::Normal
                                                                              : QPalette::Inactive;
    const QColor color = opt.palette.color(group, (opt.state & QStyle::State_Selected)
                                                      ? QPalette::HighlightedText
                                                      : QPalette::Text);
    const Qt::Alignment align = QStyle::visualAlignment(opt.direction, opt.displayAlignment);
    qreal x = textRect.left();
    if (align & Qt::AlignRight)
        x = textRect.right() + 1 - size.width();
    else if (align & Qt::AlignHCenter)
        x = textRect.left() + (textRect.width() - size.width()) / 2;
    qreal y = textRect.top() + (textRect.height() - size.height()) / 2;
    if (align & Qt::AlignTop)
        y = textRect.top();
    else if (align & Qt::AlignBottom)
        y = textRect.bottom() + 1 - size.height();
    painter->save();
    painter->setFont(opt.font);
    painter->setPen(color);
    m_texts.draw(*painter, QPointF(x, y), shown, opt.font);
    painter->restore();
}

} // namespace ui
