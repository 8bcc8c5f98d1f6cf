#include "feedbackcommand.h"

#include "cli.h"
#include "feedback.h"
#include "labstate.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QLocale>

namespace cli {

namespace {

class FeedbackCli
{
    Q_DECLARE_TR_FUNCTIONS(FeedbackCli)
};

/// The verdict on the last answer in the words every view uses; a file never holds an
/// Invalid one (it is no answer).
QString verdictWords(const std::optional<course::Feedback::Status> &verdict)
{
    if (!verdict || *verdict == course::Feedback::Status::Invalid)
        return FeedbackCli::tr("not answered");
    return course::verdictWords(*verdict);
}

QString asText(const course::StudentFeedback &f)
{
    const QLocale locale;
    QString out = FeedbackCli::tr("Feedback for %1 (%2) in “%3”\n").arg(f.learnerName, f.learnerId, f.sessionTitle);
    out += FeedbackCli::tr("Score: %1 of %2\n").arg(locale.toString(f.total, 'f', 2), locale.toString(f.max, 'f', 0));
    int number = 0;
    for (const course::FeedbackExercise &x : f.exercises) {
        out += QLatin1Char('\n')
               + FeedbackCli::tr("%1. %2: %3 of %4, %5 (%n check(s)", nullptr, x.attempts)
                     .arg(++number)
                     .arg(x.title.isEmpty() ? x.id : x.title, locale.toString(x.score, 'f', 2),
                          locale.toString(x.max, 'f', 0), verdictWords(x.verdict));
        out += FeedbackCli::tr(", %n hint(s))", nullptr, x.hints) + QLatin1Char('\n');
        if (!x.message.isEmpty())
            out += QStringLiteral("   ") + x.message + QLatin1Char('\n');
        for (const QString &detail : x.details)
            out += QStringLiteral("   • ") + detail + QLatin1Char('\n');
    }
    if (!f.personalComment.isEmpty())
        out += QLatin1Char('\n') + FeedbackCli::tr("Your teacher's comment to you:") + QLatin1Char('\n') + f.personalComment
               + QLatin1Char('\n');
    if (!f.comment.isEmpty())
        out += QLatin1Char('\n') + FeedbackCli::tr("Your teacher's comment:") + QLatin1Char('\n') + f.comment + QLatin1Char('\n');
    return out;
}

} // namespace

int runFeedback(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(FeedbackCli::tr(
        "Open a teacher's feedback file for its student. It is sealed for them: it opens with their feedback "
        "code, kept on the computer where they joined the session, or given with --code on any other."));
    parser.addPositionalArgument(QStringLiteral("feedback"), FeedbackCli::tr("The command."));
    parser.addPositionalArgument(QStringLiteral("FILE"), FeedbackCli::tr("The feedback file (.attnfeedback)."));
    const QCommandLineOption code(QStringLiteral("code"),
                                  FeedbackCli::tr("The student's feedback code (shown when they joined and on their "
                                                  "hand-in receipt), e.g. K7QM-3XZP-WD4R."),
                                  FeedbackCli::tr("CODE"));
    const QCommandLineOption json(QStringLiteral("json"), FeedbackCli::tr("Print the feedback as one JSON object."));
    parser.addOptions({code, json});
    if (const auto status = parseCommand(parser, arguments, QStringLiteral("feedback")))
        return *status;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        printError(FeedbackCli::tr("feedback: give exactly one feedback file"));
        return BadArguments;
    }
    const QString path = positional.at(1);
    QStringList problems;
    const std::optional<course::FeedbackFile> file = course::readFeedbackFile(path, &problems);
    if (!file) {
        printError(FeedbackCli::tr("feedback: %1 is not a feedback file this course can read: %2")
                       .arg(QDir::toNativeSeparators(path), problems.join(QLatin1Char(' '))));
        return BadArguments;
    }
    QString given = parser.value(code);
    if (!parser.isSet(code) && !file->unsealed) {
        const std::optional<QString> kept = course::localFeedbackCode(file->sessionId, file->learnerId);
        if (!kept) {
            printError(FeedbackCli::tr("feedback: this feedback for %1 (%2) in “%3” is sealed for them; it opens on the "
                                       "computer where they joined the session, or elsewhere with their code: --code CODE")
                           .arg(file->learnerName, file->learnerId, file->sessionTitle));
            return Failure;
        }
        given = *kept;
    }
    QString problem;
    const std::optional<course::StudentFeedback> feedback = course::openFeedback(*file, given, &problem);
    if (!feedback) {
        printError(QStringLiteral("feedback: ") + problem);
        return Failure;
    }
    printOut(parser.isSet(json) ? QString::fromUtf8(QJsonDocument(feedback->toJson()).toJson(QJsonDocument::Indented))
                                : asText(*feedback));
    return Success;
}

} // namespace cli
