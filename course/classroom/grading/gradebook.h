#pragma once

#include "handin.h"
#include "handincollection.h"
#include "labsession.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace course {

/// One student's line in the gradebook: every score recomputed from the raw attempt log of
/// their latest hand-in, under the session's rules and their own variant.
struct GradebookStudent {
    /// Where the student is, for the class board.
    enum class Status {
        NotStarted, ///< no hand-in yet
        Working,    ///< the latest hand-in is an automatic progress hand-in
        Stuck,      ///< working, and the last three checks on one exercise were wrong
        HandedIn,   ///< the latest hand-in is one the student (or the time limit) made
    };

    QString id;                      ///< as displaySafe() shows it
    QString name;                    ///< as displaySafe() shows it
    /// The short code printed on the student's worksheet (variantcode.h): a teacher marking
    /// paper finds the student by it, and `exercise --code` their answers.
    QString variantCode;
    bool handedIn = false;           ///< false: on the roster, but no hand-in was found
    QString file;                    ///< the hand-in counted
    QDateTime handedInAt;
    /// The hand-in counted was made because the time limit ran out (HandIn::timedOut).
    bool timedOut = false;
    QMap<QString, double> scores;    ///< by exercise id, 0…1 each
    /// The exercise ids with at least one counted check: a score of 0 outside it was never
    /// tried, not answered wrong. Not in toJson().
    QSet<QString> tried;
    double total = 0.0;
    double max = 0.0;
    QStringList flags;               ///< plain reasons; a flag never changes a score
    Status status = Status::NotStarted;
    QString stuckOn;                 ///< for Stuck: the exercise id
    /// The work graded: every hand-in of the student for the session merged (mergedHandIn()),
    /// so that feedback and exports say what the gradebook counted. Not in toJson().
    std::optional<HandIn> work;
    /// The keys the student's feedback is sealed to (HandIn::feedbackKey): one per computer
    /// their intact hand-ins came from, the latest first. Not in toJson().
    QList<QByteArray> feedbackKeys;
};

/// One mistake the grader recognised, and how many students made it.
struct ClassDiagnosis {
    QString text;
    int students = 0;
};

/// One exercise across the class: what to re-teach.
struct GradebookExercise {
    QString id;
    QString title;
    double mean = 0.0;  ///< mean score over the students who handed in, 0…1
    int solved = 0;     ///< students who got it entirely right
    int attempted = 0;  ///< students with at least one counted check
    int attempts = 0;   ///< counted checks, all students
    int hints = 0;      ///< hints shown, all students
    /// The diagnoses of the students' last answers (the learner's own feedback), most
    /// frequent first.
    QList<ClassDiagnosis> diagnoses;
    /// Item analysis over the students whose hand-in is counted (analyseItems()): facility and
    /// discrimination in percent, and their reading; nothing without a student.
    std::optional<double> facility;
    std::optional<double> discrimination;
    QString reading;
};


/// The class's work in a session, regraded from the raw answers.
struct Gradebook {
    QString sessionId;
    QString sessionTitle;
    QList<GradebookStudent> students; ///< the roster's order, then students not on it by name
    QList<GradebookExercise> exercises; ///< the session's order
    QList<UnreadableHandIn> unreadable;
    /// Given folders that are missing or cannot be read; every student's row says so.
    QStringList unreachableFolders;
    /// The folders that were read.
    QStringList readFolders;
    /// Cronbach's alpha of the session in percent (analyseItems()), the students it counts, and
    /// a warning when they are too few.
    std::optional<double> consistency;
    int itemStudents = 0;
    QString itemWarning;

    /// {"session": {"id", "title"}, "students": [{"id", "name", "handedIn", "handedInAt",
    /// "timedOut", "status", "stuckOn", "total", "max", "flags", "exercises": [{"id", "score",
    /// "max", "attempts":
    /// [{"answer", "given", "verdict", "score", "diagnoses", "at"}], "hintsSeen": [{"hint",
    /// "at"}], "solutionSeen": {"at"} or null}]}], "exercises": [{"id", "title", "mean",
    /// "solved", "attempted", "attempts", "hints", "diagnoses": [{"text", "students"}],
    /// "facility", "discrimination", "reading"}], "consistency", "itemAnalysis": {"students",
    /// "warning"}, "unreadable": [{"file", "reason"}]}. `session` and `course` are those the
    /// gradebook was graded with: each student's attempts are graded again from their work
    /// (studentAttempts()), never read from a file.
    QJsonObject toJson(const LabSession &session, const Course &course) const;
};

/// "not-started", "working", "stuck", "handed-in": the status as files and scripts name it.
QString statusName(GradebookStudent::Status status);

/// Reads every `.attnhandin` in `folders` once (collectHandIns()) and regrades it. A student's
/// hand-ins of the session (two computers, a USB stick) are merged: every check found in any of
/// them counts, replayed in time order under the session's rules, and the time limit counts
/// from the earliest start. A hand-in for another session is not counted (its numbers were
/// drawn for that one). Reported scores are compared with the recomputed ones and never used;
/// a file that cannot be read (a folder or a device so named included) is listed with its
/// reason, on its student's row too, and never stops the others. Flags, each with a plain
/// reason, never change a score: reported ≠ recomputed, checksum, other session or content,
/// several hand-ins and computers, a renamed file, a name other than the roster's, a folder
/// that cannot be read, not on the roster, more checks than attempts, handed in after the time
/// limit (or no start time to tell), events out of order or outside the session's time, a
/// hand-in dated after `now` or after its file was written, the same work to the millisecond
/// as another student's. Also fills each student's status and the class's summary.
Gradebook gradeSession(const LabSession &session, const Course &course, const QStringList &folders,
                       const QDateTime &now = QDateTime::currentDateTimeUtc());

} // namespace course
