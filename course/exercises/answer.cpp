#include "answer.h"

#include "exercisekind.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace course {

namespace {

class AnswerText
{
    Q_DECLARE_TR_FUNCTIONS(AnswerText)
};

// Bounds on what a file may hold: far above any real answer, low enough that a hostile
// file cannot make a grader allocate or loop without end.
constexpr int kMaxTextLength = 200;
constexpr int kMaxItems = 64;

const QString kKind = QStringLiteral("kind");

template<class... Ts>
struct Overloaded : Ts... {
    using Ts::operator()...;
};
// clang 14 (the libFuzzer build) deduces no aggregate's template arguments by itself.
template <class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

bool fail(QString *problem, const QString &message)
{
    if (problem)
        *problem = message;
    return false;
}

bool readString(const QJsonValue &v, QString *out, const QString &where, QString *problem)
{
    if (!v.isString())
        return fail(problem, AnswerText::tr("%1 is not a string").arg(where));
    if (v.toString().size() > kMaxTextLength)
        return fail(problem, AnswerText::tr("%1 is longer than %2 characters").arg(where).arg(kMaxTextLength));
    *out = v.toString();
    return true;
}

bool readArray(const QJsonValue &v, QJsonArray *out, const QString &where, QString *problem)
{
    if (!v.isArray())
        return fail(problem, AnswerText::tr("%1 is not an array").arg(where));
    if (v.toArray().size() > kMaxItems)
        return fail(problem, AnswerText::tr("%1 has more than %2 items").arg(where).arg(kMaxItems));
    *out = v.toArray();
    return true;
}

} // namespace

bool answerFits(const Answer &answer, Exercise::Type type)
{
    return kindOf(type).takes(answer);
}

QJsonObject answerToJson(const Answer &answer)
{
    return std::visit(
        Overloaded{
            [](const NumberAnswer &a) {
                return QJsonObject{{kKind, QStringLiteral("number")}, {QStringLiteral("typed"), a.typed}};
            },
            [](const ChoiceAnswer &a) {
                return QJsonObject{{kKind, QStringLiteral("choice")},
                                   {QStringLiteral("options"), QJsonArray::fromStringList(a.optionIds)}};
            },
            [](const RankingAnswer &a) {
                QJsonArray keys;
                for (int k : a.keys)
                    keys.append(k);
                return QJsonObject{{kKind, QStringLiteral("ranking")}, {QStringLiteral("keys"), keys}};
            },
            [](const TableAnswer &a) {
                QJsonArray rows;
                for (const QStringList &row : a.rows)
                    rows.append(QJsonArray::fromStringList(row));
                return QJsonObject{{kKind, QStringLiteral("table")}, {QStringLiteral("rows"), rows}};
            },
            [](const TargetAnswer &a) {
                return QJsonObject{{kKind, QStringLiteral("target")},
                                   {QStringLiteral("angle"), a.angleDegrees},
                                   {QStringLiteral("length"), a.length}};
            },
            [](const MatchingAnswer &a) {
                QJsonObject pairs;
                for (auto it = a.partners.cbegin(); it != a.partners.cend(); ++it)
                    pairs.insert(it.key(), it.value());
                return QJsonObject{{kKind, QStringLiteral("matching")}, {QStringLiteral("pairs"), pairs}};
            },
        },
        answer);
}

std::optional<Answer> answerFromJson(const QJsonValue &value, QString *problem)
{
    if (!value.isObject()) {
        fail(problem, AnswerText::tr("the answer is not an object"));
        return std::nullopt;
    }
    const QJsonObject o = value.toObject();
    const QString kind = o.value(kKind).toString();
    if (kind == QLatin1String("number")) {
        NumberAnswer a;
        if (!readString(o.value(QStringLiteral("typed")), &a.typed, QStringLiteral("typed"), problem))
            return std::nullopt;
        return a;
    }
    if (kind == QLatin1String("choice")) {
        QJsonArray ids;
        if (!readArray(o.value(QStringLiteral("options")), &ids, QStringLiteral("options"), problem))
            return std::nullopt;
        ChoiceAnswer a;
        for (const QJsonValue &id : std::as_const(ids)) {
            QString text;
            if (!readString(id, &text, QStringLiteral("options[]"), problem))
                return std::nullopt;
            a.optionIds << text;
        }
        return a;
    }
    if (kind == QLatin1String("ranking")) {
        QJsonArray keys;
        if (!readArray(o.value(QStringLiteral("keys")), &keys, QStringLiteral("keys"), problem))
            return std::nullopt;
        RankingAnswer a;
        for (const QJsonValue &k : std::as_const(keys)) {
            const double x = k.toDouble(-1.0);
            if (!k.isDouble() || x < 1.0 || x > kMaxItems || x != std::floor(x)) {
                fail(problem, AnswerText::tr("keys[] holds something that is not a key number"));
                return std::nullopt;
            }
            a.keys << int(x);
        }
        return a;
    }
    if (kind == QLatin1String("table")) {
        QJsonArray rows;
        if (!readArray(o.value(QStringLiteral("rows")), &rows, QStringLiteral("rows"), problem))
            return std::nullopt;
        TableAnswer a;
        for (const QJsonValue &row : std::as_const(rows)) {
            QJsonArray cells;
            if (!readArray(row, &cells, QStringLiteral("rows[]"), problem))
                return std::nullopt;
            QStringList typed;
            for (const QJsonValue &cell : std::as_const(cells)) {
                QString text;
                if (!readString(cell, &text, QStringLiteral("rows[][]"), problem))
                    return std::nullopt;
                typed << text;
            }
            a.rows << typed;
        }
        return a;
    }
    if (kind == QLatin1String("target")) {
        const QJsonValue angle = o.value(QStringLiteral("angle"));
        const QJsonValue length = o.value(QStringLiteral("length"));
        // JSON has no infinities; a length outside what the workshop allows is no query.
        if (!angle.isDouble() || !length.isDouble() || length.toDouble() < 0.0 || length.toDouble() > 1000.0
            || std::abs(angle.toDouble()) > 1e6) {
            fail(problem, AnswerText::tr("angle and length are not a query"));
            return std::nullopt;
        }
        return TargetAnswer{angle.toDouble(), length.toDouble()};
    }
    if (kind == QLatin1String("matching")) {
        const QJsonValue pairs = o.value(QStringLiteral("pairs"));
        if (!pairs.isObject() || pairs.toObject().size() > kMaxItems) {
            fail(problem, AnswerText::tr("pairs is not an object of at most %1 items").arg(kMaxItems));
            return std::nullopt;
        }
        const QJsonObject byItem = pairs.toObject();
        MatchingAnswer a;
        for (auto it = byItem.constBegin(); it != byItem.constEnd(); ++it) {
            QString partner;
            if (it.key().size() > kMaxTextLength) {
                fail(problem, AnswerText::tr("pairs names an item longer than %1 characters").arg(kMaxTextLength));
                return std::nullopt;
            }
            if (!readString(it.value(), &partner, QStringLiteral("pairs[]"), problem))
                return std::nullopt;
            a.partners.insert(it.key(), partner);
        }
        return a;
    }
    fail(problem, AnswerText::tr("“%1” is not a kind of answer").arg(kind));
    return std::nullopt;
}

Feedback grade(const Exercise &exercise, const Variant &variant, const Answer &answer, const QLocale &locale)
{
    const ExerciseKind &kind = kindOf(exercise);
    if (!kind.takes(answer)) {
        Feedback f;
        f.status = Feedback::Status::Invalid;
        f.message = AnswerText::tr("This answer is not of the kind the exercise asks for.");
        return f;
    }
    Feedback f = kind.grade(exercise, variant, answer, locale);
    if (f.status == Feedback::Status::Correct && f.reason.isEmpty())
        f.reason = fillForVariant(exercise.reason, variant);
    return f;
}

} // namespace course
