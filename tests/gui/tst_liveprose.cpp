#include "lesson.h"
#include "lessonloader.h"
#include "lessonview.h"
#include "placeholders.h"
#include "steptablepanel.h"
#include "workshopmodel.h"

#include <QBackingStore>
#include <QPaintEvent>
#include <QPushButton>
#include <QScrollBar>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextTable>

#include <memory>

// The live figures of a lesson page follow the query in place: the page's Markdown is parsed
// once, and a step of the query rewrites only the figures, with the core's values.
namespace {

/// Markdown with a live figure in every place Markdown can put text.
const QString kEveryContext = QStringLiteral(
    "# Key {{argmax}} leads\n\n"
    "It takes **{{weight.max}}**, *{{weight.k1}}* goes to key 1: {{weight.k1}}{{weight.k2}}.\n\n"
    "In code: `w = {{weight.k2}}` and a [glossary link {{score.k2}}](glossary:query).\n\n"
    "| key | score |\n|---|---|\n| 1 | {{score.k1}} |\n| 2 | `{{score.k2}}` |\n\n"
    "- first {{score.max}}\n- fixed {{weight.max@40,4}}, unknown {{nothing.here}}\n\n"
    "```\noutput = {{output}}\n```\n\n"
    "> quoted {{entropy}}\n");

/// What a parse of the filled Markdown shows: the in-place figures must show the same.
QString parsedText(const QString &markdown)
{
    QTextDocument fresh;
    fresh.setMarkdown(markdown);
    return fresh.toPlainText();
}

/// The page's Markdown filled with the core's figures for the model's query, as the view
/// must show it.
QString expectedMarkdown(const QString &source, const course::WorkshopModel &model,
                         const QMap<QString, QString> &own = {})
{
    return course::fillPlaceholders(source, [&](const course::PlaceholderRef &ref) -> std::optional<QString> {
        if (ref.at) {
            const auto fixed = attn::trace(model.layout().lookup(*ref.at));
            return fixed ? course::commonPlaceholder(ref.name, model.layout(), *fixed) : std::nullopt;
        }
        if (own.contains(ref.name))
            return own.value(ref.name);
        return course::commonPlaceholder(ref.name, model.layout(), model.trace());
    });
}

QString common(const QString &name, const course::WorkshopModel &model)
{
    return course::commonPlaceholder(name, model.layout(), model.trace()).value_or(QString());
}

/// Adds up the area of every paint event a widget gets.
class PaintArea : public QObject
{
public:
    explicit PaintArea(QWidget *widget) { widget->installEventFilter(this); }
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            for (const QRect &r : static_cast<QPaintEvent *>(event)->region())
                area += qint64(r.width()) * r.height();
        return false;
    }
    qint64 area = 0;
};

/// The block whose text starts with `start`, or an invalid block.
QTextBlock blockStartingWith(const QTextDocument *document, const QString &start)
{
    for (QTextBlock b = document->begin(); b.isValid(); b = b.next())
        if (b.text().startsWith(start))
            return b;
    return {};
}

} // namespace

class TestLiveProse : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void queryStepKeepsTheParsedDocument();
    void queryStepRepaintsTheChangedFiguresOnly();
    void panelStateIsWrittenInPlace();
    void everyPageShowsWhatAParseWouldShow();
    void figuresInEveryMarkdownContext();
    void figureInALinkTargetFollowsTheQuery();

private:
    /// Shows `page` of the lesson `id` (page index as in the outline).
    void show(const QString &id, int page);
    QTextDocument *document() const { return m_view->prose()->document(); }

    course::Course m_course;
    std::unique_ptr<course::WorkshopModel> m_model;
    std::unique_ptr<ui::LessonView> m_view;
};

void TestLiveProse::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    m_course = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    QVERIFY(m_course.allProblems().isEmpty());
}

void TestLiveProse::init()
{
    m_model = std::make_unique<course::WorkshopModel>();
    m_view = std::make_unique<ui::LessonView>(&m_course, m_model.get());
    m_view->resize(900, 420);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
}

void TestLiveProse::cleanup()
{
    m_view.reset();
    m_model.reset();
}

void TestLiveProse::show(const QString &id, int page)
{
    for (int l = 0; l < m_course.lessons.size(); ++l) {
        if (m_course.lessons[l].id == id) {
            QVERIFY(m_view->showPage(l, page));
            return;
        }
    }
    QFAIL(qPrintable(QStringLiteral("no lesson %1").arg(id)));
}

void TestLiveProse::queryStepKeepsTheParsedDocument()
{
    // "Two products and a sum": q_x and q_y in a sentence, the five scores in a table, and
    // two scores at the fixed query 40°, 1.5 that never change.
    show(QStringLiteral("iv2-2-dot-products"), 1);
    QTextDocument *doc = document();
    QVERIFY(doc->toPlainText().contains(QStringLiteral("Right now q_x = 1.1491 and q_y = 0.9642.")));
    // Marks a parse would wipe out: a state on the first block, a cursor on a later sentence.
    doc->firstBlock().setUserState(7);
    const int blocks = doc->blockCount();
    QTextCursor fixedSentence = doc->find(QStringLiteral("At 40°, key 2 scores highest"));
    QVERIFY(!fixedSentence.isNull());
    QScrollBar *scroll = m_view->prose()->verticalScrollBar();
    QVERIFY(scroll->maximum() > 0);
    scroll->setValue(scroll->maximum() / 2);
    const int scrolled = scroll->value();

    for (const attn::Polar query : {attn::Polar{100.0, 2.0}, attn::Polar{250.0, 0.7}, attn::Polar{41.0, 1.5}}) {
        m_model->setQuery(query);
        QCOMPARE(doc->firstBlock().userState(), 7);
        QCOMPARE(doc->blockCount(), blocks);
        QCOMPARE(fixedSentence.selectedText(), QStringLiteral("At 40°, key 2 scores highest"));
        QCOMPARE(scroll->value(), scrolled);
        QVERIFY(doc->toPlainText().contains(QStringLiteral("Right now q_x = %1 and q_y = %2.")
                                                .arg(common(QStringLiteral("query.x"), *m_model),
                                                     common(QStringLiteral("query.y"), *m_model))));
        // The table of scores, cell by cell, as the core computes them.
        QTextCursor inTable = doc->find(QStringLiteral("score q·k"));
        QTextTable *table = inTable.currentTable();
        QVERIFY(table);
        QCOMPARE(table->rows(), 6);
        for (int k = 1; k <= 5; ++k) {
            const QTextTableCell cell = table->cellAt(k, 1);
            QTextCursor text = cell.firstCursorPosition();
            text.setPosition(cell.lastCursorPosition().position(), QTextCursor::KeepAnchor);
            QCOMPARE(text.selectedText(), common(QStringLiteral("score.k%1").arg(k), *m_model));
        }
        // The fixed query's figures stay as they were.
        QVERIFY(doc->toPlainText().contains(QStringLiteral("At 40°, key 2 scores highest, 2.5981")));
        const QString source = m_course.lessons[1].pages[1].markdownFor(QStringLiteral("en"));
        const QMap<QString, QString> own = m_view->panel()->placeholders();
        QCOMPARE(m_view->renderedMarkdown(), expectedMarkdown(source, *m_model, own));
        QCOMPARE(doc->toPlainText(), parsedText(m_view->renderedMarkdown()));
        // Every block keeps its shaped lines, so that painting a line does not shape it again.
        for (QTextBlock block = doc->begin(); block.isValid(); block = block.next())
            QVERIFY(block.layout()->cacheEnabled());
    }
}

void TestLiveProse::queryStepRepaintsTheChangedFiguresOnly()
{
    // What the window shows after a step (its backing store) is what painting the text afresh
    // shows, though a step repaints only the paragraphs and cells whose figures changed.
    show(QStringLiteral("iv2-2-dot-products"), 1);
    QWidget *viewport = m_view->prose()->viewport();
    QCoreApplication::processEvents();
    QBackingStore *store = m_view->backingStore();
    QVERIFY(store && store->paintDevice()->devType() == QInternal::Image);
    const auto shown = [&] {
        const auto *image = static_cast<const QImage *>(store->paintDevice());
        const qreal ratio = image->devicePixelRatio();
        const QRect r(viewport->mapTo(m_view.get(), QPoint(0, 0)) * ratio, viewport->size() * ratio);
        return image->copy(r).convertToFormat(QImage::Format_RGB32);
    };
    const auto afresh = [&] { return viewport->grab().toImage().convertToFormat(QImage::Format_RGB32); };
    QCOMPARE(shown(), afresh());

    PaintArea painted(viewport);
    const qint64 whole = qint64(viewport->width()) * viewport->height();
    for (const attn::Polar query : {attn::Polar{41.0, 1.5}, attn::Polar{100.0, 2.0}, attn::Polar{250.0, 0.7}}) {
        painted.area = 0;
        m_model->setQuery(query);
        QCoreApplication::processEvents();
        QVERIFY(painted.area > 0);
        QVERIFY2(painted.area < whole / 2, qPrintable(QStringLiteral("%1 of %2").arg(painted.area).arg(whole)));
        QCOMPARE(shown(), afresh());
    }
    // Scrolled, the changed paragraphs are found where they are on the screen.
    m_view->prose()->verticalScrollBar()->setValue(m_view->prose()->verticalScrollBar()->maximum() / 2);
    QCoreApplication::processEvents();
    m_model->setQuery({130.0, 1.2});
    QCoreApplication::processEvents();
    QCOMPARE(shown(), afresh());
}

void TestLiveProse::panelStateIsWrittenInPlace()
{
    show(QStringLiteral("iv2-2-dot-products"), 1);
    QTextDocument *doc = document();
    QVERIFY(doc->toPlainText().contains(QStringLiteral("you are at step 0 of 15")));
    doc->firstBlock().setUserState(7);
    auto *panel = qobject_cast<ui::StepTablePanel *>(m_view->panel());
    QVERIFY(panel);
    QTest::mouseClick(panel->nextButton(), Qt::LeftButton);
    QTest::mouseClick(panel->nextButton(), Qt::LeftButton);
    QVERIFY(doc->toPlainText().contains(QStringLiteral("you are at step 2 of 15")));
    QCOMPARE(doc->firstBlock().userState(), 7);
}

void TestLiveProse::everyPageShowsWhatAParseWouldShow()
{
    // Every page of every lesson, in every language it has: after steps of the query the text
    // is exactly the text of the filled Markdown, and the page was parsed only once.
    for (int l = 0; l < m_course.lessons.size(); ++l) {
        const course::Lesson &lesson = m_course.lessons[l];
        for (int p = 0; p < m_view->pageCount(l); ++p) {
            const int content = m_view->contentPage(l, p);
            if (content < 0)
                continue;
            QVERIFY(m_view->showPage(l, p));
            document()->firstBlock().setUserState(7);
            const QString source = lesson.pages[content].markdownFor(m_view->proseLocale(lesson));
            for (const attn::Polar query : {attn::Polar{10.0, 0.3}, attn::Polar{200.0, 5.5}}) {
                m_model->setQuery(query);
                const QString where = lesson.id + QLatin1Char('/') + lesson.pages[content].id;
                const QMap<QString, QString> own = m_view->panel() ? m_view->panel()->placeholders()
                                                                   : QMap<QString, QString>();
                QCOMPARE(m_view->renderedMarkdown(), expectedMarkdown(source, *m_model, own));
                QVERIFY2(document()->toPlainText() == parsedText(m_view->renderedMarkdown()), qPrintable(where));
                QVERIFY2(document()->firstBlock().userState() == 7, qPrintable(where));
            }
        }
    }
}

void TestLiveProse::figuresInEveryMarkdownContext()
{
    m_course.lessons[0].pages[0].markdown.insert(QStringLiteral("en"), kEveryContext);
    QVERIFY(m_view->showPage(0, 0));
    QTextDocument *doc = document();
    doc->firstBlock().setUserState(7);
    m_model->setQuery({300.0, 2.5});
    QCOMPARE(doc->firstBlock().userState(), 7);
    const QString rendered = m_view->renderedMarkdown();
    QCOMPARE(rendered, expectedMarkdown(kEveryContext, *m_model, m_view->panel()->placeholders()));
    QVERIFY(rendered.contains(QStringLiteral("unknown {{nothing.here}}")));
    QCOMPARE(doc->toPlainText(), parsedText(rendered));

    // Each figure keeps the look of its place: a heading, bold, a code span, a link.
    const QString argmax = common(QStringLiteral("argmax"), *m_model);
    QCOMPARE(doc->firstBlock().text(), QStringLiteral("Key %1 leads").arg(argmax));
    QCOMPARE(doc->firstBlock().blockFormat().headingLevel(), 1);
    const auto formatOf = [doc](const QString &text) {
        QTextCursor found = doc->find(text);
        return found.isNull() ? QTextCharFormat() : found.charFormat();
    };
    QCOMPARE(formatOf(common(QStringLiteral("weight.max"), *m_model)).fontWeight(), int(QFont::Bold));
    QVERIFY(formatOf(QStringLiteral("w = ") + common(QStringLiteral("weight.k2"), *m_model)).fontFixedPitch());
    const QTextCharFormat link = formatOf(QStringLiteral("glossary link ") + common(QStringLiteral("score.k2"), *m_model));
    QVERIFY(link.isAnchor());
    QCOMPARE(link.anchorHref(), QStringLiteral("glossary:query"));
    QVERIFY(blockStartingWith(doc, QStringLiteral("output = ") + common(QStringLiteral("output"), *m_model)).isValid());

    // Another step: still the same document, still the figures of a parse.
    m_model->setQuery({30.0, 0.2});
    QCOMPARE(doc->firstBlock().userState(), 7);
    QCOMPARE(doc->toPlainText(), parsedText(m_view->renderedMarkdown()));
}

void TestLiveProse::figureInALinkTargetFollowsTheQuery()
{
    // A figure in a link's target is no text of the document: the page is parsed again on a
    // step, and the link still goes where the figure says.
    const QString markdown = QStringLiteral("See [key {{argmax}}](https://example.org/key/{{argmax}}) at {{weight.max}}.\n");
    m_course.lessons[0].pages[0].markdown.insert(QStringLiteral("en"), markdown);
    QVERIFY(m_view->showPage(0, 0));
    for (const attn::Polar query : {attn::Polar{0.0, 3.0}, attn::Polar{70.0, 3.0}}) {
        m_model->setQuery(query);
        const QString argmax = common(QStringLiteral("argmax"), *m_model);
        QCOMPARE(document()->toPlainText(), QStringLiteral("See key %1 at %2.")
                                                .arg(argmax, common(QStringLiteral("weight.max"), *m_model)));
        QTextCursor link = document()->find(QStringLiteral("key ") + argmax);
        QCOMPARE(link.charFormat().anchorHref(), QStringLiteral("https://example.org/key/") + argmax);
    }
}

QTEST_MAIN(TestLiveProse)
#include "tst_liveprose.moc"
