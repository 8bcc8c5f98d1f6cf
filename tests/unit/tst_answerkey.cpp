#include "answer.h"
#include "answerkey.h"
#include "exercisefixtures.h"
#include "grading.h"
#include "lessonloader.h"
#include "plaintext.h"
#include "steptable.h"

#include <QTest>

#include <cmath>

// The teacher's answer key: one struct per learner's variant, whose answers the grading
// accepts, in plain text.
namespace {

using testing::plate;


bool hasMarkdown(const QString &text)
{
    return text.contains(QStringLiteral("**")) || text.contains(QLatin1Char('`')) || text.contains(QStringLiteral("]("));
}

} // namespace

class TestAnswerKey : public QObject
{
    Q_OBJECT

private slots:
    void markdownToPlainText_data();
    void markdownToPlainText();
    void numericAnswerInItsUnit();
    void keyNumberIsAKey();
    void optionsInContentOrderWithTheirPlaces();
    void tableCellsAreTheStepTable();
    void targetsHaveAQueryThatReachesThem();
    void everyShippedAnswerIsGradedCorrect();
};

void TestAnswerKey::markdownToPlainText_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("plain");
    QTest::newRow("strong") << "a **bold** move" << "a bold move";
    QTest::newRow("strong underscores") << "a __bold__ move" << "a bold move";
    QTest::newRow("emphasis") << "an *odd* one and _this_" << "an odd one and this";
    QTest::newRow("code") << "type `0.5508` here" << "type 0.5508 here";
    QTest::newRow("internal link") << "see [the glossary](glossary:softmax)." << "see the glossary.";
    QTest::newRow("web link") << "[the paper](https://arxiv.org/abs/1706.03762)" << "the paper (https://arxiv.org/abs/1706.03762)";
    QTest::newRow("image") << "![a plot](plot.png)" << "a plot";
    QTest::newRow("heading") << "## Step one" << "Step one";
    QTest::newRow("underscores in names stay") << "q_x·k_x + q_y·k_y" << "q_x·k_x + q_y·k_y";
    QTest::newRow("escaped star") << "2 \\* 3" << "2 * 3";
    QTest::newRow("list") << "- **Correct:** yes" << "- Correct: yes";
    QTest::newRow("table") << "| key | w |\n|---|---|\n| k1 | 0.4081 |\n| Σ = output | 1 |"
                           << "key         w\nk1          0.4081\nΣ = output  1";
    QTest::newRow("plain stays") << "The output is 16.8421." << "The output is 16.8421.";
}

void TestAnswerKey::markdownToPlainText()
{
    QFETCH(QString, markdown);
    QFETCH(QString, plain);
    QCOMPARE(course::markdownToPlainText(markdown), plain);
}

void TestAnswerKey::numericAnswerInItsUnit()
{
    course::Exercise e = testing::numericExercise(QStringLiteral("weight.k2"), course::Exercise::Unit::Percent, 0.5);
    e.prompt = QStringLiteral("What weight does **key 2** get at {{angle}}°? Type it in `percent`.");
    e.solution = QStringLiteral("w₂ = exp({{shifted.k2}}) / **{{sum.exp}}**");
    const course::AnswerKey key = course::answerKey(e, plate());
    QCOMPARE(key.type, course::Exercise::Type::Numeric);
    QVERIFY(key.value.has_value());
    QVERIFY(std::abs(*key.value - 55.08) < 5e-3);
    QCOMPARE(key.unit, course::Exercise::Unit::Percent);
    QCOMPARE(key.tolerance, 0.5);
    QVERIFY(!key.valueIsKey);
    QVERIFY2(!hasMarkdown(key.prompt), qPrintable(key.prompt));
    QVERIFY(key.prompt.contains(QStringLiteral("key 2")));
    QVERIFY(key.prompt.contains(QStringLiteral("40")));
    QVERIFY(!key.prompt.contains(QStringLiteral("{{")));
    QVERIFY2(!hasMarkdown(key.workedSolution), qPrintable(key.workedSolution));
    QVERIFY(key.workedSolution.contains(QStringLiteral("1.8155")));
    QVERIFY(key.workedSolution.contains(QStringLiteral("16.8421")));

    const course::AnswerKey relative = course::answerKey(
        testing::numericExercise(QStringLiteral("output"), course::Exercise::Unit::Number, std::nullopt, 0.01), plate());
    QVERIFY(std::abs(*relative.value - 16.8421) < 5e-5);
    QVERIFY(std::abs(relative.tolerance - 0.168421) < 1e-5);
}

void TestAnswerKey::keyNumberIsAKey()
{
    const course::AnswerKey key = course::answerKey(
        testing::numericExercise(QStringLiteral("argmax"), course::Exercise::Unit::Number, 0.0), plate());
    QVERIFY(key.valueIsKey);
    QCOMPARE(*key.value, 2.0);
    QVERIFY2(key.workedSolution.contains(QStringLiteral("Answer: key 2")), qPrintable(key.workedSolution));
}

void TestAnswerKey::optionsInContentOrderWithTheirPlaces()
{
    course::Exercise e;
    e.id = QStringLiteral("choice-with-many-options");
    e.type = course::Exercise::Type::MultipleChoice;
    e.prompt = QStringLiteral("Which are **true**?");
    for (const char *id : {"a", "b", "c", "d", "e", "f"})
        e.options << course::ChoiceOption{QString::fromLatin1(id), QStringLiteral("Option *%1* at {{angle}}°").arg(QLatin1String(id)),
                                          QByteArray(id) == "b" || QByteArray(id) == "e", {}};
    // A learner whose options are shuffled.
    course::Variant v;
    for (int i = 0; i < 50; ++i) {
        v = course::makeVariant(e, QStringLiteral("learner-%1").arg(i));
        if (v.optionOrder != std::vector<int>{0, 1, 2, 3, 4, 5})
            break;
    }
    QVERIFY(v.optionOrder != (std::vector<int>{0, 1, 2, 3, 4, 5}));
    const course::AnswerKey key = course::answerKey(e, v);
    QCOMPARE(key.options.size(), 6);
    QStringList ids;
    QStringList shown;
    for (const course::AnswerKeyOption &o : key.options) {
        ids << o.id;
        QCOMPARE(o.correct, o.id == QLatin1String("b") || o.id == QLatin1String("e"));
        QCOMPARE(o.text, QStringLiteral("Option %1 at 40.0°").arg(o.id));
        // The learner sees it at position p: the p-th index of their order is this option.
        QCOMPARE(e.options.at(v.optionOrder[std::size_t(o.shownPosition - 1)]).id, o.id);
    }
    for (int index : v.optionOrder)
        shown << e.options.at(index).id;
    QCOMPARE(ids, (QStringList{"a", "b", "c", "d", "e", "f"}));
    QCOMPARE(key.shownOptionIds(), shown);
    QCOMPARE(key.correctOptionIds(), (QStringList{"b", "e"}));
    QCOMPARE(key.prompt, QStringLiteral("Which are true?"));
}

void TestAnswerKey::tableCellsAreTheStepTable()
{
    for (const auto kind : {course::StepTableKind::DotProduct, course::StepTableKind::Softmax, course::StepTableKind::WeightedSum}) {
        course::Exercise e;
        e.id = QStringLiteral("t");
        e.type = course::Exercise::Type::Table;
        e.table = kind;
        const course::AnswerKey key = course::answerKey(e, plate());
        const course::StepTable table = course::stepTable(kind, plate().trace());
        QCOMPARE(key.tableColumns, course::tableInputColumns(kind));
        QCOMPARE(key.tableRows.size(), table.rows.size());
        QCOMPARE(key.tableCells.size(), table.rows.size());
        for (int r = 0; r < table.rows.size(); ++r) {
            QCOMPARE(key.tableRows[r], table.rows[r].label);
            for (int c = 0; c < key.tableColumns.size(); ++c) {
                QCOMPARE(key.tableCells[r][c].has_value(), course::tableCellExists(kind, plate(), r, c));
                if (key.tableCells[r][c])
                    QVERIFY(std::abs(*key.tableCells[r][c] - course::tableExpected(kind, plate(), r, c)) < 1e-12);
            }
        }
    }
}

void TestAnswerKey::targetsHaveAQueryThatReachesThem()
{
    course::Exercise e;
    e.id = QStringLiteral("target");
    e.type = course::Exercise::Type::Target;
    e.target.kind = course::TargetSpec::Kind::WeightAtLeast;
    e.target.key = 4;
    e.target.threshold = 0.6;
    course::AnswerKey key = course::answerKey(e, plate());
    QVERIFY(key.targetQuery.has_value());
    QCOMPARE(course::gradeTarget(e, plate(), *key.targetQuery).status, course::Feedback::Status::Correct);

    e.target.kind = course::TargetSpec::Kind::OutputAbove;
    e.target.threshold = 35.0;
    e.target.maxLength = 2.0;
    key = course::answerKey(e, plate());
    QVERIFY(key.targetQuery.has_value());
    QVERIFY(key.targetQuery->length <= 2.0);
    QCOMPARE(course::gradeTarget(e, plate(), *key.targetQuery).status, course::Feedback::Status::Correct);

    e.target.threshold = 60.0; // above every value: out of reach
    QVERIFY(!course::answerKey(e, plate()).targetQuery.has_value());
}

void TestAnswerKey::everyShippedAnswerIsGradedCorrect()
{
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    int exercises = 0;
    for (const course::Lesson &lesson : c.lessons) {
        for (const course::Exercise &e : lesson.exercises) {
            ++exercises;
            const course::Variant v = course::makeVariant(e, QStringLiteral("ada-lovelace"), 3);
            const course::AnswerKey key = course::answerKey(e, v);
            const QByteArray where = e.id.toUtf8();
            QCOMPARE(key.exerciseId, e.id);
            QVERIFY2(!hasMarkdown(key.prompt), where.constData());
            QVERIFY2(!key.prompt.contains(QStringLiteral("{{")), where.constData());
            for (const course::AnswerKeyOption &o : key.options)
                QVERIFY2(!hasMarkdown(o.text), where.constData());
            course::Feedback f;
            switch (e.type) {
            case course::Exercise::Type::Numeric:
                QVERIFY2(key.value.has_value(), where.constData());
                f = course::gradeNumeric(e, v, QString::number(*key.value, 'f', 6) + (key.unit == course::Exercise::Unit::Percent ? QStringLiteral("%") : QString()),
                                         QLocale::c());
                break;
            case course::Exercise::Type::SingleChoice:
            case course::Exercise::Type::MultipleChoice:
                f = course::gradeChoice(e, v, key.correctOptionIds());
                break;
            case course::Exercise::Type::Ranking:
                f = course::gradeRanking(e, v, key.ranking);
                break;
            case course::Exercise::Type::Table: {
                QList<QStringList> cells;
                for (const auto &row : key.tableCells) {
                    QStringList texts;
                    for (const std::optional<double> &cell : row)
                        texts << (cell ? QString::number(*cell, 'f', 6) : QString());
                    cells << texts;
                }
                f = course::gradeTable(e, v, cells, QLocale::c());
                break;
            }
            case course::Exercise::Type::Target:
                QVERIFY2(key.targetQuery.has_value(), where.constData());
                f = course::gradeTarget(e, v, *key.targetQuery);
                break;
            case course::Exercise::Type::Matching: {
                course::MatchingAnswer pairs;
                for (const course::AnswerKeyOption &o : key.options)
                    pairs.partners.insert(o.id, o.id);
                f = course::grade(e, v, pairs);
                break;
            }
            }
            QVERIFY2(f.status == course::Feedback::Status::Correct, qPrintable(e.id + QStringLiteral(": ") + f.message));
        }
    }
    QVERIFY(exercises >= 30);
}

QTEST_GUILESS_MAIN(TestAnswerKey)
#include "tst_answerkey.moc"
