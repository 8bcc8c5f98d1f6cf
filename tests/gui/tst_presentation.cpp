#include "colors.h"
#include "lessonpanel.h"
#include "lessonview.h"
#include "mainwindow.h"
#include "presentation.h"
#include "querycanvas.h"
#include "textblock.h"
#include "theme.h"
#include "weightchart.h"
#include "workshopmodel.h"
#include "workshopview.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTreeView>

#include <cmath>
#include <memory>

// View ▸ Presentation Mode: full screen, no sidebar, everything large enough for the back of
// a room at 1920×1080. Sizes are measured on the widgets' fonts, not on pixels.
namespace {

ui::MainWindow::Options options(bool useSettings = false)
{
    ui::MainWindow::Options o;
    o.useSettings = useSettings;
    return o;
}

/// A window presenting at 1920×1080, as a projector shows it (offscreen: not full screen).
ui::MainWindow::Options projector()
{
    ui::MainWindow::Options o = options();
    o.presentation = true;
    o.presentationWindowSize = QSize(1920, 1080);
    return o;
}

int pixelHeight(const QFont &font)
{
    return QFontMetrics(font).height();
}

/// Lets every posted layout request and the resizes it causes run: a scroll area's contents
/// take their final width only after a few rounds of them.
void settleLayouts()
{
    for (int round = 0; round < 6; ++round)
        QCoreApplication::processEvents();
}

bool showAndActivate(QWidget &window)
{
    window.show();
    window.activateWindow();
    return QTest::qWaitForWindowActive(&window);
}

/// Every text a weight chart shows: its bars' figures and both axes' labels.
void checkChart(const ui::WeightChart *chart, const QString &where)
{
    QVERIFY2(pixelHeight(chart->barLabelFont()) >= ui::Presentation::kFigurePixels,
             qPrintable(QStringLiteral("%1: bar labels %2 px").arg(where).arg(pixelHeight(chart->barLabelFont()))));
    QVERIFY2(!chart->visibleLabels().join(QString()).isEmpty(), qPrintable(where));
    for (const QAbstractAxis *axis : chart->chart()->axes())
        QVERIFY2(pixelHeight(axis->labelsFont()) >= ui::Presentation::kBodyPixels,
                 qPrintable(QStringLiteral("%1: axis labels %2 px").arg(where).arg(pixelHeight(axis->labelsFont()))));
}

/// Every table's figures, with rows tall enough for them.
void checkTable(const QTableView *table, const QString &where)
{
    QVERIFY2(pixelHeight(table->font()) >= ui::Presentation::kFigurePixels,
             qPrintable(QStringLiteral("%1: table %2 px").arg(where).arg(pixelHeight(table->font()))));
    QVERIFY2(table->verticalHeader()->sectionSize(0) >= pixelHeight(table->font()), qPrintable(where));
    QVERIFY2(pixelHeight(table->horizontalHeader()->font()) >= ui::Presentation::kBodyPixels, qPrintable(where));
}

} // namespace

class TestPresentation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void f5EntersAndEscLeaves();
    void leavingKeepsAHiddenSidebarHidden();
    void defaultScaleMakesBodyAndFiguresLargeEnough();
    void workshopIsReadableAt1920x1080();
    void everyLessonPanelIsReadableAt1920x1080();
    void exercisePagesMenusAndStatusAreReadable();
    void leavingRestoresTheNormalSizes();
    void ctrlEqualsEnlargesAndIsRemembered();
    void ctrl0ResetsTheScaleNotTheQuery();
    void highContrastPaletteHasStrongContrast_data();
    void highContrastPaletteHasStrongContrast();
};

void TestPresentation::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestPresentation::init()
{
    QSettings().clear();
}

void TestPresentation::f5EntersAndEscLeaves()
{
    ui::MainWindow window(options());
    QVERIFY(showAndActivate(window));
    QVERIFY(window.sidebar()->isVisible());
    QVERIFY(!window.isFullScreen());
    const double normal = window.workshopView()->table()->font().pointSizeF();

    QTest::keyClick(&window, Qt::Key_F5);
    QVERIFY(window.isPresenting());
    QVERIFY(window.windowState() & Qt::WindowFullScreen);
    QVERIFY(!window.sidebar()->isVisible());
    QVERIFY(window.workshopView()->table()->font().pointSizeF() > normal * 1.5);

    QTest::keyClick(&window, Qt::Key_Escape);
    QVERIFY(!window.isPresenting());
    QVERIFY(!(window.windowState() & Qt::WindowFullScreen));
    QVERIFY(window.sidebar()->isVisible());
    QVERIFY(std::abs(window.workshopView()->table()->font().pointSizeF() - normal) < 1e-6);
}

void TestPresentation::leavingKeepsAHiddenSidebarHidden()
{
    ui::MainWindow window(options());
    QVERIFY(showAndActivate(window));
    QTest::keyClick(&window, Qt::Key_F9);
    QVERIFY(!window.sidebar()->isVisible());
    QTest::keyClick(&window, Qt::Key_F5);
    QVERIFY(window.isPresenting());
    QTest::keyClick(&window, Qt::Key_F5); // F5 toggles the mode off as well
    QVERIFY(!window.isPresenting());
    QVERIFY(!window.sidebar()->isVisible());
    QVERIFY(!(window.windowState() & Qt::WindowFullScreen));
}

void TestPresentation::defaultScaleMakesBodyAndFiguresLargeEnough()
{
    const double scale = ui::Presentation::defaultScaleFor(QApplication::font());
    const ui::Presentation presentation;
    QVERIFY(std::abs(presentation.defaultScale() - scale) < 1e-9);
    QVERIFY(std::abs(presentation.scale() - scale) < 1e-9);
    QVERIFY(std::abs(presentation.factor() - 1.0) < 1e-9); // off until the window turns it on
    QFont body = QApplication::font();
    body.setPointSizeF(body.pointSizeF() * scale);
    QVERIFY(pixelHeight(body) >= ui::Presentation::kFigurePixels);
    // The smallest such scale: a step less is too small.
    body.setPointSizeF(QApplication::font().pointSizeF() * (scale - ui::Presentation::kStep));
    QVERIFY(scale <= ui::Presentation::kMinimum + 1e-9 || pixelHeight(body) < ui::Presentation::kFigurePixels);
}

void TestPresentation::workshopIsReadableAt1920x1080()
{
    ui::MainWindow window(projector());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    QCOMPARE(window.size(), QSize(1920, 1080));
    QVERIFY(window.isPresenting());
    const double scale = window.presentation()->scale();
    QVERIFY(std::abs(ui::Presentation::factorFor(window.workshopView()) - scale) < 1e-9);

    const ui::WorkshopView *workshop = window.workshopView();
    checkTable(workshop->table(), QStringLiteral("workshop"));
    checkChart(workshop->chart(), QStringLiteral("workshop"));
    QVERIFY(pixelHeight(workshop->narrationLabel()->font()) >= ui::Presentation::kBodyPixels);
    const ui::QueryCanvas *canvas = workshop->canvas();
    QVERIFY(pixelHeight(canvas->labelFont()) >= ui::Presentation::kBodyPixels);
    QVERIFY(std::abs(canvas->queryArrowWidth() - 3.0 * scale) < 1e-9);
    // Nothing of the table is cut: every figure fits its column.
    const QTableView *table = workshop->table();
    for (int c = 0; c < table->model()->columnCount(); ++c) {
        for (int r = 0; r < table->model()->rowCount(); ++r) {
            QFont bold = table->font();
            bold.setBold(true);
            const QString text = table->model()->index(r, c).data().toString();
            QVERIFY2(QFontMetrics(bold).horizontalAdvance(text) < table->columnWidth(c), qPrintable(text));
        }
    }
}

void TestPresentation::everyLessonPanelIsReadableAt1920x1080()
{
    ui::MainWindow window(projector());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const course::Course &course = window.course();
    const double scale = window.presentation()->scale();
    int panels = 0;
    const ui::LessonView *view = window.lessonView();
    for (int l = 0; l < course.lessons.size(); ++l) {
        const course::Lesson &lesson = course.lessons.at(l);
        for (int page = 0; page < view->pageCount(l); ++page) {
            const int content = view->contentPage(l, page);
            if (content < 0 || lesson.pages.at(content).panel.isEmpty())
                continue;
            const QString where = QStringLiteral("%1 page %2").arg(lesson.id).arg(page + 1);
            QVERIFY2(window.showLesson(lesson.id, page), qPrintable(where));
            settleLayouts();
            ui::LessonPanel *panel = window.lessonView()->panel();
            QVERIFY2(panel, qPrintable(where));
            ++panels;
            const QTextBrowser *prose = window.lessonView()->prose();
            QVERIFY2(pixelHeight(prose->document()->defaultFont()) >= ui::Presentation::kBodyPixels, qPrintable(where));
            for (const QTableView *table : panel->findChildren<QTableView *>())
                checkTable(table, where);
            for (const ui::WeightChart *chart : panel->findChildren<ui::WeightChart *>())
                checkChart(chart, where);
            for (const QChartView *view : panel->findChildren<QChartView *>()) {
                for (const QAbstractAxis *axis : view->chart()->axes())
                    QVERIFY2(pixelHeight(axis->labelsFont()) >= ui::Presentation::kBodyPixels, qPrintable(where));
            }
            for (const ui::QueryCanvas *canvas : panel->findChildren<ui::QueryCanvas *>()) {
                // A small plane keeps its labels from crowding it, but never below the normal size.
                QVERIFY2(pixelHeight(canvas->labelFont()) >= pixelHeight(QApplication::font()), qPrintable(where));
                QVERIFY2(std::abs(canvas->queryArrowWidth() - 3.0 * scale) < 1e-9, qPrintable(where));
            }
        }
    }
    QVERIFY(panels >= 10);
}

void TestPresentation::exercisePagesMenusAndStatusAreReadable()
{
    ui::MainWindow window(projector());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const ui::LessonView *view = window.lessonView();
    const int lesson = 2; // the softmax: numeric, table and ranking exercises
    int exercisesPage = -1;
    for (int page = 0; page < view->pageCount(lesson); ++page)
        if (view->contentPage(lesson, page) < 0)
            exercisesPage = page;
    QVERIFY(exercisesPage >= 0);
    QVERIFY(window.showLesson(window.course().lessons.at(lesson).id, exercisesPage));
    QCoreApplication::processEvents();
    const auto *exercises = window.findChild<QWidget *>(QStringLiteral("lessonExercises"));
    QVERIFY(exercises);
    int labels = 0;
    for (const QLabel *label : exercises->findChildren<QLabel *>()) {
        if (label->text().isEmpty())
            continue;
        ++labels;
        QVERIFY2(pixelHeight(label->font()) >= ui::Presentation::kBodyPixels,
                 qPrintable(label->objectName() + QLatin1Char(' ') + label->text().left(40)));
    }
    QVERIFY(labels >= 5);
    // The prompt stays larger than the body text, and the verdict bold, at any scale.
    const auto *prompt = exercises->findChild<QLabel *>(QStringLiteral("promptLabel"));
    QVERIFY(prompt);
    QVERIFY(pixelHeight(prompt->font()) > pixelHeight(window.presentation()->font(QApplication::font())));
    QVERIFY(pixelHeight(window.statusBar()->font()) >= ui::Presentation::kBodyPixels);

    window.setPresenting(false);
    QCoreApplication::processEvents();
    QVERIFY(pixelHeight(prompt->font()) < ui::Presentation::kBodyPixels);
    QCOMPARE(window.statusBar()->font().pointSizeF(), QApplication::font().pointSizeF());
}

void TestPresentation::leavingRestoresTheNormalSizes()
{
    ui::MainWindow window(projector());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setPresenting(false);
    QCOMPARE(window.presentation()->factor(), 1.0);
    QCOMPARE(window.workshopView()->table()->font().pointSizeF(), QApplication::font().pointSizeF());
    QVERIFY(std::abs(window.workshopView()->canvas()->queryArrowWidth() - 3.0) < 1e-9);
    QCOMPARE(window.workshopView()->chart()->barLabelFont().pointSizeF(), QApplication::font().pointSizeF());
}

void TestPresentation::ctrlEqualsEnlargesAndIsRemembered()
{
    double enlarged = 0;
    {
        ui::MainWindow window(options(true));
        QVERIFY(showAndActivate(window));
        const double before = window.presentation()->scale();
        // Outside the mode Ctrl+= is the text size; the projector's scale stays.
        const int textBefore = pixelHeight(window.workshopView()->table()->font());
        QTest::keyClick(&window, Qt::Key_Equal, Qt::ControlModifier);
        QVERIFY2(std::abs(window.presentation()->scale() - before) < 1e-9, "the projector's scale is the mode's own");
        QVERIFY(std::abs(window.presentation()->textScale() - (1.0 + ui::Presentation::kStep)) < 1e-9);
        QVERIFY(pixelHeight(window.workshopView()->table()->font()) > textBefore);
        QTest::keyClick(&window, Qt::Key_F5);
        QVERIFY(window.isPresenting());
        const int tableBefore = pixelHeight(window.workshopView()->table()->font());
        QTest::keyClick(&window, Qt::Key_Equal, Qt::ControlModifier);
        enlarged = window.presentation()->scale();
        QVERIFY(std::abs(enlarged - (before + ui::Presentation::kStep)) < 1e-9);
        QVERIFY(pixelHeight(window.workshopView()->table()->font()) > tableBefore);
        QTest::keyClick(&window, Qt::Key_Minus, Qt::ControlModifier);
        QTest::keyClick(&window, Qt::Key_Equal, Qt::ControlModifier);
        QVERIFY(std::abs(window.presentation()->scale() - enlarged) < 1e-9);
        QTest::keyClick(&window, Qt::Key_Escape);
    }
    ui::MainWindow again(options(true));
    QVERIFY(std::abs(again.presentation()->scale() - enlarged) < 1e-9);
    QVERIFY(std::abs(again.presentation()->textScale() - (1.0 + ui::Presentation::kStep)) < 1e-9);
    for (int i = 0; i < 100; ++i)
        again.presentation()->zoomIn();
    QCOMPARE(again.presentation()->textScale(), ui::Presentation::kTextMaximum);
    // Bounded: far more steps than the range holds stop at the largest scale.
    again.setPresenting(true);
    for (int i = 0; i < 100; ++i)
        again.presentation()->zoomIn();
    QCOMPARE(again.presentation()->scale(), ui::Presentation::kMaximum);
    again.presentation()->setScale(std::nan(""));
    QCOMPARE(again.presentation()->scale(), ui::Presentation::kMaximum);
}

void TestPresentation::ctrl0ResetsTheScaleNotTheQuery()
{
    ui::MainWindow window(options());
    QVERIFY(showAndActivate(window));
    window.workshopModel()->setQuery({100.0, 2.5});
    QTest::keyClick(&window, Qt::Key_F5);
    QTest::keyClick(&window, Qt::Key_Equal, Qt::ControlModifier);
    QVERIFY(window.presentation()->scale() > window.presentation()->defaultScale());
    QTest::keyClick(&window, Qt::Key_0, Qt::ControlModifier);
    QVERIFY(std::abs(window.presentation()->scale() - window.presentation()->defaultScale()) < 1e-9);
    QVERIFY(std::abs(window.workshopModel()->angle() - 100.0) < 1e-9);
    // Outside the mode Ctrl+0 is the default text size (the system's font, no font of the
    // window's own); Ctrl+R resets the query.
    QTest::keyClick(&window, Qt::Key_Escape);
    QTest::keyClick(&window, Qt::Key_Equal, Qt::ControlModifier);
    QVERIFY(window.presentation()->textScale() > 1.0);
    QTest::keyClick(&window, Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(window.presentation()->textScale(), 1.0);
    QCOMPARE(window.workshopView()->table()->font().pointSizeF(), QApplication::font(window.workshopView()->table()).pointSizeF());
    QVERIFY(std::abs(window.workshopModel()->angle() - 100.0) < 1e-9);
    QTest::keyClick(&window, Qt::Key_R, Qt::ControlModifier);
    QVERIFY(std::abs(window.workshopModel()->angle() - 100.0) > 1e-6);
}

void TestPresentation::highContrastPaletteHasStrongContrast_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("black on white") << false;
    QTest::newRow("white on black") << true;
}

void TestPresentation::highContrastPaletteHasStrongContrast()
{
    QFETCH(bool, dark);
    ui::MainWindow window(options());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!window.isHighContrast());
    ui::applyTheme(dark ? ui::Theme::Dark : ui::Theme::Light);
    window.setHighContrast(true);
    QCoreApplication::processEvents(); // the new style's palette reaches the widgets in events
    QVERIFY(window.isHighContrast());
    if (!dark) {
        // The window keeps its scheme: the light one, in high contrast, is black on white.
        QCOMPARE(QApplication::palette().color(QPalette::Base), QColor(Qt::white));
    }
    const QPalette pal = window.workshopView()->canvas()->palette();
    QVERIFY(ui::isHighContrast(pal));
    const auto ratio = [&pal](QPalette::ColorRole fg, QPalette::ColorRole bg) {
        return ui::contrastRatio(pal.color(fg), pal.color(bg));
    };
    QVERIFY(ratio(QPalette::Text, QPalette::Base) >= 7.0);
    QVERIFY(ratio(QPalette::WindowText, QPalette::Window) >= 7.0);
    QVERIFY(ratio(QPalette::ButtonText, QPalette::Button) >= 7.0);
    QVERIFY(ratio(QPalette::HighlightedText, QPalette::Highlight) >= 7.0);
    QVERIFY(ui::contrastRatio(ui::keyColor(pal), pal.color(QPalette::Base)) >= 7.0);
    QVERIFY(ui::contrastRatio(ui::queryColor(pal), pal.color(QPalette::Base)) >= 7.0);
    QVERIFY(ui::contrastRatio(pal.color(QPalette::Link), pal.color(QPalette::Base)) >= 7.0);
    window.setHighContrast(false);
    QVERIFY(!ui::isHighContrast(QApplication::palette()));
    ui::applyTheme(ui::Theme::Light);
}

QTEST_MAIN(TestPresentation)
#include "tst_presentation.moc"
