#pragma once

#include <QJsonArray>
#include <QJsonValue>
#include <QString>

#include <vector>

namespace course {

/// "a string", "an array", … for messages such as "'title' must be a string, not a number".
inline QString jsonTypeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Bool: return QStringLiteral("a boolean");
    case QJsonValue::Double: return QStringLiteral("a number");
    case QJsonValue::String: return QStringLiteral("a string");
    case QJsonValue::Array: return QStringLiteral("an array");
    case QJsonValue::Object: return QStringLiteral("an object");
    case QJsonValue::Undefined: break;
    }
    return QStringLiteral("missing");
}

/// A JSON array of numbers.
inline QJsonArray jsonArray(const std::vector<double> &xs)
{
    QJsonArray a;
    for (double x : xs)
        a.append(x);
    return a;
}

/// A matrix as a JSON array of its rows, each an array of numbers.
inline QJsonArray jsonArray(const std::vector<std::vector<double>> &rows)
{
    QJsonArray a;
    for (const std::vector<double> &row : rows)
        a.append(jsonArray(row));
    return a;
}

} // namespace course
