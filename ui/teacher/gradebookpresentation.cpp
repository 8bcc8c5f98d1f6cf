#include "gradebookwindow.h"

#include "classboardmodel.h"
#include "presentation.h"
#include "reteachmodel.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>

// The gradebook on a projector: what the class may see of its lab (the board and what to
// re-teach), anonymised until the teacher chooses otherwise.

namespace ui {

void GradebookWindow::createPresentationActions()
{
    m_presentation = new Presentation(this);
    m_presentAction = new QAction(tr("Present to the &Class"), this);
    m_presentAction->setObjectName(QStringLiteral("presentToClass"));
    m_presentAction->setCheckable(true);
    // F5 rescans (QKeySequence::Refresh), as in any file view; Shift+F5 presents.
    m_presentAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    m_presentAction->setToolTip(tr("The class board and what to re-teach, large and without names, for a projector "
                                   "(Shift+F5; Esc leaves)"));
    connect(m_presentAction, &QAction::toggled, this, &GradebookWindow::setPresenting);
    m_namesAction = new QAction(tr("Show Na&mes"), this);
    m_namesAction->setObjectName(QStringLiteral("showNames"));
    m_namesAction->setCheckable(true);
    m_namesAction->setShortcut(QKeySequence(Qt::Key_N));
    m_namesAction->setEnabled(false);
    connect(m_namesAction, &QAction::toggled, this, &GradebookWindow::setNamesShown);
    m_leaveAction = new QAction(tr("Leave the Class View"), this);
    m_leaveAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_leaveAction->setEnabled(false);
    connect(m_leaveAction, &QAction::triggered, this, [this] { setPresenting(false); });
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_presentAction);
    m_viewMenu->addAction(m_namesAction);
    // On the window as well: the menu bar is hidden in the mode, and with it its shortcuts.
    addActions({m_presentAction, m_namesAction, m_leaveAction});
    connect(m_presentation, &Presentation::changed, this, [this] {
        centralWidget()->setFont(m_presentation->isActive() ? m_presentation->font(QApplication::font()) : QFont());
        for (QTableView *view : {m_gradesView, m_reteachView})
            refreshHeaderFont(view);
    });
}

bool GradebookWindow::isPresenting() const
{
    return m_presentation && m_presentation->isActive();
}

void GradebookWindow::setPresenting(bool on)
{
    if (on == isPresenting())
        return;
    const bool fixedSize = m_presentationSize.isValid();
    if (on) {
        m_stateBeforePresenting = windowState();
        m_sizeBeforePresenting = size();
        m_presentation->setScreenHeight(fixedSize ? m_presentationSize.height() : screen()->geometry().height());
        if (fixedSize)
            resize(m_presentationSize);
        else
            setWindowState(windowState() | Qt::WindowFullScreen);
        // The grades are the teacher's: the class sees the board and what to re-teach.
        if (m_tabs->currentIndex() == GradesTab)
            m_tabs->setCurrentIndex(BoardTab);
    } else {
        setWindowState(m_stateBeforePresenting);
        if (fixedSize)
            resize(m_sizeBeforePresenting);
    }
    m_tabs->setTabVisible(GradesTab, !on);
    // What to re-teach, for the class: each exercise, how the class did and its most frequent
    // mistake; the figures for the teacher (discrimination, attempts, checks, hints, the
    // session's consistency) and the paragraph about the table stay at the desk.
    for (const int column : {ReteachModel::DiscriminationColumn, ReteachModel::AttemptedColumn,
                             ReteachModel::AttemptsColumn, ReteachModel::HintsColumn})
        m_reteachView->setColumnHidden(column, on);
    m_reteachHeading->setVisible(!on);
    m_itemSummary->setVisible(!on && !m_itemSummary->text().isEmpty());
    menuBar()->setVisible(!on);
    statusBar()->setVisible(!on);
    for (QToolBar *bar : findChildren<QToolBar *>())
        bar->setVisible(!on);
    {
        const QSignalBlocker block(m_namesAction);
        m_namesAction->setChecked(false);
    }
    m_namesAction->setEnabled(on);
    m_leaveAction->setEnabled(on);
    {
        const QSignalBlocker block(m_presentAction);
        m_presentAction->setChecked(on);
    }
    m_boardModel->setAnonymous(on);
    m_presentation->setActive(on);
}

void GradebookWindow::setNamesShown(bool shown)
{
    if (!isPresenting())
        return;
    {
        const QSignalBlocker block(m_namesAction);
        m_namesAction->setChecked(shown);
    }
    m_boardModel->setAnonymous(!shown);
}

} // namespace ui
