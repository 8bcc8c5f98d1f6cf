#include "handin.h"
#include "lessonloader.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

// A student's hand-in: their raw attempt logs for a session's exercises, a score reported by
// their machine, and a checksum that catches corruption. Written whole, named safely for any
// disk, read back exactly, and refused with a reason when it is not a hand-in.

namespace {

course::AttemptEvent check(const course::Answer &answer)
{
    course::AttemptEvent e;
    e.kind = course::AttemptEvent::Kind::Check;
    e.when = QDateTime(QDate(2026, 11, 30), QTime(9, 5), Qt::UTC);
    e.answer = answer;
    e.locale = QStringLiteral("C");
    return e;
}

struct Class {
    course::Course course = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    course::LabSession session;
    Class()
    {
        course::LabRequest r;
        r.title = QStringLiteral("Week 3");
        r.exerciseIds = {QStringLiteral("iv2-3-weight-k2"), QStringLiteral("iv2-3-why-subtract-max")};
        r.seed = 7;
        r.rules.attempts = 1;
        QStringList problems;
        session = *course::makeLabSession(course, r, &problems);
    }
};

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

} // namespace

class TestHandIn : public QObject
{
    Q_OBJECT

private slots:
    void reportsScoresUnderTheSessionRules();
    void solutionsFollowTheSessionRules();
    void writtenAndReadBackWithItsChecksum();
    void anEditedBodyNoLongerMatchesItsChecksum();
    void aTimeOutIsMarkedAndOlderFilesReadAsBefore();
    void aHandInRemovesWhatItsKilledWriteLeft();
    void fileNamesAreSafeAndUnique_data();
    void fileNamesAreSafeAndUnique();
    void longNonLatinNamesAreWrittenAndReadBack();
    void notAHandInIsRefused_data();
    void aLearnerIdIsALearnerId();
    void notAHandInIsRefused();
};

void TestHandIn::aHandInRemovesWhatItsKilledWriteLeft()
{
    // A computer stopped mid-write left QSaveFile's temporary file in the share: the next hand-in
    // of the same file removes it once it is stale; a fresh one (a write in progress) and
    // another student's are left alone.
    const Class c;
    QTemporaryDir share;
    const course::HandIn h = course::makeHandIn(c.session, c.course, course::HandInSource{QStringLiteral("s-1"), QStringLiteral("Ada"), QStringLiteral("0.1.0"), {}, true, QStringLiteral("0a1b2c3d")}, {});
    const QString name = course::handInFileName(h.sessionTitle, h.learnerName, h.learnerId, h.device);
    const auto leftover = [&share](const QString &file, int minutesOld) {
        QFile f(share.filePath(file));
        const bool made = f.open(QIODevice::WriteOnly) && f.write("{\"formatVersion\"") > 0 && f.flush()
                          && f.setFileTime(QDateTime::currentDateTime().addSecs(-60 * minutesOld), QFileDevice::FileModificationTime);
        return made;
    };
    QVERIFY(leftover(name + QStringLiteral(".Ab12Cd"), 30));
    QVERIFY(leftover(name + QStringLiteral(".Fresh1"), 0));
    const QString other = course::handInFileName(h.sessionTitle, QStringLiteral("Grace"), QStringLiteral("s-2")) + QStringLiteral(".Zz99Yy");
    QVERIFY(leftover(other, 30));
    QVERIFY(course::writeHandIn(share.path(), h, nullptr));
    QVERIFY(!QFile::exists(share.filePath(name + QStringLiteral(".Ab12Cd"))));
    QVERIFY(QFile::exists(share.filePath(name + QStringLiteral(".Fresh1"))));
    QVERIFY(QFile::exists(share.filePath(other)));
}

void TestHandIn::reportsScoresUnderTheSessionRules()
{
    const Class c;
    const course::Exercise *weight = c.course.exercise(QStringLiteral("iv2-3-weight-k2"));
    const course::Variant v = course::makeVariant(*weight, QStringLiteral("s-1"), c.session.seed);
    const QString right = QString::number(*course::numericAnswer(*weight, v), 'f', 2);
    QHash<QString, course::AttemptLog> logs;
    // A wrong first check ends the exercise under the session's one attempt: the right
    // answer after it counts for nothing, though the exercise itself allows three.
    logs[weight->id].events << check(course::NumberAnswer{QStringLiteral("1")}) << check(course::NumberAnswer{right});
    logs[QStringLiteral("not-in-the-session")].events << check(course::NumberAnswer{QStringLiteral("1")});
    const course::HandIn h = course::makeHandIn(c.session, c.course, course::HandInSource{QStringLiteral("s-1"), QStringLiteral("Ada"), QStringLiteral("0.1.0"), {}}, logs);
    QCOMPARE(h.exercises.keys(), QStringList{weight->id});
    QCOMPARE(h.exercises.value(weight->id).reportedScore, 0.0);
    QCOMPARE(course::underLabRules(*weight, c.session.rules).attempts, 1);
    QVERIFY(weight->attempts > 1);
    // With the right answer first it is solved.
    logs[weight->id].events = {check(course::NumberAnswer{right})};
    const course::HandIn solved = course::makeHandIn(c.session, c.course, course::HandInSource{QStringLiteral("s-1"), QStringLiteral("Ada"), QStringLiteral("0.1.0"), {}}, logs);
    QCOMPARE(solved.exercises.value(weight->id).reportedScore, 1.0);
    QCOMPARE(solved.sessionId, c.session.id);
    QCOMPARE(solved.contentHashes, c.session.contentHashes);
}

void TestHandIn::solutionsFollowTheSessionRules()
{
    const Class c;
    const course::Exercise *weight = c.course.exercise(QStringLiteral("iv2-3-weight-k2"));
    course::LabRules rules;
    const course::Variant v = course::makeVariant(*weight, QStringLiteral("s-1"), 7);
    const QString right = QString::number(*course::numericAnswer(*weight, v), 'f', 2);
    course::AttemptEvent solution;
    solution.kind = course::AttemptEvent::Kind::Solution;
    solution.when = QDateTime(QDate(2026, 11, 30), QTime(9, 4), Qt::UTC);
    const course::AttemptLog peeked{{solution, check(course::NumberAnswer{right})}};

    // "After hand-in": offered only once handed in, and a solution seen ends the exercise,
    // so a right answer typed after it earns nothing.
    rules.solutions = course::LabRules::Solutions::AfterHandIn;
    QVERIFY(!course::solutionOffered(rules, false));
    QVERIFY(course::solutionOffered(rules, true));
    QCOMPARE(course::score(course::underLabRules(*weight, rules), v, peeked).credit, 0.0);
    // "Always": the same, and offered from the start.
    rules.solutions = course::LabRules::Solutions::Always;
    QVERIFY(course::solutionOffered(rules, false));
    QCOMPARE(course::score(course::underLabRules(*weight, rules), v, peeked).credit, 0.0);
    // "Never": never offered; a solution event a file claims is not counted.
    rules.solutions = course::LabRules::Solutions::Never;
    QVERIFY(!course::solutionOffered(rules, true));
    const course::ExerciseScore never = course::score(course::underLabRules(*weight, rules), v, peeked);
    QVERIFY(!never.solutionShown);
    QCOMPARE(never.credit, 1.0);
}

void TestHandIn::writtenAndReadBackWithItsChecksum()
{
    const Class c;
    QHash<QString, course::AttemptLog> logs;
    logs[QStringLiteral("iv2-3-why-subtract-max")].events << check(course::ChoiceAnswer{{QStringLiteral("a")}});
    // An automatic progress hand-in, with the time the learner joined.
    const course::HandInSource source{QStringLiteral("s-1"), QStringLiteral("Zoë “Z” O'Brien"), QStringLiteral("0.1.0"),
                                      QDateTime(QDate(2026, 11, 30), QTime(9, 2, 11, 4), Qt::UTC), false};
    const course::HandIn h = course::makeHandIn(c.session, c.course, source, logs,
                                                QDateTime(QDate(2026, 11, 30), QTime(9, 30, 0, 125), Qt::UTC));
    QVERIFY(!h.final);
    QCOMPARE(h.started, source.started);
    QTemporaryDir dir;
    QString path;
    QString error;
    QVERIFY2(course::writeHandIn(dir.path(), h, &path, &error), qPrintable(error));
    // Handing in again replaces the earlier file: one file per learner and session.
    QVERIFY(course::writeHandIn(dir.path(), h, &path, &error));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);
    QStringList problems;
    bool matches = false;
    const auto back = course::readHandIn(path, &problems, &matches);
    QVERIFY2(back, qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(matches);
    QVERIFY(*back == h);
}

void TestHandIn::aTimeOutIsMarkedAndOlderFilesReadAsBefore()
{
    const Class c;
    QHash<QString, course::AttemptLog> logs;
    logs[QStringLiteral("iv2-3-why-subtract-max")].events << check(course::ChoiceAnswer{{QStringLiteral("a")}});
    course::HandInSource source{QStringLiteral("s-1"), QStringLiteral("Ada"), QStringLiteral("0.1.0"), {}};
    source.timedOut = true;
    const course::HandIn timedOut = course::makeHandIn(c.session, c.course, source, logs);
    QVERIFY(timedOut.timedOut);
    QCOMPARE(timedOut.toJson().value(QStringLiteral("timedOut")), QJsonValue(true));
    QStringList problems;
    bool matches = false;
    const auto back = course::HandIn::fromJson(timedOut.toJson(), &problems, &matches);
    QVERIFY2(back && matches, qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(back->timedOut);
    // Only a final hand-in is a time-out's; any other leaves the member out, as before it existed.
    source.final = false;
    const course::HandIn progress = course::makeHandIn(c.session, c.course, source, logs);
    QVERIFY(!progress.timedOut);
    QVERIFY(!progress.toJson().contains(QStringLiteral("timedOut")));
    const auto older = course::HandIn::fromJson(progress.toJson(), &problems, &matches);
    QVERIFY(older && matches && !older->timedOut);
    // Anything but true or false is not a hand-in.
    QJsonObject spoiled = timedOut.toJson();
    spoiled.insert(QStringLiteral("timedOut"), QStringLiteral("yes"));
    problems.clear();
    QVERIFY(!course::HandIn::fromJson(spoiled, &problems, &matches));
    QVERIFY2(problems.join(u' ').contains(QStringLiteral("timedOut")), qPrintable(problems.join(u' ')));
}

void TestHandIn::anEditedBodyNoLongerMatchesItsChecksum()
{
    const Class c;
    QHash<QString, course::AttemptLog> logs;
    logs[QStringLiteral("iv2-3-why-subtract-max")].events << check(course::ChoiceAnswer{{QStringLiteral("b")}});
    QJsonObject json = course::makeHandIn(c.session, c.course, course::HandInSource{QStringLiteral("s-1"), QStringLiteral("Ada"), QStringLiteral("0.1.0"), {}}, logs).toJson();
    QJsonObject exercises = json.value(QStringLiteral("exercises")).toObject();
    QJsonObject entry = exercises.value(QStringLiteral("iv2-3-why-subtract-max")).toObject();
    entry.insert(QStringLiteral("reportedScore"), 1.0); // a student claims full marks
    exercises.insert(QStringLiteral("iv2-3-why-subtract-max"), entry);
    json.insert(QStringLiteral("exercises"), exercises);
    QStringList problems;
    bool matches = true;
    // Still read (the teacher decides), but the mismatch is known.
    QVERIFY(course::HandIn::fromJson(json, &problems, &matches));
    QVERIFY(!matches);
}

void TestHandIn::fileNamesAreSafeAndUnique_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("id");
    QTest::newRow("plain") << QStringLiteral("Week 3") << QStringLiteral("Ada Lovelace") << QStringLiteral("s-1");
    QTest::newRow("path separators") << QStringLiteral("../../etc") << QStringLiteral("a/b\\c") << QStringLiteral("s-2");
    QTest::newRow("right-to-left override") << QStringLiteral("Week 3") << QStringLiteral("Ada\u202Egpj.exe") << QStringLiteral("s-3");
    QTest::newRow("control characters") << QStringLiteral("W\t3\n") << QStringLiteral("A\u0007da") << QStringLiteral("s-4");
    QTest::newRow("reserved on Windows") << QStringLiteral("a:b*c?\"<>|") << QStringLiteral("Zoë") << QStringLiteral("s-5");
    QTest::newRow("Cyrillic") << QStringLiteral("Неделя 3") << QStringLiteral("Анна") << QStringLiteral("s-6");
    QTest::newRow("long Chinese title, long Greek name")
        << QStringLiteral("第三周：注意力机制中的查询、键和值，以及软最大函数如何把分数变成权重并计算输出的加权平均值练习课")
        << QStringLiteral("Ἀριστοτέλης Νικομάχου Σταγειρίτης ὁ φιλόσοφος καὶ διδάσκαλος") << QStringLiteral("s-7");
    QTest::newRow("letters outside the BMP") << QStringLiteral("\U00020000").repeated(70)
                                             << QStringLiteral("Ada") << QStringLiteral("s-8");
}

void TestHandIn::fileNamesAreSafeAndUnique()
{
    QFETCH(QString, title);
    QFETCH(QString, name);
    QFETCH(QString, id);
    const QString file = course::handInFileName(title, name, id);
    QVERIFY(file.endsWith(QStringLiteral("-") + id + QStringLiteral(".attnhandin")));
    for (const char32_t ch : file.toUcs4())
        QVERIFY2(QChar::isLetterOrNumber(ch) || QStringLiteral("._-").contains(QString::fromUcs4(&ch, 1)), qPrintable(file));
    QVERIFY(!file.startsWith(QLatin1Char('.')));
    // Within what a file system takes (255 bytes), with room for QSaveFile's temporary ending.
    QVERIFY2(file.toUtf8().size() <= 240, qPrintable(file));
    QVERIFY(QString::fromUtf8(file.toUtf8()) == file); // no half of a surrogate pair
    // Two students of one name never collide: the id is part of the name.
    QVERIFY(file != course::handInFileName(title, name, id + QStringLiteral("x")));
}

// Caught by tests/fuzz/fuzz_hand_in (seed long-non-latin-names.attnhandin): a hand-in whose
// title and name took more than 255 bytes in UTF-8 could not be written at all, so a hand-in
// read from such a file could not be saved again, nor a student with such names hand in.
void TestHandIn::longNonLatinNamesAreWrittenAndReadBack()
{
    const Class c;
    QHash<QString, course::AttemptLog> logs;
    logs[QStringLiteral("iv2-3-why-subtract-max")].events << check(course::ChoiceAnswer{{QStringLiteral("a")}});
    course::LabSession session = c.session;
    session.title = QStringLiteral("第三周：注意力机制中的查询、键和值，以及软最大函数如何把分数变成权重并计算输出的加权平均值练习课");
    const course::HandInSource source{QStringLiteral("s-1"),
                                      QStringLiteral("Ἀριστοτέλης Νικομάχου Σταγειρίτης ὁ φιλόσοφος καὶ διδάσκαλος"),
                                      QStringLiteral("0.1.0"), {}, true};
    const course::HandIn h = course::makeHandIn(session, c.course, source, logs);
    QTemporaryDir dir;
    QString path;
    QString error;
    QVERIFY2(course::writeHandIn(dir.path(), h, &path, &error), qPrintable(error));
    QStringList problems;
    bool matches = false;
    const auto back = course::readHandIn(path, &problems, &matches);
    QVERIFY2(back, qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(matches);
    QVERIFY(*back == h);
}

void TestHandIn::notAHandInIsRefused_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("random bytes") << QByteArray("\x89PNG\r\n\x1a\n\x00\xde\xad", 11);
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("no learner") << QByteArray(R"({"formatVersion": 1, "session": {"id": "x", "title": "T"}, "learner": {},
        "appVersion": "0", "locale": "C", "contentHashes": {}, "handedIn": null, "exercises": {}})");
    QTest::newRow("NaN-like score") << QByteArray(R"({"formatVersion": 1, "session": {"id": "x", "title": "T"},
        "learner": {"id": "s-1", "name": "A"}, "appVersion": "0", "locale": "C", "contentHashes": {}, "handedIn": null,
        "exercises": {"e": {"events": [], "reportedScore": 1e400}}})");
    QByteArray many = R"({"formatVersion": 1, "session": {"id": "x", "title": "T"}, "learner": {"id": "s-1", "name": "A"},
        "appVersion": "0", "locale": "C", "contentHashes": {}, "handedIn": null, "exercises": {"e": {"reportedScore": 0, "events": [)";
    for (int i = 0; i < 100000; ++i)
        many += R"({"event": "solution", "at": null},)";
    many.chop(1);
    many += "]}}}";
    QTest::newRow("100,000 events") << many;
    QByteArray deep(100000, '[');
    QTest::newRow("deeply nested") << deep;
}

void TestHandIn::notAHandInIsRefused()
{
    QFETCH(QByteArray, content);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("x.attnhandin"));
    QVERIFY(writeFile(file, content));
    QStringList problems;
    bool matches = false;
    QVERIFY(!course::readHandIn(file, &problems, &matches));
    QVERIFY(!problems.isEmpty());
}

void TestHandIn::aLearnerIdIsALearnerId()
{
    // A hand-in names its learner as a roster does: letters a–z, digits and hyphens. Another
    // spelling ("S-1001", a path) would be graded as a student of its own.
    const QByteArray base = R"({"formatVersion": 1, "session": {"id": "x", "title": "T"}, "learner": {"id": "ID", "name": "A"},
        "appVersion": "0", "locale": "C", "contentHashes": {}, "started": null, "handedIn": null, "final": false, "exercises": {}})";
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("x.attnhandin"));
    for (const QByteArray &id : {QByteArray("s-1001"), QByteArray("S-1001"), QByteArray("../../etc"), QByteArray("a/b")}) {
        QVERIFY(writeFile(file, QByteArray(base).replace("\"ID\"", "\"" + id + "\"")));
        QStringList problems;
        bool matches = false;
        const bool read = course::readHandIn(file, &problems, &matches).has_value();
        QVERIFY2(read == (id == "s-1001"), qPrintable(id + ": " + problems.join(QLatin1Char(' '))));
        if (!read)
            QVERIFY2(problems.join(QLatin1Char(' ')).contains(QStringLiteral("learner.id")), qPrintable(problems.join(QLatin1Char(' '))));
    }
}

QTEST_GUILESS_MAIN(TestHandIn)
#include "tst_handin.moc"
