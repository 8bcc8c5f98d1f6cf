#pragma once

#include <QStringList>

namespace cli {

/// `attention-lab compute`: the step-by-step trace of one lookup, as text or JSON.
int runCompute(const QStringList &arguments);

} // namespace cli
