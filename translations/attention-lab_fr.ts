<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AnswerGridText</name>
    <message>
        <source>Answer grid · %1 · page %2 of %3</source>
        <translation>Grille des réponses · %1 · page %2 sur %3</translation>
    </message>
    <message>
        <source>Answer grid · %1</source>
        <translation>Grille des réponses · %1</translation>
    </message>
    <message>
        <source>Each student&apos;s own answers, for the numbers on their worksheet (its code is under their name).</source>
        <translation>Les réponses propres à chaque élève, pour les nombres de sa feuille (son code figure sous son nom).</translation>
    </message>
    <message>
        <source>%1 · code %2</source>
        <translation>%1 · code %2</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Élève</translation>
    </message>
    <message>
        <source>Q%1</source>
        <translation>Q%1</translation>
    </message>
    <message>
        <source>code %1</source>
        <translation>code %1</translation>
    </message>
    <message>
        <source>Questions: </source>
        <translation>Questions&#xa0;: </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>: a line per row, its cells to fill: %1</source>
        <translation>&#xa0;: une ligne par rangée, ses cellules à remplir&#xa0;: %1</translation>
    </message>
    <message>
        <source>Letters name the boxes and options in the order the student&apos;s worksheet prints them, A first; 1 → C pairs item 1 with option C. k3 &gt; k1: largest first; k1 = k2: either order. A number is right within the tolerance of the answer key.</source>
        <translation>Les lettres désignent les cases et les options dans l’ordre où la feuille de l’élève les imprime, A d’abord&#xa0;; 1 → C associe l’élément 1 à l’option C. k3 &gt; k1&#xa0;: la plus grande d’abord&#xa0;; k1 = k2&#xa0;: dans un ordre quelconque. Un nombre est juste dans la tolérance du corrigé.</translation>
    </message>
    <message>
        <source>the answer grid lists a roster&apos;s students by name, and this session has no roster: give a class list</source>
        <translation>la grille des réponses liste par leur nom les élèves d’une liste de classe, et cette séance n’en a pas&#xa0;: donnez une liste de classe</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: the folder %2 does not exist</source>
        <translation>impossible d’écrire «&#xa0;%1&#xa0;»&#xa0;: le dossier %2 n’existe pas</translation>
    </message>
    <message>
        <source>%1: answer grid</source>
        <translation>%1&#xa0;: grille des réponses</translation>
    </message>
    <message>
        <source>cannot paint on the file</source>
        <translation>impossible de dessiner dans le fichier</translation>
    </message>
    <message>
        <source>cannot start a new page</source>
        <translation>impossible de commencer une nouvelle page</translation>
    </message>
    <message>
        <source>cannot finish the pages</source>
        <translation>impossible de terminer les pages</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>impossible d’écrire «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>AnswerKeyText</name>
    <message>
        <source>(none: the exercise names no figure)</source>
        <translation>(aucune&#xa0;: l&apos;exercice ne nomme aucune grandeur)</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>clé %1</translation>
    </message>
    <message>
        <source>%1 (accepted within ±%2)</source>
        <translation>%1 (accepté à ±%2 près)</translation>
    </message>
    <message>
        <source>%1 (by %2)</source>
        <translation>%1 (par %2)</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>poids</translation>
    </message>
    <message>
        <source>output above %1 with a query of length at most %2</source>
        <translation>sortie supérieure à %1 avec une requête de longueur au plus %2</translation>
    </message>
    <message>
        <source>key %1 above %2</source>
        <translation>clé %1 au-dessus de %2</translation>
    </message>
    <message>
        <source> (no query of length up to %1 reaches it)</source>
        <translation> (aucune requête de longueur inférieure ou égale à %1 ne l&apos;atteint)</translation>
    </message>
    <message>
        <source>: e.g. angle %1°, length %2 (the largest output at that length)</source>
        <translation>&#xa0;: par exemple angle %1°, longueur %2 (la plus grande sortie à cette longueur)</translation>
    </message>
    <message>
        <source>: e.g. angle %1°, length %2 (the shortest)</source>
        <translation>&#xa0;: par exemple angle %1°, longueur %2 (la plus courte)</translation>
    </message>
    <message>
        <source>%1 → %2 (%3)</source>
        <translation>%1 → %2 (%3)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>(no query reaches it)</source>
        <translation>(aucune requête n’y parvient)</translation>
    </message>
    <message>
        <source>angle %1°, length %2</source>
        <translation>angle %1°, longueur %2</translation>
    </message>
</context>
<context>
    <name>AnswerText</name>
    <message>
        <source>%1 is not a string</source>
        <translation>%1 n&apos;est pas une chaîne</translation>
    </message>
    <message>
        <source>%1 is longer than %2 characters</source>
        <translation>%1 dépasse %2 caractères</translation>
    </message>
    <message>
        <source>%1 is not an array</source>
        <translation>%1 n&apos;est pas un tableau</translation>
    </message>
    <message>
        <source>%1 has more than %2 items</source>
        <translation>%1 a plus de %2 éléments</translation>
    </message>
    <message>
        <source>the answer is not an object</source>
        <translation>la réponse n&apos;est pas un objet</translation>
    </message>
    <message>
        <source>keys[] holds something that is not a key number</source>
        <translation>keys[] contient quelque chose qui n&apos;est pas un numéro de clé</translation>
    </message>
    <message>
        <source>angle and length are not a query</source>
        <translation>angle et length ne forment pas une requête</translation>
    </message>
    <message>
        <source>“%1” is not a kind of answer</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un type de réponse</translation>
    </message>
    <message>
        <source>This answer is not of the kind the exercise asks for.</source>
        <translation>Cette réponse n&apos;est pas du type que demande l&apos;exercice.</translation>
    </message>
    <message>
        <source>This table has more rows or columns than the exercise&apos;s table.</source>
        <translation>Ce tableau a plus de lignes ou de colonnes que le tableau de l&apos;exercice.</translation>
    </message>
    <message>
        <source>A query can be at most %1 long.</source>
        <translation>Une requête peut avoir une longueur d&apos;au plus %1.</translation>
    </message>
    <message>
        <source>pairs is not an object of at most %1 items</source>
        <translation>pairs n&apos;est pas un objet d&apos;au plus %1 éléments</translation>
    </message>
    <message>
        <source>pairs names an item longer than %1 characters</source>
        <translation>pairs nomme un élément de plus de %1 caractères</translation>
    </message>
</context>
<context>
    <name>AttemptHistoryText</name>
    <message>
        <source>(nothing chosen)</source>
        <translation>(rien de choisi)</translation>
    </message>
    <message>
        <source>angle %1°, length %2</source>
        <translation>angle %1°, longueur %2</translation>
    </message>
</context>
<context>
    <name>CensusText</name>
    <message>
        <source>learner %1 draws the values %2, two of them alike: equal values can make a distractor true (five equal values put every output exactly at the plain average); draw distinct values</source>
        <translation>l&apos;apprenant %1 tire les valeurs %2, dont deux égales&#xa0;: des valeurs égales peuvent rendre un distracteur vrai (cinq valeurs égales placent chaque sortie exactement sur la moyenne simple)&#xa0;; tirez des valeurs distinctes</translation>
    </message>
    <message>
        <source>learner %1 sees options %2 and %3 read the same: “%4”</source>
        <translation>l&apos;apprenant %1 voit les options %2 et %3 se lire de la même façon&#xa0;: «&#xa0;%4&#xa0;»</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Print the step-by-step trace of one attention lookup.</source>
        <translation>Affiche la trace pas à pas d&apos;une recherche par attention.</translation>
    </message>
    <message>
        <source>Check a lesson folder or file; one line per problem.</source>
        <translation>Vérifie un dossier ou un fichier de leçon&#xa0;; une ligne par problème.</translation>
    </message>
    <message>
        <source>List the lessons in order.</source>
        <translation>Liste les leçons dans l&apos;ordre.</translation>
    </message>
    <message>
        <source>Print a learner&apos;s variant of an exercise with its answer.</source>
        <translation>Affiche la variante d&apos;un exercice propre à un apprenant, avec sa réponse.</translation>
    </message>
    <message>
        <source>Print a learner&apos;s progress from the saved files.</source>
        <translation>Affiche la progression d&apos;un apprenant à partir des fichiers enregistrés.</translation>
    </message>
    <message>
        <source>Prepare a lab session (lab new), print one (lab show) or rehearse it (lab rehearse).</source>
        <translation>Prépare une séance de TP (lab new), en affiche une (lab show) ou la répète (lab rehearse).</translation>
    </message>
    <message>
        <source>Regrade a lab session&apos;s hand-ins from the raw answers.</source>
        <translation>Recorrige les rendus d&apos;une séance de TP à partir des réponses brutes.</translation>
    </message>
    <message>
        <source>Print a lab session&apos;s worksheets and answer key to PDF.</source>
        <translation>Imprime en PDF les feuilles d&apos;exercices et le corrigé d&apos;une séance de TP.</translation>
    </message>
    <message>
        <source>Attention Lab: a course on attention as a soft dictionary lookup.

Without a command, opens the course.

Commands:
</source>
        <translation>Attention Lab&#xa0;: un cours sur l&apos;attention comme recherche douce dans un dictionnaire.

Sans commande, ouvre le cours.

Commandes&#xa0;:
</translation>
    </message>
    <message>
        <source>Optional: %1.</source>
        <translation>Facultatif&#xa0;: %1.</translation>
    </message>
    <message>
        <source>[command]</source>
        <translation>[commande]</translation>
    </message>
    <message>
        <source>Render the main window offscreen to a PNG file and exit.</source>
        <translation>Rend la fenêtre principale hors écran dans un fichier PNG, puis quitte.</translation>
    </message>
    <message>
        <source>FILE.png</source>
        <translation>FICHIER.png</translation>
    </message>
    <message>
        <source>Start with the query at this angle in degrees.</source>
        <translation>Démarre avec la requête à cet angle, en degrés.</translation>
    </message>
    <message>
        <source>DEG</source>
        <translation>DEG</translation>
    </message>
    <message>
        <source>Start with a query of this length.</source>
        <translation>Démarre avec une requête de cette longueur.</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Colour scheme: system, light or dark.</source>
        <translation>Schéma de couleurs&#xa0;: system, light ou dark.</translation>
    </message>
    <message>
        <source>SCHEME</source>
        <translation>THÈME</translation>
    </message>
    <message>
        <source>Open this lesson (an id from &apos;attention-lab list&apos;).</source>
        <translation>Ouvre cette leçon (un id donné par «&#xa0;attention-lab list&#xa0;»).</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>With --lesson: open this page (from 1).</source>
        <translation>Avec --lesson&#xa0;: ouvre cette page (à partir de 1).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Join this lab session (a .attnlab file from the teacher).</source>
        <translation>Rejoint cette séance de TP (un fichier .attnlab fourni par l&apos;enseignant).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>With --lab: join as this learner (a roster id) without asking.</source>
        <translation>Avec --lab&#xa0;: rejoint la séance sous cet apprenant (un id de la liste de la classe) sans demander.</translation>
    </message>
    <message>
        <source>Open the gradebook of this lab session instead of the course.</source>
        <translation>Ouvre le carnet de notes de cette séance de TP au lieu du cours.</translation>
    </message>
    <message>
        <source>SESSION.attnlab</source>
        <translation>SÉANCE.attnlab</translation>
    </message>
    <message>
        <source>With --gradebook: read hand-ins from this folder (repeatable; default: the session&apos;s own).</source>
        <translation>Avec --gradebook&#xa0;: lit les rendus dans ce dossier (option répétable&#xa0;; par défaut&#xa0;: celui de la séance).</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DOSSIER</translation>
    </message>
    <message>
        <source>With --gradebook: show this tab: grades, reteach or board.</source>
        <translation>Avec --gradebook&#xa0;: affiche cet onglet&#xa0;: grades, reteach ou board.</translation>
    </message>
    <message>
        <source>TAB</source>
        <translation>ONGLET</translation>
    </message>
    <message>
        <source>Open the workshop on this set-up (a .attnsetup file).</source>
        <translation>Ouvre l&apos;atelier sur cette configuration (un fichier .attnsetup).</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a finite number</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas un nombre fini</translation>
    </message>
    <message>
        <source>--keys: &apos;%1&apos; is not DEG:LEN (an angle in degrees and a length)</source>
        <translation>--keys&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas de la forme DEG:LEN (un angle en degrés et une longueur)</translation>
    </message>
    <message>
        <source>Print the step-by-step trace of one attention lookup: the dot products with their terms, the softmax, the weighted sum and the output. Omitted options take the plate&apos;s layout (five keys, values 10…50) and its default query (40°, length 1.5).</source>
        <translation>Affiche la trace pas à pas d&apos;une recherche par attention&#xa0;: les produits scalaires avec leurs termes, la softmax, la somme pondérée et la sortie. Les options omises reprennent la disposition de la planche (cinq clés, valeurs 10…50) et sa requête par défaut (40°, longueur 1,5).</translation>
    </message>
    <message>
        <source>The command.</source>
        <translation>La commande.</translation>
    </message>
    <message>
        <source>Query angle in degrees.</source>
        <translation>Angle de la requête, en degrés.</translation>
    </message>
    <message>
        <source>Query length.</source>
        <translation>Longueur de la requête.</translation>
    </message>
    <message>
        <source>Keys in polar form: &quot;DEG:LEN,DEG:LEN,...&quot;.</source>
        <translation>Clés en forme polaire&#xa0;: &quot;DEG:LEN,DEG:LEN,...&quot;.</translation>
    </message>
    <message>
        <source>KEYS</source>
        <translation>CLÉS</translation>
    </message>
    <message>
        <source>Keys in Cartesian form: &quot;X,Y;X,Y;...&quot;.</source>
        <translation>Clés en coordonnées cartésiennes&#xa0;: &quot;X,Y;X,Y;...&quot;.</translation>
    </message>
    <message>
        <source>One value per key: &quot;V1,V2,...&quot;.</source>
        <translation>Une valeur par clé&#xa0;: &quot;V1,V2,...&quot;.</translation>
    </message>
    <message>
        <source>VALUES</source>
        <translation>VALEURS</translation>
    </message>
    <message>
        <source>Multiply the scores by 1/√d (plate IV.3).</source>
        <translation>Multiplie les scores par 1/√d (planche IV.3).</translation>
    </message>
    <message>
        <source>Keys, values and query from a workshop set-up (.attnsetup); --angle and --length still change the query.</source>
        <translation>Clés, valeurs et requête tirées d&apos;une configuration de l&apos;atelier (.attnsetup)&#xa0;; --angle et --length modifient toujours la requête.</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Affiche un seul objet JSON.</translation>
    </message>
    <message>
        <source>compute: unexpected argument &apos;%1&apos;</source>
        <translation>compute&#xa0;: argument inattendu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>compute: give either --keys or --keys-xy, not both</source>
        <translation>compute&#xa0;: donnez soit --keys, soit --keys-xy, pas les deux</translation>
    </message>
    <message>
        <source>compute: give either --setup or --keys, --keys-xy and --values, not both</source>
        <translation>compute&#xa0;: donnez soit --setup, soit --keys, --keys-xy et --values, pas les deux</translation>
    </message>
    <message>
        <source>compute: %1 keys but %2 values; give one value per key (--values)</source>
        <translation>compute&#xa0;: %1 clés mais %2 valeurs&#xa0;; donnez une valeur par clé (--values)</translation>
    </message>
    <message>
        <source>variants: 1 (the same for everyone)
</source>
        <translation>variantes&#xa0;: 1 (la même pour tous)
</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>au moins %1</translation>
    </message>
    <message>
        <source>variants: %1, different answers: %2</source>
        <translation>variantes&#xa0;: %1, réponses différentes&#xa0;: %2</translation>
    </message>
    <message>
        <source>  (fewer than %1)</source>
        <translation>  (moins de %1)</translation>
    </message>
    <message>
        <source>What to check.</source>
        <translation>Ce qu&apos;il faut vérifier.</translation>
    </message>
    <message>
        <source>Also print each exercise&apos;s number of different variants (as the learner sees them: the filled prompt, options and answer, not the order of options) and of different answers, among %1 learners.</source>
        <translation>Affiche aussi, pour chaque exercice, son nombre de variantes différentes (telles que l&apos;apprenant les voit&#xa0;: énoncé rempli, options et réponse, sans l&apos;ordre des options) et de réponses différentes, parmi %1 apprenants.</translation>
    </message>
    <message>
        <source>validate: give exactly one PATH to check</source>
        <translation>validate&#xa0;: donnez exactement un CHEMIN à vérifier</translation>
    </message>
    <message>
        <source>Variants of each exercise among %1 learners:
</source>
        <translation>Variantes de chaque exercice parmi %1 apprenants&#xa0;:
</translation>
    </message>
    <message>
        <source>List the lessons of the course in order.</source>
        <translation>Liste les leçons du cours dans l&apos;ordre.</translation>
    </message>
    <message>
        <source>Print a JSON array.</source>
        <translation>Affiche un tableau JSON.</translation>
    </message>
    <message>
        <source>list: unexpected argument &apos;%1&apos;</source>
        <translation>list&#xa0;: argument inattendu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1. %2  %3  (pages: %4, exercises: %5)</source>
        <translation>%1. %2  %3  (pages&#xa0;: %4, exercices&#xa0;: %5)</translation>
    </message>
    <message>
        <source>  [problems: %1; run &apos;attention-lab validate&apos;]</source>
        <translation>  [problèmes&#xa0;: %1&#xa0;; lancez «&#xa0;attention-lab validate&#xa0;»]</translation>
    </message>
    <message>
        <source>Exercise %1 (%2; objective: %3; lesson %4)
</source>
        <translation>Exercice %1 (%2&#xa0;; objectif&#xa0;: %3&#xa0;; leçon %4)
</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>%1 (id %2)</source>
        <translation>%1 (id %2)</translation>
    </message>
    <message>
        <source>%1 (no such learner on this computer; used as an id)</source>
        <translation>%1 (aucun apprenant de ce nom sur cet ordinateur&#xa0;; utilisé comme id)</translation>
    </message>
    <message>
        <source>Learner: %1
Lab seed: %2   Variant: query at %3°, length %4; values %5

</source>
        <translation>Apprenant&#xa0;: %1
Graine de la séance&#xa0;: %2   Variante&#xa0;: requête à %3°, longueur %4&#xa0;; valeurs %5

</translation>
    </message>
    <message>
        <source>  (the learner sees them as %1)
</source>
        <translation>  (l&apos;apprenant les voit sous la forme %1)
</translation>
    </message>
    <message>
        <source>
Answer:%1
</source>
        <translation>
Réponse&#xa0;:%1
</translation>
    </message>
    <message>
        <source>
Answer: %1
</source>
        <translation>
Réponse&#xa0;: %1
</translation>
    </message>
    <message>
        <source>
Worked solution:
%1
</source>
        <translation>
Solution détaillée&#xa0;:
%1
</translation>
    </message>
    <message>
        <source>Exercise %1, learner %2, lab seed %3
Answer: %4

Verdict: %5
Score: %6
</source>
        <translation>Exercice %1, apprenant %2, graine de la séance %3
Réponse&#xa0;: %4

Verdict&#xa0;: %5
Résultat&#xa0;: %6
</translation>
    </message>
    <message>
        <source>
Diagnoses:
</source>
        <translation>
Diagnostics&#xa0;:
</translation>
    </message>
    <message>
        <source>
Details:
</source>
        <translation>
Détails&#xa0;:
</translation>
    </message>
    <message>
        <source>
Cells (%1):
</source>
        <translation>
Cases (%1)&#xa0;:
</translation>
    </message>
    <message>
        <source> (expected %1)</source>
        <translation> (attendu&#xa0;: %1)</translation>
    </message>
    <message>
        <source>Print one learner&apos;s variant of an exercise — the question with their own numbers — and its correct answer (a teacher&apos;s answer key). The same arguments always print the same thing.</source>
        <translation>Affiche la variante d&apos;un exercice propre à un apprenant — la question avec ses propres nombres — et sa bonne réponse (le corrigé de l&apos;enseignant). Les mêmes arguments affichent toujours la même chose.</translation>
    </message>
    <message>
        <source>The exercise id (&apos;attention-lab list --json&apos; lists them); with --code it may be left out for every exercise of the session.</source>
        <translation>L&apos;id de l&apos;exercice («&#xa0;attention-lab list --json&#xa0;» les liste)&#xa0;; avec --code, il peut être omis pour obtenir tous les exercices de la séance.</translation>
    </message>
    <message>
        <source>The learner: an id as File ▸ Switch Learner… shows it, or the name of a learner on this computer; any other text is used as an id (default: none).</source>
        <translation>L&apos;apprenant&#xa0;: un id tel que l&apos;affiche Fichier ▸ Changer d&apos;apprenant…, ou le nom d&apos;un apprenant sur cet ordinateur&#xa0;; tout autre texte est utilisé comme id (par défaut&#xa0;: aucun).</translation>
    </message>
    <message>
        <source>LEARNER</source>
        <translation>APPRENANT</translation>
    </message>
    <message>
        <source>A lab session&apos;s seed, a whole number (default 0).</source>
        <translation>La graine d&apos;une séance de TP, un nombre entier (par défaut 0).</translation>
    </message>
    <message>
        <source>A lab session file: its seed, and its roster to find the learner by.</source>
        <translation>Un fichier de séance de TP&#xa0;: sa graine, et sa liste de la classe pour y trouver l&apos;apprenant.</translation>
    </message>
    <message>
        <source>With --lab: the learner whose variant code a printed worksheet shows.</source>
        <translation>Avec --lab&#xa0;: l&apos;apprenant dont une feuille d&apos;exercices imprimée porte ce code de variante.</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <source>With --code: the class list the worksheets were printed for, when not the session&apos;s own.</source>
        <translation>Avec --code&#xa0;: la liste de la classe pour laquelle les feuilles d&apos;exercices ont été imprimées, si ce n&apos;est pas celle de la séance.</translation>
    </message>
    <message>
        <source>FILE.csv</source>
        <translation>FICHIER.csv</translation>
    </message>
    <message>
        <source>Grade this answer as the window would, instead of printing the key: a number as typed; option ids, comma-separated for a multiple choice (a,c); the keys from first to last (k2,k1,k5,k3,k4); a table&apos;s cells to fill as JSON rows ([[&quot;0.5&quot;, &quot;1.2&quot;, &quot;1.7&quot;], …]); a target&apos;s query as JSON ({&quot;angle&quot;: 70, &quot;length&quot;: 4}). Prints the verdict, the score from 0 to 1 and the diagnoses; exits 2 for an answer the window would not take.</source>
        <translation>Corrige cette réponse comme le ferait la fenêtre, au lieu d&apos;afficher le corrigé&#xa0;: un nombre tel que saisi&#xa0;; des id d&apos;options, séparés par des virgules pour un choix multiple (a,c)&#xa0;; les clés de la première à la dernière (k2,k1,k5,k3,k4)&#xa0;; les cases à remplir d&apos;un tableau en lignes JSON ([[&quot;0.5&quot;, &quot;1.2&quot;, &quot;1.7&quot;], …])&#xa0;; la requête d&apos;une cible en JSON ({&quot;angle&quot;: 70, &quot;length&quot;: 4}). Affiche le verdict, le résultat de 0 à 1 et les diagnostics&#xa0;; renvoie 2 pour une réponse que la fenêtre n&apos;accepterait pas.</translation>
    </message>
    <message>
        <source>ANSWER</source>
        <translation>RÉPONSE</translation>
    </message>
    <message>
        <source>exercise: give exactly one exercise ID</source>
        <translation>exercise&#xa0;: donnez exactement un ID d&apos;exercice</translation>
    </message>
    <message>
        <source>exercise: --code needs --lab, and names the learner instead of --learner</source>
        <translation>exercise&#xa0;: --code exige --lab, et désigne l&apos;apprenant à la place de --learner</translation>
    </message>
    <message>
        <source>exercise: --answer grades one exercise: give its ID</source>
        <translation>exercise&#xa0;: --answer corrige un seul exercice&#xa0;: donnez son ID</translation>
    </message>
    <message>
        <source>exercise: --roster needs --code</source>
        <translation>exercise&#xa0;: --roster exige --code</translation>
    </message>
    <message>
        <source>--lab-seed: &apos;%1&apos; is not a whole number ≥ 0</source>
        <translation>--lab-seed&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas un nombre entier ≥ 0</translation>
    </message>
    <message>
        <source>exercise: give --lab or --lab-seed, not both</source>
        <translation>exercise&#xa0;: donnez --lab ou --lab-seed, pas les deux</translation>
    </message>
    <message>
        <source>--roster: %1</source>
        <translation>--roster&#xa0;: %1</translation>
    </message>
    <message>
        <source>no student in the file</source>
        <translation>aucun élève dans le fichier</translation>
    </message>
    <message>
        <source>--code: %1</source>
        <translation>--code&#xa0;: %1</translation>
    </message>
    <message>
        <source>exercise: %1 is not one of the session&apos;s exercises</source>
        <translation>exercise&#xa0;: %1 ne fait pas partie des exercices de la séance</translation>
    </message>
    <message>
        <source>exercise: unknown exercise &apos;%1&apos;; &apos;attention-lab list --json&apos; lists them</source>
        <translation>exercise&#xa0;: exercice inconnu «&#xa0;%1&#xa0;»&#xa0;; «&#xa0;attention-lab list --json&#xa0;» les liste</translation>
    </message>
    <message>
        <source>exercise: &apos;%1&apos; is not on the session&apos;s roster; using it as a learner id</source>
        <translation>exercise&#xa0;: «&#xa0;%1&#xa0;» ne figure pas sur la liste de la classe de la séance&#xa0;; utilisé comme id d&apos;apprenant</translation>
    </message>
    <message>
        <source>exercise: no learner on this computer has the id or name &apos;%1&apos;; using it as a learner id</source>
        <translation>exercise&#xa0;: aucun apprenant sur cet ordinateur n&apos;a l&apos;id ou le nom «&#xa0;%1&#xa0;»&#xa0;; utilisé comme id d&apos;apprenant</translation>
    </message>
    <message>
        <source>--answer: %1</source>
        <translation>--answer&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Variant code %1: %2 (id %3), session “%4”, %n exercise(s)
</source>
        <translation>
            <numerusform>Code de variante %1&#xa0;: %2 (id %3), séance «&#xa0;%4&#xa0;», %n exercice
</numerusform>
            <numerusform>Code de variante %1&#xa0;: %2 (id %3), séance «&#xa0;%4&#xa0;», %n exercices
</numerusform>
        </translation>
    </message>
    <message>
        <source>--lang needs a language: %1</source>
        <translation>--lang attend une langue&#xa0;: %1</translation>
    </message>
    <message>
        <source>--lang: &apos;%1&apos; is not a language of the course (%2)</source>
        <translation>--lang&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas une langue du cours (%2)</translation>
    </message>
    <message>
        <source>Run &apos;attention-lab COMMAND --help&apos; for a command&apos;s options. Every command takes --lang %1: the language of the lessons&apos; and exercises&apos; text it prints.</source>
        <translation>«&#xa0;attention-lab COMMANDE --help&#xa0;» donne les options d&apos;une commande. Chaque commande accepte --lang %1&#xa0;: la langue des textes des leçons et des exercices qu&apos;elle affiche.</translation>
    </message>
    <message>
        <source>The language of the lessons and exercises: %1.</source>
        <translation>La langue des leçons et des exercices&#xa0;: %1.</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>LANGUE</translation>
    </message>
    <message>
        <source>Check lesson content: a course folder, a lesson folder, or one file (course.json, lesson.json, a glossary or a page). Prints one line per problem as FILE:PLACE: MESSAGE; exits 0 when clean and 1 when not. A choice exercise whose variants can make its correct options ambiguous is a problem. Translations (&lt;locale&gt;/ folders) are checked against English: a page, exercise or text missing is a warning (English is shown, exit 0); placeholders that differ, unknown ids or fields and a different number of hints are problems.</source>
        <translation>Vérifie le contenu des leçons&#xa0;: un dossier de cours, un dossier de leçon ou un fichier (course.json, lesson.json, un glossaire ou une page). Affiche une ligne par problème sous la forme FICHIER:ENDROIT: MESSAGE&#xa0;; se termine par 0 si tout est correct, par 1 sinon. Un exercice à choix dont les variantes peuvent rendre ses options correctes ambiguës est un problème. Les traductions (dossiers &lt;locale&gt;/) sont comparées à l&apos;anglais&#xa0;: une page, un exercice ou un texte manquant est un avertissement (l&apos;anglais est affiché, fin par 0)&#xa0;; des espaces réservés différents, des identifiants ou champs inconnus et un nombre d&apos;indices différent sont des problèmes.</translation>
    </message>
    <message>
        <source>
Hints:
</source>
        <translation>
Indices&#xa0;:
</translation>
    </message>
    <message>
        <source>Start at this text size, in percent of the system&apos;s font (100 to 250).</source>
        <translation>Démarrer avec cette taille de texte, en pourcentage de la police du système (100 à 250).</translation>
    </message>
    <message>
        <source>PERCENT</source>
        <translation>POURCENT</translation>
    </message>
    <message>
        <source>Start (or render --screenshot) at this window size, e.g. 1366x768.</source>
        <translation>Démarrer (ou rendre --screenshot) avec cette taille de fenêtre, par exemple 1366x768.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>LxH</translation>
    </message>
    <message>
        <source>%1: answer keys are turned off on this computer by the lab&apos;s administrator (%2 in /etc/xdg/AttentionLab/attention-lab.conf)</source>
        <translation>%1&#xa0;: les corrigés sont désactivés sur cet ordinateur par l&apos;administrateur de la salle (%2 dans /etc/xdg/AttentionLab/attention-lab.conf)</translation>
    </message>
    <message>
        <source>Write a new lesson to start from into a teacher&apos;s course folder.</source>
        <translation>Écrit une nouvelle leçon de départ dans un dossier de cours d&apos;enseignant.</translation>
    </message>
    <message>
        <source>Add the lessons of this teacher&apos;s course folder beside the built-in ones (each problem is listed; the good lessons are used).</source>
        <translation>Ajoute les leçons de ce dossier de cours d&apos;enseignant à côté des leçons intégrées (chaque problème est listé&#xa0;; les leçons correctes sont utilisées).</translation>
    </message>
    <message>
        <source>With --lessons: use that folder&apos;s lessons instead of the built-in ones.</source>
        <translation>Avec --lessons&#xa0;: utilise les leçons de ce dossier à la place des leçons intégrées.</translation>
    </message>
    <message>
        <source>--length: %1 is outside 0 to %2</source>
        <translation>--length&#xa0;: %1 est hors de l&apos;intervalle 0 à %2</translation>
    </message>
    <message>
        <source>Print every token&apos;s attention weights at once (the n×n matrix of a sentence).</source>
        <translation>Affiche d&apos;un coup les poids d&apos;attention de chaque jeton (la matrice n×n d&apos;une phrase).</translation>
    </message>
    <message>
        <source>compute: cannot write the output: %1</source>
        <translation>compute&#xa0;: impossible d&apos;écrire la sortie&#xa0;: %1</translation>
    </message>
    <message>
        <source>Keys, values and query from a JSON file (- for standard input), for lookups over more keys than a command line holds; --angle, --length and --scale still apply.</source>
        <translation>Clés, valeurs et requête lues dans un fichier JSON (- pour l&apos;entrée standard), pour des recherches sur plus de clés qu&apos;une ligne de commande ne peut en contenir&#xa0;; --angle, --length et --scale s&apos;appliquent toujours.</translation>
    </message>
    <message>
        <source>compute: give either --input or --setup, --keys, --keys-xy and --values, not both</source>
        <translation>compute&#xa0;: donnez soit --input, soit --setup, --keys, --keys-xy et --values, pas les deux</translation>
    </message>
    <message>
        <source>Print every token&apos;s attention weights at once: the n×n weight matrix of the every-token preview, softmax(scale·Q·Kᵀ [+ causal mask]), with Q = K = each token&apos;s toy embedding (d_k = 4) and one toy value per token. Without --tokens or --sentence, the plate&apos;s sentence &quot;the cat sat on the mat&quot;.</source>
        <translation>Affiche d&apos;un coup les poids d&apos;attention de chaque jeton&#xa0;: la matrice de poids n×n de l&apos;aperçu où chaque jeton interroge, softmax(scale·Q·Kᵀ [+ masque causal]), avec Q = K = le plongement jouet de chaque jeton (d_k = 4) et une valeur jouet par jeton. Sans --tokens ni --sentence, la phrase de la planche «&#xa0;the cat sat on the mat&#xa0;».</translation>
    </message>
    <message>
        <source>A sentence of N tokens (1 to %1): the plate&apos;s six words, then w7, w8, …, wN.</source>
        <translation>Une phrase de N jetons (1 à %1)&#xa0;: les six mots de la planche, puis w7, w8, …, wN.</translation>
    </message>
    <message>
        <source>This sentence, split into words and punctuation.</source>
        <translation>Cette phrase, découpée en mots et signes de ponctuation.</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXTE</translation>
    </message>
    <message>
        <source>Multiply the scores by 1/√d_k (plate IV.3).</source>
        <translation>Multiplie les scores par 1/√d_k (planche IV.3).</translation>
    </message>
    <message>
        <source>Let each token see only itself and earlier tokens (the causal mask, plate IV.4).</source>
        <translation>Ne laisse chaque jeton voir que lui-même et les jetons précédents (le masque causal, planche IV.4).</translation>
    </message>
    <message>
        <source>matrix: unexpected argument &apos;%1&apos;</source>
        <translation>matrix&#xa0;: argument inattendu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>matrix: give either --tokens or --sentence, not both</source>
        <translation>matrix&#xa0;: donnez soit --tokens, soit --sentence, pas les deux</translation>
    </message>
    <message>
        <source>--tokens: &apos;%1&apos; is not a whole number from 1 to %2</source>
        <translation>--tokens&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas un nombre entier de 1 à %2</translation>
    </message>
    <message>
        <source>--sentence: the sentence has no words</source>
        <translation>--sentence&#xa0;: la phrase ne contient aucun mot</translation>
    </message>
    <message>
        <source>--sentence: %1 tokens; at most %2</source>
        <translation>--sentence&#xa0;: %1 jetons&#xa0;; au plus %2</translation>
    </message>
    <message>
        <source>%1: %2 is a file this command reads; write to another file</source>
        <translation>%1&#xa0;: %2 est un fichier que cette commande lit&#xa0;; écrivez dans un autre fichier</translation>
    </message>
    <message>
        <source>%1: %2 is a student&apos;s hand-in; write to another file</source>
        <translation>%1&#xa0;: %2 est le rendu d’un élève&#xa0;; écrivez dans un autre fichier</translation>
    </message>
    <message>
        <source>--length: %1 is a negative length</source>
        <translation>--length&#xa0;: %1 est une longueur négative</translation>
    </message>
    <message>
        <source>the course window needs a display, and none was found (DISPLAY and WAYLAND_DISPLAY are not set); the commands work without one: attention-lab --help</source>
        <translation>la fenêtre du cours a besoin d’un écran, et aucun n’a été trouvé (DISPLAY et WAYLAND_DISPLAY ne sont pas définis)&#xa0;; les commandes fonctionnent sans écran&#xa0;: attention-lab --help</translation>
    </message>
    <message>
        <source>Open a teacher&apos;s feedback file for its student (with their feedback code).</source>
        <translation>Ouvre le fichier de retour d’un enseignant pour son élève (avec son code de retour).</translation>
    </message>
    <message>
        <source>%1: the session “%2” prints its answers only on a computer whose lab defaults allow answer keys (%3=true in /etc/xdg/AttentionLab/attention-lab.conf, as on the teacher&apos;s computer)</source>
        <translation>%1&#xa0;: la séance «&#xa0;%2&#xa0;» n&apos;imprime ses réponses que sur un ordinateur dont les réglages de la salle autorisent les corrigés (%3=true dans /etc/xdg/AttentionLab/attention-lab.conf, comme sur l&apos;ordinateur de l&apos;enseignant)</translation>
    </message>
    <message>
        <source>Start in presentation mode (full screen and large, for a projector); with --gradebook, the class view (board and re-teach, no names); with --screenshot, rendered at --window-size, else 1920×1080.</source>
        <translation>Démarrer en mode présentation (plein écran et en grand, pour un vidéoprojecteur)&#xa0;; avec --gradebook, la vue de la classe (tableau et à réexpliquer, sans noms)&#xa0;; avec --screenshot, rendu à la taille de --window-size, sinon 1920×1080.</translation>
    </message>
    <message>
        <source>Why: %1
</source>
        <translation>Pourquoi&#xa0;: %1
</translation>
    </message>
    <message>
        <source>
Right options not chosen (the window names them once the exercise is over):
</source>
        <translation>
Bonnes options non choisies (la fenêtre ne les nomme qu&apos;une fois l&apos;exercice terminé)&#xa0;:
</translation>
    </message>
    <message>
        <source>Train W_q and W_k of one attention head on a toy task and print the run.</source>
        <translation>Entraîner W_q et W_k d&apos;une tête d&apos;attention sur une tâche jouet et afficher l&apos;entraînement.</translation>
    </message>
    <message>
        <source>Train W_q and W_k of one attention head on a toy task, headless, and print the run: each token&apos;s query q = W_q x and key k = W_k x, scores scale·q·k with scale = 1/√2, the softmax over every token, loss = mean of −ln(weight on the target), plain gradient descent.</source>
        <translation>Entraîner W_q et W_k d&apos;une tête d&apos;attention sur une tâche jouet, sans fenêtre, et afficher l&apos;entraînement&#xa0;: la requête q = W_q x et la clé k = W_k x de chaque jeton, les scores scale·q·k avec scale = 1/√2, la softmax sur tous les jetons, perte = moyenne de −ln(poids sur la cible), descente de gradient simple.</translation>
    </message>
    <message>
        <source>The task: %1. Default: %2.</source>
        <translation>La tâche&#xa0;: %1. Par défaut&#xa0;: %2.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NOM</translation>
    </message>
    <message>
        <source>The seed of the initial matrices (default %1).</source>
        <translation>La graine des matrices de départ (par défaut %1).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>At most this many updates, 1 to 100000 (default %1).</source>
        <translation>Au plus ce nombre de pas, de 1 à 100000 (par défaut %1).</translation>
    </message>
    <message>
        <source>The learning rate, above 0 and at most 100 (default %1).</source>
        <translation>Le taux d&apos;apprentissage, supérieur à 0 et au plus 100 (par défaut %1).</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Momentum, 0 to 0.99 (default %1: plain gradient descent).</source>
        <translation>Moment, de 0 à 0,99 (par défaut %1&#xa0;: descente de gradient simple).</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>Stop once the loss is at or below this (default %1).</source>
        <translation>S&apos;arrêter dès que la perte est inférieure ou égale à cette valeur (par défaut %1).</translation>
    </message>
    <message>
        <source>train: unexpected argument &apos;%1&apos;</source>
        <translation>train&#xa0;: argument inattendu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--task: &apos;%1&apos; is not a task (%2)</source>
        <translation>--task&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas une tâche (%2)</translation>
    </message>
    <message>
        <source>--seed: &apos;%1&apos; is not a whole number ≥ 0</source>
        <translation>--seed&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas un nombre entier ≥ 0</translation>
    </message>
    <message>
        <source>--steps: &apos;%1&apos; is not a whole number from 1 to 100000</source>
        <translation>--steps&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas un nombre entier de 1 à 100000</translation>
    </message>
    <message>
        <source>Learner: %1
Lab seed: %2   Variant: %3 task, seed %4, token %5, entry (W_q) row %6, column %7

</source>
        <translation>Apprenant&#xa0;: %1
Graine de la séance&#xa0;: %2   Variante&#xa0;: tâche %3, graine %4, jeton %5, coefficient de W_q ligne %6, colonne %7

</translation>
    </message>
</context>
<context>
    <name>CollectionText</name>
    <message>
        <source>this is a file, not a folder of hand-ins</source>
        <translation>c&apos;est un fichier, pas un dossier de rendus</translation>
    </message>
    <message>
        <source>there is no such folder, or it cannot be reached</source>
        <translation>ce dossier n&apos;existe pas, ou il est inaccessible</translation>
    </message>
    <message numerus="yes">
        <source>%n hand-in(s) named for no student of the roster were not read: more than %1 such files.</source>
        <translation>
            <numerusform>%n rendu nommé pour aucun élève de la liste n&apos;a pas été lu&#xa0;: plus de %1 fichiers de ce genre.</numerusform>
            <numerusform>%n rendus nommés pour aucun élève de la liste n&apos;ont pas été lus&#xa0;: plus de %1 fichiers de ce genre.</numerusform>
        </translation>
    </message>
    <message>
        <source>an unfinished hand-in: the computer stopped while writing it (the student&apos;s next hand-in removes it)</source>
        <translation>un rendu inachevé&#xa0;: l&apos;ordinateur s&apos;est arrêté pendant son écriture (le prochain rendu de l&apos;élève le supprime)</translation>
    </message>
</context>
<context>
    <name>CourseFileText</name>
    <message>
        <source>%1: there is no such file</source>
        <translation>%1&#xa0;: ce fichier n&apos;existe pas</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file of the course</source>
        <translation>%1 est un dossier, pas un fichier du cours</translation>
    </message>
    <message>
        <source>%1 is not a file of Attention Lab: %2</source>
        <translation>%1 n&apos;est pas un fichier d&apos;Attention Lab&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is not a file of Attention Lab: not a lab session, hand-in, feedback or set-up</source>
        <translation>%1 n&apos;est pas un fichier d&apos;Attention Lab&#xa0;: ni séance de TP, ni rendu, ni retour, ni configuration</translation>
    </message>
</context>
<context>
    <name>CourseFolderText</name>
    <message>
        <source>not a folder: a teacher&apos;s course folder holds course.json and one folder per lesson</source>
        <translation>pas un dossier&#xa0;: un dossier de cours d&apos;enseignant contient course.json et un dossier par leçon</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>ce dossier n&apos;existe pas</translation>
    </message>
    <message>
        <source>the lesson &apos;%1&apos; has problems and is left out</source>
        <translation>la leçon «&#xa0;%1&#xa0;» a des problèmes et est laissée de côté</translation>
    </message>
    <message>
        <source>the lesson id &apos;%1&apos; is already a lesson of the built-in course; give this lesson another id (it is left out)</source>
        <translation>l&apos;identifiant de leçon «&#xa0;%1&#xa0;» est déjà celui d&apos;une leçon du cours intégré&#xa0;; donnez un autre identifiant à cette leçon (elle est laissée de côté)</translation>
    </message>
    <message>
        <source>the exercise ids %1 are already exercises of the built-in course; give them other ids (the lesson &apos;%2&apos; is left out)</source>
        <translation>les identifiants d&apos;exercice %1 sont déjà ceux d&apos;exercices du cours intégré&#xa0;; donnez-leur d&apos;autres identifiants (la leçon «&#xa0;%2&#xa0;» est laissée de côté)</translation>
    </message>
    <message>
        <source>the folder has no lesson that can be used; the built-in course is shown instead</source>
        <translation>le dossier ne contient aucune leçon utilisable&#xa0;; le cours intégré est affiché à la place</translation>
    </message>
</context>
<context>
    <name>CourseOptionsText</name>
    <message>
        <source>Add the lessons of this teacher&apos;s course folder beside the built-in ones (lessons/FORMAT.md).</source>
        <translation>Ajoute les leçons de ce dossier de cours d&apos;enseignant à côté des leçons intégrées (lessons/FORMAT.md).</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DOSSIER</translation>
    </message>
    <message>
        <source>With --lessons: use that folder&apos;s lessons instead of the built-in ones.</source>
        <translation>Avec --lessons&#xa0;: utilise les leçons de ce dossier à la place des leçons intégrées.</translation>
    </message>
    <message>
        <source>%1: --lessons-only needs --lessons DIR</source>
        <translation>%1&#xa0;: --lessons-only nécessite --lessons DOSSIER</translation>
    </message>
    <message>
        <source>%1: --lessons: %2 is not a folder</source>
        <translation>%1&#xa0;: --lessons&#xa0;: %2 n&apos;est pas un dossier</translation>
    </message>
</context>
<context>
    <name>CourseProgress</name>
    <message>
        <source>“completed” is not an object</source>
        <translation>«&#xa0;completed&#xa0;» n&apos;est pas un objet</translation>
    </message>
    <message>
        <source>the pages of “%1” are not a list</source>
        <translation>les pages de «&#xa0;%1&#xa0;» ne sont pas une liste</translation>
    </message>
    <message>
        <source>a page of “%1” is not a page id</source>
        <translation>une page de «&#xa0;%1&#xa0;» n&apos;est pas un id de page</translation>
    </message>
    <message>
        <source>the last position has the wrong type</source>
        <translation>la dernière position a le mauvais type</translation>
    </message>
</context>
<context>
    <name>CsvText</name>
    <message>
        <source>missing</source>
        <translation>manquant</translation>
    </message>
    <message>
        <source>still working</source>
        <translation>encore en cours</translation>
    </message>
    <message>
        <source>still working (stuck)</source>
        <translation>encore en cours (bloqué)</translation>
    </message>
    <message>
        <source>handed in</source>
        <translation>rendu</translation>
    </message>
    <message>
        <source>Student ID</source>
        <translation>N° d&apos;élève</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Séance</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Rendu le</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Pourcentage</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Signalements</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>In Moodle, map “ID number” to the user field “ID number” (each student&apos;s roster id) or “Email address” to “Email address”, and “%1” to the grade item, whose maximum must be %2.</source>
        <translation>Dans Moodle, associez la colonne «&#xa0;ID number&#xa0;» au champ «&#xa0;Numéro d&apos;identification&#xa0;» (l&apos;identifiant de chaque élève dans la liste de classe) ou «&#xa0;Email address&#xa0;» à «&#xa0;Adresse de courriel&#xa0;», et «&#xa0;%1&#xa0;» à l&apos;élément d&apos;évaluation, dont le maximum doit être %2.</translation>
    </message>
    <message>
        <source>In Moodle, map “ID number” to the user field “ID number” (each student&apos;s roster id; not every student has an email), and “%1” to the grade item, whose maximum must be %2.</source>
        <translation>Dans Moodle, associez la colonne «&#xa0;ID number&#xa0;» au champ «&#xa0;Numéro d&apos;identification&#xa0;» (l&apos;identifiant de chaque élève dans la liste de classe&#xa0;; tous n&apos;ont pas d&apos;adresse de courriel), et «&#xa0;%1&#xa0;» à l&apos;élément d&apos;évaluation, dont le maximum doit être %2.</translation>
    </message>
    <message>
        <source>In Canvas, students are matched by “SIS User ID” (each student&apos;s roster id) or “SIS Login ID” (their email as the roster gives it); “%1” is the assignment.</source>
        <translation>Dans Canvas, les élèves sont reconnus par «&#xa0;SIS User ID&#xa0;» (leur identifiant dans la liste de classe) ou «&#xa0;SIS Login ID&#xa0;» (leur adresse de courriel telle que la liste la donne)&#xa0;; «&#xa0;%1&#xa0;» est le devoir.</translation>
    </message>
    <message>
        <source>Exercise ID</source>
        <translation>Identifiant de l&apos;exercice</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>Exercice</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Tentatives</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Indices</translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation>Diagnostic</translation>
    </message>
</context>
<context>
    <name>ExerciseProgress</name>
    <message>
        <source>%1.state.%2 has the wrong type</source>
        <translation>%1.state.%2 a le mauvais type</translation>
    </message>
    <message>
        <source>%1.state.lastAnswer is longer than %2 characters</source>
        <translation>%1.state.lastAnswer dépasse %2 caractères</translation>
    </message>
    <message>
        <source>%1.state.%2 is not a whole number from 0 to %3</source>
        <translation>%1.state.%2 n&apos;est pas un nombre entier de 0 à %3</translation>
    </message>
    <message>
        <source>“exercises” is not an object</source>
        <translation>«&#xa0;exercises&#xa0;» n&apos;est pas un objet</translation>
    </message>
    <message>
        <source>%1 is not an object</source>
        <translation>%1 n&apos;est pas un objet</translation>
    </message>
    <message>
        <source>%1.updated is not a date and time</source>
        <translation>%1.updated n&apos;est pas une date et heure</translation>
    </message>
    <message>
        <source>%1 has no state object</source>
        <translation>%1 n&apos;a pas d&apos;objet state</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ExerciseText</name>
    <message>
        <source>Describe attention as a soft dictionary lookup</source>
        <translation>Décrire l&apos;attention comme une recherche douce dans un dictionnaire</translation>
    </message>
    <message>
        <source>Compute attention weights from dot products and a softmax</source>
        <translation>Calculer les poids d&apos;attention à partir des produits scalaires et d&apos;une softmax</translation>
    </message>
    <message>
        <source>Compute the output as a weighted average of values</source>
        <translation>Calculer la sortie comme moyenne pondérée des valeurs</translation>
    </message>
    <message>
        <source>Explain how query length controls how sharp the lookup is</source>
        <translation>Expliquer comment la longueur de la requête règle la netteté de la recherche</translation>
    </message>
    <message numerus="yes">
        <source>it asks for key %1, and the layout has %n key(s)</source>
        <translation>
            <numerusform>il demande la clé %1, et la disposition a %n clé</numerusform>
            <numerusform>il demande la clé %1, et la disposition a %n clés</numerusform>
        </translation>
    </message>
    <message>
        <source>no query up to length %1 gives key %2 the weight it asks for</source>
        <translation>aucune requête de longueur au plus %1 ne donne à la clé %2 le poids demandé</translation>
    </message>
    <message>
        <source>no query up to length %1 makes the output exceed %2</source>
        <translation>aucune requête de longueur au plus %1 ne fait dépasser %2 à la sortie</translation>
    </message>
</context>
<context>
    <name>FeedbackCli</name>
    <message>
        <source>not answered</source>
        <translation>sans réponse</translation>
    </message>
    <message>
        <source>Feedback for %1 (%2) in “%3”
</source>
        <translation>Retour pour %1 (%2) dans «&#xa0;%3&#xa0;»
</translation>
    </message>
    <message>
        <source>Score: %1 of %2
</source>
        <translation>Résultat&#xa0;: %1 sur %2
</translation>
    </message>
    <message numerus="yes">
        <source>%1. %2: %3 of %4, %5 (%n check(s)</source>
        <translation>
            <numerusform>%1. %2&#xa0;: %3 sur %4, %5 (%n vérification</numerusform>
            <numerusform>%1. %2&#xa0;: %3 sur %4, %5 (%n vérifications</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n hint(s))</source>
        <translation>
            <numerusform>, %n indice)</numerusform>
            <numerusform>, %n indices)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your teacher&apos;s comment:</source>
        <translation>Commentaire de votre enseignant&#xa0;:</translation>
    </message>
    <message>
        <source>Open a teacher&apos;s feedback file for its student. It is sealed for them: it opens with their feedback code, kept on the computer where they joined the session, or given with --code on any other.</source>
        <translation>Ouvre le fichier de retour d’un enseignant pour son élève. Il est scellé pour lui&#xa0;: il s’ouvre avec son code de retour, conservé sur l’ordinateur où il a rejoint la séance, ou donné avec --code sur tout autre.</translation>
    </message>
    <message>
        <source>The command.</source>
        <translation>La commande.</translation>
    </message>
    <message>
        <source>The feedback file (.attnfeedback).</source>
        <translation>Le fichier de retour (.attnfeedback).</translation>
    </message>
    <message>
        <source>The student&apos;s feedback code (shown when they joined and on their hand-in receipt), e.g. K7QM-3XZP-WD4R.</source>
        <translation>Le code de retour de l’élève (affiché à son entrée et sur son reçu de rendu), p. ex. K7QM-3XZP-WD4R.</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <source>Print the feedback as one JSON object.</source>
        <translation>Affiche le retour sous forme d’un objet JSON.</translation>
    </message>
    <message>
        <source>feedback: give exactly one feedback file</source>
        <translation>feedback&#xa0;: donnez exactement un fichier de retour</translation>
    </message>
    <message>
        <source>feedback: %1 is not a feedback file this course can read: %2</source>
        <translation>feedback&#xa0;: %1 n’est pas un fichier de retour que ce cours sait lire&#xa0;: %2</translation>
    </message>
    <message>
        <source>feedback: this feedback for %1 (%2) in “%3” is sealed for them; it opens on the computer where they joined the session, or elsewhere with their code: --code CODE</source>
        <translation>feedback&#xa0;: ce retour pour %1 (%2) dans «&#xa0;%3&#xa0;» est scellé pour cet élève&#xa0;; il s’ouvre sur l’ordinateur où il a rejoint la séance, ou ailleurs avec son code&#xa0;: --code CODE</translation>
    </message>
    <message>
        <source>Your teacher&apos;s comment to you:</source>
        <translation>Commentaire de votre enseignant pour vous&#xa0;:</translation>
    </message>
</context>
<context>
    <name>FeedbackText</name>
    <message>
        <source>%1%2 is not a text of 1 to %3 characters</source>
        <translation>%1%2 n&apos;est pas un texte de 1 à %3 caractères</translation>
    </message>
    <message>
        <source>%1%2 is not a text of at most %3 characters</source>
        <translation>%1%2 n&apos;est pas un texte d&apos;au plus %3 caractères</translation>
    </message>
    <message>
        <source>%1%2 is not a number from %3 to %4</source>
        <translation>%1%2 n&apos;est pas un nombre de %3 à %4</translation>
    </message>
    <message>
        <source>%1%2 is not a whole number from 0 to %3</source>
        <translation>%1%2 n&apos;est pas un nombre entier de 0 à %3</translation>
    </message>
    <message>
        <source>%1%2 is not true or false</source>
        <translation>%1%2 n&apos;est ni true ni false</translation>
    </message>
    <message>
        <source>%1%2 is not a date and time</source>
        <translation>%1%2 n&apos;est pas une date et heure</translation>
    </message>
    <message>
        <source>%1%2 is not an object</source>
        <translation>%1%2 n&apos;est pas un objet</translation>
    </message>
    <message>
        <source>%1 is not an array of at most %2 rows</source>
        <translation>%1 n&apos;est pas un tableau d&apos;au plus %2 lignes</translation>
    </message>
    <message>
        <source>%1 is not an array of at most %2 cells</source>
        <translation>%1 n&apos;est pas un tableau d&apos;au plus %2 cases</translation>
    </message>
    <message>
        <source>%1[%2] is neither a mark nor null</source>
        <translation>%1[%2] n&apos;est ni une note ni null</translation>
    </message>
    <message>
        <source>%1kind is not correct, wrong, carried-forward, empty or not-a-number</source>
        <translation>%1kind n&apos;est pas correct, wrong, carried-forward, empty ou not-a-number</translation>
    </message>
    <message>
        <source>formatVersion is not %1</source>
        <translation>formatVersion n&apos;est pas %1</translation>
    </message>
    <message>
        <source>total is more than max</source>
        <translation>total est supérieur à max</translation>
    </message>
    <message>
        <source>exercises is not an array of at most %1 exercises</source>
        <translation>exercises n&apos;est pas un tableau d&apos;au plus %1 exercices</translation>
    </message>
    <message>
        <source>exercises[%1] is not an object</source>
        <translation>exercises[%1] n&apos;est pas un objet</translation>
    </message>
    <message>
        <source>%1answer: %2</source>
        <translation>%1answer&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1verdict is not correct, partial, wrong or null</source>
        <translation>%1verdict n&apos;est pas correct, partial, wrong ou null</translation>
    </message>
    <message>
        <source>%1answer and verdict must both be given or both be null</source>
        <translation>%1answer et verdict doivent être tous deux donnés ou tous deux null</translation>
    </message>
    <message>
        <source>%1details is not an array of at most %2 texts</source>
        <translation>%1details n&apos;est pas un tableau d&apos;au plus %2 textes</translation>
    </message>
    <message>
        <source>%1details[%2] is not a text of at most %3 characters</source>
        <translation>%1details[%2] n&apos;est pas un texte d&apos;au plus %3 caractères</translation>
    </message>
    <message>
        <source>%1: the folder cannot be made</source>
        <translation>%1&#xa0;: impossible de créer le dossier</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>total is %1, but the exercises&apos; scores add up to %2</source>
        <translation>total vaut %1, mais les points des exercices font %2 au total</translation>
    </message>
    <message>
        <source>max is %1, but the exercises&apos; maxima add up to %2</source>
        <translation>max vaut %1, mais les maxima des exercices font %2 au total</translation>
    </message>
    <message>
        <source>their hand-in carries no feedback key (it was made by an older version): the feedback could not be sealed for them, so it was not written</source>
        <translation>son rendu ne porte pas de clé de retour (une version plus ancienne l’a produit)&#xa0;: le retour n’a pas pu être scellé pour cet élève, il n’a donc pas été écrit</translation>
    </message>
    <message>
        <source>formatVersion is not %1 or %2</source>
        <translation>formatVersion n’est pas %1 ou %2</translation>
    </message>
    <message>
        <source>sealed is not a list of 1 to %1 sealed copies</source>
        <translation>sealed n’est pas une liste de 1 à %1 copies scellées</translation>
    </message>
    <message>
        <source>sealed holds something that is not base64</source>
        <translation>sealed contient quelque chose qui n’est pas du base64</translation>
    </message>
    <message>
        <source>“%1” is not a feedback code: it has twelve letters and digits, like K7QM-3XZP-WD4R.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un code de retour&#xa0;: il a douze lettres et chiffres, comme K7QM-3XZP-WD4R.</translation>
    </message>
    <message>
        <source>The feedback inside is for someone else than the file says.</source>
        <translation>Le retour qu’il contient est destiné à quelqu’un d’autre que ce qu’indique le fichier.</translation>
    </message>
    <message>
        <source>This feedback is sealed for %1 (%2) and opens only with their feedback code; the code given is not theirs.</source>
        <translation>Ce retour est scellé pour %1 (%2) et ne s’ouvre qu’avec son code de retour&#xa0;; le code donné n’est pas le sien.</translation>
    </message>
    <message>
        <source>%1: the comment is longer than %2 characters</source>
        <translation>%1&#xa0;: le commentaire dépasse %2 caractères</translation>
    </message>
</context>
<context>
    <name>FigureText</name>
    <message>
        <source>Query and keys</source>
        <translation>Requête et clés</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Poids d&apos;attention</translation>
    </message>
    <message>
        <source>Scores, weights and contributions per key</source>
        <translation>Scores, poids et contributions par clé</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Made with Attention Lab</source>
        <translation>Réalisé avec Attention Lab</translation>
    </message>
    <message>
        <source>%1: give the file the suffix .png or .svg</source>
        <translation>%1&#xa0;: donnez au fichier l&apos;extension .png ou .svg</translation>
    </message>
    <message>
        <source>A figure is %1 to %2 pixels wide and high.</source>
        <translation>Une figure mesure de %1 à %2 pixels en largeur et en hauteur.</translation>
    </message>
</context>
<context>
    <name>FolderLock</name>
    <message>
        <source>The lock file in %1 cannot be made, so this window cannot make sure that it is the only one saving your work; it saves nothing.</source>
        <translation>Le fichier de verrou dans %1 ne peut pas être créé&#xa0;; cette fenêtre ne peut donc pas s&apos;assurer d&apos;être la seule à enregistrer votre travail, et elle n&apos;enregistre rien.</translation>
    </message>
    <message>
        <source>another window of Attention Lab on this computer (process %1)</source>
        <translation>une autre fenêtre d&apos;Attention Lab sur cet ordinateur (processus %1)</translation>
    </message>
    <message>
        <source>Attention Lab on the computer %1</source>
        <translation>Attention Lab sur l&apos;ordinateur %1</translation>
    </message>
    <message>
        <source>Your work is already open in %1. This window shows it as it was when opened and saves nothing, so that the two never overwrite each other: close it and go on in the other one.</source>
        <translation>Votre travail est déjà ouvert dans %1. Cette fenêtre le montre tel qu&apos;il était à l&apos;ouverture et n&apos;enregistre rien, pour que les deux ne s&apos;écrasent jamais l&apos;une l&apos;autre&#xa0;: fermez-la et continuez dans l&apos;autre.</translation>
    </message>
</context>
<context>
    <name>GradeCli</name>
    <message>
        <source>not started</source>
        <translation>pas commencé</translation>
    </message>
    <message>
        <source>working</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>stuck on %1</source>
        <translation>bloqué sur %1</translation>
    </message>
    <message>
        <source>handed in</source>
        <translation>rendu</translation>
    </message>
    <message>
        <source>Gradebook: %1
</source>
        <translation>Carnet de notes&#xa0;: %1
</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>manquant</translation>
    </message>
    <message numerus="yes">
        <source>
What to re-teach (%n student(s) with a hand-in):
</source>
        <translation>
            <numerusform>
À réexpliquer (%n élève ayant rendu)&#xa0;:
</numerusform>
            <numerusform>
À réexpliquer (%n élèves ayant rendu)&#xa0;:
</numerusform>
        </translation>
    </message>
    <message>
        <source>   %1: mean %2, solved by %3, </source>
        <translation>   %1&#xa0;: moyenne %2, résolu par %3, </translation>
    </message>
    <message numerus="yes">
        <source>%n check(s), </source>
        <translation>
            <numerusform>%n vérification, </numerusform>
            <numerusform>%n vérifications, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)
</source>
        <translation>
            <numerusform>%n indice
</numerusform>
            <numerusform>%n indices
</numerusform>
        </translation>
    </message>
    <message>
        <source>      %1 of %2: %3
</source>
        <translation>      %1 sur %2&#xa0;: %3
</translation>
    </message>
    <message>
        <source>
Files that could not be read:
</source>
        <translation>
Fichiers illisibles&#xa0;:
</translation>
    </message>
    <message>
        <source>Regrade a lab session&apos;s hand-ins from the raw answers.</source>
        <translation>Recorrige les rendus d&apos;une séance de TP à partir des réponses brutes.</translation>
    </message>
    <message>
        <source>The command.</source>
        <translation>La commande.</translation>
    </message>
    <message>
        <source>The session file (.attnlab).</source>
        <translation>Le fichier de séance (.attnlab).</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Affiche un seul objet JSON.</translation>
    </message>
    <message>
        <source>Read the course from this folder.</source>
        <translation>Lit le cours dans ce dossier.</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DOSSIER</translation>
    </message>
    <message>
        <source>Also write the gradebook as CSV (UTF-8, one row per student).</source>
        <translation>Écrit aussi le carnet de notes en CSV (UTF-8, une ligne par élève).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>The CSV&apos;s layout: plain (a spreadsheet), moodle or canvas (their grade imports).</source>
        <translation>Format du CSV&#xa0;: plain (un tableur), moodle ou canvas (leur import de notes).</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NOM</translation>
    </message>
    <message>
        <source>Also write one feedback file (.attnfeedback) per student who handed in.</source>
        <translation>Écrit aussi un fichier de retour (.attnfeedback) par élève ayant rendu.</translation>
    </message>
    <message>
        <source>The teacher&apos;s comment in every feedback file.</source>
        <translation>Le commentaire de l&apos;enseignant dans chaque fichier de retour.</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXTE</translation>
    </message>
    <message>
        <source>grade: --preset: &apos;%1&apos; is not one of %2</source>
        <translation>grade&#xa0;: --preset&#xa0;: «&#xa0;%1&#xa0;» ne fait pas partie de %2</translation>
    </message>
    <message>
        <source>grade: --comment goes with --feedback DIR</source>
        <translation>grade&#xa0;: --comment va avec --feedback DOSSIER</translation>
    </message>
    <message>
        <source>grade: --comment is longer than %1 characters</source>
        <translation>grade&#xa0;: --comment dépasse %1 caractères</translation>
    </message>
    <message>
        <source>grade: --preset needs --csv FILE</source>
        <translation>grade&#xa0;: --preset exige --csv FICHIER</translation>
    </message>
    <message>
        <source>grade: cannot write %1: %2</source>
        <translation>grade&#xa0;: impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>grade: feedback: %1</source>
        <translation>grade&#xa0;: retours&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Feedback for %n student(s) written to %1</source>
        <translation>
            <numerusform>Retours pour %n élève écrits dans %1</numerusform>
            <numerusform>Retours pour %n élèves écrits dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Folders holding the hand-ins (by default the session&apos;s hand-in folder).</source>
        <translation>Dossiers des rendus (par défaut le dossier de rendu de la séance).</translation>
    </message>
    <message>
        <source>grade: give the session file and the folders of hand-ins (by default the session&apos;s)</source>
        <translation>grade&#xa0;: donnez le fichier de séance et les dossiers des rendus (par défaut ceux de la séance)</translation>
    </message>
    <message>
        <source>grade: the session names no hand-in folder; give the folders of hand-ins</source>
        <translation>grade&#xa0;: la séance n&apos;indique aucun dossier de rendu&#xa0;; donnez les dossiers des rendus</translation>
    </message>
    <message>
        <source>grade: %1 cannot be read: there is no such folder, or it cannot be reached</source>
        <translation>grade&#xa0;: %1 ne peut pas être lu&#xa0;: ce dossier n&apos;existe pas, ou il est inaccessible</translation>
    </message>
    <message>
        <source>grade: no folder of hand-ins could be read; nothing was graded or written</source>
        <translation>grade&#xa0;: aucun dossier de rendus n&apos;a pu être lu&#xa0;; rien n&apos;a été corrigé ni écrit</translation>
    </message>
    <message>
        <source>With --preset moodle or canvas: grade unfinished work too (still working, stuck); by default only handed-in work gets a grade.</source>
        <translation>Avec --preset moodle ou canvas&#xa0;: noter aussi le travail non terminé (encore en cours, bloqué)&#xa0;; par défaut, seul le travail rendu reçoit une note.</translation>
    </message>
    <message numerus="yes">
        <source>grade: %n student(s) get no grade in %1, their work not being final (--include-unfinished grades it): %2</source>
        <translation>
            <numerusform>grade&#xa0;: %n élève ne reçoit pas de note dans %1, son travail n&apos;étant pas rendu (--include-unfinished le note)&#xa0;: %2</numerusform>
            <numerusform>grade&#xa0;: %n élèves ne reçoivent pas de note dans %1, leur travail n&apos;étant pas rendu (--include-unfinished le note)&#xa0;: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>With --preset moodle or canvas: the grade out of N points (the grade item&apos;s maximum, e.g. 100 or 20; by default one point per exercise).</source>
        <translation>Avec --preset moodle ou canvas&#xa0;: la note sur N points (le maximum de l&apos;élément d&apos;évaluation, p. ex. 100 ou 20&#xa0;; par défaut un point par exercice).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>With --preset canvas: the Canvas assignment&apos;s id, so that the grades go to that assignment (its header reads &quot;Title (ID)&quot;).</source>
        <translation>Avec --preset canvas&#xa0;: l&apos;identifiant du devoir Canvas, pour que les notes aillent à ce devoir (son en-tête est «&#xa0;Titre (ID)&#xa0;»).</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Also write one row per student and exercise (score, attempts, hints, diagnosis) as CSV, for a spreadsheet&apos;s pivot table.</source>
        <translation>Écrire aussi une ligne par élève et par exercice (note, tentatives, indices, diagnostic) en CSV, pour le tableau croisé d&apos;un tableur.</translation>
    </message>
    <message>
        <source>grade: --include-unfinished and --out-of go with --preset moodle or canvas</source>
        <translation>grade&#xa0;: --include-unfinished et --out-of vont avec --preset moodle ou canvas</translation>
    </message>
    <message>
        <source>grade: --out-of: &apos;%1&apos; is not a number of points from 0 to %2</source>
        <translation>grade&#xa0;: --out-of&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas un nombre de points de 0 à %2</translation>
    </message>
    <message>
        <source>grade: --canvas-assignment takes the assignment&apos;s number (as in its address in Canvas) and goes with --preset canvas</source>
        <translation>grade&#xa0;: --canvas-assignment prend le numéro du devoir (comme dans son adresse dans Canvas) et va avec --preset canvas</translation>
    </message>
    <message>
        <source>Also write the gradebook as a spreadsheet (.xlsx): ids and names as text, scores as numbers, and a sheet with one row per student and exercise.</source>
        <translation>Écrire aussi le carnet de notes comme classeur (.xlsx)&#xa0;: identifiants et noms en texte, notes en nombres, et une feuille avec une ligne par élève et par exercice.</translation>
    </message>
    <message>
        <source>handed in when the time ran out</source>
        <translation>rendu quand le temps était écoulé</translation>
    </message>
</context>
<context>
    <name>GradebookText</name>
    <message numerus="yes">
        <source>%1: events out of order: one at %2 comes after one at %3 (%n time(s)).</source>
        <translation>
            <numerusform>%1&#xa0;: événements dans le désordre&#xa0;: l&apos;un à %2 vient après un autre à %3 (%n fois).</numerusform>
            <numerusform>%1&#xa0;: événements dans le désordre&#xa0;: l&apos;un à %2 vient après un autre à %3 (%n fois).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n event(s) dated before the session began for this learner (%2).</source>
        <translation>
            <numerusform>%1&#xa0;: %n événement daté d&apos;avant le début de la séance pour cet apprenant (%2).</numerusform>
            <numerusform>%1&#xa0;: %n événements datés d&apos;avant le début de la séance pour cet apprenant (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n event(s) dated after the hand-in (%2).</source>
        <translation>
            <numerusform>%1&#xa0;: %n événement daté d&apos;après le rendu (%2).</numerusform>
            <numerusform>%1&#xa0;: %n événements datés d&apos;après le rendu (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The start time is missing, so the %n-minute time limit cannot be checked.</source>
        <translation>
            <numerusform>L&apos;heure de début manque&#xa0;: la limite de temps de %n minute ne peut donc pas être vérifiée.</numerusform>
            <numerusform>L&apos;heure de début manque&#xa0;: la limite de temps de %n minutes ne peut donc pas être vérifiée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The hand-in time is missing, so the %n-minute time limit cannot be checked.</source>
        <translation>
            <numerusform>L&apos;heure du rendu manque&#xa0;: la limite de temps de %n minute ne peut donc pas être vérifiée.</numerusform>
            <numerusform>L&apos;heure du rendu manque&#xa0;: la limite de temps de %n minutes ne peut donc pas être vérifiée.</numerusform>
        </translation>
    </message>
    <message>
        <source>Handed in %1 min after the %2-minute time limit.</source>
        <translation>Rendu %1 min après la limite de temps de %2 minutes.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 et %n autre</numerusform>
            <numerusform>%1 et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>No hand-in found.</source>
        <translation>Aucun rendu trouvé.</translation>
    </message>
    <message>
        <source>Not on the roster.</source>
        <translation>Absent de la liste de la classe.</translation>
    </message>
    <message>
        <source>Made with other course content than the session&apos;s.</source>
        <translation>Réalisé avec un autre contenu de cours que celui de la séance.</translation>
    </message>
    <message>
        <source>Work on %1, which is not one of the session&apos;s exercises, was not counted.</source>
        <translation>Le travail sur %1, qui ne fait pas partie des exercices de la séance, n&apos;a pas été compté.</translation>
    </message>
    <message>
        <source>%1: more checks (%2) than the %3 attempts allowed.</source>
        <translation>%1&#xa0;: plus de vérifications (%2) que les %3 tentatives autorisées.</translation>
    </message>
    <message>
        <source>%1: reported %2, recomputed %3.</source>
        <translation>%1&#xa0;: indiqué %2, recalculé %3.</translation>
    </message>
    <message>
        <source>The file is named %1, not %2 as the course names this student&apos;s hand-ins: it was renamed or made by hand.</source>
        <translation>Le fichier s&apos;appelle %1, et non %2 comme le cours nomme les rendus de cet élève&#xa0;: il a été renommé ou fait à la main.</translation>
    </message>
    <message numerus="yes">
        <source>Worked on %n computers: the work of all of them is counted together.</source>
        <translation>
            <numerusform>A travaillé sur %n ordinateur&#xa0;: le travail de tous est compté ensemble.</numerusform>
            <numerusform>A travaillé sur %n ordinateurs&#xa0;: le travail de tous est compté ensemble.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 hand-ins, all counted together (each check once, in time order): %2</source>
        <translation>%1 rendus, tous comptés ensemble (chaque vérification une fois, dans l&apos;ordre du temps)&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 gives the name “%2”, the roster “%3”.</source>
        <translation>%1 donne le nom «&#xa0;%2&#xa0;», la liste de la classe «&#xa0;%3&#xa0;».</translation>
    </message>
    <message>
        <source>The checksum does not match: the file was changed or damaged after it was handed in (%1).</source>
        <translation>La somme de contrôle ne correspond pas&#xa0;: le fichier a été modifié ou endommagé après avoir été rendu (%1).</translation>
    </message>
    <message>
        <source>%1 is dated %2, after the moment it was graded: the clock of the computer that made it is ahead.</source>
        <translation>%1 est daté de %2, après le moment de sa correction&#xa0;: l&apos;horloge de l&apos;ordinateur qui l&apos;a fait avance.</translation>
    </message>
    <message>
        <source>%1 is dated %2, after its file was written (%3): the clock of the computer that made it was ahead.</source>
        <translation>%1 est daté de %2, après l&apos;écriture de son fichier (%3)&#xa0;: l&apos;horloge de l&apos;ordinateur qui l&apos;a fait avançait.</translation>
    </message>
    <message>
        <source>%1: reported %2, recomputed %3 (%4).</source>
        <translation>%1&#xa0;: indiqué %2, recalculé %3 (%4).</translation>
    </message>
    <message>
        <source>The same answers at the same times, to the millisecond, as %1: a copied hand-in?</source>
        <translation>Les mêmes réponses aux mêmes instants, à la milliseconde près, que %1&#xa0;: un rendu copié&#xa0;?</translation>
    </message>
    <message>
        <source>The folder %1 could not be read: a hand-in there is not counted.</source>
        <translation>Le dossier %1 n&apos;a pas pu être lu&#xa0;: un rendu qui s&apos;y trouve n&apos;est pas compté.</translation>
    </message>
    <message>
        <source>A newer hand-in of this student cannot be read (%1: %2); it is not counted: ask the student to hand in again.</source>
        <translation>Un rendu plus récent de cet élève ne peut pas être lu (%1&#xa0;: %2)&#xa0;; il n&apos;est pas compté&#xa0;: demandez-lui de rendre à nouveau.</translation>
    </message>
    <message>
        <source>A hand-in of this student cannot be read (%1: %2): ask the student to hand in again.</source>
        <translation>Un rendu de cet élève ne peut pas être lu (%1&#xa0;: %2)&#xa0;: demandez-lui de rendre à nouveau.</translation>
    </message>
    <message numerus="yes">
        <source>%n more of their files cannot be read either.</source>
        <translation>
            <numerusform>%n autre de ses fichiers ne peut pas non plus être lu.</numerusform>
            <numerusform>%n autres de ses fichiers ne peuvent pas non plus être lus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more file(s) named for this student were not read: more than %1 hand-ins.</source>
        <translation>
            <numerusform>%n autre fichier nommé pour cet élève n&apos;a pas été lu&#xa0;: plus de %1 rendus.</numerusform>
            <numerusform>%n autres fichiers nommés pour cet élève n&apos;ont pas été lus&#xa0;: plus de %1 rendus.</numerusform>
        </translation>
    </message>
    <message>
        <source>A hand-in for another session (“%1”, id %2) was not counted: its numbers were drawn for that session (%3).</source>
        <translation>Un rendu pour une autre séance («&#xa0;%1&#xa0;», id %2) n&apos;a pas été compté&#xa0;: ses nombres ont été tirés pour cette séance-là (%3).</translation>
    </message>
    <message>
        <source>%1 was made up by lab rehearse: a rehearsal, not a student&apos;s work.</source>
        <translation>%1 a été inventé par lab rehearse&#xa0;: une répétition, pas le travail d&apos;un élève.</translation>
    </message>
</context>
<context>
    <name>Grading</name>
    <message>
        <source>That is the score q·k, not the weight: the softmax still has to turn the scores into weights.</source>
        <translation>C&apos;est le score q·k, pas le poids&#xa0;: la softmax doit encore transformer les scores en poids.</translation>
    </message>
    <message>
        <source>That is exp(score − max) before dividing by the sum of the exponentials.</source>
        <translation>C&apos;est exp(score − max) avant la division par la somme des exponentielles.</translation>
    </message>
    <message>
        <source>That looks like the weight as a fraction; give it in percent.</source>
        <translation>Cela ressemble au poids sous forme de fraction&#xa0;; donnez-le en pourcentage.</translation>
    </message>
    <message>
        <source>That is the plain average of the values; attention weights each value by its attention weight.</source>
        <translation>C&apos;est la moyenne simple des valeurs&#xa0;; l&apos;attention pondère chaque valeur par son poids d&apos;attention.</translation>
    </message>
    <message>
        <source>That is the value of the best-matching key alone (a hard lookup); attention blends all values.</source>
        <translation>C&apos;est la seule valeur de la clé qui correspond le mieux (une recherche stricte)&#xa0;; l&apos;attention mélange toutes les valeurs.</translation>
    </message>
    <message>
        <source>That is only one of the two products: a dot product adds q_x·k_x and q_y·k_y.</source>
        <translation>Ce n&apos;est qu&apos;un des deux produits&#xa0;: un produit scalaire additionne q_x·k_x et q_y·k_y.</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>masqué</translation>
    </message>
    <message>
        <source>Type a number first.</source>
        <translation>Tapez d&apos;abord un nombre.</translation>
    </message>
    <message>
        <source>“%1” is not a number. Type digits with %2 as the decimal separator%3.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nombre. Tapez des chiffres avec %2 comme séparateur décimal%3.</translation>
    </message>
    <message>
        <source>, optionally followed by %</source>
        <translation>, éventuellement suivis de %</translation>
    </message>
    <message>
        <source>This exercise has no computable answer.</source>
        <translation>Cet exercice n&apos;a pas de réponse calculable.</translation>
    </message>
    <message>
        <source>That looks like a fraction; the answer is asked in percent (for example %1 or %2).</source>
        <translation>Cela ressemble à une fraction&#xa0;; la réponse est demandée en pourcentage (par exemple %1 ou %2).</translation>
    </message>
    <message>
        <source>The exact value is %1.</source>
        <translation>La valeur exacte est %1.</translation>
    </message>
    <message>
        <source>Not quite: %1 is not within %2 of the answer.</source>
        <translation>Pas tout à fait&#xa0;: %1 n&apos;est pas à moins de %2 de la réponse.</translation>
    </message>
    <message>
        <source>Choose an option first.</source>
        <translation>Choisissez d&apos;abord une option.</translation>
    </message>
    <message>
        <source>“%1” is not right.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas juste.</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>“%1” is not one of the options.</source>
        <translation>«&#xa0;%1&#xa0;» ne fait pas partie des options.</translation>
    </message>
    <message>
        <source>Choose exactly one option.</source>
        <translation>Choisissez exactement une option.</translation>
    </message>
    <message>
        <source>Partly right: %1 of %2 correct options, %3 wrong.</source>
        <translation>En partie juste&#xa0;: %1 des %2 bonnes options, %3 fausses.</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>Pas tout à fait.</translation>
    </message>
    <message numerus="yes">
        <source>%n correct option(s) not chosen.</source>
        <translation>
            <numerusform>%n bonne option non choisie.</numerusform>
            <numerusform>%n bonnes options non choisies.</numerusform>
        </translation>
    </message>
    <message>
        <source>Put every key k1…k%1 in the list exactly once.</source>
        <translation>Placez chaque clé k1…k%1 dans la liste exactement une fois.</translation>
    </message>
    <message>
        <source>k%1 (%2)</source>
        <translation>k%1 (%2)</translation>
    </message>
    <message>
        <source>By score: %1.</source>
        <translation>Par score&#xa0;: %1.</translation>
    </message>
    <message>
        <source>By weight: %1.</source>
        <translation>Par poids&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Partly right: %1 of %2 pairs are in the right order.</source>
        <translation>En partie juste&#xa0;: %1 des %2 paires sont dans le bon ordre.</translation>
    </message>
    <message>
        <source>Not quite: the order is reversed.</source>
        <translation>Pas tout à fait&#xa0;: l&apos;ordre est inversé.</translation>
    </message>
    <message>
        <source>Ranked the other way round: smallest first.</source>
        <translation>Classé dans l&apos;autre sens&#xa0;: la plus petite en premier.</translation>
    </message>
    <message>
        <source>The query cannot be looked up.</source>
        <translation>La requête ne peut pas être recherchée.</translation>
    </message>
    <message>
        <source>Your query: %1°, length %2.</source>
        <translation>Votre requête&#xa0;: %1°, longueur %2.</translation>
    </message>
    <message>
        <source>The query is too long: at most %1 is allowed.</source>
        <translation>La requête est trop longue&#xa0;: %1 au plus est autorisé.</translation>
    </message>
    <message>
        <source>Key %1 receives %2.</source>
        <translation>La clé %1 reçoit %2.</translation>
    </message>
    <message>
        <source>Not yet: key %1 receives %2, it needs at least %3.</source>
        <translation>Pas encore&#xa0;: la clé %1 reçoit %2, il lui faut au moins %3.</translation>
    </message>
    <message>
        <source>The output is %1.</source>
        <translation>La sortie vaut %1.</translation>
    </message>
    <message>
        <source>Not yet: the output is %1, it must exceed %2.</source>
        <translation>Pas encore&#xa0;: la sortie vaut %1, elle doit dépasser %2.</translation>
    </message>
    <message>
        <source>Not yet: key %1 receives %2, it needs more than %3.</source>
        <translation>Pas encore&#xa0;: la clé %1 reçoit %2, il lui faut plus de %3.</translation>
    </message>
    <message>
        <source>Key %1 receives %2 with a query of length %3, as short as it gets.</source>
        <translation>La clé %1 reçoit %2 avec une requête de longueur %3, la plus courte possible.</translation>
    </message>
    <message>
        <source>**Answer:** key %1

</source>
        <translation>**Réponse&#xa0;:** clé %1

</translation>
    </message>
    <message>
        <source>**Answer:** %1

</source>
        <translation>**Réponse&#xa0;:** %1

</translation>
    </message>
    <message>
        <source>- **Correct:** %1
</source>
        <translation>- **Correct&#xa0;:** %1
</translation>
    </message>
    <message>
        <source>**Order:** %1

</source>
        <translation>**Ordre&#xa0;:** %1

</translation>
    </message>
    <message>
        <source>**One way:** angle %1°, length %2 (the shortest query that does it).

</source>
        <translation>**Une solution&#xa0;:** angle %1°, longueur %2 (la requête la plus courte qui y parvient).

</translation>
    </message>
    <message>
        <source>Step by step for the query at %1°, length %2:

</source>
        <translation>Pas à pas pour la requête à %1°, longueur %2&#xa0;:

</translation>
    </message>
    <message>
        <source>Σ exp = %1; output = Σ wᵢ × vᵢ = %2
</source>
        <translation>Σ exp = %1&#xa0;; sortie = Σ wᵢ × vᵢ = %2
</translation>
    </message>
    <message>
        <source>Σ</source>
        <translation>Σ</translation>
    </message>
    <message>
        <source>Row %1, column “%2”: %3</source>
        <translation>Ligne %1, colonne «&#xa0;%2&#xa0;»&#xa0;: %3</translation>
    </message>
    <message>
        <source>Fill in some cells first.</source>
        <translation>Remplissez d&apos;abord quelques cases.</translation>
    </message>
    <message>
        <source>Computed correctly from your earlier cell, which was wrong: no new mistake here.</source>
        <translation>Calculé correctement à partir de votre case précédente, qui était fausse&#xa0;: pas de nouvelle erreur ici.</translation>
    </message>
    <message>
        <source>The sign is wrong: mind the minus signs of the components.</source>
        <translation>Le signe est faux&#xa0;: attention aux signes moins des composantes.</translation>
    </message>
    <message>
        <source>You multiplied mismatched components: pair q_x with k_x and q_y with k_y.</source>
        <translation>Vous avez multiplié des composantes qui ne vont pas ensemble&#xa0;: associez q_x à k_x et q_y à k_y.</translation>
    </message>
    <message>
        <source>You dropped a term of the dot product: the score is q_x·k_x + q_y·k_y.</source>
        <translation>Vous avez oublié un terme du produit scalaire&#xa0;: le score est q_x·k_x + q_y·k_y.</translation>
    </message>
    <message>
        <source>You multiplied the two products; a dot product adds them.</source>
        <translation>Vous avez multiplié les deux produits&#xa0;; un produit scalaire les additionne.</translation>
    </message>
    <message>
        <source>You forgot to subtract the largest score.</source>
        <translation>Vous avez oublié de soustraire le plus grand score.</translation>
    </message>
    <message>
        <source>Subtracted the wrong way round: it is score − max, so never positive.</source>
        <translation>Soustraction dans le mauvais sens&#xa0;: c&apos;est score − max, donc jamais positif.</translation>
    </message>
    <message>
        <source>You added up score − max instead of the exponentials.</source>
        <translation>Vous avez additionné les score − max au lieu des exponentielles.</translation>
    </message>
    <message>
        <source>You forgot to exponentiate: this is score − max itself.</source>
        <translation>Vous avez oublié de prendre l&apos;exponentielle&#xa0;: c&apos;est score − max lui-même.</translation>
    </message>
    <message>
        <source>That is exp(score) without subtracting the max: the weights would come out the same, but the table asks for exp(score − max).</source>
        <translation>C&apos;est exp(score) sans soustraire le max&#xa0;: les poids seraient les mêmes, mais le tableau demande exp(score − max).</translation>
    </message>
    <message>
        <source>This looks like a percentage: write %1 or %2.</source>
        <translation>Cela ressemble à un pourcentage&#xa0;: écrivez %1 ou %2.</translation>
    </message>
    <message>
        <source>Wrote a weight as a percentage without the % sign.</source>
        <translation>Un poids écrit en pourcentage sans le signe %.</translation>
    </message>
    <message>
        <source>You used the raw score as the weight; the softmax turns scores into weights.</source>
        <translation>Vous avez pris le score brut comme poids&#xa0;; la softmax transforme les scores en poids.</translation>
    </message>
    <message>
        <source>You forgot to exponentiate: divide exp(score − max) by the sum of the exponentials, not the scores by their sum.</source>
        <translation>Vous avez oublié de prendre l&apos;exponentielle&#xa0;: divisez exp(score − max) par la somme des exponentielles, pas les scores par leur somme.</translation>
    </message>
    <message>
        <source>You forgot to divide by the sum of the exponentials.</source>
        <translation>Vous avez oublié de diviser par la somme des exponentielles.</translation>
    </message>
    <message>
        <source>You divided by the wrong sum: divide by Σ exp(score − max) over all keys, %1.</source>
        <translation>Vous avez divisé par la mauvaise somme&#xa0;: divisez par Σ exp(score − max) sur toutes les clés, %1.</translation>
    </message>
    <message>
        <source>You divided by the wrong sum: divide by Σ exp(score − max) over all keys.</source>
        <translation>Vous avez divisé par la mauvaise somme&#xa0;: divisez par Σ exp(score − max) sur toutes les clés.</translation>
    </message>
    <message>
        <source>You used the raw score as the weight; use the attention weight.</source>
        <translation>Vous avez pris le score brut comme poids&#xa0;; utilisez le poids d&apos;attention.</translation>
    </message>
    <message>
        <source>You forgot to multiply the value by its weight.</source>
        <translation>Vous avez oublié de multiplier la valeur par son poids.</translation>
    </message>
    <message>
        <source>You took the plain average of the values; attention weights each value.</source>
        <translation>Vous avez pris la moyenne simple des valeurs&#xa0;; l&apos;attention pondère chaque valeur.</translation>
    </message>
    <message>
        <source>You took the best key&apos;s value alone (a hard lookup); attention adds up every weight × value.</source>
        <translation>Vous avez pris la seule valeur de la meilleure clé (une recherche stricte)&#xa0;; l&apos;attention additionne tous les poids × valeurs.</translation>
    </message>
    <message>
        <source>You divided by the number of keys; the weights already add up to one.</source>
        <translation>Vous avez divisé par le nombre de clés&#xa0;; la somme des poids vaut déjà un.</translation>
    </message>
    <message>
        <source>All %1 cells are right.</source>
        <translation>Les %1 cases sont toutes justes.</translation>
    </message>
    <message>
        <source>%1 of %2 cells are right.</source>
        <translation>%1 cases sur %2 sont justes.</translation>
    </message>
    <message>
        <source>None of the cells is right yet.</source>
        <translation>Aucune case n&apos;est encore juste.</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>“%1” could mean %2 or %3. Write %2 for the decimal number, or %3 for the whole number (with no thousands separator).</source>
        <translation>«&#xa0;%1&#xa0;» peut signifier %2 ou %3. Écrivez %2 pour le nombre décimal, ou %3 pour le nombre entier (sans séparateur de milliers).</translation>
    </message>
    <message>
        <source>Give each item its partner first.</source>
        <translation>Associez d&apos;abord à chaque élément son partenaire.</translation>
    </message>
    <message>
        <source>“%1” is not one of the items.</source>
        <translation>«&#xa0;%1&#xa0;» ne fait pas partie des éléments.</translation>
    </message>
    <message>
        <source>“%1” is not one of the partners.</source>
        <translation>«&#xa0;%1&#xa0;» ne fait pas partie des partenaires.</translation>
    </message>
    <message>
        <source>“%1” is given to two items; each partner belongs to one item.</source>
        <translation>«&#xa0;%1&#xa0;» est associé à deux éléments&#xa0;; chaque partenaire appartient à un seul élément.</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) still without a partner: give every item one.</source>
        <translation>
            <numerusform>%n élément encore sans partenaire&#xa0;: associez-en un à chaque élément.</numerusform>
            <numerusform>%n éléments encore sans partenaire&#xa0;: associez-en un à chaque élément.</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” and “%2” have swapped partners.</source>
        <translation>«&#xa0;%1&#xa0;» et «&#xa0;%2&#xa0;» ont échangé leurs partenaires.</translation>
    </message>
    <message>
        <source>“%1” and “%2” swapped.</source>
        <translation>«&#xa0;%1&#xa0;» et «&#xa0;%2&#xa0;» échangés.</translation>
    </message>
    <message>
        <source>“%1” does not go with “%2”.</source>
        <translation>«&#xa0;%1&#xa0;» ne va pas avec «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>“%1” given a wrong partner.</source>
        <translation>«&#xa0;%1&#xa0;» associé au mauvais partenaire.</translation>
    </message>
    <message>
        <source>Every pair is right.</source>
        <translation>Chaque paire est juste.</translation>
    </message>
    <message>
        <source>Partly right: %1 of %2 pairs are right.</source>
        <translation>En partie juste&#xa0;: %1 paires justes sur %2.</translation>
    </message>
    <message>
        <source>Not quite: no pair is right.</source>
        <translation>Pas tout à fait&#xa0;: aucune paire n&apos;est juste.</translation>
    </message>
    <message>
        <source>- **%1** → %2
</source>
        <translation>- **%1** → %2
</translation>
    </message>
    <message>
        <source>Move the keys into order first: the list starts in the plain order k1…k%1, which is no answer. If you mean that order, move a key away and back.</source>
        <translation>Mettez d’abord les clés en ordre&#xa0;: la liste commence dans l’ordre simple k1…k%1, qui n’est pas une réponse. Si c’est bien cet ordre que vous voulez, déplacez une clé puis remettez-la.</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>juste</translation>
    </message>
    <message>
        <source>partly right</source>
        <translation>en partie juste</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>faux</translation>
    </message>
    <message>
        <source>not an answer</source>
        <translation>pas une réponse</translation>
    </message>
    <message>
        <source>The output is a weighted average of the values, so it lies between the smallest and the largest value, %1 and %2: the weights add up to 1.</source>
        <translation>La sortie est une moyenne pondérée des valeurs, elle se situe donc entre la plus petite et la plus grande valeur, %1 et %2&#xa0;: les poids ont pour somme 1.</translation>
    </message>
    <message>
        <source>The sign is missing: entropy is −Σ wᵢ ln wᵢ, and each ln wᵢ is negative or zero, so entropy is never negative.</source>
        <translation>Il manque le signe&#xa0;: l&apos;entropie vaut −Σ wᵢ ln wᵢ, et chaque ln wᵢ est négatif ou nul, donc l&apos;entropie n&apos;est jamais négative.</translation>
    </message>
    <message>
        <source>“%1” is right too.</source>
        <translation>«&#xa0;%1&#xa0;» est juste aussi.</translation>
    </message>
    <message>
        <source>“%1” is right too: %2</source>
        <translation>«&#xa0;%1&#xa0;» est juste aussi&#xa0;: %2</translation>
    </message>
    <message>
        <source>Key %1 receives %2, but a shorter query can do it. Shorten it, and try turning it a little away from the key&apos;s neighbour that takes most of the rest: aiming straight at the key is not always best.</source>
        <translation>La clé %1 reçoit %2, mais une requête plus courte y parvient. Raccourcissez-la et tournez-la un peu à l&apos;écart de la clé voisine qui prend l&apos;essentiel du reste&#xa0;: viser droit sur la clé n&apos;est pas toujours le mieux.</translation>
    </message>
    <message>
        <source>That is the score divided by the sum of the scores. The softmax divides exp(score − max) by the sum of the exponentials: dividing raw scores breaks with negative scores.</source>
        <translation>C&apos;est le score divisé par la somme des scores. La softmax divise exp(score − max) par la somme des exponentielles&#x202f;: diviser les scores bruts échoue avec des scores négatifs.</translation>
    </message>
    <message>
        <source>That is the value itself; the output rises by the key&apos;s weight times the value it gains, w × v.</source>
        <translation>C&apos;est la valeur elle-même&#x202f;; la sortie augmente du poids de la clé multiplié par la valeur gagnée, w × v.</translation>
    </message>
    <message>
        <source>That is the new output; the question asks by how much it rises: the new output minus the old.</source>
        <translation>C&apos;est la nouvelle sortie&#x202f;; la question demande de combien elle augmente&#xa0;: la nouvelle sortie moins l&apos;ancienne.</translation>
    </message>
    <message>
        <source>That uses another logarithm (log₂ or log₁₀): the course measures entropy in nats, with the natural logarithm ln.</source>
        <translation>Cela utilise un autre logarithme (log₂ ou log₁₀)&#xa0;: le cours mesure l&apos;entropie en nats, avec le logarithme naturel ln.</translation>
    </message>
    <message>
        <source>k%1 (%2) should come before k%3 (%4).</source>
        <translation>k%1 (%2) doit venir avant k%3 (%4).</translation>
    </message>
    <message>
        <source>This is 100 times too large: use each weight as a fraction (0.551), not in percent (55.1).</source>
        <translation>C&apos;est 100&#xa0;fois trop grand&#xa0;: prenez chaque poids comme fraction (0,551), pas en pourcentage (55,1).</translation>
    </message>
    <message>
        <source>Subtracted the wrong way round: it is the weight minus the target, w − t.</source>
        <translation>Soustraction dans le mauvais sens&#xa0;: c’est le poids moins la cible, w − t.</translation>
    </message>
    <message>
        <source>You forgot to subtract the target: on the target&apos;s row t = 1, so w − t is negative.</source>
        <translation>Vous avez oublié de soustraire la cible&#xa0;: sur la ligne de la cible, t = 1, donc w − t est négatif.</translation>
    </message>
    <message>
        <source>You added up w·k: subtract the target first, so that the target&apos;s row counts (w − 1)·k.</source>
        <translation>Vous avez additionné w·k&#xa0;: soustrayez d’abord la cible, pour que la ligne de la cible compte (w − 1)·k.</translation>
    </message>
    <message>
        <source>You forgot to multiply by the key entry kⱼ,a.</source>
        <translation>Vous avez oublié de multiplier par la composante de clé kⱼ,a.</translation>
    </message>
    <message>
        <source>You multiplied the weight, not w − t: on the target&apos;s row that is (w − 1)·k.</source>
        <translation>Vous avez multiplié le poids, pas w − t&#xa0;: sur la ligne de la cible, c’est (w − 1)·k.</translation>
    </message>
    <message>
        <source>The sign is wrong: mind the minus signs of w − t and of the key entry.</source>
        <translation>Le signe est faux&#xa0;: attention aux signes moins de w − t et de la composante de clé.</translation>
    </message>
    <message>
        <source>You left out the scale c = 1/√2 ≈ 0.7071 that every score is multiplied by.</source>
        <translation>Vous avez omis le facteur c = 1/√2 ≈ 0,7071 par lequel chaque score est multiplié.</translation>
    </message>
    <message>
        <source>That is the Σ alone: multiply it by c and by the entry b of xᵢ.</source>
        <translation>C’est la Σ seule&#xa0;: multipliez-la par c et par la composante b de xᵢ.</translation>
    </message>
    <message>
        <source>This is 100 times too large: take the weight as a fraction (0.25), not in percent (25).</source>
        <translation>C’est 100 fois trop grand&#xa0;: prenez le poids en fraction (0,25), pas en pourcentage (25).</translation>
    </message>
    <message>
        <source>You added up the w − t column; Σ adds up the products (w − t)·kⱼ,a of the rows.</source>
        <translation>Vous avez additionné la colonne w − t ; Σ additionne les produits (w − t)·kⱼ,a des lignes.</translation>
    </message>
    <message>
        <source>You multiplied by √2: c = 1/√2 ≈ 0.7071 divides by √2.</source>
        <translation>Vous avez multiplié par √2&#xa0;: c = 1/√2 ≈ 0,7071 divise par √2.</translation>
    </message>
    <message>
        <source>You left out xᵢ,b = %1, entry b = %2 of x: raising the entry of W_q moves the query&apos;s entry a by xᵢ,b.</source>
        <translation>Vous avez omis xᵢ,b = %1, la composante b = %2 de x&#xa0;: augmenter le coefficient de W_q fait varier la composante a de la requête de xᵢ,b.</translation>
    </message>
    <message>
        <source>You left out xᵢ,b: raising the entry of W_q moves the query&apos;s entry a by xᵢ,b.</source>
        <translation>Vous avez omis xᵢ,b&#xa0;: augmenter le coefficient de W_q fait varier la composante a de la requête de xᵢ,b.</translation>
    </message>
    <message>
        <source>You used the other entry of x, %1: the entry of W_q is in column b = %2, so use entry %2 of x, %3.</source>
        <translation>Vous avez pris l’autre composante de x, %1&#xa0;: le coefficient de W_q est dans la colonne b = %2, prenez donc la composante %2 de x, %3.</translation>
    </message>
    <message>
        <source>You used the other entry of x: the column b of the entry of W_q picks the entry of x.</source>
        <translation>Vous avez pris l’autre composante de x&#xa0;: la colonne b du coefficient de W_q désigne la composante de x.</translation>
    </message>
    <message>
        <source>The sign is wrong: check the signs of xᵢ,b and of Σ. This cell is the gradient itself, not the step against it.</source>
        <translation>Le signe est faux&#xa0;: vérifiez les signes de xᵢ,b et de Σ. Cette case est le gradient lui-même, pas le pas qui va à l’opposé.</translation>
    </message>
</context>
<context>
    <name>HandInText</name>
    <message>
        <source>%1.%2 is not a text of at most %3 characters</source>
        <translation>%1.%2 n&apos;est pas un texte d&apos;au plus %3 caractères</translation>
    </message>
    <message>
        <source>learner.id is empty</source>
        <translation>learner.id est vide</translation>
    </message>
    <message>
        <source>started is not a date and time</source>
        <translation>started n&apos;est pas une date et heure</translation>
    </message>
    <message>
        <source>handedIn is not a date and time</source>
        <translation>handedIn n&apos;est pas une date et heure</translation>
    </message>
    <message>
        <source>final is not true or false</source>
        <translation>final n&apos;est ni true ni false</translation>
    </message>
    <message>
        <source>exercises must be an object of at most %1 exercises</source>
        <translation>exercises doit être un objet d&apos;au plus %1 exercices</translation>
    </message>
    <message>
        <source>exercises.%1: %2</source>
        <translation>exercises.%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>exercises.%1.reportedScore is not a number from 0 to 1</source>
        <translation>exercises.%1.reportedScore n&apos;est pas un nombre de 0 à 1</translation>
    </message>
    <message>
        <source>learner.id is not a learner id (letters a–z, digits and hyphens)</source>
        <translation>learner.id n&apos;est pas un id d&apos;apprenant (lettres a–z, chiffres et tirets)</translation>
    </message>
    <message>
        <source>the folder %1 cannot be found from this computer</source>
        <translation>le dossier %1 est introuvable depuis cet ordinateur</translation>
    </message>
    <message>
        <source>device is not empty or eight hex digits</source>
        <translation>device n&apos;est ni vide ni huit chiffres hexadécimaux</translation>
    </message>
    <message>
        <source>formatVersion is not 1, 2 or %1</source>
        <translation>formatVersion n’est pas 1, 2 ou %1</translation>
    </message>
    <message>
        <source>feedbackKey is not empty or a key (32 bytes in base64)</source>
        <translation>feedbackKey n’est ni vide ni une clé (32 octets en base64)</translation>
    </message>
    <message>
        <source>timedOut is not true or false</source>
        <translation>timedOut n&apos;est ni true ni false</translation>
    </message>
</context>
<context>
    <name>ItemText</name>
    <message>
        <source>extremely hard</source>
        <translation>extrêmement difficile</translation>
    </message>
    <message>
        <source>very hard</source>
        <translation>très difficile</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>about right</source>
        <translation>bien dosé</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>very easy</source>
        <translation>très facile</translation>
    </message>
    <message>
        <source>extremely easy</source>
        <translation>extrêmement facile</translation>
    </message>
    <message>
        <source>; tells students apart not at all (everyone scored alike)</source>
        <translation>&#xa0;; ne distingue pas du tout les élèves (tous ont obtenu le même résultat)</translation>
    </message>
    <message>
        <source>; discriminates negatively: students who did well overall did worse here, check the exercise</source>
        <translation>&#xa0;; discrimine négativement&#xa0;: les élèves qui ont bien réussi dans l&apos;ensemble ont moins bien réussi ici, vérifiez l&apos;exercice</translation>
    </message>
    <message>
        <source>; discriminates poorly</source>
        <translation>&#xa0;; discrimine très peu</translation>
    </message>
    <message>
        <source>; discriminates weakly</source>
        <translation>&#xa0;; discrimine faiblement</translation>
    </message>
    <message>
        <source>; discriminates adequately</source>
        <translation>&#xa0;; discrimine convenablement</translation>
    </message>
    <message>
        <source>; discriminates well</source>
        <translation>&#xa0;; discrimine bien</translation>
    </message>
    <message numerus="yes">
        <source>Only %n student(s) counted: with fewer than %1 these figures say little.</source>
        <translation>
            <numerusform>Seulement %n élève compté&#xa0;: avec moins de %1, ces chiffres disent peu.</numerusform>
            <numerusform>Seulement %n élèves comptés&#xa0;: avec moins de %1, ces chiffres disent peu.</numerusform>
        </translation>
    </message>
    <message>
        <source>not defined (fewer than two exercises, or every student&apos;s total the same)</source>
        <translation>non définie (moins de deux exercices, ou le même total pour chaque élève)</translation>
    </message>
    <message>
        <source>the exercises agree: students who did well on one did well on the others</source>
        <translation>les exercices concordent&#xa0;: qui a réussi l’un a réussi les autres</translation>
    </message>
    <message>
        <source>the exercises agree fairly well</source>
        <translation>les exercices concordent assez bien</translation>
    </message>
    <message>
        <source>the exercises agree little: they may test different things, or the class is too small to tell</source>
        <translation>les exercices concordent peu&#xa0;: ils testent peut-être des choses différentes, ou la classe est trop petite pour le dire</translation>
    </message>
</context>
<context>
    <name>JsonFileStore</name>
    <message>
        <source>there is no such file</source>
        <translation>ce fichier n&apos;existe pas</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>c&apos;est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>ce n&apos;est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>it is larger than %1 MiB</source>
        <translation>il dépasse %1 Mio</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>not valid JSON: %1 at byte %2</source>
        <translation>JSON non valide&#xa0;: %1 à l&apos;octet %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>pas un objet JSON</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>manquant</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>pas un nombre</translation>
    </message>
    <message>
        <source>formatVersion is %1; this version of Attention Lab reads %2</source>
        <translation>formatVersion vaut %1&#xa0;; cette version d&apos;Attention Lab lit la version %2</translation>
    </message>
    <message>
        <source>formatVersion is %1; this version of Attention Lab reads %2 to %3</source>
        <translation>formatVersion vaut %1&#xa0;; cette version d&apos;Attention Lab lit les versions %2 à %3</translation>
    </message>
    <message>
        <source>%1 could not be read (%2); it was left as it is.</source>
        <translation>%1 n&apos;a pas pu être lu (%2)&#xa0;; il a été laissé tel quel.</translation>
    </message>
    <message>
        <source>%1 could not be read (%2) and could not be moved aside; it is left as it is and will not be overwritten.</source>
        <translation>%1 n&apos;a pas pu être lu (%2) ni mis de côté&#xa0;; il est laissé tel quel et ne sera pas écrasé.</translation>
    </message>
    <message>
        <source>%1 could not be read (%2). It was kept as %3.</source>
        <translation>%1 n&apos;a pas pu être lu (%2). Il a été conservé sous le nom %3.</translation>
    </message>
    <message>
        <source>%1 was missing.</source>
        <translation>%1 était manquant.</translation>
    </message>
    <message>
        <source>The backup copy of %1 was used instead; changes made after that time are lost.</source>
        <translation>La copie de sauvegarde de %1 a été utilisée à la place&#xa0;; les modifications faites depuis sont perdues.</translation>
    </message>
    <message>
        <source>The backup copy %1 could not be read (%2).</source>
        <translation>La copie de sauvegarde %1 n&apos;a pas pu être lue (%2).</translation>
    </message>
    <message>
        <source>The backup copy %1 could not be read (%2); it was kept as %3.</source>
        <translation>La copie de sauvegarde %1 n&apos;a pas pu être lue (%2)&#xa0;; elle a été conservée sous le nom %3.</translation>
    </message>
    <message>
        <source>There is no backup copy.</source>
        <translation>Il n&apos;y a pas de copie de sauvegarde.</translation>
    </message>
    <message>
        <source>Starting afresh.</source>
        <translation>On repart de zéro.</translation>
    </message>
    <message>
        <source>%1 was opened only to be read.</source>
        <translation>%1 a été ouvert en lecture seule.</translation>
    </message>
    <message>
        <source>Cannot save %1: a folder of that name is in the way.</source>
        <translation>Impossible d&apos;enregistrer %1&#xa0;: un dossier de ce nom gêne.</translation>
    </message>
    <message>
        <source>%1 cannot be read (%2) and cannot be moved aside, so it is left untouched.</source>
        <translation>%1 ne peut pas être lu (%2) ni mis de côté&#xa0;; il n&apos;est donc pas modifié.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2 is a file, not a folder.</source>
        <translation>Impossible d&apos;enregistrer %1&#xa0;: %2 est un fichier, pas un dossier.</translation>
    </message>
    <message>
        <source>Cannot save %1: the folder %2 cannot be created (%3).</source>
        <translation>Impossible d&apos;enregistrer %1&#xa0;: le dossier %2 ne peut pas être créé (%3).</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2). It and its backup copy were left as they are, and nothing will be saved over them until it can be opened again.</source>
        <translation>%1 n&apos;a pas pu être ouvert (%2). Le fichier et sa copie de sauvegarde ont été laissés tels quels, et rien ne sera enregistré par-dessus tant qu&apos;il ne pourra pas être rouvert.</translation>
    </message>
    <message>
        <source>%1 is missing and its backup copy %2 could not be opened (%3). The backup copy was left as it is, and nothing will be saved until it can be opened again.</source>
        <translation>%1 est introuvable et sa copie de sauvegarde %2 n&apos;a pas pu être ouverte (%3). La copie de sauvegarde a été laissée telle quelle, et rien ne sera enregistré tant qu&apos;elle ne pourra pas être rouverte.</translation>
    </message>
    <message>
        <source>The backup copy %1 could not be opened (%2); it was left as it is.</source>
        <translation>La copie de sauvegarde %1 n&apos;a pas pu être ouverte (%2)&#xa0;; elle a été laissée telle quelle.</translation>
    </message>
    <message>
        <source>Cannot save %1: it cannot be opened (%2), so it is left untouched and nothing was saved.</source>
        <translation>Impossible d&apos;enregistrer %1&#xa0;: le fichier ne peut pas être ouvert (%2)&#xa0;; il est donc laissé intact et rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <source>Cannot save %1: its backup copy %2 cannot be opened (%3), so nothing was saved.</source>
        <translation>Impossible d&apos;enregistrer %1&#xa0;: sa copie de sauvegarde %2 ne peut pas être ouverte (%3)&#xa0;; rien n&apos;a donc été enregistré.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>Impossible d&apos;enregistrer %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>KeyPositionsText</name>
    <message>
        <source>%1°</source>
        <translation>%1°</translation>
    </message>
    <message>
        <source>Angle θ</source>
        <translation>Angle θ</translation>
    </message>
    <message>
        <source>Length L</source>
        <translation>Longueur L</translation>
    </message>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>y</source>
        <translation>y</translation>
    </message>
    <message>
        <source>q (query)</source>
        <translation>q (requête)</translation>
    </message>
    <message>
        <source>k%1</source>
        <translation>k%1</translation>
    </message>
</context>
<context>
    <name>KindText</name>
    <message>
        <source>Single choice</source>
        <translation>Choix unique</translation>
    </message>
    <message>
        <source>Multiple choice</source>
        <translation>Choix multiple</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>Association</translation>
    </message>
</context>
<context>
    <name>LabCli</name>
    <message>
        <source>--%1: &apos;%2&apos; is not a whole number from %3 to %4</source>
        <translation>--%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas un nombre entier de %3 à %4</translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s) per exercise</source>
        <translation>
            <numerusform>%n tentative par exercice</numerusform>
            <numerusform>%n tentatives par exercice</numerusform>
        </translation>
    </message>
    <message>
        <source>each exercise&apos;s own attempts</source>
        <translation>les tentatives propres à chaque exercice</translation>
    </message>
    <message>
        <source>hints on</source>
        <translation>indices activés</translation>
    </message>
    <message>
        <source>hints off</source>
        <translation>indices désactivés</translation>
    </message>
    <message>
        <source>solutions on request</source>
        <translation>solutions sur demande</translation>
    </message>
    <message>
        <source>solutions after hand-in</source>
        <translation>solutions après le rendu</translation>
    </message>
    <message>
        <source>no solutions</source>
        <translation>pas de solutions</translation>
    </message>
    <message numerus="yes">
        <source>time limit %n minute(s)</source>
        <translation>
            <numerusform>limite de temps %n minute</numerusform>
            <numerusform>limite de temps %n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>pas de limite de temps</translation>
    </message>
    <message numerus="yes">
        <source>hands in every %n minute(s)</source>
        <translation>
            <numerusform>rendu automatique chaque minute</numerusform>
            <numerusform>rendu automatique toutes les %n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>Lab session: %1
</source>
        <translation>Séance de TP&#xa0;: %1
</translation>
    </message>
    <message>
        <source>Id: %1   Created: %2
</source>
        <translation>Id&#xa0;: %1   Créée le&#xa0;: %2
</translation>
    </message>
    <message>
        <source>Lab seed: %1
</source>
        <translation>Graine de la séance&#xa0;: %1
</translation>
    </message>
    <message>
        <source>Rules: %1
</source>
        <translation>Règles&#xa0;: %1
</translation>
    </message>
    <message>
        <source>Hand-in folder: %1
</source>
        <translation>Dossier de rendu&#xa0;: %1
</translation>
    </message>
    <message>
        <source>(none: students choose)</source>
        <translation>(aucun&#xa0;: les élèves choisissent)</translation>
    </message>
    <message>
        <source>
Exercises (%1):
</source>
        <translation>
Exercices (%1)&#xa0;:
</translation>
    </message>
    <message>
        <source>(not in this course)</source>
        <translation>(absent de ce cours)</translation>
    </message>
    <message>
        <source>Workshop set-up: %1 (%2 keys: %3)
</source>
        <translation>Configuration de l&apos;atelier&#xa0;: %1 (%2 clés&#xa0;: %3)
</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sans titre</translation>
    </message>
    <message>
        <source>Target exercises are played on the set-up.
</source>
        <translation>Les exercices de type cible se jouent sur la configuration.
</translation>
    </message>
    <message>
        <source>
Roster: none (students type their names)
</source>
        <translation>
Liste de la classe&#xa0;: aucune (les élèves tapent leur nom)
</translation>
    </message>
    <message>
        <source>
Roster (%1):
</source>
        <translation>
Liste de la classe (%1)&#xa0;:
</translation>
    </message>
    <message>
        <source>Prepare a lab session file for a class.</source>
        <translation>Prépare un fichier de séance de TP pour une classe.</translation>
    </message>
    <message>
        <source>The command.</source>
        <translation>La commande.</translation>
    </message>
    <message>
        <source>The subcommand.</source>
        <translation>La sous-commande.</translation>
    </message>
    <message>
        <source>The session&apos;s title.</source>
        <translation>Le titre de la séance.</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Exercise ids, comma-separated, in order.</source>
        <translation>Les id des exercices, séparés par des virgules, dans l&apos;ordre.</translation>
    </message>
    <message>
        <source>ID,…</source>
        <translation>ID,…</translation>
    </message>
    <message>
        <source>Every exercise of these lessons, comma-separated.</source>
        <translation>Tous les exercices de ces leçons, séparées par des virgules.</translation>
    </message>
    <message>
        <source>The lab seed (default: random).</source>
        <translation>La graine de la séance (par défaut&#xa0;: aléatoire).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>The folder students hand in to.</source>
        <translation>Le dossier dans lequel les élèves rendent leur travail.</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DOSSIER</translation>
    </message>
    <message>
        <source>The class list: a CSV file with a header naming id and name (email and section optional).</source>
        <translation>La liste de la classe&#xa0;: un fichier CSV dont l&apos;en-tête nomme id et name (email et section facultatifs).</translation>
    </message>
    <message>
        <source>FILE.csv</source>
        <translation>FICHIER.csv</translation>
    </message>
    <message>
        <source>Attempts per exercise (1 to 20; default: each exercise&apos;s own).</source>
        <translation>Tentatives par exercice (1 à 20&#xa0;; par défaut&#xa0;: celles de chaque exercice).</translation>
    </message>
    <message>
        <source>on or off (default on).</source>
        <translation>on ou off (par défaut on).</translation>
    </message>
    <message>
        <source>on|off</source>
        <translation>on|off</translation>
    </message>
    <message>
        <source>always, after-hand-in (default) or never.</source>
        <translation>always, after-hand-in (par défaut) ou never.</translation>
    </message>
    <message>
        <source>WHEN</source>
        <translation>QUAND</translation>
    </message>
    <message>
        <source>Minutes from joining.</source>
        <translation>Minutes à partir de l&apos;entrée dans la séance.</translation>
    </message>
    <message>
        <source>MIN</source>
        <translation>MIN</translation>
    </message>
    <message>
        <source>Hand in by itself every N minutes.</source>
        <translation>Rend automatiquement le travail toutes les N minutes.</translation>
    </message>
    <message>
        <source>Read the course from this folder.</source>
        <translation>Lit le cours dans ce dossier.</translation>
    </message>
    <message>
        <source>The workshop set-up the session opens the workshop on (.attnsetup).</source>
        <translation>La configuration de l&apos;atelier sur laquelle la séance ouvre l&apos;atelier (.attnsetup).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>Play the session&apos;s target exercises on the set-up&apos;s keys and values.</source>
        <translation>Joue les exercices de type cible de la séance sur les clés et les valeurs de la configuration.</translation>
    </message>
    <message>
        <source>The session file to write (.attnlab).</source>
        <translation>Le fichier de séance à écrire (.attnlab).</translation>
    </message>
    <message>
        <source>Replace an existing session file (its students&apos; hand-ins will no longer match it).</source>
        <translation>Remplace un fichier de séance existant (les rendus de ses élèves ne lui correspondront plus).</translation>
    </message>
    <message>
        <source>lab new: unexpected argument &apos;%1&apos;</source>
        <translation>lab new&#xa0;: argument inattendu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>lab new: --out FILE.attnlab is required.</source>
        <translation>lab new&#xa0;: --out FICHIER.attnlab est obligatoire.</translation>
    </message>
    <message>
        <source>lab new: %1 exists; a new session there would no longer match the hand-ins made for the old one. Choose another name, or add --force.</source>
        <translation>lab new&#xa0;: %1 existe&#xa0;; une nouvelle séance à cet endroit ne correspondrait plus aux rendus faits pour l&apos;ancienne. Choisissez un autre nom, ou ajoutez --force.</translation>
    </message>
    <message>
        <source>lab new: give --exercises or --lessons, not both.</source>
        <translation>lab new&#xa0;: donnez --exercises ou --lessons, pas les deux.</translation>
    </message>
    <message>
        <source>--seed: &apos;%1&apos; is not a whole number ≥ 0</source>
        <translation>--seed&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas un nombre entier ≥ 0</translation>
    </message>
    <message>
        <source>--hints: &apos;%1&apos; is not on or off</source>
        <translation>--hints&#xa0;: «&#xa0;%1&#xa0;» n&apos;est ni on ni off</translation>
    </message>
    <message>
        <source>--solutions: &apos;%1&apos; is not always, after-hand-in or never</source>
        <translation>--solutions&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas always, after-hand-in ou never</translation>
    </message>
    <message>
        <source>--roster, line %1: %2</source>
        <translation>--roster, ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>--roster: %1</source>
        <translation>--roster&#xa0;: %1</translation>
    </message>
    <message>
        <source>lab new: the roster has no student that can be used</source>
        <translation>lab new&#xa0;: la liste de la classe ne contient aucun élève utilisable</translation>
    </message>
    <message>
        <source>--setup: %1</source>
        <translation>--setup&#xa0;: %1</translation>
    </message>
    <message>
        <source>lab new: %1</source>
        <translation>lab new&#xa0;: %1</translation>
    </message>
    <message>
        <source>lab new: cannot write %1: %2</source>
        <translation>lab new&#xa0;: impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>
Written to %1
</source>
        <translation>
Écrit dans %1
</translation>
    </message>
    <message>
        <source>Print a lab session file.</source>
        <translation>Affiche un fichier de séance de TP.</translation>
    </message>
    <message>
        <source>The session file.</source>
        <translation>Le fichier de séance.</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Affiche un seul objet JSON.</translation>
    </message>
    <message>
        <source>lab show: give exactly one session FILE</source>
        <translation>lab show&#xa0;: donnez exactement un FICHIER de séance</translation>
    </message>
    <message>
        <source>Write the hand-ins of a made-up class, to try the gradebook before the lesson.</source>
        <translation>Écrit les rendus d&apos;une classe fictive, pour essayer le carnet de notes avant le cours.</translation>
    </message>
    <message>
        <source>The session file (.attnlab).</source>
        <translation>Le fichier de séance (.attnlab).</translation>
    </message>
    <message>
        <source>How many students (1 to %1; default: the roster&apos;s, or %2 without one).</source>
        <translation>Nombre d&apos;élèves (1 à %1&#xa0;; par défaut&#xa0;: ceux de la liste de la classe, ou %2 sans liste).</translation>
    </message>
    <message>
        <source>The folder to write the hand-ins to.</source>
        <translation>Le dossier où écrire les rendus.</translation>
    </message>
    <message>
        <source>The same seed makes the same class (default: random).</source>
        <translation>La même graine donne la même classe (par défaut&#xa0;: aléatoire).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>lab rehearse: give exactly one session file</source>
        <translation>lab rehearse&#xa0;: donnez exactement un fichier de séance</translation>
    </message>
    <message>
        <source>lab rehearse: --out DIR is required</source>
        <translation>lab rehearse&#xa0;: --out DOSSIER est obligatoire</translation>
    </message>
    <message>
        <source>lab rehearse: cannot write the hand-ins: %1</source>
        <translation>lab rehearse&#xa0;: impossible d&apos;écrire les rendus&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Rehearsal of %1 (seed %2): %n hand-in(s)

</source>
        <translation>
            <numerusform>Répétition de %1 (graine %2)&#xa0;: %n rendu

</numerusform>
            <numerusform>Répétition de %1 (graine %2)&#xa0;: %n rendus

</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Usage: attention-lab lab new --title T --exercises ID,… | --lessons ID,… --out FILE.attnlab [options]
       attention-lab lab show FILE [--json]
       attention-lab lab rehearse SESSION --out DIR [--students N] [--seed S]
Run &apos;attention-lab lab new --help&apos; for the options.
</source>
        <translation>Usage&#xa0;: attention-lab lab new --title T --exercises ID,… | --lessons ID,… --out FICHIER.attnlab [options]
       attention-lab lab show FICHIER [--json]
       attention-lab lab rehearse SÉANCE --out DOSSIER [--students N] [--seed S]
Lancez «&#xa0;attention-lab lab new --help&#xa0;» pour les options.
</translation>
    </message>
    <message>
        <source>lab: unknown subcommand &apos;%1&apos;; new, show or rehearse</source>
        <translation>lab&#xa0;: sous-commande inconnue «&#xa0;%1&#xa0;»&#xa0;; new, show ou rehearse</translation>
    </message>
    <message>
        <source>Lessons folder: %1
</source>
        <translation>Dossier de leçons&#xa0;: %1
</translation>
    </message>
    <message>
        <source>A teacher&apos;s course folder whose lessons the students get beside the built-in ones (its exercises may be chosen); written relative to the session file, so keep it beside it in the shared folder.</source>
        <translation>Un dossier de cours d&apos;enseignant dont les élèves reçoivent les leçons à côté des leçons intégrées (ses exercices peuvent être choisis)&#xa0;; son chemin est écrit relativement au fichier de séance, gardez-le donc à côté de celui-ci dans le dossier partagé.</translation>
    </message>
    <message>
        <source>--lessons-folder: &apos;%1&apos; is not a folder</source>
        <translation>--lessons-folder&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas un dossier</translation>
    </message>
    <message>
        <source>lab new: students&apos; computers hand in to %1 only once it holds the session file or a file named %2 (%3).</source>
        <translation>lab new&#xa0;: les ordinateurs des élèves ne rendent dans %1 qu&apos;une fois qu&apos;il contient le fichier de séance ou un fichier nommé %2 (%3).</translation>
    </message>
    <message>
        <source>Their feedback (grade --feedback) opens with the made-up class&apos;s feedback code %1.
</source>
        <translation>Leurs retours (grade --feedback) s’ouvrent avec le code de retour de la classe fictive, %1.
</translation>
    </message>
    <message>
        <source>Answer keys: only on computers whose lab defaults allow them
</source>
        <translation>Corrigés&#xa0;: seulement sur les ordinateurs dont les réglages de la salle les autorisent
</translation>
    </message>
    <message>
        <source>Print the session&apos;s answers (answer keys and grids, exercise --lab, rehearsals) only on computers whose lab defaults allow answer keys in so many words (allowAnswerKeys=true), as the teacher&apos;s does.</source>
        <translation>N&apos;imprimer les réponses de la séance (corrigés et grilles, exercise --lab, répétitions) que sur les ordinateurs dont les réglages de la salle autorisent expressément les corrigés (allowAnswerKeys=true), comme celui de l&apos;enseignant.</translation>
    </message>
    <message>
        <source>%1% less credit per extra attempt</source>
        <translation>%1&#xa0;% de points en moins par tentative supplémentaire</translation>
    </message>
    <message>
        <source>each exercise&apos;s own penalty per attempt</source>
        <translation>pénalité par tentative propre à chaque exercice</translation>
    </message>
    <message>
        <source>Percent of the credit lost per attempt before the right one (0 to 100; default: each exercise&apos;s own, none in the lessons).</source>
        <translation>Pourcentage des points perdu par tentative avant la bonne (0 à 100&#x202f;; par défaut&#xa0;: celui de chaque exercice, aucun dans les leçons).</translation>
    </message>
    <message>
        <source>PERCENT</source>
        <translation>POURCENT</translation>
    </message>
</context>
<context>
    <name>LabFlow</name>
    <message>
        <source>Your lab work</source>
        <translation>Votre travail de TP</translation>
    </message>
    <message>
        <source>cannot open the lab session “%1”:
%2</source>
        <translation>impossible d&apos;ouvrir la séance de TP «&#xa0;%1&#xa0;»&#xa0;:
%2</translation>
    </message>
    <message>
        <source>Join Lab Session</source>
        <translation>Rejoindre une séance de TP</translation>
    </message>
    <message>
        <source>Lab sessions (*.attnlab);;All files (*)</source>
        <translation>Séances de TP (*.attnlab);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Lessons of this session</source>
        <translation>Leçons de cette séance</translation>
    </message>
</context>
<context>
    <name>LabText</name>
    <message>
        <source>attempts must be a whole number from 1 to %1</source>
        <translation>attempts doit être un nombre entier de 1 à %1</translation>
    </message>
    <message>
        <source>the time limit must be from 1 to %1 minutes</source>
        <translation>la limite de temps doit être de 1 à %1 minutes</translation>
    </message>
    <message>
        <source>the hand-in interval must be from 1 to %1 minutes</source>
        <translation>l&apos;intervalle de rendu doit être de 1 à %1 minutes</translation>
    </message>
    <message>
        <source>formatVersion is not %1</source>
        <translation>formatVersion n&apos;est pas %1</translation>
    </message>
    <message>
        <source>id is not a session id</source>
        <translation>id n&apos;est pas un id de séance</translation>
    </message>
    <message>
        <source>created is not a date and time</source>
        <translation>created n&apos;est pas une date et heure</translation>
    </message>
    <message>
        <source>exercises must be a list of 1 to 500 exercise ids</source>
        <translation>exercises doit être une liste de 1 à 500 id d&apos;exercices</translation>
    </message>
    <message>
        <source>exercises holds something that is not an exercise id</source>
        <translation>exercises contient quelque chose qui n&apos;est pas un id d&apos;exercice</translation>
    </message>
    <message>
        <source>seed is not a whole number written as text</source>
        <translation>seed n&apos;est pas un nombre entier écrit sous forme de texte</translation>
    </message>
    <message>
        <source>rules.attempts must be null or a whole number from 1 to %1</source>
        <translation>rules.attempts doit être null ou un nombre entier de 1 à %1</translation>
    </message>
    <message>
        <source>rules.hints must be true or false</source>
        <translation>rules.hints doit être true ou false</translation>
    </message>
    <message>
        <source>rules.solutions must be always, after-hand-in or never</source>
        <translation>rules.solutions doit être always, after-hand-in ou never</translation>
    </message>
    <message>
        <source>rules.timeLimitMinutes must be null or from 1 to %1</source>
        <translation>rules.timeLimitMinutes doit être null ou de 1 à %1</translation>
    </message>
    <message>
        <source>rules.autoHandInMinutes must be null or from 1 to %1</source>
        <translation>rules.autoHandInMinutes doit être null ou de 1 à %1</translation>
    </message>
    <message>
        <source>roster has the id %1 twice</source>
        <translation>roster contient deux fois l&apos;id %1</translation>
    </message>
    <message>
        <source>it must be an object</source>
        <translation>ce doit être un objet</translation>
    </message>
    <message>
        <source>setup: %1</source>
        <translation>setup&#xa0;: %1</translation>
    </message>
    <message>
        <source>targetsUseSetup must be true or false</source>
        <translation>targetsUseSetup doit être true ou false</translation>
    </message>
    <message>
        <source>targetsUseSetup needs a setup</source>
        <translation>targetsUseSetup exige un setup</translation>
    </message>
    <message>
        <source>The title must be a text of 1 to 200 characters.</source>
        <translation>Le titre doit être un texte de 1 à 200 caractères.</translation>
    </message>
    <message>
        <source>There is no lesson %1; &apos;attention-lab list&apos; shows them.</source>
        <translation>Il n&apos;y a pas de leçon %1&#xa0;; «&#xa0;attention-lab list&#xa0;» les affiche.</translation>
    </message>
    <message>
        <source>There is no exercise %1; &apos;attention-lab list --json&apos; shows them.</source>
        <translation>Il n&apos;y a pas d&apos;exercice %1&#xa0;; «&#xa0;attention-lab list --json&#xa0;» les affiche.</translation>
    </message>
    <message>
        <source>A session needs at least one exercise.</source>
        <translation>Une séance exige au moins un exercice.</translation>
    </message>
    <message>
        <source>The rules are not right: %1.</source>
        <translation>Les règles ne sont pas correctes&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The roster has the id %1 twice.</source>
        <translation>La liste de la classe contient deux fois l&apos;id %1.</translation>
    </message>
    <message>
        <source>The workshop set-up cannot be used: %1.</source>
        <translation>La configuration de l&apos;atelier ne peut pas être utilisée&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Target exercises can only use a set-up when the session has one.</source>
        <translation>Les exercices de type cible ne peuvent utiliser une configuration que si la séance en a une.</translation>
    </message>
    <message>
        <source>Exercise %1 cannot be done on the session&apos;s set-up: %2.</source>
        <translation>L&apos;exercice %1 ne peut pas être fait sur la configuration de la séance&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Exercise %1 is not in this course.</source>
        <translation>L&apos;exercice %1 n&apos;est pas dans ce cours.</translation>
    </message>
    <message>
        <source>Lesson %1 is not in this course.</source>
        <translation>La leçon %1 n&apos;est pas dans ce cours.</translation>
    </message>
    <message>
        <source>Lesson %1 has changed since the session was made: its exercises or pages may differ.</source>
        <translation>La leçon %1 a changé depuis la création de la séance&#xa0;: ses exercices ou ses pages peuvent différer.</translation>
    </message>
    <message>
        <source>%1 is not a session file: %2</source>
        <translation>%1 n&apos;est pas un fichier de séance&#xa0;: %2</translation>
    </message>
    <message>
        <source>lessonsFolder must be a folder&apos;s path</source>
        <translation>lessonsFolder doit être le chemin d&apos;un dossier</translation>
    </message>
    <message>
        <source>The session&apos;s lessons folder %1 cannot be found; you get the built-in course only. Ask your teacher whether the shared folder is reachable.</source>
        <translation>Le dossier de leçons de la séance %1 est introuvable&#xa0;; vous n&apos;avez que le cours intégré. Demandez à votre enseignant si le dossier partagé est accessible.</translation>
    </message>
    <message>
        <source>None of the lessons in the session&apos;s lessons folder %1 can be used; you get the built-in course only. The problems:</source>
        <translation>Aucune des leçons du dossier de leçons de la séance %1 n&apos;est utilisable&#xa0;; vous n&apos;avez que le cours intégré. Les problèmes&#xa0;:</translation>
    </message>
    <message>
        <source>Some of the lessons in the session&apos;s lessons folder %1 cannot be used; the others are there. The problems:</source>
        <translation>Certaines leçons du dossier de leçons de la séance %1 ne sont pas utilisables&#xa0;; les autres sont disponibles. Les problèmes&#xa0;:</translation>
    </message>
    <message>
        <source>exercises has the id %1 twice</source>
        <translation>exercises contient l&apos;id %1 deux fois</translation>
    </message>
    <message>
        <source>roster must be a list of at most %1 students</source>
        <translation>roster doit être une liste d&apos;au plus %1 élèves</translation>
    </message>
    <message>
        <source>handInFolder must be a folder&apos;s path, or empty</source>
        <translation>handInFolder doit être le chemin d&apos;un dossier, ou vide</translation>
    </message>
    <message>
        <source>The roster has %1 students; a session holds at most %2.</source>
        <translation>La liste des élèves en compte %1&#xa0;; une séance en accepte au plus %2.</translation>
    </message>
    <message>
        <source>The roster&apos;s student %1 needs an id of at most %2 characters and a name of at most %3.</source>
        <translation>L&apos;élève %1 de la liste doit avoir un id d&apos;au plus %2 caractères et un nom d&apos;au plus %3.</translation>
    </message>
    <message>
        <source>The session would not be readable: %1.</source>
        <translation>La séance ne serait pas lisible&#xa0;: %1.</translation>
    </message>
    <message>
        <source>title must be a text of 1 to 200 characters without control characters</source>
        <translation>title doit être un texte de 1 à 200 caractères sans caractère de contrôle</translation>
    </message>
    <message>
        <source>The title may not hold control or text-direction characters.</source>
        <translation>Le titre ne peut contenir ni caractère de contrôle ni caractère de direction du texte.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>roster entry %1 needs an id of letters a–z, digits and hyphens (at most %2) and a name of 1 to %3 characters without control characters</source>
        <translation>l&apos;entrée %1 de roster doit avoir un id de lettres a–z, chiffres et tirets (au plus %2) et un nom de 1 à %3 caractères sans caractère de contrôle</translation>
    </message>
    <message>
        <source>answerKeysOnlyWhereAllowed must be true or false</source>
        <translation>answerKeysOnlyWhereAllowed doit valoir true ou false</translation>
    </message>
    <message>
        <source>the penalty per attempt must be from 0 to 100%</source>
        <translation>la pénalité par tentative doit être comprise entre 0 et 100&#xa0;%</translation>
    </message>
    <message>
        <source>rules.attemptPenalty must be null or a number from 0 to 1</source>
        <translation>rules.attemptPenalty doit être null ou un nombre de 0 à 1</translation>
    </message>
</context>
<context>
    <name>LearnerProfiles</name>
    <message>
        <source>Type a name.</source>
        <translation>Tapez un nom.</translation>
    </message>
    <message>
        <source>A name cannot contain tabs, line breaks or other control characters.</source>
        <translation>Un nom ne peut pas contenir de tabulations, de sauts de ligne ni d&apos;autres caractères de contrôle.</translation>
    </message>
    <message numerus="yes">
        <source>A name can be at most %n character(s) long.</source>
        <translation>
            <numerusform>Un nom peut compter au plus %n caractère.</numerusform>
            <numerusform>Un nom peut compter au plus %n caractères.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is already a learner called “%1”.</source>
        <translation>Il existe déjà un apprenant nommé «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>“profiles” is not a list</source>
        <translation>«&#xa0;profiles&#xa0;» n&apos;est pas une liste</translation>
    </message>
    <message>
        <source>“current” is not a string</source>
        <translation>«&#xa0;current&#xa0;» n&apos;est pas une chaîne</translation>
    </message>
    <message>
        <source>profiles[%1] has no id or name</source>
        <translation>profiles[%1] n&apos;a pas d&apos;id ou de nom</translation>
    </message>
    <message>
        <source>profiles[%1]: “%2” is not a usable id</source>
        <translation>profiles[%1]&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas un id utilisable</translation>
    </message>
    <message>
        <source>profiles[%1]: %2</source>
        <translation>profiles[%1]&#xa0;: %2</translation>
    </message>
    <message>
        <source>the name is not trimmed</source>
        <translation>le nom comporte des espaces au début ou à la fin</translation>
    </message>
    <message>
        <source>The list of learners was restored from its backup.</source>
        <translation>La liste des apprenants a été restaurée à partir de sa sauvegarde.</translation>
    </message>
    <message numerus="yes">
        <source>The list of learners was missing. %n learner(s) were found in their folders and are named after them; you can rename them under File ▸ Switch Learner.</source>
        <translation>
            <numerusform>La liste des apprenants manquait. %n apprenant a été retrouvé dans son dossier et porte le nom de celui-ci&#xa0;; vous pouvez le renommer sous Fichier ▸ Changer d&apos;apprenant….</numerusform>
            <numerusform>La liste des apprenants manquait. %n apprenants ont été retrouvés dans leurs dossiers et portent le nom de ceux-ci&#xa0;; vous pouvez les renommer sous Fichier ▸ Changer d&apos;apprenant….</numerusform>
        </translation>
    </message>
    <message>
        <source>The list of learners could not be read.</source>
        <translation>La liste des apprenants n&apos;a pas pu être lue.</translation>
    </message>
    <message numerus="yes">
        <source>%n learner(s) were found in their folders and are named after them; you can rename them under File ▸ Switch Learner.</source>
        <translation>
            <numerusform>%n apprenant a été retrouvé dans son dossier et porte le nom de celui-ci&#xa0;; vous pouvez le renommer sous Fichier ▸ Changer d&apos;apprenant….</numerusform>
            <numerusform>%n apprenants ont été retrouvés dans leurs dossiers et portent le nom de ceux-ci&#xa0;; vous pouvez les renommer sous Fichier ▸ Changer d&apos;apprenant….</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Impossible de créer le dossier %1.</translation>
    </message>
    <message>
        <source>There is no learner with the id “%1”.</source>
        <translation>Il n&apos;y a pas d&apos;apprenant avec l&apos;id «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Cannot move %1 to %2.</source>
        <translation>Impossible de déplacer %1 vers %2.</translation>
    </message>
    <message>
        <source>A name cannot contain characters that change the direction of text.</source>
        <translation>Un nom ne peut pas contenir de caractères qui changent le sens de l&apos;écriture.</translation>
    </message>
</context>
<context>
    <name>LessonTemplateText</name>
    <message>
        <source>the id &apos;%1&apos; must have 3 to %2 characters</source>
        <translation>l&apos;identifiant «&#xa0;%1&#xa0;» doit compter de 3 à %2 caractères</translation>
    </message>
    <message>
        <source>the id &apos;%1&apos; may only use a-z, 0-9 and single dashes between words, and must start with a letter (e.g. week3-softmax)</source>
        <translation>l&apos;identifiant «&#xa0;%1&#xa0;» ne peut contenir que a-z, 0-9 et des tirets simples entre les mots, et doit commencer par une lettre (p. ex. week3-softmax)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a lesson of the built-in course; choose another id</source>
        <translation>«&#xa0;%1&#xa0;» est une leçon du cours intégré&#xa0;; choisissez un autre identifiant</translation>
    </message>
    <message>
        <source>&apos;%1&apos; would name the exercise &apos;%2&apos;, which the built-in course has; choose another id</source>
        <translation>«&#xa0;%1&#xa0;» nommerait l&apos;exercice «&#xa0;%2&#xa0;», qui existe déjà dans le cours intégré&#xa0;; choisissez un autre identifiant</translation>
    </message>
    <message>
        <source>the title must be one line of 1 to %1 characters</source>
        <translation>le titre doit tenir sur une seule ligne de 1 à %1 caractères</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 est un fichier, pas un dossier</translation>
    </message>
    <message>
        <source>%1 is a lesson folder; give the folder that holds the lessons (and course.json)</source>
        <translation>%1 est un dossier de leçon&#xa0;; indiquez le dossier qui contient les leçons (et course.json)</translation>
    </message>
    <message>
        <source>%1 already exists; nothing was overwritten</source>
        <translation>%1 existe déjà&#xa0;; rien n&apos;a été écrasé</translation>
    </message>
    <message>
        <source>%1 has no list of lessons; nothing was written</source>
        <translation>%1 ne contient pas de liste de leçons&#xa0;; rien n&apos;a été écrit</translation>
    </message>
    <message>
        <source>%1; nothing was written</source>
        <translation>%1&#xa0;; rien n&apos;a été écrit</translation>
    </message>
    <message>
        <source>%1 already lists the lesson &apos;%2&apos;; nothing was overwritten</source>
        <translation>%1 répertorie déjà la leçon «&#xa0;%2&#xa0;»&#xa0;; rien n&apos;a été écrasé</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>LogText</name>
    <message>
        <source>log[%1]: %2</source>
        <translation>log[%1]&#xa0;: %2</translation>
    </message>
    <message>
        <source>log is not an array</source>
        <translation>log n&apos;est pas un tableau</translation>
    </message>
    <message>
        <source>log has more than %1 events</source>
        <translation>log a plus de %1 événements</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>pas un objet</translation>
    </message>
    <message>
        <source>“at” is not a date and time</source>
        <translation>«&#xa0;at&#xa0;» n&apos;est pas une date et heure</translation>
    </message>
    <message>
        <source>“locale” is not a locale name</source>
        <translation>«&#xa0;locale&#xa0;» n&apos;est pas un nom de paramètres régionaux</translation>
    </message>
    <message>
        <source>“verdict” is not correct, partial, wrong or invalid</source>
        <translation>«&#xa0;verdict&#xa0;» n&apos;est pas correct, partial, wrong ou invalid</translation>
    </message>
    <message>
        <source>“score” is not a number from 0 to 1</source>
        <translation>«&#xa0;score&#xa0;» n&apos;est pas un nombre de 0 à 1</translation>
    </message>
    <message>
        <source>“legacyAnswer” is not a string</source>
        <translation>«&#xa0;legacyAnswer&#xa0;» n&apos;est pas une chaîne</translation>
    </message>
    <message>
        <source>“hint” is not a hint number</source>
        <translation>«&#xa0;hint&#xa0;» n&apos;est pas un numéro d&apos;indice</translation>
    </message>
    <message>
        <source>“event” is not check, hint or solution</source>
        <translation>«&#xa0;event&#xa0;» n&apos;est pas check, hint ou solution</translation>
    </message>
</context>
<context>
    <name>LookupInputText</name>
    <message>
        <source>%1: %2 must be [x, y], 2 numbers, not %3</source>
        <translation>%1&#xa0;: %2 doit être [x, y], 2 nombres, pas %3</translation>
    </message>
    <message>
        <source>%1: %2 must be [x, y], 2 numbers, not %3 (compute works in two dimensions)</source>
        <translation>%1&#xa0;: %2 doit être [x, y], 2 nombres, pas %3 (compute travaille en deux dimensions)</translation>
    </message>
    <message>
        <source>%1/%2: must be a number, not %3</source>
        <translation>%1/%2&#xa0;: doit être un nombre, pas %3</translation>
    </message>
    <message>
        <source>it holds more than %L1 keys, the most compute reads</source>
        <translation>il contient plus de %L1 clés, le maximum que lit compute</translation>
    </message>
    <message>
        <source>it holds more numbers than %L1 keys with their values, the most compute reads</source>
        <translation>il contient plus de nombres que %L1 clés avec leurs valeurs, le maximum que lit compute</translation>
    </message>
    <message>
        <source>not valid JSON: %1 at byte %2</source>
        <translation>JSON non valide&#xa0;: %1 à l&apos;octet %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>pas un objet JSON</translation>
    </message>
    <message>
        <source>/%1: not a member of the format (%2)</source>
        <translation>/%1&#xa0;: ne fait pas partie du format (%2)</translation>
    </message>
    <message>
        <source>/formatVersion: missing; it must be 1</source>
        <translation>/formatVersion&#xa0;: absent&#xa0;; il doit valoir 1</translation>
    </message>
    <message>
        <source>/formatVersion: must be 1, not %1</source>
        <translation>/formatVersion&#xa0;: doit valoir 1, pas %1</translation>
    </message>
    <message>
        <source>/keys: must be an array of keys [x, y], not %1</source>
        <translation>/keys&#xa0;: doit être un tableau de clés [x, y], pas %1</translation>
    </message>
    <message>
        <source>/keys: there are no keys; give at least one [x, y]</source>
        <translation>/keys&#xa0;: il n&apos;y a aucune clé&#xa0;; donnez-en au moins une [x, y]</translation>
    </message>
    <message>
        <source>/keys: %L1 keys, more than the %L2 compute reads</source>
        <translation>/keys&#xa0;: %L1 clés, plus que les %L2 que lit compute</translation>
    </message>
    <message>
        <source>a key</source>
        <translation>une clé</translation>
    </message>
    <message>
        <source>/values: must be an array of numbers, one per key, not %1</source>
        <translation>/values&#xa0;: doit être un tableau de nombres, un par clé, pas %1</translation>
    </message>
    <message>
        <source>/values: there are %L1 keys but %L2 values; give one value per key</source>
        <translation>/values&#xa0;: il y a %L1 clés mais %L2 valeurs&#xa0;; donnez une valeur par clé</translation>
    </message>
    <message>
        <source>/values/%1: must be a number, not %2</source>
        <translation>/values/%1&#xa0;: doit être un nombre, pas %2</translation>
    </message>
    <message>
        <source>the query</source>
        <translation>la requête</translation>
    </message>
    <message>
        <source>/scaled: must be true or false, not %1</source>
        <translation>/scaled&#xa0;: doit être true ou false, pas %1</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>entrée standard</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>ce fichier n&apos;existe pas</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>c&apos;est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>it is not an ordinary file (use - for standard input)</source>
        <translation>ce n&apos;est pas un fichier ordinaire (utilisez - pour l&apos;entrée standard)</translation>
    </message>
    <message>
        <source>it is larger than %1 MiB, the most compute reads</source>
        <translation>il dépasse %1 Mio, le maximum que lit compute</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>il est vide</translation>
    </message>
</context>
<context>
    <name>MatrixFormat</name>
    <message numerus="yes">
        <source>%n token(s), d_k = %1, scores multiplied by %2, causal mask %3
</source>
        <translation>
            <numerusform>%n jeton, d_k = %1, scores multipliés par %2, masque causal %3
</numerusform>
            <numerusform>%n jetons, d_k = %1, scores multipliés par %2, masque causal %3
</numerusform>
        </translation>
    </message>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>Tokens: %1
</source>
        <translation>Jetons&#xa0;: %1
</translation>
    </message>
</context>
<context>
    <name>NewLessonCli</name>
    <message>
        <source>Write a new lesson to start from into a teacher&apos;s course folder DIR (made when missing, with its course.json and an empty glossary): two pages in every language of the course (%1) and one exercise of each type (%2). It passes &apos;attention-lab validate DIR&apos;; open it with &apos;attention-lab --lessons DIR&apos;. The id has 3 to %3 characters: a-z and 0-9 in words joined by single dashes, starting with a letter, and is no lesson of the built-in course. An existing lesson is never overwritten.</source>
        <translation>Écrit une nouvelle leçon de départ dans un dossier de cours d&apos;enseignant DIR (créé s&apos;il manque, avec son course.json et un glossaire vide)&#xa0;: deux pages dans chaque langue du cours (%1) et un exercice de chaque type (%2). Elle passe «&#xa0;attention-lab validate DIR&#xa0;»&#xa0;; ouvrez-la avec «&#xa0;attention-lab --lessons DIR&#xa0;». L&apos;identifiant compte de 3 à %3 caractères&#xa0;: a-z et 0-9 en mots reliés par des tirets simples, commençant par une lettre, et ne doit désigner aucune leçon du cours intégré. Une leçon existante n&apos;est jamais écrasée.</translation>
    </message>
    <message>
        <source>The command.</source>
        <translation>La commande.</translation>
    </message>
    <message>
        <source>The teacher&apos;s course folder.</source>
        <translation>Le dossier de cours de l&apos;enseignant.</translation>
    </message>
    <message>
        <source>The new lesson&apos;s id (and folder name).</source>
        <translation>L&apos;identifiant de la nouvelle leçon (et le nom de son dossier).</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>The new lesson&apos;s title.</source>
        <translation>Le titre de la nouvelle leçon.</translation>
    </message>
    <message>
        <source>TITLE</source>
        <translation>TITRE</translation>
    </message>
    <message>
        <source>new-lesson: give exactly one DIR, the teacher&apos;s course folder</source>
        <translation>new-lesson&#xa0;: donnez exactement un DIR, le dossier de cours de l&apos;enseignant</translation>
    </message>
    <message>
        <source>new-lesson: --id ID and --title TITLE are required</source>
        <translation>new-lesson&#xa0;: --id ID et --title TITRE sont obligatoires</translation>
    </message>
    <message>
        <source>new-lesson: %1</source>
        <translation>new-lesson&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>OpenFeedbackText</name>
    <message>
        <source>Feedback Code</source>
        <translation>Code de retour</translation>
    </message>
    <message>
        <source>This feedback for %1 (%2) in “%3” is sealed: only their feedback code opens it. It was shown when they joined the session and on their hand-in receipt. &amp;Feedback code:</source>
        <translation>Ce retour pour %1 (%2) dans «&#xa0;%3&#xa0;» est scellé&#xa0;: seul son code de retour l’ouvre. Il a été affiché à l’entrée dans la séance et sur le reçu de rendu. &amp;Code de retour&#xa0;:</translation>
    </message>
    <message>
        <source>%1 is not a feedback file this course can read: %2</source>
        <translation>%1 n’est pas un fichier de retour que ce cours sait lire&#xa0;: %2</translation>
    </message>
    <message>
        <source>This feedback is for %1 (%2) in “%3”, not for you (%4, %5): only its student opens it.</source>
        <translation>Ce retour est destiné à %1 (%2) dans «&#xa0;%3&#xa0;», pas à vous (%4, %5)&#xa0;: seul son destinataire l’ouvre.</translation>
    </message>
    <message>
        <source>The feedback for %1 (%2) was not opened: it opens with their feedback code.</source>
        <translation>Le retour pour %1 (%2) n’a pas été ouvert&#xa0;: il s’ouvre avec son code de retour.</translation>
    </message>
    <message>
        <source>Open Feedback</source>
        <translation>Ouvrir un retour</translation>
    </message>
    <message>
        <source>Feedback (*.attnfeedback);;All files (*)</source>
        <translation>Retour (*.attnfeedback);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>OpenFileText</name>
    <message>
        <source>%1 is not a hand-in this course can read: %2</source>
        <translation>%1 n&apos;est pas un rendu que ce cours peut lire&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is %2&apos;s hand-in for “%3”. A hand-in is opened from the session&apos;s gradebook: choose Teacher ▸ Open Gradebook…, pick the lab session&apos;s file (.attnlab), and add the folder that holds the hand-ins (%4).</source>
        <translation>%1 est le rendu de %2 pour «&#xa0;%3&#xa0;». Un rendu s&apos;ouvre depuis le carnet de notes de la séance&#xa0;: choisissez Enseignant ▸ Ouvrir le carnet de notes…, choisissez le fichier de la séance (.attnlab) et ajoutez le dossier qui contient les rendus (%4).</translation>
    </message>
    <message>
        <source>No lab session file of it was found in the same folder or the one above.</source>
        <translation>Aucun fichier de sa séance n&apos;a été trouvé dans le même dossier ni dans celui du dessus.</translation>
    </message>
    <message>
        <source>Only one set-up opens at a time: %1 is open; open %2 with File ▸ Open Set-up….</source>
        <translation>Une seule configuration s&apos;ouvre à la fois&#xa0;: %1 est ouverte&#xa0;; ouvrez %2 avec Fichier ▸ Ouvrir une configuration….</translation>
    </message>
    <message>
        <source>The set-up %1 cannot be used: %2</source>
        <translation>La configuration %1 ne peut pas être utilisée&#xa0;: %2</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be opened.</source>
        <translation>
            <numerusform>%n fichier n&apos;a pas pu être ouvert.</numerusform>
            <numerusform>%n fichiers n&apos;ont pas pu être ouverts.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Outline</name>
    <message>
        <source>This lesson could not be loaded</source>
        <translation>Cette leçon n&apos;a pas pu être chargée</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Exercices</translation>
    </message>
</context>
<context>
    <name>ProgressText</name>
    <message>
        <source>Learner: %1 (id %2)</source>
        <translation>Apprenant&#xa0;: %1 (id %2)</translation>
    </message>
    <message>
        <source>%1. %2: pages read %3 of %4; exercises solved %5 of %6, score %7 of %8</source>
        <translation>%1. %2&#xa0;: pages lues %3 sur %4&#xa0;; exercices résolus %5 sur %6, résultat %7 sur %8</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>résolu</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>pas commencé</translation>
    </message>
    <message numerus="yes">
        <source>%1  %2 of %3  (%n attempt(s), %4)</source>
        <translation>
            <numerusform>%1  %2 sur %3  (%n tentative, %4)</numerusform>
            <numerusform>%1  %2 sur %3  (%n tentatives, %4)</numerusform>
        </translation>
    </message>
    <message>
        <source>Print a learner&apos;s progress from the saved files: pages read and, per exercise, the score recomputed from the attempt log.</source>
        <translation>Affiche la progression d&apos;un apprenant à partir des fichiers enregistrés&#xa0;: les pages lues et, pour chaque exercice, le résultat recalculé à partir du journal des tentatives.</translation>
    </message>
    <message>
        <source>The command.</source>
        <translation>La commande.</translation>
    </message>
    <message>
        <source>The learner&apos;s id or name (default: the learner who used the course last).</source>
        <translation>L&apos;id ou le nom de l&apos;apprenant (par défaut&#xa0;: le dernier apprenant à avoir utilisé le cours).</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Affiche un seul objet JSON.</translation>
    </message>
    <message>
        <source>progress: unexpected argument &apos;%1&apos;</source>
        <translation>progress&#xa0;: argument inattendu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>progress: no learner has the id or name &apos;%1&apos;</source>
        <translation>progress&#xa0;: aucun apprenant n&apos;a l&apos;id ou le nom «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>progress: there are no learners on this computer yet</source>
        <translation>progress&#xa0;: il n&apos;y a encore aucun apprenant sur cet ordinateur</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>--page needs --lesson</source>
        <translation>--page exige --lesson</translation>
    </message>
    <message>
        <source>--lesson: unknown lesson &apos;%1&apos;; &apos;attention-lab list&apos; shows them</source>
        <translation>--lesson&#xa0;: leçon inconnue «&#xa0;%1&#xa0;»&#xa0;; «&#xa0;attention-lab list&#xa0;» les affiche</translation>
    </message>
    <message>
        <source>--page: &apos;%1&apos; is not a page of &apos;%2&apos; (1 to %3)</source>
        <translation>--page&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas une page de «&#xa0;%2&#xa0;» (1 à %3)</translation>
    </message>
    <message>
        <source>--lab: %1</source>
        <translation>--lab&#xa0;: %1</translation>
    </message>
    <message>
        <source>--learner: &apos;%1&apos; is not a learner id (letters a-z, digits and -)</source>
        <translation>--learner&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas un id d&apos;apprenant (lettres a-z, chiffres et -)</translation>
    </message>
    <message>
        <source>--learner: &apos;%1&apos; is not on the session&apos;s roster</source>
        <translation>--learner&#xa0;: «&#xa0;%1&#xa0;» ne figure pas sur la liste de la classe de la séance</translation>
    </message>
    <message>
        <source>Your lab work</source>
        <translation>Votre travail de TP</translation>
    </message>
    <message>
        <source>--tab: &apos;%1&apos; is not grades, reteach or board</source>
        <translation>--tab&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas grades, reteach ou board</translation>
    </message>
    <message>
        <source>Attention Lab</source>
        <translation>Attention Lab</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; try --help</source>
        <translation>commande inconnue «&#xa0;%1&#xa0;»&#xa0;; essayez --help</translation>
    </message>
    <message>
        <source>--setup: %1</source>
        <translation>--setup&#xa0;: %1</translation>
    </message>
    <message>
        <source>--theme: &apos;%1&apos; is not system, light or dark</source>
        <translation>--theme&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas system, light ou dark</translation>
    </message>
    <message>
        <source>--learner needs --lab</source>
        <translation>--learner exige --lab</translation>
    </message>
    <message>
        <source>--%1 needs --gradebook</source>
        <translation>--%1 exige --gradebook</translation>
    </message>
    <message>
        <source>Learners</source>
        <translation>Apprenants</translation>
    </message>
    <message>
        <source>--lang: &apos;%1&apos; is not a language of the course (%2)</source>
        <translation>--lang&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas une langue du cours (%2)</translation>
    </message>
    <message>
        <source>--text-size: &apos;%1&apos; is not a percentage from 100 to 250</source>
        <translation>--text-size&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas un pourcentage de 100 à 250</translation>
    </message>
    <message>
        <source>--window-size: &apos;%1&apos; is not a size such as 1366x768 (at least 640x480)</source>
        <translation>--window-size&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas une taille comme 1366x768 (au moins 640x480)</translation>
    </message>
    <message>
        <source>--%1 opens one file itself: give it or FILE…, not both</source>
        <translation>--%1 ouvre lui-même un fichier&#xa0;: donnez cette option ou FICHIER…, pas les deux</translation>
    </message>
    <message>
        <source>Lessons of this session</source>
        <translation>Leçons de cette séance</translation>
    </message>
    <message>
        <source>--lessons: &apos;%1&apos; is not a folder</source>
        <translation>--lessons&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas un dossier</translation>
    </message>
    <message>
        <source>--lessons-only needs --lessons DIR</source>
        <translation>--lessons-only nécessite --lessons DOSSIER</translation>
    </message>
    <message>
        <source>Lessons in %1</source>
        <translation>Leçons dans %1</translation>
    </message>
    <message>
        <source>--screenshot: cannot write &apos;%1&apos;: %2</source>
        <translation>--screenshot&#xa0;: impossible d&apos;écrire «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>RehearsalText</name>
    <message>
        <source>perfect</source>
        <translation>parfait</translation>
    </message>
    <message>
        <source>typical mistakes</source>
        <translation>erreurs typiques</translation>
    </message>
    <message>
        <source>uses hints</source>
        <translation>utilise les indices</translation>
    </message>
    <message>
        <source>a bit of everything</source>
        <translation>un peu de tout</translation>
    </message>
    <message>
        <source>still working</source>
        <translation>encore en cours</translation>
    </message>
    <message>
        <source>stuck</source>
        <translation>bloqué</translation>
    </message>
    <message>
        <source>late</source>
        <translation>en retard</translation>
    </message>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>le dossier %1 ne peut pas être créé</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 already holds %n hand-in(s) (%2): a rehearsal is written into a folder of its own</source>
        <translation>
            <numerusform>%1 contient déjà %n rendu (%2)&#xa0;: une répétition s’écrit dans un dossier à part</numerusform>
            <numerusform>%1 contient déjà %n rendus (%2)&#xa0;: une répétition s’écrit dans un dossier à part</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterReader</name>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>email</source>
        <translation>email</translation>
    </message>
    <message>
        <source>section</source>
        <translation>section</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a roster file.</source>
        <translation>%1 est un dossier, pas un fichier de liste de la classe.</translation>
    </message>
    <message>
        <source>%1 is not an ordinary file.</source>
        <translation>%1 n&apos;est pas un fichier ordinaire.</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 n&apos;a pas pu être lu&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB; a roster is not that long.</source>
        <translation>%1 dépasse %2 Mio&#xa0;; une liste de la classe n&apos;est pas si longue.</translation>
    </message>
    <message>
        <source>A quote is never closed; the row was skipped.</source>
        <translation>Un guillemet n&apos;est jamais fermé&#xa0;; la ligne a été ignorée.</translation>
    </message>
    <message>
        <source>A quote opened on line %1 is never closed; the row was skipped.</source>
        <translation>Un guillemet ouvert à la ligne %1 n&apos;est jamais fermé&#xa0;; la ligne a été ignorée.</translation>
    </message>
    <message>
        <source>There is text after a closing quote; a quote inside a quoted cell is written twice (&quot;&quot;).</source>
        <translation>Il y a du texte après un guillemet fermant&#xa0;; un guillemet à l&apos;intérieur d&apos;une case entre guillemets s&apos;écrit deux fois (&quot;&quot;).</translation>
    </message>
    <message>
        <source>The row has %1 cells but the header only %2.</source>
        <translation>La ligne a %1 cases, mais l&apos;en-tête seulement %2.</translation>
    </message>
    <message>
        <source>The %1 contains a control or text-direction character (U+%2).</source>
        <translation>Le champ %1 contient un caractère de contrôle ou de direction du texte (U+%2).</translation>
    </message>
    <message>
        <source>The id is empty.</source>
        <translation>L&apos;id est vide.</translation>
    </message>
    <message>
        <source>“%1” cannot be a learner id: it may hold only letters a–z, digits and hyphens, start with a letter or digit and be at most 60 long.</source>
        <translation>«&#xa0;%1&#xa0;» ne peut pas être un id d&apos;apprenant&#xa0;: il ne peut contenir que des lettres a–z, des chiffres et des traits d&apos;union, doit commencer par une lettre ou un chiffre et compter au plus 60 caractères.</translation>
    </message>
    <message>
        <source>The name is empty.</source>
        <translation>Le nom est vide.</translation>
    </message>
    <message>
        <source>“%1” is not an email address: it needs one “@” with text on both sides.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une adresse e-mail&#xa0;: il faut un seul «&#xa0;@&#xa0;» avec du texte de part et d&apos;autre.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text (line %1); save the roster as “CSV UTF-8”.</source>
        <translation>Le fichier n&apos;est pas du texte UTF-8 (ligne %1)&#xa0;; enregistrez la liste de la classe au format «&#xa0;CSV UTF-8&#xa0;».</translation>
    </message>
    <message>
        <source>The file holds no header row (id, name, email, section).</source>
        <translation>Le fichier ne contient pas de ligne d&apos;en-tête (id, name, email, section).</translation>
    </message>
    <message>
        <source>The header row cannot be read: its quotes are broken.</source>
        <translation>La ligne d&apos;en-tête ne peut pas être lue&#xa0;: ses guillemets sont mal formés.</translation>
    </message>
    <message>
        <source>Both “%1” and “%2” are the %3 column.</source>
        <translation>«&#xa0;%1&#xa0;» et «&#xa0;%2&#xa0;» désignent toutes deux la colonne %3.</translation>
    </message>
    <message>
        <source>The header row has no %1 column; it names the columns id, name, email and section.</source>
        <translation>La ligne d&apos;en-tête n&apos;a pas de colonne %1&#xa0;; elle doit nommer les colonnes id, name, email et section.</translation>
    </message>
    <message>
        <source>Duplicate id “%1” (first on line %2).</source>
        <translation>Id «&#xa0;%1&#xa0;» en double (première occurrence à la ligne %2).</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message numerus="yes">
        <source>%n attempt(s).</source>
        <translation>
            <numerusform>%n tentative.</numerusform>
            <numerusform>%n tentatives.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s); each one you reveal costs %1% of the credit.</source>
        <translation>
            <numerusform>%n indice&#xa0;; chaque indice dévoilé coûte %1&#xa0;% des points.</numerusform>
            <numerusform>%n indices&#xa0;; chaque indice dévoilé coûte %1&#xa0;% des points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Partly right answers earn partial credit.</source>
        <translation>Les réponses en partie justes rapportent une partie des points.</translation>
    </message>
    <message>
        <source>Input that is not a number costs no attempt.</source>
        <translation>Une saisie qui n&apos;est pas un nombre ne coûte aucune tentative.</translation>
    </message>
    <message>
        <source>No worked solution is shown for now.</source>
        <translation>Aucune solution détaillée n&apos;est affichée pour l&apos;instant.</translation>
    </message>
    <message>
        <source>You may ask for the solution at any time; that ends the exercise.</source>
        <translation>Vous pouvez demander la solution à tout moment&#xa0;; cela termine l&apos;exercice.</translation>
    </message>
    <message>
        <source>The solution is shown after your last attempt.</source>
        <translation>La solution s&apos;affiche après votre dernière tentative.</translation>
    </message>
    <message>
        <source>Each attempt after the first earns %1% less credit.</source>
        <translation>Chaque tentative après la première rapporte %1&#xa0;% de points en moins.</translation>
    </message>
</context>
<context>
    <name>SessionInputText</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>warning: this course is not the one the session was made for: %1</source>
        <translation>avertissement&#xa0;: ce cours n&apos;est pas celui pour lequel la séance a été créée&#xa0;: %1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>avertissement&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>SessionText</name>
    <message>
        <source>This exercise is finished; its answer can no longer change.</source>
        <translation>Cet exercice est terminé&#xa0;; sa réponse ne peut plus changer.</translation>
    </message>
    <message>
        <source>This answer is too long to be kept. Shorten it and check again.</source>
        <translation>Cette réponse est trop longue pour être conservée. Raccourcissez-la et vérifiez de nouveau.</translation>
    </message>
</context>
<context>
    <name>SetupText</name>
    <message>
        <source>key %1</source>
        <translation>clé %1</translation>
    </message>
    <message>
        <source>%1 has no name</source>
        <translation>%1 n&apos;a pas de nom</translation>
    </message>
    <message>
        <source>%1: the name “%2” is longer than %3 characters</source>
        <translation>%1&#xa0;: le nom «&#xa0;%2&#xa0;» dépasse %3 caractères</translation>
    </message>
    <message>
        <source>%1: the angle is not a finite number</source>
        <translation>%1&#xa0;: l&apos;angle n&apos;est pas un nombre fini</translation>
    </message>
    <message>
        <source>%1: the length is not a finite number</source>
        <translation>%1&#xa0;: la longueur n&apos;est pas un nombre fini</translation>
    </message>
    <message>
        <source>%1: the length %2 is outside 0 to %3</source>
        <translation>%1&#xa0;: la longueur %2 est hors de l&apos;intervalle 0 à %3</translation>
    </message>
    <message>
        <source>%1: the value is not a finite number</source>
        <translation>%1&#xa0;: la valeur n&apos;est pas un nombre fini</translation>
    </message>
    <message>
        <source>%1: the value %2 is outside −%3 to %3</source>
        <translation>%1&#xa0;: la valeur %2 est hors de l&apos;intervalle −%3 à %3</translation>
    </message>
    <message>
        <source>a set-up needs %1 to %2 keys; this one has none</source>
        <translation>une configuration exige de %1 à %2 clés&#xa0;; celle-ci n&apos;en a aucune</translation>
    </message>
    <message>
        <source>a set-up needs %1 to %2 keys; this one has %3</source>
        <translation>une configuration exige de %1 à %2 clés&#xa0;; celle-ci en a %3</translation>
    </message>
    <message>
        <source>%1 has the same name as %2: “%3”</source>
        <translation>%1 a le même nom que %2&#xa0;: «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>the projection shown must be on one of the %1 keys, not on key %2</source>
        <translation>la projection affichée doit porter sur l&apos;une des %1 clés, pas sur la clé %2</translation>
    </message>
    <message>
        <source>the title is longer than %1 characters</source>
        <translation>le titre dépasse %1 caractères</translation>
    </message>
    <message>
        <source>%1: unknown member “%2”</source>
        <translation>%1&#xa0;: membre inconnu «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1: “%2” is missing</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» manque</translation>
    </message>
    <message>
        <source>%1: “%2” must be a number, not %3</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» doit être un nombre, pas %3</translation>
    </message>
    <message>
        <source>the query</source>
        <translation>la requête</translation>
    </message>
    <message>
        <source>the set-up</source>
        <translation>la configuration</translation>
    </message>
    <message>
        <source>formatVersion is missing</source>
        <translation>formatVersion manque</translation>
    </message>
    <message>
        <source>formatVersion is %1, not %2: another version of Attention Lab wrote it</source>
        <translation>formatVersion vaut %1, pas %2&#xa0;: une autre version d&apos;Attention Lab l&apos;a écrit</translation>
    </message>
    <message>
        <source>the title must be text, not %1</source>
        <translation>le titre doit être du texte, pas %1</translation>
    </message>
    <message>
        <source>“keys” is missing</source>
        <translation>«&#xa0;keys&#xa0;» manque</translation>
    </message>
    <message>
        <source>“keys” must be a list of keys, not %1</source>
        <translation>«&#xa0;keys&#xa0;» doit être une liste de clés, pas %1</translation>
    </message>
    <message>
        <source>%1 must be an object with a name, an angle, a length and a value, not %2</source>
        <translation>%1 doit être un objet avec un nom, un angle, une longueur et une valeur, pas %2</translation>
    </message>
    <message>
        <source>%1: “name” is missing</source>
        <translation>%1&#xa0;: «&#xa0;name&#xa0;» manque</translation>
    </message>
    <message>
        <source>%1: “name” must be text, not %2</source>
        <translation>%1&#xa0;: «&#xa0;name&#xa0;» doit être du texte, pas %2</translation>
    </message>
    <message>
        <source>“query” is missing</source>
        <translation>«&#xa0;query&#xa0;» manque</translation>
    </message>
    <message>
        <source>“query” must be an object with an angle and a length, not %1</source>
        <translation>«&#xa0;query&#xa0;» doit être un objet avec un angle et une longueur, pas %1</translation>
    </message>
    <message>
        <source>“view” must be an object, not %1</source>
        <translation>«&#xa0;view&#xa0;» doit être un objet, pas %1</translation>
    </message>
    <message>
        <source>the view</source>
        <translation>la vue</translation>
    </message>
    <message>
        <source>view: “projection” must be null or a key number from 1 to %1</source>
        <translation>view&#xa0;: «&#xa0;projection&#xa0;» doit être null ou un numéro de clé de 1 à %1</translation>
    </message>
    <message>
        <source>%1 is not a set-up file: %2</source>
        <translation>%1 n&apos;est pas un fichier de configuration&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>StatusText</name>
    <message>
        <source>Not started</source>
        <translation>Non commencé</translation>
    </message>
    <message>
        <source>Working</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Stuck</source>
        <translation>Bloqué</translation>
    </message>
    <message>
        <source>Stuck on %1</source>
        <translation>Bloqué sur %1</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Rendu</translation>
    </message>
</context>
<context>
    <name>StepTableText</name>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>The key of the row; Σ marks the sums</source>
        <translation>La clé de la ligne&#xa0;; Σ marque les sommes</translation>
    </message>
    <message>
        <source>%1 component of the key (given)</source>
        <translation>composante %1 de la clé (donnée)</translation>
    </message>
    <message>
        <source>query %1 times key %1</source>
        <translation>requête %1 multipliée par clé %1</translation>
    </message>
    <message>
        <source>Score q·kᵢ</source>
        <translation>Score q·kᵢ</translation>
    </message>
    <message>
        <source>the score: the sum of the products</source>
        <translation>le score&#xa0;: la somme des produits</translation>
    </message>
    <message>
        <source>Score sᵢ</source>
        <translation>Score sᵢ</translation>
    </message>
    <message>
        <source>the score from the dot-product table (given)</source>
        <translation>le score issu du tableau des produits scalaires (donné)</translation>
    </message>
    <message>
        <source>sᵢ − max</source>
        <translation>sᵢ − max</translation>
    </message>
    <message>
        <source>the score minus the largest score</source>
        <translation>le score moins le plus grand score</translation>
    </message>
    <message>
        <source>exp(sᵢ − max)</source>
        <translation>exp(sᵢ − max)</translation>
    </message>
    <message>
        <source>the exponential of the shifted score</source>
        <translation>l&apos;exponentielle du score décalé</translation>
    </message>
    <message>
        <source>Weight wᵢ</source>
        <translation>Poids wᵢ</translation>
    </message>
    <message>
        <source>the exponential divided by the sum of exponentials</source>
        <translation>l&apos;exponentielle divisée par la somme des exponentielles</translation>
    </message>
    <message>
        <source>the weight from the softmax table (given)</source>
        <translation>le poids issu du tableau de la softmax (donné)</translation>
    </message>
    <message>
        <source>Value vᵢ</source>
        <translation>Valeur vᵢ</translation>
    </message>
    <message>
        <source>the value stored with the key (given)</source>
        <translation>la valeur stockée avec la clé (donnée)</translation>
    </message>
    <message>
        <source>wᵢ × vᵢ</source>
        <translation>wᵢ × vᵢ</translation>
    </message>
    <message>
        <source>the weight times the value</source>
        <translation>le poids multiplié par la valeur</translation>
    </message>
    <message>
        <source>k%1</source>
        <translation>k%1</translation>
    </message>
    <message>
        <source>Σ</source>
        <translation>Σ</translation>
    </message>
    <message>
        <source>Σ = output</source>
        <translation>Σ = sortie</translation>
    </message>
    <message>
        <source>Dot products</source>
        <translation>Produits scalaires</translation>
    </message>
    <message>
        <source>Softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <source>Weighted sum</source>
        <translation>Somme pondérée</translation>
    </message>
    <message>
        <source>Token j</source>
        <translation>Jeton j</translation>
    </message>
    <message>
        <source>The token whose key the row is about; Σ marks the sums</source>
        <translation>Le jeton dont la clé fait l’objet de la ligne&#x202f;; Σ marque les sommes</translation>
    </message>
    <message>
        <source>Weight wᵢⱼ</source>
        <translation>Poids wᵢⱼ</translation>
    </message>
    <message>
        <source>token i&apos;s weight on token j (given)</source>
        <translation>le poids du jeton i sur le jeton j (donné)</translation>
    </message>
    <message>
        <source>Target tⱼ</source>
        <translation>Cible tⱼ</translation>
    </message>
    <message>
        <source>1 on token i&apos;s target, 0 elsewhere (given)</source>
        <translation>1 sur la cible du jeton i, 0 ailleurs (donné)</translation>
    </message>
    <message>
        <source>Key entry kⱼ,a</source>
        <translation>Composante de clé kⱼ,a</translation>
    </message>
    <message>
        <source>entry a of token j&apos;s key (given)</source>
        <translation>composante a de la clé du jeton j (donnée)</translation>
    </message>
    <message>
        <source>wᵢⱼ − tⱼ</source>
        <translation>wᵢⱼ − tⱼ</translation>
    </message>
    <message>
        <source>the weight minus the target</source>
        <translation>le poids moins la cible</translation>
    </message>
    <message>
        <source>(wᵢⱼ − tⱼ)·kⱼ,a</source>
        <translation>(wᵢⱼ − tⱼ)·kⱼ,a</translation>
    </message>
    <message>
        <source>the weight minus the target, times the key entry; their sum on the Σ row</source>
        <translation>le poids moins la cible, multiplié par la composante de clé&#x202f;; leur somme sur la ligne Σ</translation>
    </message>
    <message>
        <source>c·xᵢ,b·Σ</source>
        <translation>c·xᵢ,b·Σ</translation>
    </message>
    <message>
        <source>the gradient entry: the scale c times entry b of xᵢ times the sum</source>
        <translation>le coefficient du gradient&#xa0;: le facteur c fois la composante b de xᵢ fois la somme</translation>
    </message>
    <message>
        <source>One entry of the gradient</source>
        <translation>Un coefficient du gradient</translation>
    </message>
</context>
<context>
    <name>TeacherText</name>
    <message>
        <source>&amp;Teacher</source>
        <translation>&amp;Enseignant</translation>
    </message>
    <message>
        <source>&amp;New Lab Session…</source>
        <translation>&amp;Nouvelle séance de TP…</translation>
    </message>
    <message>
        <source>Open &amp;Gradebook…</source>
        <translation>Ouvrir le &amp;carnet de notes…</translation>
    </message>
    <message>
        <source>Write &amp;Feedback…</source>
        <translation>Écrire les &amp;retours…</translation>
    </message>
    <message>
        <source>Print &amp;Worksheets…</source>
        <translation>Imprimer les &amp;feuilles d&apos;exercices…</translation>
    </message>
    <message>
        <source>Lab Session Saved</source>
        <translation>Séance de TP enregistrée</translation>
    </message>
    <message numerus="yes">
        <source>“%1” is saved in %2.

Lab seed %3; %n exercise(s). Give students the file: they open it with File ▸ Join Lab Session….</source>
        <translation>
            <numerusform>«&#xa0;%1&#xa0;» est enregistrée dans %2.

Graine de la séance %3&#xa0;; %n exercice. Donnez le fichier aux élèves&#xa0;: ils l&apos;ouvrent avec Fichier ▸ Rejoindre une séance de TP….</numerusform>
            <numerusform>«&#xa0;%1&#xa0;» est enregistrée dans %2.

Graine de la séance %3&#xa0;; %n exercices. Donnez le fichier aux élèves&#xa0;: ils l&apos;ouvrent avec Fichier ▸ Rejoindre une séance de TP….</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Gradebook: Choose the Lab Session</source>
        <translation>Ouvrir le carnet de notes&#xa0;: choisir la séance de TP</translation>
    </message>
    <message>
        <source>Lab sessions (*.attnlab);;All files (*)</source>
        <translation>Séances de TP (*.attnlab);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open Gradebook</source>
        <translation>Ouvrir le carnet de notes</translation>
    </message>
    <message>
        <source>Other Course Content</source>
        <translation>Autre contenu de cours</translation>
    </message>
    <message>
        <source>This session was made for other course content than this copy of the course has; scores are recomputed with the content here.

%1</source>
        <translation>Cette séance a été créée pour un autre contenu de cours que celui de cette copie du cours&#xa0;; les résultats sont recalculés avec le contenu présent ici.

%1</translation>
    </message>
    <message>
        <source>Worksheets only: the lab&apos;s administrator turned answer keys off on this computer.</source>
        <translation>Feuilles d&apos;exercices seulement&#xa0;: l&apos;administrateur de la salle a désactivé les corrigés sur cet ordinateur.</translation>
    </message>
    <message>
        <source>The session also takes its lessons from your course folder %1: keep it where students can reach it.</source>
        <translation>La séance prend aussi ses leçons dans votre dossier de cours %1&#xa0;: gardez-le là où les élèves peuvent l&apos;atteindre.</translation>
    </message>
    <message>
        <source>Lessons of this session</source>
        <translation>Leçons de cette séance</translation>
    </message>
    <message>
        <source>Write Feedback: Choose the Lab Session</source>
        <translation>Écrire les retours&#xa0;: choisir la séance de TP</translation>
    </message>
</context>
<context>
    <name>TraceFormat</name>
    <message>
        <source>masked</source>
        <translation>masquée</translation>
    </message>
    <message>
        <source>Query q = %1   (angle %2°, length %3)
</source>
        <translation>Requête q = %1   (angle %2°, longueur %3)
</translation>
    </message>
    <message>
        <source>Scale factor 1/√d = %1
</source>
        <translation>Facteur d&apos;échelle 1/√d = %1
</translation>
    </message>
    <message>
        <source>Step 1 · Scores: sᵢ = q·kᵢ = Σ q_d·k_d
</source>
        <translation>Étape 1 · Scores&#xa0;: sᵢ = q·kᵢ = Σ q_d·k_d
</translation>
    </message>
    <message>
        <source>Step 2 · Softmax: wᵢ = exp(sᵢ − max) / Σⱼ exp(sⱼ − max), max = %1
</source>
        <translation>Étape 2 · Softmax&#xa0;: wᵢ = exp(sᵢ − max) / Σⱼ exp(sⱼ − max), max = %1
</translation>
    </message>
    <message>
        <source>Masked keys get weight 0.

</source>
        <translation>Les clés masquées reçoivent le poids 0.

</translation>
    </message>
    <message>
        <source>Step 3 · Weighted sum: output = Σ wᵢ × vᵢ
</source>
        <translation>Étape 3 · Somme pondérée&#xa0;: sortie = Σ wᵢ × vᵢ
</translation>
    </message>
    <message>
        <source>Output = %1   (largest weight: key %2 with %3; plain average of the values: %4)
</source>
        <translation>Sortie = %1   (plus grand poids&#xa0;: clé %2 avec %3&#xa0;; moyenne simple des valeurs&#xa0;: %4)
</translation>
    </message>
</context>
<context>
    <name>TrainedKeysText</name>
    <message>
        <source>The keys k = W_k x of the %1 task after training from seed %2: %3 steps, loss %4.</source>
        <translation>Les clés k = W_k x de la tâche %1 après l’entraînement depuis la graine %2&#xa0;: %3 pas, perte %4.</translation>
    </message>
    <message>
        <source>%1: %2°, length %3</source>
        <translation>%1&#xa0;: %2°, longueur %3</translation>
    </message>
</context>
<context>
    <name>TrainingText</name>
    <message>
        <source>Task %1: %2
</source>
        <translation>Tâche %1&#xa0;: %2
</translation>
    </message>
    <message>
        <source>Start: W_q = %1, W_k = %2, loss %3
</source>
        <translation>Départ&#xa0;: W_q = %1, W_k = %2, perte %3
</translation>
    </message>
    <message>
        <source>  step %1: loss %2
</source>
        <translation>  pas %1&#xa0;: perte %2
</translation>
    </message>
    <message>
        <source>End: W_q = %1, W_k = %2, loss %3, %4 of the tokens on their target
</source>
        <translation>Fin&#xa0;: W_q = %1, W_k = %2, perte %3, %4 des jetons sur leur cible
</translation>
    </message>
    <message>
        <source>  %1 → %2 (wants %3)
</source>
        <translation>  %1 → %2 (veut %3)
</translation>
    </message>
    <message>
        <source>Seed %1, learning rate %2, momentum %3, at most %4 steps, stop at loss %5
</source>
        <translation>Graine %1, taux d&apos;apprentissage %2, moment %3, au plus %4 pas, arrêt à la perte %5
</translation>
    </message>
</context>
<context>
    <name>TypedAnswerText</name>
    <message>
        <source>&apos;%1&apos; is not an option of %2; its options are %3</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une option de %2&#xa0;; ses options sont %3</translation>
    </message>
    <message>
        <source>no option chosen; give an option id (%1)</source>
        <translation>aucune option choisie&#xa0;; donnez un id d&apos;option (%1)</translation>
    </message>
    <message>
        <source>%1 is a single choice: give one option id</source>
        <translation>%1 est à choix unique&#xa0;: donnez un seul id d&apos;option</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a key: name the keys k1 to k%2</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une clé&#xa0;: nommez les clés k1 à k%2</translation>
    </message>
    <message>
        <source>k%1 is named twice: name every key once</source>
        <translation>k%1 est nommée deux fois&#xa0;: nommez chaque clé une seule fois</translation>
    </message>
    <message>
        <source>a ranking names all %1 keys once, largest first, e.g. k2,k1,k5,k3,k4</source>
        <translation>un classement nomme les %1 clés une fois chacune, de la plus grande à la plus petite, par exemple k2,k1,k5,k3,k4</translation>
    </message>
    <message>
        <source>a table answer is a JSON array of at most %1 rows, each an array of at most %2 cells (%3), e.g. [[&quot;0.5&quot;, &quot;1.2&quot;], …]</source>
        <translation>une réponse en tableau est un tableau JSON d&apos;au plus %1 lignes, chacune un tableau d&apos;au plus %2 cases (%3), par exemple [[&quot;0.5&quot;, &quot;1.2&quot;], …]</translation>
    </message>
    <message>
        <source>a target answer is the query as JSON, e.g. {&quot;angle&quot;: 70, &quot;length&quot;: 4}</source>
        <translation>une réponse de type cible est la requête en JSON, par exemple {&quot;angle&quot;: 70, &quot;length&quot;: 4}</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not JSON</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas du JSON</translation>
    </message>
    <message>
        <source>a matching answer is JSON naming each item&apos;s partner by id, e.g. {&quot;%1&quot;: &quot;%2&quot;}; the ids are %3</source>
        <translation>une réponse d&apos;association est un JSON qui nomme le partenaire de chaque élément par son identifiant, p. ex. {&quot;%1&quot;: &quot;%2&quot;}&#xa0;; les identifiants sont %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pair of %2; its ids are %3</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une paire de %2&#xa0;; ses identifiants sont %3</translation>
    </message>
    <message>
        <source>this table has %1 rows, not %2; %3</source>
        <translation>ce tableau a %1 lignes, pas %2 ; %3</translation>
    </message>
    <message>
        <source>row %1 is not an array of cells; %2</source>
        <translation>la ligne %1 n’est pas un tableau de cases ; %2</translation>
    </message>
    <message>
        <source>row %1 has %2 cells, more than the %3 columns to fill; %4</source>
        <translation>la ligne %1 a %2 cases, plus que les %3 colonnes à remplir ; %4</translation>
    </message>
    <message>
        <source>row %1, column “%2” is longer than %3 characters</source>
        <translation>ligne %1, colonne «&#xa0;%2&#xa0;»&#xa0;: plus de %3 caractères</translation>
    </message>
    <message>
        <source>row %1, column “%2” is neither a number, a text nor null; %3</source>
        <translation>ligne %1, colonne «&#xa0;%2&#xa0;»&#xa0;: ni un nombre, ni un texte, ni null ; %3</translation>
    </message>
    <message>
        <source>row %1, column “%2” is not asked: leave it empty (&quot;&quot; or null); %3</source>
        <translation>ligne %1, colonne «&#xa0;%2&#xa0;»&#xa0;: cette case n’est pas demandée, laissez-la vide (&quot;&quot; ou null) ; %3</translation>
    </message>
</context>
<context>
    <name>UserFiles</name>
    <message>
        <source>there is no space left on the disk</source>
        <translation>il n&apos;y a plus d&apos;espace libre sur le disque</translation>
    </message>
    <message>
        <source>the disk is read-only (read-only file system)</source>
        <translation>le disque est en lecture seule (système de fichiers en lecture seule)</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permission refusée</translation>
    </message>
    <message>
        <source>there is no such file or folder</source>
        <translation>ce fichier ou dossier n&apos;existe pas</translation>
    </message>
    <message>
        <source>a file stands where a folder is expected</source>
        <translation>un fichier se trouve là où un dossier est attendu</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>c&apos;est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>the disk reported an input/output error</source>
        <translation>le disque a signalé une erreur d&apos;entrée/sortie</translation>
    </message>
    <message>
        <source>the file&apos;s name is too long</source>
        <translation>le nom du fichier est trop long</translation>
    </message>
    <message>
        <source>the system gave no reason</source>
        <translation>le système n&apos;a donné aucune raison</translation>
    </message>
    <message>
        <source>%1; the previous version of the file is intact.</source>
        <translation>%1&#xa0;; la version précédente du fichier est intacte.</translation>
    </message>
    <message>
        <source>%1; nothing was written.</source>
        <translation>%1&#xa0;; rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>Free some space on the disk (or ask whoever looks after it), or choose another folder, then try again.</source>
        <translation>Libérez de la place sur le disque (ou demandez à la personne qui le gère), ou choisissez un autre dossier, puis réessayez.</translation>
    </message>
    <message>
        <source>Choose another folder, or ask whoever looks after the disk.</source>
        <translation>Choisissez un autre dossier, ou demandez à la personne qui gère le disque.</translation>
    </message>
    <message>
        <source>Check that the disk or network folder is still connected, or choose another folder, then try again.</source>
        <translation>Vérifiez que le disque ou le dossier réseau est toujours connecté, ou choisissez un autre dossier, puis réessayez.</translation>
    </message>
</context>
<context>
    <name>VariantCodeText</name>
    <message>
        <source>&apos;%1&apos; is not a variant code: eight characters as printed on the worksheet (XXXX-XXXX); check it for a mistyped character</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un code de variante&#xa0;: huit caractères tels qu&apos;imprimés sur la feuille d&apos;exercices (XXXX-XXXX)&#xa0;; vérifiez qu&apos;aucun caractère n&apos;a été mal tapé</translation>
    </message>
    <message>
        <source>no student of the session “%1” has the variant code %2</source>
        <translation>aucun élève de la séance «&#xa0;%1&#xa0;» n&apos;a le code de variante %2</translation>
    </message>
</context>
<context>
    <name>WorksheetCli</name>
    <message>
        <source>The command.</source>
        <translation>La commande.</translation>
    </message>
    <message>
        <source>The lab session file (.attnlab).</source>
        <translation>Le fichier de séance de TP (.attnlab).</translation>
    </message>
    <message>
        <source>The class list (CSV) to print for, instead of the session&apos;s own.</source>
        <translation>La liste de la classe (CSV) pour laquelle imprimer, au lieu de celle de la séance.</translation>
    </message>
    <message>
        <source>FILE.csv</source>
        <translation>FICHIER.csv</translation>
    </message>
    <message>
        <source>Write the worksheets to this PDF file.</source>
        <translation>Écrit les feuilles d&apos;exercices dans ce fichier PDF.</translation>
    </message>
    <message>
        <source>OUT.pdf</source>
        <translation>SORTIE.pdf</translation>
    </message>
    <message>
        <source>Write the answer key to this PDF file.</source>
        <translation>Écrit le corrigé dans ce fichier PDF.</translation>
    </message>
    <message>
        <source>KEY.pdf</source>
        <translation>CORRIGÉ.pdf</translation>
    </message>
    <message>
        <source>A4 (default) or Letter.</source>
        <translation>A4 (par défaut) ou Letter.</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>FORMAT</translation>
    </message>
    <message>
        <source>Without a roster: N numbered copies (copy-01, copy-02, …), 1 to %1.</source>
        <translation>Sans liste de la classe&#xa0;: N exemplaires numérotés (copy-01, copy-02, …), de 1 à %1.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>worksheet: give exactly one SESSION file</source>
        <translation>worksheet&#xa0;: donnez exactement un fichier de SÉANCE</translation>
    </message>
    <message>
        <source>worksheet: the worksheets and the answer key cannot be the same file</source>
        <translation>worksheet&#xa0;: les feuilles d&apos;exercices et le corrigé ne peuvent pas être le même fichier</translation>
    </message>
    <message>
        <source>--page-size: &apos;%1&apos; is not A4 or Letter</source>
        <translation>--page-size&#xa0;: «&#xa0;%1&#xa0;» n&apos;est ni A4 ni Letter</translation>
    </message>
    <message>
        <source>--copies: &apos;%1&apos; is not a whole number from 1 to %2</source>
        <translation>--copies&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas un nombre entier de 1 à %2</translation>
    </message>
    <message>
        <source>worksheet: give --roster or --copies, not both</source>
        <translation>worksheet&#xa0;: donnez --roster ou --copies, pas les deux</translation>
    </message>
    <message>
        <source>worksheet: %1: %2</source>
        <translation>worksheet&#xa0;: %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>--roster: %1</source>
        <translation>--roster&#xa0;: %1</translation>
    </message>
    <message>
        <source>--roster, line %1: %2 (left out)</source>
        <translation>--roster, ligne %1&#xa0;: %2 (ignorée)</translation>
    </message>
    <message>
        <source>warning: this course is not the one the session was made for: %1</source>
        <translation>avertissement&#xa0;: ce cours n&apos;est pas celui pour lequel la séance a été créée&#xa0;: %1</translation>
    </message>
    <message>
        <source>worksheet: %1</source>
        <translation>worksheet&#xa0;: %1</translation>
    </message>
    <message>
        <source>worksheet: printing needs a graphical application object</source>
        <translation>worksheet&#xa0;: l&apos;impression exige un objet application graphique</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n worksheet(s), %1 pages, to %2
</source>
        <translation>
            <numerusform>%n feuille d&apos;exercices écrite, %1 pages, dans %2
</numerusform>
            <numerusform>%n feuilles d&apos;exercices écrites, %1 pages, dans %2
</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote the answer key, %1 pages, to %2
</source>
        <translation>Corrigé écrit, %1 pages, dans %2
</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>avertissement&#xa0;: %1</translation>
    </message>
    <message>
        <source>worksheet: %1: give --roster FILE.csv or --copies N</source>
        <translation>worksheet&#xa0;: %1&#xa0;: donnez --roster FICHIER.csv ou --copies N</translation>
    </message>
    <message>
        <source>Print a lab session&apos;s worksheets to PDF: one per student with their own numbers, an answer key with every answer and worked solution, and an answer grid of the class&apos;s answers on one table.</source>
        <translation>Imprime en PDF les feuilles d’exercices d’une séance de TP&#xa0;: une par élève avec ses propres nombres, un corrigé avec chaque réponse et solution détaillée, et une grille des réponses de la classe dans un seul tableau.</translation>
    </message>
    <message>
        <source>Write the answer grid to this PDF file: every student of the roster by every exercise, each cell their own answer.</source>
        <translation>Écrit la grille des réponses dans ce fichier PDF&#xa0;: chaque élève de la liste par chaque exercice, chaque cellule sa propre réponse.</translation>
    </message>
    <message>
        <source>GRID.pdf</source>
        <translation>GRILLE.pdf</translation>
    </message>
    <message>
        <source>worksheet: --pdf OUT.pdf is required (or --answer-grid GRID.pdf alone)</source>
        <translation>worksheet&#xa0;: --pdf SORTIE.pdf est requis (ou --answer-grid GRILLE.pdf seul)</translation>
    </message>
    <message>
        <source>worksheet: --answer-key goes with --pdf OUT.pdf</source>
        <translation>worksheet&#xa0;: --answer-key va avec --pdf SORTIE.pdf</translation>
    </message>
    <message>
        <source>worksheet: the answer grid cannot be the same file as the worksheets or the answer key</source>
        <translation>worksheet&#xa0;: la grille des réponses ne peut pas être le même fichier que les feuilles ou le corrigé</translation>
    </message>
    <message>
        <source>worksheet: the answer grid is for a roster&apos;s students, not numbered copies: give --answer-grid without --copies</source>
        <translation>worksheet&#xa0;: la grille des réponses est pour les élèves d’une liste de classe, pas pour des copies numérotées&#xa0;: donnez --answer-grid sans --copies</translation>
    </message>
    <message>
        <source>worksheet --answer-grid: %1 (--roster FILE.csv)</source>
        <translation>worksheet --answer-grid&#xa0;: %1 (--roster FICHIER.csv)</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the answer grid of %n student(s), %1 pages, to %2
</source>
        <translation>
            <numerusform>Grille des réponses de %n élève, %1 pages, écrite dans %2
</numerusform>
            <numerusform>Grille des réponses de %n élèves, %1 pages, écrite dans %2
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorksheetPdfText</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>page %1 sur %2</translation>
    </message>
    <message>
        <source>Answer key · %1 · %2 · code %3 · %4</source>
        <translation>Corrigé · %1 · %2 · code %3 · %4</translation>
    </message>
    <message>
        <source>%1 · %2 · code %3 · %4</source>
        <translation>%1 · %2 · code %3 · %4</translation>
    </message>
    <message>
        <source>there is no student to print a worksheet for</source>
        <translation>il n&apos;y a aucun élève pour qui imprimer une feuille d&apos;exercices</translation>
    </message>
    <message>
        <source>cannot paint on the printer or file</source>
        <translation>impossible de dessiner sur l&apos;imprimante ou le fichier</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>cannot start a new page</source>
        <translation>impossible de commencer une nouvelle page</translation>
    </message>
    <message>
        <source>cannot finish the pages</source>
        <translation>impossible de terminer les pages</translation>
    </message>
    <message>
        <source>the worksheets and the answer key cannot be the same file</source>
        <translation>les feuilles d&apos;exercices et le corrigé ne peuvent pas être le même fichier</translation>
    </message>
    <message>
        <source>%1: worksheets</source>
        <translation>%1&#xa0;: feuilles d&apos;exercices</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>impossible d&apos;écrire «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: answer key</source>
        <translation>%1&#xa0;: corrigé</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: the folder %2 does not exist</source>
        <translation>impossible d&apos;écrire «&#xa0;%1&#xa0;»&#xa0;: le dossier %2 n&apos;existe pas</translation>
    </message>
    <message>
        <source>the worksheets were written to &apos;%1&apos;, but the answer key cannot be written to &apos;%2&apos;: %3</source>
        <translation>les feuilles d&apos;exercices ont été écrites dans «&#xa0;%1&#xa0;», mais le corrigé ne peut pas être écrit dans «&#xa0;%2&#xa0;»&#xa0;: %3</translation>
    </message>
    <message>
        <source>the class list has no student that can be used</source>
        <translation>la liste de classe ne contient aucun élève utilisable</translation>
    </message>
    <message>
        <source>the session has no roster</source>
        <translation>la séance n’a pas de liste de la classe</translation>
    </message>
</context>
<context>
    <name>WorksheetText</name>
    <message>
        <source>ANSWER KEY: for the teacher, not for the student</source>
        <translation>CORRIGÉ&#xa0;: pour l&apos;enseignant, pas pour l&apos;élève</translation>
    </message>
    <message>
        <source>Worksheet: write your answers on this sheet</source>
        <translation>Feuille d&apos;exercices&#xa0;: écrivez vos réponses sur cette feuille</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Student id</source>
        <translation>N° d&apos;élève</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Variant code</source>
        <translation>Code de variante</translation>
    </message>
    <message>
        <source>Your numbers are your own: they are the ones your screen shows in the lab session. Give every figure with four decimals unless the question says otherwise.</source>
        <translation>Vos nombres vous sont propres&#xa0;: ce sont ceux qu&apos;affiche votre écran pendant la séance de TP. Donnez chaque nombre avec quatre décimales, sauf indication contraire dans la question.</translation>
    </message>
    <message>
        <source>Tick one box.</source>
        <translation>Cochez une case.</translation>
    </message>
    <message>
        <source>Tick every box that applies.</source>
        <translation>Cochez toutes les cases qui conviennent.</translation>
    </message>
    <message>
        <source>  ✓ correct</source>
        <translation>  ✓ correct</translation>
    </message>
    <message>
        <source>Answer: </source>
        <translation>Réponse&#xa0;: </translation>
    </message>
    <message>
        <source>Write the keys (k1, k2, …) in order of their score, the largest first.</source>
        <translation>Écrivez les clés (k1, k2, …) dans l&apos;ordre de leur score, la plus grande en premier.</translation>
    </message>
    <message>
        <source>Write the keys (k1, k2, …) in order of their weight, the largest first.</source>
        <translation>Écrivez les clés (k1, k2, …) dans l&apos;ordre de leur poids, la plus grande en premier.</translation>
    </message>
    <message>
        <source>1 (largest)</source>
        <translation>1 (la plus grande)</translation>
    </message>
    <message>
        <source>Grey cells are not asked.</source>
        <translation>Les cases grises ne sont pas demandées.</translation>
    </message>
    <message>
        <source>Fill in the empty cells; grey cells are not asked.</source>
        <translation>Remplissez les cases vides&#xa0;; les cases grises ne sont pas demandées.</translation>
    </message>
    <message>
        <source>Fill in the empty cells.</source>
        <translation>Remplissez les cases vides.</translation>
    </message>
    <message>
        <source>Draw your query as an arrow from the centre, then write it down.</source>
        <translation>Dessinez votre requête comme une flèche partant du centre, puis notez-la.</translation>
    </message>
    <message>
        <source>Angle: __________°      Length: __________</source>
        <translation>Angle&#xa0;: __________°      Longueur&#xa0;: __________</translation>
    </message>
    <message>
        <source>Question %1</source>
        <translation>Question %1</translation>
    </message>
    <message>
        <source>Worked solution</source>
        <translation>Solution détaillée</translation>
    </message>
    <message>
        <source>the session&apos;s exercise &apos;%1&apos; is not in this course</source>
        <translation>l&apos;exercice «&#xa0;%1&#xa0;» de la séance n&apos;est pas dans ce cours</translation>
    </message>
    <message>
        <source>Write the letter of each item&apos;s partner in the box beside it; every letter is used once.</source>
        <translation>Écrivez la lettre du partenaire de chaque élément dans la case à côté&#xa0;; chaque lettre sert une seule fois.</translation>
    </message>
    <message>
        <source>Where the query and the keys are:</source>
        <translation>Où se trouvent la requête et les clés&#xa0;:</translation>
    </message>
</context>
<context>
    <name>XlsxText</name>
    <message>
        <source>the spreadsheet cannot be made</source>
        <translation>le classeur ne peut pas être créé</translation>
    </message>
    <message>
        <source>Gradebook</source>
        <translation>Carnet de notes</translation>
    </message>
    <message>
        <source>Student ID</source>
        <translation>N° d&apos;élève</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Rendu</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Pourcentage</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Signalements</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Détail</translation>
    </message>
    <message>
        <source>Exercise ID</source>
        <translation>Identifiant de l&apos;exercice</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>Exercice</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Tentatives</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Indices</translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation>Diagnostic</translation>
    </message>
    <message>
        <source>the spreadsheet was not written whole</source>
        <translation>le classeur n&apos;a pas été écrit en entier</translation>
    </message>
    <message>
        <source>cannot put the spreadsheet at %1</source>
        <translation>impossible de placer le classeur à %1</translation>
    </message>
</context>
<context>
    <name>course::Figures</name>
    <message>
        <source>%1%</source>
        <extracomment>A percentage: %1 is the figure, already in the language&apos;s number style. Write the sign as the language does (German and French: &quot;%1 %&quot; with a no-break space, U+00A0).</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>course::LabWork</name>
    <message>
        <source>When you joined could not be saved: %1</source>
        <translation>L&apos;heure à laquelle vous avez rejoint la séance n&apos;a pas pu être enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>“%1” is not an exercise of this lab session.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un exercice de cette séance de TP.</translation>
    </message>
    <message>
        <source>Your work was handed in after the time was up: nothing more is recorded.</source>
        <translation>Votre travail a été rendu après la fin du temps imparti&#xa0;: plus rien n&apos;est enregistré.</translation>
    </message>
    <message>
        <source>The time is up: this was not recorded.</source>
        <translation>Le temps est écoulé&#xa0;: ceci n&apos;a pas été enregistré.</translation>
    </message>
    <message>
        <source>No hand-in folder was given.</source>
        <translation>Aucun dossier de rendu n&apos;a été indiqué.</translation>
    </message>
    <message>
        <source>The folder “%1” cannot be found. Is the network drive or USB stick connected?</source>
        <translation>Le dossier «&#xa0;%1&#xa0;» est introuvable. Le lecteur réseau ou la clé USB est-il connecté&#xa0;?</translation>
    </message>
    <message>
        <source>“%1” is not a folder.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un dossier.</translation>
    </message>
    <message>
        <source>Your work could not be written to “%1”: %2</source>
        <translation>Votre travail n&apos;a pas pu être écrit dans «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>Handed in, but the receipt could not be kept: %1</source>
        <translation>Rendu, mais le reçu n&apos;a pas pu être conservé&#xa0;: %1</translation>
    </message>
    <message>
        <source>it belongs to another lab session</source>
        <translation>il appartient à une autre séance de TP</translation>
    </message>
    <message>
        <source>it belongs to another learner</source>
        <translation>il appartient à un autre apprenant</translation>
    </message>
    <message>
        <source>“started” is not a date and time</source>
        <translation>«&#xa0;started&#xa0;» n&apos;est pas une date et une heure</translation>
    </message>
    <message>
        <source>“%1” is not a date and time</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une date et une heure</translation>
    </message>
    <message>
        <source>“%1” is not a hand-in receipt</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un reçu de rendu</translation>
    </message>
    <message numerus="yes">
        <source>You have %n attempt(s) at each exercise.</source>
        <translation>
            <numerusform>Vous avez %n tentative pour chaque exercice.</numerusform>
            <numerusform>Vous avez %n tentatives pour chaque exercice.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each exercise allows its own number of attempts.</source>
        <translation>Chaque exercice autorise son propre nombre de tentatives.</translation>
    </message>
    <message>
        <source>Hints are available; each hint lowers the exercise&apos;s credit.</source>
        <translation>Des indices sont disponibles&#xa0;; chaque indice réduit les points de l&apos;exercice.</translation>
    </message>
    <message>
        <source>There are no hints in this session.</source>
        <translation>Il n&apos;y a pas d&apos;indices dans cette séance.</translation>
    </message>
    <message>
        <source>You may look at a worked solution; looking ends that exercise.</source>
        <translation>Vous pouvez consulter une solution détaillée&#xa0;; la consulter met fin à l&apos;exercice.</translation>
    </message>
    <message>
        <source>Worked solutions are shown once you have handed in.</source>
        <translation>Les solutions détaillées sont affichées une fois votre travail rendu.</translation>
    </message>
    <message>
        <source>There are no worked solutions in this session.</source>
        <translation>Il n&apos;y a pas de solutions détaillées dans cette séance.</translation>
    </message>
    <message numerus="yes">
        <source>Time limit: %n minute(s) from when you first join; then your work is handed in by itself.</source>
        <translation>
            <numerusform>Limite de temps&#xa0;: %n minute à partir de votre première connexion&#xa0;; ensuite, votre travail est rendu automatiquement.</numerusform>
            <numerusform>Limite de temps&#xa0;: %n minutes à partir de votre première connexion&#xa0;; ensuite, votre travail est rendu automatiquement.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no time limit.</source>
        <translation>Il n&apos;y a pas de limite de temps.</translation>
    </message>
    <message numerus="yes">
        <source>Your work is handed in by itself every %n minute(s), so your teacher sees your progress.</source>
        <translation>
            <numerusform>Votre travail est rendu automatiquement chaque minute, afin que votre enseignant voie votre progression.</numerusform>
            <numerusform>Votre travail est rendu automatiquement toutes les %n minutes, afin que votre enseignant voie votre progression.</numerusform>
        </translation>
    </message>
    <message>
        <source>The folder “%1” is there, but it is not your teacher&apos;s hand-in folder: the network drive or USB stick it stands for is probably not connected. Choose another place, or ask your teacher.</source>
        <translation>Le dossier «&#xa0;%1&#xa0;» existe, mais ce n&apos;est pas le dossier de rendu de votre enseignant&#xa0;: le lecteur réseau ou la clé USB qu&apos;il représente n&apos;est probablement pas connecté. Choisissez un autre emplacement, ou demandez à votre enseignant.</translation>
    </message>
    <message>
        <source>When you joined and your hand-ins could not be saved: %1</source>
        <translation>Votre arrivée et vos rendus n’ont pas pu être enregistrés&#xa0;: %1</translation>
    </message>
    <message>
        <source>Your answers could not be saved: %1 They are kept in this window and saved as soon as they can be; do not close it until they are.</source>
        <translation>Vos réponses n’ont pas pu être enregistrées&#xa0;: %1 Elles sont gardées dans cette fenêtre et enregistrées dès que possible&#xa0;; ne la fermez pas avant.</translation>
    </message>
    <message>
        <source>Each attempt after the first earns %1% less credit.</source>
        <translation>Chaque tentative après la première rapporte %1&#xa0;% de points en moins.</translation>
    </message>
    <message>
        <source>A later attempt earns as much as the first.</source>
        <translation>Une tentative ultérieure rapporte autant que la première.</translation>
    </message>
</context>
<context>
    <name>course::WorkshopModel</name>
    <message>
        <source>Query at %1°, length %2; key %3 receives the most weight, %4%; output %5.</source>
        <translation>Requête à %1°, longueur %2&#xa0;; la clé %3 reçoit le plus de poids, %4&#xa0;%&#xa0;; sortie %5.</translation>
    </message>
</context>
<context>
    <name>ui::AttemptsDialog</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 did nothing on “%2”.</source>
        <translation>%1 n’a rien fait sur «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>What %1 did on “%2”, oldest first:</source>
        <translation>Ce que %1 a fait sur «&#xa0;%2&#xa0;», du plus ancien au plus récent&#xa0;:</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Tentatives</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation>Diagnostic</translation>
    </message>
    <message>
        <source>check</source>
        <translation>vérification</translation>
    </message>
    <message>
        <source>hint %1 seen</source>
        <translation>indice %1 consulté</translation>
    </message>
    <message>
        <source>solution seen</source>
        <translation>solution consultée</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
</context>
<context>
    <name>ui::AttentionMatrixModel</name>
    <message>
        <source>masked</source>
        <translation>masqué</translation>
    </message>
    <message>
        <source>“%1” (word %2) may not look at the later word “%3” (word %4).</source>
        <translation>«&#xa0;%1&#xa0;» (mot %2) ne peut pas regarder le mot suivant «&#xa0;%3&#xa0;» (mot %4).</translation>
    </message>
    <message>
        <source>“%1” (word %2) gives “%3” (word %4) a weight of %5 (score %6).</source>
        <translation>«&#xa0;%1&#xa0;» (mot %2) donne à «&#xa0;%3&#xa0;» (mot %4) un poids de %5 (score %6).</translation>
    </message>
    <message>
        <source>%1 (query)</source>
        <translation>%1 (requête)</translation>
    </message>
    <message>
        <source>Row %1: how “%2” spreads its attention</source>
        <translation>Ligne %1&#xa0;: comment «&#xa0;%2&#xa0;» répartit son attention</translation>
    </message>
    <message>
        <source>Column %1: the key of “%2”</source>
        <translation>Colonne %1&#xa0;: la clé de «&#xa0;%2&#xa0;»</translation>
    </message>
</context>
<context>
    <name>ui::ChoiceEditor</name>
    <message>
        <source>Choose one answer.</source>
        <translation>Choisissez une réponse.</translation>
    </message>
    <message>
        <source>Tick every answer that applies.</source>
        <translation>Cochez toutes les réponses qui conviennent.</translation>
    </message>
</context>
<context>
    <name>ui::ClassBoardModel</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 (%2)
%3</source>
        <translation>%1 (%2)
%3</translation>
    </message>
    <message>
        <source>%1 of %2 answered</source>
        <translation>%1 sur %2 avec réponse</translation>
    </message>
    <message numerus="yes">
        <source>%n min left</source>
        <translation>
            <numerusform>%n min restante</numerusform>
            <numerusform>%n min restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>time is up</source>
        <translation>temps écoulé</translation>
    </message>
    <message>
        <source>%1: %2; %3</source>
        <translation>%1&#xa0;: %2&#xa0;; %3</translation>
    </message>
    <message>
        <source>%1 (%2)
%3
%4</source>
        <translation>%1 (%2)
%3
%4</translation>
    </message>
    <message>
        <source>Student %1</source>
        <translation>Élève %1</translation>
    </message>
</context>
<context>
    <name>ui::ClassScoreChart</name>
    <message>
        <source>Class mean</source>
        <translation>Moyenne de la classe</translation>
    </message>
    <message>
        <source>Class mean score per exercise (%)</source>
        <translation>Résultat moyen de la classe par exercice (%)</translation>
    </message>
    <message>
        <source>Class mean score per exercise</source>
        <translation>Résultat moyen de la classe par exercice</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ui::CourseFolderDialog</name>
    <message>
        <source>Open Course Folder</source>
        <translation>Ouvrir un dossier de cours</translation>
    </message>
    <message>
        <source>Lessons in &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Leçons dans &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Beside the built-in lessons (after them in the sidebar)</source>
        <translation>À &amp;côté des leçons intégrées (après elles dans la barre latérale)</translation>
    </message>
    <message>
        <source>&amp;Instead of the built-in lessons (only this folder&apos;s lessons)</source>
        <translation>À la &amp;place des leçons intégrées (seulement les leçons de ce dossier)</translation>
    </message>
    <message>
        <source>Problems in the folder</source>
        <translation>Problèmes dans le dossier</translation>
    </message>
    <message>
        <source>%1 is not a folder.</source>
        <translation>%1 n&apos;est pas un dossier.</translation>
    </message>
    <message>
        <source>No lesson of this folder can be used.</source>
        <translation>Aucune leçon de ce dossier n&apos;est utilisable.</translation>
    </message>
    <message numerus="yes">
        <source>%n lesson(s) can be used: %1.</source>
        <translation>
            <numerusform>%n leçon est utilisable&#xa0;: %1.</numerusform>
            <numerusform>%n leçons sont utilisables&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) below; what they concern is left out.</source>
        <translation>
            <numerusform>%n problème ci-dessous&#xa0;; ce qu&apos;il concerne est laissé de côté.</numerusform>
            <numerusform>%n problèmes ci-dessous&#xa0;; ce qu&apos;ils concernent est laissé de côté.</numerusform>
        </translation>
    </message>
    <message>
        <source>Some text is missing in a translation and is shown in English (below).</source>
        <translation>Du texte manque dans une traduction et est affiché en anglais (ci-dessous).</translation>
    </message>
</context>
<context>
    <name>ui::CourseOutlineModel</name>
    <message>
        <source>Workshop (free play)</source>
        <translation>Atelier (jeu libre)</translation>
    </message>
    <message>
        <source>The plate&apos;s five keys and a query you can turn and lengthen</source>
        <translation>Les cinq clés de la planche et une requête que vous pouvez tourner et allonger</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>Votre progression</translation>
    </message>
    <message>
        <source>Each lesson&apos;s pages read, exercise score and what remains to do</source>
        <translation>Pour chaque leçon&#xa0;: les pages lues, le résultat des exercices et ce qu&apos;il reste à faire</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>⚠ %1 (cannot be loaded)</source>
        <translation>⚠ %1 (ne peut pas être chargée)</translation>
    </message>
    <message>
        <source>%1 (%2/%3)</source>
        <translation>%1 (%2/%3)</translation>
    </message>
    <message>
        <source>%1: pages read %2 of %3</source>
        <translation>%1&#xa0;: %2 pages lues sur %3</translation>
    </message>
    <message>
        <source>This lesson has problems in its files; open it to see them.</source>
        <translation>Les fichiers de cette leçon posent problème&#xa0;; ouvrez-la pour les voir.</translation>
    </message>
    <message>
        <source>✎ Exercises (%1/%2 solved)</source>
        <translation>✎ Exercices (%1/%2 résolus)</translation>
    </message>
    <message>
        <source>Exercises: %1 of %2 solved, %3 finished, credit %4 of %5</source>
        <translation>Exercices&#xa0;: %1 résolus sur %2, %3 terminés, %4 points sur %5</translation>
    </message>
    <message>
        <source>all finished</source>
        <translation>tous terminés</translation>
    </message>
    <message>
        <source>not all finished</source>
        <translation>pas tous terminés</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>not yet read</source>
        <translation>pas encore lue</translation>
    </message>
    <message>
        <source>%1 (%2/%3) — from %4</source>
        <translation>%1 (%2/%3) — provenant de %4</translation>
    </message>
    <message>
        <source>%1
A teacher&apos;s lesson, from the folder %2</source>
        <translation>%1
Une leçon d&apos;enseignant, provenant du dossier %2</translation>
    </message>
</context>
<context>
    <name>ui::DictionaryPanel</name>
    <message>
        <source>β = %1</source>
        <translation>β = %1</translation>
    </message>
    <message>
        <source>How the two lookups compare</source>
        <translation>Comparaison des deux recherches</translation>
    </message>
    <message>
        <source>A dictionary</source>
        <translation>Un dictionnaire</translation>
    </message>
    <message>
        <source>k%1 = %2 → %3</source>
        <translation>k%1 = %2 → %3</translation>
    </message>
    <message>
        <source>Its keys and values:&lt;br&gt;%1</source>
        <translation>Ses clés et ses valeurs&#xa0;:&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>The dictionary&apos;s keys and values</source>
        <translation>Les clés et les valeurs du dictionnaire</translation>
    </message>
    <message>
        <source>key %1 (k%1)</source>
        <translation>clé %1 (k%1)</translation>
    </message>
    <message>
        <source>What to look up in the dictionary</source>
        <translation>Ce qu&apos;il faut rechercher dans le dictionnaire</translation>
    </message>
    <message>
        <source>&amp;Look up:</source>
        <translation>&amp;Rechercher&#xa0;:</translation>
    </message>
    <message>
        <source>Dictionary result</source>
        <translation>Résultat du dictionnaire</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>k%1</source>
        <translation>k%1</translation>
    </message>
    <message>
        <source>Sharpness factor β on the scores (slider)</source>
        <translation>Facteur de netteté β appliqué aux scores (curseur)</translation>
    </message>
    <message>
        <source>Sharpness factor β on the scores</source>
        <translation>Facteur de netteté β appliqué aux scores</translation>
    </message>
    <message>
        <source>&amp;Sharpness β:</source>
        <translation>&amp;Netteté β&#xa0;:</translation>
    </message>
    <message>
        <source>Attention output</source>
        <translation>Sortie de l&apos;attention</translation>
    </message>
    <message>
        <source>Hard lookup result</source>
        <translation>Résultat de la recherche stricte</translation>
    </message>
    <message>
        <source>KeyError: no key equals %1</source>
        <translation>KeyError&#xa0;: aucune clé n&apos;est égale à %1</translation>
    </message>
    <message>
        <source>the query q (%1°, %2)</source>
        <translation>la requête q (%1°&#xa0;; %2)</translation>
    </message>
    <message>
        <source>Found key %1, value %2</source>
        <translation>Clé %1 trouvée, valeur %2</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;font-size:large&apos;&gt;Attention returns &lt;b&gt;%1&lt;/b&gt; at %2&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;font-size:large&apos;&gt;L&apos;attention renvoie &lt;b&gt;%1&lt;/b&gt; à %2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Attention output %1 at sharpness %2</source>
        <translation>Sortie de l&apos;attention %1 à la netteté %2</translation>
    </message>
    <message>
        <source>key %1 → &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>clé %1 → &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The hard lookup picks key %1, value %2</source>
        <translation>La recherche stricte choisit la clé %1, valeur %2</translation>
    </message>
    <message>
        <source>At %1 the blend has become the hard lookup: attention returns %2, the value of key %3, as a dictionary would if you looked up key %3 itself.</source>
        <translation>À %1, le mélange est devenu la recherche stricte&#xa0;: l&apos;attention renvoie %2, la valeur de la clé %3, comme le ferait un dictionnaire si vous cherchiez la clé %3 elle-même.</translation>
    </message>
    <message>
        <source>At %1 attention blends every value into %2; the hard lookup would return %3. Raise β far and the blend ends up near %3; at %4 it is the plain average, %5.</source>
        <translation>À %1, l&apos;attention mélange toutes les valeurs en %2&#xa0;; la recherche stricte renverrait %3. Augmentez fortement β et le mélange finit près de %3&#xa0;; à %4, c&apos;est la moyenne simple, %5.</translation>
    </message>
    <message>
        <source>β = 0</source>
        <translation>β = 0</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:x-large&apos;&gt;→ &lt;b&gt;%1&lt;/b&gt;&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;font-size:x-large&apos;&gt;→ &lt;b&gt;%1&lt;/b&gt;&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Found: what you looked up equals key %1 exactly.</source>
        <translation>Trouvé&#xa0;: ce que vous cherchez est exactement égal à la clé %1.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:large; color:%1&apos;&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;font-size:large; color:%1&apos;&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Failed: no key is exactly equal, so the dictionary has no answer at all.</source>
        <translation>Échec&#xa0;: aucune clé n&apos;est exactement égale, le dictionnaire n&apos;a donc aucune réponse.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dictionary or attention?&lt;/b&gt; Both look up a value by a key. A dictionary returns a value only when what you look up &lt;i&gt;equals&lt;/i&gt; one of its keys; attention compares the &lt;a href=&quot;glossary:query&quot;&gt;query&lt;/a&gt; with &lt;i&gt;every&lt;/i&gt; key and returns a blend of all the values, weighted by how well each key matches.</source>
        <translation>&lt;b&gt;Dictionnaire ou attention&#xa0;?&lt;/b&gt; Tous deux recherchent une valeur à partir d&apos;une clé. Un dictionnaire ne renvoie une valeur que si ce que vous cherchez est &lt;i&gt;égal&lt;/i&gt; à l&apos;une de ses clés&#x202f;; l&apos;attention compare la &lt;a href=&quot;glossary:query&quot;&gt;requête&lt;/a&gt; à &lt;i&gt;chaque&lt;/i&gt; clé et renvoie un mélange de toutes les valeurs, pondéré selon la correspondance de chaque clé.</translation>
    </message>
    <message>
        <source>Hard lookup (only the key with the largest score): %1</source>
        <translation>Recherche stricte (seule la clé au plus grand score)&#xa0;: %1</translation>
    </message>
    <message>
        <source>β, the sharpness, multiplies every score before the &lt;a href=&quot;glossary:softmax&quot;&gt;softmax&lt;/a&gt;.</source>
        <translation>β, la netteté, multiplie chaque score avant la &lt;a href=&quot;glossary:softmax&quot;&gt;softmax&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>Where they differ: the dictionary either hits a key exactly or fails with a KeyError; attention never fails, and its answer changes smoothly with the query and β: a small nudge moves the answer only a little, which is what lets a network learn it.</source>
        <translation>Leur différence&#xa0;: le dictionnaire trouve une clé exactement ou échoue avec une KeyError&#x202f;; l&apos;attention n&apos;échoue jamais, et sa réponse varie en douceur avec la requête et β&#xa0;: un petit coup de pouce ne la déplace que d&apos;un peu, ce qui permet à un réseau de l&apos;apprendre.</translation>
    </message>
</context>
<context>
    <name>ui::EditKeysDialog</name>
    <message>
        <source>Key name</source>
        <translation>Nom de la clé</translation>
    </message>
    <message>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <source>Key angle in degrees</source>
        <translation>Angle de la clé en degrés</translation>
    </message>
    <message>
        <source>Key length</source>
        <translation>Longueur de la clé</translation>
    </message>
    <message>
        <source>Key value</source>
        <translation>Valeur de la clé</translation>
    </message>
    <message>
        <source>Edit Keys</source>
        <translation>Modifier les clés</translation>
    </message>
    <message>
        <source>The keys of the free workshop: from %1 to %2, each with a name, a direction, a length and a value. The lessons keep the plate&apos;s five keys whatever you choose here. On the plane, Shift+drag a key&apos;s tip to move it.</source>
        <translation>Les clés de l&apos;atelier libre&#xa0;: de %1 à %2, chacune avec un nom, une direction, une longueur et une valeur. Les leçons gardent les cinq clés de la planche, quel que soit votre choix ici. Sur le plan, faites Maj+glisser la pointe d&apos;une clé pour la déplacer.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Clés</translation>
    </message>
    <message>
        <source>&amp;Add Key</source>
        <translation>&amp;Ajouter une clé</translation>
    </message>
    <message>
        <source>&amp;Remove Key</source>
        <translation>&amp;Supprimer la clé</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>&amp;Monter</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>&amp;Descendre</translation>
    </message>
    <message>
        <source>Reset to the &amp;Plate&apos;s Layout</source>
        <translation>Rétablir la disposition de la &amp;planche</translation>
    </message>
    <message>
        <source>Problems with the keys</source>
        <translation>Problèmes avec les clés</translation>
    </message>
    <message>
        <source>A workshop has at most %1 keys.</source>
        <translation>Un atelier a au plus %1 clés.</translation>
    </message>
    <message>
        <source>A workshop needs at least %1 keys.</source>
        <translation>Un atelier a besoin d&apos;au moins %1 clés.</translation>
    </message>
</context>
<context>
    <name>ui::EquationLabel</name>
    <message>
        <source>output = Σ w&lt;sub&gt;i&lt;/sub&gt;·v&lt;sub&gt;i&lt;/sub&gt; =</source>
        <translation>sortie = Σ w&lt;sub&gt;i&lt;/sub&gt;·v&lt;sub&gt;i&lt;/sub&gt; =</translation>
    </message>
    <message>
        <source>output = Σ wᵢ·vᵢ = %1</source>
        <translation>sortie = Σ wᵢ·vᵢ = %1</translation>
    </message>
</context>
<context>
    <name>ui::ExerciseSetView</name>
    <message>
        <source>Exercises</source>
        <translation>Exercices</translation>
    </message>
    <message>
        <source>Score summary</source>
        <translation>Bilan des résultats</translation>
    </message>
    <message>
        <source>Total credit and credit per objective</source>
        <translation>Total des points et points par objectif</translation>
    </message>
    <message>
        <source>&amp;Previous exercise</source>
        <translation>Exercice &amp;précédent</translation>
    </message>
    <message>
        <source>&amp;Next exercise</source>
        <translation>Exercice suiva&amp;nt</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Your score&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Votre résultat&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Score of %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Résultat de %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Credit per objective</source>
        <translation>Points par objectif</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Résolu</translation>
    </message>
    <message>
        <source>Partly right</source>
        <translation>En partie juste</translation>
    </message>
    <message>
        <source>Not solved</source>
        <translation>Non résolu</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Pas commencé</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>%1 %2. %3</source>
        <translation>%1 %2. %3</translation>
    </message>
    <message>
        <source>%1 %2. %3 (%4)</source>
        <translation>%1 %2. %3 (%4)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1; credit %2; %3</source>
        <translation>%1&#xa0;; points %2&#xa0;; %3</translation>
    </message>
    <message>
        <source>There are no exercises in this set.</source>
        <translation>Il n&apos;y a pas d&apos;exercices dans cette série.</translation>
    </message>
    <message>
        <source>Total credit: %1 of %2 (%3)</source>
        <translation>Total des points&#xa0;: %1 sur %2 (%3)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Every exercise is finished.</source>
        <translation>Tous les exercices sont terminés.</translation>
    </message>
    <message numerus="yes">
        <source>%n exercise(s) not finished yet: their credit may still grow.</source>
        <translation>
            <numerusform>%n exercice pas encore terminé&#xa0;: ses points peuvent encore augmenter.</numerusform>
            <numerusform>%n exercices pas encore terminés&#xa0;: leurs points peuvent encore augmenter.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exercise %1 of %2 — %3</source>
        <translation>Exercice %1 sur %2 — %3</translation>
    </message>
    <message>
        <source>Objective: %1</source>
        <translation>Objectif&#xa0;: %1</translation>
    </message>
    <message>
        <source>Score su&amp;mmary</source>
        <translation>&amp;Bilan des résultats</translation>
    </message>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>Exercice %1 sur %2</translation>
    </message>
</context>
<context>
    <name>ui::ExerciseWidget</name>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <source>Check your answer (Enter)</source>
        <translation>Vérifier votre réponse (Entrée)</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>Afficher la &amp;solution</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Indices</translation>
    </message>
    <message>
        <source>&lt;b&gt;Worked solution&lt;/b&gt;</source>
        <translation>&lt;b&gt;Solution détaillée&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Worked solution</source>
        <translation>Solution détaillée</translation>
    </message>
    <message numerus="yes">
        <source>Solved with %n attempt(s)</source>
        <translation>
            <numerusform>Résolu en %n tentative</numerusform>
            <numerusform>Résolu en %n tentatives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n attempt(s) used</source>
        <translation>
            <numerusform>Terminé&#xa0;: %n tentative utilisée</numerusform>
            <numerusform>Terminé&#xa0;: %n tentatives utilisées</numerusform>
        </translation>
    </message>
    <message>
        <source>Attempts left: %1 of %2</source>
        <translation>Tentatives restantes&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Credit so far: %1</source>
        <translation>Points obtenus jusqu&apos;ici&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Credit so far: %1 (at most %2 after %n hint(s))</source>
        <translation>
            <numerusform>Points obtenus jusqu&apos;ici&#xa0;: %1 (au plus %2 après %n indice)</numerusform>
            <numerusform>Points obtenus jusqu&apos;ici&#xa0;: %1 (au plus %2 après %n indices)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) left</source>
        <translation>
            <numerusform>%n indice restant</numerusform>
            <numerusform>%n indices restants</numerusform>
        </translation>
    </message>
    <message>
        <source>**Hint %1.** %2</source>
        <translation>**Indice %1.** %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Règles.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Shows the worked solution</source>
        <translation>Affiche la solution détaillée</translation>
    </message>
    <message>
        <source>Shows the worked solution and ends the exercise: no more attempts</source>
        <translation>Affiche la solution détaillée et met fin à l&apos;exercice&#xa0;: plus aucune tentative</translation>
    </message>
    <message>
        <source>✓ Solved</source>
        <translation>✓ Résolu</translation>
    </message>
    <message>
        <source>◐ Partly right</source>
        <translation>◐ En partie juste</translation>
    </message>
    <message>
        <source>✗ Not solved</source>
        <translation>✗ Non résolu</translation>
    </message>
    <message>
        <source>Solution shown</source>
        <translation>Solution affichée</translation>
    </message>
    <message>
        <source>✓ Correct</source>
        <translation>✓ Correct</translation>
    </message>
    <message>
        <source>◐ Partly right (%1% of the answer)</source>
        <translation>◐ En partie juste (%1&#xa0;% de la réponse)</translation>
    </message>
    <message>
        <source>✗ Not quite</source>
        <translation>✗ Pas tout à fait</translation>
    </message>
    <message>
        <source>? Not a number — no attempt used</source>
        <translation>? Pas un nombre — aucune tentative utilisée</translation>
    </message>
    <message>
        <source>? Not counted — no attempt used</source>
        <translation>? Non compté — aucune tentative utilisée</translation>
    </message>
    <message>
        <source>Show h&amp;int</source>
        <translation>Afficher un indi&amp;ce</translation>
    </message>
    <message>
        <source>No more h&amp;ints</source>
        <translation>Plus d&apos;indi&amp;ces</translation>
    </message>
    <message>
        <source>Show h&amp;int (−%1 credit)</source>
        <translation>Afficher un indi&amp;ce (−%1 des points)</translation>
    </message>
    <message>
        <source>Show h&amp;int (free)</source>
        <translation>Afficher un indi&amp;ce (gratuit)</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Tentatives</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Hint %1: %2</source>
        <translation>Indice %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Credit so far: %1 (your next attempt can earn at most %2)</source>
        <translation>Points obtenus jusqu&apos;ici&#xa0;: %1 (votre prochaine tentative rapporte au plus %2)</translation>
    </message>
</context>
<context>
    <name>ui::ExportFigureDialog</name>
    <message>
        <source>Export Figure</source>
        <translation>Exporter la figure</translation>
    </message>
    <message>
        <source>The plane (keys and query)</source>
        <translation>Le plan (clés et requête)</translation>
    </message>
    <message>
        <source>The weight chart</source>
        <translation>Le graphique des poids</translation>
    </message>
    <message>
        <source>The trace table</source>
        <translation>Le tableau de suivi</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figure</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Width in pixels</source>
        <translation>Largeur en pixels</translation>
    </message>
    <message>
        <source>Height in pixels</source>
        <translation>Hauteur en pixels</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>figure.png or figure.svg</source>
        <translation>figure.png ou figure.svg</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>&amp;Figure:</source>
        <translation>&amp;Figure&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Taille&#xa0;:</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>F&amp;ichier&#xa0;:</translation>
    </message>
    <message>
        <source>The file&apos;s suffix chooses the format: .png for a picture, .svg for a drawing that stays sharp at any size.</source>
        <translation>L&apos;extension du fichier détermine le format&#xa0;: .png pour une image, .svg pour un dessin qui reste net à toute taille.</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <source>PNG picture (*.png);;SVG drawing (*.svg)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>Choose a file to write.</source>
        <translation>Choisissez un fichier à écrire.</translation>
    </message>
    <message>
        <source>The figure was not written: %1</source>
        <translation>La figure n&apos;a pas été écrite&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ui::FeedbackDialog</name>
    <message>
        <source>No answer</source>
        <translation>Pas de réponse</translation>
    </message>
    <message>
        <source>right</source>
        <translation>juste</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>faux</translation>
    </message>
    <message>
        <source>right from your earlier figure</source>
        <translation>juste d&apos;après votre valeur précédente</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>pas un nombre</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>Σ</source>
        <translation>Σ</translation>
    </message>
    <message>
        <source>Key %1</source>
        <translation>Clé %1</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>clé %1</translation>
    </message>
    <message>
        <source>a query at %1°, length %2</source>
        <translation>une requête à %1°, longueur %2</translation>
    </message>
    <message>
        <source>Feedback for %1 (%2) on the work handed in %3.</source>
        <translation>Retour pour %1 (%2) sur le travail rendu %3.</translation>
    </message>
    <message>
        <source>at an unknown time</source>
        <translation>à une heure inconnue</translation>
    </message>
    <message>
        <source>Score: %1 of %2 (%3)</source>
        <translation>Résultat&#xa0;: %1 sur %2 (%3)</translation>
    </message>
    <message>
        <source>Your teacher&apos;s comment</source>
        <translation>Le commentaire de votre enseignant</translation>
    </message>
    <message>
        <source>%1. %2 — %3 of %4</source>
        <translation>%1. %2 — %3 sur %4</translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n tentative</numerusform>
            <numerusform>%n tentatives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) shown</source>
        <translation>
            <numerusform>%n indice affiché</numerusform>
            <numerusform>%n indices affichés</numerusform>
        </translation>
    </message>
    <message>
        <source>solution shown</source>
        <translation>solution affichée</translation>
    </message>
    <message>
        <source>You did not answer this exercise.</source>
        <translation>Vous n&apos;avez pas répondu à cet exercice.</translation>
    </message>
    <message>
        <source>Your last answer:</source>
        <translation>Votre dernière réponse&#xa0;:</translation>
    </message>
    <message>
        <source>Feedback — %1</source>
        <translation>Retour — %1</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Your teacher&apos;s comment to you</source>
        <translation>Le commentaire de votre enseignant pour vous</translation>
    </message>
    <message>
        <source>Token %1</source>
        <translation>Jeton %1</translation>
    </message>
</context>
<context>
    <name>ui::GradebookModel</name>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Missing: no hand-in</source>
        <translation>Manquant&#xa0;: aucun rendu</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>No flags.</source>
        <translation>Aucun signalement.</translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s):</source>
        <translation>
            <numerusform>%n signalement&#xa0;:</numerusform>
            <numerusform>%n signalements&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no hand-in</source>
        <translation>%1&#xa0;: aucun rendu</translation>
    </message>
    <message>
        <source>%1: %2 of 1, recomputed from the answers</source>
        <translation>%1&#xa0;: %2 sur 1, recalculé à partir des réponses</translation>
    </message>
    <message>
        <source>Last hand-in %1
%2</source>
        <translation>Dernier rendu %1
%2</translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s)</source>
        <translation>
            <numerusform>%n signalement</numerusform>
            <numerusform>%n signalements</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2): score in percent, recomputed from each student&apos;s answers</source>
        <translation>%1 (%2)&#xa0;: résultat en pourcentage, recalculé à partir des réponses de chaque élève</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Élève</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Pourcentage</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Signalements</translation>
    </message>
    <message>
        <source>not tried</source>
        <translation>non tenté</translation>
    </message>
    <message>
        <source>%1: not tried (no answer checked)</source>
        <translation>%1&#xa0;: non tenté (aucune réponse vérifiée)</translation>
    </message>
    <message>
        <source>%1 (timed out)</source>
        <translation>%1 (temps écoulé)</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Rendu</translation>
    </message>
</context>
<context>
    <name>ui::GradebookWindow</name>
    <message>
        <source>Spreadsheet, plain CSV (*.csv)</source>
        <translation>Tableur, CSV simple (*.csv)</translation>
    </message>
    <message>
        <source>Moodle grade import (*.csv)</source>
        <translation>Import de notes Moodle (*.csv)</translation>
    </message>
    <message>
        <source>Canvas gradebook import (*.csv)</source>
        <translation>Import dans le carnet de notes Canvas (*.csv)</translation>
    </message>
    <message>
        <source>Gradebook: %1</source>
        <translation>Carnet de notes&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Gradebook</source>
        <translation>&amp;Carnet de notes</translation>
    </message>
    <message>
        <source>What to &amp;Re-teach</source>
        <translation>À &amp;réexpliquer</translation>
    </message>
    <message>
        <source>Class &amp;Board</source>
        <translation>&amp;Tableau de la classe</translation>
    </message>
    <message>
        <source>Gradebook: students and their scores</source>
        <translation>Carnet de notes&#xa0;: les élèves et leurs résultats</translation>
    </message>
    <message>
        <source>Selected student</source>
        <translation>Élève sélectionné</translation>
    </message>
    <message>
        <source>The selected student&apos;s hand-in and flags</source>
        <translation>Le rendu et les signalements de l&apos;élève sélectionné</translation>
    </message>
    <message>
        <source>Select a student to see their hand-in and flags.</source>
        <translation>Sélectionnez un élève pour voir son rendu et ses signalements.</translation>
    </message>
    <message>
        <source>Files that could not be read</source>
        <translation>Fichiers illisibles</translation>
    </message>
    <message>
        <source>Files that could not be read, and why</source>
        <translation>Fichiers illisibles, et pourquoi</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>For every exercise: the class&apos;s mean score, how many solved and tried it, the checks and hints it took, and the mistakes made most often. Click a heading to sort.</source>
        <translation>Pour chaque exercice&#xa0;: le résultat moyen de la classe, combien d&apos;élèves l&apos;ont résolu et tenté, les vérifications et les indices qu&apos;il a demandés, et les erreurs les plus fréquentes. Cliquez sur un en-tête pour trier.</translation>
    </message>
    <message>
        <source>What to re-teach, by exercise</source>
        <translation>Ce qu&apos;il faut réexpliquer, par exercice</translation>
    </message>
    <message>
        <source>Nothing to summarise yet: no exercise has been graded.</source>
        <translation>Rien à résumer pour l&apos;instant&#xa0;: aucun exercice n&apos;a été noté.</translation>
    </message>
    <message>
        <source>Class board: every student and where they are</source>
        <translation>Tableau de la classe&#xa0;: chaque élève et où il en est</translation>
    </message>
    <message>
        <source>Write &amp;Feedback…</source>
        <translation>Écrire les &amp;retours…</translation>
    </message>
    <message>
        <source>Write each student a feedback file with their marks and your comment</source>
        <translation>Écrire pour chaque élève un fichier de retour avec ses notes et votre commentaire</translation>
    </message>
    <message>
        <source>&amp;Add Hand-in Folder…</source>
        <translation>&amp;Ajouter un dossier de rendu…</translation>
    </message>
    <message>
        <source>&amp;Rescan Now</source>
        <translation>Relire &amp;maintenant</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>&amp;Séance</translation>
    </message>
    <message>
        <source>Gradebook</source>
        <translation>Carnet de notes</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s); </source>
        <translation>
            <numerusform>%n élève&#xa0;; </numerusform>
            <numerusform>%n élèves&#xa0;; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n handed in</source>
        <translation>
            <numerusform>%n a rendu</numerusform>
            <numerusform>%n ont rendu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n still working (their latest automatic hand-in is graded)</source>
        <translation>
            <numerusform>&#xa0;; %n travaille encore (son dernier rendu automatique est noté)</numerusform>
            <numerusform>&#xa0;; %n travaillent encore (leur dernier rendu automatique est noté)</numerusform>
        </translation>
    </message>
    <message>
        <source>. Every score is recomputed from the students&apos; own answers.</source>
        <translation>. Chaque résultat est recalculé à partir des réponses des élèves eux-mêmes.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be found.</source>
        <translation>Le dossier %1 est introuvable.</translation>
    </message>
    <message>
        <source>Missing: nobody.</source>
        <translation>Manquants&#xa0;: personne.</translation>
    </message>
    <message>
        <source>Missing (no hand-in): %1</source>
        <translation>Manquants (aucun rendu)&#xa0;: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Files that could not be read (%1)</source>
        <translation>Fichiers illisibles (%1)</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2&#xa0;: %3</translation>
    </message>
    <message numerus="yes">
        <source>Updated at %1; the folders are watched and read again every %n second(s).</source>
        <translation>
            <numerusform>Mis à jour à %1&#xa0;; les dossiers sont surveillés et relus chaque seconde.</numerusform>
            <numerusform>Mis à jour à %1&#xa0;; les dossiers sont surveillés et relus toutes les %n secondes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Read at %1 from %2</source>
        <translation>Lu à %1 depuis %2</translation>
    </message>
    <message>
        <source>no folder</source>
        <translation>aucun dossier</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Worksheet code: %1</source>
        <translation>Code de la feuille d&apos;exercices&#xa0;: %1</translation>
    </message>
    <message>
        <source>Handed in %1: %2</source>
        <translation>Rendu %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Total %1 of %2</source>
        <translation>Total %1 sur %2</translation>
    </message>
    <message>
        <source>No flags.</source>
        <translation>Aucun signalement.</translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s):</source>
        <translation>
            <numerusform>%n signalement&#xa0;:</numerusform>
            <numerusform>%n signalements&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>The gradebook could not be written to %1: %2</source>
        <translation>Le carnet de notes n&apos;a pas pu être écrit dans %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n student(s) to %1</source>
        <translation>
            <numerusform>%n élève exporté vers %1</numerusform>
            <numerusform>%n élèves exportés vers %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n feedback file(s) written to %1.</source>
        <translation>
            <numerusform>%n fichier de retour écrit dans %1.</numerusform>
            <numerusform>%n fichiers de retour écrits dans %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Write Feedback</source>
        <translation>Écrire les retours</translation>
    </message>
    <message>
        <source>Not written:</source>
        <translation>Non écrits&#xa0;:</translation>
    </message>
    <message>
        <source>Gradebook, re-teaching and class board</source>
        <translation>Carnet de notes, points à réexpliquer et tableau de la classe</translation>
    </message>
    <message>
        <source>Waiting for the hand-in folders… (a network folder may be slow or gone); the gradebook below is from %1.</source>
        <translation>En attente des dossiers de rendu… (un dossier réseau est peut-être lent ou absent)&#xa0;; le carnet de notes ci-dessous date de %1.</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>aucun moment encore</translation>
    </message>
    <message>
        <source>The hand-ins are still being read: export once the gradebook is shown.</source>
        <translation>Les rendus sont encore en cours de lecture&#xa0;: exportez une fois le carnet de notes affiché.</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) get no grade in the file, their work not being final:</source>
        <translation>
            <numerusform>%n élève ne reçoit pas de note dans le fichier, son travail n&apos;étant pas rendu&#xa0;:</numerusform>
            <numerusform>%n élèves ne reçoivent pas de note dans le fichier, leur travail n&apos;étant pas rendu&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>Import into the Learning Platform</source>
        <translation>Importer dans la plateforme d&apos;apprentissage</translation>
    </message>
    <message>
        <source>Spreadsheet for LibreOffice or Excel (*.xlsx)</source>
        <translation>Classeur pour LibreOffice ou Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>Export Gradebook</source>
        <translation>Exporter le carnet de notes</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>Write the gradebook as a spreadsheet (.xlsx) or as CSV for Moodle, Canvas or a spreadsheet</source>
        <translation>Écrire le carnet de notes comme classeur (.xlsx) ou en CSV pour Moodle, Canvas ou un tableur</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message numerus="yes">
        <source>Over the %n student(s) who handed in, the session&apos;s consistency (Cronbach&apos;s alpha) is %1: %2. Point at a discrimination for how that exercise worked.</source>
        <translation>
            <numerusform>Sur l’élève qui a rendu son travail, la cohérence de la séance (alpha de Cronbach) est de %1&#xa0;: %2. Pointez une discrimination pour voir comment cet exercice a fonctionné.</numerusform>
            <numerusform>Sur les %n élèves qui ont rendu leur travail, la cohérence de la séance (alpha de Cronbach) est de %1&#xa0;: %2. Pointez une discrimination pour voir comment cet exercice a fonctionné.</numerusform>
        </translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Each is sealed for its student: only they open it, with the feedback code their lab window showed them.</source>
        <translation>Chacun est scellé pour son élève&#xa0;: lui seul l’ouvre, avec le code de retour que sa fenêtre de TP lui a montré.</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Next Tab</source>
        <translation>Onglet &amp;suivant</translation>
    </message>
    <message>
        <source>&amp;Previous Tab</source>
        <translation>Onglet &amp;précédent</translation>
    </message>
    <message>
        <source>with your comment to %1: “%2”</source>
        <translation>avec votre commentaire pour %1&#xa0;: «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>Your comment to the class: “%1”</source>
        <translation>Votre commentaire pour la classe&#xa0;: «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>The class board and what to re-teach, large and without names, for a projector (Shift+F5; Esc leaves)</source>
        <translation>Le tableau de la classe et ce qu&apos;il faut réexpliquer, en grand et sans noms, pour un vidéoprojecteur (Maj+F5&#xa0;; Échap pour quitter)</translation>
    </message>
    <message>
        <source>Leave the Class View</source>
        <translation>Quitter la vue de la classe</translation>
    </message>
    <message>
        <source>Present to the &amp;Class</source>
        <translation>Présenter à la c&amp;lasse</translation>
    </message>
    <message>
        <source>Show Na&amp;mes</source>
        <translation>Afficher les &amp;noms</translation>
    </message>
    <message>
        <source>Add Hand-in Folder</source>
        <translation>Ajouter un dossier de rendu</translation>
    </message>
</context>
<context>
    <name>ui::HandInFoldersDialog</name>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Hand-in Folders</source>
        <translation>Dossiers de rendu</translation>
    </message>
    <message>
        <source>&amp;Folders to read hand-ins from (a shared folder, USB sticks):</source>
        <translation>&amp;Dossiers où lire les rendus (un dossier partagé, des clés USB)&#xa0;:</translation>
    </message>
    <message>
        <source>Hand-in folders</source>
        <translation>Dossiers de rendu</translation>
    </message>
    <message>
        <source>&amp;Add Folder…</source>
        <translation>&amp;Ajouter un dossier…</translation>
    </message>
    <message>
        <source>&amp;Open Gradebook</source>
        <translation>&amp;Ouvrir le carnet de notes</translation>
    </message>
    <message>
        <source>Add Hand-in Folder</source>
        <translation>Ajouter un dossier de rendu</translation>
    </message>
</context>
<context>
    <name>ui::ImportOptionsDialog</name>
    <message>
        <source>Also grade &amp;unfinished work (still working, stuck)</source>
        <translation>Noter aussi le travail &amp;inachevé (encore en cours, bloqué)</translation>
    </message>
    <message>
        <source>Export for Canvas</source>
        <translation>Exporter pour Canvas</translation>
    </message>
    <message>
        <source>Export for Moodle</source>
        <translation>Exporter pour Moodle</translation>
    </message>
    <message>
        <source>Canvas takes the grade as it is written. Give the assignment&apos;s maximum, and its number so that the grades go to that assignment and not to a new one.</source>
        <translation>Canvas reprend la note telle qu’elle est écrite. Indiquez le maximum du devoir, et son numéro pour que les notes aillent à ce devoir et non à un nouveau.</translation>
    </message>
    <message>
        <source>Moodle takes the grade as it is written, without rescaling it: the grade item&apos;s maximum must be the one written here.</source>
        <translation>Moodle reprend la note telle qu’elle est écrite, sans la remettre à l’échelle&#xa0;: le maximum de l’élément d’évaluation doit être celui indiqué ici.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s), one per exercise</source>
        <translation>
            <numerusform>%n point, un par exercice</numerusform>
            <numerusform>%n points, un par exercice</numerusform>
        </translation>
    </message>
    <message>
        <source>Grade out of</source>
        <translation>Note sur</translation>
    </message>
    <message>
        <source>The grade item&apos;s maximum; the lowest value is one point per exercise.</source>
        <translation>Le maximum de l’élément d’évaluation&#xa0;; la plus petite valeur est un point par exercice.</translation>
    </message>
    <message>
        <source>&amp;Grade out of:</source>
        <translation>&amp;Note sur&#xa0;:</translation>
    </message>
    <message>
        <source>Optional: e.g. 4217, from …/assignments/4217</source>
        <translation>Facultatif&#xa0;: p. ex. 4217, tiré de …/assignments/4217</translation>
    </message>
    <message>
        <source>Canvas assignment number</source>
        <translation>Numéro du devoir Canvas</translation>
    </message>
    <message>
        <source>&amp;Assignment number:</source>
        <translation>Numéro du &amp;devoir&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
</context>
<context>
    <name>ui::JoinLabDialog</name>
    <message>
        <source>Join Lab Session</source>
        <translation>Rejoindre une séance de TP</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>pas de limite de temps</translation>
    </message>
    <message numerus="yes">
        <source>%n exercise(s) · %1</source>
        <translation>
            <numerusform>%n exercice · %1</numerusform>
            <numerusform>%n exercices · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>You will choose where to hand in (a shared folder or a USB stick).</source>
        <translation>Vous choisirez où rendre votre travail (un dossier partagé ou une clé USB).</translation>
    </message>
    <message>
        <source>Your work is handed in to %1.</source>
        <translation>Votre travail est rendu dans %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;⚠ This session was made for other course content.&lt;/b&gt; What you see may not match what your teacher prepared; tell your teacher. What differs:&lt;ul&gt;%1&lt;/ul&gt;</source>
        <translation>&lt;b&gt;⚠ Cette séance a été préparée pour un autre contenu de cours.&lt;/b&gt; Ce que vous voyez peut ne pas correspondre à ce que votre enseignant a préparé&#xa0;; prévenez-le. Ce qui diffère&#xa0;:&lt;ul&gt;%1&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Learner id: %1</source>
        <translation>Identifiant de l&apos;apprenant&#xa0;: %1</translation>
    </message>
    <message>
        <source>Type part of your name</source>
        <translation>Tapez une partie de votre nom</translation>
    </message>
    <message>
        <source>Find your &amp;name:</source>
        <translation>Trouvez votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Élèves</translation>
    </message>
    <message>
        <source>First and last name, as your teacher knows you</source>
        <translation>Prénom et nom, tels que votre enseignant vous connaît</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <source>No student on the list matches “%1”. Ask your teacher if your name is missing.</source>
        <translation>Aucun élève de la liste ne correspond à «&#xa0;%1&#xa0;». Demandez à votre enseignant si votre nom manque.</translation>
    </message>
    <message numerus="yes">
        <source>Choose your name from the list (%n student(s)).</source>
        <translation>
            <numerusform>Choisissez votre nom dans la liste (%n élève).</numerusform>
            <numerusform>Choisissez votre nom dans la liste (%n élèves).</numerusform>
        </translation>
    </message>
    <message>
        <source>You will join as %1 (%2).</source>
        <translation>Vous rejoindrez la séance en tant que %1 (%2).</translation>
    </message>
    <message>
        <source>&amp;Join as %1</source>
        <translation>&amp;Rejoindre en tant que %1</translation>
    </message>
</context>
<context>
    <name>ui::KeyPositionsLabel</name>
    <message>
        <source>Where the query and the keys are</source>
        <translation>Où se trouvent la requête et les clés</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ui::KeyTableModel</name>
    <message>
        <source>%1°</source>
        <translation>%1°</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Angle</source>
        <translation>Angle</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
</context>
<context>
    <name>ui::LabWindow</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Session: %1</source>
        <translation>Séance&#xa0;: %1</translation>
    </message>
    <message>
        <source>Learner: %1 (%2)</source>
        <translation>Apprenant&#xa0;: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n exercise(s)</source>
        <translation>
            <numerusform>%1 · %n exercice</numerusform>
            <numerusform>%1 · %n exercices</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules of the session</source>
        <translation>Règles de la séance</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Temps restant</translation>
    </message>
    <message>
        <source>&amp;Hand In…</source>
        <translation>&amp;Rendre…</translation>
    </message>
    <message>
        <source>Hand your work in to your teacher (you can hand in again later)</source>
        <translation>Rendre votre travail à votre enseignant (vous pourrez le rendre de nouveau plus tard)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;Feedback…</source>
        <translation>&amp;Ouvrir un retour…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Wor&amp;kshop</source>
        <translation>A&amp;telier</translation>
    </message>
    <message>
        <source>Open the &amp;Workshop</source>
        <translation>Ouvrir l&apos;&amp;atelier</translation>
    </message>
    <message>
        <source>Workshop — %1</source>
        <translation>Atelier — %1</translation>
    </message>
    <message>
        <source>Not recorded: %1</source>
        <translation>Non enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>This session has no hand-in folder: choose where to hand in, such as a shared folder or a USB stick.</source>
        <translation>Cette séance n&apos;a pas de dossier de rendu&#xa0;: choisissez où rendre votre travail, par exemple un dossier partagé ou une clé USB.</translation>
    </message>
    <message>
        <source>Not handed in. Your work is kept on this computer; hand it in with File ▸ Hand In…</source>
        <translation>Non rendu. Votre travail est conservé sur cet ordinateur&#xa0;; rendez-le avec Fichier ▸ Rendre…</translation>
    </message>
    <message>
        <source>Your work was handed in.</source>
        <translation>Votre travail a été rendu.</translation>
    </message>
    <message>
        <source>Progress not handed in: this session has no hand-in folder. Choose one with File ▸ Hand In…</source>
        <translation>Progression non rendue&#xa0;: cette séance n&apos;a pas de dossier de rendu. Choisissez-en un avec Fichier ▸ Rendre…</translation>
    </message>
    <message>
        <source>Progress handed in at %1.</source>
        <translation>Progression rendue à %1.</translation>
    </message>
    <message>
        <source>Progress could not be handed in: %1</source>
        <translation>La progression n&apos;a pas pu être rendue&#xa0;: %1</translation>
    </message>
    <message>
        <source>Hand In</source>
        <translation>Rendre</translation>
    </message>
    <message>
        <source>Nothing is lost: your work is kept on this computer. Choose another folder to hand in to, such as a USB stick, or cancel and try again later.</source>
        <translation>Rien n&apos;est perdu&#xa0;: votre travail est conservé sur cet ordinateur. Choisissez un autre dossier où le rendre, par exemple une clé USB, ou annulez et réessayez plus tard.</translation>
    </message>
    <message>
        <source>&amp;Choose Folder…</source>
        <translation>&amp;Choisir un dossier…</translation>
    </message>
    <message>
        <source>Hand In To</source>
        <translation>Rendre dans</translation>
    </message>
    <message>
        <source>Time: %1
File: %2
Exercises answered: %3 of %4
Checksum: %5</source>
        <translation>Heure&#xa0;: %1
Fichier&#xa0;: %2
Exercices traités&#xa0;: %3 sur %4
Somme de contrôle&#xa0;: %5</translation>
    </message>
    <message>
        <source>Handed In</source>
        <translation>Rendu</translation>
    </message>
    <message>
        <source>You can hand in again until the session ends; the latest hand-in counts.</source>
        <translation>Vous pouvez rendre de nouveau votre travail jusqu&apos;à la fin de la séance&#xa0;; c&apos;est le dernier rendu qui compte.</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Pas de limite de temps</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Le temps est écoulé</translation>
    </message>
    <message>
        <source>Time left %1:%2</source>
        <translation>Temps restant %1:%2</translation>
    </message>
    <message>
        <source>The time is up. Your work was handed in, and the exercises are now locked.</source>
        <translation>Le temps est écoulé. Votre travail a été rendu et les exercices sont maintenant verrouillés.</translation>
    </message>
    <message>
        <source>Handed in at %1 · checksum %2</source>
        <translation>Rendu à %1 · somme de contrôle %2</translation>
    </message>
    <message>
        <source>Progress handed in at %1</source>
        <translation>Progression rendue à %1</translation>
    </message>
    <message>
        <source>Not handed in yet</source>
        <translation>Pas encore rendu</translation>
    </message>
    <message>
        <source>The time is up and your work was handed in at %1. The exercises are locked: nothing more can be changed.</source>
        <translation>Le temps est écoulé et votre travail a été rendu à %1. Les exercices sont verrouillés&#xa0;: plus rien ne peut être modifié.</translation>
    </message>
    <message>
        <source>The time is up. The exercises are locked, but your work has not been handed in yet: press Hand In.</source>
        <translation>Le temps est écoulé. Les exercices sont verrouillés, mais votre travail n&apos;a pas encore été rendu&#xa0;: appuyez sur Rendre.</translation>
    </message>
    <message>
        <source>Hand In Before Closing?</source>
        <translation>Rendre avant de fermer&#xa0;?</translation>
    </message>
    <message>
        <source>Some of your work has not been handed in.</source>
        <translation>Une partie de votre travail n&apos;a pas été rendue.</translation>
    </message>
    <message>
        <source>It is kept on this computer and will be here when you join again, but your teacher does not have it yet.</source>
        <translation>Il est conservé sur cet ordinateur et sera là quand vous rejoindrez de nouveau la séance, mais votre enseignant ne l&apos;a pas encore.</translation>
    </message>
    <message>
        <source>&amp;Hand In</source>
        <translation>&amp;Rendre</translation>
    </message>
    <message>
        <source>Close &amp;Without Handing In</source>
        <translation>Fermer &amp;sans rendre</translation>
    </message>
    <message>
        <source>Your work is open in another window: this one only shows it and saves nothing. Close it and go on in the other window.</source>
        <translation>Votre travail est ouvert dans une autre fenêtre&#xa0;: celle-ci ne fait que l&apos;afficher et n&apos;enregistre rien. Fermez-la et continuez dans l&apos;autre fenêtre.</translation>
    </message>
    <message>
        <source>Saving: waiting for the folder… Your answers are kept in this window meanwhile.</source>
        <translation>Enregistrement&#xa0;: en attente du dossier… Vos réponses restent dans cette fenêtre en attendant.</translation>
    </message>
    <message>
        <source>The time is up, and this session has no hand-in folder: choose where to hand in, such as a shared folder or a USB stick.</source>
        <translation>Le temps est écoulé et cette séance n’a pas de dossier de rendu&#xa0;: choisissez où rendre votre travail, par exemple un dossier partagé ou une clé USB.</translation>
    </message>
    <message>
        <source>Handing in…</source>
        <translation>Rendu en cours…</translation>
    </message>
    <message>
        <source>Your work is being written: this window closes once it is. If the folder does not answer, ask your teacher before you switch off the computer.</source>
        <translation>Votre travail est en cours d’écriture&#xa0;: cette fenêtre se fermera ensuite. Si le dossier ne répond pas, demandez à votre enseignant avant d’éteindre l’ordinateur.</translation>
    </message>
    <message>
        <source>Handing in: waiting for the folder… Your work is kept on this computer meanwhile. If the folder does not answer, hand in to a USB stick with File ▸ Hand In Elsewhere….</source>
        <translation>Rendu&#xa0;: en attente du dossier… Votre travail reste sur cet ordinateur en attendant. Si le dossier ne répond pas, rendez-le sur une clé USB avec Fichier ▸ Rendre ailleurs….</translation>
    </message>
    <message>
        <source>Hand In &amp;Elsewhere…</source>
        <translation>Rendre &amp;ailleurs…</translation>
    </message>
    <message>
        <source>Hand your work in to a folder you choose, such as a USB stick</source>
        <translation>Rendre votre travail dans un dossier de votre choix, par exemple une clé USB</translation>
    </message>
    <message>
        <source>Choose where to hand in your work, such as a USB stick.</source>
        <translation>Choisissez où rendre votre travail, par exemple une clé USB.</translation>
    </message>
    <message>
        <source>Close Without Your Answers?</source>
        <translation>Fermer sans vos réponses&#xa0;?</translation>
    </message>
    <message>
        <source>Some of your answers could not be saved on this computer.</source>
        <translation>Certaines de vos réponses n’ont pas pu être enregistrées sur cet ordinateur.</translation>
    </message>
    <message>
        <source>If you close now they are lost. Free some space on the disk or ask your teacher, then wait until the warning in the window is gone; or hand your work in first.</source>
        <translation>Si vous fermez maintenant, elles sont perdues. Libérez de la place sur le disque ou demandez à votre enseignant, puis attendez que l’avertissement disparaisse de la fenêtre&#xa0;; ou rendez d’abord votre travail.</translation>
    </message>
    <message>
        <source>Close &amp;Anyway</source>
        <translation>Fermer &amp;quand même</translation>
    </message>
    <message numerus="yes">
        <source>%n exercise(s) are not answered yet. Hand in anyway?</source>
        <translation>
            <numerusform>%n exercice n’a pas encore de réponse. Rendre quand même&#xa0;?</numerusform>
            <numerusform>%n exercices n’ont pas encore de réponse. Rendre quand même&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <source>You can hand in again later.</source>
        <translation>Vous pourrez rendre à nouveau plus tard.</translation>
    </message>
    <message>
        <source>&amp;Keep Working</source>
        <translation>&amp;Continuer à travailler</translation>
    </message>
    <message>
        <source>Your feedback code: %1</source>
        <translation>Votre code de retour&#xa0;: %1</translation>
    </message>
    <message>
        <source>Write it down: your teacher&apos;s feedback opens with it, on any computer.</source>
        <translation>Notez-le&#xa0;: le retour de votre enseignant s’ouvre avec lui, sur n’importe quel ordinateur.</translation>
    </message>
    <message>
        <source>Feedback code: %1 (write it down: your teacher&apos;s feedback opens with it, on any computer)</source>
        <translation>Code de retour&#xa0;: %1 (notez-le&#xa0;: le retour de votre enseignant s’ouvre avec lui, sur n’importe quel ordinateur)</translation>
    </message>
</context>
<context>
    <name>ui::Language</name>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
</context>
<context>
    <name>ui::LessonView</name>
    <message>
        <source>Lesson text</source>
        <translation>Texte de la leçon</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>Page précédente</translation>
    </message>
    <message>
        <source>Previous page (Alt+Left)</source>
        <translation>Page précédente (Alt+Gauche)</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Page suivante</translation>
    </message>
    <message>
        <source>Next page (Alt+Right)</source>
        <translation>Page suivante (Alt+Droite)</translation>
    </message>
    <message>
        <source>&lt;h2&gt;%1 · Exercises&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;%1 · Exercices&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;%1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;%1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source># This lesson could not be loaded

The other lessons work. The lesson files have these problems:

</source>
        <translation># Cette leçon n&apos;a pas pu être chargée

Les autres leçons fonctionnent. Les fichiers de la leçon présentent ces problèmes&#xa0;:

</translation>
    </message>
    <message>
        <source>Lesson %1 of %2 · page %3 of %4</source>
        <translation>Leçon %1 sur %2 · page %3 sur %4</translation>
    </message>
    <message>
        <source>The page&apos;s figures and controls</source>
        <translation>Figures et commandes de la page</translation>
    </message>
    <message>
        <source>← Previous</source>
        <translation>← Précédente</translation>
    </message>
    <message>
        <source>Next →</source>
        <translation>Suivante →</translation>
    </message>
    <message>
        <source>Glossary: %1. Enter shows its definition.</source>
        <translation>Glossaire&#xa0;: %1. Entrée affiche sa définition.</translation>
    </message>
    <message>
        <source>Link to %1</source>
        <translation>Lien vers %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ui::MainWindow</name>
    <message>
        <source>Attention Lab</source>
        <translation>Attention Lab</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>Votre progression</translation>
    </message>
    <message>
        <source>Could not save your answer: %1</source>
        <translation>Impossible d&apos;enregistrer votre réponse&#xa0;: %1</translation>
    </message>
    <message>
        <source>Your progress in every lesson</source>
        <translation>Votre progression dans chaque leçon</translation>
    </message>
    <message>
        <source>Course contents</source>
        <translation>Sommaire du cours</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Cours</translation>
    </message>
    <message>
        <source>Could not save your progress: %1</source>
        <translation>Impossible d&apos;enregistrer votre progression&#xa0;: %1</translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <translation>Leçon %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Switch &amp;Learner…</source>
        <translation>Changer d&apos;&amp;apprenant…</translation>
    </message>
    <message>
        <source>Learners</source>
        <translation>Apprenants</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation>Progression de %1</translation>
    </message>
    <message>
        <source>Now learning as %1</source>
        <translation>Vous apprenez maintenant en tant que %1</translation>
    </message>
    <message>
        <source>&amp;Join Lab Session…</source>
        <translation>&amp;Rejoindre une séance de TP…</translation>
    </message>
    <message>
        <source>Open &amp;Feedback…</source>
        <translation>Ouvrir un re&amp;tour…</translation>
    </message>
    <message>
        <source>&amp;Open Set-up…</source>
        <translation>&amp;Ouvrir une configuration…</translation>
    </message>
    <message>
        <source>Open Set-up</source>
        <translation>Ouvrir une configuration</translation>
    </message>
    <message>
        <source>Workshop set-ups (*.attnsetup);;All files (*)</source>
        <translation>Configurations d&apos;atelier (*.attnsetup);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Save Set-up…</source>
        <translation>&amp;Enregistrer la configuration…</translation>
    </message>
    <message>
        <source>Save Set-up</source>
        <translation>Enregistrer la configuration</translation>
    </message>
    <message>
        <source>Workshop set-ups (*.attnsetup)</source>
        <translation>Configurations d&apos;atelier (*.attnsetup)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Show &amp;Sidebar</source>
        <translation>Afficher la &amp;barre latérale</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>&amp;Mode présentation</translation>
    </message>
    <message>
        <source>Full screen and large, for a projector (F5; Esc leaves)</source>
        <translation>Plein écran et en grand, pour un vidéoprojecteur (F5&#xa0;; Échap pour quitter)</translation>
    </message>
    <message>
        <source>Leave Presentation Mode</source>
        <translation>Quitter le mode présentation</translation>
    </message>
    <message>
        <source>&amp;Larger Text</source>
        <translation>Texte plus &amp;grand</translation>
    </message>
    <message>
        <source>S&amp;maller Text</source>
        <translation>Texte plus pe&amp;tit</translation>
    </message>
    <message>
        <source>&amp;Default Text Size</source>
        <translation>Taille du texte par &amp;défaut</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Contraste élevé</translation>
    </message>
    <message>
        <source>&amp;Colour Scheme</source>
        <translation>&amp;Schéma de couleurs</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Système</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>S&amp;ombre</translation>
    </message>
    <message>
        <source>&amp;Reset Query to the Plate Default</source>
        <translation>Réinitialiser la re&amp;quête par défaut de la planche</translation>
    </message>
    <message>
        <source>&amp;Workshop</source>
        <translation>&amp;Atelier</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>A&amp;ller</translation>
    </message>
    <message>
        <source>&amp;Next Page</source>
        <translation>Page &amp;suivante</translation>
    </message>
    <message>
        <source>&amp;Previous Page</source>
        <translation>Page &amp;précédente</translation>
    </message>
    <message>
        <source>Course &amp;Contents</source>
        <translation>Sommaire du &amp;cours</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;About Attention Lab</source>
        <translation>À &amp;propos d&apos;Attention Lab</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Wor&amp;kshop</source>
        <translation>A&amp;telier</translation>
    </message>
    <message>
        <source>Edit &amp;Keys…</source>
        <translation>Modifier les &amp;clés…</translation>
    </message>
    <message>
        <source>&amp;Reset Keys to the Plate&apos;s Layout</source>
        <translation>&amp;Rétablir la disposition des clés de la planche</translation>
    </message>
    <message>
        <source>Export &amp;Figure…</source>
        <translation>Exporter la &amp;figure…</translation>
    </message>
    <message>
        <source>Figure written to %1</source>
        <translation>Figure écrite dans %1</translation>
    </message>
    <message>
        <source>%1 cannot be used; the workshop is unchanged.

%2</source>
        <translation>%1 ne peut pas être utilisé&#xa0;; l&apos;atelier est inchangé.

%2</translation>
    </message>
    <message>
        <source>Opened the set-up %1</source>
        <translation>Configuration %1 ouverte</translation>
    </message>
    <message>
        <source>The set-up was not saved to %1: %2</source>
        <translation>La configuration n&apos;a pas été enregistrée dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Saved the set-up to %1</source>
        <translation>Configuration enregistrée dans %1</translation>
    </message>
    <message>
        <source>About Attention Lab</source>
        <translation>À propos d&apos;Attention Lab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;A course on attention as a soft dictionary lookup, after Vol. IV, Plate 2: Queries, Keys and Values.&lt;/p&gt;&lt;p&gt;Compare a query with every key, softmax the scores, and average the values with those weights.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;Un cours sur l&apos;attention comme recherche douce dans un dictionnaire, d&apos;après le vol. IV, planche 2&#xa0;: requêtes, clés et valeurs.&lt;/p&gt;&lt;p&gt;Comparez une requête à chaque clé, appliquez la softmax aux scores, et faites la moyenne des valeurs avec ces poids.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>L&amp;anguage</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Open &amp;Course Folder…</source>
        <translation>Ouvrir un &amp;dossier de cours…</translation>
    </message>
    <message>
        <source>Open Course Folder</source>
        <translation>Ouvrir un dossier de cours</translation>
    </message>
    <message>
        <source>Page Down, Page Up: next or previous step   ·   T: the text or the table   ·   B: black screen   ·   Ctrl+= and Ctrl+−: size   ·   Esc: leave</source>
        <translation>Page suivante, Page précédente&#xa0;: étape suivante ou précédente   ·   T&#xa0;: le texte ou le tableau   ·   B&#xa0;: écran noir   ·   Ctrl+= et Ctrl+−&#xa0;: taille   ·   Échap&#xa0;: quitter</translation>
    </message>
    <message>
        <source>Next Step or Page</source>
        <translation>Étape ou page suivante</translation>
    </message>
    <message>
        <source>Previous Step or Page</source>
        <translation>Étape ou page précédente</translation>
    </message>
    <message>
        <source>Black Screen</source>
        <translation>Écran noir</translation>
    </message>
    <message>
        <source>Show the Text or the Table</source>
        <translation>Afficher le texte ou le tableau</translation>
    </message>
</context>
<context>
    <name>ui::MatchingEditor</name>
    <message>
        <source>Give each item its partner: every partner belongs to exactly one item.</source>
        <translation>Associez à chaque élément son partenaire&#xa0;: chaque partenaire appartient à un seul élément.</translation>
    </message>
    <message>
        <source>&amp;%1. %2</source>
        <translation>&amp;%1. %2</translation>
    </message>
    <message>
        <source>Choose its partner…</source>
        <translation>Choisir son partenaire…</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>ui::MatrixPanel</name>
    <message>
        <source>&lt;b&gt;Preview of plates IV.3 and IV.4&lt;/b&gt;</source>
        <translation>&lt;b&gt;Aperçu des planches IV.3 et IV.4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Scale scores by 1/√d_k (plate IV.3)</source>
        <translation>&amp;Diviser les scores par √d_k (planche IV.3)</translation>
    </message>
    <message>
        <source>Scale scores by 1/√d_k (plate IV.3)</source>
        <translation>Diviser les scores par √d_k (planche IV.3)</translation>
    </message>
    <message>
        <source>&amp;Causal mask (plate IV.4): a token may only look at itself and earlier tokens</source>
        <translation>&amp;Masque causal (planche IV.4)&#xa0;: un jeton ne peut regarder que lui-même et les jetons précédents</translation>
    </message>
    <message>
        <source>Causal mask (plate IV.4): a token may only look at itself and earlier tokens</source>
        <translation>Masque causal (planche IV.4)&#xa0;: un jeton ne peut regarder que lui-même et les jetons précédents</translation>
    </message>
    <message>
        <source>Attention weights: rows are the asking words, columns the words they look at</source>
        <translation>Poids d&apos;attention&#xa0;: les lignes sont les mots qui interrogent, les colonnes les mots qu&apos;ils regardent</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Values: %1.</source>
        <translation>Valeurs&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Output of the selected word</source>
        <translation>Sortie du mot sélectionné</translation>
    </message>
    <message>
        <source>Why scale? A dot product of query and key vectors with d_k components adds up d_k products. If the components are independent, with mean 0 and variance 1, the score has variance d_k, so scores spread like √d_k. Widely spread scores push the softmax to saturate: nearly all weight goes to one word and the rest hardly count. Dividing by √d_k brings the spread back to about 1 and keeps the blend soft.</source>
        <translation>Pourquoi diviser&#xa0;? Un produit scalaire de vecteurs requête et clé à d_k composantes additionne d_k produits. Si les composantes sont indépendantes, de moyenne 0 et de variance 1, le score a une variance d_k&#xa0;: les scores s&apos;étalent donc comme √d_k. Des scores très étalés font saturer la softmax&#xa0;: presque tout le poids va à un seul mot et les autres comptent à peine. Diviser par √d_k ramène l&apos;étalement à environ 1 et garde le mélange doux.</translation>
    </message>
    <message>
        <source>Here d_k = %1: every score is multiplied by 1/√%1 = %2.</source>
        <translation>Ici d_k = %1&#xa0;: chaque score est multiplié par 1/√%1 = %2.</translation>
    </message>
    <message>
        <source>Here d_k = %1 and the scores are not scaled.</source>
        <translation>Ici d_k = %1 et les scores ne sont pas divisés.</translation>
    </message>
    <message>
        <source>The weights cannot be computed: %1</source>
        <translation>Les poids ne peuvent pas être calculés&#xa0;: %1</translation>
    </message>
    <message>
        <source>Select a row to see that word&apos;s output.</source>
        <translation>Sélectionnez une ligne pour voir la sortie de ce mot.</translation>
    </message>
    <message>
        <source>Output of “%1” (row %2), its own blend of the values: %3 %4 &lt;b&gt;%5&lt;/b&gt;</source>
        <translation>Sortie de «&#xa0;%1&#xa0;» (ligne %2), son propre mélange des valeurs&#xa0;: %3 %4 &lt;b&gt;%5&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Weights rounded to %1 decimal places; the output is computed from the exact weights.</source>
        <translation>Poids arrondis à %1 décimales&#xa0;; la sortie est calculée à partir des poids exacts.</translation>
    </message>
    <message>
        <source>The output of %1 is %2</source>
        <translation>La sortie de %1 est %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every word asks at once.&lt;/b&gt; Each word of the sentence has a small vector that serves as its query and its key, and one value. Row &lt;i&gt;i&lt;/i&gt; of the table is word &lt;i&gt;i&lt;/i&gt;&apos;s own lookup: the weights it gives every word, which add up to 1. The number in each cell is the weight; the more weight, the stronger the blue. Similar words find each other: in “the cat sat on the mat”, the two “the”s, and “cat” with “mat”. Select a row to see that word&apos;s output.</source>
        <translation>&lt;b&gt;Tous les mots interrogent à la fois.&lt;/b&gt; Chaque mot de la phrase a un petit vecteur qui lui sert de requête et de clé, et une valeur. La ligne &lt;i&gt;i&lt;/i&gt; du tableau est la recherche propre au mot &lt;i&gt;i&lt;/i&gt;&#xa0;: les poids qu&apos;il donne à chaque mot, dont la somme vaut 1. Le nombre de chaque case est le poids&#xa0;; plus le poids est grand, plus le bleu est soutenu. Les mots semblables se trouvent entre eux&#xa0;: dans «&#xa0;the cat sat on the mat&#xa0;», les deux «&#xa0;the&#xa0;», et «&#xa0;cat&#xa0;» avec «&#xa0;mat&#xa0;». Sélectionnez une ligne pour voir la sortie de ce mot.</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Phrase</translation>
    </message>
    <message>
        <source>&amp;Plate&apos;s sentence</source>
        <translation>Phrase de la &amp;planche</translation>
    </message>
    <message>
        <source>Back to the plate&apos;s sentence</source>
        <translation>Revenir à la phrase de la planche</translation>
    </message>
    <message>
        <source>The arrow keys move between the cells; plus and minus zoom the table.</source>
        <translation>Les touches fléchées passent d&apos;une case à l&apos;autre&#xa0;; plus et moins agrandissent ou réduisent le tableau.</translation>
    </message>
    <message>
        <source>&amp;Zoom:</source>
        <translation>&amp;Zoom&#xa0;:</translation>
    </message>
    <message>
        <source>Zoom of the weight table</source>
        <translation>Zoom du tableau des poids</translation>
    </message>
    <message>
        <source>The cell under the mouse or the current cell</source>
        <translation>La case sous la souris ou la case courante</translation>
    </message>
    <message>
        <source>Type a sentence: the table needs at least one word.</source>
        <translation>Tapez une phrase&#xa0;: le tableau a besoin d&apos;au moins un mot.</translation>
    </message>
    <message>
        <source>This sentence has %1 tokens; the preview shows at most %2. Shorten it to see its weights.</source>
        <translation>Cette phrase a %1 jetons&#xa0;; l&apos;aperçu en montre au plus %2. Raccourcissez-la pour voir ses poids.</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) (words and punctuation marks), at most %1.</source>
        <translation>
            <numerusform>%n jeton (mots et signes de ponctuation), au plus %1.</numerusform>
            <numerusform>%n jetons (mots et signes de ponctuation), au plus %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Point at a cell, or move through the table with the arrow keys, to read its weight here.</source>
        <translation>Pointez une case, ou parcourez le tableau avec les touches fléchées, pour lire son poids ici.</translation>
    </message>
    <message>
        <source>Output of “%1” (row %2), its own blend of the %3 values it sees: &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>Sortie de «&#xa0;%1&#xa0;» (ligne %2), son propre mélange des %3 valeurs qu&apos;il voit&#xa0;: &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>S&amp;entence (up to %1 words; the same word always gets the same vector):</source>
        <translation>P&amp;hrase (jusqu&apos;à %1 mots&#xa0;; un même mot reçoit toujours le même vecteur)&#xa0;:</translation>
    </message>
</context>
<context>
    <name>ui::NewLabSessionDialog</name>
    <message>
        <source>Save Lab Session</source>
        <translation>Enregistrer la séance de TP</translation>
    </message>
    <message>
        <source>Lab sessions (*.attnlab)</source>
        <translation>Séances de TP (*.attnlab)</translation>
    </message>
    <message>
        <source>Allow &amp;hints</source>
        <translation>Autoriser les &amp;indices</translation>
    </message>
    <message>
        <source>Tar&amp;get exercises use this set-up&apos;s keys</source>
        <translation>Les exercices ci&amp;bles utilisent les clés de cette configuration</translation>
    </message>
    <message>
        <source>New Lab Session</source>
        <translation>Nouvelle séance de TP</translation>
    </message>
    <message>
        <source>e.g. Week 3: softmax</source>
        <translation>p. ex. Semaine 3&#xa0;: la softmax</translation>
    </message>
    <message>
        <source>Exercises to include</source>
        <translation>Exercices à inclure</translation>
    </message>
    <message>
        <source>&amp;Exercises (tick a lesson to take all of it):</source>
        <translation>&amp;Exercices (cochez une leçon pour la prendre en entier)&#xa0;:</translation>
    </message>
    <message>
        <source>Every student&apos;s numbers are drawn from their id, the exercise and this seed; an answer key made with it matches each screen.</source>
        <translation>Les nombres de chaque élève sont tirés de son identifiant, de l&apos;exercice et de cette graine&#xa0;; un corrigé produit avec elle correspond à chaque écran.</translation>
    </message>
    <message>
        <source>&amp;New Seed</source>
        <translation>&amp;Nouvelle graine</translation>
    </message>
    <message>
        <source>Each exercise&apos;s own</source>
        <translation>Propre à chaque exercice</translation>
    </message>
    <message>
        <source>On request</source>
        <translation>Sur demande</translation>
    </message>
    <message>
        <source>After handing in</source>
        <translation>Après le rendu</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Pas de limite</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Only when the student does</source>
        <translation>Seulement quand l&apos;élève le fait</translation>
    </message>
    <message>
        <source>Every few minutes the student&apos;s work is handed in by itself, so that the class board shows who is working and who is stuck.</source>
        <translation>À intervalles de quelques minutes, le travail de l&apos;élève est rendu automatiquement, afin que le tableau de la classe montre qui travaille et qui est bloqué.</translation>
    </message>
    <message>
        <source>None: students type their names</source>
        <translation>Aucune&#xa0;: les élèves tapent leur nom</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Choisir…</translation>
    </message>
    <message>
        <source>Roster lines that were not read</source>
        <translation>Lignes de la liste de la classe qui n&apos;ont pas été lues</translation>
    </message>
    <message>
        <source>None: students choose where to hand in</source>
        <translation>Aucun&#xa0;: les élèves choisissent où rendre leur travail</translation>
    </message>
    <message>
        <source>Bro&amp;wse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>None: the plate&apos;s keys</source>
        <translation>Aucune&#xa0;: les clés de la planche</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>C&amp;hoisir…</translation>
    </message>
    <message>
        <source>Students move their query among your keys in the target exercises, and the gradebook grades them there; otherwise they use the plate&apos;s five keys.</source>
        <translation>Les élèves déplacent leur requête parmi vos clés dans les exercices cibles, et le carnet de notes les note sur ces clés&#xa0;; sinon, ils utilisent les cinq clés de la planche.</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titre&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Lab seed:</source>
        <translation>&amp;Graine de la séance&#xa0;:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>&amp;Attempts per exercise:</source>
        <translation>Tent&amp;atives par exercice&#xa0;:</translation>
    </message>
    <message>
        <source>S&amp;olutions:</source>
        <translation>&amp;Solutions&#xa0;:</translation>
    </message>
    <message>
        <source>Time li&amp;mit:</source>
        <translation>Limite de te&amp;mps&#xa0;:</translation>
    </message>
    <message>
        <source>Hand in a&amp;utomatically every:</source>
        <translation>Rendre a&amp;utomatiquement toutes les&#xa0;:</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Élèves</translation>
    </message>
    <message>
        <source>&amp;Roster CSV:</source>
        <translation>&amp;Liste de la classe (CSV)&#xa0;:</translation>
    </message>
    <message>
        <source>Hand-in &amp;folder:</source>
        <translation>&amp;Dossier de rendu&#xa0;:</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Atelier</translation>
    </message>
    <message>
        <source>Set-&amp;up:</source>
        <translation>C&amp;onfiguration&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>En&amp;registrer…</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>No exercise chosen yet.</source>
        <translation>Aucun exercice choisi pour l&apos;instant.</translation>
    </message>
    <message numerus="yes">
        <source>%n exercise(s) chosen.</source>
        <translation>
            <numerusform>%n exercice choisi.</numerusform>
            <numerusform>%n exercices choisis.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a Roster</source>
        <translation>Choisir une liste de la classe</translation>
    </message>
    <message>
        <source>Class lists (*.csv *.txt);;All files (*)</source>
        <translation>Listes de classe (*.csv *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) read.</source>
        <translation>
            <numerusform>%n élève lu.</numerusform>
            <numerusform>%n élèves lus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) read; </source>
        <translation>
            <numerusform>%n élève lu&#xa0;; </numerusform>
            <numerusform>%n élèves lus&#xa0;; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) not used:</source>
        <translation>
            <numerusform>%n ligne non utilisée&#xa0;:</numerusform>
            <numerusform>%n lignes non utilisées&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Choose the Hand-in Folder</source>
        <translation>Choisir le dossier de rendu</translation>
    </message>
    <message>
        <source>Choose a Workshop Set-up</source>
        <translation>Choisir une configuration d&apos;atelier</translation>
    </message>
    <message>
        <source>Workshop set-ups (*.attnsetup);;All files (*)</source>
        <translation>Configurations d&apos;atelier (*.attnsetup);;Tous les fichiers (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n key(s), %2</source>
        <translation>
            <numerusform>%1&#xa0;: %n clé, %2</numerusform>
            <numerusform>%1&#xa0;: %n clés, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Untitled set-up</source>
        <translation>Configuration sans titre</translation>
    </message>
    <message>
        <source>The lab seed must be a whole number from 0 to %1.</source>
        <translation>La graine de la séance doit être un nombre entier de 0 à %1.</translation>
    </message>
    <message>
        <source>The roster has no student that can be used: choose another file, or clear it to let students type their names.</source>
        <translation>La liste de la classe ne contient aucun élève utilisable&#xa0;: choisissez un autre fichier, ou videz ce champ pour laisser les élèves taper leur nom.</translation>
    </message>
    <message>
        <source>The workshop set-up cannot be read (%1): choose another file, or clear it to keep the plate&apos;s keys.</source>
        <translation>La configuration d&apos;atelier ne peut pas être lue (%1)&#xa0;: choisissez un autre fichier, ou videz ce champ pour garder les clés de la planche.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The session was not saved:</source>
        <translation>La séance n&apos;a pas été enregistrée&#xa0;:</translation>
    </message>
    <message>
        <source>Your course folder %1 goes with the session: the students&apos; machines load its lessons and exercises too. Keep it where they can reach it, like the session file.</source>
        <translation>Votre dossier de cours %1 accompagne la séance&#xa0;: les postes des élèves chargent aussi ses leçons et ses exercices. Gardez-le là où ils peuvent l&apos;atteindre, comme le fichier de la séance.</translation>
    </message>
    <message>
        <source>Hand-in Folder</source>
        <translation>Dossier de rendu</translation>
    </message>
    <message>
        <source>The session was saved, but students&apos; computers hand in to %1 only once it holds the session file or a file named %2 (%3).</source>
        <translation>La séance a été enregistrée, mais les ordinateurs des élèves ne rendent dans %1 qu&apos;une fois qu&apos;il contient le fichier de séance ou un fichier nommé %2 (%3).</translation>
    </message>
    <message>
        <source>%1, ticked</source>
        <translation>%1, case cochée</translation>
    </message>
    <message>
        <source>%1, partly ticked</source>
        <translation>%1, case cochée en partie</translation>
    </message>
    <message>
        <source>%1, not ticked</source>
        <translation>%1, case non cochée</translation>
    </message>
    <message>
        <source>Print answer &amp;keys only where the lab allows them</source>
        <translation>N&apos;imprimer les corrigés &amp;que là où la salle le permet</translation>
    </message>
    <message>
        <source>The session&apos;s answer keys, answer grid and rehearsals are printed only on a computer whose lab defaults say allowAnswerKeys=true, as the teacher&apos;s does; a student who opens the session file elsewhere cannot print their answers.</source>
        <translation>Les corrigés, la grille des réponses et les répétitions de la séance ne sont imprimés que sur un ordinateur dont les réglages de la salle disent allowAnswerKeys=true, comme celui de l&apos;enseignant&#xa0;; un élève qui ouvre le fichier de séance ailleurs ne peut pas imprimer ses réponses.</translation>
    </message>
    <message>
        <source>% of the credit</source>
        <translation>&#xa0;% des points</translation>
    </message>
    <message>
        <source>What each attempt before the right one costs: at 25%, an answer right at the second attempt earns 75%, at the third 50%. Guessing then pays less.</source>
        <translation>Ce que coûte chaque tentative avant la bonne&#xa0;: à 25&#xa0;%, une réponse juste à la deuxième tentative rapporte 75&#xa0;%, à la troisième 50&#xa0;%. Deviner paie alors moins.</translation>
    </message>
    <message>
        <source>&amp;Penalty per extra attempt:</source>
        <translation>Pénalité par tentati&amp;ve de plus&#xa0;:</translation>
    </message>
</context>
<context>
    <name>ui::NumberEditor</name>
    <message>
        <source>Your &amp;answer (in %):</source>
        <translation>Votre &amp;réponse (en&#xa0;%)&#xa0;:</translation>
    </message>
    <message>
        <source>Your &amp;answer:</source>
        <translation>Votre &amp;réponse&#xa0;:</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Votre réponse</translation>
    </message>
    <message>
        <source>a percentage</source>
        <translation>un pourcentage</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>Where the query and the keys are:</source>
        <translation>Où se trouvent la requête et les clés&#xa0;:</translation>
    </message>
</context>
<context>
    <name>ui::PresenterOverlay</name>
    <message>
        <source>Black screen: press B to show the course again</source>
        <translation>Écran noir&#xa0;: appuyez sur B pour réafficher le cours</translation>
    </message>
</context>
<context>
    <name>ui::ProfileDialog</name>
    <message>
        <source>Welcome to Attention Lab</source>
        <translation>Bienvenue dans Attention Lab</translation>
    </message>
    <message>
        <source>What is your name? Attention Lab keeps your progress under it, so that several learners can share this computer.</source>
        <translation>Comment vous appelez-vous&#xa0;? Attention Lab conserve votre progression sous ce nom, afin que plusieurs apprenants puissent partager cet ordinateur.</translation>
    </message>
    <message>
        <source>New Learner</source>
        <translation>Nouvel apprenant</translation>
    </message>
    <message>
        <source>The new learner&apos;s name. Their progress starts afresh.</source>
        <translation>Le nom du nouvel apprenant. Sa progression repart de zéro.</translation>
    </message>
    <message>
        <source>Rename Learner</source>
        <translation>Renommer l&apos;apprenant</translation>
    </message>
    <message>
        <source>The learner&apos;s new name. Their progress stays as it is.</source>
        <translation>Le nouveau nom de l&apos;apprenant. Sa progression reste telle quelle.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Learner&apos;s name</source>
        <translation>Nom de l&apos;apprenant</translation>
    </message>
    <message numerus="yes">
        <source>Your name, up to %n character(s)</source>
        <translation>
            <numerusform>Votre nom, jusqu&apos;à %n caractère</numerusform>
            <numerusform>Votre nom, jusqu&apos;à %n caractères</numerusform>
        </translation>
    </message>
    <message>
        <source>Problem with the name</source>
        <translation>Problème avec le nom</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Créer</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Renommer</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>Apprenant</translation>
    </message>
    <message>
        <source>No Learner on This Computer</source>
        <translation>Aucun apprenant sur cet ordinateur</translation>
    </message>
    <message>
        <source>There is no learner on this computer yet, and the lab&apos;s administrator turned off creating new ones. The course opens without keeping your progress; ask the administrator for a learner profile.</source>
        <translation>Il n&apos;y a encore aucun apprenant sur cet ordinateur, et l&apos;administrateur de la salle a désactivé la création de nouveaux profils. Le cours s&apos;ouvre sans garder votre progression&#xa0;; demandez un profil à l&apos;administrateur.</translation>
    </message>
</context>
<context>
    <name>ui::ProfileListDialog</name>
    <message>
        <source>Switch Learner</source>
        <translation>Changer d&apos;apprenant</translation>
    </message>
    <message>
        <source>Learners on this computer</source>
        <translation>Apprenants sur cet ordinateur</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>Apprenant</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>&amp;New Learner…</source>
        <translation>&amp;Nouvel apprenant…</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Renommer…</translation>
    </message>
    <message>
        <source>Re&amp;move…</source>
        <translation>Re&amp;tirer…</translation>
    </message>
    <message>
        <source>Removes the learner from the list; their files are kept in %1.</source>
        <translation>Retire l&apos;apprenant de la liste&#xa0;; ses fichiers sont conservés dans %1.</translation>
    </message>
    <message>
        <source>&amp;Switch</source>
        <translation>&amp;Changer</translation>
    </message>
    <message>
        <source>%1 (current)</source>
        <translation>%1 (actuel)</translation>
    </message>
    <message>
        <source>Learner id: %1</source>
        <translation>Identifiant de l&apos;apprenant&#xa0;: %1</translation>
    </message>
    <message>
        <source>Use it as: attention-lab exercise EXERCISE --learner %1</source>
        <translation>Utilisez-le ainsi&#xa0;: attention-lab exercise EXERCISE --learner %1</translation>
    </message>
    <message>
        <source>New Learner</source>
        <translation>Nouvel apprenant</translation>
    </message>
    <message>
        <source>The learner could not be added: %1</source>
        <translation>L&apos;apprenant n&apos;a pas pu être ajouté&#xa0;: %1</translation>
    </message>
    <message>
        <source>Rename Learner</source>
        <translation>Renommer l&apos;apprenant</translation>
    </message>
    <message>
        <source>The learner could not be renamed: %1</source>
        <translation>L&apos;apprenant n&apos;a pas pu être renommé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Remove Learner</source>
        <translation>Retirer l&apos;apprenant</translation>
    </message>
    <message>
        <source>Remove %1 from the list of learners? Their progress is not deleted: it is moved to %2, from where it can be restored by hand.</source>
        <translation>Retirer %1 de la liste des apprenants&#xa0;? Sa progression n&apos;est pas supprimée&#xa0;: elle est déplacée dans %2, d&apos;où elle peut être restaurée à la main.</translation>
    </message>
    <message>
        <source>The learner could not be removed: %1</source>
        <translation>L&apos;apprenant n&apos;a pas pu être retiré&#xa0;: %1</translation>
    </message>
    <message>
        <source>Could not switch learners: %1</source>
        <translation>Impossible de changer d&apos;apprenant&#xa0;: %1</translation>
    </message>
    <message>
        <source>New learners are turned off on this computer by the lab&apos;s administrator: choose one of the learners above.</source>
        <translation>Les nouveaux apprenants sont désactivés sur cet ordinateur par l&apos;administrateur de la salle&#xa0;: choisissez l&apos;un des apprenants ci-dessus.</translation>
    </message>
</context>
<context>
    <name>ui::ProgressOverview</name>
    <message>
        <source>Your progress by lesson</source>
        <translation>Votre progression par leçon</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Your progress&lt;/h2&gt;&lt;p&gt;For every lesson: the pages you have read, the credit your exercises have earned so far (each exercise is worth at most 1), and what is still to do. Open a lesson from the sidebar to carry on.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Votre progression&lt;/h2&gt;&lt;p&gt;Pour chaque leçon&#xa0;: les pages que vous avez lues, les points obtenus jusqu&apos;ici par vos exercices (chaque exercice vaut au plus 1) et ce qu&apos;il reste à faire. Ouvrez une leçon depuis la barre latérale pour continuer.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ui::ProgressOverviewModel</name>
    <message>
        <source>%1 (cannot be loaded)</source>
        <translation>%1 (ne peut pas être chargée)</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n exercise(s)</source>
        <translation>
            <numerusform>%n exercice</numerusform>
            <numerusform>%n exercices</numerusform>
        </translation>
    </message>
    <message>
        <source>Done ✓</source>
        <translation>Terminé ✓</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>This lesson has no exercises.</source>
        <translation>Cette leçon n&apos;a pas d&apos;exercices.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n exercise(s) finished; each is worth 1 point, less for hints.</source>
        <translation>
            <numerusform>%1 exercice sur %n terminé&#xa0;; chacun vaut 1 point, moins en cas d&apos;indices.</numerusform>
            <numerusform>%1 exercices sur %n terminés&#xa0;; chacun vaut 1 point, moins en cas d&apos;indices.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pages to read: %1</source>
        <translation>Pages à lire&#xa0;: %1</translation>
    </message>
    <message>
        <source>Exercises to finish: %1</source>
        <translation>Exercices à terminer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>Pages read</source>
        <translation>Pages lues</translation>
    </message>
    <message>
        <source>Exercise score</source>
        <translation>Résultat des exercices</translation>
    </message>
    <message>
        <source>Still to do</source>
        <translation>Reste à faire</translation>
    </message>
</context>
<context>
    <name>ui::ProjectionPanel</name>
    <message>
        <source>&lt;b&gt;Where queries, keys and values come from.&lt;/b&gt; Each word starts as a small vector x. Three matrices turn it into a &lt;i&gt;query&lt;/i&gt; q = W_q x, a &lt;i&gt;key&lt;/i&gt; k = W_k x and a &lt;i&gt;value&lt;/i&gt; v = W_v x. The word that asks compares its query with every key; the softmax of those scores gives the weights, and the output is the weighted average of the values. Edit a matrix and see what changes.</source>
        <translation>&lt;b&gt;D&apos;où viennent les requêtes, les clés et les valeurs.&lt;/b&gt; Chaque mot part d&apos;un petit vecteur x. Trois matrices le transforment en une &lt;i&gt;requête&lt;/i&gt; q = W_q x, une &lt;i&gt;clé&lt;/i&gt; k = W_k x et une &lt;i&gt;valeur&lt;/i&gt; v = W_v x. Le mot qui interroge compare sa requête à chaque clé&#xa0;; la softmax de ces scores donne les poids, et la sortie est la moyenne pondérée des valeurs. Modifiez une matrice et voyez ce qui change.</translation>
    </message>
    <message>
        <source>Which word asks</source>
        <translation>Quel mot interroge</translation>
    </message>
    <message>
        <source>&amp;Which word asks?</source>
        <translation>&amp;Quel mot interroge&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Reset matrices</source>
        <translation>&amp;Réinitialiser les matrices</translation>
    </message>
    <message>
        <source>Reset matrices</source>
        <translation>Réinitialiser les matrices</translation>
    </message>
    <message>
        <source>Each word&apos;s input, key, value, score, weight and share</source>
        <translation>L&apos;entrée, la clé, la valeur, le score, le poids et la part de chaque mot</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Mot</translation>
    </message>
    <message>
        <source>Input
x</source>
        <translation>Entrée
x</translation>
    </message>
    <message>
        <source>Key
k = W_k x</source>
        <translation>Clé
k = W_k x</translation>
    </message>
    <message>
        <source>Value
v</source>
        <translation>Valeur
v</translation>
    </message>
    <message>
        <source>Score
q·k</source>
        <translation>Score
q·k</translation>
    </message>
    <message>
        <source>Weight
w</source>
        <translation>Poids
w</translation>
    </message>
    <message>
        <source>Share
w × v</source>
        <translation>Part
w × v</translation>
    </message>
    <message>
        <source>The word</source>
        <translation>Le mot</translation>
    </message>
    <message>
        <source>The word&apos;s input vector x</source>
        <translation>Le vecteur d&apos;entrée x du mot</translation>
    </message>
    <message>
        <source>Its key k = W_k x</source>
        <translation>Sa clé k = W_k x</translation>
    </message>
    <message>
        <source>Its value v = W_v x</source>
        <translation>Sa valeur v = W_v x</translation>
    </message>
    <message>
        <source>Score: the query dotted with the key, q·k</source>
        <translation>Score&#xa0;: le produit scalaire de la requête et de la clé, q·k</translation>
    </message>
    <message>
        <source>Weight: the softmax of the scores</source>
        <translation>Poids&#xa0;: la softmax des scores</translation>
    </message>
    <message>
        <source>Share of the output: weight × value</source>
        <translation>Part de la sortie&#xa0;: poids × valeur</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <source>cat</source>
        <translation>cat</translation>
    </message>
    <message>
        <source>sat</source>
        <translation>sat</translation>
    </message>
    <message>
        <source>mat</source>
        <translation>mat</translation>
    </message>
    <message>
        <source>W_q: query</source>
        <translation>W_q&#xa0;: requête</translation>
    </message>
    <message>
        <source>W_q</source>
        <translation>W_q</translation>
    </message>
    <message>
        <source>Changing W_q changes what a word looks for.</source>
        <translation>Modifier W_q change ce qu&apos;un mot cherche.</translation>
    </message>
    <message>
        <source>q_1 =</source>
        <translation>q_1 =</translation>
    </message>
    <message>
        <source>q_2 =</source>
        <translation>q_2 =</translation>
    </message>
    <message>
        <source>W_k: key</source>
        <translation>W_k&#xa0;: clé</translation>
    </message>
    <message>
        <source>W_k</source>
        <translation>W_k</translation>
    </message>
    <message>
        <source>Changing W_k changes what a word is found by.</source>
        <translation>Modifier W_k change ce par quoi un mot peut être trouvé.</translation>
    </message>
    <message>
        <source>k_1 =</source>
        <translation>k_1 =</translation>
    </message>
    <message>
        <source>k_2 =</source>
        <translation>k_2 =</translation>
    </message>
    <message>
        <source>W_v: value</source>
        <translation>W_v&#xa0;: valeur</translation>
    </message>
    <message>
        <source>W_v</source>
        <translation>W_v</translation>
    </message>
    <message>
        <source>Changing W_v changes what a word hands over, not who gets the weight.</source>
        <translation>Modifier W_v change ce qu&apos;un mot transmet, pas qui reçoit le poids.</translation>
    </message>
    <message>
        <source>v =</source>
        <translation>v =</translation>
    </message>
    <message>
        <source>× x_1</source>
        <translation>× x_1</translation>
    </message>
    <message>
        <source>× x_2</source>
        <translation>× x_2</translation>
    </message>
    <message>
        <source>%1 row %2 column %3</source>
        <translation>%1 ligne %2 colonne %3</translation>
    </message>
    <message>
        <source>query q = W_q x(%1) = &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>requête q = W_q x(%1) = &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Query of %1: %2</source>
        <translation>Requête de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 (asks)</source>
        <translation>%1 (interroge)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>&lt;p&gt;output for “%1” = Σ wᵢ × vᵢ = &lt;b&gt;%3&lt;/b&gt; (≈ %2)&lt;/p&gt;</source>
        <translation>&lt;p&gt;sortie pour «&#xa0;%1&#xa0;» = Σ wᵢ × vᵢ = &lt;b&gt;%3&lt;/b&gt; (≈ %2)&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The output for %1 is %2</source>
        <translation>La sortie pour %1 est %2</translation>
    </message>
    <message>
        <source>query: —</source>
        <translation>requête&#xa0;: —</translation>
    </message>
    <message>
        <source>These numbers cannot be computed: %1</source>
        <translation>Ces nombres ne peuvent pas être calculés&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ui::QueryCanvas</name>
    <message>
        <source>Query and keys plane</source>
        <translation>Plan de la requête et des clés</translation>
    </message>
    <message>
        <source>Key %1: score q·k = %2, weight %3%.</source>
        <translation>Clé %1&#xa0;: score q·k = %2, poids %3&#xa0;%.</translation>
    </message>
    <message>
        <source>%1 · value %2</source>
        <translation>%1 · valeur %2</translation>
    </message>
    <message>
        <source>query q</source>
        <translation>requête q</translation>
    </message>
    <message>
        <source>%1°, length %2</source>
        <translation>%1°, longueur %2</translation>
    </message>
    <message>
        <source>q·%1 = %2</source>
        <translation>q·%1 = %2</translation>
    </message>
    <message>
        <source>Drag the red tip to turn and lengthen the query. Mouse wheel: length. Left/Right: turn by 1° (Shift: 15°). Up/Down: length ±0.1 (Page Up/Down: ±1). Keys 1–%1: show the query&apos;s projection on a key.</source>
        <translation>Faites glisser la pointe rouge pour tourner et allonger la requête. Molette de la souris&#xa0;: longueur. Gauche/Droite&#xa0;: tourner de 1° (Maj&#xa0;: 15°). Haut/Bas&#xa0;: longueur ±0,1 (Page préc./Page suiv.&#xa0;: ±1). Touches 1–%1&#xa0;: afficher la projection de la requête sur une clé.</translation>
    </message>
    <message>
        <source>Shift+drag (or Ctrl+drag) a key&apos;s tip to move the key.</source>
        <translation>Maj+glisser (ou Ctrl+glisser) la pointe d&apos;une clé pour déplacer la clé.</translation>
    </message>
</context>
<context>
    <name>ui::QueryControls</name>
    <message>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <source>Query angle in degrees</source>
        <translation>Angle de la requête en degrés</translation>
    </message>
    <message>
        <source>Query &amp;angle:</source>
        <translation>A&amp;ngle de la requête&#xa0;:</translation>
    </message>
    <message>
        <source>Query angle:</source>
        <translation>Angle de la requête&#xa0;:</translation>
    </message>
    <message>
        <source>Query length</source>
        <translation>Longueur de la requête</translation>
    </message>
    <message>
        <source>Query &amp;length:</source>
        <translation>Lon&amp;gueur de la requête&#xa0;:</translation>
    </message>
    <message>
        <source>Query length:</source>
        <translation>Longueur de la requête&#xa0;:</translation>
    </message>
</context>
<context>
    <name>ui::RankingEditor</name>
    <message>
        <source>Order the keys by their score, the largest first: select a key and move it with Alt+Up / Alt+Down, the buttons, or by dragging it.</source>
        <translation>Classez les clés selon leur score, la plus grande d&apos;abord&#xa0;: sélectionnez une clé et déplacez-la avec Alt+Haut / Alt+Bas, les boutons, ou en la faisant glisser.</translation>
    </message>
    <message>
        <source>Order the keys by their weight, the largest first: select a key and move it with Alt+Up / Alt+Down, the buttons, or by dragging it.</source>
        <translation>Classez les clés selon leur poids, la plus grande d&apos;abord&#xa0;: sélectionnez une clé et déplacez-la avec Alt+Haut / Alt+Bas, les boutons, ou en la faisant glisser.</translation>
    </message>
    <message>
        <source>Keys in your order, the largest first</source>
        <translation>Les clés dans votre ordre, la plus grande d&apos;abord</translation>
    </message>
    <message>
        <source>Alt+Up and Alt+Down move the selected key.</source>
        <translation>Alt+Haut et Alt+Bas déplacent la clé sélectionnée.</translation>
    </message>
    <message>
        <source>Alt+Up and Alt+Down move the selected key; you can also drag it.</source>
        <translation>Alt+Haut et Alt+Bas déplacent la clé sélectionnée&#xa0;; vous pouvez aussi la faire glisser.</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>&amp;Monter</translation>
    </message>
    <message>
        <source>Alt+Up</source>
        <translation>Alt+Haut</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>&amp;Descendre</translation>
    </message>
    <message>
        <source>Alt+Down</source>
        <translation>Alt+Bas</translation>
    </message>
    <message>
        <source>%1.  Key %2</source>
        <translation>%1.  Clé %2</translation>
    </message>
    <message>
        <source>Where the query and the keys are:</source>
        <translation>Où se trouvent la requête et les clés&#xa0;:</translation>
    </message>
</context>
<context>
    <name>ui::ReteachModel</name>
    <message>
        <source>%1 of %2: %3</source>
        <translation>%1 sur %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Students who got it entirely right</source>
        <translation>Élèves qui l&apos;ont entièrement réussi</translation>
    </message>
    <message>
        <source>Students who checked at least one answer</source>
        <translation>Élèves qui ont vérifié au moins une réponse</translation>
    </message>
    <message>
        <source>Checks that counted, all students together</source>
        <translation>Vérifications comptées, tous élèves confondus</translation>
    </message>
    <message>
        <source>Hints shown, all students together</source>
        <translation>Indices affichés, tous élèves confondus</translation>
    </message>
    <message>
        <source>The mistakes the grader recognised in the students&apos; last answers, most frequent first</source>
        <translation>Les erreurs que le correcteur a reconnues dans les dernières réponses des élèves, les plus fréquentes d&apos;abord</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>Exercice</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Résolu</translation>
    </message>
    <message>
        <source>Attempted</source>
        <translation>Tenté</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Vérifications</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Indices</translation>
    </message>
    <message>
        <source>Most frequent mistakes</source>
        <translation>Erreurs les plus fréquentes</translation>
    </message>
    <message>
        <source>The class&apos;s mean recomputed score, over the students who handed in (the facility)</source>
        <translation>Le résultat moyen recalculé de la classe, sur les élèves qui ont rendu (l&apos;indice de facilité)</translation>
    </message>
    <message>
        <source>How well the exercise tells students apart: the correlation of its score with the rest of each student&apos;s total; below 20% it discriminates poorly, below 0 the strong students did worse here</source>
        <translation>Dans quelle mesure l&apos;exercice distingue les élèves&#xa0;: la corrélation de son résultat avec le reste du total de chaque élève&#xa0;; en dessous de 20&#xa0;%, il discrimine très peu, en dessous de 0, les meilleurs élèves ont moins bien réussi ici</translation>
    </message>
    <message>
        <source>Discrimination</source>
        <translation>Discrimination</translation>
    </message>
</context>
<context>
    <name>ui::SharpnessPanel</name>
    <message>
        <source>query length</source>
        <translation>longueur de la requête</translation>
    </message>
    <message>
        <source>weight (%)</source>
        <translation>poids (%)</translation>
    </message>
    <message>
        <source>k%1</source>
        <translation>k%1</translation>
    </message>
    <message>
        <source>current length</source>
        <translation>longueur actuelle</translation>
    </message>
    <message>
        <source>Weight of each key against query length</source>
        <translation>Poids de chaque clé en fonction de la longueur de la requête</translation>
    </message>
    <message>
        <source>Query length</source>
        <translation>Longueur de la requête</translation>
    </message>
    <message>
        <source>Query &amp;length:</source>
        <translation>Lon&amp;gueur de la requête&#xa0;:</translation>
    </message>
    <message>
        <source>Entropy of the weights</source>
        <translation>Entropie des poids</translation>
    </message>
    <message>
        <source>Entropy measures how spread out the weights are: near its maximum the output is a blurry blend of every value, near 0 it is a decisive lookup of a single key.</source>
        <translation>L&apos;entropie mesure l&apos;étalement des poids&#xa0;: près de son maximum, la sortie est un mélange flou de toutes les valeurs&#xa0;; près de 0, c&apos;est une recherche décidée d&apos;une seule clé.</translation>
    </message>
    <message>
        <source>&lt;b&gt;How sharp is the lookup?&lt;/b&gt; Each line is the attention weight one key receives as the query grows longer, pointing at %1°. A short query spreads the weight evenly over the keys; a long one gives nearly all of it to the best-matching key. The vertical line and the dots on it mark the current length.</source>
        <translation>&lt;b&gt;Quelle est la netteté de la recherche&#xa0;?&lt;/b&gt; Chaque courbe est le poids d&apos;attention que reçoit une clé quand la requête, pointée à %1°, s&apos;allonge. Une requête courte répartit le poids également entre les clés&#xa0;; une longue en donne presque tout à la clé qui correspond le mieux. La ligne verticale et ses points marquent la longueur actuelle.</translation>
    </message>
    <message>
        <source>length %1</source>
        <translation>longueur %1</translation>
    </message>
    <message>
        <source>At length %1: entropy of the weights &lt;b&gt;%2&lt;/b&gt; nats (its maximum is ln %3 = %4). Largest weight: key %5, &lt;b&gt;%6&lt;/b&gt;.</source>
        <translation>À la longueur %1&#xa0;: entropie des poids &lt;b&gt;%2&lt;/b&gt; nats (son maximum est ln %3 = %4). Plus grand poids&#xa0;: clé %5, &lt;b&gt;%6&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>This length lies beyond the plotted range, 0 to %1.</source>
        <translation>Cette longueur est au-delà de la plage tracée, de 0 à %1.</translation>
    </message>
    <message>
        <source>key %1: %2</source>
        <translation>clé %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>At length %1: %2</source>
        <translation>À la longueur %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ui::StepTableModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>masqué</translation>
    </message>
    <message>
        <source>not yet computed</source>
        <translation>pas encore calculé</translation>
    </message>
    <message>
        <source>%1, current step</source>
        <translation>%1, étape actuelle</translation>
    </message>
    <message>
        <source>Output = Σ wᵢ × vᵢ = %1 %2 %3</source>
        <translation>Sortie = Σ wᵢ × vᵢ = %1 %2 %3</translation>
    </message>
    <message>
        <source>Σ exp(sᵢ − max) = %1 %2 %3</source>
        <translation>Σ exp(sᵢ − max) = %1 %2 %3</translation>
    </message>
    <message>
        <source>Σ wᵢ = %1 %2 %3</source>
        <translation>Σ wᵢ = %1 %2 %3</translation>
    </message>
    <message>
        <source>Key %1 is masked: its weight is 0</source>
        <translation>La clé %1 est masquée&#xa0;: son poids est 0</translation>
    </message>
    <message>
        <source>%1 for key %2: %3 × %4 %5 %6</source>
        <translation>%1 pour la clé %2&#xa0;: %3 × %4 %5 %6</translation>
    </message>
    <message>
        <source>q·k for key %1: %2 %3 %4</source>
        <translation>q·k pour la clé %1&#xa0;: %2 %3 %4</translation>
    </message>
    <message>
        <source>q·k for key %1: %2 × (%3) %4 %5</source>
        <translation>q·k pour la clé %1&#xa0;: %2 × (%3) %4 %5</translation>
    </message>
    <message>
        <source>score − max for key %1: %2 − %3 %4 %5</source>
        <translation>score − max pour la clé %1&#xa0;: %2 − %3 %4 %5</translation>
    </message>
    <message>
        <source>exp(score − max) for key %1: exp(%2) %3 %4</source>
        <translation>exp(score − max) pour la clé %1&#xa0;: exp(%2) %3 %4</translation>
    </message>
    <message>
        <source>Weight of key %1: %2 ÷ %3 (Σ exp, last row) %4 %5</source>
        <translation>Poids de la clé %1&#xa0;: %2 ÷ %3 (Σ exp, dernière ligne) %4 %5</translation>
    </message>
    <message>
        <source>wᵢ × vᵢ for key %1: %2 × %3 %4 %5</source>
        <translation>wᵢ × vᵢ pour la clé %1&#xa0;: %2 × %3 %4 %5</translation>
    </message>
</context>
<context>
    <name>ui::StepTablePanel</name>
    <message>
        <source>Dot products of the query with each key</source>
        <translation>Produits scalaires de la requête avec chaque clé</translation>
    </message>
    <message>
        <source>Softmax of the scores, step by step</source>
        <translation>Softmax des scores, pas à pas</translation>
    </message>
    <message>
        <source>Weighted sum of the values, step by step</source>
        <translation>Somme pondérée des valeurs, pas à pas</translation>
    </message>
    <message>
        <source>N or Ctrl+Right computes the next cell, P or Ctrl+Left goes back one step.</source>
        <translation>N ou Ctrl+Droite calcule la case suivante, P ou Ctrl+Gauche revient d&apos;une étape.</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Étape actuelle</translation>
    </message>
    <message>
        <source>Output compared with an average and a dictionary</source>
        <translation>Sortie comparée à une moyenne et à un dictionnaire</translation>
    </message>
    <message>
        <source>Press &lt;i&gt;Next step&lt;/i&gt; (Alt+N, or N in the table) to compute the next cell and &lt;i&gt;Previous step&lt;/i&gt; (Alt+P, or P) to go back. “?” marks a cell not computed yet, ▶ the cell just computed.</source>
        <translation>Appuyez sur &lt;i&gt;Étape suivante&lt;/i&gt; (Alt+N, ou N dans le tableau) pour calculer la case suivante et sur &lt;i&gt;Étape précédente&lt;/i&gt; (Alt+P, ou P) pour revenir en arrière. «&#xa0;?&#xa0;» marque une case pas encore calculée, ▶ la case qui vient d&apos;être calculée.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scores.&lt;/b&gt; Each score is the dot product of the query with a key: q·kᵢ = q_x·k_x + q_y·k_y. The more a key points the way the query does, the higher its score. Drag the query (red) on the plane and the table follows.</source>
        <translation>&lt;b&gt;Scores.&lt;/b&gt; Chaque score est le produit scalaire de la requête avec une clé&#xa0;: q·kᵢ = q_x·k_x + q_y·k_y. Plus une clé pointe dans la même direction que la requête, plus son score est élevé. Faites glisser la requête (en rouge) sur le plan et le tableau suit.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Softmax.&lt;/b&gt; The scores become weights: subtract the largest score, take the exponential, and divide each exponential by their sum Σ (last row).</source>
        <translation>&lt;b&gt;Softmax.&lt;/b&gt; Les scores deviennent des poids&#xa0;: soustrayez le plus grand score, prenez l&apos;exponentielle, et divisez chaque exponentielle par leur somme Σ (dernière ligne).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Weighted sum.&lt;/b&gt; The answer is a blend of the values: each value is multiplied by its key&apos;s weight, and the products are added up, o = Σ wᵢ × vᵢ (last row).</source>
        <translation>&lt;b&gt;Somme pondérée.&lt;/b&gt; La réponse est un mélange des valeurs&#xa0;: chaque valeur est multipliée par le poids de sa clé, et les produits sont additionnés, o = Σ wᵢ × vᵢ (dernière ligne).</translation>
    </message>
    <message>
        <source>&amp;Previous step</source>
        <translation>Étape &amp;précédente</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Étape précédente</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>Étape suiva&amp;nte</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Étape suivante</translation>
    </message>
    <message>
        <source>Show &amp;all</source>
        <translation>To&amp;ut afficher</translation>
    </message>
    <message>
        <source>Show all steps</source>
        <translation>Afficher toutes les étapes</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Réinitialiser</translation>
    </message>
    <message>
        <source>Reset the steps</source>
        <translation>Réinitialiser les étapes</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>k%1</source>
        <translation>k%1</translation>
    </message>
    <message>
        <source>Sum of the weights</source>
        <translation>Somme des poids</translation>
    </message>
    <message>
        <source>Why the largest score is subtracted</source>
        <translation>Pourquoi le plus grand score est soustrait</translation>
    </message>
    <message>
        <source>About the bars</source>
        <translation>À propos des barres</translation>
    </message>
    <message>
        <source>A bar appears once its weight is computed (column Weight wᵢ).</source>
        <translation>Une barre apparaît dès que son poids est calculé (colonne Poids wᵢ).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why subtract the max?&lt;/b&gt; For scores %1, %2 and %3, exp(%1) is %4 in double precision: it overflows, and ∞ ÷ ∞ is not a number. Subtracting the largest score first keeps every exponent at 0 or below, and the weights come out the same: %5.</source>
        <translation>&lt;b&gt;Pourquoi soustraire le max&#xa0;?&lt;/b&gt; Pour les scores %1&#xa0;; %2 et %3, exp(%1) vaut %4 en double précision&#xa0;: il déborde, et ∞ ÷ ∞ n&apos;est pas un nombre. Soustraire d&apos;abord le plus grand score garde chaque exposant à 0 ou en dessous, et les poids restent les mêmes&#xa0;: %5.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>The weights are never negative and add up to %1.</source>
        <translation>Les poids ne sont jamais négatifs et leur somme vaut %1.</translation>
    </message>
    <message>
        <source>the value %1 of key %2</source>
        <translation>la valeur %1 de la clé %2</translation>
    </message>
    <message>
        <source>KeyError (no key equals the query)</source>
        <translation>KeyError (aucune clé n&apos;est égale à la requête)</translation>
    </message>
    <message>
        <source>Attention&apos;s output: %1</source>
        <translation>Sortie de l&apos;attention&#xa0;: %1</translation>
    </message>
    <message>
        <source>Plain average of the values (every weight equal): %1</source>
        <translation>Moyenne simple des valeurs (tous les poids égaux)&#xa0;: %1</translation>
    </message>
    <message>
        <source>A dictionary asked for this exact query: %1</source>
        <translation>Un dictionnaire interrogé avec exactement cette requête&#xa0;: %1</translation>
    </message>
    <message>
        <source>Hard lookup (all weight on key %1, the best match): %2</source>
        <translation>Recherche stricte (tout le poids sur la clé %1, la meilleure correspondance)&#xa0;: %2</translation>
    </message>
    <message>
        <source>Nothing computed yet: press Next step.</source>
        <translation>Rien n&apos;est encore calculé&#xa0;: appuyez sur Étape suivante.</translation>
    </message>
    <message>
        <source>Attention&apos;s output: ? (press Next step until the Σ row)</source>
        <translation>Sortie de l&apos;attention&#xa0;: ? (appuyez sur Étape suivante jusqu&apos;à la ligne Σ)</translation>
    </message>
</context>
<context>
    <name>ui::TableEditor</name>
    <message>
        <source>Fill in the columns marked ✎: type a number and press Enter. Tab moves to the next cell to fill.</source>
        <translation>Remplissez les colonnes marquées ✎&#xa0;: tapez un nombre et appuyez sur Entrée. Tab passe à la case suivante à remplir.</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Votre tableau</translation>
    </message>
    <message>
        <source>Tab moves to the next cell to fill; typing or F2 edits a cell.</source>
        <translation>Tab passe à la case suivante à remplir&#xa0;; taper ou F2 modifie une case.</translation>
    </message>
    <message>
        <source>%1 ✎</source>
        <translation>%1 ✎</translation>
    </message>
    <message>
        <source>✓ Correct</source>
        <translation>✓ Correct</translation>
    </message>
    <message>
        <source>✗ Not quite</source>
        <translation>✗ Pas tout à fait</translation>
    </message>
    <message>
        <source>✗ Not quite: %1</source>
        <translation>✗ Pas tout à fait&#xa0;: %1</translation>
    </message>
    <message>
        <source>↪ Computed correctly from your earlier cell</source>
        <translation>↪ Calculé correctement à partir de votre case précédente</translation>
    </message>
    <message>
        <source>? Not a number</source>
        <translation>? Pas un nombre</translation>
    </message>
    <message>
        <source>Not filled in</source>
        <translation>Non rempli</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>ui::TargetEditor</name>
    <message>
        <source>This exercise is answered on the workshop, which is not available here.</source>
        <translation>Cet exercice se répond sur l&apos;atelier, qui n&apos;est pas disponible ici.</translation>
    </message>
    <message>
        <source>Move the query (red) on the plane, by dragging its tip or with the arrow keys, then check.</source>
        <translation>Déplacez la requête (en rouge) sur le plan, en faisant glisser sa pointe ou avec les touches fléchées, puis vérifiez.</translation>
    </message>
    <message>
        <source>k%1 (%2)</source>
        <translation>k%1 (%2)</translation>
    </message>
    <message>
        <source>k%1 %2</source>
        <translation>k%1 %2</translation>
    </message>
    <message>
        <source>Current query</source>
        <translation>Requête actuelle</translation>
    </message>
</context>
<context>
    <name>ui::TraceTableModel</name>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>Value v</source>
        <translation>Valeur v</translation>
    </message>
    <message>
        <source>Score q·k</source>
        <translation>Score q·k</translation>
    </message>
    <message>
        <source>Weight w</source>
        <translation>Poids w</translation>
    </message>
    <message>
        <source>w × v</source>
        <translation>w × v</translation>
    </message>
</context>
<context>
    <name>ui::TrainedKeysView</name>
    <message>
        <source>Keys after training</source>
        <translation>Clés après l’entraînement</translation>
    </message>
</context>
<context>
    <name>ui::TrainingPanel</name>
    <message>
        <source>Each token looks at the next (successor)</source>
        <translation>Chaque jeton regarde le suivant (successor)</translation>
    </message>
    <message>
        <source>&quot;it&quot; looks at &quot;cat&quot; (it-cat)</source>
        <translation>«&#xa0;it&#xa0;» regarde «&#xa0;cat&#xa0;» (it-cat)</translation>
    </message>
    <message>
        <source>Two tokens want one key (shared-key)</source>
        <translation>Deux jetons veulent la même clé (shared-key)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Lan&amp;cer</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Réinitialiser</translation>
    </message>
    <message>
        <source>Seed of the starting matrices</source>
        <translation>Graine des matrices de départ</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Taux d&apos;apprentissage</translation>
    </message>
    <message>
        <source>Train step after step until the loss is small or %1 steps are done</source>
        <translation>Entraîner pas à pas jusqu&apos;à ce que la perte soit petite ou que %1 pas soient faits</translation>
    </message>
    <message>
        <source>One step of gradient descent</source>
        <translation>Un pas de descente de gradient</translation>
    </message>
    <message>
        <source>Back to the matrices the seed draws</source>
        <translation>Retour aux matrices que tire la graine</translation>
    </message>
    <message>
        <source>Each token&apos;s query q = W_q x is a solid arrow, its key k = W_k x a dashed one. Every step nudges W_q and W_k so that each query points more at its target&apos;s key: the loss falls.</source>
        <translation>La requête q = W_q x de chaque jeton est une flèche pleine, sa clé k = W_k x une flèche en tirets. Chaque pas pousse W_q et W_k pour que chaque requête pointe davantage vers la clé de sa cible&#xa0;: la perte diminue.</translation>
    </message>
    <message>
        <source>Learning r&amp;ate:</source>
        <translation>Taux d&apos;appre&amp;ntissage&#xa0;:</translation>
    </message>
    <message>
        <source>Each token&apos;s attention weights: rows ask, columns are attended to</source>
        <translation>Les poids d&apos;attention de chaque jeton&#xa0;: les lignes interrogent, les colonnes reçoivent l&apos;attention</translation>
    </message>
    <message>
        <source>Loss after each step</source>
        <translation>Perte après chaque pas</translation>
    </message>
    <message>
        <source>step</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>perte</translation>
    </message>
    <message>
        <source>Training so far</source>
        <translation>L&apos;entraînement jusqu&apos;ici</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Step %1 · loss %2 (it started at %3) · %4 of %5 tokens look hardest at their target</source>
        <translation>Pas %1 · perte %2 (au départ %3) · %4 jetons sur %5 regardent surtout leur cible</translation>
    </message>
    <message>
        <source>· learned: press Reset or change the seed to train again.</source>
        <translation>· appris&#xa0;: réinitialisez ou changez la graine pour entraîner de nouveau.</translation>
    </message>
    <message>
        <source>· stopped: too many steps, or a learning rate so large that the numbers overflow.</source>
        <translation>· arrêté&#xa0;: trop de pas, ou un taux d&apos;apprentissage si grand que les nombres débordent.</translation>
    </message>
    <message>
        <source>%1 → %2: %3, its target</source>
        <translation>%1 → %2&#xa0;: %3, sa cible</translation>
    </message>
    <message>
        <source>%1 → %2: %3</source>
        <translation>%1 → %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>St&amp;ep</source>
        <translation>&amp;Un pas</translation>
    </message>
    <message>
        <source>Ta&amp;sk:</source>
        <translation>Tâc&amp;he&#xa0;:</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
</context>
<context>
    <name>ui::TrainingPlane</name>
    <message>
        <source>Queries and keys on the plane</source>
        <translation>Requêtes et clés sur le plan</translation>
    </message>
    <message>
        <source>%1: query %2°, length %3; key %4°, length %5</source>
        <translation>%1&#xa0;: requête %2°, longueur %3&#x202f;; clé %4°, longueur %5</translation>
    </message>
    <message>
        <source>q %1</source>
        <translation>q %1</translation>
    </message>
    <message>
        <source>k %1</source>
        <translation>k %1</translation>
    </message>
    <message>
        <source>%1: key %2°, length %3</source>
        <translation>%1&#xa0;: clé %2°, longueur %3</translation>
    </message>
</context>
<context>
    <name>ui::WeightChart</name>
    <message>
        <source>Attention weight</source>
        <translation>Poids d&apos;attention</translation>
    </message>
    <message>
        <source>Attention weights (%)</source>
        <translation>Poids d&apos;attention (%)</translation>
    </message>
    <message>
        <source>Attention weights chart</source>
        <translation>Graphique des poids d&apos;attention</translation>
    </message>
    <message>
        <source>key %1: %2%</source>
        <translation>clé %1&#xa0;: %2&#xa0;%</translation>
    </message>
    <message>
        <source>key %1: not computed yet</source>
        <translation>clé %1&#xa0;: pas encore calculé</translation>
    </message>
</context>
<context>
    <name>ui::WorksheetDialog</name>
    <message>
        <source>Print Worksheets</source>
        <translation>Imprimer les feuilles d&apos;exercices</translation>
    </message>
    <message>
        <source>A lab session file (.attnlab)</source>
        <translation>Un fichier de séance de TP (.attnlab)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Optional: the session&apos;s own roster</source>
        <translation>Facultatif&#xa0;: la liste de la classe propre à la séance</translation>
    </message>
    <message>
        <source>Without a roster: this many numbered copies (copy-01, copy-02, …), each with its own numbers.</source>
        <translation>Sans liste de la classe&#xa0;: ce nombre de copies numérotées (copy-01, copy-02, …), chacune avec ses propres nombres.</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>Facultatif</translation>
    </message>
    <message>
        <source>Print… sends the answer key, not the worksheets</source>
        <translation>Imprimer… envoie le corrigé, pas les feuilles d&apos;exercices</translation>
    </message>
    <message>
        <source>&amp;Lab session:</source>
        <translation>&amp;Séance de TP&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Class list:</source>
        <translation>&amp;Liste de la classe&#xa0;:</translation>
    </message>
    <message>
        <source>C&amp;opies without a roster:</source>
        <translation>C&amp;opies sans liste de la classe&#xa0;:</translation>
    </message>
    <message>
        <source>Page si&amp;ze:</source>
        <translation>&amp;Format de page&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Worksheets PDF:</source>
        <translation>PDF des feuilles d&apos;&amp;exercices&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Answer key PDF:</source>
        <translation>PDF du &amp;corrigé&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Save PDF</source>
        <translation>Enre&amp;gistrer le PDF</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Choose a lab session.</source>
        <translation>Choisissez une séance de TP.</translation>
    </message>
    <message>
        <source>The lab session cannot be read: %1</source>
        <translation>La séance de TP ne peut pas être lue&#xa0;: %1</translation>
    </message>
    <message>
        <source>The class list cannot be used: %1</source>
        <translation>La liste de la classe ne peut pas être utilisée&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source> %n line(s) of the class list were left out.</source>
        <translation>
            <numerusform> %n ligne de la liste de la classe a été ignorée.</numerusform>
            <numerusform> %n lignes de la liste de la classe ont été ignorées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1”: %n worksheet(s), one per student.</source>
        <translation>
            <numerusform>«&#xa0;%1&#xa0;»&#xa0;: %n feuille d&apos;exercices, une par élève.</numerusform>
            <numerusform>«&#xa0;%1&#xa0;»&#xa0;: %n feuilles d&apos;exercices, une par élève.</numerusform>
        </translation>
    </message>
    <message>
        <source>-worksheets</source>
        <translation>-feuilles-exercices</translation>
    </message>
    <message>
        <source>-answer-key</source>
        <translation>-corrige</translation>
    </message>
    <message>
        <source>Choose where the worksheets go.</source>
        <translation>Choisissez où enregistrer les feuilles d&apos;exercices.</translation>
    </message>
    <message>
        <source>Writing the worksheets…</source>
        <translation>Écriture des feuilles d&apos;exercices…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cancelled: no file was written.</source>
        <translation>Annulé&#xa0;: aucun fichier n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>Nothing was written: %1</source>
        <translation>Rien n&apos;a été écrit&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n worksheet(s), %1 pages, to %2.</source>
        <translation>
            <numerusform>%n feuille d&apos;exercices écrite, %1 pages, dans %2.</numerusform>
            <numerusform>%n feuilles d&apos;exercices écrites, %1 pages, dans %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer key, %1 pages, is in %2.</source>
        <translation>Le corrigé, %1 pages, se trouve dans %2.</translation>
    </message>
    <message>
        <source>Print the Answer Key</source>
        <translation>Imprimer le corrigé</translation>
    </message>
    <message>
        <source>Print the Worksheets</source>
        <translation>Imprimer les feuilles d&apos;exercices</translation>
    </message>
    <message>
        <source>Printing…</source>
        <translation>Impression…</translation>
    </message>
    <message>
        <source>The worksheets could not be printed: %1</source>
        <translation>Les feuilles d&apos;exercices n&apos;ont pas pu être imprimées&#xa0;: %1</translation>
    </message>
    <message>
        <source>Choose the Lab Session</source>
        <translation>Choisir la séance de TP</translation>
    </message>
    <message>
        <source>Lab sessions (*.attnlab);;All files (*)</source>
        <translation>Séances de TP (*.attnlab);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Choose a Class List</source>
        <translation>Choisir une liste de la classe</translation>
    </message>
    <message>
        <source>Class lists (*.csv);;All files (*)</source>
        <translation>Listes de classe (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save the Worksheets</source>
        <translation>Enregistrer les feuilles d&apos;exercices</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save the Answer Key</source>
        <translation>Enregistrer le corrigé</translation>
    </message>
    <message>
        <source>Lab session file</source>
        <translation>Fichier de la séance de TP</translation>
    </message>
    <message>
        <source>Class list file</source>
        <translation>Fichier de la liste de la classe</translation>
    </message>
    <message>
        <source>Worksheets PDF file</source>
        <translation>Fichier PDF des feuilles d&apos;exercices</translation>
    </message>
    <message>
        <source>Answer key PDF file</source>
        <translation>Fichier PDF du corrigé</translation>
    </message>
    <message>
        <source>The lab&apos;s administrator turned answer keys off on this computer.</source>
        <translation>L&apos;administrateur de la salle a désactivé les corrigés sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Turned off by the lab&apos;s administrator</source>
        <translation>Désactivé par l&apos;administrateur de la salle</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Attention&#xa0;: %1</translation>
    </message>
    <message>
        <source>Answer grid PDF file</source>
        <translation>Fichier PDF de la grille des réponses</translation>
    </message>
    <message>
        <source>Optional: every student&apos;s answers on one table</source>
        <translation>Facultatif&#xa0;: les réponses de tous les élèves dans un tableau</translation>
    </message>
    <message>
        <source>Answer &amp;grid PDF:</source>
        <translation>PDF de la grille des &amp;réponses&#xa0;:</translation>
    </message>
    <message>
        <source>Nothing was written: the answer grid and the worksheets cannot be the same file.</source>
        <translation>Rien n’a été écrit&#xa0;: la grille des réponses et les feuilles ne peuvent pas être le même fichier.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the answer grid, %n page(s), to %1.</source>
        <translation>
            <numerusform>Grille des réponses, %n page, écrite dans %1.</numerusform>
            <numerusform>Grille des réponses, %n pages, écrite dans %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer grid was not written: %1</source>
        <translation>La grille des réponses n’a pas été écrite&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>The answer grid, %n page(s), is in %1.</source>
        <translation>
            <numerusform>La grille des réponses, %n page, se trouve dans %1.</numerusform>
            <numerusform>La grille des réponses, %n pages, se trouve dans %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the Answer Grid</source>
        <translation>Enregistrer la grille des réponses</translation>
    </message>
    <message>
        <source>This session prints its answer keys only on a computer whose lab defaults allow them (allowAnswerKeys=true), as the teacher&apos;s does.</source>
        <translation>Cette séance n&apos;imprime ses corrigés que sur un ordinateur dont les réglages de la salle les autorisent (allowAnswerKeys=true), comme celui de l&apos;enseignant.</translation>
    </message>
    <message>
        <source>Not on this computer: the session keeps its keys to the teacher&apos;s</source>
        <translation>Pas sur cet ordinateur&#xa0;: la séance réserve ses corrigés à celui de l&apos;enseignant</translation>
    </message>
</context>
<context>
    <name>ui::WorkshopPanel</name>
    <message>
        <source>k%1 (%2)</source>
        <translation>k%1 (%2)</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <source>output = Σ w&lt;sub&gt;i&lt;/sub&gt;·v&lt;sub&gt;i&lt;/sub&gt; = &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>sortie = Σ w&lt;sub&gt;i&lt;/sub&gt;·v&lt;sub&gt;i&lt;/sub&gt; = &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Drag the red tip of the query, focus the plane and use the arrow keys, or type the query&apos;s angle and length below it. The bars show each key&apos;s &lt;a href=&quot;glossary:attention-weights&quot;&gt;attention weight&lt;/a&gt;. These are always the plate&apos;s five keys, even if you changed the keys in the free workshop.</source>
        <translation>Faites glisser la pointe rouge de la requête, donnez le focus au plan et utilisez les flèches, ou tapez l&apos;angle et la longueur de la requête en dessous. Les barres montrent le &lt;a href=&quot;glossary:attention-weights&quot;&gt;poids d&apos;attention&lt;/a&gt; de chaque clé. Ce sont toujours les cinq clés de la planche, même si vous avez changé les clés dans l&apos;atelier libre.</translation>
    </message>
</context>
<context>
    <name>ui::WorkshopView</name>
    <message>
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <source>Scores, weights and contributions per key</source>
        <translation>Scores, poids et contributions par clé</translation>
    </message>
    <message>
        <source>What the plate says</source>
        <translation>Ce que dit la planche</translation>
    </message>
    <message>
        <source>About the workshop</source>
        <translation>À propos de l&apos;atelier</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Workshop.&lt;/b&gt; Five keys (blue) and a query (red). Each key receives an attention weight from how well it matches the query; the output is the weighted average of the values 10 to 50. Turn the query, or lengthen it to sharpen the lookup.</source>
        <translation>&lt;b&gt;Atelier.&lt;/b&gt; Cinq clés (en bleu) et une requête (en rouge). Chaque clé reçoit un poids d&apos;attention selon sa correspondance avec la requête&#xa0;; la sortie est la moyenne pondérée des valeurs 10 à 50. Tournez la requête, ou allongez-la pour rendre la recherche plus nette.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Workshop, with keys of your own.&lt;/b&gt; %1 keys (blue) and a query (red). Each key receives an attention weight from how well it matches the query; the output is the weighted average of their values. Workshop ▸ Edit Keys… changes them; Reset there returns to the plate&apos;s five.</source>
        <translation>&lt;b&gt;Atelier, avec vos propres clés.&lt;/b&gt; %1 clés (en bleu) et une requête (en rouge). Chaque clé reçoit un poids d&apos;attention selon sa correspondance avec la requête&#xa0;; la sortie est la moyenne pondérée de leurs valeurs. Atelier ▸ Modifier les clés… les change&#xa0;; Rétablir y revient aux cinq clés de la planche.</translation>
    </message>
    <message>
        <source>Point at key %1</source>
        <translation>Pointer vers la clé %1</translation>
    </message>
    <message>
        <source>Point at %1</source>
        <translation>Pointer vers %1</translation>
    </message>
    <message>
        <source>Replay the plate</source>
        <translation>Rejouer la planche</translation>
    </message>
    <message>
        <source>Plate default (%1°, %2)</source>
        <translation>Valeur par défaut de la planche (%1°&#xa0;; %2)</translation>
    </message>
    <message>
        <source>Lengthen to %1</source>
        <translation>Allonger à %1</translation>
    </message>
    <message>
        <source>Shorten to %1</source>
        <translation>Raccourcir à %1</translation>
    </message>
    <message>
        <source>With the query pointing at %1°, key %2 gets the largest weight, %3, and the output %4 is mostly its value %5 with some of the others mixed in.</source>
        <translation>Quand la requête pointe à %1°, la clé %2 reçoit le plus grand poids, %3, et la sortie %4 est surtout sa valeur %5, à laquelle les autres valeurs se mêlent un peu.</translation>
    </message>
    <message>
        <source>Lengthen the query to %1 and the dot products spread apart, so the softmax concentrates: the largest weight rises to %2.</source>
        <translation>Allongez la requête à %1 et les produits scalaires s&apos;écartent, si bien que la softmax se concentre&#xa0;: le plus grand poids monte à %2.</translation>
    </message>
    <message>
        <source>Shorten it to %1 and the keys get nearly equal shares (%2 at most): the output %3 is close to the plain average, %4.</source>
        <translation>Raccourcissez-la à %1 et les clés reçoivent des parts presque égales (%2 au plus)&#xa0;: la sortie %3 est proche de la moyenne simple, %4.</translation>
    </message>
    <message>
        <source>Shorten it to %1 and every key gets about a fifth (%2 at most): the output %3 is close to the plain average, %4.</source>
        <translation>Raccourcissez-la à %1 et chaque clé reçoit environ un cinquième (%2 au plus)&#xa0;: la sortie %3 est proche de la moyenne simple, %4.</translation>
    </message>
    <message>
        <source>Pointed straight at %1, the query gives it %2 of the weight; the output is %3 (its value is %4).</source>
        <translation>Pointée droit sur %1, la requête lui donne %2 du poids&#xa0;; la sortie est %3 (sa valeur est %4).</translation>
    </message>
    <message>
        <source>Pointed straight at key %1, the query gives it %2 of the weight: the output %3 is nearly its value %4.</source>
        <translation>Pointée droit sur la clé %1, la requête lui donne %2 du poids&#xa0;: la sortie %3 est presque sa valeur %4.</translation>
    </message>
    <message>
        <source>Key %1 receives the most weight, %2. Lengthen the query to sharpen the lookup, shorten it to blur it towards the plain average.</source>
        <translation>La clé %1 reçoit le plus de poids, %2. Allongez la requête pour rendre la recherche plus nette, raccourcissez-la pour la rendre floue, vers la moyenne simple.</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Atelier</translation>
    </message>
</context>
<context>
    <name>ui::WriteFeedbackDialog</name>
    <message>
        <source>Write Feedback</source>
        <translation>Écrire les retours</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>Folder for the Feedback Files</source>
        <translation>Dossier des fichiers de retour</translation>
    </message>
    <message>
        <source>Optional: a comment for the whole class</source>
        <translation>Facultatif&#xa0;: un commentaire pour toute la classe</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Dossier&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Comment:</source>
        <translation>&amp;Commentaire&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Write Feedback</source>
        <translation>&amp;Écrire les retours</translation>
    </message>
    <message>
        <source>At most %1 characters.</source>
        <translation>Au plus %1 caractères.</translation>
    </message>
    <message>
        <source>One feedback file is written for every student who handed in: their marks recomputed from their answers, each table cell marked, the mistakes the grader recognised and your comments. Students open it with File ▸ Open Feedback….</source>
        <translation>Un fichier de retour est écrit pour chaque élève qui a rendu son travail&#xa0;: ses notes recalculées à partir de ses réponses, chaque case du tableau marquée, les erreurs reconnues par le correcteur et vos commentaires. Les élèves l&apos;ouvrent avec Fichier ▸ Ouvrir un retour….</translation>
    </message>
    <message>
        <source>Students who get feedback</source>
        <translation>Élèves qui reçoivent un retour</translation>
    </message>
    <message>
        <source>Choose a student to write a comment to them alone; ✎ marks those with one.</source>
        <translation>Choisissez un élève pour lui écrire un commentaire personnel&#xa0;; ✎ marque ceux qui en ont un.</translation>
    </message>
    <message>
        <source>Nobody has handed in yet: there is no student to write to.</source>
        <translation>Personne n&apos;a encore rendu son travail&#xa0;: il n&apos;y a aucun élève à qui écrire.</translation>
    </message>
    <message>
        <source>&amp;Students (a comment of their own, as well as the class&apos;s):</source>
        <translation>É&amp;lèves (un commentaire personnel, en plus de celui de la classe)&#xa0;:</translation>
    </message>
    <message>
        <source>Comment to %1 &amp;alone:</source>
        <translation>Commentaire pour %1 &amp;uniquement&#xa0;:</translation>
    </message>
    <message>
        <source>Optional: a comment only %1 reads</source>
        <translation>Facultatif&#xa0;: un commentaire réservé à %1</translation>
    </message>
    <message>
        <source>Comment to %1</source>
        <translation>Commentaire pour %1</translation>
    </message>
    <message>
        <source>Comment to the student</source>
        <translation>Commentaire pour l&apos;élève</translation>
    </message>
    <message>
        <source>has a comment of their own</source>
        <translation>a un commentaire personnel</translation>
    </message>
</context>
</TS>
