#pragma once

#include "answerkey.h"
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

/// One option of a choice question as the student sees it.
struct WorksheetOption {
    QString id;
    QString markdown; ///< the option's text, placeholders filled
    bool correct = false;
};

/// A table question: the given columns printed, the columns to compute left empty.
struct WorksheetTable {
    QStringList givenHeaders;
    QStringList inputHeaders;
    QStringList rowLabels;
    /// One list per row: the given cells as the exercise page shows them (tableGivenCells()).
    QList<QStringList> givenCells;
    /// One list per row, one per input column: the expected figure as the answer key prints
    /// it (four decimals), or nothing where the table has no cell to fill.
    QList<QList<std::optional<QString>>> expected;
};

/// The plane of a target question: the keys of the student's variant, and one query that
/// meets the target (for the answer key). Every coordinate comes from the core.
struct WorksheetFigure {
    QList<QPointF> keys;     ///< Cartesian, from attn::PlateLayout::cartesianKeys()
    QStringList keyLabels;   ///< "k1 (10)": the key's number and its value
    int highlightedKey = -1; ///< 0-based: the key a weight target is about; -1 for none
    std::optional<double> maxLength;    ///< a length limit the target sets, drawn as a circle
    std::optional<QPointF> answerQuery; ///< from the answer key, via attn::fromPolar()
};

/// One question of a worksheet: an exercise of the session with one student's numbers.
struct WorksheetQuestion {
    int number = 0; ///< 1-based, in the session's order
    QString exerciseId;
    QString title;
    Exercise::Type type = Exercise::Type::Numeric;
    /// The prompt with the student's numbers, exactly as their exercise page fills it.
    QString promptMarkdown;
    /// Choices, in the order this student sees them.
    QList<WorksheetOption> options;
    /// Numeric: "%" for a percentage; empty otherwise.
    QString unit;
    /// Ranking: how many keys to order, and by what.
    int rankingPlaces = 0;
    bool rankByScore = false;
    /// Ranking: the answer, "k2", "k1", … largest first.
    QStringList rankingAnswer;
    WorksheetTable table;
    WorksheetFigure figure;
    /// The answer in a teacher's words (numeric, ranking, target): "55.0800% (accepted within
    /// ±0.5%)", "k2 > k1 > k5 > k3 > k4", "angle 57.0°, length 1.234".
    QString answerText;
    /// The worked solution (Markdown), from workedSolution().
    QString workedSolutionMarkdown;
    /// Everything the answer key of course/ says about this variant.
    AnswerKey key;
};

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
