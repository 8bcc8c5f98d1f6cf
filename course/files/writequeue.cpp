#include "writequeue.h"

#include <QCoreApplication>
#include <QMutexLocker>

namespace course {

WriteQueue::WriteQueue(QObject *parent)
    : QObject(parent)
{
    // One thread: the jobs run one after another, in the order they were posted.
    m_thread.setMaxThreadCount(1);
    m_thread.setExpiryTimeout(-1);
}

WriteQueue::~WriteQueue()
{
    m_thread.waitForDone();
}

void WriteQueue::post(const Job &job, const QString &key)
{
    const quint64 generation = ++m_generation;
    if (!key.isEmpty()) {
        const QMutexLocker lock(&m_newestMutex);
        m_newest.insert(key, generation);
    }
    if (m_pending++ == 0)
        emit idleChanged(false);
    m_thread.start([this, job, key, generation] {
        bool superseded = false;
        if (!key.isEmpty()) {
            const QMutexLocker lock(&m_newestMutex);
            superseded = m_newest.value(key) != generation;
        }
        const Then then = superseded ? Then() : job();
        // Taken on the queue's thread; dropped with the queue, which waits for this job.
        QMetaObject::invokeMethod(this, [this, then] { finish(then); }, Qt::QueuedConnection);
    });
}

void WriteQueue::finish(const Then &then)
{
    // The job is done before its result is taken: a dialog the result opens (a receipt, a
    // folder to choose) never counts as writing.
    --m_pending;
    if (then)
        then();
    if (m_pending == 0)
        emit idleChanged(true);
}

void WriteQueue::waitForIdle()
{
    // A result taken may post more work (a hand-in's receipt is saved): wait for that too.
    while (m_pending > 0) {
        m_thread.waitForDone();
        QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
    }
}

} // namespace course
