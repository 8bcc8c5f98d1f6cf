#include "labwindow.h"

#include "contentlabel.h"
#include "exercisesetview.h"
#include "exercisewidget.h"
#include "openfeedback.h"
#include "fonts.h"
#include "handin.h"
#include "labdefaults.h"
#include "querycanvas.h"
#include "verdictstyle.h"
#include "workshopmodel.h"
#include "workshopview.h"

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

namespace ui {

namespace {

/// A time the student reads: the date, and the time to the second in their own zone.
QString localTime(const QDateTime &time)
{
    const QDateTime local = time.toLocalTime();
    return QStringLiteral("%1 %2").arg(QLocale().toString(local.date(), QLocale::ShortFormat),
                                       QLocale().toString(local.time(), QLocale::LongFormat));
}

QString shortTime(const QDateTime &time)
{
    return QLocale().toString(time.toLocalTime().time(), QLocale::ShortFormat);
}

} // namespace

LabWindow::LabWindow(course::LabWork *work, QWidget *parent)
    : QMainWindow(parent)
    , m_work(work)
    , m_workshop(new course::WorkshopModel(this))
{
    m_work->setParent(this);
    setObjectName(QStringLiteral("labWindow"));
    const course::LabSession &session = m_work->session();
    setWindowTitle(tr("%1 — %2").arg(session.title, m_work->learnerName()));
    m_pickFolder = [this](const QString &why) { return defaultPickFolder(why); };
    m_labHandInFolder = course::LabDefaults::current().handInFolder;

    // Target exercises are answered on this model: the plate's keys, or the session's set-up
    // when its targets use it (the same layout the gradebook grades them on).
    if (session.targetsUseSetup && session.setup)
        m_workshop->applySetup(*session.setup);
    auto *central = new QWidget(this);
    m_exercises = new ExerciseSetView(m_work->exercises(), m_work->learnerId(), session.variantContext(),
                                      m_work, m_workshop, central);
    m_exercises->setLearnerName(m_work->learnerName());
    auto *layout = new QVBoxLayout(central);
    layout->addWidget(createHeader());
    layout->addWidget(m_exercises, 1);
    setCentralWidget(central);
    createMenus();

    auto *sessionLabel = new QLabel(tr("Session: %1").arg(session.title), this);
    sessionLabel->setObjectName(QStringLiteral("statusSession"));
    auto *learnerLabel = new QLabel(tr("Learner: %1 (%2)").arg(m_work->learnerName(), m_work->learnerId()), this);
    learnerLabel->setObjectName(QStringLiteral("statusLearner"));
    statusBar()->addPermanentWidget(sessionLabel);
    statusBar()->addPermanentWidget(learnerLabel);

    connect(m_work, &course::LabWork::logNotRecorded, this,
            [this](const QString &reason) { statusBar()->showMessage(tr("Not recorded: %1").arg(reason)); });
    connect(m_work, &course::LabWork::handedIn, this, &LabWindow::refreshState);
    connect(m_work, &course::LabWork::writingChanged, this, &LabWindow::onWritingChanged);
    connect(m_work, &course::LabWork::saveFailed, this, &LabWindow::onSaveFailed);
    connect(m_work, &course::LabWork::startedChanged, this, &LabWindow::tick);

    m_clock = new QTimer(this);
    m_clock->setInterval(1000);
    connect(m_clock, &QTimer::timeout, this, &LabWindow::tick);
    m_clock->start();
    m_slowWrite = new QTimer(this);
    m_slowWrite->setSingleShot(true);
    m_slowWrite->setInterval(kSlowFolderMs);
    connect(m_slowWrite, &QTimer::timeout, this, [this] {
        m_waiting = m_work->isHandingIn() ? tr("Handing in: waiting for the folder… Your work is kept on this "
                                               "computer meanwhile. If the folder does not answer, hand in to a USB "
                                               "stick with File ▸ Hand In Elsewhere….")
                                          : tr("Saving: waiting for the folder… Your answers are kept in this "
                                               "window meanwhile.");
        refreshState();
    });
    connect(m_work, &course::LabWork::unsavedChanged, this, &LabWindow::refreshState);
    if (session.rules.autoHandInMinutes) {
        m_autoHandIn = new QTimer(this);
        m_autoHandIn->setInterval(*session.rules.autoHandInMinutes * 60 * 1000);
        connect(m_autoHandIn, &QTimer::timeout, this, &LabWindow::autoHandIn);
        m_autoHandIn->start();
    }

    refreshState();
    tick();
    resize(1200, 820);
}

LabWindow::~LabWindow() = default;

QWidget *LabWindow::createHeader()
{
    auto *header = new QWidget(this);
    header->setObjectName(QStringLiteral("labHeader"));

    auto *title = new QLabel(m_work->session().title, header);
    title->setObjectName(QStringLiteral("labTitle"));
    title->setTextFormat(Qt::PlainText);
    QFont big = scaledFont(title->font(), 1.3);
    big.setBold(true);
    title->setFont(big);

    const int count = int(m_work->exercises().size());
    auto *who = new QLabel(tr("%1 · %n exercise(s)", nullptr, count).arg(m_work->learnerName()), header);
    who->setObjectName(QStringLiteral("labLearner"));
    who->setTextFormat(Qt::PlainText);

    // The code their feedback opens with on any computer: shown to be written down.
    auto *code = new QLabel(tr("Your feedback code: %1").arg(m_work->feedbackCode()), header);
    code->setObjectName(QStringLiteral("feedbackCodeLabel"));
    code->setTextFormat(Qt::PlainText);
    code->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    code->setToolTip(tr("Write it down: your teacher's feedback opens with it, on any computer."));
    code->setVisible(!m_work->feedbackCode().isEmpty());

    auto *rules = new ContentLabel(tr("Rules of the session"), header);
    rules->setText(course::labRulesSentences(m_work->session().rules).join(QLatin1Char(' ')));
    rules->setObjectName(QStringLiteral("labRules"));
    rules->setTextFormat(Qt::PlainText);
    rules->setWordWrap(true);

    m_countdown = new ContentLabel(tr("Time left"), header);
    m_countdown->setObjectName(QStringLiteral("countdownLabel"));
    QFont clock = scaledFont(m_countdown->font(), 1.3);
    clock.setBold(true);
    clock.setStyleHint(QFont::Monospace);
    m_countdown->setFont(clock);

    m_handInButton = new QPushButton(tr("&Hand In…"), header);
    m_handInButton->setObjectName(QStringLiteral("handInButton"));
    m_handInButton->setToolTip(tr("Hand your work in to your teacher (you can hand in again later)"));
    connect(m_handInButton, &QPushButton::clicked, this, &LabWindow::handIn);

    m_handInStatus = new QLabel(header);
    m_handInStatus->setObjectName(QStringLiteral("handInStatus"));
    m_handInStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_notice = new QLabel(header);
    m_notice->setObjectName(QStringLiteral("noticeLabel"));
    m_notice->setWordWrap(true);
    m_notice->setAutoFillBackground(true);
    m_notice->setMargin(8);
    m_notice->setTextFormat(Qt::PlainText);
    m_notice->hide();

    auto *top = new QHBoxLayout;
    top->addWidget(title, 1);
    top->addWidget(m_countdown);
    top->addSpacing(16);
    top->addWidget(m_handInButton);
    auto *second = new QHBoxLayout;
    second->addWidget(who, 1);
    second->addWidget(code);
    second->addSpacing(16);
    second->addWidget(m_handInStatus);
    auto *column = new QVBoxLayout(header);
    column->setContentsMargins(0, 0, 0, 0);
    column->addLayout(top);
    column->addLayout(second);
    column->addWidget(rules);
    column->addWidget(m_notice);
    return header;
}

void LabWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    m_handInAction = file->addAction(tr("&Hand In…"), this, &LabWindow::handIn);
    m_handInAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    m_handInElsewhereAction = file->addAction(tr("Hand In &Elsewhere…"), this, &LabWindow::handInElsewhere);
    m_handInElsewhereAction->setToolTip(tr("Hand your work in to a folder you choose, such as a USB stick"));
    file->addAction(tr("Open &Feedback…"), this, [this] {
        // Only this learner's own feedback; the dialog starts where the class hands in.
        const FeedbackReader reader{m_work->session().id, m_work->learnerId(), m_work->learnerName(), m_work->feedbackCode()};
        openFeedbackWithDialog(m_work->course(), reader, course::defaultHandInFolders(m_work->session()).value(0), this);
    });
    file->addSeparator();
    QAction *close = file->addAction(tr("&Close"), this, &QWidget::close);
    close->setShortcut(QKeySequence::Close);

    if (m_work->session().setup) {
        QMenu *workshop = menuBar()->addMenu(tr("Wor&kshop"));
        m_workshopAction = workshop->addAction(tr("Open the &Workshop"), this, &LabWindow::showWorkshop);
        m_workshopAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    }
}

void LabWindow::showWorkshop()
{
    const std::optional<course::WorkshopSetup> &setup = m_work->session().setup;
    if (!setup)
        return;
    if (!m_workshopWindow) {
        // A model of its own: the target exercises' model keeps the plate's keys.
        auto *window = new QMainWindow(this, Qt::Window);
        window->setObjectName(QStringLiteral("labWorkshopWindow"));
        window->setAttribute(Qt::WA_DeleteOnClose);
        window->setWindowTitle(setup->title.isEmpty() ? tr("Workshop — %1").arg(m_work->session().title)
                                                      : tr("Workshop — %1").arg(setup->title));
        auto *model = new course::WorkshopModel(window);
        model->applySetup(*setup);
        auto *view = new WorkshopView(model, window);
        view->canvas()->setInspectedKey(setup->projection);
        window->setCentralWidget(view);
        window->resize(1100, 760);
        m_workshopWindow = window;
    }
    m_workshopWindow->show();
    m_workshopWindow->raise();
    m_workshopWindow->activateWindow();
}

QString LabWindow::preferredFolder() const
{
    if (const QString session = m_work->session().handInFolder; !session.isEmpty())
        return session;
    return m_labHandInFolder.isEmpty() ? m_work->lastHandInFolder() : m_labHandInFolder;
}

void LabWindow::handIn()
{
    // A second press while the first is being written would only hand in the same work again.
    if (m_finalHandIns > 0 || !handInUnfinishedWork())
        return;
    startFinalHandIn(preferredFolder(), course::LabWork::Place::Expected, {}, tr("Your work was handed in."));
}

void LabWindow::handInElsewhere()
{
    // The student's own choice: beside a hand-in to a folder that does not answer.
    if (!handInUnfinishedWork())
        return;
    askForFolder(tr("Choose where to hand in your work, such as a USB stick."), tr("Your work was handed in."));
}

bool LabWindow::handInUnfinishedWork()
{
    const int unanswered = m_work->unansweredCount();
    if (unanswered <= 0)
        return true;
    QMessageBox ask(QMessageBox::Question, tr("Hand In"),
                    tr("%n exercise(s) are not answered yet. Hand in anyway?", nullptr, unanswered),
                    QMessageBox::NoButton, this);
    ask.setObjectName(QStringLiteral("unansweredQuestion"));
    ask.setInformativeText(tr("You can hand in again later."));
    QPushButton *handIn = ask.addButton(tr("&Hand In"), QMessageBox::AcceptRole);
    QPushButton *keepWorking = ask.addButton(tr("&Keep Working"), QMessageBox::RejectRole);
    ask.setDefaultButton(keepWorking);
    ask.setEscapeButton(keepWorking);
    ask.exec();
    return ask.clickedButton() == handIn;
}

void LabWindow::startFinalHandIn(const QString &folder, course::LabWork::Place place, const QString &problem,
                                 const QString &headline)
{
    QString why = problem;
    if (why.isEmpty() && folder.isEmpty())
        why = tr("This session has no hand-in folder: choose where to hand in, such as a shared folder or a USB "
                 "stick.");
    if (why.isEmpty()) {
        const auto done = [this, headline](const std::optional<course::HandInReceipt> &receipt, const QString &error) {
            finishFinalHandIn(receipt, error, headline);
        };
        // Written after any hand-in already on its way, so the newest work lands last.
        if (m_work->startHandIn(folder, true, QDateTime::currentDateTimeUtc(), place, this, done, &why)) {
            ++m_finalHandIns;
            refreshState();
            return;
        }
    }
    askForFolder(why, headline);
}

void LabWindow::finishFinalHandIn(const std::optional<course::HandInReceipt> &receipt, const QString &error,
                                  const QString &headline)
{
    --m_finalHandIns;
    refreshState();
    if (!receipt) {
        askForFolder(error, headline);
        return;
    }
    if (!error.isEmpty())
        statusBar()->showMessage(error);
    if (m_closeAfterHandIn) {
        // The window is going away: the receipt waits to be read.
        m_closeAfterHandIn = false;
        QMessageBox done(QMessageBox::Information, tr("Handed In"), headline, QMessageBox::Ok, this);
        done.setObjectName(QStringLiteral("receiptDialog"));
        done.setInformativeText(receiptText(*receipt));
        done.setTextInteractionFlags(Qt::TextSelectableByMouse);
        done.exec();
        emit finalHandInDone(true);
        close();
        return;
    }
    showReceipt(*receipt, headline);
    emit finalHandInDone(true);
}

void LabWindow::askForFolder(const QString &why, const QString &headline)
{
    const QString picked = m_pickFolder(why);
    if (picked.isEmpty()) {
        m_closeAfterHandIn = false;
        statusBar()->showMessage(tr("Not handed in. Your work is kept on this computer; hand it in with "
                                    "File ▸ Hand In…"));
        emit finalHandInDone(false);
        return;
    }
    startFinalHandIn(picked, course::LabWork::Place::ChosenByLearner, {}, headline);
}

void LabWindow::autoHandIn()
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (m_work->isReadOnly() || m_work->isTimeUp(now) || m_work->isLocked() || !m_work->changedSinceLastHandIn())
        return;
    const QString folder = preferredFolder();
    if (folder.isEmpty()) {
        statusBar()->showMessage(tr("Progress not handed in: this session has no hand-in folder. Choose one "
                                    "with File ▸ Hand In…"));
        return;
    }
    // One at a time: a folder that hangs keeps the one on its way, and the next waits for it.
    if (m_work->isHandingIn())
        return;
    QString why;
    const auto done = [this, now](const std::optional<course::HandInReceipt> &receipt, const QString &error) {
        statusBar()->showMessage(receipt ? tr("Progress handed in at %1.").arg(shortTime(now))
                                         : tr("Progress could not be handed in: %1").arg(error));
    };
    if (!m_work->startHandIn(folder, false, now, course::LabWork::Place::Expected, this, done, &why))
        statusBar()->showMessage(tr("Progress could not be handed in: %1").arg(why));
}

bool LabWindow::isHandingIn() const
{
    return m_work->isHandingIn();
}

bool LabWindow::isWriting() const
{
    return m_work->isWriting();
}

void LabWindow::onWritingChanged()
{
    if (isWriting()) {
        if (!m_slowWrite->isActive())
            m_slowWrite->start();
        return;
    }
    m_slowWrite->stop();
    if (!m_waiting.isEmpty()) {
        m_waiting.clear();
        refreshState();
    }
    if (m_closeWhenWritten) {
        // Asked and answered before the wait: closed now without asking again.
        m_closeWhenWritten = false;
        m_closeAsked = true;
        close();
        m_closeAsked = false;
    }
}

void LabWindow::onSaveFailed(const QString &message)
{
    m_saveProblem = message;
    refreshState();
}

QString LabWindow::defaultPickFolder(const QString &why)
{
    QMessageBox ask(QMessageBox::Warning, tr("Hand In"), why, QMessageBox::NoButton, this);
    ask.setInformativeText(tr("Nothing is lost: your work is kept on this computer. Choose another folder to "
                              "hand in to, such as a USB stick, or cancel and try again later."));
    QPushButton *choose = ask.addButton(tr("&Choose Folder…"), QMessageBox::AcceptRole);
    ask.addButton(QMessageBox::Cancel);
    ask.setDefaultButton(choose);
    ask.exec();
    if (ask.clickedButton() != choose)
        return {};
    const QString start = m_work->lastHandInFolder().isEmpty()
                              ? QStandardPaths::writableLocation(QStandardPaths::HomeLocation)
                              : m_work->lastHandInFolder();
    return QFileDialog::getExistingDirectory(this, tr("Hand In To"), start);
}

QString LabWindow::receiptText(const course::HandInReceipt &receipt) const
{
    QString text = tr("Time: %1\nFile: %2\nExercises answered: %3 of %4\nChecksum: %5")
                       .arg(localTime(receipt.time), QDir::toNativeSeparators(receipt.file))
                       .arg(receipt.answered)
                       .arg(receipt.total)
                       .arg(receipt.checksum);
    if (!m_work->feedbackCode().isEmpty())
        text += QLatin1Char('\n')
                + tr("Feedback code: %1 (write it down: your teacher's feedback opens with it, on any computer)")
                      .arg(m_work->feedbackCode());
    return text;
}

void LabWindow::showReceipt(const course::HandInReceipt &receipt, const QString &headline)
{
    if (m_receipt)
        m_receipt->close();
    auto *box = new QMessageBox(QMessageBox::Information, tr("Handed In"), headline, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("receiptDialog"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(m_work->isLocked() ? receiptText(receipt)
                                               : receiptText(receipt) + QStringLiteral("\n\n")
                                                     + tr("You can hand in again until the session ends; the "
                                                          "latest hand-in counts."));
    box->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_receipt = box;
    box->open();
}

void LabWindow::tick()
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const auto left = m_work->timeLeft(now);
    if (!left) {
        m_countdown->setText(tr("No time limit"));
        m_lastMinutes = false;
    } else {
        const qint64 seconds = (left->count() + 999) / 1000;
        m_lastMinutes = seconds <= 5 * 60;
        m_countdown->setText(seconds == 0 ? tr("Time is up")
                                          : tr("Time left %1:%2")
                                                .arg(seconds / 60, 2, 10, QLatin1Char('0'))
                                                .arg(seconds % 60, 2, 10, QLatin1Char('0')));
    }
    refreshCountdownColour();
    if (m_work->isTimeUp(now) && !m_timeUpHandled)
        timeUp();
}

void LabWindow::timeUp()
{
    m_timeUpHandled = true;
    if (m_autoHandIn)
        m_autoHandIn->stop();
    refreshState();
    if (m_work->isLocked() || m_work->isReadOnly())
        return;
    // Handed in already, and nothing changed since: that hand-in stands, at its own time; a
    // second one now would make the student's 18:31 a time-out's 18:40.
    if (m_work->hasHandedIn() && !m_work->hasUnsentWork())
        return;
    const QString folder = preferredFolder();
    startFinalHandIn(folder, course::LabWork::Place::Expected,
                     folder.isEmpty() ? tr("The time is up, and this session has no hand-in folder: choose where to "
                                           "hand in, such as a shared folder or a USB stick.")
                                      : QString(),
                     tr("The time is up. Your work was handed in, and the exercises are now locked."));
}

void LabWindow::refreshState()
{
    const course::LabRules &rules = m_work->session().rules;
    m_exercises->setSolutionsOffered(course::solutionOffered(rules, m_work->hasHandedIn()));
    const bool locked = m_timeUpHandled || m_work->isLocked();
    // Another window has this student's work: answers given here could not be kept.
    // Closing once written: nothing new may be answered that the student was not asked about.
    m_exercises->setLocked(locked || m_work->isReadOnly() || m_closeWhenWritten);
    const bool canHandIn = !m_work->isReadOnly() && m_finalHandIns == 0;
    m_handInButton->setEnabled(canHandIn);
    m_handInAction->setEnabled(canHandIn);
    m_handInElsewhereAction->setEnabled(!m_work->isReadOnly());

    if (m_finalHandIns > 0) {
        m_handInStatus->setText(tr("Handing in…"));
    } else if (const auto last = m_work->lastHandIn()) {
        m_handInStatus->setText(last->final ? tr("Handed in at %1 · checksum %2").arg(shortTime(last->time), last->checksum)
                                            : tr("Progress handed in at %1").arg(shortTime(last->time)));
        m_handInStatus->setToolTip(QDir::toNativeSeparators(last->file));
    } else {
        m_handInStatus->setText(tr("Not handed in yet"));
    }

    QString notice;
    if (m_work->isReadOnly())
        notice = tr("Your work is open in another window: this one only shows it and saves nothing. Close it and "
                    "go on in the other window.");
    else if (m_work->isLocked() || (locked && m_work->hasHandedIn() && !m_work->hasUnsentWork()))
        notice = tr("The time is up and your work was handed in at %1. The exercises are locked: nothing more "
                    "can be changed.").arg(shortTime(m_work->lastFinalHandIn()));
    else if (locked && m_finalHandIns == 0)
        notice = tr("The time is up. The exercises are locked, but your work has not been handed in yet: press "
                    "Hand In.");
    // Until the save goes through (it is tried again by itself).
    if (m_work->hasUnsavedWork() && !m_saveProblem.isEmpty())
        notice = notice.isEmpty() ? m_saveProblem : notice + QLatin1Char('\n') + m_saveProblem;
    if (!m_waiting.isEmpty())
        notice = notice.isEmpty() ? m_waiting : notice + QLatin1Char('\n') + m_waiting;
    if (m_closeWhenWritten)
        notice = tr("Your work is being written: this window closes once it is. If the folder does not answer, "
                    "ask your teacher before you switch off the computer.");
    m_notice->setText(notice);
    m_notice->setVisible(!notice.isEmpty());
    refreshCountdownColour();
}

void LabWindow::refreshCountdownColour()
{
    QPalette pal = m_countdown->palette();
    pal.setColor(QPalette::WindowText, toneText(palette(), m_lastMinutes ? Tone::Bad : Tone::None));
    m_countdown->setPalette(pal);
    QPalette notice = m_notice->palette();
    notice.setColor(QPalette::Window, toneBackground(palette(), Tone::Notice));
    notice.setColor(QPalette::WindowText, palette().color(QPalette::WindowText));
    m_notice->setPalette(notice);
}

void LabWindow::closeEvent(QCloseEvent *event)
{
    if (m_finalHandIns > 0) {
        // The hand-in on its way ends with its receipt; the window closes once it is written.
        if (!m_closeAfterHandIn) {
            m_closeWhenWritten = true;
            refreshState();
        }
        event->ignore();
        return;
    }
    if (m_work->hasUnsavedWork() && !m_closeAsked) {
        QMessageBox ask(QMessageBox::Warning, tr("Close Without Your Answers?"),
                        tr("Some of your answers could not be saved on this computer."), QMessageBox::NoButton, this);
        ask.setObjectName(QStringLiteral("unsavedQuestion"));
        ask.setInformativeText(tr("If you close now they are lost. Free some space on the disk or ask your teacher, "
                                  "then wait until the warning in the window is gone; or hand your work in first."));
        QPushButton *closeAnyway = ask.addButton(tr("Close &Anyway"), QMessageBox::DestructiveRole);
        ask.addButton(QMessageBox::Cancel);
        ask.setDefaultButton(QMessageBox::Cancel);
        ask.exec();
        if (ask.clickedButton() != closeAnyway) {
            event->ignore();
            return;
        }
    }
    if (!m_closeAsked && m_work->hasUnsentWork() && !m_work->isLocked() && !m_work->isReadOnly()) {
        QMessageBox ask(QMessageBox::Question, tr("Hand In Before Closing?"),
                        tr("Some of your work has not been handed in."), QMessageBox::NoButton, this);
        ask.setObjectName(QStringLiteral("closeQuestion"));
        ask.setInformativeText(tr("It is kept on this computer and will be here when you join again, but your "
                                  "teacher does not have it yet."));
        QPushButton *handInNow = ask.addButton(tr("&Hand In"), QMessageBox::AcceptRole);
        QPushButton *closeAnyway = ask.addButton(tr("Close &Without Handing In"), QMessageBox::DestructiveRole);
        ask.addButton(QMessageBox::Cancel);
        ask.setDefaultButton(handInNow);
        ask.exec();
        if (ask.clickedButton() == handInNow) {
            // Closes once handed in; stays open when the student gives up on it.
            m_closeAfterHandIn = true;
            event->ignore();
            startFinalHandIn(preferredFolder(), course::LabWork::Place::Expected, {}, tr("Your work was handed in."));
            return;
        }
        if (ask.clickedButton() != closeAnyway) {
            event->ignore();
            return;
        }
    }
    if (isWriting()) {
        // Closing now would lose what is being written: the window closes once it is written.
        m_closeWhenWritten = true;
        refreshState();
        event->ignore();
        return;
    }
    m_clock->stop();
    if (m_autoHandIn)
        m_autoHandIn->stop();
    QMainWindow::closeEvent(event);
}

void LabWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_countdown)
        refreshCountdownColour();
}

} // namespace ui
