#include "answer.h"
#include "attemptlog.h"
#include "exerciseprogress.h"
#include "feedback.h"
#include "feedbackkey.h"
#include "gradebook.h"
#include "handin.h"
#include "labsession.h"
#include "lessonloader.h"
#include "lookupinput.h"
#include "rehearsal.h"
#include "setup.h"

#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

// The exchange formats of docs/formats: the schema and example are checked by
// scripts/validate-json.py (python3 with python3-jsonschema), what the app writes must pass
// it, the example must load in the app, and files the format forbids must fail it.

namespace {

const QString kSchema = QStringLiteral(FORMATS_DIR "/exercise-progress.schema.json");
const QString kExample = QStringLiteral(FORMATS_DIR "/exercise-progress.example.json");
const QString kValidator = QStringLiteral(VALIDATE_JSON_SCRIPT);

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run runProcess(const QString &program, const QStringList &arguments)
{
    QProcess p;
    p.start(program, arguments);
    if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit)
        return {};
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

QDateTime at(int minute, int second, int ms)
{
    return QDateTime(QDate(2026, 11, 30), QTime(9, minute, second, ms), Qt::UTC);
}

course::AttemptEvent check(const course::Answer &answer, const QString &locale, course::Feedback::Status status,
                           double recordedScore, const QDateTime &when)
{
    course::AttemptEvent e;
    e.kind = course::AttemptEvent::Kind::Check;
    e.when = when;
    e.answer = answer;
    e.locale = locale;
    e.status = status;
    e.recordedScore = recordedScore;
    return e;
}

course::AttemptEvent hint(int which, const QDateTime &when)
{
    course::AttemptEvent e;
    e.kind = course::AttemptEvent::Kind::Hint;
    e.hint = which;
    e.when = when;
    return e;
}

course::AttemptEvent solution(const QDateTime &when)
{
    course::AttemptEvent e;
    e.kind = course::AttemptEvent::Kind::Solution;
    e.when = when;
    return e;
}

/// Texts a learner's machine may well produce: other scripts, quotes, backslashes, controls.
const QString kOdd = QStringLiteral("½ · Grüße · 日本語 · “quoted” \"straight\" \\back\\slash\t😀");

/// A small valid file to spoil: one check, one hint, one solution.
QJsonObject validFile()
{
    const QJsonArray log{
        QJsonObject{{"event", "check"},
                    {"at", "2026-11-30T09:12:03.120Z"},
                    {"answer", QJsonObject{{"kind", "number"}, {"typed", "0,17"}}},
                    {"locale", "de_DE"},
                    {"verdict", "correct"},
                    {"score", 1}},
        QJsonObject{{"event", "hint"}, {"at", "2026-11-30T09:13:40.005Z"}, {"hint", 0}},
        QJsonObject{{"event", "solution"}, {"at", QJsonValue::Null}},
    };
    return QJsonObject{
        {"formatVersion", 2},
        {"saved", "2026-11-30T09:32:18.412Z"},
        {"exercises", QJsonObject{{"iv2-2-score-k2", QJsonObject{{"updated", "2026-11-30T09:15:02.870Z"}, {"log", log}}}}},
    };
}

using Edit = std::function<void(QJsonObject &root, QJsonArray &log)>;

/// validFile() with `edit` applied to the whole file and the log of its one exercise.
QByteArray spoiled(const Edit &edit)
{
    const QString id = QStringLiteral("iv2-2-score-k2");
    QJsonObject root = validFile();
    QJsonArray log = root.value("exercises").toObject().value(id).toObject().value("log").toArray();
    if (edit)
        edit(root, log);
    QJsonObject exercises = root.value("exercises").toObject();
    QJsonObject exercise = exercises.value(id).toObject();
    exercise.insert("log", log);
    exercises.insert(id, exercise);
    root.insert("exercises", exercises);
    return QJsonDocument(root).toJson();
}

/// Sets `key` of event `i` to `value`.
Edit eventMember(int i, const QString &key, const QJsonValue &value)
{
    return [=](QJsonObject &, QJsonArray &log) {
        QJsonObject e = log.at(i).toObject();
        e.insert(key, value);
        log.replace(i, e);
    };
}

/// Gives the check (event 0) `answer`.
Edit answer(const QJsonValue &value)
{
    return eventMember(0, "answer", value);
}

QJsonArray strings(int count, const QString &text)
{
    QJsonArray a;
    for (int i = 0; i < count; ++i)
        a.append(text);
    return a;
}

QStringList kindsIn(const QJsonObject &file, const QString &member, bool ofAnswers)
{
    QStringList kinds;
    const QJsonObject exercises = file.value("exercises").toObject();
    for (auto it = exercises.begin(); it != exercises.end(); ++it) {
        for (const QJsonValue &e : it.value().toObject().value("log").toArray()) {
            const QJsonValue v = ofAnswers ? e.toObject().value("answer").toObject().value(member)
                                           : e.toObject().value(member);
            if (v.isString() && !kinds.contains(v.toString()))
                kinds << v.toString();
        }
    }
    kinds.sort();
    return kinds;
}

} // namespace

class TestFormats : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void exampleIsValid();
    void exampleHoldsEveryKindOfEventAndAnswer();
    void exampleLoadsWithTheSameLogs();
    void whatTheAppWritesIsValid();
    void validatorRefusesWhatTheFormatForbids_data();
    void validatorRefusesWhatTheFormatForbids();
    void validatorChecksTheSchemaItself();
    void labSessionsAreValid();
    void setupsAreValid();
    void handInsAreValid();
    void rehearsedHandInsAndTheirFeedbackAreValid();
    void feedbackExampleIsValid();
    void computeInputsAreValid_data();
    void computeInputsAreValid();

private:
    Run validate(const QString &schema, const QString &file) const
    {
        return runProcess(m_python, {kValidator, schema, file});
    }

    QString m_python;
};

void TestFormats::initTestCase()
{
    // The first python3 on the PATH, else the system's own (Debian's python3-jsonschema
    // installs there): the first that has the jsonschema module.
    QStringList candidates;
    for (const QString &python : {QStandardPaths::findExecutable(QStringLiteral("python3")),
                                  QStandardPaths::findExecutable(QStringLiteral("python3"), {QStringLiteral("/usr/bin")})})
        if (!python.isEmpty() && !candidates.contains(python))
            candidates << python;
    // The interpreter itself, not a launcher such as pyenv's shim, which takes a second to start.
    for (const QString &python : std::as_const(candidates)) {
        const Run run = runProcess(python, {QStringLiteral("-c"),
                                            QStringLiteral("import sys, jsonschema; print(sys.executable)")});
        if (run.exitCode == 0) {
            m_python = run.out.trimmed();
            break;
        }
    }
    QVERIFY2(!m_python.isEmpty() && QFile::exists(m_python),
             qPrintable(QStringLiteral("no python3 with the jsonschema module among %1: install python3-jsonschema "
                                       "(scripts/common.sh lists it)")
                            .arg(candidates.join(QStringLiteral(", ")))));
    QVERIFY(QFile::exists(kSchema));
    QVERIFY(QFile::exists(kExample));
}

void TestFormats::exampleIsValid()
{
    const Run run = validate(kSchema, kExample);
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    QCOMPARE(run.out, QString());
}

void TestFormats::exampleHoldsEveryKindOfEventAndAnswer()
{
    const QJsonObject example = QJsonDocument::fromJson(readAll(kExample)).object();
    QCOMPARE(kindsIn(example, QStringLiteral("event"), false),
             QStringList({QStringLiteral("check"), QStringLiteral("hint"), QStringLiteral("solution")}));
    QCOMPARE(kindsIn(example, QStringLiteral("kind"), true),
             QStringList({QStringLiteral("choice"), QStringLiteral("number"), QStringLiteral("ranking"),
                          QStringLiteral("table"), QStringLiteral("target")}));
    QCOMPARE(kindsIn(example, QStringLiteral("verdict"), false),
             QStringList({QStringLiteral("correct"), QStringLiteral("partial"), QStringLiteral("wrong")}));

    // Its ids are the course's, and each answer is of the kind its exercise takes; only the
    // migrated exercise is one the course no longer has.
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    const QJsonObject exercises = example.value("exercises").toObject();
    QStringList unknown;
    for (auto it = exercises.begin(); it != exercises.end(); ++it) {
        const course::Exercise *exercise = c.exercise(it.key());
        if (!exercise) {
            unknown << it.key();
            continue;
        }
        for (const QJsonValue &e : it.value().toObject().value("log").toArray()) {
            const QJsonValue answer = e.toObject().value("answer");
            if (answer.isObject())
                QVERIFY2(course::answerFits(*course::answerFromJson(answer), exercise->type), qPrintable(it.key()));
        }
    }
    QCOMPARE(unknown, QStringList{QStringLiteral("iv2-3-weight-retired")});
}

void TestFormats::exampleLoadsWithTheSameLogs()
{
    const QJsonObject example = QJsonDocument::fromJson(readAll(kExample)).object();
    const QJsonObject exercises = example.value("exercises").toObject();
    QTemporaryDir dir;
    const QString file = course::ExerciseProgress::fileIn(dir.path());
    QVERIFY(writeFile(file, readAll(kExample)));

    course::ExerciseProgress progress(file);
    const course::ExerciseProgress::LoadResult r = progress.load();
    QVERIFY2(r.ok, qPrintable(r.problem));
    QCOMPARE(r.message, QString());
    QVERIFY(!progress.migratedFromVersion1());
    QCOMPARE(progress.exerciseIds(), exercises.keys());
    for (auto it = exercises.begin(); it != exercises.end(); ++it) {
        const QJsonObject entry = it.value().toObject();
        QCOMPARE(QJsonValue(course::logToJson(progress.log(it.key()))), entry.value("log"));
        QCOMPARE(course::timeToJson(progress.updated(it.key())), entry.value("updated"));
    }

    // Read as what they mean, not only back into the same JSON.
    const course::AttemptLog number = progress.log(QStringLiteral("iv2-2-score-k2"));
    QCOMPARE(number.events.size(), 3);
    QCOMPARE(number.events.at(1).kind, course::AttemptEvent::Kind::Hint);
    QCOMPARE(number.events.at(1).hint, 0);
    QCOMPARE(number.events.at(2).answer, std::optional<course::Answer>(course::NumberAnswer{QStringLiteral("0,17")}));
    QCOMPARE(number.events.at(2).locale, QStringLiteral("de_DE"));
    QCOMPARE(number.events.at(2).status, course::Feedback::Status::Correct);
    QCOMPARE(number.events.at(2).when, at(15, 2, 870));
    const course::AttemptLog target = progress.log(QStringLiteral("iv2-1-target-key2"));
    QCOMPARE(target.events.at(2).answer, std::optional<course::Answer>(course::TargetAnswer{70.0, 4.0}));
    const course::AttemptLog retired = progress.log(QStringLiteral("iv2-3-weight-retired"));
    QCOMPARE(retired.events.size(), 4);
    QVERIFY(!retired.events.at(2).answer);
    QCOMPARE(retired.events.at(2).legacyAnswer, QStringLiteral("0,55"));
    QVERIFY(!retired.events.at(2).when.isValid());
    QCOMPARE(retired.events.at(3).kind, course::AttemptEvent::Kind::Solution);

    // Saved again, the file holds the same exercises, and still passes the schema.
    QVERIFY(progress.save());
    const QJsonObject saved = QJsonDocument::fromJson(readAll(file)).object();
    QCOMPARE(saved.value("exercises"), example.value("exercises"));
    const Run run = validate(kSchema, file);
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
}

void TestFormats::whatTheAppWritesIsValid()
{
    using Status = course::Feedback::Status;
    QHash<QString, course::AttemptLog> logs;
    QHash<QString, QDateTime> updated;

    course::AttemptLog numbers;
    numbers.events << check(course::NumberAnswer{QStringLiteral("55,1 %")}, QStringLiteral("de_DE"), Status::Partial,
                            2.0 / 3.0, at(1, 2, 3))
                   << hint(0, at(1, 3, 0)) << hint(1, QDateTime())
                   << check(course::NumberAnswer{QStringLiteral("−0.5")}, QStringLiteral("C"), Status::Wrong, 0.0, at(2, 0, 1))
                   << check(course::NumberAnswer{kOdd}, QStringLiteral("ja_JP"), Status::Invalid, 0.0, at(2, 0, 2))
                   << check(course::NumberAnswer{QString(200, QLatin1Char('9'))}, QStringLiteral("en_GB"), Status::Correct,
                            1.0, at(2, 0, 3))
                   << check(course::NumberAnswer{QString()}, QString(40, QLatin1Char('x')), Status::Wrong, 0.0, at(2, 0, 4))
                   << solution(at(3, 0, 999));
    logs.insert(QStringLiteral("iv2-2-score-k2"), numbers);

    course::AttemptLog choices;
    QStringList sixtyFour;
    for (int i = 1; i <= 64; ++i)
        sixtyFour << QStringLiteral("o%1").arg(i);
    choices.events << check(course::ChoiceAnswer{{QStringLiteral("a"), QStringLiteral("c")}}, QStringLiteral("en_GB"),
                            Status::Partial, 0.5, at(4, 0, 0))
                   << check(course::ChoiceAnswer{}, QStringLiteral("en_GB"), Status::Wrong, 0.0, at(4, 0, 1))
                   << check(course::ChoiceAnswer{{kOdd, QString(200, QChar(0x00e9))}}, QStringLiteral("fr_FR"),
                            Status::Wrong, 0.0, at(4, 0, 2))
                   << check(course::ChoiceAnswer{sixtyFour}, QStringLiteral("en_GB"), Status::Wrong, 0.0, at(4, 0, 3))
                   << solution(QDateTime());
    logs.insert(QStringLiteral("iv2-1-attention-not-dictionary"), choices);

    course::AttemptLog rankings;
    QList<int> keys;
    for (int k = 64; k >= 1; --k)
        keys << k;
    rankings.events << check(course::RankingAnswer{{2, 3, 1, 4, 5}}, QStringLiteral("en_GB"), Status::Correct, 1.0, at(5, 0, 0))
                    << check(course::RankingAnswer{keys}, QStringLiteral("en_GB"), Status::Wrong, 0.0, at(5, 0, 1))
                    << check(course::RankingAnswer{}, QStringLiteral("en_GB"), Status::Wrong, 0.0, at(5, 0, 2));
    logs.insert(QStringLiteral("iv2-3-rank-weights"), rankings);

    course::AttemptLog tables;
    QList<QStringList> tall;
    for (int r = 0; r < 64; ++r)
        tall << QStringList{QString::number(r)};
    tables.events << check(course::TableAnswer{{{QStringLiteral("1.29"), QString(), QStringLiteral("55,08 %")},
                                                {QString(), kOdd, QStringLiteral("\"")}}},
                           QStringLiteral("de_DE"), Status::Partial, 0.9333333333333333, at(6, 0, 0))
                  << check(course::TableAnswer{tall}, QStringLiteral("en_GB"), Status::Wrong, 0.0, at(6, 0, 1))
                  << check(course::TableAnswer{{QStringList(64, QString(200, QLatin1Char('7')))}}, QStringLiteral("en_GB"),
                           Status::Wrong, 0.0, at(6, 0, 2))
                  << check(course::TableAnswer{}, QStringLiteral("en_GB"), Status::Wrong, 0.0, at(6, 0, 3));
    logs.insert(QStringLiteral("iv2-2-table-dot"), tables);

    course::AttemptLog targets;
    targets.events << check(course::TargetAnswer{70.0, 4.0}, QStringLiteral("en_GB"), Status::Correct, 1.0, at(7, 0, 0))
                   << check(course::TargetAnswer{239.123456789012, 0.1}, QStringLiteral("en_GB"), Status::Wrong, 0.0, at(7, 0, 1))
                   << check(course::TargetAnswer{-1e6, 0.0}, QStringLiteral("en_GB"), Status::Wrong, 0.0, at(7, 0, 2))
                   << check(course::TargetAnswer{1e6, 1000.0}, QStringLiteral("en_GB"), Status::Wrong, 0.0, at(7, 0, 3));
    logs.insert(QStringLiteral("iv2-1-target-key2"), targets);

    // Migrated from format 1: no times, an answer lost, one kept only as text.
    course::AttemptLog migrated;
    course::AttemptEvent lost = check(course::NumberAnswer{}, QString(), Status::Wrong, 0.0, QDateTime());
    lost.answer.reset();
    course::AttemptEvent legacy = lost;
    legacy.locale = QStringLiteral("en_GB");
    legacy.legacyAnswer = QStringLiteral("{\"angle\": \"seventy\"}\n") + kOdd;
    migrated.events << hint(0, QDateTime()) << lost << legacy << solution(QDateTime());
    logs.insert(QStringLiteral("iv2-3-weight-retired"), migrated);
    updated.insert(QStringLiteral("iv2-3-weight-retired"), QDateTime());

    // The most events a log may hold, the largest hint number.
    course::AttemptLog longest;
    for (int i = 0; i < 999; ++i)
        longest.events << hint(i % 3, at(8, i % 60, i));
    longest.events << hint(999, at(9, 0, 0));
    logs.insert(QStringLiteral("quiz-target-key4"), longest);

    QTemporaryDir dir;
    const QString file = course::ExerciseProgress::fileIn(dir.path());
    course::ExerciseProgress progress(file);
    for (auto it = logs.cbegin(); it != logs.cend(); ++it)
        progress.setLog(it.key(), it.value(), updated.value(it.key(), at(10, 0, 0)));
    QString error;
    QVERIFY2(progress.save(&error), qPrintable(error));

    const Run run = validate(kSchema, file);
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    QCOMPARE(run.out, QString());

    // The app reads every one of these back as it was: at these bounds, the schema and the
    // app's reader agree.
    course::ExerciseProgress again(file);
    const course::ExerciseProgress::LoadResult r = again.load();
    QVERIFY2(r.ok, qPrintable(r.problem));
    for (auto it = logs.cbegin(); it != logs.cend(); ++it) {
        QVERIFY2(again.log(it.key()) == it.value(), qPrintable(it.key()));
        QCOMPARE(again.updated(it.key()), updated.value(it.key(), at(10, 0, 0)));
    }
}

void TestFormats::validatorRefusesWhatTheFormatForbids_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("where");
    QTest::addColumn<bool>("appRefusesToo");

    const QString check = QStringLiteral("/exercises/iv2-2-score-k2/log/0");
    const auto withKey = [](int key) { return QJsonObject{{"kind", "ranking"}, {"keys", QJsonArray{2, key}}}; };

    QTest::newRow("wrong verdict") << spoiled(eventMember(0, "verdict", "maybe")) << check + "/verdict" << true;
    QTest::newRow("answer of unknown kind")
        << spoiled(answer(QJsonObject{{"kind", "slider"}, {"value", 3}})) << check + "/answer/kind" << true;
    QTest::newRow("answer without kind") << spoiled(answer(QJsonObject{{"typed", "1"}})) << check + "/answer" << true;
    QTest::newRow("answer missing") << spoiled([](QJsonObject &, QJsonArray &log) {
        QJsonObject e = log.at(0).toObject();
        e.remove("answer");
        log.replace(0, e);
    }) << check << true;
    QTest::newRow("locale missing") << spoiled([](QJsonObject &, QJsonArray &log) {
        QJsonObject e = log.at(0).toObject();
        e.remove("locale");
        log.replace(0, e);
    }) << check << true;
    QTest::newRow("locale too long") << spoiled(eventMember(0, "locale", QString(41, QLatin1Char('x')))) << check + "/locale"
                                     << true;
    QTest::newRow("score above 1") << spoiled(eventMember(0, "score", 1.5)) << check + "/score" << true;
    QTest::newRow("score as text") << spoiled(eventMember(0, "score", "1")) << check + "/score" << true;
    QTest::newRow("typed as a number") << spoiled(answer(QJsonObject{{"kind", "number"}, {"typed", 0.17}}))
                                       << check + "/answer/typed" << true;
    QTest::newRow("text of 201 characters")
        << spoiled(answer(QJsonObject{{"kind", "number"}, {"typed", QString(201, QLatin1Char('1'))}}))
        << check + "/answer/typed" << true;
    QTest::newRow("65 options") << spoiled(answer(QJsonObject{{"kind", "choice"}, {"options", strings(65, "a")}}))
                                << check + "/answer/options" << true;
    QTest::newRow("ranking key 0") << spoiled(answer(withKey(0))) << check + "/answer/keys/1" << true;
    QTest::newRow("ranking key 65") << spoiled(answer(withKey(65))) << check + "/answer/keys/1" << true;
    QTest::newRow("ranking key 1.5") << spoiled(answer(QJsonObject{{"kind", "ranking"}, {"keys", QJsonArray{1.5}}}))
                                     << check + "/answer/keys/0" << true;
    QTest::newRow("table cell not a string")
        << spoiled(answer(QJsonObject{{"kind", "table"}, {"rows", QJsonArray{QJsonArray{"1", 2}}}}))
        << check + "/answer/rows/0/1" << true;
    QJsonArray rows;
    for (int i = 0; i < 65; ++i)
        rows.append(QJsonArray{"1"});
    QTest::newRow("65 table rows") << spoiled(answer(QJsonObject{{"kind", "table"}, {"rows", rows}}))
                                   << check + "/answer/rows" << true;
    QTest::newRow("target length above 1000")
        << spoiled(answer(QJsonObject{{"kind", "target"}, {"angle", 70}, {"length", 1000.5}}))
        << check + "/answer/length" << true;
    QTest::newRow("target angle beyond a million")
        << spoiled(answer(QJsonObject{{"kind", "target"}, {"angle", -1000001}, {"length", 4}}))
        << check + "/answer/angle" << true;
    QTest::newRow("target angle as text")
        << spoiled(answer(QJsonObject{{"kind", "target"}, {"angle", "70"}, {"length", 4}})) << check + "/answer/angle"
        << true;
    QTest::newRow("negative hint") << spoiled(eventMember(1, "hint", -1))
                                   << QStringLiteral("/exercises/iv2-2-score-k2/log/1/hint") << true;
    QTest::newRow("fractional hint") << spoiled(eventMember(1, "hint", 0.5))
                                     << QStringLiteral("/exercises/iv2-2-score-k2/log/1/hint") << true;
    QTest::newRow("unknown event") << spoiled(eventMember(2, "event", "peek"))
                                   << QStringLiteral("/exercises/iv2-2-score-k2/log/2/event") << true;
    QTest::newRow("time missing") << spoiled([](QJsonObject &, QJsonArray &log) {
        QJsonObject e = log.at(2).toObject();
        e.remove("at");
        log.replace(2, e);
    }) << QStringLiteral("/exercises/iv2-2-score-k2/log/2") << true;
    QTest::newRow("leap second") << spoiled(eventMember(0, "at", "2026-12-31T23:59:60Z")) << check + "/at" << true;
    QTest::newRow("1001 events") << spoiled([](QJsonObject &, QJsonArray &log) {
        while (log.size() < 1001)
            log.append(QJsonObject{{"event", "hint"}, {"at", QJsonValue::Null}, {"hint", 0}});
    }) << QStringLiteral("/exercises/iv2-2-score-k2/log") << true;
    QTest::newRow("formatVersion 1") << spoiled([](QJsonObject &root, QJsonArray &) { root.insert("formatVersion", 1); })
                                     << QStringLiteral("/formatVersion") << true;
    QTest::newRow("score NaN, which is not JSON")
        << spoiled({}).replace("\"score\": 1", "\"score\": NaN") << QStringLiteral("not a readable JSON file") << true;
    // Refused by the schema though the app reads them (docs/formats/README.md).
    QTest::newRow("legacy answer beside an answer") << spoiled(eventMember(0, "legacyAnswer", "0,17"))
                                                    << check + "/answer" << false;
    QTest::newRow("unknown member") << spoiled(eventMember(1, "note", "x"))
                                    << QStringLiteral("/exercises/iv2-2-score-k2/log/1") << false;
    QTest::newRow("time without offset") << spoiled(eventMember(0, "at", "2026-11-30T09:12:03")) << check + "/at" << false;
    QTest::newRow("saved missing") << spoiled([](QJsonObject &root, QJsonArray &) { root.remove("saved"); })
                                   << QStringLiteral("/: 'saved' is a required property") << false;
    QTest::newRow("exercise id of another form") << spoiled([](QJsonObject &root, QJsonArray &) {
        QJsonObject exercises = root.value("exercises").toObject();
        exercises.insert("Score K2", exercises.value("iv2-2-score-k2"));
        root.insert("exercises", exercises);
    }) << QStringLiteral("/exercises: 'Score K2'") << false;
}

void TestFormats::validatorRefusesWhatTheFormatForbids()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, where);
    QFETCH(bool, appRefusesToo);

    QTemporaryDir dir;
    const QString file = course::ExerciseProgress::fileIn(dir.path());
    QVERIFY(writeFile(file, data));
    const Run run = validate(kSchema, file);
    QCOMPARE(run.exitCode, 1);
    // One line per problem, naming the file and where in it.
    QVERIFY2(run.out.contains(file + QStringLiteral(": ") + where), qPrintable(run.out + run.err));

    if (appRefusesToo) {
        course::ExerciseProgress progress(file);
        const course::ExerciseProgress::LoadResult r = progress.load();
        QVERIFY(!r.ok);
        QVERIFY(!r.problem.isEmpty());
        QVERIFY(progress.isEmpty());
    }
}

void TestFormats::validatorChecksTheSchemaItself()
{
    QTemporaryDir dir;
    const QString schema = dir.filePath(QStringLiteral("broken.schema.json"));
    QVERIFY(writeFile(schema, "{\"$schema\": \"https://json-schema.org/draft/2020-12/schema\", \"type\": 12}"));
    const Run run = validate(schema, kExample);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("not a valid schema")), qPrintable(run.err));
}

void TestFormats::labSessionsAreValid()
{
    const QString schema = QStringLiteral(FORMATS_DIR "/lab-session.schema.json");
    const QString example = QStringLiteral(FORMATS_DIR "/lab-session.example.attnlab");
    Run run = validate(schema, example);
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    QStringList problems;
    QVERIFY2(course::readLabSession(example, &problems), qPrintable(problems.join(QLatin1Char('\n'))));

    // The example with a teacher's lessons folder: valid, and its folder's content is the one
    // the session was made for.
    const QString withLessons = QStringLiteral(FORMATS_DIR "/lab-session-with-lessons.example.attnlab");
    run = validate(schema, withLessons);
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    const auto teacherSession = course::readLabSession(withLessons, &problems);
    QVERIFY2(teacherSession, qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(teacherSession->lessonsFolder, QDir::cleanPath(QStringLiteral(FORMATS_DIR "/teacher-lessons")));
    QStringList folderMessages;
    const course::Course teacherCourse = course::sessionCourse(
        *teacherSession, course::LessonLoader::loadCourse(course::builtInLessonsRoot()), &folderMessages);
    QCOMPARE(folderMessages, QStringList());
    QCOMPARE(course::contentDifferences(*teacherSession, teacherCourse), QStringList());
    QVERIFY(course::LessonLoader::validate(QStringLiteral(FORMATS_DIR "/teacher-lessons")).isEmpty());

    // What the app writes, with every rule set and the largest seed.
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    course::LabRequest request;
    request.title = QStringLiteral("Week 3 — “the softmax”");
    request.lessonIds = {QStringLiteral("iv2-3-softmax"), QStringLiteral("iv2-9-quiz")};
    request.seed = 18446744073709551615ULL;
    request.rules.attempts = 20;
    request.rules.hints = false;
    request.rules.attemptPenalty = 1.0;
    request.rules.solutions = course::LabRules::Solutions::Always;
    request.rules.timeLimitMinutes = 1440;
    request.rules.autoHandInMinutes = 1;
    request.roster = {{QStringLiteral("s-1"), QStringLiteral("Zoë O'Brien"), QStringLiteral("zoe@school.example"), QStringLiteral("3B")}};
    request.setup = course::WorkshopSetup::plate();
    request.setup->projection = 4;
    request.lessonsFolder = QStringLiteral("teacher-lessons");
    const auto session = course::makeLabSession(c, request, &problems);
    QVERIFY(session);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("s.attnlab"));
    QVERIFY(course::writeLabSession(file, *session));
    run = validate(schema, file);
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    QVERIFY(readAll(file).contains("\"setup\""));
    // A session's set-up is checked by the set-up's schema.
    QJsonObject withBadSetup = QJsonDocument::fromJson(readAll(file)).object();
    QJsonObject setup = withBadSetup.value(QStringLiteral("setup")).toObject();
    setup.insert(QStringLiteral("keys"), QJsonArray());
    withBadSetup.insert(QStringLiteral("setup"), setup);
    const QString badSetup = dir.filePath(QStringLiteral("bad-setup.attnlab"));
    QVERIFY(writeFile(badSetup, QJsonDocument(withBadSetup).toJson()));
    run = validate(schema, badSetup);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(QStringLiteral("/setup/keys")), qPrintable(run.out));
    // And a spoiled one fails.
    QJsonObject spoiled = QJsonDocument::fromJson(readAll(file)).object();
    spoiled.insert(QStringLiteral("seed"), 7);
    QVERIFY(writeFile(file, QJsonDocument(spoiled).toJson()));
    QCOMPARE(validate(schema, file).exitCode, 1);
}

void TestFormats::setupsAreValid()
{
    const QString schema = QStringLiteral(FORMATS_DIR "/setup.schema.json");
    const QString example = QStringLiteral(FORMATS_DIR "/setup.example.attnsetup");
    Run run = validate(schema, example);
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    QStringList problems;
    const auto read = course::readSetup(example, &problems);
    QVERIFY2(read, qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(read->projection);

    // What the app writes: the most keys, odd names and title, angles to wrap, no projection
    // and then one.
    course::WorkshopSetup s;
    s.title = kOdd;
    for (int i = 0; i < course::WorkshopSetup::kMaxKeys; ++i)
        s.keys << course::SetupKey{QStringLiteral("%1 “k%2”").arg(QString(kOdd).left(10)).arg(i), {-100.0 * i, 10.0 - i}, -1e6 + i};
    s.query = {725.0, 0.0};
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("s.attnsetup"));
    QString error;
    QVERIFY2(course::writeSetup(file, s, &error), qPrintable(error));
    run = validate(schema, file);
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    s.projection = 7;
    QVERIFY(course::writeSetup(file, s, &error));
    run = validate(schema, file);
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    // A spoiled one fails the schema and the app alike.
    QJsonObject spoiled = QJsonDocument::fromJson(readAll(file)).object();
    spoiled.insert(QStringLiteral("zoom"), 2);
    QVERIFY(writeFile(file, QJsonDocument(spoiled).toJson()));
    run = validate(schema, file);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(QStringLiteral("zoom")), qPrintable(run.out));
    QVERIFY(!course::readSetup(file, &problems));
}

void TestFormats::handInsAreValid()
{
    const QString schema = QStringLiteral(FORMATS_DIR "/hand-in.schema.json");
    const QString example = QStringLiteral(FORMATS_DIR "/hand-in.example.attnhandin");
    Run run = validate(schema, example);
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    QStringList problems;
    bool matches = false;
    const auto read = course::readHandIn(example, &problems, &matches);
    QVERIFY2(read, qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(matches); // the example's checksum is the one the app computes
    QVERIFY(read->timedOut); // it shows the optional member: handed in by the time-out

    // What the app writes, with every kind of answer, under a session's rules.
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    course::LabRequest request;
    request.title = QStringLiteral("Week 3/4: “softmax” ✓");
    request.lessonIds = {QStringLiteral("iv2-1-dictionary-vs-attention"), QStringLiteral("iv2-2-dot-products")};
    request.seed = 7;
    const auto session = course::makeLabSession(c, request, &problems);
    QVERIFY(session);
    QHash<QString, course::AttemptLog> logs;
    logs[QStringLiteral("iv2-2-score-k2")].events << check(course::NumberAnswer{QStringLiteral("1,5")}, QStringLiteral("de_DE"),
                                                           course::Feedback::Status::Wrong, 0.0, at(1, 2, 3))
                                                  << hint(0, at(2, 0, 0));
    logs[QStringLiteral("iv2-2-table-dot")].events << check(course::TableAnswer{{{QStringLiteral("1"), QString(), QStringLiteral("−0.5")}}},
                                                            QStringLiteral("en_GB"), course::Feedback::Status::Partial, 0.2, at(3, 0, 0));
    logs[QStringLiteral("iv2-2-rank-scores")].events << check(course::RankingAnswer{{2, 3, 1, 4, 5}}, QStringLiteral("C"),
                                                              course::Feedback::Status::Correct, 1.0, at(4, 0, 0));
    logs[QStringLiteral("iv2-1-attention-answer")].events << check(course::ChoiceAnswer{{QStringLiteral("a")}}, QStringLiteral("C"),
                                                                   course::Feedback::Status::Correct, 1.0, at(5, 0, 0));
    logs[QStringLiteral("iv2-1-target-key2")].events << check(course::TargetAnswer{70.0, 4.0}, QStringLiteral("C"),
                                                              course::Feedback::Status::Correct, 1.0, at(6, 0, 0));
    const course::HandIn handIn = course::makeHandIn(*session, c, course::HandInSource{QStringLiteral("s-1001"), QStringLiteral("Zoë O'Brien"), QStringLiteral("0.1.0"), {}}, logs, at(7, 0, 0));
    QCOMPARE(handIn.exercises.size(), 5);
    QTemporaryDir dir;
    QString path;
    QVERIFY(course::writeHandIn(dir.path(), handIn, &path));
    run = validate(schema, path);
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    // A time-out's hand-in says so.
    course::HandIn timedOut = handIn;
    timedOut.timedOut = true;
    const QString timedOutPath = dir.filePath(QStringLiteral("timed-out.attnhandin"));
    QVERIFY(writeFile(timedOutPath, QJsonDocument(timedOut.toJson()).toJson()));
    run = validate(schema, timedOutPath);
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    // A made-up verdict inside an event fails through the shared event definition.
    QByteArray spoiled = readAll(path);
    spoiled.replace("\"verdict\": \"partial\"", "\"verdict\": \"great\"");
    QVERIFY(writeFile(path, spoiled));
    QCOMPARE(validate(schema, path).exitCode, 1);
}

void TestFormats::rehearsedHandInsAndTheirFeedbackAreValid()
{
    // A rehearsed class (every kind of answer, hints, solutions, unfinished work), its
    // hand-ins, and the feedback the gradebook writes for it.
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    course::LabRequest request;
    request.title = QStringLiteral("Week 3/4: “softmax” ✓");
    request.lessonIds = {QStringLiteral("iv2-1-dictionary-vs-attention"), QStringLiteral("iv2-2-dot-products"),
                         QStringLiteral("iv2-3-softmax"), QStringLiteral("iv2-4-weighted-average")};
    request.seed = 7;
    request.rules.solutions = course::LabRules::Solutions::Always;
    request.rules.timeLimitMinutes = 60;
    QStringList problems;
    const auto session = course::makeLabSession(c, request, &problems);
    QVERIFY(session);
    QList<course::RehearsedStudent> students = course::rehearseClass(*session, c, {12, 3, {}});
    QTemporaryDir dir;
    const QString handIns = dir.filePath(QStringLiteral("hand-ins"));
    QString error;
    QVERIFY2(course::writeRehearsal(handIns, &students, &error), qPrintable(error));
    QStringList files;
    for (const course::RehearsedStudent &s : std::as_const(students))
        files << s.file;
    Run run = runProcess(m_python, QStringList{kValidator, QStringLiteral(FORMATS_DIR "/hand-in.schema.json")} + files);
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));

    const course::Gradebook book = course::gradeSession(*session, c, {handIns});
    const QString folder = dir.filePath(QStringLiteral("feedback"));
    QStringList errors;
    // The class's comment, and one student's own.
    const course::FeedbackComments comments{QStringLiteral("Gut gemacht!\n— „Frau Noether“"),
                                            {{book.students.constFirst().id, QStringLiteral("Nur für dich: „Σ“ ✓")}}};
    QStringList written;
    for (const course::WrittenFeedback &file : course::writeClassFeedback(book, *session, c, folder, comments, &errors))
        written << file.path;
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
    QCOMPARE(written.size(), 12);
    // The files are sealed (feedback.schema.json); each opens with the made-up class's code
    // into content that feedback-content.schema.json describes.
    const QString schema = QStringLiteral(FORMATS_DIR "/feedback.schema.json");
    const QString contentSchema = QStringLiteral(FORMATS_DIR "/feedback-content.schema.json");
    run = runProcess(m_python, QStringList{kValidator, schema} + written);
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    QCOMPARE(run.out, QString());
    // The files hold table marks, and what the app wrote it reads back.
    bool cells = false;
    QStringList contents;
    for (const QString &file : written) {
        const auto f = course::readFeedback(file, students.constFirst().feedbackCode, &problems);
        QVERIFY2(f, qPrintable(problems.join(QLatin1Char('\n'))));
        for (const course::FeedbackExercise &x : f->exercises)
            cells = cells || !x.cells.isEmpty();
        const QString content = dir.filePath(QFileInfo(file).completeBaseName() + QStringLiteral(".json"));
        QVERIFY(writeFile(content, QJsonDocument(f->toJson()).toJson()));
        contents << content;
    }
    QVERIFY(cells);
    QStringList personal;
    for (const QString &content : std::as_const(contents))
        if (QJsonDocument::fromJson(readAll(content)).object().contains(QStringLiteral("personalComment")))
            personal << content;
    QCOMPARE(personal.size(), 1);
    run = runProcess(m_python, QStringList{kValidator, contentSchema} + contents);
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    // A verdict without its answer fails the content's schema; an unsealed copy the file's.
    QJsonObject spoiled = QJsonDocument::fromJson(readAll(contents.first())).object();
    QJsonArray exercises = spoiled.value(QStringLiteral("exercises")).toArray();
    QJsonObject first = exercises.first().toObject();
    first.insert(QStringLiteral("answer"), QJsonValue::Null);
    first.insert(QStringLiteral("verdict"), QStringLiteral("wrong"));
    exercises.replace(0, first);
    spoiled.insert(QStringLiteral("exercises"), exercises);
    QVERIFY(writeFile(contents.first(), QJsonDocument(spoiled).toJson()));
    QCOMPARE(validate(contentSchema, contents.first()).exitCode, 1);
    QJsonObject open = QJsonDocument::fromJson(readAll(written.first())).object();
    open.insert(QStringLiteral("sealed"), QJsonArray{QStringLiteral("{\"total\": 1}")});
    QVERIFY(writeFile(written.first(), QJsonDocument(open).toJson()));
    QCOMPARE(validate(schema, written.first()).exitCode, 1);
}

void TestFormats::feedbackExampleIsValid()
{
    // The sealed example opens with the example hand-in's feedback code, into the content example.
    const QString example = QStringLiteral(FORMATS_DIR "/feedback.example.attnfeedback");
    const QString contentExample = QStringLiteral(FORMATS_DIR "/feedback-content.example.json");
    Run run = validate(QStringLiteral(FORMATS_DIR "/feedback.schema.json"), example);
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    run = validate(QStringLiteral(FORMATS_DIR "/feedback-content.schema.json"), contentExample);
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    QStringList problems;
    const auto f = course::readFeedback(example, QStringLiteral("K7QM-3XZP-WD4R"), &problems);
    QVERIFY2(f, qPrintable(problems.join(QLatin1Char('\n'))));
    const auto content = course::StudentFeedback::fromJson(QJsonDocument::fromJson(readAll(contentExample)).object(), &problems);
    QVERIFY(content);
    QVERIFY(*f == *content);
    // The example hand-in carries the key the example is sealed to.
    bool matches = false;
    const auto handIn = course::readHandIn(QStringLiteral(FORMATS_DIR "/hand-in.example.attnhandin"), &problems, &matches);
    QVERIFY(handIn);
    QCOMPARE(handIn->feedbackKey, course::feedbackkey::keyPair(QStringLiteral("K7QM-3XZP-WD4R"), f->sessionId, f->learnerId)->publicKey);
    // It shows what a feedback file is for: a comment to the class and one to the student, and
    // diagnosed marks on a table.
    QVERIFY(!f->comment.isEmpty());
    QVERIFY(!f->personalComment.isEmpty());
    QVERIFY(std::any_of(f->exercises.cbegin(), f->exercises.cend(), [](const course::FeedbackExercise &x) {
        return std::any_of(x.cells.cbegin(), x.cells.cend(), [](const QList<std::optional<course::FeedbackCell>> &row) {
            return std::any_of(row.cbegin(), row.cend(), [](const std::optional<course::FeedbackCell> &cell) {
                return cell && cell->kind == course::CellVerdict::Kind::Wrong && !cell->diagnosis.isEmpty();
            });
        });
    }));
}

void TestFormats::computeInputsAreValid_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<bool>("valid"); // for the schema and for the app alike
    QTest::newRow("the example") << readAll(QStringLiteral(FORMATS_DIR "/compute-input.example.json")) << true;
    QTest::newRow("one key, scaled") << QByteArray(R"({"formatVersion": 1, "keys": [[0, -1e-3]], "values": [-7.5], "query": [1e3, 2], "scaled": true})") << true;
    QTest::newRow("3-D key") << QByteArray(R"({"formatVersion": 1, "keys": [[1, 0, 0]], "values": [1], "query": [1, 0]})") << false;
    QTest::newRow("no keys") << QByteArray(R"({"formatVersion": 1, "keys": [], "values": [], "query": [1, 0]})") << false;
    QTest::newRow("no query") << QByteArray(R"({"formatVersion": 1, "keys": [[1, 0]], "values": [1]})") << false;
    QTest::newRow("value a string") << QByteArray(R"({"formatVersion": 1, "keys": [[1, 0]], "values": ["1"], "query": [1, 0]})") << false;
    QTest::newRow("unknown member") << QByteArray(R"({"formatVersion": 1, "keys": [[1, 0]], "values": [1], "query": [1, 0], "scale": 2})") << false;
    QTest::newRow("version 2") << QByteArray(R"({"formatVersion": 2, "keys": [[1, 0]], "values": [1], "query": [1, 0]})") << false;
    QTest::newRow("scaled a number") << QByteArray(R"({"formatVersion": 1, "keys": [[1, 0]], "values": [1], "query": [1, 0], "scaled": 1})") << false;
}

void TestFormats::computeInputsAreValid()
{
    QFETCH(QByteArray, content);
    QFETCH(bool, valid);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("in.json"));
    QVERIFY(writeFile(file, content));
    const Run run = validate(QStringLiteral(FORMATS_DIR "/compute-input.schema.json"), file);
    QVERIFY2(run.exitCode == (valid ? 0 : 1), qPrintable(run.out + run.err));
    QString problem;
    const auto input = course::readLookupInput(file, &problem);
    QVERIFY2(bool(input) == valid, qPrintable(problem));
}

QTEST_GUILESS_MAIN(TestFormats)
#include "tst_formats.moc"
