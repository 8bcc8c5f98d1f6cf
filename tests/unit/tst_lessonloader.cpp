#include "exercisetranslation.h"
#include "glossaryuse.h"
#include "lessonloader.h"
#include "writecontent.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

// The lesson loader and validator, on content written into a temporary folder.
namespace {

using testing::write;

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

/// Two exercises for lesson alpha: a numeric one with two hints and a solution, and a single
/// choice whose wrong option has an explanation.
const QByteArray kExercises = R"({"formatVersion": 1, "exercises": [
  {"id": "e1", "title": "Weight of key 2", "type": "numeric", "objective": "weights",
   "prompt": "The query points at {{angle}}° with length {{length}}. What is the weight of key 2?",
   "answer": "weight.k2", "unit": "percent", "tolerance": {"absolute": 0.5},
   "hints": ["A weight is a softmax of the scores.", "Start from {{score.k2}}."],
   "solution": "w₂ = {{weight.k2}}"},
  {"id": "e2", "title": "Soft or hard", "type": "single-choice", "objective": "soft-lookup",
   "prompt": "Which lookup does attention make?",
   "options": [{"id": "a", "text": "A soft one", "correct": true},
               {"id": "b", "text": "A hard one", "explanation": "Then only key {{argmax}} would count."}]}]})";

/// The German words of both exercises: complete but for e1's solution.
const QByteArray kGermanWords = R"({"formatVersion": 1, "exercises": {
  "e1": {"title": "Gewicht von Key 2",
         "prompt": "Welches Gewicht hat Key 2, wenn die Query der Länge {{length}} auf {{angle}}° zeigt?",
         "hints": ["Ein Gewicht ist die Softmax der Scores.", "Beginnen Sie mit {{score.k2}}."]},
  "e2": {"title": "Weich oder hart", "prompt": "Welches Nachschlagen macht die Attention?",
         "options": {"a": {"text": "Ein weiches"},
                     "b": {"text": "Ein hartes", "explanation": "Dann zählte nur Key {{argmax}}."}}}}})";

/// The course with alpha's exercises and `words` as alpha/de/exercises.json.
void writeTranslatedCourse(const QString &root, const QByteArray &words)
{
    writeCourse(root);
    write(root, QStringLiteral("alpha/exercises.json"), kExercises);
    write(root, QStringLiteral("alpha/de/exercises.json"), words);
}

const course::Problem *findProblem(const QList<course::Problem> &problems, const QString &place)
{
    for (const course::Problem &p : problems)
        if (p.place == place)
            return &p;
    return nullptr;
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
    void exerciseWordsFallBackFieldByField();
    void exerciseTranslationProblems_data();
    void exerciseTranslationProblems();
    void exerciseTranslationIsReadLikeEveryContentFile();
    void translatedPagesAreCheckedAgainstEnglish();
    void validateNeverCrashes_data();
    void validateNeverCrashes();
    void validateSingleFiles();
    void exerciseProblems_data();
    void exerciseProblems();
    void aProblemPrintsAsOneSafeLine();
    void exerciseTitleIsRequired_data();
    void exerciseTitleIsRequired();
    void exerciseTitleIsLoaded();
    void devicesAreNotRead();
    void glossaryTermsAreLinkedWhereFirstMet();
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
        << md << QByteArray("# Title\n\nText\n{{bogus.figure}}\n") << md << QStringLiteral("4:1")
        << QStringLiteral("unknown placeholder '{{bogus.figure}}'");
    QTest::newRow("placeholder of another panel")
        << md << QByteArray("# Title\n\nStep {{step}}\n") << md << QStringLiteral("3:6")
        << QStringLiteral("'{{step}}' is not offered by panel 'workshop'");
    QTest::newRow("malformed fixed query")
        << md << QByteArray("# Title\n\n{{output@40}}\n") << md << QStringLiteral("3:1")
        << QStringLiteral("malformed placeholder");
    QTest::newRow("unknown glossary term")
        << md << QByteArray("# Title\n\nA [vibe](glossary:vibe).\n") << md << QStringLiteral("3:19")
        << QStringLiteral("unknown glossary term 'vibe'");
    QTest::newRow("no title heading")
        << md << QByteArray("Just text.\n") << md << QStringLiteral("1:1") << QStringLiteral("level-1 heading");
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

void TestLessonLoader::exerciseWordsFallBackFieldByField()
{
    QTemporaryDir dir;
    writeTranslatedCourse(dir.path(), kGermanWords);
    const course::Course c = course::LessonLoader::loadCourse(dir.path());
    QVERIFY2(c.allProblems().isEmpty(), qPrintable(c.allProblems().value(0).toString()));
    const course::Lesson *alpha = c.lesson(QStringLiteral("alpha"));
    QVERIFY(alpha->isValid());
    QCOMPARE(alpha->exercises.size(), 2);

    const course::Exercise e1 = course::localizedExercise(alpha->exercises.at(0), QStringLiteral("de"));
    QCOMPARE(e1.id, QStringLiteral("e1"));
    QCOMPARE(e1.answer, QStringLiteral("weight.k2"));
    QCOMPARE(e1.title, QStringLiteral("Gewicht von Key 2"));
    QVERIFY(e1.prompt.startsWith(QStringLiteral("Welches Gewicht")));
    QCOMPARE(e1.hints, (QStringList{QStringLiteral("Ein Gewicht ist die Softmax der Scores."),
                                    QStringLiteral("Beginnen Sie mit {{score.k2}}.")}));
    // No German solution: the English one, never a blank.
    QCOMPARE(e1.solution, QStringLiteral("w₂ = {{weight.k2}}"));

    const course::Exercise e2 = course::localizedExercise(alpha->exercises.at(1), QStringLiteral("de_AT"));
    QCOMPARE(e2.options.size(), 2);
    QCOMPARE(e2.options.at(0).text, QStringLiteral("Ein weiches"));
    QVERIFY(e2.options.at(0).correct);
    QCOMPARE(e2.options.at(1).explanation, QStringLiteral("Dann zählte nur Key {{argmax}}."));

    // Another language, and English itself, are the English words.
    const course::Exercise french = course::localizedExercise(alpha->exercises.at(0), QStringLiteral("fr"));
    QCOMPARE(french.title, QStringLiteral("Weight of key 2"));
    QCOMPARE(course::localizedExercise(alpha->exercises.at(1), QStringLiteral("en")).options.at(0).text,
             QStringLiteral("A soft one"));
    // The whole course in German for the command line: the same exercises, German words.
    const course::Course german = course::localizedCourse(c, QStringLiteral("de"));
    QCOMPARE(german.exercise(QStringLiteral("e2"))->title, QStringLiteral("Weich oder hart"));

    // The missing solution is a warning; the missing German pages too.
    const QList<course::Problem> translation = alpha->translationProblems;
    const course::Problem *solution = findProblem(translation, QStringLiteral("exercises.e1.solution"));
    QVERIFY(solution);
    QVERIFY(solution->isWarning());
    QVERIFY(solution->file.endsWith(QStringLiteral("alpha/de/exercises.json")));
    QVERIFY(solution->toString().contains(QStringLiteral(": warning: missing")));
    QCOMPARE(translation.size(), 3); // the solution, de/01-learn.md and de/02-table.md
}

void TestLessonLoader::exerciseTranslationProblems_data()
{
    QTest::addColumn<QByteArray>("words");
    QTest::addColumn<QString>("place");
    QTest::addColumn<QString>("message");
    QTest::addColumn<bool>("warning");
    // The field the problem is about falls back to English ("" when no text is concerned).
    QTest::addColumn<QString>("englishPrompt");

    const auto e1 = [](const QByteArray &fields) {
        return R"({"formatVersion": 1, "exercises": {"e1": {)" + fields + "}}}";
    };
    const QByteArray title = R"("title": "Gewicht", )";
    QTest::newRow("unknown exercise id")
        << QByteArray(R"({"formatVersion": 1, "exercises": {"e9": {"title": "Neu"}}})") << QStringLiteral("exercises.e9")
        << QStringLiteral("exercise id 'e9' is not in the lesson's English exercises.json") << false << QString();
    QTest::newRow("missing exercise")
        << e1(R"("title": "Gewicht")") << QStringLiteral("exercises.e2") << QStringLiteral("missing: no 'de' text") << true
        << QString();
    QTest::newRow("missing field")
        << e1(R"("title": "Gewicht")") << QStringLiteral("exercises.e1.prompt") << QStringLiteral("missing: no 'de' text")
        << true << QStringLiteral("e1");
    QTest::newRow("missing option")
        << QByteArray(R"({"formatVersion": 1, "exercises": {"e2": {"options": {"a": {"text": "Weich"}}}}})")
        << QStringLiteral("exercises.e2.options.b") << QStringLiteral("missing") << true << QString();
    QTest::newRow("missing explanation")
        << QByteArray(R"({"formatVersion": 1, "exercises": {"e2": {"options": {"a": {"text": "W"}, "b": {"text": "H"}}}}})")
        << QStringLiteral("exercises.e2.options.b.explanation") << QStringLiteral("missing") << true << QString();
    QTest::newRow("hint count differs")
        << e1(title + R"("hints": ["Nur einer."])") << QStringLiteral("exercises.e1.hints")
        << QStringLiteral("1 hints where English has 2") << false << QString();
    QTest::newRow("unknown field")
        << e1(title + R"("promt": "Welches?")") << QStringLiteral("exercises.e1.promt")
        << QStringLiteral("unknown field 'promt'") << false << QString();
    QTest::newRow("field English lacks")
        << QByteArray(R"({"formatVersion": 1, "exercises": {"e2": {"solution": "Weich."}}})")
        << QStringLiteral("exercises.e2.solution") << QStringLiteral("the English exercise has no 'solution'") << false
        << QString();
    QTest::newRow("unknown option id")
        << QByteArray(R"({"formatVersion": 1, "exercises": {"e2": {"options": {"z": {"text": "Z"}}}}})")
        << QStringLiteral("exercises.e2.options.z") << QStringLiteral("option id 'z' is not one") << false << QString();
    QTest::newRow("unknown option field")
        << QByteArray(R"({"formatVersion": 1, "exercises": {"e2": {"options": {"a": {"text": "W", "correct": false}}}}})")
        << QStringLiteral("exercises.e2.options.a.correct") << QStringLiteral("unknown field 'correct'") << false << QString();
    QTest::newRow("placeholder left out")
        << e1(title + R"("prompt": "Welches Gewicht hat Key 2 bei {{angle}}°?")") << QStringLiteral("exercises.e1.prompt")
        << QStringLiteral("placeholders differ from the English text ({{angle}} here, {{angle}} {{length}} in English)")
        << false << QStringLiteral("e1");
    QTest::newRow("placeholder twice")
        << e1(title + R"("prompt": "{{angle}}°, {{angle}}° und {{length}}?")") << QStringLiteral("exercises.e1.prompt")
        << QStringLiteral("placeholders differ") << false << QStringLiteral("e1");
    QTest::newRow("placeholder renamed in a hint")
        << e1(title + R"("hints": ["Softmax.", "Beginnen Sie mit {{score.k3}}."])")
        << QStringLiteral("exercises.e1.hints[1]") << QStringLiteral("placeholders differ") << false << QString();
    QTest::newRow("placeholder in an explanation")
        << QByteArray(R"({"formatVersion": 1, "exercises": {"e2": {"options": {"b": {"text": "H", "explanation": "Nur ein Key."}}}}})")
        << QStringLiteral("exercises.e2.options.b.explanation") << QStringLiteral("placeholders differ") << false << QString();
    QTest::newRow("empty string")
        << e1(R"("title": "")") << QStringLiteral("exercises.e1.title") << QStringLiteral("must be a non-empty string")
        << false << QString();
    QTest::newRow("exercises as an array")
        << QByteArray(R"({"formatVersion": 1, "exercises": []})") << QStringLiteral("exercises")
        << QStringLiteral("must be an object keyed by exercise id") << false << QString();
    QTest::newRow("format version")
        << QByteArray(R"({"formatVersion": 2, "exercises": {}})") << QStringLiteral("formatVersion")
        << QStringLiteral("unsupported formatVersion") << false << QString();
    QTest::newRow("malformed JSON")
        << QByteArray("{\"formatVersion\": 1,\n  \"exercises\": {\"e1\": }}") << QStringLiteral("2:24")
        << QStringLiteral("malformed JSON") << false << QString();
}

void TestLessonLoader::exerciseTranslationProblems()
{
    QFETCH(QByteArray, words);
    QFETCH(QString, place);
    QFETCH(QString, message);
    QFETCH(bool, warning);
    QFETCH(QString, englishPrompt);
    QTemporaryDir dir;
    writeTranslatedCourse(dir.path(), words);
    const course::Course c = course::LessonLoader::loadCourse(dir.path());
    const course::Lesson *alpha = c.lesson(QStringLiteral("alpha"));
    // A translation never breaks the lesson: its English exercises all work.
    QVERIFY2(alpha->isValid(), qPrintable(alpha->problems.value(0).toString()));
    QCOMPARE(alpha->exercises.size(), 2);
    const course::Problem *problem = findProblem(alpha->translationProblems, place);
    QString all;
    for (const course::Problem &p : alpha->translationProblems)
        all += p.toString() + QLatin1Char('\n');
    QVERIFY2(problem, qPrintable(all));
    QVERIFY2(problem->message.contains(message), qPrintable(problem->toString()));
    QCOMPARE(problem->isWarning(), warning);
    QVERIFY(problem->file.endsWith(QStringLiteral("alpha/de/exercises.json")));
    if (!englishPrompt.isEmpty())
        QCOMPARE(course::localizedExercise(*c.exercise(englishPrompt), QStringLiteral("de")).prompt,
                 c.exercise(englishPrompt)->prompt);
    // validate reports it too, for the course and for the file alone.
    const auto reported = [&](const QList<course::Problem> &problems) {
        return std::any_of(problems.cbegin(), problems.cend(), [&](const course::Problem &p) {
            return p.place == place && p.message.contains(message) && p.isWarning() == warning;
        });
    };
    QVERIFY(reported(course::LessonLoader::validate(dir.path())));
    QVERIFY(reported(course::LessonLoader::validate(QDir(dir.path()).filePath(QStringLiteral("alpha/de/exercises.json")))));
}

void TestLessonLoader::exerciseTranslationIsReadLikeEveryContentFile()
{
    QTemporaryDir dir;
    writeCourse(dir.path());
    write(dir.path(), QStringLiteral("alpha/exercises.json"), kExercises);
    QDir(dir.path()).mkpath(QStringLiteral("alpha/fr"));
    const QString link = QDir(dir.path()).filePath(QStringLiteral("alpha/fr/exercises.json"));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), link));
    const course::Course c = course::LessonLoader::loadCourse(dir.path());
    const course::Problem *device = nullptr;
    for (const course::Problem &p : c.lesson(QStringLiteral("alpha"))->translationProblems)
        if (p.file == link)
            device = &p;
    QVERIFY(device);
    QVERIFY(device->message.contains(QStringLiteral("not a regular file")));
    QVERIFY(!device->isWarning());
    // A locale folder without exercises.json: one warning, the exercises stay English.
    QDir(dir.path()).mkpath(QStringLiteral("beta/de"));
    write(dir.path(), QStringLiteral("beta/exercises.json"), kExercises);
    QFile::remove(QDir(dir.path()).filePath(QStringLiteral("alpha/exercises.json")));
    const course::Course again = course::LessonLoader::loadCourse(dir.path());
    bool missing = false;
    for (const course::Problem &p : again.lesson(QStringLiteral("beta"))->translationProblems)
        missing = missing || (p.file.endsWith(QStringLiteral("beta/de/exercises.json")) && p.isWarning());
    QVERIFY(missing);
}

void TestLessonLoader::translatedPagesAreCheckedAgainstEnglish()
{
    QTemporaryDir dir;
    writeCourse(dir.path());
    // The German first page drops {{weight.max}}; the second page is missing.
    write(dir.path(), QStringLiteral("alpha/de/01-learn.md"),
          "# Was Sie lernen\n\nDie [Query](glossary:query) bekommt das größte Gewicht.\n");
    write(dir.path(), QStringLiteral("beta/de/01-learn.md"),
          "# Was Sie lernen\n\n{{weight.max}} erhält die [Query](glossary:query).\n");
    write(dir.path(), QStringLiteral("beta/de/02-table.md"),
          "# Zusammenfassung\n\nBei Länge 4: {{weight.max@40,4}}; Schritt {{step}} von {{steps}}.\n");
    const course::Course c = course::LessonLoader::loadCourse(dir.path());
    QVERIFY(c.allProblems().isEmpty());
    const QList<course::Problem> alpha = c.lesson(QStringLiteral("alpha"))->translationProblems;
    QCOMPARE(alpha.size(), 2);
    QVERIFY(alpha[0].file.endsWith(QStringLiteral("alpha/de/01-learn.md")));
    QVERIFY(!alpha[0].isWarning());
    QVERIFY2(alpha[0].message.contains(QStringLiteral("placeholders differ from the English page: lacks {{weight.max}}")),
             qPrintable(alpha[0].toString()));
    QVERIFY(alpha[1].file.endsWith(QStringLiteral("alpha/de/02-table.md")));
    QVERIFY(alpha[1].isWarning());
    QVERIFY(alpha[1].message.contains(QStringLiteral("the English page is shown")));
    // The page falls back to English where it is missing.
    QVERIFY(c.lesson(QStringLiteral("alpha"))->pages[1].markdownFor(QStringLiteral("de")).startsWith(QStringLiteral("# Summary")));
    // Beta moves its placeholders within the sentence: that is allowed.
    QVERIFY(c.lesson(QStringLiteral("beta"))->translationProblems.isEmpty());
    // validate: the course, and the page alone against the English page beside it.
    QCOMPARE(course::LessonLoader::validate(dir.path()).size(), 2);
    const QList<course::Problem> page = course::LessonLoader::validate(QDir(dir.path()).filePath(QStringLiteral("alpha/de/01-learn.md")));
    QCOMPARE(page.size(), 1);
    QVERIFY(page[0].message.contains(QStringLiteral("lacks {{weight.max}}")));
    QVERIFY(course::LessonLoader::validate(QDir(dir.path()).filePath(QStringLiteral("beta/de/02-table.md"))).isEmpty());
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
    QTest::newRow("attempt penalty above 1") << numeric + R"(, "tolerance": {"absolute": 1}, "attemptPenalty": 1.5)" << QStringLiteral("'attemptPenalty' must be between 0 and 1");
    QTest::newRow("key positions a text") << numeric + R"(, "tolerance": {"absolute": 1}, "keyPositions": "yes")" << QStringLiteral("'keyPositions' must be true or false");
    QTest::newRow("reason a number") << numeric + R"(, "tolerance": {"absolute": 1}, "reason": 42)" << QStringLiteral("'reason' must be a non-empty string");
    QTest::newRow("projection not 2×2") << numeric + R"(, "tolerance": {"absolute": 1}, "projection": [[1, "a"], [0, 1]])" << QStringLiteral("'projection' must be a 2×2 matrix");
    QTest::newRow("projection beyond 10") << numeric + R"(, "tolerance": {"absolute": 1}, "projection": [[11, 0], [0, 1]])" << QStringLiteral("'projection' must be a 2×2 matrix");
    QTest::newRow("projection on a ranking") << QByteArray(R"("id": "e1", "title": "T", "type": "ranking", "objective": "weights", "prompt": "P", "projection": [[1, 0], [0, 1]])") << QStringLiteral("only a numeric exercise can have a 'projection'");
    QTest::newRow("projection placeholder without one") << numeric + R"(, "tolerance": {"absolute": 1}, "prompt": "x = {{x.x}}")" << QStringLiteral("unknown placeholder '{{x.x}}'");
    QTest::newRow("trained keys a text") << numeric + R"(, "tolerance": {"absolute": 1}, "trainedKeys": "yes")" << QStringLiteral("'trainedKeys' must be true or false");
    QTest::newRow("task without a training") << numeric + R"(, "tolerance": {"absolute": 1}, "task": "successor")" << QStringLiteral("only a gradient table or an exercise with trainedKeys has a training task");
    QTest::newRow("unknown training task") << QByteArray(R"("id": "e1", "title": "T", "type": "table", "objective": "weights", "prompt": "P", "table": "gradient", "task": "poetry")") << QStringLiteral("unknown training task 'poetry'");
    QTest::newRow("gradient placeholder on another table") << QByteArray(R"("id": "e1", "title": "T", "type": "table", "objective": "weights", "prompt": "{{grad.token}}", "table": "softmax")") << QStringLiteral("'{{grad.token}}' belongs to a gradient table");
    const QByteArray gradient = R"("id": "e1", "title": "T", "type": "table", "objective": "weights", "table": "gradient", "prompt": "{{grad.token}} {{grad.x1}} {{grad.x2}} {{grad.scale}} {{grad.a}} {{grad.b}})";
    QTest::newRow("plate figure in a gradient table") << gradient + R"( {{weight.k2}}")" << QStringLiteral("'{{weight.k2}}' is a figure of the plate's lookup");
    QTest::newRow("gradient placeholder at a query") << gradient + R"( {{grad.x1@40,1}}")" << QStringLiteral("'{{grad.x1}}' takes no @angle,length");
    QTest::newRow("gradient prompt without c") << QByteArray(R"("id": "e1", "title": "T", "type": "table", "objective": "weights", "table": "gradient", "prompt": "{{grad.token}} {{grad.x1}} {{grad.x2}} {{grad.a}} {{grad.b}}")") << QStringLiteral("must give {{grad.scale}}");
    QTest::newRow("gradient table with a variant") << gradient + R"(", "variant": {"angle": {"min": 0, "max": 350, "step": 10}})" << QStringLiteral("it has no 'variant'");
    QTest::newRow("gradient table with trained keys") << gradient + R"(", "trainedKeys": true)" << QStringLiteral("cannot show the keys after training");
    QTest::newRow("gradient placeholder on a numeric") << numeric + R"(, "tolerance": {"absolute": 1}, "prompt": "{{grad.token}}")" << QStringLiteral("'{{grad.token}}' belongs to a gradient table");
    QTest::newRow("empty task") << gradient + R"(", "task": "")" << QStringLiteral("'task' must be a non-empty string, not an empty one");
    QTest::newRow("unknown task names the tasks") << gradient + R"(", "task": "Successor")" << QStringLiteral("(known: successor, it-cat, shared-key)");
    QTest::newRow("unknown figure") << QByteArray(R"("id": "e1", "title": "T", "type": "numeric", "objective": "weights", "prompt": "P", "answer": "mood", "tolerance": {"absolute": 1})") << QStringLiteral("unknown figure 'mood'");
    QTest::newRow("unknown objective") << QByteArray(R"("id": "e1", "title": "T", "type": "ranking", "objective": "fun", "prompt": "P")") << QStringLiteral("unknown objective 'fun'");
    QTest::newRow("variant not an object") << numeric + R"(, "tolerance": {"absolute": 1}, "variant": 5)" << QStringLiteral("'variant' must be an object");
    QTest::newRow("length beyond 10") << numeric + R"(, "tolerance": {"absolute": 1}, "variant": {"length": {"min": 1, "max": 1e300, "step": 1}})" << QStringLiteral("must stay within 0 … 10");
    QTest::newRow("values finer than their rounding") << numeric + R"(, "tolerance": {"absolute": 1}, "variant": {"values": {"min": 0, "max": 1e-11, "step": 1e-12}})" << QStringLiteral("gives only 1 different value(s) once drawn values are rounded");
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
    QTest::newRow("a weight no short query reaches") << QByteArray(R"("id": "e1", "title": "T", "type": "target", "objective": "weights", "prompt": "P", "target": {"kind": "weight-at-least", "key": 2, "threshold": 0.9, "maxLength": 0.1})") << QStringLiteral("gives key 2 the weight it asks for");
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

void TestLessonLoader::aProblemPrintsAsOneSafeLine()
{
    // A file's escape sequence or NUL, quoted back in a message, reaches no terminal as such,
    // and a huge quoted value stays one readable line.
    course::Problem p;
    p.file = QStringLiteral("x/exercises.json");
    p.place = QStringLiteral("exercises[0].task");
    p.message = QStringLiteral("unknown training task '\x1b]0;pwned\x07%1\u0000'").arg(QString(900, QLatin1Char('a')));
    const QString line = p.toString();
    QVERIFY(std::none_of(line.cbegin(), line.cend(), [](QChar c) { return c.category() == QChar::Other_Control; }));
    QVERIFY2(line.contains(QStringLiteral("\\u001b]0;pwned\\u0007")), qPrintable(line));
    QVERIFY(line.size() < 600);
    QVERIFY(line.endsWith(QStringLiteral("…")));
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

QTEST_GUILESS_MAIN(TestLessonLoader)
void TestLessonLoader::glossaryTermsAreLinkedWhereFirstMet()
{
    // Issue 36: "token" and "entropy" were met long before anything said what they are. The
    // first use of a glossary term in the course's order is a link to its definition.
    QTemporaryDir dir;
    writeCourse(dir.path());
    // Alpha's first page links query; "key" is first met in plain text on its second page (a
    // plural, after a placeholder and a link target that hold the word but are not prose), and
    // linked only later, in lesson beta.
    write(dir.path(), QStringLiteral("alpha/en/02-table.md"),
          "# Summary: keys\n\nStep {{step}} of {{steps}} ({{keys}}), see [it](glossary:key).\nTwo Keys match.\n");
    write(dir.path(), QStringLiteral("beta/en/01-learn.md"),
          "# What you will learn\n\nThe [key](glossary:key) and the [query](glossary:query).\n");
    QList<course::Problem> problems = course::LessonLoader::validate(dir.path());
    QCOMPARE(problems.size(), 1);
    QVERIFY(problems.first().isWarning());
    QVERIFY2(problems.first().file.endsWith(QStringLiteral("alpha/en/02-table.md")), qPrintable(problems.first().file));
    QCOMPARE(problems.first().place, QStringLiteral("4:5"));
    QVERIFY2(problems.first().message.contains(QStringLiteral("[Key](glossary:key)")), qPrintable(problems.first().message));
    // Linked where first met, the warning goes; later plain uses are fine.
    write(dir.path(), QStringLiteral("alpha/en/02-table.md"),
          "# Summary\n\nTwo [keys](glossary:key) match; the keys and the query.\n");
    problems = course::LessonLoader::validate(dir.path());
    QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).toString()));
    // Each language on its own: a German page meets "Schlüssel" (the word in parentheses) first.
    write(dir.path(), QStringLiteral("glossary/de.json"), R"json({"formatVersion": 1, "terms": [
      {"id": "query", "term": "Query (Anfrage)", "definition": "Wonach ein Token sucht."},
      {"id": "key", "term": "Key (Schlüssel)", "definition": "Wodurch ein Token gefunden wird."}]})json");
    write(dir.path(), QStringLiteral("alpha/de/01-learn.md"),
          "# Was Sie lernen\n\nDer Schlüssel und die [Query](glossary:query) mit {{weight.max}}.\n");
    problems.clear();
    for (const course::Problem &p : course::LessonLoader::validate(dir.path()))
        if (p.message.contains(QStringLiteral("glossary term"))) // not the pages German lacks
            problems << p;
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.first().file.endsWith(QStringLiteral("alpha/de/01-learn.md")), qPrintable(problems.first().toString()));
    QCOMPARE(problems.first().place, QStringLiteral("3:5"));

    // The course itself, in English, German and French.
    const QString root = course::builtInLessonsRoot();
    const QList<course::Problem> shipped = course::glossaryFirstUses(course::LessonLoader::loadCourse(root), root);
    QVERIFY2(shipped.isEmpty(), qPrintable(shipped.value(0).toString()));
}

#include "tst_lessonloader.moc"
