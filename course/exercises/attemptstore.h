#pragma once

#include "attemptlog.h"

#include <QHash>
#include <QString>

namespace course {

/// Where a learner's attempt logs live: the one path from an exercise to the disk. An
/// ExerciseSession reads its log from the store and writes every event to it at once; the
/// learner's own session (LearnerSession) and a lab session's work (LabWork) are the stores.
/// The windows neither carry logs nor save them: they observe the store.
class AttemptStore
{
public:
    virtual ~AttemptStore() = default;

    /// The log of every exercise with one.
    virtual QHash<QString, AttemptLog> logs() const = 0;
    /// The log of one exercise; empty when it has none.
    virtual AttemptLog log(const QString &exerciseId) const { return logs().value(exerciseId); }
    /// Keeps `log` as the exercise's log and saves it; false (and `error` says why) when it is
    /// not kept or not saved. A store tells its owner of a failure as well (its own signal).
    virtual bool storeLog(const QString &exerciseId, const AttemptLog &log, QString *error) = 0;
};

} // namespace course
