#include "weightchart.h"

#include "colors.h"
#include "figures.h"
#include "language.h"
#include "fonts.h"
#include "presentation.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QEvent>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QPainter>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace ui {

WeightChart::WeightChart(const QStringList &categories, QWidget *parent)
    // Built with its chart: QChartView(parent) would make a default one, and setChart() leaves
    // the chart it replaces to the caller, which would leak it.
    : QChartView(new QChart, parent)
    , m_series(new QBarSeries)
    , m_set(new QBarSet(tr("Attention weight")))
{
    QChart *chart = this->chart();
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->hide();
    chart->setTitle(tr("Attention weights (%)"));
    chart->setMargins(QMargins(4, 4, 4, 4));

    for (int i = 0; i < categories.size(); ++i)
        m_set->append(0.0);
    m_series->append(m_set);
    m_series->setBarWidth(0.6);
    chart->addSeries(m_series);

    auto *x = m_categoryAxis = new QBarCategoryAxis;
    x->append(categories);
    chart->addAxis(x, Qt::AlignBottom);
    m_series->attachAxis(x);
    // A tick every 20% from 0 to 100%, and room above 100% for the label of a full bar (see
    // fitHeadroom()).
    auto *y = m_valueAxis = new QValueAxis;
    y->setRange(0, 100);
    y->setTickType(QValueAxis::TicksDynamic);
    y->setTickAnchor(0);
    y->setTickInterval(kTickStep);
    chart->setLocalizeNumbers(true);
    y->setLabelFormat(percentAxisFormat());
    chart->addAxis(y, Qt::AlignLeft);
    m_series->attachAxis(y);

    // The grid is drawn behind the items (drawBackground()): when the plot area moves, the
    // view must repaint it even where no item changed.
    connect(chart, &QChart::plotAreaChanged, viewport(), qOverload<>(&QWidget::update));
    connect(chart, &QChart::plotAreaChanged, this, &WeightChart::fitHeadroom);
    // The figures are in the table and the accessible description; the chart takes no focus.
    setFocusPolicy(Qt::NoFocus);
    viewport()->setFocusPolicy(Qt::NoFocus);
    setAccessibleName(tr("Attention weights chart"));
    setBaseMinimumHeight(m_baseMinimumHeight);
    applyChartFont(chart, font());
    applyPalette();
    cacheItems();
}

void WeightChart::setCategories(const QStringList &categories)
{
    if (categories == m_categoryAxis->categories())
        return;
    m_set->remove(0, m_set->count());
    for (int i = 0; i < categories.size(); ++i)
        m_set->append(0.0);
    m_shown.clear();
    m_categoryAxis->clear();
    m_categoryAxis->append(categories);
    fitAxisLabels();
    recacheItems();
    viewport()->update();
}

void WeightChart::cacheItems()
{
    // The title and the axis labels stay put while the bars move, and laying out their text
    // is the costly part of a frame: those items keep their picture in a cache in device
    // pixels (crisp; an item's update() drops it). Everything else is cheaper drawn afresh
    // than blended back from a cached picture: lines and plain fills in opaque colours, and
    // the bars, which change on every step anyway.
    // Recolouring a label does not drop its cache: switching the cache off first does, or a
    // palette change would leave the old (invisible) text drawn from the cache.
    for (QGraphicsItem *item : chart()->scene()->items()) {
        item->setCacheMode(QGraphicsItem::NoCache);
        if (item->type() == QGraphicsTextItem::Type || item->type() == QGraphicsSimpleTextItem::Type)
            item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    }
}

void WeightChart::fitAxisLabels()
{
    // Qt Charts cuts a category label that is wider than its slot down to "...". Where the
    // chart is too narrow for the labels in the widget's font, both axes use a smaller one.
    // Decided from the widget's width alone, so that the smaller labels (and the wider plot
    // they leave) cannot switch the choice back.
    const QFont compact = compactFont();
    const QFontMetricsF fm(font());
    double widest = 0;
    for (const QString &category : m_categoryAxis->categories())
        widest = std::max(widest, fm.horizontalAdvance(category));
    const double axisRoom = fm.horizontalAdvance(QStringLiteral("100%")) + 60;
    const int n = std::max<qsizetype>(m_categoryAxis->count(), 1);
    const bool narrow = (width() - axisRoom) / n < widest + 20;
    const QFont labels = narrow ? compact : font();
    if (m_categoryAxis->labelsFont() != labels) {
        m_categoryAxis->setLabelsFont(labels);
        m_valueAxis->setLabelsFont(labels);
    }
}

QFont WeightChart::compactFont() const
{
    // Smaller labels where the chart is narrow, but on a projector never below the height every
    // figure keeps there (Presentation::kFigurePixels): the regular weight instead of the bold
    // one then saves the room.
    const QFont compact = scaledFont(font(), 0.85);
    const double figure = Presentation::kFigurePixels;
    return QFontMetricsF(font()).height() >= figure && QFontMetricsF(compact).height() < figure ? font() : compact;
}

void WeightChart::fitHeadroom()
{
    // The axis goes on above 100% (without a tick) by as much as a label and its gap take:
    // a bar's label always sits above the bar, whole and in the text colour, even at 100%.
    QFont bold = font();
    bold.setBold(true);
    const double room = QFontMetricsF(bold).height() + 2 + kLabelGap + 1;
    const double plot = chart()->plotArea().height();
    const double top = plot > 2 * room ? 100.0 * plot / (plot - room) : 200.0;
    if (std::abs(m_valueAxis->max() - top) > 1e-6)
        m_valueAxis->setMax(top);
}

void WeightChart::recacheItems()
{
    // The chart lays its items out after a resize or a new font, in an event of its own: an
    // item cached before that (the title, moved and cut to the new width) would keep drawing
    // its old, or empty, picture. Caching once that layout is done keeps it up to date.
    if (m_recachePending)
        return;
    m_recachePending = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_recachePending = false;
            cacheItems();
        },
        Qt::QueuedConnection);
}

void WeightChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    fitAxisLabels();
    recacheItems();
}

void WeightChart::setWeights(const std::vector<double> &weights)
{
    setWeights(weights, std::vector<bool>(weights.size(), true));
}

void WeightChart::setWeights(const std::vector<double> &weights, const std::vector<bool> &shown)
{
    QStringList description;
    const std::vector<bool> before = m_shown;
    m_shown.assign(std::size_t(m_set->count()), false);
    bool changed = false;
    for (std::size_t i = 0; i < weights.size() && int(i) < m_set->count(); ++i) {
        m_shown[i] = i < shown.size() && shown[i];
        const double value = m_shown[i] ? 100.0 * weights[i] : 0.0;
        if (m_set->at(int(i)) != value) {
            m_set->replace(int(i), value);
            changed = true;
        }
        description << (m_shown[i]
                            ? tr("key %1: %2%").arg(QString::number(i + 1), course::formatFixed(100.0 * weights[i], 1))
                            : tr("key %1: not computed yet").arg(i + 1));
    }
    changed = changed || m_shown != before;
    setAccessibleDescription(description.join(QStringLiteral(", ")));
    if (!changed)
        return;
    // Only the plot changes: the bars, and their labels above them (inside the plot, see
    // fitHeadroom()), across the chart's whole width where a label may reach past the plot.
    // The title and the axes stay as they are.
    const QRectF plot = chart()->plotArea();
    const QRectF area(0.0, plot.top(), chart()->size().width(), plot.height());
    viewport()->update(mapFromScene(chart()->mapToScene(area)).boundingRect().adjusted(-2, -2, 2, 2));
}

std::vector<WeightChart::BarLabel> WeightChart::layoutLabels() const
{
    // Bold labels, or all in a smaller regular font when that leaves out fewer of them.
    QFont bold = font();
    bold.setBold(true);
    const QFont compact = compactFont();
    const auto shown = [](const std::vector<BarLabel> &labels) {
        return std::count_if(labels.cbegin(), labels.cend(),
                             [](const BarLabel &l) { return !l.text.isEmpty(); });
    };
    std::vector<BarLabel> labels = layoutLabels(bold);
    if (shown(labels) < std::ptrdiff_t(labels.size())) {
        std::vector<BarLabel> smaller = layoutLabels(compact);
        if (shown(smaller) > shown(labels))
            labels = std::move(smaller);
    }
    return labels;
}

std::vector<WeightChart::BarLabel> WeightChart::layoutLabels(const QFont &font) const
{
    const int n = m_set->count();
    std::vector<BarLabel> labels(std::size_t(std::max(n, 0)));
    // The bars are obstacles. Labels are placed from the largest weight down, and one that
    // would touch a placed label, another bar or the chart's edge is left out: the small
    // neighbours of a large weight lose theirs first.
    const QList<QRectF> bars = barRects();
    std::vector<int> order;
    for (int i = 0; i < n; ++i)
        order.push_back(i);
    std::stable_sort(order.begin(), order.end(),
                     [this](int a, int b) { return m_set->at(a) > m_set->at(b); });

    const QRectF plot = chart()->plotArea();
    const QRectF area(0.0, plot.top(), chart()->size().width(), plot.height());
    const QFontMetricsF fm(font);
    std::vector<QRectF> taken;
    for (int i : order) {
        const double v = m_set->at(i);
        const bool known = std::size_t(i) >= m_shown.size() || m_shown[std::size_t(i)];
        const QString text = known ? course::formatPercent(v / 100.0)
                                   : QStringLiteral("?");
        const QPointF top = chart()->mapToPosition(QPointF(i, v), m_series);
        const double w = m_texts.size(text, font).width();
        // Above the bar: the plot has room for that above 100% (fitHeadroom()).
        const QPointF baseline(top.x() - w / 2, top.y() - kLabelGap - fm.descent() - 1);
        const QRectF box = QRectF(baseline.x(), baseline.y() - fm.ascent(), w, fm.height())
                               .adjusted(-1, -1, 1, 1);
        const auto hits = [&box](const QRectF &r) { return r.intersects(box); };
        bool blocked = !area.contains(box) || std::any_of(taken.cbegin(), taken.cend(), hits);
        for (int j = 0; j < n && !blocked; ++j)
            blocked = j != i && hits(bars[j]);
        if (blocked)
            continue;
        labels[std::size_t(i)] = {text, font, baseline, box, known};
        taken.push_back(box);
    }
    return labels;
}

QStringList WeightChart::visibleLabels() const
{
    QStringList texts;
    for (const BarLabel &label : layoutLabels())
        texts << label.text;
    return texts;
}

QFont WeightChart::barLabelFont() const
{
    const std::vector<BarLabel> labels = layoutLabels();
    const auto drawn = std::find_if(labels.cbegin(), labels.cend(),
                                    [](const BarLabel &l) { return !l.text.isEmpty(); });
    if (drawn != labels.cend())
        return drawn->font;
    QFont bold = font();
    bold.setBold(true);
    return bold;
}

QList<QRectF> WeightChart::labelRects() const
{
    QList<QRectF> rects;
    for (const BarLabel &label : layoutLabels())
        rects << (label.text.isEmpty() ? QRectF() : label.box);
    return rects;
}

QList<QRectF> WeightChart::barRects() const
{
    QList<QRectF> rects;
    const double half = m_series->barWidth() / 2;
    for (int i = 0; i < m_set->count(); ++i)
        rects << QRectF(chart()->mapToPosition(QPointF(i - half, m_set->at(i)), m_series),
                        chart()->mapToPosition(QPointF(i + half, 0.0), m_series))
                     .normalized();
    return rects;
}

WeightChart::Grid WeightChart::grid() const
{
    Grid g;
    const QRectF plot = chart()->plotArea();
    const double full = chart()->mapToPosition(QPointF(0, 100.0), m_series).y();
    const double empty = chart()->mapToPosition(QPointF(0, 0.0), m_series).y();
    g.plot = QRectF(plot.left(), full, plot.width(), empty - full);
    for (double v = 0.0; v <= 100.0 + 1e-9; v += kTickStep)
        g.rows.push_back(chart()->mapToPosition(QPointF(0, v), m_series).y());
    for (int i = 0; i <= m_set->count(); ++i)
        g.columns.push_back(chart()->mapToPosition(QPointF(i - 0.5, 0), m_series).x());
    return g;
}

void WeightChart::drawBackground(QPainter *painter, const QRectF &rect)
{
    QChartView::drawBackground(painter, rect);
    // Opaque colours: the raster engine fills them without blending. The grid is faint, the
    // axes and their ticks (5 pixels, outwards) are as strong as a frame.
    const QPalette &pal = palette();
    const QColor gridColor = mixed(pal.color(QPalette::Text), 0.15, pal.color(QPalette::Base));
    const QColor axisColor = pal.color(QPalette::Mid);
    // The axes and ticks grow with the presentation scale; the faint grid stays one pixel.
    const double a = std::max(1.0, std::round(Presentation::factorFor(this)));
    const Grid g = grid();
    const double left = std::round(g.plot.left());
    const double right = std::round(g.plot.right());
    const double top = std::round(g.plot.top());
    const double bottom = std::round(g.plot.bottom());
    for (double y : g.rows)
        painter->fillRect(QRectF(left, std::round(y), right - left, 1), gridColor);
    for (double x : g.columns)
        painter->fillRect(QRectF(std::round(x), top, 1, bottom - top), gridColor);
    painter->fillRect(QRectF(left + 1 - a, top, a, bottom - top + a), axisColor);
    painter->fillRect(QRectF(left + 1 - a, bottom, right - left + a, a), axisColor);
    for (double y : g.rows)
        painter->fillRect(QRectF(left - 5 * a, std::round(y), 5 * a, a), axisColor);
    for (double x : g.columns)
        painter->fillRect(QRectF(std::round(x), bottom + a, a, 5 * a), axisColor);
}

void WeightChart::drawForeground(QPainter *painter, const QRectF &rect)
{
    QChartView::drawForeground(painter, rect);
    // One decimal on every bar: the series' own labels use significant digits instead.
    painter->save();
    for (const BarLabel &label : layoutLabels()) {
        if (label.text.isEmpty())
            continue;
        painter->setFont(label.font);
        // "?" in the tables' colour for a cell not computed yet.
        painter->setPen(palette().color(label.known ? QPalette::Text : QPalette::PlaceholderText));
        // Percentages repeat from frame to frame: their laid-out text is kept.
        m_texts.draw(*painter,
                     QPointF(label.baseline.x(), label.baseline.y() - QFontMetricsF(label.font).ascent()),
                     label.text, label.font);
    }
    painter->restore();
}

void WeightChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyPalette();
        // The scene passes the new palette on to its items after this event: cache them once
        // that is done, or the labels keep the stale picture.
        recacheItems();
    } else if (event->type() == QEvent::FontChange) {
        setBaseMinimumHeight(m_baseMinimumHeight);
        // The chart's own texts do not follow the view's font by themselves.
        applyChartFont(chart(), font());
        fitAxisLabels();
        fitHeadroom();
        recacheItems();
    }
}

void WeightChart::setBaseMinimumHeight(int pixels)
{
    m_baseMinimumHeight = pixels;
    setMinimumHeight(qRound(pixels * Presentation::factorFor(this)));
}

void WeightChart::applyPalette()
{
    const QPalette &pal = palette();
    QChart *c = chart();
    c->setBackgroundBrush(pal.color(QPalette::Base));
    // The view's own background (below) is the same plain colour: the chart's, with its
    // rounded corners, would only paint over it again on every frame.
    c->setBackgroundVisible(false);
    c->setTitleBrush(pal.color(QPalette::Text));
    c->setPlotAreaBackgroundVisible(false);
    for (QAbstractAxis *axis : c->axes()) {
        axis->setLabelsColor(pal.color(QPalette::Text));
        axis->setTitleBrush(pal.color(QPalette::Text));
        // Grid and axis lines are drawn in drawBackground(): as filled one-pixel rectangles
        // they cost a fraction of what the axes' line items take.
        axis->setGridLineVisible(false);
        axis->setLineVisible(false);
    }
    m_set->setColor(keyColor(pal));
    m_set->setBorderColor(keyColor(pal));
    setBackgroundBrush(pal.color(QPalette::Base));
}

} // namespace ui
