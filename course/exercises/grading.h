#pragma once

#include "exercise.h"

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace course {

/// The verdict on one cell of a hand-calculated table.
struct CellVerdict {
    enum class Kind { Correct, Wrong, CarriedForward, Empty, NotANumber };
    Kind kind = Kind::Empty;
    double expected = 0.0;
    /// For a wrong cell whose mistake is recognisable: what went wrong, for the learner.
    QString diagnosis;
};

/// What the learner is told after checking an answer.
struct Feedback {
    enum class Status { Correct, Partial, Wrong, Invalid };
    Status status = Status::Invalid;
    /// The fraction of the answer that is right (0…1), before any hint penalty.
    double score = 0.0;
    QString message;
    /// Explanations of wrong picks, diagnoses, the expected answer where it may be shown.
    QStringList details;
    /// The mistakes the grader recognised ("You forgot to exponentiate…"), each once, in words
    /// that do not depend on the learner's variant, so that a teacher can count them across a
    /// class. What `details` and the cells say about the same mistakes may name figures.
    QStringList diagnoses;
    /// Table exercises: one row per table row, one verdict per input column.
    QList<QList<CellVerdict>> cells;
    /// With a correct answer: why it is right, in one or two sentences (the exercise's reason,
    /// or the explanations of the right options chosen).
    QString reason;
    /// What would give the answer away while attempts are left, for once the exercise is over:
    /// the right options a learner did not choose, each with why it is right.
    QStringList onceFinished;

    /// Input that is not an answer at all (not a number, nothing chosen) costs no attempt.
    bool countsAsAttempt() const { return status != Status::Invalid; }
};

/// A verdict in the words every view says it in, translated: "correct", "partly right",
/// "wrong", "not an answer". The teacher's attempts dialog, a student's feedback and the
/// command line (`exercise --answer`, `feedback`) all call it, so they never disagree.
QString verdictWords(Feedback::Status status);

/// A number as the learner typed it, read in their language: the value, or why there is none.
struct NumberReading {
    std::optional<double> value;
    QString problem; ///< for the learner, in their language: what to type instead
};

/// Reads a number as the learner typed it, in `locale`: its decimal separator ("0,551" in
/// German), an optional trailing '%' where `percentAllowed`, the minus sign − or -. A number
/// written with the other separator is read too where it cannot be misread ("0.551" in
/// German, "0,551" in English); "1.234" in German or "1,234" in English could also be a
/// thousand with a group separator, so it is refused with a message saying how to write
/// either. Group separators are never accepted.
NumberReading readLearnerNumber(const QString &text, const QLocale &locale, bool percentAllowed);
/// readLearnerNumber()'s value alone.
std::optional<double> parseLearnerNumber(const QString &text, const QLocale &locale,
                                         bool percentAllowed);

Feedback gradeNumeric(const Exercise &exercise, const Variant &variant, const QString &input,
                      const QLocale &locale = QLocale());
/// `chosen` holds option ids.
Feedback gradeChoice(const Exercise &exercise, const Variant &variant, const QStringList &chosen);
/// `order` holds 1-based key numbers, largest first; an empty one (the list left as it started)
/// is no answer.
Feedback gradeRanking(const Exercise &exercise, const Variant &variant, const QList<int> &order);
/// `cells` as typed, shaped as tableInputColumns() × tableRowCount().
Feedback gradeTable(const Exercise &exercise, const Variant &variant,
                    const QList<QStringList> &cells, const QLocale &locale = QLocale());
/// Graded from the workshop's query at the moment the learner checks.
Feedback gradeTarget(const Exercise &exercise, const Variant &variant, attn::Polar query);

/// The columns the learner fills in a table exercise, e.g. {"q_x·k_x", "q_y·k_y", "q·k"}.
QStringList tableInputColumns(Exercise::TableKind kind);
/// The given columns shown beside them, with their values for the variant (one list per row).
QStringList tableGivenColumns(Exercise::TableKind kind);
QList<QStringList> tableGivenCells(Exercise::TableKind kind, const Variant &variant);
/// Rows: one per key, plus a Σ row for the softmax and weighted-sum tables.
int tableRowCount(Exercise::TableKind kind, const Variant &variant);
/// Which input cells exist (the Σ row has only some).
bool tableCellExists(Exercise::TableKind kind, const Variant &variant, int row, int column);
/// The correct value of an input cell.
double tableExpected(Exercise::TableKind kind, const Variant &variant, int row, int column);

/// The query a worked solution or an answer key names for a target exercise: `exact` (the
/// best query the core finds) with its angle rounded to one decimal and its length to two,
/// rounded toward the target (a step further where the rounded angle needs it), so that the
/// query as printed passes the exercise's own check; `exact` itself if no such rounding does.
attn::Polar printedTargetQuery(const Exercise &exercise, const Variant &variant, attn::Polar exact);

/// A ranking with its ties, "k2 > k1 > k5 > k3 = k4": groups of tied keys joined by " = ",
/// the groups by " > " (rankingGroups()).
QString rankingText(const QList<QList<int>> &groups);

/// The worked solution: the exercise's own solution text (filled) and the core's trace as
/// a Markdown table.
QString workedSolution(const Exercise &exercise, const Variant &variant);

struct StepTable;
/// A step table as a Markdown table under its title, every figure to four decimals (values and
/// targets as they are), with the minus sign of the prose; the empty cells of a Σ row stay empty.
QString stepTableMarkdown(const StepTable &table);

} // namespace course
