#include "exerciseprogress.h"

#include "userfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>

namespace course {

namespace {

const QString kFormatVersionKey = QStringLiteral("formatVersion");
const QString kSavedKey = QStringLiteral("saved");
const QString kExercisesKey = QStringLiteral("exercises");
const QString kStateKey = QStringLiteral("state");
const QString kUpdatedKey = QStringLiteral("updated");

enum class FileStatus { Missing, Good, Bad };

} // namespace

ExerciseProgress::ExerciseProgress(const QString &file)
    : m_file(file)
{
}

QString ExerciseProgress::fileIn(const QString &folder)
{
    return QDir(folder).filePath(QStringLiteral("exercises.json"));
}

bool ExerciseProgress::parse(const QByteArray &data, QHash<QString, Entry> *entries, QString *problem)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &error);
    const QJsonObject root = doc.object();
    const QJsonValue version = root.value(kFormatVersionKey);
    if (error.error != QJsonParseError::NoError) {
        *problem = tr("not valid JSON: %1 at byte %2").arg(error.errorString()).arg(error.offset);
        return false;
    }
    if (!doc.isObject()) {
        *problem = tr("not a JSON object");
        return false;
    }
    if (!version.isDouble() || version.toDouble() != kFormatVersion) {
        *problem = tr("formatVersion is %1, this version of the course reads %2")
                       .arg(version.isDouble() ? QString::number(version.toDouble()) : tr("missing"))
                       .arg(kFormatVersion);
        return false;
    }
    if (!root.value(kExercisesKey).isObject()) {
        *problem = tr("“exercises” is not an object");
        return false;
    }

    // Every field a state has must have the type a fresh state gives it; fields a later
    // version may add are left to ExerciseState::fromJson.
    const QJsonObject shape = ExerciseState().toJson();
    const QJsonObject exercises = root.value(kExercisesKey).toObject();
    QHash<QString, Entry> result;
    for (auto it = exercises.begin(); it != exercises.end(); ++it) {
        const QJsonObject entry = it.value().toObject();
        const QJsonObject state = entry.value(kStateKey).toObject();
        const QDateTime updated = QDateTime::fromString(entry.value(kUpdatedKey).toString(), Qt::ISODateWithMs);
        const QString where = QStringLiteral("exercises.%1").arg(it.key());
        if (!it.value().isObject() || !entry.value(kStateKey).isObject()) {
            *problem = tr("%1 has no state object").arg(where);
            return false;
        }
        if (!updated.isValid()) {
            *problem = tr("%1.updated is not a date and time").arg(where);
            return false;
        }
        for (auto field = shape.begin(); field != shape.end(); ++field) {
            const QJsonValue value = state.value(field.key());
            if (!value.isUndefined() && value.type() != field.value().type()) {
                *problem = tr("%1.state.%2 has the wrong type").arg(where, field.key());
                return false;
            }
            if (value.isDouble() && value.toDouble() < 0.0) {
                *problem = tr("%1.state.%2 is negative").arg(where, field.key());
                return false;
            }
        }
        result.insert(it.key(), {ExerciseState::fromJson(state), updated});
    }
    *entries = result;
    return true;
}

QByteArray ExerciseProgress::serialize() const
{
    QJsonObject exercises;
    for (auto it = m_entries.cbegin(); it != m_entries.cend(); ++it) {
        exercises.insert(it.key(), QJsonObject{
                                       {kUpdatedKey, it->updated.toUTC().toString(Qt::ISODateWithMs)},
                                       {kStateKey, it->state.toJson()},
                                   });
    }
    const QJsonObject root{
        {kFormatVersionKey, kFormatVersion},
        {kSavedKey, QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
        {kExercisesKey, exercises},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

namespace {

/// Reads and parses one file; `problem` says why a Bad one is bad.
template<typename Parse>
FileStatus readFile(const QString &path, Parse parse, QString *problem)
{
    QFile f(path);
    if (!f.exists())
        return FileStatus::Missing;
    if (!f.open(QIODevice::ReadOnly)) {
        *problem = f.errorString();
        return FileStatus::Bad;
    }
    return parse(f.readAll(), problem) ? FileStatus::Good : FileStatus::Bad;
}

} // namespace

ExerciseProgress::LoadResult ExerciseProgress::load()
{
    m_entries.clear();
    QHash<QString, Entry> mainEntries;
    QString mainProblem;
    const FileStatus main = readFile(
        m_file, [&](const QByteArray &d, QString *p) { return parse(d, &mainEntries, p); }, &mainProblem);
    if (main == FileStatus::Good) {
        m_entries = mainEntries;
        return {};
    }

    QHash<QString, Entry> backupEntries;
    QString backupProblem;
    const FileStatus backup = readFile(
        backupFile(), [&](const QByteArray &d, QString *p) { return parse(d, &backupEntries, p); },
        &backupProblem);
    // A bad backup is moved aside too, so that no later save overwrites it.
    const QString backupMovedTo = backup == FileStatus::Bad ? moveAside(backupFile()) : QString();
    if (main == FileStatus::Missing && backup == FileStatus::Missing)
        return {};
    if (main == FileStatus::Missing && backup != FileStatus::Good) {
        // Nothing to restore, but the learner hears where the unreadable backup went.
        LoadResult result;
        result.problem = backupProblem;
        result.message = backupMovedTo.isEmpty()
                             ? tr("The backup of your exercise progress could not be read (%1).").arg(backupProblem)
                             : tr("The backup of your exercise progress could not be read (%1). It was kept as %2; "
                                  "your exercise progress starts afresh.")
                                   .arg(backupProblem, backupMovedTo);
        return result;
    }

    LoadResult result;
    result.ok = false;
    QStringList message;
    if (main == FileStatus::Missing) {
        message << tr("Your exercise progress file %1 was missing.").arg(m_file);
    } else {
        result.problem = mainProblem;
        result.movedTo = moveAside(m_file);
        message << (result.movedTo.isEmpty()
                        ? tr("Your exercise progress file %1 could not be read (%2), and it could "
                             "not be moved aside either.")
                              .arg(m_file, mainProblem)
                        : tr("Your exercise progress file could not be read (%1). It was kept as %2.")
                              .arg(mainProblem, result.movedTo));
    }
    if (backup == FileStatus::Good) {
        m_entries = backupEntries;
        result.fromBackup = true;
        message << tr("Your progress was restored from the backup copy of %1; answers given "
                      "after that time are lost.")
                       .arg(QLocale().toString(QFileInfo(backupFile()).lastModified(), QLocale::ShortFormat));
    } else if (backup == FileStatus::Bad) {
        message << (backupMovedTo.isEmpty()
                        ? tr("The backup copy could not be read either (%1).").arg(backupProblem)
                        : tr("The backup copy could not be read either (%1); it was kept as %2.")
                              .arg(backupProblem, backupMovedTo));
        message << tr("Your exercise progress starts afresh.");
    } else {
        message << tr("There is no backup copy; your exercise progress starts afresh.");
    }
    result.message = message.join(QLatin1Char(' '));
    return result;
}

bool ExerciseProgress::save(QString *error) const
{
    QFile previous(m_file);
    if (previous.exists()) {
        QHash<QString, Entry> ignored;
        QString problem;
        const QByteArray data = previous.open(QIODevice::ReadOnly) ? previous.readAll() : QByteArray();
        previous.close();
        if (parse(data, &ignored, &problem)) {
            // A failed backup leaves the older backup; the save itself is still atomic.
            writeWholeFile(backupFile(), data);
        } else if (moveAside(m_file).isEmpty()) {
            // Damaged since it was loaded and cannot be moved: it is not ours to overwrite.
            if (error)
                *error = tr("%1 cannot be read (%2) and cannot be moved aside.").arg(m_file, problem);
            return false;
        }
    }
    return writeWholeFile(m_file, serialize(), error);
}

QStringList ExerciseProgress::exerciseIds() const
{
    QStringList ids = m_entries.keys();
    ids.sort();
    return ids;
}

ExerciseState ExerciseProgress::state(const QString &exerciseId) const
{
    return m_entries.value(exerciseId).state;
}

QDateTime ExerciseProgress::updated(const QString &exerciseId) const
{
    return m_entries.value(exerciseId).updated;
}

void ExerciseProgress::setState(const QString &exerciseId, const ExerciseState &state,
                                const QDateTime &when)
{
    m_entries.insert(exerciseId, {state, when});
}

ExerciseProgress::Summary ExerciseProgress::summary(const QList<Exercise> &exercises) const
{
    Summary s;
    for (const Exercise &e : exercises) {
        const ExerciseState st = state(e.id);
        ++s.count;
        s.maximum += 1.0;
        s.credit += std::clamp(st.credit(e), 0.0, 1.0);
        if (st.finished(e))
            ++s.finished;
        else
            s.remaining << e.id;
    }
    return s;
}

} // namespace course
