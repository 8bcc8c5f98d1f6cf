#pragma once

#include "gradebook.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace course {

/// One CSV cell per RFC 4180: quoted when it holds a comma, a quote, a line break or leading
/// or trailing space, quotes doubled. A text cell that a spreadsheet would run as a formula
/// (beginning with =, +, -, @, a tab or a carriage return) is neutralised as OWASP
/// recommends, with a leading apostrophe; numbers are written by the caller as numbers.
QString csvCell(const QString &text);

/// The gradebook as CSV (UTF-8, CRLF, one header row), preset "plain": student id, name,
/// email, section, session, handed-in time, one column per exercise "title /1", total, max,
/// percent, flags.
QByteArray gradebookCsv(const Gradebook &book, const LabSession &session, const Course &course);

} // namespace course
