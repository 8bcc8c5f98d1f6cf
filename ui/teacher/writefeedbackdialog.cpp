#include "writefeedbackdialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace ui {

namespace {

/// The mark beside a student who has a comment of their own.
const QString kCommented = QStringLiteral(" ✎");

} // namespace

WriteFeedbackDialog::WriteFeedbackDialog(const QString &folder, const QList<Student> &students, QWidget *parent)
    : QDialog(parent)
    , m_list(students)
    , m_folder(new QLineEdit(QDir::toNativeSeparators(folder), this))
    , m_comment(new QPlainTextEdit(this))
    , m_students(new QListWidget(this))
    , m_studentLabel(new QLabel(this))
    , m_studentComment(new QPlainTextEdit(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Write Feedback"));
    auto *intro = new QLabel(tr("One feedback file is written for every student who handed in: their marks recomputed "
                                "from their answers, each table cell marked, the mistakes the grader recognised and your "
                                "comments. Students open it with File ▸ Open Feedback…."),
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
    m_comment->setObjectName(QStringLiteral("classComment"));
    m_comment->setPlaceholderText(tr("Optional: a comment for the whole class"));
    m_comment->setTabChangesFocus(true);
    auto *form = new QFormLayout;
    auto *folderLabel = new QLabel(tr("&Folder:"), this);
    folderLabel->setBuddy(m_folder);
    auto *commentLabel = new QLabel(tr("&Comment:"), this);
    commentLabel->setBuddy(m_comment);
    form->addRow(folderLabel, folderRow);
    form->addRow(commentLabel, m_comment);

    // A comment to one student: the list of those who get a file, and a box for the one chosen.
    m_students->setObjectName(QStringLiteral("feedbackStudents"));
    m_students->setAccessibleName(tr("Students who get feedback"));
    m_students->setAccessibleDescription(tr("Choose a student to write a comment to them alone; ✎ marks those with one."));
    for (const Student &s : std::as_const(m_list)) {
        auto *item = new QListWidgetItem(s.name.isEmpty() ? s.id : s.name, m_students);
        item->setToolTip(s.id);
    }
    m_studentComment->setObjectName(QStringLiteral("studentComment"));
    m_studentComment->setTabChangesFocus(true);
    m_studentLabel->setBuddy(m_studentComment);
    m_studentLabel->setWordWrap(true);
    auto *studentColumn = new QVBoxLayout;
    studentColumn->addWidget(m_studentLabel);
    studentColumn->addWidget(m_studentComment, 1);
    auto *studentRow = new QHBoxLayout;
    studentRow->addWidget(m_students, 1);
    studentRow->addLayout(studentColumn, 2);
    auto *studentsLabel = new QLabel(m_list.isEmpty() ? tr("Nobody has handed in yet: there is no student to write to.")
                                                      : tr("&Students (a comment of their own, as well as the class's):"),
                                     this);
    studentsLabel->setBuddy(m_students);
    studentsLabel->setWordWrap(true);
    connect(m_students, &QListWidget::currentRowChanged, this, &WriteFeedbackDialog::showStudent);
    connect(m_studentComment, &QPlainTextEdit::textChanged, this, &WriteFeedbackDialog::keepStudentComment);

    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Write Feedback"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_folder, &QLineEdit::textChanged, this, &WriteFeedbackDialog::updateButtons);
    connect(m_comment, &QPlainTextEdit::textChanged, this, &WriteFeedbackDialog::updateButtons);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(studentsLabel);
    layout->addLayout(studentRow, 1);
    layout->addWidget(m_buttons);
    m_students->setVisible(!m_list.isEmpty());
    m_studentLabel->setVisible(!m_list.isEmpty());
    m_studentComment->setVisible(!m_list.isEmpty());
    resize(640, 520);
    if (!m_list.isEmpty())
        m_students->setCurrentRow(0);
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

QHash<QString, QString> WriteFeedbackDialog::studentComments() const
{
    QHash<QString, QString> written;
    for (auto it = m_studentComments.cbegin(); it != m_studentComments.cend(); ++it)
        if (!it.value().trimmed().isEmpty())
            written.insert(it.key(), it.value().trimmed());
    return written;
}

course::FeedbackComments WriteFeedbackDialog::comments() const
{
    return course::FeedbackComments{comment(), studentComments()};
}

void WriteFeedbackDialog::showStudent(int row)
{
    m_shown = row;
    const bool valid = row >= 0 && row < m_list.size();
    const QString name = valid ? (m_list.at(row).name.isEmpty() ? m_list.at(row).id : m_list.at(row).name) : QString();
    m_studentLabel->setText(valid ? tr("Comment to %1 &alone:").arg(name) : QString());
    m_studentComment->setPlaceholderText(valid ? tr("Optional: a comment only %1 reads").arg(name) : QString());
    m_studentComment->setAccessibleName(valid ? tr("Comment to %1").arg(name) : tr("Comment to the student"));
    m_studentComment->setEnabled(valid);
    const QSignalBlocker quiet(m_studentComment);
    m_studentComment->setPlainText(valid ? m_studentComments.value(m_list.at(row).id) : QString());
}

void WriteFeedbackDialog::keepStudentComment()
{
    if (m_shown < 0 || m_shown >= m_list.size())
        return;
    const Student &s = m_list.at(m_shown);
    const QString text = m_studentComment->toPlainText();
    m_studentComments.insert(s.id, text);
    QListWidgetItem *item = m_students->item(m_shown);
    const QString name = s.name.isEmpty() ? s.id : s.name;
    const bool commented = !text.trimmed().isEmpty();
    item->setText(commented ? name + kCommented : name);
    item->setData(Qt::AccessibleDescriptionRole, commented ? tr("has a comment of their own") : QString());
    updateButtons();
}

void WriteFeedbackDialog::updateButtons()
{
    const auto tooLong = [](const QString &text) { return text.trimmed().size() > course::StudentFeedback::kMaxComment; };
    const QString limit = tr("At most %1 characters.").arg(course::StudentFeedback::kMaxComment);
    const bool classTooLong = tooLong(m_comment->toPlainText());
    m_comment->setToolTip(classTooLong ? limit : QString());
    bool studentTooLong = false;
    for (const QString &text : std::as_const(m_studentComments))
        studentTooLong = studentTooLong || tooLong(text);
    m_studentComment->setToolTip(tooLong(m_studentComment->toPlainText()) ? limit : QString());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!folder().isEmpty() && !classTooLong && !studentTooLong);
}

} // namespace ui
