#pragma once

#include "attention.h"

#include <QJsonObject>
#include <QString>

namespace course {

/// The trace of one lookup as readable, aligned text tables: the dot products with their
/// terms, the softmax steps, the weighted sum and the output.
QString traceToText(const attn::Trace &trace, const std::vector<double> &values);

/// The trace as JSON: query, keys, values, scores, weights (fractions), output, scale and
/// steps (one object per key with every intermediate figure), maxScore, sumExponentials.
QJsonObject traceToJson(const attn::Trace &trace, const std::vector<double> &values);

} // namespace course
