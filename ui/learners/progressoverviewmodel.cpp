#include "progressoverviewmodel.h"

#include "courseprogress.h"
#include "lesson.h"

#include <QLocale>

namespace ui {

namespace {

QString figure(double x)
{
    return QLocale().toString(x, 'g', 3);
}

} // namespace

ProgressOverviewModel::ProgressOverviewModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ProgressOverviewModel::setProgress(const course::Course &course,
                                        const course::CourseProgress &pages,
                                        const course::ExerciseProgress &exercises,
                                        const QString &learnerId, const QString &locale)
{
    beginResetModel();
    m_rows.clear();
    for (const course::Lesson &lesson : course.lessons) {
        Row row;
        row.lessonId = lesson.id;
        row.title = lesson.titleFor(locale);
        row.valid = lesson.isValid();
        if (row.valid) {
            row.pageCount = int(lesson.pages.size());
            for (const course::Page &page : lesson.pages) {
                if (pages.isCompleted(lesson.id, page.id)) {
                    ++row.pagesRead;
                } else {
                    row.pagesToRead << page.id;
                    row.pageTitlesToRead << page.titleFor(locale.isEmpty() ? QStringLiteral("en") : locale);
                }
            }
            row.exercises = exercises.summary(lesson.exercises, learnerId);
            for (int i = 0; i < lesson.exercises.size(); ++i) {
                if (row.exercises.remaining.contains(lesson.exercises.at(i).id))
                    row.exerciseNumbersToDo << QString::number(i + 1);
            }
        }
        m_rows.append(row);
    }
    endResetModel();
}

int ProgressOverviewModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ProgressOverviewModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ProgressOverviewModel::displayText(const Row &row, int column) const
{
    switch (column) {
    case LessonColumn:
        return row.valid ? row.title : tr("%1 (cannot be loaded)").arg(row.title);
    case PagesColumn:
        return row.valid ? tr("%1 / %2").arg(row.pagesRead).arg(row.pageCount) : tr("—");
    case ScoreColumn:
        if (!row.valid || row.exercises.count == 0)
            return tr("—");
        return tr("%1 / %2").arg(figure(row.exercises.credit), figure(row.exercises.maximum));
    case RemainingColumn: {
        if (!row.valid)
            return tr("—");
        QStringList parts;
        if (!row.pagesToRead.isEmpty())
            parts << tr("%n page(s)", nullptr, int(row.pagesToRead.size()));
        if (!row.exercises.remaining.isEmpty())
            parts << tr("%n exercise(s)", nullptr, int(row.exercises.remaining.size()));
        return parts.isEmpty() ? tr("Done ✓") : parts.join(tr(", "));
    }
    default:
        return {};
    }
}

QString ProgressOverviewModel::toolTip(const Row &row, int column) const
{
    switch (column) {
    case ScoreColumn:
        if (row.exercises.count == 0)
            return row.valid ? tr("This lesson has no exercises.") : QString();
        return tr("%1 of %n exercise(s) finished; each is worth 1 point, less for hints.", nullptr,
                  row.exercises.count)
            .arg(row.exercises.finished);
    case RemainingColumn: {
        QStringList lines;
        if (!row.pageTitlesToRead.isEmpty())
            lines << tr("Pages to read: %1").arg(row.pageTitlesToRead.join(tr(", ")));
        if (!row.exerciseNumbersToDo.isEmpty())
            lines << tr("Exercises to finish: %1").arg(row.exerciseNumbersToDo.join(tr(", ")));
        return lines.join(QLatin1Char('\n'));
    }
    default:
        return {};
    }
}

QVariant ProgressOverviewModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        return displayText(row, index.column());
    case Qt::ToolTipRole: {
        const QString tip = toolTip(row, index.column());
        return tip.isEmpty() ? QVariant() : tip;
    }
    case Qt::TextAlignmentRole:
        if (index.column() == PagesColumn || index.column() == ScoreColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case LessonIdRole:
        return row.lessonId;
    case PagesReadRole:
        return row.pagesRead;
    case PageCountRole:
        return row.pageCount;
    case CreditRole:
        return row.exercises.credit;
    case MaximumRole:
        return row.exercises.maximum;
    case FinishedRole:
        return row.exercises.finished;
    case ExerciseCountRole:
        return row.exercises.count;
    case PagesToReadRole:
        return row.pagesToRead;
    case ExercisesToDoRole:
        return row.exercises.remaining;
    default:
        return {};
    }
}

QVariant ProgressOverviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case LessonColumn:
        return tr("Lesson");
    case PagesColumn:
        return tr("Pages read");
    case ScoreColumn:
        return tr("Exercise score");
    case RemainingColumn:
        return tr("Still to do");
    default:
        return {};
    }
}

} // namespace ui
