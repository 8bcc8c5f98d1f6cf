#pragma once

#include "statictextdelegate.h"

namespace ui {

class HeatmapView;

/// Paints a heatmap cell with its own shade and text colour even when its row is selected,
/// and outlines the selected row instead: the highlight colour would hide the shade. In a
/// HeatmapView the figure takes the view's zoomed font, and a cell too small for it shows only
/// its shade. The figures, a few hundred alike, are drawn from a cache of laid-out texts; a
/// toggle of the causal mask repaints thousands of cells, so a cell without the focus or the
/// mouse is drawn without asking the style (only its background brush and its text, which is
/// all the style draws for it).
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

private:
    /// A cell of a HeatmapView without the focus or the mouse: its shade and its figure, drawn straight
    /// from the model, as the style would draw them.
    void paintCell(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index,
                   const HeatmapView &view) const;
};

} // namespace ui
