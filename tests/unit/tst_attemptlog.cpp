#include "answer.h"
#include "attemptlog.h"
#include "exercise.h"
#include "exercisefixtures.h"
#include "exerciseprogress.h"
#include "handin.h"
#include "labwork.h"
#include "exercisesession.h"
#include "grading.h"
#include "lessonloader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

// Answers and attempt logs as data: they round-trip exactly through JSON, a score is always
// recomputed from the log under the exercise's rules, and format-1 progress files (answers
// as strings, a trusted bestScore) are migrated without losing an answer. No widget here:
// everything a teacher's machine needs to regrade a learner's work runs without a window.
Q_DECLARE_METATYPE(course::Answer)

namespace {

using testing::plate;

/// The plate's output, 16.8421, within 0.01; two attempts, two hints worth 25% each.
course::Exercise outputExercise()
{
    course::Exercise e;
    e.id = QStringLiteral("output");
    e.type = course::Exercise::Type::Numeric;
    e.answer = QStringLiteral("output");
    e.absoluteTolerance = 0.01;
    e.attempts = 2;
    e.hints = {QStringLiteral("one"), QStringLiteral("two")};
    e.hintPenalty = 0.25;
    return e;
}

course::AttemptEvent check(const course::Answer &answer, const QString &locale = QStringLiteral("en_GB"))
{
    course::AttemptEvent e;
    e.kind = course::AttemptEvent::Kind::Check;
    e.when = QDateTime(QDate(2026, 11, 30), QTime(9, 0, 1, 250), Qt::UTC);
    e.answer = answer;
    e.locale = locale;
    e.status = course::Feedback::Status::Wrong;
    return e;
}

course::AttemptEvent hint(int which)
{
    course::AttemptEvent e;
    e.kind = course::AttemptEvent::Kind::Hint;
    e.hint = which;
    return e;
}

course::AttemptEvent solution()
{
    course::AttemptEvent e;
    e.kind = course::AttemptEvent::Kind::Solution;
    return e;
}

course::Answer number(const QString &typed)
{
    return course::NumberAnswer{typed};
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

} // namespace

class TestAttemptLog : public QObject
{
    Q_OBJECT

private slots:
    void answersRoundTrip_data();
    void answersRoundTrip();
    void malformedAnswersAreRefused_data();
    void malformedAnswersAreRefused();
    void logRoundTripsExactly();
    void mergedLogsHoldEveryEventOnceInTimeOrder();
    void malformedLogsAreRefused_data();
    void malformedLogsAreRefused();
    void timesThatCannotBeWrittenBackReadAsUnknown();
    void gradeTakesEveryKindOfAnswer();
    void scoreReplaysTheRules();
    void scoreIgnoresRecordedVerdicts();
    void eachAttemptBeforeTheRightOneCosts();
    void sessionIsTheOnlyWriter();
    void sessionTakesOnlyAnswersAFileCanHold();
    void migratesVersion1WithoutLosingAnswers();
    void version1CountsMustBeSmallWholeNumbers_data();
    void version1CountsMustBeSmallWholeNumbers();
    void version1AnswersFormat2CannotHoldStayText();
    void storeReadsBackWhatItWrites();
    void regradesASavedFileWithoutWidgets();
};

void TestAttemptLog::answersRoundTrip_data()
{
    QTest::addColumn<course::Answer>("answer");
    QTest::newRow("number as typed") << number(QStringLiteral("55,1 %"));
    QTest::newRow("empty number") << number(QString());
    QTest::newRow("choice") << course::Answer(course::ChoiceAnswer{{QStringLiteral("a"), QStringLiteral("c")}});
    QTest::newRow("no choice") << course::Answer(course::ChoiceAnswer{});
    QTest::newRow("ranking") << course::Answer(course::RankingAnswer{{2, 1, 5, 3, 4}});
    QTest::newRow("table with empty cells")
        << course::Answer(course::TableAnswer{{{QStringLiteral("1.29"), QString(), QStringLiteral("−0.3")},
                                               {QString(), QString(), QString()}}});
    QTest::newRow("target") << course::Answer(course::TargetAnswer{239.123456789012, 0.1});
    QTest::newRow("target at zero") << course::Answer(course::TargetAnswer{0.0, 0.0});
}

void TestAttemptLog::answersRoundTrip()
{
    QFETCH(course::Answer, answer);
    const QJsonObject json = course::answerToJson(answer);
    // Through the bytes a file holds, not only the in-memory object.
    const QJsonObject reread = QJsonDocument::fromJson(QJsonDocument(json).toJson()).object();
    QString problem;
    const auto back = course::answerFromJson(reread, &problem);
    QVERIFY2(back, qPrintable(problem));
    QVERIFY(*back == answer);
    QCOMPARE(course::answerToJson(*back), json);
}

void TestAttemptLog::malformedAnswersAreRefused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("not an object") << QByteArray("[1]");
    QTest::newRow("unknown kind") << QByteArray(R"({"kind": "essay", "text": "x"})");
    QTest::newRow("number not a string") << QByteArray(R"({"kind": "number", "typed": 55.1})");
    QTest::newRow("choice ids not strings") << QByteArray(R"({"kind": "choice", "options": [1]})");
    QTest::newRow("ranking with a fraction") << QByteArray(R"({"kind": "ranking", "keys": [1.5, 2]})");
    QTest::newRow("ranking with zero") << QByteArray(R"({"kind": "ranking", "keys": [0, 1]})");
    QTest::newRow("table row not an array") << QByteArray(R"({"kind": "table", "rows": ["1"]})");
    QTest::newRow("target without length") << QByteArray(R"({"kind": "target", "angle": 40})");
    QTest::newRow("target with a negative length") << QByteArray(R"({"kind": "target", "angle": 40, "length": -1})");
    QString many = QStringLiteral(R"({"kind": "ranking", "keys": [)");
    for (int i = 0; i < 100; ++i)
        many += QStringLiteral("1,");
    many += QStringLiteral("1]}");
    QTest::newRow("too many keys") << many.toUtf8();
    QTest::newRow("a huge typed number")
        << (QByteArray(R"({"kind": "number", "typed": ")") + QByteArray(5000, '9') + QByteArray(R"("})"));
}

void TestAttemptLog::malformedAnswersAreRefused()
{
    QFETCH(QByteArray, json);
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    QString problem;
    const QJsonValue value = doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array());
    QVERIFY(!course::answerFromJson(value, &problem));
    QVERIFY(!problem.isEmpty());
}

void TestAttemptLog::mergedLogsHoldEveryEventOnceInTimeOrder()
{
    const auto at = [](course::AttemptEvent e, int second) {
        e.when = QDateTime(QDate(2026, 12, 4), QTime(9, 0, second), Qt::UTC);
        return e;
    };
    const course::AttemptEvent first = at(check(number(QStringLiteral("1"))), 1);
    const course::AttemptEvent second = at(hint(0), 2);
    const course::AttemptEvent third = at(check(number(QStringLiteral("3"))), 3);
    const course::AttemptLog a{{first, third}};
    const course::AttemptLog b{{first, second}};
    // b's hint comes between a's two checks; the check both hold is kept once.
    QVERIFY(course::mergeLogs(a, b) == (course::AttemptLog{{first, second, third}}));
    QVERIFY(course::mergeLogs(b, a) == (course::AttemptLog{{first, second, third}}));
    // Nothing new: the log as it was, even out of order (a flag the gradebook must still see).
    const course::AttemptLog outOfOrder{{third, first}};
    QVERIFY(course::mergeLogs(outOfOrder, a) == outOfOrder);
    QVERIFY(course::mergeLogs(a, {}) == a);
    QVERIFY(course::mergeLogs({}, a) == a);
    // The same event twice in one log stays twice; a copy in the other adds nothing.
    const course::AttemptLog twice{{first, first}};
    QVERIFY(course::mergeLogs(twice, course::AttemptLog{{first}}) == twice);
    QVERIFY(course::mergeLogs(course::AttemptLog{{first}}, twice) == twice);
    // Events without a time (format 1) come first.
    const course::AttemptLog unknown{{check(number(QStringLiteral("0")))}};
    course::AttemptLog untimed = unknown;
    untimed.events.first().when = QDateTime();
    QVERIFY(course::mergeLogs(a, untimed) == (course::AttemptLog{{untimed.events.first(), first, third}}));
}

void TestAttemptLog::logRoundTripsExactly()
{
    course::AttemptLog log;
    log.events << hint(0) << check(number(QStringLiteral("16,84")), QStringLiteral("de_DE"));
    log.events.last().status = course::Feedback::Status::Correct;
    log.events.last().recordedScore = 1.0;
    course::AttemptEvent unknown;
    unknown.kind = course::AttemptEvent::Kind::Check;
    unknown.legacyAnswer = QStringLiteral("42");
    log.events << unknown << solution();
    log.events.first().when = QDateTime(QDate(1, 1, 1), QTime(0, 0), Qt::UTC);

    const QByteArray bytes = QJsonDocument(course::logToJson(log)).toJson();
    QString problem;
    const auto back = course::logFromJson(QJsonDocument::fromJson(bytes).array(), &problem);
    QVERIFY2(back, qPrintable(problem));
    QVERIFY(*back == log);
    QCOMPARE(QJsonDocument(course::logToJson(*back)).toJson(), bytes);
}

void TestAttemptLog::malformedLogsAreRefused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("not an array") << QByteArray(R"({"event": "hint"})");
    QTest::newRow("unknown event") << QByteArray(R"([{"event": "cheat", "at": null}])");
    QTest::newRow("bad time") << QByteArray(R"([{"event": "solution", "at": "yesterday"}])");
    QTest::newRow("hint not a number") << QByteArray(R"([{"event": "hint", "at": null, "hint": "first"}])");
    QTest::newRow("hint a fraction") << QByteArray(R"([{"event": "hint", "at": null, "hint": 0.5}])");
    QTest::newRow("huge hint") << QByteArray(R"([{"event": "hint", "at": null, "hint": 1e10}])");
    QTest::newRow("check without verdict")
        << QByteArray(R"([{"event": "check", "at": null, "answer": null, "locale": "", "score": 0}])");
    QTest::newRow("check with a score above one")
        << QByteArray(R"([{"event": "check", "at": null, "answer": null, "locale": "", "verdict": "correct", "score": 7}])");
    QTest::newRow("check with a bad answer")
        << QByteArray(R"([{"event": "check", "at": null, "answer": {"kind": "number"}, "locale": "", "verdict": "wrong", "score": 0}])");
    QByteArray many = "[";
    for (int i = 0; i < 1001; ++i)
        many += R"({"event": "solution", "at": null},)";
    many.chop(1);
    many += "]";
    QTest::newRow("more events than any learner makes") << many;
}

void TestAttemptLog::malformedLogsAreRefused()
{
    QFETCH(QByteArray, json);
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    QVERIFY(!doc.isNull());
    QString problem;
    const QJsonValue value = doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object());
    QVERIFY(!course::logFromJson(value, &problem));
    QVERIFY(problem.contains(QStringLiteral("log")));
}

void TestAttemptLog::timesThatCannotBeWrittenBackReadAsUnknown()
{
    // Year 10000 once in UTC: it parses, but Qt cannot write it back as ISO 8601.
    QDateTime t;
    QVERIFY(course::timeFromJson(QStringLiteral("9999-12-31T23:00:00.000-05:00"), &t));
    QVERIFY(!t.isValid());
    QVERIFY(course::timeToJson(t).isNull());
    QVERIFY(course::timeFromJson(QJsonValue(QJsonValue::Null), &t));
    QVERIFY(course::timeFromJson(QStringLiteral("2026-11-30T09:00:00.125+01:00"), &t));
    QCOMPARE(course::timeToJson(t).toString(), QStringLiteral("2026-11-30T08:00:00.125Z"));
    QVERIFY(!course::timeFromJson(QStringLiteral("not a time"), &t));
    QVERIFY(!course::timeFromJson(42, &t));
}

void TestAttemptLog::gradeTakesEveryKindOfAnswer()
{
    const course::Exercise e = outputExercise();
    QCOMPARE(course::grade(e, plate(), number(QStringLiteral("16.84"))).status, course::Feedback::Status::Correct);
    QCOMPARE(course::grade(e, plate(), number(QStringLiteral("16,84")), QLocale(QLocale::German)).status,
             course::Feedback::Status::Correct);
    // An answer of another kind is no answer to this exercise.
    QCOMPARE(course::grade(e, plate(), course::RankingAnswer{{1, 2, 3, 4, 5}}).status,
             course::Feedback::Status::Invalid);
}

void TestAttemptLog::scoreReplaysTheRules()
{
    const course::Exercise e = outputExercise();
    course::AttemptLog log;
    // Garbage costs nothing; a hint costs a quarter; a wrong answer uses an attempt.
    log.events << check(number(QStringLiteral("abc"))) << hint(0) << check(number(QStringLiteral("30")));
    course::ExerciseScore s = course::score(e, plate(), log);
    QCOMPARE(s.attempts, 1);
    QCOMPARE(s.attemptsLeft, 1);
    QCOMPARE(s.hintsShown, 1);
    QVERIFY(!s.finished);
    QCOMPARE(s.credit, 0.0);
    log.events << check(number(QStringLiteral("16.84")));
    s = course::score(e, plate(), log);
    QVERIFY(s.solved && s.finished);
    QVERIFY(std::abs(s.credit - 0.75) < 1e-12);
    QVERIFY(s.lastAnswer && *s.lastAnswer == number(QStringLiteral("16.84")));
    // After the end nothing counts: neither hints nor answers.
    log.events << hint(1) << check(number(QStringLiteral("1")));
    s = course::score(e, plate(), log);
    QCOMPARE(s.hintsShown, 1);
    QCOMPARE(s.attempts, 2);
    QVERIFY(std::abs(s.credit - 0.75) < 1e-12);

    // Out of attempts: finished without credit; a right answer after that is too late.
    course::AttemptLog out;
    out.events << check(number(QStringLiteral("1"))) << check(number(QStringLiteral("2")))
               << check(number(QStringLiteral("16.84")));
    s = course::score(e, plate(), out);
    QVERIFY(s.finished && !s.solved);
    QCOMPARE(s.credit, 0.0);

    // The solution ends the exercise, but only where it may be asked for before the end.
    course::AttemptLog early;
    early.events << solution() << check(number(QStringLiteral("16.84")));
    s = course::score(e, plate(), early);
    QVERIFY(s.solutionShown && s.finished && !s.solved);
    course::Exercise strict = e;
    strict.showSolution = false;
    s = course::score(strict, plate(), early);
    QVERIFY(!s.solutionShown && s.solved);

    // More hint events than the exercise has hints count as the hints it has.
    course::AttemptLog hints;
    hints.events << hint(0) << hint(1) << hint(2) << hint(3) << hint(4);
    QCOMPARE(course::score(e, plate(), hints).hintsShown, 2);
}

void TestAttemptLog::eachAttemptBeforeTheRightOneCosts()
{
    // Moodle's "penalty for each incorrect try": a guess that is right at the third attempt
    // earns 1 − 2 × penalty, and a partial answer is charged for the attempts before it too.
    course::Exercise e = outputExercise();
    e.attempts = 4;
    e.attemptPenalty = 0.3;
    course::AttemptLog log;
    log.events << check(number(QStringLiteral("1"))) << check(number(QStringLiteral("2")))
               << check(number(QStringLiteral("16.84")));
    course::ExerciseScore s = course::score(e, plate(), log);
    QVERIFY(s.solved);
    QVERIFY(std::abs(s.credit - 0.4) < 1e-12);
    // An input that is not a number costs no attempt, so it adds no penalty.
    course::AttemptLog garbage;
    garbage.events << check(number(QStringLiteral("abc"))) << check(number(QStringLiteral("16.84")));
    QCOMPARE(course::score(e, plate(), garbage).credit, 1.0);
    // The penalty never makes credit negative, and hints multiply what is left.
    course::AttemptLog late;
    late.events << hint(0) << check(number(QStringLiteral("1"))) << check(number(QStringLiteral("2")))
                << check(number(QStringLiteral("3"))) << check(number(QStringLiteral("4")))
                << check(number(QStringLiteral("16.84")));
    e.attempts = 5;
    s = course::score(e, plate(), late);
    QVERIFY(s.solved);
    QCOMPARE(s.credit, 0.0);
    course::AttemptLog second;
    second.events << hint(0) << check(number(QStringLiteral("1"))) << check(number(QStringLiteral("16.84")));
    QVERIFY(std::abs(course::score(e, plate(), second).credit - 0.7 * 0.75) < 1e-12);
    e.attempts = 4;
    // The best attempt counts: an early right answer is not lowered by nothing after it.
    e.attemptPenalty = 0.0;
    QCOMPARE(course::score(e, plate(), log).credit, 1.0);

    // A lab session's rule overrides the exercise's own, and is said in the rules.
    course::LabRules rules;
    rules.attemptPenalty = 0.25;
    const course::Exercise ruled = course::underLabRules(e, rules);
    QCOMPARE(ruled.attemptPenalty, 0.25);
    QVERIFY(std::abs(course::score(ruled, plate(), log).credit - 0.5) < 1e-12);
    QVERIFY2(course::rulesText(ruled, true).contains(QStringLiteral("25% less credit")), qPrintable(course::rulesText(ruled, true)));
    QVERIFY(!course::rulesText(e, true).contains(QStringLiteral("less credit")));
    QVERIFY(course::labRulesSentences(rules).join(QLatin1Char(' ')).contains(QStringLiteral("25% less credit")));
}

void TestAttemptLog::scoreIgnoresRecordedVerdicts()
{
    // A file may claim anything; the score comes from grading the answer again.
    const course::Exercise e = outputExercise();
    course::AttemptLog log;
    course::AttemptEvent lie = check(number(QStringLiteral("30")));
    lie.status = course::Feedback::Status::Correct;
    lie.recordedScore = 1.0;
    log.events << lie;
    const course::ExerciseScore s = course::score(e, plate(), log);
    QVERIFY(!s.solved);
    QCOMPARE(s.best, 0.0);
    QCOMPARE(s.credit, 0.0);
}

void TestAttemptLog::sessionIsTheOnlyWriter()
{
    course::ExerciseSession session(outputExercise(), plate());
    QSignalSpy logged(&session, &course::ExerciseSession::logChanged);
    QSignalSpy feedback(&session, &course::ExerciseSession::feedbackChanged);

    // Not a number: a verdict, but nothing logged and no attempt used.
    QCOMPARE(session.check(number(QStringLiteral("abc"))).status, course::Feedback::Status::Invalid);
    QCOMPARE(logged.count(), 0);
    QCOMPARE(feedback.count(), 1);
    QVERIFY(session.log().isEmpty());

    QVERIFY(session.revealHint());
    QCOMPARE(session.check(number(QStringLiteral("16.84")), QLocale::c()).status, course::Feedback::Status::Correct);
    QCOMPARE(logged.count(), 2);
    QCOMPARE(session.log().events.size(), 2);
    QCOMPARE(session.log().events.last().locale, QLocale::c().name());
    QVERIFY(session.isFinished());
    QVERIFY(std::abs(session.state().credit - 0.75) < 1e-12);

    // Finished: no more answers or hints are taken.
    QCOMPARE(session.check(number(QStringLiteral("16.84"))).status, course::Feedback::Status::Invalid);
    QVERIFY(!session.revealHint());
    QCOMPARE(session.log().events.size(), 2);
    QVERIFY(session.revealSolution());
    QVERIFY(!session.revealSolution());
    QCOMPARE(session.log().events.size(), 3);

    // A session restored from its log shows the same state and the last verdict again.
    course::ExerciseSession restored(outputExercise(), plate(), session.log());
    QVERIFY(restored.state().solved && restored.state().solutionShown);
    QVERIFY(restored.lastFeedback());
    QCOMPARE(restored.lastFeedback()->status, course::Feedback::Status::Correct);
    restored.clearFeedback();
    QVERIFY(!restored.lastFeedback());
}

void TestAttemptLog::sessionTakesOnlyAnswersAFileCanHold()
{
    // A number with 248 zeros reads as a number, but no file may hold a cell that long.
    course::Exercise e = outputExercise();
    course::ExerciseSession session(e, plate());
    const QString huge = QStringLiteral("1.") + QString(248, QLatin1Char('0'));
    QCOMPARE(session.check(number(huge)).status, course::Feedback::Status::Invalid);
    QVERIFY(session.log().isEmpty());
    QCOMPARE(session.state().attempts, 0);
    QVERIFY(session.lastFeedback() && !session.lastFeedback()->message.isEmpty());
}

void TestAttemptLog::migratesVersion1WithoutLosingAnswers()
{
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    QTemporaryDir dir;
    const QString file = course::ExerciseProgress::fileIn(dir.path());
    const QByteArray original = readAll(QFINDTESTDATA("data/exercises-v1.json"));
    QVERIFY(!original.isEmpty());
    writeFile(file, original);

    course::ExerciseProgress progress(file);
    const auto lookup = [&c](const QString &id) { return c.exercise(id); };
    const course::ExerciseProgress::LoadResult r = progress.load(lookup);
    QVERIFY2(r.ok && r.message.isEmpty(), qPrintable(r.message));
    QVERIFY(progress.migratedFromVersion1());

    const auto scoreOf = [&](const QString &id) {
        const course::Exercise *e = c.exercise(id);
        return course::score(*e, course::makeVariant(*e, QStringLiteral("ada")), progress.log(id));
    };
    // Numeric: right on the second attempt, one hint: 90%.
    course::ExerciseScore s = scoreOf(QStringLiteral("iv2-2-score-k2"));
    QCOMPARE(s.attempts, 2);
    QCOMPARE(s.hintsShown, 1);
    QVERIFY(s.solved);
    QVERIFY(std::abs(s.credit - 0.9) < 1e-9);
    QVERIFY(*s.lastAnswer == number(QStringLiteral("0.1736")));
    // Table: three of fifteen cells right, two attempts left; the stored 0.2 is not read.
    s = scoreOf(QStringLiteral("iv2-2-table-dot"));
    QCOMPARE(s.attempts, 1);
    QVERIFY(!s.finished);
    QVERIFY(std::abs(s.credit - 0.2) < 1e-9);
    QCOMPARE(std::get<course::TableAnswer>(*s.lastAnswer).rows.value(0),
             (QStringList{QStringLiteral("1.29"), QStringLiteral("0"), QStringLiteral("1.29")}));
    // Ranking: right on the last attempt.
    s = scoreOf(QStringLiteral("iv2-2-rank-scores"));
    QVERIFY(s.solved && s.finished);
    QCOMPARE(s.credit, 1.0);
    // Multiple choice: two of three right answers; the file's "solved" and bestScore 1 lie.
    s = scoreOf(QStringLiteral("iv2-1-attention-not-dictionary"));
    QVERIFY(!s.solved && s.finished);
    QVERIFY(std::abs(s.credit - 2.0 / 3.0) < 1e-9);
    // Single choice, wrong, then the solution: nothing earned, whatever the file says.
    s = scoreOf(QStringLiteral("iv2-1-dictionary-unknown-query"));
    QVERIFY(!s.solved && s.solutionShown && s.finished);
    QCOMPARE(s.credit, 0.0);
    // Target: ada's goal is key 3 at 90%; it gets about 98% at 160°, length 4; two hints cost 20%.
    s = scoreOf(QStringLiteral("iv2-1-target-key2"));
    QVERIFY(s.solved);
    QVERIFY(std::abs(s.credit - 0.8) < 1e-9);
    QVERIFY(*s.lastAnswer == course::Answer(course::TargetAnswer{160.0, 4.0}));
    // "solved": true and bestScore 1 without a single attempt earn nothing.
    s = scoreOf(QStringLiteral("iv2-3-weight-k2"));
    QVERIFY(!s.solved);
    QCOMPARE(s.credit, 0.0);
    // An exercise the course no longer has keeps its answer's text.
    const course::AttemptLog retired = progress.log(QStringLiteral("retired-exercise"));
    QCOMPARE(retired.events.size(), 1);
    QCOMPARE(retired.events.first().legacyAnswer, QStringLiteral("42"));
    QCOMPARE(progress.updated(QStringLiteral("iv2-2-score-k2")),
             QDateTime(QDate(2026, 10, 12), QTime(9, 25, 0, 250), Qt::UTC));

    // The next save writes format 2; the format-1 file is kept as the backup.
    QVERIFY(progress.save());
    QCOMPARE(QJsonDocument::fromJson(readAll(file)).object().value(QStringLiteral("formatVersion")).toInt(), 2);
    QCOMPARE(readAll(progress.backupFile()), original);
    course::ExerciseProgress again(file);
    QVERIFY(again.load(lookup).ok);
    QVERIFY(!again.migratedFromVersion1());
    for (const QString &id : progress.exerciseIds())
        QVERIFY2(again.log(id) == progress.log(id), qPrintable(id));
}

void TestAttemptLog::version1CountsMustBeSmallWholeNumbers_data()
{
    QTest::addColumn<QByteArray>("state");
    QTest::newRow("attempts 2.5") << QByteArray(R"({"attemptsUsed": 2.5})");
    QTest::newRow("attempts 3e9") << QByteArray(R"({"attemptsUsed": 3e9})");
    QTest::newRow("hints 1e10") << QByteArray(R"({"hintsShown": 1e10})");
    QTest::newRow("negative hints") << QByteArray(R"({"hintsShown": -1})");
    QTest::newRow("attempts 101") << QByteArray(R"({"attemptsUsed": 101})");
    QTest::newRow("attempts as text") << QByteArray(R"({"attemptsUsed": "2"})");
}

void TestAttemptLog::version1CountsMustBeSmallWholeNumbers()
{
    QFETCH(QByteArray, state);
    QTemporaryDir dir;
    const QString file = course::ExerciseProgress::fileIn(dir.path());
    writeFile(file, R"({"formatVersion": 1, "exercises": {"x": {"updated": "2026-10-12T09:40:00.000Z", "state": )"
                        + state + "}}}");
    course::ExerciseProgress progress(file);
    const course::ExerciseProgress::LoadResult r = progress.load();
    QVERIFY(!r.ok);
    QVERIFY(!r.movedTo.isEmpty()); // kept aside, never silently zeroed
    QVERIFY(progress.isEmpty());
}

void TestAttemptLog::version1AnswersFormat2CannotHoldStayText()
{
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    QTemporaryDir dir;
    const QString file = course::ExerciseProgress::fileIn(dir.path());
    const QString longNumber = QStringLiteral("1.") + QString(300, QLatin1Char('5'));
    QJsonObject exercises;
    const auto entry = [](int attempts, const QString &last) {
        return QJsonObject{{QStringLiteral("updated"), QStringLiteral("2026-10-12T09:40:00.000Z")},
                           {QStringLiteral("state"), QJsonObject{{QStringLiteral("attemptsUsed"), attempts},
                                                                 {QStringLiteral("lastAnswer"), last}}}};
    };
    exercises.insert(QStringLiteral("iv2-2-score-k2"), entry(1, longNumber));
    exercises.insert(QStringLiteral("iv2-2-rank-scores"), entry(2, QStringLiteral("0,2,3")));
    // Answers format 1 counted, which no longer read as answers: still the attempts they were.
    exercises.insert(QStringLiteral("iv2-2-table-dot"), entry(1, QStringLiteral("not json")));
    exercises.insert(QStringLiteral("iv2-3-weight-k2"), entry(2, QStringLiteral("fifty")));
    writeFile(file, QJsonDocument(QJsonObject{{QStringLiteral("formatVersion"), 1},
                                              {QStringLiteral("exercises"), exercises}}).toJson());
    const auto lookup = [&c](const QString &id) { return c.exercise(id); };
    course::ExerciseProgress progress(file);
    QVERIFY(progress.load(lookup).ok);
    QCOMPARE(progress.log(QStringLiteral("iv2-2-score-k2")).events.last().legacyAnswer, longNumber);
    QVERIFY(!progress.log(QStringLiteral("iv2-2-score-k2")).events.last().answer);
    QCOMPARE(progress.log(QStringLiteral("iv2-2-rank-scores")).events.last().legacyAnswer, QStringLiteral("0,2,3"));
    for (const QString &id : {QStringLiteral("iv2-2-table-dot"), QStringLiteral("iv2-3-weight-k2")}) {
        const course::Exercise *e = c.exercise(id);
        const course::AttemptLog log = progress.log(id);
        QVERIFY2(!log.events.last().answer && !log.events.last().legacyAnswer.isEmpty(), qPrintable(id));
        QCOMPARE(course::score(*e, course::makeVariant(*e, QStringLiteral("ada")), log).attempts, log.events.size());
    }
    // Saved as format 2, it reads back as it is: no migration again on the next start.
    QVERIFY(progress.save());
    course::ExerciseProgress again(file);
    const course::ExerciseProgress::LoadResult r = again.load(lookup);
    QVERIFY2(r.ok && r.message.isEmpty(), qPrintable(r.message));
    QVERIFY(!again.migratedFromVersion1());
    QVERIFY(again.log(QStringLiteral("iv2-2-score-k2")) == progress.log(QStringLiteral("iv2-2-score-k2")));
}

void TestAttemptLog::storeReadsBackWhatItWrites()
{
    QTemporaryDir dir;
    const QString file = course::ExerciseProgress::fileIn(dir.path());
    // An `updated` time in the year 10000 once in UTC, accepted with an offset, used to be
    // written back as "" and refused on the next start.
    writeFile(file, R"({"formatVersion": 2, "exercises": {"x": {"updated": "9999-12-31T23:30:00.000-05:00", "log": []}}})");
    course::ExerciseProgress progress(file);
    QVERIFY(progress.load().ok);
    QVERIFY(progress.contains(QStringLiteral("x")));
    course::AttemptLog odd;
    odd.events << check(course::TableAnswer{{{QStringLiteral("\"quoted\" ✓"), QString()}}}) << hint(0);
    odd.events.first().when = {};
    progress.setLog(QStringLiteral("odd"), odd, QDateTime());
    QVERIFY(progress.save());
    const QByteArray written = readAll(file);

    course::ExerciseProgress again(file);
    const course::ExerciseProgress::LoadResult r = again.load();
    QVERIFY2(r.ok && r.message.isEmpty(), qPrintable(r.message));
    QVERIFY(again.log(QStringLiteral("odd")) == odd);
    QVERIFY(!again.updated(QStringLiteral("x")).isValid());
    QVERIFY(again.save());
    // Apart from the time of the save itself, the second save writes the same bytes.
    const auto withoutSaved = [](const QByteArray &bytes) {
        QJsonObject o = QJsonDocument::fromJson(bytes).object();
        o.remove(QStringLiteral("saved"));
        return o;
    };
    QCOMPARE(withoutSaved(readAll(file)), withoutSaved(written));
}

void TestAttemptLog::regradesASavedFileWithoutWidgets()
{
    // Every question type, answered through sessions, saved, read back into a new store and
    // scored again from the raw answers alone.
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    QTemporaryDir dir;
    const QString file = course::ExerciseProgress::fileIn(dir.path());
    course::ExerciseProgress progress(file);
    const QString learner = QStringLiteral("grace");
    QHash<QString, double> credits;
    for (const QString &id : {QStringLiteral("iv2-2-score-k2"), QStringLiteral("iv2-2-table-dot"),
                              QStringLiteral("iv2-3-rank-weights"), QStringLiteral("iv2-1-attention-answer"),
                              QStringLiteral("iv2-1-attention-not-dictionary"), QStringLiteral("iv2-1-target-key2")}) {
        const course::Exercise *e = c.exercise(id);
        QVERIFY2(e, qPrintable(id));
        course::ExerciseSession session(*e, course::makeVariant(*e, learner));
        const course::Variant &v = session.variant();
        switch (e->type) {
        case course::Exercise::Type::Numeric:
            session.check(number(QString::number(*course::numericAnswer(*e, v), 'f', 4)), QLocale::c());
            break;
        case course::Exercise::Type::Table: {
            course::TableAnswer half;
            for (int r = 0; r < course::tableRowCount(e->table, v); ++r) {
                QStringList row;
                for (int col = 0; col < course::tableInputColumns(e->table).size(); ++col)
                    row << (r % 2 == 0 && course::tableCellExists(e->table, v, r, col)
                                ? QString::number(course::tableExpected(e->table, v, r, col), 'f', 4)
                                : QString());
                half.rows << row;
            }
            session.check(half, QLocale::c());
            break;
        }
        case course::Exercise::Type::Ranking:
            session.revealHint();
            session.check(course::RankingAnswer{course::rankingAnswer(*e, v)}, QLocale::c());
            break;
        case course::Exercise::Type::SingleChoice:
            session.check(course::ChoiceAnswer{{QStringLiteral("b")}}, QLocale::c());
            break;
        case course::Exercise::Type::MultipleChoice:
            session.check(course::ChoiceAnswer{{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}}, QLocale::c());
            break;
        case course::Exercise::Type::Target:
            session.check(course::TargetAnswer{160.0, 4.0}, QLocale::c());
            break;
        case course::Exercise::Type::Matching: {
            // Every partner moved on by one: no pair right, an attempt all the same.
            course::MatchingAnswer pairs;
            for (qsizetype i = 0; i < e->options.size(); ++i)
                pairs.partners.insert(e->options.at(i).id, e->options.at((i + 1) % e->options.size()).id);
            session.check(pairs, QLocale::c());
            break;
        }
        }
        QCOMPARE(session.log().events.isEmpty(), false);
        progress.setLog(id, session.log());
        credits.insert(id, session.state().credit);
    }
    QVERIFY(progress.save());

    course::ExerciseProgress reread(file);
    QVERIFY(reread.load([&c](const QString &id) { return c.exercise(id); }).ok);
    for (auto it = credits.cbegin(); it != credits.cend(); ++it) {
        const course::Exercise *e = c.exercise(it.key());
        const course::ExerciseScore s = course::score(*e, course::makeVariant(*e, learner), reread.log(it.key()));
        QVERIFY2(std::abs(s.credit - it.value()) < 1e-12, qPrintable(it.key()));
    }
    QCOMPARE(credits.value(QStringLiteral("iv2-2-score-k2")), 1.0);
    QVERIFY(credits.value(QStringLiteral("iv2-2-table-dot")) > 0.0 && credits.value(QStringLiteral("iv2-2-table-dot")) < 1.0);
    QCOMPARE(credits.value(QStringLiteral("iv2-1-attention-answer")), 0.0);
    QCOMPARE(credits.value(QStringLiteral("iv2-1-target-key2")), 1.0);
    const course::ExerciseProgress::Summary summary =
        reread.summary(c.lesson(QStringLiteral("iv2-1-dictionary-vs-attention"))->exercises, learner);
    QCOMPARE(summary.count, 6);
    QCOMPARE(summary.solved, 2);
    QCOMPARE(credits.value(QStringLiteral("iv2-1-match-lookups")), 0.0);
}

QTEST_GUILESS_MAIN(TestAttemptLog)
#include "tst_attemptlog.moc"
