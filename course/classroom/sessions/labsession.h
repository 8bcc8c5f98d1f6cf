#pragma once

#include "coursefolder.h"
#include "lesson.h"
#include "roster.h"
#include "setup.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace course {

/// The rules a teacher sets for a lab session (they override the exercises' own).
struct LabRules {
    enum class Solutions { Always, AfterHandIn, Never };

    /// Attempts per exercise; nothing keeps each exercise's own.
    std::optional<int> attempts;
    bool hints = true;
    /// Credit lost per attempt before the one that earns it (Exercise::attemptPenalty), 0…1;
    /// nothing keeps each exercise's own.
    std::optional<double> attemptPenalty;
    Solutions solutions = Solutions::AfterHandIn;
    /// Minutes from joining; nothing for no limit.
    std::optional<int> timeLimitMinutes;
    /// Hand in every N minutes by itself; nothing for only when the student does.
    std::optional<int> autoHandInMinutes;

    bool operator==(const LabRules &) const = default;
};

QString solutionsName(LabRules::Solutions solutions);
std::optional<LabRules::Solutions> solutionsFromName(const QString &name);

/// One student on a session's roster (read from a roster CSV, roster.h).
using LabStudent = RosterStudent;

/// A teacher's lab session (a `.attnlab` file, docs/formats/lab-session.schema.json): which
/// exercises, in which order, under which rules and with which lab seed, for whom, and for
/// which course content. Every student's variant of an exercise is drawn from their learner
/// id, the exercise and this seed, so the teacher's answer key matches each screen.
struct LabSession {
    static constexpr int kFormatVersion = 1;

    QString id; ///< unique, made when the session is created
    QString title;
    QDateTime created;
    QStringList exerciseIds;
    std::uint64_t seed = 0;
    LabRules rules;
    QList<LabStudent> roster;
    /// Where students hand in (a shared folder); may be empty.
    QString handInFolder;
    /// SHA-256 of the content of every lesson the session's exercises come from, by lesson id.
    QMap<QString, QString> contentHashes;
    /// The teacher's workshop set-up, which the session's workshop opens on; nothing keeps
    /// the plate's layout (and files written before set-ups existed have none).
    std::optional<WorkshopSetup> setup;
    /// Whether the session's target exercises are played on the set-up's keys and values
    /// instead of the plate's; only with a set-up.
    bool targetsUseSetup = false;
    /// A teacher's course folder (lessons/FORMAT.md) whose lessons the students get beside the
    /// built-in ones; empty for none (and in files written before it existed). Written relative
    /// to the session file's folder so that it travels with a shared folder; readLabSession()
    /// makes it absolute.
    QString lessonsFolder;
    /// Whether the session's correct answers (answer keys and grids, `exercise --lab`, rehearsed
    /// classes) are printed only on a computer whose lab defaults allow answer keys in so many
    /// words (LabDefaults::allowsAnswerKeys()); false prints them wherever answer keys are not
    /// turned off, as files written before it existed do.
    bool answerKeysOnlyWhereAllowed = false;

    /// The seed and the target layout every variant of this session is made from.
    VariantContext variantContext() const;

    QJsonObject toJson() const;
    /// Nothing, and one message per problem, for anything that is not a session file.
    static std::optional<LabSession> fromJson(const QJsonObject &root, QStringList *problems);

    bool operator==(const LabSession &) const = default;
};

/// What a teacher asks for; makeLabSession() checks it against the course.
struct LabRequest {
    QString title;
    QStringList exerciseIds;
    QStringList lessonIds; ///< every exercise of these lessons, in course order
    std::optional<std::uint64_t> seed; ///< random when nothing
    LabRules rules;
    QList<LabStudent> roster;
    QString handInFolder;
    std::optional<WorkshopSetup> setup;
    bool targetsUseSetup = false;
    /// Written into the session as it is (LabSession::lessonsFolder); the exercises it adds
    /// must already be in the course given to makeLabSession().
    QString lessonsFolder;
    bool answerKeysOnlyWhereAllowed = false;
};

/// A new session for `course`, or nothing with one message per problem (unknown exercise
/// or lesson, no exercises, an empty title, rules out of range).
std::optional<LabSession> makeLabSession(const Course &course, const LabRequest &request, QStringList *problems);

/// SHA-256 (hex) of everything in a lesson's folder: every file's path and bytes, in order.
QString lessonContentHash(const Lesson &lesson);

/// One sentence per target exercise of the session that cannot be met on the layout its
/// learners get (the set-up's, when the session's targets use it); empty when all can.
QStringList unreachableTargets(const LabSession &session, const Course &course);

/// How `course` differs from the content the session was made for, one sentence per lesson
/// or exercise (unreachable targets included); empty when it is the same.
QStringList contentDifferences(const LabSession &session, const Course &course);

/// The course a session's students work in: `builtIn`, with the good lessons of the session's
/// lessons folder beside it when it names one (coursefolder.h). `messages` receives, translated,
/// why the folder cannot be used (then `builtIn` alone is returned) or each of its problems
/// (its other lessons are used); nothing when all is well.
Course sessionCourse(const LabSession &session, const Course &builtIn, QStringList *messages);

/// Reads a session file (bounded, regular files only); nothing with problems otherwise. A
/// hand-in folder or lessons folder written relative is taken from the session file's folder
/// (a session in a shared folder can name "hand-ins" or "lessons" beside it).
std::optional<LabSession> readLabSession(const QString &path, QStringList *problems);
/// The session's hand-in folder as the session file at `sessionPath` names it: a relative one
/// is taken from the file's own folder; empty when the session names none.
QString handInFolderOf(const LabSession &session, const QString &sessionPath);
/// The folders a session's hand-ins are read from when the teacher names none, for the window
/// and the command line alike: the session's own folder, else the lab's default one
/// (`labFolder`, LabDefaults::handInFolder), where its students hand in; empty when neither
/// names one. Not checked here: a folder that cannot be read is the gradebook's to report.
QStringList defaultHandInFolders(const LabSession &session, const QString &labFolder);
/// The same with this computer's lab defaults (LabDefaults::current()).
QStringList defaultHandInFolders(const LabSession &session);
/// Writes it whole through QSaveFile.
bool writeLabSession(const QString &path, const LabSession &session, QString *error = nullptr);

} // namespace course
