"""Amber's exercise app (amber/exercise_app.py): every exercise answered by clicks, without a browser.

The clicks are worked out from the engine's own answer (``ex.answer()``, the solver) and from the exercise's typical
mistakes (see tests/exercise_app_contract.py): nothing here writes an answer down.
"""

from __future__ import annotations

import re

import pytest
from exercise_app_contract import (
    answer_by_clicks,
    app_wrong_then_right,
    base_notation,
    click,
    clicked_mistakes,
    hints_hold_no_answer,
    pupil_texts_plain,
    shown_answer_in_words,
    wrong_by_clicks,
)

from amber import exercises
from amber.exercise_app import _MOVE, answer_input, app, in_words, turn
from amber.moves import parse
from amber.rulebook import RULES
from tutor.exercise_app import ExerciseApp, MovePick

IDS = [ex.id for ex in exercises.EXERCISES]
NUMBERS = range(1, len(IDS) + 1)
NOTATION = [*base_notation(RULES), (_MOVE, "a move in notation"), (re.compile(r"\br[0-3]\b"), "a quarter turn")]
FIELD = r"\b[A-K]\d+\b"


@pytest.mark.parametrize("ex_id", IDS)
def test_the_engines_answer_by_clicks_is_accepted(ex_id: str) -> None:
    answer_by_clicks(exercises.get(ex_id), answer_input)


@pytest.mark.parametrize("ex_id", IDS)
def test_a_wrong_click_answer_gets_feedback_naming_a_rule(ex_id: str) -> None:
    wrong_by_clicks(exercises.get(ex_id), answer_input)


@pytest.mark.parametrize("ex_id", IDS)
def test_hints_help_without_giving_the_answer(ex_id: str) -> None:
    hints_hold_no_answer(exercises.get(ex_id), answer_input, places=FIELD)


@pytest.mark.parametrize("ex_id", IDS)
def test_no_pupil_text_holds_notation_or_rule_ids(ex_id: str) -> None:
    pupil_texts_plain(exercises.get(ex_id), answer_input, NOTATION)


@pytest.mark.parametrize("number", NUMBERS)
def test_the_app_wrong_then_right_by_clicks(number: int) -> None:
    app_wrong_then_right(app(), number, answer_input, NOTATION)


@pytest.mark.parametrize("number", NUMBERS)
def test_the_shown_answer_is_in_words(number: int) -> None:
    shown_answer_in_words(app(), number, NOTATION)


def test_every_kind_of_mistake_can_be_clicked() -> None:
    """Most typical mistakes can be given by clicks (those that cannot need a tile red does not hold)."""
    clicked = sum(len(clicked_mistakes(ex, answer_input)) for ex in exercises.EXERCISES)
    assert clicked >= 0.8 * sum(len(ex.mistakes) for ex in exercises.EXERCISES)


def test_a_plan_is_played_with_blues_reply_on_the_inputs_own_game() -> None:
    ex = exercises.get("ex10")
    pick = answer_input(ex)
    assert isinstance(pick, MovePick) and pick.count == 2
    first, second = ex.answer()
    click(pick, [first, second])
    assert [str(m) for m in pick.kept] == [first] and len(pick.game.history) == 2  # red's move and blue's reply
    assert pick.value() == [first, second] and ex.check(pick.value()).correct


def test_a_refused_tile_turns_like_a_legal_one() -> None:
    assert turn(parse("curve B4 r3")) == parse("curve B4 r0")
    assert turn(parse("straight B4 r1")) == parse("straight B4 r0")  # a straight has two ways
    assert turn(parse("shovel B4")) is None


def test_progress_survives_a_new_app_through_the_store() -> None:
    first = app()
    first.select(3)
    click(first.input, exercises.get("ex3").answer())
    first.check()
    first.select(4)
    click(first.input, clicked_mistakes(exercises.get("ex4"), answer_input)[0])
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
    assert in_words("You missed 1 field: red travels B2 → C2") == "You missed 1 field: red travels B2 → C2"
    assert in_words("red: straight> D3 r3; blue: stuck curve>") == \
        "red: “lay the one-way straight on D3 (turned a quarter left)”; blue: “give up the one-way curve (no place " \
        "for it)”"
