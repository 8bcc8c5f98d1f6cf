#include "exercise.h"
#include "gradebookwindow.h"
#include "labsession.h"
#include "labwindow.h"
#include "labwork.h"
#include "language.h"
#include "exercisetranslation.h"
#include "lessonloader.h"
#include "mainwindow.h"

#include <QApplication>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QTest>
#include <QXmlStreamReader>

#include <memory>

// A sentence that sends the learner or the teacher to "File ▸ Join Lab Session…" must name
// menus and entries that exist, in the words of the language it is written in: every such path
// in the interface's texts (each language's translations, the English sources) and in the
// lessons is checked against the menus of the course window, a student's lab window and the
// gradebook, built in that language.

namespace {

/// A menu's title or entry as the learner reads it: no mnemonic, "&&" an ampersand.
QString shownText(QString text)
{
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    return text.replace(QChar(1), QLatin1Char('&'));
}


void addMenu(const QString &title, QMenu *menu, QHash<QString, QStringList> *entries, QHash<QString, QMenu *> *menus)
{
    menus->insert(title, menu);
    const QList<QAction *> actions = menu->actions();
    for (QAction *action : actions) {
        if (action->isSeparator() || action->text().isEmpty())
            continue;
        (*entries)[title] << shownText(action->text());
        if (action->menu())
            addMenu(title + QStringLiteral(" ▸ ") + shownText(action->text()), action->menu(), entries, menus);
    }
}

/// The paths a window offers: "File", "File ▸ Join Lab Session…", "View ▸ Language ▸ Deutsch".
struct MenuPaths {
    QStringList titles;                    ///< top level
    QHash<QString, QStringList> entries;   ///< by the path of their menu
    QHash<QString, QMenu *> menus;

    void add(QMenuBar *bar)
    {
        const QList<QAction *> actions = bar->actions();
        for (QAction *action : actions) {
            if (!action->menu())
                continue;
            const QString title = shownText(action->text());
            titles << title;
            addMenu(title, action->menu(), &entries, &menus);
        }
    }
};

/// The longest of `candidates` that `text` starts with (or, with `atEnd`, ends with).
QString longestMatch(const QString &text, const QStringList &candidates, bool atEnd)
{
    QString best;
    for (const QString &c : candidates)
        if ((atEnd ? text.endsWith(c) : text.startsWith(c)) && c.size() > best.size())
            best = c;
    return best;
}

/// Nothing when every "A ▸ B" in `text` is a path of `paths`; else what is wrong.
QString badPath(QString text, const MenuPaths &paths)
{
    // Markdown's emphasis and code marks around a path are not part of it.
    for (const QChar mark : {QLatin1Char('*'), QLatin1Char('`'), QLatin1Char('_')})
        text.remove(mark);
    const QString arrow = QStringLiteral(" ▸ ");
    qsizetype at = text.indexOf(arrow);
    while (at >= 0) {
        const QString title = longestMatch(text.left(at), paths.titles, true);
        if (title.isEmpty())
            return QStringLiteral("no menu is called “%1”").arg(text.mid(std::max<qsizetype>(0, at - 25), 25).trimmed());
        QString menu = title;
        qsizetype rest = at + arrow.size();
        while (true) {
            // An entry may be quoted without its "…" ("File ▸ Switch Learner").
            QStringList entries = paths.entries.value(menu);
            for (const QString &e : paths.entries.value(menu))
                if (e.endsWith(QStringLiteral("…")))
                    entries << e.chopped(1);
            const QString entry = longestMatch(text.mid(rest), entries, false);
            if (entry.isEmpty())
                return QStringLiteral("the menu %1 has no entry “%2”").arg(menu, text.mid(rest, 40));
            rest += entry.size();
            if (!text.mid(rest).startsWith(arrow))
                break;
            menu += arrow + entry;
            rest += arrow.size();
        }
        at = text.indexOf(arrow, rest);
    }
    return {};
}

/// Every translation (or, for English, every source) of the interface in `language`.
QStringList interfaceTexts(const QString &language)
{
    QFile file(QStringLiteral(TRANSLATIONS_DIR "/attention-lab_%1.ts").arg(language == QLatin1String("en") ? QStringLiteral("de") : language));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QLatin1String element(language == QLatin1String("en") ? "source" : "translation");
    QXmlStreamReader xml(&file);
    QStringList texts;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == element)
            texts << xml.readElementText(QXmlStreamReader::IncludeChildElements);
    return texts;
}

} // namespace

class TestMenuPaths : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyQuotedMenuPathExists_data();
    void everyQuotedMenuPathExists();
    void dialogsAreTitledAsTheEntriesThatOpenThem_data();
    void dialogsAreTitledAsTheEntriesThatOpenThem();
    void aWrongPathIsFound();
    void cleanupTestCase();

private:
    MenuPaths pathsIn(const QString &language);
    std::unique_ptr<QTemporaryDir> m_data;
};

void TestMenuPaths::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_data = std::make_unique<QTemporaryDir>();
}

void TestMenuPaths::cleanupTestCase()
{
    ui::applyLanguage(QStringLiteral("en"));
}

MenuPaths TestMenuPaths::pathsIn(const QString &language)
{
    ui::applyLanguage(language);
    MenuPaths paths;
    ui::MainWindow::Options options;
    options.useSettings = false;
    ui::MainWindow course(options);
    paths.add(course.menuBar());

    const course::Course builtIn = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    course::LabRequest request;
    request.title = QStringLiteral("Week 3");
    request.exerciseIds = {QStringLiteral("iv2-3-weight-k2")};
    request.seed = 1;
    QStringList problems;
    const std::optional<course::LabSession> session = course::makeLabSession(builtIn, request, &problems);
    if (session) {
        auto *work = new course::LabWork(*session, builtIn, QStringLiteral("s-1"), QStringLiteral("Ada"),
                                         m_data->filePath(language));
        work->open();
        ui::LabWindow lab(work);
        paths.add(lab.menuBar());
        ui::GradebookWindow gradebook(builtIn, *session, {});
        paths.add(gradebook.menuBar());
    }
    return paths;
}

void TestMenuPaths::everyQuotedMenuPathExists_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : {"en", "de", "fr"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

void TestMenuPaths::everyQuotedMenuPathExists()
{
    QFETCH(QString, language);
    const MenuPaths paths = pathsIn(language);
    QVERIFY(paths.titles.size() >= 5);
    QStringList texts = interfaceTexts(language);
    QVERIFY(texts.size() > 1000);
    // The lessons' pages and exercises, and the glossary, in that language.
    const course::Course builtIn = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    for (const course::Lesson &lesson : builtIn.lessons) {
        for (const course::Page &page : lesson.pages)
            texts << page.markdownFor(language);
        for (const course::Exercise &e : course::localizedExercises(lesson.exercises, language)) {
            texts << e.prompt << e.solution << e.hints;
            for (const course::ChoiceOption &o : e.options)
                texts << o.text << o.explanation;
        }
    }
    QFile glossary(QStringLiteral(LESSONS_DIR "/glossary/%1.json").arg(language));
    QVERIFY(glossary.open(QIODevice::ReadOnly));
    texts << QString::fromUtf8(glossary.readAll());
    int quoted = 0;
    for (const QString &text : std::as_const(texts)) {
        if (!text.contains(QStringLiteral(" ▸ ")))
            continue;
        ++quoted;
        const QString bad = badPath(text, paths);
        QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("%1: %2, in: %3").arg(language, bad, text.left(300))));
    }
    QVERIFY(quoted >= 8);
}

void TestMenuPaths::dialogsAreTitledAsTheEntriesThatOpenThem_data()
{
    everyQuotedMenuPathExists_data();
}

void TestMenuPaths::dialogsAreTitledAsTheEntriesThatOpenThem()
{
    // Each entry of the course window that opens a dialog of the course's own ("…"): the
    // dialog's title is the entry's words without the dots (a file dialog says what it opens).
    QFETCH(QString, language);
    ui::applyLanguage(language);
    ui::MainWindow::Options options;
    options.useSettings = false;
    ui::MainWindow window(options);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    MenuPaths paths;
    paths.add(window.menuBar());
    int dialogs = 0;
    for (auto it = paths.menus.cbegin(); it != paths.menus.cend(); ++it) {
        const QList<QAction *> actions = it.value()->actions();
        for (QAction *action : actions) {
            const QString entry = shownText(action->text());
            if (!entry.endsWith(QStringLiteral("…")) || !action->isEnabled() || action->menu())
                continue;
            QString title;
            QTimer::singleShot(0, this, [&title] {
                if (QWidget *modal = QApplication::activeModalWidget()) {
                    title = modal->windowTitle();
                    modal->close();
                }
            });
            action->trigger();
            QTRY_VERIFY2(!QApplication::activeModalWidget(), qPrintable(entry));
            if (title.isEmpty())
                continue; // a window, not a dialog (the gradebook asks for its session first)
            ++dialogs;
            // The entry's words, or the entry's words then what the dialog asks for first
            // ("Write Feedback: Choose the Lab Session").
            const QString expected = entry.chopped(1).trimmed();
            QVERIFY2(title == expected || title.startsWith(expected + QLatin1Char(':')) || title.startsWith(expected + QStringLiteral("\u00a0:")),
                     qPrintable(QStringLiteral("%1: “%2 ▸ %3” opens “%4”").arg(language, it.key(), entry, title)));
        }
    }
    QVERIFY(dialogs >= 4);
}

void TestMenuPaths::aWrongPathIsFound()
{
    MenuPaths paths = pathsIn(QStringLiteral("de"));
    QVERIFY(!badPath(QStringLiteral("mit Datei ▸ Lab-Sitzung betreten… öffnen"), paths).isEmpty());
    QVERIFY(!badPath(QStringLiteral("unter Dossier ▸ Öffnen"), paths).isEmpty());
    const QString real = QStringLiteral("unter %1 ▸ %2 …").arg(paths.titles.first(), paths.entries.value(paths.titles.first()).first());
    QVERIFY2(badPath(real, paths).isEmpty(), qPrintable(real));
    ui::applyLanguage(QStringLiteral("en"));
}

QTEST_MAIN(TestMenuPaths)
#include "tst_menupaths.moc"
