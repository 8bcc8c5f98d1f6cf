#include "mainwindow.h"

#include "coursefolderdialog.h"
#include "courseoutlinemodel.h"
#include "gradebookwindow.h"
#include "language.h"
#include "learnerprofiles.h"
#include "lessonloader.h"
#include "lessonview.h"
#include "openfile.h"
#include "outline.h"
#include "presentation.h"
#include "presenteroverlay.h"
#include "progressoverview.h"
#include "statictextdelegate.h"
#include "querycanvas.h"
#include "workshopmodel.h"
#include "workshopview.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QDockWidget>
#include <QLocale>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScopedValueRollback>
#include <QScreen>
#include <QSettings>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QTreeView>

#include <future>
#include <utility>

namespace ui {

namespace {

const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kAngleKey = QStringLiteral("workshop/angle");
const QString kLengthKey = QStringLiteral("workshop/length");
const QString kThemeKey = QStringLiteral("view/colourScheme");
const QString kScreenKey = QStringLiteral("view/lastScreen");
const QString kPresentationStepsKey = QStringLiteral("view/presentationSteps");
const QString kTextScaleKey = QStringLiteral("view/textScale");
const QString kHighContrastKey = QStringLiteral("view/highContrast");

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : MainWindow(Options{}, parent)
{
}

MainWindow::MainWindow(const Options &options, QWidget *parent)
    : QMainWindow(parent)
    , m_options(options)
    , m_model(new course::WorkshopModel(this))
    , m_lessonModel(new course::WorkshopModel(this))
{
    // The course is read and checked on a second thread while this one builds the workshop,
    // which needs none of it: the first window shows that much sooner. Nothing below touches
    // the course or m_courseFolder before content.get().
    std::future<course::Course> content = std::async(std::launch::async, [this] {
        return loadContent(m_options, &m_courseFolder);
    });
    setWindowTitle(tr("Attention Lab"));
    setAcceptDrops(true);
    m_theme = currentTheme();
    m_highContrast = m_options.useSettings && QSettings().value(kHighContrastKey).toBool();
    if (m_theme != Theme::System || m_highContrast)
        applyTheme(m_theme, m_highContrast);

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
    if (m_options.setup) {
        m_model->applySetup(*m_options.setup);
        m_workshop->canvas()->setInspectedKey(m_options.setup->projection);
        m_setupTitle = m_options.setup->title;
        // An explicit query (--angle, --length) still wins over the set-up's.
        if (m_options.query)
            m_model->setQuery(*m_options.query);
    }
    m_stack->addWidget(m_workshop);
    setCentralWidget(m_stack);
    // The lesson pages are made when a lesson is first opened (lessonView()).

    // What needs no course is made while it is still being read: the presentation, the
    // sidebar's dock and view, the menus (the menu bar's construction loads the image readers
    // for the style's icons) and the status bar.
    m_presentation = new Presentation(this);
    m_presenterOverlay = new PresenterOverlay(this);
    if (m_options.useSettings) {
        bool ok = false;
        const int steps = QSettings().value(kPresentationStepsKey).toInt(&ok);
        if (ok)
            m_presentation->setSteps(steps);
        const double text = QSettings().value(kTextScaleKey).toDouble(&ok);
        if (ok)
            m_presentation->setTextScale(text);
    }
    if (m_options.textScale)
        m_presentation->setTextScale(*m_options.textScale);
    createSidebar();
    createMenus();
    statusBar();
    m_session = new course::LearnerSession(content.get(), this);
    showCourseInSidebar();
    createCourseMenus();
    connect(m_presentation, &Presentation::changed, this, [this] {
        applyPresentation();
        if (m_options.useSettings) {
            QSettings().setValue(kPresentationStepsKey, m_presentation->steps());
            QSettings().setValue(kTextScaleKey, m_presentation->textScale());
        }
    });
    applyPresentation();

    auto showSummary = [this] {
        if (m_stack->currentWidget() == m_workshop)
            statusBar()->showMessage(m_model->summary());
    };
    connect(m_model, &course::WorkshopModel::queryChanged, this, showSummary);
    showSummary();

    connect(m_session, &course::LearnerSession::learnerChanged, this, &MainWindow::showLearner);
    // Every answer, hint or solution is saved at once (ExerciseSession → the session): a crash
    // loses nothing the learner did; a save that fails is said here.
    connect(m_session, &course::LearnerSession::logNotSaved, this,
            [this](const QString &error) { statusBar()->showMessage(tr("Could not save your answer: %1").arg(error)); });
    connect(m_session, &course::LearnerSession::progressChanged, this, [this] {
        refreshOverview();
        updateSidebarMarks();
    });

    resize(1280, 800);
    warnLater(tr("Your progress"),
              m_session->setLearner(m_options.learnerId, m_options.learnerName,
                                    m_options.useSettings ? m_options.learnerFolder : QString()));
    if (m_options.useSettings) {
        restoreGeometry(QSettings().value(kGeometryKey).toByteArray());
        // Where the learner left off: a lesson page or its exercises.
        if (QSettings().value(kScreenKey).toString() == QLatin1String("lesson") && !progress().lastLesson().isEmpty())
            showLesson(progress().lastLesson(), progress().lastPage());
    }
    if (m_stack->currentWidget() == m_workshop)
        m_workshop->canvas()->setFocus();
    if (m_options.presentation)
        setPresenting(true);
}

course::Course MainWindow::loadContent(const Options &options, course::CourseFolder *folder)
{
    course::Course base = options.lessonsRoot.isEmpty() ? course::LessonLoader::loadBuiltInCourse()
                                                        : course::LessonLoader::loadCourse(options.lessonsRoot);
    if (options.lessonsFolder.isEmpty())
        return base;
    *folder = course::loadCourseFolder(base, options.lessonsFolder, options.lessonsFolderUse);
    return folder->course;
}

bool MainWindow::isPresenting() const
{
    return m_presentation->isActive();
}

void MainWindow::setPresenting(bool on)
{
    if (on == isPresenting())
        return;
    const bool fixedSize = m_options.presentationWindowSize.isValid();
    if (on) {
        // isHidden(), not isVisible(): the window itself may not be shown yet.
        m_sidebarShownBeforePresenting = !m_sidebarDock->isHidden();
        m_stateBeforePresenting = windowState();
        m_sizeBeforePresenting = size();
        m_sidebarDock->hide();
        // The text is sized for the projector's lines: 1024×768 gets it in proportion to 1080.
        m_presentation->setScreenHeight(fixedSize ? m_options.presentationWindowSize.height() : screen()->geometry().height());
        if (fixedSize)
            resize(m_options.presentationWindowSize);
        else
            setWindowState(windowState() | Qt::WindowFullScreen);
    } else {
        setWindowState(m_stateBeforePresenting);
        if (fixedSize)
            resize(m_sizeBeforePresenting);
        m_sidebarDock->setVisible(m_sidebarShownBeforePresenting);
        m_presenterOverlay->setBlack(false);
        m_presenterOverlay->hideHint();
    }
    // The class sees the figure: no menus (their shortcuts stay, through the window) and no
    // status line (the workshop says the same under its chart).
    if (on) {
        const QList<QAction *> menus = menuBar()->actions();
        for (QAction *menu : menus)
            if (menu->menu())
                addActions(menu->menu()->actions());
    }
    menuBar()->setVisible(!on);
    statusBar()->setVisible(!on);
    m_workshop->setPresenting(on);
    if (m_lessons)
        m_lessons->setPresenting(on);
    for (QAction *action : std::as_const(m_presenterActions))
        action->setEnabled(on);
    m_presentation->setActive(on);
    if (on && m_options.presenterHint)
        m_presenterOverlay->showHint(tr("Page Down, Page Up: next or previous step   ·   T: the text or the table   ·   "
                                        "B: black screen   ·   Ctrl+= and Ctrl+−: size   ·   Esc: leave"));
}

void MainWindow::presenterStep(int direction)
{
    if (m_lessons && m_stack->currentWidget() == m_lessons) {
        direction > 0 ? m_lessons->stepForward() : m_lessons->stepBack();
        return;
    }
    m_workshop->stepScene(direction);
}

void MainWindow::toggleDetails()
{
    if (m_lessons && m_stack->currentWidget() == m_lessons) {
        m_lessons->setProseShown(!m_lessons->proseShown());
        return;
    }
    m_workshop->setDetailsShown(!m_workshop->detailsShown());
}

void MainWindow::applyPresentation()
{
    const bool on = isPresenting();
    // Every widget of the contents gets a FontChange and lays itself out anew; the ones that
    // draw for themselves read the scale of their pens from the Presentation, set before.
    // Not before the window is shown: a table's header that has a model keeps the font it
    // had then (Qt 6.4), so showEvent() comes back here.
    if (isVisible()) {
        // At the text size 100% outside the mode, no font of its own: the system's font (and
        // its size) reaches the contents unchanged.
        const bool scaled = std::abs(m_presentation->factor() - 1.0) > 1e-9;
        const QFont font = scaled ? m_presentation->font(QApplication::font()) : QFont();
        m_stack->setFont(font);
        m_presenterOverlay->hint()->setFont(font);
        // The status line follows the contents' size (it is hidden while presenting).
        statusBar()->setFont(font);
    }
    {
        const QSignalBlocker block(m_presentationAction);
        m_presentationAction->setChecked(on);
    }
    {
        const QSignalBlocker block(m_fullScreenAction);
        m_fullScreenAction->setChecked(windowState() & Qt::WindowFullScreen);
    }
    m_leavePresentationAction->setEnabled(on);
    m_zoomActions.at(0)->setEnabled(m_presentation->canZoomIn());
    m_zoomActions.at(1)->setEnabled(m_presentation->canZoomOut());
}

void MainWindow::setTheme(Theme theme)
{
    m_theme = theme;
    applyTheme(theme, m_highContrast);
    if (m_options.useSettings)
        QSettings().setValue(kThemeKey, themeToString(theme));
}

void MainWindow::setHighContrast(bool on)
{
    if (on == m_highContrast)
        return;
    m_highContrast = on;
    applyTheme(m_theme, on);
    if (m_options.useSettings)
        QSettings().setValue(kHighContrastKey, on);
    const QSignalBlocker block(m_highContrastAction);
    m_highContrastAction->setChecked(on);
}

void MainWindow::warnLater(const QString &title, const QStringList &messages)
{
    if (messages.isEmpty())
        return;
    // The course itself works on with whatever could be kept.
    const QString text = messages.join(QStringLiteral("\n\n"));
    QTimer::singleShot(0, this, [this, title, text] { QMessageBox::warning(this, title, text); });
}

LessonView *MainWindow::lessonView()
{
    if (!m_lessons) {
        m_lessons = new LessonView(&m_session->course(), m_lessonModel, m_stack);
        m_stack->addWidget(m_lessons);
        connect(m_lessons, &LessonView::pageShown, this, &MainWindow::onPageShown);
        m_lessons->setLearner(m_session->learnerId(), m_session->learnerName(), m_session);
        m_lessons->setPresenting(isPresenting());
    }
    return m_lessons;
}

void MainWindow::showLearner()
{
    if (m_lessons)
        m_lessons->setLearner(m_session->learnerId(), m_session->learnerName(), m_session);
    updateSidebarMarks();
    refreshOverview();
}

void MainWindow::refreshOverview()
{
    // Made when first shown (showOverview()): until then there is nothing to refresh.
    if (m_overview)
        m_overview->setProgress(course(), progress(), exerciseProgress(), m_session->learnerId());
}

void MainWindow::showOverview()
{
    if (!m_overview) {
        m_overview = new ProgressOverview(m_stack);
        m_stack->addWidget(m_overview);
    }
    refreshOverview();
    m_stack->setCurrentWidget(m_overview);
    selectSidebarEntry(m_sidebarModel->overviewIndex());
    statusBar()->showMessage(tr("Your progress in every lesson"));
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

void MainWindow::createSidebar()
{
    m_sidebar = new QTreeView(this);
    m_sidebar->setObjectName(QStringLiteral("courseSidebar"));
    // Enough to tell the lessons apart ("5. Sharpness: the le…") when a narrow window
    // squeezes the sidebar; F9 hides it altogether.
    m_sidebar->setMinimumWidth(m_sidebar->fontMetrics().averageCharWidth() * 22);
    m_sidebar->setHeaderHidden(true);
    m_sidebar->setUniformRowHeights(true);
    m_sidebar->setSelectionMode(QAbstractItemView::SingleSelection);
    m_sidebar->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Frameless, as sidebars in KDE applications are: the dock already sets it apart.
    m_sidebar->setFrameShape(QFrame::NoFrame);
    m_sidebar->setAccessibleName(tr("Course contents"));
    m_sidebar->setItemDelegate(new StaticTextDelegate(m_sidebar));

    m_sidebarDock = new QDockWidget(tr("Course"), this);
    m_sidebarDock->setObjectName(QStringLiteral("sidebarDock"));
    m_sidebarDock->setWidget(m_sidebar);
    m_sidebarDock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    addDockWidget(Qt::LeftDockWidgetArea, m_sidebarDock);
    resizeDocks({m_sidebarDock}, {300}, Qt::Horizontal);
}

void MainWindow::showCourseInSidebar()
{
    // The same outline as the lesson view's (LessonView::outline()), which is not made yet.
    m_sidebarModel = new CourseOutlineModel(&m_session->course(), course::Outline(course(), QLocale().name()), this);
    m_sidebar->setModel(m_sidebarModel);
    selectSidebarEntry(m_sidebarModel->workshopIndex());
    updateSidebarMarks();
    connect(m_sidebar->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &MainWindow::onSidebarEntryChosen);
}

void MainWindow::onSidebarEntryChosen(const QModelIndex &entry)
{
    if (!entry.isValid() || m_selectingSidebarEntry)
        return;
    const int lesson = entry.data(CourseOutlineModel::LessonRole).toInt();
    switch (entry.data(CourseOutlineModel::EntryRole).toInt()) {
    case CourseOutlineModel::WorkshopEntry:
        showWorkshop();
        break;
    case CourseOutlineModel::OverviewEntry:
        showOverview();
        break;
    case CourseOutlineModel::LessonEntry:
        m_stack->setCurrentWidget(lessonView());
        m_lessons->showPage(lesson, 0);
        break;
    default:
        m_stack->setCurrentWidget(lessonView());
        m_lessons->showPage(lesson, entry.data(CourseOutlineModel::PageRole).toInt());
        break;
    }
}

void MainWindow::selectSidebarEntry(const QModelIndex &entry)
{
    const QScopedValueRollback<bool> selecting(m_selectingSidebarEntry, true);
    m_sidebar->selectionModel()->setCurrentIndex(entry, QItemSelectionModel::ClearAndSelect);
    m_sidebar->scrollTo(entry);
}

void MainWindow::updateSidebarMarks()
{
    m_sidebarModel->setProgress(progress(), exerciseProgress(), m_session->learnerId());
}

bool MainWindow::showLesson(const QString &id, int page)
{
    for (int l = 0; l < course().lessons.size(); ++l) {
        if (course().lessons.at(l).id != id)
            continue;
        if (!lessonView()->showPage(l, page))
            return false;
        m_stack->setCurrentWidget(m_lessons);
        return true;
    }
    return false;
}

void MainWindow::showWorkshop()
{
    m_stack->setCurrentWidget(m_workshop);
    selectSidebarEntry(m_sidebarModel->workshopIndex());
    statusBar()->showMessage(m_model->summary());
}

void MainWindow::onPageShown(int lesson, int page)
{
    m_stack->setCurrentWidget(m_lessons);
    const course::Lesson &l = course().lessons.at(lesson);
    // Every page is a position to come back to (the exercises page too); prose pages are read.
    const int content = m_lessons->contentPage(lesson, page);
    QString error;
    if (!m_session->visitPage(l.id, page, content >= 0 ? l.pages.at(content).id : QString(), &error))
        statusBar()->showMessage(tr("Could not save your progress: %1").arg(error));
    selectSidebarEntry(m_sidebarModel->pageIndex(lesson, page));
    statusBar()->showMessage(tr("Lesson %1: %2").arg(QString::number(lesson + 1), l.titleFor(m_lessons->proseLocale(l))));
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (std::abs(m_presentation->factor() - 1.0) > 1e-9)
        applyPresentation();
}

void MainWindow::switchLanguage(const QString &language)
{
    if (m_options.useSettings) {
        saveSettings();
        rememberLanguage(language);
    }
    applyLanguage(language);
    MainWindow *next = replaceWith(m_options);
    // An open gradebook is the teacher's work in progress: it opens again in the new language,
    // where it was, on the same tab, instead of closing with this window.
    for (GradebookWindow *old : findChildren<GradebookWindow *>(Qt::FindDirectChildrenOnly)) {
        if (!old->isVisible())
            continue;
        auto *again = new GradebookWindow(old->givenCourse(), old->session(), old->folders(), next);
        again->setAttribute(Qt::WA_DeleteOnClose);
        again->setGeometry(old->geometry());
        again->showTab(GradebookWindow::Tab(old->tabs()->currentIndex()));
        again->show();
    }
    emit languageSwitched(next);
    close();
}

bool MainWindow::openCourseFolder(const QString &folder)
{
    // The folder's lessons go beside the course itself, never beside another teacher's folder.
    const course::Course base = m_options.lessonsFolder.isEmpty()
                                    ? m_session->course()
                                    : course::LessonLoader::loadCourse(m_options.lessonsRoot.isEmpty()
                                                                           ? course::builtInLessonsRoot()
                                                                           : m_options.lessonsRoot);
    CourseFolderDialog dialog(base, folder, this);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    useCourseFolder(folder, dialog.use());
    return true;
}

void MainWindow::useCourseFolder(const QString &folder, course::CourseFolderUse use)
{
    if (m_options.useSettings)
        saveSettings();
    Options options = m_options;
    options.lessonsFolder = folder;
    options.lessonsFolderUse = use;
    MainWindow *next = replaceWith(options);
    emit courseFolderOpened(next);
    close();
}

MainWindow *MainWindow::replaceWith(Options options)
{
    options.query = m_model->query();
    options.setup = workshopSetup();
    options.presentation = isPresenting();
    options.textScale = m_presentation->textScale();
    auto *next = new MainWindow(options);
    next->setAttribute(Qt::WA_DeleteOnClose);
    // A lesson the new course does not have: its workshop.
    if (m_stack->currentWidget() == m_lessons && m_lessons->lessonIndex() >= 0) {
        if (!next->showLesson(m_session->course().lessons.at(m_lessons->lessonIndex()).id, m_lessons->pageIndex()))
            next->showWorkshop();
    } else if (m_stack->currentWidget() == m_workshop) {
        next->showWorkshop();
    } else if (m_overview && m_stack->currentWidget() == m_overview) {
        next->showOverview();
    }
    if (!isPresenting())
        next->setGeometry(geometry());
    if (isVisible())
        next->show();
    return next;
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
    settings.setValue(kScreenKey, m_stack->currentWidget() == m_lessons ? QStringLiteral("lesson")
                                                                         : QStringLiteral("workshop"));
}

void MainWindow::openFiles(const QStringList &files)
{
    const OpenedFiles opened = openCourseFiles(files, course(), [this] { return this; }, this);
    showFileProblems(this, opened.problems);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (courseFilesIn(event->mimeData()).isEmpty()) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
}

void MainWindow::dragMoveEvent(QDragMoveEvent *event)
{
    // Only a drag that entered with the course's files gets here: the whole window takes it.
    event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList files = courseFilesIn(event->mimeData());
    if (files.isEmpty()) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
    // Opened once the drop is over: joining a lab session asks in a dialog of its own, and the
    // program the files came from should not wait for it.
    QTimer::singleShot(0, this, [this, files] { openFiles(files); });
}

} // namespace ui
