#pragma once

#include "answer.h"
#include "exercise.h"

#include <QJsonValue>
#include <QString>

#include <optional>

namespace course {

/// An answer as typed on the command line (`exercise ID --answer TEXT`), as the window's editor
/// for the exercise would hand it to the grader: a number as typed, option ids ("a" or "a,c"),
/// key names from first to last ("k2,k1,k5,k3,k4"), a table's rows as JSON, a target's query as
/// JSON ({"angle": 70, "length": 4}), a matching's pairs as JSON ({"query": "b", …}) or the
/// answer files' own JSON. Nothing (and `problem` says why) for text none of the editors
/// could produce or an attempt log could not hold.
std::optional<Answer> readTypedAnswer(const Exercise &exercise, const Variant &variant, const QString &text,
                                      QString *problem);

/// Any JSON value typed (a number, a string, an array, an object); nothing (and `problem` says
/// why) for text that is not JSON.
std::optional<QJsonValue> readTypedJson(const QString &text, QString *problem);

} // namespace course
