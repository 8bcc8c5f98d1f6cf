#pragma once

#include <QHash>
#include <QTableView>

namespace ui {

/// The table of a heat map that stays readable however many rows and columns it has: every
/// cell has the same size, the view scrolls both ways and zooms (zoom(), Ctrl+wheel, + and −
/// or Ctrl++ and Ctrl+− while it has the focus, Ctrl+0 for 100%). At 100% and more a cell is
/// wide enough for its figure, drawn in a font scaled with the zoom; below 100% a cell
/// narrower than its figure shows only its shade (HeatmapDelegate), never a cut-off figure.
/// The cell under the mouse, or the current cell when the mouse is elsewhere, is reported by
/// cellShown() so that a panel can write its figure out.
class HeatmapView : public QTableView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HeatmapView)

public:
    static constexpr int kMinZoom = 25;
    static constexpr int kMaxZoom = 300;
    static constexpr int kZoomStep = 25;
    /// Rows shown at 100% before the view scrolls down.
    static constexpr int kVisibleRows = 10;

    explicit HeatmapView(QWidget *parent = nullptr);

    /// The zoom in percent.
    int zoom() const { return m_zoom; }
    void setZoom(int percent);
    /// The size of every cell at the current zoom.
    int cellWidth() const { return m_cellWidth; }
    int cellHeight() const { return m_cellHeight; }
    /// The font the figures are drawn in at the current zoom (the view's, scaled up above 100%).
    QFont figureFont() const;
    /// The width a cell needs to show `text` in figureFont(), margins included.
    int widthForFigure(const QString &text) const;
    /// True when a cell of the current size shows `text` whole; a cell that cannot shows only
    /// its shade (HeatmapDelegate).
    bool figureFits(const QString &text) const;

    /// The cell under the mouse, else the current cell (invalid when there is neither).
    QModelIndex shownIndex() const;

    void setModel(QAbstractItemModel *model) override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void zoomChanged(int percent);
    /// The cell under the mouse or, without one, the current cell changed.
    void cellShown(const QModelIndex &index);

protected:
    bool event(QEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void currentChanged(const QModelIndex &current, const QModelIndex &previous) override;

private:
    /// What a zoom key (+, −, Ctrl+0) asks for; 0 when the key is none of them.
    int zoomForKey(const QKeyEvent *event) const;
    void layoutCells();
    void checkHorizontalBar();
    void setHovered(const QModelIndex &index);

    int m_zoom = 100;
    int m_cellWidth = 0;
    int m_cellHeight = 0;
    QPersistentModelIndex m_hovered;
    bool m_horizontalBar = false;
    /// figureFits() for the few texts a heat map shows, until the cells or the font change.
    mutable QHash<QString, bool> m_fits;
};

} // namespace ui
