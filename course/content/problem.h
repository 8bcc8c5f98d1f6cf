#pragma once

#include <QString>

namespace course {

/// One problem found in lesson content: where it is and what is wrong.
struct Problem {
    /// A warning is text that is missing from a translation and shown in English instead; an
    /// error is content that is wrong.
    enum class Severity { Error, Warning };

    QString file;    ///< the file, as given to the loader
    QString place;   ///< "line:column" (from 1) or a JSON path such as "pages[2].panel"
    QString message;
    Severity severity = Severity::Error;

    bool isWarning() const { return severity == Severity::Warning; }
    /// "file:place: message" (or "file: message" without a place), as compilers print; a
    /// warning reads "file:place: warning: message".
    QString toString() const;
};

} // namespace course
