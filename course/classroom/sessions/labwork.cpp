#include "labwork.h"

#include "feedbackkey.h"
#include "folderlock.h"
#include "handincollection.h"
#include "handin.h"
#include "jsonfilestore.h"
#include "learnerprofiles.h"
#include "writequeue.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QThreadPool>
#include <QTimer>
#include <QRandomGenerator>
#include <QSettings>
#include <QStandardPaths>

#include <algorithm>

namespace course {

namespace {

/// The files a LabWork saves, as its save queue and its list of unsaved files name them.
const QString kProgressFile = QStringLiteral("exercises");
const QString kStateFile = QStringLiteral("state");

/// Letters, digits and "-" stay; anything else (a path separator, a dot, a space) becomes "_".
QString safeFolderName(const QString &part)
{
    QString out;
    for (const QChar c : part.left(100))
        out += (c.unicode() < 128 && (c.isLetterOrNumber() || c == QLatin1Char('-'))) ? c : QLatin1Char('_');
    return out.isEmpty() ? QStringLiteral("_") : out;
}

} // namespace

LabWork::LabWork(const LabSession &session, const Course &course, const QString &learnerId,
                 const QString &learnerName, const QString &folder, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_course(course)
    , m_learnerId(learnerId)
    , m_learnerName(learnerName)
    , m_folder(folder)
    , m_progress(ExerciseProgress::fileIn(folder))
    , m_saves(std::make_unique<WriteQueue>())
    , m_retry(new QTimer(this))
{
    connect(m_saves.get(), &WriteQueue::idleChanged, this, &LabWork::writingChanged);
    // A save that failed (a full disk) is tried again now and then, not only with the next answer.
    m_retry->setInterval(kRetryMs);
    connect(m_retry, &QTimer::timeout, this, &LabWork::retryFailedSaves);
}

LabWork::~LabWork()
{
    // What is on its way is written, and its receipt kept, before the work goes; nobody is
    // told any more.
    blockSignals(true);
    waitForWrites();
}

bool LabWork::isSaving() const
{
    return !m_saves->isIdle();
}

bool LabWork::isHandingIn() const
{
    return m_handInsOnTheirWay > 0;
}

bool LabWork::isWriting() const
{
    return !m_saves->isIdle()
           || std::any_of(m_handIns.cbegin(), m_handIns.cend(), [](const auto &q) { return !q.second->isIdle(); });
}

void LabWork::waitForWrites()
{
    // A hand-in's receipt is saved once it is written: the hand-ins first.
    for (const auto &[folder, queue] : m_handIns)
        queue->waitForIdle();
    m_saves->waitForIdle();
}

bool LabWork::hasUnsavedWork() const
{
    return !m_unsaved.isEmpty();
}

WriteQueue *LabWork::handInQueue(const QString &folder)
{
    // One queue per folder: the hand-ins into one folder land in order, and a share that hangs
    // never holds up a hand-in to a USB stick.
    const QString key = QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
    std::unique_ptr<WriteQueue> &queue = m_handIns[key];
    if (!queue) {
        queue = std::make_unique<WriteQueue>();
        connect(queue.get(), &WriteQueue::idleChanged, this, &LabWork::writingChanged);
    }
    return queue.get();
}

void LabWork::saved(const QString &file, const QString &failure)
{
    const bool before = m_unsaved.isEmpty();
    if (failure.isEmpty())
        m_unsaved.remove(file);
    else
        m_unsaved.insert(file);
    if (m_unsaved.isEmpty())
        m_retry->stop();
    else if (!m_retry->isActive())
        m_retry->start();
    if (!failure.isEmpty())
        emit saveFailed(failure);
    if (before != m_unsaved.isEmpty())
        emit unsavedChanged();
}

void LabWork::retryFailedSaves()
{
    if (isReadOnly())
        return;
    if (m_unsaved.contains(kProgressFile))
        saveProgressLater();
    if (m_unsaved.contains(kStateFile))
        saveStateLater(tr("When you joined and your hand-ins could not be saved: %1"));
}

bool LabWork::isReadOnly() const
{
    return m_lock && !m_lock->isHeld();
}

QString LabWork::defaultFolder(const QString &sessionId, const QString &learnerId)
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("labs/%1/%2").arg(safeFolderName(sessionId), safeFolderName(learnerId)));
}

QString LabWork::stateFileIn(const QString &folder)
{
    return QDir(folder).filePath(QStringLiteral("lab.json"));
}

QStringList LabWork::open(const QDateTime &now)
{
    QStringList messages;
    m_lock.reset();
    m_lock = std::make_unique<FolderLock>(m_folder);
    if (!m_lock->isHeld())
        messages << m_lock->problem();
    m_progress = ExerciseProgress(ExerciseProgress::fileIn(m_folder));
    m_progress.setReadOnly(isReadOnly());
    const ExerciseProgress::LoadResult exercises =
        m_progress.load([this](const QString &id) { return m_course.exercise(id); });
    if (!exercises.message.isEmpty())
        messages << exercises.message;

    LabState loaded;
    JsonFileStore store(stateFileIn(m_folder), kFormatVersion);
    store.setMaxSize(kMaxStateFileSize);
    store.setReadOnly(isReadOnly());
    const JsonFileStore::LoadResult state = store.load([&](const QJsonObject &root, int) {
        return LabState::fromJson(root, m_session.id, m_learnerId, &loaded);
    });
    if (!state.message.isEmpty())
        messages << state.message;
    if (state.status == JsonFileStore::Status::Good || state.status == JsonFileStore::Status::RestoredFromBackup) {
        m_started = loaded.started;
        m_lastHandIn = loaded.lastHandIn;
        m_lastFinal = loaded.lastFinal;
        m_device = loaded.device;
        m_feedbackCode = loaded.feedbackCode;
        m_feedbackKey = loaded.feedbackKey;
        // A state from before devices or feedback codes: they are chosen and kept from now on.
        if (m_device.isEmpty() || m_feedbackCode.isEmpty()) {
            chooseMissingCodes();
            if (QString error; !isReadOnly() && !saveStateNow(&error))
                messages << tr("When you joined could not be saved: %1").arg(error);
        }
        adoptEarlierStartLater();
        return messages;
    }
    m_device.clear();
    m_feedbackCode.clear();
    chooseMissingCodes();
    // Joining now; were the state lost but answers kept, the learner joined no later than
    // their first answer, so a lost file never gives them more time.
    m_started = now.toUTC();
    for (const QString &id : m_progress.exerciseIds()) {
        for (const AttemptEvent &e : m_progress.log(id).events)
            if (e.when.isValid() && e.when < m_started)
                m_started = e.when.toUTC();
    }
    m_lastHandIn.reset();
    m_lastFinal = QDateTime();
    if (!isReadOnly()) {
        if (QString error; !saveStateNow(&error))
            messages << tr("When you joined could not be saved: %1").arg(error);
    }
    adoptEarlierStartLater();
    return messages;
}

QList<Exercise> LabWork::exercises() const
{
    QList<Exercise> result;
    for (const QString &id : m_session.exerciseIds)
        if (const Exercise *e = m_course.exercise(id))
            result << underLabRules(*e, m_session.rules);
    return result;
}

QHash<QString, AttemptLog> LabWork::logs() const
{
    QHash<QString, AttemptLog> result;
    for (const QString &id : m_session.exerciseIds)
        if (m_progress.contains(id))
            result.insert(id, m_progress.log(id));
    return result;
}

bool LabWork::storeLog(const QString &exerciseId, const AttemptLog &log, QString *error)
{
    QString why;
    const bool recorded = recordLog(exerciseId, log, &why);
    if (!recorded)
        emit logNotRecorded(why);
    if (error)
        *error = why;
    return recorded;
}

bool LabWork::recordLog(const QString &exerciseId, const AttemptLog &log, QString *error, const QDateTime &now)
{
    const auto refuse = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (!m_session.exerciseIds.contains(exerciseId))
        return refuse(tr("“%1” is not an exercise of this lab session.").arg(exerciseId));
    if (isReadOnly())
        return refuse(m_lock->problem());
    if (isLocked())
        return refuse(tr("Your work was handed in after the time was up: nothing more is recorded."));
    if (isTimeUp(now))
        return refuse(tr("The time is up: this was not recorded."));
    m_progress.setLog(exerciseId, log, now.toUTC());
    saveProgressLater();
    emit workChanged();
    return true;
}

void LabWork::saveProgressLater()
{
    // A snapshot is written: the answers given meanwhile go into the next one.
    m_saves->post(
        [this, snapshot = m_progress]() mutable -> WriteQueue::Then {
            QString why;
            const QString failure =
                snapshot.save(&why) ? QString()
                                    : tr("Your answers could not be saved: %1 They are kept in this window and saved "
                                         "as soon as they can be; do not close it until they are.").arg(why);
            return [this, failure] { saved(kProgressFile, failure); };
        },
        kProgressFile);
}

QDateTime LabWork::deadline() const
{
    if (!m_session.rules.timeLimitMinutes || !m_started.isValid())
        return {};
    return m_started.addSecs(qint64(*m_session.rules.timeLimitMinutes) * 60);
}

std::optional<std::chrono::milliseconds> LabWork::timeLeft(const QDateTime &now) const
{
    const QDateTime end = deadline();
    if (!end.isValid())
        return std::nullopt;
    return std::chrono::milliseconds(std::max<qint64>(0, now.msecsTo(end)));
}

bool LabWork::isTimeUp(const QDateTime &now) const
{
    const auto left = timeLeft(now);
    return left && left->count() == 0;
}

bool LabWork::isLocked() const
{
    const QDateTime end = deadline();
    return end.isValid() && m_lastFinal.isValid() && m_lastFinal >= end;
}

bool LabWork::hasUnsentWork() const
{
    for (const QString &id : m_session.exerciseIds) {
        if (m_progress.log(id).isEmpty())
            continue;
        if (!m_lastFinal.isValid() || m_progress.updated(id) > m_lastFinal)
            return true;
    }
    return false;
}

bool LabWork::changedSinceLastHandIn() const
{
    if (!m_lastHandIn)
        return true;
    return std::any_of(m_session.exerciseIds.cbegin(), m_session.exerciseIds.cend(), [this](const QString &id) {
        return m_progress.contains(id) && m_progress.updated(id) > m_lastHandIn->time;
    });
}

QString LabWork::lastHandInFolder() const
{
    return m_lastHandIn ? QFileInfo(m_lastHandIn->file).absolutePath() : QString();
}

int LabWork::answeredCount() const
{
    int answered = 0;
    for (const Exercise &e : exercises()) {
        if (score(e, makeVariant(e, m_learnerId, m_session.variantContext()), m_progress.log(e.id)).attempts > 0)
            ++answered;
    }
    return answered;
}

int LabWork::unansweredCount() const
{
    return int(exercises().size()) - answeredCount();
}

bool LabWork::startHandIn(const QString &folder, bool final, const QDateTime &now, Place place, QObject *context,
                          const HandInDone &done, QString *error)
{
    const std::optional<PreparedHandIn> prepared = prepareHandIn(folder, final, now, error, place);
    if (!prepared)
        return false;
    const QPointer<QObject> guard(context);
    ++m_handInsOnTheirWay;
    emit writingChanged();
    handInQueue(folder)->post([this, prepared = *prepared, guard, done]() -> WriteQueue::Then {
        const WrittenHandIn written = writePreparedHandIn(prepared);
        return [this, prepared, written, guard, done] {
            --m_handInsOnTheirWay;
            emit writingChanged();
            QString why;
            const std::optional<HandInReceipt> receipt = finishHandIn(prepared, written, &why);
            if (guard && done)
                done(receipt, why);
        };
    });
    return true;
}

std::optional<HandInReceipt> LabWork::handIn(const QString &folder, bool final, const QDateTime &now, QString *error,
                                             Place place)
{
    std::optional<HandInReceipt> result;
    QString why;
    if (!startHandIn(folder, final, now, place, this,
                     [&result, &why](const std::optional<HandInReceipt> &receipt, const QString &problem) {
                         result = receipt;
                         why = problem;
                     },
                     error))
        return std::nullopt;
    QString stateProblem;
    const QMetaObject::Connection told =
        connect(this, &LabWork::saveFailed, this, [&stateProblem](const QString &message) { stateProblem = message; });
    waitForWrites();
    disconnect(told);
    if (error)
        *error = why.isEmpty() ? stateProblem : why;
    return result;
}

std::optional<LabWork::PreparedHandIn> LabWork::prepareHandIn(const QString &folder, bool final, const QDateTime &now,
                                                              QString *error, Place place) const
{
    const auto refuse = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (isReadOnly())
        return refuse(m_lock->problem());
    if (folder.trimmed().isEmpty())
        return refuse(tr("No hand-in folder was given."));
    HandInSource source;
    source.learnerId = m_learnerId;
    source.learnerName = m_learnerName;
    source.appVersion = QCoreApplication::applicationVersion().left(40);
    source.started = m_started;
    source.device = m_device;
    source.feedbackKey = m_feedbackKey;
    source.final = final;
    // Handed in once the time is up: the window's own hand-in at the time-out, or the
    // learner's after it. The gradebook says so beside its time.
    source.timedOut = final && isTimeUp(now);
    PreparedHandIn prepared;
    prepared.handIn = makeHandIn(m_session, m_course, source, logs(), now);
    prepared.folder = folder;
    prepared.place = place;
    prepared.answered = answeredCount();
    prepared.total = int(exercises().size());
    return prepared;
}

LabWork::WrittenHandIn LabWork::writePreparedHandIn(const PreparedHandIn &prepared)
{
    WrittenHandIn written;
    const QString &folder = prepared.folder;
    const QFileInfo info(folder);
    const QString shown = QDir::toNativeSeparators(folder);
    // A folder that is not there is never created: a network drive that is not mounted or a
    // USB stick that was pulled out would otherwise receive the work in an empty local folder.
    if (!info.exists())
        written.error = tr("The folder “%1” cannot be found. Is the network drive or USB stick connected?").arg(shown);
    else if (!info.isDir())
        written.error = tr("“%1” is not a folder.").arg(shown);
    else if (prepared.place == Place::Expected && !isTeachersHandInFolder(folder, prepared.handIn.learnerId))
        written.error = tr("The folder “%1” is there, but it is not your teacher's hand-in folder: the network drive "
                           "or USB stick it stands for is probably not connected. Choose another place, or ask your "
                           "teacher.").arg(shown);
    else if (QString why; !writeHandIn(folder, prepared.handIn, &written.path, &why))
        written.error = tr("Your work could not be written to “%1”: %2").arg(shown, why);
    else
        written.ok = true;
    return written;
}

std::optional<HandInReceipt> LabWork::finishHandIn(const PreparedHandIn &prepared, const WrittenHandIn &written,
                                                   QString *error)
{
    if (!written.ok) {
        if (error)
            *error = written.error;
        return std::nullopt;
    }
    HandInReceipt receipt;
    receipt.time = prepared.handIn.handedIn;
    receipt.file = written.path;
    receipt.answered = prepared.answered;
    receipt.total = prepared.total;
    receipt.checksum = handInChecksum(prepared.handIn.toJson()).left(8);
    receipt.final = prepared.handIn.final;
    // A later hand-in may have finished first (an automatic one waited for a slow folder): the
    // receipt kept is the latest.
    if (!m_lastHandIn || receipt.time >= m_lastHandIn->time)
        m_lastHandIn = receipt;
    if (receipt.final && (!m_lastFinal.isValid() || receipt.time > m_lastFinal))
        m_lastFinal = receipt.time;
    // The hand-in is written; a state that cannot be saved only loses the receipt on a restart.
    saveStateLater(tr("Handed in, but the receipt could not be kept: %1"));
    emit handedIn(receipt);
    return receipt;
}

void LabWork::adoptEarlierStartLater()
{
    if (m_session.handInFolder.isEmpty())
        return;
    // Read off this thread and apart from the writes: the share may hang, and the window must
    // open, save, hand in elsewhere and close all the same (nothing waits for this read).
    const QPointer<LabWork> guard(this);
    QThreadPool::globalInstance()->start([guard, session = m_session, learnerId = m_learnerId] {
        const QDateTime elsewhere = earliestStartHandedIn(session, learnerId);
        if (!elsewhere.isValid())
            return;
        QMetaObject::invokeMethod(QCoreApplication::instance(), [guard, elsewhere] {
            if (guard)
                guard->adoptEarlierStart(elsewhere);
        }, Qt::QueuedConnection);
    });
}

void LabWork::adoptEarlierStart(const QDateTime &elsewhere)
{
    // Joined on another computer first: the time limit counts from there.
    if (!m_started.isValid() || elsewhere >= m_started)
        return;
    m_started = elsewhere;
    if (!isReadOnly())
        saveStateLater(tr("When you joined could not be saved: %1"));
    emit startedChanged();
}

QDateTime LabWork::earliestStartHandedIn(const LabSession &session, const QString &learnerId)
{
    // Only the session's own folder: the learner's other computer hands in there.
    const QString folder = session.handInFolder;
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        return {};
    QDateTime earliest;
    const QDir dir(folder);
    const QStringList names = dir.entryList({QStringLiteral("*.attnhandin")}, QDir::Files);
    for (const QString &name : names) {
        if (!isHandInFileOf(name, learnerId))
            continue;
        QStringList problems;
        bool matches = false;
        const std::optional<HandIn> h = readHandIn(dir.filePath(name), &problems, &matches);
        // Only a hand-in of this session, whole as it was written, and begun after the session
        // was made: a file made up to end a classmate's time never counts.
        if (!h || !matches || h->sessionId != session.id || h->learnerId != learnerId || !h->started.isValid()
            || (session.created.isValid() && h->started < session.created.addSecs(-kClockAllowanceSeconds)))
            continue;
        if (!earliest.isValid() || h->started < earliest)
            earliest = h->started;
    }
    return earliest;
}

LabState LabWork::state() const
{
    LabState state;
    state.sessionId = m_session.id;
    state.sessionTitle = m_session.title;
    state.learnerId = m_learnerId;
    state.learnerName = m_learnerName;
    state.started = m_started;
    state.lastHandIn = m_lastHandIn;
    state.lastFinal = m_lastFinal;
    state.device = m_device;
    state.feedbackCode = m_feedbackCode;
    state.feedbackKey = m_feedbackKey;
    return state;
}

QByteArray LabWork::serializeState() const
{
    return QJsonDocument(state().toJson()).toJson(QJsonDocument::Indented);
}

void LabWork::chooseMissingCodes()
{
    if (m_device.isEmpty())
        m_device = newDevice();
    // Argon2id takes about a tenth of a second, once per learner and session.
    if (m_feedbackCode.isEmpty()) {
        const QString code = feedbackkey::newCode();
        if (const std::optional<feedbackkey::KeyPair> keys = feedbackkey::keyPair(code, m_session.id, m_learnerId)) {
            m_feedbackCode = code;
            m_feedbackKey = keys->publicKey;
        }
    }
}

namespace {

/// Writes a lab.json (LabWork::serializeState()) over the one in `file` if that one is this
/// learner's in this session; thread-safe.
bool writeState(const QString &file, const QByteArray &state, qint64 maxSize,
                const std::function<QString(const QJsonObject &)> &check, QString *error)
{
    JsonFileStore store(file, LabWork::kFormatVersion);
    store.setMaxSize(maxSize);
    return store.save(state, [&check](const QJsonObject &root, int) { return check(root); }, error);
}

} // namespace

bool LabWork::saveStateNow(QString *error) const
{
    return writeState(stateFileIn(m_folder), serializeState(), kMaxStateFileSize, stateCheck(), error);
}

void LabWork::saveStateLater(const QString &failure)
{
    m_saves->post(
        [this, file = stateFileIn(m_folder), state = serializeState(), check = stateCheck(), failure]() -> WriteQueue::Then {
            QString why;
            const QString told = writeState(file, state, kMaxStateFileSize, check, &why) ? QString() : failure.arg(why);
            return [this, told] { saved(kStateFile, told); };
        },
        kStateFile);
}

std::function<QString(const QJsonObject &)> LabWork::stateCheck() const
{
    return [sessionId = m_session.id, learnerId = m_learnerId](const QJsonObject &root) {
        LabState state;
        return LabState::fromJson(root, sessionId, learnerId, &state);
    };
}

QString learnerIdForName(const QString &name)
{
    const QString normalized = LearnerProfiles::normalizedName(name).simplified();
    QString slug;
    for (const QChar c : normalized.normalized(QString::NormalizationForm_KD)) {
        if (c.category() == QChar::Mark_NonSpacing)
            continue;
        if (c.unicode() < 128 && c.isLetterOrNumber())
            slug += c.toLower();
        else if (!slug.isEmpty() && !slug.endsWith(QLatin1Char('-')))
            slug += QLatin1Char('-');
    }
    slug = slug.left(40);
    while (slug.endsWith(QLatin1Char('-')))
        slug.chop(1);
    // The hash tells apart names the slug folds together ("Zoë", "Zoe", "Зоя"); case is
    // folded so that a learner who types their name in other capitals finds their work.
    const QString hash = QString::fromLatin1(
        QCryptographicHash::hash(normalized.toCaseFolded().toUtf8(), QCryptographicHash::Sha256).toHex().left(6));
    return slug.isEmpty() ? QStringLiteral("learner-") + hash : slug + QLatin1Char('-') + hash;
}

QString typedLearnerId(const QString &sessionId, const QString &name, QSettings &settings)
{
    const QString base = learnerIdForName(name);
    const QString key = QStringLiteral("labLearners/%1/%2")
                            .arg(QString::fromLatin1(QCryptographicHash::hash(sessionId.toUtf8(), QCryptographicHash::Sha256)
                                                         .toHex()
                                                         .left(16)),
                                 base);
    const QString kept = settings.value(key).toString();
    if (kept.startsWith(base + QLatin1Char('-')) && LearnerProfiles::isValidId(kept))
        return kept;
    const QString id = base + QLatin1Char('-')
                       + QString::number(QRandomGenerator::global()->bounded(0x10000), 16).rightJustified(4, QLatin1Char('0'));
    settings.setValue(key, id);
    return id;
}

QString learnerNameProblem(const QString &name)
{
    // The rules of a learner's name on this computer (no profile is read or written).
    return LearnerProfiles(QDir::tempPath()).nameProblem(name);
}

QStringList labRulesSentences(const LabRules &rules)
{
    QStringList out;
    out << (rules.attempts ? LabWork::tr("You have %n attempt(s) at each exercise.", nullptr, *rules.attempts)
                           : LabWork::tr("Each exercise allows its own number of attempts."));
    out << (rules.hints ? LabWork::tr("Hints are available; each hint lowers the exercise's credit.")
                        : LabWork::tr("There are no hints in this session."));
    if (rules.attemptPenalty && *rules.attemptPenalty > 0.0)
        out << LabWork::tr("Each attempt after the first earns %1% less credit.").arg(qRound(*rules.attemptPenalty * 100));
    else if (rules.attemptPenalty)
        out << LabWork::tr("A later attempt earns as much as the first.");
    switch (rules.solutions) {
    case LabRules::Solutions::Always:
        out << LabWork::tr("You may look at a worked solution; looking ends that exercise.");
        break;
    case LabRules::Solutions::AfterHandIn:
        out << LabWork::tr("Worked solutions are shown once you have handed in.");
        break;
    case LabRules::Solutions::Never:
        out << LabWork::tr("There are no worked solutions in this session.");
        break;
    }
    out << (rules.timeLimitMinutes
                ? LabWork::tr("Time limit: %n minute(s) from when you first join; then your work is handed in by "
                              "itself.", nullptr, *rules.timeLimitMinutes)
                : LabWork::tr("There is no time limit."));
    if (rules.autoHandInMinutes)
        out << LabWork::tr("Your work is handed in by itself every %n minute(s), so your teacher sees your progress.",
                           nullptr, *rules.autoHandInMinutes);
    return out;
}

} // namespace course
