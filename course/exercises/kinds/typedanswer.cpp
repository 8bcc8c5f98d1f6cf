#include "typedanswer.h"

#include "exercisekind.h"
#include "kindtext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace course {

using kindtext::TypedAnswerText;

std::optional<QJsonValue> readTypedJson(const QString &text, QString *problem)
{
    QJsonParseError error;
    // Wrapped in an array, so that any JSON value reads (Qt 6.4 reads only arrays and objects).
    const QJsonDocument document = QJsonDocument::fromJson((QStringLiteral("[") + text + QStringLiteral("]")).toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || document.array().size() != 1) {
        *problem = TypedAnswerText::tr("'%1' is not JSON").arg(text.trimmed().left(60));
        return std::nullopt;
    }
    return document.array().at(0);
}

std::optional<Answer> readTypedAnswer(const Exercise &exercise, const Variant &variant, const QString &text,
                                      QString *problem)
{
    std::optional<Answer> answer = kindOf(exercise).readTyped(exercise, variant, text, problem);
    // Only what an attempt log can hold and read back (tests/fuzz/fuzz_answer found a number
    // longer than the files take being graded as an answer).
    if (answer && !answerFromJson(answerToJson(*answer), problem))
        return std::nullopt;
    return answer;
}

} // namespace course
