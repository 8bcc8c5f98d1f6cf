// A class list (roster CSV, docs/formats/roster.example.csv) from a spreadsheet: parsed from
// memory and from a file alike. The course writes no rosters, so there is no round trip; the
// students it keeps must hold what the format promises.
#include "fuzzsupport.h"
#include "learnerprofiles.h"
#include "roster.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = fuzz::bytes(data, size);
    const course::Roster roster = course::parseRoster(input);
    QSet<QString> ids;
    for (const course::RosterStudent &s : roster.students) {
        FUZZ_CHECK(course::LearnerProfiles::isValidId(s.id));
        FUZZ_CHECK(!s.name.isEmpty());
        FUZZ_CHECK(!ids.contains(s.id));
        ids.insert(s.id);
    }
    const QString file = fuzz::freshFolder(QStringLiteral("roster")) + QStringLiteral("/class.csv");
    fuzz::writeFile(file, input);
    const course::Roster fromFile = course::readRoster(file);
    FUZZ_CHECK(fromFile.students == roster.students);
    return 0;
}
