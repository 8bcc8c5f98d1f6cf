#pragma once

#include <QString>

namespace course {

/// One problem found in lesson content: where it is and what is wrong.
struct Problem {
    QString file;    ///< the file, as given to the loader
    QString place;   ///< "line:column", "line N" or a JSON path such as "pages[2].panel"
    QString message;

    /// "file:place: message" (or "file: message" without a place), as compilers print.
    QString toString() const;
};

} // namespace course
