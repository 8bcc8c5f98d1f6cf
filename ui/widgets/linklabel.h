#pragma once

#include <QLabel>

namespace ui {

/// A label whose links are reached with Tab: with the focus it draws the style's focus frame
/// round itself, which a plain QLabel does not, so a keyboard user sees where they are.
class LinkLabel : public QLabel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LinkLabel)

public:
    explicit LinkLabel(const QString &text, QWidget *parent = nullptr);

protected:
    void paintEvent(QPaintEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
};

} // namespace ui
