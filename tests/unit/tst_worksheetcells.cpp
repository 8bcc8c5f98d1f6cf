#include "figures.h"
#include "grading.h"
#include "labsession.h"
#include "lessonloader.h"
#include "worksheet.h"

#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextTable>

#include <cmath>
#include <memory>

// What a printed worksheet gives and what it leaves grey: a ranking prints where the query and
// the keys are (the figures the core's layout gives the student's variant), and a table's
// cells that are not asked, the Σ row's given columns with nothing to give among them, are grey
// as the sheet's own rule says.

namespace {

/// Every shipped ranking, by score and by weight.
const QStringList kRankings{QStringLiteral("iv2-2-rank-scores"), QStringLiteral("iv2-3-rank-weights"),
                            QStringLiteral("quiz-rank-weights")};
/// One table of each kind: dot products, softmax (a Σ row), weighted sum (a Σ row).
const QStringList kTables{QStringLiteral("iv2-2-table-dot"), QStringLiteral("iv2-3-table-softmax"),
                          QStringLiteral("iv2-4-table-weighted-sum")};

const course::Course &theCourse()
{
    static const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    return c;
}

course::LabSession session(const QStringList &exercises)
{
    course::LabRequest r;
    r.title = QStringLiteral("Week 5: on paper");
    r.exerciseIds = exercises;
    r.seed = 11;
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

/// The tables of question `number` (1-based) in a worksheet document, before its worked solution.
QList<QTextTable *> questionTables(QTextDocument *document, int number)
{
    int from = -1;
    int to = document->characterCount();
    for (QTextBlock b = document->begin(); b.isValid(); b = b.next()) {
        const QTextBlockFormat f = b.blockFormat();
        if (f.hasProperty(course::kQuestionProperty) && f.intProperty(course::kQuestionProperty) == number)
            from = b.position();
        else if (from >= 0 && b.position() > from
                 && (f.hasProperty(course::kQuestionProperty) || f.hasProperty(course::kSolutionProperty))) {
            to = b.position();
            break;
        }
    }
    QList<QTextTable *> tables;
    for (QTextFrame *frame : document->rootFrame()->childFrames())
        if (auto *table = qobject_cast<QTextTable *>(frame);
            table && from >= 0 && table->firstPosition() > from && table->lastPosition() < to)
            tables << table;
    return tables;
}

/// A cell's text, trimmed.
QString cellText(QTextTable *table, int row, int column)
{
    const QTextTableCell cell = table->cellAt(row, column);
    QTextCursor c = cell.firstCursorPosition();
    c.setPosition(cell.lastCursorPosition().position(), QTextCursor::KeepAnchor);
    return c.selectedText().trimmed();
}

/// Whether a cell is shaded as not asked.
bool isGrey(QTextTable *table, int row, int column)
{
    return table->cellAt(row, column).format().background().style() != Qt::NoBrush;
}

} // namespace

class TestWorksheetCells : public QObject
{
    Q_OBJECT

private slots:
    void rankingPrintsWhereTheQueryAndKeysAre();
    void everyCellNotAskedIsGrey();
};

void TestWorksheetCells::rankingPrintsWhereTheQueryAndKeysAre()
{
    // Every shipped ranking, by score and by weight: the figures to rank from are on the paper.
    const course::LabSession s = session(kRankings);
    QSet<QString> queries;
    for (const course::LabStudent &student : s.roster) {
        const course::Worksheet sheet = *course::makeWorksheet(s, theCourse(), student);
        for (const bool answerKey : {false, true}) {
            const QString document = plainText(sheet, answerKey);
            for (int question = 1; question <= int(kRankings.size()); ++question) {
                const course::Exercise *exercise = theCourse().exercise(kRankings[question - 1]);
                const course::Variant variant = course::makeVariant(*exercise, student.id, s.seed);
                const QString printed = questionText(document, question);
                const qsizetype places = printed.indexOf(QStringLiteral("1 (largest)"));
                QVERIFY(places > 0);
                const QString above = printed.left(places);
                const auto shows = [&](const attn::Polar &p) {
                    const double radians = p.angleDegrees * std::acos(-1.0) / 180.0;
                    for (const QString &figure : {course::formatFixed(p.angleDegrees, 1), course::formatFixed(p.length, 2),
                                                  course::formatFixed(p.length * std::cos(radians), 4),
                                                  course::formatFixed(p.length * std::sin(radians), 4)})
                        QVERIFY2(above.contains(figure), qPrintable(figure));
                };
                shows(variant.query);
                for (const attn::Polar &key : variant.layout().keys)
                    shows(key);
                queries << course::formatFixed(variant.query.angleDegrees, 1);
            }
        }
    }
    QVERIFY(queries.size() > 3); // each student ranks from their own query
}

void TestWorksheetCells::everyCellNotAskedIsGrey()
{
    // "Grey cells are not asked": on the worksheet a white empty cell is one to fill, and in the
    // answer key (every asked cell filled) no empty cell is white. The softmax and weighted-sum
    // tables have a Σ row with given columns that have nothing to give.
    const course::LabSession s = session(kTables);
    const course::LabStudent &student = s.roster.constFirst();
    const course::Worksheet sheet = *course::makeWorksheet(s, theCourse(), student);
    const std::unique_ptr<QTextDocument> worksheet = course::worksheetDocument(sheet, false);
    const std::unique_ptr<QTextDocument> key = course::worksheetDocument(sheet, true);
    for (int question = 1; question <= int(kTables.size()); ++question) {
        const course::Exercise *exercise = theCourse().exercise(kTables[question - 1]);
        const course::Variant variant = course::makeVariant(*exercise, student.id, s.seed);
        const int given = int(course::tableGivenColumns(exercise->table).size());
        const int rows = course::tableRowCount(exercise->table, variant);
        int asked = 0;
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < int(course::tableInputColumns(exercise->table).size()); ++c)
                asked += course::tableCellExists(exercise->table, variant, r, c) ? 1 : 0;
        for (const bool answerKey : {false, true}) {
            const QList<QTextTable *> tables = questionTables(answerKey ? key.get() : worksheet.get(), question);
            QCOMPARE(tables.size(), 1);
            QTextTable *table = tables.constFirst();
            QCOMPARE(table->rows(), rows + 1);
            int white = 0;
            int grey = 0;
            for (int r = 1; r < table->rows(); ++r)
                for (int c = 0; c < table->columns(); ++c) {
                    const QString text = cellText(table, r, c);
                    const QString where = QStringLiteral("question %1 row %2 column %3 (%4)")
                                              .arg(question)
                                              .arg(r)
                                              .arg(c)
                                              .arg(answerKey ? QStringLiteral("key") : QStringLiteral("sheet"));
                    if (isGrey(table, r, c)) {
                        QVERIFY2(text.isEmpty(), qPrintable(where));
                        ++grey;
                    } else if (text.isEmpty()) {
                        QVERIFY2(!answerKey && c >= given, qPrintable(where));
                        ++white;
                    }
                }
            QCOMPARE(white, answerKey ? 0 : asked);
            // The Σ row's given cells that hold nothing are grey.
            if (exercise->table != course::Exercise::TableKind::DotProduct)
                QVERIFY2(grey > 0 && isGrey(table, rows, 1), qPrintable(QString::number(question)));
        }
    }
}

QTEST_MAIN(TestWorksheetCells)
#include "tst_worksheetcells.moc"
