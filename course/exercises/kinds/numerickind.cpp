#include "kinds.h"

#include "exercisereader.h"
#include "figures.h"
#include "gradingsupport.h"
#include "keypositions.h"
#include "kindtext.h"
#include "printedquestion.h"
#include "rehearsalanswers.h"

#include <cmath>

namespace course {

using namespace kindtext;

namespace {

/// A figure to type: "What is the weight of key 2?" (lessons/FORMAT.md, "numeric").
class NumericKind final : public ExerciseKind
{
public:
    Exercise::Type type() const override { return Exercise::Type::Numeric; }
    QString name() const override { return QStringLiteral("numeric"); }
    QString title() const override { return KindText::tr("Number"); }
    bool readsTypedNumbers() const override { return true; }

    void read(ExerciseReader &reader, Exercise &e) const override
    {
        const QJsonObject &o = reader.object();
        e.answer = reader.string("answer", true);
        if (!e.answer.isEmpty() && !isFigureName(e.answer))
            reader.problem(QStringLiteral("answer"), QStringLiteral("unknown figure '%1'").arg(e.answer));
        const QJsonObject tolerance = o.value(QStringLiteral("tolerance")).toObject();
        e.absoluteTolerance = reader.number(tolerance, "absolute", QStringLiteral("tolerance."));
        e.relativeTolerance = reader.number(tolerance, "relative", QStringLiteral("tolerance."));
        if (!e.absoluteTolerance && !e.relativeTolerance)
            reader.problem(QStringLiteral("tolerance"), QStringLiteral("a numeric exercise needs a tolerance {absolute} or {relative}"));
        else if (e.absoluteTolerance.value_or(0.0) < 0.0 || e.relativeTolerance.value_or(0.0) < 0.0)
            reader.problem(QStringLiteral("tolerance"), QStringLiteral("a tolerance cannot be negative"));
        const QString unit = o.value(QStringLiteral("unit")).toString(QStringLiteral("number"));
        if (unit == QLatin1String("percent"))
            e.unit = Exercise::Unit::Percent;
        else if (unit != QLatin1String("number"))
            reader.problem(QStringLiteral("unit"), QStringLiteral("unknown unit '%1' (number or percent)").arg(unit));
    }

    bool takes(const Answer &answer) const override { return std::holds_alternative<NumberAnswer>(answer); }

    Feedback grade(const Exercise &exercise, const Variant &variant, const Answer &answer,
                   const QLocale &locale) const override
    {
        return gradeNumeric(exercise, variant, std::get<NumberAnswer>(answer).typed, locale);
    }

    std::optional<Answer> readTyped(const Exercise &, const Variant &, const QString &text, QString *) const override
    {
        return NumberAnswer{text.trimmed()};
    }

    std::optional<Answer> fromVersion1(const Exercise &, const QString &text) const override
    {
        return NumberAnswer{text};
    }

    void fillKey(const Exercise &exercise, const Variant &variant, AnswerKey &key) const override
    {
        key.value = numericAnswer(exercise, variant);
        key.unit = exercise.unit;
        key.valueIsKey = exercise.answer == QLatin1String("argmax");
        if (key.value)
            key.tolerance = numericTolerance(exercise, *key.value);
    }

    QString inWords(const AnswerKey &key) const override
    {
        if (!key.value)
            return AnswerKeyText::tr("(none: the exercise names no figure)");
        if (key.valueIsKey)
            return AnswerKeyText::tr("key %1").arg(std::lround(*key.value));
        const bool percent = key.unit == Exercise::Unit::Percent;
        const auto unit = [percent](const QString &figure) { return percent ? withPercent(figure) : figure; };
        return AnswerKeyText::tr("%1 (accepted within ±%2)").arg(unit(formatFixed(*key.value, 4)), unit(figureLocale().toString(key.tolerance, 'g', 4)));
    }

    QString inShort(const AnswerKey &key) const override
    {
        if (!key.value)
            return AnswerKeyText::tr("(none)");
        if (key.valueIsKey)
            return AnswerKeyText::tr("key %1").arg(std::lround(*key.value));
        const QString figure = formatFixed(*key.value, 4);
        return key.unit == Exercise::Unit::Percent ? withPercent(figure) : figure;
    }

    void writeKeyJson(const AnswerKey &key, QJsonObject &o) const override
    {
        o.insert(QStringLiteral("answer"), key.value.value_or(0.0));
        o.insert(QStringLiteral("answerText"), inWords(key));
        o.insert(QStringLiteral("unit"), key.unit == Exercise::Unit::Percent ? QStringLiteral("percent") : QStringLiteral("number"));
        o.insert(QStringLiteral("tolerance"), key.tolerance);
        if (key.valueIsKey)
            o.insert(QStringLiteral("answerIsKey"), true);
    }

    QString workedAnswer(const Exercise &exercise, const Variant &variant, bool *withSteps) const override
    {
        using gradingdetail::Grading;
        *withSteps = true;
        const auto answer = numericAnswer(exercise, variant);
        if (!answer)
            return {};
        // A key's number is a name, not a measurement: "key 2", not "2.0000".
        if (exercise.answer == QLatin1String("argmax"))
            return Grading::tr("**Answer:** key %1\n\n").arg(std::lround(*answer));
        return Grading::tr("**Answer:** %1\n\n").arg(exercise.unit == Exercise::Unit::Percent ? withPercent(gradingdetail::fmt(*answer, 4)) : gradingdetail::fmt(*answer, 4));
    }

    QString censusAnswer(const Exercise &exercise, const Variant &variant) const override
    {
        const std::optional<double> x = numericAnswer(exercise, variant);
        return x ? QString::number(*x, 'f', 6) : QString();
    }

    std::optional<Answer> rightAnswer(const RehearsalAnswers &r) const override
    {
        const AnswerKey &key = r.key();
        if (!key.value)
            return std::nullopt;
        return NumberAnswer{key.valueIsKey ? QString::number(std::lround(*key.value))
                                           : r.number(*key.value, key.tolerance >= 0.006 ? 2 : 4)};
    }

    QList<Answer> mistakeCandidates(const RehearsalAnswers &r) const override
    {
        QList<Answer> out;
        const QString answer = r.exercise().answer;
        const QString key = answer.section(QLatin1Char('.'), 1, 1);
        QStringList figures;
        if (answer.startsWith(QLatin1String("weight.k")))
            figures << QStringLiteral("score.") + key << QStringLiteral("exp.") + key;
        else if (answer == QLatin1String("output"))
            figures << QStringLiteral("average") << QStringLiteral("argmax.value");
        else if (answer.startsWith(QLatin1String("score.k")))
            figures << QStringLiteral("term.%1.x").arg(key) << QStringLiteral("term.%1.y").arg(key);
        const double scale = r.exercise().unit == Exercise::Unit::Percent ? 100.0 : 1.0;
        for (const QString &figure : std::as_const(figures)) {
            if (const auto value = figureValue(figure, r.variant().layout(), r.trace())) {
                out << NumberAnswer{r.number(*value, 4)};
                if (scale != 1.0)
                    out << NumberAnswer{r.number(*value * scale, 2)};
            }
        }
        return out;
    }

    QList<Answer> wrongCandidates(const RehearsalAnswers &r) const override
    {
        QList<Answer> out;
        const AnswerKey &key = r.key();
        if (!key.value)
            return out;
        const double v = *key.value;
        if (key.valueIsKey) {
            const int keys = int(r.trace().rows.size());
            for (int k = 1; k <= keys; ++k)
                if (k != std::lround(v))
                    out << NumberAnswer{QString::number(k)};
        } else {
            const double step = 3.0 * key.tolerance + 0.2 * std::max(1.0, std::abs(v));
            for (int i = 1; i <= 3; ++i)
                out << NumberAnswer{r.number(v > 50.0 ? v - i * step : v + i * step, 2)};
        }
        return out;
    }

    void fillQuestion(const Exercise &exercise, const Variant &variant, WorksheetQuestion &q) const override
    {
        if (exercise.unit == Exercise::Unit::Percent && !q.key.valueIsKey)
            q.unit = QStringLiteral("%");
        if (exercise.showKeyPositions)
            q.keyPositions = keyPositions(variant);
    }

    void print(WorksheetPrinter &printer, const WorksheetQuestion &q, bool answerKey) const override
    {
        printer.answerLine(q, answerKey);
    }
};

} // namespace

const ExerciseKind &numericKind()
{
    static const NumericKind kind;
    return kind;
}

} // namespace course
