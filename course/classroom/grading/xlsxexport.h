#pragma once

#include "gradebook.h"

#include <QString>

namespace course {

/// Writes the gradebook as a real spreadsheet (.xlsx, with libxlsxwriter): a "Gradebook" sheet
/// with a header row and frozen panes, one row per student (ids, names and flags as text, so
/// that "00731" stays 00731; scores, totals and percent as numbers; the hand-in time as a date),
/// and an "Items" sheet with one row per student × exercise (studentItems()). No cell is ever a
/// formula: text is stored as text, whatever it begins with. The file is whole or not there.
bool writeGradebookXlsx(const QString &path, const Gradebook &book, const LabSession &session, const Course &course,
                        QString *error);

} // namespace course
