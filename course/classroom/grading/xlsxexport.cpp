#include "xlsxexport.h"

#include "csvexport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryFile>

#include <xlsxwriter.h>

namespace course {

namespace {

class XlsxText
{
    Q_DECLARE_TR_FUNCTIONS(XlsxText)
};

/// Text as a cell's UTF-8 (text cells stay text: libxlsxwriter never reads one as a formula).
class Utf8
{
public:
    explicit Utf8(const QString &text)
        : m_bytes(text.toUtf8())
    {
    }
    const char *get() const { return m_bytes.constData(); }

private:
    QByteArray m_bytes;
};

/// Writes one worksheet's cells and remembers the first error.
class Sheet
{
public:
    explicit Sheet(lxw_worksheet *sheet)
        : m_sheet(sheet)
    {
    }
    void text(int row, int column, const QString &text, lxw_format *format = nullptr)
    {
        keep(worksheet_write_string(m_sheet, lxw_row_t(row), lxw_col_t(column), Utf8(text).get(), format));
    }
    void number(int row, int column, double x, lxw_format *format = nullptr)
    {
        keep(worksheet_write_number(m_sheet, lxw_row_t(row), lxw_col_t(column), x, format));
    }
    void date(int row, int column, const QDateTime &when, lxw_format *format)
    {
        const QDateTime local = when.toLocalTime();
        lxw_datetime d{local.date().year(), local.date().month(), local.date().day(),
                       local.time().hour(), local.time().minute(), double(local.time().second())};
        keep(worksheet_write_datetime(m_sheet, lxw_row_t(row), lxw_col_t(column), &d, format));
    }
    lxw_error error() const { return m_error; }

private:
    void keep(lxw_error e)
    {
        if (m_error == LXW_NO_ERROR)
            m_error = e;
    }
    lxw_worksheet *m_sheet;
    lxw_error m_error = LXW_NO_ERROR;
};

} // namespace

bool writeGradebookXlsx(const QString &path, const Gradebook &book, const LabSession &session, const Course &course,
                        QString *error)
{
    // Written beside the target, then renamed over it: never a half-written spreadsheet.
    const QFileInfo target(path);
    QTemporaryFile temporary(target.absoluteDir().filePath(QStringLiteral(".%1.XXXXXX").arg(target.fileName())));
    if (!temporary.open()) {
        *error = temporary.errorString();
        return false;
    }
    temporary.close();
    lxw_workbook *workbook = workbook_new(QFile::encodeName(temporary.fileName()).constData());
    if (!workbook) {
        *error = XlsxText::tr("the spreadsheet cannot be made");
        return false;
    }
    lxw_format *bold = workbook_add_format(workbook);
    format_set_bold(bold);
    lxw_format *when = workbook_add_format(workbook);
    format_set_num_format(when, "yyyy-mm-dd hh:mm");
    lxw_format *decimals = workbook_add_format(workbook);
    format_set_num_format(decimals, "0.00");

    lxw_worksheet *gradebook = workbook_add_worksheet(workbook, Utf8(XlsxText::tr("Gradebook")).get());
    Sheet g(gradebook);
    QStringList header{XlsxText::tr("Student ID"), XlsxText::tr("Name"), XlsxText::tr("Email"), XlsxText::tr("Section"),
                       XlsxText::tr("Status"), XlsxText::tr("Handed in")};
    for (const QString &id : session.exerciseIds) {
        const Exercise *e = course.exercise(id);
        header << (e ? e->title : id);
    }
    header << XlsxText::tr("Total") << XlsxText::tr("Max") << XlsxText::tr("Percent") << XlsxText::tr("Flags");
    for (int c = 0; c < header.size(); ++c)
        g.text(0, c, header[c], bold);
    int row = 1;
    for (const GradebookStudent &s : book.students) {
        const auto roster = std::find_if(session.roster.cbegin(), session.roster.cend(),
                                         [&](const LabStudent &r) { return r.id == s.id; });
        int c = 0;
        g.text(row, c++, s.id);
        g.text(row, c++, s.name);
        g.text(row, c++, roster != session.roster.cend() ? roster->email : QString());
        g.text(row, c++, roster != session.roster.cend() ? roster->section : QString());
        g.text(row, c++, exportedStatus(s));
        if (s.handedIn && s.handedInAt.isValid())
            g.date(row, c, s.handedInAt, when);
        ++c;
        for (const QString &id : session.exerciseIds) {
            if (s.handedIn)
                g.number(row, c, s.scores.value(id), decimals);
            ++c;
        }
        g.number(row, c++, s.total, decimals);
        g.number(row, c++, s.max, decimals);
        g.number(row, c++, s.max > 0.0 ? 100.0 * s.total / s.max : 0.0, decimals);
        g.text(row, c++, s.flags.join(QStringLiteral(" | ")));
        ++row;
    }
    worksheet_freeze_panes(gradebook, 1, 2);
    worksheet_set_column(gradebook, 0, 0, 12, nullptr);
    worksheet_set_column(gradebook, 1, 1, 24, nullptr);

    lxw_worksheet *itemsSheet = workbook_add_worksheet(workbook, Utf8(XlsxText::tr("Items")).get());
    Sheet it(itemsSheet);
    const QStringList itemHeader{XlsxText::tr("Student ID"), XlsxText::tr("Name"), XlsxText::tr("Status"), XlsxText::tr("Exercise ID"),
                                 XlsxText::tr("Exercise"), XlsxText::tr("Score"), XlsxText::tr("Max"), XlsxText::tr("Attempts"),
                                 XlsxText::tr("Hints"), XlsxText::tr("Diagnosis")};
    for (int c = 0; c < itemHeader.size(); ++c)
        it.text(0, c, itemHeader[c], bold);
    row = 1;
    for (const StudentItem &i : studentItems(book, session, course)) {
        it.text(row, 0, i.studentId);
        it.text(row, 1, i.name);
        it.text(row, 2, i.status);
        it.text(row, 3, i.exerciseId);
        it.text(row, 4, i.title);
        it.number(row, 5, i.score, decimals);
        it.number(row, 6, 1.0, decimals);
        it.number(row, 7, i.attempts);
        it.number(row, 8, i.hints);
        it.text(row, 9, i.diagnosis);
        ++row;
    }
    worksheet_freeze_panes(itemsSheet, 1, 2);

    const lxw_error cells = g.error() != LXW_NO_ERROR ? g.error() : it.error();
    const lxw_error closed = workbook_close(workbook);
    if (cells != LXW_NO_ERROR || closed != LXW_NO_ERROR) {
        *error = QString::fromUtf8(lxw_strerror(cells != LXW_NO_ERROR ? cells : closed));
        return false;
    }
    // A full disk can leave a short file behind a "success": the zip must be whole.
    if (QFileInfo(temporary.fileName()).size() < 100) {
        *error = XlsxText::tr("the spreadsheet was not written whole");
        return false;
    }
    QFile::remove(path);
    if (!QFile::rename(temporary.fileName(), path)) {
        *error = XlsxText::tr("cannot put the spreadsheet at %1").arg(QDir::toNativeSeparators(path));
        return false;
    }
    temporary.setAutoRemove(false);
    return true;
}

} // namespace course
