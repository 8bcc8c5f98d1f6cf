#pragma once

#include "attemptlog.h"
#include "exercise.h"
#include "jsonfilestore.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>

namespace course {

/// One learner's record on every exercise they have touched: its attempt log and when it
/// last changed. Stored in `exercises.json` (formatVersion 2,
/// docs/formats/exercise-progress.schema.json) in the learner's folder and saved after every
/// answer, whole, through QSaveFile, so a crash during a save leaves the previous file intact.
/// Before each save the previous good file is copied to `exercises.json.bak`; a file that
/// cannot be read is moved aside (never overwritten) and the backup is used instead.
///
/// No score is stored: every figure is score() of the log, recomputed. A format-1 file
/// (answers kept as `lastAnswer` strings, a `bestScore`) is migrated when read: its counts
/// become a log whose last check is the last answer, graded again; its `bestScore` and
/// `solved` are never believed.
class ExerciseProgress
{
    Q_DECLARE_TR_FUNCTIONS(ExerciseProgress)

public:
    static constexpr int kFormatVersion = 2;
    /// The largest exercises.json that is read: as large as a hand-in may be, which carries
    /// the same attempt logs (a whole course of answers is well under 1 MiB).
    static constexpr qint64 kMaxFileSize = 8 * 1024 * 1024;

    explicit ExerciseProgress(const QString &file);

    /// The progress file in `folder` (a learner's profile folder).
    static QString fileIn(const QString &folder);
    QString file() const { return m_file; }
    QString backupFile() const { return m_file + QStringLiteral(".bak"); }
    /// For tools that only look (a teacher's `progress`): load() moves no unreadable file
    /// aside and save() refuses (JsonFileStore::setReadOnly).
    void setReadOnly(bool readOnly) { m_readOnly = readOnly; }


    /// What load() found; the message is for the learner (see JsonFileStore).
    using LoadResult = JsonFileStore::LoadResult;
    /// Reads the file under the one policy of every user file (JsonFileStore). Missing: empty
    /// progress (or the backup, if there is one). Unreadable (bad JSON, another
    /// formatVersion, wrong types): moved aside, and the backup is used if it is good, else
    /// the progress starts empty.
    /// `exerciseFor` finds an exercise by id; a format-1 answer is read by the type of its
    /// exercise (one the course no longer has keeps its text as AttemptEvent::legacyAnswer).
    using ExerciseLookup = std::function<const Exercise *(const QString &id)>;
    LoadResult load(const ExerciseLookup &exerciseFor = {});
    /// The file read by the last load() was format 1 (the next save writes format 2, and the
    /// format-1 file becomes the backup).
    bool migratedFromVersion1() const { return m_migrated; }
    /// Copies the previous good file to backupFile(), then writes the file atomically; on
    /// failure returns false and sets `error`, and the previous file is untouched. Events that
    /// the file holds and this progress does not (saved by another window or computer since it
    /// was read) are merged in first (mergeLogs()), so a save never drops another's work.
    bool save(QString *error = nullptr);

    bool isEmpty() const { return m_entries.isEmpty(); }
    bool contains(const QString &exerciseId) const { return m_entries.contains(exerciseId); }
    QStringList exerciseIds() const;
    /// The learner's log on an exercise; an empty one for an exercise never touched.
    AttemptLog log(const QString &exerciseId) const;
    /// When the log last changed; invalid for an exercise never touched.
    QDateTime updated(const QString &exerciseId) const;
    void setLog(const QString &exerciseId, const AttemptLog &log,
                const QDateTime &when = QDateTime::currentDateTimeUtc());

    /// The figures of a group of exercises (a lesson's).
    struct Summary {
        int count = 0;           ///< exercises in the group
        int finished = 0;        ///< solved, out of attempts, or solution shown
        int solved = 0;          ///< entirely right
        double credit = 0.0;     ///< Σ ExerciseScore::credit
        double maximum = 0.0;    ///< the most credit there is: 1 per exercise
        QStringList remaining;   ///< ids of the exercises not finished, in order
    };
    /// Scores are recomputed from the logs, for the learner's variants.
    Summary summary(const QList<Exercise> &exercises, const QString &learnerId,
                    std::uint64_t labSeed = 0) const;

private:
    struct Entry {
        AttemptLog log;
        QDateTime updated;
    };
    /// Reads a root object of format 2, or of format 1 migrated; says why it cannot.
    static QString parse(const QJsonObject &root, int version, const ExerciseLookup &exerciseFor,
                         QHash<QString, Entry> *entries);
    QByteArray serialize() const;

    QString m_file;
    QHash<QString, Entry> m_entries;
    bool m_migrated = false;
    bool m_readOnly = false;
};

} // namespace course
