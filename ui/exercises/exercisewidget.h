#pragma once

#include "exercisesession.h"
#include "grading.h"

#include <QList>
#include <QString>
#include <QPointer>
#include <QWidget>

#include <optional>

class QAbstractButton;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace course {
class WorkshopModel;
}

namespace ui {

class AnswerEditor;
class QueryCanvas;
class WeightChart;

/// One exercise page (lessons/FORMAT.md, "Exercises"): its rules, the prompt filled from the
/// learner's variant, the answer editor for its type, Check / Show hint / Show solution, the
/// verdict, the attempts left and the credit so far.
///
/// A view of a course::ExerciseSession: the session grades, records and scores; the widget
/// collects the answer from its editor, asks the session, and shows what the session holds.
/// A session restored from a saved log shows its last answer again, graded again, and a
/// finished exercise stays read-only.
///
/// Keyboard: Enter checks (unless a button has focus); Alt+Up / Alt+Down move a key in a
/// ranking; Tab walks the input cells of a table and then leaves it.
class ExerciseWidget : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExerciseWidget)

public:
    /// `workshop` is the shared workshop model a target exercise is answered on (the learner
    /// moves its query); other types ignore it and it may be nullptr. The session must
    /// outlive the widget.
    explicit ExerciseWidget(course::ExerciseSession *session, course::WorkshopModel *workshop = nullptr,
                            QWidget *parent = nullptr);
    ~ExerciseWidget() override;

    course::ExerciseSession *session() const { return m_session; }
    const course::Exercise &exercise() const { return m_session->exercise(); }
    const course::Variant &variant() const { return m_session->variant(); }
    const course::ExerciseScore &state() const { return m_session->state(); }
    const std::optional<course::Feedback> &lastFeedback() const { return m_session->lastFeedback(); }
    bool isFinished() const { return m_session->isFinished(); }
    /// Whether the worked solution is on show.
    bool isSolutionVisible() const;

    /// Whether Show solution is offered and a worked solution may be shown at all (a lab
    /// session's rules may withhold them); on by default.
    void setSolutionOffered(bool offered);
    bool isSolutionOffered() const { return m_solutionOffered; }
    /// A locked exercise takes no more answers nor hints (a lab session whose time is up).
    void setLocked(bool locked);
    bool isLocked() const { return m_locked; }

    /// The answer in the editor.
    course::Answer currentAnswer() const;

    /// Grades the answer in the editor and records it (input that is no answer costs nothing).
    void check();
    /// Reveals the next hint, which lowers the credit by the exercise's hint penalty.
    void showHint();
    /// Shows the worked solution; before the exercise is finished this ends it, and only
    /// where the exercise allows it.
    void showSolution();

    AnswerEditor *editor() const { return m_editor; }
    QLabel *rulesLabel() const { return m_rules; }
    QLabel *promptLabel() const { return m_prompt; }
    QPushButton *checkButton() const { return m_check; }
    QPushButton *hintButton() const { return m_hint; }
    QPushButton *solutionButton() const { return m_solution; }
    /// "Correct", "Not quite", "Partly right", "Not a number", …
    QLabel *statusLabel() const { return m_status; }
    QLabel *messageLabel() const { return m_message; }
    QLabel *detailsLabel() const { return m_details; }
    QLabel *attemptsLabel() const { return m_attempts; }
    QLabel *creditLabel() const { return m_credit; }
    QLabel *hintsLabel() const { return m_hints; }
    QLabel *solutionLabel() const { return m_solutionText; }
    /// Numeric exercises only (otherwise nullptr).
    QLineEdit *answerEdit() const;
    /// Choice exercises: the radio buttons or check boxes in the learner's option order.
    QList<QAbstractButton *> optionButtons() const;
    /// Ranking exercises only.
    QListWidget *rankingList() const;
    QPushButton *moveUpButton() const;
    QPushButton *moveDownButton() const;
    /// Table exercises only: the given columns first, then the input columns.
    QTableWidget *table() const;
    int firstInputColumn() const;
    /// Target exercises only (and only with a workshop model).
    QueryCanvas *canvas() const;
    WeightChart *chart() const;

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QWidget *createButtons();
    QWidget *createFeedback();

    void refresh();
    void refreshFeedback();
    void refreshStatusColour();
    /// Puts the verdict where the keyboard focus is, for a screen reader: the focused control's
    /// description until the answer changes or the focus leaves it, the result's own
    /// description when it has the focus (a screen reader's user gets it when the exercise ends).
    /// The verdict (result, message, details, attempts) for tellFocus().
    void tellVerdict();
    void tellFocus(const QString &sentence);
    void untellFocus();

    course::ExerciseSession *m_session = nullptr;
    AnswerEditor *m_editor = nullptr;

    QLabel *m_rules = nullptr;
    QLabel *m_prompt = nullptr;
    QPushButton *m_check = nullptr;
    QPushButton *m_hint = nullptr;
    QPushButton *m_solution = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_message = nullptr;
    QLabel *m_details = nullptr;
    QLabel *m_attempts = nullptr;
    QLabel *m_credit = nullptr;
    QLabel *m_hints = nullptr;
    QLabel *m_solutionHeading = nullptr;
    QLabel *m_solutionText = nullptr;
    bool m_solutionOffered = true;
    bool m_locked = false;
    bool m_wasFinished = false;
    /// The control whose description carries the verdict, and its own description.
    QPointer<QWidget> m_told;
    QString m_toldDescription;
    QString m_toldSentence;
    /// To the application's focusChanged(): cut in the destructor, as the children's deletion
    /// after it moves the focus while this object's members are gone.
    QMetaObject::Connection m_focusWatch;
};

} // namespace ui
