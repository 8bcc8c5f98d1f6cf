#pragma once

#include "setup.h"

#include <QAbstractTableModel>

namespace ui {

/// The keys being edited in Edit Keys…: one row per key (name, angle, length, value), as a
/// draft that changes nothing until the dialog applies it. Rows are added, removed and moved
/// through the item-model protocol; problems() says what would stop the keys from being used.
class KeyTableModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KeyTableModel)

public:
    enum Column { Name, Angle, Length, Value, ColumnCount };

    explicit KeyTableModel(const QList<course::SetupKey> &keys, QObject *parent = nullptr);

    const QList<course::SetupKey> &keys() const { return m_keys; }
    /// Replaces every row (a model reset).
    void setKeys(const QList<course::SetupKey> &keys);
    /// One sentence per problem of the draft (WorkshopSetup's rules); empty when usable.
    QStringList problems() const;

    bool canAddKey() const { return m_keys.size() < course::WorkshopSetup::kMaxKeys; }
    bool canRemoveKey() const { return m_keys.size() > course::WorkshopSetup::kMinKeys; }
    /// A new key at `row`: a name not yet taken, pointing into the widest gap between the
    /// keys. False at the most keys.
    bool addKey(int row);
    /// False at the fewest keys or for a row that does not exist.
    bool removeKey(int row);
    /// Moves a row one place up (−1) or down (+1); false when it cannot go there.
    bool moveKey(int row, int by);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool insertRows(int row, int count, const QModelIndex &parent = {}) override;
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;
    bool moveRows(const QModelIndex &sourceParent, int sourceRow, int count,
                  const QModelIndex &destinationParent, int destinationChild) override;

private:
    course::SetupKey newKey() const;

    QList<course::SetupKey> m_keys;
};

} // namespace ui
