<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Grading</name>
    <message numerus="yes">
        <source>%n correct option(s) not chosen.</source>
        <translation type="vanished">
            <numerusform>%n correct option not chosen.</numerusform>
            <numerusform>%n correct options not chosen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message numerus="yes">
        <source>%n attempt(s).</source>
        <translation type="vanished">
            <numerusform>%n attempt.</numerusform>
            <numerusform>%n attempts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s); each one you reveal costs %1% of the credit.</source>
        <translation type="vanished">
            <numerusform>%n hint; each one you reveal costs %1% of the credit.</numerusform>
            <numerusform>%n hints; each one you reveal costs %1% of the credit.</numerusform>
        </translation>
    </message>
</context>
</TS>
