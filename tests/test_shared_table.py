"""*Play with classmates* on the game tables (:mod:`tutor.shared_table`): tables of several devices (here several
table objects, as several kernels would hold) kept in step through the class's SQLite file."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from tutor import classstore
from tutor.classstore import ClassStore
from tutor.i18n import language
from tutor.shared_games import BOT, SharedGames
from tutor.shared_table import SharedPlay

GAMES = ["amber", "taxis", "loire"]


def device(game: str, tables: SharedGames, name: str, players: int = 3) -> SharedPlay:
    table = importlib.import_module(f"{game}.table").Table(players=players, seed=2, typing=False)
    shared = SharedPlay(table, tables)
    shared.pupil.box.value = name
    return shared


@pytest.fixture
def tables(tmp_path: Path) -> SharedGames:
    return SharedGames(ClassStore(tmp_path))


def everyone_sees(devices: list[SharedPlay]) -> None:
    for d in devices:
        d.sync()
    histories = {d.table.game.history for d in devices}
    assert len(histories) == 1


@pytest.mark.parametrize("game", GAMES)
def test_three_devices_play_one_game_each_seeing_its_own_hand(tables: SharedGames, game: str) -> None:
    devices = [device(game, tables, name) for name in ("Anna", "Bence", "Cili")]
    devices[0].open_table()
    for d in devices[1:]:
        d.code_box.value = devices[0].code.lower()
        d.join()
    assert [d.seat for d in devices] == [0, 1, 2]
    for d in devices:
        assert d.table.viewer == d.seat and d.table.seats[d.seat] == "human"
        assert d.table.seats.count("classmate") == 2
    for _turn in range(9):
        everyone_sees(devices)
        mover = devices[devices[0].table.game.to_move]
        waiting = devices[(mover.seat + 1) % 3]
        waiting.table.click("anything")  # a click out of turn: refused, nothing sent
        assert "not your turn" in waiting.table.message.value
        assert "plays on their own device" in waiting.table.status.value
        assert mover.table.play(mover.table.game.legal_moves()[0])
    everyone_sees(devices)
    assert len(devices[0].table.game.history) == len(tables.moves_since(devices[0].code, 0))


def test_a_move_the_rules_forbid_is_refused_with_its_rule_and_nothing_is_sent(tables: SharedGames) -> None:
    anna, bence = device("amber", tables, "Anna", 2), device("amber", tables, "Bence", 2)
    anna.open_table()
    bence.code_box.value = anna.code
    bence.join()
    mover = (anna, bence)[anna.table.game.to_move]
    legal = mover.table.game.legal_moves()[0]
    assert mover.table.play(legal)
    everyone_sees([anna, bence])
    other = (anna, bence)[anna.table.game.to_move]
    assert not other.table.play(str(legal).replace("red", "blue").replace("blue", "green"))  # not a move now
    assert tables.moves_since(anna.code, 0) == [(0, mover.seat, str(legal))]


def test_a_reload_takes_the_seat_back_and_bots_fill_the_free_seats(tables: SharedGames) -> None:
    anna = device("taxis", tables, "Anna")
    anna.open_table()
    anna.fill_with_bots()  # two bots; if one moves first, a device plays it at once
    assert list(tables.table(anna.code).seats) == ["Anna", BOT, BOT]
    for _turn in range(3):
        anna.sync()
        assert anna.table.game.to_move in (0, None)  # the bots never wait for a click
        if anna.table.game.is_over:
            break
        assert anna.table.play(anna.table.game.legal_moves()[0])
        anna.sync()
    reloaded = device("taxis", tables, "Anna")  # the same pupil, a new page (or another device)
    reloaded.code_box.value = anna.code
    reloaded.join()
    assert reloaded.seat == 0 and reloaded.table.game.history == anna.table.game.history
    assert "Table" in reloaded.note.value and "you" in reloaded.note.value


def test_a_new_game_on_the_table_leaves_the_shared_one(tables: SharedGames) -> None:
    anna = device("loire", tables, "Anna", 2)
    anna.open_table()
    assert anna.attached and anna.table.show_all.layout.display == "none"  # nobody sees the others' hands
    assert anna.table.stepper.widget.layout.display == "none" and anna.table.download.layout.display == "none"
    anna.table.new_game()
    assert not anna.attached and anna.table.show_all.layout.display is None and anna.table.auto_bots
    while not anna.table.human_to_move:  # a game of its own: the bots move, nothing is sent
        anna.table.bot_turn()
    assert anna.table.play(anna.table.game.legal_moves()[0])
    assert anna.table.game.history and tables.moves_since(anna.code, 0) == []


def test_no_name_no_table_and_the_panel_only_on_a_server_with_class_data(tables: SharedGames,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    table = importlib.import_module("amber.table").Table(players=2, seed=1)
    shared = SharedPlay(table, tables)
    shared.open_table()
    assert shared.code is None and "Say who you are first" in shared.note.value
    shared.pupil.box.value = "Anna"
    shared.code_box.value = "ZZZZ"
    shared.join()
    assert "no table&#x27;s code" in shared.note.value and shared.code is None
    monkeypatch.delenv(classstore.ENVIRONMENT, raising=False)
    assert importlib.import_module("amber.table").Table(players=2).shared == []
    monkeypatch.setenv(classstore.ENVIRONMENT, str(tables.store.folder))
    assert len(importlib.import_module("amber.table").Table(players=2).shared) == 1


def test_the_panel_speaks_hungarian(tables: SharedGames) -> None:
    with language("hu"):
        shared = device("amber", tables, "Anna", 2)
        shared.relabel()
        assert shared.open_button.description != "open a table for classmates"
        assert "osztálytárs" in shared.title.value


def play_to_the_end(shared: SharedPlay) -> None:
    table = shared.table
    for _move in range(2000):
        if table.game.is_over:
            return
        assert table.play(table.game.legal_moves()[0])
    raise AssertionError("the game did not end")


def test_a_game_finished_against_bots_counts_for_the_teacher(tables: SharedGames) -> None:
    store = tables.store
    solo = device("amber", tables, "Anna", 2)  # named: one human seat, a bot
    play_to_the_end(solo)
    won = 0 in solo.table.game.engine.winners(solo.table.game.state)
    assert store.games_played() == {"Anna": (1, int(won))}
    solo.table.refresh()  # redrawn again: still one game
    assert store.games_played()["Anna"][0] == 1
    pair = importlib.import_module("amber.table").Table(players=2, seed=3, seats=("human", "human"))
    both = SharedPlay(pair, tables)
    both.pupil.box.value = "Bence"
    for _move in range(400):  # pass-and-play: no one pupil played it, so it is not counted
        if pair.game.is_over:
            break
        pair.reveal()
        assert pair.play(pair.game.legal_moves()[0])
    assert pair.game.is_over and "Bence" not in store.games_played()
