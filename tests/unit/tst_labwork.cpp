#include "feedbackkey.h"
#include "gradebook.h"
#include "handin.h"
#include "labwork.h"
#include "learnerprofiles.h"
#include "lessonloader.h"
#include "writequeue.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QSemaphore>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

// A student's work in a lab session: kept apart from their own progress, resumed after a
// restart with the time limit still counting from the first join, locked once the time is up
// and it is handed in, and handed in to a folder that may not be there.

namespace {

const QString kWeight = QStringLiteral("iv2-3-weight-k2");
const QString kWhy = QStringLiteral("iv2-3-why-subtract-max");
const QString kLearner = QStringLiteral("s-1001");
const QDateTime kJoined(QDate(2026, 11, 30), QTime(9, 0), Qt::UTC);

struct Class {
    course::Course course = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    course::LabSession session;
    explicit Class(std::optional<int> timeLimit = 30)
    {
        course::LabRequest r;
        r.title = QStringLiteral("Week 3");
        r.exerciseIds = {kWeight, kWhy};
        r.seed = 7;
        r.rules.timeLimitMinutes = timeLimit;
        QStringList problems;
        session = *course::makeLabSession(course, r, &problems);
    }
    std::unique_ptr<course::LabWork> work(const QString &folder) const
    {
        return std::make_unique<course::LabWork>(session, course, kLearner, QStringLiteral("Ada"), folder);
    }
    /// The learner's right answer to the numeric exercise, checked at `when`.
    course::AttemptLog rightAnswer(const QDateTime &when) const
    {
        const course::Exercise *weight = course.exercise(kWeight);
        const course::Variant v = course::makeVariant(*weight, kLearner, session.seed);
        course::AttemptEvent e;
        e.when = when;
        e.answer = course::NumberAnswer{QString::number(*course::numericAnswer(*weight, v), 'f', 4)};
        e.locale = QStringLiteral("C");
        e.status = course::Feedback::Status::Correct;
        e.recordedScore = 1.0;
        return course::AttemptLog{{e}};
    }
};

/// A teacher's hand-in folder, as `lab new` leaves it: it holds the marker file.
struct Share {
    QTemporaryDir dir;
    Share() { course::markHandInFolder(dir.path()); }
    QString path() const { return dir.path(); }
};

/// No file of this process may grow (RLIMIT_FSIZE 0, SIGXFSZ ignored) while it lives: a
/// disk that is full, for the saves written on another thread too.
class FullDisk
{
public:
    FullDisk()
    {
        m_signal = std::signal(SIGXFSZ, SIG_IGN);
        ::getrlimit(RLIMIT_FSIZE, &m_before);
        rlimit none = m_before;
        none.rlim_cur = 0;
        m_set = ::setrlimit(RLIMIT_FSIZE, &none) == 0;
    }
    ~FullDisk()
    {
        ::setrlimit(RLIMIT_FSIZE, &m_before);
        std::signal(SIGXFSZ, m_signal);
    }
    bool isSet() const { return m_set; }

private:
    rlimit m_before{};
    void (*m_signal)(int) = SIG_DFL;
    bool m_set = false;
};

QDateTime minutes(int m)
{
    return kJoined.addSecs(qint64(m) * 60);
}

} // namespace

class TestLabWork : public QObject
{
    Q_OBJECT

private slots:
    void showsTheSessionsExercisesUnderItsRules();
    void resumesAfterARestart();
    void timeLimitCountsFromTheFirstJoin();
    void lockedOnceTheTimeIsUpAndHandedIn();
    void aFinalHandInBeforeTheTimeIsUpDoesNotLock();
    void handInToAMissingFolderFailsAndLosesNothing();
    void handInOnlyToAFolderThatShowsItIsTheTeachers();
    void aSecondWindowRecordsAndHandsInNothing();
    void aSaveThatFailsIsToldAndWrittenWithTheNextOne();
    void savesAndHandInsAreWrittenOffTheCallingThread();
    void whatIsOnItsWayIsKeptWhenTheWorkCloses();
    void twoComputersNeverReplaceEachOthersWork();
    void handInScoresAreRecomputedAlike();
    void theLatestHandInReplacesTheEarlier();
    void unsentWorkIsWorkNoFinalHandInHolds();
    void onlyTheSessionsExercisesAreRecorded();
    void aLostStateNeverGivesMoreTime();
    void noTimeLimitNeverLocks();
    void typedNamesGiveStableSafeIds_data();
    void typedNamesGiveStableSafeIds();
    void typedNamesNeverShareAnIdAcrossComputers();
    void defaultFolderIsSafe();
};

void TestLabWork::showsTheSessionsExercisesUnderItsRules()
{
    Class c;
    c.session.exerciseIds = {kWhy, kWeight};
    c.session.rules.attempts = 1;
    c.session.rules.hints = false;
    QTemporaryDir dir;
    const auto work = c.work(dir.path());
    const QList<course::Exercise> exercises = work->exercises();
    QCOMPARE(exercises.size(), 2);
    QCOMPARE(exercises.at(0).id, kWhy);
    QCOMPARE(exercises.at(1).id, kWeight);
    QCOMPARE(exercises.at(1).attempts, 1);
    QVERIFY(exercises.at(1).hints.isEmpty());
    QVERIFY(!c.course.exercise(kWeight)->hints.isEmpty());
}

void TestLabWork::resumesAfterARestart()
{
    const Class c;
    QTemporaryDir dir;
    Share handIns;
    {
        const auto work = c.work(dir.path());
        QCOMPARE(work->open(kJoined), QStringList());
        QCOMPARE(work->started(), kJoined);
        QVERIFY(work->recordLog(kWeight, c.rightAnswer(minutes(3)), nullptr, minutes(3)));
        QVERIFY(work->handIn(handIns.path(), true, minutes(5)));
    }
    // The app is closed and started again twenty minutes later: the same work, the same join.
    const auto again = c.work(dir.path());
    QCOMPARE(again->open(minutes(25)), QStringList());
    QCOMPARE(again->started(), kJoined);
    QCOMPARE(again->logs().value(kWeight), c.rightAnswer(minutes(3)));
    QVERIFY(again->hasHandedIn());
    QCOMPARE(again->lastFinalHandIn(), minutes(5));
    QVERIFY(again->lastHandIn());
    QCOMPARE(again->lastHandIn()->answered, 1);
    QCOMPARE(again->lastHandIn()->total, 2);
    QCOMPARE(again->lastHandInFolder(), QFileInfo(handIns.path()).absoluteFilePath());
    // Kept apart from the learner's own course progress: only in the folder given.
    QVERIFY(QFile::exists(course::ExerciseProgress::fileIn(dir.path())));
    QVERIFY(QFile::exists(course::LabWork::stateFileIn(dir.path())));
}

void TestLabWork::timeLimitCountsFromTheFirstJoin()
{
    const Class c(30);
    QTemporaryDir dir;
    {
        const auto work = c.work(dir.path());
        work->open(kJoined);
        QCOMPARE(work->deadline(), minutes(30));
        QCOMPARE(work->timeLeft(minutes(10)).value(), std::chrono::minutes(20));
        QVERIFY(!work->isTimeUp(minutes(10)));
    }
    const auto restarted = c.work(dir.path());
    restarted->open(minutes(20));
    // A restart does not reset the clock.
    QCOMPARE(restarted->timeLeft(minutes(20)).value(), std::chrono::minutes(10));
    QVERIFY(restarted->isTimeUp(minutes(30)));
    QCOMPARE(restarted->timeLeft(minutes(45)).value(), std::chrono::milliseconds(0));
    QString error;
    QVERIFY(!restarted->recordLog(kWeight, c.rightAnswer(minutes(31)), &error, minutes(31)));
    QVERIFY(error.contains(QStringLiteral("time is up")));
    QVERIFY(restarted->logs().isEmpty());
}

void TestLabWork::lockedOnceTheTimeIsUpAndHandedIn()
{
    const Class c(30);
    QTemporaryDir dir;
    Share handIns;
    {
        const auto work = c.work(dir.path());
        work->open(kJoined);
        QVERIFY(work->recordLog(kWeight, c.rightAnswer(minutes(29)), nullptr, minutes(29)));
        // Time up but not yet handed in: not locked, and the work can still be handed in.
        QVERIFY(work->isTimeUp(minutes(30)));
        QVERIFY(!work->isLocked());
        const auto receipt = work->handIn(handIns.path(), true, minutes(30));
        QVERIFY(receipt);
        QVERIFY(work->isLocked());
        // Handed in once the time was up: the hand-in says it was a time-out's.
        QStringList problems;
        bool matches = false;
        const auto read = course::readHandIn(receipt->file, &problems, &matches);
        QVERIFY2(read, qPrintable(problems.join(u' ')));
        QVERIFY(read->timedOut);
        QString error;
        QVERIFY(!work->recordLog(kWhy, c.rightAnswer(minutes(31)), &error, minutes(31)));
        QVERIFY2(error.contains(QStringLiteral("nothing more is recorded")), qPrintable(error));
    }
    const auto restarted = c.work(dir.path());
    restarted->open(minutes(40));
    QVERIFY(restarted->isLocked());
    QVERIFY(!restarted->recordLog(kWhy, c.rightAnswer(minutes(41)), nullptr, minutes(41)));
    QCOMPARE(restarted->logs().keys(), QList<QString>{kWeight});
}

void TestLabWork::aFinalHandInBeforeTheTimeIsUpDoesNotLock()
{
    const Class c(30);
    QTemporaryDir dir;
    Share handIns;
    const auto work = c.work(dir.path());
    work->open(kJoined);
    const auto receipt = work->handIn(handIns.path(), true, minutes(10));
    QVERIFY(receipt);
    QVERIFY(!work->isLocked());
    QStringList problems;
    bool matches = false;
    const auto read = course::readHandIn(receipt->file, &problems, &matches);
    QVERIFY2(read, qPrintable(problems.join(u' ')));
    QVERIFY(!read->timedOut);
    QVERIFY(work->recordLog(kWeight, c.rightAnswer(minutes(11)), nullptr, minutes(11)));
}

void TestLabWork::handInToAMissingFolderFailsAndLosesNothing()
{
    const Class c;
    QTemporaryDir dir;
    QTemporaryDir usb;
    const auto work = c.work(dir.path());
    work->open(kJoined);
    QVERIFY(work->recordLog(kWeight, c.rightAnswer(minutes(2)), nullptr, minutes(2)));
    QSignalSpy handedIn(work.get(), &course::LabWork::handedIn);

    const QString missing = QDir(usb.path()).filePath(QStringLiteral("unplugged"));
    QString error;
    QVERIFY(!work->handIn(missing, true, minutes(5), &error));
    QVERIFY2(error.contains(QDir::toNativeSeparators(missing)) && error.contains(QStringLiteral("cannot be found")),
             qPrintable(error));
    // Never created: the work must not land in a folder that only looks like the share.
    QVERIFY(!QFileInfo::exists(missing));
    QVERIFY(!work->handIn(QString(), true, minutes(5), &error));
    QVERIFY(error.contains(QStringLiteral("No hand-in folder")));
    QFile notAFolder(QDir(usb.path()).filePath(QStringLiteral("file")));
    QVERIFY(notAFolder.open(QIODevice::WriteOnly));
    notAFolder.close();
    QVERIFY(!work->handIn(notAFolder.fileName(), true, minutes(5), &error));
    QVERIFY(error.contains(QStringLiteral("is not a folder")));
    QCOMPARE(handedIn.count(), 0);
    QVERIFY(!work->lastHandIn());
    QVERIFY(!work->hasHandedIn());
    QCOMPARE(work->logs().value(kWeight), c.rightAnswer(minutes(2)));

    // Elsewhere (a USB stick) it works.
    error.clear();
    const auto receipt = work->handIn(usb.path(), true, minutes(6), &error, course::LabWork::Place::ChosenByLearner);
    QVERIFY2(receipt, qPrintable(error));
    QCOMPARE(handedIn.count(), 1);
    QCOMPARE(receipt->time, minutes(6));
    QCOMPARE(receipt->answered, 1);
    QCOMPARE(receipt->total, 2);
    QVERIFY(receipt->final);
    QVERIFY(QFile::exists(receipt->file));
    // Named for its computer too: another computer's hand-ins never replace it.
    QVERIFY(course::isValidDevice(work->device()) && !work->device().isEmpty());
    QCOMPARE(QFileInfo(receipt->file).fileName(),
             course::handInFileName(c.session.title, QStringLiteral("Ada"), kLearner, work->device()));
    QStringList problems;
    bool matches = false;
    const auto read = course::readHandIn(receipt->file, &problems, &matches);
    QVERIFY(read);
    QVERIFY(matches);
    QCOMPARE(receipt->checksum.size(), 8);
    QCOMPARE(receipt->checksum, course::handInChecksum(read->toJson()).left(8));
    // It carries the public key of the learner's feedback code, which lab.json keeps.
    const std::optional<QString> code = course::feedbackkey::normalisedCode(work->feedbackCode());
    QVERIFY(code);
    const auto keys = course::feedbackkey::keyPair(*code, c.session.id, kLearner);
    QVERIFY(keys);
    QCOMPARE(read->feedbackKey, keys->publicKey);
    QFile state(course::LabWork::stateFileIn(work->folder()));
    QVERIFY(state.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(state.readAll()).object().value(QStringLiteral("feedbackCode")).toString(), *code);
}

void TestLabWork::handInOnlyToAFolderThatShowsItIsTheTeachers()
{
    // The share went away and left its empty mount point: a hand-in there would stay on this
    // computer while the student holds a receipt. Only a folder with the marker, a session
    // file or the learner's own earlier hand-in is taken as the teacher's.
    const Class c;
    QTemporaryDir dir;
    QTemporaryDir mountPoint;
    const auto work = c.work(dir.path());
    work->open(kJoined);
    QVERIFY(work->recordLog(kWeight, c.rightAnswer(minutes(2)), nullptr, minutes(2)));
    QString error;
    QVERIFY(!work->handIn(mountPoint.path(), true, minutes(3), &error));
    QVERIFY2(error.contains(QStringLiteral("not your teacher's hand-in folder")), qPrintable(error));
    QVERIFY(QDir(mountPoint.path()).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot));
    QVERIFY(!work->hasHandedIn());

    // Chosen by the student there and then (a USB stick), it is taken as it is; the student's
    // own hand-in then shows the folder is theirs for the next (automatic) hand-in.
    QVERIFY(work->handIn(mountPoint.path(), true, minutes(4), &error, course::LabWork::Place::ChosenByLearner));
    QVERIFY2(work->handIn(mountPoint.path(), false, minutes(5), &error), qPrintable(error));

    // The marker that lab new leaves, or the session file beside the hand-ins, shows it too.
    QTemporaryDir marked;
    QVERIFY(!work->handIn(marked.path(), true, minutes(6)));
    QVERIFY(course::markHandInFolder(marked.path()));
    QVERIFY(QFileInfo::exists(QDir(marked.path()).filePath(QLatin1String(course::kHandInFolderMarker))));
    QVERIFY(work->handIn(marked.path(), true, minutes(6)));
    QTemporaryDir withSession;
    QVERIFY(course::writeLabSession(QDir(withSession.path()).filePath(QStringLiteral("week3.attnlab")), c.session));
    QVERIFY(work->handIn(withSession.path(), true, minutes(7)));

    // A folder that cannot be found is not marked.
    QVERIFY(!course::markHandInFolder(QDir(marked.path()).filePath(QStringLiteral("gone")), &error));
    QVERIFY2(error.contains(QStringLiteral("cannot be found")), qPrintable(error));
}

void TestLabWork::aSecondWindowRecordsAndHandsInNothing()
{
    // The student opened the session twice: the window opened second shows the work, but
    // neither records nor hands in, so its older picture never replaces the first window's.
    const Class c;
    QTemporaryDir dir;
    Share handIns;
    const auto first = c.work(dir.path());
    QVERIFY(first->open(kJoined).isEmpty());
    QVERIFY(first->recordLog(kWeight, c.rightAnswer(minutes(1)), nullptr, minutes(1)));
    first->waitForWrites(); // saved off the calling thread
    const auto second = c.work(dir.path());
    const QStringList messages = second->open(minutes(2));
    QVERIFY(second->isReadOnly());
    QVERIFY2(messages.value(0).contains(QStringLiteral("already open in another window")), qPrintable(messages.value(0)));
    QCOMPARE(second->started(), kJoined);
    QCOMPARE(second->logs().value(kWeight), c.rightAnswer(minutes(1)));
    QString error;
    QVERIFY(!second->recordLog(kWhy, c.rightAnswer(minutes(3)), &error, minutes(3)));
    QVERIFY2(error.contains(QStringLiteral("saves nothing")), qPrintable(error));
    QVERIFY(!second->handIn(handIns.path(), true, minutes(4), &error));
    QVERIFY(QDir(handIns.path()).entryList({QStringLiteral("*.attnhandin")}).isEmpty());
    QVERIFY(first->handIn(handIns.path(), true, minutes(5), &error));
}

void TestLabWork::aSaveThatFailsIsToldAndWrittenWithTheNextOne()
{
    // The disk is full when an answer is saved: it is still recorded, the learner is told, and
    // it is written with the next save once there is room again.
    const Class c;
    QTemporaryDir dir;
    {
        const auto work = c.work(dir.path());
        QVERIFY(work->open(kJoined).isEmpty());
        QSignalSpy failed(work.get(), &course::LabWork::saveFailed);
        {
            const FullDisk full;
            QVERIFY(full.isSet());
            QVERIFY(work->recordLog(kWeight, c.rightAnswer(minutes(1)), nullptr, minutes(1)));
            work->waitForWrites();
        }
        QCOMPARE(failed.size(), 1);
        const QString told = failed.constFirst().constFirst().toString();
        QVERIFY2(told.contains(QStringLiteral("could not be saved")) && told.contains(QStringLiteral("do not close")),
                 qPrintable(told));
        QVERIFY(work->logs().contains(kWeight));
        QVERIFY(work->hasUnsavedWork());
        // Another file saved meanwhile (a hand-in's receipt) does not make the answers saved.
        Share handIns;
        QVERIFY(work->handIn(handIns.path(), false, minutes(1)));
        QVERIFY(work->hasUnsavedWork());
        {
            // Not on disk yet: a second window would not see it.
            course::ExerciseProgress onDisk(course::ExerciseProgress::fileIn(dir.path()));
            onDisk.setReadOnly(true);
            onDisk.load([&c](const QString &id) { return c.course.exercise(id); });
            QVERIFY(!onDisk.contains(kWeight));
        }
        QSignalSpy unsaved(work.get(), &course::LabWork::unsavedChanged);
        QVERIFY(work->recordLog(kWhy, c.rightAnswer(minutes(2)), nullptr, minutes(2)));
        work->waitForWrites();
        QCOMPARE(failed.size(), 1);
        QVERIFY(!work->hasUnsavedWork());
        QCOMPARE(unsaved.size(), 1);
    }
    const auto again = c.work(dir.path());
    QVERIFY(again->open(minutes(3)).isEmpty());
    QCOMPARE(again->logs().value(kWeight), c.rightAnswer(minutes(1)));
    QCOMPARE(again->logs().value(kWhy), c.rightAnswer(minutes(2)));
}

void TestLabWork::savesAndHandInsAreWrittenOffTheCallingThread()
{
    // A folder that hangs (a network home or share whose server stopped answering) holds up
    // only the queue it is written on: recording and handing in return at once, and nothing
    // is lost once the folder answers again.
    const Class c;
    QTemporaryDir dir;
    Share handIns;
    // Declared before the work, so that it outlives the queues that wait on it.
    QSemaphore hung;
    const auto hang = [&hung]() -> course::WriteQueue::Then {
        hung.acquire();
        return {};
    };
    const auto work = c.work(dir.path());
    QVERIFY(work->open(kJoined).isEmpty());
    QSignalSpy writing(work.get(), &course::LabWork::writingChanged);
    // A failing check must not leave the writes hanging for ever.
    const auto answerAll = qScopeGuard([&hung] { hung.release(100); });
    work->saveQueue()->post(hang);
    work->handInQueue(handIns.path())->post(hang);
    QVERIFY(work->isSaving());
    QVERIFY(work->isWriting());
    QVERIFY(!work->isHandingIn());

    QVERIFY(work->recordLog(kWeight, c.rightAnswer(minutes(1)), nullptr, minutes(1)));
    QVERIFY(work->logs().contains(kWeight));
    std::optional<course::HandInReceipt> receipt;
    QVERIFY(work->startHandIn(handIns.path(), true, minutes(2), course::LabWork::Place::Expected, work.get(),
                              [&receipt](const std::optional<course::HandInReceipt> &r, const QString &) { receipt = r; }));
    QVERIFY(work->isHandingIn());
    QTest::qWait(100);
    QVERIFY(!receipt);
    QVERIFY(QDir(handIns.path()).entryList({QStringLiteral("*.attnhandin")}, QDir::Files).isEmpty());
    QVERIFY(!QFile::exists(course::ExerciseProgress::fileIn(dir.path()))
            || !QFile(course::ExerciseProgress::fileIn(dir.path())).size());

    hung.release(2);
    QTRY_VERIFY(!work->isSaving() && !work->isHandingIn());
    QVERIFY(receipt);
    QCOMPARE(receipt->answered, 1);
    QCOMPARE(QDir(handIns.path()).entryList({QStringLiteral("*.attnhandin")}, QDir::Files).size(), 1);
    QVERIFY(writing.size() >= 2); // busy, then idle again
    QVERIFY(!work->isWriting());
    QCOMPARE(work->lastFinalHandIn(), minutes(2));
    // On disk as well: the answer and the receipt (read by a second, read-only window).
    const auto again = c.work(dir.path());
    again->open(minutes(3));
    QVERIFY(again->isReadOnly());
    QCOMPARE(again->logs().value(kWeight), c.rightAnswer(minutes(1)));
    QCOMPARE(again->lastFinalHandIn(), minutes(2));
}

void TestLabWork::whatIsOnItsWayIsKeptWhenTheWorkCloses()
{
    // The window closes (or the app quits) while an answer and a hand-in are on their way:
    // both are written, and the hand-in's receipt is kept for the next start.
    const Class c;
    QTemporaryDir dir;
    Share handIns;
    {
        const auto work = c.work(dir.path());
        QVERIFY(work->open(kJoined).isEmpty());
        QVERIFY(work->recordLog(kWeight, c.rightAnswer(minutes(1)), nullptr, minutes(1)));
        QVERIFY(work->startHandIn(handIns.path(), true, minutes(2), course::LabWork::Place::Expected, nullptr, {}));
    }
    const auto again = c.work(dir.path());
    QVERIFY(again->open(minutes(3)).isEmpty());
    QCOMPARE(again->logs().value(kWeight), c.rightAnswer(minutes(1)));
    QVERIFY(again->hasHandedIn());
    QCOMPARE(again->lastFinalHandIn(), minutes(2));
    QCOMPARE(QDir(handIns.path()).entryList({QStringLiteral("*.attnhandin")}, QDir::Files).size(), 1);
}

void TestLabWork::twoComputersNeverReplaceEachOthersWork()
{
    // The student starts on computer 1, moves to computer 2 and hands in there; computer 1,
    // still open, hands in its progress by itself 37 s later. Neither replaces the other, the
    // gradebook counts the work of both, and computer 2's time limit counts from computer 1's start.
    Class c;
    Share handIns;
    c.session.handInFolder = handIns.path();
    QTemporaryDir one;
    QTemporaryDir two;
    const auto first = c.work(one.path());
    first->open(kJoined);
    QVERIFY(first->recordLog(kWeight, c.rightAnswer(minutes(2)), nullptr, minutes(2)));
    QVERIFY(first->handIn(handIns.path(), false, minutes(3)));

    // A classmate's prank: a file named for this student with a start hours before, its
    // checksum left wrong; and one whole but begun before the session was made. Neither counts.
    course::HandIn prank = course::makeHandIn(c.session, c.course, course::HandInSource{kLearner, QStringLiteral("Ada"), {}, kJoined.addSecs(-150 * 60), false, QStringLiteral("0badc0de")}, {}, minutes(4));
    QJsonObject edited = prank.toJson();
    edited.insert(QStringLiteral("started"), course::timeToJson(kJoined.addSecs(-140 * 60)));
    QFile forged(QDir(handIns.path()).filePath(course::handInFileName(c.session.title, QStringLiteral("Ada"), kLearner, prank.device)));
    QVERIFY(forged.open(QIODevice::WriteOnly) && forged.write(QJsonDocument(edited).toJson()) > 0);
    forged.close();
    c.session.created = kJoined;
    prank.device = QStringLiteral("0badf00d");
    QVERIFY(course::writeHandIn(handIns.path(), prank, nullptr));

    // Computer 2 joins: opening does not wait for the share (it may hang), and the earlier
    // start is taken once the share has been read, off the calling thread.
    const auto second = c.work(two.path());
    QSignalSpy startedChanged(second.get(), &course::LabWork::startedChanged);
    QVERIFY(second->open(minutes(10)).isEmpty());
    QCOMPARE(second->started(), minutes(10));
    QVERIFY(startedChanged.wait(10000));
    QCOMPARE(second->started(), kJoined);
    second->waitForWrites();
    QCOMPARE(second->deadline(), first->deadline());
    QVERIFY(second->device() != first->device());
    course::AttemptEvent why;
    why.when = minutes(12);
    why.answer = course::ChoiceAnswer{{QStringLiteral("b")}};
    why.locale = QStringLiteral("C");
    QVERIFY(second->recordLog(kWhy, course::AttemptLog{{why}}, nullptr, minutes(12)));
    const auto final = second->handIn(handIns.path(), true, minutes(13));
    QVERIFY(final);
    const auto late = first->handIn(handIns.path(), false, minutes(13).addSecs(37));
    QVERIFY(late);
    QVERIFY(late->file != final->file);
    QCOMPARE(QDir(handIns.path()).entryList({QStringLiteral("*.attnhandin")}).size(), 4);

    const course::Gradebook book = course::gradeSession(c.session, c.course, {handIns.path()}, minutes(20));
    QCOMPARE(book.students.size(), 1);
    const course::GradebookStudent &s = book.students.constFirst();
    QCOMPARE(s.scores.value(kWeight), 1.0);
    QVERIFY(s.work && s.work->exercises.value(kWhy).log == course::AttemptLog{{why}});
    QCOMPARE(s.work->started, kJoined);
    QCOMPARE(s.status, course::GradebookStudent::Status::HandedIn);
    QVERIFY2(s.flags.join(QLatin1Char('|')).contains(QStringLiteral("Worked on 4 computers")), qPrintable(s.flags.join(QLatin1Char('|'))));
}

void TestLabWork::handInScoresAreRecomputedAlike()
{
    const Class c;
    QTemporaryDir dir;
    Share handIns;
    const auto work = c.work(dir.path());
    work->open(kJoined);
    QVERIFY(work->recordLog(kWeight, c.rightAnswer(minutes(2)), nullptr, minutes(2)));
    course::AttemptEvent choice;
    choice.when = minutes(3);
    choice.answer = course::ChoiceAnswer{{QStringLiteral("a")}};
    choice.locale = QStringLiteral("C");
    QVERIFY(work->recordLog(kWhy, course::AttemptLog{{choice}}, nullptr, minutes(3)));
    const auto receipt = work->handIn(handIns.path(), false, minutes(4));
    QVERIFY(receipt);
    QVERIFY(!receipt->final);
    QStringList problems;
    bool matches = false;
    const auto read = course::readHandIn(receipt->file, &problems, &matches);
    QVERIFY(read);
    QCOMPARE(read->started, kJoined);
    QVERIFY(!read->final);
    QCOMPARE(read->exercises.size(), 2);
    for (const course::Exercise &e : work->exercises()) {
        const course::ExerciseScore recomputed =
            course::score(e, course::makeVariant(e, kLearner, c.session.seed), read->exercises.value(e.id).log);
        QVERIFY(qAbs(recomputed.credit - read->exercises.value(e.id).reportedScore) < 1e-9);
    }
    QVERIFY(qAbs(read->exercises.value(kWeight).reportedScore - 1.0) < 1e-9);
}

void TestLabWork::theLatestHandInReplacesTheEarlier()
{
    const Class c;
    QTemporaryDir dir;
    Share handIns;
    const auto work = c.work(dir.path());
    work->open(kJoined);
    const auto first = work->handIn(handIns.path(), false, minutes(2));
    QVERIFY(first);
    QCOMPARE(first->answered, 0);
    QVERIFY(work->recordLog(kWeight, c.rightAnswer(minutes(3)), nullptr, minutes(3)));
    const auto second = work->handIn(handIns.path(), true, minutes(4));
    QVERIFY(second);
    QCOMPARE(second->file, first->file);
    QVERIFY(second->checksum != first->checksum);
    QCOMPARE(QDir(handIns.path()).entryList(QDir::Files | QDir::NoDotAndDotDot).size(), 1);
    QStringList problems;
    bool matches = false;
    const auto read = course::readHandIn(second->file, &problems, &matches);
    QVERIFY(read);
    QVERIFY(read->final);
    QCOMPARE(read->handedIn, minutes(4));
    QCOMPARE(read->exercises.value(kWeight).log, c.rightAnswer(minutes(3)));
    QCOMPARE(work->lastHandIn(), second);
}

void TestLabWork::unsentWorkIsWorkNoFinalHandInHolds()
{
    const Class c(std::nullopt);
    QTemporaryDir dir;
    Share handIns;
    const auto work = c.work(dir.path());
    work->open(kJoined);
    QVERIFY(!work->hasUnsentWork());
    QVERIFY(work->changedSinceLastHandIn());
    QVERIFY(work->recordLog(kWeight, c.rightAnswer(minutes(1)), nullptr, minutes(1)));
    QVERIFY(work->hasUnsentWork());
    // An automatic progress hand-in is not the learner's hand-in.
    QVERIFY(work->handIn(handIns.path(), false, minutes(2)));
    QVERIFY(work->hasUnsentWork());
    QVERIFY(!work->changedSinceLastHandIn());
    QVERIFY(work->handIn(handIns.path(), true, minutes(3)));
    QVERIFY(!work->hasUnsentWork());
    QVERIFY(work->recordLog(kWhy, c.rightAnswer(minutes(4)), nullptr, minutes(4)));
    QVERIFY(work->hasUnsentWork());
    QVERIFY(work->changedSinceLastHandIn());
}

void TestLabWork::onlyTheSessionsExercisesAreRecorded()
{
    const Class c;
    QTemporaryDir dir;
    const auto work = c.work(dir.path());
    work->open(kJoined);
    QString error;
    QVERIFY(!work->recordLog(QStringLiteral("iv2-9-quiz-1"), c.rightAnswer(minutes(1)), &error, minutes(1)));
    QVERIFY(error.contains(QStringLiteral("not an exercise of this lab session")));
    QVERIFY(work->logs().isEmpty());
}

void TestLabWork::aLostStateNeverGivesMoreTime()
{
    const Class c(30);
    QTemporaryDir dir;
    {
        const auto work = c.work(dir.path());
        work->open(kJoined);
        QVERIFY(work->recordLog(kWeight, c.rightAnswer(minutes(2)), nullptr, minutes(2)));
    }
    QVERIFY(QFile::remove(course::LabWork::stateFileIn(dir.path())));
    QFile::remove(course::LabWork::stateFileIn(dir.path()) + QStringLiteral(".bak"));
    const auto work = c.work(dir.path());
    work->open(minutes(20));
    // The first answer was at 9:02: the learner joined no later than that.
    QCOMPARE(work->started(), minutes(2));
}

void TestLabWork::noTimeLimitNeverLocks()
{
    const Class c(std::nullopt);
    QTemporaryDir dir;
    Share handIns;
    const auto work = c.work(dir.path());
    work->open(kJoined);
    QVERIFY(!work->timeLeft(minutes(600)));
    QVERIFY(!work->isTimeUp(minutes(600)));
    QVERIFY(work->handIn(handIns.path(), true, minutes(600)));
    QVERIFY(!work->isLocked());
}

void TestLabWork::typedNamesGiveStableSafeIds_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("prefix");
    QTest::newRow("plain") << QStringLiteral("Ada Lovelace") << QStringLiteral("ada-lovelace-");
    QTest::newRow("accents") << QStringLiteral("Zoë O'Brien") << QStringLiteral("zoe-o-brien-");
    QTest::newRow("other script") << QStringLiteral("Зоя") << QStringLiteral("learner-");
    QTest::newRow("path separators") << QStringLiteral("../../etc") << QStringLiteral("etc-");
}

void TestLabWork::typedNamesGiveStableSafeIds()
{
    QFETCH(QString, name);
    QFETCH(QString, prefix);
    const QString id = course::learnerIdForName(name);
    QVERIFY2(id.startsWith(prefix), qPrintable(id));
    QVERIFY2(course::LearnerProfiles::isValidId(id), qPrintable(id));
    QCOMPARE(course::learnerIdForName(name), id);
    // Other capitals and spaces around find the same work; another name does not.
    QCOMPARE(course::learnerIdForName(QStringLiteral("  ") + name.toUpper() + QStringLiteral(" ")), id);
    QVERIFY(course::learnerIdForName(name + QStringLiteral("x")) != id);
}

void TestLabWork::typedNamesNeverShareAnIdAcrossComputers()
{
    QTemporaryDir dir;
    // Two lab computers, one Ada on each.
    QSettings first(dir.filePath(QStringLiteral("first.ini")), QSettings::IniFormat);
    QSettings second(dir.filePath(QStringLiteral("second.ini")), QSettings::IniFormat);
    const QString ada = QStringLiteral("Ada Lovelace");
    QSet<QString> ids;
    for (int i = 0; i < 8; ++i) {
        QSettings other(dir.filePath(QStringLiteral("pc-%1.ini").arg(i)), QSettings::IniFormat);
        ids.insert(course::typedLearnerId(QStringLiteral("session-1"), ada, other));
    }
    QVERIFY2(ids.size() >= 7, "random parts may meet, but rarely");
    const QString id = course::typedLearnerId(QStringLiteral("session-1"), ada, first);
    QVERIFY(course::LearnerProfiles::isValidId(id));
    QVERIFY(id.startsWith(course::learnerIdForName(ada) + QLatin1Char('-')));
    // Joining again on the same computer resumes the same work, in other capitals too.
    QCOMPARE(course::typedLearnerId(QStringLiteral("session-1"), QStringLiteral("ada lovelace "), first), id);
    // A hand-in file name tells the two Adas apart.
    const QString other = course::typedLearnerId(QStringLiteral("session-1"), ada, second);
    if (other != id)
        QVERIFY(course::handInFileName(QStringLiteral("W"), ada, id) != course::handInFileName(QStringLiteral("W"), ada, other));
}

void TestLabWork::defaultFolderIsSafe()
{
    const QString folder = course::LabWork::defaultFolder(QStringLiteral("../x"), QStringLiteral("a/b"));
    QVERIFY(folder.endsWith(QStringLiteral("/labs/___x/a_b")));
    QVERIFY(course::learnerIdForName(QStringLiteral("Zoë")) != course::learnerIdForName(QStringLiteral("Zoe")));
    QVERIFY(!course::learnerNameProblem(QString()).isEmpty());
    QVERIFY(!course::learnerNameProblem(QStringLiteral("A\u202Eb")).isEmpty());
    QVERIFY(course::learnerNameProblem(QStringLiteral("Zoë")).isEmpty());
}

QTEST_GUILESS_MAIN(TestLabWork)
#include "tst_labwork.moc"
