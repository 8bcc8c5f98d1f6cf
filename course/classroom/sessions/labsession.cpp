#include "labsession.h"

#include "attemptlog.h"
#include "jsonfilestore.h"
#include "labdefaults.h"
#include "learnerprofiles.h"
#include "roster.h"
#include "safetext.h"
#include "userfiles.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QSet>
#include <QUuid>

#include <algorithm>
#include <cmath>

namespace course {

namespace {

class LabText
{
    Q_DECLARE_TR_FUNCTIONS(LabText)
};

/// Session files are small; anything near this is not one.
constexpr qint64 kMaxSessionFile = 4 * 1024 * 1024;
constexpr int kMaxMinutes = 24 * 60;
constexpr int kMaxAttempts = 20;
constexpr qsizetype kMaxRoster = 2000;
constexpr qsizetype kMaxStudentId = 60;
constexpr qsizetype kMaxStudentName = 200;

QJsonValue optionalInt(const std::optional<int> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

/// A whole number from `low` to `high`, or null for nothing; false for anything else.
bool readOptionalInt(const QJsonValue &v, int low, int high, std::optional<int> *out)
{
    if (v.isNull() || v.isUndefined()) {
        out->reset();
        return true;
    }
    const double x = v.toDouble(std::nan(""));
    if (!v.isDouble() || x != std::floor(x) || x < low || x > high)
        return false;
    *out = int(x);
    return true;
}

QString checkRules(const LabRules &rules)
{
    if (rules.attempts && (*rules.attempts < 1 || *rules.attempts > kMaxAttempts))
        return LabText::tr("attempts must be a whole number from 1 to %1").arg(kMaxAttempts);
    if (rules.attemptPenalty && !(*rules.attemptPenalty >= 0.0 && *rules.attemptPenalty <= 1.0))
        return LabText::tr("the penalty per attempt must be from 0 to 100%");
    if (rules.timeLimitMinutes && (*rules.timeLimitMinutes < 1 || *rules.timeLimitMinutes > kMaxMinutes))
        return LabText::tr("the time limit must be from 1 to %1 minutes").arg(kMaxMinutes);
    if (rules.autoHandInMinutes && (*rules.autoHandInMinutes < 1 || *rules.autoHandInMinutes > kMaxMinutes))
        return LabText::tr("the hand-in interval must be from 1 to %1 minutes").arg(kMaxMinutes);
    return {};
}

} // namespace

QString solutionsName(LabRules::Solutions solutions)
{
    switch (solutions) {
    case LabRules::Solutions::Always: return QStringLiteral("always");
    case LabRules::Solutions::AfterHandIn: return QStringLiteral("after-hand-in");
    case LabRules::Solutions::Never: return QStringLiteral("never");
    }
    return {};
}

std::optional<LabRules::Solutions> solutionsFromName(const QString &name)
{
    for (auto s : {LabRules::Solutions::Always, LabRules::Solutions::AfterHandIn, LabRules::Solutions::Never})
        if (solutionsName(s) == name)
            return s;
    return std::nullopt;
}

QJsonObject LabSession::toJson() const
{
    QJsonArray students;
    for (const LabStudent &s : roster)
        students.append(QJsonObject{{QStringLiteral("id"), s.id}, {QStringLiteral("name"), s.name},
                                    {QStringLiteral("email"), s.email}, {QStringLiteral("section"), s.section}});
    QJsonObject hashes;
    for (auto it = contentHashes.cbegin(); it != contentHashes.cend(); ++it)
        hashes.insert(it.key(), it.value());
    QJsonObject root{
        {QStringLiteral("formatVersion"), kFormatVersion},
        {QStringLiteral("id"), id},
        {QStringLiteral("title"), title},
        {QStringLiteral("created"), timeToJson(created)},
        {QStringLiteral("exercises"), QJsonArray::fromStringList(exerciseIds)},
        // As a string: JSON numbers cannot hold every 64-bit seed exactly.
        {QStringLiteral("seed"), QString::number(seed)},
        {QStringLiteral("rules"), QJsonObject{
             {QStringLiteral("attempts"), optionalInt(rules.attempts)},
             {QStringLiteral("hints"), rules.hints},
             {QStringLiteral("attemptPenalty"), rules.attemptPenalty ? QJsonValue(*rules.attemptPenalty) : QJsonValue()},
             {QStringLiteral("solutions"), solutionsName(rules.solutions)},
             {QStringLiteral("timeLimitMinutes"), optionalInt(rules.timeLimitMinutes)},
             {QStringLiteral("autoHandInMinutes"), optionalInt(rules.autoHandInMinutes)},
         }},
        {QStringLiteral("roster"), students},
        {QStringLiteral("handInFolder"), handInFolder},
        {QStringLiteral("contentHashes"), hashes},
    };
    if (setup) {
        root.insert(QStringLiteral("setup"), setup->toJson());
        root.insert(QStringLiteral("targetsUseSetup"), targetsUseSetup);
    }
    if (!lessonsFolder.isEmpty())
        root.insert(QStringLiteral("lessonsFolder"), lessonsFolder);
    if (answerKeysOnlyWhereAllowed)
        root.insert(QStringLiteral("answerKeysOnlyWhereAllowed"), true);
    return root;
}

std::optional<LabSession> LabSession::fromJson(const QJsonObject &root, QStringList *problems)
{
    const qsizetype before = problems->size();
    const auto problem = [problems](const QString &message) { problems->append(message); };
    LabSession s;
    if (root.value(QStringLiteral("formatVersion")).toDouble() != kFormatVersion)
        problem(LabText::tr("formatVersion is not %1").arg(kFormatVersion));
    s.id = root.value(QStringLiteral("id")).toString();
    if (QUuid::fromString(s.id).isNull())
        problem(LabText::tr("id is not a session id"));
    s.title = root.value(QStringLiteral("title")).toString().trimmed();
    if (s.title.isEmpty() || s.title.size() > 200 || firstUnsafeCharacter(s.title))
        problem(LabText::tr("title must be a text of 1 to 200 characters without control characters"));
    if (!timeFromJson(root.value(QStringLiteral("created")), &s.created))
        problem(LabText::tr("created is not a date and time"));
    const QJsonValue exercises = root.value(QStringLiteral("exercises"));
    if (!exercises.isArray() || exercises.toArray().isEmpty() || exercises.toArray().size() > 500)
        problem(LabText::tr("exercises must be a list of 1 to 500 exercise ids"));
    for (const QJsonValue &e : exercises.toArray()) {
        if (!e.isString() || e.toString().isEmpty() || e.toString().size() > 100) {
            problem(LabText::tr("exercises holds something that is not an exercise id"));
            break;
        }
        if (s.exerciseIds.contains(e.toString())) {
            problem(LabText::tr("exercises has the id %1 twice").arg(e.toString()));
            break;
        }
        s.exerciseIds << e.toString();
    }
    bool seedOk = false;
    s.seed = root.value(QStringLiteral("seed")).toString().toULongLong(&seedOk);
    if (!seedOk)
        problem(LabText::tr("seed is not a whole number written as text"));
    const QJsonObject rules = root.value(QStringLiteral("rules")).toObject();
    if (!readOptionalInt(rules.value(QStringLiteral("attempts")), 1, kMaxAttempts, &s.rules.attempts))
        problem(LabText::tr("rules.attempts must be null or a whole number from 1 to %1").arg(kMaxAttempts));
    if (!rules.value(QStringLiteral("hints")).isBool())
        problem(LabText::tr("rules.hints must be true or false"));
    s.rules.hints = rules.value(QStringLiteral("hints")).toBool(true);
    // Missing in files written before it existed: each exercise's own, as null says.
    const QJsonValue penalty = rules.value(QStringLiteral("attemptPenalty"));
    if (penalty.isDouble() && penalty.toDouble() >= 0.0 && penalty.toDouble() <= 1.0)
        s.rules.attemptPenalty = penalty.toDouble();
    else if (!penalty.isNull() && !penalty.isUndefined())
        problem(LabText::tr("rules.attemptPenalty must be null or a number from 0 to 1"));
    if (const auto solutions = solutionsFromName(rules.value(QStringLiteral("solutions")).toString()))
        s.rules.solutions = *solutions;
    else
        problem(LabText::tr("rules.solutions must be always, after-hand-in or never"));
    if (!readOptionalInt(rules.value(QStringLiteral("timeLimitMinutes")), 1, kMaxMinutes, &s.rules.timeLimitMinutes))
        problem(LabText::tr("rules.timeLimitMinutes must be null or from 1 to %1").arg(kMaxMinutes));
    if (!readOptionalInt(rules.value(QStringLiteral("autoHandInMinutes")), 1, kMaxMinutes, &s.rules.autoHandInMinutes))
        problem(LabText::tr("rules.autoHandInMinutes must be null or from 1 to %1").arg(kMaxMinutes));
    const QJsonValue roster = root.value(QStringLiteral("roster"));
    if (!roster.isArray() || roster.toArray().size() > kMaxRoster)
        problem(LabText::tr("roster must be a list of at most %1 students").arg(kMaxRoster));
    QSet<QString> ids;
    for (const QJsonValue &v : roster.toArray()) {
        const QJsonObject o = v.toObject();
        LabStudent student{o.value(QStringLiteral("id")).toString(), o.value(QStringLiteral("name")).toString(),
                           o.value(QStringLiteral("email")).toString(), o.value(QStringLiteral("section")).toString()};
        // The roster reader's rules (an id of at most kMaxStudentId, as isValidId() checks).
        if (!LearnerProfiles::isValidId(student.id) || student.name.trimmed().isEmpty()
            || student.name.size() > kMaxStudentName || firstUnsafeCharacter(student.name)) {
            problem(LabText::tr("roster entry %1 needs an id of letters a–z, digits and hyphens (at most %2) and a "
                                "name of 1 to %3 characters without control characters")
                        .arg(s.roster.size() + 1)
                        .arg(kMaxStudentId)
                        .arg(kMaxStudentName));
            break;
        }
        if (ids.contains(student.id)) {
            problem(LabText::tr("roster has the id %1 twice").arg(student.id));
            break;
        }
        ids.insert(student.id);
        s.roster << student;
    }
    if (const QJsonValue folder = root.value(QStringLiteral("handInFolder"));
        !folder.isString() || folder.toString().size() > 1000)
        problem(LabText::tr("handInFolder must be a folder's path, or empty"));
    s.handInFolder = root.value(QStringLiteral("handInFolder")).toString();
    const QJsonObject hashes = root.value(QStringLiteral("contentHashes")).toObject();
    for (auto it = hashes.begin(); it != hashes.end(); ++it)
        s.contentHashes.insert(it.key(), it.value().toString());
    // Optional: sessions written before set-ups existed have none.
    if (const QJsonValue setup = root.value(QStringLiteral("setup")); !setup.isUndefined()) {
        QStringList setupProblems;
        if (!setup.isObject())
            setupProblems << LabText::tr("it must be an object");
        else
            s.setup = WorkshopSetup::fromJson(setup.toObject(), &setupProblems);
        for (const QString &p : std::as_const(setupProblems))
            problem(LabText::tr("setup: %1").arg(p));
    }
    if (const QJsonValue targets = root.value(QStringLiteral("targetsUseSetup")); !targets.isUndefined()) {
        if (!targets.isBool())
            problem(LabText::tr("targetsUseSetup must be true or false"));
        else if (targets.toBool() && !root.contains(QStringLiteral("setup")))
            problem(LabText::tr("targetsUseSetup needs a setup"));
        s.targetsUseSetup = targets.toBool();
    }
    // Optional: sessions written before teachers' folders existed name none.
    if (const QJsonValue folder = root.value(QStringLiteral("lessonsFolder")); !folder.isUndefined()) {
        if (!folder.isString() || folder.toString().size() > 1000)
            problem(LabText::tr("lessonsFolder must be a folder's path"));
        s.lessonsFolder = folder.toString();
    }
    // Optional: absent in sessions that print their answers wherever keys are not turned off.
    if (const QJsonValue keys = root.value(QStringLiteral("answerKeysOnlyWhereAllowed")); !keys.isUndefined()) {
        if (!keys.isBool())
            problem(LabText::tr("answerKeysOnlyWhereAllowed must be true or false"));
        s.answerKeysOnlyWhereAllowed = keys.toBool();
    }
    if (problems->size() != before)
        return std::nullopt;
    return s;
}

std::optional<LabSession> makeLabSession(const Course &course, const LabRequest &request, QStringList *problems)
{
    const qsizetype before = problems->size();
    LabSession s;
    s.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    s.title = request.title.trimmed();
    s.created = QDateTime::currentDateTimeUtc();
    if (s.title.isEmpty() || s.title.size() > 200)
        problems->append(LabText::tr("The title must be a text of 1 to 200 characters."));
    else if (firstUnsafeCharacter(s.title))
        problems->append(LabText::tr("The title may not hold control or text-direction characters."));
    for (const QString &lessonId : request.lessonIds) {
        const Lesson *lesson = course.lesson(lessonId);
        if (!lesson) {
            problems->append(LabText::tr("There is no lesson %1; 'attention-lab list' shows them.").arg(lessonId));
            continue;
        }
        for (const Exercise &e : lesson->exercises)
            if (!s.exerciseIds.contains(e.id))
                s.exerciseIds << e.id;
    }
    for (const QString &exerciseId : request.exerciseIds) {
        if (!course.exercise(exerciseId))
            problems->append(LabText::tr("There is no exercise %1; 'attention-lab list --json' shows them.").arg(exerciseId));
        else if (!s.exerciseIds.contains(exerciseId))
            s.exerciseIds << exerciseId;
    }
    if (s.exerciseIds.isEmpty() && problems->size() == before)
        problems->append(LabText::tr("A session needs at least one exercise."));
    if (const QString why = checkRules(request.rules); !why.isEmpty())
        problems->append(LabText::tr("The rules are not right: %1.").arg(why));
    if (request.roster.size() > kMaxRoster)
        problems->append(LabText::tr("The roster has %1 students; a session holds at most %2.")
                             .arg(request.roster.size())
                             .arg(kMaxRoster));
    QSet<QString> ids;
    for (const LabStudent &student : request.roster) {
        if (ids.contains(student.id))
            problems->append(LabText::tr("The roster has the id %1 twice.").arg(student.id));
        if (student.id.size() > kMaxStudentId || student.name.size() > kMaxStudentName)
            problems->append(LabText::tr("The roster's student %1 needs an id of at most %2 characters and a name of at "
                                         "most %3.")
                                 .arg(student.id.left(kMaxStudentId))
                                 .arg(kMaxStudentId)
                                 .arg(kMaxStudentName));
        ids.insert(student.id);
    }
    if (request.setup)
        for (const QString &p : request.setup->problems())
            problems->append(LabText::tr("The workshop set-up cannot be used: %1.").arg(p));
    if (request.targetsUseSetup && !request.setup)
        problems->append(LabText::tr("Target exercises can only use a set-up when the session has one."));
    if (request.targetsUseSetup && request.setup && problems->size() == before) {
        LabSession trial;
        trial.exerciseIds = s.exerciseIds;
        trial.setup = request.setup;
        trial.targetsUseSetup = true;
        problems->append(unreachableTargets(trial, course));
    }
    if (problems->size() != before)
        return std::nullopt;
    s.seed = request.seed ? *request.seed : QRandomGenerator::global()->bounded(1000000u);
    s.rules = request.rules;
    s.roster = request.roster;
    s.handInFolder = request.handInFolder;
    s.setup = request.setup;
    s.targetsUseSetup = request.targetsUseSetup;
    s.lessonsFolder = request.lessonsFolder;
    s.answerKeysOnlyWhereAllowed = request.answerKeysOnlyWhereAllowed;
    for (const QString &exerciseId : std::as_const(s.exerciseIds)) {
        const Exercise *e = course.exercise(exerciseId);
        if (const Lesson *lesson = course.lesson(e->lessonId); lesson && !s.contentHashes.contains(lesson->id))
            s.contentHashes.insert(lesson->id, lessonContentHash(*lesson));
    }
    // What is written must read back: the reader's limits (a roster of 2000, names of 200
    // characters, …) are the session's, whatever the request held.
    QStringList unreadable;
    if (!LabSession::fromJson(s.toJson(), &unreadable)) {
        for (const QString &why : std::as_const(unreadable))
            problems->append(LabText::tr("The session would not be readable: %1.").arg(why));
        return std::nullopt;
    }
    return s;
}

QString lessonContentHash(const Lesson &lesson)
{
    QStringList files;
    QDirIterator it(lesson.path, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << QDir(lesson.path).relativeFilePath(it.next());
    files.sort();
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString &file : std::as_const(files)) {
        bool tooLarge = false;
        QString error;
        const QByteArray bytes = JsonFileStore::readBounded(QDir(lesson.path).filePath(file),
                                                            JsonFileStore::kMaxFileSize, &tooLarge, &error);
        hash.addData(file.toUtf8());
        hash.addData(QByteArrayView("\0", 1));
        hash.addData(QByteArray::number(bytes.size()));
        hash.addData(QByteArrayView("\0", 1));
        hash.addData(bytes);
    }
    return QString::fromLatin1(hash.result().toHex());
}

VariantContext LabSession::variantContext() const
{
    VariantContext context{seed, {}};
    if (targetsUseSetup && setup)
        context.targetLayout = setup->layout();
    return context;
}

QStringList unreachableTargets(const LabSession &session, const Course &course)
{
    QStringList out;
    const VariantContext context = session.variantContext();
    if (!context.targetLayout)
        return out;
    for (const QString &exerciseId : session.exerciseIds)
        if (const Exercise *e = course.exercise(exerciseId))
            if (const auto why = unreachableTarget(*e, *context.targetLayout))
                out << LabText::tr("Exercise %1 cannot be done on the session's set-up: %2.").arg(exerciseId, *why);
    return out;
}

QStringList contentDifferences(const LabSession &session, const Course &course)
{
    QStringList differences = unreachableTargets(session, course);
    for (const QString &exerciseId : session.exerciseIds)
        if (!course.exercise(exerciseId))
            differences << LabText::tr("Exercise %1 is not in this course.").arg(exerciseId);
    for (auto it = session.contentHashes.cbegin(); it != session.contentHashes.cend(); ++it) {
        const Lesson *lesson = course.lesson(it.key());
        if (!lesson)
            differences << LabText::tr("Lesson %1 is not in this course.").arg(it.key());
        else if (lessonContentHash(*lesson) != it.value())
            differences << LabText::tr("Lesson %1 has changed since the session was made: its exercises or pages may differ.").arg(it.key());
    }
    return differences;
}

std::optional<LabSession> readLabSession(const QString &path, QStringList *problems)
{
    QString problem;
    const std::optional<QJsonObject> root = JsonFileStore::readObject(path, kMaxSessionFile, &problem);
    if (!root) {
        problems->append(LabText::tr("%1 is not a session file: %2").arg(QDir::toNativeSeparators(path), problem));
        return std::nullopt;
    }
    // Each problem names the file: a teacher may have several sessions open.
    QStringList content;
    std::optional<LabSession> session = LabSession::fromJson(*root, &content);
    for (const QString &why : std::as_const(content))
        problems->append(LabText::tr("%1: %2").arg(QDir::toNativeSeparators(path), why));
    if (session)
        session->handInFolder = handInFolderOf(*session, path);
    // So does the teacher's lessons folder.
    if (session && !session->lessonsFolder.isEmpty() && QDir::isRelativePath(session->lessonsFolder))
        session->lessonsFolder = QDir::cleanPath(QFileInfo(path).absoluteDir().filePath(session->lessonsFolder));
    return session;
}

QString handInFolderOf(const LabSession &session, const QString &sessionPath)
{
    // A hand-in folder written relative belongs beside the session file, wherever it is read.
    if (session.handInFolder.isEmpty() || !QDir::isRelativePath(session.handInFolder))
        return session.handInFolder;
    return QDir::cleanPath(QFileInfo(sessionPath).absoluteDir().filePath(session.handInFolder));
}

Course sessionCourse(const LabSession &session, const Course &builtIn, QStringList *messages)
{
    if (session.lessonsFolder.isEmpty())
        return builtIn;
    const CourseFolder folder = loadCourseFolder(builtIn, session.lessonsFolder);
    const QString where = QDir::toNativeSeparators(session.lessonsFolder);
    if (!folder.found) {
        messages->append(LabText::tr("The session's lessons folder %1 cannot be found; you get the built-in course "
                                     "only. Ask your teacher whether the shared folder is reachable.")
                             .arg(where));
        return builtIn;
    }
    if (folder.errorCount() > 0) {
        messages->append(folder.lessonIds.isEmpty()
                             ? LabText::tr("None of the lessons in the session's lessons folder %1 can be used; you "
                                           "get the built-in course only. The problems:")
                                   .arg(where)
                             : LabText::tr("Some of the lessons in the session's lessons folder %1 cannot be used; "
                                           "the others are there. The problems:")
                                   .arg(where));
        for (const Problem &p : folder.problems)
            if (!p.isWarning())
                messages->append(p.toString());
    }
    return folder.course;
}

QStringList defaultHandInFolders(const LabSession &session, const QString &labFolder)
{
    if (!session.handInFolder.isEmpty())
        return {session.handInFolder};
    if (!labFolder.isEmpty())
        return {labFolder};
    return {};
}

QStringList defaultHandInFolders(const LabSession &session)
{
    return defaultHandInFolders(session, LabDefaults::current().handInFolder);
}

bool writeLabSession(const QString &path, const LabSession &session, QString *error)
{
    return writeWholeFile(path, QJsonDocument(session.toJson()).toJson(QJsonDocument::Indented), error);
}

} // namespace course
