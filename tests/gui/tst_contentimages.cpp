#include "contentdocument.h"
#include "exercisesession.h"
#include "exercisewidget.h"
#include "lessonloader.h"
#include "lessonview.h"
#include "workshopmodel.h"
#include "writecontent.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextFragment>

// Images in lesson pages and exercise texts come only from the lesson's own folder, whatever
// the text names: the window never reads a file outside it, a device, or the network.
namespace {

using testing::write;

/// A 3 × 2 PNG: inside the lesson and, as a bait, outside it.
QByteArray smallPng()
{
    return QByteArray::fromBase64("iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGP4z8AAQQxwFgBB0gX7h/C5SAAAAABJRU5ErkJggg==");
}

const QSize kInside(3, 2);

/// A clean course of one lesson with one page and one exercise, in `root`.
void writeCourse(const QString &root)
{
    write(root, QStringLiteral("course.json"),
          R"({"formatVersion": 1, "id": "c", "title": "Course", "lessons": ["alpha"]})");
    write(root, QStringLiteral("glossary/en.json"), R"({"formatVersion": 1, "terms": []})");
    write(root, QStringLiteral("alpha/lesson.json"),
          R"({"formatVersion": 1, "id": "alpha", "title": "Alpha", "objectives": ["Learn."],
              "pages": [{"id": "learn", "file": "01-learn.md", "panel": "workshop"}]})");
    write(root, QStringLiteral("alpha/en/01-learn.md"), "# Title\n\nText.\n");
    write(root, QStringLiteral("alpha/exercises.json"), R"({"formatVersion": 1, "exercises": [
      {"id": "e1", "title": "Soft or hard", "type": "single-choice", "objective": "soft-lookup",
       "prompt": "Which?", "hints": ["Think."], "solution": "Soft.",
       "options": [{"id": "a", "text": "Soft", "correct": true}, {"id": "b", "text": "Hard"}]}]})");
    write(root, QStringLiteral("alpha/images/ok.png"), smallPng());
    write(root, QStringLiteral("outside.png"), smallPng());
}

/// Markdown naming the lesson's image and every kind of target that must not be read.
QString hostileMarkdown(const QString &root)
{
    const QString outside = QDir(root).filePath(QStringLiteral("outside.png"));
    return QStringLiteral("# Images\n\n![in](images/ok.png) ![up](../outside.png) ![absolute](%1) "
                          "![url](%2) ![cwd](outside.png) ![remote](http://127.0.0.1:9/x.png) "
                          "![zero](/dev/zero)\n\nThe rest.\n")
        .arg(outside, QUrl::fromLocalFile(outside).toString());
}

QList<QTextImageFormat> images(const QTextDocument *document)
{
    QList<QTextImageFormat> out;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isImageFormat())
                out << it.fragment().charFormat().toImageFormat();
    return out;
}

QSize sizeOf(const QVariant &resource)
{
    return resource.value<QImage>().size();
}

} // namespace

class TestContentImages : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void lessonPageShowsOnlyImagesOfItsLesson();
    void exerciseTextsShowOnlyImagesOfTheirLesson();
    void markdownWithoutImagesReachesTheLabelAsItIs();

private:
    QTemporaryDir m_dir;
    course::Course m_course;
};

void TestContentImages::init()
{
    writeCourse(m_dir.path());
    m_course = course::LessonLoader::loadCourse(m_dir.path());
    QVERIFY(m_course.allProblems().isEmpty());
    // Relative targets must not resolve against the working directory.
    QVERIFY(QDir::setCurrent(m_dir.path()));
}

void TestContentImages::lessonPageShowsOnlyImagesOfItsLesson()
{
    // The page changed after it was loaded (validate would refuse it): the view still reads
    // nothing outside the lesson.
    m_course.lessons[0].pages[0].markdown.insert(QStringLiteral("en"), hostileMarkdown(m_dir.path()));
    course::WorkshopModel model;
    ui::LessonView view(&m_course, &model);
    view.resize(800, 600);
    view.show();
    int page = 0; // the exercises page comes before the last page
    while (view.contentPage(0, page) != 0 && page < view.pageCount(0))
        ++page;
    QVERIFY(view.showPage(0, page));
    const QTextDocument *document = view.prose()->document();
    QVERIFY2(document->toPlainText().contains(QStringLiteral("The rest.")), qPrintable(document->toPlainText()));
    const QList<QTextImageFormat> shown = images(document);
    QCOMPARE(shown.size(), 7);
    for (const QTextImageFormat &image : shown) {
        const QSize size = sizeOf(document->resource(QTextDocument::ImageResource, QUrl(image.name())));
        QCOMPARE(size, image.name() == QLatin1String("images/ok.png") ? kInside : course::ContentDocument::placeholder().size());
    }
}

void TestContentImages::exerciseTextsShowOnlyImagesOfTheirLesson()
{
    course::Exercise exercise = m_course.lessons[0].exercises.first();
    exercise.prompt = hostileMarkdown(m_dir.path());
    exercise.hints = {hostileMarkdown(m_dir.path())};
    course::ExerciseSession session(exercise, course::makeVariant(exercise, QStringLiteral("ada")));
    ui::ExerciseWidget widget(&session);
    widget.show();
    session.revealHint();
    for (const QLabel *label : {widget.promptLabel(), widget.hintsLabel()}) {
        // The label gets HTML whose every image is data this test can look at.
        QCOMPARE(label->textFormat(), Qt::RichText);
        QTextDocument parsed;
        parsed.setHtml(label->text());
        QVERIFY(parsed.toPlainText().contains(QStringLiteral("The rest.")));
        const QList<QTextImageFormat> shown = images(&parsed);
        QCOMPARE(shown.size(), 7);
        int inside = 0;
        for (const QTextImageFormat &image : shown) {
            QVERIFY2(image.name().startsWith(QLatin1String("data:image/png;base64,")), qPrintable(image.name().left(80)));
            const QImage decoded = QImage::fromData(QByteArray::fromBase64(image.name().section(QLatin1Char(','), 1).toLatin1()));
            QVERIFY(decoded.size() == kInside || decoded.size() == course::ContentDocument::placeholder().size());
            inside += decoded.size() == kInside ? 1 : 0;
        }
        QCOMPARE(inside, 1);
    }
}

void TestContentImages::markdownWithoutImagesReachesTheLabelAsItIs()
{
    Qt::TextFormat format = Qt::RichText;
    const QString markdown = QStringLiteral("**Bold** and a table:\n\n| k | w |\n|---|---|\n| k2 | 55.1% |\n");
    QCOMPARE(course::ContentDocument::labelText(markdown, m_course.lessons[0].path, &format), markdown);
    QCOMPARE(format, Qt::MarkdownText);
}

QTEST_MAIN(TestContentImages)
#include "tst_contentimages.moc"
