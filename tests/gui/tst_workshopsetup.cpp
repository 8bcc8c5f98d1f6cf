#include "editkeysdialog.h"
#include "exportfiguredialog.h"
#include "figureexport.h"
#include "keytablemodel.h"
#include "labflow.h"
#include "labwindow.h"
#include "lessonloader.h"
#include "lessonview.h"
#include "mainwindow.h"
#include "querycanvas.h"
#include "setup.h"
#include "textblock.h"
#include "tracetablemodel.h"
#include "weightchart.h"
#include "workshopmodel.h"
#include "workshopview.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QBarSet>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>

#include <cmath>
#include <memory>

// The teacher's own set-ups in the window: Edit Keys…, moving a key by its tip, File ▸ Open /
// Save Set-up…, the lessons that keep the plate's layout, and Export Figure….

namespace {

ui::MainWindow::Options quietOptions()
{
    ui::MainWindow::Options options;
    options.useSettings = false;
    return options;
}

QList<course::SetupKey> threeKeys()
{
    return {{QStringLiteral("cat"), {20.0, 2.0}, 10.0},
            {QStringLiteral("dog"), {150.0, 1.5}, 40.0},
            {QStringLiteral("car"), {260.0, 2.5}, 90.0}};
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Closes the next message box once it is up, keeping its text.
void closeNextMessageBox(QString *text)
{
    QTimer::singleShot(0, [text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        *text = box->text();
        box->close();
    });
}

} // namespace

Q_DECLARE_METATYPE(ui::figures::Figure)

class TestWorkshopSetup : public QObject
{
    Q_OBJECT

private slots:
    void editKeysAddsUpToEightAndRemovesDownToTwo();
    void editKeysMovesRowsAndResets();
    void editKeysByKeyboard();
    void editKeysShowsProblemsAndWaits();
    void cancelChangesNothing();
    void chartAndTableFollowTheKeys();
    void dragWithModifierMovesAKey_data();
    void dragWithModifierMovesAKey();
    void lessonCanvasesNeverMoveKeys();
    void lessonsKeepThePlatesFigures();
    void openingABadSetUpChangesNothing();
    void setUpOpensAndSavesAgain();
    void setUpMenusExist();
    void exportWritesPngAndSvg_data();
    void exportWritesPngAndSvg();
    void exportDialogWritesTheChosenFigure();
    void labWindowOpensTheSessionsSetUp();
};

void TestWorkshopSetup::editKeysAddsUpToEightAndRemovesDownToTwo()
{
    course::WorkshopModel model;
    ui::EditKeysDialog dialog(&model);
    QAbstractItemModelTester tester(dialog.keyModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(dialog.keyModel()->rowCount(), 5);
    while (dialog.addButton()->isEnabled())
        QTest::mouseClick(dialog.addButton(), Qt::LeftButton);
    QCOMPARE(dialog.keyModel()->rowCount(), course::WorkshopSetup::kMaxKeys);
    QVERIFY(dialog.problemsLabel()->isHidden());
    // New keys have names of their own: nothing to fix before OK.
    QVERIFY(dialog.okButton()->isEnabled());
    QVERIFY(!dialog.keyModel()->addKey(0));

    while (dialog.removeButton()->isEnabled())
        QTest::mouseClick(dialog.removeButton(), Qt::LeftButton);
    QCOMPARE(dialog.keyModel()->rowCount(), course::WorkshopSetup::kMinKeys);
    QVERIFY(!dialog.keyModel()->removeKey(0));
    QVERIFY(model.hasPlateKeys()); // nothing applied yet

    QTest::mouseClick(dialog.okButton(), Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(model.keys().size(), std::size_t(2));
    QStringList names;
    for (const course::SetupKey &k : dialog.keyModel()->keys())
        names << k.name;
    QCOMPARE(model.keyNames(), names);
}

void TestWorkshopSetup::editKeysMovesRowsAndResets()
{
    course::WorkshopModel model;
    ui::EditKeysDialog dialog(&model);
    QAbstractItemModelTester tester(dialog.keyModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    dialog.table()->setCurrentIndex(dialog.keyModel()->index(0, 0));
    QVERIFY(!dialog.upButton()->isEnabled());
    QTest::mouseClick(dialog.downButton(), Qt::LeftButton);
    QTest::mouseClick(dialog.downButton(), Qt::LeftButton);
    QStringList names;
    for (const course::SetupKey &k : dialog.keyModel()->keys())
        names << k.name;
    QCOMPARE(names, (QStringList{"k2", "k3", "k1", "k4", "k5"}));
    QCOMPARE(dialog.table()->currentIndex().row(), 2);
    QTest::mouseClick(dialog.upButton(), Qt::LeftButton);
    QCOMPARE(dialog.keyModel()->keys().at(1).name, QStringLiteral("k1"));

    QTest::mouseClick(dialog.resetButton(), Qt::LeftButton);
    QVERIFY(dialog.keyModel()->keys() == course::WorkshopSetup::plate().keys);

    // Applied in the new order: the figures follow the keys.
    dialog.table()->setCurrentIndex(dialog.keyModel()->index(4, 0));
    QTest::mouseClick(dialog.upButton(), Qt::LeftButton);
    QTest::mouseClick(dialog.okButton(), Qt::LeftButton);
    QCOMPARE(model.keyNames(), (QStringList{"k1", "k2", "k3", "k5", "k4"}));
    QCOMPARE(model.trace().rows[3].value, 50.0);
}

void TestWorkshopSetup::editKeysByKeyboard()
{
    course::WorkshopModel model;
    ui::EditKeysDialog dialog(&model);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTableView *table = dialog.table();
    table->setFocus();
    // Type a new angle and length for key 1, and a new name, without the mouse.
    const auto type = [table](int row, int column, const QString &text) {
        table->setCurrentIndex(table->model()->index(row, column));
        QTest::keyClick(table, Qt::Key_F2);
        QWidget *editor = QApplication::focusWidget();
        QVERIFY(editor && editor != table);
        QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(editor, text);
        QTest::keyClick(editor, Qt::Key_Return);
        // The delegate commits the editor's data in a queued call.
        QApplication::processEvents();
    };
    type(0, ui::KeyTableModel::Angle, QStringLiteral("90"));
    type(0, ui::KeyTableModel::Length, QStringLiteral("3"));
    type(0, ui::KeyTableModel::Name, QStringLiteral("north"));
    type(0, ui::KeyTableModel::Value, QStringLiteral("-7"));
    const course::SetupKey first = dialog.keyModel()->keys().first();
    QCOMPARE(first.name, QStringLiteral("north"));
    QCOMPARE(first.position.angleDegrees, 90.0);
    QCOMPARE(first.position.length, 3.0);
    QCOMPARE(first.value, -7.0);
    QTest::mouseClick(dialog.okButton(), Qt::LeftButton);
    QCOMPARE(model.keyNames().first(), QStringLiteral("north"));
    QCOMPARE(model.layout().keys[0].angleDegrees, 90.0);
    QVERIFY(std::abs(model.keys()[0][1] - 3.0) < 1e-12);
}

void TestWorkshopSetup::editKeysShowsProblemsAndWaits()
{
    course::WorkshopModel model;
    ui::EditKeysDialog dialog(&model);
    ui::KeyTableModel *keys = dialog.keyModel();
    QVERIFY(keys->setData(keys->index(2, ui::KeyTableModel::Name), QStringLiteral("K1")));
    QVERIFY(!dialog.problemsLabel()->isHidden());
    QVERIFY2(dialog.problemsLabel()->text().contains(QStringLiteral("Key 3 has the same name as key 1")),
             qPrintable(dialog.problemsLabel()->text()));
    QVERIFY(!dialog.okButton()->isEnabled());
    QVERIFY(keys->setData(keys->index(3, ui::KeyTableModel::Name), QString()));
    QCOMPARE(dialog.problemsLabel()->text().count(QLatin1Char('\n')), 1); // two problems, two lines
    // Accepting anyway (Enter in a field) applies nothing.
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QVERIFY(model.hasPlateKeys());
    QVERIFY(keys->setData(keys->index(2, ui::KeyTableModel::Name), QStringLiteral("k3")));
    QVERIFY(keys->setData(keys->index(3, ui::KeyTableModel::Name), QStringLiteral("k4")));
    QVERIFY(dialog.problemsLabel()->isHidden());
    QVERIFY(dialog.okButton()->isEnabled());
}

void TestWorkshopSetup::cancelChangesNothing()
{
    course::WorkshopModel model;
    ui::EditKeysDialog dialog(&model);
    QTest::mouseClick(dialog.addButton(), Qt::LeftButton);
    dialog.keyModel()->setData(dialog.keyModel()->index(0, ui::KeyTableModel::Value), 99.0);
    dialog.reject();
    QVERIFY(model.hasPlateKeys());
}

void TestWorkshopSetup::chartAndTableFollowTheKeys()
{
    ui::MainWindow window(quietOptions());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    course::WorkshopModel *model = window.workshopModel();
    ui::WorkshopView *view = window.workshopView();
    QAbstractItemModelTester tester(view->table()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    for (int n : {7, 2, 8}) {
        QList<course::SetupKey> keys;
        for (int i = 0; i < n; ++i)
            keys << course::SetupKey{QStringLiteral("key-%1").arg(i), {i * 360.0 / n, 1.0 + 0.2 * i}, 10.0 * i};
        QVERIFY(model->setKeys(keys));
        QCOMPARE(view->chart()->barSet()->count(), n);
        QCOMPARE(view->table()->model()->rowCount(), n);
        QCOMPARE(view->table()->model()->index(n - 1, ui::TraceTableModel::Key).data().toString(),
                 QStringLiteral("key-%1").arg(n - 1));
        // Every bar is the core's weight for these keys.
        const auto expected = attn::trace(model->layout().lookup(model->query()));
        QVERIFY(expected);
        for (int i = 0; i < n; ++i)
            QVERIFY(std::abs(view->chart()->barSet()->at(i) - 100.0 * expected->rows[std::size_t(i)].weight) < 1e-9);
        // One "Point at" button per key, which points the query at it.
        QCOMPARE(view->presetButtons().size(), 3 + n);
        QTest::mouseClick(view->presetButtons().last(), Qt::LeftButton);
        QCOMPARE(model->leadingKey(), std::size_t(n - 1));
    }
    QVERIFY(view->introText()->text().contains(QStringLiteral("keys of your own")));
    model->resetKeys();
    QCOMPARE(view->chart()->barSet()->count(), 5);
    QVERIFY(view->introText()->text().contains(QStringLiteral("Five keys")));
}

void TestWorkshopSetup::dragWithModifierMovesAKey_data()
{
    QTest::addColumn<Qt::KeyboardModifier>("modifier");
    QTest::newRow("Shift") << Qt::ShiftModifier;
    QTest::newRow("Ctrl") << Qt::ControlModifier;
}

void TestWorkshopSetup::dragWithModifierMovesAKey()
{
    QFETCH(Qt::KeyboardModifier, modifier);
    course::WorkshopModel model;
    ui::WorkshopView view(&model);
    view.resize(1100, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    ui::QueryCanvas *canvas = view.canvas();
    const attn::Polar query = model.query();
    // Key 1 points along x with length 2: pick it up by its tip and drop it at (0, 3).
    const QPoint tip = canvas->toWidget({2.0, 0.0}).toPoint();
    const QPoint drop = canvas->toWidget({0.0, 3.0}).toPoint();
    QCOMPARE(canvas->keyTipNear(tip), std::optional<std::size_t>(0));
    QTest::mousePress(canvas, Qt::LeftButton, modifier, tip);
    QCOMPARE(canvas->draggedKey(), std::optional<std::size_t>(0));
    QMouseEvent move(QEvent::MouseMove, drop, canvas->mapToGlobal(drop), Qt::NoButton, Qt::LeftButton, modifier);
    QApplication::sendEvent(canvas, &move);
    QTest::mouseRelease(canvas, Qt::LeftButton, modifier, drop);
    QVERIFY(!canvas->draggedKey());
    const double pixel = 1.0 / (canvas->toWidget({1.0, 0.0}).x() - canvas->toWidget({0.0, 0.0}).x());
    QVERIFY2(std::abs(model.layout().keys[0].angleDegrees - 90.0) < 1.0, qPrintable(QString::number(model.layout().keys[0].angleDegrees)));
    QVERIFY(std::abs(model.layout().keys[0].length - 3.0) < 2 * pixel);
    // The query stayed where it was; the figures follow the moved key.
    QCOMPARE(model.angle(), query.angleDegrees);
    QCOMPARE(model.length(), query.length);
    const auto expected = attn::trace(model.layout().lookup(model.query()));
    QVERIFY(std::abs(model.trace().output - expected->output) < 1e-12);
    QVERIFY(std::abs(view.chart()->barSet()->at(0) - 100.0 * expected->rows[0].weight) < 1e-9);

    // Without a modifier the same press takes the query, not the key.
    const attn::Polar key = model.layout().keys[1];
    const QPoint tip2 = canvas->toWidget({model.keys()[1][0], model.keys()[1][1]}).toPoint();
    QTest::mousePress(canvas, Qt::LeftButton, Qt::NoModifier, tip2);
    QTest::mouseRelease(canvas, Qt::LeftButton, Qt::NoModifier, tip2);
    QCOMPARE(model.layout().keys[1].angleDegrees, key.angleDegrees);
    QVERIFY(std::abs(model.angle() - key.angleDegrees) < 1.0);
}

void TestWorkshopSetup::lessonCanvasesNeverMoveKeys()
{
    course::WorkshopModel model;
    ui::QueryCanvas canvas(&model);
    canvas.resize(400, 400);
    canvas.show();
    QVERIFY(QTest::qWaitForWindowExposed(&canvas));
    QVERIFY(!canvas.keysEditable());
    const QPoint tip = canvas.toWidget({2.0, 0.0}).toPoint();
    QTest::mousePress(&canvas, Qt::LeftButton, Qt::ShiftModifier, tip);
    QTest::mouseRelease(&canvas, Qt::LeftButton, Qt::ShiftModifier, canvas.toWidget({0.0, 3.0}).toPoint());
    QVERIFY(model.hasPlateKeys());
}

void TestWorkshopSetup::lessonsKeepThePlatesFigures()
{
    ui::MainWindow window(quietOptions());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // Lesson 1's "Attention" page quotes the plate: key 2 gets 55.1%, the output is 16.84.
    QVERIFY(window.showLesson(QStringLiteral("iv2-1-dictionary-vs-attention"), 2));
    const QString before = window.lessonView()->prose()->toPlainText();
    QVERIFY2(before.contains(QStringLiteral("55.1%")) && before.contains(QStringLiteral("16.84")), qPrintable(before));

    // The free workshop gets keys of its own, moved, and a query of its own.
    window.showWorkshop();
    QVERIFY(window.workshopModel()->setKeys(threeKeys()));
    QVERIFY(window.workshopModel()->moveKey(0, {45.0, 4.0}));
    window.workshopModel()->setQuery({45.0, 3.0});
    QVERIFY(window.workshopModel() != window.lessonModel());
    QVERIFY(window.lessonModel()->hasPlateKeys());

    QVERIFY(window.showLesson(QStringLiteral("iv2-1-dictionary-vs-attention"), 2));
    const QString after = window.lessonView()->prose()->toPlainText();
    QVERIFY2(after.contains(QStringLiteral("55.1%")) && after.contains(QStringLiteral("16.84")), qPrintable(after));
    QCOMPARE(after, before);
    // The weighted-average lesson's output too.
    QVERIFY(window.showLesson(QStringLiteral("iv2-4-weighted-average"), 2));
    QVERIFY(window.lessonView()->prose()->toPlainText().contains(QStringLiteral("16.84")));
}

void TestWorkshopSetup::openingABadSetUpChangesNothing()
{
    ui::MainWindow window(quietOptions());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    course::WorkshopModel *model = window.workshopModel();
    QVERIFY(model->setKeys(threeKeys()));
    model->setQuery({100.0, 2.0});
    const course::WorkshopSetup before = window.workshopSetup();

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("bad.attnsetup"));
    QVERIFY(writeFile(file, R"({"formatVersion": 1, "keys": [
        {"name": "a", "angle": 0, "length": 1e300, "value": 1},
        {"name": "A", "angle": 90, "length": 1},
        {"name": "b", "angle": 180, "length": 1, "value": 2}],
        "query": {"angle": 0, "length": 1}})"));
    QString message;
    closeNextMessageBox(&message);
    QVERIFY(!window.openSetup(file));
    QVERIFY2(message.contains(QStringLiteral("the workshop is unchanged")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("key 1: the length 1e+300 is outside 0 to 10")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("key 2: “value” is missing")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("same name")), qPrintable(message));
    QVERIFY(window.workshopSetup() == before);

    // Not JSON at all, and a file that is not there: the same.
    QVERIFY(writeFile(file, "{\"keys\": [NaN]}"));
    closeNextMessageBox(&message);
    QVERIFY(!window.openSetup(file));
    QVERIFY2(message.contains(QStringLiteral("not a set-up file")), qPrintable(message));
    closeNextMessageBox(&message);
    QVERIFY(!window.openSetup(dir.filePath(QStringLiteral("missing.attnsetup"))));
    QVERIFY(window.workshopSetup() == before);
}

void TestWorkshopSetup::setUpOpensAndSavesAgain()
{
    ui::MainWindow window(quietOptions());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openSetup(QStringLiteral(FORMATS_DIR "/setup.example.attnsetup")));
    course::WorkshopModel *model = window.workshopModel();
    QCOMPARE(model->keyNames(), (QStringList{"cat", "kitten", "dog", "car"}));
    QCOMPARE(model->angle(), 28.0);
    QCOMPARE(window.workshopView()->canvas()->inspectedKey(), std::optional<std::size_t>(1));
    QCOMPARE(window.workshopView()->chart()->barSet()->count(), 4);

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("again.attnsetup"));
    QVERIFY(window.saveSetup(file));
    QStringList problems;
    const auto saved = course::readSetup(file, &problems);
    const auto example = course::readSetup(QStringLiteral(FORMATS_DIR "/setup.example.attnsetup"), &problems);
    QVERIFY(saved && example);
    QVERIFY(*saved == *example);

    // A window opened on a set-up (attention-lab --setup FILE) shows it.
    ui::MainWindow::Options options = quietOptions();
    options.setup = example;
    ui::MainWindow opened(options);
    QCOMPARE(opened.workshopModel()->keyNames(), model->keyNames());
    QCOMPARE(opened.workshopView()->canvas()->inspectedKey(), std::optional<std::size_t>(1));
    QVERIFY(opened.lessonModel()->hasPlateKeys());
}

void TestWorkshopSetup::setUpMenusExist()
{
    ui::MainWindow window(quietOptions());
    QStringList names;
    for (QAction *action : window.findChildren<QAction *>())
        names << action->objectName();
    for (const char *name : {"openSetupAction", "saveSetupAction", "editKeysAction", "resetKeysAction", "exportFigureAction"})
        QVERIFY2(names.contains(QLatin1String(name)), name);
    // Reset Keys from the menu returns to the plate's layout.
    QVERIFY(window.workshopModel()->setKeys(threeKeys()));
    window.findChild<QAction *>(QStringLiteral("resetKeysAction"))->trigger();
    QVERIFY(window.workshopModel()->hasPlateKeys());
}

void TestWorkshopSetup::exportWritesPngAndSvg_data()
{
    QTest::addColumn<ui::figures::Figure>("figure");
    QTest::addColumn<QString>("suffix");
    for (auto [figure, name] : {std::pair{ui::figures::Figure::Plane, "plane"},
                                std::pair{ui::figures::Figure::WeightChart, "chart"},
                                std::pair{ui::figures::Figure::TraceTable, "table"}}) {
        QTest::newRow(qPrintable(QStringLiteral("%1 png").arg(QLatin1String(name)))) << figure << QStringLiteral("png");
        QTest::newRow(qPrintable(QStringLiteral("%1 svg").arg(QLatin1String(name)))) << figure << QStringLiteral("SVG");
    }
}

void TestWorkshopSetup::exportWritesPngAndSvg()
{
    QFETCH(ui::figures::Figure, figure);
    QFETCH(QString, suffix);
    course::WorkshopModel model;
    QVERIFY(model.setKeys(threeKeys()));
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("figure.") + suffix);
    QString error;
    QVERIFY2(ui::figures::exportFigure(&model, figure, file, QSize(640, 480), 1, &error), qPrintable(error));
    const QByteArray bytes = readAll(file);
    if (suffix == QLatin1String("png")) {
        QImage image;
        QVERIFY(image.loadFromData(bytes, "PNG"));
        QCOMPARE(image.size(), QSize(640, 480));
        // Not a blank picture: the figure has more than its background.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        QVERIFY(colours.size() > 3);
    } else {
        QVERIFY2(bytes.startsWith("<?xml"), bytes.left(40).constData());
        QVERIFY(bytes.contains("<svg"));
        QVERIFY(bytes.contains("width=\"") && bytes.contains("viewBox=\"0 0 640 480\""));
    }
}

void TestWorkshopSetup::exportDialogWritesTheChosenFigure()
{
    course::WorkshopModel model;
    ui::ExportFigureDialog dialog(&model, std::nullopt);
    QTemporaryDir dir;
    dialog.figureBox()->setCurrentIndex(1);
    QCOMPARE(dialog.figure(), ui::figures::Figure::WeightChart);
    dialog.widthSpin()->setValue(800);
    dialog.heightSpin()->setValue(500);

    // An unknown suffix is refused in the dialog, which stays open.
    dialog.fileEdit()->setText(dir.filePath(QStringLiteral("chart.jpg")));
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QVERIFY(!dialog.problemLabel()->isHidden());
    QVERIFY(dialog.problemLabel()->text().contains(QStringLiteral(".png or .svg")));

    const QString file = dir.filePath(QStringLiteral("chart.svg"));
    dialog.fileEdit()->setText(file);
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    const QByteArray bytes = readAll(file);
    QVERIFY(bytes.startsWith("<?xml") && bytes.contains("<svg"));
    QVERIFY(bytes.contains("viewBox=\"0 0 800 500\""));
}

void TestWorkshopSetup::labWindowOpensTheSessionsSetUp()
{
    const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    course::LabRequest request;
    request.title = QStringLiteral("Week 3");
    request.lessonIds = {QStringLiteral("iv2-1-dictionary-vs-attention")};
    request.seed = 7;
    QStringList problems;
    QTemporaryDir dir;
    {
        const auto plain = course::makeLabSession(c, request, &problems);
        QVERIFY(plain);
        const std::unique_ptr<ui::LabWindow> w(ui::openLabWindow(*plain, c, {QStringLiteral("s-1"), QStringLiteral("Ada")}, dir.filePath("a")));
        QVERIFY(!w->workshopAction());
    }
    QStringList read;
    request.setup = course::readSetup(QStringLiteral(FORMATS_DIR "/setup.example.attnsetup"), &read);
    QVERIFY(request.setup);
    const auto session = course::makeLabSession(c, request, &problems);
    QVERIFY(session);
    const std::unique_ptr<ui::LabWindow> w(ui::openLabWindow(*session, c, {QStringLiteral("s-1"), QStringLiteral("Ada")}, dir.filePath("b")));
    QVERIFY(w->workshopAction());
    w->workshopAction()->trigger();
    QVERIFY(w->workshopWindow());
    auto *view = w->workshopWindow()->findChild<ui::WorkshopView *>();
    QVERIFY(view);
    QCOMPARE(view->model()->keyNames(), (QStringList{"cat", "kitten", "dog", "car"}));
    QCOMPARE(view->model()->angle(), 28.0);
    QCOMPARE(view->canvas()->inspectedKey(), std::optional<std::size_t>(1));
    // The target exercises keep the plate's keys, on which they are graded.
    for (ui::QueryCanvas *canvas : w->findChildren<ui::QueryCanvas *>(QStringLiteral("targetCanvas"))) {
        QVERIFY(!canvas->keysEditable());
    }
    const QList<course::WorkshopModel *> models = w->findChildren<course::WorkshopModel *>(QString(), Qt::FindDirectChildrenOnly);
    QVERIFY(!models.isEmpty());
    for (course::WorkshopModel *model : models)
        QVERIFY(model->hasPlateKeys());
}

QTEST_MAIN(TestWorkshopSetup)
#include "tst_workshopsetup.moc"
