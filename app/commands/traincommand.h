#pragma once

#include <QStringList>

namespace cli {

/// `attention-lab train`: trains W_q and W_k on a toy retrieval task (core: attn::train) and
/// prints the run, as text or JSON (course::trainingRunToJson).
int runTrain(const QStringList &arguments);

} // namespace cli
