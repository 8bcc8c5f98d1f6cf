#include "accessibility.h"
#include "answer.h"
#include "attemptstore.h"
#include "attemptlog.h"
#include "exercise.h"
#include "exercisesetview.h"
#include "exercisesession.h"
#include "exercisewidget.h"
#include "figures.h"
#include "plate.h"
#include "grading.h"
#include "querycanvas.h"
#include "trainedkeys.h"
#include "trainedkeysview.h"
#include "trainingplane.h"
#include "workshopmodel.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QJsonDocument>
#include <QJsonObject>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

#include <cmath>
#include <memory>
#include <numbers>

// The exercise widgets driven through their real editors: typing, clicking, Alt+arrows, the
// workshop's plane. Every exercise is built here on the plate's default variant (query at
// 40°, length 1.5): weights 40.81% 55.08% 1.43% 0.24% 2.43%, output 16.8421. No translator is
// installed, so plural texts are matched up to their "%n …(s)" ending.

namespace {

/// A learner's store in memory: what an exercise set writes, and how often.
struct MemoryStore : course::AttemptStore {
    QHash<QString, course::AttemptLog> saved;
    int writes = 0;
    QHash<QString, course::AttemptLog> logs() const override { return saved; }
    bool storeLog(const QString &exerciseId, const course::AttemptLog &log, QString *) override
    {
        saved.insert(exerciseId, log);
        ++writes;
        return true;
    }
};

using Status = course::Feedback::Status;

course::Exercise base(const QString &id, course::Exercise::Type type, const QString &objective)
{
    course::Exercise e;
    e.id = id;
    e.lessonId = QStringLiteral("test");
    e.objective = objective;
    e.type = type;
    e.attempts = 3;
    e.hintPenalty = 0.1;
    return e;
}

/// The weight of key 2 in percent, 55.08, within half a point.
course::Exercise numericExercise()
{
    course::Exercise e = base(QStringLiteral("num-k2"), course::Exercise::Type::Numeric,
                              QStringLiteral("weights"));
    e.prompt = QStringLiteral("The query points at {{angle}}°. What weight does **key 2** get?");
    e.answer = QStringLiteral("weight.k2");
    e.unit = course::Exercise::Unit::Percent;
    e.absoluteTolerance = 0.5;
    e.hints = {QStringLiteral("A weight is a softmax of the scores."),
               QStringLiteral("Divide exp(score − max) by the sum of the exponentials.")};
    e.solution = QStringLiteral("Key 2 receives {{weight.k2}}.");
    return e;
}

course::Exercise choiceExercise(course::Exercise::Type type)
{
    const bool single = type == course::Exercise::Type::SingleChoice;
    course::Exercise e = base(single ? QStringLiteral("single") : QStringLiteral("multiple"), type,
                              QStringLiteral("soft-lookup"));
    e.prompt = QStringLiteral("What does attention return?");
    e.options = {{QStringLiteral("a"), QStringLiteral("A blend of all values"), true, {}},
                 {QStringLiteral("b"), QStringLiteral("The one best value"), false,
                  QStringLiteral("Attention blends; it does not pick.")},
                 {QStringLiteral("c"), QStringLiteral("An error"), false, {}},
                 {QStringLiteral("d"), QStringLiteral("Weights that add up to one"), !single, {}}};
    return e;
}

course::Exercise rankingExercise()
{
    course::Exercise e = base(QStringLiteral("rank"), course::Exercise::Type::Ranking,
                              QStringLiteral("weights"));
    e.prompt = QStringLiteral("Rank the keys by weight.");
    return e;
}

course::Exercise tableExercise()
{
    course::Exercise e = base(QStringLiteral("table"), course::Exercise::Type::Table,
                              QStringLiteral("weights"));
    e.prompt = QStringLiteral("Compute the dot products.");
    e.table = course::Exercise::TableKind::DotProduct;
    return e;
}

course::Exercise targetExercise()
{
    course::Exercise e = base(QStringLiteral("target"), course::Exercise::Type::Target,
                              QStringLiteral("sharpness"));
    e.prompt = QStringLiteral("Give key 2 at least 90% of the weight.");
    e.target.kind = course::TargetSpec::Kind::WeightAtLeast;
    e.target.key = 2;
    e.target.threshold = 0.9;
    return e;
}

course::Variant plateVariant(const course::Exercise &exercise)
{
    return course::makeVariant(exercise, QStringLiteral("ada"));
}

/// An answer as the tests write it: a number as typed, ids or keys joined by ",", a table's
/// rows as JSON, a target as {"angle":…,"length":…}.
QString answerText(const std::optional<course::Answer> &answer)
{
    if (!answer)
        return {};
    if (const auto *n = std::get_if<course::NumberAnswer>(&*answer))
        return n->typed;
    if (const auto *c = std::get_if<course::ChoiceAnswer>(&*answer))
        return c->optionIds.join(QLatin1Char(','));
    if (const auto *r = std::get_if<course::RankingAnswer>(&*answer)) {
        QStringList keys;
        for (int k : r->keys)
            keys << QString::number(k);
        return keys.join(QLatin1Char(','));
    }
    QJsonObject o = course::answerToJson(*answer);
    o.remove(QStringLiteral("kind"));
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

/// A saved log: `hints` hints, then one check of each answer, then the solution if asked.
course::AttemptLog savedLog(const QList<course::Answer> &answers, int hints = 0)
{
    course::AttemptLog log;
    for (int h = 0; h < hints; ++h) {
        course::AttemptEvent e;
        e.kind = course::AttemptEvent::Kind::Hint;
        e.hint = h;
        log.events << e;
    }
    for (const course::Answer &answer : answers) {
        course::AttemptEvent e;
        e.kind = course::AttemptEvent::Kind::Check;
        e.answer = answer;
        e.locale = QStringLiteral("C");
        log.events << e;
    }
    return log;
}

/// Types into a cell through its editor (F2, the text, Enter), as a learner does.
void typeIntoCell(QTableWidget *table, int row, int column, const QString &text)
{
    table->setFocus();
    table->setCurrentCell(row, column);
    QTest::keyClick(table, Qt::Key_F2);
    auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
    QVERIFY2(editor, "no cell editor opened");
    editor->selectAll();
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Enter);
    // The delegate commits the editor's text from the event loop.
    QTRY_COMPARE(table->item(row, column)->text(), text);
}

QString cellText(const course::Exercise &e, const course::Variant &v, int row, int column)
{
    return QString::number(course::tableExpected(e.table, v, row, column), 'f', 4);
}

} // namespace

class TestExerciseWidgets : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();

    void rulesAndPromptAreShownBeforeAnswering();
    void numericInput_data();
    void numericInput();
    void numericRightAnswerFinishesAndLocks();
    void garbageCostsNoAttempt();
    void wrongUntilLastAttemptShowsSolution();
    void hintsLowerTheCredit();
    void enterOnAButtonPressesItInsteadOfChecking();
    void solutionOnRequestEndsTheExercise();
    void solutionButtonHiddenWhenNotAllowed();
    void singleChoiceInOptionOrder();
    void multipleChoiceGivesPartialCredit();
    void longOptionsWrapInsteadOfBeingCutOff_data();
    void longOptionsWrapInsteadOfBeingCutOff();
    void rankingByKeyboardAndButtons();
    void untouchedRankingIsNoAnswer();
    void rankingShowsWhereTheQueryAndKeysAre();
    void tableMarksEveryCell();
    void tableGarbageCostsNoAttempt();
    void tableTabWalksInputCellsThenLeaves();
    void gradientTableByKeyboard();
    void trainedKeysShowTheKeysNotTheQueries();
    void targetIsGradedOnTheWorkshopQuery();
    void correctHeadlineAndMessageNeverRepeat_data();
    void correctHeadlineAndMessageNeverRepeat();
    void savedStateIsRestored();
    void everyFocusableControlHasAName();
    void setViewNavigatesAndSummarises();

private:
    ui::ExerciseWidget *show(const course::Exercise &exercise, const course::AttemptLog &log = {},
                             course::WorkshopModel *workshop = nullptr,
                             std::optional<course::Variant> variant = std::nullopt)
    {
        m_widget.reset();
        m_session = std::make_unique<course::ExerciseSession>(exercise, variant.value_or(plateVariant(exercise)), log);
        m_widget = std::make_unique<ui::ExerciseWidget>(m_session.get(), workshop);
        m_widget->resize(720, 640);
        m_widget->show();
        m_widget->activateWindow();
        if (!QTest::qWaitForWindowActive(m_widget.get()))
            qWarning("window not active");
        return m_widget.get();
    }
    QString status() const { return m_widget->statusLabel()->text(); }
    /// The score after the `index`-th logged change a spy on the session saw.
    course::ExerciseScore stateAt(const QSignalSpy &spy, int index) const
    {
        return course::score(m_session->exercise(), m_session->variant(),
                             spy.at(index).at(0).value<course::AttemptLog>());
    }

    std::unique_ptr<course::ExerciseSession> m_session;
    std::unique_ptr<ui::ExerciseWidget> m_widget;
};

void TestExerciseWidgets::initTestCase()
{
    QLocale::setDefault(QLocale::c());
}

void TestExerciseWidgets::cleanup()
{
    m_widget.reset();
    m_session.reset();
}

void TestExerciseWidgets::rulesAndPromptAreShownBeforeAnswering()
{
    ui::ExerciseWidget *w = show(numericExercise());
    QVERIFY(w->rulesLabel()->isVisible());
    QVERIFY2(w->rulesLabel()->text().contains(QStringLiteral("3 attempt")),
             qPrintable(w->rulesLabel()->text()));
    QVERIFY(w->rulesLabel()->text().contains(QStringLiteral("10%")));
    QCOMPARE(w->promptLabel()->textFormat(), Qt::MarkdownText);
    QVERIFY2(w->promptLabel()->text().contains(QStringLiteral("40")), qPrintable(w->promptLabel()->text()));
    QVERIFY(!w->promptLabel()->text().contains(QStringLiteral("{{")));
    QCOMPARE(w->attemptsLabel()->text(), QStringLiteral("Attempts left: 3 of 3"));
    QCOMPARE(w->creditLabel()->text(), QStringLiteral("Credit so far: 0%"));
    QVERIFY(w->statusLabel()->isHidden());
    QVERIFY(!w->isSolutionVisible());
    QVERIFY(w->hintButton()->text().contains(QStringLiteral("10%")));
}

void TestExerciseWidgets::numericInput_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("headline");
    QTest::addColumn<int>("attemptsLeft");
    QTest::newRow("point") << "C" << "55.1" << "Correct" << 2;
    QTest::newRow("percent sign") << "C" << "55.08%" << "Correct" << 2;
    QTest::newRow("German comma") << "de_DE" << "55,1" << "Correct" << 2;
    QTest::newRow("just outside") << "C" << "55.6" << "Not quite" << 2;
    QTest::newRow("the score instead") << "C" << "2.5981" << "Not quite" << 2;
    QTest::newRow("letters") << "C" << "fifty" << "Not a number" << 3;
    QTest::newRow("empty") << "C" << "" << "Not a number" << 3;
    QTest::newRow("a fraction for a percentage") << "C" << "0.5508" << "Not counted" << 3;
}

void TestExerciseWidgets::numericInput()
{
    QFETCH(QString, locale);
    QFETCH(QString, input);
    QFETCH(QString, headline);
    QFETCH(int, attemptsLeft);
    ui::ExerciseWidget *w = show(numericExercise());
    w->setLocale(QLocale(locale));
    QLineEdit *edit = w->answerEdit();
    QVERIFY(edit);
    edit->setFocus();
    QTest::keyClicks(edit, input);
    QTest::keyClick(edit, Qt::Key_Return);
    QVERIFY2(status().contains(headline), qPrintable(status()));
    QCOMPARE(w->state().attemptsLeft, attemptsLeft);
    QVERIFY(!w->messageLabel()->text().isEmpty());
}

void TestExerciseWidgets::numericRightAnswerFinishesAndLocks()
{
    ui::ExerciseWidget *w = show(numericExercise());
    QSignalSpy spy(w->session(), &course::ExerciseSession::logChanged);
    QTest::keyClicks(w->answerEdit(), QStringLiteral("55.1"));
    QTest::mouseClick(w->checkButton(), Qt::LeftButton);
    QVERIFY(status().contains(QStringLiteral("✓ Correct")));
    QCOMPARE(spy.count(), 1);
    const course::ExerciseScore s = stateAt(spy, 0);
    QVERIFY(s.solved);
    QCOMPARE(s.attempts, 1);
    QCOMPARE(answerText(s.lastAnswer), QStringLiteral("55.1"));
    QVERIFY(std::abs(s.credit - 1.0) < 1e-9);
    QCOMPARE(w->creditLabel()->text(), QStringLiteral("Credit so far: 100%"));
    QVERIFY(w->attemptsLabel()->text().startsWith(QStringLiteral("Solved with 1 attempt")));
    // Finished: read-only, nothing more to check, the result stays.
    QVERIFY(w->isFinished());
    QVERIFY(w->answerEdit()->isReadOnly());
    QVERIFY(!w->checkButton()->isEnabled());
    QVERIFY(!w->hintButton()->isEnabled());
    QTest::keyClick(w->answerEdit(), Qt::Key_Return);
    QCOMPARE(spy.count(), 1);
    QVERIFY(status().contains(QStringLiteral("Correct")));
    // A solved exercise does not force its solution on the learner, but offers it.
    QVERIFY(!w->isSolutionVisible());
    QVERIFY(w->solutionButton()->isVisible() && w->solutionButton()->isEnabled());
}

void TestExerciseWidgets::garbageCostsNoAttempt()
{
    ui::ExerciseWidget *w = show(numericExercise());
    QSignalSpy spy(w->session(), &course::ExerciseSession::logChanged);
    QTest::keyClicks(w->answerEdit(), QStringLiteral("half"));
    QTest::keyClick(w->answerEdit(), Qt::Key_Enter);
    QVERIFY2(status().contains(QStringLiteral("Not a number")), qPrintable(status()));
    QVERIFY(status().contains(QStringLiteral("no attempt used")));
    QVERIFY(w->messageLabel()->text().contains(QStringLiteral("“half” is not a number")));
    QCOMPARE(w->state().attempts, 0);
    QCOMPARE(w->attemptsLabel()->text(), QStringLiteral("Attempts left: 3 of 3"));
    QCOMPARE(spy.count(), 0);
    QVERIFY(!w->isFinished());
    QVERIFY(!w->answerEdit()->isReadOnly());
}

void TestExerciseWidgets::wrongUntilLastAttemptShowsSolution()
{
    ui::ExerciseWidget *w = show(numericExercise());
    QSignalSpy spy(w->session(), &course::ExerciseSession::logChanged);
    const QStringList wrong{QStringLiteral("40.8"), QStringLiteral("2.5981"), QStringLiteral("60")};
    for (int i = 0; i < wrong.size(); ++i) {
        QVERIFY(!w->isSolutionVisible());
        w->answerEdit()->selectAll();
        QTest::keyClicks(w->answerEdit(), wrong.at(i));
        QTest::keyClick(w->answerEdit(), Qt::Key_Return);
        QVERIFY2(status().contains(QStringLiteral("✗ Not quite")), qPrintable(status()));
        QCOMPARE(spy.count(), i + 1);
        QCOMPARE(stateAt(spy, i).attempts, i + 1);
        if (i == 0)
            QCOMPARE(w->attemptsLabel()->text(), QStringLiteral("Attempts left: 2 of 3"));
        if (i == 1) {
            // Typing the score for a weight is a recognisable slip.
            QVERIFY2(w->detailsLabel()->text().contains(QStringLiteral("score q·k, not the weight")),
                     qPrintable(w->detailsLabel()->text()));
            QCOMPARE(w->attemptsLabel()->text(), QStringLiteral("Attempts left: 1 of 3"));
        }
    }
    QVERIFY(w->isFinished());
    QVERIFY(!stateAt(spy, 2).solved);
    QVERIFY(w->attemptsLabel()->text().startsWith(QStringLiteral("Finished: 3 attempt")));
    QVERIFY(w->isSolutionVisible());
    QVERIFY(w->solutionLabel()->isVisible());
    QCOMPARE(w->solutionLabel()->textFormat(), Qt::MarkdownText);
    QVERIFY2(w->solutionLabel()->text().contains(QStringLiteral("Key 2 receives 55.1%")),
             qPrintable(w->solutionLabel()->text()));
    QVERIFY(w->solutionLabel()->text().contains(QStringLiteral("| k2 |")));
    QVERIFY(w->answerEdit()->isReadOnly());
    QVERIFY(!w->checkButton()->isEnabled());
}

void TestExerciseWidgets::hintsLowerTheCredit()
{
    ui::ExerciseWidget *w = show(numericExercise());
    QSignalSpy spy(w->session(), &course::ExerciseSession::logChanged);
    QVERIFY(w->hintsLabel()->isHidden());
    QTest::mouseClick(w->hintButton(), Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(stateAt(spy, 0).hintsShown, 1);
    QVERIFY(w->hintsLabel()->isVisible());
    QVERIFY(w->hintsLabel()->text().contains(QStringLiteral("softmax of the scores")));
    QVERIFY(!w->hintsLabel()->text().contains(QStringLiteral("Divide exp")));
    QVERIFY2(w->creditLabel()->text().contains(QStringLiteral("at most 90%")),
             qPrintable(w->creditLabel()->text()));
    QTest::mouseClick(w->hintButton(), Qt::LeftButton);
    QCOMPARE(spy.count(), 2);
    QVERIFY(w->hintsLabel()->text().contains(QStringLiteral("Divide exp")));
    QVERIFY(w->creditLabel()->text().contains(QStringLiteral("at most 80%")));
    // Every hint is out: the button says so.
    QVERIFY(!w->hintButton()->isEnabled());
    QTest::keyClicks(w->answerEdit(), QStringLiteral("55.1"));
    QTest::keyClick(w->answerEdit(), Qt::Key_Return);
    QCOMPARE(spy.count(), 3);
    QVERIFY(std::abs(stateAt(spy, 2).credit - 0.8) < 1e-9);
    QCOMPARE(w->creditLabel()->text(), QStringLiteral("Credit so far: 80%"));
    QCOMPARE(w->state().attempts, 1); // hints cost credit, never attempts
}

void TestExerciseWidgets::enterOnAButtonPressesItInsteadOfChecking()
{
    ui::ExerciseWidget *w = show(numericExercise());
    QTest::keyClicks(w->answerEdit(), QStringLiteral("40"));
    w->hintButton()->setFocus();
    QTest::keyClick(w->hintButton(), Qt::Key_Return);
    QCOMPARE(w->state().hintsShown, 1);
    QCOMPARE(w->state().attempts, 0);
}

void TestExerciseWidgets::solutionOnRequestEndsTheExercise()
{
    ui::ExerciseWidget *w = show(numericExercise());
    QSignalSpy spy(w->session(), &course::ExerciseSession::logChanged);
    QVERIFY(w->solutionButton()->isVisible());
    QVERIFY(w->solutionLabel()->isHidden());
    QTest::mouseClick(w->solutionButton(), Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    QVERIFY(stateAt(spy, 0).solutionShown);
    QVERIFY(w->isFinished());
    QVERIFY(w->solutionLabel()->isVisible());
    QVERIFY(!w->checkButton()->isEnabled());
    QVERIFY(!w->solutionButton()->isEnabled());
    QVERIFY(w->answerEdit()->isReadOnly());
    QCOMPARE(w->creditLabel()->text(), QStringLiteral("Credit so far: 0%"));
}

void TestExerciseWidgets::solutionButtonHiddenWhenNotAllowed()
{
    course::Exercise e = numericExercise();
    e.showSolution = false;
    e.attempts = 1;
    ui::ExerciseWidget *w = show(e);
    QVERIFY(w->solutionButton()->isHidden());
    QTest::keyClicks(w->answerEdit(), QStringLiteral("12"));
    QTest::keyClick(w->answerEdit(), Qt::Key_Return);
    QVERIFY(w->isFinished());
    QVERIFY(w->isSolutionVisible()); // shown after the last attempt all the same
}

void TestExerciseWidgets::singleChoiceInOptionOrder()
{
    const course::Exercise e = choiceExercise(course::Exercise::Type::SingleChoice);
    course::Variant v = plateVariant(e);
    v.optionOrder = {2, 0, 3, 1};
    ui::ExerciseWidget *w = show(e, {}, nullptr, v);
    const QList<QAbstractButton *> options = w->optionButtons();
    QCOMPARE(options.size(), 4);
    QCOMPARE(options.at(0)->text(), QStringLiteral("An error"));
    QCOMPARE(options.at(1)->text(), QStringLiteral("A blend of all values"));
    QCOMPARE(options.at(3)->text(), QStringLiteral("The one best value"));

    QSignalSpy spy(w->session(), &course::ExerciseSession::logChanged);
    // Nothing chosen is no answer: it costs nothing.
    QTest::mouseClick(w->checkButton(), Qt::LeftButton);
    QVERIFY2(status().contains(QStringLiteral("Not counted")), qPrintable(status()));
    QCOMPARE(spy.count(), 0);

    const QPoint indicator(8, options.at(3)->height() / 2);
    QTest::mouseClick(options.at(3), Qt::LeftButton, {}, indicator);
    QVERIFY(options.at(3)->isChecked());
    QTest::keyClick(options.at(3), Qt::Key_Return);
    QVERIFY(status().contains(QStringLiteral("✗ Not quite")));
    QVERIFY2(w->detailsLabel()->text().contains(QStringLiteral("it does not pick")),
             qPrintable(w->detailsLabel()->text()));
    QCOMPARE(answerText(stateAt(spy, 0).lastAnswer), QStringLiteral("b"));

    QTest::mouseClick(options.at(1), Qt::LeftButton, {}, indicator);
    QVERIFY(options.at(1)->isChecked() && !options.at(3)->isChecked());
    QTest::mouseClick(w->checkButton(), Qt::LeftButton);
    QVERIFY(status().contains(QStringLiteral("✓ Correct")));
    QCOMPARE(spy.count(), 2);
    QVERIFY(stateAt(spy, 1).solved);
    for (QAbstractButton *option : options)
        QVERIFY(!option->isEnabled());
}

void TestExerciseWidgets::longOptionsWrapInsteadOfBeingCutOff_data()
{
    QTest::addColumn<int>("type");
    QTest::newRow("single choice") << int(course::Exercise::Type::SingleChoice);
    QTest::newRow("multiple choice") << int(course::Exercise::Type::MultipleChoice);
}

void TestExerciseWidgets::longOptionsWrapInsteadOfBeingCutOff()
{
    // A German option is a third longer than its English original: in a narrow window it takes
    // more lines, never more width than the exercise has, and it is still chosen by a click on
    // its words.
    QFETCH(int, type);
    course::Exercise e = choiceExercise(course::Exercise::Type(type));
    const QString longText = QStringLiteral("Jeder Score verdoppelt sich, also verdoppelt sich jeder Abstand zwischen den "
                                            "Scores, und die Gewichte werden entschiedener: der größte wächst weiter.");
    e.options[2].text = longText;
    ui::ExerciseWidget *w = show(e);
    w->resize(420, 640);
    QTRY_COMPARE(w->width(), 420);
    QAbstractButton *option = w->findChild<QAbstractButton *>(QStringLiteral("option-c"));
    QVERIFY(option);
    QCOMPARE(option->text(), longText);
    QTRY_VERIFY2(option->geometry().right() < w->width(), qPrintable(QString::number(option->geometry().right())));
    QVERIFY(option->height() >= 3 * option->fontMetrics().height());
    QVERIFY(option->height() >= option->heightForWidth(option->width()) - 1);
    QTest::mouseClick(option, Qt::LeftButton, {}, QPoint(option->width() / 2, option->height() - 4));
    QVERIFY(option->isChecked());
}

void TestExerciseWidgets::multipleChoiceGivesPartialCredit()
{
    ui::ExerciseWidget *w = show(choiceExercise(course::Exercise::Type::MultipleChoice));
    QAbstractButton *blend = w->findChild<QAbstractButton *>(QStringLiteral("option-a"));
    QAbstractButton *sum = w->findChild<QAbstractButton *>(QStringLiteral("option-d"));
    QVERIFY(blend && sum);
    QSignalSpy spy(w->session(), &course::ExerciseSession::logChanged);
    QTest::mouseClick(blend, Qt::LeftButton, {}, QPoint(8, blend->height() / 2));
    QTest::mouseClick(w->checkButton(), Qt::LeftButton);
    QVERIFY2(status().contains(QStringLiteral("◐ Partly right (50%")), qPrintable(status()));
    QVERIFY(w->detailsLabel()->text().contains(QStringLiteral("1 correct option")));
    QCOMPARE(spy.count(), 1);
    QVERIFY(std::abs(stateAt(spy, 0).best - 0.5) < 1e-9);
    QCOMPARE(w->creditLabel()->text(), QStringLiteral("Credit so far: 50%"));
    QTest::mouseClick(sum, Qt::LeftButton, {}, QPoint(8, sum->height() / 2));
    QTest::mouseClick(w->checkButton(), Qt::LeftButton);
    QVERIFY(status().contains(QStringLiteral("✓ Correct")));
    QStringList picked = answerText(stateAt(spy, 1).lastAnswer).split(QLatin1Char(','));
    picked.sort();
    QCOMPARE(picked, QStringList({QStringLiteral("a"), QStringLiteral("d")}));
    QCOMPARE(w->creditLabel()->text(), QStringLiteral("Credit so far: 100%"));
}

void TestExerciseWidgets::rankingByKeyboardAndButtons()
{
    ui::ExerciseWidget *w = show(rankingExercise());
    QListWidget *list = w->rankingList();
    QVERIFY(list);
    QCOMPARE(list->count(), 5);
    QSignalSpy spy(w->session(), &course::ExerciseSession::logChanged);

    // The plain order chosen on purpose (a key moved away and back) is an answer: partly right.
    list->setFocus();
    list->setCurrentRow(2);
    QTest::keyClick(list, Qt::Key_Down, Qt::AltModifier);
    QTest::keyClick(list, Qt::Key_Up, Qt::AltModifier);
    QCOMPARE(answerText(w->currentAnswer()), QStringLiteral("1,2,3,4,5"));
    QTest::mouseClick(w->checkButton(), Qt::LeftButton);
    QVERIFY2(status().contains(QStringLiteral("Partly right")), qPrintable(status()));
    // The pair out of order is named with the figures that order it.
    QVERIFY2(w->detailsLabel()->text().contains(QStringLiteral("k2 (55.1%) should come before k1 (40.8%)")),
             qPrintable(w->detailsLabel()->text()));
    QCOMPARE(w->state().attemptsLeft, 2);

    // By weight: k2, k1, k5, k3, k4.
    list->setCurrentRow(1);
    QTest::keyClick(list, Qt::Key_Up, Qt::AltModifier);
    QCOMPARE(list->currentRow(), 0);
    QCOMPARE(answerText(w->currentAnswer()), QStringLiteral("2,1,3,4,5"));
    QVERIFY(list->item(0)->text().startsWith(QStringLiteral("1.")));
    QVERIFY(list->item(0)->text().contains(QStringLiteral("Key 2")));
    QVERIFY(!w->moveUpButton()->isEnabled());
    list->setCurrentRow(4);
    QTest::keyClick(list, Qt::Key_Up, Qt::AltModifier);
    QTest::keyClick(list, Qt::Key_Up, Qt::AltModifier);
    QCOMPARE(answerText(w->currentAnswer()), QStringLiteral("2,1,5,3,4"));
    // The buttons move the selected key too, and Alt+Down undoes Alt+Up.
    QTest::mouseClick(w->moveDownButton(), Qt::LeftButton);
    QCOMPARE(answerText(w->currentAnswer()), QStringLiteral("2,1,3,5,4"));
    QTest::mouseClick(w->moveUpButton(), Qt::LeftButton);
    QTest::keyClick(list, Qt::Key_Down, Qt::AltModifier);
    QTest::keyClick(list, Qt::Key_Up, Qt::AltModifier);
    QCOMPARE(answerText(w->currentAnswer()), QStringLiteral("2,1,5,3,4"));
    QCOMPARE(spy.count(), 1); // reordering is not an answer

    QTest::keyClick(list, Qt::Key_Return);
    QVERIFY(status().contains(QStringLiteral("✓ Correct")));
    QCOMPARE(spy.count(), 2);
    QCOMPARE(answerText(stateAt(spy, 1).lastAnswer), QStringLiteral("2,1,5,3,4"));
    // Finished: the order is locked.
    QTest::keyClick(list, Qt::Key_Up, Qt::AltModifier);
    QCOMPARE(answerText(w->currentAnswer()), QStringLiteral("2,1,5,3,4"));
    QVERIFY(!w->moveUpButton()->isEnabled() && !w->moveDownButton()->isEnabled());
}

void TestExerciseWidgets::untouchedRankingIsNoAnswer()
{
    ui::ExerciseWidget *w = show(rankingExercise());
    QListWidget *list = w->rankingList();
    QVERIFY(list);
    QSignalSpy spy(w->session(), &course::ExerciseSession::logChanged);

    // The list as it started: no answer, no attempt, nothing recorded.
    QCOMPARE(answerText(w->currentAnswer()), QString());
    QTest::mouseClick(w->checkButton(), Qt::LeftButton);
    QVERIFY2(status().contains(QStringLiteral("no attempt used")), qPrintable(status()));
    QVERIFY2(w->messageLabel()->text().startsWith(QStringLiteral("Move the keys into order first")),
             qPrintable(w->messageLabel()->text()));
    QCOMPARE(w->state().attemptsLeft, 3);
    QCOMPARE(spy.count(), 0);
    QVERIFY(w->session()->log().events.isEmpty());
    // Selecting a key or Enter on the list moves nothing: still no answer.
    list->setFocus();
    list->setCurrentRow(3);
    QTest::keyClick(list, Qt::Key_Return);
    QCOMPARE(w->state().attemptsLeft, 3);
    QCOMPARE(spy.count(), 0);

    // A key dropped elsewhere (the model moves its row, as a drag does) is an answer.
    QVERIFY(list->model()->moveRow(QModelIndex(), 1, QModelIndex(), 0));
    QCOMPARE(answerText(w->currentAnswer()), QStringLiteral("2,1,3,4,5"));
    QTest::mouseClick(w->checkButton(), Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(w->state().attemptsLeft, 2);
    QCOMPARE(answerText(w->state().lastAnswer), QStringLiteral("2,1,3,4,5"));
}

void TestExerciseWidgets::rankingShowsWhereTheQueryAndKeysAre()
{
    // A variant of its own (not the plate's default query), drawn as lesson 3 draws them.
    course::Exercise e = rankingExercise();
    e.variant.angle = course::GridRange{2, 357, 5};
    e.variant.length = course::GridRange{1.5, 3, 0.5};
    const course::Variant v = course::makeVariant(e, QStringLiteral("grace"));
    ui::ExerciseWidget *w = show(e, {}, nullptr, v);
    const auto *positions = w->findChild<QLabel *>(QStringLiteral("keyPositions"));
    QVERIFY(positions && positions->isVisible());
    const QString text = positions->text();
    const auto shows = [&](const attn::Polar &p) {
        const double radians = p.angleDegrees * std::acos(-1.0) / 180.0;
        for (const QString &figure : {course::formatFixed(p.angleDegrees, 1), course::formatFixed(p.length, 2),
                                      course::formatFixed(p.length * std::cos(radians), 4),
                                      course::formatFixed(p.length * std::sin(radians), 4)})
            QVERIFY2(text.contains(figure.toHtmlEscaped()), qPrintable(figure + QStringLiteral(" in ") + text));
    };
    QVERIFY(v.query.angleDegrees != attn::plateLayout().defaultQuery.angleDegrees
            || v.query.length != attn::plateLayout().defaultQuery.length);
    shows(v.query);
    for (const attn::Polar &key : v.layout().keys)
        shows(key);
    QVERIFY(text.contains(QStringLiteral("k5")));
    QVERIFY(positions->accessibleDescription().contains(course::formatFixed(v.query.angleDegrees, 1)));
}

void TestExerciseWidgets::tableMarksEveryCell()
{
    const course::Exercise e = tableExercise();
    const course::Variant v = plateVariant(e);
    ui::ExerciseWidget *w = show(e);
    QTableWidget *table = w->table();
    QVERIFY(table);
    const int first = w->firstInputColumn();
    QCOMPARE(first, course::tableGivenColumns(e.table).size());
    QCOMPARE(table->rowCount(), 5);
    QCOMPARE(table->columnCount(), first + 3);
    // Given cells are read-only and show the keys.
    QCOMPARE(table->item(1, 0)->text(), QStringLiteral("k2"));
    QVERIFY(!(table->item(1, 1)->flags() & Qt::ItemIsEditable));
    QVERIFY(table->item(1, first)->flags() & Qt::ItemIsEditable);

    // Row k1 carries a sign slip in q_x·k_x and a score computed from it; everything else right.
    const double slipped = -course::tableExpected(e.table, v, 0, 0);
    const double carried = slipped + course::tableExpected(e.table, v, 0, 1);
    typeIntoCell(table, 0, first, QString::number(slipped, 'f', 4));
    typeIntoCell(table, 0, first + 1, cellText(e, v, 0, 1));
    typeIntoCell(table, 0, first + 2, QString::number(carried, 'f', 4));
    for (int r = 1; r < 5; ++r)
        for (int c = 0; c < 3; ++c)
            typeIntoCell(table, r, first + c, cellText(e, v, r, c));
    if (QTest::currentTestFailed())
        return;

    QSignalSpy spy(w->session(), &course::ExerciseSession::logChanged);
    QTest::mouseClick(w->checkButton(), Qt::LeftButton);
    QVERIFY2(status().contains(QStringLiteral("Partly right")), qPrintable(status()));
    QCOMPARE(spy.count(), 1);
    QVERIFY(std::abs(stateAt(spy, 0).best - 14.0 / 15.0) < 1e-9);

    const QTableWidgetItem *wrong = table->item(0, first);
    QVERIFY2(wrong->toolTip().contains(QStringLiteral("✗")) && wrong->toolTip().contains(QStringLiteral("sign")),
             qPrintable(wrong->toolTip()));
    QVERIFY(!wrong->icon().isNull());
    QVERIFY(wrong->background().color() != table->palette().color(QPalette::Base));
    const QTableWidgetItem *forward = table->item(0, first + 2);
    QVERIFY2(forward->toolTip().contains(QStringLiteral("↪ Computed correctly from your earlier cell")),
             qPrintable(forward->toolTip()));
    QVERIFY(!forward->icon().isNull());
    const QTableWidgetItem *right = table->item(3, first + 1);
    QVERIFY(right->toolTip().contains(QStringLiteral("✓ Correct")));
    QVERIFY(right->background().color() != wrong->background().color());
    QVERIFY(right->background().color() != forward->background().color());
    // The diagnosis is in the feedback list too, not only in a tooltip.
    QVERIFY2(w->detailsLabel()->text().contains(QStringLiteral("k1, q_x·k_x: The sign is wrong")),
             qPrintable(w->detailsLabel()->text()));

    // Correcting the wrong cell clears its mark until the next check.
    typeIntoCell(table, 0, first, cellText(e, v, 0, 0));
    QVERIFY(table->item(0, first)->icon().isNull());
    QVERIFY(table->item(0, first)->toolTip().isEmpty());
    QVERIFY(!table->item(3, first + 1)->icon().isNull());
    typeIntoCell(table, 0, first + 2, cellText(e, v, 0, 2));
    QTest::mouseClick(w->checkButton(), Qt::LeftButton);
    QVERIFY(status().contains(QStringLiteral("✓ Correct")));
    QVERIFY(table->item(0, first)->toolTip().contains(QStringLiteral("Correct")));
    QCOMPARE(table->editTriggers(), QAbstractItemView::NoEditTriggers);
    QVERIFY(!(table->item(0, first)->flags() & Qt::ItemIsEditable));
}

void TestExerciseWidgets::tableGarbageCostsNoAttempt()
{
    ui::ExerciseWidget *w = show(tableExercise());
    QSignalSpy spy(w->session(), &course::ExerciseSession::logChanged);
    QTest::mouseClick(w->checkButton(), Qt::LeftButton);
    QVERIFY2(status().contains(QStringLiteral("Not counted")), qPrintable(status())); // empty
    typeIntoCell(w->table(), 2, w->firstInputColumn() + 1, QStringLiteral("one"));
    QTest::mouseClick(w->checkButton(), Qt::LeftButton);
    QVERIFY2(status().contains(QStringLiteral("Not a number")), qPrintable(status()));
    QVERIFY(w->messageLabel()->text().contains(QStringLiteral("“one” is not a number")));
    QCOMPARE(w->state().attempts, 0);
    QCOMPARE(spy.count(), 0);
}

void TestExerciseWidgets::tableTabWalksInputCellsThenLeaves()
{
    ui::ExerciseWidget *w = show(tableExercise());
    QTableWidget *table = w->table();
    const int first = w->firstInputColumn();
    table->setFocus();
    table->setCurrentCell(0, first + 2);
    QTest::keyClick(table, Qt::Key_Tab);
    QCOMPARE(table->currentRow(), 1);
    QCOMPARE(table->currentColumn(), first); // the given cells of row k2 are skipped
    QTest::keyClick(table, Qt::Key_Backtab);
    QCOMPARE(table->currentRow(), 0);
    QCOMPARE(table->currentColumn(), first + 2);
    table->setCurrentCell(4, first + 2);
    QTest::keyClick(table, Qt::Key_Tab);
    QVERIFY(!table->hasFocus()); // the last cell lets Tab leave the table
    QVERIFY(w->checkButton()->hasFocus());
}

void TestExerciseWidgets::gradientTableByKeyboard()
{
    // Token "two" of the successor task at seed 138, entry (W_q)_21: the tokens are the rows,
    // the Σ row asks for the sum and the entry, and a slip on the target's row is named.
    course::Exercise e = tableExercise();
    e.table = course::Exercise::TableKind::Gradient;
    course::Variant v = plateVariant(e);
    v.gradient = course::GradientQuestion{QStringLiteral("successor"), 138, 1, 1, 0};
    ui::ExerciseWidget *w = show(e, {}, nullptr, v);
    QTableWidget *table = w->table();
    QVERIFY(table);
    const int first = w->firstInputColumn();
    QCOMPARE(first, 4);
    QCOMPARE(table->rowCount(), 7);
    QCOMPARE(table->item(2, 0)->text(), QStringLiteral("three"));
    QCOMPARE(table->item(2, 2)->text(), QStringLiteral("1"));
    QVERIFY(!(table->item(6, first)->flags() & Qt::ItemIsEditable)); // Σ (w − t) is only a check
    QVERIFY(table->item(6, first + 2)->flags() & Qt::ItemIsEditable);
    QVERIFY(!(table->item(0, first + 2)->flags() & Qt::ItemIsEditable));
    const double weight = table->item(2, 1)->text().toDouble();
    typeIntoCell(table, 2, first, QString::number(weight, 'f', 4));
    for (int r = 0; r < 7; ++r)
        for (int c = 0; c < 3; ++c)
            if ((r != 2 || c != 0) && course::tableCellExists(e.table, v, r, c))
                typeIntoCell(table, r, first + c, cellText(e, v, r, c));
    if (QTest::currentTestFailed())
        return;
    QTest::mouseClick(w->checkButton(), Qt::LeftButton);
    QVERIFY2(status().contains(QStringLiteral("Partly right")), qPrintable(status()));
    QVERIFY2(w->detailsLabel()->text().contains(QStringLiteral("three, wᵢⱼ − tⱼ: You forgot to subtract the target")),
             qPrintable(w->detailsLabel()->text()));
    if (const QString shots = qEnvironmentVariable("ATTENTION_LAB_SHOTS"); !shots.isEmpty())
        QVERIFY(w->grab().save(shots + QStringLiteral("/gradient-table.png")));
    typeIntoCell(table, 2, first, cellText(e, v, 2, 0));
    QTest::mouseClick(w->checkButton(), Qt::LeftButton);
    QVERIFY2(status().contains(QStringLiteral("✓ Correct")), qPrintable(status()));
}

void TestExerciseWidgets::trainedKeysShowTheKeysNotTheQueries()
{
    // The plane above the options: the lab's own run played to its end, keys only; the caption
    // and a screen reader give the run's figures and each key's direction from the course.
    course::Exercise e = base(QStringLiteral("where"), course::Exercise::Type::SingleChoice, QStringLiteral("weights"));
    e.options = {{QStringLiteral("a"), QStringLiteral("four"), true, {}}, {QStringLiteral("b"), QStringLiteral("two"), false, {}}};
    ui::ExerciseWidget *plain = show(e);
    QVERIFY(!plain->findChild<ui::TrainedKeysView *>());
    e.showTrainedKeys = true;
    ui::ExerciseWidget *w = show(e);
    auto *view = w->findChild<ui::TrainedKeysView *>();
    QVERIFY(view);
    QVERIFY(view->isVisible());
    const std::optional<course::TrainedKeys> trained = course::trainedKeys(e);
    QVERIFY(trained);
    auto *caption = view->findChild<QLabel *>(QStringLiteral("trainedKeysCaption"));
    QVERIFY(caption);
    QCOMPARE(caption->text(), course::trainedKeysCaption(*trained));
    QVERIFY(caption->text().contains(QStringLiteral("loss %1").arg(course::formatFixed(trained->loss, 4))));
    QCOMPARE(caption->accessibleDescription(), course::trainedKeysInWords(*trained).join(QStringLiteral("; ")));
    // The plane speaks of keys only, at the directions the course computed.
    const QString spoken = view->plane()->accessibleDescription();
    QVERIFY2(!spoken.contains(QStringLiteral("query")), qPrintable(spoken));
    for (qsizetype j = 0; j < trained->keys.size(); ++j) {
        const QPointF k = trained->keys[j];
        const long degrees = std::lround(std::fmod(std::atan2(k.y(), k.x()) * 180.0 / std::numbers::pi + 360.0, 360.0)) % 360;
        QVERIFY2(spoken.contains(QStringLiteral("%1: key %2°").arg(trained->tokens[j]).arg(degrees)), qPrintable(spoken));
    }
    if (const QString shots = qEnvironmentVariable("ATTENTION_LAB_SHOTS"); !shots.isEmpty())
        QVERIFY(w->grab().save(shots + QStringLiteral("/trained-keys.png")));
}

void TestExerciseWidgets::targetIsGradedOnTheWorkshopQuery()
{
    course::WorkshopModel workshop;
    ui::ExerciseWidget *w = show(targetExercise(), {}, &workshop);
    QVERIFY(w->canvas() && w->chart());
    QSignalSpy spy(w->session(), &course::ExerciseSession::logChanged);
    // At the plate's query key 2 gets 55.1%: not yet.
    QTest::mouseClick(w->checkButton(), Qt::LeftButton);
    QVERIFY2(status().contains(QStringLiteral("✗ Not quite")), qPrintable(status()));
    QVERIFY(w->messageLabel()->text().contains(QStringLiteral("55.1%")));
    // Turn the query onto key 2 (70°) and lengthen it to 4 on the exercise's own plane.
    ui::QueryCanvas *canvas = w->canvas();
    canvas->setFocus();
    QTest::keyClick(canvas, Qt::Key_Right, Qt::ShiftModifier);
    // The verdict was about the query that was checked: once it moves, the verdict goes.
    QVERIFY(!w->lastFeedback());
    QVERIFY2(!status().contains(QStringLiteral("Not quite")), qPrintable(status()));
    QVERIFY(!w->messageLabel()->isVisible());
    QCOMPARE(w->state().attempts, 1); // the attempt itself stays used
    QTest::keyClick(canvas, Qt::Key_Right, Qt::ShiftModifier);
    for (int i = 0; i < 25; ++i)
        QTest::keyClick(canvas, Qt::Key_Up);
    QVERIFY(std::abs(workshop.angle() - 70.0) < 1e-9);
    QVERIFY(std::abs(workshop.length() - 4.0) < 1e-9);
    QVERIFY(w->findChild<QLabel *>(QStringLiteral("queryLabel"))->text().contains(QStringLiteral("70.0°")));
    QTest::mouseClick(w->checkButton(), Qt::LeftButton);
    QVERIFY2(status().contains(QStringLiteral("✓ Correct")), qPrintable(status()));
    QCOMPARE(spy.count(), 2);
    QVERIFY(stateAt(spy, 1).solved);
    QVERIFY(answerText(stateAt(spy, 1).lastAnswer).contains(QStringLiteral("\"angle\":70")));
    QVERIFY(!canvas->isEnabled());
}

void TestExerciseWidgets::correctHeadlineAndMessageNeverRepeat_data()
{
    QTest::addColumn<int>("type");
    QTest::addColumn<QString>("message");
    // An empty message means the label is hidden: the headline says it all.
    QTest::newRow("numeric, typed") << int(course::Exercise::Type::Numeric) << QStringLiteral("The exact value is 55.08%.");
    QTest::newRow("single choice, clicked") << int(course::Exercise::Type::SingleChoice) << QString();
    QTest::newRow("multiple choice, clicked") << int(course::Exercise::Type::MultipleChoice) << QString();
    QTest::newRow("ranking, restored") << int(course::Exercise::Type::Ranking)
                                       << QStringLiteral("By weight: k2 (55.1%) > k1 (40.8%) > k5 (2.4%) > k3 (1.4%) > k4 (0.2%).");
    QTest::newRow("table, restored") << int(course::Exercise::Type::Table) << QStringLiteral("All 15 cells are right.");
    QTest::newRow("target, on the plane") << int(course::Exercise::Type::Target) << QStringLiteral("Key 2 receives 99.5%.");
}

void TestExerciseWidgets::correctHeadlineAndMessageNeverRepeat()
{
    QFETCH(int, type);
    QFETCH(QString, message);
    course::WorkshopModel workshop;
    ui::ExerciseWidget *w = nullptr;
    switch (course::Exercise::Type(type)) {
    case course::Exercise::Type::Numeric:
        w = show(numericExercise());
        QTest::keyClicks(w->answerEdit(), QStringLiteral("55.1"));
        QTest::mouseClick(w->checkButton(), Qt::LeftButton);
        break;
    case course::Exercise::Type::SingleChoice:
    case course::Exercise::Type::MultipleChoice: {
        const auto kind = course::Exercise::Type(type);
        w = show(choiceExercise(kind));
        const QStringList right = kind == course::Exercise::Type::SingleChoice ? QStringList{QStringLiteral("a")}
                                                                               : QStringList{QStringLiteral("a"), QStringLiteral("d")};
        for (const QString &id : right) {
            auto *option = w->findChild<QAbstractButton *>(QStringLiteral("option-") + id);
            QVERIFY(option);
            QTest::mouseClick(option, Qt::LeftButton, {}, QPoint(8, option->height() / 2));
        }
        QTest::mouseClick(w->checkButton(), Qt::LeftButton);
        break;
    }
    case course::Exercise::Type::Ranking:
        w = show(rankingExercise(), savedLog({course::RankingAnswer{{2, 1, 5, 3, 4}}}));
        break;
    case course::Exercise::Type::Table: {
        const course::Exercise e = tableExercise();
        const course::Variant v = plateVariant(e);
        course::TableAnswer cells;
        for (int r = 0; r < course::tableRowCount(e.table, v); ++r) {
            QStringList row;
            for (int c = 0; c < course::tableInputColumns(e.table).size(); ++c)
                row << (course::tableCellExists(e.table, v, r, c) ? cellText(e, v, r, c) : QString());
            cells.rows << row;
        }
        w = show(e, savedLog({cells}));
        break;
    }
    case course::Exercise::Type::Target:
        w = show(targetExercise(), {}, &workshop);
        QVERIFY(workshop.setQuery({70.0, 4.0}));
        QTest::mouseClick(w->checkButton(), Qt::LeftButton);
        break;
    }
    QVERIFY(w);
    QCOMPARE(status(), QStringLiteral("✓ Correct"));
    QCOMPARE(w->messageLabel()->text(), message);
    if (message.isEmpty()) {
        QVERIFY(w->messageLabel()->isHidden());
    } else {
        QVERIFY(w->messageLabel()->isVisible());
        // The message adds to the headline instead of saying it again.
        QVERIFY2(!message.contains(QStringLiteral("Correct"), Qt::CaseInsensitive), qPrintable(message));
    }
}

void TestExerciseWidgets::savedStateIsRestored()
{
    const course::AttemptLog saved = savedLog({course::NumberAnswer{QStringLiteral("40.8")}}, 1);
    ui::ExerciseWidget *w = show(numericExercise(), saved);
    QCOMPARE(w->answerEdit()->text(), QStringLiteral("40.8"));
    QVERIFY(status().contains(QStringLiteral("Not quite")));
    QCOMPARE(w->attemptsLabel()->text(), QStringLiteral("Attempts left: 2 of 3"));
    QVERIFY(w->hintsLabel()->isVisible());
    QVERIFY(!w->answerEdit()->isReadOnly());

    // Out of attempts with the keys in their plain order: finished, the order shown locked.
    const course::Exercise ranking = rankingExercise();
    course::AttemptLog finished = savedLog({course::RankingAnswer{{1, 2, 3, 4, 5}}, course::RankingAnswer{{1, 2, 3, 4, 5}},
                                            course::RankingAnswer{{1, 2, 3, 4, 5}}});
    ui::ExerciseWidget *r = show(ranking, finished);
    QCOMPARE(answerText(r->currentAnswer()), QStringLiteral("1,2,3,4,5"));
    QVERIFY(!r->checkButton()->isEnabled());
    QVERIFY(!r->moveDownButton()->isEnabled());
    QCOMPARE(r->rankingList()->dragDropMode(), QAbstractItemView::NoDragDrop);

    // A log migrated without its answers still tells how the exercise ended.
    course::AttemptLog exhausted;
    for (int i = 0; i < 3; ++i) {
        course::AttemptEvent e;
        e.kind = course::AttemptEvent::Kind::Check;
        exhausted.events << e;
    }
    r = show(ranking, exhausted);
    QCOMPARE(r->statusLabel()->text(), QStringLiteral("✗ Not solved"));
    QVERIFY(r->isSolutionVisible());

    r = show(ranking, savedLog({course::RankingAnswer{{2, 1, 5, 3, 4}}}));
    QCOMPARE(answerText(r->currentAnswer()), QStringLiteral("2,1,5,3,4"));
    QVERIFY(r->rankingList()->item(0)->text().contains(QStringLiteral("Key 2")));
}

void TestExerciseWidgets::everyFocusableControlHasAName()
{
    course::WorkshopModel workshop;
    const QList<course::Exercise> exercises{numericExercise(),
                                            choiceExercise(course::Exercise::Type::SingleChoice),
                                            choiceExercise(course::Exercise::Type::MultipleChoice),
                                            rankingExercise(), tableExercise(), targetExercise()};
    for (const course::Exercise &e : exercises) {
        ui::ExerciseWidget *w = show(e, {}, &workshop);
        const testing::NamedControls controls = testing::checkAccessibleNames(w);
        QVERIFY2(controls.unnamed.isEmpty(),
                 qPrintable(e.id + QStringLiteral(": ") + controls.unnamed.join(QStringLiteral(", "))));
        const int checked = controls.checked;
        QVERIFY(checked >= 3);
    }
}

void TestExerciseWidgets::setViewNavigatesAndSummarises()
{
    course::WorkshopModel workshop;
    const course::Exercise numeric = numericExercise();
    course::Exercise single = choiceExercise(course::Exercise::Type::SingleChoice);
    single.hints = {QStringLiteral("Attention never fails.")};
    const course::Exercise multiple = choiceExercise(course::Exercise::Type::MultipleChoice);
    const course::Exercise ranking = rankingExercise();
    // A saved, solved single choice with one hint: credit 0.9.
    const course::AttemptLog solved = savedLog({course::ChoiceAnswer{{QStringLiteral("a")}}}, 1);
    MemoryStore store;
    store.saved.insert(single.id, solved);
    ui::ExerciseSetView view({numeric, single, multiple, ranking}, QStringLiteral("Ada"), course::VariantContext{7, {}},
                             &store, &workshop);
    view.resize(900, 640);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));

    QCOMPARE(view.count(), 4);
    QCOMPARE(view.currentIndex(), 0);
    QVERIFY(view.positionLabel()->text().startsWith(QStringLiteral("Exercise 1 of 4")));
    QVERIFY(!view.previousButton()->isEnabled());
    QCOMPARE(view.overview()->count(), 5); // four exercises and the summary
    QVERIFY2(view.overview()->item(1)->text().startsWith(QStringLiteral("✓ 2.")),
             qPrintable(view.overview()->item(1)->text()));
    QVERIFY(view.overview()->item(1)->text().contains(QStringLiteral("90%")));
    QVERIFY(view.overview()->item(1)->toolTip().contains(QStringLiteral("Solved")));
    QVERIFY(view.overview()->item(0)->text().startsWith(QStringLiteral("○ 1.")));
    QVERIFY(view.exerciseWidget(1)->isFinished());
    QCOMPARE(view.exerciseWidget(1)->statusLabel()->text(), QStringLiteral("✓ Correct"));
    // Each exercise has this learner's variant.
    QCOMPARE(view.exerciseWidget(0)->variant().seed,
             course::makeVariant(numeric, QStringLiteral("Ada"), 7).seed);

    // Answer the first one wrong, then right: each event is in the learner's store at once.
    QLineEdit *edit = view.exerciseWidget(0)->answerEdit();
    QTest::keyClicks(edit, QStringLiteral("30"));
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(store.writes, 1);
    QCOMPARE(store.saved.value(numeric.id).events.size(), 1);
    QVERIFY(view.overview()->item(0)->text().startsWith(QStringLiteral("… 1.")));
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("55.1"));
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(store.writes, 2);
    QVERIFY(course::score(numeric, view.exerciseWidget(0)->variant(), store.saved.value(numeric.id)).solved);
    QVERIFY(view.overview()->item(0)->text().startsWith(QStringLiteral("✓ 1.")));

    QTest::mouseClick(view.nextButton(), Qt::LeftButton);
    QCOMPARE(view.currentIndex(), 1);
    QVERIFY(view.previousButton()->isEnabled());
    QTest::mouseClick(view.nextButton(), Qt::LeftButton);
    QTest::mouseClick(view.previousButton(), Qt::LeftButton);
    QCOMPARE(view.currentIndex(), 1);
    view.overview()->setCurrentRow(3);
    QCOMPARE(view.currentIndex(), 3);
    QCOMPARE(view.nextButton()->text(), QStringLiteral("Score su&mmary"));

    // The multiple choice half right: 0.5 for soft-lookup.
    ui::ExerciseWidget *m = view.exerciseWidget(2);
    QAbstractButton *blend = m->findChild<QAbstractButton *>(QStringLiteral("option-a"));
    QTest::mouseClick(blend, Qt::LeftButton, {}, QPoint(8, blend->height() / 2));
    QTest::mouseClick(m->checkButton(), Qt::LeftButton);
    QVERIFY(view.overview()->item(2)->text().startsWith(QStringLiteral("… 3.")));

    QTest::mouseClick(view.nextButton(), Qt::LeftButton);
    QVERIFY(view.isSummaryShown());
    QCOMPARE(view.positionLabel()->text(), QStringLiteral("Score summary"));
    QVERIFY(!view.nextButton()->isEnabled());
    QVERIFY(std::abs(view.totalCredit() - 2.4) < 1e-9);
    QVERIFY2(view.totalLabel()->text().contains(QStringLiteral("2.4 of 4 (60%)")),
             qPrintable(view.totalLabel()->text()));
    QVERIFY(std::abs(view.objectiveCredit(QStringLiteral("soft-lookup")) - 1.4) < 1e-9);
    QVERIFY(std::abs(view.objectiveCredit(QStringLiteral("weights")) - 1.0) < 1e-9);
    QCOMPARE(view.objectives(), QStringList({QStringLiteral("soft-lookup"), QStringLiteral("weights")}));
    QTableWidget *summary = view.summaryTable();
    QCOMPARE(summary->rowCount(), 2);
    QCOMPARE(summary->item(0, 0)->text(), course::objectiveTitle(QStringLiteral("soft-lookup")));
    QCOMPARE(summary->item(0, 1)->text(), QStringLiteral("2"));
    QCOMPARE(summary->item(0, 2)->text(), QStringLiteral("1.4 of 2"));
    QCOMPARE(summary->item(0, 3)->text(), QStringLiteral("70%"));
    QCOMPARE(summary->item(1, 0)->text(), course::objectiveTitle(QStringLiteral("weights")));
    QCOMPARE(summary->item(1, 2)->text(), QStringLiteral("1 of 2"));
    QCOMPARE(summary->item(1, 3)->text(), QStringLiteral("50%"));
    QVERIFY(view.findChild<QLabel *>(QStringLiteral("unfinishedLabel"))
                ->text().startsWith(QStringLiteral("2 exercise")));
    QTest::mouseClick(view.previousButton(), Qt::LeftButton);
    QCOMPARE(view.currentIndex(), 3);
}

QTEST_MAIN(TestExerciseWidgets)
#include "tst_exercisewidgets.moc"
