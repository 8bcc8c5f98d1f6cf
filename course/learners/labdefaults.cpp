#include "labdefaults.h"

#include <QCoreApplication>
#include <QDir>
#include <QSettings>

namespace course {

LabDefaults LabDefaults::current()
{
    const QSettings settings;
    const QSettings system(QSettings::SystemScope, QCoreApplication::organizationName(),
                           QCoreApplication::applicationName());
    return read(settings, system);
}

LabDefaults LabDefaults::read(const QSettings &settings, const QSettings &system)
{
    LabDefaults d;
    d.handInFolder = folderFromText(settings.value(QLatin1String(kHandInFolderKey)).toString());
    d.allowNewProfiles = parseBool(system.value(QLatin1String(kAllowNewProfilesKey)).toString(), true);
    const QString answerKeys = system.value(QLatin1String(kAllowAnswerKeysKey)).toString();
    d.allowAnswerKeys = parseBool(answerKeys, true);
    d.answerKeysAllowedExplicitly = parseBool(answerKeys, false);
    return d;
}

LabDefaults LabDefaults::fromFile(const QString &iniFile)
{
    const QSettings file(iniFile, QSettings::IniFormat);
    return read(file, file);
}

bool LabDefaults::parseBool(const QString &text, bool fallback)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("true") || t == QLatin1String("yes") || t == QLatin1String("on") || t == QLatin1String("1"))
        return true;
    if (t == QLatin1String("false") || t == QLatin1String("no") || t == QLatin1String("off") || t == QLatin1String("0"))
        return false;
    return fallback;
}

QString LabDefaults::folderFromText(const QString &text)
{
    QString path = text.trimmed();
    if (path == QLatin1String("~"))
        path = QDir::homePath();
    else if (path.startsWith(QLatin1String("~/")))
        path = QDir::homePath() + path.mid(1);
    if (path.isEmpty() || QDir::isRelativePath(path))
        return {};
    return QDir::cleanPath(path);
}

} // namespace course
