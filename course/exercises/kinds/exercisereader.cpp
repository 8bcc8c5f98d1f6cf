#include "exercisereader.h"

#include "jsonutil.h"

#include <QRegularExpression>

#include <cmath>

namespace course {

ExerciseReader::ExerciseReader(const QString &file, const QString &path, const QJsonObject &object,
                               QList<Problem> *problems)
    : m_file(file)
    , m_path(path)
    , m_object(object)
    , m_problems(problems)
    , m_before(problems->size())
{
}

void ExerciseReader::problem(const QString &field, const QString &message)
{
    m_problems->append({m_file, field.isEmpty() ? m_path : m_path + QLatin1Char('.') + field, message});
}

QString ExerciseReader::string(const char *key, bool required)
{
    const QJsonValue v = m_object.value(QLatin1String(key));
    if (v.isUndefined()) {
        if (required)
            problem(QLatin1String(key), QStringLiteral("missing required field '%1'").arg(QLatin1String(key)));
        return {};
    }
    if (!v.isString()) {
        problem(QLatin1String(key), QStringLiteral("'%1' must be a non-empty string, not %2").arg(QLatin1String(key), jsonTypeName(v)));
        return {};
    }
    if (v.toString().trimmed().isEmpty()) {
        problem(QLatin1String(key), QStringLiteral("'%1' must be a non-empty string, not an empty one").arg(QLatin1String(key)));
        return {};
    }
    return v.toString();
}

std::optional<double> ExerciseReader::number(const QJsonObject &object, const char *key, const QString &where)
{
    const QJsonValue v = object.value(QLatin1String(key));
    if (v.isUndefined())
        return std::nullopt;
    if (!v.isDouble() || !std::isfinite(v.toDouble())) {
        problem(where + QLatin1String(key), QStringLiteral("'%1' must be a number, not %2").arg(QLatin1String(key), jsonTypeName(v)));
        return std::nullopt;
    }
    return v.toDouble();
}

bool ExerciseReader::isId(const QString &id)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    return pattern.match(id).hasMatch();
}

} // namespace course
