// A feedback file (.attnfeedback, docs/formats/feedback.schema.json) as a teacher sends it:
// read it; when it reads, write it with the course's writer and read that again unchanged.
#include "feedback.h"
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString folder = fuzz::freshFolder(QStringLiteral("feedback"));
    const QString file = folder + QStringLiteral("/in.attnfeedback");
    fuzz::writeFile(file, fuzz::bytes(data, size));
    QStringList problems;
    const std::optional<course::StudentFeedback> feedback = course::readFeedback(file, &problems);
    if (!feedback)
        return 0;
    const QString out = fuzz::freshFolder(QStringLiteral("feedback-out"));
    QString path;
    QString error;
    FUZZ_CHECK(course::writeFeedback(out, *feedback, &path, &error));
    QStringList problemsAgain;
    const std::optional<course::StudentFeedback> reread = course::readFeedback(path, &problemsAgain);
    FUZZ_CHECK(reread.has_value());
    FUZZ_CHECK(*reread == *feedback);
    return 0;
}
