#pragma once

#include "jsonfilestore.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace course {

/// One learner on this computer. The id is stable (renaming keeps it) and names the
/// learner's folder, so it is kept to [a-z0-9-].
struct LearnerProfile {
    QString id;
    QString name;
    QDateTime created;
};

/// The learners of one computer and which of them used the course last. Stored in
/// `profiles.json` (formatVersion 1) under the root folder, written whole through QSaveFile;
/// each learner's own files live in `profiles/<id>/`. Removing a learner moves that folder to
/// `removed/`, never deletes it. Every change is written at once.
class LearnerProfiles
{
    Q_DECLARE_TR_FUNCTIONS(LearnerProfiles)

public:
    static constexpr int kFormatVersion = 1;
    /// The largest profiles.json that is read: about a hundred bytes per learner.
    static constexpr qint64 kMaxFileSize = 1024 * 1024;
    static constexpr int kMaxNameLength = 60;

    /// `root`: the folder holding profiles.json; QStandardPaths::AppDataLocation when empty.
    explicit LearnerProfiles(const QString &root = {});

    static QString defaultRoot();
    QString root() const { return m_root; }
    QString file() const;
    /// For tools that only look (a teacher's `progress`): load() moves no unreadable file
    /// aside and nothing is written (JsonFileStore::setReadOnly).
    void setReadOnly(bool readOnly) { m_readOnly = readOnly; }

    /// `<root>/profiles/<id>`: where the learner's progress files go.
    QString folder(const QString &id) const;
    /// `<root>/removed`: where removed learners' folders are kept.
    QString removedFolder() const;

    using LoadResult = JsonFileStore::LoadResult;
    /// Reads profiles.json through a JsonFileStore. A missing file means no learners yet. An
    /// unreadable one (bad JSON, another formatVersion, wrong types, unsafe ids) is moved
    /// aside and its backup used; without a good backup the learners are recovered from the
    /// folders in `profiles/`, named by their ids.
    LoadResult load();

    /// The name as it would be stored: trimmed and in Unicode normalisation form C.
    static QString normalizedName(const QString &name);
    /// Why `name` cannot be used (empty, longer than kMaxNameLength characters, control
    /// characters, taken by another learner than `exceptId`); empty when it can.
    QString nameProblem(const QString &name, const QString &exceptId = {}) const;
    /// Whether `id` is a well-formed profile id: 1–60 of [a-z0-9-], not starting with "-",
    /// so it is safe as a folder name.
    static bool isValidId(const QString &id);

    QList<LearnerProfile> profiles() const { return m_profiles; }
    bool isEmpty() const { return m_profiles.isEmpty(); }
    std::optional<LearnerProfile> profile(const QString &id) const;
    /// The learner who used the course last; nothing when there is no learner.
    std::optional<LearnerProfile> current() const;
    QString currentId() const { return m_current; }

    /// Adds a learner with a folder of their own. The first learner becomes current and takes
    /// over the lesson progress kept before profiles existed (`<root>/lesson-progress.json`);
    /// later ones wait for setCurrent().
    std::optional<LearnerProfile> create(const QString &name, QString *error = nullptr);
    bool rename(const QString &id, const QString &name, QString *error = nullptr);
    bool setCurrent(const QString &id, QString *error = nullptr);
    /// Removes a learner; their folder is moved to removedFolder() (`movedTo` says where).
    bool remove(const QString &id, QString *movedTo = nullptr, QString *error = nullptr);

private:
    bool save(QString *error) const;
    JsonFileStore store() const
    {
        JsonFileStore s(file(), kFormatVersion);
        s.setMaxSize(kMaxFileSize);
        s.setReadOnly(m_readOnly);
        return s;
    }
    /// Reads a root object into `profiles` and `current`; why it cannot be used, or empty.
    QString parse(const QJsonObject &root, QList<LearnerProfile> *profiles, QString *current) const;
    int indexOf(const QString &id) const;
    QString uniqueId(const QString &name) const;
    void recoverFromFolders();

    QString m_root;
    QList<LearnerProfile> m_profiles;
    QString m_current;
    bool m_readOnly = false;
};

} // namespace course
