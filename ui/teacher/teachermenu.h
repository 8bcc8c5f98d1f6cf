#pragma once

#include <QString>

class QMenu;
class QMenuBar;
class QWidget;

namespace course {
struct Course;
struct CourseFolder;
}

namespace ui {

class GradebookWindow;

/// Adds the Teacher menu to `bar`: New Lab Session…, Open Gradebook…, Write Feedback… (the
/// gradebook, then its feedback dialog) and Print Worksheets…, whose dialogs and windows belong
/// to `parent` and use `course` and `folder`, the course folder open in the window (both must
/// outlive them). Returns the menu.
QMenu *addTeacherMenu(QMenuBar *bar, QWidget *parent, const course::Course *course,
                      const course::CourseFolder *folder);

/// Teacher ▸ New Lab Session…: the dialog, which writes the session file; an open course folder
/// (`lessonsFolder`, empty for none) goes into the session.
void newLabSession(QWidget *parent, const course::Course &course, const QString &lessonsFolder = {});

/// Teacher ▸ Print Worksheets…: the dialog, which writes the PDF files or prints.
void printWorksheets(QWidget *parent);

/// Teacher ▸ Open Gradebook…: asks for a session file, opens it with the course its students
/// work in (course::openLabSession(), as `grade` does), warns when that differs from the content
/// the session was made for, asks for the hand-in folders (the session's own first, when it
/// exists) and opens a gradebook window; nullptr when the teacher cancels or the file cannot be
/// read. `title` names the file dialog (Write Feedback… asks for the session too).
GradebookWindow *openGradebook(QWidget *parent, const QString &title = {});

} // namespace ui
