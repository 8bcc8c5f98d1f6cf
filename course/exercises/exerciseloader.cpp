#include "exerciseloader.h"

#include "exercisekind.h"
#include "exercisereader.h"
#include "jsonutil.h"
#include "lessonloader.h"
#include "placeholders.h"
#include "variant.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace course {

namespace {

/// A grid a variant draws from (variant.angle, .length, .values, .key, .threshold).
std::optional<GridRange> readRange(ExerciseReader &reader, const char *key)
{
    const QJsonValue v = reader.object().value(QStringLiteral("variant")).toObject().value(QLatin1String(key));
    if (v.isUndefined())
        return std::nullopt;
    const QString where = QStringLiteral("variant.%1.").arg(QLatin1String(key));
    if (!v.isObject()) {
        reader.problem(where.chopped(1), QStringLiteral("must be an object {min, max, step}"));
        return std::nullopt;
    }
    const QJsonObject r = v.toObject();
    const auto min = reader.number(r, "min", where);
    const auto max = reader.number(r, "max", where);
    const auto step = reader.number(r, "step", where);
    if (!min || !max || !step || *step <= 0 || *max < *min) {
        reader.problem(where.chopped(1), QStringLiteral("needs numbers min ≤ max and step > 0"));
        return std::nullopt;
    }
    // Numbers a learner can type: lengths as the workshop allows, the rest moderate.
    const bool isLength = qstrcmp(key, "length") == 0;
    const double lowest = isLength ? 0.0 : -1e6;
    const double highest = isLength ? 10.0 : 1e6;
    if (*min < lowest || *max > highest || (*max - *min) / *step > 1e6) {
        reader.problem(where.chopped(1), QStringLiteral("must stay within %1 … %2 with at most a million steps")
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
            reader.problem(where.chopped(1), QStringLiteral("gives only %1 different value(s) once drawn values are "
                                                            "rounded to 9 decimals; the %2 values need %2: use a "
                                                            "step of at least 1e-9")
                                                 .arg(distinct).arg(needed));
            return std::nullopt;
        }
    }
    return GridRange{*min, *max, *step};
}

/// The kind named by "type"; nullptr (and a problem) for none.
const ExerciseKind *readKind(ExerciseReader &reader)
{
    const QString type = reader.string("type", true);
    if (type.isEmpty())
        return nullptr;
    if (const ExerciseKind *kind = kindNamed(type))
        return kind;
    QStringList known;
    for (const ExerciseKind *kind : exerciseKinds())
        known << kind->name();
    reader.problem(QStringLiteral("type"), QStringLiteral("unknown type '%1' (known: %2)").arg(type, known.join(QStringLiteral(", "))));
    return nullptr;
}

/// The fields that name an exercise and say what it asks.
void readHeading(ExerciseReader &reader, Exercise &e, QSet<QString> *ids)
{
    e.id = reader.string("id", true);
    if (!e.id.isEmpty()) {
        if (!ExerciseReader::isId(e.id))
            reader.problem(QStringLiteral("id"), QStringLiteral("id '%1' may only use a-z, 0-9 and single dashes").arg(e.id));
        else if (ids->contains(e.id))
            reader.problem(QStringLiteral("id"), QStringLiteral("duplicate exercise id '%1'").arg(e.id));
        ids->insert(e.id);
    }
    e.title = reader.string("title", true);
    if (e.title.size() > kMaxTitleLength)
        reader.problem(QStringLiteral("title"), QStringLiteral("'title' is a short heading: at most %1 characters, not %2")
                                                    .arg(kMaxTitleLength).arg(e.title.size()));
    e.objective = reader.string("objective", true);
    if (!e.objective.isEmpty() && !objectiveIds().contains(e.objective))
        reader.problem(QStringLiteral("objective"), QStringLiteral("unknown objective '%1' (known: %2)").arg(e.objective, objectiveIds().join(QStringLiteral(", "))));
    e.prompt = reader.string("prompt", true);
}

/// The fields every exercise has beside: the variant's grids, attempts, hints and solution.
void readCommonFields(ExerciseReader &reader, Exercise &e)
{
    const QJsonObject &o = reader.object();
    const QJsonValue variantValue = o.value(QStringLiteral("variant"));
    if (!variantValue.isUndefined() && !variantValue.isObject())
        reader.problem(QStringLiteral("variant"), QStringLiteral("'variant' must be an object, not %1").arg(jsonTypeName(variantValue)));
    e.variant.angle = readRange(reader, "angle");
    e.variant.length = readRange(reader, "length");
    e.variant.values = readRange(reader, "values");
    e.variant.targetKey = readRange(reader, "key");
    e.variant.targetThreshold = readRange(reader, "threshold");
    if (const auto attempts = reader.number(o, "attempts")) {
        if (*attempts < 1 || *attempts > 20 || *attempts != std::floor(*attempts))
            reader.problem(QStringLiteral("attempts"), QStringLiteral("'attempts' must be a whole number from 1 to 20"));
        else
            e.attempts = int(*attempts);
    }
    if (const auto penalty = reader.number(o, "hintPenalty")) {
        if (*penalty < 0 || *penalty > 1)
            reader.problem(QStringLiteral("hintPenalty"), QStringLiteral("'hintPenalty' must be between 0 and 1"));
        else
            e.hintPenalty = *penalty;
    }
    if (const auto penalty = reader.number(o, "attemptPenalty")) {
        if (*penalty < 0 || *penalty > 1)
            reader.problem(QStringLiteral("attemptPenalty"), QStringLiteral("'attemptPenalty' must be between 0 and 1"));
        else
            e.attemptPenalty = *penalty;
    }
    const QJsonValue hints = o.value(QStringLiteral("hints"));
    if (!hints.isUndefined()) {
        if (!hints.isArray())
            reader.problem(QStringLiteral("hints"), QStringLiteral("'hints' must be an array of strings"));
        for (const QJsonValue &h : hints.toArray()) {
            if (!h.isString())
                reader.problem(QStringLiteral("hints"), QStringLiteral("every hint must be a string"));
            else
                e.hints << h.toString();
        }
    }
    e.solution = reader.string("solution", false);
    e.reason = reader.string("reason", false);
    if (const QJsonValue shows = o.value(QStringLiteral("keyPositions")); !shows.isUndefined()) {
        if (!shows.isBool())
            reader.problem(QStringLiteral("keyPositions"), QStringLiteral("'keyPositions' must be true or false"));
        e.showKeyPositions = shows.toBool(false);
    }
    if (const QJsonValue shows = o.value(QStringLiteral("trainedKeys")); !shows.isUndefined()) {
        if (!shows.isBool())
            reader.problem(QStringLiteral("trainedKeys"), QStringLiteral("'trainedKeys' must be true or false"));
        e.showTrainedKeys = shows.toBool(false);
    }
    if (o.contains(QStringLiteral("showSolution")))
        e.showSolution = o.value(QStringLiteral("showSolution")).toBool(true);
}

/// Placeholders in every text must name figures (or what the kind adds to them).
void checkPlaceholders(ExerciseReader &reader, const Exercise &e, const ExerciseKind &kind)
{
    QStringList texts{e.prompt, e.solution, e.reason};
    texts += e.hints;
    for (const ChoiceOption &c : e.options)
        texts << c.item << c.text << c.explanation;
    QStringList extra = kind.extraPlaceholders();
    if (e.projection)
        extra += projectionPlaceholders();
    const bool gradientTable = e.type == Exercise::Type::Table && e.table == Exercise::TableKind::Gradient;
    if (gradientTable)
        extra += gradientPlaceholders();
    QSet<QString> reported;
    const auto report = [&](const QString &message) {
        if (!reported.contains(message)) {
            reported.insert(message);
            reader.problem({}, message);
        }
    };
    for (const QString &text : texts) {
        for (const PlaceholderRef &ref : findPlaceholders(text)) {
            const QString written = QStringLiteral("{{%1}}").arg(ref.name);
            if (!gradientTable && gradientPlaceholders().contains(ref.name))
                report(QStringLiteral("'%1' belongs to a gradient table (\"table\": \"gradient\")").arg(written));
            else if (gradientTable && isFigureName(ref.name))
                report(QStringLiteral("'%1' is a figure of the plate's lookup; a gradient table is played on a training task "
                                      "and has only the {{grad.…}} placeholders").arg(written));
            else if (!ref.error.isEmpty() || !(isFigureName(ref.name) || extra.contains(ref.name)))
                report(QStringLiteral("unknown placeholder '%1'").arg(written));
            else if (ref.at && !isFigureName(ref.name))
                report(QStringLiteral("'%1' takes no @angle,length: only a figure of the lookup does").arg(written));
        }
    }
    if (gradientTable) {
        // The last cell needs c and the entry of x; the learner needs to know which token.
        const QList<PlaceholderRef> inPrompt = findPlaceholders(e.prompt);
        for (const char *needed : {"grad.token", "grad.x1", "grad.x2", "grad.scale", "grad.a", "grad.b"})
            if (std::none_of(inPrompt.cbegin(), inPrompt.cend(),
                             [needed](const PlaceholderRef &ref) { return ref.name == QLatin1String(needed); }))
                report(QStringLiteral("a gradient table's prompt must give {{%1}}: the table's last cell needs the token, "
                                      "its embedding, the entry and c").arg(QLatin1String(needed)));
    }
}

std::optional<Exercise> readExercise(ExerciseReader &reader, const QString &lessonId, QSet<QString> *ids)
{
    Exercise e;
    e.lessonId = lessonId;
    readHeading(reader, e, ids);
    const ExerciseKind *kind = readKind(reader);
    readCommonFields(reader, e);
    if (!kind)
        return std::nullopt;
    e.type = kind->type();
    kind->read(reader, e);
    const QJsonValue projection = reader.object().value(QStringLiteral("projection"));
    if (!projection.isUndefined()) {
        const QJsonArray rows = projection.toArray();
        attn::Matrix w;
        for (const QJsonValue &row : rows) {
            attn::Vector r;
            for (const QJsonValue &x : row.toArray())
                if (x.isDouble() && std::abs(x.toDouble()) <= 10.0)
                    r.push_back(x.toDouble());
            if (r.size() == 2 && row.toArray().size() == 2)
                w.push_back(r);
        }
        if (w.size() != 2 || rows.size() != 2)
            reader.problem(QStringLiteral("projection"), QStringLiteral("'projection' must be a 2×2 matrix [[a, b], [c, d]] of numbers from −10 to 10"));
        else if (e.type != Exercise::Type::Numeric)
            reader.problem(QStringLiteral("projection"), QStringLiteral("only a numeric exercise can have a 'projection'"));
        else
            e.projection = w;
    }
    e.trainingTask = reader.string("task", false);
    const bool gradientTable = e.type == Exercise::Type::Table && e.table == Exercise::TableKind::Gradient;
    if (!e.trainingTask.isEmpty() && !gradientTable && !e.showTrainedKeys) {
        reader.problem(QStringLiteral("task"), QStringLiteral("only a gradient table or an exercise with trainedKeys has a training task"));
    } else if (!e.trainingTask.isEmpty() && !attn::trainingTask(e.trainingTask.toStdString())) {
        QStringList known;
        for (const attn::TrainingTask &task : attn::trainingTasks())
            known << QString::fromStdString(task.name);
        reader.problem(QStringLiteral("task"), QStringLiteral("unknown training task '%1' (known: %2)")
                                                   .arg(e.trainingTask.left(60), known.join(QStringLiteral(", "))));
    }
    if (gradientTable && reader.object().contains(QStringLiteral("variant")))
        reader.problem(QStringLiteral("variant"), QStringLiteral("a gradient table draws each learner's seed, token and entry itself; "
                                                                 "it has no 'variant'"));
    if (gradientTable && e.showTrainedKeys)
        reader.problem(QStringLiteral("trainedKeys"), QStringLiteral("a gradient table is about the start of a run; "
                                                                     "it cannot show the keys after training"));
    if (!kind->playsOnWorkshop() && (e.variant.targetKey || e.variant.targetThreshold))
        reader.problem(QStringLiteral("variant"), QStringLiteral("only a target exercise can vary its key or threshold"));
    checkPlaceholders(reader, e, *kind);
    if (!reader.clean())
        return std::nullopt;
    return e;
}

} // namespace

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
    QSet<QString> ids;
    const QJsonArray array = list.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        ExerciseReader reader(file, QStringLiteral("exercises[%1]").arg(i), array[i].toObject(), problems);
        if (!array[i].isObject()) {
            reader.problem({}, QStringLiteral("an exercise must be an object, not %1").arg(jsonTypeName(array[i])));
            continue;
        }
        if (auto e = readExercise(reader, lessonId, &ids))
            out << *e;
    }
    return out;
}

} // namespace course
