#include "answer.h"
#include "answerkey.h"
#include "exercisekind.h"
#include "exerciseloader.h"
#include "exercisetranslation.h"
#include "lessonloader.h"
#include "rehearsalanswers.h"
#include "typedanswer.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

// The seventh kind of exercise, matching: two lists to pair, graded pair by pair, from its
// file to its grade, its answer key, its typed answers and its rehearsal answers.

namespace {

const QString kTerms = QStringLiteral("iv2-7-match-terms");
const QString kScores = QStringLiteral("iv2-3-match-scores-weights");

const course::Course &theCourse()
{
    static const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    return c;
}

const course::Exercise &exercise(const QString &id)
{
    const course::Exercise *e = theCourse().exercise(id);
    if (!e)
        qFatal("no exercise %s", qPrintable(id));
    return *e;
}

course::MatchingAnswer rightPairs(const course::Exercise &e)
{
    course::MatchingAnswer a;
    for (const course::ChoiceOption &o : e.options)
        a.partners.insert(o.id, o.id);
    return a;
}

/// The problems of one exercises.json holding `exercise`.
QList<course::Problem> problemsOf(const QJsonObject &exercise)
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("exercises.json"));
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(file));
    f.write(QJsonDocument(QJsonObject{{QStringLiteral("formatVersion"), 1},
                                      {QStringLiteral("exercises"), QJsonArray{exercise}}})
                .toJson());
    f.close();
    QList<course::Problem> problems;
    course::loadExercises(file, QStringLiteral("l"), &problems);
    return problems;
}

QJsonObject pair(const char *id, const char *item, const char *text)
{
    return {{QStringLiteral("id"), QLatin1String(id)}, {QStringLiteral("item"), QString::fromUtf8(item)},
            {QStringLiteral("text"), QString::fromUtf8(text)}};
}

QJsonObject matchingFile(const QJsonArray &pairs)
{
    return {{QStringLiteral("id"), QStringLiteral("m")},
            {QStringLiteral("title"), QStringLiteral("Pairs")},
            {QStringLiteral("type"), QStringLiteral("matching")},
            {QStringLiteral("objective"), QStringLiteral("soft-lookup")},
            {QStringLiteral("prompt"), QStringLiteral("Pair them.")},
            {QStringLiteral("options"), pairs}};
}

} // namespace

class TestMatching : public QObject
{
    Q_OBJECT

private slots:
    void theKindIsRegisteredByName();
    void theCourseShipsFourMatchingsInThreeLanguages();
    void loaderRefusesPairsNoOneCouldTellApart();
    void rightPairsScoreOneAndEachWrongPairCosts();
    void aSwapIsNamedOnce();
    void incompleteOrDoubledAnswersCostNoAttempt();
    void partnersThatReadTheSameAreInterchangeable();
    void answersRoundTripThroughTheirJson();
    void theKeysAnswerTypedOnTheCommandLineScoresOne();
    void typedAnswersThatAreNoPairsAreRefused();
    void answerKeyNamesEachPairWithItsLetter();
    void rehearsalAnswersAreRightPartlyRightAndWrong();
};

void TestMatching::theKindIsRegisteredByName()
{
    const course::ExerciseKind *kind = course::kindNamed(QStringLiteral("matching"));
    QVERIFY(kind);
    QCOMPARE(kind->type(), course::Exercise::Type::Matching);
    QCOMPARE(&course::kindOf(course::Exercise::Type::Matching), kind);
    QCOMPARE(course::typeName(course::Exercise::Type::Matching), QStringLiteral("matching"));
    QVERIFY(kind->givesPartialCredit());
    QCOMPARE(course::exerciseKinds().size(), 7);
}

void TestMatching::theCourseShipsFourMatchingsInThreeLanguages()
{
    int matchings = 0;
    for (const course::Lesson &lesson : theCourse().lessons)
        for (const course::Exercise &e : lesson.exercises) {
            if (e.type != course::Exercise::Type::Matching)
                continue;
            ++matchings;
            for (const QString &locale : {QStringLiteral("de"), QStringLiteral("fr")}) {
                const course::Exercise local = course::localizedExercise(e, locale);
                QVERIFY2(local.prompt != e.prompt, qPrintable(e.id + u' ' + locale));
                for (int i = 0; i < e.options.size(); ++i)
                    QVERIFY2(local.options[i].item != e.options[i].item || e.options[i].item.startsWith(u'k'),
                             qPrintable(e.id + u' ' + locale + u' ' + e.options[i].id));
            }
        }
    QCOMPARE(matchings, 4);
    const course::Exercise german = course::localizedExercise(exercise(kTerms), QStringLiteral("de"));
    QCOMPARE(german.options.first().item, QStringLiteral("Die Query q = W_q x"));
}

void TestMatching::loaderRefusesPairsNoOneCouldTellApart()
{
    QVERIFY(problemsOf(matchingFile({pair("a", "Query", "asks"), pair("b", "Key", "is found")})).isEmpty());
    const auto first = [](const QList<course::Problem> &problems) {
        return problems.isEmpty() ? QString() : problems.first().place + u' ' + problems.first().message;
    };
    QVERIFY(first(problemsOf(matchingFile({pair("a", "Query", "asks")}))).contains(QStringLiteral("2 to 8 pairs")));
    QVERIFY(first(problemsOf(matchingFile({pair("a", "Query", "asks"), pair("b", "Query", "is found")})))
                .contains(QStringLiteral("read the same")));
    QVERIFY(first(problemsOf(matchingFile({pair("a", "Query", "asks"), pair("b", "Key", "asks")})))
                .contains(QStringLiteral("read the same")));
    QVERIFY(first(problemsOf(matchingFile({pair("a", "", "asks"), pair("b", "Key", "found")})))
                .contains(QStringLiteral("an item and a text")));
    QJsonObject extra = pair("b", "Key", "found");
    extra.insert(QStringLiteral("correct"), true);
    QVERIFY(first(problemsOf(matchingFile({pair("a", "Query", "asks"), extra}))).contains(QStringLiteral("unknown field 'correct'")));
    QVERIFY(first(problemsOf(matchingFile({pair("a", "{{nonsense}}", "asks"), pair("b", "Key", "found")})))
                .contains(QStringLiteral("unknown placeholder")));
}

void TestMatching::rightPairsScoreOneAndEachWrongPairCosts()
{
    const course::Exercise &e = exercise(kTerms);
    const course::Variant v = course::makeVariant(e, QStringLiteral("s-1"));
    const course::Feedback right = course::grade(e, v, rightPairs(e));
    QCOMPARE(right.status, course::Feedback::Status::Correct);
    QCOMPARE(right.score, 1.0);

    // Three of five items moved round in a circle: two of five pairs right.
    course::MatchingAnswer cycle = rightPairs(e);
    cycle.partners[QStringLiteral("query")] = QStringLiteral("key");
    cycle.partners[QStringLiteral("key")] = QStringLiteral("value");
    cycle.partners[QStringLiteral("value")] = QStringLiteral("query");
    const course::Feedback partly = course::grade(e, v, cycle);
    QCOMPARE(partly.status, course::Feedback::Status::Partial);
    QCOMPARE(partly.score, 0.4);
    QCOMPARE(partly.diagnoses.size(), 3);
    QVERIFY(partly.details.join(u'\n').contains(QStringLiteral("“The query q = W_q x” does not go with “What a token is found by”.")));
    // The item's own explanation says why.
    QVERIFY(partly.details.contains(e.options.first().explanation));

    course::MatchingAnswer none;
    for (qsizetype i = 0; i < e.options.size(); ++i)
        none.partners.insert(e.options[i].id, e.options[(i + 1) % e.options.size()].id);
    const course::Feedback wrong = course::grade(e, v, none);
    QCOMPARE(wrong.status, course::Feedback::Status::Wrong);
    QCOMPARE(wrong.score, 0.0);
    QVERIFY(wrong.countsAsAttempt());
}

void TestMatching::aSwapIsNamedOnce()
{
    const course::Exercise &e = exercise(kTerms);
    course::MatchingAnswer swapped = rightPairs(e);
    swapped.partners[QStringLiteral("query")] = QStringLiteral("key");
    swapped.partners[QStringLiteral("key")] = QStringLiteral("query");
    const course::Feedback f = course::grade(e, course::makeVariant(e, QStringLiteral("s-1")), swapped);
    QCOMPARE(f.score, 0.6);
    QCOMPARE(f.diagnoses, QStringList{QStringLiteral("“The query q = W_q x” and “A key k = W_k x” swapped.")});
}

void TestMatching::incompleteOrDoubledAnswersCostNoAttempt()
{
    const course::Exercise &e = exercise(kTerms);
    const course::Variant v = course::makeVariant(e, QStringLiteral("s-1"));
    course::MatchingAnswer missing = rightPairs(e);
    missing.partners.remove(QStringLiteral("value"));
    const course::Feedback incomplete = course::grade(e, v, missing);
    QCOMPARE(incomplete.status, course::Feedback::Status::Invalid);
    QVERIFY(!incomplete.countsAsAttempt());
    QVERIFY(incomplete.message.contains(QStringLiteral("still without a partner")));

    course::MatchingAnswer doubled = rightPairs(e);
    doubled.partners[QStringLiteral("value")] = QStringLiteral("query");
    const course::Feedback twice = course::grade(e, v, doubled);
    QCOMPARE(twice.status, course::Feedback::Status::Invalid);
    QVERIFY(twice.message.contains(QStringLiteral("“What a token is looking for” is given to two items")));

    course::MatchingAnswer unknown = rightPairs(e);
    unknown.partners[QStringLiteral("value")] = QStringLiteral("nonsense");
    QCOMPARE(course::grade(e, v, unknown).status, course::Feedback::Status::Invalid);
    QCOMPARE(course::grade(e, v, course::MatchingAnswer{}).status, course::Feedback::Status::Invalid);
    // An answer of another kind is no answer to a matching.
    QCOMPARE(course::grade(e, v, course::ChoiceAnswer{{QStringLiteral("query")}}).status, course::Feedback::Status::Invalid);
}

void TestMatching::partnersThatReadTheSameAreInterchangeable()
{
    // Two keys whose weights show alike: either weight goes with either score.
    course::Exercise e;
    e.id = QStringLiteral("tie");
    e.type = course::Exercise::Type::Matching;
    e.options << course::ChoiceOption{QStringLiteral("a"), QStringLiteral("2.3%"), true, {}, QStringLiteral("k1")}
              << course::ChoiceOption{QStringLiteral("b"), QStringLiteral("2.3%"), true, {}, QStringLiteral("k3")}
              << course::ChoiceOption{QStringLiteral("c"), QStringLiteral("90.0%"), true, {}, QStringLiteral("k2")};
    const course::Variant v = course::makeVariant(e, QStringLiteral("s-1"));
    course::MatchingAnswer crossed;
    crossed.partners = {{QStringLiteral("a"), QStringLiteral("b")}, {QStringLiteral("b"), QStringLiteral("a")},
                        {QStringLiteral("c"), QStringLiteral("c")}};
    QCOMPARE(course::grade(e, v, crossed).status, course::Feedback::Status::Correct);
    crossed.partners = {{QStringLiteral("a"), QStringLiteral("c")}, {QStringLiteral("b"), QStringLiteral("b")},
                        {QStringLiteral("c"), QStringLiteral("a")}};
    QCOMPARE(course::grade(e, v, crossed).score, 1.0 / 3.0);
}

void TestMatching::answersRoundTripThroughTheirJson()
{
    course::MatchingAnswer a;
    a.partners = {{QStringLiteral("query"), QStringLiteral("key")}, {QStringLiteral("key"), QStringLiteral("query")}};
    const QJsonObject json = course::answerToJson(a);
    QCOMPARE(json.value(QStringLiteral("kind")).toString(), QStringLiteral("matching"));
    QCOMPARE(course::answerFromJson(json), std::optional<course::Answer>(a));

    QString problem;
    QVERIFY(!course::answerFromJson(QJsonObject{{QStringLiteral("kind"), QStringLiteral("matching")},
                                                {QStringLiteral("pairs"), QJsonArray{1, 2}}},
                                    &problem));
    QVERIFY(problem.contains(QStringLiteral("pairs")));
    QVERIFY(!course::answerFromJson(QJsonObject{{QStringLiteral("kind"), QStringLiteral("matching")},
                                                {QStringLiteral("pairs"), QJsonObject{{QStringLiteral("a"), 3}}}},
                                    &problem));
    QJsonObject many;
    for (int i = 0; i < 65; ++i)
        many.insert(QString::number(i), QStringLiteral("x"));
    QVERIFY(!course::answerFromJson(QJsonObject{{QStringLiteral("kind"), QStringLiteral("matching")},
                                                {QStringLiteral("pairs"), many}},
                                    &problem));
}

void TestMatching::theKeysAnswerTypedOnTheCommandLineScoresOne()
{
    for (const QString &id : {kTerms, kScores, QStringLiteral("iv2-1-match-lookups")}) {
        const course::Exercise &e = exercise(id);
        for (const QString &learner : {QStringLiteral("s-1"), QStringLiteral("s-2"), QStringLiteral("s-3")}) {
            const course::Variant v = course::makeVariant(e, learner);
            QJsonObject printed;
            course::kindOf(e).writeKeyJson(course::answerKey(e, v), printed);
            const QByteArray typed = QJsonDocument(printed.value(QStringLiteral("answer")).toObject()).toJson(QJsonDocument::Compact);
            QString problem;
            const std::optional<course::Answer> answer = course::readTypedAnswer(e, v, QString::fromUtf8(typed), &problem);
            QVERIFY2(answer, qPrintable(problem));
            QCOMPARE(course::grade(e, v, *answer).score, 1.0);
            // The files' own form reads too.
            const QByteArray asFile = QJsonDocument(course::answerToJson(*answer)).toJson(QJsonDocument::Compact);
            QCOMPARE(course::readTypedAnswer(e, v, QString::fromUtf8(asFile), &problem), answer);
        }
    }
}

void TestMatching::typedAnswersThatAreNoPairsAreRefused()
{
    const course::Exercise &e = exercise(kTerms);
    const course::Variant v = course::makeVariant(e, QStringLiteral("s-1"));
    for (const char *text : {"query", "[\"query\"]", "{\"query\": 3}", "{\"ghost\": \"query\"}", "{\"query\": \"ghost\"}",
                             "{\"kind\": \"choice\", \"options\": [\"query\"]}", "{"}) {
        QString problem;
        QVERIFY2(!course::readTypedAnswer(e, v, QString::fromUtf8(text), &problem), text);
        QVERIFY2(!problem.isEmpty(), text);
    }
}

void TestMatching::answerKeyNamesEachPairWithItsLetter()
{
    const course::Exercise &e = exercise(kScores);
    const course::Variant v = course::makeVariant(e, QStringLiteral("s-1"));
    const course::AnswerKey key = course::answerKey(e, v);
    QCOMPARE(key.options.size(), 5);
    const QString words = course::answerInWords(key);
    for (const course::AnswerKeyOption &o : key.options) {
        QVERIFY(o.item.startsWith(o.id + QStringLiteral(": score ")));
        // The partner as the learner sees it, and the letter of its place on their screen.
        QVERIFY2(words.contains(QStringLiteral("%1 → %2 (%3)").arg(o.item, o.text, QChar(u'A' + o.shownPosition - 1))),
                 qPrintable(words));
    }
    // The partners' letters follow the learner's shuffled order.
    QCOMPARE(key.shownOptionIds().size(), 5);
    QVERIFY(v.optionOrder.size() == 5);
}

void TestMatching::rehearsalAnswersAreRightPartlyRightAndWrong()
{
    for (const QString &id : {kTerms, kScores}) {
        const course::Exercise &e = exercise(id);
        const course::Variant v = course::makeVariant(e, QStringLiteral("s-7"));
        const course::RehearsalAnswers answers(e, v, QLocale::c());
        QVERIFY(answers.right());
        QCOMPARE(course::grade(e, v, *answers.right()).status, course::Feedback::Status::Correct);
        const QList<course::Answer> mistakes = answers.typicalMistakes();
        QVERIFY(!mistakes.isEmpty());
        for (const course::Answer &a : mistakes) {
            const course::Feedback f = course::grade(e, v, a);
            QCOMPARE(f.status, course::Feedback::Status::Partial);
            QVERIFY(!f.diagnoses.isEmpty());
        }
        const QList<course::Answer> wrong = answers.wrongAnswers();
        QVERIFY(!wrong.isEmpty());
        QCOMPARE(course::grade(e, v, wrong.first()).status, course::Feedback::Status::Wrong);
    }
}

QTEST_GUILESS_MAIN(TestMatching)
#include "tst_matching.moc"
