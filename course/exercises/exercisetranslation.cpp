#include "exercisetranslation.h"

#include "jsonutil.h"
#include "lessonloader.h"
#include "placeholders.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

#include <algorithm>

namespace course {

namespace {

/// The translation of `exercise` closest to `locale`: itself, else its language; nothing for
/// English or a locale without one.
const ExerciseWords *wordsFor(const Exercise &exercise, const QString &locale)
{
    if (const auto it = exercise.words.constFind(locale); it != exercise.words.constEnd())
        return &*it;
    const QString language = locale.section(QLatin1Char('_'), 0, 0);
    if (const auto it = exercise.words.constFind(language); it != exercise.words.constEnd())
        return &*it;
    return nullptr;
}

QString orEnglish(const QString &translated, const QString &english)
{
    return translated.isEmpty() ? english : translated;
}

/// Reads one translation file; `problem` and `warning` append at a JSON path.
class WordsReader
{
public:
    WordsReader(const QString &file, const QString &locale, QList<Problem> *problems)
        : m_file(file), m_locale(locale), m_problems(problems)
    {
    }

    void error(const QString &place, const QString &message)
    {
        m_problems->append({m_file, place, message});
    }
    /// Text English has and this translation lacks: shown in English.
    void missing(const QString &place)
    {
        m_problems->append({m_file, place, QStringLiteral("missing: no '%1' text; English is used").arg(m_locale),
                            Problem::Severity::Warning});
    }

    /// A translated string at `place`: nothing (and a problem) when it is not a non-empty
    /// string or its placeholders differ from `english`'s.
    QString string(const QJsonValue &v, const QString &place, const QString &english)
    {
        if (!v.isString() || v.toString().trimmed().isEmpty()) {
            error(place, QStringLiteral("must be a non-empty string, not %1").arg(jsonTypeName(v)));
            return {};
        }
        const QString text = v.toString();
        const QStringList mine = placeholderMultiset(text);
        const QStringList theirs = placeholderMultiset(english);
        if (mine != theirs) {
            error(place, QStringLiteral("placeholders differ from the English text (%1 here, %2 in English); "
                                        "English is used")
                             .arg(listed(mine), listed(theirs)));
            return {};
        }
        return text;
    }

private:
    static QString listed(const QStringList &placeholders)
    {
        return placeholders.isEmpty() ? QStringLiteral("none") : placeholders.join(QStringLiteral(" "));
    }

    QString m_file;
    QString m_locale;
    QList<Problem> *m_problems;
};

ExerciseWords readWords(const QJsonObject &o, const Exercise &english, const QString &path, WordsReader &reader)
{
    static const QSet<QString> known{QStringLiteral("title"), QStringLiteral("prompt"), QStringLiteral("hints"),
                                     QStringLiteral("solution"), QStringLiteral("reason"), QStringLiteral("options")};
    for (auto it = o.constBegin(); it != o.constEnd(); ++it)
        if (!known.contains(it.key()))
            reader.error(path + QLatin1Char('.') + it.key(), QStringLiteral("unknown field '%1'").arg(it.key()));

    ExerciseWords words;
    const auto text = [&](const QString &key, const QString &english, QString *out) {
        const QString place = path + QLatin1Char('.') + key;
        const QJsonValue v = o.value(key);
        if (english.isEmpty()) {
            if (!v.isUndefined())
                reader.error(place, QStringLiteral("the English exercise has no '%1'").arg(key));
        } else if (v.isUndefined()) {
            reader.missing(place);
        } else {
            *out = reader.string(v, place, english);
        }
    };
    text(QStringLiteral("title"), english.title, &words.title);
    text(QStringLiteral("prompt"), english.prompt, &words.prompt);
    text(QStringLiteral("solution"), english.solution, &words.solution);
    text(QStringLiteral("reason"), english.reason, &words.reason);

    const QString hintsPlace = path + QStringLiteral(".hints");
    const QJsonValue hints = o.value(QStringLiteral("hints"));
    if (hints.isUndefined()) {
        if (!english.hints.isEmpty())
            reader.missing(hintsPlace);
    } else if (english.hints.isEmpty()) {
        reader.error(hintsPlace, QStringLiteral("the English exercise has no 'hints'"));
    } else if (!hints.isArray()) {
        reader.error(hintsPlace, QStringLiteral("'hints' must be an array of strings, not %1").arg(jsonTypeName(hints)));
    } else if (hints.toArray().size() != english.hints.size()) {
        reader.error(hintsPlace, QStringLiteral("%1 hints where English has %2; the English hints are used")
                                     .arg(hints.toArray().size())
                                     .arg(english.hints.size()));
    } else {
        const QJsonArray a = hints.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            words.hints << reader.string(a[i], QStringLiteral("%1[%2]").arg(hintsPlace).arg(i), english.hints.at(i));
    }

    const QString optionsPlace = path + QStringLiteral(".options");
    const QJsonValue options = o.value(QStringLiteral("options"));
    if (options.isUndefined()) {
        if (!english.options.isEmpty())
            reader.missing(optionsPlace);
        return words;
    }
    if (english.options.isEmpty()) {
        reader.error(optionsPlace, QStringLiteral("the English exercise has no 'options'"));
        return words;
    }
    if (!options.isObject()) {
        reader.error(optionsPlace, QStringLiteral("'options' must be an object keyed by option id, not %1")
                                       .arg(jsonTypeName(options)));
        return words;
    }
    const QJsonObject byId = options.toObject();
    for (auto it = byId.constBegin(); it != byId.constEnd(); ++it) {
        const bool knownOption = std::any_of(english.options.cbegin(), english.options.cend(),
                                             [&](const ChoiceOption &c) { return c.id == it.key(); });
        if (!knownOption)
            reader.error(optionsPlace + QLatin1Char('.') + it.key(),
                         QStringLiteral("option id '%1' is not one of the English exercise's").arg(it.key()));
    }
    for (const ChoiceOption &c : english.options) {
        const QString place = optionsPlace + QLatin1Char('.') + c.id;
        const QJsonValue v = byId.value(c.id);
        if (v.isUndefined()) {
            reader.missing(place);
            continue;
        }
        if (!v.isObject()) {
            reader.error(place, QStringLiteral("an option must be an object {text, explanation, item}, not %1").arg(jsonTypeName(v)));
            continue;
        }
        const QJsonObject option = v.toObject();
        for (auto field = option.constBegin(); field != option.constEnd(); ++field)
            if (field.key() != QLatin1String("text") && field.key() != QLatin1String("explanation")
                && field.key() != QLatin1String("item"))
                reader.error(place + QLatin1Char('.') + field.key(), QStringLiteral("unknown field '%1'").arg(field.key()));
        OptionWords optionWords;
        const auto optionText = [&](const QString &key, const QString &englishText, QString *out) {
            const QJsonValue x = option.value(key);
            if (englishText.isEmpty()) {
                if (!x.isUndefined())
                    reader.error(place + QLatin1Char('.') + key, QStringLiteral("the English option has no '%1'").arg(key));
            } else if (x.isUndefined()) {
                reader.missing(place + QLatin1Char('.') + key);
            } else {
                *out = reader.string(x, place + QLatin1Char('.') + key, englishText);
            }
        };
        optionText(QStringLiteral("text"), c.text, &optionWords.text);
        optionText(QStringLiteral("explanation"), c.explanation, &optionWords.explanation);
        optionText(QStringLiteral("item"), c.item, &optionWords.item);
        words.options.insert(c.id, optionWords);
    }
    return words;
}

} // namespace

Exercise localizedExercise(const Exercise &exercise, const QString &locale)
{
    const ExerciseWords *words = wordsFor(exercise, locale);
    if (!words)
        return exercise;
    Exercise out = exercise;
    out.title = orEnglish(words->title, exercise.title);
    out.prompt = orEnglish(words->prompt, exercise.prompt);
    out.solution = orEnglish(words->solution, exercise.solution);
    out.reason = orEnglish(words->reason, exercise.reason);
    for (qsizetype i = 0; i < out.hints.size(); ++i)
        out.hints[i] = orEnglish(words->hints.value(i), exercise.hints.at(i));
    for (ChoiceOption &option : out.options) {
        const OptionWords translated = words->options.value(option.id);
        option.text = orEnglish(translated.text, option.text);
        option.explanation = orEnglish(translated.explanation, option.explanation);
        option.item = orEnglish(translated.item, option.item);
    }
    return out;
}

QList<Exercise> localizedExercises(const QList<Exercise> &exercises, const QString &locale)
{
    QList<Exercise> out;
    out.reserve(exercises.size());
    for (const Exercise &e : exercises)
        out << localizedExercise(e, locale);
    return out;
}

Course localizedCourse(const Course &course, const QString &locale)
{
    Course out = course;
    for (Lesson &lesson : out.lessons)
        lesson.exercises = localizedExercises(lesson.exercises, locale);
    return out;
}

Problem missingExerciseWords(const QString &file, const QString &locale)
{
    return {file, {}, QStringLiteral("missing: the lesson's exercises have no '%1' translation; English is used").arg(locale),
            Problem::Severity::Warning};
}

QList<Problem> loadExerciseWords(const QString &file, const QString &locale, QList<Exercise> *exercises)
{
    QList<Problem> problems;
    // The same reading as every other content file: size limit, regular files only, line:column.
    const auto document = LessonLoader::readJsonObject(file, &problems);
    if (!document)
        return problems;
    WordsReader reader(file, locale, &problems);
    const QJsonValue version = document->value(QStringLiteral("formatVersion"));
    if (!version.isDouble() || version.toDouble() != LessonLoader::kFormatVersion)
        reader.error(QStringLiteral("formatVersion"),
                     QStringLiteral("missing or unsupported formatVersion (this version reads %1)").arg(LessonLoader::kFormatVersion));
    for (auto it = document->constBegin(); it != document->constEnd(); ++it)
        if (it.key() != QLatin1String("formatVersion") && it.key() != QLatin1String("exercises"))
            reader.error(it.key(), QStringLiteral("unknown field '%1'").arg(it.key()));
    const QJsonValue list = document->value(QStringLiteral("exercises"));
    if (!list.isObject()) {
        reader.error(QStringLiteral("exercises"),
                     QStringLiteral("'exercises' must be an object keyed by exercise id, not %1").arg(jsonTypeName(list)));
        return problems;
    }
    const QJsonObject byId = list.toObject();
    for (auto it = byId.constBegin(); it != byId.constEnd(); ++it) {
        const bool known = std::any_of(exercises->cbegin(), exercises->cend(),
                                       [&](const Exercise &e) { return e.id == it.key(); });
        if (!known)
            reader.error(QStringLiteral("exercises.") + it.key(),
                         QStringLiteral("exercise id '%1' is not in the lesson's English exercises.json").arg(it.key()));
    }
    for (Exercise &exercise : *exercises) {
        const QString path = QStringLiteral("exercises.") + exercise.id;
        const QJsonValue v = byId.value(exercise.id);
        if (v.isUndefined()) {
            reader.missing(path);
            continue;
        }
        if (!v.isObject()) {
            reader.error(path, QStringLiteral("an exercise's words must be an object, not %1").arg(jsonTypeName(v)));
            continue;
        }
        exercise.words.insert(locale, readWords(v.toObject(), exercise, path, reader));
    }
    return problems;
}

} // namespace course
