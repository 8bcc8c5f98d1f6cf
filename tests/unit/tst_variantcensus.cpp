#include "answerkey.h"
#include "exercise.h"
#include "grading.h"
#include "lessonloader.h"
#include "variantcensus.h"

#include <QHash>
#include <QSet>
#include <QTest>

#include <cmath>

// How many different exercises a class really gets (issue 12): neighbours in a lab should not
// share their numbers.
class TestVariantCensus : public QObject
{
    Q_OBJECT

private slots:
    void countsWhatTheLearnerSees();
    void optionOrderIsNoVariant();
    void findsAmbiguousChoices();
    void everyVariedExerciseHasEnoughVariants();
    void targetsTellEachLearnerTheirOwnGoal();
};

namespace {

course::Exercise numeric(const QString &answer)
{
    course::Exercise e;
    e.id = QStringLiteral("census-test");
    e.type = course::Exercise::Type::Numeric;
    e.prompt = QStringLiteral("The query points at {{angle}}°.");
    e.answer = answer;
    e.absoluteTolerance = 0.01;
    return e;
}

/// Exercises that carry no variant of their own and are meant to be the same for everyone,
/// with the reason; the test checks each is still what it says.
const QHash<QString, QString> &fixedByDesign()
{
    // Every exercise that varies anything now varies enough: targets draw their key and
    // threshold. An exercise that cannot is listed here with the reason.
    static const QHash<QString, QString> fixed;
    return fixed;
}

bool isChoice(const course::Exercise &e)
{
    return e.type == course::Exercise::Type::SingleChoice || e.type == course::Exercise::Type::MultipleChoice
           || e.type == course::Exercise::Type::Matching;
}

} // namespace

void TestVariantCensus::countsWhatTheLearnerSees()
{
    course::Exercise e = numeric(QStringLiteral("score.k2"));
    e.variant.angle = course::GridRange{0, 30, 10};
    e.variant.length = course::GridRange{1, 2, 0.5};
    // 4 angles × 3 lengths: the prompt shows only the angle, but the answer tells them apart.
    const course::VariantCensus census = course::takeVariantCensus(e, 2000);
    QCOMPARE(census.learners, 2000);
    QCOMPARE(census.variants, 12);
    QCOMPARE(census.answers, 12);
    QVERIFY(census.ambiguities.isEmpty());

    // Twelve prompts, but only the keys that can win as answers.
    course::Exercise argmax = numeric(QStringLiteral("argmax"));
    argmax.variant.angle = course::GridRange{0, 350, 10};
    const course::VariantCensus wins = course::takeVariantCensus(argmax, 2000);
    QCOMPARE(wins.variants, 36);
    QVERIFY(wins.answers >= 2);
    QVERIFY(wins.answers <= 5);

    // Without a grid everyone gets the plate's numbers.
    const course::VariantCensus plate = course::takeVariantCensus(numeric(QStringLiteral("score.k2")), 2000);
    QCOMPARE(plate.learners, 1);
    QCOMPARE(plate.variants, 1);
}

void TestVariantCensus::optionOrderIsNoVariant()
{
    course::Exercise e;
    e.id = QStringLiteral("census-choice");
    e.type = course::Exercise::Type::SingleChoice;
    e.prompt = QStringLiteral("Where does the output lie?");
    for (const char *id : {"a", "b", "c", "d"})
        e.options << course::ChoiceOption{QString::fromLatin1(id), QStringLiteral("Option %1").arg(QLatin1String(id)),
                                          QLatin1String(id) == QLatin1String("a"), {}};
    // The options are shuffled for every learner, yet it is one exercise.
    e.variant.length = course::GridRange{1, 1, 1};
    const course::VariantCensus census = course::takeVariantCensus(e, 500);
    QCOMPARE(census.variants, 1);
    QCOMPARE(census.answers, 1);
}

void TestVariantCensus::findsAmbiguousChoices()
{
    course::Exercise e;
    e.id = QStringLiteral("census-values");
    e.type = course::Exercise::Type::SingleChoice;
    e.prompt = QStringLiteral("The values are {{value.k1}} to {{value.k5}}.");
    e.options << course::ChoiceOption{QStringLiteral("a"), QStringLiteral("Between the smallest and the largest."), true, {}}
              << course::ChoiceOption{QStringLiteral("b"), QStringLiteral("Exactly the plain average."), false, {}};
    // Three values on the grid for five keys: some must repeat.
    e.variant.values = course::GridRange{10, 30, 10};
    const course::VariantCensus drawn = course::takeVariantCensus(e, 4000, false);
    QCOMPARE(drawn.ambiguities.size(), 1);
    QVERIFY(drawn.ambiguities.first().contains(QStringLiteral("alike")));

    // With enough values on the grid, they are drawn distinct.
    course::Exercise wide = e;
    wide.variant.values = course::GridRange{10, 90, 10};
    QVERIFY(course::takeVariantCensus(wide, 4000, false).ambiguities.isEmpty());

    // Values of a numeric exercise may repeat: no option can become true.
    course::Exercise output = numeric(QStringLiteral("output"));
    output.variant.values = e.variant.values;
    QVERIFY(course::takeVariantCensus(output, 4000, false).ambiguities.isEmpty());

    // Two options that read the same for some learner.
    course::Exercise same = e;
    same.variant.values.reset();
    same.variant.angle = course::GridRange{0, 90, 10};
    same.options[1].text = QStringLiteral("{{angle}}°");
    same.options << course::ChoiceOption{QStringLiteral("c"), QStringLiteral("0.0°"), false, {}};
    const course::VariantCensus twice = course::takeVariantCensus(same, 1000, false);
    QCOMPARE(twice.ambiguities.size(), 1);
    QVERIFY(twice.ambiguities.first().contains(QStringLiteral("options b and c")));
}

void TestVariantCensus::everyVariedExerciseHasEnoughVariants()
{
    const course::Course c = course::LessonLoader::loadCourse(QStringLiteral(LESSONS_SOURCE_DIR));
    QVERIFY(!c.lessons.isEmpty());
    QStringList tooFew;
    QStringList stale;
    for (const course::Lesson &lesson : c.lessons) {
        for (const course::Exercise &e : lesson.exercises) {
            const bool varied = course::variesPerLearner(e);
            if (!varied && isChoice(e))
                continue; // a conceptual question, the same for everyone by design
            const course::VariantCensus census = course::takeVariantCensus(e);
            QVERIFY2(census.ambiguities.isEmpty(), qPrintable(e.id + QStringLiteral(": ") + census.ambiguities.join(u'\n')));
            const bool enough = census.variants >= course::kEnoughVariants;
            if (fixedByDesign().contains(e.id)) {
                if (enough || varied)
                    stale << e.id;
            } else if (!enough) {
                tooFew << QStringLiteral("%1 (%2)").arg(e.id).arg(census.variants);
            }
        }
    }
    QVERIFY2(tooFew.isEmpty(), qPrintable(QStringLiteral("fewer than %1 variants: ").arg(course::kEnoughVariants)
                                          + tooFew.join(QStringLiteral(", "))));
    QVERIFY2(stale.isEmpty(), qPrintable(QStringLiteral("no longer fixed, remove from fixedByDesign(): ")
                                         + stale.join(QStringLiteral(", "))));
    for (auto it = fixedByDesign().cbegin(); it != fixedByDesign().cend(); ++it)
        QVERIFY2(c.exercise(it.key()), qPrintable(it.key() + QStringLiteral(" is not in the course any more")));
}

void TestVariantCensus::targetsTellEachLearnerTheirOwnGoal()
{
    const course::Course c = course::LessonLoader::loadCourse(QStringLiteral(LESSONS_SOURCE_DIR));
    int targets = 0;
    for (const course::Lesson &lesson : c.lessons)
        for (const course::Exercise &e : lesson.exercises) {
            if (e.type != course::Exercise::Type::Target)
                continue;
            ++targets;
            QSet<int> keys;
            for (int i = 0; i < 60; ++i) {
                const course::Variant v = course::makeVariant(e, QStringLiteral("learner-%1").arg(i));
                const course::TargetSpec &goal = course::goalOf(e, v);
                keys.insert(goal.key);
                const QString prompt = course::fillForVariant(e.prompt, v);
                QString texts = prompt + course::fillForVariant(e.hints.join(u'\n'), v) + course::fillForVariant(e.solution, v);
                QVERIFY2(!texts.contains(QStringLiteral("{{")), qPrintable(e.id + QStringLiteral(": ") + texts));
                // The prompt states this learner's goal: the key by number, the threshold as shown.
                if (goal.kind == course::TargetSpec::Kind::OutputAbove) {
                    QVERIFY2(prompt.contains(QStringLiteral("above %1").arg(goal.threshold)), qPrintable(prompt));
                } else {
                    QVERIFY2(prompt.contains(QStringLiteral("key %1").arg(goal.key)), qPrintable(prompt));
                    QVERIFY2(prompt.contains(QStringLiteral("%1%").arg(std::round(goal.threshold * 10000.0) / 100.0)),
                             qPrintable(prompt));
                }
                // And the answer key's query meets exactly that goal.
                const course::AnswerKey key = course::answerKey(e, v);
                QVERIFY2(key.targetQuery, qPrintable(e.id));
                QCOMPARE(course::gradeTarget(e, v, *key.targetQuery).status, course::Feedback::Status::Correct);
            }
            if (e.variant.targetKey)
                QVERIFY2(keys.size() == 5, qPrintable(e.id));
        }
    QCOMPARE(targets, 6);
}

QTEST_GUILESS_MAIN(TestVariantCensus)
#include "tst_variantcensus.moc"
