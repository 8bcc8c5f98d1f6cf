<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AnswerGridText</name>
    <message>
        <source>Answer grid · %1 · page %2 of %3</source>
        <translation>Antwortraster · %1 · Seite %2 von %3</translation>
    </message>
    <message>
        <source>Answer grid · %1</source>
        <translation>Antwortraster · %1</translation>
    </message>
    <message>
        <source>Each student&apos;s own answers, for the numbers on their worksheet (its code is under their name).</source>
        <translation>Die eigenen Antworten jeder Person, zu den Zahlen auf ihrem Arbeitsblatt (dessen Code steht unter dem Namen).</translation>
    </message>
    <message>
        <source>%1 · code %2</source>
        <translation>%1 · Code %2</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Q%1</source>
        <translation>A%1</translation>
    </message>
    <message>
        <source>code %1</source>
        <translation>Code %1</translation>
    </message>
    <message>
        <source>Questions: </source>
        <translation>Aufgaben: </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>: a line per row, its cells to fill: %1</source>
        <translation>: eine Zeile pro Tabellenzeile, ihre auszufüllenden Zellen: %1</translation>
    </message>
    <message>
        <source>Letters name the boxes and options in the order the student&apos;s worksheet prints them, A first; 1 → C pairs item 1 with option C. k3 &gt; k1: largest first; k1 = k2: either order. A number is right within the tolerance of the answer key.</source>
        <translation>Buchstaben bezeichnen die Kästchen und Optionen in der Reihenfolge, in der das Arbeitsblatt der Person sie druckt, A zuerst; 1 → C ordnet Element 1 der Option C zu. k3 &gt; k1: das größte zuerst; k1 = k2: beliebige Reihenfolge. Eine Zahl ist innerhalb der Toleranz des Lösungsschlüssels richtig.</translation>
    </message>
    <message>
        <source>the answer grid lists a roster&apos;s students by name, and this session has no roster: give a class list</source>
        <translation>das Antwortraster listet die Personen einer Klassenliste mit Namen auf, und diese Sitzung hat keine Klassenliste: Geben Sie eine an</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: the folder %2 does not exist</source>
        <translation>„%1“ kann nicht geschrieben werden: Der Ordner %2 existiert nicht</translation>
    </message>
    <message>
        <source>%1: answer grid</source>
        <translation>%1: Antwortraster</translation>
    </message>
    <message>
        <source>cannot paint on the file</source>
        <translation>in die Datei kann nicht gezeichnet werden</translation>
    </message>
    <message>
        <source>cannot start a new page</source>
        <translation>eine neue Seite kann nicht begonnen werden</translation>
    </message>
    <message>
        <source>cannot finish the pages</source>
        <translation>die Seiten können nicht abgeschlossen werden</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>„%1“ kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>AnswerKeyText</name>
    <message>
        <source>(none: the exercise names no figure)</source>
        <translation>(keine: Die Aufgabe nennt keine Größe)</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>Key %1</translation>
    </message>
    <message>
        <source>%1 (accepted within ±%2)</source>
        <translation>%1 (akzeptiert innerhalb ±%2)</translation>
    </message>
    <message>
        <source>%1 (by %2)</source>
        <translation>%1 (nach %2)</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>output above %1 with a query of length at most %2</source>
        <translation>Ausgabe über %1 mit einer Query der Länge höchstens %2</translation>
    </message>
    <message>
        <source>key %1 above %2</source>
        <translation>Key %1 über %2</translation>
    </message>
    <message>
        <source> (no query of length up to %1 reaches it)</source>
        <translation> (keine Query der Länge bis %1 erreicht das)</translation>
    </message>
    <message>
        <source>: e.g. angle %1°, length %2 (the largest output at that length)</source>
        <translation>: z. B. Winkel %1°, Länge %2 (die größte Ausgabe bei dieser Länge)</translation>
    </message>
    <message>
        <source>: e.g. angle %1°, length %2 (the shortest)</source>
        <translation>: z. B. Winkel %1°, Länge %2 (die kürzeste)</translation>
    </message>
    <message>
        <source>%1 → %2 (%3)</source>
        <translation>%1 → %2 (%3)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(no query reaches it)</source>
        <translation>(keine Query erreicht das)</translation>
    </message>
    <message>
        <source>angle %1°, length %2</source>
        <translation>Winkel %1°, Länge %2</translation>
    </message>
</context>
<context>
    <name>AnswerText</name>
    <message>
        <source>%1 is not a string</source>
        <translation>%1 ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>%1 is longer than %2 characters</source>
        <translation>%1 ist länger als %2 Zeichen</translation>
    </message>
    <message>
        <source>%1 is not an array</source>
        <translation>%1 ist kein Array</translation>
    </message>
    <message>
        <source>%1 has more than %2 items</source>
        <translation>%1 hat mehr als %2 Elemente</translation>
    </message>
    <message>
        <source>the answer is not an object</source>
        <translation>die Antwort ist kein Objekt</translation>
    </message>
    <message>
        <source>keys[] holds something that is not a key number</source>
        <translation>keys[] enthält etwas, das keine Key-Nummer ist</translation>
    </message>
    <message>
        <source>angle and length are not a query</source>
        <translation>angle und length ergeben keine Query</translation>
    </message>
    <message>
        <source>“%1” is not a kind of answer</source>
        <translation>„%1“ ist keine Antwortart</translation>
    </message>
    <message>
        <source>This answer is not of the kind the exercise asks for.</source>
        <translation>Diese Antwort ist nicht von der Art, die die Aufgabe verlangt.</translation>
    </message>
    <message>
        <source>This table has more rows or columns than the exercise&apos;s table.</source>
        <translation>Diese Tabelle hat mehr Zeilen oder Spalten als die Tabelle der Aufgabe.</translation>
    </message>
    <message>
        <source>A query can be at most %1 long.</source>
        <translation>Eine Query darf höchstens %1 lang sein.</translation>
    </message>
    <message>
        <source>pairs is not an object of at most %1 items</source>
        <translation>pairs ist kein Objekt mit höchstens %1 Einträgen</translation>
    </message>
    <message>
        <source>pairs names an item longer than %1 characters</source>
        <translation>pairs nennt ein Element mit mehr als %1 Zeichen</translation>
    </message>
</context>
<context>
    <name>AttemptHistoryText</name>
    <message>
        <source>(nothing chosen)</source>
        <translation>(nichts gewählt)</translation>
    </message>
    <message>
        <source>angle %1°, length %2</source>
        <translation>Winkel %1°, Länge %2</translation>
    </message>
</context>
<context>
    <name>CensusText</name>
    <message>
        <source>learner %1 draws the values %2, two of them alike: equal values can make a distractor true (five equal values put every output exactly at the plain average); draw distinct values</source>
        <translation>Die lernende Person %1 zieht die Values %2, zwei davon gleich: Gleiche Values können einen Distraktor wahr machen (bei fünf gleichen Values liegt jede Ausgabe genau auf dem einfachen Mittelwert); ziehen Sie verschiedene Values</translation>
    </message>
    <message>
        <source>learner %1 sees options %2 and %3 read the same: “%4”</source>
        <translation>Die lernende Person %1 sieht die Optionen %2 und %3 gleich lautend: „%4“</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>--keys: &apos;%1&apos; is not DEG:LEN (an angle in degrees and a length)</source>
        <translation>--keys: „%1“ ist nicht GRAD:LÄNGE (ein Winkel in Grad und eine Länge)</translation>
    </message>
    <message>
        <source>Print the step-by-step trace of one attention lookup: the dot products with their terms, the softmax, the weighted sum and the output. Omitted options take the plate&apos;s layout (five keys, values 10…50) and its default query (40°, length 1.5).</source>
        <translation>Gibt den Rechenweg eines Nachschlagens mit Attention Schritt für Schritt aus: die Skalarprodukte mit ihren Termen, die Softmax, die gewichtete Summe und die Ausgabe. Weggelassene Optionen übernehmen die Anordnung der Tafel (fünf Keys, Values 10…50) und ihre Standard-Query (40°, Länge 1,5).</translation>
    </message>
    <message>
        <source>The command.</source>
        <translation>Der Befehl.</translation>
    </message>
    <message>
        <source>Query angle in degrees.</source>
        <translation>Winkel der Query in Grad.</translation>
    </message>
    <message>
        <source>DEG</source>
        <translation>GRAD</translation>
    </message>
    <message>
        <source>Query length.</source>
        <translation>Länge der Query.</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Keys in polar form: &quot;DEG:LEN,DEG:LEN,...&quot;.</source>
        <translation>Keys in Polarform: &quot;GRAD:LÄNGE,GRAD:LÄNGE,...&quot;.</translation>
    </message>
    <message>
        <source>KEYS</source>
        <translation>KEYS</translation>
    </message>
    <message>
        <source>Keys in Cartesian form: &quot;X,Y;X,Y;...&quot;.</source>
        <translation>Keys in kartesischer Form: &quot;X,Y;X,Y;...&quot;.</translation>
    </message>
    <message>
        <source>One value per key: &quot;V1,V2,...&quot;.</source>
        <translation>Ein Value pro Key: &quot;V1,V2,...&quot;.</translation>
    </message>
    <message>
        <source>VALUES</source>
        <translation>VALUES</translation>
    </message>
    <message>
        <source>Multiply the scores by 1/√d (plate IV.3).</source>
        <translation>Multipliziert die Scores mit 1/√d (Tafel IV.3).</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Gibt ein JSON-Objekt aus.</translation>
    </message>
    <message>
        <source>compute: unexpected argument &apos;%1&apos;</source>
        <translation>compute: unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>compute: give either --keys or --keys-xy, not both</source>
        <translation>compute: Geben Sie entweder --keys oder --keys-xy an, nicht beides</translation>
    </message>
    <message>
        <source>compute: %1 keys but %2 values; give one value per key (--values)</source>
        <translation>compute: %1 Keys, aber %2 Values; geben Sie einen Value pro Key an (--values)</translation>
    </message>
    <message>
        <source>[command]</source>
        <translation>[Befehl]</translation>
    </message>
    <message>
        <source>Render the main window offscreen to a PNG file and exit.</source>
        <translation>Zeichnet das Hauptfenster unsichtbar in eine PNG-Datei und beendet das Programm.</translation>
    </message>
    <message>
        <source>FILE.png</source>
        <translation>DATEI.png</translation>
    </message>
    <message>
        <source>Start with the query at this angle in degrees.</source>
        <translation>Beginnt mit der Query in diesem Winkel in Grad.</translation>
    </message>
    <message>
        <source>Start with a query of this length.</source>
        <translation>Beginnt mit einer Query dieser Länge.</translation>
    </message>
    <message>
        <source>Colour scheme: system, light or dark.</source>
        <translation>Farbschema: system, light oder dark.</translation>
    </message>
    <message>
        <source>SCHEME</source>
        <translation>SCHEMA</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number</source>
        <translation>%1: „%2“ ist keine Zahl</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a finite number</source>
        <translation>%1: „%2“ ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>What to check.</source>
        <translation>Was geprüft werden soll.</translation>
    </message>
    <message>
        <source>validate: give exactly one PATH to check</source>
        <translation>validate: Geben Sie genau einen PATH zum Prüfen an</translation>
    </message>
    <message>
        <source>List the lessons of the course in order.</source>
        <translation>Listet die Lektionen des Kurses der Reihe nach auf.</translation>
    </message>
    <message>
        <source>Print a JSON array.</source>
        <translation>Gibt ein JSON-Array aus.</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>ORDNER</translation>
    </message>
    <message>
        <source>list: unexpected argument &apos;%1&apos;</source>
        <translation>list: unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>%1. %2  %3  (pages: %4, exercises: %5)</source>
        <translation>%1. %2  %3  (Seiten: %4, Aufgaben: %5)</translation>
    </message>
    <message>
        <source>  [problems: %1; run &apos;attention-lab validate&apos;]</source>
        <translation>  [Probleme: %1; führen Sie „attention-lab validate“ aus]</translation>
    </message>
    <message>
        <source>Print one learner&apos;s variant of an exercise — the question with their own numbers — and its correct answer (a teacher&apos;s answer key). The same arguments always print the same thing.</source>
        <translation>Gibt die Variante einer Aufgabe für eine lernende Person aus – die Frage mit den eigenen Zahlen – und ihre richtige Antwort (ein Lösungsschlüssel für Lehrkräfte). Dieselben Argumente geben immer dasselbe aus.</translation>
    </message>
    <message>
        <source>A lab session&apos;s seed, a whole number (default 0).</source>
        <translation>Der Startwert einer Lab-Sitzung, eine ganze Zahl (Standard 0).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>exercise: give exactly one exercise ID</source>
        <translation>exercise: Geben Sie genau eine Aufgaben-ID an</translation>
    </message>
    <message>
        <source>--lab-seed: &apos;%1&apos; is not a whole number ≥ 0</source>
        <translation>--lab-seed: „%1“ ist keine ganze Zahl ≥ 0</translation>
    </message>
    <message>
        <source>exercise: unknown exercise &apos;%1&apos;; &apos;attention-lab list --json&apos; lists them</source>
        <translation>exercise: unbekannte Aufgabe „%1“; „attention-lab list --json“ listet sie auf</translation>
    </message>
    <message>
        <source>Exercise %1 (%2; objective: %3; lesson %4)
</source>
        <translation>Aufgabe %1 (%2; Lernziel: %3; Lektion %4)
</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>
Answer: %1
</source>
        <translation>
Antwort: %1
</translation>
    </message>
    <message>
        <source>Open this lesson (an id from &apos;attention-lab list&apos;).</source>
        <translation>Öffnet diese Lektion (eine ID aus „attention-lab list“).</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>With --lesson: open this page (from 1).</source>
        <translation>Mit --lesson: öffnet diese Seite (ab 1).</translation>
    </message>
    <message>
        <source>Print the step-by-step trace of one attention lookup.</source>
        <translation>Gibt den Rechenweg eines Nachschlagens mit Attention Schritt für Schritt aus.</translation>
    </message>
    <message>
        <source>Check a lesson folder or file; one line per problem.</source>
        <translation>Prüft einen Lektionsordner oder eine Datei; eine Zeile pro Problem.</translation>
    </message>
    <message>
        <source>List the lessons in order.</source>
        <translation>Listet die Lektionen der Reihe nach auf.</translation>
    </message>
    <message>
        <source>Print a learner&apos;s variant of an exercise with its answer.</source>
        <translation>Gibt die Variante einer Aufgabe für eine lernende Person mit ihrer Antwort aus.</translation>
    </message>
    <message>
        <source>Print a learner&apos;s progress from the saved files.</source>
        <translation>Gibt den Fortschritt einer lernenden Person aus den gespeicherten Dateien aus.</translation>
    </message>
    <message>
        <source>Attention Lab: a course on attention as a soft dictionary lookup.

Without a command, opens the course.

Commands:
</source>
        <translation>Attention Lab: ein Kurs über Attention als weiches Nachschlagen in einem Wörterbuch.

Ohne Befehl wird der Kurs geöffnet.

Befehle:
</translation>
    </message>
    <message>
        <source>Optional: %1.</source>
        <translation>Optional: %1.</translation>
    </message>
    <message>
        <source>%1 (id %2)</source>
        <translation>%1 (ID %2)</translation>
    </message>
    <message>
        <source>%1 (no such learner on this computer; used as an id)</source>
        <translation>%1 (keine solche Person auf diesem Computer; als ID verwendet)</translation>
    </message>
    <message>
        <source>Learner: %1
Lab seed: %2   Variant: query at %3°, length %4; values %5

</source>
        <translation>Lernende Person: %1
Lab-Startwert: %2   Variante: Query bei %3°, Länge %4; Values %5

</translation>
    </message>
    <message>
        <source>  (the learner sees them as %1)
</source>
        <translation>  (so sieht die lernende Person sie: %1)
</translation>
    </message>
    <message>
        <source>
Answer:%1
</source>
        <translation>
Antwort:%1
</translation>
    </message>
    <message>
        <source>
Worked solution:
%1
</source>
        <translation>
Musterlösung:
%1
</translation>
    </message>
    <message>
        <source>The learner: an id as File ▸ Switch Learner… shows it, or the name of a learner on this computer; any other text is used as an id (default: none).</source>
        <translation>Die lernende Person: eine ID, wie Datei ▸ Lernende Person wechseln… sie zeigt, oder der Name einer lernenden Person auf diesem Computer; jeder andere Text wird als ID verwendet (Standard: keine).</translation>
    </message>
    <message>
        <source>LEARNER</source>
        <translation>LERNENDE</translation>
    </message>
    <message>
        <source>exercise: no learner on this computer has the id or name &apos;%1&apos;; using it as a learner id</source>
        <translation>exercise: Niemand auf diesem Computer hat die ID oder den Namen „%1“; der Text wird als ID verwendet</translation>
    </message>
    <message>
        <source>A lab session file: its seed, and its roster to find the learner by.</source>
        <translation>Eine Lab-Sitzungsdatei: ihr Startwert und ihre Teilnehmerliste, in der die lernende Person gesucht wird.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>exercise: give --lab or --lab-seed, not both</source>
        <translation>exercise: Geben Sie --lab oder --lab-seed an, nicht beides</translation>
    </message>
    <message>
        <source>exercise: %1 is not one of the session&apos;s exercises</source>
        <translation>exercise: %1 ist keine der Aufgaben der Sitzung</translation>
    </message>
    <message>
        <source>Regrade a lab session&apos;s hand-ins from the raw answers.</source>
        <translation>Bewertet die Abgaben einer Lab-Sitzung anhand der Rohantworten neu.</translation>
    </message>
    <message>
        <source>Join this lab session (a .attnlab file from the teacher).</source>
        <translation>Nimmt an dieser Lab-Sitzung teil (eine .attnlab-Datei von der Lehrkraft).</translation>
    </message>
    <message>
        <source>With --lab: join as this learner (a roster id) without asking.</source>
        <translation>Mit --lab: nimmt ohne Rückfrage als diese Person teil (eine ID der Teilnehmerliste).</translation>
    </message>
    <message>
        <source>Prepare a lab session (lab new), print one (lab show) or rehearse it (lab rehearse).</source>
        <translation>Bereitet eine Lab-Sitzung vor (lab new), gibt eine aus (lab show) oder probt sie (lab rehearse).</translation>
    </message>
    <message>
        <source>Open the gradebook of this lab session instead of the course.</source>
        <translation>Öffnet statt des Kurses das Notenbuch dieser Lab-Sitzung.</translation>
    </message>
    <message>
        <source>SESSION.attnlab</source>
        <translation>SITZUNG.attnlab</translation>
    </message>
    <message>
        <source>With --gradebook: read hand-ins from this folder (repeatable; default: the session&apos;s own).</source>
        <translation>Mit --gradebook: liest Abgaben aus diesem Ordner (wiederholbar; Standard: der eigene der Sitzung).</translation>
    </message>
    <message>
        <source>With --gradebook: show this tab: grades, reteach or board.</source>
        <translation>Mit --gradebook: zeigt diesen Reiter: grades, reteach oder board.</translation>
    </message>
    <message>
        <source>TAB</source>
        <translation>REITER</translation>
    </message>
    <message>
        <source>Print a lab session&apos;s worksheets and answer key to PDF.</source>
        <translation>Druckt die Arbeitsblätter und den Lösungsschlüssel einer Lab-Sitzung als PDF.</translation>
    </message>
    <message>
        <source>The exercise id (&apos;attention-lab list --json&apos; lists them); with --code it may be left out for every exercise of the session.</source>
        <translation>Die Aufgaben-ID („attention-lab list --json“ listet sie auf); mit --code kann sie für alle Aufgaben der Sitzung weggelassen werden.</translation>
    </message>
    <message>
        <source>With --lab: the learner whose variant code a printed worksheet shows.</source>
        <translation>Mit --lab: die lernende Person, deren Variantencode ein gedrucktes Arbeitsblatt zeigt.</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <source>With --code: the class list the worksheets were printed for, when not the session&apos;s own.</source>
        <translation>Mit --code: die Klassenliste, für die die Arbeitsblätter gedruckt wurden, wenn es nicht die der Sitzung ist.</translation>
    </message>
    <message>
        <source>FILE.csv</source>
        <translation>DATEI.csv</translation>
    </message>
    <message>
        <source>exercise: --code needs --lab, and names the learner instead of --learner</source>
        <translation>exercise: --code braucht --lab und bestimmt die lernende Person statt --learner</translation>
    </message>
    <message>
        <source>exercise: --roster needs --code</source>
        <translation>exercise: --roster braucht --code</translation>
    </message>
    <message>
        <source>--roster: %1</source>
        <translation>--roster: %1</translation>
    </message>
    <message>
        <source>no student in the file</source>
        <translation>keine Lernenden in der Datei</translation>
    </message>
    <message>
        <source>--code: %1</source>
        <translation>--code: %1</translation>
    </message>
    <message>
        <source>exercise: &apos;%1&apos; is not on the session&apos;s roster; using it as a learner id</source>
        <translation>exercise: „%1“ steht nicht auf der Teilnehmerliste der Sitzung; wird als ID verwendet</translation>
    </message>
    <message numerus="yes">
        <source>Variant code %1: %2 (id %3), session “%4”, %n exercise(s)
</source>
        <translation>
            <numerusform>Variantencode %1: %2 (ID %3), Sitzung „%4“, %n Aufgabe
</numerusform>
            <numerusform>Variantencode %1: %2 (ID %3), Sitzung „%4“, %n Aufgaben
</numerusform>
        </translation>
    </message>
    <message>
        <source>Open the workshop on this set-up (a .attnsetup file).</source>
        <translation>Öffnet die Werkstatt mit diesem Aufbau (eine .attnsetup-Datei).</translation>
    </message>
    <message>
        <source>Keys, values and query from a workshop set-up (.attnsetup); --angle and --length still change the query.</source>
        <translation>Keys, Values und Query aus einem Werkstatt-Aufbau (.attnsetup); --angle und --length ändern die Query trotzdem.</translation>
    </message>
    <message>
        <source>compute: give either --setup or --keys, --keys-xy and --values, not both</source>
        <translation>compute: Geben Sie entweder --setup oder --keys, --keys-xy und --values an, nicht beides</translation>
    </message>
    <message>
        <source>variants: 1 (the same for everyone)
</source>
        <translation>Varianten: 1 (für alle gleich)
</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>mindestens %1</translation>
    </message>
    <message>
        <source>variants: %1, different answers: %2</source>
        <translation>Varianten: %1, verschiedene Antworten: %2</translation>
    </message>
    <message>
        <source>  (fewer than %1)</source>
        <translation>  (weniger als %1)</translation>
    </message>
    <message>
        <source>Also print each exercise&apos;s number of different variants (as the learner sees them: the filled prompt, options and answer, not the order of options) and of different answers, among %1 learners.</source>
        <translation>Gibt außerdem für jede Aufgabe die Anzahl verschiedener Varianten (so wie die Lernenden sie sehen: ausgefüllte Frage, Optionen und Antwort, nicht die Reihenfolge der Optionen) und verschiedener Antworten unter %1 Lernenden aus.</translation>
    </message>
    <message>
        <source>Variants of each exercise among %1 learners:
</source>
        <translation>Varianten jeder Aufgabe unter %1 Lernenden:
</translation>
    </message>
    <message>
        <source>Exercise %1, learner %2, lab seed %3
Answer: %4

Verdict: %5
Score: %6
</source>
        <translation>Aufgabe %1, lernende Person %2, Lab-Startwert %3
Antwort: %4

Urteil: %5
Ergebnis: %6
</translation>
    </message>
    <message>
        <source>
Diagnoses:
</source>
        <translation>
Diagnosen:
</translation>
    </message>
    <message>
        <source>
Details:
</source>
        <translation>
Details:
</translation>
    </message>
    <message>
        <source>
Cells (%1):
</source>
        <translation>
Zellen (%1):
</translation>
    </message>
    <message>
        <source> (expected %1)</source>
        <translation> (erwartet %1)</translation>
    </message>
    <message>
        <source>Grade this answer as the window would, instead of printing the key: a number as typed; option ids, comma-separated for a multiple choice (a,c); the keys from first to last (k2,k1,k5,k3,k4); a table&apos;s cells to fill as JSON rows ([[&quot;0.5&quot;, &quot;1.2&quot;, &quot;1.7&quot;], …]); a target&apos;s query as JSON ({&quot;angle&quot;: 70, &quot;length&quot;: 4}). Prints the verdict, the score from 0 to 1 and the diagnoses; exits 2 for an answer the window would not take.</source>
        <translation>Bewertet diese Antwort, wie es das Fenster täte, statt den Schlüssel auszugeben: eine Zahl wie eingetippt; Options-IDs, bei Mehrfachauswahl durch Kommas getrennt (a,c); die Keys vom ersten bis zum letzten (k2,k1,k5,k3,k4); die auszufüllenden Zellen einer Tabelle als JSON-Zeilen ([[&quot;0.5&quot;, &quot;1.2&quot;, &quot;1.7&quot;], …]); die Query eines Ziels als JSON ({&quot;angle&quot;: 70, &quot;length&quot;: 4}). Gibt das Urteil, das Ergebnis von 0 bis 1 und die Diagnosen aus; endet mit 2 bei einer Antwort, die das Fenster nicht annehmen würde.</translation>
    </message>
    <message>
        <source>ANSWER</source>
        <translation>ANTWORT</translation>
    </message>
    <message>
        <source>exercise: --answer grades one exercise: give its ID</source>
        <translation>exercise: --answer bewertet eine Aufgabe: Geben Sie ihre ID an</translation>
    </message>
    <message>
        <source>--answer: %1</source>
        <translation>--answer: %1</translation>
    </message>
    <message>
        <source>--lang needs a language: %1</source>
        <translation>--lang braucht eine Sprache: %1</translation>
    </message>
    <message>
        <source>--lang: &apos;%1&apos; is not a language of the course (%2)</source>
        <translation>--lang: „%1“ ist keine Sprache des Kurses (%2)</translation>
    </message>
    <message>
        <source>Run &apos;attention-lab COMMAND --help&apos; for a command&apos;s options. Every command takes --lang %1: the language of the lessons&apos; and exercises&apos; text it prints.</source>
        <translation>„attention-lab BEFEHL --help“ zeigt die Optionen eines Befehls. Jeder Befehl nimmt --lang %1: die Sprache der Lektions- und Aufgabentexte, die er ausgibt.</translation>
    </message>
    <message>
        <source>The language of the lessons and exercises: %1.</source>
        <translation>Die Sprache der Lektionen und Aufgaben: %1.</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>SPRACHE</translation>
    </message>
    <message>
        <source>Check lesson content: a course folder, a lesson folder, or one file (course.json, lesson.json, a glossary or a page). Prints one line per problem as FILE:PLACE: MESSAGE; exits 0 when clean and 1 when not. A choice exercise whose variants can make its correct options ambiguous is a problem. Translations (&lt;locale&gt;/ folders) are checked against English: a page, exercise or text missing is a warning (English is shown, exit 0); placeholders that differ, unknown ids or fields and a different number of hints are problems.</source>
        <translation>Prüft Lektionsinhalte: einen Kursordner, einen Lektionsordner oder eine Datei (course.json, lesson.json, ein Glossar oder eine Seite). Gibt eine Zeile pro Problem aus als DATEI:STELLE: MELDUNG; endet mit 0, wenn alles in Ordnung ist, sonst mit 1. Eine Auswahlaufgabe, deren Varianten ihre richtigen Optionen mehrdeutig machen können, ist ein Problem. Übersetzungen (Ordner &lt;locale&gt;/) werden mit dem Englischen verglichen: eine fehlende Seite, Aufgabe oder ein fehlender Text ist eine Warnung (Englisch wird gezeigt, Ende mit 0); abweichende Platzhalter, unbekannte Ids oder Felder und eine andere Zahl von Hinweisen sind Probleme.</translation>
    </message>
    <message>
        <source>
Hints:
</source>
        <translation>
Hinweise:
</translation>
    </message>
    <message>
        <source>Start at this text size, in percent of the system&apos;s font (100 to 250).</source>
        <translation>Mit dieser Textgröße starten, in Prozent der Systemschrift (100 bis 250).</translation>
    </message>
    <message>
        <source>PERCENT</source>
        <translation>PROZENT</translation>
    </message>
    <message>
        <source>Start (or render --screenshot) at this window size, e.g. 1366x768.</source>
        <translation>In dieser Fenstergröße starten (oder --screenshot darin zeichnen), z. B. 1366x768.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <source>%1: answer keys are turned off on this computer by the lab&apos;s administrator (%2 in /etc/xdg/AttentionLab/attention-lab.conf)</source>
        <translation>%1: Lösungsschlüssel sind auf diesem Computer von der Administration des Computerraums abgeschaltet (%2 in /etc/xdg/AttentionLab/attention-lab.conf)</translation>
    </message>
    <message>
        <source>Write a new lesson to start from into a teacher&apos;s course folder.</source>
        <translation>Legt in einem Kursordner der Lehrkraft eine neue Lektion als Ausgangspunkt an.</translation>
    </message>
    <message>
        <source>Add the lessons of this teacher&apos;s course folder beside the built-in ones (each problem is listed; the good lessons are used).</source>
        <translation>Fügt die Lektionen dieses Kursordners der Lehrkraft neben den mitgelieferten hinzu (jedes Problem wird aufgelistet; die fehlerfreien Lektionen werden verwendet).</translation>
    </message>
    <message>
        <source>With --lessons: use that folder&apos;s lessons instead of the built-in ones.</source>
        <translation>Mit --lessons: verwendet die Lektionen dieses Ordners statt der mitgelieferten.</translation>
    </message>
    <message>
        <source>--length: %1 is outside 0 to %2</source>
        <translation>--length: %1 liegt außerhalb von 0 bis %2</translation>
    </message>
    <message>
        <source>Print every token&apos;s attention weights at once (the n×n matrix of a sentence).</source>
        <translation>Gibt die Attention-Gewichte aller Tokens auf einmal aus (die n×n-Matrix eines Satzes).</translation>
    </message>
    <message>
        <source>compute: cannot write the output: %1</source>
        <translation>compute: Die Ausgabe kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>Keys, values and query from a JSON file (- for standard input), for lookups over more keys than a command line holds; --angle, --length and --scale still apply.</source>
        <translation>Keys, Values und Query aus einer JSON-Datei (- für die Standardeingabe), zum Nachschlagen über mehr Keys, als eine Befehlszeile fasst; --angle, --length und --scale gelten weiterhin.</translation>
    </message>
    <message>
        <source>compute: give either --input or --setup, --keys, --keys-xy and --values, not both</source>
        <translation>compute: Geben Sie entweder --input oder --setup, --keys, --keys-xy und --values an, nicht beides</translation>
    </message>
    <message>
        <source>Print every token&apos;s attention weights at once: the n×n weight matrix of the every-token preview, softmax(scale·Q·Kᵀ [+ causal mask]), with Q = K = each token&apos;s toy embedding (d_k = 4) and one toy value per token. Without --tokens or --sentence, the plate&apos;s sentence &quot;the cat sat on the mat&quot;.</source>
        <translation>Gibt die Attention-Gewichte aller Tokens auf einmal aus: die n×n-Gewichtsmatrix des Ausblicks „Jedes Token gleichzeitig“, softmax(scale·Q·Kᵀ [+ kausale Maske]), mit Q = K = dem Beispiel-Embedding jedes Tokens (d_k = 4) und einem Beispiel-Value pro Token. Ohne --tokens oder --sentence der Satz der Tafel „the cat sat on the mat“.</translation>
    </message>
    <message>
        <source>A sentence of N tokens (1 to %1): the plate&apos;s six words, then w7, w8, …, wN.</source>
        <translation>Ein Satz aus N Tokens (1 bis %1): die sechs Wörter der Tafel, dann w7, w8, …, wN.</translation>
    </message>
    <message>
        <source>This sentence, split into words and punctuation.</source>
        <translation>Dieser Satz, in Wörter und Satzzeichen zerlegt.</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>Multiply the scores by 1/√d_k (plate IV.3).</source>
        <translation>Multipliziert die Scores mit 1/√d_k (Tafel IV.3).</translation>
    </message>
    <message>
        <source>Let each token see only itself and earlier tokens (the causal mask, plate IV.4).</source>
        <translation>Lässt jedes Token nur sich selbst und frühere Tokens sehen (die kausale Maske, Tafel IV.4).</translation>
    </message>
    <message>
        <source>matrix: unexpected argument &apos;%1&apos;</source>
        <translation>matrix: unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>matrix: give either --tokens or --sentence, not both</source>
        <translation>matrix: Geben Sie entweder --tokens oder --sentence an, nicht beides</translation>
    </message>
    <message>
        <source>--tokens: &apos;%1&apos; is not a whole number from 1 to %2</source>
        <translation>--tokens: „%1“ ist keine ganze Zahl von 1 bis %2</translation>
    </message>
    <message>
        <source>--sentence: the sentence has no words</source>
        <translation>--sentence: Der Satz enthält keine Wörter</translation>
    </message>
    <message>
        <source>--sentence: %1 tokens; at most %2</source>
        <translation>--sentence: %1 Tokens; höchstens %2</translation>
    </message>
    <message>
        <source>%1: %2 is a file this command reads; write to another file</source>
        <translation>%1: %2 ist eine Datei, die dieser Befehl liest; schreiben Sie in eine andere Datei</translation>
    </message>
    <message>
        <source>%1: %2 is a student&apos;s hand-in; write to another file</source>
        <translation>%1: %2 ist die Abgabe einer Person; schreiben Sie in eine andere Datei</translation>
    </message>
    <message>
        <source>--length: %1 is a negative length</source>
        <translation>--length: %1 ist eine negative Länge</translation>
    </message>
    <message>
        <source>the course window needs a display, and none was found (DISPLAY and WAYLAND_DISPLAY are not set); the commands work without one: attention-lab --help</source>
        <translation>das Kursfenster braucht einen Bildschirm, und keiner wurde gefunden (DISPLAY und WAYLAND_DISPLAY sind nicht gesetzt); die Befehle funktionieren auch ohne: attention-lab --help</translation>
    </message>
    <message>
        <source>Open a teacher&apos;s feedback file for its student (with their feedback code).</source>
        <translation>Öffnet die Rückmeldungsdatei einer Lehrkraft für die betreffende Person (mit deren Rückmeldungscode).</translation>
    </message>
    <message>
        <source>%1: the session “%2” prints its answers only on a computer whose lab defaults allow answer keys (%3=true in /etc/xdg/AttentionLab/attention-lab.conf, as on the teacher&apos;s computer)</source>
        <translation>%1: Die Sitzung „%2“ druckt ihre Lösungen nur auf einem Computer, dessen Lab-Voreinstellungen Lösungsschlüssel erlauben (%3=true in /etc/xdg/AttentionLab/attention-lab.conf, wie auf dem Computer der Lehrkraft)</translation>
    </message>
    <message>
        <source>Start in presentation mode (full screen and large, for a projector); with --gradebook, the class view (board and re-teach, no names); with --screenshot, rendered at --window-size, else 1920×1080.</source>
        <translation>Im Präsentationsmodus starten (Vollbild und groß, für einen Beamer); mit --gradebook die Klassenansicht (Übersicht und Erneut erklären, ohne Namen); mit --screenshot in der Größe von --window-size gerendert, sonst 1920×1080.</translation>
    </message>
    <message>
        <source>Why: %1
</source>
        <translation>Warum: %1
</translation>
    </message>
    <message>
        <source>
Right options not chosen (the window names them once the exercise is over):
</source>
        <translation>
Richtige Optionen, die nicht gewählt wurden (das Fenster nennt sie erst, wenn die Aufgabe beendet ist):
</translation>
    </message>
    <message>
        <source>Train W_q and W_k of one attention head on a toy task and print the run.</source>
        <translation>W_q und W_k eines Attention-Kopfs an einer Spielaufgabe trainieren und den Lauf ausgeben.</translation>
    </message>
    <message>
        <source>Train W_q and W_k of one attention head on a toy task, headless, and print the run: each token&apos;s query q = W_q x and key k = W_k x, scores scale·q·k with scale = 1/√2, the softmax over every token, loss = mean of −ln(weight on the target), plain gradient descent.</source>
        <translation>W_q und W_k eines Attention-Kopfs an einer Spielaufgabe ohne Fenster trainieren und den Lauf ausgeben: die Query q = W_q x und der Key k = W_k x jedes Tokens, Scores scale·q·k mit scale = 1/√2, die Softmax über alle Tokens, Verlust = Mittelwert von −ln(Gewicht auf dem Ziel), einfacher Gradientenabstieg.</translation>
    </message>
    <message>
        <source>The task: %1. Default: %2.</source>
        <translation>Die Aufgabe: %1. Standard: %2.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>The seed of the initial matrices (default %1).</source>
        <translation>Der Startwert der Anfangsmatrizen (Standard %1).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>At most this many updates, 1 to 100000 (default %1).</source>
        <translation>Höchstens so viele Schritte, 1 bis 100000 (Standard %1).</translation>
    </message>
    <message>
        <source>The learning rate, above 0 and at most 100 (default %1).</source>
        <translation>Die Lernrate, über 0 und höchstens 100 (Standard %1).</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Momentum, 0 to 0.99 (default %1: plain gradient descent).</source>
        <translation>Momentum, 0 bis 0,99 (Standard %1: einfacher Gradientenabstieg).</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>Stop once the loss is at or below this (default %1).</source>
        <translation>Anhalten, sobald der Verlust höchstens so groß ist (Standard %1).</translation>
    </message>
    <message>
        <source>train: unexpected argument &apos;%1&apos;</source>
        <translation>train: unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>--task: &apos;%1&apos; is not a task (%2)</source>
        <translation>--task: „%1“ ist keine Aufgabe (%2)</translation>
    </message>
    <message>
        <source>--seed: &apos;%1&apos; is not a whole number ≥ 0</source>
        <translation>--seed: „%1“ ist keine ganze Zahl ≥ 0</translation>
    </message>
    <message>
        <source>--steps: &apos;%1&apos; is not a whole number from 1 to 100000</source>
        <translation>--steps: „%1“ ist keine ganze Zahl von 1 bis 100000</translation>
    </message>
    <message>
        <source>Learner: %1
Lab seed: %2   Variant: %3 task, seed %4, token %5, entry (W_q) row %6, column %7

</source>
        <translation>Lernende Person: %1
Lab-Startwert: %2   Variante: Trainingsaufgabe %3, Startwert %4, Token %5, Eintrag von W_q in Zeile %6, Spalte %7

</translation>
    </message>
</context>
<context>
    <name>CollectionText</name>
    <message>
        <source>this is a file, not a folder of hand-ins</source>
        <translation>dies ist eine Datei, kein Ordner mit Abgaben</translation>
    </message>
    <message>
        <source>there is no such folder, or it cannot be reached</source>
        <translation>diesen Ordner gibt es nicht, oder er ist nicht erreichbar</translation>
    </message>
    <message numerus="yes">
        <source>%n hand-in(s) named for no student of the roster were not read: more than %1 such files.</source>
        <translation>
            <numerusform>%n Abgabe, die nach keiner Person der Teilnehmerliste benannt ist, wurde nicht gelesen: mehr als %1 solche Dateien.</numerusform>
            <numerusform>%n Abgaben, die nach keiner Person der Teilnehmerliste benannt sind, wurden nicht gelesen: mehr als %1 solche Dateien.</numerusform>
        </translation>
    </message>
    <message>
        <source>an unfinished hand-in: the computer stopped while writing it (the student&apos;s next hand-in removes it)</source>
        <translation>eine unvollständige Abgabe: Der Computer hielt beim Schreiben an (die nächste Abgabe der Person entfernt sie)</translation>
    </message>
</context>
<context>
    <name>CourseFileText</name>
    <message>
        <source>%1: there is no such file</source>
        <translation>%1: Diese Datei gibt es nicht</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file of the course</source>
        <translation>%1 ist ein Ordner, keine Datei des Kurses</translation>
    </message>
    <message>
        <source>%1 is not a file of Attention Lab: %2</source>
        <translation>%1 ist keine Datei von Attention Lab: %2</translation>
    </message>
    <message>
        <source>%1 is not a file of Attention Lab: not a lab session, hand-in, feedback or set-up</source>
        <translation>%1 ist keine Datei von Attention Lab: weder Lab-Sitzung noch Abgabe, Rückmeldung oder Aufbau</translation>
    </message>
</context>
<context>
    <name>CourseFolderText</name>
    <message>
        <source>not a folder: a teacher&apos;s course folder holds course.json and one folder per lesson</source>
        <translation>kein Ordner: Ein Kursordner der Lehrkraft enthält course.json und einen Ordner pro Lektion</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>diesen Ordner gibt es nicht</translation>
    </message>
    <message>
        <source>the lesson &apos;%1&apos; has problems and is left out</source>
        <translation>die Lektion „%1“ hat Probleme und wird weggelassen</translation>
    </message>
    <message>
        <source>the lesson id &apos;%1&apos; is already a lesson of the built-in course; give this lesson another id (it is left out)</source>
        <translation>die Lektions-ID „%1“ ist bereits eine Lektion des mitgelieferten Kurses; geben Sie dieser Lektion eine andere ID (sie wird weggelassen)</translation>
    </message>
    <message>
        <source>the exercise ids %1 are already exercises of the built-in course; give them other ids (the lesson &apos;%2&apos; is left out)</source>
        <translation>die Aufgaben-IDs %1 sind bereits Aufgaben des mitgelieferten Kurses; geben Sie ihnen andere IDs (die Lektion „%2“ wird weggelassen)</translation>
    </message>
    <message>
        <source>the folder has no lesson that can be used; the built-in course is shown instead</source>
        <translation>der Ordner enthält keine Lektion, die verwendet werden kann; stattdessen wird der mitgelieferte Kurs gezeigt</translation>
    </message>
</context>
<context>
    <name>CourseOptionsText</name>
    <message>
        <source>Add the lessons of this teacher&apos;s course folder beside the built-in ones (lessons/FORMAT.md).</source>
        <translation>Fügt die Lektionen dieses Kursordners der Lehrkraft neben den mitgelieferten hinzu (lessons/FORMAT.md).</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>ORDNER</translation>
    </message>
    <message>
        <source>With --lessons: use that folder&apos;s lessons instead of the built-in ones.</source>
        <translation>Mit --lessons: verwendet die Lektionen dieses Ordners statt der mitgelieferten.</translation>
    </message>
    <message>
        <source>%1: --lessons-only needs --lessons DIR</source>
        <translation>%1: --lessons-only braucht --lessons ORDNER</translation>
    </message>
    <message>
        <source>%1: --lessons: %2 is not a folder</source>
        <translation>%1: --lessons: %2 ist kein Ordner</translation>
    </message>
</context>
<context>
    <name>CourseProgress</name>
    <message>
        <source>“completed” is not an object</source>
        <translation>„completed“ ist kein Objekt</translation>
    </message>
    <message>
        <source>the pages of “%1” are not a list</source>
        <translation>die Seiten von „%1“ sind keine Liste</translation>
    </message>
    <message>
        <source>a page of “%1” is not a page id</source>
        <translation>eine Seite von „%1“ ist keine Seiten-ID</translation>
    </message>
    <message>
        <source>the last position has the wrong type</source>
        <translation>die letzte Position hat den falschen Typ</translation>
    </message>
</context>
<context>
    <name>CsvText</name>
    <message>
        <source>Student ID</source>
        <translation>Lernenden-ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Abgegeben</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Prozent</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Auffälligkeiten</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>still working</source>
        <translation>arbeitet noch</translation>
    </message>
    <message>
        <source>still working (stuck)</source>
        <translation>arbeitet noch (steckt fest)</translation>
    </message>
    <message>
        <source>handed in</source>
        <translation>abgegeben</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>In Moodle, map “ID number” to the user field “ID number” (each student&apos;s roster id) or “Email address” to “Email address”, and “%1” to the grade item, whose maximum must be %2.</source>
        <translation>Ordnen Sie in Moodle die Spalte „ID number“ dem Nutzerfeld „ID-Nummer“ zu (die ID jeder Person aus der Teilnehmerliste) oder „Email address“ dem Feld „E-Mail-Adresse“, und „%1“ dem Bewertungsaspekt, dessen Höchstwert %2 sein muss.</translation>
    </message>
    <message>
        <source>In Moodle, map “ID number” to the user field “ID number” (each student&apos;s roster id; not every student has an email), and “%1” to the grade item, whose maximum must be %2.</source>
        <translation>Ordnen Sie in Moodle die Spalte „ID number“ dem Nutzerfeld „ID-Nummer“ zu (die ID jeder Person aus der Teilnehmerliste; nicht alle haben eine E-Mail-Adresse), und „%1“ dem Bewertungsaspekt, dessen Höchstwert %2 sein muss.</translation>
    </message>
    <message>
        <source>In Canvas, students are matched by “SIS User ID” (each student&apos;s roster id) or “SIS Login ID” (their email as the roster gives it); “%1” is the assignment.</source>
        <translation>In Canvas werden die Lernenden über „SIS User ID“ (ihre ID aus der Teilnehmerliste) oder „SIS Login ID“ (ihre E-Mail-Adresse wie in der Teilnehmerliste) zugeordnet; „%1“ ist die Aufgabe.</translation>
    </message>
    <message>
        <source>Exercise ID</source>
        <translation>Aufgaben-ID</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation>Diagnose</translation>
    </message>
</context>
<context>
    <name>ExerciseProgress</name>
    <message>
        <source>“exercises” is not an object</source>
        <translation>„exercises“ ist kein Objekt</translation>
    </message>
    <message>
        <source>%1 has no state object</source>
        <translation>%1 hat kein state-Objekt</translation>
    </message>
    <message>
        <source>%1.updated is not a date and time</source>
        <translation>%1.updated ist kein Datum mit Uhrzeit</translation>
    </message>
    <message>
        <source>%1.state.%2 has the wrong type</source>
        <translation>%1.state.%2 hat den falschen Typ</translation>
    </message>
    <message>
        <source>%1.state.lastAnswer is longer than %2 characters</source>
        <translation>%1.state.lastAnswer ist länger als %2 Zeichen</translation>
    </message>
    <message>
        <source>%1.state.%2 is not a whole number from 0 to %3</source>
        <translation>%1.state.%2 ist keine ganze Zahl von 0 bis %3</translation>
    </message>
    <message>
        <source>%1 is not an object</source>
        <translation>%1 ist kein Objekt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ExerciseText</name>
    <message>
        <source>Describe attention as a soft dictionary lookup</source>
        <translation>Attention als weiches Nachschlagen in einem Wörterbuch beschreiben</translation>
    </message>
    <message>
        <source>Compute attention weights from dot products and a softmax</source>
        <translation>Attention-Gewichte aus Skalarprodukten und einer Softmax berechnen</translation>
    </message>
    <message>
        <source>Compute the output as a weighted average of values</source>
        <translation>Die Ausgabe als gewichteten Mittelwert von Values berechnen</translation>
    </message>
    <message>
        <source>Explain how query length controls how sharp the lookup is</source>
        <translation>Erklären, wie die Länge der Query steuert, wie scharf das Nachschlagen ist</translation>
    </message>
    <message numerus="yes">
        <source>it asks for key %1, and the layout has %n key(s)</source>
        <translation>
            <numerusform>sie fragt nach Key %1, und die Anordnung hat %n Key</numerusform>
            <numerusform>sie fragt nach Key %1, und die Anordnung hat %n Keys</numerusform>
        </translation>
    </message>
    <message>
        <source>no query up to length %1 gives key %2 the weight it asks for</source>
        <translation>keine Query bis zur Länge %1 gibt Key %2 das verlangte Gewicht</translation>
    </message>
    <message>
        <source>no query up to length %1 makes the output exceed %2</source>
        <translation>keine Query bis zur Länge %1 bringt die Ausgabe über %2</translation>
    </message>
</context>
<context>
    <name>FeedbackCli</name>
    <message>
        <source>not answered</source>
        <translation>nicht beantwortet</translation>
    </message>
    <message>
        <source>Feedback for %1 (%2) in “%3”
</source>
        <translation>Rückmeldung für %1 (%2) in „%3“
</translation>
    </message>
    <message>
        <source>Score: %1 of %2
</source>
        <translation>Ergebnis: %1 von %2
</translation>
    </message>
    <message numerus="yes">
        <source>%1. %2: %3 of %4, %5 (%n check(s)</source>
        <translation>
            <numerusform>%1. %2: %3 von %4, %5 (%n Prüfung</numerusform>
            <numerusform>%1. %2: %3 von %4, %5 (%n Prüfungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n hint(s))</source>
        <translation>
            <numerusform>, %n Hinweis)</numerusform>
            <numerusform>, %n Hinweise)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your teacher&apos;s comment:</source>
        <translation>Kommentar Ihrer Lehrkraft:</translation>
    </message>
    <message>
        <source>Open a teacher&apos;s feedback file for its student. It is sealed for them: it opens with their feedback code, kept on the computer where they joined the session, or given with --code on any other.</source>
        <translation>Öffnet die Rückmeldungsdatei einer Lehrkraft für die betreffende Person. Sie ist für diese versiegelt: Sie öffnet sich mit deren Rückmeldungscode, der auf dem Computer liegt, auf dem sie der Sitzung beigetreten ist, oder auf jedem anderen mit --code.</translation>
    </message>
    <message>
        <source>The command.</source>
        <translation>Der Befehl.</translation>
    </message>
    <message>
        <source>The feedback file (.attnfeedback).</source>
        <translation>Die Rückmeldungsdatei (.attnfeedback).</translation>
    </message>
    <message>
        <source>The student&apos;s feedback code (shown when they joined and on their hand-in receipt), e.g. K7QM-3XZP-WD4R.</source>
        <translation>Der Rückmeldungscode der Person (beim Beitritt und auf der Abgabebestätigung angezeigt), z. B. K7QM-3XZP-WD4R.</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <source>Print the feedback as one JSON object.</source>
        <translation>Gibt die Rückmeldung als ein JSON-Objekt aus.</translation>
    </message>
    <message>
        <source>feedback: give exactly one feedback file</source>
        <translation>feedback: Geben Sie genau eine Rückmeldungsdatei an</translation>
    </message>
    <message>
        <source>feedback: %1 is not a feedback file this course can read: %2</source>
        <translation>feedback: %1 ist keine Rückmeldungsdatei, die dieser Kurs lesen kann: %2</translation>
    </message>
    <message>
        <source>feedback: this feedback for %1 (%2) in “%3” is sealed for them; it opens on the computer where they joined the session, or elsewhere with their code: --code CODE</source>
        <translation>feedback: Diese Rückmeldung für %1 (%2) in „%3“ ist für diese Person versiegelt; sie öffnet sich auf dem Computer, auf dem sie der Sitzung beigetreten ist, oder anderswo mit ihrem Code: --code CODE</translation>
    </message>
    <message>
        <source>Your teacher&apos;s comment to you:</source>
        <translation>Kommentar Ihrer Lehrkraft an Sie:</translation>
    </message>
</context>
<context>
    <name>FeedbackText</name>
    <message>
        <source>%1%2 is not a text of 1 to %3 characters</source>
        <translation>%1%2 ist kein Text mit 1 bis %3 Zeichen</translation>
    </message>
    <message>
        <source>%1%2 is not a text of at most %3 characters</source>
        <translation>%1%2 ist kein Text mit höchstens %3 Zeichen</translation>
    </message>
    <message>
        <source>%1%2 is not a number from %3 to %4</source>
        <translation>%1%2 ist keine Zahl von %3 bis %4</translation>
    </message>
    <message>
        <source>%1%2 is not a whole number from 0 to %3</source>
        <translation>%1%2 ist keine ganze Zahl von 0 bis %3</translation>
    </message>
    <message>
        <source>%1%2 is not true or false</source>
        <translation>%1%2 ist nicht true oder false</translation>
    </message>
    <message>
        <source>%1%2 is not a date and time</source>
        <translation>%1%2 ist kein Datum mit Uhrzeit</translation>
    </message>
    <message>
        <source>%1%2 is not an object</source>
        <translation>%1%2 ist kein Objekt</translation>
    </message>
    <message>
        <source>%1 is not an array of at most %2 rows</source>
        <translation>%1 ist kein Array mit höchstens %2 Zeilen</translation>
    </message>
    <message>
        <source>%1 is not an array of at most %2 cells</source>
        <translation>%1 ist kein Array mit höchstens %2 Zellen</translation>
    </message>
    <message>
        <source>%1[%2] is neither a mark nor null</source>
        <translation>%1[%2] ist weder eine Bewertung noch null</translation>
    </message>
    <message>
        <source>%1kind is not correct, wrong, carried-forward, empty or not-a-number</source>
        <translation>%1kind ist nicht correct, wrong, carried-forward, empty oder not-a-number</translation>
    </message>
    <message>
        <source>formatVersion is not %1</source>
        <translation>formatVersion ist nicht %1</translation>
    </message>
    <message>
        <source>total is more than max</source>
        <translation>total ist größer als max</translation>
    </message>
    <message>
        <source>exercises is not an array of at most %1 exercises</source>
        <translation>exercises ist kein Array mit höchstens %1 Aufgaben</translation>
    </message>
    <message>
        <source>exercises[%1] is not an object</source>
        <translation>exercises[%1] ist kein Objekt</translation>
    </message>
    <message>
        <source>%1answer: %2</source>
        <translation>%1answer: %2</translation>
    </message>
    <message>
        <source>%1verdict is not correct, partial, wrong or null</source>
        <translation>%1verdict ist nicht correct, partial, wrong oder null</translation>
    </message>
    <message>
        <source>%1answer and verdict must both be given or both be null</source>
        <translation>%1answer und verdict müssen beide angegeben oder beide null sein</translation>
    </message>
    <message>
        <source>%1details is not an array of at most %2 texts</source>
        <translation>%1details ist kein Array mit höchstens %2 Texten</translation>
    </message>
    <message>
        <source>%1details[%2] is not a text of at most %3 characters</source>
        <translation>%1details[%2] ist kein Text mit höchstens %3 Zeichen</translation>
    </message>
    <message>
        <source>%1: the folder cannot be made</source>
        <translation>%1: Der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>total is %1, but the exercises&apos; scores add up to %2</source>
        <translation>total ist %1, aber die Punkte der Aufgaben ergeben zusammen %2</translation>
    </message>
    <message>
        <source>max is %1, but the exercises&apos; maxima add up to %2</source>
        <translation>max ist %1, aber die Höchstwerte der Aufgaben ergeben zusammen %2</translation>
    </message>
    <message>
        <source>their hand-in carries no feedback key (it was made by an older version): the feedback could not be sealed for them, so it was not written</source>
        <translation>ihre Abgabe trägt keinen Rückmeldungsschlüssel (sie stammt von einer älteren Version): Die Rückmeldung konnte nicht für sie versiegelt werden und wurde daher nicht geschrieben</translation>
    </message>
    <message>
        <source>formatVersion is not %1 or %2</source>
        <translation>formatVersion ist nicht %1 oder %2</translation>
    </message>
    <message>
        <source>sealed is not a list of 1 to %1 sealed copies</source>
        <translation>sealed ist keine Liste von 1 bis %1 versiegelten Kopien</translation>
    </message>
    <message>
        <source>sealed holds something that is not base64</source>
        <translation>sealed enthält etwas, das nicht Base64 ist</translation>
    </message>
    <message>
        <source>“%1” is not a feedback code: it has twelve letters and digits, like K7QM-3XZP-WD4R.</source>
        <translation>„%1“ ist kein Rückmeldungscode: Er hat zwölf Buchstaben und Ziffern, etwa K7QM-3XZP-WD4R.</translation>
    </message>
    <message>
        <source>The feedback inside is for someone else than the file says.</source>
        <translation>Die Rückmeldung darin ist für jemand anderen, als die Datei angibt.</translation>
    </message>
    <message>
        <source>This feedback is sealed for %1 (%2) and opens only with their feedback code; the code given is not theirs.</source>
        <translation>Diese Rückmeldung ist für %1 (%2) versiegelt und öffnet sich nur mit deren Rückmeldungscode; der angegebene Code ist nicht deren.</translation>
    </message>
    <message>
        <source>%1: the comment is longer than %2 characters</source>
        <translation>%1: Der Kommentar ist länger als %2 Zeichen</translation>
    </message>
</context>
<context>
    <name>FigureText</name>
    <message>
        <source>Query and keys</source>
        <translation>Query und Keys</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Attention-Gewichte</translation>
    </message>
    <message>
        <source>Scores, weights and contributions per key</source>
        <translation>Scores, Gewichte und Beiträge pro Key</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Made with Attention Lab</source>
        <translation>Erstellt mit Attention Lab</translation>
    </message>
    <message>
        <source>%1: give the file the suffix .png or .svg</source>
        <translation>%1: Geben Sie der Datei die Endung .png oder .svg</translation>
    </message>
    <message>
        <source>A figure is %1 to %2 pixels wide and high.</source>
        <translation>Eine Abbildung ist %1 bis %2 Pixel breit und hoch.</translation>
    </message>
</context>
<context>
    <name>FolderLock</name>
    <message>
        <source>The lock file in %1 cannot be made, so this window cannot make sure that it is the only one saving your work; it saves nothing.</source>
        <translation>Die Sperrdatei in %1 kann nicht angelegt werden, daher kann dieses Fenster nicht sicherstellen, dass nur es Ihre Arbeit speichert; es speichert nichts.</translation>
    </message>
    <message>
        <source>another window of Attention Lab on this computer (process %1)</source>
        <translation>einem anderen Fenster von Attention Lab auf diesem Computer (Prozess %1)</translation>
    </message>
    <message>
        <source>Attention Lab on the computer %1</source>
        <translation>Attention Lab auf dem Computer %1</translation>
    </message>
    <message>
        <source>Your work is already open in %1. This window shows it as it was when opened and saves nothing, so that the two never overwrite each other: close it and go on in the other one.</source>
        <translation>Ihre Arbeit ist bereits geöffnet in: %1. Dieses Fenster zeigt sie so, wie sie beim Öffnen war, und speichert nichts, damit sich die beiden nie gegenseitig überschreiben: Schließen Sie es und arbeiten Sie im anderen weiter.</translation>
    </message>
</context>
<context>
    <name>GradeCli</name>
    <message>
        <source>Gradebook: %1
</source>
        <translation>Notenbuch: %1
</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>
Files that could not be read:
</source>
        <translation>
Dateien, die nicht gelesen werden konnten:
</translation>
    </message>
    <message>
        <source>Regrade a lab session&apos;s hand-ins from the raw answers.</source>
        <translation>Bewertet die Abgaben einer Lab-Sitzung anhand der Rohantworten neu.</translation>
    </message>
    <message>
        <source>The command.</source>
        <translation>Der Befehl.</translation>
    </message>
    <message>
        <source>The session file (.attnlab).</source>
        <translation>Die Sitzungsdatei (.attnlab).</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Gibt ein JSON-Objekt aus.</translation>
    </message>
    <message>
        <source>Read the course from this folder.</source>
        <translation>Liest den Kurs aus diesem Ordner.</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>ORDNER</translation>
    </message>
    <message>
        <source>Also write the gradebook as CSV (UTF-8, one row per student).</source>
        <translation>Schreibt das Notenbuch zusätzlich als CSV (UTF-8, eine Zeile pro Person).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>The CSV&apos;s layout: plain (a spreadsheet), moodle or canvas (their grade imports).</source>
        <translation>Das Layout der CSV: plain (eine Tabellenkalkulation), moodle oder canvas (deren Notenimporte).</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>grade: --preset: &apos;%1&apos; is not one of %2</source>
        <translation>grade: --preset: „%1“ ist keins von %2</translation>
    </message>
    <message>
        <source>grade: cannot write %1: %2</source>
        <translation>grade: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht begonnen</translation>
    </message>
    <message>
        <source>working</source>
        <translation>arbeitet</translation>
    </message>
    <message>
        <source>stuck on %1</source>
        <translation>steckt fest bei %1</translation>
    </message>
    <message>
        <source>handed in</source>
        <translation>abgegeben</translation>
    </message>
    <message>
        <source>      %1 of %2: %3
</source>
        <translation>      %1 von %2: %3
</translation>
    </message>
    <message>
        <source>Also write one feedback file (.attnfeedback) per student who handed in.</source>
        <translation>Schreibt zusätzlich eine Rückmeldungsdatei (.attnfeedback) für jede Person, die abgegeben hat.</translation>
    </message>
    <message>
        <source>The teacher&apos;s comment in every feedback file.</source>
        <translation>Der Kommentar der Lehrkraft in jeder Rückmeldungsdatei.</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>grade: --comment goes with --feedback DIR</source>
        <translation>grade: --comment gehört zu --feedback ORDNER</translation>
    </message>
    <message>
        <source>grade: --comment is longer than %1 characters</source>
        <translation>grade: --comment ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>grade: feedback: %1</source>
        <translation>grade: Rückmeldung: %1</translation>
    </message>
    <message numerus="yes">
        <source>Feedback for %n student(s) written to %1</source>
        <translation>
            <numerusform>Rückmeldung für %n Person nach %1 geschrieben</numerusform>
            <numerusform>Rückmeldungen für %n Personen nach %1 geschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>
What to re-teach (%n student(s) with a hand-in):
</source>
        <translation>
            <numerusform>
Was erneut unterrichtet werden sollte (%n Person mit Abgabe):
</numerusform>
            <numerusform>
Was erneut unterrichtet werden sollte (%n Personen mit Abgabe):
</numerusform>
        </translation>
    </message>
    <message>
        <source>   %1: mean %2, solved by %3, </source>
        <translation>   %1: Mittel %2, gelöst von %3, </translation>
    </message>
    <message numerus="yes">
        <source>%n check(s), </source>
        <translation>
            <numerusform>%n Prüfung, </numerusform>
            <numerusform>%n Prüfungen, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)
</source>
        <translation>
            <numerusform>%n Hinweis
</numerusform>
            <numerusform>%n Hinweise
</numerusform>
        </translation>
    </message>
    <message>
        <source>grade: --preset needs --csv FILE</source>
        <translation>grade: --preset braucht --csv DATEI</translation>
    </message>
    <message>
        <source>Folders holding the hand-ins (by default the session&apos;s hand-in folder).</source>
        <translation>Ordner mit den Abgaben (ohne Angabe der Abgabeordner der Sitzung).</translation>
    </message>
    <message>
        <source>grade: give the session file and the folders of hand-ins (by default the session&apos;s)</source>
        <translation>grade: Geben Sie die Sitzungsdatei und die Ordner mit den Abgaben an (ohne Angabe die der Sitzung)</translation>
    </message>
    <message>
        <source>grade: the session names no hand-in folder; give the folders of hand-ins</source>
        <translation>grade: Die Sitzung nennt keinen Abgabeordner; geben Sie die Ordner mit den Abgaben an</translation>
    </message>
    <message>
        <source>grade: %1 cannot be read: there is no such folder, or it cannot be reached</source>
        <translation>grade: %1 kann nicht gelesen werden: Diesen Ordner gibt es nicht, oder er ist nicht erreichbar</translation>
    </message>
    <message>
        <source>grade: no folder of hand-ins could be read; nothing was graded or written</source>
        <translation>grade: Kein Abgabeordner konnte gelesen werden; nichts wurde bewertet oder geschrieben</translation>
    </message>
    <message>
        <source>With --preset moodle or canvas: grade unfinished work too (still working, stuck); by default only handed-in work gets a grade.</source>
        <translation>Mit --preset moodle oder canvas: auch unfertige Arbeit bewerten (arbeitet noch, steckt fest); standardmäßig erhält nur abgegebene Arbeit eine Bewertung.</translation>
    </message>
    <message numerus="yes">
        <source>grade: %n student(s) get no grade in %1, their work not being final (--include-unfinished grades it): %2</source>
        <translation>
            <numerusform>grade: %n Person erhält in %1 keine Bewertung, da ihre Arbeit nicht abgegeben ist (--include-unfinished bewertet sie): %2</numerusform>
            <numerusform>grade: %n Personen erhalten in %1 keine Bewertung, da ihre Arbeit nicht abgegeben ist (--include-unfinished bewertet sie): %2</numerusform>
        </translation>
    </message>
    <message>
        <source>With --preset moodle or canvas: the grade out of N points (the grade item&apos;s maximum, e.g. 100 or 20; by default one point per exercise).</source>
        <translation>Mit --preset moodle oder canvas: die Bewertung von N Punkten (das Maximum des Bewertungsaspekts, z. B. 100 oder 20; standardmäßig ein Punkt pro Aufgabe).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>With --preset canvas: the Canvas assignment&apos;s id, so that the grades go to that assignment (its header reads &quot;Title (ID)&quot;).</source>
        <translation>Mit --preset canvas: die ID der Canvas-Aufgabe, damit die Bewertungen dieser Aufgabe zugeordnet werden (ihre Kopfzeile lautet „Titel (ID)“).</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Also write one row per student and exercise (score, attempts, hints, diagnosis) as CSV, for a spreadsheet&apos;s pivot table.</source>
        <translation>Außerdem eine Zeile pro Person und Aufgabe (Punkte, Versuche, Hinweise, Diagnose) als CSV schreiben, für die Pivot-Tabelle einer Tabellenkalkulation.</translation>
    </message>
    <message>
        <source>grade: --include-unfinished and --out-of go with --preset moodle or canvas</source>
        <translation>grade: --include-unfinished und --out-of gehören zu --preset moodle oder canvas</translation>
    </message>
    <message>
        <source>grade: --out-of: &apos;%1&apos; is not a number of points from 0 to %2</source>
        <translation>grade: --out-of: „%1“ ist keine Punktzahl von 0 bis %2</translation>
    </message>
    <message>
        <source>grade: --canvas-assignment takes the assignment&apos;s number (as in its address in Canvas) and goes with --preset canvas</source>
        <translation>grade: --canvas-assignment nimmt die Nummer der Aufgabe (wie in ihrer Adresse in Canvas) und gehört zu --preset canvas</translation>
    </message>
    <message>
        <source>Also write the gradebook as a spreadsheet (.xlsx): ids and names as text, scores as numbers, and a sheet with one row per student and exercise.</source>
        <translation>Außerdem das Notenbuch als Tabelle (.xlsx) schreiben: IDs und Namen als Text, Punkte als Zahlen, und ein Blatt mit einer Zeile pro Person und Aufgabe.</translation>
    </message>
    <message>
        <source>handed in when the time ran out</source>
        <translation>abgegeben, als die Zeit abgelaufen war</translation>
    </message>
</context>
<context>
    <name>GradebookText</name>
    <message>
        <source>No hand-in found.</source>
        <translation>Keine Abgabe gefunden.</translation>
    </message>
    <message>
        <source>Not on the roster.</source>
        <translation>Nicht auf der Teilnehmerliste.</translation>
    </message>
    <message>
        <source>Made with other course content than the session&apos;s.</source>
        <translation>Mit anderen Kursinhalten erstellt als denen der Sitzung.</translation>
    </message>
    <message>
        <source>Work on %1, which is not one of the session&apos;s exercises, was not counted.</source>
        <translation>Die Arbeit an %1, das keine der Aufgaben der Sitzung ist, wurde nicht gezählt.</translation>
    </message>
    <message>
        <source>%1: more checks (%2) than the %3 attempts allowed.</source>
        <translation>%1: mehr Prüfungen (%2) als die %3 erlaubten Versuche.</translation>
    </message>
    <message>
        <source>%1: reported %2, recomputed %3.</source>
        <translation>%1: gemeldet %2, neu berechnet %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1: events out of order: one at %2 comes after one at %3 (%n time(s)).</source>
        <translation>
            <numerusform>%1: Ereignisse in falscher Reihenfolge: eines um %2 kommt nach einem um %3 (%n Mal).</numerusform>
            <numerusform>%1: Ereignisse in falscher Reihenfolge: eines um %2 kommt nach einem um %3 (%n Mal).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n event(s) dated before the session began for this learner (%2).</source>
        <translation>
            <numerusform>%1: %n Ereignis vor dem Sitzungsbeginn dieser Person datiert (%2).</numerusform>
            <numerusform>%1: %n Ereignisse vor dem Sitzungsbeginn dieser Person datiert (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n event(s) dated after the hand-in (%2).</source>
        <translation>
            <numerusform>%1: %n Ereignis nach der Abgabe datiert (%2).</numerusform>
            <numerusform>%1: %n Ereignisse nach der Abgabe datiert (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The start time is missing, so the %n-minute time limit cannot be checked.</source>
        <translation>
            <numerusform>Die Startzeit fehlt, daher kann das Zeitlimit von %n Minute nicht geprüft werden.</numerusform>
            <numerusform>Die Startzeit fehlt, daher kann das Zeitlimit von %n Minuten nicht geprüft werden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The hand-in time is missing, so the %n-minute time limit cannot be checked.</source>
        <translation>
            <numerusform>Die Abgabezeit fehlt, daher kann das Zeitlimit von %n Minute nicht geprüft werden.</numerusform>
            <numerusform>Die Abgabezeit fehlt, daher kann das Zeitlimit von %n Minuten nicht geprüft werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Handed in %1 min after the %2-minute time limit.</source>
        <translation>%1 Min. nach dem Zeitlimit von %2 Minuten abgegeben.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weiterer</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is named %1, not %2 as the course names this student&apos;s hand-ins: it was renamed or made by hand.</source>
        <translation>Die Datei heißt %1, nicht %2, wie der Kurs die Abgaben dieser Person benennt: Sie wurde umbenannt oder von Hand erstellt.</translation>
    </message>
    <message numerus="yes">
        <source>Worked on %n computers: the work of all of them is counted together.</source>
        <translation>
            <numerusform>Hat an %n Computer gearbeitet: Die Arbeit aller wird zusammen gezählt.</numerusform>
            <numerusform>Hat an %n Computern gearbeitet: Die Arbeit aller wird zusammen gezählt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 hand-ins, all counted together (each check once, in time order): %2</source>
        <translation>%1 Abgaben, alle zusammen gezählt (jede Prüfung einmal, in zeitlicher Reihenfolge): %2</translation>
    </message>
    <message>
        <source>%1 gives the name “%2”, the roster “%3”.</source>
        <translation>%1 nennt den Namen „%2“, die Teilnehmerliste „%3“.</translation>
    </message>
    <message>
        <source>The checksum does not match: the file was changed or damaged after it was handed in (%1).</source>
        <translation>Die Prüfsumme stimmt nicht: Die Datei wurde nach der Abgabe verändert oder beschädigt (%1).</translation>
    </message>
    <message>
        <source>%1 is dated %2, after the moment it was graded: the clock of the computer that made it is ahead.</source>
        <translation>%1 ist auf %2 datiert, nach dem Zeitpunkt der Bewertung: Die Uhr des Computers, der sie erstellt hat, geht vor.</translation>
    </message>
    <message>
        <source>%1 is dated %2, after its file was written (%3): the clock of the computer that made it was ahead.</source>
        <translation>%1 ist auf %2 datiert, nach dem Schreiben der Datei (%3): Die Uhr des Computers, der sie erstellt hat, ging vor.</translation>
    </message>
    <message>
        <source>%1: reported %2, recomputed %3 (%4).</source>
        <translation>%1: gemeldet %2, neu berechnet %3 (%4).</translation>
    </message>
    <message>
        <source>The same answers at the same times, to the millisecond, as %1: a copied hand-in?</source>
        <translation>Dieselben Antworten zu denselben Zeiten, auf die Millisekunde, wie %1: eine kopierte Abgabe?</translation>
    </message>
    <message>
        <source>The folder %1 could not be read: a hand-in there is not counted.</source>
        <translation>Der Ordner %1 konnte nicht gelesen werden: Eine Abgabe dort wird nicht gezählt.</translation>
    </message>
    <message>
        <source>A newer hand-in of this student cannot be read (%1: %2); it is not counted: ask the student to hand in again.</source>
        <translation>Eine neuere Abgabe dieser Person kann nicht gelesen werden (%1: %2); sie wird nicht gezählt: Bitten Sie sie, erneut abzugeben.</translation>
    </message>
    <message>
        <source>A hand-in of this student cannot be read (%1: %2): ask the student to hand in again.</source>
        <translation>Eine Abgabe dieser Person kann nicht gelesen werden (%1: %2): Bitten Sie sie, erneut abzugeben.</translation>
    </message>
    <message numerus="yes">
        <source>%n more of their files cannot be read either.</source>
        <translation>
            <numerusform>%n weitere ihrer Dateien kann ebenfalls nicht gelesen werden.</numerusform>
            <numerusform>%n weitere ihrer Dateien können ebenfalls nicht gelesen werden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more file(s) named for this student were not read: more than %1 hand-ins.</source>
        <translation>
            <numerusform>%n weitere nach dieser Person benannte Datei wurde nicht gelesen: mehr als %1 Abgaben.</numerusform>
            <numerusform>%n weitere nach dieser Person benannte Dateien wurden nicht gelesen: mehr als %1 Abgaben.</numerusform>
        </translation>
    </message>
    <message>
        <source>A hand-in for another session (“%1”, id %2) was not counted: its numbers were drawn for that session (%3).</source>
        <translation>Eine Abgabe für eine andere Sitzung („%1“, ID %2) wurde nicht gezählt: Ihre Zahlen wurden für jene Sitzung gezogen (%3).</translation>
    </message>
    <message>
        <source>%1 was made up by lab rehearse: a rehearsal, not a student&apos;s work.</source>
        <translation>%1 wurde von lab rehearse erfunden: eine Probe, nicht die Arbeit einer Person.</translation>
    </message>
</context>
<context>
    <name>Grading</name>
    <message>
        <source>That is the score q·k, not the weight: the softmax still has to turn the scores into weights.</source>
        <translation>Das ist der Score q·k, nicht das Gewicht: Die Softmax muss die Scores erst noch in Gewichte verwandeln.</translation>
    </message>
    <message>
        <source>That is exp(score − max) before dividing by the sum of the exponentials.</source>
        <translation>Das ist exp(score − max) vor dem Teilen durch die Summe der Exponentialwerte.</translation>
    </message>
    <message>
        <source>That looks like the weight as a fraction; give it in percent.</source>
        <translation>Das sieht nach dem Gewicht als Bruch aus; geben Sie es in Prozent an.</translation>
    </message>
    <message>
        <source>That is the plain average of the values; attention weights each value by its attention weight.</source>
        <translation>Das ist der einfache Mittelwert der Values; Attention gewichtet jeden Value mit seinem Attention-Gewicht.</translation>
    </message>
    <message>
        <source>That is the value of the best-matching key alone (a hard lookup); attention blends all values.</source>
        <translation>Das ist allein der Value des am besten passenden Keys (ein hartes Nachschlagen); Attention mischt alle Values.</translation>
    </message>
    <message>
        <source>That is only one of the two products: a dot product adds q_x·k_x and q_y·k_y.</source>
        <translation>Das ist nur eines der beiden Produkte: Ein Skalarprodukt addiert q_x·k_x und q_y·k_y.</translation>
    </message>
    <message>
        <source>Type a number first.</source>
        <translation>Geben Sie zuerst eine Zahl ein.</translation>
    </message>
    <message>
        <source>“%1” is not a number. Type digits with %2 as the decimal separator%3.</source>
        <translation>„%1“ ist keine Zahl. Geben Sie Ziffern mit %2 als Dezimaltrennzeichen ein%3.</translation>
    </message>
    <message>
        <source>, optionally followed by %</source>
        <translation>, optional gefolgt von %</translation>
    </message>
    <message>
        <source>This exercise has no computable answer.</source>
        <translation>Diese Aufgabe hat keine berechenbare Antwort.</translation>
    </message>
    <message>
        <source>That looks like a fraction; the answer is asked in percent (for example %1 or %2).</source>
        <translation>Das sieht nach einem Bruch aus; die Antwort ist in Prozent gefragt (zum Beispiel %1 oder %2).</translation>
    </message>
    <message>
        <source>Not quite: %1 is not within %2 of the answer.</source>
        <translation>Nicht ganz: %1 liegt nicht innerhalb von %2 um die Antwort.</translation>
    </message>
    <message>
        <source>Choose an option first.</source>
        <translation>Wählen Sie zuerst eine Option.</translation>
    </message>
    <message>
        <source>“%1” is not right.</source>
        <translation>„%1“ ist nicht richtig.</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <source>“%1” is not one of the options.</source>
        <translation>„%1“ ist keine der Optionen.</translation>
    </message>
    <message>
        <source>Choose exactly one option.</source>
        <translation>Wählen Sie genau eine Option.</translation>
    </message>
    <message>
        <source>Partly right: %1 of %2 correct options, %3 wrong.</source>
        <translation>Teilweise richtig: %1 von %2 richtigen Optionen, %3 falsch.</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>Nicht ganz.</translation>
    </message>
    <message numerus="yes">
        <source>%n correct option(s) not chosen.</source>
        <translation>
            <numerusform>%n richtige Option nicht gewählt.</numerusform>
            <numerusform>%n richtige Optionen nicht gewählt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Put every key k1…k%1 in the list exactly once.</source>
        <translation>Setzen Sie jeden Key k1…k%1 genau einmal in die Liste.</translation>
    </message>
    <message>
        <source>Partly right: %1 of %2 pairs are in the right order.</source>
        <translation>Teilweise richtig: %1 von %2 Paaren stehen in der richtigen Reihenfolge.</translation>
    </message>
    <message>
        <source>Not quite: the order is reversed.</source>
        <translation>Nicht ganz: Die Reihenfolge ist umgekehrt.</translation>
    </message>
    <message>
        <source>Σ</source>
        <translation>Σ</translation>
    </message>
    <message>
        <source>Row %1, column “%2”: %3</source>
        <translation>Zeile %1, Spalte „%2“: %3</translation>
    </message>
    <message>
        <source>Fill in some cells first.</source>
        <translation>Füllen Sie zuerst einige Zellen aus.</translation>
    </message>
    <message>
        <source>Computed correctly from your earlier cell, which was wrong: no new mistake here.</source>
        <translation>Richtig aus Ihrer früheren Zelle berechnet, die falsch war: hier kein neuer Fehler.</translation>
    </message>
    <message>
        <source>The sign is wrong: mind the minus signs of the components.</source>
        <translation>Das Vorzeichen ist falsch: Achten Sie auf die Minuszeichen der Komponenten.</translation>
    </message>
    <message>
        <source>You multiplied mismatched components: pair q_x with k_x and q_y with k_y.</source>
        <translation>Sie haben nicht zusammengehörige Komponenten multipliziert: Paaren Sie q_x mit k_x und q_y mit k_y.</translation>
    </message>
    <message>
        <source>You dropped a term of the dot product: the score is q_x·k_x + q_y·k_y.</source>
        <translation>Sie haben einen Term des Skalarprodukts weggelassen: Der Score ist q_x·k_x + q_y·k_y.</translation>
    </message>
    <message>
        <source>You multiplied the two products; a dot product adds them.</source>
        <translation>Sie haben die beiden Produkte multipliziert; ein Skalarprodukt addiert sie.</translation>
    </message>
    <message>
        <source>You forgot to subtract the largest score.</source>
        <translation>Sie haben vergessen, den größten Score abzuziehen.</translation>
    </message>
    <message>
        <source>Subtracted the wrong way round: it is score − max, so never positive.</source>
        <translation>Falsch herum abgezogen: Es ist score − max, also nie positiv.</translation>
    </message>
    <message>
        <source>You forgot to exponentiate: this is score − max itself.</source>
        <translation>Sie haben vergessen zu exponenzieren: Das ist score − max selbst.</translation>
    </message>
    <message>
        <source>That is exp(score) without subtracting the max: the weights would come out the same, but the table asks for exp(score − max).</source>
        <translation>Das ist exp(score) ohne Abziehen des Maximums: Die Gewichte kämen gleich heraus, aber die Tabelle verlangt exp(score − max).</translation>
    </message>
    <message>
        <source>You added up score − max instead of the exponentials.</source>
        <translation>Sie haben score − max statt der Exponentialwerte aufsummiert.</translation>
    </message>
    <message>
        <source>You used the raw score as the weight; the softmax turns scores into weights.</source>
        <translation>Sie haben den rohen Score als Gewicht verwendet; die Softmax verwandelt Scores in Gewichte.</translation>
    </message>
    <message>
        <source>You forgot to exponentiate: divide exp(score − max) by the sum of the exponentials, not the scores by their sum.</source>
        <translation>Sie haben vergessen zu exponenzieren: Teilen Sie exp(score − max) durch die Summe der Exponentialwerte, nicht die Scores durch ihre Summe.</translation>
    </message>
    <message>
        <source>You forgot to divide by the sum of the exponentials.</source>
        <translation>Sie haben vergessen, durch die Summe der Exponentialwerte zu teilen.</translation>
    </message>
    <message>
        <source>You divided by the wrong sum: divide by Σ exp(score − max) over all keys, %1.</source>
        <translation>Sie haben durch die falsche Summe geteilt: Teilen Sie durch Σ exp(score − max) über alle Keys, %1.</translation>
    </message>
    <message>
        <source>You used the raw score as the weight; use the attention weight.</source>
        <translation>Sie haben den rohen Score als Gewicht verwendet; verwenden Sie das Attention-Gewicht.</translation>
    </message>
    <message>
        <source>You forgot to multiply the value by its weight.</source>
        <translation>Sie haben vergessen, den Value mit seinem Gewicht zu multiplizieren.</translation>
    </message>
    <message>
        <source>You took the plain average of the values; attention weights each value.</source>
        <translation>Sie haben den einfachen Mittelwert der Values genommen; Attention gewichtet jeden Value.</translation>
    </message>
    <message>
        <source>You took the best key&apos;s value alone (a hard lookup); attention adds up every weight × value.</source>
        <translation>Sie haben allein den Value des besten Keys genommen (ein hartes Nachschlagen); Attention addiert jedes Gewicht × Value.</translation>
    </message>
    <message>
        <source>You divided by the number of keys; the weights already add up to one.</source>
        <translation>Sie haben durch die Anzahl der Keys geteilt; die Gewichte ergeben bereits zusammen eins.</translation>
    </message>
    <message>
        <source>%1 of %2 cells are right.</source>
        <translation>%1 von %2 Zellen sind richtig.</translation>
    </message>
    <message>
        <source>None of the cells is right yet.</source>
        <translation>Noch keine der Zellen ist richtig.</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>The query cannot be looked up.</source>
        <translation>Die Query kann nicht nachgeschlagen werden.</translation>
    </message>
    <message>
        <source>Your query: %1°, length %2.</source>
        <translation>Ihre Query: %1°, Länge %2.</translation>
    </message>
    <message>
        <source>The query is too long: at most %1 is allowed.</source>
        <translation>Die Query ist zu lang: Höchstens %1 ist erlaubt.</translation>
    </message>
    <message>
        <source>Not yet: key %1 receives %2, it needs at least %3.</source>
        <translation>Noch nicht: Key %1 erhält %2, er braucht mindestens %3.</translation>
    </message>
    <message>
        <source>Not yet: the output is %1, it must exceed %2.</source>
        <translation>Noch nicht: Die Ausgabe ist %1, sie muss %2 übersteigen.</translation>
    </message>
    <message>
        <source>Not yet: key %1 receives %2, it needs more than %3.</source>
        <translation>Noch nicht: Key %1 erhält %2, er braucht mehr als %3.</translation>
    </message>
    <message>
        <source>**Answer:** %1

</source>
        <translation>**Antwort:** %1

</translation>
    </message>
    <message>
        <source>- **Correct:** %1
</source>
        <translation>- **Richtig:** %1
</translation>
    </message>
    <message>
        <source>**Order:** %1

</source>
        <translation>**Reihenfolge:** %1

</translation>
    </message>
    <message>
        <source>**One way:** angle %1°, length %2 (the shortest query that does it).

</source>
        <translation>**Ein Weg:** Winkel %1°, Länge %2 (die kürzeste Query, die es schafft).

</translation>
    </message>
    <message>
        <source>Step by step for the query at %1°, length %2:

</source>
        <translation>Schritt für Schritt für die Query bei %1°, Länge %2:

</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>maskiert</translation>
    </message>
    <message>
        <source>The exact value is %1.</source>
        <translation>Der exakte Wert ist %1.</translation>
    </message>
    <message>
        <source>k%1 (%2)</source>
        <translation>k%1 (%2)</translation>
    </message>
    <message>
        <source>By score: %1.</source>
        <translation>Nach Score: %1.</translation>
    </message>
    <message>
        <source>By weight: %1.</source>
        <translation>Nach Gewicht: %1.</translation>
    </message>
    <message>
        <source>This looks like a percentage: write %1 or %2.</source>
        <translation>Das sieht nach einem Prozentwert aus: Schreiben Sie %1 oder %2.</translation>
    </message>
    <message>
        <source>All %1 cells are right.</source>
        <translation>Alle %1 Zellen sind richtig.</translation>
    </message>
    <message>
        <source>Key %1 receives %2.</source>
        <translation>Key %1 erhält %2.</translation>
    </message>
    <message>
        <source>The output is %1.</source>
        <translation>Die Ausgabe ist %1.</translation>
    </message>
    <message>
        <source>Key %1 receives %2 with a query of length %3, as short as it gets.</source>
        <translation>Key %1 erhält %2 mit einer Query der Länge %3, so kurz wie möglich.</translation>
    </message>
    <message>
        <source>**Answer:** key %1

</source>
        <translation>**Antwort:** Key %1

</translation>
    </message>
    <message>
        <source>Σ exp = %1; output = Σ wᵢ × vᵢ = %2
</source>
        <translation>Σ exp = %1; Ausgabe = Σ wᵢ × vᵢ = %2
</translation>
    </message>
    <message>
        <source>Ranked the other way round: smallest first.</source>
        <translation>Umgekehrt sortiert: der kleinste zuerst.</translation>
    </message>
    <message>
        <source>Wrote a weight as a percentage without the % sign.</source>
        <translation>Ein Gewicht als Prozentwert ohne das %-Zeichen geschrieben.</translation>
    </message>
    <message>
        <source>You divided by the wrong sum: divide by Σ exp(score − max) over all keys.</source>
        <translation>Sie haben durch die falsche Summe geteilt: Teilen Sie durch Σ exp(score − max) über alle Keys.</translation>
    </message>
    <message>
        <source>“%1” could mean %2 or %3. Write %2 for the decimal number, or %3 for the whole number (with no thousands separator).</source>
        <translation>„%1“ kann %2 oder %3 bedeuten. Schreiben Sie %2 für die Dezimalzahl oder %3 für die ganze Zahl (ohne Tausendertrennzeichen).</translation>
    </message>
    <message>
        <source>Give each item its partner first.</source>
        <translation>Ordnen Sie zuerst jedem Element sein Gegenstück zu.</translation>
    </message>
    <message>
        <source>“%1” is not one of the items.</source>
        <translation>„%1“ ist keines der Elemente.</translation>
    </message>
    <message>
        <source>“%1” is not one of the partners.</source>
        <translation>„%1“ ist keines der Gegenstücke.</translation>
    </message>
    <message>
        <source>“%1” is given to two items; each partner belongs to one item.</source>
        <translation>„%1“ ist zwei Elementen zugeordnet; jedes Gegenstück gehört zu genau einem Element.</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) still without a partner: give every item one.</source>
        <translation>
            <numerusform>%n Element hat noch kein Gegenstück: Ordnen Sie jedem Element eines zu.</numerusform>
            <numerusform>%n Elemente haben noch kein Gegenstück: Ordnen Sie jedem Element eines zu.</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” and “%2” have swapped partners.</source>
        <translation>„%1“ und „%2“ haben ihre Gegenstücke vertauscht.</translation>
    </message>
    <message>
        <source>“%1” and “%2” swapped.</source>
        <translation>„%1“ und „%2“ vertauscht.</translation>
    </message>
    <message>
        <source>“%1” does not go with “%2”.</source>
        <translation>„%1“ gehört nicht zu „%2“.</translation>
    </message>
    <message>
        <source>“%1” given a wrong partner.</source>
        <translation>„%1“ ein falsches Gegenstück zugeordnet.</translation>
    </message>
    <message>
        <source>Every pair is right.</source>
        <translation>Jedes Paar ist richtig.</translation>
    </message>
    <message>
        <source>Partly right: %1 of %2 pairs are right.</source>
        <translation>Teilweise richtig: %1 von %2 Paaren sind richtig.</translation>
    </message>
    <message>
        <source>Not quite: no pair is right.</source>
        <translation>Nicht ganz: Kein Paar ist richtig.</translation>
    </message>
    <message>
        <source>- **%1** → %2
</source>
        <translation>- **%1** → %2
</translation>
    </message>
    <message>
        <source>Move the keys into order first: the list starts in the plain order k1…k%1, which is no answer. If you mean that order, move a key away and back.</source>
        <translation>Bringen Sie die Keys zuerst in eine Reihenfolge: Die Liste beginnt in der einfachen Reihenfolge k1…k%1, und das ist keine Antwort. Wenn Sie genau diese Reihenfolge meinen, verschieben Sie einen Key und wieder zurück.</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>partly right</source>
        <translation>teilweise richtig</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>falsch</translation>
    </message>
    <message>
        <source>not an answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>The output is a weighted average of the values, so it lies between the smallest and the largest value, %1 and %2: the weights add up to 1.</source>
        <translation>Die Ausgabe ist ein gewichteter Mittelwert der Values und liegt deshalb zwischen dem kleinsten und dem größten Value, %1 und %2: Die Gewichte ergeben zusammen 1.</translation>
    </message>
    <message>
        <source>The sign is missing: entropy is −Σ wᵢ ln wᵢ, and each ln wᵢ is negative or zero, so entropy is never negative.</source>
        <translation>Das Vorzeichen fehlt: Die Entropie ist −Σ wᵢ ln wᵢ, und jedes ln wᵢ ist negativ oder null, also ist die Entropie nie negativ.</translation>
    </message>
    <message>
        <source>“%1” is right too.</source>
        <translation>„%1“ ist auch richtig.</translation>
    </message>
    <message>
        <source>“%1” is right too: %2</source>
        <translation>„%1“ ist auch richtig: %2</translation>
    </message>
    <message>
        <source>Key %1 receives %2, but a shorter query can do it. Shorten it, and try turning it a little away from the key&apos;s neighbour that takes most of the rest: aiming straight at the key is not always best.</source>
        <translation>Key %1 erhält %2, aber eine kürzere Query schafft es auch. Kürzen Sie sie und drehen Sie sie ein wenig weg von dem Nachbar-Key, der den größten Rest erhält: genau auf den Key zu zielen ist nicht immer am besten.</translation>
    </message>
    <message>
        <source>That is the score divided by the sum of the scores. The softmax divides exp(score − max) by the sum of the exponentials: dividing raw scores breaks with negative scores.</source>
        <translation>Das ist der Score geteilt durch die Summe der Scores. Die Softmax teilt exp(Score − max) durch die Summe der Exponentialwerte: Rohe Scores zu teilen scheitert an negativen Scores.</translation>
    </message>
    <message>
        <source>That is the value itself; the output rises by the key&apos;s weight times the value it gains, w × v.</source>
        <translation>Das ist der Value selbst; die Ausgabe steigt um das Gewicht des Keys mal den hinzugewonnenen Value, w × v.</translation>
    </message>
    <message>
        <source>That is the new output; the question asks by how much it rises: the new output minus the old.</source>
        <translation>Das ist die neue Ausgabe; gefragt ist, um wie viel sie steigt: die neue Ausgabe minus die alte.</translation>
    </message>
    <message>
        <source>That uses another logarithm (log₂ or log₁₀): the course measures entropy in nats, with the natural logarithm ln.</source>
        <translation>Das verwendet einen anderen Logarithmus (log₂ oder log₁₀): Der Kurs misst die Entropie in Nat, mit dem natürlichen Logarithmus ln.</translation>
    </message>
    <message>
        <source>k%1 (%2) should come before k%3 (%4).</source>
        <translation>k%1 (%2) gehört vor k%3 (%4).</translation>
    </message>
    <message>
        <source>This is 100 times too large: use each weight as a fraction (0.551), not in percent (55.1).</source>
        <translation>Das ist 100-mal zu groß: Nehmen Sie jedes Gewicht als Bruch (0,551), nicht in Prozent (55,1).</translation>
    </message>
    <message>
        <source>Subtracted the wrong way round: it is the weight minus the target, w − t.</source>
        <translation>Falsch herum subtrahiert: Es ist das Gewicht minus das Ziel, w − t.</translation>
    </message>
    <message>
        <source>You forgot to subtract the target: on the target&apos;s row t = 1, so w − t is negative.</source>
        <translation>Sie haben vergessen, das Ziel abzuziehen: In der Zeile des Ziels ist t = 1, also ist w − t negativ.</translation>
    </message>
    <message>
        <source>You added up w·k: subtract the target first, so that the target&apos;s row counts (w − 1)·k.</source>
        <translation>Sie haben w·k addiert: Ziehen Sie zuerst das Ziel ab, damit die Zeile des Ziels (w − 1)·k zählt.</translation>
    </message>
    <message>
        <source>You forgot to multiply by the key entry kⱼ,a.</source>
        <translation>Sie haben vergessen, mit dem Key-Eintrag kⱼ,a zu multiplizieren.</translation>
    </message>
    <message>
        <source>You multiplied the weight, not w − t: on the target&apos;s row that is (w − 1)·k.</source>
        <translation>Sie haben das Gewicht multipliziert, nicht w − t: In der Zeile des Ziels ist das (w − 1)·k.</translation>
    </message>
    <message>
        <source>The sign is wrong: mind the minus signs of w − t and of the key entry.</source>
        <translation>Das Vorzeichen ist falsch: Achten Sie auf die Minuszeichen von w − t und des Key-Eintrags.</translation>
    </message>
    <message>
        <source>You left out the scale c = 1/√2 ≈ 0.7071 that every score is multiplied by.</source>
        <translation>Sie haben den Faktor c = 1/√2 ≈ 0,7071 weggelassen, mit dem jeder Score multipliziert wird.</translation>
    </message>
    <message>
        <source>That is the Σ alone: multiply it by c and by the entry b of xᵢ.</source>
        <translation>Das ist nur die Σ: Multiplizieren Sie sie mit c und mit Eintrag b von xᵢ.</translation>
    </message>
    <message>
        <source>This is 100 times too large: take the weight as a fraction (0.25), not in percent (25).</source>
        <translation>Das ist 100-mal zu groß: Nehmen Sie das Gewicht als Bruch (0,25), nicht in Prozent (25).</translation>
    </message>
    <message>
        <source>You added up the w − t column; Σ adds up the products (w − t)·kⱼ,a of the rows.</source>
        <translation>Sie haben die Spalte w − t addiert; Σ addiert die Produkte (w − t)·kⱼ,a der Zeilen.</translation>
    </message>
    <message>
        <source>You multiplied by √2: c = 1/√2 ≈ 0.7071 divides by √2.</source>
        <translation>Sie haben mit √2 multipliziert: c = 1/√2 ≈ 0,7071 teilt durch √2.</translation>
    </message>
    <message>
        <source>You left out xᵢ,b = %1, entry b = %2 of x: raising the entry of W_q moves the query&apos;s entry a by xᵢ,b.</source>
        <translation>Sie haben xᵢ,b = %1 weggelassen, Eintrag b = %2 von x: Erhöht man den Eintrag von W_q, ändert sich Eintrag a der Query um xᵢ,b.</translation>
    </message>
    <message>
        <source>You left out xᵢ,b: raising the entry of W_q moves the query&apos;s entry a by xᵢ,b.</source>
        <translation>Sie haben xᵢ,b weggelassen: Erhöht man den Eintrag von W_q, ändert sich Eintrag a der Query um xᵢ,b.</translation>
    </message>
    <message>
        <source>You used the other entry of x, %1: the entry of W_q is in column b = %2, so use entry %2 of x, %3.</source>
        <translation>Sie haben den anderen Eintrag von x genommen, %1: Der Eintrag von W_q steht in Spalte b = %2, also gilt Eintrag %2 von x, %3.</translation>
    </message>
    <message>
        <source>You used the other entry of x: the column b of the entry of W_q picks the entry of x.</source>
        <translation>Sie haben den anderen Eintrag von x genommen: Die Spalte b des Eintrags von W_q bestimmt den Eintrag von x.</translation>
    </message>
    <message>
        <source>The sign is wrong: check the signs of xᵢ,b and of Σ. This cell is the gradient itself, not the step against it.</source>
        <translation>Das Vorzeichen ist falsch: Prüfen Sie die Vorzeichen von xᵢ,b und von Σ. Diese Zelle ist der Gradient selbst, nicht der Schritt gegen ihn.</translation>
    </message>
</context>
<context>
    <name>HandInText</name>
    <message>
        <source>%1.%2 is not a text of at most %3 characters</source>
        <translation>%1.%2 ist kein Text mit höchstens %3 Zeichen</translation>
    </message>
    <message>
        <source>learner.id is empty</source>
        <translation>learner.id ist leer</translation>
    </message>
    <message>
        <source>handedIn is not a date and time</source>
        <translation>handedIn ist kein Datum mit Uhrzeit</translation>
    </message>
    <message>
        <source>exercises must be an object of at most %1 exercises</source>
        <translation>exercises muss ein Objekt mit höchstens %1 Aufgaben sein</translation>
    </message>
    <message>
        <source>exercises.%1: %2</source>
        <translation>exercises.%1: %2</translation>
    </message>
    <message>
        <source>exercises.%1.reportedScore is not a number from 0 to 1</source>
        <translation>exercises.%1.reportedScore ist keine Zahl von 0 bis 1</translation>
    </message>
    <message>
        <source>started is not a date and time</source>
        <translation>started ist kein Datum mit Uhrzeit</translation>
    </message>
    <message>
        <source>final is not true or false</source>
        <translation>final ist nicht true oder false</translation>
    </message>
    <message>
        <source>learner.id is not a learner id (letters a–z, digits and hyphens)</source>
        <translation>learner.id ist keine Personen-ID (Buchstaben a–z, Ziffern und Bindestriche)</translation>
    </message>
    <message>
        <source>the folder %1 cannot be found from this computer</source>
        <translation>der Ordner %1 ist von diesem Computer aus nicht zu finden</translation>
    </message>
    <message>
        <source>device is not empty or eight hex digits</source>
        <translation>device ist weder leer noch acht Hexadezimalziffern</translation>
    </message>
    <message>
        <source>formatVersion is not 1, 2 or %1</source>
        <translation>formatVersion ist nicht 1, 2 oder %1</translation>
    </message>
    <message>
        <source>feedbackKey is not empty or a key (32 bytes in base64)</source>
        <translation>feedbackKey ist weder leer noch ein Schlüssel (32 Bytes in Base64)</translation>
    </message>
    <message>
        <source>timedOut is not true or false</source>
        <translation>timedOut ist weder true noch false</translation>
    </message>
</context>
<context>
    <name>ItemText</name>
    <message>
        <source>extremely hard</source>
        <translation>extrem schwer</translation>
    </message>
    <message>
        <source>very hard</source>
        <translation>sehr schwer</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>about right</source>
        <translation>angemessen</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>very easy</source>
        <translation>sehr leicht</translation>
    </message>
    <message>
        <source>extremely easy</source>
        <translation>extrem leicht</translation>
    </message>
    <message>
        <source>; tells students apart not at all (everyone scored alike)</source>
        <translation>; unterscheidet überhaupt nicht (alle haben gleich abgeschnitten)</translation>
    </message>
    <message>
        <source>; discriminates negatively: students who did well overall did worse here, check the exercise</source>
        <translation>; trennt negativ: Wer insgesamt gut war, war hier schlechter – prüfen Sie die Aufgabe</translation>
    </message>
    <message>
        <source>; discriminates poorly</source>
        <translation>; trennt kaum</translation>
    </message>
    <message>
        <source>; discriminates weakly</source>
        <translation>; trennt schwach</translation>
    </message>
    <message>
        <source>; discriminates adequately</source>
        <translation>; trennt ausreichend</translation>
    </message>
    <message>
        <source>; discriminates well</source>
        <translation>; trennt gut</translation>
    </message>
    <message numerus="yes">
        <source>Only %n student(s) counted: with fewer than %1 these figures say little.</source>
        <translation>
            <numerusform>Nur %n Person gezählt: Bei weniger als %1 sagen diese Zahlen wenig.</numerusform>
            <numerusform>Nur %n Personen gezählt: Bei weniger als %1 sagen diese Zahlen wenig.</numerusform>
        </translation>
    </message>
    <message>
        <source>not defined (fewer than two exercises, or every student&apos;s total the same)</source>
        <translation>nicht bestimmt (weniger als zwei Aufgaben, oder alle Lernenden mit derselben Summe)</translation>
    </message>
    <message>
        <source>the exercises agree: students who did well on one did well on the others</source>
        <translation>Die Aufgaben stimmen überein: Wer bei einer gut war, war es auch bei den anderen</translation>
    </message>
    <message>
        <source>the exercises agree fairly well</source>
        <translation>Die Aufgaben stimmen recht gut überein</translation>
    </message>
    <message>
        <source>the exercises agree little: they may test different things, or the class is too small to tell</source>
        <translation>Die Aufgaben stimmen wenig überein: Vielleicht prüfen sie Verschiedenes, oder die Klasse ist zu klein, um es zu sagen</translation>
    </message>
</context>
<context>
    <name>JsonFileStore</name>
    <message>
        <source>it is a folder, not a file</source>
        <translation>es ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>es ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>it is larger than %1 MiB</source>
        <translation>sie ist größer als %1 MiB</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>not valid JSON: %1 at byte %2</source>
        <translation>kein gültiges JSON: %1 bei Byte %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>keine Zahl</translation>
    </message>
    <message>
        <source>formatVersion is %1; this version of Attention Lab reads %2</source>
        <translation>formatVersion ist %1; diese Version von Attention Lab liest %2</translation>
    </message>
    <message>
        <source>formatVersion is %1; this version of Attention Lab reads %2 to %3</source>
        <translation>formatVersion ist %1; diese Version von Attention Lab liest %2 bis %3</translation>
    </message>
    <message>
        <source>%1 could not be read (%2) and could not be moved aside; it is left as it is and will not be overwritten.</source>
        <translation>%1 konnte nicht gelesen (%2) und nicht beiseitegelegt werden; die Datei bleibt, wie sie ist, und wird nicht überschrieben.</translation>
    </message>
    <message>
        <source>%1 could not be read (%2). It was kept as %3.</source>
        <translation>%1 konnte nicht gelesen werden (%2). Die Datei wurde als %3 aufbewahrt.</translation>
    </message>
    <message>
        <source>%1 was missing.</source>
        <translation>%1 fehlte.</translation>
    </message>
    <message>
        <source>The backup copy of %1 was used instead; changes made after that time are lost.</source>
        <translation>Stattdessen wurde die Sicherungskopie von %1 verwendet; spätere Änderungen sind verloren.</translation>
    </message>
    <message>
        <source>The backup copy %1 could not be read (%2).</source>
        <translation>Die Sicherungskopie %1 konnte nicht gelesen werden (%2).</translation>
    </message>
    <message>
        <source>The backup copy %1 could not be read (%2); it was kept as %3.</source>
        <translation>Die Sicherungskopie %1 konnte nicht gelesen werden (%2); sie wurde als %3 aufbewahrt.</translation>
    </message>
    <message>
        <source>There is no backup copy.</source>
        <translation>Es gibt keine Sicherungskopie.</translation>
    </message>
    <message>
        <source>Starting afresh.</source>
        <translation>Es wird neu begonnen.</translation>
    </message>
    <message>
        <source>Cannot save %1: a folder of that name is in the way.</source>
        <translation>%1 kann nicht gespeichert werden: Ein Ordner dieses Namens ist im Weg.</translation>
    </message>
    <message>
        <source>%1 cannot be read (%2) and cannot be moved aside, so it is left untouched.</source>
        <translation>%1 kann nicht gelesen (%2) und nicht beiseitegelegt werden, daher bleibt die Datei unberührt.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2 is a file, not a folder.</source>
        <translation>%1 kann nicht gespeichert werden: %2 ist eine Datei, kein Ordner.</translation>
    </message>
    <message>
        <source>Cannot save %1: the folder %2 cannot be created (%3).</source>
        <translation>%1 kann nicht gespeichert werden: Der Ordner %2 kann nicht angelegt werden (%3).</translation>
    </message>
    <message>
        <source>%1 could not be read (%2); it was left as it is.</source>
        <translation>%1 konnte nicht gelesen werden (%2); die Datei blieb, wie sie ist.</translation>
    </message>
    <message>
        <source>%1 was opened only to be read.</source>
        <translation>%1 wurde nur zum Lesen geöffnet.</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>diese Datei gibt es nicht</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2). It and its backup copy were left as they are, and nothing will be saved over them until it can be opened again.</source>
        <translation>%1 konnte nicht geöffnet werden (%2). Die Datei und ihre Sicherungskopie wurden so belassen, wie sie sind, und nichts wird über sie gespeichert, bis sie wieder geöffnet werden kann.</translation>
    </message>
    <message>
        <source>%1 is missing and its backup copy %2 could not be opened (%3). The backup copy was left as it is, and nothing will be saved until it can be opened again.</source>
        <translation>%1 fehlt, und ihre Sicherungskopie %2 konnte nicht geöffnet werden (%3). Die Sicherungskopie wurde so belassen, wie sie ist, und nichts wird gespeichert, bis sie wieder geöffnet werden kann.</translation>
    </message>
    <message>
        <source>The backup copy %1 could not be opened (%2); it was left as it is.</source>
        <translation>Die Sicherungskopie %1 konnte nicht geöffnet werden (%2); sie wurde so belassen, wie sie ist.</translation>
    </message>
    <message>
        <source>Cannot save %1: it cannot be opened (%2), so it is left untouched and nothing was saved.</source>
        <translation>%1 kann nicht gespeichert werden: Die Datei lässt sich nicht öffnen (%2), daher bleibt sie unverändert, und nichts wurde gespeichert.</translation>
    </message>
    <message>
        <source>Cannot save %1: its backup copy %2 cannot be opened (%3), so nothing was saved.</source>
        <translation>%1 kann nicht gespeichert werden: Ihre Sicherungskopie %2 lässt sich nicht öffnen (%3), daher wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
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
        <translation>Winkel θ</translation>
    </message>
    <message>
        <source>Length L</source>
        <translation>Länge L</translation>
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
        <translation>q (Query)</translation>
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
        <translation>Einfachauswahl</translation>
    </message>
    <message>
        <source>Multiple choice</source>
        <translation>Mehrfachauswahl</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Rangfolge</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>Zuordnung</translation>
    </message>
</context>
<context>
    <name>LabCli</name>
    <message>
        <source>--%1: &apos;%2&apos; is not a whole number from %3 to %4</source>
        <translation>--%1: „%2“ ist keine ganze Zahl von %3 bis %4</translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s) per exercise</source>
        <translation>
            <numerusform>%n Versuch pro Aufgabe</numerusform>
            <numerusform>%n Versuche pro Aufgabe</numerusform>
        </translation>
    </message>
    <message>
        <source>each exercise&apos;s own attempts</source>
        <translation>die eigenen Versuche jeder Aufgabe</translation>
    </message>
    <message>
        <source>hints on</source>
        <translation>Hinweise an</translation>
    </message>
    <message>
        <source>hints off</source>
        <translation>Hinweise aus</translation>
    </message>
    <message>
        <source>solutions on request</source>
        <translation>Lösungen auf Anfrage</translation>
    </message>
    <message>
        <source>solutions after hand-in</source>
        <translation>Lösungen nach der Abgabe</translation>
    </message>
    <message>
        <source>no solutions</source>
        <translation>keine Lösungen</translation>
    </message>
    <message numerus="yes">
        <source>time limit %n minute(s)</source>
        <translation>
            <numerusform>Zeitlimit %n Minute</numerusform>
            <numerusform>Zeitlimit %n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>kein Zeitlimit</translation>
    </message>
    <message numerus="yes">
        <source>hands in every %n minute(s)</source>
        <translation>
            <numerusform>gibt jede Minute ab</numerusform>
            <numerusform>gibt alle %n Minuten ab</numerusform>
        </translation>
    </message>
    <message>
        <source>Lab session: %1
</source>
        <translation>Lab-Sitzung: %1
</translation>
    </message>
    <message>
        <source>Id: %1   Created: %2
</source>
        <translation>ID: %1   Erstellt: %2
</translation>
    </message>
    <message>
        <source>Lab seed: %1
</source>
        <translation>Lab-Startwert: %1
</translation>
    </message>
    <message>
        <source>Rules: %1
</source>
        <translation>Regeln: %1
</translation>
    </message>
    <message>
        <source>Hand-in folder: %1
</source>
        <translation>Abgabeordner: %1
</translation>
    </message>
    <message>
        <source>(none: students choose)</source>
        <translation>(keiner: Die Lernenden wählen)</translation>
    </message>
    <message>
        <source>
Exercises (%1):
</source>
        <translation>
Aufgaben (%1):
</translation>
    </message>
    <message>
        <source>(not in this course)</source>
        <translation>(nicht in diesem Kurs)</translation>
    </message>
    <message>
        <source>
Roster: none (students type their names)
</source>
        <translation>
Teilnehmerliste: keine (die Lernenden tippen ihre Namen ein)
</translation>
    </message>
    <message>
        <source>
Roster (%1):
</source>
        <translation>
Teilnehmerliste (%1):
</translation>
    </message>
    <message>
        <source>Prepare a lab session file for a class.</source>
        <translation>Bereitet eine Lab-Sitzungsdatei für eine Klasse vor.</translation>
    </message>
    <message>
        <source>The command.</source>
        <translation>Der Befehl.</translation>
    </message>
    <message>
        <source>The subcommand.</source>
        <translation>Der Unterbefehl.</translation>
    </message>
    <message>
        <source>The session&apos;s title.</source>
        <translation>Der Titel der Sitzung.</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Exercise ids, comma-separated, in order.</source>
        <translation>Aufgaben-IDs, durch Kommas getrennt, in Reihenfolge.</translation>
    </message>
    <message>
        <source>ID,…</source>
        <translation>ID,…</translation>
    </message>
    <message>
        <source>Every exercise of these lessons, comma-separated.</source>
        <translation>Alle Aufgaben dieser Lektionen, durch Kommas getrennt.</translation>
    </message>
    <message>
        <source>The lab seed (default: random).</source>
        <translation>Der Lab-Startwert (Standard: zufällig).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>The folder students hand in to.</source>
        <translation>Der Ordner, in den die Lernenden abgeben.</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>ORDNER</translation>
    </message>
    <message>
        <source>The class list: a CSV file with a header naming id and name (email and section optional).</source>
        <translation>Die Klassenliste: eine CSV-Datei mit einer Kopfzeile, die id und name nennt (email und section optional).</translation>
    </message>
    <message>
        <source>FILE.csv</source>
        <translation>DATEI.csv</translation>
    </message>
    <message>
        <source>Attempts per exercise (1 to 20; default: each exercise&apos;s own).</source>
        <translation>Versuche pro Aufgabe (1 bis 20; Standard: die eigenen jeder Aufgabe).</translation>
    </message>
    <message>
        <source>on or off (default on).</source>
        <translation>on oder off (Standard on).</translation>
    </message>
    <message>
        <source>on|off</source>
        <translation>on|off</translation>
    </message>
    <message>
        <source>always, after-hand-in (default) or never.</source>
        <translation>always, after-hand-in (Standard) oder never.</translation>
    </message>
    <message>
        <source>WHEN</source>
        <translation>WANN</translation>
    </message>
    <message>
        <source>Minutes from joining.</source>
        <translation>Minuten ab dem Beitritt.</translation>
    </message>
    <message>
        <source>MIN</source>
        <translation>MIN</translation>
    </message>
    <message>
        <source>Hand in by itself every N minutes.</source>
        <translation>Alle N Minuten von selbst abgeben.</translation>
    </message>
    <message>
        <source>Read the course from this folder.</source>
        <translation>Liest den Kurs aus diesem Ordner.</translation>
    </message>
    <message>
        <source>The session file to write (.attnlab).</source>
        <translation>Die zu schreibende Sitzungsdatei (.attnlab).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>lab new: unexpected argument &apos;%1&apos;</source>
        <translation>lab new: unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>--seed: &apos;%1&apos; is not a whole number ≥ 0</source>
        <translation>--seed: „%1“ ist keine ganze Zahl ≥ 0</translation>
    </message>
    <message>
        <source>--hints: &apos;%1&apos; is not on or off</source>
        <translation>--hints: „%1“ ist nicht on oder off</translation>
    </message>
    <message>
        <source>--solutions: &apos;%1&apos; is not always, after-hand-in or never</source>
        <translation>--solutions: „%1“ ist nicht always, after-hand-in oder never</translation>
    </message>
    <message>
        <source>--roster, line %1: %2</source>
        <translation>--roster, Zeile %1: %2</translation>
    </message>
    <message>
        <source>--roster: %1</source>
        <translation>--roster: %1</translation>
    </message>
    <message>
        <source>lab new: the roster has no student that can be used</source>
        <translation>lab new: Die Teilnehmerliste enthält niemanden, der verwendet werden kann</translation>
    </message>
    <message>
        <source>lab new: %1</source>
        <translation>lab new: %1</translation>
    </message>
    <message>
        <source>lab new: cannot write %1: %2</source>
        <translation>lab new: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>
Written to %1
</source>
        <translation>
Geschrieben nach %1
</translation>
    </message>
    <message>
        <source>Print a lab session file.</source>
        <translation>Gibt eine Lab-Sitzungsdatei aus.</translation>
    </message>
    <message>
        <source>The session file.</source>
        <translation>Die Sitzungsdatei.</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Gibt ein JSON-Objekt aus.</translation>
    </message>
    <message>
        <source>lab show: give exactly one session FILE</source>
        <translation>lab show: Geben Sie genau eine Sitzungsdatei an</translation>
    </message>
    <message>
        <source>Write the hand-ins of a made-up class, to try the gradebook before the lesson.</source>
        <translation>Schreibt die Abgaben einer erfundenen Klasse, um das Notenbuch vor dem Unterricht auszuprobieren.</translation>
    </message>
    <message>
        <source>The session file (.attnlab).</source>
        <translation>Die Sitzungsdatei (.attnlab).</translation>
    </message>
    <message>
        <source>How many students (1 to %1; default: the roster&apos;s, or %2 without one).</source>
        <translation>Wie viele Lernende (1 bis %1; Standard: so viele wie auf der Teilnehmerliste, ohne Teilnehmerliste %2).</translation>
    </message>
    <message>
        <source>The folder to write the hand-ins to.</source>
        <translation>Der Ordner, in den die Abgaben geschrieben werden.</translation>
    </message>
    <message>
        <source>The same seed makes the same class (default: random).</source>
        <translation>Derselbe Startwert ergibt dieselbe Klasse (Standard: zufällig).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>lab rehearse: give exactly one session file</source>
        <translation>lab rehearse: Geben Sie genau eine Sitzungsdatei an</translation>
    </message>
    <message>
        <source>lab rehearse: --out DIR is required</source>
        <translation>lab rehearse: --out ORDNER ist erforderlich</translation>
    </message>
    <message>
        <source>lab rehearse: cannot write the hand-ins: %1</source>
        <translation>lab rehearse: Die Abgaben können nicht geschrieben werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>Rehearsal of %1 (seed %2): %n hand-in(s)

</source>
        <translation>
            <numerusform>Probe von %1 (Startwert %2): %n Abgabe

</numerusform>
            <numerusform>Probe von %1 (Startwert %2): %n Abgaben

</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>Usage: attention-lab lab new --title T --exercises ID,… | --lessons ID,… --out FILE.attnlab [options]
       attention-lab lab show FILE [--json]
       attention-lab lab rehearse SESSION --out DIR [--students N] [--seed S]
Run &apos;attention-lab lab new --help&apos; for the options.
</source>
        <translation>Aufruf: attention-lab lab new --title T --exercises ID,… | --lessons ID,… --out DATEI.attnlab [Optionen]
       attention-lab lab show DATEI [--json]
       attention-lab lab rehearse SITZUNG --out ORDNER [--students N] [--seed S]
Führen Sie „attention-lab lab new --help“ aus, um die Optionen zu sehen.
</translation>
    </message>
    <message>
        <source>lab: unknown subcommand &apos;%1&apos;; new, show or rehearse</source>
        <translation>lab: unbekannter Unterbefehl „%1“; new, show oder rehearse</translation>
    </message>
    <message>
        <source>Replace an existing session file (its students&apos; hand-ins will no longer match it).</source>
        <translation>Ersetzt eine vorhandene Sitzungsdatei (die Abgaben ihrer Lernenden passen dann nicht mehr dazu).</translation>
    </message>
    <message>
        <source>lab new: --out FILE.attnlab is required.</source>
        <translation>lab new: --out DATEI.attnlab ist erforderlich.</translation>
    </message>
    <message>
        <source>lab new: %1 exists; a new session there would no longer match the hand-ins made for the old one. Choose another name, or add --force.</source>
        <translation>lab new: %1 existiert; eine neue Sitzung dort würde nicht mehr zu den Abgaben für die alte passen. Wählen Sie einen anderen Namen oder fügen Sie --force hinzu.</translation>
    </message>
    <message>
        <source>lab new: give --exercises or --lessons, not both.</source>
        <translation>lab new: Geben Sie --exercises oder --lessons an, nicht beides.</translation>
    </message>
    <message>
        <source>Workshop set-up: %1 (%2 keys: %3)
</source>
        <translation>Werkstatt-Aufbau: %1 (%2 Keys: %3)
</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>ohne Titel</translation>
    </message>
    <message>
        <source>The workshop set-up the session opens the workshop on (.attnsetup).</source>
        <translation>Der Werkstatt-Aufbau, mit dem die Sitzung die Werkstatt öffnet (.attnsetup).</translation>
    </message>
    <message>
        <source>--setup: %1</source>
        <translation>--setup: %1</translation>
    </message>
    <message>
        <source>Target exercises are played on the set-up.
</source>
        <translation>Zielaufgaben werden auf dem Aufbau gespielt.
</translation>
    </message>
    <message>
        <source>Play the session&apos;s target exercises on the set-up&apos;s keys and values.</source>
        <translation>Spielt die Zielaufgaben der Sitzung auf den Keys und Values des Aufbaus.</translation>
    </message>
    <message>
        <source>Lessons folder: %1
</source>
        <translation>Lektionsordner: %1
</translation>
    </message>
    <message>
        <source>A teacher&apos;s course folder whose lessons the students get beside the built-in ones (its exercises may be chosen); written relative to the session file, so keep it beside it in the shared folder.</source>
        <translation>Ein Kursordner der Lehrkraft, dessen Lektionen die Lernenden neben den mitgelieferten erhalten (seine Aufgaben können ausgewählt werden); er wird relativ zur Sitzungsdatei gespeichert, legen Sie ihn also neben sie in den gemeinsamen Ordner.</translation>
    </message>
    <message>
        <source>--lessons-folder: &apos;%1&apos; is not a folder</source>
        <translation>--lessons-folder: „%1“ ist kein Ordner</translation>
    </message>
    <message>
        <source>lab new: students&apos; computers hand in to %1 only once it holds the session file or a file named %2 (%3).</source>
        <translation>lab new: Die Computer der Lernenden geben in %1 erst ab, wenn dort die Sitzungsdatei oder eine Datei namens %2 liegt (%3).</translation>
    </message>
    <message>
        <source>Their feedback (grade --feedback) opens with the made-up class&apos;s feedback code %1.
</source>
        <translation>Ihre Rückmeldungen (grade --feedback) öffnen sich mit dem Rückmeldungscode der erfundenen Klasse, %1.
</translation>
    </message>
    <message>
        <source>Answer keys: only on computers whose lab defaults allow them
</source>
        <translation>Lösungsschlüssel: nur auf Computern, deren Lab-Voreinstellungen sie erlauben
</translation>
    </message>
    <message>
        <source>Print the session&apos;s answers (answer keys and grids, exercise --lab, rehearsals) only on computers whose lab defaults allow answer keys in so many words (allowAnswerKeys=true), as the teacher&apos;s does.</source>
        <translation>Die Lösungen der Sitzung (Lösungsschlüssel und Antwortraster, exercise --lab, Proben) nur auf Computern drucken, deren Lab-Voreinstellungen Lösungsschlüssel ausdrücklich erlauben (allowAnswerKeys=true), wie die der Lehrkraft.</translation>
    </message>
    <message>
        <source>%1% less credit per extra attempt</source>
        <translation>%1&#xa0;% weniger Punkte je weiterem Versuch</translation>
    </message>
    <message>
        <source>each exercise&apos;s own penalty per attempt</source>
        <translation>Abzug je Versuch wie in jeder Aufgabe</translation>
    </message>
    <message>
        <source>Percent of the credit lost per attempt before the right one (0 to 100; default: each exercise&apos;s own, none in the lessons).</source>
        <translation>Prozent der Punkte, die jeder Versuch vor dem richtigen kostet (0 bis 100; Standard: wie in jeder Aufgabe, in den Lektionen keiner).</translation>
    </message>
    <message>
        <source>PERCENT</source>
        <translation>PROZENT</translation>
    </message>
</context>
<context>
    <name>LabFlow</name>
    <message>
        <source>Your lab work</source>
        <translation>Ihre Lab-Arbeit</translation>
    </message>
    <message>
        <source>cannot open the lab session “%1”:
%2</source>
        <translation>Die Lab-Sitzung „%1“ kann nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <source>Join Lab Session</source>
        <translation>An Lab-Sitzung teilnehmen</translation>
    </message>
    <message>
        <source>Lab sessions (*.attnlab);;All files (*)</source>
        <translation>Lab-Sitzungen (*.attnlab);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Lessons of this session</source>
        <translation>Lektionen dieser Sitzung</translation>
    </message>
</context>
<context>
    <name>LabText</name>
    <message>
        <source>attempts must be a whole number from 1 to %1</source>
        <translation>attempts muss eine ganze Zahl von 1 bis %1 sein</translation>
    </message>
    <message>
        <source>the time limit must be from 1 to %1 minutes</source>
        <translation>das Zeitlimit muss zwischen 1 und %1 Minuten liegen</translation>
    </message>
    <message>
        <source>the hand-in interval must be from 1 to %1 minutes</source>
        <translation>der Abgabeabstand muss zwischen 1 und %1 Minuten liegen</translation>
    </message>
    <message>
        <source>formatVersion is not %1</source>
        <translation>formatVersion ist nicht %1</translation>
    </message>
    <message>
        <source>id is not a session id</source>
        <translation>id ist keine Sitzungs-ID</translation>
    </message>
    <message>
        <source>created is not a date and time</source>
        <translation>created ist kein Datum mit Uhrzeit</translation>
    </message>
    <message>
        <source>exercises must be a list of 1 to 500 exercise ids</source>
        <translation>exercises muss eine Liste von 1 bis 500 Aufgaben-IDs sein</translation>
    </message>
    <message>
        <source>exercises holds something that is not an exercise id</source>
        <translation>exercises enthält etwas, das keine Aufgaben-ID ist</translation>
    </message>
    <message>
        <source>seed is not a whole number written as text</source>
        <translation>seed ist keine als Text geschriebene ganze Zahl</translation>
    </message>
    <message>
        <source>rules.attempts must be null or a whole number from 1 to %1</source>
        <translation>rules.attempts muss null oder eine ganze Zahl von 1 bis %1 sein</translation>
    </message>
    <message>
        <source>rules.hints must be true or false</source>
        <translation>rules.hints muss true oder false sein</translation>
    </message>
    <message>
        <source>rules.solutions must be always, after-hand-in or never</source>
        <translation>rules.solutions muss always, after-hand-in oder never sein</translation>
    </message>
    <message>
        <source>rules.timeLimitMinutes must be null or from 1 to %1</source>
        <translation>rules.timeLimitMinutes muss null oder zwischen 1 und %1 sein</translation>
    </message>
    <message>
        <source>rules.autoHandInMinutes must be null or from 1 to %1</source>
        <translation>rules.autoHandInMinutes muss null oder zwischen 1 und %1 sein</translation>
    </message>
    <message>
        <source>roster has the id %1 twice</source>
        <translation>roster enthält die ID %1 zweimal</translation>
    </message>
    <message>
        <source>The title must be a text of 1 to 200 characters.</source>
        <translation>Der Titel muss ein Text mit 1 bis 200 Zeichen sein.</translation>
    </message>
    <message>
        <source>There is no lesson %1; &apos;attention-lab list&apos; shows them.</source>
        <translation>Es gibt keine Lektion %1; „attention-lab list“ zeigt sie.</translation>
    </message>
    <message>
        <source>There is no exercise %1; &apos;attention-lab list --json&apos; shows them.</source>
        <translation>Es gibt keine Aufgabe %1; „attention-lab list --json“ zeigt sie.</translation>
    </message>
    <message>
        <source>A session needs at least one exercise.</source>
        <translation>Eine Sitzung braucht mindestens eine Aufgabe.</translation>
    </message>
    <message>
        <source>The rules are not right: %1.</source>
        <translation>Die Regeln stimmen nicht: %1.</translation>
    </message>
    <message>
        <source>The roster has the id %1 twice.</source>
        <translation>Die Teilnehmerliste enthält die ID %1 zweimal.</translation>
    </message>
    <message>
        <source>Exercise %1 is not in this course.</source>
        <translation>Aufgabe %1 ist nicht in diesem Kurs.</translation>
    </message>
    <message>
        <source>Lesson %1 is not in this course.</source>
        <translation>Lektion %1 ist nicht in diesem Kurs.</translation>
    </message>
    <message>
        <source>Lesson %1 has changed since the session was made: its exercises or pages may differ.</source>
        <translation>Lektion %1 hat sich geändert, seit die Sitzung erstellt wurde: Ihre Aufgaben oder Seiten können abweichen.</translation>
    </message>
    <message>
        <source>%1 is not a session file: %2</source>
        <translation>%1 ist keine Sitzungsdatei: %2</translation>
    </message>
    <message>
        <source>it must be an object</source>
        <translation>es muss ein Objekt sein</translation>
    </message>
    <message>
        <source>setup: %1</source>
        <translation>setup: %1</translation>
    </message>
    <message>
        <source>The workshop set-up cannot be used: %1.</source>
        <translation>Der Werkstatt-Aufbau kann nicht verwendet werden: %1.</translation>
    </message>
    <message>
        <source>targetsUseSetup must be true or false</source>
        <translation>targetsUseSetup muss true oder false sein</translation>
    </message>
    <message>
        <source>targetsUseSetup needs a setup</source>
        <translation>targetsUseSetup braucht ein setup</translation>
    </message>
    <message>
        <source>Target exercises can only use a set-up when the session has one.</source>
        <translation>Zielaufgaben können nur dann einen Aufbau verwenden, wenn die Sitzung einen hat.</translation>
    </message>
    <message>
        <source>Exercise %1 cannot be done on the session&apos;s set-up: %2.</source>
        <translation>Aufgabe %1 lässt sich nicht auf dem Aufbau der Sitzung lösen: %2.</translation>
    </message>
    <message>
        <source>lessonsFolder must be a folder&apos;s path</source>
        <translation>lessonsFolder muss der Pfad eines Ordners sein</translation>
    </message>
    <message>
        <source>The session&apos;s lessons folder %1 cannot be found; you get the built-in course only. Ask your teacher whether the shared folder is reachable.</source>
        <translation>Der Lektionsordner %1 der Sitzung kann nicht gefunden werden; Sie erhalten nur den mitgelieferten Kurs. Fragen Sie Ihre Lehrkraft, ob der gemeinsame Ordner erreichbar ist.</translation>
    </message>
    <message>
        <source>None of the lessons in the session&apos;s lessons folder %1 can be used; you get the built-in course only. The problems:</source>
        <translation>Keine der Lektionen im Lektionsordner %1 der Sitzung kann verwendet werden; Sie erhalten nur den mitgelieferten Kurs. Die Probleme:</translation>
    </message>
    <message>
        <source>Some of the lessons in the session&apos;s lessons folder %1 cannot be used; the others are there. The problems:</source>
        <translation>Einige der Lektionen im Lektionsordner %1 der Sitzung können nicht verwendet werden; die anderen sind vorhanden. Die Probleme:</translation>
    </message>
    <message>
        <source>exercises has the id %1 twice</source>
        <translation>exercises enthält die ID %1 zweimal</translation>
    </message>
    <message>
        <source>roster must be a list of at most %1 students</source>
        <translation>roster muss eine Liste mit höchstens %1 Lernenden sein</translation>
    </message>
    <message>
        <source>handInFolder must be a folder&apos;s path, or empty</source>
        <translation>handInFolder muss der Pfad eines Ordners sein oder leer</translation>
    </message>
    <message>
        <source>The roster has %1 students; a session holds at most %2.</source>
        <translation>Die Teilnehmerliste hat %1 Personen; eine Sitzung fasst höchstens %2.</translation>
    </message>
    <message>
        <source>The roster&apos;s student %1 needs an id of at most %2 characters and a name of at most %3.</source>
        <translation>Die Person %1 der Teilnehmerliste braucht eine ID mit höchstens %2 Zeichen und einen Namen mit höchstens %3.</translation>
    </message>
    <message>
        <source>The session would not be readable: %1.</source>
        <translation>Die Sitzung wäre nicht lesbar: %1.</translation>
    </message>
    <message>
        <source>title must be a text of 1 to 200 characters without control characters</source>
        <translation>title muss ein Text mit 1 bis 200 Zeichen ohne Steuerzeichen sein</translation>
    </message>
    <message>
        <source>The title may not hold control or text-direction characters.</source>
        <translation>Der Titel darf keine Steuer- oder Schreibrichtungszeichen enthalten.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>roster entry %1 needs an id of letters a–z, digits and hyphens (at most %2) and a name of 1 to %3 characters without control characters</source>
        <translation>roster-Eintrag %1 braucht eine ID aus Buchstaben a–z, Ziffern und Bindestrichen (höchstens %2) und einen Namen mit 1 bis %3 Zeichen ohne Steuerzeichen</translation>
    </message>
    <message>
        <source>answerKeysOnlyWhereAllowed must be true or false</source>
        <translation>answerKeysOnlyWhereAllowed muss true oder false sein</translation>
    </message>
    <message>
        <source>the penalty per attempt must be from 0 to 100%</source>
        <translation>der Abzug je Versuch muss zwischen 0 und 100&#xa0;% liegen</translation>
    </message>
    <message>
        <source>rules.attemptPenalty must be null or a number from 0 to 1</source>
        <translation>rules.attemptPenalty muss null oder eine Zahl von 0 bis 1 sein</translation>
    </message>
</context>
<context>
    <name>LearnerProfiles</name>
    <message>
        <source>Type a name.</source>
        <translation>Geben Sie einen Namen ein.</translation>
    </message>
    <message>
        <source>A name cannot contain tabs, line breaks or other control characters.</source>
        <translation>Ein Name darf keine Tabulatoren, Zeilenumbrüche oder andere Steuerzeichen enthalten.</translation>
    </message>
    <message numerus="yes">
        <source>A name can be at most %n character(s) long.</source>
        <translation>
            <numerusform>Ein Name darf höchstens %n Zeichen lang sein.</numerusform>
            <numerusform>Ein Name darf höchstens %n Zeichen lang sein.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is already a learner called “%1”.</source>
        <translation>Es gibt bereits eine Person namens „%1“.</translation>
    </message>
    <message numerus="yes">
        <source>The list of learners was missing. %n learner(s) were found in their folders and are named after them; you can rename them under File ▸ Switch Learner.</source>
        <translation>
            <numerusform>Die Liste der Lernenden fehlte. %n Person wurde in ihrem Ordner gefunden und nach ihm benannt; Sie können sie unter Datei ▸ Lernende Person wechseln… umbenennen.</numerusform>
            <numerusform>Die Liste der Lernenden fehlte. %n Personen wurden in ihren Ordnern gefunden und nach ihnen benannt; Sie können sie unter Datei ▸ Lernende Person wechseln… umbenennen.</numerusform>
        </translation>
    </message>
    <message>
        <source>“profiles” is not a list</source>
        <translation>„profiles“ ist keine Liste</translation>
    </message>
    <message>
        <source>“current” is not a string</source>
        <translation>„current“ ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>profiles[%1] has no id or name</source>
        <translation>profiles[%1] hat keine ID und keinen Namen</translation>
    </message>
    <message>
        <source>profiles[%1]: “%2” is not a usable id</source>
        <translation>profiles[%1]: „%2“ ist keine verwendbare ID</translation>
    </message>
    <message>
        <source>profiles[%1]: %2</source>
        <translation>profiles[%1]: %2</translation>
    </message>
    <message>
        <source>the name is not trimmed</source>
        <translation>der Name hat Leerraum am Anfang oder Ende</translation>
    </message>
    <message numerus="yes">
        <source>%n learner(s) were found in their folders and are named after them; you can rename them under File ▸ Switch Learner.</source>
        <translation>
            <numerusform>%n Person wurde in ihrem Ordner gefunden und nach ihm benannt; Sie können sie unter Datei ▸ Lernende Person wechseln… umbenennen.</numerusform>
            <numerusform>%n Personen wurden in ihren Ordnern gefunden und nach ihnen benannt; Sie können sie unter Datei ▸ Lernende Person wechseln… umbenennen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>There is no learner with the id “%1”.</source>
        <translation>Es gibt keine Person mit der ID „%1“.</translation>
    </message>
    <message>
        <source>Cannot move %1 to %2.</source>
        <translation>%1 kann nicht nach %2 verschoben werden.</translation>
    </message>
    <message>
        <source>The list of learners was restored from its backup.</source>
        <translation>Die Liste der Lernenden wurde aus ihrer Sicherungskopie wiederhergestellt.</translation>
    </message>
    <message>
        <source>The list of learners could not be read.</source>
        <translation>Die Liste der Lernenden konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>A name cannot contain characters that change the direction of text.</source>
        <translation>Ein Name darf keine Zeichen enthalten, die die Schreibrichtung ändern.</translation>
    </message>
</context>
<context>
    <name>LessonTemplateText</name>
    <message>
        <source>the id &apos;%1&apos; must have 3 to %2 characters</source>
        <translation>die ID „%1“ muss 3 bis %2 Zeichen haben</translation>
    </message>
    <message>
        <source>the id &apos;%1&apos; may only use a-z, 0-9 and single dashes between words, and must start with a letter (e.g. week3-softmax)</source>
        <translation>die ID „%1“ darf nur a-z, 0-9 und einzelne Bindestriche zwischen Wörtern enthalten und muss mit einem Buchstaben beginnen (z. B. week3-softmax)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a lesson of the built-in course; choose another id</source>
        <translation>„%1“ ist eine Lektion des mitgelieferten Kurses; wählen Sie eine andere ID</translation>
    </message>
    <message>
        <source>&apos;%1&apos; would name the exercise &apos;%2&apos;, which the built-in course has; choose another id</source>
        <translation>„%1“ würde die Aufgabe „%2“ benennen, die der mitgelieferte Kurs hat; wählen Sie eine andere ID</translation>
    </message>
    <message>
        <source>the title must be one line of 1 to %1 characters</source>
        <translation>der Titel muss eine Zeile mit 1 bis %1 Zeichen sein</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>%1 is a lesson folder; give the folder that holds the lessons (and course.json)</source>
        <translation>%1 ist ein Lektionsordner; geben Sie den Ordner an, der die Lektionen (und course.json) enthält</translation>
    </message>
    <message>
        <source>%1 already exists; nothing was overwritten</source>
        <translation>%1 existiert bereits; nichts wurde überschrieben</translation>
    </message>
    <message>
        <source>%1 has no list of lessons; nothing was written</source>
        <translation>%1 hat keine Liste von Lektionen; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1; nothing was written</source>
        <translation>%1; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1 already lists the lesson &apos;%2&apos;; nothing was overwritten</source>
        <translation>%1 führt die Lektion „%2“ bereits auf; nichts wurde überschrieben</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>LogText</name>
    <message>
        <source>log[%1]: %2</source>
        <translation>log[%1]: %2</translation>
    </message>
    <message>
        <source>log is not an array</source>
        <translation>log ist kein Array</translation>
    </message>
    <message>
        <source>log has more than %1 events</source>
        <translation>log hat mehr als %1 Ereignisse</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>kein Objekt</translation>
    </message>
    <message>
        <source>“at” is not a date and time</source>
        <translation>„at“ ist kein Datum mit Uhrzeit</translation>
    </message>
    <message>
        <source>“locale” is not a locale name</source>
        <translation>„locale“ ist kein Locale-Name</translation>
    </message>
    <message>
        <source>“verdict” is not correct, partial, wrong or invalid</source>
        <translation>„verdict“ ist nicht correct, partial, wrong oder invalid</translation>
    </message>
    <message>
        <source>“score” is not a number from 0 to 1</source>
        <translation>„score“ ist keine Zahl von 0 bis 1</translation>
    </message>
    <message>
        <source>“legacyAnswer” is not a string</source>
        <translation>„legacyAnswer“ ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>“hint” is not a hint number</source>
        <translation>„hint“ ist keine Hinweisnummer</translation>
    </message>
    <message>
        <source>“event” is not check, hint or solution</source>
        <translation>„event“ ist nicht check, hint oder solution</translation>
    </message>
</context>
<context>
    <name>LookupInputText</name>
    <message>
        <source>%1: %2 must be [x, y], 2 numbers, not %3</source>
        <translation>%1: %2 muss [x, y] sein, 2 Zahlen, nicht %3</translation>
    </message>
    <message>
        <source>%1: %2 must be [x, y], 2 numbers, not %3 (compute works in two dimensions)</source>
        <translation>%1: %2 muss [x, y] sein, 2 Zahlen, nicht %3 (compute rechnet in zwei Dimensionen)</translation>
    </message>
    <message>
        <source>%1/%2: must be a number, not %3</source>
        <translation>%1/%2: muss eine Zahl sein, nicht %3</translation>
    </message>
    <message>
        <source>it holds more than %L1 keys, the most compute reads</source>
        <translation>sie enthält mehr als %L1 Keys; mehr liest compute nicht</translation>
    </message>
    <message>
        <source>it holds more numbers than %L1 keys with their values, the most compute reads</source>
        <translation>sie enthält mehr Zahlen als %L1 Keys mit ihren Values; mehr liest compute nicht</translation>
    </message>
    <message>
        <source>not valid JSON: %1 at byte %2</source>
        <translation>kein gültiges JSON: %1 bei Byte %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>/%1: not a member of the format (%2)</source>
        <translation>/%1: gehört nicht zum Format (%2)</translation>
    </message>
    <message>
        <source>/formatVersion: missing; it must be 1</source>
        <translation>/formatVersion: fehlt; der Wert muss 1 sein</translation>
    </message>
    <message>
        <source>/formatVersion: must be 1, not %1</source>
        <translation>/formatVersion: muss 1 sein, nicht %1</translation>
    </message>
    <message>
        <source>/keys: must be an array of keys [x, y], not %1</source>
        <translation>/keys: muss ein Array von Keys [x, y] sein, nicht %1</translation>
    </message>
    <message>
        <source>/keys: there are no keys; give at least one [x, y]</source>
        <translation>/keys: Es gibt keine Keys; geben Sie mindestens einen [x, y] an</translation>
    </message>
    <message>
        <source>/keys: %L1 keys, more than the %L2 compute reads</source>
        <translation>/keys: %L1 Keys, mehr als die %L2, die compute liest</translation>
    </message>
    <message>
        <source>a key</source>
        <translation>ein Key</translation>
    </message>
    <message>
        <source>/values: must be an array of numbers, one per key, not %1</source>
        <translation>/values: muss ein Array von Zahlen sein, eine pro Key, nicht %1</translation>
    </message>
    <message>
        <source>/values: there are %L1 keys but %L2 values; give one value per key</source>
        <translation>/values: Es gibt %L1 Keys, aber %L2 Values; geben Sie einen Value pro Key an</translation>
    </message>
    <message>
        <source>/values/%1: must be a number, not %2</source>
        <translation>/values/%1: muss eine Zahl sein, nicht %2</translation>
    </message>
    <message>
        <source>the query</source>
        <translation>die Query</translation>
    </message>
    <message>
        <source>/scaled: must be true or false, not %1</source>
        <translation>/scaled: muss true oder false sein, nicht %1</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>Standardeingabe</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>diese Datei gibt es nicht</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>es ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>it is not an ordinary file (use - for standard input)</source>
        <translation>es ist keine gewöhnliche Datei (verwenden Sie - für die Standardeingabe)</translation>
    </message>
    <message>
        <source>it is larger than %1 MiB, the most compute reads</source>
        <translation>sie ist größer als %1 MiB; mehr liest compute nicht</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>sie ist leer</translation>
    </message>
</context>
<context>
    <name>MatrixFormat</name>
    <message numerus="yes">
        <source>%n token(s), d_k = %1, scores multiplied by %2, causal mask %3
</source>
        <translation>
            <numerusform>%n Token, d_k = %1, Scores multipliziert mit %2, kausale Maske %3
</numerusform>
            <numerusform>%n Tokens, d_k = %1, Scores multipliziert mit %2, kausale Maske %3
</numerusform>
        </translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Tokens: %1
</source>
        <translation>Tokens: %1
</translation>
    </message>
</context>
<context>
    <name>NewLessonCli</name>
    <message>
        <source>Write a new lesson to start from into a teacher&apos;s course folder DIR (made when missing, with its course.json and an empty glossary): two pages in every language of the course (%1) and one exercise of each type (%2). It passes &apos;attention-lab validate DIR&apos;; open it with &apos;attention-lab --lessons DIR&apos;. The id has 3 to %3 characters: a-z and 0-9 in words joined by single dashes, starting with a letter, and is no lesson of the built-in course. An existing lesson is never overwritten.</source>
        <translation>Legt im Kursordner der Lehrkraft DIR (der angelegt wird, wenn er fehlt, mit seiner course.json und einem leeren Glossar) eine neue Lektion als Ausgangspunkt an: zwei Seiten in jeder Sprache des Kurses (%1) und eine Aufgabe jedes Typs (%2). Sie besteht „attention-lab validate DIR“; öffnen Sie sie mit „attention-lab --lessons DIR“. Die ID hat 3 bis %3 Zeichen: a-z und 0-9 in Wörtern, die durch einzelne Bindestriche verbunden sind, beginnt mit einem Buchstaben und ist keine Lektion des mitgelieferten Kurses. Eine vorhandene Lektion wird nie überschrieben.</translation>
    </message>
    <message>
        <source>The command.</source>
        <translation>Der Befehl.</translation>
    </message>
    <message>
        <source>The teacher&apos;s course folder.</source>
        <translation>Der Kursordner der Lehrkraft.</translation>
    </message>
    <message>
        <source>The new lesson&apos;s id (and folder name).</source>
        <translation>Die ID der neuen Lektion (und der Name ihres Ordners).</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>The new lesson&apos;s title.</source>
        <translation>Der Titel der neuen Lektion.</translation>
    </message>
    <message>
        <source>TITLE</source>
        <translation>TITEL</translation>
    </message>
    <message>
        <source>new-lesson: give exactly one DIR, the teacher&apos;s course folder</source>
        <translation>new-lesson: Geben Sie genau ein DIR an, den Kursordner der Lehrkraft</translation>
    </message>
    <message>
        <source>new-lesson: --id ID and --title TITLE are required</source>
        <translation>new-lesson: --id ID und --title TITEL sind erforderlich</translation>
    </message>
    <message>
        <source>new-lesson: %1</source>
        <translation>new-lesson: %1</translation>
    </message>
</context>
<context>
    <name>OpenFeedbackText</name>
    <message>
        <source>Feedback Code</source>
        <translation>Rückmeldungscode</translation>
    </message>
    <message>
        <source>This feedback for %1 (%2) in “%3” is sealed: only their feedback code opens it. It was shown when they joined the session and on their hand-in receipt. &amp;Feedback code:</source>
        <translation>Diese Rückmeldung für %1 (%2) in „%3“ ist versiegelt: Nur deren Rückmeldungscode öffnet sie. Er wurde beim Beitritt zur Sitzung und auf der Abgabebestätigung angezeigt. &amp;Rückmeldungscode:</translation>
    </message>
    <message>
        <source>%1 is not a feedback file this course can read: %2</source>
        <translation>%1 ist keine Rückmeldungsdatei, die dieser Kurs lesen kann: %2</translation>
    </message>
    <message>
        <source>This feedback is for %1 (%2) in “%3”, not for you (%4, %5): only its student opens it.</source>
        <translation>Diese Rückmeldung ist für %1 (%2) in „%3“, nicht für Sie (%4, %5): Nur die betreffende Person kann sie öffnen.</translation>
    </message>
    <message>
        <source>The feedback for %1 (%2) was not opened: it opens with their feedback code.</source>
        <translation>Die Rückmeldung für %1 (%2) wurde nicht geöffnet: Sie öffnet sich mit deren Rückmeldungscode.</translation>
    </message>
    <message>
        <source>Open Feedback</source>
        <translation>Rückmeldung öffnen</translation>
    </message>
    <message>
        <source>Feedback (*.attnfeedback);;All files (*)</source>
        <translation>Rückmeldung (*.attnfeedback);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>OpenFileText</name>
    <message>
        <source>%1 is not a hand-in this course can read: %2</source>
        <translation>%1 ist keine Abgabe, die dieser Kurs lesen kann: %2</translation>
    </message>
    <message>
        <source>%1 is %2&apos;s hand-in for “%3”. A hand-in is opened from the session&apos;s gradebook: choose Teacher ▸ Open Gradebook…, pick the lab session&apos;s file (.attnlab), and add the folder that holds the hand-ins (%4).</source>
        <translation>%1 ist die Abgabe von %2 für „%3“. Eine Abgabe öffnet man im Notenbuch der Sitzung: Wählen Sie Lehrkraft ▸ Notenbuch öffnen…, wählen Sie die Datei der Lab-Sitzung (.attnlab) und fügen Sie den Ordner mit den Abgaben hinzu (%4).</translation>
    </message>
    <message>
        <source>No lab session file of it was found in the same folder or the one above.</source>
        <translation>Im selben Ordner und im Ordner darüber wurde keine Datei ihrer Lab-Sitzung gefunden.</translation>
    </message>
    <message>
        <source>Only one set-up opens at a time: %1 is open; open %2 with File ▸ Open Set-up….</source>
        <translation>Es öffnet sich immer nur ein Aufbau: %1 ist geöffnet; öffnen Sie %2 mit Datei ▸ Aufbau öffnen….</translation>
    </message>
    <message>
        <source>The set-up %1 cannot be used: %2</source>
        <translation>Der Aufbau %1 kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be opened.</source>
        <translation>
            <numerusform>%n Datei konnte nicht geöffnet werden.</numerusform>
            <numerusform>%n Dateien konnten nicht geöffnet werden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Outline</name>
    <message>
        <source>This lesson could not be loaded</source>
        <translation>Diese Lektion konnte nicht geladen werden</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Aufgaben</translation>
    </message>
</context>
<context>
    <name>ProgressText</name>
    <message>
        <source>Learner: %1 (id %2)</source>
        <translation>Lernende Person: %1 (ID %2)</translation>
    </message>
    <message>
        <source>%1. %2: pages read %3 of %4; exercises solved %5 of %6, score %7 of %8</source>
        <translation>%1. %2: Seiten gelesen %3 von %4; Aufgaben gelöst %5 von %6, Punkte %7 von %8</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>gelöst</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>in Arbeit</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht begonnen</translation>
    </message>
    <message numerus="yes">
        <source>%1  %2 of %3  (%n attempt(s), %4)</source>
        <translation>
            <numerusform>%1  %2 von %3  (%n Versuch, %4)</numerusform>
            <numerusform>%1  %2 von %3  (%n Versuche, %4)</numerusform>
        </translation>
    </message>
    <message>
        <source>Print a learner&apos;s progress from the saved files: pages read and, per exercise, the score recomputed from the attempt log.</source>
        <translation>Gibt den Fortschritt einer lernenden Person aus den gespeicherten Dateien aus: gelesene Seiten und, pro Aufgabe, die aus dem Versuchsprotokoll neu berechneten Punkte.</translation>
    </message>
    <message>
        <source>The command.</source>
        <translation>Der Befehl.</translation>
    </message>
    <message>
        <source>The learner&apos;s id or name (default: the learner who used the course last).</source>
        <translation>ID oder Name der lernenden Person (Standard: wer den Kurs zuletzt benutzt hat).</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Gibt ein JSON-Objekt aus.</translation>
    </message>
    <message>
        <source>progress: unexpected argument &apos;%1&apos;</source>
        <translation>progress: unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>progress: no learner has the id or name &apos;%1&apos;</source>
        <translation>progress: Niemand hat die ID oder den Namen „%1“</translation>
    </message>
    <message>
        <source>progress: there are no learners on this computer yet</source>
        <translation>progress: Auf diesem Computer gibt es noch keine Lernenden</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Attention Lab</source>
        <translation>Attention Lab</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; try --help</source>
        <translation>unbekannter Befehl „%1“; versuchen Sie --help</translation>
    </message>
    <message>
        <source>--theme: &apos;%1&apos; is not system, light or dark</source>
        <translation>--theme: „%1“ ist nicht system, light oder dark</translation>
    </message>
    <message>
        <source>--page needs --lesson</source>
        <translation>--page braucht --lesson</translation>
    </message>
    <message>
        <source>--lesson: unknown lesson &apos;%1&apos;; &apos;attention-lab list&apos; shows them</source>
        <translation>--lesson: unbekannte Lektion „%1“; „attention-lab list“ zeigt sie</translation>
    </message>
    <message>
        <source>--page: &apos;%1&apos; is not a page of &apos;%2&apos; (1 to %3)</source>
        <translation>--page: „%1“ ist keine Seite von „%2“ (1 bis %3)</translation>
    </message>
    <message>
        <source>Learners</source>
        <translation>Lernende</translation>
    </message>
    <message>
        <source>--lab: %1</source>
        <translation>--lab: %1</translation>
    </message>
    <message>
        <source>--learner: &apos;%1&apos; is not a learner id (letters a-z, digits and -)</source>
        <translation>--learner: „%1“ ist keine ID von Lernenden (Buchstaben a-z, Ziffern und -)</translation>
    </message>
    <message>
        <source>--learner: &apos;%1&apos; is not on the session&apos;s roster</source>
        <translation>--learner: „%1“ steht nicht auf der Teilnehmerliste der Sitzung</translation>
    </message>
    <message>
        <source>Your lab work</source>
        <translation>Ihre Lab-Arbeit</translation>
    </message>
    <message>
        <source>--learner needs --lab</source>
        <translation>--learner braucht --lab</translation>
    </message>
    <message>
        <source>--tab: &apos;%1&apos; is not grades, reteach or board</source>
        <translation>--tab: „%1“ ist nicht grades, reteach oder board</translation>
    </message>
    <message>
        <source>--%1 needs --gradebook</source>
        <translation>--%1 braucht --gradebook</translation>
    </message>
    <message>
        <source>--setup: %1</source>
        <translation>--setup: %1</translation>
    </message>
    <message>
        <source>--lang: &apos;%1&apos; is not a language of the course (%2)</source>
        <translation>--lang: „%1“ ist keine Sprache des Kurses (%2)</translation>
    </message>
    <message>
        <source>--text-size: &apos;%1&apos; is not a percentage from 100 to 250</source>
        <translation>--text-size: „%1“ ist kein Prozentwert von 100 bis 250</translation>
    </message>
    <message>
        <source>--window-size: &apos;%1&apos; is not a size such as 1366x768 (at least 640x480)</source>
        <translation>--window-size: „%1“ ist keine Größe wie 1366x768 (mindestens 640x480)</translation>
    </message>
    <message>
        <source>--%1 opens one file itself: give it or FILE…, not both</source>
        <translation>--%1 öffnet selbst eine Datei: Geben Sie entweder diese Option oder DATEI… an, nicht beides</translation>
    </message>
    <message>
        <source>Lessons of this session</source>
        <translation>Lektionen dieser Sitzung</translation>
    </message>
    <message>
        <source>--lessons: &apos;%1&apos; is not a folder</source>
        <translation>--lessons: „%1“ ist kein Ordner</translation>
    </message>
    <message>
        <source>--lessons-only needs --lessons DIR</source>
        <translation>--lessons-only braucht --lessons ORDNER</translation>
    </message>
    <message>
        <source>Lessons in %1</source>
        <translation>Lektionen in %1</translation>
    </message>
    <message>
        <source>--screenshot: cannot write &apos;%1&apos;: %2</source>
        <translation>--screenshot: „%1“ kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>RehearsalText</name>
    <message>
        <source>perfect</source>
        <translation>perfekt</translation>
    </message>
    <message>
        <source>typical mistakes</source>
        <translation>typische Fehler</translation>
    </message>
    <message>
        <source>uses hints</source>
        <translation>nutzt Hinweise</translation>
    </message>
    <message>
        <source>a bit of everything</source>
        <translation>von allem etwas</translation>
    </message>
    <message>
        <source>still working</source>
        <translation>arbeitet noch</translation>
    </message>
    <message>
        <source>stuck</source>
        <translation>steckt fest</translation>
    </message>
    <message>
        <source>late</source>
        <translation>verspätet</translation>
    </message>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 already holds %n hand-in(s) (%2): a rehearsal is written into a folder of its own</source>
        <translation>
            <numerusform>%1 enthält schon %n Abgabe (%2): Eine Probe wird in einen eigenen Ordner geschrieben</numerusform>
            <numerusform>%1 enthält schon %n Abgaben (%2): Eine Probe wird in einen eigenen Ordner geschrieben</numerusform>
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
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a roster file.</source>
        <translation>%1 ist ein Ordner, keine Teilnehmerliste.</translation>
    </message>
    <message>
        <source>%1 is not an ordinary file.</source>
        <translation>%1 ist keine gewöhnliche Datei.</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB; a roster is not that long.</source>
        <translation>%1 ist größer als %2 MiB; so lang ist keine Teilnehmerliste.</translation>
    </message>
    <message>
        <source>A quote is never closed; the row was skipped.</source>
        <translation>Ein Anführungszeichen wird nie geschlossen; die Zeile wurde übersprungen.</translation>
    </message>
    <message>
        <source>A quote opened on line %1 is never closed; the row was skipped.</source>
        <translation>Ein in Zeile %1 geöffnetes Anführungszeichen wird nie geschlossen; die Zeile wurde übersprungen.</translation>
    </message>
    <message>
        <source>There is text after a closing quote; a quote inside a quoted cell is written twice (&quot;&quot;).</source>
        <translation>Nach einem schließenden Anführungszeichen steht noch Text; ein Anführungszeichen in einer Zelle in Anführungszeichen wird doppelt geschrieben (&quot;&quot;).</translation>
    </message>
    <message>
        <source>The row has %1 cells but the header only %2.</source>
        <translation>Die Zeile hat %1 Zellen, die Kopfzeile aber nur %2.</translation>
    </message>
    <message>
        <source>The %1 contains a control or text-direction character (U+%2).</source>
        <translation>Die Spalte „%1“ enthält ein Steuer- oder Textrichtungszeichen (U+%2).</translation>
    </message>
    <message>
        <source>The id is empty.</source>
        <translation>Die ID ist leer.</translation>
    </message>
    <message>
        <source>“%1” cannot be a learner id: it may hold only letters a–z, digits and hyphens, start with a letter or digit and be at most 60 long.</source>
        <translation>„%1“ kann keine ID sein: Sie darf nur Buchstaben a–z, Ziffern und Bindestriche enthalten, muss mit einem Buchstaben oder einer Ziffer beginnen und darf höchstens 60 Zeichen lang sein.</translation>
    </message>
    <message>
        <source>The name is empty.</source>
        <translation>Der Name ist leer.</translation>
    </message>
    <message>
        <source>“%1” is not an email address: it needs one “@” with text on both sides.</source>
        <translation>„%1“ ist keine E-Mail-Adresse: Sie braucht genau ein „@“ mit Text auf beiden Seiten.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text (line %1); save the roster as “CSV UTF-8”.</source>
        <translation>Die Datei ist kein UTF-8-Text (Zeile %1); speichern Sie die Teilnehmerliste als „CSV UTF-8“.</translation>
    </message>
    <message>
        <source>The file holds no header row (id, name, email, section).</source>
        <translation>Die Datei hat keine Kopfzeile (id, name, email, section).</translation>
    </message>
    <message>
        <source>The header row cannot be read: its quotes are broken.</source>
        <translation>Die Kopfzeile kann nicht gelesen werden: Ihre Anführungszeichen sind fehlerhaft.</translation>
    </message>
    <message>
        <source>Both “%1” and “%2” are the %3 column.</source>
        <translation>Sowohl „%1“ als auch „%2“ sind die Spalte „%3“.</translation>
    </message>
    <message>
        <source>The header row has no %1 column; it names the columns id, name, email and section.</source>
        <translation>Die Kopfzeile hat keine Spalte „%1“; sie benennt die Spalten id, name, email und section.</translation>
    </message>
    <message>
        <source>Duplicate id “%1” (first on line %2).</source>
        <translation>Doppelte ID „%1“ (zuerst in Zeile %2).</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message numerus="yes">
        <source>%n attempt(s).</source>
        <translation>
            <numerusform>%n Versuch.</numerusform>
            <numerusform>%n Versuche.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s); each one you reveal costs %1% of the credit.</source>
        <translation>
            <numerusform>%n Hinweis; jeder aufgedeckte kostet %1&#xa0;% der Punkte.</numerusform>
            <numerusform>%n Hinweise; jeder aufgedeckte kostet %1&#xa0;% der Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Partly right answers earn partial credit.</source>
        <translation>Teilweise richtige Antworten bringen Teilpunkte.</translation>
    </message>
    <message>
        <source>Input that is not a number costs no attempt.</source>
        <translation>Eine Eingabe, die keine Zahl ist, kostet keinen Versuch.</translation>
    </message>
    <message>
        <source>You may ask for the solution at any time; that ends the exercise.</source>
        <translation>Sie können jederzeit die Lösung anfordern; damit endet die Aufgabe.</translation>
    </message>
    <message>
        <source>The solution is shown after your last attempt.</source>
        <translation>Die Lösung wird nach Ihrem letzten Versuch gezeigt.</translation>
    </message>
    <message>
        <source>No worked solution is shown for now.</source>
        <translation>Vorerst wird keine Musterlösung gezeigt.</translation>
    </message>
    <message>
        <source>Each attempt after the first earns %1% less credit.</source>
        <translation>Jeder Versuch nach dem ersten bringt %1&#xa0;% weniger Punkte.</translation>
    </message>
</context>
<context>
    <name>SessionInputText</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>warning: this course is not the one the session was made for: %1</source>
        <translation>Warnung: Dies ist nicht der Kurs, für den die Sitzung erstellt wurde: %1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
</context>
<context>
    <name>SessionText</name>
    <message>
        <source>This exercise is finished; its answer can no longer change.</source>
        <translation>Diese Aufgabe ist beendet; ihre Antwort kann sich nicht mehr ändern.</translation>
    </message>
    <message>
        <source>This answer is too long to be kept. Shorten it and check again.</source>
        <translation>Diese Antwort ist zu lang, um gespeichert zu werden. Kürzen Sie sie und prüfen Sie erneut.</translation>
    </message>
</context>
<context>
    <name>SetupText</name>
    <message>
        <source>key %1</source>
        <translation>Key %1</translation>
    </message>
    <message>
        <source>%1 has no name</source>
        <translation>%1 hat keinen Namen</translation>
    </message>
    <message>
        <source>%1: the name “%2” is longer than %3 characters</source>
        <translation>%1: Der Name „%2“ ist länger als %3 Zeichen</translation>
    </message>
    <message>
        <source>%1: the angle is not a finite number</source>
        <translation>%1: Der Winkel ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>%1: the length is not a finite number</source>
        <translation>%1: Die Länge ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>%1: the length %2 is outside 0 to %3</source>
        <translation>%1: Die Länge %2 liegt außerhalb von 0 bis %3</translation>
    </message>
    <message>
        <source>%1: the value is not a finite number</source>
        <translation>%1: Der Value ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>%1: the value %2 is outside −%3 to %3</source>
        <translation>%1: Der Value %2 liegt außerhalb von −%3 bis %3</translation>
    </message>
    <message>
        <source>a set-up needs %1 to %2 keys; this one has none</source>
        <translation>ein Aufbau braucht %1 bis %2 Keys; dieser hat keine</translation>
    </message>
    <message>
        <source>a set-up needs %1 to %2 keys; this one has %3</source>
        <translation>ein Aufbau braucht %1 bis %2 Keys; dieser hat %3</translation>
    </message>
    <message>
        <source>%1 has the same name as %2: “%3”</source>
        <translation>%1 hat denselben Namen wie %2: „%3“</translation>
    </message>
    <message>
        <source>the projection shown must be on one of the %1 keys, not on key %2</source>
        <translation>die gezeigte Projektion muss auf einem der %1 Keys liegen, nicht auf Key %2</translation>
    </message>
    <message>
        <source>the title is longer than %1 characters</source>
        <translation>der Titel ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>%1: unknown member “%2”</source>
        <translation>%1: unbekanntes Element „%2“</translation>
    </message>
    <message>
        <source>%1: “%2” is missing</source>
        <translation>%1: „%2“ fehlt</translation>
    </message>
    <message>
        <source>%1: “%2” must be a number, not %3</source>
        <translation>%1: „%2“ muss eine Zahl sein, nicht %3</translation>
    </message>
    <message>
        <source>the query</source>
        <translation>die Query</translation>
    </message>
    <message>
        <source>the set-up</source>
        <translation>der Aufbau</translation>
    </message>
    <message>
        <source>formatVersion is missing</source>
        <translation>formatVersion fehlt</translation>
    </message>
    <message>
        <source>formatVersion is %1, not %2: another version of Attention Lab wrote it</source>
        <translation>formatVersion ist %1, nicht %2: Eine andere Version von Attention Lab hat die Datei geschrieben</translation>
    </message>
    <message>
        <source>the title must be text, not %1</source>
        <translation>der Titel muss Text sein, nicht %1</translation>
    </message>
    <message>
        <source>“keys” is missing</source>
        <translation>„keys“ fehlt</translation>
    </message>
    <message>
        <source>“keys” must be a list of keys, not %1</source>
        <translation>„keys“ muss eine Liste von Keys sein, nicht %1</translation>
    </message>
    <message>
        <source>%1 must be an object with a name, an angle, a length and a value, not %2</source>
        <translation>%1 muss ein Objekt mit einem Namen, einem Winkel, einer Länge und einem Value sein, nicht %2</translation>
    </message>
    <message>
        <source>%1: “name” is missing</source>
        <translation>%1: „name“ fehlt</translation>
    </message>
    <message>
        <source>%1: “name” must be text, not %2</source>
        <translation>%1: „name“ muss Text sein, nicht %2</translation>
    </message>
    <message>
        <source>“query” is missing</source>
        <translation>„query“ fehlt</translation>
    </message>
    <message>
        <source>“query” must be an object with an angle and a length, not %1</source>
        <translation>„query“ muss ein Objekt mit einem Winkel und einer Länge sein, nicht %1</translation>
    </message>
    <message>
        <source>“view” must be an object, not %1</source>
        <translation>„view“ muss ein Objekt sein, nicht %1</translation>
    </message>
    <message>
        <source>the view</source>
        <translation>die Ansicht</translation>
    </message>
    <message>
        <source>view: “projection” must be null or a key number from 1 to %1</source>
        <translation>view: „projection“ muss null oder eine Key-Nummer von 1 bis %1 sein</translation>
    </message>
    <message>
        <source>%1 is not a set-up file: %2</source>
        <translation>%1 ist keine Aufbau-Datei: %2</translation>
    </message>
</context>
<context>
    <name>StatusText</name>
    <message>
        <source>Not started</source>
        <translation>Nicht begonnen</translation>
    </message>
    <message>
        <source>Working</source>
        <translation>Arbeitet</translation>
    </message>
    <message>
        <source>Stuck</source>
        <translation>Steckt fest</translation>
    </message>
    <message>
        <source>Stuck on %1</source>
        <translation>Steckt fest bei %1</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Abgegeben</translation>
    </message>
</context>
<context>
    <name>StepTableText</name>
    <message>
        <source>Key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>The key of the row; Σ marks the sums</source>
        <translation>Der Key der Zeile; Σ markiert die Summen</translation>
    </message>
    <message>
        <source>%1 component of the key (given)</source>
        <translation>%1-Komponente des Keys (gegeben)</translation>
    </message>
    <message>
        <source>query %1 times key %1</source>
        <translation>Query %1 mal Key %1</translation>
    </message>
    <message>
        <source>Score q·kᵢ</source>
        <translation>Score q·kᵢ</translation>
    </message>
    <message>
        <source>the score: the sum of the products</source>
        <translation>der Score: die Summe der Produkte</translation>
    </message>
    <message>
        <source>Score sᵢ</source>
        <translation>Score sᵢ</translation>
    </message>
    <message>
        <source>the score from the dot-product table (given)</source>
        <translation>der Score aus der Skalarprodukt-Tabelle (gegeben)</translation>
    </message>
    <message>
        <source>sᵢ − max</source>
        <translation>sᵢ − max</translation>
    </message>
    <message>
        <source>the score minus the largest score</source>
        <translation>der Score minus der größte Score</translation>
    </message>
    <message>
        <source>exp(sᵢ − max)</source>
        <translation>exp(sᵢ − max)</translation>
    </message>
    <message>
        <source>the exponential of the shifted score</source>
        <translation>der Exponentialwert des verschobenen Scores</translation>
    </message>
    <message>
        <source>Weight wᵢ</source>
        <translation>Gewicht wᵢ</translation>
    </message>
    <message>
        <source>the exponential divided by the sum of exponentials</source>
        <translation>der Exponentialwert geteilt durch die Summe der Exponentialwerte</translation>
    </message>
    <message>
        <source>the weight from the softmax table (given)</source>
        <translation>das Gewicht aus der Softmax-Tabelle (gegeben)</translation>
    </message>
    <message>
        <source>Value vᵢ</source>
        <translation>Value vᵢ</translation>
    </message>
    <message>
        <source>the value stored with the key (given)</source>
        <translation>der mit dem Key gespeicherte Value (gegeben)</translation>
    </message>
    <message>
        <source>wᵢ × vᵢ</source>
        <translation>wᵢ × vᵢ</translation>
    </message>
    <message>
        <source>the weight times the value</source>
        <translation>das Gewicht mal der Value</translation>
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
        <translation>Σ = Ausgabe</translation>
    </message>
    <message>
        <source>Dot products</source>
        <translation>Skalarprodukte</translation>
    </message>
    <message>
        <source>Softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <source>Weighted sum</source>
        <translation>Gewichtete Summe</translation>
    </message>
    <message>
        <source>Token j</source>
        <translation>Token j</translation>
    </message>
    <message>
        <source>The token whose key the row is about; Σ marks the sums</source>
        <translation>Das Token, um dessen Key es in der Zeile geht; Σ markiert die Summen</translation>
    </message>
    <message>
        <source>Weight wᵢⱼ</source>
        <translation>Gewicht wᵢⱼ</translation>
    </message>
    <message>
        <source>token i&apos;s weight on token j (given)</source>
        <translation>das Gewicht von Token i auf Token j (gegeben)</translation>
    </message>
    <message>
        <source>Target tⱼ</source>
        <translation>Ziel tⱼ</translation>
    </message>
    <message>
        <source>1 on token i&apos;s target, 0 elsewhere (given)</source>
        <translation>1 beim Ziel von Token i, sonst 0 (gegeben)</translation>
    </message>
    <message>
        <source>Key entry kⱼ,a</source>
        <translation>Key-Eintrag kⱼ,a</translation>
    </message>
    <message>
        <source>entry a of token j&apos;s key (given)</source>
        <translation>Eintrag a des Keys von Token j (gegeben)</translation>
    </message>
    <message>
        <source>wᵢⱼ − tⱼ</source>
        <translation>wᵢⱼ − tⱼ</translation>
    </message>
    <message>
        <source>the weight minus the target</source>
        <translation>das Gewicht minus das Ziel</translation>
    </message>
    <message>
        <source>(wᵢⱼ − tⱼ)·kⱼ,a</source>
        <translation>(wᵢⱼ − tⱼ)·kⱼ,a</translation>
    </message>
    <message>
        <source>the weight minus the target, times the key entry; their sum on the Σ row</source>
        <translation>das Gewicht minus das Ziel, mal den Key-Eintrag; ihre Summe in der Σ-Zeile</translation>
    </message>
    <message>
        <source>c·xᵢ,b·Σ</source>
        <translation>c·xᵢ,b·Σ</translation>
    </message>
    <message>
        <source>the gradient entry: the scale c times entry b of xᵢ times the sum</source>
        <translation>der Eintrag des Gradienten: der Faktor c mal Eintrag b von xᵢ mal die Summe</translation>
    </message>
    <message>
        <source>One entry of the gradient</source>
        <translation>Ein Eintrag des Gradienten</translation>
    </message>
</context>
<context>
    <name>TeacherText</name>
    <message>
        <source>&amp;Teacher</source>
        <translation>&amp;Lehrkraft</translation>
    </message>
    <message>
        <source>&amp;New Lab Session…</source>
        <translation>&amp;Neue Lab-Sitzung…</translation>
    </message>
    <message>
        <source>Open &amp;Gradebook…</source>
        <translation>Notenbuch &amp;öffnen…</translation>
    </message>
    <message>
        <source>Write &amp;Feedback…</source>
        <translation>&amp;Rückmeldungen schreiben…</translation>
    </message>
    <message>
        <source>Lab Session Saved</source>
        <translation>Lab-Sitzung gespeichert</translation>
    </message>
    <message numerus="yes">
        <source>“%1” is saved in %2.

Lab seed %3; %n exercise(s). Give students the file: they open it with File ▸ Join Lab Session….</source>
        <translation>
            <numerusform>„%1“ ist in %2 gespeichert.

Lab-Startwert %3; %n Aufgabe. Geben Sie den Lernenden die Datei; die Lernenden öffnen sie mit Datei ▸ An Lab-Sitzung teilnehmen….</numerusform>
            <numerusform>„%1“ ist in %2 gespeichert.

Lab-Startwert %3; %n Aufgaben. Geben Sie den Lernenden die Datei; die Lernenden öffnen sie mit Datei ▸ An Lab-Sitzung teilnehmen….</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Gradebook: Choose the Lab Session</source>
        <translation>Notenbuch öffnen: Lab-Sitzung wählen</translation>
    </message>
    <message>
        <source>Lab sessions (*.attnlab);;All files (*)</source>
        <translation>Lab-Sitzungen (*.attnlab);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open Gradebook</source>
        <translation>Notenbuch öffnen</translation>
    </message>
    <message>
        <source>Other Course Content</source>
        <translation>Andere Kursinhalte</translation>
    </message>
    <message>
        <source>This session was made for other course content than this copy of the course has; scores are recomputed with the content here.

%1</source>
        <translation>Diese Sitzung wurde für andere Kursinhalte erstellt, als diese Kopie des Kurses hat; die Punkte werden mit den hiesigen Inhalten neu berechnet.

%1</translation>
    </message>
    <message>
        <source>Print &amp;Worksheets…</source>
        <translation>&amp;Arbeitsblätter drucken…</translation>
    </message>
    <message>
        <source>Worksheets only: the lab&apos;s administrator turned answer keys off on this computer.</source>
        <translation>Nur Arbeitsblätter: Die Administration des Computerraums hat Lösungsschlüssel auf diesem Computer abgeschaltet.</translation>
    </message>
    <message>
        <source>The session also takes its lessons from your course folder %1: keep it where students can reach it.</source>
        <translation>Die Sitzung nimmt ihre Lektionen auch aus Ihrem Kursordner %1: Legen Sie ihn dorthin, wo die Lernenden ihn erreichen.</translation>
    </message>
    <message>
        <source>Lessons of this session</source>
        <translation>Lektionen dieser Sitzung</translation>
    </message>
    <message>
        <source>Write Feedback: Choose the Lab Session</source>
        <translation>Rückmeldungen schreiben: Lab-Sitzung wählen</translation>
    </message>
</context>
<context>
    <name>TraceFormat</name>
    <message>
        <source>Query q = %1   (angle %2°, length %3)
</source>
        <translation>Query q = %1   (Winkel %2°, Länge %3)
</translation>
    </message>
    <message>
        <source>Scale factor 1/√d = %1
</source>
        <translation>Skalierungsfaktor 1/√d = %1
</translation>
    </message>
    <message>
        <source>Step 1 · Scores: sᵢ = q·kᵢ = Σ q_d·k_d
</source>
        <translation>Schritt 1 · Scores: sᵢ = q·kᵢ = Σ q_d·k_d
</translation>
    </message>
    <message>
        <source>Step 2 · Softmax: wᵢ = exp(sᵢ − max) / Σⱼ exp(sⱼ − max), max = %1
</source>
        <translation>Schritt 2 · Softmax: wᵢ = exp(sᵢ − max) / Σⱼ exp(sⱼ − max), max = %1
</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>maskiert</translation>
    </message>
    <message>
        <source>Masked keys get weight 0.

</source>
        <translation>Maskierte Keys erhalten das Gewicht 0.

</translation>
    </message>
    <message>
        <source>Output = %1   (largest weight: key %2 with %3; plain average of the values: %4)
</source>
        <translation>Ausgabe = %1   (größtes Gewicht: Key %2 mit %3; einfacher Mittelwert der Values: %4)
</translation>
    </message>
    <message>
        <source>Step 3 · Weighted sum: output = Σ wᵢ × vᵢ
</source>
        <translation>Schritt 3 · Gewichtete Summe: Ausgabe = Σ wᵢ × vᵢ
</translation>
    </message>
</context>
<context>
    <name>TrainedKeysText</name>
    <message>
        <source>The keys k = W_k x of the %1 task after training from seed %2: %3 steps, loss %4.</source>
        <translation>Die Keys k = W_k x der Trainingsaufgabe %1 nach dem Training ab Startwert %2: %3 Schritte, Verlust %4.</translation>
    </message>
    <message>
        <source>%1: %2°, length %3</source>
        <translation>%1: %2°, Länge %3</translation>
    </message>
</context>
<context>
    <name>TrainingText</name>
    <message>
        <source>Task %1: %2
</source>
        <translation>Aufgabe %1: %2
</translation>
    </message>
    <message>
        <source>Start: W_q = %1, W_k = %2, loss %3
</source>
        <translation>Start: W_q = %1, W_k = %2, Verlust %3
</translation>
    </message>
    <message>
        <source>  step %1: loss %2
</source>
        <translation>  Schritt %1: Verlust %2
</translation>
    </message>
    <message>
        <source>End: W_q = %1, W_k = %2, loss %3, %4 of the tokens on their target
</source>
        <translation>Ende: W_q = %1, W_k = %2, Verlust %3, %4 der Tokens auf ihrem Ziel
</translation>
    </message>
    <message>
        <source>  %1 → %2 (wants %3)
</source>
        <translation>  %1 → %2 (will %3)
</translation>
    </message>
    <message>
        <source>Seed %1, learning rate %2, momentum %3, at most %4 steps, stop at loss %5
</source>
        <translation>Startwert %1, Lernrate %2, Momentum %3, höchstens %4 Schritte, Halt bei Verlust %5
</translation>
    </message>
</context>
<context>
    <name>TypedAnswerText</name>
    <message>
        <source>&apos;%1&apos; is not an option of %2; its options are %3</source>
        <translation>„%1“ ist keine Option von %2; die Optionen sind %3</translation>
    </message>
    <message>
        <source>no option chosen; give an option id (%1)</source>
        <translation>keine Option gewählt; geben Sie eine Options-ID an (%1)</translation>
    </message>
    <message>
        <source>%1 is a single choice: give one option id</source>
        <translation>%1 ist eine Einfachauswahl: Geben Sie eine Options-ID an</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a key: name the keys k1 to k%2</source>
        <translation>„%1“ ist kein Key: Nennen Sie die Keys k1 bis k%2</translation>
    </message>
    <message>
        <source>k%1 is named twice: name every key once</source>
        <translation>k%1 ist doppelt genannt: Nennen Sie jeden Key einmal</translation>
    </message>
    <message>
        <source>a ranking names all %1 keys once, largest first, e.g. k2,k1,k5,k3,k4</source>
        <translation>eine Rangfolge nennt alle %1 Keys je einmal, den größten zuerst, z. B. k2,k1,k5,k3,k4</translation>
    </message>
    <message>
        <source>a table answer is a JSON array of at most %1 rows, each an array of at most %2 cells (%3), e.g. [[&quot;0.5&quot;, &quot;1.2&quot;], …]</source>
        <translation>eine Tabellenantwort ist ein JSON-Array aus höchstens %1 Zeilen, jede ein Array aus höchstens %2 Zellen (%3), z. B. [[&quot;0.5&quot;, &quot;1.2&quot;], …]</translation>
    </message>
    <message>
        <source>a target answer is the query as JSON, e.g. {&quot;angle&quot;: 70, &quot;length&quot;: 4}</source>
        <translation>eine Zielantwort ist die Query als JSON, z. B. {&quot;angle&quot;: 70, &quot;length&quot;: 4}</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not JSON</source>
        <translation>„%1“ ist kein JSON</translation>
    </message>
    <message>
        <source>a matching answer is JSON naming each item&apos;s partner by id, e.g. {&quot;%1&quot;: &quot;%2&quot;}; the ids are %3</source>
        <translation>eine Zuordnungsantwort ist JSON, das das Gegenstück jedes Elements mit seiner ID nennt, z. B. {&quot;%1&quot;: &quot;%2&quot;}; die IDs sind %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pair of %2; its ids are %3</source>
        <translation>„%1“ ist kein Paar von %2; die IDs sind %3</translation>
    </message>
    <message>
        <source>this table has %1 rows, not %2; %3</source>
        <translation>diese Tabelle hat %1 Zeilen, nicht %2; %3</translation>
    </message>
    <message>
        <source>row %1 is not an array of cells; %2</source>
        <translation>Zeile %1 ist kein Array von Zellen; %2</translation>
    </message>
    <message>
        <source>row %1 has %2 cells, more than the %3 columns to fill; %4</source>
        <translation>Zeile %1 hat %2 Zellen, mehr als die %3 auszufüllenden Spalten; %4</translation>
    </message>
    <message>
        <source>row %1, column “%2” is longer than %3 characters</source>
        <translation>Zeile %1, Spalte „%2“ ist länger als %3 Zeichen</translation>
    </message>
    <message>
        <source>row %1, column “%2” is neither a number, a text nor null; %3</source>
        <translation>Zeile %1, Spalte „%2“ ist weder eine Zahl noch ein Text noch null; %3</translation>
    </message>
    <message>
        <source>row %1, column “%2” is not asked: leave it empty (&quot;&quot; or null); %3</source>
        <translation>Zeile %1, Spalte „%2“ wird nicht gefragt: Lassen Sie sie leer (&quot;&quot; oder null); %3</translation>
    </message>
</context>
<context>
    <name>UserFiles</name>
    <message>
        <source>there is no space left on the disk</source>
        <translation>auf dem Datenträger ist kein Platz mehr</translation>
    </message>
    <message>
        <source>the disk is read-only (read-only file system)</source>
        <translation>der Datenträger ist schreibgeschützt (schreibgeschütztes Dateisystem)</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <source>there is no such file or folder</source>
        <translation>diese Datei oder diesen Ordner gibt es nicht</translation>
    </message>
    <message>
        <source>a file stands where a folder is expected</source>
        <translation>wo ein Ordner erwartet wird, steht eine Datei</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>es ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>the disk reported an input/output error</source>
        <translation>der Datenträger meldete einen Ein-/Ausgabefehler</translation>
    </message>
    <message>
        <source>the file&apos;s name is too long</source>
        <translation>der Name der Datei ist zu lang</translation>
    </message>
    <message>
        <source>the system gave no reason</source>
        <translation>das System nannte keinen Grund</translation>
    </message>
    <message>
        <source>%1; the previous version of the file is intact.</source>
        <translation>%1; die vorherige Fassung der Datei ist unversehrt.</translation>
    </message>
    <message>
        <source>%1; nothing was written.</source>
        <translation>%1; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Free some space on the disk (or ask whoever looks after it), or choose another folder, then try again.</source>
        <translation>Geben Sie Platz auf dem Datenträger frei (oder fragen Sie, wer ihn betreut), oder wählen Sie einen anderen Ordner, und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>Choose another folder, or ask whoever looks after the disk.</source>
        <translation>Wählen Sie einen anderen Ordner, oder fragen Sie, wer den Datenträger betreut.</translation>
    </message>
    <message>
        <source>Check that the disk or network folder is still connected, or choose another folder, then try again.</source>
        <translation>Prüfen Sie, ob der Datenträger oder Netzwerkordner noch verbunden ist, oder wählen Sie einen anderen Ordner, und versuchen Sie es dann erneut.</translation>
    </message>
</context>
<context>
    <name>VariantCodeText</name>
    <message>
        <source>&apos;%1&apos; is not a variant code: eight characters as printed on the worksheet (XXXX-XXXX); check it for a mistyped character</source>
        <translation>„%1“ ist kein Variantencode: acht Zeichen, wie auf dem Arbeitsblatt gedruckt (XXXX-XXXX); prüfen Sie ihn auf ein falsch getipptes Zeichen</translation>
    </message>
    <message>
        <source>no student of the session “%1” has the variant code %2</source>
        <translation>keine Person der Sitzung „%1“ hat den Variantencode %2</translation>
    </message>
</context>
<context>
    <name>WorksheetCli</name>
    <message>
        <source>The command.</source>
        <translation>Der Befehl.</translation>
    </message>
    <message>
        <source>The lab session file (.attnlab).</source>
        <translation>Die Lab-Sitzungsdatei (.attnlab).</translation>
    </message>
    <message>
        <source>The class list (CSV) to print for, instead of the session&apos;s own.</source>
        <translation>Die Klassenliste (CSV), für die gedruckt wird, statt der eigenen der Sitzung.</translation>
    </message>
    <message>
        <source>FILE.csv</source>
        <translation>DATEI.csv</translation>
    </message>
    <message>
        <source>Write the worksheets to this PDF file.</source>
        <translation>Schreibt die Arbeitsblätter in diese PDF-Datei.</translation>
    </message>
    <message>
        <source>OUT.pdf</source>
        <translation>AUSGABE.pdf</translation>
    </message>
    <message>
        <source>Write the answer key to this PDF file.</source>
        <translation>Schreibt den Lösungsschlüssel in diese PDF-Datei.</translation>
    </message>
    <message>
        <source>KEY.pdf</source>
        <translation>SCHLÜSSEL.pdf</translation>
    </message>
    <message>
        <source>A4 (default) or Letter.</source>
        <translation>A4 (Standard) oder Letter.</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>GRÖSSE</translation>
    </message>
    <message>
        <source>Without a roster: N numbered copies (copy-01, copy-02, …), 1 to %1.</source>
        <translation>Ohne Teilnehmerliste: N nummerierte Exemplare (copy-01, copy-02, …), 1 bis %1.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>worksheet: give exactly one SESSION file</source>
        <translation>worksheet: Geben Sie genau eine Sitzungsdatei an</translation>
    </message>
    <message>
        <source>worksheet: the worksheets and the answer key cannot be the same file</source>
        <translation>worksheet: Die Arbeitsblätter und der Lösungsschlüssel können nicht dieselbe Datei sein</translation>
    </message>
    <message>
        <source>--page-size: &apos;%1&apos; is not A4 or Letter</source>
        <translation>--page-size: „%1“ ist nicht A4 oder Letter</translation>
    </message>
    <message>
        <source>--copies: &apos;%1&apos; is not a whole number from 1 to %2</source>
        <translation>--copies: „%1“ ist keine ganze Zahl von 1 bis %2</translation>
    </message>
    <message>
        <source>worksheet: give --roster or --copies, not both</source>
        <translation>worksheet: Geben Sie --roster oder --copies an, nicht beides</translation>
    </message>
    <message>
        <source>worksheet: %1: %2</source>
        <translation>worksheet: %1: %2</translation>
    </message>
    <message>
        <source>--roster: %1</source>
        <translation>--roster: %1</translation>
    </message>
    <message>
        <source>--roster, line %1: %2 (left out)</source>
        <translation>--roster, Zeile %1: %2 (ausgelassen)</translation>
    </message>
    <message>
        <source>warning: this course is not the one the session was made for: %1</source>
        <translation>Warnung: Dies ist nicht der Kurs, für den die Sitzung erstellt wurde: %1</translation>
    </message>
    <message>
        <source>worksheet: %1</source>
        <translation>worksheet: %1</translation>
    </message>
    <message>
        <source>worksheet: printing needs a graphical application object</source>
        <translation>worksheet: Drucken braucht ein grafisches Anwendungsobjekt</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n worksheet(s), %1 pages, to %2
</source>
        <translation>
            <numerusform>%n Arbeitsblatt, %1 Seiten, nach %2 geschrieben
</numerusform>
            <numerusform>%n Arbeitsblätter, %1 Seiten, nach %2 geschrieben
</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote the answer key, %1 pages, to %2
</source>
        <translation>Lösungsschlüssel, %1 Seiten, nach %2 geschrieben
</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>worksheet: %1: give --roster FILE.csv or --copies N</source>
        <translation>worksheet: %1: Geben Sie --roster DATEI.csv oder --copies N an</translation>
    </message>
    <message>
        <source>Print a lab session&apos;s worksheets to PDF: one per student with their own numbers, an answer key with every answer and worked solution, and an answer grid of the class&apos;s answers on one table.</source>
        <translation>Druckt die Arbeitsblätter einer Lab-Sitzung als PDF: eines pro Person mit den eigenen Zahlen, einen Lösungsschlüssel mit jeder Antwort und ausgearbeiteten Lösung und ein Antwortraster mit den Antworten der Klasse in einer Tabelle.</translation>
    </message>
    <message>
        <source>Write the answer grid to this PDF file: every student of the roster by every exercise, each cell their own answer.</source>
        <translation>Schreibt das Antwortraster in diese PDF-Datei: jede Person der Klassenliste mal jede Aufgabe, jede Zelle ihre eigene Antwort.</translation>
    </message>
    <message>
        <source>GRID.pdf</source>
        <translation>RASTER.pdf</translation>
    </message>
    <message>
        <source>worksheet: --pdf OUT.pdf is required (or --answer-grid GRID.pdf alone)</source>
        <translation>worksheet: --pdf AUSGABE.pdf ist erforderlich (oder --answer-grid RASTER.pdf allein)</translation>
    </message>
    <message>
        <source>worksheet: --answer-key goes with --pdf OUT.pdf</source>
        <translation>worksheet: --answer-key gehört zu --pdf AUSGABE.pdf</translation>
    </message>
    <message>
        <source>worksheet: the answer grid cannot be the same file as the worksheets or the answer key</source>
        <translation>worksheet: Das Antwortraster kann nicht dieselbe Datei sein wie die Arbeitsblätter oder der Lösungsschlüssel</translation>
    </message>
    <message>
        <source>worksheet: the answer grid is for a roster&apos;s students, not numbered copies: give --answer-grid without --copies</source>
        <translation>worksheet: Das Antwortraster ist für die Personen einer Klassenliste, nicht für nummerierte Exemplare: Geben Sie --answer-grid ohne --copies an</translation>
    </message>
    <message>
        <source>worksheet --answer-grid: %1 (--roster FILE.csv)</source>
        <translation>worksheet --answer-grid: %1 (--roster DATEI.csv)</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the answer grid of %n student(s), %1 pages, to %2
</source>
        <translation>
            <numerusform>Antwortraster von %n Person, %1 Seiten, nach %2 geschrieben
</numerusform>
            <numerusform>Antwortraster von %n Personen, %1 Seiten, nach %2 geschrieben
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
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Answer key · %1 · %2 · code %3 · %4</source>
        <translation>Lösungsschlüssel · %1 · %2 · Code %3 · %4</translation>
    </message>
    <message>
        <source>%1 · %2 · code %3 · %4</source>
        <translation>%1 · %2 · Code %3 · %4</translation>
    </message>
    <message>
        <source>there is no student to print a worksheet for</source>
        <translation>es gibt niemanden, für den ein Arbeitsblatt gedruckt werden kann</translation>
    </message>
    <message>
        <source>cannot paint on the printer or file</source>
        <translation>auf den Drucker oder in die Datei kann nicht gezeichnet werden</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>cannot start a new page</source>
        <translation>eine neue Seite kann nicht begonnen werden</translation>
    </message>
    <message>
        <source>cannot finish the pages</source>
        <translation>die Seiten können nicht abgeschlossen werden</translation>
    </message>
    <message>
        <source>the worksheets and the answer key cannot be the same file</source>
        <translation>die Arbeitsblätter und der Lösungsschlüssel können nicht dieselbe Datei sein</translation>
    </message>
    <message>
        <source>%1: worksheets</source>
        <translation>%1: Arbeitsblätter</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>„%1“ kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: answer key</source>
        <translation>%1: Lösungsschlüssel</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: the folder %2 does not exist</source>
        <translation>„%1“ kann nicht geschrieben werden: Der Ordner %2 existiert nicht</translation>
    </message>
    <message>
        <source>the worksheets were written to &apos;%1&apos;, but the answer key cannot be written to &apos;%2&apos;: %3</source>
        <translation>die Arbeitsblätter wurden in „%1“ geschrieben, aber der Lösungsschlüssel kann nicht in „%2“ geschrieben werden: %3</translation>
    </message>
    <message>
        <source>the class list has no student that can be used</source>
        <translation>die Klassenliste enthält keine verwendbare Person</translation>
    </message>
    <message>
        <source>the session has no roster</source>
        <translation>die Sitzung hat keine Teilnehmerliste</translation>
    </message>
</context>
<context>
    <name>WorksheetText</name>
    <message>
        <source>ANSWER KEY: for the teacher, not for the student</source>
        <translation>LÖSUNGSSCHLÜSSEL: für die Lehrkraft, nicht für die Lernenden</translation>
    </message>
    <message>
        <source>Worksheet: write your answers on this sheet</source>
        <translation>Arbeitsblatt: Schreiben Sie Ihre Antworten auf dieses Blatt</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Student id</source>
        <translation>Lernenden-ID</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Variant code</source>
        <translation>Variantencode</translation>
    </message>
    <message>
        <source>Your numbers are your own: they are the ones your screen shows in the lab session. Give every figure with four decimals unless the question says otherwise.</source>
        <translation>Ihre Zahlen gehören Ihnen allein: Es sind die, die Ihr Bildschirm in der Lab-Sitzung zeigt. Geben Sie jede Zahl mit vier Nachkommastellen an, sofern die Frage nichts anderes sagt.</translation>
    </message>
    <message>
        <source>Tick one box.</source>
        <translation>Kreuzen Sie ein Kästchen an.</translation>
    </message>
    <message>
        <source>Tick every box that applies.</source>
        <translation>Kreuzen Sie jedes zutreffende Kästchen an.</translation>
    </message>
    <message>
        <source>  ✓ correct</source>
        <translation>  ✓ richtig</translation>
    </message>
    <message>
        <source>Answer: </source>
        <translation>Antwort: </translation>
    </message>
    <message>
        <source>Write the keys (k1, k2, …) in order of their score, the largest first.</source>
        <translation>Schreiben Sie die Keys (k1, k2, …) nach ihrem Score geordnet auf, den größten zuerst.</translation>
    </message>
    <message>
        <source>Write the keys (k1, k2, …) in order of their weight, the largest first.</source>
        <translation>Schreiben Sie die Keys (k1, k2, …) nach ihrem Gewicht geordnet auf, den größten zuerst.</translation>
    </message>
    <message>
        <source>1 (largest)</source>
        <translation>1 (größter)</translation>
    </message>
    <message>
        <source>Grey cells are not asked.</source>
        <translation>Graue Zellen werden nicht gefragt.</translation>
    </message>
    <message>
        <source>Fill in the empty cells; grey cells are not asked.</source>
        <translation>Füllen Sie die leeren Zellen aus; graue Zellen werden nicht gefragt.</translation>
    </message>
    <message>
        <source>Fill in the empty cells.</source>
        <translation>Füllen Sie die leeren Zellen aus.</translation>
    </message>
    <message>
        <source>Draw your query as an arrow from the centre, then write it down.</source>
        <translation>Zeichnen Sie Ihre Query als Pfeil vom Mittelpunkt aus und schreiben Sie sie dann auf.</translation>
    </message>
    <message>
        <source>Angle: __________°      Length: __________</source>
        <translation>Winkel: __________°      Länge: __________</translation>
    </message>
    <message>
        <source>Question %1</source>
        <translation>Frage %1</translation>
    </message>
    <message>
        <source>Worked solution</source>
        <translation>Musterlösung</translation>
    </message>
    <message>
        <source>the session&apos;s exercise &apos;%1&apos; is not in this course</source>
        <translation>die Aufgabe „%1“ der Sitzung ist nicht in diesem Kurs</translation>
    </message>
    <message>
        <source>Write the letter of each item&apos;s partner in the box beside it; every letter is used once.</source>
        <translation>Schreiben Sie den Buchstaben des Gegenstücks jedes Elements in das Kästchen daneben; jeder Buchstabe kommt genau einmal vor.</translation>
    </message>
    <message>
        <source>Where the query and the keys are:</source>
        <translation>Wo die Query und die Keys liegen:</translation>
    </message>
</context>
<context>
    <name>XlsxText</name>
    <message>
        <source>the spreadsheet cannot be made</source>
        <translation>die Tabelle kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>Gradebook</source>
        <translation>Notenbuch</translation>
    </message>
    <message>
        <source>Student ID</source>
        <translation>Lernenden-ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Abgegeben</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Prozent</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Auffälligkeiten</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Einzelwerte</translation>
    </message>
    <message>
        <source>Exercise ID</source>
        <translation>Aufgaben-ID</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation>Diagnose</translation>
    </message>
    <message>
        <source>the spreadsheet was not written whole</source>
        <translation>die Tabelle wurde nicht vollständig geschrieben</translation>
    </message>
    <message>
        <source>cannot put the spreadsheet at %1</source>
        <translation>die Tabelle kann nicht unter %1 abgelegt werden</translation>
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
        <translation>Der Zeitpunkt Ihres Beitritts konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>“%1” is not an exercise of this lab session.</source>
        <translation>„%1“ ist keine Aufgabe dieser Lab-Sitzung.</translation>
    </message>
    <message>
        <source>Your work was handed in after the time was up: nothing more is recorded.</source>
        <translation>Ihre Arbeit wurde nach Ablauf der Zeit abgegeben: Es wird nichts mehr erfasst.</translation>
    </message>
    <message>
        <source>The time is up: this was not recorded.</source>
        <translation>Die Zeit ist abgelaufen: Dies wurde nicht erfasst.</translation>
    </message>
    <message>
        <source>No hand-in folder was given.</source>
        <translation>Es wurde kein Abgabeordner angegeben.</translation>
    </message>
    <message>
        <source>The folder “%1” cannot be found. Is the network drive or USB stick connected?</source>
        <translation>Der Ordner „%1“ wurde nicht gefunden. Ist das Netzlaufwerk oder der USB-Stick angeschlossen?</translation>
    </message>
    <message>
        <source>“%1” is not a folder.</source>
        <translation>„%1“ ist kein Ordner.</translation>
    </message>
    <message>
        <source>Your work could not be written to “%1”: %2</source>
        <translation>Ihre Arbeit konnte nicht nach „%1“ geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Handed in, but the receipt could not be kept: %1</source>
        <translation>Abgegeben, aber die Abgabebestätigung konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>it belongs to another lab session</source>
        <translation>gehört zu einer anderen Lab-Sitzung</translation>
    </message>
    <message>
        <source>it belongs to another learner</source>
        <translation>gehört einer anderen lernenden Person</translation>
    </message>
    <message>
        <source>“started” is not a date and time</source>
        <translation>„started“ ist kein Datum mit Uhrzeit</translation>
    </message>
    <message>
        <source>“%1” is not a date and time</source>
        <translation>„%1“ ist kein Datum mit Uhrzeit</translation>
    </message>
    <message>
        <source>“%1” is not a hand-in receipt</source>
        <translation>„%1“ ist keine Abgabebestätigung</translation>
    </message>
    <message numerus="yes">
        <source>You have %n attempt(s) at each exercise.</source>
        <translation>
            <numerusform>Sie haben bei jeder Aufgabe %n Versuch.</numerusform>
            <numerusform>Sie haben bei jeder Aufgabe %n Versuche.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each exercise allows its own number of attempts.</source>
        <translation>Jede Aufgabe erlaubt ihre eigene Anzahl an Versuchen.</translation>
    </message>
    <message>
        <source>Hints are available; each hint lowers the exercise&apos;s credit.</source>
        <translation>Es gibt Hinweise; jeder Hinweis senkt die Punkte der Aufgabe.</translation>
    </message>
    <message>
        <source>There are no hints in this session.</source>
        <translation>In dieser Sitzung gibt es keine Hinweise.</translation>
    </message>
    <message>
        <source>You may look at a worked solution; looking ends that exercise.</source>
        <translation>Sie dürfen eine Musterlösung ansehen; das Ansehen beendet diese Aufgabe.</translation>
    </message>
    <message>
        <source>Worked solutions are shown once you have handed in.</source>
        <translation>Musterlösungen werden gezeigt, sobald Sie abgegeben haben.</translation>
    </message>
    <message>
        <source>There are no worked solutions in this session.</source>
        <translation>In dieser Sitzung gibt es keine Musterlösungen.</translation>
    </message>
    <message numerus="yes">
        <source>Time limit: %n minute(s) from when you first join; then your work is handed in by itself.</source>
        <translation>
            <numerusform>Zeitlimit: %n Minute ab Ihrem ersten Beitritt; danach wird Ihre Arbeit von selbst abgegeben.</numerusform>
            <numerusform>Zeitlimit: %n Minuten ab Ihrem ersten Beitritt; danach wird Ihre Arbeit von selbst abgegeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no time limit.</source>
        <translation>Es gibt kein Zeitlimit.</translation>
    </message>
    <message numerus="yes">
        <source>Your work is handed in by itself every %n minute(s), so your teacher sees your progress.</source>
        <translation>
            <numerusform>Ihre Arbeit wird jede Minute von selbst abgegeben, damit Ihre Lehrkraft Ihren Fortschritt sieht.</numerusform>
            <numerusform>Ihre Arbeit wird alle %n Minuten von selbst abgegeben, damit Ihre Lehrkraft Ihren Fortschritt sieht.</numerusform>
        </translation>
    </message>
    <message>
        <source>The folder “%1” is there, but it is not your teacher&apos;s hand-in folder: the network drive or USB stick it stands for is probably not connected. Choose another place, or ask your teacher.</source>
        <translation>Der Ordner „%1“ ist vorhanden, aber er ist nicht der Abgabeordner Ihrer Lehrkraft: Das Netzlaufwerk oder der USB-Stick, für den er steht, ist wahrscheinlich nicht verbunden. Wählen Sie einen anderen Ort, oder fragen Sie Ihre Lehrkraft.</translation>
    </message>
    <message>
        <source>When you joined and your hand-ins could not be saved: %1</source>
        <translation>Wann Sie beigetreten sind und Ihre Abgaben konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Your answers could not be saved: %1 They are kept in this window and saved as soon as they can be; do not close it until they are.</source>
        <translation>Ihre Antworten konnten nicht gespeichert werden: %1 Sie bleiben in diesem Fenster erhalten und werden gespeichert, sobald es geht; schließen Sie es nicht vorher.</translation>
    </message>
    <message>
        <source>Each attempt after the first earns %1% less credit.</source>
        <translation>Jeder Versuch nach dem ersten bringt %1&#xa0;% weniger Punkte.</translation>
    </message>
    <message>
        <source>A later attempt earns as much as the first.</source>
        <translation>Ein späterer Versuch bringt so viele Punkte wie der erste.</translation>
    </message>
</context>
<context>
    <name>course::WorkshopModel</name>
    <message>
        <source>Query at %1°, length %2; key %3 receives the most weight, %4%; output %5.</source>
        <translation>Query bei %1°, Länge %2; Key %3 erhält das meiste Gewicht, %4&#xa0;%; Ausgabe %5.</translation>
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
        <translation>%1 hat bei „%2“ nichts getan.</translation>
    </message>
    <message>
        <source>What %1 did on “%2”, oldest first:</source>
        <translation>Was %1 bei „%2“ getan hat, das Älteste zuerst:</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation>Diagnose</translation>
    </message>
    <message>
        <source>check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>hint %1 seen</source>
        <translation>Hinweis %1 angesehen</translation>
    </message>
    <message>
        <source>solution seen</source>
        <translation>Lösung angesehen</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
</context>
<context>
    <name>ui::AttentionMatrixModel</name>
    <message>
        <source>masked</source>
        <translation>maskiert</translation>
    </message>
    <message>
        <source>“%1” (word %2) may not look at the later word “%3” (word %4).</source>
        <translation>„%1“ (Wort %2) darf nicht auf das spätere Wort „%3“ (Wort %4) blicken.</translation>
    </message>
    <message>
        <source>“%1” (word %2) gives “%3” (word %4) a weight of %5 (score %6).</source>
        <translation>„%1“ (Wort %2) gibt „%3“ (Wort %4) ein Gewicht von %5 (Score %6).</translation>
    </message>
    <message>
        <source>%1 (query)</source>
        <translation>%1 (Query)</translation>
    </message>
    <message>
        <source>Row %1: how “%2” spreads its attention</source>
        <translation>Zeile %1: wie „%2“ seine Attention verteilt</translation>
    </message>
    <message>
        <source>Column %1: the key of “%2”</source>
        <translation>Spalte %1: der Key von „%2“</translation>
    </message>
</context>
<context>
    <name>ui::ChoiceEditor</name>
    <message>
        <source>Choose one answer.</source>
        <translation>Wählen Sie eine Antwort.</translation>
    </message>
    <message>
        <source>Tick every answer that applies.</source>
        <translation>Kreuzen Sie jede zutreffende Antwort an.</translation>
    </message>
</context>
<context>
    <name>ui::ClassBoardModel</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)
%3</source>
        <translation>%1 (%2)
%3</translation>
    </message>
    <message>
        <source>%1 of %2 answered</source>
        <translation>%1 von %2 beantwortet</translation>
    </message>
    <message numerus="yes">
        <source>%n min left</source>
        <translation>
            <numerusform>noch %n Min.</numerusform>
            <numerusform>noch %n Min.</numerusform>
        </translation>
    </message>
    <message>
        <source>time is up</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>%1: %2; %3</source>
        <translation>%1: %2; %3</translation>
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
        <translation>Person %1</translation>
    </message>
</context>
<context>
    <name>ui::ClassScoreChart</name>
    <message>
        <source>Class mean</source>
        <translation>Klassenmittel</translation>
    </message>
    <message>
        <source>Class mean score per exercise (%)</source>
        <translation>Mittleres Ergebnis der Klasse je Aufgabe (%)</translation>
    </message>
    <message>
        <source>Class mean score per exercise</source>
        <translation>Mittleres Ergebnis der Klasse je Aufgabe</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ui::CourseFolderDialog</name>
    <message>
        <source>Open Course Folder</source>
        <translation>Kursordner öffnen</translation>
    </message>
    <message>
        <source>Lessons in &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Lektionen in &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Beside the built-in lessons (after them in the sidebar)</source>
        <translation>&amp;Neben den mitgelieferten Lektionen (nach ihnen in der Seitenleiste)</translation>
    </message>
    <message>
        <source>&amp;Instead of the built-in lessons (only this folder&apos;s lessons)</source>
        <translation>&amp;Statt der mitgelieferten Lektionen (nur die Lektionen dieses Ordners)</translation>
    </message>
    <message>
        <source>Problems in the folder</source>
        <translation>Probleme im Ordner</translation>
    </message>
    <message>
        <source>%1 is not a folder.</source>
        <translation>%1 ist kein Ordner.</translation>
    </message>
    <message>
        <source>No lesson of this folder can be used.</source>
        <translation>Keine Lektion dieses Ordners kann verwendet werden.</translation>
    </message>
    <message numerus="yes">
        <source>%n lesson(s) can be used: %1.</source>
        <translation>
            <numerusform>%n Lektion kann verwendet werden: %1.</numerusform>
            <numerusform>%n Lektionen können verwendet werden: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) below; what they concern is left out.</source>
        <translation>
            <numerusform>%n Problem unten; was es betrifft, wird weggelassen.</numerusform>
            <numerusform>%n Probleme unten; was sie betreffen, wird weggelassen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Some text is missing in a translation and is shown in English (below).</source>
        <translation>In einer Übersetzung fehlt Text; er wird auf Englisch gezeigt (unten).</translation>
    </message>
</context>
<context>
    <name>ui::CourseOutlineModel</name>
    <message>
        <source>Workshop (free play)</source>
        <translation>Werkstatt (freies Ausprobieren)</translation>
    </message>
    <message>
        <source>The plate&apos;s five keys and a query you can turn and lengthen</source>
        <translation>Die fünf Keys der Tafel und eine Query, die Sie drehen und verlängern können</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>Ihr Fortschritt</translation>
    </message>
    <message>
        <source>Each lesson&apos;s pages read, exercise score and what remains to do</source>
        <translation>Für jede Lektion: gelesene Seiten, Ergebnis der Aufgaben und was noch zu tun ist</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>⚠ %1 (cannot be loaded)</source>
        <translation>⚠ %1 (kann nicht geladen werden)</translation>
    </message>
    <message>
        <source>%1 (%2/%3)</source>
        <translation>%1 (%2/%3)</translation>
    </message>
    <message>
        <source>This lesson has problems in its files; open it to see them.</source>
        <translation>Die Dateien dieser Lektion enthalten Fehler; öffnen Sie sie, um sie zu sehen.</translation>
    </message>
    <message>
        <source>✎ Exercises (%1/%2 solved)</source>
        <translation>✎ Aufgaben (%1/%2 gelöst)</translation>
    </message>
    <message>
        <source>Exercises: %1 of %2 solved, %3 finished, credit %4 of %5</source>
        <translation>Aufgaben: %1 von %2 gelöst, %3 abgeschlossen, Punkte %4 von %5</translation>
    </message>
    <message>
        <source>all finished</source>
        <translation>alle abgeschlossen</translation>
    </message>
    <message>
        <source>not all finished</source>
        <translation>nicht alle abgeschlossen</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>not yet read</source>
        <translation>noch nicht gelesen</translation>
    </message>
    <message>
        <source>%1: pages read %2 of %3</source>
        <translation>%1: %2 von %3 Seiten gelesen</translation>
    </message>
    <message>
        <source>%1 (%2/%3) — from %4</source>
        <translation>%1 (%2/%3) — aus %4</translation>
    </message>
    <message>
        <source>%1
A teacher&apos;s lesson, from the folder %2</source>
        <translation>%1
Eine Lektion der Lehrkraft, aus dem Ordner %2</translation>
    </message>
</context>
<context>
    <name>ui::DictionaryPanel</name>
    <message>
        <source>How the two lookups compare</source>
        <translation>Die beiden Arten des Nachschlagens im Vergleich</translation>
    </message>
    <message>
        <source>A dictionary</source>
        <translation>Ein Wörterbuch</translation>
    </message>
    <message>
        <source>k%1 = %2 → %3</source>
        <translation>k%1 = %2 → %3</translation>
    </message>
    <message>
        <source>Its keys and values:&lt;br&gt;%1</source>
        <translation>Seine Keys und Values:&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>The dictionary&apos;s keys and values</source>
        <translation>Die Keys und Values des Wörterbuchs</translation>
    </message>
    <message>
        <source>key %1 (k%1)</source>
        <translation>Key %1 (k%1)</translation>
    </message>
    <message>
        <source>What to look up in the dictionary</source>
        <translation>Was im Wörterbuch nachgeschlagen wird</translation>
    </message>
    <message>
        <source>&amp;Look up:</source>
        <translation>&amp;Nachschlagen:</translation>
    </message>
    <message>
        <source>Dictionary result</source>
        <translation>Ergebnis des Wörterbuchs</translation>
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
        <translation>Schärfefaktor β auf den Scores (Regler)</translation>
    </message>
    <message>
        <source>Sharpness factor β on the scores</source>
        <translation>Schärfefaktor β auf den Scores</translation>
    </message>
    <message>
        <source>&amp;Sharpness β:</source>
        <translation>&amp;Schärfe β:</translation>
    </message>
    <message>
        <source>Attention output</source>
        <translation>Ausgabe der Attention</translation>
    </message>
    <message>
        <source>Hard lookup result</source>
        <translation>Ergebnis des harten Nachschlagens</translation>
    </message>
    <message>
        <source>KeyError: no key equals %1</source>
        <translation>KeyError: Kein Key ist gleich %1</translation>
    </message>
    <message>
        <source>the query q (%1°, %2)</source>
        <translation>die Query q (%1°; %2)</translation>
    </message>
    <message>
        <source>Found key %1, value %2</source>
        <translation>Key %1 gefunden, Value %2</translation>
    </message>
    <message>
        <source>Attention output %1 at sharpness %2</source>
        <translation>Ausgabe der Attention %1 bei Schärfe %2</translation>
    </message>
    <message>
        <source>The hard lookup picks key %1, value %2</source>
        <translation>Das harte Nachschlagen wählt Key %1, Value %2</translation>
    </message>
    <message>
        <source>β = %1</source>
        <translation>β = %1</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;font-size:large&apos;&gt;Attention returns &lt;b&gt;%1&lt;/b&gt; at %2&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;font-size:large&apos;&gt;Die Attention liefert &lt;b&gt;%1&lt;/b&gt; bei %2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>key %1 → &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Key %1 → &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>At %1 the blend has become the hard lookup: attention returns %2, the value of key %3, as a dictionary would if you looked up key %3 itself.</source>
        <translation>Bei %1 ist die Mischung zum harten Nachschlagen geworden: Die Attention liefert %2, den Value von Key %3, wie ein Wörterbuch, wenn Sie Key %3 selbst nachschlagen würden.</translation>
    </message>
    <message>
        <source>β = 0</source>
        <translation>β = 0</translation>
    </message>
    <message>
        <source>At %1 attention blends every value into %2; the hard lookup would return %3. Raise β far and the blend ends up near %3; at %4 it is the plain average, %5.</source>
        <translation>Bei %1 mischt die Attention alle Values zu %2; das harte Nachschlagen würde %3 liefern. Erhöhen Sie β stark, und die Mischung landet nahe bei %3; bei %4 ist sie der einfache Mittelwert, %5.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:x-large&apos;&gt;→ &lt;b&gt;%1&lt;/b&gt;&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;font-size:x-large&apos;&gt;→ &lt;b&gt;%1&lt;/b&gt;&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Found: what you looked up equals key %1 exactly.</source>
        <translation>Gefunden: Das Nachgeschlagene ist genau gleich Key %1.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:large; color:%1&apos;&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;font-size:large; color:%1&apos;&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Failed: no key is exactly equal, so the dictionary has no answer at all.</source>
        <translation>Gescheitert: Kein Key ist genau gleich, also hat das Wörterbuch überhaupt keine Antwort.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dictionary or attention?&lt;/b&gt; Both look up a value by a key. A dictionary returns a value only when what you look up &lt;i&gt;equals&lt;/i&gt; one of its keys; attention compares the &lt;a href=&quot;glossary:query&quot;&gt;query&lt;/a&gt; with &lt;i&gt;every&lt;/i&gt; key and returns a blend of all the values, weighted by how well each key matches.</source>
        <translation>&lt;b&gt;Wörterbuch oder Attention?&lt;/b&gt; Beide schlagen einen Value über einen Key nach. Ein Wörterbuch liefert nur dann einen Value, wenn das Nachgeschlagene einem seiner Keys &lt;i&gt;gleicht&lt;/i&gt;; die Attention vergleicht die &lt;a href=&quot;glossary:query&quot;&gt;Query&lt;/a&gt; mit &lt;i&gt;jedem&lt;/i&gt; Key und liefert eine Mischung aller Values, gewichtet danach, wie gut jeder Key passt.</translation>
    </message>
    <message>
        <source>Hard lookup (only the key with the largest score): %1</source>
        <translation>Hartes Nachschlagen (nur der Key mit dem größten Score): %1</translation>
    </message>
    <message>
        <source>β, the sharpness, multiplies every score before the &lt;a href=&quot;glossary:softmax&quot;&gt;softmax&lt;/a&gt;.</source>
        <translation>β, die Schärfe, multipliziert jeden Score vor der &lt;a href=&quot;glossary:softmax&quot;&gt;Softmax&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>Where they differ: the dictionary either hits a key exactly or fails with a KeyError; attention never fails, and its answer changes smoothly with the query and β: a small nudge moves the answer only a little, which is what lets a network learn it.</source>
        <translation>Wo sie sich unterscheiden: Das Wörterbuch trifft entweder genau einen Key oder scheitert mit einem KeyError; die Attention scheitert nie, und ihre Antwort ändert sich glatt mit der Query und β: Ein kleiner Stoß bewegt die Antwort nur ein wenig, und genau das lässt ein Netz sie lernen.</translation>
    </message>
</context>
<context>
    <name>ui::EditKeysDialog</name>
    <message>
        <source>Key name</source>
        <translation>Key-Name</translation>
    </message>
    <message>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <source>Key angle in degrees</source>
        <translation>Winkel des Keys in Grad</translation>
    </message>
    <message>
        <source>Key length</source>
        <translation>Länge des Keys</translation>
    </message>
    <message>
        <source>Key value</source>
        <translation>Value des Keys</translation>
    </message>
    <message>
        <source>Edit Keys</source>
        <translation>Keys bearbeiten</translation>
    </message>
    <message>
        <source>The keys of the free workshop: from %1 to %2, each with a name, a direction, a length and a value. The lessons keep the plate&apos;s five keys whatever you choose here. On the plane, Shift+drag a key&apos;s tip to move it.</source>
        <translation>Die Keys der freien Werkstatt: %1 bis %2, jeder mit einem Namen, einer Richtung, einer Länge und einem Value. Die Lektionen behalten die fünf Keys der Tafel, was immer Sie hier wählen. Ziehen Sie auf der Ebene die Spitze eines Keys mit gedrückter Umschalttaste, um ihn zu verschieben.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>&amp;Add Key</source>
        <translation>Key &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove Key</source>
        <translation>Key &amp;entfernen</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Reset to the &amp;Plate&apos;s Layout</source>
        <translation>Auf die Anordnung der &amp;Tafel zurücksetzen</translation>
    </message>
    <message>
        <source>Problems with the keys</source>
        <translation>Probleme mit den Keys</translation>
    </message>
    <message>
        <source>A workshop has at most %1 keys.</source>
        <translation>Eine Werkstatt hat höchstens %1 Keys.</translation>
    </message>
    <message>
        <source>A workshop needs at least %1 keys.</source>
        <translation>Eine Werkstatt braucht mindestens %1 Keys.</translation>
    </message>
</context>
<context>
    <name>ui::EquationLabel</name>
    <message>
        <source>output = Σ w&lt;sub&gt;i&lt;/sub&gt;·v&lt;sub&gt;i&lt;/sub&gt; =</source>
        <translation>Ausgabe = Σ w&lt;sub&gt;i&lt;/sub&gt;·v&lt;sub&gt;i&lt;/sub&gt; =</translation>
    </message>
    <message>
        <source>output = Σ wᵢ·vᵢ = %1</source>
        <translation>Ausgabe = Σ wᵢ·vᵢ = %1</translation>
    </message>
</context>
<context>
    <name>ui::ExerciseSetView</name>
    <message>
        <source>Exercises</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>Score summary</source>
        <translation>Ergebnisübersicht</translation>
    </message>
    <message>
        <source>Total credit and credit per objective</source>
        <translation>Punkte insgesamt und je Lernziel</translation>
    </message>
    <message>
        <source>&amp;Previous exercise</source>
        <translation>&amp;Vorherige Aufgabe</translation>
    </message>
    <message>
        <source>&amp;Next exercise</source>
        <translation>&amp;Nächste Aufgabe</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Your score&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Ihr Ergebnis&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Score of %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Ergebnis von %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Credit per objective</source>
        <translation>Punkte je Lernziel</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Lernziel</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>Partly right</source>
        <translation>Teilweise richtig</translation>
    </message>
    <message>
        <source>Not solved</source>
        <translation>Nicht gelöst</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>In Bearbeitung</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht begonnen</translation>
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
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1; credit %2; %3</source>
        <translation>%1; Punkte %2; %3</translation>
    </message>
    <message>
        <source>There are no exercises in this set.</source>
        <translation>In dieser Aufgabenreihe gibt es keine Aufgaben.</translation>
    </message>
    <message>
        <source>Total credit: %1 of %2 (%3)</source>
        <translation>Punkte insgesamt: %1 von %2 (%3)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Every exercise is finished.</source>
        <translation>Jede Aufgabe ist abgeschlossen.</translation>
    </message>
    <message numerus="yes">
        <source>%n exercise(s) not finished yet: their credit may still grow.</source>
        <translation>
            <numerusform>%n Aufgabe ist noch nicht abgeschlossen: Die Punkte dafür können noch steigen.</numerusform>
            <numerusform>%n Aufgaben sind noch nicht abgeschlossen: Die Punkte dafür können noch steigen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exercise %1 of %2 — %3</source>
        <translation>Aufgabe %1 von %2 — %3</translation>
    </message>
    <message>
        <source>Score su&amp;mmary</source>
        <translation>&amp;Ergebnisübersicht</translation>
    </message>
    <message>
        <source>Objective: %1</source>
        <translation>Lernziel: %1</translation>
    </message>
    <message>
        <source>%1 %2. %3 (%4)</source>
        <translation>%1 %2. %3 (%4)</translation>
    </message>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>Aufgabe %1 von %2</translation>
    </message>
</context>
<context>
    <name>ui::ExerciseWidget</name>
    <message>
        <source>&lt;b&gt;Rules.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Regeln.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>Check your answer (Enter)</source>
        <translation>Antwort prüfen (Eingabetaste)</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>&amp;Musterlösung zeigen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Rückmeldung</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>&lt;b&gt;Worked solution&lt;/b&gt;</source>
        <translation>&lt;b&gt;Musterlösung&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Worked solution</source>
        <translation>Musterlösung</translation>
    </message>
    <message>
        <source>✓ Correct</source>
        <translation>✓ Richtig</translation>
    </message>
    <message>
        <source>✗ Not quite</source>
        <translation>✗ Nicht ganz</translation>
    </message>
    <message numerus="yes">
        <source>Solved with %n attempt(s)</source>
        <translation>
            <numerusform>Gelöst mit %n Versuch</numerusform>
            <numerusform>Gelöst mit %n Versuchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n attempt(s) used</source>
        <translation>
            <numerusform>Abgeschlossen: %n Versuch verbraucht</numerusform>
            <numerusform>Abgeschlossen: %n Versuche verbraucht</numerusform>
        </translation>
    </message>
    <message>
        <source>Attempts left: %1 of %2</source>
        <translation>Verbleibende Versuche: %1 von %2</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Credit so far: %1</source>
        <translation>Bisherige Punkte: %1</translation>
    </message>
    <message numerus="yes">
        <source>Credit so far: %1 (at most %2 after %n hint(s))</source>
        <translation>
            <numerusform>Bisherige Punkte: %1 (höchstens %2 nach %n Hinweis)</numerusform>
            <numerusform>Bisherige Punkte: %1 (höchstens %2 nach %n Hinweisen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) left</source>
        <translation>
            <numerusform>Noch %n Hinweis</numerusform>
            <numerusform>Noch %n Hinweise</numerusform>
        </translation>
    </message>
    <message>
        <source>**Hint %1.** %2</source>
        <translation>**Hinweis %1.** %2</translation>
    </message>
    <message>
        <source>Shows the worked solution</source>
        <translation>Zeigt die Musterlösung</translation>
    </message>
    <message>
        <source>Shows the worked solution and ends the exercise: no more attempts</source>
        <translation>Zeigt die Musterlösung und beendet die Aufgabe: keine weiteren Versuche</translation>
    </message>
    <message>
        <source>✓ Solved</source>
        <translation>✓ Gelöst</translation>
    </message>
    <message>
        <source>◐ Partly right</source>
        <translation>◐ Teilweise richtig</translation>
    </message>
    <message>
        <source>✗ Not solved</source>
        <translation>✗ Nicht gelöst</translation>
    </message>
    <message>
        <source>Solution shown</source>
        <translation>Musterlösung gezeigt</translation>
    </message>
    <message>
        <source>◐ Partly right (%1% of the answer)</source>
        <translation>◐ Teilweise richtig (%1&#xa0;% der Antwort)</translation>
    </message>
    <message>
        <source>? Not a number — no attempt used</source>
        <translation>? Keine Zahl — kein Versuch verbraucht</translation>
    </message>
    <message>
        <source>? Not counted — no attempt used</source>
        <translation>? Nicht gewertet — kein Versuch verbraucht</translation>
    </message>
    <message>
        <source>Show h&amp;int</source>
        <translation>Hinweis &amp;zeigen</translation>
    </message>
    <message>
        <source>No more h&amp;ints</source>
        <translation>Keine Hinweise meh&amp;r</translation>
    </message>
    <message>
        <source>Show h&amp;int (−%1 credit)</source>
        <translation>Hinweis &amp;zeigen (−%1 Punkte)</translation>
    </message>
    <message>
        <source>Show h&amp;int (free)</source>
        <translation>Hinweis &amp;zeigen (kostenlos)</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Hint %1: %2</source>
        <translation>Hinweis %1: %2</translation>
    </message>
    <message>
        <source>Credit so far: %1 (your next attempt can earn at most %2)</source>
        <translation>Bisherige Punkte: %1 (Ihr nächster Versuch bringt höchstens %2)</translation>
    </message>
</context>
<context>
    <name>ui::ExportFigureDialog</name>
    <message>
        <source>Export Figure</source>
        <translation>Abbildung exportieren</translation>
    </message>
    <message>
        <source>The plane (keys and query)</source>
        <translation>Die Ebene (Keys und Query)</translation>
    </message>
    <message>
        <source>The weight chart</source>
        <translation>Das Gewichtsdiagramm</translation>
    </message>
    <message>
        <source>The trace table</source>
        <translation>Die Rechentabelle</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Abbildung</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Width in pixels</source>
        <translation>Breite in Pixeln</translation>
    </message>
    <message>
        <source>Height in pixels</source>
        <translation>Höhe in Pixeln</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>figure.png or figure.svg</source>
        <translation>abbildung.png oder abbildung.svg</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Figure:</source>
        <translation>&amp;Abbildung:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>Da&amp;tei:</translation>
    </message>
    <message>
        <source>The file&apos;s suffix chooses the format: .png for a picture, .svg for a drawing that stays sharp at any size.</source>
        <translation>Die Dateiendung bestimmt das Format: .png für ein Bild, .svg für eine Zeichnung, die in jeder Größe scharf bleibt.</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>PNG picture (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Choose a file to write.</source>
        <translation>Wählen Sie eine Datei zum Schreiben.</translation>
    </message>
    <message>
        <source>The figure was not written: %1</source>
        <translation>Die Abbildung wurde nicht geschrieben: %1</translation>
    </message>
</context>
<context>
    <name>ui::FeedbackDialog</name>
    <message>
        <source>No answer</source>
        <translation>Keine Antwort</translation>
    </message>
    <message>
        <source>right</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>falsch</translation>
    </message>
    <message>
        <source>right from your earlier figure</source>
        <translation>richtig, ausgehend von Ihrer früheren Zahl</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>keine Zahl</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Σ</source>
        <translation>Σ</translation>
    </message>
    <message>
        <source>Key %1</source>
        <translation>Key %1</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>Key %1</translation>
    </message>
    <message>
        <source>a query at %1°, length %2</source>
        <translation>eine Query bei %1°, Länge %2</translation>
    </message>
    <message>
        <source>Feedback for %1 (%2) on the work handed in %3.</source>
        <translation>Rückmeldung für %1 (%2) zur Arbeit, abgegeben %3.</translation>
    </message>
    <message>
        <source>at an unknown time</source>
        <translation>zu einem unbekannten Zeitpunkt</translation>
    </message>
    <message>
        <source>Score: %1 of %2 (%3)</source>
        <translation>Ergebnis: %1 von %2 (%3)</translation>
    </message>
    <message>
        <source>Your teacher&apos;s comment</source>
        <translation>Kommentar Ihrer Lehrkraft</translation>
    </message>
    <message>
        <source>%1. %2 — %3 of %4</source>
        <translation>%1. %2 — %3 von %4</translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n Versuch</numerusform>
            <numerusform>%n Versuche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) shown</source>
        <translation>
            <numerusform>%n Hinweis gezeigt</numerusform>
            <numerusform>%n Hinweise gezeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>solution shown</source>
        <translation>Musterlösung gezeigt</translation>
    </message>
    <message>
        <source>You did not answer this exercise.</source>
        <translation>Sie haben diese Aufgabe nicht beantwortet.</translation>
    </message>
    <message>
        <source>Your last answer:</source>
        <translation>Ihre letzte Antwort:</translation>
    </message>
    <message>
        <source>Feedback — %1</source>
        <translation>Rückmeldung — %1</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Rückmeldung</translation>
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
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Your teacher&apos;s comment to you</source>
        <translation>Kommentar Ihrer Lehrkraft an Sie</translation>
    </message>
    <message>
        <source>Token %1</source>
        <translation>Token %1</translation>
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
        <translation>Fehlt: keine Abgabe</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>No flags.</source>
        <translation>Keine Auffälligkeiten.</translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s):</source>
        <translation>
            <numerusform>%n Auffälligkeit:</numerusform>
            <numerusform>%n Auffälligkeiten:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no hand-in</source>
        <translation>%1: keine Abgabe</translation>
    </message>
    <message>
        <source>%1: %2 of 1, recomputed from the answers</source>
        <translation>%1: %2 von 1, aus den Antworten neu berechnet</translation>
    </message>
    <message>
        <source>Last hand-in %1
%2</source>
        <translation>Letzte Abgabe am %1
%2</translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s)</source>
        <translation>
            <numerusform>%n Auffälligkeit</numerusform>
            <numerusform>%n Auffälligkeiten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2): score in percent, recomputed from each student&apos;s answers</source>
        <translation>%1 (%2): Ergebnis in Prozent, aus den Antworten jeder Person neu berechnet</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Lernende</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Prozent</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Auffälligkeiten</translation>
    </message>
    <message>
        <source>not tried</source>
        <translation>nicht versucht</translation>
    </message>
    <message>
        <source>%1: not tried (no answer checked)</source>
        <translation>%1: nicht versucht (keine Antwort geprüft)</translation>
    </message>
    <message>
        <source>%1 (timed out)</source>
        <translation>%1 (Zeit abgelaufen)</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Abgegeben</translation>
    </message>
</context>
<context>
    <name>ui::GradebookWindow</name>
    <message>
        <source>Spreadsheet, plain CSV (*.csv)</source>
        <translation>Tabellenkalkulation, einfaches CSV (*.csv)</translation>
    </message>
    <message>
        <source>Moodle grade import (*.csv)</source>
        <translation>Moodle-Notenimport (*.csv)</translation>
    </message>
    <message>
        <source>Canvas gradebook import (*.csv)</source>
        <translation>Canvas-Notenbuchimport (*.csv)</translation>
    </message>
    <message>
        <source>Gradebook: %1</source>
        <translation>Notenbuch: %1</translation>
    </message>
    <message>
        <source>&amp;Gradebook</source>
        <translation>&amp;Notenbuch</translation>
    </message>
    <message>
        <source>What to &amp;Re-teach</source>
        <translation>Was erneut &amp;erklären</translation>
    </message>
    <message>
        <source>Class &amp;Board</source>
        <translation>&amp;Klassenübersicht</translation>
    </message>
    <message>
        <source>Gradebook: students and their scores</source>
        <translation>Notenbuch: Lernende und ihre Ergebnisse</translation>
    </message>
    <message>
        <source>Selected student</source>
        <translation>Ausgewählte Person</translation>
    </message>
    <message>
        <source>The selected student&apos;s hand-in and flags</source>
        <translation>Abgabe und Auffälligkeiten der ausgewählten Person</translation>
    </message>
    <message>
        <source>Select a student to see their hand-in and flags.</source>
        <translation>Wählen Sie eine Person aus, um ihre Abgabe und Auffälligkeiten zu sehen.</translation>
    </message>
    <message>
        <source>Files that could not be read</source>
        <translation>Dateien, die nicht gelesen werden konnten</translation>
    </message>
    <message>
        <source>Files that could not be read, and why</source>
        <translation>Dateien, die nicht gelesen werden konnten, und warum</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>For every exercise: the class&apos;s mean score, how many solved and tried it, the checks and hints it took, and the mistakes made most often. Click a heading to sort.</source>
        <translation>Für jede Aufgabe: das mittlere Ergebnis der Klasse, wie viele sie gelöst und versucht haben, die dafür nötigen Prüfungen und Hinweise und die häufigsten Fehler. Klicken Sie auf eine Spaltenüberschrift, um zu sortieren.</translation>
    </message>
    <message>
        <source>What to re-teach, by exercise</source>
        <translation>Was erneut erklären, nach Aufgabe</translation>
    </message>
    <message>
        <source>Nothing to summarise yet: no exercise has been graded.</source>
        <translation>Noch nichts zusammenzufassen: Es wurde noch keine Aufgabe bewertet.</translation>
    </message>
    <message>
        <source>Class board: every student and where they are</source>
        <translation>Klassenübersicht: alle Lernenden und wo sie stehen</translation>
    </message>
    <message>
        <source>Write &amp;Feedback…</source>
        <translation>&amp;Rückmeldungen schreiben…</translation>
    </message>
    <message>
        <source>Write each student a feedback file with their marks and your comment</source>
        <translation>Jeder Person eine Rückmeldungsdatei mit ihren Bewertungen und Ihrem Kommentar schreiben</translation>
    </message>
    <message>
        <source>&amp;Add Hand-in Folder…</source>
        <translation>Abgabeordner &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Rescan Now</source>
        <translation>&amp;Jetzt neu einlesen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>&amp;Sitzung</translation>
    </message>
    <message>
        <source>Gradebook</source>
        <translation>Notenbuch</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s); </source>
        <translation>
            <numerusform>%n lernende Person; </numerusform>
            <numerusform>%n Lernende; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n handed in</source>
        <translation>
            <numerusform>%n hat abgegeben</numerusform>
            <numerusform>%n haben abgegeben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n still working (their latest automatic hand-in is graded)</source>
        <translation>
            <numerusform>; %n arbeitet noch (die letzte automatische Abgabe wird bewertet)</numerusform>
            <numerusform>; %n arbeiten noch (jeweils die letzte automatische Abgabe wird bewertet)</numerusform>
        </translation>
    </message>
    <message>
        <source>. Every score is recomputed from the students&apos; own answers.</source>
        <translation>. Jedes Ergebnis wird aus den eigenen Antworten der Lernenden neu berechnet.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be found.</source>
        <translation>Der Ordner %1 wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>Missing: nobody.</source>
        <translation>Fehlt: niemand.</translation>
    </message>
    <message>
        <source>Missing (no hand-in): %1</source>
        <translation>Fehlt (keine Abgabe): %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Files that could not be read (%1)</source>
        <translation>Dateien, die nicht gelesen werden konnten (%1)</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>Updated at %1; the folders are watched and read again every %n second(s).</source>
        <translation>
            <numerusform>Aktualisiert um %1; die Ordner werden überwacht und jede Sekunde neu gelesen.</numerusform>
            <numerusform>Aktualisiert um %1; die Ordner werden überwacht und alle %n Sekunden neu gelesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Read at %1 from %2</source>
        <translation>Gelesen um %1 aus %2</translation>
    </message>
    <message>
        <source>no folder</source>
        <translation>keinem Ordner</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Handed in %1: %2</source>
        <translation>Abgegeben am %1: %2</translation>
    </message>
    <message>
        <source>Total %1 of %2</source>
        <translation>Summe %1 von %2</translation>
    </message>
    <message>
        <source>No flags.</source>
        <translation>Keine Auffälligkeiten.</translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s):</source>
        <translation>
            <numerusform>%n Auffälligkeit:</numerusform>
            <numerusform>%n Auffälligkeiten:</numerusform>
        </translation>
    </message>
    <message>
        <source>The gradebook could not be written to %1: %2</source>
        <translation>Das Notenbuch konnte nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n student(s) to %1</source>
        <translation>
            <numerusform>Nach %1 exportiert: %n lernende Person</numerusform>
            <numerusform>Nach %1 exportiert: %n Lernende</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n feedback file(s) written to %1.</source>
        <translation>
            <numerusform>%n Rückmeldungsdatei nach %1 geschrieben.</numerusform>
            <numerusform>%n Rückmeldungsdateien nach %1 geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Write Feedback</source>
        <translation>Rückmeldungen schreiben</translation>
    </message>
    <message>
        <source>Not written:</source>
        <translation>Nicht geschrieben:</translation>
    </message>
    <message>
        <source>Worksheet code: %1</source>
        <translation>Arbeitsblatt-Code: %1</translation>
    </message>
    <message>
        <source>Gradebook, re-teaching and class board</source>
        <translation>Notenbuch, erneut zu Erklärendes und Klassenübersicht</translation>
    </message>
    <message>
        <source>Waiting for the hand-in folders… (a network folder may be slow or gone); the gradebook below is from %1.</source>
        <translation>Warten auf die Abgabeordner … (ein Netzwerkordner ist vielleicht langsam oder weg); das Notenbuch unten ist von %1.</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>noch keinem Zeitpunkt</translation>
    </message>
    <message>
        <source>The hand-ins are still being read: export once the gradebook is shown.</source>
        <translation>Die Abgaben werden noch gelesen: Exportieren Sie, sobald das Notenbuch angezeigt wird.</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) get no grade in the file, their work not being final:</source>
        <translation>
            <numerusform>%n Person erhält in der Datei keine Bewertung, da ihre Arbeit nicht abgegeben ist:</numerusform>
            <numerusform>%n Personen erhalten in der Datei keine Bewertung, da ihre Arbeit nicht abgegeben ist:</numerusform>
        </translation>
    </message>
    <message>
        <source>Import into the Learning Platform</source>
        <translation>In die Lernplattform importieren</translation>
    </message>
    <message>
        <source>Spreadsheet for LibreOffice or Excel (*.xlsx)</source>
        <translation>Tabelle für LibreOffice oder Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>Export Gradebook</source>
        <translation>Notenbuch exportieren</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Write the gradebook as a spreadsheet (.xlsx) or as CSV for Moodle, Canvas or a spreadsheet</source>
        <translation>Das Notenbuch als Tabelle (.xlsx) oder als CSV für Moodle, Canvas oder eine Tabellenkalkulation schreiben</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message numerus="yes">
        <source>Over the %n student(s) who handed in, the session&apos;s consistency (Cronbach&apos;s alpha) is %1: %2. Point at a discrimination for how that exercise worked.</source>
        <translation>
            <numerusform>Über die %n Person, die abgegeben hat, beträgt die Konsistenz der Sitzung (Cronbachs Alpha) %1: %2. Zeigen Sie auf eine Trennschärfe, um zu sehen, wie diese Aufgabe funktioniert hat.</numerusform>
            <numerusform>Über die %n Lernenden, die abgegeben haben, beträgt die Konsistenz der Sitzung (Cronbachs Alpha) %1: %2. Zeigen Sie auf eine Trennschärfe, um zu sehen, wie diese Aufgabe funktioniert hat.</numerusform>
        </translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Each is sealed for its student: only they open it, with the feedback code their lab window showed them.</source>
        <translation>Jede ist für ihre Person versiegelt: Nur sie öffnet sie, mit dem Rückmeldungscode, den ihr Lab-Fenster ihr gezeigt hat.</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Next Tab</source>
        <translation>Nächste Regis&amp;terkarte</translation>
    </message>
    <message>
        <source>&amp;Previous Tab</source>
        <translation>&amp;Vorherige Registerkarte</translation>
    </message>
    <message>
        <source>with your comment to %1: “%2”</source>
        <translation>mit Ihrem Kommentar an %1: „%2“</translation>
    </message>
    <message>
        <source>Your comment to the class: “%1”</source>
        <translation>Ihr Kommentar an die Klasse: „%1“</translation>
    </message>
    <message>
        <source>The class board and what to re-teach, large and without names, for a projector (Shift+F5; Esc leaves)</source>
        <translation>Die Klassenübersicht und was erneut zu erklären ist, groß und ohne Namen, für einen Beamer (Umschalt+F5; Esc beendet)</translation>
    </message>
    <message>
        <source>Leave the Class View</source>
        <translation>Klassenansicht beenden</translation>
    </message>
    <message>
        <source>Present to the &amp;Class</source>
        <translation>Der Klasse &amp;präsentieren</translation>
    </message>
    <message>
        <source>Show Na&amp;mes</source>
        <translation>Na&amp;men zeigen</translation>
    </message>
    <message>
        <source>Add Hand-in Folder</source>
        <translation>Abgabeordner hinzufügen</translation>
    </message>
</context>
<context>
    <name>ui::HandInFoldersDialog</name>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Hand-in Folders</source>
        <translation>Abgabeordner</translation>
    </message>
    <message>
        <source>&amp;Folders to read hand-ins from (a shared folder, USB sticks):</source>
        <translation>&amp;Ordner, aus denen Abgaben gelesen werden (ein freigegebener Ordner, USB-Sticks):</translation>
    </message>
    <message>
        <source>Hand-in folders</source>
        <translation>Abgabeordner</translation>
    </message>
    <message>
        <source>&amp;Add Folder…</source>
        <translation>Ordner &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Open Gradebook</source>
        <translation>&amp;Notenbuch öffnen</translation>
    </message>
    <message>
        <source>Add Hand-in Folder</source>
        <translation>Abgabeordner hinzufügen</translation>
    </message>
</context>
<context>
    <name>ui::ImportOptionsDialog</name>
    <message>
        <source>Also grade &amp;unfinished work (still working, stuck)</source>
        <translation>Auch &amp;unfertige Arbeit bewerten (arbeitet noch, kommt nicht weiter)</translation>
    </message>
    <message>
        <source>Export for Canvas</source>
        <translation>Export für Canvas</translation>
    </message>
    <message>
        <source>Export for Moodle</source>
        <translation>Export für Moodle</translation>
    </message>
    <message>
        <source>Canvas takes the grade as it is written. Give the assignment&apos;s maximum, and its number so that the grades go to that assignment and not to a new one.</source>
        <translation>Canvas übernimmt die Bewertung so, wie sie geschrieben ist. Geben Sie die Höchstpunktzahl der Aufgabe an und ihre Nummer, damit die Bewertungen in diese Aufgabe gehen und nicht in eine neue.</translation>
    </message>
    <message>
        <source>Moodle takes the grade as it is written, without rescaling it: the grade item&apos;s maximum must be the one written here.</source>
        <translation>Moodle übernimmt die Bewertung so, wie sie geschrieben ist, ohne sie umzurechnen: Die Höchstpunktzahl der Bewertungsaktivität muss die hier angegebene sein.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s), one per exercise</source>
        <translation>
            <numerusform>%n Punkt, einer pro Aufgabe</numerusform>
            <numerusform>%n Punkte, einer pro Aufgabe</numerusform>
        </translation>
    </message>
    <message>
        <source>Grade out of</source>
        <translation>Bewertung von</translation>
    </message>
    <message>
        <source>The grade item&apos;s maximum; the lowest value is one point per exercise.</source>
        <translation>Die Höchstpunktzahl der Bewertungsaktivität; der kleinste Wert ist ein Punkt pro Aufgabe.</translation>
    </message>
    <message>
        <source>&amp;Grade out of:</source>
        <translation>&amp;Bewertung von:</translation>
    </message>
    <message>
        <source>Optional: e.g. 4217, from …/assignments/4217</source>
        <translation>Optional: z. B. 4217, aus …/assignments/4217</translation>
    </message>
    <message>
        <source>Canvas assignment number</source>
        <translation>Nummer der Canvas-Aufgabe</translation>
    </message>
    <message>
        <source>&amp;Assignment number:</source>
        <translation>&amp;Aufgabennummer:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
</context>
<context>
    <name>ui::JoinLabDialog</name>
    <message>
        <source>Join Lab Session</source>
        <translation>An Lab-Sitzung teilnehmen</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Teilnehmen</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>kein Zeitlimit</translation>
    </message>
    <message numerus="yes">
        <source>%n exercise(s) · %1</source>
        <translation>
            <numerusform>%n Aufgabe · %1</numerusform>
            <numerusform>%n Aufgaben · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>You will choose where to hand in (a shared folder or a USB stick).</source>
        <translation>Sie wählen selbst, wohin Sie abgeben (ein freigegebener Ordner oder ein USB-Stick).</translation>
    </message>
    <message>
        <source>Your work is handed in to %1.</source>
        <translation>Ihre Arbeit wird in %1 abgegeben.</translation>
    </message>
    <message>
        <source>&lt;b&gt;⚠ This session was made for other course content.&lt;/b&gt; What you see may not match what your teacher prepared; tell your teacher. What differs:&lt;ul&gt;%1&lt;/ul&gt;</source>
        <translation>&lt;b&gt;⚠ Diese Sitzung wurde für andere Kursinhalte erstellt.&lt;/b&gt; Was Sie sehen, passt vielleicht nicht zu dem, was Ihre Lehrkraft vorbereitet hat; sagen Sie es Ihrer Lehrkraft. Was sich unterscheidet:&lt;ul&gt;%1&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Learner id: %1</source>
        <translation>Lernenden-ID: %1</translation>
    </message>
    <message>
        <source>Type part of your name</source>
        <translation>Geben Sie einen Teil Ihres Namens ein</translation>
    </message>
    <message>
        <source>Find your &amp;name:</source>
        <translation>Ihren &amp;Namen suchen:</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Lernende</translation>
    </message>
    <message>
        <source>First and last name, as your teacher knows you</source>
        <translation>Vor- und Nachname, so wie Ihre Lehrkraft Sie kennt</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ihr &amp;Name:</translation>
    </message>
    <message>
        <source>No student on the list matches “%1”. Ask your teacher if your name is missing.</source>
        <translation>Niemand auf der Liste passt zu „%1“. Fragen Sie Ihre Lehrkraft, falls Ihr Name fehlt.</translation>
    </message>
    <message numerus="yes">
        <source>Choose your name from the list (%n student(s)).</source>
        <translation>
            <numerusform>Wählen Sie Ihren Namen aus der Liste (%n lernende Person).</numerusform>
            <numerusform>Wählen Sie Ihren Namen aus der Liste (%n Lernende).</numerusform>
        </translation>
    </message>
    <message>
        <source>You will join as %1 (%2).</source>
        <translation>Sie nehmen als %1 (%2) teil.</translation>
    </message>
    <message>
        <source>&amp;Join as %1</source>
        <translation>Als %1 &amp;teilnehmen</translation>
    </message>
</context>
<context>
    <name>ui::KeyPositionsLabel</name>
    <message>
        <source>Where the query and the keys are</source>
        <translation>Wo die Query und die Keys liegen</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
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
        <translation>Name</translation>
    </message>
    <message>
        <source>Angle</source>
        <translation>Winkel</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
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
        <translation>Sitzung: %1</translation>
    </message>
    <message>
        <source>Learner: %1 (%2)</source>
        <translation>Lernende Person: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n exercise(s)</source>
        <translation>
            <numerusform>%1 · %n Aufgabe</numerusform>
            <numerusform>%1 · %n Aufgaben</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules of the session</source>
        <translation>Regeln der Sitzung</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Verbleibende Zeit</translation>
    </message>
    <message>
        <source>&amp;Hand In…</source>
        <translation>&amp;Abgeben…</translation>
    </message>
    <message>
        <source>Hand your work in to your teacher (you can hand in again later)</source>
        <translation>Geben Sie Ihre Arbeit bei Ihrer Lehrkraft ab (Sie können später erneut abgeben)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Not recorded: %1</source>
        <translation>Nicht erfasst: %1</translation>
    </message>
    <message>
        <source>This session has no hand-in folder: choose where to hand in, such as a shared folder or a USB stick.</source>
        <translation>Diese Sitzung hat keinen Abgabeordner: Wählen Sie, wohin Sie abgeben, etwa einen freigegebenen Ordner oder einen USB-Stick.</translation>
    </message>
    <message>
        <source>Not handed in. Your work is kept on this computer; hand it in with File ▸ Hand In…</source>
        <translation>Nicht abgegeben. Ihre Arbeit bleibt auf diesem Computer gespeichert; geben Sie sie mit Datei ▸ Abgeben… ab.</translation>
    </message>
    <message>
        <source>Your work was handed in.</source>
        <translation>Ihre Arbeit wurde abgegeben.</translation>
    </message>
    <message>
        <source>Progress not handed in: this session has no hand-in folder. Choose one with File ▸ Hand In…</source>
        <translation>Fortschritt nicht abgegeben: Diese Sitzung hat keinen Abgabeordner. Wählen Sie einen mit Datei ▸ Abgeben…</translation>
    </message>
    <message>
        <source>Progress handed in at %1.</source>
        <translation>Fortschritt um %1 abgegeben.</translation>
    </message>
    <message>
        <source>Progress could not be handed in: %1</source>
        <translation>Der Fortschritt konnte nicht abgegeben werden: %1</translation>
    </message>
    <message>
        <source>Hand In</source>
        <translation>Abgeben</translation>
    </message>
    <message>
        <source>Nothing is lost: your work is kept on this computer. Choose another folder to hand in to, such as a USB stick, or cancel and try again later.</source>
        <translation>Nichts geht verloren: Ihre Arbeit bleibt auf diesem Computer gespeichert. Wählen Sie einen anderen Ordner für die Abgabe, etwa einen USB-Stick, oder brechen Sie ab und versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <source>&amp;Choose Folder…</source>
        <translation>Ordner &amp;wählen…</translation>
    </message>
    <message>
        <source>Hand In To</source>
        <translation>Abgeben in</translation>
    </message>
    <message>
        <source>Time: %1
File: %2
Exercises answered: %3 of %4
Checksum: %5</source>
        <translation>Zeit: %1
Datei: %2
Beantwortete Aufgaben: %3 von %4
Prüfsumme: %5</translation>
    </message>
    <message>
        <source>Handed In</source>
        <translation>Abgegeben</translation>
    </message>
    <message>
        <source>You can hand in again until the session ends; the latest hand-in counts.</source>
        <translation>Sie können bis zum Ende der Sitzung erneut abgeben; es zählt die letzte Abgabe.</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Kein Zeitlimit</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>Time left %1:%2</source>
        <translation>Verbleibende Zeit %1:%2</translation>
    </message>
    <message>
        <source>The time is up. Your work was handed in, and the exercises are now locked.</source>
        <translation>Die Zeit ist abgelaufen. Ihre Arbeit wurde abgegeben, und die Aufgaben sind jetzt gesperrt.</translation>
    </message>
    <message>
        <source>Handed in at %1 · checksum %2</source>
        <translation>Abgegeben um %1 · Prüfsumme %2</translation>
    </message>
    <message>
        <source>Progress handed in at %1</source>
        <translation>Fortschritt abgegeben um %1</translation>
    </message>
    <message>
        <source>Not handed in yet</source>
        <translation>Noch nicht abgegeben</translation>
    </message>
    <message>
        <source>The time is up and your work was handed in at %1. The exercises are locked: nothing more can be changed.</source>
        <translation>Die Zeit ist abgelaufen, und Ihre Arbeit wurde um %1 abgegeben. Die Aufgaben sind gesperrt: Es kann nichts mehr geändert werden.</translation>
    </message>
    <message>
        <source>The time is up. The exercises are locked, but your work has not been handed in yet: press Hand In.</source>
        <translation>Die Zeit ist abgelaufen. Die Aufgaben sind gesperrt, aber Ihre Arbeit wurde noch nicht abgegeben: Klicken Sie auf Abgeben.</translation>
    </message>
    <message>
        <source>Hand In Before Closing?</source>
        <translation>Vor dem Schließen abgeben?</translation>
    </message>
    <message>
        <source>Some of your work has not been handed in.</source>
        <translation>Ein Teil Ihrer Arbeit wurde noch nicht abgegeben.</translation>
    </message>
    <message>
        <source>It is kept on this computer and will be here when you join again, but your teacher does not have it yet.</source>
        <translation>Sie bleibt auf diesem Computer gespeichert und ist wieder da, wenn Sie erneut teilnehmen, aber Ihre Lehrkraft hat sie noch nicht.</translation>
    </message>
    <message>
        <source>&amp;Hand In</source>
        <translation>&amp;Abgeben</translation>
    </message>
    <message>
        <source>Close &amp;Without Handing In</source>
        <translation>&amp;Ohne Abgabe schließen</translation>
    </message>
    <message>
        <source>Open &amp;Feedback…</source>
        <translation>&amp;Rückmeldung öffnen…</translation>
    </message>
    <message>
        <source>Wor&amp;kshop</source>
        <translation>&amp;Werkstatt</translation>
    </message>
    <message>
        <source>Open the &amp;Workshop</source>
        <translation>&amp;Werkstatt öffnen</translation>
    </message>
    <message>
        <source>Workshop — %1</source>
        <translation>Werkstatt — %1</translation>
    </message>
    <message>
        <source>Your work is open in another window: this one only shows it and saves nothing. Close it and go on in the other window.</source>
        <translation>Ihre Arbeit ist in einem anderen Fenster geöffnet: Dieses zeigt sie nur und speichert nichts. Schließen Sie es und arbeiten Sie im anderen Fenster weiter.</translation>
    </message>
    <message>
        <source>Saving: waiting for the folder… Your answers are kept in this window meanwhile.</source>
        <translation>Speichern: Warten auf den Ordner … Ihre Antworten bleiben so lange in diesem Fenster erhalten.</translation>
    </message>
    <message>
        <source>The time is up, and this session has no hand-in folder: choose where to hand in, such as a shared folder or a USB stick.</source>
        <translation>Die Zeit ist abgelaufen, und diese Sitzung hat keinen Abgabeordner: Wählen Sie, wohin Sie abgeben, etwa einen freigegebenen Ordner oder einen USB-Stick.</translation>
    </message>
    <message>
        <source>Handing in…</source>
        <translation>Abgabe läuft …</translation>
    </message>
    <message>
        <source>Your work is being written: this window closes once it is. If the folder does not answer, ask your teacher before you switch off the computer.</source>
        <translation>Ihre Arbeit wird geschrieben: Dieses Fenster schließt sich, sobald das geschehen ist. Wenn der Ordner nicht antwortet, fragen Sie Ihre Lehrkraft, bevor Sie den Computer ausschalten.</translation>
    </message>
    <message>
        <source>Handing in: waiting for the folder… Your work is kept on this computer meanwhile. If the folder does not answer, hand in to a USB stick with File ▸ Hand In Elsewhere….</source>
        <translation>Abgabe: Warten auf den Ordner … Ihre Arbeit bleibt so lange auf diesem Computer erhalten. Wenn der Ordner nicht antwortet, geben Sie mit Datei ▸ Woanders abgeben… auf einem USB-Stick ab.</translation>
    </message>
    <message>
        <source>Hand In &amp;Elsewhere…</source>
        <translation>&amp;Woanders abgeben…</translation>
    </message>
    <message>
        <source>Hand your work in to a folder you choose, such as a USB stick</source>
        <translation>Ihre Arbeit in einem Ordner Ihrer Wahl abgeben, etwa auf einem USB-Stick</translation>
    </message>
    <message>
        <source>Choose where to hand in your work, such as a USB stick.</source>
        <translation>Wählen Sie, wo Sie Ihre Arbeit abgeben, etwa auf einem USB-Stick.</translation>
    </message>
    <message>
        <source>Close Without Your Answers?</source>
        <translation>Ohne Ihre Antworten schließen?</translation>
    </message>
    <message>
        <source>Some of your answers could not be saved on this computer.</source>
        <translation>Einige Ihrer Antworten konnten auf diesem Computer nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>If you close now they are lost. Free some space on the disk or ask your teacher, then wait until the warning in the window is gone; or hand your work in first.</source>
        <translation>Wenn Sie jetzt schließen, gehen sie verloren. Schaffen Sie Platz auf dem Datenträger oder fragen Sie Ihre Lehrkraft, und warten Sie, bis die Warnung im Fenster verschwunden ist; oder geben Sie Ihre Arbeit vorher ab.</translation>
    </message>
    <message>
        <source>Close &amp;Anyway</source>
        <translation>&amp;Trotzdem schließen</translation>
    </message>
    <message numerus="yes">
        <source>%n exercise(s) are not answered yet. Hand in anyway?</source>
        <translation>
            <numerusform>%n Aufgabe ist noch nicht beantwortet. Trotzdem abgeben?</numerusform>
            <numerusform>%n Aufgaben sind noch nicht beantwortet. Trotzdem abgeben?</numerusform>
        </translation>
    </message>
    <message>
        <source>You can hand in again later.</source>
        <translation>Sie können später erneut abgeben.</translation>
    </message>
    <message>
        <source>&amp;Keep Working</source>
        <translation>&amp;Weiterarbeiten</translation>
    </message>
    <message>
        <source>Your feedback code: %1</source>
        <translation>Ihr Rückmeldungscode: %1</translation>
    </message>
    <message>
        <source>Write it down: your teacher&apos;s feedback opens with it, on any computer.</source>
        <translation>Schreiben Sie ihn auf: Die Rückmeldung Ihrer Lehrkraft öffnet sich damit, auf jedem Computer.</translation>
    </message>
    <message>
        <source>Feedback code: %1 (write it down: your teacher&apos;s feedback opens with it, on any computer)</source>
        <translation>Rückmeldungscode: %1 (schreiben Sie ihn auf: Die Rückmeldung Ihrer Lehrkraft öffnet sich damit, auf jedem Computer)</translation>
    </message>
</context>
<context>
    <name>ui::Language</name>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
</context>
<context>
    <name>ui::LessonView</name>
    <message>
        <source>Lesson text</source>
        <translation>Lektionstext</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>Vorherige Seite</translation>
    </message>
    <message>
        <source>Previous page (Alt+Left)</source>
        <translation>Vorherige Seite (Alt+Links)</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Nächste Seite</translation>
    </message>
    <message>
        <source>Next page (Alt+Right)</source>
        <translation>Nächste Seite (Alt+Rechts)</translation>
    </message>
    <message>
        <source>&lt;h2&gt;%1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;%1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source># This lesson could not be loaded

The other lessons work. The lesson files have these problems:

</source>
        <translation># Diese Lektion konnte nicht geladen werden

Die anderen Lektionen funktionieren. Die Dateien dieser Lektion haben folgende Probleme:

</translation>
    </message>
    <message>
        <source>Lesson %1 of %2 · page %3 of %4</source>
        <translation>Lektion %1 von %2 · Seite %3 von %4</translation>
    </message>
    <message>
        <source>&lt;h2&gt;%1 · Exercises&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;%1 · Aufgaben&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>The page&apos;s figures and controls</source>
        <translation>Abbildungen und Bedienelemente der Seite</translation>
    </message>
    <message>
        <source>← Previous</source>
        <translation>← Zurück</translation>
    </message>
    <message>
        <source>Next →</source>
        <translation>Weiter →</translation>
    </message>
    <message>
        <source>Glossary: %1. Enter shows its definition.</source>
        <translation>Glossar: %1. Die Eingabetaste zeigt die Erklärung.</translation>
    </message>
    <message>
        <source>Link to %1</source>
        <translation>Link zu %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ui::MainWindow</name>
    <message>
        <source>Attention Lab</source>
        <translation>Attention Lab</translation>
    </message>
    <message>
        <source>Course contents</source>
        <translation>Kursinhalt</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Show &amp;Sidebar</source>
        <translation>&amp;Seitenleiste anzeigen</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Colour Scheme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;Reset Query to the Plate Default</source>
        <translation>&amp;Query auf die Vorgabe der Tafel zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Attention Lab</source>
        <translation>Ü&amp;ber Attention Lab</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>About Attention Lab</source>
        <translation>Über Attention Lab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;A course on attention as a soft dictionary lookup, after Vol. IV, Plate 2: Queries, Keys and Values.&lt;/p&gt;&lt;p&gt;Compare a query with every key, softmax the scores, and average the values with those weights.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;Ein Kurs über Attention als weiches Nachschlagen in einem Wörterbuch, nach Band IV, Tafel 2: Queries, Keys und Values.&lt;/p&gt;&lt;p&gt;Vergleichen Sie eine Query mit jedem Key, wenden Sie die Softmax auf die Scores an und mitteln Sie die Values mit diesen Gewichten.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Could not save your progress: %1</source>
        <translation>Ihr Fortschritt konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <translation>Lektion %1: %2</translation>
    </message>
    <message>
        <source>&amp;Workshop</source>
        <translation>&amp;Werkstatt</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;Next Page</source>
        <translation>&amp;Nächste Seite</translation>
    </message>
    <message>
        <source>&amp;Previous Page</source>
        <translation>&amp;Vorherige Seite</translation>
    </message>
    <message>
        <source>Course &amp;Contents</source>
        <translation>Kurs&amp;inhalt</translation>
    </message>
    <message>
        <source>Could not save your answer: %1</source>
        <translation>Ihre Antwort konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Your progress in every lesson</source>
        <translation>Ihr Fortschritt in jeder Lektion</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>Ihr Fortschritt</translation>
    </message>
    <message>
        <source>Switch &amp;Learner…</source>
        <translation>&amp;Lernende Person wechseln…</translation>
    </message>
    <message>
        <source>Learners</source>
        <translation>Lernende</translation>
    </message>
    <message>
        <source>Now learning as %1</source>
        <translation>Sie lernen jetzt als %1</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation>Fortschritt von %1</translation>
    </message>
    <message>
        <source>&amp;Join Lab Session…</source>
        <translation>An Lab-Sitzung &amp;teilnehmen…</translation>
    </message>
    <message>
        <source>Open &amp;Feedback…</source>
        <translation>&amp;Rückmeldung öffnen…</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Full screen and large, for a projector (F5; Esc leaves)</source>
        <translation>Vollbild und groß, für einen Beamer (F5; Esc beendet)</translation>
    </message>
    <message>
        <source>Leave Presentation Mode</source>
        <translation>Präsentationsmodus beenden</translation>
    </message>
    <message>
        <source>&amp;Larger Text</source>
        <translation>Text &amp;größer</translation>
    </message>
    <message>
        <source>S&amp;maller Text</source>
        <translation>Text &amp;kleiner</translation>
    </message>
    <message>
        <source>&amp;Default Text Size</source>
        <translation>Text in Stan&amp;dardgröße</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Hoher Kontrast</translation>
    </message>
    <message>
        <source>&amp;Open Set-up…</source>
        <translation>Aufbau ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open Set-up</source>
        <translation>Aufbau öffnen</translation>
    </message>
    <message>
        <source>Workshop set-ups (*.attnsetup);;All files (*)</source>
        <translation>Werkstatt-Aufbauten (*.attnsetup);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Save Set-up…</source>
        <translation>Aufbau &amp;speichern…</translation>
    </message>
    <message>
        <source>Save Set-up</source>
        <translation>Aufbau speichern</translation>
    </message>
    <message>
        <source>Workshop set-ups (*.attnsetup)</source>
        <translation>Werkstatt-Aufbauten (*.attnsetup)</translation>
    </message>
    <message>
        <source>Wor&amp;kshop</source>
        <translation>&amp;Werkstatt</translation>
    </message>
    <message>
        <source>Edit &amp;Keys…</source>
        <translation>&amp;Keys bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Reset Keys to the Plate&apos;s Layout</source>
        <translation>Keys auf die Anordnung der Tafel &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Export &amp;Figure…</source>
        <translation>&amp;Abbildung exportieren…</translation>
    </message>
    <message>
        <source>Figure written to %1</source>
        <translation>Abbildung nach %1 geschrieben</translation>
    </message>
    <message>
        <source>%1 cannot be used; the workshop is unchanged.

%2</source>
        <translation>%1 kann nicht verwendet werden; die Werkstatt bleibt unverändert.

%2</translation>
    </message>
    <message>
        <source>Opened the set-up %1</source>
        <translation>Aufbau %1 geöffnet</translation>
    </message>
    <message>
        <source>The set-up was not saved to %1: %2</source>
        <translation>Der Aufbau wurde nicht nach %1 gespeichert: %2</translation>
    </message>
    <message>
        <source>Saved the set-up to %1</source>
        <translation>Aufbau nach %1 gespeichert</translation>
    </message>
    <message>
        <source>L&amp;anguage</source>
        <translation>Spr&amp;ache</translation>
    </message>
    <message>
        <source>Open &amp;Course Folder…</source>
        <translation>&amp;Kursordner öffnen…</translation>
    </message>
    <message>
        <source>Open Course Folder</source>
        <translation>Kursordner öffnen</translation>
    </message>
    <message>
        <source>Page Down, Page Up: next or previous step   ·   T: the text or the table   ·   B: black screen   ·   Ctrl+= and Ctrl+−: size   ·   Esc: leave</source>
        <translation>Bild ab, Bild auf: nächster oder vorheriger Schritt   ·   T: Text oder Tabelle   ·   B: schwarzer Bildschirm   ·   Strg+= und Strg+−: Größe   ·   Esc: beenden</translation>
    </message>
    <message>
        <source>Next Step or Page</source>
        <translation>Nächster Schritt oder nächste Seite</translation>
    </message>
    <message>
        <source>Previous Step or Page</source>
        <translation>Vorheriger Schritt oder vorherige Seite</translation>
    </message>
    <message>
        <source>Black Screen</source>
        <translation>Schwarzer Bildschirm</translation>
    </message>
    <message>
        <source>Show the Text or the Table</source>
        <translation>Text oder Tabelle zeigen</translation>
    </message>
</context>
<context>
    <name>ui::MatchingEditor</name>
    <message>
        <source>Give each item its partner: every partner belongs to exactly one item.</source>
        <translation>Ordnen Sie jedem Element sein Gegenstück zu: Jedes Gegenstück gehört zu genau einem Element.</translation>
    </message>
    <message>
        <source>&amp;%1. %2</source>
        <translation>&amp;%1. %2</translation>
    </message>
    <message>
        <source>Choose its partner…</source>
        <translation>Gegenstück wählen…</translation>
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
        <translation>&lt;b&gt;Ausblick auf die Tafeln IV.3 und IV.4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Causal mask (plate IV.4): a token may only look at itself and earlier tokens</source>
        <translation>&amp;Kausale Maske (Tafel IV.4): Ein Token darf nur auf sich selbst und frühere Tokens blicken</translation>
    </message>
    <message>
        <source>Causal mask (plate IV.4): a token may only look at itself and earlier tokens</source>
        <translation>Kausale Maske (Tafel IV.4): Ein Token darf nur auf sich selbst und frühere Tokens blicken</translation>
    </message>
    <message>
        <source>Attention weights: rows are the asking words, columns the words they look at</source>
        <translation>Attention-Gewichte: Die Zeilen sind die fragenden Wörter, die Spalten die Wörter, auf die sie blicken</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Values: %1.</source>
        <translation>Values: %1.</translation>
    </message>
    <message>
        <source>Output of the selected word</source>
        <translation>Ausgabe des ausgewählten Wortes</translation>
    </message>
    <message>
        <source>The weights cannot be computed: %1</source>
        <translation>Die Gewichte können nicht berechnet werden: %1</translation>
    </message>
    <message>
        <source>Select a row to see that word&apos;s output.</source>
        <translation>Wählen Sie eine Zeile, um die Ausgabe dieses Wortes zu sehen.</translation>
    </message>
    <message>
        <source>The output of %1 is %2</source>
        <translation>Die Ausgabe von %1 ist %2</translation>
    </message>
    <message>
        <source>Output of “%1” (row %2), its own blend of the values: %3 %4 &lt;b&gt;%5&lt;/b&gt;</source>
        <translation>Ausgabe von „%1“ (Zeile %2), seine eigene Mischung der Values: %3 %4 &lt;b&gt;%5&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Weights rounded to %1 decimal places; the output is computed from the exact weights.</source>
        <translation>Gewichte auf %1 Nachkommastellen gerundet; die Ausgabe wird aus den exakten Gewichten berechnet.</translation>
    </message>
    <message>
        <source>&amp;Scale scores by 1/√d_k (plate IV.3)</source>
        <translation>Scores mit 1/√d_k &amp;skalieren (Tafel IV.3)</translation>
    </message>
    <message>
        <source>Scale scores by 1/√d_k (plate IV.3)</source>
        <translation>Scores mit 1/√d_k skalieren (Tafel IV.3)</translation>
    </message>
    <message>
        <source>Why scale? A dot product of query and key vectors with d_k components adds up d_k products. If the components are independent, with mean 0 and variance 1, the score has variance d_k, so scores spread like √d_k. Widely spread scores push the softmax to saturate: nearly all weight goes to one word and the rest hardly count. Dividing by √d_k brings the spread back to about 1 and keeps the blend soft.</source>
        <translation>Warum skalieren? Ein Skalarprodukt von Query- und Key-Vektoren mit d_k Komponenten addiert d_k Produkte. Sind die Komponenten unabhängig, mit Mittelwert 0 und Varianz 1, hat der Score die Varianz d_k, die Scores streuen also wie √d_k. Weit gestreute Scores treiben die Softmax in die Sättigung: Fast das ganze Gewicht geht an ein Wort, und der Rest zählt kaum. Die Division durch √d_k bringt die Streuung auf etwa 1 zurück und hält die Mischung weich.</translation>
    </message>
    <message>
        <source>Here d_k = %1: every score is multiplied by 1/√%1 = %2.</source>
        <translation>Hier ist d_k = %1: Jeder Score wird mit 1/√%1 = %2 multipliziert.</translation>
    </message>
    <message>
        <source>Here d_k = %1 and the scores are not scaled.</source>
        <translation>Hier ist d_k = %1, und die Scores werden nicht skaliert.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every word asks at once.&lt;/b&gt; Each word of the sentence has a small vector that serves as its query and its key, and one value. Row &lt;i&gt;i&lt;/i&gt; of the table is word &lt;i&gt;i&lt;/i&gt;&apos;s own lookup: the weights it gives every word, which add up to 1. The number in each cell is the weight; the more weight, the stronger the blue. Similar words find each other: in “the cat sat on the mat”, the two “the”s, and “cat” with “mat”. Select a row to see that word&apos;s output.</source>
        <translation>&lt;b&gt;Alle Wörter fragen zugleich.&lt;/b&gt; Jedes Wort des Satzes hat einen kleinen Vektor, der ihm als Query und als Key dient, und einen Value. Zeile &lt;i&gt;i&lt;/i&gt; der Tabelle ist das eigene Nachschlagen von Wort &lt;i&gt;i&lt;/i&gt;: die Gewichte, die es jedem Wort gibt und die zusammen 1 ergeben. Die Zahl in jeder Zelle ist das Gewicht; je mehr Gewicht, desto kräftiger das Blau. Ähnliche Wörter finden einander: in „the cat sat on the mat“ die beiden „the“ sowie „cat“ und „mat“. Wählen Sie eine Zeile, um die Ausgabe dieses Wortes zu sehen.</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Satz</translation>
    </message>
    <message>
        <source>&amp;Plate&apos;s sentence</source>
        <translation>Satz der Ta&amp;fel</translation>
    </message>
    <message>
        <source>Back to the plate&apos;s sentence</source>
        <translation>Zurück zum Satz der Tafel</translation>
    </message>
    <message>
        <source>The arrow keys move between the cells; plus and minus zoom the table.</source>
        <translation>Die Pfeiltasten wechseln zwischen den Zellen; Plus und Minus zoomen die Tabelle.</translation>
    </message>
    <message>
        <source>&amp;Zoom:</source>
        <translation>&amp;Zoom:</translation>
    </message>
    <message>
        <source>Zoom of the weight table</source>
        <translation>Zoom der Gewichtstabelle</translation>
    </message>
    <message>
        <source>The cell under the mouse or the current cell</source>
        <translation>Die Zelle unter der Maus oder die aktuelle Zelle</translation>
    </message>
    <message>
        <source>Type a sentence: the table needs at least one word.</source>
        <translation>Geben Sie einen Satz ein: Die Tabelle braucht mindestens ein Wort.</translation>
    </message>
    <message>
        <source>This sentence has %1 tokens; the preview shows at most %2. Shorten it to see its weights.</source>
        <translation>Dieser Satz hat %1 Tokens; der Ausblick zeigt höchstens %2. Kürzen Sie ihn, um seine Gewichte zu sehen.</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) (words and punctuation marks), at most %1.</source>
        <translation>
            <numerusform>%n Token (Wörter und Satzzeichen), höchstens %1.</numerusform>
            <numerusform>%n Tokens (Wörter und Satzzeichen), höchstens %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Point at a cell, or move through the table with the arrow keys, to read its weight here.</source>
        <translation>Zeigen Sie auf eine Zelle oder bewegen Sie sich mit den Pfeiltasten durch die Tabelle, um hier ihr Gewicht abzulesen.</translation>
    </message>
    <message>
        <source>Output of “%1” (row %2), its own blend of the %3 values it sees: &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>Ausgabe von „%1“ (Zeile %2), seine eigene Mischung der %3 Values, die es sieht: &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>S&amp;entence (up to %1 words; the same word always gets the same vector):</source>
        <translation>Sa&amp;tz (bis zu %1 Wörter; dasselbe Wort erhält immer denselben Vektor):</translation>
    </message>
</context>
<context>
    <name>ui::NewLabSessionDialog</name>
    <message>
        <source>Save Lab Session</source>
        <translation>Lab-Sitzung speichern</translation>
    </message>
    <message>
        <source>Lab sessions (*.attnlab)</source>
        <translation>Lab-Sitzungen (*.attnlab)</translation>
    </message>
    <message>
        <source>Allow &amp;hints</source>
        <translation>&amp;Hinweise erlauben</translation>
    </message>
    <message>
        <source>New Lab Session</source>
        <translation>Neue Lab-Sitzung</translation>
    </message>
    <message>
        <source>e.g. Week 3: softmax</source>
        <translation>z. B. Woche 3: Softmax</translation>
    </message>
    <message>
        <source>Exercises to include</source>
        <translation>Aufzunehmende Aufgaben</translation>
    </message>
    <message>
        <source>&amp;Exercises (tick a lesson to take all of it):</source>
        <translation>&amp;Aufgaben (ein Haken bei einer Lektion übernimmt sie ganz):</translation>
    </message>
    <message>
        <source>Every student&apos;s numbers are drawn from their id, the exercise and this seed; an answer key made with it matches each screen.</source>
        <translation>Die Zahlen jeder Person werden aus ihrer ID, der Aufgabe und diesem Startwert gezogen; ein damit erstellter Lösungsschlüssel passt zu jedem Bildschirm.</translation>
    </message>
    <message>
        <source>&amp;New Seed</source>
        <translation>&amp;Neuer Startwert</translation>
    </message>
    <message>
        <source>Each exercise&apos;s own</source>
        <translation>Je nach Aufgabe</translation>
    </message>
    <message>
        <source>On request</source>
        <translation>Auf Anfrage</translation>
    </message>
    <message>
        <source>After handing in</source>
        <translation>Nach der Abgabe</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Kein Limit</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Only when the student does</source>
        <translation>Nur durch die Lernenden selbst</translation>
    </message>
    <message>
        <source>Every few minutes the student&apos;s work is handed in by itself, so that the class board shows who is working and who is stuck.</source>
        <translation>Alle paar Minuten wird die Arbeit der Lernenden von selbst abgegeben, sodass die Klassenübersicht zeigt, wer arbeitet und wer feststeckt.</translation>
    </message>
    <message>
        <source>None: students type their names</source>
        <translation>Keine: Die Lernenden geben ihren Namen ein</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>Aus&amp;wählen…</translation>
    </message>
    <message>
        <source>Roster lines that were not read</source>
        <translation>Zeilen der Teilnehmerliste, die nicht gelesen wurden</translation>
    </message>
    <message>
        <source>None: students choose where to hand in</source>
        <translation>Keiner: Die Lernenden wählen, wohin sie abgeben</translation>
    </message>
    <message>
        <source>Bro&amp;wse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>&amp;Lab seed:</source>
        <translation>&amp;Lab-Startwert:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>&amp;Attempts per exercise:</source>
        <translation>&amp;Versuche je Aufgabe:</translation>
    </message>
    <message>
        <source>S&amp;olutions:</source>
        <translation>&amp;Musterlösungen:</translation>
    </message>
    <message>
        <source>Time li&amp;mit:</source>
        <translation>&amp;Zeitlimit:</translation>
    </message>
    <message>
        <source>Hand in a&amp;utomatically every:</source>
        <translation>A&amp;utomatisch abgeben alle:</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Lernende</translation>
    </message>
    <message>
        <source>&amp;Roster CSV:</source>
        <translation>Teilnehmerl&amp;iste (CSV):</translation>
    </message>
    <message>
        <source>Hand-in &amp;folder:</source>
        <translation>Abgabe&amp;ordner:</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>No exercise chosen yet.</source>
        <translation>Noch keine Aufgabe gewählt.</translation>
    </message>
    <message numerus="yes">
        <source>%n exercise(s) chosen.</source>
        <translation>
            <numerusform>%n Aufgabe gewählt.</numerusform>
            <numerusform>%n Aufgaben gewählt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a Roster</source>
        <translation>Teilnehmerliste wählen</translation>
    </message>
    <message>
        <source>Class lists (*.csv *.txt);;All files (*)</source>
        <translation>Klassenlisten (*.csv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) read.</source>
        <translation>
            <numerusform>Gelesen: %n lernende Person.</numerusform>
            <numerusform>Gelesen: %n Lernende.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) read; </source>
        <translation>
            <numerusform>Gelesen: %n lernende Person; </numerusform>
            <numerusform>Gelesen: %n Lernende; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) not used:</source>
        <translation>
            <numerusform>%n Zeile nicht verwendet:</numerusform>
            <numerusform>%n Zeilen nicht verwendet:</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Choose the Hand-in Folder</source>
        <translation>Abgabeordner wählen</translation>
    </message>
    <message>
        <source>The lab seed must be a whole number from 0 to %1.</source>
        <translation>Der Lab-Startwert muss eine ganze Zahl von 0 bis %1 sein.</translation>
    </message>
    <message>
        <source>The roster has no student that can be used: choose another file, or clear it to let students type their names.</source>
        <translation>Die Teilnehmerliste enthält keine verwendbaren Lernenden: Wählen Sie eine andere Datei, oder leeren Sie das Feld, damit die Lernenden ihren Namen eingeben.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The session was not saved:</source>
        <translation>Die Sitzung wurde nicht gespeichert:</translation>
    </message>
    <message>
        <source>Tar&amp;get exercises use this set-up&apos;s keys</source>
        <translation>Zielaufgaben verwenden die &amp;Keys dieses Aufbaus</translation>
    </message>
    <message>
        <source>None: the plate&apos;s keys</source>
        <translation>Keiner: die Keys der Tafel</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>Wähl&amp;en…</translation>
    </message>
    <message>
        <source>Students move their query among your keys in the target exercises, and the gradebook grades them there; otherwise they use the plate&apos;s five keys.</source>
        <translation>In den Zielaufgaben bewegen die Lernenden ihre Query zwischen Ihren Keys, und das Notenbuch bewertet sie dort; andernfalls verwenden sie die fünf Keys der Tafel.</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Werkstatt</translation>
    </message>
    <message>
        <source>Set-&amp;up:</source>
        <translation>Auf&amp;bau:</translation>
    </message>
    <message>
        <source>Choose a Workshop Set-up</source>
        <translation>Werkstatt-Aufbau wählen</translation>
    </message>
    <message>
        <source>Workshop set-ups (*.attnsetup);;All files (*)</source>
        <translation>Werkstatt-Aufbauten (*.attnsetup);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n key(s), %2</source>
        <translation>
            <numerusform>%1: %n Key, %2</numerusform>
            <numerusform>%1: %n Keys, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Untitled set-up</source>
        <translation>Unbenannter Aufbau</translation>
    </message>
    <message>
        <source>The workshop set-up cannot be read (%1): choose another file, or clear it to keep the plate&apos;s keys.</source>
        <translation>Der Werkstatt-Aufbau kann nicht gelesen werden (%1): Wählen Sie eine andere Datei, oder leeren Sie das Feld, um die Keys der Tafel zu behalten.</translation>
    </message>
    <message>
        <source>Your course folder %1 goes with the session: the students&apos; machines load its lessons and exercises too. Keep it where they can reach it, like the session file.</source>
        <translation>Ihr Kursordner %1 gehört zur Sitzung: Die Rechner der Lernenden laden auch seine Lektionen und Aufgaben. Legen Sie ihn wie die Sitzungsdatei dorthin, wo sie ihn erreichen.</translation>
    </message>
    <message>
        <source>Hand-in Folder</source>
        <translation>Abgabeordner</translation>
    </message>
    <message>
        <source>The session was saved, but students&apos; computers hand in to %1 only once it holds the session file or a file named %2 (%3).</source>
        <translation>Die Sitzung wurde gespeichert, aber die Computer der Lernenden geben in %1 erst ab, wenn dort die Sitzungsdatei oder eine Datei namens %2 liegt (%3).</translation>
    </message>
    <message>
        <source>%1, ticked</source>
        <translation>%1, angekreuzt</translation>
    </message>
    <message>
        <source>%1, partly ticked</source>
        <translation>%1, teilweise angekreuzt</translation>
    </message>
    <message>
        <source>%1, not ticked</source>
        <translation>%1, nicht angekreuzt</translation>
    </message>
    <message>
        <source>Print answer &amp;keys only where the lab allows them</source>
        <translation>Lösungsschlüssel nur drucken, wo das Lab es e&amp;rlaubt</translation>
    </message>
    <message>
        <source>The session&apos;s answer keys, answer grid and rehearsals are printed only on a computer whose lab defaults say allowAnswerKeys=true, as the teacher&apos;s does; a student who opens the session file elsewhere cannot print their answers.</source>
        <translation>Lösungsschlüssel, Antwortraster und Proben der Sitzung werden nur auf einem Computer gedruckt, dessen Lab-Voreinstellungen allowAnswerKeys=true sagen, wie der der Lehrkraft; wer die Sitzungsdatei anderswo öffnet, kann die eigenen Lösungen nicht drucken.</translation>
    </message>
    <message>
        <source>% of the credit</source>
        <translation>&#xa0;% der Punkte</translation>
    </message>
    <message>
        <source>What each attempt before the right one costs: at 25%, an answer right at the second attempt earns 75%, at the third 50%. Guessing then pays less.</source>
        <translation>Was jeder Versuch vor dem richtigen kostet: bei 25&#xa0;% bringt eine richtige Antwort im zweiten Versuch 75&#xa0;%, im dritten 50&#xa0;%. Raten lohnt sich dann weniger.</translation>
    </message>
    <message>
        <source>&amp;Penalty per extra attempt:</source>
        <translation>&amp;Punktabzug je weiterem Versuch:</translation>
    </message>
</context>
<context>
    <name>ui::NumberEditor</name>
    <message>
        <source>Your &amp;answer (in %):</source>
        <translation>Ihre Antwor&amp;t (in %):</translation>
    </message>
    <message>
        <source>Your &amp;answer:</source>
        <translation>Ihre Antwor&amp;t:</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Ihre Antwort</translation>
    </message>
    <message>
        <source>a percentage</source>
        <translation>ein Prozentwert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>Where the query and the keys are:</source>
        <translation>Wo die Query und die Keys liegen:</translation>
    </message>
</context>
<context>
    <name>ui::PresenterOverlay</name>
    <message>
        <source>Black screen: press B to show the course again</source>
        <translation>Schwarzer Bildschirm: B drücken, um den Kurs wieder zu zeigen</translation>
    </message>
</context>
<context>
    <name>ui::ProfileDialog</name>
    <message>
        <source>Welcome to Attention Lab</source>
        <translation>Willkommen bei Attention Lab</translation>
    </message>
    <message>
        <source>What is your name? Attention Lab keeps your progress under it, so that several learners can share this computer.</source>
        <translation>Wie heißen Sie? Attention Lab speichert Ihren Fortschritt unter diesem Namen, damit sich mehrere Lernende diesen Computer teilen können.</translation>
    </message>
    <message>
        <source>New Learner</source>
        <translation>Neue lernende Person</translation>
    </message>
    <message>
        <source>The new learner&apos;s name. Their progress starts afresh.</source>
        <translation>Der Name der neuen Person. Ihr Fortschritt beginnt von vorn.</translation>
    </message>
    <message>
        <source>Rename Learner</source>
        <translation>Lernende Person umbenennen</translation>
    </message>
    <message>
        <source>The learner&apos;s new name. Their progress stays as it is.</source>
        <translation>Der neue Name der Person. Ihr Fortschritt bleibt erhalten.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Learner&apos;s name</source>
        <translation>Name der lernenden Person</translation>
    </message>
    <message numerus="yes">
        <source>Your name, up to %n character(s)</source>
        <translation>
            <numerusform>Ihr Name, bis zu %n Zeichen</numerusform>
            <numerusform>Ihr Name, bis zu %n Zeichen</numerusform>
        </translation>
    </message>
    <message>
        <source>Problem with the name</source>
        <translation>Problem mit dem Namen</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Erstellen</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Umbenennen</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>Lernende Person</translation>
    </message>
    <message>
        <source>No Learner on This Computer</source>
        <translation>Keine lernende Person auf diesem Computer</translation>
    </message>
    <message>
        <source>There is no learner on this computer yet, and the lab&apos;s administrator turned off creating new ones. The course opens without keeping your progress; ask the administrator for a learner profile.</source>
        <translation>Auf diesem Computer gibt es noch keine lernende Person, und die Administration des Computerraums hat das Anlegen neuer Profile abgeschaltet. Der Kurs öffnet sich, ohne Ihren Fortschritt zu speichern; bitten Sie die Administration um ein Profil.</translation>
    </message>
</context>
<context>
    <name>ui::ProfileListDialog</name>
    <message>
        <source>Switch Learner</source>
        <translation>Lernende Person wechseln</translation>
    </message>
    <message>
        <source>Learners on this computer</source>
        <translation>Lernende auf diesem Computer</translation>
    </message>
    <message>
        <source>&amp;New Learner…</source>
        <translation>&amp;Neue lernende Person…</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>Re&amp;move…</source>
        <translation>&amp;Entfernen…</translation>
    </message>
    <message>
        <source>Removes the learner from the list; their files are kept in %1.</source>
        <translation>Entfernt die Person aus der Liste; ihre Dateien bleiben in %1 erhalten.</translation>
    </message>
    <message>
        <source>&amp;Switch</source>
        <translation>&amp;Wechseln</translation>
    </message>
    <message>
        <source>%1 (current)</source>
        <translation>%1 (aktuell)</translation>
    </message>
    <message>
        <source>New Learner</source>
        <translation>Neue lernende Person</translation>
    </message>
    <message>
        <source>The learner could not be added: %1</source>
        <translation>Die Person konnte nicht hinzugefügt werden: %1</translation>
    </message>
    <message>
        <source>Rename Learner</source>
        <translation>Lernende Person umbenennen</translation>
    </message>
    <message>
        <source>The learner could not be renamed: %1</source>
        <translation>Die Person konnte nicht umbenannt werden: %1</translation>
    </message>
    <message>
        <source>Remove Learner</source>
        <translation>Lernende Person entfernen</translation>
    </message>
    <message>
        <source>Remove %1 from the list of learners? Their progress is not deleted: it is moved to %2, from where it can be restored by hand.</source>
        <translation>%1 aus der Liste der Lernenden entfernen? Der Fortschritt wird nicht gelöscht: Er wird nach %2 verschoben und kann von dort von Hand wiederhergestellt werden.</translation>
    </message>
    <message>
        <source>The learner could not be removed: %1</source>
        <translation>Die Person konnte nicht entfernt werden: %1</translation>
    </message>
    <message>
        <source>Could not switch learners: %1</source>
        <translation>Die lernende Person konnte nicht gewechselt werden: %1</translation>
    </message>
    <message>
        <source>Learner id: %1</source>
        <translation>Lernenden-ID: %1</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>Lernende Person</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Use it as: attention-lab exercise EXERCISE --learner %1</source>
        <translation>So verwenden: attention-lab exercise EXERCISE --learner %1</translation>
    </message>
    <message>
        <source>New learners are turned off on this computer by the lab&apos;s administrator: choose one of the learners above.</source>
        <translation>Neue lernende Personen sind auf diesem Computer von der Administration des Computerraums abgeschaltet: Wählen Sie eine der Personen oben.</translation>
    </message>
</context>
<context>
    <name>ui::ProgressOverview</name>
    <message>
        <source>Your progress by lesson</source>
        <translation>Ihr Fortschritt nach Lektion</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Your progress&lt;/h2&gt;&lt;p&gt;For every lesson: the pages you have read, the credit your exercises have earned so far (each exercise is worth at most 1), and what is still to do. Open a lesson from the sidebar to carry on.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Ihr Fortschritt&lt;/h2&gt;&lt;p&gt;Für jede Lektion: die Seiten, die Sie gelesen haben, die Punkte, die Ihre Aufgaben bisher eingebracht haben (jede Aufgabe ist höchstens 1 wert), und was noch zu tun ist. Öffnen Sie eine Lektion in der Seitenleiste, um weiterzumachen.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ui::ProgressOverviewModel</name>
    <message>
        <source>%1 (cannot be loaded)</source>
        <translation>%1 (kann nicht geladen werden)</translation>
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
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n exercise(s)</source>
        <translation>
            <numerusform>%n Aufgabe</numerusform>
            <numerusform>%n Aufgaben</numerusform>
        </translation>
    </message>
    <message>
        <source>Done ✓</source>
        <translation>Erledigt ✓</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>This lesson has no exercises.</source>
        <translation>Diese Lektion hat keine Aufgaben.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n exercise(s) finished; each is worth 1 point, less for hints.</source>
        <translation>
            <numerusform>%1 von %n Aufgabe abgeschlossen; jede ist 1 Punkt wert, weniger bei Hinweisen.</numerusform>
            <numerusform>%1 von %n Aufgaben abgeschlossen; jede ist 1 Punkt wert, weniger bei Hinweisen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pages to read: %1</source>
        <translation>Noch zu lesende Seiten: %1</translation>
    </message>
    <message>
        <source>Exercises to finish: %1</source>
        <translation>Noch abzuschließende Aufgaben: %1</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Pages read</source>
        <translation>Gelesene Seiten</translation>
    </message>
    <message>
        <source>Exercise score</source>
        <translation>Aufgabenergebnis</translation>
    </message>
    <message>
        <source>Still to do</source>
        <translation>Noch zu tun</translation>
    </message>
</context>
<context>
    <name>ui::ProjectionPanel</name>
    <message>
        <source>Which word asks</source>
        <translation>Welches Wort fragt</translation>
    </message>
    <message>
        <source>&amp;Which word asks?</source>
        <translation>Welches Wort &amp;fragt?</translation>
    </message>
    <message>
        <source>&amp;Reset matrices</source>
        <translation>&amp;Matrizen zurücksetzen</translation>
    </message>
    <message>
        <source>Reset matrices</source>
        <translation>Matrizen zurücksetzen</translation>
    </message>
    <message>
        <source>Each word&apos;s input, key, value, score, weight and share</source>
        <translation>Eingabe, Key, Value, Score, Gewicht und Anteil jedes Wortes</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
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
        <translation>W_q: Query</translation>
    </message>
    <message>
        <source>W_q</source>
        <translation>W_q</translation>
    </message>
    <message>
        <source>Changing W_q changes what a word looks for.</source>
        <translation>Eine Änderung von W_q ändert, wonach ein Wort sucht.</translation>
    </message>
    <message>
        <source>W_k: key</source>
        <translation>W_k: Key</translation>
    </message>
    <message>
        <source>W_k</source>
        <translation>W_k</translation>
    </message>
    <message>
        <source>Changing W_k changes what a word is found by.</source>
        <translation>Eine Änderung von W_k ändert, wodurch ein Wort gefunden wird.</translation>
    </message>
    <message>
        <source>W_v: value</source>
        <translation>W_v: Value</translation>
    </message>
    <message>
        <source>W_v</source>
        <translation>W_v</translation>
    </message>
    <message>
        <source>Changing W_v changes what a word hands over, not who gets the weight.</source>
        <translation>Eine Änderung von W_v ändert, was ein Wort weitergibt, nicht, wer das Gewicht erhält.</translation>
    </message>
    <message>
        <source>v =</source>
        <translation>v =</translation>
    </message>
    <message>
        <source>%1 row %2 column %3</source>
        <translation>%1 Zeile %2 Spalte %3</translation>
    </message>
    <message>
        <source>Query of %1: %2</source>
        <translation>Query von %1: %2</translation>
    </message>
    <message>
        <source>%1 (asks)</source>
        <translation>%1 (fragt)</translation>
    </message>
    <message>
        <source>The output for %1 is %2</source>
        <translation>Die Ausgabe für %1 ist %2</translation>
    </message>
    <message>
        <source>query: —</source>
        <translation>Query: —</translation>
    </message>
    <message>
        <source>These numbers cannot be computed: %1</source>
        <translation>Diese Zahlen können nicht berechnet werden: %1</translation>
    </message>
    <message>
        <source>Input
x</source>
        <translation>Eingabe
x</translation>
    </message>
    <message>
        <source>Value
v</source>
        <translation>Value
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
        <translation>Gewicht
w</translation>
    </message>
    <message>
        <source>Share
w × v</source>
        <translation>Anteil
w × v</translation>
    </message>
    <message>
        <source>The word</source>
        <translation>Das Wort</translation>
    </message>
    <message>
        <source>The word&apos;s input vector x</source>
        <translation>Der Eingabevektor x des Wortes</translation>
    </message>
    <message>
        <source>Score: the query dotted with the key, q·k</source>
        <translation>Score: das Skalarprodukt von Query und Key, q·k</translation>
    </message>
    <message>
        <source>Weight: the softmax of the scores</source>
        <translation>Gewicht: die Softmax der Scores</translation>
    </message>
    <message>
        <source>Share of the output: weight × value</source>
        <translation>Anteil an der Ausgabe: Gewicht × Value</translation>
    </message>
    <message>
        <source>&lt;b&gt;Where queries, keys and values come from.&lt;/b&gt; Each word starts as a small vector x. Three matrices turn it into a &lt;i&gt;query&lt;/i&gt; q = W_q x, a &lt;i&gt;key&lt;/i&gt; k = W_k x and a &lt;i&gt;value&lt;/i&gt; v = W_v x. The word that asks compares its query with every key; the softmax of those scores gives the weights, and the output is the weighted average of the values. Edit a matrix and see what changes.</source>
        <translation>&lt;b&gt;Woher Queries, Keys und Values kommen.&lt;/b&gt; Jedes Wort beginnt als kleiner Vektor x. Drei Matrizen machen daraus eine &lt;i&gt;Query&lt;/i&gt; q = W_q x, einen &lt;i&gt;Key&lt;/i&gt; k = W_k x und einen &lt;i&gt;Value&lt;/i&gt; v = W_v x. Das fragende Wort vergleicht seine Query mit jedem Key; die Softmax dieser Scores ergibt die Gewichte, und die Ausgabe ist der gewichtete Mittelwert der Values. Bearbeiten Sie eine Matrix und sehen Sie, was sich ändert.</translation>
    </message>
    <message>
        <source>Key
k = W_k x</source>
        <translation>Key
k = W_k x</translation>
    </message>
    <message>
        <source>Its key k = W_k x</source>
        <translation>Sein Key k = W_k x</translation>
    </message>
    <message>
        <source>Its value v = W_v x</source>
        <translation>Sein Value v = W_v x</translation>
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
        <source>k_1 =</source>
        <translation>k_1 =</translation>
    </message>
    <message>
        <source>k_2 =</source>
        <translation>k_2 =</translation>
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
        <source>query q = W_q x(%1) = &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Query q = W_q x(%1) = &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>&lt;p&gt;output for “%1” = Σ wᵢ × vᵢ = &lt;b&gt;%3&lt;/b&gt; (≈ %2)&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ausgabe für „%1“ = Σ wᵢ × vᵢ = &lt;b&gt;%3&lt;/b&gt; (≈ %2)&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ui::QueryCanvas</name>
    <message>
        <source>Query and keys plane</source>
        <translation>Ebene mit Query und Keys</translation>
    </message>
    <message>
        <source>Key %1: score q·k = %2, weight %3%.</source>
        <translation>Key %1: Score q·k = %2, Gewicht %3&#xa0;%.</translation>
    </message>
    <message>
        <source>query q</source>
        <translation>Query q</translation>
    </message>
    <message>
        <source>%1°, length %2</source>
        <translation>%1°, Länge %2</translation>
    </message>
    <message>
        <source>Drag the red tip to turn and lengthen the query. Mouse wheel: length. Left/Right: turn by 1° (Shift: 15°). Up/Down: length ±0.1 (Page Up/Down: ±1). Keys 1–%1: show the query&apos;s projection on a key.</source>
        <translation>Ziehen Sie die rote Spitze, um die Query zu drehen und zu verlängern. Mausrad: Länge. Links/Rechts: um 1° drehen (Umschalt: 15°). Hoch/Runter: Länge ±0,1 (Bild auf/ab: ±1). Tasten 1–%1: Projektion der Query auf einen Key zeigen.</translation>
    </message>
    <message>
        <source>Shift+drag (or Ctrl+drag) a key&apos;s tip to move the key.</source>
        <translation>Ziehen Sie die Spitze eines Keys mit gedrückter Umschalttaste (oder Strg), um den Key zu verschieben.</translation>
    </message>
    <message>
        <source>%1 · value %2</source>
        <translation>%1 · Value %2</translation>
    </message>
    <message>
        <source>q·%1 = %2</source>
        <translation>q·%1 = %2</translation>
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
        <translation>Winkel der Query in Grad</translation>
    </message>
    <message>
        <source>Query &amp;angle:</source>
        <translation>Query-Win&amp;kel:</translation>
    </message>
    <message>
        <source>Query angle:</source>
        <translation>Query-Winkel:</translation>
    </message>
    <message>
        <source>Query length</source>
        <translation>Query-Länge</translation>
    </message>
    <message>
        <source>Query &amp;length:</source>
        <translation>&amp;Query-Länge:</translation>
    </message>
    <message>
        <source>Query length:</source>
        <translation>Query-Länge:</translation>
    </message>
</context>
<context>
    <name>ui::RankingEditor</name>
    <message>
        <source>Order the keys by their score, the largest first: select a key and move it with Alt+Up / Alt+Down, the buttons, or by dragging it.</source>
        <translation>Ordnen Sie die Keys nach ihrem Score, den größten zuerst: Wählen Sie einen Key aus und verschieben Sie ihn mit Alt+Hoch / Alt+Runter, mit den Schaltflächen oder durch Ziehen.</translation>
    </message>
    <message>
        <source>Order the keys by their weight, the largest first: select a key and move it with Alt+Up / Alt+Down, the buttons, or by dragging it.</source>
        <translation>Ordnen Sie die Keys nach ihrem Gewicht, das größte zuerst: Wählen Sie einen Key aus und verschieben Sie ihn mit Alt+Hoch / Alt+Runter, mit den Schaltflächen oder durch Ziehen.</translation>
    </message>
    <message>
        <source>Keys in your order, the largest first</source>
        <translation>Keys in Ihrer Reihenfolge, der größte zuerst</translation>
    </message>
    <message>
        <source>Alt+Up and Alt+Down move the selected key.</source>
        <translation>Alt+Hoch und Alt+Runter verschieben den ausgewählten Key.</translation>
    </message>
    <message>
        <source>Alt+Up and Alt+Down move the selected key; you can also drag it.</source>
        <translation>Alt+Hoch und Alt+Runter verschieben den ausgewählten Key; Sie können ihn auch ziehen.</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Alt+Up</source>
        <translation>Alt+Hoch</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Alt+Down</source>
        <translation>Alt+Runter</translation>
    </message>
    <message>
        <source>%1.  Key %2</source>
        <translation>%1.  Key %2</translation>
    </message>
    <message>
        <source>Where the query and the keys are:</source>
        <translation>Wo die Query und die Keys liegen:</translation>
    </message>
</context>
<context>
    <name>ui::ReteachModel</name>
    <message>
        <source>%1 of %2: %3</source>
        <translation>%1 von %2: %3</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Students who got it entirely right</source>
        <translation>Lernende, die sie ganz richtig gelöst haben</translation>
    </message>
    <message>
        <source>Students who checked at least one answer</source>
        <translation>Lernende, die mindestens eine Antwort geprüft haben</translation>
    </message>
    <message>
        <source>Checks that counted, all students together</source>
        <translation>Gewertete Prüfungen, alle Lernenden zusammen</translation>
    </message>
    <message>
        <source>Hints shown, all students together</source>
        <translation>Gezeigte Hinweise, alle Lernenden zusammen</translation>
    </message>
    <message>
        <source>The mistakes the grader recognised in the students&apos; last answers, most frequent first</source>
        <translation>Die Fehler, die die Bewertung in den letzten Antworten der Lernenden erkannt hat, die häufigsten zuerst</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>Attempted</source>
        <translation>Versucht</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Most frequent mistakes</source>
        <translation>Häufigste Fehler</translation>
    </message>
    <message>
        <source>The class&apos;s mean recomputed score, over the students who handed in (the facility)</source>
        <translation>Der mittlere neu berechnete Punktwert der Klasse über alle, die abgegeben haben (der Leichtigkeitsindex)</translation>
    </message>
    <message>
        <source>How well the exercise tells students apart: the correlation of its score with the rest of each student&apos;s total; below 20% it discriminates poorly, below 0 the strong students did worse here</source>
        <translation>Wie gut die Aufgabe die Lernenden unterscheidet: die Korrelation ihres Punktwerts mit dem Rest der Gesamtpunkte jeder Person; unter 20 % trennt sie kaum, unter 0 waren die Starken hier schlechter</translation>
    </message>
    <message>
        <source>Discrimination</source>
        <translation>Trennschärfe</translation>
    </message>
</context>
<context>
    <name>ui::SharpnessPanel</name>
    <message>
        <source>query length</source>
        <translation>Query-Länge</translation>
    </message>
    <message>
        <source>weight (%)</source>
        <translation>Gewicht (%)</translation>
    </message>
    <message>
        <source>k%1</source>
        <translation>k%1</translation>
    </message>
    <message>
        <source>current length</source>
        <translation>aktuelle Länge</translation>
    </message>
    <message>
        <source>Weight of each key against query length</source>
        <translation>Gewicht jedes Keys über der Query-Länge</translation>
    </message>
    <message>
        <source>Query length</source>
        <translation>Query-Länge</translation>
    </message>
    <message>
        <source>Query &amp;length:</source>
        <translation>&amp;Query-Länge:</translation>
    </message>
    <message>
        <source>Entropy of the weights</source>
        <translation>Entropie der Gewichte</translation>
    </message>
    <message>
        <source>Entropy measures how spread out the weights are: near its maximum the output is a blurry blend of every value, near 0 it is a decisive lookup of a single key.</source>
        <translation>Die Entropie misst, wie breit die Gewichte verteilt sind: Nahe ihrem Maximum ist die Ausgabe eine verschwommene Mischung aller Values, nahe 0 ein entschiedenes Nachschlagen eines einzigen Keys.</translation>
    </message>
    <message>
        <source>At length %1: entropy of the weights &lt;b&gt;%2&lt;/b&gt; nats (its maximum is ln %3 = %4). Largest weight: key %5, &lt;b&gt;%6&lt;/b&gt;.</source>
        <translation>Bei Länge %1: Entropie der Gewichte &lt;b&gt;%2&lt;/b&gt; Nat (ihr Maximum ist ln %3 = %4). Größtes Gewicht: Key %5, &lt;b&gt;%6&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>This length lies beyond the plotted range, 0 to %1.</source>
        <translation>Diese Länge liegt außerhalb des dargestellten Bereichs, 0 bis %1.</translation>
    </message>
    <message>
        <source>key %1: %2</source>
        <translation>Key %1: %2</translation>
    </message>
    <message>
        <source>At length %1: %2</source>
        <translation>Bei Länge %1: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;How sharp is the lookup?&lt;/b&gt; Each line is the attention weight one key receives as the query grows longer, pointing at %1°. A short query spreads the weight evenly over the keys; a long one gives nearly all of it to the best-matching key. The vertical line and the dots on it mark the current length.</source>
        <translation>&lt;b&gt;Wie scharf ist das Nachschlagen?&lt;/b&gt; Jede Linie ist das Attention-Gewicht, das ein Key erhält, während die Query, die auf %1° zeigt, länger wird. Eine kurze Query verteilt das Gewicht gleichmäßig auf die Keys; eine lange gibt fast alles dem am besten passenden Key. Die senkrechte Linie und die Punkte darauf markieren die aktuelle Länge.</translation>
    </message>
    <message>
        <source>length %1</source>
        <translation>Länge %1</translation>
    </message>
</context>
<context>
    <name>ui::StepTableModel</name>
    <message>
        <source>masked</source>
        <translation>maskiert</translation>
    </message>
    <message>
        <source>not yet computed</source>
        <translation>noch nicht berechnet</translation>
    </message>
    <message>
        <source>%1, current step</source>
        <translation>%1, aktueller Schritt</translation>
    </message>
    <message>
        <source>Key %1 is masked: its weight is 0</source>
        <translation>Key %1 ist maskiert: Sein Gewicht ist 0</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Output = Σ wᵢ × vᵢ = %1 %2 %3</source>
        <translation>Ausgabe = Σ wᵢ × vᵢ = %1 %2 %3</translation>
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
        <source>%1 for key %2: %3 × %4 %5 %6</source>
        <translation>%1 für Key %2: %3 × %4 %5 %6</translation>
    </message>
    <message>
        <source>q·k for key %1: %2 %3 %4</source>
        <translation>q·k für Key %1: %2 %3 %4</translation>
    </message>
    <message>
        <source>q·k for key %1: %2 × (%3) %4 %5</source>
        <translation>q·k für Key %1: %2 × (%3) %4 %5</translation>
    </message>
    <message>
        <source>score − max for key %1: %2 − %3 %4 %5</source>
        <translation>Score − max für Key %1: %2 − %3 %4 %5</translation>
    </message>
    <message>
        <source>exp(score − max) for key %1: exp(%2) %3 %4</source>
        <translation>exp(Score − max) für Key %1: exp(%2) %3 %4</translation>
    </message>
    <message>
        <source>Weight of key %1: %2 ÷ %3 (Σ exp, last row) %4 %5</source>
        <translation>Gewicht von Key %1: %2 ÷ %3 (Σ exp, letzte Zeile) %4 %5</translation>
    </message>
    <message>
        <source>wᵢ × vᵢ for key %1: %2 × %3 %4 %5</source>
        <translation>wᵢ × vᵢ für Key %1: %2 × %3 %4 %5</translation>
    </message>
</context>
<context>
    <name>ui::StepTablePanel</name>
    <message>
        <source>Dot products of the query with each key</source>
        <translation>Skalarprodukte der Query mit jedem Key</translation>
    </message>
    <message>
        <source>Softmax of the scores, step by step</source>
        <translation>Softmax der Scores, Schritt für Schritt</translation>
    </message>
    <message>
        <source>Weighted sum of the values, step by step</source>
        <translation>Gewichtete Summe der Values, Schritt für Schritt</translation>
    </message>
    <message>
        <source>N or Ctrl+Right computes the next cell, P or Ctrl+Left goes back one step.</source>
        <translation>N oder Strg+Rechts berechnet die nächste Zelle, P oder Strg+Links geht einen Schritt zurück.</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Aktueller Schritt</translation>
    </message>
    <message>
        <source>Output compared with an average and a dictionary</source>
        <translation>Ausgabe im Vergleich mit einem Mittelwert und einem Wörterbuch</translation>
    </message>
    <message>
        <source>Press &lt;i&gt;Next step&lt;/i&gt; (Alt+N, or N in the table) to compute the next cell and &lt;i&gt;Previous step&lt;/i&gt; (Alt+P, or P) to go back. “?” marks a cell not computed yet, ▶ the cell just computed.</source>
        <translation>Klicken Sie auf &lt;i&gt;Nächster Schritt&lt;/i&gt; (Alt+N oder N in der Tabelle), um die nächste Zelle zu berechnen, und auf &lt;i&gt;Vorheriger Schritt&lt;/i&gt; (Alt+V oder P), um zurückzugehen. „?“ markiert eine noch nicht berechnete Zelle, ▶ die gerade berechnete.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scores.&lt;/b&gt; Each score is the dot product of the query with a key: q·kᵢ = q_x·k_x + q_y·k_y. The more a key points the way the query does, the higher its score. Drag the query (red) on the plane and the table follows.</source>
        <translation>&lt;b&gt;Scores.&lt;/b&gt; Jeder Score ist das Skalarprodukt der Query mit einem Key: q·kᵢ = q_x·k_x + q_y·k_y. Je mehr ein Key in dieselbe Richtung zeigt wie die Query, desto höher sein Score. Ziehen Sie die Query (rot) auf der Ebene, und die Tabelle folgt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Softmax.&lt;/b&gt; The scores become weights: subtract the largest score, take the exponential, and divide each exponential by their sum Σ (last row).</source>
        <translation>&lt;b&gt;Softmax.&lt;/b&gt; Die Scores werden zu Gewichten: den größten Score abziehen, die Exponentialfunktion anwenden und jeden Exponentialwert durch ihre Summe Σ teilen (letzte Zeile).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Weighted sum.&lt;/b&gt; The answer is a blend of the values: each value is multiplied by its key&apos;s weight, and the products are added up, o = Σ wᵢ × vᵢ (last row).</source>
        <translation>&lt;b&gt;Gewichtete Summe.&lt;/b&gt; Die Antwort ist eine Mischung der Values: Jeder Value wird mit dem Gewicht seines Keys multipliziert, und die Produkte werden addiert, o = Σ wᵢ × vᵢ (letzte Zeile).</translation>
    </message>
    <message>
        <source>&amp;Previous step</source>
        <translation>&amp;Vorheriger Schritt</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Vorheriger Schritt</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>&amp;Nächster Schritt</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>Show &amp;all</source>
        <translation>Alle ze&amp;igen</translation>
    </message>
    <message>
        <source>Show all steps</source>
        <translation>Alle Schritte zeigen</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Reset the steps</source>
        <translation>Die Schritte zurücksetzen</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>k%1</source>
        <translation>k%1</translation>
    </message>
    <message>
        <source>Sum of the weights</source>
        <translation>Summe der Gewichte</translation>
    </message>
    <message>
        <source>Why the largest score is subtracted</source>
        <translation>Warum der größte Score abgezogen wird</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why subtract the max?&lt;/b&gt; For scores %1, %2 and %3, exp(%1) is %4 in double precision: it overflows, and ∞ ÷ ∞ is not a number. Subtracting the largest score first keeps every exponent at 0 or below, and the weights come out the same: %5.</source>
        <translation>&lt;b&gt;Warum das Maximum abziehen?&lt;/b&gt; Bei den Scores %1; %2 und %3 ist exp(%1) in doppelter Genauigkeit %4: Es läuft über, und ∞ ÷ ∞ ist keine Zahl. Zieht man zuerst den größten Score ab, bleibt jeder Exponent bei 0 oder darunter, und die Gewichte sind dieselben: %5.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>The weights are never negative and add up to %1.</source>
        <translation>Die Gewichte sind nie negativ und ergeben zusammen %1.</translation>
    </message>
    <message>
        <source>the value %1 of key %2</source>
        <translation>der Value %1 von Key %2</translation>
    </message>
    <message>
        <source>KeyError (no key equals the query)</source>
        <translation>KeyError (kein Key ist gleich der Query)</translation>
    </message>
    <message>
        <source>Attention&apos;s output: %1</source>
        <translation>Ausgabe der Attention: %1</translation>
    </message>
    <message>
        <source>Plain average of the values (every weight equal): %1</source>
        <translation>Einfacher Mittelwert der Values (alle Gewichte gleich): %1</translation>
    </message>
    <message>
        <source>A dictionary asked for this exact query: %1</source>
        <translation>Ein Wörterbuch, nach genau dieser Query gefragt: %1</translation>
    </message>
    <message>
        <source>Hard lookup (all weight on key %1, the best match): %2</source>
        <translation>Hartes Nachschlagen (ganzes Gewicht auf Key %1, der besten Übereinstimmung): %2</translation>
    </message>
    <message>
        <source>Nothing computed yet: press Next step.</source>
        <translation>Noch nichts berechnet: Klicken Sie auf Nächster Schritt.</translation>
    </message>
    <message>
        <source>About the bars</source>
        <translation>Über die Balken</translation>
    </message>
    <message>
        <source>A bar appears once its weight is computed (column Weight wᵢ).</source>
        <translation>Ein Balken erscheint, sobald sein Gewicht berechnet ist (Spalte Gewicht wᵢ).</translation>
    </message>
    <message>
        <source>Attention&apos;s output: ? (press Next step until the Σ row)</source>
        <translation>Ausgabe der Attention: ? (klicken Sie auf Nächster Schritt bis zur Σ-Zeile)</translation>
    </message>
</context>
<context>
    <name>ui::TableEditor</name>
    <message>
        <source>Fill in the columns marked ✎: type a number and press Enter. Tab moves to the next cell to fill.</source>
        <translation>Füllen Sie die mit ✎ markierten Spalten aus: Geben Sie eine Zahl ein und drücken Sie die Eingabetaste. Tab springt zur nächsten auszufüllenden Zelle.</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Ihre Tabelle</translation>
    </message>
    <message>
        <source>Tab moves to the next cell to fill; typing or F2 edits a cell.</source>
        <translation>Tab springt zur nächsten auszufüllenden Zelle; Tippen oder F2 bearbeitet eine Zelle.</translation>
    </message>
    <message>
        <source>%1 ✎</source>
        <translation>%1 ✎</translation>
    </message>
    <message>
        <source>✓ Correct</source>
        <translation>✓ Richtig</translation>
    </message>
    <message>
        <source>✗ Not quite</source>
        <translation>✗ Nicht ganz</translation>
    </message>
    <message>
        <source>✗ Not quite: %1</source>
        <translation>✗ Nicht ganz: %1</translation>
    </message>
    <message>
        <source>↪ Computed correctly from your earlier cell</source>
        <translation>↪ Richtig berechnet aus Ihrer früheren Zelle</translation>
    </message>
    <message>
        <source>? Not a number</source>
        <translation>? Keine Zahl</translation>
    </message>
    <message>
        <source>Not filled in</source>
        <translation>Nicht ausgefüllt</translation>
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
        <translation>Diese Aufgabe wird in der Werkstatt beantwortet, die hier nicht verfügbar ist.</translation>
    </message>
    <message>
        <source>Move the query (red) on the plane, by dragging its tip or with the arrow keys, then check.</source>
        <translation>Bewegen Sie die Query (rot) auf der Ebene, indem Sie ihre Spitze ziehen oder die Pfeiltasten verwenden, und prüfen Sie dann.</translation>
    </message>
    <message>
        <source>k%1 (%2)</source>
        <translation>k%1 (%2)</translation>
    </message>
    <message>
        <source>Current query</source>
        <translation>Aktuelle Query</translation>
    </message>
    <message>
        <source>k%1 %2</source>
        <translation>k%1 %2</translation>
    </message>
</context>
<context>
    <name>ui::TraceTableModel</name>
    <message>
        <source>Key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>Value v</source>
        <translation>Value v</translation>
    </message>
    <message>
        <source>Score q·k</source>
        <translation>Score q·k</translation>
    </message>
    <message>
        <source>Weight w</source>
        <translation>Gewicht w</translation>
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
        <translation>Keys nach dem Training</translation>
    </message>
</context>
<context>
    <name>ui::TrainingPanel</name>
    <message>
        <source>Each token looks at the next (successor)</source>
        <translation>Jedes Token schaut auf das nächste (successor)</translation>
    </message>
    <message>
        <source>&quot;it&quot; looks at &quot;cat&quot; (it-cat)</source>
        <translation>„it“ schaut auf „cat“ (it-cat)</translation>
    </message>
    <message>
        <source>Two tokens want one key (shared-key)</source>
        <translation>Zwei Tokens wollen denselben Key (shared-key)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Abs&amp;pielen</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Seed of the starting matrices</source>
        <translation>Startwert der Anfangsmatrizen</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <source>Train step after step until the loss is small or %1 steps are done</source>
        <translation>Schritt für Schritt trainieren, bis der Verlust klein ist oder %1 Schritte getan sind</translation>
    </message>
    <message>
        <source>One step of gradient descent</source>
        <translation>Ein Schritt Gradientenabstieg</translation>
    </message>
    <message>
        <source>Back to the matrices the seed draws</source>
        <translation>Zurück zu den Matrizen, die der Startwert zieht</translation>
    </message>
    <message>
        <source>Each token&apos;s query q = W_q x is a solid arrow, its key k = W_k x a dashed one. Every step nudges W_q and W_k so that each query points more at its target&apos;s key: the loss falls.</source>
        <translation>Die Query q = W_q x jedes Tokens ist ein durchgezogener Pfeil, sein Key k = W_k x ein gestrichelter. Jeder Schritt stößt W_q und W_k so an, dass jede Query mehr auf den Key ihres Ziels zeigt: Der Verlust sinkt.</translation>
    </message>
    <message>
        <source>Learning r&amp;ate:</source>
        <translation>Lern&amp;rate:</translation>
    </message>
    <message>
        <source>Each token&apos;s attention weights: rows ask, columns are attended to</source>
        <translation>Die Attention-Gewichte jedes Tokens: Zeilen fragen, Spalten werden beachtet</translation>
    </message>
    <message>
        <source>Loss after each step</source>
        <translation>Verlust nach jedem Schritt</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>Training so far</source>
        <translation>Das Training bisher</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Step %1 · loss %2 (it started at %3) · %4 of %5 tokens look hardest at their target</source>
        <translation>Schritt %1 · Verlust %2 (zu Beginn %3) · %4 von %5 Tokens schauen am stärksten auf ihr Ziel</translation>
    </message>
    <message>
        <source>· learned: press Reset or change the seed to train again.</source>
        <translation>· gelernt: Zurücksetzen oder einen anderen Startwert wählen, um erneut zu trainieren.</translation>
    </message>
    <message>
        <source>· stopped: too many steps, or a learning rate so large that the numbers overflow.</source>
        <translation>· angehalten: zu viele Schritte, oder eine Lernrate so groß, dass die Zahlen überlaufen.</translation>
    </message>
    <message>
        <source>%1 → %2: %3, its target</source>
        <translation>%1 → %2: %3, sein Ziel</translation>
    </message>
    <message>
        <source>%1 → %2: %3</source>
        <translation>%1 → %2: %3</translation>
    </message>
    <message>
        <source>St&amp;ep</source>
        <translation>&amp;Schritt</translation>
    </message>
    <message>
        <source>Ta&amp;sk:</source>
        <translation>Tra&amp;iningsaufgabe:</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>S&amp;tartwert:</translation>
    </message>
</context>
<context>
    <name>ui::TrainingPlane</name>
    <message>
        <source>Queries and keys on the plane</source>
        <translation>Queries und Keys auf der Ebene</translation>
    </message>
    <message>
        <source>%1: query %2°, length %3; key %4°, length %5</source>
        <translation>%1: Query %2°, Länge %3; Key %4°, Länge %5</translation>
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
        <translation>%1: Key %2°, Länge %3</translation>
    </message>
</context>
<context>
    <name>ui::WeightChart</name>
    <message>
        <source>Attention weight</source>
        <translation>Attention-Gewicht</translation>
    </message>
    <message>
        <source>Attention weights chart</source>
        <translation>Diagramm der Attention-Gewichte</translation>
    </message>
    <message>
        <source>key %1: %2%</source>
        <translation>Key %1: %2&#xa0;%</translation>
    </message>
    <message>
        <source>Attention weights (%)</source>
        <translation>Attention-Gewichte (%)</translation>
    </message>
    <message>
        <source>key %1: not computed yet</source>
        <translation>Key %1: noch nicht berechnet</translation>
    </message>
</context>
<context>
    <name>ui::WorksheetDialog</name>
    <message>
        <source>Print Worksheets</source>
        <translation>Arbeitsblätter drucken</translation>
    </message>
    <message>
        <source>A lab session file (.attnlab)</source>
        <translation>Eine Lab-Sitzungsdatei (.attnlab)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Optional: the session&apos;s own roster</source>
        <translation>Optional: die eigene Teilnehmerliste der Sitzung</translation>
    </message>
    <message>
        <source>Without a roster: this many numbered copies (copy-01, copy-02, …), each with its own numbers.</source>
        <translation>Ohne Teilnehmerliste: so viele nummerierte Exemplare (copy-01, copy-02, …), jedes mit eigenen Zahlen.</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>Optional</translation>
    </message>
    <message>
        <source>Print… sends the answer key, not the worksheets</source>
        <translation>Drucken… sendet den Lösungsschlüssel, nicht die Arbeitsblätter</translation>
    </message>
    <message>
        <source>&amp;Lab session:</source>
        <translation>&amp;Lab-Sitzung:</translation>
    </message>
    <message>
        <source>&amp;Class list:</source>
        <translation>&amp;Klassenliste:</translation>
    </message>
    <message>
        <source>C&amp;opies without a roster:</source>
        <translation>&amp;Exemplare ohne Teilnehmerliste:</translation>
    </message>
    <message>
        <source>Page si&amp;ze:</source>
        <translation>Seiten&amp;größe:</translation>
    </message>
    <message>
        <source>&amp;Worksheets PDF:</source>
        <translation>&amp;Arbeitsblätter als PDF:</translation>
    </message>
    <message>
        <source>&amp;Answer key PDF:</source>
        <translation>Lösungss&amp;chlüssel als PDF:</translation>
    </message>
    <message>
        <source>&amp;Save PDF</source>
        <translation>PDF &amp;speichern</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Choose a lab session.</source>
        <translation>Wählen Sie eine Lab-Sitzung.</translation>
    </message>
    <message>
        <source>The lab session cannot be read: %1</source>
        <translation>Die Lab-Sitzung kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The class list cannot be used: %1</source>
        <translation>Die Klassenliste kann nicht verwendet werden: %1</translation>
    </message>
    <message numerus="yes">
        <source> %n line(s) of the class list were left out.</source>
        <translation>
            <numerusform> %n Zeile der Klassenliste wurde ausgelassen.</numerusform>
            <numerusform> %n Zeilen der Klassenliste wurden ausgelassen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1”: %n worksheet(s), one per student.</source>
        <translation>
            <numerusform>„%1“: %n Arbeitsblatt, eines pro Person.</numerusform>
            <numerusform>„%1“: %n Arbeitsblätter, eines pro Person.</numerusform>
        </translation>
    </message>
    <message>
        <source>-worksheets</source>
        <translation>-arbeitsblaetter</translation>
    </message>
    <message>
        <source>-answer-key</source>
        <translation>-loesungsschluessel</translation>
    </message>
    <message>
        <source>Choose where the worksheets go.</source>
        <translation>Wählen Sie, wohin die Arbeitsblätter geschrieben werden.</translation>
    </message>
    <message>
        <source>Writing the worksheets…</source>
        <translation>Arbeitsblätter werden geschrieben…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancelled: no file was written.</source>
        <translation>Abgebrochen: Es wurde keine Datei geschrieben.</translation>
    </message>
    <message>
        <source>Nothing was written: %1</source>
        <translation>Es wurde nichts geschrieben: %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n worksheet(s), %1 pages, to %2.</source>
        <translation>
            <numerusform>%n Arbeitsblatt mit %1 Seiten nach %2 geschrieben.</numerusform>
            <numerusform>%n Arbeitsblätter mit %1 Seiten nach %2 geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer key, %1 pages, is in %2.</source>
        <translation>Der Lösungsschlüssel mit %1 Seiten liegt in %2.</translation>
    </message>
    <message>
        <source>Print the Answer Key</source>
        <translation>Lösungsschlüssel drucken</translation>
    </message>
    <message>
        <source>Print the Worksheets</source>
        <translation>Arbeitsblätter drucken</translation>
    </message>
    <message>
        <source>Printing…</source>
        <translation>Wird gedruckt…</translation>
    </message>
    <message>
        <source>The worksheets could not be printed: %1</source>
        <translation>Die Arbeitsblätter konnten nicht gedruckt werden: %1</translation>
    </message>
    <message>
        <source>Choose the Lab Session</source>
        <translation>Lab-Sitzung wählen</translation>
    </message>
    <message>
        <source>Lab sessions (*.attnlab);;All files (*)</source>
        <translation>Lab-Sitzungen (*.attnlab);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Choose a Class List</source>
        <translation>Klassenliste wählen</translation>
    </message>
    <message>
        <source>Class lists (*.csv);;All files (*)</source>
        <translation>Klassenlisten (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save the Worksheets</source>
        <translation>Arbeitsblätter speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Save the Answer Key</source>
        <translation>Lösungsschlüssel speichern</translation>
    </message>
    <message>
        <source>Lab session file</source>
        <translation>Datei der Lab-Sitzung</translation>
    </message>
    <message>
        <source>Class list file</source>
        <translation>Datei der Klassenliste</translation>
    </message>
    <message>
        <source>Worksheets PDF file</source>
        <translation>PDF-Datei der Arbeitsblätter</translation>
    </message>
    <message>
        <source>Answer key PDF file</source>
        <translation>PDF-Datei des Lösungsschlüssels</translation>
    </message>
    <message>
        <source>The lab&apos;s administrator turned answer keys off on this computer.</source>
        <translation>Die Administration des Computerraums hat Lösungsschlüssel auf diesem Computer abgeschaltet.</translation>
    </message>
    <message>
        <source>Turned off by the lab&apos;s administrator</source>
        <translation>Von der Administration des Computerraums abgeschaltet</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>Answer grid PDF file</source>
        <translation>PDF-Datei des Antwortrasters</translation>
    </message>
    <message>
        <source>Optional: every student&apos;s answers on one table</source>
        <translation>Optional: die Antworten aller Personen in einer Tabelle</translation>
    </message>
    <message>
        <source>Answer &amp;grid PDF:</source>
        <translation>Antwort&amp;raster-PDF:</translation>
    </message>
    <message>
        <source>Nothing was written: the answer grid and the worksheets cannot be the same file.</source>
        <translation>Nichts wurde geschrieben: Antwortraster und Arbeitsblätter können nicht dieselbe Datei sein.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the answer grid, %n page(s), to %1.</source>
        <translation>
            <numerusform>Antwortraster, %n Seite, nach %1 geschrieben.</numerusform>
            <numerusform>Antwortraster, %n Seiten, nach %1 geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer grid was not written: %1</source>
        <translation>Das Antwortraster wurde nicht geschrieben: %1</translation>
    </message>
    <message numerus="yes">
        <source>The answer grid, %n page(s), is in %1.</source>
        <translation>
            <numerusform>Das Antwortraster, %n Seite, liegt in %1.</numerusform>
            <numerusform>Das Antwortraster, %n Seiten, liegt in %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the Answer Grid</source>
        <translation>Antwortraster speichern</translation>
    </message>
    <message>
        <source>This session prints its answer keys only on a computer whose lab defaults allow them (allowAnswerKeys=true), as the teacher&apos;s does.</source>
        <translation>Diese Sitzung druckt ihre Lösungsschlüssel nur auf einem Computer, dessen Lab-Voreinstellungen sie erlauben (allowAnswerKeys=true), wie der der Lehrkraft.</translation>
    </message>
    <message>
        <source>Not on this computer: the session keeps its keys to the teacher&apos;s</source>
        <translation>Nicht auf diesem Computer: Die Sitzung behält ihre Lösungen dem Computer der Lehrkraft vor</translation>
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
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>output = Σ w&lt;sub&gt;i&lt;/sub&gt;·v&lt;sub&gt;i&lt;/sub&gt; = &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Ausgabe = Σ w&lt;sub&gt;i&lt;/sub&gt;·v&lt;sub&gt;i&lt;/sub&gt; = &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Drag the red tip of the query, focus the plane and use the arrow keys, or type the query&apos;s angle and length below it. The bars show each key&apos;s &lt;a href=&quot;glossary:attention-weights&quot;&gt;attention weight&lt;/a&gt;. These are always the plate&apos;s five keys, even if you changed the keys in the free workshop.</source>
        <translation>Ziehen Sie die rote Spitze der Query, setzen Sie den Fokus auf die Ebene und nutzen Sie die Pfeiltasten, oder tippen Sie Winkel und Länge der Query darunter ein. Die Balken zeigen das &lt;a href=&quot;glossary:attention-weights&quot;&gt;Attention-Gewicht&lt;/a&gt; jedes Keys. Das sind immer die fünf Keys der Tafel, auch wenn Sie die Keys in der freien Werkstatt geändert haben.</translation>
    </message>
</context>
<context>
    <name>ui::WorkshopView</name>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Scores, weights and contributions per key</source>
        <translation>Scores, Gewichte und Beiträge je Key</translation>
    </message>
    <message>
        <source>What the plate says</source>
        <translation>Was die Tafel sagt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Workshop.&lt;/b&gt; Five keys (blue) and a query (red). Each key receives an attention weight from how well it matches the query; the output is the weighted average of the values 10 to 50. Turn the query, or lengthen it to sharpen the lookup.</source>
        <translation>&lt;b&gt;Werkstatt.&lt;/b&gt; Fünf Keys (blau) und eine Query (rot). Jeder Key erhält ein Attention-Gewicht danach, wie gut er zur Query passt; die Ausgabe ist der gewichtete Mittelwert der Values 10 bis 50. Drehen Sie die Query, oder verlängern Sie sie, um das Nachschlagen zu schärfen.</translation>
    </message>
    <message>
        <source>Replay the plate</source>
        <translation>Die Tafel nachspielen</translation>
    </message>
    <message>
        <source>Plate default (%1°, %2)</source>
        <translation>Vorgabe der Tafel (%1°; %2)</translation>
    </message>
    <message>
        <source>Lengthen to %1</source>
        <translation>Auf %1 verlängern</translation>
    </message>
    <message>
        <source>Shorten to %1</source>
        <translation>Auf %1 verkürzen</translation>
    </message>
    <message>
        <source>Point at key %1</source>
        <translation>Auf Key %1 zeigen</translation>
    </message>
    <message>
        <source>With the query pointing at %1°, key %2 gets the largest weight, %3, and the output %4 is mostly its value %5 with some of the others mixed in.</source>
        <translation>Zeigt die Query auf %1°, erhält Key %2 das größte Gewicht, %3, und die Ausgabe %4 ist größtenteils sein Value %5, dem etwas von den anderen beigemischt ist.</translation>
    </message>
    <message>
        <source>Lengthen the query to %1 and the dot products spread apart, so the softmax concentrates: the largest weight rises to %2.</source>
        <translation>Verlängern Sie die Query auf %1, und die Skalarprodukte rücken auseinander, sodass sich die Softmax konzentriert: Das größte Gewicht steigt auf %2.</translation>
    </message>
    <message>
        <source>Shorten it to %1 and every key gets about a fifth (%2 at most): the output %3 is close to the plain average, %4.</source>
        <translation>Verkürzen Sie sie auf %1, und jeder Key erhält etwa ein Fünftel (höchstens %2): Die Ausgabe %3 liegt nahe am einfachen Mittelwert, %4.</translation>
    </message>
    <message>
        <source>Pointed straight at key %1, the query gives it %2 of the weight: the output %3 is nearly its value %4.</source>
        <translation>Zeigt die Query genau auf Key %1, gibt sie ihm %2 des Gewichts: Die Ausgabe %3 ist fast sein Value %4.</translation>
    </message>
    <message>
        <source>Key %1 receives the most weight, %2. Lengthen the query to sharpen the lookup, shorten it to blur it towards the plain average.</source>
        <translation>Key %1 erhält das meiste Gewicht, %2. Verlängern Sie die Query, um das Nachschlagen zu schärfen, oder verkürzen Sie sie, um es zum einfachen Mittelwert hin zu verwischen.</translation>
    </message>
    <message>
        <source>About the workshop</source>
        <translation>Über die Werkstatt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Workshop, with keys of your own.&lt;/b&gt; %1 keys (blue) and a query (red). Each key receives an attention weight from how well it matches the query; the output is the weighted average of their values. Workshop ▸ Edit Keys… changes them; Reset there returns to the plate&apos;s five.</source>
        <translation>&lt;b&gt;Werkstatt mit eigenen Keys.&lt;/b&gt; %1 Keys (blau) und eine Query (rot). Jeder Key erhält ein Attention-Gewicht danach, wie gut er zur Query passt; die Ausgabe ist der gewichtete Mittelwert ihrer Values. Werkstatt ▸ Keys bearbeiten… ändert sie; das Zurücksetzen dort führt zu den fünf Keys der Tafel zurück.</translation>
    </message>
    <message>
        <source>Point at %1</source>
        <translation>Auf %1 zeigen</translation>
    </message>
    <message>
        <source>Shorten it to %1 and the keys get nearly equal shares (%2 at most): the output %3 is close to the plain average, %4.</source>
        <translation>Verkürzen Sie sie auf %1, und die Keys erhalten fast gleiche Anteile (höchstens %2): Die Ausgabe %3 liegt nahe am einfachen Mittelwert, %4.</translation>
    </message>
    <message>
        <source>Pointed straight at %1, the query gives it %2 of the weight; the output is %3 (its value is %4).</source>
        <translation>Zeigt die Query genau auf %1, gibt sie ihm %2 des Gewichts; die Ausgabe ist %3 (sein Value ist %4).</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Werkstatt</translation>
    </message>
</context>
<context>
    <name>ui::WriteFeedbackDialog</name>
    <message>
        <source>Write Feedback</source>
        <translation>Rückmeldungen schreiben</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>Folder for the Feedback Files</source>
        <translation>Ordner für die Rückmeldungsdateien</translation>
    </message>
    <message>
        <source>Optional: a comment for the whole class</source>
        <translation>Optional: ein Kommentar für die ganze Klasse</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <source>&amp;Comment:</source>
        <translation>&amp;Kommentar:</translation>
    </message>
    <message>
        <source>&amp;Write Feedback</source>
        <translation>&amp;Rückmeldungen schreiben</translation>
    </message>
    <message>
        <source>At most %1 characters.</source>
        <translation>Höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <source>One feedback file is written for every student who handed in: their marks recomputed from their answers, each table cell marked, the mistakes the grader recognised and your comments. Students open it with File ▸ Open Feedback….</source>
        <translation>Für jede Person, die abgegeben hat, wird eine Rückmeldungsdatei geschrieben: ihre aus den Antworten neu berechneten Bewertungen, jede Tabellenzelle markiert, die von der Bewertung erkannten Fehler und Ihre Kommentare. Die Lernenden öffnen sie mit Datei ▸ Rückmeldung öffnen….</translation>
    </message>
    <message>
        <source>Students who get feedback</source>
        <translation>Lernende, die eine Rückmeldung erhalten</translation>
    </message>
    <message>
        <source>Choose a student to write a comment to them alone; ✎ marks those with one.</source>
        <translation>Wählen Sie eine Person, um ihr allein einen Kommentar zu schreiben; ✎ markiert die, die einen haben.</translation>
    </message>
    <message>
        <source>Nobody has handed in yet: there is no student to write to.</source>
        <translation>Noch niemand hat abgegeben: Es gibt niemanden, an den Sie schreiben können.</translation>
    </message>
    <message>
        <source>&amp;Students (a comment of their own, as well as the class&apos;s):</source>
        <translation>&amp;Lernende (ein eigener Kommentar, zusätzlich zu dem für die Klasse):</translation>
    </message>
    <message>
        <source>Comment to %1 &amp;alone:</source>
        <translation>Kommentar &amp;nur an %1:</translation>
    </message>
    <message>
        <source>Optional: a comment only %1 reads</source>
        <translation>Optional: ein Kommentar, den nur %1 liest</translation>
    </message>
    <message>
        <source>Comment to %1</source>
        <translation>Kommentar an %1</translation>
    </message>
    <message>
        <source>Comment to the student</source>
        <translation>Kommentar an die Person</translation>
    </message>
    <message>
        <source>has a comment of their own</source>
        <translation>hat einen eigenen Kommentar</translation>
    </message>
</context>
</TS>
