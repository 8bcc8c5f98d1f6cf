#pragma once

#include "handin.h"
#include "labsession.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <cstdint>

namespace course {

/// One made-up student of a rehearsed class, and what they did.
struct RehearsedStudent {
    /// How the student works, so that a class shows what a teacher meets in a lab.
    enum class Kind {
        Perfect,    ///< every exercise right at the first check
        Mistakes,   ///< the typical mistakes the grader diagnoses, some of them left standing
        Hints,      ///< reveals hints, then answers right
        Mixed,      ///< a bit of everything
        Unfinished, ///< still working: the latest hand-in is an automatic progress hand-in
        Stuck,      ///< still working, with three wrong checks in a row on one exercise
        Late,       ///< handed in after the time limit (or, without one, hours later)
    };

    Kind kind = Kind::Mixed;
    HandIn handIn;
    /// For Stuck: the exercise the three wrong checks are on.
    QString stuckOn;
    /// Where writeRehearsal() wrote the hand-in.
    QString file;
    /// The feedback code the made-up class shares (each student's key is their own from it):
    /// it opens any of their feedback, as a real student's code opens theirs.
    QString feedbackCode;
};

/// "perfect", "typical mistakes", …: for the teacher, translated.
QString rehearsedKindText(RehearsedStudent::Kind kind);

/// The most students a rehearsal makes: as many as a session's roster holds, so that a
/// rehearsal of any class is the whole class.
constexpr int kMaxRehearsedStudents = 2000;

/// What a rehearsal's hand-ins carry at the end of their `appVersion`, so that a gradebook tells
/// them from a class's work: their times are made up (they may lie ahead of the clock), so
/// the gradebook names them instead of flagging their clock.
inline constexpr char kRehearsalMark[] = " rehearsal";
/// The app's version with kRehearsalMark.
QString rehearsalAppVersion();
/// Whether `handIn` was made up by a rehearsal.
bool isRehearsal(const HandIn &handIn);

/// What a rehearsal is asked for.
struct RehearsalRequest {
    /// 1…kMaxRehearsedStudents; 0 for the roster's size, or 25 without a roster.
    int students = 0;
    /// The same seed gives the same class.
    std::uint64_t seed = 0;
    /// When the lesson starts; invalid for the session's creation time (or now, without one).
    QDateTime start;
};

/// A plausible class for `session`, made through the same code paths as real students: each
/// student works every exercise in an ExerciseSession under the session's rules with their own
/// variant (checks, hints and solutions at explicit times), and hands in through makeHandIn().
/// The students are the roster's, in its order, then made-up ones (ids r-01, r-02, …); the
/// class holds some perfect students, some making the typical mistakes the grader diagnoses
/// (built from each learner's own variant), some using hints, some unfinished (one of them
/// stuck), and one late. Deterministic for a given request.
QList<RehearsedStudent> rehearseClass(const LabSession &session, const Course &course, const RehearsalRequest &request);

/// Writes every student's hand-in into `folder` (writeHandIn), filling in their `file`.
/// Refuses a folder that already holds a hand-in (it may be the class's own); stops at the
/// first file that cannot be written; false with `error` then.
bool writeRehearsal(const QString &folder, QList<RehearsedStudent> *students, QString *error = nullptr);

} // namespace course
