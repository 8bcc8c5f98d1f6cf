// The command line's number lists (`compute --values "1,2"`, `--keys "0:2,90:1"`,
// `--keys-xy "1,0;0,2"`): whatever is typed, a list either reads into finite numbers or is
// refused with one line on stderr. The first byte picks the list, the rest is the text.
#include "computecommand.h"
#include "fuzzsupport.h"

#include <cmath>

namespace {

bool allFinite(const std::vector<double> &xs)
{
    for (double x : xs)
        if (!std::isfinite(x))
            return false;
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const QString text = QString::fromUtf8(fuzz::bytes(data + 1, size - 1));
    switch (data[0] % 3) {
    case 0: {
        std::vector<double> values;
        if (cli::parseNumberList(QStringLiteral("--values"), text, QLatin1Char(','), &values)) {
            FUZZ_CHECK(allFinite(values));
            FUZZ_CHECK(values.size() == static_cast<size_t>(text.count(QLatin1Char(',')) + 1));
        }
        break;
    }
    case 1: {
        std::vector<attn::Vector> keys;
        if (cli::parsePolarKeys(text, &keys))
            FUZZ_CHECK(keys.size() == static_cast<size_t>(text.count(QLatin1Char(',')) + 1));
        break;
    }
    default: {
        std::vector<attn::Vector> keys;
        if (cli::parseCartesianKeys(text, &keys)) {
            FUZZ_CHECK(keys.size() == static_cast<size_t>(text.count(QLatin1Char(';')) + 1));
            for (const attn::Vector &k : keys)
                FUZZ_CHECK(allFinite(k));
        }
        break;
    }
    }
    return 0;
}
