#include "openfeedback.h"

#include "feedbackdialog.h"
#include "labstate.h"
#include "lastfolder.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>

namespace ui {

namespace {

class OpenFeedbackText
{
    Q_DECLARE_TR_FUNCTIONS(OpenFeedbackText)
};

/// Asks for the student's feedback code; nothing when they cancel.
std::optional<QString> askForCode(const course::FeedbackFile &file, QWidget *parent)
{
    QInputDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("feedbackCode"));
    dialog.setWindowTitle(OpenFeedbackText::tr("Feedback Code"));
    dialog.setLabelText(OpenFeedbackText::tr("This feedback for %1 (%2) in “%3” is sealed: only their feedback code opens "
                                             "it. It was shown when they joined the session and on their hand-in "
                                             "receipt. &Feedback code:")
                            .arg(file.learnerName, file.learnerId, file.sessionTitle));
    dialog.setTextEchoMode(QLineEdit::Normal);
    dialog.setInputMode(QInputDialog::TextInput);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.textValue();
}

} // namespace

std::optional<course::StudentFeedback> unsealFeedback(const QString &path, const std::optional<FeedbackReader> &reader,
                                                      QWidget *parent, QString *problem)
{
    QStringList problems;
    const std::optional<course::FeedbackFile> file = course::readFeedbackFile(path, &problems);
    if (!file) {
        *problem = OpenFeedbackText::tr("%1 is not a feedback file this course can read: %2")
                       .arg(QDir::toNativeSeparators(path), problems.join(QLatin1Char(' ')));
        return std::nullopt;
    }
    if (reader) {
        if (file->learnerId != reader->learnerId || file->sessionId != reader->sessionId) {
            *problem = OpenFeedbackText::tr("This feedback is for %1 (%2) in “%3”, not for you (%4, %5): only its student "
                                            "opens it.")
                           .arg(file->learnerName, file->learnerId, file->sessionTitle, reader->learnerName,
                                reader->learnerId);
            return std::nullopt;
        }
        return course::openFeedback(*file, reader->code, problem);
    }
    if (file->unsealed)
        return file->unsealed;
    if (const std::optional<QString> code = course::localFeedbackCode(file->sessionId, file->learnerId)) {
        if (std::optional<course::StudentFeedback> opened = course::openFeedback(*file, *code, problem))
            return opened;
    }
    const std::optional<QString> typed = askForCode(*file, parent);
    if (!typed) {
        *problem = OpenFeedbackText::tr("The feedback for %1 (%2) was not opened: it opens with their feedback code.")
                       .arg(file->learnerName, file->learnerId);
        return std::nullopt;
    }
    return course::openFeedback(*file, *typed, problem);
}

void openFeedbackWithDialog(const course::Course &course, const std::optional<FeedbackReader> &reader, const QString &folder,
                            QWidget *parent)
{
    const QString start = !folder.isEmpty() && QFileInfo(folder).isDir() ? folder : lastFolder(FileKind::Feedback);
    const QString path = QFileDialog::getOpenFileName(parent, OpenFeedbackText::tr("Open Feedback"), start,
                                                      OpenFeedbackText::tr("Feedback (*.attnfeedback);;All files (*)"));
    if (path.isEmpty())
        return;
    rememberFolder(FileKind::Feedback, path);
    QString problem;
    const std::optional<course::StudentFeedback> feedback = unsealFeedback(path, reader, parent, &problem);
    if (!feedback) {
        QMessageBox::warning(parent, OpenFeedbackText::tr("Open Feedback"), problem);
        return;
    }
    FeedbackDialog dialog(*feedback, course, parent);
    dialog.exec();
}

} // namespace ui
