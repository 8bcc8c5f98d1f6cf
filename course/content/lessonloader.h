#pragma once

#include "contentfile.h"
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
    /// Content files larger than this are refused rather than parsed (ContentFile reads them).
    static constexpr qint64 kMaxFileSize = ContentFile::kMaxFileSize;

    /// The whole course: root/course.json, root/glossary/en.json and every lesson it lists.
    static Course loadCourse(const QString &root);

    /// The course built into the program (builtInLessonsRoot()), as loadCourse() reads it but
    /// without the checks of the pages' and exercises' prose (placeholders, glossary links,
    /// images, raw HTML, translations' placeholders): those files cannot change after the
    /// build, and tst_lessons runs every check on them. The files' structure is still checked.
    /// The window starts with this; about 40% of the reading time is the prose checks.
    static Course loadBuiltInCourse();

    /// One lesson folder. `glossaryIds`, when given, are the terms glossary links may name.
    static Lesson loadLesson(const QString &folder,
                             const std::optional<QStringList> &glossaryIds = std::nullopt);

    /// Checks a course folder, a lesson folder or a single content file (course.json,
    /// lesson.json, a glossary or a page). Returns every problem; empty when clean.
    static QList<Problem> validate(const QString &path);

    /// Reads a JSON object from a file (through ContentFile: bounded, a regular file, not a
    /// link out of its folder); on failure appends a problem, with the line and column of
    /// malformed JSON, and returns nothing.
    static std::optional<QJsonObject> readJsonObject(const QString &file, QList<Problem> *problems);

    /// A glossary file's terms (glossary/<locale>.json); its problems are added to `problems`.
    static QList<GlossaryTerm> loadGlossary(const QString &file, QList<Problem> *problems);

private:
    enum class ProseChecks { Run, Skip };
    static Course loadCourse(const QString &root, ProseChecks checks);
    static Lesson loadLesson(const QString &folder, const std::optional<QStringList> &glossaryIds,
                             ProseChecks checks);
};

} // namespace course
