#pragma once

#include "handin.h"
#include "labsession.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace course {

/// One student's line in the gradebook: every score recomputed from the raw attempt log of
/// their latest hand-in, under the session's rules and their own variant.
struct GradebookStudent {
    QString id;
    QString name;
    bool handedIn = false;           ///< false: on the roster, but no hand-in was found
    QString file;                    ///< the hand-in counted
    QDateTime handedInAt;
    QMap<QString, double> scores;    ///< by exercise id, 0…1 each
    double total = 0.0;
    double max = 0.0;
    QStringList flags;               ///< plain reasons; a flag never changes a score
};

/// A hand-in file that could not be read, and why.
struct UnreadableHandIn {
    QString file;
    QString reason;
};

/// The class's work in a session, regraded from the raw answers.
struct Gradebook {
    QString sessionId;
    QString sessionTitle;
    QList<GradebookStudent> students; ///< the roster's order, then students not on it by name
    QList<UnreadableHandIn> unreadable;

    /// {"session": {"id", "title"}, "students": [{"id", "name", "total", "max", "flags",
    /// "exercises": [{"id", "score", "max"}]}], "unreadable": [{"file", "reason"}]}
    QJsonObject toJson() const;
};

/// Reads every `.attnhandin` in `folders` and regrades it. Reported scores are compared with
/// the recomputed ones and never used; a file that cannot be read is listed with its reason
/// and never stops the others.
Gradebook gradeSession(const LabSession &session, const Course &course, const QStringList &folders);

} // namespace course
