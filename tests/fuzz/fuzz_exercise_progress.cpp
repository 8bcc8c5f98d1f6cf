// A learner's exercise progress with its attempt logs (course/exercises/exerciseprogress.h,
// docs/formats/exercise-progress.schema.json) as found on disk: load it (format 1 is
// migrated); when it loads, save it with its writer and load that again unchanged.
#include "exerciseprogress.h"
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString file = fuzz::freshFolder(QStringLiteral("exercises")) + QStringLiteral("/exercises.json");
    fuzz::writeFile(file, fuzz::bytes(data, size));
    course::ExerciseProgress progress(file);
    if (progress.load().status != course::JsonFileStore::Status::Good)
        return 0;
    QString error;
    FUZZ_CHECK(progress.save(&error));
    course::ExerciseProgress again(file);
    FUZZ_CHECK(again.load().status == course::JsonFileStore::Status::Good);
    QStringList ids = progress.exerciseIds();
    QStringList idsAgain = again.exerciseIds();
    ids.sort();
    idsAgain.sort();
    FUZZ_CHECK(ids == idsAgain);
    for (const QString &id : std::as_const(ids)) {
        FUZZ_CHECK(again.log(id) == progress.log(id));
        FUZZ_CHECK(again.updated(id) == progress.updated(id));
    }
    return 0;
}
