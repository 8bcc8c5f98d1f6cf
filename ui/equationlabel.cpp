#include "equationlabel.h"

#include "fonts.h"
#include "statictextaccessible.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QPainter>
#include <QTextOption>
#include <QTransform>

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

constexpr int kLineGap = 4;

} // namespace

EquationLabel::EquationLabel(QWidget *parent)
    : QWidget(parent)
{
    StaticTextAccessible::install();
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    m_heading.setTextFormat(Qt::RichText);
    m_heading.setText(tr("output = Σ w<sub>i</sub>·v<sub>i</sub> ="));
    m_termsText.setTextFormat(Qt::PlainText);
    prepare();
}

QFont EquationLabel::headingFont() const
{
    return scaledFont(font(), 1.2);
}

QFont EquationLabel::resultFont() const
{
    QFont f = headingFont();
    f.setBold(true);
    return f;
}

void EquationLabel::setEquation(const QString &result, const QString &terms)
{
    if (result == m_result && terms == m_terms)
        return;
    m_result = result;
    m_terms = terms;
    setTermsWidth(width());
    // The hints depend on the text, and the layout keeps heights it asked for earlier.
    updateGeometry();
    update();
    StaticTextAccessible::textChanged(this);
}

QString EquationLabel::text() const
{
    return tr("output = Σ wᵢ·vᵢ = %1").arg(m_result) + QLatin1Char('\n') + QStringLiteral("= ")
        + m_terms;
}

QStaticText EquationLabel::termsAt(int width) const
{
    QStaticText st(QStringLiteral("= ") + m_terms);
    st.setTextFormat(Qt::PlainText);
    QTextOption option;
    option.setTextDirection(Qt::LeftToRight);
    option.setAlignment((isRightToLeft() ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignAbsolute);
    option.setWrapMode(QTextOption::WordWrap);
    st.setTextOption(option);
    st.setTextWidth(std::max(width, 1));
    st.prepare(QTransform(), font());
    return st;
}

double EquationLabel::headingHeight() const
{
    return std::max(m_heading.size().height(), QFontMetricsF(headingFont()).height());
}

int EquationLabel::heightForWidth(int width) const
{
    // The sum as laid out at that width already (the usual case), or measured afresh.
    const double terms = m_terms.isEmpty() ? 0.0
        : width == m_termsWidth           ? m_termsText.size().height()
                                          : termsAt(width).size().height();
    return int(std::ceil(headingHeight() + kLineGap + std::max(terms, QFontMetricsF(font()).height())));
}

QSize EquationLabel::minimumSizeHint() const
{
    // The heading and the widest output (the values are 10 to 50) beside it; the sum below
    // wraps.
    const double heading = m_heading.size().width()
        + QFontMetricsF(headingFont()).horizontalAdvance(QLatin1Char(' '))
        + QFontMetricsF(resultFont()).horizontalAdvance(QStringLiteral("0000.00"));
    const int w = int(std::ceil(heading));
    return {w, heightForWidth(w)};
}

QSize EquationLabel::sizeHint() const
{
    const int w = std::max(minimumSizeHint().width(),
                           int(std::ceil(QFontMetricsF(font()).horizontalAdvance(QStringLiteral("= ") + m_terms))));
    return {w, heightForWidth(w)};
}

void EquationLabel::setTermsWidth(int width)
{
    m_termsWidth = width;
    m_termsText = termsAt(width);
    m_termsPicture.clear();
}

void EquationLabel::prepare()
{
    m_heading.prepare(QTransform(), headingFont());
    m_headingPicture.clear();
    setTermsWidth(width());
}

void EquationLabel::resizeEvent(QResizeEvent *event)
{
    if (width() != m_termsWidth)
        setTermsWidth(width());
    QWidget::resizeEvent(event);
}

void EquationLabel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange
        || event->type() == QEvent::LayoutDirectionChange) {
        if (event->type() == QEvent::LanguageChange)
            m_heading.setText(tr("output = Σ w<sub>i</sub>·v<sub>i</sub> ="));
        prepare();
        updateGeometry();
        update();
        StaticTextAccessible::textChanged(this);
    }
    QWidget::changeEvent(event);
}

void EquationLabel::paintEvent(QPaintEvent *)
{
    if (width() != m_termsWidth)
        setTermsWidth(width());
    QPainter p(this);
    p.setPen(palette().color(QPalette::WindowText));
    const QFont heading = headingFont();
    const QFontMetricsF hm(heading);
    const QFont bold = resultFont();
    const double resultWidth = m_texts.get(m_result, bold).size().width();
    // The result on the heading's baseline, a space after it; the line at the leading edge.
    const double gap = hm.horizontalAdvance(QLatin1Char(' '));
    const double lineWidth = m_heading.size().width() + (m_result.isEmpty() ? 0.0 : gap + resultWidth);
    const double x = isRightToLeft() ? std::max(0.0, width() - lineWidth) : 0.0;
    p.setFont(heading);
    m_headingPicture.draw(p, QPointF(x, 0), m_heading);
    if (!m_result.isEmpty()) {
        p.setFont(bold);
        m_texts.draw(p, QPointF(x + m_heading.size().width() + gap, hm.ascent() - QFontMetricsF(bold).ascent()),
                     m_result, bold);
    }
    p.setFont(font());
    m_termsPicture.draw(p, QPointF(0, headingHeight() + kLineGap), m_termsText);
}

} // namespace ui
