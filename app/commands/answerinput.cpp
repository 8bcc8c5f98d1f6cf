#include "answerinput.h"

#include "grading.h"
#include "jsonutil.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QRegularExpression>

#include <algorithm>

namespace cli {

namespace {

/// Translation context of the command line's messages (lupdate reads the macro).
class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

/// `--answer` as JSON: a table's rows or a target's query. Nothing (and `problem` says why)
/// for text that is not JSON.
std::optional<QJsonValue> readJson(const QString &text, QString *problem)
{
    QJsonParseError error;
    // Wrapped in an array, so that any JSON value reads (Qt 6.4 reads only arrays and objects).
    const QJsonDocument document = QJsonDocument::fromJson((QStringLiteral("[") + text + QStringLiteral("]")).toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || document.array().size() != 1) {
        *problem = Cli::tr("'%1' is not JSON").arg(text.trimmed().left(60));
        return std::nullopt;
    }
    return document.array().at(0);
}

/// A table's answer as JSON: [["0.5", "1.2", "1.7"], …] (numbers and null allowed for a cell:
/// 0.5 is read as "0.5", null as a cell left empty), or the files' {"kind": "table", …}; padded
/// with empty cells to the whole table, as the window's table hands it to the grader.
std::optional<course::Answer> readTable(const course::Exercise &exercise, const course::Variant &variant,
                                        const QString &text, QString *problem)
{
    const std::optional<QJsonValue> json = readJson(text, problem);
    if (!json)
        return std::nullopt;
    const QStringList columns = course::tableInputColumns(exercise.table);
    const int rowCount = course::tableRowCount(exercise.table, variant);
    const QString shape = Cli::tr("a table answer is a JSON array of at most %1 rows, each an array of at most %2 "
                                  "cells (%3), e.g. [[\"0.5\", \"1.2\"], …]")
                              .arg(rowCount)
                              .arg(columns.size())
                              .arg(columns.join(QStringLiteral(", ")));
    QJsonValue rows = *json;
    if (json->isObject()) {
        if (json->toObject().value(QStringLiteral("kind")).toString() != QLatin1String("table")) {
            *problem = shape;
            return std::nullopt;
        }
        rows = json->toObject().value(QStringLiteral("rows"));
    }
    if (!rows.isArray()) {
        *problem = shape;
        return std::nullopt;
    }
    QJsonArray typed;
    for (const QJsonValue &row : rows.toArray()) {
        if (!row.isArray()) {
            *problem = shape;
            return std::nullopt;
        }
        QJsonArray cells;
        for (const QJsonValue &cell : row.toArray()) {
            if (cell.isDouble())
                cells.append(QString::number(cell.toDouble(), 'g', 15));
            else if (cell.isNull())
                cells.append(QString());
            else if (cell.isString())
                cells.append(cell.toString().trimmed());
            else {
                *problem = shape;
                return std::nullopt;
            }
        }
        typed.append(cells);
    }
    QString why;
    std::optional<course::Answer> answer =
        course::answerFromJson(QJsonObject{{QStringLiteral("kind"), QStringLiteral("table")}, {QStringLiteral("rows"), typed}}, &why);
    if (!answer) {
        *problem = why + QStringLiteral("; ") + shape;
        return std::nullopt;
    }
    auto &table = std::get<course::TableAnswer>(*answer);
    if (table.rows.size() > rowCount
        || std::any_of(table.rows.cbegin(), table.rows.cend(), [&](const QStringList &row) { return row.size() > columns.size(); })) {
        *problem = shape;
        return std::nullopt;
    }
    while (table.rows.size() < rowCount)
        table.rows << QStringList();
    for (QStringList &row : table.rows)
        while (row.size() < columns.size())
            row << QString();
    return answer;
}

std::optional<course::Answer> readAnswerOfType(const course::Exercise &exercise, const course::Variant &variant,
                                               const QString &text, QString *problem)
{
    using Type = course::Exercise::Type;
    switch (exercise.type) {
    case Type::Numeric:
        return course::NumberAnswer{text.trimmed()};
    case Type::SingleChoice:
    case Type::MultipleChoice: {
        QStringList ids;
        for (const course::ChoiceOption &o : exercise.options)
            ids << o.id;
        QStringList given;
        for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
            if (!part.trimmed().isEmpty())
                given << part.trimmed();
        for (const QString &id : std::as_const(given))
            if (!ids.contains(id)) {
                *problem = Cli::tr("'%1' is not an option of %2; its options are %3")
                               .arg(id.left(40), exercise.id, ids.join(QStringLiteral(", ")));
                return std::nullopt;
            }
        if (given.isEmpty()) {
            *problem = Cli::tr("no option chosen; give an option id (%1)").arg(ids.join(QStringLiteral(", ")));
            return std::nullopt;
        }
        if (given.size() > 1 && exercise.type == Type::SingleChoice) {
            *problem = Cli::tr("%1 is a single choice: give one option id").arg(exercise.id);
            return std::nullopt;
        }
        // Ticked options in the content's order, as the window's choice editor gives them.
        course::ChoiceAnswer chosen;
        for (const QString &id : std::as_const(ids))
            if (given.contains(id))
                chosen.optionIds << id;
        return chosen;
    }
    case Type::Ranking: {
        const int keys = int(variant.layout().keys.size());
        static const QRegularExpression key(QStringLiteral("^(?:k|key)?([0-9]{1,3})$"), QRegularExpression::CaseInsensitiveOption);
        static const QRegularExpression separators(QStringLiteral("[\\s,>]+"));
        course::RankingAnswer order;
        for (const QString &part : text.split(separators, Qt::SkipEmptyParts)) {
            const QRegularExpressionMatch m = key.match(part);
            const int k = m.hasMatch() ? m.captured(1).toInt() : 0;
            if (k < 1 || k > keys) {
                *problem = Cli::tr("'%1' is not a key: name the keys k1 to k%2").arg(part.left(40), QString::number(keys));
                return std::nullopt;
            }
            if (order.keys.contains(k)) {
                *problem = Cli::tr("k%1 is named twice: name every key once").arg(k);
                return std::nullopt;
            }
            order.keys << k;
        }
        if (order.keys.size() != keys) {
            *problem = Cli::tr("a ranking names all %1 keys once, largest first, e.g. k2,k1,k5,k3,k4").arg(keys);
            return std::nullopt;
        }
        return order;
    }
    case Type::Table:
        return readTable(exercise, variant, text, problem);
    case Type::Target: {
        const QString shape = Cli::tr("a target answer is the query as JSON, e.g. {\"angle\": 70, \"length\": 4}");
        const std::optional<QJsonValue> json = readJson(text, problem);
        if (!json)
            return std::nullopt;
        if (!json->isObject()) {
            *problem = shape;
            return std::nullopt;
        }
        QJsonObject query = json->toObject();
        if (!query.contains(QStringLiteral("kind")))
            query.insert(QStringLiteral("kind"), QStringLiteral("target"));
        QString why;
        std::optional<course::Answer> answer = course::answerFromJson(query, &why);
        if (!answer || !course::answerFits(*answer, Type::Target)) {
            *problem = (answer ? QString() : why + QStringLiteral("; ")) + shape;
            return std::nullopt;
        }
        return answer;
    }
    }
    return std::nullopt;
}

} // namespace

std::optional<course::Answer> readAnswer(const course::Exercise &exercise, const course::Variant &variant,
                                         const QString &text, QString *problem)
{
    std::optional<course::Answer> answer = readAnswerOfType(exercise, variant, text, problem);
    // Only what an attempt log can hold and read back (tests/fuzz/fuzz_answer found a number
    // longer than the files take being graded as an answer).
    if (answer && !course::answerFromJson(course::answerToJson(*answer), problem))
        return std::nullopt;
    return answer;
}

} // namespace cli
