#pragma once

#include "training.h"

#include <QObject>
#include <QString>

#include <vector>

namespace course {

/// One training run that a lesson page steps through (core/training.h): the task, the seed and
/// the learning rate the learner chose, where W_q and W_k are now and the loss after every step.
/// Each step() is one gradient-descent update, so a view can draw every one of them.
class TrainingModel : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TrainingModel)

public:
    /// Training stops at this loss or after kMaxSteps updates (the command line's defaults).
    static constexpr int kMaxSteps = 300;
    static constexpr double kStopLoss = 0.05;

    explicit TrainingModel(QObject *parent = nullptr);

    const attn::TrainingTask &task() const;
    int taskIndex() const { return m_task; }
    std::uint64_t seed() const { return m_options.seed; }
    double rate() const { return m_options.rate; }
    /// W_q, W_k, scores, weights, loss and gradients now.
    const attn::TrainingPoint &point() const { return m_point; }
    /// The loss before the first step.
    double startLoss() const { return m_losses.front(); }
    /// The loss before the first step, then after each step.
    const std::vector<double> &losses() const { return m_losses; }
    int steps() const { return int(m_losses.size()) - 1; }
    /// The loss reached the stop or the steps ran out: step() does nothing more.
    bool isFinished() const;

    /// Each sets the run back to its start (new matrices from the seed).
    void setTask(int index);
    void setSeed(std::uint64_t seed);
    /// Out of (0, 100] is ignored.
    void setRate(double rate);
    void reset();
    /// One update; false, and nothing done, once finished (or where the matrices would
    /// overflow: a rate far too large).
    bool step();

signals:
    void changed();

private:
    int m_task = 0;
    attn::TrainingOptions m_options;
    attn::TrainingPoint m_point;
    attn::Matrix m_vq;
    attn::Matrix m_vk;
    std::vector<double> m_losses;
    bool m_stuck = false;
};

} // namespace course
