#include "exercisesetview.h"
#include "exercisewidget.h"
#include "feedback.h"
#include "feedbackdialog.h"
#include "gradebook.h"
#include "handin.h"
#include "joinlabdialog.h"
#include "labflow.h"
#include "labwindow.h"
#include "labwork.h"
#include "lessonloader.h"
#include "openfeedback.h"
#include "verdictstyle.h"
#include "writequeue.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QScopeGuard>
#include <QSemaphore>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>

#include <functional>
#include <memory>

// A student in a lab session: joins from the teacher's roster, answers through the exercise
// widgets, hands in to the session's folder (or another when it is not there), finds the work
// again in a second window, is handed in and locked when the time runs out, and sees solutions
// only as the session's rules allow.
namespace {

const QString kWeight = QStringLiteral("iv2-3-weight-k2");
const QString kWhy = QStringLiteral("iv2-3-why-subtract-max");

/// Runs `step` on the next modal dialog of type T once it is open (the caller then opens it).
template<typename T>
void whenModal(std::function<void(T *)> step)
{
    QTimer::singleShot(0, [step] {
        const auto act = [&step] {
            T *dialog = nullptr;
            QTRY_VERIFY((dialog = qobject_cast<T *>(QApplication::activeModalWidget())));
            step(dialog);
        };
        act();
        if (auto *left = qobject_cast<QDialog *>(QApplication::activeModalWidget()); left && QTest::currentTestFailed())
            left->reject();
    });
}

/// Presses Hand In on the question a hand-in of unfinished work asks, once it opens; nothing
/// when every exercise is answered (then nothing is asked).
void handInAnywayWhenAsked(ui::LabWindow *window)
{
    if (window->work()->unansweredCount() == 0)
        return;
    whenModal<QMessageBox>([](QMessageBox *box) {
        QCOMPARE(box->objectName(), QStringLiteral("unansweredQuestion"));
        const QList<QAbstractButton *> buttons = box->buttons();
        const auto handIn = std::find_if(buttons.cbegin(), buttons.cend(), [box](QAbstractButton *b) {
            return box->buttonRole(b) == QMessageBox::AcceptRole;
        });
        QVERIFY(handIn != buttons.cend());
        (*handIn)->click();
    });
}

/// Hands in as File ▸ Hand In… does (and hands in anyway when asked about unanswered
/// exercises) and waits until it ends: true when handed in.
bool handInAndWait(ui::LabWindow *window)
{
    QSignalSpy done(window, &ui::LabWindow::finalHandInDone);
    handInAnywayWhenAsked(window);
    window->handIn();
    if (done.isEmpty() && !done.wait(10000))
        return false;
    return done.constFirst().constFirst().toBool();
}

/// Accepts the modal dialog named `name` once it opens, from whatever event loop runs then.
QTimer *acceptWhenOpen(const QString &name)
{
    auto *timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, name] {
        if (auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            dialog && dialog->objectName() == name) {
            dialog->accept();
            timer->stop();
            timer->deleteLater();
        }
    });
    timer->start();
    return timer;
}

/// A teacher's session file with a roster and a time limit, written into a temporary folder
/// with a hand-in folder beside it.
struct Lab {
    QTemporaryDir dir;
    course::Course course = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    course::LabSession session;

    explicit Lab(course::LabRules::Solutions solutions = course::LabRules::Solutions::AfterHandIn,
                 std::optional<int> attempts = std::nullopt)
    {
        course::LabRequest r;
        r.title = QStringLiteral("Week 3");
        r.exerciseIds = {kWeight, kWhy};
        r.seed = 7;
        r.rules.timeLimitMinutes = 45;
        r.rules.solutions = solutions;
        r.rules.attempts = attempts;
        r.roster = {{QStringLiteral("s-1001"), QStringLiteral("Ada Lovelace"), {}, QStringLiteral("A")},
                    {QStringLiteral("s-1002"), QStringLiteral("Zoë O'Brien"), {}, QStringLiteral("A")},
                    {QStringLiteral("s-1003"), QStringLiteral("Alan Turing"), {}, QStringLiteral("B")}};
        r.handInFolder = path(QStringLiteral("hand-ins"));
        QDir().mkpath(r.handInFolder);
        course::markHandInFolder(r.handInFolder);
        QStringList problems;
        const auto made = course::makeLabSession(course, r, &problems);
        if (!made)
            qFatal("%s", qPrintable(problems.join(QLatin1Char('\n'))));
        course::writeLabSession(sessionFile(), *made);
        QString error;
        session = *ui::readLabSessionFile(sessionFile(), &error);
    }
    QString path(const QString &name) const { return QDir(dir.path()).filePath(name); }
    QString sessionFile() const { return path(QStringLiteral("week3.attnlab")); }
    QString storage() const { return path(QStringLiteral("storage")); }
    std::unique_ptr<ui::LabWindow> window(const QString &learnerId = QStringLiteral("s-1001")) const
    {
        std::unique_ptr<ui::LabWindow> w(ui::openLabWindow(session, course, *ui::labLearnerById(session, learnerId), storage()));
        w->show();
        return w;
    }
    /// The learner joined `minutesAgo` minutes ago (their work's clock starts then).
    void joinedAgo(double minutesAgo, const QString &learnerId = QStringLiteral("s-1001")) const
    {
        const ui::LabLearner learner = *ui::labLearnerById(session, learnerId);
        course::LabWork work(session, course, learner.id, learner.name, storage());
        work.open(QDateTime::currentDateTimeUtc().addMSecs(qint64(-minutesAgo * 60000)));
    }
};

/// Types the right answer into a numeric exercise and presses Enter.
void answerRight(ui::ExerciseWidget *w)
{
    const double x = course::numericAnswer(w->exercise(), w->variant()).value();
    const bool percent = w->exercise().unit == course::Exercise::Unit::Percent;
    QLineEdit *edit = w->answerEdit();
    edit->setFocus();
    QTest::keyClicks(edit, QString::number(x, 'f', percent ? 2 : 4) + (percent ? QStringLiteral("%") : QString()));
    QTest::keyClick(edit, Qt::Key_Return);
}

void answerWrong(ui::ExerciseWidget *w)
{
    QLineEdit *edit = w->answerEdit();
    edit->setFocus();
    edit->clear();
    QTest::keyClicks(edit, QStringLiteral("99"));
    QTest::keyClick(edit, Qt::Key_Return);
}

QStringList handInFiles(const QString &folder)
{
    return QDir(folder).entryList({QStringLiteral("*.attnhandin")}, QDir::Files);
}

} // namespace

class TestLabStudent : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void joinPicksANameFromTheRosterByKeyboard();
    void joinWithoutARosterTypesAName();
    void joinWarnsAboutOtherCourseContent();
    void answerAndHandIn();
    void handingInUnfinishedWorkAsksFirst();
    void handInToAMissingFolderOffersAnother();
    void handInToAnEmptyMountPointOffersAnother();
    void aSecondWindowResumesTheWork();
    void lastMinutesChangeTheCountdownColour();
    void timeUpHandsInAndLocks();
    void timeRunningOutWhileWorking();
    void aHandInBeforeTheEndKeepsItsTime();
    void solutionsFollowTheRules();
    void automaticHandInIsQuiet();
    void handInGoesToTheLabsDefaultFolder();
    void aFinalHandInIsNeverReplacedByAnOlderAutomaticOne();
    void aSecondWindowOfTheSameStudentOnlyShows();
    void closingWithUnsentWorkOffersToHandIn();
    void aFolderThatHangsNeverFreezesTheWindow();
};

void TestLabStudent::initTestCase()
{
    // Settings and lab work go to a test location, never the user's own.
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestLabStudent::joinPicksANameFromTheRosterByKeyboard()
{
    const Lab lab;
    ui::JoinLabDialog dialog(lab.session, lab.course);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    QVERIFY(dialog.filterEdit()->hasFocus());
    QVERIFY(dialog.hasRoster());
    QVERIFY(!dialog.nameEdit());
    QVERIFY(!dialog.contentWarning());
    QVERIFY(!dialog.joinButton()->isEnabled());
    QCOMPARE(dialog.studentList()->model()->rowCount(), 3);

    // Several match "a" (Zoë's section is A): nobody is chosen until the student goes down
    // into the list; ↓ walks it and Enter joins.
    QTest::keyClicks(dialog.filterEdit(), QStringLiteral("a"));
    QCOMPARE(dialog.studentList()->model()->rowCount(), 3);
    QVERIFY(dialog.learnerId().isEmpty());
    QVERIFY(!dialog.joinButton()->isEnabled());
    QTest::keyClick(dialog.filterEdit(), Qt::Key_Down);
    QVERIFY(dialog.studentList()->hasFocus());
    QCOMPARE(dialog.learnerName(), QStringLiteral("Ada Lovelace"));
    QTest::keyClick(dialog.studentList(), Qt::Key_Down);
    QCOMPARE(dialog.learnerName(), QStringLiteral("Alan Turing"));
    QVERIFY(dialog.joinButton()->isEnabled());
    QTest::keyClick(dialog.studentList(), Qt::Key_Return);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.learnerId(), QStringLiteral("s-1003"));

    // Accents and case aside: "zoe" finds Zoë, and the one match is chosen.
    ui::JoinLabDialog again(lab.session, lab.course);
    again.show();
    QTest::keyClicks(again.filterEdit(), QStringLiteral("zoe"));
    QCOMPARE(again.studentList()->model()->rowCount(), 1);
    QCOMPARE(again.learnerId(), QStringLiteral("s-1002"));
    QCOMPARE(again.learnerName(), QStringLiteral("Zoë O'Brien"));
    QVERIFY(again.joinButton()->isEnabled());
    QTest::keyClicks(again.filterEdit(), QStringLiteral("x"));
    QCOMPARE(again.studentList()->model()->rowCount(), 0);
    QVERIFY(again.learnerId().isEmpty());
    QVERIFY(again.problemLabel()->text().contains(QStringLiteral("zoex")));

    QVERIFY(dialog.selectStudent(QStringLiteral("s-1001")));
    QCOMPARE(dialog.learnerName(), QStringLiteral("Ada Lovelace"));
    QVERIFY(!dialog.selectStudent(QStringLiteral("nobody")));
}

void TestLabStudent::joinWithoutARosterTypesAName()
{
    Lab lab;
    lab.session.roster.clear();
    ui::JoinLabDialog dialog(lab.session, lab.course);
    dialog.show();
    QVERIFY(!dialog.hasRoster());
    QVERIFY(!dialog.filterEdit());
    QVERIFY(!dialog.joinButton()->isEnabled());
    QTest::keyClicks(dialog.nameEdit(), QStringLiteral("Grace Hopper"));
    QVERIFY(dialog.joinButton()->isEnabled());
    QCOMPARE(dialog.learnerName(), QStringLiteral("Grace Hopper"));
    // Her id on this computer: from her name, with a part of its own that another Grace
    // Hopper in the class does not share; the same when she joins again.
    const QString id = dialog.learnerId();
    QVERIFY2(id.startsWith(course::learnerIdForName(QStringLiteral("Grace Hopper")) + QLatin1Char('-')), qPrintable(id));
    QCOMPARE(dialog.learnerId(), id);
    dialog.nameEdit()->setText(QStringLiteral("Grace\tHopper"));
    QVERIFY(!dialog.joinButton()->isEnabled());
    QVERIFY(!dialog.problemLabel()->text().isEmpty());
    QVERIFY(dialog.learnerId().isEmpty());
}

void TestLabStudent::joinWarnsAboutOtherCourseContent()
{
    Lab lab;
    lab.session.contentHashes[lab.session.contentHashes.firstKey()] = QStringLiteral("0000");
    ui::JoinLabDialog dialog(lab.session, lab.course);
    QVERIFY(dialog.contentWarning());
    const QStringList differences = course::contentDifferences(lab.session, lab.course);
    QVERIFY(!differences.isEmpty());
    QVERIFY(dialog.contentWarning()->text().contains(differences.constFirst().toHtmlEscaped()));
}

void TestLabStudent::answerAndHandIn()
{
    const Lab lab;
    const auto window = lab.window();
    QCOMPARE(window->windowTitle(), QStringLiteral("Week 3 — Ada Lovelace"));
    QVERIFY(window->statusBar()->findChild<QLabel *>(QStringLiteral("statusSession"))->text().contains(QStringLiteral("Week 3")));
    QVERIFY(window->statusBar()->findChild<QLabel *>(QStringLiteral("statusLearner"))->text().contains(QStringLiteral("Ada Lovelace")));
    ui::ExerciseSetView *set = window->exercises();
    QCOMPARE(set->count(), 2);
    QCOMPARE(set->exerciseWidget(0)->exercise().id, kWeight);
    QCOMPARE(set->exerciseWidget(1)->exercise().id, kWhy);
    // The session's seed and the learner's id make the variant the teacher's key shows.
    const course::Exercise teachers = course::underLabRules(*lab.course.exercise(kWeight), lab.session.rules);
    QCOMPARE(set->exerciseWidget(0)->variant().seed, course::makeVariant(teachers, QStringLiteral("s-1001"), 7).seed);
    QVERIFY(qAbs(*course::numericAnswer(set->exerciseWidget(0)->exercise(), set->exerciseWidget(0)->variant())
                 - *course::numericAnswer(teachers, course::makeVariant(teachers, QStringLiteral("s-1001"), 7)))
            < 1e-12);

    answerRight(set->exerciseWidget(0));
    QVERIFY(set->state(0).solved);
    QVERIFY(window->work()->logs().contains(kWeight));

    handInAnywayWhenAsked(window.get());
    QTest::mouseClick(window->handInButton(), Qt::LeftButton);
    QTRY_VERIFY(window->receiptDialog() && window->receiptDialog()->isVisible());
    const QString folder = lab.session.handInFolder;
    QCOMPARE(handInFiles(folder).size(), 1);
    const QString file = QDir(folder).filePath(handInFiles(folder).constFirst());
    QVERIFY(window->receiptDialog()->informativeText().contains(QDir::toNativeSeparators(file)));
    QVERIFY(window->receiptDialog()->informativeText().contains(QStringLiteral("1 of 2")));
    QVERIFY(window->receiptDialog()->informativeText().contains(window->work()->lastHandIn()->checksum));
    // The feedback code, to write down, on the receipt and in the window.
    QVERIFY(window->receiptDialog()->informativeText().contains(QStringLiteral("Feedback code: ") + window->work()->feedbackCode()));
    QVERIFY(window->findChild<QLabel *>(QStringLiteral("feedbackCodeLabel"))->text().endsWith(window->work()->feedbackCode()));
    window->receiptDialog()->accept();

    QStringList problems;
    bool matches = false;
    const auto handIn = course::readHandIn(file, &problems, &matches);
    QVERIFY2(handIn, qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(matches);
    QVERIFY(handIn->final);
    QCOMPARE(handIn->learnerId, QStringLiteral("s-1001"));
    // The teacher's gradebook recomputes it from the raw answer.
    const course::Gradebook book = course::gradeSession(lab.session, lab.course, {folder});
    const auto ada = std::find_if(book.students.cbegin(), book.students.cend(),
                                  [](const course::GradebookStudent &s) { return s.id == QLatin1String("s-1001"); });
    QVERIFY(ada != book.students.cend());
    QVERIFY(qAbs(ada->scores.value(kWeight) - 1.0) < 1e-9);
    QVERIFY(qAbs(ada->scores.value(kWhy)) < 1e-9);

    // The teacher writes feedback; the student opens it and sees the marks on their answers.
    QTemporaryDir returned;
    QStringList errors;
    const course::FeedbackComments comments{QStringLiteral("Try the second one again."),
                                            {{QStringLiteral("s-1001"), QStringLiteral("Ada, the weight was spot on.")}}};
    const QList<course::WrittenFeedback> files = course::writeClassFeedback(book, lab.session, lab.course, returned.path(),
                                                                            comments, &errors);
    QCOMPARE(files.size(), 1);
    const QStringList written{files.constFirst().path};
    // Sealed for Ada: her lab window opens it; anyone else's is refused in a plain sentence.
    QVERIFY(!window->work()->feedbackCode().isEmpty());
    const ui::FeedbackReader adaReads{lab.session.id, QStringLiteral("s-1001"), QStringLiteral("Ada Lovelace"), window->work()->feedbackCode()};
    QString problem;
    const std::optional<course::StudentFeedback> feedback = ui::unsealFeedback(written.constFirst(), adaReads, window.get(), &problem);
    QVERIFY2(feedback, qPrintable(problem));
    const ui::FeedbackReader ben{lab.session.id, QStringLiteral("s-1002"), QStringLiteral("Ben"), QStringLiteral("AB12-CD34-EF56")};
    QVERIFY(!ui::unsealFeedback(written.constFirst(), ben, window.get(), &problem));
    QVERIFY2(problem.contains(QStringLiteral("This feedback is for Ada Lovelace (s-1001)"))
                 && problem.contains(QStringLiteral("not for you (Ben, s-1002)")),
             qPrintable(problem));
    // Elsewhere (the course window on another computer) Ada types her code; a wrong one is refused.
    whenModal<QInputDialog>([](QInputDialog *dialog) {
        QCOMPARE(dialog->objectName(), QStringLiteral("feedbackCode"));
        QVERIFY(dialog->labelText().contains(QStringLiteral("Ada Lovelace (s-1001)")));
        dialog->setTextValue(QStringLiteral("AB12-CD34-EF56"));
        dialog->accept();
    });
    QVERIFY(!ui::unsealFeedback(written.constFirst(), std::nullopt, window.get(), &problem));
    QVERIFY2(problem.contains(QStringLiteral("the code given is not theirs")), qPrintable(problem));
    const QString code = window->work()->feedbackCode();
    whenModal<QInputDialog>([&code](QInputDialog *dialog) {
        dialog->setTextValue(code.toLower());
        dialog->accept();
    });
    const std::optional<course::StudentFeedback> elsewhere = ui::unsealFeedback(written.constFirst(), std::nullopt, window.get(), &problem);
    QVERIFY2(elsewhere && *elsewhere == *feedback, qPrintable(problem));
    ui::FeedbackDialog dialog(*feedback, lab.course);
    dialog.show();
    const QString text = dialog.browser()->toPlainText();
    QVERIFY(text.contains(QStringLiteral("Try the second one again.")));
    // The comment to her alone, first.
    QVERIFY2(text.contains(QStringLiteral("Your teacher's comment to you\nAda, the weight was spot on.")), qPrintable(text));
    QVERIFY(text.indexOf(QStringLiteral("Ada, the weight")) < text.indexOf(QStringLiteral("Try the second one again.")));
    QVERIFY(text.contains(QStringLiteral("Ada Lovelace")));
    QVERIFY2(text.contains(QStringLiteral("✓ correct")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("You did not answer this exercise.")));
    QVERIFY(text.contains(QStringLiteral("1.00 of 2")));
}

void TestLabStudent::handingInUnfinishedWorkAsksFirst()
{
    const Lab lab;
    const auto window = lab.window();
    const QString folder = lab.session.handInFolder;
    QSignalSpy done(window.get(), &ui::LabWindow::finalHandInDone);

    // Nothing answered: asked first; Enter keeps working (the default), and nothing is handed in.
    QString question;
    whenModal<QMessageBox>([&question](QMessageBox *box) {
        question = box->text();
        QCOMPARE(box->objectName(), QStringLiteral("unansweredQuestion"));
        QStringList buttons;
        for (QAbstractButton *b : box->buttons())
            buttons << b->text();
        buttons.sort();
        QCOMPARE(buttons, QStringList({QStringLiteral("&Hand In"), QStringLiteral("&Keep Working")}));
        QCOMPARE(box->defaultButton()->text(), QStringLiteral("&Keep Working"));
        QTest::keyClick(box, Qt::Key_Return);
    });
    QTest::mouseClick(window->handInButton(), Qt::LeftButton);
    QVERIFY2(question.startsWith(QStringLiteral("2 exercise")) && question.endsWith(QStringLiteral("Hand in anyway?")),
             qPrintable(question));
    QVERIFY(!QApplication::activeModalWidget());
    QVERIFY(done.isEmpty());
    QVERIFY(!window->work()->lastHandIn());
    QVERIFY(handInFiles(folder).isEmpty());

    // Hand In Elsewhere asks the same; Escape keeps working too, and no folder is asked for.
    bool pickerAsked = false;
    window->setFolderPicker([&pickerAsked](const QString &) {
        pickerAsked = true;
        return QString();
    });
    question.clear();
    whenModal<QMessageBox>([&question](QMessageBox *box) {
        question = box->text();
        QTest::keyClick(box, Qt::Key_Escape);
    });
    window->handInElsewhereAction()->trigger();
    QVERIFY(question.startsWith(QStringLiteral("2 exercise")));
    QVERIFY(!pickerAsked);
    QVERIFY(!window->work()->lastHandIn());

    // One answered: the count says one; Hand In hands in.
    answerRight(window->exercises()->exerciseWidget(0));
    question.clear();
    whenModal<QMessageBox>([&question](QMessageBox *box) {
        question = box->text();
        for (QAbstractButton *b : box->buttons())
            if (b->text() == QStringLiteral("&Hand In"))
                b->click();
    });
    QTest::mouseClick(window->handInButton(), Qt::LeftButton);
    QVERIFY2(question.startsWith(QStringLiteral("1 exercise")), qPrintable(question));
    QVERIFY(done.wait(10000));
    QVERIFY(done.constFirst().constFirst().toBool());
    QCOMPARE(handInFiles(folder).size(), 1);
    QTRY_VERIFY(window->receiptDialog());
    window->receiptDialog()->accept();

    // Everything answered: handed in without a question.
    done.clear();
    window->exercises()->exerciseWidget(1)->optionButtons().constFirst()->click();
    window->exercises()->exerciseWidget(1)->checkButton()->click();
    QCOMPARE(window->work()->unansweredCount(), 0);
    bool askedAgain = false;
    QTimer::singleShot(0, [&askedAgain] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            box && box->objectName() == QStringLiteral("unansweredQuestion")) {
            askedAgain = true;
            box->reject();
        }
    });
    QTest::mouseClick(window->handInButton(), Qt::LeftButton);
    QVERIFY(!askedAgain);
    QVERIFY(done.wait(10000));
    QVERIFY(done.constFirst().constFirst().toBool());
    QTRY_VERIFY(window->receiptDialog());
    window->receiptDialog()->accept();
}

void TestLabStudent::handInToAnEmptyMountPointOffersAnother()
{
    // The share was unmounted and left its empty mount point: no receipt for a hand-in that
    // would stay on this computer; the student is told and picks another place.
    Lab lab;
    lab.session.handInFolder = lab.path(QStringLiteral("share-mount-point"));
    QVERIFY(QDir().mkpath(lab.session.handInFolder));
    const QString usb = lab.path(QStringLiteral("usb"));
    QVERIFY(QDir().mkpath(usb));
    const auto window = lab.window();
    answerRight(window->exercises()->exerciseWidget(0));
    QStringList asked;
    window->setFolderPicker([&asked, usb](const QString &why) {
        asked << why;
        return usb;
    });
    QVERIFY(handInAndWait(window.get()));
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.constFirst().contains(QStringLiteral("not your teacher's hand-in folder")), qPrintable(asked.constFirst()));
    QVERIFY(handInFiles(lab.session.handInFolder).isEmpty());
    QCOMPARE(handInFiles(usb).size(), 1);
}

void TestLabStudent::handInToAMissingFolderOffersAnother()
{
    Lab lab;
    lab.session.handInFolder = lab.path(QStringLiteral("share-not-mounted"));
    const QString usb = lab.path(QStringLiteral("usb"));
    QVERIFY(QDir().mkpath(usb));
    const auto window = lab.window();
    answerRight(window->exercises()->exerciseWidget(0));

    QStringList asked;
    window->setFolderPicker([&asked](const QString &why) {
        asked << why;
        return QString();
    });
    // Given up: nothing handed in, nothing lost.
    QVERIFY(!handInAndWait(window.get()));
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.constFirst().contains(QStringLiteral("cannot be found")), qPrintable(asked.constFirst()));
    QVERIFY(!QFileInfo::exists(lab.session.handInFolder));
    QVERIFY(!window->work()->lastHandIn());
    QVERIFY(window->work()->logs().contains(kWeight));
    QVERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("Not handed in")));

    // A folder that is not there either, then the USB stick.
    asked.clear();
    window->setFolderPicker([&asked, &lab, usb](const QString &why) {
        asked << why;
        return asked.size() == 1 ? lab.path(QStringLiteral("pulled-out")) : usb;
    });
    QVERIFY(handInAndWait(window.get()));
    QCOMPARE(asked.size(), 2);
    QVERIFY(asked.at(1).contains(QStringLiteral("pulled-out")));
    QCOMPARE(handInFiles(usb).size(), 1);
    QVERIFY(window->receiptDialog());
    QVERIFY(window->receiptDialog()->informativeText().contains(QDir::toNativeSeparators(usb)));
    window->receiptDialog()->accept();
}

void TestLabStudent::aSecondWindowResumesTheWork()
{
    const Lab lab;
    QDateTime started;
    QString typed;
    {
        const auto first = lab.window();
        answerRight(first->exercises()->exerciseWidget(0));
        started = first->work()->started();
        typed = first->exercises()->exerciseWidget(0)->answerEdit()->text();
    }
    // As after a crash: no close, no hand-in.
    const auto second = lab.window();
    QCOMPARE(second->work()->started(), started);
    QVERIFY(second->exercises()->state(0).solved);
    QCOMPARE(second->exercises()->exerciseWidget(0)->answerEdit()->text(), typed);
    QVERIFY(second->work()->hasUnsentWork());
    // Another student on this computer starts afresh.
    const auto other = lab.window(QStringLiteral("s-1002"));
    QVERIFY(!other->exercises()->state(0).solved);
}

void TestLabStudent::lastMinutesChangeTheCountdownColour()
{
    const Lab lab;
    {
        const auto window = lab.window();
        QVERIFY(window->countdownLabel()->text().contains(QStringLiteral("Time left 4")));
        QCOMPARE(window->countdownLabel()->palette().color(QPalette::WindowText),
                 window->palette().color(QPalette::WindowText));
    }
    const Lab late;
    late.joinedAgo(42);
    const auto window = late.window();
    QVERIFY2(window->countdownLabel()->text().startsWith(QStringLiteral("Time left 0")),
             qPrintable(window->countdownLabel()->text()));
    QCOMPARE(window->countdownLabel()->palette().color(QPalette::WindowText),
             ui::toneText(window->palette(), ui::Tone::Bad));
    QVERIFY(!window->noticeLabel()->isVisible());
}

void TestLabStudent::timeUpHandsInAndLocks()
{
    const Lab lab;
    // Joined fifty minutes ago, and the app was closed (or crashed) before the end.
    lab.joinedAgo(50);
    const auto window = lab.window();
    // Reopened after the end: locked at once, and handed in (off the GUI thread).
    QVERIFY(window->exercises()->exerciseWidget(0)->isLocked());
    QTRY_VERIFY(window->work()->isLocked());
    QCOMPARE(handInFiles(lab.session.handInFolder).size(), 1);
    {
        // The hand-in says the time limit made it, and the gradebook says so beside its time.
        window->work()->waitForWrites();
        QStringList problems;
        bool matches = false;
        const auto handIn = course::readHandIn(window->work()->lastHandIn()->file, &problems, &matches);
        QVERIFY2(handIn && handIn->final && handIn->timedOut, qPrintable(problems.join(u' ')));
        const course::Gradebook book = course::gradeSession(lab.session, lab.course, {lab.session.handInFolder});
        QVERIFY(book.students.constFirst().timedOut);
    }
    QCOMPARE(window->countdownLabel()->text(), QStringLiteral("Time is up"));
    QVERIFY(window->noticeLabel()->isVisible());
    QVERIFY(window->noticeLabel()->text().contains(QStringLiteral("locked")));
    ui::ExerciseWidget *w = window->exercises()->exerciseWidget(0);
    QVERIFY(w->isLocked());
    QVERIFY(!w->checkButton()->isEnabled());
    QVERIFY(w->answerEdit()->isReadOnly());
    QTRY_VERIFY(window->receiptDialog() && window->receiptDialog()->isVisible());
    QVERIFY(window->receiptDialog()->text().contains(QStringLiteral("time is up")));
    window->receiptDialog()->accept();
    // Typing and Enter change nothing.
    QTest::keyClicks(w->answerEdit(), QStringLiteral("40"));
    QTest::keyClick(w->answerEdit(), Qt::Key_Return);
    QCOMPARE(w->state().attempts, 0);
    QVERIFY(window->work()->logs().isEmpty());

    // Opened again later: still locked, no second hand-in, nothing asked.
    window->work()->waitForWrites(); // the receipt is saved off the GUI thread
    const QDateTime handedIn = window->work()->lastFinalHandIn();
    const auto again = lab.window();
    QVERIFY(again->work()->isLocked());
    QCOMPARE(again->work()->lastFinalHandIn(), handedIn);
    QVERIFY(!again->receiptDialog());
    QVERIFY(again->exercises()->exerciseWidget(0)->isLocked());
}

void TestLabStudent::timeRunningOutWhileWorking()
{
    const Lab lab;
    lab.joinedAgo(45.0 - 5.0 / 60.0);
    const auto window = lab.window();
    QVERIFY2(!window->work()->isTimeUp(QDateTime::currentDateTimeUtc()), "the machine is too slow for this test");
    answerRight(window->exercises()->exerciseWidget(0));
    QVERIFY(!window->exercises()->exerciseWidget(0)->isLocked());
    QTRY_VERIFY_WITH_TIMEOUT(window->work()->isLocked(), 15000);
    QVERIFY(window->exercises()->exerciseWidget(1)->isLocked());
    QStringList problems;
    bool matches = false;
    const auto handIn = course::readHandIn(window->work()->lastHandIn()->file, &problems, &matches);
    QVERIFY(handIn && handIn->final && handIn->timedOut);
    QVERIFY(handIn->exercises.contains(kWeight));
    QTRY_VERIFY(window->receiptDialog());
    window->receiptDialog()->accept();
}

void TestLabStudent::aHandInBeforeTheEndKeepsItsTime()
{
    // Ada hands in a few seconds before the end and changes nothing: the time-out does not hand
    // in again, her own hand-in (its time, its file) stands, and the window says when it was.
    const Lab lab;
    lab.joinedAgo(45.0 - 4.0 / 60.0);
    const auto window = lab.window();
    QVERIFY2(!window->work()->isTimeUp(QDateTime::currentDateTimeUtc()), "the machine is too slow for this test");
    answerRight(window->exercises()->exerciseWidget(0));
    handInAnywayWhenAsked(window.get());
    QTest::mouseClick(window->handInButton(), Qt::LeftButton);
    QTRY_VERIFY(window->receiptDialog() && window->receiptDialog()->isVisible());
    window->receiptDialog()->accept();
    window->work()->waitForWrites();
    const QDateTime handedIn = window->work()->lastFinalHandIn();
    const QString file = window->work()->lastHandIn()->file;
    QFile before(file);
    QVERIFY(before.open(QIODevice::ReadOnly));
    const QByteArray content = before.readAll();
    before.close();

    QTRY_VERIFY_WITH_TIMEOUT(window->work()->isTimeUp(QDateTime::currentDateTimeUtc()), 15000);
    QTRY_VERIFY(window->exercises()->exerciseWidget(1)->isLocked());
    QTest::qWait(300); // what a second hand-in would take
    window->work()->waitForWrites();
    QCOMPARE(window->work()->lastFinalHandIn(), handedIn);
    QCOMPARE(handInFiles(lab.session.handInFolder).size(), 1);
    QFile after(file);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), content);
    QVERIFY(!window->receiptDialog() || !window->receiptDialog()->isVisible());
    QVERIFY2(window->noticeLabel()->text().contains(QStringLiteral("handed in at")), qPrintable(window->noticeLabel()->text()));
    // The gradebook shows her own time.
    const course::Gradebook book = course::gradeSession(lab.session, lab.course, {lab.session.handInFolder});
    QCOMPARE(book.students.constFirst().handedInAt, handedIn);
    QVERIFY(!book.students.constFirst().timedOut);
}

void TestLabStudent::solutionsFollowTheRules()
{
    {
        // Never: not before, not after handing in, not even once the attempts are used up.
        const Lab lab(course::LabRules::Solutions::Never, 1);
        const auto window = lab.window();
        ui::ExerciseWidget *w = window->exercises()->exerciseWidget(0);
        QVERIFY(!w->solutionButton()->isVisibleTo(window.get()));
        QVERIFY(w->rulesLabel()->text().contains(QStringLiteral("No worked solution is shown")));
        answerWrong(w);
        QVERIFY(w->isFinished());
        QVERIFY(!w->solutionButton()->isVisibleTo(window.get()));
        QVERIFY(!w->solutionLabel()->isVisibleTo(window.get()));
        QVERIFY(handInAndWait(window.get()));
        window->receiptDialog()->accept();
        QVERIFY(!w->solutionButton()->isVisibleTo(window.get()));
    }
    {
        // After hand-in: hidden until the student hands in, then offered.
        const Lab lab(course::LabRules::Solutions::AfterHandIn);
        const auto window = lab.window();
        ui::ExerciseWidget *w = window->exercises()->exerciseWidget(0);
        QVERIFY(!w->solutionButton()->isVisibleTo(window.get()));
        QVERIFY(handInAndWait(window.get()));
        window->receiptDialog()->accept();
        QVERIFY(w->solutionButton()->isVisibleTo(window.get()));
        QTest::mouseClick(w->solutionButton(), Qt::LeftButton);
        QVERIFY(w->isSolutionVisible());
        // A new window on the same work: still handed in, still offered.
        const auto again = lab.window();
        again->exercises()->setCurrentIndex(1);
        QVERIFY(again->exercises()->exerciseWidget(1)->solutionButton()->isVisibleTo(again.get()));
    }
    {
        const Lab lab(course::LabRules::Solutions::Always);
        const auto window = lab.window();
        QVERIFY(window->exercises()->exerciseWidget(0)->solutionButton()->isVisibleTo(window.get()));
    }
}

void TestLabStudent::automaticHandInIsQuiet()
{
    Lab lab;
    lab.session.rules.autoHandInMinutes = 5;
    const auto window = lab.window();
    answerRight(window->exercises()->exerciseWidget(0));
    window->autoHandIn();
    QVERIFY(window->isHandingIn()); // the folder is written off the GUI thread
    QTRY_VERIFY(!window->isHandingIn());
    QCOMPARE(handInFiles(lab.session.handInFolder).size(), 1);
    QVERIFY(!window->work()->lastHandIn()->final);
    QVERIFY(!window->work()->hasHandedIn());
    QVERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("Progress handed in")));
    QVERIFY(!window->receiptDialog());
    QVERIFY(!QApplication::activeModalWidget());

    // The share goes away: said in the status bar, never in a dialog.
    QVERIFY(QDir(lab.session.handInFolder).removeRecursively());
    window->exercises()->exerciseWidget(1)->optionButtons().constFirst()->click();
    window->exercises()->exerciseWidget(1)->checkButton()->click();
    QVERIFY(window->work()->changedSinceLastHandIn());
    window->autoHandIn();
    QTRY_VERIFY(!window->isHandingIn()); // written off the GUI thread
    QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("could not be handed in")),
             qPrintable(window->statusBar()->currentMessage()));
    QVERIFY(!QApplication::activeModalWidget());
    QVERIFY(!QFileInfo::exists(lab.session.handInFolder));
}

void TestLabStudent::aFinalHandInIsNeverReplacedByAnOlderAutomaticOne()
{
    // An automatic hand-in still being written when the student hands in: the hand-ins are
    // written in order, so the file left is the final one with all the work.
    Lab lab;
    lab.session.rules.autoHandInMinutes = 5;
    const auto window = lab.window();
    answerRight(window->exercises()->exerciseWidget(0));
    window->autoHandIn();
    window->exercises()->exerciseWidget(1)->optionButtons().constFirst()->click();
    window->exercises()->exerciseWidget(1)->checkButton()->click();
    QVERIFY(handInAndWait(window.get()));
    QVERIFY(!window->isHandingIn());
    const QStringList files = handInFiles(lab.session.handInFolder);
    QCOMPARE(files.size(), 1);
    QStringList problems;
    bool matches = false;
    const auto read = course::readHandIn(QDir(lab.session.handInFolder).filePath(files.constFirst()), &problems, &matches);
    QVERIFY(read && read->final);
    QCOMPARE(read->exercises.size(), 2);
    QVERIFY(window->work()->lastHandIn()->final);
}

void TestLabStudent::aSecondWindowOfTheSameStudentOnlyShows()
{
    // The student opens the session twice: the second window says so, locks its exercises and
    // offers no hand-in, so that it can never replace the first window's work.
    const Lab lab;
    const auto first = lab.window();
    answerRight(first->exercises()->exerciseWidget(0));
    first->work()->waitForWrites(); // saved off the GUI thread
    const auto second = lab.window();
    QVERIFY(second->work()->isReadOnly());
    QVERIFY(second->noticeLabel()->isVisible());
    QVERIFY2(second->noticeLabel()->text().contains(QStringLiteral("open in another window")), qPrintable(second->noticeLabel()->text()));
    QVERIFY(!second->handInButton()->isEnabled());
    QVERIFY(!second->handInAction()->isEnabled());
    QVERIFY(!second->exercises()->exerciseWidget(1)->checkButton()->isEnabled());
    QVERIFY(second->work()->logs().contains(kWeight));
    QVERIFY(!first->work()->isReadOnly());
    QVERIFY(first->handInButton()->isEnabled());
}

void TestLabStudent::handInGoesToTheLabsDefaultFolder()
{
    // A session naming no folder: the lab's default (lab/handInFolder in /etc/xdg).
    Lab lab;
    lab.session.handInFolder.clear();
    lab.session.rules.autoHandInMinutes = 5;
    const QString labFolder = lab.path(QStringLiteral("lab-default"));
    QVERIFY(QDir().mkpath(labFolder));
    QVERIFY(course::markHandInFolder(labFolder)); // as the README asks of an administrator
    {
        const auto window = lab.window();
        window->setLabHandInFolder(labFolder);
        answerRight(window->exercises()->exerciseWidget(0));
        window->autoHandIn();
        QTRY_VERIFY(!window->isHandingIn()); // written off the GUI thread
        QCOMPARE(handInFiles(labFolder).size(), 1);
    }
    // The session's own folder comes first.
    Lab own;
    own.session.rules.autoHandInMinutes = 5;
    const auto window = own.window();
    window->setLabHandInFolder(labFolder);
    answerRight(window->exercises()->exerciseWidget(0));
    window->autoHandIn();
    QTRY_VERIFY(!window->isHandingIn()); // written off the GUI thread
    QCOMPARE(handInFiles(own.session.handInFolder).size(), 1);
    QCOMPARE(handInFiles(labFolder).size(), 1);
}

void TestLabStudent::closingWithUnsentWorkOffersToHandIn()
{
    const Lab lab;
    const auto window = lab.window();
    answerRight(window->exercises()->exerciseWidget(0));

    // Cancel keeps the window open.
    whenModal<QMessageBox>([](QMessageBox *ask) {
        QCOMPARE(ask->objectName(), QStringLiteral("closeQuestion"));
        QTest::keyClick(ask, Qt::Key_Escape);
    });
    QVERIFY(!window->close());
    QVERIFY(window->isVisible());
    QVERIFY(handInFiles(lab.session.handInFolder).isEmpty());

    // Hand In, then the receipt, then the window closes (once the hand-in is written, off the
    // GUI thread).
    QPointer<QTimer> receipt = acceptWhenOpen(QStringLiteral("receiptDialog"));
    whenModal<QMessageBox>([](QMessageBox *ask) {
        QCOMPARE(ask->objectName(), QStringLiteral("closeQuestion"));
        QTest::keyClick(ask, Qt::Key_Return);
    });
    window->close();
    QTRY_VERIFY(!window->isVisible());
    QVERIFY(!receipt); // read before the window went
    QVERIFY(!window->isWriting());
    QCOMPARE(handInFiles(lab.session.handInFolder).size(), 1);
    QVERIFY(!window->work()->hasUnsentWork());
}

void TestLabStudent::aFolderThatHangsNeverFreezesTheWindow()
{
    // The student's home folder and the share hang (a server that stopped answering): held up
    // here by a write that does not return until the test lets it. The countdown goes on, the
    // exercises answer, the window says it is waiting; nothing is lost once the folders answer.
    const Lab lab;
    // Declared before the window, so that they outlive the queues that wait on them.
    QSemaphore home;
    QSemaphore share;
    auto window = lab.window();
    course::LabWork *work = window->work();
    const auto hang = [](QSemaphore *folder) {
        return [folder]() -> course::WriteQueue::Then {
            folder->acquire();
            return {};
        };
    };
    // A failing check must not leave the writes hanging for ever.
    const auto answerAll = qScopeGuard([&home, &share] {
        home.release(100);
        share.release(100);
    });
    work->saveQueue()->post(hang(&home));
    answerRight(window->exercises()->exerciseWidget(0));
    QVERIFY(work->logs().contains(kWeight));
    QVERIFY(window->isWriting());
    const QString before = window->countdownLabel()->text();
    QTRY_VERIFY_WITH_TIMEOUT(window->countdownLabel()->text() != before, 3000);
    QTRY_VERIFY(window->noticeLabel()->text().contains(QStringLiteral("Saving: waiting for the folder")));
    QVERIFY(window->noticeLabel()->isVisible());

    // Handing in while the share hangs: the window goes on and says it is handing in.
    work->handInQueue(lab.session.handInFolder)->post(hang(&share));
    QSignalSpy done(window.get(), &ui::LabWindow::finalHandInDone);
    handInAnywayWhenAsked(window.get());
    QTest::mouseClick(window->handInButton(), Qt::LeftButton);
    QVERIFY(!window->handInButton()->isEnabled());
    QCOMPARE(window->handInLabel()->text(), QStringLiteral("Handing in…"));
    QTRY_VERIFY(window->noticeLabel()->text().contains(QStringLiteral("Handing in: waiting for the folder")));
    QVERIFY(window->noticeLabel()->text().contains(QStringLiteral("Hand In Elsewhere")));
    window->exercises()->exerciseWidget(1)->optionButtons().constFirst()->click();
    window->exercises()->exerciseWidget(1)->checkButton()->click();
    QVERIFY(work->logs().contains(kWhy));
    QVERIFY(done.isEmpty());
    QVERIFY(handInFiles(lab.session.handInFolder).isEmpty());

    // The share does not answer: the student hands in to a USB stick meanwhile.
    const QString usb = lab.path(QStringLiteral("usb"));
    QVERIFY(QDir().mkpath(usb));
    window->setFolderPicker([usb](const QString &) { return usb; });
    QVERIFY(window->handInElsewhereAction()->isEnabled());
    window->handInElsewhereAction()->trigger();
    QVERIFY(done.wait(5000));
    QVERIFY(done.constFirst().constFirst().toBool());
    QCOMPARE(handInFiles(usb).size(), 1);
    QTRY_VERIFY(window->receiptDialog());
    QVERIFY(window->receiptDialog()->informativeText().contains(QDir::toNativeSeparators(usb)));
    window->receiptDialog()->accept();
    done.clear();

    share.release();
    QVERIFY(done.wait(5000));
    QVERIFY(done.constFirst().constFirst().toBool());
    QTRY_VERIFY(window->receiptDialog());
    window->receiptDialog()->accept();
    QCOMPARE(handInFiles(lab.session.handInFolder).size(), 1);
    QVERIFY(window->handInButton()->isEnabled());

    // Closing while the home folder still hangs waits for the writes rather than losing them
    // (all the work is handed in: nothing is asked), and nothing more can be answered meanwhile.
    QVERIFY(!window->close());
    QVERIFY(window->exercises()->exerciseWidget(0)->isLocked());
    QVERIFY(window->isVisible());
    QVERIFY2(window->noticeLabel()->text().contains(QStringLiteral("closes once it is")),
             qPrintable(window->noticeLabel()->text()));
    home.release();
    QTRY_VERIFY(!window->isVisible());
    window.reset();

    // Everything answered is on disk, with the receipt.
    const auto again = lab.window();
    QVERIFY(!again->work()->isReadOnly());
    QVERIFY(again->work()->logs().contains(kWeight));
    QVERIFY(again->work()->logs().contains(kWhy));
    QVERIFY(again->work()->hasHandedIn());
}

QTEST_MAIN(TestLabStudent)
#include "tst_labstudent.moc"
