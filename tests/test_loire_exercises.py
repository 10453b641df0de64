"""La Loire classroom exercises: right answers are accepted, wrong ones are refused naming a rule,
malformed ones get a clear message instead of an exception, and every answer comes from the engine."""

from __future__ import annotations

import re
import time
from dataclasses import replace

import exercise_contract as contract
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import loire
from loire import exercises
from loire.exercises import EXERCISES, Feedback, check, get, solution

IDS = [ex.id for ex in EXERCISES]
RULE_ID = re.compile(r"loire\.[a-z0-9-]+\.[a-z0-9-]+")
JUNK = [42, 3.5, -1, True, "", "zz", "merchant Paris", [1, 2], {"a": 1}, (True,), object(), [], {}, b"bytes",
        {"red": 7}, ("x", "y"), [None, None], ["merchant"], "end", (5, None), {"Saumur": "two"}, {0: 5},
        {1: "Atlantis"}, {"Saumur": -1}, [(True, "nowhere")] * 5, [[]] * 5, ([], {}), (["red"] * 7, set()),
        {"boat": 1}, ["red", "red", "blue"], ["merchant Orléans", 7], "merchant Orléans; fly away", {(1, 2): 3},
        [[1, 2], [3, 4]], {"a": None, "b": None, "c": None}, ("1", "2", "x"), {None: None}, float("nan")]


def with_setup(ex_id: str, **changes: object) -> exercises.Exercise:
    """The exercise with some scenario keywords changed: the same question on another position."""
    ex = get(ex_id)
    return replace(ex, setup=tuple({**dict(ex.setup), **changes}.items()))


def seat(ex_id: str, p: int = 0, **changes: object) -> list[dict]:
    """The exercise's seats with player ``p``'s entry changed."""
    seats = [dict(s) for s in dict(get(ex_id).setup)["seats"]]
    seats[p].update(changes)
    return seats


def test_there_are_at_least_eight_exercises_from_easy_to_hard() -> None:
    assert len(EXERCISES) >= 8
    assert [f"ex{i}" for i in range(1, len(EXERCISES) + 1)] == IDS
    levels = [exercises.LEVELS.index(ex.level) for ex in EXERCISES]
    assert levels == sorted(levels) and set(levels) == {0, 1, 2}


def test_the_exercises_use_both_variants_and_several_player_counts() -> None:
    assert {ex.variant for ex in EXERCISES} == {"standard", "casual"}
    assert {ex.game().state.count for ex in EXERCISES} >= {2, 3}


@pytest.mark.parametrize("ex_id", IDS)
def test_each_exercise_teaches_known_rules_and_asks_a_question(ex_id: str) -> None:
    ex = get(ex_id)
    assert ex.rules and all(r in loire.RULES for r in ex.rules)
    assert ex.title and ex.question.strip() and ex.form
    assert ex.svg().startswith("<svg")
    assert ex.situation().startswith("- **Game:** La Loire")
    assert ex.mistakes, "every exercise lists typical wrong answers"
    assert all(place in loire.BOARD.graph for place in ex.highlight)


@pytest.mark.parametrize("ex_id", IDS)
def test_the_question_does_not_give_the_answer_away(ex_id: str) -> None:
    """The answer (as the teacher's copy writes it) appears nowhere in the question or the position shown."""
    ex = get(ex_id)
    answer = exercises.show(ex.answer())
    shown = ex.question + ex.situation() + ex.form
    assert answer not in shown
    assert "Answer:" not in shown


@pytest.mark.parametrize("ex_id", IDS)
def test_the_engines_answer_is_correct_and_the_feedback_names_a_rule(ex_id: str) -> None:
    contract.answer_is_right(get(ex_id), loire.RULES, head="Right")


@pytest.mark.parametrize("ex_id", IDS)
def test_typical_mistakes_are_refused_with_a_message_naming_the_rule(ex_id: str) -> None:
    contract.mistakes_are_refused(get(ex_id), loire.RULES, ("Not quite", "Half right"), unreadable_ok=False)


@pytest.mark.parametrize("ex_id", IDS)
def test_no_answer_yet(ex_id: str) -> None:
    contract.no_answer_yet(get(ex_id))


@pytest.mark.parametrize("ex_id", IDS)
def test_malformed_answers_get_feedback_not_exceptions(ex_id: str) -> None:
    contract.junk_gets_feedback(get(ex_id), JUNK)


ANSWERS = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 30) | st.text(max_size=12)
    | st.sampled_from(["Saumur", "orleans", "red", "merchant Orléans", "end", "green+white", "boat", "Nantes.love",
                       "loire.move.steps", "income"]),
    lambda inner: st.lists(inner, max_size=7) | st.tuples(inner, inner) | st.tuples(inner, inner, inner)
    | st.dictionaries(st.sampled_from(["Saumur", "a", "b", "c", "boat", "total", "Beaugency", 0, 1, 2]), inner,
                      max_size=7),
    max_leaves=12)


@pytest.mark.parametrize("ex_id", IDS)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(answer=ANSWERS)
def test_any_answer_at_all_gets_feedback_and_never_raises(ex_id: str, answer: object) -> None:
    fb = check(ex_id, answer)
    assert isinstance(fb, Feedback) and fb.message
    assert fb.correct or fb.message.startswith(("Cannot read", "Not quite", "Half right", "No answer"))


@pytest.mark.parametrize("ex_id", IDS)
def test_the_answer_written_out_as_python_is_accepted(ex_id: str) -> None:
    """The teacher's copy writes each answer with show(); that text must read back as a right answer."""
    contract.written_answer_accepted(get(ex_id), exercises.show)


@pytest.mark.parametrize("ex_id", IDS)
def test_the_worked_solution_gives_the_answer_and_names_rules(ex_id: str) -> None:
    text = solution(ex_id)
    assert text.endswith(f"Answer: {exercises.show(get(ex_id).answer())}.")
    assert any(r in loire.RULES for r in RULE_ID.findall(text))
    sections = {r.rsplit(".", 1)[0] for r in loire.RULES}
    named = [r for r in RULE_ID.findall(text) if r.rsplit(".", 1)[0] in sections]  # not loire.routes.ends ...
    assert all(r in loire.RULES for r in named), named
    assert solution(get(ex_id)) == text  # an exercise or its id


def test_checks_are_deterministic_fast_and_leave_the_position_alone() -> None:
    for ex in EXERCISES:
        before = ex.game().state
        setup = repr(ex.setup)
        started = time.perf_counter()
        first = [ex.check(a).message for a in (ex.answer(), *ex.mistakes)]
        assert time.perf_counter() - started < 5, ex.id
        assert first == [ex.check(a).message for a in (ex.answer(), *ex.mistakes)]
        assert ex.game().state == before and repr(ex.setup) == setup


def test_an_unknown_exercise_is_named_in_the_error() -> None:
    with pytest.raises(KeyError, match="ex99.*ex1"):
        check("ex99", 1)


def test_feedback_refuses_rule_ids_that_do_not_exist() -> None:
    with pytest.raises(ValueError, match="unknown rules"):
        Feedback(False, "x", ("loire.move.nowhere",))


# -- exercise by exercise: the feedback says what is right or wrong and which rule decides -------------------------


@pytest.mark.rule("loire.move.steps", "obey")
@pytest.mark.rule("loire.move.steps", "break")
@pytest.mark.rule("loire.move.max-horses", "break")
@pytest.mark.rule("loire.turn.action-after-move", "break")
@pytest.mark.rule("loire.turn.must-move", "break")
def test_ex1_five_verdicts() -> None:
    right = get("ex1").answer()
    assert right == [(True, "loire.move.steps"), (False, "loire.move.steps"), (False, "loire.move.max-horses"),
                     (False, "loire.turn.action-after-move"), (False, "loire.turn.must-move")]
    assert check("ex1", [(ok, rule.removeprefix("loire.")) for ok, rule in right]).correct  # the prefix may go
    moves = ("merchant Langeais", "merchant Saumur", "messenger +1 Blois", "boat 1", "end")
    assert check("ex1", dict(zip(moves, right, strict=True))).correct
    g = get("ex1").game()
    assert check("ex1", [g.check(m) for m in moves]).correct  # the engine's own verdicts
    half = check("ex1", [right[0], (False, "loire.move.exact-steps"), *right[2:]])
    assert half.message.startswith("Half right") and "Saumur is 2 away" in half.message
    wrong = check("ex1", [*right[:2], (True, "loire.move.add-horse"), *right[3:]])
    assert wrong.message.startswith("Not quite") and "messenger +1 Blois: it is illegal" in wrong.message
    assert "loire.move.max-horses" in wrong.rules
    assert "not a rule id" in check("ex1", [(False, "steps"), *right[1:]]).message
    assert "missing: end" in check("ex1", dict(zip(moves[:4], right, strict=False))).message


def test_ex1_each_refused_step_breaks_exactly_one_rule() -> None:
    """Issue 25: 'messenger +1 Beaugency' broke two rules at once (no free horse to take in Orléans, and a third
    horse), and 'buy cheese' in Nantes two more (buying before moving, and buying in a city), so a pupil naming the
    other rule was marked wrong. Now each refused step becomes legal once the one rule the engine names is met or
    lifted, and nothing else in the position changes: that rule is the only right answer."""
    ex = get("ex1")
    moves = ex.checker.keywords["moves"]
    said = dict(zip(moves, ex.answer(), strict=True))
    assert said["merchant Saumur"] == (False, "loire.move.steps")
    assert ex.game().check("merchant -1 Saumur").ok  # one horse fewer: the right count, nothing else wrong
    assert said["messenger +1 Blois"] == (False, "loire.move.max-horses")
    assert dict(ex.setup)["loose"] == {"Orléans": 1}  # the horse to take is there: adding one breaks nothing
    scout = with_setup("ex1", seats=[{"characters": ["Scout"]}, {}])  # the Scout lifts only the two-horse limit
    assert scout.game().check("messenger +1 Blois").ok
    assert said["boat 1"] == (False, "loire.turn.action-after-move")
    arrived = with_setup("ex1", turn={"moved": ["merchant"], "acting": "merchant"})  # just arrived in Nantes
    assert arrived.game().check("boat 1").ok
    assert said["end"] == (False, "loire.turn.must-move")
    g = ex.game()
    g.play("merchant Langeais")
    g.play("messenger Talcy")
    assert g.check("end").ok


def test_ex1_answers_come_from_the_engine_not_from_a_table() -> None:
    """With one horse less for the merchant, Saumur becomes legal and Langeais does not."""
    ex = with_setup("ex1", seats=[{"merchant_horses": 1}, {}])
    assert ex.answer()[:2] == [(False, "loire.move.steps"), (True, "loire.move.steps")]
    assert not ex.check(get("ex1").answer()).correct


@pytest.mark.rule("loire.buy.farm", "obey")
@pytest.mark.rule("loire.buy.castle", "obey")
@pytest.mark.rule("loire.buy.monastery", "obey")
@pytest.mark.rule("loire.buy.circus", "obey")
@pytest.mark.rule("loire.buy.minimum-zero", "obey")
def test_ex2_prices_with_discounts() -> None:
    assert get("ex2").answer() == {"Saumur": 1, "Chinon": 1, "Ussé": 0, "Angers": 3, "Tours": 3}
    assert check("ex2", {"saumur": "1", "CHINON": 1, "Usse": 0, "Angers": 3, "Tours": 3}).correct
    assert check("ex2", [("Saumur", 1), ("Chinon", 1), ("Ussé", 0), ("Angers", 3), ("Tours", 3)]).correct
    usse = check("ex2", {"Saumur": 1, "Chinon": 1, "Ussé": 1, "Angers": 3, "Tours": 3})
    assert usse.rules == ("loire.buy.minimum-zero",) and "the circus takes 1 denier off" in usse.message
    assert check("ex2", {"Saumur": 2, "Chinon": 1, "Ussé": 0, "Angers": 3, "Tours": 3}).rules == ("loire.buy.farm",)
    assert "missing: Tours" in check("ex2", {"Saumur": 1, "Chinon": 1, "Ussé": 0, "Angers": 3}).message
    assert "not a place" in check("ex2", {"Paris": 1}).message


def test_ex2_asks_the_engine() -> None:
    """Move the black tile to the cheap end: Angers' wine gets cheaper, and the answer follows."""
    ex = with_setup("ex2", market=["black", "blue", "yellow", "purple", "red", "green", "white"])
    assert ex.answer()["Angers"] == 0 and ex.answer()["Tours"] == 3


@pytest.mark.rule("loire.move.keep-road", "break")
@pytest.mark.rule("loire.move.exact-steps", "break")
@pytest.mark.rule("loire.move.drop-horses", "obey")
@pytest.mark.rule("loire.move.add-horse", "obey")
def test_ex3_where_the_merchant_can_stop() -> None:
    assert get("ex3").answer() == {0: {"Ancenis"}, 1: {"Nantes"}, 2: set()}
    assert check("ex3", {"0": "Ancenis", 1: ["Nantes"]}).correct  # a missing team size means nowhere
    assert check("ex3", {0: "ancenis", 1: "Nantes", 2: "none"}).correct
    overshoot = check("ex3", {0: {"Ancenis"}, 1: {"Nantes"}, 2: {"Nantes"}})
    assert overshoot.rules == ("loire.move.exact-steps",) and "run past Nantes" in overshoot.message
    assert check("ex3", {0: {"Langeais"}, 1: {"Nantes"}}).rules == ("loire.move.keep-road", "loire.move.steps")
    assert "0 to 2 horses" in check("ex3", {3: {"Tours"}}).message


def test_ex3_asks_the_engine() -> None:
    """Without the free horse a team of two is impossible; in Nantes the merchant picks a road."""
    assert with_setup("ex3", loose={}).answer() == {0: {"Ancenis"}, 1: {"Nantes"}, 2: set()}
    in_nantes = with_setup("ex3", seats=[{"merchant": "Nantes", "merchant_horses": 1}, {}], loose={"Nantes": 1})
    assert in_nantes.answer() == {0: {"Ancenis", "Champtoceaux"}, 1: {"Angers", "Saumur"},
                                  2: {"Langeais", "Montsoreau"}}
    assert "loire.move.city-choice" in in_nantes.check({0: {"Ancenis"}, 1: {"Angers"}}).rules


@pytest.mark.rule("loire.market.shift", "obey")
@pytest.mark.rule("loire.circus.move", "obey")
@pytest.mark.rule("loire.circus.move", "break")
def test_ex4_market_and_circus() -> None:
    market, circus = get("ex4").answer()
    assert market == ["red", "yellow", "purple", "black", "green", "white", "blue"]
    red = {v for v in loire.BOARD.goods if get("ex4").game().state.shield(v) == "red"}
    assert circus == red and len(red) == 4
    assert check("ex4", (" ".join(market), sorted(circus))).correct  # text and lists work too
    assert check("ex4", (market, circus - {"Talcy"})).rules == ("loire.circus.move",)
    assert check("ex4", (market[::-1], circus)).rules == ("loire.market.shift",)
    assert "once" in check("ex4", (["red"] * 7, circus)).message


def test_ex4_asks_the_engine() -> None:
    """Buying where the shield is green moves no tile past the circus: it stays."""
    ex = with_setup("ex4", shields={"Saumur": "green", "Ussé": "black"})
    market, circus = ex.answer()
    assert market == ["red", "yellow", "purple", "blue", "black", "white", "green"] and circus == set()
    stays = ex.check((market, {"Ussé"}))
    assert stays.rules == ("loire.circus.move",) and "onto the middle space" in stays.message


@pytest.mark.rule("loire.money.maximum", "obey")
@pytest.mark.rule("loire.money.minimum", "obey")
@pytest.mark.rule("loire.character.banker", "obey")
def test_ex5_money_limits() -> None:
    assert get("ex5").answer() == (8, 12, 5)
    assert check("ex5", {"a": 8, "B": "12", "c": 5}).correct
    greedy = check("ex5", (12, 12, 5))
    assert "loire.money.maximum" in greedy.rules and "loire.buy.price" in greedy.rules
    assert check("ex5", (8, 8, 5)).rules == ("loire.character.banker", "loire.money.maximum")
    assert check("ex5", (8, 12, 4)).rules == ("loire.money.minimum",)
    assert "three numbers" in check("ex5", (8, 12)).message


def test_ex5_asks_the_engine() -> None:
    """With 9 deniers nothing is discarded; with 6, blue plays a normal turn and the exercise says it is stale."""
    assert with_setup("ex5", seats=seat("ex5", money=9)).answer() == (7, 7, 5)
    with pytest.raises(RuntimeError, match="out of date"):
        with_setup("ex5", seats=seat("ex5", 1, money=6)).answer()


@pytest.mark.rule("loire.deliver.level1", "obey")
@pytest.mark.rule("loire.deliver.level2", "obey")
@pytest.mark.rule("loire.character.helper", "break")
@pytest.mark.rule("loire.deliver.level4", "break")
def test_ex6_deliveries() -> None:
    right = get("ex6").answer()
    assert right == {"Beaugency": {"Beaugency"}, "green+white": {"Amboise", "Beaugency", "Chambord"},
                     "yellow+red+green": set(), "Nantes.love": set()}
    assert check("ex6", {"beaugency": "Beaugency", "white+green": ["Amboise", "Beaugency", "Chambord"]}).correct
    helper = check("ex6", {**right, "yellow+red+green": {"Talcy"}})
    assert helper.rules == ("loire.character.helper",)
    far = check("ex6", {**right, "Nantes.love": {"Nantes"}})
    assert far.rules == ("loire.move.steps",) and "cannot stop at Nantes" in far.message
    colour = check("ex6", {**right, "green+white": {"Amboise", "Beaugency", "Chambord", "Cheverny"}})
    assert colour.rules == ("loire.deliver.level2",) and "green and white" in colour.message
    assert "holds no message" in check("ex6", {"Tours": {"Tours"}}).message


def test_ex6_asks_the_engine() -> None:
    """With the Helper hired, the level-3 message can start at the yellow and red villages."""
    ex = with_setup("ex6", seats=seat("ex6", characters=["Apprentice", "Helper", "Mayor"]))
    assert ex.answer()["yellow+red+green"] == {"Meung-sur-Loire", "Talcy", "Beaugency", "Amboise"}


@pytest.mark.rule("loire.score.delivered", "obey")
@pytest.mark.rule("loire.score.blue", "obey")
@pytest.mark.rule("loire.score.undelivered", "obey")
def test_ex7_score_breakdown() -> None:
    right = get("ex7").answer()
    assert right == {"boat": 12, "delivered": 14, "undelivered": 1, "characters": 4, "blue": 8, "palaces": 4,
                     "total": 43}
    assert right == loire.scoring.breakdown(get("ex7").game().state, 0)
    assert check("ex7", {k.upper(): str(v) for k, v in right.items()}).correct
    assert check("ex7", {**right, "blue": 4, "total": 39}).rules == ("loire.score.blue",)  # total follows: one line
    assert check("ex7", {**right, "total": 42}).rules == ("loire.score.tie-break",)
    assert "missing: total" in check("ex7", {k: v for k, v in right.items() if k != "total"}).message
    assert "not a category" in check("ex7", {**right, "gold": 3}).message


@pytest.mark.rule("loire.score.tie-break", "obey")
@pytest.mark.rule("loire.score.palaces", "obey")
def test_ex8_ranking_with_tie_breaks() -> None:
    assert get("ex8").answer() == ["red", "blue", "green"]
    assert check("ex8", "Red, blue green").correct
    palaces = check("ex8", ["blue", "red", "green"])
    assert palaces.rules == ("loire.score.tie-break",) and "what counts as a building" in palaces.message
    assert "next step" in check("ex8", ["green", "red", "blue"]).message
    assert "each of the 3 players once" in check("ex8", ["red", "blue"]).message
    assert "ordered list" in check("ex8", {"red", "blue", "green"}).message


def test_ex8_asks_the_engine() -> None:
    """Two more river spaces for green and green wins outright."""
    assert with_setup("ex8", seats=seat("ex8", 2, boat=17)).answer()[0] == "green"


@pytest.mark.rule("loire.money.maximum", "obey")
@pytest.mark.rule("loire.deliver.level1-money", "obey")
@pytest.mark.rule("loire.turn.both-pieces", "obey")
def test_ex9_a_turn_for_money() -> None:
    plan = get("ex9").answer()
    assert plan[0].startswith("merchant") and "deliver Beaugency" in plan
    assert check("ex9", "; ".join(plan[:-1])).correct  # 'end' may be left out
    assert check("ex9", ["merchant -1 Chambord", "messenger Beaugency", "deliver Beaugency"]).correct  # another way
    late = check("ex9", ["messenger Beaugency", "deliver Beaugency", "merchant -1 Meung-sur-Loire"])
    assert "10 deniers, but 14" in late.message and "order of the two pieces" in late.message
    assert check("ex9", ["merchant -1 Chambord"]).rules == ("loire.turn.must-move",)
    over = check("ex9", [*plan, "merchant Nantes"])
    assert over.rules == ("loire.turn.end",) and "blue's turn" in over.message
    assert "not a move" in check("ex9", ["merchant -1 Chambord", "fly home"]).message


def test_ex9_asks_the_engine() -> None:
    """With 6 deniers the cap does not bite (6 + 4 = 10), and the order no longer matters."""
    ex = with_setup("ex9", seats=seat("ex9", money=6))
    assert ex.check(["messenger Beaugency", "deliver Beaugency", "merchant -1 Chambord"]).correct


@pytest.mark.rule("loire.boat.passage", "obey")
@pytest.mark.rule("loire.buy.owner-boat", "obey")
@pytest.mark.rule("loire.move.exact-steps", "obey")
def test_ex10_a_turn_for_the_boat() -> None:
    plan = get("ex10").answer()
    assert plan[:2] == ["messenger -1 Tours", "deliver Tours"] and "boat 2" in plan
    assert check("ex10", plan[:-1]).correct
    farm = check("ex10", ["merchant -1 Meung-sur-Loire", "buy wood", "messenger -1 Tours", "deliver Tours"])
    assert "loire.buy.owner-boat" in farm.rules and "loire.boat.passage" in farm.rules
    assert check("ex10", ["merchant Orléans", "sell grain", "boat 2"]).rules == ("loire.boat.passage",)


def test_ex10_asks_the_engine() -> None:
    """Rich enough to sail two spaces on its own: the merchant's order no longer matters."""
    ex = with_setup("ex10", seats=seat("ex10", money=7))
    assert ex.check(["merchant Orléans", "sell grain", "boat 2", "messenger -1 Tours", "deliver Tours"]).correct
