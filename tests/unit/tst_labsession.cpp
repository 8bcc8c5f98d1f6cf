#include "grading.h"
#include "labsession.h"
#include "lessonloader.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

// A teacher's lab session file: made from a request checked against the course, written and
// read back exactly, refused with reasons when it is not a session, and able to say how the
// course in front of it differs from the one it was made for.

namespace {

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

/// A copy of the built-in lessons in `dir`, to change one file of.
bool copyBuiltInLessons(const QString &dir)
{
    const QString root = course::builtInLessonsRoot();
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString from = it.next();
        const QString to = QDir(dir).filePath(QDir(root).relativeFilePath(from));
        QDir().mkpath(QFileInfo(to).absolutePath());
        QFile in(from);
        if (!in.open(QIODevice::ReadOnly) || !writeFile(to, in.readAll()))
            return false;
    }
    return true;
}

course::LabRequest softmaxLab()
{
    course::LabRequest r;
    r.title = QStringLiteral("Week 3: the softmax");
    r.lessonIds = {QStringLiteral("iv2-3-softmax")};
    r.exerciseIds = {QStringLiteral("iv2-2-table-dot")};
    r.seed = 7;
    r.rules.attempts = 2;
    r.rules.attemptPenalty = 0.25;
    r.rules.solutions = course::LabRules::Solutions::Never;
    r.rules.timeLimitMinutes = 45;
    r.roster = {{QStringLiteral("s-1001"), QStringLiteral("Ada Lovelace"), QStringLiteral("ada@school.example"), QStringLiteral("3B")},
                {QStringLiteral("s-1002"), QStringLiteral("Grace Hopper"), QString(), QString()}};
    r.handInFolder = QStringLiteral("/srv/class/week3");
    return r;
}

} // namespace

class TestLabSession : public QObject
{
    Q_OBJECT

private slots:
    void madeFromARequestInCourseOrder();
    void handInsAreReadWhereTheClassHandsIn();
    void badRequestsSayWhy_data();
    void badRequestsSayWhy();
    void writtenAndReadBackExactly();
    void notASessionIsRefused_data();
    void notASessionIsRefused();
    void differentContentIsNamed();
    void aSessionCarriesASetup();
    void aSessionWithABadSetupIsRefused();
    void targetsArePlayedOnTheSetup();
    void targetsThatCannotBeMetOnTheSetupAreRefused();
    void theSeedGivesEveryStudentTheirNumbers();
};

void TestLabSession::madeFromARequestInCourseOrder()
{
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    QStringList problems;
    const auto s = course::makeLabSession(c, softmaxLab(), &problems);
    QVERIFY2(s, qPrintable(problems.join(QLatin1Char('\n'))));
    // The lesson's exercises in course order, then the one named on its own.
    QStringList expected;
    for (const course::Exercise &e : c.lesson(QStringLiteral("iv2-3-softmax"))->exercises)
        expected << e.id;
    expected << QStringLiteral("iv2-2-table-dot");
    QCOMPARE(s->exerciseIds, expected);
    QCOMPARE(s->seed, std::uint64_t(7));
    QCOMPARE(s->contentHashes.keys(), (QStringList{QStringLiteral("iv2-2-dot-products"), QStringLiteral("iv2-3-softmax")}));
    QCOMPARE(s->contentHashes.value(QStringLiteral("iv2-3-softmax")).size(), 64);
    QVERIFY(s->contentHashes.value(QStringLiteral("iv2-3-softmax")) != s->contentHashes.value(QStringLiteral("iv2-2-dot-products")));
    QVERIFY(course::contentDifferences(*s, c).isEmpty());
    // Two sessions are two ids; without a seed one is drawn.
    course::LabRequest unseeded = softmaxLab();
    unseeded.seed.reset();
    const auto other = course::makeLabSession(c, unseeded, &problems);
    QVERIFY(other && other->id != s->id);
}

void TestLabSession::badRequestsSayWhy_data()
{
    QTest::addColumn<course::LabRequest>("request");
    QTest::addColumn<QString>("says");
    course::LabRequest r = softmaxLab();
    r.title = QStringLiteral("   ");
    QTest::newRow("empty title") << r << QStringLiteral("title");
    r = softmaxLab();
    r.title = QStringLiteral("Week\u001b[31m 3");
    QTest::newRow("an escape in the title") << r << QStringLiteral("control");
    r = softmaxLab();
    r.exerciseIds << QStringLiteral("no-such-exercise");
    QTest::newRow("unknown exercise") << r << QStringLiteral("no-such-exercise");
    r = softmaxLab();
    r.lessonIds = {QStringLiteral("iv2-99")};
    QTest::newRow("unknown lesson") << r << QStringLiteral("iv2-99");
    r = softmaxLab();
    r.lessonIds.clear();
    r.exerciseIds.clear();
    QTest::newRow("no exercises") << r << QStringLiteral("at least one exercise");
    r = softmaxLab();
    r.rules.attempts = 21;
    QTest::newRow("21 attempts") << r << QStringLiteral("attempts");
    r = softmaxLab();
    r.rules.attemptPenalty = 1.01;
    QTest::newRow("penalty above 100%") << r << QStringLiteral("penalty");
    r = softmaxLab();
    r.rules.timeLimitMinutes = 0;
    QTest::newRow("no time at all") << r << QStringLiteral("time limit");
    r = softmaxLab();
    r.roster << r.roster.first();
    QTest::newRow("an id twice") << r << QStringLiteral("s-1001");
    // What the reader of session files would refuse is not written.
    r = softmaxLab();
    for (int i = 0; i < 2001; ++i)
        r.roster << course::LabStudent{QStringLiteral("x-%1").arg(i), QStringLiteral("X %1").arg(i), {}, {}};
    QTest::newRow("too large a class") << r << QStringLiteral("at most 2000");
    r = softmaxLab();
    r.roster.last().name = QString(201, QLatin1Char('n'));
    QTest::newRow("too long a name") << r << QStringLiteral("student %1 needs").arg(r.roster.last().id);
    r = softmaxLab();
    r.roster.last().id = QString(61, QLatin1Char('i'));
    QTest::newRow("too long an id") << r << QStringLiteral("at most 60 characters");
}

void TestLabSession::badRequestsSayWhy()
{
    QFETCH(course::LabRequest, request);
    QFETCH(QString, says);
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    QStringList problems;
    QVERIFY(!course::makeLabSession(c, request, &problems));
    QVERIFY2(problems.join(QLatin1Char(' ')).contains(says), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestLabSession::writtenAndReadBackExactly()
{
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    QStringList problems;
    course::LabRequest r = softmaxLab();
    r.seed = 18446744073709551615ULL; // the largest seed survives the file (written as text)
    r.rules.autoHandInMinutes = 5;
    r.answerKeysOnlyWhereAllowed = true;
    const auto s = course::makeLabSession(c, r, &problems);
    QVERIFY(s);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("week3.attnlab"));
    QString error;
    QVERIFY2(course::writeLabSession(file, *s, &error), qPrintable(error));
    const auto back = course::readLabSession(file, &problems);
    QVERIFY2(back, qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(*back == *s);
    QVERIFY(back->answerKeysOnlyWhereAllowed);

    // A hand-in folder written relative is the one beside the session file, wherever the
    // file is read from (a student's working folder plays no part).
    course::LabSession relative = *s;
    relative.handInFolder = QStringLiteral("hand-ins/../hand-ins");
    QVERIFY(course::writeLabSession(file, relative, &error));
    const auto beside = course::readLabSession(file, &problems);
    QVERIFY(beside);
    QCOMPARE(beside->handInFolder, QDir(dir.path()).absoluteFilePath(QStringLiteral("hand-ins")));
}

void TestLabSession::notASessionIsRefused_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("not JSON") << QByteArray("{ nope");
    QTest::newRow("an array") << QByteArray("[]");
    QTest::newRow("empty object") << QByteArray("{}");
    const QByteArray good = R"({"formatVersion": 1, "id": "f15a329c-f493-4c15-b460-856776ebaf10", "title": "T",
        "created": null, "exercises": ["iv2-3-weight-k2"], "seed": "7",
        "rules": {"attempts": null, "hints": true, "solutions": "never", "timeLimitMinutes": null, "autoHandInMinutes": null},
        "roster": [], "handInFolder": "", "contentHashes": {}})";
    QTest::newRow("seed as a number") << QByteArray(good).replace(R"("seed": "7")", R"("seed": 7)");
    QTest::newRow("negative seed") << QByteArray(good).replace(R"("seed": "7")", R"("seed": "-7")");
    QTest::newRow("2.5 attempts") << QByteArray(good).replace(R"("attempts": null)", R"("attempts": 2.5)");
    QTest::newRow("penalty above 1") << QByteArray(good).replace(R"("hints": true)", R"("hints": true, "attemptPenalty": 1.5)");
    QTest::newRow("penalty a text") << QByteArray(good).replace(R"("hints": true)", R"("hints": true, "attemptPenalty": "25%")");
    QTest::newRow("negative penalty") << QByteArray(good).replace(R"("hints": true)", R"("hints": true, "attemptPenalty": -0.1)");
    QTest::newRow("unknown solutions") << QByteArray(good).replace(R"("solutions": "never")", R"("solutions": "sometimes")");
    QTest::newRow("no exercises") << QByteArray(good).replace(R"(["iv2-3-weight-k2"])", "[]");
    QTest::newRow("not an id") << QByteArray(good).replace("f15a329c-f493-4c15-b460-856776ebaf10", "../../etc");
    QTest::newRow("student twice") << QByteArray(good).replace(R"("roster": [])",
        R"("roster": [{"id": "a", "name": "A"}, {"id": "a", "name": "B"}])");
    QTest::newRow("formatVersion 2") << QByteArray(good).replace(R"("formatVersion": 1)", R"("formatVersion": 2)");
    QTest::newRow("an exercise twice") << QByteArray(good).replace(R"(["iv2-3-weight-k2"])", R"(["iv2-3-weight-k2", "iv2-3-weight-k2"])");
    QTest::newRow("keys where allowed a text") << QByteArray(good).replace(R"("handInFolder": "")",
        R"("handInFolder": "", "answerKeysOnlyWhereAllowed": "yes")");
    QTest::newRow("hand-in folder a number") << QByteArray(good).replace(R"("handInFolder": "")", R"("handInFolder": 5)");
    QTest::newRow("roster id a path") << QByteArray(good).replace(R"("roster": [])", R"("roster": [{"id": "../x", "name": "A"}])");
    QTest::newRow("roster id in capitals") << QByteArray(good).replace(R"("roster": [])", R"("roster": [{"id": "S-1001", "name": "A"}])");
    QTest::newRow("escape in a name") << QByteArray(good).replace(R"("roster": [])", R"("roster": [{"id": "a", "name": "A[31m"}])");
    QTest::newRow("override in the title") << QByteArray(good).replace(R"("title": "T")", R"("title": "T\u202eb")");
    QTest::newRow("name too long") << QByteArray(good).replace(R"("roster": [])",
        R"("roster": [{"id": "a", "name": ")" + QByteArray(201, 'n') + R"("}])");
    QTest::newRow("huge") << (QByteArray(R"({"title": ")") + QByteArray(5 * 1024 * 1024, 'x') + QByteArray(R"("})"));
}

void TestLabSession::notASessionIsRefused()
{
    QFETCH(QByteArray, content);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("bad.attnlab"));
    QVERIFY(writeFile(file, content));
    QStringList problems;
    QVERIFY(!course::readLabSession(file, &problems));
    QVERIFY(!problems.isEmpty());
    // Every problem names the file.
    for (const QString &problem : std::as_const(problems))
        QVERIFY2(problem.contains(QStringLiteral("bad.attnlab")), qPrintable(problem));
    // A folder and a device are refused too, and never read from.
    QVERIFY(!course::readLabSession(dir.path(), &problems));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), dir.filePath(QStringLiteral("zero.attnlab"))));
    QVERIFY(!course::readLabSession(dir.filePath(QStringLiteral("zero.attnlab")), &problems));
}

void TestLabSession::aSessionCarriesASetup()
{
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    QStringList problems;
    course::LabRequest r = softmaxLab();
    // Without a set-up the file has no member for it, as files written before set-ups.
    auto plain = course::makeLabSession(c, r, &problems);
    QVERIFY(plain);
    QVERIFY(!plain->setup);
    QVERIFY(!plain->toJson().contains(QStringLiteral("setup")));

    course::WorkshopSetup setup = course::WorkshopSetup::plate();
    setup.title = QStringLiteral("Three keys");
    setup.keys.removeLast();
    setup.keys.removeLast();
    setup.keys[1].name = QStringLiteral("dog");
    setup.keys[1].value = -5.5;
    setup.projection = 2;
    r.setup = setup;
    const auto s = course::makeLabSession(c, r, &problems);
    QVERIFY2(s, qPrintable(problems.join(QLatin1Char('\n'))));
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("week3.attnlab"));
    QVERIFY(course::writeLabSession(file, *s));
    const auto back = course::readLabSession(file, &problems);
    QVERIFY2(back, qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(back->setup);
    QVERIFY(*back->setup == setup);
    QVERIFY(*back == *s);

    // A set-up with problems makes no session.
    r.setup->keys[0].name = QStringLiteral("DOG");
    problems.clear();
    QVERIFY(!course::makeLabSession(c, r, &problems));
    QVERIFY2(problems.join(QLatin1Char(' ')).contains(QStringLiteral("same name")), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestLabSession::aSessionWithABadSetupIsRefused()
{
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    QStringList problems;
    const auto s = course::makeLabSession(c, softmaxLab(), &problems);
    QVERIFY(s);
    QJsonObject root = s->toJson();
    QJsonObject setup = course::WorkshopSetup::plate().toJson();
    setup.insert(QStringLiteral("keys"), QJsonArray());
    root.insert(QStringLiteral("setup"), setup);
    QVERIFY(!course::LabSession::fromJson(root, &problems));
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.first().startsWith(QStringLiteral("setup: ")), qPrintable(problems.first()));
    QVERIFY2(problems.first().contains(QStringLiteral("has none")), qPrintable(problems.first()));
    problems.clear();
    root.insert(QStringLiteral("setup"), QStringLiteral("plate"));
    QVERIFY(!course::LabSession::fromJson(root, &problems));
    QCOMPARE(problems.size(), 1);
}

void TestLabSession::targetsArePlayedOnTheSetup()
{
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    const course::Exercise *target = c.exercise(QStringLiteral("iv2-1-target-key2"));
    const course::Exercise *table = c.exercise(QStringLiteral("iv2-2-table-dot"));
    QVERIFY(target && table);
    // Key 2 turned away from where the plate has it, to where the plate has no key.
    course::WorkshopSetup setup = course::WorkshopSetup::plate();
    setup.keys[1].position = attn::Polar{200.0, 2.0};
    course::LabRequest r = softmaxLab();
    r.exerciseIds << target->id;
    r.setup = setup;
    r.targetsUseSetup = true;
    QStringList problems;
    const auto s = course::makeLabSession(c, r, &problems);
    QVERIFY2(s, qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(s->targetsUseSetup);

    // A student whose goal is key 2 (targets draw their key and threshold per learner).
    QString student;
    for (int n = 1001; n < 1200 && student.isEmpty(); ++n)
        if (course::goalOf(*target, course::makeVariant(*target, QStringLiteral("s-%1").arg(n), s->seed)).key == 2)
            student = QStringLiteral("s-%1").arg(n);
    QVERIFY(!student.isEmpty());
    const course::Variant onSetup = course::makeVariant(*target, student, s->variantContext());
    const course::Variant onPlate = course::makeVariant(*target, student, s->seed);
    QVERIFY(onSetup.setupLayout);
    QCOMPARE(onSetup.layout().keys.at(1).angleDegrees, 200.0);
    const attn::Polar towardTheNewKey{200.0, 10.0};
    QCOMPARE(course::gradeTarget(*target, onSetup, towardTheNewKey).status, course::Feedback::Status::Correct);
    QCOMPARE(course::gradeTarget(*target, onPlate, towardTheNewKey).status, course::Feedback::Status::Wrong);
    // Only target exercises move: a table keeps the plate's keys and the same numbers.
    QVERIFY(!course::makeVariant(*table, student, s->variantContext()).setupLayout);

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("targets.attnlab"));
    QVERIFY(course::writeLabSession(file, *s));
    const auto back = course::readLabSession(file, &problems);
    QVERIFY2(back, qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(back->targetsUseSetup);
    QCOMPARE(course::gradeTarget(*target, course::makeVariant(*target, student, back->variantContext()), towardTheNewKey).status,
             course::Feedback::Status::Correct);

    // The flag is a boolean, and only beside a set-up.
    QJsonObject root = s->toJson();
    root.insert(QStringLiteral("targetsUseSetup"), QStringLiteral("yes"));
    problems.clear();
    QVERIFY(!course::LabSession::fromJson(root, &problems));
    QVERIFY2(problems.join(QLatin1Char(' ')).contains(QStringLiteral("true or false")), qPrintable(problems.join(QLatin1Char('\n'))));
    root.insert(QStringLiteral("targetsUseSetup"), true);
    root.remove(QStringLiteral("setup"));
    problems.clear();
    QVERIFY(!course::LabSession::fromJson(root, &problems));
    QVERIFY2(problems.join(QLatin1Char(' ')).contains(QStringLiteral("needs a setup")), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestLabSession::targetsThatCannotBeMetOnTheSetupAreRefused()
{
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    course::WorkshopSetup threeKeys = course::WorkshopSetup::plate();
    threeKeys.keys.removeLast();
    threeKeys.keys.removeLast();
    course::LabRequest r = softmaxLab();
    r.exerciseIds << QStringLiteral("quiz-target-key4");
    r.setup = threeKeys;
    r.targetsUseSetup = true;
    QStringList problems;
    QVERIFY(!course::makeLabSession(c, r, &problems));
    QVERIFY2(problems.join(QLatin1Char(' ')).contains(QStringLiteral("quiz-target-key4")), qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY2(problems.join(QLatin1Char(' ')).contains(QStringLiteral("key 4")), qPrintable(problems.join(QLatin1Char('\n'))));

    // Values all below the threshold: no query makes the output exceed it.
    course::WorkshopSetup small = course::WorkshopSetup::plate();
    for (course::SetupKey &key : small.keys)
        key.value = 1.0;
    r.exerciseIds = {QStringLiteral("quiz-target-output-above")};
    r.lessonIds.clear();
    r.setup = small;
    problems.clear();
    QVERIFY(!course::makeLabSession(c, r, &problems));
    QVERIFY2(problems.join(QLatin1Char(' ')).contains(QStringLiteral("output")), qPrintable(problems.join(QLatin1Char('\n'))));

    // Without a set-up the flag is refused; with the plate's own layout every target can be met.
    r.setup.reset();
    problems.clear();
    QVERIFY(!course::makeLabSession(c, r, &problems));
    r.setup = course::WorkshopSetup::plate();
    r.exerciseIds = {QStringLiteral("quiz-target-key4"), QStringLiteral("quiz-target-output-above"),
                     QStringLiteral("iv2-1-target-key2")};
    problems.clear();
    QVERIFY2(course::makeLabSession(c, r, &problems), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestLabSession::differentContentIsNamed()
{
    QTemporaryDir dir;
    QVERIFY(copyBuiltInLessons(dir.path()));
    const course::Course before = course::LessonLoader::loadCourse(dir.path());
    QStringList problems;
    const auto s = course::makeLabSession(before, softmaxLab(), &problems);
    QVERIFY(s);
    QVERIFY(course::contentDifferences(*s, before).isEmpty());
    // A teacher edits one page of lesson 3 afterwards.
    const QString page = dir.filePath(QStringLiteral("iv2-3-softmax/en/01-learn.md"));
    QFile f(page);
    QVERIFY(f.open(QIODevice::Append));
    f.write("\nOne more sentence.\n");
    f.close();
    const course::Course after = course::LessonLoader::loadCourse(dir.path());
    const QStringList differences = course::contentDifferences(*s, after);
    QCOMPARE(differences.size(), 1);
    QVERIFY2(differences.first().contains(QStringLiteral("iv2-3-softmax")), qPrintable(differences.first()));
    // A course without the session's exercises says which are missing.
    course::Course empty;
    QVERIFY(course::contentDifferences(*s, empty).join(QLatin1Char(' ')).contains(QStringLiteral("iv2-2-table-dot")));
}

void TestLabSession::theSeedGivesEveryStudentTheirNumbers()
{
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    const course::Exercise *e = c.exercise(QStringLiteral("iv2-3-weight-k2"));
    QVERIFY(e);
    // Another seed, another set of numbers; another student, other numbers too.
    QVERIFY(course::makeVariant(*e, QStringLiteral("s-1001"), 7).seed != course::makeVariant(*e, QStringLiteral("s-1001"), 0).seed);
    QVERIFY(course::makeVariant(*e, QStringLiteral("s-1001"), 7).seed != course::makeVariant(*e, QStringLiteral("s-1002"), 7).seed);
}

void TestLabSession::handInsAreReadWhereTheClassHandsIn()
{
    // One rule for the gradebook window, Teacher ▸ Open Gradebook…, opening a hand-in and
    // `grade`: the session's folder, else the lab's default one, checked by none of them.
    course::LabSession session;
    const QString lab = QStringLiteral("/srv/lab/hand-ins");
    QCOMPARE(course::defaultHandInFolders(session, QString()), QStringList());
    QCOMPARE(course::defaultHandInFolders(session, lab), QStringList{lab});
    session.handInFolder = QStringLiteral("/mnt/share/week3");
    QCOMPARE(course::defaultHandInFolders(session, lab), QStringList{session.handInFolder});
    QCOMPARE(course::defaultHandInFolders(session, QString()), QStringList{session.handInFolder});
}

QTEST_GUILESS_MAIN(TestLabSession)
#include "tst_labsession.moc"
