#include "lessonloader.h"

#include "contentfile.h"
#include "exercise.h"
#include "exerciseloader.h"
#include "exercisetranslation.h"
#include "glossaryuse.h"
#include "jsonutil.h"
#include "markdownchecks.h"
#include "placeholders.h"
#include "plate.h"
#include "textposition.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace course {

namespace {

const QString kEnglish = QStringLiteral("en");

const QRegularExpression &idPattern()
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    return pattern;
}

const QRegularExpression &localePattern()
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z]{2,3}(_[A-Z]{2})?$"));
    return pattern;
}

/// Reads a content file that must lie inside `folder` (the folder holding it when empty);
/// appends a problem and returns nothing when it cannot.
std::optional<QByteArray> readSmallFile(const QString &file, QList<Problem> *problems,
                                        const QString &folder = {})
{
    QString error;
    auto data = ContentFile::read(file, folder, LessonLoader::kMaxFileSize, &error);
    if (!data)
        problems->append({file, {}, error});
    return data;
}

/// Reads a UTF-8 text file, refusing binary data.
std::optional<QString> readText(const QString &file, QList<Problem> *problems, const QString &folder = {})
{
    const auto data = readSmallFile(file, problems, folder);
    if (!data)
        return std::nullopt;
    if (data->contains('\0')) {
        problems->append({file, {}, QStringLiteral("not a text file (it contains NUL bytes)")});
        return std::nullopt;
    }
    QString text = QString::fromUtf8(*data);
    if (text.contains(QChar::ReplacementCharacter) && !data->contains("\xEF\xBF\xBD")) {
        problems->append({file, {}, QStringLiteral("not valid UTF-8")});
        return std::nullopt;
    }
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    return text;
}

/// Checks a required string field; returns it when valid.
std::optional<QString> requiredString(const QJsonObject &o, const QString &key, const QString &path,
                                      const QString &file, QList<Problem> *problems)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined()) {
        problems->append({file, path + key, QStringLiteral("missing required field '%1'").arg(key)});
        return std::nullopt;
    }
    if (!v.isString()) {
        problems->append({file, path + key,
                          QStringLiteral("'%1' must be a string, not %2").arg(key, jsonTypeName(v))});
        return std::nullopt;
    }
    if (v.toString().trimmed().isEmpty()) {
        problems->append({file, path + key, QStringLiteral("'%1' is empty").arg(key)});
        return std::nullopt;
    }
    return v.toString();
}

std::optional<QStringList> stringList(const QJsonObject &o, const QString &key, const QString &file,
                                      bool required, QList<Problem> *problems)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined()) {
        if (required)
            problems->append({file, key, QStringLiteral("missing required field '%1'").arg(key)});
        return std::nullopt;
    }
    if (!v.isArray()) {
        problems->append({file, key,
                          QStringLiteral("'%1' must be an array of strings, not %2").arg(key, jsonTypeName(v))});
        return std::nullopt;
    }
    QStringList out;
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (!a[i].isString() || a[i].toString().trimmed().isEmpty()) {
            problems->append({file, QStringLiteral("%1[%2]").arg(key).arg(i),
                              QStringLiteral("must be a non-empty string, not %1").arg(jsonTypeName(a[i]))});
            return std::nullopt;
        }
        out << a[i].toString();
    }
    if (out.isEmpty() && required) {
        problems->append({file, key, QStringLiteral("'%1' is empty").arg(key)});
        return std::nullopt;
    }
    return out;
}

void checkFormatVersion(const QJsonObject &o, const QString &file, QList<Problem> *problems)
{
    const QJsonValue v = o.value(QStringLiteral("formatVersion"));
    if (v.isUndefined())
        problems->append({file, QStringLiteral("formatVersion"),
                          QStringLiteral("missing required field 'formatVersion'")});
    else if (!v.isDouble())
        problems->append({file, QStringLiteral("formatVersion"),
                          QStringLiteral("'formatVersion' must be a number, not %1").arg(jsonTypeName(v))});
    else if (v.toDouble() != LessonLoader::kFormatVersion)
        problems->append({file, QStringLiteral("formatVersion"),
                          QStringLiteral("unsupported formatVersion %1 (this version reads %2)")
                              .arg(v.toDouble())
                              .arg(LessonLoader::kFormatVersion)});
}

std::optional<attn::Polar> readQuery(const QJsonValue &v, const QString &path, const QString &file,
                                     QList<Problem> *problems)
{
    if (!v.isObject()) {
        problems->append({file, path, QStringLiteral("'query' must be an object with angle and length, not %1")
                                          .arg(jsonTypeName(v))});
        return std::nullopt;
    }
    const QJsonObject o = v.toObject();
    attn::Polar q;
    for (auto [key, target] : {std::pair{QStringLiteral("angle"), &q.angleDegrees},
                               std::pair{QStringLiteral("length"), &q.length}}) {
        const QJsonValue x = o.value(key);
        if (!x.isDouble() || !std::isfinite(x.toDouble())) {
            problems->append({file, path + QLatin1Char('.') + key,
                              QStringLiteral("'%1' must be a finite number, not %2").arg(key, jsonTypeName(x))});
            return std::nullopt;
        }
        *target = x.toDouble();
    }
    if (q.length < 0) {
        problems->append({file, path + QStringLiteral(".length"), QStringLiteral("'length' must be at least 0")});
        return std::nullopt;
    }
    return q;
}

/// Why a translated text's placeholders are not the English text's (as a multiset); nothing
/// when they are the same.
std::optional<QString> placeholdersDiffer(const QString &translated, const QString &english)
{
    const QStringList mine = placeholderMultiset(translated);
    const QStringList theirs = placeholderMultiset(english);
    if (mine == theirs)
        return std::nullopt;
    QStringList lacking = theirs;
    QStringList extra;
    for (const QString &p : mine)
        if (!lacking.removeOne(p))
            extra << p;
    QStringList parts;
    if (!lacking.isEmpty())
        parts << QStringLiteral("lacks %1").arg(lacking.join(QStringLiteral(" ")));
    if (!extra.isEmpty())
        parts << QStringLiteral("adds %1").arg(extra.join(QStringLiteral(" ")));
    return QStringLiteral("placeholders differ from the English page: %1").arg(parts.join(QStringLiteral(", ")));
}

/// The images and raw HTML of the prompts, hints, options and solutions of an exercises.json,
/// found in its text so that each problem has its line and column.
void checkExerciseMarkdown(const QString &file, const QString &lessonFolder, QList<Problem> *problems)
{
    QList<Problem> unreadable; // already reported by the exercises' loader
    const auto text = readText(file, &unreadable, lessonFolder);
    if (!text)
        return;
    checkImages(file, *text, lessonFolder, problems);
    checkRawHtml(file, *text, {}, problems);
}

QStringList localeFolders(const QString &folder)
{
    QStringList out;
    const QStringList dirs = QDir(folder).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &d : dirs)
        if (localePattern().match(d).hasMatch())
            out << d;
    return out;
}

} // namespace

QString builtInLessonsRoot()
{
    return QStringLiteral(":/lessons");
}

std::optional<QJsonObject> LessonLoader::readJsonObject(const QString &file, QList<Problem> *problems)
{
    const auto data = readSmallFile(file, problems);
    if (!data)
        return std::nullopt;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(*data, &error);
    if (error.error != QJsonParseError::NoError) {
        problems->append({file, utf8Place(*data, error.offset),
                          QStringLiteral("malformed JSON: %1").arg(error.errorString())});
        return std::nullopt;
    }
    if (!doc.isObject()) {
        problems->append({file, {}, QStringLiteral("expected a JSON object at the top level")});
        return std::nullopt;
    }
    return doc.object();
}

Lesson LessonLoader::loadLesson(const QString &folder, const std::optional<QStringList> &glossaryIds)
{
    return loadLesson(folder, glossaryIds, ProseChecks::Run);
}

Lesson LessonLoader::loadLesson(const QString &folder, const std::optional<QStringList> &glossaryIds,
                                ProseChecks checks)
{
    const bool checkProse = checks == ProseChecks::Run;
    Lesson lesson;
    lesson.path = folder;
    lesson.id = QFileInfo(folder).fileName();
    const QString manifest = QDir(folder).filePath(QStringLiteral("lesson.json"));
    QList<Problem> &problems = lesson.problems;
    const auto root = readJsonObject(manifest, &problems);
    if (!root)
        return lesson;
    checkFormatVersion(*root, manifest, &problems);

    if (const auto id = requiredString(*root, QStringLiteral("id"), {}, manifest, &problems)) {
        if (!idPattern().match(*id).hasMatch())
            problems.append({manifest, QStringLiteral("id"),
                             QStringLiteral("id '%1' may only use a-z, 0-9 and single dashes").arg(*id)});
        else if (*id != lesson.id)
            problems.append({manifest, QStringLiteral("id"),
                             QStringLiteral("id '%1' differs from its folder name '%2'").arg(*id, lesson.id)});
    }
    lesson.title = requiredString(*root, QStringLiteral("title"), {}, manifest, &problems).value_or(lesson.id);
    lesson.objectives = stringList(*root, QStringLiteral("objectives"), manifest, true, &problems).value_or(QStringList());

    const QStringList locales = localeFolders(folder);
    if (!locales.contains(kEnglish))
        problems.append({folder, {}, QStringLiteral("missing the English prose folder 'en'")});

    const QJsonValue pagesValue = root->value(QStringLiteral("pages"));
    if (pagesValue.isUndefined())
        problems.append({manifest, QStringLiteral("pages"), QStringLiteral("missing required field 'pages'")});
    else if (!pagesValue.isArray())
        problems.append({manifest, QStringLiteral("pages"),
                         QStringLiteral("'pages' must be an array, not %1").arg(jsonTypeName(pagesValue))});
    else if (pagesValue.toArray().isEmpty())
        problems.append({manifest, QStringLiteral("pages"), QStringLiteral("a lesson needs at least one page")});

    const QJsonArray pages = pagesValue.toArray();
    QSet<QString> pageIds;
    for (qsizetype i = 0; i < pages.size(); ++i) {
        const QString path = QStringLiteral("pages[%1]").arg(i);
        if (!pages[i].isObject()) {
            problems.append({manifest, path, QStringLiteral("a page must be an object, not %1").arg(jsonTypeName(pages[i]))});
            continue;
        }
        const QJsonObject p = pages[i].toObject();
        const qsizetype before = problems.size();
        Page page;
        page.id = requiredString(p, QStringLiteral("id"), path + QLatin1Char('.'), manifest, &problems).value_or(QString());
        if (!page.id.isEmpty()) {
            if (!idPattern().match(page.id).hasMatch())
                problems.append({manifest, path + QStringLiteral(".id"),
                                 QStringLiteral("page id '%1' may only use a-z, 0-9 and single dashes").arg(page.id)});
            else if (pageIds.contains(page.id))
                problems.append({manifest, path + QStringLiteral(".id"),
                                 QStringLiteral("duplicate page id '%1'").arg(page.id)});
            pageIds.insert(page.id);
        }
        page.file = requiredString(p, QStringLiteral("file"), path + QLatin1Char('.'), manifest, &problems).value_or(QString());
        page.panel = requiredString(p, QStringLiteral("panel"), path + QLatin1Char('.'), manifest, &problems).value_or(QString());
        if (!page.panel.isEmpty() && !isKnownPanel(page.panel))
            problems.append({manifest, path + QStringLiteral(".panel"),
                             QStringLiteral("unknown panel '%1' (known: %2)")
                                 .arg(page.panel, panelNames().join(QStringLiteral(", ")))});
        if (p.contains(QStringLiteral("query")))
            page.query = readQuery(p.value(QStringLiteral("query")), path + QStringLiteral(".query"), manifest, &problems);
        if (problems.size() != before || page.file.isEmpty())
            continue;
        if (page.file.contains(QLatin1String("..")) || page.file.contains(QLatin1Char('/'))) {
            problems.append({manifest, path + QStringLiteral(".file"),
                             QStringLiteral("'%1' must be a file name inside the locale folder").arg(page.file)});
            continue;
        }
        for (const QString &locale : locales) {
            const QString mdFile = QDir(folder).filePath(locale + QLatin1Char('/') + page.file);
            if (locale != kEnglish && !QFile::exists(mdFile) && !ContentFile::isDeniedFolder(QDir(folder).filePath(locale))) {
                lesson.translationProblems.append({mdFile, {},
                                                   QStringLiteral("missing: no '%1' page; the English page is shown").arg(locale),
                                                   Problem::Severity::Warning});
                continue;
            }
            // A page may be a link to another page of the lesson, never to a file elsewhere.
            const auto text = readText(mdFile, &problems, folder);
            if (!text)
                continue;
            if (checkProse)
                checkPage(mdFile, *text, page.panel, glossaryIds, folder, &problems);
            page.markdown.insert(locale, *text);
        }
        if (checkProse && page.markdown.contains(kEnglish))
            for (auto it = page.markdown.cbegin(); it != page.markdown.cend(); ++it)
                if (it.key() != kEnglish)
                    if (const auto differs = placeholdersDiffer(*it, page.markdown.value(kEnglish)))
                        lesson.translationProblems.append(
                            {QDir(folder).filePath(it.key() + QLatin1Char('/') + page.file), {}, *differs});
        lesson.pages << page;
    }

    const QString exercises = QDir(folder).filePath(QStringLiteral("exercises.json"));
    if (QFile::exists(exercises)) {
        lesson.exercises = loadExercises(exercises, lesson.id, &problems);
        for (Exercise &e : lesson.exercises)
            e.folder = folder;
        if (checkProse)
            checkExerciseMarkdown(exercises, folder, &problems);
    }
    for (const QString &locale : locales) {
        if (locale == kEnglish || lesson.exercises.isEmpty())
            continue;
        const QString words = QDir(folder).filePath(locale + QStringLiteral("/exercises.json"));
        if (QFile::exists(words)) {
            lesson.translationProblems += loadExerciseWords(words, locale, &lesson.exercises);
            if (checkProse)
                checkExerciseMarkdown(words, folder, &lesson.translationProblems);
        }
        else
            lesson.translationProblems.append(missingExerciseWords(words, locale));
    }

    for (const QString &locale : locales) {
        if (locale == kEnglish)
            continue;
        const QString translated = QDir(folder).filePath(locale + QStringLiteral("/lesson.json"));
        if (!QFile::exists(translated))
            continue;
        const auto t = readJsonObject(translated, &problems);
        if (!t)
            continue;
        if (t->contains(QStringLiteral("title"))) {
            if (const auto title = requiredString(*t, QStringLiteral("title"), {}, translated, &problems))
                lesson.titles.insert(locale, *title);
        }
        if (const auto objectives = stringList(*t, QStringLiteral("objectives"), translated, false, &problems))
            lesson.translatedObjectives.insert(locale, *objectives);
    }
    return lesson;
}

QList<GlossaryTerm> LessonLoader::loadGlossary(const QString &file, QList<Problem> *problems)
{
    QList<GlossaryTerm> terms;
    const auto root = readJsonObject(file, problems);
    if (!root)
        return terms;
    checkFormatVersion(*root, file, problems);
    const QJsonValue v = root->value(QStringLiteral("terms"));
    if (!v.isArray()) {
        problems->append({file, QStringLiteral("terms"),
                          QStringLiteral("'terms' must be an array, not %1").arg(jsonTypeName(v))});
        return terms;
    }
    const QJsonArray a = v.toArray();
    QSet<QString> ids;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString path = QStringLiteral("terms[%1].").arg(i);
        if (!a[i].isObject()) {
            problems->append({file, path.chopped(1), QStringLiteral("a term must be an object, not %1").arg(jsonTypeName(a[i]))});
            continue;
        }
        const QJsonObject o = a[i].toObject();
        GlossaryTerm t;
        const auto id = requiredString(o, QStringLiteral("id"), path, file, problems);
        const auto term = requiredString(o, QStringLiteral("term"), path, file, problems);
        const auto definition = requiredString(o, QStringLiteral("definition"), path, file, problems);
        if (!id || !term || !definition)
            continue;
        if (ids.contains(*id)) {
            problems->append({file, path + QStringLiteral("id"), QStringLiteral("duplicate term id '%1'").arg(*id)});
            continue;
        }
        ids.insert(*id);
        terms << GlossaryTerm{*id, *term, *definition};
    }
    return terms;
}

Course LessonLoader::loadCourse(const QString &root)
{
    return loadCourse(root, ProseChecks::Run);
}

Course LessonLoader::loadBuiltInCourse()
{
    return loadCourse(builtInLessonsRoot(), ProseChecks::Skip);
}

Course LessonLoader::loadCourse(const QString &root, ProseChecks checks)
{
    Course course;
    const QString manifest = QDir(root).filePath(QStringLiteral("course.json"));
    const QString glossaryFile = QDir(root).filePath(QStringLiteral("glossary/en.json"));
    course.glossary = loadGlossary(glossaryFile, &course.problems);
    QStringList glossaryIds;
    for (const GlossaryTerm &t : course.glossary)
        glossaryIds << t.id;

    const auto o = readJsonObject(manifest, &course.problems);
    if (!o)
        return course;
    checkFormatVersion(*o, manifest, &course.problems);
    course.id = requiredString(*o, QStringLiteral("id"), {}, manifest, &course.problems).value_or(QString());
    course.title = requiredString(*o, QStringLiteral("title"), {}, manifest, &course.problems).value_or(QString());
    const auto ids = stringList(*o, QStringLiteral("lessons"), manifest, true, &course.problems);
    if (!ids)
        return course;
    QSet<QString> seen;
    for (qsizetype i = 0; i < ids->size(); ++i) {
        const QString &id = ids->at(i);
        const QString path = QStringLiteral("lessons[%1]").arg(i);
        if (seen.contains(id)) {
            course.problems.append({manifest, path, QStringLiteral("duplicate lesson id '%1'").arg(id)});
            continue;
        }
        seen.insert(id);
        if (!idPattern().match(id).hasMatch()) {
            course.problems.append({manifest, path, QStringLiteral("'%1' is not a lesson id").arg(id)});
            continue;
        }
        const QString folder = QDir(root).filePath(id);
        if (!QFileInfo(folder).isDir()) {
            Lesson missing;
            missing.id = id;
            missing.title = id;
            missing.path = folder;
            missing.problems.append({manifest, path, QStringLiteral("lesson folder '%1' not found").arg(id)});
            course.lessons << missing;
            continue;
        }
        course.lessons << loadLesson(folder, glossaryIds, checks);
    }
    // Exercise ids are unique across the course: a learner's progress is keyed by them.
    QSet<QString> exerciseIds;
    for (Lesson &lesson : course.lessons) {
        for (const Exercise &e : std::as_const(lesson.exercises)) {
            if (exerciseIds.contains(e.id))
                lesson.problems.append({QDir(lesson.path).filePath(QStringLiteral("exercises.json")), {},
                                        QStringLiteral("exercise id '%1' is used by another lesson too").arg(e.id)});
            exerciseIds.insert(e.id);
        }
    }
    return course;
}

QList<Problem> LessonLoader::validate(const QString &path)
{
    QList<Problem> problems;
    const QFileInfo info(path);
    if (!info.exists())
        return {{path, {}, QStringLiteral("no such file or folder")}};
    const auto glossaryNear = [](const QString &lessonFolder) -> std::optional<QStringList> {
        const QString file = QDir(lessonFolder).filePath(QStringLiteral("../glossary/en.json"));
        if (!QFile::exists(file))
            return std::nullopt;
        QList<Problem> ignored;
        QStringList ids;
        for (const GlossaryTerm &t : loadGlossary(file, &ignored))
            ids << t.id;
        return ids;
    };
    if (ContentFile::isDeniedFolder(path))
        return {{path, {}, QStringLiteral("permission denied")}};
    if (info.isDir()) {
        const QDir dir(path);
        if (dir.exists(QStringLiteral("course.json"))) {
            const Course course = loadCourse(path);
            return course.allProblems() + course.translationProblems() + glossaryFirstUses(course, path);
        }
        if (dir.exists(QStringLiteral("lesson.json"))) {
            const Lesson lesson = loadLesson(path, glossaryNear(path));
            return lesson.problems + lesson.translationProblems;
        }
        return {{path, {}, QStringLiteral("neither a course (course.json) nor a lesson folder (lesson.json)")}};
    }
    const QString name = info.fileName();
    if (name == QLatin1String("course.json")) {
        const Course course = loadCourse(info.absolutePath());
        return course.allProblems() + course.translationProblems() + glossaryFirstUses(course, info.absolutePath());
    }
    const bool inLocaleFolder = localePattern().match(info.dir().dirName()).hasMatch();
    // A translation is checked against the English text beside it, in the lesson folder.
    const QString lessonFolder = QFileInfo(info.absolutePath()).absolutePath();
    // A lesson folder may have a name like a locale ("amb"): it has its own lesson.json.
    if (name == QLatin1String("exercises.json") && inLocaleFolder && !info.dir().exists(QStringLiteral("lesson.json"))) {
        QList<Problem> english;
        QList<Exercise> exercises = loadExercises(QDir(lessonFolder).filePath(QStringLiteral("exercises.json")),
                                                  QFileInfo(lessonFolder).fileName(), &english);
        return loadExerciseWords(path, info.dir().dirName(), &exercises);
    }
    if (name == QLatin1String("lesson.json") && inLocaleFolder) {
        if (const auto o = readJsonObject(path, &problems)) {
            if (o->contains(QStringLiteral("title")))
                requiredString(*o, QStringLiteral("title"), {}, path, &problems);
            stringList(*o, QStringLiteral("objectives"), path, false, &problems);
        }
        return problems;
    }
    if (name == QLatin1String("lesson.json")) {
        const Lesson lesson = loadLesson(info.absolutePath(), glossaryNear(info.absolutePath()));
        return lesson.problems + lesson.translationProblems;
    }
    if (name == QLatin1String("exercises.json")) {
        loadExercises(path, info.dir().dirName(), &problems);
        return problems;
    }
    if (info.dir().dirName() == QLatin1String("glossary") && name.endsWith(QLatin1String(".json"))) {
        loadGlossary(path, &problems);
        return problems;
    }
    if (name.endsWith(QLatin1String(".md"))) {
        const auto text = readText(path, &problems);
        if (!text)
            return problems;
        checkPage(path, *text, anyPanel(), std::nullopt, inLocaleFolder ? lessonFolder : info.absolutePath(),
                  &problems);
        const QString englishPage = QDir(lessonFolder).filePath(kEnglish + QLatin1Char('/') + name);
        if (inLocaleFolder && info.dir().dirName() != kEnglish && QFileInfo(englishPage).isFile()) {
            QList<Problem> ignored;
            if (const auto english = readText(englishPage, &ignored))
                if (const auto differs = placeholdersDiffer(*text, *english))
                    problems.append({path, {}, *differs});
        }
        return problems;
    }
    if (name.endsWith(QLatin1String(".json"))) {
        readJsonObject(path, &problems);
        if (problems.isEmpty())
            problems.append({path, {}, QStringLiteral("not a lesson file (expected course.json, lesson.json or a glossary)")});
        return problems;
    }
    return {{path, {}, QStringLiteral("not a lesson file (expected a folder, a .json or a .md file)")}};
}

} // namespace course
