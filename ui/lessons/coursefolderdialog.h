#pragma once

#include "coursefolder.h"
#include "lesson.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QRadioButton;

namespace ui {

/// File ▸ Open Course Folder…: a teacher's course folder, validated before it is used. Shows
/// which of its lessons can be used and lists every problem; the teacher chooses whether its
/// lessons come beside the built-in ones or instead of them. Open is enabled while at least one
/// lesson can be used.
class CourseFolderDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CourseFolderDialog)

public:
    /// `builtIn`: the course the folder's lessons go beside (copied).
    CourseFolderDialog(const course::Course &builtIn, const QString &folder, QWidget *parent = nullptr);

    course::CourseFolderUse use() const;
    void setUse(course::CourseFolderUse use);
    /// The folder as loaded for the chosen use.
    const course::CourseFolder &result() const { return m_result; }

    /// The lines a teacher reads about a loaded folder: which lessons are used, then every
    /// problem (one per line, as `attention-lab validate` prints them).
    static QString summary(const course::CourseFolder &folder);
    static QString problemList(const course::CourseFolder &folder);

private:
    void reload();

    course::Course m_builtIn;
    QString m_folder;
    course::CourseFolder m_result;
    QLabel *m_summary = nullptr;
    QPlainTextEdit *m_problems = nullptr;
    QRadioButton *m_beside = nullptr;
    QRadioButton *m_instead = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace ui
