#include "exercisesetview.h"
#include "exercisewidget.h"
#include "figures.h"
#include "gradebookwindow.h"
#include "grading.h"
#include "equationlabel.h"
#include "language.h"
#include "labsession.h"
#include "lessonloader.h"
#include "lessonview.h"
#include "mainwindow.h"
#include "progressoverview.h"
#include "workshopmodel.h"
#include "textblock.h"
#include "weightchart.h"
#include "workshopview.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QStatusBar>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

// View ▸ Language: the window is built again in the chosen language, on the same page with
// the same query, without a restart; the menus, the lesson page and Qt's own strings follow.
namespace {

ui::MainWindow::Options options()
{
    ui::MainWindow::Options o;
    o.useSettings = false;
    return o;
}

QString firstMenuTitle(const ui::MainWindow *window)
{
    return window->menuBar()->actions().value(0) ? window->menuBar()->actions().constFirst()->text() : QString();
}

QAction *languageAction(ui::MainWindow *window, const QString &language)
{
    for (QAction *action : window->findChildren<QAction *>())
        if (action->isCheckable() && action->data().toString() == language
            && action->text() == ui::languageName(language) && !language.isEmpty())
            return action;
    return nullptr;
}

/// Chooses `language` in View ▸ Language and returns the window that took the old one's place.
ui::MainWindow *choose(ui::MainWindow *window, const QString &language)
{
    QSignalSpy switched(window, &ui::MainWindow::languageSwitched);
    QAction *action = languageAction(window, language);
    if (!action)
        return nullptr;
    action->trigger();
    return switched.isEmpty() ? nullptr : switched.constFirst().constFirst().value<ui::MainWindow *>();
}

} // namespace

class TestLanguage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void switchingRebuildsTheWindowInTheLanguageOnTheSamePage();
    void everyLanguageIsOfferedInItsOwnName();
    void figuresAndAnswersFollowTheLanguage();
    void anOpenGradebookAndTheProgressPageStay();
};

void TestLanguage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qRegisterMetaType<ui::MainWindow *>();
    ui::applyLanguage(QStringLiteral("en"));
}

void TestLanguage::cleanup()
{
    ui::applyLanguage(QStringLiteral("en"));
}

void TestLanguage::switchingRebuildsTheWindowInTheLanguageOnTheSamePage()
{
    auto *window = new ui::MainWindow(options());
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QCOMPARE(firstMenuTitle(window), QStringLiteral("&File"));
    QVERIFY(window->showLesson(QStringLiteral("iv2-3-softmax"), 1));
    QPointer<ui::MainWindow> old = window;

    ui::MainWindow *german = choose(window, QStringLiteral("de"));
    QVERIFY(german);
    QVERIFY(QTest::qWaitForWindowExposed(german));
    QTRY_VERIFY(old.isNull()); // the old window closed and deleted itself
    QCOMPARE(ui::appliedLanguage(), QStringLiteral("de"));
    QCOMPARE(QLocale().language(), QLocale::German);
    QCOMPARE(firstMenuTitle(german), QStringLiteral("&Datei"));
    QCOMPARE(german->lessonView()->lessonIndex(), 2);
    QCOMPARE(german->lessonView()->pageIndex(), 1);
    const QString page = german->lessonView()->prose()->toPlainText();
    QVERIFY2(page.contains(QStringLiteral("Score")) && page.contains(QStringLiteral("abziehen")), qPrintable(page.left(200)));
    QVERIFY(languageAction(german, QStringLiteral("de"))->isChecked());
    // Qt's own dialogs (their buttons) in the language too: the system's qtbase_de.qm.
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Abbrechen"));

    // The query a learner had set survives the switch.
    german->showWorkshop();
    german->workshopView()->model()->setQuery(attn::Polar{123.0, 2.5});
    ui::MainWindow *french = choose(german, QStringLiteral("fr"));
    QVERIFY(french);
    QCOMPARE(firstMenuTitle(french), QStringLiteral("&Fichier"));
    QCOMPARE(french->workshopView()->model()->query().angleDegrees, 123.0);
    QCOMPARE(french->workshopView()->model()->query().length, 2.5);

    ui::MainWindow *english = choose(french, QStringLiteral("en"));
    QVERIFY(english);
    QCOMPARE(firstMenuTitle(english), QStringLiteral("&File"));
    english->close();
}

void TestLanguage::everyLanguageIsOfferedInItsOwnName()
{
    QCOMPARE(ui::windowLanguages(), (QStringList{QString(), QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")}));
    QCOMPARE(ui::languageName(QStringLiteral("de")), QStringLiteral("Deutsch"));
    QCOMPARE(ui::languageName(QStringLiteral("fr")), QStringLiteral("Français"));
    QCOMPARE(ui::languageName(QStringLiteral("en")), QStringLiteral("English"));
}

void TestLanguage::figuresAndAnswersFollowTheLanguage()
{
    const QString nbsp(QChar::Nbsp);
    auto *window = new ui::MainWindow(options());
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    window->showWorkshop();
    QVERIFY(window->workshopView()->chart()->visibleLabels().contains(QStringLiteral("55.1%")));

    ui::MainWindow *german = choose(window, QStringLiteral("de"));
    QVERIFY(german);
    QVERIFY(QTest::qWaitForWindowExposed(german));
    german->showWorkshop();
    ui::WorkshopView *workshop = german->workshopView();
    // The plate's figures (plate-layout.md) in German: decimal comma, a space before "%".
    const QStringList bars = workshop->chart()->visibleLabels();
    QVERIFY2(bars.contains(QStringLiteral("55,1") + nbsp + QLatin1Char('%')), qPrintable(bars.join(QLatin1Char('|'))));
    QVERIFY2(workshop->outputLabel()->text().contains(QStringLiteral("16,84")), qPrintable(workshop->outputLabel()->text()));
    QVERIFY(!workshop->outputLabel()->text().contains(QStringLiteral("16.84")));
    QVERIFY2(workshop->narrationLabel()->plainText().contains(QStringLiteral("55,1") + nbsp + QLatin1Char('%')), qPrintable(workshop->narrationLabel()->plainText()));
    QVERIFY2(german->statusBar()->currentMessage().contains(QStringLiteral("16,84")), qPrintable(german->statusBar()->currentMessage()));

    // A lesson page's prose takes its figures from the core, in the same style; the status bar
    // names the lesson in German.
    QVERIFY(german->showLesson(QStringLiteral("iv2-3-softmax"), 0));
    QVERIFY2(german->statusBar()->currentMessage().startsWith(QStringLiteral("Lektion 3: Von Scores")),
             qPrintable(german->statusBar()->currentMessage()));
    int exercisesPage = -1;
    for (int page = 0; page < german->lessonView()->pageCount(2) && exercisesPage < 0; ++page) {
        QVERIFY(german->showLesson(QStringLiteral("iv2-3-softmax"), page));
        const QString prose = german->lessonView()->prose()->toPlainText();
        QVERIFY2(!prose.contains(QStringLiteral("55.1%")), qPrintable(prose.left(300)));
        if (german->lessonView()->exercises())
            exercisesPage = page;
    }
    QVERIFY(exercisesPage >= 0);

    // An answer with a decimal comma is graded as the learner meant it; one that could be read
    // two ways costs no attempt and says how to write it.
    ui::ExerciseSetView *set = german->lessonView()->exercises();
    const course::Lesson &lesson = german->course().lessons.at(2);
    int weight = -1;
    for (int i = 0; i < lesson.exercises.size(); ++i)
        if (lesson.exercises[i].id == QLatin1String("iv2-3-weight-k2"))
            weight = i;
    QVERIFY(weight >= 0);
    set->setCurrentIndex(weight);
    ui::ExerciseWidget *w = set->exerciseWidget(weight);
    QVERIFY2(w->promptLabel()->text().contains(QStringLiteral("Key")), qPrintable(w->promptLabel()->text()));
    // This learner's variant: the answer in percent, typed as a German learner types it.
    const auto expected = course::numericAnswer(lesson.exercises[weight], w->variant());
    QVERIFY(expected && *expected >= 1.0 && *expected < 100.0);
    const QString pointed = QString::number(*expected, 'f', 3); // "21.123": also a thousands group
    w->answerEdit()->setFocus();
    QTest::keyClicks(w->answerEdit(), pointed);
    QTest::keyClick(w->answerEdit(), Qt::Key_Return);
    QCOMPARE(set->state(weight).attempts, 0);
    const QString readings = course::formatPlain(pointed.toDouble()) + QStringLiteral(" oder ") + QString(pointed).remove(QLatin1Char('.'));
    QVERIFY2(w->messageLabel()->text().contains(readings), qPrintable(w->messageLabel()->text() + QLatin1Char('|') + readings));
    const QString typed = course::formatFixed(*expected, 2);
    QVERIFY(typed.contains(QLatin1Char(',')));
    w->answerEdit()->clear();
    QTest::keyClicks(w->answerEdit(), typed);
    QTest::keyClick(w->answerEdit(), Qt::Key_Return);
    QCOMPARE(set->state(weight).attempts, 1);
    QVERIFY2(set->state(weight).solved, qPrintable(w->messageLabel()->text()));
    QVERIFY2(w->statusLabel()->text().contains(QStringLiteral("Richtig")), qPrintable(w->statusLabel()->text()));
    QVERIFY2(w->messageLabel()->text().contains(typed + nbsp + QLatin1Char('%')), qPrintable(w->messageLabel()->text()));
    german->close();
}

void TestLanguage::anOpenGradebookAndTheProgressPageStay()
{
    // A teacher switches the language with a gradebook open on "What to re-teach", the main
    // window on the learner's progress: both are there afterwards, in the new language.
    auto *window = new ui::MainWindow(options());
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    window->showOverview();
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    course::LabRequest request;
    request.title = QStringLiteral("Week 3");
    request.lessonIds = {QStringLiteral("iv2-3-softmax")};
    request.seed = 3;
    QStringList problems;
    const std::optional<course::LabSession> session = course::makeLabSession(c, request, &problems);
    QVERIFY(session);
    QTemporaryDir share;
    auto *gradebook = new ui::GradebookWindow(c, *session, {share.path()}, window);
    gradebook->setAttribute(Qt::WA_DeleteOnClose);
    gradebook->show();
    gradebook->showTab(ui::GradebookWindow::ReteachTab);
    const QString englishTitle = gradebook->windowTitle();
    QPointer<ui::GradebookWindow> old = gradebook;

    ui::MainWindow *german = choose(window, QStringLiteral("de"));
    QVERIFY(german);
    QTRY_VERIFY(old.isNull());
    QVERIFY(german->overview() && german->overview()->isVisible());
    const QList<ui::GradebookWindow *> open = german->findChildren<ui::GradebookWindow *>();
    QCOMPARE(open.size(), 1);
    QVERIFY(open.first()->isVisible());
    QCOMPARE(open.first()->session().id, session->id);
    QCOMPARE(open.first()->folders(), QStringList{share.path()});
    QCOMPARE(open.first()->tabs()->currentIndex(), int(ui::GradebookWindow::ReteachTab));
    QVERIFY2(open.first()->windowTitle() != englishTitle && open.first()->windowTitle().contains(QStringLiteral("Notenbuch")),
             qPrintable(open.first()->windowTitle()));
    german->close();
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
