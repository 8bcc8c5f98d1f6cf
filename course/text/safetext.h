#pragma once

#include <QString>

#include <optional>

namespace course {

/// Whether `c` has no place in text a person reads that came from a file or another person (a
/// name, a title, a file name): C0 and C1 controls (tab and line breaks included), line and
/// paragraph separators, a lone surrogate, and the invisible marks, embeddings, overrides and
/// isolates that make text read in another order than it is stored (U+061C, U+200E, U+200F,
/// U+202A–U+202E, U+2066–U+2069; Unicode TR #9). The one rule of every reader and display.
bool isUnsafeToShow(char32_t c);

/// The first character of `text` that isUnsafeToShow(), if any.
std::optional<char32_t> firstUnsafeCharacter(const QString &text);

/// `text` as a person may be shown it: each character that isUnsafeToShow() becomes U+FFFD, and
/// a text longer than `maxLength` characters is cut with "…". A name from a hand-in can then
/// neither break a line of the gradebook nor turn the text after it around.
QString displaySafe(const QString &text, int maxLength = 200);

} // namespace course
