#include "coursefolder.h"
#include "exercisekind.h"
#include "labsession.h"
#include "lessonloader.h"
#include "lessontemplate.h"

#include <QDir>
#include <QDirIterator>
#include <QJsonArray>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {

const course::Course &builtIn()
{
    static const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    return c;
}

bool writeText(const QString &file, const QByteArray &text)
{
    QFile f(file);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text) == text.size();
}

QStringList strings(const QList<course::Problem> &problems)
{
    QStringList out;
    for (const course::Problem &p : problems)
        out << p.toString();
    return out;
}

} // namespace

class TestCourseFolder : public QObject
{
    Q_OBJECT

private slots:
    void newLessonValidatesClean();
    void newLessonHasOneExerciseOfEachTypeInEveryLanguage();
    void newLessonGoesAfterTheFoldersOtherLessons();
    void newLessonRefusesToOverwrite();
    void newLessonRefusesBadIds_data();
    void newLessonRefusesBadIds();
    void newLessonRefusesABadTitle();
    void folderLessonsComeAfterTheBuiltInOnesMarkedWithTheirFolder();
    void brokenLessonIsLeftOutAndTheOtherLoads();
    void lessonIdOfTheBuiltInCourseIsReportedNotReplaced();
    void insteadOfTheBuiltInCourse();
    void missingFolderKeepsTheBuiltInCourse();
    void sessionWithLessonsFolderRoundTrip();
    void sessionWithoutLessonsFolderStillLoads();
    void sessionWithMissingLessonsFolderOpensWithTheBuiltInCourse();
};

void TestCourseFolder::newLessonValidatesClean()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("my-lessons"));
    const course::NewLesson made = course::writeNewLesson(folder, QStringLiteral("week3-intro"),
                                                          QStringLiteral("Week 3: my intro"), builtIn());
    QVERIFY2(made.ok(), qPrintable(made.error));
    QVERIFY(made.files.contains(QDir(folder).filePath(QStringLiteral("course.json"))));
    // The course folder and the lesson folder alike: no problem, not even a warning.
    QCOMPARE(strings(course::LessonLoader::validate(folder)), QStringList());
    QCOMPARE(strings(course::LessonLoader::validate(made.folder)), QStringList());
    const course::Course c = course::LessonLoader::loadCourse(folder);
    QCOMPARE(c.lessons.size(), 1);
    QCOMPARE(c.lessons.first().title, QStringLiteral("Week 3: my intro"));
    QCOMPARE(c.lessons.first().pages.size(), 2);
}

void TestCourseFolder::newLessonHasOneExerciseOfEachTypeInEveryLanguage()
{
    QTemporaryDir dir;
    const course::NewLesson made = course::writeNewLesson(dir.path(), QStringLiteral("types"), QStringLiteral("Types"), builtIn());
    QVERIFY2(made.ok(), qPrintable(made.error));
    const course::Lesson lesson = course::LessonLoader::loadLesson(made.folder);
    QVERIFY(lesson.isValid());
    QSet<QString> types;
    for (const course::Exercise &e : lesson.exercises)
        QVERIFY(e.id.startsWith(QStringLiteral("types-")));
    QFile f(QDir(made.folder).filePath(QStringLiteral("exercises.json")));
    QVERIFY(f.open(QIODevice::ReadOnly));
    for (const QJsonValue &e : QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("exercises")).toArray())
        types.insert(e.toObject().value(QStringLiteral("type")).toString());
    // One of every kind the course knows.
    QStringList expected;
    for (const course::ExerciseKind *kind : course::exerciseKinds())
        expected << kind->name();
    QCOMPARE(course::newLessonExerciseTypes(), expected);
    QCOMPARE(types, QSet<QString>(expected.cbegin(), expected.cend()));
    QCOMPARE(lesson.exercises.size(), expected.size());
    // Every language the course ships, with its pages and exercise words: no warning at all.
    QCOMPARE(lesson.locales().size(), course::contentLanguages().size());
    for (const QString &locale : course::contentLanguages())
        QVERIFY2(lesson.locales().contains(locale), qPrintable(locale));
    QCOMPARE(strings(lesson.translationProblems), QStringList());
    QCOMPARE(lesson.pages.first().titleFor(QStringLiteral("de")), QStringLiteral("Was Sie lernen"));
    QCOMPARE(lesson.pages.first().titleFor(QStringLiteral("fr")), QStringLiteral("Ce que vous allez apprendre"));
}

void TestCourseFolder::newLessonGoesAfterTheFoldersOtherLessons()
{
    QTemporaryDir dir;
    QVERIFY(course::writeNewLesson(dir.path(), QStringLiteral("first"), QStringLiteral("First"), builtIn()).ok());
    QVERIFY(course::writeNewLesson(dir.path(), QStringLiteral("second"), QStringLiteral("Second"), builtIn()).ok());
    const course::Course c = course::LessonLoader::loadCourse(dir.path());
    QCOMPARE(c.lessons.size(), 2);
    QCOMPARE(c.lessons.at(0).id, QStringLiteral("first"));
    QCOMPARE(c.lessons.at(1).id, QStringLiteral("second"));
    QCOMPARE(strings(c.allProblems()), QStringList());
}

void TestCourseFolder::newLessonRefusesToOverwrite()
{
    QTemporaryDir dir;
    QVERIFY(course::writeNewLesson(dir.path(), QStringLiteral("mine"), QStringLiteral("Mine"), builtIn()).ok());
    const QString page = dir.filePath(QStringLiteral("mine/en/01-learn.md"));
    QVERIFY(writeText(page, "# My own words\n"));
    const course::NewLesson again = course::writeNewLesson(dir.path(), QStringLiteral("mine"), QStringLiteral("Again"), builtIn());
    QVERIFY(!again.ok());
    QVERIFY(again.files.isEmpty());
    QFile f(page);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("# My own words\n"));
    // A lesson folder is no course folder: nothing is written into it.
    const course::NewLesson inside = course::writeNewLesson(dir.filePath(QStringLiteral("mine")), QStringLiteral("other"),
                                                            QStringLiteral("Other"), builtIn());
    QVERIFY(!inside.ok());
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("mine/other"))));
}

void TestCourseFolder::newLessonRefusesBadIds_data()
{
    QTest::addColumn<QString>("id");
    QTest::newRow("upper case") << QStringLiteral("Week3");
    QTest::newRow("starts with a digit") << QStringLiteral("3-week");
    QTest::newRow("double dash") << QStringLiteral("week--3");
    QTest::newRow("trailing dash") << QStringLiteral("week3-");
    QTest::newRow("space") << QStringLiteral("week 3");
    QTest::newRow("path") << QStringLiteral("../evil");
    QTest::newRow("too short") << QStringLiteral("ab");
    QTest::newRow("too long") << QString(41, QLatin1Char('a'));
    QTest::newRow("built-in lesson") << QStringLiteral("iv2-3-softmax");
}

void TestCourseFolder::newLessonRefusesBadIds()
{
    QFETCH(QString, id);
    QTemporaryDir dir;
    QVERIFY(!course::newLessonIdProblem(id, builtIn()).isEmpty());
    const course::NewLesson made = course::writeNewLesson(dir.path(), id, QStringLiteral("Title"), builtIn());
    QVERIFY(!made.ok());
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
    QVERIFY(course::newLessonIdProblem(QStringLiteral("week3-intro"), builtIn()).isEmpty());
}

void TestCourseFolder::newLessonRefusesABadTitle()
{
    QTemporaryDir dir;
    QVERIFY(!course::writeNewLesson(dir.path(), QStringLiteral("blank"), QStringLiteral("  "), builtIn()).ok());
    QVERIFY(!course::writeNewLesson(dir.path(), QStringLiteral("long"), QString(101, QLatin1Char('x')), builtIn()).ok());
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
}

void TestCourseFolder::folderLessonsComeAfterTheBuiltInOnesMarkedWithTheirFolder()
{
    QTemporaryDir dir;
    QVERIFY(course::writeNewLesson(dir.path(), QStringLiteral("mine"), QStringLiteral("Mine"), builtIn()).ok());
    const course::CourseFolder folder = course::loadCourseFolder(builtIn(), dir.path());
    QVERIFY(folder.found);
    QCOMPARE(strings(folder.problems), QStringList());
    QCOMPARE(folder.lessonIds, QStringList{QStringLiteral("mine")});
    QCOMPARE(folder.course.lessons.size(), builtIn().lessons.size() + 1);
    QCOMPARE(folder.course.lessons.last().id, QStringLiteral("mine"));
    QCOMPARE(folder.course.lessons.last().source, QFileInfo(dir.path()).absoluteFilePath());
    QVERIFY(folder.course.lessons.first().source.isEmpty());
    QVERIFY(folder.course.exercise(QStringLiteral("mine-table")));
    QCOMPARE(folder.course.id, builtIn().id);
}

void TestCourseFolder::brokenLessonIsLeftOutAndTheOtherLoads()
{
    QTemporaryDir dir;
    QVERIFY(course::writeNewLesson(dir.path(), QStringLiteral("good"), QStringLiteral("Good"), builtIn()).ok());
    QVERIFY(course::writeNewLesson(dir.path(), QStringLiteral("broken"), QStringLiteral("Broken"), builtIn()).ok());
    QVERIFY(writeText(dir.filePath(QStringLiteral("broken/lesson.json")), "{ \"formatVersion\": 1, \"id\": \"broken\","));
    const course::CourseFolder folder = course::loadCourseFolder(builtIn(), dir.path());
    QCOMPARE(folder.lessonIds, QStringList{QStringLiteral("good")});
    QVERIFY(!folder.course.lesson(QStringLiteral("broken")));
    QVERIFY(folder.course.lesson(QStringLiteral("good")));
    QVERIFY(folder.errorCount() >= 2);
    const QString all = strings(folder.problems).join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QStringLiteral("broken/lesson.json")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("'broken'")), qPrintable(all));
}

void TestCourseFolder::lessonIdOfTheBuiltInCourseIsReportedNotReplaced()
{
    QTemporaryDir dir;
    // A copy of a built-in lesson, as a teacher might start from one.
    const QString id = QStringLiteral("iv2-3-softmax");
    QVERIFY(writeText(dir.filePath(QStringLiteral("course.json")),
                      "{\"formatVersion\": 1, \"id\": \"t\", \"title\": \"T\", \"lessons\": [\"iv2-3-softmax\"]}"));
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("glossary")));
    QVERIFY(QFile::copy(QDir(course::builtInLessonsRoot()).filePath(QStringLiteral("glossary/en.json")),
                        dir.filePath(QStringLiteral("glossary/en.json"))));
    QDirIterator it(QDir(course::builtInLessonsRoot()).filePath(id), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString from = it.next();
        const QString to = dir.filePath(id + from.mid(QDir(course::builtInLessonsRoot()).filePath(id).size()));
        QVERIFY(QDir().mkpath(QFileInfo(to).absolutePath()));
        QVERIFY(QFile::copy(from, to));
    }
    QVERIFY(writeText(dir.filePath(id + QStringLiteral("/en/01-learn.md")), "# Replaced\n\nA teacher's page.\n"));
    const course::CourseFolder folder = course::loadCourseFolder(builtIn(), dir.path());
    QVERIFY(folder.lessonIds.isEmpty());
    QCOMPARE(folder.course.lessons.size(), builtIn().lessons.size());
    QVERIFY(folder.course.lesson(id)->source.isEmpty());
    QCOMPARE(folder.course.lesson(id)->pages.first().titleFor(QStringLiteral("en")),
             builtIn().lesson(id)->pages.first().titleFor(QStringLiteral("en")));
    const QString all = strings(folder.problems).join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QStringLiteral("already a lesson of the built-in course")), qPrintable(all));
}

void TestCourseFolder::insteadOfTheBuiltInCourse()
{
    QTemporaryDir dir;
    QVERIFY(course::writeNewLesson(dir.path(), QStringLiteral("only"), QStringLiteral("Only"), builtIn()).ok());
    const course::CourseFolder folder =
        course::loadCourseFolder(builtIn(), dir.path(), course::CourseFolderUse::InsteadOfBuiltIn);
    QCOMPARE(folder.course.lessons.size(), 1);
    QCOMPARE(folder.course.lessons.first().id, QStringLiteral("only"));
    QVERIFY(!folder.course.exercise(QStringLiteral("iv2-3-weight-k2")));
    // Instead of the built-in course its ids are still its own: an exercise that takes one
    // would be given the built-in exercise's attempts.
    QTemporaryDir reusing;
    QVERIFY(course::writeNewLesson(reusing.path(), QStringLiteral("reuse"), QStringLiteral("Reuse"), builtIn()).ok());
    const QString exercises = QDir(reusing.path()).filePath(QStringLiteral("reuse/exercises.json"));
    QFile file(exercises);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray text = file.readAll();
    file.close();
    const QString firstId = QJsonDocument::fromJson(text).object().value(QStringLiteral("exercises")).toArray().first()
                                .toObject().value(QStringLiteral("id")).toString();
    text.replace("\"" + firstId.toUtf8() + "\"", "\"iv2-2-score-k2\"");
    QVERIFY(writeText(exercises, text));
    const course::CourseFolder clash =
        course::loadCourseFolder(builtIn(), reusing.path(), course::CourseFolderUse::InsteadOfBuiltIn);
    QVERIFY(clash.lessonIds.isEmpty());
    QVERIFY2(strings(clash.problems).join(QLatin1Char('\n')).contains(QStringLiteral("iv2-2-score-k2 are already exercises")),
             qPrintable(strings(clash.problems).join(QLatin1Char('\n'))));
    // Nothing usable: the built-in course rather than an empty window.
    QTemporaryDir empty;
    const course::CourseFolder none =
        course::loadCourseFolder(builtIn(), empty.path(), course::CourseFolderUse::InsteadOfBuiltIn);
    QVERIFY(none.lessonIds.isEmpty());
    QCOMPARE(none.course.lessons.size(), builtIn().lessons.size());
    QVERIFY(none.errorCount() > 0);
}

void TestCourseFolder::missingFolderKeepsTheBuiltInCourse()
{
    QTemporaryDir dir;
    const course::CourseFolder folder = course::loadCourseFolder(builtIn(), dir.filePath(QStringLiteral("nowhere")));
    QVERIFY(!folder.found);
    QCOMPARE(folder.errorCount(), 1);
    QCOMPARE(folder.course.lessons.size(), builtIn().lessons.size());
}

void TestCourseFolder::sessionWithLessonsFolderRoundTrip()
{
    QTemporaryDir dir;
    const QString lessons = dir.filePath(QStringLiteral("class/lessons"));
    QVERIFY(course::writeNewLesson(lessons, QStringLiteral("week3-intro"), QStringLiteral("Week 3"), builtIn()).ok());
    const course::Course withFolder = course::loadCourseFolder(builtIn(), lessons).course;
    course::LabRequest request;
    request.title = QStringLiteral("Week 3");
    request.exerciseIds = {QStringLiteral("week3-intro-score"), QStringLiteral("iv2-3-weight-k2")};
    request.seed = 7;
    request.lessonsFolder = QStringLiteral("lessons");
    QStringList problems;
    const std::optional<course::LabSession> made = course::makeLabSession(withFolder, request, &problems);
    QVERIFY2(made, qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(made->toJson().value(QStringLiteral("lessonsFolder")).toString(), QStringLiteral("lessons"));
    const QString file = dir.filePath(QStringLiteral("class/week3.attnlab"));
    QVERIFY(course::writeLabSession(file, *made));

    // Read from wherever the shared folder is mounted: relative to the session file.
    QVERIFY(QDir().rename(dir.filePath(QStringLiteral("class")), dir.filePath(QStringLiteral("mounted"))));
    const QString moved = dir.filePath(QStringLiteral("mounted/week3.attnlab"));
    const std::optional<course::LabSession> read = course::readLabSession(moved, &problems);
    QVERIFY2(read, qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(read->lessonsFolder, dir.filePath(QStringLiteral("mounted/lessons")));
    course::LabSession expected = *made;
    expected.lessonsFolder = read->lessonsFolder;
    QCOMPARE(*read, expected);
    QStringList messages;
    const course::Course students = course::sessionCourse(*read, builtIn(), &messages);
    QCOMPARE(messages, QStringList());
    QVERIFY(students.exercise(QStringLiteral("week3-intro-score")));
    QCOMPARE(course::contentDifferences(*read, students), QStringList());
}

void TestCourseFolder::sessionWithoutLessonsFolderStillLoads()
{
    QTemporaryDir dir;
    course::LabRequest request;
    request.title = QStringLiteral("Old");
    request.exerciseIds = {QStringLiteral("iv2-3-weight-k2")};
    QStringList problems;
    const std::optional<course::LabSession> made = course::makeLabSession(builtIn(), request, &problems);
    QVERIFY(made);
    QVERIFY(!made->toJson().contains(QStringLiteral("lessonsFolder")));
    const QString file = dir.filePath(QStringLiteral("old.attnlab"));
    QVERIFY(course::writeLabSession(file, *made));
    const std::optional<course::LabSession> read = course::readLabSession(file, &problems);
    QVERIFY(read);
    QVERIFY(read->lessonsFolder.isEmpty());
    QStringList messages;
    QCOMPARE(course::sessionCourse(*read, builtIn(), &messages).lessons.size(), builtIn().lessons.size());
    QVERIFY(messages.isEmpty());
    // A value that is not a path is a problem of the file.
    QJsonObject bad = made->toJson();
    bad.insert(QStringLiteral("lessonsFolder"), 3);
    QStringList badProblems;
    QVERIFY(!course::LabSession::fromJson(bad, &badProblems));
    QVERIFY(badProblems.join(QLatin1Char(' ')).contains(QStringLiteral("lessonsFolder")));
}

void TestCourseFolder::sessionWithMissingLessonsFolderOpensWithTheBuiltInCourse()
{
    QTemporaryDir dir;
    course::LabSession session;
    session.lessonsFolder = dir.filePath(QStringLiteral("not-there"));
    session.exerciseIds = {QStringLiteral("iv2-3-weight-k2")};
    QStringList messages;
    const course::Course c = course::sessionCourse(session, builtIn(), &messages);
    QCOMPARE(c.lessons.size(), builtIn().lessons.size());
    QCOMPARE(messages.size(), 1);
    QVERIFY2(messages.first().contains(QStringLiteral("not-there")), qPrintable(messages.first()));

    // A broken lesson in the folder: named, and the good one is there.
    const QString lessons = dir.filePath(QStringLiteral("lessons"));
    QVERIFY(course::writeNewLesson(lessons, QStringLiteral("good"), QStringLiteral("Good"), builtIn()).ok());
    QVERIFY(course::writeNewLesson(lessons, QStringLiteral("broken"), QStringLiteral("Broken"), builtIn()).ok());
    QVERIFY(QFile::remove(QDir(lessons).filePath(QStringLiteral("broken/en/01-learn.md"))));
    session.lessonsFolder = lessons;
    messages.clear();
    const course::Course partly = course::sessionCourse(session, builtIn(), &messages);
    QVERIFY(partly.lesson(QStringLiteral("good")));
    QVERIFY(!partly.lesson(QStringLiteral("broken")));
    QVERIFY(messages.size() >= 2);
    QVERIFY2(messages.join(QLatin1Char('\n')).contains(QStringLiteral("01-learn.md")), qPrintable(messages.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestCourseFolder)
#include "tst_coursefolder.moc"
