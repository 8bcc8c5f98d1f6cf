#pragma once

#include <QWidget>

class QTreeView;

namespace course {
class CourseProgress;
class ExerciseProgress;
struct Course;
}

namespace ui {

class ProgressOverviewModel;

/// A learner's progress at a glance: each lesson with its pages read, its exercise score and
/// what remains to do (a ProgressOverviewModel in a flat tree view).
class ProgressOverview : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProgressOverview)

public:
    explicit ProgressOverview(QWidget *parent = nullptr);

    /// Shows this progress; call again after it changes.
    void setProgress(const course::Course &course, const course::CourseProgress &pages,
                     const course::ExerciseProgress &exercises, const QString &learnerId,
                     const QString &locale = {});

    ProgressOverviewModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }

private:
    ProgressOverviewModel *m_model = nullptr;
    QTreeView *m_view = nullptr;
};

} // namespace ui
