#include "handin.h"

#include "feedbackkey.h"
#include "jsonfilestore.h"
#include "learnerprofiles.h"
#include "userfiles.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRandomGenerator>
#include <QRegularExpression>

#include <algorithm>

namespace course {

namespace {

class HandInText
{
    Q_DECLARE_TR_FUNCTIONS(HandInText)
};

/// A class's hand-ins are small; a file near this is not one.
constexpr qint64 kMaxHandInFile = 8 * 1024 * 1024;
constexpr int kMaxExercises = 500;

const QString kChecksum = QStringLiteral("checksum");

QString text(const QJsonObject &o, const QString &key, int maxLength, const QString &where, QStringList *problems)
{
    const QJsonValue v = o.value(key);
    if (!v.isString() || v.toString().size() > maxLength) {
        problems->append(HandInText::tr("%1.%2 is not a text of at most %3 characters").arg(where, key).arg(maxLength));
        return {};
    }
    return v.toString();
}

} // namespace

Exercise underLabRules(const Exercise &exercise, const LabRules &rules)
{
    Exercise e = exercise;
    if (rules.attempts)
        e.attempts = *rules.attempts;
    if (!rules.hints)
        e.hints.clear();
    if (rules.attemptPenalty)
        e.attemptPenalty = *rules.attemptPenalty;
    e.showSolution = rules.solutions != LabRules::Solutions::Never;
    return e;
}

bool solutionOffered(const LabRules &rules, bool handedIn)
{
    switch (rules.solutions) {
    case LabRules::Solutions::Always:
        return true;
    case LabRules::Solutions::AfterHandIn:
        return handedIn;
    case LabRules::Solutions::Never:
        return false;
    }
    return false;
}

QString handInChecksum(const QJsonObject &root)
{
    QJsonObject body = root;
    body.remove(kChecksum);
    return QString::fromLatin1(
        QCryptographicHash::hash(QJsonDocument(body).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256).toHex());
}

QJsonObject HandIn::toJson() const
{
    QJsonObject hashes;
    for (auto it = contentHashes.cbegin(); it != contentHashes.cend(); ++it)
        hashes.insert(it.key(), it.value());
    QJsonObject work;
    for (auto it = exercises.cbegin(); it != exercises.cend(); ++it)
        work.insert(it.key(), QJsonObject{{QStringLiteral("events"), logToJson(it->log)},
                                          {QStringLiteral("reportedScore"), it->reportedScore}});
    QJsonObject root{
        {QStringLiteral("formatVersion"), kFormatVersion},
        {QStringLiteral("session"), QJsonObject{{QStringLiteral("id"), sessionId}, {QStringLiteral("title"), sessionTitle}}},
        {QStringLiteral("learner"), QJsonObject{{QStringLiteral("id"), learnerId}, {QStringLiteral("name"), learnerName}}},
        {QStringLiteral("appVersion"), appVersion},
        {QStringLiteral("device"), device},
        {QStringLiteral("feedbackKey"), QString::fromLatin1(feedbackKey.toBase64())},
        {QStringLiteral("locale"), locale},
        {QStringLiteral("contentHashes"), hashes},
        {QStringLiteral("started"), timeToJson(started)},
        {QStringLiteral("handedIn"), timeToJson(handedIn)},
        {QStringLiteral("final"), final},
        {QStringLiteral("exercises"), work},
    };
    // Optional: a hand-in not made by a time-out reads as before, to the byte.
    if (timedOut)
        root.insert(QStringLiteral("timedOut"), true);
    root.insert(kChecksum, handInChecksum(root));
    return root;
}

std::optional<HandIn> HandIn::fromJson(const QJsonObject &root, QStringList *problems, bool *checksumMatches)
{
    const qsizetype before = problems->size();
    HandIn h;
    const double version = root.value(QStringLiteral("formatVersion")).toDouble();
    if (version != 1 && version != 2 && version != kFormatVersion)
        problems->append(HandInText::tr("formatVersion is not 1, 2 or %1").arg(kFormatVersion));
    const QJsonObject session = root.value(QStringLiteral("session")).toObject();
    const QJsonObject learner = root.value(QStringLiteral("learner")).toObject();
    h.sessionId = text(session, QStringLiteral("id"), 100, QStringLiteral("session"), problems);
    h.sessionTitle = text(session, QStringLiteral("title"), 200, QStringLiteral("session"), problems);
    h.learnerId = text(learner, QStringLiteral("id"), 60, QStringLiteral("learner"), problems);
    h.learnerName = text(learner, QStringLiteral("name"), 200, QStringLiteral("learner"), problems);
    if (h.learnerId.isEmpty() && problems->size() == before)
        problems->append(HandInText::tr("learner.id is empty"));
    else if (problems->size() == before && !LearnerProfiles::isValidId(h.learnerId))
        problems->append(HandInText::tr("learner.id is not a learner id (letters a–z, digits and hyphens)"));
    h.appVersion = text(root, QStringLiteral("appVersion"), 40, QStringLiteral("hand-in"), problems);
    if (version >= 2) {
        h.device = text(root, QStringLiteral("device"), 8, QStringLiteral("hand-in"), problems);
        if (!isValidDevice(h.device))
            problems->append(HandInText::tr("device is not empty or eight hex digits"));
    }
    if (version >= 3) {
        const QString key = text(root, QStringLiteral("feedbackKey"), 44, QStringLiteral("hand-in"), problems);
        h.feedbackKey = QByteArray::fromBase64(key.toLatin1());
        if (!key.isEmpty() && (!feedbackkey::isPublicKey(h.feedbackKey) || QString::fromLatin1(h.feedbackKey.toBase64()) != key))
            problems->append(HandInText::tr("feedbackKey is not empty or a key (32 bytes in base64)"));
    }
    h.locale = text(root, QStringLiteral("locale"), 40, QStringLiteral("hand-in"), problems);
    const QJsonObject hashes = root.value(QStringLiteral("contentHashes")).toObject();
    for (auto it = hashes.begin(); it != hashes.end(); ++it)
        h.contentHashes.insert(it.key(), it.value().toString());
    if (!timeFromJson(root.value(QStringLiteral("started")), &h.started))
        problems->append(HandInText::tr("started is not a date and time"));
    if (!timeFromJson(root.value(QStringLiteral("handedIn")), &h.handedIn))
        problems->append(HandInText::tr("handedIn is not a date and time"));
    if (!root.value(QStringLiteral("final")).isBool())
        problems->append(HandInText::tr("final is not true or false"));
    h.final = root.value(QStringLiteral("final")).toBool();
    if (root.contains(QStringLiteral("timedOut")) && !root.value(QStringLiteral("timedOut")).isBool())
        problems->append(HandInText::tr("timedOut is not true or false"));
    h.timedOut = root.value(QStringLiteral("timedOut")).toBool();
    const QJsonValue work = root.value(QStringLiteral("exercises"));
    if (!work.isObject() || work.toObject().size() > kMaxExercises)
        problems->append(HandInText::tr("exercises must be an object of at most %1 exercises").arg(kMaxExercises));
    const QJsonObject exercises = work.toObject();
    for (auto it = exercises.begin(); it != exercises.end(); ++it) {
        const QJsonObject entry = it.value().toObject();
        QString why;
        const std::optional<AttemptLog> log = logFromJson(entry.value(QStringLiteral("events")), &why);
        const QJsonValue reported = entry.value(QStringLiteral("reportedScore"));
        if (!log) {
            problems->append(HandInText::tr("exercises.%1: %2").arg(it.key(), why));
            break;
        }
        if (!reported.isDouble() || !(reported.toDouble() >= 0.0 && reported.toDouble() <= 1.0)) {
            problems->append(HandInText::tr("exercises.%1.reportedScore is not a number from 0 to 1").arg(it.key()));
            break;
        }
        h.exercises.insert(it.key(), {*log, reported.toDouble()});
    }
    if (problems->size() != before)
        return std::nullopt;
    *checksumMatches = root.value(kChecksum).toString() == handInChecksum(root);
    return h;
}

HandIn makeHandIn(const LabSession &session, const Course &course, const HandInSource &source,
                  const QHash<QString, AttemptLog> &logs, const QDateTime &when)
{
    HandIn h;
    h.sessionId = session.id;
    h.sessionTitle = session.title;
    h.learnerId = source.learnerId;
    h.learnerName = source.learnerName;
    h.appVersion = source.appVersion;
    h.device = source.device;
    h.feedbackKey = source.feedbackKey;
    h.locale = QLocale().name();
    h.contentHashes = session.contentHashes;
    h.started = source.started.toUTC();
    h.handedIn = when.toUTC();
    h.final = source.final;
    h.timedOut = source.final && source.timedOut;
    const QString &learnerId = source.learnerId;
    for (const QString &id : session.exerciseIds) {
        const Exercise *exercise = course.exercise(id);
        if (!exercise || !logs.contains(id))
            continue;
        const Exercise e = underLabRules(*exercise, session.rules);
        const AttemptLog log = logs.value(id);
        h.exercises.insert(id, {log, score(e, makeVariant(e, learnerId, session.variantContext()), log).credit});
    }
    return h;
}

QString fileNamePart(const QString &text)
{
    // Letters and digits of any script stay; everything a file system may refuse or read as a
    // path, and control and direction-changing characters, become "_".
    static const QRegularExpression unsafe(QStringLiteral("[^\\p{L}\\p{N}._ -]|^[.-]"));
    // A file name holds at most 255 bytes: each part keeps at most 72 bytes of UTF-8, so three
    // parts, a suffix and QSaveFile's temporary ending fit (60 letters of Chinese do not).
    QString part = text.normalized(QString::NormalizationForm_C).replace(unsafe, QStringLiteral("_")).simplified();
    part.replace(QLatin1Char(' '), QLatin1Char('_'));
    part.truncate(60);
    while (part.toUtf8().size() > 72)
        part.chop(1);
    if (!part.isEmpty() && part.back().isHighSurrogate())
        part.chop(1);
    return part;
}

QString learnerFileName(const QString &sessionTitle, const QString &learnerName, const QString &learnerId,
                        const QString &suffix)
{
    return QStringLiteral("%1-%2-%3").arg(fileNamePart(sessionTitle), fileNamePart(learnerName), fileNamePart(learnerId)) + suffix;
}

QString handInFileName(const QString &sessionTitle, const QString &learnerName, const QString &learnerId,
                       const QString &device)
{
    const QString suffix = isValidDevice(device) && !device.isEmpty() ? QLatin1Char('-') + device : QString();
    return learnerFileName(sessionTitle, learnerName, learnerId, suffix + QStringLiteral(".attnhandin"));
}

bool isValidDevice(const QString &device)
{
    static const QRegularExpression code(QStringLiteral("^([0-9a-f]{8})?$"));
    return code.match(device).hasMatch();
}

QString newDevice()
{
    return QString::number(QRandomGenerator::system()->generate(), 16).rightJustified(8, QLatin1Char('0'));
}

bool writeHandIn(const QString &folder, const HandIn &handIn, QString *path, QString *error)
{
    const QString name = handInFileName(handIn.sessionTitle, handIn.learnerName, handIn.learnerId, handIn.device);
    const QString file = QDir(folder).filePath(name);
    if (path)
        *path = file;
    // What an earlier hand-in of this one left when its computer stopped mid-write (only its
    // own temporary files, and only stale ones): the share is not left to collect them.
    removeStaleSaveFiles(folder, {name});
    return writeWholeFile(file, QJsonDocument(handIn.toJson()).toJson(QJsonDocument::Indented), error);
}

bool markHandInFolder(const QString &folder, QString *error)
{
    const QFileInfo place(folder);
    if (!place.isDir()) {
        if (error)
            *error = HandInText::tr("the folder %1 cannot be found from this computer").arg(QDir::toNativeSeparators(folder));
        return false;
    }
    const QString marker = QDir(folder).filePath(QLatin1String(kHandInFolderMarker));
    if (QFileInfo::exists(marker))
        return true;
    return writeWholeFile(marker,
                          QByteArrayLiteral("Attention Lab: this folder receives the hand-ins of lab sessions. Keep this "
                                            "file: students' computers hand in here only while they can see it.\n"),
                          error);
}

bool isTeachersHandInFolder(const QString &folder, const QString &learnerId)
{
    const QDir dir(folder);
    if (QFileInfo::exists(dir.filePath(QLatin1String(kHandInFolderMarker))))
        return true;
    const QDir::Filters files = QDir::Files | QDir::Hidden | QDir::System;
    if (!dir.entryList({QStringLiteral("*.attnlab")}, files).isEmpty())
        return true;
    if (learnerId.isEmpty())
        return false;
    const QStringList handIns = dir.entryList({QStringLiteral("*.attnhandin")}, files);
    return std::any_of(handIns.cbegin(), handIns.cend(),
                       [&learnerId](const QString &name) { return isHandInFileOf(name, learnerId); });
}

bool isHandInFileOf(const QString &fileName, const QString &learnerId)
{
    static const QString suffix = QStringLiteral(".attnhandin");
    if (learnerId.isEmpty() || !fileName.endsWith(suffix))
        return false;
    const QString stem = fileName.chopped(suffix.size());
    const QString ending = QLatin1Char('-') + learnerId;
    if (stem.endsWith(ending))
        return true;
    return stem.size() > 9 && stem.at(stem.size() - 9) == QLatin1Char('-') && isValidDevice(stem.right(8))
           && stem.chopped(9).endsWith(ending);
}

std::optional<HandIn> readHandIn(const QString &path, QStringList *problems, bool *checksumMatches)
{
    QString problem;
    const std::optional<QJsonObject> root = JsonFileStore::readObject(path, kMaxHandInFile, &problem);
    if (!root) {
        problems->append(problem);
        return std::nullopt;
    }
    return HandIn::fromJson(*root, problems, checksumMatches);
}

} // namespace course
