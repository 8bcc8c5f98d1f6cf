#pragma once

#include "exerciseprogress.h"

#include <QAbstractTableModel>
#include <QList>
#include <QStringList>

namespace course {
class CourseProgress;
struct Course;
}

namespace ui {

/// One row per lesson: the pages read, the exercise score (credit / maximum) and what is
/// left to do, from a learner's lesson and exercise progress. A snapshot: call setProgress()
/// again when the progress changes.
class ProgressOverviewModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProgressOverviewModel)

public:
    enum Column { LessonColumn, PagesColumn, ScoreColumn, RemainingColumn, ColumnCount };

    /// The figures behind the text, on every column of a row.
    enum Role {
        LessonIdRole = Qt::UserRole,
        PagesReadRole,      ///< int
        PageCountRole,      ///< int
        CreditRole,         ///< double
        MaximumRole,        ///< double
        FinishedRole,       ///< int: exercises finished
        ExerciseCountRole,  ///< int
        PagesToReadRole,    ///< QStringList: page ids not read yet
        ExercisesToDoRole,  ///< QStringList: exercise ids not finished
    };

    explicit ProgressOverviewModel(QObject *parent = nullptr);

    /// Rebuilds the rows; titles in `locale` where the lesson has one.
    void setProgress(const course::Course &course, const course::CourseProgress &pages,
                     const course::ExerciseProgress &exercises, const QString &learnerId,
                     const QString &locale = {});

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString lessonId;
        QString title;
        bool valid = true;
        int pagesRead = 0;
        int pageCount = 0;
        QStringList pagesToRead;       ///< ids
        QStringList pageTitlesToRead;  ///< for the tooltip
        QStringList exerciseNumbersToDo; ///< "2", "4": 1-based, for the tooltip
        course::ExerciseProgress::Summary exercises;
    };
    QString displayText(const Row &row, int column) const;
    QString toolTip(const Row &row, int column) const;

    QList<Row> m_rows;
};

} // namespace ui
