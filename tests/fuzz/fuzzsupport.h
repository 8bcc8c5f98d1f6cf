#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>

// Shared by the fuzz targets: a scratch folder that lives as long as the process, and a check
// that stops the run with a message (libFuzzer keeps the input as a crash; the corpus driver
// fails its test).
namespace fuzz {

/// Stops the run when `ok` is false: a finding, never a skipped input.
inline void check(bool ok, const char *what)
{
    if (!ok) {
        std::fprintf(stderr, "fuzz check failed: %s\n", what);
        std::abort();
    }
}

/// A scratch folder for this process; emptied by clear() before each input.
inline QDir &scratch()
{
    static QTemporaryDir dir;
    static QDir d(dir.path());
    return d;
}

/// A fresh, empty folder `name` in the scratch folder.
inline QString freshFolder(const QString &name)
{
    QDir folder(scratch().filePath(name));
    folder.removeRecursively();
    scratch().mkpath(name);
    return folder.path();
}

inline void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    check(f.open(QIODevice::WriteOnly | QIODevice::Truncate), "cannot write a scratch file");
    f.write(bytes);
}

inline QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
}

} // namespace fuzz

#define FUZZ_CHECK(condition) fuzz::check((condition), #condition)
