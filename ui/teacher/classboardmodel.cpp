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

void ClassBoardModel::setGradebook(const course::Gradebook &book, const QList<ExerciseHeading> &exercises,
                                   std::optional<int> timeLimitMinutes, const QDateTime &now)
{
    QList<Tile> tiles;
    for (const course::GradebookStudent &s : book.students) {
        Tile tile{s.id, s.name, s.status, {}, {}};
        QString stuckOn = s.stuckOn;
        for (const ExerciseHeading &e : exercises)
            if (e.id == s.stuckOn)
                stuckOn = e.title;
        tile.text = statusText(tile.status, stuckOn);
        if (s.handedIn) {
            tile.progress = tr("%1 of %2 answered").arg(s.tried.size()).arg(exercises.size());
            // Still at it: the time left counts from when they joined, as their window counts it.
            const bool working = s.status == StudentStatus::Working || s.status == StudentStatus::Stuck;
            if (working && timeLimitMinutes && s.work && s.work->started.isValid()) {
                const qint64 left = now.secsTo(s.work->started.addSecs(qint64(*timeLimitMinutes) * 60));
                tile.progress += QStringLiteral(" · ")
                                 + (left > 0 ? tr("%n min left", nullptr, int((left + 59) / 60)) : tr("time is up"));
            }
        }
        tiles << tile;
    }
    // The same students: the tiles change in place and the board keeps its current tile.
    const bool sameTiles = std::equal(tiles.cbegin(), tiles.cend(), m_tiles.cbegin(), m_tiles.cend(),
                                      [](const Tile &a, const Tile &b) { return a.id == b.id; });
    if (!sameTiles) {
        beginResetModel();
        m_tiles = tiles;
        endResetModel();
        return;
    }
    m_tiles = tiles;
    if (!m_tiles.isEmpty())
        emit dataChanged(index(0), index(int(m_tiles.size()) - 1));
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

void ClassBoardModel::setAnonymous(bool anonymous)
{
    if (anonymous == m_anonymous)
        return;
    m_anonymous = anonymous;
    if (!m_tiles.isEmpty())
        emit dataChanged(index(0), index(int(m_tiles.size()) - 1));
}

QString ClassBoardModel::anonymousLetters(int index)
{
    QString letters;
    for (int n = index + 1; n > 0; n = (n - 1) / 26)
        letters.prepend(QChar(u'A' + (n - 1) % 26));
    return letters;
}

QString ClassBoardModel::shownName(int row) const
{
    return m_anonymous ? tr("Student %1").arg(anonymousLetters(row)) : m_tiles.at(row).name;
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
    const QString name = shownName(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return t.progress.isEmpty() ? QStringLiteral("%1\n%2").arg(name, t.text)
                                    : QStringLiteral("%1\n%2\n%3").arg(name, t.text, t.progress);
    case Qt::AccessibleTextRole:
        return t.progress.isEmpty() ? tr("%1: %2").arg(name, t.text) : tr("%1: %2; %3").arg(name, t.text, t.progress);
    case Qt::ToolTipRole:
        if (m_anonymous)
            return t.progress.isEmpty() ? QStringLiteral("%1\n%2").arg(name, t.text)
                                        : QStringLiteral("%1\n%2\n%3").arg(name, t.text, t.progress);
        return t.progress.isEmpty() ? tr("%1 (%2)\n%3").arg(t.name, t.id, t.text)
                                    : tr("%1 (%2)\n%3\n%4").arg(t.name, t.id, t.text, t.progress);
    case Qt::DecorationRole:
        return glyphIcon(statusGlyph(t.status), toneText(m_palette, statusTone(t.status)), QGuiApplication::font());
    case Qt::ForegroundRole:
        return toneText(m_palette, statusTone(t.status));
    case Qt::BackgroundRole:
        return toneBackground(m_palette, statusTone(t.status));
    case StudentIdRole:
        return m_anonymous ? QVariant() : QVariant(t.id);
    case StatusRole:
        return int(t.status);
    case StatusTextRole:
        return t.text;
    case NameRole:
        return name;
    case ProgressTextRole:
        return t.progress;
    default:
        return {};
    }
}

} // namespace ui
