#include "safetext.h"

#include <QChar>

namespace course {

namespace {

/// Calls `visit` with each character of `text` (a lone surrogate as itself) until it returns
/// false.
template<typename Visit>
void forEachCharacter(const QString &text, Visit visit)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        char32_t c = text.at(i).unicode();
        if (QChar::isHighSurrogate(c) && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text.at(i), text.at(i + 1));
            ++i;
        }
        if (!visit(c))
            return;
    }
}

} // namespace

bool isUnsafeToShow(char32_t c)
{
    switch (QChar::category(c)) {
    case QChar::Other_Control:
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph:
    case QChar::Other_Surrogate:
        return true;
    default:
        break;
    }
    // Marks, embeddings, overrides and isolates that change the direction of what follows.
    return c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

std::optional<char32_t> firstUnsafeCharacter(const QString &text)
{
    std::optional<char32_t> found;
    forEachCharacter(text, [&found](char32_t c) {
        if (isUnsafeToShow(c))
            found = c;
        return !found;
    });
    return found;
}

QString displaySafe(const QString &text, int maxLength)
{
    QString out;
    out.reserve(std::min<qsizetype>(text.size(), maxLength + 1));
    int length = 0;
    forEachCharacter(text, [&](char32_t c) {
        if (length == maxLength) {
            out += QChar(0x2026);
            return false;
        }
        if (isUnsafeToShow(c))
            out += QChar(QChar::ReplacementCharacter);
        else
            out += QString::fromUcs4(&c, 1);
        ++length;
        return true;
    });
    return out;
}

} // namespace course
