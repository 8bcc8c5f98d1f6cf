#include "exercise.h"
#include "exercisetranslation.h"
#include "figures.h"
#include "lessonloader.h"
#include "placeholders.h"
#include "plate.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

// German and French write 1,5 for 1.5: a list of such numbers separated by commas reads as
// more numbers than it holds ("(1,1491, 0,9642)"). Every list of figures the course writes in
// those languages separates them with ";" (course::figureSeparator()); these tests read every
// text a learner or a teacher sees in them, with the figures filled in as the course fills them.

namespace {

/// A number with a decimal comma beside a comma-separated neighbour: "1,5, 2" or "1, 2,5".
const QRegularExpression &ambiguousList()
{
    static const QRegularExpression pattern(QStringLiteral("\\d,\\d+,\\s*[−-]?\\d|\\d,\\s+[−-]?\\d+,\\d"));
    return pattern;
}

QString firstAmbiguity(const QString &text)
{
    const QRegularExpressionMatch m = ambiguousList().match(text);
    return m.hasMatch() ? text.mid(std::max<qsizetype>(0, m.capturedStart() - 30), m.capturedLength() + 60) : QString();
}

/// A stand-in for a figure a panel fills: a number with decimals, as the language writes it.
QString standInFigure()
{
    return course::formatFixed(1.2345, 4);
}

/// The page's text with its figures: the common ones from the plate at the page's query (or
/// the plate's default), any other a panel offers as a decimal figure.
QString filledPage(const QString &markdown, const std::optional<attn::Polar> &query)
{
    const attn::PlateLayout &layout = attn::plateLayout();
    const auto trace = attn::trace(layout.lookup(query.value_or(layout.defaultQuery)));
    return course::fillPlaceholders(markdown, [&](const course::PlaceholderRef &ref) -> std::optional<QString> {
        if (trace) {
            const attn::Polar at = ref.at.value_or(query.value_or(layout.defaultQuery));
            if (const auto fixed = attn::trace(layout.lookup(at)))
                if (const auto common = course::commonPlaceholder(ref.name, layout, *fixed))
                    return common;
        }
        return standInFigure();
    });
}

} // namespace

class TestNumberLists : public QObject
{
    Q_OBJECT

private slots:
    void figuresAreListedWithTheLanguagesSeparator_data();
    void figuresAreListedWithTheLanguagesSeparator();
    void lessonPagesListNoFiguresWithCommas_data();
    void lessonPagesListNoFiguresWithCommas();
    void exercisesListNoFiguresWithCommas_data();
    void exercisesListNoFiguresWithCommas();
    void interfaceTranslationsListNoFiguresWithCommas_data();
    void interfaceTranslationsListNoFiguresWithCommas();
    void theTestFindsAnAmbiguousList();

private:
    void addLanguages();
};

void TestNumberLists::addLanguages()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("de") << QStringLiteral("de");
    QTest::newRow("fr") << QStringLiteral("fr");
}

void TestNumberLists::figuresAreListedWithTheLanguagesSeparator_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("vector");
    QTest::newRow("en") << QStringLiteral("en_GB") << QStringLiteral("(1.1491, −0.9642)");
    QTest::newRow("de") << QStringLiteral("de_DE") << QStringLiteral("(1,1491; −0,9642)");
    QTest::newRow("fr") << QStringLiteral("fr_FR") << QStringLiteral("(1,1491\u202f; −0,9642)");
}

void TestNumberLists::figuresAreListedWithTheLanguagesSeparator()
{
    QFETCH(QString, locale);
    QFETCH(QString, vector);
    QLocale::setDefault(QLocale(locale));
    QCOMPARE(course::formatVector({1.14907, -0.96418}, 4), vector);
    QVERIFY(firstAmbiguity(course::joinFigures({course::formatFixed(0.5, 2), course::formatFixed(1.25, 2)})).isEmpty());
    QLocale::setDefault(QLocale::c());
}

void TestNumberLists::lessonPagesListNoFiguresWithCommas_data()
{
    addLanguages();
}

void TestNumberLists::lessonPagesListNoFiguresWithCommas()
{
    QFETCH(QString, language);
    QLocale::setDefault(QLocale(language));
    const course::Course course = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    int pages = 0;
    for (const course::Lesson &lesson : course.lessons) {
        for (const course::Page &page : lesson.pages) {
            if (!page.markdown.contains(language))
                continue;
            ++pages;
            const QString found = firstAmbiguity(filledPage(page.markdown.value(language), page.query));
            QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("%1/%2/%3: …%4…").arg(lesson.id, language, page.file, found)));
        }
    }
    QVERIFY(pages >= 40);
    QLocale::setDefault(QLocale::c());
}

void TestNumberLists::exercisesListNoFiguresWithCommas_data()
{
    addLanguages();
}

void TestNumberLists::exercisesListNoFiguresWithCommas()
{
    QFETCH(QString, language);
    QLocale::setDefault(QLocale(language));
    const course::Course course = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    int texts = 0;
    for (const course::Lesson &lesson : course.lessons) {
        for (const course::Exercise &exercise : course::localizedExercises(lesson.exercises, language)) {
            // Many learners: every variant's figures, the prompt, the options, hints and solution.
            for (int learner = 0; learner < 12; ++learner) {
                const course::Variant variant = course::makeVariant(exercise, QStringLiteral("s-%1").arg(learner));
                QStringList shown{exercise.prompt, exercise.solution};
                shown << exercise.hints;
                for (const course::ChoiceOption &option : exercise.options)
                    shown << option.text << option.explanation;
                for (const QString &text : std::as_const(shown)) {
                    ++texts;
                    const QString found = firstAmbiguity(course::fillForVariant(text, variant));
                    QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("%1 (%2): …%3…").arg(exercise.id, language, found)));
                }
            }
        }
    }
    QVERIFY(texts > 1000);
    QLocale::setDefault(QLocale::c());
}

void TestNumberLists::interfaceTranslationsListNoFiguresWithCommas_data()
{
    addLanguages();
}

void TestNumberLists::interfaceTranslationsListNoFiguresWithCommas()
{
    QFETCH(QString, language);
    QLocale::setDefault(QLocale(language));
    QFile file(QStringLiteral(TRANSLATIONS_DIR "/attention-lab_%1.ts").arg(language));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    int translations = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement || xml.name() != QLatin1String("translation"))
            continue;
        // A numerus message holds its forms in <numerusform>s: each is a text of its own.
        const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        ++translations;
        // Its placeholders are mostly counts and names ("%1 of %2, %3 checks", "(%4, %5)"); the
        // coordinates the interface shows are written by course::formatVector() (above).
        const QString found = firstAmbiguity(text);
        QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("%1: …%2… in %3").arg(language, found, text.left(200))));
    }
    QVERIFY(!xml.hasError());
    QVERIFY(translations > 1000);
    QLocale::setDefault(QLocale::c());
}

void TestNumberLists::theTestFindsAnAmbiguousList()
{
    QLocale::setDefault(QLocale(QStringLiteral("de")));
    QVERIFY(!firstAmbiguity(QStringLiteral("q = (1,1491, 0,9642)")).isEmpty());
    QVERIFY(!firstAmbiguity(QStringLiteral("(3, 0,5)")).isEmpty());
    QVERIFY(!firstAmbiguity(filledPage(QStringLiteral("q = ({{query.x}}, {{query.y}})"), std::nullopt)).isEmpty());
    QVERIFY(firstAmbiguity(QStringLiteral("q = (1,1491; 0,9642)")).isEmpty());
    QVERIFY(firstAmbiguity(QStringLiteral("40,8 %, 55,1 % und 1,4 %")).isEmpty());
    QVERIFY(firstAmbiguity(QStringLiteral("Scores 1000, 999 und 998")).isEmpty());
    QLocale::setDefault(QLocale::c());
}

QTEST_GUILESS_MAIN(TestNumberLists)
#include "tst_numberlists.moc"
