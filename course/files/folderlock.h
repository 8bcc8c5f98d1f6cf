#pragma once

#include <QCoreApplication>
#include <QLockFile>
#include <QString>

#include <memory>

namespace course {

/// One writer at a time for a learner's folder: a QLockFile, `attention-lab.lock` in the
/// folder, held from construction while a window works on the learner's files. A second
/// window of the same learner (opened twice, or on a second computer that shares the home
/// folder) does not get it and opens the files read-only, so that the two never overwrite
/// each other's work.
///
/// A lock left by a process that died on this computer is taken over at once (QLockFile
/// checks the process); one left by another computer is taken over once it is older than
/// kForeignLockHours, as that computer cannot be asked. A live lock never goes stale by age.
class FolderLock
{
    Q_DECLARE_TR_FUNCTIONS(FolderLock)
    Q_DISABLE_COPY_MOVE(FolderLock)

public:
    static constexpr int kForeignLockHours = 12;

    /// Tries to take the lock of `folder` at once (creating the folder); never waits.
    explicit FolderLock(const QString &folder);
    ~FolderLock();

    static QString lockFileIn(const QString &folder);

    /// This process holds the folder.
    bool isHeld() const { return m_held; }
    /// Who holds it when this process does not, in plain words ("another window of Attention
    /// Lab on this computer", "Attention Lab on lab-pc-07"); empty when held or unknown.
    QString holder() const { return m_holder; }
    /// Why the folder could not be locked, for the learner (translated): that another window
    /// has it, or that the lock file cannot be made; empty when held.
    QString problem() const { return m_problem; }

private:
    std::unique_ptr<QLockFile> m_lock;
    bool m_held = false;
    QString m_holder;
    QString m_problem;
};

} // namespace course
