#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace course {

/// Why reading or writing a user file failed, from the system's error number (or QFileDevice's
/// error, or what the disk says of itself, when the number is lost). The one place
/// where error numbers become causes: writers and readers of user files all go through it.
enum class FileFault {
    None,
    NoSpace,            ///< ENOSPC, EDQUOT, EFBIG: the disk, the user's quota or the file size allowed is full
    ReadOnlyFileSystem, ///< EROFS: the disk is mounted read-only (a locked USB stick, a full repair)
    PermissionDenied,   ///< EACCES, EPERM
    NotFound,           ///< ENOENT
    NotAFolder,         ///< ENOTDIR: a file stands where a folder is expected
    IsAFolder,          ///< EISDIR
    InputOutput,        ///< EIO: the disk or the network failed
    TooLong,            ///< ENAMETOOLONG
    Other,              ///< anything else: the system's own words are used
};

/// The cause of `errnum` (an errno value); None for 0.
FileFault faultFromErrno(int errnum);

/// The cause in the learner's language, as a clause ("there is no space left on the disk");
/// `detail` (the system's words) is used for FileFault::Other.
QString describeFault(FileFault fault, const QString &detail = {});

/// Writes `data` as the whole of `file` through QSaveFile, creating its folder, then syncs the
/// folder (syncFolder()) so that a confirmed save survives a power cut: a crash during the
/// write leaves the previous file as it was. The new file replaces the old one only once all
/// of it is synced to the disk and its size is checked, so a full disk or a vanished share
/// never leaves an empty or short file behind a "success". Every file the course writes
/// (learner files, hand-ins, sessions, set-ups, feedback, CSV, PDF, pictures) goes through it. False on failure, with `error` in the learner's
/// language: the cause (describeFault()) and that the previous file is intact (or that
/// nothing was written, when there was none); `fault` says which cause it was.
bool writeWholeFile(const QString &file, const QByteArray &data, QString *error = nullptr,
                    FileFault *fault = nullptr);

/// fsync()s the folder `folder` (POSIX: open(folder, O_RDONLY) + fsync), so that a rename or a
/// new file in it is on the disk. QSaveFile syncs the file it writes but not the folder
/// that names it. True when synced (always true where there is no such call).
bool syncFolder(const QString &folder);

/// Renames an unreadable `file` to `<file>.unreadable-<yyyyMMdd-HHmmss>` (with `-2`, `-3`, …
/// when that name is taken, so nothing is ever overwritten) and syncs its folder. Returns the
/// new path, or an empty string when the file could not be renamed.
QString moveAside(const QString &file);

/// How old a leftover QSaveFile temporary file must be before removeStaleSaveFiles() removes
/// it. A save takes milliseconds, so no save of another running instance of the course is
/// that old; younger ones may belong to a save in progress and are left alone.
inline constexpr int kStaleSaveFileMinutes = 10;

/// Removes what a process killed while saving leaves behind: QSaveFile's temporary files
/// `<name>.XXXXXX` (six letters or digits) of each of `names`, in `folder` only, when they are
/// regular files last modified more than kStaleSaveFileMinutes ago. Nothing else is touched
/// (no other names, no folders, no links). Returns the paths removed.
QStringList removeStaleSaveFiles(const QString &folder, const QStringList &names);

/// For tests only: make every writeWholeFile() fail as if the disk reported `errnum` while
/// writing (0 ends it). Where a real cause cannot be arranged (no mount allowed), the tests
/// use this to check the same path.
void injectWriteFaultForTests(int errnum);

/// For tests only: called after every syncFolder() with the folder and whether it was synced.
using FolderSyncObserver = void (*)(const QString &folder, bool synced);
void setFolderSyncObserverForTests(FolderSyncObserver observer);

} // namespace course
