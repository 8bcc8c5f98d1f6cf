#include "lesson.h"

#include <QDir>

namespace course {

namespace {
const QString kEnglish = QStringLiteral("en");
}

QString Problem::toString() const
{
    return place.isEmpty() ? QStringLiteral("%1: %2").arg(file, message)
                           : QStringLiteral("%1:%2: %3").arg(file, place, message);
}

QString Page::markdownFor(const QString &locale) const
{
    const auto it = markdown.constFind(locale);
    return it != markdown.constEnd() ? *it : markdown.value(kEnglish);
}

QString Page::titleFor(const QString &locale) const
{
    const QString text = markdownFor(locale);
    const QString first = text.section(QLatin1Char('\n'), 0, 0).trimmed();
    return first.startsWith(QLatin1String("# ")) ? first.mid(2).trimmed() : id;
}

QString Lesson::titleFor(const QString &locale) const
{
    return titles.value(locale, title);
}

QStringList Lesson::locales() const
{
    QStringList out;
    for (const Page &page : pages)
        for (auto it = page.markdown.cbegin(); it != page.markdown.cend(); ++it)
            if (!out.contains(it.key()))
                out << it.key();
    out.sort();
    return out;
}

const Lesson *Course::lesson(const QString &id) const
{
    for (const Lesson &l : lessons)
        if (l.id == id)
            return &l;
    return nullptr;
}

const Exercise *Course::exercise(const QString &id) const
{
    for (const Lesson &l : lessons)
        for (const Exercise &e : l.exercises)
            if (e.id == id)
                return &e;
    return nullptr;
}

const GlossaryTerm *Course::term(const QString &id) const
{
    for (const GlossaryTerm &t : glossary)
        if (t.id == id)
            return &t;
    return nullptr;
}

QList<Problem> Course::allProblems() const
{
    QList<Problem> out = problems;
    for (const Lesson &l : lessons)
        out += l.problems;
    return out;
}

} // namespace course
