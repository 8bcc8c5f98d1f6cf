#include "traincommand.h"

#include "cli.h"
#include "trainingformat.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

namespace cli {

namespace {

class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

} // namespace

int runTrain(const QStringList &arguments)
{
    QStringList tasks;
    for (const attn::TrainingTask &t : attn::trainingTasks())
        tasks << QStringLiteral("%1 (%2)").arg(QString::fromStdString(t.name), QString::fromStdString(t.description));
    const attn::TrainingOptions defaults;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Train W_q and W_k of one attention head on a toy task, headless, and print the run: each "
                "token's query q = W_q x and key k = W_k x, scores scale·q·k with scale = 1/√2, the softmax "
                "over every token, loss = mean of −ln(weight on the target), plain gradient descent."));
    parser.addPositionalArgument(QStringLiteral("train"), Cli::tr("The command."));
    const QCommandLineOption task(QStringLiteral("task"),
                                  Cli::tr("The task: %1. Default: %2.")
                                      .arg(tasks.join(QStringLiteral("; ")), QString::fromStdString(attn::trainingTasks().front().name)),
                                  Cli::tr("NAME"));
    const QCommandLineOption seed(QStringLiteral("seed"), Cli::tr("The seed of the initial matrices (default %1).").arg(defaults.seed),
                                  Cli::tr("S"));
    const QCommandLineOption steps(QStringLiteral("steps"), Cli::tr("At most this many updates, 1 to 100000 (default %1).").arg(defaults.maxSteps),
                                   Cli::tr("N"));
    const QCommandLineOption rate(QStringLiteral("rate"),
                                  Cli::tr("The learning rate, above 0 and at most 100 (default %1).").arg(defaults.rate), Cli::tr("R"));
    const QCommandLineOption momentum(QStringLiteral("momentum"),
                                      Cli::tr("Momentum, 0 to 0.99 (default %1: plain gradient descent).").arg(defaults.momentum),
                                      Cli::tr("M"));
    const QCommandLineOption stop(QStringLiteral("stop-loss"),
                                  Cli::tr("Stop once the loss is at or below this (default %1).").arg(defaults.stopLoss), Cli::tr("L"));
    const QCommandLineOption json(QStringLiteral("json"), Cli::tr("Print one JSON object."));
    parser.addOptions({task, seed, steps, rate, momentum, stop, json});
    if (const auto status = parseCommand(parser, arguments, QStringLiteral("train")))
        return *status;
    if (parser.positionalArguments().size() > 1) {
        printError(Cli::tr("train: unexpected argument '%1'").arg(parser.positionalArguments().at(1)));
        return BadArguments;
    }

    const attn::TrainingTask *chosen = &attn::trainingTasks().front();
    if (parser.isSet(task)) {
        chosen = attn::trainingTask(parser.value(task).trimmed().toStdString());
        if (!chosen) {
            QStringList names;
            for (const attn::TrainingTask &t : attn::trainingTasks())
                names << QString::fromStdString(t.name);
            printError(Cli::tr("--task: '%1' is not a task (%2)").arg(parser.value(task), names.join(QStringLiteral(", "))));
            return BadArguments;
        }
    }
    attn::TrainingOptions options;
    if (parser.isSet(seed)) {
        bool ok = false;
        options.seed = parser.value(seed).trimmed().toULongLong(&ok);
        if (!ok) {
            printError(Cli::tr("--seed: '%1' is not a whole number ≥ 0").arg(parser.value(seed)));
            return BadArguments;
        }
    }
    if (parser.isSet(steps)) {
        bool ok = false;
        options.maxSteps = parser.value(steps).trimmed().toInt(&ok);
        if (!ok || options.maxSteps < 1 || options.maxSteps > 100000) {
            printError(Cli::tr("--steps: '%1' is not a whole number from 1 to 100000").arg(parser.value(steps)));
            return BadArguments;
        }
    }
    for (const auto &[option, target] : {std::pair{&rate, &options.rate}, std::pair{&momentum, &options.momentum},
                                         std::pair{&stop, &options.stopLoss}})
        if (parser.isSet(*option) && !parseFiniteNumber(QStringLiteral("--") + option->names().constFirst(), parser.value(*option), target))
            return BadArguments;

    const auto run = attn::train(*chosen, options);
    if (!run) {
        printError(QStringLiteral("train: ") + QString::fromStdString(run.error().message));
        return BadArguments;
    }
    if (parser.isSet(json))
        printOut(QString::fromUtf8(QJsonDocument(course::trainingRunToJson(*chosen, options, *run)).toJson(QJsonDocument::Compact))
                 + QLatin1Char('\n'));
    else
        printOut(course::trainingRunToText(*chosen, options, *run));
    return Success;
}

} // namespace cli
