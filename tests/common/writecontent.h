#pragma once

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTest>

// Writing lesson content into a temporary folder, for the tests of the loader, the validator
// and the window's pages.
namespace testing {

/// Writes `content` to `relative` under `root`, making the folders on the way.
inline void write(const QString &root, const QString &relative, const QByteArray &content)
{
    const QString path = QDir(root).filePath(relative);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly), qPrintable(path));
    QCOMPARE(f.write(content), content.size());
}

} // namespace testing
