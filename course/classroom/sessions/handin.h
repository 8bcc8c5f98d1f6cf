#pragma once

#include "attemptlog.h"
#include "labsession.h"

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace course {

/// One exercise in a hand-in: the full attempt log, and the score the student's machine
/// computed from it, kept only as reported: a gradebook recomputes it from the log.
struct HandInExercise {
    AttemptLog log;
    double reportedScore = 0.0;

    bool operator==(const HandInExercise &) const = default;
};

/// A student's work in a lab session (a `.attnhandin` file,
/// docs/formats/hand-in.schema.json). Language-independent: ids, raw answers and times.
struct HandIn {
    /// 2 added `device`, 3 `feedbackKey`; older files are read with them empty.
    static constexpr int kFormatVersion = 3;

    QString sessionId;
    QString sessionTitle;
    QString learnerId;
    QString learnerName;
    QString appVersion;
    /// The copy of the student's work that made this hand-in: eight hex digits chosen once per
    /// learner's lab folder (one computer, or one home folder), so that hand-ins from two
    /// computers carry different codes and file names and never replace each other. Empty for
    /// a format-1 file and for the made-up hand-ins of `lab rehearse`.
    QString device;
    /// The public key the student's feedback is sealed to (course::feedbackkey, 32 bytes),
    /// from their feedback code; empty before format 3 and for a hand-in made without one.
    QByteArray feedbackKey;
    /// The locale the student's numbers were read in (each check also records its own).
    QString locale;
    QMap<QString, QString> contentHashes;
    /// When the learner joined the session on their machine (a time limit counts from it);
    /// invalid when unknown.
    QDateTime started;
    QDateTime handedIn;
    /// True for a hand-in the learner made (or the time limit made); false for the progress
    /// the app hands in by itself every few minutes (`--auto-hand-in`) while they work.
    bool final = true;
    /// A final hand-in made once the session's time limit had run out: the one the window
    /// makes when the time is up, or one the learner made after it. Written only when true
    /// (`timedOut`, optional in format 3); false in every older file.
    bool timedOut = false;
    QMap<QString, HandInExercise> exercises;

    /// The whole file, its `checksum` member included.
    QJsonObject toJson() const;
    /// Nothing, with one message per problem, for anything that is not a hand-in.
    /// `checksumMatches` says whether the body is the one the checksum was made for: a
    /// mismatch is reported, never a reason to refuse (the teacher decides).
    static std::optional<HandIn> fromJson(const QJsonObject &root, QStringList *problems, bool *checksumMatches);

    bool operator==(const HandIn &) const = default;
};

/// An exercise as a session's rules make it: their attempts, no hints when hints are off,
/// and a solution that may be shown (and then ends the exercise) unless the rules say never.
/// When the window offers it ("after hand-in": only once the learner has handed in) is the
/// lab view's business: solutionOffered().
Exercise underLabRules(const Exercise &exercise, const LabRules &rules);
/// Whether a learner may be shown solutions now.
bool solutionOffered(const LabRules &rules, bool handedIn);

/// SHA-256 (hex) of a hand-in's body: the compact JSON of every member but `checksum`.
/// It catches corruption; it does not stop a student who edits the file and the checksum
/// alike, which is why every score is recomputed from the raw log.
QString handInChecksum(const QJsonObject &root);

/// Who hands in, and how.
struct HandInSource {
    QString learnerId;
    QString learnerName;
    QString appVersion;
    /// When the learner joined the session.
    QDateTime started;
    /// False for an automatic progress hand-in.
    bool final = true;
    /// HandIn::device.
    QString device;
    /// HandIn::feedbackKey.
    QByteArray feedbackKey;
    /// HandIn::timedOut: a final hand-in made once the time limit had run out.
    bool timedOut = false;
};

/// The hand-in of a learner's logs for the session's exercises, each with its score as this
/// machine computes it (the learner's variant under the session's seed and rules).
HandIn makeHandIn(const LabSession &session, const Course &course, const HandInSource &source,
                  const QHash<QString, AttemptLog> &logs, const QDateTime &when = QDateTime::currentDateTimeUtc());

/// `text` as one part of a file name: every character that some file system refuses (or reads
/// as a path) replaced by "_", spaces too, at most 60 characters and 72 bytes of UTF-8.
QString fileNamePart(const QString &text);
/// "<session title>-<learner name>-<learner id><suffix>" with every character that some file
/// system refuses replaced: safe on any disk and unique per learner. Every file a session
/// makes for one learner (a hand-in, feedback) is named so.
QString learnerFileName(const QString &sessionTitle, const QString &learnerName, const QString &learnerId,
                        const QString &suffix);
/// learnerFileName() with the suffix ".attnhandin", and "-<device>" before it when the
/// hand-in names its device: each computer's hand-ins of a learner have a name of their own.
QString handInFileName(const QString &sessionTitle, const QString &learnerName, const QString &learnerId,
                       const QString &device = {});
/// Whether `device` may name a hand-in's device: empty, or eight hex digits (0-9, a-f).
bool isValidDevice(const QString &device);
/// A new device code: eight random hex digits.
QString newDevice();

/// Writes the hand-in into `folder` whole (QSaveFile), named by handInFileName() of its
/// learner and device: it replaces the previous hand-in of the same device only, which it
/// holds all of (a learner's work only grows). The path written is returned in `path`.
bool writeHandIn(const QString &folder, const HandIn &handIn, QString *path, QString *error = nullptr);
/// The file that shows a folder is a teacher's hand-in folder: `lab new` and Teacher ▸ New Lab
/// Session… leave it in the session's hand-in folder, and an administrator may make it by hand
/// (`touch`; what it holds does not matter).
inline constexpr char kHandInFolderMarker[] = ".attention-lab-hand-ins";

/// Leaves kHandInFolderMarker in `folder` unless it is there already. False, with `error`, when
/// the folder cannot be found or written: students' computers will then not hand in to it
/// until it holds the marker or a session file.
bool markHandInFolder(const QString &folder, QString *error = nullptr);

/// Whether `folder` shows that it is the folder a teacher set up for hand-ins, and not an
/// empty stand-in for it (a network share that went away leaves its empty mount point behind,
/// and a hand-in written there never reaches the teacher): it holds kHandInFolderMarker, a lab
/// session file (`.attnlab`), or a hand-in of `learnerId` handed in before.
bool isTeachersHandInFolder(const QString &folder, const QString &learnerId);

/// Whether `fileName` is named as the course names `learnerId`'s hand-ins:
/// `…-<id>.attnhandin` or `…-<id>-<device>.attnhandin` (exactly, case included).
bool isHandInFileOf(const QString &fileName, const QString &learnerId);

/// Reads a hand-in (bounded, regular files only).
std::optional<HandIn> readHandIn(const QString &path, QStringList *problems, bool *checksumMatches);

} // namespace course
