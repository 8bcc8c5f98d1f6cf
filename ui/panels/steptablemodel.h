#pragma once

#include "steptable.h"

#include <QAbstractTableModel>

namespace course {
class WorkshopModel;
}

namespace ui {

/// One of the three step-by-step tables of a lookup, revealed one computed cell at a time. Its
/// layout, figures and order of steps are the course's course::StepTable, built from the core's
/// trace of the WorkshopModel's current query (see steptable.h for which cells are given and
/// which are computed). The steps go row by row, left to right, except in the softmax table,
/// where every weight waits until the Σ exp it is divided by has been revealed. A cell not yet
/// revealed shows "?"; the last revealed one (the current step) is bold, drawn with the
/// palette's highlight colours and marked with "▶", so colour is not the only cue.
class StepTableModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StepTableModel)

public:
    using Kind = course::StepTableKind;

    enum Role {
        /// The cell's exact figure as a double (also before it is revealed); none for text.
        ValueRole = Qt::UserRole,
        /// Whether the cell is shown: given cells always, computed ones once revealed.
        RevealedRole,
        /// True on the current step's cell only.
        CurrentRole,
    };

    explicit StepTableModel(Kind kind, course::WorkshopModel *model, QObject *parent = nullptr);

    Kind kind() const { return m_kind; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// Number of computed cells: the steps of the table.
    int cellCount() const { return int(m_table.steps.size()); }
    /// Number of computed cells revealed so far, 0…cellCount().
    int revealedCells() const { return m_revealed; }
    /// Reveals the first `count` computed cells (clamped to 0…cellCount()).
    void setRevealedCells(int count);

    /// The computed cell of step `step` (0-based, in reading order); invalid if out of range.
    QModelIndex cellAt(int step) const;
    /// The step (0-based) at which `index` is computed, or -1 for a given or invalid cell.
    int stepOf(const QModelIndex &index) const;
    /// The last revealed cell; invalid before the first step.
    QModelIndex currentCell() const { return cellAt(m_revealed - 1); }
    bool isRevealed(const QModelIndex &index) const;

    /// The key of a row (0-based), or -1 for the "Σ" row.
    int keyOfRow(int row) const;

    /// One line saying how a cell's figure is obtained, with the trace's numbers, each rounded
    /// on its own: "=" where the shown figures give the shown result exactly, "≈" where they
    /// miss it ("q_y·k_y for key 2: 0.9642 × 1.8794 ≈ 1.8121"). Empty for a given or invalid cell.
    QString explanation(const QModelIndex &index) const;

    /// Σ wᵢ of the current weights, computed by the core (1 up to rounding).
    double weightSum() const;

    /// The table shown, for the current query.
    const course::StepTable &table() const { return m_table; }

    /// The longest text a cell of `column` shows at the current query, as if every cell were
    /// revealed and the current step (with its marker): what the column needs to be wide enough
    /// for, before any cell is revealed.
    QString widestText(int column) const;

    /// A figure as the tables show it: four decimals, a true minus sign, no "−0.0000".
    static QString formatNumber(double x);
    /// A weight as "0.5508 (55.1%)": the fraction with four decimals, the percentage as the
    /// prose writes it (one decimal).
    static QString formatWeight(double w);
    /// A value as it is given ("20", "−7.5").
    static QString formatValue(double v);

public slots:
    void next();
    void previous();
    void revealAll();
    void reset();

signals:
    void revealedCellsChanged();

private:
    void rebuild();
    bool isSumRow(int row) const;
    course::StepColumn::Quantity quantity(int column) const;
    QVariant value(const QModelIndex &index) const;
    QString text(const QModelIndex &index) const;
    void emitCellsChanged(int fromStep, int toStep);

    Kind m_kind = Kind::DotProduct;
    course::WorkshopModel *m_model = nullptr;
    course::StepTable m_table;
    int m_revealed = 0;
};

} // namespace ui
