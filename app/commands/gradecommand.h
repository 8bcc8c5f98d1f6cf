#pragma once

#include <QStringList>

namespace cli {

/// `attention-lab grade SESSION DIR… [--json]`: every hand-in in the folders, regraded from
/// the raw answers, with its flags.
int runGrade(const QStringList &arguments);

} // namespace cli
