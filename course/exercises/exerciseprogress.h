#pragma once

#include "exercise.h"
#include "exercisestate.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace course {

/// One learner's record on every exercise they have touched: its ExerciseState and when it
/// last changed. Stored in `exercises.json` (formatVersion 1) in the learner's folder and
/// saved after every answer, whole, through QSaveFile, so a crash during a save leaves the
/// previous file intact. Before each save the previous good file is copied to
/// `exercises.json.bak`; a file that cannot be read is moved aside (never overwritten) and the
/// backup is used instead.
class ExerciseProgress
{
    Q_DECLARE_TR_FUNCTIONS(ExerciseProgress)

public:
    static constexpr int kFormatVersion = 1;

    explicit ExerciseProgress(const QString &file);

    /// The progress file in `folder` (a learner's profile folder).
    static QString fileIn(const QString &folder);
    QString file() const { return m_file; }
    QString backupFile() const { return m_file + QStringLiteral(".bak"); }

    struct LoadResult {
        bool ok = true;
        /// For the learner: what was wrong, where the old file went and what is used now.
        QString message;
        QString problem;        ///< why the file could not be read
        QString movedTo;        ///< where the unreadable file was moved
        bool fromBackup = false; ///< the progress comes from backupFile()
    };
    /// Reads the file. Missing: empty progress (or the backup, if there is one). Unreadable
    /// (bad JSON, another formatVersion, wrong types): moved aside, and the backup is used
    /// if it is good, else the progress starts empty.
    LoadResult load();
    /// Copies the previous good file to backupFile(), then writes the file atomically; on
    /// failure returns false and sets `error`, and the previous file is untouched.
    bool save(QString *error = nullptr) const;

    bool isEmpty() const { return m_entries.isEmpty(); }
    bool contains(const QString &exerciseId) const { return m_entries.contains(exerciseId); }
    QStringList exerciseIds() const;
    /// The learner's state on an exercise; a fresh state for one never touched.
    ExerciseState state(const QString &exerciseId) const;
    /// When the state last changed; invalid for an exercise never touched.
    QDateTime updated(const QString &exerciseId) const;
    void setState(const QString &exerciseId, const ExerciseState &state,
                  const QDateTime &when = QDateTime::currentDateTimeUtc());

    /// The figures of a group of exercises (a lesson's).
    struct Summary {
        int count = 0;           ///< exercises in the group
        int finished = 0;        ///< solved, out of attempts, or solution shown
        double credit = 0.0;     ///< Σ ExerciseState::credit()
        double maximum = 0.0;    ///< the most credit there is: 1 per exercise
        QStringList remaining;   ///< ids of the exercises not finished, in order
    };
    Summary summary(const QList<Exercise> &exercises) const;

private:
    struct Entry {
        ExerciseState state;
        QDateTime updated;
    };
    /// Parses a whole file; on any problem returns false and says why.
    static bool parse(const QByteArray &data, QHash<QString, Entry> *entries, QString *problem);
    QByteArray serialize() const;

    QString m_file;
    QHash<QString, Entry> m_entries;
};

} // namespace course
