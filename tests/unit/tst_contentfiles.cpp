#include "contentfile.h"
#include "lessonloader.h"
#include "markdownchecks.h"
#include "textposition.h"
#include "writecontent.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

// Lesson content that is hostile rather than merely wrong: files that never end, images and
// links that lead out of the lesson, raw HTML that hides a page, folders that may not be read.
namespace {

using testing::write;

QByteArray manifest(const QByteArray &id)
{
    return "{\"formatVersion\": 1, \"id\": \"" + id + "\", \"title\": \"Lesson\", \"objectives\": [\"Learn.\"], "
           "\"pages\": [{\"id\": \"learn\", \"file\": \"01-learn.md\", \"panel\": \"workshop\"}]}";
}

/// A course of one lesson "alpha" whose page is `page`; returns the lesson folder.
QString writeCourse(const QString &root, const QByteArray &page = "# Title\n\nText.\n")
{
    write(root, QStringLiteral("course.json"),
          R"({"formatVersion": 1, "id": "c", "title": "Course", "lessons": ["alpha"]})");
    write(root, QStringLiteral("glossary/en.json"), R"({"formatVersion": 1, "terms": []})");
    write(root, QStringLiteral("alpha/lesson.json"), manifest("alpha"));
    write(root, QStringLiteral("alpha/en/01-learn.md"), page);
    return QDir(root).filePath(QStringLiteral("alpha"));
}

QStringList render(const QList<course::Problem> &problems)
{
    QStringList out;
    for (const course::Problem &p : problems)
        out << p.toString();
    return out;
}

const course::Problem *problemAt(const QList<course::Problem> &problems, const QString &file, const QString &place)
{
    for (const course::Problem &p : problems)
        if (p.file == file && p.place == place)
            return &p;
    return nullptr;
}

/// Paths the access seam denies, as the system denies them to a user without permission.
QStringList deniedPaths;

bool denyListed(const QFileInfo &info)
{
    if (deniedPaths.contains(info.absoluteFilePath()))
        return false;
    return info.isDir() ? info.isReadable() && info.isExecutable() : info.isReadable();
}

/// Takes every permission from `path` and, for root (whom permissions do not stop), denies it
/// through ContentFile's seam too; undone on destruction.
class Denied
{
public:
    explicit Denied(const QString &path)
        : m_path(QFileInfo(path).absoluteFilePath())
        , m_permissions(QFile::permissions(path))
    {
        QFile::setPermissions(m_path, QFileDevice::Permissions());
        if (geteuid() == 0) {
            deniedPaths << m_path;
            m_previous = course::ContentFile::setAccessCheck(&denyListed);
        }
    }
    ~Denied()
    {
        QFile::setPermissions(m_path, m_permissions);
        deniedPaths.removeAll(m_path);
        if (geteuid() == 0)
            course::ContentFile::setAccessCheck(m_previous);
    }
    Q_DISABLE_COPY_MOVE(Denied)

private:
    QString m_path;
    QFileDevice::Permissions m_permissions;
    course::ContentFile::AccessCheck m_previous = nullptr;
};

/// A 3 × 2 PNG.
QByteArray smallPng()
{
    return QByteArray::fromBase64("iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGP4z8AAQQxwFgBB0gX7h/C5SAAAAABJRU5ErkJggg==");
}

} // namespace

class TestContentFiles : public QObject
{
    Q_OBJECT

private slots:
    void aFileThatNeverEndsIsReadUpToTheLimit();
    void aManifestLinkedToProcIsRefusedQuickly();
    void textPositionsGiveLineAndColumn();
    void placeholderProblemsHaveLineAndColumn();
    void jsonSyntaxErrorsHaveLineAndColumn();
    void imagesOutsideTheLessonAreReported_data();
    void imagesOutsideTheLessonAreReported();
    void imagesInExercisesAreReportedWithTheirPlace();
    void imageFilesComeOnlyFromTheLessonFolder();
    void rawHtmlThatHidesThePageIsReported_data();
    void rawHtmlThatHidesThePageIsReported();
    void pageLinkedOutsideTheLessonIsRefused();
    void pageLinkedToAnotherPageOfTheLessonIsRead();
    void unreadableEnglishFolderIsPermissionDenied();
    void unreadableLessonFolderIsPermissionDenied();
};

void TestContentFiles::aFileThatNeverEndsIsReadUpToTheLimit()
{
    // /proc/self/pagemap reports a size of 0 and gives gigabytes: read up to the limit only.
    QString error;
    QVERIFY(!course::ContentFile::read(QStringLiteral("/proc/self/pagemap"), {}, 4096, &error));
    QVERIFY2(error.contains(QStringLiteral("too large")), qPrintable(error));
    QList<course::Problem> problems;
    QVERIFY(!course::LessonLoader::readJsonObject(QStringLiteral("/proc/self/pagemap"), &problems));
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.first().message.contains(QStringLiteral("too large")), qPrintable(problems.first().message));
    // A small /proc file still reads whole, though it too reports a size of 0.
    const auto status = course::ContentFile::read(QStringLiteral("/proc/self/status"), {}, 1 << 20, &error);
    QVERIFY(status && status->contains("Pid:"));
}

void TestContentFiles::aManifestLinkedToProcIsRefusedQuickly()
{
    QTemporaryDir dir;
    const QString lesson = writeCourse(dir.path());
    const QString manifestFile = QDir(lesson).filePath(QStringLiteral("lesson.json"));
    QVERIFY(QFile::remove(manifestFile));
    QVERIFY(QFile::link(QStringLiteral("/proc/self/pagemap"), manifestFile));
    const QList<course::Problem> problems = course::LessonLoader::validate(lesson);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().file, manifestFile);
    QVERIFY2(problems.first().message.contains(QStringLiteral("outside")), qPrintable(problems.first().message));
}

void TestContentFiles::textPositionsGiveLineAndColumn()
{
    const QString text = QStringLiteral("ab\ncd{{x}}\n\nfg {{y}}");
    const course::TextPositions positions(text);
    QCOMPARE(positions.place(0), QStringLiteral("1:1"));
    QCOMPARE(positions.place(2), QStringLiteral("1:3")); // the line break ends line 1
    QCOMPARE(positions.place(3), QStringLiteral("2:1"));
    QCOMPARE(positions.place(text.indexOf(QStringLiteral("{{x"))), QStringLiteral("2:3"));
    QCOMPARE(positions.place(11), QStringLiteral("3:1"));
    QCOMPARE(positions.place(text.indexOf(QStringLiteral("{{y"))), QStringLiteral("4:4"));
    QCOMPARE(positions.line(text.size()), 4);
    QCOMPARE(course::utf8Place(QByteArray("{\n  \"é\": x"), 10), QStringLiteral("2:8"));
    QCOMPARE(course::utf8Place(QByteArray("x"), 0), QStringLiteral("1:1"));
}

void TestContentFiles::placeholderProblemsHaveLineAndColumn()
{
    QTemporaryDir dir;
    const QString lesson = writeCourse(dir.path(), "# Title\n\n{{bad.one}} and {{angle}}\n  x {{bad.two}}\n\n{{bad.three}}");
    const QString page = QDir(lesson).filePath(QStringLiteral("en/01-learn.md"));
    const QList<course::Problem> problems = course::LessonLoader::validate(page);
    QCOMPARE(problems.size(), 3);
    QCOMPARE(problems[0].toString(), page + QStringLiteral(":3:1: unknown placeholder '{{bad.one}}'"));
    QCOMPARE(problems[1].place, QStringLiteral("4:5"));
    QCOMPARE(problems[2].place, QStringLiteral("6:1"));
}

void TestContentFiles::jsonSyntaxErrorsHaveLineAndColumn()
{
    QTemporaryDir dir;
    const QString lesson = writeCourse(dir.path());
    write(lesson, QStringLiteral("lesson.json"), "{\n  \"title\": \"Über\",\n  \"id\": alpha\n}");
    const QList<course::Problem> problems = course::LessonLoader::validate(lesson);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().place, QStringLiteral("3:9"));
    QVERIFY(problems.first().toString().startsWith(QDir(lesson).filePath(QStringLiteral("lesson.json:3:9: malformed JSON"))));
}

void TestContentFiles::imagesOutsideTheLessonAreReported_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::newRow("absolute path") << QByteArray("An ![x](/etc/hostname) here") << 9 << QStringLiteral("absolute path");
    QTest::newRow("a device") << QByteArray("![zero](/dev/zero)") << 9 << QStringLiteral("absolute path");
    QTest::newRow("file URL") << QByteArray("![x](file:///etc/hostname)") << 6 << QStringLiteral("relative to the lesson");
    QTest::newRow("network") << QByteArray("![x](https://example.com/a.png)") << 6 << QStringLiteral("relative to the lesson");
    QTest::newRow("data") << QByteArray("![x](data:image/png;base64,AAAA)") << 6 << QStringLiteral("relative to the lesson");
    QTest::newRow("up and out") << QByteArray("![x](../outside.png)") << 6 << QStringLiteral("outside the lesson");
    QTest::newRow("link out") << QByteArray("![x](images/out.png)") << 6 << QStringLiteral("outside the lesson");
    QTest::newRow("a folder") << QByteArray("![x](images)") << 6 << QStringLiteral("not a regular file");
    QTest::newRow("missing") << QByteArray("![x](images/none.png)") << 6 << QStringLiteral("not found");
    QTest::newRow("angle brackets") << QByteArray("![x](</etc/hostname>)") << 7 << QStringLiteral("absolute path");
    QTest::newRow("reference") << QByteArray("![x][logo]\n\n[logo]: /etc/hostname") << 0 << QStringLiteral("absolute path");
    QTest::newRow("raw HTML") << QByteArray("<img src=\"/etc/hostname\"/>") << 11 << QStringLiteral("absolute path");
}

void TestContentFiles::imagesOutsideTheLessonAreReported()
{
    QFETCH(QByteArray, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString lesson = writeCourse(dir.path(), "# Title\n\nFine: ![ok](images/ok.png) and `![code](/etc/hostname)`.\n\n" + line + "\n");
    write(lesson, QStringLiteral("images/ok.png"), smallPng());
    write(dir.path(), QStringLiteral("outside.png"), smallPng());
    QVERIFY(QFile::link(QDir(dir.path()).filePath(QStringLiteral("outside.png")),
                        QDir(lesson).filePath(QStringLiteral("images/out.png"))));
    const QString page = QDir(lesson).filePath(QStringLiteral("en/01-learn.md"));
    // A reference's target is where its definition writes it.
    const QString place = column > 0 ? QStringLiteral("5:%1").arg(column) : QStringLiteral("7:9");
    for (const QList<course::Problem> &problems :
         {course::LessonLoader::validate(lesson), course::LessonLoader::loadCourse(dir.path()).allProblems()}) {
        QCOMPARE(problems.size(), 1);
        const course::Problem *p = problemAt(problems, page, place);
        QVERIFY2(p, qPrintable(render(problems).join(QLatin1Char('\n'))));
        QVERIFY2(p->message.contains(message), qPrintable(p->message));
    }
}

void TestContentFiles::imagesInExercisesAreReportedWithTheirPlace()
{
    QTemporaryDir dir;
    const QString lesson = writeCourse(dir.path());
    write(lesson, QStringLiteral("exercises.json"), R"json({"formatVersion": 1, "exercises": [
  {"id": "e1", "title": "Soft or hard", "type": "single-choice", "objective": "soft-lookup",
   "prompt": "Which? ![p](/etc/hostname)",
   "hints": ["See ![h](../../x.png)"],
   "solution": "![s](http://example.com/s.png)",
   "options": [{"id": "a", "text": "Soft", "correct": true}, {"id": "b", "text": "Hard"}]}]})json");
    const QString file = QDir(lesson).filePath(QStringLiteral("exercises.json"));
    const QList<course::Problem> problems = course::LessonLoader::validate(lesson);
    QCOMPARE(problems.size(), 3);
    QVERIFY2(problemAt(problems, file, QStringLiteral("3:27")), qPrintable(render(problems).join(QLatin1Char('\n'))));
    QVERIFY(problemAt(problems, file, QStringLiteral("4:24")));
    QVERIFY(problemAt(problems, file, QStringLiteral("5:22")));
}

void TestContentFiles::imageFilesComeOnlyFromTheLessonFolder()
{
    QTemporaryDir dir;
    const QString lesson = writeCourse(dir.path());
    write(lesson, QStringLiteral("images/ok.png"), smallPng());
    QString why;
    QCOMPARE(course::ContentFile::imageFile(QStringLiteral("images/ok.png"), lesson, &why),
             QDir(lesson).filePath(QStringLiteral("images/ok.png")));
    QCOMPARE(course::ContentFile::imageFile(QStringLiteral("en/../images/ok.png"), lesson, &why),
             QDir(lesson).filePath(QStringLiteral("images/ok.png")));
    // Without a lesson folder (a worksheet), only built-in images.
    QVERIFY(!course::ContentFile::imageFile(QStringLiteral("images/ok.png"), QString(), &why));
    // Relative paths never resolve against the working directory.
    QVERIFY(QDir::setCurrent(lesson));
    QVERIFY(!course::ContentFile::imageFile(QStringLiteral("images/ok.png"), dir.path(), &why));
    QVERIFY(!course::ContentFile::imageFile(QStringLiteral("/dev/zero"), lesson, &why));
}

void TestContentFiles::rawHtmlThatHidesThePageIsReported_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<bool>("reported");
    QTest::newRow("img block") << QByteArray("<img src=\"images/ok.png\">") << true;
    QTest::newRow("img inline") << QByteArray("An <img src=\"images/ok.png\"> image") << true;
    QTest::newRow("line break") << QByteArray("One<br>two") << true;
    QTest::newRow("unclosed pre") << QByteArray("<pre>") << true;
    QTest::newRow("self-closed img") << QByteArray("<img src=\"images/ok.png\"/>") << false;
    QTest::newRow("self-closed br") << QByteArray("One<br/>two") << false;
    QTest::newRow("closed bold") << QByteArray("<b>bold</b>") << false;
    QTest::newRow("comment") << QByteArray("<!-- note -->") << false;
    QTest::newRow("in a code span") << QByteArray("Write `<br>` never") << false;
    QTest::newRow("in fenced code") << QByteArray("```\n<br>\n```") << false;
    QTest::newRow("autolink") << QByteArray("<https://example.com>") << false;
}

void TestContentFiles::rawHtmlThatHidesThePageIsReported()
{
    QFETCH(QByteArray, line);
    QFETCH(bool, reported);
    QTemporaryDir dir;
    const QString lesson = writeCourse(dir.path(), "# Title\n\n" + line + "\n\nThe rest of the page.\n");
    write(lesson, QStringLiteral("images/ok.png"), smallPng());
    const QList<course::Problem> problems = course::LessonLoader::validate(lesson);
    QCOMPARE(problems.size(), reported ? 1 : 0);
    if (reported) {
        QCOMPARE(problems.first().place.section(QLatin1Char(':'), 0, 0), QStringLiteral("3"));
        QVERIFY2(problems.first().message.contains(QStringLiteral("never closed")), qPrintable(problems.first().message));
    }
}

void TestContentFiles::pageLinkedOutsideTheLessonIsRefused()
{
    QTemporaryDir dir;
    const QString lesson = writeCourse(dir.path());
    write(dir.path(), QStringLiteral("secret.md"), "# Secret\n\nNot part of any lesson.\n");
    const QString page = QDir(lesson).filePath(QStringLiteral("en/01-learn.md"));
    QVERIFY(QFile::remove(page));
    QVERIFY(QFile::link(QDir(dir.path()).filePath(QStringLiteral("secret.md")), page));

    const course::Course c = course::LessonLoader::loadCourse(dir.path());
    const course::Lesson *alpha = c.lesson(QStringLiteral("alpha"));
    QVERIFY(alpha && !alpha->isValid());
    QVERIFY(alpha->pages.isEmpty() || !alpha->pages.first().markdownFor(QStringLiteral("en")).contains(QStringLiteral("Secret")));
    const QList<course::Problem> problems = course::LessonLoader::validate(lesson);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().file, page);
    QVERIFY2(problems.first().message.contains(QStringLiteral("outside the lesson")), qPrintable(problems.first().message));
}

void TestContentFiles::pageLinkedToAnotherPageOfTheLessonIsRead()
{
    QTemporaryDir dir;
    const QString lesson = writeCourse(dir.path());
    QDir(lesson).mkpath(QStringLiteral("de"));
    QVERIFY(QFile::link(QStringLiteral("../en/01-learn.md"), QDir(lesson).filePath(QStringLiteral("de/01-learn.md"))));
    const course::Course c = course::LessonLoader::loadCourse(dir.path());
    QVERIFY2(c.allProblems().isEmpty(), qPrintable(render(c.allProblems()).join(QLatin1Char('\n'))));
    QCOMPARE(c.lessons.first().pages.first().markdown.value(QStringLiteral("de")), QStringLiteral("# Title\n\nText.\n"));
}

void TestContentFiles::unreadableEnglishFolderIsPermissionDenied()
{
    QTemporaryDir dir;
    const QString lesson = writeCourse(dir.path());
    const Denied denied(QDir(lesson).filePath(QStringLiteral("en")));
    const QList<course::Problem> problems = course::LessonLoader::validate(lesson);
    QVERIFY(!problems.isEmpty());
    QCOMPARE(problems.first().file, QDir(lesson).filePath(QStringLiteral("en/01-learn.md")));
    QCOMPARE(problems.first().message, QStringLiteral("permission denied"));
}

void TestContentFiles::unreadableLessonFolderIsPermissionDenied()
{
    QTemporaryDir dir;
    const QString lesson = writeCourse(dir.path());
    const Denied denied(lesson);
    const QList<course::Problem> alone = course::LessonLoader::validate(lesson);
    QCOMPARE(alone.size(), 1);
    QCOMPARE(alone.first().toString(), lesson + QStringLiteral(": permission denied"));
    const QList<course::Problem> inCourse = course::LessonLoader::validate(dir.path());
    QVERIFY(!inCourse.isEmpty());
    QCOMPARE(inCourse.first().file, QDir(lesson).filePath(QStringLiteral("lesson.json")));
    QCOMPARE(inCourse.first().message, QStringLiteral("permission denied"));
}

QTEST_GUILESS_MAIN(TestContentFiles)
#include "tst_contentfiles.moc"
