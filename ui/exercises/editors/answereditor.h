#pragma once

#include "answer.h"
#include "grading.h"

#include <QWidget>

#include <optional>

namespace course {
class ExerciseSession;
class WorkshopModel;
}

namespace ui {

/// The part of an exercise page where the learner gives an answer, one subclass per
/// question type. An editor only collects an answer and shows the verdict on it; the
/// exercise session grades and records (course/exercises/exercisesession.h).
class AnswerEditor : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AnswerEditor)

public:
    using QWidget::QWidget;

    /// The answer as it stands in the editor.
    virtual course::Answer answer() const = 0;
    /// Puts a saved answer back (one of the wrong kind is ignored).
    virtual void setAnswer(const course::Answer &answer) = 0;
    /// A finished exercise's editor shows its answer but takes no more input.
    virtual void setReadOnly(bool readOnly) = 0;
    /// Marks what the verdict says about parts of the answer (a table's cells); nothing
    /// clears the marks.
    virtual void showFeedback(const std::optional<course::Feedback> &feedback) { Q_UNUSED(feedback) }
    /// Whether the editor holds text that is not a number (for the verdict's headline).
    virtual bool holdsSomethingNotANumber() const { return false; }
    /// Whether an answer can be given here at all (a target needs the workshop).
    virtual bool canAnswer() const { return true; }

    /// The editor for the session's exercise type; `workshop` is the shared query a target
    /// exercise is answered on (nullptr where there is none).
    static AnswerEditor *create(const course::ExerciseSession &session,
                                course::WorkshopModel *workshop, QWidget *parent);

signals:
    /// The answer in the editor changed since it was last checked (a target: the query
    /// moved), so a verdict on show may no longer be about it.
    void edited();
};

} // namespace ui
