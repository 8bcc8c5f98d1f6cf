#include "sharpnesspanel.h"

#include "colors.h"
#include "placeholders.h"
#include "presentation.h"
#include "textblock.h"
#include "workshopmodel.h"

#include <QChart>
#include <QChartView>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSignalBlocker>
#include <QStyleOptionGraphicsItem>
#include <QValueAxis>
#include <QVBoxLayout>

#include <array>

namespace ui {

namespace {

/// Five hues after Okabe and Ito's colour-blind safe set, darker on a light background and
/// brighter on a dark one; the pen styles below tell the curves apart without colour.
QColor curveColor(std::size_t key, const QPalette &palette)
{
    static const std::array<QColor, 5> light{QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00),
                                             QColor(0x00, 0x9e, 0x73), QColor(0xcc, 0x79, 0xa7),
                                             QColor(0x8c, 0x6d, 0x00)};
    static const std::array<QColor, 5> dark{QColor(0x56, 0xb4, 0xe9), QColor(0xff, 0x8c, 0x42),
                                            QColor(0x3d, 0xdc, 0x97), QColor(0xe6, 0x9a, 0xcb),
                                            QColor(0xf0, 0xe4, 0x42)};
    const auto &colors = isDark(palette) ? dark : light;
    return colors[key % colors.size()];
}

Qt::PenStyle curveStyle(std::size_t key)
{
    static const std::array<Qt::PenStyle, 5> styles{Qt::SolidLine, Qt::DashLine, Qt::DotLine,
                                                    Qt::DashDotLine, Qt::DashDotDotLine};
    return styles[key % styles.size()];
}

} // namespace

SharpnessPanel::SharpnessPanel(course::WorkshopModel *model, QWidget *parent)
    : LessonPanel(model, parent)
    , m_chart(new QChart)
{
    m_caption = new TextBlock(Qt::RichText, this);
    m_caption->setObjectName(QStringLiteral("sharpnessCaption"));

    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->legend()->setAlignment(Qt::AlignRight);
    // A line's legend entry shows its dash pattern, so the legend does not rely on colour.
    m_chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);

    m_xAxis = new QValueAxis;
    m_xAxis->setRange(0.0, kPlotLength);
    m_xAxis->setTickCount(int(kPlotLength) + 1);
    m_xAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_xAxis->setTitleText(tr("query length"));
    m_chart->addAxis(m_xAxis, Qt::AlignBottom);
    m_yAxis = new QValueAxis;
    m_yAxis->setRange(0.0, 100.0);
    m_yAxis->setTickCount(6);
    m_yAxis->setLabelFormat(QStringLiteral("%d"));
    m_yAxis->setTitleText(tr("weight (%)"));
    m_chart->addAxis(m_yAxis, Qt::AlignLeft);

    for (std::size_t i = 0; i < model->keys().size(); ++i) {
        auto *series = new QLineSeries;
        series->setName(tr("k%1").arg(i + 1));
        m_chart->addSeries(series);
        series->attachAxis(m_xAxis);
        series->attachAxis(m_yAxis);
        m_keySeries << series;
    }
    // The marker's series are hidden: the view paints them over the plot (paintMarker()), so
    // that a step of the length leaves the chart's scene as it is. The line keeps its legend
    // entry.
    m_marker = new QLineSeries;
    m_marker->setName(tr("current length"));
    m_chart->addSeries(m_marker);
    m_marker->attachAxis(m_xAxis);
    m_marker->attachAxis(m_yAxis);
    m_marker->setVisible(false);
    for (QLegendMarker *legend : m_chart->legend()->markers(m_marker))
        legend->setVisible(true);
    m_dots = new QScatterSeries;
    m_dots->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    m_dots->setMarkerSize(9.0 * Presentation::factorFor(this));
    m_chart->addSeries(m_dots);
    m_dots->attachAxis(m_xAxis);
    m_dots->attachAxis(m_yAxis);
    m_dots->setVisible(false);
    // The dots belong to "current length": no entry of their own (an unnamed one, since a
    // hidden legend entry still takes the width of its label).
    for (QLegendMarker *legend : m_chart->legend()->markers(m_dots))
        legend->setVisible(false);
    m_tag = std::make_unique<QGraphicsSimpleTextItem>();
    connect(m_chart, &QChart::plotAreaChanged, this, &SharpnessPanel::placeTag);

    m_view = new StaticChartView(m_chart, this);
    m_view->setOverlay([this](QPainter *painter) { paintMarker(painter); }, [this] { return markerRect(); });
    m_view->setObjectName(QStringLiteral("sharpnessChart"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(260);
    // The figures are in the readout and the accessible description; the chart takes no focus.
    m_view->setFocusPolicy(Qt::NoFocus);
    m_view->viewport()->setFocusPolicy(Qt::NoFocus);
    m_view->setAccessibleName(tr("Weight of each key against query length"));

    m_length = new QDoubleSpinBox(this);
    m_length->setObjectName(QStringLiteral("sharpnessLengthSpin"));
    m_length->setRange(0.0, course::WorkshopModel::kMaxLength);
    m_length->setDecimals(2);
    m_length->setSingleStep(0.1);
    m_length->setAccessibleName(tr("Query length"));
    auto *lengthLabel = new QLabel(tr("Query &length:"), this);
    lengthLabel->setBuddy(m_length);
    auto *row = new QHBoxLayout;
    row->addWidget(lengthLabel);
    row->addWidget(m_length);
    row->addStretch(1);

    m_entropy = new TextBlock(Qt::RichText, this);
    m_entropy->setObjectName(QStringLiteral("entropyLabel"));
    m_entropy->setAccessibleName(tr("Entropy of the weights"));

    auto *explanation = new QLabel(
        tr("Entropy measures how spread out the weights are: near its maximum the output is a "
           "blurry blend of every value, near 0 it is a decisive lookup of a single key."),
        this);
    explanation->setWordWrap(true);
    hideWhenPresenting(explanation);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_caption);
    layout->addWidget(m_view, 1);
    layout->addLayout(row);
    layout->addWidget(m_entropy);
    layout->addWidget(explanation);

    connect(m_length, &QDoubleSpinBox::valueChanged, model, &course::WorkshopModel::setLength);
    connect(model, &course::WorkshopModel::queryChanged, this, &SharpnessPanel::syncFromModel);

    applyChartFont(m_chart, font());
    applyPalette();
    syncFromModel();
}

SharpnessPanel::~SharpnessPanel() = default;

double SharpnessPanel::entropy() const
{
    return attn::entropy(model()->trace().weights());
}

double SharpnessPanel::maxEntropy() const
{
    // With every score scaled to 0 the softmax is uniform: the largest entropy, ln n.
    attn::Lookup uniform = model()->layout().lookup(model()->query());
    uniform.scale = 0.0;
    const attn::Result<attn::Trace> result = attn::trace(uniform);
    return result ? attn::entropy(result->weights()) : 0.0;
}

void SharpnessPanel::syncFromModel()
{
    // Only touch the spin box when its shown value differs: rewriting the text the learner
    // is typing ("0" of "0.1") would move the cursor and garble the input.
    if (m_length->textFromValue(m_length->value()) != m_length->textFromValue(model()->length())) {
        const QSignalBlocker block(m_length);
        m_length->setValue(model()->length());
    }
    if (model()->angle() != m_curveAngle)
        recomputeCurves();
    updateMarker();
    updateReadout();
}

void SharpnessPanel::recomputeCurves()
{
    m_curveAngle = model()->angle();
    const attn::PlateLayout &plate = model()->layout();
    QList<QList<QPointF>> points(m_keySeries.size());
    for (int s = 0; s < kSamples; ++s) {
        const double length = kPlotLength * s / (kSamples - 1);
        const attn::Result<attn::Trace> result = attn::trace(plate.lookup({m_curveAngle, length}));
        if (!result)
            continue;
        const std::vector<double> weights = result->weights();
        for (qsizetype k = 0; k < points.size() && std::size_t(k) < weights.size(); ++k)
            points[k].append(QPointF(length, 100.0 * weights[std::size_t(k)]));
    }
    for (qsizetype k = 0; k < m_keySeries.size(); ++k)
        m_keySeries[k]->replace(points[k]);

    m_caption->setText(
        tr("<b>How sharp is the lookup?</b> Each line is the attention weight one key receives "
           "as the query grows longer, pointing at %1°. A short query spreads the weight "
           "evenly over the keys; a long one gives nearly all of it to the best-matching key. "
           "The vertical line and the dots on it mark the current length.")
            .arg(course::formatFixed(m_curveAngle, 1)));
}

void SharpnessPanel::updateMarker()
{
    const double length = model()->length();
    // Beyond the plotted lengths the line falls outside the plot area and is clipped away;
    // the readout says so.
    // Kept here, not in the hidden series: a change to a series changes the chart's scene,
    // which would draw the whole chart again on every step.
    m_markerLine = {QPointF(length, 0.0), QPointF(length, 100.0)};
    m_markerPoints.clear();
    for (double w : model()->trace().weights())
        m_markerPoints.append(QPointF(length, 100.0 * w));
    m_tag->setText(tr("length %1").arg(course::formatFixed(length, 2)));
    placeTag();
}

void SharpnessPanel::placeTag()
{
    const double length = model()->length();
    const QRectF plot = m_chart->plotArea();
    m_tag->setVisible(length <= kPlotLength && plot.isValid());
    const QPointF top = m_chart->mapToPosition(QPointF(length, 100.0), m_marker);
    const QRectF box = m_tag->boundingRect();
    // Right of the line, or left of it near the right edge; just below the top of the plot.
    double x = top.x() + 5.0;
    if (x + box.width() > plot.right())
        x = top.x() - 5.0 - box.width();
    m_tag->setPos(x, plot.top() + 2.0);
    if (m_view)
        m_view->overlayChanged();
}

QPointF SharpnessPanel::toView(const QPointF &value) const
{
    return m_view->viewportTransform().map(m_chart->mapToScene(m_chart->mapToPosition(value, m_marker)));
}

QRectF SharpnessPanel::plotInView() const
{
    return m_view->viewportTransform().mapRect(m_chart->mapRectToScene(m_chart->plotArea()));
}

void SharpnessPanel::paintMarker(QPainter *painter) const
{
    const QRectF plot = plotInView();
    if (!plot.isValid())
        return;
    // As the chart draws its series: clipped to the plot area (a length beyond the plot shows
    // no line and no dots).
    painter->save();
    painter->setClipRect(plot, Qt::IntersectClip);
    if (m_markerLine.size() == 2) {
        painter->setPen(m_marker->pen());
        painter->drawLine(toView(m_markerLine.at(0)), toView(m_markerLine.at(1)));
    }
    const double radius = m_dots->markerSize() / 2.0;
    painter->setPen(m_dots->pen());
    painter->setBrush(m_dots->brush());
    for (const QPointF &dot : std::as_const(m_markerPoints))
        painter->drawEllipse(toView(dot), radius, radius);
    painter->restore();
    if (m_tag->isVisible()) {
        painter->save();
        painter->translate(m_view->viewportTransform().map(m_chart->mapToScene(m_tag->pos())));
        const QStyleOptionGraphicsItem option;
        m_tag->paint(painter, &option, nullptr);
        painter->restore();
    }
}

QRect SharpnessPanel::markerRect() const
{
    const QRectF plot = plotInView();
    if (!plot.isValid())
        return {};
    const double width = m_marker->pen().widthF();
    QRectF extent;
    if (m_markerLine.size() == 2) {
        const double x = toView(m_markerLine.at(0)).x();
        extent = QRectF(QPointF(x - width, plot.top()), QPointF(x + width, plot.bottom()));
    }
    const double reach = m_dots->markerSize() / 2.0 + m_dots->pen().widthF();
    for (const QPointF &dot : std::as_const(m_markerPoints)) {
        const QPointF c = toView(dot);
        extent |= QRectF(c.x() - reach, c.y() - reach, 2 * reach, 2 * reach);
    }
    extent &= plot;
    if (m_tag->isVisible()) {
        const QPointF at = m_view->viewportTransform().map(m_chart->mapToScene(m_tag->pos()));
        extent |= QRectF(at, m_tag->boundingRect().size());
    }
    // Antialiasing reaches a pixel beyond the shapes.
    return extent.isEmpty() ? QRect() : extent.adjusted(-2, -2, 2, 2).toAlignedRect();
}

void SharpnessPanel::updateReadout()
{
    const attn::Trace &t = model()->trace();
    const std::vector<double> weights = t.weights();
    const std::size_t best = attn::argmax(weights);
    QString text = tr("At length %1: entropy of the weights <b>%2</b> nats (its maximum is "
                      "ln %3 = %4). Largest weight: key %5, <b>%6</b>.")
                       .arg(course::formatFixed(model()->length(), 2), course::formatFixed(entropy(), 2),
                            QString::number(weights.size()), course::formatFixed(maxEntropy(), 2),
                            QString::number(best + 1), course::formatPercent(weights[best]));
    if (model()->length() > kPlotLength)
        text += QLatin1Char(' ')
            + tr("This length lies beyond the plotted range, 0 to %1.").arg(course::formatPlain(kPlotLength));
    m_entropy->setText(text);

    QStringList description;
    for (std::size_t i = 0; i < weights.size(); ++i)
        description << tr("key %1: %2").arg(QString::number(i + 1), course::formatPercent(weights[i]));
    m_view->setAccessibleDescription(
        tr("At length %1: %2").arg(course::formatFixed(model()->length(), 2), description.join(QStringLiteral(", "))));
}

void SharpnessPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    if (event->type() == QEvent::FontChange) {
        // The chart's texts do not follow the view's font by themselves; the pens and the
        // dots follow the presentation scale that comes with a new font.
        applyChartFont(m_chart, font());
        m_dots->setMarkerSize(9.0 * Presentation::factorFor(this));
        applyPalette();
    }
    LessonPanel::changeEvent(event);
}

void SharpnessPanel::applyPalette()
{
    const QPalette &pal = palette();
    m_chart->setBackgroundBrush(pal.color(QPalette::Base));
    m_chart->setPlotAreaBackgroundVisible(false);
    m_chart->legend()->setLabelColor(pal.color(QPalette::Text));
    QColor gridColor = pal.color(QPalette::Text);
    gridColor.setAlphaF(0.15);
    for (QValueAxis *axis : {m_xAxis, m_yAxis}) {
        axis->setLabelsColor(pal.color(QPalette::Text));
        axis->setLinePenColor(pal.color(QPalette::Mid));
        axis->setGridLineColor(gridColor);
        axis->setTitleBrush(pal.color(QPalette::Text));
    }
    const double f = Presentation::factorFor(this);
    for (qsizetype k = 0; k < m_keySeries.size(); ++k) {
        QPen pen(curveColor(std::size_t(k), pal), 2.5 * f, curveStyle(std::size_t(k)));
        pen.setCapStyle(Qt::FlatCap);
        m_keySeries[k]->setPen(pen);
    }
    // In the query's colour and wide enough to show even where it runs beside the y axis.
    const QColor markerColor = queryColor(pal);
    m_marker->setPen(QPen(markerColor, 2.5 * f));
    m_dots->setColor(markerColor);
    m_dots->setBorderColor(pal.color(QPalette::Base));
    m_tag->setBrush(markerColor);
    QFont tagFont = font();
    tagFont.setBold(true);
    m_tag->setFont(tagFont);
    placeTag();
    m_view->setBackgroundBrush(pal.color(QPalette::Base));
}

} // namespace ui
