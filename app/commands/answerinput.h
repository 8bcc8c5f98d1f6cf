#pragma once

#include "answer.h"
#include "exercise.h"

#include <QString>

#include <optional>

namespace cli {

/// `exercise --answer ANSWER` as the window's editor for the exercise would hand it to the
/// grader: a number as typed, option ids ("a" or "a,c"), key names from first to last
/// ("k2,k1,k5,k3,k4"), a table's rows as JSON, a target's query as JSON ({"angle": 70,
/// "length": 4}). Nothing (and `problem` says why) for text none of the editors could produce.
std::optional<course::Answer> readAnswer(const course::Exercise &exercise, const course::Variant &variant,
                                         const QString &text, QString *problem);

} // namespace cli
