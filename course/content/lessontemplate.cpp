#include "lessontemplate.h"

#include "coursefolder.h"
#include "lessonloader.h"
#include "userfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>


namespace course {

namespace {

class LessonTemplateText
{
    Q_DECLARE_TR_FUNCTIONS(LessonTemplateText)
};

/// The new lesson's files, in the lessons' own format, with @LESSON_ID@ and @LESSON_TITLE@
/// where the teacher's id and title go (lessons/templates/new-lesson/).
const QString kTemplateRoot = QStringLiteral(":/lessons/templates/new-lesson");
const QString kIdToken = QStringLiteral("@LESSON_ID@");
const QString kTitleToken = QStringLiteral("@LESSON_TITLE@");

QByteArray json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

/// `value` with the tokens replaced in every string and every key.
QJsonValue instantiated(const QJsonValue &value, const QString &id, const QString &title)
{
    const auto text = [&](QString s) { return s.replace(kIdToken, id).replace(kTitleToken, title); };
    if (value.isString())
        return text(value.toString());
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue &v : value.toArray())
            out.append(instantiated(v, id, title));
        return out;
    }
    if (value.isObject()) {
        QJsonObject out;
        const QJsonObject o = value.toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it)
            out.insert(text(it.key()), instantiated(it.value(), id, title));
        return out;
    }
    return value;
}

/// The template's files by path relative to the lesson folder, in a stable order.
QStringList templateFiles()
{
    QStringList paths;
    QDirIterator it(kTemplateRoot, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        paths << QDir(kTemplateRoot).relativeFilePath(it.next());
    paths.sort();
    return paths;
}

QByteArray templateFile(const QString &path)
{
    QFile f(QDir(kTemplateRoot).filePath(path));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// The template's exercises (exercises.json), as the ids and types it gives them.
QJsonArray templateExercises()
{
    return QJsonDocument::fromJson(templateFile(QStringLiteral("exercises.json"))).object().value(QStringLiteral("exercises")).toArray();
}

/// The files of the new lesson, by path relative to the lesson folder: JSON with the tokens
/// replaced (a title is escaped as JSON), Markdown as it is.
QList<QPair<QString, QByteArray>> lessonFiles(const QString &id, const QString &title)
{
    QList<QPair<QString, QByteArray>> files;
    for (const QString &path : templateFiles()) {
        const QByteArray bytes = templateFile(path);
        if (path.endsWith(QLatin1String(".json")))
            files.append({path, json(instantiated(QJsonDocument::fromJson(bytes).object(), id, title).toObject())});
        else
            files.append({path, bytes});
    }
    return files;
}

const QRegularExpression &newIdPattern()
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z][a-z0-9]*(-[a-z0-9]+)*$"));
    return pattern;
}

} // namespace

QStringList newLessonExerciseTypes()
{
    QStringList out;
    for (const QJsonValue &e : templateExercises())
        out << e.toObject().value(QStringLiteral("type")).toString();
    return out;
}

QString newLessonIdProblem(const QString &id, const Course &builtIn)
{
    if (id.size() < 3 || id.size() > kMaxNewLessonIdLength)
        return LessonTemplateText::tr("the id '%1' must have 3 to %2 characters").arg(id).arg(kMaxNewLessonIdLength);
    if (!newIdPattern().match(id).hasMatch())
        return LessonTemplateText::tr("the id '%1' may only use a-z, 0-9 and single dashes between words, and must "
                                      "start with a letter (e.g. week3-softmax)")
            .arg(id);
    if (builtIn.lesson(id))
        return LessonTemplateText::tr("'%1' is a lesson of the built-in course; choose another id").arg(id);
    for (const QJsonValue &e : templateExercises())
        if (const QString exercise = e.toObject().value(QStringLiteral("id")).toString().replace(kIdToken, id);
            builtIn.exercise(exercise))
            return LessonTemplateText::tr("'%1' would name the exercise '%2', which the built-in course has; choose "
                                          "another id")
                .arg(id, exercise);
    return {};
}

NewLesson writeNewLesson(const QString &courseFolder, const QString &id, const QString &title,
                         const Course &builtIn)
{
    NewLesson out;
    const QDir dir(courseFolder);
    out.folder = dir.filePath(id);
    if (const QString why = newLessonIdProblem(id, builtIn); !why.isEmpty()) {
        out.error = why;
        return out;
    }
    const QString trimmedTitle = title.trimmed();
    if (trimmedTitle.isEmpty() || trimmedTitle.size() > kMaxNewLessonTitleLength || trimmedTitle.contains(QLatin1Char('\n'))) {
        out.error = LessonTemplateText::tr("the title must be one line of 1 to %1 characters").arg(kMaxNewLessonTitleLength);
        return out;
    }
    const QFileInfo folderInfo(courseFolder);
    if (folderInfo.exists() && !folderInfo.isDir()) {
        out.error = LessonTemplateText::tr("%1 is a file, not a folder").arg(QDir::toNativeSeparators(courseFolder));
        return out;
    }
    if (dir.exists(QStringLiteral("lesson.json"))) {
        out.error = LessonTemplateText::tr("%1 is a lesson folder; give the folder that holds the lessons (and "
                                           "course.json)")
                        .arg(QDir::toNativeSeparators(courseFolder));
        return out;
    }
    if (QFileInfo::exists(out.folder)) {
        out.error = LessonTemplateText::tr("%1 already exists; nothing was overwritten").arg(QDir::toNativeSeparators(out.folder));
        return out;
    }

    // course.json: the lesson goes at the end of an existing one, or a new one is made.
    const QString manifest = dir.filePath(QStringLiteral("course.json"));
    QJsonObject course;
    if (QFileInfo::exists(manifest)) {
        QList<Problem> problems;
        const auto read = LessonLoader::readJsonObject(manifest, &problems);
        if (!read || !read->value(QStringLiteral("lessons")).isArray()) {
            out.error = problems.isEmpty()
                            ? LessonTemplateText::tr("%1 has no list of lessons; nothing was written")
                                  .arg(QDir::toNativeSeparators(manifest))
                            : LessonTemplateText::tr("%1; nothing was written").arg(problems.constFirst().toString());
            return out;
        }
        course = *read;
        if (course.value(QStringLiteral("lessons")).toArray().contains(id)) {
            out.error = LessonTemplateText::tr("%1 already lists the lesson '%2'; nothing was overwritten")
                            .arg(QDir::toNativeSeparators(manifest), id);
            return out;
        }
    } else {
        QString courseId = courseFolderLabel(folderInfo.absoluteFilePath()).toLower();
        courseId.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
        course = {{QStringLiteral("formatVersion"), LessonLoader::kFormatVersion},
                  {QStringLiteral("id"), courseId.isEmpty() ? QStringLiteral("teacher-lessons") : courseId},
                  {QStringLiteral("title"), courseFolderLabel(folderInfo.absoluteFilePath())},
                  {QStringLiteral("lessons"), QJsonArray()}};
    }
    QJsonArray lessons = course.value(QStringLiteral("lessons")).toArray();
    lessons.append(id);
    course.insert(QStringLiteral("lessons"), lessons);

    QList<QPair<QString, QByteArray>> files;
    for (const auto &[path, bytes] : lessonFiles(id, trimmedTitle))
        files.append({QDir(out.folder).filePath(path), bytes});
    const QString glossary = dir.filePath(QStringLiteral("glossary/en.json"));
    if (!QFileInfo::exists(glossary))
        files.append({glossary, json({{QStringLiteral("formatVersion"), LessonLoader::kFormatVersion},
                                      {QStringLiteral("terms"), QJsonArray()}})});
    // Last: until the lesson is whole, course.json does not name it.
    files.append({manifest, json(course)});
    for (const auto &[path, bytes] : std::as_const(files)) {
        QString error;
        if (!writeWholeFile(path, bytes, &error)) {
            // Nothing half-made is left behind: the lesson's folder goes, and course.json,
            // written last, still lists only what it listed.
            QDir(out.folder).removeRecursively();
            out.files.clear();
            out.error = LessonTemplateText::tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), error);
            return out;
        }
        out.files << path;
    }
    return out;
}

} // namespace course
