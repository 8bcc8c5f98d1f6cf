#include "userfiles.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStorageInfo>

#include <atomic>
#include <cerrno>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace course {

namespace {

class UserFiles
{
    Q_DECLARE_TR_FUNCTIONS(UserFiles)

public:
    static QString describe(FileFault fault, const QString &detail)
    {
        switch (fault) {
        case FileFault::None:
            break;
        case FileFault::NoSpace:
            return tr("there is no space left on the disk");
        case FileFault::ReadOnlyFileSystem:
            return tr("the disk is read-only (read-only file system)");
        case FileFault::PermissionDenied:
            return tr("permission denied");
        case FileFault::NotFound:
            return tr("there is no such file or folder");
        case FileFault::NotAFolder:
            return tr("a file stands where a folder is expected");
        case FileFault::IsAFolder:
            return tr("it is a folder, not a file");
        case FileFault::InputOutput:
            return tr("the disk reported an input/output error");
        case FileFault::TooLong:
            return tr("the file's name is too long");
        case FileFault::Other:
            return detail.isEmpty() ? tr("the system gave no reason") : detail;
        }
        return {};
    }

    static QString saveFailed(FileFault fault, const QString &cause, bool existed)
    {
        const QString what = existed ? tr("%1; the previous version of the file is intact.").arg(cause)
                                     : tr("%1; nothing was written.").arg(cause);
        const QString next = advice(fault);
        return next.isEmpty() ? what : what + QLatin1Char(' ') + next;
    }

    /// What the user can do about a failed save.
    static QString advice(FileFault fault)
    {
        switch (fault) {
        case FileFault::NoSpace:
            return tr("Free some space on the disk (or ask whoever looks after it), or choose another folder, "
                      "then try again.");
        case FileFault::ReadOnlyFileSystem:
        case FileFault::PermissionDenied:
            return tr("Choose another folder, or ask whoever looks after the disk.");
        case FileFault::NotFound:
        case FileFault::InputOutput:
            return tr("Check that the disk or network folder is still connected, or choose another folder, "
                      "then try again.");
        default:
            return {};
        }
    }
};

std::atomic<int> g_injectedWriteFault{0};
std::atomic<FolderSyncObserver> g_syncObserver{nullptr};

/// The fault behind a failed write: the error number when it names one, then QFileDevice's
/// error; otherwise what the disk holding `folder` says of itself (full, read-only), as
/// QSaveFile does not always keep the number.
FileFault writeFault(int errnum, QFileDevice::FileError error, const QString &folder)
{
    const FileFault fault = faultFromErrno(errnum);
    if (fault != FileFault::None && fault != FileFault::Other)
        return fault;
    if (error == QFileDevice::PermissionsError)
        return FileFault::PermissionDenied;
    const QStorageInfo disk(folder);
    if (disk.isValid() && disk.isReadOnly())
        return FileFault::ReadOnlyFileSystem;
    if (disk.isValid() && disk.bytesAvailable() == 0)
        return FileFault::NoSpace;
    return FileFault::Other;
}

/// Makes sure the temporary file behind `fd` holds all `size` bytes on the disk before it
/// replaces the previous file: fsync() reports what a network file system or a delayed
/// allocation only finds at that moment, and the size what a write left short. Returns 0, or
/// the error number of the failure.
int syncWritten(int fd, qint64 size)
{
#ifdef Q_OS_UNIX
    if (fd < 0)
        return EBADF;
    // A file system that cannot sync (EINVAL, ENOTSUP) says nothing about the data.
    if (::fsync(fd) != 0 && errno != EINVAL && errno != ENOTSUP)
        return errno;
    struct stat written {};
    if (::fstat(fd, &written) != 0)
        return errno;
    if (qint64(written.st_size) != size)
        return EIO;
#else
    Q_UNUSED(fd);
    Q_UNUSED(size);
#endif
    return 0;
}

} // namespace

FileFault faultFromErrno(int errnum)
{
    switch (errnum) {
    case 0:
        return FileFault::None;
    case ENOSPC:
    case EFBIG:
#ifdef EDQUOT
    case EDQUOT:
#endif
        return FileFault::NoSpace;
    case EROFS:
        return FileFault::ReadOnlyFileSystem;
    case EACCES:
    case EPERM:
        return FileFault::PermissionDenied;
    case ENOENT:
        return FileFault::NotFound;
    case ENOTDIR:
        return FileFault::NotAFolder;
    case EISDIR:
        return FileFault::IsAFolder;
    case EIO:
        return FileFault::InputOutput;
    case ENAMETOOLONG:
        return FileFault::TooLong;
    default:
        return FileFault::Other;
    }
}

QString describeFault(FileFault fault, const QString &detail)
{
    return UserFiles::describe(fault, detail);
}

bool writeWholeFile(const QString &file, const QByteArray &data, QString *error, FileFault *fault)
{
    const QString folder = QFileInfo(file).absolutePath();
    const bool existed = QFileInfo::exists(file);
    QSaveFile f(file);
    // errno is read right after the call that failed: QSaveFile's own errorString() often
    // says only "Unknown error" (a failed write is reported at commit()).
    int errnum = 0;
    bool written = false;
    errno = 0;
    if (!QDir().mkpath(folder)) {
        errnum = errno;
    } else if (errno = 0; !f.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        // Unbuffered: Qt 6.4's QSaveFile keeps a small file in QFileDevice's buffer and
        // commit() does not notice that flushing it failed (a full disk gave an empty file and
        // "success"); written straight through, the failure is the write's own.
        errnum = errno;
    } else if (const int injected = g_injectedWriteFault.load(); injected != 0) {
        f.cancelWriting();
        errnum = injected;
    } else if (errno = 0; f.write(data) != data.size()) {
        errnum = errno;
        f.cancelWriting();
    } else if (const int unsynced = syncWritten(f.handle(), data.size()); unsynced != 0) {
        errnum = unsynced;
        f.cancelWriting();
    } else if (errno = 0; !f.commit()) {
        errnum = errno;
    } else {
        written = true;
    }
    if (written) {
        syncFolder(folder);
        return true;
    }
    const FileFault why = writeFault(errnum, f.error(), QFileInfo::exists(folder) ? folder : QFileInfo(folder).absolutePath());
    if (fault)
        *fault = why;
    if (error)
        *error = UserFiles::saveFailed(why, describeFault(why, f.errorString()), existed);
    return false;
}

bool syncFolder(const QString &folder)
{
    bool synced = true;
#ifdef Q_OS_UNIX
    const int fd = ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    synced = fd >= 0 && ::fsync(fd) == 0;
    if (fd >= 0)
        ::close(fd);
#endif
    if (const FolderSyncObserver observer = g_syncObserver.load())
        observer(folder, synced);
    return synced;
}

QString moveAside(const QString &file)
{
    const QString base = file + QStringLiteral(".unreadable-")
                         + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = base;
    // QFile::rename never replaces an existing file; a taken name just tries the next one.
    for (int n = 2; n < 1000; ++n) {
        if (!QFileInfo::exists(target) && QFile::rename(file, target)) {
            syncFolder(QFileInfo(target).absolutePath());
            return target;
        }
        if (!QFileInfo::exists(file))
            return {};
        target = base + QLatin1Char('-') + QString::number(n);
    }
    return {};
}

QStringList removeStaleSaveFiles(const QString &folder, const QStringList &names)
{
    QStringList removed;
    const QDir dir(folder);
    if (names.isEmpty() || !dir.exists())
        return removed;
    QStringList alternatives;
    for (const QString &name : names)
        alternatives << QRegularExpression::escape(name);
    // QSaveFile's (QTemporaryFile's) template: the file's name, a dot and six letters or digits.
    const QRegularExpression pattern(QStringLiteral("^(?:%1)\\.[A-Za-z0-9]{6}$").arg(alternatives.join(QLatin1Char('|'))));
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-60 * kStaleSaveFileMinutes);
    const QFileInfoList entries = dir.entryInfoList(QDir::Files | QDir::Hidden | QDir::NoSymLinks | QDir::System);
    for (const QFileInfo &entry : entries) {
        if (!pattern.match(entry.fileName()).hasMatch() || !entry.isFile() || entry.isSymLink())
            continue;
        if (entry.lastModified().toUTC() >= before)
            continue;
        if (QFile::remove(entry.absoluteFilePath()))
            removed << entry.absoluteFilePath();
    }
    return removed;
}

void injectWriteFaultForTests(int errnum)
{
    g_injectedWriteFault.store(errnum);
}

void setFolderSyncObserverForTests(FolderSyncObserver observer)
{
    g_syncObserver.store(observer);
}

} // namespace course
