#include "gradebook.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace course {

namespace {

class GradebookText
{
    Q_DECLARE_TR_FUNCTIONS(GradebookText)
};

/// More hand-ins than any class hands in: the rest are not read.
constexpr int kMaxFiles = 5000;

struct Found {
    HandIn handIn;
    QString file;
    bool checksumMatches = true;
};

} // namespace

QJsonObject Gradebook::toJson() const
{
    QJsonArray studentsJson;
    for (const GradebookStudent &s : students) {
        QJsonArray exercises;
        for (auto it = s.scores.cbegin(); it != s.scores.cend(); ++it)
            exercises.append(QJsonObject{{QStringLiteral("id"), it.key()}, {QStringLiteral("score"), it.value()},
                                         {QStringLiteral("max"), 1.0}});
        studentsJson.append(QJsonObject{
            {QStringLiteral("id"), s.id},
            {QStringLiteral("name"), s.name},
            {QStringLiteral("handedIn"), s.handedIn},
            {QStringLiteral("total"), s.total},
            {QStringLiteral("max"), s.max},
            {QStringLiteral("flags"), QJsonArray::fromStringList(s.flags)},
            {QStringLiteral("exercises"), exercises},
        });
    }
    QJsonArray unreadableJson;
    for (const UnreadableHandIn &u : unreadable)
        unreadableJson.append(QJsonObject{{QStringLiteral("file"), u.file}, {QStringLiteral("reason"), u.reason}});
    return QJsonObject{
        {QStringLiteral("session"), QJsonObject{{QStringLiteral("id"), sessionId}, {QStringLiteral("title"), sessionTitle}}},
        {QStringLiteral("students"), studentsJson},
        {QStringLiteral("unreadable"), unreadableJson},
    };
}

Gradebook gradeSession(const LabSession &session, const Course &course, const QStringList &folders)
{
    Gradebook book;
    book.sessionId = session.id;
    book.sessionTitle = session.title;

    // Every hand-in by learner id; the latest counts, the others are named.
    QMap<QString, QList<Found>> byLearner;
    int files = 0;
    for (const QString &folder : folders) {
        QDirIterator it(folder, {QStringLiteral("*.attnhandin")}, QDir::Files);
        while (it.hasNext() && files < kMaxFiles) {
            const QString file = it.next();
            ++files;
            QStringList problems;
            bool matches = true;
            const std::optional<HandIn> h = readHandIn(file, &problems, &matches);
            if (!h) {
                book.unreadable << UnreadableHandIn{file, problems.join(QStringLiteral("; "))};
                continue;
            }
            byLearner[h->learnerId] << Found{*h, file, matches};
        }
    }

    QStringList order;
    for (const LabStudent &s : session.roster)
        order << s.id;
    QStringList others = byLearner.keys();
    others.erase(std::remove_if(others.begin(), others.end(), [&order](const QString &id) { return order.contains(id); }),
                 others.end());
    std::sort(others.begin(), others.end(), [&byLearner](const QString &a, const QString &b) {
        return byLearner.value(a).first().handIn.learnerName.localeAwareCompare(byLearner.value(b).first().handIn.learnerName) < 0;
    });
    order << others;

    for (const QString &id : std::as_const(order)) {
        GradebookStudent s;
        s.id = id;
        const auto onRoster = std::find_if(session.roster.cbegin(), session.roster.cend(),
                                           [&id](const LabStudent &r) { return r.id == id; });
        s.max = double(session.exerciseIds.size());
        QList<Found> found = byLearner.value(id);
        if (found.isEmpty()) {
            s.name = onRoster->name;
            s.flags << GradebookText::tr("No hand-in found.");
            book.students << s;
            continue;
        }
        std::sort(found.begin(), found.end(), [](const Found &a, const Found &b) { return a.handIn.handedIn < b.handIn.handedIn; });
        const Found &latest = found.last();
        const HandIn &h = latest.handIn;
        s.name = onRoster != session.roster.cend() ? onRoster->name : h.learnerName;
        s.handedIn = true;
        s.file = latest.file;
        s.handedInAt = h.handedIn;
        if (onRoster == session.roster.cend() && !session.roster.isEmpty())
            s.flags << GradebookText::tr("Not on the roster.");
        if (found.size() > 1) {
            QStringList names;
            for (const Found &f : found)
                names << QDir(f.file).dirName();
            s.flags << GradebookText::tr("%1 hand-ins for one learner; the latest counts: %2")
                           .arg(found.size())
                           .arg(names.join(QStringLiteral(", ")));
        }
        if (!latest.checksumMatches)
            s.flags << GradebookText::tr("The checksum does not match: the file was changed or damaged after it was handed in.");
        if (h.sessionId != session.id)
            s.flags << GradebookText::tr("Handed in for another session (%1).").arg(h.sessionTitle);
        if (h.contentHashes != session.contentHashes)
            s.flags << GradebookText::tr("Made with other course content than the session's.");
        for (auto it = h.exercises.cbegin(); it != h.exercises.cend(); ++it)
            if (!session.exerciseIds.contains(it.key()))
                s.flags << GradebookText::tr("Work on %1, which is not one of the session's exercises, was not counted.").arg(it.key());
        for (const QString &exerciseId : session.exerciseIds) {
            const Exercise *exercise = course.exercise(exerciseId);
            const HandInExercise work = h.exercises.value(exerciseId);
            double recomputed = 0.0;
            if (exercise) {
                const Exercise e = underLabRules(*exercise, session.rules);
                const ExerciseScore score = course::score(e, makeVariant(e, id, session.seed), work.log);
                recomputed = score.credit;
                int checks = 0;
                for (const AttemptEvent &event : work.log.events)
                    checks += event.kind == AttemptEvent::Kind::Check ? 1 : 0;
                if (checks > e.attempts)
                    s.flags << GradebookText::tr("%1: more checks (%2) than the %3 attempts allowed.")
                                   .arg(exerciseId).arg(checks).arg(e.attempts);
            }
            if (h.exercises.contains(exerciseId) && std::abs(work.reportedScore - recomputed) > 1e-9)
                s.flags << GradebookText::tr("%1: reported %2, recomputed %3.")
                               .arg(exerciseId, QString::number(work.reportedScore, 'f', 2), QString::number(recomputed, 'f', 2));
            s.scores.insert(exerciseId, recomputed);
            s.total += recomputed;
        }
        book.students << s;
    }
    return book;
}

} // namespace course
