#include "reteachmodel.h"

#include "figures.h"

#include <QLocale>

#include <algorithm>

namespace ui {

ReteachModel::ReteachModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ReteachModel::setGradebook(const course::Gradebook &book)
{
    const int classSize = int(std::count_if(book.students.cbegin(), book.students.cend(),
                                            [](const course::GradebookStudent &s) { return s.handedIn; }));
    // The same exercises: the figures change in place and the view keeps its current row.
    const bool sameRows = std::equal(book.exercises.cbegin(), book.exercises.cend(), m_exercises.cbegin(),
                                     m_exercises.cend(), [](const course::GradebookExercise &a,
                                                            const course::GradebookExercise &b) { return a.id == b.id; });
    if (!sameRows)
        beginResetModel();
    m_exercises = book.exercises;
    m_classSize = classSize;
    if (!sameRows)
        endResetModel();
    else if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

int ReteachModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_exercises.size());
}

int ReteachModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QStringList ReteachModel::mistakes(const course::GradebookExercise &exercise) const
{
    QStringList lines;
    for (const course::ClassDiagnosis &d : exercise.diagnoses)
        lines << tr("%1 of %2: %3").arg(d.students).arg(m_classSize).arg(d.text);
    return lines;
}

QString ReteachModel::displayText(int row, int column) const
{
    const course::GradebookExercise &e = m_exercises.at(row);
    switch (column) {
    case ExerciseColumn:
        return tr("%1. %2").arg(row + 1).arg(e.title.isEmpty() ? e.id : e.title);
    case MeanColumn:
        return course::formatPercent(e.mean, 0);
    case DiscriminationColumn:
        // A negative correlation with the typographic minus, as every figure of the course.
        return e.discrimination ? course::withPercent(course::formatFixed(*e.discrimination, 0)) : tr("—");
    case SolvedColumn:
        return tr("%1 of %2").arg(e.solved).arg(m_classSize);
    case AttemptedColumn:
        return tr("%1 of %2").arg(e.attempted).arg(m_classSize);
    case AttemptsColumn:
        return QLocale().toString(e.attempts);
    case HintsColumn:
        return QLocale().toString(e.hints);
    case MistakesColumn: {
        const QStringList all = mistakes(e);
        return all.isEmpty() ? tr("—") : all.mid(0, kTopMistakes).join(QStringLiteral("; "));
    }
    default:
        return {};
    }
}

QVariant ReteachModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const course::GradebookExercise &e = m_exercises.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        return displayText(index.row(), index.column());
    case Qt::ToolTipRole:
        if (index.column() == MistakesColumn && !e.diagnoses.isEmpty())
            return mistakes(e).join(QLatin1Char('\n'));
        if (index.column() == ExerciseColumn)
            return e.id;
        if (index.column() == MeanColumn || index.column() == DiscriminationColumn)
            return e.reading;
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() != ExerciseColumn && index.column() != MistakesColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case SortRole:
        switch (index.column()) {
        case ExerciseColumn: return index.row();
        case MeanColumn: return e.mean;
        case DiscriminationColumn: return e.discrimination ? *e.discrimination : -1000.0;
        case SolvedColumn: return e.solved;
        case AttemptedColumn: return e.attempted;
        case AttemptsColumn: return e.attempts;
        case HintsColumn: return e.hints;
        case MistakesColumn: return e.diagnoses.isEmpty() ? 0 : e.diagnoses.first().students;
        default: return {};
        }
    case ExerciseIdRole:
        return e.id;
    case MistakesRole:
        return mistakes(e);
    default:
        return {};
    }
}

QVariant ReteachModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case MeanColumn: return tr("The class's mean recomputed score, over the students who handed in (the facility)");
        case DiscriminationColumn:
            return tr("How well the exercise tells students apart: the correlation of its score with the rest of each "
                      "student's total; below 20% it discriminates poorly, below 0 the strong students did worse here");
        case SolvedColumn: return tr("Students who got it entirely right");
        case AttemptedColumn: return tr("Students who checked at least one answer");
        case AttemptsColumn: return tr("Checks that counted, all students together");
        case HintsColumn: return tr("Hints shown, all students together");
        case MistakesColumn: return tr("The mistakes the grader recognised in the students' last answers, most frequent first");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ExerciseColumn: return tr("Exercise");
    case MeanColumn: return tr("Mean");
    case DiscriminationColumn: return tr("Discrimination");
    case SolvedColumn: return tr("Solved");
    case AttemptedColumn: return tr("Attempted");
    case AttemptsColumn: return tr("Checks");
    case HintsColumn: return tr("Hints");
    case MistakesColumn: return tr("Most frequent mistakes");
    default: return {};
    }
}

} // namespace ui
