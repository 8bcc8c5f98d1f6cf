#include "csvexport.h"
#include "gradebook.h"
#include "lessonloader.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

// The teacher's gradebook: every hand-in regraded from its raw answers under the session's
// rules and each student's own variant; reported scores and checksums only raise flags; the
// roster's missing students are listed; a file that cannot be read never stops the others.

namespace {

course::AttemptLog answered(const QString &typed, const QDateTime &when)
{
    course::AttemptEvent e;
    e.kind = course::AttemptEvent::Kind::Check;
    e.when = when;
    e.answer = course::NumberAnswer{typed};
    e.locale = QStringLiteral("C");
    course::AttemptLog log;
    log.events << e;
    return log;
}

QDateTime at(int minute)
{
    return QDateTime(QDate(2026, 11, 30), QTime(9, minute), Qt::UTC);
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

const course::GradebookStudent *student(const course::Gradebook &book, const QString &id)
{
    for (const course::GradebookStudent &s : book.students)
        if (s.id == id)
            return &s;
    return nullptr;
}

bool hasFlag(const course::GradebookStudent &s, const QString &words)
{
    return std::any_of(s.flags.cbegin(), s.flags.cend(), [&](const QString &f) { return f.contains(words); });
}

} // namespace

class TestGradebook : public QObject
{
    Q_OBJECT

private slots:
    void regradesAClassFromTheRawAnswers();
    void presetsMatchTheLearningPlatformsImports();
    void csvCellsAreQuotedAndNeutralised_data();
    void csvCellsAreQuotedAndNeutralised();
};

void TestGradebook::regradesAClassFromTheRawAnswers()
{
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    course::LabRequest request;
    request.title = QStringLiteral("Week 3");
    request.exerciseIds = {QStringLiteral("iv2-3-weight-k2"), QStringLiteral("iv2-2-score-k2")};
    request.seed = 7;
    request.roster = {{QStringLiteral("s-1"), QStringLiteral("Ada"), {}, {}},
                      {QStringLiteral("s-2"), QStringLiteral("Grace"), {}, {}},
                      {QStringLiteral("s-3"), QStringLiteral("Hedy"), {}, {}}};
    QStringList problems;
    const auto session = course::makeLabSession(c, request, &problems);
    QVERIFY(session);
    const course::Exercise *weight = c.exercise(QStringLiteral("iv2-3-weight-k2"));
    const auto rightFor = [&](const QString &learner) {
        const course::Variant v = course::makeVariant(*weight, learner, session->seed);
        return QString::number(*course::numericAnswer(*weight, v), 'f', 2);
    };

    QTemporaryDir share;
    QTemporaryDir stick;
    // Ada: right, handed in twice (the later counts; the earlier one is on a USB stick).
    course::HandIn ada = course::makeHandIn(*session, c, course::HandInSource{QStringLiteral("s-1"), QStringLiteral("Ada"), QStringLiteral("0.1.0"), {}}, {{weight->id, answered(QStringLiteral("1"), at(1))}}, at(2));
    QVERIFY(course::writeHandIn(stick.path(), ada, nullptr));
    ada = course::makeHandIn(*session, c, course::HandInSource{QStringLiteral("s-1"), QStringLiteral("Ada"), QStringLiteral("0.1.0"), {}}, {{weight->id, answered(rightFor(QStringLiteral("s-1")), at(5))}}, at(6));
    QVERIFY(course::writeHandIn(share.path(), ada, nullptr));
    // Grace: wrong, but her file claims full marks (and its checksum no longer matches).
    const course::HandIn grace = course::makeHandIn(*session, c, course::HandInSource{QStringLiteral("s-2"), QStringLiteral("Grace"), QStringLiteral("0.1.0"), {}}, {{weight->id, answered(QStringLiteral("1"), at(3))}}, at(4));
    QString path;
    QVERIFY(course::writeHandIn(share.path(), grace, &path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray bytes = file.readAll();
    file.close();
    bytes.replace("\"reportedScore\": 0", "\"reportedScore\": 1");
    QVERIFY(writeFile(path, bytes));
    // Someone not on the roster, a file that is no hand-in, and nothing from Hedy.
    QVERIFY(course::writeHandIn(share.path(), course::makeHandIn(*session, c, course::HandInSource{QStringLiteral("x-9"), QStringLiteral("Visitor"), QStringLiteral("0.1.0"), {}}, {}, at(7)), nullptr));
    QVERIFY(writeFile(QDir(share.path()).filePath(QStringLiteral("junk.attnhandin")), "\x89PNG"));

    const course::Gradebook book = course::gradeSession(*session, c, {share.path(), stick.path()});
    QCOMPARE(book.students.size(), 4);
    QCOMPARE(book.students.at(0).id, QStringLiteral("s-1")); // the roster's order first
    QCOMPARE(book.unreadable.size(), 1);
    QVERIFY(book.unreadable.first().file.endsWith(QStringLiteral("junk.attnhandin")));

    const course::GradebookStudent *a = student(book, QStringLiteral("s-1"));
    QVERIFY(a && a->handedIn);
    QCOMPARE(a->scores.value(weight->id), 1.0);
    QCOMPARE(a->total, 1.0);
    QCOMPARE(a->max, 2.0);
    QVERIFY(hasFlag(*a, QStringLiteral("2 hand-ins")));

    const course::GradebookStudent *g = student(book, QStringLiteral("s-2"));
    QVERIFY(g);
    QCOMPARE(g->total, 0.0); // the claim changes nothing
    QVERIFY(hasFlag(*g, QStringLiteral("reported 1.00, recomputed 0.00")));
    QVERIFY(hasFlag(*g, QStringLiteral("checksum")));

    const course::GradebookStudent *h = student(book, QStringLiteral("s-3"));
    QVERIFY(h && !h->handedIn);
    QVERIFY(hasFlag(*h, QStringLiteral("No hand-in")));

    const course::GradebookStudent *v = student(book, QStringLiteral("x-9"));
    QVERIFY(v && hasFlag(*v, QStringLiteral("Not on the roster")));

    const QJsonObject json = book.toJson();
    QCOMPARE(json.value(QStringLiteral("students")).toArray().size(), 4);
    QCOMPARE(json.value(QStringLiteral("unreadable")).toArray().size(), 1);

    // The CSV: one header row and one row per student, every score the recomputed one.
    const QStringList lines = QString::fromUtf8(course::gradebookCsv(book, *session, c)).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + 4);
    QVERIFY(lines.first().startsWith(QStringLiteral("Student ID,Name,Email,Section,Session,Handed in,")));
    QVERIFY2(lines.first().contains(weight->title + QStringLiteral(" /1")), qPrintable(lines.first()));
    QVERIFY2(lines.at(1).startsWith(QStringLiteral("s-1,Ada,")), qPrintable(lines.at(1)));
    QVERIFY(lines.at(1).contains(QStringLiteral(",1.00,0.00,1.00,2.00,50.00,")));
    QVERIFY(lines.at(2).startsWith(QStringLiteral("s-2,Grace,")) && lines.at(2).contains(QStringLiteral(",0.00,0.00,0.00,2.00,0.00,")));
}

void TestGradebook::presetsMatchTheLearningPlatformsImports()
{
    QCOMPARE(course::csvPresetNames(), (QStringList{QStringLiteral("plain"), QStringLiteral("moodle"), QStringLiteral("canvas")}));
    QVERIFY(!course::csvPresetFromName(QStringLiteral("excel")));
    course::LabSession session;
    session.title = QStringLiteral("Week 3, softmax");
    session.exerciseIds = {QStringLiteral("a"), QStringLiteral("b")};
    session.roster = {{QStringLiteral("s-1"), QStringLiteral("=cmd|' /C calc'!A0"), QStringLiteral("ada@school.example"),
                       QStringLiteral("4B")},
                      {QStringLiteral("s-2"), QStringLiteral("Grace"), {}, {}}};
    course::Gradebook book;
    course::GradebookStudent ada;
    ada.id = QStringLiteral("s-1");
    ada.name = session.roster.first().name;
    ada.handedIn = true;
    ada.total = 1.5;
    ada.max = 2.0;
    course::GradebookStudent grace;
    grace.id = QStringLiteral("s-2");
    grace.name = QStringLiteral("Grace");
    grace.max = 2.0;
    book.students = {ada, grace};
    const course::Course none;
    const auto lines = [&](course::CsvPreset preset) {
        return QString::fromUtf8(course::gradebookCsv(book, session, none, preset)).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    };
    // Moodle: matched by ID number or email; the total as the session's grade item.
    const QStringList moodle = lines(course::CsvPreset::Moodle);
    QCOMPARE(moodle, (QStringList{QStringLiteral("ID number,Email address,Full name,\"Week 3, softmax\""),
                                  QStringLiteral("s-1,ada@school.example,'=cmd|' /C calc'!A0,1.50"),
                                  QStringLiteral("s-2,,Grace,")}));
    // Canvas: its fixed columns, a Points Possible row, matched by SIS User ID or login.
    const QStringList canvas = lines(course::CsvPreset::Canvas);
    QCOMPARE(canvas, (QStringList{QStringLiteral("Student,ID,SIS User ID,SIS Login ID,Section,\"Week 3, softmax\""),
                                  QStringLiteral("Points Possible,,,,,2.00"),
                                  QStringLiteral("'=cmd|' /C calc'!A0,,s-1,ada@school.example,4B,1.50"),
                                  QStringLiteral("Grace,,s-2,,,")}));
}

void TestGradebook::csvCellsAreQuotedAndNeutralised_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("cell");
    QTest::newRow("plain") << QStringLiteral("Ada") << QStringLiteral("Ada");
    QTest::newRow("comma") << QStringLiteral("Hopper, Grace") << QStringLiteral("\"Hopper, Grace\"");
    QTest::newRow("quotes") << QStringLiteral("Ada \"the first\"") << QStringLiteral("\"Ada \"\"the first\"\"\"");
    QTest::newRow("line break") << QStringLiteral("a\nb") << QStringLiteral("\"a\nb\"");
    QTest::newRow("formula") << QStringLiteral("=HYPERLINK(\"http://x\")") << QStringLiteral("\"'=HYPERLINK(\"\"http://x\"\")\"");
    QTest::newRow("plus") << QStringLiteral("+1") << QStringLiteral("'+1");
    QTest::newRow("minus") << QStringLiteral("-2+3") << QStringLiteral("'-2+3");
    QTest::newRow("at") << QStringLiteral("@SUM(A1)") << QStringLiteral("'@SUM(A1)");
    QTest::newRow("tab") << QStringLiteral("\t=1") << QStringLiteral("'\t=1");
    QTest::newRow("carriage return") << QStringLiteral("\r=1") << QStringLiteral("\"'\r=1\"");
    QTest::newRow("empty") << QString() << QString();
}

void TestGradebook::csvCellsAreQuotedAndNeutralised()
{
    QFETCH(QString, text);
    QFETCH(QString, cell);
    QCOMPARE(course::csvCell(text), cell);
}

QTEST_GUILESS_MAIN(TestGradebook)
#include "tst_gradebook.moc"
