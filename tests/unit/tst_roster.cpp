#include "roster.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

// Reading a teacher's class list (course::readRoster / parseRoster): which rows become
// students, which are reported, on which line, and which files are refused whole.
namespace {

/// A student as "id|name|email|section", so a table row can list them.
QStringList describe(const course::Roster &roster)
{
    QStringList out;
    for (const course::RosterStudent &s : roster.students)
        out << QStringList{s.id, s.name, s.email, s.section}.join(QLatin1Char('|'));
    return out;
}

QList<int> problemLines(const course::Roster &roster)
{
    QList<int> lines;
    for (const course::RosterProblem &p : roster.problems)
        lines << p.line;
    return lines;
}

bool writeAll(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

/// Rows "s<i>,Student <i>" after a header, until the text is at least `size` bytes long.
QByteArray rosterOfSize(qint64 size)
{
    QByteArray data("id,name\n");
    data.reserve(size + 64);
    for (int i = 0; data.size() < size; ++i)
        data += "s" + QByteArray::number(i) + ",Student " + QByteArray::number(i) + "\n";
    return data;
}

} // namespace

class TestRoster : public QObject
{
    Q_OBJECT

private slots:
    void parsesRowsAndReportsProblems_data();
    void parsesRowsAndReportsProblems();
    void problemsAreTranslatableSentences();
    void readsAFile();
    void refusesAFileOverTheCap();
    void readsAFileJustUnderTheCap();
    void refusesAFolder();
    void refusesAMissingFile();
    void shippedExampleReadsCleanly();
};

void TestRoster::parsesRowsAndReportsProblems_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QStringList>("students");
    QTest::addColumn<QList<int>>("problems");
    // Words the first problem must hold (empty: no check).
    QTest::addColumn<QString>("mention");

    QTest::newRow("plain") << QByteArray("id,name,email,section\ns1,Ada,ada@example.org,A\ns2,Bob,,B\n")
                           << QStringList{"s1|Ada|ada@example.org|A", "s2|Bob||B"} << QList<int>{} << QString();
    QTest::newRow("columns in any order and case")
        << QByteArray("Section,EMAIL,Name,Id\nA,ada@example.org,Ada,s1\n")
        << QStringList{"s1|Ada|ada@example.org|A"} << QList<int>{} << QString();
    QTest::newRow("BOM") << QByteArray("\xEF\xBB\xBFid,name\ns1,Ada\n") << QStringList{"s1|Ada||"}
                         << QList<int>{} << QString();
    QTest::newRow("semicolons") << QByteArray("ID;Name;Section\nS-1001;Lovelace, Ada;B\n")
                                << QStringList{"s-1001|Lovelace, Ada||B"} << QList<int>{} << QString();
    QTest::newRow("semicolons with a comma in a quoted header cell")
        << QByteArray("id;name;\"notes, free\";x;y\ns1;Ada;;;\n") << QStringList{"s1|Ada||"} << QList<int>{}
        << QString();
    QTest::newRow("CRLF") << QByteArray("id,name\r\ns1,Ada\r\ns2,Bob\r\ns1,Carl\r\n")
                          << QStringList{"s1|Ada||", "s2|Bob||"} << QList<int>{4} << QStringLiteral("line 2");
    QTest::newRow("no final line break") << QByteArray("id,name\ns1,Ada") << QStringList{"s1|Ada||"}
                                         << QList<int>{} << QString();
    QTest::newRow("quoted comma") << QByteArray("id,name\ns1,\"Lovelace, Ada\"\n")
                                  << QStringList{"s1|Lovelace, Ada||"} << QList<int>{} << QString();
    QTest::newRow("doubled quotes") << QByteArray("id,name\ns1,\"Ada \"\"the Countess\"\" King\"\n")
                                    << QStringList{"s1|Ada \"the Countess\" King||"} << QList<int>{} << QString();
    QTest::newRow("newline inside quotes")
        << QByteArray("id,name,notes\ns1,Ada,\"two\r\nlines\"\ns2,Bob,x\ns1,Carl,y\n")
        << QStringList{"s1|Ada||", "s2|Bob||"} << QList<int>{5} << QStringLiteral("first on line 2");
    QTest::newRow("newline inside a quoted name")
        << QByteArray("id,name\ns1,\"Ada\nLovelace\"\ns2,Bob\n") << QStringList{"s2|Bob||"} << QList<int>{2}
        << QStringLiteral("U+000A");
    QTest::newRow("unterminated quote") << QByteArray("id,name\ns1,\"Ada\ns2,Bob\n")
                                        << QStringList{"s2|Bob||"} << QList<int>{2} << QStringLiteral("quote");
    QTest::newRow("unterminated quote on the last line")
        << QByteArray("id,name\ns1,Ada\ns2,\"Bob") << QStringList{"s1|Ada||"} << QList<int>{3}
        << QStringLiteral("quote");
    QTest::newRow("text after a closing quote") << QByteArray("id,name\ns1,\"Ada\" King\ns2,Bob\n")
                                                << QStringList{"s2|Bob||"} << QList<int>{2}
                                                << QStringLiteral("closing quote");
    QTest::newRow("duplicate id") << QByteArray("id,name\nS1,Ada\ns2,Bob\ns1,Carl\n")
                                  << QStringList{"s1|Ada||", "s2|Bob||"} << QList<int>{4}
                                  << QStringLiteral("Duplicate id “s1” (first on line 2)");
    QTest::newRow("empty name") << QByteArray("id,name\ns1,   \ns2,Bob\n") << QStringList{"s2|Bob||"}
                                << QList<int>{2} << QStringLiteral("name is empty");
    QTest::newRow("empty id") << QByteArray("id,name\n ,Ada\ns2,Bob\n") << QStringList{"s2|Bob||"}
                              << QList<int>{2} << QStringLiteral("id is empty");
    QTest::newRow("name trimmed and NFC")
        << QByteArray("id,name\ns1,  Ame\xCC\x81lie  \n") << QStringList{QStringLiteral("s1|Amélie||")}
        << QList<int>{} << QString();
    QTest::newRow("control char") << QByteArray("id,name\ns1,\"Ada\tKing\"\ns2,Bob\n")
                                  << QStringList{"s2|Bob||"} << QList<int>{2} << QStringLiteral("U+0009");
    QTest::newRow("C1 control char") << QByteArray("id,name,section\ns1,Ada,A\xC2\x85\n") << QStringList{}
                                     << QList<int>{2} << QStringLiteral("U+0085");
    QTest::newRow("RTL override") << QByteArray("id,name\ns1,Ada\xE2\x80\xAE" "gnik\ns2,Bob\n")
                                  << QStringList{"s2|Bob||"} << QList<int>{2} << QStringLiteral("U+202E");
    QTest::newRow("bidi isolate in an email")
        << QByteArray("id,name,email\ns1,Ada,ada@\xE2\x81\xA6x.org\n") << QStringList{} << QList<int>{2}
        << QStringLiteral("U+2066");
    QTest::newRow("control chars in an ignored column are no problem")
        << QByteArray("id,name,notes\ns1,Ada,\"tab\there\"\n") << QStringList{"s1|Ada||"} << QList<int>{}
        << QString();
    QTest::newRow("id with a space") << QByteArray("id,name\nS 1001,Ada\n") << QStringList{} << QList<int>{2}
                                     << QStringLiteral("“S 1001” cannot be a learner id");
    QTest::newRow("id with an accent") << QByteArray("id,name\n\xC3\xBCnal,Ada\n") << QStringList{}
                                       << QList<int>{2} << QStringLiteral("learner id");
    QTest::newRow("id starting with a hyphen") << QByteArray("id,name\n-s1,Ada\n") << QStringList{}
                                               << QList<int>{2} << QStringLiteral("learner id");
    QTest::newRow("id of 61 characters") << QByteArray("id,name\n" + QByteArray(61, 'a') + ",Ada\n")
                                         << QStringList{} << QList<int>{2} << QStringLiteral("learner id");
    QTest::newRow("id of 60 characters") << QByteArray("id,name\n" + QByteArray(60, 'A') + ",Ada\n")
                                         << QStringList{QString(60, QLatin1Char('a')) + "|Ada||"} << QList<int>{}
                                         << QString();
    QTest::newRow("email without @") << QByteArray("id,name,email\ns1,Ada,ada.example.org\n") << QStringList{}
                                     << QList<int>{2} << QStringLiteral("“@”");
    QTest::newRow("email with two @") << QByteArray("id,name,email\ns1,Ada,ada@@example.org\n")
                                      << QStringList{} << QList<int>{2} << QStringLiteral("“@”");
    QTest::newRow("missing required column") << QByteArray("id,email\ns1,ada@example.org\n") << QStringList{}
                                             << QList<int>{1} << QStringLiteral("no name column");
    QTest::newRow("missing id column") << QByteArray("\nname,email\nAda,ada@example.org\n") << QStringList{}
                                       << QList<int>{2} << QStringLiteral("no id column");
    QTest::newRow("two id columns") << QByteArray("id,Student ID,name\ns1,s1,Ada\n") << QStringList{}
                                    << QList<int>{1} << QStringLiteral("Student ID");
    QTest::newRow("aliases in the header")
        << QByteArray("Student ID;Full Name;E-Mail;Group\nS-1001;Ada;ada@example.org;Mon\n")
        << QStringList{"s-1001|Ada|ada@example.org|Mon"} << QList<int>{} << QString();
    QTest::newRow("more aliases") << QByteArray("ID number,student_name,e-mail address,class\n7,Ada,a@b,C\n")
                                  << QStringList{"7|Ada|a@b|C"} << QList<int>{} << QString();
    QTest::newRow("extra cells") << QByteArray("id,name\ns1,Ada,extra\ns2,Bob\n") << QStringList{"s2|Bob||"}
                                 << QList<int>{2} << QStringLiteral("3 cells");
    QTest::newRow("fewer cells") << QByteArray("id,name,email,section\ns1,Ada\n") << QStringList{"s1|Ada||"}
                                 << QList<int>{} << QString();
    QTest::newRow("empty lines") << QByteArray("\n\r\nid,name\n\ns1,Ada\n\n,\ns2,Bob\ns1,Carl\n\n")
                                 << QStringList{"s1|Ada||", "s2|Bob||"} << QList<int>{9}
                                 << QStringLiteral("first on line 5");
    QTest::newRow("invalid UTF-8") << QByteArray("id,name\ns1,Ada\ns2,B\xFFob\n") << QStringList{}
                                   << QList<int>{3} << QStringLiteral("UTF-8");
    QTest::newRow("Latin-1 file") << QByteArray("id,name\ns1,Am\xE9lie\n") << QStringList{} << QList<int>{2}
                                  << QStringLiteral("UTF-8");
    QTest::newRow("overlong UTF-8") << QByteArray("id,name\ns1,A\xC0\xAF\n") << QStringList{} << QList<int>{2}
                                    << QStringLiteral("UTF-8");
    QTest::newRow("truncated UTF-8 at the end") << QByteArray("id,name\ns1,Ad\xC3") << QStringList{}
                                                << QList<int>{2} << QStringLiteral("UTF-8");
    QTest::newRow("empty file") << QByteArray() << QStringList{} << QList<int>{0} << QStringLiteral("header");
    QTest::newRow("header only") << QByteArray("id,name\n") << QStringList{} << QList<int>{} << QString();
}

void TestRoster::parsesRowsAndReportsProblems()
{
    QFETCH(QByteArray, data);
    QFETCH(QStringList, students);
    QFETCH(QList<int>, problems);
    QFETCH(QString, mention);

    const course::Roster roster = course::parseRoster(data);
    QCOMPARE(describe(roster), students);
    QCOMPARE(problemLines(roster), problems);
    if (!mention.isEmpty())
        QVERIFY2(roster.problems.constFirst().message.contains(mention), qPrintable(roster.problems.constFirst().message));
}

void TestRoster::problemsAreTranslatableSentences()
{
    // Every message is a whole sentence a teacher can read, never empty.
    const course::Roster roster = course::parseRoster("id,name,email\n,Ada\ns1,,\ns2,Bob,x\ns3,Carl,a,b\n");
    QCOMPARE(roster.problems.size(), 4);
    for (const course::RosterProblem &p : roster.problems) {
        QVERIFY(!p.message.isEmpty());
        QVERIFY2(p.message.endsWith(QLatin1Char('.')), qPrintable(p.message));
    }
}

void TestRoster::readsAFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("class.csv"));
    QVERIFY(writeAll(path, "\xEF\xBB\xBFStudent ID;Full name\r\nS-1;Ada\r\nS-1;Bob\r\n"));
    const course::Roster roster = course::readRoster(path);
    QCOMPARE(describe(roster), QStringList{"s-1|Ada||"});
    QCOMPARE(problemLines(roster), QList<int>{3});
}

void TestRoster::refusesAFileOverTheCap()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("huge.csv"));
    QVERIFY(writeAll(path, rosterOfSize(course::kMaxRosterFileSize + 1)));
    const course::Roster roster = course::readRoster(path);
    QVERIFY(roster.students.isEmpty());
    QCOMPARE(problemLines(roster), QList<int>{0});
    QVERIFY2(roster.problems.constFirst().message.contains(QStringLiteral("4 MiB")),
             qPrintable(roster.problems.constFirst().message));
}

void TestRoster::readsAFileJustUnderTheCap()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("long.csv"));
    QByteArray data = rosterOfSize(course::kMaxRosterFileSize - 64);
    QVERIFY(data.size() <= course::kMaxRosterFileSize);
    QVERIFY(writeAll(path, data));
    const course::Roster roster = course::readRoster(path);
    QVERIFY(roster.problems.isEmpty());
    QCOMPARE(roster.students.size(), qsizetype(data.count('\n') - 1));
    QCOMPARE(roster.students.constLast().name, QStringLiteral("Student %1").arg(roster.students.size() - 1));
}

void TestRoster::refusesAFolder()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("class.csv"));
    QVERIFY(QDir().mkpath(path));
    const course::Roster roster = course::readRoster(path);
    QVERIFY(roster.students.isEmpty());
    QCOMPARE(problemLines(roster), QList<int>{0});
    QVERIFY2(roster.problems.constFirst().message.contains(QStringLiteral("folder")),
             qPrintable(roster.problems.constFirst().message));
}

void TestRoster::refusesAMissingFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const course::Roster roster = course::readRoster(dir.filePath(QStringLiteral("none.csv")));
    QVERIFY(roster.students.isEmpty());
    QCOMPARE(problemLines(roster), QList<int>{0});
}

void TestRoster::shippedExampleReadsCleanly()
{
    const course::Roster roster = course::readRoster(QStringLiteral(ROSTER_EXAMPLE));
    QVERIFY(roster.problems.isEmpty());
    QCOMPARE(roster.students.size(), 4);
    QCOMPARE(roster.students.at(0).id, QStringLiteral("s-1001"));
    QCOMPARE(roster.students.at(1).name, QStringLiteral("Lovelace, Ada"));
    QCOMPARE(roster.students.at(2).name, QStringLiteral("Grace \"Amazing\" Hopper"));
    QCOMPARE(roster.students.at(3).email, QString());
}

QTEST_GUILESS_MAIN(TestRoster)
#include "tst_roster.moc"
