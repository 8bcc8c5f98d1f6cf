"""Reads the course through AT-SPI, as Orca does (issue 33): what a screen reader user gets.

Run by run-atspi.sh, which starts Xvfb, openbox, a session bus and the app's accessibility
bridge:  tst_atspi.py APP WORKDIR [CHECK...]
Each check starts the app, drives it with synthesised keys (as a keyboard user would) and
reads the tree through pyatspi. It fails with what it read instead of what it wanted.
"""
import os
import subprocess
import sys
import time
import traceback

import pyatspi
from gi.repository import GLib

APP = sys.argv[1]
WORK = sys.argv[2]
ONLY = sys.argv[3:]

failures = []

# What Orca follows: the object of the latest focus event, and every event since a mark.
events = []


def _on_event(event):
    if event.type.startswith("object:state-changed:focused") and not event.detail1:
        return
    events.append((event.type, event.source))


def pump(seconds=0.3):
    """Lets the events that arrived be delivered (Orca runs the same main loop)."""
    context = GLib.MainContext.default()
    deadline = time.time() + seconds
    while True:
        while context.pending():
            context.iteration(False)
        if time.time() >= deadline:
            break
        time.sleep(0.02)


def focus_events(since=0):
    return [source for kind, source in events[since:] if kind.startswith("object:state-changed:focused")]


def locus():
    """The object a screen reader is on: where the last focus event went."""
    pump()
    found = focus_events()
    return found[-1] if found else None


class Failed(Exception):
    pass


def expect(condition, message):
    if not condition:
        raise Failed(message)


def describe(acc):
    try:
        return "[%s] %r (description %r)" % (acc.getRoleName(), acc.name, acc.description)
    except Exception as e:  # an object that went away while being read
        return "<gone: %s>" % e


def states(acc):
    return acc.getState().getStates()


def text_of(acc):
    """Everything a screen reader can read of an object: name, description and text."""
    parts = [acc.name or "", acc.description or ""]
    try:
        t = acc.queryText()
        parts.append(t.getText(0, -1))
    except NotImplementedError:
        pass
    return " ".join(p for p in parts if p)


def walk(acc, depth=0):
    if acc is None or depth > 60:
        return
    yield acc
    try:
        count = acc.childCount
    except Exception:
        return
    for i in range(count):
        try:
            child = acc.getChildAtIndex(i)
        except Exception:
            continue
        yield from walk(child, depth + 1)


def wait_for(what, probe, timeout=15.0):
    deadline = time.time() + timeout
    last = None
    while time.time() < deadline:
        try:
            last = probe()
        except Exception:  # an object that went away while being read
            last = None
        if last:
            return last
        time.sleep(0.1)
    raise Failed("timed out waiting for %s" % what)


class App:
    def __init__(self, *args):
        pump(0.2)
        del events[:]  # only this app's events from here: a closed one's focus is no locus
        self.proc = subprocess.Popen([APP, *args])
        self.acc = wait_for("the app on the accessibility bus", self._find)

    def _find(self):
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            a = desktop.getChildAtIndex(i)
            if a is not None and a.get_process_id() == self.proc.pid and a.childCount > 0:
                return a
        return None

    def close(self):
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        pump(0.2)
        del events[:]

    def windows(self):
        return [self.acc.getChildAtIndex(i) for i in range(self.acc.childCount)]

    def find_all(self, predicate, showing=True):
        found = []
        for w in self.windows():
            for a in walk(w):
                try:
                    if showing and pyatspi.STATE_SHOWING not in states(a):
                        continue
                    if predicate(a):
                        found.append(a)
                except Exception:
                    continue
        return found

    def find(self, what, predicate, timeout=15.0):
        return wait_for(what, lambda: (self.find_all(predicate) or [None])[0], timeout)

    def wait_focus(self, what, predicate, timeout=10.0):
        return wait_for(what, lambda: (lambda f: f if f is not None and predicate(f) else None)(locus()), timeout)


def key(*names):
    """Keys as the keyboard sends them, through the X server (xdotool): "Tab", "ctrl+Next"."""
    for name in names:
        subprocess.run(["xdotool", "key", "--clearmodifiers", name], check=True)
        time.sleep(0.25)


def type_text(text):
    subprocess.run(["xdotool", "type", "--delay", "30", text], check=True)
    time.sleep(0.25)


def start(*args):
    """Starts the app; its first start asks for the learner's name, typed as a learner would."""
    app = App(*args)
    window = app.find("the first window", lambda a: a.getRoleName() in ("dialog", "frame"))
    if window.getRoleName() == "dialog" and "Welcome" in window.name:
        app.wait_focus("the name field", lambda a: a.getRoleName() == "text")
        type_text("Ada")
        key("Return")
    pump(1.0)
    return app


def show_exercise(app, number):
    """On an exercise page: the overview list has the focus; Down walks it, Tab enters the exercise."""
    app.wait_focus("the exercise overview", lambda a: a.getRoleName() in ("list", "list item"))
    key(*(["Down"] * (number - 1)))
    key("Tab")
    return app.find("exercise %d's page" % number,
                    lambda a: a.getRoleName() == "filler" and a.name.startswith("Exercise %d of" % number))


def question(app):
    return app.find("the question", lambda a: a.getRoleName() == "label" and a.description == "Question")


def check_question_text():
    """Each kind of exercise: its question is read as its words, not as "Question"."""
    kinds = [("iv2-9-quiz", 3, 1, "single choice", "dictionary"),
             ("iv2-9-quiz", 3, 2, "multiple choice", "soft"),
             ("iv2-9-quiz", 3, 4, "number", "q·k"),
             ("iv2-9-quiz", 3, 6, "table", "softmax"),
             ("iv2-9-quiz", 3, 7, "ranking", "weight"),
             ("iv2-9-quiz", 3, 8, "target", "weight"),
             ("iv2-1-dictionary-vs-attention", 6, 4, "matching", "lookup")]
    for lesson, page, number, kind, word in kinds:
        app = start("--lesson", lesson, "--page", str(page))
        try:
            show_exercise(app, number)
            q = question(app)
            print("  %-15s %s" % (kind, describe(q)))
            expect(q.name != "Question" and len(q.name) > 30 and word.lower() in q.name.lower(),
                   "%s exercise: the question reads %s" % (kind, describe(q)))
        finally:
            app.close()


def check_verdict_on_focus():
    """After Check (Enter), the verdict is read on the object with the focus: for input that is
    not a number, for a wrong answer while attempts are left, and when the last attempt ends the
    exercise (the focus then moves to the result, not through the greyed controls)."""
    app = start("--lesson", "iv2-9-quiz", "--page", "3")
    try:
        show_exercise(app, 4)
        field = app.wait_focus("the answer field", lambda a: a.getRoleName() == "text")
        type_text("abc")
        key("Return")
        told = app.wait_focus("a verdict on the answer field", lambda a: "Not a number" in a.description)
        print("  invalid input: %s" % describe(told))
        expect("no attempt used" in told.description, "the answer field says %s" % describe(told))
        for attempt in range(3):
            key("ctrl+a")
            type_text("123")
            mark = len(events)
            key("Return")
            pump(0.5)
            here = locus()
            print("  wrong answer %d: %s" % (attempt + 1, describe(here)))
            expect("Not quite" in text_of(here) or "Not solved" in text_of(here),
                   "after wrong answer %d the focus is on %s" % (attempt + 1, describe(here)))
            if attempt == 0:
                # The verdict is for the moment after Check: back on the field it is a field again.
                key("Tab")
                key("shift+Tab")
                back = app.wait_focus("the answer field again", lambda a: a.getRoleName() == "text")
                print("  back on the field: %s" % describe(back))
                expect("Not quite" not in back.description, "the field still says %s" % describe(back))
        expect(here.getRoleName() == "label" and "Attempts" not in here.name,
               "the finished exercise leaves the focus on %s" % describe(here))
        moves = focus_events(mark)
        expect(len(moves) == 1, "the last Check moved the focus %d times: %s"
               % (len(moves), ", ".join(describe(m) for m in moves)))
    finally:
        app.close()


def check_ranking_moves_once():
    """Alt+Up in a ranking moves the key and the focus once, to the key under its new number."""
    app = start("--lesson", "iv2-9-quiz", "--page", "3")
    try:
        show_exercise(app, 7)
        app.wait_focus("the ranking", lambda a: a.getRoleName() in ("list", "list item"))
        key("Down")
        pump(0.5)
        mark = len(events)
        key("alt+Up")
        pump(0.5)
        moves = focus_events(mark)
        print("  after Alt+Up: %s" % ", ".join(describe(m) for m in moves))
        expect(len(moves) == 1 and moves[0].name.startswith("1.") and "Key 2" in moves[0].name,
               "Alt+Up gave %d focus events: %s" % (len(moves), ", ".join(describe(m) for m in moves)))
    finally:
        app.close()


def check_table_cells_and_hints():
    """A table exercise's cell editor is named by its column and row; a hint shown from the
    keyboard is read on the button that showed it; changing exercise with Alt+N sends no focus
    to the exercise list, which does not have the focus."""
    app = start("--lesson", "iv2-9-quiz", "--page", "3")
    try:
        show_exercise(app, 6)
        app.wait_focus("the answer table", lambda a: a.getRoleName() in ("table", "table cell"))
        type_text("1")
        editor = app.wait_focus("the cell editor", lambda a: a.getRoleName() == "text")
        print("  cell editor: %s" % describe(editor))
        expect(editor.name.endswith(", k1") and len(editor.name) > 4, "the cell editor is named %s" % describe(editor))
        key("Escape")
        tab_until("Show hint", lambda a: a.name.startswith("Show hint"))
        key("space")
        here = app.wait_focus("the hint", lambda a: "Hint 1" in text_of(a))
        print("  after Show hint: %s" % describe(here))
        mark = len(events)
        key("alt+n")
        pump(1.0)
        moved = focus_events(mark)
        print("  Alt+N moved the focus to: %s" % ", ".join(describe(m) for m in moved))
        expect(not any(m.getRoleName() in ("list", "list item") and m.name.startswith(("Exercises", "○", "✓", "◐", "✗"))
                       for m in moved),
               "Alt+N sent the focus to the exercise list: %s" % ", ".join(describe(m) for m in moved))
    finally:
        app.close()


def check_step_table():
    """The step table's rows are named k1…k5 and Σ, and N (on the table) reads the step it took:
    the focus moves to the cell just computed, which says how it was computed."""
    app = start("--lesson", "iv2-3-softmax", "--page", "3")
    try:
        table = app.find("the softmax table", lambda a: a.getRoleName() == "table" and "Softmax" in a.name)
        tab_until("the softmax table", lambda a: a.getRoleName() in ("table", "table cell") and
                  (a.name.startswith("Softmax") or (a.parent is not None and a.parent.name.startswith("Softmax"))))
        t = table.queryTable()
        headers = []
        for r in range(t.nRows):
            h = t.getRowHeader(r)
            headers.append(h.name if h is not None else t.getRowDescription(r))
        print("  row headers: %s" % headers)
        expect(headers[:2] == ["k1", "k2"] and headers[-1] == "Σ", "the rows are headed %s" % headers)
        key("n")
        pump(0.5)
        here = locus()
        told = table.description
        print("  after N: focus on %s; the table says %s" % (describe(here), told[:160]))
        expect("key 1" in text_of(here) and "key 1" in told,
               "after N the focus is on %s and the table says %r" % (describe(here), told))
    finally:
        app.close()


def check_lesson_text():
    """The lesson text has a caret that the arrows move (read line by line), and Tab (and Shift+Tab)
    onto a glossary link says which term it explains; Enter reads its definition."""
    app = start("--lesson", "iv2-1-dictionary-vs-attention", "--page", "1")
    try:
        tab_until("the lesson text", lambda a: a.name == "Lesson text")
        prose = locus()
        mark = len(events)
        key("Down")
        pump(0.5)
        moved = [s for kind, s in events[mark:] if kind.startswith("object:text-caret-moved")]
        print("  Down: %d caret moves; caret at %d" % (len(moved), prose.queryText().caretOffset))
        expect(moved and prose.queryText().caretOffset > 0, "Down did not move a caret in the lesson text")
        for _ in range(12):
            key("Tab")
            pump(0.2)
            if "Glossary" in prose.description:
                break
        print("  on a link: %r" % prose.description)
        expect(prose.description.startswith("Glossary: "), "Tab onto a link says %r" % prose.description)
        term = prose.description[len("Glossary: "):].split(".")[0]
        key("Tab")
        pump(0.3)
        key("shift+Tab")
        pump(0.3)
        print("  Tab, Shift+Tab: %r" % prose.description)
        expect(prose.description.startswith("Glossary: %s." % term),
               "back onto the link with Shift+Tab it says %r" % prose.description)
        key("Return")
        pump(0.5)
        print("  Enter: %r" % prose.description)
        expect(prose.description.startswith(term + ":") and len(prose.description) > len(term) + 10,
               "Enter on the link says %r" % prose.description)
    finally:
        app.close()


def check_new_session_tree():
    """New Lab Session: the exercise tree comes right after the title, each item says whether it
    is ticked, and ticking one is read on the tree."""
    app = start()
    try:
        key("alt+t")
        key("n")
        app.find("the New Lab Session dialog", lambda a: a.getRoleName() == "dialog" and a.name == "New Lab Session")
        key("Tab")
        tree = app.wait_focus("the exercise tree", in_view("Exercises to include"))
        tree = tree if tree.name == "Exercises to include" else tree.parent
        first = [tree.getChildAtIndex(i) for i in range(tree.childCount)
                 if tree.getChildAtIndex(i).getRoleName() == "table cell"][0]
        print("  first item: %s" % describe(first))
        expect(first.name.endswith("not ticked"), "the first item reads %s" % describe(first))
        key("space")
        pump(0.5)
        first = [tree.getChildAtIndex(i) for i in range(tree.childCount)
                 if tree.getChildAtIndex(i).getRoleName() == "table cell"][0]
        print("  after Space: %s; the tree: %r" % (describe(first), tree.description))
        expect(first.name.endswith(", ticked") and "chosen" in tree.description,
               "after Space: %s, the tree says %r" % (describe(first), tree.description))
    finally:
        app.close()


def check_lab_window():
    """A student's lab window reads its rules and time left as their words."""
    session = os.path.join(WORK, "timed.attnlab")
    if not os.path.exists(session):
        cli("lab", "new", "--title", "Timed", "--lessons", "iv2-2-dot-products", "--seed", "5",
            "--time-limit", "30", "--out", session)
    app = start("--lab", session, "--learner", "s-1")
    try:
        rules = app.find("the rules", lambda a: a.description == "Rules of the session")
        left = app.find("the time left", lambda a: a.description == "Time left")
        print("  %s\n  %s" % (describe(rules), describe(left)))
        expect("attempt" in rules.name.lower() and ":" in left.name, "the lab window reads %s and %s"
               % (describe(rules), describe(left)))
    finally:
        app.close()


def tab_until(what, predicate, limit=40, back=False):
    """Presses Tab (Shift+Tab) until the focus is on an object `predicate` accepts; returns the
    names passed on the way."""
    passed = []
    for _ in range(limit):
        key("shift+Tab" if back else "Tab")
        here = locus()
        passed.append(describe(here))
        if here is not None and predicate(here):
            return passed
    raise Failed("%s never got the focus; Tab went through: %s" % (what, "; ".join(passed)))


def check_workshop_tab_order():
    """Tab from the workshop's query controls reaches "Point at key 1" and comes back round:
    the results table does not keep Tab to itself."""
    app = start()
    try:
        angle = lambda a: a.name == "Query angle in degrees"
        tab_until("the query's angle", angle)
        passed = tab_until("Point at key 1", lambda a: a.name == "Point at key 1")
        print("  to Point at key 1: %d Tabs" % len(passed))
        passed = tab_until("the query's angle, round again", angle, limit=60)
        print("  round to the angle: %d Tabs" % len(passed))
        table_cells = [p for p in passed if p.startswith("[table cell]")]
        expect(len(table_cells) <= 1, "Tab walked %d cells of a table: %s" % (len(table_cells), "; ".join(table_cells)))
        tab_until("Point at key 1", lambda a: a.name == "Point at key 1")
        key("space")
        pump(0.5)
        here = locus()
        print("  after pressing it: %s" % describe(here))
        expect("weight" in here.description, "the pressed preset says nothing: %s" % describe(here))
        plane = lambda a: a.name == "Query and keys plane"
        tab_until("the plane", plane, back=True)
        mark = len(events)
        key("Right")
        pump(0.5)
        said = [s for kind, s in events[mark:] if kind.startswith("object:property-change:accessible-description")
                and plane(s)]
        print("  Right on the plane: %d description change(s): %r" % (len(said), locus().description))
        expect(len(said) == 1 and locus().description.startswith("Query at 1.0°"),
               "Right on the plane changed its description %d times: %r" % (len(said), locus().description))
    finally:
        app.close()


def cli(*args):
    subprocess.run([APP, *args], check=True, stdout=subprocess.DEVNULL)


def in_view(name):
    """An object that is the view called `name` or one of its cells."""
    def accept(a):
        if a.name == name:
            return True
        parent = a.parent
        return parent is not None and parent.name == name
    return accept


def check_gradebook_keyboard():
    """Every tab of the gradebook is reached from the keyboard (Ctrl+Page Down/Up), Tab leaves
    the grades table, and a rescan leaves the focus and the current cell where they were."""
    session = os.path.join(WORK, "week3.attnlab")
    handins = os.path.join(WORK, "hand-ins")
    if not os.path.exists(session):
        cli("lab", "new", "--title", "Week 3", "--lessons", "iv2-3-softmax", "--seed", "5", "--out", session)
        cli("lab", "rehearse", session, "--students", "6", "--seed", "4", "--out", handins)
    app = start("--gradebook", session, "--hand-ins", handins)
    try:
        grades = in_view("Gradebook: students and their scores")
        reteach = in_view("What to re-teach, by exercise")
        board = in_view("Class board: every student and where they are")
        tab_until("the grades table", grades)
        key("Down", "Right", "Right")
        cell = locus()
        print("  current cell: %s" % describe(cell))
        status = app.find("the status bar", lambda a: a.getRoleName() == "status bar")
        before = status.name
        time.sleep(1.1)  # the status bar gives the time of the rescan to the second
        mark = len(events)
        key("F5")
        wait_for("the rescan's new time in the status bar", lambda: status.name != before, timeout=60)
        pump(1.0)
        moved = focus_events(mark)
        expect(not moved, "the rescan moved the focus to %s" % ", ".join(describe(m) for m in moved))
        key("Tab")
        here = locus()
        expect(here is not None and not grades(here), "Tab stayed in the grades table: %s" % describe(here))
        for keys, view, name in (("ctrl+Next", reteach, "What to Re-teach"), ("ctrl+Next", board, "Class Board"),
                                 ("ctrl+Next", grades, "Gradebook"), ("ctrl+Prior", board, "Class Board")):
            key(keys)
            here = app.wait_focus(name, view, timeout=5)
            print("  %s: %s" % (keys, describe(here)))
    finally:
        app.close()


CHECKS = [check_question_text, check_verdict_on_focus, check_ranking_moves_once, check_table_cells_and_hints,
          check_step_table, check_lesson_text, check_workshop_tab_order, check_gradebook_keyboard, check_new_session_tree,
          check_lab_window]


def main():
    pyatspi.Registry.registerEventListener(_on_event, "object:state-changed:focused", "object:text-caret-moved",
                                           "object:property-change:accessible-description",
                                           "object:property-change:accessible-name")
    for check in CHECKS:
        if ONLY and check.__name__ not in ONLY:
            continue
        print("%s:" % check.__name__, flush=True)
        del events[:]
        try:
            check()
            print("  PASS", flush=True)
        except Exception as e:
            failures.append(check.__name__)
            print("  FAIL: %s" % e, flush=True)
            if not isinstance(e, Failed):
                traceback.print_exc()
    if failures:
        print("FAILED: %s" % ", ".join(failures))
        sys.exit(1)
    print("All AT-SPI checks passed.")


main()
