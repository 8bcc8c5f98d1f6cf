#include "gradebookmodel.h"

#include "colors.h"
#include "studentstatus.h"

#include <QFont>
#include <QGuiApplication>
#include <QLocale>

#include <algorithm>

namespace ui {

namespace {

QString figure(double x)
{
    return QLocale().toString(x, 'g', 3);
}

/// A fraction (0…1) in whole percent.
QString percentText(double fraction)
{
    return GradebookModel::tr("%1%").arg(QLocale().toString(100.0 * fraction, 'f', 0));
}

/// A long title broken at the space nearest its middle: narrower columns for the exercises.
QString twoLines(const QString &title)
{
    if (title.size() <= 12)
        return title;
    const qsizetype middle = title.size() / 2;
    qsizetype best = -1;
    for (qsizetype i = 0; i < title.size(); ++i)
        if (title.at(i) == QLatin1Char(' ') && (best < 0 || qAbs(i - middle) < qAbs(best - middle)))
            best = i;
    if (best < 0)
        return title;
    return title.left(best) + QLatin1Char('\n') + title.mid(best + 1);
}

/// Whether a student who handed in never checked an answer of the exercise.
bool untried(const course::GradebookStudent &s, const QString &exerciseId)
{
    return s.handedIn && !s.tried.contains(exerciseId);
}

double fractionOf(const course::GradebookStudent &s)
{
    return s.max > 0.0 ? s.total / s.max : 0.0;
}

} // namespace

QString dateTimeText(const QDateTime &when)
{
    return when.isValid() ? when.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")) : QString();
}

QString handedInText(const course::GradebookStudent &student)
{
    if (!student.handedIn || !student.handedInAt.isValid())
        return {};
    const QString when = dateTimeText(student.handedInAt);
    return student.timedOut ? GradebookModel::tr("%1 (timed out)").arg(when) : when;
}

QList<ExerciseHeading> exerciseHeadings(const course::LabSession &session, const course::Course &course)
{
    QList<ExerciseHeading> headings;
    for (const QString &id : session.exerciseIds) {
        const course::Exercise *e = course.exercise(id);
        headings << ExerciseHeading{id, e && !e->title.isEmpty() ? e->title : id};
    }
    return headings;
}

GradebookModel::GradebookModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void GradebookModel::setGradebook(const course::Gradebook &book, const QList<ExerciseHeading> &exercises)
{
    // The same students and exercises (a rescan that found new answers): the cells change in
    // place, so that the view keeps its current cell, its selection and its focus.
    const auto sameStudent = [](const course::GradebookStudent &a, const course::GradebookStudent &b) {
        return a.id == b.id;
    };
    const auto sameExercise = [](const ExerciseHeading &a, const ExerciseHeading &b) { return a.id == b.id; };
    const bool sameShape = std::equal(book.students.cbegin(), book.students.cend(), m_book.students.cbegin(),
                                      m_book.students.cend(), sameStudent)
                           && std::equal(exercises.cbegin(), exercises.cend(), m_exercises.cbegin(),
                                         m_exercises.cend(), sameExercise);
    if (!sameShape) {
        beginResetModel();
        m_book = book;
        m_exercises = exercises;
        endResetModel();
        return;
    }
    m_book = book;
    m_exercises = exercises;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

int GradebookModel::rowOf(const QString &studentId) const
{
    for (int row = 0; row < m_book.students.size(); ++row)
        if (m_book.students.at(row).id == studentId)
            return row;
    return -1;
}

int GradebookModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_book.students.size());
}

int GradebookModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstExerciseColumn + int(m_exercises.size());
}

QString GradebookModel::stuckOnTitle(const course::GradebookStudent &student) const
{
    for (const ExerciseHeading &e : m_exercises)
        if (e.id == student.stuckOn)
            return e.title;
    return student.stuckOn;
}

QString GradebookModel::displayText(const course::GradebookStudent &s, int column) const
{
    if (column == NameColumn)
        return s.name;
    if (column == IdColumn)
        return s.id;
    if (column == StatusColumn)
        return s.handedIn ? statusText(s.status, stuckOnTitle(s)) : tr("Missing: no hand-in");
    if (column == FlagsColumn)
        return s.flags.isEmpty() ? QString() : QStringLiteral("⚑ %1").arg(s.flags.size());
    if (column == HandedInColumn)
        return s.handedIn ? handedInText(s) : tr("—");
    if (!s.handedIn)
        return column == MaxColumn ? figure(s.max) : tr("—");
    if (column >= FirstExerciseColumn) {
        const QString &id = m_exercises.at(column - FirstExerciseColumn).id;
        return untried(s, id) ? tr("not tried") : percentText(s.scores.value(id));
    }
    if (column == TotalColumn)
        return figure(s.total);
    if (column == MaxColumn)
        return figure(s.max);
    if (column == PercentColumn)
        return percentText(fractionOf(s));
    return {};
}

QString GradebookModel::toolTip(const course::GradebookStudent &s, int column) const
{
    if (column == FlagsColumn || column == NameColumn) {
        if (s.flags.isEmpty())
            return column == FlagsColumn ? tr("No flags.") : QString();
        return tr("%n flag(s):", nullptr, int(s.flags.size())) + QStringLiteral("\n• ")
               + s.flags.join(QStringLiteral("\n• "));
    }
    if (column >= FirstExerciseColumn) {
        const ExerciseHeading &e = m_exercises.at(column - FirstExerciseColumn);
        if (!s.handedIn)
            return tr("%1: no hand-in").arg(e.title);
        if (untried(s, e.id))
            return tr("%1: not tried (no answer checked)").arg(e.title);
        return tr("%1: %2 of 1, recomputed from the answers").arg(e.title, figure(s.scores.value(e.id)));
    }
    if ((column == StatusColumn || column == HandedInColumn) && s.handedIn && s.handedInAt.isValid())
        return tr("Last hand-in %1\n%2").arg(handedInText(s), s.file);
    return {};
}

QVariant GradebookModel::sortValue(const course::GradebookStudent &s, int column) const
{
    if (column == NameColumn || column == IdColumn)
        return displayText(s, column);
    if (column == StatusColumn)
        return s.handedIn ? int(s.status) : -1;
    if (column == FlagsColumn)
        return int(s.flags.size());
    if (column == MaxColumn)
        return s.max;
    if (column == HandedInColumn)
        return s.handedIn && s.handedInAt.isValid() ? double(s.handedInAt.toMSecsSinceEpoch()) : -1.0;
    // Missing students sort below a score of zero, an exercise not tried between the two.
    if (!s.handedIn)
        return -1.0;
    if (column >= FirstExerciseColumn) {
        const QString &id = m_exercises.at(column - FirstExerciseColumn).id;
        return untried(s, id) ? -0.5 : s.scores.value(id);
    }
    if (column == TotalColumn)
        return s.total;
    if (column == PercentColumn)
        return fractionOf(s);
    return {};
}

QVariant GradebookModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const course::GradebookStudent &s = m_book.students.at(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return displayText(s, column);
    case Qt::AccessibleTextRole:
        if (column == FlagsColumn)
            return tr("%n flag(s)", nullptr, int(s.flags.size()));
        return displayText(s, column);
    case Qt::ToolTipRole: {
        const QString tip = toolTip(s, column);
        return tip.isEmpty() ? QVariant() : tip;
    }
    case Qt::TextAlignmentRole:
        if (column >= TotalColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::FontRole:
        if (!s.handedIn || (column >= FirstExerciseColumn && untried(s, m_exercises.at(column - FirstExerciseColumn).id))) {
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
        return {};
    case Qt::ForegroundRole:
        if (column >= FirstExerciseColumn && untried(s, m_exercises.at(column - FirstExerciseColumn).id)) {
            // Greyed, still readable: the text colour part way into the ground.
            const QPalette palette = QGuiApplication::palette();
            return mixed(palette.color(QPalette::Text), 0.6, palette.color(QPalette::Base));
        }
        return {};
    case SortRole:
        return sortValue(s, column);
    case StudentIdRole:
        return s.id;
    case FlagsRole:
        return s.flags;
    case StatusRole:
        return int(s.status);
    case HandedInRole:
        return s.handedIn;
    default:
        return {};
    }
}

QVariant GradebookModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const bool exercise = section >= FirstExerciseColumn;
    if (role == Qt::ToolTipRole && exercise) {
        const ExerciseHeading &e = m_exercises.at(section - FirstExerciseColumn);
        return tr("%1 (%2): score in percent, recomputed from each student's answers").arg(e.title, e.id);
    }
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (exercise)
        return twoLines(m_exercises.at(section - FirstExerciseColumn).title);
    if (section == NameColumn)
        return tr("Student");
    if (section == IdColumn)
        return tr("ID");
    if (section == TotalColumn)
        return tr("Total");
    if (section == MaxColumn)
        return tr("Max");
    if (section == PercentColumn)
        return tr("Percent");
    if (section == StatusColumn)
        return tr("Status");
    if (section == HandedInColumn)
        return tr("Handed in");
    if (section == FlagsColumn)
        return tr("Flags");
    return {};
}

} // namespace ui
