#pragma once

#include <QAbstractItemModel>
#include <QList>
#include <QModelIndex>
#include <QSet>
#include <QSignalSpy>
#include <QVariant>

namespace testing {

/// The cells a spy on a table model's dataChanged() saw reported, each as
/// row × columns + column.
inline QSet<int> reportedCells(const QSignalSpy &dataChanged, int columns)
{
    QSet<int> cells;
    for (const QList<QVariant> &signal : dataChanged) {
        const auto topLeft = signal.at(0).value<QModelIndex>();
        const auto bottomRight = signal.at(1).value<QModelIndex>();
        for (int row = topLeft.row(); row <= bottomRight.row(); ++row)
            for (int column = topLeft.column(); column <= bottomRight.column(); ++column)
                cells.insert(row * columns + column);
    }
    return cells;
}

} // namespace testing
