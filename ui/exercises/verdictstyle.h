#pragma once

#include "grading.h"

#include <QColor>
#include <QIcon>
#include <QPalette>
#include <QString>

namespace ui {

/// How a verdict reads; colour is only ever a second cue beside a word or a sign.
enum class Tone { None, Good, Bad, Partial, Notice };

/// Text and background colours of a tone, readable in light and dark palettes.
QColor toneText(const QPalette &palette, Tone tone);
QColor toneBackground(const QPalette &palette, Tone tone);
Tone toneOf(course::Feedback::Status status);
Tone toneOf(course::CellVerdict::Kind kind);
/// ✓ ✗ ↪ ? for a cell's verdict; empty for an empty cell.
QString glyphOf(course::CellVerdict::Kind kind);
/// A sign drawn as an icon, so that a cell keeps the learner's text and still shows its mark.
QIcon glyphIcon(const QString &glyph, const QColor &colour, const QFont &font);

} // namespace ui
