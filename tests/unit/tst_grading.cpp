#include "exercise.h"
#include "exercisefixtures.h"
#include "figures.h"
#include "grading.h"
#include "steptable.h"

#include <QRegularExpression>
#include <QTest>

#include <cmath>

// Grading of every question type against the core, on the plate's default variant
// (40°, length 1.5, values 10…50): weights 40.81% 55.08% 1.43% 0.24% 2.43%, output 16.8421.
Q_DECLARE_METATYPE(course::Feedback::Status)

namespace {

using Status = course::Feedback::Status;

using testing::plate;

using testing::numericExercise;

course::Exercise choice(course::Exercise::Type type)
{
    course::Exercise e;
    e.id = QStringLiteral("c");
    e.type = type;
    e.options = {{QStringLiteral("a"), QStringLiteral("A blend of all values"), true, {}},
                 {QStringLiteral("b"), QStringLiteral("The one best value"), false, QStringLiteral("Attention blends; it does not pick.")},
                 {QStringLiteral("c"), QStringLiteral("An error"), false, {}},
                 {QStringLiteral("d"), QStringLiteral("Weights add to one"), type == course::Exercise::Type::MultipleChoice, {}}};
    return e;
}

course::Exercise table(course::Exercise::TableKind kind)
{
    course::Exercise e;
    e.id = QStringLiteral("t");
    e.type = course::Exercise::Type::Table;
    e.table = kind;
    return e;
}

/// The correct cells of a table, as a learner would type them (4 decimals).
QList<QStringList> correctCells(const course::Exercise &e, const course::Variant &v)
{
    QList<QStringList> rows;
    for (int r = 0; r < course::tableRowCount(e.table, v); ++r) {
        QStringList row;
        for (int c = 0; c < course::tableInputColumns(e.table).size(); ++c)
            row << (course::tableCellExists(e.table, v, r, c)
                        ? QString::number(course::tableExpected(e.table, v, r, c), 'f', 4)
                        : QString());
        rows << row;
    }
    return rows;
}

} // namespace

class TestGrading : public QObject
{
    Q_OBJECT

private slots:
    void aWrongOptionReadsWithTheLearnersFigures();
    void numeric_data();
    void numeric();
    void readsNumbersInTheLearnersLanguage_data();
    void readsNumbersInTheLearnersLanguage();
    void choices_data();
    void choices();
    void ranking_data();
    void ranking();
    void rankingWithTies();
    void tableDiagnoses_data();
    void tableDiagnoses();
    void gradientTableDiagnoses();
    void tablePercentWeights_data();
    void tablePercentWeights();
    void stepTableHasThePlateFigures();
    void gradingReadsTheStepTable_data();
    void gradingReadsTheStepTable();
    void tableCarriedForward();
    void tableRejectsGarbage();
    void tableNeverCarriesInfinityForward();
    void targets_data();
    void targets();
    void targetsAreGradedOnTheShownFigures();
    void workedSolutionHasTheTrace();
    void workedSolutionUsesTheMinusSign();
    void correctFeedbackAddsToTheHeadline();
    void filledFiguresUseTheMinusSign();
    void diagnosesNameTheMistakeNotTheFigures();
};

void TestGrading::numeric_data()
{
    QTest::addColumn<QString>("answer");
    QTest::addColumn<bool>("percent");
    QTest::addColumn<double>("absolute");
    QTest::addColumn<double>("relative");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("input");
    QTest::addColumn<Status>("status");
    QTest::addColumn<QString>("detail");
    const QString w2 = QStringLiteral("weight.k2");
    const QString en = QStringLiteral("en_US");
    const QString de = QStringLiteral("de_DE");
    QTest::newRow("percent exact") << w2 << true << 0.5 << 0.0 << en << "55.08" << Status::Correct << QString();
    QTest::newRow("percent sign") << w2 << true << 0.5 << 0.0 << en << "55.1%" << Status::Correct << QString();
    QTest::newRow("German comma") << w2 << true << 0.5 << 0.0 << de << "55,1" << Status::Correct << QString();
    QTest::newRow("German comma and %") << w2 << true << 0.5 << 0.0 << de << "55,1 %" << Status::Correct << QString();
    QTest::newRow("German reads a point too") << w2 << true << 0.5 << 0.0 << de << "55.1" << Status::Correct << QString();
    QTest::newRow("inside the edge") << w2 << true << 0.5 << 0.0 << en << "55.57" << Status::Correct << QString();
    QTest::newRow("outside the edge") << w2 << true << 0.5 << 0.0 << en << "55.59" << Status::Wrong << QString();
    QTest::newRow("below the edge") << w2 << true << 0.5 << 0.0 << en << "54.57" << Status::Wrong << QString();
    QTest::newRow("fraction for percent") << w2 << true << 0.5 << 0.0 << en << "0.5508" << Status::Invalid << QString();
    QTest::newRow("score for weight") << w2 << true << 0.5 << 0.0 << en << "2.6" << Status::Wrong << QStringLiteral("score");
    QTest::newRow("garbage") << w2 << true << 0.5 << 0.0 << en << "fifty-five" << Status::Invalid << QString();
    QTest::newRow("empty") << w2 << true << 0.5 << 0.0 << en << "  " << Status::Invalid << QString();
    QTest::newRow("nan") << w2 << true << 0.5 << 0.0 << en << "nan" << Status::Invalid << QString();
    QTest::newRow("infinity") << w2 << true << 0.5 << 0.0 << en << "inf" << Status::Invalid << QString();
    QTest::newRow("English reads a comma that cannot be a group") << QStringLiteral("output") << false << 0.01 << 0.0 << en << "16,84" << Status::Correct << QString();
    QTest::newRow("English: a comma before three digits is ambiguous") << QStringLiteral("output") << false << 0.01 << 0.0 << en << "16,840" << Status::Invalid << QString();
    QTest::newRow("German: a point before three digits is ambiguous") << QStringLiteral("output") << false << 0.01 << 0.0 << de << "16.840" << Status::Invalid << QString();
    QTest::newRow("German: group and decimal separators") << QStringLiteral("output") << false << 0.01 << 0.0 << de << "0.016,84" << Status::Invalid << QString();
    QTest::newRow("score within 0.01") << QStringLiteral("score.k2") << false << 0.01 << 0.0 << en << "2.6" << Status::Correct << QString();
    QTest::newRow("score outside 0.01") << QStringLiteral("score.k2") << false << 0.01 << 0.0 << en << "2.61" << Status::Wrong << QString();
    QTest::newRow("score typographic minus") << QStringLiteral("score.k4") << false << 0.01 << 0.0 << en << "−2.82" << Status::Correct << QString();
    QTest::newRow("one term of the score") << QStringLiteral("score.k2") << false << 0.01 << 0.0 << en << "0.786" << Status::Wrong << QStringLiteral("one of the two products");
    QTest::newRow("relative inside") << QStringLiteral("output") << false << -1.0 << 0.01 << en << "17" << Status::Correct << QString();
    QTest::newRow("relative outside") << QStringLiteral("output") << false << -1.0 << 0.01 << en << "17.1" << Status::Wrong << QString();
    QTest::newRow("plain average for output") << QStringLiteral("output") << false << 0.05 << 0.0 << en << "30" << Status::Wrong << QStringLiteral("plain average");
    QTest::newRow("hard lookup for output") << QStringLiteral("output") << false << 0.05 << 0.0 << en << "20" << Status::Wrong << QStringLiteral("hard lookup");
    QTest::newRow("argmax") << QStringLiteral("argmax") << false << 0.0 << 0.0 << en << "2" << Status::Correct << QString();
}

void TestGrading::numeric()
{
    QFETCH(QString, answer);
    QFETCH(bool, percent);
    QFETCH(double, absolute);
    QFETCH(double, relative);
    QFETCH(QString, locale);
    QFETCH(QString, input);
    QFETCH(Status, status);
    QFETCH(QString, detail);
    const course::Exercise e = numericExercise(answer, percent ? course::Exercise::Unit::Percent : course::Exercise::Unit::Number,
                                       absolute >= 0 ? std::optional<double>(absolute) : std::nullopt,
                                       relative > 0 ? std::optional<double>(relative) : std::nullopt);
    const course::Feedback f = course::gradeNumeric(e, plate(), input, QLocale(locale));
    QCOMPARE(f.status, status);
    // Every verdict explains itself, except a right key number: the headline says it all.
    QCOMPARE(f.message.isEmpty(), status == Status::Correct && answer == QLatin1String("argmax"));
    QCOMPARE(f.countsAsAttempt(), status != Status::Invalid);
    if (!detail.isEmpty())
        QVERIFY2(f.details.join(QLatin1Char(' ')).contains(detail), qPrintable(f.details.join(QLatin1Char(' '))));
}

void TestGrading::readsNumbersInTheLearnersLanguage_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("input");
    QTest::addColumn<bool>("percent");
    QTest::addColumn<double>("value"); // NaN: refused
    QTest::addColumn<QString>("message");
    const double refused = qQNaN();
    QTest::newRow("de comma") << "de_DE" << "0,551" << false << 0.551 << QString();
    QTest::newRow("de point, not three digits") << "de_DE" << "0.551" << false << 0.551 << QString();
    QTest::newRow("de point after a zero") << "de_DE" << "0.5510" << false << 0.551 << QString();
    QTest::newRow("de percent with no-break space") << "de_DE" << "55,1\u00a0%" << true << 55.1 << QString();
    QTest::newRow("de minus sign") << "de_DE" << "−2,819" << false << -2.819 << QString();
    QTest::newRow("de exponent") << "de_DE" << "1,5e2" << false << 150.0 << QString();
    QTest::newRow("de ambiguous") << "de_DE" << "1.234" << false << refused
                                  << QStringLiteral("“1.234” could mean 1,234 or 1234.");
    QTest::newRow("de two points") << "de_DE" << "1.234.567" << false << refused << QStringLiteral("decimal separator");
    QTest::newRow("fr comma") << "fr_FR" << "16,84" << false << 16.84 << QString();
    QTest::newRow("fr ambiguous negative") << "fr_FR" << "-2.819" << false << refused
                                           << QStringLiteral("could mean -2,819 or -2819.");
    QTest::newRow("en point") << "en_US" << "16.84" << false << 16.84 << QString();
    QTest::newRow("en comma after a zero") << "en_US" << "0,551" << false << 0.551 << QString();
    QTest::newRow("en ambiguous") << "en_GB" << "1,234" << false << refused << QStringLiteral("could mean 1.234 or 1234.");
    QTest::newRow("en grouped") << "en_US" << "1,234.5" << false << refused << QStringLiteral("decimal separator");
    QTest::newRow("empty") << "de_DE" << " " << false << refused << QStringLiteral("Type a number first.");
}

void TestGrading::readsNumbersInTheLearnersLanguage()
{
    QFETCH(QString, locale);
    QFETCH(QString, input);
    QFETCH(bool, percent);
    QFETCH(double, value);
    QFETCH(QString, message);
    const course::NumberReading reading = course::readLearnerNumber(input, QLocale(locale), percent);
    if (qIsNaN(value)) {
        QVERIFY(!reading.value);
        QVERIFY2(reading.problem.contains(message), qPrintable(reading.problem));
    } else {
        QVERIFY2(reading.value, qPrintable(reading.problem));
        QCOMPARE(*reading.value, value);
        QVERIFY(reading.problem.isEmpty());
    }
}

void TestGrading::choices_data()
{
    QTest::addColumn<bool>("multiple");
    QTest::addColumn<QStringList>("chosen");
    QTest::addColumn<Status>("status");
    QTest::addColumn<double>("score");
    QTest::addColumn<QString>("detail");
    QTest::newRow("single right") << false << QStringList{"a"} << Status::Correct << 1.0 << QString();
    QTest::newRow("single wrong explains") << false << QStringList{"b"} << Status::Wrong << 0.0 << QStringLiteral("blends");
    QTest::newRow("single nothing") << false << QStringList{} << Status::Invalid << 0.0 << QString();
    QTest::newRow("single two picks") << false << QStringList{"a", "b"} << Status::Invalid << 0.0 << QString();
    QTest::newRow("multiple exact") << true << QStringList{"a", "d"} << Status::Correct << 1.0 << QString();
    QTest::newRow("multiple half") << true << QStringList{"a"} << Status::Partial << 0.5 << QStringLiteral("not chosen");
    QTest::newRow("multiple right and wrong") << true << QStringList{"a", "b"} << Status::Wrong << 0.0 << QStringLiteral("blends");
    QTest::newRow("multiple two right one wrong") << true << QStringList{"a", "d", "c"} << Status::Partial << 0.5 << QString();
    QTest::newRow("unknown option") << true << QStringList{"z"} << Status::Invalid << 0.0 << QString();
}

void TestGrading::choices()
{
    QFETCH(bool, multiple);
    QFETCH(QStringList, chosen);
    QFETCH(Status, status);
    QFETCH(double, score);
    QFETCH(QString, detail);
    const course::Exercise e = choice(multiple ? course::Exercise::Type::MultipleChoice : course::Exercise::Type::SingleChoice);
    const course::Feedback f = course::gradeChoice(e, plate(), chosen);
    QCOMPARE(f.status, status);
    QVERIFY(std::abs(f.score - score) < 1e-12);
    if (!detail.isEmpty())
        QVERIFY2(f.details.join(QLatin1Char(' ')).contains(detail), qPrintable(f.details.join(QLatin1Char(' '))));
}

void TestGrading::ranking_data()
{
    QTest::addColumn<bool>("byScore");
    QTest::addColumn<QList<int>>("order");
    QTest::addColumn<Status>("status");
    QTest::addColumn<double>("score");
    QTest::newRow("weights right") << false << QList<int>{2, 1, 5, 3, 4} << Status::Correct << 1.0;
    QTest::newRow("scores right") << true << QList<int>{2, 1, 5, 3, 4} << Status::Correct << 1.0;
    QTest::newRow("one swap") << false << QList<int>{1, 2, 5, 3, 4} << Status::Partial << 0.9;
    QTest::newRow("reversed") << false << QList<int>{4, 3, 5, 1, 2} << Status::Wrong << 0.0;
    QTest::newRow("missing key") << false << QList<int>{2, 1, 5, 3} << Status::Invalid << 0.0;
    QTest::newRow("duplicate key") << false << QList<int>{2, 2, 5, 3, 4} << Status::Invalid << 0.0;
}

void TestGrading::ranking()
{
    QFETCH(bool, byScore);
    QFETCH(QList<int>, order);
    QFETCH(Status, status);
    QFETCH(double, score);
    course::Exercise e;
    e.type = course::Exercise::Type::Ranking;
    e.rankByScore = byScore;
    const course::Feedback f = course::gradeRanking(e, plate(), order);
    QCOMPARE(f.status, status);
    QVERIFY2(std::abs(f.score - score) < 1e-12, qPrintable(QString::number(f.score)));
    QCOMPARE(course::rankingAnswer(e, plate()), (QList<int>{2, 1, 5, 3, 4}));
}

void TestGrading::rankingWithTies()
{
    course::Exercise e;
    e.type = course::Exercise::Type::Ranking;
    course::Variant v = plate();
    v.query.length = 0.0; // every weight a fifth: any order is right
    QCOMPARE(course::gradeRanking(e, v, {4, 2, 5, 1, 3}).status, Status::Correct);
    QCOMPARE(course::gradeRanking(e, v, {1, 2, 3, 4, 5}).status, Status::Correct);
}

void TestGrading::tableDiagnoses_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("diagnosis");
    const int dot = int(course::Exercise::TableKind::DotProduct);
    const int soft = int(course::Exercise::TableKind::Softmax);
    const int sum = int(course::Exercise::TableKind::WeightedSum);
    QTest::newRow("dot: sign slipped") << dot << 2 << 0 << "1.5117" << QStringLiteral("sign");
    QTest::newRow("dot: mismatched components") << dot << 1 << 0 << "2.1597" << QStringLiteral("mismatched");
    QTest::newRow("dot: dropped a term") << dot << 1 << 2 << "0.7860" << QStringLiteral("dropped a term");
    QTest::newRow("dot: multiplied the terms") << dot << 1 << 2 << "1.4243" << QStringLiteral("multiplied the two products");
    QTest::newRow("softmax: forgot to subtract the max") << soft << 0 << 0 << "2.2981" << QStringLiteral("subtract the largest");
    QTest::newRow("softmax: wrong way round") << soft << 0 << 0 << "0.3000" << QStringLiteral("wrong way round");
    QTest::newRow("softmax: forgot to exponentiate") << soft << 0 << 1 << "-0.2999" << QStringLiteral("forgot to exponentiate");
    QTest::newRow("softmax: exp of the raw score") << soft << 0 << 1 << "9.9556" << QStringLiteral("without subtracting the max");
    QTest::newRow("softmax: raw score as weight") << soft << 0 << 2 << "2.2981" << QStringLiteral("raw score as the weight");
    QTest::newRow("softmax: scores over their sum") << soft << 0 << 2 << "4.5400" << QStringLiteral("forgot to exponentiate");
    QTest::newRow("softmax: forgot to divide") << soft << 0 << 2 << "0.7409" << QStringLiteral("forgot to divide");
    QTest::newRow("softmax: divided by the wrong sum") << soft << 0 << 2 << "0.6894" << QStringLiteral("wrong sum");
    QTest::newRow("softmax: summed the shifted scores") << soft << 5 << 1 << "-12.4842" << QStringLiteral("instead of the exponentials");
    QTest::newRow("weighted: raw score as weight") << sum << 0 << 0 << "22.9813" << QStringLiteral("raw score");
    QTest::newRow("weighted: forgot the weight") << sum << 2 << 0 << "30" << QStringLiteral("forgot to multiply");
    QTest::newRow("weighted: plain average") << sum << 5 << 0 << "30" << QStringLiteral("plain average");
    QTest::newRow("weighted: hard lookup") << sum << 5 << 0 << "20" << QStringLiteral("best key");
    // The plate's k2: 0.5508 × 20 = 11.02; with the weight in percent, 1101.6.
    QTest::newRow("weighted: weight in percent") << sum << 1 << 0 << "1101.6" << QStringLiteral("100 times too large");
    QTest::newRow("weighted: divided by n") << sum << 5 << 0 << "3.3684" << QStringLiteral("number of keys");
}

void TestGrading::tableDiagnoses()
{
    QFETCH(int, kind);
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, typed);
    QFETCH(QString, diagnosis);
    const course::Exercise e = table(course::Exercise::TableKind(kind));
    const course::Variant v = plate();
    QList<QStringList> cells = correctCells(e, v);
    QCOMPARE(course::gradeTable(e, v, cells).status, Status::Correct);
    cells[row][column] = typed;
    const course::Feedback f = course::gradeTable(e, v, cells);
    QCOMPARE(f.status, Status::Partial);
    const course::CellVerdict &cell = f.cells[row][column];
    QCOMPARE(cell.kind, course::CellVerdict::Kind::Wrong);
    QVERIFY2(cell.diagnosis.contains(diagnosis), qPrintable(cell.diagnosis));
    QVERIFY(f.details.join(QLatin1Char(' ')).contains(diagnosis));
    // Only the one cell is wrong (later cells were typed correctly, not from the wrong one).
    int wrong = 0;
    for (const auto &r : f.cells)
        for (const course::CellVerdict &c : r)
            wrong += c.kind == course::CellVerdict::Kind::Wrong ? 1 : 0;
    QCOMPARE(wrong, 1);
}

void TestGrading::gradientTableDiagnoses()
{
    // Token "two" of the successor task at seed 138 (its target is "three", row 2), the entry in
    // row 2, column 1 of W_q: each mistake a learner can make in one cell, with the other cells
    // right, is named; the right table is all right.
    const course::Exercise e = table(course::Exercise::TableKind::Gradient);
    course::Variant v;
    v.gradient = course::GradientQuestion{QStringLiteral("successor"), 138, 1, 1, 0};
    const course::StepTable t = course::variantTable(e.table, v);
    QCOMPARE(t.rows.size(), 7);
    QCOMPARE(t.rows[2].label, QStringLiteral("three"));
    const auto g = course::tokenGradient(v);
    QVERIFY(g);
    // The table's last cell is the core's entry, and the Σ row's check Σ (w − t) is 0.
    QCOMPARE(course::tableExpected(e.table, v, 6, 2), g->gradWq[1][0]);
    QVERIFY(std::abs(t.cell(6, t.columnOf(course::StepColumn::Quantity::Error)).value) < 1e-12);
    QList<QStringList> right = correctCells(e, v);
    QCOMPARE(course::gradeTable(e, v, right).status, Status::Correct);
    const auto given = [&](int r, course::StepColumn::Quantity q) { return t.cell(r, t.columnOf(q)).value; };
    using Q = course::StepColumn::Quantity;
    const double sum = course::tableExpected(e.table, v, 6, 1);
    const double c = attn::trainingScale();
    const auto four = [](double x) { return QString::number(x, 'f', 4); };
    struct Case {
        int row;
        int column;
        QString typed;
        QString diagnosis;
    };
    const QList<Case> cases{
        {0, 0, four(-given(0, Q::Weight)), QStringLiteral("wrong way round")},
        {2, 0, four(given(2, Q::Weight)), QStringLiteral("forgot to subtract the target")},
        {0, 1, four(given(0, Q::Weight)), QStringLiteral("forgot to multiply by the key entry")},
        {2, 1, four(given(2, Q::Weight) * given(2, Q::KeyEntry)), QStringLiteral("multiplied the weight")},
        {4, 1, four(-course::tableExpected(e.table, v, 4, 1)), QStringLiteral("sign is wrong")},
        {6, 1, QStringLiteral("0.0000"), QStringLiteral("added up the w − t column")},
        {0, 0, four(100.0 * given(0, Q::Weight)), QStringLiteral("100 times too large")},
        {6, 1, four(sum + given(2, Q::KeyEntry)), QStringLiteral("added up w·k")},
        {6, 2, four(0.75 * sum), QStringLiteral("scale c")},
        {6, 2, four(std::sqrt(2.0) * 0.75 * sum), QStringLiteral("multiplied by √2")},
        {6, 2, four(c * sum), QStringLiteral("You left out xᵢ,b = 0.7500, entry b = 1 of x")},
        {6, 2, four(c * g->x[1] * sum), QStringLiteral("other entry of x, 1.2990: the entry of W_q is in column b = 1, so use entry 1 of x, 0.7500")},
        {6, 2, four(-g->gradWq[1][0]), QStringLiteral("sign is wrong")},
        {6, 2, four(sum), QStringLiteral("Σ alone")},
    };
    for (const Case &k : cases) {
        QList<QStringList> cells = right;
        cells[k.row][k.column] = k.typed;
        const course::Feedback f = course::gradeTable(e, v, cells);
        const course::CellVerdict &cell = f.cells[k.row][k.column];
        QVERIFY2(cell.kind == course::CellVerdict::Kind::Wrong, qPrintable(k.typed));
        QVERIFY2(cell.diagnosis.contains(k.diagnosis), qPrintable(k.typed + QStringLiteral(": ") + cell.diagnosis));
        int wrong = 0;
        for (const auto &r : f.cells)
            for (const course::CellVerdict &verdict : r)
                wrong += verdict.kind == course::CellVerdict::Kind::Wrong ? 1 : 0;
        QCOMPARE(wrong, 1);
    }
    // A w − t mistaken, and the rest worked out from it: carried forward, one mistake.
    QList<QStringList> carried = right;
    const double mistaken = given(2, Q::Weight);
    carried[2][0] = four(mistaken);
    carried[2][1] = four(mistaken * given(2, Q::KeyEntry));
    const double ownSum = sum - course::tableExpected(e.table, v, 2, 1) + carried[2][1].toDouble();
    carried[6][1] = four(ownSum);
    carried[6][2] = four(c * g->x[0] * carried[6][1].toDouble());
    const course::Feedback f = course::gradeTable(e, v, carried);
    QCOMPARE(f.cells[2][0].kind, course::CellVerdict::Kind::Wrong);
    QCOMPARE(f.cells[2][1].kind, course::CellVerdict::Kind::CarriedForward);
    QCOMPARE(f.cells[6][1].kind, course::CellVerdict::Kind::CarriedForward);
    QCOMPARE(f.cells[6][2].kind, course::CellVerdict::Kind::CarriedForward);
}

void TestGrading::tablePercentWeights_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<Status>("status");
    QTest::addColumn<QString>("diagnosis");
    QTest::addColumn<int>("key");
    // Key 2's weight is 0.5508 (55.08%), key 4's 0.0024 (0.24%).
    QTest::newRow("fraction") << "0.5508" << Status::Correct << QString() << 2;
    QTest::newRow("percent sign") << "55.08%" << Status::Correct << QString() << 2;
    QTest::newRow("percent sign, space") << "55.08 %" << Status::Correct << QString() << 2;
    QTest::newRow("percent, fewer decimals") << "55.1%" << Status::Correct << QString() << 2;
    QTest::newRow("wrong percent") << "65.08%" << Status::Partial << QString() << 2;
    QTest::newRow("percent without the sign")
        << "55.08" << Status::Partial << QStringLiteral("This looks like a percentage: write 0.5508 or 55.08%.") << 2;
    // A small weight as the bars show it, one decimal of a percent: as precise as 0.002, and
    // right (a review found it called "the wrong sum").
    QTest::newRow("small weight as the bars show it") << "0.2%" << Status::Correct << QString() << 4;
    QTest::newRow("small weight as a fraction") << "0.002" << Status::Correct << QString() << 4;
    QTest::newRow("small weight, wrong") << "0.4%" << Status::Partial << QString() << 4;
}

void TestGrading::tablePercentWeights()
{
    QFETCH(QString, typed);
    QFETCH(Status, status);
    QFETCH(QString, diagnosis);
    QFETCH(int, key);
    const course::Exercise e = table(course::Exercise::TableKind::Softmax);
    const course::Variant v = plate();
    QList<QStringList> cells = correctCells(e, v);
    cells[key - 1][2] = typed;
    const course::Feedback f = course::gradeTable(e, v, cells);
    QCOMPARE(f.status, status);
    const course::CellVerdict &cell = f.cells[key - 1][2];
    QCOMPARE(cell.kind, status == Status::Correct ? course::CellVerdict::Kind::Correct : course::CellVerdict::Kind::Wrong);
    QVERIFY(std::abs(cell.expected - (key == 2 ? 0.5508 : 0.0024)) < 5e-5);
    if (!diagnosis.isEmpty()) {
        QCOMPARE(cell.diagnosis, diagnosis);
        QVERIFY(!cell.diagnosis.contains(QStringLiteral("wrong sum")));
    }
    // Percent is for weights only: a percent score − max is not a number.
    cells = correctCells(e, v);
    cells[1][0] = QStringLiteral("0%");
    QCOMPARE(course::gradeTable(e, v, cells).status, Status::Invalid);
}

void TestGrading::stepTableHasThePlateFigures()
{
    // plate-layout.md, 40°, length 1.5: scores, weights and output, to the quoted decimals.
    const attn::Trace trace = plate().trace();
    const double scores[] = {2.2981, 2.5981, -1.0500, -2.8191, -0.5209};
    const double weights[] = {0.4081, 0.5508, 0.0143, 0.0024, 0.0243};
    const double keys[][2] = {{2.0, 0.0}, {0.6840, 1.8794}, {-1.3156, 0.4788}, {-1.0, -1.7321}, {1.0, -1.7321}};
    constexpr double quoted = 5e-5;
    using Q = course::StepColumn::Quantity;

    const course::StepTable dot = course::stepTable(course::StepTableKind::DotProduct, trace);
    QCOMPARE(dot.rows.size(), 5);
    QStringList ids;
    for (const course::StepColumn &c : dot.columns)
        ids << c.id;
    QCOMPARE(ids, (QStringList{"key", "k_x", "k_y", "term_x", "term_y", "score"}));
    QCOMPARE(dot.givenColumns(), (QList<int>{0, 1, 2}));
    QCOMPARE(dot.inputColumns(), (QList<int>{3, 4, 5}));
    QCOMPARE(dot.steps.size(), 15);
    for (int r = 0; r < 5; ++r) {
        QCOMPARE(dot.rows[r].label, QStringLiteral("k%1").arg(r + 1));
        QVERIFY(!dot.rows[r].cells[0].exists);
        QVERIFY(std::abs(dot.cell(r, 1).value - keys[r][0]) < quoted);
        QVERIFY(std::abs(dot.cell(r, 2).value - keys[r][1]) < quoted);
        QVERIFY(std::abs(dot.cell(r, dot.columnOf(Q::Score)).value - scores[r]) < quoted);
        QVERIFY(std::abs(dot.cell(r, 3).value + dot.cell(r, 4).value - dot.cell(r, 5).value) < 1e-12);
    }
    // Key 2: 1.1491 × 0.6840 = 0.7860 and 0.9642 × 1.8794 = 1.8121.
    QVERIFY(std::abs(dot.cell(1, 3).value - 0.7860) < quoted);
    QVERIFY(std::abs(dot.cell(1, 4).value - 1.8121) < quoted);

    const course::StepTable soft = course::stepTable(course::StepTableKind::Softmax, trace);
    QCOMPARE(soft.rows.size(), 6);
    QVERIFY(soft.isSumRow(5));
    QCOMPARE(soft.keyCount(), 5);
    const int weight = soft.columnOf(Q::Weight);
    const int exp = soft.columnOf(Q::Exponential);
    for (int r = 0; r < 5; ++r) {
        QVERIFY(std::abs(soft.cell(r, soft.columnOf(Q::Score)).value - scores[r]) < quoted);
        QVERIFY(std::abs(soft.cell(r, soft.columnOf(Q::Shifted)).value - (scores[r] - 2.5981)) < 2 * quoted);
        QVERIFY(std::abs(soft.cell(r, weight).value - weights[r]) < quoted);
    }
    QVERIFY(std::abs(soft.cell(5, exp).value - 1.8155) < quoted);
    QVERIFY(!soft.cell(5, exp).check);
    QVERIFY(soft.cell(5, weight).exists && soft.cell(5, weight).check);
    QVERIFY(std::abs(soft.cell(5, weight).value - 1.0) < 1e-12);
    QVERIFY(!soft.cell(5, soft.columnOf(Q::Shifted)).exists);
    QVERIFY(!soft.cell(5, soft.columnOf(Q::Score)).exists);
    QCOMPARE(soft.steps.size(), 17);

    const course::StepTable sum = course::stepTable(course::StepTableKind::WeightedSum, trace);
    QCOMPARE(sum.rows.size(), 6);
    QCOMPARE(sum.inputColumns(), (QList<int>{3}));
    for (int r = 0; r < 5; ++r) {
        QVERIFY(std::abs(sum.cell(r, 2).value - 10.0 * (r + 1)) < 1e-12);
        QVERIFY(std::abs(sum.cell(r, 3).value - weights[r] * 10.0 * (r + 1)) < 10.0 * (r + 1) * quoted);
    }
    QVERIFY(std::abs(sum.cell(5, 3).value - 16.8421) < quoted);
    QVERIFY(sum.cell(5, 1).check);
    QVERIFY(!sum.cell(5, 2).exists);
    QCOMPARE(sum.steps.size(), 6);
}

void TestGrading::gradingReadsTheStepTable_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("dot product") << int(course::Exercise::TableKind::DotProduct);
    QTest::newRow("softmax") << int(course::Exercise::TableKind::Softmax);
    QTest::newRow("weighted sum") << int(course::Exercise::TableKind::WeightedSum);
}

void TestGrading::gradingReadsTheStepTable()
{
    QFETCH(int, kind);
    const course::Exercise e = table(course::Exercise::TableKind(kind));
    course::Exercise varied = e;
    varied.variant.angle = course::GridRange{0.0, 355.0, 5.0};
    varied.variant.length = course::GridRange{0.5, 3.0, 0.5};
    varied.variant.values = course::GridRange{-20.0, 60.0, 1.0};
    for (const course::Variant &v : {plate(), course::makeVariant(varied, QStringLiteral("ada")),
                                     course::makeVariant(varied, QStringLiteral("grace"))}) {
        const course::StepTable t = course::stepTable(e.table, v.trace());
        const QList<int> inputs = t.inputColumns();
        const QList<int> given = t.givenColumns();
        QCOMPARE(course::tableRowCount(e.table, v), int(t.rows.size()));
        QCOMPARE(course::tableInputColumns(e.table).size(), inputs.size());
        QCOMPARE(course::tableGivenColumns(e.table).size(), given.size());
        for (int c = 0; c < inputs.size(); ++c)
            QCOMPARE(course::tableInputColumns(e.table).at(c), t.columns[inputs[c]].header);
        const QList<QStringList> givenCells = course::tableGivenCells(e.table, v);
        QCOMPARE(givenCells.size(), t.rows.size());
        int asked = 0;
        for (int r = 0; r < t.rows.size(); ++r) {
            QCOMPARE(givenCells[r].first(), t.rows[r].label);
            for (int c = 1; c < given.size(); ++c) {
                const course::StepCell cell = t.cell(r, given[c]);
                if (!cell.exists || cell.check)
                    QVERIFY(givenCells[r][c].isEmpty());
                else
                {
                    // Shown as the course shows figures: the minus sign −, never a hyphen.
                    QVERIFY2(!givenCells[r][c].contains(QLatin1Char('-')), qPrintable(givenCells[r][c]));
                    const double shown = QString(givenCells[r][c]).replace(QChar(0x2212), QLatin1Char('-')).toDouble();
                    QVERIFY(std::abs(shown - cell.value) <= 5e-5 * std::max(1.0, std::abs(cell.value)));
                }
            }
            for (int c = 0; c < inputs.size(); ++c) {
                const course::StepCell cell = t.cell(r, inputs[c]);
                QCOMPARE(course::tableCellExists(e.table, v, r, c), cell.exists && !cell.check);
                asked += cell.exists && !cell.check ? 1 : 0;
                if (cell.exists)
                    QVERIFY(std::abs(course::tableExpected(e.table, v, r, c) - cell.value) < 1e-12);
            }
        }
        // Typing the table's own figures is right in every cell that is asked.
        const course::Feedback f = course::gradeTable(e, v, correctCells(e, v));
        QCOMPARE(f.status, Status::Correct);
        int graded = 0;
        for (const auto &row : f.cells)
            for (const course::CellVerdict &c : row)
                graded += c.kind == course::CellVerdict::Kind::Correct ? 1 : 0;
        QCOMPARE(graded, asked);
    }
}

void TestGrading::tableCarriedForward()
{
    const course::Variant v = plate();
    {   // A wrong term, then a score that adds the learner's own terms.
        const course::Exercise e = table(course::Exercise::TableKind::DotProduct);
        QList<QStringList> cells = correctCells(e, v);
        cells[0][0] = QStringLiteral("2.5");
        cells[0][2] = QStringLiteral("2.5");
        const course::Feedback f = course::gradeTable(e, v, cells);
        QCOMPARE(f.cells[0][0].kind, course::CellVerdict::Kind::Wrong);
        QCOMPARE(f.cells[0][2].kind, course::CellVerdict::Kind::CarriedForward);
        QVERIFY(std::abs(f.score - 14.0 / 15.0) < 1e-12);
    }
    {   // A wrong Σ of exponentials, then every weight divided by it.
        const course::Exercise e = table(course::Exercise::TableKind::Softmax);
        QList<QStringList> cells = correctCells(e, v);
        cells[5][1] = QStringLiteral("2");
        for (int r = 0; r < 5; ++r)
            cells[r][2] = QString::number(course::tableExpected(e.table, v, r, 1) / 2.0, 'f', 4);
        const course::Feedback f = course::gradeTable(e, v, cells);
        QCOMPARE(f.cells[5][1].kind, course::CellVerdict::Kind::Wrong);
        for (int r = 0; r < 5; ++r)
            QCOMPARE(f.cells[r][2].kind, course::CellVerdict::Kind::CarriedForward);
    }
    {   // A wrong product, then the output as the sum of the learner's products.
        const course::Exercise e = table(course::Exercise::TableKind::WeightedSum);
        QList<QStringList> cells = correctCells(e, v);
        cells[0][0] = QStringLiteral("5.0");
        double s = 0.0;
        for (int r = 0; r < 5; ++r)
            s += cells[r][0].toDouble();
        cells[5][0] = QString::number(s, 'f', 4);
        const course::Feedback f = course::gradeTable(e, v, cells);
        QCOMPARE(f.cells[0][0].kind, course::CellVerdict::Kind::Wrong);
        QCOMPARE(f.cells[5][0].kind, course::CellVerdict::Kind::CarriedForward);
    }
}

void TestGrading::tableRejectsGarbage()
{
    const course::Exercise e = table(course::Exercise::TableKind::DotProduct);
    QList<QStringList> cells = correctCells(e, plate());
    cells[3][1] = QStringLiteral("twelve");
    const course::Feedback f = course::gradeTable(e, plate(), cells);
    QCOMPARE(f.status, Status::Invalid);
    QVERIFY(f.message.contains(QStringLiteral("twelve")));
    QCOMPARE(course::gradeTable(e, plate(), {}).status, Status::Invalid);
    QList<QStringList> partial = QList<QStringList>(5, QStringList{QString(), QString(), QString()});
    partial[1][2] = QStringLiteral("2.5981");
    const course::Feedback one = course::gradeTable(e, plate(), partial);
    QCOMPARE(one.status, Status::Partial);
    QCOMPARE(one.cells[0][0].kind, course::CellVerdict::Kind::Empty);
}

void TestGrading::tableNeverCarriesInfinityForward()
{
    const course::Variant v = plate();
    {   // Huge terms sum to infinity: a later cell is not "computed from them".
        const course::Exercise e = table(course::Exercise::TableKind::DotProduct);
        QList<QStringList> cells(5, QStringList{QStringLiteral("1e308"), QStringLiteral("1e308"), QStringLiteral("12345")});
        const course::Feedback f = course::gradeTable(e, v, cells);
        QCOMPARE(f.score, 0.0);
        QCOMPARE(f.cells[0][2].kind, course::CellVerdict::Kind::Wrong);
    }
    {   // exp(1000) overflows: no exp cell may pass as carried forward.
        const course::Exercise e = table(course::Exercise::TableKind::Softmax);
        QList<QStringList> cells = QList<QStringList>(6, QStringList{QStringLiteral("1000"), QStringLiteral("7"), QString()});
        cells[5] = QStringList{QString(), QStringLiteral("-3"), QString()};
        const course::Feedback f = course::gradeTable(e, v, cells);
        QCOMPARE(f.score, 0.0);
    }
}

void TestGrading::targets_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("key");
    QTest::addColumn<double>("threshold");
    QTest::addColumn<double>("maxLength");
    QTest::addColumn<double>("angle");
    QTest::addColumn<double>("length");
    QTest::addColumn<Status>("status");
    const int atLeast = int(course::TargetSpec::Kind::WeightAtLeast);
    const int above = int(course::TargetSpec::Kind::OutputAbove);
    QTest::newRow("key 4 at least 60%: 200°, 1.5") << atLeast << 4 << 0.6 << 0.0 << 200.0 << 1.5 << Status::Correct;
    QTest::newRow("key 4 at least 60%: the default") << atLeast << 4 << 0.6 << 0.0 << 40.0 << 1.5 << Status::Wrong;
    QTest::newRow("output above 35, length ≤ 2") << above << 0 << 35.0 << 2.0 << 200.0 << 1.5 << Status::Correct;
    QTest::newRow("output above 35, too long") << above << 0 << 35.0 << 2.0 << 200.0 << 2.5 << Status::Wrong;
    QTest::newRow("output above 35, too low") << above << 0 << 35.0 << 2.0 << 40.0 << 1.5 << Status::Wrong;
    // Graded on what the learner sees: a length shown as 2.00 is not too long, 2.01 is.
    QTest::newRow("output above 35, length 2.004 shows 2.00") << above << 0 << 35.0 << 2.0 << 200.0 << 2.004 << Status::Correct;
    QTest::newRow("output above 35, length 2.006 shows 2.01") << above << 0 << 35.0 << 2.0 << 200.0 << 2.006 << Status::Wrong;
}

void TestGrading::targetsAreGradedOnTheShownFigures()
{
    // Key 4 at 200°: find the length at which its weight is 59.996%, shown as 60.0%.
    const attn::PlateLayout layout = plate().layout();
    const auto weight4 = [&layout](double length) {
        return attn::trace(layout.lookup({200.0, length}))->rows[3].weight;
    };
    double lo = 0.05;
    double hi = 1.5;
    QVERIFY(weight4(lo) < 0.59996 && weight4(hi) > 0.59996);
    for (int i = 0; i < 100; ++i)
        (weight4((lo + hi) / 2) < 0.59996 ? lo : hi) = (lo + hi) / 2;
    const double w = weight4(lo);
    QVERIFY(w < 0.6 && course::formatPercent(w) == course::formatPercent(0.6));
    course::Exercise e;
    e.type = course::Exercise::Type::Target;
    e.target.kind = course::TargetSpec::Kind::WeightAtLeast;
    e.target.key = 4;
    e.target.threshold = 0.6;
    const course::Feedback shownEnough = course::gradeTarget(e, plate(), {200.0, lo});
    QCOMPARE(shownEnough.status, Status::Correct);
    // A weight that shows as 59.9% is still short of 60%.
    double shortLength = lo;
    while (course::formatPercent(weight4(shortLength)) == course::formatPercent(0.6))
        shortLength -= 0.0005;
    QCOMPARE(course::gradeTarget(e, plate(), {200.0, shortLength}).status, Status::Wrong);
    // The limit is said as the prompt says it.
    e.target.kind = course::TargetSpec::Kind::OutputAbove;
    e.target.threshold = 35.0;
    e.target.maxLength = 2.0;
    const course::Feedback tooLong = course::gradeTarget(e, plate(), {200.0, 2.006});
    QVERIFY2(tooLong.message.contains(QStringLiteral("at most 2 is allowed")), qPrintable(tooLong.message));
}

void TestGrading::targets()
{
    QFETCH(int, kind);
    QFETCH(int, key);
    QFETCH(double, threshold);
    QFETCH(double, maxLength);
    QFETCH(double, angle);
    QFETCH(double, length);
    QFETCH(Status, status);
    course::Exercise e;
    e.type = course::Exercise::Type::Target;
    e.target.kind = course::TargetSpec::Kind(kind);
    e.target.key = key;
    e.target.threshold = threshold;
    if (maxLength > 0)
        e.target.maxLength = maxLength;
    QCOMPARE(course::gradeTarget(e, plate(), {angle, length}).status, status);
}

void TestGrading::workedSolutionHasTheTrace()
{
    course::Exercise e = numericExercise(QStringLiteral("weight.k2"), course::Exercise::Unit::Percent, 0.5);
    e.solution = QStringLiteral("w₂ = exp({{shifted.k2}}) / {{sum.exp}} = {{weight.k2}}");
    const QString s = course::workedSolution(e, plate());
    QVERIFY(s.contains(QStringLiteral("55.1%")));
    QVERIFY(s.contains(QStringLiteral("55.0800%")));
    QVERIFY(s.contains(QStringLiteral("16.8421")));
    // The three step tables, as the course defines them.
    QVERIFY(s.contains(QStringLiteral("| Key | k_x | k_y | q_x·k_x | q_y·k_y | Score q·kᵢ |")));
    QVERIFY(s.contains(QStringLiteral("| k2 | 0.6840 | 1.8794 | 0.7860 | 1.8121 | 2.5981 |")));
    QVERIFY(s.contains(QStringLiteral("| k2 | 2.5981 | 0.0000 | 1.0000 | 0.5508 |")));
    QVERIFY(s.contains(QStringLiteral("| Σ |  |  | 1.8155 | 1.0000 |")));
    QVERIFY(s.contains(QStringLiteral("| k2 | 0.5508 | 20 | 11.0160 |")));
    QVERIFY(s.contains(QStringLiteral("| Σ = output | 1.0000 |  | 16.8421 |")));
    for (const course::StepTableKind kind : {course::StepTableKind::DotProduct, course::StepTableKind::Softmax,
                                            course::StepTableKind::WeightedSum}) {
        const course::StepTable t = course::stepTable(kind, plate().trace());
        QStringList headers;
        for (const course::StepColumn &c : t.columns)
            headers << c.header;
        QVERIFY2(s.contains(QStringLiteral("| %1 |").arg(headers.join(QStringLiteral(" | ")))), qPrintable(headers.join(QLatin1Char(','))));
    }
}

void TestGrading::filledFiguresUseTheMinusSign()
{
    // The figures a prompt or a solution shows: four decimals for every score-like figure,
    // the typographic minus as in the step tables, no "−0.0000" for a product that is zero.
    const QString minus(QChar(0x2212));
    const QString filled = course::fillForVariant(
        QStringLiteral("{{term.k1.y}} | {{term.k3.x}} + {{term.k3.y}} ≈ {{score.k3}} | {{score.k1}} − {{score.max}} | {{shifted.k1}}"),
        plate());
    QCOMPARE(filled, QStringLiteral("0.0000 | %1%2 + 0.4617 ≈ %1%3 | 2.2981 − 2.5981 | %1%4")
                         .arg(minus, QStringLiteral("1.5117"), QStringLiteral("1.0500"), QStringLiteral("0.2999")));
}

void TestGrading::workedSolutionUsesTheMinusSign()
{
    // Key 3's q_x·k_x is −1.5117 and its score −1.0500: the step tables under the prose write
    // them with the prose's minus sign, and no figure anywhere takes a hyphen-minus.
    const QString minus(QChar(0x2212));
    course::Exercise e = numericExercise(QStringLiteral("score.k3"), course::Exercise::Unit::Number, 0.01);
    e.solution = QStringLiteral("q·k₃ ≈ {{term.k3.x}} + {{term.k3.y}} ≈ {{score.k3}}");
    const QString s = course::workedSolution(e, plate());
    QVERIFY2(s.contains(minus + QStringLiteral("1.5117 | 0.4617 | ") + minus + QStringLiteral("1.0500 |")), qPrintable(s));
    QVERIFY2(s.contains(QStringLiteral("| k3 | ") + minus + QStringLiteral("1.0500 | ") + minus + QStringLiteral("3.6481 |")),
             qPrintable(s));
    QVERIFY2(s.contains(QStringLiteral("**Answer:** ") + minus + QStringLiteral("1.0500")), qPrintable(s));
    static const QRegularExpression hyphenBeforeDigit(QStringLiteral("-\\d"));
    QVERIFY2(!s.contains(hyphenBeforeDigit), qPrintable(s));
    // Negative values are values as they are, with the same minus sign.
    course::Variant negative = plate();
    negative.values = {-10.0, 20.0, 30.0, 40.0, 50.0};
    const QString withValues = course::workedSolution(e, negative);
    QVERIFY2(withValues.contains(QStringLiteral("| ") + minus + QStringLiteral("10 |")), qPrintable(withValues));
    QVERIFY2(!withValues.contains(hyphenBeforeDigit), qPrintable(withValues));
}

void TestGrading::correctFeedbackAddsToTheHeadline()
{
    // The widget's headline says "✓ Correct"; the message must add to it, or say nothing.
    const auto addsSomething = [](const course::Feedback &f) {
        return f.status == Status::Correct && !f.message.contains(QStringLiteral("Correct"), Qt::CaseInsensitive);
    };
    const course::Feedback percent = course::gradeNumeric(
        numericExercise(QStringLiteral("weight.k2"), course::Exercise::Unit::Percent, 0.5), plate(), QStringLiteral("55.1"), QLocale::c());
    QVERIFY(addsSomething(percent));
    QCOMPARE(percent.message, QStringLiteral("The exact value is 55.08%."));
    const course::Feedback number = course::gradeNumeric(
        numericExercise(QStringLiteral("score.k3"), course::Exercise::Unit::Number, 0.01), plate(), QStringLiteral("-1.05"), QLocale::c());
    QVERIFY(addsSomething(number));
    QCOMPARE(number.message, QStringLiteral("The exact value is %1.").arg(QChar(0x2212) + QStringLiteral("1.0500")));
    const course::Feedback key = course::gradeNumeric(
        numericExercise(QStringLiteral("argmax"), course::Exercise::Unit::Number, 0.1), plate(), QStringLiteral("2"), QLocale::c());
    QVERIFY(addsSomething(key));
    QVERIFY2(key.message.isEmpty(), qPrintable(key.message)); // a key's number has no more exact value

    for (const auto type : {course::Exercise::Type::SingleChoice, course::Exercise::Type::MultipleChoice}) {
        const QStringList right = type == course::Exercise::Type::SingleChoice ? QStringList{"a"} : QStringList{"a", "d"};
        const course::Feedback f = course::gradeChoice(choice(type), plate(), right);
        QVERIFY(addsSomething(f));
        QVERIFY2(f.message.isEmpty(), qPrintable(f.message));
    }

    course::Exercise byWeight;
    byWeight.type = course::Exercise::Type::Ranking;
    const course::Feedback ranked = course::gradeRanking(byWeight, plate(), {2, 1, 5, 3, 4});
    QVERIFY(addsSomething(ranked));
    QCOMPARE(ranked.message, QStringLiteral("By weight: k2 (55.1%) > k1 (40.8%) > k5 (2.4%) > k3 (1.4%) > k4 (0.2%)."));
    course::Exercise byScore = byWeight;
    byScore.rankByScore = true;
    const course::Feedback scored = course::gradeRanking(byScore, plate(), {2, 1, 5, 3, 4});
    QVERIFY(addsSomething(scored));
    QVERIFY2(scored.message.startsWith(QStringLiteral("By score: k2 (2.5981) > k1 (2.2981)")), qPrintable(scored.message));

    const course::Exercise dot = table(course::Exercise::TableKind::DotProduct);
    const course::Feedback cells = course::gradeTable(dot, plate(), correctCells(dot, plate()));
    QVERIFY(addsSomething(cells));
    QCOMPARE(cells.message, QStringLiteral("All 15 cells are right."));

    course::Exercise target;
    target.type = course::Exercise::Type::Target;
    target.target.kind = course::TargetSpec::Kind::WeightAtLeast;
    target.target.key = 2;
    target.target.threshold = 0.5;
    const course::Feedback reached = course::gradeTarget(target, plate(), {40.0, 1.5});
    QVERIFY(addsSomething(reached));
    QCOMPARE(reached.message, QStringLiteral("Key 2 receives 55.1%."));
    target.target.kind = course::TargetSpec::Kind::OutputAbove;
    target.target.threshold = 15.0;
    const course::Feedback output = course::gradeTarget(target, plate(), {40.0, 1.5});
    QVERIFY(addsSomething(output));
    QCOMPARE(output.message, QStringLiteral("The output is 16.84."));
}

void TestGrading::diagnosesNameTheMistakeNotTheFigures()
{
    const course::Variant v = plate();
    // Numeric: the score typed for a weight is a recognised mistake; a stray number is not.
    const course::Exercise weight = numericExercise(QStringLiteral("weight.k2"), course::Exercise::Unit::Percent, 0.5);
    QCOMPARE(course::gradeNumeric(weight, v, QStringLiteral("2.5981")).diagnoses.size(), 1);
    QVERIFY(course::gradeNumeric(weight, v, QStringLiteral("12")).diagnoses.isEmpty());
    QVERIFY(course::gradeNumeric(weight, v, QStringLiteral("55.08")).diagnoses.isEmpty());
    // A small weight typed as a fraction is that, before any figure it is near by chance: key 4's
    // 0.24% typed as 0.0024 is also within reach of its exp(score − max), 0.0044.
    const double small = v.trace().rows[3].weight;
    QVERIFY(small < 0.01);
    const course::Exercise smallWeight = numericExercise(QStringLiteral("weight.k4"), course::Exercise::Unit::Percent, 0.05);
    const course::Feedback fraction = course::gradeNumeric(smallWeight, v, QString::number(small, 'f', 4));
    QCOMPARE(fraction.status, Status::Wrong);
    QCOMPARE(fraction.diagnoses, QStringList{QStringLiteral("That looks like the weight as a fraction; give it in percent.")});
    // An output outside the values cannot be a weighted average of them.
    const course::Exercise output = numericExercise(QStringLiteral("output"), course::Exercise::Unit::Number, 0.1);
    const course::Feedback outside = course::gradeNumeric(output, v, QStringLiteral("3218"));
    QCOMPARE(outside.diagnoses.size(), 1);
    QVERIFY2(outside.diagnoses.first().contains(QStringLiteral("between the smallest and the largest value, 10 and 50")),
             qPrintable(outside.diagnoses.join(QLatin1Char('\n'))));
    QVERIFY(course::gradeNumeric(output, v, QStringLiteral("25")).diagnoses.isEmpty());
    // An entropy with its sign dropped.
    const course::Exercise entropy = numericExercise(QStringLiteral("entropy"), course::Exercise::Unit::Number, 0.01);
    const double h = course::figureValue(QStringLiteral("entropy"), v.layout(), v.trace()).value();
    QVERIFY(h > 0.5);
    const course::Feedback negative = course::gradeNumeric(entropy, v, QString::number(-h, 'f', 2));
    QCOMPARE(negative.diagnoses.size(), 1);
    QVERIFY2(negative.diagnoses.first().contains(QStringLiteral("never negative")), qPrintable(negative.diagnoses.join(u' ')));
    QVERIFY(course::gradeNumeric(entropy, v, QString::number(h + 0.5, 'f', 2)).diagnoses.isEmpty());
    // Entropy in bits or with log₁₀ instead of nats.
    QVERIFY(course::gradeNumeric(entropy, v, QString::number(h / std::log(2.0), 'f', 2)).diagnoses.value(0).contains(QStringLiteral("nats")));
    QVERIFY(course::gradeNumeric(entropy, v, QString::number(h / std::log(10.0), 'f', 2)).diagnoses.value(0).contains(QStringLiteral("nats")));
    // A weight as the score over the sum of the scores: the shortcut lesson 3 warns about.
    double scoreSum = 0.0;
    for (const attn::TraceRow &row : v.trace().rows)
        scoreSum += row.score;
    const double share = v.trace().rows[1].score / scoreSum;
    QVERIFY(course::gradeNumeric(weight, v, QString::number(100.0 * share, 'f', 2))
                .diagnoses.value(0).contains(QStringLiteral("divided by the sum of the scores")));
    // By how much the output rises when key 5's value doubles: the value itself, or the new output.
    const course::Exercise rise = numericExercise(QStringLiteral("contribution.k5"), course::Exercise::Unit::Number, 0.06);
    QVERIFY(course::gradeNumeric(rise, v, QStringLiteral("50")).diagnoses.value(0).contains(QStringLiteral("the value itself")));
    const double newOutput = v.trace().output + v.trace().rows[4].contribution;
    QVERIFY(course::gradeNumeric(rise, v, QString::number(newOutput, 'f', 2)).diagnoses.value(0).contains(QStringLiteral("new output")));
    QVERIFY(course::gradeNumeric(rise, v, QStringLiteral("7")).diagnoses.isEmpty());
    // Choice: each wrong pick; an option not chosen is only a detail (its count varies).
    const course::Feedback picked = course::gradeChoice(choice(course::Exercise::Type::MultipleChoice), v, {QStringLiteral("b")});
    QCOMPARE(picked.diagnoses, QStringList{QStringLiteral("“The one best value”: Attention blends; it does not pick.")});
    QVERIFY(picked.details.size() > picked.diagnoses.size());
    // Ranking: a wholly reversed order is a mistake; one swapped pair names keys and is not.
    QCOMPARE(course::gradeRanking(table(course::Exercise::TableKind::Softmax), v, {4, 3, 5, 1, 2}).diagnoses.size(), 1);
    QVERIFY(course::gradeRanking(table(course::Exercise::TableKind::Softmax), v, {1, 2, 5, 3, 4}).diagnoses.isEmpty());
    // Table: one mistake in every row is one diagnosis, though every row has its own detail.
    const course::Exercise softmax = table(course::Exercise::TableKind::Softmax);
    QList<QStringList> cells = correctCells(softmax, v);
    for (int r = 0; r < 5; ++r)
        cells[r][1] = cells[r][0];
    course::Feedback f = course::gradeTable(softmax, v, cells);
    QCOMPARE(f.diagnoses.size(), 1);
    QVERIFY(f.diagnoses.first().contains(QStringLiteral("forgot to exponentiate")));
    QVERIFY(f.details.size() >= 4);
    // A weight as a percentage: the cell names this variant's figures, the diagnosis does not.
    cells = correctCells(softmax, v);
    cells[1][2] = QStringLiteral("55.08");
    f = course::gradeTable(softmax, v, cells);
    QVERIFY(f.cells[1][2].diagnosis.contains(QStringLiteral("0.5508")));
    QCOMPARE(f.diagnoses.size(), 1);
    QVERIFY(!f.diagnoses.first().contains(QStringLiteral("0.5508")));
    // A cell carried forward from an earlier mistake is no new mistake.
    cells = correctCells(softmax, v);
    cells[0][0] = QStringLiteral("-0.5000");
    cells[0][1] = QString::number(std::exp(-0.5), 'f', 4);
    f = course::gradeTable(softmax, v, cells);
    QCOMPARE(f.cells[0][1].kind, course::CellVerdict::Kind::CarriedForward);
    QVERIFY2(f.diagnoses.isEmpty(), qPrintable(f.diagnoses.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestGrading)
void TestGrading::aWrongOptionReadsWithTheLearnersFigures()
{
    course::Exercise e = choice(course::Exercise::Type::SingleChoice);
    e.options[1].text = QStringLiteral("The output is {{output}}");
    e.options[1].explanation = QStringLiteral("{{output}} is the plate's output, not a weight.");
    const course::Variant v = course::makeVariant(e, QStringLiteral("ada"));
    const course::Feedback f = course::gradeChoice(e, v, {e.options[1].id});
    QCOMPARE(f.status, course::Feedback::Status::Wrong);
    const QString output = course::fillForVariant(QStringLiteral("{{output}}"), v);
    QVERIFY(!output.contains(QLatin1Char('{')));
    // The learner reads their own figure; the teacher's re-teach list one line for everyone.
    QCOMPARE(f.details.size(), 1);
    QVERIFY2(f.details.first().contains(QStringLiteral("The output is ") + output), qPrintable(f.details.first()));
    QVERIFY2(!f.details.first().contains(QStringLiteral("{{")), qPrintable(f.details.first()));
    QCOMPARE(f.diagnoses, QStringList{QStringLiteral("“The output is …”: … is the plate's output, not a weight.")});
}

#include "tst_grading.moc"
