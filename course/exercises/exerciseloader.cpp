#include "exerciseloader.h"

#include "jsonutil.h"
#include "lessonloader.h"
#include "placeholders.h"
#include "variant.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace course {

QList<Exercise> loadExercises(const QString &file, const QString &lessonId, QList<Problem> *problems)
{
    QList<Exercise> out;
    // The same reading as every other content file: size limit, regular files only, line:column.
    const auto document = LessonLoader::readJsonObject(file, problems);
    if (!document)
        return out;
    const QJsonObject &root = *document;
    if (root.value(QStringLiteral("formatVersion")).toDouble() != 1)
        problems->append({file, QStringLiteral("formatVersion"), QStringLiteral("missing or unsupported formatVersion (this version reads 1)")});
    const QJsonValue list = root.value(QStringLiteral("exercises"));
    if (!list.isArray()) {
        problems->append({file, QStringLiteral("exercises"),
                          QStringLiteral("'exercises' must be an array, not %1").arg(jsonTypeName(list))});
        return out;
    }
    static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    QSet<QString> ids;
    const QJsonArray array = list.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString path = QStringLiteral("exercises[%1]").arg(i);
        const qsizetype before = problems->size();
        const auto problem = [&](const QString &field, const QString &message) {
            problems->append({file, field.isEmpty() ? path : path + QLatin1Char('.') + field, message});
        };
        if (!array[i].isObject()) {
            problem({}, QStringLiteral("an exercise must be an object, not %1").arg(jsonTypeName(array[i])));
            continue;
        }
        const QJsonObject o = array[i].toObject();
        const auto string = [&](const char *key, bool required) -> QString {
            const QJsonValue v = o.value(QLatin1String(key));
            if (v.isUndefined()) {
                if (required)
                    problem(QLatin1String(key), QStringLiteral("missing required field '%1'").arg(QLatin1String(key)));
                return {};
            }
            if (!v.isString() || v.toString().trimmed().isEmpty()) {
                problem(QLatin1String(key), QStringLiteral("'%1' must be a non-empty string, not %2").arg(QLatin1String(key), jsonTypeName(v)));
                return {};
            }
            return v.toString();
        };
        const auto number = [&](const QJsonObject &obj, const char *key, const QString &where) -> std::optional<double> {
            const QJsonValue v = obj.value(QLatin1String(key));
            if (v.isUndefined())
                return std::nullopt;
            if (!v.isDouble() || !std::isfinite(v.toDouble())) {
                problem(where + QLatin1String(key), QStringLiteral("'%1' must be a number, not %2").arg(QLatin1String(key), jsonTypeName(v)));
                return std::nullopt;
            }
            return v.toDouble();
        };
        const auto range = [&](const char *key) -> std::optional<GridRange> {
            const QJsonValue v = o.value(QStringLiteral("variant")).toObject().value(QLatin1String(key));
            if (v.isUndefined())
                return std::nullopt;
            const QString where = QStringLiteral("variant.%1.").arg(QLatin1String(key));
            if (!v.isObject()) {
                problem(where.chopped(1), QStringLiteral("must be an object {min, max, step}"));
                return std::nullopt;
            }
            const QJsonObject r = v.toObject();
            const auto min = number(r, "min", where);
            const auto max = number(r, "max", where);
            const auto step = number(r, "step", where);
            if (!min || !max || !step || *step <= 0 || *max < *min) {
                problem(where.chopped(1), QStringLiteral("needs numbers min ≤ max and step > 0"));
                return std::nullopt;
            }
            // Numbers a learner can type: lengths as the workshop allows, the rest moderate.
            const bool isLength = qstrcmp(key, "length") == 0;
            const double lowest = isLength ? 0.0 : -1e6;
            const double highest = isLength ? 10.0 : 1e6;
            if (*min < lowest || *max > highest || (*max - *min) / *step > 1e6) {
                problem(where.chopped(1), QStringLiteral("must stay within %1 … %2 with at most a million steps")
                                              .arg(lowest).arg(highest));
                return std::nullopt;
            }
            // The five values must be able to differ: a step finer than the rounding of the
            // drawn values (1e-9) gives fewer different values than grid points.
            if (qstrcmp(key, "values") == 0) {
                const double points = std::floor((*max - *min) / *step + 1e-9) + 1.0;
                const std::size_t needed = std::size_t(std::min(points, double(attn::plateLayout().values.size())));
                const std::size_t distinct = attn::distinctGridPoints(*min, *max, *step, needed);
                if (distinct < needed) {
                    problem(where.chopped(1), QStringLiteral("gives only %1 different value(s) once drawn values are "
                                                             "rounded to 9 decimals; the %2 values need %2: use a "
                                                             "step of at least 1e-9")
                                                  .arg(distinct).arg(needed));
                    return std::nullopt;
                }
            }
            return GridRange{*min, *max, *step};
        };

        Exercise e;
        e.lessonId = lessonId;
        e.id = string("id", true);
        if (!e.id.isEmpty()) {
            if (!idPattern.match(e.id).hasMatch())
                problem(QStringLiteral("id"), QStringLiteral("id '%1' may only use a-z, 0-9 and single dashes").arg(e.id));
            else if (ids.contains(e.id))
                problem(QStringLiteral("id"), QStringLiteral("duplicate exercise id '%1'").arg(e.id));
            ids.insert(e.id);
        }
        e.title = string("title", true);
        if (e.title.size() > kMaxTitleLength)
            problem(QStringLiteral("title"), QStringLiteral("'title' is a short heading: at most %1 characters, not %2")
                                                 .arg(kMaxTitleLength).arg(e.title.size()));
        e.objective = string("objective", true);
        if (!e.objective.isEmpty() && !objectiveIds().contains(e.objective))
            problem(QStringLiteral("objective"), QStringLiteral("unknown objective '%1' (known: %2)").arg(e.objective, objectiveIds().join(QStringLiteral(", "))));
        e.prompt = string("prompt", true);
        const QString type = string("type", true);
        static const QStringList types{QStringLiteral("numeric"), QStringLiteral("single-choice"),
                                       QStringLiteral("multiple-choice"), QStringLiteral("ranking"),
                                       QStringLiteral("table"), QStringLiteral("target")};
        const qsizetype typeIndex = types.indexOf(type);
        if (!type.isEmpty() && typeIndex < 0)
            problem(QStringLiteral("type"), QStringLiteral("unknown type '%1' (known: %2)").arg(type, types.join(QStringLiteral(", "))));
        e.type = Exercise::Type(std::max<qsizetype>(0, typeIndex));

        const QJsonValue variantValue = o.value(QStringLiteral("variant"));
        if (!variantValue.isUndefined() && !variantValue.isObject())
            problem(QStringLiteral("variant"), QStringLiteral("'variant' must be an object, not %1").arg(jsonTypeName(variantValue)));
        e.variant.angle = range("angle");
        e.variant.length = range("length");
        e.variant.values = range("values");
        e.variant.targetKey = range("key");
        e.variant.targetThreshold = range("threshold");
        if (const auto attempts = number(o, "attempts", {})) {
            if (*attempts < 1 || *attempts > 20 || *attempts != std::floor(*attempts))
                problem(QStringLiteral("attempts"), QStringLiteral("'attempts' must be a whole number from 1 to 20"));
            else
                e.attempts = int(*attempts);
        }
        if (const auto penalty = number(o, "hintPenalty", {})) {
            if (*penalty < 0 || *penalty > 1)
                problem(QStringLiteral("hintPenalty"), QStringLiteral("'hintPenalty' must be between 0 and 1"));
            else
                e.hintPenalty = *penalty;
        }
        const QJsonValue hints = o.value(QStringLiteral("hints"));
        if (!hints.isUndefined()) {
            if (!hints.isArray())
                problem(QStringLiteral("hints"), QStringLiteral("'hints' must be an array of strings"));
            for (const QJsonValue &h : hints.toArray()) {
                if (!h.isString())
                    problem(QStringLiteral("hints"), QStringLiteral("every hint must be a string"));
                else
                    e.hints << h.toString();
            }
        }
        e.solution = string("solution", false);
        if (o.contains(QStringLiteral("showSolution")))
            e.showSolution = o.value(QStringLiteral("showSolution")).toBool(true);

        switch (e.type) {
        case Exercise::Type::Numeric: {
            e.answer = string("answer", true);
            if (!e.answer.isEmpty() && !isFigureName(e.answer))
                problem(QStringLiteral("answer"), QStringLiteral("unknown figure '%1'").arg(e.answer));
            const QJsonObject tolerance = o.value(QStringLiteral("tolerance")).toObject();
            e.absoluteTolerance = number(tolerance, "absolute", QStringLiteral("tolerance."));
            e.relativeTolerance = number(tolerance, "relative", QStringLiteral("tolerance."));
            if (!e.absoluteTolerance && !e.relativeTolerance)
                problem(QStringLiteral("tolerance"), QStringLiteral("a numeric exercise needs a tolerance {absolute} or {relative}"));
            else if (e.absoluteTolerance.value_or(0.0) < 0.0 || e.relativeTolerance.value_or(0.0) < 0.0)
                problem(QStringLiteral("tolerance"), QStringLiteral("a tolerance cannot be negative"));
            const QString unit = o.value(QStringLiteral("unit")).toString(QStringLiteral("number"));
            if (unit == QLatin1String("percent"))
                e.unit = Exercise::Unit::Percent;
            else if (unit != QLatin1String("number"))
                problem(QStringLiteral("unit"), QStringLiteral("unknown unit '%1' (number or percent)").arg(unit));
            break;
        }
        case Exercise::Type::SingleChoice:
        case Exercise::Type::MultipleChoice: {
            const QJsonArray options = o.value(QStringLiteral("options")).toArray();
            int correct = 0;
            QSet<QString> optionIds;
            for (qsizetype j = 0; j < options.size(); ++j) {
                const QJsonObject opt = options[j].toObject();
                ChoiceOption c{opt.value(QStringLiteral("id")).toString(), opt.value(QStringLiteral("text")).toString(),
                               opt.value(QStringLiteral("correct")).toBool(), opt.value(QStringLiteral("explanation")).toString()};
                if (c.id.isEmpty() || c.text.isEmpty() || optionIds.contains(c.id))
                    problem(QStringLiteral("options[%1]").arg(j), QStringLiteral("an option needs a unique id and a text"));
                else if (!idPattern.match(c.id).hasMatch())
                    problem(QStringLiteral("options[%1].id").arg(j), QStringLiteral("option id '%1' may only use a-z, 0-9 and single dashes").arg(c.id));
                optionIds.insert(c.id);
                correct += c.correct ? 1 : 0;
                e.options << c;
            }
            if (options.size() < 2)
                problem(QStringLiteral("options"), QStringLiteral("a choice needs at least two options"));
            else if (e.type == Exercise::Type::SingleChoice && correct != 1)
                problem(QStringLiteral("options"), QStringLiteral("a single choice needs exactly one correct option, not %1").arg(correct));
            else if (correct < 1)
                problem(QStringLiteral("options"), QStringLiteral("a multiple choice needs at least one correct option"));
            break;
        }
        case Exercise::Type::Ranking: {
            const QString by = o.value(QStringLiteral("rankBy")).toString(QStringLiteral("weight"));
            if (by != QLatin1String("weight") && by != QLatin1String("score"))
                problem(QStringLiteral("rankBy"), QStringLiteral("'rankBy' must be weight or score"));
            e.rankByScore = by == QLatin1String("score");
            break;
        }
        case Exercise::Type::Table: {
            const QString table = string("table", true);
            static const QStringList tables{QStringLiteral("dot-product"), QStringLiteral("softmax"), QStringLiteral("weighted-sum")};
            const qsizetype t = tables.indexOf(table);
            if (!table.isEmpty() && t < 0)
                problem(QStringLiteral("table"), QStringLiteral("unknown table '%1' (known: %2)").arg(table, tables.join(QStringLiteral(", "))));
            e.table = Exercise::TableKind(std::max<qsizetype>(0, t));
            break;
        }
        case Exercise::Type::Target: {
            const QJsonObject target = o.value(QStringLiteral("target")).toObject();
            const QString kind = target.value(QStringLiteral("kind")).toString();
            static const QStringList kinds{QStringLiteral("weight-at-least"), QStringLiteral("output-above"), QStringLiteral("shortest")};
            const qsizetype k = kinds.indexOf(kind);
            if (k < 0) {
                problem(QStringLiteral("target.kind"), QStringLiteral("unknown target kind '%1' (known: %2)").arg(kind, kinds.join(QStringLiteral(", "))));
                break;
            }
            e.target.kind = TargetSpec::Kind(k);
            const auto threshold = number(target, "threshold", QStringLiteral("target."));
            if (!threshold)
                problem(QStringLiteral("target.threshold"), QStringLiteral("a target needs a threshold"));
            e.target.threshold = threshold.value_or(0.0);
            e.target.maxLength = number(target, "maxLength", QStringLiteral("target."));
            e.target.tolerance = number(target, "tolerance", QStringLiteral("target.")).value_or(0.05);
            if (e.target.maxLength && (*e.target.maxLength <= 0.0 || *e.target.maxLength > 10.0))
                problem(QStringLiteral("target.maxLength"), QStringLiteral("'maxLength' must be more than 0 and at most 10"));
            if (e.target.tolerance < 0.0 || e.target.tolerance > 1.0)
                problem(QStringLiteral("target.tolerance"), QStringLiteral("'tolerance' must be between 0 and 1"));
            if (e.variant.values)
                problem(QStringLiteral("variant.values"), QStringLiteral("a target exercise is answered on the plate's own values; it cannot vary them"));
            if (e.target.kind != TargetSpec::Kind::OutputAbove) {
                const auto key = number(target, "key", QStringLiteral("target."));
                if (!key || *key < 1 || *key > double(attn::plateLayout().keys.size()) || *key != std::floor(*key))
                    problem(QStringLiteral("target.key"), QStringLiteral("a target needs a key from 1 to %1").arg(attn::plateLayout().keys.size()));
                else
                    e.target.key = int(*key);
                if (e.target.threshold <= 0 || e.target.threshold >= 1)
                    problem(QStringLiteral("target.threshold"), QStringLiteral("a weight threshold is a fraction between 0 and 1"));
                if (const auto &g = e.variant.targetKey;
                    g && (g->min < 1 || g->max > double(attn::plateLayout().keys.size()) || g->min != std::floor(g->min)
                          || g->step != std::floor(g->step)))
                    problem(QStringLiteral("variant.key"), QStringLiteral("the keys drawn must be whole numbers from 1 to %1")
                                                               .arg(attn::plateLayout().keys.size()));
                if (const auto &g = e.variant.targetThreshold; g && (g->min <= 0 || g->max >= 1))
                    problem(QStringLiteral("variant.threshold"), QStringLiteral("the weight thresholds drawn must be fractions between 0 and 1"));
            } else if (e.variant.targetKey) {
                problem(QStringLiteral("variant.key"), QStringLiteral("an output target has no key to vary"));
            }
            // Every learner's goal can be met on the plate: a goal no query reaches is no exercise.
            if (problems->size() == before)
                if (const auto why = unreachableTarget(e, attn::plateLayout()))
                    problem(QStringLiteral("target"), QStringLiteral("some learners could never meet it: %1").arg(*why));
            break;
        }
        }
        // Placeholders in every text must name figures.
        QStringList texts{e.prompt, e.solution};
        texts += e.hints;
        for (const ChoiceOption &c : e.options)
            texts << c.text << c.explanation;
        const bool target = e.type == Exercise::Type::Target;
        static const QStringList targetPlaceholders{QStringLiteral("target.key"), QStringLiteral("target.angle"),
                                                    QStringLiteral("target.threshold")};
        if (!target && (e.variant.targetKey || e.variant.targetThreshold))
            problem(QStringLiteral("variant"), QStringLiteral("only a target exercise can vary its key or threshold"));
        for (const QString &text : texts)
            for (const PlaceholderRef &ref : findPlaceholders(text))
                if (!ref.error.isEmpty()
                    || !(isFigureName(ref.name)
                         || (target && targetPlaceholders.contains(ref.name))))
                    problem({}, QStringLiteral("unknown placeholder '{{%1}}'").arg(ref.name));
        if (problems->size() == before)
            out << e;
    }
    return out;
}

} // namespace course
