#include "contentfile.h"

#include "boundedread.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUrl>

namespace course {

namespace {


bool systemAccess(const QFileInfo &info)
{
    return info.isDir() ? info.isReadable() && info.isExecutable() : info.isReadable();
}

ContentFile::AccessCheck accessCheck = nullptr;

bool permitted(const QFileInfo &info)
{
    return accessCheck ? accessCheck(info) : systemAccess(info);
}

bool isResource(const QString &path)
{
    return path.startsWith(QLatin1String(":/"));
}

/// Whether the nearest folder above `file` that can be seen may not be entered: then the
/// file cannot be seen either, and "not found" would be wrong.
bool deniedOnTheWay(const QString &file)
{
    QDir dir = QFileInfo(file).absoluteDir();
    for (;;) {
        const QFileInfo info(dir.absolutePath());
        if (info.exists())
            return !permitted(info);
        if (!dir.cdUp())
            return false;
    }
}

} // namespace

ContentFile::AccessCheck ContentFile::setAccessCheck(AccessCheck check)
{
    const AccessCheck previous = accessCheck;
    accessCheck = check;
    return previous;
}

bool ContentFile::isDeniedFolder(const QString &folder)
{
    const QFileInfo info(folder);
    return !isResource(folder) && info.isDir() && !permitted(info);
}

bool ContentFile::isInside(const QString &path, const QString &folder)
{
    if (isResource(path))
        return isResource(folder) || folder.isEmpty();
    const QString canonicalPath = QFileInfo(path).canonicalFilePath();
    const QString canonicalFolder = QFileInfo(folder).canonicalFilePath();
    if (canonicalPath.isEmpty() || canonicalFolder.isEmpty())
        return false;
    return canonicalPath == canonicalFolder
           || canonicalPath.startsWith(canonicalFolder.endsWith(QLatin1Char('/'))
                                           ? canonicalFolder
                                           : canonicalFolder + QLatin1Char('/'));
}

std::optional<QByteArray> ContentFile::read(const QString &file, const QString &folder, qint64 limit,
                                            QString *error)
{
    const QFileInfo info(file);
    const bool resource = isResource(file);
    if (!resource && deniedOnTheWay(file)) {
        *error = QStringLiteral("permission denied");
        return std::nullopt;
    }
    if (!info.exists()) {
        *error = QStringLiteral("file not found");
        return std::nullopt;
    }
    // Devices and pipes may block or never end: only regular files are read.
    if (!info.isFile()) {
        *error = QStringLiteral("not a regular file");
        return std::nullopt;
    }
    if (!resource && !isInside(file, folder.isEmpty() ? info.absolutePath() : folder)) {
        *error = QStringLiteral("refused: a symbolic link to '%1', outside the lesson's folder")
                     .arg(info.canonicalFilePath());
        return std::nullopt;
    }
    if (!resource && !permitted(info)) {
        *error = QStringLiteral("permission denied");
        return std::nullopt;
    }
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        *error = QStringLiteral("cannot read: %1").arg(f.errorString());
        return std::nullopt;
    }
    QByteArray data;
    switch (readBounded(f, limit, &data)) {
    case BoundedRead::Read:
        return data;
    case BoundedRead::TooLarge:
        *error = QStringLiteral("file is too large (more than %1 bytes)").arg(limit);
        return std::nullopt;
    case BoundedRead::Failed:
        *error = QStringLiteral("cannot read: %1").arg(f.errorString());
        return std::nullopt;
    }
    return std::nullopt;
}

std::optional<QString> ContentFile::imageFile(const QString &target, const QString &folder, QString *why)
{
    const QString t = target.trimmed();
    if (t.isEmpty()) {
        *why = QStringLiteral("an image needs a file");
        return std::nullopt;
    }
    if (t.startsWith(QLatin1String(":/")) || t.startsWith(QLatin1String("qrc:/"))) {
        const QString resource = t.startsWith(QLatin1Char(':')) ? t : t.mid(3);
        if (!QFileInfo(resource).isFile()) {
            *why = QStringLiteral("no built-in image '%1'").arg(t);
            return std::nullopt;
        }
        return resource;
    }
    const QUrl url(t);
    if (!url.scheme().isEmpty()) {
        *why = QStringLiteral("'%1' is not a file of the lesson: an image is a path relative to "
                              "the lesson's folder")
                   .arg(t);
        return std::nullopt;
    }
    const QString path = url.path();
    if (QDir::isAbsolutePath(path)) {
        *why = QStringLiteral("'%1' is an absolute path: an image is a path relative to the lesson's folder")
                   .arg(t);
        return std::nullopt;
    }
    if (folder.isEmpty()) {
        *why = QStringLiteral("'%1': images are shown only in a lesson's pages and exercises").arg(t);
        return std::nullopt;
    }
    const QString file = QDir::cleanPath(QDir(folder).absoluteFilePath(path));
    const QFileInfo info(file);
    if (!info.exists()) {
        *why = QStringLiteral("image '%1' not found in the lesson's folder").arg(t);
        return std::nullopt;
    }
    if (!isInside(file, folder)) {
        *why = QStringLiteral("image '%1' lies outside the lesson's folder").arg(t);
        return std::nullopt;
    }
    if (!info.isFile()) {
        *why = QStringLiteral("image '%1' is not a regular file").arg(t);
        return std::nullopt;
    }
    if (info.size() > kMaxImageSize) {
        *why = QStringLiteral("image '%1' is too large (%2 bytes; at most %3)").arg(t).arg(info.size()).arg(kMaxImageSize);
        return std::nullopt;
    }
    return file;
}

} // namespace course
