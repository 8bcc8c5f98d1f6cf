#pragma once

#include "attention.h"

#include <QAbstractTableModel>
#include <QPalette>
#include <QStringList>

#include <vector>

namespace ui {

/// The n×n attention weights of a sentence (core: attn::attentionMatrix): row i is token i's
/// query, column j token j's key, each cell the weight row i gives column j, written as a
/// number and shaded by it. Masked cells (causal mask) read "—" and "masked".
class AttentionMatrixModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AttentionMatrixModel)

public:
    /// Qt::UserRole holds the exact weight of a cell (0 for a masked one).
    static constexpr int WeightRole = Qt::UserRole;
    /// Qt::UserRole + 1 holds the scaled score of a cell.
    static constexpr int ScoreRole = Qt::UserRole + 1;

    /// tokens, queries, keys and values have one entry per token.
    explicit AttentionMatrixModel(const QStringList &tokens, std::vector<attn::Vector> queries,
                                  std::vector<attn::Vector> keys,
                                  std::vector<attn::Vector> values, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    const QStringList &tokens() const { return m_tokens; }
    const std::vector<attn::Vector> &queries() const { return m_queries; }
    const std::vector<attn::Vector> &keys() const { return m_keys; }
    const std::vector<attn::Vector> &values() const { return m_values; }

    /// A new sentence: the model is reset (its shape may change). Every list has one entry per
    /// token; no tokens at all gives an empty table.
    void setTokens(const QStringList &tokens, std::vector<attn::Vector> queries,
                   std::vector<attn::Vector> keys, std::vector<attn::Vector> values);

    attn::MatrixOptions options() const { return m_options; }
    /// Recomputes the weights with new options (scale, causal mask). Same shape: one
    /// dataChanged over the cells, never a reset, so a view keeps its current cell and scroll.
    void setOptions(attn::MatrixOptions options);
    /// The palette the cell shades are chosen for.
    void setPalette(const QPalette &palette);

    /// The core's result; empty when errorString() is not.
    const attn::AttentionMatrix &matrix() const { return m_matrix; }
    QString errorString() const { return m_error; }
    bool isMasked(int row, int column) const;
    /// A weight as its cell writes it: formatFixed(weight, 2), mostly from a table of the 101
    /// hundredths made in the locale of the model's construction (a new language makes a new
    /// window).
    QString weightFigure(double weight) const;

private:
    void store(attn::Result<attn::AttentionMatrix> result);
    QColor shade(double weight) const;

    QStringList m_tokens;
    std::vector<attn::Vector> m_queries;
    std::vector<attn::Vector> m_keys;
    std::vector<attn::Vector> m_values;
    attn::MatrixOptions m_options;
    attn::AttentionMatrix m_matrix;
    QString m_error;
    QPalette m_palette;
    QColor m_ground; ///< the palette's Base, the shade of weight 0
    QColor m_key;    ///< keyColor() of the palette, the shade of weight 1
    QStringList m_figures;
};

} // namespace ui
