#include "worksheet.h"

#include "contentdocument.h"
#include "exercisekind.h"
#include "grading.h"
#include "placeholders.h"
#include "plaintext.h"
#include "variantcode.h"
#include "trainedkeys.h"
#include "worksheetfigure.h"
#include "worksheetpdf.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFont>
#include <QImage>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

#include <algorithm>
#include <cmath>

namespace course {

namespace {

class WorksheetText
{
    Q_DECLARE_TR_FUNCTIONS(WorksheetText)
};

const QColor kNotAsked(225, 225, 225);
constexpr double kFigureSide = 290.0;
constexpr double kBodyPointSize = 10.0;

WorksheetQuestion makeQuestion(int number, const Exercise &exercise, const Variant &variant)
{
    WorksheetQuestion q;
    q.number = number;
    q.exerciseId = exercise.id;
    q.title = exercise.title;
    q.type = exercise.type;
    q.promptMarkdown = fillForVariant(exercise.prompt, variant);
    q.key = answerKey(exercise, variant);
    q.workedSolutionMarkdown = workedSolution(exercise, variant).trimmed();
    q.answerText = answerInWords(q.key);
    kindOf(exercise).fillQuestion(exercise, variant, q);
    if (const std::optional<TrainedKeys> trained = trainedKeys(exercise)) {
        WorksheetFigure plane;
        plane.keys = trained->keys;
        plane.keyLabels = trained->tokens;
        q.trainedKeys = plane;
        q.trainedKeysCaption = trainedKeysCaption(*trained);
    }
    return q;
}

// ---- the document -------------------------------------------------------------------------

QTextCharFormat textFormat(double pointSize = kBodyPointSize, bool bold = false, const QColor &colour = kPrintRule)
{
    QTextCharFormat f;
    f.setFontPointSize(pointSize);
    f.setFontWeight(bold ? QFont::Bold : QFont::Normal);
    f.setForeground(colour);
    return f;
}

QTextBlockFormat blockFormat(double top = 0, double bottom = 0, double indent = 0)
{
    QTextBlockFormat f;
    f.setTopMargin(top);
    f.setBottomMargin(bottom);
    f.setLeftMargin(indent);
    return f;
}

QTextTableFormat ruledGrid(int columns, bool fullWidth)
{
    QTextTableFormat f;
    f.setBorder(1.0); // with collapsed borders, 1 or more draws the inner grid too
    f.setBorderBrush(kPrintRule);
    f.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    f.setBorderCollapse(true);
    f.setCellSpacing(0);
    f.setCellPadding(5);
    f.setTopMargin(4);
    f.setBottomMargin(4);
    if (fullWidth) {
        QList<QTextLength> widths;
        for (int c = 0; c < columns; ++c)
            widths << QTextLength(QTextLength::PercentageLength, 100.0 / columns);
        f.setColumnWidthConstraints(widths);
        f.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    }
    return f;
}

void setCell(QTextTable *table, int row, int column, const QString &text, const QTextCharFormat &format,
             Qt::Alignment alignment = Qt::AlignLeft)
{
    QTextCursor c = table->cellAt(row, column).firstCursorPosition();
    QTextBlockFormat b = c.blockFormat();
    b.setAlignment(alignment);
    c.setBlockFormat(b);
    c.insertText(text, format);
}

void shadeCell(QTextTable *table, int row, int column)
{
    QTextTableCell cell = table->cellAt(row, column);
    QTextCharFormat f = cell.format();
    f.setBackground(kNotAsked);
    cell.setFormat(f);
}

/// Continues after a table or figure with a plain block of the root frame.
void leave(QTextCursor &cursor, QTextDocument *document, const QTextBlockFormat &format = blockFormat())
{
    cursor = QTextCursor(document);
    cursor.movePosition(QTextCursor::End);
    cursor.insertBlock(format, textFormat());
}

void insertMarkdown(QTextCursor &cursor, QTextDocument *document, const QString &markdown)
{
    cursor.insertMarkdown(markdown, QTextDocument::MarkdownDialectGitHub);
    leave(cursor, document);
}

void writeHeader(QTextCursor &cursor, QTextDocument *document, const Worksheet &sheet, bool answerKey)
{
    cursor.setBlockFormat(blockFormat(0, 2));
    cursor.insertText(sheet.sessionTitle, textFormat(17, true));
    cursor.insertBlock(blockFormat(0, 6), textFormat());
    cursor.insertText(answerKey ? WorksheetText::tr("ANSWER KEY: for the teacher, not for the student")
                                : WorksheetText::tr("Worksheet: write your answers on this sheet"),
                      textFormat(10.5, answerKey, answerKey ? kPrintRule : kPrintQuiet));

    QTextTable *table = cursor.insertTable(2, 2, ruledGrid(2, true));
    const QTextCharFormat label = textFormat(8, false, kPrintQuiet);
    const QTextCharFormat value = textFormat(12, true);
    const auto field = [&](int row, int column, const QString &name, const QString &text) {
        QTextCursor c = table->cellAt(row, column).firstCursorPosition();
        c.insertText(name, label);
        c.insertBlock(blockFormat(1, 3), value);
        c.insertText(text.isEmpty() ? QStringLiteral(" ") : text, value);
    };
    field(0, 0, WorksheetText::tr("Name"), sheet.nameKnown ? sheet.studentName : QString());
    field(0, 1, WorksheetText::tr("Student id"), sheet.studentId);
    field(1, 0, WorksheetText::tr("Date"), QString());
    field(1, 1, WorksheetText::tr("Variant code"), sheet.code);
    leave(cursor, document, blockFormat(2, 0));
    cursor.insertText(WorksheetText::tr("Your numbers are your own: they are the ones your screen shows in the lab "
                                        "session. Give every figure with four decimals unless the question says otherwise."),
                      textFormat(8.5, false, kPrintQuiet));
}

void writeChoices(QTextCursor &cursor, QTextDocument *document, const WorksheetQuestion &q, bool onlyOne, bool answerKey)
{
    cursor.insertText(onlyOne ? WorksheetText::tr("Tick one box.") : WorksheetText::tr("Tick every box that applies."),
                      textFormat(9, false, kPrintQuiet));
    for (const WorksheetOption &o : q.options) {
        QTextBlockFormat item = blockFormat(4, 0, 22);
        item.setTextIndent(-22);
        cursor.insertBlock(item, textFormat());
        const bool ticked = answerKey && o.correct;
        cursor.insertText(ticked ? QStringLiteral("☒") : QStringLiteral("☐"), textFormat(13, ticked));
        cursor.insertText(QStringLiteral("  "), textFormat());
        cursor.insertMarkdown(o.markdown, QTextDocument::MarkdownDialectGitHub);
        // An option's Markdown may end its block; the next option starts its own.
        cursor = QTextCursor(document);
        cursor.movePosition(QTextCursor::End);
        if (answerKey && o.correct)
            cursor.insertText(WorksheetText::tr("  ✓ correct"), textFormat(9, true));
    }
    leave(cursor, document);
}

void writeNumeric(QTextCursor &cursor, const WorksheetQuestion &q, bool answerKey)
{
    cursor.setBlockFormat(blockFormat(6, 0));
    cursor.insertText(WorksheetText::tr("Answer: "), textFormat(kBodyPointSize, true));
    if (answerKey) {
        cursor.insertText(q.answerText, textFormat(11, true));
        return;
    }
    cursor.insertText(QStringLiteral("______________________") + q.unit, textFormat(12));
}

void writePairs(QTextCursor &cursor, QTextDocument *document, const WorksheetQuestion &q, bool answerKey)
{
    cursor.insertText(WorksheetText::tr("Write the letter of each item's partner in the box beside it; every letter is used once."),
                      textFormat(9, false, kPrintQuiet));
    const int rows = int(std::max(q.items.size(), q.options.size()));
    QTextTable *table = cursor.insertTable(rows, 3, ruledGrid(3, true));
    for (int r = 0; r < rows; ++r) {
        if (r < q.items.size()) {
            setCell(table, r, 0, QStringLiteral("%1. %2").arg(r + 1).arg(markdownToPlainText(q.items[r]).trimmed()), textFormat(),
                    Qt::AlignLeft);
            setCell(table, r, 1, answerKey ? q.itemPartners.value(r) : QStringLiteral(" "), textFormat(14, true), Qt::AlignHCenter);
        } else {
            shadeCell(table, r, 1);
        }
        if (r < q.options.size())
            setCell(table, r, 2, QStringLiteral("%1. %2").arg(QChar(u'A' + r)).arg(markdownToPlainText(q.options[r].markdown).trimmed()),
                    textFormat(), Qt::AlignLeft);
    }
    leave(cursor, document);
    if (answerKey) {
        cursor.insertText(WorksheetText::tr("Answer: "), textFormat(kBodyPointSize, true));
        cursor.insertText(q.answerText, textFormat(9));
    }
}

/// The figures a question gives, as a compact ruled grid with a bold header row.
void writeGivenGrid(QTextCursor &cursor, QTextDocument *document, const QStringList &headers, const QList<QStringList> &rows)
{
    const int columns = int(headers.size());
    if (columns == 0 || rows.isEmpty())
        return;
    QTextTableFormat format = ruledGrid(columns, false);
    format.setCellPadding(3);
    format.setHeaderRowCount(1);
    QTextTable *table = cursor.insertTable(int(rows.size()) + 1, columns, format);
    for (int c = 0; c < columns; ++c)
        setCell(table, 0, c, headers[c], textFormat(9, true), Qt::AlignHCenter);
    for (int r = 0; r < rows.size(); ++r)
        for (int c = 0; c < columns; ++c)
            setCell(table, r + 1, c, rows[r].value(c), textFormat(9), c == 0 ? Qt::AlignLeft : Qt::AlignRight);
    leave(cursor, document, blockFormat(4, 0));
}

void writeRanking(QTextCursor &cursor, QTextDocument *document, const WorksheetQuestion &q, bool answerKey)
{
    if (!q.keyPositions.rows.isEmpty()) {
        cursor.insertText(WorksheetText::tr("Where the query and the keys are:"), textFormat(9, false, kPrintQuiet));
        writeGivenGrid(cursor, document, q.keyPositions.headers, q.keyPositions.rows);
    }
    cursor.insertText(q.rankByScore ? WorksheetText::tr("Write the keys (k1, k2, …) in order of their score, the largest first.")
                                    : WorksheetText::tr("Write the keys (k1, k2, …) in order of their weight, the largest first."),
                      textFormat(9, false, kPrintQuiet));
    QTextTable *table = cursor.insertTable(2, q.rankingPlaces, ruledGrid(q.rankingPlaces, true));
    for (int i = 0; i < q.rankingPlaces; ++i) {
        setCell(table, 0, i, i == 0 ? WorksheetText::tr("1 (largest)") : QString::number(i + 1), textFormat(8, false, kPrintQuiet),
                Qt::AlignHCenter);
        setCell(table, 1, i, answerKey ? q.rankingAnswer.value(i) : QString(), textFormat(14, true), Qt::AlignHCenter);
    }
    leave(cursor, document);
}

void writeTable(QTextCursor &cursor, QTextDocument *document, const WorksheetQuestion &q, bool answerKey)
{
    const WorksheetTable &t = q.table;
    const int given = int(t.givenHeaders.size());
    const int columns = given + int(t.inputHeaders.size());
    const int rows = int(t.givenCells.size());
    QTextTable *table = cursor.insertTable(rows + 1, columns, ruledGrid(columns, true));
    QTextTableFormat format = table->format();
    format.setHeaderRowCount(1);
    table->setFormat(format);
    const QTextCharFormat header = textFormat(9, true);
    for (int c = 0; c < columns; ++c)
        setCell(table, 0, c, c < given ? t.givenHeaders.value(c) : t.inputHeaders.value(c - given), header, Qt::AlignHCenter);
    bool greyCells = false;
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < given; ++c) {
            const QString cell = t.givenCells.value(r).value(c);
            // A given column with nothing to give on this row (the Σ row's score) is not asked either.
            if (cell.isEmpty()) {
                shadeCell(table, r + 1, c);
                greyCells = true;
                continue;
            }
            setCell(table, r + 1, c, cell, textFormat(), c == 0 ? Qt::AlignLeft : Qt::AlignRight);
        }
        for (int c = 0; c < columns - given; ++c) {
            const std::optional<QString> expected = t.expected.value(r).value(c);
            if (!expected) {
                shadeCell(table, r + 1, c + given);
                greyCells = true;
                continue;
            }
            // An empty cell still holds a line tall enough to write in.
            setCell(table, r + 1, c + given, answerKey ? *expected : QStringLiteral(" "),
                    textFormat(answerKey ? kBodyPointSize : 14, answerKey), Qt::AlignRight);
        }
    }
    leave(cursor, document);
    if (answerKey && greyCells)
        cursor.insertText(WorksheetText::tr("Grey cells are not asked."), textFormat(8.5, false, kPrintQuiet));
    else if (!answerKey)
        cursor.insertText(greyCells ? WorksheetText::tr("Fill in the empty cells; grey cells are not asked.")
                                    : WorksheetText::tr("Fill in the empty cells."),
                          textFormat(8.5, false, kPrintQuiet));
}

void writeTarget(QTextCursor &cursor, QTextDocument *document, const WorksheetQuestion &q, bool answerKey)
{
    QTextBlockFormat centred = blockFormat(4, 4);
    centred.setAlignment(Qt::AlignHCenter);
    cursor.setBlockFormat(centred);
    cursor.insertText(QString(QChar::ObjectReplacementCharacter), WorksheetFigureObject::format(q.figure, answerKey, kFigureSide));
    leave(cursor, document);
    if (answerKey) {
        cursor.insertText(WorksheetText::tr("Answer: "), textFormat(kBodyPointSize, true));
        cursor.insertText(q.answerText, textFormat(11, true));
        return;
    }
    cursor.insertText(WorksheetText::tr("Draw your query as an arrow from the centre, then write it down."),
                      textFormat(9, false, kPrintQuiet));
    cursor.insertBlock(blockFormat(6, 0), textFormat());
    cursor.insertText(WorksheetText::tr("Angle: __________°      Length: __________"), textFormat(11));
}

/// Where a kind's answer area goes: the document at the cursor.
class DocumentPrinter final : public WorksheetPrinter
{
public:
    DocumentPrinter(QTextCursor &cursor, QTextDocument *document)
        : m_cursor(cursor)
        , m_document(document)
    {
    }

    void choices(const WorksheetQuestion &q, bool onlyOne, bool answerKey) override
    {
        writeChoices(m_cursor, m_document, q, onlyOne, answerKey);
    }
    void answerLine(const WorksheetQuestion &q, bool answerKey) override { writeNumeric(m_cursor, q, answerKey); }
    void ranking(const WorksheetQuestion &q, bool answerKey) override { writeRanking(m_cursor, m_document, q, answerKey); }
    void table(const WorksheetQuestion &q, bool answerKey) override { writeTable(m_cursor, m_document, q, answerKey); }
    void figure(const WorksheetQuestion &q, bool answerKey) override { writeTarget(m_cursor, m_document, q, answerKey); }
    void pairs(const WorksheetQuestion &q, bool answerKey) override { writePairs(m_cursor, m_document, q, answerKey); }

private:
    QTextCursor &m_cursor;
    QTextDocument *m_document;
};

void writeQuestion(QTextCursor &cursor, QTextDocument *document, const WorksheetQuestion &q, bool answerKey)
{
    QTextBlockFormat heading = blockFormat(14, 4);
    heading.setProperty(kQuestionProperty, q.number);
    cursor.insertBlock(heading, textFormat());
    cursor.insertText(WorksheetText::tr("Question %1").arg(q.number), textFormat(12, true));
    if (!q.title.isEmpty())
        cursor.insertText(QStringLiteral(" · ") + q.title, textFormat(12, true));
    cursor.insertBlock(blockFormat(0, 2), textFormat());
    insertMarkdown(cursor, document, q.promptMarkdown);
    if (q.trainedKeys) {
        cursor.setBlockFormat(blockFormat(4, 2));
        cursor.insertText(q.trainedKeysCaption, textFormat(9, false, kPrintQuiet));
        QTextBlockFormat centred = blockFormat(2, 4);
        centred.setAlignment(Qt::AlignHCenter);
        cursor.insertBlock(centred, textFormat());
        cursor.insertText(QString(QChar::ObjectReplacementCharacter),
                          WorksheetFigureObject::format(*q.trainedKeys, false, kFigureSide));
        leave(cursor, document);
    }

    DocumentPrinter printer(cursor, document);
    kindOf(q.type).print(printer, q, answerKey);
    if (answerKey && !q.workedSolutionMarkdown.isEmpty()) {
        QTextBlockFormat heading = blockFormat(8, 2);
        heading.setProperty(kSolutionProperty, q.number);
        cursor.insertBlock(heading, textFormat());
        cursor.insertText(WorksheetText::tr("Worked solution"), textFormat(9.5, true));
        cursor.insertBlock(blockFormat(), textFormat(9));
        cursor.insertMarkdown(q.workedSolutionMarkdown, QTextDocument::MarkdownDialectGitHub);
        leave(cursor, document);
    }
}

/// The first block of each question, in order.
QList<QTextBlock> questionStarts(QTextDocument *document)
{
    QList<QTextBlock> starts;
    for (QTextBlock b = document->begin(); b.isValid(); b = b.next())
        if (b.blockFormat().hasProperty(kQuestionProperty))
            starts << b;
    return starts;
}

} // namespace

std::optional<Worksheet> makeWorksheet(const LabSession &session, const Course &course, const LabStudent &student,
                                       QStringList *problems)
{
    Worksheet sheet;
    sheet.sessionTitle = session.title;
    sheet.studentId = student.id;
    sheet.studentName = student.name;
    sheet.nameKnown = !student.name.isEmpty();
    sheet.code = variantCode(session, student.id);
    QStringList missing;
    for (const QString &id : session.exerciseIds) {
        const Exercise *exercise = course.exercise(id);
        if (!exercise) {
            missing << WorksheetText::tr("the session's exercise '%1' is not in this course").arg(id);
            continue;
        }
        sheet.questions << makeQuestion(int(sheet.questions.size()) + 1, *exercise,
                                        makeVariant(*exercise, student.id, session.variantContext()));
    }
    if (!missing.isEmpty()) {
        if (problems)
            *problems << missing;
        return std::nullopt;
    }
    return sheet;
}

std::unique_ptr<QTextDocument> worksheetDocument(const Worksheet &sheet, bool answerKey)
{
    // Prompts and solutions are lesson Markdown: images only as ContentDocument allows them.
    auto document = std::make_unique<ContentDocument>();
    document->setUndoRedoEnabled(false);
    // Laid out at kWorksheetDpi whatever the screen: the printed page is the same everywhere.
    static QImage layoutDevice = [] {
        QImage image(1, 1, QImage::Format_Grayscale8);
        image.setDotsPerMeterX(qRound(kWorksheetDpi / 0.0254));
        image.setDotsPerMeterY(qRound(kWorksheetDpi / 0.0254));
        return image;
    }();
    document->documentLayout()->setPaintDevice(&layoutDevice);
    document->setDocumentMargin(0);
    QFont font = document->defaultFont();
    font.setPointSizeF(kBodyPointSize);
    document->setDefaultFont(font);
    WorksheetFigureObject::install(document.get());
    document->setMetaInformation(QTextDocument::DocumentTitle, sheet.sessionTitle);

    QTextCursor cursor(document.get());
    writeHeader(cursor, document.get(), sheet, answerKey);
    for (const WorksheetQuestion &q : sheet.questions)
        writeQuestion(cursor, document.get(), q, answerKey);
    // The worked solutions' Markdown tables ruled like the others, only tighter.
    for (QTextFrame *frame : document->rootFrame()->childFrames()) {
        auto *table = qobject_cast<QTextTable *>(frame);
        if (!table || table->format().borderCollapse())
            continue;
        QTextTableFormat f = ruledGrid(table->columns(), false);
        f.setCellPadding(2);
        f.setHeaderRowCount(1);
        table->setFormat(f);
    }
    return document;
}

void keepQuestionsTogether(QTextDocument *document, const QSizeF &pageSize)
{
    document->setPageSize(pageSize);
    const double pageHeight = pageSize.height();
    if (pageHeight <= 0)
        return;
    QAbstractTextDocumentLayout *layout = document->documentLayout();
    document->pageCount();
    const auto pageOf = [pageHeight](double y) { return int(y / pageHeight); };
    // Starts `block` on the next page. The whole document is laid out again: after a change in
    // place the layout's index of where blocks sit (which measuring and drawing a page start
    // from) is stale.
    const auto breakBefore = [document](const QTextBlock &block) {
        QTextBlockFormat f = block.blockFormat();
        f.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        QTextCursor(block).setBlockFormat(f);
        document->markContentsDirty(0, document->characterCount());
        document->pageCount(); // lays the whole document out now, not piece by piece on demand
    };
    const QList<QTextBlock> starts = questionStarts(document);
    for (qsizetype i = 0; i < starts.size(); ++i) {
        // Each move shifts what follows: measure again, question by question. A question ends
        // with a block of its own, just before the next one's heading; what must stay together
        // ends before its worked solution.
        const QTextBlock end = i + 1 < starts.size() ? starts[i + 1] : QTextBlock();
        QTextBlock solution;
        for (QTextBlock b = starts[i]; b.isValid() && b != end; b = b.next())
            if (b.blockFormat().hasProperty(kSolutionProperty))
                solution = b;
        const QTextBlock last = solution.isValid() ? solution.previous() : end.isValid() ? end.previous() : document->lastBlock();
        const double top = layout->blockBoundingRect(starts[i]).top();
        const double bottom = layout->blockBoundingRect(last).bottom();
        // A question too long for any page still starts on a fresh one rather than leave its
        // beginning alone at the foot of a page.
        const double left = (pageOf(top) + 1) * pageHeight - top;
        if (pageOf(top) != pageOf(bottom - 1.0) && !(bottom - top > pageHeight && left > pageHeight / 3))
            breakBefore(starts[i]);
        if (!solution.isValid())
            continue;
        // In the solution, a line followed by a table or a heading followed by its first line
        // goes with them to the next page.
        for (QTextBlock b = solution; b.isValid() && b != end && b.next().isValid() && b.next() != end; b = b.next()) {
            const QTextBlock next = b.next();
            const bool leads = b == solution || (!QTextCursor(b).currentTable() && QTextCursor(next).currentTable());
            if (leads && pageOf(layout->blockBoundingRect(b).top()) != pageOf(layout->blockBoundingRect(next).bottom() - 1.0)
                && layout->blockBoundingRect(b).height() < pageHeight / 8)
                breakBefore(b);
        }
    }
}

} // namespace course
