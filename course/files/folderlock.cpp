#include "folderlock.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QSysInfo>

namespace course {

FolderLock::FolderLock(const QString &folder)
{
    if (folder.isEmpty())
        return;
    QDir().mkpath(folder);
    m_lock = std::make_unique<QLockFile>(lockFileIn(folder));
    // A window may stay open all day: its lock must never look stale by its age alone.
    m_lock->setStaleLockTime(0);
    m_held = m_lock->tryLock(0);
    if (m_held)
        return;
    qint64 pid = 0;
    QString host;
    QString application;
    const bool known = m_lock->getLockInfo(&pid, &host, &application);
    const QString here = QSysInfo::machineHostName();
    const QDateTime age = QFileInfo(lockFileIn(folder)).lastModified();
    if (m_lock->error() == QLockFile::LockFailedError && known && !host.isEmpty() && host != here
        && age.isValid() && age.addSecs(qint64(kForeignLockHours) * 3600) < QDateTime::currentDateTime()) {
        // Left by another computer long ago (switched off without closing the course).
        m_lock->removeStaleLockFile();
        m_held = m_lock->tryLock(0);
        if (m_held)
            return;
    }
    if (m_lock->error() != QLockFile::LockFailedError) {
        m_problem = tr("The lock file in %1 cannot be made, so this window cannot make sure that it is the only one "
                       "saving your work; it saves nothing.").arg(QDir::toNativeSeparators(folder));
        return;
    }
    m_holder = !known || host.isEmpty() || host == here
                   ? tr("another window of Attention Lab on this computer (process %1)").arg(pid)
                   : tr("Attention Lab on the computer %1").arg(host);
    m_problem = tr("Your work is already open in %1. This window shows it as it was when opened and saves "
                   "nothing, so that the two never overwrite each other: close it and go on in the other one.")
                    .arg(m_holder);
}

FolderLock::~FolderLock()
{
    if (m_held)
        m_lock->unlock();
}

QString FolderLock::lockFileIn(const QString &folder)
{
    return QDir(folder).filePath(QStringLiteral("attention-lab.lock"));
}

} // namespace course
