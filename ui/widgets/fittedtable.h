#pragma once

#include <QScrollBar>
#include <QTableView>
#include <QTableWidget>

namespace ui {

/// A table view as large as its rows and columns, what QAbstractScrollArea::AdjustToContents
/// gives, that asks its layout for room again only when that size changes. With
/// AdjustToContents every changed cell asks for a new layout of the whole page around the
/// table; a table of figures that change on every step of a query drag only needs its changed
/// cells repainted.
template <class View>
class Fitted : public View
{
public:
    explicit Fitted(QWidget *parent = nullptr)
        : View(parent)
    {
        View::setSizeAdjustPolicy(QAbstractScrollArea::AdjustIgnored);
    }

    QSize sizeHint() const override
    {
        // As QAbstractScrollArea::sizeHint() computes it for AdjustToContents.
        const int frame = 2 * View::frameWidth();
        const QScrollBar *vertical = View::verticalScrollBar();
        const QScrollBar *horizontal = View::horizontalScrollBar();
        const bool verticalShown = vertical->isVisibleTo(this) && View::verticalScrollBarPolicy() != Qt::ScrollBarAlwaysOff;
        const bool horizontalShown = horizontal->isVisibleTo(this)
                                     && View::horizontalScrollBarPolicy() != Qt::ScrollBarAlwaysOff;
        return QSize(frame, frame) + View::viewportSizeHint()
               + QSize(verticalShown ? vertical->sizeHint().width() : 0,
                       horizontalShown ? horizontal->sizeHint().height() : 0);
    }

protected:
    // Rows, columns, section sizes, headers and fonts all end here; a changed cell does not.
    void updateGeometries() override
    {
        View::updateGeometries();
        const QSize hint = sizeHint();
        if (hint != m_hint) {
            m_hint = hint;
            View::updateGeometry();
        }
    }

private:
    QSize m_hint;
};

using FittedTableView = Fitted<QTableView>;
using FittedTableWidget = Fitted<QTableWidget>;

} // namespace ui
