#pragma once

#include "gradebook.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QList>
#include <QString>

namespace course {
struct Course;
}

namespace ui {

/// An exercise of a session as the teacher's views name it.
struct ExerciseHeading {
    QString id;
    QString title; ///< the course's title; the id when the course has no such exercise
};

/// A time as the gradebook window shows it, the same in every language and never ambiguous:
/// the ISO date and the 24-hour time, local time ("2026-12-04 18:39"). Empty when invalid.
QString dateTimeText(const QDateTime &when);
/// When a student's counted hand-in was made, dateTimeText(), and "(timed out)" after it when
/// the time limit made it ("2026-12-04 18:40 (timed out)"); empty without a hand-in.
QString handedInText(const course::GradebookStudent &student);

/// The session's exercises in its order, titled from `course`.
QList<ExerciseHeading> exerciseHeadings(const course::LabSession &session, const course::Course &course);

/// The gradebook as a table: one row per student (the gradebook's order) with their status,
/// when they handed in (handedInText()), the number of flags (their reasons in the tooltip), total, maximum and percent, then one
/// column per exercise with the recomputed score in percent. A student on the roster without a hand-in
/// is shown as missing. SortRole holds numbers for the number columns, so that a proxy sorts
/// 9 before 10 and missing students below everyone else.
class GradebookModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GradebookModel)

public:
    enum Role {
        SortRole = Qt::UserRole + 1,
        StudentIdRole, ///< QString, on every column
        FlagsRole,     ///< QStringList, on every column
        StatusRole,    ///< int: the student's course::GradebookStudent::Status, on every column
        HandedInRole,  ///< bool, on every column
    };
    /// The columns every session has come first, so that they stay in sight however many
    /// exercises follow.
    enum FixedColumn {
        NameColumn,
        IdColumn,
        StatusColumn,
        HandedInColumn,
        FlagsColumn,
        TotalColumn,
        MaxColumn,
        PercentColumn,
        FirstExerciseColumn
    };

    explicit GradebookModel(QObject *parent = nullptr);

    void setGradebook(const course::Gradebook &book, const QList<ExerciseHeading> &exercises);
    const course::Gradebook &gradebook() const { return m_book; }

    static int exerciseColumn(int exercise) { return FirstExerciseColumn + exercise; }
    /// The row of a student, or -1.
    int rowOf(const QString &studentId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString displayText(const course::GradebookStudent &student, int column) const;
    QString toolTip(const course::GradebookStudent &student, int column) const;
    QVariant sortValue(const course::GradebookStudent &student, int column) const;
    QString stuckOnTitle(const course::GradebookStudent &student) const;

    course::Gradebook m_book;
    QList<ExerciseHeading> m_exercises;
};

} // namespace ui
