#pragma once

#include <functional>

class QString;
class QTableView;

namespace ui {

/// Sizes the columns of `view` to what each needs and shares the spare width evenly, so that no
/// heading and no figure is ever cut off and no single column grows into a wide empty strip.
/// A column needs at least its heading; `needed(column)` may ask for more (the widest figure it
/// can show). The columns are measured again when the table's font or size changes and when
/// the model is reset, and with ColumnFit::FollowFigures when a figure changes; with
/// ColumnFit::FixedFigures revealing or updating a cell never makes the columns jump.
enum class ColumnFit { FixedFigures, FollowFigures };
/// The room a cell of `view` needs for `text` in bold (the current or leading row), with the
/// cell's margins: what a `needed` function answers for a figure.
int boldCellWidth(const QTableView *view, const QString &text);
/// What a table narrower than its columns does: Widen sets its minimum width to the sum, so
/// the surrounding layout gives way; Scroll keeps the columns whole and scrolls sideways.
enum class ColumnOverflow { Widen, Scroll };
void fitColumns(QTableView *view, ColumnFit fit, ColumnOverflow overflow,
                std::function<int(int column)> needed = {});

} // namespace ui
