#include "exercisesession.h"
#include "folderlock.h"
#include "learnersession.h"
#include "lessonloader.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

// The course as one learner takes it: switching learners reads each learner's own files,
// and every change is saved to the current learner's files at once.

namespace {

course::AttemptLog oneCheck(const QString &typed, const QDateTime &when = {})
{
    course::AttemptEvent e;
    e.when = when;
    e.kind = course::AttemptEvent::Kind::Check;
    e.answer = course::NumberAnswer{typed};
    e.locale = QStringLiteral("C");
    course::AttemptLog log;
    log.events << e;
    return log;
}

} // namespace

class TestLearnerSession : public QObject
{
    Q_OBJECT

private slots:
    void switchingLearnersReadsTheirOwnFiles();
    void withoutAFolderNothingIsWritten();
    void unreadableFilesAreReported();
    void aSecondWindowOfOneLearnerSavesNothing();
    void anotherProcessHoldsTheFolderUntilItDies();
    void aSaveKeepsWhatAnotherWriterSaved();
};

void TestLearnerSession::switchingLearnersReadsTheirOwnFiles()
{
    QTemporaryDir root;
    course::LearnerProfiles profiles(root.path());
    QVERIFY(profiles.load().ok);
    const auto ada = profiles.create(QStringLiteral("Ada"));
    const auto grace = profiles.create(QStringLiteral("Grace"));
    QVERIFY(ada && grace);

    course::LearnerSession session(course::LessonLoader::loadCourse(course::builtInLessonsRoot()));
    QSignalSpy switched(&session, &course::LearnerSession::learnerChanged);
    QSignalSpy changed(&session, &course::LearnerSession::progressChanged);
    QVERIFY(session.setLearner(profiles, *ada).isEmpty());
    QCOMPARE(switched.count(), 1);
    QCOMPARE(session.learnerId(), ada->id);
    QString error;
    QVERIFY2(session.recordLog(QStringLiteral("iv2-2-score-k2"), oneCheck(QStringLiteral("1.5")), &error), qPrintable(error));
    // The exercises page is remembered as the position, but it is not a page read.
    QVERIFY(session.visitPage(QStringLiteral("iv2-2-dot-products"), 5, QString(), &error));
    QVERIFY(session.visitPage(QStringLiteral("iv2-2-dot-products"), 0, QStringLiteral("learn"), &error));
    QVERIFY(session.visitPage(QStringLiteral("iv2-2-dot-products"), 5, QString(), &error));
    QCOMPARE(changed.count(), 4);
    QCOMPARE(session.lessonProgress().completedCount(QStringLiteral("iv2-2-dot-products")), 1);

    QVERIFY(session.setLearner(profiles, *grace).isEmpty());
    QCOMPARE(session.learnerName(), QStringLiteral("Grace"));
    QVERIFY(session.logs().isEmpty());
    QCOMPARE(session.lessonProgress().completedCount(QStringLiteral("iv2-2-dot-products")), 0);
    QVERIFY(session.recordLog(QStringLiteral("iv2-3-weight-k2"), oneCheck(QStringLiteral("30"))));

    // Back to Ada: her answer and her position are read from her files.
    QVERIFY(session.setLearner(profiles, *ada).isEmpty());
    QCOMPARE(session.logs().keys(), QStringList{QStringLiteral("iv2-2-score-k2")});
    QVERIFY(session.logs().value(QStringLiteral("iv2-2-score-k2")) == oneCheck(QStringLiteral("1.5")));
    QCOMPARE(session.lessonProgress().lastLesson(), QStringLiteral("iv2-2-dot-products"));
    QCOMPARE(session.lessonProgress().lastPage(), 5);
    QVERIFY(QFile::exists(course::ExerciseProgress::fileIn(profiles.folder(grace->id))));
}

void TestLearnerSession::withoutAFolderNothingIsWritten()
{
    QTemporaryDir root;
    course::LearnerSession session(course::Course{});
    QVERIFY(session.setLearner(QStringLiteral("screenshot"), QString(), QString()).isEmpty());
    QVERIFY(session.recordLog(QStringLiteral("x"), oneCheck(QStringLiteral("1"))));
    QVERIFY(session.visitPage(QStringLiteral("l"), 0, QStringLiteral("p")));
    QCOMPARE(session.logs().size(), 1); // kept for this session only
    QVERIFY(QDir(root.path()).isEmpty());
}

void TestLearnerSession::unreadableFilesAreReported()
{
    QTemporaryDir folder;
    QFile bad(course::ExerciseProgress::fileIn(folder.path()));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("{ not json");
    bad.close();
    course::LearnerSession session(course::Course{});
    const QStringList messages = session.setLearner(QStringLiteral("ada"), QStringLiteral("Ada"), folder.path());
    QCOMPARE(messages.size(), 1);
    QVERIFY2(messages.first().contains(QStringLiteral("unreadable")), qPrintable(messages.first()));
    QVERIFY(session.logs().isEmpty());
}

QTEST_GUILESS_MAIN(TestLearnerSession)
void TestLearnerSession::aSecondWindowOfOneLearnerSavesNothing()
{
    // Window B opened while window A has the learner: B shows the work and saves nothing, so
    // that its older picture of the work never replaces A's.
    QTemporaryDir folder;
    const course::Course course = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    const QString score = QStringLiteral("iv2-2-score-k2");
    const QString weight = QStringLiteral("iv2-3-weight-k2");
    auto a = std::make_unique<course::LearnerSession>(course);
    QVERIFY(a->setLearner(QStringLiteral("ada"), QStringLiteral("Ada"), folder.path()).isEmpty());
    QVERIFY(!a->isReadOnly());
    QVERIFY(a->recordLog(score, oneCheck(QStringLiteral("1.5"))));

    course::LearnerSession b(course);
    const QStringList messages = b.setLearner(QStringLiteral("ada"), QStringLiteral("Ada"), folder.path());
    QCOMPARE(messages.size(), 1);
    QVERIFY2(messages.first().contains(QStringLiteral("already open in another window")), qPrintable(messages.first()));
    QVERIFY(b.isReadOnly());
    QCOMPARE(b.logs().keys(), QStringList{score});
    QString error;
    QVERIFY(!b.recordLog(weight, oneCheck(QStringLiteral("30")), &error));
    QVERIFY2(error.contains(QStringLiteral("saves nothing")), qPrintable(error));
    QVERIFY(!b.visitPage(QStringLiteral("iv2-2-dot-products"), 1, QStringLiteral("learn"), &error));
    // An exercise on B's store (the one path of a log) is told that nothing was saved.
    QSignalSpy notSaved(&b, &course::LearnerSession::logNotSaved);
    const course::Exercise *weightExercise = course.exercise(weight);
    QVERIFY(weightExercise);
    course::ExerciseSession onB(*weightExercise, course::makeVariant(*weightExercise, QStringLiteral("ada")), &b);
    onB.check(course::NumberAnswer{QStringLiteral("30")}, QLocale::c());
    QCOMPARE(notSaved.count(), 1);
    QVERIFY(notSaved.first().first().toString().contains(QStringLiteral("saves nothing")));
    QCOMPARE(b.log(weight).events.size(), 2); // the session went on from the log kept for this window

    // A goes on saving; B's answer never reached the file.
    QVERIFY(a->recordLog(weight, oneCheck(QStringLiteral("31"))));
    course::ExerciseProgress onDisk(course::ExerciseProgress::fileIn(folder.path()));
    onDisk.load();
    QVERIFY(onDisk.log(weight) == oneCheck(QStringLiteral("31")));

    // Once A is closed the next window has the folder.
    a.reset();
    course::LearnerSession c(course);
    QVERIFY(c.setLearner(QStringLiteral("ada"), QStringLiteral("Ada"), folder.path()).isEmpty());
    QVERIFY(!c.isReadOnly());
    QCOMPARE(c.logs().size(), 2);
}

void TestLearnerSession::anotherProcessHoldsTheFolderUntilItDies()
{
    // A second copy of the course, as a student who starts it twice: the first holds the
    // folder; when it is killed, its lock is left behind and taken over (its process is gone).
    QTemporaryDir folder;
    QProcess first;
    first.start(QStringLiteral(USERFILE_HELPER), {QStringLiteral("hold-lock"), folder.path()});
    QVERIFY(first.waitForReadyRead(30000));
    QCOMPARE(first.readLine().trimmed(), QByteArray("held"));
    {
        course::LearnerSession second(course::Course{});
        const QStringList messages = second.setLearner(QStringLiteral("ada"), QStringLiteral("Ada"), folder.path());
        QVERIFY(second.isReadOnly());
        QVERIFY2(messages.value(0).contains(QStringLiteral("process %1").arg(first.processId())), qPrintable(messages.value(0)));
    }
    first.kill();
    QVERIFY(first.waitForFinished(30000));
    QVERIFY(QFile::exists(course::FolderLock::lockFileIn(folder.path())));
    course::LearnerSession third(course::Course{});
    QVERIFY(third.setLearner(QStringLiteral("ada"), QStringLiteral("Ada"), folder.path()).isEmpty());
    QVERIFY(!third.isReadOnly());
}

void TestLearnerSession::aSaveKeepsWhatAnotherWriterSaved()
{
    // Two writers that each read the file before the other saved (a lock broken by hand, two
    // computers sharing a home folder): each save keeps the other's events.
    QTemporaryDir folder;
    const QString file = course::ExerciseProgress::fileIn(folder.path());
    const QDateTime nine(QDate(2026, 12, 4), QTime(9, 0), Qt::UTC);
    course::ExerciseProgress a(file);
    course::ExerciseProgress b(file);
    a.load();
    b.load();
    a.setLog(QStringLiteral("ex-1"), oneCheck(QStringLiteral("1"), nine));
    a.setLog(QStringLiteral("ex-2"), oneCheck(QStringLiteral("2a"), nine.addSecs(60)));
    QVERIFY(a.save());
    b.setLog(QStringLiteral("ex-4"), oneCheck(QStringLiteral("4"), nine.addSecs(30)));
    b.setLog(QStringLiteral("ex-2"), oneCheck(QStringLiteral("2b"), nine.addSecs(30)));
    QVERIFY(b.save());

    course::ExerciseProgress read(file);
    read.load();
    QCOMPARE(read.exerciseIds(), (QStringList{QStringLiteral("ex-1"), QStringLiteral("ex-2"), QStringLiteral("ex-4")}));
    QVERIFY(read.log(QStringLiteral("ex-1")) == oneCheck(QStringLiteral("1"), nine));
    // One exercise worked on in both: both checks, in time order.
    course::AttemptLog both = oneCheck(QStringLiteral("2b"), nine.addSecs(30));
    both.events << oneCheck(QStringLiteral("2a"), nine.addSecs(60)).events;
    QVERIFY(read.log(QStringLiteral("ex-2")) == both);
    // Saving again adds nothing twice.
    QVERIFY(a.save());
    course::ExerciseProgress again(file);
    again.load();
    QVERIFY(again.log(QStringLiteral("ex-2")) == both);
}

#include "tst_learnersession.moc"
