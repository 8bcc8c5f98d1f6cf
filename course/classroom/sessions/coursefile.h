#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace course {

/// The four kinds of file people exchange with Attention Lab (docs/formats/), each a JSON
/// object with its own suffix: what a double click, the command line or a drop opens.
enum class CourseFileKind {
    LabSession, ///< `.attnlab`, a teacher's lab session
    HandIn,     ///< `.attnhandin`, a student's work handed in
    Feedback,   ///< `.attnfeedback`, a teacher's feedback to a student
    Setup,      ///< `.attnsetup`, a workshop set-up
};

/// What a file is: its kind, or nothing and `problem` (translated) saying why it is not one of
/// the course's files.
struct CourseFileType {
    std::optional<CourseFileKind> kind;
    QString problem;
    /// The kind was read from the contents, not from the file name's suffix.
    bool byContents = false;
};

/// The suffix a kind's files carry, without the dot ("attnlab").
QString courseFileSuffix(CourseFileKind kind);
/// The kind the file name's suffix names (case-insensitively); nothing for any other suffix.
std::optional<CourseFileKind> courseFileKindFromName(const QString &path);
/// The kind a file's JSON object is, by the members only its format has (the schemas in
/// docs/formats/): a hand-in's `checksum` and `final`, a feedback file's `comment` and
/// `written`, a session's `roster`, `rules` and `seed`, a set-up's `keys` and `query` (and no
/// `session`); each with a `formatVersion`. Nothing for any other object.
std::optional<CourseFileKind> courseFileKindFromJson(const QJsonObject &root);

/// Which kind of course file `path` is: decided by the suffix first, otherwise by reading the
/// JSON (bounded, regular files only). A missing file, a folder, a file that is not JSON or not
/// one of the four gives no kind and a problem. A file whose suffix names a kind is not read
/// here: whoever opens it reads it, and reports what is wrong with it.
CourseFileType classifyCourseFile(const QString &path);

/// Whether a command-line argument is meant as a file rather than a command word: it exists,
/// has one of the four suffixes, or is a path with a folder in it.
bool looksLikeFilePath(const QString &argument);

/// The lab session file a hand-in belongs to, looked for beside it: `.attnlab` files in the
/// hand-in's folder, then in its parent folder, whose id is `sessionId`. Empty when there is
/// none (at most kMaxSessionsLookedAt files are read in each folder).
QString findLabSessionBeside(const QString &handInPath, const QString &sessionId);
inline constexpr int kMaxSessionsLookedAt = 200;

} // namespace course
