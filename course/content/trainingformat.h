#pragma once

#include "training.h"

#include <QJsonObject>
#include <QString>

namespace course {

/// A training run as `attention-lab train --json` prints it: `task`, `tokens` (each `name` and
/// its embedding `x`), `targets` (token indices), `scale`, `options` (seed as text, rate,
/// momentum, steps, stopLoss), `initial` (`Wq`, `Wk`, `loss`, `gradient` with `Wq` and `Wk`),
/// `steps` (`step` and `loss` of each update) and `final` (`Wq`, `Wk`, `loss`, `weights` as
/// the N×N matrix, `accuracy`). Matrices are row-major, [[a, b], [c, d]]; numbers are exact
/// doubles, so that a reader can recompute every figure.
QJsonObject trainingRunToJson(const attn::TrainingTask &task, const attn::TrainingOptions &options,
                              const attn::TrainingRun &run);

/// The same for a reader: the task, the start, the loss every few steps, the learned
/// matrices and each token's weights, as the course writes figures (four decimals).
QString trainingRunToText(const attn::TrainingTask &task, const attn::TrainingOptions &options,
                          const attn::TrainingRun &run);

} // namespace course
