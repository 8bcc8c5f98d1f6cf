#include "wrappingchoice.h"

#include <QStyleOptionButton>
#include <QStylePainter>

#include <algorithm>

namespace ui {

namespace {

constexpr int kTextFlags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap | Qt::TextShowMnemonic;

/// How a button of either kind is measured and drawn: the indicator's metrics differ.
struct Kind {
    QStyle::PixelMetric width;
    QStyle::PixelMetric height;
    QStyle::PixelMetric spacing;
    QStyle::ControlElement control;
};

const Kind kRadio{QStyle::PM_ExclusiveIndicatorWidth, QStyle::PM_ExclusiveIndicatorHeight,
                  QStyle::PM_RadioButtonLabelSpacing, QStyle::CE_RadioButton};
const Kind kCheck{QStyle::PM_IndicatorWidth, QStyle::PM_IndicatorHeight, QStyle::PM_CheckBoxLabelSpacing,
                  QStyle::CE_CheckBox};

int indent(const QAbstractButton *b, const Kind &k)
{
    return b->style()->pixelMetric(k.width, nullptr, b) + b->style()->pixelMetric(k.spacing, nullptr, b);
}

/// The first line: as high as the indicator or a line of text, whichever is more.
int lineHeight(const QAbstractButton *b, const Kind &k)
{
    return std::max(b->style()->pixelMetric(k.height, nullptr, b), b->fontMetrics().height());
}

int heightFor(const QAbstractButton *b, const Kind &k, int width)
{
    const int textWidth = std::max(1, width - indent(b, k));
    const QRect text = b->fontMetrics().boundingRect(QRect(0, 0, textWidth, 1 << 20), kTextFlags, b->text());
    return std::max(lineHeight(b, k), text.height()) + 2;
}

QSize sizeHintOf(const QAbstractButton *b, const Kind &k)
{
    const int width = indent(b, k) + b->fontMetrics().horizontalAdvance(QString(b->text()).remove(QLatin1Char('&'))) + 2;
    return {width, heightFor(b, k, width)};
}

QSize minimumOf(const QAbstractButton *b, const Kind &k)
{
    // About twelve characters a line: narrower than that, wrapping stops helping.
    const int width = indent(b, k) + 12 * b->fontMetrics().averageCharWidth();
    return {std::min(width, sizeHintOf(b, k).width()), lineHeight(b, k) + 2};
}

/// The label as drawText() shows it with Qt::TextShowMnemonic: "&&" is an ampersand, and the
/// letter after a single "&" is underlined.
void setLabel(WrappedText *label, const QString &text)
{
    QString shown;
    shown.reserve(text.size());
    QList<QTextLayout::FormatRange> underline;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('&') && i + 1 < text.size()) {
            ++i;
            if (text.at(i) != QLatin1Char('&')) {
                QTextLayout::FormatRange range;
                range.start = int(shown.size());
                range.length = 1;
                range.format.setFontUnderline(true);
                underline << range;
            }
        }
        shown += text.at(i);
    }
    label->setFormattedText(shown, underline);
}

void paint(QAbstractButton *b, QStyleOptionButton option, const Kind &k, WrappedText *label)
{
    QStylePainter p(b);
    const bool focus = option.state & QStyle::State_HasFocus;
    option.state &= ~QStyle::State_HasFocus;
    option.text.clear();
    option.rect.setHeight(lineHeight(b, k));
    p.drawControl(k.control, option); // the indicator alone, beside the first line
    const QRect area = b->rect().adjusted(indent(b, k), 1, 0, -1);
    const int offset = std::max(0, (lineHeight(b, k) - b->fontMetrics().height()) / 2);
    if (b->isEnabled()) {
        // The text as the style's drawItemText() draws it, from the layout kept since the last
        // paint (a style may draw a disabled text its own way: that one goes through it).
        setLabel(label, b->text());
        if (label->font() != b->font())
            label->setFont(b->font());
        p.setPen(b->palette().color(QPalette::WindowText));
        p.setClipRect(area.translated(0, offset), Qt::IntersectClip);
        label->draw(p, area.translated(0, offset).topLeft(), area.width());
        p.setClipping(false);
    } else {
        p.drawItemText(area.translated(0, offset), kTextFlags, b->palette(), false, b->text(), QPalette::WindowText);
    }
    if (focus) {
        // Measured only for the frame round it: laying the text out costs as much as drawing it.
        const QRect text = b->fontMetrics().boundingRect(area, kTextFlags, b->text());
        QStyleOptionFocusRect frame;
        frame.initFrom(b);
        frame.rect = text.translated(0, offset).adjusted(-2, -1, 2, 1);
        p.drawPrimitive(QStyle::PE_FrameFocusRect, frame);
    }
}

/// Narrower than its text when the layout has less room (a plain check box or radio button
/// insists on its one-line width), and as high as its wrapped lines.
void makeWrappable(QAbstractButton *b)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred, b->sizePolicy().controlType());
    policy.setHeightForWidth(true);
    b->setSizePolicy(policy);
}

} // namespace

WrappingRadioButton::WrappingRadioButton(const QString &text, QWidget *parent)
    : QRadioButton(text, parent)
{
    makeWrappable(this);
}

WrappingCheckBox::WrappingCheckBox(const QString &text, QWidget *parent)
    : QCheckBox(text, parent)
{
    makeWrappable(this);
}

QSize WrappingRadioButton::sizeHint() const { return sizeHintOf(this, kRadio); }
QSize WrappingRadioButton::minimumSizeHint() const { return minimumOf(this, kRadio); }
int WrappingRadioButton::heightForWidth(int width) const { return heightFor(this, kRadio, width); }

void WrappingRadioButton::paintEvent(QPaintEvent *)
{
    QStyleOptionButton option;
    initStyleOption(&option);
    paint(this, option, kRadio, &m_label);
}

QSize WrappingCheckBox::sizeHint() const { return sizeHintOf(this, kCheck); }
QSize WrappingCheckBox::minimumSizeHint() const { return minimumOf(this, kCheck); }
int WrappingCheckBox::heightForWidth(int width) const { return heightFor(this, kCheck, width); }

void WrappingCheckBox::paintEvent(QPaintEvent *)
{
    QStyleOptionButton option;
    initStyleOption(&option);
    paint(this, option, kCheck, &m_label);
}

} // namespace ui
