#include "gradebook.h"

#include "attempthistory.h"
#include "handincollection.h"
#include "itemanalysis.h"
#include "rehearsal.h"
#include "safetext.h"
#include "variantcode.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace course {

namespace {

class GradebookText
{
    Q_DECLARE_TR_FUNCTIONS(GradebookText)
};

/// A time limit is passed only beyond this: the hand-in the app makes when time runs out
/// takes a moment to write, and a shared folder may be slow to take it.
constexpr qint64 kTimeLimitGraceSeconds = 2 * 60;
/// Checks in a row that were not entirely right before a working student counts as stuck.
constexpr int kStuckChecks = 3;
/// Exercise ids named in one flag before "and N more".
constexpr int kNamedInFlag = 5;

QString timeText(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODate);
}

/// The session's time as a hand-in can tell it: from the later of the session's creation and
/// the learner joining, to the hand-in; invalid ends are open.
struct Window {
    QDateTime from;
    QDateTime to;
};

Window sessionWindow(const LabSession &session, const HandIn &h)
{
    Window w;
    w.from = session.created;
    if (h.started.isValid() && (!w.from.isValid() || h.started > w.from))
        w.from = h.started;
    w.to = h.handedIn;
    return w;
}

/// Flags about the times of an exercise's events: out of order, or outside the session's time
/// beyond the clock skew allowed.
QStringList timeFlags(const QString &exerciseId, const AttemptLog &log, const Window &window)
{
    QStringList flags;
    QDateTime previous;
    int outOfOrder = 0;
    QDateTime firstLater;
    QDateTime firstEarlier;
    int before = 0;
    int after = 0;
    for (const AttemptEvent &e : log.events) {
        if (!e.when.isValid())
            continue;
        if (previous.isValid() && e.when < previous) {
            if (outOfOrder++ == 0) {
                firstLater = previous;
                firstEarlier = e.when;
            }
        }
        previous = e.when;
        if (window.from.isValid() && e.when < window.from.addSecs(-kClockAllowanceSeconds))
            ++before;
        if (window.to.isValid() && e.when > window.to.addSecs(kClockAllowanceSeconds))
            ++after;
    }
    if (outOfOrder > 0)
        flags << GradebookText::tr("%1: events out of order: one at %2 comes after one at %3 (%n time(s)).", nullptr, outOfOrder)
                     .arg(exerciseId, timeText(firstEarlier), timeText(firstLater));
    if (before > 0)
        flags << GradebookText::tr("%1: %n event(s) dated before the session began for this learner (%2).", nullptr, before)
                     .arg(exerciseId, timeText(window.from));
    if (after > 0)
        flags << GradebookText::tr("%1: %n event(s) dated after the hand-in (%2).", nullptr, after)
                     .arg(exerciseId, timeText(window.to));
    return flags;
}

/// The time-limit flag, if any: counted from when the learner joined.
std::optional<QString> timeLimitFlag(const LabRules &rules, const HandIn &h)
{
    if (!rules.timeLimitMinutes)
        return std::nullopt;
    if (!h.started.isValid())
        return GradebookText::tr("The start time is missing, so the %n-minute time limit cannot be checked.", nullptr,
                                 *rules.timeLimitMinutes);
    if (!h.handedIn.isValid())
        return GradebookText::tr("The hand-in time is missing, so the %n-minute time limit cannot be checked.", nullptr,
                                 *rules.timeLimitMinutes);
    const QDateTime end = h.started.addSecs(qint64(*rules.timeLimitMinutes) * 60);
    if (h.handedIn <= end.addSecs(kTimeLimitGraceSeconds))
        return std::nullopt;
    const qint64 late = (end.secsTo(h.handedIn) + 59) / 60;
    return GradebookText::tr("Handed in %1 min after the %2-minute time limit.").arg(late).arg(*rules.timeLimitMinutes);
}

/// "a, b, c, d, e and 3 more"
QString someIds(const QStringList &ids)
{
    QStringList named;
    for (const QString &id : ids.mid(0, kNamedInFlag))
        named << displaySafe(id, 60);
    QString text = named.join(QStringLiteral(", "));
    if (ids.size() > kNamedInFlag)
        text = GradebookText::tr("%1 and %n more", nullptr, int(ids.size() - kNamedInFlag)).arg(text);
    return text;
}

/// Names for `paths` that tell them apart: a file's name, or with its folder where another
/// has that name, or the whole path where the folders are named alike too.
QStringList distinctNames(const QStringList &paths)
{
    const auto named = [&paths](const auto &nameOf) {
        QStringList names;
        for (const QString &path : paths)
            names << nameOf(QFileInfo(path));
        return names;
    };
    const QStringList files = named([](const QFileInfo &f) { return f.fileName(); });
    const QStringList withFolders = named([](const QFileInfo &f) { return f.dir().dirName() + QLatin1Char('/') + f.fileName(); });
    QStringList out;
    for (qsizetype i = 0; i < paths.size(); ++i) {
        if (files.count(files[i]) == 1)
            out << files[i];
        else if (withFolders.count(withFolders[i]) == 1)
            out << QDir::toNativeSeparators(withFolders[i]);
        else
            out << QDir::toNativeSeparators(paths[i]);
    }
    return out;
}

/// One exercise of the session as the class's work is graded: prepared once.
struct SessionExercise {
    QString id;
    std::optional<Exercise> exercise; ///< under the session's rules; nothing if the course lacks it
};

/// Flags about the files of a learner's hand-ins of the session (latest first): several of
/// them and several computers, a renamed file, a checksum, a name other than the roster's, a
/// date after `now` or after the file was written (a clock ahead).
QStringList copyFlags(const QList<HandInCopy> &ours, const QString &rosterName, const QDateTime &now)
{
    QStringList flags;
    QStringList paths;
    for (const HandInCopy &copy : ours)
        paths << copy.file;
    // Copies in two folders (the shared folder and a USB stick) have one name: then their
    // folders tell them apart.
    const QStringList names = distinctNames(paths);
    if (ours.size() > 1) {
        QSet<QString> devices;
        for (const HandInCopy &copy : ours)
            if (!copy.handIn.device.isEmpty())
                devices.insert(copy.handIn.device);
        if (devices.size() > 1)
            flags << GradebookText::tr("Worked on %n computers: the work of all of them is counted together.", nullptr,
                                       int(devices.size()));
        flags << GradebookText::tr("%1 hand-ins, all counted together (each check once, in time order): %2")
                     .arg(ours.size())
                     .arg(displaySafe(names.join(QStringLiteral(", ")), 1000));
    }
    for (qsizetype i = 0; i < ours.size(); ++i) {
        const HandIn &h = ours.at(i).handIn;
        const QString name = displaySafe(names.at(i));
        // The course names every hand-in for its learner (the roster's name where there is one).
        const QString expected = handInFileName(h.sessionTitle, rosterName.isEmpty() ? h.learnerName : rosterName,
                                                h.learnerId, h.device);
        if (QFileInfo(ours.at(i).file).fileName() != expected)
            flags << GradebookText::tr("The file is named %1, not %2 as the course names this student's hand-ins: it "
                                       "was renamed or made by hand.")
                         .arg(displaySafe(QFileInfo(ours.at(i).file).fileName()), displaySafe(expected));
        if (!rosterName.isEmpty() && h.learnerName != rosterName)
            flags << GradebookText::tr("%1 gives the name “%2”, the roster “%3”.")
                         .arg(name, displaySafe(h.learnerName), displaySafe(rosterName));
        if (!ours.at(i).checksumMatches)
            flags << GradebookText::tr("The checksum does not match: the file was changed or damaged after it was "
                                       "handed in (%1).").arg(name);
        if (isRehearsal(h)) {
            flags << GradebookText::tr("%1 was made up by lab rehearse: a rehearsal, not a student's work.").arg(name);
            continue; // its times are made up: no clock to flag
        }
        if (!h.handedIn.isValid())
            continue;
        if (h.handedIn > now.addSecs(kClockAllowanceSeconds))
            flags << GradebookText::tr("%1 is dated %2, after the moment it was graded: the clock of the computer that "
                                       "made it is ahead.").arg(name, timeText(h.handedIn));
        else if (ours.at(i).fileModified.isValid() && h.handedIn > ours.at(i).fileModified.addSecs(kClockAllowanceSeconds))
            flags << GradebookText::tr("%1 is dated %2, after its file was written (%3): the clock of the computer that "
                                       "made it was ahead.").arg(name, timeText(h.handedIn), timeText(ours.at(i).fileModified));
    }
    return flags;
}

/// One student's work on one exercise, for the class's summary.
struct Graded {
    ExerciseScore score;
    QStringList diagnoses;
};

/// With several hand-ins merged, each one's reported scores are compared with its own log's.
QStringList reportedScoreFlags(const QList<SessionExercise> &prepared, const QString &learnerId,
                               const LabSession &session, const QList<HandInCopy> &ours)
{
    QStringList flags;
    for (const HandInCopy &copy : ours) {
        for (const SessionExercise &p : prepared) {
            const auto work = copy.handIn.exercises.constFind(p.id);
            if (!p.exercise || work == copy.handIn.exercises.cend())
                continue;
            const double own = score(*p.exercise, makeVariant(*p.exercise, learnerId, session.variantContext()), work->log).credit;
            if (std::abs(work->reportedScore - own) > 1e-9)
                flags << GradebookText::tr("%1: reported %2, recomputed %3 (%4).")
                             .arg(p.id, QString::number(work->reportedScore, 'f', 2), QString::number(own, 'f', 2),
                                  displaySafe(QFileInfo(copy.file).fileName()));
        }
    }
    return flags;
}

/// The students whose work is the same to the millisecond as another's (a file copied and
/// its learner changed): every check's time and answer alike.
void flagIdenticalWork(Gradebook *book)
{
    QHash<QByteArray, QList<qsizetype>> byWork;
    for (qsizetype i = 0; i < book->students.size(); ++i) {
        const GradebookStudent &s = book->students.at(i);
        if (!s.work)
            continue;
        QJsonObject all;
        bool timedCheck = false;
        for (auto it = s.work->exercises.cbegin(); it != s.work->exercises.cend(); ++it) {
            for (const AttemptEvent &e : it->log.events)
                timedCheck = timedCheck || (e.kind == AttemptEvent::Kind::Check && e.when.isValid());
            all.insert(it.key(), logToJson(it->log));
        }
        if (timedCheck)
            byWork[QJsonDocument(all).toJson(QJsonDocument::Compact)] << i;
    }
    for (const QList<qsizetype> &same : std::as_const(byWork)) {
        if (same.size() < 2)
            continue;
        for (const qsizetype i : same) {
            QStringList others;
            for (const qsizetype j : same)
                if (j != i)
                    others << book->students.at(j).name;
            book->students[i].flags << GradebookText::tr("The same answers at the same times, to the millisecond, as %1: "
                                                         "a copied hand-in?")
                                           .arg(someIds(others));
        }
    }
}

} // namespace

QString statusName(GradebookStudent::Status status)
{
    switch (status) {
    case GradebookStudent::Status::NotStarted: return QStringLiteral("not-started");
    case GradebookStudent::Status::Working: return QStringLiteral("working");
    case GradebookStudent::Status::Stuck: return QStringLiteral("stuck");
    case GradebookStudent::Status::HandedIn: return QStringLiteral("handed-in");
    }
    return QStringLiteral("not-started");
}

namespace {

/// What a student did on an exercise, for `grade --json`: each check graded again, the hints
/// and the solution they saw, with their times (null when unknown).
QJsonObject attemptsJson(const QList<AttemptLine> &lines)
{
    QJsonArray attempts;
    QJsonArray hints;
    QJsonValue solution(QJsonValue::Null);
    for (const AttemptLine &line : lines) {
        switch (line.kind) {
        case AttemptEvent::Kind::Check:
            attempts.append(QJsonObject{
                {QStringLiteral("answer"), line.answer},
                {QStringLiteral("given"), line.given ? QJsonValue(answerToJson(*line.given)) : QJsonValue(QJsonValue::Null)},
                {QStringLiteral("verdict"), verdictName(line.verdict.value_or(Feedback::Status::Invalid))},
                {QStringLiteral("score"), line.score},
                {QStringLiteral("diagnoses"), QJsonArray::fromStringList(line.diagnoses)},
                {QStringLiteral("at"), timeToJson(line.when)},
            });
            break;
        case AttemptEvent::Kind::Hint:
            hints.append(QJsonObject{{QStringLiteral("hint"), line.hint}, {QStringLiteral("at"), timeToJson(line.when)}});
            break;
        case AttemptEvent::Kind::Solution:
            // The first time it was shown: the solution ends the exercise.
            if (solution.isNull())
                solution = QJsonObject{{QStringLiteral("at"), timeToJson(line.when)}};
            break;
        }
    }
    return QJsonObject{{QStringLiteral("attempts"), attempts},
                       {QStringLiteral("hintsSeen"), hints},
                       {QStringLiteral("solutionSeen"), solution}};
}

} // namespace

QJsonObject Gradebook::toJson(const LabSession &session, const Course &course) const
{
    QJsonArray studentsJson;
    for (const GradebookStudent &s : students) {
        QJsonArray exercises;
        // In the session's order (the class summary's), not the map's.
        for (const GradebookExercise &e : this->exercises) {
            if (!s.scores.contains(e.id))
                continue;
            QJsonObject exercise = attemptsJson(studentAttempts(session, course, s, e.id));
            exercise.insert(QStringLiteral("id"), e.id);
            exercise.insert(QStringLiteral("score"), s.scores.value(e.id));
            exercise.insert(QStringLiteral("max"), 1.0);
            exercises.append(exercise);
        }
        studentsJson.append(QJsonObject{
            {QStringLiteral("id"), s.id},
            {QStringLiteral("name"), s.name},
            {QStringLiteral("variantCode"), s.variantCode},
            {QStringLiteral("handedIn"), s.handedIn},
            {QStringLiteral("handedInAt"), s.handedIn ? timeToJson(s.handedInAt) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("timedOut"), s.timedOut},
            {QStringLiteral("status"), statusName(s.status)},
            {QStringLiteral("stuckOn"), s.stuckOn.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s.stuckOn)},
            {QStringLiteral("total"), s.total},
            {QStringLiteral("max"), s.max},
            {QStringLiteral("flags"), QJsonArray::fromStringList(s.flags)},
            {QStringLiteral("exercises"), exercises},
        });
    }
    QJsonArray exercisesJson;
    for (const GradebookExercise &e : exercises) {
        QJsonArray diagnosesJson;
        for (const ClassDiagnosis &d : e.diagnoses)
            diagnosesJson.append(QJsonObject{{QStringLiteral("text"), d.text}, {QStringLiteral("students"), d.students}});
        exercisesJson.append(QJsonObject{
            {QStringLiteral("id"), e.id},
            {QStringLiteral("title"), e.title},
            {QStringLiteral("mean"), e.mean},
            {QStringLiteral("solved"), e.solved},
            {QStringLiteral("attempted"), e.attempted},
            {QStringLiteral("attempts"), e.attempts},
            {QStringLiteral("hints"), e.hints},
            {QStringLiteral("diagnoses"), diagnosesJson},
            {QStringLiteral("facility"), e.facility ? QJsonValue(*e.facility) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("discrimination"), e.discrimination ? QJsonValue(*e.discrimination) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("reading"), e.reading},
        });
    }
    QJsonArray unreadableJson;
    for (const UnreadableHandIn &u : unreadable)
        unreadableJson.append(QJsonObject{{QStringLiteral("file"), u.file}, {QStringLiteral("reason"), u.reason}});
    return QJsonObject{
        {QStringLiteral("session"), QJsonObject{{QStringLiteral("id"), sessionId}, {QStringLiteral("title"), sessionTitle}}},
        {QStringLiteral("students"), studentsJson},
        {QStringLiteral("exercises"), exercisesJson},
        {QStringLiteral("consistency"), consistency ? QJsonValue(*consistency) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("itemAnalysis"), QJsonObject{{QStringLiteral("students"), itemStudents},
                                                     {QStringLiteral("warning"), itemWarning}}},
        {QStringLiteral("unreadable"), unreadableJson},
    };
}

namespace {

/// Collect: the students of the gradebook in its order, the roster's first, then anyone else
/// who handed in, by name.
QStringList studentOrder(const LabSession &session, const QHash<QString, LearnerHandIns> &byLearner)
{
    QStringList order;
    QSet<QString> onRosterIds;
    for (const LabStudent &s : session.roster) {
        if (!onRosterIds.contains(s.id))
            order << s.id;
        onRosterIds.insert(s.id);
    }
    QStringList others;
    for (auto it = byLearner.cbegin(); it != byLearner.cend(); ++it)
        if (!onRosterIds.contains(it.key()))
            others << it.key();
    const auto nameOf = [&byLearner](const QString &id) { return byLearner.value(id).copies.value(0).handIn.learnerName; };
    std::sort(others.begin(), others.end(), [&nameOf](const QString &a, const QString &b) {
        const int byName = nameOf(a).localeAwareCompare(nameOf(b));
        return byName != 0 ? byName < 0 : a < b;
    });
    return order << others;
}

/// What the folders hold for a student but cannot count, said on their row.
QStringList uncountedFlags(const HandInCollection &found, const LearnerHandIns &learner)
{
    QStringList flags;
    for (const QString &folder : std::as_const(found.unreachableFolders))
        flags << GradebookText::tr("The folder %1 could not be read: a hand-in there is not counted.")
                     .arg(displaySafe(QDir::toNativeSeparators(folder)));
    if (!learner.unreadable.isEmpty()) {
        // The newest first: a damaged copy newer than the work counted matters most.
        QList<UnreadableHandIn> files = learner.unreadable;
        std::sort(files.begin(), files.end(), [](const UnreadableHandIn &a, const UnreadableHandIn &b) {
            return QFileInfo(a.file).lastModified() > QFileInfo(b.file).lastModified();
        });
        const UnreadableHandIn &u = files.constFirst();
        QDateTime newestRead;
        for (const HandInCopy &copy : learner.copies)
            if (!newestRead.isValid() || copy.fileModified > newestRead)
                newestRead = copy.fileModified;
        const bool newer = newestRead.isValid() && QFileInfo(u.file).lastModified().toUTC() > newestRead;
        QString flag = newer ? GradebookText::tr("A newer hand-in of this student cannot be read (%1: %2); it is not "
                                                 "counted: ask the student to hand in again.")
                             : GradebookText::tr("A hand-in of this student cannot be read (%1: %2): ask the student "
                                                 "to hand in again.");
        flag = flag.arg(displaySafe(QFileInfo(u.file).fileName()), displaySafe(u.reason, 200));
        if (files.size() > 1)
            flag += QLatin1Char(' ') + GradebookText::tr("%n more of their files cannot be read either.", nullptr,
                                                        int(files.size() - 1));
        flags << flag;
    }
    if (learner.notRead > 0)
        flags << GradebookText::tr("%n more file(s) named for this student were not read: more than %1 hand-ins.",
                                   nullptr, learner.notRead)
                     .arg(kMaxHandInsPerLearner);
    return flags;
}

/// Choose: the student's copies for this session (one for another session is flagged, not
/// counted: its numbers were drawn for that session) and the work they add up to.
struct ChosenWork {
    QList<HandInCopy> ours;
    std::optional<HandIn> merged;
};

ChosenWork chooseWork(const LabSession &session, const LearnerHandIns &learner, QStringList *flags)
{
    ChosenWork chosen;
    for (const HandInCopy &copy : learner.copies) {
        if (copy.handIn.sessionId == session.id) {
            chosen.ours << copy;
            continue;
        }
        *flags << GradebookText::tr("A hand-in for another session (“%1”, id %2) was not counted: its numbers "
                                    "were drawn for that session (%3).")
                      .arg(displaySafe(copy.handIn.sessionTitle), displaySafe(copy.handIn.sessionId, 100),
                           displaySafe(QFileInfo(copy.file).fileName()));
    }
    chosen.merged = mergedHandIn(chosen.ours, session.id, session.created);
    return chosen;
}

/// What the class's work adds up to per exercise while the students are graded.
struct ClassTally {
    QList<GradebookExercise> *exercises;
    QList<QHash<QString, int>> diagnosisCounts; ///< per exercise: how many students made each mistake
};

/// Grade: every exercise of the session recomputed from the student's raw attempt log (never
/// the score the file reports), the flags their work raises, and whether they are stuck.
void gradeWork(const QList<SessionExercise> &prepared, const LabSession &session, const QString &id, const HandIn &h,
               const QList<HandInCopy> &ours, GradebookStudent &s, ClassTally &tally)
{
    const Window window = sessionWindow(session, h);
    // Stuck: of the exercises whose last counted checks were all wrong, the one worked on last.
    QDateTime stuckAt;
    for (qsizetype i = 0; i < prepared.size(); ++i) {
        const SessionExercise &p = prepared.at(i);
        const HandInExercise work = h.exercises.value(p.id);
        GradebookExercise &summary = (*tally.exercises)[i];
        double recomputed = 0.0;
        if (p.exercise) {
            const Exercise &e = *p.exercise;
            const Variant variant = makeVariant(e, id, session.variantContext());
            const ExerciseScore score = course::score(e, variant, work.log);
            recomputed = score.credit;
            int checks = 0;
            QDateTime lastCheck;
            for (const AttemptEvent &event : work.log.events) {
                if (event.kind == AttemptEvent::Kind::Check) {
                    ++checks;
                    if (event.when.isValid() && (!lastCheck.isValid() || event.when > lastCheck))
                        lastCheck = event.when;
                }
            }
            if (checks > e.attempts)
                s.flags << GradebookText::tr("%1: more checks (%2) than the %3 attempts allowed.")
                               .arg(p.id).arg(checks).arg(e.attempts);
            const qsizetype n = score.verdicts.size();
            if (n >= kStuckChecks
                && std::none_of(score.verdicts.cend() - kStuckChecks, score.verdicts.cend(),
                                [](Feedback::Status v) { return v == Feedback::Status::Correct; })
                && (s.stuckOn.isEmpty() || (lastCheck.isValid() && (!stuckAt.isValid() || lastCheck > stuckAt)))) {
                s.stuckOn = p.id;
                stuckAt = lastCheck;
            }
            summary.solved += score.solved ? 1 : 0;
            summary.attempted += score.attempts > 0 ? 1 : 0;
            if (score.attempts > 0)
                s.tried.insert(p.id);
            summary.attempts += score.attempts;
            summary.hints += score.hintsShown;
            // The last counted answer graded again, as the learner saw it: each mistake once.
            // An answer entirely right has none to tell.
            if (score.lastAnswer && score.verdicts.last() != Feedback::Status::Correct) {
                const Feedback f = grade(e, variant, *score.lastAnswer, answerLocale(score.lastLocale));
                const QSet<QString> distinct(f.diagnoses.cbegin(), f.diagnoses.cend());
                for (const QString &text : distinct)
                    ++tally.diagnosisCounts[i][text];
            }
        }
        if (h.exercises.contains(p.id)) {
            if (ours.size() == 1 && std::abs(work.reportedScore - recomputed) > 1e-9)
                s.flags << GradebookText::tr("%1: reported %2, recomputed %3.")
                               .arg(p.id, QString::number(work.reportedScore, 'f', 2), QString::number(recomputed, 'f', 2));
            s.flags << timeFlags(p.id, work.log, window);
        }
        summary.mean += recomputed;
        s.scores.insert(p.id, recomputed);
        s.total += recomputed;
    }
    if (s.status == GradebookStudent::Status::Working && !s.stuckOn.isEmpty())
        s.status = GradebookStudent::Status::Stuck;
    else
        s.stuckOn.clear();
}

/// Summarise: the class's mean per exercise and its mistakes, the most common first, and how
/// each exercise worked (item analysis over the students whose hand-in is counted).
void summarise(Gradebook &book, const QList<QHash<QString, int>> &diagnosisCounts, int handedIn)
{
    flagIdenticalWork(&book);
    QList<QList<double>> scores;
    for (const GradebookStudent &s : std::as_const(book.students)) {
        if (!s.handedIn)
            continue;
        QList<double> row;
        for (const GradebookExercise &e : std::as_const(book.exercises))
            row << s.scores.value(e.id);
        scores << row;
    }
    const ItemAnalysis analysis = analyseItems(scores);
    book.consistency = analysis.consistency;
    book.itemStudents = analysis.students;
    book.itemWarning = analysis.warning;
    for (qsizetype i = 0; i < book.exercises.size() && !scores.isEmpty(); ++i) {
        book.exercises[i].facility = analysis.items.at(i).facility;
        book.exercises[i].discrimination = analysis.items.at(i).discrimination;
        book.exercises[i].reading = analysis.items.at(i).reading;
    }
    for (qsizetype i = 0; i < book.exercises.size(); ++i) {
        GradebookExercise &e = book.exercises[i];
        e.mean = handedIn > 0 ? e.mean / handedIn : 0.0;
        for (auto it = diagnosisCounts.at(i).cbegin(); it != diagnosisCounts.at(i).cend(); ++it)
            e.diagnoses << ClassDiagnosis{it.key(), it.value()};
        std::sort(e.diagnoses.begin(), e.diagnoses.end(), [](const ClassDiagnosis &a, const ClassDiagnosis &b) {
            return a.students != b.students ? a.students > b.students : a.text < b.text;
        });
    }
}

} // namespace

Gradebook gradeSession(const LabSession &session, const Course &course, const QStringList &folders, const QDateTime &now)
{
    Gradebook book;
    book.sessionId = session.id;
    book.sessionTitle = session.title;

    QList<SessionExercise> prepared;
    for (const QString &id : session.exerciseIds) {
        const Exercise *exercise = course.exercise(id);
        prepared << SessionExercise{id, exercise ? std::optional<Exercise>(underLabRules(*exercise, session.rules)) : std::nullopt};
        book.exercises << GradebookExercise{};
        book.exercises.last().id = id;
        book.exercises.last().title = exercise ? prepared.last().exercise->title : id;
    }

    // Collect.
    const HandInCollection found = collectHandIns(session, folders);
    book.unreadable = found.unreadable;
    for (UnreadableHandIn &u : book.unreadable)
        u.reason = displaySafe(u.reason, 500);
    book.unreachableFolders = found.unreachableFolders;
    book.readFolders = found.readFolders;

    ClassTally tally{&book.exercises, QList<QHash<QString, int>>(prepared.size())};
    int handedIn = 0;
    for (const QString &id : studentOrder(session, found.byLearner)) {
        GradebookStudent s;
        s.id = displaySafe(id, 60);
        s.variantCode = variantCode(session, id);
        const auto onRoster = std::find_if(session.roster.cbegin(), session.roster.cend(),
                                           [&id](const LabStudent &r) { return r.id == id; });
        const QString rosterName = onRoster != session.roster.cend() ? onRoster->name : QString();
        s.max = double(session.exerciseIds.size());
        const LearnerHandIns learner = found.byLearner.value(id);
        s.flags << uncountedFlags(found, learner);

        // Choose.
        const ChosenWork chosen = chooseWork(session, learner, &s.flags);
        if (!chosen.merged) {
            s.name = displaySafe(onRoster != session.roster.cend() ? rosterName : learner.copies.value(0).handIn.learnerName);
            s.status = GradebookStudent::Status::NotStarted;
            if (learner.unreadable.isEmpty() && learner.copies.isEmpty())
                s.flags.prepend(GradebookText::tr("No hand-in found."));
            book.students << s;
            continue;
        }
        const HandIn &h = *chosen.merged;
        s.work = chosen.merged;
        for (const HandInCopy &copy : std::as_const(chosen.ours))
            if (copy.checksumMatches && !copy.handIn.feedbackKey.isEmpty() && !s.feedbackKeys.contains(copy.handIn.feedbackKey))
                s.feedbackKeys << copy.handIn.feedbackKey;
        ++handedIn;
        s.name = displaySafe(onRoster != session.roster.cend() ? rosterName : h.learnerName);
        s.handedIn = true;
        s.file = chosen.ours.constFirst().file;
        s.handedInAt = h.handedIn;
        s.timedOut = h.final && h.timedOut;
        s.status = h.final ? GradebookStudent::Status::HandedIn : GradebookStudent::Status::Working;
        if (onRoster == session.roster.cend() && !session.roster.isEmpty())
            s.flags << GradebookText::tr("Not on the roster.");
        s.flags << copyFlags(chosen.ours, rosterName, now);
        if (h.contentHashes != session.contentHashes)
            s.flags << GradebookText::tr("Made with other course content than the session's.");
        QStringList otherExercises;
        for (const HandInCopy &copy : std::as_const(chosen.ours))
            for (const QString &other : copy.otherExercises)
                if (!otherExercises.contains(other))
                    otherExercises << other;
        if (!otherExercises.isEmpty())
            s.flags << GradebookText::tr("Work on %1, which is not one of the session's exercises, was not counted.")
                           .arg(someIds(otherExercises));
        if (const std::optional<QString> late = timeLimitFlag(session.rules, h))
            s.flags << *late;
        if (chosen.ours.size() > 1)
            s.flags << reportedScoreFlags(prepared, id, session, chosen.ours);

        // Grade.
        gradeWork(prepared, session, id, h, chosen.ours, s, tally);
        book.students << s;
    }

    // Summarise.
    summarise(book, tally.diagnosisCounts, handedIn);
    return book;
}

} // namespace course
