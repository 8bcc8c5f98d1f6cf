#pragma once

#include "feedback.h"
#include "lesson.h"

#include <QString>

#include <optional>

class QWidget;

namespace ui {

/// The learner a window opens feedback for: the lab window's (their session, id and feedback
/// code, course::LabWork::feedbackCode()).
struct FeedbackReader {
    QString sessionId;
    QString learnerId;
    QString learnerName;
    QString code;
};

/// Opens the feedback file at `path` for its student, or says why not in `problem` (translated).
/// With a `reader` (the lab window) only that learner's own feedback opens: another learner's
/// is refused with a plain sentence. Without one (the course window) the file opens with the
/// feedback code its student keeps on this computer (course::localFeedbackCode()), else the
/// learner is asked to type it (a dialog named "feedbackCode"). A file from before sealing
/// (format 1) needs no code, but the lab window still opens only its learner's.
std::optional<course::StudentFeedback> unsealFeedback(const QString &path, const std::optional<FeedbackReader> &reader,
                                                      QWidget *parent, QString *problem);

/// File ▸ Open Feedback…: asks for a file (starting in `folder`, else the last folder feedback
/// was opened from), opens it for its student and shows it; a file that cannot be opened is
/// explained and nothing else happens.
void openFeedbackWithDialog(const course::Course &course, const std::optional<FeedbackReader> &reader,
                            const QString &folder, QWidget *parent);

} // namespace ui
