// A learner's lesson progress (course/learners/courseprogress.h) as found on disk: load it;
// when it loads, save it with its writer, load that again and save it once more: the two
// saves must be the same file.
#include "courseprogress.h"
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString file = fuzz::freshFolder(QStringLiteral("progress")) + QStringLiteral("/progress.json");
    fuzz::writeFile(file, fuzz::bytes(data, size));
    course::CourseProgress progress(file);
    if (progress.load().status != course::JsonFileStore::Status::Good)
        return 0;
    QString error;
    FUZZ_CHECK(progress.save(&error));
    const QByteArray saved = fuzz::readFile(file);
    course::CourseProgress again(file);
    FUZZ_CHECK(again.load().status == course::JsonFileStore::Status::Good);
    FUZZ_CHECK(again.lastLesson() == progress.lastLesson());
    FUZZ_CHECK(again.lastPage() == progress.lastPage());
    FUZZ_CHECK(again.save(&error));
    FUZZ_CHECK(fuzz::readFile(file) == saved);
    return 0;
}
