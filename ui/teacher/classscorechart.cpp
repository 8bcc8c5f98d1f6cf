#include "classscorechart.h"

#include "colors.h"
#include "figures.h"
#include "language.h"
#include "presentation.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QEvent>
#include <QLocale>
#include <QValueAxis>

#include <algorithm>

namespace ui {

ClassScoreChart::ClassScoreChart(QWidget *parent)
    // Built with its chart: setChart() would leave a default chart to the caller.
    : QChartView(new QChart, parent)
    , m_series(new QBarSeries)
    , m_set(new QBarSet(tr("Class mean")))
    , m_categoryAxis(new QBarCategoryAxis)
    , m_valueAxis(new QValueAxis)
{
    QChart *c = chart();
    c->setAnimationOptions(QChart::NoAnimation);
    c->legend()->hide();
    c->setTitle(tr("Class mean score per exercise (%)"));
    c->setMargins(QMargins(4, 4, 4, 4));

    m_series->append(m_set);
    m_series->setBarWidth(0.6);
    m_series->setLabelsVisible(true);
    m_series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    // "@value" and the axis in the language's number style (the chart's locale is the
    // default QLocale).
    c->setLocalizeNumbers(true);
    m_series->setLabelsFormat(course::withPercent(QStringLiteral("@value")));
    m_series->setLabelsPrecision(3);
    c->addSeries(m_series);

    c->addAxis(m_categoryAxis, Qt::AlignBottom);
    m_series->attachAxis(m_categoryAxis);
    // Ticks every 20% up to 100%, and room above it for the label of a full bar.
    m_valueAxis->setRange(0, 115);
    m_valueAxis->setTickType(QValueAxis::TicksDynamic);
    m_valueAxis->setTickAnchor(0);
    m_valueAxis->setTickInterval(20);
    m_valueAxis->setLabelFormat(percentAxisFormat());
    c->addAxis(m_valueAxis, Qt::AlignLeft);
    m_series->attachAxis(m_valueAxis);

    setRenderHint(QPainter::Antialiasing);
    setFocusPolicy(Qt::NoFocus);
    setAccessibleName(tr("Class mean score per exercise"));
    setMinimumHeight(220);
    applyPalette();
}

void ClassScoreChart::setScores(const QStringList &titles, const QList<double> &means)
{
    m_titles = titles;
    m_set->remove(0, m_set->count());
    QStringList description;
    for (int i = 0; i < means.size(); ++i) {
        m_set->append(100.0 * means.at(i));
        description << tr("%1: %2").arg(titles.value(i), course::formatPercent(means.at(i), 0));
    }
    setAccessibleDescription(description.join(QStringLiteral(", ")));
    fitCategories();
}

QStringList ClassScoreChart::categories() const
{
    return m_categoryAxis->categories();
}

void ClassScoreChart::fitCategories()
{
    // Qt Charts cuts a category wider than its slot down to "...": numbered titles where
    // every one fits, the numbers alone otherwise.
    // The titles go on two lines (the axis labels are rich text), broken at the space nearest
    // their middle.
    const QFontMetricsF fm(m_categoryAxis->labelsFont());
    QStringList titled;
    QStringList numbers;
    double widest = 0;
    for (int i = 0; i < m_titles.size(); ++i) {
        const QString title = tr("%1. %2").arg(i + 1).arg(m_titles.at(i));
        const qsizetype middle = title.size() / 2;
        qsizetype cut = -1;
        for (qsizetype c = 0; c < title.size(); ++c)
            if (title.at(c) == QLatin1Char(' ') && (cut < 0 || qAbs(c - middle) < qAbs(cut - middle)))
                cut = c;
        const QString first = cut < 0 ? title : title.left(cut);
        const QString second = cut < 0 ? QString() : title.mid(cut + 1);
        widest = std::max({widest, fm.horizontalAdvance(first), fm.horizontalAdvance(second)});
        titled << (second.isEmpty() ? first.toHtmlEscaped()
                                    : QStringLiteral("<center>%1<br>%2</center>").arg(first.toHtmlEscaped(), second.toHtmlEscaped()));
        numbers << QString::number(i + 1);
    }
    // Qt Charts gives each label the plot's width over one more than the categories.
    const double axisRoom = fm.horizontalAdvance(QStringLiteral("100%")) + 60;
    const qsizetype n = std::max<qsizetype>(m_titles.size(), 1);
    const QStringList &wanted = (width() - axisRoom) / double(n + 1) >= widest + 16 ? titled : numbers;
    if (m_categoryAxis->categories() != wanted) {
        m_categoryAxis->clear();
        m_categoryAxis->append(wanted);
    }
}

void ClassScoreChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    fitCategories();
}

void ClassScoreChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    else if (event->type() == QEvent::FontChange) {
        // The chart's own texts do not follow the view's font by themselves (a projector's).
        applyChartFont(chart(), font());
        m_set->setLabelFont(font());
        fitCategories();
    }
}

void ClassScoreChart::applyPalette()
{
    const QPalette &pal = palette();
    QChart *c = chart();
    const QColor text = pal.color(QPalette::Text);
    c->setBackgroundBrush(pal.color(QPalette::Base));
    c->setBackgroundVisible(false);
    c->setPlotAreaBackgroundVisible(false);
    c->setTitleBrush(text);
    for (QAbstractAxis *axis : c->axes()) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setGridLineColor(mixed(text, 0.15, pal.color(QPalette::Base)));
        axis->setLinePenColor(pal.color(QPalette::Mid));
    }
    m_set->setColor(keyColor(pal));
    m_set->setBorderColor(keyColor(pal));
    m_set->setLabelColor(text);
    setBackgroundBrush(pal.color(QPalette::Base));
}

} // namespace ui
