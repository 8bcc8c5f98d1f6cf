#pragma once

#include "gradebook.h"
#include "verdictstyle.h"

#include <QString>

namespace ui {

using StudentStatus = course::GradebookStudent::Status;

/// "Not started", "Working", "Stuck on <exercise>", "Handed in"; `stuckOnTitle` names the
/// exercise a stuck student is on.
QString statusText(StudentStatus status, const QString &stuckOnTitle = {});
/// Colour is a second cue only: every status also has its words and its sign.
Tone statusTone(StudentStatus status);
/// ○ ✎ ! ✓
QString statusGlyph(StudentStatus status);

} // namespace ui
