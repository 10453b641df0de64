"""The *hint* on the game tables (issue 26 item 3): a good move for the seat to move, drawn on the board with why it
is good, in the pupil's language; the pupil plays it by clicking it; the teacher can switch hints off."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from test_amber_table import click_move as amber_clicks
from test_loire_table import by_clicks as loire_clicks
from test_taxis_table import click_move as taxis_clicks

import amber.table
import loire.table
import taxis.table
from tutor.classroom import plan
from tutor.i18n import language
from tutor.table import HINTS_VARIABLE, Table

TABLES: list[tuple[type[Table], Callable[[Table, Any], None]]] = [
    (amber.table.Table, amber_clicks), (taxis.table.Table, taxis_clicks), (loire.table.Table, loire_clicks)]
IDS = ["amber", "taxis", "loire"]


@pytest.mark.parametrize(("table", "clicks"), TABLES, ids=IDS)
def test_the_hint_is_a_legal_move_drawn_on_the_board_and_played_by_clicking_it(table: type[Table],
                                                                               clicks: Callable[[Table, Any], None]
                                                                               ) -> None:
    t = table(players=3, seed=5)
    for _turn in range(3):
        assert not t.hint_button.disabled and t.hint_button.layout.display is None
        move = t.hint()
        assert move in t.game.legal_moves() and t.view().preview == move
        assert "Hint for" in t.hint_text.value and "{" not in t.hint_text.value
        before = len(t.game.history)
        clicks(t, move)
        assert t.game.history[before] == move  # played by clicks like any move; the bots then answered
        if t.game.is_over:
            break


@pytest.mark.parametrize(("table", "clicks"), TABLES, ids=IDS)
def test_the_hint_speaks_hungarian(table: type[Table], clicks: Callable[[Table, Any], None]) -> None:
    with language("hu"):
        t = table(players=2, seed=1)
        t.redraw()
        assert t.hint_button.description != "hint"
        t.hint()
        assert "Tipp" in t.hint_text.value and "Hint for" not in t.hint_text.value


def test_a_hint_only_for_the_player_to_move() -> None:
    t = amber.table.Table(players=2, seed=3, seats=("human", "human"))
    assert t.curtain and t.hint_button.disabled
    assert t.hint() is None and "whose turn" in t.message.value  # pass-and-play: not before the hand is shown
    t.reveal()
    assert t.hint() in t.game.legal_moves()
    bots = amber.table.Table(players=2, seed=3, seats=("bot", "bot"), auto_bots=False)
    assert bots.hint() is None and bots.hint_button.disabled


def test_the_teacher_switches_hints_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(HINTS_VARIABLE, "off")
    t = taxis.table.Table(players=2, seed=1)
    assert t.hint_button.layout.display == "none"
    assert t.hint() is None and "switched off" in t.message.value
    assert plan(["--no-hints"], {}).hints is False and plan([], {}).hints is True
