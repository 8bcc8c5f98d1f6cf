#pragma once

#include "courseprogress.h"
#include "exerciseprogress.h"
#include "learnerprofiles.h"
#include "lesson.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace course {

/// One exercise in a progress report: its score recomputed from the attempt log.
struct ExerciseReport {
    QString id;
    double score = 0.0;  ///< credit earned, 0…max
    double max = 1.0;
    int attempts = 0;
    int hintsShown = 0;
    bool solved = false;
    bool finished = false;
};

struct LessonReport {
    QString id;
    QString title;
    int pagesRead = 0;
    int pages = 0;
    QList<ExerciseReport> exercises;
};

/// What "Your progress" shows for one learner, from their saved files alone.
struct ProgressReport {
    QString learnerId;
    QString learnerName;
    QList<LessonReport> lessons;
    /// What was wrong with the learner's files, as the stores report it when they load.
    QStringList warnings;

    /// {"learner": {"id", "name"}, "lessons": [{"id", "pagesRead", "pages", "exercises":
    /// [{"id", "score", "max", "attempts", "solved"}]}]} (plus a few fields more).
    QJsonObject toJson() const;
};

/// The report of a learner's saved progress: every score is score() of the log.
ProgressReport progressReport(const Course &course, const CourseProgress &pages,
                              const ExerciseProgress &exercises, const QString &learnerId,
                              const QString &learnerName, std::uint64_t labSeed = 0);

/// The learner a teacher or a script means: an exact id first, then a profile name (compared
/// as LearnerProfiles stores names, case-insensitively); nothing when none matches.
std::optional<LearnerProfile> findLearner(const LearnerProfiles &profiles, const QString &idOrName);

} // namespace course
