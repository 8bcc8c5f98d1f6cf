#include "answerkey.h"

#include "figures.h"
#include "grading.h"
#include "plaintext.h"
#include "steptable.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace course {

namespace {

/// Translation context of the answer in words.
class AnswerKeyText
{
    Q_DECLARE_TR_FUNCTIONS(AnswerKeyText)
};

} // namespace

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

QString answerInWords(const AnswerKey &key)
{
    using Type = Exercise::Type;
    switch (key.type) {
    case Type::Numeric: {
        if (!key.value)
            return AnswerKeyText::tr("(none: the exercise names no figure)");
        if (key.valueIsKey)
            return AnswerKeyText::tr("key %1").arg(std::lround(*key.value));
        const bool percent = key.unit == Exercise::Unit::Percent;
        const auto unit = [percent](const QString &figure) { return percent ? withPercent(figure) : figure; };
        return AnswerKeyText::tr("%1 (accepted within ±%2)").arg(unit(formatFixed(*key.value, 4)), unit(figureLocale().toString(key.tolerance, 'g', 4)));
    }
    case Type::SingleChoice:
    case Type::MultipleChoice:
        return key.correctOptionIds().join(QStringLiteral(", "));
    case Type::Ranking: {
        return AnswerKeyText::tr("%1 (by %2)").arg(rankingText(key.rankingGroups),
                                         key.rankByScore ? AnswerKeyText::tr("score") : AnswerKeyText::tr("weight"));
    }
    case Type::Table: {
        QList<QStringList> rows{QStringList{QString()} + key.tableColumns};
        for (int r = 0; r < key.tableRows.size(); ++r) {
            QStringList row{key.tableRows[r]};
            for (const std::optional<double> &cell : key.tableCells[r])
                row << (cell ? formatFixed(*cell, 4) : QString());
            rows << row;
        }
        QList<qsizetype> widths(rows.first().size(), 0);
        for (const QStringList &row : rows)
            for (qsizetype c = 0; c < row.size(); ++c)
                widths[c] = std::max(widths[c], row[c].size());
        QString out;
        for (const QStringList &row : rows) {
            QStringList cells{row.first().leftJustified(widths.first())};
            for (qsizetype c = 1; c < row.size(); ++c)
                cells << row[c].rightJustified(widths[c]);
            QString line = cells.join(QStringLiteral("   "));
            while (line.endsWith(QLatin1Char(' ')))
                line.chop(1);
            out += QStringLiteral("\n  ") + line;
        }
        return out;
    }
    case Type::Target: {
        const TargetSpec &t = key.target;
        const QString maxLength = formatPlain(t.maxLength.value_or(10.0));
        QString asked = t.kind == TargetSpec::Kind::OutputAbove
                            ? AnswerKeyText::tr("output above %1 with a query of length at most %2").arg(formatPlain(t.threshold), maxLength)
                            : AnswerKeyText::tr("key %1 above %2").arg(QString::number(t.key), withPercent(formatPlain(t.threshold * 100)));
        if (!key.targetQuery)
            return asked + AnswerKeyText::tr(" (no query of length up to %1 reaches it)").arg(maxLength);
        return asked + (t.kind == TargetSpec::Kind::OutputAbove
                            ? AnswerKeyText::tr(": e.g. angle %1°, length %2 (the largest output at that length)")
                            : AnswerKeyText::tr(": e.g. angle %1°, length %2 (the shortest)"))
                           .arg(formatFixed(key.targetQuery->angleDegrees, 1), formatFixed(key.targetQuery->length, 3));
    }
    }
    return {};
}

} // namespace course
