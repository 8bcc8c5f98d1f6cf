#pragma once

#include "jsonfilestore.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QString>

namespace course {

/// Where a learner is in the lessons and which pages they have completed. Stored in
/// `lesson-progress.json` (formatVersion 1) through a JsonFileStore: written whole through
/// QSaveFile with a backup of the previous good file; a file that cannot be read is moved
/// aside, never overwritten, and the backup is used when it is good.
class CourseProgress
{
    Q_DECLARE_TR_FUNCTIONS(CourseProgress)

public:
    static constexpr int kFormatVersion = 1;
    /// The largest lesson-progress.json that is read: a few hundred bytes per lesson.
    static constexpr qint64 kMaxFileSize = 1024 * 1024;

    explicit CourseProgress(const QString &file = {});

    /// The default file under QStandardPaths::AppDataLocation.
    static QString defaultFile();
    /// The progress file in `folder` (a learner's profile folder).
    static QString fileIn(const QString &folder);

    using LoadResult = JsonFileStore::LoadResult;

    /// Loads the file; a missing file is an empty progress, a corrupt one is moved aside and
    /// the backup used when it is good.
    LoadResult load();
    /// Copies the previous good file to the backup and writes the file atomically; on failure
    /// returns false and sets `error` (translated).
    bool save(QString *error = nullptr) const;

    QString file() const { return m_file; }
    /// For tools that only look (a teacher's `progress`): load() moves no unreadable file
    /// aside and save() refuses (JsonFileStore::setReadOnly).
    void setReadOnly(bool readOnly) { m_readOnly = readOnly; }

    QString backupFile() const { return JsonFileStore(m_file, kFormatVersion).backupFile(); }

    void markCompleted(const QString &lesson, const QString &page);
    bool isCompleted(const QString &lesson, const QString &page) const;
    int completedCount(const QString &lesson) const;

    QString lastLesson() const { return m_lastLesson; }
    int lastPage() const { return m_lastPage; }
    void setLastPosition(const QString &lesson, int page);

private:
    struct Data {
        QHash<QString, QSet<QString>> completed;
        QString lastLesson;
        int lastPage = 0;
    };
    /// Reads a root object into `data`; why it cannot be used, or empty.
    static QString parse(const QJsonObject &root, Data *data);

    QString m_file;
    QHash<QString, QSet<QString>> m_completed;
    QString m_lastLesson;
    int m_lastPage = 0;
    bool m_readOnly = false;
};

} // namespace course
