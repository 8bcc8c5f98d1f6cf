#pragma once

#include "statictextcache.h"

#include <QHash>
#include <QStyledItemDelegate>

namespace ui {

/// Draws plain item text through a cache of QStaticText, so an item whose text has not
/// changed is not laid out and shaped again on every paint (what QStyledItemDelegate does).
/// Text too long for its cell is elided once per width and cached too. Items with icons,
/// check boxes or several lines are left to QStyledItemDelegate. It looks the same; a full
/// window repaint gets much cheaper.
class StaticTextDelegate : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StaticTextDelegate)

public:
    explicit StaticTextDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;

protected:
    /// Whether an item's background is only its background brush, which this delegate then
    /// fills itself; for the others the style draws background, selection and focus.
    virtual bool plainBackground(const QStyleOptionViewItem &option) const;
    /// The laid-out texts, for a subclass that draws some items itself.
    StaticTextCache &texts() const { return m_texts; }

private:
    mutable StaticTextCache m_texts;
    mutable QHash<QString, QString> m_elided;
};

} // namespace ui
