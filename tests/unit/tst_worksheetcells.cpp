#include "figures.h"
#include "labsession.h"
#include "lessonloader.h"
#include "worksheet.h"

#include <QTest>
#include <QTextDocument>

#include <cmath>

// What a printed worksheet gives: a ranking prints where the query and the keys are (the
// figures the core's layout gives the student's variant).

namespace {

/// Every shipped ranking, by score and by weight.
const QStringList kRankings{QStringLiteral("iv2-2-rank-scores"), QStringLiteral("iv2-3-rank-weights"),
                            QStringLiteral("quiz-rank-weights")};

const course::Course &theCourse()
{
    static const course::Course c = course::LessonLoader::loadCourse(course::builtInLessonsRoot());
    return c;
}

course::LabSession session(const QStringList &exercises)
{
    course::LabRequest r;
    r.title = QStringLiteral("Week 5: on paper");
    r.exerciseIds = exercises;
    r.seed = 11;
    r.roster = {{QStringLiteral("s-1001"), QStringLiteral("Ada Lovelace"), {}, {}},
                {QStringLiteral("s-1002"), QStringLiteral("Grace Hopper"), {}, {}},
                {QStringLiteral("s-1003"), QStringLiteral("Alan Turing"), {}, {}}};
    QStringList problems;
    const std::optional<course::LabSession> s = course::makeLabSession(theCourse(), r, &problems);
    if (!s)
        qFatal("no session: %s", qPrintable(problems.join(QLatin1Char(';'))));
    return *s;
}

/// The text of question `number` (1-based) in a worksheet's plain text: from its heading to
/// the next one.
QString questionText(const QString &document, int number)
{
    const qsizetype from = document.indexOf(QStringLiteral("Question %1 ").arg(number));
    const qsizetype to = document.indexOf(QStringLiteral("Question %1 ").arg(number + 1));
    return from < 0 ? QString() : document.mid(from, to < 0 ? -1 : to - from);
}

QString plainText(const course::Worksheet &sheet, bool answerKey)
{
    return course::worksheetDocument(sheet, answerKey)->toPlainText();
}

} // namespace

class TestWorksheetCells : public QObject
{
    Q_OBJECT

private slots:
    void rankingPrintsWhereTheQueryAndKeysAre();
};

void TestWorksheetCells::rankingPrintsWhereTheQueryAndKeysAre()
{
    // Every shipped ranking, by score and by weight: the figures to rank from are on the paper.
    const course::LabSession s = session(kRankings);
    QSet<QString> queries;
    for (const course::LabStudent &student : s.roster) {
        const course::Worksheet sheet = *course::makeWorksheet(s, theCourse(), student);
        for (const bool answerKey : {false, true}) {
            const QString document = plainText(sheet, answerKey);
            for (int question = 1; question <= int(kRankings.size()); ++question) {
                const course::Exercise *exercise = theCourse().exercise(kRankings[question - 1]);
                const course::Variant variant = course::makeVariant(*exercise, student.id, s.seed);
                const QString printed = questionText(document, question);
                const qsizetype places = printed.indexOf(QStringLiteral("1 (largest)"));
                QVERIFY(places > 0);
                const QString above = printed.left(places);
                const auto shows = [&](const attn::Polar &p) {
                    const double radians = p.angleDegrees * std::acos(-1.0) / 180.0;
                    for (const QString &figure : {course::formatFixed(p.angleDegrees, 1), course::formatFixed(p.length, 2),
                                                  course::formatFixed(p.length * std::cos(radians), 4),
                                                  course::formatFixed(p.length * std::sin(radians), 4)})
                        QVERIFY2(above.contains(figure), qPrintable(figure));
                };
                shows(variant.query);
                for (const attn::Polar &key : variant.layout().keys)
                    shows(key);
                queries << course::formatFixed(variant.query.angleDegrees, 1);
            }
        }
    }
    QVERIFY(queries.size() > 3); // each student ranks from their own query
}

QTEST_MAIN(TestWorksheetCells)
#include "tst_worksheetcells.moc"
