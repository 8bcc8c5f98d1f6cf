#include "gradebookwindow.h"

#include "attemptsdialog.h"

#include "exercisetranslation.h"
#include "feedback.h"
#include "figures.h"
#include "importoptionsdialog.h"
#include "itemanalysis.h"
#include "lastfolder.h"

#include "classboardmodel.h"
#include "classscorechart.h"
#include "reteachmodel.h"
#include "studentstatus.h"
#include "userfiles.h"
#include "writefeedbackdialog.h"
#include "xlsxexport.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QGroupBox>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>
#include <QToolBar>
#include <QTreeWidget>

#include <algorithm>

namespace ui {

namespace {

/// The file dialog's filters, in the order of the presets they choose.
QStringList exportFilters()
{
    return {GradebookWindow::tr("Spreadsheet, plain CSV (*.csv)"), GradebookWindow::tr("Moodle grade import (*.csv)"),
            GradebookWindow::tr("Canvas gradebook import (*.csv)"),
            GradebookWindow::tr("Spreadsheet for LibreOffice or Excel (*.xlsx)")};
}

std::optional<GradebookWindow::ExportChoice> chooseExport(QWidget *parent, const QString &suggested)
{
    QString filter = exportFilters().constFirst();
    const QString path = QFileDialog::getSaveFileName(parent, GradebookWindow::tr("Export Gradebook"), suggested,
                                                      exportFilters().join(QStringLiteral(";;")), &filter);
    if (path.isEmpty())
        return std::nullopt;
    const qsizetype chosen = exportFilters().indexOf(filter);
    const std::optional<course::CsvPreset> preset = course::csvPresetFromName(course::csvPresetNames().value(int(chosen)));
    const bool spreadsheet = chosen == exportFilters().size() - 1;
    const QString suffix = spreadsheet ? QStringLiteral(".xlsx") : QStringLiteral(".csv");
    return GradebookWindow::ExportChoice{QFileInfo(path).suffix().isEmpty() ? path + suffix : path,
                                         preset.value_or(course::CsvPreset::Plain), spreadsheet};
}

} // namespace

GradebookWindow::GradebookWindow(const course::Course &course, const course::LabSession &session,
                                 const QStringList &folders, QWidget *parent)
    : QMainWindow(parent)
    , m_givenCourse(course)
    , m_course(course::localizedCourse(course, QLocale().name()))
    , m_session(session)
    , m_headings(exerciseHeadings(session, m_course))
    , m_grading(new QFutureWatcher<course::Gradebook>(this))
    , m_slowNotice(new QTimer(this))
    , m_exportChooser(chooseExport)
    , m_tabs(new QTabWidget(this))
    , m_gradesModel(new GradebookModel(this))
    , m_reteachModel(new ReteachModel(this))
    , m_boardModel(new ClassBoardModel(this))
    , m_watcher(new QFileSystemWatcher(this))
    , m_settle(new QTimer(this))
    , m_periodic(new QTimer(this))
{
    setWindowFlag(Qt::Window);
    setObjectName(QStringLiteral("gradebookWindow"));
    setWindowTitle(tr("Gradebook: %1").arg(session.title));
    for (const QString &folder : folders)
        if (const QString clean = QDir::cleanPath(folder); !clean.isEmpty() && !m_folders.contains(clean))
            m_folders << clean;

    m_tabs->setObjectName(QStringLiteral("gradebookTabs"));
    m_tabs->setAccessibleName(tr("Gradebook, re-teaching and class board"));
    m_tabs->addTab(createGradesTab(), tr("&Gradebook"));
    m_tabs->addTab(createReteachTab(), tr("What to &Re-teach"));
    m_tabs->addTab(createBoardTab(), tr("Class &Board"));
    setCentralWidget(m_tabs);
    createActions();

    m_settle->setSingleShot(true);
    m_settle->setInterval(kSettleMs);
    connect(m_settle, &QTimer::timeout, this, &GradebookWindow::rescan);
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, m_settle, qOverload<>(&QTimer::start));
    m_periodic->setInterval(kRescanIntervalMs);
    connect(m_periodic, &QTimer::timeout, this, &GradebookWindow::rescan);
    m_periodic->start();
    connect(m_grading, &QFutureWatcherBase::finished, this, &GradebookWindow::showRegraded);
    m_slowNotice->setSingleShot(true);
    m_slowNotice->setInterval(kSlowNoticeMs);
    connect(m_slowNotice, &QTimer::timeout, this, [this] {
        statusBar()->showMessage(tr("Waiting for the hand-in folders… (a network folder may be slow or gone); the "
                                    "gradebook below is from %1.")
                                     .arg(m_graded ? dateTimeText(m_gradedAt) : tr("nothing yet")));
    });

    rescan();
    resize(1100, 720);
}

GradebookWindow::~GradebookWindow() = default;

void GradebookWindow::createActions()
{
    auto *exportAction = new QAction(tr("&Export…"), this);
    exportAction->setObjectName(QStringLiteral("exportCsv"));
    exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    exportAction->setToolTip(tr("Write the gradebook as a spreadsheet (.xlsx) or as CSV for Moodle, Canvas or a spreadsheet"));
    connect(exportAction, &QAction::triggered, this, &GradebookWindow::exportWithDialog);
    auto *feedbackAction = new QAction(tr("Write &Feedback…"), this);
    feedbackAction->setObjectName(QStringLiteral("writeFeedback"));
    feedbackAction->setToolTip(tr("Write each student a feedback file with their marks and your comment"));
    connect(feedbackAction, &QAction::triggered, this, &GradebookWindow::writeFeedbackWithDialog);
    auto *addFolderAction = new QAction(tr("&Add Hand-in Folder…"), this);
    addFolderAction->setObjectName(QStringLiteral("addFolder"));
    connect(addFolderAction, &QAction::triggered, this, &GradebookWindow::addFolderWithDialog);
    auto *rescanAction = new QAction(tr("&Rescan Now"), this);
    rescanAction->setObjectName(QStringLiteral("rescan"));
    rescanAction->setShortcut(QKeySequence::Refresh);
    connect(rescanAction, &QAction::triggered, this, &GradebookWindow::rescan);
    auto *closeAction = new QAction(tr("&Close"), this);
    closeAction->setShortcut(QKeySequence::Close);
    connect(closeAction, &QAction::triggered, this, &QWidget::close);

    m_sessionMenu = menuBar()->addMenu(tr("&Session"));
    m_sessionMenu->addAction(exportAction);
    m_sessionMenu->addAction(feedbackAction);
    m_sessionMenu->addSeparator();
    m_sessionMenu->addAction(addFolderAction);
    m_sessionMenu->addAction(rescanAction);
    m_sessionMenu->addSeparator();
    m_sessionMenu->addAction(closeAction);

    // Every tab from the keyboard, wherever the focus is (a table keeps Ctrl+Tab to itself in
    // some styles): Ctrl+1…3, and Ctrl+Page Down/Up to the next and previous tab.
    m_viewMenu = menuBar()->addMenu(tr("&View"));
    for (int i = 0; i < m_tabs->count(); ++i) {
        auto *show = new QAction(m_tabs->tabText(i), this);
        show->setObjectName(QStringLiteral("showTab%1").arg(i + 1));
        show->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        connect(show, &QAction::triggered, this, [this, i] { focusTab(i); });
        m_viewMenu->addAction(show);
    }
    m_viewMenu->addSeparator();
    auto *nextTab = new QAction(tr("&Next Tab"), this);
    nextTab->setObjectName(QStringLiteral("nextTab"));
    nextTab->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    connect(nextTab, &QAction::triggered, this, [this] { focusTab((m_tabs->currentIndex() + 1) % m_tabs->count()); });
    auto *previousTab = new QAction(tr("&Previous Tab"), this);
    previousTab->setObjectName(QStringLiteral("previousTab"));
    previousTab->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    connect(previousTab, &QAction::triggered, this,
            [this] { focusTab((m_tabs->currentIndex() + m_tabs->count() - 1) % m_tabs->count()); });
    m_viewMenu->addAction(nextTab);
    m_viewMenu->addAction(previousTab);
    createPresentationActions();

    QToolBar *tools = addToolBar(tr("Gradebook"));
    tools->setObjectName(QStringLiteral("gradebookToolBar"));
    tools->setMovable(false);
    tools->setToolButtonStyle(Qt::ToolButtonTextOnly);
    tools->addAction(exportAction);
    tools->addAction(feedbackAction);
    tools->addAction(addFolderAction);
    tools->addAction(rescanAction);
}

void GradebookWindow::showTab(Tab tab)
{
    m_tabs->setCurrentIndex(int(tab));
}

void GradebookWindow::focusTab(int index)
{
    m_tabs->setCurrentIndex(index);
    // Into the tab's main view, so that the keys that follow work there and a screen reader
    // says where the focus landed.
    const QList<QWidget *> views{m_gradesView, m_reteachView, m_board};
    if (QWidget *view = views.value(index))
        view->setFocus(Qt::ShortcutFocusReason);
}

void GradebookWindow::setExportChooser(ExportChooser chooser)
{
    m_exportChooser = std::move(chooser);
}

void GradebookWindow::addFolder(const QString &folder)
{
    const QString clean = QDir::cleanPath(folder);
    if (clean.isEmpty() || m_folders.contains(clean))
        return;
    m_folders << clean;
    rescan();
}

void GradebookWindow::addFolderWithDialog()
{
    const QString start = m_folders.isEmpty() ? QDir::homePath() : m_folders.constLast();
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Add Hand-in Folder"), start);
    if (!folder.isEmpty())
        addFolder(folder);
}

void GradebookWindow::watchFolders()
{
    // A folder that was not there (a network share not mounted yet) is watched once it is:
    // the regrade found it readable, so asking for it here does not wait on a hung mount.
    const QStringList watched = m_watcher->directories();
    for (const QString &folder : std::as_const(m_book.readFolders))
        if (!watched.contains(folder))
            m_watcher->addPath(folder);
}

void GradebookWindow::rescan()
{
    m_settle->stop();
    if (isGrading()) {
        m_rescanPending = true;
        return;
    }
    ++m_gradingStarted;
    m_slowNotice->start();
    // Copies only: the window may close while the folders are read.
    m_grading->setFuture(QtConcurrent::run([session = m_session, course = m_course, folders = m_folders] {
        return course::gradeSession(session, course, folders);
    }));
}

bool GradebookWindow::isGrading() const
{
    // Until its result is shown: the future finishes in the worker before the window hears of it.
    return m_gradingShown < m_gradingStarted;
}

void GradebookWindow::showRegraded()
{
    m_slowNotice->stop();
    const QString current = currentStudentId();
    const int column = m_gradesView->currentIndex().column();
    m_book = m_grading->result();
    m_gradingShown = m_gradingStarted;
    m_gradedAt = QDateTime::currentDateTime();
    watchFolders();
    showGradebook();
    selectStudent(current, column);
    // Started before regraded() is said, so that isGrading() tells a listener more is coming.
    if (std::exchange(m_rescanPending, false))
        rescan();
    emit regraded();
}

void GradebookWindow::showGradebook()
{
    m_gradesModel->setGradebook(m_book, m_headings);
    m_reteachModel->setGradebook(m_book);
    m_boardModel->setGradebook(m_book, m_headings, m_session.rules.timeLimitMinutes);
    if (!m_graded) {
        m_gradesView->resizeColumnsToContents();
        m_graded = true;
    }
    m_reteachView->resizeColumnsToContents();

    QStringList titles;
    QList<double> means;
    for (const course::GradebookExercise &e : std::as_const(m_book.exercises)) {
        titles << (e.title.isEmpty() ? e.id : e.title);
        means << e.mean;
    }
    m_chart->setScores(titles, means);
    m_reteachEmpty->setVisible(m_book.exercises.isEmpty());
    // How the exercises worked together, as Moodle's quiz statistics say it.
    QStringList items;
    if (m_book.itemStudents > 0 && !m_book.exercises.isEmpty()) {
        items << tr("Over the %n student(s) who handed in, the session's consistency (Cronbach's alpha) is %1: %2. "
                    "Point at a discrimination for how that exercise worked.",
                    nullptr, m_book.itemStudents)
                     .arg(m_book.consistency ? course::withPercent(course::formatFixed(*m_book.consistency, 0)) : tr("—"),
                          course::consistencyReading(m_book.consistency));
        if (!m_book.itemWarning.isEmpty())
            items << m_book.itemWarning;
    }
    m_itemSummary->setText(items.join(QLatin1Char(' ')));
    m_itemSummary->setVisible(!items.isEmpty() && !isPresenting());

    int handedIn = 0;
    int working = 0;
    QStringList missing;
    for (const course::GradebookStudent &s : std::as_const(m_book.students)) {
        if (!s.handedIn)
            missing << s.name;
        else if (s.status == course::GradebookStudent::Status::HandedIn)
            ++handedIn;
        else
            ++working;
    }
    const int students = int(m_book.students.size());
    QString summary = tr("%n student(s); ", nullptr, students) + tr("%n handed in", nullptr, handedIn);
    if (working > 0)
        summary += tr("; %n still working (their latest automatic hand-in is graded)", nullptr, working);
    summary += tr(". Every score is recomputed from the students' own answers.");
    // A share that is not mounted reads as an empty class: say so (as the regrade found it:
    // asking the folder again here could wait on a hung mount).
    for (const QString &folder : std::as_const(m_book.unreachableFolders))
        summary += QLatin1Char('\n') + tr("The folder %1 cannot be found.").arg(QDir::toNativeSeparators(folder));
    m_gradesSummary->setText(summary);
    m_missing->setText(missing.isEmpty() ? tr("Missing: nobody.")
                                         : tr("Missing (no hand-in): %1").arg(missing.join(tr(", "))));

    m_unreadable->clear();
    for (const course::UnreadableHandIn &u : std::as_const(m_book.unreadable)) {
        auto *item = new QTreeWidgetItem(m_unreadable, {QFileInfo(u.file).fileName(), u.reason});
        item->setToolTip(0, QDir::toNativeSeparators(u.file));
        item->setToolTip(1, u.reason);
    }
    m_unreadable->resizeColumnToContents(0);
    m_unreadableBox->setTitle(tr("Files that could not be read (%1)").arg(m_book.unreadable.size()));

    const QString time = QTime::currentTime().toString(Qt::ISODate);
    QStringList counts;
    for (const StudentStatus status : {StudentStatus::HandedIn, StudentStatus::Working, StudentStatus::Stuck,
                                       StudentStatus::NotStarted})
        counts << tr("%1 %2: %3").arg(statusGlyph(status), statusText(status)).arg(m_boardModel->count(status));
    m_boardSummary->setText(counts.join(QStringLiteral("   ")) + QLatin1Char('\n')
                            + tr("Updated at %1; the folders are watched and read again every %n second(s).", nullptr,
                                 kRescanIntervalMs / 1000)
                                  .arg(time));
    QStringList shown;
    for (const QString &f : std::as_const(m_book.readFolders))
        shown << QDir::toNativeSeparators(f);
    statusBar()->showMessage(tr("Read at %1 from %2").arg(time, shown.isEmpty() ? tr("no folder") : shown.join(tr(", "))));
}

QString GradebookWindow::currentStudentId() const
{
    const QModelIndex current = m_gradesView->currentIndex();
    return current.isValid() ? current.data(GradebookModel::StudentIdRole).toString() : QString();
}

void GradebookWindow::selectStudent(const QString &id, int column)
{
    const int row = m_gradesModel->rowOf(id);
    if (id.isEmpty() || row < 0) {
        showDetails();
        return;
    }
    const QModelIndex index = m_gradesProxy->mapFromSource(m_gradesModel->index(row, std::max(0, column)));
    // A rescan that changed cells in place left the current cell where it was: setting it again
    // would tell a screen reader that the focus moved.
    if (m_gradesView->currentIndex() != index)
        m_gradesView->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    showDetails();
}

void GradebookWindow::showAttempts(const QModelIndex &proxyIndex)
{
    const QModelIndex index = m_gradesProxy->mapToSource(proxyIndex);
    const int exercise = index.column() - GradebookModel::FirstExerciseColumn;
    if (!index.isValid() || exercise < 0 || exercise >= m_headings.size() || index.row() >= m_gradesModel->gradebook().students.size())
        return;
    const course::GradebookStudent &student = m_gradesModel->gradebook().students.at(index.row());
    const ExerciseHeading &heading = m_headings.at(exercise);
    auto *dialog = new AttemptsDialog(student.name.isEmpty() ? student.id : student.name, heading.title,
                                      course::studentAttempts(m_session, m_course, student, heading.id), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void GradebookWindow::showDetails()
{
    const QString id = currentStudentId();
    const int row = m_gradesModel->rowOf(id);
    if (id.isEmpty() || row < 0) {
        m_details->clear();
        return;
    }
    const course::GradebookStudent &s = m_book.students.at(row);
    QStringList lines{tr("%1 (%2)").arg(s.name, s.id), tr("Worksheet code: %1").arg(s.variantCode)};
    if (s.handedIn) {
        lines << tr("Handed in %1: %2")
                     .arg(handedInText(s),
                          QDir::toNativeSeparators(s.file));
        lines << tr("Total %1 of %2").arg(QLocale().toString(s.total, 'g', 3), QLocale().toString(s.max, 'g', 3));
    }
    lines << (s.flags.isEmpty() ? tr("No flags.") : tr("%n flag(s):", nullptr, int(s.flags.size())));
    for (const QString &flag : s.flags)
        lines << QStringLiteral("• ") + flag;
    // A rescan that changed nothing leaves the text (and the reader's place in it) alone.
    const QString text = lines.join(QLatin1Char('\n'));
    if (m_details->toPlainText() != text)
        m_details->setPlainText(text);
}

bool GradebookWindow::exportCsv(const QString &path, course::CsvPreset preset, QString *error, course::CsvExport *exported,
                                const course::CsvOptions &options)
{
    course::CsvExport made = course::exportGradebook(m_book, m_session, m_course, preset, options);
    const bool written = course::writeWholeFile(path, made.bytes, error);
    if (exported)
        *exported = std::move(made);
    return written;
}

void GradebookWindow::exportWithDialog()
{
    if (!m_graded) {
        statusBar()->showMessage(tr("The hand-ins are still being read: export once the gradebook is shown."));
        return;
    }
    QString name = m_session.title;
    static const QRegularExpression unsafe(QStringLiteral("[\\\\/:*?\"<>|\\x00-\\x1f]"));
    name.replace(unsafe, QStringLiteral("-"));
    const QString suggested = QDir(lastFolder(FileKind::Export)).filePath(name + QStringLiteral(".csv"));
    const std::optional<ExportChoice> choice = m_exportChooser(this, suggested);
    if (!choice)
        return;
    rememberFolder(FileKind::Export, choice->path);
    // A learning platform's grade item: its maximum, Canvas's assignment, unfinished work.
    course::CsvOptions options;
    if (!choice->spreadsheet && choice->preset != course::CsvPreset::Plain) {
        ImportOptionsDialog dialog(choice->preset, int(m_session.exerciseIds.size()), this);
        dialog.setObjectName(QStringLiteral("importOptions"));
        if (dialog.exec() != QDialog::Accepted)
            return;
        options = dialog.options();
    }
    QString error;
    course::CsvExport exported;
    const bool written = choice->spreadsheet ? course::writeGradebookXlsx(choice->path, m_book, m_session, m_course, &error)
                                             : exportCsv(choice->path, choice->preset, &error, &exported, options);
    if (!written) {
        QMessageBox::warning(this, tr("Export"),
                             tr("The gradebook could not be written to %1: %2").arg(QDir::toNativeSeparators(choice->path), error));
        return;
    }
    statusBar()->showMessage(tr("Exported %n student(s) to %1", nullptr, int(m_book.students.size()))
                                 .arg(QDir::toNativeSeparators(choice->path)));
    // For a learning platform: which column to map, and who gets no grade yet (not blocking:
    // the teacher reads it while importing).
    if (exported.mapping.isEmpty() && exported.withoutGrade.isEmpty())
        return;
    QString text = exported.mapping;
    if (!exported.withoutGrade.isEmpty())
        text += QStringLiteral("\n\n")
                + tr("%n student(s) get no grade in the file, their work not being final:", nullptr, int(exported.withoutGrade.size()))
                + QStringLiteral("\n• ") + exported.withoutGrade.join(QStringLiteral("\n• "));
    auto *note = new QMessageBox(QMessageBox::Information, tr("Import into the Learning Platform"), text.trimmed(),
                                 QMessageBox::Ok, this);
    note->setObjectName(QStringLiteral("importNote"));
    note->setAttribute(Qt::WA_DeleteOnClose);
    note->open();
}

QList<course::WrittenFeedback> GradebookWindow::writeFeedback(const QString &folder, const course::FeedbackComments &comments,
                                                              QStringList *errors)
{
    return course::writeClassFeedback(m_book, m_session, m_course, folder, comments, errors);
}

void GradebookWindow::writeFeedbackWithDialog()
{
    // The students who get a file: those with work the gradebook graded.
    QList<WriteFeedbackDialog::Student> students;
    for (const course::GradebookStudent &s : std::as_const(m_book.students))
        if (s.handedIn && s.work)
            students << WriteFeedbackDialog::Student{s.id, s.name};
    WriteFeedbackDialog dialog(m_folders.value(0), students, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    // From the class's work as it is now: read again first, then written from that one read.
    afterRegrade([this, folder = dialog.folder(), comments = dialog.comments()] {
        QStringList errors;
        const QList<course::WrittenFeedback> written = writeFeedback(folder, comments, &errors);
        const QString done = tr("%n feedback file(s) written to %1.", nullptr, int(written.size()))
                                 .arg(QDir::toNativeSeparators(folder));
        statusBar()->showMessage(done);
        // What was written, file by file with the comment to that student, and what not: the
        // teacher confirms before telling the class (not blocking: the gradebook stays usable).
        // A long comment is shown by its beginning: the box stays readable.
        const auto excerpt = [](const QString &comment) {
            constexpr int kShown = 200;
            return comment.size() > kShown ? comment.left(kShown) + QStringLiteral("…") : comment;
        };
        QStringList names;
        for (const course::WrittenFeedback &file : written) {
            QString line = QFileInfo(file.path).fileName();
            if (!file.personalComment.isEmpty())
                line += QStringLiteral("\n   ")
                        + tr("with your comment to %1: “%2”").arg(file.studentName, excerpt(file.personalComment));
            names << line;
        }
        QString text = done + QLatin1Char(' ')
                       + tr("Each is sealed for its student: only they open it, with the feedback code their lab "
                            "window showed them.");
        if (!comments.toClass.isEmpty())
            text += QStringLiteral("\n\n") + tr("Your comment to the class: “%1”").arg(excerpt(comments.toClass));
        if (!names.isEmpty())
            text += QStringLiteral("\n\n• ") + names.join(QStringLiteral("\n• "));
        if (!errors.isEmpty())
            text += QStringLiteral("\n\n") + tr("Not written:") + QLatin1Char('\n') + errors.join(QLatin1Char('\n'));
        auto *box = new QMessageBox(errors.isEmpty() ? QMessageBox::Information : QMessageBox::Warning, tr("Write Feedback"),
                                    text, QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("feedbackWritten"));
        box->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
}

void GradebookWindow::afterRegrade(const std::function<void()> &then)
{
    // The first regrade that starts from now on: the one started here, or the one that
    // follows a regrade already running (never later ones, which a slow share keeps asking for).
    const int wanted = m_gradingStarted + 1;
    rescan();
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = connect(this, &GradebookWindow::regraded, this, [this, then, connection, wanted] {
        if (m_gradingShown < wanted)
            return;
        disconnect(*connection);
        then();
    });
}

void GradebookWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        m_boardModel->setPalette(palette());
}

} // namespace ui
