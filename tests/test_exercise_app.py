"""The shared part of the pupils' exercise app (tutor/exercise_app.py, tutor/storage.py), with a toy game and Amber.

No browser: the inputs are driven by ``press`` / ``click`` (what the buttons and the board do), and the browser's
``localStorage`` is played by ``BrowserStore.restore``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from amber import exercises as amber_exercises
from amber.table import SPEC, path
from tutor.exercise_app import (
    AnswerInput,
    BoardPick,
    ChoiceInput,
    ExerciseApp,
    KeyedInput,
    MovePick,
    NumberInput,
    OrderedChoice,
    VerdictInput,
    rule_words,
    verdict_choices,
)
from tutor.exercises import Exercise, Feedback, cite, read_count
from tutor.rules import Rule, RuleBook
from tutor.storage import BrowserStore

BOOK = RuleBook("toy", [Rule("toy.move.one", "One step at a time", "A piece moves one step (toy.move.one).", "Moving"),
                        Rule("toy.move.own", "Only your own pieces", "You move only your pieces.", "Moving"),
                        Rule("toy.end.last", "The last piece wins", "Whoever moves last wins.", "End")])


class ToyFeedback(Feedback):
    rulebook = BOOK


def _steps(ex: Any, game: Any, answer: Any) -> Feedback:
    n = read_count(answer)
    if n == ex.right:
        return ToyFeedback(True, f"Right: {n} — {cite(BOOK, 'toy.move.one')}.", ("toy.move.one",))
    return ToyFeedback(False, f"Not quite: {n} is wrong — {cite(BOOK, 'toy.move.one')}.", ("toy.move.one",))


@dataclass(frozen=True)
class Toy(Exercise):
    id: str
    right: int
    title: str = "How far?"
    level: str = "easy"
    form: str = "a number, like 3"
    ask: str = "How many steps may the piece make?"
    hints: tuple[str, ...] = ("Read the rule about moving.", "It is a small number.")
    checker: Any = _steps
    solver: Any = lambda ex, game: (ex.right, "Count.")  # noqa: E731
    feedback = ToyFeedback

    def game(self) -> None:
        return None


TOYS = [Toy("ex1", 1), Toy("ex2", 2, hints=("Only one hint here.",)), Toy("ex3", 3)]


def toy_app(key: str = "toy-test") -> ExerciseApp:
    return ExerciseApp("Toy exercises", TOYS, lambda ex: NumberInput(range(5), "Click a number."), key)


def test_the_inputs_are_answer_inputs() -> None:
    inputs = [NumberInput(range(3), "x"), ChoiceInput([("a", 1)], "x"), VerdictInput(BOOK, ["toy.move.one"], "x"),
              KeyedInput([("k", "k")], [("a", 1)], "x"), BoardPick(lambda chosen: "<svg/>", "x"),
              OrderedChoice([("a", 1)], "x")]
    for made in inputs:
        assert isinstance(made, AnswerInput)
        assert made.value() is None
        assert made.instruction == "x"


def test_nothing_chosen_is_not_an_attempt_and_says_what_to_click() -> None:
    app = toy_app()
    fb = app.check()
    assert not fb.correct and app.status["ex1"] == "new"
    assert "Click a number." in app.feedback.value


def test_a_wrong_then_a_right_answer_by_clicks() -> None:
    app = toy_app()
    app.input.press("4")
    fb = app.check()
    assert not fb.correct and app.status == {"ex1": "tried", "ex2": "new", "ex3": "new"}
    assert "tutor-exapp-bad" in app.feedback.value
    assert "One step at a time" in app.feedback.value and "toy.move.one" not in app.feedback.value
    assert "<details>" in app.feedback.value and "A piece moves one step." in app.feedback.value
    app.input.clear()
    app.input.press(1)
    assert app.check().correct and app.status["ex1"] == "solved"
    assert "tutor-exapp-good" in app.feedback.value
    app.input.clear()
    app.input.press(3)
    app.check()  # a later wrong answer does not take the solved away
    assert app.status["ex1"] == "solved"
    assert app.progress_text() == "1 solved · 0 tried · 3 exercises"


def test_hints_one_at_a_time_then_none() -> None:
    app = toy_app()
    assert app.hint() == "Hint 1 of 2: Read the rule about moving."
    assert app.hint() == "Hint 2 of 2: It is a small number."
    assert app.hint() is None and app.hint_button.disabled
    assert "Hint 1 of 2" in app.hints.value and "Hint 2 of 2" in app.hints.value
    app.select(2)
    assert app.hints.value == "" and not app.hint_button.disabled
    assert app.hint() == "Hint 1 of 1: Only one hint here."


def test_the_answer_only_after_a_real_attempt() -> None:
    app = toy_app()
    refused = app.reveal()
    assert "2" not in refused and app.answer.value == "" and app.input.value() is None
    app.check()  # nothing chosen: still no real attempt
    assert app.answer.value == "" and not app.may_reveal
    app.input.press(0)
    app.check()
    text = app.reveal()
    assert text.startswith("The answer: 1.") and app.input.value() == 1 and "The answer" in app.answer.value


def test_the_answer_after_giving_up_in_two_steps() -> None:
    app = toy_app()
    app.reveal_button.click()  # first step: a question, no answer yet
    assert app.confirm_row.layout.display is None and app.answer.value == ""
    app.no_button.click()
    assert app.confirm_row.layout.display == "none" and app.answer.value == ""
    app.reveal_button.click()
    app.yes_button.click()  # "Yes, I give up — show me"
    assert "The answer" in app.answer.value and app.input.value() == 1
    assert app.status["ex1"] == "new"  # seeing the answer is not solving it


def test_next_and_select() -> None:
    app = toy_app()
    app.next_button.click()
    assert app.exercise.id == "ex2" and "tutor-exapp-current" in app.numbers[1]._dom_classes
    app.select(3)
    app.next()
    assert app.exercise.id == "ex1"
    with pytest.raises(ValueError, match="exercises 1 to 3"):
        app.select(4)


def test_progress_is_kept_in_the_store_and_restored() -> None:
    app = toy_app("toy-keep")
    app.input.press(1)
    app.check()
    app.select(2)
    app.input.press(0)
    app.check()
    assert app.store.data == {"ex1": "solved", "ex2": "tried"}
    later = toy_app("toy-keep")  # a reload: a new app, the browser hands over what it kept
    assert later.status["ex1"] == "new"
    later.store.restore(dict(app.store.data))
    assert later.status == {"ex1": "solved", "ex2": "tried", "ex3": "new"}
    assert later.numbers[0].button_style == "success" and later.numbers[1].button_style == "warning"
    assert later.progress_text() == "1 solved · 1 tried · 3 exercises"
    assert later.may_reveal is True  # exercise 1 was tried before the reload


def test_the_store_keeps_the_better_status_and_ignores_junk() -> None:
    app = toy_app()
    app.select(3)
    app.input.press(3)
    app.check()
    app.store.restore({"ex3": "tried", "ex1": "tried", "ex9": "solved", "ex2": "bogus"})
    assert app.status == {"ex1": "tried", "ex2": "new", "ex3": "solved"}
    assert app.store.data["ex3"] == "solved"


def test_start_again_in_two_steps_forgets_everything() -> None:
    app = toy_app()
    app.input.press(1)
    app.check()
    app.again_button.click()
    assert app.status["ex1"] == "solved" and app.confirm_row.layout.display is None
    app.yes_button.click()
    assert app.status == {"ex1": "new", "ex2": "new", "ex3": "new"} and app.store.data == {}
    assert app.progress_text() == "0 solved · 0 tried · 3 exercises"


def test_the_store_widget_is_displayed_with_the_app() -> None:
    app = toy_app("toy-shown")
    assert app.store in app.widget.children and isinstance(app.store, BrowserStore)
    assert app.store.key == "toy-shown" and "localStorage" in BrowserStore._esm


def test_rule_words_leave_no_id() -> None:
    text = rule_words(f"Not quite — {cite(BOOK, 'toy.move.own')}; see also toy.end.last.", BOOK)
    assert text == "Not quite — the rule “Only your own pieces”; see also “The last piece wins”."


def test_verdict_choices_hold_the_right_rule_in_a_fixed_order() -> None:
    a = verdict_choices(BOOK, "toy.move.own", ["toy.end.last"], seed="ex1", n=3)
    assert sorted(a) == ["toy.end.last", "toy.move.one", "toy.move.own"]
    assert a == verdict_choices(BOOK, "toy.move.own", ["toy.end.last"], seed="ex1", n=3)
    orders = {tuple(verdict_choices(BOOK, "toy.move.own", ["toy.end.last"], seed=f"ex{i}", n=3)) for i in range(9)}
    assert len(orders) > 1  # the right one is not always in the same place


def test_verdict_input_needs_both_parts() -> None:
    v = VerdictInput(BOOK, ["toy.move.one", "toy.move.own"], "Decide.")
    v.press("Only your own pieces")
    assert v.value() is None and v.pending() == "First say whether the move is allowed."
    v.press("allowed")
    assert v.value() == (True, "toy.move.own")
    v.press("not allowed")  # one choice per row
    assert v.value() == (False, "toy.move.own")
    v.show((True, "toy.move.one"))
    assert v.value() == (True, "toy.move.one")


def test_keyed_input_dict_and_pairs() -> None:
    fates = KeyedInput([("red's castle", "red"), ("blue's castle", "blue")],
                       [("stays", "stays"), ("thrown out", "thrown out"), ("red takes it", "red")], "Click.")
    fates.show({"red": "stays", "blue": "red"})
    assert fates.value() == {"red": "stays", "blue": "red"}
    assert fates.describe(fates.value()) == "red's castle: stays; blue's castle: red takes it"
    pairs = KeyedInput([("red", "red"), ("blue", "blue")], {"red": [("blue", "blue")], "blue": [("red", "red")]},
                       "Click.", multiple=True)
    pairs.press("red", "blue")
    pairs.press("blue", "red")
    assert pairs.value() == {("red", "blue"), ("blue", "red")}
    pairs.press("red", "blue")
    assert pairs.value() == {("blue", "red")}


def test_board_pick_redraws_with_the_choice() -> None:
    drawn: list[tuple[str, ...]] = []
    pick = BoardPick(lambda chosen: drawn.append(chosen) or "<svg/>", "Click.", places={"A1", "B2"})
    pick.view.click("A1")
    pick.view.click("C3")  # not a place on offer: nothing happens
    assert pick.value() == {"A1"} and drawn[-1] == ("A1",)
    route = BoardPick(lambda chosen: "<svg/>", "Click in order.", ordered=True)
    for hit in ("B3", "C3", "B3"):
        route.view.click(hit)
    route.undo_button.click()
    assert route.value() == ["B3", "C3"] and "B3 → C3" in route.trail.value


def test_move_pick_plays_nothing_and_offers_only_what_the_table_offers() -> None:
    ex = amber_exercises.get("ex4")
    pick = MovePick(ex.game(), SPEC, "Click a tile, then a field.")
    before = pick.game.state
    right = ex.answer()
    for hit in path(pick.game.parse(right)):
        (pick.hand if hit.startswith("tile:") else pick.board).click(hit)
    while pick.value() != right:
        pick.rotate_button.click()
    assert ex.check(pick.value()).correct and pick.game.state is before
    assert "Chosen:" in pick.note.value
    pick.undo_button.click()
    assert pick.value() is None


def test_move_pick_gives_a_refused_click_as_the_move_tried() -> None:
    ex = amber_exercises.get("ex4")
    pick = MovePick(ex.game(), SPEC, "Click.")
    pick.click("tile:curve")
    pick.click("A1")  # the table would refuse this: the move tried is the answer, and the checker names the rule
    fb = ex.check(pick.value())
    assert pick.value() == "curve A1 r0" and not fb.correct and "amber.place.reachable" in fb.rules


def test_move_pick_keeps_a_plan_with_the_replies_and_undoes_it() -> None:
    ex = amber_exercises.get("ex10")
    from amber.exercises import _reply

    game = ex.game()
    me = game.state.player

    def replies(g: Any) -> None:
        while not g.is_over and g.state.player != me:
            g.play(_reply(g.state, "straight D3 r1"))

    pick = MovePick(game, SPEC, "Click two moves.", count=2, advance=replies)
    plan = ex.answer()
    first = game.parse(plan[0])
    for hit in path(first):
        pick.click(hit)
    while pick.current != first:
        pick.rotate()
    assert pick.value() is None and pick.pending() == "Choose move 2 of 2 too."
    assert pick.keep() and len(game.history) == 2  # red's move and blue's reply, on the input's own copy
    for hit in path(game.parse(plan[1])):
        pick.click(hit)
    assert pick.value() == plan and ex.check(pick.value()).correct
    pick.undo()  # the choice in progress
    pick.undo()  # the kept move with its reply
    assert pick.kept == [] and len(game.history) == 0
    pick.show(plan)
    assert pick.value() == plan


def test_a_refused_move_turns_with_a_second_click_or_rotate() -> None:
    from amber.exercise_app import turn

    ex = amber_exercises.get("ex6")
    pick = MovePick(ex.game(), SPEC, "Click.", turn=turn)
    pick.hand.click("tile:curve")
    pick.board.click("B4")
    assert pick.value() == "curve B4 r0" and not pick.rotate_button.disabled
    pick.board.click("B4")  # the same field again: the tile turns, as on the game table
    assert pick.value() == "curve B4 r1"
    pick.rotate_button.click()
    assert pick.value() == "curve B4 r2"
    assert not ex.check(pick.value()).correct
    still = MovePick(ex.game(), SPEC, "Click.")  # without ``turn`` a refused move stays as it was tried
    still.click("tile:curve")
    still.click("B4")
    still.click("B4")
    assert still.value() == "curve B4 r0" and still.rotate_button.disabled


def test_ordered_choice_spends_its_buttons_unless_repeated() -> None:
    rank = OrderedChoice([("first", 1), ("second", 2), ("third", 3)], "Click in order.")
    rank.buttons[2].click()
    rank.buttons[0].click()
    rank.buttons[2].click()  # spent: nothing happens
    assert rank.value() == [3, 1] and rank.buttons[2].disabled and "third → first" in rank.trail.value
    rank.undo_button.click()
    assert rank.value() == [3] and not rank.buttons[0].disabled
    rank.show([2, 3, 1])
    assert rank.describe(rank.value()) == "second → third → first"
    trip = OrderedChoice([("Ulm", "Ulm"), ("Linz", "Linz")], "Click the cities in order.", repeat=True)
    for city in ("Ulm", "Linz", "Ulm"):
        trip.press(city)
    assert trip.value() == ["Ulm", "Linz", "Ulm"]
    trip.clear()
    assert trip.value() is None


def test_the_language_switch_redraws_in_the_other_language_and_keeps_the_progress() -> None:
    from amber.exercise_app import app as amber_app
    from tutor.i18n import get_language, set_language

    before = get_language()
    app = amber_app()
    try:
        app.select(3)
        app.input.press(1)
        app.check()
        english = (app.check_button.description, app.heading.value, app.progress.value)
        app.language.value = "hu"
        assert get_language() == "hu" and app.index == 2 and app.status["ex3"] == "tried"
        assert app.check_button.description != english[0] and app.heading.value != english[1]
        assert "Amber" in app.top.value and app.progress.value != english[2]
        app.language.value = "en"
        assert (app.check_button.description, app.heading.value, app.progress.value) == english
    finally:
        set_language(before)
