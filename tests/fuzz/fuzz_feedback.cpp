// A feedback file (.attnfeedback, docs/formats/feedback.schema.json) as a teacher sends it:
// read it; when it opens (sealed for the example's learner with the example's code, or a
// format-1 file from before sealing), seal it again with the course's writer to the same key,
// and read that back unchanged.
#include "feedback.h"
#include "feedbackkey.h"
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString code = QStringLiteral("K7QM-3XZP-WD4R");
    const QString folder = fuzz::freshFolder(QStringLiteral("feedback"));
    const QString file = folder + QStringLiteral("/in.attnfeedback");
    fuzz::writeFile(file, fuzz::bytes(data, size));
    QStringList problems;
    const std::optional<course::FeedbackFile> sealed = course::readFeedbackFile(file, &problems);
    if (!sealed)
        return 0;
    QString problem;
    const std::optional<course::StudentFeedback> feedback = course::openFeedback(*sealed, code, &problem);
    if (!feedback)
        return 0;
    const std::optional<course::feedbackkey::KeyPair> keys =
        course::feedbackkey::keyPair(code, feedback->sessionId, feedback->learnerId);
    FUZZ_CHECK(keys.has_value());
    const QString out = fuzz::freshFolder(QStringLiteral("feedback-out"));
    QString path;
    QString error;
    FUZZ_CHECK(course::writeFeedback(out, *feedback, {keys->publicKey}, &path, &error));
    QStringList problemsAgain;
    const std::optional<course::StudentFeedback> reread = course::readFeedback(path, code, &problemsAgain);
    FUZZ_CHECK(reread.has_value());
    FUZZ_CHECK(*reread == *feedback);
    return 0;
}
