#pragma once

#include "lesson.h"
#include "problem.h"

#include <QList>
#include <QString>

namespace course {

/// The first use of every glossary term in the course's order (lessons as course.json lists
/// them, pages in order, the title line left out), in every language the lessons have: where
/// a learner meets the term first, it must be a link to its definition, [key](glossary:key).
/// A term's forms are its glossary name and the word in parentheses ("Query (Anfrage)" is
/// met as "Query" or "Anfrage"), with a plural ending (s, es, e, n, en; y → ies), in any case; words
/// inside placeholders ({{value.k2}}) and link targets are not uses. One warning per term whose
/// first use is plain text, at its line and column; a translated page that falls back to
/// English is left to English. `root` is the course folder, for the translated glossaries.
QList<Problem> glossaryFirstUses(const Course &course, const QString &root);

} // namespace course
