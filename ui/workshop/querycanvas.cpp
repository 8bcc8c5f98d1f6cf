#include "querycanvas.h"

#include "attention.h"
#include "colors.h"
#include "fonts.h"
#include "placeholders.h"
#include "presentation.h"
#include "workshopmodel.h"

#include <QAccessible>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace ui {

namespace {

constexpr double kMargin = 12.0;
QPointF point(const attn::Vector &v)
{
    return {v[0], v[1]};
}

/// An arrow: a shaft `width` wide and a triangular head, both `scale` times their normal size
/// (the width is given already scaled). Drawn for six arrows on every frame of a drag, so in
/// the shapes the raster engine fills fastest.
void drawArrow(QPainter &p, const QPointF &from, const QPointF &to, const QColor &color,
               double width, double scale)
{
    const QLineF line(from, to);
    const double length = line.length();
    if (length < 0.5)
        return;
    const double head = std::min(length, 9.0 * scale + 1.6 * width);
    const QPointF unit = (to - from) / length;
    const QPointF normal(-unit.y(), unit.x());
    const QPointF base = to - unit * head;
    const QPointF wing = normal * std::max(head * 0.45, width);
    // The shaft as a wide line (the raster engine's fastest antialiased shape), reaching half
    // a pixel into the head so that no seam shows, and the head as a triangle.
    if (head < length) {
        p.setPen(QPen(color, width, Qt::SolidLine, Qt::FlatCap));
        p.drawLine(from, base + unit * 0.5);
    }
    const QPointF tip[] = {base + wing, to, base - wing};
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawPolygon(tip, 3);
    p.setBrush(Qt::NoBrush);
}

/// Text on a translucent patch of the background (`box`), so grid lines never cross it; each
/// line centred, drawn from the cache of laid-out text.
void drawLabel(QPainter &p, const QRectF &box, const QStringList &lines, const QColor &color,
               StaticTextCache &texts)
{
    QColor patch = p.background().color();
    patch.setAlphaF(0.8);
    p.fillRect(box, patch);
    p.setPen(color);
    const double lineHeight = QFontMetricsF(p.font()).height();
    double y = box.center().y() - lineHeight * lines.size() / 2;
    for (const QString &line : lines) {
        const double w = texts.size(line, p.font()).width();
        texts.draw(p, QPointF(box.center().x() - w / 2, y), line, p.font());
        y += lineHeight;
    }
}

/// Whether the segment a–b crosses or lies inside the rectangle.
bool segmentHitsRect(const QPointF &a, const QPointF &b, const QRectF &r)
{
    if (r.contains(a) || r.contains(b))
        return true;
    const QLineF segment(a, b);
    const QLineF edges[] = {{r.topLeft(), r.topRight()}, {r.topRight(), r.bottomRight()},
                            {r.bottomRight(), r.bottomLeft()}, {r.bottomLeft(), r.topLeft()}};
    return std::any_of(std::begin(edges), std::end(edges), [&segment](const QLineF &edge) {
        return segment.intersects(edge) == QLineF::BoundedIntersection;
    });
}

/// The size of the lines in `font`, from the cache of laid-out text, which drawing them
/// needs anyway.
QSizeF textSize(StaticTextCache &texts, const QFont &font, const QStringList &lines)
{
    double w = 0;
    for (const QString &line : lines)
        w = std::max(w, texts.size(line, font).width());
    return {w, QFontMetricsF(font).height() * lines.size()};
}

/// A label's patch: its text with a little room around it (`scale` times the normal room).
QRectF patchAround(const QRectF &text, double scale = 1.0)
{
    return text.adjusted(-3 * scale, -scale, 3 * scale, scale);
}

/// Places a label of `size` near `anchor`, pushed outwards along `direction`, kept inside
/// `bounds`; the gap from the anchor is `scale` times the normal one.
QRectF labelRect(const QSizeF &size, const QPointF &anchor, const QPointF &direction,
                 const QRectF &bounds, double scale = 1.0)
{
    const double w = size.width();
    const double h = size.height();
    const double len = std::hypot(direction.x(), direction.y());
    const QPointF unit = len > 0 ? direction / len : QPointF(1, 0);
    QPointF centre = anchor + QPointF(unit.x() * (w / 2 + 10 * scale), unit.y() * (h / 2 + 8 * scale));
    QRectF r(centre.x() - w / 2, centre.y() - h / 2, w, h);
    r.moveLeft(std::clamp(r.left(), bounds.left() + 2, bounds.right() - w - 2));
    r.moveTop(std::clamp(r.top(), bounds.top() + 2, bounds.bottom() - h - 2));
    return r;
}

/// Places of a patch of `size` around `anchor`, the nearest first and, at each distance,
/// the one straight along `direction` first, then those turned further and further from it.
/// Each keeps a gap from the anchor and lies inside `bounds` (moved in if need be).
std::vector<QRectF> placesAround(const QSizeF &size, const QPointF &anchor,
                                 const QPointF &direction, const QRectF &bounds)
{
    constexpr int kTurns = 24;
    constexpr double kGaps[] = {6, 12, 20, 30, 44, 62, 86, 116, 150};
    const double start = std::atan2(direction.y(), direction.x());
    std::vector<QRectF> places;
    for (const double gap : kGaps) {
        for (int i = 0; i < kTurns; ++i) {
            // 0, +1, −1, +2, −2, … steps of a full turn / kTurns away from `direction`.
            const int step = (i + 1) / 2 * (i % 2 == 1 ? 1 : -1);
            const double angle = start + step * 2 * std::numbers::pi / kTurns;
            const QPointF unit(std::cos(angle), std::sin(angle));
            // The distance from the centre to the edge of the patch along `unit`.
            const double reach = std::min(std::abs(unit.x()) > 1e-9 ? size.width() / 2 / std::abs(unit.x()) : 1e9,
                                          std::abs(unit.y()) > 1e-9 ? size.height() / 2 / std::abs(unit.y()) : 1e9);
            const QPointF centre = anchor + unit * (reach + gap);
            QRectF r(QPointF(centre.x() - size.width() / 2, centre.y() - size.height() / 2), size);
            r.moveLeft(std::clamp(r.left(), bounds.left(), bounds.right() - size.width()));
            r.moveTop(std::clamp(r.top(), bounds.top(), bounds.bottom() - size.height()));
            places.push_back(r);
        }
    }
    return places;
}

} // namespace

double QueryCanvas::minimumKeyOpacity(const QPalette &palette)
{
    // A translucent blue fades into a near-black Base much sooner than into a white one.
    return isDark(palette) ? 0.6 : 0.35;
}

QueryCanvas::QueryCanvas(course::WorkshopModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAccessibleName(tr("Query and keys plane"));
    updateToolTip();
    connect(m_model, &course::WorkshopModel::keysChanged, this, [this] {
        if (m_inspected && *m_inspected >= m_model->keys().size())
            setInspectedKey(std::nullopt);
        m_draggedKey.reset();
    });
    connect(m_model, &course::WorkshopModel::queryChanged, this, [this] {
        // A change the mouse did not make (keys, wheel, spin box, preset) ends the hold.
        if (!m_dragging && !m_draggedKey)
            m_holdExtent = false;
        if (!m_holdExtent)
            fitExtent();
        updateAccessibility();
        update();
    });
    fitExtent();
    updateAccessibility();
}

QSize QueryCanvas::sizeHint() const
{
    const int side = int(std::round(520 * Presentation::factorFor(this)));
    return {side, side};
}

QSize QueryCanvas::minimumSizeHint() const
{
    // Not scaled: in presentation mode a smaller plane is better than a table cut short.
    return {260, 260};
}

QFont QueryCanvas::planeFont() const
{
    // The widget's font, unless the plane is too small for labels that large (a plane in a
    // lesson panel in presentation mode): then smaller, down to the font of the normal size.
    constexpr double kLinesPerSide = 16.0;
    const double line = QFontMetricsF(font()).height();
    const double room = std::min(width(), height()) / kLinesPerSide;
    if (line <= room)
        return font();
    const double f = Presentation::factorFor(this);
    return scaledFont(font(), std::max(room / line, 1.0 / f));
}

QFont QueryCanvas::labelFont() const
{
    QFont bold = planeFont();
    bold.setBold(true);
    return bold;
}

double QueryCanvas::queryArrowWidth() const
{
    return 3.0 * Presentation::factorFor(this);
}

QPointF QueryCanvas::keyTip(std::size_t key) const
{
    return toWidget(point(m_model->keys()[key]));
}

void QueryCanvas::fitExtent()
{
    // Room for the query's tip and its label, and for the longest key; the plane only zooms
    // out for long arrows, and in steps of half a unit, so that a slowly lengthening query
    // does not make the grid creep on every change.
    double longest = m_model->length();
    for (const attn::Polar &k : m_model->layout().keys)
        longest = std::max(longest, k.length);
    const double needed = longest * 1.15 + 0.3;
    const double wanted = std::max(m_minimumExtent, std::ceil(needed / kExtentStep) * kExtentStep);
    if (std::abs(wanted - m_extent) < 1e-9)
        return;
    m_extent = wanted;
}

void QueryCanvas::setMinimumExtent(double extent)
{
    m_minimumExtent = std::max(kMinExtent, extent);
    fitExtent();
    update();
}

double QueryCanvas::pixelsPerUnit() const
{
    const double side = std::min(width(), height()) - 2 * kMargin;
    return std::max(1.0, side / (2 * m_extent));
}

QPointF QueryCanvas::toPlane(const QPointF &widgetPoint) const
{
    const QPointF c = QRectF(rect()).center();
    const double s = pixelsPerUnit();
    return {(widgetPoint.x() - c.x()) / s, (c.y() - widgetPoint.y()) / s};
}

QPointF QueryCanvas::toWidget(const QPointF &planePoint) const
{
    const QPointF c = QRectF(rect()).center();
    const double s = pixelsPerUnit();
    return {c.x() + planePoint.x() * s, c.y() - planePoint.y() * s};
}

void QueryCanvas::setInspectedKey(std::optional<std::size_t> key)
{
    if (key && *key >= m_model->keys().size())
        key.reset();
    if (key == m_inspected)
        return;
    m_inspected = key;
    updateAccessibility();
    update();
    emit inspectedKeyChanged();
}

void QueryCanvas::updateAccessibility()
{
    QString description = m_model->summary();
    if (m_inspected) {
        const attn::TraceRow &row = m_model->trace().rows[*m_inspected];
        description += QLatin1Char(' ')
                       + tr("Key %1: score q·k = %2, weight %3%.")
                             .arg(QString::number(*m_inspected + 1), course::formatFixed(row.score, 2),
                                  course::formatFixed(100.0 * row.weight, 1));
    }
    // Tells a screen reader itself (one event per change).
    setAccessibleDescription(description);
}

void QueryCanvas::paintBackground(QPainter &p) const
{
    const QPalette &pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    const QColor text = pal.color(QPalette::Text);
    const double s = pixelsPerUnit();
    const QPointF origin = toWidget({0, 0});

    // One-pixel lines as filled rectangles in opaque colours: the raster engine fills those
    // without blending and without walking the line pixel by pixel, which makes drawing the
    // grid afresh on every frame cheaper than copying a cached picture of it.
    const QColor grid = mixed(text, 0.10, pal.color(QPalette::Base));
    const QColor axis = mixed(text, 0.45, pal.color(QPalette::Base));
    const auto column = [&](double x, const QColor &c) {
        p.fillRect(QRectF(std::floor(x), 0, 1, height()), c);
    };
    const auto row = [&](double y, const QColor &c) {
        p.fillRect(QRectF(0, std::floor(y), width(), 1), c);
    };
    const int nx = int(std::floor((width() / 2.0) / s));
    const int ny = int(std::floor((height() / 2.0) / s));
    for (int i = -nx; i <= nx; ++i)
        column(origin.x() + i * s, grid);
    for (int j = -ny; j <= ny; ++j)
        row(origin.y() - j * s, grid);
    column(origin.x(), axis);
    row(origin.y(), axis);
}

QueryCanvas::LabelLayout QueryCanvas::labelLayout() const
{
    LabelLayout out;
    const QRectF bounds = QRectF(rect()).adjusted(1, 1, -1, -1);
    const double s = pixelsPerUnit();
    out.origin = toWidget({0, 0});
    const QPointF origin = out.origin;
    const attn::Trace &trace = m_model->trace();
    out.queryTip = toWidget(point(trace.query));
    const QPointF qTip = out.queryTip;
    const QFont bold = labelFont();
    const QFont small = scaledFont(planeFont(), 0.8);
    const double f = Presentation::factorFor(this);

    // The axes' labels: the names at the ends, and tick numbers below the x axis and right of
    // the y axis except where one would run into a name.
    const QFontMetricsF smallMetrics(small);
    // The offsets below fit the font of the ordinary size; a font f times as large needs its
    // baselines lower by the ascent it gained, (f − 1)/f of its ascent.
    const double up = smallMetrics.ascent() * (1.0 - 1.0 / f);
    const auto axisLabel = [&](const QPointF &baseline, const QString &text) {
        const double w = m_texts.size(text, small).width();
        const QRectF box(baseline.x(), baseline.y() - smallMetrics.ascent(), w, smallMetrics.height());
        if (std::none_of(out.axes.cbegin(), out.axes.cend(),
                         [&box](const Label &name) { return name.rect.intersects(box); }))
            out.axes.push_back({box, {text}});
    };
    axisLabel(QPointF(width() - 14 * f, origin.y() - 5 * f), QStringLiteral("x"));
    axisLabel(QPointF(origin.x() + 6 * f, 14 + up), QStringLiteral("y"));
    const int nx = int(std::floor((width() / 2.0) / s));
    const int ny = int(std::floor((height() / 2.0) / s));
    for (int i = -nx; i <= nx; ++i)
        if (i != 0)
            axisLabel(QPointF(origin.x() + i * s + 3 * f, origin.y() + 13 + up), QString::number(i));
    for (int j = -ny; j <= ny; ++j)
        if (j != 0)
            axisLabel(QPointF(origin.x() + 4 * f, origin.y() - j * s - 3 * f), QString::number(j));

    // Each key's label beyond its tip.
    for (std::size_t i = 0; i < trace.rows.size(); ++i) {
        const QPointF tip = toWidget(point(m_model->keys()[i]));
        const QStringList lines{tr("%1 · value %2").arg(m_model->keyNames().value(qsizetype(i)),
                                                        course::formatPlain(trace.rows[i].value)),
                                course::formatPercent(trace.rows[i].weight)};
        const QRectF text = labelRect(textSize(m_texts, bold, lines), tip, tip - origin, bounds, f);
        out.keys.push_back({patchAround(text, f), lines});
    }

    // The query's label: the nearest place, beyond the tip first, that its patch leaves the
    // query's arrow, the keys' labels and the axes' labels readable, preferably clear of the
    // keys' arrows too. Where no place is clear (a window far too small), the one that hides
    // the fewest.
    out.query.lines = QStringList{tr("query q"), tr("%1°, length %2")
                                                     .arg(course::formatFixed(m_model->angle(), 1),
                                                          course::formatFixed(m_model->length(), 2))};
    const QSizeF querySize = patchAround(QRectF(QPointF(), textSize(m_texts, bold, out.query.lines)), f).size();
    const QPointF along = QLineF(origin, qTip).length() >= 1.0 ? qTip - origin : QPointF(1, -1);
    // The arrow's head reaches this far either side of its shaft (see drawArrow()).
    const double headHalfWidth = 7.0 * f;
    const auto hidden = [&](const QRectF &box) {
        int count = segmentHitsRect(origin, qTip, box.adjusted(-headHalfWidth, -headHalfWidth,
                                                               headHalfWidth, headHalfWidth))
            ? 1 : 0;
        for (const Label &key : out.keys)
            count += key.rect.intersects(box) ? 1 : 0;
        for (const Label &axis : out.axes)
            count += axis.rect.intersects(box) ? 1 : 0;
        return count;
    };
    const auto coversKeyArrow = [&](const QRectF &box) {
        const auto &keys = m_model->keys();
        return std::any_of(keys.cbegin(), keys.cend(), [&](const attn::Vector &k) {
            return segmentHitsRect(origin, toWidget(point(k)), box);
        });
    };
    const std::vector<QRectF> places = placesAround(querySize, qTip, along, bounds);
    std::optional<QRectF> clear;
    std::optional<QRectF> fallback;
    int fewest = std::numeric_limits<int>::max();
    for (const QRectF &box : places) {
        const int count = hidden(box);
        if (count == 0 && !coversKeyArrow(box)) {
            clear = box;
            break;
        }
        if (count == 0 && !fallback) {
            fallback = box;
            fewest = 0;
        } else if (count < fewest) {
            fallback = box;
            fewest = count;
        }
    }
    out.query.rect = clear ? *clear : *fallback;

    // The projection of the query on the inspected key: q·k = |k|·(length of the projection).
    if (m_inspected) {
        out.projectionFoot = toWidget(point(attn::projectOnto(trace.query, m_model->keys()[*m_inspected])));
        const QStringList lines{tr("q·%1 = %2").arg(m_model->keyNames().value(qsizetype(*m_inspected)),
                                                    course::formatFixed(trace.rows[*m_inspected].score, 2))};
        out.projection = Label{labelRect(textSize(m_texts, small, lines), out.projectionFoot,
                                         out.projectionFoot - qTip, bounds, f),
                               lines};
    }
    return out;
}

void QueryCanvas::paintTicks(QPainter &p, const LabelLayout &labels) const
{
    // Drawn after the labels are placed: a tick label under the label of a key, of the query
    // or of the projection is left out instead of showing through its patch.
    QList<QRectF> covering;
    for (const Label &key : labels.keys)
        covering << key.rect;
    covering << labels.query.rect;
    if (labels.projection)
        covering << patchAround(labels.projection->rect, Presentation::factorFor(this));
    const QColor tick = mixed(palette().color(QPalette::Text), 0.55, palette().color(QPalette::Base));
    const QFont small = scaledFont(planeFont(), 0.8);
    p.setPen(tick);
    for (const Label &axis : labels.axes) {
        if (std::none_of(covering.cbegin(), covering.cend(),
                         [&axis](const QRectF &r) { return r.intersects(axis.rect); }))
            m_texts.draw(p, axis.rect.topLeft(), axis.lines.constFirst(), small);
    }
}

void QueryCanvas::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    paintBackground(p);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const QPalette &pal = palette();
    p.setBackground(pal.color(QPalette::Base));
    const QColor text = pal.color(QPalette::Text);
    const double s = pixelsPerUnit();
    const QFont small = scaledFont(planeFont(), 0.8);
    // Pens, arrow heads and the focus frame grow with the presentation scale.
    const double f = Presentation::factorFor(this);

    const attn::Trace &trace = m_model->trace();
    const QColor qColor = queryColor(pal);
    const QColor kColor = keyColor(pal);
    const QFont bold = labelFont();

    // Where the labels go, first: the tick labels they cover are left out.
    const LabelLayout labels = labelLayout();
    const QPointF origin = labels.origin;
    const QPointF qTip = labels.queryTip;
    paintTicks(p, labels);

    // The circle of the query's length: lengthening the query sharpens the lookup.
    QPen ringPen(mixed(qColor, 0.25, pal.color(QPalette::Base)), f);
    ringPen.setCosmetic(true);
    p.setPen(ringPen);
    const double r = m_model->length() * s;
    p.drawEllipse(origin, r, r);

    if (labels.projection) {
        const QPointF proj = labels.projectionFoot;
        QColor guide = text;
        guide.setAlphaF(0.5);
        p.setPen(QPen(guide, f, Qt::DashLine));
        p.drawLine(qTip, proj);
        p.drawLine(origin, proj);
        QColor band = qColor;
        band.setAlphaF(0.35);
        p.setPen(QPen(band, 7 * f, Qt::SolidLine, Qt::FlatCap));
        p.drawLine(origin, proj);
        p.setPen(text);
        p.setFont(small);
        p.drawText(labels.projection->rect, Qt::AlignCenter, labels.projection->lines.constFirst());
    }

    // Keys: the more weight, the thicker and the stronger their colour against the plane.
    const double faintest = minimumKeyOpacity(pal);
    p.setFont(bold);
    for (std::size_t i = 0; i < trace.rows.size(); ++i) {
        const double w = trace.rows[i].weight;
        const QColor c = mixed(kColor, faintest + (1.0 - faintest) * w, pal.color(QPalette::Base));
        const QPointF tip = toWidget(point(m_model->keys()[i]));
        drawArrow(p, origin, tip, c, (1.5 + 5.0 * w + (m_inspected == i ? 1.5 : 0.0)) * f, f);
        drawLabel(p, labels.keys[i].rect, labels.keys[i].lines, kColor, m_texts);
    }

    // The query.
    drawArrow(p, origin, qTip, qColor, queryArrowWidth(), f);
    drawLabel(p, labels.query.rect, labels.query.lines, qColor, m_texts);

    if (hasFocus()) {
        // A two-pixel border as four filled strips, crisp at any pixel density: the cheapest
        // way to draw it.
        p.setRenderHint(QPainter::Antialiasing, false);
        const QColor focus = pal.color(QPalette::Highlight);
        const QRect r = rect();
        const int t = std::max(2, int(std::round(2 * f)));
        p.fillRect(QRect(r.left(), r.top(), r.width(), t), focus);
        p.fillRect(QRect(r.left(), r.bottom() + 1 - t, r.width(), t), focus);
        p.fillRect(QRect(r.left(), r.top(), t, r.height()), focus);
        p.fillRect(QRect(r.right() + 1 - t, r.top(), t, r.height()), focus);
    }
}

} // namespace ui
