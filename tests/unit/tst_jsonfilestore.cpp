#include "courseprogress.h"
#include "jsonfilestore.h"
#include "learnerprofiles.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

// The one policy every user file follows (course::JsonFileStore), on odd files in temporary
// folders: what is read, what is moved aside, what the learner is told, and what is written.
namespace {

using Status = course::JsonFileStore::Status;

/// The test's own format: version 2 is {"value": <integer>}; version 1 called it "number" and
/// is migrated by the parse callback, as a store of format 2 would migrate its format 1.
constexpr int kVersion = 2;

course::JsonFileStore makeStore(const QString &file)
{
    course::JsonFileStore store(file, kVersion);
    store.setOldestVersion(1);
    return store;
}

/// Parses into `value` (untouched unless accepted).
course::JsonFileStore::Parse parseInto(int *value)
{
    return [value](const QJsonObject &root, int version) -> QString {
        const QJsonValue v = root.value(version == 1 ? QStringLiteral("number") : QStringLiteral("value"));
        if (!v.isDouble())
            return QStringLiteral("“value” is not a number");
        *value = v.toInt();
        return {};
    };
}

course::JsonFileStore::Parse anyValue()
{
    return [](const QJsonObject &root, int version) {
        int ignored = 0;
        return parseInto(&ignored)(root, version);
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

QByteArray good(int value)
{
    return QStringLiteral(R"({"formatVersion": 2, "value": %1})").arg(value).toUtf8();
}

QStringList movedAside(const QString &folder, const QString &name)
{
    return QDir(folder).entryList({name + QStringLiteral(".unreadable-*")}, QDir::AllEntries | QDir::System);
}

/// How the file (or its backup) is put in place for a row.
enum class Setup {
    Absent,     ///< no file
    Content,    ///< a regular file with the row's bytes
    Folder,     ///< a folder in the file's place
    Huge,       ///< a file one byte over the cap
    LinkZero,   ///< a symbolic link to /dev/zero: never ends
    LinkRandom, ///< a symbolic link to /dev/urandom: never ends
    LinkProc,   ///< a symbolic link to /proc/self/pagemap: reports size 0, gives gigabytes
};

bool setUp(const QString &path, Setup setup, const QByteArray &content)
{
    switch (setup) {
    case Setup::Absent:
        return true;
    case Setup::Content:
        return writeAll(path, content);
    case Setup::Folder:
        return QDir().mkpath(path);
    case Setup::Huge: {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.resize(course::JsonFileStore::kMaxFileSize + 1);
    }
    case Setup::LinkZero:
        return QFile::link(QStringLiteral("/dev/zero"), path);
    case Setup::LinkRandom:
        return QFile::link(QStringLiteral("/dev/urandom"), path);
    case Setup::LinkProc:
        return QFile::link(QStringLiteral("/proc/self/pagemap"), path);
    }
    return false;
}

} // namespace

Q_DECLARE_METATYPE(Setup)
Q_DECLARE_METATYPE(course::JsonFileStore::Status)

class TestJsonFileStore : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void loadFollowsThePolicy_data();
    void loadFollowsThePolicy();
    void readingNeverEndlessOrUnbounded_data();
    void readingNeverEndlessOrUnbounded();
    void saveBacksUpThePreviousGoodFile();
    void saveMovesAsideAnUnreadableBackup();
    void saveNeverOverwritesAnUnreadableFile();
    void saveOverAFolderFails();
    void readOnlyStoreOnlyLooks();
    void saveToAFolderThatCannotBeWrittenSaysWhy();
    void storeRoundTrips_data();
    void storeRoundTrips();
    void courseProgressRoundTrips();
    void learnerProfilesRoundTrip();
};

void TestJsonFileStore::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestJsonFileStore::loadFollowsThePolicy_data()
{
    QTest::addColumn<Setup>("fileSetup");
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<Setup>("backupSetup");
    QTest::addColumn<QByteArray>("backup");
    QTest::addColumn<Status>("status");
    QTest::addColumn<int>("value");         // what was read; -1 for nothing
    QTest::addColumn<bool>("fileMoved");    // the file was moved aside, its bytes kept
    QTest::addColumn<bool>("backupMoved");  // the backup was moved aside, its bytes kept

    const QByteArray none;
    QTest::newRow("missing") << Setup::Absent << none << Setup::Absent << none << Status::Missing << -1 << false << false;
    QTest::newRow("good") << Setup::Content << good(7) << Setup::Absent << none << Status::Good << 7 << false << false;
    QTest::newRow("good, older version migrated")
        << Setup::Content << QByteArray(R"({"formatVersion": 1, "number": 5})") << Setup::Absent << none
        << Status::Good << 5 << false << false;
    QTest::newRow("empty file") << Setup::Content << QByteArray("") << Setup::Absent << none
                                << Status::StartedAfresh << -1 << true << false;
    QTest::newRow("only spaces") << Setup::Content << QByteArray(" \n\t ") << Setup::Absent << none
                                 << Status::StartedAfresh << -1 << true << false;
    QTest::newRow("bad JSON") << Setup::Content << QByteArray("{ not json") << Setup::Absent << none
                              << Status::StartedAfresh << -1 << true << false;
    QTest::newRow("binary garbage") << Setup::Content << QByteArray("\x00\xff\xfe{", 4) << Setup::Absent << none
                                    << Status::StartedAfresh << -1 << true << false;
    QTest::newRow("a JSON array") << Setup::Content << QByteArray("[1, 2]") << Setup::Absent << none
                                  << Status::StartedAfresh << -1 << true << false;
    QTest::newRow("newer version") << Setup::Content << QByteArray(R"({"formatVersion": 3, "value": 1})")
                                   << Setup::Absent << none << Status::StartedAfresh << -1 << true << false;
    QTest::newRow("version 0") << Setup::Content << QByteArray(R"({"formatVersion": 0, "value": 1})")
                               << Setup::Absent << none << Status::StartedAfresh << -1 << true << false;
    QTest::newRow("version not whole") << Setup::Content << QByteArray(R"({"formatVersion": 1.5, "value": 1})")
                                       << Setup::Absent << none << Status::StartedAfresh << -1 << true << false;
    QTest::newRow("version a string") << Setup::Content << QByteArray(R"({"formatVersion": "2", "value": 1})")
                                      << Setup::Absent << none << Status::StartedAfresh << -1 << true << false;
    QTest::newRow("no version") << Setup::Content << QByteArray(R"({"value": 1})")
                                << Setup::Absent << none << Status::StartedAfresh << -1 << true << false;
    QTest::newRow("wrong shape") << Setup::Content << QByteArray(R"({"formatVersion": 2, "value": "1"})")
                                 << Setup::Absent << none << Status::StartedAfresh << -1 << true << false;
    QTest::newRow("good file, bad backup left for the next save")
        << Setup::Content << good(3) << Setup::Content << QByteArray("{ bad") << Status::Good << 3 << false << false;
    QTest::newRow("bad file, good backup")
        << Setup::Content << QByteArray("{ bad") << Setup::Content << good(4)
        << Status::RestoredFromBackup << 4 << true << false;
    QTest::newRow("wrong shape, good backup")
        << Setup::Content << QByteArray(R"({"formatVersion": 2})") << Setup::Content << good(4)
        << Status::RestoredFromBackup << 4 << true << false;
    QTest::newRow("bad file, bad backup")
        << Setup::Content << QByteArray("{ bad") << Setup::Content << QByteArray("[]")
        << Status::StartedAfresh << -1 << true << true;
    QTest::newRow("missing file, good backup")
        << Setup::Absent << none << Setup::Content << good(9) << Status::RestoredFromBackup << 9 << false << false;
    QTest::newRow("missing file, bad backup")
        << Setup::Absent << none << Setup::Content << QByteArray("nope") << Status::StartedAfresh << -1 << false << true;
    QTest::newRow("huge file") << Setup::Huge << none << Setup::Absent << none
                               << Status::StartedAfresh << -1 << true << false;
    QTest::newRow("huge file, good backup") << Setup::Huge << none << Setup::Content << good(2)
                                            << Status::RestoredFromBackup << 2 << true << false;
    QTest::newRow("a folder in its place") << Setup::Folder << none << Setup::Absent << none
                                           << Status::StartedAfresh << -1 << false << false;
    QTest::newRow("a folder in its place, good backup") << Setup::Folder << none << Setup::Content << good(6)
                                                        << Status::RestoredFromBackup << 6 << false << false;
    QTest::newRow("a folder as the backup") << Setup::Absent << none << Setup::Folder << none
                                            << Status::StartedAfresh << -1 << false << false;
    QTest::newRow("link to /dev/zero") << Setup::LinkZero << none << Setup::Absent << none
                                       << Status::StartedAfresh << -1 << true << false;
    QTest::newRow("link to /dev/urandom") << Setup::LinkRandom << none << Setup::Content << good(1)
                                          << Status::RestoredFromBackup << 1 << true << false;
    QTest::newRow("backup links to /dev/zero") << Setup::Content << QByteArray("{") << Setup::LinkZero << none
                                               << Status::StartedAfresh << -1 << true << true;
    if (QFileInfo(QStringLiteral("/proc/self/pagemap")).isReadable())
        QTest::newRow("link to /proc/self/pagemap") << Setup::LinkProc << none << Setup::Absent << none
                                                    << Status::StartedAfresh << -1 << true << false;
}

void TestJsonFileStore::loadFollowsThePolicy()
{
    QFETCH(Setup, fileSetup);
    QFETCH(QByteArray, file);
    QFETCH(Setup, backupSetup);
    QFETCH(QByteArray, backup);
    QFETCH(Status, status);
    QFETCH(int, value);
    QFETCH(bool, fileMoved);
    QFETCH(bool, backupMoved);

    QTemporaryDir dir;
    const QString path = QDir(dir.path()).filePath(QStringLiteral("data.json"));
    const course::JsonFileStore store = makeStore(path);
    QVERIFY(setUp(path, fileSetup, file));
    QVERIFY(setUp(store.backupFile(), backupSetup, backup));

    int read = -1;
    QElapsedTimer timer;
    timer.start();
    const course::JsonFileStore::LoadResult r = store.load(parseInto(&read));
    QVERIFY2(timer.elapsed() < 20000, "reading must not wait on a file that never ends");

    QCOMPARE(r.status, status);
    QCOMPARE(read, value);
    QCOMPARE(r.ok, status == Status::Missing || status == Status::Good);
    QCOMPARE(r.fromBackup, status == Status::RestoredFromBackup);
    // The learner hears of every trouble, in words that name the files involved.
    QCOMPARE(r.message.isEmpty(), r.ok);
    QCOMPARE(r.problem.isEmpty(), r.ok || (fileSetup == Setup::Absent && backupSetup == Setup::Content
                                           && status == Status::RestoredFromBackup));

    if (fileSetup == Setup::Huge || fileSetup == Setup::LinkProc)
        QVERIFY2(r.problem.contains(QStringLiteral("larger than 16 MiB")), qPrintable(r.problem));
    if (fileSetup == Setup::LinkZero || fileSetup == Setup::LinkRandom)
        QVERIFY2(r.message.contains(QStringLiteral("not an ordinary file")), qPrintable(r.message));

    // Nothing unreadable is lost: it is moved aside whole, and the message says where.
    QCOMPARE(!r.movedTo.isEmpty(), fileMoved);
    if (fileMoved) {
        QVERIFY(!QFileInfo::exists(path) && !QFileInfo(path).isSymLink());
        QVERIFY(r.movedTo.startsWith(path + QStringLiteral(".unreadable-")));
        QVERIFY2(r.message.contains(r.movedTo), qPrintable(r.message));
        if (fileSetup == Setup::Content)
            QCOMPARE(readAll(r.movedTo), file);
        else
            QVERIFY(QFileInfo(r.movedTo).isSymLink() || QFileInfo(r.movedTo).size() > course::JsonFileStore::kMaxFileSize);
    }
    QCOMPARE(!r.backupMovedTo.isEmpty(), backupMoved);
    if (backupMoved) {
        QVERIFY(!QFileInfo::exists(store.backupFile()) && !QFileInfo(store.backupFile()).isSymLink());
        QVERIFY2(r.message.contains(r.backupMovedTo), qPrintable(r.message));
        if (backupSetup == Setup::Content)
            QCOMPARE(readAll(r.backupMovedTo), backup);
    }
    if (fileSetup == Setup::Folder) {
        // A folder is nobody's file to move: it stays, and no save may write over it.
        QVERIFY(QFileInfo(path).isDir());
        QVERIFY(r.fileBlocked);
        QVERIFY(r.message.contains(path));
    }
    if (status == Status::Good && backupSetup == Setup::Content)
        QCOMPARE(readAll(store.backupFile()), backup);
}

void TestJsonFileStore::readingNeverEndlessOrUnbounded_data()
{
    QTest::addColumn<QString>("source");
    QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero");
    QTest::newRow("/dev/urandom") << QStringLiteral("/dev/urandom");
    if (QFileInfo(QStringLiteral("/proc/self/pagemap")).isReadable())
        QTest::newRow("/proc/self/pagemap") << QStringLiteral("/proc/self/pagemap");
}

void TestJsonFileStore::readingNeverEndlessOrUnbounded()
{
    // The bounded read itself, straight on files that never end: it stops one byte past the
    // limit and says so, whatever size the file reports.
    QFETCH(QString, source);
    constexpr qint64 limit = 256 * 1024;
    bool tooLarge = false;
    QString error;
    const QByteArray data = course::JsonFileStore::readBounded(source, limit, &tooLarge, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(tooLarge);
    QVERIFY(data.isEmpty());

    // A small file is read whole.
    QTemporaryDir dir;
    const QString small = QDir(dir.path()).filePath(QStringLiteral("small"));
    QVERIFY(writeAll(small, QByteArray(limit, 'x')));
    QCOMPARE(course::JsonFileStore::readBounded(small, limit, &tooLarge, &error).size(), limit);
    QVERIFY(!tooLarge);
    QVERIFY(writeAll(small, QByteArray(limit + 1, 'x')));
    QVERIFY(course::JsonFileStore::readBounded(small, limit, &tooLarge, &error).isEmpty());
    QVERIFY(tooLarge);

    // A file whose size is already too large is refused without reading it: the bytes this
    // process has read (rchar of /proc/self/io) grow by far less than the limit.
    const auto bytesRead = [] {
        QFile io(QStringLiteral("/proc/self/io"));
        if (!io.open(QIODevice::ReadOnly))
            return qint64(-1);
        for (const QByteArray &line : io.readAll().split('\n'))
            if (line.startsWith("rchar:"))
                return line.mid(6).trimmed().toLongLong();
        return qint64(-1);
    };
    const QString large = QDir(dir.path()).filePath(QStringLiteral("large"));
    QFile sparse(large);
    QVERIFY(sparse.open(QIODevice::WriteOnly) && sparse.resize(64 * limit));
    sparse.close();
    const qint64 before = bytesRead();
    QVERIFY(before >= 0);
    QVERIFY(course::JsonFileStore::readBounded(large, limit, &tooLarge, &error).isEmpty());
    QVERIFY(tooLarge);
    const qint64 read = bytesRead() - before;
    QVERIFY2(read < limit / 4, qPrintable(QString::number(read)));
}

void TestJsonFileStore::saveBacksUpThePreviousGoodFile()
{
    QTemporaryDir dir;
    const QString path = QDir(dir.path()).filePath(QStringLiteral("sub/data.json"));
    const course::JsonFileStore store = makeStore(path);
    QString error;
    QVERIFY2(store.save(good(1), anyValue(), &error), qPrintable(error));
    QVERIFY(!QFileInfo::exists(store.backupFile()));
    QVERIFY2(store.save(good(2), anyValue(), &error), qPrintable(error));
    QCOMPARE(readAll(store.backupFile()), good(1));
    QCOMPARE(readAll(path), good(2));
    QVERIFY2(store.save(good(3), anyValue(), &error), qPrintable(error));
    QCOMPARE(readAll(store.backupFile()), good(2));
    // The backup is what load() falls back on.
    QVERIFY(writeAll(path, "{ damaged"));
    int value = -1;
    const course::JsonFileStore::LoadResult r = store.load(parseInto(&value));
    QCOMPARE(r.status, Status::RestoredFromBackup);
    QCOMPARE(value, 2);
}

void TestJsonFileStore::saveMovesAsideAnUnreadableBackup()
{
    QTemporaryDir dir;
    const QString path = QDir(dir.path()).filePath(QStringLiteral("data.json"));
    const course::JsonFileStore store = makeStore(path);
    QVERIFY(writeAll(path, good(1)));
    QVERIFY(writeAll(store.backupFile(), "a damaged backup"));
    QVERIFY(store.save(good(2), anyValue()));
    QCOMPARE(readAll(store.backupFile()), good(1));
    const QStringList aside = movedAside(dir.path(), QStringLiteral("data.json.bak"));
    QCOMPARE(aside.size(), 1);
    QCOMPARE(readAll(QDir(dir.path()).filePath(aside.constFirst())), QByteArray("a damaged backup"));
}

void TestJsonFileStore::saveNeverOverwritesAnUnreadableFile()
{
    // Damaged after it was loaded: moved aside before the new file is written, and it is no
    // backup.
    QTemporaryDir dir;
    const QString path = QDir(dir.path()).filePath(QStringLiteral("data.json"));
    const course::JsonFileStore store = makeStore(path);
    QVERIFY(writeAll(path, "{ damaged"));
    QVERIFY(store.save(good(5), anyValue()));
    QCOMPARE(readAll(path), good(5));
    QVERIFY(!QFileInfo::exists(store.backupFile()));
    const QStringList aside = movedAside(dir.path(), QStringLiteral("data.json"));
    QCOMPARE(aside.size(), 1);
    QCOMPARE(readAll(QDir(dir.path()).filePath(aside.constFirst())), QByteArray("{ damaged"));
}

void TestJsonFileStore::saveOverAFolderFails()
{
    QTemporaryDir dir;
    const QString path = QDir(dir.path()).filePath(QStringLiteral("data.json"));
    QVERIFY(QDir().mkpath(QDir(path).filePath(QStringLiteral("inside"))));
    QString error;
    QVERIFY(!makeStore(path).save(good(1), anyValue(), &error));
    QVERIFY2(error.contains(QStringLiteral("folder")) && error.contains(path), qPrintable(error));
    QVERIFY(QFileInfo(QDir(path).filePath(QStringLiteral("inside"))).isDir());
}

void TestJsonFileStore::saveToAFolderThatCannotBeWrittenSaysWhy()
{
    QTemporaryDir dir;
    const QString folder = QDir(dir.path()).filePath(QStringLiteral("locked"));
    QVERIFY(QDir().mkpath(folder));
    const QString path = QDir(folder).filePath(QStringLiteral("data.json"));
    QVERIFY(writeAll(path, good(1)));
    QVERIFY(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    // Whether the permissions bind: they do not for root (as in CI), which may write anyway.
    const bool permissionsBind = !QFile(QDir(folder).filePath(QStringLiteral("probe"))).open(QIODevice::WriteOnly);
    QString error;
    if (permissionsBind) {
        QVERIFY(!makeStore(path).save(good(2), anyValue(), &error));
        QVERIFY2(error.contains(QStringLiteral("permission denied")) && error.contains(folder), qPrintable(error));
        QCOMPARE(readAll(path), good(1));
    }
    QVERIFY(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));

    // A folder that can never be made, for root too: its parent is a file.
    const QString blocker = QDir(dir.path()).filePath(QStringLiteral("a-file"));
    QVERIFY(writeAll(blocker, "not a folder"));
    const QString impossible = QDir(blocker).filePath(QStringLiteral("sub/data.json"));
    error.clear();
    QVERIFY(!makeStore(impossible).save(good(2), anyValue(), &error));
    QVERIFY2(error.contains(QStringLiteral("not a folder")) && error.contains(blocker), qPrintable(error));
    QCOMPARE(readAll(blocker), QByteArray("not a folder"));
}

void TestJsonFileStore::storeRoundTrips_data()
{
    QTest::addColumn<QJsonObject>("root");
    QTest::newRow("just the version") << QJsonObject{{QStringLiteral("value"), 0}};
    QTest::newRow("negative") << QJsonObject{{QStringLiteral("value"), -2147483647}};
    QTest::newRow("unicode and nesting")
        << QJsonObject{{QStringLiteral("value"), 12},
                       {QStringLiteral("name"), QStringLiteral("Zoë 🙂 \"quoted\"\n\ttabs")},
                       {QStringLiteral("list"), QJsonArray{1.5, QStringLiteral("ü"), QJsonObject{{QStringLiteral("x"), true}}}}};
    QJsonObject big{{QStringLiteral("value"), 1}};
    for (int i = 0; i < 2000; ++i)
        big.insert(QStringLiteral("key-%1").arg(i), QStringLiteral("text %1").arg(i));
    QTest::newRow("two thousand keys") << big;
}

void TestJsonFileStore::storeRoundTrips()
{
    QFETCH(QJsonObject, root);
    root.insert(QStringLiteral("formatVersion"), kVersion);
    QTemporaryDir dir;
    const course::JsonFileStore store = makeStore(QDir(dir.path()).filePath(QStringLiteral("data.json")));
    const QByteArray bytes = QJsonDocument(root).toJson(QJsonDocument::Indented);
    QVERIFY(store.save(bytes, anyValue()));
    QCOMPARE(readAll(store.file()), bytes);
    QJsonObject read;
    const course::JsonFileStore::LoadResult r = store.load([&read](const QJsonObject &object, int version) {
        read = object;
        return version == kVersion ? QString() : QStringLiteral("old");
    });
    QCOMPARE(r.status, Status::Good);
    QCOMPARE(read, root);
}

void TestJsonFileStore::courseProgressRoundTrips()
{
    QTemporaryDir dir;
    const QString file = QDir(dir.path()).filePath(QStringLiteral("lesson-progress.json"));
    course::CourseProgress progress(file);
    progress.markCompleted(QStringLiteral("iv2-1"), QStringLiteral("learn"));
    progress.markCompleted(QStringLiteral("iv2-1"), QStringLiteral("summary"));
    progress.markCompleted(QStringLiteral("ünïcode-lesson"), QStringLiteral("päge"));
    progress.setLastPosition(QStringLiteral("iv2-1"), 4);
    QString error;
    QVERIFY2(progress.save(&error), qPrintable(error));
    const QByteArray written = readAll(file);

    course::CourseProgress again(file);
    QVERIFY(again.load().ok);
    QCOMPARE(again.completedCount(QStringLiteral("iv2-1")), 2);
    QVERIFY(again.isCompleted(QStringLiteral("ünïcode-lesson"), QStringLiteral("päge")));
    QCOMPARE(again.lastLesson(), QStringLiteral("iv2-1"));
    QCOMPARE(again.lastPage(), 4);
    // Saved again, the same bytes: what was read is all there was.
    QVERIFY(again.save());
    QCOMPARE(readAll(file), written);
    QCOMPARE(readAll(again.backupFile()), written);
}

void TestJsonFileStore::learnerProfilesRoundTrip()
{
    QTemporaryDir dir;
    QByteArray written;
    {
        course::LearnerProfiles profiles(dir.path());
        QVERIFY(profiles.create(QStringLiteral("Ada")));
        const auto zoe = profiles.create(QStringLiteral("Zoë 🙂"));
        QVERIFY(zoe);
        QVERIFY(profiles.setCurrent(zoe->id));
        written = readAll(profiles.file());
        // The list before the last change is the backup.
        QVERIFY(QFileInfo::exists(profiles.file() + QStringLiteral(".bak")));
    }
    course::LearnerProfiles again(dir.path());
    QVERIFY(again.load().ok);
    QCOMPARE(again.profiles().size(), 2);
    QCOMPARE(again.current()->name, QStringLiteral("Zoë 🙂"));
    QVERIFY(again.setCurrent(again.currentId()));
    QCOMPARE(readAll(again.file()), written);

    // A damaged list comes back from its backup, not from the folders' names.
    QVERIFY(writeAll(again.file(), "{ damaged"));
    course::LearnerProfiles restored(dir.path());
    const course::LearnerProfiles::LoadResult r = restored.load();
    QVERIFY(!r.ok);
    QVERIFY(r.fromBackup);
    QCOMPARE(restored.profiles().size(), 2);
    QCOMPARE(restored.current()->name, QStringLiteral("Zoë 🙂"));
    QVERIFY2(r.message.contains(r.movedTo), qPrintable(r.message));
}

void TestJsonFileStore::readOnlyStoreOnlyLooks()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("data.json"));
    QVERIFY(writeAll(file, "{ not json"));
    QVERIFY(writeAll(file + QStringLiteral(".bak"), R"({"formatVersion": 2, "value": 7})"));
    course::JsonFileStore store = makeStore(file);
    store.setReadOnly(true);
    int value = 0;
    const course::JsonFileStore::LoadResult r = store.load(parseInto(&value));
    // The backup is read, the unreadable file reported and left where it is.
    QVERIFY(r.fromBackup);
    QCOMPARE(value, 7);
    QVERIFY(r.movedTo.isEmpty());
    QVERIFY2(r.message.contains(QStringLiteral("left as it is")), qPrintable(r.message));
    QCOMPARE(readAll(file), QByteArray("{ not json"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 2);
    QString error;
    QVERIFY(!store.save(R"({"formatVersion": 2, "value": 8})", anyValue(), &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(readAll(file), QByteArray("{ not json"));
}

QTEST_GUILESS_MAIN(TestJsonFileStore)
#include "tst_jsonfilestore.moc"
