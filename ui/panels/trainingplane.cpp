#include "trainingplane.h"

#include "colors.h"
#include "figures.h"
#include "trainingmodel.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

constexpr double kStep = 1.0;
/// A learning rate far too large grows the matrices without bound: beyond this the view stops
/// zooming out (the arrows run off it, which is what the learner should see).
constexpr double kMaxExtent = 1e6;

attn::Vector times(const attn::Matrix &w, const attn::Vector &x)
{
    return {w[0][0] * x[0] + w[0][1] * x[1], w[1][0] * x[0] + w[1][1] * x[1]};
}

/// An arrow from `from` to `to`; hollow draws its head as an outline.
void arrow(QPainter &p, QPointF from, QPointF to, const QColor &color, bool hollow)
{
    const QLineF line(from, to);
    if (line.length() < 1.0)
        return;
    QPen pen(color, hollow ? 1.5 : 2.5);
    pen.setStyle(hollow ? Qt::DashLine : Qt::SolidLine);
    p.setPen(pen);
    const double head = std::min(10.0, line.length() / 2.0);
    QLineF back = line;
    back.setLength(line.length() - head);
    p.drawLine(QLineF(from, back.p2()));
    const QPointF unit = (to - from) / line.length();
    const QPointF normal(-unit.y(), unit.x());
    QPolygonF tip({to, back.p2() + normal * head * 0.45, back.p2() - normal * head * 0.45});
    p.setPen(QPen(color, 1.5));
    p.setBrush(hollow ? Qt::NoBrush : QBrush(color));
    p.drawPolygon(tip);
}

} // namespace

TrainingPlane::TrainingPlane(course::TrainingModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setAccessibleName(tr("Queries and keys on the plane"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(m_model, &course::TrainingModel::changed, this, &TrainingPlane::refresh);
    refresh();
}

QSize TrainingPlane::sizeHint() const
{
    return {360, 360};
}

QSize TrainingPlane::minimumSizeHint() const
{
    return {160, 160};
}

void TrainingPlane::refresh()
{
    const attn::TrainingPoint &p = m_model->point();
    double longest = 0.0;
    QStringList spoken;
    const attn::TrainingTask &task = m_model->task();
    for (std::size_t i = 0; i < task.embeddings.size(); ++i) {
        const attn::Vector q = times(p.wq, task.embeddings[i]);
        const attn::Vector k = times(p.wk, task.embeddings[i]);
        longest = std::max({longest, std::hypot(q[0], q[1]), std::hypot(k[0], k[1])});
        const attn::Polar qp = attn::toPolar(q);
        const attn::Polar kp = attn::toPolar(k);
        if (!m_showsQueries)
            spoken << tr("%1: key %2°, length %3")
                          .arg(QString::fromStdString(task.tokens[i]))
                          .arg(std::lround(kp.angleDegrees) % 360)
                          .arg(course::formatFixed(kp.length, 1));
        else
            spoken << tr("%1: query %2°, length %3; key %4°, length %5")
                          .arg(QString::fromStdString(task.tokens[i]))
                          .arg(std::lround(qp.angleDegrees) % 360)
                          .arg(course::formatFixed(qp.length, 1))
                          .arg(std::lround(kp.angleDegrees) % 360)
                          .arg(course::formatFixed(kp.length, 1));
    }
    // Zoom out in whole steps when an arrow leaves the view; back in only on a reset.
    const double needed = std::isfinite(longest) ? std::clamp(std::ceil(longest * 1.1 / kStep) * kStep, 2.0, kMaxExtent)
                                                 : kMaxExtent;
    if (m_model->steps() == 0 || needed > m_extent)
        m_extent = needed;
    setAccessibleDescription(spoken.join(QStringLiteral("; ")));
    update();
}

void TrainingPlane::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette &pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    const double side = std::min(width(), height()) - 16.0;
    const double scale = side / (2.0 * m_extent);
    const QPointF origin(width() / 2.0, height() / 2.0);
    const auto at = [&](const attn::Vector &v) { return origin + QPointF(v[0] * scale, -v[1] * scale); };

    // Axes and a grid of units, or of tens, hundreds… when the view has zoomed far out.
    p.setPen(QPen(mixed(pal.color(QPalette::Text), 0.15, pal.color(QPalette::Base)), 1.0));
    const double grid = m_extent <= 10.0 ? 1.0 : std::pow(10.0, std::floor(std::log10(m_extent)));
    const int lines = int(std::floor(m_extent / grid));
    for (int i = -lines; i <= lines; ++i) {
        const double at0 = i * grid;
        p.drawLine(at({at0, -m_extent}), at({at0, m_extent}));
        p.drawLine(at({-m_extent, at0}), at({m_extent, at0}));
    }
    p.setPen(QPen(mixed(pal.color(QPalette::Text), 0.5, pal.color(QPalette::Base)), 1.0));
    p.drawLine(at({-m_extent, 0.0}), at({m_extent, 0.0}));
    p.drawLine(at({0.0, -m_extent}), at({0.0, m_extent}));

    const attn::TrainingPoint &point = m_model->point();
    const attn::TrainingTask &task = m_model->task();
    const QColor key = keyColor(pal);
    const QColor query = queryColor(pal);
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.9);
    p.setFont(small);
    // A label's baseline start, moved in so that the whole label stays on the plane: a key
    // at the right edge is named to the left of its tip rather than cut off.
    const QFontMetricsF metrics(small);
    const auto inside = [&](QPointF at, const QString &label) {
        const double right = width() - 2.0 - metrics.horizontalAdvance(label);
        return QPointF(std::clamp(at.x(), 2.0, std::max(2.0, right)),
                       std::clamp(at.y(), metrics.ascent() + 2.0, height() - metrics.descent() - 2.0));
    };
    for (std::size_t i = 0; i < task.embeddings.size(); ++i) {
        const attn::Vector k = times(point.wk, task.embeddings[i]);
        arrow(p, origin, at(k), key, true);
    }
    for (std::size_t i = 0; i < task.embeddings.size(); ++i) {
        const attn::Vector q = times(point.wq, task.embeddings[i]);
        const attn::Vector k = times(point.wk, task.embeddings[i]);
        const QString name = QString::fromStdString(task.tokens[i]);
        if (m_showsQueries) {
            arrow(p, origin, at(q), query, false);
            p.setPen(query);
            p.drawText(inside(at(q) + QPointF(4, -4), tr("q %1").arg(name)), tr("q %1").arg(name));
        }
        p.setPen(key);
        p.drawText(inside(at(k) + QPointF(4, 12), tr("k %1").arg(name)), tr("k %1").arg(name));
    }
}

void TrainingPlane::setShowsQueries(bool on)
{
    m_showsQueries = on;
    refresh();
}

} // namespace ui
