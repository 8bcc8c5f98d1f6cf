#include "kinds.h"

#include "exercisereader.h"
#include "gradingsupport.h"
#include "kindtext.h"
#include "printedquestion.h"
#include "rehearsalanswers.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace course {

using namespace kindtext;
using namespace gradingdetail;

namespace {

/// Options to tick: exactly one (single choice) or every one that applies (multiple choice).
class ChoiceKind final : public ExerciseKind
{
public:
    explicit ChoiceKind(bool single)
        : m_single(single)
    {
    }

    Exercise::Type type() const override
    {
        return m_single ? Exercise::Type::SingleChoice : Exercise::Type::MultipleChoice;
    }
    QString name() const override
    {
        return m_single ? QStringLiteral("single-choice") : QStringLiteral("multiple-choice");
    }
    QString title() const override { return m_single ? KindText::tr("Single choice") : KindText::tr("Multiple choice"); }
    bool givesPartialCredit() const override { return !m_single; }
    bool showsOptions() const override { return true; }

    void read(ExerciseReader &reader, Exercise &e) const override
    {
        const QJsonArray options = reader.object().value(QStringLiteral("options")).toArray();
        int correct = 0;
        QSet<QString> optionIds;
        for (qsizetype j = 0; j < options.size(); ++j) {
            const QJsonObject opt = options[j].toObject();
            ChoiceOption c;
            c.id = opt.value(QStringLiteral("id")).toString();
            c.text = opt.value(QStringLiteral("text")).toString();
            c.correct = opt.value(QStringLiteral("correct")).toBool();
            c.explanation = opt.value(QStringLiteral("explanation")).toString();
            if (c.id.isEmpty() || c.text.isEmpty() || optionIds.contains(c.id))
                reader.problem(QStringLiteral("options[%1]").arg(j), QStringLiteral("an option needs a unique id and a text"));
            else if (!ExerciseReader::isId(c.id))
                reader.problem(QStringLiteral("options[%1].id").arg(j), QStringLiteral("option id '%1' may only use a-z, 0-9 and single dashes").arg(c.id));
            optionIds.insert(c.id);
            correct += c.correct ? 1 : 0;
            e.options << c;
        }
        if (options.size() < 2)
            reader.problem(QStringLiteral("options"), QStringLiteral("a choice needs at least two options"));
        else if (m_single && correct != 1)
            reader.problem(QStringLiteral("options"), QStringLiteral("a single choice needs exactly one correct option, not %1").arg(correct));
        else if (correct < 1)
            reader.problem(QStringLiteral("options"), QStringLiteral("a multiple choice needs at least one correct option"));
    }

    bool takes(const Answer &answer) const override { return std::holds_alternative<ChoiceAnswer>(answer); }

    Feedback grade(const Exercise &exercise, const Variant &variant, const Answer &answer,
                   const QLocale &) const override
    {
        return gradeChoice(exercise, variant, std::get<ChoiceAnswer>(answer).optionIds);
    }

    std::optional<Answer> readTyped(const Exercise &exercise, const Variant &, const QString &text,
                                    QString *problem) const override
    {
        QStringList ids;
        for (const ChoiceOption &o : exercise.options)
            ids << o.id;
        QStringList given;
        for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
            if (!part.trimmed().isEmpty())
                given << part.trimmed();
        for (const QString &id : std::as_const(given))
            if (!ids.contains(id)) {
                *problem = TypedAnswerText::tr("'%1' is not an option of %2; its options are %3")
                               .arg(id.left(40), exercise.id, ids.join(QStringLiteral(", ")));
                return std::nullopt;
            }
        if (given.isEmpty()) {
            *problem = TypedAnswerText::tr("no option chosen; give an option id (%1)").arg(ids.join(QStringLiteral(", ")));
            return std::nullopt;
        }
        if (given.size() > 1 && m_single) {
            *problem = TypedAnswerText::tr("%1 is a single choice: give one option id").arg(exercise.id);
            return std::nullopt;
        }
        // Ticked options in the content's order, as the window's choice editor gives them.
        ChoiceAnswer chosen;
        for (const QString &id : std::as_const(ids))
            if (given.contains(id))
                chosen.optionIds << id;
        return chosen;
    }

    std::optional<Answer> fromVersion1(const Exercise &, const QString &text) const override
    {
        return ChoiceAnswer{text.split(QLatin1Char(','), Qt::SkipEmptyParts)};
    }

    void fillKey(const Exercise &, const Variant &, AnswerKey &) const override {}

    QString inWords(const AnswerKey &key) const override { return key.correctOptionIds().join(QStringLiteral(", ")); }

    QString inShort(const AnswerKey &key) const override
    {
        QList<int> shown;
        for (const AnswerKeyOption &o : key.options)
            if (o.correct)
                shown << o.shownPosition;
        std::sort(shown.begin(), shown.end());
        QStringList letters;
        for (int position : shown)
            letters << optionLetter(position);
        return letters.join(QStringLiteral(", "));
    }

    void writeKeyJson(const AnswerKey &key, QJsonObject &o) const override
    {
        QJsonArray options;
        for (const AnswerKeyOption &opt : key.options)
            options.append(QJsonObject{{QStringLiteral("id"), opt.id},
                                       {QStringLiteral("text"), opt.text},
                                       {QStringLiteral("correct"), opt.correct},
                                       {QStringLiteral("shownPosition"), opt.shownPosition}});
        o.insert(QStringLiteral("options"), options);
        o.insert(QStringLiteral("shownOrder"), QJsonArray::fromStringList(key.shownOptionIds()));
        o.insert(QStringLiteral("answer"), QJsonArray::fromStringList(key.correctOptionIds()));
    }

    QString workedAnswer(const Exercise &exercise, const Variant &variant, bool *withSteps) const override
    {
        *withSteps = true;
        QString out;
        for (const ChoiceOption &o : exercise.options)
            if (o.correct)
                out += Grading::tr("- **Correct:** %1\n").arg(fillForVariant(o.text, variant));
        return out + QLatin1Char('\n');
    }

    QString censusAnswer(const Exercise &exercise, const Variant &variant) const override
    {
        QStringList correct;
        for (const ChoiceOption &o : exercise.options)
            if (o.correct)
                correct << fillForVariant(o.text, variant);
        return correct.join(QLatin1Char('\n'));
    }

    std::optional<Answer> rightAnswer(const RehearsalAnswers &r) const override
    {
        return ChoiceAnswer{r.key().correctOptionIds()};
    }

    QList<Answer> mistakeCandidates(const RehearsalAnswers &r) const override
    {
        // A wrong option whose explanation says what picking it reveals.
        QList<Answer> out;
        const QStringList correct = r.key().correctOptionIds();
        for (const ChoiceOption &o : r.exercise().options) {
            if (o.correct || o.explanation.isEmpty())
                continue;
            out << ChoiceAnswer{m_single ? QStringList{o.id} : QStringList(correct) << o.id};
        }
        return out;
    }

    QList<Answer> wrongCandidates(const RehearsalAnswers &r) const override
    {
        QList<Answer> out;
        for (const ChoiceOption &o : r.exercise().options)
            if (!o.correct)
                out << ChoiceAnswer{{o.id}};
        return out;
    }

    void fillQuestion(const Exercise &exercise, const Variant &variant, WorksheetQuestion &q) const override
    {
        for (const ChoiceOption &o : shownOptions(exercise, variant))
            q.options << WorksheetOption{o.id, fillForVariant(o.text, variant), o.correct};
    }

    void print(WorksheetPrinter &printer, const WorksheetQuestion &q, bool answerKey) const override
    {
        printer.choices(q, m_single, answerKey);
    }

private:
    bool m_single;
};

} // namespace

Feedback gradeChoice(const Exercise &exercise, const Variant &variant, const QStringList &chosen)
{
    if (chosen.isEmpty())
        return invalid(Grading::tr("Choose an option first."));
    int correctTotal = 0;
    int rightPicks = 0;
    int wrongPicks = 0;
    QStringList details;
    // A wrong pick is a recognisable mistake, named the same for every learner: the option's
    // own figures (placeholders) left out; the learner reads them filled in.
    static const QRegularExpression placeholder(QStringLiteral("\\{\\{[^}]*\\}\\}"));
    const auto named = [](const QString &text, const QString &explanation) {
        return explanation.isEmpty() ? Grading::tr("“%1” is not right.").arg(text)
                                     : Grading::tr("“%1”: %2").arg(text, explanation);
    };
    QStringList mistakes;
    QStringList reasons;
    QStringList missed;
    for (const ChoiceOption &o : exercise.options) {
        correctTotal += o.correct ? 1 : 0;
        if (!chosen.contains(o.id)) {
            if (o.correct)
                missed << (o.explanation.isEmpty() ? Grading::tr("“%1” is right too.").arg(fillForVariant(o.text, variant))
                                                   : Grading::tr("“%1” is right too: %2")
                                                         .arg(fillForVariant(o.text, variant), fillForVariant(o.explanation, variant)));
            continue;
        }
        if (o.correct) {
            ++rightPicks;
            if (!o.explanation.isEmpty())
                reasons << fillForVariant(o.explanation, variant);
        } else {
            ++wrongPicks;
            details << named(fillForVariant(o.text, variant), fillForVariant(o.explanation, variant));
            mistakes << named(QString(o.text).replace(placeholder, QStringLiteral("…")),
                              QString(o.explanation).replace(placeholder, QStringLiteral("…")));
        }
    }
    for (const QString &id : chosen)
        if (std::none_of(exercise.options.cbegin(), exercise.options.cend(), [&](const ChoiceOption &o) { return o.id == id; }))
            return invalid(Grading::tr("“%1” is not one of the options.").arg(id));
    if (exercise.type == Exercise::Type::SingleChoice && chosen.size() != 1)
        return invalid(Grading::tr("Choose exactly one option."));
    const double score = correctTotal > 0 ? double(rightPicks - wrongPicks) / correctTotal : 0.0;
    // A correct choice needs no words beyond the headline.
    Feedback f = verdict(score, QString(),
                         Grading::tr("Partly right: %1 of %2 correct options, %3 wrong.").arg(rightPicks).arg(correctTotal).arg(wrongPicks),
                         Grading::tr("Not quite."));
    if (exercise.type == Exercise::Type::MultipleChoice && rightPicks < correctTotal)
        details << Grading::tr("%n correct option(s) not chosen.", nullptr, correctTotal - rightPicks);
    f.details = details;
    f.diagnoses = mistakes;
    if (f.status == Feedback::Status::Correct)
        f.reason = reasons.join(QLatin1Char(' '));
    if (exercise.type == Exercise::Type::MultipleChoice)
        f.onceFinished = missed;
    return f;
}

const ExerciseKind &singleChoiceKind()
{
    static const ChoiceKind kind(true);
    return kind;
}

const ExerciseKind &multipleChoiceKind()
{
    static const ChoiceKind kind(false);
    return kind;
}

} // namespace course
