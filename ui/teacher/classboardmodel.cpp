#include "classboardmodel.h"

#include "studentstatus.h"

#include <QFont>
#include <QGuiApplication>

#include <algorithm>

namespace ui {

ClassBoardModel::ClassBoardModel(QObject *parent)
    : QAbstractListModel(parent)
    , m_palette(QGuiApplication::palette())
{
}

void ClassBoardModel::setGradebook(const course::Gradebook &book, const QList<ExerciseHeading> &exercises)
{
    beginResetModel();
    m_tiles.clear();
    for (const course::GradebookStudent &s : book.students) {
        Tile tile{s.id, s.name, s.status, {}};
        QString stuckOn = s.stuckOn;
        for (const ExerciseHeading &e : exercises)
            if (e.id == s.stuckOn)
                stuckOn = e.title;
        tile.text = statusText(tile.status, stuckOn);
        m_tiles << tile;
    }
    endResetModel();
}

void ClassBoardModel::setPalette(const QPalette &palette)
{
    m_palette = palette;
    if (!m_tiles.isEmpty())
        emit dataChanged(index(0), index(int(m_tiles.size()) - 1),
                         {Qt::DecorationRole, Qt::ForegroundRole, Qt::BackgroundRole});
}

int ClassBoardModel::count(StudentStatus status) const
{
    return int(std::count_if(m_tiles.cbegin(), m_tiles.cend(), [status](const Tile &t) { return t.status == status; }));
}

int ClassBoardModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_tiles.size());
}

QVariant ClassBoardModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Tile &t = m_tiles.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return QStringLiteral("%1\n%2").arg(t.name, t.text);
    case Qt::AccessibleTextRole:
        return tr("%1: %2").arg(t.name, t.text);
    case Qt::ToolTipRole:
        return tr("%1 (%2)\n%3").arg(t.name, t.id, t.text);
    case Qt::DecorationRole:
        return glyphIcon(statusGlyph(t.status), toneText(m_palette, statusTone(t.status)), QGuiApplication::font());
    case Qt::ForegroundRole:
        return toneText(m_palette, statusTone(t.status));
    case Qt::BackgroundRole:
        return toneBackground(m_palette, statusTone(t.status));
    case StudentIdRole:
        return t.id;
    case StatusRole:
        return int(t.status);
    case StatusTextRole:
        return t.text;
    case NameRole:
        return t.name;
    default:
        return {};
    }
}

} // namespace ui
