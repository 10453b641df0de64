"""Thurn und Taxis classroom exercises: right answers are accepted, wrong ones are refused naming a rule,
malformed ones get a clear message instead of an exception, and every answer comes from the engine."""

from __future__ import annotations

import time
from dataclasses import replace

import exercise_contract as contract
import pytest

import taxis
from taxis import exercises
from taxis.exercises import EXERCISES, Feedback, check, get, solution

IDS = [ex.id for ex in EXERCISES]
JUNK = [42, 3.5, "", "zz", "route Zzz", [1, 2], {"a": 1}, (True,), object(), [], {}, b"bytes", {"red": 7},
        ("x", "y"), [None, None], ["route"], "close", (5, None), {"route-5": "two"}]


def with_setup(ex_id: str, **changes: object) -> exercises.Exercise:
    """The exercise with some scenario keywords changed: the same question on another position."""
    ex = get(ex_id)
    return replace(ex, setup=tuple({**dict(ex.setup), **changes}.items()))


def test_there_are_at_least_eight_exercises_from_easy_to_hard() -> None:
    assert len(EXERCISES) >= 8
    assert [f"ex{i}" for i in range(1, len(EXERCISES) + 1)] == IDS
    levels = [exercises.LEVELS.index(ex.level) for ex in EXERCISES]
    assert levels == sorted(levels) and set(levels) == {0, 1, 2}


def test_the_exercises_mix_the_three_ways_to_play() -> None:
    assert {ex.variant for ex in EXERCISES} == {"base", "gug", "gug-base-rules"}


@pytest.mark.parametrize("ex_id", IDS)
def test_each_exercise_teaches_known_rules_and_asks_a_question(ex_id: str) -> None:
    ex = get(ex_id)
    assert ex.rules and all(r in taxis.RULES for r in ex.rules)
    assert ex.title and ex.question.strip() and ex.form
    assert ex.svg().startswith("<svg")
    assert ex.situation().startswith("- **Game:**")
    assert ex.mistakes, "every exercise lists typical wrong answers"


@pytest.mark.parametrize("ex_id", IDS)
def test_the_engines_answer_is_correct_and_the_feedback_names_a_rule(ex_id: str) -> None:
    contract.answer_is_right(get(ex_id), taxis.RULES, head="Right")


@pytest.mark.parametrize("ex_id", IDS)
def test_typical_mistakes_are_refused_with_a_message_naming_the_rule(ex_id: str) -> None:
    contract.mistakes_are_refused(get(ex_id), taxis.RULES, ("Not quite", "Half right"), unreadable_ok=False)


@pytest.mark.parametrize("ex_id", IDS)
def test_no_answer_yet(ex_id: str) -> None:
    contract.no_answer_yet(get(ex_id))


@pytest.mark.parametrize("ex_id", IDS)
def test_malformed_answers_get_feedback_not_exceptions(ex_id: str) -> None:
    contract.junk_gets_feedback(get(ex_id), JUNK)


@pytest.mark.parametrize("ex_id", IDS)
def test_the_answer_written_out_as_python_is_accepted(ex_id: str) -> None:
    """The teacher's copy writes each answer with show(); that text must read back as a right answer."""
    contract.written_answer_accepted(get(ex_id), exercises.show)


@pytest.mark.parametrize("ex_id", IDS)
def test_the_worked_solution_gives_the_answer_and_names_rules(ex_id: str) -> None:
    contract.worked_solution(get(ex_id), solution, exercises.show, taxis.RULES)


def test_checks_are_deterministic_fast_and_leave_the_position_alone() -> None:
    for ex in EXERCISES:
        before = ex.game().state
        started = time.perf_counter()
        first = [ex.check(a).message for a in (ex.answer(), *ex.mistakes)]
        assert time.perf_counter() - started < 5, ex.id
        assert first == [ex.check(a).message for a in (ex.answer(), *ex.mistakes)]
        assert ex.game().state == before


def test_an_unknown_exercise_is_named_in_the_error() -> None:
    with pytest.raises(KeyError, match="ex99.*ex1"):
        check("ex99", 1)


def test_feedback_refuses_rule_ids_that_do_not_exist() -> None:
    with pytest.raises(ValueError, match="unknown rules"):
        Feedback(False, "x", ("taxis.route.nowhere",))


# -- exercise by exercise: the feedback says what is right or wrong and which rule decides ----------------------


@pytest.mark.rule("taxis.route.road", "break")
@pytest.mark.rule("taxis.route.no-repeat", "break")
@pytest.mark.rule("taxis.route.ends", "obey")
def test_ex1_three_verdicts() -> None:
    right = get("ex1").answer()
    assert right == [(False, "taxis.route.road"), (False, "taxis.route.no-repeat"), (True, "taxis.route.ends")]
    assert check("ex1", [(False, "route.road"), (False, "route.no-repeat"), (True, "route.ends")]).correct
    as_dict = {"route Augsburg start": (False, "taxis.route.no-repeat"), "route Innsbruck start": (True, "route.ends"),
               "route Ulm": (False, "taxis.route.road")}
    assert check("ex1", as_dict).correct
    g = get("ex1").game()
    assert check("ex1", [g.check(m) for m in ("route Ulm", "route Augsburg start", "route Innsbruck start")]).correct
    half = check("ex1", [(False, "taxis.route.ends"), *right[1:]])
    assert half.message.startswith("Half right") and "no road joins Ulm to München" in half.message
    wrong = check("ex1", [(True, "taxis.route.ends"), *right[1:]])
    assert wrong.message.startswith("Not quite") and wrong.rules[0] == "taxis.route.road"
    assert "not a rule id" in check("ex1", [(False, "road"), *right[1:]]).message
    assert "missing: route Ulm" in check("ex1", {"route Augsburg start": (False, "route.no-repeat")}).message


def test_ex1_answers_come_from_the_engine_not_from_a_table() -> None:
    """Turn the route round: Ulm now joins its end, Innsbruck still fits, Augsburg still repeats."""
    ex = with_setup("ex1", routes=["München Augsburg", ""])
    assert ex.answer() == [(True, "taxis.route.ends"), (False, "taxis.route.no-repeat"), (True, "taxis.route.ends")]
    assert not ex.check(get("ex1").answer()).correct


@pytest.mark.rule("taxis.route.ends", "break")
@pytest.mark.rule("taxis.turn.draw", "break")
def test_ex2_face_up_cards_in_any_form() -> None:
    right = get("ex2").answer()
    assert right == {"Hamburg", "Leipzig", "Göttingen"}
    assert check("ex2", "hamburg, leipzig Goettingen").correct  # case and umlauts do not matter
    assert check("ex2", ["Hamburg:1", "Leipzig:2", "Göttingen:3"]).correct  # cards name their cities
    dresden = check("ex2", right | {"Dresden"})
    assert dresden.rules == ("taxis.route.ends",) and "touches only Berlin" in dresden.message
    assert check("ex2", right | {"Weimar"}).rules == ("taxis.turn.draw",)  # in the hand, not face up
    assert "missed 1 card" in check("ex2", right - {"Leipzig"}).message
    assert "not a city" in check("ex2", right | {"Atlantis"}).message


def test_ex2_asks_the_engine() -> None:
    """With Hannover off the route, Hamburg no longer fits and Göttingen fits only at Halle."""
    ex = with_setup("ex2", routes=["Halle:1 Berlin:2", ""])
    assert ex.answer() == {"Göttingen", "Leipzig", "Dresden"}


@pytest.mark.rule("taxis.carriage.in-order", "obey")
@pytest.mark.rule("taxis.official.cartwright", "obey")
@pytest.mark.rule("taxis.carriage.length", "break")
def test_ex3_carriages_with_and_without_the_cartwright() -> None:
    assert get("ex3").answer() == (None, 5)
    assert check("ex3", ("none", "5")).correct and check("ex3", {"With": 5, "without": None}).correct
    assert check("ex3", (None, 6)).rules == ("taxis.carriage.in-order",)
    assert check("ex3", (5, 5)).rules == ("taxis.carriage.length",)
    assert "already holds carriage 4" in check("ex3", (4, 5)).message
    assert with_setup("ex3", carriages=[3, 0]).answer() == (4, 4)  # the Cartwright cannot skip a carriage


@pytest.mark.rule("taxis.horses.close", "break")
@pytest.mark.rule("taxis.horses.play", "obey")
def test_ex4_horses() -> None:
    assert get("ex4").answer() == (5, "Dresden:3")
    for card in ("Dresden:3", "dresden", "Münster", "horse Münster:2"):
        assert check("ex4", (5, card)).correct, card
    weak = check("ex4", (5, "Weimar:1"))
    assert weak.rules == ("taxis.horses.close",) and "2 + 1 + 1 = 4 horses" in weak.message
    assert "6 cards need 6 horses" in check("ex4", (5, "route Münster:2")).message
    assert "not 6" in check("ex4", (6, "Dresden")).message
    assert check("ex4", (5, "Cölln")).rules == ("taxis.turn.play",)  # not in the hand


@pytest.mark.rule("taxis.close.one-house-per-city", "break")
@pytest.mark.rule("taxis.close.route-cities", "obey")
@pytest.mark.rule("taxis.close.spread", "obey")
def test_ex5_every_placement() -> None:
    right = get("ex5").answer()
    ways = ({"Augsburg"}, {"Stuttgart"}, {"Carlsruhe", "Freiburg"}, {"Augsburg", "Carlsruhe", "Stuttgart"},
            {"Augsburg", "Freiburg", "Stuttgart"})
    assert right == {tuple(sorted(w)) for w in ways}
    assert check("ex5", [f"close {' '.join(sorted(w))}" for w in right]).correct
    ulm = check("ex5", right | {("Augsburg", "Carlsruhe", "Ulm")})
    assert ulm.rules == ("taxis.close.one-house-per-city",)
    stuttgart = check("ex5", [w for w in right if "Stuttgart" not in w])
    assert "taxis.close.route-cities" in stuttgart.rules and "blue's house on Stuttgart" in stuttgart.message
    assert check("ex5", right | {("Augsburg", "München")}).rules == ("taxis.close.route-cities",)
    assert "possible:" not in check("ex5", right | {("Carlsruhe",)}).message  # no answer given away
    assert check("ex5", [set(w) for w in right]).correct  # placements as sets, in a list
    assert len(with_setup("ex5", houses=["", ""]).answer()) == 7  # Ulm open again: 3 + 2 x 2 placements


@pytest.mark.rule("taxis.bonus.top-tile", "obey")
@pytest.mark.rule("taxis.bonus.free-city", "break")
@pytest.mark.rule("taxis.bonus.province", "obey")
def test_ex6_bonus_tiles() -> None:
    right = get("ex6").answer()
    assert right == {"route-5": 1, "mecklenburg-hannover": 3}
    assert check("ex6", [("Route of 5", 1), ("Mecklenburg + Hannover", "3")]).correct
    assert check("ex6", {"route-5": 2, "mecklenburg-hannover": 3}).rules == ("taxis.bonus.top-tile",)
    assert "stack is empty (taken by blue)" in check("ex6", {**right, "free-hamburg": 1}).message
    assert "missing: Halle" in check("ex6", {**right, "prussia": 5}).message
    assert "not a bonus stack" in check("ex6", {"route-9": 1}).message
    fresh = with_setup("ex6", tiles=[[], []], houses=["", ""])  # nothing taken yet, no house on Göttingen
    assert fresh.answer() == {"route-5": 2, "free-hamburg": 1}


@pytest.mark.rule("taxis.official.cartwright", "obey")
@pytest.mark.rule("taxis.official.postal-carrier", "break")
@pytest.mark.rule("taxis.official.one-per-turn", "obey")
def test_ex7_which_official() -> None:
    assert get("ex7").answer() == "Cartwright"
    for name in ("Cartwright", "the cartwright", "Wagner"):
        assert check("ex7", name).correct, name
    carrier = check("ex7", "Postillion")
    assert "taxis.route.road" in carrier.rules and "after Passau the ends are Ulm and Passau" in carrier.message
    assert "taxis.official.one-per-turn" in check("ex7", "Amtmann").rules
    assert check("ex7", "Postmaster").rules == ("taxis.official.postmaster", "taxis.carriage.length")
    assert "not an official" in check("ex7", "the king").message


def test_ex7_asks_the_engine() -> None:
    """With Salzburg face up, Passau then Salzburg both fit: the Postal Carrier helps as well."""
    ex = with_setup("ex7", display="Basel Lodz Budweis Mannheim Freiburg Salzburg")
    assert ex.check("Postal Carrier").correct and ex.check("Cartwright").correct
    assert "Salzburg" in ex.check("Postal Carrier").message


@pytest.mark.rule("taxis.close.prussia", "break")
@pytest.mark.rule("taxis.close.prussia", "obey")
@pytest.mark.rule("taxis.close.free-city", "break")
def test_ex8_prussia_and_free_cities() -> None:
    assert get("ex8").answer() == {"B"}
    assert check("ex8", "b").correct and check("ex8", {"B"}).correct
    assert check("ex8", {"A"}).rules[0] == "taxis.close.prussia"
    assert check("ex8", {"B", "C"}).rules == ("taxis.close.free-city",)
    assert check("ex8", {"B", "E"}).rules == ("taxis.close.spread",)
    missed = check("ex8", set())
    assert "lie in both parts" in missed.message and "taxis.close.prussia" in missed.rules
    assert "not one of the closings" in check("ex8", {"A", "Z"}).message


def test_ex8_has_exactly_one_right_answer() -> None:
    """The engine allows exactly one of ex8's closings (issue 25: the rulebook's example offers two placements, so
    no option may rest on a placement the rulebook does not show), and it is the rulebook's first placement."""
    ex = get("ex8")
    game = ex.game()
    closings = ex.checker.keywords["closings"]
    legal = [label for label, move in closings if game.check(move).ok]
    assert legal == ["B"]
    assert sorted(game.parse(dict(closings)["B"]).cities) == ["Berlin", "Halle", "Münster"]


@pytest.mark.rule("taxis.route.road", "obey")
@pytest.mark.rule("taxis.route.no-repeat", "break")
def test_ex9_find_a_route() -> None:
    from taxis.routes import provinces_on, routes_of_length

    good = [r for r in routes_of_length("base", "Innsbruck", 6) if len(provinces_on("base", r)) == 6]
    assert len(good) == 10
    for route in good:
        assert check("ex9", list(route)).correct, route
    assert check("ex9", "Innsbruck Kempten Ulm Sigmaringen Freiburg Zurich").correct  # a typed umlaut-free name
    assert check("ex9", ["Kempten", "Innsbruck"]).rules == ("taxis.route.start",)
    assert "not a city" in check("ex9", ["Innsbruck", "Munich"]).message
    assert "ordered list" in check("ex9", {"Innsbruck"}).message


@pytest.mark.rule("taxis.horses.close", "obey")
@pytest.mark.rule("taxis.route.no-repeat", "break")
def test_ex10_a_plan() -> None:
    plan = get("ex10").answer()
    assert "horse Berlin:3" in plan and check("ex10", "; ".join(plan)).correct
    assert check("ex10", ["horse Berlin", "route Halle", "route Leipzig", "route Dresden start"]).correct
    assert check("ex10", ["route Halle:1", "route Leipzig:1", "route Dresden:2"]).rules == ("taxis.horses.close",)
    assert check("ex10", ["route Halle:1", "route Berlin:3"]).rules == ("taxis.route.no-repeat",)
    assert "only 4 turns" in check("ex10", [*plan, "horse Leipzig:1"]).message
    assert check("ex10", ["draw deck"]).rules == ("taxis.turn.play",)
