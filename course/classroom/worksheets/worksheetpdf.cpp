#include "worksheetpdf.h"

#include "userfiles.h"
#include "variantcode.h"
#include "worksheetfigure.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPalette>
#include <QPdfWriter>
#include <QTextDocument>

#include <memory>

namespace course {

namespace {

class WorksheetPdfText
{
    Q_DECLARE_TR_FUNCTIONS(WorksheetPdfText)
};

constexpr double kFooterHeight = 28.0; // document units, under the text of every page
constexpr double kMarginMillimetres = kWorksheetMarginMillimetres;

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

QString footerText(const Worksheet &sheet, bool answerKey, int page, int pages)
{
    const QString who = sheet.nameKnown ? WorksheetPdfText::tr("%1 (%2)").arg(sheet.studentName, sheet.studentId)
                                        : sheet.studentId;
    const QString pageText = WorksheetPdfText::tr("page %1 of %2").arg(page).arg(pages);
    return (answerKey ? WorksheetPdfText::tr("Answer key · %1 · %2 · code %3 · %4")
                      : WorksheetPdfText::tr("%1 · %2 · code %3 · %4"))
        .arg(sheet.sessionTitle, who, sheet.code, pageText);
}

/// The part of a page's printable `area` that the document flows in: all but the footer.
QSizeF textArea(const QSizeF &area)
{
    return {area.width(), area.height() - kFooterHeight};
}

/// Paints page `page` (0-based) of `pages` of a laid-out worksheet, and its footer, in document
/// units with (0, 0) at the top left of the printable `area`.
void paintPage(QPainter *painter, QTextDocument *document, const Worksheet &sheet, bool answerKey, int page, int pages,
               const QSizeF &area)
{
    const QSizeF text = textArea(area);
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette.setColor(QPalette::Text, Qt::black);
    context.palette.setColor(QPalette::Base, Qt::white);
    context.clip = QRectF(0, page * text.height(), text.width(), text.height());
    painter->save();
    painter->setClipRect(QRectF(QPointF(0, 0), text));
    painter->translate(0, -context.clip.top());
    document->documentLayout()->draw(painter, context);
    painter->restore();

    painter->save();
    painter->setFont(document->defaultFont());
    setWorksheetFontSize(painter, 7.5);
    painter->setPen(kPrintQuiet);
    const double top = area.height() - kFooterHeight;
    painter->drawLine(QLineF(0, top + 8, area.width(), top + 8));
    painter->drawText(QRectF(0, top + 10, area.width(), kFooterHeight - 10), Qt::AlignLeft | Qt::AlignVCenter,
                      footerText(sheet, answerKey, page + 1, pages));
    painter->restore();
}

/// One PDF file being made in memory: written (writeWholeFile()) only when the whole job
/// succeeded, so that a full disk is reported, never a short file.
struct PdfOutput {
    QBuffer buffer;
    std::unique_ptr<QPdfWriter> writer;

    PdfOutput(const QPageSize &pageSize, const QString &title)
    {
        buffer.open(QIODevice::WriteOnly);
        writer = std::make_unique<QPdfWriter>(&buffer);
        writer->setPageSize(pageSize);
        writer->setPageMargins(QMarginsF(kMarginMillimetres, kMarginMillimetres, kMarginMillimetres, kMarginMillimetres),
                               QPageLayout::Millimeter);
        writer->setTitle(title);
        writer->setCreator(QStringLiteral("Attention Lab"));
    }

    /// The finished PDF (its writer is gone once it is complete).
    const QByteArray &finish()
    {
        writer.reset();
        return buffer.data();
    }
};

} // namespace

WorksheetClass worksheetStudents(const LabSession &session, const QString &rosterFile, int copies)
{
    WorksheetClass out;
    if (!rosterFile.isEmpty()) {
        const Roster roster = readRoster(rosterFile);
        for (const RosterProblem &problem : roster.problems) {
            // Line 0: the file as a whole (not found, not UTF-8, no header).
            if (problem.line == 0) {
                out.problem = problem.message;
                return out;
            }
            out.leftOut << problem;
        }
        if (roster.students.isEmpty())
            out.problem = WorksheetPdfText::tr("the class list has no student that can be used");
        out.students = roster.students;
        return out;
    }
    if (copies > 0) {
        out.students = numberedCopies(copies);
    } else if (!session.roster.isEmpty()) {
        out.students = session.roster;
    } else {
        out.problem = WorksheetPdfText::tr("the session has no roster");
        out.needsRosterOrCopies = true;
    }
    return out;
}

std::optional<QList<Worksheet>> makeWorksheets(const LabSession &session, const Course &course,
                                               const QList<LabStudent> &students, QStringList *problems)
{
    if (students.isEmpty()) {
        if (problems)
            *problems << WorksheetPdfText::tr("there is no student to print a worksheet for");
        return std::nullopt;
    }
    QList<Worksheet> sheets;
    for (const LabStudent &student : students) {
        std::optional<Worksheet> sheet = makeWorksheet(session, course, student, problems);
        if (!sheet)
            return std::nullopt; // the same exercises are missing for every student: said once
        sheets << *sheet;
    }
    return sheets;
}

bool paintWorksheets(QPagedPaintDevice *device, const QList<Worksheet> &sheets, bool answerKey,
                     const WorksheetProgress &progress, int done, int total, int *pages, QString *error)
{
    QPainter painter;
    if (!painter.begin(device)) {
        setError(error, WorksheetPdfText::tr("cannot paint on the printer or file"));
        return false;
    }
    const double scaleX = device->logicalDpiX() / kWorksheetDpi;
    const double scaleY = device->logicalDpiY() / kWorksheetDpi;
    const QSizeF area(device->width() / scaleX, device->height() / scaleY);
    const QSizeF page = textArea(area);

    bool first = true;
    int painted = 0;
    for (const Worksheet &sheet : sheets) {
        if (progress && !progress(done, total)) {
            painter.end();
            setError(error, WorksheetPdfText::tr("cancelled"));
            return false;
        }
        const std::unique_ptr<QTextDocument> document = worksheetDocument(sheet, answerKey);
        keepQuestionsTogether(document.get(), page);
        const int count = document->pageCount();
        for (int p = 0; p < count; ++p) {
            if (!first && !device->newPage()) {
                painter.end();
                setError(error, WorksheetPdfText::tr("cannot start a new page"));
                return false;
            }
            first = false;
            painter.save();
            painter.scale(scaleX, scaleY);
            paintPage(&painter, document.get(), sheet, answerKey, p, count, area);
            painter.restore();
            ++painted;
        }
        ++done;
    }
    if (progress && !progress(done, total)) {
        painter.end();
        setError(error, WorksheetPdfText::tr("cancelled"));
        return false;
    }
    if (!painter.end()) {
        setError(error, WorksheetPdfText::tr("cannot finish the pages"));
        return false;
    }
    if (pages)
        *pages = painted;
    return true;
}

bool writeWorksheets(const LabSession &session, const Course &course, const QList<LabStudent> &students,
                     const QString &pdfPath, const QString &answerKeyPath, const QPageSize &pageSize,
                     const WorksheetProgress &progress, QString *error, WorksheetPrintResult *result)
{
    QStringList problems;
    const std::optional<QList<Worksheet>> sheets = makeWorksheets(session, course, students, &problems);
    if (!sheets) {
        setError(error, problems.join(QStringLiteral("; ")));
        return false;
    }
    if (!answerKeyPath.isEmpty() && QFileInfo(answerKeyPath).absoluteFilePath() == QFileInfo(pdfPath).absoluteFilePath()) {
        setError(error, WorksheetPdfText::tr("the worksheets and the answer key cannot be the same file"));
        return false;
    }
    // A folder that is not there is a mistyped path, not one to make: said before any page.
    for (const QString &path : {pdfPath, answerKeyPath}) {
        if (!path.isEmpty() && !QFileInfo(QFileInfo(path).absolutePath()).isDir()) {
            setError(error, WorksheetPdfText::tr("cannot write '%1': the folder %2 does not exist")
                                .arg(path, QDir::toNativeSeparators(QFileInfo(path).absolutePath())));
            return false;
        }
    }
    const int total = int(sheets->size()) * (answerKeyPath.isEmpty() ? 1 : 2);
    WorksheetPrintResult made;
    made.worksheets = int(sheets->size());

    PdfOutput worksheets(pageSize, WorksheetPdfText::tr("%1: worksheets").arg(session.title));
    if (!paintWorksheets(worksheets.writer.get(), *sheets, false, progress, 0, total, &made.pages, error))
        return false; // nothing was written
    std::unique_ptr<PdfOutput> key;
    if (!answerKeyPath.isEmpty()) {
        key = std::make_unique<PdfOutput>(pageSize, WorksheetPdfText::tr("%1: answer key").arg(session.title));
        if (!paintWorksheets(key->writer.get(), *sheets, true, progress, int(sheets->size()), total,
                             &made.answerKeyPages, error))
            return false;
    }
    QString why;
    if (!writeWholeFile(pdfPath, worksheets.finish(), &why)) {
        setError(error, WorksheetPdfText::tr("cannot write '%1': %2").arg(pdfPath, why));
        return false;
    }
    if (key && !writeWholeFile(answerKeyPath, key->finish(), &why)) {
        setError(error, WorksheetPdfText::tr("the worksheets were written to '%1', but the answer key cannot be written "
                                             "to '%2': %3").arg(pdfPath, answerKeyPath, why));
        return false;
    }
    if (result)
        *result = made;
    return true;
}

QImage worksheetPageImage(const Worksheet &sheet, bool answerKey, const QPageSize &pageSize, int page, double dpi)
{
    const QSizeF paper = pageSize.size(QPageSize::Inch) * kWorksheetDpi;
    const double margin = kMarginMillimetres / 25.4 * kWorksheetDpi;
    const QSizeF area(paper.width() - 2 * margin, paper.height() - 2 * margin);
    const std::unique_ptr<QTextDocument> document = worksheetDocument(sheet, answerKey);
    keepQuestionsTogether(document.get(), textArea(area));
    if (page < 0 || page >= document->pageCount())
        return {};
    const double scale = dpi / kWorksheetDpi;
    QImage image((paper * scale).toSize(), QImage::Format_RGB32);
    image.setDotsPerMeterX(qRound(dpi / 0.0254));
    image.setDotsPerMeterY(qRound(dpi / 0.0254));
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.scale(scale, scale);
    painter.translate(margin, margin);
    paintPage(&painter, document.get(), sheet, answerKey, page, document->pageCount(), area);
    painter.end();
    return image.convertToFormat(QImage::Format_Grayscale8);
}

std::optional<QPageSize> worksheetPageSize(const QString &name)
{
    if (name.compare(QLatin1String("A4"), Qt::CaseInsensitive) == 0)
        return QPageSize(QPageSize::A4);
    if (name.compare(QLatin1String("Letter"), Qt::CaseInsensitive) == 0)
        return QPageSize(QPageSize::Letter);
    return std::nullopt;
}

} // namespace course
