#include "rehearsal.h"

#include "answerkey.h"
#include "exercisesession.h"
#include "steptable.h"

#include <QCoreApplication>
#include <QDir>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <random>

namespace course {

namespace {

class RehearsalText
{
    Q_DECLARE_TR_FUNCTIONS(RehearsalText)
};

using Kind = RehearsedStudent::Kind;
using Rng = std::mt19937_64;
using Cells = QList<QList<std::optional<double>>>;

constexpr int kStudentsWithoutRoster = 25;
constexpr qint64 kMinute = 60 * 1000;

/// A whole number from `low` to `high`: the same on every platform for a seed (the standard
/// library's distributions are not specified that far).
qint64 draw(Rng &rng, qint64 low, qint64 high)
{
    return high <= low ? low : low + qint64(rng() % std::uint64_t(high - low + 1));
}

bool chance(Rng &rng, int percent)
{
    return draw(rng, 0, 99) < percent;
}

template<typename T>
void shuffle(QList<T> &list, Rng &rng)
{
    for (qsizetype i = list.size() - 1; i > 0; --i)
        list.swapItemsAt(i, draw(rng, 0, i));
}

/// Names for made-up students, from many languages (they are names, never translated).
QStringList firstNames()
{
    return QString::fromUtf8("Ada Grace Alan Hedy Emmy Katherine Srinivasa Sofia Mei Kwame Ingrid Mateo Yuki Fatima Lars "
                             "Amara Dmitri Leila Tomás Zoë Aiko Ravi Nia Jonas Chloé Hamid Elif Marek Priya Ngozi Søren Ana")
        .split(QLatin1Char(' '));
}

QStringList lastNames()
{
    return QString::fromUtf8("Lovelace Hopper Turing Lamarr Noether Johnson Ramanujan Kovalevskaya Wu Mensah Andersen "
                             "Fernández Tanaka Haddad Okafor Petrov Müller Nakamura Sharma Kowalski Dubois Yılmaz Nguyen "
                             "Silva Eriksson Costa Adeyemi O'Brien Novák")
        .split(QLatin1Char(' '));
}

/// The kinds of a class of `n`: the ones a teacher must see come first (so that a small class
/// has them), the rest in a lab's usual proportions; then shuffled.
QList<Kind> classKinds(int n, Rng &rng)
{
    static const Kind first[] = {Kind::Perfect, Kind::Mistakes, Kind::Stuck, Kind::Late, Kind::Hints, Kind::Unfinished};
    static const Kind rest[] = {Kind::Mistakes, Kind::Perfect, Kind::Mixed, Kind::Hints, Kind::Mixed,
                                Kind::Mistakes, Kind::Unfinished, Kind::Perfect, Kind::Mixed, Kind::Mistakes};
    QList<Kind> kinds;
    for (int i = 0; i < n; ++i)
        kinds << (i < int(std::size(first)) ? first[i] : rest[(i - int(std::size(first))) % int(std::size(rest))]);
    shuffle(kinds, rng);
    return kinds;
}

/// The answers one learner may give to one exercise: the right one and the typical mistakes,
/// all made from their own variant through the answer key and the core's trace, and typed in
/// their locale.
class Answers
{
public:
    Answers(const Exercise &exercise, const Variant &variant, const QLocale &locale)
        : m_exercise(exercise)
        , m_variant(variant)
        , m_key(answerKey(exercise, variant))
        , m_trace(variant.trace())
        , m_locale(locale)
    {
        m_locale.setNumberOptions(QLocale::OmitGroupSeparator);
    }

    std::optional<Answer> right() const
    {
        switch (m_exercise.type) {
        case Exercise::Type::Numeric:
            if (!m_key.value)
                return std::nullopt;
            return NumberAnswer{m_key.valueIsKey ? QString::number(std::lround(*m_key.value))
                                                 : number(*m_key.value, m_key.tolerance >= 0.006 ? 2 : 4)};
        case Exercise::Type::SingleChoice:
        case Exercise::Type::MultipleChoice:
            return ChoiceAnswer{m_key.correctOptionIds()};
        case Exercise::Type::Ranking:
            return RankingAnswer{m_key.ranking};
        case Exercise::Type::Table:
            return table(m_key.tableCells);
        case Exercise::Type::Target:
            if (!m_key.targetQuery)
                return std::nullopt;
            return TargetAnswer{m_key.targetQuery->angleDegrees, m_key.targetQuery->length};
        }
        return std::nullopt;
    }

    /// The mistakes the grader recognises for this exercise, those it diagnoses first; only
    /// answers that count as an attempt and are not right.
    QList<Answer> typicalMistakes() const
    {
        QList<Answer> diagnosed;
        QList<Answer> others;
        for (const Answer &a : mistakeCandidates()) {
            const Feedback f = grade(a);
            if (!f.countsAsAttempt() || f.status == Feedback::Status::Correct)
                continue;
            (f.details.isEmpty() ? others : diagnosed) << a;
        }
        return diagnosed + others;
    }

    /// Plainly wrong answers, different from each other, those graded Wrong first.
    QList<Answer> wrongAnswers() const
    {
        QList<Answer> wrong;
        QList<Answer> partial;
        for (const Answer &a : wrongCandidates() + mistakeCandidates()) {
            const Feedback f = grade(a);
            if (!f.countsAsAttempt() || f.status == Feedback::Status::Correct || wrong.contains(a) || partial.contains(a))
                continue;
            (f.status == Feedback::Status::Wrong ? wrong : partial) << a;
        }
        return wrong + partial;
    }

private:
    Feedback grade(const Answer &a) const { return course::grade(m_exercise, m_variant, a, m_locale); }

    QString number(double x, int decimals) const
    {
        // 0.0 + x: a negative zero is typed as 0.
        return m_locale.toString(0.0 + x, 'f', decimals);
    }

    Answer table(const Cells &cells) const
    {
        TableAnswer a;
        for (const auto &row : cells) {
            QStringList typed;
            for (const std::optional<double> &cell : row)
                typed << (cell ? number(*cell, 4) : QString());
            a.rows << typed;
        }
        return a;
    }

    /// Candidates for the mistakes the grader diagnoses (course/exercises/grading.cpp).
    QList<Answer> mistakeCandidates() const
    {
        QList<Answer> out;
        switch (m_exercise.type) {
        case Exercise::Type::Numeric: {
            const QString answer = m_exercise.answer;
            const QString key = answer.section(QLatin1Char('.'), 1, 1);
            QStringList figures;
            if (answer.startsWith(QLatin1String("weight.k")))
                figures << QStringLiteral("score.") + key << QStringLiteral("exp.") + key;
            else if (answer == QLatin1String("output"))
                figures << QStringLiteral("average") << QStringLiteral("argmax.value");
            else if (answer.startsWith(QLatin1String("score.k")))
                figures << QStringLiteral("term.%1.x").arg(key) << QStringLiteral("term.%1.y").arg(key);
            const double scale = m_exercise.unit == Exercise::Unit::Percent ? 100.0 : 1.0;
            for (const QString &figure : std::as_const(figures)) {
                if (const auto value = figureValue(figure, m_variant.layout(), m_trace)) {
                    out << NumberAnswer{number(*value, 4)};
                    if (scale != 1.0)
                        out << NumberAnswer{number(*value * scale, 2)};
                }
            }
            break;
        }
        case Exercise::Type::SingleChoice:
        case Exercise::Type::MultipleChoice: {
            // A wrong option whose explanation says what picking it reveals.
            const QStringList correct = m_key.correctOptionIds();
            for (const ChoiceOption &o : m_exercise.options) {
                if (o.correct || o.explanation.isEmpty())
                    continue;
                out << ChoiceAnswer{m_exercise.type == Exercise::Type::SingleChoice ? QStringList{o.id}
                                                                                    : QStringList(correct) << o.id};
            }
            break;
        }
        case Exercise::Type::Ranking: {
            QList<int> reversed = m_key.ranking;
            std::reverse(reversed.begin(), reversed.end());
            QList<int> swapped = m_key.ranking;
            if (swapped.size() > 1)
                swapped.swapItemsAt(0, 1);
            out << RankingAnswer{swapped} << RankingAnswer{reversed};
            break;
        }
        case Exercise::Type::Table:
            for (const Cells &cells : tableMistakes())
                out << table(cells);
            break;
        case Exercise::Type::Target:
            if (m_key.targetQuery) {
                const double maxLength = m_key.target.maxLength.value_or(10.0);
                if (m_key.target.kind == TargetSpec::Kind::Shortest)
                    out << TargetAnswer{m_key.targetQuery->angleDegrees, std::min(maxLength, m_key.targetQuery->length * 1.5)};
                out << TargetAnswer{std::fmod(m_key.targetQuery->angleDegrees + 180.0, 360.0), m_key.targetQuery->length};
            }
            break;
        }
        return out;
    }

    /// The step table with one of the mistakes gradeTable() recognises, each figure from the
    /// trace; later cells are computed from the mistaken ones, as a learner would.
    QList<Cells> tableMistakes() const
    {
        using Quantity = StepColumn::Quantity;
        const StepTable steps = stepTable(m_exercise.table, m_trace);
        const QList<int> inputs = steps.inputColumns();
        const int keys = steps.keyCount();
        const int sumRow = int(steps.rows.size()) - 1;
        const auto column = [&](Quantity q, int dimension = -1) {
            for (int c = 0; c < inputs.size(); ++c)
                if (steps.columns[inputs[c]].quantity == q && steps.columns[inputs[c]].dimension == dimension)
                    return c;
            return -1;
        };
        const auto row = [&](int k) -> const attn::TraceRow & { return m_trace.rows[std::size_t(k)]; };
        // A cell as the learner types it, to four decimals: the cells after it are worked out
        // from these typed figures, as the grader's carried-forward check expects.
        const auto set = [](Cells &cells, int r, int c, double x) {
            if (c >= 0 && r >= 0 && r < cells.size() && cells[r][c])
                cells[r][c] = std::round(x * 1e4) / 1e4;
        };
        const auto typed = [](const Cells &cells, int r, int c) {
            return c >= 0 && r >= 0 && r < cells.size() ? cells[r][c].value_or(0.0) : 0.0;
        };
        /// Σ of column `c` over the keys, as the learner's own cells add up.
        const auto ownSum = [&](const Cells &cells, int c) {
            std::vector<double> xs;
            for (int k = 0; k < keys; ++k)
                xs.push_back(cells[k][c].value_or(0.0));
            return attn::sum(xs);
        };
        QList<Cells> out;
        switch (m_exercise.table) {
        case Exercise::TableKind::Softmax: {
            const int shifted = column(Quantity::Shifted);
            const int exp = column(Quantity::Exponential);
            const int weight = column(Quantity::Weight);
            const double scoreSum = attn::sum(m_trace.scores());
            // Forgot to exponentiate: score − max in the exp column, the rest from it.
            Cells noExp = m_key.tableCells;
            for (int k = 0; k < keys; ++k)
                set(noExp, k, exp, row(k).shifted);
            set(noExp, sumRow, exp, ownSum(noExp, exp));
            for (int k = 0; k < keys; ++k)
                if (typed(noExp, sumRow, exp) != 0.0)
                    set(noExp, k, weight, typed(noExp, k, exp) / typed(noExp, sumRow, exp));
            // Forgot to exponentiate: the scores divided by their sum.
            Cells scoresOverSum = m_key.tableCells;
            for (int k = 0; k < keys && scoreSum != 0.0; ++k)
                set(scoresOverSum, k, weight, row(k).score / scoreSum);
            // Forgot to divide by Σ exp.
            Cells noDivision = m_key.tableCells;
            for (int k = 0; k < keys; ++k)
                set(noDivision, k, weight, row(k).exponential);
            // Forgot to subtract the largest score: exp(score) carried on.
            Cells noShift = m_key.tableCells;
            for (int k = 0; k < keys; ++k) {
                set(noShift, k, shifted, row(k).score);
                set(noShift, k, exp, std::exp(typed(noShift, k, shifted)));
            }
            set(noShift, sumRow, exp, ownSum(noShift, exp));
            out << scoresOverSum << noExp << noDivision << noShift;
            break;
        }
        case Exercise::TableKind::DotProduct: {
            const int x = column(Quantity::Term, 0);
            const int y = column(Quantity::Term, 1);
            const int score = column(Quantity::Score);
            Cells dropped = m_key.tableCells;
            Cells multiplied = m_key.tableCells;
            Cells sign = m_key.tableCells;
            Cells mismatched = m_key.tableCells;
            for (int k = 0; k < keys && row(k).terms.size() == 2 && m_trace.query.size() == 2; ++k) {
                const double tx = row(k).terms[0];
                const double ty = row(k).terms[1];
                set(dropped, k, score, tx);
                set(multiplied, k, score, tx * ty);
                set(sign, k, y, -ty);
                set(sign, k, score, m_trace.scale * (typed(sign, k, x) + typed(sign, k, y)));
                const double mx = m_trace.query[0] * m_trace.keys[std::size_t(k)][1];
                const double my = m_trace.query[1] * m_trace.keys[std::size_t(k)][0];
                set(mismatched, k, x, mx);
                set(mismatched, k, y, my);
                set(mismatched, k, score, m_trace.scale * (typed(mismatched, k, x) + typed(mismatched, k, y)));
            }
            out << dropped << sign << multiplied << mismatched;
            break;
        }
        case Exercise::TableKind::WeightedSum: {
            const int contribution = column(Quantity::Contribution);
            std::vector<double> values;
            for (int k = 0; k < keys; ++k)
                values.push_back(row(k).value);
            Cells average = m_key.tableCells;
            set(average, sumRow, contribution, attn::plainAverage(values));
            Cells noWeights = m_key.tableCells;
            for (int k = 0; k < keys; ++k)
                set(noWeights, k, contribution, row(k).value);
            set(noWeights, sumRow, contribution, ownSum(noWeights, contribution));
            Cells hardLookup = m_key.tableCells;
            set(hardLookup, sumRow, contribution, row(int(attn::argmax(m_trace.weights()))).value);
            Cells perKey = m_key.tableCells;
            set(perKey, sumRow, contribution, m_trace.output / double(std::max(1, keys)));
            out << average << noWeights << hardLookup << perKey;
            break;
        }
        }
        return out;
    }

    /// Answers that are simply wrong, for exercises and checks beyond the typical mistakes.
    QList<Answer> wrongCandidates() const
    {
        QList<Answer> out;
        switch (m_exercise.type) {
        case Exercise::Type::Numeric:
            if (m_key.value) {
                const double v = *m_key.value;
                if (m_key.valueIsKey) {
                    const int keys = int(m_trace.rows.size());
                    for (int k = 1; k <= keys; ++k)
                        if (k != std::lround(v))
                            out << NumberAnswer{QString::number(k)};
                } else {
                    const double step = 3.0 * m_key.tolerance + 0.2 * std::max(1.0, std::abs(v));
                    for (int i = 1; i <= 3; ++i)
                        out << NumberAnswer{number(v > 50.0 ? v - i * step : v + i * step, 2)};
                }
            }
            break;
        case Exercise::Type::SingleChoice:
        case Exercise::Type::MultipleChoice:
            for (const ChoiceOption &o : m_exercise.options)
                if (!o.correct)
                    out << ChoiceAnswer{{o.id}};
            break;
        case Exercise::Type::Ranking: {
            QList<int> order = m_key.ranking;
            std::reverse(order.begin(), order.end());
            out << RankingAnswer{order};
            for (qsizetype i = 1; i < order.size(); ++i) {
                std::rotate(order.begin(), order.begin() + 1, order.end());
                out << RankingAnswer{order};
            }
            break;
        }
        case Exercise::Type::Table:
            for (int i = 0; i < 3; ++i) {
                Cells cells = m_key.tableCells;
                for (auto &row : cells)
                    for (std::optional<double> &cell : row)
                        if (cell)
                            *cell = *cell * (1.5 + 0.25 * i) + 0.7;
                out << table(cells);
            }
            break;
        case Exercise::Type::Target: {
            const double length = m_key.targetQuery ? m_key.targetQuery->length : m_variant.query.length;
            const double angle = m_key.targetQuery ? m_key.targetQuery->angleDegrees : m_variant.query.angleDegrees;
            for (int i = 0; i < 3; ++i)
                out << TargetAnswer{std::fmod(angle + 180.0 + 37.0 * i, 360.0), length};
            break;
        }
        }
        return out;
    }

    Exercise m_exercise;
    Variant m_variant;
    AnswerKey m_key;
    attn::Trace m_trace;
    QLocale m_locale;
};

/// One step of a student's work on an exercise.
struct Step {
    enum class Do { Check, Hint, Solution };
    Do what = Do::Check;
    Answer answer;
};

/// A student at work: their exercise sessions, driven step by step, each step at a time a
/// little after the one before.
class Student
{
public:
    Student(const LabSession &session, const QString &learnerId, const QLocale &locale, Rng *rng)
        : m_session(session)
        , m_learnerId(learnerId)
        , m_locale(locale)
        , m_rng(rng)
    {
    }

    /// Works one exercise through `steps` in `slotMs` milliseconds from `*clockMs`.
    void work(const Exercise &exercise, const QList<Step> &steps, qint64 slotMs, const QDateTime &started, qint64 *clockMs)
    {
        const Exercise e = underLabRules(exercise, m_session.rules);
        ExerciseSession s(e, makeVariant(e, m_learnerId, m_session.variantContext()), m_logs.value(e.id));
        const qint64 pause = slotMs / (steps.size() + 1);
        for (const Step &step : steps) {
            // Thinking and typing take a while, never quite the same.
            *clockMs += std::max<qint64>(1, pause * draw(*m_rng, 70, 130) / 100);
            const QDateTime when = started.addMSecs(*clockMs);
            switch (step.what) {
            case Step::Do::Check:
                s.check(step.answer, m_locale, when);
                break;
            case Step::Do::Hint:
                s.revealHint(when);
                break;
            case Step::Do::Solution:
                s.revealSolution(when);
                break;
            }
        }
        if (!s.log().isEmpty())
            m_logs.insert(e.id, s.log());
    }

    const QHash<QString, AttemptLog> &logs() const { return m_logs; }

private:
    const LabSession &m_session;
    QString m_learnerId;
    QLocale m_locale;
    Rng *m_rng;
    QHash<QString, AttemptLog> m_logs;
};

Step checkOf(const Answer &answer)
{
    return {Step::Do::Check, answer};
}

/// What a student of `kind` does on one exercise. `firstMistake` is true until they have made
/// a diagnosed mistake, which then stays their last answer.
QList<Step> plan(Kind kind, const Exercise &e, const Answers &answers, const LabRules &rules, bool *firstMistake,
                 bool *firstHint, Rng &rng)
{
    const std::optional<Answer> right = answers.right();
    // Worked out only when needed: grading every candidate takes a while.
    std::optional<QList<Answer>> mistakesFound;
    std::optional<QList<Answer>> wrongFound;
    const auto mistakes = [&]() -> const QList<Answer> & {
        if (!mistakesFound)
            mistakesFound = answers.typicalMistakes();
        return *mistakesFound;
    };
    const auto wrong = [&]() -> const QList<Answer> & {
        if (!wrongFound)
            wrongFound = answers.wrongAnswers();
        return *wrongFound;
    };
    const auto rightOr = [&](QList<Step> steps) {
        if (right)
            steps << checkOf(*right);
        return steps;
    };
    const auto mistake = [&](bool keep) {
        QList<Step> steps{checkOf(mistakes().at(int(draw(rng, 0, std::min<qsizetype>(mistakes().size(), 2) - 1))))};
        return keep || e.attempts < 2 ? steps : rightOr(steps);
    };
    switch (kind) {
    case Kind::Perfect:
        return rightOr({});
    case Kind::Mistakes:
        if (!mistakes().isEmpty() && (*firstMistake || chance(rng, 75))) {
            const bool keep = *firstMistake || chance(rng, 50);
            *firstMistake = false;
            return mistake(keep);
        }
        if (!wrong().isEmpty() && chance(rng, 30))
            return rightOr({checkOf(wrong().first())});
        return rightOr({});
    case Kind::Hints:
        if (!e.hints.isEmpty() && (*firstHint || chance(rng, 60))) {
            *firstHint = false;
            QList<Step> steps;
            for (qint64 h = draw(rng, 1, e.hints.size()); h > 0; --h)
                steps << Step{Step::Do::Hint, {}};
            return rightOr(steps);
        }
        return rightOr({});
    case Kind::Mixed:
    case Kind::Late:
    case Kind::Unfinished:
    case Kind::Stuck:
        break;
    }
    const qint64 roll = draw(rng, 0, 99);
    if (roll < 50 || wrong().isEmpty())
        return rightOr({});
    if (roll < 65 && !mistakes().isEmpty())
        return mistake(chance(rng, 50));
    if (roll < 75 && !e.hints.isEmpty())
        return rightOr({Step{Step::Do::Hint, {}}});
    if (roll < 88)
        return rightOr({checkOf(wrong().first())});
    // Giving up: where the session offers solutions during the lab, some look at it.
    if (solutionOffered(rules, false) && e.showSolution)
        return {checkOf(wrong().first()), Step{Step::Do::Solution, {}}};
    return {checkOf(wrong().first()), checkOf(wrong().value(1, wrong().first()))};
}

/// Made-up learner ids r-01, r-02, … that no roster student has.
QStringList madeUpIds(int count, int total, const QSet<QString> &taken)
{
    const int width = std::max(2, int(QString::number(total).size()));
    QStringList ids;
    for (int i = 1; ids.size() < count; ++i) {
        const QString id = QStringLiteral("r-%1").arg(i, width, 10, QLatin1Char('0'));
        if (!taken.contains(id))
            ids << id;
    }
    return ids;
}

} // namespace

QString rehearsedKindText(RehearsedStudent::Kind kind)
{
    switch (kind) {
    case Kind::Perfect: return RehearsalText::tr("perfect");
    case Kind::Mistakes: return RehearsalText::tr("typical mistakes");
    case Kind::Hints: return RehearsalText::tr("uses hints");
    case Kind::Mixed: return RehearsalText::tr("a bit of everything");
    case Kind::Unfinished: return RehearsalText::tr("still working");
    case Kind::Stuck: return RehearsalText::tr("stuck");
    case Kind::Late: return RehearsalText::tr("late");
    }
    return {};
}

QList<RehearsedStudent> rehearseClass(const LabSession &session, const Course &course, const RehearsalRequest &request)
{
    Rng rng(request.seed);
    const int n = std::clamp(request.students > 0 ? request.students
                                                  : (session.roster.isEmpty() ? kStudentsWithoutRoster : int(session.roster.size())),
                             1, kMaxRehearsedStudents);

    // Who: the roster's students in order, then made-up ones.
    QList<std::pair<QString, QString>> who;
    QSet<QString> taken;
    for (const LabStudent &s : session.roster) {
        taken.insert(s.id);
        if (who.size() < n)
            who.emplaceBack(s.id, s.name);
    }
    QStringList first = firstNames();
    QStringList last = lastNames();
    shuffle(first, rng);
    shuffle(last, rng);
    const QStringList ids = madeUpIds(n - int(who.size()), n, taken);
    for (int i = 0; i < ids.size(); ++i)
        who.emplaceBack(ids.at(i), first.at(i % first.size()) + QLatin1Char(' ') + last.at((i + i / first.size()) % last.size()));

    QList<const Exercise *> exercises;
    for (const QString &id : session.exerciseIds)
        if (const Exercise *e = course.exercise(id))
            exercises << e;
    const int count = int(exercises.size());
    // The stuck student's exercise: one that allows three checks, in the second half if it can.
    int stuckIndex = -1;
    for (int i = 0; i < count; ++i) {
        if (underLabRules(*exercises[i], session.rules).attempts < 3)
            continue;
        if (stuckIndex < 0 || stuckIndex < count / 2)
            stuckIndex = i;
        if (i >= count / 2)
            break;
    }

    const QDateTime start = (request.start.isValid() ? request.start
                             : session.created.isValid() ? session.created
                                                         : QDateTime::currentDateTimeUtc()).toUTC();
    const qint64 limitMs = session.rules.timeLimitMinutes ? *session.rules.timeLimitMinutes * kMinute : 0;
    // The part of the lab spent on the exercises; the rest is joining, reading and handing in.
    const qint64 budgetMs = limitMs ? limitMs * 85 / 100 : 50 * kMinute;

    const QList<Kind> kinds = classKinds(n, rng);
    QList<RehearsedStudent> students;
    for (int i = 0; i < n; ++i) {
        RehearsedStudent student;
        student.kind = kinds.at(i);
        if (student.kind == Kind::Stuck && stuckIndex < 0)
            student.kind = Kind::Unfinished;
        const QString &learnerId = who.at(i).first;
        // Some students type numbers the German way ("55,08").
        const QLocale locale(chance(rng, 20) ? QStringLiteral("de_DE") : QStringLiteral("en_GB"));
        const QDateTime started = start.addMSecs(draw(rng, 0, std::min<qint64>(3 * kMinute, budgetMs / 10)));
        const qint64 slotMs = count ? budgetMs * 8 / 10 / count : 0;
        qint64 clockMs = 0;

        // How far an unfinished student got.
        int done = count;
        if (student.kind == Kind::Unfinished)
            done = int(draw(rng, count / 3, std::max(0, count - 1)));
        else if (student.kind == Kind::Stuck)
            done = stuckIndex;

        Student worker(session, learnerId, locale, &rng);
        bool firstMistake = true;
        bool firstHint = true;
        for (int x = 0; x < count; ++x) {
            const Exercise &exercise = *exercises[x];
            const Exercise e = underLabRules(exercise, session.rules);
            const Answers answers(e, makeVariant(e, learnerId, session.variantContext()), locale);
            if (x < done) {
                worker.work(exercise, plan(student.kind, e, answers, session.rules, &firstMistake, &firstHint, rng),
                            slotMs, started, &clockMs);
                continue;
            }
            if (student.kind == Kind::Stuck) {
                // Three wrong checks in a row, answers graded Wrong first (an exercise with fewer
                // wrong answers than that gets one of them again).
                const QList<Answer> tries = answers.wrongAnswers();
                QList<Step> steps;
                for (int t = 0; t < 3 && !tries.isEmpty(); ++t)
                    steps << checkOf(tries.at(t % tries.size()));
                worker.work(exercise, steps, slotMs, started, &clockMs);
                student.stuckOn = e.id;
            } else if (student.kind == Kind::Unfinished) {
                // In the middle of the next one: a first try.
                const QList<Answer> tries = answers.typicalMistakes() + answers.wrongAnswers();
                if (!tries.isEmpty())
                    worker.work(exercise, {checkOf(tries.first())}, slotMs, started, &clockMs);
            }
            break;
        }

        const bool working = student.kind == Kind::Unfinished || student.kind == Kind::Stuck;
        qint64 handInMs = clockMs + draw(rng, 30 * 1000, 3 * kMinute);
        if (student.kind == Kind::Late)
            handInMs = limitMs ? limitMs + draw(rng, 2 * kMinute, 15 * kMinute) : draw(rng, 150 * kMinute, 240 * kMinute);
        else if (limitMs)
            handInMs = std::min(handInMs, clockMs + std::max<qint64>(1, (limitMs - clockMs) / 2));
        HandInSource source;
        source.learnerId = learnerId;
        source.learnerName = who.at(i).second;
        source.appVersion = QCoreApplication::applicationVersion();
        source.started = started;
        source.final = !working;
        student.handIn = makeHandIn(session, course, source, worker.logs(), started.addMSecs(handInMs));
        students << student;
    }
    return students;
}

bool writeRehearsal(const QString &folder, QList<RehearsedStudent> *students, QString *error)
{
    // Made-up hand-ins carry the real students' names: written over a class's folder, they
    // would replace its work without a trace.
    const QStringList present = QDir(folder).entryList({QStringLiteral("*.attnhandin")}, QDir::Files | QDir::Hidden);
    if (!present.isEmpty()) {
        if (error)
            *error = RehearsalText::tr("%1 already holds %n hand-in(s) (%2): a rehearsal is written into a folder of its own",
                                       nullptr, int(present.size()))
                         .arg(QDir::toNativeSeparators(folder), present.constFirst());
        return false;
    }
    if (!QDir().mkpath(folder)) {
        if (error)
            *error = RehearsalText::tr("the folder %1 cannot be made").arg(QDir::toNativeSeparators(folder));
        return false;
    }
    for (RehearsedStudent &student : *students) {
        QString why;
        if (!writeHandIn(folder, student.handIn, &student.file, &why)) {
            if (error)
                *error = RehearsalText::tr("%1: %2").arg(QDir::toNativeSeparators(student.file), why);
            return false;
        }
    }
    return true;
}

} // namespace course
