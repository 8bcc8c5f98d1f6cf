#include "textblock.h"

#include "accessibleinterfaces.h"

#include <QEvent>
#include <QPainter>
#include <QTextDocumentFragment>
#include <QTextOption>

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
    installAccessibleInterfaces();
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    m_body.setFont(font());
    followDirection();
}

void TextBlock::followDirection()
{
    QTextOption option;
    option.setTextDirection(layoutDirection());
    option.setAlignment(Qt::AlignLeading);
    m_body.setTextOption(option);
}

void TextBlock::setText(const QString &text)
{
    if (text == m_body.text())
        return;
    const int before = heightForWidth(width());
    m_body.setText(text, m_format);
    m_plain.reset();
    m_body.layOut(width());
    // The layout keeps the heights it asked for earlier; a new figure of the same height at
    // the width the block has (the usual query step) leaves it alone. The preferred size is
    // not measured again here: that would lay the text out a second time on every step, and
    // the layout gives a word-wrapped block its height for the width it gets, not its hint.
    if (heightForWidth(width()) != before)
        updateGeometry();
    update();
    announceTextChanged(this);
}

QString TextBlock::plainText() const
{
    if (!m_plain)
        m_plain = m_format == Qt::RichText ? QTextDocumentFragment::fromHtml(text()).toPlainText() : text();
    return *m_plain;
}

int TextBlock::heightForWidth(int width) const
{
    const int lineHeight = fontMetrics().height();
    if (m_body.text().isEmpty())
        return lineHeight;
    return std::max(lineHeight, int(std::ceil(m_body.sizeAt(width).height())));
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
    m_body.layOut(width());
    QWidget::resizeEvent(event);
}

void TextBlock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LayoutDirectionChange) {
        m_body.setFont(font());
        followDirection();
        m_body.layOut(width());
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}

void TextBlock::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setPen(palette().color(QPalette::WindowText));
    m_body.draw(p, QPointF(0, 0), width());
}

} // namespace ui
