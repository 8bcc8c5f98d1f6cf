#pragma once

#include <QStyledItemDelegate>

namespace ui {

/// Draws a student of the class board as a tile: a framed card in the status's background
/// with its sign, the name in bold and the status in words below it.
class ClassBoardDelegate : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClassBoardDelegate)

public:
    explicit ClassBoardDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    static constexpr int kPadding = 8;
};

} // namespace ui
