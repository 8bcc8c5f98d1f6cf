#include "contentcommands.h"

#include "cli.h"
#include "lessonloader.h"
#include "outline.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cli {

namespace {

/// Translation context of these free functions (lupdate reads the macro).
class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

} // namespace

int runValidate(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Check lesson content: a course folder, a lesson folder, or one file (course.json, "
                "lesson.json, a glossary or a page). Prints one line per problem as "
                "FILE:PLACE: MESSAGE; exits 0 when clean and 1 when not."));
    parser.addPositionalArgument(QStringLiteral("validate"), Cli::tr("The command."));
    parser.addPositionalArgument(QStringLiteral("PATH"), Cli::tr("What to check."));
    if (const auto status = parseCommand(parser, arguments, QStringLiteral("validate")))
        return *status;
    if (parser.positionalArguments().size() != 2) {
        printError(Cli::tr("validate: give exactly one PATH to check"));
        return BadArguments;
    }
    const QList<course::Problem> problems =
        course::LessonLoader::validate(parser.positionalArguments().at(1));
    for (const course::Problem &problem : problems)
        printOut(problem.toString() + QLatin1Char('\n'));
    return problems.isEmpty() ? Success : Failure;
}

int runList(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("List the lessons of the course in order."));
    parser.addPositionalArgument(QStringLiteral("list"), Cli::tr("The command."));
    const QCommandLineOption json(QStringLiteral("json"), Cli::tr("Print a JSON array."));
    const QCommandLineOption lessons(QStringLiteral("lessons"),
                                     Cli::tr("Read the course from this folder instead of the "
                                             "built-in one."),
                                     Cli::tr("DIR"));
    parser.addOptions({json, lessons});
    if (const auto status = parseCommand(parser, arguments, QStringLiteral("list")))
        return *status;
    if (parser.positionalArguments().size() > 1) {
        printError(Cli::tr("list: unexpected argument '%1'").arg(parser.positionalArguments().at(1)));
        return BadArguments;
    }
    const course::Course c = course::LessonLoader::loadCourse(
        parser.isSet(lessons) ? parser.value(lessons) : course::builtInLessonsRoot());
    if (c.lessons.isEmpty() && !c.problems.isEmpty()) {
        for (const course::Problem &problem : c.problems)
            printError(problem.toString());
        return Failure;
    }
    // The pages as the window shows them: the exercises page included.
    const course::Outline outline(c);
    if (parser.isSet(json)) {
        QJsonArray array;
        for (int i = 0; i < c.lessons.size(); ++i) {
            const course::Lesson &l = c.lessons.at(i);
            QJsonArray exercises;
            for (const course::Exercise &e : l.exercises)
                exercises.append(e.id);
            QJsonArray pages;
            for (const course::OutlinePage &page : outline.lesson(i).pages)
                pages.append(QJsonObject{{QStringLiteral("id"), page.id},
                                         {QStringLiteral("kind"), course::OutlinePage::kindName(page.kind)},
                                         {QStringLiteral("title"), page.title}});
            QJsonObject o{{QStringLiteral("id"), l.id},
                          {QStringLiteral("title"), l.title},
                          {QStringLiteral("pages"), outline.pageCount(i)},
                          {QStringLiteral("outline"), pages},
                          {QStringLiteral("exercises"), exercises}};
            if (!l.isValid())
                o.insert(QStringLiteral("problems"), int(l.problems.size()));
            array.append(o);
        }
        printOut(QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented)));
        return Success;
    }
    for (int i = 0; i < c.lessons.size(); ++i) {
        const course::Lesson &l = c.lessons.at(i);
        QString line = Cli::tr("%1. %2  %3  (pages: %4, exercises: %5)")
                           .arg(i + 1)
                           .arg(l.id, l.title)
                           .arg(outline.pageCount(i))
                           .arg(l.exercises.size());
        if (!l.isValid())
            line += Cli::tr("  [problems: %1; run 'attention-lab validate']").arg(l.problems.size());
        printOut(line + QLatin1Char('\n'));
    }
    return Success;
}

} // namespace cli
