#include "answerkey.h"
#include "exercise.h"
#include "grading.h"
#include "lessonloader.h"
#include "placeholders.h"
#include "exercisetranslation.h"
#include "keypositions.h"
#include "rehearsalanswers.h"
#include "traceformat.h"

#include <QRegularExpression>
#include <QSet>
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
    case Kind::Gradient: {
        // Given: weight, target, key entry; the scale and x's entry b from the prompt.
        const double scale = shownFigure(QStringLiteral("grad.scale"), v);
        const double x = shownFigure(v.gradient && v.gradient->column == 0 ? QStringLiteral("grad.x1") : QStringLiteral("grad.x2"), v);
        double sum = 0.0;
        for (int r = 0; r < keys; ++r) {
            out[r][0] = typed(shown(given[r][1]) - shown(given[r][2]), decimals);
            out[r][1] = typed(out[r][0].toDouble() * shown(given[r][3]), decimals);
            sum += out[r][1].toDouble();
        }
        out[keys][1] = typed(sum, decimals);
        out[keys][2] = typed(scale * x * out[keys][1].toDouble(), decimals);
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
    case Kind::Gradient: {
        double sum = 0.0;
        for (int r = 0; r < keys; ++r) {
            out[r][0] = typed(exact(r, 0), decimals);
            out[r][1] = typed(exact(r, 1), decimals);
            sum += out[r][1].toDouble();
        }
        out[keys][1] = typed(sum, decimals);
        out[keys][2] = typed(exact(keys, 2) / exact(keys, 1) * out[keys][1].toDouble(), decimals);
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
    void rankingsAcceptEitherOrderOfTies_data();
    void rankingsAcceptEitherOrderOfTies();
    void targetKeysPassTheirOwnCheck();
    void noNegativeZeroIsPrinted();
    void percentAnswersRejectZeroAndHundred();
    void numericAnswersFromTheFiguresShownAreRight();
    void drawnValuesAreDistinct();
    void longQueryAtKey3HasOneRightOption();
    void aRightAnswerSaysWhy();
    void aMissedRightOptionIsNamedWithItsReason();
    void anAnswerThatNeedsTheKeysShowsThem();
    void theQuizNeverRepeatsALessonsNumbers();
};

namespace {

QList<const course::Exercise *> shippedExercises(course::Exercise::Type type)
{
    QList<const course::Exercise *> out;
    for (const course::Lesson &l : shippedCourse().lessons)
        for (const course::Exercise &e : l.exercises)
            if (e.type == type)
                out << &e;
    return out;
}

/// The variant of `e` with its query moved to `angle` and `length`.
course::Variant at(const course::Exercise &e, double angle, double length)
{
    course::Variant v = course::makeVariant(e, learner(0));
    v.query = attn::Polar{angle, length};
    return v;
}

} // namespace

void TestShippedGrading::carefulStudentsFillTablesRight_data()
{
    QTest::addColumn<QString>("exercise");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<bool>("fromScreen");
    for (const char *id : {"iv2-2-table-dot", "iv2-3-table-softmax", "quiz-table-softmax",
                           "iv2-4-table-weighted-sum", "quiz-table-weighted-sum", "iv2-6b-gradient-entry"}) {
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
    for (const char *id : {"iv2-2-table-dot", "iv2-3-table-softmax", "iv2-4-table-weighted-sum", "iv2-6b-gradient-entry"})
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

void TestShippedGrading::rankingsAcceptEitherOrderOfTies_data()
{
    QTest::addColumn<QString>("exercise");
    for (const course::Exercise *e : shippedExercises(course::Exercise::Type::Ranking))
        QTest::addRow("%s", qPrintable(e->id)) << e->id;
}

void TestShippedGrading::rankingsAcceptEitherOrderOfTies()
{
    QFETCH(QString, exercise);
    const course::Exercise *e = shippedCourse().exercise(exercise);
    QVERIFY(e);
    // Every variant over the whole grid (the learners' and the exact ties at 90°, 120°, …).
    int variants = 0;
    int withTies = 0;
    for (int angle = 0; angle < 360; angle += 10) {
        for (double length = 0.5; length <= 3.0; length += 0.5) {
            const course::Variant v = at(*e, angle, length);
            ++variants;
            const QList<QList<int>> groups = course::rankingGroups(*e, v);
            const QString solution = course::workedSolution(*e, v);
            bool tied = false;
            for (const QList<int> &group : groups) {
                if (group.size() < 2)
                    continue;
                tied = true;
                // The tied keys the other way round: still all right.
                QList<int> order = course::rankingAnswer(*e, v);
                const qsizetype a = order.indexOf(group[0]);
                const qsizetype b = order.indexOf(group[1]);
                order.swapItemsAt(a, b);
                const course::Feedback f = course::gradeRanking(*e, v, order);
                QVERIFY2(f.status == course::Feedback::Status::Correct,
                         qPrintable(QStringLiteral("%1° %2: %3").arg(angle).arg(length).arg(f.message)));
                QVERIFY2(solution.contains(QStringLiteral("k%1 = k%2").arg(group[0]).arg(group[1])), qPrintable(solution));
            }
            withTies += tied ? 1 : 0;
            // Keys that do not tie are still told apart.
            for (qsizetype g = 0; g + 1 < groups.size(); ++g) {
                QList<int> order;
                for (const QList<int> &group : groups)
                    order += group;
                const qsizetype a = order.indexOf(groups[g].constLast());
                order.swapItemsAt(a, a + 1);
                QVERIFY(course::gradeRanking(*e, v, order).status != course::Feedback::Status::Correct);
            }
        }
    }
    qInfo("%s: %d of %d variants have keys that tie or look tied", qPrintable(exercise), withTies, variants);
    // At 90° the plate's keys 1 and 3 are mirror images for the score: an exact tie.
    if (e->rankByScore) {
        const QList<QList<int>> groups = course::rankingGroups(*e, at(*e, 90, 2));
        QVERIFY(std::any_of(groups.cbegin(), groups.cend(), [](const QList<int> &g) { return g.size() == 2; }));
    }
}

void TestShippedGrading::targetKeysPassTheirOwnCheck()
{
    static const QRegularExpression oneWay(QStringLiteral("angle ([0-9.]+)°, length ([0-9.]+)"));
    const QList<const course::Exercise *> targets = shippedExercises(course::Exercise::Type::Target);
    QVERIFY(targets.size() >= 4);
    for (const course::Exercise *e : targets) {
        for (int i = 0; i < 50; ++i) {
            const course::Variant v = course::makeVariant(*e, learner(i));
            const course::AnswerKey key = course::answerKey(*e, v);
            QVERIFY2(key.targetQuery, qPrintable(e->id));
            // As the command line and the worksheet print it: one decimal of the angle, three of the length.
            const attn::Polar printed{course::formatFixed(key.targetQuery->angleDegrees, 1).toDouble(),
                                      course::formatFixed(key.targetQuery->length, 3).toDouble()};
            QVERIFY2(course::gradeTarget(*e, v, printed).status == course::Feedback::Status::Correct,
                     qPrintable(QStringLiteral("%1: key %2° %3").arg(e->id).arg(printed.angleDegrees).arg(printed.length)));
            const QRegularExpressionMatch m = oneWay.match(course::workedSolution(*e, v));
            if (e->target.kind == course::TargetSpec::Kind::OutputAbove)
                continue;
            QVERIFY2(m.hasMatch(), qPrintable(e->id));
            const attn::Polar shown{m.captured(1).toDouble(), m.captured(2).toDouble()};
            QVERIFY2(course::gradeTarget(*e, v, shown).status == course::Feedback::Status::Correct,
                     qPrintable(QStringLiteral("%1: one way %2° %3").arg(e->id, m.captured(1), m.captured(2))));
        }
    }
}

void TestShippedGrading::noNegativeZeroIsPrinted()
{
    // A figure that rounds to zero is written without a sign, in every text that shows figures.
    static const QRegularExpression negativeZero(QStringLiteral("[-−]0(\\.0+)?(?![0-9.])"));
    for (const course::Lesson &l : shippedCourse().lessons) {
        for (const course::Exercise &e : l.exercises) {
            for (int angle = 0; angle < 360; angle += 30) {
                const course::Variant v = at(e, angle, 2);
                const course::AnswerKey key = course::answerKey(e, v);
                for (const QString &text : {course::fillForVariant(e.prompt, v), course::workedSolution(e, v),
                                            key.prompt, key.workedSolution,
                                            course::traceToText(v.trace(), v.values)}) {
                    const QRegularExpressionMatch m = negativeZero.match(text);
                    QVERIFY2(!m.hasMatch(), qPrintable(QStringLiteral("%1 at %2°: %3").arg(e.id).arg(angle).arg(text.mid(std::max<qsizetype>(0, m.capturedStart() - 40), 80))));
                }
                for (const QStringList &row : course::tableGivenCells(course::Exercise::TableKind::DotProduct, v))
                    for (const QString &cell : row)
                        QVERIFY2(!negativeZero.match(cell).hasMatch(), qPrintable(cell));
            }
        }
    }
}

void TestShippedGrading::percentAnswersRejectZeroAndHundred()
{
    int checked = 0;
    for (const course::Exercise *e : shippedExercises(course::Exercise::Type::Numeric)) {
        if (e->unit != course::Exercise::Unit::Percent)
            continue;
        for (int i = 0; i < kLearners; ++i) {
            const course::Variant v = course::makeVariant(*e, learner(i));
            const double answer = *course::numericAnswer(*e, v);
            const auto right = [&](const QString &input) {
                return course::gradeNumeric(*e, v, input, QLocale::c()).status == course::Feedback::Status::Correct;
            };
            const QString where = QStringLiteral("%1, %2 (%3%)").arg(e->id, learner(i)).arg(answer);
            // "0" and "100" only where the weight shows as 0.0% or 100.0%.
            QVERIFY2(!right(QStringLiteral("0")) || answer < 0.05, qPrintable(where));
            QVERIFY2(!right(QStringLiteral("100")) || answer > 99.95, qPrintable(where));
            // The weight as a fraction, typed in place of the percent.
            QVERIFY2(!right(QString::number(answer / 100.0, 'f', 4)) || answer < 0.05, qPrintable(where));
            ++checked;
        }
    }
    QVERIFY(checked >= 4 * kLearners);
}

namespace {

/// A figure as the screen shows it, read back.
double readBack(const QString &name, const course::Variant &v)
{
    QString text = course::fillForVariant(QStringLiteral("{{%1}}").arg(name), v);
    const bool percent = text.endsWith(QLatin1Char('%'));
    if (percent)
        text.chop(1);
    return shown(text) / (percent ? 100.0 : 1.0);
}

/// The answer of a numeric exercise worked out from the figures its prompt shows, rounded as
/// shown: the weights if it shows them, else the scores, else the query's components (with the
/// keys' coordinates as the panels show them, to two decimals), else the exact lookup.
std::optional<double> answerFromPrompt(const course::Exercise &e, const course::Variant &v)
{
    QStringList names;
    for (const course::PlaceholderRef &ref : course::findPlaceholders(e.prompt))
        names << ref.name;
    const attn::Trace exact = v.trace();
    const std::size_t n = exact.rows.size();
    const auto shows = [&](const QString &stem) {
        for (std::size_t k = 1; k <= n; ++k)
            if (!names.contains(QStringLiteral("%1.k%2").arg(stem).arg(k)))
                return false;
        return true;
    };
    std::vector<double> scores = exact.scores();
    std::vector<double> weights = exact.weights();
    if (shows(QStringLiteral("weight"))) {
        for (std::size_t k = 0; k < n; ++k)
            weights[k] = readBack(QStringLiteral("weight.k%1").arg(k + 1), v);
    } else {
        if (shows(QStringLiteral("score"))) {
            for (std::size_t k = 0; k < n; ++k)
                scores[k] = readBack(QStringLiteral("score.k%1").arg(k + 1), v);
        } else if (names.contains(QStringLiteral("query.x")) || names.contains(QStringLiteral("x.x"))) {
            double qx = 0.0;
            double qy = 0.0;
            if (v.projection) {
                // A projection exercise shows x and W_q: the learner computes q = W_q·x.
                const double x = readBack(QStringLiteral("x.x"), v);
                const double y = readBack(QStringLiteral("x.y"), v);
                const attn::Matrix &w = *v.projection;
                qx = w[0][0] * x + w[0][1] * y;
                qy = w[1][0] * x + w[1][1] * y;
            } else {
                qx = readBack(QStringLiteral("query.x"), v);
                qy = readBack(QStringLiteral("query.y"), v);
            }
            if (e.answer == QLatin1String("query.x"))
                return qx;
            if (e.answer == QLatin1String("query.y"))
                return qy;
            for (std::size_t k = 0; k < n; ++k)
                scores[k] = qx * std::round(100.0 * exact.keys[k][0]) / 100.0 + qy * std::round(100.0 * exact.keys[k][1]) / 100.0;
        }
        weights = *attn::softmax(scores);
    }
    const QString a = e.answer;
    const double scale = e.unit == course::Exercise::Unit::Percent ? 100.0 : 1.0;
    if (a.startsWith(QLatin1String("score.k")))
        return scores[std::size_t(a.mid(7).toInt() - 1)];
    if (a.startsWith(QLatin1String("weight.k")))
        return scale * weights[std::size_t(a.mid(8).toInt() - 1)];
    if (a == QLatin1String("weight.max"))
        return scale * weights[attn::argmax(weights)];
    if (a == QLatin1String("argmax"))
        return double(attn::argmax(weights) + 1);
    if (a == QLatin1String("entropy"))
        return attn::entropy(weights);
    if (a.startsWith(QLatin1String("contribution.k"))) {
        const std::size_t k = std::size_t(a.mid(14).toInt() - 1);
        return weights[k] * v.layout().values[k];
    }
    if (a == QLatin1String("output")) {
        double out = 0.0;
        for (std::size_t k = 0; k < n; ++k)
            out += weights[k] * v.layout().values[k];
        return out;
    }
    return std::nullopt;
}

} // namespace

void TestShippedGrading::numericAnswersFromTheFiguresShownAreRight()
{
    // lessons/FORMAT.md: every numeric exercise is answerable within its tolerance from the
    // figures on the screen. The learner works from them and types two decimals (one for a
    // percent), as the screen shows such figures.
    for (const course::Exercise *e : shippedExercises(course::Exercise::Type::Numeric)) {
        const bool percent = e->unit == course::Exercise::Unit::Percent;
        int missed = 0;
        QString first;
        for (int i = 0; i < kLearners; ++i) {
            const course::Variant v = course::makeVariant(*e, learner(i));
            const auto answer = answerFromPrompt(*e, v);
            QVERIFY2(answer, qPrintable(e->id));
            const QString typed = e->answer == QLatin1String("argmax") ? QString::number(*answer)
                                                                        : QString::number(*answer, 'f', percent ? 1 : 2);
            const course::Feedback f = course::gradeNumeric(*e, v, typed, QLocale::c());
            if (f.status != course::Feedback::Status::Correct) {
                ++missed;
                if (first.isEmpty())
                    first = QStringLiteral("%1 %2 at %3°/%4: %5 against %6").arg(e->id, learner(i)).arg(v.query.angleDegrees)
                                .arg(v.query.length).arg(typed).arg(*course::numericAnswer(*e, v));
            }
        }
        if (missed)
            qInfo("%s: %d of %d variants miss", qPrintable(e->id), missed, kLearners);
        QVERIFY2(missed == 0, qPrintable(first));
    }
}

void TestShippedGrading::drawnValuesAreDistinct()
{
    int exercises = 0;
    for (const course::Lesson &l : shippedCourse().lessons) {
        for (const course::Exercise &e : l.exercises) {
            if (!e.variant.values)
                continue;
            ++exercises;
            for (int i = 0; i < kLearners; ++i) {
                std::vector<double> values = course::makeVariant(e, learner(i)).values;
                std::sort(values.begin(), values.end());
                QVERIFY2(std::adjacent_find(values.begin(), values.end()) == values.end(), qPrintable(e.id + learner(i)));
            }
        }
    }
    QVERIFY(exercises >= 2);
}

void TestShippedGrading::longQueryAtKey3HasOneRightOption()
{
    const course::Exercise *e = shippedCourse().exercise(QStringLiteral("quiz-long-query-at-key3"));
    QVERIFY(e);
    const course::Variant v = course::makeVariant(*e, learner(0));
    const attn::PlateLayout layout = v.layout();
    // A distractor about the plain average is right for everyone while key 3's value is it.
    if (std::abs(attn::plainAverage(layout.values) - layout.values[2]) < 5.0)
        for (const course::ChoiceOption &o : e->options)
            QVERIFY2(o.correct || !o.text.contains(QLatin1String("average")), qPrintable(o.text));
    // The output of a very long query at key 3 is near key 3's value, away from its neighbours'.
    const auto t = attn::trace(layout.lookup(attn::Polar{layout.keys[2].angleDegrees, 10.0}));
    QVERIFY(t);
    QVERIFY(std::abs(t->output - layout.values[2]) < 1.0);
    QVERIFY(std::abs(t->output - layout.values[1]) > 5.0);
    QVERIFY(std::abs(t->output - layout.values[3]) > 5.0);
}

QTEST_GUILESS_MAIN(TestShippedGrading)
void TestShippedGrading::aRightAnswerSaysWhy()
{
    // Issue 36: a correct answer earned only "✓ Correct". Every exercise of the course, in each
    // language, answered right by the answer key, now says why in its own language.
    for (const QString &locale : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")}) {
        for (const course::Lesson &l : shippedCourse().lessons) {
            for (const course::Exercise &english : l.exercises) {
                const course::Exercise e = course::localizedExercise(english, locale);
                for (int i = 0; i < 3; ++i) {
                    const course::Variant v = course::makeVariant(e, learner(i));
                    const course::RehearsalAnswers answers(e, v, QLocale(locale));
                    const auto right = answers.right();
                    QVERIFY2(right, qPrintable(e.id));
                    const course::Feedback f = course::grade(e, v, *right, QLocale(locale));
                    QVERIFY2(f.status == course::Feedback::Status::Correct, qPrintable(e.id));
                    QVERIFY2(f.reason.size() > 20, qPrintable(QStringLiteral("%1 (%2) says no reason").arg(e.id, locale)));
                    QVERIFY2(!f.reason.contains(QStringLiteral("{{")), qPrintable(f.reason));
                    if (locale != QLatin1String("en") && !english.reason.isEmpty())
                        QVERIFY2(e.reason != english.reason, qPrintable(QStringLiteral("%1 (%2) gives its reason in English").arg(e.id, locale)));
                }
            }
        }
    }
}

void TestShippedGrading::aMissedRightOptionIsNamedWithItsReason()
{
    // Lesson 6's "who attends to whom": W_q and W_k are right. Choosing W_q alone is partly
    // right; the missed W_k is named, with its explanation, for once the exercise is over.
    const course::Exercise *e = shippedCourse().exercise(QStringLiteral("iv2-6-who-attends"));
    QVERIFY(e);
    QStringList right;
    const course::ChoiceOption *missed = nullptr;
    for (const course::ChoiceOption &o : e->options) {
        if (!o.correct)
            continue;
        if (right.isEmpty())
            right << o.id;
        else if (!missed)
            missed = &o;
    }
    QVERIFY(missed);
    const course::Variant v = course::makeVariant(*e, learner(0));
    const course::Feedback f = course::grade(*e, v, course::ChoiceAnswer{right}, QLocale(QStringLiteral("en")));
    QCOMPARE(f.status, course::Feedback::Status::Partial);
    QVERIFY(f.reason.isEmpty());
    QCOMPARE(f.onceFinished.size(), 1);
    QVERIFY2(f.onceFinished.first().contains(missed->text) && f.onceFinished.first().contains(missed->explanation),
             qPrintable(f.onceFinished.first()));
    // Not before: the details say how many are missing, not which.
    QVERIFY(!f.details.join(QLatin1Char(' ')).contains(missed->text));
}

void TestShippedGrading::anAnswerThatNeedsTheKeysShowsThem()
{
    // Issue 36: "The query points at 287.0° with length 3.00…" asked for a weight with no key in
    // sight. A numeric exercise whose prompt gives neither every score nor every weight needs the
    // keys' coordinates (a score of one key may name that key in the prompt), and shows them.
    int shown = 0;
    for (const course::Exercise *e : shippedExercises(course::Exercise::Type::Numeric)) {
        if (e->projection)
            continue;
        QStringList names;
        for (const course::PlaceholderRef &ref : course::findPlaceholders(e->prompt))
            names << ref.name;
        const auto all = [&](const QString &stem) {
            for (int k = 1; k <= 5; ++k)
                if (!names.contains(QStringLiteral("%1.k%2").arg(stem).arg(k)))
                    return false;
            return true;
        };
        if (all(QStringLiteral("score")) || all(QStringLiteral("weight")) || e->answer.startsWith(QLatin1String("score.k")))
            continue;
        QVERIFY2(e->showKeyPositions, qPrintable(e->id + QStringLiteral(" needs the keys and does not show them")));
        // The worksheet prints them too.
        const course::Variant v = course::makeVariant(*e, learner(0));
        QCOMPARE(course::keyPositions(v).rows.size(), 6);
        ++shown;
    }
    QVERIFY(shown >= 4);
}

void TestShippedGrading::theQuizNeverRepeatsALessonsNumbers()
{
    // Issue 36: the quiz's rank-the-weights was lesson 3's for the same learner. The quiz tests
    // transfer, not recall: no learner meets a query of a lesson exercise again in the quiz
    // (each query as the prompts show it: angle to one decimal, length to two).
    const auto shownQuery = [](const course::Variant &v) {
        const attn::Polar q = v.lookupQuery();
        return QStringLiteral("%1/%2").arg(course::formatFixed(q.angleDegrees, 1), course::formatFixed(q.length, 2));
    };
    QSet<QString> lessonQueries;
    QList<const course::Exercise *> quiz;
    for (const course::Lesson &l : shippedCourse().lessons) {
        for (const course::Exercise &e : l.exercises) {
            if (!e.variant.angle && !e.variant.length)
                continue;
            if (l.id == QLatin1String("iv2-9-quiz")) {
                quiz << &e;
                continue;
            }
            for (int i = 0; i < kLearners; ++i)
                lessonQueries.insert(shownQuery(course::makeVariant(e, learner(i))));
        }
    }
    QVERIFY(quiz.size() >= 8);
    for (const course::Exercise *e : std::as_const(quiz))
        for (int i = 0; i < kLearners; ++i) {
            const QString q = shownQuery(course::makeVariant(*e, learner(i)));
            QVERIFY2(!lessonQueries.contains(q), qPrintable(QStringLiteral("%1 for %2: %3 is a lesson's query").arg(e->id, learner(i), q)));
        }
}

#include "tst_shippedgrading.moc"
