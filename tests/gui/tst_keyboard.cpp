#include "courseoutlinemodel.h"
#include "exercise.h"
#include "exercisesetview.h"
#include "exercisewidget.h"
#include "gradebook.h"
#include "grading.h"
#include "labflow.h"
#include "labsession.h"
#include "handin.h"
#include "labwindow.h"
#include "lessonloader.h"
#include "lessonpanel.h"
#include "lessonview.h"
#include "language.h"
#include "mainwindow.h"
#include "matchingeditor.h"
#include "steptablemodel.h"
#include "steptablepanel.h"
#include "matrixpanel.h"
#include "plaintext.h"
#include "querycanvas.h"
#include "weightchart.h"
#include "workshopmodel.h"

#include <QAbstractButton>
#include <QApplication>
#include <QButtonGroup>
#include <QComboBox>
#include <QDir>
#include <QImage>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QStyleOption>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QGroupBox>
#include <QMenuBar>
#include <QMainWindow>
#include <QLabel>
#include <QKeySequence>
#include <QMultiHash>
#include <QScopeGuard>
#include <QTest>
#include <QWindow>
#include <QTextBrowser>
#include <QTreeView>

#include <cmath>
#include <memory>

// The course from the keyboard alone: lesson 1 read page by page and its five exercises
// answered in the main window, a lab session's table, ranking and target answered and handed
// in, and on every screen on the way a focus chain that reaches everything, returns to where
// it started, moves forward, and shows where the focus is. Every step is a key press sent to
// the widget that has the focus; the widgets' state is only read, to choose the next key and
// to check the outcome.
namespace {

const QString kLessonOne = QStringLiteral("iv2-1-dictionary-vs-attention");
const QString kTarget = QStringLiteral("iv2-1-target-key2");
const QString kTable = QStringLiteral("iv2-2-table-dot");
const QString kRanking = QStringLiteral("iv2-2-rank-scores");

/// Tab presses one widget may keep the focus for before it counts as a trap: a lesson's prose
/// keeps it while Tab walks its links.
constexpr int kMaxStay = 60;

QWidget *focused()
{
    return QApplication::focusWidget();
}

/// How a widget and a few pixels round it look: a focus frame may be drawn just outside it.
QImage lookOf(QWidget *w)
{
    QWidget *parent = w->parentWidget();
    return parent ? parent->grab(w->geometry().adjusted(-4, -4, 4, 4)).toImage() : w->grab().toImage();
}

QString describe(const QWidget *w)
{
    if (!w)
        return QStringLiteral("(nothing)");
    QString text = QString::fromLatin1(w->metaObject()->className());
    if (!w->objectName().isEmpty())
        text += QLatin1Char('#') + w->objectName();
    if (const auto *button = qobject_cast<const QAbstractButton *>(w))
        text += QStringLiteral(" “%1”").arg(button->text());
    return text;
}

/// One key, to whatever has the focus (the active window when nothing has).
void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QWidget *target = focused() ? focused() : QApplication::activeWindow();
    QTest::keyClick(target, Qt::Key(key), modifiers);
    // As between two real key presses: queued work (a cell editor's commit) is done.
    QCoreApplication::processEvents();
}

/// Text, one key at a time, each to the widget that has the focus then (a table cell's
/// editor opens on the first key).
void type(const QString &text)
{
    for (const QChar c : text)
        QTest::keyClicks(focused(), QString(c));
}

/// Tab (or Shift+Tab) until `target` has the focus; false when it is not reached.
bool tabTo(const QWidget *target, int presses = 120, bool backwards = false)
{
    for (int i = 0; i < presses && focused() != target; ++i)
        backwards ? press(Qt::Key_Backtab, Qt::ShiftModifier) : press(Qt::Key_Tab);
    return focused() == target;
}

bool isInside(const QWidget *w, const QWidget *ancestor)
{
    return w && ancestor && (w == ancestor || ancestor->isAncestorOf(w));
}

/// A multi-line editor that takes Tab as text: Ctrl+Tab must leave it instead.
bool takesTabAsText(const QWidget *w)
{
    if (const auto *edit = qobject_cast<const QTextEdit *>(w))
        return !edit->isReadOnly() && !edit->tabChangesFocus();
    if (const auto *edit = qobject_cast<const QPlainTextEdit *>(w))
        return !edit->isReadOnly() && !edit->tabChangesFocus();
    return false;
}

/// What a walk along the focus chain found.
struct FocusChain {
    /// The widgets that took the focus, in order, the first one where the walk started.
    QList<QWidget *> stops;
    bool returned = false;
    QStringList problems;
    /// Stops whose look did not change when the focus left them.
    QList<QWidget *> unchanged;

    qsizetype indexOf(const std::function<bool(const QWidget *)> &match) const
    {
        for (qsizetype i = 0; i < stops.size(); ++i)
            if (match(stops.at(i)))
                return i;
        return -1;
    }
    qsizetype indexOf(const QWidget *w) const { return stops.indexOf(const_cast<QWidget *>(w)); }
};

/// Presses Tab (or Shift+Tab) until the focus is back where it started, at most `presses`
/// times, and checks every stop on the way: visible, enabled, in `window`, drawn with the
/// focus (the style is told State_HasFocus, and the widget looks different once the focus
/// leaves it), never keeping the focus for good.
FocusChain walkFocusChain(QWidget *window, bool backwards = false, int presses = 200)
{
    FocusChain chain;
    QWidget *start = focused();
    if (!start) {
        chain.problems << QStringLiteral("nothing has the focus");
        return chain;
    }
    chain.stops << start;
    QWidget *current = start;
    QImage withFocus = lookOf(current);
    int stay = 0;
    for (int i = 0; i < presses; ++i) {
        const QStyleOption beforeLeaving = [current] {
            QStyleOption o;
            o.initFrom(current);
            return o;
        }();
        if (!(beforeLeaving.state & QStyle::State_HasFocus))
            chain.problems << QStringLiteral("%1 has the focus but its style is not told so").arg(describe(current));
        backwards ? press(Qt::Key_Backtab, Qt::ShiftModifier) : press(Qt::Key_Tab);
        QWidget *now = focused();
        if (!now) {
            chain.problems << QStringLiteral("the focus left the window after %1").arg(describe(current));
            return chain;
        }
        if (now == current) {
            if (takesTabAsText(now)) {
                press(Qt::Key_Tab, backwards ? Qt::ControlModifier | Qt::ShiftModifier : Qt::ControlModifier);
                now = focused();
                if (now == current) {
                    chain.problems << QStringLiteral("%1 keeps the focus after Ctrl+Tab: a keyboard trap").arg(describe(now));
                    return chain;
                }
            } else if (++stay > kMaxStay) {
                chain.problems << QStringLiteral("%1 keeps the focus after %2 presses: a keyboard trap").arg(describe(now)).arg(stay);
                return chain;
            } else {
                continue;
            }
        }
        stay = 0;
        if (lookOf(current) == withFocus)
            chain.unchanged << current;
        if (now->window() != window)
            chain.problems << QStringLiteral("the focus went to another window: %1").arg(describe(now));
        if (!now->isVisible())
            chain.problems << QStringLiteral("%1 has the focus but is not visible").arg(describe(now));
        if (!now->isEnabled())
            chain.problems << QStringLiteral("%1 has the focus but is disabled").arg(describe(now));
        if (!now->visibleRegion().isNull() && now->visibleRegion().boundingRect().isEmpty())
            chain.problems << QStringLiteral("%1 has the focus but none of it can be seen").arg(describe(now));
        if (now == start) {
            chain.returned = true;
            return chain;
        }
        if (chain.stops.contains(now)) {
            chain.problems << QStringLiteral("%1 comes round again before the start, %2").arg(describe(now), describe(start));
            return chain;
        }
        chain.stops << now;
        current = now;
        withFocus = lookOf(current);
    }
    chain.problems << QStringLiteral("the focus did not come back to %1 within %2 presses").arg(describe(start)).arg(presses);
    return chain;
}

/// Within `panel`, the focus moves forward: never up and to the left at once.
QStringList backwardSteps(const FocusChain &chain, const QWidget *panel)
{
    QStringList steps;
    const QWidget *previous = nullptr;
    for (const QWidget *w : chain.stops) {
        if (!isInside(w, panel)) {
            previous = nullptr;
            continue;
        }
        if (previous) {
            const QPoint a = previous->mapTo(panel->window(), QPoint(0, 0));
            const QPoint b = w->mapTo(panel->window(), QPoint(0, 0));
            if (b.y() < a.y() - 4 && b.x() < a.x() - 4)
                steps << QStringLiteral("%1 → %2").arg(describe(previous), describe(w));
        }
        previous = w;
    }
    return steps;
}

/// The checks every screen passes: the chain forward from `start` and back comes round to it
/// with no problem, and both ways visit the same widgets.
bool checkFocusChain(QWidget *window, QWidget *start, const QString &where, FocusChain *forwardOut = nullptr)
{
    start->setFocus(Qt::OtherFocusReason);
    if (focused() != start) {
        qWarning("%s: %s cannot take the focus", qPrintable(where), qPrintable(describe(start)));
        return false;
    }
    const FocusChain forward = walkFocusChain(window);
    const FocusChain backward = walkFocusChain(window, true);
    QStringList problems = forward.problems;
    for (const QString &p : backward.problems)
        problems << QStringLiteral("(Shift+Tab) ") + p;
    if (forward.returned && backward.returned) {
        QList<QWidget *> there = forward.stops;
        QList<QWidget *> back = backward.stops;
        std::sort(there.begin(), there.end());
        std::sort(back.begin(), back.end());
        if (there != back)
            problems << QStringLiteral("Tab visits %1 widgets, Shift+Tab %2").arg(there.size()).arg(back.size());
    }
    // Whoever draws it (the style, a custom widget, a focus frame round it), the focus shows.
    for (QWidget *w : forward.unchanged)
        problems << QStringLiteral("%1 looks the same with and without the focus").arg(describe(w));
    for (const QString &p : std::as_const(problems))
        qWarning("%s: %s", qPrintable(where), qPrintable(p));
    if (!problems.isEmpty()) {
        QStringList names;
        for (const QWidget *w : forward.stops)
            names << describe(w) + (forward.unchanged.contains(const_cast<QWidget *>(w)) ? QStringLiteral(" [same look]") : QString());
        qWarning("%s, Tab from there: %s", qPrintable(where), qPrintable(names.join(QStringLiteral("\n    "))));
    }
    if (forwardOut)
        *forwardOut = forward;
    return problems.isEmpty();
}

/// The option buttons of a choice exercise that are right, in the learner's order.
QList<QAbstractButton *> rightOptions(const ui::ExerciseWidget *w)
{
    QList<QAbstractButton *> right;
    const QList<QAbstractButton *> buttons = w->optionButtons();
    for (int i = 0; i < buttons.size(); ++i)
        if (w->exercise().options.at(w->variant().optionOrder[std::size_t(i)]).correct)
            right << buttons.at(i);
    return right;
}

/// Moves the focus onto an option button: Tab to a check box; Tab into a group of radio
/// buttons (one tab stop), then ↓ inside it.
bool reachOption(QAbstractButton *option)
{
    if (!option->group())
        return tabTo(option);
    const QList<QAbstractButton *> group = option->group()->buttons();
    for (int i = 0; i < 120 && !group.contains(qobject_cast<QAbstractButton *>(focused())); ++i)
        press(Qt::Key_Tab);
    for (int i = 0; i < 2 * group.size() && focused() != option; ++i)
        press(Qt::Key_Down);
    return focused() == option;
}

/// Answers a choice exercise: the right options ticked with Space, then Enter checks.
bool answerChoice(ui::ExerciseWidget *w)
{
    for (QAbstractButton *option : rightOptions(w)) {
        if (!reachOption(option)) {
            qWarning("%s: option %s not reached", qPrintable(w->exercise().id), qPrintable(describe(option)));
            return false;
        }
        if (!option->isChecked())
            press(Qt::Key_Space);
    }
    press(Qt::Key_Return);
    return w->state().solved;
}

/// Answers a matching: Tab to each item's list and ↓/↑ to its partner, then Enter.
bool answerMatching(ui::ExerciseWidget *w)
{
    const auto *editor = w->findChild<ui::MatchingEditor *>();
    if (!editor)
        return false;
    const QList<course::ChoiceOption> &items = w->exercise().options;
    for (int i = 0; i < items.size(); ++i) {
        QComboBox *list = editor->lists().at(i);
        // A screen reader names the list by its item, as the label beside it reads.
        if (list->accessibleName().isEmpty() || !course::markdownToPlainText(items.at(i).item).contains(list->accessibleName())) {
            qWarning("%s: the list of %s is not named by its item", qPrintable(w->exercise().id), qPrintable(items.at(i).id));
            return false;
        }
        if (!tabTo(list)) {
            qWarning("%s: the list of %s not reached", qPrintable(w->exercise().id), qPrintable(items.at(i).id));
            return false;
        }
        const int wanted = list->findData(items.at(i).id);
        for (int step = 0; step < list->count() && list->currentIndex() != wanted; ++step)
            press(list->currentIndex() < wanted ? Qt::Key_Down : Qt::Key_Up);
        if (list->currentIndex() != wanted)
            return false;
    }
    press(Qt::Key_Return);
    return w->state().solved;
}

course::TargetAnswer targetQuery(const ui::ExerciseWidget *w)
{
    return std::get<course::TargetAnswer>(w->currentAnswer());
}

/// Answers a target exercise on its plane: Tab to it, turn the query onto the key's
/// direction (Shift+arrow 15°, arrow 1°), lengthen it (Up, 0.1) until the goal is met, and
/// press Enter.
bool answerTarget(ui::ExerciseWidget *w)
{
    if (!w->canvas() || !tabTo(w->canvas()))
        return false;
    const course::Exercise &e = w->exercise();
    const course::Variant &v = w->variant();
    const course::TargetSpec &goal = course::goalOf(e, v);
    const auto best = course::shortestQueryFor(v.layout(), goal.key, goal.threshold, goal.maxLength.value_or(10.0));
    if (!best)
        return false;
    const auto turn = [&] {
        return std::remainder(best->angleDegrees - targetQuery(w).angleDegrees, 360.0);
    };
    for (int i = 0; i < 24 && std::abs(turn()) >= 15.0; ++i)
        press(turn() > 0 ? Qt::Key_Right : Qt::Key_Left, Qt::ShiftModifier);
    for (int i = 0; i < 30 && std::abs(turn()) >= 0.5; ++i)
        press(turn() > 0 ? Qt::Key_Right : Qt::Key_Left);
    const auto met = [&] {
        const course::TargetAnswer q = targetQuery(w);
        return course::gradeTarget(e, v, {q.angleDegrees, q.length}).status == course::Feedback::Status::Correct;
    };
    for (int i = 0; i < 100 && !met(); ++i)
        press(targetQuery(w).length < best->length ? Qt::Key_Up : Qt::Key_Down);
    if (!met())
        return false;
    press(Qt::Key_Return);
    return w->state().solved;
}

/// Answers a ranking: for each place from the top, ↓/↑ to the key that belongs there, then
/// Alt+Up until it is there; Enter checks.
bool answerRanking(ui::ExerciseWidget *w)
{
    QListWidget *list = w->rankingList();
    if (!list || !tabTo(list))
        return false;
    const QList<int> order = course::rankingAnswer(w->exercise(), w->variant());
    for (int place = 0; place < order.size(); ++place) {
        int row = place;
        while (row < list->count() && list->item(row)->data(Qt::UserRole).toInt() != order.at(place))
            ++row;
        for (int i = 0; i < 2 * list->count() && list->currentRow() != row; ++i)
            press(list->currentRow() < row ? Qt::Key_Down : Qt::Key_Up);
        for (int i = 0; i < list->count() && list->currentRow() > place; ++i)
            press(Qt::Key_Up, Qt::AltModifier);
        if (list->item(place)->data(Qt::UserRole).toInt() != order.at(place))
            return false;
    }
    press(Qt::Key_Return);
    return w->state().solved;
}

/// Fills a table exercise: Tab into the table, type each figure the core computes, Tab to
/// the next cell; Enter after the last one checks.
bool answerTable(ui::ExerciseWidget *w)
{
    QTableWidget *table = w->table();
    if (!table || !tabTo(table)) {
        qWarning("table not reached");
        return false;
    }
    const course::Exercise &e = w->exercise();
    const course::Variant &v = w->variant();
    QList<QPoint> cells;
    for (int r = 0; r < course::tableRowCount(e.table, v); ++r)
        for (int c = 0; c < course::tableInputColumns(e.table).size(); ++c)
            if (course::tableCellExists(e.table, v, r, c))
                cells << QPoint(c, r);
    for (qsizetype i = 0; i < cells.size(); ++i) {
        const QPoint cell = cells.at(i);
        if (table->currentRow() != cell.y() || table->currentColumn() != w->firstInputColumn() + cell.x()) {
            qWarning("the table's cursor is at %d,%d, not at cell %d,%d", table->currentRow(), table->currentColumn(),
                     cell.y(), w->firstInputColumn() + cell.x());
            return false;
        }
        type(QString::number(course::tableExpected(e.table, v, cell.y(), cell.x()), 'f', 4));
        press(i + 1 < cells.size() ? Qt::Key_Tab : Qt::Key_Return);
    }
    // Enter in a cell's editor enters the figure; Enter on the table then checks.
    if (focused() != table || w->state().attempts != 0)
        return false;
    press(Qt::Key_Return);
    return w->state().solved;
}

bool answer(ui::ExerciseWidget *w)
{
    switch (w->exercise().type) {
    case course::Exercise::Type::SingleChoice:
    case course::Exercise::Type::MultipleChoice: return answerChoice(w);
    case course::Exercise::Type::Target: return answerTarget(w);
    case course::Exercise::Type::Ranking: return answerRanking(w);
    case course::Exercise::Type::Table: return answerTable(w);
    case course::Exercise::Type::Matching: return answerMatching(w);
    case course::Exercise::Type::Numeric: break;
    }
    return false;
}

/// Shows exercise `index` of a set from its overview list: Tab to the list, ↓/↑ to the row.
bool showExercise(ui::ExerciseSetView *set, int index)
{
    if (!tabTo(set->overview()))
        return false;
    for (int i = 0; i < 2 * set->count() + 2 && set->currentIndex() != index; ++i)
        press(set->currentIndex() < index ? Qt::Key_Down : Qt::Key_Up);
    return set->currentIndex() == index;
}

QStringList handInFiles(const QString &folder)
{
    return QDir(folder).entryList({QStringLiteral("*.attnhandin")}, QDir::Files);
}

} // namespace

class TestKeyboard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void lessonOneAndItsExercisesByKeyboard();
    void labSessionAnsweredAndHandedInByKeyboard();
    void customPaintedWidgetsShowTheFocus();
    void noTwoControlsOfAPageShareAMnemonic_data();
    void noTwoControlsOfAPageShareAMnemonic();
    void altNStepsTheTableNotThePage();
};

void TestKeyboard::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestKeyboard::lessonOneAndItsExercisesByKeyboard()
{
    QTemporaryDir dir;
    ui::MainWindow::Options o;
    o.useSettings = false;
    o.learnerId = QStringLiteral("s-keyboard");
    o.learnerName = QStringLiteral("Kim");
    o.learnerFolder = dir.path();
    ui::MainWindow window(o);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    ui::LessonView *lessons = window.lessonView();

    // Ctrl+L goes to the course's contents; ↓ walks them to lesson 1, which opens.
    press(Qt::Key_L, Qt::ControlModifier);
    QCOMPARE(focused(), window.sidebar());
    const QModelIndex lessonOne = window.sidebarModel()->lessonIndex(0);
    QCOMPARE(lessonOne.data(ui::CourseOutlineModel::LessonRole).toInt(), 0);
    // The lesson's first page comes first under its title.
    for (int i = 0; i < 10 && lessons->lessonIndex() != 0; ++i)
        press(Qt::Key_Down);
    QCOMPARE(window.course().lessons.at(lessons->lessonIndex()).id, kLessonOne);
    QCOMPARE(lessons->pageIndex(), 0);

    const int pages = lessons->pageCount(0);
    int exercisesPage = -1;
    for (int page = 0; page < pages; ++page) {
        QCOMPARE(lessons->lessonIndex(), 0);
        QCOMPARE(lessons->pageIndex(), page);
        const QString where = QStringLiteral("lesson 1, page %1").arg(page + 1);
        if (lessons->isExercisePage(0, page)) {
            exercisesPage = page;
            QVERIFY(lessons->exercises());
        } else {
            // Sidebar, prose, panel and the page buttons, in that order from the sidebar.
            FocusChain chain;
            QVERIFY2(checkFocusChain(&window, window.sidebar(), where, &chain), qPrintable(where));
            QVERIFY(lessons->panel());
            const qsizetype prose = chain.indexOf(lessons->prose());
            const qsizetype panel = chain.indexOf([&](const QWidget *w) { return isInside(w, lessons->panel()); });
            const qsizetype next = chain.indexOf(lessons->nextButton());
            QVERIFY2(prose > 0, qPrintable(where));
            QVERIFY2(panel > prose, qPrintable(where));
            QVERIFY2(next > panel, qPrintable(where));
            if (lessons->previousButton()->isEnabled())
                QVERIFY2(chain.indexOf(lessons->previousButton()) > panel, qPrintable(where));
            // The prose's focus frame is drawn round it, never laid out as a pane of its own.
            const auto *splitter = lessons->findChild<QSplitter *>();
            QVERIFY(splitter && splitter->isAncestorOf(lessons->prose()));
            QCOMPARE(splitter->count(), 2);
            QVERIFY2(backwardSteps(chain, lessons->panel()).isEmpty(),
                     qPrintable(backwardSteps(chain, lessons->panel()).join(QStringLiteral("; "))));
        }
        if (page == exercisesPage || page + 1 == pages)
            break;
        // Alt+Right turns the page, from anywhere; once, the Next button does, from Tab and Space.
        if (page == 1) {
            QVERIFY(tabTo(lessons->nextButton()));
            press(Qt::Key_Space);
        } else {
            press(Qt::Key_Right, Qt::AltModifier);
        }
    }
    QVERIFY(exercisesPage > 0);
    QCOMPARE(lessons->pageIndex(), exercisesPage);

    // The six exercises, each shown from the overview and answered from the keyboard.
    ui::ExerciseSetView *set = lessons->exercises();
    QCOMPARE(set->count(), 6);
    window.sidebar()->setFocus(Qt::OtherFocusReason);
    for (int i = 0; i < set->count(); ++i) {
        ui::ExerciseWidget *w = set->exerciseWidget(i);
        const QString where = QStringLiteral("exercise %1 (%2)").arg(i + 1).arg(w->exercise().id);
        QVERIFY2(showExercise(set, i), qPrintable(where));
        FocusChain chain;
        QVERIFY2(checkFocusChain(&window, set->overview(), where, &chain), qPrintable(where));
        QVERIFY2(chain.indexOf(w->checkButton()) > 0, qPrintable(where));
        QVERIFY2(chain.indexOf(window.sidebar()) > 0, qPrintable(where));
        QVERIFY2(backwardSteps(chain, w).isEmpty(), qPrintable(backwardSteps(chain, w).join(QStringLiteral("; "))));
        QVERIFY2(answer(w), qPrintable(where));
        QVERIFY2(set->state(i).solved, qPrintable(where));
        QCOMPARE(set->state(i).attempts, 1);
    }
    QVERIFY(std::abs(set->totalCredit() - 6.0) < 1e-9);
    for (int i = 0; i < set->count(); ++i)
        QVERIFY(window.exerciseProgress().log(set->exerciseWidget(i)->exercise().id).events.size() > 0);

    // The score summary, from the set's own Next button, and the lesson's last page.
    QVERIFY(tabTo(set->nextButton()));
    while (!set->isSummaryShown() && set->nextButton()->isEnabled() && focused() == set->nextButton())
        press(Qt::Key_Space);
    QVERIFY(set->isSummaryShown());
    QVERIFY(checkFocusChain(&window, window.sidebar(), QStringLiteral("score summary")));
    press(Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(lessons->pageIndex(), exercisesPage + 1);
    QVERIFY(checkFocusChain(&window, window.sidebar(), QStringLiteral("lesson 1, last page")));
}

void TestKeyboard::labSessionAnsweredAndHandedInByKeyboard()
{
    QTemporaryDir dir;
    const course::Course course = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    course::LabRequest r;
    r.title = QStringLiteral("Keyboard lab");
    r.exerciseIds = {kTarget, kTable, kRanking};
    r.seed = 11;
    r.rules.timeLimitMinutes = 45;
    r.roster = {{QStringLiteral("s-2001"), QStringLiteral("Kim Keys"), {}, QStringLiteral("A")}};
    r.handInFolder = QDir(dir.path()).filePath(QStringLiteral("hand-ins"));
    QVERIFY(QDir().mkpath(r.handInFolder));
    QVERIFY(course::markHandInFolder(r.handInFolder));
    QStringList problems;
    const auto session = course::makeLabSession(course, r, &problems);
    QVERIFY2(session, qPrintable(problems.join(QLatin1Char('\n'))));
    std::unique_ptr<ui::LabWindow> window(ui::openLabWindow(*session, course, {QStringLiteral("s-2001"), QStringLiteral("Kim Keys")},
                                                            QDir(dir.path()).filePath(QStringLiteral("storage"))));
    window->show();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    ui::ExerciseSetView *set = window->exercises();
    QCOMPARE(set->count(), 3);

    set->overview()->setFocus(Qt::OtherFocusReason);
    for (int i = 0; i < set->count(); ++i) {
        ui::ExerciseWidget *w = set->exerciseWidget(i);
        const QString where = QStringLiteral("lab exercise %1 (%2)").arg(i + 1).arg(w->exercise().id);
        QVERIFY2(showExercise(set, i), qPrintable(where));
        FocusChain chain;
        QVERIFY2(checkFocusChain(window.get(), set->overview(), where, &chain), qPrintable(where));
        QVERIFY2(chain.indexOf(window->handInButton()) >= 0, qPrintable(where));
        QVERIFY2(chain.indexOf(w->checkButton()) > 0, qPrintable(where));
        QVERIFY2(backwardSteps(chain, w).isEmpty(), qPrintable(backwardSteps(chain, w).join(QStringLiteral("; "))));
        QVERIFY2(answer(w), qPrintable(where));
        QCOMPARE(set->state(i).attempts, 1);
    }

    // Ctrl+Shift+H hands in; Enter closes the receipt.
    press(Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY(window->receiptDialog() && window->receiptDialog()->isVisible());
    QVERIFY(QTest::qWaitForWindowActive(window->receiptDialog()));
    QVERIFY(isInside(focused(), window->receiptDialog()));
    press(Qt::Key_Return);
    QTRY_VERIFY(!window->receiptDialog());
    QCOMPARE(handInFiles(session->handInFolder).size(), 1);
    const QDateTime first = window->work()->lastFinalHandIn();

    // Again from the Hand In button, reached with Tab and pressed with Space; Esc closes the
    // receipt this time.
    // A window manager gives the window back its activation once the receipt closes; the
    // offscreen platform leaves no window active.
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QVERIFY(isInside(focused(), window.get()));
    QVERIFY(tabTo(window->handInButton()));
    press(Qt::Key_Space);
    QTRY_VERIFY(window->receiptDialog() && window->receiptDialog()->isVisible());
    QVERIFY(QTest::qWaitForWindowActive(window->receiptDialog()));
    QVERIFY(isInside(focused(), window->receiptDialog()));
    press(Qt::Key_Escape);
    QTRY_VERIFY(!window->receiptDialog());
    QVERIFY(window->work()->lastFinalHandIn() >= first);
    QVERIFY(!handInFiles(session->handInFolder).isEmpty());

    const course::Gradebook book = course::gradeSession(*session, course, {session->handInFolder});
    QCOMPARE(book.students.size(), 1);
    const course::GradebookStudent &kim = book.students.constFirst();
    for (const QString &id : {kTarget, kTable, kRanking})
        QVERIFY2(std::abs(kim.scores.value(id) - 1.0) < 1e-9, qPrintable(id));
}

void TestKeyboard::customPaintedWidgetsShowTheFocus()
{
    // The workshop's plane draws a frame when it has the focus.
    course::WorkshopModel model;
    ui::QueryCanvas canvas(&model);
    canvas.resize(canvas.minimumSizeHint());
    canvas.show();
    QVERIFY(QTest::qWaitForWindowActive(&canvas));
    QVERIFY(canvas.focusPolicy() & Qt::TabFocus);
    canvas.setFocus(Qt::TabFocusReason);
    QVERIFY(canvas.hasFocus());
    const QImage withFocus = canvas.grab().toImage();
    canvas.clearFocus();
    QVERIFY(canvas.grab().toImage() != withFocus);

    // The weight chart takes no focus at all: its figures are in a table beside it.
    ui::WeightChart chart({QStringLiteral("k1"), QStringLiteral("k2")});
    QCOMPARE(chart.focusPolicy(), Qt::NoFocus);
    QCOMPARE(chart.viewport()->focusPolicy(), Qt::NoFocus);

    // The heat map marks its current cell while it has the focus.
    course::WorkshopModel matrixModel;
    ui::MatrixPanel panel(&matrixModel);
    panel.resize(900, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowActive(&panel));
    QTableView *view = panel.view();
    QVERIFY(view->focusPolicy() & Qt::TabFocus);
    view->setFocus(Qt::TabFocusReason);
    QVERIFY(view->hasFocus());
    QVERIFY(view->currentIndex().isValid());
    const QImage heatWithFocus = view->grab().toImage();
    QVERIFY(checkFocusChain(&panel, view, QStringLiteral("heat map panel")));
    view->clearFocus();
    QVERIFY(view->grab().toImage() != heatWithFocus);
}

/// "Alt+N (Next step), Alt+N (Next →)": the mnemonics of the window's menus and of the shown
/// buttons, group boxes and labels with a buddy that two of them share.
QStringList sharedMnemonics(const QWidget *window)
{
    QMultiHash<QKeySequence, QString> owners;
    const auto add = [&owners](const QString &text) {
        const QKeySequence key = QKeySequence::mnemonic(text);
        if (!key.isEmpty())
            owners.insert(key, text);
    };
    if (const auto *main = qobject_cast<const QMainWindow *>(window))
        for (const QAction *menu : main->menuBar()->actions())
            add(menu->text());
    for (const QWidget *w : window->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(window))
            continue;
        if (const auto *button = qobject_cast<const QAbstractButton *>(w))
            add(button->text());
        else if (const auto *label = qobject_cast<const QLabel *>(w); label && label->buddy())
            add(label->text());
        else if (const auto *group = qobject_cast<const QGroupBox *>(w))
            add(group->title());
    }
    QStringList shared;
    for (const QKeySequence &key : owners.uniqueKeys())
        if (owners.count(key) > 1)
            shared << QStringLiteral("%1: %2").arg(key.toString(), QStringList(owners.values(key)).join(QStringLiteral(", ")));
    return shared;
}

void TestKeyboard::noTwoControlsOfAPageShareAMnemonic_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : {"en", "de", "fr"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

void TestKeyboard::noTwoControlsOfAPageShareAMnemonic()
{
    // Two controls of one page with the same Alt+letter make it ambiguous: Qt then only moves
    // the focus between them, and the letter presses neither. In every language.
    QFETCH(QString, language);
    ui::applyLanguage(language);
    const auto english = qScopeGuard([] { ui::applyLanguage(QStringLiteral("en")); });
    ui::MainWindow::Options o;
    o.useSettings = false;
    ui::MainWindow window(o);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList problems;
    const auto check = [&](const QString &where) {
        for (const QString &shared : sharedMnemonics(&window))
            problems << where + QStringLiteral(": ") + shared;
    };
    check(QStringLiteral("workshop"));
    ui::LessonView *lessons = window.lessonView();
    for (int l = 0; l < window.course().lessons.size(); ++l) {
        for (int page = 0; page < lessons->pageCount(l); ++page) {
            window.showLesson(window.course().lessons.at(l).id, page);
            QCoreApplication::processEvents();
            const QString where = QStringLiteral("%1, page %2").arg(window.course().lessons.at(l).id).arg(page + 1);
            if (!lessons->isExercisePage(l, page)) {
                check(where);
                continue;
            }
            ui::ExerciseSetView *set = lessons->exercises();
            QVERIFY(set);
            for (int e = 0; e <= set->count(); ++e) {
                set->setCurrentIndex(e);
                QCoreApplication::processEvents();
                check(where + QStringLiteral(", exercise %1").arg(e + 1));
            }
        }
    }
    for (const QString &p : std::as_const(problems))
        qWarning("%s", qPrintable(p));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0)));
}

void TestKeyboard::altNStepsTheTableNotThePage()
{
    // The step table's own words say "Next step (Alt+N)": in the window, beside the page
    // buttons, Alt+N and Alt+P step the table and leave the page where it is.
    ui::MainWindow::Options o;
    o.useSettings = false;
    ui::MainWindow window(o);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.showLesson(QStringLiteral("iv2-3-softmax"), 2));
    ui::LessonView *lessons = window.lessonView();
    auto *panel = qobject_cast<ui::StepTablePanel *>(lessons->panel());
    QVERIFY(panel);
    ui::StepTableModel *table = panel->tableModel();
    QCOMPARE(table->revealedCells(), 0);
    QWindow *handle = window.windowHandle();
    QTest::keyClick(handle, Qt::Key_N, Qt::AltModifier);
    QTRY_COMPARE(table->revealedCells(), 1);
    QTest::keyClick(handle, Qt::Key_N, Qt::AltModifier);
    QTRY_COMPARE(table->revealedCells(), 2);
    QTest::keyClick(handle, Qt::Key_P, Qt::AltModifier);
    QTRY_COMPARE(table->revealedCells(), 1);
    QCOMPARE(lessons->pageIndex(), 2);
    // The pages turn with Alt+Right and Alt+Left.
    QTest::keyClick(handle, Qt::Key_Right, Qt::AltModifier);
    QTRY_COMPARE(lessons->pageIndex(), 3);
}

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
