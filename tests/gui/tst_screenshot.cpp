#include "runprocess.h"

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

QTEST_GUILESS_MAIN(TestScreenshot)
#include "tst_screenshot.moc"
