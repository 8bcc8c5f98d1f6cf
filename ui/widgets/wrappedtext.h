#pragma once

#include <QFont>
#include <QHash>
#include <QStaticText>
#include <QString>
#include <QTextLayout>
#include <QTextOption>

#include <memory>
#include <optional>

class QPainter;

namespace ui {

/// A text wrapped to a width and kept laid out until its text, options, font or width
/// change: the body of the text widgets that stand in for a word-wrapped QLabel (TextBlock,
/// EquationLabel).
class WrappedText
{
public:
    void setText(const QString &text, Qt::TextFormat format);
    /// Plain text with character formats (bold, a size, a colour) over ranges of it: what a
    /// rich text shows, laid out without parsing markup.
    void setFormattedText(const QString &text, const QList<QTextLayout::FormatRange> &formats);
    /// Direction and alignment; the text always wraps at word boundaries.
    void setTextOption(QTextOption option);
    void setFont(const QFont &font);

    const QString &text() const { return m_text; }
    const QFont &font() const { return m_font; }
    /// Lays the text out at `width` unless it already is.
    void layOut(int width);
    /// The laid-out size at `width`: from the layout if it is at that width (the usual case),
    /// else measured afresh.
    QSizeF sizeAt(int width) const;
    /// Draws the text laid out at `width` with its top left corner at `topLeft`, in the
    /// painter's pen.
    void draw(QPainter &p, const QPointF &topLeft, int width);

private:
    QStaticText laidOut(int width) const;
    /// The formatted text laid out at `width` into `layout`; returns its size.
    QSizeF layOutFormatted(QTextLayout &layout, int width) const;
    void forget();

    QString m_text;
    Qt::TextFormat m_format = Qt::PlainText;
    QTextOption m_option;
    QFont m_font;
    /// The formats of a formatted text (setFormattedText()), which is laid out by m_formatted
    /// instead of m_laidOut.
    std::optional<QList<QTextLayout::FormatRange>> m_formats;
    QStaticText m_laidOut; ///< at m_width; none while m_width is -1
    std::shared_ptr<QTextLayout> m_formatted;
    QSizeF m_formattedSize;
    int m_width = -1;
    /// Sizes measured at other widths (a layout asks for a few), until the text changes.
    mutable QHash<int, QSizeF> m_sizes;
};

} // namespace ui
