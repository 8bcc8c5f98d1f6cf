#pragma once

#include <QHash>
#include <QMutex>
#include <QObject>
#include <QString>
#include <QThreadPool>

#include <functional>

namespace course {

/// File work taken off the GUI thread, one job at a time and in the order it was asked: a
/// learner's saves and hand-ins go through one, so a folder that hangs (a network home or
/// share whose server stopped answering) never freezes the window, and a later save never
/// lands before an earlier one.
///
/// A job runs on the queue's own thread and returns what is to be done with its result on the
/// queue's thread (the GUI thread), such as telling the learner it failed. A job posted under
/// a key replaces a job of the same key that has not started yet: each writes a whole file
/// from a snapshot, so only the newest matters. Jobs must not touch the objects that posted
/// them; they take copies.
class WriteQueue : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WriteQueue)

public:
    /// Run on the queue's thread once the job is done.
    using Then = std::function<void()>;
    using Job = std::function<Then()>;

    explicit WriteQueue(QObject *parent = nullptr);
    /// Waits for the jobs posted: work being written is never dropped.
    ~WriteQueue() override;

    /// Queues `job` after every job posted before it.
    void post(const Job &job, const QString &key = {});
    /// Jobs posted that have not finished yet (their result is taken just after).
    int pending() const { return m_pending; }
    bool isIdle() const { return m_pending == 0; }
    /// Blocks until every job posted has run and its result was taken (closing, the command
    /// line, tests), the jobs the results post too.
    void waitForIdle();

signals:
    /// isIdle() changed: the first job was posted, or the last one's result was taken.
    void idleChanged(bool idle);

private:
    void finish(const Then &then);

    QThreadPool m_thread;
    /// The newest generation posted for each key; read by the jobs, so guarded.
    QHash<QString, quint64> m_newest;
    QMutex m_newestMutex;
    quint64 m_generation = 0;
    int m_pending = 0;
};

} // namespace course
