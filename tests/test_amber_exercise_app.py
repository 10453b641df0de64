"""Amber's exercise app (amber/exercise_app.py): every exercise answered by clicks, without a browser.

The clicks are worked out from the engine's own answer (``ex.answer()``, the solver) and from the exercise's typical
mistakes: nothing here writes an answer down.
"""

from __future__ import annotations

import re
from html import unescape
from typing import Any

import pytest

from amber import exercises
from amber.exercise_app import _MOVE, answer_input, app, in_words
from amber.rulebook import RULES
from amber.table import path
from tutor.exercise_app import (
    BoardPick,
    ExerciseApp,
    KeyedInput,
    MovePick,
    NumberInput,
    VerdictInput,
)
from tutor.exercises import show

EXERCISES = exercises.EXERCISES
IDS = [ex.id for ex in EXERCISES]
RULE_ID = re.compile(r"\bamber\.[a-z0-9-]+\.[a-z0-9-]+")
NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five")


# -- driving an input by clicks -----------------------------------------------------------------------------------


def click_move(pick: MovePick, text: str) -> None:
    """Click the hits of a move (tiles and buttons on the side, fields on the board), then turn it until it shows."""
    move = pick.game.parse(text)
    for hit in path(move):
        (pick.board if re.fullmatch(r"[A-K]\d+", hit) else pick.hand).click(hit)
    for _ in range(4):
        if pick.current == move:
            break
        pick.rotate_button.click()


def click(inp: Any, answer: Any) -> None:
    """Click ``answer`` into ``inp`` the way a pupil would."""
    if isinstance(inp, VerdictInput):
        inp.press("allowed" if answer[0] else "not allowed")
        inp.press(RULES[answer[1]].title)
    elif isinstance(inp, BoardPick):
        for hit in (answer if inp.ordered else sorted(answer)):
            inp.view.click(hit)
    elif isinstance(inp, NumberInput):
        inp.press(str(answer))
    elif isinstance(inp, KeyedInput):
        for key, value in (sorted(answer) if inp.multiple else answer.items()):
            inp.press(key, value)
    elif isinstance(inp, MovePick):
        moves = [answer] if inp.count == 1 else list(answer)
        for i, text in enumerate(moves):
            click_move(inp, text)
            if i < len(moves) - 1:
                inp.keep_button.click()
    else:
        raise AssertionError(f"no way to click into {type(inp).__name__}")


def clicked_mistakes(ex: Any) -> list[Any]:
    """The exercise's typical mistakes that clicks can give exactly, each as the input's value."""
    out = []
    for wrong in ex.mistakes:
        inp = answer_input(ex)
        try:
            click(inp, wrong)
        except (KeyError, ValueError, AttributeError):
            continue
        value = inp.value()
        same = value == (set(wrong) if isinstance(wrong, (set, frozenset)) else wrong)
        if value is not None and same:
            out.append(value)
    return out


# -- every exercise, by clicks ------------------------------------------------------------------------------------


@pytest.mark.parametrize("ex_id", IDS)
def test_the_engines_answer_by_clicks_is_accepted(ex_id: str) -> None:
    ex = exercises.get(ex_id)
    inp = answer_input(ex)
    assert inp.value() is None
    click(inp, ex.answer())
    assert ex.check(inp.value()).correct, (inp.value(), ex.check(inp.value()).message)
    inp.clear()
    assert inp.value() is None


@pytest.mark.parametrize("ex_id", IDS)
def test_a_wrong_click_answer_gets_feedback_naming_a_rule(ex_id: str) -> None:
    ex = exercises.get(ex_id)
    wrong = clicked_mistakes(ex)
    assert wrong, f"{ex_id}: no typical mistake can be clicked"
    for value in wrong:
        fb = ex.check(value)
        assert not fb.correct and fb.rules, (value, fb.message)
        assert not fb.message.startswith(("Cannot read", "No answer")), fb.message


@pytest.mark.parametrize("ex_id", IDS)
def test_show_puts_the_answer_on_the_input(ex_id: str) -> None:
    ex = exercises.get(ex_id)
    inp = answer_input(ex)
    inp.show(ex.answer())
    assert ex.check(inp.value()).correct


def answer_forms(ex: Any) -> list[str]:
    """The ways the answer could be written in a hint."""
    answer = ex.answer()
    inp = answer_input(ex)
    forms = [show(answer), str(answer), inp.describe(answer)]
    if isinstance(inp, VerdictInput):
        forms += [RULES[answer[1]].title, answer[1]]
    elif isinstance(inp, NumberInput):
        forms += [f" {answer} ", f" {answer}.", NUMBER_WORDS[answer]]
    elif isinstance(inp, KeyedInput) and not inp.multiple:
        forms += [f"{label}: {inp.rows[key].label_of(answer[key])}" for label, key in inp.keys]
    elif isinstance(inp, MovePick):
        forms += [inp.describe(m) if inp.count == 1 else m for m in ([answer] if inp.count == 1 else answer)]
    return [f for f in forms if f]


@pytest.mark.parametrize("ex_id", IDS)
def test_hints_help_without_giving_the_answer(ex_id: str) -> None:
    ex = exercises.get(ex_id)
    assert len(ex.hints) >= 2 and len(set(ex.hints)) == len(ex.hints)
    for hint in ex.hints:
        for form in answer_forms(ex):
            assert form.lower() not in f" {hint.lower()} ", (hint, form)
    if isinstance(answer_input(ex), BoardPick):  # fields to click: the hints name none of them
        for hint in ex.hints:
            assert not set(re.findall(r"\b[A-K]\d+\b", hint)) & set(ex.answer()), hint


NOTATION = [(_MOVE, "a move in notation"), (RULE_ID, "a rule id"), (re.compile(r"\br[0-3]\b"), "a quarter turn"),
            (re.compile(r"`"), "code quotes"), (re.compile(r"[\[{(]'|'[\]})]"), "a Python value"),
            (re.compile(r"\b(True|False|None)\b"), "a Python value")]


def notation_in(text: str) -> list[str]:
    return [what for pattern, what in NOTATION if pattern.search(text)]


@pytest.mark.parametrize("ex_id", IDS)
def test_no_pupil_text_holds_notation_or_rule_ids(ex_id: str) -> None:
    ex = exercises.get(ex_id)
    inp = answer_input(ex)
    for text in (ex.ask, *ex.hints, inp.instruction, inp.describe(ex.answer())):
        assert text and not notation_in(text), (notation_in(text), text)


def visible(html: str) -> str:
    """The text of the app's HTML a pupil reads (tags dropped)."""
    return unescape(re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", html, flags=re.S)))


@pytest.mark.parametrize("number", range(1, len(EXERCISES) + 1))
def test_the_app_wrong_then_right_by_clicks(number: int) -> None:
    amber_app = app()
    amber_app.select(number)
    ex = amber_app.exercise
    wrong = clicked_mistakes(ex)[0]
    click(amber_app.input, wrong)
    fb = amber_app.check()
    assert not fb.correct and amber_app.status[ex.id] == "tried"
    said = visible(amber_app.feedback.value)
    assert any(RULES[r].title in said for r in fb.rules), said
    assert not notation_in(said), (notation_in(said), said)
    assert "tutor-exapp-bad" in amber_app.feedback.value
    hint = amber_app.hint()
    assert hint is not None and hint.startswith(f"Hint 1 of {len(ex.hints)}: ")
    amber_app.input.clear()
    click(amber_app.input, ex.answer())
    fb = amber_app.check()
    said = visible(amber_app.feedback.value)
    assert fb.correct and amber_app.status[ex.id] == "solved", fb.message
    assert any(RULES[r].title in said for r in fb.rules) and not notation_in(said), said


@pytest.mark.parametrize("number", range(1, len(EXERCISES) + 1))
def test_the_shown_answer_is_in_words(number: int) -> None:
    amber_app = app()
    amber_app.select(number)
    amber_app.reveal_button.click()
    assert amber_app.answer.value == "" and amber_app.confirm_row.layout.display is None
    amber_app.yes_button.click()
    text = visible(amber_app.answer.value)
    ex = amber_app.exercise
    assert ex.check(amber_app.input.value()).correct
    assert "The answer" in text and not notation_in(text), (notation_in(text), text)


def test_progress_survives_a_new_app_through_the_store() -> None:
    first = app()
    first.select(3)
    click(first.input, exercises.get("ex3").answer())
    first.check()
    first.select(4)
    click(first.input, clicked_mistakes(exercises.get("ex4"))[0])
    first.check()
    kept = dict(first.store.data)
    assert kept == {"ex3": "solved", "ex4": "tried"}
    again = app()
    again.store.restore(kept)  # the browser hands over what it kept
    assert again.progress_text() == "1 solved · 1 tried · 10 exercises"
    assert [b.button_style for b in again.numbers[2:4]] == ["success", "warning"]


def test_the_app_is_an_exercise_app_with_its_own_store() -> None:
    amber_app = app()
    assert isinstance(amber_app, ExerciseApp) and amber_app.store.key == "tutor-exercises-amber"
    assert len(amber_app.numbers) == 10 and amber_app.title == "Amber exercises"


def test_in_words_keeps_field_names_and_text_without_moves() -> None:
    assert in_words("You missed 1 field(s): red travels B2 → C2") == "You missed 1 field(s): red travels B2 → C2"
    assert in_words("red: straight> D3 r3; blue: stuck curve>") == \
        "red: “lay the one-way straight on D3 (turned a quarter left)”; blue: “give up the one-way curve (no place " \
        "for it)”"
