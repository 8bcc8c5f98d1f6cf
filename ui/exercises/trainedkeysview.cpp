#include "trainedkeysview.h"

#include "contentlabel.h"
#include "trainedkeys.h"
#include "trainingmodel.h"
#include "trainingplane.h"

#include <QVBoxLayout>

namespace ui {

namespace {

/// The plane's side in pixels: the six keys and their names readable, beside the answer.
constexpr int kSide = 260;

} // namespace

TrainedKeysView::TrainedKeysView(const course::Exercise &exercise, QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("trainedKeys"));
    const std::optional<course::TrainedKeys> trained = course::trainedKeys(exercise);
    if (!trained)
        return;
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    auto *caption = new ContentLabel(tr("Keys after training"), this);
    caption->setObjectName(QStringLiteral("trainedKeysCaption"));
    caption->setWordWrap(true);
    caption->setText(course::trainedKeysCaption(*trained));
    caption->setAccessibleDescription(course::trainedKeysInWords(*trained).join(QStringLiteral("; ")));
    column->addWidget(caption);

    // The lab's own run, played to its end: the same keys the lesson's panel ends with.
    auto *model = new course::TrainingModel(this);
    const std::vector<attn::TrainingTask> &tasks = attn::trainingTasks();
    for (std::size_t i = 0; i < tasks.size(); ++i)
        if (QString::fromStdString(tasks[i].name) == trained->task)
            model->setTask(int(i));
    while (model->step()) {
    }
    m_plane = new TrainingPlane(model, this);
    m_plane->setShowsQueries(false);
    m_plane->setAccessibleName(tr("Keys after training"));
    m_plane->setFixedSize(kSide, kSide);
    column->addWidget(m_plane);
    // The caption wraps to the plane's width.
    setMaximumWidth(kSide);
}

} // namespace ui
