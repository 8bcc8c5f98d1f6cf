#include "labstate.h"

#include "feedbackkey.h"
#include "handin.h"
#include "jsonfilestore.h"
#include "labwork.h"
#include "attemptlog.h"

#include <QCoreApplication>

#include <algorithm>

namespace course {

namespace {

const QString kSessionKey = QStringLiteral("session");
const QString kLearnerKey = QStringLiteral("learner");
const QString kStartedKey = QStringLiteral("started");
const QString kLastHandInKey = QStringLiteral("lastHandIn");
const QString kLastFinalKey = QStringLiteral("lastFinalHandIn");
const QString kDeviceKey = QStringLiteral("device");
const QString kFeedbackCodeKey = QStringLiteral("feedbackCode");
const QString kFeedbackKeyKey = QStringLiteral("feedbackKey");

} // namespace

QJsonObject LabState::toJson() const
{
    QJsonValue last(QJsonValue::Null);
    if (lastHandIn) {
        last = QJsonObject{
            {QStringLiteral("time"), timeToJson(lastHandIn->time)},
            {QStringLiteral("file"), lastHandIn->file},
            {QStringLiteral("checksum"), lastHandIn->checksum},
            {QStringLiteral("final"), lastHandIn->final},
            {QStringLiteral("answered"), lastHandIn->answered},
            {QStringLiteral("total"), lastHandIn->total},
        };
    }
    return QJsonObject{
        {QStringLiteral("formatVersion"), LabWork::kFormatVersion},
        {kSessionKey, QJsonObject{{QStringLiteral("id"), sessionId}, {QStringLiteral("title"), sessionTitle}}},
        {kLearnerKey, QJsonObject{{QStringLiteral("id"), learnerId}, {QStringLiteral("name"), learnerName}}},
        {kStartedKey, timeToJson(started)},
        {kLastHandInKey, last},
        {kLastFinalKey, timeToJson(lastFinal)},
        {kDeviceKey, device},
        {kFeedbackCodeKey, feedbackCode},
        {kFeedbackKeyKey, QString::fromLatin1(feedbackKey.toBase64())},
    };
}

QString LabState::fromJson(const QJsonObject &root, const QString &sessionId, const QString &learnerId, LabState *state)
{
    // The messages keep LabWork's context, where they were first translated.
    if (root.value(kSessionKey).toObject().value(QStringLiteral("id")).toString() != sessionId)
        return QCoreApplication::translate("course::LabWork", "it belongs to another lab session");
    if (root.value(kLearnerKey).toObject().value(QStringLiteral("id")).toString() != learnerId)
        return QCoreApplication::translate("course::LabWork", "it belongs to another learner");
    LabState s;
    s.sessionId = sessionId;
    s.sessionTitle = root.value(kSessionKey).toObject().value(QStringLiteral("title")).toString().left(200);
    s.learnerId = learnerId;
    s.learnerName = root.value(kLearnerKey).toObject().value(QStringLiteral("name")).toString().left(200);
    if (!timeFromJson(root.value(kStartedKey), &s.started) || !s.started.isValid())
        return QCoreApplication::translate("course::LabWork", "“started” is not a date and time");
    if (!timeFromJson(root.value(kLastFinalKey), &s.lastFinal))
        return QCoreApplication::translate("course::LabWork", "“%1” is not a date and time").arg(kLastFinalKey);
    // Missing in a file from before devices or feedback codes: new ones are chosen.
    if (const QString d = root.value(kDeviceKey).toString(); isValidDevice(d))
        s.device = d;
    if (const std::optional<QString> code = feedbackkey::normalisedCode(root.value(kFeedbackCodeKey).toString())) {
        const QByteArray key = QByteArray::fromBase64(root.value(kFeedbackKeyKey).toString().left(64).toLatin1());
        if (feedbackkey::isPublicKey(key)) {
            s.feedbackCode = *code;
            s.feedbackKey = key;
        }
    }
    const QJsonValue handIn = root.value(kLastHandInKey);
    if (!handIn.isNull()) {
        const QJsonObject o = handIn.toObject();
        HandInReceipt r;
        const QJsonValue answered = o.value(QStringLiteral("answered"));
        const QJsonValue total = o.value(QStringLiteral("total"));
        if (!handIn.isObject() || !timeFromJson(o.value(QStringLiteral("time")), &r.time) || !r.time.isValid()
            || !o.value(QStringLiteral("file")).isString() || !o.value(QStringLiteral("checksum")).isString()
            || !o.value(QStringLiteral("final")).isBool() || !answered.isDouble() || !total.isDouble())
            return QCoreApplication::translate("course::LabWork", "“%1” is not a hand-in receipt").arg(kLastHandInKey);
        r.file = o.value(QStringLiteral("file")).toString();
        r.checksum = o.value(QStringLiteral("checksum")).toString().left(64);
        r.final = o.value(QStringLiteral("final")).toBool();
        r.answered = std::clamp(answered.toInt(), 0, 500);
        r.total = std::clamp(total.toInt(), 0, 500);
        s.lastHandIn = r;
    }
    *state = s;
    return {};
}

std::optional<QString> localFeedbackCode(const QString &sessionId, const QString &learnerId)
{
    JsonFileStore store(LabWork::stateFileIn(LabWork::defaultFolder(sessionId, learnerId)), LabWork::kFormatVersion);
    store.setMaxSize(LabWork::kMaxStateFileSize);
    store.setReadOnly(true);
    LabState state;
    const JsonFileStore::LoadResult loaded = store.load(
        [&](const QJsonObject &root, int) { return LabState::fromJson(root, sessionId, learnerId, &state); });
    if ((loaded.status != JsonFileStore::Status::Good && loaded.status != JsonFileStore::Status::RestoredFromBackup)
        || state.feedbackCode.isEmpty())
        return std::nullopt;
    return state.feedbackCode;
}

} // namespace course
