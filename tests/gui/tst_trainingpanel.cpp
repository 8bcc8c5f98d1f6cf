#include "figures.h"
#include "trainingmodel.h"
#include "trainingpanel.h"
#include "trainingplane.h"
#include "workshopmodel.h"

#include <QAbstractScrollArea>
#include <QAccessible>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

#include <cmath>

class TestTrainingPanel : public QObject
{
    Q_OBJECT

private slots:
    void stepPlayAndReset();
    void aRateFarTooLargeStopsWithoutHarm();
    void theTaskChangesTheTokens();
    void controlsHaveNames();
};

void TestTrainingPanel::stepPlayAndReset()
{
    course::WorkshopModel model;
    ui::TrainingPanel panel(&model);
    panel.resize(900, 700);
    panel.show();
    course::TrainingModel *run = panel.training();
    const QMap<QString, QString> before = panel.placeholders();
    QCOMPARE(before.value(QStringLiteral("train.step")), QStringLiteral("0"));
    QCOMPARE(before.value(QStringLiteral("train.loss")), before.value(QStringLiteral("train.start")));
    // The gradient's entries are the core's at the run's start.
    const auto [wq, wk] = attn::initialMatrices(run->seed());
    const auto first = attn::evaluateTraining(run->task(), wq, wk);
    QVERIFY(first);
    QCOMPARE(before.value(QStringLiteral("train.grad.12")), course::formatFixed(first->gradWq[0][1], 4));
    QCOMPARE(before.value(QStringLiteral("train.grad.21")), course::formatFixed(first->gradWq[1][0], 4));
    // Step: one update, and the loss falls.
    // ATTENTION_LAB_SHOTS=DIR keeps pictures of the run (start, middle, end) for the docs.
    const QString shots = qEnvironmentVariable("ATTENTION_LAB_SHOTS");
    const auto shoot = [&](const char *name) {
        if (!shots.isEmpty())
            QVERIFY(panel.grab().save(QDir(shots).filePath(QString::fromLatin1(name))));
    };
    shoot("training-start.png");
    QTest::mouseClick(panel.findChild<QPushButton *>(QStringLiteral("stepButton")), Qt::LeftButton);
    QCOMPARE(run->steps(), 1);
    for (int i = 0; i < 7; ++i)
        run->step();
    shoot("training-middle.png");
    QVERIFY(run->point().loss < run->startLoss());
    // Play runs to the end: the default task learned, every token on its target.
    QTest::mouseClick(panel.findChild<QPushButton *>(QStringLiteral("playButton")), Qt::LeftButton);
    QVERIFY(panel.isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(run->isFinished(), 20000);
    QTRY_VERIFY(!panel.isPlaying());
    QCOMPARE(run->point().accuracy, 1.0);
    QVERIFY(run->point().loss * 10.0 <= run->startLoss());
    QCOMPARE(panel.placeholders().value(QStringLiteral("train.accuracy")), QStringLiteral("100.0%"));
    shoot("training-end.png");
    // The grid shows each token's weights, its target in bold.
    auto *grid = panel.findChild<QTableWidget *>(QStringLiteral("trainingWeights"));
    QCOMPARE(grid->rowCount(), int(run->task().tokens.size()));
    QVERIFY(grid->item(0, int(run->task().targets[0]))->font().bold());
    // Reset: the seed's matrices again, and the very same start.
    const double start = run->startLoss();
    QTest::mouseClick(panel.findChild<QPushButton *>(QStringLiteral("resetButton")), Qt::LeftButton);
    QCOMPARE(run->steps(), 0);
    QCOMPARE(run->point().loss, start);
    // Another seed starts elsewhere.
    panel.findChild<QSpinBox *>(QStringLiteral("seedSpin"))->setValue(2);
    QVERIFY(run->startLoss() != start);
    QCOMPARE(panel.placeholders().value(QStringLiteral("train.seed")), QStringLiteral("2"));
}

void TestTrainingPanel::aRateFarTooLargeStopsWithoutHarm()
{
    course::WorkshopModel model;
    ui::TrainingPanel panel(&model);
    panel.findChild<QDoubleSpinBox *>(QStringLiteral("rateSpin"))->setValue(50.0);
    course::TrainingModel *run = panel.training();
    for (int i = 0; i < course::TrainingModel::kMaxSteps + 5 && run->step(); ++i) {
    }
    QVERIFY(run->isFinished());
    QVERIFY(std::isfinite(run->point().loss));
    QVERIFY(!panel.findChild<QPushButton *>(QStringLiteral("stepButton"))->isEnabled());
    // The plane still draws (UBSan once caught the grid's loop overflowing here), zoomed out
    // only so far.
    auto *plane = panel.findChild<ui::TrainingPlane *>();
    plane->resize(300, 300);
    plane->grab();
    QVERIFY(plane->extent() <= 1e6);
}

void TestTrainingPanel::theTaskChangesTheTokens()
{
    course::WorkshopModel model;
    ui::TrainingPanel panel(&model);
    auto *task = panel.findChild<QComboBox *>(QStringLiteral("taskCombo"));
    QCOMPARE(task->count(), int(attn::trainingTasks().size()));
    task->setCurrentIndex(1);
    QCOMPARE(panel.training()->task().name, std::string("it-cat"));
    QCOMPARE(panel.findChild<QTableWidget *>(QStringLiteral("trainingWeights"))->rowCount(), 4);
    QVERIFY(panel.findChild<ui::TrainingPlane *>()->accessibleDescription().contains(QStringLiteral("it: query")));
}

void TestTrainingPanel::controlsHaveNames()
{
    course::WorkshopModel model;
    ui::TrainingPanel panel(&model);
    panel.show();
    for (QWidget *w : panel.findChildren<QWidget *>()) {
        if (w->focusPolicy() == Qt::NoFocus || !w->isVisibleTo(&panel))
            continue;
        // A spin box's line edit is read as the spin box, a scroll area's viewport as its view.
        if (qobject_cast<QAbstractSpinBox *>(w->parentWidget()) || qobject_cast<QAbstractScrollArea *>(w->parentWidget()))
            continue;
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
        QVERIFY2(iface && !iface->text(QAccessible::Name).isEmpty(), qPrintable(w->objectName() + QLatin1Char(' ') + w->metaObject()->className()));
    }
}

QTEST_MAIN(TestTrainingPanel)
#include "tst_trainingpanel.moc"
