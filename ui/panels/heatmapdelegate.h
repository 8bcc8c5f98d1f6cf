#pragma once

#include "statictextdelegate.h"

namespace ui {

/// Paints a heatmap cell with its own shade and text colour even when its row is selected,
/// and outlines the selected row instead: the highlight colour would hide the shade. In a
/// HeatmapView the figure takes the view's zoomed font, and a cell too small for it shows only
/// its shade. The figures, a few hundred alike, are drawn from a cache of laid-out texts.
class HeatmapDelegate : public StaticTextDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HeatmapDelegate)

public:
    explicit HeatmapDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace ui
