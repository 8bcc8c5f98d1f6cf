#pragma once

#include "feedback.h"
#include "lesson.h"

#include <QDialog>

class QTextBrowser;

namespace ui {

/// A teacher's feedback on a student's lab work (File ▸ Open Feedback…): the marks the
/// gradebook recomputed from their hand-in, shown on their own answers (each table cell with
/// its mark), the grader's diagnoses and the teacher's comment. Read-only.
class FeedbackDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FeedbackDialog)

public:
    /// `course` names the exercises' options and table columns; an exercise it does not have
    /// is still shown, by its id.
    FeedbackDialog(const course::StudentFeedback &feedback, const course::Course &course, QWidget *parent = nullptr);

    const course::StudentFeedback &feedback() const { return m_feedback; }
    QTextBrowser *browser() const { return m_browser; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void render();

    course::StudentFeedback m_feedback;
    const course::Course &m_course;
    QTextBrowser *m_browser = nullptr;
};

/// The feedback as an HTML page for `palette` (marks in its readable colours, each with a
/// sign or word as well): what the dialog shows, and what tests read.
QString feedbackHtml(const course::StudentFeedback &feedback, const course::Course &course, const QPalette &palette);

} // namespace ui
