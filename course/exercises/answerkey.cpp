#include "answerkey.h"

#include "exercisekind.h"
#include "grading.h"
#include "plaintext.h"
#include "trainedkeys.h"

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
    if (const std::optional<TrainedKeys> trained = trainedKeys(exercise))
        key.trainedKeys = QStringList{trainedKeysCaption(*trained)} + trainedKeysInWords(*trained);

    for (int i = 0; i < exercise.options.size(); ++i) {
        const ChoiceOption &o = exercise.options[i];
        const auto shown = std::find(variant.optionOrder.cbegin(), variant.optionOrder.cend(), i);
        key.options << AnswerKeyOption{o.id, markdownToPlainText(fillForVariant(o.text, variant)), o.correct,
                                       shown == variant.optionOrder.cend() ? i + 1 : int(shown - variant.optionOrder.cbegin()) + 1,
                                       markdownToPlainText(fillForVariant(o.item, variant))};
    }

    kindOf(exercise).fillKey(exercise, variant, key);
    return key;
}

QString answerInWords(const AnswerKey &key)
{
    return kindOf(key.type).inWords(key);
}

QString answerInShort(const AnswerKey &key)
{
    return kindOf(key.type).inShort(key);
}

QString optionLetter(int shownPosition)
{
    return QString(QChar(u'A' + std::clamp(shownPosition, 1, 26) - 1));
}

} // namespace course
