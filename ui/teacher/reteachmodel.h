#pragma once

#include "gradebook.h"

#include <QAbstractTableModel>

namespace ui {

/// What to re-teach: one row per exercise of the session (its order) with the class's mean
/// score (the facility of item analysis), its discrimination (with Moodle's reading as the
/// tooltip), how many solved and attempted it, the checks and hints it took, and the mistakes
/// the grader recognised most often ("9 of 25: forgot to exponentiate"), counted against the
/// students who handed in. SortRole holds numbers for the number columns.
class ReteachModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReteachModel)

public:
    enum Column {
        ExerciseColumn,
        MeanColumn,
        DiscriminationColumn,
        SolvedColumn,
        AttemptedColumn,
        AttemptsColumn,
        HintsColumn,
        MistakesColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1,
        ExerciseIdRole, ///< QString, on every column
        MistakesRole,   ///< QStringList: every diagnosis as "n of N: text", most frequent first
    };
    /// The mistakes column names this many; the tooltip and MistakesRole have them all.
    static constexpr int kTopMistakes = 3;

    explicit ReteachModel(QObject *parent = nullptr);

    void setGradebook(const course::Gradebook &book);
    /// Students who handed in: the "of N" of every count.
    int classSize() const { return m_classSize; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QStringList mistakes(const course::GradebookExercise &exercise) const;
    QString displayText(int row, int column) const;

    QList<course::GradebookExercise> m_exercises;
    int m_classSize = 0;
};

} // namespace ui
