#include "labsession.h"
#include "lessonloader.h"
#include "worksheetdialog.h"

#include <QApplication>
#include <QCheckBox>
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

QString writeSession(const QString &dir, bool withRoster, bool keysWhereAllowed = false)
{
    course::LabRequest r;
    r.answerKeysOnlyWhereAllowed = keysWhereAllowed;
    r.title = QStringLiteral("Week 2");
    r.exerciseIds = {QStringLiteral("iv2-2-score-k2"), QStringLiteral("iv2-2-table-dot")};
    r.seed = 3;
    if (withRoster)
        r.roster = {{QStringLiteral("s-1"), QStringLiteral("Ada"), {}, {}}, {QStringLiteral("s-2"), QStringLiteral("Grace"), {}, {}}};
    QStringList problems;
    const auto session = course::makeLabSession(theCourse(), r, &problems);
    const QString path = QDir(dir).filePath(keysWhereAllowed ? QStringLiteral("kept.attnlab")
                                             : withRoster     ? QStringLiteral("week2.attnlab")
                                                              : QStringLiteral("open.attnlab"));
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
    void aSessionKeepingItsKeysPrintsNoneHere();
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

void TestWorksheetDialog::aSessionKeepingItsKeysPrintsNoneHere()
{
    // This computer has no lab defaults (main()): answer keys are not turned off, but not
    // allowed in so many words either, which a session that keeps its keys asks for.
    QTemporaryDir dir;
    ui::WorksheetDialog dialog;
    auto *keyFile = dialog.findChild<QLineEdit *>(QStringLiteral("answerKeyFile"));
    auto *gridFile = dialog.findChild<QLineEdit *>(QStringLiteral("answerGridFile"));
    auto *printKey = dialog.findChild<QCheckBox *>(QStringLiteral("printAnswerKey"));
    QVERIFY(keyFile && gridFile && printKey);
    dialog.setSessionFile(writeSession(dir.path(), true));
    QVERIFY(keyFile->isEnabled() && gridFile->isEnabled() && printKey->isEnabled());
    printKey->setChecked(true);

    const QString kept = writeSession(dir.path(), true, true);
    dialog.setSessionFile(kept);
    QVERIFY(!keyFile->isEnabled() && !gridFile->isEnabled() && !printKey->isEnabled());
    QVERIFY(!printKey->isChecked());
    QVERIFY2(keyFile->toolTip().contains(QStringLiteral("only on a computer whose lab defaults allow them")),
             qPrintable(keyFile->toolTip()));
    QVERIFY(keyFile->text().isEmpty());
    dialog.setAnswerKeyFile(dir.filePath(QStringLiteral("key.pdf")));
    dialog.setAnswerGridFile(dir.filePath(QStringLiteral("grid.pdf")));
    dialog.setPdfFile(dir.filePath(QStringLiteral("sheets.pdf")));
    QVERIFY2(dialog.savePdf(), qPrintable(dialog.status()));
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("sheets.pdf"))));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("key.pdf"))));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("grid.pdf"))));

    // Back to a session without the wish: the key can be chosen again.
    dialog.setSessionFile(writeSession(dir.path(), true));
    QVERIFY(keyFile->isEnabled() && printKey->isEnabled());
}

int main(int argc, char **argv)
{
    // No lab defaults, whatever this machine's /etc/xdg holds: QSettings reads XDG_CONFIG_DIRS
    // once, before the first test.
    QTemporaryDir system;
    QTemporaryDir user;
    qputenv("XDG_CONFIG_DIRS", system.path().toLocal8Bit());
    qputenv("XDG_CONFIG_HOME", user.path().toLocal8Bit());
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("AttentionLab"));
    QCoreApplication::setApplicationName(QStringLiteral("attention-lab"));
    TestWorksheetDialog test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_worksheetdialog.moc"
