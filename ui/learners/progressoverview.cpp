#include "progressoverview.h"

#include "progressoverviewmodel.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeView>
#include <QVBoxLayout>

namespace ui {

ProgressOverview::ProgressOverview(QWidget *parent)
    : QWidget(parent)
    , m_model(new ProgressOverviewModel(this))
    , m_view(new QTreeView(this))
{
    m_view->setObjectName(QStringLiteral("progressOverview"));
    m_view->setAccessibleName(tr("Your progress by lesson"));
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->header()->setStretchLastSection(true);

    auto *heading = new QLabel(tr("<h2>Your progress</h2><p>For every lesson: the pages you have "
                                  "read, the credit your exercises have earned so far (each "
                                  "exercise is worth at most 1), and what is still to do. Open a "
                                  "lesson from the sidebar to carry on.</p>"),
                               this);
    heading->setWordWrap(true);
    heading->setTextFormat(Qt::RichText);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(m_view, 1);
}

void ProgressOverview::setProgress(const course::Course &course, const course::CourseProgress &pages,
                                   const course::ExerciseProgress &exercises, const QString &learnerId,
                                   const QString &locale)
{
    m_model->setProgress(course, pages, exercises, learnerId, locale);
    m_view->header()->resizeSections(QHeaderView::ResizeToContents);
}

} // namespace ui
