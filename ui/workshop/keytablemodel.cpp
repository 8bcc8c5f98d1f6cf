#include "keytablemodel.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace ui {

KeyTableModel::KeyTableModel(const QList<course::SetupKey> &keys, QObject *parent)
    : QAbstractTableModel(parent)
    , m_keys(keys)
{
}

void KeyTableModel::setKeys(const QList<course::SetupKey> &keys)
{
    beginResetModel();
    m_keys = keys;
    endResetModel();
}

QStringList KeyTableModel::problems() const
{
    course::WorkshopSetup draft;
    draft.keys = m_keys;
    return draft.problems();
}

course::SetupKey KeyTableModel::newKey() const
{
    course::SetupKey key;
    QStringList taken;
    for (const course::SetupKey &k : m_keys)
        taken << k.name.trimmed().toCaseFolded();
    for (int n = 1; key.name.isEmpty(); ++n)
        if (const QString name = QStringLiteral("k%1").arg(n); !taken.contains(name))
            key.name = name;
    // Into the middle of the widest gap between the keys' directions, so the new key is seen.
    std::vector<double> angles;
    for (const course::SetupKey &k : m_keys)
        angles.push_back(std::isfinite(k.position.angleDegrees) ? course::normalisedDegrees(k.position.angleDegrees) : 0.0);
    std::sort(angles.begin(), angles.end());
    double angle = 0.0;
    double widest = -1.0;
    for (std::size_t i = 0; i < angles.size(); ++i) {
        const double next = i + 1 < angles.size() ? angles[i + 1] : angles.front() + 360.0;
        if (next - angles[i] > widest) {
            widest = next - angles[i];
            angle = course::normalisedDegrees(std::round(angles[i] + widest / 2));
        }
    }
    key.position = {angle, 1.5};
    double largest = 0.0;
    for (const course::SetupKey &k : m_keys)
        if (std::isfinite(k.value))
            largest = std::max(largest, k.value);
    key.value = std::min(largest + 10.0, course::WorkshopSetup::kMaxValue);
    return key;
}

bool KeyTableModel::addKey(int row)
{
    return insertRows(std::clamp(row, 0, rowCount()), 1);
}

bool KeyTableModel::removeKey(int row)
{
    return removeRows(row, 1);
}

bool KeyTableModel::moveKey(int row, int by)
{
    if (by != -1 && by != 1)
        return false;
    // moveRows() names the row the moved one goes before: two down for one step down.
    return moveRows({}, row, 1, {}, by < 0 ? row - 1 : row + 2);
}

int KeyTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_keys.size());
}

int KeyTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant KeyTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const course::SetupKey &k = m_keys.at(index.row());
    if (role == Qt::TextAlignmentRole)
        return index.column() == Name ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                      : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::EditRole) {
        switch (index.column()) {
        case Name: return k.name;
        case Angle: return k.position.angleDegrees;
        case Length: return k.position.length;
        case Value: return k.value;
        default: return {};
        }
    }
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole)
        return {};
    switch (index.column()) {
    case Name: return k.name;
    case Angle: return tr("%1°").arg(QLocale().toString(k.position.angleDegrees, 'f', 1));
    case Length: return QLocale().toString(k.position.length, 'f', 2);
    case Value: return QLocale().toString(k.value, 'g', 10);
    default: return {};
    }
}

bool KeyTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    course::SetupKey &k = m_keys[index.row()];
    if (index.column() == Name) {
        k.name = value.toString();
    } else {
        bool ok = false;
        const double x = value.toDouble(&ok);
        if (!ok)
            return false;
        switch (index.column()) {
        case Angle: k.position.angleDegrees = x; break;
        case Length: k.position.length = x; break;
        case Value: k.value = x; break;
        default: return false;
        }
    }
    emit dataChanged(index, index, {Qt::DisplayRole, Qt::EditRole, Qt::AccessibleTextRole});
    return true;
}

Qt::ItemFlags KeyTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable | Qt::ItemNeverHasChildren;
}

QVariant KeyTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Vertical)
        return section + 1;
    switch (section) {
    case Name: return tr("Name");
    case Angle: return tr("Angle");
    case Length: return tr("Length");
    case Value: return tr("Value");
    default: return {};
    }
}

bool KeyTableModel::insertRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || row > rowCount() || count < 1
        || m_keys.size() + count > course::WorkshopSetup::kMaxKeys)
        return false;
    beginInsertRows(parent, row, row + count - 1);
    for (int i = 0; i < count; ++i)
        m_keys.insert(row + i, newKey());
    endInsertRows();
    return true;
}

bool KeyTableModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count < 1 || row + count > rowCount()
        || m_keys.size() - count < course::WorkshopSetup::kMinKeys)
        return false;
    beginRemoveRows(parent, row, row + count - 1);
    m_keys.remove(row, count);
    endRemoveRows();
    return true;
}

bool KeyTableModel::moveRows(const QModelIndex &sourceParent, int sourceRow, int count,
                             const QModelIndex &destinationParent, int destinationChild)
{
    if (sourceParent.isValid() || destinationParent.isValid() || count < 1 || sourceRow < 0
        || sourceRow + count > rowCount() || destinationChild < 0 || destinationChild > rowCount()
        || (destinationChild >= sourceRow && destinationChild <= sourceRow + count))
        return false;
    if (!beginMoveRows(sourceParent, sourceRow, sourceRow + count - 1, destinationParent, destinationChild))
        return false;
    const QList<course::SetupKey> moved = m_keys.mid(sourceRow, count);
    m_keys.remove(sourceRow, count);
    const int to = destinationChild > sourceRow ? destinationChild - count : destinationChild;
    for (int i = 0; i < count; ++i)
        m_keys.insert(to + i, moved.at(i));
    endMoveRows();
    return true;
}

} // namespace ui
