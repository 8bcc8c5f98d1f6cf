#pragma once

#include <QStringList>

namespace cli {

/// `attention-lab lab new …` prepares a lab session file; `attention-lab lab show FILE
/// [--json]` prints one.
int runLab(const QStringList &arguments);

} // namespace cli
