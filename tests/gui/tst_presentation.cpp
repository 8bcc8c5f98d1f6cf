#include "colors.h"
#include "language.h"
#include "equationlabel.h"
#include "exercisesetview.h"
#include "exercisewidget.h"
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
#include <QBarCategoryAxis>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QMenuBar>
#include <QHeaderView>
#include <QLabel>
#include <QScreen>
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

/// A window presenting at 1920×1080 (or `size`), as a projector shows it (offscreen: not full
/// screen).
ui::MainWindow::Options projector(QSize size = QSize(1920, 1080))
{
    ui::MainWindow::Options o = options();
    o.presentation = true;
    o.presentationWindowSize = size;
    return o;
}

QString sizeName(QSize size)
{
    return QStringLiteral("%1×%2").arg(size.width()).arg(size.height());
}

/// The window's rectangle `w` takes, in the window's coordinates.
QRect inWindow(const QWidget *w)
{
    return QRect(w->mapTo(w->window(), QPoint(0, 0)), w->size());
}

/// Fails unless `w` is shown whole: inside the window, and inside every scroll area it is in
/// (so nothing of it needs scrolling to be seen).
void checkWhole(const QWidget *w, const QString &where)
{
    QVERIFY2(w->isVisible(), qPrintable(where + QStringLiteral(": ") + w->objectName() + QStringLiteral(" hidden")));
    const QRect r = inWindow(w);
    QVERIFY2(w->window()->rect().contains(r),
             qPrintable(QStringLiteral("%1: %2 (%3) at %4,%5 %6×%7 is off the %8×%9 screen")
                            .arg(where, w->objectName(), QString::fromLatin1(w->metaObject()->className()))
                            .arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height())
                            .arg(w->window()->width()).arg(w->window()->height())));
    for (const QWidget *p = w->parentWidget(); p; p = p->parentWidget()) {
        if (const auto *area = qobject_cast<const QAbstractScrollArea *>(p); area && area != w) {
            const QRect view(area->viewport()->mapTo(w->window(), QPoint(0, 0)), area->viewport()->size());
            QVERIFY2(view.contains(r), qPrintable(QStringLiteral("%1: %2 is cut by the scroll area %3 (%4 px below it)")
                                                      .arg(where, w->objectName(), area->objectName())
                                                      .arg(r.bottom() - view.bottom())));
        }
    }
}

/// One row per projector size in each of the course's languages.
void addProjectorRows(const QList<QSize> &sizes)
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")})
        for (const QSize size : sizes)
            QTest::newRow(qPrintable(sizeName(size) + QLatin1Char(' ') + language)) << size << language;
}

/// The window's language while it lives (the course's text and the interface's), English after.
class LanguageScope
{
public:
    explicit LanguageScope(const QString &language)
    {
        ui::applyLanguage(language);
    }
    ~LanguageScope()
    {
        ui::applyLanguage(QStringLiteral("en"));
    }
    LanguageScope(const LanguageScope &) = delete;
    LanguageScope &operator=(const LanguageScope &) = delete;
};

/// Fails when a category of the chart (a bar's name under it) is wider than its slot: Qt
/// Charts would cut it to "k1 (…".
void checkCategories(const ui::WeightChart *chart, const QString &where)
{
    const ui::WeightChart::Grid grid = chart->grid();
    auto *axis = qobject_cast<QBarCategoryAxis *>(chart->chart()->axes(Qt::Horizontal).value(0));
    QVERIFY2(axis && grid.columns.size() >= 2, qPrintable(where));
    const double slot = grid.columns.at(1) - grid.columns.at(0);
    const QFontMetrics metrics(axis->labelsFont());
    for (const QString &category : axis->categories())
        QVERIFY2(metrics.horizontalAdvance(category) <= slot,
                 qPrintable(QStringLiteral("%1: the bar name %2 (%3 px) does not fit its %4 px")
                                .arg(where, category).arg(metrics.horizontalAdvance(category)).arg(slot)));
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
    void workshopFitsTheProjector_data();
    void workshopFitsTheProjector();
    void everyLessonPageFitsTheProjector_data();
    void everyLessonPageFitsTheProjector();
    void everyExerciseFitsTheProjector_data();
    void everyExerciseFitsTheProjector();
    void presenterKeysStepBlackAndShowTheText();
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
    // The table stands in for the chart on T.
    QTest::keyClick(&window, Qt::Key_T);
    checkTable(workshop->table(), QStringLiteral("workshop"));
    QTest::keyClick(&window, Qt::Key_T);
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

void TestPresentation::workshopFitsTheProjector_data()
{
    addProjectorRows({QSize(1024, 768), QSize(1280, 800), QSize(1366, 768), QSize(1920, 1080)});
}

void TestPresentation::workshopFitsTheProjector()
{
    QFETCH(QSize, size);
    QFETCH(QString, language);
    const LanguageScope scope(language);
    ui::MainWindow window(projector(size));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    settleLayouts();
    QCOMPARE(window.size(), size);
    const QString where = QStringLiteral("workshop at %1 in %2").arg(sizeName(size), language);
    const int body = ui::Presentation::bodyPixelsFor(size.height());
    QVERIFY(body >= ui::Presentation::kMinimumPixels);
    const ui::WorkshopView *workshop = window.workshopView();
    const auto *page = workshop->findChild<QScrollArea *>(QStringLiteral("workshopPage"));
    QVERIFY(page);
    QVERIFY2(page->verticalScrollBar()->maximum() == 0,
             qPrintable(QStringLiteral("%1: %2 px to scroll").arg(where).arg(page->verticalScrollBar()->maximum())));
    QVERIFY2(workshop->introText()->isHidden(), qPrintable(where));
    // The figure the class reads, whole: the plane, the bars and their names, the output.
    const QList<const QWidget *> figure{workshop->canvas(), workshop->chart(), workshop->outputLabel(),
                                        workshop->narrationLabel(), workshop->angleSpin(), workshop->lengthSpin()};
    for (const QWidget *w : figure)
        checkWhole(w, where);
    for (const QPushButton *button : workshop->presetButtons())
        checkWhole(button, where);
    QVERIFY2(pixelHeight(workshop->canvas()->labelFont()) >= body,
             qPrintable(QStringLiteral("%1: the plane's labels are %2 px").arg(where).arg(pixelHeight(workshop->canvas()->labelFont()))));
    QVERIFY2(workshop->canvas()->height() >= size.height() / 2, qPrintable(where));
    QVERIFY2(pixelHeight(workshop->chart()->barLabelFont()) >= body, qPrintable(where));
    QVERIFY2(pixelHeight(workshop->outputLabel()->font()) >= body, qPrintable(where));
    checkCategories(workshop->chart(), where);

    // T: the table of figures instead of the chart, every figure whole.
    QTest::keyClick(&window, Qt::Key_T);
    settleLayouts();
    QVERIFY(workshop->chart()->isHidden());
    const QTableView *table = workshop->table();
    checkWhole(table, where + QStringLiteral(" (T)"));
    QVERIFY2(pixelHeight(table->font()) >= body, qPrintable(where));
    QVERIFY2(page->verticalScrollBar()->maximum() == 0, qPrintable(where + QStringLiteral(" (T)")));
    QFont bold = table->font();
    bold.setBold(true);
    for (int c = 0; c < table->model()->columnCount(); ++c)
        for (int r = 0; r < table->model()->rowCount(); ++r) {
            const QString text = table->model()->index(r, c).data().toString();
            QVERIFY2(QFontMetrics(bold).horizontalAdvance(text) < table->columnWidth(c), qPrintable(where + text));
        }
    QTest::keyClick(&window, Qt::Key_T);
    QVERIFY(workshop->table()->isHidden());
    QVERIFY(!workshop->chart()->isHidden());
}

void TestPresentation::everyLessonPageFitsTheProjector_data()
{
    addProjectorRows({QSize(1024, 768), QSize(1366, 768)});
}

void TestPresentation::everyLessonPageFitsTheProjector()
{
    QFETCH(QSize, size);
    QFETCH(QString, language);
    const LanguageScope scope(language);
    ui::MainWindow window(projector(size));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const course::Course &course = window.course();
    const int body = ui::Presentation::bodyPixelsFor(size.height());
    int panels = 0;
    const ui::LessonView *view = window.lessonView();
    for (int l = 0; l < course.lessons.size(); ++l) {
        const course::Lesson &lesson = course.lessons.at(l);
        for (int page = 0; page < view->pageCount(l); ++page) {
            const int content = view->contentPage(l, page);
            if (content < 0 || lesson.pages.at(content).panel.isEmpty())
                continue;
            const QString where = QStringLiteral("%1 page %2 at %3 in %4").arg(lesson.id).arg(page + 1).arg(sizeName(size), language);
            QVERIFY2(window.showLesson(lesson.id, page), qPrintable(where));
            settleLayouts();
            ui::LessonPanel *panel = view->panel();
            QVERIFY2(panel, qPrintable(where));
            ++panels;
            // The figure takes the room: the text waits behind T.
            QVERIFY2(!view->prose()->isVisible(), qPrintable(where));
            const auto *scroll = view->findChild<QScrollArea *>(QStringLiteral("panelScroll"));
            QVERIFY2(scroll->verticalScrollBar()->maximum() == 0,
                     qPrintable(QStringLiteral("%1: the panel scrolls by %2 px").arg(where).arg(scroll->verticalScrollBar()->maximum())));
            checkWhole(panel, where);
            checkWhole(view->nextButton(), where);
            for (const QTableView *table : panel->findChildren<QTableView *>()) {
                if (!table->isVisible())
                    continue;
                checkWhole(table, where);
                QVERIFY2(pixelHeight(table->font()) >= body, qPrintable(where));
                // Every column on screen: no figure behind a sideways scroll.
                QVERIFY2(table->horizontalScrollBar()->maximum() == 0 && table->verticalScrollBar()->maximum() == 0,
                         qPrintable(QStringLiteral("%1: the table %2 scrolls").arg(where, table->objectName())));
            }
            for (const ui::WeightChart *chart : panel->findChildren<ui::WeightChart *>()) {
                checkWhole(chart, where);
                QVERIFY2(pixelHeight(chart->barLabelFont()) >= body, qPrintable(where));
                checkCategories(chart, where);
            }
            for (const ui::QueryCanvas *canvas : panel->findChildren<ui::QueryCanvas *>()) {
                checkWhole(canvas, where);
                QVERIFY2(pixelHeight(canvas->labelFont()) >= body,
                         qPrintable(QStringLiteral("%1: the plane's labels are %2 px").arg(where).arg(pixelHeight(canvas->labelFont()))));
            }
            for (const QPushButton *button : panel->findChildren<QPushButton *>())
                if (button->isVisible())
                    checkWhole(button, where);
        }
    }
    QVERIFY(panels >= 10);
}

void TestPresentation::everyExerciseFitsTheProjector_data()
{
    addProjectorRows({QSize(1024, 768), QSize(1366, 768)});
}

void TestPresentation::everyExerciseFitsTheProjector()
{
    QFETCH(QSize, size);
    QFETCH(QString, language);
    const LanguageScope scope(language);
    ui::MainWindow window(projector(size));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const course::Course &course = window.course();
    const int body = ui::Presentation::bodyPixelsFor(size.height());
    ui::LessonView *view = window.lessonView();
    int exercises = 0;
    for (int l = 0; l < course.lessons.size(); ++l) {
        for (int page = 0; page < view->pageCount(l); ++page) {
            if (!view->isExercisePage(l, page))
                continue;
            QVERIFY(window.showLesson(course.lessons.at(l).id, page));
            ui::ExerciseSetView *set = view->exercises();
            QVERIFY(set);
            for (int e = 0; e < set->count(); ++e) {
                set->setCurrentIndex(e);
                settleLayouts();
                const ui::ExerciseWidget *exercise = set->exerciseWidget(e);
                const QString where = QStringLiteral("%1 at %2 in %3").arg(exercise->objectName(), sizeName(size), language);
                ++exercises;
                // The question and the button that checks the answer, whole, without scrolling.
                const auto *prompt = exercise->findChild<QLabel *>(QStringLiteral("promptLabel"));
                const auto *check = exercise->findChild<QPushButton *>(QStringLiteral("checkButton"));
                QVERIFY2(prompt && check, qPrintable(where));
                QVERIFY2(pixelHeight(prompt->font()) >= body, qPrintable(where));
                checkWhole(prompt, where);
                checkWhole(check, where);
                for (const ui::WeightChart *chart : exercise->findChildren<ui::WeightChart *>())
                    checkCategories(chart, where);
            }
        }
    }
    QVERIFY(exercises >= 50);
}

void TestPresentation::presenterKeysStepBlackAndShowTheText()
{
    ui::MainWindow window(projector(QSize(1024, 768)));
    QVERIFY(showAndActivate(window));
    QVERIFY(window.menuBar()->isHidden());
    QVERIFY(window.statusBar()->isHidden());
    const auto *hint = window.findChild<QLabel *>(QStringLiteral("presenterKeys"));
    QVERIFY(hint && hint->isVisible());
    QVERIFY(hint->text().contains(QStringLiteral("Page Down")));
    QVERIFY(pixelHeight(hint->font()) >= ui::Presentation::kMinimumPixels);
    checkWhole(hint, QStringLiteral("the hint"));

    // Page Down walks the plate's scenes in the workshop, round.
    const int scenes = int(window.workshopView()->presets().size());
    QTest::keyClick(&window, Qt::Key_PageDown);
    QVERIFY(hint->isHidden());
    const attn::Polar first = window.workshopModel()->query();
    for (int i = 0; i < scenes; ++i)
        QTest::keyClick(&window, Qt::Key_PageDown);
    QVERIFY(std::abs(window.workshopModel()->angle() - first.angleDegrees) < 1e-9);
    QTest::keyClick(&window, Qt::Key_PageUp);
    QVERIFY(std::abs(window.workshopModel()->angle() - first.angleDegrees) > 1e-9
            || std::abs(window.workshopModel()->length() - first.length) > 1e-9);

    // B: black, and back; Esc still leaves from the black screen.
    QTest::keyClick(&window, Qt::Key_B);
    const auto *black = window.findChild<QWidget *>(QStringLiteral("blackScreen"));
    QVERIFY(black && black->isVisible());
    QCOMPARE(black->geometry(), window.rect());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_B);
    QVERIFY(black->isHidden());

    // A step table: Page Down computes the next cell until none is left, then turns the page.
    const course::Course &course = window.course();
    const ui::LessonView *view = window.lessonView();
    QString stepLesson;
    int stepPage = -1;
    for (int l = 0; l < course.lessons.size() && stepPage < 0; ++l)
        for (int p = 0; p < view->pageCount(l) && stepPage < 0; ++p) {
            const int content = view->contentPage(l, p);
            if (content >= 0 && course.lessons.at(l).pages.at(content).panel == QLatin1String("softmax-table")) {
                stepLesson = course.lessons.at(l).id;
                stepPage = p;
            }
        }
    QVERIFY(stepPage >= 0);
    QVERIFY(window.showLesson(stepLesson, stepPage));
    auto *next = view->panel()->findChild<QPushButton *>(QStringLiteral("nextButton"));
    QVERIFY(next && next->isEnabled());
    QVERIFY(!view->prose()->isVisible());
    QTest::keyClick(&window, Qt::Key_T);
    QVERIFY(view->prose()->isVisible());
    QTest::keyClick(&window, Qt::Key_T);
    QVERIFY(!view->prose()->isVisible());
    int presses = 0;
    while (next->isEnabled() && presses < 200) {
        QTest::keyClick(&window, Qt::Key_PageDown);
        ++presses;
    }
    QVERIFY(presses > 1 && presses < 200);
    QCOMPARE(view->pageIndex(), stepPage);
    QTest::keyClick(&window, Qt::Key_PageDown);
    QCOMPARE(view->pageIndex(), stepPage + 1);

    // The exercises page: Page Down walks the exercises (the list of them is hidden).
    int exercisesPage = -1;
    const int stepLessonIndex = view->outline().lessonIndex(stepLesson);
    for (int p = 0; p < view->pageCount(stepLessonIndex); ++p)
        if (view->isExercisePage(stepLessonIndex, p))
            exercisesPage = p;
    QVERIFY(window.showLesson(stepLesson, exercisesPage));
    QVERIFY(view->exercises()->findChild<QWidget *>(QStringLiteral("exerciseOverview"))->isHidden());
    QCOMPARE(view->exercises()->currentIndex(), 0);
    QTest::keyClick(&window, Qt::Key_PageDown);
    QCOMPARE(view->exercises()->currentIndex(), 1);
    QTest::keyClick(&window, Qt::Key_PageUp);
    QCOMPARE(view->exercises()->currentIndex(), 0);
    QTest::keyClick(&window, Qt::Key_PageUp);
    QCOMPARE(view->pageIndex(), exercisesPage - 1);

    // Leaving brings the menus, the status line and the text back.
    QTest::keyClick(&window, Qt::Key_Escape);
    QVERIFY(!window.isPresenting());
    QVERIFY(window.menuBar()->isVisible());
    QVERIFY(window.statusBar()->isVisible());
    QVERIFY(hint->isHidden());
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
        // The mode's default is sized for the screen's height, then one step larger.
        const double projected = window.presentation()->scale();
        QCOMPARE(projected, ui::Presentation::defaultScaleFor(QApplication::font(), window.screen()->geometry().height()));
        const int tableBefore = pixelHeight(window.workshopView()->table()->font());
        QTest::keyClick(&window, Qt::Key_Equal, Qt::ControlModifier);
        enlarged = window.presentation()->scale();
        QVERIFY(std::abs(enlarged - (projected + ui::Presentation::kStep)) < 1e-9);
        QCOMPARE(window.presentation()->steps(), 1);
        QVERIFY(pixelHeight(window.workshopView()->table()->font()) > tableBefore);
        QTest::keyClick(&window, Qt::Key_Minus, Qt::ControlModifier);
        QTest::keyClick(&window, Qt::Key_Equal, Qt::ControlModifier);
        QVERIFY(std::abs(window.presentation()->scale() - enlarged) < 1e-9);
        QTest::keyClick(&window, Qt::Key_Escape);
    }
    // Remembered as a step above the default, which holds on the next projector too.
    ui::MainWindow again(options(true));
    QCOMPARE(again.presentation()->steps(), 1);
    QVERIFY(std::abs(again.presentation()->scale() - (again.presentation()->defaultScale() + ui::Presentation::kStep)) < 1e-9);
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
