#include "openfile.h"

#include "coursefile.h"
#include "feedback.h"
#include "feedbackdialog.h"
#include "gradebookwindow.h"
#include "handin.h"
#include "joinlabdialog.h"
#include "labflow.h"
#include "labwindow.h"
#include "mainwindow.h"
#include "openfeedback.h"
#include "setup.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <QUrl>

namespace ui {

namespace {

class OpenFileText
{
    Q_DECLARE_TR_FUNCTIONS(OpenFileText)
};

QString native(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

/// The gradebook of the hand-in's session, reading the hand-in's folder (and the session's or
/// the lab's own hand-in folder); nullptr and `problem` when it cannot be opened.
QWidget *openHandIn(const QString &path, const course::Course &course, QWidget *parent, QString *problem)
{
    QStringList problems;
    bool checksumMatches = true;
    const std::optional<course::HandIn> handIn = course::readHandIn(path, &problems, &checksumMatches);
    if (!handIn) {
        *problem = OpenFileText::tr("%1 is not a hand-in this course can read: %2")
                       .arg(native(path), problems.join(QLatin1Char(' ')));
        return nullptr;
    }
    const QString sessionFile = course::findLabSessionBeside(path, handIn->sessionId);
    const QString howTo = OpenFileText::tr(
        "%1 is %2's hand-in for “%3”. A hand-in is opened from the session's gradebook: choose "
        "Teacher ▸ Open Gradebook…, pick the lab session's file (.attnlab), and add the folder "
        "that holds the hand-ins (%4).")
                              .arg(QFileInfo(path).fileName(), handIn->learnerName, handIn->sessionTitle,
                                   native(QFileInfo(path).absolutePath()));
    if (sessionFile.isEmpty()) {
        *problem = howTo + QLatin1Char(' ')
                   + OpenFileText::tr("No lab session file of it was found in the same folder or the one above.");
        return nullptr;
    }
    problems.clear();
    const std::optional<course::LabSession> session = course::readLabSession(sessionFile, &problems);
    if (!session) {
        *problem = howTo;
        return nullptr;
    }
    // The hand-in's own folder, and where the class hands in.
    QStringList folders{QFileInfo(path).absolutePath()};
    for (const QString &other : course::defaultHandInFolders(*session)) {
        if (QFileInfo(other).absoluteFilePath() != QFileInfo(folders.constFirst()).absoluteFilePath())
            folders << other;
    }
    // Belongs to `parent` as Teacher ▸ Open Gradebook…'s window does: it uses that window's course.
    auto *window = new GradebookWindow(course, *session, folders, parent);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    return window;
}

QWidget *openFeedback(const QString &path, const course::Course &course, QWidget *parent, QString *problem)
{
    const std::optional<course::StudentFeedback> feedback = unsealFeedback(path, std::nullopt, parent, problem);
    if (!feedback)
        return nullptr;
    auto *dialog = new FeedbackDialog(*feedback, course, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

} // namespace

OpenedFiles openCourseFiles(const QStringList &paths, const course::Course &course,
                            const CourseWindowProvider &courseWindow, QWidget *parent, bool interactive)
{
    OpenedFiles out;
    QString openedSetup;
    const auto opened = [&out](QWidget *window) {
        out.handled = true;
        if (window && !out.windows.contains(window))
            out.windows << window;
    };
    for (const QString &path : paths) {
        const course::CourseFileType type = course::classifyCourseFile(path);
        if (!type.kind) {
            out.problems << type.problem;
            continue;
        }
        QString problem;
        switch (*type.kind) {
        case course::CourseFileKind::Setup: {
            if (!openedSetup.isEmpty()) {
                problem = OpenFileText::tr("Only one set-up opens at a time: %1 is open; open %2 with File ▸ Open Set-up….")
                              .arg(QFileInfo(openedSetup).fileName(), native(path));
                break;
            }
            QStringList problems;
            const std::optional<course::WorkshopSetup> setup = course::readSetup(path, &problems);
            MainWindow *window = setup ? courseWindow() : nullptr;
            if (!setup || !window || !window->applySetup(*setup)) {
                problem = OpenFileText::tr("The set-up %1 cannot be used: %2")
                              .arg(native(path), problems.join(QLatin1Char(' ')));
                break;
            }
            openedSetup = path;
            opened(window);
            break;
        }
        case course::CourseFileKind::LabSession: {
            QString error;
            const std::optional<course::LabSession> session = readLabSessionFile(path, &error);
            if (!session) {
                problem = error;
                break;
            }
            if (!interactive) {
                QStringList ignored;
                opened(new JoinLabDialog(*session, labCourse(*session, course, &ignored), parent));
                break;
            }
            opened(joinLab(*session, course, parent));
            break;
        }
        case course::CourseFileKind::Feedback:
            if (QWidget *dialog = openFeedback(path, course, parent, &problem))
                opened(dialog);
            break;
        case course::CourseFileKind::HandIn:
            if (QWidget *window = openHandIn(path, course, parent, &problem))
                opened(window);
            break;
        }
        if (!problem.isEmpty())
            out.problems << problem;
    }
    return out;
}

QStringList courseFilesIn(const QMimeData *mime)
{
    QStringList files;
    if (!mime || !mime->hasUrls())
        return files;
    for (const QUrl &url : mime->urls()) {
        if (!url.isLocalFile())
            continue;
        const QString path = url.toLocalFile();
        if (course::classifyCourseFile(path).kind)
            files << path;
    }
    return files;
}

void showFileProblems(QWidget *parent, const QStringList &problems)
{
    if (problems.isEmpty())
        return;
    QMessageBox::warning(parent, OpenFileText::tr("Open"),
                         OpenFileText::tr("%n file(s) could not be opened.", nullptr, int(problems.size())) + QStringLiteral("\n\n")
                             + problems.join(QStringLiteral("\n\n")));
}

} // namespace ui
