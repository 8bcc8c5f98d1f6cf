// The learners' profiles.json (course/learners/learnerprofiles.h) as found on disk: load it;
// when it loads, save it with the store's writer (setCurrent saves) and load that again
// unchanged.
#include "fuzzsupport.h"
#include "learnerprofiles.h"

namespace {

bool sameProfiles(const QList<course::LearnerProfile> &a, const QList<course::LearnerProfile> &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i)
        if (a[i].id != b[i].id || a[i].name != b[i].name || a[i].created != b[i].created)
            return false;
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString root = fuzz::freshFolder(QStringLiteral("profiles"));
    course::LearnerProfiles profiles(root);
    fuzz::writeFile(profiles.file(), fuzz::bytes(data, size));
    if (profiles.load().status != course::JsonFileStore::Status::Good || profiles.isEmpty())
        return 0;
    const QString current = profiles.currentId().isEmpty() ? profiles.profiles().first().id : profiles.currentId();
    QString error;
    FUZZ_CHECK(profiles.setCurrent(current, &error));
    course::LearnerProfiles again(root);
    FUZZ_CHECK(again.load().status == course::JsonFileStore::Status::Good);
    FUZZ_CHECK(sameProfiles(again.profiles(), profiles.profiles()));
    FUZZ_CHECK(again.currentId() == profiles.currentId());
    return 0;
}
