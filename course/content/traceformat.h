#pragma once

#include "attention.h"

#include <QJsonObject>
#include <QString>

class QIODevice;

namespace course {

/// The trace of one lookup as readable, aligned text tables: the dot products with their
/// terms, the softmax steps, the weighted sum and the output.
QString traceToText(const attn::Trace &trace, const std::vector<double> &values);

/// The bytes of traceToText(trace, values).toUtf8(), written to `out` a piece at a time: the
/// text of a million keys (`compute --input`, about 206 MB) never exists as one string, nor
/// do its tables' cells. False when a write fails.
bool writeTraceText(const attn::Trace &trace, const std::vector<double> &values, QIODevice *out);

/// The trace as JSON: query, keys, values, scores, weights (fractions), output, scale and
/// steps (one object per key with every intermediate figure), maxScore, sumExponentials.
QJsonObject traceToJson(const attn::Trace &trace, const std::vector<double> &values);

/// The bytes of QJsonDocument(traceToJson(trace, values)).toJson(QJsonDocument::Indented),
/// written to `out` a piece at a time: a trace of a million keys (`compute --input`) never
/// exists as one QJsonObject nor as one string (about 630 MB). False when a write fails.
bool writeTraceJson(const attn::Trace &trace, const std::vector<double> &values, QIODevice *out);

} // namespace course
