"""Seeded random playouts of Amber through the public API, with invariants checked at every step.

Every player count (2-6) and both variants are played. At each position the
tests check that tiles and coins are conserved, that the engine's reach sets
agree with networkx on the road graph, that ``legal_moves`` and ``check`` agree,
and that foreign moves are refused with a rule id and change nothing. Finished
games must round-trip through their records, replay byte for byte from the
seed, and survive undo/redo.

The default set is kept small (about 15 s on two cores); ``AMBER_SWEEP=1`` adds
a sweep of 30 more seeds per configuration, with random and greedy bots (about
two minutes).
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Iterator
from functools import cache

import networkx as nx
import pytest

import amber
from amber.board import BORDERS, FIELDS, border_name, name
from amber.bots import GreedyBot
from amber.connect import buildable, castle, start, village
from amber.moves import Dig, Place
from amber.reach import reachable_fields
from amber.scoring import connections
from amber.state import CASTLE, COLOUR_NAMES, EMPTY, State
from amber.tiles import PLACEABLE, TOTAL_TILES
from tutor import Game, IllegalMove
from tutor.bots import RandomBot, play_out

VARIANTS = ("basic", "advanced")
PLAYERS = (2, 3, 4, 5, 6)
CONFIGS = [(n, v) for v in VARIANTS for n in PLAYERS]
SEEDS = (1, 2, 3, 4)
SWEEP = os.environ.get("AMBER_SWEEP") == "1"
SWEEP_SEEDS = range(100, 130)
BORDER_NAMES = frozenset(border_name(b) for b in range(BORDERS))
COINS = 14
FALLBACK = "is not among the legal moves"  # verdicts.check's reason when no rule explains a refusal


def bots(players: int, seed: int, greedy: bool = False) -> list[RandomBot | GreedyBot]:
    """Random bots; with ``greedy``, greedy bots in the even seats (they connect more, and win by sudden death)."""
    return [GreedyBot(seed + i) if greedy and i % 2 == 0 else RandomBot(seed * 100 + i) for i in range(players)]


def random_game(players: int, seed: int, variant: str) -> Game:
    """A finished seeded random game, played without extra checks."""
    g = amber.new_game(players=players, seed=seed, variant=variant)
    play_out(g, bots(players, seed))
    return g


# -- the invariants --------------------------------------------------------------


def tile_count(s: State) -> int:
    on_board = sum(1 for c in s.board if 0 <= c < CASTLE)
    return len(s.deck) + sum(len(h) for h in s.hands) + on_board + len(s.discards) + len(s.market)


def coin_count(s: State) -> int:
    return len(s.coins_on) + sum(s.purse) + s.coins_out


def check_counts(s: State) -> None:
    assert tile_count(s) == TOTAL_TILES == 92
    assert coin_count(s) == COINS
    assert min(s.purse) >= 0 and s.coins_out >= 0
    assert s.coins_on <= set(s.castles) | set(s.villages)
    assert s.phase in ("play", "draw", "over")
    if s.variant == "basic":
        assert s.market == () and s.phase != "draw"
    else:
        assert len(s.market) <= s.players


def check_reach(g: Game) -> None:
    """The engine's reach sets and connections equal what networkx finds on ``g.graph``."""
    s, G = g.state, g.graph
    for p in range(s.players):
        found = nx.descendants(G, start(p))
        assert {border_name(b) for b in s.reach[p]} == found & BORDER_NAMES, COLOUR_NAMES[p]
        villages, castles = connections(s, p)
        assert [village(v) for v in villages] == [village(v) for v in s.villages if village(v) in found]
        assert [castle(q) for q in castles] == [castle(q) for q in range(s.players) if q != p and castle(q) in found]
    if s.phase == "play":
        p = s.player
        fields = buildable(s, p)
        assert fields == [name(f) for f in reachable_fields(s.board, s.reach[p], empty=True)]
        assert {name(m.field) for m in g.legal_moves() if isinstance(m, Place)} <= set(fields)


def check_legal(g: Game) -> set[amber.Move]:
    moves = g.legal_moves()
    legal = set(moves)
    assert len(legal) == len(moves), "legal_moves lists a move twice"
    assert moves, "an unfinished game must offer a move"
    assert g.to_move == g.state.player
    for m in moves:
        v = g.check(m)
        assert v.ok and v.rule in amber.RULES, (str(m), v)
    return legal


def refuse(g: Game, move: amber.Move) -> None:
    """``move`` is refused with a known rule, the specific reason, and nothing changes."""
    states, history, verdict = g.states, g.history, g.check(move)
    assert not verdict.ok, str(move)
    assert verdict.rule in amber.RULES, verdict
    assert FALLBACK not in verdict.reason, (str(move), verdict)
    with pytest.raises(IllegalMove) as err:
        g.play(move)
    assert err.value.verdict == verdict
    assert g.states == states and g.history == history and g.state is states[-1]


def foreign_moves(g: Game, legal: set[amber.Move], rng: random.Random, pool: list[amber.Move]) -> Iterator[amber.Move]:
    """A random placement that is not legal, a shovel on an empty field, and moves from another game."""
    s = g.state
    while True:
        m = Place(rng.choice(PLACEABLE), rng.randrange(FIELDS), rng.randrange(4))
        if m not in legal:
            yield m
            break
    empty = [f for f, c in enumerate(s.board) if c == EMPTY]
    if empty:
        yield Dig(rng.choice(empty))
        yield Dig(rng.choice(empty), special=True)
    others = [m for m in rng.sample(pool, min(len(pool), 6)) if m not in legal]
    yield from others[:2]


def checked_playout(players: int, seed: int, variant: str, greedy: bool = False) -> Game:
    """A seeded bot game with every invariant checked at every step."""
    g = amber.new_game(players=players, seed=seed, variant=variant)
    rng = random.Random(seed)
    other = random_game(players, seed + 1000, variant)
    pool = [m for st in other.states for m in amber.ENGINE.legal_moves(st)]
    players_bots = bots(players, seed, greedy)
    while not g.is_over:
        check_counts(g.state)
        check_reach(g)
        legal = check_legal(g)
        for m in foreign_moves(g, legal, rng, pool):
            refuse(g, m)
        g.play(players_bots[g.to_move].choose(g))
    check_counts(g.state)
    check_reach(g)
    check_finished(g)
    return g


def check_finished(g: Game) -> None:
    assert g.is_over and g.to_move is None
    assert g.legal_moves() == ()
    for m in (g.history[-1], amber.parse("pass"), amber.parse("curve F6 r0")):
        v = g.check(m)
        assert not v.ok and v.rule == "amber.end.over"
    assert g.winners()
    totals = {p: row["total"] for p, row in g.scores().items()}
    if g.state.winner is None:
        assert set(g.winners()) == {p for p, t in totals.items() if t == max(totals.values())}
    else:
        assert g.winners() == (g.state.winner,)


@cache
def finished(players: int, seed: int, variant: str, greedy: bool = False) -> Game:
    """The checked playout of a configuration (played once per test session)."""
    return checked_playout(players, seed, variant, greedy)


# -- the tests -------------------------------------------------------------------


def game_ids(params: tuple[int, str]) -> str:
    return f"{params[0]}p-{params[1]}"


@pytest.mark.parametrize("config", CONFIGS, ids=game_ids)
@pytest.mark.parametrize("seed", SEEDS)
def test_invariants_at_every_step(config: tuple[int, str], seed: int) -> None:
    g = finished(config[0], seed, config[1])
    assert len(g.history) > 10


@pytest.mark.parametrize("config", CONFIGS, ids=game_ids)
def test_invariants_with_greedy_bots(config: tuple[int, str]) -> None:
    g = finished(config[0], SEEDS[0], config[1], greedy=True)
    check_round_trips(g)
    assert sum(g.state.purse) > 0


@pytest.mark.skipif(not SWEEP, reason="the big sweep runs with AMBER_SWEEP=1")
@pytest.mark.parametrize("config", CONFIGS, ids=game_ids)
def test_invariants_sweep(config: tuple[int, str]) -> None:
    for seed in SWEEP_SEEDS:
        for greedy in (False, True):
            check_round_trips(checked_playout(config[0], seed, config[1], greedy))


def check_round_trips(g: Game) -> None:
    text = json.dumps(g.to_record())
    back = amber.load_record(text)
    assert back.states == g.states and back.history == g.history
    assert [s.reach for s in back.states] == [s.reach for s in g.states]
    assert amber.ENGINE.fingerprint(back.state) == amber.ENGINE.fingerprint(g.state) == g.to_record()["final"]
    assert json.dumps(back.to_record()) == text


@pytest.mark.parametrize("config", CONFIGS, ids=game_ids)
def test_record_round_trip(config: tuple[int, str]) -> None:
    check_round_trips(finished(config[0], SEEDS[0], config[1]))


@pytest.mark.parametrize("config", CONFIGS, ids=game_ids)
def test_same_seed_same_game_byte_for_byte(config: tuple[int, str]) -> None:
    players, variant = config
    a = finished(players, SEEDS[0], variant)
    b = random_game(players, SEEDS[0], variant)
    assert json.dumps(a.to_record()) == json.dumps(b.to_record())
    assert b.states == a.states
    assert [repr(s) for s in b.states] == [repr(s) for s in a.states]
    c = random_game(players, SEEDS[0] + 7, variant)
    assert c.to_record()["moves"] != a.to_record()["moves"]


def test_seeds_change_the_set_up() -> None:
    decks = {amber.new_game(players=3, seed=s).state.deck for s in range(5)}
    assert len(decks) == 5


def copy_game(g: Game) -> Game:
    h = amber.new_game(players=len(g.players), seed=g.config.seed, variant=g.config.variant)
    h.play_many(g.history)
    return h


@pytest.mark.parametrize("config", [(2, "basic"), (4, "advanced"), (6, "basic"), (6, "advanced")], ids=game_ids)
def test_undo_all_then_redo_all(config: tuple[int, str]) -> None:
    g = copy_game(finished(config[0], SEEDS[1], config[1]))
    states, history = g.states, g.history
    undone = [g.undo() for _ in history]
    assert undone == list(reversed(history))
    assert g.states == states[:1] and g.history == () and not g.can_undo
    with pytest.raises(IndexError):
        g.undo()
    redone = [g.redo() for _ in history]
    assert redone == list(history) and not g.can_redo
    assert g.states == states and g.history == history
    assert [s.reach for s in g.states] == [s.reach for s in states]
    assert g.is_over


@pytest.mark.parametrize("config", [(3, "basic"), (5, "advanced")], ids=game_ids)
def test_undo_then_replaying_the_same_moves(config: tuple[int, str]) -> None:
    g = copy_game(finished(config[0], SEEDS[1], config[1]))
    states, history = g.states, g.history
    for back in (1, 7, len(history) // 2, len(history)):
        for _ in range(back):
            g.undo()
        assert g.states == states[: len(states) - back]
        g.play_many(history[len(history) - back :])
        assert not g.can_redo
        assert g.states == states and g.history == history
        assert [s.reach for s in g.states] == [s.reach for s in states]
        assert [repr(s) for s in g.states] == [repr(s) for s in states]


@pytest.mark.parametrize("config", [(2, "advanced"), (4, "basic")], ids=game_ids)
def test_undo_then_a_different_move_then_back(config: tuple[int, str]) -> None:
    """Undo half the game, play on differently, then return: the original line is rebuilt exactly."""
    g = copy_game(finished(config[0], SEEDS[0], config[1]))
    states, history = g.states, g.history
    half = len(history) // 2
    for _ in range(len(history) - half):
        g.undo()
    alternatives = [m for m in g.legal_moves() if m != history[half]]
    if alternatives:
        g.play(alternatives[0])
        assert not g.can_redo
        g.undo()
    g.play_many(history[half:])
    assert g.states == states


def test_field_names_cover_the_board() -> None:
    """A sanity check of the helpers used above: 121 distinct field names, borders named by a field side."""
    assert len({name(f) for f in range(FIELDS)}) == FIELDS == 121
    assert all("/" in b for b in BORDER_NAMES) and len(BORDER_NAMES) == BORDERS
