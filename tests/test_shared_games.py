"""Games across devices kept in the class's SQLite file (:mod:`tutor.shared_games`, issue 28 item 3): seats by
code, moves applied one at a time and checked by the rules, nothing lost when a process dies."""

from __future__ import annotations

import importlib
import multiprocessing
import os
import signal
from pathlib import Path

import pytest

from tutor.classstore import ClassStore
from tutor.rules import IllegalMove, NotationError
from tutor.shared_games import BOT, CODE_LENGTH, CODE_LETTERS, SharedGames, TableError


@pytest.fixture
def tables(tmp_path: Path) -> SharedGames:
    return SharedGames(ClassStore(tmp_path))


def opened(tables: SharedGames, game: str = "amber", players: int = 3, seed: int = 5) -> str:
    return tables.open_table(importlib.import_module(game).new_game(players=players, seed=seed), "Anna")


def test_classmates_join_by_the_code_and_come_back_to_their_seats(tables: SharedGames) -> None:
    code = opened(tables)
    assert len(code) == CODE_LENGTH and set(code) <= set(CODE_LETTERS)
    assert [tables.join(code.lower(), who) for who in ("Bence", "Anna", "Cili", "Bence")] == [1, 0, 2, 1]
    with pytest.raises(TableError, match="every seat at table .* is taken"):
        tables.join(code, "Dani")
    assert tables.table(code).seats == ("Anna", "Bence", "Cili")
    for bad in ("AB", "ABCD1", "BBBB"):  # too short, a digit, letters not used in codes (B)
        with pytest.raises(TableError, match="is no table's code"):
            tables.join(bad, "Dani")
    with pytest.raises(TableError, match="there is no table"):
        tables.join("AAAA", "Dani")


def test_bots_take_the_free_seats(tables: SharedGames) -> None:
    code = opened(tables)
    tables.join(code, "Bence")
    assert tables.fill_with_bots(code) == [2] and tables.table(code).seats == ("Anna", "Bence", BOT)


def test_a_refused_move_changes_nothing(tables: SharedGames) -> None:
    code = opened(tables, players=2)
    tables.join(code, "Bence")
    table = tables.table(code)
    mover, other = table.seats[table.game.to_move], table.seats[1 - table.game.to_move]
    legal = str(table.game.legal_moves()[0])
    with pytest.raises(TableError, match="it is not your turn"):
        tables.play(code, other, legal, ply=0)
    with pytest.raises(NotationError):
        tables.play(code, mover, "not a move at all", ply=0)
    illegal = next(str(m) for m in table.game.legal_moves() if str(m) != legal)
    tables.play(code, mover, legal, ply=0)
    with pytest.raises(TableError, match="another move was played first"):  # made on the old position
        tables.play(code, mover, illegal, ply=0)
    with pytest.raises(TableError, match="has no seat"):
        tables.play(code, "Dani", legal, ply=1)
    assert tables.moves_since(code, 0) == [(0, table.game.to_move, legal)]
    after = tables.table(code).game
    mover = tables.table(code).seats[after.to_move]
    with pytest.raises(IllegalMove):  # a move the rules forbid now: the same move again, on its square
        tables.play(code, mover, legal, ply=1)
    assert len(tables.moves_since(code, 0)) == 1 and tables.table(code).ply == 1


@pytest.mark.parametrize("game", ["amber", "taxis", "loire"])
def test_a_shared_game_is_the_same_game_as_one_played_here(tables: SharedGames, game: str) -> None:
    code = opened(tables, game=game, players=3, seed=11)
    for who in ("Bence", "Cili"):
        tables.join(code, who)
    here = importlib.import_module(game).new_game(players=3, seed=11)
    other_device = SharedGames(tables.store)  # another kernel: its own copy of the game, read from the file
    for ply in range(12):
        table = (tables, other_device)[ply % 2].table(code)
        move = str(here.legal_moves()[ply % len(here.legal_moves())])
        assert table.game.state == here.state
        (tables, other_device)[ply % 2].play(code, table.seats[here.to_move], move, ply)
        here.play(move)
    assert tables.table(code).game.history == here.history


def _race(folder: str, code: str, seat: int, move: str, results: object) -> None:
    try:
        SharedGames(ClassStore(folder)).play(code, seat, move, ply=0)
        results.put("played")  # type: ignore[attr-defined]
    except TableError:
        results.put("refused")  # type: ignore[attr-defined]


def test_moves_arriving_at_once_are_applied_one_at_a_time(tables: SharedGames) -> None:
    code = opened(tables, players=2)
    table = tables.table(code)
    moves = [str(m) for m in table.game.legal_moves()[:4]]
    context = multiprocessing.get_context("spawn")
    results = context.Queue()
    workers = [context.Process(target=_race, args=(str(tables.store.folder), code, table.game.to_move, m, results))
               for m in moves]
    for w in workers:
        w.start()
    for w in workers:
        w.join(60)
    outcomes = sorted(results.get(timeout=10) for _ in workers)
    assert outcomes == ["played"] + ["refused"] * (len(moves) - 1)
    [(ply, _seat, played)] = tables.moves_since(code, 0)
    assert ply == 0 and played in moves


def _play_then_die(folder: str, code: str, count: int) -> None:
    tables = SharedGames(ClassStore(folder))
    for ply in range(count):
        table = tables.table(code)
        tables.play(code, table.game.to_move, str(table.game.legal_moves()[0]), ply)
    os.kill(os.getpid(), signal.SIGKILL)  # the server dies at once: no clean-up, no closing


def test_every_acknowledged_move_survives_a_killed_process(tables: SharedGames) -> None:
    code = opened(tables, game="taxis", players=2)
    worker = multiprocessing.get_context("spawn").Process(target=_play_then_die,
                                                          args=(str(tables.store.folder), code, 5))
    worker.start()
    worker.join(60)
    assert worker.exitcode == -signal.SIGKILL
    restarted = SharedGames(ClassStore(tables.store.folder))
    assert restarted.table(code).ply == 5 and [row[0] for row in restarted.tables()] == [code]
    table = restarted.table(code)
    restarted.play(code, table.game.to_move, str(table.game.legal_moves()[0]), 5)  # and the game goes on
    assert restarted.table(code).ply == 6
