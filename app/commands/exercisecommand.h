#pragma once

#include <QStringList>

namespace cli {

/// `attention-lab exercise ID [--learner L] [--lab-seed N] [--json]`: a learner's variant
/// of an exercise with its answer key, for a teacher; with `--answer ANSWER` it grades that
/// answer as the window would (verdict, score, diagnoses). `exercise [ID] --code CODE --lab FILE`
/// finds the learner by a printed worksheet's variant code (every exercise without an ID).
int runExercise(const QStringList &arguments);

} // namespace cli
