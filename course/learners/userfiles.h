#pragma once

#include <QByteArray>
#include <QString>

namespace course {

/// Writes `data` as the whole of `file` through QSaveFile, creating its folder: a crash during
/// the write leaves the previous file as it was. False (and `error` set) on failure.
bool writeWholeFile(const QString &file, const QByteArray &data, QString *error = nullptr);

/// Renames an unreadable `file` to `<file>.unreadable-<yyyyMMdd-HHmmss>` (with `-2`, `-3`, …
/// when that name is taken, so nothing is ever overwritten). Returns the new path, or an
/// empty string when the file could not be renamed.
QString moveAside(const QString &file);

} // namespace course
