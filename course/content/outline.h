#pragma once

#include "lesson.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace course {

/// One page of a lesson as the learner walks through it.
struct OutlinePage {
    enum class Kind {
        Prose,     ///< a content page (prose beside a panel)
        Exercises, ///< the lesson's exercises, just before its summary
        Summary,   ///< the last content page
        Problems,  ///< the one page of a lesson that could not be loaded: its problems
    };

    /// Stable: the content page's id; "exercises" or "problems" for the pages added to it.
    QString id;
    Kind kind = Kind::Prose;
    /// The page's title in the outline's locale (the first heading of its prose).
    QString title;
    /// The index into Lesson::pages; -1 for the exercises and problems pages.
    int contentPage = -1;

    /// "prose", "exercises", "summary" or "problems": for files and the command line.
    static QString kindName(Kind kind);
};

/// One lesson of the outline.
struct OutlineLesson {
    QString id;
    QString title;
    /// The locale its titles are in: the outline's when the lesson has it, else English.
    QString locale;
    bool valid = true;
    QList<OutlinePage> pages;
};

/// The pages of every lesson in the order the learner walks through them: a lesson's content
/// pages, its exercises page (when it has exercises) just before its last page, the summary.
/// A lesson that could not be loaded has one page, its problems. The one place that says how
/// many pages a lesson has and which page is which; the window, the sidebar and the command
/// line all ask it.
class Outline
{
    Q_DECLARE_TR_FUNCTIONS(Outline)

public:
    static constexpr const char *kExercisesPageId = "exercises";
    static constexpr const char *kProblemsPageId = "problems";

    Outline() = default;
    /// `locale`: the UI locale the titles are wanted in ("de_CH", "de", "en").
    explicit Outline(const Course &course, const QString &locale = QStringLiteral("en"));

    /// The locale of `lesson` closest to `locale`: itself, its language, else English.
    static QString localeFor(const Lesson &lesson, const QString &locale);

    int lessonCount() const { return int(m_lessons.size()); }
    QList<OutlineLesson> lessons() const { return m_lessons; }
    /// The lesson at `lesson`; an empty one when there is none.
    OutlineLesson lesson(int lesson) const;
    /// The index of the lesson with `id`; -1 when there is none.
    int lessonIndex(const QString &id) const;

    /// Pages of a lesson, the exercises page included; 0 for a lesson that does not exist.
    int pageCount(int lesson) const;
    /// Pages of every lesson together.
    int totalPageCount() const;
    bool hasPage(int lesson, int page) const;
    /// The page; an empty Prose page with contentPage -1 when there is none.
    OutlinePage page(int lesson, int page) const;
    /// The index of the page with `id` in `lesson`; -1 when there is none.
    int pageIndex(int lesson, const QString &id) const;
    /// The index of the lesson's exercises page; -1 when it has no exercises.
    int exercisesPage(int lesson) const;
    /// The index of the lesson's summary page; -1 for a lesson that could not be loaded.
    int summaryPage(int lesson) const;
    bool isExercisesPage(int lesson, int page) const;
    /// The index into Lesson::pages of a page; -1 for the exercises or problems page, or for
    /// a page that does not exist.
    int contentPage(int lesson, int page) const;

private:
    QList<OutlineLesson> m_lessons;
};

} // namespace course
