// A hand-in (.attnhandin, docs/formats/hand-in.schema.json) as a student's machine wrote it:
// read it; when it reads, write it with the course's writer and read that again unchanged.
#include "fuzzsupport.h"
#include "handin.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString folder = fuzz::freshFolder(QStringLiteral("handin"));
    const QString file = folder + QStringLiteral("/in.attnhandin");
    fuzz::writeFile(file, fuzz::bytes(data, size));
    QStringList problems;
    bool checksumMatches = false;
    const std::optional<course::HandIn> handIn = course::readHandIn(file, &problems, &checksumMatches);
    if (!handIn)
        return 0;
    const QString out = fuzz::freshFolder(QStringLiteral("handin-out"));
    QString path;
    QString error;
    FUZZ_CHECK(course::writeHandIn(out, *handIn, &path, &error));
    QStringList problemsAgain;
    bool checksumAgain = false;
    const std::optional<course::HandIn> reread = course::readHandIn(path, &problemsAgain, &checksumAgain);
    FUZZ_CHECK(reread.has_value());
    FUZZ_CHECK(checksumAgain);
    FUZZ_CHECK(*reread == *handIn);
    return 0;
}
