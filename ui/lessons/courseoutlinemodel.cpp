#include "courseoutlinemodel.h"

#include "coursefolder.h"
#include "courseprogress.h"
#include "figures.h"

#include <QApplication>
#include <QDir>
#include <QStyle>

namespace ui {

namespace {

/// Top-level rows carry 0 as their internal id; a page row carries its lesson's row, so its
/// parent is found without a lookup.
constexpr quintptr kTopLevel = 0;

} // namespace

CourseOutlineModel::CourseOutlineModel(const course::Course *course, const course::Outline &outline,
                                       QObject *parent)
    : QAbstractItemModel(parent)
    , m_course(course)
    , m_outline(outline)
    , m_marks(outline.lessonCount())
{
}

void CourseOutlineModel::setProgress(const course::CourseProgress &progress,
                                     const course::ExerciseProgress &exercises, const QString &learnerId)
{
    for (int l = 0; l < m_outline.lessonCount(); ++l) {
        const course::Lesson &lesson = m_course->lessons.at(l);
        Marks marks;
        for (const course::Page &page : lesson.pages) {
            if (progress.isCompleted(lesson.id, page.id))
                marks.completed.insert(page.id);
        }
        marks.exercises = exercises.summary(lesson.exercises, learnerId);
        m_marks[l] = marks;
    }
    const QList<int> roles{Qt::DisplayRole, Qt::ToolTipRole, Qt::AccessibleDescriptionRole, CompletedRole};
    for (int l = 0; l < m_outline.lessonCount(); ++l) {
        const QModelIndex lesson = lessonIndex(l);
        emit dataChanged(lesson, lesson, roles);
        if (const int pages = shownPages(l); pages > 0)
            emit dataChanged(index(0, 0, lesson), index(pages - 1, 0, lesson), roles);
    }
}

QModelIndex CourseOutlineModel::workshopIndex() const
{
    return index(0, 0);
}

QModelIndex CourseOutlineModel::overviewIndex() const
{
    return index(m_outline.lessonCount() + 1, 0);
}

QModelIndex CourseOutlineModel::lessonIndex(int lesson) const
{
    if (lesson < 0 || lesson >= m_outline.lessonCount())
        return {};
    return index(lesson + 1, 0);
}

QModelIndex CourseOutlineModel::pageIndex(int lesson, int page) const
{
    const QModelIndex parent = lessonIndex(lesson);
    if (parent.isValid() && page >= 0 && page < shownPages(lesson))
        return index(page, 0, parent);
    return parent;
}

int CourseOutlineModel::shownPages(int lesson) const
{
    return m_outline.lesson(lesson).valid ? m_outline.pageCount(lesson) : 0;
}

QModelIndex CourseOutlineModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, kTopLevel);
    return createIndex(row, column, quintptr(parent.row()));
}

QModelIndex CourseOutlineModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kTopLevel)
        return {};
    return createIndex(int(child.internalId()), 0, kTopLevel);
}

int CourseOutlineModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return m_outline.lessonCount() + 2;
    if (parent.column() != 0 || parent.internalId() != kTopLevel)
        return 0;
    return shownPages(parent.row() - 1);
}

int CourseOutlineModel::columnCount(const QModelIndex &) const
{
    return 1;
}

Qt::ItemFlags CourseOutlineModel::flags(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.internalId() != kTopLevel)
        f |= Qt::ItemNeverHasChildren;
    return f;
}

QVariant CourseOutlineModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() != kTopLevel)
        return pageData(int(index.internalId()) - 1, index.row(), role);
    if (index.row() == 0) {
        switch (role) {
        case Qt::DisplayRole:
            return tr("Workshop (free play)");
        case Qt::ToolTipRole:
            return tr("The plate's five keys and a query you can turn and lengthen");
        case EntryRole:
            return WorkshopEntry;
        default:
            return {};
        }
    }
    if (index.row() == m_outline.lessonCount() + 1) {
        switch (role) {
        case Qt::DisplayRole:
            return tr("Your progress");
        case Qt::ToolTipRole:
            return tr("Each lesson's pages read, exercise score and what remains to do");
        case EntryRole:
            return OverviewEntry;
        default:
            return {};
        }
    }
    return lessonData(index.row() - 1, role);
}

QVariant CourseOutlineModel::lessonData(int lesson, int role) const
{
    const course::OutlineLesson l = m_outline.lesson(lesson);
    const QString title = tr("%1. %2").arg(lesson + 1).arg(l.title);
    // A teacher's lesson says which folder it comes from.
    const QString source = m_course->lessons.at(lesson).source;
    switch (role) {
    case Qt::DisplayRole:
        if (!l.valid)
            return tr("⚠ %1 (cannot be loaded)").arg(title);
        if (!source.isEmpty())
            return tr("%1 (%2/%3) — from %4")
                .arg(title)
                .arg(m_marks.at(lesson).completed.size())
                .arg(m_course->lessons.at(lesson).pages.size())
                .arg(course::courseFolderLabel(source));
        return tr("%1 (%2/%3)")
            .arg(title)
            .arg(m_marks.at(lesson).completed.size())
            .arg(m_course->lessons.at(lesson).pages.size());
    case Qt::ToolTipRole: {
        if (!l.valid)
            return tr("This lesson has problems in its files; open it to see them.");
        // The count beside the title is of pages read; the exercises page has its own count.
        const QString read = tr("%1: pages read %2 of %3")
                                 .arg(title)
                                 .arg(m_marks.at(lesson).completed.size())
                                 .arg(m_course->lessons.at(lesson).pages.size());
        return source.isEmpty() ? read
                                : tr("%1\nA teacher's lesson, from the folder %2").arg(read, QDir::toNativeSeparators(source));
    }
    case Qt::DecorationRole:
        // Seen even when the sidebar is too narrow for the folder's name.
        if (!source.isEmpty())
            return QApplication::style()->standardIcon(QStyle::SP_DirIcon);
        return {};
    case SourceRole:
        return source;
    case EntryRole:
        return LessonEntry;
    case LessonRole:
        return lesson;
    case ValidRole:
        return l.valid;
    default:
        return {};
    }
}

QVariant CourseOutlineModel::pageData(int lesson, int page, int role) const
{
    const course::OutlinePage p = m_outline.page(lesson, page);
    const Marks &marks = m_marks.at(lesson);
    const bool exercises = p.kind == course::OutlinePage::Kind::Exercises;
    const bool completed = exercises ? marks.exercises.finished == marks.exercises.count
                                     : marks.completed.contains(p.id);
    switch (role) {
    case Qt::DisplayRole:
        if (exercises)
            return tr("✎ Exercises (%1/%2 solved)").arg(marks.exercises.solved).arg(marks.exercises.count);
        return (completed ? QStringLiteral("✓ ") : QStringLiteral("○ ")) + p.title;
    case Qt::ToolTipRole:
        if (exercises)
            return tr("Exercises: %1 of %2 solved, %3 finished, credit %4 of %5")
                .arg(marks.exercises.solved)
                .arg(marks.exercises.count)
                .arg(marks.exercises.finished)
                .arg(course::formatFixed(marks.exercises.credit, 1), course::formatFixed(marks.exercises.maximum, 0));
        return p.title;
    case Qt::AccessibleDescriptionRole:
        if (exercises)
            return completed ? tr("all finished") : tr("not all finished");
        return completed ? tr("completed") : tr("not yet read");
    case EntryRole:
        return PageEntry;
    case LessonRole:
        return lesson;
    case PageRole:
        return page;
    case PageIdRole:
        return p.id;
    case PageKindRole:
        return course::OutlinePage::kindName(p.kind);
    case CompletedRole:
        return completed;
    default:
        return {};
    }
}

QHash<int, QByteArray> CourseOutlineModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractItemModel::roleNames();
    names.insert(EntryRole, "entry");
    names.insert(LessonRole, "lesson");
    names.insert(PageRole, "page");
    names.insert(PageIdRole, "pageId");
    names.insert(PageKindRole, "pageKind");
    names.insert(CompletedRole, "completed");
    names.insert(ValidRole, "valid");
    names.insert(SourceRole, "source");
    return names;
}

} // namespace ui
