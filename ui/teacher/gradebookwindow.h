#pragma once

#include "csvexport.h"
#include "feedback.h"
#include "gradebook.h"
#include "gradebookmodel.h"
#include "labsession.h"
#include "lesson.h"

#include <QDateTime>
#include <QFutureWatcher>
#include <QMainWindow>

#include <functional>
#include <optional>

class QAction;
class QFileSystemWatcher;
class QGroupBox;
class QLabel;
class QListView;
class QMenu;
class QPlainTextEdit;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QTimer;
class QTreeWidget;

namespace ui {

class ClassBoardModel;
class ClassScoreChart;
class Presentation;
class ReteachModel;

/// Teacher ▸ Open Gradebook…: a session's hand-ins, regraded from the raw answers
/// (course::gradeSession()), in three tabs: the gradebook (students × exercises, sortable,
/// with each student's flags and the files that could not be read), what to re-teach (per
/// exercise, with a chart of the class's mean scores) and the class board (where each student
/// is). While it is open it watches its folders and also rescans them every few seconds, as
/// network folders do not always tell; bursts of changes are regraded once. Export… writes the
/// gradebook as a spreadsheet (.xlsx or CSV) or in a learning platform's layout, then asks what
/// the platform's grade item needs (ImportOptionsDialog).
class GradebookWindow : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GradebookWindow)

public:
    enum Tab { GradesTab, ReteachTab, BoardTab };
    /// Where and how to export; nothing to cancel. A file dialog unless replaced.
    struct ExportChoice {
        QString path;
        course::CsvPreset preset = course::CsvPreset::Plain;
        /// A real spreadsheet (.xlsx, course::writeGradebookXlsx()) instead of CSV.
        bool spreadsheet = false;
    };
    using ExportChooser = std::function<std::optional<ExportChoice>(QWidget *parent, const QString &suggested)>;

    /// Network folders may never notify: they are read again this often anyway.
    static constexpr int kRescanIntervalMs = 10000;
    /// A burst of changes (a class handing in at once) is regraded once it settles.
    static constexpr int kSettleMs = 300;
    /// A regrade that takes longer than this says in the status bar that it is waiting.
    static constexpr int kSlowNoticeMs = 1000;

    GradebookWindow(const course::Course &course, const course::LabSession &session, const QStringList &folders,
                    QWidget *parent = nullptr);
    ~GradebookWindow() override;

    const course::LabSession &session() const { return m_session; }
    /// The course as the window was given it, before it took the window's language: another
    /// window in another language opens the same gradebook from it.
    const course::Course &givenCourse() const { return m_givenCourse; }
    const course::Gradebook &gradebook() const { return m_book; }
    QStringList folders() const { return m_folders; }
    /// Reads this folder too (once), and watches it.
    void addFolder(const QString &folder);

    void showTab(Tab tab);
    /// Shows tab `index` and moves the focus into its main view (View ▸ a tab, Ctrl+1…3).
    void focusTab(int index);
    QTabWidget *tabs() const { return m_tabs; }
    GradebookModel *gradesModel() const { return m_gradesModel; }
    QSortFilterProxyModel *gradesProxy() const { return m_gradesProxy; }
    QTableView *gradesView() const { return m_gradesView; }
    ReteachModel *reteachModel() const { return m_reteachModel; }
    ClassScoreChart *chart() const { return m_chart; }
    ClassBoardModel *boardModel() const { return m_boardModel; }
    QFileSystemWatcher *watcher() const { return m_watcher; }
    /// The window's Session menu (Export CSV…, folders, rescan): more teacher actions on this
    /// gradebook go here.
    QMenu *sessionMenu() const { return m_sessionMenu; }

    void setExportChooser(ExportChooser chooser);
    /// Writes the gradebook as CSV to `path`, whole; `exported` (when given) receives what the
    /// teacher must know to import it (course::exportGradebook()).
    bool exportCsv(const QString &path, course::CsvPreset preset, QString *error = nullptr,
                   course::CsvExport *exported = nullptr, const course::CsvOptions &options = {});

    /// Writes one feedback file per student who handed in into `folder` with `comments`
    /// (course::writeClassFeedback()); returns the files written, and in `errors` what could
    /// not be (it never stops the others).
    QList<course::WrittenFeedback> writeFeedback(const QString &folder, const course::FeedbackComments &comments,
                                                 QStringList *errors);
    /// Session ▸ Write Feedback…: asks where, for a comment to the class and for any student's
    /// own, writes, and says what it wrote (a box named "feedbackWritten").
    void writeFeedbackWithDialog();

    /// Reads every folder again and regrades, off the GUI thread (a hung network folder never
    /// freezes the window): the gradebook shown changes once it is done (regraded()). Asked
    /// while a regrade runs, one more follows it.
    void rescan();
    /// A regrade is running.
    bool isGrading() const;

    /// View ▸ Present to the Class (Shift+F5; Esc leaves): the class board and "What to re-teach"
    /// for a projector, full screen and large, without the grades tab, the menus or the tool
    /// bar, and with the students shown as "Student A", "Student B"… until Show Names (N).
    bool isPresenting() const;
    void setPresenting(bool on);
    /// In the mode: the students' names on the board instead of "Student A"…
    void setNamesShown(bool shown);
    /// When valid, the mode keeps the window at this size instead of full screen (a
    /// screenshot or a test at a projector's size).
    void setPresentationSize(QSize size) { m_presentationSize = size; }

signals:
    /// After every regrade, once the new gradebook is shown.
    void regraded();

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *createGradesTab();
    QWidget *createReteachTab();
    QWidget *createBoardTab();
    void createActions();
    /// View ▸ Present to the Class and its keys (gradebookpresentation.cpp).
    void createPresentationActions();
    void watchFolders();
    void showRegraded();
    /// Regrades, then calls `then` with the fresh gradebook shown.
    void afterRegrade(const std::function<void()> &then);
    void showGradebook();
    void showDetails();
    /// The attempts dialog for a student × exercise cell of the grades view (a proxy index).
    void showAttempts(const QModelIndex &proxyIndex);
    QString currentStudentId() const;
    void selectStudent(const QString &id, int column = 0);
    void exportWithDialog();
    void addFolderWithDialog();

    course::Course m_givenCourse;
    course::Course m_course;
    course::LabSession m_session;
    QStringList m_folders;
    QList<ExerciseHeading> m_headings;
    course::Gradebook m_book;
    /// The regrade running in the thread pool; another one asked for while it runs.
    QFutureWatcher<course::Gradebook> *m_grading = nullptr;
    bool m_rescanPending = false;
    int m_gradingStarted = 0;
    int m_gradingShown = 0;
    /// Says "waiting for the folders" when a regrade takes long.
    QTimer *m_slowNotice = nullptr;
    ExportChooser m_exportChooser;
    bool m_graded = false;
    QDateTime m_gradedAt;

    QTabWidget *m_tabs = nullptr;
    QMenu *m_sessionMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    GradebookModel *m_gradesModel = nullptr;
    QSortFilterProxyModel *m_gradesProxy = nullptr;
    QTableView *m_gradesView = nullptr;
    QLabel *m_gradesSummary = nullptr;
    QLabel *m_missing = nullptr;
    QPlainTextEdit *m_details = nullptr;
    QGroupBox *m_unreadableBox = nullptr;
    QTreeWidget *m_unreadable = nullptr;
    ReteachModel *m_reteachModel = nullptr;
    QSortFilterProxyModel *m_reteachProxy = nullptr;
    QTableView *m_reteachView = nullptr;
    QLabel *m_reteachEmpty = nullptr;
    QLabel *m_reteachHeading = nullptr;
    QLabel *m_itemSummary = nullptr;
    ClassScoreChart *m_chart = nullptr;
    ClassBoardModel *m_boardModel = nullptr;
    QListView *m_board = nullptr;
    QLabel *m_boardSummary = nullptr;
    QFileSystemWatcher *m_watcher = nullptr;
    QTimer *m_settle = nullptr;
    QTimer *m_periodic = nullptr;
    Presentation *m_presentation = nullptr;
    QAction *m_presentAction = nullptr;
    QAction *m_leaveAction = nullptr;
    QAction *m_namesAction = nullptr;
    QSize m_presentationSize;
    Qt::WindowStates m_stateBeforePresenting;
    QSize m_sizeBeforePresenting;
};

} // namespace ui
