#include "learnerprofiles.h"

#include "safetext.h"

#include "attemptlog.h"
#include "courseprogress.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTextBoundaryFinder>

namespace course {

namespace {

const QString kFormatVersionKey = QStringLiteral("formatVersion");
const QString kProfilesKey = QStringLiteral("profiles");
const QString kCurrentKey = QStringLiteral("current");
const QString kIdKey = QStringLiteral("id");
const QString kNameKey = QStringLiteral("name");
const QString kCreatedKey = QStringLiteral("created");

constexpr int kMaxSlugLength = 24;

/// What two names are compared by: compatibility-normalised and case-folded, so "ADA",
/// "ada" and "ａｄａ" are the same learner. QString::toCaseFolded() folds one character to one,
/// so the upper case goes first for the folds that change length ("ß" → "SS" → "ss").
QString nameKey(const QString &name)
{
    return name.normalized(QString::NormalizationForm_KC)
        .toUpper()
        .toCaseFolded()
        .normalized(QString::NormalizationForm_KC);
}

/// User-perceived characters (grapheme clusters): "é" typed either way, or a flag, is one.
int graphemeCount(const QString &text)
{
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, text);
    int count = 0;
    while (finder.toNextBoundary() != -1)
        ++count;
    return count;
}


/// The readable start of an id: ASCII letters and digits of the name, accents dropped.
QString slugFor(const QString &name)
{
    QString slug;
    for (const QChar c : name.normalized(QString::NormalizationForm_KD)) {
        if (c.category() == QChar::Mark_NonSpacing)
            continue;
        if (c.unicode() < 128 && c.isLetterOrNumber())
            slug += c.toLower();
        else if (!slug.endsWith(QLatin1Char('-')))
            slug += QLatin1Char('-');
    }
    slug = slug.left(kMaxSlugLength);
    while (slug.startsWith(QLatin1Char('-')))
        slug.remove(0, 1);
    while (slug.endsWith(QLatin1Char('-')))
        slug.chop(1);
    return slug.isEmpty() ? QStringLiteral("learner") : slug;
}

} // namespace

LearnerProfiles::LearnerProfiles(const QString &root)
    : m_root(root.isEmpty() ? defaultRoot() : root)
{
}

QString LearnerProfiles::defaultRoot()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString LearnerProfiles::file() const
{
    return QDir(m_root).filePath(QStringLiteral("profiles.json"));
}

QString LearnerProfiles::folder(const QString &id) const
{
    return QDir(m_root).filePath(QStringLiteral("profiles/") + id);
}

QString LearnerProfiles::removedFolder() const
{
    return QDir(m_root).filePath(QStringLiteral("removed"));
}

QString LearnerProfiles::normalizedName(const QString &name)
{
    return name.trimmed().normalized(QString::NormalizationForm_C);
}

QString LearnerProfiles::nameProblem(const QString &name, const QString &exceptId) const
{
    const QString n = normalizedName(name);
    if (n.isEmpty())
        return tr("Type a name.");
    if (const std::optional<char32_t> bad = firstUnsafeCharacter(n)) {
        // The rest reorder text: the name would read otherwise in the gradebook and file names.
        const QChar::Category category = QChar::category(*bad);
        if (category == QChar::Other_Control || category == QChar::Separator_Line
            || category == QChar::Separator_Paragraph || category == QChar::Other_Surrogate)
            return tr("A name cannot contain tabs, line breaks or other control characters.");
        return tr("A name cannot contain characters that change the direction of text.");
    }
    if (graphemeCount(n) > kMaxNameLength)
        return tr("A name can be at most %n character(s) long.", nullptr, kMaxNameLength);
    const QString key = nameKey(n);
    for (const LearnerProfile &p : m_profiles) {
        if (p.id != exceptId && nameKey(p.name) == key)
            return tr("There is already a learner called “%1”.").arg(p.name);
    }
    return {};
}

bool LearnerProfiles::isValidId(const QString &id)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9][a-z0-9-]{0,59}$"));
    return pattern.match(id).hasMatch();
}

std::optional<LearnerProfile> LearnerProfiles::profile(const QString &id) const
{
    const int i = indexOf(id);
    if (i < 0)
        return std::nullopt;
    return m_profiles.at(i);
}

std::optional<LearnerProfile> LearnerProfiles::current() const
{
    return profile(m_current);
}

int LearnerProfiles::indexOf(const QString &id) const
{
    for (int i = 0; i < m_profiles.size(); ++i) {
        if (m_profiles.at(i).id == id)
            return i;
    }
    return -1;
}

QString LearnerProfiles::parse(const QJsonObject &root, QList<LearnerProfile> *profiles, QString *current) const
{
    const QJsonValue list = root.value(kProfilesKey);
    if (!list.isArray())
        return tr("“profiles” is not a list");
    if (root.contains(kCurrentKey) && !root.value(kCurrentKey).isString())
        return tr("“current” is not a string");
    // Names are checked against the learners read so far, as create() checks them.
    LearnerProfiles read(m_root);
    const QJsonArray array = list.toArray();
    for (int i = 0; i < array.size(); ++i) {
        const QJsonObject o = array.at(i).toObject();
        const QString id = o.value(kIdKey).toString();
        const QString name = o.value(kNameKey).toString();
        if (!array.at(i).isObject() || !o.value(kIdKey).isString() || !o.value(kNameKey).isString())
            return tr("profiles[%1] has no id or name").arg(i);
        if (!isValidId(id) || read.indexOf(id) >= 0)
            return tr("profiles[%1]: “%2” is not a usable id").arg(i).arg(id);
        if (const QString why = read.nameProblem(name); !why.isEmpty() || name != normalizedName(name))
            return tr("profiles[%1]: %2").arg(i).arg(why.isEmpty() ? tr("the name is not trimmed") : why);
        // timeFromJson: a time outside what ISO 8601 can write back (UTC years 1 to 9999)
        // reads as unknown, so that saving the profiles never writes a file they cannot read.
        QDateTime created;
        timeFromJson(o.value(kCreatedKey), &created);
        read.m_profiles.append({id, name, created});
    }
    *profiles = read.m_profiles;
    *current = root.value(kCurrentKey).toString();
    if (read.indexOf(*current) < 0)
        *current = read.m_profiles.isEmpty() ? QString() : read.m_profiles.constFirst().id;
    return {};
}

LearnerProfiles::LoadResult LearnerProfiles::load()
{
    m_profiles.clear();
    m_current.clear();
    QList<LearnerProfile> profiles;
    QString current;
    LoadResult result = store().load([&](const QJsonObject &root, int) {
        return parse(root, &profiles, &current);
    });
    switch (result.status) {
    case JsonFileStore::Status::Good:
    case JsonFileStore::Status::RestoredFromBackup:
        m_profiles = profiles;
        m_current = current;
        if (result.fromBackup)
            result.message = tr("The list of learners was restored from its backup.") + QLatin1Char(' ')
                             + result.message;
        return result;
    case JsonFileStore::Status::Missing:
        recoverFromFolders();
        if (m_profiles.isEmpty())
            return result;
        result.ok = false;
        result.message = tr("The list of learners was missing. %n learner(s) were found in their folders "
                            "and are named after them; you can rename them under File ▸ Switch Learner.",
                            nullptr, int(m_profiles.size()));
        return result;
    case JsonFileStore::Status::StartedAfresh:
    case JsonFileStore::Status::CannotOpen:
        break;
    }
    recoverFromFolders();
    result.message = tr("The list of learners could not be read.") + QLatin1Char(' ') + result.message;
    if (!m_profiles.isEmpty())
        result.message += QLatin1Char(' ')
                          + tr("%n learner(s) were found in their folders and are named after them; "
                               "you can rename them under File ▸ Switch Learner.",
                               nullptr, int(m_profiles.size()));
    return result;
}

void LearnerProfiles::recoverFromFolders()
{
    const QDir dir(QDir(m_root).filePath(QStringLiteral("profiles")));
    const QStringList folders = dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &id : folders) {
        // The id is the only name left (a valid id is always a valid, unique name); other
        // folders are left where they are.
        if (isValidId(id))
            m_profiles.append({id, id, QFileInfo(dir.filePath(id)).birthTime()});
    }
    if (!m_profiles.isEmpty())
        m_current = m_profiles.constFirst().id;
}

bool LearnerProfiles::save(QString *error) const
{
    QJsonArray list;
    for (const LearnerProfile &p : m_profiles) {
        list.append(QJsonObject{
            {kIdKey, p.id},
            {kNameKey, p.name},
            {kCreatedKey, p.created.toUTC().toString(Qt::ISODateWithMs)},
        });
    }
    const QJsonObject root{
        {kFormatVersionKey, kFormatVersion},
        {kCurrentKey, m_current},
        {kProfilesKey, list},
    };
    return store().save(QJsonDocument(root).toJson(QJsonDocument::Indented),
                        [this](const QJsonObject &previous, int) {
                            QList<LearnerProfile> profiles;
                            QString current;
                            return parse(previous, &profiles, &current);
                        },
                        error);
}

QString LearnerProfiles::uniqueId(const QString &name) const
{
    const QString slug = slugFor(name);
    for (;;) {
        const QString id = slug + QLatin1Char('-')
                           + QString::number(QRandomGenerator::global()->bounded(0x1000000), 16)
                                 .rightJustified(6, QLatin1Char('0'));
        if (indexOf(id) < 0 && !QFileInfo::exists(folder(id)))
            return id;
    }
}

std::optional<LearnerProfile> LearnerProfiles::create(const QString &name, QString *error)
{
    if (const QString why = nameProblem(name); !why.isEmpty()) {
        if (error)
            *error = why;
        return std::nullopt;
    }
    const LearnerProfile profile{uniqueId(name), normalizedName(name),
                                 QDateTime::currentDateTimeUtc()};
    if (!QDir().mkpath(folder(profile.id))) {
        if (error)
            *error = tr("Cannot create the folder %1.").arg(folder(profile.id));
        return std::nullopt;
    }
    const bool first = m_profiles.isEmpty();
    const QString previous = m_current;
    m_profiles.append(profile);
    if (first)
        m_current = profile.id;
    if (!save(error)) {
        m_profiles.removeLast();
        m_current = previous;
        QDir().rmdir(folder(profile.id));
        return std::nullopt;
    }
    // Lesson progress from before there were profiles belongs to the first learner.
    const QString legacy = CourseProgress::fileIn(m_root);
    if (first && QFileInfo::exists(legacy))
        QFile::rename(legacy, CourseProgress::fileIn(folder(profile.id)));
    return profile;
}

bool LearnerProfiles::rename(const QString &id, const QString &name, QString *error)
{
    const int i = indexOf(id);
    if (i < 0) {
        if (error)
            *error = tr("There is no learner with the id “%1”.").arg(id);
        return false;
    }
    if (const QString why = nameProblem(name, id); !why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    const QString previous = m_profiles.at(i).name;
    m_profiles[i].name = normalizedName(name);
    if (!save(error)) {
        m_profiles[i].name = previous;
        return false;
    }
    return true;
}

bool LearnerProfiles::setCurrent(const QString &id, QString *error)
{
    if (indexOf(id) < 0) {
        if (error)
            *error = tr("There is no learner with the id “%1”.").arg(id);
        return false;
    }
    const QString previous = m_current;
    m_current = id;
    if (!save(error)) {
        m_current = previous;
        return false;
    }
    return true;
}

bool LearnerProfiles::remove(const QString &id, QString *movedTo, QString *error)
{
    const int i = indexOf(id);
    if (i < 0) {
        if (error)
            *error = tr("There is no learner with the id “%1”.").arg(id);
        return false;
    }
    const QString from = folder(id);
    QString to;
    if (QFileInfo::exists(from)) {
        const QString base = QDir(removedFolder()).filePath(
            id + QLatin1Char('-') + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
        to = base;
        for (int n = 2; QFileInfo::exists(to); ++n)
            to = base + QLatin1Char('-') + QString::number(n);
        if (!QDir().mkpath(removedFolder()) || !QDir().rename(from, to)) {
            if (error)
                *error = tr("Cannot move %1 to %2.").arg(from, to);
            return false;
        }
    }
    const LearnerProfile removed = m_profiles.takeAt(i);
    const QString previous = m_current;
    if (m_current == id)
        m_current = m_profiles.isEmpty() ? QString() : m_profiles.constFirst().id;
    if (!save(error)) {
        m_profiles.insert(i, removed);
        m_current = previous;
        if (!to.isEmpty())
            QDir().rename(to, from);
        return false;
    }
    if (movedTo)
        *movedTo = to;
    return true;
}

} // namespace course
