#pragma once

#include "attention.h"

#include <QChar>
#include <QStringList>

#include <vector>

namespace cli {

/// The number lists of `compute` (exposed for tests/fuzz/fuzz_number_lists). Each appends
/// what it reads to `out` and, on the first entry that is not a finite number (or not
/// DEG:LEN), prints one line naming the option and returns false.
/// `--values "1,2"`, `--keys-xy` entries: finite numbers separated by `separator`.
bool parseNumberList(const QString &option, const QString &text, QChar separator, std::vector<double> *out);
/// `--keys "0:2,90:1"`: keys as angle in degrees and length.
bool parsePolarKeys(const QString &text, std::vector<attn::Vector> *keys);
/// `--keys-xy "1,0;0,2"`: keys as x,y.
bool parseCartesianKeys(const QString &text, std::vector<attn::Vector> *keys);

/// `attention-lab compute`: the step-by-step trace of one lookup, as text or JSON.
int runCompute(const QStringList &arguments);

} // namespace cli
