#pragma once

#include "attention.h"
#include "coursefolder.h"
#include "learnersession.h"
#include "setup.h"
#include "theme.h"

#include <QMainWindow>
#include <QSize>

#include <optional>

class QDockWidget;
class QStackedWidget;
class QModelIndex;
class QTreeView;

namespace course {
class WorkshopModel;
}

namespace ui {

class CourseOutlineModel;
class LessonView;
class Presentation;
class PresenterOverlay;
class ProgressOverview;
class WorkshopView;

/// The course window: a sidebar for navigation, the current screen (the workshop first),
/// menus and a status bar. Window geometry and the last query are kept in QSettings.
class MainWindow : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    struct Options {
        /// Restore and save geometry and the last query (off for screenshots).
        bool useSettings = true;
        /// Start with this query instead of the remembered one.
        std::optional<attn::Polar> query;
        /// Use this colour scheme instead of the remembered one.
        std::optional<Theme> theme;
        /// The course content; the lessons built into the application by default.
        QString lessonsRoot;
        /// Offer File ▸ Switch Learner… over the learners under AppDataLocation. The
        /// application turns it on once it has chosen the learner; tests and screenshots
        /// leave it off, so they never see a learner dialog.
        bool learnerSwitching = false;
        /// The learner answering the exercises: a stable id (their variants derive from it),
        /// the name shown, and the folder their progress is kept in (without one, or
        /// without useSettings, nothing is read or saved).
        QString learnerId;
        QString learnerName;
        QString learnerFolder;
        /// Start in presentation mode (View ▸ Presentation Mode).
        bool presentation = false;
        /// When valid, presentation mode keeps the window at this size instead of making it
        /// full screen: a screenshot or a test renders it offscreen at 1920×1080.
        QSize presentationWindowSize;
        /// Show the hint of the presenter's keys on entering the mode (a screenshot does not).
        bool presenterHint = true;
        /// Open the workshop on this set-up (keys, values, query, projection).
        std::optional<course::WorkshopSetup> setup;
        /// Start at this text size (1 is the system's font) instead of the remembered one.
        std::optional<double> textScale;
        /// A teacher's course folder (lessons/FORMAT.md) whose good lessons are added beside
        /// the course's (or used instead of them); its problems are in courseFolder().
        QString lessonsFolder;
        course::CourseFolderUse lessonsFolderUse = course::CourseFolderUse::BesideBuiltIn;
    };

    explicit MainWindow(const Options &options, QWidget *parent = nullptr);
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    course::WorkshopModel *workshopModel() const { return m_model; }
    WorkshopView *workshopView() const { return m_workshop; }
    /// The course's contents: a tree view over sidebarModel().
    QTreeView *sidebar() const { return m_sidebar; }
    CourseOutlineModel *sidebarModel() const { return m_sidebarModel; }
    /// The lesson pages: made when first asked for (a lesson opened), not before the first window.
    LessonView *lessonView();
    /// The query the lesson pages share (the workshop keeps its own).
    course::WorkshopModel *lessonModel() const { return m_lessonModel; }
    /// The course, the learner and their progress; the window is a view of it.
    course::LearnerSession *session() const { return m_session; }
    const course::Course &course() const { return m_session->course(); }
    /// The teacher's course folder of Options::lessonsFolder as loaded: its lessons in the
    /// course and its problems; an empty folder when there is none.
    const course::CourseFolder &courseFolder() const { return m_courseFolder; }
    const course::CourseProgress &progress() const { return m_session->lessonProgress(); }
    const course::ExerciseProgress &exerciseProgress() const { return m_session->exerciseProgress(); }
    /// The progress page: made when first shown (showOverview()), null until then.
    ProgressOverview *overview() const { return m_overview; }
    void showOverview();

    /// Opens a lesson page (page counts from 0); false if there is no such lesson or page.
    bool showLesson(const QString &id, int page = 0);
    void showWorkshop();

    /// Presentation mode, for a projector: full screen, the sidebar, the menus and the status
    /// line hidden (and shown again on leaving), the contents scaled by presentation()->scale()
    /// for the screen's height and laid out for the figure (WorkshopView::setPresenting(),
    /// LessonView::setPresenting()). F5 enters (and leaves) it, Esc leaves it; Ctrl+=, Ctrl+−
    /// and Ctrl+0 change the scale in it, and the steps are remembered. Page Down and Page Up
    /// step, B blacks the screen, T shows the text or the table; a hint says so on entering.
    bool isPresenting() const;
    void setPresenting(bool on);
    Presentation *presentation() const { return m_presentation; }
    /// The black screen and the hint of the presenter's keys over the window.
    PresenterOverlay *presenterOverlay() const { return m_presenterOverlay; }
    /// View ▸ High Contrast: the high-contrast palette over the colour scheme, remembered.
    bool isHighContrast() const { return m_highContrast; }
    void setHighContrast(bool on);
    /// View ▸ Colour Scheme: applied at once and remembered.
    void setTheme(Theme theme);
    /// The free workshop as a set-up: its keys, query and the projection shown.
    course::WorkshopSetup workshopSetup() const;
    /// Puts a set-up into the free workshop and shows it; false (and nothing changes) when
    /// it has problems.
    bool applySetup(const course::WorkshopSetup &setup);
    /// File ▸ Open Set-up… without the file dialog: a file that cannot be used is reported in
    /// a message listing its problems, and the workshop stays as it was (false).
    bool openSetup(const QString &file);
    /// Opens the course's files as a drop does (openCourseFiles(): a set-up in this window's
    /// workshop, a lab session, feedback or hand-in in windows of their own); what cannot be
    /// opened is reported in one message.
    void openFiles(const QStringList &files);
    /// File ▸ Save Set-up… without the file dialog; a failure is reported in a message.
    bool saveSetup(const QString &file);
    /// Workshop ▸ Edit Keys…, Export Figure…
    void editKeys();
    void exportFigure();

    /// View ▸ Language: remembers `language` ("" for the system's), makes it the language
    /// of the application, and puts a new window built in it in this one's place (same page,
    /// query, workshop and presentation mode); this one closes. Emits languageSwitched().
    void switchLanguage(const QString &language);

    /// File ▸ Open Course Folder… without the folder dialog: asks in a CourseFolderDialog (the
    /// folder's lessons and problems, beside or instead of the built-in lessons), then puts a
    /// new window on that course in this one's place, as switchLanguage() does. False when the
    /// teacher cancelled.
    bool openCourseFolder(const QString &folder);
    /// Puts a new window with the lessons of `folder` in this one's place without asking (the
    /// same page when it still exists, query and workshop); emits courseFolderOpened().
    void useCourseFolder(const QString &folder, course::CourseFolderUse use);

signals:
    /// The window that took this one's place after switchLanguage().
    void languageSwitched(ui::MainWindow *replacement);
    /// The window that took this one's place after useCourseFolder().
    void courseFolderOpened(ui::MainWindow *replacement);

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    /// Drops of the course's files (lab sessions, set-ups, feedback, hand-ins) are taken; any
    /// other drop is refused.
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    /// The sidebar's dock and view, before the course is read; showCourseInSidebar() after.
    void createSidebar();
    void showCourseInSidebar();
    void updateSidebarMarks();
    /// Makes `entry` the sidebar's current row without opening it again.
    void selectSidebarEntry(const QModelIndex &entry);
    void onSidebarEntryChosen(const QModelIndex &entry);
    void onPageShown(int lesson, int page);
    /// Shows the session's learner: their exercises, marks and progress.
    void showLearner();
    /// Tells the learner, once the window is up, what could not be read.
    void warnLater(const QString &title, const QStringList &messages);
    void refreshOverview();
    /// The menus up to Go, before the course is read; createCourseMenus() the Teacher and
    /// Help menus after.
    void createMenus();
    void createCourseMenus();
    void createWorkshopMenu();
    void showAbout();
    void saveSettings() const;
    Theme currentTheme() const;
    /// The contents' font and the zoom actions, after the mode or its scale changed.
    void applyPresentation();
    /// Page Down (+1) or Page Up (−1) in presentation mode: a lesson page's next or previous
    /// step or page; in the workshop, the next or previous of the plate's scenes.
    void presenterStep(int direction);
    /// T in presentation mode: a lesson page's text, or the workshop's table, shown or hidden.
    void toggleDetails();
    /// A new window on `options` for this one's place (same page, query, workshop and
    /// presentation mode), shown when this one is; the caller closes this one.
    MainWindow *replaceWith(Options options);
    /// The course the options ask for; `folder` receives the teacher's folder as loaded.
    static course::Course loadContent(const Options &options, course::CourseFolder *folder);

    Options m_options;
    /// Before m_session, which is made from it.
    course::CourseFolder m_courseFolder;
    course::WorkshopModel *m_model = nullptr;
    course::WorkshopModel *m_lessonModel = nullptr;
    course::LearnerSession *m_session = nullptr;
    ProgressOverview *m_overview = nullptr;
    WorkshopView *m_workshop = nullptr;
    /// Null until lessonView() makes it; compared with m_stack->currentWidget() before that.
    LessonView *m_lessons = nullptr;
    QStackedWidget *m_stack = nullptr;
    QTreeView *m_sidebar = nullptr;
    CourseOutlineModel *m_sidebarModel = nullptr;
    bool m_selectingSidebarEntry = false;
    /// The title of the set-up last opened, kept when it is saved again.
    QString m_setupTitle;
    QDockWidget *m_sidebarDock = nullptr;
    Presentation *m_presentation = nullptr;
    QAction *m_presentationAction = nullptr;
    QAction *m_fullScreenAction = nullptr;
    QAction *m_resetQueryAction = nullptr;
    QList<QAction *> m_zoomActions; ///< larger, smaller, default: only in presentation mode
    QAction *m_leavePresentationAction = nullptr;
    /// Page Down, Page Up, B and T: enabled in presentation mode only.
    QList<QAction *> m_presenterActions;
    PresenterOverlay *m_presenterOverlay = nullptr;
    QAction *m_highContrastAction = nullptr;
    Theme m_theme = Theme::System;
    bool m_highContrast = false;
    /// What presentation mode changed, to give back on leaving it.
    bool m_sidebarShownBeforePresenting = true;
    Qt::WindowStates m_stateBeforePresenting;
    QSize m_sizeBeforePresenting;
};

} // namespace ui
