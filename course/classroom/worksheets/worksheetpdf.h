#pragma once

#include "roster.h"
#include "worksheet.h"

#include <QColor>
#include <QImage>
#include <QList>
#include <QPageSize>
#include <QString>

#include <functional>

class QPagedPaintDevice;

namespace course {

/// The margins of every printed page, on each side.
inline constexpr double kWorksheetMarginMillimetres = 15.0;
/// The inks of every printed page (worksheets, answer keys, the answer grid): rules, answers
/// and headings in black; labels, notes and footers in a grey that any printer keeps readable.
inline constexpr QColor kPrintRule(0, 0, 0);
inline constexpr QColor kPrintQuiet(90, 90, 90);

/// Told after each worksheet is painted (and once with 0 before the first); returning false
/// cancels the job.
using WorksheetProgress = std::function<bool(int done, int total)>;

/// What a finished job painted.
struct WorksheetPrintResult {
    int worksheets = 0;   ///< students
    int pages = 0;        ///< worksheet pages
    int answerKeyPages = 0;
};

/// Who gets a worksheet of `session`, for the window and the command line alike: the students
/// of the class list `rosterFile` when one is given (the lines it cannot use are left out and
/// named); else `copies` numbered copies (numberedCopies()) when asked for (copies > 0); else
/// the session's own roster.
struct WorksheetClass {
    QList<LabStudent> students;   ///< empty when there is nobody to print for (see problem)
    QList<RosterProblem> leftOut; ///< lines of the class list that were left out
    /// Why there is nobody to print for (translated): the class list cannot be read or has no
    /// usable student, or the session has no roster and no copies were asked for.
    QString problem;
    /// The session has no roster and neither a class list nor copies were given.
    bool needsRosterOrCopies = false;
};
WorksheetClass worksheetStudents(const LabSession &session, const QString &rosterFile, int copies);

/// The worksheets of `students` for `session`, or nothing with one message per problem (an
/// exercise of the session missing from `course`, no students).
std::optional<QList<Worksheet>> makeWorksheets(const LabSession &session, const Course &course,
                                               const QList<LabStudent> &students, QStringList *problems);

/// Paints `sheets` on `device` (a QPdfWriter, a QPrinter) with its page layout: each sheet
/// starts on a new page, no question is split across pages where it fits on one, and every
/// page has a footer with the student, the variant code and "page n of m". `done` counts the
/// sheets painted before (for the progress of a job of several devices), `total` all of them.
/// False with `error` when the device cannot be painted on or the job was cancelled.
bool paintWorksheets(QPagedPaintDevice *device, const QList<Worksheet> &sheets, bool answerKey,
                     const WorksheetProgress &progress, int done, int total, int *pages, QString *error);

/// Writes the worksheets of `students` to `pdfPath` and, unless `answerKeyPath` is empty, their
/// answer key to it, on pages of `pageSize`. Both are made in memory and written
/// (writeWholeFile()) only when both are complete: a cancelled job or an error while painting
/// leaves neither file, and a file that cannot be written (a full disk) leaves any file of that
/// name as it was and says so (when only the answer key fails, that the worksheets were written).
bool writeWorksheets(const LabSession &session, const Course &course, const QList<LabStudent> &students,
                     const QString &pdfPath, const QString &answerKeyPath, const QPageSize &pageSize,
                     const WorksheetProgress &progress, QString *error, WorksheetPrintResult *result = nullptr);

/// Page `page` (0-based) of a worksheet as it is printed on `pageSize`, at `dpi`, in greys:
/// for a preview or a picture of it. A null image for a page the worksheet does not have.
QImage worksheetPageImage(const Worksheet &sheet, bool answerKey, const QPageSize &pageSize, int page, double dpi);

/// "A4" or "Letter" (any case) as a page size; nothing for anything else.
std::optional<QPageSize> worksheetPageSize(const QString &name);

} // namespace course
