#include "textblock.h"

#include "statictextaccessible.h"

#include <QEvent>
#include <QPainter>
#include <QTextDocumentFragment>
#include <QTextOption>
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
    StaticTextAccessible::install();
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void TextBlock::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    m_plain = m_format == Qt::RichText ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
    relayout();
    // The hints depend on the text, and the layout keeps heights it asked for earlier.
    updateGeometry();
    update();
    StaticTextAccessible::textChanged(this);
}

QStaticText TextBlock::laidOut(int width) const
{
    QStaticText st(m_text);
    st.setTextFormat(m_format);
    QTextOption option;
    option.setTextDirection(layoutDirection());
    option.setAlignment(Qt::AlignLeading);
    option.setWrapMode(QTextOption::WordWrap);
    st.setTextOption(option);
    st.setTextWidth(std::max(width, 1));
    st.prepare(QTransform(), font());
    return st;
}

void TextBlock::relayout()
{
    m_laidOutWidth = width();
    m_laidOut = laidOut(m_laidOutWidth);
    m_picture.clear();
}

int TextBlock::heightForWidth(int width) const
{
    const int lineHeight = fontMetrics().height();
    if (m_text.isEmpty())
        return lineHeight;
    // Laid out at that width already (the usual case), or measured afresh: a hidden widget
    // has its new width before it gets the resize event.
    const QSizeF size = width == m_laidOutWidth ? m_laidOut.size() : laidOut(width).size();
    return std::max(lineHeight, int(std::ceil(size.height())));
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
    if (width() != m_laidOutWidth)
        relayout();
    QWidget::resizeEvent(event);
}

void TextBlock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LayoutDirectionChange) {
        relayout();
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}

void TextBlock::paintEvent(QPaintEvent *)
{
    if (m_laidOutWidth != width())
        relayout();
    QPainter p(this);
    p.setPen(palette().color(QPalette::WindowText));
    p.setFont(font());
    m_picture.draw(p, QPointF(0, 0), m_laidOut);
}

} // namespace ui
