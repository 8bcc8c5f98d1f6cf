#pragma once

#include "labwork.h"

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
///
/// Every file is written off the GUI thread (course::LabWork's write queues): a home folder or
/// a share that hangs never stops the countdown or the exercises; the status bar says the
/// window is waiting for the folder, and closing waits until the work is written.
class LabWindow : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LabWindow)

public:
    /// A save or hand-in that takes longer than this says it is waiting for the folder.
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
    QAction *handInElsewhereAction() const { return m_handInElsewhereAction; }
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
    /// until it works or the student gives up, then shows the receipt; finalHandInDone() tells
    /// how it ended. Written off the GUI thread; nothing while a hand-in the student asked for
    /// is being written. With exercises not answered yet, asks first (Keep Working: nothing).
    void handIn();
    /// File ▸ Hand In Elsewhere…: asks for a folder (a USB stick) and hands in there (final),
    /// also while a hand-in to a folder that does not answer is on its way; asks first about
    /// exercises not answered yet, as handIn() does.
    void handInElsewhere();
    /// Hands the progress in by itself (the session's automatic hand-ins, not final), without
    /// asking anything; nothing while another hand-in is being written.
    void autoHandIn();
    /// A hand-in is being written.
    bool isHandingIn() const;
    /// A save or a hand-in is being written.
    bool isWriting() const;
    /// Updates the countdown; when the time is up, hands in and locks (run every second).
    void tick();

signals:
    /// A hand-in the student (or the time limit) asked for ended: handed in, or given up.
    void finalHandInDone(bool handedIn);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    /// With exercises not answered yet, asks whether to hand in anyway (Keep Working by
    /// default); true to hand in. Only for a hand-in the student asks for, never an automatic one.
    bool handInUnfinishedWork();
    /// Starts a final hand-in into `folder`; asks for another folder when `problem` is given
    /// or it is refused at once. `headline` heads the receipt.
    void startFinalHandIn(const QString &folder, course::LabWork::Place place, const QString &problem,
                          const QString &headline);
    void finishFinalHandIn(const std::optional<course::HandInReceipt> &receipt, const QString &error,
                           const QString &headline);
    /// Asks the student for another folder (`why` says what went wrong) and hands in there.
    void askForFolder(const QString &why, const QString &headline);
    void onWritingChanged();
    void onSaveFailed(const QString &message);
    QWidget *createHeader();
    void createMenus();
    /// The folder to try first: the session's, else the lab's default, else the last one that
    /// worked.
    QString preferredFolder() const;
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
    QAction *m_handInElsewhereAction = nullptr;
    QTimer *m_clock = nullptr;
    QTimer *m_autoHandIn = nullptr;
    /// Says the window is waiting for the folder when a write takes long.
    QTimer *m_slowWrite = nullptr;
    /// What the notice says while the window waits for a folder; empty when it does not.
    QString m_waiting;
    /// Final hand-ins being written.
    int m_finalHandIns = 0;
    /// Closing: once the hand-in asked for on closing is in, and once nothing is being written.
    bool m_closeAfterHandIn = false;
    bool m_closeWhenWritten = false;
    /// Closing once written: the student was asked already.
    bool m_closeAsked = false;
    /// Why the last save failed, shown while LabWork::hasUnsavedWork().
    QString m_saveProblem;
    QPointer<QMessageBox> m_receipt;
    FolderPicker m_pickFolder;
    QString m_labHandInFolder;
    bool m_timeUpHandled = false;
    bool m_lastMinutes = false;
};

} // namespace ui
