#pragma once

#include <QStringList>

namespace cli {

/// `attention-lab validate PATH`: one line per problem in lesson content.
int runValidate(const QStringList &arguments);

/// `attention-lab list [--json]`: the lessons in order, with their pages as the window counts
/// them.
int runList(const QStringList &arguments);

} // namespace cli
