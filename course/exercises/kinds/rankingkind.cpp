#include "kinds.h"

#include "exercisereader.h"
#include "gradingsupport.h"
#include "keypositions.h"
#include "kindtext.h"
#include "printedquestion.h"
#include "rehearsalanswers.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>

namespace course {

using namespace kindtext;
using gradingdetail::Grading;

namespace {

/// The keys in order, largest score or weight first.
class RankingKind final : public ExerciseKind
{
public:
    Exercise::Type type() const override { return Exercise::Type::Ranking; }
    QString name() const override { return QStringLiteral("ranking"); }
    QString title() const override { return KindText::tr("Ranking"); }
    bool givesPartialCredit() const override { return true; }

    void read(ExerciseReader &reader, Exercise &e) const override
    {
        const QString by = reader.object().value(QStringLiteral("rankBy")).toString(QStringLiteral("weight"));
        if (by != QLatin1String("weight") && by != QLatin1String("score"))
            reader.problem(QStringLiteral("rankBy"), QStringLiteral("'rankBy' must be weight or score"));
        e.rankByScore = by == QLatin1String("score");
    }

    bool takes(const Answer &answer) const override { return std::holds_alternative<RankingAnswer>(answer); }

    Feedback grade(const Exercise &exercise, const Variant &variant, const Answer &answer,
                   const QLocale &) const override
    {
        return gradeRanking(exercise, variant, std::get<RankingAnswer>(answer).keys);
    }

    std::optional<Answer> readTyped(const Exercise &, const Variant &variant, const QString &text,
                                    QString *problem) const override
    {
        const int keys = int(variant.layout().keys.size());
        static const QRegularExpression key(QStringLiteral("^(?:k|key)?([0-9]{1,3})$"), QRegularExpression::CaseInsensitiveOption);
        static const QRegularExpression separators(QStringLiteral("[\\s,>]+"));
        RankingAnswer order;
        for (const QString &part : text.split(separators, Qt::SkipEmptyParts)) {
            const QRegularExpressionMatch m = key.match(part);
            const int k = m.hasMatch() ? m.captured(1).toInt() : 0;
            if (k < 1 || k > keys) {
                *problem = TypedAnswerText::tr("'%1' is not a key: name the keys k1 to k%2").arg(part.left(40), QString::number(keys));
                return std::nullopt;
            }
            if (order.keys.contains(k)) {
                *problem = TypedAnswerText::tr("k%1 is named twice: name every key once").arg(k);
                return std::nullopt;
            }
            order.keys << k;
        }
        if (order.keys.size() != keys) {
            *problem = TypedAnswerText::tr("a ranking names all %1 keys once, largest first, e.g. k2,k1,k5,k3,k4").arg(keys);
            return std::nullopt;
        }
        return order;
    }

    std::optional<Answer> fromVersion1(const Exercise &, const QString &text) const override
    {
        RankingAnswer a;
        for (const QString &key : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            bool ok = false;
            a.keys << key.trimmed().toInt(&ok);
            if (!ok)
                return std::nullopt;
        }
        return a;
    }

    void fillKey(const Exercise &exercise, const Variant &variant, AnswerKey &key) const override
    {
        key.ranking = rankingAnswer(exercise, variant);
        key.rankingGroups = rankingGroups(exercise, variant);
        key.rankByScore = exercise.rankByScore;
    }

    QString inWords(const AnswerKey &key) const override
    {
        return AnswerKeyText::tr("%1 (by %2)").arg(rankingText(key.rankingGroups),
                                                   key.rankByScore ? AnswerKeyText::tr("score") : AnswerKeyText::tr("weight"));
    }

    QString inShort(const AnswerKey &key) const override { return rankingText(key.rankingGroups); }

    void writeKeyJson(const AnswerKey &key, QJsonObject &o) const override
    {
        QJsonArray keys;
        for (int k : key.ranking)
            keys.append(k);
        o.insert(QStringLiteral("rankBy"), key.rankByScore ? QStringLiteral("score") : QStringLiteral("weight"));
        o.insert(QStringLiteral("answer"), keys);
    }

    QString workedAnswer(const Exercise &exercise, const Variant &variant, bool *withSteps) const override
    {
        *withSteps = true;
        return Grading::tr("**Order:** %1\n\n").arg(rankingText(rankingGroups(exercise, variant)));
    }

    QString censusAnswer(const Exercise &exercise, const Variant &variant) const override
    {
        QStringList keys;
        for (int k : rankingAnswer(exercise, variant))
            keys << QString::number(k);
        return keys.join(QLatin1Char(' '));
    }

    std::optional<Answer> rightAnswer(const RehearsalAnswers &r) const override { return RankingAnswer{r.key().ranking}; }

    QList<Answer> mistakeCandidates(const RehearsalAnswers &r) const override
    {
        QList<int> reversed = r.key().ranking;
        std::reverse(reversed.begin(), reversed.end());
        QList<int> swapped = r.key().ranking;
        if (swapped.size() > 1)
            swapped.swapItemsAt(0, 1);
        return {RankingAnswer{swapped}, RankingAnswer{reversed}};
    }

    QList<Answer> wrongCandidates(const RehearsalAnswers &r) const override
    {
        QList<Answer> out;
        QList<int> order = r.key().ranking;
        std::reverse(order.begin(), order.end());
        out << RankingAnswer{order};
        for (qsizetype i = 1; i < order.size(); ++i) {
            std::rotate(order.begin(), order.begin() + 1, order.end());
            out << RankingAnswer{order};
        }
        return out;
    }

    void fillQuestion(const Exercise &exercise, const Variant &variant, WorksheetQuestion &q) const override
    {
        q.rankingPlaces = int(variant.layout().keys.size());
        q.rankByScore = exercise.rankByScore;
        q.keyPositions = keyPositions(variant);
        for (int k : q.key.ranking)
            q.rankingAnswer << QStringLiteral("k%1").arg(k);
    }

    void print(WorksheetPrinter &printer, const WorksheetQuestion &q, bool answerKey) const override
    {
        printer.ranking(q, answerKey);
    }
};

} // namespace

const ExerciseKind &rankingKind()
{
    static const RankingKind kind;
    return kind;
}

} // namespace course
