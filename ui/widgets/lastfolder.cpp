#include "lastfolder.h"

#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace ui {

namespace {

QString key(FileKind kind)
{
    switch (kind) {
    case FileKind::LabSession: return QStringLiteral("folders/labSessions");
    case FileKind::Setup: return QStringLiteral("folders/setups");
    case FileKind::Roster: return QStringLiteral("folders/rosters");
    case FileKind::Export: return QStringLiteral("folders/exports");
    case FileKind::Feedback: return QStringLiteral("folders/feedback");
    }
    return QStringLiteral("folders/other");
}

} // namespace

QString lastFolder(FileKind kind, const QString &fallback)
{
    const QString remembered = QSettings().value(key(kind)).toString();
    if (!remembered.isEmpty() && QFileInfo(remembered).isDir())
        return remembered;
    if (!fallback.isEmpty() && QFileInfo(fallback).isDir())
        return fallback;
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

void rememberFolder(FileKind kind, const QString &path)
{
    if (path.isEmpty())
        return;
    QSettings().setValue(key(kind), QFileInfo(path).absolutePath());
}

} // namespace ui
