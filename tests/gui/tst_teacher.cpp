#include "accessibility.h"
#include "classboardmodel.h"
#include "classscorechart.h"
#include "colors.h"
#include "exercisetranslation.h"
#include "feedback.h"
#include "figures.h"
#include "gradebookmodel.h"
#include "gradebookwindow.h"
#include "handin.h"
#include "importoptionsdialog.h"
#include "itemanalysis.h"
#include "labsession.h"
#include "lessonloader.h"
#include "lessontemplate.h"
#include "mainwindow.h"
#include "newlabsessiondialog.h"
#include "presentation.h"
#include "rehearsal.h"
#include "reteachmodel.h"
#include "setup.h"
#include "studentstatus.h"
#include "theme.h"
#include "writefeedbackdialog.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QBarSet>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileSystemWatcher>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTimer>
#include <QTreeWidget>

#include <functional>

// The teacher's side of a lab session in the window: the New Lab Session dialog, and the
// gradebook window (gradebook, what to re-teach, class board, CSV export) over hand-ins made
// through the same code a student's machine runs.
namespace {

const QString kWeight = QStringLiteral("iv2-3-weight-k2");
const QString kScore = QStringLiteral("iv2-2-score-k2");

const course::Course &builtInCourse()
{
    static const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    return c;
}

QDateTime at(int minute)
{
    return QDateTime(QDate(2026, 11, 30), QTime(9, minute), Qt::UTC);
}

course::AttemptLog answered(const QString &typed, int minute)
{
    course::AttemptEvent e;
    e.kind = course::AttemptEvent::Kind::Check;
    e.when = at(minute);
    e.answer = course::NumberAnswer{typed};
    e.locale = QStringLiteral("C");
    course::AttemptLog log;
    log.events << e;
    return log;
}

/// The right answer for this learner's variant of a numeric exercise.
QString rightAnswer(const course::LabSession &session, const QString &exerciseId, const QString &learner)
{
    const course::Exercise *e = builtInCourse().exercise(exerciseId);
    const course::Variant v = course::makeVariant(*e, learner, session.seed);
    return QString::number(*course::numericAnswer(*e, v), 'f', 4);
}

/// Waits for the window's regrade (it runs off the GUI thread); false if it never ends.
bool graded(const ui::GradebookWindow &window)
{
    return QTest::qWaitFor([&window] { return !window.isGrading(); }, 30000);
}

bool handIn(const course::LabSession &session, const QString &folder, const QString &id, const QString &name,
            const QHash<QString, course::AttemptLog> &logs, int minute)
{
    const course::HandIn h = course::makeHandIn(session, builtInCourse(),
                                                course::HandInSource{id, name, QStringLiteral("0.1.0"), {}}, logs, at(minute));
    return course::writeHandIn(folder, h, nullptr);
}

/// Weight of key 2, then score of key 2; a roster of four.
course::LabSession makeSession()
{
    course::LabRequest request;
    request.title = QStringLiteral("Week 3");
    request.exerciseIds = {kWeight, kScore};
    request.seed = 7;
    request.roster = {{QStringLiteral("s-1"), QStringLiteral("Ada"), QStringLiteral("ada@school.example"), {}},
                      {QStringLiteral("s-2"), QStringLiteral("Grace"), {}, {}},
                      {QStringLiteral("s-3"), QStringLiteral("Hedy"), {}, {}},
                      {QStringLiteral("s-4"), QStringLiteral("Alan"), {}, {}}};
    QStringList problems;
    const std::optional<course::LabSession> session = course::makeLabSession(builtInCourse(), request, &problems);
    return session.value_or(course::LabSession{});
}

/// Ada: both right (2). Alan: the weight right (1). Grace: a wrong weight (0). Hedy: nothing.
bool handInClass(const course::LabSession &session, const QString &folder)
{
    return handIn(session, folder, QStringLiteral("s-1"), QStringLiteral("Ada"),
                  {{kWeight, answered(rightAnswer(session, kWeight, QStringLiteral("s-1")), 3)},
                   {kScore, answered(rightAnswer(session, kScore, QStringLiteral("s-1")), 4)}},
                  5)
           && handIn(session, folder, QStringLiteral("s-4"), QStringLiteral("Alan"),
                     {{kWeight, answered(rightAnswer(session, kWeight, QStringLiteral("s-4")), 6)}}, 7)
           && handIn(session, folder, QStringLiteral("s-2"), QStringLiteral("Grace"), {{kWeight, answered(QStringLiteral("1"), 8)}},
                     9);
}

QStringList idsInViewOrder(const ui::GradebookWindow &window)
{
    QStringList ids;
    const QAbstractItemModel *proxy = window.gradesProxy();
    for (int row = 0; row < proxy->rowCount(); ++row)
        ids << proxy->index(row, 0).data(ui::GradebookModel::StudentIdRole).toString();
    return ids;
}

QModelIndex cell(const ui::GradebookModel *model, const QString &studentId, int column)
{
    return model->index(model->rowOf(studentId), column);
}

QTreeWidgetItem *lessonItem(QTreeWidget *tree, const QString &lessonId)
{
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)->toolTip(0) == lessonId)
            return tree->topLevelItem(i);
    return nullptr;
}

QTreeWidgetItem *exerciseItem(QTreeWidget *tree, const QString &exerciseId)
{
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        for (int j = 0; j < tree->topLevelItem(i)->childCount(); ++j)
            if (tree->topLevelItem(i)->child(j)->toolTip(0) == exerciseId)
                return tree->topLevelItem(i)->child(j);
    return nullptr;
}

/// Runs `step` on the next modal dialog of type T once it is open (the caller then opens it).
template<typename T>
void whenModal(std::function<void(T *)> step)
{
    QTimer::singleShot(0, [step] {
        T *dialog = nullptr;
        const auto find = [&dialog] { QTRY_VERIFY((dialog = qobject_cast<T *>(QApplication::activeModalWidget()))); };
        find();
        if (dialog)
            step(dialog);
        if (auto *left = qobject_cast<QDialog *>(QApplication::activeModalWidget()))
            left->reject();
    });
}

course::GradebookStudent student(const QString &id, const QString &name, ui::StudentStatus status, bool handedIn = true)
{
    course::GradebookStudent s;
    s.id = id;
    s.name = name;
    s.handedIn = handedIn;
    s.status = status;
    s.max = 2.0;
    return s;
}

} // namespace

class TestTeacher : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void dialogWritesASessionFromTheChosenExercisesAndRules();
    void dialogPutsASetupIntoTheSession();
    void dialogRefusesAndWritesNothing_data();
    void dialogRefusesAndWritesNothing();
    void dialogControlsAreNamedForAssistiveTechnology();
    void gradebookShowsEveryStudentWithRecomputedScores();
    void gradebookSortsByTotalWhenItsHeaderIsClicked();
    void gradebookListsFlagsAndUnreadableFiles();
    void boardFollowsHandInsDroppedIntoTheFolder();
    void aFolderNotThereYetIsNamedThenWatched();
    void boardShowsEachStatusInWordsSignAndColour_data();
    void boardShowsEachStatusInWordsSignAndColour();
    void reteachTableNamesTheMostFrequentMistakes();
    void gradebookNamesExercisesInTheWindowsLanguage();
    void chartFollowsThePalette();
    void classViewIsLargeAndAnonymous();
    void exportWritesOneRowPerStudent_data();
    void exportWritesOneRowPerStudent();
    void exportWritesASpreadsheet();
    void cancellingTheImportOptionsWritesNothing();
    void teacherMenuOpensTheNewSessionDialog();
    void newSessionTakesTheOpenCourseFolderAlong();
    void rehearsedClassThroughGradebookToCsvAndFeedback();
};

void TestTeacher::initTestCase()
{
    // The folders file dialogs remember are this test's, never the user's.
    QStandardPaths::setTestModeEnabled(true);
}

void TestTeacher::init()
{
    ui::applyTheme(ui::Theme::Light);
}

void TestTeacher::dialogWritesASessionFromTheChosenExercisesAndRules()
{
    QTemporaryDir dir;
    const QString rosterFile = QDir(dir.path()).filePath(QStringLiteral("class.csv"));
    QFile roster(rosterFile);
    QVERIFY(roster.open(QIODevice::WriteOnly));
    roster.write("id,name,email\nS-1,Ada,ada@school.example\ns-2,Grace,\n,Nobody,\n");
    roster.close();

    ui::NewLabSessionDialog dialog(builtInCourse());
    QString suggested;
    dialog.setSaveFileChooser([&](QWidget *, const QString &s) {
        suggested = s;
        return QDir(dir.path()).filePath(QStringLiteral("week3"));
    });
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));

    QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("title")), QStringLiteral("Week 3"));
    auto *tree = dialog.findChild<QTreeWidget *>(QStringLiteral("exercises"));
    // The whole of lesson 3 and one exercise of lesson 2, ticked in the other order: the
    // session keeps the course's.
    QTreeWidgetItem *softmax = lessonItem(tree, QStringLiteral("iv2-3-softmax"));
    QVERIFY(softmax);
    softmax->setCheckState(0, Qt::Checked);
    QTreeWidgetItem *score = exerciseItem(tree, kScore);
    QVERIFY(score);
    tree->setCurrentItem(score);
    tree->setFocus();
    QTest::keyClick(tree, Qt::Key_Space);
    QCOMPARE(score->checkState(0), Qt::Checked);
    QCOMPARE(lessonItem(tree, QStringLiteral("iv2-2-dot-products"))->checkState(0), Qt::PartiallyChecked);

    auto *seed = dialog.findChild<QLineEdit *>(QStringLiteral("seed"));
    bool drawn = false;
    seed->text().toULongLong(&drawn);
    QVERIFY2(drawn, "a random seed is shown from the start");
    seed->clear();
    QTest::keyClicks(seed, QStringLiteral("4242x"));
    QCOMPARE(seed->text(), QStringLiteral("4242"));

    dialog.findChild<QSpinBox *>(QStringLiteral("attempts"))->setValue(2);
    auto *hints = dialog.findChild<QCheckBox *>(QStringLiteral("hints"));
    hints->setFocus();
    QTest::keyClick(hints, Qt::Key_Space);
    QVERIFY(!hints->isChecked());
    auto *solutions = dialog.findChild<QComboBox *>(QStringLiteral("solutions"));
    solutions->setCurrentIndex(solutions->findData(int(course::LabRules::Solutions::Never)));
    dialog.findChild<QSpinBox *>(QStringLiteral("timeLimit"))->setValue(45);
    dialog.findChild<QSpinBox *>(QStringLiteral("autoHandIn"))->setValue(2);

    dialog.setRosterFile(rosterFile);
    QVERIFY2(dialog.findChild<QLabel *>(QStringLiteral("rosterSummary"))->text().contains(QStringLiteral("2 student")),
             qPrintable(dialog.findChild<QLabel *>(QStringLiteral("rosterSummary"))->text()));
    auto *rosterProblems = dialog.findChild<QListWidget *>(QStringLiteral("rosterProblems"));
    QCOMPARE(rosterProblems->count(), 1);
    QVERIFY(rosterProblems->item(0)->text().startsWith(QStringLiteral("Line 4: ")));
    QVERIFY(rosterProblems->isVisible());
    dialog.setHandInFolder(dir.path());
    // Alt+K: the answer keys stay on computers that allow them.
    auto *keys = dialog.findChild<QCheckBox *>(QStringLiteral("keysWhereAllowed"));
    QVERIFY(keys && !keys->isChecked());
    QApplication::setActiveWindow(&dialog);
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    QTest::keyClick(&dialog, Qt::Key_K, Qt::AltModifier);
    QTRY_VERIFY(keys->isChecked()); // a mnemonic clicks with the button's short animation
    // Alt+P reaches the penalty per extra attempt, which starts at each exercise's own.
    auto *penalty = dialog.findChild<QSpinBox *>(QStringLiteral("attemptPenalty"));
    QVERIFY(penalty && penalty->value() == penalty->minimum());
    QTest::keyClick(&dialog, Qt::Key_P, Qt::AltModifier);
    QTRY_VERIFY(penalty->hasFocus());
    penalty->setValue(25);

    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("save")), Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY(suggested.endsWith(QStringLiteral("Week 3.attnlab")));
    const QString written = QDir(dir.path()).filePath(QStringLiteral("week3.attnlab"));
    QCOMPARE(dialog.savedPath(), written);

    QStringList problems;
    const std::optional<course::LabSession> session = course::readLabSession(written, &problems);
    QVERIFY2(session, qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(session->title, QStringLiteral("Week 3"));
    QStringList expected{kScore};
    for (const course::Exercise &e : builtInCourse().lesson(QStringLiteral("iv2-3-softmax"))->exercises)
        expected << e.id;
    QCOMPARE(session->exerciseIds, expected);
    QCOMPARE(session->seed, quint64(4242));
    QCOMPARE(session->rules.attempts, std::optional<int>(2));
    QCOMPARE(session->rules.hints, false);
    QCOMPARE(session->rules.attemptPenalty, std::optional<double>(0.25));
    QCOMPARE(session->rules.solutions, course::LabRules::Solutions::Never);
    QCOMPARE(session->rules.timeLimitMinutes, std::optional<int>(45));
    QCOMPARE(session->rules.autoHandInMinutes, std::optional<int>(2));
    QCOMPARE(session->roster.size(), 2);
    QCOMPARE(session->roster.first().id, QStringLiteral("s-1"));
    QCOMPARE(session->roster.first().email, QStringLiteral("ada@school.example"));
    QCOMPARE(session->handInFolder, dir.path());
    QVERIFY(session->answerKeysOnlyWhereAllowed);
    QVERIFY(course::contentDifferences(*session, builtInCourse()).isEmpty());
}

void TestTeacher::dialogPutsASetupIntoTheSession()
{
    QTemporaryDir dir;
    course::WorkshopSetup setup = course::WorkshopSetup::plate();
    setup.title = QStringLiteral("Turned key 2");
    setup.keys[1].position = attn::Polar{200.0, 2.0};
    const QString setupFile = QDir(dir.path()).filePath(QStringLiteral("turned.attnsetup"));
    QVERIFY(course::writeSetup(setupFile, setup));
    const QString broken = QDir(dir.path()).filePath(QStringLiteral("broken.attnsetup"));
    QFile brokenFile(broken);
    QVERIFY(brokenFile.open(QIODevice::WriteOnly));
    brokenFile.write("{\"formatVersion\": 1, \"keys\": []}");
    brokenFile.close();

    ui::NewLabSessionDialog dialog(builtInCourse());
    dialog.setSaveFileChooser([&](QWidget *, const QString &) { return QDir(dir.path()).filePath(QStringLiteral("lab")); });
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("title")), QStringLiteral("Targets on my keys"));
    auto *tree = dialog.findChild<QTreeWidget *>(QStringLiteral("exercises"));
    exerciseItem(tree, QStringLiteral("iv2-1-target-key2"))->setCheckState(0, Qt::Checked);
    auto *targets = dialog.findChild<QCheckBox *>(QStringLiteral("targetsUseSetup"));
    QVERIFY(targets);
    QVERIFY2(!targets->isEnabled(), "no set-up, nothing to play the targets on");

    // A set-up that cannot be read is named, and no session is written with it.
    dialog.setSetupFile(broken);
    QVERIFY(!targets->isEnabled());
    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("save")), Qt::LeftButton);
    QVERIFY(dialog.result() != int(QDialog::Accepted));
    QVERIFY2(dialog.problems().join(QLatin1Char(' ')).contains(QStringLiteral("set-up cannot be read")),
             qPrintable(dialog.problems().join(QLatin1Char('\n'))));

    dialog.setSetupFile(setupFile);
    QVERIFY2(dialog.findChild<QLabel *>(QStringLiteral("setupSummary"))->text().contains(QStringLiteral("Turned key 2")),
             qPrintable(dialog.findChild<QLabel *>(QStringLiteral("setupSummary"))->text()));
    QVERIFY(targets->isEnabled());
    targets->setFocus();
    QTest::keyClick(targets, Qt::Key_Space);
    QVERIFY(targets->isChecked());
    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("save")), Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QStringList problems;
    const auto session = course::readLabSession(dialog.savedPath(), &problems);
    QVERIFY2(session, qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(session->setup);
    QCOMPARE(session->setup->keys.at(1).position.angleDegrees, 200.0);
    QVERIFY(session->targetsUseSetup);
}

void TestTeacher::dialogRefusesAndWritesNothing_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QStringList>("exercises");
    QTest::addColumn<QString>("problem");
    QTest::newRow("empty title") << QString() << QStringList{kWeight} << QStringLiteral("title");
    QTest::newRow("blank title") << QStringLiteral("   ") << QStringList{kWeight} << QStringLiteral("title");
    QTest::newRow("no exercise") << QStringLiteral("Week 3") << QStringList{} << QStringLiteral("at least one exercise");
}

void TestTeacher::dialogRefusesAndWritesNothing()
{
    QFETCH(QString, title);
    QFETCH(QStringList, exercises);
    QFETCH(QString, problem);
    QTemporaryDir dir;
    const QString path = QDir(dir.path()).filePath(QStringLiteral("refused.attnlab"));
    ui::NewLabSessionDialog dialog(builtInCourse());
    int asked = 0;
    dialog.setSaveFileChooser([&](QWidget *, const QString &) {
        ++asked;
        return path;
    });
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("title")), title);
    dialog.setChosenExercises(exercises);
    QCOMPARE(dialog.chosenExercises(), exercises);

    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("save")), Qt::LeftButton);
    QVERIFY(dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QCOMPARE(asked, 0);
    QVERIFY(!QFile::exists(path));
    QVERIFY(!dialog.savedSession());
    auto *shown = dialog.findChild<QLabel *>(QStringLiteral("problems"));
    QVERIFY(shown->isVisible());
    QVERIFY2(shown->text().contains(problem), qPrintable(shown->text()));
    QCOMPARE(dialog.problems().size(), 1);
}

void TestTeacher::dialogControlsAreNamedForAssistiveTechnology()
{
    ui::NewLabSessionDialog dialog(builtInCourse());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const testing::NamedControls named = testing::checkAccessibleNames(&dialog);
    QVERIFY(named.checked > 10);
    QVERIFY2(named.unnamed.isEmpty(), qPrintable(named.unnamed.join(QStringLiteral(", "))));
}

void TestTeacher::gradebookShowsEveryStudentWithRecomputedScores()
{
    const course::LabSession session = makeSession();
    QVERIFY(!session.id.isEmpty());
    QTemporaryDir share;
    QVERIFY(handInClass(session, share.path()));

    ui::GradebookWindow window(builtInCourse(), session, {share.path()});
    QVERIFY(graded(window));
    QAbstractItemModelTester grades(window.gradesModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxy(window.gradesProxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester board(window.boardModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester reteach(window.reteachModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    const ui::GradebookModel *model = window.gradesModel();
    QCOMPARE(model->rowCount(), 4);
    QCOMPARE(idsInViewOrder(window),
             (QStringList{QStringLiteral("s-1"), QStringLiteral("s-2"), QStringLiteral("s-3"), QStringLiteral("s-4")}));
    QCOMPARE(model->headerData(model->exerciseColumn(0), Qt::Horizontal).toString().replace(QLatin1Char('\n'), QLatin1Char(' ')),
             builtInCourse().exercise(kWeight)->title);

    const int weight = model->exerciseColumn(0);
    const int score = model->exerciseColumn(1);
    QCOMPARE(cell(model, QStringLiteral("s-1"), weight).data().toString(), QStringLiteral("100%"));
    QCOMPARE(cell(model, QStringLiteral("s-1"), score).data().toString(), QStringLiteral("100%"));
    QCOMPARE(cell(model, QStringLiteral("s-2"), weight).data().toString(), QStringLiteral("0%"));
    QCOMPARE(cell(model, QStringLiteral("s-4"), score).data().toString(), QStringLiteral("not tried"));
    QCOMPARE(cell(model, QStringLiteral("s-1"), ui::GradebookModel::PercentColumn).data().toString(), QStringLiteral("100%"));
    QCOMPARE(cell(model, QStringLiteral("s-4"), ui::GradebookModel::PercentColumn).data().toString(), QStringLiteral("50%"));
    for (const auto &[id, total] : {std::pair{QStringLiteral("s-1"), 2.0}, std::pair{QStringLiteral("s-4"), 1.0},
                                    std::pair{QStringLiteral("s-2"), 0.0}}) {
        QVERIFY2(qAbs(cell(model, id, ui::GradebookModel::TotalColumn).data(ui::GradebookModel::SortRole).toDouble() - total) < 1e-9,
                 qPrintable(id));
        QCOMPARE(cell(model, id, ui::GradebookModel::MaxColumn).data().toString(), QStringLiteral("2"));
    }

    // Hedy is on the roster and handed nothing in: missing, in the table and above it.
    QCOMPARE(cell(model, QStringLiteral("s-3"), ui::GradebookModel::StatusColumn).data().toString(),
             QStringLiteral("Missing: no hand-in"));
    QCOMPARE(cell(model, QStringLiteral("s-3"), weight).data().toString(), QStringLiteral("—"));
    QVERIFY(!cell(model, QStringLiteral("s-3"), 0).data(ui::GradebookModel::HandedInRole).toBool());
    auto *missing = window.findChild<QLabel *>(QStringLiteral("missingStudents"));
    QVERIFY2(missing->text().contains(QStringLiteral("Hedy")) && !missing->text().contains(QStringLiteral("Ada")),
             qPrintable(missing->text()));
    QCOMPARE(cell(model, QStringLiteral("s-1"), ui::GradebookModel::StatusColumn).data().toString(), QStringLiteral("Handed in"));
}

void TestTeacher::gradebookSortsByTotalWhenItsHeaderIsClicked()
{
    const course::LabSession session = makeSession();
    QTemporaryDir share;
    QVERIFY(handInClass(session, share.path()));
    ui::GradebookWindow window(builtInCourse(), session, {share.path()});
    QVERIFY(graded(window));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    QHeaderView *header = window.gradesView()->horizontalHeader();
    const int total = ui::GradebookModel::TotalColumn;
    header->setSectionResizeMode(QHeaderView::Fixed);
    window.gradesView()->scrollTo(window.gradesProxy()->index(0, total));
    const QPoint centre(header->sectionViewportPosition(total) + header->sectionSize(total) / 2, header->height() / 2);
    const QStringList descending{QStringLiteral("s-1"), QStringLiteral("s-4"), QStringLiteral("s-2"), QStringLiteral("s-3")};
    const QStringList ascending{QStringLiteral("s-3"), QStringLiteral("s-2"), QStringLiteral("s-4"), QStringLiteral("s-1")};

    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, centre);
    QCOMPARE(header->sortIndicatorSection(), total);
    QCOMPARE(idsInViewOrder(window), header->sortIndicatorOrder() == Qt::AscendingOrder ? ascending : descending);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, centre);
    QCOMPARE(idsInViewOrder(window), header->sortIndicatorOrder() == Qt::AscendingOrder ? ascending : descending);

    // A regrade keeps the order the teacher chose.
    const QStringList before = idsInViewOrder(window);
    window.rescan();
    QVERIFY(graded(window));
    QCOMPARE(idsInViewOrder(window), before);
}

void TestTeacher::gradebookListsFlagsAndUnreadableFiles()
{
    const course::LabSession session = makeSession();
    QTemporaryDir share;
    QVERIFY(handInClass(session, share.path()));
    QFile junk(QDir(share.path()).filePath(QStringLiteral("junk.attnhandin")));
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write("\x89PNG");
    junk.close();

    ui::GradebookWindow window(builtInCourse(), session, {share.path()});
    QVERIFY(graded(window));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const ui::GradebookModel *model = window.gradesModel();

    const QModelIndex flags = cell(model, QStringLiteral("s-3"), ui::GradebookModel::FlagsColumn);
    const QStringList reasons = flags.data(ui::GradebookModel::FlagsRole).toStringList();
    QVERIFY(!reasons.isEmpty());
    QVERIFY(flags.data().toString().contains(QString::number(reasons.size())));
    for (const QString &reason : reasons)
        QVERIFY2(flags.data(Qt::ToolTipRole).toString().contains(reason), qPrintable(reason));

    // Selecting a student lists their flags beside the table.
    QTableView *view = window.gradesView();
    const QModelIndex hedy = window.gradesProxy()->mapFromSource(cell(model, QStringLiteral("s-3"), 0));
    view->setFocus();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(hedy).center());
    auto *details = window.findChild<QPlainTextEdit *>(QStringLiteral("studentDetails"));
    QVERIFY2(details->toPlainText().contains(QStringLiteral("Hedy")), qPrintable(details->toPlainText()));
    for (const QString &reason : reasons)
        QVERIFY(details->toPlainText().contains(reason));

    auto *unreadable = window.findChild<QTreeWidget *>(QStringLiteral("unreadableFiles"));
    QCOMPARE(unreadable->topLevelItemCount(), 1);
    QCOMPARE(unreadable->topLevelItem(0)->text(0), QStringLiteral("junk.attnhandin"));
    QVERIFY(!unreadable->topLevelItem(0)->text(1).isEmpty());
}

void TestTeacher::boardFollowsHandInsDroppedIntoTheFolder()
{
    const course::LabSession session = makeSession();
    QTemporaryDir share;
    QVERIFY(handIn(session, share.path(), QStringLiteral("s-1"), QStringLiteral("Ada"),
                   {{kWeight, answered(QStringLiteral("1"), 3)}}, 4));
    ui::GradebookWindow window(builtInCourse(), session, {share.path()});
    QVERIFY(graded(window));
    window.showTab(ui::GradebookWindow::BoardTab);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.watcher()->directories().contains(QDir::cleanPath(share.path())));

    const ui::ClassBoardModel *board = window.boardModel();
    const auto statusOf = [board](const QString &id) {
        for (int row = 0; row < board->rowCount(); ++row)
            if (board->index(row).data(ui::ClassBoardModel::StudentIdRole).toString() == id)
                return board->index(row).data(ui::ClassBoardModel::StatusTextRole).toString();
        return QString();
    };
    QCOMPARE(board->rowCount(), 4);
    QCOMPARE(board->count(ui::StudentStatus::NotStarted), 3);
    QCOMPARE(statusOf(QStringLiteral("s-2")), QStringLiteral("Not started"));

    // Grace hands in: the folder is watched, and the board follows without being asked.
    QSignalSpy regraded(&window, &ui::GradebookWindow::regraded);
    QVERIFY(handIn(session, share.path(), QStringLiteral("s-2"), QStringLiteral("Grace"),
                   {{kWeight, answered(rightAnswer(session, kWeight, QStringLiteral("s-2")), 5)}}, 6));
    QTRY_COMPARE_WITH_TIMEOUT(board->count(ui::StudentStatus::NotStarted), 2, ui::GradebookWindow::kRescanIntervalMs + 5000);
    QVERIFY(statusOf(QStringLiteral("s-2")) != QStringLiteral("Not started"));
    QVERIFY(regraded.count() >= 1);
    const QModelIndex grace = cell(window.gradesModel(), QStringLiteral("s-2"), window.gradesModel()->exerciseColumn(0));
    QCOMPARE(grace.data().toString(), QStringLiteral("100%"));

    // Alan's file comes by the rescan too (a network folder that never notifies). The folder
    // is read off the GUI thread: rescan() returns at once and the board shows what it had
    // until the new gradebook is ready.
    QVERIFY(graded(window));
    QVERIFY(handIn(session, share.path(), QStringLiteral("s-4"), QStringLiteral("Alan"), {}, 7));
    window.rescan();
    QVERIFY(window.isGrading());
    QCOMPARE(board->count(ui::StudentStatus::NotStarted), 2);
    QVERIFY(graded(window));
    QCOMPARE(board->count(ui::StudentStatus::NotStarted), 1);
    QCOMPARE(statusOf(QStringLiteral("s-3")), QStringLiteral("Not started"));
}

void TestTeacher::aFolderNotThereYetIsNamedThenWatched()
{
    const course::LabSession session = makeSession();
    QTemporaryDir root;
    const QString share = QDir(root.path()).filePath(QStringLiteral("share"));
    ui::GradebookWindow window(builtInCourse(), session, {share});
    QVERIFY(graded(window));
    auto *summary = window.findChild<QLabel *>(QStringLiteral("gradesSummary"));
    QVERIFY2(summary->text().contains(QStringLiteral("cannot be found")), qPrintable(summary->text()));
    QCOMPARE(window.boardModel()->count(ui::StudentStatus::NotStarted), 4);
    QVERIFY(window.watcher()->directories().isEmpty());

    // The share is mounted: the next rescan reads it and watches it from then on.
    QVERIFY(QDir(root.path()).mkdir(QStringLiteral("share")));
    QVERIFY(handInClass(session, share));
    window.rescan();
    QVERIFY(graded(window));
    QVERIFY(!summary->text().contains(QStringLiteral("cannot be found")));
    QCOMPARE(window.boardModel()->count(ui::StudentStatus::NotStarted), 1);
    QCOMPARE(window.watcher()->directories(), QStringList{QDir::cleanPath(share)});
}

void TestTeacher::boardShowsEachStatusInWordsSignAndColour_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << false;
    QTest::newRow("dark") << true;
}

void TestTeacher::boardShowsEachStatusInWordsSignAndColour()
{
    QFETCH(bool, dark);
    ui::applyTheme(dark ? ui::Theme::Dark : ui::Theme::Light);
    course::Gradebook book;
    book.students = {student(QStringLiteral("s-1"), QStringLiteral("Ada"), ui::StudentStatus::HandedIn),
                     student(QStringLiteral("s-2"), QStringLiteral("Grace"), ui::StudentStatus::Working),
                     student(QStringLiteral("s-3"), QStringLiteral("Hedy"), ui::StudentStatus::Stuck),
                     student(QStringLiteral("s-4"), QStringLiteral("Alan"), ui::StudentStatus::NotStarted, false)};
    book.students[2].stuckOn = kWeight;
    const course::LabSession session = makeSession();
    ui::ClassBoardModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPalette(QApplication::palette());
    model.setGradebook(book, ui::exerciseHeadings(session, builtInCourse()));

    const QStringList words{QStringLiteral("Handed in"), QStringLiteral("Working"),
                            QStringLiteral("Stuck on ") + builtInCourse().exercise(kWeight)->title,
                            QStringLiteral("Not started")};
    QSet<QRgb> backgrounds;
    for (int row = 0; row < 4; ++row) {
        const QModelIndex tile = model.index(row);
        QCOMPARE(tile.data(ui::ClassBoardModel::StatusTextRole).toString(), words.at(row));
        QVERIFY(tile.data().toString().startsWith(book.students.at(row).name));
        QVERIFY(tile.data().toString().contains(words.at(row)));
        QVERIFY(!tile.data(Qt::DecorationRole).value<QIcon>().isNull());
        const QColor text = tile.data(Qt::ForegroundRole).value<QColor>();
        const QColor ground = tile.data(Qt::BackgroundRole).value<QColor>();
        QVERIFY2(ui::contrastRatio(text, ground) >= 4.5, qPrintable(words.at(row)));
        QCOMPARE(ui::isDark(QApplication::palette()), ground.lightnessF() < 0.5);
        backgrounds.insert(ground.rgb());
    }
    QCOMPARE(backgrounds.size(), 4);

    // How far each is: exercises answered, and for one still working, the time left (a
    // 45-minute limit, joined 33 minutes 30 seconds ago: 12 minutes to go, counted up).
    const QDateTime now(QDate(2026, 12, 4), QTime(18, 40), Qt::UTC);
    book.students[0].tried = {kWeight};
    course::HandIn working;
    working.started = now.addSecs(-(33 * 60 + 30));
    book.students[1].work = working;
    book.students[1].tried = {kWeight, QStringLiteral("iv2-2-score-k2")};
    book.students[2].work = working;
    book.students[2].work->started = now.addSecs(-50 * 60);
    model.setGradebook(book, ui::exerciseHeadings(session, builtInCourse()), 45, now);
    const int exercises = int(session.exerciseIds.size());
    QCOMPARE(model.index(0).data(ui::ClassBoardModel::ProgressTextRole).toString(),
             QStringLiteral("1 of %1 answered").arg(exercises));
    QCOMPARE(model.index(1).data(ui::ClassBoardModel::ProgressTextRole).toString(),
             QStringLiteral("2 of %1 answered · 12 min left").arg(exercises));
    QVERIFY(model.index(2).data(ui::ClassBoardModel::ProgressTextRole).toString().endsWith(QStringLiteral("time is up")));
    QVERIFY(model.index(3).data(ui::ClassBoardModel::ProgressTextRole).toString().isEmpty()); // not started
    QVERIFY(model.index(1).data(Qt::AccessibleTextRole).toString().contains(QStringLiteral("12 min left")));
}

void TestTeacher::gradebookNamesExercisesInTheWindowsLanguage()
{
    const course::LabSession session = makeSession();
    QTemporaryDir share;
    QVERIFY(handInClass(session, share.path()));
    const QString german = course::localizedExercise(*builtInCourse().exercise(kWeight), QStringLiteral("de")).title;
    QVERIFY(german != builtInCourse().exercise(kWeight)->title);
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const ui::GradebookWindow window(builtInCourse(), session, {share.path()});
    QVERIFY(graded(window));
    QLocale::setDefault(before);
    const ui::GradebookModel *grades = window.gradesModel();
    QCOMPARE(grades->headerData(grades->exerciseColumn(0), Qt::Horizontal).toString().replace(QLatin1Char('\n'), QLatin1Char(' ')),
             german);
    const ui::ReteachModel *reteach = window.reteachModel();
    QCOMPARE(reteach->index(0, ui::ReteachModel::ExerciseColumn).data().toString(), QStringLiteral("1. ") + german);
}

void TestTeacher::reteachTableNamesTheMostFrequentMistakes()
{
    course::Gradebook book;
    for (int i = 0; i < 25; ++i)
        book.students << student(QStringLiteral("s-%1").arg(i), QStringLiteral("Student %1").arg(i), ui::StudentStatus::HandedIn);
    book.students << student(QStringLiteral("absent"), QStringLiteral("Absent"), ui::StudentStatus::NotStarted, false);
    course::GradebookExercise softmax;
    softmax.id = kWeight;
    softmax.title = QStringLiteral("Weight of key 2");
    softmax.mean = 0.4;
    softmax.solved = 8;
    softmax.attempted = 20;
    softmax.attempts = 41;
    softmax.hints = 6;
    softmax.diagnoses = {{QStringLiteral("forgot to exponentiate"), 9}, {QStringLiteral("divided by the wrong sum"), 3},
                         {QStringLiteral("took the score for the weight"), 2}, {QStringLiteral("rounded too early"), 1}};
    course::GradebookExercise score;
    score.id = kScore;
    score.title = QStringLiteral("Score of key 2");
    score.mean = 0.92;
    score.solved = 23;
    score.attempted = 25;
    softmax.discrimination = 47.6;
    softmax.reading = QStringLiteral("about right; discriminates adequately");
    book.exercises = {softmax, score};

    ui::ReteachModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGradebook(book);
    QCOMPARE(model.classSize(), 25);
    QCOMPARE(model.rowCount(), 2);
    const auto text = [&model](int row, int column) { return model.index(row, column).data().toString(); };
    QCOMPARE(text(0, ui::ReteachModel::ExerciseColumn), QStringLiteral("1. Weight of key 2"));
    QCOMPARE(text(0, ui::ReteachModel::MeanColumn), QStringLiteral("40%"));
    QCOMPARE(text(0, ui::ReteachModel::SolvedColumn), QStringLiteral("8 of 25"));
    QCOMPARE(text(0, ui::ReteachModel::AttemptedColumn), QStringLiteral("20 of 25"));
    QCOMPARE(text(0, ui::ReteachModel::AttemptsColumn), QStringLiteral("41"));
    QCOMPARE(text(0, ui::ReteachModel::HintsColumn), QStringLiteral("6"));
    // Item analysis: the discrimination with its reading, and a dash where it is undefined.
    QCOMPARE(text(0, ui::ReteachModel::DiscriminationColumn), QStringLiteral("48%"));
    QCOMPARE(model.index(0, ui::ReteachModel::DiscriminationColumn).data(Qt::ToolTipRole).toString(),
             QStringLiteral("about right; discriminates adequately"));
    QCOMPARE(text(1, ui::ReteachModel::DiscriminationColumn), QStringLiteral("—"));
    // A negative discrimination with a real minus sign (U+2212), as every figure of the course.
    book.exercises[1].discrimination = -12.4;
    model.setGradebook(book);
    QCOMPARE(text(1, ui::ReteachModel::DiscriminationColumn), QStringLiteral("\u221212%"));
    book.exercises[1].discrimination.reset();
    model.setGradebook(book);
    const QString mistakes = text(0, ui::ReteachModel::MistakesColumn);
    QVERIFY2(mistakes.startsWith(QStringLiteral("9 of 25: forgot to exponentiate")), qPrintable(mistakes));
    QVERIFY(!mistakes.contains(QStringLiteral("rounded too early")));
    QVERIFY(model.index(0, ui::ReteachModel::MistakesColumn).data(Qt::ToolTipRole).toString().contains(
        QStringLiteral("1 of 25: rounded too early")));
    QCOMPARE(text(1, ui::ReteachModel::MistakesColumn), QStringLiteral("—"));

    // Sorted by mean, the exercise to re-teach comes first.
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(ui::ReteachModel::SortRole);
    proxy.sort(ui::ReteachModel::MeanColumn, Qt::DescendingOrder);
    QCOMPARE(proxy.index(0, 0).data(ui::ReteachModel::ExerciseIdRole).toString(), kScore);

    // The chart: one bar per exercise at its mean in percent, named by the exercises.
    ui::ClassScoreChart chart;
    chart.resize(900, 300);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.setScores({softmax.title, score.title}, {softmax.mean, score.mean});
    QCOMPARE(chart.barSet()->count(), 2);
    QVERIFY(qAbs(chart.barSet()->at(0) - 40.0) < 1e-9);
    QVERIFY(qAbs(chart.barSet()->at(1) - 92.0) < 1e-9);
    const auto plain = [&chart] {
        QStringList texts;
        for (const QString &label : chart.categories()) {
            QTextDocument document;
            document.setHtml(label);
            texts << document.toPlainText().replace(QChar::LineSeparator, QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' '));
        }
        return texts;
    };
    QCOMPARE(plain(), (QStringList{QStringLiteral("1. Weight of key 2"), QStringLiteral("2. Score of key 2")}));
    QVERIFY(chart.accessibleDescription().contains(QStringLiteral("Weight of key 2: 40%")));
    chart.resize(120, 300);
    QCOMPARE(chart.categories(), (QStringList{QStringLiteral("1"), QStringLiteral("2")}));
}

void TestTeacher::chartFollowsThePalette()
{
    ui::ClassScoreChart chart;
    chart.setScores({QStringLiteral("A")}, {0.5});
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    // The application palette reaches the widgets through posted events.
    ui::applyTheme(ui::Theme::Dark);
    QTRY_VERIFY(ui::isDark(chart.palette()));
    QCOMPARE(chart.barSet()->labelColor(), chart.palette().color(QPalette::Text));
    QCOMPARE(chart.chart()->titleBrush().color(), chart.palette().color(QPalette::Text));
    QCOMPARE(chart.barSet()->color(), ui::keyColor(chart.palette()));
    ui::applyTheme(ui::Theme::Light);
    QTRY_VERIFY(!ui::isDark(chart.palette()));
    QCOMPARE(chart.barSet()->labelColor(), chart.palette().color(QPalette::Text));
    QVERIFY(ui::contrastRatio(chart.barSet()->labelColor(), chart.palette().color(QPalette::Base)) >= 4.5);
}

void TestTeacher::classViewIsLargeAndAnonymous()
{
    const course::LabSession session = makeSession();
    QTemporaryDir share;
    QVERIFY(handInClass(session, share.path()));
    ui::GradebookWindow window(builtInCourse(), session, {share.path()});
    QVERIFY(graded(window));
    window.setPresentationSize(QSize(1024, 768));
    window.show();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    const QStringList names{QStringLiteral("Ada"), QStringLiteral("Grace"), QStringLiteral("Hedy"), QStringLiteral("Alan")};
    const auto everything = [&window] {
        QStringList texts;
        const ui::ClassBoardModel *board = window.boardModel();
        for (int row = 0; row < board->rowCount(); ++row)
            for (int role : {int(Qt::DisplayRole), int(Qt::AccessibleTextRole), int(Qt::ToolTipRole),
                             int(ui::ClassBoardModel::NameRole), int(ui::ClassBoardModel::StudentIdRole)})
                texts << board->index(row).data(role).toString();
        return texts.join(QLatin1Char('\n'));
    };
    QVERIFY(everything().contains(QStringLiteral("Ada")));

    // Shift+F5 (F5 rescans): the class view, on the board, with no name, id or grade on screen.
    QTest::keyClick(&window, Qt::Key_F5, Qt::ShiftModifier);
    QVERIFY(window.isPresenting());
    QCOMPARE(window.size(), QSize(1024, 768));
    QVERIFY(window.menuBar()->isHidden());
    QCOMPARE(window.tabs()->currentIndex(), int(ui::GradebookWindow::BoardTab));
    QVERIFY(!window.tabs()->isTabVisible(ui::GradebookWindow::GradesTab));
    const QString shown = everything();
    for (const QString &name : names)
        QVERIFY2(!shown.contains(name), qPrintable(shown));
    QVERIFY2(!shown.contains(QStringLiteral("s-1")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("Student A")) && shown.contains(QStringLiteral("Student D")), qPrintable(shown));
    // Large enough for the back of the room at 1024×768, the re-teach table as well.
    const auto *board = window.findChild<QListView *>(QStringLiteral("classBoard"));
    QVERIFY(board);
    QVERIFY2(QFontMetrics(board->font()).height() >= ui::Presentation::kMinimumPixels,
             qPrintable(QString::number(QFontMetrics(board->font()).height())));
    const auto *reteach = window.findChild<QTableView *>(QStringLiteral("reteachTable"));
    QVERIFY(QFontMetrics(reteach->font()).height() >= ui::Presentation::kMinimumPixels);

    // N shows the names, N again hides them; Esc leaves, names and grades back.
    QTest::keyClick(&window, Qt::Key_N);
    QVERIFY(everything().contains(QStringLiteral("Ada")));
    QTest::keyClick(&window, Qt::Key_N);
    QVERIFY(!everything().contains(QStringLiteral("Ada")));
    QTest::keyClick(&window, Qt::Key_Escape);
    QVERIFY(!window.isPresenting());
    QVERIFY(window.menuBar()->isVisible());
    QVERIFY(window.tabs()->isTabVisible(ui::GradebookWindow::GradesTab));
    QVERIFY(everything().contains(QStringLiteral("Ada")));
    QVERIFY(QFontMetrics(board->font()).height() < ui::Presentation::kMinimumPixels);
    // Outside the mode N is nobody's key.
    QTest::keyClick(&window, Qt::Key_N);
    QVERIFY(everything().contains(QStringLiteral("Ada")));
}

void TestTeacher::exportWritesASpreadsheet()
{
    const course::LabSession session = makeSession();
    QTemporaryDir share;
    QVERIFY(handInClass(session, share.path()));
    ui::GradebookWindow window(builtInCourse(), session, {share.path()});
    QVERIFY(graded(window));
    const QString path = QDir(share.path()).filePath(QStringLiteral("week3.xlsx"));
    window.setExportChooser([&](QWidget *, const QString &) {
        return ui::GradebookWindow::ExportChoice{path, course::CsvPreset::Plain, true};
    });
    // Four students: the item analysis says how little it means.
    QVERIFY(window.findChild<QLabel *>(QStringLiteral("itemSummary"))->text().contains(QStringLiteral("say little")));
    window.findChild<QAction *>(QStringLiteral("exportCsv"))->trigger();
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(4) == QByteArray("PK\x03\x04", 4)); // a zip: the .xlsx itself
    QVERIFY(!window.findChild<QMessageBox *>(QStringLiteral("importNote")));
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("week3.xlsx")));
}

void TestTeacher::exportWritesOneRowPerStudent_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("header");
    QTest::addColumn<int>("extraRows");
    QTest::newRow("plain") << QStringLiteral("plain") << QStringLiteral("Student ID,Name,") << 0;
    // Moodle: identity columns only, never a name.
    QTest::newRow("moodle") << QStringLiteral("moodle") << QStringLiteral("ID number,") << 0;
    // Canvas wants its Points Possible row under the header.
    QTest::newRow("canvas") << QStringLiteral("canvas") << QStringLiteral("Student,ID,SIS User ID,") << 1;
}

void TestTeacher::exportWritesOneRowPerStudent()
{
    QFETCH(QString, preset);
    QFETCH(QString, header);
    QFETCH(int, extraRows);
    const course::LabSession session = makeSession();
    QTemporaryDir share;
    QVERIFY(handInClass(session, share.path()));
    ui::GradebookWindow window(builtInCourse(), session, {share.path()});
    QVERIFY(graded(window));
    const QString path = QDir(share.path()).filePath(QStringLiteral("week3.csv"));
    QString suggested;
    window.setExportChooser([&](QWidget *, const QString &s) {
        suggested = s;
        return ui::GradebookWindow::ExportChoice{path, *course::csvPresetFromName(preset)};
    });
    // A learning platform's grade item is asked for: out of 20 and, for Canvas, assignment 4217.
    bool asked = false;
    if (preset != QLatin1String("plain"))
        whenModal<ui::ImportOptionsDialog>([&asked](ui::ImportOptionsDialog *dialog) {
            asked = true;
            QVERIFY(dialog->outOfBox()->specialValueText().startsWith(QLatin1String("2 point")));
            QTest::keyClick(dialog->outOfBox(), Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(dialog->outOfBox(), QStringLiteral("20"));
            if (auto *assignment = dialog->assignmentEdit())
                QTest::keyClicks(assignment, QStringLiteral("42x17")); // the letter is refused
            dialog->accept();
        });
    auto *exportAction = window.findChild<QAction *>(QStringLiteral("exportCsv"));
    QVERIFY(exportAction);
    exportAction->trigger();
    QCOMPARE(asked, preset != QLatin1String("plain"));
    QVERIFY2(suggested.endsWith(QStringLiteral("Week 3.csv")), qPrintable(suggested));
    // The next export is offered where this one went.
    if (preset == QLatin1String("plain")) {
        exportAction->trigger();
        QCOMPARE(QFileInfo(suggested).absolutePath(), QFileInfo(path).absolutePath());
    }

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + extraRows + 4);
    QVERIFY2(lines.first().startsWith(header), qPrintable(lines.first()));
    int students = 0;
    for (const QString &id : {QStringLiteral("s-1"), QStringLiteral("s-2"), QStringLiteral("s-3"), QStringLiteral("s-4")})
        students += int(std::count_if(lines.cbegin(), lines.cend(), [&id](const QString &l) { return l.contains(id + QLatin1Char(',')); }));
    QCOMPARE(students, 4);
    if (preset == QLatin1String("plain"))
        QVERIFY2(lines.at(1).startsWith(QStringLiteral("s-1,Ada,ada@school.example,,Week 3,")) && lines.at(1).contains(QStringLiteral(",2.00,2.00,100.00,")),
                 qPrintable(lines.at(1)));
    // Ada's 2 of 2 is written as 20 of 20, Alan's 1 of 2 as 10; Canvas's header names the assignment.
    if (preset != QLatin1String("plain")) {
        const auto row = [&lines](const QString &id) {
            return *std::find_if(lines.cbegin(), lines.cend(), [&id](const QString &l) { return l.contains(id + QLatin1Char(',')); });
        };
        QVERIFY2(row(QStringLiteral("s-1")).endsWith(QStringLiteral(",20.00")), qPrintable(row(QStringLiteral("s-1"))));
        QVERIFY2(row(QStringLiteral("s-4")).endsWith(QStringLiteral(",10.00")), qPrintable(row(QStringLiteral("s-4"))));
    }
    if (preset == QLatin1String("canvas")) {
        QVERIFY2(lines.at(0).endsWith(QStringLiteral(",Week 3 (4217)")), qPrintable(lines.at(0)));
        QVERIFY2(lines.at(1).endsWith(QStringLiteral(",20.00")), qPrintable(lines.at(1)));
    }
    // A learning platform's file comes with a note on how to import it, which does not block.
    auto *note = window.findChild<QMessageBox *>(QStringLiteral("importNote"));
    QCOMPARE(note != nullptr, preset != QLatin1String("plain"));
    if (note)
        QVERIFY2(note->text().contains(preset == QLatin1String("moodle") ? QStringLiteral("maximum must be 20.00")
                                                                       : QStringLiteral("“Week 3 (4217)” is the assignment")),
                 qPrintable(note->text()));
}

void TestTeacher::cancellingTheImportOptionsWritesNothing()
{
    const course::LabSession session = makeSession();
    QTemporaryDir share;
    QVERIFY(handInClass(session, share.path()));
    ui::GradebookWindow window(builtInCourse(), session, {share.path()});
    QVERIFY(graded(window));
    const QString path = QDir(share.path()).filePath(QStringLiteral("week3.csv"));
    window.setExportChooser([&](QWidget *, const QString &) {
        return ui::GradebookWindow::ExportChoice{path, course::CsvPreset::Moodle};
    });
    bool asked = false;
    whenModal<ui::ImportOptionsDialog>([&asked](ui::ImportOptionsDialog *dialog) {
        asked = true;
        QVERIFY(!dialog->assignmentEdit()); // Moodle has no assignment number
        dialog->reject();
    });
    window.findChild<QAction *>(QStringLiteral("exportCsv"))->trigger();
    QVERIFY(asked);
    QVERIFY(!QFile::exists(path));
    QVERIFY(!window.findChild<QMessageBox *>(QStringLiteral("importNote")));
}

void TestTeacher::teacherMenuOpensTheNewSessionDialog()
{
    ui::MainWindow::Options options;
    options.useSettings = false;
    ui::MainWindow window(options);
    auto *teacher = window.menuBar()->findChild<QMenu *>(QStringLiteral("teacherMenu"));
    QVERIFY(teacher);
    QStringList actions;
    for (QAction *a : teacher->actions())
        actions << a->objectName();
    QCOMPARE(actions, (QStringList{QStringLiteral("newLabSession"), QStringLiteral("openGradebook"),
                                   QStringLiteral("writeFeedback"), QStringLiteral("printWorksheets")}));
    // Between Go and Help.
    const QList<QAction *> menus = window.menuBar()->actions();
    QCOMPARE(menus.indexOf(teacher->menuAction()), menus.size() - 2);

    bool opened = false;
    whenModal<ui::NewLabSessionDialog>([&opened](ui::NewLabSessionDialog *dialog) {
        opened = true;
        QVERIFY(dialog->chosenExercises().isEmpty());
    });
    teacher->actions().first()->trigger();
    QVERIFY(opened);
}

void TestTeacher::newSessionTakesTheOpenCourseFolderAlong()
{
    // A teacher with their own lessons open makes a session of one of their exercises: the
    // session names the folder, relative to itself, so that a student's machine that has only
    // the built-in lessons loads the folder and finds the exercise.
    QTemporaryDir share;
    const QString folder = QDir(share.path()).filePath(QStringLiteral("my-lessons"));
    QVERIFY(QDir().mkpath(folder));
    const course::NewLesson lesson =
        course::writeNewLesson(folder, QStringLiteral("week3-intro"), QStringLiteral("Week 3"), builtInCourse());
    QVERIFY2(lesson.ok(), qPrintable(lesson.error));
    ui::MainWindow::Options options;
    options.useSettings = false;
    options.lessonsFolder = folder;
    ui::MainWindow window(options);
    const course::Lesson *mine = window.course().lesson(QStringLiteral("week3-intro"));
    QVERIFY(mine && !mine->exercises.isEmpty());
    const QString exercise = mine->exercises.first().id;
    QVERIFY(!builtInCourse().exercise(exercise));
    const QString file = QDir(share.path()).filePath(QStringLiteral("sessions/week3.attnlab"));
    QVERIFY(QDir().mkpath(QFileInfo(file).path()));

    QString note;
    QString saved;
    whenModal<ui::NewLabSessionDialog>([&](ui::NewLabSessionDialog *dialog) {
        auto *label = dialog->findChild<QLabel *>(QStringLiteral("lessonsNote"));
        note = label && label->isVisibleTo(dialog) ? label->text() : QString();
        dialog->setSaveFileChooser([&file](QWidget *, const QString &) { return file; });
        dialog->findChild<QLineEdit *>(QStringLiteral("title"))->setText(QStringLiteral("Week 3"));
        dialog->setChosenExercises({exercise});
        whenModal<QMessageBox>([&saved](QMessageBox *box) { saved = box->text(); });
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("save")), Qt::LeftButton);
        QVERIFY2(dialog->problems().isEmpty(), qPrintable(dialog->problems().join(QLatin1Char('\n'))));
    });
    window.menuBar()->findChild<QMenu *>(QStringLiteral("teacherMenu"))->actions().first()->trigger();
    QVERIFY2(note.contains(QDir::toNativeSeparators(folder)), qPrintable(note));
    QVERIFY2(saved.contains(QDir::toNativeSeparators(folder)), qPrintable(saved));

    QFile written(file);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(written.readAll()).object().value(QStringLiteral("lessonsFolder")).toString(),
             QStringLiteral("../my-lessons"));
    QStringList problems;
    const std::optional<course::LabSession> session = course::readLabSession(file, &problems);
    QVERIFY2(session, qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(QDir(session->lessonsFolder).canonicalPath(), QDir(folder).canonicalPath());
    QStringList messages;
    const course::Course onAStudentsMachine = course::sessionCourse(*session, builtInCourse(), &messages);
    QVERIFY2(messages.isEmpty(), qPrintable(messages.join(QLatin1Char('\n'))));
    QVERIFY(onAStudentsMachine.exercise(exercise));
}

void TestTeacher::rehearsedClassThroughGradebookToCsvAndFeedback()
{
    // A teacher tries the whole lesson with a rehearsed class before it.
    QStringList problems;
    course::LabRequest request;
    request.title = QStringLiteral("Week 3: softmax");
    request.lessonIds = {QStringLiteral("iv2-3-softmax")};
    request.seed = 42;
    request.rules.timeLimitMinutes = 45;
    const std::optional<course::LabSession> session = course::makeLabSession(builtInCourse(), request, &problems);
    QVERIFY2(session, qPrintable(problems.join(QLatin1Char('\n'))));
    QTemporaryDir share;
    QList<course::RehearsedStudent> students = course::rehearseClass(*session, builtInCourse(), {25, 5, {}});
    QString error;
    QVERIFY2(course::writeRehearsal(share.path(), &students, &error), qPrintable(error));
    // One student edits their file to claim full marks: the gradebook never believes it.
    const course::RehearsedStudent &cheat = *std::find_if(students.cbegin(), students.cend(), [](const auto &s) {
        return s.kind == course::RehearsedStudent::Kind::Mistakes;
    });
    course::HandIn claimed = cheat.handIn;
    for (course::HandInExercise &e : claimed.exercises)
        e.reportedScore = 1.0;
    QVERIFY(course::writeHandIn(share.path(), claimed, nullptr));

    ui::GradebookWindow window(builtInCourse(), *session, {share.path()});
    QVERIFY(graded(window));
    window.show();
    const course::Gradebook &book = window.gradebook();
    QCOMPARE(book.students.size(), 25);
    QCOMPARE(window.gradesModel()->rowCount(), 25);
    // The board knows who is stuck and who is still working.
    const auto count = [&book](course::GradebookStudent::Status status) {
        return std::count_if(book.students.cbegin(), book.students.cend(),
                             [status](const course::GradebookStudent &s) { return s.status == status; });
    };
    QVERIFY(count(course::GradebookStudent::Status::Stuck) >= 1);
    QVERIFY(count(course::GradebookStudent::Status::HandedIn) >= 15);
    QCOMPARE(window.boardModel()->rowCount(), 25);
    // What to re-teach: one row per exercise, and a mistake shared by the class.
    QCOMPARE(window.reteachModel()->rowCount(), int(session->exerciseIds.size()));
    QVERIFY(std::any_of(book.exercises.cbegin(), book.exercises.cend(),
                        [](const course::GradebookExercise &e) { return !e.diagnoses.isEmpty(); }));
    // How the exercises worked together, in words: the consistency of the whole session, and
    // no warning for a class of this size (a class of four gets one, below).
    auto *items = window.findChild<QLabel *>(QStringLiteral("itemSummary"));
    QVERIFY(items && !items->isHidden());
    QVERIFY(book.consistency);
    QVERIFY2(items->text().contains(course::withPercent(course::formatFixed(*book.consistency, 0)) + QStringLiteral(": "))
                 && items->text().contains(course::consistencyReading(book.consistency)),
             qPrintable(items->text()));
    QVERIFY(!items->text().contains(QStringLiteral("say little")));

    // The CSV: one header row and one row per student, the cheat's total the recomputed one.
    const QString csv = QDir(share.path()).filePath(QStringLiteral("week3.csv"));
    QVERIFY(window.exportCsv(csv, course::CsvPreset::Plain, &error));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + 25);
    const course::GradebookStudent &graded = *std::find_if(book.students.cbegin(), book.students.cend(),
                                                           [&cheat](const auto &s) { return s.id == cheat.handIn.learnerId; });
    QVERIFY(graded.total < graded.max);
    QVERIFY(graded.flags.join(QLatin1Char(' ')).contains(QStringLiteral("reported")));
    const QString row = *std::find_if(lines.cbegin(), lines.cend(),
                                      [&graded](const QString &l) { return l.startsWith(graded.id + QLatin1Char(',')); });
    QVERIFY2(row.contains(QStringLiteral(",%1,%2,").arg(QString::number(graded.total, 'f', 2), QString::number(graded.max, 'f', 2))),
             qPrintable(row));

    // Feedback: one file per student who handed in, which the student's dialog reads.
    QTemporaryDir out;
    QStringList errors;
    QStringList written;
    for (const course::WrittenFeedback &file : window.writeFeedback(out.path(), {QStringLiteral("Well done, all."), {}}, &errors))
        written << file.path;
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
    QCOMPARE(written.size(), int(std::count_if(book.students.cbegin(), book.students.cend(),
                                               [](const course::GradebookStudent &s) { return s.handedIn; })));
    for (const QString &path : written) {
        const std::optional<course::StudentFeedback> f = course::readFeedback(path, students.constFirst().feedbackCode, &problems);
        QVERIFY2(f, qPrintable(problems.join(QLatin1Char('\n'))));
        QCOMPARE(f->comment, QStringLiteral("Well done, all."));
        if (f->learnerId == graded.id)
            QCOMPARE(f->total, graded.total);
    }
    // Session ▸ Write Feedback… takes a comment to the class and one to each student chosen, and
    // says what it wrote, file by file. Last: it regrades first, which replaces the gradebook
    // that `book` and `graded` above refer to.
    QTemporaryDir viaDialog;
    QString second;
    QString third;
    whenModal<ui::WriteFeedbackDialog>([&](ui::WriteFeedbackDialog *dialog) {
        dialog->folderEdit()->setText(viaDialog.path());
        QTest::keyClicks(dialog->commentEdit(), QStringLiteral("Well done, all."));
        QListWidget *list = dialog->studentList();
        QCOMPARE(list->count(), written.size()); // everyone who gets a file
        second = list->item(1)->text();
        third = list->item(2)->text();
        list->setCurrentRow(1);
        QTest::keyClicks(dialog->studentCommentEdit(), QStringLiteral("See me about step 2."));
        QCOMPARE(list->item(1)->text(), second + QStringLiteral(" ✎"));
        // Another student's box starts empty; going back shows the comment written there.
        list->setCurrentRow(2);
        QVERIFY(dialog->studentCommentEdit()->toPlainText().isEmpty());
        QTest::keyClicks(dialog->studentCommentEdit(), QStringLiteral("Great ranking!"));
        list->setCurrentRow(1);
        QCOMPARE(dialog->studentCommentEdit()->toPlainText(), QStringLiteral("See me about step 2."));
        QCOMPARE(dialog->studentComments().size(), 2);
        dialog->accept();
    });
    window.writeFeedbackWithDialog();
    QMessageBox *confirmed = nullptr;
    QTRY_VERIFY((confirmed = window.findChild<QMessageBox *>(QStringLiteral("feedbackWritten"))));
    QVERIFY2(confirmed->text().startsWith(QStringLiteral("%1 feedback file").arg(written.size())), qPrintable(confirmed->text()));
    QVERIFY(confirmed->text().contains(QStringLiteral("sealed for its student")));
    QVERIFY(confirmed->text().contains(QStringLiteral("Your comment to the class: “Well done, all.”")));
    QVERIFY2(confirmed->text().contains(QStringLiteral("with your comment to %1: “See me about step 2.”").arg(second))
                 && confirmed->text().contains(QStringLiteral("with your comment to %1: “Great ranking!”").arg(third)),
             qPrintable(confirmed->text()));
    QCOMPARE(confirmed->text().count(QStringLiteral("with your comment to")), 2);
    for (const QString &path : written)
        QVERIFY2(confirmed->text().contains(QFileInfo(path).fileName()), qPrintable(QFileInfo(path).fileName()));
    const QStringList files = QDir(viaDialog.path()).entryList({QStringLiteral("*.attnfeedback")}, QDir::Files);
    QCOMPARE(files.size(), written.size());
    // Each student's file carries the class's comment and their own, no one else's.
    int personal = 0;
    for (const QString &name : files) {
        const auto f = course::readFeedback(QDir(viaDialog.path()).filePath(name), students.constFirst().feedbackCode, &problems);
        QVERIFY2(f, qPrintable(problems.join(QLatin1Char('\n'))));
        QCOMPARE(f->comment, QStringLiteral("Well done, all."));
        if (f->learnerName == second)
            QCOMPARE(f->personalComment, QStringLiteral("See me about step 2."));
        else if (f->learnerName == third)
            QCOMPARE(f->personalComment, QStringLiteral("Great ranking!"));
        else
            QVERIFY(f->personalComment.isEmpty());
        personal += f->personalComment.isEmpty() ? 0 : 1;
    }
    QCOMPARE(personal, 2);
    confirmed->close();
}

QTEST_MAIN(TestTeacher)
#include "tst_teacher.moc"
