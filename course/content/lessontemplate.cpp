#include "lessontemplate.h"

#include "coursefolder.h"
#include "lessonloader.h"
#include "userfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <iterator>

namespace course {

namespace {

class LessonTemplateText
{
    Q_DECLARE_TR_FUNCTIONS(LessonTemplateText)
};

/// The suffixes of the new lesson's exercise ids, one per exercise type, in order.
struct TemplateExercise {
    const char *suffix;
    const char *type;
};

constexpr TemplateExercise kExercises[] = {
    {"score", "numeric"},   {"choice", "single-choice"}, {"choices", "multiple-choice"},
    {"ranking", "ranking"}, {"table", "table"},          {"target", "target"},
};

/// The words of the template in one language: pages, objective and every exercise's words.
/// Each translation keeps exactly the placeholders of the English text.
struct Words {
    QString learnPage;
    QString summaryPage;
    QString objective;
    /// Per exercise (kExercises' order): title, prompt, hints, solution.
    struct Exercise {
        QString title;
        QString prompt;
        QStringList hints;
        QString solution;
    };
    QList<Exercise> exercises;
    /// Option texts and explanations: single choice a, b, c; multiple choice a, b, c.
    QList<QPair<QString, QString>> choiceOptions;
    QList<QPair<QString, QString>> choicesOptions;
};

Words englishWords()
{
    Words w;
    w.learnPage = QStringLiteral(
        "# What you will learn\n\n"
        "Write this page for your class. Every figure comes from the course through a placeholder, "
        "filled in with the query of the panel beside the text: the query points at {{angle}}° with "
        "length {{length}}, key {{argmax}} receives the largest weight, {{weight.max}}, and the output "
        "is {{output}}. Move the query and the figures follow.\n\n"
        "- Replace this text with your own prose; keep the first line, the page's title.\n"
        "- lessons/FORMAT.md lists the panels, the placeholders and the exercise types.\n"
        "- Check your lesson with `attention-lab validate` before you give it to your class.\n");
    w.summaryPage = QStringLiteral(
        "# Summary\n\n"
        "Say in a few lines what the learner can now do. At this page's query the weights add up "
        "to one, key {{argmax}} receives {{weight.max}} and the output is {{output}}.\n");
    w.objective = QStringLiteral("Write what the learner will be able to do after this lesson.");
    w.exercises = {
        {QStringLiteral("Score of key 2"),
         QStringLiteral("The query points at {{angle}}° with length {{length}}, so q = ({{query.x}}, {{query.y}}). "
                        "Key 2 points at 70° with length 2. What is the score q·k₂?"),
         {QStringLiteral("A score is a dot product of the query with the key."),
          QStringLiteral("Multiply the matching components and add: q·k₂ = q_x·k_x + q_y·k_y.")},
         QStringLiteral("q·k₂ = q_x·k_x + q_y·k_y ≈ {{term.k2.x}} + {{term.k2.y}} ≈ {{score.k2}}")},
        {QStringLiteral("What the weights add up to"),
         QStringLiteral("What do the attention weights of all the keys add up to?"),
         {QStringLiteral("Each weight is its exp(sᵢ − max) divided by the sum of all of them.")},
         QStringLiteral("Each weight is its exp divided by the sum of all of them, so together they make one.")},
        {QStringLiteral("Attention, not a dictionary"),
         QStringLiteral("Which of these are true of attention? Pick every one that applies."),
         {QStringLiteral("Attention never fails and blends every value.")},
         QStringLiteral("Attention answers every query and blends every value with its own weight; an exact "
                        "match is what a dictionary needs.")},
        {QStringLiteral("Rank the keys by weight"),
         QStringLiteral("The query points at {{angle}}° with length {{length}}. Put the five keys in order of their "
                        "attention weights, largest first."),
         {QStringLiteral("The softmax keeps the order of the scores: the higher the score, the higher the weight.")},
         QStringLiteral("The weights are: key 1 {{weight.k1}}, key 2 {{weight.k2}}, key 3 {{weight.k3}}, "
                        "key 4 {{weight.k4}}, key 5 {{weight.k5}}.")},
        {QStringLiteral("The softmax table"),
         QStringLiteral("The query points at {{angle}}° with length {{length}}. Fill in the softmax table: subtract "
                        "the largest score, exponentiate, add up, and divide each entry by the sum."),
         {QStringLiteral("Find the largest score first; its row gets zero for score − max, and one for exp.")},
         QStringLiteral("The largest score is {{score.max}} and Σ exp = {{sum.exp}}; each weight is its exp "
                        "divided by that sum.")},
        {QStringLiteral("Give one key most of the weight"),
         QStringLiteral("Move the query on the plane until key {{target.key}} receives at least "
                        "{{target.threshold}} of the weight, then press Check."),
         {QStringLiteral("Key {{target.key}} points at {{target.angle}}°: turn the query toward it, then "
                         "lengthen it.")},
         QStringLiteral("Point the query at key {{target.key}} and lengthen it: a longer query sharpens the "
                        "softmax.")},
    };
    w.choiceOptions = {
        {QStringLiteral("One."), QStringLiteral("Right: each exp is divided by the sum of all of them.")},
        {QStringLiteral("The number of keys."),
         QStringLiteral("Each weight is a share of one whole, whatever the number of keys.")},
        {QStringLiteral("The largest score."),
         QStringLiteral("The softmax turns the scores into shares; their sum does not depend on the scores.")},
    };
    w.choicesOptions = {
        {QStringLiteral("It answers every query, even one that equals no key."),
         QStringLiteral("Right: attention never fails.")},
        {QStringLiteral("Every value takes part in the output, each with its own weight."),
         QStringLiteral("Right: the output is a blend of all the values.")},
        {QStringLiteral("It needs a key that equals the query exactly."),
         QStringLiteral("That is what a dictionary needs; attention scores every key by how well it matches.")},
    };
    return w;
}

Words germanWords()
{
    Words w;
    w.learnPage = QStringLiteral(
        "# Was Sie lernen\n\n"
        "Schreiben Sie diese Seite für Ihre Klasse. Jede Zahl kommt über einen Platzhalter aus dem Kurs "
        "und folgt der Query des Panels neben dem Text: Die Query zeigt auf {{angle}}° und hat die Länge "
        "{{length}}, Key {{argmax}} erhält das größte Gewicht, {{weight.max}}, und die Ausgabe ist "
        "{{output}}. Bewegen Sie die Query, und die Zahlen folgen.\n\n"
        "- Ersetzen Sie diesen Text durch Ihren eigenen; die erste Zeile ist der Titel der Seite.\n"
        "- lessons/FORMAT.md beschreibt die Panels, die Platzhalter und die Aufgabentypen.\n"
        "- Prüfen Sie Ihre Lektion mit `attention-lab validate`, bevor Sie sie Ihrer Klasse geben.\n");
    w.summaryPage = QStringLiteral(
        "# Zusammenfassung\n\n"
        "Sagen Sie in wenigen Zeilen, was die Lernenden jetzt können. Bei der Query dieser Seite ergeben "
        "die Gewichte zusammen eins, Key {{argmax}} erhält {{weight.max}} und die Ausgabe ist {{output}}.\n");
    w.objective = QStringLiteral("Schreiben Sie, was die Lernenden nach dieser Lektion können.");
    w.exercises = {
        {QStringLiteral("Score von Key 2"),
         QStringLiteral("Die Query zeigt auf {{angle}}° und hat die Länge {{length}}, also q = ({{query.x}}, "
                        "{{query.y}}). Key 2 zeigt auf 70° und hat die Länge 2. Wie groß ist der Score q·k₂?"),
         {QStringLiteral("Ein Score ist ein Skalarprodukt der Query mit dem Key."),
          QStringLiteral("Multiplizieren Sie die passenden Komponenten und addieren Sie: q·k₂ = q_x·k_x + q_y·k_y.")},
         QStringLiteral("q·k₂ = q_x·k_x + q_y·k_y ≈ {{term.k2.x}} + {{term.k2.y}} ≈ {{score.k2}}")},
        {QStringLiteral("Was die Gewichte ergeben"),
         QStringLiteral("Was ergeben die Attention-Gewichte aller Keys zusammen?"),
         {QStringLiteral("Jedes Gewicht ist sein exp(sᵢ − max) geteilt durch die Summe aller.")},
         QStringLiteral("Jedes Gewicht ist sein exp geteilt durch die Summe aller, also ergeben sie zusammen eins.")},
        {QStringLiteral("Attention, kein Wörterbuch"),
         QStringLiteral("Was davon gilt für Attention? Wählen Sie alles, was zutrifft."),
         {QStringLiteral("Attention scheitert nie und mischt alle Values.")},
         QStringLiteral("Attention beantwortet jede Query und mischt alle Values mit ihrem eigenen Gewicht; einen "
                        "exakt gleichen Key braucht ein Wörterbuch.")},
        {QStringLiteral("Die Keys nach Gewicht ordnen"),
         QStringLiteral("Die Query zeigt auf {{angle}}° und hat die Länge {{length}}. Ordnen Sie die fünf Keys nach "
                        "ihren Attention-Gewichten, das größte zuerst."),
         {QStringLiteral("Die Softmax behält die Reihenfolge der Scores bei: Je höher der Score, desto höher das "
                         "Gewicht.")},
         QStringLiteral("Die Gewichte sind: Key 1 {{weight.k1}}, Key 2 {{weight.k2}}, Key 3 {{weight.k3}}, "
                        "Key 4 {{weight.k4}}, Key 5 {{weight.k5}}.")},
        {QStringLiteral("Die Softmax-Tabelle"),
         QStringLiteral("Die Query zeigt auf {{angle}}° und hat die Länge {{length}}. Füllen Sie die Softmax-Tabelle "
                        "aus: den größten Score abziehen, exponenzieren, aufsummieren und jeden Eintrag durch die "
                        "Summe teilen."),
         {QStringLiteral("Suchen Sie zuerst den größten Score; seine Zeile erhält null für Score − max und eins "
                         "für exp.")},
         QStringLiteral("Der größte Score ist {{score.max}} und Σ exp = {{sum.exp}}; jedes Gewicht ist sein exp "
                        "geteilt durch diese Summe.")},
        {QStringLiteral("Einem Key fast alles Gewicht geben"),
         QStringLiteral("Bewegen Sie die Query auf der Ebene, bis Key {{target.key}} mindestens "
                        "{{target.threshold}} des Gewichts erhält, und drücken Sie dann Prüfen."),
         {QStringLiteral("Key {{target.key}} zeigt auf {{target.angle}}°: Drehen Sie die Query dorthin und "
                         "verlängern Sie sie dann.")},
         QStringLiteral("Richten Sie die Query auf Key {{target.key}} und verlängern Sie sie: Eine längere Query "
                        "macht die Softmax schärfer.")},
    };
    w.choiceOptions = {
        {QStringLiteral("Eins."), QStringLiteral("Richtig: Jedes exp wird durch die Summe aller geteilt.")},
        {QStringLiteral("Die Anzahl der Keys."),
         QStringLiteral("Jedes Gewicht ist ein Anteil an einem Ganzen, wie viele Keys es auch gibt.")},
        {QStringLiteral("Den größten Score."),
         QStringLiteral("Die Softmax macht aus den Scores Anteile; ihre Summe hängt nicht von den Scores ab.")},
    };
    w.choicesOptions = {
        {QStringLiteral("Sie beantwortet jede Query, auch eine, die keinem Key gleicht."),
         QStringLiteral("Richtig: Attention scheitert nie.")},
        {QStringLiteral("Jeder Value geht mit seinem eigenen Gewicht in die Ausgabe ein."),
         QStringLiteral("Richtig: Die Ausgabe mischt alle Values.")},
        {QStringLiteral("Sie braucht einen Key, der der Query genau gleicht."),
         QStringLiteral("Das braucht ein Wörterbuch; Attention bewertet jeden Key danach, wie gut er passt.")},
    };
    return w;
}

Words frenchWords()
{
    Words w;
    w.learnPage = QStringLiteral(
        "# Ce que vous allez apprendre\n\n"
        "Écrivez cette page pour votre classe. Chaque nombre vient du cours par un espace réservé, rempli "
        "avec la requête du panneau à côté du texte : la requête pointe à {{angle}}° avec la longueur "
        "{{length}}, la clé {{argmax}} reçoit le plus grand poids, {{weight.max}}, et la sortie vaut "
        "{{output}}. Déplacez la requête et les nombres suivent.\n\n"
        "- Remplacez ce texte par le vôtre ; gardez la première ligne, le titre de la page.\n"
        "- lessons/FORMAT.md décrit les panneaux, les espaces réservés et les types d'exercices.\n"
        "- Vérifiez votre leçon avec `attention-lab validate` avant de la donner à votre classe.\n");
    w.summaryPage = QStringLiteral(
        "# Résumé\n\n"
        "Dites en quelques lignes ce que l'apprenant sait faire maintenant. À la requête de cette page, "
        "les poids font un au total, la clé {{argmax}} reçoit {{weight.max}} et la sortie vaut {{output}}.\n");
    w.objective = QStringLiteral("Écrivez ce que l'apprenant saura faire après cette leçon.");
    w.exercises = {
        {QStringLiteral("Score de la clé 2"),
         QStringLiteral("La requête pointe à {{angle}}° avec la longueur {{length}}, donc q = ({{query.x}}, "
                        "{{query.y}}). La clé 2 pointe à 70° avec la longueur 2. Que vaut le score q·k₂ ?"),
         {QStringLiteral("Un score est le produit scalaire de la requête et de la clé."),
          QStringLiteral("Multipliez les composantes correspondantes et additionnez : q·k₂ = q_x·k_x + q_y·k_y.")},
         QStringLiteral("q·k₂ = q_x·k_x + q_y·k_y ≈ {{term.k2.x}} + {{term.k2.y}} ≈ {{score.k2}}")},
        {QStringLiteral("La somme des poids"),
         QStringLiteral("Que font les poids d'attention de toutes les clés au total ?"),
         {QStringLiteral("Chaque poids est son exp(sᵢ − max) divisé par la somme de tous.")},
         QStringLiteral("Chaque poids est son exp divisé par la somme de tous, donc ensemble ils font un.")},
        {QStringLiteral("L'attention, pas un dictionnaire"),
         QStringLiteral("Lesquelles de ces affirmations sont vraies de l'attention ? Cochez toutes celles qui "
                        "conviennent."),
         {QStringLiteral("L'attention n'échoue jamais et mélange toutes les valeurs.")},
         QStringLiteral("L'attention répond à toute requête et mélange toutes les valeurs, chacune avec son poids ; "
                        "une clé exactement égale, c'est ce qu'il faut à un dictionnaire.")},
        {QStringLiteral("Classer les clés par poids"),
         QStringLiteral("La requête pointe à {{angle}}° avec la longueur {{length}}. Classez les cinq clés selon "
                        "leurs poids d'attention, le plus grand d'abord."),
         {QStringLiteral("La softmax garde l'ordre des scores : plus le score est grand, plus le poids l'est.")},
         QStringLiteral("Les poids sont : clé 1 {{weight.k1}}, clé 2 {{weight.k2}}, clé 3 {{weight.k3}}, "
                        "clé 4 {{weight.k4}}, clé 5 {{weight.k5}}.")},
        {QStringLiteral("Le tableau de la softmax"),
         QStringLiteral("La requête pointe à {{angle}}° avec la longueur {{length}}. Remplissez le tableau de la "
                        "softmax : soustrayez le plus grand score, prenez l'exponentielle, additionnez et divisez "
                        "chaque terme par la somme."),
         {QStringLiteral("Cherchez d'abord le plus grand score ; sa ligne reçoit zéro pour score − max et un "
                         "pour exp.")},
         QStringLiteral("Le plus grand score est {{score.max}} et Σ exp = {{sum.exp}} ; chaque poids est son exp "
                        "divisé par cette somme.")},
        {QStringLiteral("Donner presque tout le poids à une clé"),
         QStringLiteral("Déplacez la requête sur le plan jusqu'à ce que la clé {{target.key}} reçoive au moins "
                        "{{target.threshold}} du poids, puis appuyez sur Vérifier."),
         {QStringLiteral("La clé {{target.key}} pointe à {{target.angle}}° : tournez la requête vers elle, puis "
                         "allongez-la.")},
         QStringLiteral("Pointez la requête vers la clé {{target.key}} et allongez-la : une requête plus longue "
                        "rend la softmax plus nette.")},
    };
    w.choiceOptions = {
        {QStringLiteral("Un."), QStringLiteral("Exact : chaque exp est divisé par la somme de tous.")},
        {QStringLiteral("Le nombre de clés."),
         QStringLiteral("Chaque poids est une part d'un tout, quel que soit le nombre de clés.")},
        {QStringLiteral("Le plus grand score."),
         QStringLiteral("La softmax fait des scores des parts ; leur somme ne dépend pas des scores.")},
    };
    w.choicesOptions = {
        {QStringLiteral("Elle répond à toute requête, même à une qui n'égale aucune clé."),
         QStringLiteral("Exact : l'attention n'échoue jamais.")},
        {QStringLiteral("Chaque valeur entre dans la sortie avec son propre poids."),
         QStringLiteral("Exact : la sortie mélange toutes les valeurs.")},
        {QStringLiteral("Elle a besoin d'une clé exactement égale à la requête."),
         QStringLiteral("C'est ce qu'il faut à un dictionnaire ; l'attention note chaque clé selon sa ressemblance.")},
    };
    return w;
}

/// The template's words in `locale`; English for a language the template has no words in.
Words wordsFor(const QString &locale)
{
    if (locale == QLatin1String("de"))
        return germanWords();
    if (locale == QLatin1String("fr"))
        return frenchWords();
    return englishWords();
}

QJsonObject grid(double min, double max, double step)
{
    return {{QStringLiteral("min"), min}, {QStringLiteral("max"), max}, {QStringLiteral("step"), step}};
}

QJsonObject queryVariant(double angleMin, double angleMax, double angleStep, double lengthMin)
{
    return {{QStringLiteral("angle"), grid(angleMin, angleMax, angleStep)},
            {QStringLiteral("length"), grid(lengthMin, 3, 0.5)}};
}

QString optionId(qsizetype i)
{
    return QString(QChar(char16_t(u'a' + i)));
}

QJsonArray options(const QList<QPair<QString, QString>> &texts, const QList<bool> &correct)
{
    QJsonArray out;
    for (qsizetype i = 0; i < texts.size(); ++i)
        out.append(QJsonObject{{QStringLiteral("id"), optionId(i)},
                               {QStringLiteral("text"), texts.at(i).first},
                               {QStringLiteral("correct"), correct.at(i)},
                               {QStringLiteral("explanation"), texts.at(i).second}});
    return out;
}

/// The English exercises.json: every field of every exercise.
QJsonObject exercisesJson(const QString &id, const Words &w)
{
    QJsonArray list;
    for (qsizetype i = 0; i < qsizetype(std::size(kExercises)); ++i) {
        const TemplateExercise &t = kExercises[i];
        const Words::Exercise &words = w.exercises.at(i);
        QJsonObject e{{QStringLiteral("id"), id + QLatin1Char('-') + QLatin1String(t.suffix)},
                      {QStringLiteral("title"), words.title},
                      {QStringLiteral("type"), QLatin1String(t.type)},
                      {QStringLiteral("objective"), QStringLiteral("weights")},
                      {QStringLiteral("prompt"), words.prompt},
                      {QStringLiteral("attempts"), 3},
                      {QStringLiteral("hintPenalty"), 0.1},
                      {QStringLiteral("hints"), QJsonArray::fromStringList(words.hints)},
                      {QStringLiteral("solution"), words.solution}};
        const QString type = QLatin1String(t.type);
        if (type == QLatin1String("numeric")) {
            e.insert(QStringLiteral("answer"), QStringLiteral("score.k2"));
            e.insert(QStringLiteral("tolerance"), QJsonObject{{QStringLiteral("absolute"), 0.02}});
            e.insert(QStringLiteral("unit"), QStringLiteral("number"));
            e.insert(QStringLiteral("variant"), queryVariant(0, 350, 10, 0.5));
        } else if (type == QLatin1String("single-choice")) {
            e.insert(QStringLiteral("options"), options(w.choiceOptions, {true, false, false}));
        } else if (type == QLatin1String("multiple-choice")) {
            e.insert(QStringLiteral("objective"), QStringLiteral("soft-lookup"));
            e.insert(QStringLiteral("options"), options(w.choicesOptions, {true, true, false}));
        } else if (type == QLatin1String("ranking")) {
            e.insert(QStringLiteral("rankBy"), QStringLiteral("weight"));
            e.insert(QStringLiteral("variant"), queryVariant(2, 357, 5, 1.5));
        } else if (type == QLatin1String("table")) {
            e.insert(QStringLiteral("table"), QStringLiteral("softmax"));
            e.insert(QStringLiteral("variant"), queryVariant(0, 350, 10, 0.5));
        } else if (type == QLatin1String("target")) {
            e.insert(QStringLiteral("objective"), QStringLiteral("sharpness"));
            e.insert(QStringLiteral("target"), QJsonObject{{QStringLiteral("kind"), QStringLiteral("weight-at-least")},
                                                           {QStringLiteral("key"), 2},
                                                           {QStringLiteral("threshold"), 0.9}});
            e.insert(QStringLiteral("variant"), QJsonObject{{QStringLiteral("key"), grid(1, 5, 1)},
                                                            {QStringLiteral("threshold"), grid(0.8, 0.95, 0.05)}});
        }
        list.append(e);
    }
    return {{QStringLiteral("formatVersion"), LessonLoader::kFormatVersion}, {QStringLiteral("exercises"), list}};
}

QJsonObject optionWords(const QList<QPair<QString, QString>> &texts)
{
    QJsonObject out;
    for (qsizetype i = 0; i < texts.size(); ++i)
        out.insert(optionId(i), QJsonObject{{QStringLiteral("text"), texts.at(i).first},
                                                         {QStringLiteral("explanation"), texts.at(i).second}});
    return out;
}

/// A translation's <locale>/exercises.json: the words of every exercise.
QJsonObject exerciseWordsJson(const QString &id, const Words &w)
{
    QJsonObject exercises;
    for (qsizetype i = 0; i < qsizetype(std::size(kExercises)); ++i) {
        const Words::Exercise &words = w.exercises.at(i);
        QJsonObject e{{QStringLiteral("title"), words.title},
                      {QStringLiteral("prompt"), words.prompt},
                      {QStringLiteral("hints"), QJsonArray::fromStringList(words.hints)},
                      {QStringLiteral("solution"), words.solution}};
        if (i == 1)
            e.insert(QStringLiteral("options"), optionWords(w.choiceOptions));
        if (i == 2)
            e.insert(QStringLiteral("options"), optionWords(w.choicesOptions));
        exercises.insert(id + QLatin1Char('-') + QLatin1String(kExercises[i].suffix), e);
    }
    return {{QStringLiteral("formatVersion"), LessonLoader::kFormatVersion}, {QStringLiteral("exercises"), exercises}};
}

QByteArray json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

/// The files of the new lesson, by path relative to the lesson folder.
QList<QPair<QString, QByteArray>> lessonFiles(const QString &id, const QString &title)
{
    const QString learn = QStringLiteral("01-learn.md");
    const QString summary = QStringLiteral("02-summary.md");
    const Words english = englishWords();
    QJsonObject query{{QStringLiteral("angle"), 40}, {QStringLiteral("length"), 1.5}};
    QJsonObject lesson{
        {QStringLiteral("formatVersion"), LessonLoader::kFormatVersion},
        {QStringLiteral("id"), id},
        {QStringLiteral("title"), title},
        {QStringLiteral("objectives"), QJsonArray{english.objective}},
        {QStringLiteral("pages"),
         QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("learn")}, {QStringLiteral("file"), learn},
                                {QStringLiteral("panel"), QStringLiteral("workshop")}, {QStringLiteral("query"), query}},
                    QJsonObject{{QStringLiteral("id"), QStringLiteral("summary")}, {QStringLiteral("file"), summary},
                                {QStringLiteral("panel"), QStringLiteral("workshop")}}}},
    };
    QList<QPair<QString, QByteArray>> files{{QStringLiteral("lesson.json"), json(lesson)},
                                            {QStringLiteral("exercises.json"), json(exercisesJson(id, english))}};
    for (const QString &locale : contentLanguages()) {
        const Words w = wordsFor(locale);
        files.append({locale + QLatin1Char('/') + learn, w.learnPage.toUtf8()});
        files.append({locale + QLatin1Char('/') + summary, w.summaryPage.toUtf8()});
        if (locale == QLatin1String("en"))
            continue;
        // The title stays the teacher's own until they translate it.
        files.append({locale + QStringLiteral("/lesson.json"),
                      json({{QStringLiteral("formatVersion"), LessonLoader::kFormatVersion},
                            {QStringLiteral("title"), title},
                            {QStringLiteral("objectives"), QJsonArray{w.objective}}})});
        files.append({locale + QStringLiteral("/exercises.json"), json(exerciseWordsJson(id, w))});
    }
    return files;
}

const QRegularExpression &newIdPattern()
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z][a-z0-9]*(-[a-z0-9]+)*$"));
    return pattern;
}

} // namespace

QStringList newLessonExerciseTypes()
{
    QStringList out;
    for (const TemplateExercise &t : kExercises)
        out << QLatin1String(t.type);
    return out;
}

QString newLessonIdProblem(const QString &id, const Course &builtIn)
{
    if (id.size() < 3 || id.size() > kMaxNewLessonIdLength)
        return LessonTemplateText::tr("the id '%1' must have 3 to %2 characters").arg(id).arg(kMaxNewLessonIdLength);
    if (!newIdPattern().match(id).hasMatch())
        return LessonTemplateText::tr("the id '%1' may only use a-z, 0-9 and single dashes between words, and must "
                                      "start with a letter (e.g. week3-softmax)")
            .arg(id);
    if (builtIn.lesson(id))
        return LessonTemplateText::tr("'%1' is a lesson of the built-in course; choose another id").arg(id);
    for (const TemplateExercise &t : kExercises)
        if (const QString exercise = id + QLatin1Char('-') + QLatin1String(t.suffix); builtIn.exercise(exercise))
            return LessonTemplateText::tr("'%1' would name the exercise '%2', which the built-in course has; choose "
                                          "another id")
                .arg(id, exercise);
    return {};
}

NewLesson writeNewLesson(const QString &courseFolder, const QString &id, const QString &title,
                         const Course &builtIn)
{
    NewLesson out;
    const QDir dir(courseFolder);
    out.folder = dir.filePath(id);
    if (const QString why = newLessonIdProblem(id, builtIn); !why.isEmpty()) {
        out.error = why;
        return out;
    }
    const QString trimmedTitle = title.trimmed();
    if (trimmedTitle.isEmpty() || trimmedTitle.size() > kMaxNewLessonTitleLength || trimmedTitle.contains(QLatin1Char('\n'))) {
        out.error = LessonTemplateText::tr("the title must be one line of 1 to %1 characters").arg(kMaxNewLessonTitleLength);
        return out;
    }
    const QFileInfo folderInfo(courseFolder);
    if (folderInfo.exists() && !folderInfo.isDir()) {
        out.error = LessonTemplateText::tr("%1 is a file, not a folder").arg(QDir::toNativeSeparators(courseFolder));
        return out;
    }
    if (dir.exists(QStringLiteral("lesson.json"))) {
        out.error = LessonTemplateText::tr("%1 is a lesson folder; give the folder that holds the lessons (and "
                                           "course.json)")
                        .arg(QDir::toNativeSeparators(courseFolder));
        return out;
    }
    if (QFileInfo::exists(out.folder)) {
        out.error = LessonTemplateText::tr("%1 already exists; nothing was overwritten").arg(QDir::toNativeSeparators(out.folder));
        return out;
    }

    // course.json: the lesson goes at the end of an existing one, or a new one is made.
    const QString manifest = dir.filePath(QStringLiteral("course.json"));
    QJsonObject course;
    if (QFileInfo::exists(manifest)) {
        QList<Problem> problems;
        const auto read = LessonLoader::readJsonObject(manifest, &problems);
        if (!read || !read->value(QStringLiteral("lessons")).isArray()) {
            out.error = problems.isEmpty()
                            ? LessonTemplateText::tr("%1 has no list of lessons; nothing was written")
                                  .arg(QDir::toNativeSeparators(manifest))
                            : LessonTemplateText::tr("%1; nothing was written").arg(problems.constFirst().toString());
            return out;
        }
        course = *read;
        if (course.value(QStringLiteral("lessons")).toArray().contains(id)) {
            out.error = LessonTemplateText::tr("%1 already lists the lesson '%2'; nothing was overwritten")
                            .arg(QDir::toNativeSeparators(manifest), id);
            return out;
        }
    } else {
        QString courseId = courseFolderLabel(folderInfo.absoluteFilePath()).toLower();
        courseId.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
        course = {{QStringLiteral("formatVersion"), LessonLoader::kFormatVersion},
                  {QStringLiteral("id"), courseId.isEmpty() ? QStringLiteral("teacher-lessons") : courseId},
                  {QStringLiteral("title"), courseFolderLabel(folderInfo.absoluteFilePath())},
                  {QStringLiteral("lessons"), QJsonArray()}};
    }
    QJsonArray lessons = course.value(QStringLiteral("lessons")).toArray();
    lessons.append(id);
    course.insert(QStringLiteral("lessons"), lessons);

    QList<QPair<QString, QByteArray>> files;
    for (const auto &[path, bytes] : lessonFiles(id, trimmedTitle))
        files.append({QDir(out.folder).filePath(path), bytes});
    const QString glossary = dir.filePath(QStringLiteral("glossary/en.json"));
    if (!QFileInfo::exists(glossary))
        files.append({glossary, json({{QStringLiteral("formatVersion"), LessonLoader::kFormatVersion},
                                      {QStringLiteral("terms"), QJsonArray()}})});
    // Last: until the lesson is whole, course.json does not name it.
    files.append({manifest, json(course)});
    for (const auto &[path, bytes] : std::as_const(files)) {
        QString error;
        if (!writeWholeFile(path, bytes, &error)) {
            // Nothing half-made is left behind: the lesson's folder goes, and course.json,
            // written last, still lists only what it listed.
            QDir(out.folder).removeRecursively();
            out.files.clear();
            out.error = LessonTemplateText::tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), error);
            return out;
        }
        out.files << path;
    }
    return out;
}

} // namespace course
