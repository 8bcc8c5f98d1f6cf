#pragma once

#include <QCheckBox>
#include <QRadioButton>

// A radio button and a check box whose label wraps onto more lines when the layout gives them
// less width than the label needs in one line (QRadioButton and QCheckBox never wrap: a long
// exercise option in German or French would be cut off). The text stays the button's text, so
// shortcuts, accessibility and tests see the same button.

namespace ui {

class WrappingRadioButton : public QRadioButton
{
public:
    explicit WrappingRadioButton(const QString &text, QWidget *parent = nullptr);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool hitButton(const QPoint &pos) const override { return rect().contains(pos); }
};

class WrappingCheckBox : public QCheckBox
{
public:
    explicit WrappingCheckBox(const QString &text, QWidget *parent = nullptr);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool hitButton(const QPoint &pos) const override { return rect().contains(pos); }
};

} // namespace ui
