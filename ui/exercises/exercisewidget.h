#pragma once

#include "exercise.h"
#include "exercisestate.h"
#include "grading.h"

#include <QList>
#include <QString>
#include <QWidget>

#include <optional>

class QAbstractButton;
class QButtonGroup;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace course {
class WorkshopModel;
}

namespace ui {

class QueryCanvas;
class WeightChart;

/// One exercise (lessons/FORMAT.md, "Exercises"): its rules, the prompt filled from the
/// learner's variant, an answer editor for its type, Check / Show hint / Show solution, the
/// engine's feedback, the attempts left and the credit so far.
///
/// Every verdict and figure comes from the exercise engine (course/grading.h); the widget
/// only shows them. The course::ExerciseState it holds is the learner's record: it changes
/// only through ExerciseState::record(), revealHint() and revealSolution(), and every change
/// is announced with stateChanged() so that progress can be saved. A state restored from a
/// save shows its last answer again, graded again, and a finished exercise stays read-only.
///
/// Keyboard: Enter checks (unless a button has focus); Alt+Up / Alt+Down move a key in a
/// ranking; Tab walks the input cells of a table and then leaves it.
class ExerciseWidget : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExerciseWidget)

public:
    /// `workshop` is the shared workshop model a target exercise is answered on (the learner
    /// moves its query); other types ignore it and it may be nullptr.
    explicit ExerciseWidget(const course::Exercise &exercise, const course::Variant &variant,
                            course::ExerciseState initial,
                            course::WorkshopModel *workshop = nullptr, QWidget *parent = nullptr);

    const course::Exercise &exercise() const { return m_exercise; }
    const course::Variant &variant() const { return m_variant; }
    const course::ExerciseState &state() const { return m_state; }
    /// The feedback on the last check (or on the restored answer), if any.
    const std::optional<course::Feedback> &lastFeedback() const { return m_feedback; }
    bool isFinished() const;
    /// Whether the worked solution is on show.
    bool isSolutionVisible() const;

    /// The answer in the editor, as ExerciseState::lastAnswer records it: the typed number;
    /// option ids joined by ","; key numbers joined by ","; a JSON array of table rows; a
    /// JSON object {"angle", "length"} for a target.
    QString currentAnswer() const;

    /// Grades the answer in the editor and records it (input that is no answer costs nothing).
    void check();
    /// Reveals the next hint, which lowers the credit by the exercise's hint penalty.
    void showHint();
    /// Shows the worked solution (recorded in the state); before the exercise is finished
    /// this ends it, and only where the exercise allows it.
    void showSolution();

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
    QLineEdit *answerEdit() const { return m_answerEdit; }
    /// Choice exercises: the radio buttons or check boxes in the learner's option order.
    QList<QAbstractButton *> optionButtons() const { return m_optionButtons; }
    /// Ranking exercises only.
    QListWidget *rankingList() const { return m_ranking; }
    QPushButton *moveUpButton() const { return m_moveUp; }
    QPushButton *moveDownButton() const { return m_moveDown; }
    /// Table exercises only: the given columns first, then the input columns.
    QTableWidget *table() const { return m_table; }
    int firstInputColumn() const { return m_firstInputColumn; }
    /// Target exercises only (and only with a workshop model).
    QueryCanvas *canvas() const { return m_canvas; }
    WeightChart *chart() const { return m_chart; }

signals:
    /// After every check that counted, every hint and the solution: the state to save.
    void stateChanged(const course::ExerciseState &state);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QWidget *createEditor();
    QWidget *createNumericEditor();
    QWidget *createChoiceEditor();
    QWidget *createRankingEditor();
    QWidget *createTableEditor();
    QWidget *createTargetEditor();
    QWidget *createButtons();
    QWidget *createFeedback();

    course::Feedback grade(const QString &answer) const;
    void restoreAnswer(const QString &answer);
    void commit(const course::ExerciseState &before);

    void moveRankingItem(int delta);
    void renumberRanking();
    QList<int> rankingOrder() const;
    QList<QStringList> tableCells() const;
    void markTable();
    void clearCellMark(int row, int column);
    void syncTarget();

    void refresh();
    void refreshFeedback();
    void refreshStatusColour();
    void setEditorsReadOnly(bool readOnly);

    course::Exercise m_exercise;
    course::Variant m_variant;
    course::ExerciseState m_state;
    course::WorkshopModel *m_workshop = nullptr;
    std::optional<course::Feedback> m_feedback;
    bool m_marking = false;

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

    QLineEdit *m_answerEdit = nullptr;
    QButtonGroup *m_optionGroup = nullptr;
    QList<QAbstractButton *> m_optionButtons;
    QListWidget *m_ranking = nullptr;
    QPushButton *m_moveUp = nullptr;
    QPushButton *m_moveDown = nullptr;
    QTableWidget *m_table = nullptr;
    int m_firstInputColumn = 0;
    QueryCanvas *m_canvas = nullptr;
    WeightChart *m_chart = nullptr;
    QLabel *m_query = nullptr;
};

} // namespace ui
