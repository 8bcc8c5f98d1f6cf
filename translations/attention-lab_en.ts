<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AnswerGridText</name>
    <message>
        <source>Answer grid · %1 · page %2 of %3</source>
        <translation>Answer grid · %1 · page %2 of %3</translation>
    </message>
    <message>
        <source>Answer grid · %1</source>
        <translation>Answer grid · %1</translation>
    </message>
    <message>
        <source>Each student&apos;s own answers, for the numbers on their worksheet (its code is under their name).</source>
        <translation>Each student&apos;s own answers, for the numbers on their worksheet (its code is under their name).</translation>
    </message>
    <message>
        <source>%1 · code %2</source>
        <translation>%1 · code %2</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Student</translation>
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
        <translation>Questions: </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>: a line per row, its cells to fill: %1</source>
        <translation>: a line per row, its cells to fill: %1</translation>
    </message>
    <message>
        <source>Letters name the boxes and options in the order the student&apos;s worksheet prints them, A first; 1 → C pairs item 1 with option C. k3 &gt; k1: largest first; k1 = k2: either order. A number is right within the tolerance of the answer key.</source>
        <translation>Letters name the boxes and options in the order the student&apos;s worksheet prints them, A first; 1 → C pairs item 1 with option C. k3 &gt; k1: largest first; k1 = k2: either order. A number is right within the tolerance of the answer key.</translation>
    </message>
    <message>
        <source>the answer grid lists a roster&apos;s students by name, and this session has no roster: give a class list</source>
        <translation>the answer grid lists a roster&apos;s students by name, and this session has no roster: give a class list</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: the folder %2 does not exist</source>
        <translation>cannot write &apos;%1&apos;: the folder %2 does not exist</translation>
    </message>
    <message>
        <source>%1: answer grid</source>
        <translation>%1: answer grid</translation>
    </message>
    <message>
        <source>cannot paint on the file</source>
        <translation>cannot paint on the file</translation>
    </message>
    <message>
        <source>cannot start a new page</source>
        <translation>cannot start a new page</translation>
    </message>
    <message>
        <source>cannot finish the pages</source>
        <translation>cannot finish the pages</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>cannot write &apos;%1&apos;: %2</translation>
    </message>
</context>
<context>
    <name>AnswerKeyText</name>
    <message>
        <source>(none: the exercise names no figure)</source>
        <translation>(none: the exercise names no figure)</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>key %1</translation>
    </message>
    <message>
        <source>%1 (accepted within ±%2)</source>
        <translation>%1 (accepted within ±%2)</translation>
    </message>
    <message>
        <source>%1 (by %2)</source>
        <translation>%1 (by %2)</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>weight</translation>
    </message>
    <message>
        <source>output above %1 with a query of length at most %2</source>
        <translation>output above %1 with a query of length at most %2</translation>
    </message>
    <message>
        <source>key %1 above %2</source>
        <translation>key %1 above %2</translation>
    </message>
    <message>
        <source> (no query of length up to %1 reaches it)</source>
        <translation> (no query of length up to %1 reaches it)</translation>
    </message>
    <message>
        <source>: e.g. angle %1°, length %2 (the largest output at that length)</source>
        <translation>: e.g. angle %1°, length %2 (the largest output at that length)</translation>
    </message>
    <message>
        <source>: e.g. angle %1°, length %2 (the shortest)</source>
        <translation>: e.g. angle %1°, length %2 (the shortest)</translation>
    </message>
    <message>
        <source>%1 → %2 (%3)</source>
        <translation>%1 → %2 (%3)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(no query reaches it)</source>
        <translation>(no query reaches it)</translation>
    </message>
    <message>
        <source>angle %1°, length %2</source>
        <translation>angle %1°, length %2</translation>
    </message>
</context>
<context>
    <name>AnswerText</name>
    <message>
        <source>%1 is not a string</source>
        <translation>%1 is not a string</translation>
    </message>
    <message>
        <source>%1 is longer than %2 characters</source>
        <translation>%1 is longer than %2 characters</translation>
    </message>
    <message>
        <source>%1 is not an array</source>
        <translation>%1 is not an array</translation>
    </message>
    <message>
        <source>%1 has more than %2 items</source>
        <translation>%1 has more than %2 items</translation>
    </message>
    <message>
        <source>the answer is not an object</source>
        <translation>the answer is not an object</translation>
    </message>
    <message>
        <source>keys[] holds something that is not a key number</source>
        <translation>keys[] holds something that is not a key number</translation>
    </message>
    <message>
        <source>angle and length are not a query</source>
        <translation>angle and length are not a query</translation>
    </message>
    <message>
        <source>“%1” is not a kind of answer</source>
        <translation>“%1” is not a kind of answer</translation>
    </message>
    <message>
        <source>This answer is not of the kind the exercise asks for.</source>
        <translation>This answer is not of the kind the exercise asks for.</translation>
    </message>
    <message>
        <source>This table has more rows or columns than the exercise&apos;s table.</source>
        <translation>This table has more rows or columns than the exercise&apos;s table.</translation>
    </message>
    <message>
        <source>A query can be at most %1 long.</source>
        <translation>A query can be at most %1 long.</translation>
    </message>
    <message>
        <source>pairs is not an object of at most %1 items</source>
        <translation>pairs is not an object of at most %1 items</translation>
    </message>
    <message>
        <source>pairs names an item longer than %1 characters</source>
        <translation>pairs names an item longer than %1 characters</translation>
    </message>
</context>
<context>
    <name>AttemptHistoryText</name>
    <message>
        <source>(nothing chosen)</source>
        <translation>(nothing chosen)</translation>
    </message>
    <message>
        <source>angle %1°, length %2</source>
        <translation>angle %1°, length %2</translation>
    </message>
</context>
<context>
    <name>CensusText</name>
    <message>
        <source>learner %1 draws the values %2, two of them alike: equal values can make a distractor true (five equal values put every output exactly at the plain average); draw distinct values</source>
        <translation>learner %1 draws the values %2, two of them alike: equal values can make a distractor true (five equal values put every output exactly at the plain average); draw distinct values</translation>
    </message>
    <message>
        <source>learner %1 sees options %2 and %3 read the same: “%4”</source>
        <translation>learner %1 sees options %2 and %3 read the same: “%4”</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>--keys: &apos;%1&apos; is not DEG:LEN (an angle in degrees and a length)</source>
        <translation>--keys: &apos;%1&apos; is not DEG:LEN (an angle in degrees and a length)</translation>
    </message>
    <message>
        <source>Print the step-by-step trace of one attention lookup: the dot products with their terms, the softmax, the weighted sum and the output. Omitted options take the plate&apos;s layout (five keys, values 10…50) and its default query (40°, length 1.5).</source>
        <translation>Print the step-by-step trace of one attention lookup: the dot products with their terms, the softmax, the weighted sum and the output. Omitted options take the plate&apos;s layout (five keys, values 10…50) and its default query (40°, length 1.5).</translation>
    </message>
    <message>
        <source>The command.</source>
        <translation>The command.</translation>
    </message>
    <message>
        <source>Query angle in degrees.</source>
        <translation>Query angle in degrees.</translation>
    </message>
    <message>
        <source>DEG</source>
        <translation>DEG</translation>
    </message>
    <message>
        <source>Query length.</source>
        <translation>Query length.</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Keys in polar form: &quot;DEG:LEN,DEG:LEN,...&quot;.</source>
        <translation>Keys in polar form: &quot;DEG:LEN,DEG:LEN,...&quot;.</translation>
    </message>
    <message>
        <source>KEYS</source>
        <translation>KEYS</translation>
    </message>
    <message>
        <source>Keys in Cartesian form: &quot;X,Y;X,Y;...&quot;.</source>
        <translation>Keys in Cartesian form: &quot;X,Y;X,Y;...&quot;.</translation>
    </message>
    <message>
        <source>One value per key: &quot;V1,V2,...&quot;.</source>
        <translation>One value per key: &quot;V1,V2,...&quot;.</translation>
    </message>
    <message>
        <source>VALUES</source>
        <translation>VALUES</translation>
    </message>
    <message>
        <source>Multiply the scores by 1/√d (plate IV.3).</source>
        <translation>Multiply the scores by 1/√d (plate IV.3).</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Print one JSON object.</translation>
    </message>
    <message>
        <source>compute: unexpected argument &apos;%1&apos;</source>
        <translation>compute: unexpected argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>compute: give either --keys or --keys-xy, not both</source>
        <translation>compute: give either --keys or --keys-xy, not both</translation>
    </message>
    <message>
        <source>compute: %1 keys but %2 values; give one value per key (--values)</source>
        <translation>compute: %1 keys but %2 values; give one value per key (--values)</translation>
    </message>
    <message>
        <source>What to check.</source>
        <translation>What to check.</translation>
    </message>
    <message>
        <source>validate: give exactly one PATH to check</source>
        <translation>validate: give exactly one PATH to check</translation>
    </message>
    <message>
        <source>List the lessons of the course in order.</source>
        <translation>List the lessons of the course in order.</translation>
    </message>
    <message>
        <source>Print a JSON array.</source>
        <translation>Print a JSON array.</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>list: unexpected argument &apos;%1&apos;</source>
        <translation>list: unexpected argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1. %2  %3  (pages: %4, exercises: %5)</source>
        <translation>%1. %2  %3  (pages: %4, exercises: %5)</translation>
    </message>
    <message>
        <source>  [problems: %1; run &apos;attention-lab validate&apos;]</source>
        <translation>  [problems: %1; run &apos;attention-lab validate&apos;]</translation>
    </message>
    <message>
        <source>Print one learner&apos;s variant of an exercise — the question with their own numbers — and its correct answer (a teacher&apos;s answer key). The same arguments always print the same thing.</source>
        <translation>Print one learner&apos;s variant of an exercise — the question with their own numbers — and its correct answer (a teacher&apos;s answer key). The same arguments always print the same thing.</translation>
    </message>
    <message>
        <source>A lab session&apos;s seed, a whole number (default 0).</source>
        <translation>A lab session&apos;s seed, a whole number (default 0).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>exercise: give exactly one exercise ID</source>
        <translation>exercise: give exactly one exercise ID</translation>
    </message>
    <message>
        <source>--lab-seed: &apos;%1&apos; is not a whole number ≥ 0</source>
        <translation>--lab-seed: &apos;%1&apos; is not a whole number ≥ 0</translation>
    </message>
    <message>
        <source>exercise: unknown exercise &apos;%1&apos;; &apos;attention-lab list --json&apos; lists them</source>
        <translation>exercise: unknown exercise &apos;%1&apos;; &apos;attention-lab list --json&apos; lists them</translation>
    </message>
    <message>
        <source>Exercise %1 (%2; objective: %3; lesson %4)
</source>
        <translation>Exercise %1 (%2; objective: %3; lesson %4)
</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>
Answer: %1
</source>
        <translation>
Answer: %1
</translation>
    </message>
    <message>
        <source>[command]</source>
        <translation>[command]</translation>
    </message>
    <message>
        <source>Render the main window offscreen to a PNG file and exit.</source>
        <translation>Render the main window offscreen to a PNG file and exit.</translation>
    </message>
    <message>
        <source>FILE.png</source>
        <translation>FILE.png</translation>
    </message>
    <message>
        <source>Start with the query at this angle in degrees.</source>
        <translation>Start with the query at this angle in degrees.</translation>
    </message>
    <message>
        <source>Start with a query of this length.</source>
        <translation>Start with a query of this length.</translation>
    </message>
    <message>
        <source>Colour scheme: system, light or dark.</source>
        <translation>Colour scheme: system, light or dark.</translation>
    </message>
    <message>
        <source>SCHEME</source>
        <translation>SCHEME</translation>
    </message>
    <message>
        <source>Open this lesson (an id from &apos;attention-lab list&apos;).</source>
        <translation>Open this lesson (an id from &apos;attention-lab list&apos;).</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>With --lesson: open this page (from 1).</source>
        <translation>With --lesson: open this page (from 1).</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number</source>
        <translation>%1: &apos;%2&apos; is not a number</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a finite number</source>
        <translation>%1: &apos;%2&apos; is not a finite number</translation>
    </message>
    <message>
        <source>Print the step-by-step trace of one attention lookup.</source>
        <translation>Print the step-by-step trace of one attention lookup.</translation>
    </message>
    <message>
        <source>Check a lesson folder or file; one line per problem.</source>
        <translation>Check a lesson folder or file; one line per problem.</translation>
    </message>
    <message>
        <source>List the lessons in order.</source>
        <translation>List the lessons in order.</translation>
    </message>
    <message>
        <source>Print a learner&apos;s variant of an exercise with its answer.</source>
        <translation>Print a learner&apos;s variant of an exercise with its answer.</translation>
    </message>
    <message>
        <source>Print a learner&apos;s progress from the saved files.</source>
        <translation>Print a learner&apos;s progress from the saved files.</translation>
    </message>
    <message>
        <source>Attention Lab: a course on attention as a soft dictionary lookup.

Without a command, opens the course.

Commands:
</source>
        <translation>Attention Lab: a course on attention as a soft dictionary lookup.

Without a command, opens the course.

Commands:
</translation>
    </message>
    <message>
        <source>Optional: %1.</source>
        <translation>Optional: %1.</translation>
    </message>
    <message>
        <source>%1 (id %2)</source>
        <translation>%1 (id %2)</translation>
    </message>
    <message>
        <source>%1 (no such learner on this computer; used as an id)</source>
        <translation>%1 (no such learner on this computer; used as an id)</translation>
    </message>
    <message>
        <source>Learner: %1
Lab seed: %2   Variant: query at %3°, length %4; values %5

</source>
        <translation>Learner: %1
Lab seed: %2   Variant: query at %3°, length %4; values %5

</translation>
    </message>
    <message>
        <source>  (the learner sees them as %1)
</source>
        <translation>  (the learner sees them as %1)
</translation>
    </message>
    <message>
        <source>
Answer:%1
</source>
        <translation>
Answer:%1
</translation>
    </message>
    <message>
        <source>
Worked solution:
%1
</source>
        <translation>
Worked solution:
%1
</translation>
    </message>
    <message>
        <source>The learner: an id as File ▸ Switch Learner… shows it, or the name of a learner on this computer; any other text is used as an id (default: none).</source>
        <translation>The learner: an id as File ▸ Switch Learner… shows it, or the name of a learner on this computer; any other text is used as an id (default: none).</translation>
    </message>
    <message>
        <source>LEARNER</source>
        <translation>LEARNER</translation>
    </message>
    <message>
        <source>exercise: no learner on this computer has the id or name &apos;%1&apos;; using it as a learner id</source>
        <translation>exercise: no learner on this computer has the id or name &apos;%1&apos;; using it as a learner id</translation>
    </message>
    <message>
        <source>A lab session file: its seed, and its roster to find the learner by.</source>
        <translation>A lab session file: its seed, and its roster to find the learner by.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>exercise: give --lab or --lab-seed, not both</source>
        <translation>exercise: give --lab or --lab-seed, not both</translation>
    </message>
    <message>
        <source>exercise: %1 is not one of the session&apos;s exercises</source>
        <translation>exercise: %1 is not one of the session&apos;s exercises</translation>
    </message>
    <message>
        <source>Regrade a lab session&apos;s hand-ins from the raw answers.</source>
        <translation>Regrade a lab session&apos;s hand-ins from the raw answers.</translation>
    </message>
    <message>
        <source>Join this lab session (a .attnlab file from the teacher).</source>
        <translation>Join this lab session (a .attnlab file from the teacher).</translation>
    </message>
    <message>
        <source>With --lab: join as this learner (a roster id) without asking.</source>
        <translation>With --lab: join as this learner (a roster id) without asking.</translation>
    </message>
    <message>
        <source>Prepare a lab session (lab new), print one (lab show) or rehearse it (lab rehearse).</source>
        <translation>Prepare a lab session (lab new), print one (lab show) or rehearse it (lab rehearse).</translation>
    </message>
    <message>
        <source>Open the gradebook of this lab session instead of the course.</source>
        <translation>Open the gradebook of this lab session instead of the course.</translation>
    </message>
    <message>
        <source>SESSION.attnlab</source>
        <translation>SESSION.attnlab</translation>
    </message>
    <message>
        <source>With --gradebook: read hand-ins from this folder (repeatable; default: the session&apos;s own).</source>
        <translation>With --gradebook: read hand-ins from this folder (repeatable; default: the session&apos;s own).</translation>
    </message>
    <message>
        <source>With --gradebook: show this tab: grades, reteach or board.</source>
        <translation>With --gradebook: show this tab: grades, reteach or board.</translation>
    </message>
    <message>
        <source>TAB</source>
        <translation>TAB</translation>
    </message>
    <message>
        <source>Print a lab session&apos;s worksheets and answer key to PDF.</source>
        <translation>Print a lab session&apos;s worksheets and answer key to PDF.</translation>
    </message>
    <message>
        <source>The exercise id (&apos;attention-lab list --json&apos; lists them); with --code it may be left out for every exercise of the session.</source>
        <translation>The exercise id (&apos;attention-lab list --json&apos; lists them); with --code it may be left out for every exercise of the session.</translation>
    </message>
    <message>
        <source>With --lab: the learner whose variant code a printed worksheet shows.</source>
        <translation>With --lab: the learner whose variant code a printed worksheet shows.</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <source>With --code: the class list the worksheets were printed for, when not the session&apos;s own.</source>
        <translation>With --code: the class list the worksheets were printed for, when not the session&apos;s own.</translation>
    </message>
    <message>
        <source>FILE.csv</source>
        <translation>FILE.csv</translation>
    </message>
    <message>
        <source>exercise: --code needs --lab, and names the learner instead of --learner</source>
        <translation>exercise: --code needs --lab, and names the learner instead of --learner</translation>
    </message>
    <message>
        <source>exercise: --roster needs --code</source>
        <translation>exercise: --roster needs --code</translation>
    </message>
    <message>
        <source>--roster: %1</source>
        <translation>--roster: %1</translation>
    </message>
    <message>
        <source>no student in the file</source>
        <translation>no student in the file</translation>
    </message>
    <message>
        <source>--code: %1</source>
        <translation>--code: %1</translation>
    </message>
    <message>
        <source>exercise: &apos;%1&apos; is not on the session&apos;s roster; using it as a learner id</source>
        <translation>exercise: &apos;%1&apos; is not on the session&apos;s roster; using it as a learner id</translation>
    </message>
    <message numerus="yes">
        <source>Variant code %1: %2 (id %3), session “%4”, %n exercise(s)
</source>
        <translation>
            <numerusform>Variant code %1: %2 (id %3), session “%4”, %n exercise
</numerusform>
            <numerusform>Variant code %1: %2 (id %3), session “%4”, %n exercises
</numerusform>
        </translation>
    </message>
    <message>
        <source>Open the workshop on this set-up (a .attnsetup file).</source>
        <translation>Open the workshop on this set-up (a .attnsetup file).</translation>
    </message>
    <message>
        <source>Keys, values and query from a workshop set-up (.attnsetup); --angle and --length still change the query.</source>
        <translation>Keys, values and query from a workshop set-up (.attnsetup); --angle and --length still change the query.</translation>
    </message>
    <message>
        <source>compute: give either --setup or --keys, --keys-xy and --values, not both</source>
        <translation>compute: give either --setup or --keys, --keys-xy and --values, not both</translation>
    </message>
    <message>
        <source>variants: 1 (the same for everyone)
</source>
        <translation>variants: 1 (the same for everyone)
</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>at least %1</translation>
    </message>
    <message>
        <source>variants: %1, different answers: %2</source>
        <translation>variants: %1, different answers: %2</translation>
    </message>
    <message>
        <source>  (fewer than %1)</source>
        <translation>  (fewer than %1)</translation>
    </message>
    <message>
        <source>Also print each exercise&apos;s number of different variants (as the learner sees them: the filled prompt, options and answer, not the order of options) and of different answers, among %1 learners.</source>
        <translation>Also print each exercise&apos;s number of different variants (as the learner sees them: the filled prompt, options and answer, not the order of options) and of different answers, among %1 learners.</translation>
    </message>
    <message>
        <source>Variants of each exercise among %1 learners:
</source>
        <translation>Variants of each exercise among %1 learners:
</translation>
    </message>
    <message>
        <source>Exercise %1, learner %2, lab seed %3
Answer: %4

Verdict: %5
Score: %6
</source>
        <translation>Exercise %1, learner %2, lab seed %3
Answer: %4

Verdict: %5
Score: %6
</translation>
    </message>
    <message>
        <source>
Diagnoses:
</source>
        <translation>
Diagnoses:
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
Cells (%1):
</translation>
    </message>
    <message>
        <source> (expected %1)</source>
        <translation> (expected %1)</translation>
    </message>
    <message>
        <source>Grade this answer as the window would, instead of printing the key: a number as typed; option ids, comma-separated for a multiple choice (a,c); the keys from first to last (k2,k1,k5,k3,k4); a table&apos;s cells to fill as JSON rows ([[&quot;0.5&quot;, &quot;1.2&quot;, &quot;1.7&quot;], …]); a target&apos;s query as JSON ({&quot;angle&quot;: 70, &quot;length&quot;: 4}). Prints the verdict, the score from 0 to 1 and the diagnoses; exits 2 for an answer the window would not take.</source>
        <translation>Grade this answer as the window would, instead of printing the key: a number as typed; option ids, comma-separated for a multiple choice (a,c); the keys from first to last (k2,k1,k5,k3,k4); a table&apos;s cells to fill as JSON rows ([[&quot;0.5&quot;, &quot;1.2&quot;, &quot;1.7&quot;], …]); a target&apos;s query as JSON ({&quot;angle&quot;: 70, &quot;length&quot;: 4}). Prints the verdict, the score from 0 to 1 and the diagnoses; exits 2 for an answer the window would not take.</translation>
    </message>
    <message>
        <source>ANSWER</source>
        <translation>ANSWER</translation>
    </message>
    <message>
        <source>exercise: --answer grades one exercise: give its ID</source>
        <translation>exercise: --answer grades one exercise: give its ID</translation>
    </message>
    <message>
        <source>--answer: %1</source>
        <translation>--answer: %1</translation>
    </message>
    <message>
        <source>--lang needs a language: %1</source>
        <translation>--lang needs a language: %1</translation>
    </message>
    <message>
        <source>--lang: &apos;%1&apos; is not a language of the course (%2)</source>
        <translation>--lang: &apos;%1&apos; is not a language of the course (%2)</translation>
    </message>
    <message>
        <source>Run &apos;attention-lab COMMAND --help&apos; for a command&apos;s options. Every command takes --lang %1: the language of the lessons&apos; and exercises&apos; text it prints.</source>
        <translation>Run &apos;attention-lab COMMAND --help&apos; for a command&apos;s options. Every command takes --lang %1: the language of the lessons&apos; and exercises&apos; text it prints.</translation>
    </message>
    <message>
        <source>The language of the lessons and exercises: %1.</source>
        <translation>The language of the lessons and exercises: %1.</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>LANG</translation>
    </message>
    <message>
        <source>Check lesson content: a course folder, a lesson folder, or one file (course.json, lesson.json, a glossary or a page). Prints one line per problem as FILE:PLACE: MESSAGE; exits 0 when clean and 1 when not. A choice exercise whose variants can make its correct options ambiguous is a problem. Translations (&lt;locale&gt;/ folders) are checked against English: a page, exercise or text missing is a warning (English is shown, exit 0); placeholders that differ, unknown ids or fields and a different number of hints are problems.</source>
        <translation>Check lesson content: a course folder, a lesson folder, or one file (course.json, lesson.json, a glossary or a page). Prints one line per problem as FILE:PLACE: MESSAGE; exits 0 when clean and 1 when not. A choice exercise whose variants can make its correct options ambiguous is a problem. Translations (&lt;locale&gt;/ folders) are checked against English: a page, exercise or text missing is a warning (English is shown, exit 0); placeholders that differ, unknown ids or fields and a different number of hints are problems.</translation>
    </message>
    <message>
        <source>
Hints:
</source>
        <translation>
Hints:
</translation>
    </message>
    <message>
        <source>Start at this text size, in percent of the system&apos;s font (100 to 250).</source>
        <translation>Start at this text size, in percent of the system&apos;s font (100 to 250).</translation>
    </message>
    <message>
        <source>PERCENT</source>
        <translation>PERCENT</translation>
    </message>
    <message>
        <source>Start (or render --screenshot) at this window size, e.g. 1366x768.</source>
        <translation>Start (or render --screenshot) at this window size, e.g. 1366x768.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>WxH</translation>
    </message>
    <message>
        <source>%1: answer keys are turned off on this computer by the lab&apos;s administrator (%2 in /etc/xdg/AttentionLab/attention-lab.conf)</source>
        <translation>%1: answer keys are turned off on this computer by the lab&apos;s administrator (%2 in /etc/xdg/AttentionLab/attention-lab.conf)</translation>
    </message>
    <message>
        <source>Write a new lesson to start from into a teacher&apos;s course folder.</source>
        <translation>Write a new lesson to start from into a teacher&apos;s course folder.</translation>
    </message>
    <message>
        <source>Add the lessons of this teacher&apos;s course folder beside the built-in ones (each problem is listed; the good lessons are used).</source>
        <translation>Add the lessons of this teacher&apos;s course folder beside the built-in ones (each problem is listed; the good lessons are used).</translation>
    </message>
    <message>
        <source>With --lessons: use that folder&apos;s lessons instead of the built-in ones.</source>
        <translation>With --lessons: use that folder&apos;s lessons instead of the built-in ones.</translation>
    </message>
    <message>
        <source>--length: %1 is outside 0 to %2</source>
        <translation>--length: %1 is outside 0 to %2</translation>
    </message>
    <message>
        <source>Print every token&apos;s attention weights at once (the n×n matrix of a sentence).</source>
        <translation>Print every token&apos;s attention weights at once (the n×n matrix of a sentence).</translation>
    </message>
    <message>
        <source>compute: cannot write the output: %1</source>
        <translation>compute: cannot write the output: %1</translation>
    </message>
    <message>
        <source>Keys, values and query from a JSON file (- for standard input), for lookups over more keys than a command line holds; --angle, --length and --scale still apply.</source>
        <translation>Keys, values and query from a JSON file (- for standard input), for lookups over more keys than a command line holds; --angle, --length and --scale still apply.</translation>
    </message>
    <message>
        <source>compute: give either --input or --setup, --keys, --keys-xy and --values, not both</source>
        <translation>compute: give either --input or --setup, --keys, --keys-xy and --values, not both</translation>
    </message>
    <message>
        <source>Print every token&apos;s attention weights at once: the n×n weight matrix of the every-token preview, softmax(scale·Q·Kᵀ [+ causal mask]), with Q = K = each token&apos;s toy embedding (d_k = 4) and one toy value per token. Without --tokens or --sentence, the plate&apos;s sentence &quot;the cat sat on the mat&quot;.</source>
        <translation>Print every token&apos;s attention weights at once: the n×n weight matrix of the every-token preview, softmax(scale·Q·Kᵀ [+ causal mask]), with Q = K = each token&apos;s toy embedding (d_k = 4) and one toy value per token. Without --tokens or --sentence, the plate&apos;s sentence &quot;the cat sat on the mat&quot;.</translation>
    </message>
    <message>
        <source>A sentence of N tokens (1 to %1): the plate&apos;s six words, then w7, w8, …, wN.</source>
        <translation>A sentence of N tokens (1 to %1): the plate&apos;s six words, then w7, w8, …, wN.</translation>
    </message>
    <message>
        <source>This sentence, split into words and punctuation.</source>
        <translation>This sentence, split into words and punctuation.</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>Multiply the scores by 1/√d_k (plate IV.3).</source>
        <translation>Multiply the scores by 1/√d_k (plate IV.3).</translation>
    </message>
    <message>
        <source>Let each token see only itself and earlier tokens (the causal mask, plate IV.4).</source>
        <translation>Let each token see only itself and earlier tokens (the causal mask, plate IV.4).</translation>
    </message>
    <message>
        <source>matrix: unexpected argument &apos;%1&apos;</source>
        <translation>matrix: unexpected argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>matrix: give either --tokens or --sentence, not both</source>
        <translation>matrix: give either --tokens or --sentence, not both</translation>
    </message>
    <message>
        <source>--tokens: &apos;%1&apos; is not a whole number from 1 to %2</source>
        <translation>--tokens: &apos;%1&apos; is not a whole number from 1 to %2</translation>
    </message>
    <message>
        <source>--sentence: the sentence has no words</source>
        <translation>--sentence: the sentence has no words</translation>
    </message>
    <message>
        <source>--sentence: %1 tokens; at most %2</source>
        <translation>--sentence: %1 tokens; at most %2</translation>
    </message>
    <message>
        <source>%1: %2 is a file this command reads; write to another file</source>
        <translation>%1: %2 is a file this command reads; write to another file</translation>
    </message>
    <message>
        <source>%1: %2 is a student&apos;s hand-in; write to another file</source>
        <translation>%1: %2 is a student&apos;s hand-in; write to another file</translation>
    </message>
    <message>
        <source>--length: %1 is a negative length</source>
        <translation>--length: %1 is a negative length</translation>
    </message>
    <message>
        <source>the course window needs a display, and none was found (DISPLAY and WAYLAND_DISPLAY are not set); the commands work without one: attention-lab --help</source>
        <translation>the course window needs a display, and none was found (DISPLAY and WAYLAND_DISPLAY are not set); the commands work without one: attention-lab --help</translation>
    </message>
    <message>
        <source>Open a teacher&apos;s feedback file for its student (with their feedback code).</source>
        <translation>Open a teacher&apos;s feedback file for its student (with their feedback code).</translation>
    </message>
    <message>
        <source>%1: the session “%2” prints its answers only on a computer whose lab defaults allow answer keys (%3=true in /etc/xdg/AttentionLab/attention-lab.conf, as on the teacher&apos;s computer)</source>
        <translation>%1: the session “%2” prints its answers only on a computer whose lab defaults allow answer keys (%3=true in /etc/xdg/AttentionLab/attention-lab.conf, as on the teacher&apos;s computer)</translation>
    </message>
    <message>
        <source>Start in presentation mode (full screen and large, for a projector); with --gradebook, the class view (board and re-teach, no names); with --screenshot, rendered at --window-size, else 1920×1080.</source>
        <translation>Start in presentation mode (full screen and large, for a projector); with --gradebook, the class view (board and re-teach, no names); with --screenshot, rendered at --window-size, else 1920×1080.</translation>
    </message>
    <message>
        <source>Why: %1
</source>
        <translation>Why: %1
</translation>
    </message>
    <message>
        <source>
Right options not chosen (the window names them once the exercise is over):
</source>
        <translation>
Right options not chosen (the window names them once the exercise is over):
</translation>
    </message>
    <message>
        <source>Train W_q and W_k of one attention head on a toy task and print the run.</source>
        <translation>Train W_q and W_k of one attention head on a toy task and print the run.</translation>
    </message>
    <message>
        <source>Train W_q and W_k of one attention head on a toy task, headless, and print the run: each token&apos;s query q = W_q x and key k = W_k x, scores scale·q·k with scale = 1/√2, the softmax over every token, loss = mean of −ln(weight on the target), plain gradient descent.</source>
        <translation>Train W_q and W_k of one attention head on a toy task, headless, and print the run: each token&apos;s query q = W_q x and key k = W_k x, scores scale·q·k with scale = 1/√2, the softmax over every token, loss = mean of −ln(weight on the target), plain gradient descent.</translation>
    </message>
    <message>
        <source>The task: %1. Default: %2.</source>
        <translation>The task: %1. Default: %2.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>The seed of the initial matrices (default %1).</source>
        <translation>The seed of the initial matrices (default %1).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>At most this many updates, 1 to 100000 (default %1).</source>
        <translation>At most this many updates, 1 to 100000 (default %1).</translation>
    </message>
    <message>
        <source>The learning rate, above 0 and at most 100 (default %1).</source>
        <translation>The learning rate, above 0 and at most 100 (default %1).</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Momentum, 0 to 0.99 (default %1: plain gradient descent).</source>
        <translation>Momentum, 0 to 0.99 (default %1: plain gradient descent).</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>Stop once the loss is at or below this (default %1).</source>
        <translation>Stop once the loss is at or below this (default %1).</translation>
    </message>
    <message>
        <source>train: unexpected argument &apos;%1&apos;</source>
        <translation>train: unexpected argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--task: &apos;%1&apos; is not a task (%2)</source>
        <translation>--task: &apos;%1&apos; is not a task (%2)</translation>
    </message>
    <message>
        <source>--seed: &apos;%1&apos; is not a whole number ≥ 0</source>
        <translation>--seed: &apos;%1&apos; is not a whole number ≥ 0</translation>
    </message>
    <message>
        <source>--steps: &apos;%1&apos; is not a whole number from 1 to 100000</source>
        <translation>--steps: &apos;%1&apos; is not a whole number from 1 to 100000</translation>
    </message>
    <message>
        <source>Learner: %1
Lab seed: %2   Variant: %3 task, seed %4, token %5, entry (W_q) row %6, column %7

</source>
        <translation>Learner: %1
Lab seed: %2   Variant: %3 task, seed %4, token %5, entry (W_q) row %6, column %7

</translation>
    </message>
</context>
<context>
    <name>CollectionText</name>
    <message>
        <source>this is a file, not a folder of hand-ins</source>
        <translation>this is a file, not a folder of hand-ins</translation>
    </message>
    <message>
        <source>there is no such folder, or it cannot be reached</source>
        <translation>there is no such folder, or it cannot be reached</translation>
    </message>
    <message numerus="yes">
        <source>%n hand-in(s) named for no student of the roster were not read: more than %1 such files.</source>
        <translation>
            <numerusform>%n hand-in named for no student of the roster was not read: more than %1 such files.</numerusform>
            <numerusform>%n hand-ins named for no student of the roster were not read: more than %1 such files.</numerusform>
        </translation>
    </message>
    <message>
        <source>an unfinished hand-in: the computer stopped while writing it (the student&apos;s next hand-in removes it)</source>
        <translation>an unfinished hand-in: the computer stopped while writing it (the student&apos;s next hand-in removes it)</translation>
    </message>
</context>
<context>
    <name>CourseFileText</name>
    <message>
        <source>%1: there is no such file</source>
        <translation>%1: there is no such file</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file of the course</source>
        <translation>%1 is a folder, not a file of the course</translation>
    </message>
    <message>
        <source>%1 is not a file of Attention Lab: %2</source>
        <translation>%1 is not a file of Attention Lab: %2</translation>
    </message>
    <message>
        <source>%1 is not a file of Attention Lab: not a lab session, hand-in, feedback or set-up</source>
        <translation>%1 is not a file of Attention Lab: not a lab session, hand-in, feedback or set-up</translation>
    </message>
</context>
<context>
    <name>CourseFolderText</name>
    <message>
        <source>not a folder: a teacher&apos;s course folder holds course.json and one folder per lesson</source>
        <translation>not a folder: a teacher&apos;s course folder holds course.json and one folder per lesson</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>no such folder</translation>
    </message>
    <message>
        <source>the lesson &apos;%1&apos; has problems and is left out</source>
        <translation>the lesson &apos;%1&apos; has problems and is left out</translation>
    </message>
    <message>
        <source>the lesson id &apos;%1&apos; is already a lesson of the built-in course; give this lesson another id (it is left out)</source>
        <translation>the lesson id &apos;%1&apos; is already a lesson of the built-in course; give this lesson another id (it is left out)</translation>
    </message>
    <message>
        <source>the exercise ids %1 are already exercises of the built-in course; give them other ids (the lesson &apos;%2&apos; is left out)</source>
        <translation>the exercise ids %1 are already exercises of the built-in course; give them other ids (the lesson &apos;%2&apos; is left out)</translation>
    </message>
    <message>
        <source>the folder has no lesson that can be used; the built-in course is shown instead</source>
        <translation>the folder has no lesson that can be used; the built-in course is shown instead</translation>
    </message>
</context>
<context>
    <name>CourseOptionsText</name>
    <message>
        <source>Add the lessons of this teacher&apos;s course folder beside the built-in ones (lessons/FORMAT.md).</source>
        <translation>Add the lessons of this teacher&apos;s course folder beside the built-in ones (lessons/FORMAT.md).</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>With --lessons: use that folder&apos;s lessons instead of the built-in ones.</source>
        <translation>With --lessons: use that folder&apos;s lessons instead of the built-in ones.</translation>
    </message>
    <message>
        <source>%1: --lessons-only needs --lessons DIR</source>
        <translation>%1: --lessons-only needs --lessons DIR</translation>
    </message>
    <message>
        <source>%1: --lessons: %2 is not a folder</source>
        <translation>%1: --lessons: %2 is not a folder</translation>
    </message>
</context>
<context>
    <name>CourseProgress</name>
    <message>
        <source>“completed” is not an object</source>
        <translation>“completed” is not an object</translation>
    </message>
    <message>
        <source>the pages of “%1” are not a list</source>
        <translation>the pages of “%1” are not a list</translation>
    </message>
    <message>
        <source>a page of “%1” is not a page id</source>
        <translation>a page of “%1” is not a page id</translation>
    </message>
    <message>
        <source>the last position has the wrong type</source>
        <translation>the last position has the wrong type</translation>
    </message>
</context>
<context>
    <name>CsvText</name>
    <message>
        <source>Student ID</source>
        <translation>Student ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>Email</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Section</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Session</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Handed in</translation>
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
        <translation>Percent</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flags</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>missing</translation>
    </message>
    <message>
        <source>still working</source>
        <translation>still working</translation>
    </message>
    <message>
        <source>still working (stuck)</source>
        <translation>still working (stuck)</translation>
    </message>
    <message>
        <source>handed in</source>
        <translation>handed in</translation>
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
        <translation>In Moodle, map “ID number” to the user field “ID number” (each student&apos;s roster id) or “Email address” to “Email address”, and “%1” to the grade item, whose maximum must be %2.</translation>
    </message>
    <message>
        <source>In Moodle, map “ID number” to the user field “ID number” (each student&apos;s roster id; not every student has an email), and “%1” to the grade item, whose maximum must be %2.</source>
        <translation>In Moodle, map “ID number” to the user field “ID number” (each student&apos;s roster id; not every student has an email), and “%1” to the grade item, whose maximum must be %2.</translation>
    </message>
    <message>
        <source>In Canvas, students are matched by “SIS User ID” (each student&apos;s roster id) or “SIS Login ID” (their email as the roster gives it); “%1” is the assignment.</source>
        <translation>In Canvas, students are matched by “SIS User ID” (each student&apos;s roster id) or “SIS Login ID” (their email as the roster gives it); “%1” is the assignment.</translation>
    </message>
    <message>
        <source>Exercise ID</source>
        <translation>Exercise ID</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>Exercise</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Attempts</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hints</translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation>Diagnosis</translation>
    </message>
</context>
<context>
    <name>ExerciseProgress</name>
    <message>
        <source>“exercises” is not an object</source>
        <translation>“exercises” is not an object</translation>
    </message>
    <message>
        <source>%1 has no state object</source>
        <translation>%1 has no state object</translation>
    </message>
    <message>
        <source>%1.updated is not a date and time</source>
        <translation>%1.updated is not a date and time</translation>
    </message>
    <message>
        <source>%1.state.%2 has the wrong type</source>
        <translation>%1.state.%2 has the wrong type</translation>
    </message>
    <message>
        <source>%1.state.lastAnswer is longer than %2 characters</source>
        <translation>%1.state.lastAnswer is longer than %2 characters</translation>
    </message>
    <message>
        <source>%1.state.%2 is not a whole number from 0 to %3</source>
        <translation>%1.state.%2 is not a whole number from 0 to %3</translation>
    </message>
    <message>
        <source>%1 is not an object</source>
        <translation>%1 is not an object</translation>
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
        <translation>Describe attention as a soft dictionary lookup</translation>
    </message>
    <message>
        <source>Compute attention weights from dot products and a softmax</source>
        <translation>Compute attention weights from dot products and a softmax</translation>
    </message>
    <message>
        <source>Compute the output as a weighted average of values</source>
        <translation>Compute the output as a weighted average of values</translation>
    </message>
    <message>
        <source>Explain how query length controls how sharp the lookup is</source>
        <translation>Explain how query length controls how sharp the lookup is</translation>
    </message>
    <message numerus="yes">
        <source>it asks for key %1, and the layout has %n key(s)</source>
        <translation>
            <numerusform>it asks for key %1, and the layout has %n key</numerusform>
            <numerusform>it asks for key %1, and the layout has %n keys</numerusform>
        </translation>
    </message>
    <message>
        <source>no query up to length %1 gives key %2 the weight it asks for</source>
        <translation>no query up to length %1 gives key %2 the weight it asks for</translation>
    </message>
    <message>
        <source>no query up to length %1 makes the output exceed %2</source>
        <translation>no query up to length %1 makes the output exceed %2</translation>
    </message>
</context>
<context>
    <name>FeedbackCli</name>
    <message>
        <source>not answered</source>
        <translation>not answered</translation>
    </message>
    <message>
        <source>Feedback for %1 (%2) in “%3”
</source>
        <translation>Feedback for %1 (%2) in “%3”
</translation>
    </message>
    <message>
        <source>Score: %1 of %2
</source>
        <translation>Score: %1 of %2
</translation>
    </message>
    <message numerus="yes">
        <source>%1. %2: %3 of %4, %5 (%n check(s)</source>
        <translation>
            <numerusform>%1. %2: %3 of %4, %5 (%n check</numerusform>
            <numerusform>%1. %2: %3 of %4, %5 (%n checks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n hint(s))</source>
        <translation>
            <numerusform>, %n hint)</numerusform>
            <numerusform>, %n hints)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your teacher&apos;s comment:</source>
        <translation>Your teacher&apos;s comment:</translation>
    </message>
    <message>
        <source>Open a teacher&apos;s feedback file for its student. It is sealed for them: it opens with their feedback code, kept on the computer where they joined the session, or given with --code on any other.</source>
        <translation>Open a teacher&apos;s feedback file for its student. It is sealed for them: it opens with their feedback code, kept on the computer where they joined the session, or given with --code on any other.</translation>
    </message>
    <message>
        <source>The command.</source>
        <translation>The command.</translation>
    </message>
    <message>
        <source>The feedback file (.attnfeedback).</source>
        <translation>The feedback file (.attnfeedback).</translation>
    </message>
    <message>
        <source>The student&apos;s feedback code (shown when they joined and on their hand-in receipt), e.g. K7QM-3XZP-WD4R.</source>
        <translation>The student&apos;s feedback code (shown when they joined and on their hand-in receipt), e.g. K7QM-3XZP-WD4R.</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <source>Print the feedback as one JSON object.</source>
        <translation>Print the feedback as one JSON object.</translation>
    </message>
    <message>
        <source>feedback: give exactly one feedback file</source>
        <translation>feedback: give exactly one feedback file</translation>
    </message>
    <message>
        <source>feedback: %1 is not a feedback file this course can read: %2</source>
        <translation>feedback: %1 is not a feedback file this course can read: %2</translation>
    </message>
    <message>
        <source>feedback: this feedback for %1 (%2) in “%3” is sealed for them; it opens on the computer where they joined the session, or elsewhere with their code: --code CODE</source>
        <translation>feedback: this feedback for %1 (%2) in “%3” is sealed for them; it opens on the computer where they joined the session, or elsewhere with their code: --code CODE</translation>
    </message>
    <message>
        <source>Your teacher&apos;s comment to you:</source>
        <translation>Your teacher&apos;s comment to you:</translation>
    </message>
</context>
<context>
    <name>FeedbackText</name>
    <message>
        <source>%1%2 is not a text of 1 to %3 characters</source>
        <translation>%1%2 is not a text of 1 to %3 characters</translation>
    </message>
    <message>
        <source>%1%2 is not a text of at most %3 characters</source>
        <translation>%1%2 is not a text of at most %3 characters</translation>
    </message>
    <message>
        <source>%1%2 is not a number from %3 to %4</source>
        <translation>%1%2 is not a number from %3 to %4</translation>
    </message>
    <message>
        <source>%1%2 is not a whole number from 0 to %3</source>
        <translation>%1%2 is not a whole number from 0 to %3</translation>
    </message>
    <message>
        <source>%1%2 is not true or false</source>
        <translation>%1%2 is not true or false</translation>
    </message>
    <message>
        <source>%1%2 is not a date and time</source>
        <translation>%1%2 is not a date and time</translation>
    </message>
    <message>
        <source>%1%2 is not an object</source>
        <translation>%1%2 is not an object</translation>
    </message>
    <message>
        <source>%1 is not an array of at most %2 rows</source>
        <translation>%1 is not an array of at most %2 rows</translation>
    </message>
    <message>
        <source>%1 is not an array of at most %2 cells</source>
        <translation>%1 is not an array of at most %2 cells</translation>
    </message>
    <message>
        <source>%1[%2] is neither a mark nor null</source>
        <translation>%1[%2] is neither a mark nor null</translation>
    </message>
    <message>
        <source>%1kind is not correct, wrong, carried-forward, empty or not-a-number</source>
        <translation>%1kind is not correct, wrong, carried-forward, empty or not-a-number</translation>
    </message>
    <message>
        <source>formatVersion is not %1</source>
        <translation>formatVersion is not %1</translation>
    </message>
    <message>
        <source>total is more than max</source>
        <translation>total is more than max</translation>
    </message>
    <message>
        <source>exercises is not an array of at most %1 exercises</source>
        <translation>exercises is not an array of at most %1 exercises</translation>
    </message>
    <message>
        <source>exercises[%1] is not an object</source>
        <translation>exercises[%1] is not an object</translation>
    </message>
    <message>
        <source>%1answer: %2</source>
        <translation>%1answer: %2</translation>
    </message>
    <message>
        <source>%1verdict is not correct, partial, wrong or null</source>
        <translation>%1verdict is not correct, partial, wrong or null</translation>
    </message>
    <message>
        <source>%1answer and verdict must both be given or both be null</source>
        <translation>%1answer and verdict must both be given or both be null</translation>
    </message>
    <message>
        <source>%1details is not an array of at most %2 texts</source>
        <translation>%1details is not an array of at most %2 texts</translation>
    </message>
    <message>
        <source>%1details[%2] is not a text of at most %3 characters</source>
        <translation>%1details[%2] is not a text of at most %3 characters</translation>
    </message>
    <message>
        <source>%1: the folder cannot be made</source>
        <translation>%1: the folder cannot be made</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>total is %1, but the exercises&apos; scores add up to %2</source>
        <translation>total is %1, but the exercises&apos; scores add up to %2</translation>
    </message>
    <message>
        <source>max is %1, but the exercises&apos; maxima add up to %2</source>
        <translation>max is %1, but the exercises&apos; maxima add up to %2</translation>
    </message>
    <message>
        <source>their hand-in carries no feedback key (it was made by an older version): the feedback could not be sealed for them, so it was not written</source>
        <translation>their hand-in carries no feedback key (it was made by an older version): the feedback could not be sealed for them, so it was not written</translation>
    </message>
    <message>
        <source>formatVersion is not %1 or %2</source>
        <translation>formatVersion is not %1 or %2</translation>
    </message>
    <message>
        <source>sealed is not a list of 1 to %1 sealed copies</source>
        <translation>sealed is not a list of 1 to %1 sealed copies</translation>
    </message>
    <message>
        <source>sealed holds something that is not base64</source>
        <translation>sealed holds something that is not base64</translation>
    </message>
    <message>
        <source>“%1” is not a feedback code: it has twelve letters and digits, like K7QM-3XZP-WD4R.</source>
        <translation>“%1” is not a feedback code: it has twelve letters and digits, like K7QM-3XZP-WD4R.</translation>
    </message>
    <message>
        <source>The feedback inside is for someone else than the file says.</source>
        <translation>The feedback inside is for someone else than the file says.</translation>
    </message>
    <message>
        <source>This feedback is sealed for %1 (%2) and opens only with their feedback code; the code given is not theirs.</source>
        <translation>This feedback is sealed for %1 (%2) and opens only with their feedback code; the code given is not theirs.</translation>
    </message>
    <message>
        <source>%1: the comment is longer than %2 characters</source>
        <translation>%1: the comment is longer than %2 characters</translation>
    </message>
</context>
<context>
    <name>FigureText</name>
    <message>
        <source>Query and keys</source>
        <translation>Query and keys</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Attention weights</translation>
    </message>
    <message>
        <source>Scores, weights and contributions per key</source>
        <translation>Scores, weights and contributions per key</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Made with Attention Lab</source>
        <translation>Made with Attention Lab</translation>
    </message>
    <message>
        <source>%1: give the file the suffix .png or .svg</source>
        <translation>%1: give the file the suffix .png or .svg</translation>
    </message>
    <message>
        <source>A figure is %1 to %2 pixels wide and high.</source>
        <translation>A figure is %1 to %2 pixels wide and high.</translation>
    </message>
</context>
<context>
    <name>FolderLock</name>
    <message>
        <source>The lock file in %1 cannot be made, so this window cannot make sure that it is the only one saving your work; it saves nothing.</source>
        <translation>The lock file in %1 cannot be made, so this window cannot make sure that it is the only one saving your work; it saves nothing.</translation>
    </message>
    <message>
        <source>another window of Attention Lab on this computer (process %1)</source>
        <translation>another window of Attention Lab on this computer (process %1)</translation>
    </message>
    <message>
        <source>Attention Lab on the computer %1</source>
        <translation>Attention Lab on the computer %1</translation>
    </message>
    <message>
        <source>Your work is already open in %1. This window shows it as it was when opened and saves nothing, so that the two never overwrite each other: close it and go on in the other one.</source>
        <translation>Your work is already open in %1. This window shows it as it was when opened and saves nothing, so that the two never overwrite each other: close it and go on in the other one.</translation>
    </message>
</context>
<context>
    <name>GradeCli</name>
    <message>
        <source>Gradebook: %1
</source>
        <translation>Gradebook: %1
</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>missing</translation>
    </message>
    <message>
        <source>
Files that could not be read:
</source>
        <translation>
Files that could not be read:
</translation>
    </message>
    <message>
        <source>Regrade a lab session&apos;s hand-ins from the raw answers.</source>
        <translation>Regrade a lab session&apos;s hand-ins from the raw answers.</translation>
    </message>
    <message>
        <source>The command.</source>
        <translation>The command.</translation>
    </message>
    <message>
        <source>The session file (.attnlab).</source>
        <translation>The session file (.attnlab).</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Print one JSON object.</translation>
    </message>
    <message>
        <source>Read the course from this folder.</source>
        <translation>Read the course from this folder.</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>Also write the gradebook as CSV (UTF-8, one row per student).</source>
        <translation>Also write the gradebook as CSV (UTF-8, one row per student).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>The CSV&apos;s layout: plain (a spreadsheet), moodle or canvas (their grade imports).</source>
        <translation>The CSV&apos;s layout: plain (a spreadsheet), moodle or canvas (their grade imports).</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>grade: --preset: &apos;%1&apos; is not one of %2</source>
        <translation>grade: --preset: &apos;%1&apos; is not one of %2</translation>
    </message>
    <message>
        <source>grade: cannot write %1: %2</source>
        <translation>grade: cannot write %1: %2</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>not started</translation>
    </message>
    <message>
        <source>working</source>
        <translation>working</translation>
    </message>
    <message>
        <source>stuck on %1</source>
        <translation>stuck on %1</translation>
    </message>
    <message>
        <source>handed in</source>
        <translation>handed in</translation>
    </message>
    <message>
        <source>      %1 of %2: %3
</source>
        <translation>      %1 of %2: %3
</translation>
    </message>
    <message>
        <source>Also write one feedback file (.attnfeedback) per student who handed in.</source>
        <translation>Also write one feedback file (.attnfeedback) per student who handed in.</translation>
    </message>
    <message>
        <source>The teacher&apos;s comment in every feedback file.</source>
        <translation>The teacher&apos;s comment in every feedback file.</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>grade: --comment goes with --feedback DIR</source>
        <translation>grade: --comment goes with --feedback DIR</translation>
    </message>
    <message>
        <source>grade: --comment is longer than %1 characters</source>
        <translation>grade: --comment is longer than %1 characters</translation>
    </message>
    <message>
        <source>grade: feedback: %1</source>
        <translation>grade: feedback: %1</translation>
    </message>
    <message numerus="yes">
        <source>Feedback for %n student(s) written to %1</source>
        <translation>
            <numerusform>Feedback for %n student written to %1</numerusform>
            <numerusform>Feedback for %n students written to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>
What to re-teach (%n student(s) with a hand-in):
</source>
        <translation>
            <numerusform>
What to re-teach (%n student with a hand-in):
</numerusform>
            <numerusform>
What to re-teach (%n students with a hand-in):
</numerusform>
        </translation>
    </message>
    <message>
        <source>   %1: mean %2, solved by %3, </source>
        <translation>   %1: mean %2, solved by %3, </translation>
    </message>
    <message numerus="yes">
        <source>%n check(s), </source>
        <translation>
            <numerusform>%n check, </numerusform>
            <numerusform>%n checks, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)
</source>
        <translation>
            <numerusform>%n hint
</numerusform>
            <numerusform>%n hints
</numerusform>
        </translation>
    </message>
    <message>
        <source>grade: --preset needs --csv FILE</source>
        <translation>grade: --preset needs --csv FILE</translation>
    </message>
    <message>
        <source>Folders holding the hand-ins (by default the session&apos;s hand-in folder).</source>
        <translation>Folders holding the hand-ins (by default the session&apos;s hand-in folder).</translation>
    </message>
    <message>
        <source>grade: give the session file and the folders of hand-ins (by default the session&apos;s)</source>
        <translation>grade: give the session file and the folders of hand-ins (by default the session&apos;s)</translation>
    </message>
    <message>
        <source>grade: the session names no hand-in folder; give the folders of hand-ins</source>
        <translation>grade: the session names no hand-in folder; give the folders of hand-ins</translation>
    </message>
    <message>
        <source>grade: %1 cannot be read: there is no such folder, or it cannot be reached</source>
        <translation>grade: %1 cannot be read: there is no such folder, or it cannot be reached</translation>
    </message>
    <message>
        <source>grade: no folder of hand-ins could be read; nothing was graded or written</source>
        <translation>grade: no folder of hand-ins could be read; nothing was graded or written</translation>
    </message>
    <message>
        <source>With --preset moodle or canvas: grade unfinished work too (still working, stuck); by default only handed-in work gets a grade.</source>
        <translation>With --preset moodle or canvas: grade unfinished work too (still working, stuck); by default only handed-in work gets a grade.</translation>
    </message>
    <message numerus="yes">
        <source>grade: %n student(s) get no grade in %1, their work not being final (--include-unfinished grades it): %2</source>
        <translation>
            <numerusform>grade: %n student gets no grade in %1, their work not being final (--include-unfinished grades it): %2</numerusform>
            <numerusform>grade: %n students get no grade in %1, their work not being final (--include-unfinished grades it): %2</numerusform>
        </translation>
    </message>
    <message>
        <source>With --preset moodle or canvas: the grade out of N points (the grade item&apos;s maximum, e.g. 100 or 20; by default one point per exercise).</source>
        <translation>With --preset moodle or canvas: the grade out of N points (the grade item&apos;s maximum, e.g. 100 or 20; by default one point per exercise).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>With --preset canvas: the Canvas assignment&apos;s id, so that the grades go to that assignment (its header reads &quot;Title (ID)&quot;).</source>
        <translation>With --preset canvas: the Canvas assignment&apos;s id, so that the grades go to that assignment (its header reads &quot;Title (ID)&quot;).</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Also write one row per student and exercise (score, attempts, hints, diagnosis) as CSV, for a spreadsheet&apos;s pivot table.</source>
        <translation>Also write one row per student and exercise (score, attempts, hints, diagnosis) as CSV, for a spreadsheet&apos;s pivot table.</translation>
    </message>
    <message>
        <source>grade: --include-unfinished and --out-of go with --preset moodle or canvas</source>
        <translation>grade: --include-unfinished and --out-of go with --preset moodle or canvas</translation>
    </message>
    <message>
        <source>grade: --out-of: &apos;%1&apos; is not a number of points from 0 to %2</source>
        <translation>grade: --out-of: &apos;%1&apos; is not a number of points from 0 to %2</translation>
    </message>
    <message>
        <source>grade: --canvas-assignment takes the assignment&apos;s number (as in its address in Canvas) and goes with --preset canvas</source>
        <translation>grade: --canvas-assignment takes the assignment&apos;s number (as in its address in Canvas) and goes with --preset canvas</translation>
    </message>
    <message>
        <source>Also write the gradebook as a spreadsheet (.xlsx): ids and names as text, scores as numbers, and a sheet with one row per student and exercise.</source>
        <translation>Also write the gradebook as a spreadsheet (.xlsx): ids and names as text, scores as numbers, and a sheet with one row per student and exercise.</translation>
    </message>
    <message>
        <source>handed in when the time ran out</source>
        <translation>handed in when the time ran out</translation>
    </message>
</context>
<context>
    <name>GradebookText</name>
    <message>
        <source>No hand-in found.</source>
        <translation>No hand-in found.</translation>
    </message>
    <message>
        <source>Not on the roster.</source>
        <translation>Not on the roster.</translation>
    </message>
    <message>
        <source>Made with other course content than the session&apos;s.</source>
        <translation>Made with other course content than the session&apos;s.</translation>
    </message>
    <message>
        <source>Work on %1, which is not one of the session&apos;s exercises, was not counted.</source>
        <translation>Work on %1, which is not one of the session&apos;s exercises, was not counted.</translation>
    </message>
    <message>
        <source>%1: more checks (%2) than the %3 attempts allowed.</source>
        <translation>%1: more checks (%2) than the %3 attempts allowed.</translation>
    </message>
    <message>
        <source>%1: reported %2, recomputed %3.</source>
        <translation>%1: reported %2, recomputed %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1: events out of order: one at %2 comes after one at %3 (%n time(s)).</source>
        <translation>
            <numerusform>%1: events out of order: one at %2 comes after one at %3 (%n time).</numerusform>
            <numerusform>%1: events out of order: one at %2 comes after one at %3 (%n times).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n event(s) dated before the session began for this learner (%2).</source>
        <translation>
            <numerusform>%1: %n event dated before the session began for this learner (%2).</numerusform>
            <numerusform>%1: %n events dated before the session began for this learner (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n event(s) dated after the hand-in (%2).</source>
        <translation>
            <numerusform>%1: %n event dated after the hand-in (%2).</numerusform>
            <numerusform>%1: %n events dated after the hand-in (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The start time is missing, so the %n-minute time limit cannot be checked.</source>
        <translation>
            <numerusform>The start time is missing, so the %n-minute time limit cannot be checked.</numerusform>
            <numerusform>The start time is missing, so the %n-minute time limit cannot be checked.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The hand-in time is missing, so the %n-minute time limit cannot be checked.</source>
        <translation>
            <numerusform>The hand-in time is missing, so the %n-minute time limit cannot be checked.</numerusform>
            <numerusform>The hand-in time is missing, so the %n-minute time limit cannot be checked.</numerusform>
        </translation>
    </message>
    <message>
        <source>Handed in %1 min after the %2-minute time limit.</source>
        <translation>Handed in %1 min after the %2-minute time limit.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is named %1, not %2 as the course names this student&apos;s hand-ins: it was renamed or made by hand.</source>
        <translation>The file is named %1, not %2 as the course names this student&apos;s hand-ins: it was renamed or made by hand.</translation>
    </message>
    <message numerus="yes">
        <source>Worked on %n computers: the work of all of them is counted together.</source>
        <translation>
            <numerusform>Worked on %n computer: the work of all of them is counted together.</numerusform>
            <numerusform>Worked on %n computers: the work of all of them is counted together.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 hand-ins, all counted together (each check once, in time order): %2</source>
        <translation>%1 hand-ins, all counted together (each check once, in time order): %2</translation>
    </message>
    <message>
        <source>%1 gives the name “%2”, the roster “%3”.</source>
        <translation>%1 gives the name “%2”, the roster “%3”.</translation>
    </message>
    <message>
        <source>The checksum does not match: the file was changed or damaged after it was handed in (%1).</source>
        <translation>The checksum does not match: the file was changed or damaged after it was handed in (%1).</translation>
    </message>
    <message>
        <source>%1 is dated %2, after the moment it was graded: the clock of the computer that made it is ahead.</source>
        <translation>%1 is dated %2, after the moment it was graded: the clock of the computer that made it is ahead.</translation>
    </message>
    <message>
        <source>%1 is dated %2, after its file was written (%3): the clock of the computer that made it was ahead.</source>
        <translation>%1 is dated %2, after its file was written (%3): the clock of the computer that made it was ahead.</translation>
    </message>
    <message>
        <source>%1: reported %2, recomputed %3 (%4).</source>
        <translation>%1: reported %2, recomputed %3 (%4).</translation>
    </message>
    <message>
        <source>The same answers at the same times, to the millisecond, as %1: a copied hand-in?</source>
        <translation>The same answers at the same times, to the millisecond, as %1: a copied hand-in?</translation>
    </message>
    <message>
        <source>The folder %1 could not be read: a hand-in there is not counted.</source>
        <translation>The folder %1 could not be read: a hand-in there is not counted.</translation>
    </message>
    <message>
        <source>A newer hand-in of this student cannot be read (%1: %2); it is not counted: ask the student to hand in again.</source>
        <translation>A newer hand-in of this student cannot be read (%1: %2); it is not counted: ask the student to hand in again.</translation>
    </message>
    <message>
        <source>A hand-in of this student cannot be read (%1: %2): ask the student to hand in again.</source>
        <translation>A hand-in of this student cannot be read (%1: %2): ask the student to hand in again.</translation>
    </message>
    <message numerus="yes">
        <source>%n more of their files cannot be read either.</source>
        <translation>
            <numerusform>%n more of their files cannot be read either.</numerusform>
            <numerusform>%n more of their files cannot be read either.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more file(s) named for this student were not read: more than %1 hand-ins.</source>
        <translation>
            <numerusform>%n more file named for this student was not read: more than %1 hand-ins.</numerusform>
            <numerusform>%n more files named for this student were not read: more than %1 hand-ins.</numerusform>
        </translation>
    </message>
    <message>
        <source>A hand-in for another session (“%1”, id %2) was not counted: its numbers were drawn for that session (%3).</source>
        <translation>A hand-in for another session (“%1”, id %2) was not counted: its numbers were drawn for that session (%3).</translation>
    </message>
    <message>
        <source>%1 was made up by lab rehearse: a rehearsal, not a student&apos;s work.</source>
        <translation>%1 was made up by lab rehearse: a rehearsal, not a student&apos;s work.</translation>
    </message>
</context>
<context>
    <name>Grading</name>
    <message numerus="yes">
        <source>%n correct option(s) not chosen.</source>
        <translation>
            <numerusform>%n correct option not chosen.</numerusform>
            <numerusform>%n correct options not chosen.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is the score q·k, not the weight: the softmax still has to turn the scores into weights.</source>
        <translation>That is the score q·k, not the weight: the softmax still has to turn the scores into weights.</translation>
    </message>
    <message>
        <source>That is exp(score − max) before dividing by the sum of the exponentials.</source>
        <translation>That is exp(score − max) before dividing by the sum of the exponentials.</translation>
    </message>
    <message>
        <source>That looks like the weight as a fraction; give it in percent.</source>
        <translation>That looks like the weight as a fraction; give it in percent.</translation>
    </message>
    <message>
        <source>That is the plain average of the values; attention weights each value by its attention weight.</source>
        <translation>That is the plain average of the values; attention weights each value by its attention weight.</translation>
    </message>
    <message>
        <source>That is the value of the best-matching key alone (a hard lookup); attention blends all values.</source>
        <translation>That is the value of the best-matching key alone (a hard lookup); attention blends all values.</translation>
    </message>
    <message>
        <source>That is only one of the two products: a dot product adds q_x·k_x and q_y·k_y.</source>
        <translation>That is only one of the two products: a dot product adds q_x·k_x and q_y·k_y.</translation>
    </message>
    <message>
        <source>Type a number first.</source>
        <translation>Type a number first.</translation>
    </message>
    <message>
        <source>“%1” is not a number. Type digits with %2 as the decimal separator%3.</source>
        <translation>“%1” is not a number. Type digits with %2 as the decimal separator%3.</translation>
    </message>
    <message>
        <source>, optionally followed by %</source>
        <translation>, optionally followed by %</translation>
    </message>
    <message>
        <source>This exercise has no computable answer.</source>
        <translation>This exercise has no computable answer.</translation>
    </message>
    <message>
        <source>That looks like a fraction; the answer is asked in percent (for example %1 or %2).</source>
        <translation>That looks like a fraction; the answer is asked in percent (for example %1 or %2).</translation>
    </message>
    <message>
        <source>Not quite: %1 is not within %2 of the answer.</source>
        <translation>Not quite: %1 is not within %2 of the answer.</translation>
    </message>
    <message>
        <source>Choose an option first.</source>
        <translation>Choose an option first.</translation>
    </message>
    <message>
        <source>“%1” is not right.</source>
        <translation>“%1” is not right.</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>“%1”: %2</translation>
    </message>
    <message>
        <source>“%1” is not one of the options.</source>
        <translation>“%1” is not one of the options.</translation>
    </message>
    <message>
        <source>Choose exactly one option.</source>
        <translation>Choose exactly one option.</translation>
    </message>
    <message>
        <source>Partly right: %1 of %2 correct options, %3 wrong.</source>
        <translation>Partly right: %1 of %2 correct options, %3 wrong.</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>Not quite.</translation>
    </message>
    <message>
        <source>Put every key k1…k%1 in the list exactly once.</source>
        <translation>Put every key k1…k%1 in the list exactly once.</translation>
    </message>
    <message>
        <source>Partly right: %1 of %2 pairs are in the right order.</source>
        <translation>Partly right: %1 of %2 pairs are in the right order.</translation>
    </message>
    <message>
        <source>Not quite: the order is reversed.</source>
        <translation>Not quite: the order is reversed.</translation>
    </message>
    <message>
        <source>Σ</source>
        <translation>Σ</translation>
    </message>
    <message>
        <source>Row %1, column “%2”: %3</source>
        <translation>Row %1, column “%2”: %3</translation>
    </message>
    <message>
        <source>Fill in some cells first.</source>
        <translation>Fill in some cells first.</translation>
    </message>
    <message>
        <source>Computed correctly from your earlier cell, which was wrong: no new mistake here.</source>
        <translation>Computed correctly from your earlier cell, which was wrong: no new mistake here.</translation>
    </message>
    <message>
        <source>The sign is wrong: mind the minus signs of the components.</source>
        <translation>The sign is wrong: mind the minus signs of the components.</translation>
    </message>
    <message>
        <source>You multiplied mismatched components: pair q_x with k_x and q_y with k_y.</source>
        <translation>You multiplied mismatched components: pair q_x with k_x and q_y with k_y.</translation>
    </message>
    <message>
        <source>You dropped a term of the dot product: the score is q_x·k_x + q_y·k_y.</source>
        <translation>You dropped a term of the dot product: the score is q_x·k_x + q_y·k_y.</translation>
    </message>
    <message>
        <source>You multiplied the two products; a dot product adds them.</source>
        <translation>You multiplied the two products; a dot product adds them.</translation>
    </message>
    <message>
        <source>You forgot to subtract the largest score.</source>
        <translation>You forgot to subtract the largest score.</translation>
    </message>
    <message>
        <source>Subtracted the wrong way round: it is score − max, so never positive.</source>
        <translation>Subtracted the wrong way round: it is score − max, so never positive.</translation>
    </message>
    <message>
        <source>You forgot to exponentiate: this is score − max itself.</source>
        <translation>You forgot to exponentiate: this is score − max itself.</translation>
    </message>
    <message>
        <source>That is exp(score) without subtracting the max: the weights would come out the same, but the table asks for exp(score − max).</source>
        <translation>That is exp(score) without subtracting the max: the weights would come out the same, but the table asks for exp(score − max).</translation>
    </message>
    <message>
        <source>You added up score − max instead of the exponentials.</source>
        <translation>You added up score − max instead of the exponentials.</translation>
    </message>
    <message>
        <source>You used the raw score as the weight; the softmax turns scores into weights.</source>
        <translation>You used the raw score as the weight; the softmax turns scores into weights.</translation>
    </message>
    <message>
        <source>You forgot to exponentiate: divide exp(score − max) by the sum of the exponentials, not the scores by their sum.</source>
        <translation>You forgot to exponentiate: divide exp(score − max) by the sum of the exponentials, not the scores by their sum.</translation>
    </message>
    <message>
        <source>You forgot to divide by the sum of the exponentials.</source>
        <translation>You forgot to divide by the sum of the exponentials.</translation>
    </message>
    <message>
        <source>You divided by the wrong sum: divide by Σ exp(score − max) over all keys, %1.</source>
        <translation>You divided by the wrong sum: divide by Σ exp(score − max) over all keys, %1.</translation>
    </message>
    <message>
        <source>You used the raw score as the weight; use the attention weight.</source>
        <translation>You used the raw score as the weight; use the attention weight.</translation>
    </message>
    <message>
        <source>You forgot to multiply the value by its weight.</source>
        <translation>You forgot to multiply the value by its weight.</translation>
    </message>
    <message>
        <source>You took the plain average of the values; attention weights each value.</source>
        <translation>You took the plain average of the values; attention weights each value.</translation>
    </message>
    <message>
        <source>You took the best key&apos;s value alone (a hard lookup); attention adds up every weight × value.</source>
        <translation>You took the best key&apos;s value alone (a hard lookup); attention adds up every weight × value.</translation>
    </message>
    <message>
        <source>You divided by the number of keys; the weights already add up to one.</source>
        <translation>You divided by the number of keys; the weights already add up to one.</translation>
    </message>
    <message>
        <source>%1 of %2 cells are right.</source>
        <translation>%1 of %2 cells are right.</translation>
    </message>
    <message>
        <source>None of the cells is right yet.</source>
        <translation>None of the cells is right yet.</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>The query cannot be looked up.</source>
        <translation>The query cannot be looked up.</translation>
    </message>
    <message>
        <source>Your query: %1°, length %2.</source>
        <translation>Your query: %1°, length %2.</translation>
    </message>
    <message>
        <source>The query is too long: at most %1 is allowed.</source>
        <translation>The query is too long: at most %1 is allowed.</translation>
    </message>
    <message>
        <source>Not yet: key %1 receives %2, it needs at least %3.</source>
        <translation>Not yet: key %1 receives %2, it needs at least %3.</translation>
    </message>
    <message>
        <source>Not yet: the output is %1, it must exceed %2.</source>
        <translation>Not yet: the output is %1, it must exceed %2.</translation>
    </message>
    <message>
        <source>Not yet: key %1 receives %2, it needs more than %3.</source>
        <translation>Not yet: key %1 receives %2, it needs more than %3.</translation>
    </message>
    <message>
        <source>**Answer:** %1

</source>
        <translation>**Answer:** %1

</translation>
    </message>
    <message>
        <source>- **Correct:** %1
</source>
        <translation>- **Correct:** %1
</translation>
    </message>
    <message>
        <source>**Order:** %1

</source>
        <translation>**Order:** %1

</translation>
    </message>
    <message>
        <source>**One way:** angle %1°, length %2 (the shortest query that does it).

</source>
        <translation>**One way:** angle %1°, length %2 (the shortest query that does it).

</translation>
    </message>
    <message>
        <source>Step by step for the query at %1°, length %2:

</source>
        <translation>Step by step for the query at %1°, length %2:

</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>masked</translation>
    </message>
    <message>
        <source>The exact value is %1.</source>
        <translation>The exact value is %1.</translation>
    </message>
    <message>
        <source>k%1 (%2)</source>
        <translation>k%1 (%2)</translation>
    </message>
    <message>
        <source>By score: %1.</source>
        <translation>By score: %1.</translation>
    </message>
    <message>
        <source>By weight: %1.</source>
        <translation>By weight: %1.</translation>
    </message>
    <message>
        <source>This looks like a percentage: write %1 or %2.</source>
        <translation>This looks like a percentage: write %1 or %2.</translation>
    </message>
    <message>
        <source>All %1 cells are right.</source>
        <translation>All %1 cells are right.</translation>
    </message>
    <message>
        <source>Key %1 receives %2.</source>
        <translation>Key %1 receives %2.</translation>
    </message>
    <message>
        <source>The output is %1.</source>
        <translation>The output is %1.</translation>
    </message>
    <message>
        <source>Key %1 receives %2 with a query of length %3, as short as it gets.</source>
        <translation>Key %1 receives %2 with a query of length %3, as short as it gets.</translation>
    </message>
    <message>
        <source>**Answer:** key %1

</source>
        <translation>**Answer:** key %1

</translation>
    </message>
    <message>
        <source>Σ exp = %1; output = Σ wᵢ × vᵢ = %2
</source>
        <translation>Σ exp = %1; output = Σ wᵢ × vᵢ = %2
</translation>
    </message>
    <message>
        <source>Ranked the other way round: smallest first.</source>
        <translation>Ranked the other way round: smallest first.</translation>
    </message>
    <message>
        <source>Wrote a weight as a percentage without the % sign.</source>
        <translation>Wrote a weight as a percentage without the % sign.</translation>
    </message>
    <message>
        <source>You divided by the wrong sum: divide by Σ exp(score − max) over all keys.</source>
        <translation>You divided by the wrong sum: divide by Σ exp(score − max) over all keys.</translation>
    </message>
    <message>
        <source>“%1” could mean %2 or %3. Write %2 for the decimal number, or %3 for the whole number (with no thousands separator).</source>
        <translation>“%1” could mean %2 or %3. Write %2 for the decimal number, or %3 for the whole number (with no thousands separator).</translation>
    </message>
    <message>
        <source>Give each item its partner first.</source>
        <translation>Give each item its partner first.</translation>
    </message>
    <message>
        <source>“%1” is not one of the items.</source>
        <translation>“%1” is not one of the items.</translation>
    </message>
    <message>
        <source>“%1” is not one of the partners.</source>
        <translation>“%1” is not one of the partners.</translation>
    </message>
    <message>
        <source>“%1” is given to two items; each partner belongs to one item.</source>
        <translation>“%1” is given to two items; each partner belongs to one item.</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) still without a partner: give every item one.</source>
        <translation>
            <numerusform>%n item still without a partner: give every item one.</numerusform>
            <numerusform>%n items still without a partner: give every item one.</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” and “%2” have swapped partners.</source>
        <translation>“%1” and “%2” have swapped partners.</translation>
    </message>
    <message>
        <source>“%1” and “%2” swapped.</source>
        <translation>“%1” and “%2” swapped.</translation>
    </message>
    <message>
        <source>“%1” does not go with “%2”.</source>
        <translation>“%1” does not go with “%2”.</translation>
    </message>
    <message>
        <source>“%1” given a wrong partner.</source>
        <translation>“%1” given a wrong partner.</translation>
    </message>
    <message>
        <source>Every pair is right.</source>
        <translation>Every pair is right.</translation>
    </message>
    <message>
        <source>Partly right: %1 of %2 pairs are right.</source>
        <translation>Partly right: %1 of %2 pairs are right.</translation>
    </message>
    <message>
        <source>Not quite: no pair is right.</source>
        <translation>Not quite: no pair is right.</translation>
    </message>
    <message>
        <source>- **%1** → %2
</source>
        <translation>- **%1** → %2
</translation>
    </message>
    <message>
        <source>Move the keys into order first: the list starts in the plain order k1…k%1, which is no answer. If you mean that order, move a key away and back.</source>
        <translation>Move the keys into order first: the list starts in the plain order k1…k%1, which is no answer. If you mean that order, move a key away and back.</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>correct</translation>
    </message>
    <message>
        <source>partly right</source>
        <translation>partly right</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>wrong</translation>
    </message>
    <message>
        <source>not an answer</source>
        <translation>not an answer</translation>
    </message>
    <message>
        <source>The output is a weighted average of the values, so it lies between the smallest and the largest value, %1 and %2: the weights add up to 1.</source>
        <translation>The output is a weighted average of the values, so it lies between the smallest and the largest value, %1 and %2: the weights add up to 1.</translation>
    </message>
    <message>
        <source>The sign is missing: entropy is −Σ wᵢ ln wᵢ, and each ln wᵢ is negative or zero, so entropy is never negative.</source>
        <translation>The sign is missing: entropy is −Σ wᵢ ln wᵢ, and each ln wᵢ is negative or zero, so entropy is never negative.</translation>
    </message>
    <message>
        <source>“%1” is right too.</source>
        <translation>“%1” is right too.</translation>
    </message>
    <message>
        <source>“%1” is right too: %2</source>
        <translation>“%1” is right too: %2</translation>
    </message>
    <message>
        <source>Key %1 receives %2, but a shorter query can do it. Shorten it, and try turning it a little away from the key&apos;s neighbour that takes most of the rest: aiming straight at the key is not always best.</source>
        <translation>Key %1 receives %2, but a shorter query can do it. Shorten it, and try turning it a little away from the key&apos;s neighbour that takes most of the rest: aiming straight at the key is not always best.</translation>
    </message>
    <message>
        <source>That is the score divided by the sum of the scores. The softmax divides exp(score − max) by the sum of the exponentials: dividing raw scores breaks with negative scores.</source>
        <translation>That is the score divided by the sum of the scores. The softmax divides exp(score − max) by the sum of the exponentials: dividing raw scores breaks with negative scores.</translation>
    </message>
    <message>
        <source>That is the value itself; the output rises by the key&apos;s weight times the value it gains, w × v.</source>
        <translation>That is the value itself; the output rises by the key&apos;s weight times the value it gains, w × v.</translation>
    </message>
    <message>
        <source>That is the new output; the question asks by how much it rises: the new output minus the old.</source>
        <translation>That is the new output; the question asks by how much it rises: the new output minus the old.</translation>
    </message>
    <message>
        <source>That uses another logarithm (log₂ or log₁₀): the course measures entropy in nats, with the natural logarithm ln.</source>
        <translation>That uses another logarithm (log₂ or log₁₀): the course measures entropy in nats, with the natural logarithm ln.</translation>
    </message>
    <message>
        <source>k%1 (%2) should come before k%3 (%4).</source>
        <translation>k%1 (%2) should come before k%3 (%4).</translation>
    </message>
    <message>
        <source>This is 100 times too large: use each weight as a fraction (0.551), not in percent (55.1).</source>
        <translation>This is 100 times too large: use each weight as a fraction (0.551), not in percent (55.1).</translation>
    </message>
    <message>
        <source>Subtracted the wrong way round: it is the weight minus the target, w − t.</source>
        <translation>Subtracted the wrong way round: it is the weight minus the target, w − t.</translation>
    </message>
    <message>
        <source>You forgot to subtract the target: on the target&apos;s row t = 1, so w − t is negative.</source>
        <translation>You forgot to subtract the target: on the target&apos;s row t = 1, so w − t is negative.</translation>
    </message>
    <message>
        <source>You added up w·k: subtract the target first, so that the target&apos;s row counts (w − 1)·k.</source>
        <translation>You added up w·k: subtract the target first, so that the target&apos;s row counts (w − 1)·k.</translation>
    </message>
    <message>
        <source>You forgot to multiply by the key entry kⱼ,a.</source>
        <translation>You forgot to multiply by the key entry kⱼ,a.</translation>
    </message>
    <message>
        <source>You multiplied the weight, not w − t: on the target&apos;s row that is (w − 1)·k.</source>
        <translation>You multiplied the weight, not w − t: on the target&apos;s row that is (w − 1)·k.</translation>
    </message>
    <message>
        <source>The sign is wrong: mind the minus signs of w − t and of the key entry.</source>
        <translation>The sign is wrong: mind the minus signs of w − t and of the key entry.</translation>
    </message>
    <message>
        <source>You left out the scale c = 1/√2 ≈ 0.7071 that every score is multiplied by.</source>
        <translation>You left out the scale c = 1/√2 ≈ 0.7071 that every score is multiplied by.</translation>
    </message>
    <message>
        <source>That is the Σ alone: multiply it by c and by the entry b of xᵢ.</source>
        <translation>That is the Σ alone: multiply it by c and by the entry b of xᵢ.</translation>
    </message>
    <message>
        <source>This is 100 times too large: take the weight as a fraction (0.25), not in percent (25).</source>
        <translation>This is 100 times too large: take the weight as a fraction (0.25), not in percent (25).</translation>
    </message>
    <message>
        <source>You added up the w − t column; Σ adds up the products (w − t)·kⱼ,a of the rows.</source>
        <translation>You added up the w − t column; Σ adds up the products (w − t)·kⱼ,a of the rows.</translation>
    </message>
    <message>
        <source>You multiplied by √2: c = 1/√2 ≈ 0.7071 divides by √2.</source>
        <translation>You multiplied by √2: c = 1/√2 ≈ 0.7071 divides by √2.</translation>
    </message>
    <message>
        <source>You left out xᵢ,b = %1, entry b = %2 of x: raising the entry of W_q moves the query&apos;s entry a by xᵢ,b.</source>
        <translation>You left out xᵢ,b = %1, entry b = %2 of x: raising the entry of W_q moves the query&apos;s entry a by xᵢ,b.</translation>
    </message>
    <message>
        <source>You left out xᵢ,b: raising the entry of W_q moves the query&apos;s entry a by xᵢ,b.</source>
        <translation>You left out xᵢ,b: raising the entry of W_q moves the query&apos;s entry a by xᵢ,b.</translation>
    </message>
    <message>
        <source>You used the other entry of x, %1: the entry of W_q is in column b = %2, so use entry %2 of x, %3.</source>
        <translation>You used the other entry of x, %1: the entry of W_q is in column b = %2, so use entry %2 of x, %3.</translation>
    </message>
    <message>
        <source>You used the other entry of x: the column b of the entry of W_q picks the entry of x.</source>
        <translation>You used the other entry of x: the column b of the entry of W_q picks the entry of x.</translation>
    </message>
    <message>
        <source>The sign is wrong: check the signs of xᵢ,b and of Σ. This cell is the gradient itself, not the step against it.</source>
        <translation>The sign is wrong: check the signs of xᵢ,b and of Σ. This cell is the gradient itself, not the step against it.</translation>
    </message>
</context>
<context>
    <name>HandInText</name>
    <message>
        <source>%1.%2 is not a text of at most %3 characters</source>
        <translation>%1.%2 is not a text of at most %3 characters</translation>
    </message>
    <message>
        <source>learner.id is empty</source>
        <translation>learner.id is empty</translation>
    </message>
    <message>
        <source>handedIn is not a date and time</source>
        <translation>handedIn is not a date and time</translation>
    </message>
    <message>
        <source>exercises must be an object of at most %1 exercises</source>
        <translation>exercises must be an object of at most %1 exercises</translation>
    </message>
    <message>
        <source>exercises.%1: %2</source>
        <translation>exercises.%1: %2</translation>
    </message>
    <message>
        <source>exercises.%1.reportedScore is not a number from 0 to 1</source>
        <translation>exercises.%1.reportedScore is not a number from 0 to 1</translation>
    </message>
    <message>
        <source>started is not a date and time</source>
        <translation>started is not a date and time</translation>
    </message>
    <message>
        <source>final is not true or false</source>
        <translation>final is not true or false</translation>
    </message>
    <message>
        <source>learner.id is not a learner id (letters a–z, digits and hyphens)</source>
        <translation>learner.id is not a learner id (letters a–z, digits and hyphens)</translation>
    </message>
    <message>
        <source>the folder %1 cannot be found from this computer</source>
        <translation>the folder %1 cannot be found from this computer</translation>
    </message>
    <message>
        <source>device is not empty or eight hex digits</source>
        <translation>device is not empty or eight hex digits</translation>
    </message>
    <message>
        <source>formatVersion is not 1, 2 or %1</source>
        <translation>formatVersion is not 1, 2 or %1</translation>
    </message>
    <message>
        <source>feedbackKey is not empty or a key (32 bytes in base64)</source>
        <translation>feedbackKey is not empty or a key (32 bytes in base64)</translation>
    </message>
    <message>
        <source>timedOut is not true or false</source>
        <translation>timedOut is not true or false</translation>
    </message>
</context>
<context>
    <name>ItemText</name>
    <message>
        <source>extremely hard</source>
        <translation>extremely hard</translation>
    </message>
    <message>
        <source>very hard</source>
        <translation>very hard</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>hard</translation>
    </message>
    <message>
        <source>about right</source>
        <translation>about right</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>easy</translation>
    </message>
    <message>
        <source>very easy</source>
        <translation>very easy</translation>
    </message>
    <message>
        <source>extremely easy</source>
        <translation>extremely easy</translation>
    </message>
    <message>
        <source>; tells students apart not at all (everyone scored alike)</source>
        <translation>; tells students apart not at all (everyone scored alike)</translation>
    </message>
    <message>
        <source>; discriminates negatively: students who did well overall did worse here, check the exercise</source>
        <translation>; discriminates negatively: students who did well overall did worse here, check the exercise</translation>
    </message>
    <message>
        <source>; discriminates poorly</source>
        <translation>; discriminates poorly</translation>
    </message>
    <message>
        <source>; discriminates weakly</source>
        <translation>; discriminates weakly</translation>
    </message>
    <message>
        <source>; discriminates adequately</source>
        <translation>; discriminates adequately</translation>
    </message>
    <message>
        <source>; discriminates well</source>
        <translation>; discriminates well</translation>
    </message>
    <message numerus="yes">
        <source>Only %n student(s) counted: with fewer than %1 these figures say little.</source>
        <translation>
            <numerusform>Only %n student counted: with fewer than %1 these figures say little.</numerusform>
            <numerusform>Only %n students counted: with fewer than %1 these figures say little.</numerusform>
        </translation>
    </message>
    <message>
        <source>not defined (fewer than two exercises, or every student&apos;s total the same)</source>
        <translation>not defined (fewer than two exercises, or every student&apos;s total the same)</translation>
    </message>
    <message>
        <source>the exercises agree: students who did well on one did well on the others</source>
        <translation>the exercises agree: students who did well on one did well on the others</translation>
    </message>
    <message>
        <source>the exercises agree fairly well</source>
        <translation>the exercises agree fairly well</translation>
    </message>
    <message>
        <source>the exercises agree little: they may test different things, or the class is too small to tell</source>
        <translation>the exercises agree little: they may test different things, or the class is too small to tell</translation>
    </message>
</context>
<context>
    <name>JsonFileStore</name>
    <message>
        <source>it is a folder, not a file</source>
        <translation>it is a folder, not a file</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>it is not an ordinary file</translation>
    </message>
    <message>
        <source>it is larger than %1 MiB</source>
        <translation>it is larger than %1 MiB</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>the file is empty</translation>
    </message>
    <message>
        <source>not valid JSON: %1 at byte %2</source>
        <translation>not valid JSON: %1 at byte %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>not a JSON object</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>missing</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>not a number</translation>
    </message>
    <message>
        <source>formatVersion is %1; this version of Attention Lab reads %2</source>
        <translation>formatVersion is %1; this version of Attention Lab reads %2</translation>
    </message>
    <message>
        <source>formatVersion is %1; this version of Attention Lab reads %2 to %3</source>
        <translation>formatVersion is %1; this version of Attention Lab reads %2 to %3</translation>
    </message>
    <message>
        <source>%1 could not be read (%2) and could not be moved aside; it is left as it is and will not be overwritten.</source>
        <translation>%1 could not be read (%2) and could not be moved aside; it is left as it is and will not be overwritten.</translation>
    </message>
    <message>
        <source>%1 could not be read (%2). It was kept as %3.</source>
        <translation>%1 could not be read (%2). It was kept as %3.</translation>
    </message>
    <message>
        <source>%1 was missing.</source>
        <translation>%1 was missing.</translation>
    </message>
    <message>
        <source>The backup copy of %1 was used instead; changes made after that time are lost.</source>
        <translation>The backup copy of %1 was used instead; changes made after that time are lost.</translation>
    </message>
    <message>
        <source>The backup copy %1 could not be read (%2).</source>
        <translation>The backup copy %1 could not be read (%2).</translation>
    </message>
    <message>
        <source>The backup copy %1 could not be read (%2); it was kept as %3.</source>
        <translation>The backup copy %1 could not be read (%2); it was kept as %3.</translation>
    </message>
    <message>
        <source>There is no backup copy.</source>
        <translation>There is no backup copy.</translation>
    </message>
    <message>
        <source>Starting afresh.</source>
        <translation>Starting afresh.</translation>
    </message>
    <message>
        <source>Cannot save %1: a folder of that name is in the way.</source>
        <translation>Cannot save %1: a folder of that name is in the way.</translation>
    </message>
    <message>
        <source>%1 cannot be read (%2) and cannot be moved aside, so it is left untouched.</source>
        <translation>%1 cannot be read (%2) and cannot be moved aside, so it is left untouched.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2 is a file, not a folder.</source>
        <translation>Cannot save %1: %2 is a file, not a folder.</translation>
    </message>
    <message>
        <source>Cannot save %1: the folder %2 cannot be created (%3).</source>
        <translation>Cannot save %1: the folder %2 cannot be created (%3).</translation>
    </message>
    <message>
        <source>%1 could not be read (%2); it was left as it is.</source>
        <translation>%1 could not be read (%2); it was left as it is.</translation>
    </message>
    <message>
        <source>%1 was opened only to be read.</source>
        <translation>%1 was opened only to be read.</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>there is no such file</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2). It and its backup copy were left as they are, and nothing will be saved over them until it can be opened again.</source>
        <translation>%1 could not be opened (%2). It and its backup copy were left as they are, and nothing will be saved over them until it can be opened again.</translation>
    </message>
    <message>
        <source>%1 is missing and its backup copy %2 could not be opened (%3). The backup copy was left as it is, and nothing will be saved until it can be opened again.</source>
        <translation>%1 is missing and its backup copy %2 could not be opened (%3). The backup copy was left as it is, and nothing will be saved until it can be opened again.</translation>
    </message>
    <message>
        <source>The backup copy %1 could not be opened (%2); it was left as it is.</source>
        <translation>The backup copy %1 could not be opened (%2); it was left as it is.</translation>
    </message>
    <message>
        <source>Cannot save %1: it cannot be opened (%2), so it is left untouched and nothing was saved.</source>
        <translation>Cannot save %1: it cannot be opened (%2), so it is left untouched and nothing was saved.</translation>
    </message>
    <message>
        <source>Cannot save %1: its backup copy %2 cannot be opened (%3), so nothing was saved.</source>
        <translation>Cannot save %1: its backup copy %2 cannot be opened (%3), so nothing was saved.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>Cannot save %1: %2</translation>
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
        <translation>Length L</translation>
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
        <translation>q (query)</translation>
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
        <translation>Single choice</translation>
    </message>
    <message>
        <source>Multiple choice</source>
        <translation>Multiple choice</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Number</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Ranking</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>Matching</translation>
    </message>
</context>
<context>
    <name>LabCli</name>
    <message>
        <source>--%1: &apos;%2&apos; is not a whole number from %3 to %4</source>
        <translation>--%1: &apos;%2&apos; is not a whole number from %3 to %4</translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s) per exercise</source>
        <translation>
            <numerusform>%n attempt per exercise</numerusform>
            <numerusform>%n attempts per exercise</numerusform>
        </translation>
    </message>
    <message>
        <source>each exercise&apos;s own attempts</source>
        <translation>each exercise&apos;s own attempts</translation>
    </message>
    <message>
        <source>hints on</source>
        <translation>hints on</translation>
    </message>
    <message>
        <source>hints off</source>
        <translation>hints off</translation>
    </message>
    <message>
        <source>solutions on request</source>
        <translation>solutions on request</translation>
    </message>
    <message>
        <source>solutions after hand-in</source>
        <translation>solutions after hand-in</translation>
    </message>
    <message>
        <source>no solutions</source>
        <translation>no solutions</translation>
    </message>
    <message numerus="yes">
        <source>time limit %n minute(s)</source>
        <translation>
            <numerusform>time limit %n minute</numerusform>
            <numerusform>time limit %n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>no time limit</translation>
    </message>
    <message numerus="yes">
        <source>hands in every %n minute(s)</source>
        <translation>
            <numerusform>hands in every %n minute</numerusform>
            <numerusform>hands in every %n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>Lab session: %1
</source>
        <translation>Lab session: %1
</translation>
    </message>
    <message>
        <source>Id: %1   Created: %2
</source>
        <translation>Id: %1   Created: %2
</translation>
    </message>
    <message>
        <source>Lab seed: %1
</source>
        <translation>Lab seed: %1
</translation>
    </message>
    <message>
        <source>Rules: %1
</source>
        <translation>Rules: %1
</translation>
    </message>
    <message>
        <source>Hand-in folder: %1
</source>
        <translation>Hand-in folder: %1
</translation>
    </message>
    <message>
        <source>(none: students choose)</source>
        <translation>(none: students choose)</translation>
    </message>
    <message>
        <source>
Exercises (%1):
</source>
        <translation>
Exercises (%1):
</translation>
    </message>
    <message>
        <source>(not in this course)</source>
        <translation>(not in this course)</translation>
    </message>
    <message>
        <source>
Roster: none (students type their names)
</source>
        <translation>
Roster: none (students type their names)
</translation>
    </message>
    <message>
        <source>
Roster (%1):
</source>
        <translation>
Roster (%1):
</translation>
    </message>
    <message>
        <source>Prepare a lab session file for a class.</source>
        <translation>Prepare a lab session file for a class.</translation>
    </message>
    <message>
        <source>The command.</source>
        <translation>The command.</translation>
    </message>
    <message>
        <source>The subcommand.</source>
        <translation>The subcommand.</translation>
    </message>
    <message>
        <source>The session&apos;s title.</source>
        <translation>The session&apos;s title.</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Exercise ids, comma-separated, in order.</source>
        <translation>Exercise ids, comma-separated, in order.</translation>
    </message>
    <message>
        <source>ID,…</source>
        <translation>ID,…</translation>
    </message>
    <message>
        <source>Every exercise of these lessons, comma-separated.</source>
        <translation>Every exercise of these lessons, comma-separated.</translation>
    </message>
    <message>
        <source>The lab seed (default: random).</source>
        <translation>The lab seed (default: random).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>The folder students hand in to.</source>
        <translation>The folder students hand in to.</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>The class list: a CSV file with a header naming id and name (email and section optional).</source>
        <translation>The class list: a CSV file with a header naming id and name (email and section optional).</translation>
    </message>
    <message>
        <source>FILE.csv</source>
        <translation>FILE.csv</translation>
    </message>
    <message>
        <source>Attempts per exercise (1 to 20; default: each exercise&apos;s own).</source>
        <translation>Attempts per exercise (1 to 20; default: each exercise&apos;s own).</translation>
    </message>
    <message>
        <source>on or off (default on).</source>
        <translation>on or off (default on).</translation>
    </message>
    <message>
        <source>on|off</source>
        <translation>on|off</translation>
    </message>
    <message>
        <source>always, after-hand-in (default) or never.</source>
        <translation>always, after-hand-in (default) or never.</translation>
    </message>
    <message>
        <source>WHEN</source>
        <translation>WHEN</translation>
    </message>
    <message>
        <source>Minutes from joining.</source>
        <translation>Minutes from joining.</translation>
    </message>
    <message>
        <source>MIN</source>
        <translation>MIN</translation>
    </message>
    <message>
        <source>Hand in by itself every N minutes.</source>
        <translation>Hand in by itself every N minutes.</translation>
    </message>
    <message>
        <source>Read the course from this folder.</source>
        <translation>Read the course from this folder.</translation>
    </message>
    <message>
        <source>The session file to write (.attnlab).</source>
        <translation>The session file to write (.attnlab).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>lab new: unexpected argument &apos;%1&apos;</source>
        <translation>lab new: unexpected argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--seed: &apos;%1&apos; is not a whole number ≥ 0</source>
        <translation>--seed: &apos;%1&apos; is not a whole number ≥ 0</translation>
    </message>
    <message>
        <source>--hints: &apos;%1&apos; is not on or off</source>
        <translation>--hints: &apos;%1&apos; is not on or off</translation>
    </message>
    <message>
        <source>--solutions: &apos;%1&apos; is not always, after-hand-in or never</source>
        <translation>--solutions: &apos;%1&apos; is not always, after-hand-in or never</translation>
    </message>
    <message>
        <source>--roster, line %1: %2</source>
        <translation>--roster, line %1: %2</translation>
    </message>
    <message>
        <source>--roster: %1</source>
        <translation>--roster: %1</translation>
    </message>
    <message>
        <source>lab new: the roster has no student that can be used</source>
        <translation>lab new: the roster has no student that can be used</translation>
    </message>
    <message>
        <source>lab new: %1</source>
        <translation>lab new: %1</translation>
    </message>
    <message>
        <source>lab new: cannot write %1: %2</source>
        <translation>lab new: cannot write %1: %2</translation>
    </message>
    <message>
        <source>
Written to %1
</source>
        <translation>
Written to %1
</translation>
    </message>
    <message>
        <source>Print a lab session file.</source>
        <translation>Print a lab session file.</translation>
    </message>
    <message>
        <source>The session file.</source>
        <translation>The session file.</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Print one JSON object.</translation>
    </message>
    <message>
        <source>lab show: give exactly one session FILE</source>
        <translation>lab show: give exactly one session FILE</translation>
    </message>
    <message>
        <source>Write the hand-ins of a made-up class, to try the gradebook before the lesson.</source>
        <translation>Write the hand-ins of a made-up class, to try the gradebook before the lesson.</translation>
    </message>
    <message>
        <source>The session file (.attnlab).</source>
        <translation>The session file (.attnlab).</translation>
    </message>
    <message>
        <source>How many students (1 to %1; default: the roster&apos;s, or %2 without one).</source>
        <translation>How many students (1 to %1; default: the roster&apos;s, or %2 without one).</translation>
    </message>
    <message>
        <source>The folder to write the hand-ins to.</source>
        <translation>The folder to write the hand-ins to.</translation>
    </message>
    <message>
        <source>The same seed makes the same class (default: random).</source>
        <translation>The same seed makes the same class (default: random).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>lab rehearse: give exactly one session file</source>
        <translation>lab rehearse: give exactly one session file</translation>
    </message>
    <message>
        <source>lab rehearse: --out DIR is required</source>
        <translation>lab rehearse: --out DIR is required</translation>
    </message>
    <message>
        <source>lab rehearse: cannot write the hand-ins: %1</source>
        <translation>lab rehearse: cannot write the hand-ins: %1</translation>
    </message>
    <message numerus="yes">
        <source>Rehearsal of %1 (seed %2): %n hand-in(s)

</source>
        <translation>
            <numerusform>Rehearsal of %1 (seed %2): %n hand-in

</numerusform>
            <numerusform>Rehearsal of %1 (seed %2): %n hand-ins

</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 on %2</translation>
    </message>
    <message>
        <source>Usage: attention-lab lab new --title T --exercises ID,… | --lessons ID,… --out FILE.attnlab [options]
       attention-lab lab show FILE [--json]
       attention-lab lab rehearse SESSION --out DIR [--students N] [--seed S]
Run &apos;attention-lab lab new --help&apos; for the options.
</source>
        <translation>Usage: attention-lab lab new --title T --exercises ID,… | --lessons ID,… --out FILE.attnlab [options]
       attention-lab lab show FILE [--json]
       attention-lab lab rehearse SESSION --out DIR [--students N] [--seed S]
Run &apos;attention-lab lab new --help&apos; for the options.
</translation>
    </message>
    <message>
        <source>lab: unknown subcommand &apos;%1&apos;; new, show or rehearse</source>
        <translation>lab: unknown subcommand &apos;%1&apos;; new, show or rehearse</translation>
    </message>
    <message>
        <source>Replace an existing session file (its students&apos; hand-ins will no longer match it).</source>
        <translation>Replace an existing session file (its students&apos; hand-ins will no longer match it).</translation>
    </message>
    <message>
        <source>lab new: --out FILE.attnlab is required.</source>
        <translation>lab new: --out FILE.attnlab is required.</translation>
    </message>
    <message>
        <source>lab new: %1 exists; a new session there would no longer match the hand-ins made for the old one. Choose another name, or add --force.</source>
        <translation>lab new: %1 exists; a new session there would no longer match the hand-ins made for the old one. Choose another name, or add --force.</translation>
    </message>
    <message>
        <source>lab new: give --exercises or --lessons, not both.</source>
        <translation>lab new: give --exercises or --lessons, not both.</translation>
    </message>
    <message>
        <source>Workshop set-up: %1 (%2 keys: %3)
</source>
        <translation>Workshop set-up: %1 (%2 keys: %3)
</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>untitled</translation>
    </message>
    <message>
        <source>The workshop set-up the session opens the workshop on (.attnsetup).</source>
        <translation>The workshop set-up the session opens the workshop on (.attnsetup).</translation>
    </message>
    <message>
        <source>--setup: %1</source>
        <translation>--setup: %1</translation>
    </message>
    <message>
        <source>Target exercises are played on the set-up.
</source>
        <translation>Target exercises are played on the set-up.
</translation>
    </message>
    <message>
        <source>Play the session&apos;s target exercises on the set-up&apos;s keys and values.</source>
        <translation>Play the session&apos;s target exercises on the set-up&apos;s keys and values.</translation>
    </message>
    <message>
        <source>Lessons folder: %1
</source>
        <translation>Lessons folder: %1
</translation>
    </message>
    <message>
        <source>A teacher&apos;s course folder whose lessons the students get beside the built-in ones (its exercises may be chosen); written relative to the session file, so keep it beside it in the shared folder.</source>
        <translation>A teacher&apos;s course folder whose lessons the students get beside the built-in ones (its exercises may be chosen); written relative to the session file, so keep it beside it in the shared folder.</translation>
    </message>
    <message>
        <source>--lessons-folder: &apos;%1&apos; is not a folder</source>
        <translation>--lessons-folder: &apos;%1&apos; is not a folder</translation>
    </message>
    <message>
        <source>lab new: students&apos; computers hand in to %1 only once it holds the session file or a file named %2 (%3).</source>
        <translation>lab new: students&apos; computers hand in to %1 only once it holds the session file or a file named %2 (%3).</translation>
    </message>
    <message>
        <source>Their feedback (grade --feedback) opens with the made-up class&apos;s feedback code %1.
</source>
        <translation>Their feedback (grade --feedback) opens with the made-up class&apos;s feedback code %1.
</translation>
    </message>
    <message>
        <source>Answer keys: only on computers whose lab defaults allow them
</source>
        <translation>Answer keys: only on computers whose lab defaults allow them
</translation>
    </message>
    <message>
        <source>Print the session&apos;s answers (answer keys and grids, exercise --lab, rehearsals) only on computers whose lab defaults allow answer keys in so many words (allowAnswerKeys=true), as the teacher&apos;s does.</source>
        <translation>Print the session&apos;s answers (answer keys and grids, exercise --lab, rehearsals) only on computers whose lab defaults allow answer keys in so many words (allowAnswerKeys=true), as the teacher&apos;s does.</translation>
    </message>
    <message>
        <source>%1% less credit per extra attempt</source>
        <translation>%1% less credit per extra attempt</translation>
    </message>
    <message>
        <source>each exercise&apos;s own penalty per attempt</source>
        <translation>each exercise&apos;s own penalty per attempt</translation>
    </message>
    <message>
        <source>Percent of the credit lost per attempt before the right one (0 to 100; default: each exercise&apos;s own, none in the lessons).</source>
        <translation>Percent of the credit lost per attempt before the right one (0 to 100; default: each exercise&apos;s own, none in the lessons).</translation>
    </message>
    <message>
        <source>PERCENT</source>
        <translation>PERCENT</translation>
    </message>
</context>
<context>
    <name>LabFlow</name>
    <message>
        <source>Your lab work</source>
        <translation>Your lab work</translation>
    </message>
    <message>
        <source>cannot open the lab session “%1”:
%2</source>
        <translation>cannot open the lab session “%1”:
%2</translation>
    </message>
    <message>
        <source>Join Lab Session</source>
        <translation>Join Lab Session</translation>
    </message>
    <message>
        <source>Lab sessions (*.attnlab);;All files (*)</source>
        <translation>Lab sessions (*.attnlab);;All files (*)</translation>
    </message>
    <message>
        <source>Lessons of this session</source>
        <translation>Lessons of this session</translation>
    </message>
</context>
<context>
    <name>LabText</name>
    <message>
        <source>attempts must be a whole number from 1 to %1</source>
        <translation>attempts must be a whole number from 1 to %1</translation>
    </message>
    <message>
        <source>the time limit must be from 1 to %1 minutes</source>
        <translation>the time limit must be from 1 to %1 minutes</translation>
    </message>
    <message>
        <source>the hand-in interval must be from 1 to %1 minutes</source>
        <translation>the hand-in interval must be from 1 to %1 minutes</translation>
    </message>
    <message>
        <source>formatVersion is not %1</source>
        <translation>formatVersion is not %1</translation>
    </message>
    <message>
        <source>id is not a session id</source>
        <translation>id is not a session id</translation>
    </message>
    <message>
        <source>created is not a date and time</source>
        <translation>created is not a date and time</translation>
    </message>
    <message>
        <source>exercises must be a list of 1 to 500 exercise ids</source>
        <translation>exercises must be a list of 1 to 500 exercise ids</translation>
    </message>
    <message>
        <source>exercises holds something that is not an exercise id</source>
        <translation>exercises holds something that is not an exercise id</translation>
    </message>
    <message>
        <source>seed is not a whole number written as text</source>
        <translation>seed is not a whole number written as text</translation>
    </message>
    <message>
        <source>rules.attempts must be null or a whole number from 1 to %1</source>
        <translation>rules.attempts must be null or a whole number from 1 to %1</translation>
    </message>
    <message>
        <source>rules.hints must be true or false</source>
        <translation>rules.hints must be true or false</translation>
    </message>
    <message>
        <source>rules.solutions must be always, after-hand-in or never</source>
        <translation>rules.solutions must be always, after-hand-in or never</translation>
    </message>
    <message>
        <source>rules.timeLimitMinutes must be null or from 1 to %1</source>
        <translation>rules.timeLimitMinutes must be null or from 1 to %1</translation>
    </message>
    <message>
        <source>rules.autoHandInMinutes must be null or from 1 to %1</source>
        <translation>rules.autoHandInMinutes must be null or from 1 to %1</translation>
    </message>
    <message>
        <source>roster has the id %1 twice</source>
        <translation>roster has the id %1 twice</translation>
    </message>
    <message>
        <source>The title must be a text of 1 to 200 characters.</source>
        <translation>The title must be a text of 1 to 200 characters.</translation>
    </message>
    <message>
        <source>There is no lesson %1; &apos;attention-lab list&apos; shows them.</source>
        <translation>There is no lesson %1; &apos;attention-lab list&apos; shows them.</translation>
    </message>
    <message>
        <source>There is no exercise %1; &apos;attention-lab list --json&apos; shows them.</source>
        <translation>There is no exercise %1; &apos;attention-lab list --json&apos; shows them.</translation>
    </message>
    <message>
        <source>A session needs at least one exercise.</source>
        <translation>A session needs at least one exercise.</translation>
    </message>
    <message>
        <source>The rules are not right: %1.</source>
        <translation>The rules are not right: %1.</translation>
    </message>
    <message>
        <source>The roster has the id %1 twice.</source>
        <translation>The roster has the id %1 twice.</translation>
    </message>
    <message>
        <source>Exercise %1 is not in this course.</source>
        <translation>Exercise %1 is not in this course.</translation>
    </message>
    <message>
        <source>Lesson %1 is not in this course.</source>
        <translation>Lesson %1 is not in this course.</translation>
    </message>
    <message>
        <source>Lesson %1 has changed since the session was made: its exercises or pages may differ.</source>
        <translation>Lesson %1 has changed since the session was made: its exercises or pages may differ.</translation>
    </message>
    <message>
        <source>%1 is not a session file: %2</source>
        <translation>%1 is not a session file: %2</translation>
    </message>
    <message>
        <source>it must be an object</source>
        <translation>it must be an object</translation>
    </message>
    <message>
        <source>setup: %1</source>
        <translation>setup: %1</translation>
    </message>
    <message>
        <source>The workshop set-up cannot be used: %1.</source>
        <translation>The workshop set-up cannot be used: %1.</translation>
    </message>
    <message>
        <source>targetsUseSetup must be true or false</source>
        <translation>targetsUseSetup must be true or false</translation>
    </message>
    <message>
        <source>targetsUseSetup needs a setup</source>
        <translation>targetsUseSetup needs a setup</translation>
    </message>
    <message>
        <source>Target exercises can only use a set-up when the session has one.</source>
        <translation>Target exercises can only use a set-up when the session has one.</translation>
    </message>
    <message>
        <source>Exercise %1 cannot be done on the session&apos;s set-up: %2.</source>
        <translation>Exercise %1 cannot be done on the session&apos;s set-up: %2.</translation>
    </message>
    <message>
        <source>lessonsFolder must be a folder&apos;s path</source>
        <translation>lessonsFolder must be a folder&apos;s path</translation>
    </message>
    <message>
        <source>The session&apos;s lessons folder %1 cannot be found; you get the built-in course only. Ask your teacher whether the shared folder is reachable.</source>
        <translation>The session&apos;s lessons folder %1 cannot be found; you get the built-in course only. Ask your teacher whether the shared folder is reachable.</translation>
    </message>
    <message>
        <source>None of the lessons in the session&apos;s lessons folder %1 can be used; you get the built-in course only. The problems:</source>
        <translation>None of the lessons in the session&apos;s lessons folder %1 can be used; you get the built-in course only. The problems:</translation>
    </message>
    <message>
        <source>Some of the lessons in the session&apos;s lessons folder %1 cannot be used; the others are there. The problems:</source>
        <translation>Some of the lessons in the session&apos;s lessons folder %1 cannot be used; the others are there. The problems:</translation>
    </message>
    <message>
        <source>exercises has the id %1 twice</source>
        <translation>exercises has the id %1 twice</translation>
    </message>
    <message>
        <source>roster must be a list of at most %1 students</source>
        <translation>roster must be a list of at most %1 students</translation>
    </message>
    <message>
        <source>handInFolder must be a folder&apos;s path, or empty</source>
        <translation>handInFolder must be a folder&apos;s path, or empty</translation>
    </message>
    <message>
        <source>The roster has %1 students; a session holds at most %2.</source>
        <translation>The roster has %1 students; a session holds at most %2.</translation>
    </message>
    <message>
        <source>The roster&apos;s student %1 needs an id of at most %2 characters and a name of at most %3.</source>
        <translation>The roster&apos;s student %1 needs an id of at most %2 characters and a name of at most %3.</translation>
    </message>
    <message>
        <source>The session would not be readable: %1.</source>
        <translation>The session would not be readable: %1.</translation>
    </message>
    <message>
        <source>title must be a text of 1 to 200 characters without control characters</source>
        <translation>title must be a text of 1 to 200 characters without control characters</translation>
    </message>
    <message>
        <source>The title may not hold control or text-direction characters.</source>
        <translation>The title may not hold control or text-direction characters.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>roster entry %1 needs an id of letters a–z, digits and hyphens (at most %2) and a name of 1 to %3 characters without control characters</source>
        <translation>roster entry %1 needs an id of letters a–z, digits and hyphens (at most %2) and a name of 1 to %3 characters without control characters</translation>
    </message>
    <message>
        <source>answerKeysOnlyWhereAllowed must be true or false</source>
        <translation>answerKeysOnlyWhereAllowed must be true or false</translation>
    </message>
    <message>
        <source>the penalty per attempt must be from 0 to 100%</source>
        <translation>the penalty per attempt must be from 0 to 100%</translation>
    </message>
    <message>
        <source>rules.attemptPenalty must be null or a number from 0 to 1</source>
        <translation>rules.attemptPenalty must be null or a number from 0 to 1</translation>
    </message>
</context>
<context>
    <name>LearnerProfiles</name>
    <message>
        <source>Type a name.</source>
        <translation>Type a name.</translation>
    </message>
    <message>
        <source>A name cannot contain tabs, line breaks or other control characters.</source>
        <translation>A name cannot contain tabs, line breaks or other control characters.</translation>
    </message>
    <message numerus="yes">
        <source>A name can be at most %n character(s) long.</source>
        <translation>
            <numerusform>A name can be at most %n character long.</numerusform>
            <numerusform>A name can be at most %n characters long.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is already a learner called “%1”.</source>
        <translation>There is already a learner called “%1”.</translation>
    </message>
    <message numerus="yes">
        <source>The list of learners was missing. %n learner(s) were found in their folders and are named after them; you can rename them under File ▸ Switch Learner.</source>
        <translation>
            <numerusform>The list of learners was missing. %n learner was found in their folder and is named after it; you can rename them under File ▸ Switch Learner.</numerusform>
            <numerusform>The list of learners was missing. %n learners were found in their folders and are named after them; you can rename them under File ▸ Switch Learner.</numerusform>
        </translation>
    </message>
    <message>
        <source>“profiles” is not a list</source>
        <translation>“profiles” is not a list</translation>
    </message>
    <message>
        <source>“current” is not a string</source>
        <translation>“current” is not a string</translation>
    </message>
    <message>
        <source>profiles[%1] has no id or name</source>
        <translation>profiles[%1] has no id or name</translation>
    </message>
    <message>
        <source>profiles[%1]: “%2” is not a usable id</source>
        <translation>profiles[%1]: “%2” is not a usable id</translation>
    </message>
    <message>
        <source>profiles[%1]: %2</source>
        <translation>profiles[%1]: %2</translation>
    </message>
    <message>
        <source>the name is not trimmed</source>
        <translation>the name is not trimmed</translation>
    </message>
    <message numerus="yes">
        <source>%n learner(s) were found in their folders and are named after them; you can rename them under File ▸ Switch Learner.</source>
        <translation>
            <numerusform>%n learner was found in their folder and is named after it; you can rename them under File ▸ Switch Learner.</numerusform>
            <numerusform>%n learners were found in their folders and are named after them; you can rename them under File ▸ Switch Learner.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Cannot create the folder %1.</translation>
    </message>
    <message>
        <source>There is no learner with the id “%1”.</source>
        <translation>There is no learner with the id “%1”.</translation>
    </message>
    <message>
        <source>Cannot move %1 to %2.</source>
        <translation>Cannot move %1 to %2.</translation>
    </message>
    <message>
        <source>The list of learners was restored from its backup.</source>
        <translation>The list of learners was restored from its backup.</translation>
    </message>
    <message>
        <source>The list of learners could not be read.</source>
        <translation>The list of learners could not be read.</translation>
    </message>
    <message>
        <source>A name cannot contain characters that change the direction of text.</source>
        <translation>A name cannot contain characters that change the direction of text.</translation>
    </message>
</context>
<context>
    <name>LessonTemplateText</name>
    <message>
        <source>the id &apos;%1&apos; must have 3 to %2 characters</source>
        <translation>the id &apos;%1&apos; must have 3 to %2 characters</translation>
    </message>
    <message>
        <source>the id &apos;%1&apos; may only use a-z, 0-9 and single dashes between words, and must start with a letter (e.g. week3-softmax)</source>
        <translation>the id &apos;%1&apos; may only use a-z, 0-9 and single dashes between words, and must start with a letter (e.g. week3-softmax)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a lesson of the built-in course; choose another id</source>
        <translation>&apos;%1&apos; is a lesson of the built-in course; choose another id</translation>
    </message>
    <message>
        <source>&apos;%1&apos; would name the exercise &apos;%2&apos;, which the built-in course has; choose another id</source>
        <translation>&apos;%1&apos; would name the exercise &apos;%2&apos;, which the built-in course has; choose another id</translation>
    </message>
    <message>
        <source>the title must be one line of 1 to %1 characters</source>
        <translation>the title must be one line of 1 to %1 characters</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 is a file, not a folder</translation>
    </message>
    <message>
        <source>%1 is a lesson folder; give the folder that holds the lessons (and course.json)</source>
        <translation>%1 is a lesson folder; give the folder that holds the lessons (and course.json)</translation>
    </message>
    <message>
        <source>%1 already exists; nothing was overwritten</source>
        <translation>%1 already exists; nothing was overwritten</translation>
    </message>
    <message>
        <source>%1 has no list of lessons; nothing was written</source>
        <translation>%1 has no list of lessons; nothing was written</translation>
    </message>
    <message>
        <source>%1; nothing was written</source>
        <translation>%1; nothing was written</translation>
    </message>
    <message>
        <source>%1 already lists the lesson &apos;%2&apos;; nothing was overwritten</source>
        <translation>%1 already lists the lesson &apos;%2&apos;; nothing was overwritten</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
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
        <translation>log is not an array</translation>
    </message>
    <message>
        <source>log has more than %1 events</source>
        <translation>log has more than %1 events</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>not an object</translation>
    </message>
    <message>
        <source>“at” is not a date and time</source>
        <translation>“at” is not a date and time</translation>
    </message>
    <message>
        <source>“locale” is not a locale name</source>
        <translation>“locale” is not a locale name</translation>
    </message>
    <message>
        <source>“verdict” is not correct, partial, wrong or invalid</source>
        <translation>“verdict” is not correct, partial, wrong or invalid</translation>
    </message>
    <message>
        <source>“score” is not a number from 0 to 1</source>
        <translation>“score” is not a number from 0 to 1</translation>
    </message>
    <message>
        <source>“legacyAnswer” is not a string</source>
        <translation>“legacyAnswer” is not a string</translation>
    </message>
    <message>
        <source>“hint” is not a hint number</source>
        <translation>“hint” is not a hint number</translation>
    </message>
    <message>
        <source>“event” is not check, hint or solution</source>
        <translation>“event” is not check, hint or solution</translation>
    </message>
</context>
<context>
    <name>LookupInputText</name>
    <message>
        <source>%1: %2 must be [x, y], 2 numbers, not %3</source>
        <translation>%1: %2 must be [x, y], 2 numbers, not %3</translation>
    </message>
    <message>
        <source>%1: %2 must be [x, y], 2 numbers, not %3 (compute works in two dimensions)</source>
        <translation>%1: %2 must be [x, y], 2 numbers, not %3 (compute works in two dimensions)</translation>
    </message>
    <message>
        <source>%1/%2: must be a number, not %3</source>
        <translation>%1/%2: must be a number, not %3</translation>
    </message>
    <message>
        <source>it holds more than %L1 keys, the most compute reads</source>
        <translation>it holds more than %L1 keys, the most compute reads</translation>
    </message>
    <message>
        <source>it holds more numbers than %L1 keys with their values, the most compute reads</source>
        <translation>it holds more numbers than %L1 keys with their values, the most compute reads</translation>
    </message>
    <message>
        <source>not valid JSON: %1 at byte %2</source>
        <translation>not valid JSON: %1 at byte %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>not a JSON object</translation>
    </message>
    <message>
        <source>/%1: not a member of the format (%2)</source>
        <translation>/%1: not a member of the format (%2)</translation>
    </message>
    <message>
        <source>/formatVersion: missing; it must be 1</source>
        <translation>/formatVersion: missing; it must be 1</translation>
    </message>
    <message>
        <source>/formatVersion: must be 1, not %1</source>
        <translation>/formatVersion: must be 1, not %1</translation>
    </message>
    <message>
        <source>/keys: must be an array of keys [x, y], not %1</source>
        <translation>/keys: must be an array of keys [x, y], not %1</translation>
    </message>
    <message>
        <source>/keys: there are no keys; give at least one [x, y]</source>
        <translation>/keys: there are no keys; give at least one [x, y]</translation>
    </message>
    <message>
        <source>/keys: %L1 keys, more than the %L2 compute reads</source>
        <translation>/keys: %L1 keys, more than the %L2 compute reads</translation>
    </message>
    <message>
        <source>a key</source>
        <translation>a key</translation>
    </message>
    <message>
        <source>/values: must be an array of numbers, one per key, not %1</source>
        <translation>/values: must be an array of numbers, one per key, not %1</translation>
    </message>
    <message>
        <source>/values: there are %L1 keys but %L2 values; give one value per key</source>
        <translation>/values: there are %L1 keys but %L2 values; give one value per key</translation>
    </message>
    <message>
        <source>/values/%1: must be a number, not %2</source>
        <translation>/values/%1: must be a number, not %2</translation>
    </message>
    <message>
        <source>the query</source>
        <translation>the query</translation>
    </message>
    <message>
        <source>/scaled: must be true or false, not %1</source>
        <translation>/scaled: must be true or false, not %1</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>standard input</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>there is no such file</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>it is a folder, not a file</translation>
    </message>
    <message>
        <source>it is not an ordinary file (use - for standard input)</source>
        <translation>it is not an ordinary file (use - for standard input)</translation>
    </message>
    <message>
        <source>it is larger than %1 MiB, the most compute reads</source>
        <translation>it is larger than %1 MiB, the most compute reads</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>it is empty</translation>
    </message>
</context>
<context>
    <name>MatrixFormat</name>
    <message numerus="yes">
        <source>%n token(s), d_k = %1, scores multiplied by %2, causal mask %3
</source>
        <translation>
            <numerusform>%n token, d_k = %1, scores multiplied by %2, causal mask %3
</numerusform>
            <numerusform>%n tokens, d_k = %1, scores multiplied by %2, causal mask %3
</numerusform>
        </translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
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
        <translation>Write a new lesson to start from into a teacher&apos;s course folder DIR (made when missing, with its course.json and an empty glossary): two pages in every language of the course (%1) and one exercise of each type (%2). It passes &apos;attention-lab validate DIR&apos;; open it with &apos;attention-lab --lessons DIR&apos;. The id has 3 to %3 characters: a-z and 0-9 in words joined by single dashes, starting with a letter, and is no lesson of the built-in course. An existing lesson is never overwritten.</translation>
    </message>
    <message>
        <source>The command.</source>
        <translation>The command.</translation>
    </message>
    <message>
        <source>The teacher&apos;s course folder.</source>
        <translation>The teacher&apos;s course folder.</translation>
    </message>
    <message>
        <source>The new lesson&apos;s id (and folder name).</source>
        <translation>The new lesson&apos;s id (and folder name).</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>The new lesson&apos;s title.</source>
        <translation>The new lesson&apos;s title.</translation>
    </message>
    <message>
        <source>TITLE</source>
        <translation>TITLE</translation>
    </message>
    <message>
        <source>new-lesson: give exactly one DIR, the teacher&apos;s course folder</source>
        <translation>new-lesson: give exactly one DIR, the teacher&apos;s course folder</translation>
    </message>
    <message>
        <source>new-lesson: --id ID and --title TITLE are required</source>
        <translation>new-lesson: --id ID and --title TITLE are required</translation>
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
        <translation>Feedback Code</translation>
    </message>
    <message>
        <source>This feedback for %1 (%2) in “%3” is sealed: only their feedback code opens it. It was shown when they joined the session and on their hand-in receipt. &amp;Feedback code:</source>
        <translation>This feedback for %1 (%2) in “%3” is sealed: only their feedback code opens it. It was shown when they joined the session and on their hand-in receipt. &amp;Feedback code:</translation>
    </message>
    <message>
        <source>%1 is not a feedback file this course can read: %2</source>
        <translation>%1 is not a feedback file this course can read: %2</translation>
    </message>
    <message>
        <source>This feedback is for %1 (%2) in “%3”, not for you (%4, %5): only its student opens it.</source>
        <translation>This feedback is for %1 (%2) in “%3”, not for you (%4, %5): only its student opens it.</translation>
    </message>
    <message>
        <source>The feedback for %1 (%2) was not opened: it opens with their feedback code.</source>
        <translation>The feedback for %1 (%2) was not opened: it opens with their feedback code.</translation>
    </message>
    <message>
        <source>Open Feedback</source>
        <translation>Open Feedback</translation>
    </message>
    <message>
        <source>Feedback (*.attnfeedback);;All files (*)</source>
        <translation>Feedback (*.attnfeedback);;All files (*)</translation>
    </message>
</context>
<context>
    <name>OpenFileText</name>
    <message>
        <source>%1 is not a hand-in this course can read: %2</source>
        <translation>%1 is not a hand-in this course can read: %2</translation>
    </message>
    <message>
        <source>%1 is %2&apos;s hand-in for “%3”. A hand-in is opened from the session&apos;s gradebook: choose Teacher ▸ Open Gradebook…, pick the lab session&apos;s file (.attnlab), and add the folder that holds the hand-ins (%4).</source>
        <translation>%1 is %2&apos;s hand-in for “%3”. A hand-in is opened from the session&apos;s gradebook: choose Teacher ▸ Open Gradebook…, pick the lab session&apos;s file (.attnlab), and add the folder that holds the hand-ins (%4).</translation>
    </message>
    <message>
        <source>No lab session file of it was found in the same folder or the one above.</source>
        <translation>No lab session file of it was found in the same folder or the one above.</translation>
    </message>
    <message>
        <source>Only one set-up opens at a time: %1 is open; open %2 with File ▸ Open Set-up….</source>
        <translation>Only one set-up opens at a time: %1 is open; open %2 with File ▸ Open Set-up….</translation>
    </message>
    <message>
        <source>The set-up %1 cannot be used: %2</source>
        <translation>The set-up %1 cannot be used: %2</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be opened.</source>
        <translation>
            <numerusform>%n file could not be opened.</numerusform>
            <numerusform>%n files could not be opened.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Outline</name>
    <message>
        <source>This lesson could not be loaded</source>
        <translation>This lesson could not be loaded</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Exercises</translation>
    </message>
</context>
<context>
    <name>ProgressText</name>
    <message>
        <source>Learner: %1 (id %2)</source>
        <translation>Learner: %1 (id %2)</translation>
    </message>
    <message>
        <source>%1. %2: pages read %3 of %4; exercises solved %5 of %6, score %7 of %8</source>
        <translation>%1. %2: pages read %3 of %4; exercises solved %5 of %6, score %7 of %8</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>solved</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finished</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>in progress</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>not started</translation>
    </message>
    <message numerus="yes">
        <source>%1  %2 of %3  (%n attempt(s), %4)</source>
        <translation>
            <numerusform>%1  %2 of %3  (%n attempt, %4)</numerusform>
            <numerusform>%1  %2 of %3  (%n attempts, %4)</numerusform>
        </translation>
    </message>
    <message>
        <source>Print a learner&apos;s progress from the saved files: pages read and, per exercise, the score recomputed from the attempt log.</source>
        <translation>Print a learner&apos;s progress from the saved files: pages read and, per exercise, the score recomputed from the attempt log.</translation>
    </message>
    <message>
        <source>The command.</source>
        <translation>The command.</translation>
    </message>
    <message>
        <source>The learner&apos;s id or name (default: the learner who used the course last).</source>
        <translation>The learner&apos;s id or name (default: the learner who used the course last).</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Print one JSON object.</translation>
    </message>
    <message>
        <source>progress: unexpected argument &apos;%1&apos;</source>
        <translation>progress: unexpected argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>progress: no learner has the id or name &apos;%1&apos;</source>
        <translation>progress: no learner has the id or name &apos;%1&apos;</translation>
    </message>
    <message>
        <source>progress: there are no learners on this computer yet</source>
        <translation>progress: there are no learners on this computer yet</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>--page needs --lesson</source>
        <translation>--page needs --lesson</translation>
    </message>
    <message>
        <source>--lesson: unknown lesson &apos;%1&apos;; &apos;attention-lab list&apos; shows them</source>
        <translation>--lesson: unknown lesson &apos;%1&apos;; &apos;attention-lab list&apos; shows them</translation>
    </message>
    <message>
        <source>--page: &apos;%1&apos; is not a page of &apos;%2&apos; (1 to %3)</source>
        <translation>--page: &apos;%1&apos; is not a page of &apos;%2&apos; (1 to %3)</translation>
    </message>
    <message>
        <source>Attention Lab</source>
        <translation>Attention Lab</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; try --help</source>
        <translation>unknown command &apos;%1&apos;; try --help</translation>
    </message>
    <message>
        <source>--theme: &apos;%1&apos; is not system, light or dark</source>
        <translation>--theme: &apos;%1&apos; is not system, light or dark</translation>
    </message>
    <message>
        <source>Learners</source>
        <translation>Learners</translation>
    </message>
    <message>
        <source>--lab: %1</source>
        <translation>--lab: %1</translation>
    </message>
    <message>
        <source>--learner: &apos;%1&apos; is not a learner id (letters a-z, digits and -)</source>
        <translation>--learner: &apos;%1&apos; is not a learner id (letters a-z, digits and -)</translation>
    </message>
    <message>
        <source>--learner: &apos;%1&apos; is not on the session&apos;s roster</source>
        <translation>--learner: &apos;%1&apos; is not on the session&apos;s roster</translation>
    </message>
    <message>
        <source>Your lab work</source>
        <translation>Your lab work</translation>
    </message>
    <message>
        <source>--learner needs --lab</source>
        <translation>--learner needs --lab</translation>
    </message>
    <message>
        <source>--tab: &apos;%1&apos; is not grades, reteach or board</source>
        <translation>--tab: &apos;%1&apos; is not grades, reteach or board</translation>
    </message>
    <message>
        <source>--%1 needs --gradebook</source>
        <translation>--%1 needs --gradebook</translation>
    </message>
    <message>
        <source>--setup: %1</source>
        <translation>--setup: %1</translation>
    </message>
    <message>
        <source>--lang: &apos;%1&apos; is not a language of the course (%2)</source>
        <translation>--lang: &apos;%1&apos; is not a language of the course (%2)</translation>
    </message>
    <message>
        <source>--text-size: &apos;%1&apos; is not a percentage from 100 to 250</source>
        <translation>--text-size: &apos;%1&apos; is not a percentage from 100 to 250</translation>
    </message>
    <message>
        <source>--window-size: &apos;%1&apos; is not a size such as 1366x768 (at least 640x480)</source>
        <translation>--window-size: &apos;%1&apos; is not a size such as 1366x768 (at least 640x480)</translation>
    </message>
    <message>
        <source>--%1 opens one file itself: give it or FILE…, not both</source>
        <translation>--%1 opens one file itself: give it or FILE…, not both</translation>
    </message>
    <message>
        <source>Lessons of this session</source>
        <translation>Lessons of this session</translation>
    </message>
    <message>
        <source>--lessons: &apos;%1&apos; is not a folder</source>
        <translation>--lessons: &apos;%1&apos; is not a folder</translation>
    </message>
    <message>
        <source>--lessons-only needs --lessons DIR</source>
        <translation>--lessons-only needs --lessons DIR</translation>
    </message>
    <message>
        <source>Lessons in %1</source>
        <translation>Lessons in %1</translation>
    </message>
    <message>
        <source>--screenshot: cannot write &apos;%1&apos;: %2</source>
        <translation>--screenshot: cannot write &apos;%1&apos;: %2</translation>
    </message>
</context>
<context>
    <name>RehearsalText</name>
    <message>
        <source>perfect</source>
        <translation>perfect</translation>
    </message>
    <message>
        <source>typical mistakes</source>
        <translation>typical mistakes</translation>
    </message>
    <message>
        <source>uses hints</source>
        <translation>uses hints</translation>
    </message>
    <message>
        <source>a bit of everything</source>
        <translation>a bit of everything</translation>
    </message>
    <message>
        <source>still working</source>
        <translation>still working</translation>
    </message>
    <message>
        <source>stuck</source>
        <translation>stuck</translation>
    </message>
    <message>
        <source>late</source>
        <translation>late</translation>
    </message>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>the folder %1 cannot be made</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 already holds %n hand-in(s) (%2): a rehearsal is written into a folder of its own</source>
        <translation>
            <numerusform>%1 already holds %n hand-in (%2): a rehearsal is written into a folder of its own</numerusform>
            <numerusform>%1 already holds %n hand-ins (%2): a rehearsal is written into a folder of its own</numerusform>
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
        <translation>%1 does not exist.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a roster file.</source>
        <translation>%1 is a folder, not a roster file.</translation>
    </message>
    <message>
        <source>%1 is not an ordinary file.</source>
        <translation>%1 is not an ordinary file.</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 could not be read: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB; a roster is not that long.</source>
        <translation>%1 is larger than %2 MiB; a roster is not that long.</translation>
    </message>
    <message>
        <source>A quote is never closed; the row was skipped.</source>
        <translation>A quote is never closed; the row was skipped.</translation>
    </message>
    <message>
        <source>A quote opened on line %1 is never closed; the row was skipped.</source>
        <translation>A quote opened on line %1 is never closed; the row was skipped.</translation>
    </message>
    <message>
        <source>There is text after a closing quote; a quote inside a quoted cell is written twice (&quot;&quot;).</source>
        <translation>There is text after a closing quote; a quote inside a quoted cell is written twice (&quot;&quot;).</translation>
    </message>
    <message>
        <source>The row has %1 cells but the header only %2.</source>
        <translation>The row has %1 cells but the header only %2.</translation>
    </message>
    <message>
        <source>The %1 contains a control or text-direction character (U+%2).</source>
        <translation>The %1 contains a control or text-direction character (U+%2).</translation>
    </message>
    <message>
        <source>The id is empty.</source>
        <translation>The id is empty.</translation>
    </message>
    <message>
        <source>“%1” cannot be a learner id: it may hold only letters a–z, digits and hyphens, start with a letter or digit and be at most 60 long.</source>
        <translation>“%1” cannot be a learner id: it may hold only letters a–z, digits and hyphens, start with a letter or digit and be at most 60 long.</translation>
    </message>
    <message>
        <source>The name is empty.</source>
        <translation>The name is empty.</translation>
    </message>
    <message>
        <source>“%1” is not an email address: it needs one “@” with text on both sides.</source>
        <translation>“%1” is not an email address: it needs one “@” with text on both sides.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text (line %1); save the roster as “CSV UTF-8”.</source>
        <translation>The file is not UTF-8 text (line %1); save the roster as “CSV UTF-8”.</translation>
    </message>
    <message>
        <source>The file holds no header row (id, name, email, section).</source>
        <translation>The file holds no header row (id, name, email, section).</translation>
    </message>
    <message>
        <source>The header row cannot be read: its quotes are broken.</source>
        <translation>The header row cannot be read: its quotes are broken.</translation>
    </message>
    <message>
        <source>Both “%1” and “%2” are the %3 column.</source>
        <translation>Both “%1” and “%2” are the %3 column.</translation>
    </message>
    <message>
        <source>The header row has no %1 column; it names the columns id, name, email and section.</source>
        <translation>The header row has no %1 column; it names the columns id, name, email and section.</translation>
    </message>
    <message>
        <source>Duplicate id “%1” (first on line %2).</source>
        <translation>Duplicate id “%1” (first on line %2).</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message numerus="yes">
        <source>%n attempt(s).</source>
        <translation>
            <numerusform>%n attempt.</numerusform>
            <numerusform>%n attempts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s); each one you reveal costs %1% of the credit.</source>
        <translation>
            <numerusform>%n hint; each one you reveal costs %1% of the credit.</numerusform>
            <numerusform>%n hints; each one you reveal costs %1% of the credit.</numerusform>
        </translation>
    </message>
    <message>
        <source>Partly right answers earn partial credit.</source>
        <translation>Partly right answers earn partial credit.</translation>
    </message>
    <message>
        <source>Input that is not a number costs no attempt.</source>
        <translation>Input that is not a number costs no attempt.</translation>
    </message>
    <message>
        <source>You may ask for the solution at any time; that ends the exercise.</source>
        <translation>You may ask for the solution at any time; that ends the exercise.</translation>
    </message>
    <message>
        <source>The solution is shown after your last attempt.</source>
        <translation>The solution is shown after your last attempt.</translation>
    </message>
    <message>
        <source>No worked solution is shown for now.</source>
        <translation>No worked solution is shown for now.</translation>
    </message>
    <message>
        <source>Each attempt after the first earns %1% less credit.</source>
        <translation>Each attempt after the first earns %1% less credit.</translation>
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
        <translation>warning: this course is not the one the session was made for: %1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>warning: %1</translation>
    </message>
</context>
<context>
    <name>SessionText</name>
    <message>
        <source>This exercise is finished; its answer can no longer change.</source>
        <translation>This exercise is finished; its answer can no longer change.</translation>
    </message>
    <message>
        <source>This answer is too long to be kept. Shorten it and check again.</source>
        <translation>This answer is too long to be kept. Shorten it and check again.</translation>
    </message>
</context>
<context>
    <name>SetupText</name>
    <message>
        <source>key %1</source>
        <translation>key %1</translation>
    </message>
    <message>
        <source>%1 has no name</source>
        <translation>%1 has no name</translation>
    </message>
    <message>
        <source>%1: the name “%2” is longer than %3 characters</source>
        <translation>%1: the name “%2” is longer than %3 characters</translation>
    </message>
    <message>
        <source>%1: the angle is not a finite number</source>
        <translation>%1: the angle is not a finite number</translation>
    </message>
    <message>
        <source>%1: the length is not a finite number</source>
        <translation>%1: the length is not a finite number</translation>
    </message>
    <message>
        <source>%1: the length %2 is outside 0 to %3</source>
        <translation>%1: the length %2 is outside 0 to %3</translation>
    </message>
    <message>
        <source>%1: the value is not a finite number</source>
        <translation>%1: the value is not a finite number</translation>
    </message>
    <message>
        <source>%1: the value %2 is outside −%3 to %3</source>
        <translation>%1: the value %2 is outside −%3 to %3</translation>
    </message>
    <message>
        <source>a set-up needs %1 to %2 keys; this one has none</source>
        <translation>a set-up needs %1 to %2 keys; this one has none</translation>
    </message>
    <message>
        <source>a set-up needs %1 to %2 keys; this one has %3</source>
        <translation>a set-up needs %1 to %2 keys; this one has %3</translation>
    </message>
    <message>
        <source>%1 has the same name as %2: “%3”</source>
        <translation>%1 has the same name as %2: “%3”</translation>
    </message>
    <message>
        <source>the projection shown must be on one of the %1 keys, not on key %2</source>
        <translation>the projection shown must be on one of the %1 keys, not on key %2</translation>
    </message>
    <message>
        <source>the title is longer than %1 characters</source>
        <translation>the title is longer than %1 characters</translation>
    </message>
    <message>
        <source>%1: unknown member “%2”</source>
        <translation>%1: unknown member “%2”</translation>
    </message>
    <message>
        <source>%1: “%2” is missing</source>
        <translation>%1: “%2” is missing</translation>
    </message>
    <message>
        <source>%1: “%2” must be a number, not %3</source>
        <translation>%1: “%2” must be a number, not %3</translation>
    </message>
    <message>
        <source>the query</source>
        <translation>the query</translation>
    </message>
    <message>
        <source>the set-up</source>
        <translation>the set-up</translation>
    </message>
    <message>
        <source>formatVersion is missing</source>
        <translation>formatVersion is missing</translation>
    </message>
    <message>
        <source>formatVersion is %1, not %2: another version of Attention Lab wrote it</source>
        <translation>formatVersion is %1, not %2: another version of Attention Lab wrote it</translation>
    </message>
    <message>
        <source>the title must be text, not %1</source>
        <translation>the title must be text, not %1</translation>
    </message>
    <message>
        <source>“keys” is missing</source>
        <translation>“keys” is missing</translation>
    </message>
    <message>
        <source>“keys” must be a list of keys, not %1</source>
        <translation>“keys” must be a list of keys, not %1</translation>
    </message>
    <message>
        <source>%1 must be an object with a name, an angle, a length and a value, not %2</source>
        <translation>%1 must be an object with a name, an angle, a length and a value, not %2</translation>
    </message>
    <message>
        <source>%1: “name” is missing</source>
        <translation>%1: “name” is missing</translation>
    </message>
    <message>
        <source>%1: “name” must be text, not %2</source>
        <translation>%1: “name” must be text, not %2</translation>
    </message>
    <message>
        <source>“query” is missing</source>
        <translation>“query” is missing</translation>
    </message>
    <message>
        <source>“query” must be an object with an angle and a length, not %1</source>
        <translation>“query” must be an object with an angle and a length, not %1</translation>
    </message>
    <message>
        <source>“view” must be an object, not %1</source>
        <translation>“view” must be an object, not %1</translation>
    </message>
    <message>
        <source>the view</source>
        <translation>the view</translation>
    </message>
    <message>
        <source>view: “projection” must be null or a key number from 1 to %1</source>
        <translation>view: “projection” must be null or a key number from 1 to %1</translation>
    </message>
    <message>
        <source>%1 is not a set-up file: %2</source>
        <translation>%1 is not a set-up file: %2</translation>
    </message>
</context>
<context>
    <name>StatusText</name>
    <message>
        <source>Not started</source>
        <translation>Not started</translation>
    </message>
    <message>
        <source>Working</source>
        <translation>Working</translation>
    </message>
    <message>
        <source>Stuck</source>
        <translation>Stuck</translation>
    </message>
    <message>
        <source>Stuck on %1</source>
        <translation>Stuck on %1</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Handed in</translation>
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
        <translation>The key of the row; Σ marks the sums</translation>
    </message>
    <message>
        <source>%1 component of the key (given)</source>
        <translation>%1 component of the key (given)</translation>
    </message>
    <message>
        <source>query %1 times key %1</source>
        <translation>query %1 times key %1</translation>
    </message>
    <message>
        <source>Score q·kᵢ</source>
        <translation>Score q·kᵢ</translation>
    </message>
    <message>
        <source>the score: the sum of the products</source>
        <translation>the score: the sum of the products</translation>
    </message>
    <message>
        <source>Score sᵢ</source>
        <translation>Score sᵢ</translation>
    </message>
    <message>
        <source>the score from the dot-product table (given)</source>
        <translation>the score from the dot-product table (given)</translation>
    </message>
    <message>
        <source>sᵢ − max</source>
        <translation>sᵢ − max</translation>
    </message>
    <message>
        <source>the score minus the largest score</source>
        <translation>the score minus the largest score</translation>
    </message>
    <message>
        <source>exp(sᵢ − max)</source>
        <translation>exp(sᵢ − max)</translation>
    </message>
    <message>
        <source>the exponential of the shifted score</source>
        <translation>the exponential of the shifted score</translation>
    </message>
    <message>
        <source>Weight wᵢ</source>
        <translation>Weight wᵢ</translation>
    </message>
    <message>
        <source>the exponential divided by the sum of exponentials</source>
        <translation>the exponential divided by the sum of exponentials</translation>
    </message>
    <message>
        <source>the weight from the softmax table (given)</source>
        <translation>the weight from the softmax table (given)</translation>
    </message>
    <message>
        <source>Value vᵢ</source>
        <translation>Value vᵢ</translation>
    </message>
    <message>
        <source>the value stored with the key (given)</source>
        <translation>the value stored with the key (given)</translation>
    </message>
    <message>
        <source>wᵢ × vᵢ</source>
        <translation>wᵢ × vᵢ</translation>
    </message>
    <message>
        <source>the weight times the value</source>
        <translation>the weight times the value</translation>
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
        <translation>Σ = output</translation>
    </message>
    <message>
        <source>Dot products</source>
        <translation>Dot products</translation>
    </message>
    <message>
        <source>Softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <source>Weighted sum</source>
        <translation>Weighted sum</translation>
    </message>
    <message>
        <source>Token j</source>
        <translation>Token j</translation>
    </message>
    <message>
        <source>The token whose key the row is about; Σ marks the sums</source>
        <translation>The token whose key the row is about; Σ marks the sums</translation>
    </message>
    <message>
        <source>Weight wᵢⱼ</source>
        <translation>Weight wᵢⱼ</translation>
    </message>
    <message>
        <source>token i&apos;s weight on token j (given)</source>
        <translation>token i&apos;s weight on token j (given)</translation>
    </message>
    <message>
        <source>Target tⱼ</source>
        <translation>Target tⱼ</translation>
    </message>
    <message>
        <source>1 on token i&apos;s target, 0 elsewhere (given)</source>
        <translation>1 on token i&apos;s target, 0 elsewhere (given)</translation>
    </message>
    <message>
        <source>Key entry kⱼ,a</source>
        <translation>Key entry kⱼ,a</translation>
    </message>
    <message>
        <source>entry a of token j&apos;s key (given)</source>
        <translation>entry a of token j&apos;s key (given)</translation>
    </message>
    <message>
        <source>wᵢⱼ − tⱼ</source>
        <translation>wᵢⱼ − tⱼ</translation>
    </message>
    <message>
        <source>the weight minus the target</source>
        <translation>the weight minus the target</translation>
    </message>
    <message>
        <source>(wᵢⱼ − tⱼ)·kⱼ,a</source>
        <translation>(wᵢⱼ − tⱼ)·kⱼ,a</translation>
    </message>
    <message>
        <source>the weight minus the target, times the key entry; their sum on the Σ row</source>
        <translation>the weight minus the target, times the key entry; their sum on the Σ row</translation>
    </message>
    <message>
        <source>c·xᵢ,b·Σ</source>
        <translation>c·xᵢ,b·Σ</translation>
    </message>
    <message>
        <source>the gradient entry: the scale c times entry b of xᵢ times the sum</source>
        <translation>the gradient entry: the scale c times entry b of xᵢ times the sum</translation>
    </message>
    <message>
        <source>One entry of the gradient</source>
        <translation>One entry of the gradient</translation>
    </message>
</context>
<context>
    <name>TeacherText</name>
    <message>
        <source>&amp;Teacher</source>
        <translation>&amp;Teacher</translation>
    </message>
    <message>
        <source>&amp;New Lab Session…</source>
        <translation>&amp;New Lab Session…</translation>
    </message>
    <message>
        <source>Open &amp;Gradebook…</source>
        <translation>Open &amp;Gradebook…</translation>
    </message>
    <message>
        <source>Write &amp;Feedback…</source>
        <translation>Write &amp;Feedback…</translation>
    </message>
    <message>
        <source>Lab Session Saved</source>
        <translation>Lab Session Saved</translation>
    </message>
    <message numerus="yes">
        <source>“%1” is saved in %2.

Lab seed %3; %n exercise(s). Give students the file: they open it with File ▸ Join Lab Session….</source>
        <translation>
            <numerusform>“%1” is saved in %2.

Lab seed %3; %n exercise. Give students the file: they open it with File ▸ Join Lab Session….</numerusform>
            <numerusform>“%1” is saved in %2.

Lab seed %3; %n exercises. Give students the file: they open it with File ▸ Join Lab Session….</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Gradebook: Choose the Lab Session</source>
        <translation>Open Gradebook: Choose the Lab Session</translation>
    </message>
    <message>
        <source>Lab sessions (*.attnlab);;All files (*)</source>
        <translation>Lab sessions (*.attnlab);;All files (*)</translation>
    </message>
    <message>
        <source>Open Gradebook</source>
        <translation>Open Gradebook</translation>
    </message>
    <message>
        <source>Other Course Content</source>
        <translation>Other Course Content</translation>
    </message>
    <message>
        <source>This session was made for other course content than this copy of the course has; scores are recomputed with the content here.

%1</source>
        <translation>This session was made for other course content than this copy of the course has; scores are recomputed with the content here.

%1</translation>
    </message>
    <message>
        <source>Print &amp;Worksheets…</source>
        <translation>Print &amp;Worksheets…</translation>
    </message>
    <message>
        <source>Worksheets only: the lab&apos;s administrator turned answer keys off on this computer.</source>
        <translation>Worksheets only: the lab&apos;s administrator turned answer keys off on this computer.</translation>
    </message>
    <message>
        <source>The session also takes its lessons from your course folder %1: keep it where students can reach it.</source>
        <translation>The session also takes its lessons from your course folder %1: keep it where students can reach it.</translation>
    </message>
    <message>
        <source>Lessons of this session</source>
        <translation>Lessons of this session</translation>
    </message>
    <message>
        <source>Write Feedback: Choose the Lab Session</source>
        <translation>Write Feedback: Choose the Lab Session</translation>
    </message>
</context>
<context>
    <name>TraceFormat</name>
    <message>
        <source>Query q = %1   (angle %2°, length %3)
</source>
        <translation>Query q = %1   (angle %2°, length %3)
</translation>
    </message>
    <message>
        <source>Scale factor 1/√d = %1
</source>
        <translation>Scale factor 1/√d = %1
</translation>
    </message>
    <message>
        <source>Step 1 · Scores: sᵢ = q·kᵢ = Σ q_d·k_d
</source>
        <translation>Step 1 · Scores: sᵢ = q·kᵢ = Σ q_d·k_d
</translation>
    </message>
    <message>
        <source>Step 2 · Softmax: wᵢ = exp(sᵢ − max) / Σⱼ exp(sⱼ − max), max = %1
</source>
        <translation>Step 2 · Softmax: wᵢ = exp(sᵢ − max) / Σⱼ exp(sⱼ − max), max = %1
</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>masked</translation>
    </message>
    <message>
        <source>Masked keys get weight 0.

</source>
        <translation>Masked keys get weight 0.

</translation>
    </message>
    <message>
        <source>Output = %1   (largest weight: key %2 with %3; plain average of the values: %4)
</source>
        <translation>Output = %1   (largest weight: key %2 with %3; plain average of the values: %4)
</translation>
    </message>
    <message>
        <source>Step 3 · Weighted sum: output = Σ wᵢ × vᵢ
</source>
        <translation>Step 3 · Weighted sum: output = Σ wᵢ × vᵢ
</translation>
    </message>
</context>
<context>
    <name>TrainedKeysText</name>
    <message>
        <source>The keys k = W_k x of the %1 task after training from seed %2: %3 steps, loss %4.</source>
        <translation>The keys k = W_k x of the %1 task after training from seed %2: %3 steps, loss %4.</translation>
    </message>
    <message>
        <source>%1: %2°, length %3</source>
        <translation>%1: %2°, length %3</translation>
    </message>
</context>
<context>
    <name>TrainingText</name>
    <message>
        <source>Task %1: %2
</source>
        <translation>Task %1: %2
</translation>
    </message>
    <message>
        <source>Start: W_q = %1, W_k = %2, loss %3
</source>
        <translation>Start: W_q = %1, W_k = %2, loss %3
</translation>
    </message>
    <message>
        <source>  step %1: loss %2
</source>
        <translation>  step %1: loss %2
</translation>
    </message>
    <message>
        <source>End: W_q = %1, W_k = %2, loss %3, %4 of the tokens on their target
</source>
        <translation>End: W_q = %1, W_k = %2, loss %3, %4 of the tokens on their target
</translation>
    </message>
    <message>
        <source>  %1 → %2 (wants %3)
</source>
        <translation>  %1 → %2 (wants %3)
</translation>
    </message>
    <message>
        <source>Seed %1, learning rate %2, momentum %3, at most %4 steps, stop at loss %5
</source>
        <translation>Seed %1, learning rate %2, momentum %3, at most %4 steps, stop at loss %5
</translation>
    </message>
</context>
<context>
    <name>TypedAnswerText</name>
    <message>
        <source>&apos;%1&apos; is not an option of %2; its options are %3</source>
        <translation>&apos;%1&apos; is not an option of %2; its options are %3</translation>
    </message>
    <message>
        <source>no option chosen; give an option id (%1)</source>
        <translation>no option chosen; give an option id (%1)</translation>
    </message>
    <message>
        <source>%1 is a single choice: give one option id</source>
        <translation>%1 is a single choice: give one option id</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a key: name the keys k1 to k%2</source>
        <translation>&apos;%1&apos; is not a key: name the keys k1 to k%2</translation>
    </message>
    <message>
        <source>k%1 is named twice: name every key once</source>
        <translation>k%1 is named twice: name every key once</translation>
    </message>
    <message>
        <source>a ranking names all %1 keys once, largest first, e.g. k2,k1,k5,k3,k4</source>
        <translation>a ranking names all %1 keys once, largest first, e.g. k2,k1,k5,k3,k4</translation>
    </message>
    <message>
        <source>a table answer is a JSON array of at most %1 rows, each an array of at most %2 cells (%3), e.g. [[&quot;0.5&quot;, &quot;1.2&quot;], …]</source>
        <translation>a table answer is a JSON array of at most %1 rows, each an array of at most %2 cells (%3), e.g. [[&quot;0.5&quot;, &quot;1.2&quot;], …]</translation>
    </message>
    <message>
        <source>a target answer is the query as JSON, e.g. {&quot;angle&quot;: 70, &quot;length&quot;: 4}</source>
        <translation>a target answer is the query as JSON, e.g. {&quot;angle&quot;: 70, &quot;length&quot;: 4}</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not JSON</source>
        <translation>&apos;%1&apos; is not JSON</translation>
    </message>
    <message>
        <source>a matching answer is JSON naming each item&apos;s partner by id, e.g. {&quot;%1&quot;: &quot;%2&quot;}; the ids are %3</source>
        <translation>a matching answer is JSON naming each item&apos;s partner by id, e.g. {&quot;%1&quot;: &quot;%2&quot;}; the ids are %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pair of %2; its ids are %3</source>
        <translation>&apos;%1&apos; is not a pair of %2; its ids are %3</translation>
    </message>
    <message>
        <source>this table has %1 rows, not %2; %3</source>
        <translation>this table has %1 rows, not %2; %3</translation>
    </message>
    <message>
        <source>row %1 is not an array of cells; %2</source>
        <translation>row %1 is not an array of cells; %2</translation>
    </message>
    <message>
        <source>row %1 has %2 cells, more than the %3 columns to fill; %4</source>
        <translation>row %1 has %2 cells, more than the %3 columns to fill; %4</translation>
    </message>
    <message>
        <source>row %1, column “%2” is longer than %3 characters</source>
        <translation>row %1, column “%2” is longer than %3 characters</translation>
    </message>
    <message>
        <source>row %1, column “%2” is neither a number, a text nor null; %3</source>
        <translation>row %1, column “%2” is neither a number, a text nor null; %3</translation>
    </message>
    <message>
        <source>row %1, column “%2” is not asked: leave it empty (&quot;&quot; or null); %3</source>
        <translation>row %1, column “%2” is not asked: leave it empty (&quot;&quot; or null); %3</translation>
    </message>
</context>
<context>
    <name>UserFiles</name>
    <message>
        <source>there is no space left on the disk</source>
        <translation>there is no space left on the disk</translation>
    </message>
    <message>
        <source>the disk is read-only (read-only file system)</source>
        <translation>the disk is read-only (read-only file system)</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permission denied</translation>
    </message>
    <message>
        <source>there is no such file or folder</source>
        <translation>there is no such file or folder</translation>
    </message>
    <message>
        <source>a file stands where a folder is expected</source>
        <translation>a file stands where a folder is expected</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>it is a folder, not a file</translation>
    </message>
    <message>
        <source>the disk reported an input/output error</source>
        <translation>the disk reported an input/output error</translation>
    </message>
    <message>
        <source>the file&apos;s name is too long</source>
        <translation>the file&apos;s name is too long</translation>
    </message>
    <message>
        <source>the system gave no reason</source>
        <translation>the system gave no reason</translation>
    </message>
    <message>
        <source>%1; the previous version of the file is intact.</source>
        <translation>%1; the previous version of the file is intact.</translation>
    </message>
    <message>
        <source>%1; nothing was written.</source>
        <translation>%1; nothing was written.</translation>
    </message>
    <message>
        <source>Free some space on the disk (or ask whoever looks after it), or choose another folder, then try again.</source>
        <translation>Free some space on the disk (or ask whoever looks after it), or choose another folder, then try again.</translation>
    </message>
    <message>
        <source>Choose another folder, or ask whoever looks after the disk.</source>
        <translation>Choose another folder, or ask whoever looks after the disk.</translation>
    </message>
    <message>
        <source>Check that the disk or network folder is still connected, or choose another folder, then try again.</source>
        <translation>Check that the disk or network folder is still connected, or choose another folder, then try again.</translation>
    </message>
</context>
<context>
    <name>VariantCodeText</name>
    <message>
        <source>&apos;%1&apos; is not a variant code: eight characters as printed on the worksheet (XXXX-XXXX); check it for a mistyped character</source>
        <translation>&apos;%1&apos; is not a variant code: eight characters as printed on the worksheet (XXXX-XXXX); check it for a mistyped character</translation>
    </message>
    <message>
        <source>no student of the session “%1” has the variant code %2</source>
        <translation>no student of the session “%1” has the variant code %2</translation>
    </message>
</context>
<context>
    <name>WorksheetCli</name>
    <message>
        <source>The command.</source>
        <translation>The command.</translation>
    </message>
    <message>
        <source>The lab session file (.attnlab).</source>
        <translation>The lab session file (.attnlab).</translation>
    </message>
    <message>
        <source>The class list (CSV) to print for, instead of the session&apos;s own.</source>
        <translation>The class list (CSV) to print for, instead of the session&apos;s own.</translation>
    </message>
    <message>
        <source>FILE.csv</source>
        <translation>FILE.csv</translation>
    </message>
    <message>
        <source>Write the worksheets to this PDF file.</source>
        <translation>Write the worksheets to this PDF file.</translation>
    </message>
    <message>
        <source>OUT.pdf</source>
        <translation>OUT.pdf</translation>
    </message>
    <message>
        <source>Write the answer key to this PDF file.</source>
        <translation>Write the answer key to this PDF file.</translation>
    </message>
    <message>
        <source>KEY.pdf</source>
        <translation>KEY.pdf</translation>
    </message>
    <message>
        <source>A4 (default) or Letter.</source>
        <translation>A4 (default) or Letter.</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>SIZE</translation>
    </message>
    <message>
        <source>Without a roster: N numbered copies (copy-01, copy-02, …), 1 to %1.</source>
        <translation>Without a roster: N numbered copies (copy-01, copy-02, …), 1 to %1.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>worksheet: give exactly one SESSION file</source>
        <translation>worksheet: give exactly one SESSION file</translation>
    </message>
    <message>
        <source>worksheet: the worksheets and the answer key cannot be the same file</source>
        <translation>worksheet: the worksheets and the answer key cannot be the same file</translation>
    </message>
    <message>
        <source>--page-size: &apos;%1&apos; is not A4 or Letter</source>
        <translation>--page-size: &apos;%1&apos; is not A4 or Letter</translation>
    </message>
    <message>
        <source>--copies: &apos;%1&apos; is not a whole number from 1 to %2</source>
        <translation>--copies: &apos;%1&apos; is not a whole number from 1 to %2</translation>
    </message>
    <message>
        <source>worksheet: give --roster or --copies, not both</source>
        <translation>worksheet: give --roster or --copies, not both</translation>
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
        <translation>--roster, line %1: %2 (left out)</translation>
    </message>
    <message>
        <source>warning: this course is not the one the session was made for: %1</source>
        <translation>warning: this course is not the one the session was made for: %1</translation>
    </message>
    <message>
        <source>worksheet: %1</source>
        <translation>worksheet: %1</translation>
    </message>
    <message>
        <source>worksheet: printing needs a graphical application object</source>
        <translation>worksheet: printing needs a graphical application object</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n worksheet(s), %1 pages, to %2
</source>
        <translation>
            <numerusform>Wrote %n worksheet, %1 pages, to %2
</numerusform>
            <numerusform>Wrote %n worksheets, %1 pages, to %2
</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote the answer key, %1 pages, to %2
</source>
        <translation>Wrote the answer key, %1 pages, to %2
</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>warning: %1</translation>
    </message>
    <message>
        <source>worksheet: %1: give --roster FILE.csv or --copies N</source>
        <translation>worksheet: %1: give --roster FILE.csv or --copies N</translation>
    </message>
    <message>
        <source>Print a lab session&apos;s worksheets to PDF: one per student with their own numbers, an answer key with every answer and worked solution, and an answer grid of the class&apos;s answers on one table.</source>
        <translation>Print a lab session&apos;s worksheets to PDF: one per student with their own numbers, an answer key with every answer and worked solution, and an answer grid of the class&apos;s answers on one table.</translation>
    </message>
    <message>
        <source>Write the answer grid to this PDF file: every student of the roster by every exercise, each cell their own answer.</source>
        <translation>Write the answer grid to this PDF file: every student of the roster by every exercise, each cell their own answer.</translation>
    </message>
    <message>
        <source>GRID.pdf</source>
        <translation>GRID.pdf</translation>
    </message>
    <message>
        <source>worksheet: --pdf OUT.pdf is required (or --answer-grid GRID.pdf alone)</source>
        <translation>worksheet: --pdf OUT.pdf is required (or --answer-grid GRID.pdf alone)</translation>
    </message>
    <message>
        <source>worksheet: --answer-key goes with --pdf OUT.pdf</source>
        <translation>worksheet: --answer-key goes with --pdf OUT.pdf</translation>
    </message>
    <message>
        <source>worksheet: the answer grid cannot be the same file as the worksheets or the answer key</source>
        <translation>worksheet: the answer grid cannot be the same file as the worksheets or the answer key</translation>
    </message>
    <message>
        <source>worksheet: the answer grid is for a roster&apos;s students, not numbered copies: give --answer-grid without --copies</source>
        <translation>worksheet: the answer grid is for a roster&apos;s students, not numbered copies: give --answer-grid without --copies</translation>
    </message>
    <message>
        <source>worksheet --answer-grid: %1 (--roster FILE.csv)</source>
        <translation>worksheet --answer-grid: %1 (--roster FILE.csv)</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the answer grid of %n student(s), %1 pages, to %2
</source>
        <translation>
            <numerusform>Wrote the answer grid of %n student, %1 pages, to %2
</numerusform>
            <numerusform>Wrote the answer grid of %n students, %1 pages, to %2
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
        <translation>page %1 of %2</translation>
    </message>
    <message>
        <source>Answer key · %1 · %2 · code %3 · %4</source>
        <translation>Answer key · %1 · %2 · code %3 · %4</translation>
    </message>
    <message>
        <source>%1 · %2 · code %3 · %4</source>
        <translation>%1 · %2 · code %3 · %4</translation>
    </message>
    <message>
        <source>there is no student to print a worksheet for</source>
        <translation>there is no student to print a worksheet for</translation>
    </message>
    <message>
        <source>cannot paint on the printer or file</source>
        <translation>cannot paint on the printer or file</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelled</translation>
    </message>
    <message>
        <source>cannot start a new page</source>
        <translation>cannot start a new page</translation>
    </message>
    <message>
        <source>cannot finish the pages</source>
        <translation>cannot finish the pages</translation>
    </message>
    <message>
        <source>the worksheets and the answer key cannot be the same file</source>
        <translation>the worksheets and the answer key cannot be the same file</translation>
    </message>
    <message>
        <source>%1: worksheets</source>
        <translation>%1: worksheets</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>cannot write &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>%1: answer key</source>
        <translation>%1: answer key</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: the folder %2 does not exist</source>
        <translation>cannot write &apos;%1&apos;: the folder %2 does not exist</translation>
    </message>
    <message>
        <source>the worksheets were written to &apos;%1&apos;, but the answer key cannot be written to &apos;%2&apos;: %3</source>
        <translation>the worksheets were written to &apos;%1&apos;, but the answer key cannot be written to &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <source>the class list has no student that can be used</source>
        <translation>the class list has no student that can be used</translation>
    </message>
    <message>
        <source>the session has no roster</source>
        <translation>the session has no roster</translation>
    </message>
</context>
<context>
    <name>WorksheetText</name>
    <message>
        <source>ANSWER KEY: for the teacher, not for the student</source>
        <translation>ANSWER KEY: for the teacher, not for the student</translation>
    </message>
    <message>
        <source>Worksheet: write your answers on this sheet</source>
        <translation>Worksheet: write your answers on this sheet</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Student id</source>
        <translation>Student id</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Variant code</source>
        <translation>Variant code</translation>
    </message>
    <message>
        <source>Your numbers are your own: they are the ones your screen shows in the lab session. Give every figure with four decimals unless the question says otherwise.</source>
        <translation>Your numbers are your own: they are the ones your screen shows in the lab session. Give every figure with four decimals unless the question says otherwise.</translation>
    </message>
    <message>
        <source>Tick one box.</source>
        <translation>Tick one box.</translation>
    </message>
    <message>
        <source>Tick every box that applies.</source>
        <translation>Tick every box that applies.</translation>
    </message>
    <message>
        <source>  ✓ correct</source>
        <translation>  ✓ correct</translation>
    </message>
    <message>
        <source>Answer: </source>
        <translation>Answer: </translation>
    </message>
    <message>
        <source>Write the keys (k1, k2, …) in order of their score, the largest first.</source>
        <translation>Write the keys (k1, k2, …) in order of their score, the largest first.</translation>
    </message>
    <message>
        <source>Write the keys (k1, k2, …) in order of their weight, the largest first.</source>
        <translation>Write the keys (k1, k2, …) in order of their weight, the largest first.</translation>
    </message>
    <message>
        <source>1 (largest)</source>
        <translation>1 (largest)</translation>
    </message>
    <message>
        <source>Grey cells are not asked.</source>
        <translation>Grey cells are not asked.</translation>
    </message>
    <message>
        <source>Fill in the empty cells; grey cells are not asked.</source>
        <translation>Fill in the empty cells; grey cells are not asked.</translation>
    </message>
    <message>
        <source>Fill in the empty cells.</source>
        <translation>Fill in the empty cells.</translation>
    </message>
    <message>
        <source>Draw your query as an arrow from the centre, then write it down.</source>
        <translation>Draw your query as an arrow from the centre, then write it down.</translation>
    </message>
    <message>
        <source>Angle: __________°      Length: __________</source>
        <translation>Angle: __________°      Length: __________</translation>
    </message>
    <message>
        <source>Question %1</source>
        <translation>Question %1</translation>
    </message>
    <message>
        <source>Worked solution</source>
        <translation>Worked solution</translation>
    </message>
    <message>
        <source>the session&apos;s exercise &apos;%1&apos; is not in this course</source>
        <translation>the session&apos;s exercise &apos;%1&apos; is not in this course</translation>
    </message>
    <message>
        <source>Write the letter of each item&apos;s partner in the box beside it; every letter is used once.</source>
        <translation>Write the letter of each item&apos;s partner in the box beside it; every letter is used once.</translation>
    </message>
    <message>
        <source>Where the query and the keys are:</source>
        <translation>Where the query and the keys are:</translation>
    </message>
</context>
<context>
    <name>XlsxText</name>
    <message>
        <source>the spreadsheet cannot be made</source>
        <translation>the spreadsheet cannot be made</translation>
    </message>
    <message>
        <source>Gradebook</source>
        <translation>Gradebook</translation>
    </message>
    <message>
        <source>Student ID</source>
        <translation>Student ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>Email</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Section</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Handed in</translation>
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
        <translation>Percent</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flags</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Items</translation>
    </message>
    <message>
        <source>Exercise ID</source>
        <translation>Exercise ID</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>Exercise</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Attempts</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hints</translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation>Diagnosis</translation>
    </message>
    <message>
        <source>the spreadsheet was not written whole</source>
        <translation>the spreadsheet was not written whole</translation>
    </message>
    <message>
        <source>cannot put the spreadsheet at %1</source>
        <translation>cannot put the spreadsheet at %1</translation>
    </message>
</context>
<context>
    <name>course::Figures</name>
    <message>
        <source>%1%</source>
        <extracomment>A percentage: %1 is the figure, already in the language&apos;s number style. Write the sign as the language does (German and French: &quot;%1 %&quot; with a no-break space, U+00A0).</extracomment>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>course::LabWork</name>
    <message>
        <source>When you joined could not be saved: %1</source>
        <translation>When you joined could not be saved: %1</translation>
    </message>
    <message>
        <source>“%1” is not an exercise of this lab session.</source>
        <translation>“%1” is not an exercise of this lab session.</translation>
    </message>
    <message>
        <source>Your work was handed in after the time was up: nothing more is recorded.</source>
        <translation>Your work was handed in after the time was up: nothing more is recorded.</translation>
    </message>
    <message>
        <source>The time is up: this was not recorded.</source>
        <translation>The time is up: this was not recorded.</translation>
    </message>
    <message>
        <source>No hand-in folder was given.</source>
        <translation>No hand-in folder was given.</translation>
    </message>
    <message>
        <source>The folder “%1” cannot be found. Is the network drive or USB stick connected?</source>
        <translation>The folder “%1” cannot be found. Is the network drive or USB stick connected?</translation>
    </message>
    <message>
        <source>“%1” is not a folder.</source>
        <translation>“%1” is not a folder.</translation>
    </message>
    <message>
        <source>Your work could not be written to “%1”: %2</source>
        <translation>Your work could not be written to “%1”: %2</translation>
    </message>
    <message>
        <source>Handed in, but the receipt could not be kept: %1</source>
        <translation>Handed in, but the receipt could not be kept: %1</translation>
    </message>
    <message>
        <source>it belongs to another lab session</source>
        <translation>it belongs to another lab session</translation>
    </message>
    <message>
        <source>it belongs to another learner</source>
        <translation>it belongs to another learner</translation>
    </message>
    <message>
        <source>“started” is not a date and time</source>
        <translation>“started” is not a date and time</translation>
    </message>
    <message>
        <source>“%1” is not a date and time</source>
        <translation>“%1” is not a date and time</translation>
    </message>
    <message>
        <source>“%1” is not a hand-in receipt</source>
        <translation>“%1” is not a hand-in receipt</translation>
    </message>
    <message numerus="yes">
        <source>You have %n attempt(s) at each exercise.</source>
        <translation>
            <numerusform>You have %n attempt at each exercise.</numerusform>
            <numerusform>You have %n attempts at each exercise.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each exercise allows its own number of attempts.</source>
        <translation>Each exercise allows its own number of attempts.</translation>
    </message>
    <message>
        <source>Hints are available; each hint lowers the exercise&apos;s credit.</source>
        <translation>Hints are available; each hint lowers the exercise&apos;s credit.</translation>
    </message>
    <message>
        <source>There are no hints in this session.</source>
        <translation>There are no hints in this session.</translation>
    </message>
    <message>
        <source>You may look at a worked solution; looking ends that exercise.</source>
        <translation>You may look at a worked solution; looking ends that exercise.</translation>
    </message>
    <message>
        <source>Worked solutions are shown once you have handed in.</source>
        <translation>Worked solutions are shown once you have handed in.</translation>
    </message>
    <message>
        <source>There are no worked solutions in this session.</source>
        <translation>There are no worked solutions in this session.</translation>
    </message>
    <message numerus="yes">
        <source>Time limit: %n minute(s) from when you first join; then your work is handed in by itself.</source>
        <translation>
            <numerusform>Time limit: %n minute from when you first join; then your work is handed in by itself.</numerusform>
            <numerusform>Time limit: %n minutes from when you first join; then your work is handed in by itself.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no time limit.</source>
        <translation>There is no time limit.</translation>
    </message>
    <message numerus="yes">
        <source>Your work is handed in by itself every %n minute(s), so your teacher sees your progress.</source>
        <translation>
            <numerusform>Your work is handed in by itself every %n minute, so your teacher sees your progress.</numerusform>
            <numerusform>Your work is handed in by itself every %n minutes, so your teacher sees your progress.</numerusform>
        </translation>
    </message>
    <message>
        <source>The folder “%1” is there, but it is not your teacher&apos;s hand-in folder: the network drive or USB stick it stands for is probably not connected. Choose another place, or ask your teacher.</source>
        <translation>The folder “%1” is there, but it is not your teacher&apos;s hand-in folder: the network drive or USB stick it stands for is probably not connected. Choose another place, or ask your teacher.</translation>
    </message>
    <message>
        <source>When you joined and your hand-ins could not be saved: %1</source>
        <translation>When you joined and your hand-ins could not be saved: %1</translation>
    </message>
    <message>
        <source>Your answers could not be saved: %1 They are kept in this window and saved as soon as they can be; do not close it until they are.</source>
        <translation>Your answers could not be saved: %1 They are kept in this window and saved as soon as they can be; do not close it until they are.</translation>
    </message>
    <message>
        <source>Each attempt after the first earns %1% less credit.</source>
        <translation>Each attempt after the first earns %1% less credit.</translation>
    </message>
    <message>
        <source>A later attempt earns as much as the first.</source>
        <translation>A later attempt earns as much as the first.</translation>
    </message>
</context>
<context>
    <name>course::WorkshopModel</name>
    <message>
        <source>Query at %1°, length %2; key %3 receives the most weight, %4%; output %5.</source>
        <translation>Query at %1°, length %2; key %3 receives the most weight, %4%; output %5.</translation>
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
        <translation>%1 did nothing on “%2”.</translation>
    </message>
    <message>
        <source>What %1 did on “%2”, oldest first:</source>
        <translation>What %1 did on “%2”, oldest first:</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Attempts</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Answer</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation>Diagnosis</translation>
    </message>
    <message>
        <source>check</source>
        <translation>check</translation>
    </message>
    <message>
        <source>hint %1 seen</source>
        <translation>hint %1 seen</translation>
    </message>
    <message>
        <source>solution seen</source>
        <translation>solution seen</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
</context>
<context>
    <name>ui::AttentionMatrixModel</name>
    <message>
        <source>masked</source>
        <translation>masked</translation>
    </message>
    <message>
        <source>“%1” (word %2) may not look at the later word “%3” (word %4).</source>
        <translation>“%1” (word %2) may not look at the later word “%3” (word %4).</translation>
    </message>
    <message>
        <source>“%1” (word %2) gives “%3” (word %4) a weight of %5 (score %6).</source>
        <translation>“%1” (word %2) gives “%3” (word %4) a weight of %5 (score %6).</translation>
    </message>
    <message>
        <source>%1 (query)</source>
        <translation>%1 (query)</translation>
    </message>
    <message>
        <source>Row %1: how “%2” spreads its attention</source>
        <translation>Row %1: how “%2” spreads its attention</translation>
    </message>
    <message>
        <source>Column %1: the key of “%2”</source>
        <translation>Column %1: the key of “%2”</translation>
    </message>
</context>
<context>
    <name>ui::ChoiceEditor</name>
    <message>
        <source>Choose one answer.</source>
        <translation>Choose one answer.</translation>
    </message>
    <message>
        <source>Tick every answer that applies.</source>
        <translation>Tick every answer that applies.</translation>
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
        <translation>%1 of %2 answered</translation>
    </message>
    <message numerus="yes">
        <source>%n min left</source>
        <translation>
            <numerusform>%n min left</numerusform>
            <numerusform>%n min left</numerusform>
        </translation>
    </message>
    <message>
        <source>time is up</source>
        <translation>time is up</translation>
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
        <translation>Student %1</translation>
    </message>
</context>
<context>
    <name>ui::ClassScoreChart</name>
    <message>
        <source>Class mean</source>
        <translation>Class mean</translation>
    </message>
    <message>
        <source>Class mean score per exercise (%)</source>
        <translation>Class mean score per exercise (%)</translation>
    </message>
    <message>
        <source>Class mean score per exercise</source>
        <translation>Class mean score per exercise</translation>
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
        <translation>Open Course Folder</translation>
    </message>
    <message>
        <source>Lessons in &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Lessons in &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Beside the built-in lessons (after them in the sidebar)</source>
        <translation>&amp;Beside the built-in lessons (after them in the sidebar)</translation>
    </message>
    <message>
        <source>&amp;Instead of the built-in lessons (only this folder&apos;s lessons)</source>
        <translation>&amp;Instead of the built-in lessons (only this folder&apos;s lessons)</translation>
    </message>
    <message>
        <source>Problems in the folder</source>
        <translation>Problems in the folder</translation>
    </message>
    <message>
        <source>%1 is not a folder.</source>
        <translation>%1 is not a folder.</translation>
    </message>
    <message>
        <source>No lesson of this folder can be used.</source>
        <translation>No lesson of this folder can be used.</translation>
    </message>
    <message numerus="yes">
        <source>%n lesson(s) can be used: %1.</source>
        <translation>
            <numerusform>%n lesson can be used: %1.</numerusform>
            <numerusform>%n lessons can be used: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) below; what they concern is left out.</source>
        <translation>
            <numerusform>%n problem below; what they concern is left out.</numerusform>
            <numerusform>%n problems below; what they concern is left out.</numerusform>
        </translation>
    </message>
    <message>
        <source>Some text is missing in a translation and is shown in English (below).</source>
        <translation>Some text is missing in a translation and is shown in English (below).</translation>
    </message>
</context>
<context>
    <name>ui::CourseOutlineModel</name>
    <message>
        <source>Workshop (free play)</source>
        <translation>Workshop (free play)</translation>
    </message>
    <message>
        <source>The plate&apos;s five keys and a query you can turn and lengthen</source>
        <translation>The plate&apos;s five keys and a query you can turn and lengthen</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>Your progress</translation>
    </message>
    <message>
        <source>Each lesson&apos;s pages read, exercise score and what remains to do</source>
        <translation>Each lesson&apos;s pages read, exercise score and what remains to do</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>⚠ %1 (cannot be loaded)</source>
        <translation>⚠ %1 (cannot be loaded)</translation>
    </message>
    <message>
        <source>%1 (%2/%3)</source>
        <translation>%1 (%2/%3)</translation>
    </message>
    <message>
        <source>This lesson has problems in its files; open it to see them.</source>
        <translation>This lesson has problems in its files; open it to see them.</translation>
    </message>
    <message>
        <source>✎ Exercises (%1/%2 solved)</source>
        <translation>✎ Exercises (%1/%2 solved)</translation>
    </message>
    <message>
        <source>Exercises: %1 of %2 solved, %3 finished, credit %4 of %5</source>
        <translation>Exercises: %1 of %2 solved, %3 finished, credit %4 of %5</translation>
    </message>
    <message>
        <source>all finished</source>
        <translation>all finished</translation>
    </message>
    <message>
        <source>not all finished</source>
        <translation>not all finished</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>completed</translation>
    </message>
    <message>
        <source>not yet read</source>
        <translation>not yet read</translation>
    </message>
    <message>
        <source>%1: pages read %2 of %3</source>
        <translation>%1: pages read %2 of %3</translation>
    </message>
    <message>
        <source>%1 (%2/%3) — from %4</source>
        <translation>%1 (%2/%3) — from %4</translation>
    </message>
    <message>
        <source>%1
A teacher&apos;s lesson, from the folder %2</source>
        <translation>%1
A teacher&apos;s lesson, from the folder %2</translation>
    </message>
</context>
<context>
    <name>ui::DictionaryPanel</name>
    <message>
        <source>How the two lookups compare</source>
        <translation>How the two lookups compare</translation>
    </message>
    <message>
        <source>A dictionary</source>
        <translation>A dictionary</translation>
    </message>
    <message>
        <source>k%1 = %2 → %3</source>
        <translation>k%1 = %2 → %3</translation>
    </message>
    <message>
        <source>Its keys and values:&lt;br&gt;%1</source>
        <translation>Its keys and values:&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>The dictionary&apos;s keys and values</source>
        <translation>The dictionary&apos;s keys and values</translation>
    </message>
    <message>
        <source>key %1 (k%1)</source>
        <translation>key %1 (k%1)</translation>
    </message>
    <message>
        <source>What to look up in the dictionary</source>
        <translation>What to look up in the dictionary</translation>
    </message>
    <message>
        <source>&amp;Look up:</source>
        <translation>&amp;Look up:</translation>
    </message>
    <message>
        <source>Dictionary result</source>
        <translation>Dictionary result</translation>
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
        <translation>Sharpness factor β on the scores (slider)</translation>
    </message>
    <message>
        <source>Sharpness factor β on the scores</source>
        <translation>Sharpness factor β on the scores</translation>
    </message>
    <message>
        <source>&amp;Sharpness β:</source>
        <translation>&amp;Sharpness β:</translation>
    </message>
    <message>
        <source>Attention output</source>
        <translation>Attention output</translation>
    </message>
    <message>
        <source>Hard lookup result</source>
        <translation>Hard lookup result</translation>
    </message>
    <message>
        <source>KeyError: no key equals %1</source>
        <translation>KeyError: no key equals %1</translation>
    </message>
    <message>
        <source>the query q (%1°, %2)</source>
        <translation>the query q (%1°, %2)</translation>
    </message>
    <message>
        <source>Found key %1, value %2</source>
        <translation>Found key %1, value %2</translation>
    </message>
    <message>
        <source>Attention output %1 at sharpness %2</source>
        <translation>Attention output %1 at sharpness %2</translation>
    </message>
    <message>
        <source>The hard lookup picks key %1, value %2</source>
        <translation>The hard lookup picks key %1, value %2</translation>
    </message>
    <message>
        <source>β = %1</source>
        <translation>β = %1</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;font-size:large&apos;&gt;Attention returns &lt;b&gt;%1&lt;/b&gt; at %2&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;font-size:large&apos;&gt;Attention returns &lt;b&gt;%1&lt;/b&gt; at %2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>key %1 → &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>key %1 → &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>At %1 the blend has become the hard lookup: attention returns %2, the value of key %3, as a dictionary would if you looked up key %3 itself.</source>
        <translation>At %1 the blend has become the hard lookup: attention returns %2, the value of key %3, as a dictionary would if you looked up key %3 itself.</translation>
    </message>
    <message>
        <source>β = 0</source>
        <translation>β = 0</translation>
    </message>
    <message>
        <source>At %1 attention blends every value into %2; the hard lookup would return %3. Raise β far and the blend ends up near %3; at %4 it is the plain average, %5.</source>
        <translation>At %1 attention blends every value into %2; the hard lookup would return %3. Raise β far and the blend ends up near %3; at %4 it is the plain average, %5.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:x-large&apos;&gt;→ &lt;b&gt;%1&lt;/b&gt;&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;font-size:x-large&apos;&gt;→ &lt;b&gt;%1&lt;/b&gt;&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Found: what you looked up equals key %1 exactly.</source>
        <translation>Found: what you looked up equals key %1 exactly.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:large; color:%1&apos;&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;font-size:large; color:%1&apos;&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Failed: no key is exactly equal, so the dictionary has no answer at all.</source>
        <translation>Failed: no key is exactly equal, so the dictionary has no answer at all.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dictionary or attention?&lt;/b&gt; Both look up a value by a key. A dictionary returns a value only when what you look up &lt;i&gt;equals&lt;/i&gt; one of its keys; attention compares the &lt;a href=&quot;glossary:query&quot;&gt;query&lt;/a&gt; with &lt;i&gt;every&lt;/i&gt; key and returns a blend of all the values, weighted by how well each key matches.</source>
        <translation>&lt;b&gt;Dictionary or attention?&lt;/b&gt; Both look up a value by a key. A dictionary returns a value only when what you look up &lt;i&gt;equals&lt;/i&gt; one of its keys; attention compares the &lt;a href=&quot;glossary:query&quot;&gt;query&lt;/a&gt; with &lt;i&gt;every&lt;/i&gt; key and returns a blend of all the values, weighted by how well each key matches.</translation>
    </message>
    <message>
        <source>Hard lookup (only the key with the largest score): %1</source>
        <translation>Hard lookup (only the key with the largest score): %1</translation>
    </message>
    <message>
        <source>β, the sharpness, multiplies every score before the &lt;a href=&quot;glossary:softmax&quot;&gt;softmax&lt;/a&gt;.</source>
        <translation>β, the sharpness, multiplies every score before the &lt;a href=&quot;glossary:softmax&quot;&gt;softmax&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>Where they differ: the dictionary either hits a key exactly or fails with a KeyError; attention never fails, and its answer changes smoothly with the query and β: a small nudge moves the answer only a little, which is what lets a network learn it.</source>
        <translation>Where they differ: the dictionary either hits a key exactly or fails with a KeyError; attention never fails, and its answer changes smoothly with the query and β: a small nudge moves the answer only a little, which is what lets a network learn it.</translation>
    </message>
</context>
<context>
    <name>ui::EditKeysDialog</name>
    <message>
        <source>Key name</source>
        <translation>Key name</translation>
    </message>
    <message>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <source>Key angle in degrees</source>
        <translation>Key angle in degrees</translation>
    </message>
    <message>
        <source>Key length</source>
        <translation>Key length</translation>
    </message>
    <message>
        <source>Key value</source>
        <translation>Key value</translation>
    </message>
    <message>
        <source>Edit Keys</source>
        <translation>Edit Keys</translation>
    </message>
    <message>
        <source>The keys of the free workshop: from %1 to %2, each with a name, a direction, a length and a value. The lessons keep the plate&apos;s five keys whatever you choose here. On the plane, Shift+drag a key&apos;s tip to move it.</source>
        <translation>The keys of the free workshop: from %1 to %2, each with a name, a direction, a length and a value. The lessons keep the plate&apos;s five keys whatever you choose here. On the plane, Shift+drag a key&apos;s tip to move it.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>&amp;Add Key</source>
        <translation>&amp;Add Key</translation>
    </message>
    <message>
        <source>&amp;Remove Key</source>
        <translation>&amp;Remove Key</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Move &amp;Up</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Move &amp;Down</translation>
    </message>
    <message>
        <source>Reset to the &amp;Plate&apos;s Layout</source>
        <translation>Reset to the &amp;Plate&apos;s Layout</translation>
    </message>
    <message>
        <source>Problems with the keys</source>
        <translation>Problems with the keys</translation>
    </message>
    <message>
        <source>A workshop has at most %1 keys.</source>
        <translation>A workshop has at most %1 keys.</translation>
    </message>
    <message>
        <source>A workshop needs at least %1 keys.</source>
        <translation>A workshop needs at least %1 keys.</translation>
    </message>
</context>
<context>
    <name>ui::EquationLabel</name>
    <message>
        <source>output = Σ w&lt;sub&gt;i&lt;/sub&gt;·v&lt;sub&gt;i&lt;/sub&gt; =</source>
        <translation>output = Σ w&lt;sub&gt;i&lt;/sub&gt;·v&lt;sub&gt;i&lt;/sub&gt; =</translation>
    </message>
    <message>
        <source>output = Σ wᵢ·vᵢ = %1</source>
        <translation>output = Σ wᵢ·vᵢ = %1</translation>
    </message>
</context>
<context>
    <name>ui::ExerciseSetView</name>
    <message>
        <source>Exercises</source>
        <translation>Exercises</translation>
    </message>
    <message>
        <source>Score summary</source>
        <translation>Score summary</translation>
    </message>
    <message>
        <source>Total credit and credit per objective</source>
        <translation>Total credit and credit per objective</translation>
    </message>
    <message>
        <source>&amp;Previous exercise</source>
        <translation>&amp;Previous exercise</translation>
    </message>
    <message>
        <source>&amp;Next exercise</source>
        <translation>&amp;Next exercise</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Your score&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Your score&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Score of %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Score of %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Credit per objective</source>
        <translation>Credit per objective</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objective</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Credit</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Solved</translation>
    </message>
    <message>
        <source>Partly right</source>
        <translation>Partly right</translation>
    </message>
    <message>
        <source>Not solved</source>
        <translation>Not solved</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>In progress</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Not started</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
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
        <translation>%1; credit %2; %3</translation>
    </message>
    <message>
        <source>There are no exercises in this set.</source>
        <translation>There are no exercises in this set.</translation>
    </message>
    <message>
        <source>Total credit: %1 of %2 (%3)</source>
        <translation>Total credit: %1 of %2 (%3)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>Every exercise is finished.</source>
        <translation>Every exercise is finished.</translation>
    </message>
    <message numerus="yes">
        <source>%n exercise(s) not finished yet: their credit may still grow.</source>
        <translation>
            <numerusform>%n exercise not finished yet: their credit may still grow.</numerusform>
            <numerusform>%n exercises not finished yet: their credit may still grow.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exercise %1 of %2 — %3</source>
        <translation>Exercise %1 of %2 — %3</translation>
    </message>
    <message>
        <source>Score su&amp;mmary</source>
        <translation>Score su&amp;mmary</translation>
    </message>
    <message>
        <source>Objective: %1</source>
        <translation>Objective: %1</translation>
    </message>
    <message>
        <source>%1 %2. %3 (%4)</source>
        <translation>%1 %2. %3 (%4)</translation>
    </message>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>Exercise %1 of %2</translation>
    </message>
</context>
<context>
    <name>ui::ExerciseWidget</name>
    <message>
        <source>&lt;b&gt;Rules.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Rules.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Check</translation>
    </message>
    <message>
        <source>Check your answer (Enter)</source>
        <translation>Check your answer (Enter)</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>Show &amp;solution</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Feedback</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hints</translation>
    </message>
    <message>
        <source>&lt;b&gt;Worked solution&lt;/b&gt;</source>
        <translation>&lt;b&gt;Worked solution&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Worked solution</source>
        <translation>Worked solution</translation>
    </message>
    <message>
        <source>✓ Correct</source>
        <translation>✓ Correct</translation>
    </message>
    <message>
        <source>✗ Not quite</source>
        <translation>✗ Not quite</translation>
    </message>
    <message numerus="yes">
        <source>Solved with %n attempt(s)</source>
        <translation>
            <numerusform>Solved with %n attempt</numerusform>
            <numerusform>Solved with %n attempts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n attempt(s) used</source>
        <translation>
            <numerusform>Finished: %n attempt used</numerusform>
            <numerusform>Finished: %n attempts used</numerusform>
        </translation>
    </message>
    <message>
        <source>Attempts left: %1 of %2</source>
        <translation>Attempts left: %1 of %2</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Credit so far: %1</source>
        <translation>Credit so far: %1</translation>
    </message>
    <message numerus="yes">
        <source>Credit so far: %1 (at most %2 after %n hint(s))</source>
        <translation>
            <numerusform>Credit so far: %1 (at most %2 after %n hint)</numerusform>
            <numerusform>Credit so far: %1 (at most %2 after %n hints)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) left</source>
        <translation>
            <numerusform>%n hint left</numerusform>
            <numerusform>%n hints left</numerusform>
        </translation>
    </message>
    <message>
        <source>**Hint %1.** %2</source>
        <translation>**Hint %1.** %2</translation>
    </message>
    <message>
        <source>Shows the worked solution</source>
        <translation>Shows the worked solution</translation>
    </message>
    <message>
        <source>Shows the worked solution and ends the exercise: no more attempts</source>
        <translation>Shows the worked solution and ends the exercise: no more attempts</translation>
    </message>
    <message>
        <source>✓ Solved</source>
        <translation>✓ Solved</translation>
    </message>
    <message>
        <source>◐ Partly right</source>
        <translation>◐ Partly right</translation>
    </message>
    <message>
        <source>✗ Not solved</source>
        <translation>✗ Not solved</translation>
    </message>
    <message>
        <source>Solution shown</source>
        <translation>Solution shown</translation>
    </message>
    <message>
        <source>◐ Partly right (%1% of the answer)</source>
        <translation>◐ Partly right (%1% of the answer)</translation>
    </message>
    <message>
        <source>? Not a number — no attempt used</source>
        <translation>? Not a number — no attempt used</translation>
    </message>
    <message>
        <source>? Not counted — no attempt used</source>
        <translation>? Not counted — no attempt used</translation>
    </message>
    <message>
        <source>Show h&amp;int</source>
        <translation>Show h&amp;int</translation>
    </message>
    <message>
        <source>No more h&amp;ints</source>
        <translation>No more h&amp;ints</translation>
    </message>
    <message>
        <source>Show h&amp;int (−%1 credit)</source>
        <translation>Show h&amp;int (−%1 credit)</translation>
    </message>
    <message>
        <source>Show h&amp;int (free)</source>
        <translation>Show h&amp;int (free)</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Attempts</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Credit</translation>
    </message>
    <message>
        <source>Hint %1: %2</source>
        <translation>Hint %1: %2</translation>
    </message>
    <message>
        <source>Credit so far: %1 (your next attempt can earn at most %2)</source>
        <translation>Credit so far: %1 (your next attempt can earn at most %2)</translation>
    </message>
</context>
<context>
    <name>ui::ExportFigureDialog</name>
    <message>
        <source>Export Figure</source>
        <translation>Export Figure</translation>
    </message>
    <message>
        <source>The plane (keys and query)</source>
        <translation>The plane (keys and query)</translation>
    </message>
    <message>
        <source>The weight chart</source>
        <translation>The weight chart</translation>
    </message>
    <message>
        <source>The trace table</source>
        <translation>The trace table</translation>
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
        <translation>Width in pixels</translation>
    </message>
    <message>
        <source>Height in pixels</source>
        <translation>Height in pixels</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>figure.png or figure.svg</source>
        <translation>figure.png or figure.svg</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Browse…</translation>
    </message>
    <message>
        <source>&amp;Figure:</source>
        <translation>&amp;Figure:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Size:</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>F&amp;ile:</translation>
    </message>
    <message>
        <source>The file&apos;s suffix chooses the format: .png for a picture, .svg for a drawing that stays sharp at any size.</source>
        <translation>The file&apos;s suffix chooses the format: .png for a picture, .svg for a drawing that stays sharp at any size.</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Export</translation>
    </message>
    <message>
        <source>PNG picture (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG picture (*.png);;SVG drawing (*.svg)</translation>
    </message>
    <message>
        <source>Choose a file to write.</source>
        <translation>Choose a file to write.</translation>
    </message>
    <message>
        <source>The figure was not written: %1</source>
        <translation>The figure was not written: %1</translation>
    </message>
</context>
<context>
    <name>ui::FeedbackDialog</name>
    <message>
        <source>No answer</source>
        <translation>No answer</translation>
    </message>
    <message>
        <source>right</source>
        <translation>right</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>wrong</translation>
    </message>
    <message>
        <source>right from your earlier figure</source>
        <translation>right from your earlier figure</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>not a number</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>empty</translation>
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
        <translation>key %1</translation>
    </message>
    <message>
        <source>a query at %1°, length %2</source>
        <translation>a query at %1°, length %2</translation>
    </message>
    <message>
        <source>Feedback for %1 (%2) on the work handed in %3.</source>
        <translation>Feedback for %1 (%2) on the work handed in %3.</translation>
    </message>
    <message>
        <source>at an unknown time</source>
        <translation>at an unknown time</translation>
    </message>
    <message>
        <source>Score: %1 of %2 (%3)</source>
        <translation>Score: %1 of %2 (%3)</translation>
    </message>
    <message>
        <source>Your teacher&apos;s comment</source>
        <translation>Your teacher&apos;s comment</translation>
    </message>
    <message>
        <source>%1. %2 — %3 of %4</source>
        <translation>%1. %2 — %3 of %4</translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n attempt</numerusform>
            <numerusform>%n attempts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) shown</source>
        <translation>
            <numerusform>%n hint shown</numerusform>
            <numerusform>%n hints shown</numerusform>
        </translation>
    </message>
    <message>
        <source>solution shown</source>
        <translation>solution shown</translation>
    </message>
    <message>
        <source>You did not answer this exercise.</source>
        <translation>You did not answer this exercise.</translation>
    </message>
    <message>
        <source>Your last answer:</source>
        <translation>Your last answer:</translation>
    </message>
    <message>
        <source>Feedback — %1</source>
        <translation>Feedback — %1</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Feedback</translation>
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
        <translation>Your teacher&apos;s comment to you</translation>
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
        <translation>%1%</translation>
    </message>
    <message>
        <source>Missing: no hand-in</source>
        <translation>Missing: no hand-in</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>No flags.</source>
        <translation>No flags.</translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s):</source>
        <translation>
            <numerusform>%n flag:</numerusform>
            <numerusform>%n flags:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no hand-in</source>
        <translation>%1: no hand-in</translation>
    </message>
    <message>
        <source>%1: %2 of 1, recomputed from the answers</source>
        <translation>%1: %2 of 1, recomputed from the answers</translation>
    </message>
    <message>
        <source>Last hand-in %1
%2</source>
        <translation>Last hand-in %1
%2</translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s)</source>
        <translation>
            <numerusform>%n flag</numerusform>
            <numerusform>%n flags</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2): score in percent, recomputed from each student&apos;s answers</source>
        <translation>%1 (%2): score in percent, recomputed from each student&apos;s answers</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Student</translation>
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
        <translation>Percent</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flags</translation>
    </message>
    <message>
        <source>not tried</source>
        <translation>not tried</translation>
    </message>
    <message>
        <source>%1: not tried (no answer checked)</source>
        <translation>%1: not tried (no answer checked)</translation>
    </message>
    <message>
        <source>%1 (timed out)</source>
        <translation>%1 (timed out)</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Handed in</translation>
    </message>
</context>
<context>
    <name>ui::GradebookWindow</name>
    <message>
        <source>Spreadsheet, plain CSV (*.csv)</source>
        <translation>Spreadsheet, plain CSV (*.csv)</translation>
    </message>
    <message>
        <source>Moodle grade import (*.csv)</source>
        <translation>Moodle grade import (*.csv)</translation>
    </message>
    <message>
        <source>Canvas gradebook import (*.csv)</source>
        <translation>Canvas gradebook import (*.csv)</translation>
    </message>
    <message>
        <source>Gradebook: %1</source>
        <translation>Gradebook: %1</translation>
    </message>
    <message>
        <source>&amp;Gradebook</source>
        <translation>&amp;Gradebook</translation>
    </message>
    <message>
        <source>What to &amp;Re-teach</source>
        <translation>What to &amp;Re-teach</translation>
    </message>
    <message>
        <source>Class &amp;Board</source>
        <translation>Class &amp;Board</translation>
    </message>
    <message>
        <source>Gradebook: students and their scores</source>
        <translation>Gradebook: students and their scores</translation>
    </message>
    <message>
        <source>Selected student</source>
        <translation>Selected student</translation>
    </message>
    <message>
        <source>The selected student&apos;s hand-in and flags</source>
        <translation>The selected student&apos;s hand-in and flags</translation>
    </message>
    <message>
        <source>Select a student to see their hand-in and flags.</source>
        <translation>Select a student to see their hand-in and flags.</translation>
    </message>
    <message>
        <source>Files that could not be read</source>
        <translation>Files that could not be read</translation>
    </message>
    <message>
        <source>Files that could not be read, and why</source>
        <translation>Files that could not be read, and why</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Reason</translation>
    </message>
    <message>
        <source>For every exercise: the class&apos;s mean score, how many solved and tried it, the checks and hints it took, and the mistakes made most often. Click a heading to sort.</source>
        <translation>For every exercise: the class&apos;s mean score, how many solved and tried it, the checks and hints it took, and the mistakes made most often. Click a heading to sort.</translation>
    </message>
    <message>
        <source>What to re-teach, by exercise</source>
        <translation>What to re-teach, by exercise</translation>
    </message>
    <message>
        <source>Nothing to summarise yet: no exercise has been graded.</source>
        <translation>Nothing to summarise yet: no exercise has been graded.</translation>
    </message>
    <message>
        <source>Class board: every student and where they are</source>
        <translation>Class board: every student and where they are</translation>
    </message>
    <message>
        <source>Write &amp;Feedback…</source>
        <translation>Write &amp;Feedback…</translation>
    </message>
    <message>
        <source>Write each student a feedback file with their marks and your comment</source>
        <translation>Write each student a feedback file with their marks and your comment</translation>
    </message>
    <message>
        <source>&amp;Add Hand-in Folder…</source>
        <translation>&amp;Add Hand-in Folder…</translation>
    </message>
    <message>
        <source>&amp;Rescan Now</source>
        <translation>&amp;Rescan Now</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>&amp;Session</translation>
    </message>
    <message>
        <source>Gradebook</source>
        <translation>Gradebook</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s); </source>
        <translation>
            <numerusform>%n student; </numerusform>
            <numerusform>%n students; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n handed in</source>
        <translation>
            <numerusform>%n handed in</numerusform>
            <numerusform>%n handed in</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n still working (their latest automatic hand-in is graded)</source>
        <translation>
            <numerusform>; %n still working (their latest automatic hand-in is graded)</numerusform>
            <numerusform>; %n still working (their latest automatic hand-in is graded)</numerusform>
        </translation>
    </message>
    <message>
        <source>. Every score is recomputed from the students&apos; own answers.</source>
        <translation>. Every score is recomputed from the students&apos; own answers.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be found.</source>
        <translation>The folder %1 cannot be found.</translation>
    </message>
    <message>
        <source>Missing: nobody.</source>
        <translation>Missing: nobody.</translation>
    </message>
    <message>
        <source>Missing (no hand-in): %1</source>
        <translation>Missing (no hand-in): %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Files that could not be read (%1)</source>
        <translation>Files that could not be read (%1)</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>Updated at %1; the folders are watched and read again every %n second(s).</source>
        <translation>
            <numerusform>Updated at %1; the folders are watched and read again every %n second.</numerusform>
            <numerusform>Updated at %1; the folders are watched and read again every %n seconds.</numerusform>
        </translation>
    </message>
    <message>
        <source>Read at %1 from %2</source>
        <translation>Read at %1 from %2</translation>
    </message>
    <message>
        <source>no folder</source>
        <translation>no folder</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Handed in %1: %2</source>
        <translation>Handed in %1: %2</translation>
    </message>
    <message>
        <source>Total %1 of %2</source>
        <translation>Total %1 of %2</translation>
    </message>
    <message>
        <source>No flags.</source>
        <translation>No flags.</translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s):</source>
        <translation>
            <numerusform>%n flag:</numerusform>
            <numerusform>%n flags:</numerusform>
        </translation>
    </message>
    <message>
        <source>The gradebook could not be written to %1: %2</source>
        <translation>The gradebook could not be written to %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n student(s) to %1</source>
        <translation>
            <numerusform>Exported %n student to %1</numerusform>
            <numerusform>Exported %n students to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n feedback file(s) written to %1.</source>
        <translation>
            <numerusform>%n feedback file written to %1.</numerusform>
            <numerusform>%n feedback files written to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Write Feedback</source>
        <translation>Write Feedback</translation>
    </message>
    <message>
        <source>Not written:</source>
        <translation>Not written:</translation>
    </message>
    <message>
        <source>Worksheet code: %1</source>
        <translation>Worksheet code: %1</translation>
    </message>
    <message>
        <source>Gradebook, re-teaching and class board</source>
        <translation>Gradebook, re-teaching and class board</translation>
    </message>
    <message>
        <source>Waiting for the hand-in folders… (a network folder may be slow or gone); the gradebook below is from %1.</source>
        <translation>Waiting for the hand-in folders… (a network folder may be slow or gone); the gradebook below is from %1.</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>nothing yet</translation>
    </message>
    <message>
        <source>The hand-ins are still being read: export once the gradebook is shown.</source>
        <translation>The hand-ins are still being read: export once the gradebook is shown.</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) get no grade in the file, their work not being final:</source>
        <translation>
            <numerusform>%n student gets no grade in the file, their work not being final:</numerusform>
            <numerusform>%n students get no grade in the file, their work not being final:</numerusform>
        </translation>
    </message>
    <message>
        <source>Import into the Learning Platform</source>
        <translation>Import into the Learning Platform</translation>
    </message>
    <message>
        <source>Spreadsheet for LibreOffice or Excel (*.xlsx)</source>
        <translation>Spreadsheet for LibreOffice or Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>Export Gradebook</source>
        <translation>Export Gradebook</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Export…</translation>
    </message>
    <message>
        <source>Write the gradebook as a spreadsheet (.xlsx) or as CSV for Moodle, Canvas or a spreadsheet</source>
        <translation>Write the gradebook as a spreadsheet (.xlsx) or as CSV for Moodle, Canvas or a spreadsheet</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message numerus="yes">
        <source>Over the %n student(s) who handed in, the session&apos;s consistency (Cronbach&apos;s alpha) is %1: %2. Point at a discrimination for how that exercise worked.</source>
        <translation>
            <numerusform>Over the %n student who handed in, the session&apos;s consistency (Cronbach&apos;s alpha) is %1: %2. Point at a discrimination for how that exercise worked.</numerusform>
            <numerusform>Over the %n students who handed in, the session&apos;s consistency (Cronbach&apos;s alpha) is %1: %2. Point at a discrimination for how that exercise worked.</numerusform>
        </translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Each is sealed for its student: only they open it, with the feedback code their lab window showed them.</source>
        <translation>Each is sealed for its student: only they open it, with the feedback code their lab window showed them.</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Next Tab</source>
        <translation>&amp;Next Tab</translation>
    </message>
    <message>
        <source>&amp;Previous Tab</source>
        <translation>&amp;Previous Tab</translation>
    </message>
    <message>
        <source>with your comment to %1: “%2”</source>
        <translation>with your comment to %1: “%2”</translation>
    </message>
    <message>
        <source>Your comment to the class: “%1”</source>
        <translation>Your comment to the class: “%1”</translation>
    </message>
    <message>
        <source>The class board and what to re-teach, large and without names, for a projector (Shift+F5; Esc leaves)</source>
        <translation>The class board and what to re-teach, large and without names, for a projector (Shift+F5; Esc leaves)</translation>
    </message>
    <message>
        <source>Leave the Class View</source>
        <translation>Leave the Class View</translation>
    </message>
    <message>
        <source>Present to the &amp;Class</source>
        <translation>Present to the &amp;Class</translation>
    </message>
    <message>
        <source>Show Na&amp;mes</source>
        <translation>Show Na&amp;mes</translation>
    </message>
    <message>
        <source>Add Hand-in Folder</source>
        <translation>Add Hand-in Folder</translation>
    </message>
</context>
<context>
    <name>ui::HandInFoldersDialog</name>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Remove</translation>
    </message>
    <message>
        <source>Hand-in Folders</source>
        <translation>Hand-in Folders</translation>
    </message>
    <message>
        <source>&amp;Folders to read hand-ins from (a shared folder, USB sticks):</source>
        <translation>&amp;Folders to read hand-ins from (a shared folder, USB sticks):</translation>
    </message>
    <message>
        <source>Hand-in folders</source>
        <translation>Hand-in folders</translation>
    </message>
    <message>
        <source>&amp;Add Folder…</source>
        <translation>&amp;Add Folder…</translation>
    </message>
    <message>
        <source>&amp;Open Gradebook</source>
        <translation>&amp;Open Gradebook</translation>
    </message>
    <message>
        <source>Add Hand-in Folder</source>
        <translation>Add Hand-in Folder</translation>
    </message>
</context>
<context>
    <name>ui::ImportOptionsDialog</name>
    <message>
        <source>Also grade &amp;unfinished work (still working, stuck)</source>
        <translation>Also grade &amp;unfinished work (still working, stuck)</translation>
    </message>
    <message>
        <source>Export for Canvas</source>
        <translation>Export for Canvas</translation>
    </message>
    <message>
        <source>Export for Moodle</source>
        <translation>Export for Moodle</translation>
    </message>
    <message>
        <source>Canvas takes the grade as it is written. Give the assignment&apos;s maximum, and its number so that the grades go to that assignment and not to a new one.</source>
        <translation>Canvas takes the grade as it is written. Give the assignment&apos;s maximum, and its number so that the grades go to that assignment and not to a new one.</translation>
    </message>
    <message>
        <source>Moodle takes the grade as it is written, without rescaling it: the grade item&apos;s maximum must be the one written here.</source>
        <translation>Moodle takes the grade as it is written, without rescaling it: the grade item&apos;s maximum must be the one written here.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s), one per exercise</source>
        <translation>
            <numerusform>%n point, one per exercise</numerusform>
            <numerusform>%n points, one per exercise</numerusform>
        </translation>
    </message>
    <message>
        <source>Grade out of</source>
        <translation>Grade out of</translation>
    </message>
    <message>
        <source>The grade item&apos;s maximum; the lowest value is one point per exercise.</source>
        <translation>The grade item&apos;s maximum; the lowest value is one point per exercise.</translation>
    </message>
    <message>
        <source>&amp;Grade out of:</source>
        <translation>&amp;Grade out of:</translation>
    </message>
    <message>
        <source>Optional: e.g. 4217, from …/assignments/4217</source>
        <translation>Optional: e.g. 4217, from …/assignments/4217</translation>
    </message>
    <message>
        <source>Canvas assignment number</source>
        <translation>Canvas assignment number</translation>
    </message>
    <message>
        <source>&amp;Assignment number:</source>
        <translation>&amp;Assignment number:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Export</translation>
    </message>
</context>
<context>
    <name>ui::JoinLabDialog</name>
    <message>
        <source>Join Lab Session</source>
        <translation>Join Lab Session</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Join</translation>
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
        <translation>no time limit</translation>
    </message>
    <message numerus="yes">
        <source>%n exercise(s) · %1</source>
        <translation>
            <numerusform>%n exercise · %1</numerusform>
            <numerusform>%n exercises · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>You will choose where to hand in (a shared folder or a USB stick).</source>
        <translation>You will choose where to hand in (a shared folder or a USB stick).</translation>
    </message>
    <message>
        <source>Your work is handed in to %1.</source>
        <translation>Your work is handed in to %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;⚠ This session was made for other course content.&lt;/b&gt; What you see may not match what your teacher prepared; tell your teacher. What differs:&lt;ul&gt;%1&lt;/ul&gt;</source>
        <translation>&lt;b&gt;⚠ This session was made for other course content.&lt;/b&gt; What you see may not match what your teacher prepared; tell your teacher. What differs:&lt;ul&gt;%1&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Learner id: %1</source>
        <translation>Learner id: %1</translation>
    </message>
    <message>
        <source>Type part of your name</source>
        <translation>Type part of your name</translation>
    </message>
    <message>
        <source>Find your &amp;name:</source>
        <translation>Find your &amp;name:</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Students</translation>
    </message>
    <message>
        <source>First and last name, as your teacher knows you</source>
        <translation>First and last name, as your teacher knows you</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Your &amp;name:</translation>
    </message>
    <message>
        <source>No student on the list matches “%1”. Ask your teacher if your name is missing.</source>
        <translation>No student on the list matches “%1”. Ask your teacher if your name is missing.</translation>
    </message>
    <message numerus="yes">
        <source>Choose your name from the list (%n student(s)).</source>
        <translation>
            <numerusform>Choose your name from the list (%n student).</numerusform>
            <numerusform>Choose your name from the list (%n students).</numerusform>
        </translation>
    </message>
    <message>
        <source>You will join as %1 (%2).</source>
        <translation>You will join as %1 (%2).</translation>
    </message>
    <message>
        <source>&amp;Join as %1</source>
        <translation>&amp;Join as %1</translation>
    </message>
</context>
<context>
    <name>ui::KeyPositionsLabel</name>
    <message>
        <source>Where the query and the keys are</source>
        <translation>Where the query and the keys are</translation>
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
        <translation>Angle</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Length</translation>
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
        <translation>Session: %1</translation>
    </message>
    <message>
        <source>Learner: %1 (%2)</source>
        <translation>Learner: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n exercise(s)</source>
        <translation>
            <numerusform>%1 · %n exercise</numerusform>
            <numerusform>%1 · %n exercises</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules of the session</source>
        <translation>Rules of the session</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Time left</translation>
    </message>
    <message>
        <source>&amp;Hand In…</source>
        <translation>&amp;Hand In…</translation>
    </message>
    <message>
        <source>Hand your work in to your teacher (you can hand in again later)</source>
        <translation>Hand your work in to your teacher (you can hand in again later)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>Not recorded: %1</source>
        <translation>Not recorded: %1</translation>
    </message>
    <message>
        <source>This session has no hand-in folder: choose where to hand in, such as a shared folder or a USB stick.</source>
        <translation>This session has no hand-in folder: choose where to hand in, such as a shared folder or a USB stick.</translation>
    </message>
    <message>
        <source>Not handed in. Your work is kept on this computer; hand it in with File ▸ Hand In…</source>
        <translation>Not handed in. Your work is kept on this computer; hand it in with File ▸ Hand In…</translation>
    </message>
    <message>
        <source>Your work was handed in.</source>
        <translation>Your work was handed in.</translation>
    </message>
    <message>
        <source>Progress not handed in: this session has no hand-in folder. Choose one with File ▸ Hand In…</source>
        <translation>Progress not handed in: this session has no hand-in folder. Choose one with File ▸ Hand In…</translation>
    </message>
    <message>
        <source>Progress handed in at %1.</source>
        <translation>Progress handed in at %1.</translation>
    </message>
    <message>
        <source>Progress could not be handed in: %1</source>
        <translation>Progress could not be handed in: %1</translation>
    </message>
    <message>
        <source>Hand In</source>
        <translation>Hand In</translation>
    </message>
    <message>
        <source>Nothing is lost: your work is kept on this computer. Choose another folder to hand in to, such as a USB stick, or cancel and try again later.</source>
        <translation>Nothing is lost: your work is kept on this computer. Choose another folder to hand in to, such as a USB stick, or cancel and try again later.</translation>
    </message>
    <message>
        <source>&amp;Choose Folder…</source>
        <translation>&amp;Choose Folder…</translation>
    </message>
    <message>
        <source>Hand In To</source>
        <translation>Hand In To</translation>
    </message>
    <message>
        <source>Time: %1
File: %2
Exercises answered: %3 of %4
Checksum: %5</source>
        <translation>Time: %1
File: %2
Exercises answered: %3 of %4
Checksum: %5</translation>
    </message>
    <message>
        <source>Handed In</source>
        <translation>Handed In</translation>
    </message>
    <message>
        <source>You can hand in again until the session ends; the latest hand-in counts.</source>
        <translation>You can hand in again until the session ends; the latest hand-in counts.</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>No time limit</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Time is up</translation>
    </message>
    <message>
        <source>Time left %1:%2</source>
        <translation>Time left %1:%2</translation>
    </message>
    <message>
        <source>The time is up. Your work was handed in, and the exercises are now locked.</source>
        <translation>The time is up. Your work was handed in, and the exercises are now locked.</translation>
    </message>
    <message>
        <source>Handed in at %1 · checksum %2</source>
        <translation>Handed in at %1 · checksum %2</translation>
    </message>
    <message>
        <source>Progress handed in at %1</source>
        <translation>Progress handed in at %1</translation>
    </message>
    <message>
        <source>Not handed in yet</source>
        <translation>Not handed in yet</translation>
    </message>
    <message>
        <source>The time is up and your work was handed in at %1. The exercises are locked: nothing more can be changed.</source>
        <translation>The time is up and your work was handed in at %1. The exercises are locked: nothing more can be changed.</translation>
    </message>
    <message>
        <source>The time is up. The exercises are locked, but your work has not been handed in yet: press Hand In.</source>
        <translation>The time is up. The exercises are locked, but your work has not been handed in yet: press Hand In.</translation>
    </message>
    <message>
        <source>Hand In Before Closing?</source>
        <translation>Hand In Before Closing?</translation>
    </message>
    <message>
        <source>Some of your work has not been handed in.</source>
        <translation>Some of your work has not been handed in.</translation>
    </message>
    <message>
        <source>It is kept on this computer and will be here when you join again, but your teacher does not have it yet.</source>
        <translation>It is kept on this computer and will be here when you join again, but your teacher does not have it yet.</translation>
    </message>
    <message>
        <source>&amp;Hand In</source>
        <translation>&amp;Hand In</translation>
    </message>
    <message>
        <source>Close &amp;Without Handing In</source>
        <translation>Close &amp;Without Handing In</translation>
    </message>
    <message>
        <source>Open &amp;Feedback…</source>
        <translation>Open &amp;Feedback…</translation>
    </message>
    <message>
        <source>Wor&amp;kshop</source>
        <translation>Wor&amp;kshop</translation>
    </message>
    <message>
        <source>Open the &amp;Workshop</source>
        <translation>Open the &amp;Workshop</translation>
    </message>
    <message>
        <source>Workshop — %1</source>
        <translation>Workshop — %1</translation>
    </message>
    <message>
        <source>Your work is open in another window: this one only shows it and saves nothing. Close it and go on in the other window.</source>
        <translation>Your work is open in another window: this one only shows it and saves nothing. Close it and go on in the other window.</translation>
    </message>
    <message>
        <source>Saving: waiting for the folder… Your answers are kept in this window meanwhile.</source>
        <translation>Saving: waiting for the folder… Your answers are kept in this window meanwhile.</translation>
    </message>
    <message>
        <source>The time is up, and this session has no hand-in folder: choose where to hand in, such as a shared folder or a USB stick.</source>
        <translation>The time is up, and this session has no hand-in folder: choose where to hand in, such as a shared folder or a USB stick.</translation>
    </message>
    <message>
        <source>Handing in…</source>
        <translation>Handing in…</translation>
    </message>
    <message>
        <source>Your work is being written: this window closes once it is. If the folder does not answer, ask your teacher before you switch off the computer.</source>
        <translation>Your work is being written: this window closes once it is. If the folder does not answer, ask your teacher before you switch off the computer.</translation>
    </message>
    <message>
        <source>Handing in: waiting for the folder… Your work is kept on this computer meanwhile. If the folder does not answer, hand in to a USB stick with File ▸ Hand In Elsewhere….</source>
        <translation>Handing in: waiting for the folder… Your work is kept on this computer meanwhile. If the folder does not answer, hand in to a USB stick with File ▸ Hand In Elsewhere….</translation>
    </message>
    <message>
        <source>Hand In &amp;Elsewhere…</source>
        <translation>Hand In &amp;Elsewhere…</translation>
    </message>
    <message>
        <source>Hand your work in to a folder you choose, such as a USB stick</source>
        <translation>Hand your work in to a folder you choose, such as a USB stick</translation>
    </message>
    <message>
        <source>Choose where to hand in your work, such as a USB stick.</source>
        <translation>Choose where to hand in your work, such as a USB stick.</translation>
    </message>
    <message>
        <source>Close Without Your Answers?</source>
        <translation>Close Without Your Answers?</translation>
    </message>
    <message>
        <source>Some of your answers could not be saved on this computer.</source>
        <translation>Some of your answers could not be saved on this computer.</translation>
    </message>
    <message>
        <source>If you close now they are lost. Free some space on the disk or ask your teacher, then wait until the warning in the window is gone; or hand your work in first.</source>
        <translation>If you close now they are lost. Free some space on the disk or ask your teacher, then wait until the warning in the window is gone; or hand your work in first.</translation>
    </message>
    <message>
        <source>Close &amp;Anyway</source>
        <translation>Close &amp;Anyway</translation>
    </message>
    <message numerus="yes">
        <source>%n exercise(s) are not answered yet. Hand in anyway?</source>
        <translation>
            <numerusform>%n exercise is not answered yet. Hand in anyway?</numerusform>
            <numerusform>%n exercises are not answered yet. Hand in anyway?</numerusform>
        </translation>
    </message>
    <message>
        <source>You can hand in again later.</source>
        <translation>You can hand in again later.</translation>
    </message>
    <message>
        <source>&amp;Keep Working</source>
        <translation>&amp;Keep Working</translation>
    </message>
    <message>
        <source>Your feedback code: %1</source>
        <translation>Your feedback code: %1</translation>
    </message>
    <message>
        <source>Write it down: your teacher&apos;s feedback opens with it, on any computer.</source>
        <translation>Write it down: your teacher&apos;s feedback opens with it, on any computer.</translation>
    </message>
    <message>
        <source>Feedback code: %1 (write it down: your teacher&apos;s feedback opens with it, on any computer)</source>
        <translation>Feedback code: %1 (write it down: your teacher&apos;s feedback opens with it, on any computer)</translation>
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
        <translation>Lesson text</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>Previous page</translation>
    </message>
    <message>
        <source>Previous page (Alt+Left)</source>
        <translation>Previous page (Alt+Left)</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Next page</translation>
    </message>
    <message>
        <source>Next page (Alt+Right)</source>
        <translation>Next page (Alt+Right)</translation>
    </message>
    <message>
        <source>&lt;h2&gt;%1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;%1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source># This lesson could not be loaded

The other lessons work. The lesson files have these problems:

</source>
        <translation># This lesson could not be loaded

The other lessons work. The lesson files have these problems:

</translation>
    </message>
    <message>
        <source>Lesson %1 of %2 · page %3 of %4</source>
        <translation>Lesson %1 of %2 · page %3 of %4</translation>
    </message>
    <message>
        <source>&lt;h2&gt;%1 · Exercises&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;%1 · Exercises&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>The page&apos;s figures and controls</source>
        <translation>The page&apos;s figures and controls</translation>
    </message>
    <message>
        <source>← Previous</source>
        <translation>← Previous</translation>
    </message>
    <message>
        <source>Next →</source>
        <translation>Next →</translation>
    </message>
    <message>
        <source>Glossary: %1. Enter shows its definition.</source>
        <translation>Glossary: %1. Enter shows its definition.</translation>
    </message>
    <message>
        <source>Link to %1</source>
        <translation>Link to %1</translation>
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
        <translation>Course contents</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Course</translation>
    </message>
    <message>
        <source>Could not save your progress: %1</source>
        <translation>Could not save your progress: %1</translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <translation>Lesson %1: %2</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>Show &amp;Sidebar</source>
        <translation>Show &amp;Sidebar</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Full Screen</translation>
    </message>
    <message>
        <source>&amp;Colour Scheme</source>
        <translation>&amp;Colour Scheme</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Light</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dark</translation>
    </message>
    <message>
        <source>&amp;Reset Query to the Plate Default</source>
        <translation>&amp;Reset Query to the Plate Default</translation>
    </message>
    <message>
        <source>&amp;Workshop</source>
        <translation>&amp;Workshop</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Go</translation>
    </message>
    <message>
        <source>&amp;Next Page</source>
        <translation>&amp;Next Page</translation>
    </message>
    <message>
        <source>&amp;Previous Page</source>
        <translation>&amp;Previous Page</translation>
    </message>
    <message>
        <source>Course &amp;Contents</source>
        <translation>Course &amp;Contents</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About Attention Lab</source>
        <translation>&amp;About Attention Lab</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
    <message>
        <source>About Attention Lab</source>
        <translation>About Attention Lab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;A course on attention as a soft dictionary lookup, after Vol. IV, Plate 2: Queries, Keys and Values.&lt;/p&gt;&lt;p&gt;Compare a query with every key, softmax the scores, and average the values with those weights.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;A course on attention as a soft dictionary lookup, after Vol. IV, Plate 2: Queries, Keys and Values.&lt;/p&gt;&lt;p&gt;Compare a query with every key, softmax the scores, and average the values with those weights.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Could not save your answer: %1</source>
        <translation>Could not save your answer: %1</translation>
    </message>
    <message>
        <source>Your progress in every lesson</source>
        <translation>Your progress in every lesson</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>Your progress</translation>
    </message>
    <message>
        <source>Switch &amp;Learner…</source>
        <translation>Switch &amp;Learner…</translation>
    </message>
    <message>
        <source>Learners</source>
        <translation>Learners</translation>
    </message>
    <message>
        <source>Now learning as %1</source>
        <translation>Now learning as %1</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation>Progress of %1</translation>
    </message>
    <message>
        <source>&amp;Join Lab Session…</source>
        <translation>&amp;Join Lab Session…</translation>
    </message>
    <message>
        <source>Open &amp;Feedback…</source>
        <translation>Open &amp;Feedback…</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>&amp;Presentation Mode</translation>
    </message>
    <message>
        <source>Full screen and large, for a projector (F5; Esc leaves)</source>
        <translation>Full screen and large, for a projector (F5; Esc leaves)</translation>
    </message>
    <message>
        <source>Leave Presentation Mode</source>
        <translation>Leave Presentation Mode</translation>
    </message>
    <message>
        <source>&amp;Larger Text</source>
        <translation>&amp;Larger Text</translation>
    </message>
    <message>
        <source>S&amp;maller Text</source>
        <translation>S&amp;maller Text</translation>
    </message>
    <message>
        <source>&amp;Default Text Size</source>
        <translation>&amp;Default Text Size</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;High Contrast</translation>
    </message>
    <message>
        <source>&amp;Open Set-up…</source>
        <translation>&amp;Open Set-up…</translation>
    </message>
    <message>
        <source>Open Set-up</source>
        <translation>Open Set-up</translation>
    </message>
    <message>
        <source>Workshop set-ups (*.attnsetup);;All files (*)</source>
        <translation>Workshop set-ups (*.attnsetup);;All files (*)</translation>
    </message>
    <message>
        <source>&amp;Save Set-up…</source>
        <translation>&amp;Save Set-up…</translation>
    </message>
    <message>
        <source>Save Set-up</source>
        <translation>Save Set-up</translation>
    </message>
    <message>
        <source>Workshop set-ups (*.attnsetup)</source>
        <translation>Workshop set-ups (*.attnsetup)</translation>
    </message>
    <message>
        <source>Wor&amp;kshop</source>
        <translation>Wor&amp;kshop</translation>
    </message>
    <message>
        <source>Edit &amp;Keys…</source>
        <translation>Edit &amp;Keys…</translation>
    </message>
    <message>
        <source>&amp;Reset Keys to the Plate&apos;s Layout</source>
        <translation>&amp;Reset Keys to the Plate&apos;s Layout</translation>
    </message>
    <message>
        <source>Export &amp;Figure…</source>
        <translation>Export &amp;Figure…</translation>
    </message>
    <message>
        <source>Figure written to %1</source>
        <translation>Figure written to %1</translation>
    </message>
    <message>
        <source>%1 cannot be used; the workshop is unchanged.

%2</source>
        <translation>%1 cannot be used; the workshop is unchanged.

%2</translation>
    </message>
    <message>
        <source>Opened the set-up %1</source>
        <translation>Opened the set-up %1</translation>
    </message>
    <message>
        <source>The set-up was not saved to %1: %2</source>
        <translation>The set-up was not saved to %1: %2</translation>
    </message>
    <message>
        <source>Saved the set-up to %1</source>
        <translation>Saved the set-up to %1</translation>
    </message>
    <message>
        <source>L&amp;anguage</source>
        <translation>L&amp;anguage</translation>
    </message>
    <message>
        <source>Open &amp;Course Folder…</source>
        <translation>Open &amp;Course Folder…</translation>
    </message>
    <message>
        <source>Open Course Folder</source>
        <translation>Open Course Folder</translation>
    </message>
    <message>
        <source>Page Down, Page Up: next or previous step   ·   T: the text or the table   ·   B: black screen   ·   Ctrl+= and Ctrl+−: size   ·   Esc: leave</source>
        <translation>Page Down, Page Up: next or previous step   ·   T: the text or the table   ·   B: black screen   ·   Ctrl+= and Ctrl+−: size   ·   Esc: leave</translation>
    </message>
    <message>
        <source>Next Step or Page</source>
        <translation>Next Step or Page</translation>
    </message>
    <message>
        <source>Previous Step or Page</source>
        <translation>Previous Step or Page</translation>
    </message>
    <message>
        <source>Black Screen</source>
        <translation>Black Screen</translation>
    </message>
    <message>
        <source>Show the Text or the Table</source>
        <translation>Show the Text or the Table</translation>
    </message>
</context>
<context>
    <name>ui::MatchingEditor</name>
    <message>
        <source>Give each item its partner: every partner belongs to exactly one item.</source>
        <translation>Give each item its partner: every partner belongs to exactly one item.</translation>
    </message>
    <message>
        <source>&amp;%1. %2</source>
        <translation>&amp;%1. %2</translation>
    </message>
    <message>
        <source>Choose its partner…</source>
        <translation>Choose its partner…</translation>
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
        <translation>&lt;b&gt;Preview of plates IV.3 and IV.4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Causal mask (plate IV.4): a token may only look at itself and earlier tokens</source>
        <translation>&amp;Causal mask (plate IV.4): a token may only look at itself and earlier tokens</translation>
    </message>
    <message>
        <source>Causal mask (plate IV.4): a token may only look at itself and earlier tokens</source>
        <translation>Causal mask (plate IV.4): a token may only look at itself and earlier tokens</translation>
    </message>
    <message>
        <source>Attention weights: rows are the asking words, columns the words they look at</source>
        <translation>Attention weights: rows are the asking words, columns the words they look at</translation>
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
        <translation>Output of the selected word</translation>
    </message>
    <message>
        <source>The weights cannot be computed: %1</source>
        <translation>The weights cannot be computed: %1</translation>
    </message>
    <message>
        <source>Select a row to see that word&apos;s output.</source>
        <translation>Select a row to see that word&apos;s output.</translation>
    </message>
    <message>
        <source>The output of %1 is %2</source>
        <translation>The output of %1 is %2</translation>
    </message>
    <message>
        <source>Output of “%1” (row %2), its own blend of the values: %3 %4 &lt;b&gt;%5&lt;/b&gt;</source>
        <translation>Output of “%1” (row %2), its own blend of the values: %3 %4 &lt;b&gt;%5&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Weights rounded to %1 decimal places; the output is computed from the exact weights.</source>
        <translation>Weights rounded to %1 decimal places; the output is computed from the exact weights.</translation>
    </message>
    <message>
        <source>&amp;Scale scores by 1/√d_k (plate IV.3)</source>
        <translation>&amp;Scale scores by 1/√d_k (plate IV.3)</translation>
    </message>
    <message>
        <source>Scale scores by 1/√d_k (plate IV.3)</source>
        <translation>Scale scores by 1/√d_k (plate IV.3)</translation>
    </message>
    <message>
        <source>Why scale? A dot product of query and key vectors with d_k components adds up d_k products. If the components are independent, with mean 0 and variance 1, the score has variance d_k, so scores spread like √d_k. Widely spread scores push the softmax to saturate: nearly all weight goes to one word and the rest hardly count. Dividing by √d_k brings the spread back to about 1 and keeps the blend soft.</source>
        <translation>Why scale? A dot product of query and key vectors with d_k components adds up d_k products. If the components are independent, with mean 0 and variance 1, the score has variance d_k, so scores spread like √d_k. Widely spread scores push the softmax to saturate: nearly all weight goes to one word and the rest hardly count. Dividing by √d_k brings the spread back to about 1 and keeps the blend soft.</translation>
    </message>
    <message>
        <source>Here d_k = %1: every score is multiplied by 1/√%1 = %2.</source>
        <translation>Here d_k = %1: every score is multiplied by 1/√%1 = %2.</translation>
    </message>
    <message>
        <source>Here d_k = %1 and the scores are not scaled.</source>
        <translation>Here d_k = %1 and the scores are not scaled.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every word asks at once.&lt;/b&gt; Each word of the sentence has a small vector that serves as its query and its key, and one value. Row &lt;i&gt;i&lt;/i&gt; of the table is word &lt;i&gt;i&lt;/i&gt;&apos;s own lookup: the weights it gives every word, which add up to 1. The number in each cell is the weight; the more weight, the stronger the blue. Similar words find each other: in “the cat sat on the mat”, the two “the”s, and “cat” with “mat”. Select a row to see that word&apos;s output.</source>
        <translation>&lt;b&gt;Every word asks at once.&lt;/b&gt; Each word of the sentence has a small vector that serves as its query and its key, and one value. Row &lt;i&gt;i&lt;/i&gt; of the table is word &lt;i&gt;i&lt;/i&gt;&apos;s own lookup: the weights it gives every word, which add up to 1. The number in each cell is the weight; the more weight, the stronger the blue. Similar words find each other: in “the cat sat on the mat”, the two “the”s, and “cat” with “mat”. Select a row to see that word&apos;s output.</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Sentence</translation>
    </message>
    <message>
        <source>&amp;Plate&apos;s sentence</source>
        <translation>&amp;Plate&apos;s sentence</translation>
    </message>
    <message>
        <source>Back to the plate&apos;s sentence</source>
        <translation>Back to the plate&apos;s sentence</translation>
    </message>
    <message>
        <source>The arrow keys move between the cells; plus and minus zoom the table.</source>
        <translation>The arrow keys move between the cells; plus and minus zoom the table.</translation>
    </message>
    <message>
        <source>&amp;Zoom:</source>
        <translation>&amp;Zoom:</translation>
    </message>
    <message>
        <source>Zoom of the weight table</source>
        <translation>Zoom of the weight table</translation>
    </message>
    <message>
        <source>The cell under the mouse or the current cell</source>
        <translation>The cell under the mouse or the current cell</translation>
    </message>
    <message>
        <source>Type a sentence: the table needs at least one word.</source>
        <translation>Type a sentence: the table needs at least one word.</translation>
    </message>
    <message>
        <source>This sentence has %1 tokens; the preview shows at most %2. Shorten it to see its weights.</source>
        <translation>This sentence has %1 tokens; the preview shows at most %2. Shorten it to see its weights.</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) (words and punctuation marks), at most %1.</source>
        <translation>
            <numerusform>%n token (words and punctuation marks), at most %1.</numerusform>
            <numerusform>%n tokens (words and punctuation marks), at most %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Point at a cell, or move through the table with the arrow keys, to read its weight here.</source>
        <translation>Point at a cell, or move through the table with the arrow keys, to read its weight here.</translation>
    </message>
    <message>
        <source>Output of “%1” (row %2), its own blend of the %3 values it sees: &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>Output of “%1” (row %2), its own blend of the %3 values it sees: &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>S&amp;entence (up to %1 words; the same word always gets the same vector):</source>
        <translation>S&amp;entence (up to %1 words; the same word always gets the same vector):</translation>
    </message>
</context>
<context>
    <name>ui::NewLabSessionDialog</name>
    <message>
        <source>Save Lab Session</source>
        <translation>Save Lab Session</translation>
    </message>
    <message>
        <source>Lab sessions (*.attnlab)</source>
        <translation>Lab sessions (*.attnlab)</translation>
    </message>
    <message>
        <source>Allow &amp;hints</source>
        <translation>Allow &amp;hints</translation>
    </message>
    <message>
        <source>New Lab Session</source>
        <translation>New Lab Session</translation>
    </message>
    <message>
        <source>e.g. Week 3: softmax</source>
        <translation>e.g. Week 3: softmax</translation>
    </message>
    <message>
        <source>Exercises to include</source>
        <translation>Exercises to include</translation>
    </message>
    <message>
        <source>&amp;Exercises (tick a lesson to take all of it):</source>
        <translation>&amp;Exercises (tick a lesson to take all of it):</translation>
    </message>
    <message>
        <source>Every student&apos;s numbers are drawn from their id, the exercise and this seed; an answer key made with it matches each screen.</source>
        <translation>Every student&apos;s numbers are drawn from their id, the exercise and this seed; an answer key made with it matches each screen.</translation>
    </message>
    <message>
        <source>&amp;New Seed</source>
        <translation>&amp;New Seed</translation>
    </message>
    <message>
        <source>Each exercise&apos;s own</source>
        <translation>Each exercise&apos;s own</translation>
    </message>
    <message>
        <source>On request</source>
        <translation>On request</translation>
    </message>
    <message>
        <source>After handing in</source>
        <translation>After handing in</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Never</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>No limit</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Only when the student does</source>
        <translation>Only when the student does</translation>
    </message>
    <message>
        <source>Every few minutes the student&apos;s work is handed in by itself, so that the class board shows who is working and who is stuck.</source>
        <translation>Every few minutes the student&apos;s work is handed in by itself, so that the class board shows who is working and who is stuck.</translation>
    </message>
    <message>
        <source>None: students type their names</source>
        <translation>None: students type their names</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Choose…</translation>
    </message>
    <message>
        <source>Roster lines that were not read</source>
        <translation>Roster lines that were not read</translation>
    </message>
    <message>
        <source>None: students choose where to hand in</source>
        <translation>None: students choose where to hand in</translation>
    </message>
    <message>
        <source>Bro&amp;wse…</source>
        <translation>Bro&amp;wse…</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Title:</translation>
    </message>
    <message>
        <source>&amp;Lab seed:</source>
        <translation>&amp;Lab seed:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>&amp;Attempts per exercise:</source>
        <translation>&amp;Attempts per exercise:</translation>
    </message>
    <message>
        <source>S&amp;olutions:</source>
        <translation>S&amp;olutions:</translation>
    </message>
    <message>
        <source>Time li&amp;mit:</source>
        <translation>Time li&amp;mit:</translation>
    </message>
    <message>
        <source>Hand in a&amp;utomatically every:</source>
        <translation>Hand in a&amp;utomatically every:</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Students</translation>
    </message>
    <message>
        <source>&amp;Roster CSV:</source>
        <translation>&amp;Roster CSV:</translation>
    </message>
    <message>
        <source>Hand-in &amp;folder:</source>
        <translation>Hand-in &amp;folder:</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Save…</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>No exercise chosen yet.</source>
        <translation>No exercise chosen yet.</translation>
    </message>
    <message numerus="yes">
        <source>%n exercise(s) chosen.</source>
        <translation>
            <numerusform>%n exercise chosen.</numerusform>
            <numerusform>%n exercises chosen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a Roster</source>
        <translation>Choose a Roster</translation>
    </message>
    <message>
        <source>Class lists (*.csv *.txt);;All files (*)</source>
        <translation>Class lists (*.csv *.txt);;All files (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) read.</source>
        <translation>
            <numerusform>%n student read.</numerusform>
            <numerusform>%n students read.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) read; </source>
        <translation>
            <numerusform>%n student read; </numerusform>
            <numerusform>%n students read; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) not used:</source>
        <translation>
            <numerusform>%n line not used:</numerusform>
            <numerusform>%n lines not used:</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Line %1: %2</translation>
    </message>
    <message>
        <source>Choose the Hand-in Folder</source>
        <translation>Choose the Hand-in Folder</translation>
    </message>
    <message>
        <source>The lab seed must be a whole number from 0 to %1.</source>
        <translation>The lab seed must be a whole number from 0 to %1.</translation>
    </message>
    <message>
        <source>The roster has no student that can be used: choose another file, or clear it to let students type their names.</source>
        <translation>The roster has no student that can be used: choose another file, or clear it to let students type their names.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <source>The session was not saved:</source>
        <translation>The session was not saved:</translation>
    </message>
    <message>
        <source>Tar&amp;get exercises use this set-up&apos;s keys</source>
        <translation>Tar&amp;get exercises use this set-up&apos;s keys</translation>
    </message>
    <message>
        <source>None: the plate&apos;s keys</source>
        <translation>None: the plate&apos;s keys</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>C&amp;hoose…</translation>
    </message>
    <message>
        <source>Students move their query among your keys in the target exercises, and the gradebook grades them there; otherwise they use the plate&apos;s five keys.</source>
        <translation>Students move their query among your keys in the target exercises, and the gradebook grades them there; otherwise they use the plate&apos;s five keys.</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Workshop</translation>
    </message>
    <message>
        <source>Set-&amp;up:</source>
        <translation>Set-&amp;up:</translation>
    </message>
    <message>
        <source>Choose a Workshop Set-up</source>
        <translation>Choose a Workshop Set-up</translation>
    </message>
    <message>
        <source>Workshop set-ups (*.attnsetup);;All files (*)</source>
        <translation>Workshop set-ups (*.attnsetup);;All files (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n key(s), %2</source>
        <translation>
            <numerusform>%1: %n key, %2</numerusform>
            <numerusform>%1: %n keys, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Untitled set-up</source>
        <translation>Untitled set-up</translation>
    </message>
    <message>
        <source>The workshop set-up cannot be read (%1): choose another file, or clear it to keep the plate&apos;s keys.</source>
        <translation>The workshop set-up cannot be read (%1): choose another file, or clear it to keep the plate&apos;s keys.</translation>
    </message>
    <message>
        <source>Your course folder %1 goes with the session: the students&apos; machines load its lessons and exercises too. Keep it where they can reach it, like the session file.</source>
        <translation>Your course folder %1 goes with the session: the students&apos; machines load its lessons and exercises too. Keep it where they can reach it, like the session file.</translation>
    </message>
    <message>
        <source>Hand-in Folder</source>
        <translation>Hand-in Folder</translation>
    </message>
    <message>
        <source>The session was saved, but students&apos; computers hand in to %1 only once it holds the session file or a file named %2 (%3).</source>
        <translation>The session was saved, but students&apos; computers hand in to %1 only once it holds the session file or a file named %2 (%3).</translation>
    </message>
    <message>
        <source>%1, ticked</source>
        <translation>%1, ticked</translation>
    </message>
    <message>
        <source>%1, partly ticked</source>
        <translation>%1, partly ticked</translation>
    </message>
    <message>
        <source>%1, not ticked</source>
        <translation>%1, not ticked</translation>
    </message>
    <message>
        <source>Print answer &amp;keys only where the lab allows them</source>
        <translation>Print answer &amp;keys only where the lab allows them</translation>
    </message>
    <message>
        <source>The session&apos;s answer keys, answer grid and rehearsals are printed only on a computer whose lab defaults say allowAnswerKeys=true, as the teacher&apos;s does; a student who opens the session file elsewhere cannot print their answers.</source>
        <translation>The session&apos;s answer keys, answer grid and rehearsals are printed only on a computer whose lab defaults say allowAnswerKeys=true, as the teacher&apos;s does; a student who opens the session file elsewhere cannot print their answers.</translation>
    </message>
    <message>
        <source>% of the credit</source>
        <translation>% of the credit</translation>
    </message>
    <message>
        <source>What each attempt before the right one costs: at 25%, an answer right at the second attempt earns 75%, at the third 50%. Guessing then pays less.</source>
        <translation>What each attempt before the right one costs: at 25%, an answer right at the second attempt earns 75%, at the third 50%. Guessing then pays less.</translation>
    </message>
    <message>
        <source>&amp;Penalty per extra attempt:</source>
        <translation>&amp;Penalty per extra attempt:</translation>
    </message>
</context>
<context>
    <name>ui::NumberEditor</name>
    <message>
        <source>Your &amp;answer (in %):</source>
        <translation>Your &amp;answer (in %):</translation>
    </message>
    <message>
        <source>Your &amp;answer:</source>
        <translation>Your &amp;answer:</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Your answer</translation>
    </message>
    <message>
        <source>a percentage</source>
        <translation>a percentage</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>a number</translation>
    </message>
    <message>
        <source>Where the query and the keys are:</source>
        <translation>Where the query and the keys are:</translation>
    </message>
</context>
<context>
    <name>ui::PresenterOverlay</name>
    <message>
        <source>Black screen: press B to show the course again</source>
        <translation>Black screen: press B to show the course again</translation>
    </message>
</context>
<context>
    <name>ui::ProfileDialog</name>
    <message>
        <source>Welcome to Attention Lab</source>
        <translation>Welcome to Attention Lab</translation>
    </message>
    <message>
        <source>What is your name? Attention Lab keeps your progress under it, so that several learners can share this computer.</source>
        <translation>What is your name? Attention Lab keeps your progress under it, so that several learners can share this computer.</translation>
    </message>
    <message>
        <source>New Learner</source>
        <translation>New Learner</translation>
    </message>
    <message>
        <source>The new learner&apos;s name. Their progress starts afresh.</source>
        <translation>The new learner&apos;s name. Their progress starts afresh.</translation>
    </message>
    <message>
        <source>Rename Learner</source>
        <translation>Rename Learner</translation>
    </message>
    <message>
        <source>The learner&apos;s new name. Their progress stays as it is.</source>
        <translation>The learner&apos;s new name. Their progress stays as it is.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Learner&apos;s name</source>
        <translation>Learner&apos;s name</translation>
    </message>
    <message numerus="yes">
        <source>Your name, up to %n character(s)</source>
        <translation>
            <numerusform>Your name, up to %n character</numerusform>
            <numerusform>Your name, up to %n characters</numerusform>
        </translation>
    </message>
    <message>
        <source>Problem with the name</source>
        <translation>Problem with the name</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Create</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Rename</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>Learner</translation>
    </message>
    <message>
        <source>No Learner on This Computer</source>
        <translation>No Learner on This Computer</translation>
    </message>
    <message>
        <source>There is no learner on this computer yet, and the lab&apos;s administrator turned off creating new ones. The course opens without keeping your progress; ask the administrator for a learner profile.</source>
        <translation>There is no learner on this computer yet, and the lab&apos;s administrator turned off creating new ones. The course opens without keeping your progress; ask the administrator for a learner profile.</translation>
    </message>
</context>
<context>
    <name>ui::ProfileListDialog</name>
    <message>
        <source>Switch Learner</source>
        <translation>Switch Learner</translation>
    </message>
    <message>
        <source>Learners on this computer</source>
        <translation>Learners on this computer</translation>
    </message>
    <message>
        <source>&amp;New Learner…</source>
        <translation>&amp;New Learner…</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Rename…</translation>
    </message>
    <message>
        <source>Re&amp;move…</source>
        <translation>Re&amp;move…</translation>
    </message>
    <message>
        <source>Removes the learner from the list; their files are kept in %1.</source>
        <translation>Removes the learner from the list; their files are kept in %1.</translation>
    </message>
    <message>
        <source>&amp;Switch</source>
        <translation>&amp;Switch</translation>
    </message>
    <message>
        <source>%1 (current)</source>
        <translation>%1 (current)</translation>
    </message>
    <message>
        <source>New Learner</source>
        <translation>New Learner</translation>
    </message>
    <message>
        <source>The learner could not be added: %1</source>
        <translation>The learner could not be added: %1</translation>
    </message>
    <message>
        <source>Rename Learner</source>
        <translation>Rename Learner</translation>
    </message>
    <message>
        <source>The learner could not be renamed: %1</source>
        <translation>The learner could not be renamed: %1</translation>
    </message>
    <message>
        <source>Remove Learner</source>
        <translation>Remove Learner</translation>
    </message>
    <message>
        <source>Remove %1 from the list of learners? Their progress is not deleted: it is moved to %2, from where it can be restored by hand.</source>
        <translation>Remove %1 from the list of learners? Their progress is not deleted: it is moved to %2, from where it can be restored by hand.</translation>
    </message>
    <message>
        <source>The learner could not be removed: %1</source>
        <translation>The learner could not be removed: %1</translation>
    </message>
    <message>
        <source>Could not switch learners: %1</source>
        <translation>Could not switch learners: %1</translation>
    </message>
    <message>
        <source>Learner id: %1</source>
        <translation>Learner id: %1</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>Learner</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Use it as: attention-lab exercise EXERCISE --learner %1</source>
        <translation>Use it as: attention-lab exercise EXERCISE --learner %1</translation>
    </message>
    <message>
        <source>New learners are turned off on this computer by the lab&apos;s administrator: choose one of the learners above.</source>
        <translation>New learners are turned off on this computer by the lab&apos;s administrator: choose one of the learners above.</translation>
    </message>
</context>
<context>
    <name>ui::ProgressOverview</name>
    <message>
        <source>Your progress by lesson</source>
        <translation>Your progress by lesson</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Your progress&lt;/h2&gt;&lt;p&gt;For every lesson: the pages you have read, the credit your exercises have earned so far (each exercise is worth at most 1), and what is still to do. Open a lesson from the sidebar to carry on.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Your progress&lt;/h2&gt;&lt;p&gt;For every lesson: the pages you have read, the credit your exercises have earned so far (each exercise is worth at most 1), and what is still to do. Open a lesson from the sidebar to carry on.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ui::ProgressOverviewModel</name>
    <message>
        <source>%1 (cannot be loaded)</source>
        <translation>%1 (cannot be loaded)</translation>
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
            <numerusform>%n exercise</numerusform>
            <numerusform>%n exercises</numerusform>
        </translation>
    </message>
    <message>
        <source>Done ✓</source>
        <translation>Done ✓</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>This lesson has no exercises.</source>
        <translation>This lesson has no exercises.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n exercise(s) finished; each is worth 1 point, less for hints.</source>
        <translation>
            <numerusform>%1 of %n exercise finished; each is worth 1 point, less for hints.</numerusform>
            <numerusform>%1 of %n exercises finished; each is worth 1 point, less for hints.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pages to read: %1</source>
        <translation>Pages to read: %1</translation>
    </message>
    <message>
        <source>Exercises to finish: %1</source>
        <translation>Exercises to finish: %1</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lesson</translation>
    </message>
    <message>
        <source>Pages read</source>
        <translation>Pages read</translation>
    </message>
    <message>
        <source>Exercise score</source>
        <translation>Exercise score</translation>
    </message>
    <message>
        <source>Still to do</source>
        <translation>Still to do</translation>
    </message>
</context>
<context>
    <name>ui::ProjectionPanel</name>
    <message>
        <source>Which word asks</source>
        <translation>Which word asks</translation>
    </message>
    <message>
        <source>&amp;Which word asks?</source>
        <translation>&amp;Which word asks?</translation>
    </message>
    <message>
        <source>&amp;Reset matrices</source>
        <translation>&amp;Reset matrices</translation>
    </message>
    <message>
        <source>Reset matrices</source>
        <translation>Reset matrices</translation>
    </message>
    <message>
        <source>Each word&apos;s input, key, value, score, weight and share</source>
        <translation>Each word&apos;s input, key, value, score, weight and share</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Word</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Output</translation>
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
        <translation>W_q: query</translation>
    </message>
    <message>
        <source>W_q</source>
        <translation>W_q</translation>
    </message>
    <message>
        <source>Changing W_q changes what a word looks for.</source>
        <translation>Changing W_q changes what a word looks for.</translation>
    </message>
    <message>
        <source>W_k: key</source>
        <translation>W_k: key</translation>
    </message>
    <message>
        <source>W_k</source>
        <translation>W_k</translation>
    </message>
    <message>
        <source>Changing W_k changes what a word is found by.</source>
        <translation>Changing W_k changes what a word is found by.</translation>
    </message>
    <message>
        <source>W_v: value</source>
        <translation>W_v: value</translation>
    </message>
    <message>
        <source>W_v</source>
        <translation>W_v</translation>
    </message>
    <message>
        <source>Changing W_v changes what a word hands over, not who gets the weight.</source>
        <translation>Changing W_v changes what a word hands over, not who gets the weight.</translation>
    </message>
    <message>
        <source>v =</source>
        <translation>v =</translation>
    </message>
    <message>
        <source>%1 row %2 column %3</source>
        <translation>%1 row %2 column %3</translation>
    </message>
    <message>
        <source>Query of %1: %2</source>
        <translation>Query of %1: %2</translation>
    </message>
    <message>
        <source>%1 (asks)</source>
        <translation>%1 (asks)</translation>
    </message>
    <message>
        <source>The output for %1 is %2</source>
        <translation>The output for %1 is %2</translation>
    </message>
    <message>
        <source>query: —</source>
        <translation>query: —</translation>
    </message>
    <message>
        <source>These numbers cannot be computed: %1</source>
        <translation>These numbers cannot be computed: %1</translation>
    </message>
    <message>
        <source>Input
x</source>
        <translation>Input
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
        <translation>Weight
w</translation>
    </message>
    <message>
        <source>Share
w × v</source>
        <translation>Share
w × v</translation>
    </message>
    <message>
        <source>The word</source>
        <translation>The word</translation>
    </message>
    <message>
        <source>The word&apos;s input vector x</source>
        <translation>The word&apos;s input vector x</translation>
    </message>
    <message>
        <source>Score: the query dotted with the key, q·k</source>
        <translation>Score: the query dotted with the key, q·k</translation>
    </message>
    <message>
        <source>Weight: the softmax of the scores</source>
        <translation>Weight: the softmax of the scores</translation>
    </message>
    <message>
        <source>Share of the output: weight × value</source>
        <translation>Share of the output: weight × value</translation>
    </message>
    <message>
        <source>&lt;b&gt;Where queries, keys and values come from.&lt;/b&gt; Each word starts as a small vector x. Three matrices turn it into a &lt;i&gt;query&lt;/i&gt; q = W_q x, a &lt;i&gt;key&lt;/i&gt; k = W_k x and a &lt;i&gt;value&lt;/i&gt; v = W_v x. The word that asks compares its query with every key; the softmax of those scores gives the weights, and the output is the weighted average of the values. Edit a matrix and see what changes.</source>
        <translation>&lt;b&gt;Where queries, keys and values come from.&lt;/b&gt; Each word starts as a small vector x. Three matrices turn it into a &lt;i&gt;query&lt;/i&gt; q = W_q x, a &lt;i&gt;key&lt;/i&gt; k = W_k x and a &lt;i&gt;value&lt;/i&gt; v = W_v x. The word that asks compares its query with every key; the softmax of those scores gives the weights, and the output is the weighted average of the values. Edit a matrix and see what changes.</translation>
    </message>
    <message>
        <source>Key
k = W_k x</source>
        <translation>Key
k = W_k x</translation>
    </message>
    <message>
        <source>Its key k = W_k x</source>
        <translation>Its key k = W_k x</translation>
    </message>
    <message>
        <source>Its value v = W_v x</source>
        <translation>Its value v = W_v x</translation>
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
        <translation>query q = W_q x(%1) = &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>&lt;p&gt;output for “%1” = Σ wᵢ × vᵢ = &lt;b&gt;%3&lt;/b&gt; (≈ %2)&lt;/p&gt;</source>
        <translation>&lt;p&gt;output for “%1” = Σ wᵢ × vᵢ = &lt;b&gt;%3&lt;/b&gt; (≈ %2)&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ui::QueryCanvas</name>
    <message>
        <source>Query and keys plane</source>
        <translation>Query and keys plane</translation>
    </message>
    <message>
        <source>Key %1: score q·k = %2, weight %3%.</source>
        <translation>Key %1: score q·k = %2, weight %3%.</translation>
    </message>
    <message>
        <source>query q</source>
        <translation>query q</translation>
    </message>
    <message>
        <source>%1°, length %2</source>
        <translation>%1°, length %2</translation>
    </message>
    <message>
        <source>Drag the red tip to turn and lengthen the query. Mouse wheel: length. Left/Right: turn by 1° (Shift: 15°). Up/Down: length ±0.1 (Page Up/Down: ±1). Keys 1–%1: show the query&apos;s projection on a key.</source>
        <translation>Drag the red tip to turn and lengthen the query. Mouse wheel: length. Left/Right: turn by 1° (Shift: 15°). Up/Down: length ±0.1 (Page Up/Down: ±1). Keys 1–%1: show the query&apos;s projection on a key.</translation>
    </message>
    <message>
        <source>Shift+drag (or Ctrl+drag) a key&apos;s tip to move the key.</source>
        <translation>Shift+drag (or Ctrl+drag) a key&apos;s tip to move the key.</translation>
    </message>
    <message>
        <source>%1 · value %2</source>
        <translation>%1 · value %2</translation>
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
        <translation>Query angle in degrees</translation>
    </message>
    <message>
        <source>Query &amp;angle:</source>
        <translation>Query &amp;angle:</translation>
    </message>
    <message>
        <source>Query angle:</source>
        <translation>Query angle:</translation>
    </message>
    <message>
        <source>Query length</source>
        <translation>Query length</translation>
    </message>
    <message>
        <source>Query &amp;length:</source>
        <translation>Query &amp;length:</translation>
    </message>
    <message>
        <source>Query length:</source>
        <translation>Query length:</translation>
    </message>
</context>
<context>
    <name>ui::RankingEditor</name>
    <message>
        <source>Order the keys by their score, the largest first: select a key and move it with Alt+Up / Alt+Down, the buttons, or by dragging it.</source>
        <translation>Order the keys by their score, the largest first: select a key and move it with Alt+Up / Alt+Down, the buttons, or by dragging it.</translation>
    </message>
    <message>
        <source>Order the keys by their weight, the largest first: select a key and move it with Alt+Up / Alt+Down, the buttons, or by dragging it.</source>
        <translation>Order the keys by their weight, the largest first: select a key and move it with Alt+Up / Alt+Down, the buttons, or by dragging it.</translation>
    </message>
    <message>
        <source>Keys in your order, the largest first</source>
        <translation>Keys in your order, the largest first</translation>
    </message>
    <message>
        <source>Alt+Up and Alt+Down move the selected key.</source>
        <translation>Alt+Up and Alt+Down move the selected key.</translation>
    </message>
    <message>
        <source>Alt+Up and Alt+Down move the selected key; you can also drag it.</source>
        <translation>Alt+Up and Alt+Down move the selected key; you can also drag it.</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Move &amp;up</translation>
    </message>
    <message>
        <source>Alt+Up</source>
        <translation>Alt+Up</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Move &amp;down</translation>
    </message>
    <message>
        <source>Alt+Down</source>
        <translation>Alt+Down</translation>
    </message>
    <message>
        <source>%1.  Key %2</source>
        <translation>%1.  Key %2</translation>
    </message>
    <message>
        <source>Where the query and the keys are:</source>
        <translation>Where the query and the keys are:</translation>
    </message>
</context>
<context>
    <name>ui::ReteachModel</name>
    <message>
        <source>%1 of %2: %3</source>
        <translation>%1 of %2: %3</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Students who got it entirely right</source>
        <translation>Students who got it entirely right</translation>
    </message>
    <message>
        <source>Students who checked at least one answer</source>
        <translation>Students who checked at least one answer</translation>
    </message>
    <message>
        <source>Checks that counted, all students together</source>
        <translation>Checks that counted, all students together</translation>
    </message>
    <message>
        <source>Hints shown, all students together</source>
        <translation>Hints shown, all students together</translation>
    </message>
    <message>
        <source>The mistakes the grader recognised in the students&apos; last answers, most frequent first</source>
        <translation>The mistakes the grader recognised in the students&apos; last answers, most frequent first</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>Exercise</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mean</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Solved</translation>
    </message>
    <message>
        <source>Attempted</source>
        <translation>Attempted</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Checks</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hints</translation>
    </message>
    <message>
        <source>Most frequent mistakes</source>
        <translation>Most frequent mistakes</translation>
    </message>
    <message>
        <source>The class&apos;s mean recomputed score, over the students who handed in (the facility)</source>
        <translation>The class&apos;s mean recomputed score, over the students who handed in (the facility)</translation>
    </message>
    <message>
        <source>How well the exercise tells students apart: the correlation of its score with the rest of each student&apos;s total; below 20% it discriminates poorly, below 0 the strong students did worse here</source>
        <translation>How well the exercise tells students apart: the correlation of its score with the rest of each student&apos;s total; below 20% it discriminates poorly, below 0 the strong students did worse here</translation>
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
        <translation>query length</translation>
    </message>
    <message>
        <source>weight (%)</source>
        <translation>weight (%)</translation>
    </message>
    <message>
        <source>k%1</source>
        <translation>k%1</translation>
    </message>
    <message>
        <source>current length</source>
        <translation>current length</translation>
    </message>
    <message>
        <source>Weight of each key against query length</source>
        <translation>Weight of each key against query length</translation>
    </message>
    <message>
        <source>Query length</source>
        <translation>Query length</translation>
    </message>
    <message>
        <source>Query &amp;length:</source>
        <translation>Query &amp;length:</translation>
    </message>
    <message>
        <source>Entropy of the weights</source>
        <translation>Entropy of the weights</translation>
    </message>
    <message>
        <source>Entropy measures how spread out the weights are: near its maximum the output is a blurry blend of every value, near 0 it is a decisive lookup of a single key.</source>
        <translation>Entropy measures how spread out the weights are: near its maximum the output is a blurry blend of every value, near 0 it is a decisive lookup of a single key.</translation>
    </message>
    <message>
        <source>At length %1: entropy of the weights &lt;b&gt;%2&lt;/b&gt; nats (its maximum is ln %3 = %4). Largest weight: key %5, &lt;b&gt;%6&lt;/b&gt;.</source>
        <translation>At length %1: entropy of the weights &lt;b&gt;%2&lt;/b&gt; nats (its maximum is ln %3 = %4). Largest weight: key %5, &lt;b&gt;%6&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>This length lies beyond the plotted range, 0 to %1.</source>
        <translation>This length lies beyond the plotted range, 0 to %1.</translation>
    </message>
    <message>
        <source>key %1: %2</source>
        <translation>key %1: %2</translation>
    </message>
    <message>
        <source>At length %1: %2</source>
        <translation>At length %1: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;How sharp is the lookup?&lt;/b&gt; Each line is the attention weight one key receives as the query grows longer, pointing at %1°. A short query spreads the weight evenly over the keys; a long one gives nearly all of it to the best-matching key. The vertical line and the dots on it mark the current length.</source>
        <translation>&lt;b&gt;How sharp is the lookup?&lt;/b&gt; Each line is the attention weight one key receives as the query grows longer, pointing at %1°. A short query spreads the weight evenly over the keys; a long one gives nearly all of it to the best-matching key. The vertical line and the dots on it mark the current length.</translation>
    </message>
    <message>
        <source>length %1</source>
        <translation>length %1</translation>
    </message>
</context>
<context>
    <name>ui::StepTableModel</name>
    <message>
        <source>masked</source>
        <translation>masked</translation>
    </message>
    <message>
        <source>not yet computed</source>
        <translation>not yet computed</translation>
    </message>
    <message>
        <source>%1, current step</source>
        <translation>%1, current step</translation>
    </message>
    <message>
        <source>Key %1 is masked: its weight is 0</source>
        <translation>Key %1 is masked: its weight is 0</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Output = Σ wᵢ × vᵢ = %1 %2 %3</source>
        <translation>Output = Σ wᵢ × vᵢ = %1 %2 %3</translation>
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
        <translation>%1 for key %2: %3 × %4 %5 %6</translation>
    </message>
    <message>
        <source>q·k for key %1: %2 %3 %4</source>
        <translation>q·k for key %1: %2 %3 %4</translation>
    </message>
    <message>
        <source>q·k for key %1: %2 × (%3) %4 %5</source>
        <translation>q·k for key %1: %2 × (%3) %4 %5</translation>
    </message>
    <message>
        <source>score − max for key %1: %2 − %3 %4 %5</source>
        <translation>score − max for key %1: %2 − %3 %4 %5</translation>
    </message>
    <message>
        <source>exp(score − max) for key %1: exp(%2) %3 %4</source>
        <translation>exp(score − max) for key %1: exp(%2) %3 %4</translation>
    </message>
    <message>
        <source>Weight of key %1: %2 ÷ %3 (Σ exp, last row) %4 %5</source>
        <translation>Weight of key %1: %2 ÷ %3 (Σ exp, last row) %4 %5</translation>
    </message>
    <message>
        <source>wᵢ × vᵢ for key %1: %2 × %3 %4 %5</source>
        <translation>wᵢ × vᵢ for key %1: %2 × %3 %4 %5</translation>
    </message>
</context>
<context>
    <name>ui::StepTablePanel</name>
    <message>
        <source>Dot products of the query with each key</source>
        <translation>Dot products of the query with each key</translation>
    </message>
    <message>
        <source>Softmax of the scores, step by step</source>
        <translation>Softmax of the scores, step by step</translation>
    </message>
    <message>
        <source>Weighted sum of the values, step by step</source>
        <translation>Weighted sum of the values, step by step</translation>
    </message>
    <message>
        <source>N or Ctrl+Right computes the next cell, P or Ctrl+Left goes back one step.</source>
        <translation>N or Ctrl+Right computes the next cell, P or Ctrl+Left goes back one step.</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Current step</translation>
    </message>
    <message>
        <source>Output compared with an average and a dictionary</source>
        <translation>Output compared with an average and a dictionary</translation>
    </message>
    <message>
        <source>Press &lt;i&gt;Next step&lt;/i&gt; (Alt+N, or N in the table) to compute the next cell and &lt;i&gt;Previous step&lt;/i&gt; (Alt+P, or P) to go back. “?” marks a cell not computed yet, ▶ the cell just computed.</source>
        <translation>Press &lt;i&gt;Next step&lt;/i&gt; (Alt+N, or N in the table) to compute the next cell and &lt;i&gt;Previous step&lt;/i&gt; (Alt+P, or P) to go back. “?” marks a cell not computed yet, ▶ the cell just computed.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scores.&lt;/b&gt; Each score is the dot product of the query with a key: q·kᵢ = q_x·k_x + q_y·k_y. The more a key points the way the query does, the higher its score. Drag the query (red) on the plane and the table follows.</source>
        <translation>&lt;b&gt;Scores.&lt;/b&gt; Each score is the dot product of the query with a key: q·kᵢ = q_x·k_x + q_y·k_y. The more a key points the way the query does, the higher its score. Drag the query (red) on the plane and the table follows.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Softmax.&lt;/b&gt; The scores become weights: subtract the largest score, take the exponential, and divide each exponential by their sum Σ (last row).</source>
        <translation>&lt;b&gt;Softmax.&lt;/b&gt; The scores become weights: subtract the largest score, take the exponential, and divide each exponential by their sum Σ (last row).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Weighted sum.&lt;/b&gt; The answer is a blend of the values: each value is multiplied by its key&apos;s weight, and the products are added up, o = Σ wᵢ × vᵢ (last row).</source>
        <translation>&lt;b&gt;Weighted sum.&lt;/b&gt; The answer is a blend of the values: each value is multiplied by its key&apos;s weight, and the products are added up, o = Σ wᵢ × vᵢ (last row).</translation>
    </message>
    <message>
        <source>&amp;Previous step</source>
        <translation>&amp;Previous step</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Previous step</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>&amp;Next step</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Next step</translation>
    </message>
    <message>
        <source>Show &amp;all</source>
        <translation>Show &amp;all</translation>
    </message>
    <message>
        <source>Show all steps</source>
        <translation>Show all steps</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Reset</translation>
    </message>
    <message>
        <source>Reset the steps</source>
        <translation>Reset the steps</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>k%1</source>
        <translation>k%1</translation>
    </message>
    <message>
        <source>Sum of the weights</source>
        <translation>Sum of the weights</translation>
    </message>
    <message>
        <source>Why the largest score is subtracted</source>
        <translation>Why the largest score is subtracted</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why subtract the max?&lt;/b&gt; For scores %1, %2 and %3, exp(%1) is %4 in double precision: it overflows, and ∞ ÷ ∞ is not a number. Subtracting the largest score first keeps every exponent at 0 or below, and the weights come out the same: %5.</source>
        <translation>&lt;b&gt;Why subtract the max?&lt;/b&gt; For scores %1, %2 and %3, exp(%1) is %4 in double precision: it overflows, and ∞ ÷ ∞ is not a number. Subtracting the largest score first keeps every exponent at 0 or below, and the weights come out the same: %5.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Step %1 of %2</translation>
    </message>
    <message>
        <source>The weights are never negative and add up to %1.</source>
        <translation>The weights are never negative and add up to %1.</translation>
    </message>
    <message>
        <source>the value %1 of key %2</source>
        <translation>the value %1 of key %2</translation>
    </message>
    <message>
        <source>KeyError (no key equals the query)</source>
        <translation>KeyError (no key equals the query)</translation>
    </message>
    <message>
        <source>Attention&apos;s output: %1</source>
        <translation>Attention&apos;s output: %1</translation>
    </message>
    <message>
        <source>Plain average of the values (every weight equal): %1</source>
        <translation>Plain average of the values (every weight equal): %1</translation>
    </message>
    <message>
        <source>A dictionary asked for this exact query: %1</source>
        <translation>A dictionary asked for this exact query: %1</translation>
    </message>
    <message>
        <source>Hard lookup (all weight on key %1, the best match): %2</source>
        <translation>Hard lookup (all weight on key %1, the best match): %2</translation>
    </message>
    <message>
        <source>Nothing computed yet: press Next step.</source>
        <translation>Nothing computed yet: press Next step.</translation>
    </message>
    <message>
        <source>About the bars</source>
        <translation>About the bars</translation>
    </message>
    <message>
        <source>A bar appears once its weight is computed (column Weight wᵢ).</source>
        <translation>A bar appears once its weight is computed (column Weight wᵢ).</translation>
    </message>
    <message>
        <source>Attention&apos;s output: ? (press Next step until the Σ row)</source>
        <translation>Attention&apos;s output: ? (press Next step until the Σ row)</translation>
    </message>
</context>
<context>
    <name>ui::TableEditor</name>
    <message>
        <source>Fill in the columns marked ✎: type a number and press Enter. Tab moves to the next cell to fill.</source>
        <translation>Fill in the columns marked ✎: type a number and press Enter. Tab moves to the next cell to fill.</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Your table</translation>
    </message>
    <message>
        <source>Tab moves to the next cell to fill; typing or F2 edits a cell.</source>
        <translation>Tab moves to the next cell to fill; typing or F2 edits a cell.</translation>
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
        <translation>✗ Not quite</translation>
    </message>
    <message>
        <source>✗ Not quite: %1</source>
        <translation>✗ Not quite: %1</translation>
    </message>
    <message>
        <source>↪ Computed correctly from your earlier cell</source>
        <translation>↪ Computed correctly from your earlier cell</translation>
    </message>
    <message>
        <source>? Not a number</source>
        <translation>? Not a number</translation>
    </message>
    <message>
        <source>Not filled in</source>
        <translation>Not filled in</translation>
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
        <translation>This exercise is answered on the workshop, which is not available here.</translation>
    </message>
    <message>
        <source>Move the query (red) on the plane, by dragging its tip or with the arrow keys, then check.</source>
        <translation>Move the query (red) on the plane, by dragging its tip or with the arrow keys, then check.</translation>
    </message>
    <message>
        <source>k%1 (%2)</source>
        <translation>k%1 (%2)</translation>
    </message>
    <message>
        <source>Current query</source>
        <translation>Current query</translation>
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
        <translation>Weight w</translation>
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
        <translation>Keys after training</translation>
    </message>
</context>
<context>
    <name>ui::TrainingPanel</name>
    <message>
        <source>Each token looks at the next (successor)</source>
        <translation>Each token looks at the next (successor)</translation>
    </message>
    <message>
        <source>&quot;it&quot; looks at &quot;cat&quot; (it-cat)</source>
        <translation>&quot;it&quot; looks at &quot;cat&quot; (it-cat)</translation>
    </message>
    <message>
        <source>Two tokens want one key (shared-key)</source>
        <translation>Two tokens want one key (shared-key)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Play</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Reset</translation>
    </message>
    <message>
        <source>Seed of the starting matrices</source>
        <translation>Seed of the starting matrices</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Learning rate</translation>
    </message>
    <message>
        <source>Train step after step until the loss is small or %1 steps are done</source>
        <translation>Train step after step until the loss is small or %1 steps are done</translation>
    </message>
    <message>
        <source>One step of gradient descent</source>
        <translation>One step of gradient descent</translation>
    </message>
    <message>
        <source>Back to the matrices the seed draws</source>
        <translation>Back to the matrices the seed draws</translation>
    </message>
    <message>
        <source>Each token&apos;s query q = W_q x is a solid arrow, its key k = W_k x a dashed one. Every step nudges W_q and W_k so that each query points more at its target&apos;s key: the loss falls.</source>
        <translation>Each token&apos;s query q = W_q x is a solid arrow, its key k = W_k x a dashed one. Every step nudges W_q and W_k so that each query points more at its target&apos;s key: the loss falls.</translation>
    </message>
    <message>
        <source>Learning r&amp;ate:</source>
        <translation>Learning r&amp;ate:</translation>
    </message>
    <message>
        <source>Each token&apos;s attention weights: rows ask, columns are attended to</source>
        <translation>Each token&apos;s attention weights: rows ask, columns are attended to</translation>
    </message>
    <message>
        <source>Loss after each step</source>
        <translation>Loss after each step</translation>
    </message>
    <message>
        <source>step</source>
        <translation>step</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>loss</translation>
    </message>
    <message>
        <source>Training so far</source>
        <translation>Training so far</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Step %1 · loss %2 (it started at %3) · %4 of %5 tokens look hardest at their target</source>
        <translation>Step %1 · loss %2 (it started at %3) · %4 of %5 tokens look hardest at their target</translation>
    </message>
    <message>
        <source>· learned: press Reset or change the seed to train again.</source>
        <translation>· learned: press Reset or change the seed to train again.</translation>
    </message>
    <message>
        <source>· stopped: too many steps, or a learning rate so large that the numbers overflow.</source>
        <translation>· stopped: too many steps, or a learning rate so large that the numbers overflow.</translation>
    </message>
    <message>
        <source>%1 → %2: %3, its target</source>
        <translation>%1 → %2: %3, its target</translation>
    </message>
    <message>
        <source>%1 → %2: %3</source>
        <translation>%1 → %2: %3</translation>
    </message>
    <message>
        <source>St&amp;ep</source>
        <translation>St&amp;ep</translation>
    </message>
    <message>
        <source>Ta&amp;sk:</source>
        <translation>Ta&amp;sk:</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>See&amp;d:</translation>
    </message>
</context>
<context>
    <name>ui::TrainingPlane</name>
    <message>
        <source>Queries and keys on the plane</source>
        <translation>Queries and keys on the plane</translation>
    </message>
    <message>
        <source>%1: query %2°, length %3; key %4°, length %5</source>
        <translation>%1: query %2°, length %3; key %4°, length %5</translation>
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
        <translation>%1: key %2°, length %3</translation>
    </message>
</context>
<context>
    <name>ui::WeightChart</name>
    <message>
        <source>Attention weight</source>
        <translation>Attention weight</translation>
    </message>
    <message>
        <source>Attention weights chart</source>
        <translation>Attention weights chart</translation>
    </message>
    <message>
        <source>key %1: %2%</source>
        <translation>key %1: %2%</translation>
    </message>
    <message>
        <source>Attention weights (%)</source>
        <translation>Attention weights (%)</translation>
    </message>
    <message>
        <source>key %1: not computed yet</source>
        <translation>key %1: not computed yet</translation>
    </message>
</context>
<context>
    <name>ui::WorksheetDialog</name>
    <message>
        <source>Print Worksheets</source>
        <translation>Print Worksheets</translation>
    </message>
    <message>
        <source>A lab session file (.attnlab)</source>
        <translation>A lab session file (.attnlab)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Browse…</translation>
    </message>
    <message>
        <source>Optional: the session&apos;s own roster</source>
        <translation>Optional: the session&apos;s own roster</translation>
    </message>
    <message>
        <source>Without a roster: this many numbered copies (copy-01, copy-02, …), each with its own numbers.</source>
        <translation>Without a roster: this many numbered copies (copy-01, copy-02, …), each with its own numbers.</translation>
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
        <translation>Print… sends the answer key, not the worksheets</translation>
    </message>
    <message>
        <source>&amp;Lab session:</source>
        <translation>&amp;Lab session:</translation>
    </message>
    <message>
        <source>&amp;Class list:</source>
        <translation>&amp;Class list:</translation>
    </message>
    <message>
        <source>C&amp;opies without a roster:</source>
        <translation>C&amp;opies without a roster:</translation>
    </message>
    <message>
        <source>Page si&amp;ze:</source>
        <translation>Page si&amp;ze:</translation>
    </message>
    <message>
        <source>&amp;Worksheets PDF:</source>
        <translation>&amp;Worksheets PDF:</translation>
    </message>
    <message>
        <source>&amp;Answer key PDF:</source>
        <translation>&amp;Answer key PDF:</translation>
    </message>
    <message>
        <source>&amp;Save PDF</source>
        <translation>&amp;Save PDF</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <source>Choose a lab session.</source>
        <translation>Choose a lab session.</translation>
    </message>
    <message>
        <source>The lab session cannot be read: %1</source>
        <translation>The lab session cannot be read: %1</translation>
    </message>
    <message>
        <source>The class list cannot be used: %1</source>
        <translation>The class list cannot be used: %1</translation>
    </message>
    <message numerus="yes">
        <source> %n line(s) of the class list were left out.</source>
        <translation>
            <numerusform> %n line of the class list were left out.</numerusform>
            <numerusform> %n lines of the class list were left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1”: %n worksheet(s), one per student.</source>
        <translation>
            <numerusform>“%1”: %n worksheet, one per student.</numerusform>
            <numerusform>“%1”: %n worksheets, one per student.</numerusform>
        </translation>
    </message>
    <message>
        <source>-worksheets</source>
        <translation>-worksheets</translation>
    </message>
    <message>
        <source>-answer-key</source>
        <translation>-answer-key</translation>
    </message>
    <message>
        <source>Choose where the worksheets go.</source>
        <translation>Choose where the worksheets go.</translation>
    </message>
    <message>
        <source>Writing the worksheets…</source>
        <translation>Writing the worksheets…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Cancelled: no file was written.</source>
        <translation>Cancelled: no file was written.</translation>
    </message>
    <message>
        <source>Nothing was written: %1</source>
        <translation>Nothing was written: %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n worksheet(s), %1 pages, to %2.</source>
        <translation>
            <numerusform>Wrote %n worksheet, %1 pages, to %2.</numerusform>
            <numerusform>Wrote %n worksheets, %1 pages, to %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer key, %1 pages, is in %2.</source>
        <translation>The answer key, %1 pages, is in %2.</translation>
    </message>
    <message>
        <source>Print the Answer Key</source>
        <translation>Print the Answer Key</translation>
    </message>
    <message>
        <source>Print the Worksheets</source>
        <translation>Print the Worksheets</translation>
    </message>
    <message>
        <source>Printing…</source>
        <translation>Printing…</translation>
    </message>
    <message>
        <source>The worksheets could not be printed: %1</source>
        <translation>The worksheets could not be printed: %1</translation>
    </message>
    <message>
        <source>Choose the Lab Session</source>
        <translation>Choose the Lab Session</translation>
    </message>
    <message>
        <source>Lab sessions (*.attnlab);;All files (*)</source>
        <translation>Lab sessions (*.attnlab);;All files (*)</translation>
    </message>
    <message>
        <source>Choose a Class List</source>
        <translation>Choose a Class List</translation>
    </message>
    <message>
        <source>Class lists (*.csv);;All files (*)</source>
        <translation>Class lists (*.csv);;All files (*)</translation>
    </message>
    <message>
        <source>Save the Worksheets</source>
        <translation>Save the Worksheets</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>Save the Answer Key</source>
        <translation>Save the Answer Key</translation>
    </message>
    <message>
        <source>Lab session file</source>
        <translation>Lab session file</translation>
    </message>
    <message>
        <source>Class list file</source>
        <translation>Class list file</translation>
    </message>
    <message>
        <source>Worksheets PDF file</source>
        <translation>Worksheets PDF file</translation>
    </message>
    <message>
        <source>Answer key PDF file</source>
        <translation>Answer key PDF file</translation>
    </message>
    <message>
        <source>The lab&apos;s administrator turned answer keys off on this computer.</source>
        <translation>The lab&apos;s administrator turned answer keys off on this computer.</translation>
    </message>
    <message>
        <source>Turned off by the lab&apos;s administrator</source>
        <translation>Turned off by the lab&apos;s administrator</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warning: %1</translation>
    </message>
    <message>
        <source>Answer grid PDF file</source>
        <translation>Answer grid PDF file</translation>
    </message>
    <message>
        <source>Optional: every student&apos;s answers on one table</source>
        <translation>Optional: every student&apos;s answers on one table</translation>
    </message>
    <message>
        <source>Answer &amp;grid PDF:</source>
        <translation>Answer &amp;grid PDF:</translation>
    </message>
    <message>
        <source>Nothing was written: the answer grid and the worksheets cannot be the same file.</source>
        <translation>Nothing was written: the answer grid and the worksheets cannot be the same file.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the answer grid, %n page(s), to %1.</source>
        <translation>
            <numerusform>Wrote the answer grid, %n page, to %1.</numerusform>
            <numerusform>Wrote the answer grid, %n pages, to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer grid was not written: %1</source>
        <translation>The answer grid was not written: %1</translation>
    </message>
    <message numerus="yes">
        <source>The answer grid, %n page(s), is in %1.</source>
        <translation>
            <numerusform>The answer grid, %n page, is in %1.</numerusform>
            <numerusform>The answer grid, %n pages, is in %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the Answer Grid</source>
        <translation>Save the Answer Grid</translation>
    </message>
    <message>
        <source>This session prints its answer keys only on a computer whose lab defaults allow them (allowAnswerKeys=true), as the teacher&apos;s does.</source>
        <translation>This session prints its answer keys only on a computer whose lab defaults allow them (allowAnswerKeys=true), as the teacher&apos;s does.</translation>
    </message>
    <message>
        <source>Not on this computer: the session keeps its keys to the teacher&apos;s</source>
        <translation>Not on this computer: the session keeps its keys to the teacher&apos;s</translation>
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
        <translation>Output</translation>
    </message>
    <message>
        <source>output = Σ w&lt;sub&gt;i&lt;/sub&gt;·v&lt;sub&gt;i&lt;/sub&gt; = &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>output = Σ w&lt;sub&gt;i&lt;/sub&gt;·v&lt;sub&gt;i&lt;/sub&gt; = &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Drag the red tip of the query, focus the plane and use the arrow keys, or type the query&apos;s angle and length below it. The bars show each key&apos;s &lt;a href=&quot;glossary:attention-weights&quot;&gt;attention weight&lt;/a&gt;. These are always the plate&apos;s five keys, even if you changed the keys in the free workshop.</source>
        <translation>Drag the red tip of the query, focus the plane and use the arrow keys, or type the query&apos;s angle and length below it. The bars show each key&apos;s &lt;a href=&quot;glossary:attention-weights&quot;&gt;attention weight&lt;/a&gt;. These are always the plate&apos;s five keys, even if you changed the keys in the free workshop.</translation>
    </message>
</context>
<context>
    <name>ui::WorkshopView</name>
    <message>
        <source>Output</source>
        <translation>Output</translation>
    </message>
    <message>
        <source>Scores, weights and contributions per key</source>
        <translation>Scores, weights and contributions per key</translation>
    </message>
    <message>
        <source>What the plate says</source>
        <translation>What the plate says</translation>
    </message>
    <message>
        <source>&lt;b&gt;Workshop.&lt;/b&gt; Five keys (blue) and a query (red). Each key receives an attention weight from how well it matches the query; the output is the weighted average of the values 10 to 50. Turn the query, or lengthen it to sharpen the lookup.</source>
        <translation>&lt;b&gt;Workshop.&lt;/b&gt; Five keys (blue) and a query (red). Each key receives an attention weight from how well it matches the query; the output is the weighted average of the values 10 to 50. Turn the query, or lengthen it to sharpen the lookup.</translation>
    </message>
    <message>
        <source>Replay the plate</source>
        <translation>Replay the plate</translation>
    </message>
    <message>
        <source>Plate default (%1°, %2)</source>
        <translation>Plate default (%1°, %2)</translation>
    </message>
    <message>
        <source>Lengthen to %1</source>
        <translation>Lengthen to %1</translation>
    </message>
    <message>
        <source>Shorten to %1</source>
        <translation>Shorten to %1</translation>
    </message>
    <message>
        <source>Point at key %1</source>
        <translation>Point at key %1</translation>
    </message>
    <message>
        <source>With the query pointing at %1°, key %2 gets the largest weight, %3, and the output %4 is mostly its value %5 with some of the others mixed in.</source>
        <translation>With the query pointing at %1°, key %2 gets the largest weight, %3, and the output %4 is mostly its value %5 with some of the others mixed in.</translation>
    </message>
    <message>
        <source>Lengthen the query to %1 and the dot products spread apart, so the softmax concentrates: the largest weight rises to %2.</source>
        <translation>Lengthen the query to %1 and the dot products spread apart, so the softmax concentrates: the largest weight rises to %2.</translation>
    </message>
    <message>
        <source>Shorten it to %1 and every key gets about a fifth (%2 at most): the output %3 is close to the plain average, %4.</source>
        <translation>Shorten it to %1 and every key gets about a fifth (%2 at most): the output %3 is close to the plain average, %4.</translation>
    </message>
    <message>
        <source>Pointed straight at key %1, the query gives it %2 of the weight: the output %3 is nearly its value %4.</source>
        <translation>Pointed straight at key %1, the query gives it %2 of the weight: the output %3 is nearly its value %4.</translation>
    </message>
    <message>
        <source>Key %1 receives the most weight, %2. Lengthen the query to sharpen the lookup, shorten it to blur it towards the plain average.</source>
        <translation>Key %1 receives the most weight, %2. Lengthen the query to sharpen the lookup, shorten it to blur it towards the plain average.</translation>
    </message>
    <message>
        <source>About the workshop</source>
        <translation>About the workshop</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Workshop, with keys of your own.&lt;/b&gt; %1 keys (blue) and a query (red). Each key receives an attention weight from how well it matches the query; the output is the weighted average of their values. Workshop ▸ Edit Keys… changes them; Reset there returns to the plate&apos;s five.</source>
        <translation>&lt;b&gt;Workshop, with keys of your own.&lt;/b&gt; %1 keys (blue) and a query (red). Each key receives an attention weight from how well it matches the query; the output is the weighted average of their values. Workshop ▸ Edit Keys… changes them; Reset there returns to the plate&apos;s five.</translation>
    </message>
    <message>
        <source>Point at %1</source>
        <translation>Point at %1</translation>
    </message>
    <message>
        <source>Shorten it to %1 and the keys get nearly equal shares (%2 at most): the output %3 is close to the plain average, %4.</source>
        <translation>Shorten it to %1 and the keys get nearly equal shares (%2 at most): the output %3 is close to the plain average, %4.</translation>
    </message>
    <message>
        <source>Pointed straight at %1, the query gives it %2 of the weight; the output is %3 (its value is %4).</source>
        <translation>Pointed straight at %1, the query gives it %2 of the weight; the output is %3 (its value is %4).</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Workshop</translation>
    </message>
</context>
<context>
    <name>ui::WriteFeedbackDialog</name>
    <message>
        <source>Write Feedback</source>
        <translation>Write Feedback</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Browse…</translation>
    </message>
    <message>
        <source>Folder for the Feedback Files</source>
        <translation>Folder for the Feedback Files</translation>
    </message>
    <message>
        <source>Optional: a comment for the whole class</source>
        <translation>Optional: a comment for the whole class</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Folder:</translation>
    </message>
    <message>
        <source>&amp;Comment:</source>
        <translation>&amp;Comment:</translation>
    </message>
    <message>
        <source>&amp;Write Feedback</source>
        <translation>&amp;Write Feedback</translation>
    </message>
    <message>
        <source>At most %1 characters.</source>
        <translation>At most %1 characters.</translation>
    </message>
    <message>
        <source>One feedback file is written for every student who handed in: their marks recomputed from their answers, each table cell marked, the mistakes the grader recognised and your comments. Students open it with File ▸ Open Feedback….</source>
        <translation>One feedback file is written for every student who handed in: their marks recomputed from their answers, each table cell marked, the mistakes the grader recognised and your comments. Students open it with File ▸ Open Feedback….</translation>
    </message>
    <message>
        <source>Students who get feedback</source>
        <translation>Students who get feedback</translation>
    </message>
    <message>
        <source>Choose a student to write a comment to them alone; ✎ marks those with one.</source>
        <translation>Choose a student to write a comment to them alone; ✎ marks those with one.</translation>
    </message>
    <message>
        <source>Nobody has handed in yet: there is no student to write to.</source>
        <translation>Nobody has handed in yet: there is no student to write to.</translation>
    </message>
    <message>
        <source>&amp;Students (a comment of their own, as well as the class&apos;s):</source>
        <translation>&amp;Students (a comment of their own, as well as the class&apos;s):</translation>
    </message>
    <message>
        <source>Comment to %1 &amp;alone:</source>
        <translation>Comment to %1 &amp;alone:</translation>
    </message>
    <message>
        <source>Optional: a comment only %1 reads</source>
        <translation>Optional: a comment only %1 reads</translation>
    </message>
    <message>
        <source>Comment to %1</source>
        <translation>Comment to %1</translation>
    </message>
    <message>
        <source>Comment to the student</source>
        <translation>Comment to the student</translation>
    </message>
    <message>
        <source>has a comment of their own</source>
        <translation>has a comment of their own</translation>
    </message>
</context>
</TS>
