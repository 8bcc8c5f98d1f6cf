#pragma once

#include "attention.h"
#include "exercise.h"

#include <QList>
#include <QString>

namespace course {

/// Which of the three step-by-step tables: the dot products, the softmax or the weighted sum.
using StepTableKind = Exercise::TableKind;

/// One column of a step table.
struct StepColumn {
    /// What the column holds; the figures come from the core's trace.
    enum class Quantity {
        Key,          ///< the row's key, "k2" (no number)
        KeyComponent, ///< k_d of the key, for `dimension` d
        Term,         ///< q_d·k_d, for `dimension` d
        Score,        ///< q·k (times the scale)
        Shifted,      ///< score − max
        Exponential,  ///< exp(score − max)
        Weight,       ///< the softmax weight, a fraction
        Value,        ///< the value stored with the key
        Contribution, ///< weight × value
        // The gradient table's (a row per token j, for token i's loss):
        Target,        ///< tⱼ: 1 on token i's target, else 0
        KeyEntry,      ///< (kⱼ)ₐ, the entry a of token j's key
        Error,         ///< wᵢⱼ − tⱼ
        ErrorTerm,     ///< (wᵢⱼ − tⱼ)·(kⱼ)ₐ; their Σ on the Σ row
        GradientEntry, ///< c·(xᵢ)ᵦ·Σ = ∂Lᵢ/∂(W_q)ₐᵦ, on the Σ row alone
    };

    /// Stable, for files and scripts: "key", "k_x", "term_x", "score", "shifted", "exp",
    /// "weight", "value", "contribution"; the gradient table's "target", "k_a", "error",
    /// "error_term", "entry".
    QString id;
    /// What a learner reads above the column ("q_x·k_x", "Weight wᵢ").
    QString header;
    /// One sentence on what the column holds, for tool tips.
    QString description;
    Quantity quantity = Quantity::Key;
    /// Shown from the start (the inputs of this table); otherwise the learner computes it.
    bool given = false;
    /// The component d of KeyComponent and Term columns; -1 otherwise.
    int dimension = -1;
};

/// One cell: its exact figure, if the cell exists at all.
struct StepCell {
    double value = 0.0;
    bool exists = false;
    /// A control figure (the Σ of the weights, which is 1): shown beside the table's own
    /// figures but never asked in an exercise.
    bool check = false;
};

struct StepRow {
    /// The key of the row (0-based), or -1 for the Σ row.
    int key = -1;
    /// "k2", or "Σ" / "Σ = output" for the sum row.
    QString label;
    /// A masked key (causal attention): it takes part with weight 0.
    bool masked = false;
    /// One per column; the key column's cell never exists (its label is the row's).
    QList<StepCell> cells;
};

/// Where a cell is: a row and a column of the table.
struct StepCellRef {
    int row = 0;
    int column = 0;
    friend bool operator==(const StepCellRef &, const StepCellRef &) = default;
};

/// One step-by-step table of a lookup, the one definition of its layout that the step-table
/// panel, the table exercises and their grading, the worked solutions and the command line
/// all read:
/// - DotProduct: key, k_x, k_y given; q_x·k_x, q_y·k_y and the score q·k computed; a row per key.
/// - Softmax: key and score given; score − max, exp(score − max) and the weight computed;
///   then a Σ row with Σ exp and (as a check) Σ w = 1.
/// - WeightedSum: key, weight and value given; weight × value computed; then a Σ row with
///   the output (and, in the weight column, the check Σ w = 1).
/// - Gradient: a row per token j of a training task, for token i's own loss: wᵢⱼ, tⱼ and
///   (kⱼ)ₐ given; wᵢⱼ − tⱼ and (wᵢⱼ − tⱼ)·(kⱼ)ₐ computed; then a Σ row with their Σ (and the
///   check Σ (w − t) = 0) and the entry ∂Lᵢ/∂(W_q)ₐᵦ = c·(xᵢ)ᵦ·Σ (attn::tokenQueryGradient).
struct StepTable {
    StepTableKind kind = StepTableKind::DotProduct;
    QList<StepColumn> columns;
    QList<StepRow> rows;
    /// The gradient table's c and (xᵢ)ᵦ, the factors of its last cell; 0 for the others.
    double scale = 0.0;
    double inputComponent = 0.0;
    /// The computed cells (check cells included) in the order a learner works them out: row by
    /// row, left to right, except that in the softmax table every weight comes after the Σ exp
    /// it is divided by (score − max and exp row by row, then Σ exp, the weights, Σ w).
    QList<StepCellRef> steps;

    int keyCount() const;
    bool isSumRow(int row) const { return row >= 0 && row < rows.size() && rows[row].key < 0; }
    /// The columns the learner computes, in table order (indices into `columns`).
    QList<int> inputColumns() const;
    /// The columns shown from the start, in table order, the key column first.
    QList<int> givenColumns() const;
    /// The cell at (row, column); a cell that does not exist when out of range.
    StepCell cell(int row, int column) const;
    /// The column holding `quantity` (the first, for a component quantity), or -1.
    int columnOf(StepColumn::Quantity quantity) const;
};

/// The columns of a table for keys of `dimensions` components (2 on the plate): the layout
/// alone, without figures.
QList<StepColumn> stepColumns(StepTableKind kind, std::size_t dimensions = 2);

/// The table of `kind` filled from a trace: every figure is the trace's (Σ w from attn::sum).
/// Not for the gradient table, which comes from a training point.
StepTable stepTable(StepTableKind kind, const attn::Trace &trace);

/// The gradient table of token g.token's entry (W_q)ₐᵦ (a = row + 1, b = column + 1), with the
/// task's token names as row labels.
StepTable gradientTable(const attn::TrainingTask &task, const attn::TokenGradient &g, int row, int column);

/// An exercise variant's table: the gradient table of its GradientQuestion, or the lookup
/// table of its trace.
StepTable variantTable(StepTableKind kind, const Variant &variant);

/// "Dot products", "Softmax", "Weighted sum": a heading for the table.
QString stepTableTitle(StepTableKind kind);

} // namespace course
