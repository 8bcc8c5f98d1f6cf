#include "coursefolder.h"

#include "lessonloader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace course {

namespace {

class CourseFolderText
{
    Q_DECLARE_TR_FUNCTIONS(CourseFolderText)
};

/// The folder's lessons as loaded: a course folder (course.json), or a single lesson folder.
Course loadFolder(const QString &folder, const Course &base)
{
    const QDir dir(folder);
    if (dir.exists(QStringLiteral("course.json")) || !dir.exists(QStringLiteral("lesson.json")))
        return LessonLoader::loadCourse(folder);
    // A lesson folder on its own: its glossary links may name the base course's terms.
    QStringList glossaryIds;
    for (const GlossaryTerm &t : base.glossary)
        glossaryIds << t.id;
    Course course;
    course.id = QFileInfo(folder).fileName();
    course.lessons << LessonLoader::loadLesson(folder, glossaryIds);
    course.title = course.lessons.constFirst().title;
    return course;
}

} // namespace

qsizetype CourseFolder::errorCount() const
{
    return std::count_if(problems.cbegin(), problems.cend(), [](const Problem &p) { return !p.isWarning(); });
}

QString courseFolderLabel(const QString &folder)
{
    return QFileInfo(QDir::cleanPath(folder)).fileName();
}

CourseFolder loadCourseFolder(const Course &base, const QString &folder, CourseFolderUse use)
{
    CourseFolder out;
    out.folder = folder;
    out.use = use;
    const bool beside = use == CourseFolderUse::BesideBuiltIn;
    const QFileInfo info(folder);
    out.found = info.isDir();
    if (!out.found) {
        out.problems.append({folder, {},
                             info.exists() ? CourseFolderText::tr("not a folder: a teacher's course folder holds "
                                                                  "course.json and one folder per lesson")
                                           : CourseFolderText::tr("no such folder")});
        out.course = base;
        return out;
    }
    // Absolute: a lesson's content hash (a lab session's check) must not depend on the
    // working folder it was read from.
    const QString source = info.absoluteFilePath();
    const Course loaded = loadFolder(source, base);
    out.problems = loaded.problems;
    out.course = beside ? base : Course{};
    if (!beside) {
        out.course.id = loaded.id;
        out.course.title = loaded.title;
    }
    for (Lesson lesson : loaded.lessons) {
        out.problems += lesson.problems;
        out.problems += lesson.translationProblems;
        if (!lesson.isValid()) {
            out.problems.append({lesson.path, {},
                                 CourseFolderText::tr("the lesson '%1' has problems and is left out").arg(lesson.id)});
            continue;
        }
        // Ids stay the built-in course's even instead of it: a learner's progress and attempts
        // are kept by id, and would be taken for the other lesson's.
        const QString manifest = QDir(lesson.path).filePath(QStringLiteral("lesson.json"));
        if (base.lesson(lesson.id)) {
            out.problems.append({manifest, QStringLiteral("id"),
                                 CourseFolderText::tr("the lesson id '%1' is already a lesson of the built-in course; "
                                                      "give this lesson another id (it is left out)")
                                     .arg(lesson.id)});
            continue;
        }
        QStringList clashes;
        for (const Exercise &e : std::as_const(lesson.exercises))
            if (base.exercise(e.id))
                clashes << e.id;
        if (!clashes.isEmpty()) {
            out.problems.append({QDir(lesson.path).filePath(QStringLiteral("exercises.json")), {},
                                 CourseFolderText::tr("the exercise ids %1 are already exercises of the built-in "
                                                      "course; give them other ids (the lesson '%2' is left out)")
                                     .arg(clashes.join(QStringLiteral(", ")), lesson.id)});
            continue;
        }
        lesson.source = source;
        out.lessonIds << lesson.id;
        out.course.lessons << lesson;
    }
    for (const GlossaryTerm &term : loaded.glossary) {
        if (!out.course.term(term.id))
            out.course.glossary << term;
    }
    if (!beside && out.lessonIds.isEmpty()) {
        out.problems.append({folder, {},
                             CourseFolderText::tr("the folder has no lesson that can be used; the built-in course is "
                                                  "shown instead")});
        out.course = base;
    }
    return out;
}

} // namespace course
