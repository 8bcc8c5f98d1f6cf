#include "lookupinput.h"

#include "boundedread.h"
#include "jsonfilestore.h"
#include "jsonutil.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

namespace course {

namespace {

/// Translation context of these free functions (lupdate reads the macro).
class LookupInputText
{
    Q_DECLARE_TR_FUNCTIONS(LookupInputText)
};

constexpr qint64 kChunk = 1024 * 1024;

/// At most `limit` bytes of standard input, read in chunks; `tooLarge` when there was more.
QByteArray readStandardInput(qint64 limit, bool *tooLarge, QString *error)
{
    *tooLarge = false;
    QFile in;
    if (!in.open(fileno(stdin), QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        *error = in.errorString();
        return {};
    }
    QByteArray data;
    switch (readBounded(in, limit, &data, kChunk)) {
    case BoundedRead::Read:
        return data;
    case BoundedRead::TooLarge:
        *tooLarge = true;
        return {};
    case BoundedRead::Failed:
        *error = in.errorString();
        return {};
    }
    return {};
}

/// The containers ('[' and '{') and commas outside strings: a bound on what QJsonDocument
/// would allocate, counted before it is asked to (each array costs it about 150 bytes, so a
/// file of 256 MiB of "[0,0]," would take gigabytes).
struct Shape {
    qsizetype containers = 0;
    qsizetype commas = 0;
};

Shape shapeOf(const QByteArray &json)
{
    Shape s;
    bool inString = false;
    const char *p = json.constData();
    const char *end = p + json.size();
    for (; p != end; ++p) {
        const char c = *p;
        if (inString) {
            if (c == '\\' && p + 1 != end)
                ++p;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            ++s.containers;
        } else if (c == ',') {
            ++s.commas;
        }
    }
    return s;
}

/// Two finite numbers [x, y] at `pointer`, into `out`; false after setting `problem`.
bool readPair(const QJsonValue &v, const QString &pointer, const QString &what, attn::Vector *out,
              QString *problem)
{
    if (!v.isArray()) {
        *problem = LookupInputText::tr("%1: %2 must be [x, y], 2 numbers, not %3").arg(pointer, what, jsonTypeName(v));
        return false;
    }
    const QJsonArray a = v.toArray();
    if (a.size() != 2) {
        *problem = LookupInputText::tr("%1: %2 must be [x, y], 2 numbers, not %3 (compute works in two dimensions)")
                       .arg(pointer, what)
                       .arg(a.size());
        return false;
    }
    out->resize(2);
    for (qsizetype d = 0; d < 2; ++d) {
        const QJsonValue x = a.at(d);
        if (!x.isDouble()) {
            *problem = LookupInputText::tr("%1/%2: must be a number, not %3").arg(pointer).arg(d).arg(jsonTypeName(x));
            return false;
        }
        (*out)[std::size_t(d)] = x.toDouble();
    }
    return true;
}

} // namespace

std::optional<LookupInput> parseLookupInput(const QByteArray &json, QString *problem)
{
    const qsizetype maxKeys = LookupInput::kMaxKeys;
    const Shape shape = shapeOf(json);
    // A valid input has the keys' arrays, three more and the root object; its commas are
    // about three per key (between keys, inside each key, between values).
    if (shape.containers > maxKeys + 8) {
        *problem = LookupInputText::tr("it holds more than %L1 keys, the most compute reads").arg(maxKeys);
        return std::nullopt;
    }
    if (shape.commas > 3 * maxKeys + 16) {
        *problem = LookupInputText::tr("it holds more numbers than %L1 keys with their values, the most compute reads")
                       .arg(maxKeys);
        return std::nullopt;
    }

    LookupInput input;
    {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
        if (error.error != QJsonParseError::NoError) {
            *problem = LookupInputText::tr("not valid JSON: %1 at byte %2").arg(error.errorString()).arg(error.offset);
            return std::nullopt;
        }
        if (!doc.isObject()) {
            *problem = LookupInputText::tr("not a JSON object");
            return std::nullopt;
        }
        const QJsonObject root = doc.object();
        static const QStringList known{QStringLiteral("formatVersion"), QStringLiteral("keys"),
                                       QStringLiteral("values"), QStringLiteral("query"), QStringLiteral("scaled")};
        for (auto it = root.begin(); it != root.end(); ++it) {
            if (!known.contains(it.key())) {
                *problem = LookupInputText::tr("/%1: not a member of the format (%2)").arg(it.key(), known.join(QStringLiteral(", ")));
                return std::nullopt;
            }
        }

        const QJsonValue version = root.value(QStringLiteral("formatVersion"));
        if (!version.isDouble() || version.toDouble() != 1.0) {
            *problem = version.isUndefined()
                ? LookupInputText::tr("/formatVersion: missing; it must be 1")
                : LookupInputText::tr("/formatVersion: must be 1, not %1")
                      .arg(version.isDouble() ? QString::number(version.toDouble()) : jsonTypeName(version));
            return std::nullopt;
        }

        const QJsonValue keysValue = root.value(QStringLiteral("keys"));
        if (!keysValue.isArray()) {
            *problem = LookupInputText::tr("/keys: must be an array of keys [x, y], not %1").arg(jsonTypeName(keysValue));
            return std::nullopt;
        }
        const QJsonArray keys = keysValue.toArray();
        if (keys.isEmpty()) {
            *problem = LookupInputText::tr("/keys: there are no keys; give at least one [x, y]");
            return std::nullopt;
        }
        if (keys.size() > maxKeys) {
            *problem = LookupInputText::tr("/keys: %L1 keys, more than the %L2 compute reads").arg(keys.size()).arg(maxKeys);
            return std::nullopt;
        }
        const QString key = LookupInputText::tr("a key");
        input.lookup.keys.resize(std::size_t(keys.size()));
        for (qsizetype i = 0; i < keys.size(); ++i) {
            if (!readPair(keys.at(i), QStringLiteral("/keys/%1").arg(i), key, &input.lookup.keys[std::size_t(i)], problem))
                return std::nullopt;
        }

        const QJsonValue valuesValue = root.value(QStringLiteral("values"));
        if (!valuesValue.isArray()) {
            *problem = LookupInputText::tr("/values: must be an array of numbers, one per key, not %1")
                           .arg(jsonTypeName(valuesValue));
            return std::nullopt;
        }
        const QJsonArray values = valuesValue.toArray();
        if (values.size() != keys.size()) {
            *problem = LookupInputText::tr("/values: there are %L1 keys but %L2 values; give one value per key")
                           .arg(keys.size())
                           .arg(values.size());
            return std::nullopt;
        }
        input.lookup.values.reserve(std::size_t(values.size()));
        for (qsizetype i = 0; i < values.size(); ++i) {
            const QJsonValue v = values.at(i);
            if (!v.isDouble()) {
                *problem = LookupInputText::tr("/values/%1: must be a number, not %2").arg(i).arg(jsonTypeName(v));
                return std::nullopt;
            }
            input.lookup.values.push_back(v.toDouble());
        }

        if (!readPair(root.value(QStringLiteral("query")), QStringLiteral("/query"), LookupInputText::tr("the query"),
                      &input.lookup.query, problem))
            return std::nullopt;

        const QJsonValue scaled = root.value(QStringLiteral("scaled"));
        if (!scaled.isUndefined() && !scaled.isBool()) {
            *problem = LookupInputText::tr("/scaled: must be true or false, not %1").arg(jsonTypeName(scaled));
            return std::nullopt;
        }
        input.scaled = scaled.toBool(false);
    }
    if (input.scaled)
        input.lookup.scale = attn::scaleForDimension(input.lookup.query.size());
    return input;
}

std::optional<LookupInput> readLookupInput(const QString &path, QString *problem)
{
    const bool standardInput = path == QLatin1String("-");
    const QString name = standardInput ? LookupInputText::tr("standard input") : QDir::toNativeSeparators(path);
    const auto fail = [&](const QString &why) {
        *problem = QStringLiteral("%1: %2").arg(name, why);
        return std::nullopt;
    };
    bool tooLarge = false;
    QString error;
    QByteArray data;
    if (standardInput) {
        data = readStandardInput(LookupInput::kMaxFileSize, &tooLarge, &error);
    } else {
        const QFileInfo info(path);
        if (!info.exists())
            return fail(LookupInputText::tr("there is no such file"));
        if (info.isDir())
            return fail(LookupInputText::tr("it is a folder, not a file"));
        // A device or a pipe could block or never end; standard input ("-") is read bounded.
        if (!info.isFile())
            return fail(LookupInputText::tr("it is not an ordinary file (use - for standard input)"));
        data = JsonFileStore::readBounded(path, LookupInput::kMaxFileSize, &tooLarge, &error);
    }
    if (!error.isEmpty())
        return fail(error);
    if (tooLarge)
        return fail(LookupInputText::tr("it is larger than %1 MiB, the most compute reads")
                        .arg(LookupInput::kMaxFileSize / (1024 * 1024)));
    if (data.trimmed().isEmpty())
        return fail(LookupInputText::tr("it is empty"));
    QString why;
    std::optional<LookupInput> input = parseLookupInput(data, &why);
    if (!input)
        return fail(why);
    return input;
}

} // namespace course
