// A lab session file (.attnlab, docs/formats/lab-session.schema.json) as a teacher sends it:
// read it; when it reads, write it with the course's writer and read that again unchanged.
#include "fuzzsupport.h"
#include "labsession.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString folder = fuzz::freshFolder(QStringLiteral("session"));
    const QString file = folder + QStringLiteral("/in.attnlab");
    fuzz::writeFile(file, fuzz::bytes(data, size));
    QStringList problems;
    const std::optional<course::LabSession> session = course::readLabSession(file, &problems);
    if (!session)
        return 0;
    const QString again = folder + QStringLiteral("/again.attnlab");
    QString error;
    FUZZ_CHECK(course::writeLabSession(again, *session, &error));
    QStringList problemsAgain;
    const std::optional<course::LabSession> reread = course::readLabSession(again, &problemsAgain);
    FUZZ_CHECK(reread.has_value());
    FUZZ_CHECK(*reread == *session);
    return 0;
}
