#pragma once

#include "labsession.h"
#include "lesson.h"

#include <QString>
#include <QStringList>

#include <optional>

class QWidget;

namespace ui {

class LabWindow;

/// Who joins a lab session.
struct LabLearner {
    QString id;
    QString name;
};

/// Reads a lab session file; nothing, with `error` naming the file and each problem
/// (translated), when it is not one.
std::optional<course::LabSession> readLabSessionFile(const QString &file, QString *error);

/// The learner with this id: a student on the session's roster, or, for a session without one,
/// a learner of that id (named by it). Nothing when the roster has no such student or the id
/// is not a learner id.
std::optional<LabLearner> labLearnerById(const course::LabSession &session, const QString &id);

/// The course a session's students work in: `course` when the session names no lessons
/// folder, else the built-in course with that folder's good lessons beside it
/// (course::sessionCourse()). `messages` receives what is wrong with the folder (translated).
course::Course labCourse(const course::LabSession &session, const course::Course &course, QStringList *messages);

/// Opens `learner`'s work on `session`, kept in `folder` (course::LabWork::defaultFolder()
/// when empty), and a window on it, not yet shown. `messages` receives what could not be
/// read or saved (translated).
LabWindow *openLabWindow(const course::LabSession &session, const course::Course &course, const LabLearner &learner,
                         const QString &folder = {}, QStringList *messages = nullptr);

/// Asks who joins `session` (JoinLabDialog, modal), then shows their lab window, which deletes
/// itself when closed; nullptr when the student cancelled. Problems are shown to the user.
LabWindow *joinLab(const course::LabSession &session, const course::Course &course, QWidget *parent);

/// File ▸ Join Lab Session…: asks for a session file, then who joins (JoinLabDialog), then
/// shows the lab window, which deletes itself when closed. Problems are shown to the user.
void joinLabSession(QWidget *parent, const course::Course &course);

} // namespace ui
