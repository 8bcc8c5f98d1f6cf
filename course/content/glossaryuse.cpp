#include "glossaryuse.h"

#include "lessonloader.h"
#include "textposition.h"

#include <QDir>
#include <QRegularExpression>

#include <algorithm>
#include <utility>

namespace course {

namespace {

using Span = std::pair<qsizetype, qsizetype>; ///< [begin, end)

/// The term's name and the word in parentheses: "Query (Anfrage)" → Query, Anfrage.
QStringList termForms(const QString &term)
{
    static const QRegularExpression parts(QStringLiteral("^(.*?)\\s*\\(([^)]*)\\)\\s*$"));
    const QRegularExpressionMatch m = parts.match(term);
    QStringList forms = m.hasMatch() ? QStringList{m.captured(1), m.captured(2)} : QStringList{term};
    forms.removeAll(QString());
    return forms;
}

/// Where a word is not prose: inside {{…}} or a link's target "(…)".
QList<Span> notProse(const QString &text)
{
    static const QRegularExpression hidden(QStringLiteral("\\{\\{[^}]*\\}\\}|\\]\\([^)]*\\)"));
    QList<Span> out;
    for (auto it = hidden.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out.append({m.capturedStart(), m.capturedEnd()});
    }
    return out;
}

bool inside(const QList<Span> &spans, qsizetype at)
{
    return std::any_of(spans.cbegin(), spans.cend(), [&](const Span &s) { return at >= s.first && at < s.second; });
}

/// The spans of the texts of links to glossary term `id`: "[text](glossary:id)".
QList<Span> linksTo(const QString &text, const QString &id)
{
    static const QRegularExpression link(QStringLiteral("\\[([^\\]]*)\\]\\(glossary:([^)\\s]*)\\)"));
    QList<Span> out;
    for (auto it = link.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.captured(2) == id)
            out.append({m.capturedStart(1), m.capturedEnd(1)});
    }
    return out;
}

/// The offset of the first use of one of `forms` in `text` after its title line, if any.
std::optional<qsizetype> firstUse(const QString &text, const QStringList &forms)
{
    QStringList escaped;
    for (const QString &f : forms) {
        escaped << QRegularExpression::escape(f);
        if (f.endsWith(QLatin1Char('y'))) // query → queries
            escaped << QRegularExpression::escape(f.chopped(1) + QStringLiteral("ies"));
    }
    const QRegularExpression word(QStringLiteral("(?<![\\w-])(?:%1)(?:s|es|e|n|en)?(?![\\w-])").arg(escaped.join(QLatin1Char('|'))),
                                  QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    const qsizetype body = text.startsWith(QLatin1String("# ")) ? std::max<qsizetype>(0, text.indexOf(QLatin1Char('\n'))) : 0;
    const QList<Span> hidden = notProse(text);
    for (auto it = word.globalMatch(text, body); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (!inside(hidden, m.capturedStart()))
            return m.capturedStart();
    }
    return std::nullopt;
}

QList<GlossaryTerm> glossaryOf(const Course &course, const QString &root, const QString &locale)
{
    if (locale == QLatin1String("en"))
        return course.glossary;
    const QString file = QDir(root).filePath(QStringLiteral("glossary/%1.json").arg(locale));
    if (!QFileInfo::exists(file))
        return {};
    QList<Problem> ignored; // the glossary's own problems are reported where it is loaded
    return LessonLoader::loadGlossary(file, &ignored);
}

} // namespace

QList<Problem> glossaryFirstUses(const Course &course, const QString &root)
{
    QStringList locales{QStringLiteral("en")};
    for (const Lesson &l : course.lessons)
        for (const QString &locale : l.locales())
            if (!locales.contains(locale))
                locales << locale;
    QList<Problem> out;
    for (const QString &locale : std::as_const(locales)) {
        for (const GlossaryTerm &term : glossaryOf(course, root, locale)) {
            const QStringList forms = termForms(term.term);
            if (forms.isEmpty())
                continue;
            bool met = false;
            for (const Lesson &lesson : course.lessons) {
                for (const Page &page : lesson.pages) {
                    const auto text = page.markdown.constFind(locale);
                    if (text == page.markdown.cend())
                        continue;
                    const auto at = firstUse(*text, forms);
                    if (!at)
                        continue;
                    met = true;
                    if (!inside(linksTo(*text, term.id), *at))
                        out.append({QDir(lesson.path).filePath(locale + QLatin1Char('/') + page.file),
                                    TextPositions(*text).place(*at),
                                    QStringLiteral("the glossary term '%1' is first met here as plain text; link it: "
                                                   "[%2](glossary:%3)")
                                        .arg(term.term, text->mid(*at, forms.first().size()), term.id),
                                    Problem::Severity::Warning});
                    break;
                }
                if (met)
                    break;
            }
        }
    }
    return out;
}

} // namespace course
