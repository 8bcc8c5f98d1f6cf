#pragma once

#include "attemptlog.h"
#include "attemptstore.h"
#include "courseprogress.h"
#include "exerciseprogress.h"
#include "learnerprofiles.h"
#include "lesson.h"

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

namespace course {

class FolderLock;

/// The course as one learner is taking it: the course content, who the learner is, and
/// their two stores (lesson progress and exercise progress), with the one place where the
/// learner is switched. The window is a view of it; it is the only writer of the stores.
///
/// Without a folder (tests, screenshots) nothing is read or saved, and everything else works.
class LearnerSession : public QObject, public AttemptStore
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LearnerSession)

public:
    explicit LearnerSession(const Course &course, QObject *parent = nullptr);
    ~LearnerSession() override;

    const Course &course() const { return m_course; }
    QString learnerId() const { return m_learnerId; }
    QString learnerName() const { return m_learnerName; }
    /// Where the learner's files are kept; empty when nothing is saved.
    QString folder() const { return m_folder; }

    const CourseProgress &lessonProgress() const { return m_lessonProgress; }
    const ExerciseProgress &exerciseProgress() const { return m_exerciseProgress; }

    /// Switches to a learner whose files live in `folder` (empty: none are read or saved) and
    /// reads them. Returns what the learner should be told about files that could not be
    /// read (translated; empty when all was well). The learner's folder has one writer at a
    /// time (FolderLock): when another window has it, the files are read but nothing is saved
    /// (isReadOnly()), and the first message says so.
    QStringList setLearner(const QString &id, const QString &name, const QString &folder);
    /// The same for a learner of `profiles`: their files are in profiles.folder(id).
    QStringList setLearner(const LearnerProfiles &profiles, const LearnerProfile &learner);

    /// The saved attempt log of every exercise the learner has touched.
    QHash<QString, AttemptLog> logs() const override;
    /// recordLog(); a log not saved is told by logNotSaved() as well (AttemptStore).
    bool storeLog(const QString &exerciseId, const AttemptLog &log, QString *error) override;

    /// Another window has the learner's folder: nothing is saved.
    bool isReadOnly() const;

    /// Records an exercise's new log and saves it at once. False, with `error`, when it could
    /// not be saved (it is still kept for this session).
    bool recordLog(const QString &exerciseId, const AttemptLog &log, QString *error = nullptr);
    /// The learner is on page `page` (counted from 0, as the outline counts) of `lessonId`;
    /// `contentPageId` is the prose page's id, or empty for the exercises page, which is
    /// remembered as the last position but is not "read". Saved at once.
    bool visitPage(const QString &lessonId, int page, const QString &contentPageId, QString *error = nullptr);

signals:
    /// Another learner (or the same learner's files read again).
    void learnerChanged();
    /// Pages read or exercise logs changed.
    void progressChanged();
    /// An exercise's new log could not be saved (it is kept for this session): why.
    void logNotSaved(const QString &error);

private:
    /// True when saving may go on; false, with the lock's problem in `error`, when read-only.
    bool mayWrite(QString *error) const;

    Course m_course;
    QString m_learnerId;
    QString m_learnerName;
    QString m_folder;
    CourseProgress m_lessonProgress;
    ExerciseProgress m_exerciseProgress;
    std::unique_ptr<FolderLock> m_lock;
};

} // namespace course
