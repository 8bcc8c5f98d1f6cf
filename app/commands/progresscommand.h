#pragma once

#include <QStringList>

namespace cli {

/// `attention-lab progress [--learner ID|NAME] [--json]`: a learner's progress from their
/// saved files alone, every score recomputed from the attempt logs.
int runProgress(const QStringList &arguments);

} // namespace cli
