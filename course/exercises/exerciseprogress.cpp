#include "exerciseprogress.h"

#include "answer.h"
#include "exercisekind.h"
#include "jsonfilestore.h"

#include <QDir>
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

/// Counts a format-1 file may hold: small whole numbers (2.5 or 3e9 is not a count). An
/// exercise allows at most 20 attempts; with the hints and the solution the migrated log
/// stays far below the 1000 events a log may hold.
constexpr double kMaxCount = 100.0;
/// A format-1 answer longer than this is not a learner's answer.
constexpr qsizetype kMaxVersion1Answer = 100000;

bool isCount(const QJsonValue &v)
{
    const double x = v.toDouble(-1.0);
    return v.isDouble() && x >= 0.0 && x <= kMaxCount && x == std::floor(x);
}

/// A format-1 `lastAnswer` read by the type of its exercise; nothing when it does not fit.
std::optional<Answer> answerFromVersion1(const QString &text, const Exercise &exercise)
{
    return kindOf(exercise).fromVersion1(exercise, text);
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
            // Only an answer that format 2 can hold (and read back) and that is an answer at
            // all (format 1 counted it as an attempt) becomes one; anything else is kept as
            // its text, and still counts as the attempt it was. Whether an answer counts
            // does not depend on the learner's numbers, so any variant tells.
            if (e.answer
                && (!answerFromJson(answerToJson(*e.answer))
                    || !grade(*exercise, makeVariant(*exercise, QString()), *e.answer, answerLocale(e.locale))
                            .countsAsAttempt()))
                e.answer.reset();
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
QString checkVersion1State(const QJsonObject &state, const QString &where)
{
    const QJsonObject shape{{QStringLiteral("attemptsUsed"), 0}, {QStringLiteral("hintsShown"), 0},
                            {QStringLiteral("solutionShown"), false}, {QStringLiteral("solved"), false},
                            {QStringLiteral("bestScore"), 0.0}, {QStringLiteral("lastAnswer"), QString()}};
    for (auto field = shape.begin(); field != shape.end(); ++field) {
        const QJsonValue value = state.value(field.key());
        if (!value.isUndefined() && value.type() != field.value().type()) {
            return ExerciseProgress::tr("%1.state.%2 has the wrong type").arg(where, field.key());
        }
    }
    if (state.value(QStringLiteral("lastAnswer")).toString().size() > kMaxVersion1Answer)
        return ExerciseProgress::tr("%1.state.lastAnswer is longer than %2 characters").arg(where).arg(kMaxVersion1Answer);
    for (const QString &count : {QStringLiteral("attemptsUsed"), QStringLiteral("hintsShown")}) {
        if (!state.value(count).isUndefined() && !isCount(state.value(count))) {
            return ExerciseProgress::tr("%1.state.%2 is not a whole number from 0 to %3")
                           .arg(where, count, QString::number(kMaxCount));
        }
    }
    return {};
}

} // namespace

QString ExerciseProgress::parse(const QJsonObject &root, int version, const ExerciseLookup &exerciseFor,
                                QHash<QString, Entry> *entries)
{
    const bool version1 = version == 1;
    if (!root.value(kExercisesKey).isObject())
        return tr("“exercises” is not an object");

    const QJsonObject exercises = root.value(kExercisesKey).toObject();
    QHash<QString, Entry> result;
    for (auto it = exercises.begin(); it != exercises.end(); ++it) {
        const QJsonObject entry = it.value().toObject();
        const QString where = QStringLiteral("exercises.%1").arg(it.key());
        QDateTime updated;
        if (!it.value().isObject()) {
            return tr("%1 is not an object").arg(where);
        }
        if (!timeFromJson(entry.value(kUpdatedKey), &updated)) {
            return tr("%1.updated is not a date and time").arg(where);
        }
        if (version1) {
            if (!entry.value(kStateKey).isObject()) {
                return tr("%1 has no state object").arg(where);
            }
            const QJsonObject state = entry.value(kStateKey).toObject();
            if (const QString problem = checkVersion1State(state, where); !problem.isEmpty())
                return problem;
            const Exercise *exercise = exerciseFor ? exerciseFor(it.key()) : nullptr;
            result.insert(it.key(), {logFromVersion1(state, exercise), updated});
            continue;
        }
        QString why;
        const std::optional<AttemptLog> log = logFromJson(entry.value(kLogKey), &why);
        if (!log) {
            return tr("%1: %2").arg(where, why);
        }
        result.insert(it.key(), {*log, updated});
    }
    *entries = result;
    return {};
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

ExerciseProgress::LoadResult ExerciseProgress::load(const ExerciseLookup &exerciseFor)
{
    QHash<QString, Entry> entries;
    int version = kFormatVersion;
    JsonFileStore store(m_file, kFormatVersion);
    store.setMaxSize(kMaxFileSize);
    store.setOldestVersion(1);
    store.setReadOnly(m_readOnly);
    const LoadResult result = store.load([&](const QJsonObject &root, int v) {
        const QString problem = parse(root, v, exerciseFor, &entries);
        if (problem.isEmpty())
            version = v;
        return problem;
    });
    m_entries = entries;
    m_migrated = version == 1;
    return result;
}

bool ExerciseProgress::save(QString *error)
{
    JsonFileStore store(m_file, kFormatVersion);
    store.setMaxSize(kMaxFileSize);
    store.setOldestVersion(1);
    store.setReadOnly(m_readOnly);
    // What another writer saved since this one read the file (a second window, a second
    // computer sharing the home folder) is kept: the file holds the union of both.
    if (!m_readOnly) {
        QHash<QString, Entry> onDisk;
        QString problem;
        const auto parseCurrent = [&onDisk](const QJsonObject &root, int version) {
            return version == kFormatVersion ? parse(root, version, {}, &onDisk) : QStringLiteral("older format");
        };
        if (store.read(m_file, parseCurrent, &problem) == JsonFileStore::ReadStatus::Good) {
            for (auto it = onDisk.cbegin(); it != onDisk.cend(); ++it) {
                Entry &mine = m_entries[it.key()];
                mine.log = mergeLogs(mine.log, it->log);
                if (!mine.updated.isValid() || (it->updated.isValid() && it->updated > mine.updated))
                    mine.updated = it->updated;
            }
        }
    }
    return store.save(serialize(),
                      [](const QJsonObject &previous, int version) {
                          QHash<QString, Entry> ignored;
                          return parse(previous, version, {}, &ignored);
                      },
                      error);
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
