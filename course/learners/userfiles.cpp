#include "userfiles.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace course {

bool writeWholeFile(const QString &file, const QByteArray &data, QString *error)
{
    QDir().mkpath(QFileInfo(file).absolutePath());
    QSaveFile f(file);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.commit()) {
        if (error)
            *error = f.errorString();
        return false;
    }
    return true;
}

QString moveAside(const QString &file)
{
    const QString base = file + QStringLiteral(".unreadable-")
                         + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = base;
    // QFile::rename never replaces an existing file; a taken name just tries the next one.
    for (int n = 2; n < 1000; ++n) {
        if (!QFileInfo::exists(target) && QFile::rename(file, target))
            return target;
        if (!QFileInfo::exists(file))
            return {};
        target = base + QLatin1Char('-') + QString::number(n);
    }
    return {};
}

} // namespace course
