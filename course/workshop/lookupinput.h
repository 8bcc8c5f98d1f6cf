#pragma once

#include "attention.h"

#include <QByteArray>
#include <QString>

#include <optional>

class QIODevice;

namespace course {

/// The input of `attention-lab compute --input FILE` (docs/formats/compute-input.schema.json,
/// formatVersion 1): 2-D keys as [x, y], one value per key, the query as [x, y] and whether the
/// scores are scaled by 1/√d. It exists so that a lookup over a million keys, which no command
/// line can hold, can be traced.
struct LookupInput {
    /// The largest file read, 256 MiB: a million keys with their values written with 17
    /// significant digits take about 60 MiB.
    static constexpr qint64 kMaxFileSize = 256 * 1024 * 1024;
    /// The most keys read. The cap is checked on the raw text before it is parsed, so that a
    /// file of tiny arrays within the size cap cannot make the parser allocate gigabytes.
    static constexpr qsizetype kMaxKeys = 2'000'000;

    attn::Lookup lookup;
    /// "scaled": true — the scores are multiplied by 1/√d (plate IV.3), as `compute --scale`.
    bool scaled = false;
};

/// The input in `json`; nothing, and `problem` (translated, with the JSON pointer of the member
/// at fault or the byte offset of a syntax error) says why, when it is not a valid input.
std::optional<LookupInput> parseLookupInput(const QByteArray &json, QString *problem);

/// The input in the file `path`, or on standard input when `path` is "-": read in bounded
/// chunks (at most LookupInput::kMaxFileSize bytes), then parseLookupInput(). A folder, a
/// device, a missing or unreadable file is a `problem` too.
std::optional<LookupInput> readLookupInput(const QString &path, QString *problem);

} // namespace course
