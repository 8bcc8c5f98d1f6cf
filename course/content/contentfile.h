#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

class QFileInfo;

namespace course {

/// Reading lesson content (lessons/FORMAT.md: manifests, pages, exercises, glossaries and the
/// images pages show) without trusting what a file says about itself: a file in /proc reports
/// a size of 0 and may never end, a device or a pipe may block, a symbolic link may lead
/// anywhere. Every content file is read through here, never with QFile::readAll().
class ContentFile
{
public:
    /// A manifest, page, exercise or glossary file larger than this is refused.
    static constexpr qint64 kMaxFileSize = 1024 * 1024;
    /// An image file larger than this is refused.
    static constexpr qint64 kMaxImageSize = 4 * 1024 * 1024;

    /// The bytes of `file`, read in chunks up to `limit` + 1 whatever size the file reports.
    /// Only a regular file is read, and only when it lies, every symbolic link followed, inside
    /// `folder` (the folder holding it when empty); built-in resources (":/…") always may be.
    /// Nothing when it cannot be read, and `*error` says why ("file not found", "permission
    /// denied", "file is too large …", …).
    static std::optional<QByteArray> read(const QString &file, const QString &folder, qint64 limit,
                                          QString *error);

    /// Whether `path`, every symbolic link followed, is `folder` or lies inside it.
    static bool isInside(const QString &path, const QString &folder);

    /// Whether a folder that exists may not be listed and opened by this process.
    static bool isDeniedFolder(const QString &folder);

    /// The file an image target of a page or exercise text names: a path relative to the
    /// lesson `folder` that stays inside it, to a regular file of at most kMaxImageSize bytes,
    /// or a built-in resource (":/…", "qrc:/…"). Nothing when the target is anything else (an
    /// absolute path, a file: or network URL, data, a device, a link out of the folder), and
    /// `*why` says what is wrong.
    static std::optional<QString> imageFile(const QString &target, const QString &folder, QString *why);

    /// Whether this process may read a file, or list and enter a folder. The system's answer
    /// (QFileInfo::isReadable(), isExecutable()) unless a test replaced it: root is refused
    /// nothing by file permissions, so tests deny a path through this seam. Returns the check
    /// it replaces; nullptr restores the system's.
    using AccessCheck = bool (*)(const QFileInfo &info);
    static AccessCheck setAccessCheck(AccessCheck check);
};

} // namespace course
