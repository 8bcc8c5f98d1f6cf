#include "lessonloader.h"
#include "placeholders.h"
#include "plate.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

// The lesson loader and validator, on content written into a temporary folder.
namespace {

void write(const QString &root, const QString &relative, const QByteArray &content)
{
    const QString path = QDir(root).filePath(relative);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
}

const QByteArray kGlossary = R"({"formatVersion": 1, "terms": [
  {"id": "query", "term": "Query", "definition": "What a token looks for."},
  {"id": "key", "term": "Key", "definition": "What a token is found by."}]})";

QByteArray manifest(const QByteArray &id, const QByteArray &pages)
{
    return "{\"formatVersion\": 1, \"id\": \"" + id + "\", \"title\": \"Lesson " + id
           + "\", \"objectives\": [\"Learn.\"], \"pages\": " + pages + "}";
}

const QByteArray kTwoPages = R"([
  {"id": "learn", "file": "01-learn.md", "panel": "workshop"},
  {"id": "table", "file": "02-table.md", "panel": "softmax-table", "query": {"angle": 40, "length": 4}}])";

/// A clean course of two lessons, "alpha" and "beta".
void writeCourse(const QString &root)
{
    write(root, QStringLiteral("course.json"),
          R"({"formatVersion": 1, "id": "c", "title": "Course", "lessons": ["alpha", "beta"]})");
    write(root, QStringLiteral("glossary/en.json"), kGlossary);
    for (const char *id : {"alpha", "beta"}) {
        const QString l = QString::fromLatin1(id);
        write(root, l + QStringLiteral("/lesson.json"), manifest(id, kTwoPages));
        write(root, l + QStringLiteral("/en/01-learn.md"),
              "# What you will learn\n\nThe [query](glossary:query) gets {{weight.max}}.\n");
        write(root, l + QStringLiteral("/en/02-table.md"),
              "# Summary\n\nStep {{step}} of {{steps}}; at length 4: {{weight.max@40,4}}.\n");
    }
}

} // namespace

class TestLessonLoader : public QObject
{
    Q_OBJECT

private slots:
    void cleanCourseLoads();
    void oneProblemPerKind_data();
    void oneProblemPerKind();
    void brokenLessonLeavesOthersWorking();
    void duplicateLessonId();
    void missingLessonFolder();
    void localeFallsBackToEnglish();
    void validateNeverCrashes_data();
    void validateNeverCrashes();
    void validateSingleFiles();
    void exerciseProblems_data();
    void exerciseProblems();
    void exerciseTitleIsRequired_data();
    void exerciseTitleIsRequired();
    void exerciseTitleIsLoaded();
    void devicesAreNotRead();
    void placeholdersFromTheCore();
    void placeholderParsing();
    void figuresUseTheMinusSign_data();
    void figuresUseTheMinusSign();
    void roundedFiguresAreJoinedWithApproximatelyEqual_data();
    void roundedFiguresAreJoinedWithApproximatelyEqual();
    void exponentialIsExactOnlyAtZero();
};

void TestLessonLoader::cleanCourseLoads()
{
    QTemporaryDir dir;
    writeCourse(dir.path());
    const course::Course c = course::LessonLoader::loadCourse(dir.path());
    QVERIFY2(c.allProblems().isEmpty(), qPrintable(c.allProblems().value(0).toString()));
    QCOMPARE(c.lessons.size(), 2);
    QCOMPARE(c.lessons[0].id, QStringLiteral("alpha"));
    QCOMPARE(c.lessons[0].pages.size(), 2);
    QCOMPARE(c.lessons[0].pages[1].panel, QStringLiteral("softmax-table"));
    QVERIFY(c.lessons[0].pages[1].query.has_value());
    QCOMPARE(c.lessons[0].pages[1].query->length, 4.0);
    QCOMPARE(c.lessons[0].pages[0].titleFor(QStringLiteral("en")), QStringLiteral("What you will learn"));
    QCOMPARE(c.glossary.size(), 2);
    QVERIFY(course::LessonLoader::validate(dir.path()).isEmpty());
}

void TestLessonLoader::oneProblemPerKind_data()
{
    QTest::addColumn<QString>("file");      // relative to the lesson folder
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("reportedFile");
    QTest::addColumn<QString>("place");
    QTest::addColumn<QString>("message");

    const QString lesson = QStringLiteral("lesson.json");
    QTest::newRow("malformed JSON")
        << lesson << QByteArray("{\"formatVersion\": 1,\n  \"id\": \"alpha\",\n  \"title\": }")
        << lesson << QStringLiteral("3:13") << QStringLiteral("malformed JSON");
    QTest::newRow("not an object") << lesson << QByteArray("[1, 2]") << lesson << QString()
                                   << QStringLiteral("expected a JSON object");
    QTest::newRow("missing title")
        << lesson << QByteArray(R"({"formatVersion": 1, "id": "alpha", "objectives": ["x"], "pages": [{"id": "learn", "file": "01-learn.md", "panel": "workshop"}]})")
        << lesson << QStringLiteral("title") << QStringLiteral("missing required field 'title'");
    QTest::newRow("wrong type")
        << lesson << QByteArray(R"({"formatVersion": 1, "id": "alpha", "title": "A", "objectives": "learn", "pages": [{"id": "learn", "file": "01-learn.md", "panel": "workshop"}]})")
        << lesson << QStringLiteral("objectives") << QStringLiteral("must be an array of strings, not a string");
    QTest::newRow("unknown panel")
        << lesson << manifest("alpha", R"([{"id": "learn", "file": "01-learn.md", "panel": "hologram"}])")
        << lesson << QStringLiteral("pages[0].panel") << QStringLiteral("unknown panel 'hologram'");
    QTest::newRow("missing markdown")
        << lesson << manifest("alpha", R"([{"id": "learn", "file": "09-gone.md", "panel": "workshop"}])")
        << QStringLiteral("en/09-gone.md") << QString() << QStringLiteral("file not found");
    QTest::newRow("duplicate page id")
        << lesson << manifest("alpha", R"([{"id": "learn", "file": "01-learn.md", "panel": "workshop"}, {"id": "learn", "file": "01-learn.md", "panel": "workshop"}])")
        << lesson << QStringLiteral("pages[1].id") << QStringLiteral("duplicate page id 'learn'");
    QTest::newRow("id differs from folder")
        << lesson << manifest("gamma", R"([{"id": "learn", "file": "01-learn.md", "panel": "workshop"}])")
        << lesson << QStringLiteral("id") << QStringLiteral("differs from its folder name 'alpha'");
    QTest::newRow("negative length")
        << lesson << manifest("alpha", R"([{"id": "learn", "file": "01-learn.md", "panel": "workshop", "query": {"angle": 0, "length": -1}}])")
        << lesson << QStringLiteral("pages[0].query.length") << QStringLiteral("at least 0");
    QTest::newRow("query not a number")
        << lesson << manifest("alpha", R"([{"id": "learn", "file": "01-learn.md", "panel": "workshop", "query": {"angle": "north", "length": 1}}])")
        << lesson << QStringLiteral("pages[0].query.angle") << QStringLiteral("must be a finite number, not a string");
    QTest::newRow("unsupported format")
        << lesson << QByteArray(R"({"formatVersion": 2, "id": "alpha", "title": "A", "objectives": ["x"], "pages": [{"id": "learn", "file": "01-learn.md", "panel": "workshop"}]})")
        << lesson << QStringLiteral("formatVersion") << QStringLiteral("unsupported formatVersion 2");
    const QString md = QStringLiteral("en/01-learn.md");
    QTest::newRow("unknown placeholder")
        << md << QByteArray("# Title\n\nText\n{{bogus.figure}}\n") << md << QStringLiteral("line 4")
        << QStringLiteral("unknown placeholder '{{bogus.figure}}'");
    QTest::newRow("placeholder of another panel")
        << md << QByteArray("# Title\n\nStep {{step}}\n") << md << QStringLiteral("line 3")
        << QStringLiteral("'{{step}}' is not offered by panel 'workshop'");
    QTest::newRow("malformed fixed query")
        << md << QByteArray("# Title\n\n{{output@40}}\n") << md << QStringLiteral("line 3")
        << QStringLiteral("malformed placeholder");
    QTest::newRow("unknown glossary term")
        << md << QByteArray("# Title\n\nA [vibe](glossary:vibe).\n") << md << QStringLiteral("line 3")
        << QStringLiteral("unknown glossary term 'vibe'");
    QTest::newRow("no title heading")
        << md << QByteArray("Just text.\n") << md << QStringLiteral("line 1") << QStringLiteral("level-1 heading");
    QTest::newRow("binary page")
        << md << QByteArray("# T\0\x01\x02", 6) << md << QString() << QStringLiteral("not a text file");
}

void TestLessonLoader::oneProblemPerKind()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, content);
    QFETCH(QString, reportedFile);
    QFETCH(QString, place);
    QFETCH(QString, message);
    QTemporaryDir dir;
    writeCourse(dir.path());
    const QString folder = QDir(dir.path()).filePath(QStringLiteral("alpha"));
    write(folder, file, content);

    const course::Course c = course::LessonLoader::loadCourse(dir.path());
    const QList<course::Problem> problems = c.allProblems();
    QVERIFY2(problems.size() >= 1, "no problem reported");
    bool found = false;
    for (const course::Problem &p : problems)
        found = found || (p.file == QDir(folder).filePath(reportedFile) && p.place == place && p.message.contains(message));
    QVERIFY2(found, qPrintable(problems.first().toString()));
    // The problem is attributed to the broken lesson; the other one is untouched.
    QVERIFY(c.lesson(QStringLiteral("alpha")) && c.lesson(QStringLiteral("beta")));
    QVERIFY(!c.lesson(QStringLiteral("alpha"))->isValid());
    QVERIFY(c.lesson(QStringLiteral("beta"))->isValid());
    // The validator reports the same for the lesson folder alone.
    const QList<course::Problem> alone = course::LessonLoader::validate(folder);
    QVERIFY(!alone.isEmpty());
}

void TestLessonLoader::brokenLessonLeavesOthersWorking()
{
    QTemporaryDir dir;
    writeCourse(dir.path());
    write(dir.path(), QStringLiteral("alpha/lesson.json"), "{ oops");
    const course::Course c = course::LessonLoader::loadCourse(dir.path());
    QCOMPARE(c.lessons.size(), 2);
    QVERIFY(!c.lessons[0].isValid());
    QVERIFY(c.lessons[0].pages.isEmpty());
    QVERIFY(c.lessons[1].isValid());
    QCOMPARE(c.lessons[1].pages.size(), 2);
}

void TestLessonLoader::duplicateLessonId()
{
    QTemporaryDir dir;
    writeCourse(dir.path());
    write(dir.path(), QStringLiteral("course.json"),
          R"({"formatVersion": 1, "id": "c", "title": "Course", "lessons": ["alpha", "beta", "alpha"]})");
    const course::Course c = course::LessonLoader::loadCourse(dir.path());
    QCOMPARE(c.problems.size(), 1);
    QCOMPARE(c.problems[0].place, QStringLiteral("lessons[2]"));
    QVERIFY(c.problems[0].message.contains(QStringLiteral("duplicate lesson id 'alpha'")));
    QCOMPARE(c.lessons.size(), 2);
}

void TestLessonLoader::missingLessonFolder()
{
    QTemporaryDir dir;
    writeCourse(dir.path());
    write(dir.path(), QStringLiteral("course.json"),
          R"({"formatVersion": 1, "id": "c", "title": "Course", "lessons": ["alpha", "ghost"]})");
    const course::Course c = course::LessonLoader::loadCourse(dir.path());
    QCOMPARE(c.lessons.size(), 2);
    QVERIFY(!c.lessons[1].isValid());
    QVERIFY(c.lessons[1].problems[0].message.contains(QStringLiteral("not found")));
}

void TestLessonLoader::localeFallsBackToEnglish()
{
    QTemporaryDir dir;
    writeCourse(dir.path());
    write(dir.path(), QStringLiteral("alpha/de/02-table.md"), "# Zusammenfassung\n\nSchritt {{step}}.\n");
    write(dir.path(), QStringLiteral("alpha/de/lesson.json"), R"({"title": "Lektion Alpha"})");
    const course::Course c = course::LessonLoader::loadCourse(dir.path());
    QVERIFY2(c.allProblems().isEmpty(), qPrintable(c.allProblems().value(0).toString()));
    const course::Lesson *alpha = c.lesson(QStringLiteral("alpha"));
    QCOMPARE(alpha->locales(), (QStringList{QStringLiteral("de"), QStringLiteral("en")}));
    QCOMPARE(alpha->titleFor(QStringLiteral("de")), QStringLiteral("Lektion Alpha"));
    QCOMPARE(alpha->titleFor(QStringLiteral("fr")), QStringLiteral("Lesson alpha"));
    QCOMPARE(alpha->pages[1].titleFor(QStringLiteral("de")), QStringLiteral("Zusammenfassung"));
    QCOMPARE(alpha->pages[0].titleFor(QStringLiteral("de")), QStringLiteral("What you will learn"));
}

void TestLessonLoader::validateNeverCrashes_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("empty") << QByteArray();
    QByteArray binary;
    for (int i = 0; i < 4096; ++i)
        binary.append(char((i * 37) & 0xff));
    QTest::newRow("binary") << binary;
    QTest::newRow("huge") << QByteArray(3 * 1024 * 1024, '[');
    QTest::newRow("deeply nested") << QByteArray(100000, '[') + QByteArray(100000, ']');
    QTest::newRow("deeply nested objects") << QByteArray("{\"a\":").repeated(5000) + "1" + QByteArray(5000, '}');
    QTest::newRow("pages of garbage")
        << manifest("alpha", R"([null, 3, "x", [], {"id": 5, "file": [], "panel": {}}])");
    QTest::newRow("invalid UTF-8") << QByteArray("{\"id\": \"\xff\xfe\"}");
}

void TestLessonLoader::validateNeverCrashes()
{
    QFETCH(QByteArray, content);
    QTemporaryDir dir;
    writeCourse(dir.path());
    write(dir.path(), QStringLiteral("alpha/lesson.json"), content);
    const QList<course::Problem> lesson = course::LessonLoader::validate(QDir(dir.path()).filePath(QStringLiteral("alpha/lesson.json")));
    QVERIFY(!lesson.isEmpty());
    for (const course::Problem &p : lesson)
        QVERIFY(!p.message.isEmpty());
    QVERIFY(!course::LessonLoader::validate(dir.path()).isEmpty());
    write(dir.path(), QStringLiteral("course.json"), content);
    QVERIFY(!course::LessonLoader::validate(dir.path()).isEmpty());
}

void TestLessonLoader::validateSingleFiles()
{
    QTemporaryDir dir;
    writeCourse(dir.path());
    QVERIFY(course::LessonLoader::validate(QDir(dir.path()).filePath(QStringLiteral("alpha/en/02-table.md"))).isEmpty());
    QVERIFY(course::LessonLoader::validate(QDir(dir.path()).filePath(QStringLiteral("glossary/en.json"))).isEmpty());
    QVERIFY(course::LessonLoader::validate(QDir(dir.path()).filePath(QStringLiteral("course.json"))).isEmpty());
    QCOMPARE(course::LessonLoader::validate(QDir(dir.path()).filePath(QStringLiteral("nothing-here"))).size(), 1);
    write(dir.path(), QStringLiteral("notes.txt"), "hello");
    QCOMPARE(course::LessonLoader::validate(QDir(dir.path()).filePath(QStringLiteral("notes.txt"))).size(), 1);
}

void TestLessonLoader::exerciseProblems_data()
{
    QTest::addColumn<QByteArray>("exercise");
    QTest::addColumn<QString>("message");
    const QByteArray numeric = R"("id": "e1", "title": "T", "type": "numeric", "objective": "weights", "prompt": "P", "answer": "output")";
    QTest::newRow("negative tolerance") << numeric + R"(, "tolerance": {"absolute": -1})" << QStringLiteral("cannot be negative");
    QTest::newRow("no tolerance") << numeric << QStringLiteral("needs a tolerance");
    QTest::newRow("unknown figure") << QByteArray(R"("id": "e1", "title": "T", "type": "numeric", "objective": "weights", "prompt": "P", "answer": "mood", "tolerance": {"absolute": 1})") << QStringLiteral("unknown figure 'mood'");
    QTest::newRow("unknown objective") << QByteArray(R"("id": "e1", "title": "T", "type": "ranking", "objective": "fun", "prompt": "P")") << QStringLiteral("unknown objective 'fun'");
    QTest::newRow("variant not an object") << numeric + R"(, "tolerance": {"absolute": 1}, "variant": 5)" << QStringLiteral("'variant' must be an object");
    QTest::newRow("length beyond 10") << numeric + R"(, "tolerance": {"absolute": 1}, "variant": {"length": {"min": 1, "max": 1e300, "step": 1}})" << QStringLiteral("must stay within 0 … 10");
    QTest::newRow("option id with a comma") << QByteArray(R"("id": "e1", "title": "T", "type": "single-choice", "objective": "weights", "prompt": "P", "options": [{"id": "a,b", "text": "x", "correct": true}, {"id": "c", "text": "y"}])") << QStringLiteral("option id 'a,b'");
    QTest::newRow("two correct in a single choice") << QByteArray(R"("id": "e1", "title": "T", "type": "single-choice", "objective": "weights", "prompt": "P", "options": [{"id": "a", "text": "x", "correct": true}, {"id": "c", "text": "y", "correct": true}])") << QStringLiteral("exactly one correct");
    QTest::newRow("fractional key") << QByteArray(R"("id": "e1", "title": "T", "type": "target", "objective": "weights", "prompt": "P", "target": {"kind": "weight-at-least", "key": 2.5, "threshold": 0.6})") << QStringLiteral("a key from 1 to 5");
    QTest::newRow("weight threshold above one") << QByteArray(R"("id": "e1", "title": "T", "type": "target", "objective": "weights", "prompt": "P", "target": {"kind": "shortest", "key": 1, "threshold": 90})") << QStringLiteral("fraction between 0 and 1");
    QTest::newRow("max length out of range") << QByteArray(R"("id": "e1", "title": "T", "type": "target", "objective": "output", "prompt": "P", "target": {"kind": "output-above", "threshold": 35, "maxLength": -2})") << QStringLiteral("'maxLength'");
    QTest::newRow("target varying values") << QByteArray(R"("id": "e1", "title": "T", "type": "target", "objective": "output", "prompt": "P", "target": {"kind": "output-above", "threshold": 35}, "variant": {"values": {"min": 10, "max": 90, "step": 10}})") << QStringLiteral("cannot vary them");
    const QByteArray target = R"("id": "e1", "title": "T", "type": "target", "objective": "weights", "prompt": "P", "target": {"kind": "weight-at-least", "key": 2, "threshold": 0.9})";
    QTest::newRow("drawn key beyond the keys") << target + R"(, "variant": {"key": {"min": 1, "max": 6, "step": 1}})" << QStringLiteral("whole numbers from 1 to 5");
    QTest::newRow("drawn threshold of 100%") << target + R"(, "variant": {"threshold": {"min": 0.5, "max": 1, "step": 0.1}})" << QStringLiteral("fractions between 0 and 1");
    QTest::newRow("a goal some learners cannot meet") << QByteArray(R"("id": "e1", "title": "T", "type": "target", "objective": "output", "prompt": "P", "target": {"kind": "output-above", "threshold": 35, "maxLength": 2}, "variant": {"threshold": {"min": 35, "max": 60, "step": 5}})") << QStringLiteral("some learners could never meet it");
    QTest::newRow("an output goal has no key") << QByteArray(R"("id": "e1", "title": "T", "type": "target", "objective": "output", "prompt": "P", "target": {"kind": "output-above", "threshold": 35}, "variant": {"key": {"min": 1, "max": 5, "step": 1}})") << QStringLiteral("no key to vary");
    QTest::newRow("a drawn key outside a target") << numeric + R"(, "tolerance": {"absolute": 1}, "variant": {"key": {"min": 1, "max": 5, "step": 1}})" << QStringLiteral("only a target exercise");
    QTest::newRow("a target placeholder outside a target") << numeric + R"(, "tolerance": {"absolute": 1}, "solution": "{{target.key}}")" << QStringLiteral("unknown placeholder '{{target.key}}'");
    QTest::newRow("unknown placeholder") << numeric + R"(, "tolerance": {"absolute": 1}, "solution": "{{vibes}}")" << QStringLiteral("unknown placeholder '{{vibes}}'");
    QTest::newRow("unknown type") << QByteArray(R"("id": "e1", "title": "T", "type": "essay", "objective": "weights", "prompt": "P")") << QStringLiteral("unknown type 'essay'");
}

void TestLessonLoader::exerciseProblems()
{
    QFETCH(QByteArray, exercise);
    QFETCH(QString, message);
    QTemporaryDir dir;
    writeCourse(dir.path());
    write(dir.path(), QStringLiteral("alpha/exercises.json"), "{\"formatVersion\": 1, \"exercises\": [{" + exercise + "}]}");
    const course::Course c = course::LessonLoader::loadCourse(dir.path());
    const QList<course::Problem> problems = c.lesson(QStringLiteral("alpha"))->problems;
    QVERIFY2(!problems.isEmpty(), "no problem reported");
    QVERIFY2(problems.first().message.contains(message), qPrintable(problems.first().toString()));
    QVERIFY(problems.first().file.endsWith(QStringLiteral("alpha/exercises.json")));
    QVERIFY(problems.first().place.startsWith(QStringLiteral("exercises[0]")));
    QVERIFY(c.lesson(QStringLiteral("alpha"))->exercises.isEmpty());
    QVERIFY(c.lesson(QStringLiteral("beta"))->isValid());
}

void TestLessonLoader::exerciseTitleIsRequired_data()
{
    QTest::addColumn<QByteArray>("title");
    QTest::addColumn<QString>("message");
    QTest::newRow("missing") << QByteArray() << QStringLiteral("missing required field 'title'");
    QTest::newRow("empty") << QByteArray(R"("title": "", )") << QStringLiteral("'title' must be a non-empty string");
    QTest::newRow("blank") << QByteArray(R"("title": "   ", )") << QStringLiteral("'title' must be a non-empty string");
    QTest::newRow("not a string") << QByteArray(R"("title": 7, )") << QStringLiteral("'title' must be a non-empty string, not a number");
    QTest::newRow("a sentence, not a heading")
        << QByteArray(R"("title": ")" + QByteArray(61, 'x') + R"(", )")
        << QStringLiteral("at most 60 characters, not 61");
}

void TestLessonLoader::exerciseTitleIsRequired()
{
    QFETCH(QByteArray, title);
    QFETCH(QString, message);
    QTemporaryDir dir;
    writeCourse(dir.path());
    write(dir.path(), QStringLiteral("alpha/exercises.json"),
          R"({"formatVersion": 1, "exercises": [{"id": "e1", )" + title
              + R"("type": "ranking", "objective": "weights", "prompt": "P"}]})");
    const course::Course c = course::LessonLoader::loadCourse(dir.path());
    const QList<course::Problem> problems = c.lesson(QStringLiteral("alpha"))->problems;
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.first().message.contains(message), qPrintable(problems.first().toString()));
    QVERIFY(problems.first().file.endsWith(QStringLiteral("alpha/exercises.json")));
    QCOMPARE(problems.first().place, QStringLiteral("exercises[0].title"));
    QVERIFY(c.lesson(QStringLiteral("alpha"))->exercises.isEmpty());
    QVERIFY(!course::LessonLoader::validate(dir.path()).isEmpty());
}

void TestLessonLoader::exerciseTitleIsLoaded()
{
    QTemporaryDir dir;
    writeCourse(dir.path());
    const QString title = QStringLiteral("Weight of key 2 — in percent");
    write(dir.path(), QStringLiteral("alpha/exercises.json"),
          R"({"formatVersion": 1, "exercises": [{"id": "e1", "title": ")" + title.toUtf8()
              + R"(", "type": "ranking", "objective": "weights", "prompt": "P"}]})");
    const course::Course c = course::LessonLoader::loadCourse(dir.path());
    const course::Lesson *alpha = c.lesson(QStringLiteral("alpha"));
    QVERIFY2(alpha->problems.isEmpty(), qPrintable(alpha->problems.value(0).toString()));
    QCOMPARE(alpha->exercises.size(), 1);
    QCOMPARE(alpha->exercises.first().title, title);
}

void TestLessonLoader::devicesAreNotRead()
{
    // A "lesson file" that is a device would never end: it is refused, not read.
    QTemporaryDir dir;
    writeCourse(dir.path());
    const QString link = QDir(dir.path()).filePath(QStringLiteral("alpha/exercises.json"));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), link));
    const QList<course::Problem> problems = course::LessonLoader::validate(link);
    QCOMPARE(problems.size(), 1);
    QVERIFY(problems.first().message.contains(QStringLiteral("not a regular file")));
    QVERIFY(!course::LessonLoader::validate(dir.path()).isEmpty());
}

void TestLessonLoader::placeholdersFromTheCore()
{
    const attn::PlateLayout &plate = attn::plateLayout();
    const auto t = attn::trace(plate.lookup(plate.defaultQuery));
    const auto value = [&](const char *name) {
        return course::commonPlaceholder(QString::fromLatin1(name), plate, *t).value_or(QStringLiteral("?"));
    };
    QCOMPARE(value("weight.max"), QStringLiteral("55.1%"));
    QCOMPARE(value("argmax"), QStringLiteral("2"));
    QCOMPARE(value("argmax.value"), QStringLiteral("20"));
    QCOMPARE(value("output"), QStringLiteral("16.84"));
    QCOMPARE(value("average"), QStringLiteral("30"));
    // Scores with four decimals, as the step tables show them, and the typographic minus.
    QCOMPARE(value("score.k2"), QStringLiteral("2.5981"));
    QCOMPARE(value("score.max"), QStringLiteral("2.5981"));
    QCOMPARE(value("score.k4"), QString(QChar(0x2212)) + QStringLiteral("2.8191"));
    QCOMPARE(value("score.k3"), QString(QChar(0x2212)) + QStringLiteral("1.0500"));
    QCOMPARE(value("sum.exp"), QStringLiteral("1.8155"));
    QCOMPARE(value("weight.k1"), QStringLiteral("40.8%"));
    QCOMPARE(value("contribution.k2"), QStringLiteral("11.02"));
    QCOMPARE(value("angle"), QStringLiteral("40.0"));
    QCOMPARE(value("length"), QStringLiteral("1.50"));
    QCOMPARE(value("entropy.max"), QStringLiteral("1.61"));
    QCOMPARE(value("weight.k9"), QStringLiteral("?"));
    QCOMPARE(value("nonsense"), QStringLiteral("?"));
}

void TestLessonLoader::placeholderParsing()
{
    const QString text = QStringLiteral("a {{output}} b {{ weight.max@40,4 }} c {{x@1}} d {{}}");
    const auto refs = course::findPlaceholders(text);
    QCOMPARE(refs.size(), 4);
    QCOMPARE(refs[0].name, QStringLiteral("output"));
    QVERIFY(!refs[0].at);
    QCOMPARE(refs[1].name, QStringLiteral("weight.max"));
    QCOMPARE(refs[1].at->length, 4.0);
    QVERIFY(!refs[2].error.isEmpty());
    QVERIFY(!refs[3].error.isEmpty());
    const attn::PlateLayout &plate = attn::plateLayout();
    const QString filled = course::fillPlaceholders(text, [&](const course::PlaceholderRef &ref) {
        const auto t = attn::trace(plate.lookup(ref.at.value_or(plate.defaultQuery)));
        return course::commonPlaceholder(ref.name, plate, *t);
    });
    QCOMPARE(filled, QStringLiteral("a 16.84 b 69.0% c {{x@1}} d {{}}"));
}

void TestLessonLoader::figuresUseTheMinusSign_data()
{
    QTest::addColumn<double>("x");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("text");
    const QString minus(QChar(0x2212));
    QTest::newRow("positive") << 2.59808 << 4 << QStringLiteral("2.5981");
    QTest::newRow("negative") << -0.29994 << 4 << minus + QStringLiteral("0.2999");
    QTest::newRow("negative, whole") << -3.0 << 0 << minus + QStringLiteral("3");
    QTest::newRow("rounds to zero from below") << -0.00004 << 4 << QStringLiteral("0.0000");
    QTest::newRow("negative zero") << -0.0 << 2 << QStringLiteral("0.00");
    QTest::newRow("zero") << 0.0 << 1 << QStringLiteral("0.0");
}

void TestLessonLoader::figuresUseTheMinusSign()
{
    QFETCH(double, x);
    QFETCH(int, decimals);
    QFETCH(QString, text);
    QCOMPARE(course::formatFixed(x, decimals), text);
    QVERIFY(!course::formatFixed(x, decimals).contains(QLatin1Char('-')));
}

void TestLessonLoader::roundedFiguresAreJoinedWithApproximatelyEqual_data()
{
    QTest::addColumn<QList<double>>("terms");
    QTest::addColumn<QList<double>>("factors");
    QTest::addColumn<double>("result");
    QTest::addColumn<QString>("relation");
    // The plate's figures at 40°, length 1.5, with the exact numbers behind them.
    QTest::newRow("difference that misses: 2.2981 − 2.5981 is not −0.2999")
        << QList<double>{2.29814, -2.59808} << QList<double>{} << -0.29994 << QStringLiteral("≈");
    QTest::newRow("difference that adds up") << QList<double>{-1.05, -2.59808} << QList<double>{} << -3.64808
                                             << QStringLiteral("=");
    QTest::newRow("sum that adds up: 0.7860 + 1.8121 = 2.5981")
        << QList<double>{0.78598, 1.81210} << QList<double>{} << 2.59808 << QStringLiteral("=");
    QTest::newRow("sum that misses by a digit") << QList<double>{0.00004, 0.00004} << QList<double>{} << 0.00008
                                                << QStringLiteral("≈");
    QTest::newRow("product of rounded figures") << QList<double>{0.96418} << QList<double>{1.87939} << 1.81207
                                                << QStringLiteral("≈");
    QTest::newRow("exact product") << QList<double>{0.5} << QList<double>{20.0} << 10.0 << QStringLiteral("=");
    QTest::newRow("quotient as result × divisor") << QList<double>{0.55081} << QList<double>{1.81553} << 1.0
                                                  << QStringLiteral("≈");
    QTest::newRow("scaled sum") << QList<double>{1.0, 2.0} << QList<double>{0.5} << 1.5 << QStringLiteral("=");
    QTest::newRow("not a number") << QList<double>{std::nan("")} << QList<double>{} << 0.0 << QStringLiteral("≈");
}

void TestLessonLoader::roundedFiguresAreJoinedWithApproximatelyEqual()
{
    QFETCH(QList<double>, terms);
    QFETCH(QList<double>, factors);
    QFETCH(double, result);
    QFETCH(QString, relation);
    QCOMPARE(course::shownRelation({terms.cbegin(), terms.cend()}, {factors.cbegin(), factors.cend()}, result, 4),
             relation);
}

void TestLessonLoader::exponentialIsExactOnlyAtZero()
{
    QCOMPARE(course::shownExponentialRelation(0.0, 1.0), QStringLiteral("="));
    QCOMPARE(course::shownExponentialRelation(-0.29994, 0.74086), QStringLiteral("≈"));
    QCOMPARE(course::shownExponentialRelation(-0.00001, 0.99999), QStringLiteral("="));
}

QTEST_GUILESS_MAIN(TestLessonLoader)
#include "tst_lessonloader.moc"
