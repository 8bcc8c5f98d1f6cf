#include "learnersession.h"
#include "lessonloader.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

// The course as one learner takes it: switching learners reads each learner's own files,
// and every change is saved to the current learner's files at once.

namespace {

course::AttemptLog oneCheck(const QString &typed)
{
    course::AttemptEvent e;
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
#include "tst_learnersession.moc"
