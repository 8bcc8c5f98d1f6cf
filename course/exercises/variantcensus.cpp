#include "variantcensus.h"

#include "exercisekind.h"
#include "grading.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

namespace course {

namespace {

class CensusText
{
    Q_DECLARE_TR_FUNCTIONS(CensusText)
};

QString exact(double x)
{
    return QString::number(x, 'g', 17);
}

/// The numbers a variant is drawn as: equal for equal variants, whatever they render to.
QString drawn(const Variant &v)
{
    QStringList parts{exact(v.query.angleDegrees), exact(v.query.length)};
    for (double x : v.values)
        parts << exact(x);
    if (v.target)
        parts << QString::number(v.target->key) << exact(v.target->threshold);
    if (const std::optional<GradientQuestion> &g = v.gradient)
        parts << g->task << QString::number(g->seed) << QString::number(g->token) << QString::number(g->row)
              << QString::number(g->column);
    return parts.join(QLatin1Char(' '));
}

QString valuesText(const Variant &v)
{
    QStringList values;
    for (double x : v.values)
        values << QString::number(x);
    return values.join(QStringLiteral(", "));
}

/// What the learner is shown beside the answer: the filled prompt, the options (in the
/// content's order: the shuffle is not a different exercise) and what the kind shows beside.
QString shownOf(const Exercise &exercise, const Variant &variant)
{
    QStringList parts{fillForVariant(exercise.prompt, variant)};
    for (const ChoiceOption &o : exercise.options)
        parts << fillForVariant(o.item, variant) + fillForVariant(o.text, variant);
    parts += kindOf(exercise).censusShown(exercise, variant);
    return parts.join(QLatin1Char('\n'));
}

} // namespace

VariantCensus takeVariantCensus(const Exercise &exercise, int learners, bool countVariants)
{
    VariantCensus census;
    if (!countVariants && !kindOf(exercise).showsOptions())
        return census;
    const VariantSpec &spec = exercise.variant;
    // Without a draw every learner gets the plate's numbers: one learner says it all.
    census.learners = variesPerLearner(exercise) ? std::max(1, learners) : 1;
    QSet<QString> draws;
    QSet<QString> variants;
    QSet<QString> answers;
    bool sameOptions = false;
    bool equalValues = false;
    for (int i = 1; i <= census.learners; ++i) {
        const QString learner = QStringLiteral("census-%1").arg(i);
        const Variant v = makeVariant(exercise, learner);
        if (draws.contains(drawn(v)))
            continue;
        draws.insert(drawn(v));
        if (kindOf(exercise).showsOptions()) {
            if (!equalValues && spec.values) {
                std::vector<double> sorted = v.values;
                std::sort(sorted.begin(), sorted.end());
                if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) {
                    equalValues = true;
                    census.ambiguities << CensusText::tr("learner %1 draws the values %2, two of them alike: equal values "
                                                         "can make a distractor true (five equal values put every output "
                                                         "exactly at the plain average); draw distinct values")
                                              .arg(learner, valuesText(v));
                }
            }
            if (!sameOptions) {
                QStringList texts;
                for (const ChoiceOption &o : exercise.options)
                    texts << fillForVariant(o.text, v);
                for (qsizetype a = 0; a < texts.size() && !sameOptions; ++a)
                    for (qsizetype b = a + 1; b < texts.size() && !sameOptions; ++b)
                        if (texts[a] == texts[b]) {
                            sameOptions = true;
                            census.ambiguities << CensusText::tr("learner %1 sees options %2 and %3 read the same: “%4”")
                                                      .arg(learner, exercise.options[a].id, exercise.options[b].id, texts[a]);
                        }
            }
        }
        if (countVariants) {
            const QString answer = kindOf(exercise).censusAnswer(exercise, v);
            answers.insert(answer);
            variants.insert(shownOf(exercise, v) + QLatin1Char('\x1f') + answer);
        }
    }
    census.variants = int(variants.size());
    census.answers = int(answers.size());
    return census;
}

} // namespace course
