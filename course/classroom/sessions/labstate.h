#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace course {

/// What a learner is shown after handing in: enough to tell the teacher which file is theirs.
struct HandInReceipt {
    QDateTime time;     ///< when it was handed in (UTC)
    QString file;       ///< the file written
    int answered = 0;   ///< exercises with at least one counted answer
    int total = 0;      ///< the session's exercises
    QString checksum;   ///< the first 8 hex digits of the hand-in's checksum
    bool final = true;  ///< false for an automatic progress hand-in

    bool operator==(const HandInReceipt &) const = default;
};

/// What a learner's `lab.json` keeps of their work in a session besides their answers (which
/// are in `exercises.json`): when they joined, their last hand-in, this copy's device code,
/// and their feedback code with the public key it gives (course::feedbackkey), which their
/// hand-ins carry so that their feedback is sealed for them.
struct LabState {
    QString sessionId;
    QString sessionTitle;
    QString learnerId;
    QString learnerName;
    QDateTime started;
    std::optional<HandInReceipt> lastHandIn;
    QDateTime lastFinal;
    QString device;
    QString feedbackCode;
    QByteArray feedbackKey;

    QJsonObject toJson() const;
    /// Reads `root` as this learner's state in this session: an empty string, or why it is not
    /// (translated). A device or feedback code missing (a file from before them) or malformed
    /// is left empty, for a new one to be chosen.
    static QString fromJson(const QJsonObject &root, const QString &sessionId, const QString &learnerId, LabState *state);
};

/// The feedback code this learner keeps on this computer for the session (their lab folder's
/// lab.json, LabWork::defaultFolder()); nothing when they never joined it here.
std::optional<QString> localFeedbackCode(const QString &sessionId, const QString &learnerId);

} // namespace course
