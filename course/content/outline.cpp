#include "outline.h"

namespace course {

QString OutlinePage::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Prose:
        return QStringLiteral("prose");
    case Kind::Exercises:
        return QStringLiteral("exercises");
    case Kind::Summary:
        return QStringLiteral("summary");
    case Kind::Problems:
        return QStringLiteral("problems");
    }
    return {};
}

Outline::Outline(const Course &course, const QString &locale)
{
    for (const Lesson &l : course.lessons) {
        OutlineLesson lesson;
        lesson.id = l.id;
        lesson.locale = localeFor(l, locale);
        lesson.title = l.titleFor(lesson.locale);
        lesson.valid = l.isValid() && !l.pages.isEmpty();
        if (!lesson.valid) {
            lesson.pages.append({QString::fromLatin1(kProblemsPageId), OutlinePage::Kind::Problems,
                                 tr("This lesson could not be loaded"), -1});
            m_lessons.append(lesson);
            continue;
        }
        const int last = int(l.pages.size()) - 1;
        for (int p = 0; p <= last; ++p) {
            const Page &page = l.pages.at(p);
            // The exercises come just before the lesson's last page, its summary.
            if (p == last && !l.exercises.isEmpty())
                lesson.pages.append({QString::fromLatin1(kExercisesPageId), OutlinePage::Kind::Exercises,
                                     tr("Exercises"), -1});
            lesson.pages.append({page.id, p == last ? OutlinePage::Kind::Summary : OutlinePage::Kind::Prose,
                                 page.titleFor(lesson.locale), p});
        }
        m_lessons.append(lesson);
    }
}

QString Outline::localeFor(const Lesson &lesson, const QString &locale)
{
    const QStringList available = lesson.locales();
    if (available.contains(locale))
        return locale;
    const QString language = locale.section(QLatin1Char('_'), 0, 0);
    return available.contains(language) ? language : QStringLiteral("en");
}

OutlineLesson Outline::lesson(int lesson) const
{
    return lesson >= 0 && lesson < m_lessons.size() ? m_lessons.at(lesson) : OutlineLesson{};
}

int Outline::lessonIndex(const QString &id) const
{
    for (int l = 0; l < m_lessons.size(); ++l) {
        if (m_lessons.at(l).id == id)
            return l;
    }
    return -1;
}

int Outline::pageCount(int lesson) const
{
    return lesson >= 0 && lesson < m_lessons.size() ? int(m_lessons.at(lesson).pages.size()) : 0;
}

int Outline::totalPageCount() const
{
    int n = 0;
    for (const OutlineLesson &l : m_lessons)
        n += int(l.pages.size());
    return n;
}

bool Outline::hasPage(int lesson, int page) const
{
    return page >= 0 && page < pageCount(lesson);
}

OutlinePage Outline::page(int lesson, int page) const
{
    return hasPage(lesson, page) ? m_lessons.at(lesson).pages.at(page) : OutlinePage{};
}

int Outline::pageIndex(int lesson, const QString &id) const
{
    for (int p = 0; p < pageCount(lesson); ++p) {
        if (m_lessons.at(lesson).pages.at(p).id == id)
            return p;
    }
    return -1;
}

int Outline::exercisesPage(int lesson) const
{
    for (int p = 0; p < pageCount(lesson); ++p) {
        if (m_lessons.at(lesson).pages.at(p).kind == OutlinePage::Kind::Exercises)
            return p;
    }
    return -1;
}

int Outline::summaryPage(int lesson) const
{
    for (int p = 0; p < pageCount(lesson); ++p) {
        if (m_lessons.at(lesson).pages.at(p).kind == OutlinePage::Kind::Summary)
            return p;
    }
    return -1;
}

bool Outline::isExercisesPage(int lesson, int page) const
{
    return hasPage(lesson, page) && m_lessons.at(lesson).pages.at(page).kind == OutlinePage::Kind::Exercises;
}

int Outline::contentPage(int lesson, int page) const
{
    return this->page(lesson, page).contentPage;
}

} // namespace course
