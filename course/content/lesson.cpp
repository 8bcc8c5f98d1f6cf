#include "lesson.h"

#include <QDir>

namespace course {

namespace {

const QString kEnglish = QStringLiteral("en");

/// At most this many characters of a message: one that quotes a huge value from a file stays
/// one readable line.
constexpr qsizetype kMaxMessage = 500;

/// `text` as one printable line: control characters (an ESC or a NUL a file can hold, which a
/// terminal would act on) written as \uXXXX, and cut to kMaxMessage characters.
QString printable(const QString &text)
{
    QString out;
    for (const QChar c : text) {
        if (out.size() >= kMaxMessage) {
            out += QStringLiteral("…");
            break;
        }
        if (c.category() == QChar::Other_Control)
            out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

} // namespace

QString Problem::toString() const
{
    const QString text = printable(isWarning() ? QStringLiteral("warning: ") + message : message);
    return place.isEmpty() ? QStringLiteral("%1: %2").arg(printable(file), text)
                           : QStringLiteral("%1:%2: %3").arg(printable(file), printable(place), text);
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

QList<Problem> Course::translationProblems() const
{
    QList<Problem> out;
    for (const Lesson &l : lessons)
        out += l.translationProblems;
    return out;
}

const QStringList &contentLanguages()
{
    static const QStringList languages{QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")};
    return languages;
}

} // namespace course
