"""A transcript of what the shared game table, the panels and the lesson show for Amber and Thurn und Taxis,
driven as a pupil would (clicks, a refused click, the bots, undo, pass-and-play, a broken file, the end screen),
in the current language.

Every widget's words are read (HTML, board SVGs, button labels, tooltips, menus, tab titles), except the language
switch itself. The translation tests read it twice: in English it must stay exactly what the tutor showed before
the translation machinery came to these apps (``tests/data/ui_english_sample.txt``, written by
``TUTOR_LANG=en python tests/ui_i18n_sample.py > tests/data/ui_english_sample.txt``: long texts are kept as their
length and SHA-256); in Hungarian it must contain no English text. It uses only the apps' public API of before the
translation, so it runs on any version.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from typing import Any

import ipywidgets as widgets

import amber
from amber.examples import SPEC as AMBER_LESSON
from amber.table import Table as AmberTable
from amber.widgets import PlayPanel as AmberPanel
from amber.widgets import TryPanel as AmberTry
from taxis.examples import SPEC as TAXIS_LESSON
from taxis.table import Table as TaxisTable
from taxis.widgets import PlayPanel as TaxisPanel
from tutor.lesson import Lesson

LONG = 200


def texts(widget: Any, where: str = "") -> Iterator[tuple[str, str]]:
    """(where, text) for every text ``widget`` and the widgets inside it show; the language switch is left out."""
    if "tutor-language" in getattr(widget, "_dom_classes", ()):
        return
    name = f"{where} {type(widget).__name__}"
    for attr in ("description", "tooltip", "placeholder", "value", "svg"):
        value = getattr(widget, attr, None)
        if attr == "value" and not isinstance(widget, widgets.HTML):
            continue
        if isinstance(value, str) and value.strip("\u200b "):
            yield f"{name}.{attr}", value
    if isinstance(widget, (widgets.Dropdown, widgets.ToggleButtons, widgets.Select)):
        for label in widget._options_labels:
            yield f"{name}.option", label
    if isinstance(widget, widgets.Tab):
        for title in widget.titles:
            yield f"{name}.title", title or ""
    for child in getattr(widget, "children", ()):
        yield from texts(child, where)


def _table(t: Any, step: str) -> Iterator[tuple[str, str]]:
    for where, text in texts(t.widget):
        yield f"{step} {where}", text


def amber_table() -> Iterator[tuple[str, str]]:
    t = AmberTable(players=2, seed=3)
    yield from _table(t, "amber start")
    t.click("tile:curve")
    yield from _table(t, "amber chose a curve")
    t.click("A1")  # refused, with the rule's reason
    yield from _table(t, "amber refused A1")
    move = next(m for m in t.game.legal_moves() if isinstance(m, amber.moves.Place) and m.kind == "curve")
    for hit in t.spec.path(move):
        t.click(hit)
    t.rotate()
    yield from _table(t, "amber chose a field")
    t.confirm()
    yield from _table(t, "amber played")
    t.bot_turn()
    t.confirm()
    yield from _table(t, "amber a human's turn")
    t.stepper.position = 0
    yield from _table(t, "amber replay start")
    t.stepper.position = 1
    yield from _table(t, "amber replay 1")
    t.undo()
    t.undo()
    yield from _table(t, "amber undone")
    t.show_all.value = True
    yield from _table(t, "amber all hands")
    t.show_all.value = False
    t.play("curve A1 r0")
    yield from _table(t, "amber typed an illegal move")
    t.load_text("{not a record")
    t.update_download()
    yield from _table(t, "amber broken file")
    friends = AmberTable(players=3, seed=4, seats=("human", "human", "bot"), variant="advanced")
    yield from _table(friends, "amber pass-and-play")
    friends.click("tile:curve")
    yield from _table(friends, "amber curtain click")
    friends.reveal()
    yield from _table(friends, "amber shown")
    for hit in friends.spec.path(friends.game.legal_moves()[0]):
        friends.click(hit)
    friends.confirm()
    yield from _table(friends, "amber the next friend")
    bots = AmberTable(players=2, seed=5, seats=("bot", "bot"))
    yield from _table(bots, "amber the end")
    bots.bot_turn()
    bots.click("A1")
    yield from _table(bots, "amber after the end")


def taxis_table() -> Iterator[tuple[str, str]]:
    t = TaxisTable(players=2, seed=1, variant="gug")
    yield from _table(t, "taxis start")
    t.click("end-turn")  # refused: draw first
    yield from _table(t, "taxis refused end")
    t.click("deck")
    yield from _table(t, "taxis drew")
    card = next(h for h in sorted(t.narrowing.next_hits) if h.startswith("hand:"))
    t.click(card)
    yield from _table(t, "taxis chose a card")
    for hit in sorted(t.narrowing.next_hits):
        t.click(hit)
        break
    yield from _table(t, "taxis played a card")
    t.click("close")
    yield from _table(t, "taxis closing")
    t.cancel()
    t.click("end-turn")
    yield from _table(t, "taxis ended the turn")
    t.undo()
    t.show_all.value = True
    yield from _table(t, "taxis all hands")
    t.show_all.value = False
    t.load_text(b"\xff")
    yield from _table(t, "taxis broken file")
    base = TaxisTable(players=3, seed=2, seats=("human", "human", "bot"), variant="base")
    yield from _table(base, "taxis pass-and-play")
    base.reveal()
    yield from _table(base, "taxis shown")
    for name in ("base", "gug"):
        bots = TaxisTable(players=3, seed=2, seats=("bot", "bot", "bot"), variant=name)
        yield from _table(bots, f"taxis the end of {name}")


def panels() -> Iterator[tuple[str, str]]:
    for label, make, bad in (("amber", AmberPanel, "curve A1 r0"), ("taxis", TaxisPanel, "route Atlantis")):
        p = make(players=2, seed=3)
        p.widget.selected_index = 2
        yield from texts(p.widget, f"{label} panel start")
        p.play(p.choice.value)
        yield from texts(p.widget, f"{label} panel played")
        p.try_text(bad)
        yield from texts(p.widget, f"{label} panel tried")
        p.play(bad)
        yield from texts(p.widget, f"{label} panel refused")
        p.bot_move()
        p.undo()
        p.undo()
        p.undo()
        yield from texts(p.widget, f"{label} panel undone")
        p.load("{not a record")
        yield from texts(p.widget, f"{label} panel broken record")
        p.play(None)
        yield from texts(p.widget, f"{label} panel nothing chosen")
        over = make(players=2, seed=5, human=None)
        over.bot_move()
        yield from texts(over.widget, f"{label} panel the end")
    g = amber.new_game(players=2, seed=3)
    trial = AmberTry(g, ["curve A1 r0", str(g.legal_moves()[0])])
    trial.pick.value = "curve A1 r0"
    yield from texts(trial.widget, "amber try panel")


def lessons() -> Iterator[tuple[str, str]]:
    for label, spec in (("amber", AMBER_LESSON), ("taxis", TAXIS_LESSON)):
        lesson = Lesson(spec)
        yield from texts(lesson.widget, f"{label} lesson start")
        for i in range(0, len(lesson.pages), 7):
            lesson.go(i)
            yield from texts(lesson.widget, f"{label} lesson page {i}")
            for trial in lesson.tries:
                for move in sorted(trial.example.moves):
                    trial.try_move(move)
                    yield from texts(trial.widget, f"{label} lesson page {i} tried {move}")
                trial.board.click("nowhere")
                yield from texts(trial.widget, f"{label} lesson page {i} clicked nowhere")
        lesson.teacher.value = True
        yield from texts(lesson.widget, f"{label} lesson teacher")


def transcript() -> Iterator[tuple[str, str]]:
    """(where, text) of everything the apps showed, in the current language."""
    for part in (amber_table, taxis_table, panels, lessons):
        yield from part()


def line(where: str, text: str) -> str:
    """One line of the English sample: a short text as it is, a long one as its length and hash."""
    if len(text) > LONG or "\n" in text:
        return f"{where}: #{len(text)} {hashlib.sha256(text.encode()).hexdigest()[:20]}"
    return f"{where}: {text}"


if __name__ == "__main__":
    for where, text in transcript():
        print(line(where, text))
