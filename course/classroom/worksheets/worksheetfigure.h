#pragma once

#include "worksheet.h"

#include <QObject>
#include <QRectF>
#include <QTextCharFormat>
#include <QTextObjectInterface>

class QPainter;
class QTextDocument;

namespace course {

/// Sets the painter's font to `points` as printed. A worksheet is drawn in its own units
/// (kWorksheetDpi) scaled to the device, while a font's points are counted at the device's own
/// resolution before that scale: 7.5 points on a 1200 dpi PDF would come out 12.5 times too
/// large. The document's own text is laid out at kWorksheetDpi and is not concerned.
void setWorksheetFontSize(QPainter *painter, double points);

/// Draws a target question's plane into `rect`, in greys only: rings at every whole length,
/// an angle mark every 30°, the keys as arrows labelled with their number and value, a dashed
/// circle for a length limit, and, `withAnswer`, the query of the answer key as a bold arrow.
/// Without it the plane is left empty for the student to draw their query on.
void paintWorksheetFigure(QPainter *painter, const QRectF &rect, const WorksheetFigure &figure, bool withAnswer);

/// The text object that draws a WorksheetFigure inside a QTextDocument, so that the figure is
/// painted as lines (vector graphics in a PDF), not as a picture.
class WorksheetFigureObject : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    static constexpr int kObjectType = QTextFormat::UserObject + 1;

    explicit WorksheetFigureObject(QObject *parent = nullptr);
    Q_DISABLE_COPY_MOVE(WorksheetFigureObject)

    /// Registers the handler with `document`'s layout (once; the handler is its child).
    static void install(QTextDocument *document);
    /// The character format that puts `figure` into a document, `side` units square.
    static QTextCharFormat format(const WorksheetFigure &figure, bool withAnswer, double side);

    QSizeF intrinsicSize(QTextDocument *document, int position, const QTextFormat &format) override;
    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *document, int position,
                    const QTextFormat &format) override;
};

} // namespace course

Q_DECLARE_METATYPE(course::WorksheetFigure)
