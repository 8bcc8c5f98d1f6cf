#pragma once

#include "problem.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace course {

/// Reads the fields of one exercise of an exercises.json and collects what is wrong with
/// them, each problem at its place ("exercises[3].tolerance"). loadExercises() reads the fields
/// every exercise has; each kind (ExerciseKind::read()) reads its own with the same reader.
class ExerciseReader
{
public:
    ExerciseReader(const QString &file, const QString &path, const QJsonObject &object, QList<Problem> *problems);

    const QJsonObject &object() const { return m_object; }

    /// A problem at `field` (relative to the exercise; empty: the exercise itself).
    void problem(const QString &field, const QString &message);
    /// Whether no problem was found in this exercise so far.
    bool clean() const { return m_problems->size() == m_before; }

    /// A non-empty string field; empty (and a problem where `required`) when missing.
    QString string(const char *key, bool required);
    /// A finite number of `object`, reported at `where` + key; nothing when missing.
    std::optional<double> number(const QJsonObject &object, const char *key, const QString &where = {});

    /// Whether `id` is an id (a-z, 0-9 and single dashes), as exercise and option ids are.
    static bool isId(const QString &id);

private:
    QString m_file;
    QString m_path;
    QJsonObject m_object;
    QList<Problem> *m_problems;
    qsizetype m_before;
};

} // namespace course
