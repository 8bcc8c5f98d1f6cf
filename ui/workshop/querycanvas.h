#pragma once

#include "statictextcache.h"

#include <QRectF>
#include <QStringList>
#include <QWidget>

#include <optional>
#include <vector>

namespace course {
class WorkshopModel;
}

namespace ui {

/// The plate's plane: the keys as blue arrows whose thickness and strength of colour follow
/// their weight, and the query as a red arrow that the learner turns and lengthens with the mouse
/// (drag the tip, wheel) or the keyboard (arrows, Shift, Page Up/Down, 1–8 to inspect a key).
/// Where the keys may be edited (the free workshop), dragging a key's tip with Shift or Ctrl
/// held moves that key.
class QueryCanvas : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(QueryCanvas)

public:
    /// Half the side of the visible plane, in plane units, for queries up to about this long;
    /// a longer query zooms the plane out. Never under the pointer: after a press on the
    /// plane the zoom stays until the pointer leaves the plane or the query changes some
    /// other way.
    static constexpr double kMinExtent = 3.4;
    /// It zooms out in steps of this many plane units.
    static constexpr double kExtentStep = 0.5;

    /// How strongly a key of weight 0 shows against the plane (its colour mixed with the
    /// plane's at this share); a key of weight w shows at min + (1 − min)·w. Higher on a dark
    /// palette, where faint keys would vanish.
    static double minimumKeyOpacity(const QPalette &palette);

    /// Half the side of the visible plane right now.
    double extent() const { return m_extent; }

    explicit QueryCanvas(course::WorkshopModel *model, QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    /// Plane coordinates of a widget point and back.
    QPointF toPlane(const QPointF &widgetPoint) const;
    QPointF toWidget(const QPointF &planePoint) const;

    /// A piece of text on the plane: `rect` is all it hides (its lines, centred, on a patch of
    /// the plane's colour for the labels of the arrows), in widget pixels.
    struct Label
    {
        QRectF rect;
        QStringList lines;
    };
    /// Where the plane's labels go for the current query, inspected key, size and font.
    struct LabelLayout
    {
        QPointF origin;
        QPointF queryTip;
        Label query;
        std::vector<Label> keys; ///< in key order
        /// Every tick number and the axis names "x" and "y"; one under a key's label or the
        /// projection's is not drawn. The query's label is placed clear of all of them.
        std::vector<Label> axes;
        /// The score of the inspected key, beside the foot of the query's projection on it.
        std::optional<Label> projection;
        QPointF projectionFoot;
    };
    /// The query's label goes to the place nearest its tip, beyond it first, that hides
    /// neither the query's own arrow nor a key's label nor an axis label, and, where there is
    /// such a place, no key's arrow either.
    LabelLayout labelLayout() const;

    /// The font of the plane's texts: the widget's, or smaller where the plane is too small
    /// for it, though never smaller than at the normal size.
    QFont planeFont() const;
    /// The font of the arrows' labels: planeFont() in bold.
    QFont labelFont() const;
    /// The width of the query's arrow in pixels; pens, arrow heads and gaps grow with the
    /// presentation scale (Presentation::factorFor()).
    double queryArrowWidth() const;

    /// The key whose projection is shown (hovered or chosen with 1–8), if any.
    std::optional<std::size_t> inspectedKey() const { return m_inspected; }
    void setInspectedKey(std::optional<std::size_t> key);

    /// Whether Shift+drag or Ctrl+drag on a key's tip moves the key (off by default: the
    /// lessons keep the plate's keys).
    bool keysEditable() const { return m_keysEditable; }
    void setKeysEditable(bool editable);
    /// Whether a press anywhere on the plane moves the query's tip there (the workshop, on by
    /// default), or only a press on the tip picks it up, elsewhere giving the plane the focus
    /// (a lesson page, whose text asks for the arrow keys from the query it set).
    bool clickMovesQuery() const { return m_clickMovesQuery; }
    void setClickMovesQuery(bool moves) { m_clickMovesQuery = moves; }
    /// Keeps at least this much of the plane in view (half its side, in plane units), so that
    /// a query lengthened up to about extent / 1.15 leaves the axes and the keys as they are.
    void setMinimumExtent(double extent);
    /// Whether a widget point is within reach of the query's tip.
    bool nearQueryTip(const QPointF &widgetPoint) const;
    /// The key whose tip is within reach of a widget point, if any.
    std::optional<std::size_t> keyTipNear(const QPointF &widgetPoint) const;
    /// The key being dragged, if any.
    std::optional<std::size_t> draggedKey() const { return m_draggedKey; }

signals:
    void inspectedKeyChanged();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    double pixelsPerUnit() const;
    void paintBackground(QPainter &p) const;
    /// The tick labels and axis names, except where a label of an arrow covers them.
    void paintTicks(QPainter &p, const LabelLayout &labels) const;
    void fitExtent();
    /// Ends the hold a press on the plane put on the zoom, and fits the plane to the query.
    void releaseExtent();
    std::optional<std::size_t> keyNear(const QPointF &widgetPoint) const;
    /// Where key `key`'s tip is on the widget.
    QPointF keyTip(std::size_t key) const;
    void updateAccessibility();
    void updateToolTip();

    course::WorkshopModel *m_model = nullptr;
    std::optional<std::size_t> m_inspected;
    bool m_dragging = false;
    bool m_keysEditable = false;
    bool m_clickMovesQuery = true;
    std::optional<std::size_t> m_draggedKey;
    /// The zoom stays as it is: the mouse changed the query, and the pointer is on the plane.
    bool m_holdExtent = false;
    int m_wheelRemainder = 0;
    mutable StaticTextCache m_texts;
    double m_extent = kMinExtent;
    double m_minimumExtent = kMinExtent;
};

} // namespace ui
