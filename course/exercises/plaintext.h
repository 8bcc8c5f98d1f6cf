#pragma once

#include <QString>

namespace course {

/// The plain text of the Markdown the course writes (prompts, options, worked solutions), for
/// a terminal or a teacher's printout: emphasis (**, __, *, _), code backticks, heading marks
/// and backslash escapes removed, a link or image reduced to its text (an absolute URL kept in
/// parentheses), and a table's rows aligned in columns without pipes or a rule. Underscores
/// inside words (q_x·k_x) stay. Qt's own converter, QTextDocument, needs Qt Gui, which course/
/// does not link.
QString markdownToPlainText(const QString &markdown);

} // namespace course
