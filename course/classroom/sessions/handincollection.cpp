#include "handincollection.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QSet>

#include <algorithm>

namespace course {

namespace {

class CollectionText
{
    Q_DECLARE_TR_FUNCTIONS(CollectionText)
};

const QString kSuffix = QStringLiteral(".attnhandin");

/// Later hand-in first; for two of one time, the file named last (so the order does not
/// depend on the order a folder lists its files in).
bool laterThan(const HandInCopy &a, const HandInCopy &b)
{
    if (a.handIn.handedIn != b.handIn.handedIn)
        return a.handIn.handedIn > b.handIn.handedIn;
    return a.file > b.file;
}

/// A file found in a folder, and the roster student its name is for.
struct Listed {
    QString path;
    QString rosterId;
};

} // namespace

QString rosterIdOfFileName(const QString &fileName, const QSet<QString> &rosterIds)
{
    if (!fileName.endsWith(kSuffix) || rosterIds.isEmpty())
        return {};
    const QString stem = fileName.chopped(kSuffix.size());
    // Every id is preceded by "-" in a name the course gives: try each "-" from the left, so
    // the first match is the longest.
    const auto lookIn = [&rosterIds](const QString &text) -> QString {
        for (qsizetype at = text.indexOf(QLatin1Char('-')); at >= 0; at = text.indexOf(QLatin1Char('-'), at + 1))
            if (const QString candidate = text.mid(at + 1); rosterIds.contains(candidate))
                return candidate;
        return {};
    };
    // The course names a hand-in "…-<id>-<device>" (eight hex digits): that reading comes
    // first, so that a device code that happens to be another student's id never wins.
    if (stem.size() > 9 && stem.at(stem.size() - 9) == QLatin1Char('-') && isValidDevice(stem.right(8)))
        if (const QString id = lookIn(stem.chopped(9)); !id.isEmpty())
            return id;
    return lookIn(stem);
}

HandInCollection collectHandIns(const LabSession &session, const QStringList &folders)
{
    HandInCollection found;
    QSet<QString> rosterIds;
    for (const LabStudent &s : session.roster)
        rosterIds.insert(s.id);
    const QSet<QString> inSession(session.exerciseIds.cbegin(), session.exerciseIds.cend());

    // A folder given twice (or by two names) is read once.
    QStringList distinct;
    for (const QString &folder : folders) {
        const QString canonical = QFileInfo(folder).canonicalFilePath();
        if (canonical.isEmpty() || !distinct.contains(canonical))
            distinct << (canonical.isEmpty() ? folder : canonical);
    }
    // Listing is cheap, reading is not: list everything, then read the roster's files first.
    QList<Listed> expected;
    QList<Listed> others;
    for (const QString &folder : std::as_const(distinct)) {
        const QFileInfo info(folder);
        if (info.isFile()) {
            found.unreadable << UnreadableHandIn{folder, CollectionText::tr("this is a file, not a folder of hand-ins")};
            found.unreachableFolders << folder;
            continue;
        }
        if (!info.isDir() || !info.isReadable() || !QDir(folder).isReadable()) {
            found.unreadable << UnreadableHandIn{folder, CollectionText::tr("there is no such folder, or it cannot be reached")};
            found.unreachableFolders << folder;
            continue;
        }
        found.readFolders << folder;
        // A hand-in cut off while it was written (the computer stopped or was killed) leaves
        // QSaveFile's temporary file: named, with the student its name gives, never read.
        QDirIterator partial(folder, {QStringLiteral("*.attnhandin.??????")}, QDir::Files | QDir::Hidden);
        while (partial.hasNext()) {
            const QString path = partial.next();
            const UnreadableHandIn u{path, CollectionText::tr("an unfinished hand-in: the computer stopped while writing "
                                                              "it (the student's next hand-in removes it)")};
            found.unreadable << u;
            if (const QString id = rosterIdOfFileName(partial.fileName().chopped(7), rosterIds); !id.isEmpty())
                found.byLearner[id].unreadable << u;
        }
        // Folders, devices and links so named are listed too: each is reported, never skipped.
        QDirIterator it(folder, {QStringLiteral("*.attnhandin")}, QDir::Files | QDir::Dirs | QDir::System | QDir::NoDotAndDotDot);
        while (it.hasNext()) {
            const QString path = it.next();
            const QString id = rosterIdOfFileName(it.fileName(), rosterIds);
            (id.isEmpty() ? others : expected) << Listed{path, id};
        }
    }

    const auto read = [&](const Listed &listed) {
        QStringList problems;
        bool matches = true;
        std::optional<HandIn> h = readHandIn(listed.path, &problems, &matches);
        if (!h) {
            const UnreadableHandIn u{listed.path, problems.join(QStringLiteral("; "))};
            found.unreadable << u;
            if (!listed.rosterId.isEmpty())
                found.byLearner[listed.rosterId].unreadable << u;
            return;
        }
        HandInCopy copy;
        for (auto e = h->exercises.begin(); e != h->exercises.end();) {
            if (inSession.contains(e.key())) {
                ++e;
            } else {
                copy.otherExercises << e.key();
                e = h->exercises.erase(e);
            }
        }
        copy.file = listed.path;
        copy.checksumMatches = matches;
        copy.fileModified = QFileInfo(listed.path).lastModified().toUTC();
        const QString learner = h->learnerId;
        copy.handIn = std::move(*h);
        found.byLearner[learner].copies << std::move(copy);
    };
    // A student's files named as the course names them come first, so that junk named for
    // them never pushes their own hand-ins past the cap; the cap counts hand-ins that could be
    // read, and all their files are bounded too.
    QHash<QString, QString> courseName;
    for (const LabStudent &student : session.roster)
        courseName.insert(student.id, handInFileName(session.title, student.name, student.id).chopped(kSuffix.size()));
    std::stable_sort(expected.begin(), expected.end(), [&courseName](const Listed &a, const Listed &b) {
        const auto ours = [&courseName](const Listed &l) {
            return QFileInfo(l.path).fileName().startsWith(courseName.value(l.rosterId));
        };
        return ours(a) && !ours(b);
    });
    QHash<QString, int> readable;
    QHash<QString, int> listed;
    for (const Listed &file : std::as_const(expected)) {
        if (readable.value(file.rosterId) >= kMaxHandInsPerLearner || ++listed[file.rosterId] > kMaxFilesPerLearner) {
            ++found.byLearner[file.rosterId].notRead;
            continue;
        }
        const qsizetype before = found.byLearner.value(file.rosterId).unreadable.size();
        read(file);
        if (found.byLearner.value(file.rosterId).unreadable.size() == before)
            ++readable[file.rosterId];
    }
    for (qsizetype i = 0; i < others.size(); ++i) {
        if (i == kMaxOtherHandIns) {
            found.othersNotRead = int(others.size() - i);
            found.unreadable << UnreadableHandIn{
                QFileInfo(others.at(i).path).absolutePath(),
                CollectionText::tr("%n hand-in(s) named for no student of the roster were not read: more than %1 "
                                   "such files.", nullptr, found.othersNotRead).arg(kMaxOtherHandIns)};
            break;
        }
        read(others.at(i));
    }
    for (LearnerHandIns &l : found.byLearner)
        std::sort(l.copies.begin(), l.copies.end(), laterThan);
    return found;
}

std::optional<HandIn> mergedHandIn(const QList<HandInCopy> &copies, const QString &sessionId,
                                   const QDateTime &sessionCreated)
{
    std::optional<HandIn> merged;
    // Latest first: the latest gives the name, the title and the kind of hand-in.
    for (const HandInCopy &copy : copies) {
        const HandIn &h = copy.handIn;
        if (h.sessionId != sessionId)
            continue;
        if (!merged) {
            merged = h;
            continue;
        }
        for (auto it = h.exercises.cbegin(); it != h.exercises.cend(); ++it) {
            auto mine = merged->exercises.find(it.key());
            if (mine == merged->exercises.end())
                merged->exercises.insert(it.key(), *it);
            else
                mine->log = mergeLogs(mine->log, it->log);
        }
    }
    if (!merged)
        return merged;
    // The earliest start of a copy whole as it was written and begun once the session was made
    // (within the clocks' allowance): a file made up to end a classmate's time never counts.
    QDateTime earliest;
    for (const HandInCopy &copy : copies) {
        const QDateTime started = copy.handIn.started;
        if (copy.handIn.sessionId != sessionId || !copy.checksumMatches || !started.isValid()
            || (sessionCreated.isValid() && started < sessionCreated.addSecs(-kClockAllowanceSeconds)))
            continue;
        if (!earliest.isValid() || started < earliest)
            earliest = started;
    }
    if (earliest.isValid())
        merged->started = earliest;
    // Handed in when the latest final hand-in holds all the work: a later automatic hand-in
    // counts as working on only with work after it (not another computer's older work).
    QDateTime lastFinal;
    bool lastTimedOut = false;
    for (const HandInCopy &copy : copies)
        if (copy.handIn.sessionId == sessionId && copy.handIn.final
            && (!lastFinal.isValid() || copy.handIn.handedIn > lastFinal)) {
            lastFinal = copy.handIn.handedIn;
            lastTimedOut = copy.handIn.timedOut;
        }
    const auto workAfter = [&lastFinal](const HandIn &h) {
        for (const HandInExercise &e : h.exercises)
            for (const AttemptEvent &event : e.log.events)
                if (event.when.isValid() && event.when > lastFinal)
                    return true;
        return false;
    };
    merged->final = lastFinal.isValid()
                    && std::none_of(copies.cbegin(), copies.cend(), [&](const HandInCopy &copy) {
                           return copy.handIn.sessionId == sessionId && !copy.handIn.final
                                  && copy.handIn.handedIn > lastFinal && workAfter(copy.handIn);
                       });
    // The time and the kind of the final hand-in that counts: a time-out says so.
    merged->timedOut = merged->final && lastTimedOut;
    if (merged->final)
        merged->handedIn = lastFinal;
    return merged;
}

} // namespace course
