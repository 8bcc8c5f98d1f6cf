#include "trainedkeys.h"

#include "figures.h"

#include <QCoreApplication>

#include <cmath>
#include <numbers>

namespace course {

namespace {

class TrainedKeysText
{
    Q_DECLARE_TR_FUNCTIONS(TrainedKeysText)
};

} // namespace

std::optional<TrainedKeys> trainedKeys(const Exercise &exercise)
{
    if (!exercise.showTrainedKeys)
        return std::nullopt;
    const attn::TrainingTask *task = attn::trainingTask(exercise.trainingTask.toStdString());
    if (!task)
        task = &attn::trainingTasks().front();
    const attn::TrainingOptions options;
    const auto run = attn::train(*task, options);
    if (!run)
        return std::nullopt;
    TrainedKeys out;
    out.task = QString::fromStdString(task->name);
    out.seed = options.seed;
    out.steps = run->steps.empty() ? 0 : run->steps.back().step;
    out.loss = run->final.loss;
    for (std::size_t j = 0; j < task->tokens.size(); ++j) {
        const auto k = attn::apply(run->final.wk, task->embeddings[j]);
        if (!k)
            return std::nullopt;
        out.tokens << QString::fromStdString(task->tokens[j]);
        out.keys << QPointF((*k)[0], (*k)[1]);
    }
    return out;
}

QString trainedKeysCaption(const TrainedKeys &keys)
{
    return TrainedKeysText::tr("The keys k = W_k x of the %1 task after training from seed %2: %3 steps, loss %4.")
        .arg(keys.task)
        .arg(keys.seed)
        .arg(keys.steps)
        .arg(formatFixed(keys.loss, 4));
}

QStringList trainedKeysInWords(const TrainedKeys &keys)
{
    QStringList out;
    for (qsizetype j = 0; j < keys.keys.size(); ++j) {
        const QPointF k = keys.keys[j];
        const double degrees = std::fmod(std::atan2(k.y(), k.x()) * 180.0 / std::numbers::pi + 360.0, 360.0);
        out << TrainedKeysText::tr("%1: %2°, length %3")
                   .arg(keys.tokens.value(j), formatFixed(degrees, 0), formatFixed(std::hypot(k.x(), k.y()), 2));
    }
    return out;
}

} // namespace course
