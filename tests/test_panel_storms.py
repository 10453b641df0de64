"""Event storms on the three play panels (tutor/panels.py through amber/taxis/loire widgets): random clicks on every
button, random menu values, typed text and record text (this game's, other games', malformed and tampered ones).
After every event no exception has escaped a widget callback and the panel's views agree with ``panel.game``.

ipywidgets catches a button callback's exception and only logs it ("Exception in callback ..."); the storms listen
to that log, so an error the panel failed to catch fails the test. Setting a widget's value runs its observers
directly, so their errors surface as exceptions here.
"""

from __future__ import annotations

import json
import logging
import string
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import event as tally
from hypothesis import strategies as st
from traitlets.log import get_logger

import amber
import amber.widgets
import loire
import loire.widgets
import taxis
import taxis.widgets
from tutor.bots import RandomBot
from tutor.panels import PlayPanel, grouped

GAMES: dict[str, tuple[ModuleType, type[PlayPanel]]] = {
    "amber": (amber, amber.widgets.PlayPanel),
    "taxis": (taxis, taxis.widgets.PlayPanel),
    "loire": (loire, loire.widgets.PlayPanel),
}


def _sample_record(module: ModuleType, moves: int, seed: int) -> dict[str, Any]:
    game = module.new_game(2, seed=seed)
    bot = RandomBot(seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.play(bot.choose(game))
    return game.to_record()


RECORDS = {name: [_sample_record(module, n, seed) for n, seed in ((0, 1), (6, 2))]
           for name, (module, _) in GAMES.items()}


def tampered(record: dict[str, Any]) -> list[str]:
    """Record texts made from a valid one: fields removed, changed or of the wrong type, cut short."""
    text = json.dumps(record)
    out = [text[: len(text) // 2], text.replace('"moves"', '"moves_"'), "[" + text + "]"]
    changes: dict[str, list[Any]] = {
        "options": [{"start_player": 99}, {"start_player": -1}, {"start_player": "x"}, {"start_player": [1]},
                    {"start_player": 1.5}, {"layout": 99}, {"castles": "sideways"}, {"no such option": 1}, []],
        "players": [["red"] * 9, [], "red", [1, 2], ["red", None]],
        "seed": ["seven", None, -1, 2**70, 1.5],
        "variant": ["deluxe", None, 3],
        "moves": [["end"], ["nonsense move"], "end", [None], record["moves"][::-1]],
        "version": [0, 2, "1"],
        "game": ["chess", None],
        "final": ["0" * 16, None, 5],
    }
    for key, values in changes.items():
        for value in values:
            out.append(json.dumps({**record, key: value}))
    out.append(json.dumps({k: v for k, v in record.items() if k != "final"} | {"options": {"start_player": 99}}))
    return out


MALFORMED = ["", "null", "[]", "{}", "not json", '{"format": "board-tutor-record"}', "{" * 50, "\u0000", "1e999"]


def record_texts(game: str) -> st.SearchStrategy[str]:
    """Record text for the load box: this game's records, other games' records, tampered and malformed ones."""
    own = [json.dumps(r) for r in RECORDS[game]]
    others = [json.dumps(r) for name in GAMES if name != game for r in RECORDS[name]]
    broken = [t for name in GAMES for t in tampered(RECORDS[name][-1])] + MALFORMED
    return st.one_of(st.sampled_from(own), st.sampled_from(others), st.sampled_from(broken), st.text(max_size=40))


TYPED = st.one_of(st.text(string.printable, max_size=30), st.sampled_from(
    ["end", "pass", "draw deck", "route Ulm", "curve C7 r1", "merchant +1 Saumur", "sell wood", "1: end", "99: pass",
     "close Ulm Stuttgart", "curve Z99 r9", "  ", "shovel", "palace Bank Nantes"]))


class EscapedErrors(logging.Handler):
    """Collects the exceptions ipywidgets caught in button callbacks (it logs them instead of raising)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.caught: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        if "Exception in callback" in record.getMessage():
            self.caught.append(record.getMessage())


@pytest.fixture(scope="module")
def escaped() -> Iterator[EscapedErrors]:
    handler = EscapedErrors()
    log = get_logger()
    log.addHandler(handler)
    try:
        yield handler
    finally:
        log.removeHandler(handler)


def assert_consistent(panel: PlayPanel) -> None:
    """The menus, status, undo button, board and replay show ``panel.game``."""
    game = panel.game
    groups = grouped(panel.spec, game.legal_moves())
    assert list(panel.group.options) == list(groups)
    if groups:
        assert panel.group.value in groups
    assert [move for _, move in panel.choice.options] == groups.get(panel.group.value, [])
    assert panel.status.value == panel._status()
    assert panel.undo_button.disabled == (not game.can_undo)
    assert panel.board.value == game.svg(**panel.spec.board_options(game, panel.choice.value, panel.human))
    stepper = panel.stepper
    assert stepper.game is game
    assert stepper.slider.max == len(game.history) and len(stepper.log.options) == len(game.history) + 1
    assert panel.game.is_over or panel.human is None or game.to_move == panel.human


def fire(panel: PlayPanel, data: st.DataObject, game: str) -> str:
    """One random event on ``panel``; what it was."""
    kinds = ["play", "bot", "undo", "try", "save", "load", "new", "group", "choice", "setting", "previous", "next"]
    kind = data.draw(st.sampled_from(kinds), label="event")
    if kind == "group" and panel.group.options:
        panel.group.value = data.draw(st.sampled_from(list(panel.group.options)), label="group")
    elif kind == "choice" and panel.choice.options:
        panel.choice.value = data.draw(st.sampled_from([m for _, m in panel.choice.options]), label="choice")
    elif kind == "try":
        panel.attempt.value = data.draw(TYPED, label="typed")
        panel.try_button.click()
    elif kind == "load":
        panel.record.value = data.draw(record_texts(game), label="record")
        panel.load_button.click()
        tally("load: loaded" if "Loaded a game" in panel.message.value else "load: refused")
    elif kind == "setting":
        panel.seed.value = data.draw(st.integers(-(2**40), 2**40), label="seed")
        panel.players.value = data.draw(st.integers(panel.players.min, panel.players.max), label="players")
        panel.variant.value = data.draw(st.sampled_from(list(panel.variant.options)), label="variant")
    else:
        button = {"play": panel.play_button, "bot": panel.bot_button, "undo": panel.undo_button,
                  "save": panel.save_button, "new": panel.new_button, "previous": panel.stepper.prev_button,
                  "next": panel.stepper.next_button}.get(kind)
        if button is not None:
            button.click()
    tally(kind)
    return kind


@pytest.mark.parametrize("game", list(GAMES))
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                                                  HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_event_storms_never_wedge_a_panel(game: str, data: st.DataObject, escaped: EscapedErrors) -> None:
    _, panel_class = GAMES[game]
    panel = panel_class(players=2, seed=data.draw(st.integers(0, 50), label="seed"), human=0)
    assert_consistent(panel)
    for _ in range(data.draw(st.integers(1, 12), label="events")):
        before = len(escaped.caught)
        kind = fire(panel, data, game)
        note(f"{kind}: {panel.message.value[:120]}")
        assert escaped.caught[before:] == [], f"after {kind}: {escaped.caught[before:]}"
        assert_consistent(panel)


@pytest.mark.parametrize("game", list(GAMES))
def test_a_load_that_fails_keeps_the_old_game(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Whatever a load raises (not only RecordError), and even when the loaded game cannot be shown, the old game
    stays, as it was, with its views."""
    module, panel_class = GAMES[game]
    panel = panel_class(players=2, seed=4, human=0)
    panel.bot_button.click()
    old, moves = panel.game, panel.game.history

    def raises(text: str) -> Any:
        raise ValueError("bad start player 99")

    monkeypatch.setattr(module, "load_record", raises)
    panel.record.value = "{}"
    panel.load_button.click()
    assert panel.message.value.startswith("<p style='color:#b00'>Cannot load: bad start player 99 (ValueError)")
    assert panel.game is old and panel.game.history == moves
    assert_consistent(panel)

    def unshowable(text: str) -> Any:  # loads, but the game breaks as soon as the panel shows it
        broken = module.new_game(2, seed=1)
        broken.legal_moves = lambda: (_ for _ in ()).throw(IndexError("player 99 has no seat"))
        return broken

    monkeypatch.setattr(module, "load_record", unshowable)
    panel.load_button.click()
    assert "Cannot load: player 99 has no seat (IndexError)" in panel.message.value
    assert panel.game is old and panel.game.history == moves
    assert_consistent(panel)
    panel.bot_button.click()  # and the panel still plays
    assert len(panel.game.history) > len(moves) and "Cannot load" not in panel.message.value
    assert_consistent(panel)


def test_an_error_in_a_click_is_shown_and_the_game_put_back(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bot that fails after the pupil's move: the message says so and the game is back before the click."""
    panel = amber.widgets.PlayPanel(players=2, seed=3, human=0)
    moves = panel.game.history
    bot = panel.bots[1]
    monkeypatch.setattr(bot, "choose", lambda game: (_ for _ in ()).throw(RuntimeError("the bot tripped")))
    panel.play_button.click()
    assert "Something went wrong: the bot tripped (RuntimeError)" in panel.message.value
    assert panel.game.history == moves
    assert_consistent(panel)
