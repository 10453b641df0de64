"""Amber's classroom exercises: right answers are accepted, wrong ones are refused naming a rule,
malformed ones get a clear message instead of an exception."""

from __future__ import annotations

from dataclasses import replace

import exercise_contract as contract
import pytest

import amber
from amber import exercises
from amber.exercises import EXERCISES, Feedback, check, get, solution

IDS = [ex.id for ex in EXERCISES]
JUNK = [42, 3.5, "", "zz", "curve Z9 r0", [1, 2], {"a": 1}, (True,), object(), [], {}, b"bytes", {"red": 7}]


def test_there_are_at_least_eight_exercises_from_easy_to_hard() -> None:
    assert len(EXERCISES) >= 8
    assert [f"ex{i}" for i in range(1, len(EXERCISES) + 1)] == IDS
    levels = [exercises.LEVELS.index(ex.level) for ex in EXERCISES]
    assert levels == sorted(levels) and set(levels) == {0, 1, 2}


@pytest.mark.parametrize("ex_id", IDS)
def test_each_exercise_teaches_known_rules_and_asks_a_question(ex_id: str) -> None:
    ex = get(ex_id)
    assert ex.rules and all(r in amber.RULES for r in ex.rules)
    assert ex.title and ex.question.strip() and ex.form
    assert ex.svg().startswith("<svg")
    assert ex.mistakes, "every exercise lists typical wrong answers"


@pytest.mark.parametrize("ex_id", IDS)
def test_the_engines_answer_is_correct_and_the_feedback_names_a_rule(ex_id: str) -> None:
    contract.answer_is_right(get(ex_id), amber.RULES, head=None)


@pytest.mark.parametrize("ex_id", IDS)
def test_typical_mistakes_are_refused_with_a_message_naming_the_rule(ex_id: str) -> None:
    contract.mistakes_are_refused(get(ex_id), amber.RULES, ("Not quite", "Not legal", "Half right"), unreadable_ok=True,
                                  may_quote=True)


@pytest.mark.parametrize("ex_id", IDS)
def test_no_answer_yet(ex_id: str) -> None:
    contract.no_answer_yet(get(ex_id))


@pytest.mark.parametrize("ex_id", IDS)
def test_malformed_answers_get_feedback_not_exceptions(ex_id: str) -> None:
    for junk in JUNK:
        fb = check(ex_id, junk)
        assert isinstance(fb, Feedback) and not fb.correct, junk
        assert fb.message.startswith(("Cannot read this answer: ", "Not quite", "Not legal")), fb.message


@pytest.mark.parametrize("ex_id", IDS)
def test_the_worked_solution_gives_the_answer_and_names_rules(ex_id: str) -> None:
    contract.worked_solution(get(ex_id), solution, exercises.show, amber.RULES)


def test_checks_are_deterministic_and_leave_the_position_alone() -> None:
    for ex in EXERCISES:
        before = ex.game().state
        first = [ex.check(a).message for a in (ex.answer(), *ex.mistakes)]
        assert first == [ex.check(a).message for a in (ex.answer(), *ex.mistakes)]
        assert ex.game().state == before


def test_an_unknown_exercise_is_named_in_the_error() -> None:
    with pytest.raises(KeyError, match="ex99.*ex1"):
        check("ex99", 1)


# -- exercise by exercise: the feedback says what is right or wrong and which rule decides ----------------------


@pytest.mark.rule("amber.place.castle-sides", "break")
def test_ex1_verdict_and_the_deciding_rule() -> None:
    assert check("ex1", (False, "amber.place.castle-sides")).correct
    assert check("ex1", (False, "place.castle-sides")).correct  # the "amber." prefix may be left out
    assert check("ex1", amber.scenario(get("ex1").picture, hands=list(get("ex1").hands)).check("curve C3 r0")).correct
    half = check("ex1", (False, "amber.place.edges-match"))
    assert not half.correct and half.message.startswith("Half right") and half.rules == ("amber.place.edges-match",)
    wrong = check("ex1", (True, "amber.place.tile"))
    assert "castle on B3" in wrong.message
    assert "not a rule id" in check("ex1", (False, "castle")).message


def test_ex1_answers_come_from_the_engine_not_from_a_table() -> None:
    """Move red's castle to the east of C3: the same question now has the opposite answer."""
    ex = replace(get("ex1"), picture=get("ex1").picture.replace("3  . 1 . .", "3  . . . 1"))
    assert ex.answer() == (True, "amber.place.tile")
    assert ex.check((True, "amber.place.tile")).correct
    assert not ex.check((False, "amber.place.castle-sides")).correct


@pytest.mark.rule("amber.place.reachable", "obey")
@pytest.mark.rule("amber.roads.one-way", "obey")
def test_ex2_fields_in_any_form() -> None:
    right = get("ex2").answer()
    assert right == {"A2", "B1", "C3"}
    assert check("ex2", "a2, b1 C3").correct and check("ex2", ["C3", "B1", "A2"]).correct
    beyond = check("ex2", right | {"E2"})
    assert "E2" in beyond.message and {"amber.place.reachable", "amber.roads.one-way"} <= set(beyond.rules)
    swamp = check("ex2", right | {"B3"})
    assert swamp.rules == ("amber.swamp.blocks",)
    missed = check("ex2", right - {"C3"})
    assert "missed 1" in missed.message and "C3" in missed.message
    assert "You missed 1 field: red travels" in missed.message and "(s)" not in missed.message  # one, not "field(s)"
    assert "You missed 2 fields: for example" in check("ex2", {"A2"}).message


@pytest.mark.rule("amber.place.rotation", "obey")
def test_ex3_counts_distinct_turns() -> None:
    assert check("ex3", 2).correct and check("ex3", "2").correct
    assert check("ex3", 2).message.startswith("Right: 2 ways to lay") and "(s)" not in check("ex3", 2).message
    assert "too many" in check("ex3", 4).message and "too few" in check("ex3", 1).message
    assert check("ex3", True).message.startswith("Cannot read")  # True is not a count


@pytest.mark.rule("amber.coins.village", "obey")
@pytest.mark.rule("amber.village.road-tile", "break")
def test_ex4_the_coin_of_the_village() -> None:
    assert check("ex4", amber.parse("straight> D2 r3")).correct
    assert "thrown out" in check("ex4", "straight D2 r1").message
    assert "blue takes the coin" in check("ex4", "straight> D2 r1").message
    assert check("ex4", "swamp D2").rules == ("amber.village.road-tile",)
    assert "coin stays" in check("ex4", "curve B1 r1").message


@pytest.mark.rule("amber.coins.castle", "obey")
@pytest.mark.rule("amber.castle.owner-exits", "obey")
def test_ex5_castle_coins() -> None:
    assert check("ex5", {"Red": "stays", "blue's castle": "red", "green": "Thrown out"}).correct
    fb = check("ex5", {"red": "stays", "blue": "red", "green": "red"})
    assert "blue travels D3 → D2 → E2 → F2" in fb.message and "amber.castle.owner-exits" in fb.rules
    assert "missing: blue, green" in check("ex5", {"red": "stays"}).message
    assert "not a player" in check("ex5", {"red": "stays", "blue": "red", "green": "purple"}).message


@pytest.mark.rule("amber.turn.stuck", "obey")
@pytest.mark.rule("amber.turn.stuck", "break")
def test_ex6_stuck() -> None:
    fb = check("ex6", "stuck tee")
    assert fb.correct and "2 coins" in fb.message
    assert check("ex6", "pass").rules == ("amber.turn.stuck",)
    assert check("ex6", "shovel B1").rules == ("amber.turn.play-one",)


@pytest.mark.rule("amber.connect.directed", "obey")
@pytest.mark.rule("amber.castle.dead-end", "obey")
def test_ex7_reachability_in_several_forms() -> None:
    pairs = get("ex7").answer()
    assert pairs == {("red", "blue"), ("blue", "green"), ("green", "blue"), ("green", "red")}
    as_dict = {"red": ["blue"], "blue": "green", "green": {"red", "blue"}}
    assert check("ex7", as_dict).correct
    assert check("ex7", ["red -> blue", "blue->green", "green → blue", "green->red"]).correct
    fb = check("ex7", pairs | {("red", "green")})
    assert {"amber.roads.one-way", "amber.castle.dead-end"} <= set(fb.rules)
    assert "You missed" in check("ex7", pairs - {("green", "red")}).message
    assert "another castle" in check("ex7", {("red", "red")}).message


@pytest.mark.rule("amber.bridge.crossing", "obey")
@pytest.mark.rule("amber.roads.one-way", "break")
def test_ex8_routes() -> None:
    assert check("ex8", "B3 C3 D3 E3 E2 D2 D3 D4 D5").correct
    assert check("ex8", ["B3", "C3", "D3", "D4", "D5"]).rules == ("amber.bridge.crossing",)
    assert check("ex8", ["B3", "B4", "B5", "C5", "D5"]).rules == ("amber.roads.one-way",)
    assert check("ex8", ["B3", "C4", "D5"]).rules == ("amber.place.reachable",)  # fields that do not touch
    assert check("ex8", ["C3", "D3"]).rules == ("amber.castle.owner-exits",)
    assert "ordered list" in check("ex8", {"B3", "D5"}).message


@pytest.mark.rule("amber.bridge.replace", "obey")
@pytest.mark.rule("amber.bridge.trigger", "break")
def test_ex9_rebuild() -> None:
    assert check("ex9", "tee C2 r1 + roundabout D2").correct
    assert check("ex9", "straight C2 r1 + bridge D2").rules == ("amber.bridge.crossing",)
    assert check("ex9", "straight C2 r1").rules == ("amber.bridge.trigger",)
    assert check("ex9", "curve C2 r2").rules == ("amber.bridge.trigger",)


@pytest.mark.rule("amber.coins.village", "obey")
def test_ex10_plan_against_blues_reply() -> None:
    plan = get("ex10").answer()
    assert plan[0] == "straight> D3 r3"
    assert check("ex10", "; ".join(plan)).correct
    reverse = check("ex10", plan[::-1])
    assert not reverse.correct and "blue: straight D3 r1" in reverse.message and "thrown out" in reverse.message
    assert "list of 2 moves" in check("ex10", [plan[0]]).message
