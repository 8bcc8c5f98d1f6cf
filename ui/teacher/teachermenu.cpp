#include "teachermenu.h"

#include "coursefolder.h"
#include "gradebookwindow.h"
#include "handinfoldersdialog.h"
#include "labdefaults.h"
#include "labsession.h"
#include "lastfolder.h"
#include "newlabsessiondialog.h"
#include "openedsession.h"
#include "worksheetdialog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>

namespace ui {

namespace {

class TeacherText
{
    Q_DECLARE_TR_FUNCTIONS(TeacherText)
};

} // namespace

QMenu *addTeacherMenu(QMenuBar *bar, QWidget *parent, const course::Course *course,
                      const course::CourseFolder *folder)
{
    QMenu *teacher = bar->addMenu(TeacherText::tr("&Teacher"));
    teacher->setObjectName(QStringLiteral("teacherMenu"));
    teacher->setToolTipsVisible(true);
    QAction *newSession = teacher->addAction(TeacherText::tr("&New Lab Session…"), parent,
                                             [parent, course, folder] {
                                                 newLabSession(parent, *course, folder->found ? folder->folder : QString());
                                             });
    newSession->setObjectName(QStringLiteral("newLabSession"));
    QAction *gradebook = teacher->addAction(TeacherText::tr("Open &Gradebook…"), parent,
                                            [parent] { openGradebook(parent); });
    gradebook->setObjectName(QStringLiteral("openGradebook"));
    QAction *feedback = teacher->addAction(TeacherText::tr("Write &Feedback…"), parent, [parent] {
        // The dialog is titled as the entry that opened it, then asks for the session.
        if (GradebookWindow *window = openGradebook(parent, TeacherText::tr("Write Feedback: Choose the Lab Session")))
            window->writeFeedbackWithDialog();
    });
    feedback->setObjectName(QStringLiteral("writeFeedback"));
    QAction *worksheets = teacher->addAction(TeacherText::tr("Print &Worksheets…"), parent,
                                             [parent] { printWorksheets(parent); });
    worksheets->setObjectName(QStringLiteral("printWorksheets"));
    if (!course::LabDefaults::current().allowAnswerKeys)
        worksheets->setToolTip(TeacherText::tr("Worksheets only: the lab's administrator turned answer keys off on "
                                               "this computer."));
    return teacher;
}

void newLabSession(QWidget *parent, const course::Course &course, const QString &lessonsFolder)
{
    NewLabSessionDialog dialog(course, parent);
    dialog.setLessonsFolder(lessonsFolder);
    if (dialog.exec() != QDialog::Accepted || !dialog.savedSession())
        return;
    const course::LabSession &s = *dialog.savedSession();
    QString text = TeacherText::tr("“%1” is saved in %2.\n\nLab seed %3; %n exercise(s). Give students the file: "
                                   "they open it with File ▸ Join Lab Session….",
                                   nullptr, int(s.exerciseIds.size()))
                       .arg(s.title, QDir::toNativeSeparators(dialog.savedPath()))
                       .arg(s.seed);
    if (!lessonsFolder.isEmpty())
        text += QStringLiteral("\n\n")
            + TeacherText::tr("The session also takes its lessons from your course folder %1: keep it where "
                              "students can reach it.")
                  .arg(QDir::toNativeSeparators(lessonsFolder));
    QMessageBox::information(parent, TeacherText::tr("Lab Session Saved"), text);
}

void printWorksheets(QWidget *parent)
{
    WorksheetDialog dialog(parent);
    dialog.exec();
}

GradebookWindow *openGradebook(QWidget *parent, const QString &title)
{
    const QString file = QFileDialog::getOpenFileName(parent, title.isEmpty() ? TeacherText::tr("Open Gradebook: Choose the Lab Session") : title,
                                                      lastFolder(FileKind::LabSession),
                                                      TeacherText::tr("Lab sessions (*.attnlab);;All files (*)"));
    if (file.isEmpty())
        return nullptr;
    rememberFolder(FileKind::LabSession, file);
    const course::OpenedSession opened = course::openLabSession(file);
    if (!opened.ok()) {
        QMessageBox::warning(parent, TeacherText::tr("Open Gradebook"), opened.problems.join(QStringLiteral("\n\n")));
        return nullptr;
    }
    const course::LabSession &session = *opened.session;
    if (!opened.folderMessages.isEmpty())
        QMessageBox::warning(parent, TeacherText::tr("Lessons of this session"), opened.folderMessages.join(QStringLiteral("\n\n")));
    if (!opened.differences.isEmpty())
        QMessageBox::warning(parent, TeacherText::tr("Other Course Content"),
                             TeacherText::tr("This session was made for other course content than this copy of the "
                                             "course has; scores are recomputed with the content here.\n\n%1")
                                 .arg(opened.differences.join(QLatin1Char('\n'))));

    // Offered as they are: a folder that cannot be found is the gradebook's to say (and a stat of
    // a hung share here would freeze the window).
    HandInFoldersDialog choose(course::defaultHandInFolders(session), parent);
    if (choose.exec() != QDialog::Accepted || choose.folders().isEmpty())
        return nullptr;
    auto *window = new GradebookWindow(opened.course, session, choose.folders(), parent);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    return window;
}

} // namespace ui
