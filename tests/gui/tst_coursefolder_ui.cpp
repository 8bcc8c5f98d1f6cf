#include "coursefolderdialog.h"
#include "courseoutlinemodel.h"
#include "language.h"
#include "lessonloader.h"
#include "lessontemplate.h"
#include "lessonview.h"
#include "mainwindow.h"
#include "runprocess.h"

#include <QAbstractItemModelTester>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTreeView>

// A teacher's course folder in the window: --lessons DIR (MainWindow::Options::lessonsFolder),
// File ▸ Open Course Folder…'s dialog, and the command line that opens it.
namespace {

const course::Course &builtIn()
{
    static const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    return c;
}

ui::MainWindow::Options withFolder(const QString &folder)
{
    ui::MainWindow::Options o;
    o.useSettings = false;
    o.lessonsFolder = folder;
    return o;
}

/// The outline row of the lesson `id`; invalid when the sidebar has none.
QModelIndex lessonRow(const ui::MainWindow &window, const QString &id)
{
    const int index = window.sidebarModel()->outline().lessonIndex(id);
    return window.sidebarModel()->lessonIndex(index);
}

/// A folder with the lessons "good" and "broken" (its English first page is missing).
bool makeGoodAndBroken(const QString &folder)
{
    return course::writeNewLesson(folder, QStringLiteral("good"), QStringLiteral("A good lesson"), builtIn()).ok()
           && course::writeNewLesson(folder, QStringLiteral("broken"), QStringLiteral("A broken lesson"), builtIn()).ok()
           && QFile::remove(QDir(folder).filePath(QStringLiteral("broken/en/01-learn.md")));
}

} // namespace

class TestCourseFolderUi : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void newLessonAppearsInTheOutlineAndItsPageShows();
    void brokenLessonIsListedAndTheOtherStillLoads();
    void dialogListsTheProblemsAndOffersBesideOrInstead();
    void openingAFolderPutsANewWindowInPlace();
    void commandLineOpensTheFolder();
};

void TestCourseFolderUi::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qRegisterMetaType<ui::MainWindow *>();
    ui::applyLanguage(QStringLiteral("en"));
}

void TestCourseFolderUi::newLessonAppearsInTheOutlineAndItsPageShows()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("my-lessons"));
    QVERIFY(course::writeNewLesson(folder, QStringLiteral("week3-intro"), QStringLiteral("Week 3: my intro"), builtIn()).ok());
    ui::MainWindow window(withFolder(folder));
    QAbstractItemModelTester tester(window.sidebarModel());
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.courseFolder().problems.size(), 0);
    QCOMPARE(window.course().lessons.size(), builtIn().lessons.size() + 1);

    // The teacher's lesson comes after the built-in ones, marked with its folder.
    const QModelIndex row = lessonRow(window, QStringLiteral("week3-intro"));
    QVERIFY(row.isValid());
    QCOMPARE(row.row(), int(builtIn().lessons.size()) + 1);
    const QString text = row.data(Qt::DisplayRole).toString();
    QVERIFY2(text.contains(QStringLiteral("Week 3: my intro")) && text.contains(QStringLiteral("from my-lessons")),
             qPrintable(text));
    QCOMPARE(row.data(ui::CourseOutlineModel::SourceRole).toString(), QFileInfo(folder).absoluteFilePath());
    QVERIFY(!row.data(Qt::DecorationRole).isNull());
    const QModelIndex builtInRow = lessonRow(window, QStringLiteral("iv2-3-softmax"));
    QVERIFY(builtInRow.data(ui::CourseOutlineModel::SourceRole).toString().isEmpty());
    QVERIFY(!builtInRow.data(Qt::DisplayRole).toString().contains(QStringLiteral("from ")));

    // Its first page, chosen in the sidebar: the prose with its figures filled in.
    QTreeView *sidebar = window.sidebar();
    sidebar->expand(row);
    const QModelIndex firstPage = window.sidebarModel()->index(0, 0, row);
    sidebar->scrollTo(firstPage);
    QTest::mouseClick(sidebar->viewport(), Qt::LeftButton, {}, sidebar->visualRect(firstPage).center());
    QCOMPARE(window.lessonView()->lessonIndex(), row.row() - 1);
    const QString prose = window.lessonView()->prose()->toPlainText();
    QVERIFY2(prose.startsWith(QStringLiteral("What you will learn")), qPrintable(prose));
    QVERIFY2(prose.contains(QStringLiteral("55.1%")) && prose.contains(QStringLiteral("16.84")), qPrintable(prose));
    QVERIFY(!prose.contains(QStringLiteral("{{")));
    QVERIFY(window.showLesson(QStringLiteral("week3-intro"), 2));
    QVERIFY(window.lessonView()->prose()->toPlainText().startsWith(QStringLiteral("Summary")));
}

void TestCourseFolderUi::brokenLessonIsListedAndTheOtherStillLoads()
{
    QTemporaryDir dir;
    QVERIFY(makeGoodAndBroken(dir.path()));
    ui::MainWindow window(withFolder(dir.path()));
    QVERIFY(lessonRow(window, QStringLiteral("good")).isValid());
    QVERIFY(!lessonRow(window, QStringLiteral("broken")).isValid());
    QVERIFY(window.showLesson(QStringLiteral("good")));
    QVERIFY(window.lessonView()->prose()->toPlainText().startsWith(QStringLiteral("What you will learn")));
    const QString listed = ui::CourseFolderDialog::problemList(window.courseFolder());
    QVERIFY2(listed.contains(QStringLiteral("broken/en/01-learn.md")), qPrintable(listed));
    QVERIFY2(listed.contains(QStringLiteral("the lesson 'broken' has problems and is left out")), qPrintable(listed));
    QVERIFY(!listed.contains(QStringLiteral("good/")));
    QVERIFY(ui::CourseFolderDialog::summary(window.courseFolder()).contains(QStringLiteral("good")));
}

void TestCourseFolderUi::dialogListsTheProblemsAndOffersBesideOrInstead()
{
    QTemporaryDir dir;
    QVERIFY(makeGoodAndBroken(dir.path()));
    ui::CourseFolderDialog dialog(builtIn(), dir.path());
    dialog.show();
    auto *problems = dialog.findChild<QPlainTextEdit *>(QStringLiteral("problems"));
    QVERIFY(problems && problems->isVisible());
    QVERIFY(problems->toPlainText().contains(QStringLiteral("broken/en/01-learn.md")));
    QPushButton *open = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Open);
    QVERIFY(open->isEnabled());
    QCOMPARE(dialog.use(), course::CourseFolderUse::BesideBuiltIn);
    QCOMPARE(dialog.result().course.lessons.size(), builtIn().lessons.size() + 1);

    auto *instead = dialog.findChild<QRadioButton *>(QStringLiteral("insteadOfBuiltIn"));
    QTest::mouseClick(instead, Qt::LeftButton);
    QCOMPARE(dialog.use(), course::CourseFolderUse::InsteadOfBuiltIn);
    QCOMPARE(dialog.result().course.lessons.size(), 1);
    QCOMPARE(dialog.result().course.lessons.first().id, QStringLiteral("good"));

    // Nothing usable: Open waits.
    QTemporaryDir empty;
    ui::CourseFolderDialog nothing(builtIn(), empty.path());
    QVERIFY(!nothing.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Open)->isEnabled());
    QVERIFY(!nothing.findChild<QPlainTextEdit *>(QStringLiteral("problems"))->toPlainText().isEmpty());
}

void TestCourseFolderUi::openingAFolderPutsANewWindowInPlace()
{
    QTemporaryDir dir;
    QVERIFY(course::writeNewLesson(dir.path(), QStringLiteral("mine"), QStringLiteral("Mine"), builtIn()).ok());
    ui::MainWindow::Options o;
    o.useSettings = false;
    auto *window = new ui::MainWindow(o);
    window->setAttribute(Qt::WA_DeleteOnClose);
    QVERIFY(window->showLesson(QStringLiteral("iv2-3-softmax"), 1));
    QSignalSpy opened(window, &ui::MainWindow::courseFolderOpened);
    window->useCourseFolder(dir.path(), course::CourseFolderUse::BesideBuiltIn);
    QCOMPARE(opened.size(), 1);
    auto *next = opened.constFirst().constFirst().value<ui::MainWindow *>();
    QVERIFY(next);
    QVERIFY(lessonRow(*next, QStringLiteral("mine")).isValid());
    // The same page, which the built-in course still has.
    QCOMPARE(next->lessonView()->lessonIndex(), next->sidebarModel()->outline().lessonIndex(QStringLiteral("iv2-3-softmax")));
    QCOMPARE(next->lessonView()->pageIndex(), 1);

    // Instead of the built-in lessons: the one lesson, and the workshop for a page that is gone.
    QSignalSpy again(next, &ui::MainWindow::courseFolderOpened);
    next->useCourseFolder(dir.path(), course::CourseFolderUse::InsteadOfBuiltIn);
    QCOMPARE(again.size(), 1);
    auto *only = again.constFirst().constFirst().value<ui::MainWindow *>();
    QCOMPARE(only->course().lessons.size(), 1);
    QVERIFY(lessonRow(*only, QStringLiteral("mine")).isValid());
    delete only;
}

void TestCourseFolderUi::commandLineOpensTheFolder()
{
    QTemporaryDir dir;
    QVERIFY(makeGoodAndBroken(dir.path()));
    const QString shot = dir.filePath(QStringLiteral("shot.png"));
    const testing::Run run = testing::runAttentionLab({QStringLiteral("--lessons"), dir.path(), QStringLiteral("--lesson"),
                                                       QStringLiteral("good"), QStringLiteral("--screenshot"), shot});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(QFileInfo(shot).size() > 0);
    // Every problem on stderr; the good lesson opened all the same.
    QVERIFY2(run.err.contains(QStringLiteral("broken/en/01-learn.md")), qPrintable(run.err));
    const testing::Run broken = testing::runAttentionLab({QStringLiteral("--lessons"), dir.path(), QStringLiteral("--lesson"),
                                                          QStringLiteral("broken"), QStringLiteral("--screenshot"), shot});
    QCOMPARE(broken.exitCode, 2);
    const testing::Run missing = testing::runAttentionLab({QStringLiteral("--lessons"), dir.filePath(QStringLiteral("nowhere")),
                                                           QStringLiteral("--screenshot"), shot});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.contains(QStringLiteral("--lessons")));
    const testing::Run only = testing::runAttentionLab({QStringLiteral("--lessons-only"), QStringLiteral("--screenshot"), shot});
    QCOMPARE(only.exitCode, 2);
}

QTEST_MAIN(TestCourseFolderUi)
#include "tst_coursefolder_ui.moc"
