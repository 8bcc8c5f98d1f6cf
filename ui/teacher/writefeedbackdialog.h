#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLineEdit;
class QPlainTextEdit;

namespace ui {

/// Teacher ▸ Write Feedback…: where the class's feedback files go (one per student who handed
/// in; a shared folder students can read, or the hand-in folder) and the comment every file
/// carries.
class WriteFeedbackDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WriteFeedbackDialog)

public:
    explicit WriteFeedbackDialog(const QString &folder, QWidget *parent = nullptr);

    QString folder() const;
    QString comment() const;
    QLineEdit *folderEdit() const { return m_folder; }
    QPlainTextEdit *commentEdit() const { return m_comment; }

private:
    void updateButtons();

    QLineEdit *m_folder = nullptr;
    QPlainTextEdit *m_comment = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace ui
