#include "joinlabdialog.h"
#include "labsession.h"
#include "mainwindow.h"
#include "setup.h"
#include "workshopmodel.h"

#include <QApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QMimeData>
#include <QPointer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrl>

// Dropping the course's files onto the course window opens them as a double click would; any
// other drop is refused.

namespace {

ui::MainWindow::Options testOptions()
{
    ui::MainWindow::Options options;
    options.useSettings = false;
    return options;
}

/// Sends a drag of `files` into the window's centre; whether it was accepted.
bool dragEnter(QWidget *window, QMimeData *mime)
{
    QDragEnterEvent enter(window->rect().center(), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window, &enter);
    return enter.isAccepted();
}

bool drop(QWidget *window, QMimeData *mime)
{
    QDropEvent event(QPointF(window->rect().center()), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window, &event);
    return event.isAccepted();
}

QMimeData *urls(const QStringList &files)
{
    auto *mime = new QMimeData;
    QList<QUrl> list;
    for (const QString &f : files)
        list << QUrl::fromLocalFile(f);
    mime->setUrls(list);
    return mime;
}

} // namespace

class TestOpenFiles : public QObject
{
    Q_OBJECT

private slots:
    void droppedSetupOpensInTheWorkshop();
    void droppedSessionAsksWhoJoins();
    void otherDropsAreRefused();
};

void TestOpenFiles::droppedSetupOpensInTheWorkshop()
{
    ui::MainWindow window(testOptions());
    window.show();
    const QString file = QStringLiteral(FORMATS_DIR "/setup.example.attnsetup");
    QStringList problems;
    const std::optional<course::WorkshopSetup> setup = course::readSetup(file, &problems);
    QVERIFY(setup);
    QVERIFY(window.workshopModel()->hasPlateKeys());
    std::unique_ptr<QMimeData> mime(urls({file}));
    QVERIFY(dragEnter(&window, mime.get()));
    QVERIFY(drop(&window, mime.get()));
    QTRY_VERIFY(!window.workshopModel()->hasPlateKeys());
    QCOMPARE(window.workshopSetup().names(), setup->names());
    QVERIFY(qAbs(window.workshopModel()->angle() - setup->query.angleDegrees) < 1e-9);
}

void TestOpenFiles::droppedSessionAsksWhoJoins()
{
    ui::MainWindow window(testOptions());
    window.show();
    QTemporaryDir dir;
    // A session under another name: recognised by its contents.
    const QString file = dir.filePath(QStringLiteral("from-the-teacher.json"));
    QVERIFY(QFile::copy(QStringLiteral(FORMATS_DIR "/lab-session.example.attnlab"), file));
    QString seenTitle;
    // The join dialog is modal: look at it, then cancel it.
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [&] {
        if (auto *dialog = qobject_cast<ui::JoinLabDialog *>(QApplication::activeModalWidget())) {
            seenTitle = dialog->windowTitle();
            dialog->reject();
        }
    });
    poll.start(20);
    std::unique_ptr<QMimeData> mime(urls({file}));
    QVERIFY(dragEnter(&window, mime.get()));
    QVERIFY(drop(&window, mime.get()));
    QTRY_VERIFY(!seenTitle.isEmpty());
    // A set-up it did not open.
    QVERIFY(window.workshopModel()->hasPlateKeys());
}

void TestOpenFiles::otherDropsAreRefused()
{
    ui::MainWindow window(testOptions());
    window.show();
    QTemporaryDir dir;
    const QString notes = dir.filePath(QStringLiteral("notes.txt"));
    QFile f(notes);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"not\": \"ours\"}");
    f.close();
    std::unique_ptr<QMimeData> text(urls({notes}));
    QVERIFY(!dragEnter(&window, text.get()));
    QVERIFY(!drop(&window, text.get()));
    QMimeData plain;
    plain.setText(QStringLiteral("hello"));
    QVERIFY(!dragEnter(&window, &plain));
    std::unique_ptr<QMimeData> web(new QMimeData);
    web->setUrls({QUrl(QStringLiteral("https://example.org/week3.attnlab"))});
    QVERIFY(!dragEnter(&window, web.get()));
    QVERIFY(window.workshopModel()->hasPlateKeys());
}

QTEST_MAIN(TestOpenFiles)
#include "tst_openfiles.moc"
