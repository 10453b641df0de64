"""La Loire's exercise app in Hungarian: every exercise answered wrong by clicks, every hint asked, the answer shown,
then answered right by clicks, and no English word from ``loire/`` in anything the pupil reads.

The clicks come from the engine's answer, changed a little for the wrong one (``tests/test_loire_exercise_app.py``).
The check is a heuristic, as in ``tests/test_i18n.py``: words that are common in English and are no Hungarian words
(``ENGLISH``). The texts of the shared app (``tutor/exercise_app.py``, and ``tutor/exercises.py``'s verdict feedback
of exercise 1) are translated on another branch (h16-ex-hu): the named allow-list ``SHARED`` cuts the English
stretches of exactly those modules' messages out before the check, and only while they are untranslated here.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import ipywidgets as widgets
import pytest
from exercise_app_contract import visible
from test_loire_exercise_app import click_answer, wrong_answer

from loire import exercises
from loire.exercise_app import app, wording
from loire.rulebook import RULES
from tutor.exercise_app import ExerciseApp, rule_words
from tutor.i18n import _, language, ngettext

ROOT = Path(__file__).resolve().parent.parent
ENGLISH = {"the", "and", "of", "to", "are", "not", "your", "you", "click", "press", "show", "with", "from", "this",
           "that", "which", "what", "right", "quite", "half", "hint", "answer", "rule", "because", "allowed", "move",
           "moves", "village", "villages", "city", "cities", "road", "horse", "horses", "merchant", "messenger",
           "message", "messages", "denier", "deniers", "circus", "market", "boat", "river", "palace", "palaces",
           "character", "characters", "point", "points", "player", "players", "space", "spaces", "shield", "team",
           "step", "steps", "turn", "goods", "good", "wood", "grain", "cheese", "wine", "beer", "monastery",
           "castle", "castles", "buildings", "building", "level", "delivered", "undelivered", "cannot", "can", "may",
           "must", "every", "each", "one", "two", "three", "four", "five", "six", "none", "nowhere", "nothing",
           "only", "but", "then", "first", "next", "check", "again", "solved", "tried", "exercise", "exercises",
           "legal", "illegal", "stays", "red", "blue", "green", "yellow", "purple", "white", "black", "missed",
           "says", "also", "too", "after", "before", "by", "in", "at", "it", "its", "or", "for", "there",
           "here", "north", "south", "price", "cheap", "cheapest", "dear", "total", "bonus", "hand", "end", "ends",
           "yet", "undo", "last", "plays", "played", "stop", "stops", "reach", "deliver", "buy", "sell", "choose",
           "count", "ringed", "framed", "tile", "tiles", "whole", "left", "leftmost", "way", "without"}
# Common English words that are no Hungarian words ("a", "is", "van", "farm", "bank" are left out: Hungarian has them
# too; so is "on", a suffix after a hyphen: "Loire-on"). The village and city names printed on the board ("Tours",
# "Meung-sur-Loire", ...) hold none of them.

SHARED_MODULES = ("tutor/exercise_app.py", "tutor/exercises.py")
"""The named allow-list: the shared app's own texts and the shared verdict feedback, translated on branch
h16-ex-hu (the lead merges the catalogs). Only the English stretches of those two modules' own string literals are
cut out; a text of ``loire/`` never is (once the branches are merged those stretches read in Hungarian and there
is nothing left to cut)."""


@cache
def shared_english() -> tuple[str, ...]:
    """The English stretches of the shared modules' texts (their string literals, docstrings left out, cut at the
    placeholders), longest first: what those modules say while their translation is on the other branch."""
    out = set()
    for module in SHARED_MODULES:
        tree = ast.parse((ROOT / module).read_text(encoding="utf-8"))
        docs = {id(node.body[0].value) for node in ast.walk(tree)
                if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and node.body
                and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
                for part in re.split(r"\{[^}]*\}", node.value):
                    part = part.strip(" :;,.—“”()")
                    if re.search(r"[A-Za-z]{2}", part):
                        out.add(part)
    return tuple(sorted(out, key=len, reverse=True))


def english_words(text: str) -> set[str]:
    """The English words of ``text`` once the untranslated shared stretches are cut out."""
    for part in shared_english():
        if part in text:
            text = re.sub(rf"(?<![A-Za-z]){re.escape(part)}(?![A-Za-z])", " ", text)
    return set(re.findall(r"[^\W\d_]+", text.lower())) & ENGLISH


def _widgets(w: Any) -> Iterator[Any]:
    yield w
    for child in getattr(w, "children", ()):
        yield from _widgets(child)


def read(a: ExerciseApp) -> str:
    """All the app's texts a pupil reads: HTML (not the board pictures), button labels and tooltips."""
    out = []
    for w in _widgets(a.widget):
        if isinstance(w, widgets.HTML) and "<svg" not in w.value:
            out.append(visible(w.value))
        if isinstance(w, (widgets.Button, widgets.ToggleButton)):
            out += [w.description, w.tooltip or ""]
        if isinstance(w, widgets.ToggleButtons):
            out += [label for label, _value in w.options]
    return "\n".join(out)


@pytest.fixture(scope="module")
def hu_app() -> Iterator[ExerciseApp]:
    with language("hu"):
        yield app()


@pytest.mark.parametrize("number", range(1, len(exercises.EXERCISES) + 1))
def test_an_exercise_goes_wrong_hinted_shown_and_right_in_hungarian(hu_app: ExerciseApp, number: int) -> None:
    a = hu_app
    with language("hu"):
        a.select(number)
        ex = a.exercise
        seen = [read(a)]
        click_answer(a.input, ex, wrong_answer(ex, ex.answer()))
        wrong = a.check()
        assert not wrong.correct and wrong.rules, wrong.message
        seen.append(read(a))
        hints = [a.hint() for _hint in ex.hints]
        assert all(hints) and a.hint() is None
        seen.append(read(a))
        seen.append(a.reveal())
        seen.append(read(a))
        a.input.clear()
        click_answer(a.input, ex, ex.answer())
        right = a.check()
        assert right.correct, right.message
        seen.append(read(a))
        text = "\n".join(seen)
    leaks = {line.strip(): english_words(line) for line in text.splitlines() if english_words(line)}
    assert not leaks, f"exercise {number}: English in Hungarian: {leaks}"
    # the texts this branch owns really are Hungarian (not only free of the listed words)
    with language("hu"):
        assert _(ex.title) != ex.title and _(ex.ask) != ex.ask and all(_(h) != h for h in ex.hints)
        assert wrong.message.startswith(("Nem egészen", "Not quite", "Half right")), wrong.message


@pytest.mark.parametrize("ex_id", [ex.id for ex in exercises.EXERCISES])
def test_the_feedback_on_every_typical_mistake_reads_in_hungarian(ex_id: str) -> None:
    """Every typical mistake of the exercise (the notebooks' list, typed answers too) and the right answer get
    feedback without English, as the app shows it (notation in words, rules by their titles)."""
    ex = exercises.get(ex_id)
    with language("hu"):
        said = {repr(answer): ex.check(answer) for answer in (*ex.mistakes, wrong_answer(ex, ex.answer()), ex.answer())}
        texts = {k: wording(rule_words(fb.message, RULES)) for k, fb in said.items()}
    assert all(fb.rules for fb in said.values())
    leaks = {k: english_words(text) for k, text in texts.items() if english_words(text)}
    assert not leaks, (leaks, texts)


def test_the_check_finds_english() -> None:
    """The heuristic is not blind: an English Loire sentence and an English feedback are caught."""
    ex = exercises.get("ex2")
    assert english_words(ex.ask) and english_words(ex.check({"Saumur": 0, "Chinon": 0, "Ussé": 0, "Angers": 0,
                                                             "Tours": 0}).message)
    assert not english_words("Hint 1 of 2: Kezdd a piacnál")  # the shared app's stretch is allowed, nothing else
    assert english_words("Hint 1 of 2: Start at the market")


def test_numbers_are_not_pluralised_in_hungarian() -> None:
    with language("hu"):
        assert ngettext("{n} denier", "{n} deniers", 3).format(n=3) == "3 dénár"
        assert ngettext("{n} village", "{n} villages", 2).format(n=2) == "2 falu"
        fb = exercises.get("ex3").check({0: {"Ancenis"}, 1: set(), 2: set()})
    assert "Ha a fogatban 1 ló van, 1 hely hiányzik: a fogat pontosan 2 helyet lép" in fb.message, fb.message


def test_english_feedback_is_unchanged() -> None:
    """The Python notebooks are nbval'd in English: the feedback there reads as before the translation."""
    with language("en"):
        fb = exercises.get("ex3").check({0: {"Ancenis"}, 1: set(), 2: set()})
        assert "With 1 horse you missed 1 place: the team moves exactly 2 places — rule loire.move.steps" in fb.message
        fb = exercises.get("ex7").check({**exercises.get("ex7").answer(), "delivered": 0, "total": 0})
        assert fb.message.startswith("Not quite. delivered: not 0: each delivered message scores the points of its "
                                     "level (red delivered levels [1, 1, 1, 2, 2, 3])"), fb.message
