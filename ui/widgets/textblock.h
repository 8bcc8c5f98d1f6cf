#pragma once

#include "wrappedtext.h"

#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

namespace ui {

/// A paragraph of text wrapped to the widget's width, in the layout direction: what a
/// word-wrapped QLabel shows, for text on a screen that is redrawn on every step of a drag.
/// A plain-text label lays its text out again on every paint; this keeps the laid-out text
/// until the text, the width or the font changes. Screen readers see it as static text.
class TextBlock : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TextBlock)

public:
    explicit TextBlock(Qt::TextFormat format = Qt::PlainText, QWidget *parent = nullptr);

    void setText(const QString &text);
    /// A rich text whose figures change on every step: `html` is a template with %1…%n (a
    /// translated string), parsed once per template and font; `figures` fill it in as plain
    /// text, in the order QString::arg() would. A step lays the text out again but does not
    /// parse markup. text() and plainText() are then the filled plain text.
    void setRichText(const QString &html, const QStringList &figures);
    QString text() const { return m_body.text(); }
    /// The text without markup: what a screen reader reads. Worked out when first asked for
    /// after a change: a drag changes the text far more often than anyone reads it.
    QString plainText() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void followDirection();
    void fillTemplate();
    void showText(const std::function<void()> &set);

    /// A template of setRichText(), parsed in a font: its text with the %n markers, and the
    /// character formats over it.
    struct Template
    {
        QString html;
        QFont font;
        QString text;
        QList<QTextLayout::FormatRange> formats;
        /// Where a marker is in the text, and which of the figures fills it.
        struct Marker
        {
            int start;
            int length;
            int figure;
        };
        std::vector<Marker> markers;
    };
    std::optional<Template> m_template;
    QStringList m_figures;

    Qt::TextFormat m_format = Qt::PlainText;
    mutable std::optional<QString> m_plain;
    WrappedText m_body;
};

} // namespace ui
