#pragma once

#include <QStringList>

namespace cli {

/// `attention-lab feedback FILE [--code CODE] [--json]`: a teacher's feedback file opened for
/// its student, with the feedback code kept on this computer (where they joined the session)
/// or the one given; refused otherwise.
int runFeedback(const QStringList &arguments);

} // namespace cli
