#include "courseprogress.h"
#include "exerciseprogress.h"
#include "learnerprofiles.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

// Learner profiles and the exercise progress kept for each learner, on files in temporary
// folders.
namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

bool writeAll(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

/// A log of `hints` hints, then a check of each answer (numbers as typed), then the
/// solution if `solution`.
course::AttemptLog makeLog(const QStringList &answers, int hints = 0, bool solution = false)
{
    course::AttemptLog log;
    for (int h = 0; h < hints; ++h) {
        course::AttemptEvent e;
        e.kind = course::AttemptEvent::Kind::Hint;
        e.hint = h;
        e.when = QDateTime(QDate(2026, 3, 14), QTime(15, 0, h), Qt::UTC);
        log.events << e;
    }
    for (const QString &answer : answers) {
        course::AttemptEvent e;
        e.kind = course::AttemptEvent::Kind::Check;
        e.answer = course::NumberAnswer{answer};
        e.locale = QStringLiteral("en_GB");
        e.status = course::Feedback::Status::Wrong;
        e.when = QDateTime(QDate(2026, 3, 14), QTime(15, 9, 26, 535), Qt::UTC);
        log.events << e;
    }
    if (solution) {
        course::AttemptEvent e;
        e.kind = course::AttemptEvent::Kind::Solution;
        log.events << e;
    }
    return log;
}

void compareLogs(const course::AttemptLog &actual, const course::AttemptLog &expected)
{
    QCOMPARE(actual.events.size(), expected.events.size());
    QVERIFY(actual == expected);
}

course::Exercise makeExercise(const QString &id, int attempts, double hintPenalty)
{
    course::Exercise e;
    e.id = id;
    e.lessonId = QStringLiteral("lesson");
    // The plate's output, 16.8421 (no variant: every learner gets the plate's query).
    e.type = course::Exercise::Type::Numeric;
    e.answer = QStringLiteral("output");
    e.absoluteTolerance = 0.01;
    e.attempts = attempts;
    e.hintPenalty = hintPenalty;
    e.hints = {QStringLiteral("one"), QStringLiteral("two")};
    return e;
}

/// Does `child` lie inside `parent` once both are resolved?
bool isInside(const QString &child, const QString &parent)
{
    const QString c = QDir::cleanPath(QFileInfo(child).absoluteFilePath());
    const QString p = QDir::cleanPath(QFileInfo(parent).absoluteFilePath());
    return c.startsWith(p + QLatin1Char('/'));
}

} // namespace

class TestProfiles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void noProfilesAtFirstStart();
    void createMakesTheLearnerCurrentAndWritesTheFile();
    void profilesSurviveAReload();
    void creationTimesOutsideIsoYearsReadAsUnknown_data();
    void creationTimesOutsideIsoYearsReadAsUnknown();
    void namesAreValidated_data();
    void namesAreValidated();
    void duplicateNamesAreRefused_data();
    void duplicateNamesAreRefused();
    void idsAreSafeFolderNames_data();
    void idsAreSafeFolderNames();
    void renameKeepsTheIdAndTheFiles();
    void renameToATakenNameFails();
    void removeMovesTheFilesAside();
    void removeTheLastLearnerLeavesNone();
    void corruptProfilesFileIsMovedAsideAndLearnersRecovered_data();
    void corruptProfilesFileIsMovedAsideAndLearnersRecovered();
    void firstLearnerTakesOverOldLessonProgress();
    void lessonProgressLivesInTheLearnersFolder();
    void defaultRootIsAppDataLocation();

    void missingProgressIsEmpty();
    void progressRoundTripsSeveralStates();
    void backupHoldsThePreviousGoodFile();
    void corruptProgressIsMovedAsideAndBackupUsed_data();
    void corruptProgressIsMovedAsideAndBackupUsed();
    void corruptProgressWithoutBackupStartsEmpty();
    void missingProgressWithABackupUsesIt();
    void missingProgressWithABadBackupSaysSo();
    void interruptedSaveLeavesThePreviousFile_data();
    void interruptedSaveLeavesThePreviousFile();
    void summaryOfALesson();
};

void TestProfiles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_profiles"));
}

void TestProfiles::noProfilesAtFirstStart()
{
    QTemporaryDir dir;
    course::LearnerProfiles profiles(dir.path());
    const course::LearnerProfiles::LoadResult r = profiles.load();
    QVERIFY(r.ok);
    QVERIFY(profiles.isEmpty());
    QVERIFY(!profiles.current());
    QVERIFY(!QFile::exists(profiles.file()));
}

void TestProfiles::createMakesTheLearnerCurrentAndWritesTheFile()
{
    QTemporaryDir dir;
    course::LearnerProfiles profiles(dir.path());
    QString error;
    const auto ada = profiles.create(QStringLiteral("  Ada Lovelace "), &error);
    QVERIFY2(ada, qPrintable(error));
    QCOMPARE(ada->name, QStringLiteral("Ada Lovelace"));
    QVERIFY(ada->id.startsWith(QStringLiteral("ada-lovelace-")));
    QVERIFY(ada->created.isValid());
    QCOMPARE(profiles.currentId(), ada->id);
    QVERIFY(QFileInfo(profiles.folder(ada->id)).isDir());

    // A later learner waits until someone switches to them.
    const auto grace = profiles.create(QStringLiteral("Grace"));
    QVERIFY(grace);
    QCOMPARE(profiles.current()->name, QStringLiteral("Ada Lovelace"));
    QVERIFY(grace->id != ada->id);
    QVERIFY(profiles.setCurrent(grace->id));
    QVERIFY(!profiles.setCurrent(QStringLiteral("no-such-id")));
    QCOMPARE(profiles.currentId(), grace->id);

    const QJsonObject root = QJsonDocument::fromJson(readAll(profiles.file())).object();
    QCOMPARE(root.value(QStringLiteral("formatVersion")).toInt(), 1);
    QCOMPARE(root.value(QStringLiteral("current")).toString(), grace->id);
    QCOMPARE(root.value(QStringLiteral("profiles")).toArray().size(), 2);
}

void TestProfiles::profilesSurviveAReload()
{
    QTemporaryDir dir;
    QString zoeId;
    {
        course::LearnerProfiles profiles(dir.path());
        QVERIFY(profiles.create(QStringLiteral("Ada")));
        zoeId = profiles.create(QStringLiteral("Zoë"))->id;
        QVERIFY(profiles.create(QStringLiteral("李小龙")));
        QVERIFY(profiles.setCurrent(zoeId));
    }
    course::LearnerProfiles again(dir.path());
    QVERIFY(again.load().ok);
    QCOMPARE(again.profiles().size(), 3);
    QCOMPARE(again.currentId(), zoeId);
    QCOMPARE(again.profiles().at(0).name, QStringLiteral("Ada"));
    QCOMPARE(again.profiles().at(1).name, QStringLiteral("Zoë"));
    QCOMPARE(again.profiles().at(2).name, QStringLiteral("李小龙"));
    QVERIFY(again.profiles().at(2).created.isValid());
}

void TestProfiles::creationTimesOutsideIsoYearsReadAsUnknown_data()
{
    QTest::addColumn<QString>("created");
    QTest::addColumn<bool>("known");
    QTest::newRow("an ordinary time") << QStringLiteral("2024-03-01T09:00:00Z") << true;
    QTest::newRow("the last second of 9999 in UTC") << QStringLiteral("9999-12-31T23:59:59Z") << true;
    QTest::newRow("year 10000 in UTC") << QStringLiteral("9999-12-31T23:59:59-14:00") << false;
    QTest::newRow("year 0 in UTC") << QStringLiteral("0001-01-01T00:00:00+14:00") << false;
}

// Caught by tests/fuzz/fuzz_profiles (seed date-year-10000-utc.json): a created time whose
// UTC year is 10000 was written as "", so a save changed the learners the file had given.
// Such a time now reads as unknown, and a save and a load keep it unknown.
void TestProfiles::creationTimesOutsideIsoYearsReadAsUnknown()
{
    QFETCH(QString, created);
    QFETCH(bool, known);
    QTemporaryDir dir;
    const QJsonObject root{
        {QStringLiteral("formatVersion"), 1},
        {QStringLiteral("current"), QStringLiteral("ada")},
        {QStringLiteral("profiles"), QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("ada")},
                                                            {QStringLiteral("name"), QStringLiteral("Ada")},
                                                            {QStringLiteral("created"), created}}}},
    };
    course::LearnerProfiles profiles(dir.path());
    QVERIFY(writeAll(profiles.file(), QJsonDocument(root).toJson()));
    QVERIFY(profiles.load().ok);
    QCOMPARE(profiles.profiles().size(), 1);
    QCOMPARE(profiles.profiles().at(0).created.isValid(), known);
    QVERIFY(profiles.setCurrent(QStringLiteral("ada")));

    course::LearnerProfiles again(dir.path());
    const course::LearnerProfiles::LoadResult result = again.load();
    QCOMPARE(result.status, course::JsonFileStore::Status::Good);
    QCOMPARE(again.profiles().size(), 1);
    QCOMPARE(again.profiles().at(0).created.isValid(), known);
    QCOMPARE(again.profiles().at(0).created, profiles.profiles().at(0).created);
}

void TestProfiles::namesAreValidated_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("valid");

    QTest::newRow("plain") << QStringLiteral("Ada") << true;
    QTest::newRow("one character") << QStringLiteral("A") << true;
    QTest::newRow("empty") << QString() << false;
    QTest::newRow("only spaces") << QStringLiteral("   ") << false;
    QTest::newRow("spaces around are trimmed") << QStringLiteral("  Ada \t") << true;
    QTest::newRow("60 characters") << QString(60, QLatin1Char('x')) << true;
    QTest::newRow("61 characters") << QString(61, QLatin1Char('x')) << false;
    QTest::newRow("500 characters") << QString(500, QLatin1Char('x')) << false;
    QTest::newRow("60 emoji with joiners") << QStringLiteral("👩‍🔬").repeated(60) << true;
    QTest::newRow("61 emoji with joiners") << QStringLiteral("👩‍🔬").repeated(61) << false;
    QTest::newRow("decomposed accents count once") << QStringLiteral("e\u0301").repeated(60) << true;
    QTest::newRow("path escape") << QStringLiteral("../..") << true;
    QTest::newRow("slashes and dots") << QStringLiteral("/etc/passwd") << true;
    QTest::newRow("newline inside") << QStringLiteral("Ada\nLovelace") << false;
    QTest::newRow("tab inside") << QStringLiteral("Ada\tLovelace") << false;
    QTest::newRow("escape character") << QStringLiteral("Ada\x1b[31m") << false;
    QTest::newRow("NUL") << QString(QStringLiteral("Ada") + QChar(0) + QStringLiteral("x")) << false;
    QTest::newRow("DEL") << QStringLiteral("Ada\x7f") << false;
    QTest::newRow("line separator") << QStringLiteral("Ada\u2028Lovelace") << false;
    QTest::newRow("lone surrogate") << QString(QStringLiteral("Ada") + QChar(0xd800)) << false;
    QTest::newRow("right to left") << QStringLiteral("نور") << true;
}

void TestProfiles::namesAreValidated()
{
    QFETCH(QString, name);
    QFETCH(bool, valid);
    QTemporaryDir dir;
    course::LearnerProfiles profiles(dir.path());
    QCOMPARE(profiles.nameProblem(name).isEmpty(), valid);
    QString error;
    const auto created = profiles.create(name, &error);
    QCOMPARE(bool(created), valid);
    QCOMPARE(error.isEmpty(), valid);
    if (valid) {
        QCOMPARE(created->name, course::LearnerProfiles::normalizedName(name));
        QVERIFY(course::LearnerProfiles::isValidId(created->id));
    } else {
        QVERIFY(profiles.isEmpty());
        QVERIFY(!QFile::exists(profiles.file()));
    }
}

void TestProfiles::duplicateNamesAreRefused_data()
{
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");

    QTest::newRow("same") << QStringLiteral("Ada") << QStringLiteral("Ada");
    QTest::newRow("other case") << QStringLiteral("Ada") << QStringLiteral("aDA");
    QTest::newRow("spaces around") << QStringLiteral("Ada") << QStringLiteral(" ada ");
    QTest::newRow("non-ASCII case") << QStringLiteral("Zoë") << QStringLiteral("ZOË");
    QTest::newRow("German sharp s") << QStringLiteral("Strauß") << QStringLiteral("STRAUSS");
    QTest::newRow("composed or decomposed") << QStringLiteral("Zo\u00eb") << QStringLiteral("Zoe\u0308");
    QTest::newRow("full-width") << QStringLiteral("Ada") << QStringLiteral("ＡＤＡ");
}

void TestProfiles::duplicateNamesAreRefused()
{
    QFETCH(QString, first);
    QFETCH(QString, second);
    QTemporaryDir dir;
    course::LearnerProfiles profiles(dir.path());
    QVERIFY(profiles.create(first));
    QVERIFY(!profiles.nameProblem(second).isEmpty());
    QString error;
    QVERIFY(!profiles.create(second, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(profiles.profiles().size(), 1);
}

void TestProfiles::idsAreSafeFolderNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("prefix");

    QTest::newRow("plain") << QStringLiteral("Ada Lovelace") << QStringLiteral("ada-lovelace-");
    QTest::newRow("accents") << QStringLiteral("Zoë Ørsted") << QStringLiteral("zoe-rsted-");
    QTest::newRow("no Latin letters") << QStringLiteral("李小龙") << QStringLiteral("learner-");
    QTest::newRow("path escape") << QStringLiteral("../..") << QStringLiteral("learner-");
    QTest::newRow("absolute path") << QStringLiteral("/etc/passwd") << QStringLiteral("etc-passwd-");
    QTest::newRow("Windows device") << QStringLiteral("CON") << QStringLiteral("con-");
    QTest::newRow("long") << QString(60, QLatin1Char('a')) << QString(24, QLatin1Char('a')) + QLatin1Char('-');
}

void TestProfiles::idsAreSafeFolderNames()
{
    QFETCH(QString, name);
    QFETCH(QString, prefix);
    QTemporaryDir dir;
    course::LearnerProfiles profiles(dir.path());
    const auto p = profiles.create(name);
    QVERIFY(p);
    QVERIFY2(p->id.startsWith(prefix), qPrintable(p->id));
    QCOMPARE(p->id.size(), prefix.size() + 6);
    QVERIFY(course::LearnerProfiles::isValidId(p->id));
    QVERIFY(isInside(profiles.folder(p->id), QDir(dir.path()).filePath(QStringLiteral("profiles"))));
    QVERIFY(QFileInfo(profiles.folder(p->id)).isDir());
}

void TestProfiles::renameKeepsTheIdAndTheFiles()
{
    QTemporaryDir dir;
    course::LearnerProfiles profiles(dir.path());
    const auto ada = profiles.create(QStringLiteral("Ada"));
    const QString marker = QDir(profiles.folder(ada->id)).filePath(QStringLiteral("exercises.json"));
    QVERIFY(writeAll(marker, "{}"));
    QVERIFY(profiles.rename(ada->id, QStringLiteral("Countess Lovelace")));
    QVERIFY(profiles.rename(ada->id, QStringLiteral("countess lovelace"))); // its own name, other case
    QCOMPARE(profiles.profile(ada->id)->name, QStringLiteral("countess lovelace"));
    QVERIFY(QFile::exists(marker));

    course::LearnerProfiles again(dir.path());
    QVERIFY(again.load().ok);
    QCOMPARE(again.current()->name, QStringLiteral("countess lovelace"));
    QCOMPARE(again.currentId(), ada->id);
}

void TestProfiles::renameToATakenNameFails()
{
    QTemporaryDir dir;
    course::LearnerProfiles profiles(dir.path());
    const auto ada = profiles.create(QStringLiteral("Ada"));
    QVERIFY(profiles.create(QStringLiteral("Grace")));
    QString error;
    QVERIFY(!profiles.rename(ada->id, QStringLiteral("GRACE"), &error));
    QVERIFY(error.contains(QStringLiteral("Grace")));
    QVERIFY(!profiles.rename(ada->id, QString(500, QLatin1Char('x'))));
    QVERIFY(!profiles.rename(QStringLiteral("no-such-id"), QStringLiteral("Bob")));
    QCOMPARE(profiles.profile(ada->id)->name, QStringLiteral("Ada"));
}

void TestProfiles::removeMovesTheFilesAside()
{
    QTemporaryDir dir;
    course::LearnerProfiles profiles(dir.path());
    const auto ada = profiles.create(QStringLiteral("Ada"));
    const auto grace = profiles.create(QStringLiteral("Grace"));
    const QString file = course::ExerciseProgress::fileIn(profiles.folder(grace->id));
    QVERIFY(writeAll(file, "Grace's answers"));
    QVERIFY(profiles.setCurrent(grace->id));

    QString movedTo;
    QString error;
    QVERIFY2(profiles.remove(grace->id, &movedTo, &error), qPrintable(error));
    QVERIFY(!QFileInfo::exists(profiles.folder(grace->id)));
    QVERIFY(isInside(movedTo, profiles.removedFolder()));
    QCOMPARE(readAll(course::ExerciseProgress::fileIn(movedTo)), QByteArray("Grace's answers"));
    QCOMPARE(profiles.profiles().size(), 1);
    QCOMPARE(profiles.currentId(), ada->id); // the removed learner was current

    // A new learner of the same name gets a fresh folder; the removed files stay.
    const auto again = profiles.create(QStringLiteral("Grace"));
    QVERIFY(again);
    QVERIFY(!QFile::exists(course::ExerciseProgress::fileIn(profiles.folder(again->id))));
    QVERIFY(QFile::exists(course::ExerciseProgress::fileIn(movedTo)));
    QVERIFY(!profiles.remove(QStringLiteral("no-such-id")));
}

void TestProfiles::removeTheLastLearnerLeavesNone()
{
    QTemporaryDir dir;
    course::LearnerProfiles profiles(dir.path());
    const auto ada = profiles.create(QStringLiteral("Ada"));
    QVERIFY(profiles.remove(ada->id));
    QVERIFY(profiles.isEmpty());
    QVERIFY(!profiles.current());
    course::LearnerProfiles again(dir.path());
    QVERIFY(again.load().ok);
    QVERIFY(again.isEmpty());
}

void TestProfiles::corruptProfilesFileIsMovedAsideAndLearnersRecovered_data()
{
    QTest::addColumn<QByteArray>("content");

    QTest::newRow("garbage bytes") << QByteArray("\x00\xff", 2) + QByteArray("{{ not json");
    QTest::newRow("a JSON array") << QByteArray("[1, 2, 3]");
    QTest::newRow("formatVersion 99") << QByteArray(R"({"formatVersion": 99, "profiles": []})");
    QTest::newRow("profiles not a list") << QByteArray(R"({"formatVersion": 1, "profiles": {}})");
    QTest::newRow("name not a string")
        << QByteArray(R"({"formatVersion": 1, "profiles": [{"id": "ada-000000", "name": 7}]})");
    QTest::newRow("id escapes the folder")
        << QByteArray(R"({"formatVersion": 1, "profiles": [{"id": "../..", "name": "Ada"}]})");
    QTest::newRow("duplicate names")
        << QByteArray(R"({"formatVersion": 1, "profiles": [{"id": "a-1", "name": "Ada"},
                                                           {"id": "a-2", "name": "ADA"}]})");
    QTest::newRow("name too long")
        << QByteArray(R"({"formatVersion": 1, "profiles": [{"id": "a-1", "name": ")")
               + QByteArray(500, 'x') + QByteArray(R"("}]})");
}

void TestProfiles::corruptProfilesFileIsMovedAsideAndLearnersRecovered()
{
    QFETCH(QByteArray, content);
    QTemporaryDir dir;
    QString id;
    {
        course::LearnerProfiles profiles(dir.path());
        id = profiles.create(QStringLiteral("Ada"))->id;
    }
    course::LearnerProfiles profiles(dir.path());
    QVERIFY(writeAll(profiles.file(), content));
    QVERIFY(QDir().mkpath(QDir(dir.path()).filePath(QStringLiteral("profiles/Not An Id"))));

    const course::LearnerProfiles::LoadResult r = profiles.load();
    QVERIFY(!r.ok);
    QVERIFY(r.message.contains(r.movedTo));
    QCOMPARE(readAll(r.movedTo), content);
    QVERIFY(!QFile::exists(profiles.file()));
    // The learner's folder is found again, named by its id, and is current.
    QCOMPARE(profiles.profiles().size(), 1);
    QCOMPARE(profiles.currentId(), id);
    QCOMPARE(profiles.current()->name, id);
}

void TestProfiles::firstLearnerTakesOverOldLessonProgress()
{
    QTemporaryDir dir;
    const QString legacy = course::CourseProgress::fileIn(dir.path());
    {
        course::CourseProgress old(legacy);
        old.markCompleted(QStringLiteral("iv2-1"), QStringLiteral("learn"));
        QVERIFY(old.save());
    }
    course::LearnerProfiles profiles(dir.path());
    const auto ada = profiles.create(QStringLiteral("Ada"));
    QVERIFY(!QFile::exists(legacy));
    course::CourseProgress progress(course::CourseProgress::fileIn(profiles.folder(ada->id)));
    QVERIFY(progress.load().ok);
    QVERIFY(progress.isCompleted(QStringLiteral("iv2-1"), QStringLiteral("learn")));

    // Only the first learner: a second one starts afresh.
    const auto grace = profiles.create(QStringLiteral("Grace"));
    QVERIFY(!QFile::exists(course::CourseProgress::fileIn(profiles.folder(grace->id))));
}

void TestProfiles::lessonProgressLivesInTheLearnersFolder()
{
    QTemporaryDir dir;
    course::LearnerProfiles profiles(dir.path());
    const auto ada = profiles.create(QStringLiteral("Ada"));
    const auto grace = profiles.create(QStringLiteral("Grace"));
    course::CourseProgress adaProgress(course::CourseProgress::fileIn(profiles.folder(ada->id)));
    adaProgress.markCompleted(QStringLiteral("iv2-1"), QStringLiteral("learn"));
    QVERIFY(adaProgress.save());
    QCOMPARE(adaProgress.file(),
             QDir(dir.path()).filePath(QStringLiteral("profiles/%1/lesson-progress.json").arg(ada->id)));

    course::CourseProgress graceProgress(course::CourseProgress::fileIn(profiles.folder(grace->id)));
    QVERIFY(graceProgress.load().ok);
    QCOMPARE(graceProgress.completedCount(QStringLiteral("iv2-1")), 0);
}

void TestProfiles::defaultRootIsAppDataLocation()
{
    const QString appData = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QVERIFY(appData.contains(QStringLiteral("qttest"))); // test mode: never the learner's own files
    QDir(appData).removeRecursively();
    course::LearnerProfiles profiles;
    QCOMPARE(profiles.root(), appData);
    QVERIFY(profiles.create(QStringLiteral("Ada")));
    QVERIFY(QFile::exists(QDir(appData).filePath(QStringLiteral("profiles.json"))));
    QVERIFY(isInside(profiles.folder(profiles.currentId()), appData));
    QVERIFY(QDir(appData).removeRecursively());
}

void TestProfiles::missingProgressIsEmpty()
{
    QTemporaryDir dir;
    course::ExerciseProgress progress(course::ExerciseProgress::fileIn(dir.path()));
    const course::ExerciseProgress::LoadResult r = progress.load();
    QVERIFY(r.ok);
    QVERIFY(r.message.isEmpty());
    QVERIFY(progress.isEmpty());
    QVERIFY(progress.log(QStringLiteral("anything")).isEmpty());
    QVERIFY(!progress.updated(QStringLiteral("anything")).isValid());
}

void TestProfiles::progressRoundTripsSeveralStates()
{
    QTemporaryDir dir;
    const QString file = course::ExerciseProgress::fileIn(dir.path());
    const QList<std::pair<QString, course::AttemptLog>> states{
        {QStringLiteral("iv2-2-score-k2"), makeLog({QStringLiteral("1"), QStringLiteral("1.25")}, 1)},
        {QStringLiteral("iv2-3-weights"), makeLog({QStringLiteral("k2, k1, k3")})},
        {QStringLiteral("iv2-4-output"), makeLog({QStringLiteral("0,3")}, 2, true)},
        {QStringLiteral("iv2-5-unicode"), makeLog({QStringLiteral("≈ 55,1 % ✓\n\"q\"")})},
    };
    const QDateTime when = QDateTime(QDate(2026, 3, 14), QTime(15, 9, 26, 535), Qt::UTC);
    {
        course::ExerciseProgress progress(file);
        for (const auto &[id, state] : states)
            progress.setLog(id, state, when);
        QString error;
        QVERIFY2(progress.save(&error), qPrintable(error));
    }
    course::ExerciseProgress loaded(file);
    QVERIFY(loaded.load().ok);
    QCOMPARE(loaded.exerciseIds().size(), states.size());
    for (const auto &[id, state] : states) {
        QVERIFY(loaded.contains(id));
        compareLogs(loaded.log(id), state);
        QCOMPARE(loaded.updated(id), when);
    }
    const QJsonObject root = QJsonDocument::fromJson(readAll(file)).object();
    QCOMPARE(root.value(QStringLiteral("formatVersion")).toInt(), 2);
    QVERIFY(root.value(QStringLiteral("exercises")).toObject().contains(QStringLiteral("iv2-3-weights")));
}

void TestProfiles::backupHoldsThePreviousGoodFile()
{
    QTemporaryDir dir;
    course::ExerciseProgress progress(course::ExerciseProgress::fileIn(dir.path()));
    progress.setLog(QStringLiteral("a"), makeLog({QStringLiteral("first")}));
    QVERIFY(progress.save());
    QVERIFY(!QFile::exists(progress.backupFile())); // nothing before the first save
    const QByteArray first = readAll(progress.file());
    progress.setLog(QStringLiteral("a"), makeLog({QStringLiteral("first"), QStringLiteral("second")}));
    QVERIFY(progress.save());
    QCOMPARE(readAll(progress.backupFile()), first);
    QVERIFY(readAll(progress.file()) != first);
}

void TestProfiles::corruptProgressIsMovedAsideAndBackupUsed_data()
{
    QTest::addColumn<QByteArray>("content");

    QTest::newRow("garbage bytes") << QByteArray("\x89PNG\r\n\x1a\n\x00\x00\xde\xad", 12);
    QTest::newRow("truncated JSON") << QByteArray(R"({"formatVersion": 1, "exercises": {"a": {"sta)");
    QTest::newRow("empty file") << QByteArray();
    QTest::newRow("a JSON array") << QByteArray(R"([{"formatVersion": 1}])");
    QTest::newRow("formatVersion 99") << QByteArray(R"({"formatVersion": 99, "exercises": {}})");
    QTest::newRow("formatVersion a string") << QByteArray(R"({"formatVersion": "1", "exercises": {}})");
    QTest::newRow("no formatVersion") << QByteArray(R"({"exercises": {}})");
    QTest::newRow("exercises a list") << QByteArray(R"({"formatVersion": 1, "exercises": []})");
    QTest::newRow("entry not an object") << QByteArray(R"({"formatVersion": 1, "exercises": {"a": 3}})");
    QTest::newRow("attempts a string")
        << QByteArray(R"({"formatVersion": 1, "exercises": {"a": {"updated": "2026-01-01T00:00:00Z",
                          "state": {"attemptsUsed": "three"}}}})");
    QTest::newRow("solved a number")
        << QByteArray(R"({"formatVersion": 1, "exercises": {"a": {"updated": "2026-01-01T00:00:00Z",
                          "state": {"solved": 1}}}})");
    QTest::newRow("negative attempts")
        << QByteArray(R"({"formatVersion": 1, "exercises": {"a": {"updated": "2026-01-01T00:00:00Z",
                          "state": {"attemptsUsed": -4}}}})");
    QTest::newRow("no timestamp")
        << QByteArray(R"({"formatVersion": 1, "exercises": {"a": {"state": {}}}})");
    QTest::newRow("format 2, log not a list")
        << QByteArray(R"({"formatVersion": 2, "exercises": {"a": {"updated": null, "log": {}}}})");
    QTest::newRow("format 2, a check with a made-up verdict")
        << QByteArray(R"({"formatVersion": 2, "exercises": {"a": {"updated": null, "log": [
                          {"event": "check", "at": null, "answer": null, "locale": "", "verdict": "great", "score": 1}]}}})");
}

void TestProfiles::corruptProgressIsMovedAsideAndBackupUsed()
{
    QFETCH(QByteArray, content);
    QTemporaryDir dir;
    const QString file = course::ExerciseProgress::fileIn(dir.path());
    const course::AttemptLog good = makeLog({QStringLiteral("0.3")}, 1);
    {
        course::ExerciseProgress progress(file);
        progress.setLog(QStringLiteral("a"), good);
        QVERIFY(progress.save());
        progress.setLog(QStringLiteral("a"), makeLog({QStringLiteral("0.3"), QStringLiteral("0.55")}, 1));
        QVERIFY(progress.save()); // the backup now holds the first state
    }
    QVERIFY(writeAll(file, content));

    course::ExerciseProgress progress(file);
    const course::ExerciseProgress::LoadResult r = progress.load();
    QVERIFY(!r.ok);
    QVERIFY(r.fromBackup);
    QVERIFY(!r.problem.isEmpty());
    QVERIFY(r.movedTo.startsWith(file + QStringLiteral(".unreadable-")));
    QCOMPARE(readAll(r.movedTo), content);
    QVERIFY2(r.message.contains(r.movedTo), qPrintable(r.message));
    QVERIFY(r.message.contains(QStringLiteral("backup")));
    compareLogs(progress.log(QStringLiteral("a")), good);

    // The next save writes a good file and keeps the moved one as it is.
    QVERIFY(progress.save());
    course::ExerciseProgress again(file);
    QVERIFY(again.load().ok);
    compareLogs(again.log(QStringLiteral("a")), good);
    QCOMPARE(readAll(r.movedTo), content);
}

void TestProfiles::corruptProgressWithoutBackupStartsEmpty()
{
    QTemporaryDir dir;
    const QString file = course::ExerciseProgress::fileIn(dir.path());
    QVERIFY(writeAll(file, "{ not json"));
    QVERIFY(writeAll(file + QStringLiteral(".bak"), R"({"formatVersion": 99})"));
    course::ExerciseProgress progress(file);
    const course::ExerciseProgress::LoadResult r = progress.load();
    QVERIFY(!r.ok);
    QVERIFY(!r.fromBackup);
    QVERIFY(progress.isEmpty());
    QCOMPARE(readAll(r.movedTo), QByteArray("{ not json"));
    // The damaged backup is kept aside too, so that no later save replaces it.
    QVERIFY(!QFile::exists(progress.backupFile()));
    const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("exercises.json.bak.unreadable-*")});
    QCOMPARE(aside.size(), 1);
    QVERIFY(r.message.contains(aside.constFirst()));

    // Moving a second corrupt file in the same second never overwrites the first.
    QVERIFY(writeAll(file, "second"));
    const course::ExerciseProgress::LoadResult r2 = progress.load();
    QVERIFY(!r2.movedTo.isEmpty());
    QVERIFY(r2.movedTo != r.movedTo);
    QCOMPARE(readAll(r.movedTo), QByteArray("{ not json"));
    QCOMPARE(readAll(r2.movedTo), QByteArray("second"));
}

void TestProfiles::missingProgressWithABackupUsesIt()
{
    QTemporaryDir dir;
    const QString file = course::ExerciseProgress::fileIn(dir.path());
    {
        course::ExerciseProgress progress(file);
        progress.setLog(QStringLiteral("a"), makeLog({QStringLiteral("x")}));
        QVERIFY(progress.save());
        QVERIFY(progress.save());
    }
    QVERIFY(QFile::remove(file));
    course::ExerciseProgress progress(file);
    const course::ExerciseProgress::LoadResult r = progress.load();
    QVERIFY(r.fromBackup);
    QVERIFY(!r.message.isEmpty());
    compareLogs(progress.log(QStringLiteral("a")), makeLog({QStringLiteral("x")}));
}

void TestProfiles::missingProgressWithABadBackupSaysSo()
{
    QTemporaryDir dir;
    const QString file = course::ExerciseProgress::fileIn(dir.path());
    QDir().mkpath(QFileInfo(file).absolutePath());
    QFile backup(file + QStringLiteral(".bak"));
    QVERIFY(backup.open(QIODevice::WriteOnly));
    backup.write("{ not json");
    backup.close();
    course::ExerciseProgress progress(file);
    const course::ExerciseProgress::LoadResult r = progress.load();
    QVERIFY(progress.isEmpty());
    QVERIFY(!r.message.isEmpty());
    QVERIFY(!QFile::exists(file + QStringLiteral(".bak")));
    const QStringList aside = QDir(QFileInfo(file).absolutePath()).entryList({QStringLiteral("*.unreadable-*")});
    QCOMPARE(aside.size(), 1);
    QVERIFY(r.message.contains(aside.first()));
}

void TestProfiles::interruptedSaveLeavesThePreviousFile_data()
{
    QTest::addColumn<bool>("cancel");
    QTest::newRow("destroyed without commit") << false;
    QTest::newRow("cancelWriting") << true;
}

void TestProfiles::interruptedSaveLeavesThePreviousFile()
{
    QFETCH(bool, cancel);
    QTemporaryDir dir;
    const QString file = course::ExerciseProgress::fileIn(dir.path());
    const course::AttemptLog state = makeLog({QStringLiteral("1"), QStringLiteral("0.55")});
    course::ExerciseProgress progress(file);
    progress.setLog(QStringLiteral("a"), state);
    QVERIFY(progress.save());
    const QByteArray before = readAll(file);

    // What a crash in the middle of the next save leaves behind.
    {
        auto interrupted = std::make_unique<QSaveFile>(file);
        QVERIFY(interrupted->open(QIODevice::WriteOnly));
        QVERIFY(interrupted->write(before.left(before.size() / 2)) > 0);
        if (cancel)
            interrupted->cancelWriting();
        QVERIFY(interrupted->flush() || cancel);
        QCOMPARE(readAll(file), before);
        interrupted.reset();
    }
    QCOMPARE(readAll(file), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("exercises.json")});

    course::ExerciseProgress again(file);
    const course::ExerciseProgress::LoadResult r = again.load();
    QVERIFY(r.ok);
    QVERIFY(!r.fromBackup);
    compareLogs(again.log(QStringLiteral("a")), state);
}

void TestProfiles::summaryOfALesson()
{
    const course::Exercise solvedWithHint = makeExercise(QStringLiteral("a"), 3, 0.1);
    const course::Exercise outOfAttempts = makeExercise(QStringLiteral("b"), 2, 0.1);
    const course::Exercise underway = makeExercise(QStringLiteral("c"), 3, 0.1);
    const course::Exercise untouched = makeExercise(QStringLiteral("d"), 3, 0.1);
    const course::Exercise elsewhere = makeExercise(QStringLiteral("e"), 3, 0.1);

    QTemporaryDir dir;
    course::ExerciseProgress progress(course::ExerciseProgress::fileIn(dir.path()));
    const QString right = QStringLiteral("16.84");
    const QString wrong = QStringLiteral("30");
    progress.setLog(QStringLiteral("a"), makeLog({wrong, right}, 1));  // 0.9
    progress.setLog(QStringLiteral("b"), makeLog({wrong, wrong}));     // 0, finished
    progress.setLog(QStringLiteral("c"), makeLog({wrong}, 2));         // 0, not finished
    progress.setLog(QStringLiteral("e"), makeLog({right}));            // not in the lesson

    const course::ExerciseProgress::Summary s =
        progress.summary({solvedWithHint, outOfAttempts, underway, untouched}, QStringLiteral("ada"));
    QCOMPARE(s.count, 4);
    QCOMPARE(s.finished, 2);
    QCOMPARE(s.solved, 1);
    QVERIFY(qAbs(s.credit - 0.9) < 1e-9);
    QVERIFY(qAbs(s.maximum - 4.0) < 1e-9);
    QCOMPARE(s.remaining, (QStringList{QStringLiteral("c"), QStringLiteral("d")}));

    const course::ExerciseProgress::Summary none = progress.summary({}, QStringLiteral("ada"));
    QCOMPARE(none.count, 0);
    QVERIFY(qAbs(none.maximum) < 1e-12);
    QVERIFY(none.remaining.isEmpty());
}

QTEST_GUILESS_MAIN(TestProfiles)
#include "tst_profiles.moc"
