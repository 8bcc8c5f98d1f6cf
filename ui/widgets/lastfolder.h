#pragma once

#include <QString>

namespace ui {

/// The kinds of file a file dialog asks for, each remembered on its own: a teacher who keeps
/// sessions on a share and exports on the desktop finds each where they left it.
enum class FileKind { LabSession, Setup, Roster, Export, Feedback };

/// The folder a file of `kind` was last chosen in (this user's settings) while it still exists;
/// else `fallback` when it is a folder; else the Documents folder.
QString lastFolder(FileKind kind, const QString &fallback = {});
/// Remembers the folder of the file `path` for `kind`; nothing for an empty path.
void rememberFolder(FileKind kind, const QString &path);

} // namespace ui
