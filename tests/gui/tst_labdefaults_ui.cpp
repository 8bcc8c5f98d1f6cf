#include "learnerprofiles.h"
#include "profiledialog.h"
#include "profilelistdialog.h"
#include "worksheetdialog.h"
#include "lessonloader.h"

#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

// A student computer's lab defaults (/etc/xdg/AttentionLab/attention-lab.conf with new
// profiles and answer keys off), as the windows read them. QSettings reads XDG_CONFIG_DIRS once
// per process, so main() points it at a temporary folder before anything else runs.

namespace {

QTemporaryDir *systemConfig()
{
    static QTemporaryDir dir;
    return &dir;
}

QTemporaryDir *userConfig()
{
    static QTemporaryDir dir;
    return &dir;
}

} // namespace

class TestLabDefaultsUi : public QObject
{
    Q_OBJECT

private slots:
    void profileListOffersNoNewLearner();
    void firstStartWithoutProfilesSaysSo();
    void firstStartWithAProfileProceeds();
    void worksheetDialogHasNoAnswerKey();
};

void TestLabDefaultsUi::profileListOffersNoNewLearner()
{
    QTemporaryDir data;
    course::LearnerProfiles profiles(data.path());
    QVERIFY(profiles.create(QStringLiteral("Ada")));
    QVERIFY(profiles.create(QStringLiteral("Grace")));
    ui::ProfileListDialog dialog(&profiles);
    dialog.show();
    QVERIFY(!dialog.creationAllowed());
    QVERIFY(!dialog.newButton()->isVisible());
    QVERIFY(!dialog.newButton()->isEnabled());
    // No other button of the dialog creates a learner either.
    for (QPushButton *b : dialog.findChildren<QPushButton *>())
        QVERIFY2(!b->isVisible() || !b->text().contains(QStringLiteral("New")), qPrintable(b->text()));
    QVERIFY(dialog.creationOffLabel());
    QVERIFY(dialog.creationOffLabel()->isVisible());
    QVERIFY(dialog.creationOffLabel()->text().contains(QStringLiteral("administrator")));
    // An existing learner can still be chosen.
    QVERIFY(dialog.selectId(profiles.profiles().at(1).id));
    QVERIFY(dialog.switchButton()->isEnabled());
    QTest::mouseClick(dialog.switchButton(), Qt::LeftButton);
    QCOMPARE(profiles.currentId(), profiles.profiles().at(1).id);
    QCOMPARE(profiles.profiles().size(), 2);
}

void TestLabDefaultsUi::firstStartWithoutProfilesSaysSo()
{
    QTemporaryDir data;
    course::LearnerProfiles profiles(data.path());
    QString said;
    QTimer::singleShot(0, this, [&] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            said = box->text();
            box->accept();
        }
    });
    const auto learner = ui::ProfileDialog::ensureLearner(profiles);
    QVERIFY(!learner);
    QVERIFY(profiles.isEmpty());
    QVERIFY2(said.contains(QStringLiteral("no learner on this computer")), qPrintable(said));
}

void TestLabDefaultsUi::firstStartWithAProfileProceeds()
{
    QTemporaryDir data;
    course::LearnerProfiles profiles(data.path());
    QVERIFY(profiles.create(QStringLiteral("Ada")));
    const auto learner = ui::ProfileDialog::ensureLearner(profiles);
    QVERIFY(learner);
    QCOMPARE(learner->name, QStringLiteral("Ada"));
}

void TestLabDefaultsUi::worksheetDialogHasNoAnswerKey()
{
    const course::Course course = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    ui::WorksheetDialog dialog;
    auto *keyFile = dialog.findChild<QLineEdit *>(QStringLiteral("answerKeyFile"));
    auto *printKey = dialog.findChild<QCheckBox *>(QStringLiteral("printAnswerKey"));
    QVERIFY(keyFile && printKey);
    QVERIFY(!keyFile->isEnabled());
    QVERIFY(!printKey->isEnabled());
    QVERIFY(keyFile->toolTip().contains(QStringLiteral("administrator turned answer keys off")));
    QVERIFY(printKey->toolTip().contains(QStringLiteral("administrator turned answer keys off")));
    dialog.setAnswerKeyFile(QStringLiteral("/tmp/key.pdf"));
    QVERIFY(keyFile->text().isEmpty());
}

int main(int argc, char **argv)
{
    QDir(systemConfig()->path()).mkpath(QStringLiteral("AttentionLab"));
    QFile conf(systemConfig()->filePath(QStringLiteral("AttentionLab/attention-lab.conf")));
    if (!conf.open(QIODevice::WriteOnly) || conf.write("[lab]\nallowNewProfiles=false\nallowAnswerKeys=false\n") < 0)
        return 1;
    conf.close();
    qputenv("XDG_CONFIG_DIRS", systemConfig()->path().toLocal8Bit());
    qputenv("XDG_CONFIG_HOME", userConfig()->path().toLocal8Bit());
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("AttentionLab"));
    QCoreApplication::setApplicationName(QStringLiteral("attention-lab"));
    TestLabDefaultsUi test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_labdefaults_ui.moc"
