#include "attentionmatrixmodel.h"

#include "colors.h"
#include "figures.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace ui {

namespace {

QColor mix(const QColor &from, const QColor &to, double t)
{
    const double s = std::clamp(t, 0.0, 1.0);
    return QColor::fromRgbF(float(from.redF() + s * (to.redF() - from.redF())),
                            float(from.greenF() + s * (to.greenF() - from.greenF())),
                            float(from.blueF() + s * (to.blueF() - from.blueF())));
}

/// The weights 0.00, 0.01, … 1.00 as formatFixed(weight, 2) writes them.
QStringList hundredths()
{
    QStringList figures;
    figures.reserve(101);
    for (int i = 0; i <= 100; ++i)
        figures << course::formatFixed(i / 100.0, 2);
    return figures;
}

} // namespace

AttentionMatrixModel::AttentionMatrixModel(const QStringList &tokens,
                                           std::vector<attn::Vector> queries,
                                           std::vector<attn::Vector> keys,
                                           std::vector<attn::Vector> values, QObject *parent)
    : QAbstractTableModel(parent)
    , m_tokens(tokens)
    , m_queries(std::move(queries))
    , m_keys(std::move(keys))
    , m_values(std::move(values))
    , m_figures(hundredths())
{
    setPalette(m_palette);
    store(attn::attentionMatrix(m_queries, m_keys, m_values, m_options));
}

int AttentionMatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_matrix.weights.size());
}

int AttentionMatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_matrix.weights.empty() ? 0 : int(m_keys.size());
}

bool AttentionMatrixModel::isMasked(int row, int column) const
{
    return m_options.causal && column > row;
}

QColor AttentionMatrixModel::shade(double weight) const
{
    return mix(m_ground, m_key, weight);
}

QString AttentionMatrixModel::weightFigure(double weight) const
{
    // A weight is written with two decimals: from the table unless it lies within a hair of
    // halfway between two hundredths, where only formatFixed() knows which way it rounds.
    const double hundreds = weight * 100.0;
    if (hundreds >= 0.0 && hundreds <= 100.0) {
        const double nearest = std::round(hundreds);
        if (std::abs(std::abs(hundreds - nearest) - 0.5) > 1e-6)
            return m_figures.at(int(nearest));
    }
    return course::formatFixed(weight, 2);
}

QVariant AttentionMatrixModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto row = std::size_t(index.row());
    const auto column = std::size_t(index.column());
    const bool masked = isMasked(index.row(), index.column());
    const double weight = m_matrix.weights[row][column];
    switch (role) {
    case Qt::DisplayRole:
        return masked ? QStringLiteral("—") : weightFigure(weight);
    case Qt::AccessibleTextRole:
        return masked ? tr("masked") : weightFigure(weight);
    case Qt::AccessibleDescriptionRole:
    case Qt::ToolTipRole: {
        const QString query = m_tokens.value(index.row());
        const QString key = m_tokens.value(index.column());
        if (masked)
            return tr("“%1” (word %2) may not look at the later word “%3” (word %4).")
                .arg(query)
                .arg(index.row() + 1)
                .arg(key)
                .arg(index.column() + 1);
        return tr("“%1” (word %2) gives “%3” (word %4) a weight of %5 (score %6).")
            .arg(query, QString::number(index.row() + 1), key, QString::number(index.column() + 1),
                 course::formatFixed(weight, 3), course::formatFixed(m_matrix.scores[row][column], 3));
    }
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case Qt::BackgroundRole:
        return masked ? m_palette.color(QPalette::Window) : shade(weight);
    case Qt::ForegroundRole:
        if (masked)
            return m_palette.color(QPalette::PlaceholderText);
        return readableOn(shade(weight));
    case WeightRole:
        return weight;
    case ScoreRole:
        return m_matrix.scores[row][column];
    default:
        return {};
    }
}

QVariant AttentionMatrixModel::headerData(int section, Qt::Orientation orientation,
                                          int role) const
{
    if (section < 0 || section >= m_tokens.size())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole)
        return orientation == Qt::Vertical ? tr("%1 (query)").arg(m_tokens.at(section))
                                           : m_tokens.at(section);
    if (role == Qt::ToolTipRole || role == Qt::AccessibleDescriptionRole)
        return orientation == Qt::Vertical
            ? tr("Row %1: how “%2” spreads its attention").arg(section + 1).arg(m_tokens.at(section))
            : tr("Column %1: the key of “%2”").arg(section + 1).arg(m_tokens.at(section));
    return QAbstractTableModel::headerData(section, orientation, role);
}

void AttentionMatrixModel::setTokens(const QStringList &tokens, std::vector<attn::Vector> queries,
                                     std::vector<attn::Vector> keys,
                                     std::vector<attn::Vector> values)
{
    beginResetModel();
    m_tokens = tokens;
    m_queries = std::move(queries);
    m_keys = std::move(keys);
    m_values = std::move(values);
    // No tokens is an empty table, not an error: the panel says what is missing.
    store(attn::attentionMatrix(m_queries, m_keys, m_values, m_options));
    endResetModel();
}

void AttentionMatrixModel::setOptions(attn::MatrixOptions options)
{
    auto result = attn::attentionMatrix(m_queries, m_keys, m_values, options);
    const std::size_t rowsAfter = result ? result->weights.size() : 0;
    // Same shape: the cells change in place and a view keeps its current row.
    const bool sameShape = rowsAfter == m_matrix.weights.size();
    if (!sameShape)
        beginResetModel();
    m_options = options;
    store(std::move(result));
    if (!sameShape)
        endResetModel();
    else if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void AttentionMatrixModel::setPalette(const QPalette &palette)
{
    m_palette = palette;
    m_ground = palette.color(QPalette::Base);
    m_key = keyColor(palette);
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1),
                         {Qt::BackgroundRole, Qt::ForegroundRole});
}

void AttentionMatrixModel::store(attn::Result<attn::AttentionMatrix> result)
{
    if (m_tokens.isEmpty()) {
        m_matrix = {};
        m_error.clear();
    } else if (result) {
        m_matrix = std::move(result.value());
        m_error.clear();
    } else {
        m_matrix = {};
        m_error = QString::fromStdString(result.error().message);
    }
}

} // namespace ui
