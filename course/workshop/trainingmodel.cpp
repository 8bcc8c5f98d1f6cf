#include "trainingmodel.h"

#include <algorithm>

namespace course {

TrainingModel::TrainingModel(QObject *parent)
    : QObject(parent)
{
    m_options.maxSteps = kMaxSteps;
    m_options.stopLoss = kStopLoss;
    reset();
}

const attn::TrainingTask &TrainingModel::task() const
{
    return attn::trainingTasks().at(std::size_t(m_task));
}

bool TrainingModel::isFinished() const
{
    return m_stuck || steps() >= m_options.maxSteps || m_point.loss <= m_options.stopLoss;
}

void TrainingModel::setTask(int index)
{
    if (index < 0 || index >= int(attn::trainingTasks().size()) || index == m_task)
        return;
    m_task = index;
    reset();
}

void TrainingModel::setSeed(std::uint64_t seed)
{
    if (seed == m_options.seed)
        return;
    m_options.seed = seed;
    reset();
}

void TrainingModel::setRate(double rate)
{
    if (!(rate > 0.0 && rate <= 100.0) || rate == m_options.rate)
        return;
    m_options.rate = rate;
    reset();
}

void TrainingModel::reset()
{
    const auto [wq, wk] = attn::initialMatrices(m_options.seed);
    // The built-in tasks and seeded matrices are always valid.
    m_point = *attn::evaluateTraining(task(), wq, wk);
    m_vq = attn::Matrix(2, attn::Vector(2, 0.0));
    m_vk = m_vq;
    m_losses = {m_point.loss};
    m_stuck = false;
    emit changed();
}

bool TrainingModel::step()
{
    if (isFinished())
        return false;
    auto next = attn::trainingStep(task(), m_point, m_options, m_vq, m_vk);
    if (!next) {
        m_stuck = true;
        emit changed();
        return false;
    }
    m_point = *next;
    m_losses.push_back(m_point.loss);
    emit changed();
    return true;
}

} // namespace course
