#include "writequeue.h"

#include <QMutex>
#include <QScopeGuard>
#include <QSemaphore>
#include <QSet>
#include <QSignalSpy>
#include <QStringList>
#include <QTest>
#include <QThread>

// The queue the lab window's files are written on: one job at a time, in the order posted,
// off the calling thread, each job's result taken back on the calling thread; a job replaced
// by a newer one of its key before it started is never run.

class TestWriteQueue : public QObject
{
    Q_OBJECT

private slots:
    void runsJobsInOrderOffTheCallingThread();
    void aNewerJobOfAKeyReplacesOneNotStarted();
    void tellsWhenItIsBusyAndIdle();
    void destroyingWaitsForTheJobsPosted();
};

void TestWriteQueue::runsJobsInOrderOffTheCallingThread()
{
    course::WriteQueue queue;
    QStringList ran;
    QStringList taken;
    QSet<QThread *> threads;
    QMutex guard;
    for (int i = 0; i < 20; ++i) {
        queue.post([&, i]() -> course::WriteQueue::Then {
            {
                const QMutexLocker lock(&guard);
                ran << QString::number(i);
                threads << QThread::currentThread();
            }
            return [&taken, i] {
                QCOMPARE(QThread::currentThread(), QCoreApplication::instance()->thread());
                taken << QString::number(i);
            };
        });
    }
    queue.waitForIdle();
    QStringList expected;
    for (int i = 0; i < 20; ++i)
        expected << QString::number(i);
    QCOMPARE(ran, expected);
    QCOMPARE(taken, expected);
    QCOMPARE(threads.size(), 1);
    QVERIFY(!threads.contains(QThread::currentThread()));
}

void TestWriteQueue::aNewerJobOfAKeyReplacesOneNotStarted()
{
    // Declared before the queue, so that they outlive it.
    QSemaphore hung;
    QStringList ran;
    QMutex guard;
    course::WriteQueue queue;
    const auto answer = qScopeGuard([&hung] { hung.release(); });
    const auto job = [&](const QString &name) {
        return [&, name]() -> course::WriteQueue::Then {
            const QMutexLocker lock(&guard);
            ran << name;
            return {};
        };
    };
    queue.post([&hung]() -> course::WriteQueue::Then {
        hung.acquire();
        return {};
    });
    queue.post(job(QStringLiteral("save 1")), QStringLiteral("save"));
    queue.post(job(QStringLiteral("hand-in")));
    queue.post(job(QStringLiteral("save 2")), QStringLiteral("save"));
    queue.post(job(QStringLiteral("state")), QStringLiteral("state"));
    queue.post(job(QStringLiteral("save 3")), QStringLiteral("save"));
    QCOMPARE(queue.pending(), 6);
    hung.release(); // (the guard's release later finds nobody waiting)
    queue.waitForIdle();
    QCOMPARE(ran, (QStringList{QStringLiteral("hand-in"), QStringLiteral("state"), QStringLiteral("save 3")}));
    QVERIFY(queue.isIdle());
}

void TestWriteQueue::tellsWhenItIsBusyAndIdle()
{
    course::WriteQueue queue;
    QSignalSpy idle(&queue, &course::WriteQueue::idleChanged);
    QVERIFY(queue.isIdle());
    queue.post([]() -> course::WriteQueue::Then { return {}; });
    queue.post([]() -> course::WriteQueue::Then { return {}; });
    QCOMPARE(idle.size(), 1);
    QCOMPARE(idle.at(0).at(0).toBool(), false);
    QVERIFY(!queue.isIdle());
    QTRY_VERIFY(queue.isIdle());
    QCOMPARE(idle.size(), 2);
    QCOMPARE(idle.at(1).at(0).toBool(), true);

    // A result taken may post more work (a hand-in's receipt is saved): waited for as well.
    bool second = false;
    queue.post([&queue, &second]() -> course::WriteQueue::Then {
        return [&queue, &second] {
            queue.post([&second]() -> course::WriteQueue::Then {
                second = true;
                return {};
            });
        };
    });
    queue.waitForIdle();
    QVERIFY(second);
}

void TestWriteQueue::destroyingWaitsForTheJobsPosted()
{
    QSemaphore started;
    QAtomicInt written = 0;
    {
        course::WriteQueue queue;
        for (int i = 0; i < 3; ++i) {
            queue.post([&]() -> course::WriteQueue::Then {
                started.release();
                QThread::msleep(20);
                written.fetchAndAddOrdered(1);
                return [] { QFAIL("a result is never taken once the queue is gone"); };
            });
        }
        started.acquire();
    }
    QCOMPARE(written.loadAcquire(), 3);
    QCoreApplication::processEvents();
}

QTEST_GUILESS_MAIN(TestWriteQueue)
#include "tst_writequeue.moc"
