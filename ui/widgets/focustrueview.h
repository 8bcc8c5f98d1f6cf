#pragma once

#include <QAbstractItemView>

namespace ui {

/// An item view that tells a screen reader its current item has the focus only while the view
/// has it. Qt 6.4's QListView and QTableView report every change of their current item as a
/// focus change, so a list that follows what happens elsewhere (the exercise overview when the
/// learner presses Next exercise) would pull a screen reader away from where the keyboard is.
template<class View>
class FocusTrueView : public View
{
public:
    using View::View;

protected:
    void currentChanged(const QModelIndex &current, const QModelIndex &previous) override
    {
        if (this->hasFocus())
            View::currentChanged(current, previous);
        else
            QAbstractItemView::currentChanged(current, previous);
    }
};

} // namespace ui
