#include "courseoutlinemodel.h"
#include "lessonview.h"
#include "mainwindow.h"
#include "querycanvas.h"
#include "workshopview.h"

#include <QTest>
#include <QTextBrowser>
#include <QTreeView>

// The course window makes before its first frame only what that frame shows (the workshop,
// the sidebar, the menus); the lesson pages are made when a lesson is first opened, by any of
// the ways to open one.
class TestStartup : public QObject
{
    Q_OBJECT

private slots:
    void lessonPagesAreMadeWhenFirstOpened();
    void sidebarOpensALessonBeforeItWasMade();
    void nextPageKeyOpensTheFirstLesson();

private:
    static ui::MainWindow::Options options();
};

ui::MainWindow::Options TestStartup::options()
{
    ui::MainWindow::Options options;
    options.useSettings = false;
    options.learnerId = QStringLiteral("ada-lovelace");
    options.learnerName = QStringLiteral("Ada");
    return options;
}

void TestStartup::lessonPagesAreMadeWhenFirstOpened()
{
    ui::MainWindow window(options());
    // The sidebar lists every lesson, but no lesson page is made yet.
    QVERIFY(!window.findChild<ui::LessonView *>());
    QCOMPARE(window.sidebarModel()->rowCount(), window.course().lessons.size() + 2);

    // Opened before the window was ever shown: the second page of lesson 2.
    const QString id = QStringLiteral("iv2-2-dot-products");
    const int lesson = window.sidebarModel()->outline().lessonIndex(id);
    QVERIFY(lesson >= 0);
    QVERIFY(window.showLesson(id, 1));
    ui::LessonView *view = window.findChild<ui::LessonView *>();
    QVERIFY(view);
    QCOMPARE(window.lessonView(), view);
    QCOMPARE(view->lessonIndex(), lesson);
    QCOMPARE(view->pageIndex(), 1);
    QVERIFY(view->isVisibleTo(&window));
    QVERIFY(!view->prose()->toPlainText().isEmpty());
    QCOMPARE(window.sidebar()->currentIndex(), window.sidebarModel()->pageIndex(lesson, 1));
    // It answers the exercises as the window's learner, and has the sidebar's outline.
    QCOMPARE(view->learner(), QStringLiteral("ada-lovelace"));
    for (int l = 0; l < window.course().lessons.size(); ++l)
        QCOMPARE(view->pageCount(l), window.sidebarModel()->outline().pageCount(l));
    // A page that does not exist changes nothing.
    QVERIFY(!window.showLesson(id, 999));
    QCOMPARE(view->pageIndex(), 1);
}

void TestStartup::sidebarOpensALessonBeforeItWasMade()
{
    ui::MainWindow window(options());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!window.findChild<ui::LessonView *>());
    const QModelIndex page = window.sidebarModel()->pageIndex(3, 2);
    window.sidebar()->expand(page.parent());
    window.sidebar()->scrollTo(page);
    QTest::mouseClick(window.sidebar()->viewport(), Qt::LeftButton, {}, window.sidebar()->visualRect(page).center());
    QVERIFY(window.findChild<ui::LessonView *>());
    QCOMPARE(window.lessonView()->lessonIndex(), 3);
    QCOMPARE(window.lessonView()->pageIndex(), 2);
    QVERIFY(window.lessonView()->isVisible());
    QVERIFY(!window.workshopView()->isVisible());
}

void TestStartup::nextPageKeyOpensTheFirstLesson()
{
    // Go ▸ Next Page (Alt+Right) from the workshop, as soon as the window is up.
    ui::MainWindow window(options());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!window.findChild<ui::LessonView *>());
    QTest::keyClick(window.workshopView()->canvas(), Qt::Key_Right, Qt::AltModifier);
    QVERIFY(window.findChild<ui::LessonView *>());
    QCOMPARE(window.lessonView()->lessonIndex(), 0);
    QCOMPARE(window.lessonView()->pageIndex(), 0);
    QVERIFY(window.lessonView()->isVisible());
    QCOMPARE(window.sidebar()->currentIndex(), window.sidebarModel()->pageIndex(0, 0));
}

QTEST_MAIN(TestStartup)
#include "tst_startup.moc"
