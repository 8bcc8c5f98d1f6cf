#include "kinds.h"

#include "exercisereader.h"
#include "gradingsupport.h"
#include "kindtext.h"
#include "plaintext.h"
#include "printedquestion.h"
#include "rehearsalanswers.h"
#include "typedanswer.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace course {

using namespace kindtext;
using namespace gradingdetail;

namespace {

constexpr int kMinPairs = 2;
constexpr int kMaxPairs = 8;

/// An option's text with its figures' placeholders left out: the same for every learner, so
/// that a teacher can count a mistake across a class.
QString unfilled(const QString &text)
{
    static const QRegularExpression placeholder(QStringLiteral("\\{\\{[^}]*\\}\\}"));
    return QString(text).replace(placeholder, QStringLiteral("…"));
}

const ChoiceOption *optionWithId(const Exercise &exercise, const QString &id)
{
    const auto it = std::find_if(exercise.options.cbegin(), exercise.options.cend(),
                                 [&](const ChoiceOption &o) { return o.id == id; });
    return it == exercise.options.cend() ? nullptr : &*it;
}

/// Two lists to pair: each item (a term, a key's score, a situation) with its partner (a
/// definition, a weight, what the lookup returns). The partners are shown shuffled per learner;
/// partners that read the same on a learner's screen are interchangeable, so figures that tie
/// as shown make no exercise ambiguous.
/// In exercises.json a matching's options are its pairs: `item` on the left, `text` its partner.
class MatchingKind final : public ExerciseKind
{
public:
    Exercise::Type type() const override { return Exercise::Type::Matching; }
    QString name() const override { return QStringLiteral("matching"); }
    QString title() const override { return KindText::tr("Matching"); }
    bool givesPartialCredit() const override { return true; }

    void read(ExerciseReader &reader, Exercise &e) const override
    {
        const QJsonValue value = reader.object().value(QStringLiteral("options"));
        if (!value.isArray()) {
            reader.problem(QStringLiteral("options"), QStringLiteral("a matching needs 'options': its pairs, each {id, item, text}"));
            return;
        }
        const QJsonArray options = value.toArray();
        QSet<QString> ids;
        QSet<QString> items;
        QSet<QString> partners;
        for (qsizetype j = 0; j < options.size(); ++j) {
            const QString where = QStringLiteral("options[%1]").arg(j);
            const QJsonObject opt = options[j].toObject();
            for (auto field = opt.constBegin(); field != opt.constEnd(); ++field)
                if (!QStringList{QStringLiteral("id"), QStringLiteral("item"), QStringLiteral("text"), QStringLiteral("explanation")}.contains(field.key()))
                    reader.problem(where + QLatin1Char('.') + field.key(), QStringLiteral("unknown field '%1' (a pair has id, item, text, explanation)").arg(field.key()));
            ChoiceOption c;
            c.id = opt.value(QStringLiteral("id")).toString();
            c.item = opt.value(QStringLiteral("item")).toString().trimmed();
            c.text = opt.value(QStringLiteral("text")).toString().trimmed();
            c.explanation = opt.value(QStringLiteral("explanation")).toString();
            c.correct = true;
            if (c.id.isEmpty() || c.item.isEmpty() || c.text.isEmpty() || ids.contains(c.id))
                reader.problem(where, QStringLiteral("a pair needs a unique id, an item and a text (its partner)"));
            else if (!ExerciseReader::isId(c.id))
                reader.problem(where + QStringLiteral(".id"), QStringLiteral("option id '%1' may only use a-z, 0-9 and single dashes").arg(c.id));
            else if (items.contains(c.item) || partners.contains(c.text))
                reader.problem(where, QStringLiteral("two pairs read the same ('%1' or '%2'): a learner could not tell them apart").arg(c.item, c.text));
            ids.insert(c.id);
            items.insert(c.item);
            partners.insert(c.text);
            e.options << c;
        }
        if (options.size() < kMinPairs || options.size() > kMaxPairs)
            reader.problem(QStringLiteral("options"), QStringLiteral("a matching has %1 to %2 pairs, not %3").arg(kMinPairs).arg(kMaxPairs).arg(options.size()));
    }

    bool takes(const Answer &answer) const override { return std::holds_alternative<MatchingAnswer>(answer); }

    Feedback grade(const Exercise &exercise, const Variant &variant, const Answer &answer,
                   const QLocale &) const override
    {
        const QMap<QString, QString> &given = std::get<MatchingAnswer>(answer).partners;
        const auto shown = [&](const QString &text) { return markdownToPlainText(fillForVariant(text, variant)).trimmed(); };
        if (given.isEmpty())
            return invalid(Grading::tr("Give each item its partner first."));
        QSet<QString> used;
        for (auto it = given.cbegin(); it != given.cend(); ++it) {
            const ChoiceOption *item = optionWithId(exercise, it.key());
            const ChoiceOption *partner = optionWithId(exercise, it.value());
            if (!item)
                return invalid(Grading::tr("“%1” is not one of the items.").arg(it.key().left(40)));
            if (!partner)
                return invalid(Grading::tr("“%1” is not one of the partners.").arg(it.value().left(40)));
            if (used.contains(it.value()))
                return invalid(Grading::tr("“%1” is given to two items; each partner belongs to one item.").arg(shown(partner->text)));
            used.insert(it.value());
        }
        const int total = int(exercise.options.size());
        if (given.size() < total)
            return invalid(Grading::tr("%n item(s) still without a partner: give every item one.", nullptr, total - int(given.size())));

        int right = 0;
        QStringList details;
        QStringList mistakes;
        QSet<QString> explained;
        for (const ChoiceOption &item : exercise.options) {
            const QString partnerId = given.value(item.id);
            // A partner that reads as the right one on the learner's screen is right (two keys
            // with equal weights, shown alike, may go either way).
            if (partnerId == item.id || shown(optionWithId(exercise, partnerId)->text) == shown(item.text)) {
                ++right;
                continue;
            }
            if (explained.contains(item.id))
                continue;
            const ChoiceOption *partner = optionWithId(exercise, partnerId);
            // Two items that took each other's partners are one mistake: a swap.
            if (given.value(partnerId) == item.id) {
                explained << item.id << partnerId;
                details << Grading::tr("“%1” and “%2” have swapped partners.").arg(shown(item.item), shown(partner->item));
                mistakes << Grading::tr("“%1” and “%2” swapped.").arg(unfilled(item.item), unfilled(partner->item));
            } else {
                explained << item.id;
                details << Grading::tr("“%1” does not go with “%2”.").arg(shown(item.item), shown(partner->text));
                mistakes << Grading::tr("“%1” given a wrong partner.").arg(unfilled(item.item));
            }
            if (!item.explanation.isEmpty())
                details << shown(item.explanation);
        }
        Feedback f = verdict(double(right) / total, Grading::tr("Every pair is right."),
                             Grading::tr("Partly right: %1 of %2 pairs are right.").arg(right).arg(total),
                             Grading::tr("Not quite: no pair is right."));
        f.details = details;
        f.diagnoses = mistakes;
        return f;
    }

    std::optional<Answer> readTyped(const Exercise &exercise, const Variant &, const QString &text,
                                    QString *problem) const override
    {
        QStringList ids;
        for (const ChoiceOption &o : exercise.options)
            ids << o.id;
        const QString shape = TypedAnswerText::tr("a matching answer is JSON naming each item's partner by id, e.g. {\"%1\": \"%2\"}; the ids are %3")
                                  .arg(ids.value(0), ids.value(1), ids.join(QStringLiteral(", ")));
        const std::optional<QJsonValue> json = readTypedJson(text, problem);
        if (!json)
            return std::nullopt;
        if (!json->isObject()) {
            *problem = shape;
            return std::nullopt;
        }
        QJsonObject o = json->toObject();
        if (!o.contains(QStringLiteral("kind")))
            o = QJsonObject{{QStringLiteral("kind"), name()}, {QStringLiteral("pairs"), o}};
        QString why;
        std::optional<Answer> answer = answerFromJson(o, &why);
        if (!answer || !takes(*answer)) {
            *problem = (answer ? QString() : why + QStringLiteral("; ")) + shape;
            return std::nullopt;
        }
        for (auto it = std::get<MatchingAnswer>(*answer).partners.cbegin(); it != std::get<MatchingAnswer>(*answer).partners.cend(); ++it)
            for (const QString &id : {it.key(), it.value()})
                if (!ids.contains(id)) {
                    *problem = TypedAnswerText::tr("'%1' is not a pair of %2; its ids are %3").arg(id.left(40), exercise.id, ids.join(QStringLiteral(", ")));
                    return std::nullopt;
                }
        return answer;
    }

    void fillKey(const Exercise &, const Variant &, AnswerKey &) const override {}

    QString inWords(const AnswerKey &key) const override
    {
        QStringList pairs;
        for (const AnswerKeyOption &o : key.options)
            pairs << AnswerKeyText::tr("%1 → %2 (%3)").arg(o.item, o.text, optionLetter(o.shownPosition));
        return pairs.join(QStringLiteral("; "));
    }

    QString inShort(const AnswerKey &key) const override
    {
        // The items are numbered in the content's order, as the worksheet prints them.
        QStringList pairs;
        for (qsizetype i = 0; i < key.options.size(); ++i)
            pairs << QStringLiteral("%1 → %2").arg(i + 1).arg(optionLetter(key.options[i].shownPosition));
        return pairs.join(QStringLiteral(", "));
    }

    void writeKeyJson(const AnswerKey &key, QJsonObject &o) const override
    {
        QJsonArray options;
        QJsonObject answer;
        for (const AnswerKeyOption &opt : key.options) {
            options.append(QJsonObject{{QStringLiteral("id"), opt.id},
                                       {QStringLiteral("item"), opt.item},
                                       {QStringLiteral("text"), opt.text},
                                       {QStringLiteral("shownPosition"), opt.shownPosition}});
            answer.insert(opt.id, opt.id);
        }
        o.insert(QStringLiteral("options"), options);
        o.insert(QStringLiteral("shownOrder"), QJsonArray::fromStringList(key.shownOptionIds()));
        o.insert(QStringLiteral("answer"), answer);
        o.insert(QStringLiteral("answerText"), inWords(key));
    }

    QString workedAnswer(const Exercise &exercise, const Variant &variant, bool *withSteps) const override
    {
        *withSteps = true;
        QString out;
        for (const ChoiceOption &o : exercise.options)
            out += Grading::tr("- **%1** → %2\n").arg(fillForVariant(o.item, variant), fillForVariant(o.text, variant));
        return out + QLatin1Char('\n');
    }

    QString censusAnswer(const Exercise &exercise, const Variant &variant) const override
    {
        QStringList pairs;
        for (const ChoiceOption &o : exercise.options)
            pairs << fillForVariant(o.item, variant) + QLatin1Char('\t') + fillForVariant(o.text, variant);
        return pairs.join(QLatin1Char('\n'));
    }

    std::optional<Answer> rightAnswer(const RehearsalAnswers &r) const override
    {
        MatchingAnswer a;
        for (const ChoiceOption &o : r.exercise().options)
            a.partners.insert(o.id, o.id);
        return a;
    }

    QList<Answer> mistakeCandidates(const RehearsalAnswers &r) const override
    {
        // Two neighbours swapped: the mistake the grader names as a swap.
        QList<Answer> out;
        const QList<ChoiceOption> &options = r.exercise().options;
        for (qsizetype i = 0; i + 1 < options.size(); ++i) {
            MatchingAnswer a = std::get<MatchingAnswer>(*rightAnswer(r));
            a.partners[options[i].id] = options[i + 1].id;
            a.partners[options[i + 1].id] = options[i].id;
            out << a;
        }
        return out;
    }

    QList<Answer> wrongCandidates(const RehearsalAnswers &r) const override
    {
        // Every partner moved on by one, two, …: no pair right.
        QList<Answer> out;
        const QList<ChoiceOption> &options = r.exercise().options;
        for (qsizetype shift = 1; shift < options.size(); ++shift) {
            MatchingAnswer a;
            for (qsizetype i = 0; i < options.size(); ++i)
                a.partners.insert(options[i].id, options[(i + shift) % options.size()].id);
            out << a;
        }
        return out;
    }

    void fillQuestion(const Exercise &exercise, const Variant &variant, WorksheetQuestion &q) const override
    {
        for (const ChoiceOption &o : shownOptions(exercise, variant))
            q.options << WorksheetOption{o.id, fillForVariant(o.text, variant), true};
        for (const ChoiceOption &o : exercise.options) {
            q.items << fillForVariant(o.item, variant);
            const auto shown = std::find_if(q.options.cbegin(), q.options.cend(),
                                            [&](const WorksheetOption &w) { return w.id == o.id; });
            q.itemPartners << optionLetter(int(shown - q.options.cbegin()) + 1);
        }
    }

    void print(WorksheetPrinter &printer, const WorksheetQuestion &q, bool answerKey) const override
    {
        printer.pairs(q, answerKey);
    }
};

} // namespace

const ExerciseKind &matchingKind()
{
    static const MatchingKind kind;
    return kind;
}

} // namespace course
