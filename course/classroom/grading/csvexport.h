#pragma once

#include "gradebook.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace course {

/// One CSV cell per RFC 4180: quoted when it holds a comma, a quote, a line break or leading
/// or trailing space, quotes doubled. A text cell that a spreadsheet would run as a formula
/// (beginning with =, +, -, @, a tab or a carriage return) is neutralised as OWASP
/// recommends, with a leading apostrophe; numbers are written by the caller as numbers.
/// In a quoted cell a backslash just before a quote ("Dee, J\") is written as ⧵ (U+29F5):
/// PHP's fgetcsv, which Moodle reads with, takes "\"" as an escaped quote and would run the
/// cell into the next line; so every reader, RFC 4180 or PHP, reads the same fields.
QString csvCell(const QString &text);

/// The layouts a gradebook is exported in.
enum class CsvPreset {
    /// Student id, name, email, section, session, handed-in time, status (handed in, still
    /// working, missing), one column per exercise "title /1", total, max, percent, flags: for
    /// a spreadsheet.
    Plain,
    /// "ID number" (the roster id), "Email address" only when every student in the file has
    /// one, then the session's total points; no names. Moodle's grade import (Grades ▸ Import ▸
    /// CSV file) looks up every identity cell and stops the whole import at a blank one.
    Moodle,
    /// "Student", "ID", "SIS User ID", "SIS Login ID", "Section", then the session as one
    /// assignment, and a "Points Possible" row: Canvas's gradebook import matches a learner by
    /// SIS User ID (the roster's id) or SIS Login ID (their email).
    Canvas,
};

/// "plain", "moodle", "canvas".
QStringList csvPresetNames();
std::optional<CsvPreset> csvPresetFromName(const QString &name);

struct CsvOptions {
    /// The learning platforms' presets give a grade only to final work (handed in); with this,
    /// unfinished work (still working, stuck) is graded too, on purpose.
    bool includeUnfinished = false;
    /// The learning platforms' grade out of this many points (a grade item of 100 or 20);
    /// nothing: out of the number of exercises, one point each.
    std::optional<double> outOf;
    /// Canvas's id of the assignment the grades go to: its header is then "Title (id)", which
    /// Canvas matches; without it Canvas makes a new assignment unless one has exactly the title.
    QString canvasAssignmentId;
};
/// A Canvas assignment id as Canvas shows it in the assignment's address (…/assignments/4217):
/// digits only, at most 20.
bool isCanvasAssignmentId(const QString &id);

/// A gradebook as a file for a spreadsheet or a learning platform, and what the teacher must
/// know to import it.
struct CsvExport {
    QByteArray bytes;
    /// Students whose grade cell is left empty because their work is not final: "Name (id):
    /// still working" (translated); empty for the plain preset, which shows every status.
    QStringList withoutGrade;
    /// Which column to map to which field of the platform (translated); empty for plain.
    QString mapping;
};

/// The gradebook as CSV (UTF-8, CRLF, one header row), one row per student. The plain
/// preset's header is in the user's language; the others are the English names the
/// learning platforms expect.
CsvExport exportGradebook(const Gradebook &book, const LabSession &session, const Course &course,
                          CsvPreset preset = CsvPreset::Plain, const CsvOptions &options = {});
/// The longest --out-of a grade may be scaled to.
constexpr double kMaxOutOf = 10000.0;

/// One student's work on one exercise, recomputed from their raw log: the long format.
struct StudentItem {
    QString studentId;
    QString name;
    QString status; ///< "handed in", "still working", … (translated)
    QString exerciseId;
    QString title;
    double score = 0.0;
    int attempts = 0;
    int hints = 0;
    QString diagnosis; ///< of the last answer, when it was not right
};
/// Every student with work × every exercise of the session, in the gradebook's order.
QList<StudentItem> studentItems(const Gradebook &book, const LabSession &session, const Course &course);
/// A student's status as the exports write it: "handed in", "still working", … (translated).
QString exportedStatus(const GradebookStudent &student);

/// One row per student × exercise (the long format for a spreadsheet's pivot table): student id,
/// name, status, exercise id, title, score, max, attempts, hints, the diagnosis of their last
/// answer; the numbers as numbers, every text cell neutralised as csvCell() does.
QByteArray itemsCsv(const Gradebook &book, const LabSession &session, const Course &course);

/// exportGradebook()'s bytes.
QByteArray gradebookCsv(const Gradebook &book, const LabSession &session, const Course &course,
                        CsvPreset preset = CsvPreset::Plain);

} // namespace course
