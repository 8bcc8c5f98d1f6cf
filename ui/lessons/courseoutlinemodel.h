#pragma once

#include "exerciseprogress.h"
#include "lesson.h"
#include "outline.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QList>
#include <QSet>

namespace course {
class CourseProgress;
}

namespace ui {

/// The course's contents for the sidebar, a tree over a course::Outline: the workshop, each
/// lesson with its pages (the exercises page included), and the progress overview. A page
/// read (or, for the exercises page, every exercise finished) carries a ✓ in its text and
/// true in CompletedRole.
class CourseOutlineModel : public QAbstractItemModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CourseOutlineModel)

public:
    enum Entry { WorkshopEntry, LessonEntry, PageEntry, OverviewEntry };
    Q_ENUM(Entry)

    enum Role {
        EntryRole = Qt::UserRole + 1, ///< an Entry
        LessonRole,                   ///< the lesson's index in the outline (lessons and pages)
        PageRole,                     ///< the page's index in its lesson (pages)
        PageIdRole,                   ///< the page's stable id (pages)
        PageKindRole,                 ///< "prose", "exercises" or "summary" (pages)
        CompletedRole,                ///< bool: read, or every exercise finished (pages)
        ValidRole,                    ///< bool: the lesson could be loaded (lessons)
        SourceRole,                   ///< the teacher's folder a lesson comes from; empty for the course's own (lessons)
    };

    /// `course` must outlive the model; `outline` is copied.
    CourseOutlineModel(const course::Course *course, const course::Outline &outline,
                       QObject *parent = nullptr);

    /// Takes the completion marks from the learner's progress (exercise scores recomputed for
    /// the learner's variants); every row may change.
    void setProgress(const course::CourseProgress &progress, const course::ExerciseProgress &exercises,
                     const QString &learnerId);

    const course::Outline &outline() const { return m_outline; }
    QModelIndex workshopIndex() const;
    QModelIndex overviewIndex() const;
    QModelIndex lessonIndex(int lesson) const;
    /// The page's row, or its lesson's when the lesson shows no pages (it could not be loaded).
    QModelIndex pageIndex(int lesson, int page) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    struct Marks {
        QSet<QString> completed;
        course::ExerciseProgress::Summary exercises;
    };
    QVariant lessonData(int lesson, int role) const;
    QVariant pageData(int lesson, int page, int role) const;
    /// Pages shown under a lesson: none for a lesson that could not be loaded.
    int shownPages(int lesson) const;

    const course::Course *m_course = nullptr;
    course::Outline m_outline;
    QList<Marks> m_marks;
};

} // namespace ui
