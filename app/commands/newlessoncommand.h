#pragma once

#include <QStringList>

namespace cli {

/// `attention-lab new-lesson DIR --id ID --title TITLE`: a minimal valid lesson to start from,
/// in the teacher's course folder DIR (course::writeNewLesson()).
int runNewLesson(const QStringList &arguments);

} // namespace cli
