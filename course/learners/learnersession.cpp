#include "learnersession.h"

#include "folderlock.h"

namespace course {

LearnerSession::LearnerSession(const Course &course, QObject *parent)
    : QObject(parent)
    , m_course(course)
    , m_exerciseProgress(QString())
{
}

LearnerSession::~LearnerSession() = default;

bool LearnerSession::isReadOnly() const
{
    return m_lock && !m_lock->isHeld();
}

QStringList LearnerSession::setLearner(const QString &id, const QString &name, const QString &folder)
{
    m_learnerId = id;
    m_learnerName = name;
    m_folder = folder;
    m_lessonProgress = CourseProgress(folder.isEmpty() ? QString() : CourseProgress::fileIn(folder));
    m_exerciseProgress = ExerciseProgress(folder.isEmpty() ? QString() : ExerciseProgress::fileIn(folder));
    m_lock.reset(); // the previous learner's folder is free again before another is taken
    QStringList messages;
    if (!folder.isEmpty()) {
        m_lock = std::make_unique<FolderLock>(folder);
        if (!m_lock->isHeld()) {
            m_lessonProgress.setReadOnly(true);
            m_exerciseProgress.setReadOnly(true);
            messages << m_lock->problem();
        }
        // The stores' messages are whole sentences naming the files and what became of them.
        if (const CourseProgress::LoadResult r = m_lessonProgress.load(); !r.message.isEmpty())
            messages << r.message;
        const ExerciseProgress::LoadResult r =
            m_exerciseProgress.load([this](const QString &exerciseId) { return m_course.exercise(exerciseId); });
        if (!r.message.isEmpty())
            messages << r.message;
    }
    emit learnerChanged();
    return messages;
}

QStringList LearnerSession::setLearner(const LearnerProfiles &profiles, const LearnerProfile &learner)
{
    return setLearner(learner.id, learner.name, profiles.folder(learner.id));
}

bool LearnerSession::mayWrite(QString *error) const
{
    if (!isReadOnly())
        return true;
    if (error)
        *error = m_lock->problem();
    return false;
}

QHash<QString, AttemptLog> LearnerSession::logs() const
{
    QHash<QString, AttemptLog> result;
    for (const QString &id : m_exerciseProgress.exerciseIds())
        result.insert(id, m_exerciseProgress.log(id));
    return result;
}

bool LearnerSession::recordLog(const QString &exerciseId, const AttemptLog &log, QString *error)
{
    m_exerciseProgress.setLog(exerciseId, log);
    const bool saved = m_folder.isEmpty() || (mayWrite(error) && m_exerciseProgress.save(error));
    emit progressChanged();
    return saved;
}

bool LearnerSession::storeLog(const QString &exerciseId, const AttemptLog &log, QString *error)
{
    QString why;
    const bool saved = recordLog(exerciseId, log, &why);
    if (!saved)
        emit logNotSaved(why);
    if (error)
        *error = why;
    return saved;
}

bool LearnerSession::visitPage(const QString &lessonId, int page, const QString &contentPageId, QString *error)
{
    if (!contentPageId.isEmpty())
        m_lessonProgress.markCompleted(lessonId, contentPageId);
    m_lessonProgress.setLastPosition(lessonId, page);
    const bool saved = m_folder.isEmpty() || (mayWrite(error) && m_lessonProgress.save(error));
    emit progressChanged();
    return saved;
}

} // namespace course
