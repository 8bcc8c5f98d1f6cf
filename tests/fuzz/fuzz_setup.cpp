// A workshop set-up (.attnsetup, docs/formats/setup.schema.json) as a teacher sends it: read
// it; when it reads, write it with the course's writer and read that again unchanged.
#include "fuzzsupport.h"
#include "setup.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString folder = fuzz::freshFolder(QStringLiteral("setup"));
    const QString file = folder + QStringLiteral("/in.attnsetup");
    fuzz::writeFile(file, fuzz::bytes(data, size));
    QStringList problems;
    const std::optional<course::WorkshopSetup> setup = course::readSetup(file, &problems);
    if (!setup)
        return 0;
    const QString again = folder + QStringLiteral("/again.attnsetup");
    QString error;
    FUZZ_CHECK(course::writeSetup(again, *setup, &error));
    QStringList problemsAgain;
    const std::optional<course::WorkshopSetup> reread = course::readSetup(again, &problemsAgain);
    FUZZ_CHECK(reread.has_value());
    FUZZ_CHECK(*reread == *setup);
    return 0;
}
