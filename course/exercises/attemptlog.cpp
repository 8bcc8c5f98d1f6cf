#include "attemptlog.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace course {

namespace {

class LogText
{
    Q_DECLARE_TR_FUNCTIONS(LogText)
};

/// Far above what any exercise allows (attempts + hints + one solution); a file with more
/// is not a learner's work.
constexpr int kMaxEvents = 1000;

const QString kEvent = QStringLiteral("event");
const QString kAt = QStringLiteral("at");
const QString kAnswer = QStringLiteral("answer");
const QString kLocale = QStringLiteral("locale");
const QString kVerdict = QStringLiteral("verdict");
const QString kScore = QStringLiteral("score");
const QString kLegacy = QStringLiteral("legacyAnswer");
const QString kHint = QStringLiteral("hint");

std::optional<AttemptLog> failAt(QString *problem, int index, const QString &message)
{
    if (problem)
        *problem = LogText::tr("log[%1]: %2").arg(index).arg(message);
    return std::nullopt;
}

} // namespace

QJsonValue timeToJson(const QDateTime &time)
{
    const QString text = time.isValid() ? time.toUTC().toString(Qt::ISODateWithMs) : QString();
    return text.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(text);
}

bool timeFromJson(const QJsonValue &value, QDateTime *time)
{
    *time = {};
    if (value.isNull())
        return true;
    if (!value.isString())
        return false;
    const QDateTime t = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
    if (!t.isValid())
        return false;
    // ISO 8601 as Qt writes it holds the years 1 to 9999 (asked of the year, not by writing
    // the time out: a gradebook reads thousands of times).
    const QDateTime utc = t.toUTC();
    if (utc.date().year() >= 1 && utc.date().year() <= 9999)
        *time = utc;
    return true;
}

QJsonArray logToJson(const AttemptLog &log)
{
    QJsonArray events;
    for (const AttemptEvent &e : log.events) {
        QJsonObject o{{kAt, timeToJson(e.when)}};
        switch (e.kind) {
        case AttemptEvent::Kind::Check:
            o.insert(kEvent, QStringLiteral("check"));
            o.insert(kAnswer, e.answer ? QJsonValue(answerToJson(*e.answer)) : QJsonValue(QJsonValue::Null));
            o.insert(kLocale, e.locale);
            o.insert(kVerdict, verdictName(e.status));
            o.insert(kScore, e.recordedScore);
            if (!e.legacyAnswer.isEmpty())
                o.insert(kLegacy, e.legacyAnswer);
            break;
        case AttemptEvent::Kind::Hint:
            o.insert(kEvent, QStringLiteral("hint"));
            o.insert(kHint, e.hint);
            break;
        case AttemptEvent::Kind::Solution:
            o.insert(kEvent, QStringLiteral("solution"));
            break;
        }
        events.append(o);
    }
    return events;
}

AttemptLog mergeLogs(const AttemptLog &a, const AttemptLog &b)
{
    if (b.events.isEmpty() || a.events == b.events)
        return a;
    // An event is known by all it holds: its JSON, as the files keep it.
    const auto keyOf = [](const AttemptEvent &e) {
        return QJsonDocument(logToJson(AttemptLog{{e}})).toJson(QJsonDocument::Compact);
    };
    QHash<QByteArray, int> inA;
    for (const AttemptEvent &e : a.events)
        ++inA[keyOf(e)];
    AttemptLog merged = a;
    for (const AttemptEvent &e : b.events) {
        int &left = inA[keyOf(e)];
        if (left > 0)
            --left;
        else
            merged.events << e;
    }
    if (merged.events.size() == a.events.size())
        return a;
    std::stable_sort(merged.events.begin(), merged.events.end(), [](const AttemptEvent &x, const AttemptEvent &y) {
        if (x.when.isValid() != y.when.isValid())
            return !x.when.isValid();
        return x.when.isValid() && x.when < y.when;
    });
    return merged;
}

std::optional<AttemptLog> logFromJson(const QJsonValue &value, QString *problem)
{
    if (!value.isArray()) {
        if (problem)
            *problem = LogText::tr("log is not an array");
        return std::nullopt;
    }
    const QJsonArray events = value.toArray();
    if (events.size() > kMaxEvents) {
        if (problem)
            *problem = LogText::tr("log has more than %1 events").arg(kMaxEvents);
        return std::nullopt;
    }
    AttemptLog log;
    for (int i = 0; i < events.size(); ++i) {
        if (!events.at(i).isObject())
            return failAt(problem, i, LogText::tr("not an object"));
        const QJsonObject o = events.at(i).toObject();
        AttemptEvent e;
        if (!timeFromJson(o.value(kAt), &e.when))
            return failAt(problem, i, LogText::tr("“at” is not a date and time"));
        const QString kind = o.value(kEvent).toString();
        if (kind == QLatin1String("check")) {
            e.kind = AttemptEvent::Kind::Check;
            const QJsonValue answer = o.value(kAnswer);
            if (!answer.isNull()) {
                QString why;
                e.answer = answerFromJson(answer, &why);
                if (!e.answer)
                    return failAt(problem, i, why);
            }
            const QJsonValue locale = o.value(kLocale);
            const auto verdict = verdictFromName(o.value(kVerdict).toString());
            const QJsonValue recorded = o.value(kScore);
            const QJsonValue legacy = o.value(kLegacy);
            if (!locale.isString() || locale.toString().size() > 40)
                return failAt(problem, i, LogText::tr("“locale” is not a locale name"));
            if (!verdict)
                return failAt(problem, i, LogText::tr("“verdict” is not correct, partial, wrong or invalid"));
            if (!recorded.isDouble() || !(recorded.toDouble() >= 0.0 && recorded.toDouble() <= 1.0))
                return failAt(problem, i, LogText::tr("“score” is not a number from 0 to 1"));
            if (!legacy.isUndefined() && (!legacy.isString() || legacy.toString().size() > 100000))
                return failAt(problem, i, LogText::tr("“legacyAnswer” is not a string"));
            e.locale = locale.toString();
            e.status = *verdict;
            e.recordedScore = recorded.toDouble();
            e.legacyAnswer = legacy.toString();
        } else if (kind == QLatin1String("hint")) {
            e.kind = AttemptEvent::Kind::Hint;
            const QJsonValue hint = o.value(kHint);
            const double h = hint.toDouble(-1.0);
            if (!hint.isDouble() || h < 0.0 || h >= kMaxEvents || h != std::floor(h))
                return failAt(problem, i, LogText::tr("“hint” is not a hint number"));
            e.hint = int(h);
        } else if (kind == QLatin1String("solution")) {
            e.kind = AttemptEvent::Kind::Solution;
        } else {
            return failAt(problem, i, LogText::tr("“event” is not check, hint or solution"));
        }
        log.events << e;
    }
    return log;
}

QLocale answerLocale(const QString &name)
{
    return name.isEmpty() ? QLocale::c() : QLocale(name);
}

ExerciseScore score(const Exercise &exercise, const Variant &variant, const AttemptLog &log)
{
    ExerciseScore s;
    const auto finished = [&] { return s.solved || s.solutionShown || s.attempts >= exercise.attempts; };
    for (const AttemptEvent &e : log.events) {
        switch (e.kind) {
        case AttemptEvent::Kind::Check: {
            if (finished())
                break;
            // A check format 1 kept no answer of counted as an attempt that earned nothing.
            double earned = 0.0;
            Feedback::Status verdict = Feedback::Status::Wrong;
            if (e.answer) {
                const Feedback f = grade(exercise, variant, *e.answer, answerLocale(e.locale));
                if (!f.countsAsAttempt())
                    break;
                earned = f.score;
                verdict = f.status;
                s.lastAnswer = e.answer;
                s.lastLocale = e.locale;
            }
            const bool right = verdict == Feedback::Status::Correct;
            s.verdicts << verdict;
            s.best = std::max(s.best, std::max(0.0, earned - s.attempts * exercise.attemptPenalty));
            ++s.attempts;
            s.solved = s.solved || right;
            break;
        }
        case AttemptEvent::Kind::Hint:
            if (!finished() && s.hintsShown < exercise.hints.size())
                ++s.hintsShown;
            break;
        case AttemptEvent::Kind::Solution:
            if (!s.solutionShown && (exercise.showSolution || finished()))
                s.solutionShown = true;
            break;
        }
    }
    s.finished = finished();
    s.attemptsLeft = std::max(0, exercise.attempts - s.attempts);
    s.credit = std::clamp(s.best * std::max(0.0, 1.0 - s.hintsShown * exercise.hintPenalty), 0.0, 1.0);
    return s;
}

QString verdictName(Feedback::Status status)
{
    switch (status) {
    case Feedback::Status::Correct: return QStringLiteral("correct");
    case Feedback::Status::Partial: return QStringLiteral("partial");
    case Feedback::Status::Wrong: return QStringLiteral("wrong");
    case Feedback::Status::Invalid: break;
    }
    return QStringLiteral("invalid");
}

std::optional<Feedback::Status> verdictFromName(const QString &name)
{
    for (Feedback::Status s : {Feedback::Status::Correct, Feedback::Status::Partial,
                               Feedback::Status::Wrong, Feedback::Status::Invalid})
        if (verdictName(s) == name)
            return s;
    return std::nullopt;
}

} // namespace course
