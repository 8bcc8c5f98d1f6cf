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
QString csvCell(const QString &text);

/// The layouts a gradebook is exported in.
enum class CsvPreset {
    /// Student id, name, email, section, session, handed-in time, status (handed in, still
    /// working, missing), one column per exercise "title /1", total, max, percent, flags: for
    /// a spreadsheet.
    Plain,
    /// "ID number", "Email address", "Full name", then the session's total points: Moodle's
    /// grade import (Grades ▸ Import ▸ CSV file) maps a learner by ID number or email.
    Moodle,
    /// "Student", "ID", "SIS User ID", "SIS Login ID", "Section", then the session as one
    /// assignment, and a "Points Possible" row: Canvas's gradebook import matches a learner by
    /// SIS User ID (the roster's id) or SIS Login ID (their email).
    Canvas,
};

/// "plain", "moodle", "canvas".
QStringList csvPresetNames();
std::optional<CsvPreset> csvPresetFromName(const QString &name);

/// The gradebook as CSV (UTF-8, CRLF, one header row), one row per student. The plain
/// preset's header is in the user's language; the others are the English names the
/// learning platforms expect.
QByteArray gradebookCsv(const Gradebook &book, const LabSession &session, const Course &course,
                        CsvPreset preset = CsvPreset::Plain);

} // namespace course
