#include "courseoutlinemodel.h"
#include "exercise.h"
#include "exercisesetview.h"
#include "lessonloader.h"
#include "lessonpanel.h"
#include "lessonview.h"
#include "placeholders.h"
#include "mainwindow.h"
#include "querycanvas.h"
#include "panelfactory.h"
#include "panels.h"
#include "steptablepanel.h"
#include "workshopmodel.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTreeView>

#include <memory>

// The shipped lessons and the lesson view, driven through the main window.
namespace {

ui::MainWindow::Options offline()
{
    ui::MainWindow::Options o;
    o.useSettings = false;
    return o;
}

/// Every page the learner walks through, the exercises pages included.
int totalPages(const ui::LessonView &view, const course::Course &c)
{
    int n = 0;
    for (int l = 0; l < c.lessons.size(); ++l)
        n += view.pageCount(l);
    return n;
}

/// Copies the built-in lessons into a folder on disk, where a test may break them.
void copyLessons(const QString &target)
{
    QDirIterator it(course::builtInLessonsRoot(), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString from = it.next();
        const QString to = target + from.mid(course::builtInLessonsRoot().size());
        QDir().mkpath(QFileInfo(to).absolutePath());
        QVERIFY(QFile::copy(from, to));
    }
}


/// Where `text` uses the hyphen-minus as a minus sign (before a figure, before a one-letter
/// operand, between the terms of a formula, in an exponent), the offending excerpt; else empty.
/// List bullets and table rules are Markdown, not minus signs, and are skipped.
QString hyphenMinusAsMinus(const QString &text)
{
    static const QRegularExpression listBullet(QStringLiteral("^\\s*[-*+]\\s"));
    static const QRegularExpression tableRule(QStringLiteral("^\\s*\\|?[\\s:|-]+\\|?\\s*$"));
    static const QRegularExpression misuse(QStringLiteral(
        "(?:^|(?<=[\\s(\\[{=+×·/÷,;:|≈<>]))-\\s?(?=[0-9.∞Σ√(])" // -0.3, - 2, (-(…)), -∞
        "|(?<=[\\s(=+×·/])-(?=[A-Za-z](?![A-Za-z]))"             // -c, exp(-s), = -q
        "|(?<=\\S)\\s-\\s(?=\\S)"                              // s - max, a - b
        "|\\^-"));                                                 // e^-x
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (QString line : lines) {
        if (tableRule.match(line).hasMatch())
            continue;
        line.remove(listBullet);
        const QRegularExpressionMatch m = misuse.match(line);
        if (m.hasMatch())
            return line.mid(std::max<qsizetype>(0, m.capturedStart() - 30), 70);
    }
    return {};
}

/// Every piece of prose the course ships, as written (placeholders unfilled), named by where
/// it comes from: page prose in every locale, lesson titles and objectives, the glossary, and
/// every text of every exercise.
QList<QPair<QString, QString>> shippedProse(const course::Course &c)
{
    QList<QPair<QString, QString>> out;
    for (const course::GlossaryTerm &t : c.glossary)
        out.append({QStringLiteral("glossary ") + t.id, t.term + QLatin1Char('\n') + t.definition});
    for (const course::Lesson &l : c.lessons) {
        out.append({l.id + QStringLiteral(" title and objectives"),
                    l.title + QLatin1Char('\n') + l.objectives.join(QLatin1Char('\n'))});
        for (const QString &locale : l.locales())
            for (const course::Page &p : l.pages)
                out.append({l.id + QLatin1Char('/') + locale + QLatin1Char('/') + p.file, p.markdownFor(locale)});
        for (const course::Exercise &e : l.exercises) {
            QStringList texts{e.title, e.prompt, e.solution};
            texts += e.hints;
            for (const course::ChoiceOption &o : e.options)
                texts << o.text << o.explanation;
            out.append({e.id, texts.join(QLatin1Char('\n'))});
        }
    }
    return out;
}

} // namespace

class TestLessons : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyShippedLessonLoadsCleanly();
    void theWindowsCourseIsTheCheckedCourse();
    void sequenceHasTheRequiredShape();
    void everyPanelOfTheCatalogueIsBuilt();
    void walkEveryPageWithTheKeyboardWithoutWarnings();
    void previousGoesBack();
    void placeholdersFollowTheQuery();
    void everyPlaceholderOfEveryPageIsFilled();
    void pageQueryIsApplied();
    void theExercisesQueryStaysOnTheExercisesPage();
    void aClickOnALessonsPlaneFocusesItTheTipMovesTheQuery();
    void glossaryLinksShowTheTerm();
    void brokenLessonShowsProblemsOthersWork();
    void progressIsSavedAndRestored();
    void corruptProgressIsMovedAside();
    void minusDetector_data();
    void minusDetector();
    void shippedProseUsesTheMinusSign();
    void filledProseUsesTheMinusSign();
    void shippedProseKeepsOneNotation();
    void targetPromptsNameOnlyTheEditorsControls();
};

void TestLessons::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
    QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_lessons"));
    QSettings().clear();
}

void TestLessons::everyShippedLessonLoadsCleanly()
{
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    const QList<course::Problem> problems = c.allProblems();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).toString()));
    QVERIFY(c.lessons.size() >= 8);
    for (const course::Lesson &l : c.lessons) {
        QVERIFY(l.locales().contains(QStringLiteral("en")));
        for (const QString &locale : l.locales())
            for (const course::Page &p : l.pages)
                QVERIFY(!p.markdownFor(locale).isEmpty());
    }
    QVERIFY(c.term(QStringLiteral("query")) && c.term(QStringLiteral("key"))
            && c.term(QStringLiteral("value")) && c.term(QStringLiteral("attention-weights")));
    // The translations' checks too: the window's loadBuiltInCourse() skips them.
    const QList<course::Problem> translations = c.translationProblems();
    QVERIFY2(translations.isEmpty(), qPrintable(translations.value(0).toString()));
}

void TestLessons::theWindowsCourseIsTheCheckedCourse()
{
    // The window reads the built-in lessons without the prose checks, which this test file
    // runs in full; what it reads must be exactly what was checked.
    const course::Course checked = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    const course::Course read = course::LessonLoader::loadBuiltInCourse();
    QCOMPARE(read.id, checked.id);
    QCOMPARE(read.title, checked.title);
    QCOMPARE(read.glossary.size(), checked.glossary.size());
    QVERIFY(read.allProblems().isEmpty());
    QVERIFY(read.translationProblems().isEmpty());
    QCOMPARE(read.lessons.size(), checked.lessons.size());
    for (qsizetype i = 0; i < read.lessons.size(); ++i) {
        const course::Lesson &a = read.lessons.at(i);
        const course::Lesson &b = checked.lessons.at(i);
        QCOMPARE(a.id, b.id);
        QCOMPARE(a.titles, b.titles);
        QCOMPARE(a.translatedObjectives, b.translatedObjectives);
        QCOMPARE(a.pages.size(), b.pages.size());
        for (qsizetype p = 0; p < a.pages.size(); ++p) {
            QCOMPARE(a.pages.at(p).id, b.pages.at(p).id);
            QCOMPARE(a.pages.at(p).panel, b.pages.at(p).panel);
            QCOMPARE(a.pages.at(p).markdown, b.pages.at(p).markdown);
        }
        QCOMPARE(a.exercises.size(), b.exercises.size());
        for (qsizetype e = 0; e < a.exercises.size(); ++e)
            QCOMPARE(a.exercises.at(e).id, b.exercises.at(e).id);
    }
}

void TestLessons::sequenceHasTheRequiredShape()
{
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    QSet<QString> panels;
    for (const course::Lesson &l : c.lessons) {
        QVERIFY(!l.objectives.isEmpty());
        QCOMPARE(l.pages.first().titleFor(QStringLiteral("en")), QStringLiteral("What you will learn"));
        QCOMPARE(l.pages.last().titleFor(QStringLiteral("en")), QStringLiteral("Summary"));
        for (const course::Page &p : l.pages)
            panels.insert(p.panel);
    }
    for (const QString &panel : course::panelNames())
        QVERIFY2(panels.contains(panel), qPrintable(panel + QStringLiteral(" is used by no page")));
}

void TestLessons::everyPanelOfTheCatalogueIsBuilt()
{
    // One catalogue (course/content/panels.h): the loader accepts a name, the window builds it.
    course::WorkshopModel model;
    QSet<QString> built;
    for (const course::PanelEntry &entry : course::panelCatalogue()) {
        std::unique_ptr<ui::LessonPanel> panel(ui::createPanel(entry.name, &model, nullptr));
        QVERIFY2(panel, qPrintable(entry.name));
        QVERIFY(course::isKnownPanel(entry.name));
        built.insert(QString::fromLatin1(panel->metaObject()->className()));
        for (const QString &name : entry.placeholders)
            QVERIFY2(panel->placeholders().contains(name) || entry.panel == course::Panel::DictionaryVsAttention,
                     qPrintable(entry.name + u' ' + name));
        if (const auto *table = qobject_cast<ui::StepTablePanel *>(panel.get())) {
            const ui::StepTableModel::Kind expected = entry.panel == course::Panel::DotProductTable ? ui::StepTableModel::Kind::DotProduct
                                                      : entry.panel == course::Panel::SoftmaxTable  ? ui::StepTableModel::Kind::Softmax
                                                                                                     : ui::StepTableModel::Kind::WeightedSum;
            QCOMPARE(table->tableModel()->kind(), expected);
        }
    }
    QCOMPARE(built.size(), 7); // the three step tables share one class
    QVERIFY(!ui::createPanel(QStringLiteral("no-such-panel"), &model, nullptr));
    QVERIFY(!course::isKnownPanel(QStringLiteral("no-such-panel")));
}

void TestLessons::walkEveryPageWithTheKeyboardWithoutWarnings()
{
    // Any warning fails, except the offscreen platform's notes on what it cannot do.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("^(?!This plugin does not support).*")));
    ui::MainWindow window(offline());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ui::LessonView *view = window.lessonView();
    const int pages = totalPages(*view, window.course());
    // Alt+Right from the workshop opens the first page; then page after page to the end.
    int visited = 0;
    QPair<int, int> last{-1, -1};
    for (int i = 0; i < pages + 2; ++i) {
        QTest::keyClick(&window, Qt::Key_Right, Qt::AltModifier);
        const QPair<int, int> here{view->lessonIndex(), view->pageIndex()};
        if (here != last)
            ++visited;
        last = here;
        if (view->isExercisePage(here.first, here.second)) {
            QVERIFY(view->exercises() && view->exercises()->isVisible());
            continue;
        }
        const QString prose = view->renderedMarkdown();
        QVERIFY(!prose.isEmpty());
        QVERIFY2(!prose.contains(QStringLiteral("{{")), qPrintable(prose.left(200)));
        QVERIFY2(view->panel(), qPrintable(QStringLiteral("no panel on lesson %1 page %2")
                                                .arg(view->lessonIndex() + 1)
                                                .arg(view->pageIndex() + 1)));
        QVERIFY(view->panel()->isVisible());
    }
    QCOMPARE(visited, pages);
    QCOMPARE(view->lessonIndex(), window.course().lessons.size() - 1);
    QVERIFY(!view->hasNext());
    QVERIFY(!view->nextButton()->isEnabled());
}

void TestLessons::previousGoesBack()
{
    ui::MainWindow window(offline());
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.showLesson(QStringLiteral("iv2-3-softmax"), 0));
    ui::LessonView *view = window.lessonView();
    QTest::keyClick(&window, Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(view->lessonIndex(), 1);
    QCOMPARE(view->pageIndex(), view->pageCount(1) - 1);
    QVERIFY(view->isExercisePage(1, view->pageIndex() - 1)); // the exercises, before the summary
    QCOMPARE(view->contentPage(1, view->pageIndex()), window.course().lessons[1].pages.size() - 1);
    QTest::mouseClick(view->nextButton(), Qt::LeftButton);
    QCOMPARE(view->lessonIndex(), 2);
    QCOMPARE(view->pageIndex(), 0);
}

void TestLessons::placeholdersFollowTheQuery()
{
    ui::MainWindow window(offline());
    window.show();
    // Lesson 5, page 3: "Right now key {{argmax}} receives {{weight.max}} …" at 70°, length 4.
    QVERIFY(window.showLesson(QStringLiteral("iv2-5-sharpness"), 2));
    const QString before = window.lessonView()->renderedMarkdown();
    QVERIFY(before.contains(QStringLiteral("99.5%")));
    window.lessonModel()->setQuery({0.0, 4.0});
    const QString after = window.lessonView()->renderedMarkdown();
    QVERIFY(after != before);
    QVERIFY(after.contains(QStringLiteral("97.7%")));
    QVERIFY(window.lessonView()->prose()->toPlainText().contains(QStringLiteral("97.7%")));
}

void TestLessons::everyPlaceholderOfEveryPageIsFilled()
{
    ui::MainWindow window(offline());
    const course::Course &c = window.course();
    for (const course::Lesson &l : c.lessons) {
        for (int p = 0; p < l.pages.size(); ++p) {
            QVERIFY(window.showLesson(l.id, p));
            const QString text = window.lessonView()->renderedMarkdown();
            QVERIFY2(!text.contains(QStringLiteral("{{")), qPrintable(l.id + QLatin1Char(' ') + l.pages[p].id));
        }
    }
}

void TestLessons::pageQueryIsApplied()
{
    ui::MainWindow window(offline());
    const course::Course &c = window.course();
    for (const course::Lesson &l : c.lessons) {
        for (int p = 0; p < l.pages.size(); ++p) {
            if (!l.pages[p].query)
                continue;
            window.lessonModel()->setQuery({123.0, 9.0});
            QVERIFY(window.showLesson(l.id, p));
            QCOMPARE(window.lessonModel()->length(), l.pages[p].query->length);
        }
    }
}

void TestLessons::theExercisesQueryStaysOnTheExercisesPage()
{
    // Lesson 4's summary quotes the plate's output: after its target exercise moved the query,
    // the summary's panel shows the query the lesson had, not the exercise's.
    ui::MainWindow window(offline());
    const ui::LessonView *view = window.lessonView();
    const int lesson = view->outline().lessonIndex(QStringLiteral("iv2-4-weighted-average"));
    QVERIFY(lesson >= 0);
    int exercises = -1;
    for (int p = 0; p < view->pageCount(lesson); ++p)
        if (view->isExercisePage(lesson, p))
            exercises = p;
    QVERIFY(exercises > 0 && exercises + 1 < view->pageCount(lesson));
    QVERIFY(window.showLesson(QStringLiteral("iv2-4-weighted-average"), exercises - 1));
    const attn::Polar before = window.lessonModel()->query();
    QVERIFY(window.showLesson(QStringLiteral("iv2-4-weighted-average"), exercises));
    window.lessonModel()->setQuery({287.0, 3.0}); // as a target exercise does
    QVERIFY(window.showLesson(QStringLiteral("iv2-4-weighted-average"), exercises + 1));
    QCOMPARE(window.lessonModel()->angle(), before.angleDegrees);
    QCOMPARE(window.lessonModel()->length(), before.length);
}

void TestLessons::aClickOnALessonsPlaneFocusesItTheTipMovesTheQuery()
{
    ui::MainWindow window(offline());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.showLesson(QStringLiteral("iv2-2-dot-products"), 0));
    auto *canvas = window.lessonView()->panel()->findChild<ui::QueryCanvas *>();
    QVERIFY(canvas);
    QCoreApplication::processEvents();
    const attn::Polar page = window.lessonModel()->query();
    // A click away from the tip: the plane has the focus, the query is where the page put it.
    const QPoint away = canvas->toWidget({-2.0, -2.0}).toPoint();
    QTest::mouseClick(canvas, Qt::LeftButton, {}, away);
    QVERIFY(canvas->hasFocus());
    QCOMPARE(window.lessonModel()->query().angleDegrees, page.angleDegrees);
    QCOMPARE(window.lessonModel()->query().length, page.length);
    // The arrow keys then move it from there, as the page's text asks.
    QTest::keyClick(canvas, Qt::Key_Up);
    QVERIFY(window.lessonModel()->length() > page.length);
    // The tip picked up and dragged moves the query.
    const attn::Vector tip = window.lessonModel()->trace().query;
    QTest::mousePress(canvas, Qt::LeftButton, {}, canvas->toWidget({tip[0], tip[1]}).toPoint());
    QTest::mouseMove(canvas, canvas->toWidget({0.0, 2.0}).toPoint());
    QTest::mouseRelease(canvas, Qt::LeftButton, {}, canvas->toWidget({0.0, 2.0}).toPoint());
    QVERIFY2(std::abs(window.lessonModel()->angle() - 90.0) < 2.0, qPrintable(QString::number(window.lessonModel()->angle())));
}

void TestLessons::glossaryLinksShowTheTerm()
{
    ui::MainWindow window(offline());
    window.show();
    const course::Course &c = window.course();
    bool tried = false;
    for (const course::Lesson &l : c.lessons) {
        for (int p = 0; p < l.pages.size() && !tried; ++p) {
            if (!l.pages[p].markdown.value(QStringLiteral("en")).contains(QStringLiteral("glossary:query")))
                continue;
            QVERIFY(window.showLesson(l.id, p));
            emit window.lessonView()->prose()->anchorClicked(QUrl(QStringLiteral("glossary:query")));
            QCOMPARE(window.lessonView()->lastGlossaryTerm(), QStringLiteral("query"));
            tried = true;
        }
    }
    QVERIFY(tried);

    // A panel's own text links its terms too: lesson 1's sharpness hint names the softmax,
    // reached from the keyboard (Tab to the link, Enter) as from the mouse.
    QVERIFY(window.showLesson(QStringLiteral("iv2-1-dictionary-vs-attention"), 1));
    auto *hint = window.lessonView()->panel()->findChild<QLabel *>(QStringLiteral("sharpnessHint"));
    QVERIFY(hint);
    QVERIFY(hint->text().contains(QStringLiteral("glossary:softmax")));
    QVERIFY(hint->textInteractionFlags().testFlag(Qt::LinksAccessibleByKeyboard));
    emit hint->linkActivated(QStringLiteral("glossary:softmax"));
    QCOMPARE(window.lessonView()->lastGlossaryTerm(), QStringLiteral("softmax"));
    QVERIFY(hint->accessibleDescription().contains(c.term(QStringLiteral("softmax"))->definition));
}

void TestLessons::brokenLessonShowsProblemsOthersWork()
{
    QTemporaryDir dir;
    copyLessons(dir.path());
    QFile broken(QDir(dir.path()).filePath(QStringLiteral("iv2-3-softmax/lesson.json")));
    QVERIFY(broken.open(QIODevice::WriteOnly | QIODevice::Truncate));
    broken.write("{\"formatVersion\": 1, \"id\": ");
    broken.close();

    ui::MainWindow::Options o = offline();
    o.lessonsRoot = dir.path();
    ui::MainWindow window(o);
    window.show();
    const QModelIndex item = window.sidebarModel()->lessonIndex(2);
    QVERIFY(item.data().toString().contains(QStringLiteral("⚠")));
    QVERIFY(!item.data(ui::CourseOutlineModel::ValidRole).toBool());
    QVERIFY(window.showLesson(QStringLiteral("iv2-3-softmax"), 0));
    QVERIFY(window.lessonView()->renderedMarkdown().contains(QStringLiteral("could not be loaded")));
    QVERIFY(window.lessonView()->renderedMarkdown().contains(QStringLiteral("malformed JSON")));
    QVERIFY(!window.lessonView()->panel());
    QVERIFY(window.showLesson(QStringLiteral("iv2-4-weighted-average"), 1));
    QVERIFY(window.lessonView()->panel());
    QVERIFY(!window.lessonView()->renderedMarkdown().contains(QStringLiteral("{{")));
}

void TestLessons::progressIsSavedAndRestored()
{
    QTemporaryDir dir;
    const QString file = course::CourseProgress::fileIn(dir.path());
    ui::MainWindow::Options o;
    o.learnerId = QStringLiteral("ada");
    o.learnerFolder = dir.path();
    {
        ui::MainWindow window(o);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.showLesson(QStringLiteral("iv2-2-dot-products"), 0));
        QTest::keyClick(&window, Qt::Key_Right, Qt::AltModifier);
        QTest::keyClick(&window, Qt::Key_Right, Qt::AltModifier);
        QVERIFY(window.progress().isCompleted(QStringLiteral("iv2-2-dot-products"), QStringLiteral("learn")));
        QCOMPARE(window.progress().completedCount(QStringLiteral("iv2-2-dot-products")), 3);
        const QModelIndex lesson = window.sidebarModel()->lessonIndex(1);
        QVERIFY(lesson.data().toString().contains(QStringLiteral("(3/")));
        QVERIFY(window.sidebarModel()->index(0, 0, lesson).data().toString().startsWith(QStringLiteral("✓")));
        QVERIFY(window.sidebarModel()->index(0, 0, lesson).data(ui::CourseOutlineModel::CompletedRole).toBool());
        QVERIFY(!window.sidebarModel()->index(3, 0, lesson).data(ui::CourseOutlineModel::CompletedRole).toBool());
        window.close();
    }
    QVERIFY(QFile::exists(file));
    ui::MainWindow again(o);
    QCOMPARE(again.lessonView()->lessonIndex(), 1);
    QCOMPARE(again.lessonView()->pageIndex(), 2);
    QCOMPARE(again.progress().completedCount(QStringLiteral("iv2-2-dot-products")), 3);
    QSettings().clear();
}

void TestLessons::corruptProgressIsMovedAside()
{
    QTemporaryDir dir;
    const QString file = QDir(dir.path()).filePath(QStringLiteral("progress.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{ this is not json");
    f.close();
    course::CourseProgress progress(file);
    const course::CourseProgress::LoadResult r = progress.load();
    QVERIFY(!r.ok);
    QVERIFY(!r.message.isEmpty());
    QVERIFY(QFile::exists(r.movedTo));
    QFile moved(r.movedTo);
    QVERIFY(moved.open(QIODevice::ReadOnly));
    QCOMPARE(moved.readAll(), QByteArray("{ this is not json"));
    QVERIFY(!QFile::exists(file));
    progress.markCompleted(QStringLiteral("a"), QStringLiteral("b"));
    QVERIFY(progress.save());
    // A file of the right syntax but the wrong shape is moved aside too, not half read.
    for (const QByteArray &wrong : {QByteArray(R"({"formatVersion": 1, "completed": {"iv2-1": "learn"}})"),
                                    QByteArray(R"({"formatVersion": 1, "completed": {"iv2-1": [3]}})"),
                                    QByteArray(R"({"formatVersion": 1, "completed": [], "lastPage": 2})"),
                                    QByteArray(R"({"formatVersion": 1, "lastLesson": 7})")}) {
        QFile bad(file);
        QVERIFY(bad.open(QIODevice::WriteOnly | QIODevice::Truncate));
        bad.write(wrong);
        bad.close();
        course::CourseProgress shape(file);
        const course::CourseProgress::LoadResult loaded = shape.load();
        QVERIFY2(!loaded.ok, wrong.constData());
        QFile kept(loaded.movedTo);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), wrong);
    }
    QVERIFY(progress.save());
    course::CourseProgress reread(file);
    QVERIFY(reread.load().ok);
    QVERIFY(reread.isCompleted(QStringLiteral("a"), QStringLiteral("b")));
}

void TestLessons::minusDetector_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("misuse");
    QTest::newRow("negative figure") << QStringLiteral("key 4 scores -2.82") << true;
    QTest::newRow("negative decimal") << QStringLiteral("(-0.3000)") << true;
    QTest::newRow("minus between terms") << QStringLiteral("exp(s - max)") << true;
    QTest::newRow("minus before a letter") << QStringLiteral("exp(-c) cancels") << true;
    QTest::newRow("negative infinity") << QStringLiteral("set to -∞ first") << true;
    QTest::newRow("after an equals sign") << QStringLiteral("s₁ − max =-0.3") << true;
    QTest::newRow("exponent") << QStringLiteral("a ratio e^-g") << true;
    QTest::newRow("in a table cell") << QStringLiteral("| 3 | -1.0500 |") << true;
    QTest::newRow("minus sign") << QStringLiteral("exp(s − max) = −0.3000, −∞, exp(−c)") << false;
    QTest::newRow("hyphenated words") << QStringLiteral("non-negative, best-matching, high-dimensional") << false;
    QTest::newRow("ids and ranges of keys") << QStringLiteral("iv2-3-softmax, Plate IV.2, k-th") << false;
    QTest::newRow("list bullet") << QStringLiteral("- 1 key\n  - 0.5 is a length") << false;
    QTest::newRow("table rule") << QStringLiteral("| key | score |\n|---|:--:|") << false;
}

void TestLessons::minusDetector()
{
    QFETCH(QString, text);
    QFETCH(bool, misuse);
    QCOMPARE(!hyphenMinusAsMinus(text).isEmpty(), misuse);
}

void TestLessons::shippedProseUsesTheMinusSign()
{
    // Prose writes the minus sign − (U+2212), as the step tables and the feedback do.
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    const QList<QPair<QString, QString>> prose = shippedProse(c);
    QVERIFY(prose.size() > 100);
    for (const auto &[where, text] : prose) {
        const QString found = hyphenMinusAsMinus(text);
        QVERIFY2(found.isEmpty(), qPrintable(where + QStringLiteral(": hyphen-minus used as a minus sign in \"")
                                             + found + QStringLiteral("\"; write − (U+2212)")));
    }
}

void TestLessons::filledProseUsesTheMinusSign()
{
    // The figures the core fills in keep the same minus sign: every page as the learner sees
    // it (negative scores included), and every exercise text for many learners' variants.
    ui::MainWindow window(offline());
    const course::Course &c = window.course();
    int negatives = 0;
    QStringList misuses;
    const auto check = [&](const QString &where, const QString &text) {
        negatives += int(text.count(QChar(0x2212)));
        const QString found = hyphenMinusAsMinus(text);
        if (!found.isEmpty())
            misuses << where + QStringLiteral(": \"") + found + QLatin1Char('"');
    };
    for (const course::Lesson &l : c.lessons) {
        for (int p = 0; p < l.pages.size(); ++p) {
            QVERIFY(window.showLesson(l.id, p));
            check(l.id + QLatin1Char(' ') + l.pages[p].id, window.lessonView()->renderedMarkdown());
        }
        for (const course::Exercise &e : l.exercises) {
            for (int learner = 0; learner < 12; ++learner) {
                const course::Variant v = course::makeVariant(e, QStringLiteral("learner %1").arg(learner));
                QStringList texts{e.prompt, e.solution};
                texts += e.hints;
                for (const course::ChoiceOption &o : e.options)
                    texts << o.text << o.explanation;
                for (const QString &text : std::as_const(texts))
                    check(e.id, course::fillForVariant(text, v));
            }
        }
    }
    QVERIFY2(misuses.isEmpty(), qPrintable(misuses.join(QLatin1Char('\n'))));
    QVERIFY2(negatives > 100, "the scan met too few negative figures to prove anything");
}

void TestLessons::shippedProseKeepsOneNotation()
{
    // lessons/FORMAT.md, "Notation": q_x and W_q rather than HTML subscripts, exp(g) rather
    // than e^g, × between a weight and a value.
    static const QRegularExpression drift(QStringLiteral(
        "<su[bp]>|\\be\\^|wᵢ ?vᵢ|wᵢ·vᵢ|w₁v₁"));
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    for (const auto &[where, text] : shippedProse(c)) {
        const QRegularExpressionMatch m = drift.match(text);
        QVERIFY2(!m.hasMatch(), qPrintable(where + QStringLiteral(": \"") + m.captured() + QLatin1Char('"')));
    }
}

void TestLessons::targetPromptsNameOnlyTheEditorsControls()
{
    // A target exercise is answered on a plane with a weight chart beside it and a line under
    // it that summarises the query (WorkshopModel::summary(): angle, length, the leading
    // weight, the output). There is no angle, length or output field to type into.
    static const QRegularExpression missingControl(QStringLiteral(
        "\\b(type|enter|set) the (angle|length|output)|\\bfield\\b|\\b(angle|length|output) box\\b|spin ?box"),
        QRegularExpression::CaseInsensitiveOption);
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    int targets = 0;
    for (const course::Lesson &lesson : c.lessons) {
        for (const course::Exercise &e : lesson.exercises) {
            if (e.type != course::Exercise::Type::Target)
                continue;
            ++targets;
            const QString text = QStringList{e.prompt, e.hints.join(QLatin1Char(' ')), e.solution}.join(QLatin1Char(' '));
            const QRegularExpressionMatch m = missingControl.match(text);
            QVERIFY2(!m.hasMatch(), qPrintable(e.id + QStringLiteral(": \"") + m.captured() + QLatin1Char('"')));
            QVERIFY2(e.prompt.contains(QStringLiteral("plane")), qPrintable(e.id + QStringLiteral(": where is the query moved?")));
            // A limit on the length or a target on the output says where to read them.
            if (e.target.kind == course::TargetSpec::Kind::OutputAbove || e.target.maxLength
                || e.target.kind == course::TargetSpec::Kind::Shortest)
                QVERIFY2(e.prompt.contains(QStringLiteral("line under the plane")),
                         qPrintable(e.id + QStringLiteral(": where does the learner read the length or the output?")));
        }
    }
    QVERIFY(targets >= 4);
    course::WorkshopModel workshop;
    QVERIFY(workshop.summary().contains(QStringLiteral("length")));
    QVERIFY(workshop.summary().contains(QStringLiteral("output")));
}

QTEST_MAIN(TestLessons)
#include "tst_lessons.moc"
