#pragma once

#include <QStaticText>
#include <QWidget>

namespace ui {

/// A paragraph of text, wrapped to the widget's width: what a word-wrapped QLabel shows, for
/// text on a screen that is redrawn on every step of a drag. The label lays its text out
/// again on every paint; this keeps the laid-out text until the text or the width changes.
/// Screen readers get the text as the accessible description.
class TextBlock : public QWidget
{
    Q_OBJECT

public:
    explicit TextBlock(Qt::TextFormat format = Qt::PlainText, QWidget *parent = nullptr);

    void setText(const QString &text);
    QString text() const { return m_text; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QStaticText laidOut(int width) const;
    void relayout();

    Qt::TextFormat m_format;
    QString m_text;
    QStaticText m_laidOut; ///< m_text wrapped to the current width
};

} // namespace ui
