#include "answerkey.h"
#include "grading.h"
#include "labsession.h"
#include "lessonloader.h"
#include "placeholders.h"
#include "training.h"
#include "variantcode.h"
#include "worksheet.h"
#include "worksheetfigure.h"
#include "worksheetpdf.h"

#include <QAbstractTextDocumentLayout>
#include <QFile>
#include <QRegularExpression>
#include <QFontMetricsF>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

// Printed worksheets: each student's page carries their own numbers (the ones the answer key of
// course/ computes for their variant), the answer key fills in what the worksheet leaves blank,
// the variant code finds the student again, and the PDF job writes whole files or nothing.

namespace {

/// One exercise of every kind the worksheet prints, in this order.
const QStringList kExercises{
    QStringLiteral("iv2-2-score-k2"),                 // numeric
    QStringLiteral("iv2-2-table-dot"),                // table: dot products
    QStringLiteral("iv2-2-rank-scores"),              // ranking
    QStringLiteral("iv2-1-dictionary-unknown-query"), // single choice
    QStringLiteral("iv2-1-attention-not-dictionary"), // multiple choice
    QStringLiteral("iv2-1-target-key2"),              // target: a weight
    QStringLiteral("iv2-3-table-softmax"),            // table: softmax (a Σ row)
    QStringLiteral("iv2-4-table-weighted-sum"),       // table: weighted sum
    QStringLiteral("iv2-4-target-output-above"),      // target: an output, a length limit
    QStringLiteral("iv2-7-point-to-argmax"),          // numeric: a key's number
    QStringLiteral("iv2-3-match-scores-weights"),     // matching
};

/// Lesson 7's printed figures, in a session of their own (the page tests above lay out the
/// first session at several resolutions: a longer one would only make them slower).
const QStringList kTrainingExercises{
    QStringLiteral("iv2-6b-successor-three"), // single choice with the trained keys' plane
    QStringLiteral("iv2-6b-gradient-entry"),  // table: one entry of the gradient
};

const course::Course &theCourse()
{
    static const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    return c;
}

course::LabSession session(bool withRoster = true, const QStringList &exercises = kExercises)
{
    course::LabRequest r;
    r.title = QStringLiteral("Week 5: on paper");
    r.exerciseIds = exercises;
    r.seed = 11;
    if (withRoster)
        r.roster = {{QStringLiteral("s-1001"), QStringLiteral("Ada Lovelace"), {}, {}},
                    {QStringLiteral("s-1002"), QStringLiteral("Grace Hopper"), {}, {}},
                    {QStringLiteral("s-1003"), QStringLiteral("Alan Turing"), {}, {}}};
    QStringList problems;
    const std::optional<course::LabSession> s = course::makeLabSession(theCourse(), r, &problems);
    if (!s)
        qFatal("no session: %s", qPrintable(problems.join(QLatin1Char(';'))));
    return *s;
}

/// The text of question `number` (1-based) in a worksheet's plain text: from its heading to
/// the next one.
QString questionText(const QString &document, int number)
{
    const qsizetype from = document.indexOf(QStringLiteral("Question %1 ").arg(number));
    const qsizetype to = document.indexOf(QStringLiteral("Question %1 ").arg(number + 1));
    return from < 0 ? QString() : document.mid(from, to < 0 ? -1 : to - from);
}

QString plainText(const course::Worksheet &sheet, bool answerKey)
{
    return course::worksheetDocument(sheet, answerKey)->toPlainText();
}

/// Every figure written in `text` ("40", "1.5", "−0.3420", "55.1").
QStringList figuresIn(const QString &text)
{
    QStringList out;
    static const QRegularExpression number(QStringLiteral("[−-]?\\d+(?:\\.\\d+)?"));
    for (auto it = number.globalMatch(text); it.hasNext();)
        out << it.next().captured();
    return out;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// The first and last rows from `top` to `bottom` (exclusive) of a greyscale page that have a
/// pixel darker than light grey; -1 for none.
struct Ink {
    int first = -1;
    int last = -1;
};

Ink inkOf(const QImage &page, int top, int bottom)
{
    Ink ink;
    for (int y = top; y < bottom; ++y) {
        const uchar *row = page.constScanLine(y);
        if (std::any_of(row, row + page.width(), [](uchar grey) { return grey < 192; })) {
            ink.first = ink.first < 0 ? y : ink.first;
            ink.last = y;
        }
    }
    return ink;
}

qsizetype pageObjects(const QByteArray &pdf)
{
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    return QString::fromLatin1(pdf).count(page);
}

} // namespace

class TestWorksheet : public QObject
{
    Q_OBJECT

private slots:
    void theClassListThenCopiesThenTheSessionsRoster();
    void headerNamesSessionStudentAndCode();
    void everyQuestionCarriesTheStudentsOwnNumbers_data();
    void everyQuestionCarriesTheStudentsOwnNumbers();
    void tablesPrintGivenCellsAndLeaveTheRestToFill();
    void choicesAreBoxesInTheLearnersOrder();
    void rankingIsBlankOnTheWorksheetAndFilledInTheKey();
    void numericAnswerOnlyInTheKey();
    void targetIsAPlaneWithTheKeysQueryInTheKey();
    void matchingListsItemsAndLetteredPartnersTheKeyFillsTheLetters();
    void trainedKeysArePrintedUnderThePrompt();
    void gradientTableGivesTheTokensFigures();
    void workedSolutionsOnlyInTheKey();
    void questionsAreNotSplitAcrossPages();
    void variantCodeRoundTrips();
    void mistypedVariantCodeIsRefused();
    void numberedCopiesAreFoundByCode();
    void pdfOfThreeStudents();
    void cancelledJobLeavesNoFile();
    void nothingIsWrittenWithoutStudentsOrExercises();
    void pageImageIsGreyscaleAndSized();
    void pagesLookAlikeAtEveryResolution();
};

void TestWorksheet::headerNamesSessionStudentAndCode()
{
    const course::LabSession s = session();
    const std::optional<course::Worksheet> sheet = course::makeWorksheet(s, theCourse(), s.roster.at(1));
    QVERIFY(sheet);
    QCOMPARE(sheet->questions.size(), kExercises.size());
    const QString text = plainText(*sheet, false);
    QVERIFY(text.startsWith(QStringLiteral("Week 5: on paper")));
    QVERIFY(text.contains(QStringLiteral("Grace Hopper")));
    QVERIFY(text.contains(QStringLiteral("s-1002")));
    QVERIFY(text.contains(QStringLiteral("Date")));
    QVERIFY(text.contains(course::variantCode(s, QStringLiteral("s-1002"))));
    QVERIFY(!text.contains(QStringLiteral("ANSWER KEY")));
    QVERIFY(plainText(*sheet, true).contains(QStringLiteral("ANSWER KEY")));
}

void TestWorksheet::everyQuestionCarriesTheStudentsOwnNumbers_data()
{
    QTest::addColumn<int>("question");
    for (int i = 0; i < kExercises.size(); ++i)
        QTest::newRow(qPrintable(kExercises[i])) << i + 1;
}

void TestWorksheet::everyQuestionCarriesTheStudentsOwnNumbers()
{
    QFETCH(int, question);
    const course::LabSession s = session();
    const course::Exercise *exercise = theCourse().exercise(kExercises[question - 1]);
    QVERIFY(exercise);
    for (const course::LabStudent &student : s.roster) {
        const course::Worksheet sheet = *course::makeWorksheet(s, theCourse(), student);
        const course::Variant variant = course::makeVariant(*exercise, student.id, s.seed);
        // The model is the answer key of course/ for this student's variant.
        QCOMPARE(sheet.questions[question - 1].key.variant.seed, variant.seed);
        QCOMPARE(sheet.questions[question - 1].promptMarkdown, course::fillForVariant(exercise->prompt, variant));
        // Every figure of the prompt as their screen fills it is printed in their question.
        const QString printed = questionText(plainText(sheet, false), question);
        QVERIFY(!printed.isEmpty());
        for (const QString &figure : figuresIn(course::answerKey(*exercise, variant).prompt))
            QVERIFY2(printed.contains(figure), qPrintable(student.id + QStringLiteral(": ") + figure));
    }
}

void TestWorksheet::tablesPrintGivenCellsAndLeaveTheRestToFill()
{
    const course::LabSession s = session();
    QSet<QString> allExpected;
    for (const course::LabStudent &student : s.roster) {
        const course::Worksheet sheet = *course::makeWorksheet(s, theCourse(), student);
        const QString worksheet = plainText(sheet, false);
        const QString key = plainText(sheet, true);
        for (const int question : {2, 7, 8}) {
            const course::Exercise *exercise = theCourse().exercise(kExercises[question - 1]);
            const course::Variant variant = course::makeVariant(*exercise, student.id, s.seed);
            const QString printed = questionText(worksheet, question);
            const QString keyed = questionText(key, question);
            const QList<QStringList> given = course::tableGivenCells(exercise->table, variant);
            for (const QStringList &row : given)
                for (const QString &cell : row) {
                    QVERIFY2(printed.contains(cell), qPrintable(cell));
                    QVERIFY2(keyed.contains(cell), qPrintable(cell));
                }
            const int inputs = int(course::tableInputColumns(exercise->table).size());
            int filled = 0;
            for (int r = 0; r < course::tableRowCount(exercise->table, variant); ++r)
                for (int c = 0; c < inputs; ++c) {
                    if (!course::tableCellExists(exercise->table, variant, r, c))
                        continue;
                    const QString expected = course::formatFixed(course::tableExpected(exercise->table, variant, r, c), 4);
                    allExpected << expected;
                    QVERIFY2(keyed.contains(expected), qPrintable(expected));
                    const bool shownAnyway = course::answerKey(*exercise, variant).prompt.contains(expected)
                                             || std::any_of(given.cbegin(), given.cend(), [&](const QStringList &row) {
                                                    return row.contains(expected);
                                                });
                    if (!shownAnyway) {
                        QVERIFY2(!printed.contains(expected), qPrintable(expected));
                        ++filled;
                    }
                }
            QVERIFY(filled >= 5);
        }
    }
    // Three students, three different sets of figures.
    QVERIFY(allExpected.size() > 40);
}

void TestWorksheet::choicesAreBoxesInTheLearnersOrder()
{
    const course::LabSession s = session();
    QSet<QStringList> orders;
    for (const course::LabStudent &student : s.roster) {
        const course::Worksheet sheet = *course::makeWorksheet(s, theCourse(), student);
        for (const int question : {4, 5}) {
            const course::AnswerKey &key = sheet.questions[question - 1].key;
            const QString printed = questionText(plainText(sheet, false), question);
            const QString keyed = questionText(plainText(sheet, true), question);
            QCOMPARE(printed.count(QStringLiteral("☐")), key.options.size());
            QVERIFY(!printed.contains(QStringLiteral("☒")));
            QCOMPARE(keyed.count(QStringLiteral("☒")), key.correctOptionIds().size());
            QCOMPARE(keyed.count(QStringLiteral("☐")), key.options.size() - key.correctOptionIds().size());
            // In the order the student's screen shows them.
            qsizetype at = -1;
            QStringList shown;
            for (const QString &id : key.shownOptionIds()) {
                const auto option = std::find_if(key.options.cbegin(), key.options.cend(),
                                                 [&](const course::AnswerKeyOption &o) { return o.id == id; });
                const qsizetype here = printed.indexOf(option->text.left(25));
                QVERIFY2(here > at, qPrintable(option->text));
                at = here;
                shown << id;
                // A ticked box in the key is a correct option's.
                const qsizetype inKey = keyed.indexOf(option->text.left(25));
                QCOMPARE(keyed.lastIndexOf(QStringLiteral("☒"), inKey) > keyed.lastIndexOf(QStringLiteral("☐"), inKey),
                         option->correct);
            }
            orders << shown;
        }
    }
    QVERIFY(orders.size() > 2); // the options are shuffled per student
}

void TestWorksheet::rankingIsBlankOnTheWorksheetAndFilledInTheKey()
{
    const course::LabSession s = session();
    for (const course::LabStudent &student : s.roster) {
        const course::Worksheet sheet = *course::makeWorksheet(s, theCourse(), student);
        const course::WorksheetQuestion &q = sheet.questions[2];
        const course::Exercise *exercise = theCourse().exercise(kExercises[2]);
        const QList<int> ranking = course::rankingAnswer(*exercise, course::makeVariant(*exercise, student.id, s.seed));
        QCOMPARE(q.key.ranking, ranking);
        const QString printed = questionText(plainText(sheet, false), 3);
        const QString keyed = questionText(plainText(sheet, true), 3);
        const qsizetype grid = printed.indexOf(QStringLiteral("1 (largest)"));
        QVERIFY(grid > 0);
        QVERIFY(!printed.mid(grid).contains(QRegularExpression(QStringLiteral("k\\d"))));
        qsizetype at = keyed.indexOf(QStringLiteral("1 (largest)"));
        for (int k : ranking) {
            const qsizetype here = keyed.indexOf(QStringLiteral("k%1").arg(k), at + 1);
            QVERIFY2(here > at, qPrintable(QStringLiteral("k%1").arg(k)));
            at = here;
        }
    }
}

void TestWorksheet::numericAnswerOnlyInTheKey()
{
    const course::LabSession s = session();
    for (const course::LabStudent &student : s.roster) {
        const course::Worksheet sheet = *course::makeWorksheet(s, theCourse(), student);
        const course::Exercise *exercise = theCourse().exercise(kExercises[0]);
        const std::optional<double> answer = course::numericAnswer(*exercise, course::makeVariant(*exercise, student.id, s.seed));
        QVERIFY(answer);
        const QString expected = course::formatFixed(*answer, 4);
        QVERIFY2(questionText(plainText(sheet, true), 1).contains(QStringLiteral("Answer: ") + expected), qPrintable(expected));
        QVERIFY(questionText(plainText(sheet, false), 1).contains(QStringLiteral("Answer: ____")));
        QVERIFY(!questionText(plainText(sheet, false), 1).contains(expected));
        // A key's number reads "key 2".
        const course::Exercise *argmax = theCourse().exercise(kExercises[9]);
        const auto key = course::numericAnswer(*argmax, course::makeVariant(*argmax, student.id, s.seed));
        QVERIFY(questionText(plainText(sheet, true), 10).contains(QStringLiteral("Answer: key %1").arg(std::lround(*key))));
    }
}

void TestWorksheet::matchingListsItemsAndLetteredPartnersTheKeyFillsTheLetters()
{
    const course::LabSession s = session();
    const course::Exercise *exercise = theCourse().exercise(kExercises[10]);
    for (const course::LabStudent &student : s.roster) {
        const course::Worksheet sheet = *course::makeWorksheet(s, theCourse(), student);
        const course::WorksheetQuestion &q = sheet.questions[10];
        const course::Variant v = course::makeVariant(*exercise, student.id, s.seed);
        const QList<course::ChoiceOption> shown = course::shownOptions(*exercise, v);
        const QString printed = questionText(plainText(sheet, false), 11);
        const QString keyed = questionText(plainText(sheet, true), 11);
        QVERIFY(printed.contains(QStringLiteral("Write the letter of each item's partner")));
        for (int i = 0; i < exercise->options.size(); ++i) {
            const course::ChoiceOption &item = exercise->options[i];
            // The item with the student's own score, and its partner's letter only in the key.
            const QString itemLine = QStringLiteral("%1. %2").arg(i + 1).arg(course::fillForVariant(item.item, v));
            QVERIFY2(printed.contains(itemLine), qPrintable(itemLine));
            const qsizetype at = std::find_if(shown.cbegin(), shown.cend(), [&](const course::ChoiceOption &o) { return o.id == item.id; }) - shown.cbegin();
            const QString letter(QChar(char16_t(u'A' + at)));
            QCOMPARE(q.itemPartners.value(i), letter);
            const QString partnerLine = QStringLiteral("%1. %2").arg(letter, course::fillForVariant(item.text, v));
            QVERIFY2(printed.contains(partnerLine), qPrintable(partnerLine));
            QVERIFY2(keyed.contains(QStringLiteral("%1 → %2 (%3)").arg(course::fillForVariant(item.item, v), course::fillForVariant(item.text, v), letter)),
                     qPrintable(keyed));
        }
        QVERIFY(!printed.contains(QStringLiteral(" → ")));
    }
}

void TestWorksheet::targetIsAPlaneWithTheKeysQueryInTheKey()
{
    const course::LabSession s = session();
    const course::Worksheet sheet = *course::makeWorksheet(s, theCourse(), s.roster.at(0));
    for (const int question : {6, 9}) {
        const course::WorksheetQuestion &q = sheet.questions[question - 1];
        QVERIFY(q.key.targetQuery);
        QCOMPARE(q.figure.keys.size(), 5);
        QVERIFY(q.figure.answerQuery);
        const QString printed = questionText(plainText(sheet, false), question);
        const QString keyed = questionText(plainText(sheet, true), question);
        // The plane is drawn in both; the query is written only in the key.
        QCOMPARE(printed.count(QChar::ObjectReplacementCharacter), 1);
        QCOMPARE(keyed.count(QChar::ObjectReplacementCharacter), 1);
        const QString query = QStringLiteral("angle %1°, length %2")
                                  .arg(course::formatFixed(q.key.targetQuery->angleDegrees, 1),
                                       course::formatFixed(q.key.targetQuery->length, 3));
        // The answer in the words `exercise` prints it in (course::answerInWords()).
        QVERIFY2(keyed.contains(QStringLiteral("Answer: ") + course::answerInWords(q.key)), qPrintable(keyed));
        QVERIFY2(keyed.contains(QStringLiteral("e.g. ") + query), qPrintable(keyed));
        QVERIFY(!printed.contains(query));
        QVERIFY(printed.contains(QStringLiteral("Angle: ____")));
    }
    QVERIFY(sheet.questions[8].figure.maxLength);
    QCOMPARE(sheet.questions[5].figure.highlightedKey, 1);
}

void TestWorksheet::trainedKeysArePrintedUnderThePrompt()
{
    // The successor task's keys after the lab's default run, each W_k x from the core's own
    // run, on a plane printed in the worksheet and the key, with the run's figures above it.
    const course::LabSession s = session(true, kTrainingExercises);
    const course::Worksheet sheet = *course::makeWorksheet(s, theCourse(), s.roster.at(0));
    const course::WorksheetQuestion &q = sheet.questions[0];
    QVERIFY(q.trainedKeys);
    const attn::TrainingTask &task = *attn::trainingTask("successor");
    const auto run = attn::train(task, attn::TrainingOptions{});
    QVERIFY(run);
    QCOMPARE(q.trainedKeys->keys.size(), 6);
    for (std::size_t j = 0; j < 6; ++j) {
        const auto k = attn::apply(run->final.wk, task.embeddings[j]);
        QVERIFY(k);
        QCOMPARE(q.trainedKeys->keyLabels[qsizetype(j)], QString::fromStdString(task.tokens[j]));
        QCOMPARE(q.trainedKeys->keys[qsizetype(j)], QPointF((*k)[0], (*k)[1]));
    }
    QVERIFY(!q.trainedKeys->answerQuery);
    const QString caption = QStringLiteral("after training from seed 1: %1 steps, loss %2.")
                                .arg(run->steps.back().step)
                                .arg(course::formatFixed(run->final.loss, 4));
    for (const bool answerKey : {false, true}) {
        const QString printed = questionText(plainText(sheet, answerKey), 1);
        QVERIFY2(printed.contains(caption), qPrintable(printed));
        QCOMPARE(printed.count(QChar::ObjectReplacementCharacter), 1);
    }
    // Other questions have no such plane.
    QVERIFY(!sheet.questions[1].trainedKeys);
}

void TestWorksheet::gradientTableGivesTheTokensFigures()
{
    const course::LabSession s = session(true, kTrainingExercises);
    const course::Worksheet sheet = *course::makeWorksheet(s, theCourse(), s.roster.at(0));
    const course::WorksheetQuestion &q = sheet.questions[1];
    const course::Variant &v = q.key.variant;
    QVERIFY(v.gradient);
    const auto g = course::tokenGradient(v);
    QVERIFY(g);
    QCOMPARE(q.table.rowLabels.size(), 7);
    QCOMPARE(q.table.givenCells.size(), 7);
    for (int r = 0; r < 6; ++r) {
        QCOMPARE(q.table.givenCells[r][1], course::formatFixed(g->weights[std::size_t(r)], 4));
        QCOMPARE(q.table.givenCells[r][2], g->targets[std::size_t(r)] == 1.0 ? QStringLiteral("1") : QStringLiteral("0"));
    }
    const QString entry = course::formatFixed(g->gradWq[std::size_t(v.gradient->row)][std::size_t(v.gradient->column)], 4);
    QVERIFY(questionText(plainText(sheet, true), 2).contains(entry));
    QVERIFY(!questionText(plainText(sheet, false), 2).contains(entry));
}

void TestWorksheet::workedSolutionsOnlyInTheKey()
{
    const course::LabSession s = session();
    const course::Worksheet sheet = *course::makeWorksheet(s, theCourse(), s.roster.at(2));
    const QString key = plainText(sheet, true);
    QCOMPARE(key.count(QStringLiteral("Worked solution")), kExercises.size());
    QVERIFY(!plainText(sheet, false).contains(QStringLiteral("Worked solution")));
    const course::Exercise *exercise = theCourse().exercise(kExercises[0]);
    QCOMPARE(sheet.questions[0].workedSolutionMarkdown,
             course::workedSolution(*exercise, course::makeVariant(*exercise, QStringLiteral("s-1003"), s.seed)).trimmed());
}

void TestWorksheet::questionsAreNotSplitAcrossPages()
{
    const course::LabSession s = session();
    const course::Worksheet sheet = *course::makeWorksheet(s, theCourse(), s.roster.at(0));
    for (const bool answerKey : {false, true}) {
        const auto document = course::worksheetDocument(sheet, answerKey);
        const QSizeF page(680, 960); // about A4 inside 15 mm margins, at 96 dpi
        course::keepQuestionsTogether(document.get(), page);
        QVERIFY(document->pageCount() >= 3);
        QList<QTextBlock> starts;
        for (QTextBlock b = document->begin(); b.isValid(); b = b.next())
            if (b.blockFormat().hasProperty(course::kQuestionProperty))
                starts << b;
        QCOMPARE(starts.size(), kExercises.size());
        const QAbstractTextDocumentLayout *layout = document->documentLayout();
        int moved = 0;
        const auto pageOf = [&page](double y) { return int(y / page.height()); };
        int solutions = 0;
        for (qsizetype i = 0; i < starts.size(); ++i) {
            // The question itself stays on one page; in the key, its worked solution may go on.
            const QTextBlock end = i + 1 < starts.size() ? starts[i + 1] : QTextBlock();
            QTextBlock last = end.isValid() ? end.previous() : document->lastBlock();
            for (QTextBlock b = starts[i]; b.isValid() && b != end; b = b.next()) {
                if (b.blockFormat().hasProperty(course::kSolutionProperty)) {
                    last = b.previous();
                    ++solutions;
                    // Its heading is never the last line of a page.
                    QCOMPARE(pageOf(layout->blockBoundingRect(b).top()), pageOf(layout->blockBoundingRect(b.next()).bottom() - 1));
                }
                // Nor is a line that leads into a table.
                if (b.next().isValid() && !QTextCursor(b).currentTable() && QTextCursor(b.next()).currentTable())
                    QCOMPARE(pageOf(layout->blockBoundingRect(b).top()), pageOf(layout->blockBoundingRect(b.next()).top()));
            }
            const double top = layout->blockBoundingRect(starts[i]).top();
            const double bottom = layout->blockBoundingRect(last).bottom();
            if (bottom - top <= page.height())
                QCOMPARE(pageOf(top), pageOf(bottom - 1));
            moved += starts[i].blockFormat().pageBreakPolicy() == QTextFormat::PageBreak_AlwaysBefore;
        }
        QVERIFY(moved >= 1);
        QCOMPARE(solutions, answerKey ? int(kExercises.size()) : 0);
    }
}

void TestWorksheet::variantCodeRoundTrips()
{
    const course::LabSession s = session();
    const QString code = course::variantCode(s, QStringLiteral("s-1002"));
    QVERIFY2(QRegularExpression(QStringLiteral("^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$")).match(code).hasMatch(),
             qPrintable(code));
    QCOMPARE(course::variantCode(s, QStringLiteral("s-1002")), code);
    QVERIFY(course::variantCode(s, QStringLiteral("s-1001")) != code);
    course::LabSession other = s;
    other.id = QStringLiteral("another-session");
    QVERIFY(course::variantCode(other, QStringLiteral("s-1002")) != code);
    // Typed back in any case, without the hyphen, with spaces.
    QString typed = code.toLower();
    typed.remove(QLatin1Char('-'));
    QCOMPARE(course::normalizedVariantCode(typed), std::optional<QString>(code));
    QCOMPARE(course::normalizedVariantCode(QStringLiteral(" %1 %2 ").arg(code.left(4), code.mid(5))), std::optional<QString>(code));
    for (const course::LabStudent &student : s.roster) {
        const auto found = course::findLearnerByCode(s, course::variantCode(s, student.id));
        QVERIFY(found);
        QCOMPARE(found->id, student.id);
        QCOMPARE(found->name, student.name);
    }
    // A class list given with the code is searched first.
    const course::LabStudent extra{QStringLiteral("s-2001"), QStringLiteral("Extra"), {}, {}};
    QCOMPARE(course::findLearnerByCode(s, course::variantCode(s, extra.id), {extra})->name, extra.name);
    QString problem;
    QVERIFY(!course::findLearnerByCode(s, course::variantCode(s, extra.id), {}, &problem));
    QVERIFY(problem.contains(QStringLiteral("no student")));
}

void TestWorksheet::mistypedVariantCodeIsRefused()
{
    const course::LabSession s = session();
    const QString code = course::variantCode(s, QStringLiteral("s-1001"));
    const QString alphabet = QStringLiteral("0123456789ABCDEFGHJKMNPQRSTVWXYZ");
    // Every single wrong character is caught by the check character.
    for (int i = 0; i < code.size(); ++i) {
        if (code[i] == QLatin1Char('-'))
            continue;
        for (const QChar c : alphabet) {
            if (c == code[i])
                continue;
            QString typo = code;
            typo[i] = c;
            QVERIFY2(!course::normalizedVariantCode(typo), qPrintable(typo));
            QString problem;
            QVERIFY(!course::findLearnerByCode(s, typo, {}, &problem));
            QVERIFY(problem.contains(QStringLiteral("mistyped")));
        }
    }
    // Two neighbours swapped are caught too (unless they are equal, or 0 and Z).
    const QString bare = QString(code).remove(QLatin1Char('-'));
    for (int i = 0; i + 1 < bare.size(); ++i) {
        const QString pair = QString(bare[i]) + bare[i + 1];
        if (bare[i] == bare[i + 1] || pair == QLatin1String("0Z") || pair == QLatin1String("Z0"))
            continue;
        QString swapped = bare;
        std::swap(swapped[i], swapped[i + 1]);
        QVERIFY2(!course::normalizedVariantCode(swapped), qPrintable(swapped));
    }
    QVERIFY(!course::normalizedVariantCode(code.left(8)));
    QVERIFY(!course::normalizedVariantCode(code + QLatin1Char('0')));
    QVERIFY(!course::normalizedVariantCode(code.left(4) + QStringLiteral("-U") + code.mid(6)));
    // Letters Crockford's base32 reads as digits: O is 0, I and L are 1.
    QString lookalike = code;
    lookalike.replace(QLatin1Char('0'), QLatin1Char('O')).replace(QLatin1Char('1'), QLatin1Char('l'));
    QCOMPARE(course::normalizedVariantCode(lookalike), std::optional<QString>(code));
}

void TestWorksheet::numberedCopiesAreFoundByCode()
{
    const course::LabSession s = session(false);
    const QList<course::LabStudent> copies = course::numberedCopies(12);
    QCOMPARE(copies.size(), 12);
    QCOMPARE(copies.first().id, QStringLiteral("copy-01"));
    QCOMPARE(copies.last().id, QStringLiteral("copy-12"));
    QVERIFY(copies.first().name.isEmpty());
    const auto found = course::findLearnerByCode(s, course::variantCode(s, QStringLiteral("copy-07")));
    QVERIFY(found);
    QCOMPARE(found->id, QStringLiteral("copy-07"));
    // A copy's worksheet leaves the name for the student to write.
    const course::Worksheet sheet = *course::makeWorksheet(s, theCourse(), copies.at(6));
    QVERIFY(!sheet.nameKnown);
    QVERIFY(plainText(sheet, false).contains(QStringLiteral("copy-07")));
    QCOMPARE(course::numberedCopies(course::kMaxWorksheetCopies + 5).size(), course::kMaxWorksheetCopies);
}

void TestWorksheet::pdfOfThreeStudents()
{
    QTemporaryDir dir;
    const course::LabSession s = session();
    const QString pdf = dir.filePath(QStringLiteral("week5.pdf"));
    const QString key = dir.filePath(QStringLiteral("week5-key.pdf"));
    QList<int> reported;
    QString error;
    course::WorksheetPrintResult result;
    QVERIFY2(course::writeWorksheets(s, theCourse(), s.roster, pdf, key, QPageSize(QPageSize::A4),
                                     [&](int done, int total) {
                                         reported << done;
                                         return total == 6;
                                     },
                                     &error, &result),
             qPrintable(error));
    QCOMPARE(result.worksheets, 3);
    QVERIFY(reported.contains(0) && reported.contains(3) && reported.contains(6));
    const QByteArray sheets = readAll(pdf);
    QVERIFY(sheets.startsWith("%PDF"));
    QVERIFY(result.pages >= 3);
    QCOMPARE(pageObjects(sheets), qsizetype(result.pages));
    const QByteArray answers = readAll(key);
    QVERIFY(answers.startsWith("%PDF"));
    QCOMPARE(pageObjects(answers), qsizetype(result.answerKeyPages));
    QVERIFY(result.answerKeyPages >= result.pages);
    // Letter paper is another page size.
    const QString letter = dir.filePath(QStringLiteral("letter.pdf"));
    QVERIFY(course::writeWorksheets(s, theCourse(), s.roster.first(1), letter, {}, QPageSize(QPageSize::Letter), {}, &error));
    QVERIFY(readAll(letter).contains("612"));
    // No temporary file is left beside them.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 3);
}

void TestWorksheet::cancelledJobLeavesNoFile()
{
    QTemporaryDir dir;
    const course::LabSession s = session();
    const QString pdf = dir.filePath(QStringLiteral("week5.pdf"));
    const QString key = dir.filePath(QStringLiteral("week5-key.pdf"));
    QString error;
    // Cancelled in the worksheets, then in the answer key.
    for (const int cancelAt : {2, 4}) {
        QVERIFY(!course::writeWorksheets(s, theCourse(), s.roster, pdf, key, QPageSize(QPageSize::A4),
                                         [&](int done, int) { return done < cancelAt; }, &error));
        QVERIFY(!QFile::exists(pdf));
        QVERIFY(!QFile::exists(key));
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    }
    // A file already there stays as it was.
    QFile old(pdf);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("old");
    old.close();
    QVERIFY(!course::writeWorksheets(s, theCourse(), s.roster, pdf, {}, QPageSize(QPageSize::A4),
                                     [](int done, int) { return done < 1; }, &error));
    QCOMPARE(readAll(pdf), QByteArray("old"));
}

void TestWorksheet::nothingIsWrittenWithoutStudentsOrExercises()
{
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("out.pdf"));
    QString error;
    course::LabSession s = session();
    // A roster that could not be read gives no students: nothing is written.
    const course::Roster unreadable = course::parseRoster(QByteArray("\xff\xfe not a roster"));
    QVERIFY(unreadable.students.isEmpty());
    QVERIFY(!course::writeWorksheets(s, theCourse(), unreadable.students, pdf, {}, QPageSize(QPageSize::A4), {}, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFile::exists(pdf));
    // An exercise this course does not have.
    s.exerciseIds << QStringLiteral("no-such-exercise");
    QVERIFY(!course::writeWorksheets(s, theCourse(), s.roster, pdf, {}, QPageSize(QPageSize::A4), {}, &error));
    QVERIFY2(error.contains(QStringLiteral("no-such-exercise")), qPrintable(error));
    QVERIFY(!QFile::exists(pdf));
    // The worksheets and the key in one file.
    QVERIFY(!course::writeWorksheets(session(), theCourse(), s.roster, pdf, pdf, QPageSize(QPageSize::A4), {}, &error));
    QVERIFY(!QFile::exists(pdf));
    // A folder that does not exist.
    QVERIFY(!course::writeWorksheets(session(), theCourse(), s.roster, dir.filePath(QStringLiteral("no/such/out.pdf")), {},
                                     QPageSize(QPageSize::A4), {}, &error));
    QVERIFY(!error.isEmpty());
}

void TestWorksheet::pageImageIsGreyscaleAndSized()
{
    const course::LabSession s = session();
    const course::Worksheet sheet = *course::makeWorksheet(s, theCourse(), s.roster.at(0));
    const QImage page = course::worksheetPageImage(sheet, false, QPageSize(QPageSize::A4), 0, 50);
    QVERIFY(!page.isNull());
    QCOMPARE(page.format(), QImage::Format_Grayscale8);
    QVERIFY(std::abs(page.width() - 8.27 * 50) < 2);
    QVERIFY(course::worksheetPageImage(sheet, false, QPageSize(QPageSize::A4), 99, 50).isNull());
}

void TestWorksheet::pagesLookAlikeAtEveryResolution()
{
    // A PDF is drawn at 1200 dpi, a printer at its own resolution: the footer and the planes'
    // labels must not grow with it (they were drawn 12.5 times too large in a PDF).
    const course::LabSession s = session();
    const course::Worksheet sheet = *course::makeWorksheet(s, theCourse(), s.roster.at(0));
    const QPageSize a4(QPageSize::A4);
    const double paper = a4.size(QPageSize::Inch).height();
    const double margin = 15.0 / 25.4;
    for (const bool key : {false, true}) {
        for (int page = 0;; ++page) {
            const QImage small = course::worksheetPageImage(sheet, key, a4, page, 96);
            if (small.isNull())
                break;
            const QImage large = course::worksheetPageImage(sheet, key, a4, page, 192);
            // The footer, its rule and its line of text, from just above the bottom margin to
            // the paper's edge: as high in inches at both resolutions.
            const auto rowAt = [&](const QImage &image, double inches) { return int(inches * image.height() / paper); };
            const double from = paper - margin - 0.3;
            const Ink a = inkOf(small, rowAt(small, from), small.height());
            const Ink b = inkOf(large, rowAt(large, from), large.height());
            QVERIFY(a.first >= 0 && b.first >= 0);
            const double heightA = (a.last - a.first + 1) / 96.0;
            const double heightB = (b.last - b.first + 1) / 192.0;
            QVERIFY2(heightA < 0.3 && std::abs(heightA - heightB) < 0.03,
                     qPrintable(QStringLiteral("%1 page %2: footer %3 in against %4 in")
                                    .arg(key ? "key" : "sheet").arg(page).arg(heightA).arg(heightB)));
        }
    }
    // The planes' labels take their size the same way: as high on every device.
    QList<double> heights;
    for (const double dpi : {96.0, 300.0, 1200.0}) {
        QImage device(10, 10, QImage::Format_Grayscale8);
        device.setDotsPerMeterX(qRound(dpi / 0.0254));
        device.setDotsPerMeterY(qRound(dpi / 0.0254));
        QPainter painter(&device);
        painter.scale(dpi / course::kWorksheetDpi, dpi / course::kWorksheetDpi);
        course::setWorksheetFontSize(&painter, 7.5);
        heights << QFontMetricsF(painter.font()).height();
    }
    QVERIFY2(std::abs(heights[1] - heights[0]) < 0.5 && std::abs(heights[2] - heights[0]) < 0.5,
             qPrintable(QStringLiteral("%1 %2 %3").arg(heights[0]).arg(heights[1]).arg(heights[2])));
}

void TestWorksheet::theClassListThenCopiesThenTheSessionsRoster()
{
    // One rule for Teacher ▸ Print Worksheets… and `worksheet` (they took the three in
    // different orders): a class list given, else copies asked for, else the session's roster.
    course::LabSession session;
    session.roster = {{QStringLiteral("s-1"), QStringLiteral("Ada"), {}, {}}};
    QTemporaryDir dir;
    const QString list = dir.filePath(QStringLiteral("class.csv"));
    QFile file(list);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("id,name\ns-7,Grace\n\"s-8\",\"\"\n");
    file.close();

    course::WorksheetClass who = course::worksheetStudents(session, list, 3);
    QCOMPARE(who.students.size(), 1);
    QCOMPARE(who.students.constFirst().id, QStringLiteral("s-7"));
    QCOMPARE(who.leftOut.size(), 1); // the row without a name
    QCOMPARE(who.leftOut.constFirst().line, 3);

    who = course::worksheetStudents(session, {}, 3);
    QCOMPARE(who.students.size(), 3);
    QCOMPARE(who.students.constFirst().id, QStringLiteral("copy-01"));

    who = course::worksheetStudents(session, {}, 0);
    QCOMPARE(who.students.size(), 1);
    QCOMPARE(who.students.constFirst().id, QStringLiteral("s-1"));

    session.roster.clear();
    who = course::worksheetStudents(session, {}, 0);
    QVERIFY(who.students.isEmpty());
    QVERIFY(who.needsRosterOrCopies);
    QVERIFY(!who.problem.isEmpty());

    who = course::worksheetStudents(session, dir.filePath(QStringLiteral("missing.csv")), 3);
    QVERIFY(who.students.isEmpty());
    QVERIFY(!who.needsRosterOrCopies);
    QVERIFY(!who.problem.isEmpty());
}

QTEST_MAIN(TestWorksheet)
#include "tst_worksheet.moc"
