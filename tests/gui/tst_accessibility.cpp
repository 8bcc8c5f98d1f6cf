#include "accessibility.h"
#include "attentionmatrixmodel.h"
#include "colors.h"
#include "editkeysdialog.h"
#include "equationlabel.h"
#include "exercisesetview.h"
#include "exportfiguredialog.h"
#include "feedback.h"
#include "feedbackdialog.h"
#include "gradebookwindow.h"
#include "handinfoldersdialog.h"
#include "joinlabdialog.h"
#include "labflow.h"
#include "labwindow.h"
#include "language.h"
#include "learnerprofiles.h"
#include "lessonloader.h"
#include "contentlabel.h"
#include "lessonpanel.h"
#include "lessonview.h"
#include "mainwindow.h"
#include "newlabsessiondialog.h"
#include "profiledialog.h"
#include "profilelistdialog.h"
#include "querycanvas.h"
#include "rehearsal.h"
#include "sharpnesspanel.h"
#include "steptablemodel.h"
#include "textblock.h"
#include "theme.h"
#include "verdictstyle.h"
#include "workshopmodel.h"
#include "worksheetdialog.h"
#include "writefeedbackdialog.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAccessible>
#include <QApplication>
#include <QChartView>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStyle>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <memory>

// What a screen reader, a weak eye and a small screen meet in the app: every control that
// takes focus is named in the accessibility tree, every picture (chart, query plane, heat
// map) is described in words with its figures or has a named table beside it, every text
// colour reads at 4.5:1 and every bar or arrow at 3:1 in each palette, colour is never the
// only cue, and at 1024×600 tables scroll instead of hiding rows and pictures never cover
// text.
namespace {

const course::Course &builtInCourse()
{
    static const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    return c;
}

ui::MainWindow::Options options()
{
    ui::MainWindow::Options o;
    o.useSettings = false;
    return o;
}

void settleLayouts()
{
    for (int round = 0; round < 6; ++round)
        QCoreApplication::processEvents();
}

QString describe(const QWidget *w)
{
    return QStringLiteral("%1 (%2)").arg(QString::fromLatin1(w->metaObject()->className()), w->objectName());
}

QString accessibleText(QWidget *w, QAccessible::Text which)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
    return iface ? iface->text(which) : QString();
}

/// Charts and the query plane: pictures a screen reader cannot see.
bool isPicture(const QWidget *w)
{
    return qobject_cast<const QChartView *>(w) || qobject_cast<const ui::QueryCanvas *>(w);
}

/// The lesson panel a widget sits in, or else its window.
QWidget *panelOf(QWidget *w)
{
    for (QWidget *p = w->parentWidget(); p; p = p->parentWidget())
        if (qobject_cast<ui::LessonPanel *>(p))
            return p;
    return w->window();
}

/// Every offender under `root`, each as "where: Class (objectName) what".
QStringList accessibilityOffenders(QWidget *root, const QString &where)
{
    QStringList offenders;
    for (const QString &unnamed : testing::checkAccessibleNames(root).unnamed)
        offenders << QStringLiteral("%1: %2 has no accessible name").arg(where, unnamed);
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisible() || !isPicture(w))
            continue;
        if (!accessibleText(w, QAccessible::Description).trimmed().isEmpty())
            continue;
        bool alternative = false;
        for (QTableView *table : panelOf(w)->findChildren<QTableView *>())
            alternative = alternative || (table->isVisible() && !accessibleText(table, QAccessible::Name).isEmpty());
        if (!alternative)
            offenders << QStringLiteral("%1: %2 has no accessible description and no named table beside it")
                             .arg(where, describe(w));
    }
    // Tab belongs to the focus chain: a table that only shows figures leaves it to the arrows.
    for (QAbstractItemView *view : root->findChildren<QAbstractItemView *>())
        if (view->isVisible() && view->tabKeyNavigation() && view->editTriggers() == QAbstractItemView::NoEditTriggers)
            offenders << QStringLiteral("%1: %2 keeps Tab in its cells").arg(where, describe(view));
    // A label's accessible name replaces its words for a screen reader (Qt 6.4): a label that
    // shows words is read by them (ui::ContentLabel gives a role as the description).
    for (QLabel *label : root->findChildren<QLabel *>())
        if (label->isVisible() && !label->text().isEmpty() && !label->accessibleName().isEmpty()
            && !qobject_cast<ui::ContentLabel *>(label))
            offenders << QStringLiteral("%1: %2 is read as \"%3\", not its words")
                             .arg(where, describe(label), accessibleText(label, QAccessible::Name));
    // A heat map or any table of figures is a picture too when it has no name.
    for (QTableView *table : root->findChildren<QTableView *>())
        if (table->isVisible() && accessibleText(table, QAccessible::Name).isEmpty()
            && table->focusPolicy() == Qt::NoFocus)
            offenders << QStringLiteral("%1: %2 (table) has no accessible name").arg(where, describe(table));
    return offenders;
}

QStringList checkedWindow(QWidget *window, const QString &where)
{
    window->resize(window->sizeHint().expandedTo(QSize(800, 600)));
    window->show();
    if (!QTest::qWaitForWindowExposed(window))
        return {where + QStringLiteral(": not shown")};
    settleLayouts();
    QStringList offenders = accessibilityOffenders(window, where);
    window->close();
    return offenders;
}

/// A visible page of a lesson, an exercise or the workshop: its parts as a person reads them.
struct Page {
    QString where;
    QWidget *root = nullptr;
};

/// Shows every page of every lesson (every exercise of an exercises page one by one, then its
/// summary), the free workshop and the progress overview, and calls `check` on each.
int walkEveryPage(ui::MainWindow &window, const std::function<void(const Page &)> &check)
{
    const course::Course &course = window.course();
    ui::LessonView *view = window.lessonView();
    int pages = 0;
    for (int l = 0; l < course.lessons.size(); ++l) {
        const course::Lesson &lesson = course.lessons.at(l);
        for (int page = 0; page < view->pageCount(l); ++page) {
            const QString where = QStringLiteral("%1 page %2").arg(lesson.id).arg(page + 1);
            if (!window.showLesson(lesson.id, page)) {
                check({where + QStringLiteral(" (cannot be shown)"), nullptr});
                continue;
            }
            settleLayouts();
            if (view->isExercisePage(l, page) && view->exercises()) {
                ui::ExerciseSetView *set = view->exercises();
                for (int e = 0; e <= set->count(); ++e) {
                    set->setCurrentIndex(e);
                    settleLayouts();
                    ++pages;
                    check({e < set->count() ? QStringLiteral("%1, exercise %2").arg(where).arg(e + 1)
                                            : QStringLiteral("%1, score summary").arg(where),
                           view});
                }
                continue;
            }
            ++pages;
            check({where, view});
        }
    }
    window.showWorkshop();
    settleLayouts();
    ++pages;
    check({QStringLiteral("free workshop"), &window});
    window.showOverview();
    settleLayouts();
    ++pages;
    check({QStringLiteral("progress overview"), &window});
    return pages;
}

/// A lab session on the softmax lesson, and a class's hand-ins of it in a folder.
struct Lab {
    QTemporaryDir dir;
    course::LabSession session;
    QList<course::RehearsedStudent> students;

    Lab()
    {
        course::LabRequest request;
        request.title = QStringLiteral("Week 3");
        request.lessonIds = {QStringLiteral("iv2-3-softmax")};
        request.seed = 7;
        request.roster = {{QStringLiteral("s-1"), QStringLiteral("Ada"), {}, {}},
                          {QStringLiteral("s-2"), QStringLiteral("Grace"), {}, {}}};
        request.handInFolder = dir.path();
        QStringList problems;
        session = course::makeLabSession(builtInCourse(), request, &problems).value_or(course::LabSession{});
        students = course::rehearseClass(session, builtInCourse(), {6, 3, {}});
        course::writeRehearsal(dir.path(), &students);
    }
};

/// Palettes of every scheme the app offers, as the application applies them.
QPalette paletteOf(ui::Theme theme, bool highContrast)
{
    ui::applyTheme(theme, highContrast);
    return QApplication::palette();
}

void addPaletteRows()
{
    QTest::addColumn<int>("theme");
    QTest::addColumn<bool>("highContrast");
    QTest::newRow("light") << int(ui::Theme::Light) << false;
    QTest::newRow("dark") << int(ui::Theme::Dark) << false;
    QTest::newRow("high contrast light") << int(ui::Theme::Light) << true;
    QTest::newRow("high contrast dark") << int(ui::Theme::Dark) << true;
}

/// "name 4.21:1 < 4.5" when a pair misses its ratio; the lowest ratio met goes into `lowest`.
void checkPair(QStringList *failures, double *lowest, const QString &name, const QColor &fg, const QColor &bg,
               double minimum)
{
    const double ratio = ui::contrastRatio(fg, bg);
    *lowest = std::min(*lowest, ratio);
    if (ratio < minimum)
        *failures << QStringLiteral("%1 %2 on %3: %4:1 < %5")
                         .arg(name, fg.name(), bg.name())
                         .arg(ratio, 0, 'f', 2)
                         .arg(minimum);
}

/// Lists every offender, one a line (a failure message is cut short); true when there is none.
bool reported(QStringList offenders)
{
    offenders.removeDuplicates();
    for (const QString &offender : std::as_const(offenders))
        qWarning("%s", qPrintable(offender));
    return offenders.isEmpty();
}

/// Shows every page in `window` at `size` and fails on anything cut off: a window forced larger
/// than the screen, rows or columns hidden without a way to scroll to them, a heading or a
/// button's text cut short, a picture covering text.
void checkEveryPageFits(ui::MainWindow &window, QSize size, const QString &shotName)
{
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    settleLayouts();
    QCOMPARE(window.size(), size);
    QStringList offenders;
    int tables = 0;
    int shot = 0;
    const int pages = walkEveryPage(window, [&](const Page &page) {
        if (!page.root)
            return;
        QWidget *root = window.lessonView()->panel() && page.root == window.lessonView()
            ? static_cast<QWidget *>(window.lessonView()->panel()) : page.root;
        // To look at the pages at this size: ATTENTION_LAB_SHOTS=TEXT writes up to 40 pages whose
        // name contains TEXT ("page" for all) to /tmp.
        const QString wanted = qEnvironmentVariable("ATTENTION_LAB_SHOTS");
        if (!wanted.isEmpty() && page.where.contains(wanted) && shot < 40)
            window.grab().save(QStringLiteral("/tmp/a11y-%1-%2.png").arg(shotName).arg(shot++, 2, 10, QLatin1Char('0')));
        // The window never grows past the screen: what does not fit scrolls.
        if (window.size() != size)
            offenders << QStringLiteral("%1: the window needs %2×%3").arg(page.where).arg(window.width()).arg(window.height());
        for (QTableView *table : root->findChildren<QTableView *>()) {
            if (!table->isVisible() || !table->model() || table->model()->rowCount() == 0)
                continue;
            ++tables;
            const int rows = table->verticalHeader()->length();
            const int shown = table->viewport()->height();
            if (rows > shown + 1) {
                if (table->verticalScrollBar()->maximum() <= 0 || table->verticalScrollBarPolicy() == Qt::ScrollBarAlwaysOff)
                    offenders << QStringLiteral("%1: %2 hides %3 of %4 px of rows and cannot scroll")
                                     .arg(page.where, describe(table)).arg(rows - shown).arg(rows);
                continue;
            }
            // A column too narrow for its heading cuts the heading off (the sort indicator's
            // room is not needed: these tables do not sort).
            const QHeaderView *header = table->horizontalHeader();
            const bool scrollsAcross = table->horizontalScrollBarPolicy() != Qt::ScrollBarAlwaysOff
                                       && table->horizontalScrollBar()->maximum() > 0;
            if (header->length() > table->viewport()->width() + 1 && !scrollsAcross)
                offenders << QStringLiteral("%1: %2 hides %3 of %4 px of columns and cannot scroll")
                                 .arg(page.where, describe(table)).arg(header->length() - table->viewport()->width())
                                 .arg(header->length());
            for (int c = 0; c < header->count(); ++c) {
                if (header->isSectionHidden(c))
                    continue;
                const QString heading = table->model()->headerData(c, Qt::Horizontal).toString();
                int needed = 0;
                for (const QString &line : heading.split(QLatin1Char('\n')))
                    needed = std::max(needed, header->fontMetrics().horizontalAdvance(line));
                needed += 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
                if (needed > header->sectionSize(c))
                    offenders << QStringLiteral("%1: %2 cuts off the heading “%3” (%4 px in %5 px)")
                                     .arg(page.where, describe(table), heading).arg(needed).arg(header->sectionSize(c));
            }
            // The table shows all its rows: then whatever holds it scrolls to them.
            for (QWidget *p = table->parentWidget(); p; p = p->parentWidget()) {
                auto *area = qobject_cast<QAbstractScrollArea *>(p);
                if (!area)
                    continue;
                const QRect inArea(table->mapTo(area->viewport(), QPoint(0, 0)), table->size());
                if (inArea.bottom() > area->viewport()->height() && area->verticalScrollBar()->maximum() <= 0)
                    offenders << QStringLiteral("%1: %2 is cut off by %3, which cannot scroll")
                                     .arg(page.where, describe(table), describe(area));
                break;
            }
        }
        const QList<QWidget *> all = root->findChildren<QWidget *>();
        // A button narrower than its text cuts the text off.
        for (QAbstractButton *button : root->findChildren<QAbstractButton *>()) {
            // Qt's own buttons (a dock's close button) are the style's business.
            if (button->objectName().startsWith(QLatin1String("qt_")))
                continue;
            if (button->isVisible() && button->width() < button->minimumSizeHint().width())
                offenders << QStringLiteral("%1: %2 “%3” is cut off (%4 px of %5)")
                                 .arg(page.where, describe(button), button->text())
                                 .arg(button->width()).arg(button->minimumSizeHint().width());
        }
        for (QWidget *picture : all) {
            if (!picture->isVisible() || !isPicture(picture))
                continue;
            // What shows of each (a scroll area shows part of what it holds).
            const QRect pictureRect = picture->visibleRegion().boundingRect().translated(picture->mapTo(window.window(), QPoint(0, 0)));
            for (QWidget *text : all) {
                const bool isText = qobject_cast<QLabel *>(text) || qobject_cast<QAbstractButton *>(text)
                                    || qobject_cast<ui::TextBlock *>(text) || qobject_cast<ui::EquationLabel *>(text);
                if (!text->isVisible() || !isText)
                    continue;
                if (picture->isAncestorOf(text) || text->isAncestorOf(picture))
                    continue;
                const QRect textRect = text->visibleRegion().boundingRect().translated(text->mapTo(window.window(), QPoint(0, 0)));
                if (pictureRect.intersects(textRect))
                    offenders << QStringLiteral("%1: %2 covers %3").arg(page.where, describe(picture), describe(text));
            }
        }
    });
    QVERIFY2(reported(offenders), "offenders above");
    QVERIFY(pages >= 40);
    QVERIFY(tables >= 5);
}


} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void everyPageNamesItsControlsAndDescribesItsPictures();
    void everyDialogNamesItsControls();
    void textColoursReadAt4_5To1_data();
    void textColoursReadAt4_5To1();
    void barsArrowsAndHeatMapReadAt3To1_data();
    void barsArrowsAndHeatMapReadAt3To1();
    void colourIsNeverTheOnlyCue();
    void at1024x600TablesScrollAndPicturesLeaveTextFree();
    void at200PercentOn1366x768NothingIsCutOff_data();
    void at200PercentOn1366x768NothingIsCutOff();
};

void TestAccessibility::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestAccessibility::init()
{
    QSettings().clear();
}

void TestAccessibility::cleanup()
{
    ui::applyLanguage(QStringLiteral("en"));
    ui::applyTheme(ui::Theme::Light);
}

void TestAccessibility::everyPageNamesItsControlsAndDescribesItsPictures()
{
    ui::MainWindow window(options());
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList offenders;
    int pictures = 0;
    const int pages = walkEveryPage(window, [&](const Page &page) {
        if (!page.root) {
            offenders << page.where;
            return;
        }
        offenders << accessibilityOffenders(page.root, page.where);
        for (const QWidget *w : page.root->findChildren<QWidget *>())
            pictures += w->isVisible() && isPicture(w) ? 1 : 0;
    });
    QVERIFY2(reported(offenders), "offenders above");
    QVERIFY2(pages >= 40, qPrintable(QString::number(pages)));
    QVERIFY2(pictures >= 10, qPrintable(QString::number(pictures))); // the walk saw the charts
}

void TestAccessibility::everyDialogNamesItsControls()
{
    QStringList offenders;
    QTemporaryDir dir;
    course::LearnerProfiles profiles(dir.path());
    QVERIFY(profiles.create(QStringLiteral("Ada")));
    {
        ui::ProfileDialog first(profiles, ui::ProfileDialog::Purpose::FirstStart);
        offenders << checkedWindow(&first, QStringLiteral("first start profile dialog"));
        ui::ProfileDialog newLearner(profiles, ui::ProfileDialog::Purpose::NewLearner);
        offenders << checkedWindow(&newLearner, QStringLiteral("new learner dialog"));
        ui::ProfileListDialog list(&profiles);
        offenders << checkedWindow(&list, QStringLiteral("learner list dialog"));
    }
    {
        ui::NewLabSessionDialog dialog(builtInCourse());
        offenders << checkedWindow(&dialog, QStringLiteral("new lab session dialog"));
        ui::WorksheetDialog worksheet;
        offenders << checkedWindow(&worksheet, QStringLiteral("worksheet dialog"));
        ui::HandInFoldersDialog folders({dir.path()});
        offenders << checkedWindow(&folders, QStringLiteral("hand-in folders dialog"));
        ui::WriteFeedbackDialog feedback(dir.path(), {{QStringLiteral("s-1"), QStringLiteral("Ada")}, {QStringLiteral("s-2"), QStringLiteral("Ben")}});
        offenders << checkedWindow(&feedback, QStringLiteral("write feedback dialog"));
    }
    {
        course::WorkshopModel model;
        ui::ExportFigureDialog exportDialog(&model, std::nullopt);
        offenders << checkedWindow(&exportDialog, QStringLiteral("export figure dialog"));
        ui::EditKeysDialog keys(&model);
        offenders << checkedWindow(&keys, QStringLiteral("edit keys dialog"));
    }
    Lab lab;
    QVERIFY(!lab.session.id.isEmpty());
    QVERIFY(!lab.students.isEmpty());
    {
        ui::JoinLabDialog join(lab.session, builtInCourse());
        offenders << checkedWindow(&join, QStringLiteral("join lab dialog"));
        const course::StudentFeedback f = course::makeFeedback(lab.session, builtInCourse(), lab.students.first().handIn,
                                                               QStringLiteral("Well done."));
        ui::FeedbackDialog feedback(f, builtInCourse());
        offenders << checkedWindow(&feedback, QStringLiteral("feedback dialog"));
    }
    {
        ui::GradebookWindow gradebook(builtInCourse(), lab.session, {lab.dir.path()});
        QVERIFY(QTest::qWaitFor([&gradebook] { return !gradebook.isGrading(); }, 30000));
        gradebook.show();
        QVERIFY(QTest::qWaitForWindowExposed(&gradebook));
        for (int tab = 0; tab < gradebook.tabs()->count(); ++tab) {
            gradebook.tabs()->setCurrentIndex(tab);
            offenders << checkedWindow(&gradebook, QStringLiteral("gradebook, tab %1").arg(gradebook.tabs()->tabText(tab)));
        }
    }
    {
        const std::unique_ptr<ui::LabWindow> labWindow(ui::openLabWindow(
            lab.session, builtInCourse(), *ui::labLearnerById(lab.session, QStringLiteral("s-1")), dir.filePath(QStringLiteral("work"))));
        QVERIFY(labWindow);
        offenders << checkedWindow(labWindow.get(), QStringLiteral("lab window"));
    }
    QVERIFY2(reported(offenders), "offenders above");
}

void TestAccessibility::textColoursReadAt4_5To1_data()
{
    addPaletteRows();
}

// WCAG 2.1 1.4.3: text at 4.5:1 against the ground it is drawn on. Disabled controls are
// exempt there; their text is still held to 3:1 so that a greyed button can be read.
void TestAccessibility::textColoursReadAt4_5To1()
{
    QFETCH(int, theme);
    QFETCH(bool, highContrast);
    const QPalette p = paletteOf(ui::Theme(theme), highContrast);
    QStringList failures;
    double lowest = 21.0;
    using P = QPalette;
    checkPair(&failures, &lowest, QStringLiteral("WindowText"), p.color(P::WindowText), p.color(P::Window), 4.5);
    checkPair(&failures, &lowest, QStringLiteral("Text"), p.color(P::Text), p.color(P::Base), 4.5);
    checkPair(&failures, &lowest, QStringLiteral("Text on AlternateBase"), p.color(P::Text), p.color(P::AlternateBase), 4.5);
    checkPair(&failures, &lowest, QStringLiteral("ButtonText"), p.color(P::ButtonText), p.color(P::Button), 4.5);
    checkPair(&failures, &lowest, QStringLiteral("HighlightedText"), p.color(P::HighlightedText), p.color(P::Highlight), 4.5);
    checkPair(&failures, &lowest, QStringLiteral("Link"), p.color(P::Link), p.color(P::Base), 4.5);
    checkPair(&failures, &lowest, QStringLiteral("PlaceholderText"), ui::mixed(p.color(P::PlaceholderText), p.color(P::PlaceholderText).alphaF(), p.color(P::Base)),
              p.color(P::Base), 4.5);
    checkPair(&failures, &lowest, QStringLiteral("ToolTipText"), p.color(P::ToolTipText), p.color(P::ToolTipBase), 4.5);
    for (const auto &[name, ground] : {std::pair{QStringLiteral("Window"), P::Window}, std::pair{QStringLiteral("Base"), P::Base}})
        for (const auto &[tone, toneName] : {std::pair{ui::Tone::Good, QStringLiteral("good")}, std::pair{ui::Tone::Bad, QStringLiteral("bad")},
                                             std::pair{ui::Tone::Partial, QStringLiteral("partial")},
                                             std::pair{ui::Tone::Notice, QStringLiteral("notice")}}) {
            checkPair(&failures, &lowest, QStringLiteral("verdict %1 on %2").arg(toneName, name), ui::toneText(p, tone), p.color(ground), 4.5);
            checkPair(&failures, &lowest, QStringLiteral("verdict %1 on its cell").arg(toneName), p.color(P::Text), ui::toneBackground(p, tone), 4.5);
        }
    const double normalLowest = lowest;
    for (P::ColorRole role : {P::WindowText, P::Text, P::ButtonText})
        checkPair(&failures, &lowest, QStringLiteral("disabled role %1").arg(int(role)), p.color(P::Disabled, role),
                  p.color(P::Disabled, role == P::WindowText ? P::Window : role == P::Text ? P::Base : P::Button), 3.0);
    qInfo("lowest text contrast %.2f:1 (disabled text included: %.2f:1)", normalLowest, lowest);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
}

void TestAccessibility::barsArrowsAndHeatMapReadAt3To1_data()
{
    addPaletteRows();
}

// WCAG 2.1 1.4.11: graphics that carry meaning at 3:1 against their ground; the figures in
// the heat map's cells are text, at 4.5:1 on every shade from weight 0 to weight 1.
void TestAccessibility::barsArrowsAndHeatMapReadAt3To1()
{
    QFETCH(int, theme);
    QFETCH(bool, highContrast);
    const QPalette p = paletteOf(ui::Theme(theme), highContrast);
    QStringList failures;
    double lowest = 21.0;
    // The weight chart's and the class score chart's bars are in the key colour on Base; the
    // query arrow and the sharpness marker in the query colour on Base.
    checkPair(&failures, &lowest, QStringLiteral("key / bar colour"), ui::keyColor(p), p.color(QPalette::Base), 3.0);
    checkPair(&failures, &lowest, QStringLiteral("query colour"), ui::queryColor(p), p.color(QPalette::Base), 3.0);
    checkPair(&failures, &lowest, QStringLiteral("key colour on Window"), ui::keyColor(p), p.color(QPalette::Window), 3.0);
    checkPair(&failures, &lowest, QStringLiteral("query colour on Window"), ui::queryColor(p), p.color(QPalette::Window), 3.0);
    checkPair(&failures, &lowest, QStringLiteral("selection outline"), p.color(QPalette::Highlight), p.color(QPalette::Base), 3.0);

    // Rows from an even spread (the first) to a sharp one (the last): shades from weight 0 to 1.
    std::vector<attn::Vector> keys;
    std::vector<attn::Vector> queries;
    for (int k = 0; k < 12; ++k) {
        keys.push_back({double(k) * 0.6, 0.0});
        queries.push_back({double(k) * 0.5, 0.0});
    }
    QStringList tokens;
    for (std::size_t k = 0; k < keys.size(); ++k)
        tokens << QStringLiteral("t%1").arg(k);
    ui::AttentionMatrixModel model(tokens, queries, keys, keys);
    model.setPalette(p);
    double strongest = -1;
    QColor strongestShade;
    for (int cell = 0; cell < model.rowCount() * model.columnCount(); ++cell) {
        const QModelIndex i = model.index(cell / model.columnCount(), cell % model.columnCount());
        const QColor bg = i.data(Qt::BackgroundRole).value<QColor>();
        const QColor fg = i.data(Qt::ForegroundRole).value<QColor>();
        checkPair(&failures, &lowest, QStringLiteral("heat map figure at weight %1").arg(i.data(ui::AttentionMatrixModel::WeightRole).toDouble()),
                  fg, bg, 4.5);
        if (i.data(ui::AttentionMatrixModel::WeightRole).toDouble() > strongest) {
            strongest = i.data(ui::AttentionMatrixModel::WeightRole).toDouble();
            strongestShade = bg;
        }
    }
    QVERIFY(strongest > 0.9);
    // The sharpness lesson's curves, one colour per key, each on the chart's ground.
    course::WorkshopModel workshop;
    ui::SharpnessPanel sharpness(&workshop);
    sharpness.setPalette(p);
    QVERIFY(!sharpness.keySeries().isEmpty());
    for (const QLineSeries *curve : sharpness.keySeries())
        checkPair(&failures, &lowest, QStringLiteral("sharpness curve %1").arg(curve->name()), curve->pen().color(),
                  p.color(QPalette::Base), 3.0);
    checkPair(&failures, &lowest, QStringLiteral("heat map strongest cell"), strongestShade, p.color(QPalette::Base), 3.0);
    qInfo("lowest graphic contrast %.2f:1", lowest);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
}

void TestAccessibility::colourIsNeverTheOnlyCue()
{
    // Each verdict has its sign, and the heat map writes its figure (or a dash for a masked
    // cell) into every cell, so that the shade only repeats what is written.
    QCOMPARE(ui::glyphOf(course::CellVerdict::Kind::Correct), QStringLiteral("✓"));
    QCOMPARE(ui::glyphOf(course::CellVerdict::Kind::Wrong), QStringLiteral("✗"));
    QVERIFY(ui::glyphOf(course::CellVerdict::Kind::Correct) != ui::glyphOf(course::CellVerdict::Kind::CarriedForward));
    ui::AttentionMatrixModel model({QStringLiteral("a"), QStringLiteral("b")}, {{1.0, 0.0}, {0.0, 1.0}},
                                   {{1.0, 0.0}, {0.0, 1.0}}, {{1.0, 0.0}, {0.0, 1.0}});
    attn::MatrixOptions causal;
    causal.causal = true;
    model.setOptions(causal);
    for (int r = 0; r < model.rowCount(); ++r)
        for (int c = 0; c < model.columnCount(); ++c) {
            const QModelIndex i = model.index(r, c);
            QVERIFY(!i.data(Qt::DisplayRole).toString().isEmpty());
            QVERIFY(!i.data(Qt::AccessibleTextRole).toString().isEmpty());
        }
    QCOMPARE(model.index(0, 1).data(Qt::DisplayRole).toString(), QStringLiteral("—"));
    QCOMPARE(model.index(0, 1).data(Qt::AccessibleTextRole).toString(), QStringLiteral("masked"));

    // The step table's current cell is highlighted, and marked ▶ and read as the current step.
    course::WorkshopModel workshop;
    ui::StepTableModel steps(ui::StepTableModel::Kind::Softmax, &workshop);
    steps.setRevealedCells(3);
    const QModelIndex current = steps.currentCell();
    QVERIFY(current.isValid());
    QVERIFY(current.data(Qt::DisplayRole).toString().startsWith(QStringLiteral("▶")));
    QVERIFY(current.data(Qt::AccessibleTextRole).toString().contains(QStringLiteral("current step")));
    const QModelIndex earlier = steps.cellAt(1);
    QVERIFY(!earlier.data(Qt::DisplayRole).toString().contains(QStringLiteral("▶")));
    // The table editor's verdict cells carry a sign and a tooltip as well as their shade:
    // tst_exercisewidgets::tableMarksEveryCell asserts ✗, ↪ and ✓ on them.
}

void TestAccessibility::at1024x600TablesScrollAndPicturesLeaveTextFree()
{
    ui::MainWindow window(options());
    checkEveryPageFits(window, QSize(1024, 600), QStringLiteral("1024"));
}

void TestAccessibility::at200PercentOn1366x768NothingIsCutOff_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    // The longer German and French texts are where things get cut off first.
    QTest::newRow("de") << QStringLiteral("de");
    QTest::newRow("fr") << QStringLiteral("fr");
}

void TestAccessibility::at200PercentOn1366x768NothingIsCutOff()
{
    QFETCH(QString, language);
    ui::applyLanguage(language);
    ui::MainWindow::Options o = options();
    o.textScale = 2.0;
    ui::MainWindow window(o);
    checkEveryPageFits(window, QSize(1366, 768), QStringLiteral("200-") + language);
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
