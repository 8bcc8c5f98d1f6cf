#include "equationlabel.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QPainter>
#include <QTransform>

#include <climits>
#include <cmath>

namespace ui {

namespace {

constexpr int kLineGap = 4;

} // namespace

EquationLabel::EquationLabel(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    m_heading.setTextFormat(Qt::RichText);
    m_heading.setText(tr("output = Σ w<sub>i</sub>·v<sub>i</sub> ="));
    m_termsText.setTextFormat(Qt::PlainText);
    prepare();
}

QFont EquationLabel::headingFont() const
{
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.2);
    return f;
}

void EquationLabel::setEquation(const QString &result, const QString &terms)
{
    if (result == m_result && terms == m_terms)
        return;
    const double oldHeight = m_termsText.size().height();
    m_result = result;
    m_terms = terms;
    m_termsText.setText(QStringLiteral("= ") + terms);
    m_termsText.prepare(QTransform(), font());
    // Wrapped to the width: a change in its number of lines changes the height wanted.
    if (m_termsText.size().height() != oldHeight)
        updateGeometry();
    update();
}

QString EquationLabel::text() const
{
    return tr("output = Σ wᵢ·vᵢ = %1").arg(m_result) + QLatin1Char('\n') + QStringLiteral("= ")
        + m_terms;
}

int EquationLabel::termsHeight(int width) const
{
    if (m_terms.isEmpty())
        return 0;
    return QFontMetrics(font())
        .boundingRect(QRect(0, 0, std::max(width, 1), INT_MAX / 2), Qt::TextWordWrap,
                      QStringLiteral("= ") + m_terms)
        .height();
}

int EquationLabel::heightForWidth(int width) const
{
    const int heading = int(std::ceil(std::max(m_heading.size().height(),
                                                QFontMetricsF(headingFont()).height())));
    return heading + kLineGap + std::max(termsHeight(width), fontMetrics().height());
}

QSize EquationLabel::sizeHint() const
{
    const int w = std::max(int(std::ceil(m_heading.size().width()))
                               + fontMetrics().horizontalAdvance(QStringLiteral("0000.00")) * 2,
                           fontMetrics().horizontalAdvance(QStringLiteral("= ") + m_terms));
    return {w, heightForWidth(w)};
}

QSize EquationLabel::minimumSizeHint() const
{
    const int w = int(std::ceil(m_heading.size().width()));
    return {w, heightForWidth(w)};
}

void EquationLabel::prepare()
{
    m_heading.prepare(QTransform(), headingFont());
    m_termsText.setTextWidth(std::max(width(), 1));
    m_termsText.prepare(QTransform(), font());
}

void EquationLabel::resizeEvent(QResizeEvent *event)
{
    m_termsText.setTextWidth(std::max(width(), 1));
    m_termsText.prepare(QTransform(), font());
    QWidget::resizeEvent(event);
}

void EquationLabel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange) {
        if (event->type() == QEvent::LanguageChange)
            m_heading.setText(tr("output = Σ w<sub>i</sub>·v<sub>i</sub> ="));
        prepare();
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}

void EquationLabel::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setPen(palette().color(QPalette::WindowText));
    const QFont heading = headingFont();
    const QFontMetricsF hm(heading);
    const double headingHeight = std::max(m_heading.size().height(), hm.height());
    p.setFont(heading);
    p.drawStaticText(QPointF(0, 0), m_heading);
    if (!m_result.isEmpty()) {
        QFont bold = heading;
        bold.setBold(true);
        const double gap = hm.horizontalAdvance(QLatin1Char(' '));
        // On the heading's baseline.
        const double y = hm.ascent() - QFontMetricsF(bold).ascent();
        p.setFont(bold);
        p.drawStaticText(QPointF(m_heading.size().width() + gap, y), m_texts.get(m_result, bold));
    }
    p.setFont(font());
    p.drawStaticText(QPointF(0, headingHeight + kLineGap), m_termsText);
}

} // namespace ui
