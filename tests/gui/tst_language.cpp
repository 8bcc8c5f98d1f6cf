#include "language.h"
#include "lessonview.h"
#include "mainwindow.h"
#include "workshopmodel.h"
#include "workshopview.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QSignalSpy>
#include <QStandardPaths>
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

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
