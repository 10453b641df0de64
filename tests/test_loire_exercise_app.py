"""La Loire's exercises in the pupils' app (loire/exercise_app.py), driven by clicks without a browser.

For every exercise the clicks are worked out from the solver's answer (never written down here): they give a value
the exercise's checker accepts; clicks for a wrong answer (the right one changed a little) get feedback naming a
rule by its title; hints never give the answer away; and no pupil text holds move notation, a card code, Python or
a rule id.
"""

from __future__ import annotations

import re
from html import unescape
from typing import Any

import ipywidgets as widgets
import pytest
from exercise_app_contract import base_notation, hints_hold_no_answer, pupil_texts_plain, shown_answer_in_words

from loire import exercises
from loire.exercise_app import (
    Complete,
    Counters,
    KeyedPlaces,
    MarketAndCircus,
    TurnInput,
    VerdictList,
    answer_input,
    app,
    wording,
)
from loire.exercises import EXERCISES
from loire.moves import Travel
from loire.rulebook import RULES
from loire.state import COLOURS, GOODS, PLACES
from loire.table import path
from tutor.exercise_app import AnswerInput, KeyedInput
from tutor.table import BoardView

IDS = [ex.id for ex in EXERCISES]
RULE_ID = re.compile(r"\bloire\.[a-z0-9-]+\.[a-z0-9-]+")
_PLACE = "|".join(sorted((re.escape(p) for p in PLACES), key=len, reverse=True))
NOTATION = [
    re.compile(rf"\b(merchant|messenger) ([+-]\d )?({_PLACE})\b"),  # a travel: "merchant +1 Saumur"
    re.compile(rf"\b(buy|sell) ({'|'.join(GOODS)})\b"),  # "buy cheese"
    re.compile(r"\bboat \d\b|\bmessage \d\b(?! point)|\bhire [A-Z]"),  # "boat 2", "message 2", "hire Banker"
    re.compile(rf"\b({'|'.join(COLOURS)})\+({'|'.join(COLOURS)})\b"),  # a card code: "green+white"
    re.compile(r"\b(Nantes|Orléans)\.[a-z]+\b"),  # a monastery card: "Nantes.love"
    re.compile(r"[`{}\[\]]|\bTrue\b|\bFalse\b|\bNone\b|\bset\(\)"),  # Python
]
CONTRACT_NOTATION = [*base_notation(RULES), *((p, "La Loire notation") for p in NOTATION[:5])]
NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
                "twenty"]


# -- clicks from an answer -------------------------------------------------------------------------------------


def click_answer(inp: Any, ex: exercises.Exercise, answer: Any) -> None:
    """Click ``answer`` into ``inp`` as a pupil would (buttons pressed, places and pieces clicked on the board)."""
    if isinstance(inp, VerdictList):
        for i, (ok, rule) in enumerate(answer):
            inp.step(i + 1)
            inp.press(ok)
            inp.press(RULES[rule].title)
    elif isinstance(inp, KeyedInput):
        pairs = answer.items() if isinstance(answer, dict) else zip(("a", "b", "c"), answer, strict=True)
        for key, n in pairs:
            inp.press(key, str(n))
    elif isinstance(inp, KeyedPlaces):
        for key, places in answer.items():
            inp.pick(key)
            for place in sorted(places):
                inp.pick_now.view.click(place)
    elif isinstance(inp, MarketAndCircus):
        market, circus = answer
        for colour in market:
            inp.market.press(colour)
        for village in sorted(circus):
            inp.circus.view.click(village)
    elif isinstance(inp, Counters):
        for key, n in answer.items():
            inp.set(key, n)
    elif isinstance(inp, Complete):
        for player in answer:
            inp.press(player)
    elif isinstance(inp, TurnInput):
        game = ex.game()
        for text in answer:
            move = game.parse(text)
            for hit in path(move):
                inp.board.click(hit)
            game.play(move)
    else:
        raise AssertionError(f"no clicks for {type(inp).__name__}")


def wrong_answer(ex: exercises.Exercise, right: Any) -> Any:
    """The solver's answer changed a little (so it is wrong), in a form the input's clicks can give."""
    if ex.id == "ex1":
        ok, rule = right[0]
        return [(not ok, rule), *right[1:]]
    if ex.id == "ex2":
        first = next(iter(right))
        return {**right, first: (right[first] + 1) % 5}
    if ex.id == "ex4":
        market, circus = right
        return [market[1], market[0], *market[2:]], circus
    if ex.id == "ex5":
        return (right[0] + 1, *right[1:])
    if ex.id in ("ex3", "ex6"):
        key = next(iter(right))
        extra = next(p for p in PLACES if p not in right[key])
        return {**right, key: right[key] | {extra}}
    if ex.id == "ex7":
        return {**right, "boat": right["boat"] + 1}
    if ex.id == "ex8":
        return list(reversed(right))
    game = ex.game()  # a turn: end it as soon as the rules allow, else the first legal step
    plan = []
    while game.state.player == 0 and not game.state.over:
        moves = game.legal_moves()
        move = next((m for m in moves if str(m) == "end"), moves[0])
        plan.append(str(move))
        game.play(move)
    return plan


# -- the inputs --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("ex_id", IDS)
def test_the_solvers_answer_clicked_in_is_right(ex_id: str) -> None:
    ex = exercises.get(ex_id)
    inp = answer_input(ex)
    assert isinstance(inp, AnswerInput)
    assert inp.value() is None, "nothing is chosen at the start"
    click_answer(inp, ex, ex.answer())
    fb = ex.check(inp.value())
    assert fb.correct, fb.message


@pytest.mark.parametrize("ex_id", IDS)
def test_a_wrong_answer_by_clicks_gets_feedback_naming_a_rule(ex_id: str) -> None:
    ex = exercises.get(ex_id)
    wrong = wrong_answer(ex, ex.answer())
    inp = answer_input(ex)
    click_answer(inp, ex, wrong)
    fb = ex.check(inp.value())
    assert not fb.correct and fb.message.startswith(("Not quite", "Half right")), fb.message
    assert fb.rules and all(r in RULES for r in fb.rules)


@pytest.mark.parametrize("ex_id", IDS)
def test_show_then_clear(ex_id: str) -> None:
    ex = exercises.get(ex_id)
    inp = answer_input(ex)
    inp.show(ex.answer())
    assert ex.check(inp.value()).correct
    said = inp.describe(ex.answer())
    assert said and not RULE_ID.search(said) and not any(p.search(said) for p in NOTATION), said
    inp.clear()
    assert inp.value() is None


def test_a_turn_is_played_by_clicks_and_only_legal_steps_are_kept() -> None:
    ex = exercises.get("ex9")
    turn = answer_input(ex)
    before = ex.game().state
    turn.board.click("piece:merchant")
    assert turn.narrowing.selection == ("piece:merchant", "horses:+0")  # the piece keeps its horses
    turn.board.click("Blois")  # too far: refused, the rule named by its title, nothing played
    assert turn.value() is None and turn.game.state == before
    assert "Not allowed" in turn.note.value and RULES["loire.move.steps"].title in unescape(turn.note.value)
    assert not RULE_ID.search(turn.note.value) and "loire." not in turn.board.svg
    turn.board.click("Meung-sur-Loire")  # reached only by leaving a horse behind: the table's jump finds it
    assert turn.value() == [str(Travel("merchant", "Meung-sur-Loire", -1))]
    turn.board.click("end")  # the messenger has not moved: refused
    assert "Not allowed" in turn.note.value and turn.value() == ["merchant -1 Meung-sur-Loire"]
    turn.undo_button.click()
    assert turn.value() is None and turn.game.state == before


def test_a_turn_ends_with_end_and_then_takes_no_more_clicks() -> None:
    ex = exercises.get("ex9")
    turn = answer_input(ex)
    for hit in ("piece:merchant", "Beaugency", "piece:messenger", "Beaugency", "end"):
        turn.board.click(hit)
    assert turn.over and turn.value()[-1] == "end"
    kept = turn.value()
    turn.board.click("piece:merchant")
    assert turn.value() == kept and "over" in turn.note.value
    turn.board.click("undo")  # the undo button drawn under the board
    assert turn.value() == kept[:-1] and not turn.over


def test_team_sizes_keep_their_own_places() -> None:
    ex = exercises.get("ex3")
    places = answer_input(ex)
    places.pick(0)
    places.click("Ancenis")
    places.pick(2)
    places.click("Tours")
    places.click("piece:merchant")  # not a place: nothing changes
    assert places.value() == {0: {"Ancenis"}, 1: set(), 2: {"Tours"}}
    places.click("Tours")  # a second click unmarks
    assert places.value() == {0: {"Ancenis"}, 1: set(), 2: set()}
    assert [p.widget.layout.display for p in places.picks] == ["none", "none", None]


def test_orders_take_each_item_once() -> None:
    ranking = answer_input(exercises.get("ex8"))
    ranking.press("blue")
    ranking.press("blue")
    assert ranking.value() is None and ranking.chosen == ["blue"] and "2 to go" in ranking.pending()
    market = answer_input(exercises.get("ex4"))
    for colour in COLOURS[:6]:
        market.market.press(colour)
    assert market.value() is None and market.pending()
    market.market.press(COLOURS[6])
    assert market.value() == (list(COLOURS), set())
    market.circus.view.click("Nantes")  # the circus goes to villages only
    assert market.value() == (list(COLOURS), set())


def test_counters_start_unknown_and_never_go_below_zero() -> None:
    score = answer_input(exercises.get("ex7"))
    assert score.value() is None and "boat" in score.pending()
    for _label, key in score.keys:
        score.press(key, -1)
    assert set(score.value().values()) == {0}


# -- the texts ----------------------------------------------------------------------------------------------------


def giveaways(ex: exercises.Exercise, answer: Any) -> set[str]:
    """What a hint must not say: the answer's places, numbers (in figures and words), orders, rule titles and
    moves (what the question itself says is left out)."""
    out: set[str] = set()

    def add(value: Any) -> None:
        if isinstance(value, bool):
            return
        if isinstance(value, int):
            out.update({str(value), *([NUMBER_WORDS[value]] if value < len(NUMBER_WORDS) else [])})
        elif isinstance(value, str) and value in PLACES:
            out.add(value)
        elif isinstance(value, (set, frozenset)):
            for v in value:
                add(v)

    if ex.id == "ex1":
        out.update(RULES[rule].title for _ok, rule in answer)
    elif ex.id in ("ex9", "ex10"):
        game = ex.game()
        for text in answer:
            move = game.parse(text)
            out.add(text)
            if isinstance(move, Travel):
                out.add(move.to)
    elif isinstance(answer, list):  # a ranking
        out.update({", ".join(answer), " ".join(answer), f"{answer[0]} wins", f"{answer[0]} is first"})
    elif isinstance(answer, tuple) and isinstance(answer[0], list):  # the market and the circus
        out.update({", ".join(answer[0]), " ".join(answer[0])})
        add(answer[1])
    elif isinstance(answer, tuple):
        for v in answer:
            add(v)
    elif isinstance(answer, dict):
        for v in answer.values():
            add(v)
    asked = ex.ask.lower()
    return {g for g in out if not re.search(rf"\b{re.escape(g.lower())}\b", asked)}


@pytest.mark.parametrize("ex_id", IDS)
def test_hints_help_without_giving_the_answer_away(ex_id: str) -> None:
    ex = exercises.get(ex_id)
    assert len(ex.hints) >= 2 and len(set(ex.hints)) == len(ex.hints)
    secrets = giveaways(ex, ex.answer())
    assert secrets, "the test must know what to look for"
    for hint in ex.hints:
        said = [g for g in secrets if re.search(rf"\b{re.escape(g.lower())}\b", hint.lower())]
        assert not said, f"hint gives away {said}: {hint}"


def visible_texts(widget: widgets.Widget) -> list[str]:
    """The texts a pupil reads in ``widget`` (HTML, button labels, toggle options; the boards' SVG too)."""
    out = []
    if isinstance(widget, widgets.HTML):
        out.append(unescape(re.sub(r"<style.*?</style>|<[^>]+>", " ", widget.value, flags=re.S)))
    if isinstance(widget, (widgets.Button, widgets.ToggleButton)):
        out += [widget.description, widget.tooltip or ""]
    if isinstance(widget, widgets.ToggleButtons):
        out += [str(label) for label in widget._options_labels]
    if isinstance(widget, BoardView):
        out += re.findall(r">([^<>]+)<", widget.svg)
    for child in getattr(widget, "children", ()):
        out += visible_texts(child)
    return out


@pytest.mark.parametrize("ex_id", IDS)
def test_no_pupil_text_holds_notation_or_rule_ids(ex_id: str) -> None:
    ex = exercises.get(ex_id)
    inp = answer_input(ex)
    texts = [ex.ask, *ex.hints, inp.instruction, *visible_texts(inp.widget)]
    for text in texts:
        assert not RULE_ID.search(text), text
        assert not any(p.search(text) for p in NOTATION), text
    assert ex.ask.strip() and len(ex.ask) < 600 and inp.instruction.strip()


@pytest.mark.parametrize("ex_id", IDS)
def test_the_feedback_on_mistakes_reads_without_notation(ex_id: str) -> None:
    ex = exercises.get(ex_id)
    for wrong in (*ex.mistakes, wrong_answer(ex, ex.answer())):
        said = wording(ex.check(wrong).message)
        assert not any(p.search(said) for p in NOTATION[:5]), said


# -- the app ------------------------------------------------------------------------------------------------------


def test_the_app_wrong_hint_then_right_for_every_exercise() -> None:
    a = app()
    assert len(a.exercises) == 10
    for number, ex in enumerate(EXERCISES, 1):
        a.select(number)
        click_answer(a.input, ex, wrong_answer(ex, ex.answer()))
        fb = a.check()
        assert not fb.correct and a.status[ex.id] == "tried"
        shown = unescape(a.feedback.value)
        assert "the rule “" in shown and not RULE_ID.search(shown), shown
        assert a.hint().startswith("Hint 1 of")
        a.select(number)  # a fresh input
        click_answer(a.input, ex, ex.answer())
        assert a.check().correct and a.status[ex.id] == "solved", a.feedback.value
    assert a.progress_text() == "10 solved · 0 tried · 10 exercises"
    assert a.store.data == {ex.id: "solved" for ex in EXERCISES}


def test_the_app_reveals_an_answer_in_words_after_a_wrong_attempt() -> None:
    a = app()
    a.select(9)
    assert "Try an answer first" in a.reveal()
    click_answer(a.input, EXERCISES[8], wrong_answer(EXERCISES[8], EXERCISES[8].answer()))
    a.check()
    said = a.reveal()
    assert said.startswith("The answer: move the merchant") and not RULE_ID.search(said), said
    assert EXERCISES[8].check(a.input.value()).correct  # shown on the board too


# -- the shared contract of the games' exercise apps (tests/exercise_app_contract.py) --------------------------------


# exercise 5's answer is a tuple (a), (b), (c), which the contract's KeyedInput forms cannot index: its hints are
# checked by test_hints_help_without_giving_the_answer_away above
@pytest.mark.parametrize("ex_id", [i for i in IDS if i != "ex5"])
def test_contract_hints_hold_no_answer(ex_id: str) -> None:
    hints_hold_no_answer(exercises.get(ex_id), answer_input, places=_PLACE)


@pytest.mark.parametrize("ex_id", IDS)
def test_contract_pupil_texts_plain(ex_id: str) -> None:
    pupil_texts_plain(exercises.get(ex_id), answer_input, CONTRACT_NOTATION)


@pytest.mark.parametrize("number", range(1, len(IDS) + 1))
def test_contract_the_shown_answer_is_in_words(number: int) -> None:
    shown_answer_in_words(app(), number, CONTRACT_NOTATION)


def clicked_mistakes(ex: exercises.Exercise) -> list[Any]:
    """The exercise's typical mistakes that clicks give (a plan the rules refuse cannot be played by clicks)."""
    out = []
    for wrong in ex.mistakes:
        inp = answer_input(ex)
        try:
            click_answer(inp, ex, wrong)
        except (KeyError, ValueError, StopIteration):
            continue
        if inp.value() is not None:
            out.append(inp.value())
    return out


@pytest.mark.parametrize("ex_id", IDS)
def test_the_typical_mistakes_clicked_in_are_refused_naming_a_rule(ex_id: str) -> None:
    ex = exercises.get(ex_id)
    wrong = clicked_mistakes(ex)
    assert wrong, f"{ex_id}: no typical mistake can be clicked"
    for value in wrong:
        fb = ex.check(value)
        assert not fb.correct and fb.rules and not fb.message.startswith(("Cannot read", "No answer")), fb.message


def test_the_app_gives_the_wide_board_the_width_as_taxis_does() -> None:
    """La Loire's board is a long strip (the river between two roads): in the narrow layout meant for Amber's square
    board it was drawn 555 px wide at 1024 × 768, its village names too small to read; the app is built wide (the
    board takes the width, the question column beside it is narrow), like Thurn und Taxis' map."""
    from taxis.exercise_app import app as taxis_app

    for made in (app(), taxis_app()):
        classes = made.widget._dom_classes
        assert "tutor-exapp" in classes and "tutor-exapp-wide" in classes, classes
