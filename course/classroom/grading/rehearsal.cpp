#include "rehearsal.h"

#include "feedbackkey.h"
#include "exercisesession.h"
#include "rehearsalanswers.h"

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
QList<Step> plan(Kind kind, const Exercise &e, const RehearsalAnswers &answers, const LabRules &rules, bool *firstMistake,
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

QString rehearsalAppVersion()
{
    return (QCoreApplication::applicationVersion() + QLatin1String(kRehearsalMark)).right(40);
}

bool isRehearsal(const HandIn &handIn)
{
    return handIn.appVersion.endsWith(QLatin1String(kRehearsalMark));
}

QList<RehearsedStudent> rehearseClass(const LabSession &session, const Course &course, const RehearsalRequest &request)
{
    Rng rng(request.seed);
    // One feedback code for the made-up class, from the seed but apart from the class's draws;
    // stretched once, each student's key is then their own.
    Rng codes(request.seed ^ 0x5eedf00dULL);
    const QString feedbackCode = feedbackkey::codeFromBits(codes());
    const std::optional<QByteArray> secret = feedbackkey::sessionSecret(feedbackCode, session.id);
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
            const RehearsalAnswers answers(e, makeVariant(e, learnerId, session.variantContext()), locale);
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
        source.appVersion = rehearsalAppVersion();
        source.started = started;
        source.final = !working;
        if (secret)
            source.feedbackKey = feedbackkey::keyPairFor(*secret, learnerId).publicKey;
        student.feedbackCode = feedbackCode;
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
