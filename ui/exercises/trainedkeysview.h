#pragma once

#include <QWidget>

namespace course {
struct Exercise;
}

namespace ui {

class TrainingPlane;

/// The keys of an exercise's training task after a run of the training lab's defaults
/// (course::trainedKeys()): the caption with the run's seed, steps and loss, and the lab's own
/// plane with the keys alone, so that a question on where a trained query points can be
/// answered from the picture without it giving the answer away. A screen reader hears each
/// key's direction and length with the caption.
class TrainedKeysView : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TrainedKeysView)

public:
    /// For an exercise with trainedKeys; empty for another.
    explicit TrainedKeysView(const course::Exercise &exercise, QWidget *parent = nullptr);

    TrainingPlane *plane() const { return m_plane; }

private:
    TrainingPlane *m_plane = nullptr;
};

} // namespace ui
