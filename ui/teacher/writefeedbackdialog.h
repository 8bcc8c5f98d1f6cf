#pragma once

#include "feedback.h"

#include <QDialog>
#include <QHash>
#include <QList>
#include <QString>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;

namespace ui {

/// Teacher ▸ Write Feedback…: where the class's feedback files go (one per student who handed
/// in; a shared folder students can read, or the hand-in folder), the comment every file
/// carries, and a comment of its own for any student: pick them in the list, write in the box
/// beside it (a student with one is marked ✎).
class WriteFeedbackDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WriteFeedbackDialog)

public:
    /// A student who gets a feedback file.
    struct Student {
        QString id; ///< course::GradebookStudent::id
        QString name;
    };

    explicit WriteFeedbackDialog(const QString &folder, const QList<Student> &students = {}, QWidget *parent = nullptr);

    QString folder() const;
    /// The comment to the whole class.
    QString comment() const;
    /// The comments to single students, by id; only those written.
    QHash<QString, QString> studentComments() const;
    /// Both, as course::writeClassFeedback() takes them.
    course::FeedbackComments comments() const;

    QLineEdit *folderEdit() const { return m_folder; }
    QPlainTextEdit *commentEdit() const { return m_comment; }
    QListWidget *studentList() const { return m_students; }
    /// The comment to the student chosen in studentList().
    QPlainTextEdit *studentCommentEdit() const { return m_studentComment; }

private:
    /// Shows the comment of the student now chosen.
    void showStudent(int row);
    /// Keeps what is in the student's box as their comment.
    void keepStudentComment();
    void updateButtons();

    QList<Student> m_list;
    QHash<QString, QString> m_studentComments;
    int m_shown = -1;
    QLineEdit *m_folder = nullptr;
    QPlainTextEdit *m_comment = nullptr;
    QListWidget *m_students = nullptr;
    QLabel *m_studentLabel = nullptr;
    QPlainTextEdit *m_studentComment = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace ui
