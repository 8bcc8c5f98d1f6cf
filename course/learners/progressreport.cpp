#include "progressreport.h"

#include "attemptlog.h"

#include <QJsonArray>

namespace course {

QJsonObject ProgressReport::toJson() const
{
    QJsonArray lessonsJson;
    for (const LessonReport &lesson : lessons) {
        QJsonArray exercisesJson;
        for (const ExerciseReport &e : lesson.exercises) {
            exercisesJson.append(QJsonObject{
                {QStringLiteral("id"), e.id},
                {QStringLiteral("score"), e.score},
                {QStringLiteral("max"), e.max},
                {QStringLiteral("attempts"), e.attempts},
                {QStringLiteral("hintsShown"), e.hintsShown},
                {QStringLiteral("solved"), e.solved},
                {QStringLiteral("finished"), e.finished},
            });
        }
        lessonsJson.append(QJsonObject{
            {QStringLiteral("id"), lesson.id},
            {QStringLiteral("title"), lesson.title},
            {QStringLiteral("pagesRead"), lesson.pagesRead},
            {QStringLiteral("pages"), lesson.pages},
            {QStringLiteral("exercises"), exercisesJson},
        });
    }
    return QJsonObject{
        {QStringLiteral("learner"), QJsonObject{{QStringLiteral("id"), learnerId}, {QStringLiteral("name"), learnerName}}},
        {QStringLiteral("lessons"), lessonsJson},
        {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)},
    };
}

ProgressReport progressReport(const Course &course, const CourseProgress &pages,
                              const ExerciseProgress &exercises, const QString &learnerId,
                              const QString &learnerName, std::uint64_t labSeed)
{
    ProgressReport report;
    report.learnerId = learnerId;
    report.learnerName = learnerName;
    for (const Lesson &lesson : course.lessons) {
        LessonReport l;
        l.id = lesson.id;
        l.title = lesson.title;
        l.pages = int(lesson.pages.size());
        for (const Page &page : lesson.pages)
            l.pagesRead += pages.isCompleted(lesson.id, page.id) ? 1 : 0;
        for (const Exercise &exercise : lesson.exercises) {
            const ExerciseScore s = score(exercise, makeVariant(exercise, learnerId, labSeed), exercises.log(exercise.id));
            l.exercises << ExerciseReport{exercise.id, s.credit, 1.0, s.attempts, s.hintsShown, s.solved, s.finished};
        }
        report.lessons << l;
    }
    return report;
}

std::optional<LearnerProfile> findLearner(const LearnerProfiles &profiles, const QString &idOrName)
{
    if (const auto byId = profiles.profile(idOrName.trimmed()))
        return byId;
    const QString name = LearnerProfiles::normalizedName(idOrName);
    for (const LearnerProfile &p : profiles.profiles())
        if (LearnerProfiles::normalizedName(p.name).compare(name, Qt::CaseInsensitive) == 0)
            return p;
    return std::nullopt;
}

} // namespace course
