// Which of the course's files a file is, when its name does not say (a double click, a drop,
// `attention-lab FILE`): read by its contents. Whatever the bytes, the answer is a kind or a
// problem, never both and never neither.
#include "coursefile.h"
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString file = fuzz::freshFolder(QStringLiteral("coursefile")) + QStringLiteral("/unknown");
    fuzz::writeFile(file, fuzz::bytes(data, size));
    const course::CourseFileType type = course::classifyCourseFile(file);
    FUZZ_CHECK(type.kind.has_value() != !type.problem.isEmpty());
    return 0;
}
