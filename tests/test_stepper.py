"""The step-through widget, driven without a browser: set widget values, click buttons."""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets
import pytest
from toygame import ENGINE, RULES, ToyEngine, new_game

from tutor import Game
from tutor.bots import RandomBot, play_out
from tutor.stepper import Stepper

MOVES = ["step 2", "roll", "step 1", "roll"]


def game() -> Game:
    g = new_game(players=["Ann", "<Bob>"], seed=3)
    g.play_many(MOVES)
    return g


@pytest.fixture
def stepper() -> Stepper:
    return Stepper(game())


def test_widgets_and_their_ranges(stepper: Stepper) -> None:
    assert isinstance(stepper.widget, widgets.VBox)
    assert isinstance(stepper.play, widgets.Play) and isinstance(stepper.slider, widgets.IntSlider)
    assert isinstance(stepper.board, widgets.HTML) and isinstance(stepper.explanation, widgets.HTML)
    assert isinstance(stepper.log, widgets.Select) and isinstance(stepper.scores, widgets.HTML)
    assert isinstance(stepper.prev_button, widgets.Button) and isinstance(stepper.next_button, widgets.Button)
    assert (stepper.slider.min, stepper.slider.max) == (0, 4) and (stepper.play.min, stepper.play.max) == (0, 4)
    link = stepper.link
    assert {link.source, link.target} == {(stepper.play, "value"), (stepper.slider, "value")}
    assert "application/vnd.jupyter.widget-view+json" in stepper._repr_mimebundle_()


def test_starts_at_the_end(stepper: Stepper) -> None:
    assert stepper.position == 4 == stepper.slider.value and stepper.log.value == 4
    assert stepper.next_button.disabled and not stepper.prev_button.disabled
    assert stepper.board.value == ENGINE.render_svg(stepper.game.state)


def test_board_follows_the_position(stepper: Stepper) -> None:
    g = stepper.game
    boards = []
    for i in range(5):
        stepper.slider.value = i
        assert stepper.board.value == ENGINE.render_svg(g.states[i])
        boards.append(stepper.board.value)
    assert len(set(boards)) == 5


def test_buttons_step_and_stop_at_the_ends(stepper: Stepper) -> None:
    stepper.prev_button.click()
    stepper.prev_button.click()
    assert stepper.position == 2 and stepper.log.value == 2
    for _ in range(4):
        stepper.prev_button.click()
    assert stepper.position == 0 and stepper.prev_button.disabled and not stepper.next_button.disabled
    stepper.next_button.click()
    assert stepper.position == 1 and stepper.board.value == ENGINE.render_svg(stepper.game.states[1])
    stepper.next()
    stepper.previous()
    assert stepper.position == 1


def test_position_property(stepper: Stepper) -> None:
    stepper.position = 2
    assert stepper.slider.value == 2 and stepper.log.value == 2
    with pytest.raises(IndexError, match="outside 0..4"):
        stepper.position = 5
    with pytest.raises(IndexError):
        stepper.position = -1
    assert stepper.position == 2


def test_explanation_names_the_move_rules_and_titles(stepper: Stepper) -> None:
    stepper.position = 2  # after move 2: Bob's roll
    text = stepper.explanation.value
    assert "Move 2 of 4: &lt;Bob&gt; played roll" in text and "<Bob>" not in text
    for rule_id, sentence in ENGINE.describe(stepper.game.states[1], stepper.game.history[1], stepper.game.states[2]):
        assert f"<code>{rule_id}</code>" in text and sentence in text
        assert RULES[rule_id].title in text and RULES[rule_id].explanation in text
    assert "toy.turn.roll" in text and "toy.move.step" not in text
    stepper.position = 1
    assert "toy.move.step" in stepper.explanation.value and "toy.turn.roll" not in stepper.explanation.value


def test_explanation_at_the_start(stepper: Stepper) -> None:
    stepper.position = 0
    assert "start" in stepper.explanation.value.lower() and "<code>" not in stepper.explanation.value


def test_log_lists_moves_and_stays_in_sync_with_the_slider(stepper: Stepper) -> None:
    labels = [label for label, _ in stepper.log.options]
    assert labels == ["start", "1. Ann: step 2", "2. <Bob>: roll", "3. Ann: step 1", "4. <Bob>: roll"]
    stepper.log.value = 3
    assert stepper.slider.value == 3 and stepper.position == 3
    assert stepper.board.value == ENGINE.render_svg(stepper.game.states[3])
    assert "Move 3 of 4: Ann played step 1" in stepper.explanation.value
    stepper.slider.value = 1
    assert stepper.log.value == 1 and stepper.log.label == "1. Ann: step 2"
    stepper.log.value = 0
    assert stepper.position == 0


def test_scores_table(stepper: Stepper) -> None:
    stepper.position = 0
    start = stepper.scores.value
    assert "<th>distance</th><th>finish</th><th>total</th>" in start
    assert "<td>&lt;Bob&gt;</td><td>0</td><td>0</td><td>0</td>" in start
    stepper.position = 1
    assert "<td>Ann</td><td>2</td><td>0</td><td>2</td>" in stepper.scores.value


def test_refresh_after_new_moves_and_undo() -> None:
    g = game()
    s = Stepper(g)
    s.position = 1
    g.play("step 1")
    g.play("roll")
    s.refresh()
    assert s.position == 6 == s.slider.max == s.play.max and s.log.value == 6
    assert s.board.value == ENGINE.render_svg(g.state)
    assert [label for label, _ in s.log.options][-2:] == ["5. Ann: step 1", "6. <Bob>: roll"]
    assert "Move 6 of 6" in s.explanation.value
    g.undo()
    g.undo()
    g.undo()
    s.refresh()
    assert s.position == 3 == s.slider.max and len(s.log.options) == 4
    assert s.board.value == ENGINE.render_svg(g.state) and s.next_button.disabled


def test_finished_game_and_custom_renderer() -> None:
    g = new_game(players=3, seed=4)
    play_out(g, [RandomBot(1), RandomBot(2), RandomBot(3)])
    s = Stepper(g, render=lambda state: f"<p>turn {state.turn}</p>", height="200px")
    assert s.board.value == f"<p>turn {len(g.history)}</p>" and s.board.layout.height == "200px"
    assert "toy.end.goal" in s.explanation.value and RULES["toy.end.goal"].title in s.explanation.value
    s.position = 2
    assert s.board.value == "<p>turn 2</p>"


class UnknownRuleEngine(ToyEngine):
    """The toy rules, but describing moves with a rule id that is not in the rulebook."""

    def describe(self, before: Any, move: Any, after: Any) -> list[tuple[str, str]]:
        return [("toy.extra.note", "A <note> outside the rulebook.")]


def test_rule_ids_outside_the_rulebook_still_show_their_sentence() -> None:
    g = Game(UnknownRuleEngine(), new_game().config)
    g.play("roll")
    s = Stepper(g)
    text = s.explanation.value
    assert "A &lt;note&gt; outside the rulebook." in text and "<code>toy.extra.note</code>" in text


def test_empty_game() -> None:
    s = Stepper(new_game(players=1))
    assert s.position == 0 and s.slider.max == 0 and s.prev_button.disabled and s.next_button.disabled
    assert [label for label, _ in s.log.options] == ["start"] and "start" in s.explanation.value.lower()
