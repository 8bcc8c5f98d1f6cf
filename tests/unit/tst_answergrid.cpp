#include "answerkey.h"
#include "figures.h"
#include "labsession.h"
#include "lessonloader.h"
#include "runprocess.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

// worksheet --answer-grid: the PDF, read back with poppler's pdftotext, holds every roster
// student and, in their row, their own answers, worked out here through the course's answer
// key for each student's variant; refused without a roster and where answer keys are off.
using testing::Run;

namespace {

constexpr int kStudents = 25;

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QString studentName(int i)
{
    return QStringLiteral("Learner %1").arg(i, 2, 10, QLatin1Char('0'));
}

QString studentId(int i)
{
    return QStringLiteral("s-%1").arg(1000 + i);
}

/// The text of a PDF as pdftotext -layout lays it out.
QString pdfText(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

/// Runs attention-lab with the lab defaults `conf` (/etc/xdg/AttentionLab/attention-lab.conf).
Run runWithLabDefaults(const QStringList &arguments, const QByteArray &conf)
{
    QTemporaryDir system;
    QTemporaryDir user;
    QDir(system.path()).mkpath(QStringLiteral("AttentionLab"));
    if (!writeBytes(system.filePath(QStringLiteral("AttentionLab/attention-lab.conf")), conf))
        return {};
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_DIRS"), system.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), user.path());
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(ATTENTION_LAB_EXECUTABLE), arguments);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

/// What the grid must show for one student's variant, a line per entry, each read from the
/// answer key's own fields: the number with four decimals, the letters of the boxes as the
/// student sees them, the order, each row of a table's cells to fill.
QStringList expectedAnswers(const course::AnswerKey &key)
{
    using Type = course::Exercise::Type;
    switch (key.type) {
    case Type::Numeric: {
        if (key.valueIsKey)
            return {QStringLiteral("key %1").arg(std::lround(*key.value))};
        const QString figure = course::formatFixed(*key.value, 4);
        return {key.unit == course::Exercise::Unit::Percent ? course::withPercent(figure) : figure};
    }
    case Type::SingleChoice:
    case Type::MultipleChoice: {
        QList<int> shown;
        for (const course::AnswerKeyOption &o : key.options)
            if (o.correct)
                shown << o.shownPosition;
        std::sort(shown.begin(), shown.end());
        QStringList letters;
        for (int p : shown)
            letters << QString(QChar(u'A' + p - 1));
        return {letters.join(QStringLiteral(", "))};
    }
    case Type::Ranking: {
        QStringList keys;
        for (const QList<int> &group : key.rankingGroups) {
            QStringList tied;
            for (int k : group)
                tied << QStringLiteral("k%1").arg(k);
            keys << tied.join(QStringLiteral(" = "));
        }
        return {keys.join(QStringLiteral(" > "))};
    }
    case Type::Table: {
        QStringList rows;
        for (int r = 0; r < key.tableRows.size(); ++r) {
            QStringList cells;
            bool any = false;
            for (const std::optional<double> &cell : key.tableCells[r]) {
                cells << (cell ? course::formatFixed(*cell, 4) : QStringLiteral("–"));
                any = any || cell.has_value();
            }
            if (any)
                rows << key.tableRows[r] + QStringLiteral(": ") + cells.join(QStringLiteral(" · "));
        }
        return rows;
    }
    default:
        return {};
    }
}

} // namespace

class TestAnswerGrid : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(makeSessions()); }
    void gridHoldsEveryStudentsOwnAnswers();
    void gridWithoutARosterIsRefused();
    void gridWhereAnswerKeysAreOffIsRefused();

private:
    QTemporaryDir m_dir;
    QString path(const char *name) const { return m_dir.filePath(QLatin1String(name)); }
    /// week2.attnlab (a roster of kStudents) and open.attnlab (none), of the dot-products lesson.
    bool makeSessions();
};

bool TestAnswerGrid::makeSessions()
{
    QByteArray roster = "id,name\n";
    for (int i = 1; i <= kStudents; ++i)
        roster += (studentId(i) + QLatin1Char(',') + studentName(i) + QLatin1Char('\n')).toUtf8();
    const QStringList common{QStringLiteral("lab"), QStringLiteral("new"), QStringLiteral("--title"), QStringLiteral("Week 2"),
                             QStringLiteral("--lessons"), QStringLiteral("iv2-2-dot-products"), QStringLiteral("--seed"),
                             QStringLiteral("5")};
    return writeBytes(path("class.csv"), roster)
           && testing::runAttentionLab(common + QStringList{QStringLiteral("--roster"), path("class.csv"), QStringLiteral("--out"),
                                                            path("week2.attnlab")}).exitCode == 0
           && testing::runAttentionLab(common + QStringList{QStringLiteral("--out"), path("open.attnlab")}).exitCode == 0;
}

void TestAnswerGrid::gridHoldsEveryStudentsOwnAnswers()
{
    const QString grid = path("grid.pdf");
    const Run r = testing::runAttentionLab({QStringLiteral("worksheet"), path("week2.attnlab"), QStringLiteral("--answer-grid"), grid});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("answer grid of 25 student")), qPrintable(r.out));
    const QString text = pdfText(grid);
    QVERIFY2(!text.isEmpty(), "pdftotext read nothing");
    // Every page repeats the header row.
    const QStringList pages = text.split(QChar(u'\f'), Qt::SkipEmptyParts);
    for (const QString &page : pages)
        if (!page.trimmed().isEmpty())
            QVERIFY2(page.contains(QRegularExpression(QStringLiteral("Student +Q1 +Q2"))), qPrintable(page));
    QVERIFY(text.contains(QStringLiteral("Answer grid · Week 2")));

    QStringList problems;
    const std::optional<course::LabSession> session = course::readLabSession(path("week2.attnlab"), &problems);
    QVERIFY2(session, qPrintable(problems.join(u';')));
    const course::Course course = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    int checked = 0;
    for (int i = 1; i <= kStudents; ++i) {
        // The student's row: from their name to the next student's.
        const qsizetype from = text.indexOf(studentName(i));
        QVERIFY2(from >= 0, qPrintable(studentName(i)));
        const qsizetype to = i < kStudents ? text.indexOf(studentName(i + 1)) : text.indexOf(QStringLiteral("Questions:"));
        QVERIFY(to > from);
        const QString row = text.mid(from, to - from);
        QVERIFY2(row.contains(studentId(i)), qPrintable(row));
        for (const QString &id : session->exerciseIds) {
            const course::Exercise *exercise = course.exercise(id);
            QVERIFY(exercise);
            const course::AnswerKey key =
                course::answerKey(*exercise, course::makeVariant(*exercise, studentId(i), session->variantContext()));
            for (const QString &answer : expectedAnswers(key)) {
                QVERIFY2(row.contains(answer), qPrintable(studentName(i) + QStringLiteral(", ") + id + QStringLiteral(": ")
                                                          + answer + QStringLiteral("\n") + row));
                ++checked;
            }
        }
    }
    QVERIFY(checked >= kStudents * session->exerciseIds.size());
}

void TestAnswerGrid::gridWithoutARosterIsRefused()
{
    const QString grid = path("open-grid.pdf");
    const Run r = testing::runAttentionLab({QStringLiteral("worksheet"), path("open.attnlab"), QStringLiteral("--answer-grid"), grid});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("this session has no roster")), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    QVERIFY(!QFile::exists(grid));
    // Numbered copies have no names to mark by either.
    const Run copies = testing::runAttentionLab({QStringLiteral("worksheet"), path("open.attnlab"), QStringLiteral("--copies"),
                                                 QStringLiteral("3"), QStringLiteral("--answer-grid"), grid});
    QCOMPARE(copies.exitCode, 2);
    QVERIFY(!QFile::exists(grid));
}

void TestAnswerGrid::gridWhereAnswerKeysAreOffIsRefused()
{
    const QString grid = path("off-grid.pdf");
    const QStringList command{QStringLiteral("worksheet"), path("week2.attnlab"), QStringLiteral("--answer-grid"), grid};
    const Run off = runWithLabDefaults(command, "[lab]\nallowAnswerKeys=false\n");
    QCOMPARE(off.exitCode, 2);
    QVERIFY2(off.err.contains(QStringLiteral("answer keys are turned off")), qPrintable(off.err));
    QVERIFY(!QFile::exists(grid));
    const Run on = runWithLabDefaults(command, "[lab]\nallowAnswerKeys=true\n");
    QVERIFY2(on.exitCode == 0, qPrintable(on.err));
    QVERIFY(QFile::exists(grid));
}

QTEST_GUILESS_MAIN(TestAnswerGrid)
#include "tst_answergrid.moc"
