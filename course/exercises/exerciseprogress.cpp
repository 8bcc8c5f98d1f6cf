#include "exerciseprogress.h"

#include "userfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <cmath>

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

namespace {

const QString kLogKey = QStringLiteral("log");

/// Counts a format-1 file may hold: small whole numbers (2.5 or 3e9 is not a count).
constexpr double kMaxCount = 1000.0;

bool isCount(const QJsonValue &v)
{
    const double x = v.toDouble(-1.0);
    return v.isDouble() && x >= 0.0 && x <= kMaxCount && x == std::floor(x);
}

/// A format-1 `lastAnswer` read by the type of its exercise; nothing when it does not fit.
std::optional<Answer> answerFromVersion1(const QString &text, const Exercise &exercise)
{
    switch (exercise.type) {
    case Exercise::Type::Numeric:
        return NumberAnswer{text};
    case Exercise::Type::SingleChoice:
    case Exercise::Type::MultipleChoice:
        return ChoiceAnswer{text.split(QLatin1Char(','), Qt::SkipEmptyParts)};
    case Exercise::Type::Ranking: {
        RankingAnswer a;
        for (const QString &key : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            bool ok = false;
            a.keys << key.trimmed().toInt(&ok);
            if (!ok)
                return std::nullopt;
        }
        return a;
    }
    case Exercise::Type::Table: {
        const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8());
        return answerFromJson(QJsonObject{{QStringLiteral("kind"), QStringLiteral("table")},
                                          {QStringLiteral("rows"), doc.array()}});
    }
    case Exercise::Type::Target: {
        QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
        o.insert(QStringLiteral("kind"), QStringLiteral("target"));
        return answerFromJson(o);
    }
    }
    return std::nullopt;
}

/// The log a format-1 state stands for: its hints, then its attempts, the last of which is
/// its last answer, then the solution. Order matters: hints only count before the end.
AttemptLog logFromVersion1(const QJsonObject &state, const Exercise *exercise)
{
    AttemptLog log;
    const int hints = state.value(QStringLiteral("hintsShown")).toInt();
    const int attempts = state.value(QStringLiteral("attemptsUsed")).toInt();
    const QString last = state.value(QStringLiteral("lastAnswer")).toString();
    for (int h = 0; h < hints; ++h) {
        AttemptEvent e;
        e.kind = AttemptEvent::Kind::Hint;
        e.hint = h;
        log.events << e;
    }
    for (int a = 0; a < attempts; ++a) {
        AttemptEvent e;
        e.kind = AttemptEvent::Kind::Check;
        e.status = Feedback::Status::Wrong;
        if (a == attempts - 1 && !last.isEmpty()) {
            e.answer = exercise ? answerFromVersion1(last, *exercise) : std::nullopt;
            // Format 1 graded in the machine's language; read the number the same way.
            e.locale = QLocale().name();
            if (!e.answer)
                e.legacyAnswer = last;
        }
        log.events << e;
    }
    if (state.value(QStringLiteral("solutionShown")).toBool()) {
        AttemptEvent e;
        e.kind = AttemptEvent::Kind::Solution;
        log.events << e;
    }
    return log;
}

/// The checks of a format-1 state: the fields it has must have their types, and the counts
/// must be small whole numbers.
bool checkVersion1State(const QJsonObject &state, const QString &where, QString *problem)
{
    const QJsonObject shape{{QStringLiteral("attemptsUsed"), 0}, {QStringLiteral("hintsShown"), 0},
                            {QStringLiteral("solutionShown"), false}, {QStringLiteral("solved"), false},
                            {QStringLiteral("bestScore"), 0.0}, {QStringLiteral("lastAnswer"), QString()}};
    for (auto field = shape.begin(); field != shape.end(); ++field) {
        const QJsonValue value = state.value(field.key());
        if (!value.isUndefined() && value.type() != field.value().type()) {
            *problem = ExerciseProgress::tr("%1.state.%2 has the wrong type").arg(where, field.key());
            return false;
        }
    }
    for (const QString &count : {QStringLiteral("attemptsUsed"), QStringLiteral("hintsShown")}) {
        if (!state.value(count).isUndefined() && !isCount(state.value(count))) {
            *problem = ExerciseProgress::tr("%1.state.%2 is not a whole number from 0 to %3")
                           .arg(where, count).arg(kMaxCount);
            return false;
        }
    }
    return true;
}

} // namespace

bool ExerciseProgress::parse(const QByteArray &data, const ExerciseLookup &exerciseFor,
                             QHash<QString, Entry> *entries, bool *migrated, QString *problem)
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
    const bool version1 = version.isDouble() && version.toDouble() == 1.0;
    if (!version.isDouble() || (!version1 && version.toDouble() != kFormatVersion)) {
        *problem = tr("formatVersion is %1, this version of the course reads 1 and %2")
                       .arg(version.isDouble() ? QString::number(version.toDouble()) : tr("missing"))
                       .arg(kFormatVersion);
        return false;
    }
    if (!root.value(kExercisesKey).isObject()) {
        *problem = tr("“exercises” is not an object");
        return false;
    }

    const QJsonObject exercises = root.value(kExercisesKey).toObject();
    QHash<QString, Entry> result;
    for (auto it = exercises.begin(); it != exercises.end(); ++it) {
        const QJsonObject entry = it.value().toObject();
        const QString where = QStringLiteral("exercises.%1").arg(it.key());
        QDateTime updated;
        if (!it.value().isObject()) {
            *problem = tr("%1 is not an object").arg(where);
            return false;
        }
        if (!timeFromJson(entry.value(kUpdatedKey), &updated)) {
            *problem = tr("%1.updated is not a date and time").arg(where);
            return false;
        }
        if (version1) {
            if (!entry.value(kStateKey).isObject()) {
                *problem = tr("%1 has no state object").arg(where);
                return false;
            }
            const QJsonObject state = entry.value(kStateKey).toObject();
            if (!checkVersion1State(state, where, problem))
                return false;
            const Exercise *exercise = exerciseFor ? exerciseFor(it.key()) : nullptr;
            result.insert(it.key(), {logFromVersion1(state, exercise), updated});
            continue;
        }
        QString why;
        const std::optional<AttemptLog> log = logFromJson(entry.value(kLogKey), &why);
        if (!log) {
            *problem = tr("%1: %2").arg(where, why);
            return false;
        }
        result.insert(it.key(), {*log, updated});
    }
    *entries = result;
    *migrated = version1;
    return true;
}

QByteArray ExerciseProgress::serialize() const
{
    QJsonObject exercises;
    for (auto it = m_entries.cbegin(); it != m_entries.cend(); ++it) {
        exercises.insert(it.key(), QJsonObject{
                                       {kUpdatedKey, timeToJson(it->updated)},
                                       {kLogKey, logToJson(it->log)},
                                   });
    }
    const QJsonObject root{
        {kFormatVersionKey, kFormatVersion},
        {kSavedKey, timeToJson(QDateTime::currentDateTimeUtc())},
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

ExerciseProgress::LoadResult ExerciseProgress::load(const ExerciseLookup &exerciseFor)
{
    m_entries.clear();
    m_migrated = false;
    QHash<QString, Entry> mainEntries;
    QString mainProblem;
    bool mainMigrated = false;
    const FileStatus main = readFile(
        m_file, [&](const QByteArray &d, QString *p) { return parse(d, exerciseFor, &mainEntries, &mainMigrated, p); },
        &mainProblem);
    if (main == FileStatus::Good) {
        m_entries = mainEntries;
        m_migrated = mainMigrated;
        return {};
    }

    QHash<QString, Entry> backupEntries;
    QString backupProblem;
    bool backupMigrated = false;
    const FileStatus backup = readFile(
        backupFile(),
        [&](const QByteArray &d, QString *p) { return parse(d, exerciseFor, &backupEntries, &backupMigrated, p); },
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
        m_migrated = backupMigrated;
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
        bool version1 = false;
        QString problem;
        const QByteArray data = previous.open(QIODevice::ReadOnly) ? previous.readAll() : QByteArray();
        previous.close();
        if (parse(data, {}, &ignored, &version1, &problem)) {
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

AttemptLog ExerciseProgress::log(const QString &exerciseId) const
{
    return m_entries.value(exerciseId).log;
}

QDateTime ExerciseProgress::updated(const QString &exerciseId) const
{
    return m_entries.value(exerciseId).updated;
}

void ExerciseProgress::setLog(const QString &exerciseId, const AttemptLog &log, const QDateTime &when)
{
    m_entries.insert(exerciseId, {log, when});
}

ExerciseProgress::Summary ExerciseProgress::summary(const QList<Exercise> &exercises,
                                                    const QString &learnerId, std::uint64_t labSeed) const
{
    Summary s;
    for (const Exercise &e : exercises) {
        const ExerciseScore st = score(e, makeVariant(e, learnerId, labSeed), log(e.id));
        ++s.count;
        s.maximum += 1.0;
        s.credit += st.credit;
        s.solved += st.solved ? 1 : 0;
        if (st.finished)
            ++s.finished;
        else
            s.remaining << e.id;
    }
    return s;
}

} // namespace course
