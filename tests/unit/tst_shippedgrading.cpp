#include "exercise.h"
#include "grading.h"
#include "lessonloader.h"

#include <QTest>

#include <cmath>
#include <functional>

// Brute force over the shipped exercises and many learners: a careful student, who works from
// the figures on the screen (or from their own accepted cells), is graded right in every
// variant, and the grader's keys and worked solutions agree with the grader.
namespace {

const course::Course &shippedCourse()
{
    static const course::Course c = course::LessonLoader::loadCourse(QStringLiteral(LESSONS_SOURCE_DIR));
    return c;
}

constexpr int kLearners = 300;

QString learner(int i)
{
    return QStringLiteral("learner-%1").arg(i);
}

/// A figure as the learner types it: `decimals` decimals, a plain '-'.
QString typed(double x, int decimals)
{
    return QString::number(x, 'f', decimals);
}

/// A figure the learner reads off the screen (the course writes − for minus).
double shown(const QString &text)
{
    QString s = text;
    s.replace(QChar(0x2212), QLatin1Char('-'));
    return s.toDouble();
}

double shownFigure(const QString &name, const course::Variant &v)
{
    course::Exercise e;
    return shown(course::fillForVariant(QStringLiteral("{{%1}}").arg(name), v));
}

/// A student filling a table from what is shown: the given cells (and the query in the prompt)
/// as rounded on screen, then every later cell from their own earlier typed cells, each typed
/// with `decimals` decimals.
QList<QStringList> carefulStudent(course::Exercise::TableKind kind, const course::Variant &v, int decimals)
{
    using Kind = course::Exercise::TableKind;
    const QList<QStringList> given = course::tableGivenCells(kind, v);
    const int rows = course::tableRowCount(kind, v);
    const int keys = kind == Kind::DotProduct ? rows : rows - 1;
    QList<QStringList> out(rows, QStringList(course::tableInputColumns(kind).size()));
    switch (kind) {
    case Kind::DotProduct: {
        const double qx = shownFigure(QStringLiteral("query.x"), v);
        const double qy = shownFigure(QStringLiteral("query.y"), v);
        for (int r = 0; r < keys; ++r) {
            out[r][0] = typed(qx * shown(given[r][1]), decimals);
            out[r][1] = typed(qy * shown(given[r][2]), decimals);
            out[r][2] = typed(out[r][0].toDouble() + out[r][1].toDouble(), decimals);
        }
        break;
    }
    case Kind::Softmax: {
        double max = -1e300;
        for (int r = 0; r < keys; ++r)
            max = std::max(max, shown(given[r][1]));
        double sum = 0.0;
        for (int r = 0; r < keys; ++r) {
            out[r][0] = typed(shown(given[r][1]) - max, decimals);
            out[r][1] = typed(std::exp(out[r][0].toDouble()), decimals);
            sum += out[r][1].toDouble();
        }
        out[keys][1] = typed(sum, decimals);
        for (int r = 0; r < keys; ++r)
            out[r][2] = typed(out[r][1].toDouble() / out[keys][1].toDouble(), decimals);
        break;
    }
    case Kind::WeightedSum: {
        double sum = 0.0;
        for (int r = 0; r < keys; ++r) {
            out[r][0] = typed(shown(given[r][1]) * shown(given[r][2]), decimals);
            sum += out[r][0].toDouble();
        }
        out[keys][0] = typed(sum, decimals);
        break;
    }
    }
    return out;
}

/// The same student with a calculator's exact figures for the first cells of each row, and
/// their own typed figures after that.
QList<QStringList> exactThenOwn(course::Exercise::TableKind kind, const course::Variant &v, int decimals)
{
    using Kind = course::Exercise::TableKind;
    const int rows = course::tableRowCount(kind, v);
    const int keys = kind == Kind::DotProduct ? rows : rows - 1;
    QList<QStringList> out(rows, QStringList(course::tableInputColumns(kind).size()));
    const auto exact = [&](int r, int c) { return course::tableExpected(kind, v, r, c); };
    switch (kind) {
    case Kind::DotProduct:
        for (int r = 0; r < keys; ++r) {
            out[r][0] = typed(exact(r, 0), decimals);
            out[r][1] = typed(exact(r, 1), decimals);
            out[r][2] = typed(out[r][0].toDouble() + out[r][1].toDouble(), decimals);
        }
        break;
    case Kind::Softmax: {
        double sum = 0.0;
        for (int r = 0; r < keys; ++r) {
            out[r][0] = typed(exact(r, 0), decimals);
            out[r][1] = typed(exact(r, 1), decimals);
            sum += out[r][1].toDouble();
        }
        out[keys][1] = typed(sum, decimals);
        for (int r = 0; r < keys; ++r)
            out[r][2] = typed(out[r][1].toDouble() / out[keys][1].toDouble(), decimals);
        break;
    }
    case Kind::WeightedSum: {
        double sum = 0.0;
        for (int r = 0; r < keys; ++r) {
            out[r][0] = typed(exact(r, 0), decimals);
            sum += out[r][0].toDouble();
        }
        out[keys][0] = typed(sum, decimals);
        break;
    }
    }
    return out;
}

using Student = std::function<QList<QStringList>(course::Exercise::TableKind, const course::Variant &, int)>;

} // namespace

class TestShippedGrading : public QObject
{
    Q_OBJECT

private slots:
    void carefulStudentsFillTablesRight_data();
    void carefulStudentsFillTablesRight();
    void wrongCellsStayWrong_data();
    void wrongCellsStayWrong();
};

void TestShippedGrading::carefulStudentsFillTablesRight_data()
{
    QTest::addColumn<QString>("exercise");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<bool>("fromScreen");
    for (const char *id : {"iv2-2-table-dot", "iv2-3-table-softmax", "quiz-table-softmax",
                           "iv2-4-table-weighted-sum", "quiz-table-weighted-sum"}) {
        for (int decimals : {2, 3, 4}) {
            QTest::addRow("%s, %d decimals, from the screen", id, decimals) << QString::fromLatin1(id) << decimals << true;
            QTest::addRow("%s, %d decimals, own earlier cells", id, decimals) << QString::fromLatin1(id) << decimals << false;
        }
    }
}

void TestShippedGrading::carefulStudentsFillTablesRight()
{
    QFETCH(QString, exercise);
    QFETCH(int, decimals);
    QFETCH(bool, fromScreen);
    const course::Exercise *e = shippedCourse().exercise(exercise);
    QVERIFY(e);
    const Student student = fromScreen ? Student(&carefulStudent) : Student(&exactThenOwn);
    int wronglyGraded = 0;
    QString first;
    for (int i = 0; i < kLearners; ++i) {
        const course::Variant v = course::makeVariant(*e, learner(i));
        const QList<QStringList> cells = student(e->table, v, decimals);
        const course::Feedback f = course::gradeTable(*e, v, cells);
        if (f.status != course::Feedback::Status::Correct) {
            ++wronglyGraded;
            if (first.isEmpty())
                first = QStringLiteral("%1 at %2°/%3: %4 %5").arg(learner(i)).arg(v.query.angleDegrees).arg(v.query.length)
                            .arg(f.message, f.details.join(QLatin1Char(' ')));
        }
    }
    qInfo("%s: %d of %d variants wrongly graded (%.1f%%)", qPrintable(exercise), wronglyGraded, kLearners,
          100.0 * wronglyGraded / kLearners);
    QVERIFY2(wronglyGraded == 0, qPrintable(first));
}

void TestShippedGrading::wrongCellsStayWrong_data()
{
    QTest::addColumn<QString>("exercise");
    for (const char *id : {"iv2-2-table-dot", "iv2-3-table-softmax", "iv2-4-table-weighted-sum"})
        QTest::addRow("%s", id) << QString::fromLatin1(id);
}

void TestShippedGrading::wrongCellsStayWrong()
{
    // A cell 3% (and at least 0.01) off its right figure, with the cells before it right, is
    // marked wrong in every variant: accepting the screen's rounding accepts nothing more.
    QFETCH(QString, exercise);
    const course::Exercise *e = shippedCourse().exercise(exercise);
    QVERIFY(e);
    for (int i = 0; i < kLearners; ++i) {
        const course::Variant v = course::makeVariant(*e, learner(i));
        const QList<QStringList> right = carefulStudent(e->table, v, 4);
        for (int r = 0; r < right.size(); ++r) {
            for (int c = 0; c < right[r].size(); ++c) {
                if (right[r][c].isEmpty())
                    continue;
                QList<QStringList> cells = right;
                const double x = right[r][c].toDouble();
                cells[r][c] = typed(x + std::max(0.03 * std::abs(x), 0.01), 4);
                const course::Feedback f = course::gradeTable(*e, v, cells);
                QVERIFY2(f.cells[r][c].kind == course::CellVerdict::Kind::Wrong,
                         qPrintable(QStringLiteral("%1 row %2 column %3: %4 accepted").arg(learner(i)).arg(r).arg(c).arg(cells[r][c])));
            }
        }
    }
}

QTEST_GUILESS_MAIN(TestShippedGrading)
#include "tst_shippedgrading.moc"
