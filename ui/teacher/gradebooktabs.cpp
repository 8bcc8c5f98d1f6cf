#include "gradebookwindow.h"

#include "classboarddelegate.h"
#include "classboardmodel.h"
#include "classscorechart.h"
#include "gradebookmodel.h"
#include "presentation.h"
#include "reteachmodel.h"

#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QPlainTextEdit>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>

// The gradebook window's three tabs: grades, what to re-teach, the class board.

namespace ui {

namespace {

QSortFilterProxyModel *sortingProxy(QAbstractItemModel *source, int sortRole, QObject *parent)
{
    auto *proxy = new QSortFilterProxyModel(parent);
    proxy->setSourceModel(source);
    proxy->setSortRole(sortRole);
    proxy->setSortLocaleAware(true);
    proxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    return proxy;
}

QTableView *tableView(QAbstractItemModel *model, const QString &name, const QString &accessibleName, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setObjectName(name);
    view->setAccessibleName(accessibleName);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Tab leaves the table for the next control: the arrows walk the cells.
    view->setTabKeyNavigation(false);
    view->setAlternatingRowColors(true);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().lineSpacing() + 10);
    view->horizontalHeader()->setStretchLastSection(true);
    view->horizontalHeader()->setHighlightSections(false);
    // The order the gradebook gives (the roster's) until a header is clicked.
    view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    view->setSortingEnabled(true);
    return view;
}

} // namespace

QWidget *GradebookWindow::createGradesTab()
{
    auto *page = new QWidget(this);
    m_gradesSummary = new QLabel(page);
    m_gradesSummary->setObjectName(QStringLiteral("gradesSummary"));
    m_gradesSummary->setWordWrap(true);
    m_missing = new QLabel(page);
    m_missing->setObjectName(QStringLiteral("missingStudents"));
    m_missing->setWordWrap(true);
    m_missing->setTextFormat(Qt::PlainText);
    m_missing->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_gradesProxy = sortingProxy(m_gradesModel, GradebookModel::SortRole, this);
    m_gradesView = tableView(m_gradesProxy, QStringLiteral("gradesTable"), tr("Gradebook: students and their scores"), page);
    connect(m_gradesView->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &GradebookWindow::showDetails);
    // A double click or Enter on a student × exercise cell: what they typed, check by check.
    connect(m_gradesView, &QAbstractItemView::activated, this, &GradebookWindow::showAttempts);

    auto *detailsBox = new QGroupBox(tr("Selected student"), page);
    m_details = new QPlainTextEdit(detailsBox);
    m_details->setObjectName(QStringLiteral("studentDetails"));
    m_details->setAccessibleName(tr("The selected student's hand-in and flags"));
    m_details->setReadOnly(true);
    m_details->setPlaceholderText(tr("Select a student to see their hand-in and flags."));
    auto *detailsLayout = new QVBoxLayout(detailsBox);
    detailsLayout->addWidget(m_details);

    auto *unreadableBox = m_unreadableBox = new QGroupBox(tr("Files that could not be read"), page);
    m_unreadable = new QTreeWidget(unreadableBox);
    m_unreadable->setObjectName(QStringLiteral("unreadableFiles"));
    m_unreadable->setAccessibleName(tr("Files that could not be read, and why"));
    m_unreadable->setHeaderLabels({tr("File"), tr("Reason")});
    m_unreadable->setRootIsDecorated(false);
    m_unreadable->setUniformRowHeights(true);
    auto *unreadableLayout = new QVBoxLayout(unreadableBox);
    unreadableLayout->addWidget(m_unreadable);

    auto *lower = new QSplitter(Qt::Horizontal, page);
    lower->addWidget(detailsBox);
    lower->addWidget(unreadableBox);
    auto *split = new QSplitter(Qt::Vertical, page);
    split->addWidget(m_gradesView);
    split->addWidget(lower);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_gradesSummary);
    layout->addWidget(m_missing);
    layout->addWidget(split, 1);
    return page;
}

QWidget *GradebookWindow::createReteachTab()
{
    auto *page = new QWidget(this);
    auto *heading = m_reteachHeading = new QLabel(tr("For every exercise: the class's mean score, how many solved and tried it, the checks "
                                  "and hints it took, and the mistakes made most often. Click a heading to sort."),
                               page);
    heading->setWordWrap(true);
    m_reteachProxy = sortingProxy(m_reteachModel, ReteachModel::SortRole, this);
    m_reteachView = tableView(m_reteachProxy, QStringLiteral("reteachTable"), tr("What to re-teach, by exercise"), page);
    m_reteachView->setWordWrap(false);
    fitRowsToFont(m_reteachView);
    m_reteachEmpty = new QLabel(tr("Nothing to summarise yet: no exercise has been graded."), page);
    m_reteachEmpty->setObjectName(QStringLiteral("reteachEmpty"));
    m_itemSummary = new QLabel(page);
    m_itemSummary->setObjectName(QStringLiteral("itemSummary"));
    m_itemSummary->setWordWrap(true);
    m_itemSummary->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_chart = new ClassScoreChart(page);
    m_chart->setObjectName(QStringLiteral("classScoreChart"));

    auto *split = new QSplitter(Qt::Vertical, page);
    split->addWidget(m_reteachView);
    split->addWidget(m_chart);
    split->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(heading);
    layout->addWidget(m_reteachEmpty);
    layout->addWidget(m_itemSummary);
    layout->addWidget(split, 1);
    return page;
}

QWidget *GradebookWindow::createBoardTab()
{
    auto *page = new QWidget(this);
    m_boardSummary = new QLabel(page);
    m_boardSummary->setObjectName(QStringLiteral("boardSummary"));
    m_boardSummary->setWordWrap(true);
    m_board = new QListView(page);
    m_board->setObjectName(QStringLiteral("classBoard"));
    m_board->setAccessibleName(tr("Class board: every student and where they are"));
    m_board->setModel(m_boardModel);
    m_board->setViewMode(QListView::ListMode);
    m_board->setFlow(QListView::LeftToRight);
    m_board->setWrapping(true);
    m_board->setResizeMode(QListView::Adjust);
    m_board->setUniformItemSizes(true);
    m_board->setItemDelegate(new ClassBoardDelegate(m_board));
    m_board->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_board->setSelectionMode(QAbstractItemView::SingleSelection);
    m_board->setSpacing(4);
    m_boardModel->setPalette(palette());

    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_boardSummary);
    layout->addWidget(m_board, 1);
    return page;
}

} // namespace ui
