#include "attemptsdialog.h"
#include "gradebookmodel.h"
#include "gradebookwindow.h"
#include "handin.h"
#include "labsession.h"
#include "lessonloader.h"

#include <QApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QPalette>
#include <QPlainTextEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <ctime>

// The gradebook window's cells: an exercise a student never tried against one they answered
// wrong, and the times the window shows.
namespace {

const QString kWeight = QStringLiteral("iv2-3-weight-k2");
const QString kScore = QStringLiteral("iv2-2-score-k2");

const course::Course &builtInCourse()
{
    static const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    return c;
}

QDateTime at(int minute)
{
    return QDateTime(QDate(2026, 11, 30), QTime(9, minute), Qt::UTC);
}

course::AttemptLog answered(const QString &typed, int minute)
{
    course::AttemptEvent e;
    e.kind = course::AttemptEvent::Kind::Check;
    e.when = at(minute);
    e.answer = course::NumberAnswer{typed};
    e.locale = QStringLiteral("C");
    course::AttemptLog log;
    log.events << e;
    return log;
}

QString rightAnswer(const course::LabSession &session, const QString &exerciseId, const QString &learner)
{
    const course::Exercise *e = builtInCourse().exercise(exerciseId);
    const course::Variant v = course::makeVariant(*e, learner, session.seed);
    return QString::number(*course::numericAnswer(*e, v), 'f', 4);
}

bool handIn(const course::LabSession &session, const QString &folder, const QString &id, const QString &name,
            const QHash<QString, course::AttemptLog> &logs, int minute)
{
    const course::HandIn h = course::makeHandIn(
        session, builtInCourse(), course::HandInSource{id, name, QStringLiteral("0.1.0"), {}, true, {}, {}}, logs, at(minute));
    return course::writeHandIn(folder, h, nullptr);
}

/// Weight of key 2, then score of key 2; a roster of five.
course::LabSession makeSession()
{
    course::LabRequest request;
    request.title = QStringLiteral("Week 3");
    request.exerciseIds = {kWeight, kScore};
    request.seed = 7;
    request.roster = {{QStringLiteral("s-1"), QStringLiteral("Ada"), {}, {}},
                      {QStringLiteral("s-2"), QStringLiteral("Grace"), {}, {}},
                      {QStringLiteral("s-3"), QStringLiteral("Hedy"), {}, {}},
                      {QStringLiteral("s-4"), QStringLiteral("Alan"), {}, {}},
                      {QStringLiteral("s-5"), QStringLiteral("Ida"), {}, {}}};
    QStringList problems;
    return course::makeLabSession(builtInCourse(), request, &problems).value_or(course::LabSession{});
}

/// Weight: Ada and Alan right, Grace wrong, Hedy not tried. Score: Ada right, Grace wrong,
/// Hedy right, Alan not tried. Ida hands nothing in. Ada's hand-in is at 09:05 UTC.
bool handInClass(const course::LabSession &session, const QString &folder)
{
    return handIn(session, folder, QStringLiteral("s-1"), QStringLiteral("Ada"),
                  {{kWeight, answered(rightAnswer(session, kWeight, QStringLiteral("s-1")), 3)},
                   {kScore, answered(rightAnswer(session, kScore, QStringLiteral("s-1")), 4)}},
                  5)
           && handIn(session, folder, QStringLiteral("s-4"), QStringLiteral("Alan"),
                     {{kWeight, answered(rightAnswer(session, kWeight, QStringLiteral("s-4")), 6)}}, 7)
           && handIn(session, folder, QStringLiteral("s-2"), QStringLiteral("Grace"),
                     {{kWeight, answered(QStringLiteral("1"), 8)}, {kScore, answered(QStringLiteral("12345"), 9)}}, 10)
           && handIn(session, folder, QStringLiteral("s-3"), QStringLiteral("Hedy"),
                     {{kScore, answered(rightAnswer(session, kScore, QStringLiteral("s-3")), 11)}}, 12);
}

bool graded(const ui::GradebookWindow &window)
{
    return QTest::qWaitFor([&window] { return !window.isGrading(); }, 30000);
}

QModelIndex cell(const ui::GradebookModel *model, const QString &studentId, int column)
{
    return model->index(model->rowOf(studentId), column);
}

QStringList idsInViewOrder(const ui::GradebookWindow &window)
{
    QStringList ids;
    const QAbstractItemModel *proxy = window.gradesProxy();
    for (int row = 0; row < proxy->rowCount(); ++row)
        ids << proxy->index(row, 0).data(ui::GradebookModel::StudentIdRole).toString();
    return ids;
}

} // namespace

class TestGradebookCells : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void anExerciseNeverTriedIsNotAZero();
    void timesAreTheSameInEveryLanguage();
    void aTimeOutIsSaidBesideItsTime();
    void aCellOpensWhatTheStudentTyped();
};

void TestGradebookCells::initTestCase()
{
    // A zone far from UTC, so that a time shown in UTC would not pass for local time.
    qputenv("TZ", "Pacific/Auckland");
    tzset();
}

void TestGradebookCells::cleanup()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestGradebookCells::anExerciseNeverTriedIsNotAZero()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const course::LabSession session = makeSession();
    QVERIFY(!session.id.isEmpty());
    QTemporaryDir share;
    QVERIFY(handInClass(session, share.path()));
    ui::GradebookWindow window(builtInCourse(), session, {share.path()});
    QVERIFY(graded(window));
    const ui::GradebookModel *model = window.gradesModel();
    const int weight = model->exerciseColumn(0);
    const int score = model->exerciseColumn(1);

    // A wrong answer is 0%; an exercise the student never checked says so, greyed and in italics.
    QCOMPARE(cell(model, QStringLiteral("s-2"), weight).data().toString(), QStringLiteral("0%"));
    QCOMPARE(cell(model, QStringLiteral("s-2"), score).data().toString(), QStringLiteral("0%"));
    QCOMPARE(cell(model, QStringLiteral("s-3"), weight).data().toString(), QStringLiteral("not tried"));
    QCOMPARE(cell(model, QStringLiteral("s-4"), score).data().toString(), QStringLiteral("not tried"));
    QCOMPARE(cell(model, QStringLiteral("s-4"), weight).data().toString(), QStringLiteral("100%"));
    QCOMPARE(cell(model, QStringLiteral("s-5"), weight).data().toString(), QStringLiteral("—"));
    QVERIFY(cell(model, QStringLiteral("s-4"), score).data(Qt::ToolTipRole).toString().contains(QStringLiteral("not tried")));

    const QModelIndex untried = cell(model, QStringLiteral("s-3"), weight);
    const QModelIndex wrong = cell(model, QStringLiteral("s-2"), weight);
    QVERIFY(untried.data(Qt::ForegroundRole).value<QColor>().isValid());
    QVERIFY(untried.data(Qt::ForegroundRole).value<QColor>() != QApplication::palette().color(QPalette::Text));
    QVERIFY(untried.data(Qt::FontRole).value<QFont>().italic());
    QVERIFY(!wrong.data(Qt::ForegroundRole).isValid());
    QVERIFY(!wrong.data(Qt::FontRole).isValid());
    // The totals still count it as nothing earned.
    QCOMPARE(cell(model, QStringLiteral("s-3"), ui::GradebookModel::PercentColumn).data().toString(), QStringLiteral("50%"));

    // Sorted up: the missing student, then not tried, then 0%, then the right answers.
    window.gradesView()->sortByColumn(weight, Qt::AscendingOrder);
    const QStringList byWeight = idsInViewOrder(window);
    QCOMPARE(byWeight.mid(0, 3), (QStringList{QStringLiteral("s-5"), QStringLiteral("s-3"), QStringLiteral("s-2")}));
    window.gradesView()->sortByColumn(score, Qt::DescendingOrder);
    const QStringList byScore = idsInViewOrder(window);
    QCOMPARE(byScore.mid(2), (QStringList{QStringLiteral("s-2"), QStringLiteral("s-4"), QStringLiteral("s-5")}));
}

void TestGradebookCells::timesAreTheSameInEveryLanguage()
{
    const course::LabSession session = makeSession();
    QTemporaryDir share;
    QVERIFY(handInClass(session, share.path()));
    // 09:05 UTC on 30 November is 22:05 the same day in Auckland (summer time, UTC+13).
    const QString expected = QStringLiteral("2026-11-30 22:05");
    QCOMPARE(ui::dateTimeText(at(5)), expected);
    QCOMPARE(ui::dateTimeText(QDateTime()), QString());

    for (const QLocale &locale : {QLocale(QLocale::English, QLocale::UnitedStates), QLocale(QLocale::German, QLocale::Germany),
                                  QLocale(QLocale::Arabic, QLocale::Egypt)}) {
        QLocale::setDefault(locale);
        ui::GradebookWindow window(builtInCourse(), session, {share.path()});
        QVERIFY(graded(window));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const ui::GradebookModel *model = window.gradesModel();
        const QString tip = cell(model, QStringLiteral("s-1"), ui::GradebookModel::StatusColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(expected), qPrintable(tip));

        const QModelIndex ada = window.gradesProxy()->mapFromSource(cell(model, QStringLiteral("s-1"), 0));
        window.gradesView()->selectionModel()->setCurrentIndex(ada, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        const auto *details = window.findChild<QPlainTextEdit *>(QStringLiteral("studentDetails"));
        QVERIFY(details);
        QTRY_VERIFY2(details->toPlainText().contains(expected), qPrintable(details->toPlainText()));
        if (locale.language() == QLocale::English)
            QVERIFY2(!details->toPlainText().contains(QStringLiteral("PM")), qPrintable(details->toPlainText()));
    }
}

void TestGradebookCells::aTimeOutIsSaidBesideItsTime()
{
    const course::LabSession session = makeSession();
    QTemporaryDir share;
    // Ada handed in herself at 09:05; Grace's work was handed in by the time-out at 09:10.
    QVERIFY(handIn(session, share.path(), QStringLiteral("s-1"), QStringLiteral("Ada"),
                   {{kWeight, answered(rightAnswer(session, kWeight, QStringLiteral("s-1")), 3)}}, 5));
    course::HandInSource grace{QStringLiteral("s-2"), QStringLiteral("Grace"), QStringLiteral("0.1.0"), {}};
    grace.timedOut = true;
    QVERIFY(course::writeHandIn(share.path(),
                                course::makeHandIn(session, builtInCourse(), grace, {{kWeight, answered(QStringLiteral("1"), 8)}}, at(10)),
                                nullptr));
    ui::GradebookWindow window(builtInCourse(), session, {share.path()});
    QVERIFY(graded(window));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const ui::GradebookModel *model = window.gradesModel();
    QCOMPARE(model->headerData(ui::GradebookModel::HandedInColumn, Qt::Horizontal).toString(), QStringLiteral("Handed in"));
    QCOMPARE(cell(model, QStringLiteral("s-1"), ui::GradebookModel::HandedInColumn).data().toString(), ui::dateTimeText(at(5)));
    QCOMPARE(cell(model, QStringLiteral("s-2"), ui::GradebookModel::HandedInColumn).data().toString(),
             ui::dateTimeText(at(10)) + QStringLiteral(" (timed out)"));
    QCOMPARE(cell(model, QStringLiteral("s-3"), ui::GradebookModel::HandedInColumn).data().toString(), QStringLiteral("—"));
    // Sorted by the time, a student without a hand-in last.
    window.gradesView()->sortByColumn(ui::GradebookModel::HandedInColumn, Qt::DescendingOrder);
    QCOMPARE(idsInViewOrder(window).mid(0, 2), (QStringList{QStringLiteral("s-2"), QStringLiteral("s-1")}));
    // The student's details say it too.
    const QModelIndex row = window.gradesProxy()->mapFromSource(cell(model, QStringLiteral("s-2"), 0));
    window.gradesView()->selectionModel()->setCurrentIndex(row, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    const auto *details = window.findChild<QPlainTextEdit *>(QStringLiteral("studentDetails"));
    QVERIFY(details);
    QTRY_VERIFY2(details->toPlainText().contains(ui::dateTimeText(at(10)) + QStringLiteral(" (timed out)")),
                 qPrintable(details->toPlainText()));
}

void TestGradebookCells::aCellOpensWhatTheStudentTyped()
{
    const course::LabSession session = makeSession();
    QTemporaryDir share;
    // Ada answers the weight wrong at 09:03, then right at 09:04.
    const QString right = rightAnswer(session, kWeight, QStringLiteral("s-1"));
    course::AttemptLog log = answered(QStringLiteral("1"), 3);
    log.events << answered(right, 4).events;
    QVERIFY(handIn(session, share.path(), QStringLiteral("s-1"), QStringLiteral("Ada"), {{kWeight, log}}, 5));
    ui::GradebookWindow window(builtInCourse(), session, {share.path()});
    QVERIFY(graded(window));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    const QModelIndex ada = window.gradesProxy()->mapFromSource(
        cell(window.gradesModel(), QStringLiteral("s-1"), ui::GradebookModel::exerciseColumn(0)));
    QTableView *view = window.gradesView();
    view->scrollTo(ada);
    const QPoint centre = view->visualRect(ada).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, centre);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, centre);
    ui::AttemptsDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = window.findChild<ui::AttemptsDialog *>()) != nullptr);
    QVERIFY(dialog->isVisible());
    const QTableWidget *table = dialog->table();
    QCOMPARE(table->rowCount(), 2);
    const auto text = [table](int row, int column) { return table->item(row, column)->text(); };
    QCOMPARE(text(0, ui::AttemptsDialog::TimeColumn), ui::dateTimeText(at(3)));
    QCOMPARE(text(0, ui::AttemptsDialog::AnswerColumn), QStringLiteral("1"));
    QCOMPARE(text(0, ui::AttemptsDialog::VerdictColumn), QStringLiteral("wrong"));
    QCOMPARE(text(0, ui::AttemptsDialog::ScoreColumn), QStringLiteral("0%"));
    QCOMPARE(text(1, ui::AttemptsDialog::TimeColumn), ui::dateTimeText(at(4)));
    QCOMPARE(text(1, ui::AttemptsDialog::AnswerColumn), right);
    QCOMPARE(text(1, ui::AttemptsDialog::VerdictColumn), QStringLiteral("correct"));
    QCOMPARE(text(1, ui::AttemptsDialog::ScoreColumn), QStringLiteral("100%"));
    QVERIFY(table->editTriggers() == QAbstractItemView::NoEditTriggers);
    dialog->close();

    // Enter on a cell opens it too; a cell outside the exercises opens nothing.
    QTRY_VERIFY(!window.findChild<ui::AttemptsDialog *>());
    view->setCurrentIndex(ada);
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Return);
    QTRY_VERIFY(window.findChild<ui::AttemptsDialog *>());
}

QTEST_MAIN(TestGradebookCells)
#include "tst_gradebookcells.moc"
