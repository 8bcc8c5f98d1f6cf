#pragma once

class QSettings;
class QTimer;

#include "attemptlog.h"
#include "attemptstore.h"
#include "labstate.h"
#include "exerciseprogress.h"
#include "handin.h"
#include "labsession.h"
#include "lesson.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>
#include <QString>
#include <QStringList>

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>

namespace course {

class FolderLock;
class WriteQueue;

/// One learner's work in one lab session: the only writer of it (house rule 5). It holds who
/// joined and when, their attempt logs on the session's exercises and their hand-ins.
///
/// Its files are written off the GUI thread (WriteQueue), so that a home folder or a share
/// that hangs never freezes the window: the saves of the learner's folder one after another,
/// the hand-ins one after another on a queue of their own (a share that hangs never holds up
/// the saves). What is being written is a snapshot; the work stays in memory meanwhile.
///
/// Kept apart from the learner's own course progress, in a folder of its own (defaultFolder():
/// `<AppDataLocation>/labs/<session id>/<learner id>/`): `exercises.json` under the policy of
/// every user file (ExerciseProgress, JsonFileStore) and `lab.json` (formatVersion 1) with the
/// time the learner joined, their last hand-in and the device code their hand-ins carry. Every
/// change is saved at once, so a crash or a restart resumes the work, and the time limit keeps
/// counting from the first join.
class LabWork : public QObject, public AttemptStore
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LabWork)

public:
    static constexpr int kFormatVersion = 1;
    /// The largest lab.json that is read: it holds a few times and ids.
    static constexpr qint64 kMaxStateFileSize = 1024 * 1024;

    /// `folder`: where this learner's work in this session is kept (created when needed).
    LabWork(const LabSession &session, const Course &course, const QString &learnerId,
            const QString &learnerName, const QString &folder, QObject *parent = nullptr);
    ~LabWork() override;

    /// `<AppDataLocation>/labs/<session id>/<learner id>`, each part made safe as a folder name.
    static QString defaultFolder(const QString &sessionId, const QString &learnerId);
    /// The lab state file in `folder`.
    static QString stateFileIn(const QString &folder);

    /// Reads the work kept in the folder, or starts it: the learner joins at `now` unless they
    /// had joined before. Returns what the learner should be told about files that could not
    /// be read or written (translated; empty when all was well). The folder has one writer at
    /// a time (FolderLock): when another window has it, the work is shown but nothing is
    /// recorded or handed in from this one (isReadOnly()), and the first message says so.
    QStringList open(const QDateTime &now = QDateTime::currentDateTimeUtc());
    /// Another window has this learner's work: nothing is recorded or handed in from here.
    bool isReadOnly() const;

    const LabSession &session() const { return m_session; }
    const Course &course() const { return m_course; }
    QString learnerId() const { return m_learnerId; }
    QString learnerName() const { return m_learnerName; }
    QString folder() const { return m_folder; }
    /// When the learner first joined (UTC), on this computer or, where the session's hand-in
    /// folder holds an earlier start of theirs, on another: a time limit counts from it. The
    /// folder is read after open(), off the calling thread (startedChanged()).
    QDateTime started() const { return m_started; }
    /// The code of this copy of the work (HandIn::device).
    QString device() const { return m_device; }
    /// The learner's feedback code in this session (course::feedbackkey): chosen when they
    /// join, kept in lab.json, shown to them to write down; its public key goes with every
    /// hand-in so that only they open their feedback. Empty before open().
    QString feedbackCode() const { return m_feedbackCode; }

    /// The session's exercises that this course has, in the session's order, as its rules
    /// make them (underLabRules()).
    QList<Exercise> exercises() const;
    /// The learner's saved logs on the session's exercises.
    QHash<QString, AttemptLog> logs() const override;
    /// The session's exercises without a counted answer yet (the receipt's "answered" counts
    /// the others): a hand-in the learner asks for first says how many.
    int unansweredCount() const;
    /// recordLog() now; a log refused is told by logNotRecorded() as well (AttemptStore).
    bool storeLog(const QString &exerciseId, const AttemptLog &log, QString *error) override;

    /// Records an exercise's new log and starts saving it (off the GUI thread, after the saves
    /// before it). Refused, with the reason in `error`, for an exercise not in the session,
    /// once the time is up, when locked, or in a read-only window. A save that fails is told
    /// by saveFailed(); the log is kept in memory and written with the next save.
    bool recordLog(const QString &exerciseId, const AttemptLog &log, QString *error = nullptr,
                   const QDateTime &now = QDateTime::currentDateTimeUtc());

    /// The learner's folder is being written (a save not finished yet).
    bool isSaving() const;
    /// A hand-in is being written.
    bool isHandingIn() const;
    /// A save or a hand-in is being written (or its result taken).
    bool isWriting() const;
    /// Blocks until every save and hand-in started is written and its result taken.
    void waitForWrites();
    /// A save failed and has not succeeded since (it is tried again every kRetryMs and with
    /// each answer): closing now would lose work.
    bool hasUnsavedWork() const;
    /// How often a failed save is tried again.
    static constexpr int kRetryMs = 20000;
    /// The queue the learner's folder is saved on, and the one of each hand-in folder (a
    /// test holds one up as a folder that hangs would).
    WriteQueue *saveQueue() const { return m_saves.get(); }
    WriteQueue *handInQueue(const QString &folder);

    /// When the time limit runs out; invalid without one.
    QDateTime deadline() const;
    /// Time left before the deadline, never below zero; nothing without a time limit.
    std::optional<std::chrono::milliseconds> timeLeft(const QDateTime &now) const;
    bool isTimeUp(const QDateTime &now) const;
    /// The time is up and the work was handed in (final) after it: nothing more is recorded.
    bool isLocked() const;

    /// The last hand-in, automatic or not; nothing before the first one.
    std::optional<HandInReceipt> lastHandIn() const { return m_lastHandIn; }
    /// When the learner (or the time limit) last handed in; invalid when never.
    QDateTime lastFinalHandIn() const { return m_lastFinal; }
    bool hasHandedIn() const { return m_lastFinal.isValid(); }
    /// Some work exists that no final hand-in holds: closing should offer to hand in.
    bool hasUnsentWork() const;
    /// Work changed since the last hand-in of any kind (or there was none yet).
    bool changedSinceLastHandIn() const;
    /// The folder of the last hand-in; empty before the first.
    QString lastHandInFolder() const;

    /// Where a hand-in goes: the folder the session (or the lab, or an earlier hand-in) names,
    /// which must show it is the teacher's folder (isTeachersHandInFolder()), or one the
    /// learner has just chosen (a USB stick), taken as it is.
    enum class Place { Expected, ChosenByLearner };

    /// What a hand-in started with startHandIn() came to: the receipt, or nothing and why.
    using HandInDone = std::function<void(const std::optional<HandInReceipt> &receipt, const QString &error)>;

    /// Hands in the work as it is now into `folder` (replacing this copy's earlier hand-in
    /// there; a final one at or after the deadline is marked HandIn::timedOut), off the GUI
    /// thread and after the hand-ins started before it, then remembers it
    /// and calls `done` on this object's thread, unless `context` is gone by then. Nothing is
    /// written, with the reason, when the folder is not given, does not exist, is not a folder,
    /// is an Expected folder that does not show it is the teacher's (a share that went away),
    /// or cannot be written; the work is kept as it was, so it can be handed in elsewhere.
    /// False, with the reason in `error` and no call of `done`, when refused at once (a
    /// read-only window, no folder).
    bool startHandIn(const QString &folder, bool final, const QDateTime &now, Place place, QObject *context,
                     const HandInDone &done, QString *error = nullptr);
    /// startHandIn() and waiting for it (waitForWrites()): the receipt, or nothing with the
    /// reason in `error`. When the hand-in was written but its receipt could not be kept for a
    /// restart, the receipt is returned and `error` says so.
    std::optional<HandInReceipt> handIn(const QString &folder, bool final,
                                        const QDateTime &now = QDateTime::currentDateTimeUtc(),
                                        QString *error = nullptr, Place place = Place::Expected);

signals:
    /// A log was recorded.
    void workChanged();
    /// A hand-in was written.
    void handedIn(const course::HandInReceipt &receipt);
    /// started() changed: an earlier start of this learner was found in the hand-in folder.
    void startedChanged();
    /// isSaving() or isHandingIn() changed.
    void writingChanged();
    /// A save of the learner's folder failed (translated, with what to do); the work is kept in
    /// memory and written with the next save.
    void saveFailed(const QString &message);
    /// An exercise's new log was refused (time up, locked, a read-only window): why.
    void logNotRecorded(const QString &reason);
    /// hasUnsavedWork() changed.
    void unsavedChanged();

private:
    /// A hand-in made from the work as it is now, not written yet: prepareHandIn() takes no
    /// time and touches no folder; writePreparedHandIn() does all the file work on the
    /// hand-in queue's thread; finishHandIn() then remembers it.
    struct PreparedHandIn {
        HandIn handIn;
        QString folder;
        Place place = Place::Expected;
        int answered = 0;
        int total = 0;
    };
    struct WrittenHandIn {
        bool ok = false;
        QString path;
        QString error;
    };
    std::optional<PreparedHandIn> prepareHandIn(const QString &folder, bool final, const QDateTime &now,
                                                QString *error, Place place) const;
    /// Checks the folder (startHandIn()'s rules) and writes the hand-in; reads nothing of a
    /// LabWork.
    static WrittenHandIn writePreparedHandIn(const PreparedHandIn &prepared);
    std::optional<HandInReceipt> finishHandIn(const PreparedHandIn &prepared, const WrittenHandIn &written,
                                              QString *error);
    /// The earliest start of the learner's hand-ins of the session in the session's hand-in
    /// folder (made on another computer); invalid when there is none. Reads the share.
    static QDateTime earliestStartHandedIn(const LabSession &session, const QString &learnerId);
    /// Reads that off this thread (nothing waits for it) and takes it as the start when it is
    /// earlier (adoptEarlierStart()).
    void adoptEarlierStartLater();
    void adoptEarlierStart(const QDateTime &elsewhere);
    /// Writes exercises.json on the save queue.
    void saveProgressLater();
    /// A save of `file` (kProgressFile, kStateFile) ended; `failure` tells why it failed.
    void saved(const QString &file, const QString &failure);
    void retryFailedSaves();
    LabState state() const;
    QByteArray serializeState() const;
    /// Chooses the learner's device code and feedback code where lab.json had none.
    void chooseMissingCodes();
    /// Writes lab.json now, on this thread (opening, before the window shows).
    bool saveStateNow(QString *error) const;
    /// Writes lab.json on the save queue; `failure` prefixes what saveFailed() tells.
    void saveStateLater(const QString &failure);
    /// What a lab.json must be for it to be replaced: this learner's in this session.
    std::function<QString(const QJsonObject &)> stateCheck() const;
    int answeredCount() const;

    LabSession m_session;
    Course m_course;
    QString m_learnerId;
    QString m_learnerName;
    QString m_folder;
    ExerciseProgress m_progress;
    QDateTime m_started;
    std::optional<HandInReceipt> m_lastHandIn;
    QDateTime m_lastFinal;
    /// This copy's device code (HandIn::device), kept in lab.json.
    QString m_device;
    /// The learner's feedback code and its public key (HandIn::feedbackKey), kept in lab.json.
    QString m_feedbackCode;
    QByteArray m_feedbackKey;
    std::unique_ptr<FolderLock> m_lock;
    /// Hand-ins started whose result has not been taken yet.
    int m_handInsOnTheirWay = 0;
    /// The files whose last save failed.
    QSet<QString> m_unsaved;
    /// Declared last, so destroyed first: each waits for what it is writing.
    std::unique_ptr<WriteQueue> m_saves;
    /// One per hand-in folder, by its clean absolute path.
    std::map<QString, std::unique_ptr<WriteQueue>> m_handIns;
    QTimer *m_retry = nullptr;
};

/// A learner id for a learner who typed their name (a session without a roster): the same
/// name always gives the same id, so joining again resumes the work. ASCII letters and digits
/// of the name, then six hex digits of a hash of the whole name, so that names that differ
/// only in accents or script stay apart; a valid learner id (LearnerProfiles::isValidId).
QString learnerIdForName(const QString &name);
/// The learner id of a student who types their name to join `sessionId` (no roster) on this
/// computer: learnerIdForName() and four random hex digits, chosen at the first join and kept
/// in `settings` (the user's, which roam with a roaming home folder), so that two students of
/// one name never share an id (their hand-ins would replace each other in the shared folder),
/// and joining again resumes the same work.
QString typedLearnerId(const QString &sessionId, const QString &name, QSettings &settings);
/// Why a typed name cannot be used (empty, too long, control characters); empty when it can.
QString learnerNameProblem(const QString &name);

/// The rules of a session in plain words, one sentence each.
QStringList labRulesSentences(const LabRules &rules);

} // namespace course
