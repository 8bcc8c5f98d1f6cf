#pragma once

#include <QStringList>

namespace cli {

/// `attention-lab exercise ID [--learner L] [--lab-seed N] [--json]`: a learner's variant
/// of an exercise with its answer key, for a teacher.
int runExercise(const QStringList &arguments);

} // namespace cli
