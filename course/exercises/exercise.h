#pragma once

#include "attention.h"
#include "problem.h"
#include "plate.h"
#include "training.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace course {

/// The plate's four learning objectives, which exercises are tagged with.
const QStringList &objectiveIds();
/// "Describe attention as a soft dictionary lookup", … for an objective id.
QString objectiveTitle(const QString &id);

struct GridRange {
    double min = 0.0;
    double max = 0.0;
    double step = 1.0;
};

struct VariantSpec {
    std::optional<GridRange> angle;
    std::optional<GridRange> length;
    std::optional<GridRange> values;
    /// A target exercise's key (1-based) and threshold, drawn per learner.
    std::optional<GridRange> targetKey;
    std::optional<GridRange> targetThreshold;
};

struct ChoiceOption {
    QString id;
    QString text;
    bool correct = false;
    QString explanation; ///< what a wrong pick reveals
    /// A matching's item this option is the partner of ("Query"); empty for a choice.
    QString item;
};

struct TargetSpec {
    enum class Kind { WeightAtLeast, OutputAbove, Shortest };
    Kind kind = Kind::WeightAtLeast;
    int key = 1;                ///< 1-based
    double threshold = 0.0;     ///< a weight (fraction) or an output
    std::optional<double> maxLength;
    double tolerance = 0.05;    ///< relative, for Shortest
};

/// A choice option's words in one locale; empty: the English ones.
struct OptionWords {
    QString text;
    QString explanation;
    QString item;
};

/// An exercise's words in one locale, from lessons/<lesson>/<locale>/exercises.json. Only
/// the words: ids, answers, variants and tolerances are the English file's. Every field may
/// be empty (a hint too), and then the English one is used (localizedExercise()).
struct ExerciseWords {
    QString title;
    QString prompt;
    QStringList hints;
    QString solution;
    QString reason;
    QHash<QString, OptionWords> options; ///< by option id
};

/// One exercise as declared in a lesson's exercises.json (lessons/FORMAT.md).
struct Exercise {
    enum class Type { Numeric, SingleChoice, MultipleChoice, Ranking, Table, Target, Matching };
    enum class Unit { Number, Percent };
    enum class TableKind { DotProduct, Softmax, WeightedSum, Gradient };

    QString id;
    QString lessonId;
    QString folder;     ///< the lesson's folder: the only place its texts' images come from
    QString title;      ///< short heading of the exercise, from the content
    QString objective;
    Type type = Type::Numeric;
    QString prompt;
    // numeric
    QString answer;
    std::optional<double> absoluteTolerance;
    std::optional<double> relativeTolerance;
    Unit unit = Unit::Number;
    // choices; a matching's pairs (each option the partner of its item)
    QList<ChoiceOption> options;
    // ranking
    bool rankByScore = false;
    // table
    TableKind table = TableKind::DotProduct;
    /// The training task (attn::trainingTasks()) of a gradient table or of the trained keys an
    /// exercise shows; "successor" unless given.
    QString trainingTask;
    // target
    TargetSpec target;

    VariantSpec variant;
    /// A numeric exercise on a learned projection: the variant's query is the token's vector x
    /// and the lookup's query is q = W_q·x with this 2×2 matrix (row-major). Nothing otherwise.
    std::optional<attn::Matrix> projection;
    /// Whether the exercise shows where the query and the keys are (keypositions.h): for a
    /// numeric exercise whose answer needs the keys' coordinates. A ranking always shows them.
    bool showKeyPositions = false;
    /// Whether the exercise shows a plane of its training task's keys after a run of the
    /// training lab's defaults (trainedkeys.h): on the exercise page and on the worksheet.
    bool showTrainedKeys = false;
    int attempts = 3;
    QStringList hints;
    double hintPenalty = 0.1;
    /// Credit lost per attempt before the one that earns it, as Moodle's "penalty for each
    /// incorrect try": the third check can earn at most 1 − 2 × attemptPenalty.
    double attemptPenalty = 0.0;
    QString solution;
    /// One sentence shown with a correct answer: why it is right (a choice says it with the
    /// right options' explanations instead).
    QString reason;
    bool showSolution = true;
    /// The words of the translations, by locale ("de", "fr"); the fields above are English.
    QHash<QString, ExerciseWords> words;
};

QString typeName(Exercise::Type type);

/// Whether learners draw different numbers: a grid in the exercise's `variant`, or a gradient
/// table (each learner has their own seed, token and entry).
bool variesPerLearner(const Exercise &exercise);

/// Where a gradient table's entry is taken: token `token`'s own loss at the starting matrices of
/// `seed` on a training task, differentiated by the entry (W_q)ₐᵦ, a = row + 1, b = column + 1.
struct GradientQuestion {
    QString task;
    std::uint64_t seed = 1;
    int token = 0;
    int row = 0;
    int column = 0;
};

/// The numbers of one learner's variant of an exercise.
struct Variant {
    std::uint64_t seed = 0;
    attn::Polar query;
    std::vector<double> values;
    /// Indices into Exercise::options, in the order this learner sees them.
    std::vector<int> optionOrder;
    /// A target exercise's goal for this learner when it varies its key or threshold (nothing:
    /// the exercise's own; goalOf() gives either).
    std::optional<TargetSpec> target;
    /// The keys and values the exercise is played on when they are not the plate's: a lab
    /// session's own set-up, for its target exercises (LabSession::targetsUseSetup).
    std::optional<attn::PlateLayout> setupLayout;
    /// The exercise's W_q (Exercise::projection): `query` is then the token's vector x.
    std::optional<attn::Matrix> projection;

    /// A gradient table's point (Exercise::TableKind::Gradient); nothing for another exercise.
    std::optional<GradientQuestion> gradient;

    /// The query the lookup uses: W_q·x for a projection exercise, else `query`.
    attn::Polar lookupQuery() const;

    /// The lookup of this variant against the plate's keys.
    attn::Lookup lookup() const;
    /// Its step-by-step trace (always valid: plate keys, finite nice numbers).
    attn::Trace trace() const;
    /// The plate layout with this variant's values (or the set-up's layout), and its query.
    attn::PlateLayout layout() const;
};

/// The figures of a gradient variant's entry, from the core; nothing for another variant.
std::optional<attn::TokenGradient> tokenGradient(const Variant &variant);
/// Its training task; nullptr for another variant.
const attn::TrainingTask *trainingTaskOf(const Variant &variant);

/// A choice exercise's options in the order this variant shows them (the content's order
/// when the variant has none for them).
QList<ChoiceOption> shownOptions(const Exercise &exercise, const Variant &variant);

/// The variant for a learner: drawn from the seed of (learner, exercise id, lab seed).
Variant makeVariant(const Exercise &exercise, const QString &learner, std::uint64_t labSeed = 0);

/// The goal of a target exercise for this variant: its drawn key and threshold, or the file's.
const TargetSpec &goalOf(const Exercise &exercise, const Variant &variant);

/// Where a learner's variants come from: a lab session's seed (0 outside a lab) and the
/// layout its target exercises are played on (nothing: the plate's).
struct VariantContext {
    std::uint64_t labSeed = 0;
    std::optional<attn::PlateLayout> targetLayout;
};
/// The same variant as makeVariant(exercise, learner, context.labSeed), played on the
/// context's layout when it is a target exercise and the context has one.
Variant makeVariant(const Exercise &exercise, const QString &learner, const VariantContext &context);

/// Whether a target exercise can be met on `layout` for every learner (its key exists and
/// some query within its length limit reaches the threshold, for every key and threshold it
/// can draw); a reason when it cannot.
std::optional<QString> unreachableTarget(const Exercise &exercise, const attn::PlateLayout &layout);

/// The exact value of a figure (lessons/FORMAT.md) for a trace: weights as fractions,
/// argmax as a key number; nothing for an unknown name.
std::optional<double> figureValue(const QString &name, const attn::PlateLayout &layout,
                                  const attn::Trace &trace);
/// The figure as text, as the course shows it (the placeholder format).
std::optional<QString> figureText(const QString &name, const attn::PlateLayout &layout,
                                  const attn::Trace &trace);
bool isFigureName(const QString &name);

/// The prompt (or any text of the exercise) with its placeholders filled from the variant.
QString fillForVariant(const QString &text, const Variant &variant);
/// The placeholders a projection exercise adds: x.x and x.y (the token's vector x, four
/// decimals) and wq.11, wq.12, wq.21, wq.22 (the entries of W_q, as written).
const QStringList &projectionPlaceholders();
/// One of them for a variant; nothing for another name or an exercise without a projection.
std::optional<QString> projectionPlaceholder(const QString &name, const Variant &variant);

/// The placeholders a gradient table adds: grad.task, grad.seed, grad.token (token i) and
/// grad.target (its target), grad.a and grad.b (the entry's row and column, 1 or 2), grad.x1 and
/// grad.x2 (token i's embedding, four decimals) and grad.scale (c = 1/√2, four decimals).
const QStringList &gradientPlaceholders();
/// One of them for a variant; nothing for another name or a variant without a gradient.
std::optional<QString> gradientPlaceholder(const QString &name, const Variant &variant);

/// The correct answer of a numeric exercise for a variant, in the exercise's unit.
std::optional<double> numericAnswer(const Exercise &exercise, const Variant &variant);
/// How far from `answer` a numeric answer may lie (lessons/FORMAT.md): the absolute tolerance,
/// the relative one times the answer (for a percent, times the smaller of the answer and 100
/// minus it, so that neither 0 nor 100 passes for a weight just above 0 or just below 100%),
/// or the larger of the two where both are given (a relative tolerance with a floor).
double numericTolerance(const Exercise &exercise, double answer);

/// The correct ranking: 1-based key numbers, largest first.
QList<int> rankingAnswer(const Exercise &exercise, const Variant &variant);
/// The correct ranking as groups of tied keys, largest first: keys tie when their figures are
/// equal or look equal on the screen (weights to one decimal of a percent, "0.0%" and "0.0%";
/// scores to four decimals), so that either order of them is right.
QList<QList<int>> rankingGroups(const Exercise &exercise, const Variant &variant);

/// The shortest query length giving `key` (1-based) a weight above `threshold`, over every
/// direction, or nothing if none up to `maxLength`: attn::shortestQueryFor on the layout's keys.
std::optional<attn::Polar> shortestQueryFor(const attn::PlateLayout &layout, int key,
                                            double threshold, double maxLength = 10.0);

} // namespace course
