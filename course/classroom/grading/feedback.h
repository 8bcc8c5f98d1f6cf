#pragma once

#include "answer.h"
#include "gradebook.h"
#include "grading.h"
#include "handin.h"
#include "labsession.h"

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace course {

/// The mark on one cell of a table answer, as the learner's own check shows it.
struct FeedbackCell {
    CellVerdict::Kind kind = CellVerdict::Kind::Empty;
    /// What went wrong, or why a wrong-looking figure is carried forward; may be empty.
    QString diagnosis;

    bool operator==(const FeedbackCell &) const = default;
};

/// One exercise of a student's feedback: the recomputed mark and the verdict on their last
/// counted answer.
struct FeedbackExercise {
    QString id;
    QString title;
    /// Recomputed from the hand-in's raw log under the session's rules and the learner's
    /// variant (what the gradebook counts), 0…max.
    double score = 0.0;
    double max = 1.0;
    int attempts = 0;          ///< checks that counted
    int hints = 0;             ///< hints that counted
    bool solved = false;
    bool solutionShown = false;
    /// The last counted answer exactly as handed in; nothing when there was none.
    std::optional<Answer> answer;
    /// The verdict on it (never Invalid: an answer that is no answer does not count).
    std::optional<Feedback::Status> verdict;
    /// The grader's words, translated when the file was written (the teacher's language).
    QString message;
    QStringList details;
    /// Table exercises: one row per table row, one mark per input column; nothing where the
    /// table has no cell to fill. Empty for other exercises.
    QList<QList<std::optional<FeedbackCell>>> cells;

    bool operator==(const FeedbackExercise &) const = default;
};

/// What a teacher sends a student after grading (a `.attnfeedback` file,
/// docs/formats/feedback.schema.json): the recomputed marks per exercise and per table cell,
/// the grader's diagnoses, the teacher's comment to the class and their comment to this
/// student. It is for the student to read: nothing
/// ever grades from it (a gradebook recomputes from the hand-in), so it has no checksum.
struct StudentFeedback {
    static constexpr int kFormatVersion = 1;
    /// The longest comment a teacher may write.
    static constexpr int kMaxComment = 10000;

    QString sessionId;
    QString sessionTitle;
    QString learnerId;
    QString learnerName;
    /// When the hand-in these marks come from was made; invalid when unknown.
    QDateTime handedIn;
    QDateTime written;
    /// The locale the messages were written in ("de_DE").
    QString language;
    /// The teacher's comment to the whole class; may be empty.
    QString comment;
    /// The teacher's comment to this student alone; empty when none (then the file has no
    /// `personalComment`, as before it existed).
    QString personalComment;
    double total = 0.0;
    double max = 0.0;
    QList<FeedbackExercise> exercises; ///< the session's order

    QJsonObject toJson() const;
    /// Nothing, with one message per problem, for anything that is not a feedback file.
    static std::optional<StudentFeedback> fromJson(const QJsonObject &root, QStringList *problems);

    bool operator==(const StudentFeedback &) const = default;
};

/// The feedback on `handIn` for the session: every score recomputed from the raw log with the
/// session's rules and the learner's own variant (the hand-in's reported scores are never
/// read), the verdict on each last counted answer, written `when` in the current language.
/// The learner's name is the roster's when they are on it.
StudentFeedback makeFeedback(const LabSession &session, const Course &course, const HandIn &handIn,
                             const QString &comment, const QDateTime &when = QDateTime::currentDateTimeUtc());

/// "<learner name>-<learner id>-<session title>.attnfeedback": whose it is first, so that a
/// file dialog that shortens a long name still shows it.
QString feedbackFileName(const StudentFeedback &feedback);

/// A feedback file as it lies in a folder: whose it is, which anyone may read, and the feedback
/// sealed for that student alone (format 2: one sealed copy per key their hand-ins carried,
/// course::feedbackkey), or, in a file from before sealing (format 1), the feedback itself.
struct FeedbackFile {
    static constexpr int kSealedFormatVersion = 2;

    QString sessionId;
    QString sessionTitle;
    QString learnerId;
    QString learnerName;
    QDateTime written;
    /// Format 2: the feedback (StudentFeedback::toJson(), compact) sealed to each key.
    QList<QByteArray> sealed;
    /// Format 1: readable by anyone who has the file.
    std::optional<StudentFeedback> unsealed;
};

/// Writes the feedback into `folder` whole (QSaveFile), sealed to each of `keys` (the student's
/// HandIn::feedbackKey; without one nothing is written); the path is returned in `path`.
bool writeFeedback(const QString &folder, const StudentFeedback &feedback, const QList<QByteArray> &keys, QString *path,
                   QString *error = nullptr);
/// Reads a feedback file (bounded, regular files only) without opening it; nothing with
/// problems otherwise.
std::optional<FeedbackFile> readFeedbackFile(const QString &path, QStringList *problems);
/// The feedback in `file` opened with its student's feedback code (a format-1 file needs none);
/// nothing, with why in `problem` (translated), when the code is not theirs.
std::optional<StudentFeedback> openFeedback(const FeedbackFile &file, const QString &code, QString *problem);
/// Both: the feedback in the file at `path`, opened with `code`.
std::optional<StudentFeedback> readFeedback(const QString &path, const QString &code, QStringList *problems);

/// What a teacher says in a class's feedback: one comment to everyone, and a comment of its own
/// to each student who should have one, by GradebookStudent::id. Each at most
/// StudentFeedback::kMaxComment characters.
struct FeedbackComments {
    QString toClass;
    QHash<QString, QString> toStudent;
};

/// A feedback file writeClassFeedback() wrote.
struct WrittenFeedback {
    QString studentId; ///< GradebookStudent::id
    QString studentName;
    QString path;
    /// The comment to this student alone that it carries; empty when none.
    QString personalComment;
};

/// Writes one feedback file into `folder` for every student of `book` who handed in, from
/// the work the gradebook graded (GradebookStudent::work: no file is read again, so the
/// feedback, the CSV and the gradebook of one run always agree), with the class's comment and
/// the student's own, sealed for the student (GradebookStudent::feedbackKeys). Returns the files
/// written, in the gradebook's order; a student whose hand-ins carry no key (made by an older
/// version) gets none, which is one line in `errors`, as is a file that cannot be written or a
/// comment too long; neither stops the others.
QList<WrittenFeedback> writeClassFeedback(const Gradebook &book, const LabSession &session, const Course &course,
                                          const QString &folder, const FeedbackComments &comments, QStringList *errors,
                                          const QDateTime &when = QDateTime::currentDateTimeUtc());

} // namespace course
