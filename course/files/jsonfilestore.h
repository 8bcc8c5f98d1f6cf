#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <functional>
#include <optional>

namespace course {

/// One user file kept as a JSON object with an integer `formatVersion`, and the one policy
/// every such file follows:
///
/// - reading is bounded: at most maxSize() bytes are read, whatever size the file reports,
///   and only regular files are read (a folder, a device or a pipe is refused, never waited on);
/// - a file whose content cannot be used (bad JSON, another formatVersion, the wrong shape,
///   larger than maxSize()) is moved aside to `<file>.unreadable-<time>`, never overwritten,
///   and the learner is told where;
/// - a file that cannot be opened at all (permission denied, an input/output error) says
///   nothing of its content: it and its backup are left as they are, the learner is told why,
///   and save() refuses until it can be read again (Status::CannotOpen);
/// - `<file>.bak` holds the last good file: it is used when the file itself cannot be used or
///   is missing; a bad backup is moved aside as well;
/// - saving copies the previous good file to the backup, then writes the whole file through
///   QSaveFile and syncs the folder, so a crash or a power cut during a save leaves the
///   previous file as it was, and a confirmed save stays;
/// - load() first removes the QSaveFile temporary files of the file and its backup that a
///   process killed while saving left behind (removeStaleSaveFiles(): only those older than
///   kStaleSaveFileMinutes, as younger ones may be another instance's save in progress).
///
/// The store owns no data: the caller parses the root object (load) and serialises it (save).
class JsonFileStore
{
    Q_DECLARE_TR_FUNCTIONS(JsonFileStore)

public:
    /// Files larger than this are refused rather than read, unless setMaxSize() says less.
    static constexpr qint64 kMaxFileSize = 16 * 1024 * 1024;

    /// Reads a root object of `formatVersion` (between oldestVersion() and formatVersion(); an
    /// older one is the callback's to migrate). Returns why the object cannot be used, or an
    /// empty string when it was accepted. Called once per candidate file (the file, then its
    /// backup): keep what it reads only when it accepts.
    using Parse = std::function<QString(const QJsonObject &root, int formatVersion)>;

    /// `formatVersion`: the version this build writes. Files of older versions are refused
    /// unless setOldestVersion() allows them.
    JsonFileStore(const QString &file, int formatVersion);

    QString file() const { return m_file; }
    QString backupFile() const { return m_file + QStringLiteral(".bak"); }
    int formatVersion() const { return m_formatVersion; }
    int oldestVersion() const { return m_oldestVersion; }
    /// Lets load() hand files from `version` up to formatVersion() to the parse callback.
    void setOldestVersion(int version);
    /// For tools that only look (a teacher's `progress`): load() moves nothing aside and
    /// only reports, and save() refuses.
    void setReadOnly(bool readOnly) { m_readOnly = readOnly; }
    bool isReadOnly() const { return m_readOnly; }
    /// The largest file of this kind that is read (at most kMaxFileSize); a larger one is
    /// refused as unusable. Each kind of file documents its own (docs/formats/README.md).
    void setMaxSize(qint64 bytes) { m_maxSize = qBound<qint64>(1, bytes, kMaxFileSize); }
    qint64 maxSize() const { return m_maxSize; }

    enum class Status {
        Missing,            ///< neither the file nor a backup: nothing was read
        Good,               ///< the file was read
        RestoredFromBackup, ///< the file was unreadable or missing; the backup was read
        StartedAfresh,      ///< nothing could be read: start empty
        /// The file (or, without one, its backup) exists but cannot be opened: nothing was
        /// read, nothing moved, and save() refuses (fileBlocked) until it can be read again.
        CannotOpen,
    };

    struct LoadResult {
        Status status = Status::Missing;
        /// Nothing went wrong: the file was read, or there was none (status Missing or Good).
        bool ok = true;
        /// For the learner (translated): what was wrong, where the files went, what is used
        /// now. Empty when the status is Missing or Good.
        QString message;
        QString problem;         ///< why the file (or, without one, its backup) was refused
        QString movedTo;         ///< where the unreadable file was moved; empty if it was not
        QString backupMovedTo;   ///< where an unreadable backup was moved
        bool fromBackup = false; ///< the data comes from backupFile()
        /// The file could not be read nor moved aside: a save would overwrite it, so save()
        /// refuses until it is dealt with.
        bool fileBlocked = false;
    };

    /// Reads the file (or its backup) through `parse`, following the policy above.
    LoadResult load(const Parse &parse) const;

    /// Writes `data` as the whole file. The previous file, when `check` accepts it, is first
    /// copied to backupFile(); when it is unreadable it is moved aside (and the save refused
    /// if it cannot be). False, with a translated `error`, when nothing was written.
    bool save(const QByteArray &data, const Parse &check, QString *error = nullptr) const;

    /// Bad: its content cannot be used; CannotOpen: it could not be opened or read at all.
    enum class ReadStatus { Missing, Good, Bad, CannotOpen };
    /// Reads and checks one file: `problem` says why a Bad or CannotOpen one is. Used by
    /// load() and save(); public for tests and for tools that only look.
    ReadStatus read(const QString &path, const Parse &parse, QString *problem) const;

    /// The JSON object in `path`: a regular file of at most `limit` bytes, read bounded;
    /// nothing, and `problem` says why (translated), otherwise; `cannotOpen` is set when the
    /// file could not be opened or read at all (its content is unknown, not bad). No
    /// formatVersion check: for readers of exchanged files (sessions, hand-ins) that check
    /// their own.
    static std::optional<QJsonObject> readObject(const QString &path, qint64 limit, QString *problem,
                                                 bool *cannotOpen = nullptr);

    /// At most `limit` bytes of `path`, read in chunks; `tooLarge` is set when there was more.
    /// Never trusts the size the file reports (files in /proc report 0, devices never end).
    /// `error` (translated, describeFault()) when it cannot be opened or read.
    static QByteArray readBounded(const QString &path, qint64 limit, bool *tooLarge, QString *error);

private:
    QString m_file;
    int m_formatVersion = 1;
    int m_oldestVersion = 1;
    qint64 m_maxSize = kMaxFileSize;
    bool m_readOnly = false;
};

} // namespace course
