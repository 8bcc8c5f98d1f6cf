#include "answergrid.h"

#include "userfiles.h"
#include "variantcode.h"
#include "worksheetfigure.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QPalette>
#include <QTextBlock>
#include <QPdfWriter>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextTable>

#include <algorithm>
#include <numeric>

namespace course {

namespace {

class AnswerGridText
{
    Q_DECLARE_TR_FUNCTIONS(AnswerGridText)
};

const QColor kHeaderShade(225, 225, 225);
constexpr double kBodyPointSize = 8.5;
constexpr double kFooterHeight = 28.0;       // document units, under the text of every page
constexpr double kCellPadding = 3.0;   // document units
constexpr double kNarrowestColumn = 3; // digits: room for "Q12" over a letter
constexpr double kWidestColumn = 30;   // digits: a longer answer wraps
constexpr double kWrappedColumn = 12;  // digits: the narrowest a long answer's column becomes

QTextCharFormat textFormat(double pointSize = kBodyPointSize, bool bold = false, const QColor &colour = kPrintRule)
{
    QTextCharFormat f;
    f.setFontPointSize(pointSize);
    f.setFontWeight(bold ? QFont::Bold : QFont::Normal);
    f.setForeground(colour);
    return f;
}

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

/// Writes `text` into a cell, a line per line of it (a table's answer has one per row).
void writeCell(QTextTable *table, int row, int column, const QString &text, const QTextCharFormat &format)
{
    QTextCursor cursor = table->cellAt(row, column).firstCursorPosition();
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (i > 0)
            cursor.insertBlock();
        cursor.insertText(lines[i], format);
    }
}

QString footerText(const AnswerGrid &grid, int page, int pages)
{
    return AnswerGridText::tr("Answer grid · %1 · page %2 of %3").arg(grid.sessionTitle).arg(page).arg(pages);
}

std::unique_ptr<QTextDocument> newDocument(const AnswerGrid &grid, double width)
{
    auto document = std::make_unique<QTextDocument>();
    document->setUndoRedoEnabled(false);
    // Laid out at kWorksheetDpi whatever the screen, as a worksheet is.
    static QImage layoutDevice = [] {
        QImage image(1, 1, QImage::Format_Grayscale8);
        image.setDotsPerMeterX(qRound(kWorksheetDpi / 0.0254));
        image.setDotsPerMeterY(qRound(kWorksheetDpi / 0.0254));
        return image;
    }();
    document->documentLayout()->setPaintDevice(&layoutDevice);
    document->setDocumentMargin(0);
    document->setTextWidth(width);
    QFont font = document->defaultFont();
    font.setPointSizeF(kBodyPointSize);
    // Narrower letters where the system has them: more of a class on a page.
    font.setStretch(QFont::Condensed);
    document->setDefaultFont(font);
    document->setMetaInformation(QTextDocument::DocumentTitle, grid.sessionTitle);
    return document;
}

void writeTitle(QTextCursor &cursor, const AnswerGrid &grid)
{
    cursor.insertText(AnswerGridText::tr("Answer grid · %1").arg(grid.sessionTitle), textFormat(13, true));
    QTextBlockFormat intro;
    intro.setBottomMargin(6);
    cursor.insertBlock(intro);
    cursor.insertText(AnswerGridText::tr("Each student's own answers, for the numbers on their worksheet (its code is "
                                         "under their name)."),
                      textFormat(kBodyPointSize, false, kPrintQuiet));
}

/// How wide the longest line of `text` is.
double longestLine(const QString &text, const QFontMetricsF &metrics)
{
    double longest = 0.0;
    for (const QString &line : text.split(QLatin1Char('\n')))
        longest = std::max(longest, metrics.horizontalAdvance(line));
    return longest;
}

/// Each column's share of the width: as wide as its longest line where the page has room (a
/// number is never broken), else the widest columns of one-line answers give way and wrap, down
/// to kWrappedColumn digits; what is still too wide is narrowed in proportion.
QList<QTextLength> columnWidths(const AnswerGrid &grid, const QTextDocument *document)
{
    QFont bold = document->defaultFont();
    bold.setBold(true);
    const QFontMetricsF metrics(bold, document->documentLayout()->paintDevice());
    const double letter = metrics.horizontalAdvance(QLatin1Char('0'));
    const double padding = 2 * kCellPadding + letter;
    const auto bounded = [&](double natural) {
        return std::clamp(natural, letter * kNarrowestColumn, letter * kWidestColumn) + padding;
    };
    QList<double> widths;
    // Only answers of one line give way: a table's rows, a line each, are read line by line.
    QList<bool> wraps{false};
    double student = 0.0;
    for (const AnswerGridRow &row : grid.rows)
        student = std::max({student, metrics.horizontalAdvance(row.studentName),
                            metrics.horizontalAdvance(AnswerGridText::tr("%1 · code %2").arg(row.studentId, row.code))});
    widths << bounded(student);
    for (qsizetype c = 0; c < grid.columns.size(); ++c) {
        double longest = 0.0;
        bool oneLine = true;
        for (const AnswerGridRow &row : grid.rows) {
            if (c < row.answers.size()) {
                longest = std::max(longest, longestLine(row.answers[c], metrics));
                oneLine = oneLine && !row.answers[c].contains(QLatin1Char('\n'));
            }
        }
        widths << bounded(longest);
        wraps << oneLine;
    }
    const double page = document->textWidth();
    const double total = std::accumulate(widths.cbegin(), widths.cend(), 0.0);
    const double wrapped = letter * kWrappedColumn + padding;
    double give = 0.0;
    for (qsizetype c = 0; c < widths.size(); ++c)
        give += wraps[c] ? std::max(0.0, widths[c] - wrapped) : 0.0;
    if (total > page && give > 0.0) {
        const double share = std::min(1.0, (total - page) / give);
        for (qsizetype c = 0; c < widths.size(); ++c)
            widths[c] -= wraps[c] ? std::max(0.0, widths[c] - wrapped) * share : 0.0;
    }
    const double sum = std::accumulate(widths.cbegin(), widths.cend(), 0.0);
    QList<QTextLength> out;
    for (double w : widths)
        out << QTextLength(QTextLength::PercentageLength, 100.0 * w / sum);
    return out;
}

/// A ruled table of the header row and the students `from` to `to` (not included), on a page
/// of its own when `newPage`.
QTextTable *writeTable(QTextCursor &cursor, const AnswerGrid &grid, qsizetype from, qsizetype to, bool newPage)
{
    const int columns = int(grid.columns.size()) + 1;
    QTextTableFormat format;
    format.setBorder(1.0);
    format.setBorderBrush(kPrintRule);
    format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    format.setBorderCollapse(true);
    format.setCellSpacing(0);
    format.setCellPadding(kCellPadding);
    format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    format.setHeaderRowCount(1);
    format.setColumnWidthConstraints(columnWidths(grid, cursor.document()));
    if (newPage)
        format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    cursor.movePosition(QTextCursor::End);
    QTextTable *table = cursor.insertTable(int(to - from) + 1, columns, format);

    QTextCharFormat shaded;
    shaded.setBackground(kHeaderShade);
    for (int c = 0; c < columns; ++c)
        table->cellAt(0, c).setFormat(shaded);
    writeCell(table, 0, 0, AnswerGridText::tr("Student"), textFormat(kBodyPointSize, true));
    for (int c = 1; c < columns; ++c)
        writeCell(table, 0, c, AnswerGridText::tr("Q%1").arg(grid.columns[c - 1].number), textFormat(kBodyPointSize, true));
    for (qsizetype r = from; r < to; ++r) {
        const AnswerGridRow &row = grid.rows[r];
        const int at = int(r - from) + 1;
        QTextCursor who = table->cellAt(at, 0).firstCursorPosition();
        who.insertText(row.studentName.isEmpty() ? row.studentId : row.studentName, textFormat(kBodyPointSize, true));
        who.insertBlock();
        who.insertText(row.studentName.isEmpty() ? AnswerGridText::tr("code %1").arg(row.code)
                                                 : AnswerGridText::tr("%1 · code %2").arg(row.studentId, row.code),
                       textFormat(kBodyPointSize - 1.5, false, kPrintQuiet));
        for (int c = 1; c < columns && c - 1 < row.answers.size(); ++c)
            writeCell(table, at, c, row.answers[c - 1], textFormat());
    }
    cursor.movePosition(QTextCursor::End);
    return table;
}

/// Under the table: what each question number is, and how the answers are written.
void writeLegend(QTextCursor &cursor, const AnswerGrid &grid)
{
    // One paragraph: the question numbers; then how the answers are written.
    QTextBlockFormat legend;
    legend.setTopMargin(10);
    cursor.insertBlock(legend);
    cursor.insertText(AnswerGridText::tr("Questions: "), textFormat(kBodyPointSize, true));
    for (const AnswerGridColumn &column : grid.columns) {
        cursor.insertText(AnswerGridText::tr("Q%1").arg(column.number), textFormat(kBodyPointSize, true));
        cursor.insertText(QStringLiteral(" ") + AnswerGridText::tr("%1 (%2)").arg(column.title, column.exerciseId),
                          textFormat());
        if (!column.tableColumns.isEmpty())
            cursor.insertText(AnswerGridText::tr(": a line per row, its cells to fill: %1").arg(column.tableColumns),
                              textFormat(kBodyPointSize, false, kPrintQuiet));
        cursor.insertText(QStringLiteral("    "), textFormat());
    }
    QTextBlockFormat notation;
    notation.setTopMargin(4);
    cursor.insertBlock(notation);
    cursor.insertText(AnswerGridText::tr("Letters name the boxes and options in the order the student's worksheet prints "
                                         "them, A first; 1 → C pairs item 1 with option C. k3 > k1: largest first; "
                                         "k1 = k2: either order. A number is right within the tolerance of the answer key."),
                      textFormat(kBodyPointSize - 0.5, false, kPrintQuiet));
}

} // namespace

WorksheetClass answerGridStudents(const LabSession &session, const QString &rosterFile)
{
    WorksheetClass who = worksheetStudents(session, rosterFile, 0);
    if (who.needsRosterOrCopies)
        who.problem = AnswerGridText::tr("the answer grid lists a roster's students by name, and this session has no "
                                         "roster: give a class list");
    return who;
}

std::optional<AnswerGrid> makeAnswerGrid(const LabSession &session, const Course &course,
                                         const QList<LabStudent> &students, QStringList *problems)
{
    // The worksheets' own answer keys: the grid says what each student's key says.
    const std::optional<QList<Worksheet>> sheets = makeWorksheets(session, course, students, problems);
    if (!sheets)
        return std::nullopt;
    AnswerGrid grid;
    grid.sessionTitle = session.title;
    for (const Worksheet &sheet : *sheets) {
        AnswerGridRow row{sheet.studentId, sheet.nameKnown ? sheet.studentName : QString(), sheet.code, {}};
        for (const WorksheetQuestion &q : sheet.questions) {
            row.answers << answerInShort(q.key);
            if (grid.columns.size() < sheet.questions.size())
                grid.columns << AnswerGridColumn{q.number, q.exerciseId, q.title, q.key.tableColumns.join(QStringLiteral(" · "))};
        }
        grid.rows << row;
    }
    return grid;
}

std::unique_ptr<QTextDocument> answerGridDocument(const AnswerGrid &grid, const QSizeF &page)
{
    // Laid out once in one piece to measure each student's row, then again in one table per
    // page, so that no student's row is split between two pages.
    const std::unique_ptr<QTextDocument> measured = newDocument(grid, page.width());
    QTextCursor cursor(measured.get());
    writeTitle(cursor, grid);
    const double tableTop = measured->documentLayout()->documentSize().height();
    QTextTable *whole = writeTable(cursor, grid, 0, grid.rows.size(), false);
    QList<double> tops;
    for (int r = 0; r < whole->rows(); ++r)
        tops << measured->documentLayout()->blockBoundingRect(whole->cellAt(r, 0).firstCursorPosition().block()).top();
    tops << measured->documentLayout()->frameBoundingRect(whole).bottom();
    const double header = tops.size() > 1 ? tops[1] - tops[0] : 0.0;

    auto document = newDocument(grid, page.width());
    QTextCursor out(document.get());
    writeTitle(out, grid);
    // A row measured in one table lands a little lower in the next (its borders, rounding):
    // a line's worth of room is kept free at the foot of each page.
    const double slack = QFontMetricsF(measured->defaultFont(), measured->documentLayout()->paintDevice()).lineSpacing()
                         + 2 * kCellPadding;
    qsizetype from = 0;
    double room = page.height() - tableTop - header - slack;
    for (qsizetype r = 0; r < grid.rows.size(); ++r) {
        const double height = tops[r + 2] - tops[r + 1];
        if (r > from && height > room) {
            writeTable(out, grid, from, r, from > 0);
            from = r;
            room = page.height() - header - slack;
        }
        room -= height;
    }
    writeTable(out, grid, from, grid.rows.size(), from > 0);
    writeLegend(out, grid);
    return document;
}

bool writeAnswerGrid(const AnswerGrid &grid, const QString &pdfPath, const QPageSize &pageSize, QString *error, int *pages)
{
    if (!QFileInfo(QFileInfo(pdfPath).absolutePath()).isDir()) {
        setError(error, AnswerGridText::tr("cannot write '%1': the folder %2 does not exist")
                            .arg(pdfPath, QDir::toNativeSeparators(QFileInfo(pdfPath).absolutePath())));
        return false;
    }
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    auto writer = std::make_unique<QPdfWriter>(&buffer);
    writer->setPageLayout(QPageLayout(pageSize, QPageLayout::Landscape,
                                      QMarginsF(kWorksheetMarginMillimetres, kWorksheetMarginMillimetres,
                                                kWorksheetMarginMillimetres, kWorksheetMarginMillimetres),
                                      QPageLayout::Millimeter));
    writer->setTitle(AnswerGridText::tr("%1: answer grid").arg(grid.sessionTitle));
    writer->setCreator(QStringLiteral("Attention Lab"));

    QPainter painter;
    if (!painter.begin(writer.get())) {
        setError(error, AnswerGridText::tr("cannot paint on the file"));
        return false;
    }
    const double scaleX = writer->logicalDpiX() / kWorksheetDpi;
    const double scaleY = writer->logicalDpiY() / kWorksheetDpi;
    const QSizeF area(writer->width() / scaleX, writer->height() / scaleY);
    const QSizeF text(area.width(), area.height() - kFooterHeight);
    const std::unique_ptr<QTextDocument> document = answerGridDocument(grid, text);
    document->setPageSize(text);
    const int count = document->pageCount();
    for (int p = 0; p < count; ++p) {
        if (p > 0 && !writer->newPage()) {
            painter.end();
            setError(error, AnswerGridText::tr("cannot start a new page"));
            return false;
        }
        painter.save();
        painter.scale(scaleX, scaleY);
        QAbstractTextDocumentLayout::PaintContext context;
        context.palette.setColor(QPalette::Text, Qt::black);
        context.palette.setColor(QPalette::Base, Qt::white);
        context.clip = QRectF(0, p * text.height(), text.width(), text.height());
        painter.save();
        painter.setClipRect(QRectF(QPointF(0, 0), text));
        painter.translate(0, -context.clip.top());
        document->documentLayout()->draw(&painter, context);
        painter.restore();
        painter.setFont(document->defaultFont());
        setWorksheetFontSize(&painter, 7.5);
        painter.setPen(kPrintQuiet);
        painter.drawLine(QLineF(0, text.height() + 8, area.width(), text.height() + 8));
        painter.drawText(QRectF(0, text.height() + 10, area.width(), kFooterHeight - 10), Qt::AlignLeft | Qt::AlignVCenter,
                         footerText(grid, p + 1, count));
        painter.restore();
    }
    if (!painter.end()) {
        setError(error, AnswerGridText::tr("cannot finish the pages"));
        return false;
    }
    writer.reset();
    QString why;
    if (!writeWholeFile(pdfPath, buffer.data(), &why)) {
        setError(error, AnswerGridText::tr("cannot write '%1': %2").arg(pdfPath, why));
        return false;
    }
    if (pages)
        *pages = count;
    return true;
}

} // namespace course
