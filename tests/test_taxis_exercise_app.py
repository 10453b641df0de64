"""The Thurn und Taxis exercise app's inputs, driven by clicks without a browser (taxis/exercise_app.py).

For every exercise the clicks are worked out from the solver's answer (``ex.answer()``, computed by the engine) and
the position, never written down here: the value the clicks gather must be one the checker accepts. A wrong answer,
also made by clicks (the right one changed by a click), gets feedback that names a rule. The pupils' texts (the
question and the hints) hold no move notation and no rule id, and no hint gives the answer away.
"""

from __future__ import annotations

import re
from html import unescape
from typing import Any

import pytest

import taxis
from taxis import exercise_app as app_module
from taxis.exercise_app import NO_CARRIAGE, answer_input, wording
from taxis.exercise_app import app as taxis_app
from taxis.exercises import EXERCISES, get
from taxis.moves import Move, Route
from taxis.rulebook import RULES
from taxis.state import CARRIAGES, city_of
from taxis.verdicts import check as verdict
from tutor.exercise_app import AnswerInput

IDS = [ex.id for ex in EXERCISES]


# -- clicks that give an answer -----------------------------------------------------------------------------------


def play(pick: Any, move: Move) -> None:
    """Click ``move`` as at the game table: the shortest click path the table offers for it now."""
    paths = sorted((p for m, p in pick.narrowing.paths if m == move), key=len)
    assert paths, f"{move} is not offered by the clicks"
    for hit in paths[0]:
        pick.click(hit)


def click_answer(ex_id: str, box: Any, answer: Any) -> None:
    """Give ``answer`` to the input ``box`` of exercise ``ex_id`` by clicks (button presses, board clicks)."""
    if ex_id == "ex1":
        for i, (ok, rule) in enumerate(answer, 1):
            box.press(i, ok)  # "allowed" / "not allowed"
            box.press(i, RULES[rule].title)  # the rule, by its title
    elif ex_id == "ex2":
        cards = {city_of(c): c for c in ex2_state().display}
        for city in sorted(answer):
            box.click(f"display:{cards[city]}")
    elif ex_id == "ex3":
        for key, carriage in zip(("without", "with"), answer, strict=True):
            box.press(key, NO_CARRIAGE if carriage is None else carriage)
    elif ex_id == "ex4":
        count, card = answer
        box.count.press(count)
        play(box.play, taxis.parse(card if " " in card else f"horse {card}"))
    elif ex_id == "ex5":
        for way in sorted(answer):
            for city in way:
                box.click(f"city:{city}")
            box.add_button.click()
    elif ex_id == "ex6":
        for sid, value in answer.items():
            box.press(sid)
            box.press(sid, value)
    elif ex_id in ("ex7", "ex8"):
        for choice in sorted(answer) if isinstance(answer, set) else [answer]:
            box.press(choice)
    elif ex_id == "ex9":
        for city in answer:
            box.click(f"city:{city}")
    elif ex_id == "ex10":
        for text in answer:
            play(box, taxis.parse(text))
            box.keep_button.click()
    else:
        raise AssertionError(f"no clicks for {ex_id}")


def ex2_state() -> Any:
    return get("ex2").game().state


def playable(box: Any, plan: list[str]) -> bool:
    """Whether ``plan`` can be clicked and kept move by move (each move legal in its turn)."""
    box.clear()
    for text in plan:
        move = taxis.parse(text)
        if not any(m == move for m, _ in box.narrowing.paths):
            box.clear()
            return False
        play(box, move)
        box.keep_button.click()
    return True


def wrong_clicks(ex_id: str, box: Any, answer: Any) -> None:
    """A click (or a few) that turns the right answer given by :func:`click_answer` into a wrong one."""
    ex = get(ex_id)
    if ex_id == "ex1":
        box.press(1, "allowed" if not answer[0][0] else "not allowed")
    elif ex_id == "ex2":
        extra = sorted(city_of(c) for c in ex2_state().display if city_of(c) not in answer)[0]
        box.click(f"city:{extra}")
    elif ex_id == "ex3":
        box.press("with", next(n for n in reversed(CARRIAGES) if n != answer[1]))
    elif ex_id == "ex4":
        box.count.press(answer[0] + 1)
    elif ex_id == "ex5":
        box.listed.children[0].click()  # a placement taken off the list
    elif ex_id == "ex6":
        sid, value = next(iter(answer.items()))
        box.press(sid, next(v for _, v in box.values[sid].options if v != value))
    elif ex_id == "ex7":
        box.press(next(v for _, v in box.row.options if v != answer))
    elif ex_id == "ex8":
        box.press(sorted({v for _, v in box.row.options} - set(answer))[0])
    elif ex_id == "ex9":
        box.undo_button.click()  # the route one city short
    elif ex_id == "ex10":  # a typical mistake of the exercise that can be clicked (its plays legal one by one)
        assert any(playable(box, plan) for plan in ex.mistakes if len(plan) == len(answer))
    else:
        raise AssertionError(f"no wrong clicks for {ex_id}")


@pytest.mark.parametrize("ex_id", IDS)
def test_the_solvers_answer_clicked_is_right(ex_id: str) -> None:
    ex = get(ex_id)
    box = answer_input(ex)
    assert isinstance(box, AnswerInput)
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
    assert box.value() is not None
    feedback = ex.check(box.value())
    assert not feedback.correct
    assert feedback.rules and all(f"rule {r} (" in feedback.message for r in feedback.rules), feedback.message


@pytest.mark.parametrize("ex_id", IDS)
def test_clear_show_and_describe(ex_id: str) -> None:
    ex = get(ex_id)
    box = answer_input(ex)
    click_answer(ex_id, box, ex.answer())
    box.clear()
    assert box.value() is None
    box.show(ex.answer())
    assert ex.check(box.value()).correct
    said = box.describe(ex.answer())
    assert said and "taxis." not in said and "{" not in said and "[" not in said


@pytest.mark.parametrize("ex_id", IDS)
def test_the_app_takes_the_clicked_answer(ex_id: str) -> None:
    """In the app: a wrong answer by clicks, a hint, the answer shown (in words, on the input), then the right answer
    by clicks; the feedback names rules by their titles, never their ids, and says no move in notation."""
    app = taxis_app()
    number = IDS.index(ex_id) + 1
    app.select(number)
    ex = get(ex_id)
    click_answer(ex_id, app.input, ex.answer())
    wrong_clicks(ex_id, app.input, ex.answer())
    assert not app.check().correct and app.status[ex_id] == "tried"
    shown = html_text(app.feedback.value)
    assert "the rule “" in shown and not re.search(r"\btaxis\.[a-z]", shown), shown
    assert not any(p.search(shown) for p in NOTATION[:2]), shown
    assert app.hint().startswith("Hint 1 of")
    said = app.reveal()  # allowed after a real attempt: the answer in words
    assert said.startswith("The answer: ") and ex.check(app.input.value()).correct, said
    assert not re.search(r"\btaxis\.[a-z]", said) and not any(p.search(said) for p in NOTATION[:2]), said
    app.select(number)
    click_answer(ex_id, app.input, ex.answer())
    assert app.check().correct and app.status[ex_id] == "solved"
    assert app.store.data[ex_id] == "solved"


def html_text(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", unescape(html)).split())


# -- clicks the inputs refuse, and what they say ------------------------------------------------------------------


def test_a_card_play_the_rules_forbid_is_judged_with_its_rule() -> None:
    """A card clicked onto an end it does not join: the table refuses the click, the play it tried is the answer,
    and the checker names the rule it breaks."""
    ex = get("ex4")
    box = answer_input(ex)
    state = ex.game().state
    cards = [c for c in state.hands[state.player] if not verdict(state, Route(c, "end")).ok]
    assert cards, "every card fits the end here"
    box.count.press(ex.answer()[0])
    box.play.click(f"hand:{cards[0]}")
    box.play.click("at:end")
    assert box.value() == (ex.answer()[0], str(Route(cards[0], "end")))
    feedback = ex.check(box.value())
    rule = verdict(state, Route(cards[0], "end")).rule
    assert not feedback.correct and rule in feedback.rules


def test_clicks_on_the_deck_or_a_button_choose_no_card() -> None:
    box = answer_input(get("ex4"))
    box.count.press(5)
    for hit in ("deck", "end-turn", "close", "administrator"):
        box.play.click(hit)
        assert box.value() is None, hit


def test_the_plan_stops_after_four_cards_and_undo_takes_one_back() -> None:
    ex = get("ex10")
    box = answer_input(ex)
    click_answer("ex10", box, ex.answer())
    assert box.value() == ex.answer() and not box.narrowing.paths  # nothing more on offer
    box.click("horses")
    assert box.value() == ex.answer()
    box.undo_button.click()
    assert box.value() is None and box.kept == [taxis.parse(m) for m in ex.answer()[:3]]


def test_clicks_off_the_choices_change_nothing() -> None:
    box = answer_input(get("ex2"))
    shown = {city_of(c) for c in ex2_state().display}
    box.click("deck")
    box.click(f"city:{sorted(set(ex2_state().map.cities) - shown)[0]}")
    assert box.value() is None
    box = answer_input(get("ex5"))
    box.click("city:München")  # not on red's route
    box.add_button.click()
    assert box.value() is None


def test_a_second_click_takes_a_choice_back() -> None:
    box = answer_input(get("ex2"))
    card = ex2_state().display[0]
    box.click(f"display:{card}")
    assert box.value() == {city_of(card)}
    box.click(f"city:{city_of(card)}")
    assert box.value() is None


def test_the_play_touched_is_drawn_on_the_map() -> None:
    box = answer_input(get("ex1"))
    before = box.board.svg
    box.press(2, "not allowed")
    assert box.board.svg != before and box.focus == 1


def test_the_rules_offered_hold_the_deciding_one() -> None:
    ex = get("ex1")
    box = answer_input(ex)
    for row, (_ok, rule) in zip(box.rows, ex.answer(), strict=True):
        assert rule in {value for _, value in row.rule.options}


def test_feedback_is_worded_without_notation() -> None:
    for ex in EXERCISES:
        for answer in (*ex.mistakes, ex.answer()):
            said = wording(ex.check(answer).message)
            assert not any(p.search(said) for p in NOTATION[:2]), (ex.id, said)


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

