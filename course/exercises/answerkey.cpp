#include "answerkey.h"

#include "grading.h"
#include "plaintext.h"
#include "steptable.h"

#include <algorithm>
#include <cmath>

namespace course {

QStringList AnswerKey::correctOptionIds() const
{
    QStringList ids;
    for (const AnswerKeyOption &o : options)
        if (o.correct)
            ids << o.id;
    return ids;
}

QStringList AnswerKey::shownOptionIds() const
{
    QList<AnswerKeyOption> shown = options;
    std::stable_sort(shown.begin(), shown.end(), [](const AnswerKeyOption &a, const AnswerKeyOption &b) {
        return a.shownPosition < b.shownPosition;
    });
    QStringList ids;
    for (const AnswerKeyOption &o : shown)
        ids << o.id;
    return ids;
}

AnswerKey answerKey(const Exercise &exercise, const Variant &variant)
{
    AnswerKey key;
    key.exerciseId = exercise.id;
    key.lessonId = exercise.lessonId;
    key.objective = exercise.objective;
    key.type = exercise.type;
    key.variant = variant;
    key.prompt = markdownToPlainText(fillForVariant(exercise.prompt, variant));
    for (const QString &hint : exercise.hints)
        key.hints << markdownToPlainText(fillForVariant(hint, variant)).trimmed();
    key.workedSolution = markdownToPlainText(workedSolution(exercise, variant)).trimmed();

    for (int i = 0; i < exercise.options.size(); ++i) {
        const ChoiceOption &o = exercise.options[i];
        const auto shown = std::find(variant.optionOrder.cbegin(), variant.optionOrder.cend(), i);
        key.options << AnswerKeyOption{o.id, markdownToPlainText(fillForVariant(o.text, variant)), o.correct,
                                       shown == variant.optionOrder.cend() ? i + 1 : int(shown - variant.optionOrder.cbegin()) + 1};
    }

    switch (exercise.type) {
    case Exercise::Type::Numeric:
        key.value = numericAnswer(exercise, variant);
        key.unit = exercise.unit;
        key.valueIsKey = exercise.answer == QLatin1String("argmax");
        if (key.value)
            key.tolerance = numericTolerance(exercise, *key.value);
        break;
    case Exercise::Type::SingleChoice:
    case Exercise::Type::MultipleChoice:
        break;
    case Exercise::Type::Ranking:
        key.ranking = rankingAnswer(exercise, variant);
        key.rankingGroups = rankingGroups(exercise, variant);
        key.rankByScore = exercise.rankByScore;
        break;
    case Exercise::Type::Table: {
        const StepTable table = stepTable(exercise.table, variant.trace());
        const QList<int> inputs = table.inputColumns();
        for (int c : inputs)
            key.tableColumns << table.columns[c].header;
        for (const StepRow &row : table.rows) {
            key.tableRows << row.label;
            QList<std::optional<double>> cells;
            for (int c : inputs) {
                const StepCell &cell = row.cells[c];
                cells << (cell.exists && !cell.check ? std::optional<double>(cell.value) : std::nullopt);
            }
            key.tableCells << cells;
        }
        break;
    }
    case Exercise::Type::Target: {
        key.target = goalOf(exercise, variant);
        const attn::PlateLayout layout = variant.layout();
        const double maxLength = key.target.maxLength.value_or(10.0);
        if (key.target.kind == TargetSpec::Kind::OutputAbove) {
            const auto best = attn::queryWithLargestOutput(layout.cartesianKeys(), layout.values, maxLength);
            if (best) {
                const auto reached = attn::trace(layout.lookup(*best));
                if (reached && reached->output > key.target.threshold)
                    key.targetQuery = best;
            }
        } else {
            key.targetQuery = shortestQueryFor(layout, key.target.key, key.target.threshold, maxLength);
        }
        if (key.targetQuery)
            key.targetQuery = printedTargetQuery(exercise, variant, *key.targetQuery);
        break;
    }
    }
    return key;
}

} // namespace course
