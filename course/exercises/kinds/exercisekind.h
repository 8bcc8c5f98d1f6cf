#pragma once

#include "answer.h"
#include "answerkey.h"
#include "exercise.h"
#include "grading.h"

#include <QJsonObject>
#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>

namespace course {

class ExerciseReader;
class RehearsalAnswers;
class WorksheetPrinter;
struct WorksheetQuestion;

/// Everything that differs between the kinds of exercise (lessons/FORMAT.md, "type"): one
/// subclass per kind under course/exercises/kinds/, found through exerciseKinds(). Nothing
/// outside this folder and the window's editor registry (ui/exercises/editors/answereditor.cpp)
/// asks which kind an exercise is: it asks the kind. Adding a kind is a new class here, an
/// entry in the registry (exercisekind.cpp) and an editor for the window.
class ExerciseKind
{
public:
    virtual ~ExerciseKind() = default;

    virtual Exercise::Type type() const = 0;
    /// The kind as exercises.json names it: "numeric", "single-choice", …
    virtual QString name() const = 0;
    /// The kind for a learner, translated: "Number", "Single choice", …
    virtual QString title() const = 0;

    // ---- content -------------------------------------------------------------------------

    /// Reads and checks the fields only this kind has (the common ones are read already).
    virtual void read(ExerciseReader &reader, Exercise &exercise) const = 0;
    /// The placeholders its texts may use beyond the figures ({{target.key}}, …).
    virtual QStringList extraPlaceholders() const { return {}; }
    /// Whether the exercise is answered on the workshop's query (and played on a lab's set-up).
    virtual bool playsOnWorkshop() const { return false; }
    /// The session rules a learner reads (rulesText()): partial credit, typed numbers.
    virtual bool givesPartialCredit() const { return false; }
    virtual bool readsTypedNumbers() const { return false; }

    // ---- answers -------------------------------------------------------------------------

    /// Whether `answer` is the kind of answer this exercise takes.
    virtual bool takes(const Answer &answer) const = 0;
    /// The verdict on an answer this kind takes (grade() checked that).
    virtual Feedback grade(const Exercise &exercise, const Variant &variant, const Answer &answer,
                           const QLocale &locale) const = 0;
    /// An answer as typed on the command line (`exercise ID --answer TEXT`), or nothing with
    /// the reason in `problem`.
    virtual std::optional<Answer> readTyped(const Exercise &exercise, const Variant &variant,
                                            const QString &text, QString *problem) const = 0;
    /// A format-1 progress file's `lastAnswer` text (exerciseprogress.cpp); nothing where the
    /// kind did not exist then or the text does not fit.
    virtual std::optional<Answer> fromVersion1(const Exercise &exercise, const QString &text) const
    {
        Q_UNUSED(exercise) Q_UNUSED(text) return std::nullopt;
    }

    // ---- the answer key ------------------------------------------------------------------

    /// Fills what the answer key says for this kind.
    virtual void fillKey(const Exercise &exercise, const Variant &variant, AnswerKey &key) const = 0;
    /// The answer in a teacher's words (answerInWords()).
    virtual QString inWords(const AnswerKey &key) const = 0;
    /// The answer in a few characters, for one cell of a class's answer grid (answerInShort()).
    virtual QString inShort(const AnswerKey &key) const = 0;
    /// The answer key's "answer" and the fields beside it in `exercise --json`; the "answer"
    /// read back with `--answer` scores 1.
    virtual void writeKeyJson(const AnswerKey &key, QJsonObject &out) const = 0;
    /// The answer line(s) of the worked solution (Markdown), and whether the step-by-step
    /// trace follows them.
    virtual QString workedAnswer(const Exercise &exercise, const Variant &variant, bool *withSteps) const = 0;

    // ---- how many different exercises the variants make ---------------------------------

    /// The correct answer of a variant as text: equal answers give equal texts.
    virtual QString censusAnswer(const Exercise &exercise, const Variant &variant) const = 0;
    /// What the learner sees beside the prompt and options that the variant changes.
    virtual QStringList censusShown(const Exercise &exercise, const Variant &variant) const
    {
        Q_UNUSED(exercise) Q_UNUSED(variant) return {};
    }
    /// Whether its options' texts must differ for every learner (choices, pairs).
    virtual bool showsOptions() const { return false; }

    // ---- rehearsals ----------------------------------------------------------------------

    /// The right answer as the answer key has it, typed as a learner would.
    virtual std::optional<Answer> rightAnswer(const RehearsalAnswers &r) const = 0;
    /// Candidates for the mistakes the grader diagnoses.
    virtual QList<Answer> mistakeCandidates(const RehearsalAnswers &r) const = 0;
    /// Answers that are simply wrong.
    virtual QList<Answer> wrongCandidates(const RehearsalAnswers &r) const = 0;

    // ---- printed worksheets --------------------------------------------------------------

    /// Fills the question's kind-specific parts from the answer key already in it.
    virtual void fillQuestion(const Exercise &exercise, const Variant &variant, WorksheetQuestion &q) const = 0;
    /// Prints where the student answers (and, on the answer key, the answer).
    virtual void print(WorksheetPrinter &printer, const WorksheetQuestion &q, bool answerKey) const = 0;
};

/// Every kind, in the order the format lists them.
const QList<const ExerciseKind *> &exerciseKinds();
/// The kind named `name` in exercises.json; nullptr for none.
const ExerciseKind *kindNamed(const QString &name);
const ExerciseKind &kindOf(Exercise::Type type);
inline const ExerciseKind &kindOf(const Exercise &exercise) { return kindOf(exercise.type); }

} // namespace course
