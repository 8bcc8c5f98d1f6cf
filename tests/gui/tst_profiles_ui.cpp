#include "courseprogress.h"
#include "exerciseprogress.h"
#include "learnerprofiles.h"
#include "lesson.h"
#include "mainwindow.h"
#include "profiledialog.h"
#include "profilelistdialog.h"
#include "progressoverview.h"
#include "progressoverviewmodel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <QTreeWidget>

#include <functional>

// The learner dialogs, the Switch Learner action and the progress overview.
namespace {

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
        // Whatever failed above, the test must not wait on a dialog left open.
        if (auto *left = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            left && QTest::currentTestFailed())
            left->reject();
    });
}

/// Types `text` key by key; QTest::keyClicks() only knows ASCII, so other characters come as
/// key events that carry just their text, as from a keyboard layout that has them.
void typeText(QWidget *widget, const QString &text)
{
    for (const QChar c : text) {
        if (c.unicode() < 128)
            QTest::keyClicks(widget, QString(c));
        else
            QTest::sendKeyEvent(QTest::Click, widget, Qt::Key_unknown, QString(c), Qt::NoModifier);
    }
}

void typeName(ui::ProfileDialog *dialog, const QString &name)
{
    dialog->nameEdit()->selectAll();
    QTest::keyClick(dialog->nameEdit(), Qt::Key_Backspace);
    typeText(dialog->nameEdit(), name);
}

QAction *findAction(QWidget *window, const QString &text)
{
    for (QAction *a : window->findChildren<QAction *>()) {
        if (a->text() == text)
            return a;
    }
    return nullptr;
}

course::Page page(const QString &id)
{
    course::Page p;
    p.id = id;
    p.markdown.insert(QStringLiteral("en"), QStringLiteral("# Page ") + id);
    return p;
}

course::Exercise exercise(const QString &id)
{
    course::Exercise e;
    e.id = id;
    e.type = course::Exercise::Type::MultipleChoice;
    e.options = {{QStringLiteral("a"), QStringLiteral("right"), true, {}},
                 {QStringLiteral("b"), QStringLiteral("also right"), true, {}},
                 {QStringLiteral("c"), QStringLiteral("wrong"), false, {}}};
    e.attempts = 3;
    e.hintPenalty = 0.1;
    e.hints = {QStringLiteral("a hint")};
    return e;
}

/// A log of `hints` hints and then one check of each choice.
course::AttemptLog choices(const QList<QStringList> &picks, int hints = 0)
{
    course::AttemptLog log;
    for (int h = 0; h < hints; ++h) {
        course::AttemptEvent e;
        e.kind = course::AttemptEvent::Kind::Hint;
        e.hint = h;
        log.events << e;
    }
    for (const QStringList &ids : picks) {
        course::AttemptEvent e;
        e.kind = course::AttemptEvent::Kind::Check;
        e.answer = course::ChoiceAnswer{ids};
        log.events << e;
    }
    return log;
}

/// Three lessons: "a" with three pages and two exercises, "b" with two pages and none, and
/// "c" that did not load.
course::Course smallCourse()
{
    course::Course c;
    course::Lesson a;
    a.id = QStringLiteral("a");
    a.title = QStringLiteral("Alpha");
    a.pages = {page(QStringLiteral("one")), page(QStringLiteral("two")), page(QStringLiteral("three"))};
    a.exercises = {exercise(QStringLiteral("a1")), exercise(QStringLiteral("a2"))};
    course::Lesson b;
    b.id = QStringLiteral("b");
    b.title = QStringLiteral("Beta");
    b.pages = {page(QStringLiteral("one")), page(QStringLiteral("two"))};
    course::Lesson broken;
    broken.id = QStringLiteral("c");
    broken.title = QStringLiteral("Gamma");
    broken.problems.append({QStringLiteral("lesson.json"), {}, QStringLiteral("bad")});
    c.lessons = {a, b, broken};
    return c;
}

} // namespace

class TestProfilesUi : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();

    void nameDialogValidatesAsYouType_data();
    void nameDialogValidatesAsYouType();
    void nameDialogStartsQuietWithOkDisabled();
    void renameOffersTheCurrentName();
    void firstStartAsksForTheName();
    void firstStartDismissedStillGivesALearner();
    void switchDialogCreatesAndSwitches();
    void switchDialogRenames();
    void switchDialogShowsEachLearnersId();
    void switchDialogRemovesAndKeepsTheFiles();
    void windowUsesTheLearnersFolderAndSwitches();
    void windowNeverAsksForALearner_data();
    void windowNeverAsksForALearner();
    void overviewShowsTheFiguresOfEachLesson();
};

void TestProfilesUi::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
    QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_profiles_ui"));
    QSettings().clear();
    QDir(course::LearnerProfiles::defaultRoot()).removeRecursively();
}

void TestProfilesUi::cleanup()
{
    QSettings().clear();
    QDir(course::LearnerProfiles::defaultRoot()).removeRecursively();
}

void TestProfilesUi::nameDialogValidatesAsYouType_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("okEnabled");
    QTest::addColumn<QString>("problem");

    QTest::newRow("a new name") << QStringLiteral("Grace") << true << QString();
    QTest::newRow("non-ASCII") << QStringLiteral("Zoë") << true << QString();
    QTest::newRow("spaces only") << QStringLiteral("   ") << false << QStringLiteral("Type a name");
    QTest::newRow("taken, other case") << QStringLiteral("aDA") << false << QStringLiteral("already");
    QTest::newRow("taken, spaces around") << QStringLiteral(" Ada ") << false << QStringLiteral("already");
    QTest::newRow("60 characters") << QString(60, QLatin1Char('g')) << true << QString();
    QTest::newRow("61 characters") << QString(61, QLatin1Char('g')) << false << QStringLiteral("at most 60");
    QTest::newRow("path escape is only a name") << QStringLiteral("../..") << true << QString();
}

void TestProfilesUi::nameDialogValidatesAsYouType()
{
    QFETCH(QString, typed);
    QFETCH(bool, okEnabled);
    QFETCH(QString, problem);
    QTemporaryDir dir;
    course::LearnerProfiles profiles(dir.path());
    QVERIFY(profiles.create(QStringLiteral("Ada")));

    ui::ProfileDialog dialog(profiles, ui::ProfileDialog::Purpose::NewLearner);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    typeText(dialog.nameEdit(), typed);
    QCOMPARE(dialog.okButton()->isEnabled(), okEnabled);
    QCOMPARE(dialog.problemLabel()->isVisible(), !okEnabled);
    QVERIFY2(dialog.problemLabel()->text().contains(problem), qPrintable(dialog.problemLabel()->text()));
    QCOMPARE(dialog.problem().isEmpty(), okEnabled);

    // Return only accepts a valid name.
    QTest::keyClick(dialog.nameEdit(), Qt::Key_Return);
    QCOMPARE(dialog.result() == QDialog::Accepted, okEnabled);
    if (okEnabled)
        QCOMPARE(dialog.name(), typed.trimmed());
}

void TestProfilesUi::nameDialogStartsQuietWithOkDisabled()
{
    QTemporaryDir dir;
    course::LearnerProfiles profiles(dir.path());
    ui::ProfileDialog dialog(profiles, ui::ProfileDialog::Purpose::FirstStart);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(!dialog.okButton()->isEnabled());
    QVERIFY(!dialog.problemLabel()->isVisible()); // nothing typed is not yet a mistake
    QVERIFY(dialog.nameEdit()->hasFocus());

    QTest::keyClicks(dialog.nameEdit(), QStringLiteral("A"));
    QVERIFY(dialog.okButton()->isEnabled());
    QTest::keyClick(dialog.nameEdit(), Qt::Key_Backspace);
    QVERIFY(!dialog.okButton()->isEnabled());
    QVERIFY(dialog.problemLabel()->isVisible());
    QVERIFY(!dialog.nameEdit()->accessibleDescription().isEmpty());

    // Control characters cannot be typed into a line edit, but they can be pasted.
    dialog.nameEdit()->setText(QStringLiteral("Ada\u0007"));
    QTest::keyClicks(dialog.nameEdit(), QStringLiteral("x"));
    QVERIFY(!dialog.okButton()->isEnabled());
    QVERIFY(dialog.problemLabel()->text().contains(QStringLiteral("control")));
}

void TestProfilesUi::renameOffersTheCurrentName()
{
    QTemporaryDir dir;
    course::LearnerProfiles profiles(dir.path());
    const auto ada = profiles.create(QStringLiteral("Ada"));
    QVERIFY(profiles.create(QStringLiteral("Grace")));
    ui::ProfileDialog dialog(profiles, ui::ProfileDialog::Purpose::Rename, ada->id);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.nameEdit()->text(), QStringLiteral("Ada"));
    QVERIFY(dialog.okButton()->isEnabled()); // their own name is not taken
    typeName(&dialog, QStringLiteral("ADA"));
    QVERIFY(dialog.okButton()->isEnabled());
    typeName(&dialog, QStringLiteral("grace"));
    QVERIFY(!dialog.okButton()->isEnabled());
}

void TestProfilesUi::firstStartAsksForTheName()
{
    QTemporaryDir dir;
    course::LearnerProfiles profiles(dir.path());
    whenModal<ui::ProfileDialog>([](ui::ProfileDialog *dialog) {
        QVERIFY(!dialog->okButton()->isEnabled());
        typeText(dialog->nameEdit(), QStringLiteral("Zoë"));
        QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
    });
    const auto learner = ui::ProfileDialog::ensureLearner(profiles);
    QVERIFY(learner);
    QCOMPARE(learner->name, QStringLiteral("Zoë"));
    QCOMPARE(profiles.currentId(), learner->id);

    // Once there is a learner, nobody is asked.
    const auto again = ui::ProfileDialog::ensureLearner(profiles);
    QCOMPARE(again->id, learner->id);
}

void TestProfilesUi::firstStartDismissedStillGivesALearner()
{
    QTemporaryDir dir;
    course::LearnerProfiles profiles(dir.path());
    whenModal<ui::ProfileDialog>([](ui::ProfileDialog *dialog) {
        QTest::keyClick(dialog, Qt::Key_Escape);
    });
    const auto learner = ui::ProfileDialog::ensureLearner(profiles);
    QVERIFY(learner);
    QCOMPARE(learner->name, QStringLiteral("Learner"));
    QCOMPARE(profiles.profiles().size(), 1);
}

void TestProfilesUi::switchDialogCreatesAndSwitches()
{
    QTemporaryDir dir;
    course::LearnerProfiles profiles(dir.path());
    const auto ada = profiles.create(QStringLiteral("Ada"));
    ui::ProfileListDialog dialog(&profiles);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.list()->topLevelItemCount(), 1);
    QCOMPARE(dialog.selectedId(), ada->id);
    QVERIFY(!dialog.removeButton()->isEnabled()); // not the current learner

    whenModal<ui::ProfileDialog>([](ui::ProfileDialog *nameDialog) {
        QTest::keyClicks(nameDialog->nameEdit(), QStringLiteral("ada"));
        QVERIFY(!nameDialog->okButton()->isEnabled());
        typeName(nameDialog, QStringLiteral("Grace Hopper"));
        QVERIFY(nameDialog->okButton()->isEnabled());
        QTest::mouseClick(nameDialog->okButton(), Qt::LeftButton);
    });
    QTest::mouseClick(dialog.newButton(), Qt::LeftButton);

    QCOMPARE(dialog.list()->topLevelItemCount(), 2);
    QCOMPARE(dialog.list()->currentItem()->text(0), QStringLiteral("Grace Hopper"));
    const QString grace = dialog.selectedId();
    QVERIFY(grace.startsWith(QStringLiteral("grace-hopper-")));
    QCOMPARE(profiles.currentId(), ada->id); // not yet switched
    QVERIFY(dialog.removeButton()->isEnabled());

    QTest::mouseClick(dialog.switchButton(), Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(profiles.currentId(), grace);
    course::LearnerProfiles reread(dir.path());
    QVERIFY(reread.load().ok);
    QCOMPARE(reread.currentId(), grace);
}

void TestProfilesUi::switchDialogRenames()
{
    QTemporaryDir dir;
    course::LearnerProfiles profiles(dir.path());
    const auto ada = profiles.create(QStringLiteral("Ada"));
    ui::ProfileListDialog dialog(&profiles);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.list()->currentItem()->text(0).contains(QStringLiteral("current")));
    whenModal<ui::ProfileDialog>([](ui::ProfileDialog *nameDialog) {
        typeName(nameDialog, QStringLiteral("Countess Lovelace"));
        QTest::keyClick(nameDialog->nameEdit(), Qt::Key_Return);
    });
    QTest::mouseClick(dialog.renameButton(), Qt::LeftButton);
    QCOMPARE(profiles.profile(ada->id)->name, QStringLiteral("Countess Lovelace"));
    QVERIFY(dialog.list()->currentItem()->text(0).startsWith(QStringLiteral("Countess Lovelace")));
    QCOMPARE(dialog.selectedId(), ada->id);
}

void TestProfilesUi::switchDialogShowsEachLearnersId()
{
    QTemporaryDir dir;
    course::LearnerProfiles profiles(dir.path());
    const auto ada = profiles.create(QStringLiteral("Ada Lovelace"));
    const auto grace = profiles.create(QStringLiteral("Grace Hopper"));
    ui::ProfileListDialog dialog(&profiles);
    dialog.resize(520, 320);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTreeWidget *list = dialog.list();
    QCOMPARE(list->columnCount(), 2);
    QVERIFY(!list->isHeaderHidden());
    QCOMPARE(list->headerItem()->text(1), QStringLiteral("Id"));
    QCOMPARE(list->topLevelItemCount(), 2);
    // The id is text of its own column, not only a tool tip, and it is wide enough to read.
    for (const auto &learner : {*ada, *grace}) {
        QTreeWidgetItem *row = nullptr;
        for (int i = 0; i < list->topLevelItemCount(); ++i)
            if (list->topLevelItem(i)->text(0).startsWith(learner.name))
                row = list->topLevelItem(i);
        QVERIFY(row);
        QCOMPARE(row->text(1), learner.id);
        QVERIFY(!list->isColumnHidden(1));
        const QRect idRect = list->visualItemRect(row).intersected(
            QRect(list->header()->sectionViewportPosition(1), 0, list->header()->sectionSize(1), list->viewport()->height()));
        QVERIFY(idRect.width() >= list->fontMetrics().horizontalAdvance(learner.id));
        // The model says the same to assistive technology.
        QCOMPARE(list->model()->index(list->indexOfTopLevelItem(row), 1).data().toString(), learner.id);
    }
    // Picking a row still picks by id.
    QVERIFY(dialog.selectId(grace->id));
    QCOMPARE(list->currentItem()->text(1), grace->id);
    QCOMPARE(dialog.selectedId(), grace->id);
}

void TestProfilesUi::switchDialogRemovesAndKeepsTheFiles()
{
    QTemporaryDir dir;
    course::LearnerProfiles profiles(dir.path());
    QVERIFY(profiles.create(QStringLiteral("Ada")));
    const auto grace = profiles.create(QStringLiteral("Grace"));
    course::CourseProgress graceProgress(course::CourseProgress::fileIn(profiles.folder(grace->id)));
    graceProgress.markCompleted(QStringLiteral("a"), QStringLiteral("one"));
    QVERIFY(graceProgress.save());

    ui::ProfileListDialog dialog(&profiles);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.selectId(grace->id));

    // Cancelling the question keeps the learner.
    whenModal<QMessageBox>([](QMessageBox *box) { box->button(QMessageBox::Cancel)->click(); });
    QTest::mouseClick(dialog.removeButton(), Qt::LeftButton);
    QCOMPARE(dialog.list()->topLevelItemCount(), 2);

    whenModal<QMessageBox>([](QMessageBox *box) {
        QVERIFY(box->text().contains(QStringLiteral("Grace")));
        box->button(QMessageBox::Yes)->click();
    });
    QTest::mouseClick(dialog.removeButton(), Qt::LeftButton);
    QCOMPARE(dialog.list()->topLevelItemCount(), 1);
    QCOMPARE(profiles.profiles().size(), 1);
    const QStringList removed = QDir(profiles.removedFolder()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QCOMPARE(removed.size(), 1);
    QVERIFY(removed.constFirst().startsWith(grace->id));
    QVERIFY(QFile::exists(course::CourseProgress::fileIn(QDir(profiles.removedFolder()).filePath(removed.constFirst()))));
}

void TestProfilesUi::windowUsesTheLearnersFolderAndSwitches()
{
    course::LearnerProfiles profiles;
    const auto ada = profiles.create(QStringLiteral("Ada"));
    const auto grace = profiles.create(QStringLiteral("Grace"));
    {
        course::CourseProgress graceProgress(course::CourseProgress::fileIn(profiles.folder(grace->id)));
        graceProgress.markCompleted(QStringLiteral("iv2-1-dictionary-vs-attention"), QStringLiteral("learn"));
        QVERIFY(graceProgress.save());
    }

    // As the application opens it once it has chosen the learner.
    ui::MainWindow::Options options;
    options.learnerId = ada->id;
    options.learnerName = ada->name;
    options.learnerFolder = profiles.folder(ada->id);
    options.learnerSwitching = true;
    ui::MainWindow window(options);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.showLesson(QStringLiteral("iv2-2-dot-products"), 0));
    QVERIFY(QFile::exists(course::CourseProgress::fileIn(profiles.folder(ada->id))));

    QAction *action = findAction(&window, QStringLiteral("Switch &Learner…"));
    QVERIFY(action);
    QVERIFY(action->isEnabled());
    whenModal<ui::ProfileListDialog>([&](ui::ProfileListDialog *dialog) {
        QCOMPARE(dialog->list()->topLevelItemCount(), 2);
        QVERIFY(dialog->selectId(grace->id));
        QTest::mouseClick(dialog->switchButton(), Qt::LeftButton);
    });
    action->trigger();
    QCOMPARE(window.progress().file(), course::CourseProgress::fileIn(profiles.folder(grace->id)));
    QVERIFY(window.progress().isCompleted(QStringLiteral("iv2-1-dictionary-vs-attention"), QStringLiteral("learn")));
    QCOMPARE(window.progress().completedCount(QStringLiteral("iv2-2-dot-products")), 0);
    window.close();
}

void TestProfilesUi::windowNeverAsksForALearner_data()
{
    QTest::addColumn<bool>("useSettings");
    QTest::newRow("without settings (screenshots)") << false;
    QTest::newRow("with settings (the default options)") << true;
}

void TestProfilesUi::windowNeverAsksForALearner()
{
    // The window itself never asks for a learner, even when there is none yet.
    QFETCH(bool, useSettings);
    ui::MainWindow::Options options;
    options.useSettings = useSettings;
    ui::MainWindow window(options);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!QApplication::activeModalWidget());
    QVERIFY(!QFile::exists(course::LearnerProfiles().file()));
    QAction *action = findAction(&window, QStringLiteral("Switch &Learner…"));
    QVERIFY(action);
    QVERIFY(!action->isEnabled());
    window.close();
}

void TestProfilesUi::overviewShowsTheFiguresOfEachLesson()
{
    const course::Course course = smallCourse();
    QTemporaryDir dir;
    course::CourseProgress pages(course::CourseProgress::fileIn(dir.path()));
    pages.markCompleted(QStringLiteral("a"), QStringLiteral("one"));
    pages.markCompleted(QStringLiteral("a"), QStringLiteral("three"));
    pages.markCompleted(QStringLiteral("a"), QStringLiteral("gone")); // no longer a page
    pages.markCompleted(QStringLiteral("b"), QStringLiteral("one"));
    pages.markCompleted(QStringLiteral("b"), QStringLiteral("two"));
    course::ExerciseProgress exercises(course::ExerciseProgress::fileIn(dir.path()));
    // Right on the second attempt after a hint: 0.9 credit.
    exercises.setLog(QStringLiteral("a1"), choices({{QStringLiteral("c")}, {QStringLiteral("a"), QStringLiteral("b")}}, 1));

    ui::ProgressOverview overview;
    ui::ProgressOverviewModel *model = overview.model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    overview.setProgress(course, pages, exercises, QStringLiteral("ada"));
    overview.show();
    QVERIFY(QTest::qWaitForWindowExposed(&overview));
    QCOMPARE(overview.view()->model(), model);

    using M = ui::ProgressOverviewModel;
    QCOMPARE(model->rowCount(), 3);
    QCOMPARE(model->columnCount(), int(M::ColumnCount));
    const auto text = [model](int row, int column) { return model->index(row, column).data().toString(); };
    const auto value = [model](int row, int role) { return model->index(row, 0).data(role); };

    QCOMPARE(text(0, M::LessonColumn), QStringLiteral("Alpha"));
    QCOMPARE(text(0, M::PagesColumn), QStringLiteral("2 / 3"));
    QCOMPARE(text(0, M::ScoreColumn), QStringLiteral("0.9 / 2"));
    QCOMPARE(text(0, M::RemainingColumn), QStringLiteral("1 page(s), 1 exercise(s)"));
    QCOMPARE(value(0, M::PagesReadRole).toInt(), 2);
    QCOMPARE(value(0, M::PageCountRole).toInt(), 3);
    QVERIFY(qAbs(value(0, M::CreditRole).toDouble() - 0.9) < 1e-9);
    QVERIFY(qAbs(value(0, M::MaximumRole).toDouble() - 2.0) < 1e-9);
    QCOMPARE(value(0, M::FinishedRole).toInt(), 1);
    QCOMPARE(value(0, M::ExerciseCountRole).toInt(), 2);
    QCOMPARE(value(0, M::PagesToReadRole).toStringList(), QStringList{QStringLiteral("two")});
    QCOMPARE(value(0, M::ExercisesToDoRole).toStringList(), QStringList{QStringLiteral("a2")});
    QVERIFY(model->index(0, M::RemainingColumn).data(Qt::ToolTipRole).toString().contains(QStringLiteral("Page two")));

    QCOMPARE(text(1, M::PagesColumn), QStringLiteral("2 / 2"));
    QCOMPARE(text(1, M::ScoreColumn), QStringLiteral("—"));
    QCOMPARE(text(1, M::RemainingColumn), QStringLiteral("Done ✓"));

    QVERIFY(text(2, M::LessonColumn).contains(QStringLiteral("cannot be loaded")));
    QCOMPARE(text(2, M::PagesColumn), QStringLiteral("—"));

    // A further answer, shown after the next refresh.
    // Half right three times: out of attempts with 0.5.
    const QStringList half{QStringLiteral("a")};
    exercises.setLog(QStringLiteral("a2"), choices({half, half, half}));
    pages.markCompleted(QStringLiteral("a"), QStringLiteral("two"));
    overview.setProgress(course, pages, exercises, QStringLiteral("ada"));
    QCOMPARE(text(0, M::ScoreColumn), QStringLiteral("1.4 / 2"));
    QCOMPARE(text(0, M::RemainingColumn), QStringLiteral("Done ✓"));
    QCOMPARE(model->headerData(M::ScoreColumn, Qt::Horizontal).toString(), QStringLiteral("Exercise score"));
}

QTEST_MAIN(TestProfilesUi)
#include "tst_profiles_ui.moc"
