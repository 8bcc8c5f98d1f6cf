#include "coursefile.h"
#include "labsession.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

// Which of the course's files a file is (what a double click, the command line or a drop
// opens): by its suffix first, by its JSON otherwise; anything else is refused with a reason.

using course::CourseFileKind;

Q_DECLARE_METATYPE(std::optional<course::CourseFileKind>)

namespace {

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

QByteArray example(const QString &name)
{
    QFile f(QStringLiteral(FORMATS_DIR "/") + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCourseFile : public QObject
{
    Q_OBJECT

private slots:
    void kindFromSuffix_data();
    void kindFromSuffix();
    void examplesAreRecognisedByTheirContents_data();
    void examplesAreRecognisedByTheirContents();
    void suffixDecidesBeforeContents();
    void refusesWhatIsNotOurs_data();
    void refusesWhatIsNotOurs();
    void missingFileAndFolderAreRefused();
    void commandWordsAreNotFiles_data();
    void commandWordsAreNotFiles();
    void findsTheSessionBesideAHandIn();
};

void TestCourseFile::kindFromSuffix_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<std::optional<CourseFileKind>>("kind");
    QTest::newRow("session") << "week3.attnlab" << std::optional(CourseFileKind::LabSession);
    QTest::newRow("hand-in") << "/x/y/Week 3-Ada-s-1.attnhandin" << std::optional(CourseFileKind::HandIn);
    QTest::newRow("feedback") << "a.attnfeedback" << std::optional(CourseFileKind::Feedback);
    QTest::newRow("set-up") << "keys.attnsetup" << std::optional(CourseFileKind::Setup);
    QTest::newRow("upper case") << "KEYS.ATTNSETUP" << std::optional(CourseFileKind::Setup);
    QTest::newRow("json") << "keys.json" << std::optional<CourseFileKind>();
    QTest::newRow("no suffix") << "attnlab" << std::optional<CourseFileKind>();
    QTest::newRow("suffix inside") << "week3.attnlab.txt" << std::optional<CourseFileKind>();
}

void TestCourseFile::kindFromSuffix()
{
    QFETCH(QString, name);
    QFETCH(std::optional<CourseFileKind>, kind);
    QCOMPARE(course::courseFileKindFromName(name), kind);
}

void TestCourseFile::examplesAreRecognisedByTheirContents_data()
{
    QTest::addColumn<QString>("example");
    QTest::addColumn<CourseFileKind>("kind");
    QTest::newRow("session") << "lab-session.example.attnlab" << CourseFileKind::LabSession;
    QTest::newRow("hand-in") << "hand-in.example.attnhandin" << CourseFileKind::HandIn;
    QTest::newRow("feedback") << "feedback.example.attnfeedback" << CourseFileKind::Feedback;
    QTest::newRow("set-up") << "setup.example.attnsetup" << CourseFileKind::Setup;
}

void TestCourseFile::examplesAreRecognisedByTheirContents()
{
    QFETCH(QString, example);
    QFETCH(CourseFileKind, kind);
    const QByteArray data = ::example(example);
    QVERIFY(!data.isEmpty());
    QCOMPARE(course::courseFileKindFromJson(QJsonDocument::fromJson(data).object()), std::optional(kind));
    // Saved under another name (a mail attachment "file.json", a download without a suffix).
    QTemporaryDir dir;
    for (const QString &name : {QStringLiteral("attachment.json"), QStringLiteral("download")}) {
        const QString path = dir.filePath(name);
        QVERIFY(writeFile(path, data));
        const course::CourseFileType type = course::classifyCourseFile(path);
        QCOMPARE(type.kind, std::optional(kind));
        QVERIFY(type.byContents);
        QVERIFY(type.problem.isEmpty());
    }
}

void TestCourseFile::suffixDecidesBeforeContents()
{
    QTemporaryDir dir;
    // A set-up's contents under a session's name is a session to whoever opens it (who then
    // says what is wrong with it): the name is what the desktop and the user go by.
    const QString path = dir.filePath(QStringLiteral("odd.attnlab"));
    QVERIFY(writeFile(path, example(QStringLiteral("setup.example.attnsetup"))));
    const course::CourseFileType type = course::classifyCourseFile(path);
    QCOMPARE(type.kind, std::optional(CourseFileKind::LabSession));
    QVERIFY(!type.byContents);
}

void TestCourseFile::refusesWhatIsNotOurs_data()
{
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("garbage") << QByteArray("\x01\x02 not json at all") << QStringLiteral("not valid JSON");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("empty");
    QTest::newRow("array") << QByteArray("[1, 2, 3]") << QStringLiteral("not a JSON object");
    QTest::newRow("other JSON") << QByteArray(R"({"name": "x", "version": 2})") << QStringLiteral("not a lab session");
    QTest::newRow("no formatVersion") << QByteArray(R"({"keys": [], "query": {}})") << QStringLiteral("not a lab session");
    QTest::newRow("progress file") << QByteArray(R"({"formatVersion": 2, "saved": "x", "exercises": {}})")
                                   << QStringLiteral("not a lab session");
}

void TestCourseFile::refusesWhatIsNotOurs()
{
    QFETCH(QByteArray, contents);
    QFETCH(QString, mentions);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("notes.txt"));
    QVERIFY(writeFile(path, contents));
    const course::CourseFileType type = course::classifyCourseFile(path);
    QVERIFY(!type.kind);
    QVERIFY2(type.problem.contains(mentions), qPrintable(type.problem));
    QVERIFY2(type.problem.contains(QStringLiteral("notes.txt")), qPrintable(type.problem));
}

void TestCourseFile::missingFileAndFolderAreRefused()
{
    QTemporaryDir dir;
    const course::CourseFileType missing = course::classifyCourseFile(dir.filePath(QStringLiteral("gone.attnlab")));
    QVERIFY(!missing.kind);
    QVERIFY2(missing.problem.contains(QStringLiteral("no such file")), qPrintable(missing.problem));
    // A folder, even one named like a session.
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder.attnlab")));
    const course::CourseFileType folder = course::classifyCourseFile(dir.filePath(QStringLiteral("folder.attnlab")));
    QVERIFY(!folder.kind);
    QVERIFY2(folder.problem.contains(QStringLiteral("folder")), qPrintable(folder.problem));
    QVERIFY(!course::classifyCourseFile(dir.path()).kind);
}

void TestCourseFile::commandWordsAreNotFiles_data()
{
    QTest::addColumn<QString>("argument");
    QTest::addColumn<bool>("file");
    QTest::newRow("command word") << "frobnicate" << false;
    QTest::newRow("misspelt command") << "exercize" << false;
    QTest::newRow("session name") << "week3.attnlab" << true;
    QTest::newRow("path") << "some/where/notes.txt" << true;
    QTest::newRow("existing file") << FORMATS_DIR "/README.md" << true;
}

void TestCourseFile::commandWordsAreNotFiles()
{
    QFETCH(QString, argument);
    QFETCH(bool, file);
    QCOMPARE(course::looksLikeFilePath(argument), file);
}

void TestCourseFile::findsTheSessionBesideAHandIn()
{
    QTemporaryDir dir;
    const QByteArray session = example(QStringLiteral("lab-session.example.attnlab"));
    const QString id = QJsonDocument::fromJson(session).object().value(QStringLiteral("id")).toString();
    QVERIFY(!id.isEmpty());
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("hand-ins")));
    const QString handIn = dir.filePath(QStringLiteral("hand-ins/Week 3-Ada-s-1.attnhandin"));
    QVERIFY(writeFile(handIn, example(QStringLiteral("hand-in.example.attnhandin"))));
    // Nothing beside it yet.
    QCOMPARE(course::findLabSessionBeside(handIn, id), QString());
    // Another session in the parent folder is not this hand-in's.
    QVERIFY(writeFile(dir.filePath(QStringLiteral("other.attnlab")),
                      QJsonDocument(QJsonDocument::fromJson(session).object()).toJson().replace(id.toUtf8(), "another-id")));
    QCOMPARE(course::findLabSessionBeside(handIn, id), QString());
    // The session in the parent folder (where a teacher keeps it above the hand-ins).
    const QString above = dir.filePath(QStringLiteral("week3.attnlab"));
    QVERIFY(writeFile(above, session));
    QCOMPARE(course::findLabSessionBeside(handIn, id), above);
    // One in the same folder comes first.
    const QString beside = dir.filePath(QStringLiteral("hand-ins/week3.attnlab"));
    QVERIFY(writeFile(beside, session));
    QCOMPARE(course::findLabSessionBeside(handIn, id), beside);
    QCOMPARE(course::findLabSessionBeside(handIn, QString()), QString());
}

QTEST_GUILESS_MAIN(TestCourseFile)
#include "tst_coursefile.moc"
