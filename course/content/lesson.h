#pragma once

#include "attention.h"
#include "exercise.h"
#include "problem.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace course {

/// One page of a lesson: prose (per locale) beside an interactive panel.
struct Page {
    QString id;
    QString file;
    QString panel;
    std::optional<attn::Polar> query;
    /// Markdown per locale ("en" always, when the lesson loaded).
    QHash<QString, QString> markdown;

    /// The prose in `locale`, or in English when that locale has no such page.
    QString markdownFor(const QString &locale) const;
    /// The page title: the first "# " heading of the prose.
    QString titleFor(const QString &locale) const;
};

struct Lesson {
    QString id;
    QString path; ///< the lesson's folder
    /// The teacher's course folder this lesson was added from (coursefolder.h); empty for a
    /// lesson of the course itself.
    QString source;
    QString title;
    QStringList objectives;
    QList<Page> pages;
    /// The lesson's exercises (exercises.json), in order.
    QList<Exercise> exercises;
    /// Translated titles and objectives by locale.
    QHash<QString, QString> titles;
    QHash<QString, QStringList> translatedObjectives;
    QList<Problem> problems;
    /// Problems of the translations (a page or exercise text missing, placeholders that differ
    /// from English, a bad <locale>/exercises.json): the text concerned is shown in English, so
    /// they never make the lesson unusable. Missing text is a warning.
    QList<Problem> translationProblems;

    bool isValid() const { return problems.isEmpty(); }
    QString titleFor(const QString &locale) const;
    QStringList locales() const;
};

/// The languages the course's content and --lang offer: "en", "de", "fr".
const QStringList &contentLanguages();

struct GlossaryTerm {
    QString id;
    QString term;
    QString definition;
};

struct Course {
    QString id;
    QString title;
    QList<Lesson> lessons;
    QList<GlossaryTerm> glossary;
    /// Problems of the course itself (course.json, glossary); a lesson keeps its own.
    QList<Problem> problems;

    const Lesson *lesson(const QString &id) const;
    /// The exercise with this id in any lesson, or nullptr.
    const Exercise *exercise(const QString &id) const;
    const GlossaryTerm *term(const QString &id) const;
    /// Every problem: the course's own, then each lesson's.
    QList<Problem> allProblems() const;
    /// Every lesson's translation problems (Lesson::translationProblems).
    QList<Problem> translationProblems() const;
};

} // namespace course
