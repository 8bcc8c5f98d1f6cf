#include "worksheetfigure.h"

#include <QAbstractTextDocumentLayout>
#include <QFont>
#include <QFontMetricsF>
#include <QLineF>
#include <QPainter>
#include <QPainterPath>
#include <QTextDocument>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace course {

namespace {

enum Property {
    FigureProperty = QTextFormat::UserProperty + 10,
    AnswerProperty,
    SideProperty,
};

const QColor kInk(0, 0, 0);
const QColor kKeyInk(60, 60, 60);
const QColor kGrid(190, 190, 190);
const QColor kMarks(120, 120, 120);

/// A direction on the page for an angle on the plane (y points up on the plane, down on paper).
QPointF direction(double degrees)
{
    const double r = degrees * std::numbers::pi / 180.0;
    return {std::cos(r), -std::sin(r)};
}

void drawArrow(QPainter *painter, QPointF from, QPointF to, double head)
{
    const QLineF line(from, to);
    if (line.length() < 1e-6)
        return;
    const QLineF unit = line.unitVector();
    const QPointF along(unit.dx(), unit.dy());
    const QPointF across(-along.y(), along.x());
    const QPointF base = to - along * head;
    painter->drawLine(QLineF(from, base));
    QPainterPath tip;
    tip.moveTo(to);
    tip.lineTo(base + across * head * 0.45);
    tip.lineTo(base - across * head * 0.45);
    tip.closeSubpath();
    painter->fillPath(tip, painter->pen().color());
}

/// The unit vector from `origin` towards `tip`.
QPointF outwards(QPointF origin, QPointF tip)
{
    const QLineF unit = QLineF(origin, tip).unitVector();
    return {unit.dx(), unit.dy()};
}

/// The label near the tip of an arrow, pushed outwards so that it does not sit on the line.
void drawTipLabel(QPainter *painter, QPointF tip, QPointF away, const QString &text)
{
    const QFontMetricsF metrics(painter->font());
    const QSizeF size(metrics.horizontalAdvance(text), metrics.height());
    QPointF centre = tip + away * (size.width() / 2 + 4);
    centre.ry() += away.y() * size.height() * 0.3;
    painter->drawText(QRectF(centre - QPointF(size.width() / 2, size.height() / 2), size), Qt::AlignCenter, text);
}

} // namespace

void setWorksheetFontSize(QPainter *painter, double points)
{
    QFont font = painter->font();
    font.setPointSizeF(points * kWorksheetDpi / painter->device()->logicalDpiY());
    painter->setFont(font);
}

void paintWorksheetFigure(QPainter *painter, const QRectF &rect, const WorksheetFigure &figure, bool withAnswer)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    setWorksheetFontSize(painter, 7.5);
    const QFont font = painter->font();

    // The plane reaches a little past the longest arrow or limit, in whole lengths for the rings.
    double reach = 1.0;
    for (const QPointF &k : figure.keys)
        reach = std::max(reach, std::hypot(k.x(), k.y()));
    if (figure.maxLength)
        reach = std::max(reach, *figure.maxLength);
    if (figure.answerQuery)
        reach = std::max(reach, std::hypot(figure.answerQuery->x(), figure.answerQuery->y()));
    const int rings = int(std::ceil(reach + 0.25));
    const double margin = QFontMetricsF(font).horizontalAdvance(QStringLiteral("k5 (50)")) + 6;
    const double radius = std::min(rect.width(), rect.height()) / 2 - margin;
    // Half a length of room outside the last ring keeps a key's label clear of the angle marks.
    const double unit = radius / (rings + 0.5);
    const QPointF origin = rect.center();
    const auto toPage = [&](QPointF p) { return origin + QPointF(p.x() * unit, -p.y() * unit); };

    painter->setPen(QPen(kInk, 0.8));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5));

    // Rings and their lengths, angle marks every 30°.
    painter->setPen(QPen(kGrid, 0.6, Qt::DotLine));
    for (int r = 1; r <= rings; ++r)
        painter->drawEllipse(origin, r * unit, r * unit);
    painter->setPen(QPen(kGrid, 0.6));
    painter->drawLine(QLineF(origin - QPointF(radius, 0), origin + QPointF(radius, 0)));
    painter->drawLine(QLineF(origin - QPointF(0, radius), origin + QPointF(0, radius)));
    painter->setPen(QPen(kMarks, 0.6));
    for (int degrees = 0; degrees < 360; degrees += 30) {
        const QPointF d = direction(degrees);
        painter->drawLine(QLineF(origin + d * (radius - 4), origin + d * radius));
        drawTipLabel(painter, origin + d * radius, d, QStringLiteral("%1°").arg(degrees));
    }
    for (int r = 1; r <= rings; ++r)
        painter->drawText(QPointF(origin.x() + 3, origin.y() + r * unit - 2), QString::number(r));

    if (figure.maxLength) {
        painter->setPen(QPen(kMarks, 0.9, Qt::DashLine));
        painter->drawEllipse(origin, *figure.maxLength * unit, *figure.maxLength * unit);
    }

    // The keys, the one the target is about drawn heavier.
    for (qsizetype i = 0; i < figure.keys.size(); ++i) {
        const bool highlighted = i == figure.highlightedKey;
        painter->setPen(QPen(highlighted ? kInk : kKeyInk, highlighted ? 2.0 : 1.2));
        const QPointF tip = toPage(figure.keys[i]);
        drawArrow(painter, origin, tip, 7);
        QFont label = font;
        label.setBold(highlighted);
        painter->setFont(label);
        drawTipLabel(painter, tip, outwards(origin, tip), figure.keyLabels.value(i));
        painter->setFont(font);
    }
    painter->setPen(QPen(kInk, 1.0));
    painter->setBrush(kInk);
    painter->drawEllipse(origin, 1.8, 1.8);

    if (withAnswer && figure.answerQuery) {
        painter->setPen(QPen(kInk, 2.6));
        const QPointF tip = toPage(*figure.answerQuery);
        drawArrow(painter, origin, tip, 10);
        QFont bold = font;
        bold.setBold(true);
        bold.setPointSizeF(font.pointSizeF() * 1.2);
        painter->setFont(bold);
        drawTipLabel(painter, tip, outwards(origin, tip), QStringLiteral("q"));
    }
    painter->restore();
}

WorksheetFigureObject::WorksheetFigureObject(QObject *parent)
    : QObject(parent)
{
}

void WorksheetFigureObject::install(QTextDocument *document)
{
    if (document->findChild<WorksheetFigureObject *>())
        return;
    document->documentLayout()->registerHandler(kObjectType, new WorksheetFigureObject(document));
}

QTextCharFormat WorksheetFigureObject::format(const WorksheetFigure &figure, bool withAnswer, double side)
{
    QTextCharFormat f;
    f.setObjectType(kObjectType);
    f.setProperty(FigureProperty, QVariant::fromValue(figure));
    f.setProperty(AnswerProperty, withAnswer);
    f.setProperty(SideProperty, side);
    return f;
}

QSizeF WorksheetFigureObject::intrinsicSize(QTextDocument *, int, const QTextFormat &format)
{
    const double side = format.doubleProperty(SideProperty);
    return {side, side};
}

void WorksheetFigureObject::drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int,
                                       const QTextFormat &format)
{
    paintWorksheetFigure(painter, rect, format.property(FigureProperty).value<WorksheetFigure>(),
                         format.boolProperty(AnswerProperty));
}

} // namespace course
