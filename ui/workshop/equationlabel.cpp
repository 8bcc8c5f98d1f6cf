#include "equationlabel.h"

#include "fonts.h"
#include "accessibleinterfaces.h"

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
    installAccessibleInterfaces();
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    m_heading.setTextFormat(Qt::RichText);
    // One line in every language: a longer heading ("Ausgabe = …") must not wrap its "=".
    QTextOption oneLine;
    oneLine.setWrapMode(QTextOption::NoWrap);
    m_heading.setTextOption(oneLine);
    m_heading.setText(tr("output = Σ w<sub>i</sub>·v<sub>i</sub> ="));
    prepare();
}

void EquationLabel::prepare()
{
    m_headingFont = scaledFont(font(), 1.2);
    m_resultFont = m_headingFont;
    m_resultFont.setBold(true);
    m_heading.prepare(QTransform(), m_headingFont);
    QTextOption option;
    option.setTextDirection(Qt::LeftToRight);
    option.setAlignment((isRightToLeft() ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignAbsolute);
    m_sum.setTextOption(option);
    m_sum.setFont(font());
    m_sum.layOut(width());
}

void EquationLabel::setEquation(const QString &result, const QString &terms)
{
    if (result == m_result && terms == m_terms)
        return;
    const int before = heightForWidth(width());
    m_result = result;
    m_terms = terms;
    m_sum.setText(QStringLiteral("= ") + terms, Qt::PlainText);
    m_sum.layOut(width());
    // The layout keeps heights it asked for earlier; a new sum of the same height at the width
    // the label has (the usual query step) leaves it alone. As for a TextBlock, the preferred
    // size is not measured again on every step (that lays the sum out at another width): the
    // layout gives a wrapped label its height for the width it gets, not its hint.
    if (heightForWidth(width()) != before)
        updateGeometry();
    update();
    announceTextChanged(this);
}

QString EquationLabel::text() const
{
    return tr("output = Σ wᵢ·vᵢ = %1").arg(m_result) + QLatin1Char('\n') + QStringLiteral("= ")
        + m_terms;
}

double EquationLabel::headingHeight() const
{
    return std::max(m_heading.size().height(), QFontMetricsF(m_headingFont).height());
}

int EquationLabel::heightForWidth(int width) const
{
    const double sum = m_terms.isEmpty() ? 0.0 : m_sum.sizeAt(width).height();
    return int(std::ceil(headingHeight() + kLineGap + std::max(sum, QFontMetricsF(font()).height())));
}

QSize EquationLabel::minimumSizeHint() const
{
    // The heading and the widest output (the values are 10 to 50) beside it; the sum below
    // wraps.
    const double heading = m_heading.size().width()
        + QFontMetricsF(m_headingFont).horizontalAdvance(QLatin1Char(' '))
        + QFontMetricsF(m_resultFont).horizontalAdvance(QStringLiteral("0000.00"));
    const int w = int(std::ceil(heading));
    return {w, heightForWidth(w)};
}

QSize EquationLabel::sizeHint() const
{
    const int w = std::max(minimumSizeHint().width(),
                           int(std::ceil(QFontMetricsF(font()).horizontalAdvance(m_sum.text()))));
    return {w, heightForWidth(w)};
}

void EquationLabel::resizeEvent(QResizeEvent *event)
{
    m_sum.layOut(width());
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
        announceTextChanged(this);
    }
    QWidget::changeEvent(event);
}

void EquationLabel::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setPen(palette().color(QPalette::WindowText));
    const QFontMetricsF hm(m_headingFont);
    const double resultWidth = m_texts.size(m_result, m_resultFont).width();
    // The result on the heading's baseline, a space after it; the line at the leading edge.
    const double gap = hm.horizontalAdvance(QLatin1Char(' '));
    const double lineWidth = m_heading.size().width() + (m_result.isEmpty() ? 0.0 : gap + resultWidth);
    const double x = isRightToLeft() ? std::max(0.0, width() - lineWidth) : 0.0;
    p.setFont(m_headingFont);
    p.drawStaticText(QPointF(x, 0), m_heading);
    if (!m_result.isEmpty()) {
        m_texts.draw(p, QPointF(x + m_heading.size().width() + gap, hm.ascent() - QFontMetricsF(m_resultFont).ascent()),
                     m_result, m_resultFont);
    }
    m_sum.draw(p, QPointF(0, headingHeight() + kLineGap), width());
}

} // namespace ui
