#include "lastfolder.h"

#include <QDir>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

// File dialogs start where the user last chose a file of the same kind: sessions on the share,
// exports on the desktop, each remembered on its own, and a folder gone since is not offered.

class TestLastFolder : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void eachKindIsRememberedOnItsOwn();
};

void TestLastFolder::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestLastFolder::eachKindIsRememberedOnItsOwn()
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QCOMPARE(ui::lastFolder(ui::FileKind::LabSession), documents);
    QTemporaryDir share;
    QTemporaryDir desktop;
    ui::rememberFolder(ui::FileKind::LabSession, QDir(share.path()).filePath(QStringLiteral("week3.attnlab")));
    ui::rememberFolder(ui::FileKind::Export, QDir(desktop.path()).filePath(QStringLiteral("week3.csv")));
    QCOMPARE(ui::lastFolder(ui::FileKind::LabSession), share.path());
    QCOMPARE(ui::lastFolder(ui::FileKind::Export), desktop.path());
    QCOMPARE(ui::lastFolder(ui::FileKind::Setup), documents);
    // A fallback (the session's hand-in folder, say) counts only where nothing is remembered.
    QCOMPARE(ui::lastFolder(ui::FileKind::Roster, share.path()), share.path());
    QCOMPARE(ui::lastFolder(ui::FileKind::Export, share.path()), desktop.path());
    // A folder gone since (a USB stick pulled) is not offered.
    const QString gone = desktop.path();
    desktop.remove();
    QCOMPARE(ui::lastFolder(ui::FileKind::Export), documents);
    QCOMPARE(ui::lastFolder(ui::FileKind::Export, share.path()), share.path());
    QVERIFY(!QDir(gone).exists());
    ui::rememberFolder(ui::FileKind::Export, QString());
    QCOMPARE(ui::lastFolder(ui::FileKind::Export), documents);
}

QTEST_MAIN(TestLastFolder)
#include "tst_lastfolder.moc"
