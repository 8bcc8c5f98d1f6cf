#pragma once

#include "exercise.h"
#include "grading.h"

#include <QJsonObject>
#include <QList>
#include <QLocale>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <variant>

namespace course {

/// A number exactly as the learner typed it ("55,1 %" stays "55,1 %"): it is read again,
/// with the locale it was typed in, every time it is graded.
struct NumberAnswer {
    QString typed;
    bool operator==(const NumberAnswer &) const = default;
};

/// The ids of the options the learner ticked, in the content's option order.
struct ChoiceAnswer {
    QStringList optionIds;
    bool operator==(const ChoiceAnswer &) const = default;
};

/// The keys (1-based) from the one the learner ranks first to the last.
struct RankingAnswer {
    QList<int> keys;
    bool operator==(const RankingAnswer &) const = default;
};

/// The input cells of a table as typed, row by row (tableInputColumns() per row; an empty
/// string for a cell left empty or one that does not exist).
struct TableAnswer {
    QList<QStringList> rows;
    bool operator==(const TableAnswer &) const = default;
};

/// The workshop's query at the moment the learner checked.
struct TargetAnswer {
    double angleDegrees = 0.0;
    double length = 0.0;
    bool operator==(const TargetAnswer &) const = default;
};

/// The partner the learner gave each item of a matching: item id → partner id (both option
/// ids of the exercise); an item left without a partner is not in the map.
struct MatchingAnswer {
    QMap<QString, QString> partners;
    bool operator==(const MatchingAnswer &) const = default;
};

/// One answer to one exercise, of the kind its type asks for (lessons/FORMAT.md and
/// docs/formats/exercise-progress.schema.json, "answer").
using Answer = std::variant<NumberAnswer, ChoiceAnswer, RankingAnswer, TableAnswer, TargetAnswer, MatchingAnswer>;

/// Whether `answer` is the kind of answer an exercise of `type` takes.
bool answerFits(const Answer &answer, Exercise::Type type);

/// {"kind": "number", "typed": "55.1"}, {"kind": "choice", "options": ["a"]},
/// {"kind": "ranking", "keys": [2, 1, 5, 3, 4]}, {"kind": "table", "rows": [["1", ""]]},
/// {"kind": "target", "angle": 70, "length": 4}, {"kind": "matching", "pairs": {"query": "b"}}.
/// answerFromJson(answerToJson(a)) == a.
QJsonObject answerToJson(const Answer &answer);
/// Nothing (and `problem` says why) for anything that is not exactly such an object.
std::optional<Answer> answerFromJson(const QJsonValue &value, QString *problem = nullptr);

/// The verdict on an answer: pure, the same wherever it is called (the exercise page, the
/// command line, a teacher's gradebook). `locale` is the one the answer was typed in.
/// An answer of the wrong kind is Invalid.
Feedback grade(const Exercise &exercise, const Variant &variant, const Answer &answer,
               const QLocale &locale = QLocale());

} // namespace course
