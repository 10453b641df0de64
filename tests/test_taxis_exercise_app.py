"""The Thurn und Taxis exercise app's inputs, driven by clicks without a browser (taxis/exercise_app.py).

For every exercise the clicks are worked out from the solver's answer (``ex.answer()``, computed by the engine) and
the position, never written down here: the value the clicks gather must be one the checker accepts. A wrong answer,
also made by clicks (the right one changed by a click), gets feedback that names a rule. The pupils' texts (the
question and the hints) hold no move notation and no rule id, and no hint gives the answer away.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import taxis
import taxis.verdicts
from taxis import exercise_app as app_module
from taxis.exercise_app import CarriageInput, answer_input
from taxis.exercises import EXERCISES, get
from taxis.moves import Move
from taxis.rulebook import RULES
from taxis.state import CARRIAGES, city_of
from taxis.table import OFFICIALS

IDS = [ex.id for ex in EXERCISES]


# -- clicks that give an answer -----------------------------------------------------------------------------------


def play(box: Any, move: Move) -> None:
    """Click ``move`` as at the game table: the shortest click path the table offers for it now."""
    paths = sorted((p for m, p in box.narrowing.paths if m == move), key=len)
    assert paths, f"{move} is not offered by the clicks"
    for hit in paths[0]:
        view = box.seats if hit.startswith(("hand:", "horses")) else box.board  # the seats: red's hand, horses
        view.click(hit)


def official_hit(name: str) -> str:
    return next(hit for official, hit, _ in OFFICIALS if official == name)


def click_answer(ex_id: str, box: Any, answer: Any) -> None:
    """Give ``answer`` to the input ``box`` of exercise ``ex_id`` by clicks (button presses, board clicks)."""
    if ex_id == "ex1":
        for (ok, rule), legal, pick in zip(answer, box.legal, box.rules, strict=True):
            legal.value = ok  # a click on "allowed" / "not allowed"
            pick.value = rule  # a click on the rule's title
    elif ex_id == "ex2":
        cards = {city_of(c): c for c in box.state.display}
        for city in sorted(answer):
            box.board.click(f"display:{cards[city]}")
    elif ex_id == "ex3":
        for row, carriage in zip((box.without, box.with_), answer, strict=True):
            row.value = CarriageInput.NONE if carriage is None else str(carriage)
    elif ex_id == "ex4":
        count, card = answer
        box.count.value = count
        play(box, taxis.parse(f"horse {card}") if " " not in card else taxis.parse(card))
    elif ex_id == "ex5":
        for way in sorted(answer):
            for city in way:
                box.board.click(f"city:{city}")
            box.add_button.click()
    elif ex_id == "ex6":
        for sid, value in answer.items():
            box.stack_buttons[sid].value = True
            box.values[sid].value = value
    elif ex_id == "ex7":
        box.board.click(official_hit(answer))
    elif ex_id == "ex8":
        for label in sorted(answer):
            box.buttons[label].value = True
    elif ex_id == "ex9":
        for city in answer:
            box.board.click(f"city:{city}")
    elif ex_id == "ex10":
        for text in answer:
            play(box, taxis.parse(text))
    else:
        raise AssertionError(f"no clicks for {ex_id}")


def wrong_clicks(ex_id: str, box: Any, answer: Any) -> None:
    """One click (or a few) that turns the right answer given by :func:`click_answer` into a wrong one."""
    if ex_id == "ex1":
        box.legal[0].value = not answer[0][0]
    elif ex_id == "ex2":
        extra = sorted(city_of(c) for c in box.state.display if city_of(c) not in answer)[0]
        box.board.click(f"city:{extra}")
    elif ex_id == "ex3":
        others = [str(n) for n in CARRIAGES if n != answer[1]]
        box.with_.value = others[-1]
    elif ex_id == "ex4":
        box.count.value = answer[0] + 1
    elif ex_id == "ex5":
        box.listed.children[0].click()  # remove a placement
    elif ex_id == "ex6":
        sid, value = next(iter(answer.items()))
        box.values[sid].value = next(v for v in box.values[sid].options if v[1] != value)[1]
    elif ex_id == "ex7":
        other = next(o for o, _, _ in OFFICIALS if o != answer and o in box.officials)
        box.board.click(official_hit(other))
    elif ex_id == "ex8":
        extra = sorted(set(box.buttons) - set(answer))[0]
        box.buttons[extra].value = True
    elif ex_id in ("ex9", "ex10"):
        box.undo_button.click()  # the route one city short, the plan one card short
    else:
        raise AssertionError(f"no wrong clicks for {ex_id}")


@pytest.mark.parametrize("ex_id", IDS)
def test_the_solvers_answer_clicked_is_right(ex_id: str) -> None:
    ex = get(ex_id)
    box = answer_input(ex)
    assert box.value() is None, "nothing is chosen at first"
    assert box.instruction and box.widget is not None
    click_answer(ex_id, box, ex.answer())
    feedback = ex.check(box.value())
    assert feedback.correct, feedback.message


@pytest.mark.parametrize("ex_id", IDS)
def test_a_wrong_clicked_answer_gets_feedback_naming_a_rule(ex_id: str) -> None:
    ex = get(ex_id)
    box = answer_input(ex)
    click_answer(ex_id, box, ex.answer())
    wrong_clicks(ex_id, box, ex.answer())
    feedback = ex.check(box.value())
    assert not feedback.correct
    assert feedback.rules and all(f"rule {r} (" in feedback.message for r in feedback.rules), feedback.message


@pytest.mark.parametrize("ex_id", IDS)
def test_clear_and_show(ex_id: str) -> None:
    ex = get(ex_id)
    box = answer_input(ex)
    click_answer(ex_id, box, ex.answer())
    box.clear()
    assert box.value() is None
    box.show(ex.answer())
    assert ex.check(box.value()).correct
    assert box.widget is not None and "<svg" in box.board.svg


# -- clicks the inputs refuse, and what they say ------------------------------------------------------------------


def test_a_click_the_rules_forbid_is_refused_with_the_rules_title() -> None:
    """Ending the turn before playing a card: the engine's reason and the rule's title, no rule id."""
    box = answer_input(get("ex10"))
    state = box.state
    box.board.click("end-turn")
    assert box.value() is None and box.state is state
    v = taxis.verdicts.check(state, taxis.parse("end"))
    assert not v.ok
    assert "Not allowed" in box.note.value and RULES[v.rule].title in box.note.value
    assert "taxis." not in box.note.value


def test_the_plan_stops_after_four_cards_and_undo_takes_one_back() -> None:
    ex = get("ex10")
    box = answer_input(ex)
    click_answer("ex10", box, ex.answer())
    assert len(box.value()) == 4 and 'data-hit="hand:' not in box.seats.svg  # no card to click any more
    box.seats.click("horses")
    assert "Enough cards" in box.note.value and len(box.value()) == 4
    box.undo_button.click()
    assert box.value() == ex.answer()[:3]


def test_clicks_off_the_choices_change_nothing() -> None:
    box = answer_input(get("ex2"))
    box.board.click("deck")
    shown = {city_of(c) for c in box.state.display}
    box.board.click(f"city:{sorted(set(box.state.map.cities) - shown)[0]}")
    assert box.value() is None
    box = answer_input(get("ex5"))
    box.board.click("city:München")  # not on red's route
    assert box.picked == [] and box.add_button.disabled


def test_a_second_click_takes_a_choice_back() -> None:
    box = answer_input(get("ex2"))
    card = box.state.display[0]
    box.board.click(f"display:{card}")
    assert box.value() == {city_of(card)}
    box.board.click(f"city:{city_of(card)}")
    assert box.value() is None


def test_the_proposed_play_is_drawn_when_its_row_is_touched() -> None:
    box = answer_input(get("ex1"))
    before = box.board.svg
    box.legal[1].value = False
    assert box.board.svg != before and box.focus == 1


def test_rule_choices_hold_every_rule_of_the_exercise() -> None:
    ex = get("ex1")
    box = answer_input(ex)
    offered = {value for _, value in box.rules[0].options}
    assert set(ex.rules) <= offered
    assert {rule for _, rule in ex.answer()} <= offered


# -- the pupils' texts ----------------------------------------------------------------------------------------------

NOTATION = [re.compile(p) for p in (
    r"\b(route|horse|draw|discard|close)\s+[A-ZÄÖÜ][\wäöüß]*(:\d)?(\s+start)?\b(?!\s*[–-])",  # route Ulm start
    r"\b[A-ZÄÖÜ][\wäöüß]+:\d\b",  # a card with its horses: Halle:1
    r"`", r"[\[\]{}]", r"\bTrue\b|\bFalse\b|\bNone\b", r"\bdraw deck\b", r"\bwith cartwright\b",
    r"\b(taxis|amber|loire)\.[a-z]")]
NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}


def pupil_texts(ex: Any) -> list[str]:
    return [ex.ask, *ex.hints]


@pytest.mark.parametrize("ex_id", IDS)
def test_pupil_texts_hold_no_notation_and_no_rule_id(ex_id: str) -> None:
    ex = get(ex_id)
    assert ex.ask and len(ex.hints) >= 2
    for text in pupil_texts(ex):
        for pattern in NOTATION:
            assert not pattern.search(text), f"{ex_id}: {pattern.pattern!r} in {text!r}"
        assert not any(rule in text for rule in RULES), f"{ex_id}: a rule id in {text!r}"


def atoms(answer: Any) -> list[str]:
    """The words that would give ``answer`` away: names, numbers (as digits and words), rule titles, stacks."""
    out: list[str] = []
    if isinstance(answer, bool) or answer is None:
        return out
    if isinstance(answer, int):
        return [str(answer), *([NUMBER_WORDS[answer]] if answer in NUMBER_WORDS else [])]
    if isinstance(answer, str):
        if answer in RULES:
            return [RULES[answer].title]
        move = answer.split()
        if move[0] in ("route", "horse"):
            return [city_of(move[1])]
        return [city_of(answer)]
    if isinstance(answer, dict):
        stacks = {s.id: s.title for s in get("ex6").game().state.bonus.stacks}
        for key, value in answer.items():
            out += [stacks.get(key, key), *atoms(value)]
        return out
    for item in answer:
        out += atoms(item)
    return out


def mentions(text: str, word: str) -> bool:
    flags = 0 if len(word) == 1 else re.IGNORECASE  # a letter (a closing's label) only as a capital on its own
    return re.search(rf"(?<![\w]){re.escape(word)}(?![\w])", text, flags) is not None


@pytest.mark.parametrize("ex_id", IDS)
def test_no_hint_gives_the_answer_away(ex_id: str) -> None:
    """No hint names a part of the answer; where the answer has several parts, those the question itself names are
    allowed (the cities of the route asked about, say), but never all of them."""
    ex = get(ex_id)
    parts = list(dict.fromkeys(atoms(ex.answer())))
    assert parts, f"{ex_id}: the answer has no words to look for"
    for hint in ex.hints:
        named = [w for w in parts if mentions(hint, w)]
        allowed = [w for w in named if len(parts) > 1 and mentions(ex.ask, w)]
        assert set(named) <= set(allowed), f"{ex_id}: the hint {hint!r} names {named}"
        assert len(named) < len(parts), f"{ex_id}: the hint {hint!r} names the whole answer"


def test_every_exercise_has_an_input() -> None:
    assert set(app_module.INPUTS) == set(IDS)
    with pytest.raises(KeyError, match="no answer input"):
        answer_input(type(get("ex1"))(**{**get("ex1").__dict__, "id": "ex99"}))

