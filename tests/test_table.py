"""The shared game table (:mod:`tutor.table`) on the toy race game: the hooks a game gives, and what the table does
with them whatever the game (clicks narrowing legal moves, refusals with the rule, seats, marks, the end screen).

This is also the smallest example of a :class:`tutor.table.TableSpec`: a Thurn und Taxis or La Loire table is the
same five hooks over its own board.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
import toygame

from tutor.bots import RandomBot
from tutor.game import Game
from tutor.svg import Svg
from tutor.table import Narrowing, Table, TableSpec, View, end_html, movers


def path(move: Any) -> tuple[str, ...]:
    """A roll is the die; a step is the cell it ends on (the clicks that choose the move)."""
    return ("die",) if isinstance(move, toygame.Roll) else (f"cell:{move.n}",)


def attempt(game: Game, selection: tuple[str, ...], hit: str) -> Any:
    """A click on a cell tries a step to it, so the engine names the rule it breaks."""
    if hit.startswith("cell:"):
        here = game.state.positions[game.to_move]
        return toygame.Step(int(hit.removeprefix("cell:")) - here)
    return None


def board_svg(game: Game, view: View) -> str:
    svg = Svg(40 * (toygame.GOAL + 1), 40)
    here = game.state.positions[game.to_move] if game.to_move is not None else 0
    for c in range(toygame.GOAL + 1):
        hit = f"cell:{c - here}"
        svg.rect(40 * c, 0, 40, 40, fill="#ffd400" if hit in view.clickable else "#eee", data_hit=f"cell:{c - here}")
    if view.error is not None:
        svg.text(20, 20, f"✗ {view.error[1]}", size=8, fill="#d00")
    return svg.render()


def seats_svg(game: Game, view: View) -> str:
    svg = Svg(100, 30)
    svg.rect(0, 0, 100, 30, fill="#1a56db" if "die" in view.clickable else "#ccc", data_hit="die")
    return svg.render()


SPEC = TableSpec(module=toygame, path=path, board_svg=board_svg, seats_svg=seats_svg,
                 bot=lambda seed: RandomBot(seed=seed), attempt=attempt, instant=lambda move: True)


class ToyTable(Table):
    spec = SPEC


def test_clicks_play_only_legal_moves_and_an_illegal_click_names_its_rule() -> None:
    t = ToyTable(players=2, seed=7)
    assert t.narrowing.next_hits == {"die", "cell:1", "cell:2"}
    t.board.click("cell:3")  # three cells is no step
    assert "toy.move.step" in t.message.value and "✗ toy.move.step" in t.board.svg and not t.game.history
    t.board.click("cell:2")  # instant: played at once, the bot answers
    assert t.game.history[0] == toygame.Step(2) and t.game.to_move == 0 and len(t.game.history) == 2
    assert [p for _, p in movers(t.game, 0)] == [0, 1]


def test_only_bots_turns_are_played_by_the_bot_button_and_two_humans_take_turns() -> None:
    t = ToyTable(players=3, seed=1, seats=("human", "bot", "human"), auto_bots=False)
    assert t.curtain and t.bot_button.disabled
    t.bot_button.click()
    assert not t.game.history and "no bot plays it" in t.message.value
    t.reveal()
    t.hands.click("die")
    assert t.game.to_move == 1 and not t.bot_button.disabled
    t.board.click("cell:1")
    assert "not a human's turn" in t.message.value and len(t.game.history) == 1
    t.bot_button.click()
    assert t.game.to_move == 2 and t.curtain and "Pass the screen to" in t.status.value


def test_a_game_by_clicks_ends_on_the_score_screen_and_loads_back() -> None:
    t = ToyTable(players=2, seed=3)
    while not t.game.is_over:
        t.board.click("cell:2") if "cell:2" in t.narrowing.next_hits else t.hands.click("die")
    assert "Game over" in t.end.value and "<th>total</th>" in t.end.value and "toy.end.goal" in t.end.value
    assert t.end.value == end_html(t.game)
    record = t.record_json()
    u = ToyTable(players=2, seed=9)
    assert u.load_text(record) and u.game.history == t.game.history
    assert not u.load_text(json.dumps({"format": "nonsense"})) and "Cannot load" in u.message.value


def shown_text(html: str) -> str:
    """What a page shows of ``html``: its text, no tags and no attributes (tooltips are hovered for, not shown)."""
    return re.sub(r"<[^>]*>", "", html)


def test_a_played_move_is_explained_with_its_rules_titles_and_no_ids() -> None:
    """After a move the table says what happened, each sentence followed by its rule's title; the rule's id is in
    the tooltip only (a pupil reads no id they did not ask for)."""
    t = ToyTable(players=2, seed=7)
    t.board.click("cell:2")
    shown = shown_text(t.message.value)
    rules = toygame.ENGINE.rules
    assert "toy." not in shown, shown
    assert any(f"({rule.title})" in shown for rule in rules.values()), shown
    assert "title='toy." in t.message.value  # the ids are there for a teacher who hovers


def widgets_in(widget: Any) -> list[Any]:
    """``widget`` and every widget inside it."""
    return [widget, *(w for child in getattr(widget, "children", ()) for w in widgets_in(child))]


def test_the_pupils_table_has_no_box_for_typed_moves() -> None:
    """``typing=False`` (the pupils' apps) leaves the notation box out; a developer's table keeps it."""
    table = ToyTable(players=2)
    assert any(w is table.notation for w in widgets_in(table.widget))
    pupils = ToyTable(players=2, typing=False)
    assert not any(w is pupils.notation for w in widgets_in(pupils.widget))


def test_seats_must_fit_the_players() -> None:
    with pytest.raises(ValueError, match="seats"):
        ToyTable(players=2, seats=("human", "robot"))


def test_narrowing_steps_through_variants_and_back_to_earlier_choices() -> None:
    moves = ["a x 1", "a x 2", "a y 1", "b x 1"]
    n = Narrowing(moves, lambda m: tuple(m.split()[:2]))
    assert n.click("a") == "chosen" and n.next_hits == {"x", "y"} and n.current is None
    assert n.click("x") == "chosen" and n.variants == ["a x 1", "a x 2"]
    assert n.click("x") == "rotated" and n.current == "a x 2"
    assert n.rotate() and n.current == "a x 1"
    assert n.click("b") == "chosen" and n.selection == ("b",)
    assert n.click("y") == "refused" and n.selection == ("b",)
    assert n.hits_after("x") == ["b x 1"]


def test_a_typed_move_is_played_once_and_the_box_emptied() -> None:
    t = ToyTable(players=2, seed=7)
    t.notation.value = "step 2"
    assert t.notation.value == "" and t.game.history[0] == toygame.Step(2)
    t.notation_button.click()  # nothing typed: nothing played
    assert len(t.game.history) == 2
    t.notation.value = "step 3"
    assert "toy.move.step" in t.message.value and t.notation.value == "step 3" and len(t.game.history) == 2


def test_undo_is_disabled_while_there_is_nothing_to_take_back() -> None:
    """At the start *undo* is greyed out (it used to be enabled and answer "Nothing to undo."), also where the bots
    moved first and their opening stays; after a human's move it takes the move and the bots' replies back."""
    human_first = ToyTable(players=2, seed=7)
    bots_first = ToyTable(players=3, seed=7, seats=("bot", "bot", "human"))
    assert not human_first.game.history and bots_first.game.history and bots_first.game.to_move == 2
    for t in (human_first, bots_first):
        opening = t.game.history
        assert t.undo_button.disabled, opening
        t.board.click(sorted(h for h in t.narrowing.next_hits if h.startswith("cell:"))[0])
        assert len(t.game.history) > len(opening) and not t.undo_button.disabled
        t.undo_button.click()
        assert t.game.history == opening and "Taken back" in t.message.value and t.undo_button.disabled


def test_new_game_and_load_go_back_to_the_board_and_the_save_link_names_the_game_shown() -> None:
    """After *new game* (or a load) the play tab is in front again; the save link's file name follows the game
    shown (it kept the old one after a load) and is in the pupil's language."""
    from tutor.i18n import language

    t = ToyTable(players=2, seed=3)
    tabs = t.widget
    tabs.selected_index = 1
    t.new_button.click()
    assert tabs.selected_index == 0
    for _ in range(3):
        t.board.click("cell:1") if "cell:1" in t.narrowing.next_hits else t.hands.click("die")
    record, moves = t.record_json(), len(t.game.history)
    fresh = ToyTable(players=2, seed=3)
    fresh.widget.selected_index = 3
    assert "game-0-moves.json" in fresh.download.value
    assert fresh.load_text(record) and fresh.widget.selected_index == 0
    assert f"game-{moves}-moves.json" in fresh.download.value and "game-0-" not in fresh.download.value
    fresh.widget.selected_index = 3
    assert not fresh.load_text("{") and "Cannot load" in fresh.files_note.value and fresh.widget.selected_index == 3
    with language("hu"):
        assert fresh.file_name() == f"game-{moves}-lépés.json"
