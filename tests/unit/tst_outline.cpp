#include "lessonloader.h"
#include "outline.h"

#include <QTest>

// course::Outline over the shipped course: every lesson's pages in the order the learner walks
// through them.
namespace {

course::Course shippedCourse()
{
    return course::LessonLoader::loadCourse(QStringLiteral(LESSONS_SOURCE_DIR));
}

} // namespace

class TestOutline : public QObject
{
    Q_OBJECT

private slots:
    void firstLessonHasItsExercisesBeforeTheSummary();
    void everyShippedLessonFollowsTheOrder();
    void lookupsOutsideTheOutlineFindNothing();
    void lessonWithoutExercisesHasNoExercisesPage();
    void brokenLessonIsOnePage();
    void titlesFollowTheLocale();
};

void TestOutline::firstLessonHasItsExercisesBeforeTheSummary()
{
    const course::Course c = shippedCourse();
    QVERIFY(c.lessons.size() >= 8);
    const course::Outline outline(c);
    const course::Lesson &first = c.lessons.constFirst();
    QVERIFY(!first.exercises.isEmpty());
    // Six content pages and the exercises page: the window's "page 1 of 7".
    QCOMPARE(first.pages.size(), 6);
    QCOMPARE(outline.pageCount(0), 7);
    QCOMPARE(outline.exercisesPage(0), 5);
    QCOMPARE(outline.summaryPage(0), 6);
    QVERIFY(outline.isExercisesPage(0, 5));
    QCOMPARE(outline.page(0, 5).id, QStringLiteral("exercises"));
    QCOMPARE(outline.page(0, 5).contentPage, -1);
    QCOMPARE(outline.page(0, 6).id, QStringLiteral("summary"));
    QCOMPARE(outline.page(0, 6).contentPage, 5);
    QCOMPARE(outline.page(0, 0).kind, course::OutlinePage::Kind::Prose);
    QCOMPARE(outline.page(0, 0).title, first.pages.constFirst().titleFor(QStringLiteral("en")));
    QCOMPARE(outline.pageIndex(0, QStringLiteral("summary")), 6);
    QCOMPARE(outline.lessonIndex(first.id), 0);
}

void TestOutline::everyShippedLessonFollowsTheOrder()
{
    const course::Course c = shippedCourse();
    const course::Outline outline(c);
    QCOMPARE(outline.lessonCount(), c.lessons.size());
    int total = 0;
    for (int l = 0; l < c.lessons.size(); ++l) {
        const course::Lesson &lesson = c.lessons.at(l);
        QVERIFY2(lesson.isValid(), qPrintable(lesson.id));
        const int count = outline.pageCount(l);
        total += count;
        QCOMPARE(count, lesson.pages.size() + (lesson.exercises.isEmpty() ? 0 : 1));
        QCOMPARE(outline.page(l, count - 1).kind, course::OutlinePage::Kind::Summary);
        QCOMPARE(outline.exercisesPage(l), lesson.exercises.isEmpty() ? -1 : count - 2);
        // Content pages in their order, each once; ids unique within the lesson.
        QStringList ids;
        int expected = 0;
        for (int p = 0; p < count; ++p) {
            const course::OutlinePage page = outline.page(l, p);
            QVERIFY(!ids.contains(page.id));
            ids << page.id;
            if (page.kind == course::OutlinePage::Kind::Exercises)
                continue;
            QCOMPARE(page.contentPage, expected);
            QCOMPARE(page.id, lesson.pages.at(expected).id);
            ++expected;
        }
        QCOMPARE(expected, lesson.pages.size());
    }
    QCOMPARE(outline.totalPageCount(), total);
}

void TestOutline::lookupsOutsideTheOutlineFindNothing()
{
    const course::Outline outline(shippedCourse());
    QCOMPARE(outline.pageCount(-1), 0);
    QCOMPARE(outline.pageCount(outline.lessonCount()), 0);
    QVERIFY(!outline.hasPage(0, -1));
    QVERIFY(!outline.hasPage(0, outline.pageCount(0)));
    QCOMPARE(outline.contentPage(0, outline.pageCount(0)), -1);
    QCOMPARE(outline.page(99, 0).id, QString());
    QCOMPARE(outline.exercisesPage(99), -1);
    QCOMPARE(outline.lessonIndex(QStringLiteral("no-such-lesson")), -1);
    QCOMPARE(outline.pageIndex(0, QStringLiteral("no-such-page")), -1);
    QVERIFY(!outline.isExercisesPage(-1, 0));
}

void TestOutline::lessonWithoutExercisesHasNoExercisesPage()
{
    course::Course c = shippedCourse();
    c.lessons[0].exercises.clear();
    const course::Outline outline(c);
    QCOMPARE(outline.pageCount(0), c.lessons[0].pages.size());
    QCOMPARE(outline.exercisesPage(0), -1);
    QCOMPARE(outline.summaryPage(0), outline.pageCount(0) - 1);
    for (int p = 0; p < outline.pageCount(0); ++p)
        QCOMPARE(outline.contentPage(0, p), p);
}

void TestOutline::brokenLessonIsOnePage()
{
    course::Course c = shippedCourse();
    c.lessons[2].problems.append({QStringLiteral("lesson.json"), QStringLiteral("1:1"), QStringLiteral("broken")});
    const course::Outline outline(c);
    QVERIFY(!outline.lesson(2).valid);
    QCOMPARE(outline.pageCount(2), 1);
    QCOMPARE(outline.page(2, 0).kind, course::OutlinePage::Kind::Problems);
    QCOMPARE(outline.contentPage(2, 0), -1);
    QCOMPARE(outline.exercisesPage(2), -1);
    QCOMPARE(outline.summaryPage(2), -1);
    QVERIFY(outline.lesson(3).valid);
}

void TestOutline::titlesFollowTheLocale()
{
    course::Course c = shippedCourse();
    course::Lesson &lesson = c.lessons[0];
    lesson.pages[0].markdown.insert(QStringLiteral("de"), QStringLiteral("# Was du lernst\n\nText"));
    lesson.titles.insert(QStringLiteral("de"), QStringLiteral("Wörterbuch"));
    lesson.pages[1].markdown.remove(QStringLiteral("de"));
    QCOMPARE(course::Outline::localeFor(lesson, QStringLiteral("de_CH")), QStringLiteral("de"));
    QCOMPARE(course::Outline::localeFor(lesson, QStringLiteral("it_IT")), QStringLiteral("en")); // a language the course does not have
    const course::Outline german(c, QStringLiteral("de_DE"));
    QCOMPARE(german.lesson(0).title, QStringLiteral("Wörterbuch"));
    QCOMPARE(german.page(0, 0).title, QStringLiteral("Was du lernst"));
    // A page without that language keeps its English title.
    QCOMPARE(german.page(0, 1).title, lesson.pages[1].titleFor(QStringLiteral("en")));
}

QTEST_GUILESS_MAIN(TestOutline)
#include "tst_outline.moc"
