#include "attentionmatrixmodel.h"
#include "lessonview.h"
#include "mainwindow.h"
#include "matrixpanel.h"
#include "projectionpanel.h"
#include "sharpnesspanel.h"
#include "workshopmodel.h"
#include "workshopview.h"

#include <QApplication>
#include <QTest>

#include <functional>

// A step of a query drag changes figures, not sizes: on every page with a panel, and in the free
// workshop, it repaints what changed and never lays the page out again (which costs more than
// everything else a step does; see tests/benchmarks/bench_pages).

namespace {

/// Counts the layout requests that reach any widget of the application.
class LayoutRequests : public QObject
{
public:
    LayoutRequests() { qApp->installEventFilter(this); }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LayoutRequest && watched->isWidgetType())
            receivers << QString::fromLatin1(watched->metaObject()->className()) + QLatin1Char(' ')
                             + watched->objectName();
        return false;
    }
    QStringList receivers;
};

/// What Qt does before the next frame: posted events (layout requests among them), then paint.
void nextFrame()
{
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
}

} // namespace

class TestStepLayout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void workshopStepLaysNothingOut();
    void lessonPageStepLaysNothingOut_data();
    void lessonPageStepLaysNothingOut();

private:
    /// Steps `change` a few times (the first steps may settle sizes the page never had), then
    /// three more, which must not ask for any layout.
    void expectNoLayout(const std::function<void(int)> &change);

    std::unique_ptr<ui::MainWindow> m_window;
};

void TestStepLayout::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    ui::MainWindow::Options options;
    options.useSettings = false;
    options.query = attn::Polar{40.0, 1.5};
    m_window = std::make_unique<ui::MainWindow>(options);
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestStepLayout::expectNoLayout(const std::function<void(int)> &change)
{
    for (int i = 0; i < 2; ++i) {
        change(i);
        nextFrame();
    }
    LayoutRequests requests;
    for (int i = 2; i < 5; ++i) {
        change(i);
        nextFrame();
    }
    QVERIFY2(requests.receivers.isEmpty(), qPrintable(requests.receivers.join(QStringLiteral(", "))));
}

void TestStepLayout::workshopStepLaysNothingOut()
{
    m_window->showWorkshop();
    nextFrame();
    course::WorkshopModel *model = m_window->workshopModel();
    expectNoLayout([model](int i) { model->setQuery({40.0 + i, 1.5}); });
}

void TestStepLayout::lessonPageStepLaysNothingOut_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<int>("page");
    ui::LessonView *lessons = m_window->lessonView();
    const course::Course &course = m_window->session()->course();
    for (int l = 0; l < course.lessons.size(); ++l) {
        const course::Lesson &lesson = course.lessons.at(l);
        for (int page = 0; page < lessons->pageCount(l); ++page) {
            const int content = lessons->contentPage(l, page);
            if (content >= 0 && !lesson.pages.at(content).panel.isEmpty())
                QTest::addRow("%s/%s", qPrintable(lesson.id), qPrintable(lesson.pages.at(content).id))
                    << lesson.id << page;
        }
    }
}

void TestStepLayout::lessonPageStepLaysNothingOut()
{
    QFETCH(QString, lesson);
    QFETCH(int, page);
    m_window->showLesson(lesson, page);
    nextFrame();
    ui::LessonView *lessons = m_window->lessonView();
    QVERIFY(lessons->panel());
    course::WorkshopModel *model = m_window->lessonModel();
    model->setQuery({40.0, 1.5});
    nextFrame();
    // What a learner steps on the page: the query, or the panel's own control.
    std::function<void(int)> change = [model](int i) { model->setQuery({40.0 + i, 1.5}); };
    if (auto *projection = qobject_cast<ui::ProjectionPanel *>(lessons->panel()))
        change = [projection](int i) { projection->setAskingToken(i % int(projection->inputs().size())); };
    if (auto *matrix = qobject_cast<ui::MatrixPanel *>(lessons->panel()))
        change = [matrix](int i) { matrix->selectToken(i % matrix->matrixModel()->rowCount()); };
    if (qobject_cast<ui::SharpnessPanel *>(lessons->panel()))
        change = [model](int i) { model->setQuery({40.0, 1.5 + 0.1 * i}); };
    expectNoLayout(change);
}

QTEST_MAIN(TestStepLayout)
#include "tst_steplayout.moc"
