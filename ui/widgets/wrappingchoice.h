#pragma once

#include "wrappedtext.h"

#include <QCheckBox>
#include <QRadioButton>

// A radio button and a check box whose label wraps onto more lines when the layout gives them
// less width than the label needs in one line (QRadioButton and QCheckBox never wrap: a long
// exercise option in German or French would be cut off). The text stays the button's text, so
// shortcuts, accessibility and tests see the same button. The label stays laid out between
// paints: checking the button repaints it, and its text and width have not changed.

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

private:
    WrappedText m_label;
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

private:
    WrappedText m_label;
};

} // namespace ui
