#include "runprocess.h"

#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

// attention-lab --screenshot, run as a process with no display.
using testing::Run;

namespace {

Run run(const QStringList &arguments)
{
    return testing::runAttentionLab(arguments);
}

} // namespace

class TestScreenshot : public QObject
{
    Q_OBJECT

private slots:
    void writesAPngOfTheWindow();
    void presentationRendersAt1920x1080_data();
    void presentationRendersAt1920x1080();
    void badValuesExitTwo_data();
    void badValuesExitTwo();
    void unwritableFileFails();
    void labJoinDialogAndWindow();
    void badLabSessionExitsTwo_data();
    void badLabSessionExitsTwo();
    void writesAPngOfTheGradebook_data();
    void writesAPngOfTheGradebook();
    void opensTheCoursesFilesGivenAsArguments();
};

void TestScreenshot::writesAPngOfTheWindow()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("shot.png"));
    const Run r = run({QStringLiteral("--screenshot"), file, QStringLiteral("--angle"),
                       QStringLiteral("40"), QStringLiteral("--length"), QStringLiteral("1.5")});
    QCOMPARE(r.exitCode, 0);
    QImage image(file);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(1280, 800));
}

void TestScreenshot::presentationRendersAt1920x1080_data()
{
    QTest::addColumn<QStringList>("extra");
    QTest::newRow("workshop") << QStringList{};
    QTest::newRow("table page") << QStringList{QStringLiteral("--lesson"), QStringLiteral("iv2-3-softmax"),
                                               QStringLiteral("--page"), QStringLiteral("2")};
}

void TestScreenshot::presentationRendersAt1920x1080()
{
    QFETCH(QStringList, extra);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("shot.png"));
    const Run r = run(QStringList{QStringLiteral("--screenshot"), file, QStringLiteral("--presentation")} + extra);
    QCOMPARE(r.exitCode, 0);
    QImage image(file);
    QCOMPARE(image.size(), QSize(1920, 1080));
}

void TestScreenshot::badValuesExitTwo_data()
{
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("angle garbage") << QStringList{QStringLiteral("--angle"), QStringLiteral("north")} << QStringLiteral("--angle");
    QTest::newRow("length nan") << QStringList{QStringLiteral("--length"), QStringLiteral("nan")} << QStringLiteral("--length");
    QTest::newRow("length negative") << QStringList{QStringLiteral("--length"), QStringLiteral("-1")} << QStringLiteral("--length");
    QTest::newRow("length huge") << QStringList{QStringLiteral("--length"), QStringLiteral("1e9")} << QStringLiteral("--length");
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--zoom"), QStringLiteral("2")} << QStringLiteral("zoom");
}

void TestScreenshot::badValuesExitTwo()
{
    QFETCH(QStringList, extra);
    QFETCH(QString, mentions);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("shot.png"));
    const Run r = run(QStringList{QStringLiteral("--screenshot"), file} + extra);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
    QVERIFY(!QFile::exists(file));
}

void TestScreenshot::unwritableFileFails()
{
    const Run r = run({QStringLiteral("--screenshot"), QStringLiteral("/nonexistent-dir/x.png")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains(QStringLiteral("cannot write")));
}

void TestScreenshot::labJoinDialogAndWindow()
{
    QTemporaryDir dir;
    const QString roster = dir.filePath(QStringLiteral("roster.csv"));
    QFile csv(roster);
    QVERIFY(csv.open(QIODevice::WriteOnly));
    csv.write("id,name\ns-1,Ada Lovelace\n");
    csv.close();
    const QString session = dir.filePath(QStringLiteral("week3.attnlab"));
    QCOMPARE(run({QStringLiteral("lab"), QStringLiteral("new"), QStringLiteral("--title"), QStringLiteral("Week 3"),
                  QStringLiteral("--exercises"), QStringLiteral("iv2-3-weight-k2"), QStringLiteral("--roster"), roster,
                  QStringLiteral("--time-limit"), QStringLiteral("45"), QStringLiteral("--out"), session})
                 .exitCode,
             0);
    // Without --learner, the join dialog; with it, the lab window.
    const QString join = dir.filePath(QStringLiteral("join.png"));
    QCOMPARE(run({QStringLiteral("--lab"), session, QStringLiteral("--screenshot"), join}).exitCode, 0);
    const QImage dialog(join);
    QVERIFY(!dialog.isNull());
    const QString window = dir.filePath(QStringLiteral("window.png"));
    QCOMPARE(run({QStringLiteral("--lab"), session, QStringLiteral("--learner"), QStringLiteral("s-1"),
                  QStringLiteral("--screenshot"), window, QStringLiteral("--theme"), QStringLiteral("dark")})
                 .exitCode,
             0);
    const QImage lab(window);
    QVERIFY(!lab.isNull());
    QVERIFY(lab.width() > dialog.width());
    const Run stranger = run({QStringLiteral("--lab"), session, QStringLiteral("--learner"), QStringLiteral("s-2"),
                              QStringLiteral("--screenshot"), window});
    QCOMPARE(stranger.exitCode, 2);
    QVERIFY2(stranger.err.contains(QStringLiteral("roster")), qPrintable(stranger.err));
}

void TestScreenshot::badLabSessionExitsTwo_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("missing") << QByteArray() << QStringLiteral("no such file");
    QTest::newRow("not json") << QByteArray("hello") << QStringLiteral("--lab");
    QTest::newRow("not a session") << QByteArray(R"({"formatVersion": 1})") << QStringLiteral("id is not a session id");
}

void TestScreenshot::badLabSessionExitsTwo()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, mentions);
    QTemporaryDir dir;
    const QString session = dir.filePath(QStringLiteral("bad.attnlab"));
    if (!content.isEmpty()) {
        QFile f(session);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
    }
    const QString shot = dir.filePath(QStringLiteral("shot.png"));
    const Run r = run({QStringLiteral("--lab"), session, QStringLiteral("--screenshot"), shot});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
    QVERIFY(!QFile::exists(shot));
}

void TestScreenshot::writesAPngOfTheGradebook_data()
{
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("grades") << QStringList{} << 0;
    QTest::newRow("board, dark") << QStringList{QStringLiteral("--tab"), QStringLiteral("board"), QStringLiteral("--theme"),
                                                QStringLiteral("dark")}
                                 << 0;
    QTest::newRow("re-teach") << QStringList{QStringLiteral("--tab"), QStringLiteral("reteach")} << 0;
    QTest::newRow("unknown tab") << QStringList{QStringLiteral("--tab"), QStringLiteral("chart")} << 2;
}

void TestScreenshot::writesAPngOfTheGradebook()
{
    QFETCH(QStringList, extra);
    QFETCH(int, exitCode);
    QTemporaryDir dir;
    const QString session = dir.filePath(QStringLiteral("week3.attnlab"));
    const Run made = run({QStringLiteral("lab"), QStringLiteral("new"), QStringLiteral("--title"), QStringLiteral("Week 3"),
                          QStringLiteral("--exercises"), QStringLiteral("iv2-3-weight-k2"), QStringLiteral("--hand-in"),
                          dir.path(), QStringLiteral("--out"), session});
    QCOMPARE(made.exitCode, 0);
    const QString file = dir.filePath(QStringLiteral("gradebook.png"));
    const Run r = run(QStringList{QStringLiteral("--screenshot"), file, QStringLiteral("--gradebook"), session} + extra);
    QCOMPARE(r.exitCode, exitCode);
    if (exitCode != 0) {
        QVERIFY2(r.err.contains(QStringLiteral("--tab")), qPrintable(r.err));
        QVERIFY(!QFile::exists(file));
        return;
    }
    QImage image(file);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(1100, 720));
}

void TestScreenshot::opensTheCoursesFilesGivenAsArguments()
{
    // attention-lab FILE… (a double click): a set-up opens the course window's workshop on it,
    // by its suffix or, under another name, by its contents.
    QTemporaryDir dir;
    const QString setup = QStringLiteral(FORMATS_DIR "/setup.example.attnsetup");
    const QString renamed = dir.filePath(QStringLiteral("attachment.json"));
    QVERIFY(QFile::copy(setup, renamed));
    for (const QString &file : {setup, renamed}) {
        const QString shot = dir.filePath(QStringLiteral("setup.png"));
        QFile::remove(shot);
        const Run r = run({file, QStringLiteral("--screenshot"), shot});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QImage image(shot);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(1280, 800));
    }
    // Not one of the course's files: one message, no crash, no "unknown command".
    const QString notes = dir.filePath(QStringLiteral("notes.txt"));
    QFile f(notes);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("shopping list");
    f.close();
    const QString shot = dir.filePath(QStringLiteral("notes.png"));
    const Run r = run({notes, QStringLiteral("--screenshot"), shot});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("is not a file of Attention Lab")), qPrintable(r.err));
    QVERIFY(!r.err.contains(QStringLiteral("unknown command")));
    QVERIFY(!QFileInfo::exists(shot));
}

QTEST_GUILESS_MAIN(TestScreenshot)
#include "tst_screenshot.moc"
