#include "exerciseprogress.h"
#include "handin.h"
#include "labsession.h"
#include "learnerprofiles.h"
#include "lessonloader.h"
#include "userfiles.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

// Fault injection: a helper process (userfilehelper save-loop) saves one kind of user file
// again and again, printing "saved N" after each confirmed save, and is killed (SIGKILL) at
// random moments, kRounds times per kind. After every kill, what loads is whole and is the
// last confirmed save or the one after it that was under way: nothing confirmed is lost.
namespace {

constexpr int kRounds = 100;

/// What loads now: the counter of the last save that reached the disk, or an error.
struct Loaded {
    int value = 0;
    QString problem;
};

Loaded loadAnswers(const QString &folder)
{
    course::ExerciseProgress progress(course::ExerciseProgress::fileIn(folder));
    const course::ExerciseProgress::LoadResult r = progress.load();
    if (r.status != course::JsonFileStore::Status::Good && r.status != course::JsonFileStore::Status::Missing)
        return {0, r.message};
    const course::AttemptLog log = progress.log(QStringLiteral("iv2-3-weight-k2"));
    if (log.events.isEmpty())
        return {};
    return {std::get<course::NumberAnswer>(*log.events.constLast().answer).typed.toInt(), {}};
}

Loaded loadProfiles(const QString &folder)
{
    course::LearnerProfiles profiles(folder);
    const course::LearnerProfiles::LoadResult r = profiles.load();
    if (!r.ok)
        return {0, r.message};
    if (!profiles.current())
        return {};
    return {profiles.current()->name.section(QLatin1Char(' '), 1).toInt(), {}};
}

Loaded loadSession(const QString &folder)
{
    QStringList problems;
    const std::optional<course::LabSession> s = course::readLabSession(QDir(folder).filePath(QStringLiteral("session.attnlab")), &problems);
    if (!s)
        return {0, problems.join(QStringLiteral("; "))};
    return {s->title.section(QLatin1Char(' '), 1).toInt(), {}};
}

Loaded loadHandIn(const QString &folder)
{
    QStringList problems;
    bool matches = false;
    const std::optional<course::HandIn> model =
        course::readHandIn(QDir(folder).filePath(QStringLiteral("template.attnhandin")), &problems, &matches);
    if (!model)
        return {0, problems.join(QStringLiteral("; "))};
    const QString file = QDir(QDir(folder).filePath(QStringLiteral("out")))
                             .filePath(course::handInFileName(model->sessionTitle, model->learnerName, model->learnerId));
    if (!QFileInfo::exists(file))
        return {};
    const std::optional<course::HandIn> h = course::readHandIn(file, &problems, &matches);
    if (!h || !matches)
        return {0, problems.join(QStringLiteral("; ")) + (matches ? QString() : QStringLiteral(" (checksum)"))};
    return {int(model->handedIn.secsTo(h->handedIn)), {}};
}

/// The session and hand-in the helper starts from (it loads no lessons: quicker to start).
void prepare(const QString &kind, const QString &folder)
{
    if (kind != QLatin1String("session") && kind != QLatin1String("hand-in"))
        return;
    const course::Course course = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    course::LabRequest request;
    request.title = QStringLiteral("Week 0");
    request.exerciseIds = {QStringLiteral("iv2-3-weight-k2"), QStringLiteral("iv2-3-why-subtract-max")};
    request.seed = 7;
    QStringList problems;
    const std::optional<course::LabSession> session = course::makeLabSession(course, request, &problems);
    QVERIFY2(session, qPrintable(problems.join(QLatin1Char('\n'))));
    if (kind == QLatin1String("session")) {
        QVERIFY(course::writeLabSession(QDir(folder).filePath(QStringLiteral("session.attnlab")), *session));
        return;
    }
    course::AttemptEvent e;
    e.when = QDateTime(QDate(2026, 11, 30), QTime(9, 5), Qt::UTC);
    e.answer = course::NumberAnswer{QStringLiteral("0.5")};
    e.locale = QStringLiteral("C");
    QHash<QString, course::AttemptLog> logs;
    logs[QStringLiteral("iv2-3-weight-k2")].events << e;
    const course::HandIn handIn = course::makeHandIn(*session, course, {QStringLiteral("s-1"), QStringLiteral("Ada"), QStringLiteral("1.0"), e.when, false},
                                                     logs, QDateTime(QDate(2026, 11, 30), QTime(10, 0), Qt::UTC));
    QString path;
    QVERIFY(course::writeHandIn(folder, handIn, &path));
    QVERIFY(QFile::rename(path, QDir(folder).filePath(QStringLiteral("template.attnhandin"))));
}

int counterIn(const QString &line, const QString &word)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\w+) (\\d+)$"));
    const QRegularExpressionMatch m = pattern.match(line);
    return m.hasMatch() && m.captured(1) == word ? m.captured(2).toInt() : -1;
}

} // namespace

class TestKilledSaves : public QObject
{
    Q_OBJECT

private slots:
    void nothingConfirmedIsLost_data();
    void nothingConfirmedIsLost();
};

void TestKilledSaves::nothingConfirmedIsLost_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("answers") << QStringLiteral("answers");
    QTest::newRow("profiles") << QStringLiteral("profiles");
    QTest::newRow("session") << QStringLiteral("session");
    QTest::newRow("hand-in") << QStringLiteral("hand-in");
}

void TestKilledSaves::nothingConfirmedIsLost()
{
    QFETCH(QString, kind);
    QTemporaryDir dir;
    const QString folder = dir.path();
    prepare(kind, folder);
    if (QTest::currentTestFailed())
        return;
    const auto load = [&]() {
        if (kind == QLatin1String("answers"))
            return loadAnswers(folder);
        if (kind == QLatin1String("profiles"))
            return loadProfiles(folder);
        if (kind == QLatin1String("session"))
            return loadSession(folder);
        return loadHandIn(folder);
    };

    QRandomGenerator *random = QRandomGenerator::global();
    int confirmed = 0;
    int killedWhileSaving = 0; // rounds killed in the save loop, after loading
    int withConfirmedSaves = 0;
    QElapsedTimer timer;
    timer.start();
    for (int round = 0; round < kRounds; ++round) {
        QProcess helper;
        helper.start(QStringLiteral(USERFILE_HELPER), {QStringLiteral("save-loop"), kind, folder});
        QVERIFY(helper.waitForStarted(10000));
        // Most kills fall among the saves; one in five while the helper starts and loads.
        if (random->bounded(5) == 0) {
            QThread::usleep(random->bounded(15000));
        } else {
            QElapsedTimer waited;
            waited.start();
            while (!helper.canReadLine() && waited.elapsed() < 10000 && helper.state() == QProcess::Running)
                helper.waitForReadyRead(100);
            // A save takes from a millisecond to tens of them (it syncs the file and folder).
            QThread::usleep(random->bounded(60000));
        }
        helper.kill();
        QVERIFY(helper.waitForFinished(10000));
        const QStringList lines = QString::fromUtf8(helper.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        int saved = -1;
        for (const QString &line : lines) {
            QVERIFY2(!line.contains(QStringLiteral("failed")), qPrintable(QStringLiteral("round %1: %2").arg(round).arg(line)));
            if (const int ready = counterIn(line, QStringLiteral("ready")); ready >= 0) {
                ++killedWhileSaving;
                QVERIFY2(ready >= confirmed, qPrintable(QStringLiteral("round %1: started from %2 after %3 was confirmed")
                                                            .arg(round).arg(ready).arg(confirmed)));
            }
            if (const int n = counterIn(line, QStringLiteral("saved")); n >= 0)
                saved = n;
        }
        if (saved >= 0) {
            confirmed = saved;
            ++withConfirmedSaves;
        }
        const Loaded now = load();
        QVERIFY2(now.problem.isEmpty(), qPrintable(QStringLiteral("round %1: %2").arg(round).arg(now.problem)));
        QVERIFY2(now.value >= confirmed && now.value <= confirmed + 1,
                 qPrintable(QStringLiteral("round %1: %2 loads, %3 was confirmed").arg(round).arg(now.value).arg(confirmed)));
        confirmed = now.value;
    }
    // Nothing was moved aside as unreadable, anywhere.
    const QStringList aside = QDir(folder).entryList({QStringLiteral("*.unreadable-*")}, QDir::Files);
    QVERIFY2(aside.isEmpty(), qPrintable(aside.join(QLatin1Char(' '))));
    QVERIFY2(killedWhileSaving >= kRounds / 2, "most kills should fall among the saves");
    qInfo("%s: %d rounds, %d killed among the saves, %d after a confirmed save, %d saves in all, %lld ms",
          qPrintable(kind), kRounds, killedWhileSaving, withConfirmedSaves, confirmed,
          static_cast<long long>(timer.elapsed()));
}

QTEST_GUILESS_MAIN(TestKilledSaves)
#include "tst_killedsaves.moc"
