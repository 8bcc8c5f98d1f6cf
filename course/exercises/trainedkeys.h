#pragma once

#include "exercise.h"

#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace course {

/// Where a training task's keys end up: the keys kⱼ = W_k xⱼ after a run from the training
/// lab's defaults (attn::TrainingOptions: seed 1, its learning rate, step limit and stopping
/// loss), for an exercise that asks about a trained head (Exercise::showTrainedKeys). The same
/// run the lab plays when the learner presses Play without changing anything.
struct TrainedKeys {
    QString task;       ///< "successor"
    std::uint64_t seed = 1;
    int steps = 0;      ///< updates the run made
    double loss = 0.0;  ///< the loss it stopped at
    QStringList tokens; ///< the token of each key, in the task's order
    QList<QPointF> keys;
};

/// The trained keys of the exercise's task; nothing for an exercise without trainedKeys.
std::optional<TrainedKeys> trainedKeys(const Exercise &exercise);

/// "The keys k = W_k x of the successor task after training from seed 1: 22 steps, loss
/// 0.0485." — the caption the exercise page and the worksheet print above the plane.
QString trainedKeysCaption(const TrainedKeys &keys);

/// Each key in words, for a screen reader and the plane's text: "one: 125°, length 3.21".
QStringList trainedKeysInWords(const TrainedKeys &keys);

} // namespace course
