#pragma once

#include <QLayout>
#include <QList>
#include <QStyle>

// A layout that places its widgets in reading order on as many rows as the width needs, like
// words in a paragraph: a row of buttons that fits one line at normal text size wraps onto a
// second line with large text or in a narrow window instead of forcing the window wider.
// By default every row is stretched to the full width, so the buttons of a row share it evenly;
// an unjustified layout keeps its items at their preferred width, from the left.

namespace ui {

class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(QWidget *parent = nullptr);
    ~FlowLayout() override;
    Q_DISABLE_COPY_MOVE(FlowLayout)

    void addItem(QLayoutItem *item) override;
    int count() const override;
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;

    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

    void setJustified(bool justified);

    /// Widgets that a flow keeps together on one line (a label and its field), as one widget.
    static QWidget *together(const QList<QWidget *> &widgets);

private:
    /// Lays the items out in `rect` (or only measures when `apply` is false); returns the height.
    int arrange(const QRect &rect, bool apply) const;
    int spacingOr(QStyle::PixelMetric metric, Qt::Orientation orientation) const;

    QList<QLayoutItem *> m_items;
    bool m_justified = true;
};

} // namespace ui
