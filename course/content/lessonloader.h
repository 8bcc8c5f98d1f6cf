#pragma once

#include "lesson.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace course {

/// Where the lessons built into the application live (the resource prefix of lessons/).
QString builtInLessonsRoot();

/// Loads and validates lesson content (lessons/FORMAT.md) from a folder on disk or in the
/// resources (":/lessons"). Never throws and never asserts on content: every problem is
/// reported with its file and place, and a broken lesson is still returned so the course can
/// show its problems while every other lesson works.
class LessonLoader
{
public:
    static constexpr int kFormatVersion = 1;
    /// Content files larger than this are refused rather than parsed.
    static constexpr qint64 kMaxFileSize = 1024 * 1024;

    /// The whole course: root/course.json, root/glossary/en.json and every lesson it lists.
    static Course loadCourse(const QString &root);

    /// One lesson folder. `glossaryIds`, when given, are the terms glossary links may name.
    static Lesson loadLesson(const QString &folder,
                             const std::optional<QStringList> &glossaryIds = std::nullopt);

    /// Checks a course folder, a lesson folder or a single content file (course.json,
    /// lesson.json, a glossary or a page). Returns every problem; empty when clean.
    static QList<Problem> validate(const QString &path);

    /// Reads a JSON object from a file; on failure appends a problem and returns nothing.
    static std::optional<QJsonObject> readJsonObject(const QString &file, QList<Problem> *problems);

private:
    static QList<GlossaryTerm> loadGlossary(const QString &file, QList<Problem> *problems);
    static void checkMarkdown(const QString &file, const QString &text, const QString &panel,
                              const std::optional<QStringList> &glossaryIds,
                              QList<Problem> *problems);
};

} // namespace course
