#include "courseoutlinemodel.h"
#include "courseprogress.h"
#include "exerciseprogress.h"
#include "lessonloader.h"
#include "lessonview.h"
#include "mainwindow.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

// The sidebar's model over the course outline, and the sidebar that shows it.
class TestCourseOutlineModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void passesTheModelTester();
    void rowsFollowTheOutline();
    void completionMarksAreData();
    void brokenLessonShowsNoPages();
    void clickingAPageOpensIt();

private:
    course::Course m_course;
};

void TestCourseOutlineModel::initTestCase()
{
    m_course = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    QVERIFY(m_course.lessons.size() >= 8);
}

void TestCourseOutlineModel::passesTheModelTester()
{
    ui::CourseOutlineModel model(&m_course, course::Outline(m_course));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    course::CourseProgress progress(QStringLiteral("/nonexistent/progress.json"));
    progress.markCompleted(m_course.lessons[0].id, m_course.lessons[0].pages[0].id);
    model.setProgress(progress, course::ExerciseProgress(QString()), QStringLiteral("ada"));
    QTreeView view;
    view.setModel(&model);
    view.expandAll();
    QVERIFY(view.indexBelow(model.workshopIndex()).isValid());
    // The count beside a lesson's title is of pages read, and its tooltip says so.
    const QString tip = model.lessonIndex(0).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("pages read 1 of %1").arg(m_course.lessons[0].pages.size())), qPrintable(tip));
}

void TestCourseOutlineModel::rowsFollowTheOutline()
{
    const course::Outline outline(m_course);
    ui::CourseOutlineModel model(&m_course, outline);
    QCOMPARE(model.rowCount(), outline.lessonCount() + 2);
    QCOMPARE(model.workshopIndex().data(ui::CourseOutlineModel::EntryRole).toInt(), int(ui::CourseOutlineModel::WorkshopEntry));
    QCOMPARE(model.overviewIndex().data(ui::CourseOutlineModel::EntryRole).toInt(), int(ui::CourseOutlineModel::OverviewEntry));
    QCOMPARE(model.rowCount(model.workshopIndex()), 0);
    for (int l = 0; l < outline.lessonCount(); ++l) {
        const QModelIndex lesson = model.lessonIndex(l);
        QCOMPARE(lesson.data(ui::CourseOutlineModel::LessonRole).toInt(), l);
        QVERIFY(lesson.data().toString().startsWith(QStringLiteral("%1. ").arg(l + 1)));
        QCOMPARE(model.rowCount(lesson), outline.pageCount(l));
        for (int p = 0; p < outline.pageCount(l); ++p) {
            const QModelIndex page = model.index(p, 0, lesson);
            QCOMPARE(page, model.pageIndex(l, p));
            QCOMPARE(page.parent(), lesson);
            QCOMPARE(page.data(ui::CourseOutlineModel::PageRole).toInt(), p);
            QCOMPARE(page.data(ui::CourseOutlineModel::LessonRole).toInt(), l);
            QCOMPARE(page.data(ui::CourseOutlineModel::PageIdRole).toString(), outline.page(l, p).id);
            QCOMPARE(page.data(ui::CourseOutlineModel::PageKindRole).toString(),
                     course::OutlinePage::kindName(outline.page(l, p).kind));
        }
    }
    // Lesson 1: five prose pages, the exercises, the summary.
    const QModelIndex first = model.lessonIndex(0);
    QCOMPARE(model.rowCount(first), 7);
    QCOMPARE(model.index(5, 0, first).data(ui::CourseOutlineModel::PageKindRole).toString(), QStringLiteral("exercises"));
    QVERIFY(model.index(5, 0, first).data().toString().contains(QStringLiteral("Exercises")));
    QCOMPARE(model.index(6, 0, first).data(ui::CourseOutlineModel::PageKindRole).toString(), QStringLiteral("summary"));
}

void TestCourseOutlineModel::completionMarksAreData()
{
    ui::CourseOutlineModel model(&m_course, course::Outline(m_course));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const course::Lesson &lesson = m_course.lessons[1];
    const QModelIndex learn = model.pageIndex(1, 0);
    QVERIFY(!learn.data(ui::CourseOutlineModel::CompletedRole).toBool());
    QVERIFY(learn.data().toString().startsWith(QStringLiteral("○")));

    course::CourseProgress progress(QStringLiteral("/nonexistent/progress.json"));
    progress.markCompleted(lesson.id, lesson.pages[0].id);
    progress.markCompleted(lesson.id, lesson.pages.last().id);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setProgress(progress, course::ExerciseProgress(QString()), QStringLiteral("ada"));
    QVERIFY(changed.count() > 0);
    QVERIFY(learn.data(ui::CourseOutlineModel::CompletedRole).toBool());
    QVERIFY(learn.data().toString().startsWith(QStringLiteral("✓")));
    QCOMPARE(learn.data(Qt::AccessibleDescriptionRole).toString(), QStringLiteral("completed"));
    QVERIFY(!model.pageIndex(1, 1).data(ui::CourseOutlineModel::CompletedRole).toBool());
    const int summary = course::Outline(m_course).summaryPage(1);
    QVERIFY(model.pageIndex(1, summary).data(ui::CourseOutlineModel::CompletedRole).toBool());
    QVERIFY(model.lessonIndex(1).data().toString().contains(QStringLiteral("(2/%1)").arg(lesson.pages.size())));
    // No exercise answered: the exercises page is not complete.
    const int exercises = course::Outline(m_course).exercisesPage(1);
    QVERIFY(!model.pageIndex(1, exercises).data(ui::CourseOutlineModel::CompletedRole).toBool());
    QVERIFY(model.pageIndex(1, exercises).data().toString().contains(QStringLiteral("(0/%1 solved)").arg(lesson.exercises.size())));
}

void TestCourseOutlineModel::brokenLessonShowsNoPages()
{
    course::Course broken = m_course;
    broken.lessons[2].problems.append({QStringLiteral("lesson.json"), QStringLiteral("1:1"), QStringLiteral("broken")});
    ui::CourseOutlineModel model(&broken, course::Outline(broken));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QModelIndex lesson = model.lessonIndex(2);
    QCOMPARE(model.rowCount(lesson), 0);
    QVERIFY(!lesson.data(ui::CourseOutlineModel::ValidRole).toBool());
    QVERIFY(lesson.data().toString().contains(QStringLiteral("⚠")));
    QCOMPARE(model.pageIndex(2, 0), lesson);
}

void TestCourseOutlineModel::clickingAPageOpensIt()
{
    ui::MainWindow::Options options;
    options.useSettings = false;
    ui::MainWindow window(options);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTreeView *sidebar = window.sidebar();
    QCOMPARE(sidebar->model(), window.sidebarModel());
    QCOMPARE(sidebar->currentIndex(), window.sidebarModel()->workshopIndex());

    // The exercises page of lesson 1, by a click on its row.
    const course::Outline &outline = window.lessonView()->outline();
    const QModelIndex exercises = window.sidebarModel()->pageIndex(0, outline.exercisesPage(0));
    sidebar->expand(exercises.parent());
    sidebar->scrollTo(exercises);
    QTest::mouseClick(sidebar->viewport(), Qt::LeftButton, {}, sidebar->visualRect(exercises).center());
    QCOMPARE(window.lessonView()->lessonIndex(), 0);
    QCOMPARE(window.lessonView()->pageIndex(), outline.exercisesPage(0));
    QVERIFY(window.lessonView()->exercises());
    // The window says which page of how many, as the outline counts them.
    const auto labels = window.lessonView()->findChildren<QLabel *>();
    const QString position = QStringLiteral("page %1 of %2").arg(outline.exercisesPage(0) + 1).arg(outline.pageCount(0));
    QVERIFY(std::any_of(labels.cbegin(), labels.cend(), [&](const QLabel *l) { return l->text().contains(position); }));

    // Turning the page moves the sidebar's current row along, without reopening anything.
    QTest::keyClick(&window, Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(sidebar->currentIndex(), window.sidebarModel()->pageIndex(0, outline.summaryPage(0)));
    window.showWorkshop();
    QCOMPARE(sidebar->currentIndex(), window.sidebarModel()->workshopIndex());
    // A lesson's own row opens its first page.
    const QModelIndex lesson = window.sidebarModel()->lessonIndex(3);
    sidebar->scrollTo(lesson);
    QTest::mouseClick(sidebar->viewport(), Qt::LeftButton, {}, sidebar->visualRect(lesson).center());
    QCOMPARE(window.lessonView()->lessonIndex(), 3);
    QCOMPARE(window.lessonView()->pageIndex(), 0);
    QCOMPARE(sidebar->currentIndex(), window.sidebarModel()->pageIndex(3, 0));
}

QTEST_MAIN(TestCourseOutlineModel)
#include "tst_courseoutlinemodel.moc"
