#include "textblock.h"

#include <QEvent>
#include <QPainter>
#include <QTextDocumentFragment>
#include <QTransform>

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

/// Wide enough for a comfortable line; narrower than that the text wraps.
constexpr int kPreferredCharacters = 70;
constexpr int kMinimumCharacters = 16;

} // namespace

TextBlock::TextBlock(Qt::TextFormat format, QWidget *parent)
    : QWidget(parent)
    , m_format(format)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void TextBlock::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    const QSizeF before = m_laidOut.size();
    relayout();
    setAccessibleDescription(m_format == Qt::RichText ? QTextDocumentFragment::fromHtml(text).toPlainText()
                                                      : text);
    if (m_laidOut.size().height() != before.height())
        updateGeometry();
    update();
}

QStaticText TextBlock::laidOut(int width) const
{
    QStaticText st(m_text);
    st.setTextFormat(m_format);
    st.setTextWidth(std::max(width, 1));
    st.prepare(QTransform(), font());
    return st;
}

void TextBlock::relayout()
{
    m_laidOut = laidOut(width());
}

int TextBlock::heightForWidth(int width) const
{
    const int lineHeight = fontMetrics().height();
    if (m_text.isEmpty())
        return lineHeight;
    const QStaticText st = width == this->width() ? m_laidOut : laidOut(width);
    return std::max(lineHeight, int(std::ceil(st.size().height())));
}

QSize TextBlock::sizeHint() const
{
    const int w = fontMetrics().averageCharWidth() * kPreferredCharacters;
    return {w, heightForWidth(w)};
}

QSize TextBlock::minimumSizeHint() const
{
    // As narrow as a short line, but as tall as at the preferred width: the layout asks
    // heightForWidth() for the height at the width it gives, as it does for a wrapped QLabel.
    return {fontMetrics().averageCharWidth() * kMinimumCharacters, sizeHint().height()};
}

void TextBlock::resizeEvent(QResizeEvent *event)
{
    relayout();
    QWidget::resizeEvent(event);
}

void TextBlock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange) {
        relayout();
        updateGeometry();
    }
    QWidget::changeEvent(event);
}

void TextBlock::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setPen(palette().color(QPalette::WindowText));
    p.setFont(font());
    p.drawStaticText(QPointF(0, 0), m_laidOut);
}

} // namespace ui
