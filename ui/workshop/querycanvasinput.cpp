#include "querycanvas.h"

#include "presentation.h"
#include "setup.h"
#include "workshopmodel.h"

#include <QKeyEvent>
#include <QLineF>
#include <QMouseEvent>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <numbers>

// The plane's input: dragging the query (and, where allowed, a key), the wheel, the keyboard,
// hovering a key to inspect it, and the tool tip that says so. Painting and the layout of the
// labels are in querycanvas.cpp.

namespace ui {

namespace {

constexpr double kHoverDistance = 9.0;
/// How near (pixels) a press must be to a key's tip to pick the key up.
constexpr double kTipReach = 12.0;

double roundTo(double x, double step)
{
    return std::round(x / step) * step;
}

double distanceToSegment(const QPointF &p, const QPointF &a, const QPointF &b)
{
    const QPointF ab = b - a;
    const double len2 = QPointF::dotProduct(ab, ab);
    const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / len2, 0.0, 1.0) : 0.0;
    return QLineF(p, a + t * ab).length();
}

} // namespace

void QueryCanvas::updateToolTip()
{
    QString tip = tr("Drag the red tip to turn and lengthen the query. Mouse wheel: length. "
                     "Left/Right: turn by 1° (Shift: 15°). Up/Down: length ±0.1 "
                     "(Page Up/Down: ±1). Keys 1–%1: show the query's projection on a key.")
                      .arg(course::WorkshopSetup::kMaxKeys);
    if (m_keysEditable)
        tip += QLatin1Char(' ') + tr("Shift+drag (or Ctrl+drag) a key's tip to move the key.");
    setToolTip(tip);
}

void QueryCanvas::setKeysEditable(bool editable)
{
    if (editable == m_keysEditable)
        return;
    m_keysEditable = editable;
    m_draggedKey.reset();
    updateToolTip();
}

std::optional<std::size_t> QueryCanvas::keyTipNear(const QPointF &widgetPoint) const
{
    std::optional<std::size_t> best;
    double bestDistance = kTipReach;
    for (std::size_t i = 0; i < m_model->keys().size(); ++i) {
        const double d = QLineF(widgetPoint, keyTip(i)).length();
        if (d < bestDistance) {
            bestDistance = d;
            best = i;
        }
    }
    return best;
}

std::optional<std::size_t> QueryCanvas::keyNear(const QPointF &widgetPoint) const
{
    const QPointF origin = toWidget({0, 0});
    std::optional<std::size_t> best;
    double bestDistance = kHoverDistance;
    for (std::size_t i = 0; i < m_model->keys().size(); ++i) {
        const double d = distanceToSegment(widgetPoint, origin, keyTip(i));
        if (d < bestDistance && QLineF(widgetPoint, origin).length() > kHoverDistance) {
            bestDistance = d;
            best = i;
        }
    }
    return best;
}

void QueryCanvas::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    m_holdExtent = true;
    setFocus(Qt::MouseFocusReason);
    const QPointF plane = toPlane(event->position());
    if (m_keysEditable && (event->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier))) {
        // A key is picked up by its tip; elsewhere a modified press does nothing, so that a
        // near miss never moves the query instead.
        m_draggedKey = keyTipNear(event->position());
        if (m_draggedKey)
            setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    if (!m_clickMovesQuery && !nearQueryTip(event->position())) {
        event->accept(); // the focus only
        return;
    }
    m_dragging = true;
    m_model->setQueryTip(plane.x(), plane.y());
    event->accept();
}

bool QueryCanvas::nearQueryTip(const QPointF &widgetPoint) const
{
    const attn::Polar q = m_model->query();
    const double radians = q.angleDegrees * std::numbers::pi / 180.0;
    const QPointF tip = toWidget({q.length * std::cos(radians), q.length * std::sin(radians)});
    // A tip is a small target: a little more reach than a key's, more still on a projector.
    return QLineF(widgetPoint, tip).length() <= 1.5 * kTipReach * Presentation::factorFor(this);
}

void QueryCanvas::mouseMoveEvent(QMouseEvent *event)
{
    if (m_draggedKey) {
        const QPointF plane = toPlane(event->position());
        m_model->moveKeyTip(*m_draggedKey, plane.x(), plane.y());
    } else if (m_dragging) {
        const QPointF plane = toPlane(event->position());
        m_model->setQueryTip(plane.x(), plane.y());
    } else {
        setInspectedKey(keyNear(event->position()));
        if (m_keysEditable && (event->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier))
            && keyTipNear(event->position()))
            setCursor(Qt::OpenHandCursor);
        else
            unsetCursor();
    }
    event->accept();
}

void QueryCanvas::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_draggedKey) {
        m_draggedKey.reset();
        unsetCursor();
        if (!rect().contains(event->position().toPoint()))
            releaseExtent();
        event->accept();
        return;
    }
    if (event->button() == Qt::LeftButton && m_dragging) {
        m_dragging = false;
        // Released over the plane, the plane stays as it is under the pointer until the
        // pointer leaves it (leaveEvent()).
        if (!rect().contains(event->position().toPoint()))
            releaseExtent();
        event->accept();
        return;
    }
    QWidget::mouseReleaseEvent(event);
}

void QueryCanvas::wheelEvent(QWheelEvent *event)
{
    m_wheelRemainder += event->angleDelta().y();
    const int steps = m_wheelRemainder / 120;
    if (steps != 0) {
        m_wheelRemainder -= steps * 120;
        m_model->setLength(roundTo(m_model->length() + 0.1 * steps, 1e-9));
    }
    event->accept();
}

void QueryCanvas::keyPressEvent(QKeyEvent *event)
{
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    const double turn = shift ? 15.0 : 1.0;
    switch (event->key()) {
    case Qt::Key_Left:
        m_model->setAngle(roundTo(m_model->angle() - turn, 1e-9));
        break;
    case Qt::Key_Right:
        m_model->setAngle(roundTo(m_model->angle() + turn, 1e-9));
        break;
    case Qt::Key_Up:
        m_model->setLength(roundTo(m_model->length() + 0.1, 1e-9));
        break;
    case Qt::Key_Down:
        m_model->setLength(roundTo(m_model->length() - 0.1, 1e-9));
        break;
    case Qt::Key_PageUp:
        m_model->setLength(roundTo(m_model->length() + 1.0, 1e-9));
        break;
    case Qt::Key_PageDown:
        m_model->setLength(roundTo(m_model->length() - 1.0, 1e-9));
        break;
    case Qt::Key_1:
    case Qt::Key_2:
    case Qt::Key_3:
    case Qt::Key_4:
    case Qt::Key_5:
    case Qt::Key_6:
    case Qt::Key_7:
    case Qt::Key_8:
        // Only the digit itself (the keypad's too, and Shift, which a French keyboard needs for
        // a digit): Ctrl+1 is the window's "focus the plane", and a digit with Ctrl, Alt or Meta
        // is never a key to inspect.
        if ((event->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier)) != Qt::NoModifier
            || std::size_t(event->key() - Qt::Key_1) >= m_model->keys().size()) {
            QWidget::keyPressEvent(event);
            return;
        }
        setInspectedKey(std::size_t(event->key() - Qt::Key_1));
        break;
    case Qt::Key_0:
    case Qt::Key_Escape:
        if (!m_inspected) {
            QWidget::keyPressEvent(event);
            return;
        }
        setInspectedKey(std::nullopt);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void QueryCanvas::releaseExtent()
{
    if (!m_holdExtent)
        return;
    m_holdExtent = false;
    fitExtent();
    update();
}

void QueryCanvas::leaveEvent(QEvent *event)
{
    if (!m_dragging && !m_draggedKey)
        releaseExtent();
    if (!hasFocus())
        setInspectedKey(std::nullopt);
    QWidget::leaveEvent(event);
}

void QueryCanvas::focusInEvent(QFocusEvent *event)
{
    update();
    QWidget::focusInEvent(event);
}

void QueryCanvas::focusOutEvent(QFocusEvent *event)
{
    update();
    QWidget::focusOutEvent(event);
}

} // namespace ui
