#pragma once

#include <QHash>
#include <QSet>
#include <QString>

namespace course {

/// Where a learner is in the lessons and which pages they have completed. Stored as JSON with
/// a formatVersion, written whole through QSaveFile so a crash during a save never leaves a
/// half-written file; a file that cannot be read is moved aside, never overwritten.
class CourseProgress
{
public:
    static constexpr int kFormatVersion = 1;

    explicit CourseProgress(const QString &file = {});

    /// The default file under QStandardPaths::AppDataLocation.
    static QString defaultFile();
    /// The progress file in `folder` (a learner's profile folder).
    static QString fileIn(const QString &folder);

    struct LoadResult {
        bool ok = true;
        QString message; ///< for the learner when something was wrong
        QString movedTo; ///< where an unreadable file was moved
    };

    /// Loads the file; a missing file is an empty progress, a corrupt one is moved aside.
    LoadResult load();
    /// Writes the file atomically; on failure returns false and sets `error`.
    bool save(QString *error = nullptr) const;

    QString file() const { return m_file; }

    void markCompleted(const QString &lesson, const QString &page);
    bool isCompleted(const QString &lesson, const QString &page) const;
    int completedCount(const QString &lesson) const;

    QString lastLesson() const { return m_lastLesson; }
    int lastPage() const { return m_lastPage; }
    void setLastPosition(const QString &lesson, int page);

private:
    QString m_file;
    QHash<QString, QSet<QString>> m_completed;
    QString m_lastLesson;
    int m_lastPage = 0;
    bool m_readOnly = false;
};

} // namespace course
