<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Cli</name>
    <message>
        <source>Attention Lab: a course on attention as a soft dictionary lookup.

Without a command, opens the course.

Commands:
  compute   Print the step-by-step trace of one attention lookup.
            Run &apos;attention-lab compute --help&apos; for its options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--keys: &apos;%1&apos; is not DEG:LEN (an angle in degrees and a length)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the step-by-step trace of one attention lookup: the dot products with their terms, the softmax, the weighted sum and the output. Omitted options take the plate&apos;s layout (five keys, values 10…50) and its default query (40°, length 1.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query angle in degrees.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys in polar form: &quot;DEG:LEN,DEG:LEN,...&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KEYS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys in Cartesian form: &quot;X,Y;X,Y;...&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One value per key: &quot;V1,V2,...&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VALUES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiply the scores by 1/√d (plate IV.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute: unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute: give either --keys or --keys-xy, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute: %1 keys but %2 values; give one value per key (--values)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional: compute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[command]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the main window offscreen to a PNG file and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start with the query at this angle in degrees.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start with a query of this length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour scheme: system, light or dark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SCHEME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>--length: %1 is outside 0 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--screenshot: cannot write &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; try --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--theme: &apos;%1&apos; is not system, light or dark</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TraceFormat</name>
    <message>
        <source>Query q = %1   (angle %2°, length %3)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale factor 1/√d = %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 1 · Scores: sᵢ = q·kᵢ = Σ q_d·k_d
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 2 · Softmax: wᵢ = exp(sᵢ − max) / Σⱼ exp(sⱼ − max), max = %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s − max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>masked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Σ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Masked keys get weight 0.

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 3 · Weighted sum: output = Σ wᵢ·vᵢ
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight × value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output = %1   (largest weight: key %2 with %3; plain average of the values: %4)
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>course::WorkshopModel</name>
    <message>
        <source>Query at %1°, length %2; key %3 receives the most weight, %4%; output %5.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::MainWindow</name>
    <message>
        <source>Attention Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Course contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workshop (free play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plate&apos;s five keys and a query you can turn and lengthen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Course</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Sidebar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colour Scheme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset Query to the Plate Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus the &amp;Plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Attention Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Attention Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;A course on attention as a soft dictionary lookup, after Vol. IV, Plate 2: Queries, Keys and Values.&lt;/p&gt;&lt;p&gt;Compare a query with every key, softmax the scores, and average the values with those weights.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::QueryCanvas</name>
    <message>
        <source>Query and keys plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the red tip to turn and lengthen the query. Mouse wheel: length. Left/Right: turn by 1° (Shift: 15°). Up/Down: length ±0.1 (Page Up/Down: ±1). Keys 1–5: show the query&apos;s projection on a key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key %1: score q·k = %2, weight %3%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>q·k%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k%1 · value %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1°, length %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::TraceTableModel</name>
    <message>
        <source>k%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value v</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score q·k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight w</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>w × v</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::WeightChart</name>
    <message>
        <source>Attention weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention weight each key receives (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention weights chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key %1: %2%</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::WorkshopView</name>
    <message>
        <source>k%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores, weights and contributions per key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the plate says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Workshop.&lt;/b&gt; Five keys (blue) and a query (red). Each key receives an attention weight from how well it matches the query; the output is the weighted average of the values 10 to 50. Turn the query, or lengthen it to sharpen the lookup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query angle in degrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query &amp;angle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query &amp;length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the plate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plate default (%1°, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lengthen to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shorten to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point at key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the query pointing at %1°, key %2 gets the largest weight, %3, and the output %4 is mostly its value %5 with some of the others mixed in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lengthen the query to %1 and the dot products spread apart, so the softmax concentrates: the largest weight rises to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shorten it to %1 and every key gets about a fifth (%2 at most): the output %3 is close to the plain average, %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pointed straight at key %1, the query gives it %2 of the weight: the output %3 is nearly its value %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key %1 receives the most weight, %2. Lengthen the query to sharpen the lookup, shorten it to blur it towards the plain average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p style=&apos;font-size:large&apos;&gt;output = Σ w&lt;sub&gt;i&lt;/sub&gt;·v&lt;sub&gt;i&lt;/sub&gt; = &lt;b&gt;%1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;= %2&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output is %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
