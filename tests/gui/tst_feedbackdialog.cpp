#include "feedbackdialog.h"
#include "lessonloader.h"
#include "rehearsal.h"

#include <QTest>
#include <QTextBrowser>

// File ▸ Open Feedback…: a student reads the teacher's feedback on their own answers, each
// table cell with its mark and the grader's diagnosis, the recomputed score and the comment.

class TestFeedbackDialog : public QObject
{
    Q_OBJECT

private slots:
    void showsTheMarksOnTheStudentsOwnAnswers();
};

void TestFeedbackDialog::showsTheMarksOnTheStudentsOwnAnswers()
{
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    course::LabRequest request;
    request.title = QStringLiteral("Week 3 <b>softmax</b>");
    request.lessonIds = {QStringLiteral("iv2-3-softmax")};
    request.seed = 11;
    QStringList problems;
    const std::optional<course::LabSession> session = course::makeLabSession(c, request, &problems);
    QVERIFY2(session, qPrintable(problems.join(QLatin1Char('\n'))));
    const QList<course::RehearsedStudent> students = course::rehearseClass(*session, c, {12, 3, {}});

    // A student whose table answer has a diagnosed wrong cell.
    std::optional<course::StudentFeedback> chosen;
    QString diagnosis;
    for (const course::RehearsedStudent &s : students) {
        const course::StudentFeedback f = course::makeFeedback(*session, c, s.handIn, QStringLiteral("See me about Σ."));
        for (const course::FeedbackExercise &e : f.exercises)
            for (const auto &row : e.cells)
                for (const auto &cell : row)
                    if (cell && cell->kind == course::CellVerdict::Kind::Wrong && !cell->diagnosis.isEmpty() && !chosen) {
                        chosen = f;
                        diagnosis = cell->diagnosis;
                    }
    }
    QVERIFY2(chosen, "the rehearsed class has a diagnosed table mistake");

    ui::FeedbackDialog dialog(*chosen, c);
    dialog.show();
    const QString text = dialog.browser()->toPlainText();
    // The title is text, never markup.
    QVERIFY(text.contains(QStringLiteral("Week 3 <b>softmax</b>")));
    QVERIFY(text.contains(chosen->learnerName));
    QVERIFY(text.contains(QStringLiteral("See me about Σ.")));
    QVERIFY(!text.contains(QStringLiteral("comment to you")));
    // A comment to this student alone comes first, under its own heading.
    course::StudentFeedback personal = *chosen;
    personal.personalComment = QStringLiteral("Only for you: <b>look at row 2</b>\nand row 3.");
    ui::FeedbackDialog personalDialog(personal, c);
    const QString personalText = personalDialog.browser()->toPlainText();
    QVERIFY2(personalText.contains(QStringLiteral("Your teacher's comment to you\nOnly for you: <b>look at row 2</b>\nand row 3.")),
             qPrintable(personalText));
    QVERIFY(personalText.indexOf(QStringLiteral("Only for you")) < personalText.indexOf(QStringLiteral("See me about Σ.")));
    QVERIFY2(text.contains(diagnosis), qPrintable(text));
    // Each diagnosis is said once, naming every cell it is about, however many cells it marks.
    QCOMPARE(text.count(diagnosis), 1);
    QVERIFY(text.contains(QStringLiteral("✗ wrong")));
    // The recomputed score, as the locale writes it.
    QVERIFY(text.contains(QLocale().toString(chosen->total, 'f', 2)));
    for (const course::FeedbackExercise &e : chosen->exercises)
        QVERIFY2(text.contains(e.title), qPrintable(e.title));
    // A palette change renders it again in the new colours.
    QPalette dark = dialog.palette();
    dark.setColor(QPalette::Base, Qt::black);
    dark.setColor(QPalette::Text, Qt::white);
    dialog.setPalette(dark);
    QCOMPARE(dialog.browser()->toPlainText(), text);
}

QTEST_MAIN(TestFeedbackDialog)
#include "tst_feedbackdialog.moc"
