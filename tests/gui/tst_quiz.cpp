#include "courseoutlinemodel.h"
#include "exercise.h"
#include "exerciseprogress.h"
#include "exercisesetview.h"
#include "exercisewidget.h"
#include "lessonview.h"
#include "mainwindow.h"
#include "matchingeditor.h"
#include "workshopmodel.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

// The whole Plate IV.2 quiz taken through the main window, from the keyboard where the
// widgets allow it, with every answer saved and found again after a restart.
namespace {

const QString kLearner = QStringLiteral("Ada Lovelace");

ui::MainWindow::Options options(const QTemporaryDir &dir)
{
    ui::MainWindow::Options o;
    o.learnerFolder = dir.path();
    o.learnerId = kLearner;
    o.learnerName = QStringLiteral("Ada");
    return o;
}

/// Opens the quiz's exercises page.
ui::ExerciseSetView *openQuiz(ui::MainWindow &window)
{
    const int lesson = int(window.course().lessons.size()) - 1;
    if (window.course().lessons.at(lesson).id != QLatin1String("iv2-9-quiz"))
        return nullptr;
    if (!window.showLesson(QStringLiteral("iv2-9-quiz"), window.lessonView()->pageCount(lesson) - 2))
        return nullptr;
    return window.lessonView()->exercises();
}

void press(QWidget *w, Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    w->setFocus(Qt::TabFocusReason);
    QTest::keyClick(w, key, modifiers);
}

/// Answers one exercise correctly through its widget.
void answer(ui::ExerciseWidget *w, const course::Exercise &e, const course::Variant &v,
            course::WorkshopModel *workshop)
{
    switch (e.type) {
    case course::Exercise::Type::Numeric: {
        const double x = course::numericAnswer(e, v).value();
        const bool percent = e.unit == course::Exercise::Unit::Percent;
        QLineEdit *edit = w->answerEdit();
        edit->setFocus();
        QTest::keyClicks(edit, QString::number(x, 'f', percent ? 2 : 4) + (percent ? QStringLiteral("%") : QString()));
        QTest::keyClick(edit, Qt::Key_Return);
        return;
    }
    case course::Exercise::Type::SingleChoice:
    case course::Exercise::Type::MultipleChoice:
        for (int i = 0; i < w->optionButtons().size(); ++i)
            if (e.options.at(v.optionOrder[std::size_t(i)]).correct)
                press(w->optionButtons().at(i), Qt::Key_Space);
        press(w->checkButton(), Qt::Key_Space);
        return;
    case course::Exercise::Type::Ranking: {
        const QList<int> target = course::rankingAnswer(e, v);
        QListWidget *list = w->rankingList();
        list->setFocus();
        for (int i = 0; i < target.size(); ++i) {
            int row = i;
            while (list->item(row)->data(Qt::UserRole).toInt() != target[i])
                ++row;
            list->setCurrentRow(row);
            for (; row > i; --row)
                QTest::keyClick(list, Qt::Key_Up, Qt::AltModifier);
        }
        press(w->checkButton(), Qt::Key_Space);
        return;
    }
    case course::Exercise::Type::Table: {
        QTableWidget *table = w->table();
        for (int r = 0; r < course::tableRowCount(e.table, v); ++r)
            for (int c = 0; c < course::tableInputColumns(e.table).size(); ++c)
                if (course::tableCellExists(e.table, v, r, c))
                    table->item(r, w->firstInputColumn() + c)
                        ->setText(QString::number(course::tableExpected(e.table, v, r, c), 'f', 4));
        press(w->checkButton(), Qt::Key_Space);
        return;
    }
    case course::Exercise::Type::Matching: {
        auto *editor = w->findChild<ui::MatchingEditor *>();
        QVERIFY(editor);
        for (int i = 0; i < editor->lists().size(); ++i)
            editor->lists().at(i)->setCurrentIndex(editor->lists().at(i)->findData(e.options.at(i).id));
        press(w->checkButton(), Qt::Key_Space);
        return;
    }
    case course::Exercise::Type::Target: {
        const course::TargetSpec &t = course::goalOf(e, v);
        if (t.kind == course::TargetSpec::Kind::OutputAbove) {
            // The direction whose output is highest at the longest allowed query.
            attn::Polar best{0.0, t.maxLength.value_or(10.0)};
            double top = -1e300;
            for (int a = 0; a < 360; ++a) {
                const double out = attn::trace(v.layout().lookup({double(a), best.length}))->output;
                if (out > top) {
                    top = out;
                    best.angleDegrees = a;
                }
            }
            workshop->setQuery(best);
        } else {
            const auto q = course::shortestQueryFor(v.layout(), t.key, t.threshold, t.maxLength.value_or(10.0));
            workshop->setQuery({q->angleDegrees, q->length * 1.001});
        }
        press(w->checkButton(), Qt::Key_Space);
        return;
    }
    }
}

} // namespace

class TestQuiz : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void takeTheWholeQuizAndFindItAfterARestart();
    void wrongAnswersGetFeedbackAndCostAttempts();
    void headingShowsTheExerciseTitle();
    void restartOpensTheExercisesPageWithSolvedCounts();
};

void TestQuiz::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
    QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_quiz"));
    QSettings().clear();
}

void TestQuiz::takeTheWholeQuizAndFindItAfterARestart()
{
    QTemporaryDir dir;
    int count = 0;
    {
        ui::MainWindow window(options(dir));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ui::ExerciseSetView *quiz = openQuiz(window);
        QVERIFY(quiz);
        count = quiz->count();
        QVERIFY(count >= 10);
        const course::Lesson &lesson = window.course().lessons.last();
        QSet<course::Exercise::Type> types;
        for (int i = 0; i < count; ++i) {
            quiz->setCurrentIndex(i);
            const course::Exercise &e = lesson.exercises.at(i);
            types.insert(e.type);
            const course::Variant v = course::makeVariant(e, kLearner);
            answer(quiz->exerciseWidget(i), e, v, window.lessonModel());
            QVERIFY2(quiz->state(i).solved, qPrintable(e.id + QLatin1String(": ")
                                                         + quiz->exerciseWidget(i)->messageLabel()->text()));
            QCOMPARE(quiz->state(i).attempts, 1);
            // Saved at once, before the next exercise.
            course::ExerciseProgress saved(course::ExerciseProgress::fileIn(dir.path()));
            QVERIFY(saved.load().ok);
            QVERIFY(course::score(e, v, saved.log(e.id)).solved);
        }
        QCOMPARE(types.size(), 6); // every question type
        QTest::mouseClick(quiz->nextButton(), Qt::LeftButton);
        QVERIFY(quiz->isSummaryShown());
        QVERIFY(std::abs(quiz->totalCredit() - count) < 1e-9);
        QCOMPARE(quiz->objectives().size(), 4);
        QCOMPARE(quiz->summaryTable()->rowCount() >= 4, true);
        window.close();
    }
    // A restart finds every answer.
    ui::MainWindow again(options(dir));
    again.show();
    ui::ExerciseSetView *quiz = openQuiz(again);
    QVERIFY(quiz);
    for (int i = 0; i < count; ++i)
        QVERIFY(quiz->state(i).solved);
    QVERIFY(std::abs(quiz->totalCredit() - count) < 1e-9);
    QSettings().clear();
}

void TestQuiz::wrongAnswersGetFeedbackAndCostAttempts()
{
    QTemporaryDir dir;
    ui::MainWindow window(options(dir));
    window.show();
    ui::ExerciseSetView *quiz = openQuiz(window);
    QVERIFY(quiz);
    const course::Lesson &lesson = window.course().lessons.last();
    int numeric = -1;
    for (int i = 0; i < lesson.exercises.size() && numeric < 0; ++i)
        if (lesson.exercises[i].type == course::Exercise::Type::Numeric)
            numeric = i;
    QVERIFY(numeric >= 0);
    quiz->setCurrentIndex(numeric);
    ui::ExerciseWidget *w = quiz->exerciseWidget(numeric);
    w->answerEdit()->setFocus();
    QTest::keyClicks(w->answerEdit(), QStringLiteral("not a number"));
    QTest::keyClick(w->answerEdit(), Qt::Key_Return);
    QCOMPARE(quiz->state(numeric).attempts, 0);
    QVERIFY(!w->messageLabel()->text().isEmpty());
    w->answerEdit()->clear();
    QTest::keyClicks(w->answerEdit(), QStringLiteral("-12345"));
    QTest::keyClick(w->answerEdit(), Qt::Key_Return);
    QCOMPARE(quiz->state(numeric).attempts, 1);
    QVERIFY(!quiz->state(numeric).solved);
    QVERIFY(w->statusLabel()->text().contains(QStringLiteral("Not quite")));
    press(w->hintButton(), Qt::Key_Space);
    QCOMPARE(quiz->state(numeric).hintsShown, 1);
    QVERIFY(!w->hintsLabel()->text().isEmpty());
    course::ExerciseProgress saved(course::ExerciseProgress::fileIn(dir.path()));
    QVERIFY(saved.load().ok);
    const course::Exercise &e = lesson.exercises[numeric];
    QCOMPARE(course::score(e, w->variant(), saved.log(e.id)).hintsShown, 1);
    QSettings().clear();
}

void TestQuiz::headingShowsTheExerciseTitle()
{
    QTemporaryDir dir;
    ui::MainWindow window(options(dir));
    window.show();
    ui::ExerciseSetView *quiz = openQuiz(window);
    QVERIFY(quiz);
    const course::Lesson &lesson = window.course().lessons.last();
    QCOMPARE(quiz->count(), int(lesson.exercises.size()));
    QSet<QString> headings;
    quiz->setCurrentIndex(0);
    for (int i = 0; i < quiz->count(); ++i) {
        const course::Exercise &e = lesson.exercises.at(i);
        const QString heading = quiz->positionLabel()->text();
        QCOMPARE(heading, QStringLiteral("Exercise %1 of %2 — %3").arg(i + 1).arg(quiz->count()).arg(e.title));
        QVERIFY2(!heading.contains(course::objectiveTitle(e.objective)), qPrintable(heading));
        QVERIFY(quiz->positionLabel()->toolTip().contains(course::objectiveTitle(e.objective)));
        headings.insert(heading);
        // The learner's own way forward: the Next button.
        QTest::mouseClick(quiz->nextButton(), Qt::LeftButton);
    }
    QCOMPARE(headings.size(), quiz->count());
    QVERIFY(quiz->isSummaryShown());
    QCOMPARE(quiz->positionLabel()->text(), QStringLiteral("Score summary"));
    QSettings().clear();
}

void TestQuiz::restartOpensTheExercisesPageWithSolvedCounts()
{
    QTemporaryDir dir;
    int quizLesson = -1;
    int exercisesPage = -1;
    {
        ui::MainWindow window(options(dir));
        window.show();
        ui::ExerciseSetView *quiz = openQuiz(window);
        quizLesson = window.lessonView()->lessonIndex();
        QVERIFY(quiz);
        exercisesPage = window.lessonView()->pageIndex();
        const course::Exercise &e = window.course().lessons.at(quizLesson).exercises.first();
        answer(quiz->exerciseWidget(0), e, course::makeVariant(e, kLearner), window.lessonModel());
        QVERIFY(quiz->state(0).solved);
        window.close(); // the window remembers that a lesson page was on show
    }
    ui::MainWindow again(options(dir));
    again.show();
    // Back on the quiz's exercises page, with the answer and the sidebar's count from the log.
    QCOMPARE(again.lessonView()->lessonIndex(), quizLesson);
    QCOMPARE(again.lessonView()->pageIndex(), exercisesPage);
    QVERIFY(again.lessonView()->exercises() && again.lessonView()->exercises()->isVisible());
    QVERIFY(again.lessonView()->exercises()->state(0).solved);
    const QModelIndex entry = again.sidebarModel()->pageIndex(quizLesson, exercisesPage);
    QVERIFY2(entry.data().toString().contains(QStringLiteral("(1/")), qPrintable(entry.data().toString()));
    QSettings().clear();
}

QTEST_MAIN(TestQuiz)
#include "tst_quiz.moc"
