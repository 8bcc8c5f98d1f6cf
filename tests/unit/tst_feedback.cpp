#include "feedback.h"
#include "feedbackkey.h"
#include "gradebook.h"
#include "lessonloader.h"
#include "steptable.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

// Feedback to students: each mark recomputed from the hand-in's raw log under the session's
// rules and the student's own variant (never the score the student's machine reported), the
// verdict on every last answer down to each table cell, written whole, read back exactly, and
// refused with a reason when a file is not feedback.

namespace {

const QString kWeight = QStringLiteral("iv2-3-weight-k2");
const QString kTable = QStringLiteral("iv2-3-table-softmax");
const QString kChoice = QStringLiteral("iv2-3-why-subtract-max");

QDateTime at(int minute)
{
    return QDateTime(QDate(2026, 11, 30), QTime(9, minute), Qt::UTC);
}

course::AttemptEvent check(const course::Answer &answer, int minute)
{
    course::AttemptEvent e;
    e.kind = course::AttemptEvent::Kind::Check;
    e.when = at(minute);
    e.answer = answer;
    e.locale = QStringLiteral("C");
    return e;
}

course::AttemptEvent hint(int which, int minute)
{
    course::AttemptEvent e;
    e.kind = course::AttemptEvent::Kind::Hint;
    e.hint = which;
    e.when = at(minute);
    return e;
}

// Each student's feedback code, as their app chose it when they joined.
const QString kAdaCode = QStringLiteral("K7QM-3XZP-WD4R");
const QString kVisitorCode = QStringLiteral("AB12-CD34-EF56");

struct Class {
    course::Course course = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    course::LabSession session;
    Class()
    {
        course::LabRequest r;
        r.title = QStringLiteral("Week 3: softmax");
        r.exerciseIds = {kWeight, kTable, kChoice};
        r.seed = 7;
        r.roster = {{QStringLiteral("s-1"), QStringLiteral("Ada Lovelace"), {}, {}}};
        QStringList problems;
        session = *course::makeLabSession(course, r, &problems);
    }

    course::Exercise ruled(const QString &id) const { return course::underLabRules(*course.exercise(id), session.rules); }
    course::Variant variant(const QString &id, const QString &learner) const
    {
        return course::makeVariant(ruled(id), learner, session.seed);
    }
    /// What a learner's app hands in with: their feedback key from their code (none: a hand-in
    /// made by an older version).
    course::HandInSource source(const QString &learner, const QString &name, const QString &code = {}) const
    {
        course::HandInSource s{learner, name, {}, at(0), true};
        if (!code.isEmpty())
            s.feedbackKey = course::feedbackkey::keyPair(code, session.id, learner)->publicKey;
        return s;
    }
};

/// The softmax table of `variant` as a learner who forgot to exponentiate fills it: score − max
/// in the exp column, the Σ and the weights computed on from those, one weight left empty.
course::TableAnswer forgotToExponentiate(const course::Variant &variant)
{
    const auto kind = course::Exercise::TableKind::Softmax;
    const attn::Trace t = variant.trace();
    const int rows = course::tableRowCount(kind, variant);
    const int keys = rows - 1;
    std::vector<double> shifted;
    for (const attn::TraceRow &row : t.rows)
        shifted.push_back(row.shifted);
    const double sum = attn::sum(shifted);
    course::TableAnswer a;
    for (int r = 0; r < rows; ++r) {
        QStringList cells;
        if (r < keys) {
            const double s = t.rows[std::size_t(r)].shifted;
            cells << QString::number(s, 'f', 4) << QString::number(s, 'f', 4)
                  << (r == 0 ? QString() : QString::number(0.0 + s / sum, 'f', 4));
        } else {
            cells << QString() << QString::number(sum, 'f', 4) << QString();
        }
        a.rows << cells;
    }
    return a;
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

/// A small valid feedback file to spoil.
QJsonObject validFile()
{
    const QJsonObject exercise{
        {"id", "iv2-3-table-softmax"}, {"title", "Softmax table"}, {"score", 0.5}, {"max", 1}, {"attempts", 1},
        {"hints", 0}, {"solved", false}, {"solutionShown", false},
        {"answer", QJsonObject{{"kind", "table"}, {"rows", QJsonArray{QJsonArray{"1", ""}}}}},
        {"verdict", "partial"}, {"message", "1 of 2 cells are right."}, {"details", QJsonArray{"k1: …"}},
        {"cells", QJsonArray{QJsonArray{QJsonObject{{"kind", "correct"}, {"diagnosis", ""}}, QJsonValue::Null}}},
    };
    return QJsonObject{
        {"formatVersion", 1},
        {"session", QJsonObject{{"id", "s"}, {"title", "Week 3"}}},
        {"learner", QJsonObject{{"id", "s-1"}, {"name", "Ada"}}},
        {"handedIn", "2026-11-30T09:40:00.000Z"},
        {"written", "2026-11-30T12:00:00.000Z"},
        {"language", "en_GB"},
        {"comment", ""},
        {"total", 0.5},
        {"max", 1},
        {"exercises", QJsonArray{exercise}},
    };
}

using Edit = std::function<void(QJsonObject &root, QJsonObject &exercise)>;

QByteArray spoiled(const Edit &edit)
{
    QJsonObject root = validFile();
    QJsonObject exercise = root.value("exercises").toArray().first().toObject();
    if (edit)
        edit(root, exercise);
    if (root.value("exercises").toArray().size() == 1)
        root.insert("exercises", QJsonArray{exercise});
    return QJsonDocument(root).toJson();
}

Edit member(const QString &key, const QJsonValue &value)
{
    return [=](QJsonObject &, QJsonObject &exercise) { exercise.insert(key, value); };
}

Edit top(const QString &key, const QJsonValue &value)
{
    return [=](QJsonObject &root, QJsonObject &) { root.insert(key, value); };
}

} // namespace

class TestFeedback : public QObject
{
    Q_OBJECT

private slots:
    void scoresAreRecomputedNeverReported();
    void tableAnswersAreMarkedPerCell();
    void writtenAndReadBackExactly();
    void aValidFileReads();
    void hostileFilesAreRefusedWithReasons_data();
    void hostileFilesAreRefusedWithReasons();
    void aFileThatIsNoFileIsRefused();
    void oneFilePerStudentWhoHandedIn();
};

void TestFeedback::scoresAreRecomputedNeverReported()
{
    const Class c;
    const course::Variant v = c.variant(kWeight, QStringLiteral("s-1"));
    const QString right = QString::number(*course::numericAnswer(c.ruled(kWeight), v), 'f', 2);
    QHash<QString, course::AttemptLog> logs;
    // Wrong on the weight, and the hand-in claims full marks for it.
    logs[kWeight].events << check(course::NumberAnswer{QStringLiteral("1")}, 1);
    // The choice: a hint, then right: 1 − the hint penalty.
    const course::Exercise choice = c.ruled(kChoice);
    QStringList correct;
    for (const course::ChoiceOption &o : choice.options)
        if (o.correct)
            correct << o.id;
    logs[kChoice].events << hint(0, 2) << check(course::ChoiceAnswer{correct}, 3);
    course::HandIn h = course::makeHandIn(c.session, c.course, {QStringLiteral("s-1"), QStringLiteral("Ada L."), QStringLiteral("0.1.0"), at(0), true},
                                          logs, at(10));
    h.exercises[kWeight].reportedScore = 1.0;
    h.exercises[kChoice].reportedScore = 1.0;

    const course::StudentFeedback f = course::makeFeedback(c.session, c.course, h, QStringLiteral("See me."), at(60));
    QCOMPARE(f.learnerName, QStringLiteral("Ada Lovelace")); // the roster's name
    QCOMPARE(f.exercises.size(), 3);
    QCOMPARE(f.exercises.at(0).id, kWeight); // the session's order
    QCOMPARE(f.exercises.at(0).score, 0.0);
    QCOMPARE(f.exercises.at(0).attempts, 1);
    QCOMPARE(f.exercises.at(0).verdict, std::optional(course::Feedback::Status::Wrong));
    QCOMPARE(f.exercises.at(0).answer, std::optional<course::Answer>(course::NumberAnswer{QStringLiteral("1")}));
    QVERIFY(!f.exercises.at(0).message.isEmpty());
    QVERIFY(f.exercises.at(0).cells.isEmpty());
    // Untouched: nothing earned, nothing answered.
    QCOMPARE(f.exercises.at(1).score, 0.0);
    QVERIFY(!f.exercises.at(1).answer && !f.exercises.at(1).verdict);
    const double expected = 1.0 - choice.hintPenalty;
    QVERIFY(qAbs(f.exercises.at(2).score - expected) < 1e-9);
    QCOMPARE(f.exercises.at(2).hints, 1);
    QVERIFY(f.exercises.at(2).solved);
    QVERIFY(qAbs(f.total - expected) < 1e-9);
    QCOMPARE(f.max, 3.0);
    QCOMPARE(f.comment, QStringLiteral("See me."));
    QCOMPARE(f.written, at(60));
    QCOMPARE(f.handedIn, at(10));

    // The right answer is worth full marks whatever the hand-in reports.
    h.exercises[kWeight].log.events = {check(course::NumberAnswer{right}, 1)};
    h.exercises[kWeight].reportedScore = 0.0;
    QCOMPARE(course::makeFeedback(c.session, c.course, h, {}, at(60)).exercises.at(0).score, 1.0);
}

void TestFeedback::tableAnswersAreMarkedPerCell()
{
    const Class c;
    const course::Variant v = c.variant(kTable, QStringLiteral("s-1"));
    QHash<QString, course::AttemptLog> logs;
    logs[kTable].events << check(forgotToExponentiate(v), 4);
    const course::HandIn h = course::makeHandIn(c.session, c.course, {QStringLiteral("s-1"), QStringLiteral("Ada"), {}, at(0), true}, logs, at(10));
    const course::FeedbackExercise x = course::makeFeedback(c.session, c.course, h, {}, at(60)).exercises.at(1);
    QCOMPARE(x.id, kTable);
    const int rows = course::tableRowCount(course::Exercise::TableKind::Softmax, v);
    QCOMPARE(x.cells.size(), rows);
    const int sumRow = rows - 1;
    using Kind = course::CellVerdict::Kind;
    // Score − max is right; the exp column holds score − max: wrong, and diagnosed (the
    // largest key's 0 too: exp(0) is 1).
    for (int r = 0; r < sumRow; ++r) {
        QCOMPARE(x.cells[r][0]->kind, Kind::Correct);
        QCOMPARE(x.cells[r][1]->kind, Kind::Wrong);
        QVERIFY2(x.cells[r][1]->diagnosis.contains(QStringLiteral("exponentiate")), qPrintable(x.cells[r][1]->diagnosis));
    }
    // Σ and the weights follow correctly from those cells: carried forward, no new mistake.
    QCOMPARE(x.cells[sumRow][1]->kind, Kind::CarriedForward);
    QCOMPARE(x.cells[1][2]->kind, Kind::CarriedForward);
    QCOMPARE(x.cells[0][2]->kind, Kind::Empty);
    // The Σ row has no score − max and no weight to fill in.
    QVERIFY(!x.cells[sumRow][0]);
    QVERIFY(!x.cells[sumRow][2]);
    QCOMPARE(x.verdict, std::optional(course::Feedback::Status::Partial));
    QVERIFY(x.score > 0.0 && x.score < 1.0);
    QVERIFY(std::any_of(x.details.cbegin(), x.details.cend(), [](const QString &d) { return d.contains(QStringLiteral("exponentiate")); }));
}

void TestFeedback::writtenAndReadBackExactly()
{
    const Class c;
    const course::Variant v = c.variant(kTable, QStringLiteral("s-1"));
    QHash<QString, course::AttemptLog> logs;
    logs[kTable].events << check(forgotToExponentiate(v), 4);
    course::AttemptEvent german = check(course::NumberAnswer{QStringLiteral("55,1 %")}, 5);
    german.locale = QStringLiteral("de_DE");
    logs[kWeight].events << german;
    course::HandIn h = course::makeHandIn(c.session, c.course, c.source(QStringLiteral("s-1"), QStringLiteral("Ada"), kAdaCode), logs, at(10));
    const course::StudentFeedback f = course::makeFeedback(c.session, c.course, h, QStringLiteral("Gut gemacht — „Softmax“ ✓\nZeile 2"), at(60));

    QTemporaryDir dir;
    QString path;
    QString error;
    QVERIFY2(course::writeFeedback(dir.path(), f, {h.feedbackKey}, &path, &error), qPrintable(error));
    // Whose it is first, so that a file dialog that shortens the name still shows it.
    QCOMPARE(QFileInfo(path).fileName(), QStringLiteral("Ada_Lovelace-s-1-Week_3__softmax.attnfeedback"));
    // Sealed: whose it is can be read, the marks and the comment cannot.
    QFile raw(path);
    QVERIFY(raw.open(QIODevice::ReadOnly));
    const QByteArray bytes = raw.readAll();
    QVERIFY(bytes.contains("Ada Lovelace"));
    QVERIFY(!bytes.contains("Gut gemacht") && !bytes.contains("55,1") && !bytes.contains("\"total\""));
    QStringList problems;
    const std::optional<course::StudentFeedback> back = course::readFeedback(path, kAdaCode, &problems);
    QVERIFY2(back, qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(*back == f);
    QCOMPARE(back->exercises.at(1).cells, f.exercises.at(1).cells);
    // Without a comment of its own the content has no such member, as before it existed; with
    // one it reads back, and it must be text.
    QVERIFY(!f.toJson().contains(QStringLiteral("personalComment")));
    course::StudentFeedback personal = f;
    personal.personalComment = QStringLiteral("Nur für dich ✓\nZeile 2");
    const std::optional<course::StudentFeedback> personalBack = course::StudentFeedback::fromJson(personal.toJson(), &problems);
    QVERIFY2(personalBack && *personalBack == personal, qPrintable(problems.join(QLatin1Char('\n'))));
    QJsonObject notText = personal.toJson();
    notText.insert(QStringLiteral("personalComment"), 7);
    problems.clear();
    QVERIFY(!course::StudentFeedback::fromJson(notText, &problems));
    QVERIFY2(problems.join(u' ').contains(QStringLiteral("personalComment")), qPrintable(problems.join(u' ')));
    problems.clear();
    QCOMPARE(back->exercises.at(0).answer, std::optional<course::Answer>(course::NumberAnswer{QStringLiteral("55,1 %")}));
    // Typed another way, the code still opens it; a classmate's code does not, nor Ada's code
    // in a classmate's hands (it gives another key for another learner id).
    QVERIFY(course::readFeedback(path, QStringLiteral("k7qm 3xzp wd4r"), &problems));
    problems.clear();
    QVERIFY(!course::readFeedback(path, kVisitorCode, &problems));
    QVERIFY2(problems.join(u' ').contains(QStringLiteral("sealed for Ada Lovelace (s-1)")), qPrintable(problems.join(u' ')));
    const std::optional<course::FeedbackFile> file = course::readFeedbackFile(path, &problems);
    QVERIFY(file);
    course::FeedbackFile forBen = *file;
    forBen.learnerId = QStringLiteral("s-2");
    QVERIFY(!course::openFeedback(forBen, kAdaCode, &error));
    problems.clear();
    QVERIFY(!course::readFeedback(path, QStringLiteral("not a code"), &problems));
    QVERIFY(problems.join(u' ').contains(QStringLiteral("is not a feedback code")));
    // Without a key nothing is written.
    QVERIFY(!course::writeFeedback(dir.path(), f, {}, &path, &error));
    QVERIFY(error.contains(QStringLiteral("no feedback key")));
}

void TestFeedback::aValidFileReads()
{
    QStringList problems;
    const auto f = course::StudentFeedback::fromJson(validFile(), &problems);
    QVERIFY2(f, qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(f->exercises.size(), 1);
    QCOMPARE(f->exercises.first().cells.first().size(), 2);
    QVERIFY(!f->exercises.first().cells.first().at(1));
}

void TestFeedback::hostileFilesAreRefusedWithReasons_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("reason");

    QTest::newRow("empty") << QByteArray() << QString();
    QTest::newRow("random bytes") << QByteArray("\x89PNG\r\n\x1a\n\0\0\xff", 11) << QString();
    QTest::newRow("an array") << QByteArray("[1, 2]") << QString();
    QByteArray nested(5000, '[');
    QTest::newRow("deeply nested") << nested + QByteArray(5000, ']') << QString();
    QTest::newRow("another formatVersion") << spoiled(top("formatVersion", 3)) << QStringLiteral("formatVersion");
    // Sealed files (format 2) that are not: whose it is must be there, and copies that are copies.
    const auto sealedFile = [](const QJsonValue &sealed, bool withLearner = true) {
        QJsonObject o{{"formatVersion", 2}, {"session", QJsonObject{{"id", "x"}, {"title", "Week 3"}}},
                      {"written", "2026-11-30T09:00:00.000Z"}, {"sealed", sealed}};
        if (withLearner)
            o.insert("learner", QJsonObject{{"id", "s-1"}, {"name", "Ada"}});
        return QJsonDocument(o).toJson();
    };
    const QString box = QString::fromLatin1(QByteArray(80, 'x').toBase64());
    QTest::newRow("sealed: no copies") << sealedFile(QJsonArray{}) << QStringLiteral("sealed is not a list");
    QTest::newRow("sealed: not a list") << sealedFile(box) << QStringLiteral("sealed is not a list");
    QJsonArray many;
    for (int i = 0; i < 21; ++i)
        many.append(box);
    QTest::newRow("sealed: 21 copies") << sealedFile(many) << QStringLiteral("sealed is not a list");
    QTest::newRow("sealed: not base64") << sealedFile(QJsonArray{QStringLiteral("*not base64*")}) << QStringLiteral("base64");
    QTest::newRow("sealed: a number") << sealedFile(QJsonArray{3}) << QStringLiteral("base64");
    QTest::newRow("sealed: no learner") << sealedFile(QJsonArray{box}, false) << QStringLiteral("learner");
    // Whole, but not sealed for this code: refused as such.
    QTest::newRow("sealed: someone else's") << sealedFile(QJsonArray{box}) << QStringLiteral("sealed for Ada (s-1)");
    QTest::newRow("no learner") << spoiled([](QJsonObject &root, QJsonObject &) { root.remove("learner"); }) << QStringLiteral("learner");
    QTest::newRow("empty learner id") << spoiled(top("learner", QJsonObject{{"id", ""}, {"name", "A"}})) << QStringLiteral("learner.id");
    QTest::newRow("name of 201 characters") << spoiled(top("learner", QJsonObject{{"id", "s-1"}, {"name", QString(201, 'x')}}))
                                            << QStringLiteral("learner.name");
    QTest::newRow("written not a time") << spoiled(top("written", "yesterday")) << QStringLiteral("written");
    QTest::newRow("comment too long") << spoiled(top("comment", QString(course::StudentFeedback::kMaxComment + 1, 'x')))
                                      << QStringLiteral("comment");
    QTest::newRow("absurd total") << spoiled(top("total", 1e300)) << QStringLiteral("total");
    QTest::newRow("total above max") << spoiled(top("total", 3)) << QStringLiteral("total is more than max");
    QTest::newRow("total not the exercises' sum") << spoiled(top("total", 0.75)) << QStringLiteral("add up to 0.5");
    QTest::newRow("max not the exercises' sum") << spoiled(top("max", 2)) << QStringLiteral("maxima add up to 1");
    QTest::newRow("total as text") << spoiled(top("total", "0.5")) << QStringLiteral("total");
    QTest::newRow("NaN, which is not JSON") << spoiled({}).replace("\"total\": 0.5", "\"total\": NaN") << QString();
    QTest::newRow("exercises not an array") << spoiled(top("exercises", QJsonObject{})) << QStringLiteral("exercises");
    QTest::newRow("501 exercises") << spoiled([](QJsonObject &root, QJsonObject &exercise) {
        QJsonArray many;
        for (int i = 0; i < 501; ++i)
            many.append(exercise);
        root.insert("exercises", many);
    }) << QStringLiteral("at most 500");
    QTest::newRow("exercise not an object") << spoiled([](QJsonObject &root, QJsonObject &) {
        root.insert("exercises", QJsonArray{1, 2});
    }) << QStringLiteral("exercises[0]");
    QTest::newRow("score above 1") << spoiled(member("score", 2)) << QStringLiteral("exercises[0].score");
    QTest::newRow("negative score") << spoiled(member("score", -0.5)) << QStringLiteral("exercises[0].score");
    QTest::newRow("attempts fractional") << spoiled(member("attempts", 1.5)) << QStringLiteral("exercises[0].attempts");
    QTest::newRow("attempts huge") << spoiled(member("attempts", 1e12)) << QStringLiteral("exercises[0].attempts");
    QTest::newRow("solved as text") << spoiled(member("solved", "yes")) << QStringLiteral("exercises[0].solved");
    QTest::newRow("empty id") << spoiled(member("id", "")) << QStringLiteral("exercises[0].id");
    QTest::newRow("unknown verdict") << spoiled(member("verdict", "great")) << QStringLiteral("exercises[0].verdict");
    QTest::newRow("verdict without answer") << spoiled(member("answer", QJsonValue::Null)) << QStringLiteral("both");
    QTest::newRow("answer of unknown kind") << spoiled(member("answer", QJsonObject{{"kind", "slider"}}))
                                            << QStringLiteral("exercises[0].answer");
    QTest::newRow("details not texts") << spoiled(member("details", QJsonArray{1})) << QStringLiteral("exercises[0].details[0]");
    QTest::newRow("201 details") << spoiled(member("details", QJsonArray::fromStringList(QStringList(201, QStringLiteral("x")))))
                                 << QStringLiteral("exercises[0].details");
    QTest::newRow("unknown cell kind") << spoiled(member("cells", QJsonArray{QJsonArray{QJsonObject{{"kind", "great"}, {"diagnosis", ""}}}}))
                                       << QStringLiteral("exercises[0].cells[0][0].kind");
    QTest::newRow("cell not a mark") << spoiled(member("cells", QJsonArray{QJsonArray{7}})) << QStringLiteral("exercises[0].cells[0][0]");
    QTest::newRow("cells not rows") << spoiled(member("cells", QJsonArray{"row"})) << QStringLiteral("exercises[0].cells[0]");
    QJsonArray tall;
    for (int i = 0; i < 65; ++i)
        tall.append(QJsonArray{});
    QTest::newRow("65 rows of cells") << spoiled(member("cells", tall)) << QStringLiteral("exercises[0].cells");
    QTest::newRow("diagnosis not text") << spoiled(member("cells", QJsonArray{QJsonArray{QJsonObject{{"kind", "wrong"}, {"diagnosis", 3}}}}))
                                        << QStringLiteral("exercises[0].cells[0][0].diagnosis");
    QByteArray huge = spoiled({});
    huge.replace("\"comment\": \"\"", "\"comment\": \"" + QByteArray(9 * 1024 * 1024, 'x') + "\"");
    QTest::newRow("huge") << huge << QString();
}

void TestFeedback::hostileFilesAreRefusedWithReasons()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("x.attnfeedback"));
    QVERIFY(writeFile(file, data));
    QStringList problems;
    QVERIFY(!course::readFeedback(file, kAdaCode, &problems));
    QVERIFY(!problems.isEmpty());
    for (const QString &problem : std::as_const(problems))
        QVERIFY(!problem.trimmed().isEmpty());
    if (!reason.isEmpty())
        QVERIFY2(problems.join(QLatin1Char('\n')).contains(reason), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestFeedback::aFileThatIsNoFileIsRefused()
{
    QTemporaryDir dir;
    QStringList problems;
    QVERIFY(!course::readFeedback(dir.path(), kAdaCode, &problems)); // a folder
    QCOMPARE(problems.size(), 1);
    problems.clear();
    QVERIFY(!course::readFeedback(dir.filePath(QStringLiteral("missing.attnfeedback")), kAdaCode, &problems));
    QCOMPARE(problems.size(), 1);
}

void TestFeedback::oneFilePerStudentWhoHandedIn()
{
    Class c;
    c.session.roster << course::LabStudent{QStringLiteral("s-2"), QStringLiteral("Grace Hopper"), {}, {}};
    QTemporaryDir share;
    const course::Variant v = c.variant(kWeight, QStringLiteral("s-1"));
    const QString right = QString::number(*course::numericAnswer(c.ruled(kWeight), v), 'f', 2);
    QHash<QString, course::AttemptLog> logs;
    logs[kWeight].events << check(course::NumberAnswer{right}, 1);
    QVERIFY(course::writeHandIn(share.path(), course::makeHandIn(c.session, c.course, c.source(QStringLiteral("s-1"), QStringLiteral("Ada"), kAdaCode), logs, at(5)), nullptr));
    // Someone not on the roster hands in too; Grace does not.
    QVERIFY(course::writeHandIn(share.path(), course::makeHandIn(c.session, c.course, c.source(QStringLiteral("x-9"), QStringLiteral("Visitor"), kVisitorCode), {}, at(6)), nullptr));
    const course::Gradebook book = course::gradeSession(c.session, c.course, {share.path()});

    QTemporaryDir out;
    const QString folder = out.filePath(QStringLiteral("feedback/week 3"));
    QStringList errors;
    const QList<course::WrittenFeedback> written = course::writeClassFeedback(
        book, c.session, c.course, folder, {QStringLiteral("Well done."), {{QStringLiteral("s-1"), QStringLiteral("Ada: see me.")}}},
        &errors, at(90));
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
    QCOMPARE(written.size(), 2);
    QCOMPARE(QDir(folder).entryList(QDir::Files).size(), 2);
    QStringList problems;
    const auto ada = course::readFeedback(QDir(folder).filePath(QStringLiteral("Ada_Lovelace-s-1-Week_3__softmax.attnfeedback")), kAdaCode, &problems);
    QVERIFY2(ada, qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(ada->total, 1.0);
    QCOMPARE(ada->comment, QStringLiteral("Well done."));
    QCOMPARE(ada->written, at(90));
    // Her own comment is in her file alone, and what was written says whose file has one.
    QCOMPARE(ada->personalComment, QStringLiteral("Ada: see me."));
    QCOMPARE(written.at(0).studentId, QStringLiteral("s-1"));
    QCOMPARE(written.at(0).personalComment, QStringLiteral("Ada: see me."));
    QCOMPARE(QFileInfo(written.at(0).path).fileName(), QStringLiteral("Ada_Lovelace-s-1-Week_3__softmax.attnfeedback"));
    QVERIFY(written.at(1).personalComment.isEmpty());
    const auto visitor = course::readFeedback(written.at(1).path, kVisitorCode, &problems);
    QVERIFY2(visitor, qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(visitor->comment, QStringLiteral("Well done."));
    QVERIFY(visitor->personalComment.isEmpty());
    // A comment longer than a file holds is refused for that student alone.
    errors.clear();
    const QList<course::WrittenFeedback> tooLong = course::writeClassFeedback(
        book, c.session, c.course, out.filePath(QStringLiteral("long")),
        {{}, {{QStringLiteral("s-1"), QString(course::StudentFeedback::kMaxComment + 1, u'x')}}}, &errors, at(90));
    QCOMPARE(tooLong.size(), 1);
    QCOMPARE(tooLong.at(0).studentId, QStringLiteral("x-9"));
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.first().contains(QStringLiteral("longer than")), qPrintable(errors.first()));

    // A hand-in gone or replaced since the gradebook read it changes nothing: the feedback
    // says what the gradebook graded (one read for the gradebook, the CSV and the feedback).
    QVERIFY(QFile::remove(book.students.at(0).file));
    QVERIFY(course::writeHandIn(share.path(), course::makeHandIn(c.session, c.course, c.source(QStringLiteral("x-9"), QStringLiteral("Visitor"), kVisitorCode), logs, at(7)), nullptr));
    errors.clear();
    const QList<course::WrittenFeedback> again = course::writeClassFeedback(book, c.session, c.course, folder, {}, &errors, at(91));
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
    QCOMPARE(again.size(), 2);
    for (const course::GradebookStudent &graded : book.students) {
        if (!graded.handedIn)
            continue;
        const QString file = QDir(folder).filePath(course::feedbackFileName(
            course::makeFeedback(c.session, c.course, *graded.work, {}, at(91))));
        const auto reread = course::readFeedback(file, graded.id == QLatin1String("s-1") ? kAdaCode : kVisitorCode, &problems);
        QVERIFY2(reread, qPrintable(problems.join(QLatin1Char('\n'))));
        QCOMPARE(reread->total, graded.total);
    }
    // A student whose hand-in carries no key (an older version made it) gets no feedback, which
    // is said; the others get theirs.
    QTemporaryDir older;
    QVERIFY(course::writeHandIn(older.path(), course::makeHandIn(c.session, c.course, c.source(QStringLiteral("s-1"), QStringLiteral("Ada")), logs, at(5)), nullptr));
    QVERIFY(course::writeHandIn(older.path(), course::makeHandIn(c.session, c.course, c.source(QStringLiteral("x-9"), QStringLiteral("Visitor"), kVisitorCode), {}, at(6)), nullptr));
    const course::Gradebook olderBook = course::gradeSession(c.session, c.course, {older.path()});
    errors.clear();
    QCOMPARE(course::writeClassFeedback(olderBook, c.session, c.course, out.filePath(QStringLiteral("older")), {}, &errors).size(), 1);
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.first().contains(QStringLiteral("Ada_Lovelace")) && errors.first().contains(QStringLiteral("no feedback key")),
             qPrintable(errors.first()));
    // A folder that cannot be made is one error.
    QVERIFY(writeFile(out.filePath(QStringLiteral("a-file")), "x"));
    errors.clear();
    QVERIFY(course::writeClassFeedback(book, c.session, c.course, out.filePath(QStringLiteral("a-file/sub")), {}, &errors).isEmpty());
    QCOMPARE(errors.size(), 1);
}

QTEST_GUILESS_MAIN(TestFeedback)
#include "tst_feedback.moc"
