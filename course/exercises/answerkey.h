#pragma once

#include "exercise.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace course {

/// One option of a choice exercise as the answer key lists it.
struct AnswerKeyOption {
    QString id;
    QString text; ///< plain text, placeholders filled
    bool correct = false;
    /// Where the learner sees it: 1 for the first option on their screen.
    int shownPosition = 0;
    QString item; ///< a matching's item this option is the partner of (plain, filled)
};

/// A teacher's answer key for one learner's variant of an exercise: the question with the
/// learner's numbers and everything that answers it, as plain text and numbers. The command
/// line prints it (text or JSON); everything comes from the course and the core.
struct AnswerKey {
    QString exerciseId;
    QString lessonId;
    QString objective;
    Exercise::Type type = Exercise::Type::Numeric;
    Variant variant;
    /// The prompt with its placeholders filled, Markdown removed.
    QString prompt;

    /// Choices: every option in the order of the exercise's content (not the learner's order).
    QList<AnswerKeyOption> options;

    /// Numeric: the answer in the exercise's unit, and how far off an answer may be.
    std::optional<double> value;
    Exercise::Unit unit = Exercise::Unit::Number;
    double tolerance = 0.0;
    /// Numeric: the answer is a key's number ("argmax"), so it is "key 2", not 2.0000.
    bool valueIsKey = false;

    /// Ranking: key numbers (1-based), largest first, by score or by weight.
    QList<int> ranking;
    /// The same keys in groups of ties (rankingGroups()): either order within a group is right.
    QList<QList<int>> rankingGroups;
    bool rankByScore = false;

    /// Table: the input columns' headers, the row labels, and the expected figure of every
    /// cell the learner fills (nothing where the table has no cell to fill).
    QStringList tableColumns;
    QStringList tableRows;
    QList<QList<std::optional<double>>> tableCells;

    /// Target: what is asked, and one query that reaches it (the shortest for a weight target,
    /// the one with the largest output at the longest allowed length for an output target).
    TargetSpec target;
    std::optional<attn::Polar> targetQuery;

    /// The hints, in order, plain text with the variant's figures.
    QStringList hints;
    /// The worked solution, plain text.
    QString workedSolution;
    /// What an exercise with trainedKeys shows beside the question: the caption of the run,
    /// then each key in words (trainedkeys.h); empty otherwise.
    QStringList trainedKeys;

    /// The correct options' ids, in content order.
    QStringList correctOptionIds() const;
    /// The option ids in the order the learner sees them.
    QStringList shownOptionIds() const;
};

/// The answer key of `exercise` for one learner's `variant`.
AnswerKey answerKey(const Exercise &exercise, const Variant &variant);

/// The answer in a teacher's words (translated), as `attention-lab exercise` prints it and the
/// printed answer key shows it: "55.0800% (accepted within ±0.5)", "key 2", "b, c",
/// "k2 > k1 > … (by weight)", "key 2 above 90%: e.g. angle 40.0°, length 0.500 (the
/// shortest)"; a table as aligned lines, each starting on a new line.
QString answerInWords(const AnswerKey &key);

/// The answer as short as a teacher marking a sheet reads it (translated), for one cell of a
/// class's answer grid: the number as the answer key gives it ("55.0800%", "key 2"), the
/// letters of the boxes to tick ("B, D"), the order ("k3 > k1 = k2"), a table's cells row by
/// row ("k1: 0.5000 · 0.2000", one line each), a query that meets a target ("angle 40.0°,
/// length 0.500"), a matching's pairs ("1 → C, 2 → A").
QString answerInShort(const AnswerKey &key);

/// "A", "B", …: the letter a worksheet and the answer key give the option shown at
/// `shownPosition` (1-based).
QString optionLetter(int shownPosition);

} // namespace course
