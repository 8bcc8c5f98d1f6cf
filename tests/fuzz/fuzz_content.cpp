// Lesson content (lessons/FORMAT.md) as a teacher or translator writes it. A scratch course of
// one shipped lesson is copied once; each input replaces one of its files (FUZZ_CONTENT_FILE:
// course.json, the glossary, lesson.json, a page or exercises.json) and the whole course is
// loaded and validated, as the course and `attention-lab validate` do. The loader has no
// writer, so there is no round trip; a lesson that loads clean must give every exercise a
// variant.
#include "exercise.h"
#include "fuzzsupport.h"
#include "lessonloader.h"

#include <QDirIterator>

namespace {

const QString kLesson = QStringLiteral("iv2-2-dot-products");

void copyTree(const QString &from, const QString &to)
{
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString target = to + QLatin1Char('/') + QDir(from).relativeFilePath(file);
        QDir().mkpath(QFileInfo(target).absolutePath());
        fuzz::check(QFile::copy(file, target), "cannot copy the scratch course");
    }
}

/// The scratch course: course.json naming one lesson, the glossaries and that lesson.
const QString &courseRoot()
{
    static const QString root = [] {
        const QString r = fuzz::freshFolder(QStringLiteral("course"));
        const QString source = QStringLiteral(LESSONS_SOURCE_DIR);
        copyTree(source + QStringLiteral("/glossary"), r + QStringLiteral("/glossary"));
        copyTree(source + QLatin1Char('/') + kLesson, r + QLatin1Char('/') + kLesson);
        fuzz::writeFile(r + QStringLiteral("/course.json"),
                        QByteArrayLiteral("{\"formatVersion\": 1, \"id\": \"fuzz\", \"title\": \"Fuzz\", "
                                          "\"lessons\": [\"iv2-2-dot-products\"]}"));
        return r;
    }();
    return root;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString root = courseRoot();
    const QString file = root + QLatin1Char('/') + QStringLiteral(FUZZ_CONTENT_FILE);
    fuzz::writeFile(file, fuzz::bytes(data, size));
    const course::Course course = course::LessonLoader::loadCourse(root);
    course::LessonLoader::validate(file);
    if (!course.allProblems().isEmpty())
        return 0;
    for (const course::Lesson &lesson : course.lessons)
        for (const course::Exercise &exercise : lesson.exercises)
            course::makeVariant(exercise, QStringLiteral("fuzz"));
    return 0;
}
