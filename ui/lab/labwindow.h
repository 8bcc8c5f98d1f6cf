#pragma once

#include "labwork.h"

#include <QFutureWatcher>
#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>

#include <functional>
#include <optional>

class QLabel;
class QPushButton;
class QTimer;

namespace course {
class WorkshopModel;
}

namespace ui {

class ExerciseSetView;

/// A student's window during a lab session: the session's exercises in its order, under its
/// rules and seed, a countdown when there is a time limit, and Hand In. A view of a
/// course::LabWork, which records every answer at once and writes the hand-ins.
///
/// When the time runs out the window hands in by itself, locks the exercises and says so.
/// "Solutions: never" hides Show solution; "after hand-in" offers it once the student has
/// handed in. With an automatic hand-in interval the progress is handed in every few minutes,
/// quietly (the status bar tells how it went).
class LabWindow : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LabWindow)

public:
    /// An automatic hand-in that takes longer than this says it is waiting for the folder.
    static constexpr int kSlowFolderMs = 1000;

    /// Takes `work` (already opened) as its child.
    explicit LabWindow(course::LabWork *work, QWidget *parent = nullptr);
    ~LabWindow() override;

    course::LabWork *work() const { return m_work; }
    ExerciseSetView *exercises() const { return m_exercises; }
    /// "Time left 12:34", "Time is up" or "No time limit".
    QLabel *countdownLabel() const { return m_countdown; }
    /// What the student must know now (time up, locked); hidden when there is nothing.
    QLabel *noticeLabel() const { return m_notice; }
    /// When the work was last handed in, and its checksum.
    QLabel *handInLabel() const { return m_handInStatus; }
    QPushButton *handInButton() const { return m_handInButton; }
    QAction *handInAction() const { return m_handInAction; }
    /// The receipt of the last hand-in, while it is open.
    QMessageBox *receiptDialog() const { return m_receipt; }

    /// Workshop ▸ Open the Workshop, when the session carries the teacher's set-up: a window
    /// with the free workshop on that set-up (nothing otherwise). Target exercises keep the
    /// plate's layout, which their grading uses.
    QAction *workshopAction() const { return m_workshopAction; }
    /// Opens (or raises) that window; nothing when the session has no set-up.
    void showWorkshop();
    /// The window, once opened.
    QWidget *workshopWindow() const { return m_workshopWindow; }

    /// Asked for another folder when the work cannot be handed in where it should go; `why`
    /// says what went wrong. Returns the folder, or an empty string to give up. By default a
    /// message with the reason, then a folder dialog.
    using FolderPicker = std::function<QString(const QString &why)>;
    void setFolderPicker(const FolderPicker &picker) { m_pickFolder = picker; }

    /// The lab's default hand-in folder (course::LabDefaults, /etc/xdg): used when the session
    /// names none, before the last folder that worked. This computer's by default.
    QString labHandInFolder() const { return m_labHandInFolder; }
    void setLabHandInFolder(const QString &folder) { m_labHandInFolder = folder; }

    /// File ▸ Hand In…: hands in (final) to the session's folder, or asks for another one
    /// until it works or the student gives up; shows the receipt. False when not handed in.
    bool handIn();
    /// The automatic progress hand-in (not final), without asking anything.
    /// Hands the progress in by itself (the session's automatic hand-ins), writing off the GUI
    /// thread; isHandingIn() until it is done.
    void autoHandIn();
    bool isHandingIn() const;
    /// Updates the countdown; when the time is up, hands in and locks (run every second).
    void tick();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void finishAutoHandIn();
    /// Waits for an automatic hand-in in flight and takes its result.
    void settleAutoHandIn();
    QWidget *createHeader();
    void createMenus();
    void onExerciseLogChanged(const QString &exerciseId, const course::AttemptLog &log);
    /// The folder to try first: the session's, else the lab's default, else the last one that
    /// worked.
    QString preferredFolder() const;
    /// Hands in (final) to the preferred folder, then to folders the student picks.
    std::optional<course::HandInReceipt> handInAsking(const QString &firstProblem = {});
    QString receiptText(const course::HandInReceipt &receipt) const;
    void showReceipt(const course::HandInReceipt &receipt, const QString &headline);
    QString defaultPickFolder(const QString &why);
    void timeUp();
    void refreshState();
    void refreshCountdownColour();

    course::LabWork *m_work = nullptr;
    course::WorkshopModel *m_workshop = nullptr;
    QAction *m_workshopAction = nullptr;
    QPointer<QWidget> m_workshopWindow;
    ExerciseSetView *m_exercises = nullptr;
    QLabel *m_countdown = nullptr;
    QLabel *m_notice = nullptr;
    QLabel *m_handInStatus = nullptr;
    QPushButton *m_handInButton = nullptr;
    QAction *m_handInAction = nullptr;
    QTimer *m_clock = nullptr;
    QTimer *m_autoHandIn = nullptr;
    /// The automatic hand-in being written, and what it was made of.
    QFutureWatcher<course::LabWork::WrittenHandIn> *m_autoHandInWrite = nullptr;
    course::LabWork::PreparedHandIn m_autoHandInPrepared;
    bool m_autoHandInInFlight = false;
    QTimer *m_autoHandInSlow = nullptr;
    QPointer<QMessageBox> m_receipt;
    FolderPicker m_pickFolder;
    QString m_labHandInFolder;
    bool m_timeUpHandled = false;
    bool m_lastMinutes = false;
};

} // namespace ui
