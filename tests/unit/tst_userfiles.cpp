#include "courseprogress.h"
#include "exerciseprogress.h"
#include "handin.h"
#include "jsonfilestore.h"
#include "labwork.h"
#include "learnerprofiles.h"
#include "userfiles.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>

// What the learner is told when a user file cannot be written or read, and what is left on
// the disk: real causes (a full disk, a read-only disk, permissions) brought about by a helper
// process (userfilehelper), the folder synced after a save, leftovers of killed saves
// cleaned up, and each kind of file's size cap.
namespace {

using Status = course::JsonFileStore::Status;

QByteArray valueFile(int value)
{
    return QJsonDocument(QJsonObject{{QStringLiteral("formatVersion"), 1}, {QStringLiteral("value"), value}}).toJson();
}

course::JsonFileStore::Parse readValue(int *value)
{
    return [value](const QJsonObject &root, int) -> QString {
        if (!root.value(QStringLiteral("value")).isDouble())
            return QStringLiteral("no value");
        *value = root.value(QStringLiteral("value")).toInt();
        return {};
    };
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

/// Runs the helper; its output lines.
QStringList runHelper(const QStringList &arguments)
{
    QProcess helper;
    helper.start(QStringLiteral(USERFILE_HELPER), arguments);
    if (!helper.waitForFinished(30000))
        return {QStringLiteral("helper did not finish")};
    QStringList lines = QString::fromUtf8(helper.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    lines << QStringLiteral("exit %1").arg(helper.exitCode());
    return lines;
}

QString lineStarting(const QStringList &lines, const QString &start)
{
    for (const QString &line : lines)
        if (line.startsWith(start))
            return line;
    return {};
}

/// A folder that an ordinary user (nobody) can reach: QTemporaryDir's own is private to us.
QString reachableFolder(const QTemporaryDir &dir, const QString &name)
{
    QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
                                          | QFileDevice::ReadOther | QFileDevice::ExeOther | QFileDevice::ReadGroup
                                          | QFileDevice::ExeGroup);
    const QString folder = QDir(dir.path()).filePath(name);
    QDir().mkpath(folder);
    QFile::setPermissions(folder, QFile::permissions(dir.path()));
    return folder;
}

QList<QPair<QString, bool>> g_synced;
QByteArray g_contentWhenSynced;
QString g_watchedFile;

void recordSync(const QString &folder, bool synced)
{
    g_synced.append({folder, synced});
    if (!g_watchedFile.isEmpty())
        g_contentWhenSynced = readAll(g_watchedFile);
}

bool makeOld(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadWrite)
           && f.setFileTime(QDateTime::currentDateTime().addSecs(-60 * (course::kStaleSaveFileMinutes + 5)),
                            QFileDevice::FileModificationTime);
}

} // namespace

Q_DECLARE_METATYPE(course::FileFault)

class TestUserFiles : public QObject
{
    Q_OBJECT

private slots:
    void faultsAreNamed_data();
    void faultsAreNamed();
    void aFailedSaveSaysWhyAndKeepsTheOldFile_data();
    void aFailedSaveSaysWhyAndKeepsTheOldFile();
    void aWriteErrorIsNamedEvenWhereQSaveFileForgetsIt();
    void aFileThatCannotBeOpenedIsLeftAlone();
    void aFileThatCannotBeOpenedIsNotReplacedByItsBackup();
    void theFolderIsSyncedAfterEverySave();
    void staleSaveFilesAreRemovedWhenLoading();
    void eachKindOfFileHasItsCap_data();
    void eachKindOfFileHasItsCap();
};

void TestUserFiles::faultsAreNamed_data()
{
    QTest::addColumn<int>("errnum");
    QTest::addColumn<course::FileFault>("fault");
    QTest::addColumn<QString>("words");
    QTest::newRow("ENOSPC") << ENOSPC << course::FileFault::NoSpace << QStringLiteral("no space left");
    QTest::newRow("EDQUOT") << EDQUOT << course::FileFault::NoSpace << QStringLiteral("no space left");
    QTest::newRow("EROFS") << EROFS << course::FileFault::ReadOnlyFileSystem << QStringLiteral("read-only");
    QTest::newRow("EACCES") << EACCES << course::FileFault::PermissionDenied << QStringLiteral("permission denied");
    QTest::newRow("EPERM") << EPERM << course::FileFault::PermissionDenied << QStringLiteral("permission denied");
    QTest::newRow("EIO") << EIO << course::FileFault::InputOutput << QStringLiteral("input/output error");
    QTest::newRow("ENOTDIR") << ENOTDIR << course::FileFault::NotAFolder << QStringLiteral("where a folder");
    QTest::newRow("another") << EXDEV << course::FileFault::Other << QStringLiteral("the system's words");
}

void TestUserFiles::faultsAreNamed()
{
    QFETCH(int, errnum);
    QFETCH(course::FileFault, fault);
    QFETCH(QString, words);
    QCOMPARE(course::faultFromErrno(errnum), fault);
    const QString text = course::describeFault(fault, QStringLiteral("the system's words"));
    QVERIFY2(text.contains(words), qPrintable(text));
    QCOMPARE(course::faultFromErrno(0), course::FileFault::None);
}

void TestUserFiles::aFailedSaveSaysWhyAndKeepsTheOldFile_data()
{
    QTest::addColumn<QString>("cause");
    QTest::addColumn<QString>("words");
    QTest::newRow("disk full") << QStringLiteral("no-space") << QStringLiteral("there is no space left on the disk");
    QTest::newRow("file size limit") << QStringLiteral("size-limit") << QStringLiteral("there is no space left on the disk");
    QTest::newRow("read-only disk") << QStringLiteral("read-only") << QStringLiteral("read-only file system");
    QTest::newRow("permission denied") << QStringLiteral("permission") << QStringLiteral("permission denied");
}

void TestUserFiles::aFailedSaveSaysWhyAndKeepsTheOldFile()
{
    // The helper saves a file, brings the cause about for real (a tmpfs of 256 KiB filled up
    // or remounted read-only in a mount namespace of its own; a folder of mode 0555 and an
    // ordinary user, also when run as root), saves again and loads what is left.
    QFETCH(QString, cause);
    QFETCH(QString, words);
    QTemporaryDir dir;
    const QString folder = reachableFolder(dir, QStringLiteral("data"));
    const QStringList lines = runHelper({QStringLiteral("save-fails"), cause, folder});
    qInfo("%s", qPrintable(lines.join(QStringLiteral(" | "))));
    QVERIFY2(lines.contains(QStringLiteral("exit 0")), qPrintable(lines.join(QLatin1Char('\n'))));
    const QString error = lineStarting(lines, QStringLiteral("error: "));
    QVERIFY2(!error.isEmpty(), qPrintable(lines.join(QLatin1Char('\n'))));
    QVERIFY2(error.contains(words), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("the previous version of the file is intact")), qPrintable(error));
    QVERIFY2(!error.contains(QStringLiteral("Unknown error")), qPrintable(error));
    QVERIFY2(lines.contains(QStringLiteral("intact")), qPrintable(lines.join(QLatin1Char('\n'))));
}

void TestUserFiles::aWriteErrorIsNamedEvenWhereQSaveFileForgetsIt()
{
    // The same path in this process: the error the write reported is what the learner reads,
    // for a new file ("nothing was written") and over an old one (kept as it was).
    QTemporaryDir dir;
    const QString file = QDir(dir.path()).filePath(QStringLiteral("hand-in.attnhandin"));
    course::injectWriteFaultForTests(ENOSPC);
    QString error;
    course::FileFault fault = course::FileFault::None;
    const bool written = course::writeWholeFile(file, "new", &error, &fault);
    course::injectWriteFaultForTests(0);
    QVERIFY(!written);
    QCOMPARE(fault, course::FileFault::NoSpace);
    QCOMPARE(error, QStringLiteral("there is no space left on the disk; nothing was written. Free some space on the disk "
                                   "(or ask whoever looks after it), or choose another folder, then try again."));
    QVERIFY(!QFileInfo::exists(file));

    QVERIFY(writeAll(file, "old"));
    course::injectWriteFaultForTests(EROFS);
    const bool overwritten = course::writeWholeFile(file, "new", &error, &fault);
    course::injectWriteFaultForTests(0);
    QVERIFY(!overwritten);
    QCOMPARE(fault, course::FileFault::ReadOnlyFileSystem);
    QVERIFY2(error.contains(QStringLiteral("the previous version of the file is intact")), qPrintable(error));
    QCOMPARE(readAll(file), QByteArray("old"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
}

void TestUserFiles::aFileThatCannotBeOpenedIsLeftAlone()
{
    // A file of mode 000, read by an ordinary user (the helper becomes nobody when run as
    // root): its content is unknown, not bad. Neither it nor its backup is moved, the
    // learner is told why, and nothing is saved over it.
    QTemporaryDir dir;
    const QString folder = reachableFolder(dir, QStringLiteral("data"));
    const QString file = QDir(folder).filePath(QStringLiteral("data.json"));
    QVERIFY(writeAll(file, valueFile(5)));
    QVERIFY(writeAll(file + QStringLiteral(".bak"), valueFile(4)));
    QVERIFY(QFile::setPermissions(file, QFileDevice::Permissions()));
    const QStringList before = QDir(folder).entryList(QDir::Files | QDir::Hidden);

    const QStringList lines = runHelper({QStringLiteral("load-as-other"), file});
    QVERIFY2(lines.contains(QStringLiteral("exit 0")), qPrintable(lines.join(QLatin1Char('\n'))));
    QVERIFY2(lines.contains(QStringLiteral("status %1 value -1").arg(int(Status::CannotOpen))),
             qPrintable(lines.join(QLatin1Char('\n'))));
    const QString message = lineStarting(lines, QStringLiteral("message: "));
    QVERIFY2(message.contains(QStringLiteral("could not be opened (permission denied)")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("left as they are")), qPrintable(message));
    QVERIFY2(!lineStarting(lines, QStringLiteral("save refused: ")).isEmpty(), qPrintable(lines.join(QLatin1Char('\n'))));

    QVERIFY(QFile::setPermissions(file, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden), before);
    QCOMPARE(readAll(file), valueFile(5));
    QCOMPARE(readAll(file + QStringLiteral(".bak")), valueFile(4));
}

void TestUserFiles::aFileThatCannotBeOpenedIsNotReplacedByItsBackup()
{
    // The same for a learner's own progress, through a cause that binds root too: a file
    // that reads fail on (/proc/self/mem, linked in, gives an input/output error at once).
    QTemporaryDir dir;
    course::ExerciseProgress progress(course::ExerciseProgress::fileIn(dir.path()));
    const QString file = course::ExerciseProgress::fileIn(dir.path());
    QVERIFY(QFile::link(QStringLiteral("/proc/self/mem"), file));
    QVERIFY(writeAll(file + QStringLiteral(".bak"), R"({"formatVersion": 2, "exercises": {}})"));
    const course::ExerciseProgress::LoadResult r = progress.load();
    QCOMPARE(r.status, Status::CannotOpen);
    QVERIFY(!r.ok);
    QVERIFY(!r.fromBackup);
    QVERIFY(r.fileBlocked);
    QVERIFY(r.movedTo.isEmpty());
    QVERIFY2(r.message.contains(QStringLiteral("could not be opened (the disk reported an input/output error)")),
             qPrintable(r.message));
    QString error;
    QVERIFY(!progress.save(&error));
    QVERIFY2(error.contains(QStringLiteral("left untouched")), qPrintable(error));
    QVERIFY(QFileInfo(file).isSymLink());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System).size(), 2);
}

void TestUserFiles::theFolderIsSyncedAfterEverySave()
{
    QTemporaryDir dir;
    course::setFolderSyncObserverForTests(recordSync);
    g_synced.clear();
    const QString file = QDir(dir.path()).filePath(QStringLiteral("sub/data.json"));
    g_watchedFile = file;
    int value = 0;
    const course::JsonFileStore store(file, 1);
    QVERIFY(store.save(valueFile(1), readValue(&value)));
    // After the rename: the folder is synced once the new file is in it.
    QCOMPARE(g_synced.size(), 1);
    QCOMPARE(g_synced.constFirst().first, QFileInfo(file).absolutePath());
    QVERIFY(g_synced.constFirst().second);
    QCOMPARE(g_contentWhenSynced, valueFile(1));
    // The backup and the file: both renames are synced.
    QVERIFY(store.save(valueFile(2), readValue(&value)));
    QCOMPARE(g_synced.size(), 3);
    QCOMPARE(g_contentWhenSynced, valueFile(2));
    g_watchedFile.clear();
    course::setFolderSyncObserverForTests(nullptr);
    QVERIFY(course::syncFolder(dir.path()));
    QVERIFY(!course::syncFolder(QDir(dir.path()).filePath(QStringLiteral("no-such-folder"))));
}

void TestUserFiles::staleSaveFilesAreRemovedWhenLoading()
{
    QTemporaryDir dir;
    const QDir folder(dir.path());
    const QString file = folder.filePath(QStringLiteral("exercises.json"));
    QVERIFY(writeAll(file, R"({"formatVersion": 2, "exercises": {}})"));
    const QStringList stale{QStringLiteral("exercises.json.Ab12Cd"), QStringLiteral("exercises.json.bak.zz99YY")};
    const QStringList kept{
        QStringLiteral("exercises.json.Xy12Zw"),                     // young: maybe a save under way
        QStringLiteral("profiles.json.Ab12Cd"),                      // another file's
        QStringLiteral("exercises.json.unreadable-20240101-101010"), // moved aside: kept for the learner
        QStringLiteral("exercises.json.abc"),                        // not QSaveFile's pattern
        QStringLiteral("exercises.json.Ab12Cd7"),                    // nor this
        QStringLiteral("notes.txt"),
    };
    for (const QString &name : stale + kept)
        QVERIFY(writeAll(folder.filePath(name), "left behind"));
    for (const QString &name : stale + kept.mid(1))
        QVERIFY(makeOld(folder.filePath(name)));
    QVERIFY(folder.mkdir(QStringLiteral("exercises.json.Qq11Qq")));
    QVERIFY(QFile::link(folder.filePath(QStringLiteral("notes.txt")), folder.filePath(QStringLiteral("exercises.json.Ln11Kk"))));

    // A tool that only looks removes nothing.
    course::ExerciseProgress looking(file);
    looking.setReadOnly(true);
    QVERIFY(looking.load().ok);
    for (const QString &name : stale)
        QVERIFY(folder.exists(name));

    course::ExerciseProgress progress(file);
    QVERIFY(progress.load().ok);
    for (const QString &name : stale)
        QVERIFY2(!folder.exists(name), qPrintable(name));
    for (const QString &name : kept)
        QVERIFY2(folder.exists(name), qPrintable(name));
    QVERIFY(QFileInfo(folder.filePath(QStringLiteral("exercises.json.Qq11Qq"))).isDir());
    QVERIFY(QFileInfo(folder.filePath(QStringLiteral("exercises.json.Ln11Kk"))).isSymLink());
    QCOMPARE(readAll(file), QByteArray(R"({"formatVersion": 2, "exercises": {}})"));
}

void TestUserFiles::eachKindOfFileHasItsCap_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<qint64>("cap");
    QTest::newRow("profiles.json") << QStringLiteral("profiles") << course::LearnerProfiles::kMaxFileSize;
    QTest::newRow("lesson-progress.json") << QStringLiteral("lesson-progress") << course::CourseProgress::kMaxFileSize;
    QTest::newRow("exercises.json") << QStringLiteral("exercises") << course::ExerciseProgress::kMaxFileSize;
}

void TestUserFiles::eachKindOfFileHasItsCap()
{
    // A well-formed file one byte over its kind's cap (spaces pad it) is refused whole with a
    // message naming the cap; at the cap it is read.
    QFETCH(QString, kind);
    QFETCH(qint64, cap);
    QVERIFY(cap <= 8 * 1024 * 1024);
    QTemporaryDir dir;
    QByteArray content;
    QString file;
    if (kind == QLatin1String("profiles")) {
        file = QDir(dir.path()).filePath(QStringLiteral("profiles.json"));
        content = R"({"formatVersion": 1, "current": "", "profiles": []})";
    } else if (kind == QLatin1String("lesson-progress")) {
        file = QDir(dir.path()).filePath(QStringLiteral("lesson-progress.json"));
        content = R"({"formatVersion": 1, "lastLesson": "", "lastPage": 0, "completed": {}})";
    } else {
        file = course::ExerciseProgress::fileIn(dir.path());
        content = R"({"formatVersion": 2, "exercises": {}})";
    }
    auto load = [&]() -> course::JsonFileStore::LoadResult {
        if (kind == QLatin1String("profiles"))
            return course::LearnerProfiles(dir.path()).load();
        if (kind == QLatin1String("lesson-progress"))
            return course::CourseProgress(file).load();
        return course::ExerciseProgress(file).load();
    };
    QVERIFY(writeAll(file, content + QByteArray(cap - content.size(), ' ')));
    course::JsonFileStore::LoadResult r = load();
    QVERIFY2(r.ok, qPrintable(r.message));
    QCOMPARE(r.status, Status::Good);

    QVERIFY(writeAll(file, content + QByteArray(cap + 1 - content.size(), ' ')));
    r = load();
    QVERIFY(!r.ok);
    QVERIFY2(r.problem.contains(QStringLiteral("larger than %1 MiB").arg(cap / (1024 * 1024))), qPrintable(r.problem));
    QVERIFY2(r.message.contains(r.movedTo) && !r.movedTo.isEmpty(), qPrintable(r.message));
    QCOMPARE(QFileInfo(r.movedTo).size(), cap + 1);
}

QTEST_GUILESS_MAIN(TestUserFiles)
#include "tst_userfiles.moc"
