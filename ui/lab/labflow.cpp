#include "labflow.h"

#include "joinlabdialog.h"
#include "labwindow.h"
#include "labwork.h"
#include "lastfolder.h"
#include "learnerprofiles.h"
#include "lessonloader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QTimer>

namespace ui {

namespace {

class LabFlow
{
    Q_DECLARE_TR_FUNCTIONS(LabFlow)
};

void warnLater(QWidget *window, const QStringList &messages)
{
    if (messages.isEmpty())
        return;
    const QString text = messages.join(QStringLiteral("\n\n"));
    QTimer::singleShot(0, window, [window, text] { QMessageBox::warning(window, LabFlow::tr("Your lab work"), text); });
}

} // namespace

std::optional<course::LabSession> readLabSessionFile(const QString &file, QString *error)
{
    QStringList problems;
    std::optional<course::LabSession> session = course::readLabSession(file, &problems);
    if (!session && error)
        *error = LabFlow::tr("cannot open the lab session “%1”:\n%2")
                     .arg(QDir::toNativeSeparators(file), problems.join(QLatin1Char('\n')));
    return session;
}

std::optional<LabLearner> labLearnerById(const course::LabSession &session, const QString &id)
{
    if (session.roster.isEmpty()) {
        if (!course::LearnerProfiles::isValidId(id))
            return std::nullopt;
        return LabLearner{id, id};
    }
    for (const course::LabStudent &s : session.roster)
        if (s.id.compare(id, Qt::CaseInsensitive) == 0)
            return LabLearner{s.id, s.name};
    return std::nullopt;
}

course::Course labCourse(const course::LabSession &session, const course::Course &course, QStringList *messages)
{
    if (session.lessonsFolder.isEmpty())
        return course;
    // Beside the course itself: the window's course may hold a teacher's folder already.
    return course::sessionCourse(session, course::LessonLoader::loadCourse(course::builtInLessonsRoot()), messages);
}

LabWindow *openLabWindow(const course::LabSession &session, const course::Course &course, const LabLearner &learner,
                         const QString &folder, QStringList *messages)
{
    auto *work = new course::LabWork(session, course, learner.id, learner.name,
                                     folder.isEmpty() ? course::LabWork::defaultFolder(session.id, learner.id) : folder);
    const QStringList problems = work->open();
    if (messages)
        *messages = problems;
    return new LabWindow(work);
}

void joinLabSession(QWidget *parent, const course::Course &course)
{
    const QString file = QFileDialog::getOpenFileName(parent, LabFlow::tr("Join Lab Session"), lastFolder(FileKind::LabSession),
                                                      LabFlow::tr("Lab sessions (*.attnlab);;All files (*)"));
    if (file.isEmpty())
        return;
    rememberFolder(FileKind::LabSession, file);
    QString error;
    const std::optional<course::LabSession> session = readLabSessionFile(file, &error);
    if (!session) {
        QMessageBox::warning(parent, LabFlow::tr("Join Lab Session"), error);
        return;
    }
    joinLab(*session, course, parent);
}

LabWindow *joinLab(const course::LabSession &session, const course::Course &windowCourse, QWidget *parent)
{
    QStringList folderMessages;
    const course::Course course = labCourse(session, windowCourse, &folderMessages);
    // The session still opens, with what could be loaded.
    if (!folderMessages.isEmpty())
        QMessageBox::warning(parent, LabFlow::tr("Lessons of this session"), folderMessages.join(QStringLiteral("\n\n")));
    JoinLabDialog dialog(session, course, parent);
    if (dialog.exec() != QDialog::Accepted || dialog.learnerId().isEmpty())
        return nullptr;
    QStringList messages;
    LabWindow *window = openLabWindow(session, course, {dialog.learnerId(), dialog.learnerName()}, {}, &messages);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    warnLater(window, messages);
    return window;
}

} // namespace ui
