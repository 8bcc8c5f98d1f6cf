#include "labdefaults.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

// A lab's system-wide defaults (/etc/xdg/AttentionLab/attention-lab.conf), read from explicit
// INI files: QSettings reads XDG_CONFIG_DIRS once per process, so the command-line tests
// (tst_cli) check the real lookup in child processes.

using course::LabDefaults;

namespace {

QString writeIni(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        return {};
    return path;
}

} // namespace

class TestLabDefaults : public QObject
{
    Q_OBJECT

private slots:
    void nothingSetAllowsEverything();
    void readsTheAdministratorsFile();
    void theExampleFileIsWhatItSays();
    void permissions_data();
    void permissions();
    void handInFolder_data();
    void handInFolder();
    void permissionsComeFromTheSystemFileOnly();
};

void TestLabDefaults::nothingSetAllowsEverything()
{
    QTemporaryDir dir;
    const LabDefaults d = LabDefaults::fromFile(dir.filePath(QStringLiteral("missing.conf")));
    QVERIFY(d.handInFolder.isEmpty());
    QVERIFY(d.allowNewProfiles);
    QVERIFY(d.allowAnswerKeys);
    // A session that keeps its keys to the teacher's computer needs the permission written.
    QVERIFY(!d.allowsAnswerKeys(true));
}

void TestLabDefaults::readsTheAdministratorsFile()
{
    QTemporaryDir dir;
    const QString file = writeIni(dir, QStringLiteral("attention-lab.conf"),
                                  "[lab]\nhandInFolder=/srv/class/hand-ins\nallowNewProfiles=false\n"
                                  "allowAnswerKeys=false\n");
    const LabDefaults d = LabDefaults::fromFile(file);
    QCOMPARE(d.handInFolder, QStringLiteral("/srv/class/hand-ins"));
    QVERIFY(!d.allowNewProfiles);
    QVERIFY(!d.allowAnswerKeys);
}

void TestLabDefaults::theExampleFileIsWhatItSays()
{
    // docs/lab-defaults.example.conf is a student computer's file: every key set, both
    // permissions off.
    const LabDefaults d = LabDefaults::fromFile(QStringLiteral(DOCS_DIR "/lab-defaults.example.conf"));
    QCOMPARE(d.handInFolder, QStringLiteral("/srv/attention-lab/hand-ins"));
    QVERIFY(!d.allowNewProfiles);
    QVERIFY(!d.allowAnswerKeys);
}

void TestLabDefaults::permissions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("allowed");
    // explicitly: whether a session that keeps its keys to allowed computers prints them here.
    QTest::addColumn<bool>("explicitly");
    QTest::newRow("false") << "false" << false << false;
    QTest::newRow("False") << "False" << false << false;
    QTest::newRow("no") << "no" << false << false;
    QTest::newRow("off") << "off" << false << false;
    QTest::newRow("0") << "0" << false << false;
    QTest::newRow("true") << "true" << true << true;
    QTest::newRow("yes") << "yes" << true << true;
    QTest::newRow("1") << "1" << true << true;
    QTest::newRow("empty is the default") << "" << true << false;
    QTest::newRow("a typo is the default") << "flase" << true << false;
}

void TestLabDefaults::permissions()
{
    QFETCH(QString, text);
    QFETCH(bool, allowed);
    QFETCH(bool, explicitly);
    QTemporaryDir dir;
    const QString file = writeIni(dir, QStringLiteral("a.conf"),
                                  QStringLiteral("[lab]\nallowNewProfiles=%1\nallowAnswerKeys=%1\n").arg(text).toUtf8());
    const LabDefaults d = LabDefaults::fromFile(file);
    QCOMPARE(d.allowNewProfiles, allowed);
    QCOMPARE(d.allowAnswerKeys, allowed);
    QCOMPARE(d.allowsAnswerKeys(false), allowed);
    QCOMPARE(d.allowsAnswerKeys(true), explicitly);
}

void TestLabDefaults::handInFolder_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("folder");
    QTest::newRow("absolute") << "/srv/class" << "/srv/class";
    QTest::newRow("cleaned") << "/srv//class/./week/" << "/srv/class/week";
    QTest::newRow("home") << "~/hand-ins" << QDir::homePath() + QStringLiteral("/hand-ins");
    QTest::newRow("relative is ignored") << "hand-ins" << QString();
    QTest::newRow("blank") << "   " << QString();
}

void TestLabDefaults::handInFolder()
{
    QFETCH(QString, text);
    QFETCH(QString, folder);
    QCOMPARE(LabDefaults::folderFromText(text), folder);
}

void TestLabDefaults::permissionsComeFromTheSystemFileOnly()
{
    QTemporaryDir dir;
    const QString userFile = writeIni(dir, QStringLiteral("user.conf"),
                                      "[lab]\nhandInFolder=/home/ada/mine\nallowNewProfiles=true\nallowAnswerKeys=true\n");
    const QString systemFile = writeIni(dir, QStringLiteral("system.conf"),
                                        "[lab]\nhandInFolder=/srv/class\nallowNewProfiles=false\nallowAnswerKeys=false\n");
    const QSettings user(userFile, QSettings::IniFormat);
    const QSettings system(systemFile, QSettings::IniFormat);
    const LabDefaults d = LabDefaults::read(user, system);
    // A learner's own file may choose their hand-in folder, never lift a permission.
    QCOMPARE(d.handInFolder, QStringLiteral("/home/ada/mine"));
    QVERIFY(!d.allowNewProfiles);
    QVERIFY(!d.allowAnswerKeys);
}

QTEST_GUILESS_MAIN(TestLabDefaults)
#include "tst_labdefaults.moc"
