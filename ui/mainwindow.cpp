#include "mainwindow.h"

#include "workshopmodel.h"
#include "workshopview.h"
#include "querycanvas.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QHeaderView>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTreeWidget>

#include <utility>

namespace ui {

namespace {

const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kAngleKey = QStringLiteral("workshop/angle");
const QString kLengthKey = QStringLiteral("workshop/length");
const QString kThemeKey = QStringLiteral("view/colourScheme");

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : MainWindow(Options{}, parent)
{
}

MainWindow::MainWindow(const Options &options, QWidget *parent)
    : QMainWindow(parent)
    , m_options(options)
    , m_model(new course::WorkshopModel(this))
{
    setWindowTitle(tr("Attention Lab"));
    if (const Theme theme = currentTheme(); theme != Theme::System)
        applyTheme(theme);

    if (m_options.query) {
        m_model->setQuery(*m_options.query);
    } else if (m_options.useSettings) {
        // A damaged settings file falls back to the plate's default query.
        const QSettings settings;
        bool angleOk = false;
        bool lengthOk = false;
        const double angle = settings.value(kAngleKey).toDouble(&angleOk);
        const double length = settings.value(kLengthKey).toDouble(&lengthOk);
        if (angleOk && lengthOk)
            m_model->setQuery({angle, length});
    }

    m_stack = new QStackedWidget(this);
    m_workshop = new WorkshopView(m_model, m_stack);
    m_stack->addWidget(m_workshop);
    setCentralWidget(m_stack);

    m_sidebar = new QTreeWidget(this);
    m_sidebar->setObjectName(QStringLiteral("courseSidebar"));
    m_sidebar->setHeaderHidden(true);
    m_sidebar->setAccessibleName(tr("Course contents"));
    auto *workshopItem = new QTreeWidgetItem(m_sidebar, {tr("Workshop (free play)")});
    workshopItem->setToolTip(0, tr("The plate's five keys and a query you can turn and lengthen"));
    m_sidebar->setCurrentItem(workshopItem);
    connect(m_sidebar, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *item) {
                if (item && m_sidebar->indexOfTopLevelItem(item) == 0)
                    m_stack->setCurrentWidget(m_workshop);
            });

    m_sidebarDock = new QDockWidget(tr("Course"), this);
    m_sidebarDock->setObjectName(QStringLiteral("sidebarDock"));
    m_sidebarDock->setWidget(m_sidebar);
    m_sidebarDock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    addDockWidget(Qt::LeftDockWidgetArea, m_sidebarDock);
    resizeDocks({m_sidebarDock}, {200}, Qt::Horizontal);

    createMenus();

    auto showSummary = [this] { statusBar()->showMessage(m_model->summary()); };
    connect(m_model, &course::WorkshopModel::queryChanged, this, showSummary);
    showSummary();

    resize(1280, 800);
    if (m_options.useSettings)
        restoreGeometry(QSettings().value(kGeometryKey).toByteArray());
    m_workshop->canvas()->setFocus();
}

MainWindow::~MainWindow() = default;

Theme MainWindow::currentTheme() const
{
    if (m_options.theme)
        return *m_options.theme;
    Theme theme = Theme::System;
    if (m_options.useSettings)
        themeFromString(QSettings().value(kThemeKey).toString(), &theme);
    return theme;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::saveSettings() const
{
    if (!m_options.useSettings)
        return;
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kAngleKey, m_model->angle());
    settings.setValue(kLengthKey, m_model->length());
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *sidebar = m_sidebarDock->toggleViewAction();
    sidebar->setText(tr("Show &Sidebar"));
    sidebar->setShortcut(QKeySequence(Qt::Key_F9));
    view->addAction(sidebar);
    QAction *fullScreen = view->addAction(tr("&Full Screen"));
    fullScreen->setCheckable(true);
    fullScreen->setShortcut(QKeySequence::FullScreen);
    connect(fullScreen, &QAction::toggled, this,
            [this](bool on) { on ? showFullScreen() : showNormal(); });
    QMenu *scheme = view->addMenu(tr("&Colour Scheme"));
    auto *schemes = new QActionGroup(this);
    const Theme current = currentTheme();
    for (auto [theme, label] : {std::pair{Theme::System, tr("&System")},
                                std::pair{Theme::Light, tr("&Light")},
                                std::pair{Theme::Dark, tr("&Dark")}}) {
        QAction *action = scheme->addAction(label);
        action->setCheckable(true);
        action->setChecked(theme == current);
        schemes->addAction(action);
        connect(action, &QAction::triggered, this, [this, theme = theme] {
            applyTheme(theme);
            if (m_options.useSettings)
                QSettings().setValue(kThemeKey, themeToString(theme));
        });
    }
    view->addSeparator();
    QAction *reset = view->addAction(tr("&Reset Query to the Plate Default"), m_model,
                                     &course::WorkshopModel::resetToDefault);
    reset->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    QAction *focusCanvas = view->addAction(tr("Focus the &Plane"), this, [this] {
        m_stack->setCurrentWidget(m_workshop);
        m_workshop->canvas()->setFocus(Qt::ShortcutFocusReason);
    });
    focusCanvas->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));

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
