#pragma once

#include "answerkey.h"
#include "exercise.h"
#include "keypositions.h"

#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <optional>

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
    /// Choices (a matching's right-hand column), in the order this student sees them.
    QList<WorksheetOption> options;
    /// Numeric: "%" for a percentage; empty otherwise.
    QString unit;
    /// Ranking: how many keys to order, and by what.
    int rankingPlaces = 0;
    bool rankByScore = false;
    /// Ranking: the answer, "k2", "k1", … largest first.
    QStringList rankingAnswer;
    /// Ranking: where the query and the keys sit (keyPositions()), printed above the places.
    KeyPositions keyPositions;
    /// Matching: the items to pair (Markdown, filled), in the content's order, and for the answer
    /// key the letter of each one's partner among the options ("C").
    QStringList items;
    QStringList itemPartners;
    WorksheetTable table;
    WorksheetFigure figure;
    /// The plane of the trained keys an exercise shows (trainedkeys.h), printed under the
    /// prompt with its caption; nothing for other exercises.
    std::optional<WorksheetFigure> trainedKeys;
    QString trainedKeysCaption;
    /// The answer in a teacher's words (every kind but a table, whose answer is its table): "55.0800% (accepted within
    /// ±0.5%)", "k2 > k1 > k5 > k3 > k4", "angle 57.0°, length 1.234".
    QString answerText;
    /// The worked solution (Markdown), from workedSolution().
    QString workedSolutionMarkdown;
    /// Everything the answer key of course/ says about this variant.
    AnswerKey key;
};

/// What a worksheet can print where the student answers; each kind picks what it needs
/// (ExerciseKind::print()) and the worksheet (course/classroom/worksheets/worksheet.cpp) lays it out.
class WorksheetPrinter
{
public:
    virtual ~WorksheetPrinter() = default;
    /// A box per option; on the answer key the correct ones ticked.
    virtual void choices(const WorksheetQuestion &q, bool onlyOne, bool answerKey) = 0;
    /// A line to write a figure on (with the question's unit); the answer on the key.
    virtual void answerLine(const WorksheetQuestion &q, bool answerKey) = 0;
    /// Places to write keys in order, largest first.
    virtual void ranking(const WorksheetQuestion &q, bool answerKey) = 0;
    /// The question's table with its input columns to fill.
    virtual void table(const WorksheetQuestion &q, bool answerKey) = 0;
    /// The question's plane with the keys to point a query at.
    virtual void figure(const WorksheetQuestion &q, bool answerKey) = 0;
    /// The items to pair, each with a place for the letter of its partner among the options.
    virtual void pairs(const WorksheetQuestion &q, bool answerKey) = 0;
};

} // namespace course
