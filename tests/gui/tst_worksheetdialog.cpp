#include "labsession.h"
#include "lessonloader.h"
#include "worksheetdialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

// Teacher ▸ Print Worksheets…: the dialog reads the session and the class list before anything
// is written, says what it will print, and writes both PDF files from its Save PDF button.

namespace {

const course::Course &theCourse()
{
    static const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    return c;
}

QString writeSession(const QString &dir, bool withRoster)
{
    course::LabRequest r;
    r.title = QStringLiteral("Week 2");
    r.exerciseIds = {QStringLiteral("iv2-2-score-k2"), QStringLiteral("iv2-2-table-dot")};
    r.seed = 3;
    if (withRoster)
        r.roster = {{QStringLiteral("s-1"), QStringLiteral("Ada"), {}, {}}, {QStringLiteral("s-2"), QStringLiteral("Grace"), {}, {}}};
    QStringList problems;
    const auto session = course::makeLabSession(theCourse(), r, &problems);
    const QString path = QDir(dir).filePath(withRoster ? QStringLiteral("week2.attnlab") : QStringLiteral("open.attnlab"));
    return session && course::writeLabSession(path, *session) ? path : QString();
}

} // namespace

class TestWorksheetDialog : public QObject
{
    Q_OBJECT

private slots:
    void savePdfWritesWorksheetsAndKey();
    void answerGridIsWrittenForTheRoster();
    void sessionWithoutRosterPrintsCopies();
    void unreadableInputWritesNothing();
};

void TestWorksheetDialog::savePdfWritesWorksheetsAndKey()
{
    QTemporaryDir dir;
    const QString session = writeSession(dir.path(), true);
    QVERIFY(!session.isEmpty());
    ui::WorksheetDialog dialog;
    dialog.show();
    QApplication::setActiveWindow(&dialog);
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    auto *sessionEdit = dialog.findChild<QLineEdit *>(QStringLiteral("sessionFile"));
    QVERIFY(sessionEdit);
    sessionEdit->setFocus();
    QTest::keyClicks(sessionEdit, session);
    QTest::keyClick(sessionEdit, Qt::Key_Tab); // leaving the field reads the session
    QCOMPARE(dialog.students().size(), 2);
    // (No translator here: the plural reads "worksheet(s)".)
    QVERIFY2(dialog.status().contains(QStringLiteral("2 worksheet")), qPrintable(dialog.status()));
    QVERIFY(!QFile::exists(dialog.findChild<QLineEdit *>(QStringLiteral("pdfFile"))->text()));
    // The files are suggested beside the session.
    const QString pdf = dialog.findChild<QLineEdit *>(QStringLiteral("pdfFile"))->text();
    const QString key = dialog.findChild<QLineEdit *>(QStringLiteral("answerKeyFile"))->text();
    QCOMPARE(QFileInfo(pdf).absolutePath(), QFileInfo(session).absolutePath());
    QVERIFY(!dialog.findChild<QSpinBox *>(QStringLiteral("copies"))->isEnabled());
    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("savePdf")), Qt::LeftButton);
    QVERIFY2(QFile::exists(pdf) && QFile::exists(key), qPrintable(dialog.status()));
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(4) == "%PDF");
    QVERIFY2(dialog.status().contains(QStringLiteral("Wrote 2 worksheet")), qPrintable(dialog.status()));
}

void TestWorksheetDialog::answerGridIsWrittenForTheRoster()
{
    QTemporaryDir dir;
    ui::WorksheetDialog dialog;
    dialog.setSessionFile(writeSession(dir.path(), true));
    auto *gridEdit = dialog.findChild<QLineEdit *>(QStringLiteral("answerGridFile"));
    QVERIFY(gridEdit && gridEdit->isEnabled());
    const QString grid = dir.filePath(QStringLiteral("grid.pdf"));
    gridEdit->setText(grid);
    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("savePdf")), Qt::LeftButton);
    QVERIFY2(QFile::exists(grid), qPrintable(dialog.status()));
    QVERIFY2(dialog.status().contains(QStringLiteral("answer grid")), qPrintable(dialog.status()));
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), grid, QStringLiteral("-")});
    QVERIFY(text.waitForFinished(60000));
    const QString out = QString::fromUtf8(text.readAllStandardOutput());
    QVERIFY2(out.contains(QStringLiteral("Ada")) && out.contains(QStringLiteral("Grace")), qPrintable(out));

    // Without a roster, copies get worksheets but no grid, and nothing is written.
    ui::WorksheetDialog open;
    open.setSessionFile(writeSession(dir.path(), false));
    const QString openGrid = dir.filePath(QStringLiteral("open-grid.pdf"));
    open.setPdfFile(dir.filePath(QStringLiteral("open.pdf")));
    open.setAnswerGridFile(openGrid);
    QVERIFY(!open.savePdf());
    QVERIFY2(open.status().contains(QStringLiteral("no roster")), qPrintable(open.status()));
    QVERIFY(!QFile::exists(openGrid) && !QFile::exists(dir.filePath(QStringLiteral("open.pdf"))));
}

void TestWorksheetDialog::sessionWithoutRosterPrintsCopies()
{
    QTemporaryDir dir;
    ui::WorksheetDialog dialog;
    dialog.setSessionFile(writeSession(dir.path(), false));
    auto *copies = dialog.findChild<QSpinBox *>(QStringLiteral("copies"));
    QVERIFY(copies->isEnabled());
    copies->setValue(4);
    QCOMPARE(dialog.students().size(), 4);
    QCOMPARE(dialog.students().first().id, QStringLiteral("copy-01"));
}

void TestWorksheetDialog::unreadableInputWritesNothing()
{
    QTemporaryDir dir;
    ui::WorksheetDialog dialog;
    const QString pdf = dir.filePath(QStringLiteral("out.pdf"));
    dialog.setPdfFile(pdf);
    dialog.setSessionFile(dir.filePath(QStringLiteral("none.attnlab")));
    QVERIFY(dialog.students().isEmpty());
    QVERIFY(dialog.status().contains(QStringLiteral("cannot be read")));
    QVERIFY(!dialog.savePdf());
    QVERIFY(!QFile::exists(pdf));

    const QString broken = dir.filePath(QStringLiteral("broken.csv"));
    QFile csv(broken);
    QVERIFY(csv.open(QIODevice::WriteOnly));
    csv.write("\xff\xfe\x00garbage");
    csv.close();
    dialog.setSessionFile(writeSession(dir.path(), true));
    dialog.setRosterFile(broken);
    QVERIFY(dialog.status().contains(QStringLiteral("class list cannot be used")));
    QVERIFY(!dialog.savePdf());
    QVERIFY(!QFile::exists(pdf));
}

QTEST_MAIN(TestWorksheetDialog)
#include "tst_worksheetdialog.moc"
