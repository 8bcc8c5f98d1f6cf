#pragma once

#include "handin.h"
#include "labsession.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace course {

/// A hand-in file that could not be read, and why.
struct UnreadableHandIn {
    QString file;
    QString reason;
};

/// One readable hand-in of a learner, as a folder held it.
struct HandInCopy {
    HandIn handIn;      ///< only the session's exercises are kept
    QString file;
    bool checksumMatches = true;
    QDateTime fileModified;
    /// Work on exercises the session does not have: named in a flag, never kept.
    QStringList otherExercises;
};

/// Everything the folders hold for one learner.
struct LearnerHandIns {
    QList<HandInCopy> copies;              ///< every readable hand-in, of any session, latest first
    QList<UnreadableHandIn> unreadable;    ///< files named for this learner that could not be read
    /// More files are named for this learner than are read (kMaxHandInsPerLearner).
    int notRead = 0;
};

/// What a class's hand-in folders hold, read once: the gradebook, its CSV and the feedback all
/// come from one collection.
struct HandInCollection {
    QHash<QString, LearnerHandIns> byLearner;
    QList<UnreadableHandIn> unreadable;  ///< every file or folder that could not be read
    QStringList unreachableFolders;      ///< given folders that are missing or cannot be listed
    QStringList readFolders;             ///< the folders that were read
    /// Files named for no student of the roster that were not read (kMaxOtherHandIns).
    int othersNotRead = 0;
};

/// More hand-ins than any class hands in, of files named for no student of the roster: the
/// rest are not read (and the teacher is told).
inline constexpr int kMaxOtherHandIns = 5000;
/// More hand-ins than one student makes (one per computer, copies on a USB stick): the rest
/// of the files named for them are not read, and their row says so.
inline constexpr int kMaxHandInsPerLearner = 50;
/// The most files named for one student that are opened at all (most of them unreadable).
inline constexpr int kMaxFilesPerLearner = 1000;

/// Reads every `.attnhandin` in `folders` (each folder once, however named). The files named
/// for a student of the session's roster (`…-<id>.attnhandin`, `…-<id>-<device>.attnhandin`)
/// are read first, so that no cap ever skips a student the session expects (for each student,
/// the files named as the course names them first; at most kMaxHandInsPerLearner readable
/// hand-ins and kMaxFilesPerLearner files); a file that
/// cannot be read is kept under the learner its name gives, and in the list of all of them.
/// Only the session's exercises are kept of each hand-in.
HandInCollection collectHandIns(const LabSession &session, const QStringList &folders);

/// The roster student a hand-in file's name is for: the longest roster id it ends with before a
/// device code, else the longest it ends with; empty when none.
QString rosterIdOfFileName(const QString &fileName, const QSet<QString> &rosterIds);

/// Lab computers' clocks differ by this much at most.
inline constexpr qint64 kClockAllowanceSeconds = 5 * 60;

/// A learner's work in `sessionId`, from every copy of it (two computers, a USB stick and the
/// shared folder): each exercise's events merged (mergeLogs()), the earliest start of a copy
/// whose checksum matches and that began once the session was made (`sessionCreated`, within
/// kClockAllowanceSeconds; else the latest copy's start), the learner's name from the latest,
/// handed in when the latest final hand-in holds all the work (then at its time, and timed
/// out when it was a time-out's). Nothing when no copy is of that session.
std::optional<HandIn> mergedHandIn(const QList<HandInCopy> &copies, const QString &sessionId,
                                   const QDateTime &sessionCreated = {});

} // namespace course
