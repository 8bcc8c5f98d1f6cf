#pragma once

#include "exercise.h"
#include "attemptlog.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QWidget>

#include <cstdint>
#include <optional>

class QLabel;
class QListWidget;
class QPushButton;
class QStackedWidget;
class QTableWidget;

namespace course {
class AttemptStore;
class WorkshopModel;
}

namespace ui {

class ExerciseWidget;

/// A set of exercises (a lesson's, or a quiz) shown one at a time: an overview beside them
/// lists each exercise with its status (✓ solved, ◐ partly right, ✗ not solved, … in progress,
/// ○ not started) and its credit; "Previous exercise" / "Next exercise" walk through them and
/// end on a score summary, the total credit and the credit per objective.
///
/// Each learner gets their own variant of every exercise (course::makeVariant of the learner's
/// id, the exercise id and the lab seed). Each exercise is a course::ExerciseSession on the
/// learner's AttemptStore: it starts from the saved log and writes every new event to the store
/// itself; the set only shows them.
class ExerciseSetView : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExerciseSetView)

public:
    /// `store` holds the learner's logs (nullptr: kept only in memory, as for a preview) and
    /// outlives the set; `workshop` is the shared workshop model target exercises are answered
    /// on (may be nullptr when the set has none).
    explicit ExerciseSetView(const QList<course::Exercise> &exercises, const QString &learner,
                             const course::VariantContext &variants, course::AttemptStore *store,
                             course::WorkshopModel *workshop = nullptr, QWidget *parent = nullptr);

    /// The name the score summary is headed with (the learner id by default).
    void setLearnerName(const QString &name);

    int count() const { return int(m_widgets.size()); }
    /// The exercise on show, or count() while the score summary is shown.
    int currentIndex() const;
    /// Shows an exercise; count() shows the score summary.
    void setCurrentIndex(int index);
    bool isSummaryShown() const { return currentIndex() == count(); }
    void showSummary() { setCurrentIndex(count()); }
    void showPrevious() { setCurrentIndex(currentIndex() - 1); }
    void showNext() { setCurrentIndex(currentIndex() + 1); }

    ExerciseWidget *exerciseWidget(int index) const { return m_widgets.value(index); }
    /// Presentation mode: the list of exercises is hidden, the exercise on show takes the width
    /// (Previous and Next exercise, and a presenter's Page Down and Page Up, walk the set).
    void setPresenting(bool on);
    /// ExerciseWidget::setSolutionOffered() and setLocked() on every exercise.
    void setSolutionsOffered(bool offered);
    void setLocked(bool locked);
    course::ExerciseScore state(int index) const;

    /// The credit of every exercise added up (each exercise is worth at most 1).
    double totalCredit() const;
    /// The credit of the exercises of one objective, and how many there are.
    double objectiveCredit(const QString &objective) const;
    int objectiveCount(const QString &objective) const;
    /// The objectives of the set, in the plate's order (course::objectiveIds()), then others.
    QStringList objectives() const;

    QListWidget *overview() const { return m_overview; }
    QPushButton *previousButton() const { return m_previous; }
    QPushButton *nextButton() const { return m_next; }
    /// "Exercise 2 of 6" or "Score summary".
    QLabel *positionLabel() const { return m_position; }
    QLabel *totalLabel() const { return m_total; }
    /// One row per objective: objective, exercises, credit, score.
    QTableWidget *summaryTable() const { return m_summary; }

signals:
    void currentIndexChanged(int index);

private:
    QWidget *createSummaryPage();
    /// "✓ 2. The softmax table (Table) — 90%": the entry of an exercise in the overview.
    QString overviewText(int index, const QString &glyph, std::optional<double> credit) const;
    QString statusGlyph(int index) const;
    QString statusWord(int index) const;
    QString creditText(double credit) const;
    QString percentText(double fraction) const;
    void refreshOverviewItem(int index);
    void refreshSummary();
    void refreshNavigation();

    QList<course::Exercise> m_exercises;
    QString m_learner;
    QLabel *m_heading = nullptr;
    QList<ExerciseWidget *> m_widgets;

    QListWidget *m_overview = nullptr;
    QStackedWidget *m_pages = nullptr;
    QLabel *m_position = nullptr;
    QPushButton *m_previous = nullptr;
    QPushButton *m_next = nullptr;
    QLabel *m_total = nullptr;
    QLabel *m_unfinished = nullptr;
    QTableWidget *m_summary = nullptr;
};

} // namespace ui
