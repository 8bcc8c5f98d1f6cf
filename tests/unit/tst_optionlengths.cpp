#include "exercise.h"
#include "exercisetranslation.h"
#include "lessonloader.h"

#include <QTest>

// A test-wise student picks the longest option. In every language, the right option of a
// single-choice exercise is the longest one in at most a third of them, so that length gives
// nothing away.

class TestOptionLengths : public QObject
{
    Q_OBJECT

private slots:
    void lengthGivesNothingAway_data();
    void lengthGivesNothingAway();
};

void TestOptionLengths::lengthGivesNothingAway_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : {"en", "de", "fr"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

void TestOptionLengths::lengthGivesNothingAway()
{
    QFETCH(QString, language);
    const course::Course course = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    int exercises = 0;
    QStringList longestIsRight;
    for (const course::Lesson &lesson : course.lessons) {
        for (const course::Exercise &e : course::localizedExercises(lesson.exercises, language)) {
            if (e.type != course::Exercise::Type::SingleChoice)
                continue;
            ++exercises;
            qsizetype longest = 0;
            for (const course::ChoiceOption &o : e.options)
                longest = std::max(longest, o.text.size());
            const auto isLongest = [longest](const course::ChoiceOption &o) { return o.text.size() == longest; };
            const qsizetype atLongest = std::count_if(e.options.cbegin(), e.options.cend(), isLongest);
            const bool rightIsLongest = std::any_of(e.options.cbegin(), e.options.cend(), [&](const course::ChoiceOption &o) {
                return o.correct && isLongest(o);
            });
            if (rightIsLongest && atLongest == 1)
                longestIsRight << e.id;
        }
    }
    QVERIFY(exercises >= 20);
    QVERIFY2(longestIsRight.size() * 3 <= exercises,
             qPrintable(QStringLiteral("%1: the right option is the longest in %2 of %3 single-choice exercises: %4")
                            .arg(language).arg(longestIsRight.size()).arg(exercises).arg(longestIsRight.join(QStringLiteral(", ")))));
}

QTEST_GUILESS_MAIN(TestOptionLengths)
#include "tst_optionlengths.moc"
