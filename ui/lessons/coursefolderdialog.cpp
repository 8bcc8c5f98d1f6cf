#include "coursefolderdialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace ui {

CourseFolderDialog::CourseFolderDialog(const course::Course &builtIn, const QString &folder, QWidget *parent)
    : QDialog(parent)
    , m_builtIn(builtIn)
    , m_folder(folder)
{
    setWindowTitle(tr("Open Course Folder"));
    auto *layout = new QVBoxLayout(this);
    auto *where = new QLabel(tr("Lessons in <b>%1</b>").arg(QDir::toNativeSeparators(folder).toHtmlEscaped()), this);
    where->setWordWrap(true);
    layout->addWidget(where);
    m_beside = new QRadioButton(tr("&Beside the built-in lessons (after them in the sidebar)"), this);
    m_beside->setObjectName(QStringLiteral("besideBuiltIn"));
    m_instead = new QRadioButton(tr("&Instead of the built-in lessons (only this folder's lessons)"), this);
    m_instead->setObjectName(QStringLiteral("insteadOfBuiltIn"));
    m_beside->setChecked(true);
    layout->addWidget(m_beside);
    layout->addWidget(m_instead);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_problems = new QPlainTextEdit(this);
    m_problems->setObjectName(QStringLiteral("problems"));
    m_problems->setReadOnly(true);
    m_problems->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_problems->setAccessibleName(tr("Problems in the folder"));
    layout->addWidget(m_problems);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_beside, &QRadioButton::toggled, this, &CourseFolderDialog::reload);
    resize(720, 420);
    reload();
}

course::CourseFolderUse CourseFolderDialog::use() const
{
    return m_instead->isChecked() ? course::CourseFolderUse::InsteadOfBuiltIn : course::CourseFolderUse::BesideBuiltIn;
}

void CourseFolderDialog::setUse(course::CourseFolderUse use)
{
    (use == course::CourseFolderUse::InsteadOfBuiltIn ? m_instead : m_beside)->setChecked(true);
}

QString CourseFolderDialog::summary(const course::CourseFolder &folder)
{
    if (!folder.found)
        return tr("%1 is not a folder.").arg(QDir::toNativeSeparators(folder.folder));
    QString text = folder.lessonIds.isEmpty()
                       ? tr("No lesson of this folder can be used.")
                       : tr("%n lesson(s) can be used: %1.", nullptr, int(folder.lessonIds.size()))
                             .arg(folder.lessonIds.join(QStringLiteral(", ")));
    if (const qsizetype errors = folder.errorCount(); errors > 0)
        text += QLatin1Char(' ') + tr("%n problem(s) below; what they concern is left out.", nullptr, int(errors));
    else if (!folder.problems.isEmpty())
        text += QLatin1Char(' ') + tr("Some text is missing in a translation and is shown in English (below).");
    return text;
}

QString CourseFolderDialog::problemList(const course::CourseFolder &folder)
{
    QStringList lines;
    for (const course::Problem &p : folder.problems)
        lines << p.toString();
    return lines.join(QLatin1Char('\n'));
}

void CourseFolderDialog::reload()
{
    m_result = course::loadCourseFolder(m_builtIn, m_folder, use());
    m_summary->setText(summary(m_result));
    m_problems->setPlainText(problemList(m_result));
    m_problems->setVisible(!m_result.problems.isEmpty());
    m_buttons->button(QDialogButtonBox::Open)->setEnabled(!m_result.lessonIds.isEmpty());
}

} // namespace ui
