"""The Amber and Thurn und Taxis exercise apps in Hungarian: every exercise answered wrong by clicks, a hint, the
answer shown, then answered right by clicks, and no English word in anything the pupil reads.

The clicks come from the engine's answer and the exercises' typical mistakes (tests/exercise_app_contract.py). The
check is a heuristic: words that are common in English and never Hungarian (``ENGLISH``). Texts that other branches
translate (the board pictures of the game tables, and the moves in words that the game tables' ``describe`` gives)
are cut out first by the named allow-list ``ELSEWHERE``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import ipywidgets as widgets
import pytest
from exercise_app_contract import click, clicked_mistakes, visible

import amber.exercise_app
import taxis.exercise_app
from amber import exercises as amber_exercises
from taxis import exercises as taxis_exercises
from tutor.exercise_app import ExerciseApp
from tutor.i18n import language

ENGLISH = {"the", "and", "of", "to", "is", "are", "not", "your", "you", "click", "press", "show", "with", "from",
           "this", "that", "which", "what", "right", "quite", "half", "hint", "answer", "rule", "because", "allowed",
           "move", "moves", "tile", "tiles", "field", "fields", "castle", "village", "coin", "coins", "road", "roads",
           "card", "cards", "city", "cities", "route", "horse", "horses", "house", "houses", "carriage", "official",
           "play", "plays", "takes", "travel", "travels", "cannot", "can", "may", "must", "every", "each", "one",
           "two", "three", "four", "none", "nobody", "only", "but", "then", "first", "next", "check", "again",
           "solved", "tried", "exercise", "exercises", "legal", "illegal", "stays", "thrown", "out", "red", "blue",
           "green", "yellow", "way", "ways", "missed", "says", "see", "also", "too", "after", "before", "by", "on",
           "in", "at", "it", "its", "no", "or", "for", "there", "here", "north", "east", "south", "west", "side",
           "turned", "quarter", "left", "bonus", "stack", "worth", "placement", "closing", "hand", "deck", "draw"}
# City names printed on the boards and tiles ("Linz", "Ulm", ...) hold none of these words.


def _describe_texts() -> set[str]:
    """The moves in words, as the game tables' ``describe`` writes them (translated on branch h16-ui-hu)."""
    return set()


# Texts other branches translate: the game tables' SVG pictures (h16-ui-hu) are not read here (only the app's HTML
# and buttons are), and the moves in words come from amber.table.describe / taxis.table.describe (h16-ui-hu).
ELSEWHERE: tuple[str, ...] = ()


def english_words(text: str) -> set[str]:
    for phrase in ELSEWHERE:
        text = text.replace(phrase, " ")
    return set(re.findall(r"[A-Za-z']+", text.lower())) & ENGLISH


def _widgets(w: Any) -> Iterator[Any]:
    yield w
    for child in getattr(w, "children", ()):
        yield from _widgets(child)


def read(app: ExerciseApp) -> str:
    """All the app's texts a pupil reads: HTML, button labels and tooltips (not the board pictures)."""
    out = []
    for w in _widgets(app.widget):
        if isinstance(w, widgets.HTML):
            out.append(visible(w.value))
        if isinstance(w, (widgets.Button, widgets.ToggleButton)):
            out += [w.description, w.tooltip or ""]
    return "\n".join(out)


GAMES = {"amber": (amber.exercise_app, amber_exercises), "taxis": (taxis.exercise_app, taxis_exercises)}
CASES = [(game, n) for game, (_m, mod) in GAMES.items() for n in range(1, len(mod.EXERCISES) + 1)]


@pytest.mark.parametrize(("game", "number"), CASES)
def test_an_exercise_reads_in_hungarian(game: str, number: int) -> None:
    module, _exs = GAMES[game]
    with language("hu"):
        app = module.app()
        app.select(number)
        ex = app.exercise
        seen = [read(app)]
        wrong = clicked_mistakes(ex, module.answer_input)[0]
        app.check()  # nothing chosen yet
        seen.append(read(app))
        click(app.input, wrong)
        assert not app.check().correct
        seen.append(read(app))
        assert app.hint() is not None
        seen.append(read(app))
        assert app.reveal()
        seen.append(read(app))
        app.input.clear()
        click(app.input, ex.answer())
        assert app.check().correct
        seen.append(read(app))
        for text in seen:
            assert not english_words(text), (english_words(text), text)
