#include "kinds.h"

#include "exercisereader.h"
#include "figures.h"
#include "gradingsupport.h"
#include "kindtext.h"
#include "printedquestion.h"
#include "rehearsalanswers.h"
#include "typedanswer.h"
#include "workshopmodel.h"

#include <QJsonDocument>

#include <cmath>

namespace course {

using namespace kindtext;
using gradingdetail::Grading;

namespace {

/// Turn and lengthen the workshop's query until it meets a goal: a key's weight, an output.
class TargetKind final : public ExerciseKind
{
public:
    Exercise::Type type() const override { return Exercise::Type::Target; }
    QString name() const override { return QStringLiteral("target"); }
    QString title() const override { return KindText::tr("Target"); }
    bool playsOnWorkshop() const override { return true; }

    QStringList extraPlaceholders() const override
    {
        return {QStringLiteral("target.key"), QStringLiteral("target.angle"), QStringLiteral("target.threshold")};
    }

    void read(ExerciseReader &reader, Exercise &e) const override
    {
        const QJsonObject target = reader.object().value(QStringLiteral("target")).toObject();
        const QString kind = target.value(QStringLiteral("kind")).toString();
        static const QStringList kinds{QStringLiteral("weight-at-least"), QStringLiteral("output-above"), QStringLiteral("shortest")};
        const qsizetype k = kinds.indexOf(kind);
        if (k < 0) {
            reader.problem(QStringLiteral("target.kind"), QStringLiteral("unknown target kind '%1' (known: %2)").arg(kind, kinds.join(QStringLiteral(", "))));
            return;
        }
        const QString where = QStringLiteral("target.");
        e.target.kind = TargetSpec::Kind(k);
        const auto threshold = reader.number(target, "threshold", where);
        if (!threshold)
            reader.problem(QStringLiteral("target.threshold"), QStringLiteral("a target needs a threshold"));
        e.target.threshold = threshold.value_or(0.0);
        e.target.maxLength = reader.number(target, "maxLength", where);
        e.target.tolerance = reader.number(target, "tolerance", where).value_or(0.05);
        if (e.target.maxLength && (*e.target.maxLength <= 0.0 || *e.target.maxLength > 10.0))
            reader.problem(QStringLiteral("target.maxLength"), QStringLiteral("'maxLength' must be more than 0 and at most 10"));
        if (e.target.tolerance < 0.0 || e.target.tolerance > 1.0)
            reader.problem(QStringLiteral("target.tolerance"), QStringLiteral("'tolerance' must be between 0 and 1"));
        if (e.variant.values)
            reader.problem(QStringLiteral("variant.values"), QStringLiteral("a target exercise is answered on the plate's own values; it cannot vary them"));
        const double keys = double(attn::plateLayout().keys.size());
        if (e.target.kind != TargetSpec::Kind::OutputAbove) {
            const auto key = reader.number(target, "key", where);
            if (!key || *key < 1 || *key > keys || *key != std::floor(*key))
                reader.problem(QStringLiteral("target.key"), QStringLiteral("a target needs a key from 1 to %1").arg(keys));
            else
                e.target.key = int(*key);
            if (e.target.threshold <= 0 || e.target.threshold >= 1)
                reader.problem(QStringLiteral("target.threshold"), QStringLiteral("a weight threshold is a fraction between 0 and 1"));
            if (const auto &g = e.variant.targetKey;
                g && (g->min < 1 || g->max > keys || g->min != std::floor(g->min) || g->step != std::floor(g->step)))
                reader.problem(QStringLiteral("variant.key"), QStringLiteral("the keys drawn must be whole numbers from 1 to %1").arg(keys));
            if (const auto &g = e.variant.targetThreshold; g && (g->min <= 0 || g->max >= 1))
                reader.problem(QStringLiteral("variant.threshold"), QStringLiteral("the weight thresholds drawn must be fractions between 0 and 1"));
        } else if (e.variant.targetKey) {
            reader.problem(QStringLiteral("variant.key"), QStringLiteral("an output target has no key to vary"));
        }
        // Every learner's goal can be met on the plate: a goal no query reaches is no exercise.
        if (reader.clean())
            if (const auto why = unreachableTarget(e, attn::plateLayout()))
                reader.problem(QStringLiteral("target"), QStringLiteral("some learners could never meet it: %1").arg(*why));
    }

    bool takes(const Answer &answer) const override { return std::holds_alternative<TargetAnswer>(answer); }

    Feedback grade(const Exercise &exercise, const Variant &variant, const Answer &answer,
                   const QLocale &) const override
    {
        const TargetAnswer &a = std::get<TargetAnswer>(answer);
        if (a.length > WorkshopModel::kMaxLength)
            return gradingdetail::invalid(AnswerText::tr("A query can be at most %1 long.").arg(WorkshopModel::kMaxLength));
        return gradeTarget(exercise, variant, attn::Polar{a.angleDegrees, a.length});
    }

    std::optional<Answer> readTyped(const Exercise &, const Variant &, const QString &text, QString *problem) const override
    {
        const QString shape = TypedAnswerText::tr("a target answer is the query as JSON, e.g. {\"angle\": 70, \"length\": 4}");
        const std::optional<QJsonValue> json = readTypedJson(text, problem);
        if (!json)
            return std::nullopt;
        if (!json->isObject()) {
            *problem = shape;
            return std::nullopt;
        }
        QJsonObject query = json->toObject();
        if (!query.contains(QStringLiteral("kind")))
            query.insert(QStringLiteral("kind"), QStringLiteral("target"));
        QString why;
        std::optional<Answer> answer = answerFromJson(query, &why);
        if (!answer || !takes(*answer)) {
            *problem = (answer ? QString() : why + QStringLiteral("; ")) + shape;
            return std::nullopt;
        }
        return answer;
    }

    std::optional<Answer> fromVersion1(const Exercise &, const QString &text) const override
    {
        QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
        o.insert(QStringLiteral("kind"), QStringLiteral("target"));
        return answerFromJson(o);
    }

    void fillKey(const Exercise &exercise, const Variant &variant, AnswerKey &key) const override
    {
        key.target = goalOf(exercise, variant);
        const attn::PlateLayout layout = variant.layout();
        const double maxLength = key.target.maxLength.value_or(10.0);
        if (key.target.kind == TargetSpec::Kind::OutputAbove) {
            const auto best = attn::queryWithLargestOutput(layout.cartesianKeys(), layout.values, maxLength);
            if (best) {
                const auto reached = attn::trace(layout.lookup(*best));
                if (reached && reached->output > key.target.threshold)
                    key.targetQuery = best;
            }
        } else {
            key.targetQuery = shortestQueryFor(layout, key.target.key, key.target.threshold, maxLength);
        }
        if (key.targetQuery)
            key.targetQuery = printedTargetQuery(exercise, variant, *key.targetQuery);
    }

    QString inWords(const AnswerKey &key) const override
    {
        const TargetSpec &t = key.target;
        const QString maxLength = formatPlain(t.maxLength.value_or(10.0));
        QString asked = t.kind == TargetSpec::Kind::OutputAbove
                            ? AnswerKeyText::tr("output above %1 with a query of length at most %2").arg(formatPlain(t.threshold), maxLength)
                            : AnswerKeyText::tr("key %1 above %2").arg(QString::number(t.key), withPercent(formatPlain(t.threshold * 100)));
        if (!key.targetQuery)
            return asked + AnswerKeyText::tr(" (no query of length up to %1 reaches it)").arg(maxLength);
        return asked + (t.kind == TargetSpec::Kind::OutputAbove
                            ? AnswerKeyText::tr(": e.g. angle %1°, length %2 (the largest output at that length)")
                            : AnswerKeyText::tr(": e.g. angle %1°, length %2 (the shortest)"))
                           .arg(formatFixed(key.targetQuery->angleDegrees, 1), formatFixed(key.targetQuery->length, 3));
    }

    QString inShort(const AnswerKey &key) const override
    {
        if (!key.targetQuery)
            return AnswerKeyText::tr("(no query reaches it)");
        return AnswerKeyText::tr("angle %1°, length %2")
            .arg(formatFixed(key.targetQuery->angleDegrees, 1), formatFixed(key.targetQuery->length, 3));
    }

    void writeKeyJson(const AnswerKey &key, QJsonObject &o) const override
    {
        const TargetSpec &t = key.target;
        QJsonObject target{{QStringLiteral("threshold"), t.threshold}};
        if (t.maxLength)
            target.insert(QStringLiteral("maxLength"), *t.maxLength);
        if (t.kind != TargetSpec::Kind::OutputAbove)
            target.insert(QStringLiteral("key"), t.key);
        if (key.targetQuery)
            target.insert(QStringLiteral("example"), QJsonObject{{QStringLiteral("angle"), key.targetQuery->angleDegrees},
                                                                 {QStringLiteral("length"), key.targetQuery->length}});
        o.insert(QStringLiteral("answer"), target);
    }

    QString workedAnswer(const Exercise &exercise, const Variant &variant, bool *withSteps) const override
    {
        // The learner's own query is the trace: no step table of the variant's query.
        *withSteps = false;
        const TargetSpec &goal = goalOf(exercise, variant);
        if (goal.kind == TargetSpec::Kind::OutputAbove)
            return {};
        const auto best = shortestQueryFor(variant.layout(), goal.key, goal.threshold, goal.maxLength.value_or(10.0));
        if (!best)
            return {};
        const attn::Polar printed = printedTargetQuery(exercise, variant, *best);
        using gradingdetail::fmt;
        return Grading::tr("**One way:** angle %1°, length %2 (the shortest query that does it).\n\n")
            .arg(fmt(printed.angleDegrees, 1), fmt(printed.length, gradingdetail::asShown(printed.length, 2) == printed.length ? 2 : 4));
    }

    QString censusAnswer(const Exercise &exercise, const Variant &variant) const override
    {
        // The learner's goal, and what reaches it depends on the values the variant shows.
        const auto exact = [](double x) { return QString::number(x, 'g', 17); };
        const TargetSpec &t = goalOf(exercise, variant);
        QStringList values;
        for (double x : variant.values)
            values << QString::number(x);
        return QStringList{QString::number(int(t.kind)), QString::number(t.key), exact(t.threshold),
                           exact(t.maxLength.value_or(0.0)), values.join(QStringLiteral(", "))}
            .join(QLatin1Char(' '));
    }

    std::optional<Answer> rightAnswer(const RehearsalAnswers &r) const override
    {
        if (!r.key().targetQuery)
            return std::nullopt;
        return TargetAnswer{r.key().targetQuery->angleDegrees, r.key().targetQuery->length};
    }

    QList<Answer> mistakeCandidates(const RehearsalAnswers &r) const override
    {
        QList<Answer> out;
        const AnswerKey &key = r.key();
        if (!key.targetQuery)
            return out;
        const double maxLength = key.target.maxLength.value_or(10.0);
        if (key.target.kind == TargetSpec::Kind::Shortest)
            out << TargetAnswer{key.targetQuery->angleDegrees, std::min(maxLength, key.targetQuery->length * 1.5)};
        out << TargetAnswer{std::fmod(key.targetQuery->angleDegrees + 180.0, 360.0), key.targetQuery->length};
        return out;
    }

    QList<Answer> wrongCandidates(const RehearsalAnswers &r) const override
    {
        QList<Answer> out;
        const AnswerKey &key = r.key();
        const double length = key.targetQuery ? key.targetQuery->length : r.variant().query.length;
        const double angle = key.targetQuery ? key.targetQuery->angleDegrees : r.variant().query.angleDegrees;
        for (int i = 0; i < 3; ++i)
            out << TargetAnswer{std::fmod(angle + 180.0 + 37.0 * i, 360.0), length};
        return out;
    }

    void fillQuestion(const Exercise &exercise, const Variant &variant, WorksheetQuestion &q) const override
    {
        WorksheetFigure &f = q.figure;
        const attn::PlateLayout layout = variant.layout();
        const std::vector<attn::Vector> keys = layout.cartesianKeys();
        for (std::size_t i = 0; i < keys.size(); ++i) {
            f.keys << QPointF(keys[i].at(0), keys[i].at(1));
            f.keyLabels << QStringLiteral("k%1 (%2)").arg(i + 1).arg(formatPlain(layout.values.at(i)));
        }
        const TargetSpec &goal = goalOf(exercise, variant);
        if (goal.kind != TargetSpec::Kind::OutputAbove)
            f.highlightedKey = goal.key - 1;
        f.maxLength = goal.maxLength;
        if (q.key.targetQuery) {
            const attn::Vector query = attn::fromPolar(*q.key.targetQuery);
            f.answerQuery = QPointF(query.at(0), query.at(1));
        }
    }

    void print(WorksheetPrinter &printer, const WorksheetQuestion &q, bool answerKey) const override
    {
        printer.figure(q, answerKey);
    }
};

} // namespace

const ExerciseKind &targetKind()
{
    static const TargetKind kind;
    return kind;
}

} // namespace course
