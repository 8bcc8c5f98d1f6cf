#include "tracetablemodel.h"

#include "placeholders.h"
#include "workshopmodel.h"

#include <QFont>

namespace ui {

TraceTableModel::TraceTableModel(course::WorkshopModel *model, QObject *parent)
    : QAbstractTableModel(parent)
    , m_model(model)
{
    // New keys may be more or fewer rows.
    connect(m_model, &course::WorkshopModel::keysAboutToChange, this, &TraceTableModel::beginResetModel);
    connect(m_model, &course::WorkshopModel::keysChanged, this, [this] {
        m_shownLead = m_model->leadingKey();
        endResetModel();
    });
    // A query step changes the scores, weights and contributions; the keys and values stay,
    // except that the row of the leading key is bold.
    connect(m_model, &course::WorkshopModel::queryChanged, this, [this] {
        if (rowCount() == 0)
            return;
        emit dataChanged(index(0, Score), index(rowCount() - 1, ColumnCount - 1));
        const std::size_t lead = m_model->leadingKey();
        if (lead != m_shownLead) {
            for (const std::size_t row : {m_shownLead, lead}) {
                if (row < std::size_t(rowCount()))
                    emit dataChanged(index(int(row), Key), index(int(row), ColumnCount - 1), {Qt::FontRole});
            }
            m_shownLead = lead;
        }
    });
    m_shownLead = m_model->leadingKey();
}

int TraceTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_model->trace().rows.size());
}

int TraceTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TraceTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const attn::TraceRow &row = m_model->trace().rows[std::size_t(index.row())];
    if (role == Qt::TextAlignmentRole)
        return index.column() == Key ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                     : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::FontRole && std::size_t(index.row()) == m_model->leadingKey()) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::UserRole) { // the exact figure, for tests and other views
        switch (index.column()) {
        case Value: return row.value;
        case Score: return row.score;
        case Weight: return row.weight;
        case Contribution: return row.contribution;
        default: return index.row() + 1;
        }
    }
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole)
        return {};
    switch (index.column()) {
    case Key: return m_model->keyNames().value(index.row());
    case Value: return course::formatPlain(row.value);
    case Score: return course::formatFixed(row.score, 3);
    case Weight: return course::formatPercent(row.weight, 2);
    case Contribution: return course::formatFixed(row.contribution, 3);
    default: return {};
    }
}

QVariant TraceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    // Each row is named by its key: what a screen reader gives as a cell's row header.
    if (orientation == Qt::Vertical && role == Qt::DisplayRole && section >= 0 && section < rowCount())
        return m_model->keyNames().value(section);
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Key: return tr("Key");
    case Value: return tr("Value v");
    case Score: return tr("Score q·k");
    case Weight: return tr("Weight w");
    case Contribution: return tr("w × v");
    default: return {};
    }
}

} // namespace ui
