#include "presentation.h"

#include "fonts.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QEvent>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLegend>
#include <QTableView>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

double roundToStep(double scale)
{
    return std::round(scale / Presentation::kStep) * Presentation::kStep;
}

/// Keeps a table's rows as tall as its font needs (fitRowsToFont()).
class RowHeightFitter : public QObject
{
    Q_DISABLE_COPY_MOVE(RowHeightFitter)

public:
    RowHeightFitter(QTableView *view, int padding)
        : QObject(view)
        , m_view(view)
        , m_padding(padding)
        , m_base(view->verticalHeader()->defaultSectionSize())
    {
        view->installEventFilter(this);
        fit();
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_view && event->type() == QEvent::FontChange)
            fit();
        return QObject::eventFilter(watched, event);
    }

private:
    void fit()
    {
        // Never below the height the table had at its own font: only a larger font changes it.
        const int needed = std::max(m_base, QFontMetrics(m_view->font()).height() + m_padding);
        if (m_view->verticalHeader()->defaultSectionSize() != needed)
            m_view->verticalHeader()->setDefaultSectionSize(needed);
    }

    QTableView *m_view = nullptr;
    int m_padding = 0;
    int m_base = 0;
};

} // namespace

Presentation::Presentation(QObject *parent)
    : QObject(parent)
{
}

double Presentation::defaultScale() const
{
    if (!m_defaultScale)
        m_defaultScale = defaultScaleFor(QApplication::font(), m_screenHeight);
    return *m_defaultScale;
}

void Presentation::setScreenHeight(int pixels)
{
    if (pixels <= 0 || pixels == m_screenHeight)
        return;
    m_screenHeight = pixels;
    m_defaultScale.reset();
    if (m_active)
        emit changed();
}

int Presentation::bodyPixelsFor(int height)
{
    return std::max(kMinimumPixels, int(std::lround(double(kBodyPixels) * height / kReferenceHeight)));
}

int Presentation::figurePixelsFor(int height)
{
    return std::max(kMinimumPixels, int(std::lround(double(kFigurePixels) * height / kReferenceHeight)));
}

double Presentation::scale() const
{
    return std::clamp(roundToStep(defaultScale() + m_steps * kStep), kMinimum, kMaximum);
}

void Presentation::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    emit changed();
}

void Presentation::setScale(double scale)
{
    if (!std::isfinite(scale))
        return;
    const double s = std::clamp(roundToStep(scale), kMinimum, kMaximum);
    if (std::abs(s - this->scale()) < 1e-9)
        return;
    m_steps = int(std::lround((s - defaultScale()) / kStep));
    emit changed();
}

void Presentation::setSteps(int steps)
{
    const int bound = int(std::lround((kMaximum - kMinimum) / kStep));
    steps = std::clamp(steps, -bound, bound);
    if (steps == m_steps)
        return;
    m_steps = steps;
    emit changed();
}

void Presentation::setTextScale(double scale)
{
    if (!std::isfinite(scale))
        return;
    const double s = std::clamp(roundToStep(scale), kMinimum, kTextMaximum);
    if (std::abs(s - m_textScale) < 1e-9)
        return;
    m_textScale = s;
    emit changed();
}

void Presentation::zoomIn()
{
    m_active ? setScale(scale() + kStep) : setTextScale(m_textScale + kStep);
}

void Presentation::zoomOut()
{
    m_active ? setScale(scale() - kStep) : setTextScale(m_textScale - kStep);
}

void Presentation::resetScale()
{
    m_active ? setScale(defaultScale()) : setTextScale(kMinimum);
}

bool Presentation::canZoomIn() const
{
    return factor() < (m_active ? kMaximum : kTextMaximum) - 1e-9;
}

bool Presentation::canZoomOut() const
{
    return factor() > kMinimum + 1e-9;
}

QFont Presentation::font(const QFont &body) const
{
    return scaledFont(body, factor());
}

double Presentation::defaultScaleFor(const QFont &body, int screenHeight)
{
    const int figure = figurePixelsFor(screenHeight);
    const int text = bodyPixelsFor(screenHeight);
    // Font sizes are rounded to whole pixels on the way, so the height is measured at each
    // step rather than worked out from the height at 1.
    for (double s = kMinimum; s < kMaximum + 1e-9; s += kStep) {
        const QFontMetrics fm(scaledFont(body, roundToStep(s)));
        if (fm.height() >= figure && fm.height() >= text)
            return roundToStep(s);
    }
    return kMaximum;
}

double Presentation::factorFor(const QWidget *widget)
{
    if (!widget)
        return 1.0;
    const auto *presentation = widget->window()->findChild<Presentation *>(QString(), Qt::FindDirectChildrenOnly);
    return presentation ? presentation->factor() : 1.0;
}

namespace {
const char *const kHiddenWhenPresenting = "attentionLabHiddenWhenPresenting";
}

void hideWhenPresenting(QWidget *explanation)
{
    explanation->setProperty(kHiddenWhenPresenting, true);
}

void applyPresenting(QWidget *panel, bool presenting)
{
    const QList<QWidget *> children = panel->findChildren<QWidget *>();
    for (QWidget *w : children)
        if (w->property(kHiddenWhenPresenting).toBool())
            w->setVisible(!presenting);
}

void applyChartFont(QChart *chart, const QFont &font)
{
    QFont title = font;
    title.setBold(true);
    chart->setTitleFont(title);
    chart->legend()->setFont(font);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsFont(font);
        axis->setTitleFont(font);
    }
}

void refreshHeaderFont(QTableView *view)
{
    view->horizontalHeader()->setFont(QFont());
}

void fitRowsToFont(QTableView *view, int padding)
{
    new RowHeightFitter(view, padding);
}

} // namespace ui
