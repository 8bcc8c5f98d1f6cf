#pragma once

class QWidget;

namespace ui {

/// Gives this library's own widgets the accessible interfaces of the Qt widgets they stand
/// in for: TextBlock and EquationLabel are static text, like a QLabel (named by their
/// accessible name or else their text, described by their text); a HeadedSection is a group
/// named by its heading, like a QGroupBox. Safe to call often.
void installAccessibleInterfaces();

/// Tells screen readers, if any are listening, that `widget`'s text changed.
void announceTextChanged(QWidget *widget);

} // namespace ui
