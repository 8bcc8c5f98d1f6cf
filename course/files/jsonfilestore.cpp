#include "jsonfilestore.h"

#include "boundedread.h"
#include "userfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>
#include <QStringList>

#include <cerrno>
#include <cmath>

namespace course {

namespace {


QString native(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

/// The nearest part of `path` (itself or a parent) that exists.
QFileInfo nearestExisting(const QString &path)
{
    QFileInfo info(QFileInfo(path).absoluteFilePath());
    while (!info.exists() && !info.isRoot()) {
        const QString parent = info.absolutePath();
        if (parent == info.absoluteFilePath())
            break;
        info = QFileInfo(parent);
    }
    return info;
}

} // namespace

JsonFileStore::JsonFileStore(const QString &file, int formatVersion)
    : m_file(file)
    , m_formatVersion(formatVersion)
    , m_oldestVersion(formatVersion)
{
}

void JsonFileStore::setOldestVersion(int version)
{
    m_oldestVersion = qBound(1, version, m_formatVersion);
}

QByteArray JsonFileStore::readBounded(const QString &path, qint64 limit, bool *tooLarge, QString *error)
{
    *tooLarge = false;
    QFile f(path);
    errno = 0;
    if (!f.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        *error = describeFault(faultFromErrno(errno), f.errorString());
        return {};
    }
    // A file that tells its size is refused unread when it is too large (a device or a file
    // of /proc says 0 and is read, bounded).
    if (!f.isSequential() && f.size() > limit) {
        *tooLarge = true;
        return {};
    }
    QByteArray data;
    switch (course::readBounded(f, limit, &data)) {
    case BoundedRead::Read:
        return data;
    case BoundedRead::TooLarge:
        *tooLarge = true;
        return {};
    case BoundedRead::Failed:
        *error = describeFault(faultFromErrno(errno), f.errorString());
        return {};
    }
    return {};
}

std::optional<QJsonObject> JsonFileStore::readObject(const QString &path, qint64 limit, QString *problem,
                                                     bool *cannotOpen)
{
    if (cannotOpen)
        *cannotOpen = false;
    const QFileInfo info(path);
    if (!info.exists()) {
        *problem = tr("there is no such file");
        return std::nullopt;
    }
    if (info.isDir()) {
        *problem = tr("it is a folder, not a file");
        return std::nullopt;
    }
    if (!info.isFile()) {
        // A device or a pipe: reading could block or never end.
        *problem = tr("it is not an ordinary file");
        return std::nullopt;
    }
    bool tooLarge = false;
    QString error;
    const QByteArray data = readBounded(path, limit, &tooLarge, &error);
    if (!error.isEmpty()) {
        *problem = error;
        if (cannotOpen)
            *cannotOpen = true;
        return std::nullopt;
    }
    if (tooLarge) {
        *problem = tr("it is larger than %1 MiB").arg(limit / (1024 * 1024));
        return std::nullopt;
    }
    if (data.trimmed().isEmpty()) {
        *problem = tr("the file is empty");
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *problem = tr("not valid JSON: %1 at byte %2").arg(parseError.errorString()).arg(parseError.offset);
        return std::nullopt;
    }
    if (!doc.isObject()) {
        *problem = tr("not a JSON object");
        return std::nullopt;
    }
    return doc.object();
}

JsonFileStore::ReadStatus JsonFileStore::read(const QString &path, const Parse &parse, QString *problem) const
{
    if (!QFileInfo::exists(path))
        return ReadStatus::Missing;
    bool cannotOpen = false;
    const std::optional<QJsonObject> object = readObject(path, m_maxSize, problem, &cannotOpen);
    if (!object)
        return cannotOpen ? ReadStatus::CannotOpen : ReadStatus::Bad;
    const QJsonObject root = *object;
    const QJsonValue version = root.value(QStringLiteral("formatVersion"));
    const double v = version.toDouble();
    if (!version.isDouble() || v != std::floor(v) || v < m_oldestVersion || v > m_formatVersion) {
        const QString found = version.isUndefined() ? tr("missing")
                              : version.isDouble() ? QString::number(v)
                                                   : tr("not a number");
        *problem = m_oldestVersion == m_formatVersion
                       ? tr("formatVersion is %1; this version of Attention Lab reads %2")
                             .arg(found).arg(m_formatVersion)
                       : tr("formatVersion is %1; this version of Attention Lab reads %2 to %3")
                             .arg(found).arg(m_oldestVersion).arg(m_formatVersion);
        return ReadStatus::Bad;
    }
    if (const QString why = parse(root, int(v)); !why.isEmpty()) {
        *problem = why;
        return ReadStatus::Bad;
    }
    return ReadStatus::Good;
}

JsonFileStore::LoadResult JsonFileStore::load(const Parse &parse) const
{
    LoadResult result;
    if (!m_readOnly) {
        const QFileInfo info(m_file);
        removeStaleSaveFiles(info.absolutePath(), {info.fileName(), QFileInfo(backupFile()).fileName()});
    }
    QString mainProblem;
    const ReadStatus main = read(m_file, parse, &mainProblem);
    if (main == ReadStatus::Good) {
        result.status = Status::Good;
        return result;
    }
    if (main == ReadStatus::CannotOpen) {
        // Its content is unknown, not bad: nothing is moved and nothing may be saved over it.
        result.status = Status::CannotOpen;
        result.ok = false;
        result.fileBlocked = true;
        result.problem = mainProblem;
        result.message = tr("%1 could not be opened (%2). It and its backup copy were left as they are, "
                            "and nothing will be saved over them until it can be opened again.")
                             .arg(native(m_file), mainProblem);
        return result;
    }
    QString backupProblem;
    const ReadStatus backup = read(backupFile(), parse, &backupProblem);
    if (main == ReadStatus::Missing && backup == ReadStatus::CannotOpen) {
        result.status = Status::CannotOpen;
        result.ok = false;
        result.fileBlocked = true;
        result.problem = backupProblem;
        result.message = tr("%1 is missing and its backup copy %2 could not be opened (%3). The backup "
                            "copy was left as it is, and nothing will be saved until it can be opened again.")
                             .arg(native(m_file), native(backupFile()), backupProblem);
        return result;
    }
    // A bad backup is moved aside too, so that no later save overwrites it (a folder in its
    // place is left where it is).
    if (backup == ReadStatus::Bad && !QFileInfo(backupFile()).isDir() && !m_readOnly)
        result.backupMovedTo = moveAside(backupFile());
    if (main == ReadStatus::Missing && backup == ReadStatus::Missing)
        return result;

    result.ok = false;
    QStringList message;
    if (main == ReadStatus::Bad) {
        result.problem = mainProblem;
        if (!QFileInfo(m_file).isDir() && !m_readOnly)
            result.movedTo = moveAside(m_file);
        result.fileBlocked = result.movedTo.isEmpty();
        message << (m_readOnly ? tr("%1 could not be read (%2); it was left as it is.").arg(native(m_file), mainProblem)
                    : result.movedTo.isEmpty()
                        ? tr("%1 could not be read (%2) and could not be moved aside; it is left "
                             "as it is and will not be overwritten.")
                              .arg(native(m_file), mainProblem)
                        : tr("%1 could not be read (%2). It was kept as %3.")
                              .arg(native(m_file), mainProblem, native(result.movedTo)));
    } else if (backup == ReadStatus::Good) {
        message << tr("%1 was missing.").arg(native(m_file));
    } else {
        result.problem = backupProblem;
    }

    if (backup == ReadStatus::Good) {
        result.status = Status::RestoredFromBackup;
        result.fromBackup = true;
        message << tr("The backup copy of %1 was used instead; changes made after that time are lost.")
                       .arg(QLocale().toString(QFileInfo(backupFile()).lastModified(), QLocale::ShortFormat));
    } else {
        result.status = Status::StartedAfresh;
        if (backup == ReadStatus::CannotOpen) {
            message << tr("The backup copy %1 could not be opened (%2); it was left as it is.")
                           .arg(native(backupFile()), backupProblem);
        } else if (backup == ReadStatus::Bad) {
            message << (result.backupMovedTo.isEmpty()
                            ? tr("The backup copy %1 could not be read (%2).").arg(native(backupFile()), backupProblem)
                            : tr("The backup copy %1 could not be read (%2); it was kept as %3.")
                                  .arg(native(backupFile()), backupProblem, native(result.backupMovedTo)));
        } else {
            message << tr("There is no backup copy.");
        }
        message << tr("Starting afresh.");
    }
    result.message = message.join(QLatin1Char(' '));
    return result;
}

bool JsonFileStore::save(const QByteArray &data, const Parse &check, QString *error) const
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (m_readOnly)
        return fail(tr("%1 was opened only to be read.").arg(native(m_file)));
    const QFileInfo info(m_file);
    if (info.isDir())
        return fail(tr("Cannot save %1: a folder of that name is in the way.").arg(native(m_file)));
    if (info.exists()) {
        QString problem;
        const ReadStatus previousStatus = read(m_file, check, &problem);
        if (previousStatus == ReadStatus::Good) {
            bool tooLarge = false;
            QString readError;
            const QByteArray previous = readBounded(m_file, m_maxSize, &tooLarge, &readError);
            // An unreadable backup is not ours to overwrite either (one that cannot be opened
            // is left alone); a failed backup leaves the older one, and the save itself is
            // still atomic.
            bool backUp = readError.isEmpty() && !tooLarge && !QFileInfo(backupFile()).isDir();
            QString backupProblem;
            if (backUp) {
                const ReadStatus backupStatus = read(backupFile(), check, &backupProblem);
                if (backupStatus == ReadStatus::CannotOpen)
                    backUp = false;
                else if (backupStatus == ReadStatus::Bad)
                    backUp = !moveAside(backupFile()).isEmpty();
            }
            if (backUp)
                writeWholeFile(backupFile(), previous);
        } else if (previousStatus == ReadStatus::CannotOpen) {
            return fail(tr("Cannot save %1: it cannot be opened (%2), so it is left untouched and "
                           "nothing was saved.").arg(native(m_file), problem));
        } else if (moveAside(m_file).isEmpty()) {
            // Damaged since it was loaded and it cannot be moved: it is not ours to overwrite.
            return fail(tr("%1 cannot be read (%2) and cannot be moved aside, so it is left untouched.")
                            .arg(native(m_file), problem));
        }
    } else if (QString backupProblem; read(backupFile(), check, &backupProblem) == ReadStatus::CannotOpen) {
        // The backup may hold the only copy of the learner's work: a new file would hide it.
        return fail(tr("Cannot save %1: its backup copy %2 cannot be opened (%3), so nothing was saved.")
                        .arg(native(m_file), native(backupFile()), backupProblem));
    }
    QString writeError;
    if (writeWholeFile(m_file, data, &writeError))
        return true;

    const QString folder = info.absolutePath();
    const QFileInfo existing = nearestExisting(folder);
    if (!existing.isDir())
        return fail(tr("Cannot save %1: %2 is a file, not a folder.").arg(native(m_file), native(existing.filePath())));
    if (existing.absoluteFilePath() != QFileInfo(folder).absoluteFilePath())
        return fail(tr("Cannot save %1: the folder %2 cannot be created (%3).")
                        .arg(native(m_file), native(folder), writeError));
    return fail(tr("Cannot save %1: %2").arg(native(m_file), writeError));
}

} // namespace course
