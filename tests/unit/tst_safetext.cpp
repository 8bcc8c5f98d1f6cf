#include "labwork.h"
#include "learnerprofiles.h"
#include "roster.h"
#include "safetext.h"

#include <QTemporaryDir>
#include <QTest>

// One rule for text that is unsafe to show (controls, line breaks, direction marks, overrides
// and isolates, lone surrogates), kept by every reader of names and titles and by every
// display of them: before, the roster, the gradebook and a typed name each had a set of
// their own, and a right-to-left mark passed two of them.

class TestSafeText : public QObject
{
    Q_OBJECT

private slots:
    void everyReaderAndDisplayKeepsOneRule_data();
    void everyReaderAndDisplayKeepsOneRule();
    void ordinaryTextIsLeftAlone();
};

void TestSafeText::everyReaderAndDisplayKeepsOneRule_data()
{
    QTest::addColumn<QString>("unsafe");
    QTest::newRow("tab") << QStringLiteral("\t");
    QTest::newRow("line feed") << QStringLiteral("\n");
    QTest::newRow("C1 control") << QString(QChar(0x85));
    QTest::newRow("line separator") << QString(QChar(0x2028));
    QTest::newRow("paragraph separator") << QString(QChar(0x2029));
    QTest::newRow("Arabic letter mark") << QString(QChar(0x061C));
    QTest::newRow("left-to-right mark") << QString(QChar(0x200E));
    QTest::newRow("right-to-left mark") << QString(QChar(0x200F));
    QTest::newRow("right-to-left override") << QString(QChar(0x202E));
    QTest::newRow("left-to-right embedding") << QString(QChar(0x202A));
    QTest::newRow("first strong isolate") << QString(QChar(0x2068));
    QTest::newRow("pop directional isolate") << QString(QChar(0x2069));
    QTest::newRow("lone surrogate") << QString(QChar(0xD800));
}

void TestSafeText::everyReaderAndDisplayKeepsOneRule()
{
    QFETCH(QString, unsafe);
    const QString name = QStringLiteral("Ada") + unsafe + QStringLiteral("Lovelace");
    QVERIFY(course::firstUnsafeCharacter(name));
    // Shown: replaced, never passed on.
    const QString shown = course::displaySafe(name);
    QVERIFY(!course::firstUnsafeCharacter(shown));
    QVERIFY(shown.contains(QChar(QChar::ReplacementCharacter)));
    // A learner's typed name and a profile's name are refused.
    QVERIFY(!course::learnerNameProblem(name).isEmpty());
    QTemporaryDir dir;
    QVERIFY(!course::LearnerProfiles(dir.path()).nameProblem(name).isEmpty());
    // A roster row with it is skipped (a quoted cell may hold a line break). A lone surrogate
    // cannot be written in UTF-8: a file with its bytes is not UTF-8 and is refused whole.
    if (QString::fromUtf8(name.toUtf8()) != name)
        return;
    const course::Roster roster = course::parseRoster("id,name\ns-1,\"" + name.toUtf8() + "\"\ns-2,Grace\n");
    QCOMPARE(roster.students.size(), 1);
    QCOMPARE(roster.students.constFirst().id, QStringLiteral("s-2"));
}

void TestSafeText::ordinaryTextIsLeftAlone()
{
    for (const QString &text : {QStringLiteral("Zoë O'Brien"), QStringLiteral("محمد"), QStringLiteral("李小龍"),
                                QStringLiteral("Ωmega 😀"), QStringLiteral("Jean-Luc (3ᵉ B)")}) {
        QVERIFY(!course::firstUnsafeCharacter(text));
        QCOMPARE(course::displaySafe(text), text);
        QVERIFY2(course::learnerNameProblem(text).isEmpty(), qPrintable(text));
    }
    QCOMPARE(course::displaySafe(QStringLiteral("abcdef"), 3), QStringLiteral("abc…"));
}

QTEST_GUILESS_MAIN(TestSafeText)
#include "tst_safetext.moc"
