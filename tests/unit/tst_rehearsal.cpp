#include "feedback.h"
#include "gradebook.h"
#include "lessonloader.h"
#include "rehearsal.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <numeric>

// A rehearsed class: made-up hand-ins written through the same code paths as real students
// (exercise sessions under the session's rules, makeHandIn, writeHandIn), plausible enough to
// try the gradebook on (perfect students, diagnosed mistakes, hints, unfinished and stuck
// students, one late), and the same class for the same seed.

namespace {

struct Class {
    course::Course course = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    course::LabSession session;
    explicit Class(std::optional<int> timeLimit = 45)
    {
        course::LabRequest r;
        r.title = QStringLiteral("Week 3");
        r.exerciseIds = {QStringLiteral("iv2-2-score-k2"), QStringLiteral("iv2-2-table-dot"), QStringLiteral("iv2-3-weight-k2"),
                         QStringLiteral("iv2-3-table-softmax"), QStringLiteral("iv2-3-rank-weights"),
                         QStringLiteral("iv2-3-why-subtract-max"), QStringLiteral("iv2-3-weight-properties"),
                         QStringLiteral("iv2-4-table-weighted-sum"), QStringLiteral("iv2-1-target-key2")};
        r.seed = 7;
        r.rules.timeLimitMinutes = timeLimit;
        r.roster = {{QStringLiteral("s-1"), QStringLiteral("Zoë O'Brien"), {}, {}},
                    {QStringLiteral("s-2"), QStringLiteral("Grace Hopper"), {}, {}},
                    {QStringLiteral("s-3"), QStringLiteral("Alan Turing"), {}, {}}};
        QStringList problems;
        session = *course::makeLabSession(course, r, &problems);
        session.created = QDateTime(QDate(2026, 11, 30), QTime(9, 0), Qt::UTC);
    }

    QList<course::RehearsedStudent> rehearse(int students, std::uint64_t seed) const
    {
        return course::rehearseClass(session, course, {students, seed, {}});
    }
};

using Kind = course::RehearsedStudent::Kind;

int countOf(const QList<course::RehearsedStudent> &students, Kind kind)
{
    return int(std::count_if(students.cbegin(), students.cend(), [&](const course::RehearsedStudent &s) { return s.kind == kind; }));
}

bool diagnosed(const course::StudentFeedback &f)
{
    for (const course::FeedbackExercise &x : f.exercises) {
        if (x.verdict == course::Feedback::Status::Correct)
            continue;
        for (const auto &row : x.cells)
            for (const auto &cell : row)
                if (cell && cell->kind == course::CellVerdict::Kind::Wrong && !cell->diagnosis.isEmpty())
                    return true;
        if (x.cells.isEmpty() && x.answer && std::holds_alternative<course::NumberAnswer>(*x.answer) && !x.details.isEmpty())
            return true;
    }
    return false;
}

} // namespace

class TestRehearsal : public QObject
{
    Q_OBJECT

private slots:
    void writesOneReadableHandInPerStudent();
    void theSameSeedMakesTheSameClass();
    void theClassSizeDefaultsToTheRoster();
    void theClassIsPlausible();
    void withoutATimeLimitTheLateOneComesHoursLater();
    void aClassOfOne();
    void anUnwritableFolderIsAnError();
    void aFolderWithHandInsIsLeftAlone();
    void itemStatisticsAreMoodlesOnARehearsedClass();
};

void TestRehearsal::writesOneReadableHandInPerStudent()
{
    const Class c;
    QList<course::RehearsedStudent> students = c.rehearse(12, 1);
    QCOMPARE(students.size(), 12);
    QTemporaryDir dir;
    QString error;
    QVERIFY2(course::writeRehearsal(dir.path(), &students, &error), qPrintable(error));
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("*.attnhandin")}, QDir::Files).size(), 12);

    // The roster's students first, in its order, with its names; then made-up ones.
    const QStringList roster{QStringLiteral("s-1"), QStringLiteral("s-2"), QStringLiteral("s-3")};
    QSet<QString> ids;
    for (int i = 0; i < students.size(); ++i) {
        const course::HandIn &h = students.at(i).handIn;
        if (i < 3) {
            QCOMPARE(h.learnerId, roster.at(i));
            QCOMPARE(h.learnerName, c.session.roster.at(i).name);
        } else {
            QCOMPARE(h.learnerId, QStringLiteral("r-%1").arg(i - 2, 2, 10, QLatin1Char('0')));
            QVERIFY(h.learnerName.contains(QLatin1Char(' ')));
        }
        ids.insert(h.learnerId);
        QCOMPARE(h.sessionId, c.session.id);
        QCOMPARE(h.contentHashes, c.session.contentHashes);
        QStringList problems;
        bool matches = false;
        const std::optional<course::HandIn> back = course::readHandIn(students.at(i).file, &problems, &matches);
        QVERIFY2(back, qPrintable(problems.join(QLatin1Char('\n'))));
        QVERIFY(matches);
        QVERIFY(*back == h);
    }
    QCOMPARE(ids.size(), 12);
}

void TestRehearsal::theSameSeedMakesTheSameClass()
{
    const Class c;
    const QList<course::RehearsedStudent> a = c.rehearse(10, 42);
    const QList<course::RehearsedStudent> b = c.rehearse(10, 42);
    const QList<course::RehearsedStudent> other = c.rehearse(10, 43);
    QCOMPARE(a.size(), b.size());
    bool differs = false;
    for (int i = 0; i < a.size(); ++i) {
        QVERIFY(a.at(i).handIn == b.at(i).handIn);
        QCOMPARE(a.at(i).kind, b.at(i).kind);
        differs = differs || !(a.at(i).handIn == other.at(i).handIn);
    }
    QVERIFY(differs);
}

void TestRehearsal::theClassSizeDefaultsToTheRoster()
{
    Class c;
    QCOMPARE(c.rehearse(0, 1).size(), 3);
    c.session.roster.clear();
    const QList<course::RehearsedStudent> unnamed = c.rehearse(0, 1);
    QCOMPARE(unnamed.size(), 25);
    QCOMPARE(unnamed.first().handIn.learnerId, QStringLiteral("r-01"));
    QCOMPARE(unnamed.last().handIn.learnerId, QStringLiteral("r-25"));

    // The largest roster a session may hold is rehearsed whole (it stopped at 500).
    c.session.roster.clear();
    for (int i = 1; i <= course::kMaxRehearsedStudents; ++i)
        c.session.roster.append({QStringLiteral("s-%1").arg(i), QStringLiteral("Student %1").arg(i), {}, {}});
    const QList<course::RehearsedStudent> whole = c.rehearse(0, 1);
    QCOMPARE(whole.size(), 2000);
    QCOMPARE(whole.last().handIn.learnerId, QStringLiteral("s-2000"));
}

void TestRehearsal::theClassIsPlausible()
{
    const Class c;
    QList<course::RehearsedStudent> students = c.rehearse(25, 2026);
    QTemporaryDir dir;
    QVERIFY(course::writeRehearsal(dir.path(), &students));
    // Graded as the session begins: every rehearsed hand-in lies ahead of that clock.
    const course::Gradebook book = course::gradeSession(c.session, c.course, {dir.path()}, c.session.created);
    QCOMPARE(book.students.size(), 25);
    QVERIFY(book.unreadable.isEmpty());

    const qint64 limitMs = qint64(*c.session.rules.timeLimitMinutes) * 60 * 1000;
    int perfect = 0;
    int diagnosedMistakes = 0;
    int withHints = 0;
    int late = 0;
    int working = 0;
    for (const course::RehearsedStudent &s : std::as_const(students)) {
        const course::HandIn &h = s.handIn;
        const course::GradebookStudent *graded = nullptr;
        for (const course::GradebookStudent &g : book.students)
            if (g.id == h.learnerId)
                graded = &g;
        QVERIFY(graded && graded->handedIn);
        // Made through the student's own code paths: what their machine reported is what the
        // gradebook recomputes.
        for (const QString &flag : graded->flags)
            QVERIFY2(!flag.contains(QStringLiteral("reported")) && !flag.contains(QStringLiteral("more checks"))
                         && !flag.contains(QStringLiteral("clock")),
                     qPrintable(flag));
        // Named as what it is; its made-up times (ahead of the clock) raise no clock flag.
        QVERIFY(std::any_of(graded->flags.cbegin(), graded->flags.cend(),
                            [](const QString &f) { return f.contains(QStringLiteral("made up by lab rehearse")); }));
        const bool allRight = std::all_of(graded->scores.cbegin(), graded->scores.cend(), [](double x) { return qAbs(x - 1.0) < 1e-9; });
        if (s.kind == Kind::Perfect) {
            QVERIFY(allRight);
            QCOMPARE(graded->total, graded->max);
            ++perfect;
        }
        const course::StudentFeedback f = course::makeFeedback(c.session, c.course, h, {});
        diagnosedMistakes += diagnosed(f) ? 1 : 0;
        withHints += std::any_of(f.exercises.cbegin(), f.exercises.cend(), [](const course::FeedbackExercise &x) { return x.hints > 0; }) ? 1 : 0;

        // Times: from joining, in order, and within the limit but for the late one.
        QVERIFY(h.started >= c.session.created);
        QDateTime previous = h.started;
        for (const course::HandInExercise &work : h.exercises) {
            for (const course::AttemptEvent &e : work.log.events) {
                QVERIFY(e.when.isValid());
                QVERIFY(e.when > h.started && e.when <= h.handedIn);
                QVERIFY(e.when.msecsTo(h.started.addMSecs(limitMs)) > 0);
            }
        }
        for (const QString &id : c.session.exerciseIds) {
            for (const course::AttemptEvent &e : h.exercises.value(id).log.events) {
                QVERIFY2(e.when > previous, qPrintable(id)); // one exercise after the other
                previous = e.when;
            }
        }
        const bool isLate = h.started.msecsTo(h.handedIn) > limitMs;
        QCOMPARE(isLate, s.kind == Kind::Late);
        late += isLate ? 1 : 0;
        QCOMPARE(h.final, s.kind != Kind::Unfinished && s.kind != Kind::Stuck);
        working += h.final ? 0 : 1;

        if (s.kind == Kind::Stuck) {
            // Three wrong checks in a row on one exercise, the last thing they did.
            QVERIFY(!s.stuckOn.isEmpty());
            const course::AttemptLog log = h.exercises.value(s.stuckOn).log;
            QVERIFY(log.events.size() >= 3);
            const course::Exercise e = course::underLabRules(*c.course.exercise(s.stuckOn), c.session.rules);
            const course::Variant v = course::makeVariant(e, h.learnerId, c.session.seed);
            for (qsizetype i = log.events.size() - 3; i < log.events.size(); ++i) {
                const course::AttemptEvent &event = log.events.at(i);
                QCOMPARE(event.kind, course::AttemptEvent::Kind::Check);
                const course::Feedback verdict = course::grade(e, v, *event.answer, course::answerLocale(event.locale));
                QVERIFY(verdict.status == course::Feedback::Status::Wrong || verdict.status == course::Feedback::Status::Partial);
            }
            QCOMPARE(course::score(e, v, log).attempts, 3);
        }
    }
    QVERIFY(perfect >= 1);
    QVERIFY(diagnosedMistakes >= countOf(students, Kind::Mistakes));
    QVERIFY(countOf(students, Kind::Mistakes) >= 1);
    QVERIFY(withHints >= countOf(students, Kind::Hints));
    QVERIFY(countOf(students, Kind::Hints) >= 1);
    QCOMPARE(late, 1);
    QCOMPARE(countOf(students, Kind::Stuck), 1);
    QVERIFY(working >= 2);
}

void TestRehearsal::withoutATimeLimitTheLateOneComesHoursLater()
{
    const Class c(std::nullopt);
    const QList<course::RehearsedStudent> students = c.rehearse(8, 5);
    QCOMPARE(countOf(students, Kind::Late), 1);
    for (const course::RehearsedStudent &s : students) {
        const qint64 minutes = s.handIn.started.msecsTo(s.handIn.handedIn) / 60000;
        if (s.kind == Kind::Late)
            QVERIFY2(minutes >= 120, qPrintable(QString::number(minutes)));
        else
            QVERIFY2(minutes < 60, qPrintable(QString::number(minutes)));
    }
}

void TestRehearsal::aClassOfOne()
{
    const Class c;
    const QList<course::RehearsedStudent> one = c.rehearse(1, 9);
    QCOMPARE(one.size(), 1);
    QCOMPARE(one.first().handIn.learnerId, QStringLiteral("s-1"));
    QCOMPARE(one.first().kind, Kind::Perfect);
    QCOMPARE(one.first().handIn.exercises.size(), c.session.exerciseIds.size());
}

void TestRehearsal::anUnwritableFolderIsAnError()
{
    const Class c;
    QList<course::RehearsedStudent> students = c.rehearse(3, 1);
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("a-file")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    QString error;
    QVERIFY(!course::writeRehearsal(dir.filePath(QStringLiteral("a-file/class")), &students, &error));
    QVERIFY(!error.isEmpty());
}

void TestRehearsal::aFolderWithHandInsIsLeftAlone()
{
    // A class's folder already holds the students' hand-ins, under the names a rehearsal of
    // the same roster would write: not one of them is replaced.
    const Class c;
    QList<course::RehearsedStudent> real = c.rehearse(3, 1);
    QTemporaryDir dir;
    QVERIFY(course::writeRehearsal(dir.path(), &real));
    QHash<QString, QByteArray> before;
    for (const course::RehearsedStudent &s : std::as_const(real)) {
        QFile f(s.file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        before.insert(s.file, f.readAll());
    }
    QList<course::RehearsedStudent> again = c.rehearse(3, 5);
    QString error;
    QVERIFY(!course::writeRehearsal(dir.path(), &again, &error));
    QVERIFY2(error.contains(QStringLiteral("already holds 3 hand-in")), qPrintable(error));
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        QFile f(it.key());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), it.value());
    }
}

namespace {

// Moodle's quiz statistics as its documentation ("Quiz statistics calculations") writes them,
// with sample variances and covariances (divided by S − 1), computed here on their own.
double mean(const QList<double> &x)
{
    return std::accumulate(x.cbegin(), x.cend(), 0.0) / double(x.size());
}

double covariance(const QList<double> &x, const QList<double> &y)
{
    const double mx = mean(x);
    const double my = mean(y);
    double sum = 0.0;
    for (qsizetype s = 0; s < x.size(); ++s)
        sum += (x.at(s) - mx) * (y.at(s) - my);
    return sum / double(x.size() - 1);
}

} // namespace

void TestRehearsal::itemStatisticsAreMoodlesOnARehearsedClass()
{
    const Class c;
    QList<course::RehearsedStudent> students = c.rehearse(40, 11);
    QTemporaryDir dir;
    QVERIFY(course::writeRehearsal(dir.path(), &students));
    const course::Gradebook book = course::gradeSession(c.session, c.course, {dir.path()}, c.session.created);

    // x_i(s): student s's mark on exercise i (maximum 1), over the students whose hand-in counts.
    const qsizetype items = book.exercises.size();
    QList<QList<double>> x(items);
    QList<double> totals;
    for (const course::GradebookStudent &s : book.students) {
        if (!s.handedIn)
            continue;
        double total = 0.0;
        for (qsizetype i = 0; i < items; ++i) {
            x[i] << s.scores.value(book.exercises.at(i).id);
            total += x[i].last();
        }
        totals << total;
    }
    QCOMPARE(book.itemStudents, int(totals.size()));
    QVERIFY(totals.size() >= 30);
    QVERIFY(book.itemWarning.isEmpty()); // enough students for the figures to mean something

    int discriminating = 0;
    double sumOfItemVariances = 0.0;
    for (qsizetype i = 0; i < items; ++i) {
        const course::GradebookExercise &e = book.exercises.at(i);
        // Facility index F_i = 100 (mean x_i − min) / (max − min), marks from 0 to 1.
        QVERIFY2(e.facility && std::abs(*e.facility - 100.0 * mean(x.at(i))) < 1e-9, qPrintable(e.id));
        // Discrimination index D_i = 100 C(x_i, X_−i) / √(V(x_i) V(X_−i)), X_−i the rest of the total.
        QList<double> rest;
        for (qsizetype s = 0; s < totals.size(); ++s)
            rest << totals.at(s) - x.at(i).at(s);
        const double vx = covariance(x.at(i), x.at(i));
        const double vr = covariance(rest, rest);
        sumOfItemVariances += vx;
        if (vx > 0.0 && vr > 0.0) {
            QVERIFY2(e.discrimination, qPrintable(e.id));
            QVERIFY2(std::abs(*e.discrimination - 100.0 * covariance(x.at(i), rest) / std::sqrt(vx * vr)) < 1e-9,
                     qPrintable(e.id));
            ++discriminating;
        } else {
            QVERIFY2(!e.discrimination, qPrintable(e.id));
        }
    }
    // A rehearsed class is mixed: most exercises tell strong students from weak ones.
    QVERIFY(discriminating >= int(items) - 2);
    // Coefficient of internal consistency CIC = 100 P/(P − 1) (1 − Σ V(x_i) / V(T)).
    const double p = double(items);
    QVERIFY(book.consistency);
    QVERIFY(std::abs(*book.consistency - 100.0 * p / (p - 1.0) * (1.0 - sumOfItemVariances / covariance(totals, totals))) < 1e-9);
}

QTEST_GUILESS_MAIN(TestRehearsal)
#include "tst_rehearsal.moc"
