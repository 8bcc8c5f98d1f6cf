// `exercise --answer ANSWER` (course/exercises/kinds/typedanswer.h) on the shipped course's exercises:
// the first byte picks the exercise, the rest is the typed answer. An answer that reads fits
// its exercise, is graded, and survives the attempt log's writer and reader unchanged.
#include "answer.h"
#include "fuzzsupport.h"
#include "lessonloader.h"
#include "typedanswer.h"

namespace {

const QList<course::Exercise> &exercises()
{
    static const QList<course::Exercise> all = [] {
        QList<course::Exercise> list;
        const course::Course c = course::LessonLoader::loadCourse(QStringLiteral(LESSONS_SOURCE_DIR));
        for (const course::Lesson &lesson : c.lessons)
            list += lesson.exercises;
        fuzz::check(!list.isEmpty(), "the shipped course has no exercises");
        return list;
    }();
    return all;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const course::Exercise &exercise = exercises().at(data[0] % exercises().size());
    const course::Variant variant = course::makeVariant(exercise, QStringLiteral("fuzz"));
    const QString text = QString::fromUtf8(fuzz::bytes(data + 1, size - 1));
    QString problem;
    const std::optional<course::Answer> answer = course::readTypedAnswer(exercise, variant, text, &problem);
    if (!answer)
        return 0;
    FUZZ_CHECK(course::answerFits(*answer, exercise.type));
    course::grade(exercise, variant, *answer);
    const std::optional<course::Answer> reread = course::answerFromJson(course::answerToJson(*answer));
    FUZZ_CHECK(reread.has_value());
    FUZZ_CHECK(*reread == *answer);
    return 0;
}
