#include "computecommand.h"

#include "cli.h"
#include "lookupinput.h"
#include "plate.h"
#include "setup.h"
#include "traceformat.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>

#include <cmath>
#include <cstdio>

namespace cli {

namespace {

/// Translation context of these free functions (lupdate reads the macro).
class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

/// The trace of `lookup` on stdout, as text or as JSON.
int printTrace(const attn::Lookup &lookup, bool json)
{
    const auto result = attn::trace(lookup);
    if (!result) {
        printError(QStringLiteral("compute: ") + QString::fromStdString(result.error().message));
        return BadArguments;
    }
    // Streamed: a million keys (--input) make about 630 MB of JSON and 206 MB of text.
    QIODevice &out = outputDevice();
    const bool written = (json ? course::writeTraceJson(*result, lookup.values, &out)
                               : course::writeTraceText(*result, lookup.values, &out))
                         && flushOutput();
    if (!written) {
        printError(Cli::tr("compute: cannot write the output: %1").arg(out.errorString()));
        return Failure;
    }
    return Success;
}

/// compute --input FILE: the lookup of a compute input file (course::LookupInput); --angle and
/// --length change the query's polar form, --scale scales as the file's "scaled" does.
int computeInput(const QCommandLineParser &parser, const QString &path)
{
    QString problem;
    std::optional<course::LookupInput> input = course::readLookupInput(path, &problem);
    if (!input) {
        printError(QStringLiteral("--input: ") + problem);
        return BadArguments;
    }
    attn::Lookup &lookup = input->lookup;
    const bool angleSet = parser.isSet(QStringLiteral("angle"));
    const bool lengthSet = parser.isSet(QStringLiteral("length"));
    if (angleSet || lengthSet) {
        attn::Polar query = attn::toPolar(lookup.query);
        if (angleSet && !parseFiniteNumber(QStringLiteral("--angle"), parser.value(QStringLiteral("angle")),
                                           &query.angleDegrees))
            return BadArguments;
        if (lengthSet && !parseAnyQueryLength(parser.value(QStringLiteral("length")), &query.length))
            return BadArguments;
        lookup.query = attn::fromPolar(query);
    }
    if (parser.isSet(QStringLiteral("scale")))
        lookup.scale = attn::scaleForDimension(lookup.query.size());
    return printTrace(lookup, parser.isSet(QStringLiteral("json")));
}

} // namespace

bool parseNumberList(const QString &option, const QString &text, QChar separator,
                     std::vector<double> *out)
{
    const QStringList parts = text.split(separator);
    for (const QString &part : parts) {
        double x = 0.0;
        if (!parseFiniteNumber(option, part, &x))
            return false;
        out->push_back(x);
    }
    return true;
}

bool parsePolarKeys(const QString &text, std::vector<attn::Vector> *keys)
{
    const QStringList entries = text.split(QLatin1Char(','));
    for (const QString &entry : entries) {
        const QStringList pair = entry.split(QLatin1Char(':'));
        if (pair.size() != 2) {
            printError(Cli::tr("--keys: '%1' is not DEG:LEN (an angle in degrees and a length)")
                           .arg(entry.trimmed()));
            return false;
        }
        double angle = 0.0;
        double length = 0.0;
        if (!parseFiniteNumber(QStringLiteral("--keys"), pair[0], &angle)
            || !parseFiniteNumber(QStringLiteral("--keys"), pair[1], &length))
            return false;
        keys->push_back(attn::fromPolar({angle, length}));
    }
    return true;
}

bool parseCartesianKeys(const QString &text, std::vector<attn::Vector> *keys)
{
    const QStringList entries = text.split(QLatin1Char(';'));
    for (const QString &entry : entries) {
        attn::Vector key;
        if (!parseNumberList(QStringLiteral("--keys-xy"), entry, QLatin1Char(','), &key))
            return false;
        keys->push_back(key);
    }
    return true;
}

int runCompute(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Print the step-by-step trace of one attention lookup: the dot products with their "
           "terms, the softmax, the weighted sum and the output. Omitted options take the "
           "plate's layout (five keys, values 10…50) and its default query (40°, length 1.5)."));
    parser.addPositionalArgument(QStringLiteral("compute"), Cli::tr("The command."));
    const QCommandLineOption angle(QStringLiteral("angle"), Cli::tr("Query angle in degrees."),
                                   Cli::tr("DEG"));
    const QCommandLineOption length(QStringLiteral("length"), Cli::tr("Query length."), Cli::tr("L"));
    const QCommandLineOption keys(QStringLiteral("keys"),
                                  Cli::tr("Keys in polar form: \"DEG:LEN,DEG:LEN,...\"."),
                                  Cli::tr("KEYS"));
    const QCommandLineOption keysXy(QStringLiteral("keys-xy"),
                                    Cli::tr("Keys in Cartesian form: \"X,Y;X,Y;...\"."), Cli::tr("KEYS"));
    const QCommandLineOption values(QStringLiteral("values"),
                                    Cli::tr("One value per key: \"V1,V2,...\"."), Cli::tr("VALUES"));
    const QCommandLineOption scale(QStringLiteral("scale"),
                                   Cli::tr("Multiply the scores by 1/√d (plate IV.3)."));
    const QCommandLineOption setup(QStringLiteral("setup"),
                                   Cli::tr("Keys, values and query from a workshop set-up (.attnsetup); "
                                           "--angle and --length still change the query."),
                                   Cli::tr("FILE"));
    const QCommandLineOption input(QStringLiteral("input"),
                                   Cli::tr("Keys, values and query from a JSON file (- for standard input), "
                                           "for lookups over more keys than a command line holds; "
                                           "--angle, --length and --scale still apply."),
                                   Cli::tr("FILE"));
    const QCommandLineOption json(QStringLiteral("json"), Cli::tr("Print one JSON object."));
    parser.addOptions({angle, length, keys, keysXy, values, scale, setup, input, json});
    if (const auto status = parseCommand(parser, arguments, QStringLiteral("compute")))
        return *status;
    if (parser.positionalArguments().size() > 1) {
        printError(Cli::tr("compute: unexpected argument '%1'").arg(parser.positionalArguments().at(1)));
        return BadArguments;
    }
    if (parser.isSet(keys) && parser.isSet(keysXy)) {
        printError(Cli::tr("compute: give either --keys or --keys-xy, not both"));
        return BadArguments;
    }

    if (parser.isSet(setup) && (parser.isSet(keys) || parser.isSet(keysXy) || parser.isSet(values))) {
        printError(Cli::tr("compute: give either --setup or --keys, --keys-xy and --values, not both"));
        return BadArguments;
    }

    if (parser.isSet(input) && (parser.isSet(setup) || parser.isSet(keys) || parser.isSet(keysXy) || parser.isSet(values))) {
        printError(Cli::tr("compute: give either --input or --setup, --keys, --keys-xy and --values, not both"));
        return BadArguments;
    }
    if (parser.isSet(input))
        return computeInput(parser, parser.value(input));

    attn::PlateLayout plate = attn::plateLayout();
    if (parser.isSet(setup)) {
        QStringList problems;
        const std::optional<course::WorkshopSetup> s = course::readSetup(parser.value(setup), &problems);
        for (const QString &problem : std::as_const(problems))
            printError(QStringLiteral("--setup: ") + problem);
        if (!s)
            return BadArguments;
        plate = s->layout();
    }
    attn::Polar query = plate.defaultQuery;
    if (parser.isSet(angle) && !parseFiniteNumber(QStringLiteral("--angle"), parser.value(angle),
                                                  &query.angleDegrees))
        return BadArguments;
    if (parser.isSet(length) && !parseAnyQueryLength(parser.value(length), &query.length))
        return BadArguments;

    attn::Lookup lookup = plate.lookup(query);
    if (parser.isSet(keys)) {
        lookup.keys.clear();
        if (!parsePolarKeys(parser.value(keys), &lookup.keys))
            return BadArguments;
    } else if (parser.isSet(keysXy)) {
        lookup.keys.clear();
        if (!parseCartesianKeys(parser.value(keysXy), &lookup.keys))
            return BadArguments;
    }
    if (parser.isSet(values)) {
        lookup.values.clear();
        if (!parseNumberList(QStringLiteral("--values"), parser.value(values), QLatin1Char(','),
                             &lookup.values))
            return BadArguments;
    }
    if (lookup.keys.size() != lookup.values.size()) {
        printError(Cli::tr("compute: %1 keys but %2 values; give one value per key (--values)")
                       .arg(lookup.keys.size())
                       .arg(lookup.values.size()));
        return BadArguments;
    }
    if (parser.isSet(scale))
        lookup.scale = attn::scaleForDimension(lookup.query.size());

    return printTrace(lookup, parser.isSet(json));
}

} // namespace cli
