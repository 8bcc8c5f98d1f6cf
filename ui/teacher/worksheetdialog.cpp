#include "worksheetdialog.h"

#include "answergrid.h"
#include "labdefaults.h"
#include "lastfolder.h"
#include "lesson.h"
#include "openedsession.h"
#include "roster.h"
#include "variantcode.h"
#include "worksheetpdf.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QProgressDialog>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ui {

namespace {

/// A line edit with a Browse… button beside it.
QWidget *fileRow(QLineEdit *edit, QPushButton *browse, QWidget *parent)
{
    auto *row = new QWidget(parent);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(edit, 1);
    layout->addWidget(browse);
    return row;
}

/// A progress dialog for `total` worksheets, and the callback that feeds it and asks it
/// whether the teacher cancelled.
course::WorksheetProgress progressOf(QProgressDialog *dialog)
{
    return [dialog](int done, int total) {
        dialog->setMaximum(total);
        dialog->setValue(done); // a modal progress dialog processes events here
        return !dialog->wasCanceled();
    };
}

} // namespace

WorksheetDialog::WorksheetDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Print Worksheets"));
    setObjectName(QStringLiteral("worksheetDialog"));

    m_sessionFile = new QLineEdit(this);
    m_sessionFile->setObjectName(QStringLiteral("sessionFile"));
    m_sessionFile->setAccessibleName(tr("Lab session file"));
    m_sessionFile->setPlaceholderText(tr("A lab session file (.attnlab)"));
    auto *browseSession = new QPushButton(tr("Browse…"), this);
    connect(browseSession, &QPushButton::clicked, this, &WorksheetDialog::chooseSession);

    m_rosterFile = new QLineEdit(this);
    m_rosterFile->setObjectName(QStringLiteral("rosterFile"));
    m_rosterFile->setAccessibleName(tr("Class list file"));
    m_rosterFile->setPlaceholderText(tr("Optional: the session's own roster"));
    auto *browseRoster = new QPushButton(tr("Browse…"), this);
    connect(browseRoster, &QPushButton::clicked, this, &WorksheetDialog::chooseRoster);

    m_copies = new QSpinBox(this);
    m_copies->setObjectName(QStringLiteral("copies"));
    m_copies->setRange(1, course::kMaxWorksheetCopies);
    m_copies->setValue(25);
    m_copies->setToolTip(tr("Without a roster: this many numbered copies (copy-01, copy-02, …), each with its own numbers."));

    m_pageSize = new QComboBox(this);
    m_pageSize->setObjectName(QStringLiteral("pageSize"));
    m_pageSize->addItem(tr("A4"), int(QPageSize::A4));
    m_pageSize->addItem(tr("Letter"), int(QPageSize::Letter));
    if (QLocale().measurementSystem() == QLocale::ImperialUSSystem)
        m_pageSize->setCurrentIndex(1);

    m_pdfFile = new QLineEdit(this);
    m_pdfFile->setObjectName(QStringLiteral("pdfFile"));
    m_pdfFile->setAccessibleName(tr("Worksheets PDF file"));
    auto *browsePdf = new QPushButton(tr("Browse…"), this);
    connect(browsePdf, &QPushButton::clicked, this, &WorksheetDialog::choosePdf);
    m_answerKeyFile = new QLineEdit(this);
    m_answerKeyFile->setObjectName(QStringLiteral("answerKeyFile"));
    m_answerKeyFile->setAccessibleName(tr("Answer key PDF file"));
    auto *browseKey = m_browseKey = new QPushButton(tr("Browse…"), this);
    connect(browseKey, &QPushButton::clicked, this, &WorksheetDialog::chooseAnswerKey);

    m_answerGridFile = new QLineEdit(this);
    m_answerGridFile->setObjectName(QStringLiteral("answerGridFile"));
    m_answerGridFile->setAccessibleName(tr("Answer grid PDF file"));
    auto *browseGrid = m_browseGrid = new QPushButton(tr("Browse…"), this);
    connect(browseGrid, &QPushButton::clicked, this, &WorksheetDialog::chooseAnswerGrid);

    m_printAnswerKey = new QCheckBox(tr("Print… sends the answer key, not the worksheets"), this);
    m_printAnswerKey->setObjectName(QStringLiteral("printAnswerKey"));

    updateAnswerKeyControls();

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);

    auto *form = new QFormLayout;
    form->addRow(tr("&Lab session:"), fileRow(m_sessionFile, browseSession, this));
    form->addRow(tr("&Class list:"), fileRow(m_rosterFile, browseRoster, this));
    form->addRow(tr("C&opies without a roster:"), m_copies);
    form->addRow(tr("Page si&ze:"), m_pageSize);
    form->addRow(tr("&Worksheets PDF:"), fileRow(m_pdfFile, browsePdf, this));
    form->addRow(tr("&Answer key PDF:"), fileRow(m_answerKeyFile, browseKey, this));
    form->addRow(tr("Answer &grid PDF:"), fileRow(m_answerGridFile, browseGrid, this));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *save = buttons->addButton(tr("&Save PDF"), QDialogButtonBox::ActionRole);
    save->setObjectName(QStringLiteral("savePdf"));
    save->setDefault(true);
    QPushButton *printButton = buttons->addButton(tr("&Print…"), QDialogButtonBox::ActionRole);
    printButton->setObjectName(QStringLiteral("print"));
    connect(save, &QPushButton::clicked, this, &WorksheetDialog::savePdf);
    connect(printButton, &QPushButton::clicked, this, &WorksheetDialog::print);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_printAnswerKey);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    connect(m_sessionFile, &QLineEdit::editingFinished, this, &WorksheetDialog::check);
    connect(m_rosterFile, &QLineEdit::editingFinished, this, &WorksheetDialog::check);
    connect(m_copies, &QSpinBox::valueChanged, this, &WorksheetDialog::check);
    showStatus(tr("Choose a lab session."), false);
}

void WorksheetDialog::setSessionFile(const QString &path)
{
    m_sessionFile->setText(path);
    check();
}

void WorksheetDialog::setRosterFile(const QString &path)
{
    m_rosterFile->setText(path);
    check();
}

void WorksheetDialog::setPdfFile(const QString &path)
{
    m_pdfFile->setText(path);
}

void WorksheetDialog::setAnswerKeyFile(const QString &path)
{
    if (!m_answerKeysAllowed)
        return;
    m_answerKeyFile->setText(path);
}

void WorksheetDialog::setAnswerGridFile(const QString &path)
{
    if (!m_answerKeysAllowed)
        return;
    m_answerGridFile->setText(path);
}

void WorksheetDialog::setCopies(int copies)
{
    m_copies->setValue(copies);
}

void WorksheetDialog::setPageSize(QPageSize::PageSizeId id)
{
    m_pageSize->setCurrentIndex(std::max(0, m_pageSize->findData(int(id))));
}

QString WorksheetDialog::status() const
{
    return m_status->text();
}

QPageSize WorksheetDialog::pageSize() const
{
    return QPageSize(QPageSize::PageSizeId(m_pageSize->currentData().toInt()));
}

void WorksheetDialog::showStatus(const QString &text, bool problem)
{
    m_status->setText(text);
    m_status->setProperty("problem", problem); // the text says it too, for every palette

}

void WorksheetDialog::updateAnswerKeyControls()
{
    // On a student's computer the lab's administrator turns answer keys off (/etc/xdg), and a
    // session may keep its keys to computers that allow them in so many words.
    const course::LabDefaults defaults = course::LabDefaults::current();
    const bool sessionAsks = m_session && m_session->answerKeysOnlyWhereAllowed;
    m_answerKeysAllowed = defaults.allowsAnswerKeys(sessionAsks);
    const QString why = !defaults.allowAnswerKeys
                            ? tr("The lab's administrator turned answer keys off on this computer.")
                            : tr("This session prints its answer keys only on a computer whose lab defaults allow them "
                                 "(allowAnswerKeys=true), as the teacher's does.");
    for (QWidget *w : std::initializer_list<QWidget *>{m_answerKeyFile, m_browseKey, m_answerGridFile, m_browseGrid,
                                                       m_printAnswerKey}) {
        w->setEnabled(m_answerKeysAllowed);
        w->setToolTip(m_answerKeysAllowed ? QString() : why);
    }
    if (m_answerKeysAllowed) {
        m_answerKeyFile->setPlaceholderText(tr("Optional"));
        m_answerGridFile->setPlaceholderText(tr("Optional: every student's answers on one table"));
        return;
    }
    m_answerKeyFile->clear();
    m_answerGridFile->clear();
    m_printAnswerKey->setChecked(false);
    const QString off = !defaults.allowAnswerKeys ? tr("Turned off by the lab's administrator")
                                                  : tr("Not on this computer: the session keeps its keys to the teacher's");
    m_answerKeyFile->setPlaceholderText(off);
    m_answerGridFile->setPlaceholderText(off);
}

bool WorksheetDialog::check()
{
    m_session.reset();
    m_students.clear();
    updateAnswerKeyControls();
    const QString sessionFile = m_sessionFile->text().trimmed();
    if (sessionFile.isEmpty()) {
        showStatus(tr("Choose a lab session."), true);
        return false;
    }
    // The course the students work in, and how it differs from the one the session was made
    // for: said, as the command says it (course::openLabSession for both).
    course::OpenedSession opened = course::openLabSession(sessionFile);
    if (!opened.ok()) {
        showStatus(tr("The lab session cannot be read: %1").arg(opened.problems.join(QLatin1Char(' '))), true);
        return false;
    }
    m_session = opened.session;
    m_sessionCourse = opened.course;
    updateAnswerKeyControls();
    const QStringList warnings = opened.folderMessages + opened.differences;
    QString note;
    if (!warnings.isEmpty())
        note = QLatin1Char(' ') + tr("Warning: %1").arg(warnings.join(QLatin1Char(' ')));
    const QString rosterFile = m_rosterFile->text().trimmed();
    // The command's rule: the class list, else the copies (offered when the session has no
    // roster), else the session's roster.
    const course::WorksheetClass who =
        course::worksheetStudents(*m_session, rosterFile, m_session->roster.isEmpty() ? m_copies->value() : 0);
    if (who.students.isEmpty()) {
        showStatus(tr("The class list cannot be used: %1").arg(who.problem), true);
        m_session.reset();
        return false;
    }
    m_students = who.students;
    if (!who.leftOut.isEmpty())
        note = tr(" %n line(s) of the class list were left out.", nullptr, int(who.leftOut.size())) + note;
    m_copies->setEnabled(rosterFile.isEmpty() && m_session->roster.isEmpty());
    QStringList problems;
    if (!course::makeWorksheets(*m_session, m_sessionCourse, m_students, &problems)) {
        showStatus(problems.join(QLatin1Char(' ')), true);
        m_students.clear();
        m_session.reset();
        return false;
    }
    showStatus(tr("“%1”: %n worksheet(s), one per student.", nullptr, int(m_students.size())).arg(m_session->title) + note,
               false);
    if (m_pdfFile->text().isEmpty()) {
        const QFileInfo info(sessionFile);
        m_pdfFile->setText(info.dir().filePath(info.completeBaseName() + tr("-worksheets") + QStringLiteral(".pdf")));
        if (m_answerKeysAllowed)
            m_answerKeyFile->setText(info.dir().filePath(info.completeBaseName() + tr("-answer-key") + QStringLiteral(".pdf")));
    }
    return true;
}

bool WorksheetDialog::savePdf()
{
    if (!check())
        return false;
    const QString pdf = m_pdfFile->text().trimmed();
    const QString grid = m_answerKeysAllowed ? m_answerGridFile->text().trimmed() : QString();
    if (pdf.isEmpty() && grid.isEmpty()) {
        showStatus(tr("Choose where the worksheets go."), true);
        return false;
    }
    // The grid's class is checked before anything is written: numbered copies have no grid.
    const course::WorksheetClass gridClass = course::answerGridStudents(*m_session, m_rosterFile->text().trimmed());
    if (!grid.isEmpty() && gridClass.students.isEmpty()) {
        showStatus(tr("Nothing was written: %1").arg(gridClass.problem), true);
        return false;
    }
    if (!grid.isEmpty() && QFileInfo(grid).absoluteFilePath() == QFileInfo(pdf).absoluteFilePath()) {
        showStatus(tr("Nothing was written: the answer grid and the worksheets cannot be the same file."), true);
        return false;
    }
    QString error;
    if (pdf.isEmpty()) {
        int gridPages = 0;
        if (!saveAnswerGrid(grid, &error, &gridPages)) {
            showStatus(tr("Nothing was written: %1").arg(error), true);
            return false;
        }
        showStatus(tr("Wrote the answer grid, %n page(s), to %1.", nullptr, gridPages).arg(QDir::toNativeSeparators(grid)),
                   false);
        return true;
    }
    QProgressDialog progress(tr("Writing the worksheets…"), tr("Cancel"), 0, 0, this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    course::WorksheetPrintResult result;
    const QString answerKey = m_answerKeysAllowed ? m_answerKeyFile->text().trimmed() : QString();
    const bool written = course::writeWorksheets(*m_session, m_sessionCourse, m_students, pdf, answerKey,
                                                 pageSize(), progressOf(&progress), &error, &result);
    progress.reset();
    if (!written) {
        showStatus(progress.wasCanceled() ? tr("Cancelled: no file was written.")
                                          : tr("Nothing was written: %1").arg(error),
                   !progress.wasCanceled());
        return false;
    }
    QString text = tr("Wrote %n worksheet(s), %1 pages, to %2.", nullptr, result.worksheets)
                       .arg(result.pages)
                       .arg(QDir::toNativeSeparators(pdf));
    if (!answerKey.isEmpty())
        text += QLatin1Char(' ') + tr("The answer key, %1 pages, is in %2.")
                                       .arg(result.answerKeyPages)
                                       .arg(QDir::toNativeSeparators(answerKey));
    if (!grid.isEmpty()) {
        int gridPages = 0;
        if (!saveAnswerGrid(grid, &error, &gridPages)) {
            showStatus(text + QLatin1Char(' ') + tr("The answer grid was not written: %1").arg(error), true);
            return false;
        }
        text += QLatin1Char(' ') + tr("The answer grid, %n page(s), is in %1.", nullptr, gridPages).arg(QDir::toNativeSeparators(grid));
    }
    showStatus(text, false);
    return true;
}

bool WorksheetDialog::saveAnswerGrid(const QString &path, QString *error, int *pages)
{
    const course::WorksheetClass who = course::answerGridStudents(*m_session, m_rosterFile->text().trimmed());
    QStringList problems;
    const std::optional<course::AnswerGrid> grid = course::makeAnswerGrid(*m_session, m_sessionCourse, who.students, &problems);
    if (!grid) {
        *error = who.students.isEmpty() ? who.problem : problems.join(QLatin1Char(' '));
        return false;
    }
    return course::writeAnswerGrid(*grid, path, pageSize(), error, pages);
}

void WorksheetDialog::print()
{
    if (!check())
        return;
    QStringList problems;
    const std::optional<QList<course::Worksheet>> sheets = course::makeWorksheets(*m_session, m_sessionCourse, m_students, &problems);
    if (!sheets)
        return;
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(pageSize());
    printer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    printer.setDocName(m_session->title);
    QPrintDialog dialog(&printer, this);
    dialog.setWindowTitle((m_answerKeysAllowed && m_printAnswerKey->isChecked()) ? tr("Print the Answer Key") : tr("Print the Worksheets"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    QProgressDialog progress(tr("Printing…"), tr("Cancel"), 0, int(sheets->size()), this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    QString error;
    const bool printed = course::paintWorksheets(&printer, *sheets, (m_answerKeysAllowed && m_printAnswerKey->isChecked()), progressOf(&progress), 0,
                                                 int(sheets->size()), nullptr, &error);
    // Cancelling stops the job after the sheet being painted; what the printer has is its own.
    if (!printed && !progress.wasCanceled())
        QMessageBox::warning(this, tr("Print Worksheets"), tr("The worksheets could not be printed: %1").arg(error));
}

void WorksheetDialog::chooseSession()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Choose the Lab Session"), lastFolder(FileKind::LabSession),
                                                      tr("Lab sessions (*.attnlab);;All files (*)"));
    if (file.isEmpty())
        return;
    rememberFolder(FileKind::LabSession, file);
    setSessionFile(file);
}

void WorksheetDialog::chooseRoster()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Choose a Class List"), QFileInfo(m_sessionFile->text()).absolutePath(),
                                                      tr("Class lists (*.csv);;All files (*)"));
    if (!file.isEmpty())
        setRosterFile(file);
}

void WorksheetDialog::choosePdf()
{
    const QString file = QFileDialog::getSaveFileName(this, tr("Save the Worksheets"), m_pdfFile->text(), tr("PDF files (*.pdf)"));
    if (!file.isEmpty())
        setPdfFile(file);
}

void WorksheetDialog::chooseAnswerGrid()
{
    const QString file = QFileDialog::getSaveFileName(this, tr("Save the Answer Grid"), m_answerGridFile->text(), tr("PDF files (*.pdf)"));
    if (!file.isEmpty())
        setAnswerGridFile(file);
}

void WorksheetDialog::chooseAnswerKey()
{
    const QString file = QFileDialog::getSaveFileName(this, tr("Save the Answer Key"), m_answerKeyFile->text(), tr("PDF files (*.pdf)"));
    if (!file.isEmpty())
        setAnswerKeyFile(file);
}

} // namespace ui
