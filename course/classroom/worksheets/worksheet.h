#pragma once

#include "answerkey.h"
#include "printedquestion.h"
#include "labsession.h"

#include <QList>
#include <QPointF>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QTextDocument;

namespace course {

/// One student's worksheet of a lab session: the model the printed page is made from.
struct Worksheet {
    QString sessionTitle;
    QString studentId;
    QString studentName;
    /// Whether the name is printed (a roster's student) or left for the student to write.
    bool nameKnown = true;
    QString code; ///< variantCode()
    QList<WorksheetQuestion> questions;
};

/// The worksheet of `student` for `session`: each exercise with the variant their screen shows
/// (makeVariant(exercise, student.id, session.variantContext())), its answers from answerKey(). Nothing,
/// with one message per exercise, when an exercise of the session is not in `course`.
std::optional<Worksheet> makeWorksheet(const LabSession &session, const Course &course, const LabStudent &student,
                                       QStringList *problems = nullptr);

/// The worksheet as a document to print: a header (session title, name, id, a box for the
/// date, the variant code), then every question with Markdown rendered, tables as ruled grids
/// with the given cells printed, ☐ boxes for choices, blanks for rankings, an answer line for
/// numbers and the plane for a target question. With `answerKey`, every answer is filled in
/// (expected cells, ticked boxes, the number, the order, a query drawn on the plane) and the
/// worked solution follows each question. Greyscale only. The first block of each question
/// carries kQuestionProperty (its number), which keepQuestionsTogether() reads.
std::unique_ptr<QTextDocument> worksheetDocument(const Worksheet &sheet, bool answerKey);

/// The resolution a worksheet document is laid out at: its units are 1/96 inch.
inline constexpr double kWorksheetDpi = 96.0;

/// The block property that marks the first block of a question (its 1-based number).
inline constexpr int kQuestionProperty = 0x100000 + 1; // QTextFormat::UserProperty + 1
/// The block property that marks the heading of a question's worked solution (answer key).
inline constexpr int kSolutionProperty = 0x100000 + 2;

/// Lays `document` out on pages of `pageSize` (document units) and moves every question that
/// would be split across two pages, but fits on one, to the top of the next page. A worked
/// solution (an answer key's) may go on over a page, but a line that leads into something (its
/// heading, a table's heading) is not left alone at the foot of a page.
void keepQuestionsTogether(QTextDocument *document, const QSizeF &pageSize);

} // namespace course
