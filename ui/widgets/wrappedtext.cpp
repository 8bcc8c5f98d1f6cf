#include "wrappedtext.h"

#include <QPainter>
#include <QTransform>

#include <algorithm>

namespace ui {

void WrappedText::setText(const QString &text, Qt::TextFormat format)
{
    if (text == m_text && format == m_format && !m_formats)
        return;
    m_text = text;
    m_format = format;
    m_formats.reset();
    forget();
}

void WrappedText::setFormattedText(const QString &text, const QList<QTextLayout::FormatRange> &formats)
{
    if (m_formats && text == m_text && *m_formats == formats)
        return;
    m_text = text;
    m_format = Qt::PlainText;
    m_formats = formats;
    forget();
}

QSizeF WrappedText::layOutFormatted(QTextLayout &layout, int width) const
{
    layout.setText(QString(m_text).replace(QLatin1Char('\n'), QChar::LineSeparator));
    layout.setFont(m_font);
    layout.setTextOption(m_option);
    layout.setFormats(*m_formats);
    layout.setCacheEnabled(true);
    layout.beginLayout();
    qreal height = 0;
    qreal widest = 0;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(std::max(width, 1));
        line.setPosition(QPointF(0, height));
        height += line.height();
        widest = std::max(widest, line.naturalTextWidth());
    }
    layout.endLayout();
    return {widest, height};
}

void WrappedText::setTextOption(QTextOption option)
{
    option.setWrapMode(QTextOption::WordWrap);
    m_option = option;
    forget();
}

void WrappedText::setFont(const QFont &font)
{
    m_font = font;
    forget();
}

void WrappedText::forget()
{
    m_width = -1;
    m_sizes.clear();
}

QStaticText WrappedText::laidOut(int width) const
{
    // A line break in plain text starts a new line, as in a QLabel; QStaticText only breaks
    // lines at a Unicode line separator.
    QStaticText st(m_format == Qt::RichText ? m_text : QString(m_text).replace(QLatin1Char('\n'), QChar::LineSeparator));
    st.setTextFormat(m_format);
    st.setTextOption(m_option);
    st.setTextWidth(std::max(width, 1));
    st.prepare(QTransform(), m_font);
    return st;
}

void WrappedText::layOut(int width)
{
    if (width == m_width)
        return;
    m_width = width;
    if (m_formats) {
        m_formatted = std::make_shared<QTextLayout>();
        m_formattedSize = layOutFormatted(*m_formatted, width);
        return;
    }
    m_laidOut = laidOut(width);
}

QSizeF WrappedText::sizeAt(int width) const
{
    // A hidden widget has its new width before its resize event: measure rather than trust
    // a layout at another width.
    if (width == m_width)
        return m_formats ? m_formattedSize : m_laidOut.size();
    // A handful of widths at most (the preferred, the minimum and the given one): a text
    // whose figures change on every query step is measured once per width, not once per ask.
    if (m_sizes.size() > 8)
        m_sizes.clear();
    auto size = m_sizes.constFind(width);
    if (size == m_sizes.cend()) {
        QTextLayout measured;
        size = m_sizes.insert(width, m_formats ? layOutFormatted(measured, width) : laidOut(width).size());
    }
    return *size;
}

void WrappedText::draw(QPainter &p, const QPointF &topLeft, int width)
{
    layOut(width);
    p.setFont(m_font);
    if (m_formats)
        m_formatted->draw(&p, topLeft);
    else
        p.drawStaticText(topLeft, m_laidOut);
}

} // namespace ui
