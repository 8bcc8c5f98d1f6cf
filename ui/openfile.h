#pragma once

#include <QString>
#include <QStringList>

#include <functional>

class QMimeData;
class QWidget;

namespace course {
struct Course;
}

namespace ui {

class MainWindow;

/// The course window, opened when there is none yet (a set-up is opened in its workshop).
using CourseWindowProvider = std::function<MainWindow *()>;

/// What opening the course's files did (attention-lab FILE…, a double click, a drop).
struct OpenedFiles {
    /// The windows and dialogs opened, in order (the course window at most once).
    QList<QWidget *> windows;
    /// One sentence per file that could not be opened (translated).
    QStringList problems;
    /// Some file was opened, or the dialog it opened was cancelled: the user got what they
    /// asked for, so the course window need not open as well.
    bool handled = false;
};

/// Opens each of the course's files as a user expects, by its kind (course::classifyCourseFile):
///
/// - a lab session: asks who joins (JoinLabDialog), then the student's lab window;
/// - a set-up: the course window's workshop on it (one set-up at a time: a later one is a
///   problem naming File ▸ Open Set-up…);
/// - a feedback file: the student's FeedbackDialog;
/// - a hand-in: the gradebook of its lab session when the session file is found beside it (in
///   its folder or the parent folder), reading the hand-in's folder; otherwise a problem saying
///   that hand-ins are opened from the session's gradebook, and how.
///
/// Windows are top-level (dialogs and the gradebook belong to `parent`), delete themselves when
/// closed and use `course`, which must outlive them. With `interactive` false (a screenshot) nothing waits for
/// the user: a lab session gives its JoinLabDialog unshown, for the caller to render and delete.
/// Problems are returned, never shown here.
OpenedFiles openCourseFiles(const QStringList &paths, const course::Course &course,
                            const CourseWindowProvider &courseWindow, QWidget *parent = nullptr,
                            bool interactive = true);

/// The local files among a drag's URLs that are files of the course; empty when there is none.
QStringList courseFilesIn(const QMimeData *mime);

/// Shows the problems of openCourseFiles() in one message box; nothing when there are none.
void showFileProblems(QWidget *parent, const QStringList &problems);

} // namespace ui
