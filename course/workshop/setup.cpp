#include "setup.h"

#include "jsonfilestore.h"
#include "jsonutil.h"
#include "userfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <cmath>

namespace course {

namespace {

class SetupText
{
    Q_DECLARE_TR_FUNCTIONS(SetupText)
};

QString keyWho(qsizetype index)
{
    return SetupText::tr("key %1").arg(index + 1);
}

QString number(double x)
{
    return QString::number(x, 'g', 12);
}

/// The checks of one field, shared by problems() and fromJson(): each appends one sentence.
void checkName(const QString &who, const QString &name, QStringList *problems)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        problems->append(SetupText::tr("%1 has no name").arg(who));
    else if (trimmed.size() > WorkshopSetup::kMaxNameLength)
        problems->append(SetupText::tr("%1: the name “%2” is longer than %3 characters")
                             .arg(who, trimmed.left(WorkshopSetup::kMaxNameLength) + QStringLiteral("…"),
                                  QString::number(WorkshopSetup::kMaxNameLength)));
}

void checkAngle(const QString &who, double angle, QStringList *problems)
{
    if (!std::isfinite(angle))
        problems->append(SetupText::tr("%1: the angle is not a finite number").arg(who));
}

void checkLength(const QString &who, double length, QStringList *problems)
{
    if (!std::isfinite(length))
        problems->append(SetupText::tr("%1: the length is not a finite number").arg(who));
    else if (length < 0.0 || length > WorkshopSetup::kMaxLength)
        problems->append(SetupText::tr("%1: the length %2 is outside 0 to %3")
                             .arg(who, number(length))
                             .arg(WorkshopSetup::kMaxLength));
}

void checkValue(const QString &who, double value, QStringList *problems)
{
    if (!std::isfinite(value))
        problems->append(SetupText::tr("%1: the value is not a finite number").arg(who));
    else if (std::abs(value) > WorkshopSetup::kMaxValue)
        problems->append(SetupText::tr("%1: the value %2 is outside −%3 to %3")
                             .arg(who, number(value))
                             .arg(number(WorkshopSetup::kMaxValue)));
}

void checkKeyCount(qsizetype count, QStringList *problems)
{
    if (count >= WorkshopSetup::kMinKeys && count <= WorkshopSetup::kMaxKeys)
        return;
    problems->append(count == 0 ? SetupText::tr("a set-up needs %1 to %2 keys; this one has none")
                                      .arg(WorkshopSetup::kMinKeys)
                                      .arg(WorkshopSetup::kMaxKeys)
                                : SetupText::tr("a set-up needs %1 to %2 keys; this one has %3")
                                      .arg(WorkshopSetup::kMinKeys)
                                      .arg(WorkshopSetup::kMaxKeys)
                                      .arg(count));
}

/// Names compared as a reader tells them apart: trimmed, in any case.
void checkDuplicateNames(const QList<std::optional<QString>> &names, QStringList *problems)
{
    QHash<QString, qsizetype> first;
    for (qsizetype i = 0; i < names.size(); ++i) {
        if (!names[i] || names[i]->trimmed().isEmpty())
            continue;
        const QString folded = names[i]->trimmed().toCaseFolded();
        if (const auto it = first.constFind(folded); it != first.cend())
            problems->append(SetupText::tr("%1 has the same name as %2: “%3”")
                                 .arg(keyWho(i), keyWho(*it), names[i]->trimmed()));
        else
            first.insert(folded, i);
    }
}

void checkProjection(const std::optional<std::size_t> &projection, qsizetype keys, QStringList *problems)
{
    if (projection && *projection >= std::size_t(keys))
        problems->append(SetupText::tr("the projection shown must be on one of the %1 keys, not on key %2")
                             .arg(keys)
                             .arg(*projection + 1));
}

void checkTitle(const QString &title, QStringList *problems)
{
    if (title.trimmed().size() > WorkshopSetup::kMaxTitleLength)
        problems->append(SetupText::tr("the title is longer than %1 characters").arg(WorkshopSetup::kMaxTitleLength));
}

/// Unknown members of `object`, one sentence each; `where` names the object.
void checkMembers(const QJsonObject &object, const QStringList &known, const QString &where, QStringList *problems)
{
    for (auto it = object.begin(); it != object.end(); ++it)
        if (!known.contains(it.key()))
            problems->append(SetupText::tr("%1: unknown member “%2”").arg(where, it.key()));
}

/// A required number member; nothing (and a sentence) when it is missing or not a number.
std::optional<double> numberMember(const QJsonObject &object, const QString &name, const QString &where,
                                   QStringList *problems)
{
    const QJsonValue v = object.value(name);
    if (v.isUndefined()) {
        problems->append(SetupText::tr("%1: “%2” is missing").arg(where, name));
        return std::nullopt;
    }
    if (!v.isDouble()) {
        problems->append(SetupText::tr("%1: “%2” must be a number, not %3").arg(where, name, jsonTypeName(v)));
        return std::nullopt;
    }
    return v.toDouble();
}

QJsonObject polarToJson(attn::Polar p)
{
    return QJsonObject{{QStringLiteral("angle"), p.angleDegrees}, {QStringLiteral("length"), p.length}};
}

} // namespace

bool SetupKey::operator==(const SetupKey &other) const
{
    return name == other.name && position.angleDegrees == other.position.angleDegrees
           && position.length == other.position.length && value == other.value;
}

bool WorkshopSetup::operator==(const WorkshopSetup &other) const
{
    return title == other.title && keys == other.keys && query.angleDegrees == other.query.angleDegrees
           && query.length == other.query.length && projection == other.projection;
}

double normalisedDegrees(double degrees)
{
    double angle = std::fmod(degrees, 360.0);
    if (angle < 0.0)
        angle += 360.0;
    if (angle >= 360.0) // fmod of a tiny negative number can round up to 360
        angle = 0.0;
    return angle;
}

WorkshopSetup WorkshopSetup::plate()
{
    const attn::PlateLayout &plate = attn::plateLayout();
    WorkshopSetup s;
    for (std::size_t i = 0; i < plate.keys.size(); ++i)
        s.keys << SetupKey{QStringLiteral("k%1").arg(i + 1), plate.keys[i], plate.values[i]};
    s.query = plate.defaultQuery;
    return s;
}

attn::PlateLayout WorkshopSetup::layout() const
{
    attn::PlateLayout l;
    for (const SetupKey &k : keys) {
        l.keys.push_back(k.position);
        l.values.push_back(k.value);
    }
    l.defaultQuery = query;
    return l;
}

QStringList WorkshopSetup::names() const
{
    QStringList out;
    for (const SetupKey &k : keys)
        out << k.name;
    return out;
}

QStringList WorkshopSetup::problems() const
{
    QStringList out;
    checkTitle(title, &out);
    checkKeyCount(keys.size(), &out);
    if (keys.size() <= kMaxKeys) {
        QList<std::optional<QString>> names;
        for (qsizetype i = 0; i < keys.size(); ++i) {
            const SetupKey &k = keys[i];
            checkName(keyWho(i), k.name, &out);
            checkAngle(keyWho(i), k.position.angleDegrees, &out);
            checkLength(keyWho(i), k.position.length, &out);
            checkValue(keyWho(i), k.value, &out);
            names << k.name;
        }
        checkDuplicateNames(names, &out);
    }
    checkAngle(SetupText::tr("the query"), query.angleDegrees, &out);
    checkLength(SetupText::tr("the query"), query.length, &out);
    checkProjection(projection, keys.size(), &out);
    return out;
}

WorkshopSetup WorkshopSetup::normalised() const
{
    WorkshopSetup s = *this;
    s.title = title.trimmed();
    for (SetupKey &k : s.keys) {
        k.name = k.name.trimmed();
        if (std::isfinite(k.position.angleDegrees))
            k.position.angleDegrees = normalisedDegrees(k.position.angleDegrees);
    }
    if (std::isfinite(s.query.angleDegrees))
        s.query.angleDegrees = normalisedDegrees(s.query.angleDegrees);
    return s;
}

QJsonObject WorkshopSetup::toJson() const
{
    QJsonArray keyArray;
    for (const SetupKey &k : keys)
        keyArray.append(QJsonObject{{QStringLiteral("name"), k.name},
                                    {QStringLiteral("angle"), k.position.angleDegrees},
                                    {QStringLiteral("length"), k.position.length},
                                    {QStringLiteral("value"), k.value}});
    return QJsonObject{
        {QStringLiteral("formatVersion"), kFormatVersion},
        {QStringLiteral("title"), title},
        {QStringLiteral("keys"), keyArray},
        {QStringLiteral("query"), polarToJson(query)},
        // The key's number as the workshop shows it (k1 is 1).
        {QStringLiteral("view"), QJsonObject{{QStringLiteral("projection"),
                                              projection ? QJsonValue(qint64(*projection) + 1)
                                                         : QJsonValue(QJsonValue::Null)}}},
    };
}

std::optional<WorkshopSetup> WorkshopSetup::fromJson(const QJsonObject &root, QStringList *problems)
{
    const qsizetype before = problems->size();
    WorkshopSetup s;
    checkMembers(root, {QStringLiteral("formatVersion"), QStringLiteral("title"), QStringLiteral("keys"),
                        QStringLiteral("query"), QStringLiteral("view")},
                 SetupText::tr("the set-up"), problems);

    const QJsonValue version = root.value(QStringLiteral("formatVersion"));
    if (version.isUndefined())
        problems->append(SetupText::tr("formatVersion is missing"));
    else if (!version.isDouble() || version.toDouble() != kFormatVersion)
        problems->append(SetupText::tr("formatVersion is %1, not %2: another version of Attention Lab wrote it")
                             .arg(version.isDouble() ? number(version.toDouble()) : jsonTypeName(version))
                             .arg(kFormatVersion));

    const QJsonValue title = root.value(QStringLiteral("title"));
    if (!title.isUndefined() && !title.isString())
        problems->append(SetupText::tr("the title must be text, not %1").arg(jsonTypeName(title)));
    s.title = title.toString();
    checkTitle(s.title, problems);

    const QJsonValue keys = root.value(QStringLiteral("keys"));
    if (keys.isUndefined()) {
        problems->append(SetupText::tr("“keys” is missing"));
    } else if (!keys.isArray()) {
        problems->append(SetupText::tr("“keys” must be a list of keys, not %1").arg(jsonTypeName(keys)));
    } else {
        const QJsonArray array = keys.toArray();
        checkKeyCount(array.size(), problems);
        // Far too many keys is one problem, not one per key.
        if (array.size() <= kMaxKeys) {
            QList<std::optional<QString>> names;
            for (qsizetype i = 0; i < array.size(); ++i) {
                const QString who = keyWho(i);
                names << std::nullopt;
                if (!array[i].isObject()) {
                    problems->append(SetupText::tr("%1 must be an object with a name, an angle, a length and a value, not %2")
                                         .arg(who, jsonTypeName(array[i])));
                    continue;
                }
                const QJsonObject k = array[i].toObject();
                checkMembers(k, {QStringLiteral("name"), QStringLiteral("angle"), QStringLiteral("length"), QStringLiteral("value")},
                             who, problems);
                SetupKey key;
                const QJsonValue name = k.value(QStringLiteral("name"));
                if (name.isUndefined()) {
                    problems->append(SetupText::tr("%1: “name” is missing").arg(who));
                } else if (!name.isString()) {
                    problems->append(SetupText::tr("%1: “name” must be text, not %2").arg(who, jsonTypeName(name)));
                } else {
                    key.name = name.toString();
                    checkName(who, key.name, problems);
                    names.last() = key.name;
                }
                if (const auto angle = numberMember(k, QStringLiteral("angle"), who, problems)) {
                    key.position.angleDegrees = *angle;
                    checkAngle(who, *angle, problems);
                }
                if (const auto length = numberMember(k, QStringLiteral("length"), who, problems)) {
                    key.position.length = *length;
                    checkLength(who, *length, problems);
                }
                if (const auto value = numberMember(k, QStringLiteral("value"), who, problems)) {
                    key.value = *value;
                    checkValue(who, *value, problems);
                }
                s.keys << key;
            }
            checkDuplicateNames(names, problems);
        }
    }

    const QJsonValue query = root.value(QStringLiteral("query"));
    const QString queryWho = SetupText::tr("the query");
    if (query.isUndefined()) {
        problems->append(SetupText::tr("“query” is missing"));
    } else if (!query.isObject()) {
        problems->append(SetupText::tr("“query” must be an object with an angle and a length, not %1").arg(jsonTypeName(query)));
    } else {
        const QJsonObject q = query.toObject();
        checkMembers(q, {QStringLiteral("angle"), QStringLiteral("length")}, queryWho, problems);
        if (const auto angle = numberMember(q, QStringLiteral("angle"), queryWho, problems)) {
            s.query.angleDegrees = *angle;
            checkAngle(queryWho, *angle, problems);
        }
        if (const auto length = numberMember(q, QStringLiteral("length"), queryWho, problems)) {
            s.query.length = *length;
            checkLength(queryWho, *length, problems);
        }
    }

    const QJsonValue view = root.value(QStringLiteral("view"));
    if (!view.isUndefined() && !view.isObject()) {
        problems->append(SetupText::tr("“view” must be an object, not %1").arg(jsonTypeName(view)));
    } else if (view.isObject()) {
        const QJsonObject v = view.toObject();
        checkMembers(v, {QStringLiteral("projection")}, SetupText::tr("the view"), problems);
        const QJsonValue projection = v.value(QStringLiteral("projection"));
        if (!projection.isUndefined() && !projection.isNull()) {
            const double p = projection.toDouble(std::nan(""));
            if (!projection.isDouble() || p != std::floor(p) || p < 1 || p > kMaxKeys)
                problems->append(SetupText::tr("view: “projection” must be null or a key number from 1 to %1").arg(kMaxKeys));
            else
                s.projection = std::size_t(p) - 1;
        }
        if (s.projection && s.keys.size() >= kMinKeys)
            checkProjection(s.projection, s.keys.size(), problems);
    }

    if (problems->size() != before)
        return std::nullopt;
    return s.normalised();
}

std::optional<WorkshopSetup> readSetup(const QString &path, QStringList *problems)
{
    QString problem;
    const std::optional<QJsonObject> root = JsonFileStore::readObject(path, WorkshopSetup::kMaxFileSize, &problem);
    if (!root) {
        problems->append(SetupText::tr("%1 is not a set-up file: %2").arg(QDir::toNativeSeparators(path), problem));
        return std::nullopt;
    }
    return WorkshopSetup::fromJson(*root, problems);
}

bool writeSetup(const QString &path, const WorkshopSetup &setup, QString *error)
{
    if (const QStringList problems = setup.problems(); !problems.isEmpty()) {
        if (error)
            *error = problems.join(QStringLiteral("; "));
        return false;
    }
    return writeWholeFile(path, QJsonDocument(setup.normalised().toJson()).toJson(QJsonDocument::Indented), error);
}

} // namespace course
