#pragma once

#include <QByteArray>
#include <QSize>
#include <QString>

#include <cstddef>
#include <optional>

namespace course {
class WorkshopModel;
}

namespace ui {

/// The workshop's figures for slides and handouts: the plane, the weight chart or the trace
/// table, drawn afresh at a chosen size from the workshop's model (so every figure comes from
/// the core), as PNG or SVG (Qt SVG).
namespace figures {

enum class Figure { Plane, WeightChart, TraceTable };
enum class Format { Png, Svg };

/// Sides of an exported figure, in pixels.
constexpr int kMinSide = 100;
constexpr int kMaxSide = 8000;

/// The format a file name asks for (.png or .svg, in any case); nothing for any other.
std::optional<Format> formatForFile(const QString &file);

/// `figure` of `model`'s current lookup at `size`, drawn with the application's palette and
/// font; `projection` is the key whose projection the plane shows. Empty when the size is
/// outside kMinSide…kMaxSide.
QByteArray render(course::WorkshopModel *model, Figure figure, Format format, QSize size,
                  std::optional<std::size_t> projection = std::nullopt);

/// Renders and writes the whole file through QSaveFile, in the format its suffix names.
/// False, with a translated `error`, when nothing was written.
bool exportFigure(course::WorkshopModel *model, Figure figure, const QString &file, QSize size,
                  std::optional<std::size_t> projection = std::nullopt, QString *error = nullptr);

} // namespace figures

} // namespace ui
