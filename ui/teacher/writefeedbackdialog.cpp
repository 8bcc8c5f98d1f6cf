#include "writefeedbackdialog.h"

#include "feedback.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace ui {

WriteFeedbackDialog::WriteFeedbackDialog(const QString &folder, QWidget *parent)
    : QDialog(parent)
    , m_folder(new QLineEdit(QDir::toNativeSeparators(folder), this))
    , m_comment(new QPlainTextEdit(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Write Feedback"));
    auto *intro = new QLabel(tr("One feedback file is written for every student who handed in: their marks recomputed "
                                "from their answers, each table cell marked, the mistakes the grader recognised and your "
                                "comment. Students open it with File ▸ Open Feedback…."),
                             this);
    intro->setWordWrap(true);
    auto *browse = new QPushButton(tr("&Browse…"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString chosen = QFileDialog::getExistingDirectory(this, tr("Folder for the Feedback Files"), this->folder());
        if (!chosen.isEmpty())
            m_folder->setText(QDir::toNativeSeparators(chosen));
    });
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    m_comment->setPlaceholderText(tr("Optional: a comment for the whole class"));
    m_comment->setTabChangesFocus(true);
    auto *form = new QFormLayout;
    auto *folderLabel = new QLabel(tr("&Folder:"), this);
    folderLabel->setBuddy(m_folder);
    auto *commentLabel = new QLabel(tr("&Comment:"), this);
    commentLabel->setBuddy(m_comment);
    form->addRow(folderLabel, folderRow);
    form->addRow(commentLabel, m_comment);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Write Feedback"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_folder, &QLineEdit::textChanged, this, &WriteFeedbackDialog::updateButtons);
    connect(m_comment, &QPlainTextEdit::textChanged, this, &WriteFeedbackDialog::updateButtons);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    resize(560, 320);
    updateButtons();
}

QString WriteFeedbackDialog::folder() const
{
    return QDir::fromNativeSeparators(m_folder->text().trimmed());
}

QString WriteFeedbackDialog::comment() const
{
    return m_comment->toPlainText().trimmed();
}

void WriteFeedbackDialog::updateButtons()
{
    const bool tooLong = m_comment->toPlainText().size() > course::StudentFeedback::kMaxComment;
    m_comment->setToolTip(tooLong ? tr("At most %1 characters.").arg(course::StudentFeedback::kMaxComment) : QString());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!folder().isEmpty() && !tooLong);
}

} // namespace ui
