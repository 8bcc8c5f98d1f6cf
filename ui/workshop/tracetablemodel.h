#pragma once

#include <QAbstractTableModel>

#include <cstddef>

namespace course {
class WorkshopModel;
}

namespace ui {

/// The compact table of the workshop: per key its value, score, weight and weight × value,
/// read from the core's trace of the current lookup.
class TraceTableModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TraceTableModel)

public:
    enum Column { Key, Value, Score, Weight, Contribution, ColumnCount };

    explicit TraceTableModel(course::WorkshopModel *model, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    course::WorkshopModel *m_model = nullptr;
    /// The row shown in bold: the leading key's at the last query step.
    std::size_t m_shownLead = 0;
};

} // namespace ui
