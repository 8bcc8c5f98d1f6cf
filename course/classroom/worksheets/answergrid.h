#pragma once

#include "worksheetpdf.h"

#include <QList>
#include <QPageSize>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QTextDocument;

namespace course {

/// One exercise of the session, a column of the answer grid.
struct AnswerGridColumn {
    int number = 0; ///< the question's number on every worksheet (1-based)
    QString exerciseId;
    QString title;
    /// A table's columns to fill, in the order the cells are given ("score · weight"); empty
    /// for every other exercise.
    QString tableColumns;
};

/// One student, a row of the answer grid.
struct AnswerGridRow {
    QString studentId;
    QString studentName;
    QString code; ///< variantCode()
    /// One per column: the answer of this student's variant (answerInShort()).
    QStringList answers;
};

/// A class's answers on one table, students by exercises: what a teacher marks a pile of paper
/// worksheets with. Every cell is the answer key of that student's own variant, as their
/// worksheet's answer key has it (makeWorksheets()).
struct AnswerGrid {
    QString sessionTitle;
    QList<AnswerGridColumn> columns;
    QList<AnswerGridRow> rows;
};

/// Who is on the answer grid of `session`: the students of the class list `rosterFile` when
/// one is given, else the session's roster. Numbered copies have no names to mark by: a
/// session without a roster, and no class list, gives nobody and the reason in `problem`.
WorksheetClass answerGridStudents(const LabSession &session, const QString &rosterFile);

/// The answer grid of `students` for `session`, or nothing with one message per problem (as
/// makeWorksheets()).
std::optional<AnswerGrid> makeAnswerGrid(const LabSession &session, const Course &course,
                                         const QList<LabStudent> &students, QStringList *problems);

/// The grid as a document to print on pages of `page` (document units, kWorksheetDpi): a title,
/// a ruled table with the question numbers in its header row, repeated on every page, and no
/// student's row split between two pages; a student's name, id and variant code in the first
/// column, every answer wrapped in its cell (each column as wide as its answers need, within
/// bounds), and under the table the legend of the question numbers and of the notation.
std::unique_ptr<QTextDocument> answerGridDocument(const AnswerGrid &grid, const QSizeF &page);

/// Writes the grid to `pdfPath` on landscape pages of `pageSize`, each with a footer (the
/// session, "page n of m"). Made in memory and written whole (writeWholeFile()): a failure
/// leaves any file of that name as it was. False with `error` when it cannot be written.
bool writeAnswerGrid(const AnswerGrid &grid, const QString &pdfPath, const QPageSize &pageSize, QString *error,
                     int *pages = nullptr);

} // namespace course
