#include "runprocess.h"

#include <QFile>
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
    void badValuesExitTwo_data();
    void badValuesExitTwo();
    void unwritableFileFails();
    void writesAPngOfTheGradebook_data();
    void writesAPngOfTheGradebook();
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

QTEST_GUILESS_MAIN(TestScreenshot)
#include "tst_screenshot.moc"
