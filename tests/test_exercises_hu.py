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
from dataclasses import replace
from typing import Any

import ipywidgets as widgets
import pytest
from exercise_app_contract import click, clicked_mistakes, visible
from test_taxis_exercise_app import click_answer, wrong_clicks

import amber.exercise_app
import amber.table
import taxis.exercise_app
from amber import exercises as amber_exercises
from taxis import exercises as taxis_exercises
from tutor.exercise_app import ExerciseApp
from tutor.i18n import language

ENGLISH = {"the", "and", "of", "to", "are", "not", "your", "you", "click", "press", "show", "with", "from", "this",
           "that", "which", "what", "right", "quite", "half", "hint", "answer", "rule", "because", "allowed", "move",
           "moves", "tile", "tiles", "field", "fields", "castle", "village", "coin", "coins", "road", "roads", "card",
           "cards", "city", "cities", "route", "horse", "horses", "house", "houses", "carriage", "official", "play",
           "plays", "takes", "travel", "travels", "cannot", "can", "may", "must", "every", "each", "one", "two",
           "three", "four", "none", "nobody", "only", "but", "then", "first", "next", "check", "again", "solved",
           "tried", "exercise", "exercises", "legal", "illegal", "stays", "thrown", "out", "red", "blue", "green",
           "yellow", "way", "ways", "missed", "says", "see", "also", "too", "after", "before", "by", "on", "in", "at",
           "it", "its", "or", "for", "there", "here", "north", "east", "south", "west", "side", "turned", "quarter",
           "left", "bonus", "stack", "worth", "placement", "closing", "hand", "deck", "draw", "give", "pass",
           "postmaster", "carrier", "administrator", "cartwright", "without"}
# Common English words that are no Hungarian words ("is", "no", "van" are left out: Hungarian has them). City names
# printed on the boards ("Ulm", "Hamburg", ...) hold none of them.

# The named allow-list: texts other branches translate. The moves in words come from the game tables'
# ``describe`` (amber.table, taxis.table) and the quarter turns from ``amber.table.TURNS``: branch h16-ui-hu marks
# them for translation. The fixture ``elsewhere`` records every text ``describe`` gives during a test, and those
# texts are cut out before the check. The board pictures (SVG) are not read here at all (also h16-ui-hu).
ELSEWHERE: set[str] = set()
# A button of the shared game table whose whole label is translated there (h16-ui-hu): Taxis's "next" way to lay a
# card (tutor.table.TableSpec.next_word).
ELSEWHERE_BUTTONS = {taxis.exercise_app.CARD_SPEC.next_word}


@pytest.fixture(autouse=True)
def elsewhere(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    def recording(describe: Any) -> Any:
        def said(move: Any) -> str:
            text = describe(move)
            ELSEWHERE.add(text)
            return text
        return said

    monkeypatch.setattr(amber.table, "describe", recording(amber.table.describe))
    monkeypatch.setattr(amber.table, "SPEC", replace(amber.table.SPEC, describe=recording(amber.table.SPEC.describe)))
    monkeypatch.setattr(taxis.exercise_app, "describe", recording(taxis.exercise_app.describe))
    monkeypatch.setattr(taxis.exercise_app, "CARD_SPEC", replace(taxis.exercise_app.CARD_SPEC,
                                                                 describe=recording(taxis.exercise_app.CARD_SPEC.describe)))
    ELSEWHERE.clear()
    ELSEWHERE.update(amber.table.TURNS)
    yield
    ELSEWHERE.clear()


def english_words(text: str) -> set[str]:
    if text.strip() in ELSEWHERE_BUTTONS:
        return set()
    for phrase in sorted(ELSEWHERE, key=len, reverse=True):
        text = text.replace(phrase, " ")
    return set(re.findall(r"[^\W\d_]+", text.lower())) & ENGLISH


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


def answer_right(game: str, app: ExerciseApp) -> None:
    """Click the engine's answer into the app's input (the clicks of the games' own app tests)."""
    ex = app.exercise
    if game == "taxis":
        click_answer(ex.id, app.input, ex.answer())
    else:
        click(app.input, ex.answer())


def answer_wrong(game: str, app: ExerciseApp) -> None:
    """Click a wrong answer: one of Amber's typical mistakes; for Taxis the right answer spoilt by a click."""
    ex = app.exercise
    if game == "amber":
        click(app.input, clicked_mistakes(ex, amber.exercise_app.answer_input)[0])
        return
    answer_right(game, app)
    if ex.id == "ex1":
        app.input.press(1, not ex.answer()[0][0])  # the other verdict button of the first play, by its value
    else:
        wrong_clicks(ex.id, app.input, ex.answer())


@pytest.mark.parametrize(("game", "number"), CASES)
def test_an_exercise_reads_in_hungarian(game: str, number: int) -> None:
    module, _exs = GAMES[game]
    with language("hu"):
        app = module.app()
        app.select(number)
        seen = [read(app)]
        app.check()  # nothing chosen yet: what is still missing
        seen.append(read(app))
        answer_wrong(game, app)
        assert not app.check().correct
        seen.append(read(app))
        hint = app.hint()
        assert hint is not None and hint.startswith(f"1. tipp ({len(app.exercise.hints)} közül): ")
        seen.append(read(app))
        assert app.reveal().startswith("A megoldás: ")
        assert app.exercise.check(app.input.value()).correct
        seen.append(read(app))
        app.select(number)
        answer_right(game, app)
        assert app.check().correct
        seen.append(read(app))
        app._confirm("again")
        seen.append(read(app))
    for text in seen:
        leaks = {line.strip() for line in text.splitlines() if english_words(line)}
        assert not leaks, sorted(leaks)


def test_the_check_finds_english_words() -> None:
    """The check finds English: the same run in English is caught (the test can fail)."""
    with language("en"):
        app = amber.exercise_app.app()
        answer_wrong("amber", app)
        app.check()
        assert {"not", "quite"} <= english_words(read(app))


@pytest.mark.parametrize(("game", "number"), CASES)
def test_every_typical_mistake_gets_hungarian_feedback(game: str, number: int) -> None:
    """Each of the exercise's typical mistakes that clicks can give, checked as the app shows it: feedback in Hungarian,
    naming a rule by its Hungarian title."""
    module, _exs = GAMES[game]
    with language("hu"):
        app = module.app()
        app.select(number)
        ex = app.exercise
        # Amber's list holds some answers only typing gives (a dict missing a castle): the clicks' ones are checked
        mistakes = clicked_mistakes(ex, module.answer_input) if game == "amber" else ex.mistakes
        assert mistakes
        for mistake in mistakes:
            fb = ex.check(mistake)
            shown = app._plain(fb)
            assert not fb.correct and fb.rules, shown
            assert any(f"„{ex.feedback.rulebook[r].title}”" in shown for r in fb.rules), shown
            assert not english_words(shown), (sorted(english_words(shown)), shown)
