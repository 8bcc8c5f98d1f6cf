#include "attempthistory.h"

#include "answerkey.h"

#include <QCoreApplication>

#include <algorithm>
#include <variant>

namespace course {

namespace {

class AttemptHistoryText
{
    Q_DECLARE_TR_FUNCTIONS(AttemptHistoryText)
};

template<class... F>
struct Overloaded : F... {
    using F::operator()...;
};
template<class... F>
Overloaded(F...) -> Overloaded<F...>;

} // namespace

QString answerAsText(const Exercise &exercise, const Variant &variant, const Answer &answer)
{
    const QList<ChoiceOption> shown = shownOptions(exercise, variant);
    const auto letterOf = [&shown](const QString &id) {
        for (qsizetype i = 0; i < shown.size(); ++i)
            if (shown.at(i).id == id)
                return optionLetter(int(i) + 1);
        return id;
    };
    return std::visit(Overloaded{
                          [](const NumberAnswer &a) { return a.typed.trimmed(); },
                          [&](const ChoiceAnswer &a) {
                              QStringList letters;
                              for (const QString &id : a.optionIds)
                                  letters << letterOf(id);
                              std::sort(letters.begin(), letters.end());
                              return letters.isEmpty() ? AttemptHistoryText::tr("(nothing chosen)") : letters.join(QStringLiteral(", "));
                          },
                          [](const RankingAnswer &a) {
                              QStringList keys;
                              for (int k : a.keys)
                                  keys << QStringLiteral("k%1").arg(k);
                              return keys.join(QStringLiteral(" > "));
                          },
                          [](const TableAnswer &a) {
                              QStringList rows;
                              for (const QStringList &row : a.rows) {
                                  QStringList cells;
                                  for (const QString &c : row)
                                      cells << (c.trimmed().isEmpty() ? QStringLiteral("—") : c.trimmed());
                                  rows << cells.join(QStringLiteral(" · "));
                              }
                              return rows.join(QStringLiteral(" / "));
                          },
                          [](const TargetAnswer &a) {
                              return AttemptHistoryText::tr("angle %1°, length %2")
                                  .arg(QString::number(a.angleDegrees, 'f', 1), QString::number(a.length, 'f', 3));
                          },
                          [&](const MatchingAnswer &a) {
                              QStringList pairs;
                              for (auto it = a.partners.cbegin(); it != a.partners.cend(); ++it)
                                  pairs << QStringLiteral("%1 → %2").arg(letterOf(it.key()), letterOf(it.value()));
                              return pairs.join(QStringLiteral(", "));
                          },
                      },
                      answer);
}

QList<AttemptLine> attemptHistory(const Exercise &exercise, const Variant &variant, const AttemptLog &log)
{
    QList<AttemptEvent> events = log.events;
    std::stable_sort(events.begin(), events.end(), [](const AttemptEvent &a, const AttemptEvent &b) {
        if (a.when.isValid() != b.when.isValid())
            return !a.when.isValid();
        return a.when.isValid() && a.when < b.when;
    });
    QList<AttemptLine> lines;
    for (const AttemptEvent &e : events) {
        AttemptLine line;
        line.when = e.when;
        line.kind = e.kind;
        line.hint = e.hint;
        if (e.kind == AttemptEvent::Kind::Check) {
            if (e.answer) {
                const Feedback f = grade(exercise, variant, *e.answer, answerLocale(e.locale));
                line.answer = answerAsText(exercise, variant, *e.answer);
                line.given = e.answer;
                line.verdict = f.status;
                line.score = f.score;
                line.diagnoses = f.diagnoses;
            } else {
                line.answer = e.legacyAnswer;
                line.verdict = Feedback::Status::Invalid;
            }
        }
        lines << line;
    }
    return lines;
}

QList<AttemptLine> studentAttempts(const LabSession &session, const Course &course, const GradebookStudent &student,
                                   const QString &exerciseId)
{
    const Exercise *found = course.exercise(exerciseId);
    if (!student.work || !found)
        return {};
    const Exercise exercise = underLabRules(*found, session.rules);
    const Variant variant = makeVariant(exercise, student.work->learnerId, session.variantContext());
    return attemptHistory(exercise, variant, student.work->exercises.value(exerciseId).log);
}

} // namespace course
