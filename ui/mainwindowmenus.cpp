#include "mainwindow.h"

#include "labflow.h"
#include "language.h"
#include "lastfolder.h"
#include "lessonview.h"
#include "openfeedback.h"
#include "openfile.h"
#include "presentation.h"
#include "presenteroverlay.h"
#include "profilelistdialog.h"
#include "querycanvas.h"
#include "teachermenu.h"
#include "workshopmodel.h"
#include "workshopview.h"

#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTreeView>

#include <utility>

// The main window's menus but the Workshop menu (mainwindowworkshop.cpp): File, View and Go,
// made while the course is read, then Teacher and Help; and Help ▸ About.

namespace ui {

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *switchLearner = file->addAction(tr("Switch &Learner…"), this, [this] {
        course::LearnerProfiles learners;
        if (const course::LearnerProfiles::LoadResult read = learners.load(); !read.ok)
            QMessageBox::warning(this, tr("Learners"), read.message);
        ProfileListDialog dialog(&learners, this);
        if (dialog.exec() != QDialog::Accepted || !learners.current())
            return;
        const QStringList problems = m_session->setLearner(learners, *learners.current());
        if (!problems.isEmpty())
            QMessageBox::warning(this, tr("Progress of %1").arg(learners.current()->name),
                                 problems.join(QStringLiteral("\n\n")));
        statusBar()->showMessage(tr("Now learning as %1").arg(learners.current()->name));
    });
    switchLearner->setEnabled(m_options.useSettings && m_options.learnerSwitching);
    file->addAction(tr("&Join Lab Session…"), this, [this] { joinLabSession(this, course()); });
    file->addAction(tr("Open &Feedback…"), this, [this] { openFeedbackWithDialog(course(), std::nullopt, {}, this); });
    file->addAction(tr("Open &Course Folder…"), this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Open Course Folder"), m_options.lessonsFolder);
        if (!folder.isEmpty())
            openCourseFolder(folder);
    })->setObjectName(QStringLiteral("openCourseFolderAction"));
    file->addSeparator();
    file->addAction(tr("&Open Set-up…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Set-up"), lastFolder(FileKind::Setup),
                                                          tr("Workshop set-ups (*.attnsetup);;All files (*)"));
        if (path.isEmpty())
            return;
        rememberFolder(FileKind::Setup, path);
        openSetup(path);
    })->setObjectName(QStringLiteral("openSetupAction"));
    file->addAction(tr("&Save Set-up…"), this, [this] {
        QString path = QFileDialog::getSaveFileName(this, tr("Save Set-up"), lastFolder(FileKind::Setup),
                                                    tr("Workshop set-ups (*.attnsetup)"));
        if (path.isEmpty())
            return;
        rememberFolder(FileKind::Setup, path);
        if (QFileInfo(path).suffix().isEmpty())
            path += QStringLiteral(".attnsetup");
        saveSetup(path);
    })->setObjectName(QStringLiteral("saveSetupAction"));
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *sidebar = m_sidebarDock->toggleViewAction();
    sidebar->setText(tr("Show &Sidebar"));
    sidebar->setShortcut(QKeySequence(Qt::Key_F9));
    view->addAction(sidebar);
    QAction *fullScreen = m_fullScreenAction = view->addAction(tr("&Full Screen"));
    fullScreen->setCheckable(true);
    fullScreen->setShortcut(QKeySequence::FullScreen);
    connect(fullScreen, &QAction::toggled, this,
            [this](bool on) { on ? showFullScreen() : showNormal(); });
    m_presentationAction = view->addAction(tr("&Presentation Mode"));
    m_presentationAction->setCheckable(true);
    m_presentationAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_presentationAction->setToolTip(tr("Full screen and large, for a projector (F5; Esc leaves)"));
    connect(m_presentationAction, &QAction::toggled, this, &MainWindow::setPresenting);
    // Esc leaves the mode; outside it the action is disabled and Esc goes to the widgets.
    m_leavePresentationAction = new QAction(tr("Leave Presentation Mode"), this);
    m_leavePresentationAction->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(m_leavePresentationAction, &QAction::triggered, this, [this] { setPresenting(false); });
    addAction(m_leavePresentationAction);
    // The presenter's keys (a remote's Page Down and Page Up, B, T), only in the mode: outside
    // it the letters are the widgets' own.
    const auto presenterKey = [this](const QString &text, QKeySequence key, const std::function<void()> &act) {
        auto *action = new QAction(text, this);
        action->setShortcut(key);
        action->setEnabled(false);
        connect(action, &QAction::triggered, this, [this, act] {
            m_presenterOverlay->hideHint();
            act();
        });
        addAction(action);
        m_presenterActions << action;
    };
    presenterKey(tr("Next Step or Page"), QKeySequence(Qt::Key_PageDown), [this] { presenterStep(1); });
    presenterKey(tr("Previous Step or Page"), QKeySequence(Qt::Key_PageUp), [this] { presenterStep(-1); });
    presenterKey(tr("Black Screen"), QKeySequence(Qt::Key_B),
                 [this] { m_presenterOverlay->setBlack(!m_presenterOverlay->isBlack()); });
    presenterKey(tr("Show the Text or the Table"), QKeySequence(Qt::Key_T), [this] { toggleDetails(); });
    // The text size, or the projector's scale in presentation mode.
    QAction *larger = view->addAction(tr("&Larger Text"), m_presentation, &Presentation::zoomIn);
    // Ctrl+= as well as the platform's Ctrl++, which needs Shift on most keyboards.
    larger->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence(QKeySequence::ZoomIn)});
    QAction *smaller = view->addAction(tr("S&maller Text"), m_presentation, &Presentation::zoomOut);
    smaller->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    QAction *defaultSize = view->addAction(tr("&Default Text Size"), m_presentation, &Presentation::resetScale);
    defaultSize->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    m_zoomActions = {larger, smaller, defaultSize};
    m_highContrastAction = view->addAction(tr("&High Contrast"));
    m_highContrastAction->setCheckable(true);
    m_highContrastAction->setChecked(m_highContrast);
    connect(m_highContrastAction, &QAction::toggled, this, &MainWindow::setHighContrast);
    QMenu *scheme = view->addMenu(tr("&Colour Scheme"));
    auto *schemes = new QActionGroup(this);
    const Theme current = m_theme;
    for (auto [theme, label] : {std::pair{Theme::System, tr("&System")},
                                std::pair{Theme::Light, tr("&Light")},
                                std::pair{Theme::Dark, tr("&Dark")}}) {
        QAction *action = scheme->addAction(label);
        action->setCheckable(true);
        action->setChecked(theme == current);
        schemes->addAction(action);
        connect(action, &QAction::triggered, this, [this, theme = theme] { setTheme(theme); });
    }
    QMenu *languages = view->addMenu(tr("L&anguage"));
    auto *languageGroup = new QActionGroup(this);
    for (const QString &language : windowLanguages()) {
        QAction *action = languages->addAction(languageName(language));
        action->setCheckable(true);
        action->setChecked(language == appliedLanguage());
        action->setData(language);
        languageGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, language] {
            if (language != appliedLanguage())
                switchLanguage(language);
        });
    }
    view->addSeparator();
    QAction *reset = m_resetQueryAction = view->addAction(tr("&Reset Query to the Plate Default"), this, [this] {
        (m_stack->currentWidget() == m_lessons ? m_lessonModel : m_model)->resetToDefault();
    });
    reset->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    QAction *focusCanvas = view->addAction(tr("&Workshop"), this, [this] {
        showWorkshop();
        m_workshop->canvas()->setFocus(Qt::ShortcutFocusReason);
    });
    focusCanvas->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));

    createWorkshopMenu();

    QMenu *go = menuBar()->addMenu(tr("&Go"));
    QAction *next = go->addAction(tr("&Next Page"), this, [this] {
        m_stack->setCurrentWidget(lessonView());
        m_lessons->next();
    });
    next->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    QAction *previous = go->addAction(tr("&Previous Page"), this, [this] {
        if (m_stack->currentWidget() == m_lessons)
            m_lessons->previous();
    });
    previous->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    QAction *contents = go->addAction(tr("Course &Contents"), this, [this] {
        m_sidebarDock->show();
        m_sidebar->setFocus(Qt::ShortcutFocusReason);
    });
    contents->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
}

void MainWindow::createCourseMenus()
{
    addTeacherMenu(menuBar(), this, &m_session->course(), &m_courseFolder);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *about = help->addAction(tr("&About Attention Lab"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Attention Lab"),
                       tr("<h3>Attention Lab %1</h3><p>A course on attention as a soft "
                          "dictionary lookup, after Vol. IV, Plate 2: Queries, Keys and "
                          "Values.</p><p>Compare a query with every key, softmax the scores, "
                          "and average the values with those weights.</p>")
                           .arg(QApplication::applicationVersion()));
}

} // namespace ui
