#include "trainingformat.h"

#include "figures.h"
#include "jsonutil.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace course {

namespace {

/// Translation context of these free functions (lupdate reads the macro).
class TrainingText
{
    Q_DECLARE_TR_FUNCTIONS(TrainingText)
};

QString matrixText(const attn::Matrix &m)
{
    // "; " between figures where the decimal mark is a comma (figureSeparator()).
    QStringList rows;
    for (const attn::Vector &row : m)
        rows << QStringLiteral("[%1]").arg(joinFigures({formatFixed(row.at(0), 4), formatFixed(row.at(1), 4)}));
    return QStringLiteral("[%1]").arg(joinFigures(rows));
}

} // namespace

QJsonObject trainingRunToJson(const attn::TrainingTask &task, const attn::TrainingOptions &options,
                              const attn::TrainingRun &run)
{
    QJsonArray tokens;
    for (std::size_t i = 0; i < task.tokens.size(); ++i)
        tokens.append(QJsonObject{{QStringLiteral("name"), QString::fromStdString(task.tokens[i])},
                                  {QStringLiteral("x"), jsonArray(task.embeddings[i])}});
    QJsonArray targets;
    for (std::size_t t : task.targets)
        targets.append(qint64(t));
    QJsonArray steps;
    for (const attn::TrainingRun::Step &s : run.steps)
        steps.append(QJsonObject{{QStringLiteral("step"), s.step}, {QStringLiteral("loss"), s.loss}});
    return {
        {QStringLiteral("task"), QString::fromStdString(task.name)},
        {QStringLiteral("tokens"), tokens},
        {QStringLiteral("targets"), targets},
        {QStringLiteral("scale"), attn::trainingScale()},
        // The seed as text: a JSON number cannot hold every 64-bit seed.
        {QStringLiteral("options"), QJsonObject{{QStringLiteral("seed"), QString::number(options.seed)},
                                                {QStringLiteral("rate"), options.rate},
                                                {QStringLiteral("momentum"), options.momentum},
                                                {QStringLiteral("steps"), options.maxSteps},
                                                {QStringLiteral("stopLoss"), options.stopLoss}}},
        {QStringLiteral("initial"),
         QJsonObject{{QStringLiteral("Wq"), jsonArray(run.initial.wq)},
                     {QStringLiteral("Wk"), jsonArray(run.initial.wk)},
                     {QStringLiteral("loss"), run.initial.loss},
                     {QStringLiteral("gradient"), QJsonObject{{QStringLiteral("Wq"), jsonArray(run.initial.gradWq)},
                                                              {QStringLiteral("Wk"), jsonArray(run.initial.gradWk)}}}}},
        {QStringLiteral("steps"), steps},
        {QStringLiteral("final"), QJsonObject{{QStringLiteral("Wq"), jsonArray(run.final.wq)},
                                              {QStringLiteral("Wk"), jsonArray(run.final.wk)},
                                              {QStringLiteral("loss"), run.final.loss},
                                              {QStringLiteral("weights"), jsonArray(run.final.weights)},
                                              {QStringLiteral("accuracy"), run.final.accuracy}}},
    };
}

QString trainingRunToText(const attn::TrainingTask &task, const attn::TrainingOptions &options,
                          const attn::TrainingRun &run)
{
    QString out = TrainingText::tr("Task %1: %2\n").arg(QString::fromStdString(task.name), QString::fromStdString(task.description));
    out += TrainingText::tr("Seed %1, learning rate %2, momentum %3, at most %4 steps, stop at loss %5\n")
               .arg(QString::number(options.seed), formatPlain(options.rate), formatPlain(options.momentum),
                    QString::number(options.maxSteps), formatPlain(options.stopLoss));
    out += TrainingText::tr("Start: W_q = %1, W_k = %2, loss %3\n")
               .arg(matrixText(run.initial.wq), matrixText(run.initial.wk), formatFixed(run.initial.loss, 4));
    // About ten lines of the curve, and the last step.
    const std::size_t every = std::max<std::size_t>(1, run.steps.size() / 10);
    for (std::size_t i = 0; i < run.steps.size(); ++i)
        if ((i + 1) % every == 0 || i + 1 == run.steps.size())
            out += TrainingText::tr("  step %1: loss %2\n").arg(run.steps[i].step).arg(formatFixed(run.steps[i].loss, 4));
    out += TrainingText::tr("End: W_q = %1, W_k = %2, loss %3, %4 of the tokens on their target\n")
               .arg(matrixText(run.final.wq), matrixText(run.final.wk), formatFixed(run.final.loss, 4),
                    formatPercent(run.final.accuracy));
    for (std::size_t i = 0; i < task.tokens.size(); ++i) {
        QStringList weights;
        for (std::size_t j = 0; j < task.tokens.size(); ++j)
            weights << QStringLiteral("%1 %2").arg(QString::fromStdString(task.tokens[j]), formatPercent(run.final.weights[i][j]));
        out += TrainingText::tr("  %1 → %2 (wants %3)\n")
                   .arg(QString::fromStdString(task.tokens[i]), weights.join(QStringLiteral(", ")),
                        QString::fromStdString(task.tokens[task.targets[i]]));
    }
    return out;
}

} // namespace course
