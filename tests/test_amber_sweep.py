"""Hundreds of seeded random games, all player counts, both variants, with invariants at every step.

Lighter per step than ``test_amber_playouts`` (no networkx here), so that many more games fit:
tiles and coins are conserved, the incrementally kept reach sets equal a fresh computation,
the fields each player may build on are the empty fields at the edge of their reach, the
chosen move is legal, and every game ends.
"""

import random

import pytest

import amber
from amber.board import BORDER
from amber.reach import reach_all, reachable_fields
from amber.rules import straight_fields
from amber.state import CASTLE, EMPTY

GAMES_PER_CONFIG = 40  # x 5 player counts x 2 variants = 400 games


def frontier(s: amber.State, p: int) -> list[int]:
    """The empty fields at one of whose edges player ``p`` can arrive, field by field over the whole board."""
    return [f for f, cell in enumerate(s.board) if cell == EMPTY and not s.reach[p].isdisjoint(BORDER[f])]


def tiles(s: amber.State) -> int:
    on_board = sum(1 for c in s.board if 0 <= c < CASTLE)
    return len(s.deck) + sum(map(len, s.hands)) + on_board + len(s.discards) + len(s.market)


@pytest.mark.parametrize("variant", ["basic", "advanced"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_hundreds_of_seeded_games_keep_their_invariants(players: int, variant: str) -> None:
    for seed in range(GAMES_PER_CONFIG):
        g = amber.new_game(players=players, seed=1000 + seed, variant=variant)
        rng = random.Random(seed)
        while not g.is_over:
            s = g.state
            assert tiles(s) == 92
            assert len(s.coins_on) + sum(s.purse) + s.coins_out == 14
            assert s.reach == reach_all(s.board, s.castles)
            for p in range(players):
                assert reachable_fields(s.board, s.reach[p], empty=True) == frontier(s, p)
            assert s.straights == straight_fields(s.board)
            move = rng.choice(g.legal_moves())
            assert g.check(move).ok
            g.play(move)
            assert len(g.history) < 400
        assert g.legal_moves() == () and g.winners()
        s = g.state
        ended_by = [s.winner is not None, s.passes >= players, not s.deck and all(len(h) <= 3 for h in s.hands)]
        assert any(ended_by), "a game must end by sudden death, a round of passes or the deck running out"


def test_one_more_tile_agrees_with_laying_each_tile_for_real() -> None:
    """``connect.one_more_tile`` (a shortcut over reach sets) against placing every fitting tile on a copy."""
    from amber import connect
    from amber.rules import FITS, pattern, place
    from amber.tiles import ROAD_KINDS, code

    found = 0
    for seed in range(8):
        g = amber.new_game(players=3, seed=seed)
        rng = random.Random(seed)
        while not g.is_over and len(g.history) < 10 + 4 * seed:
            g.play(rng.choice(g.legal_moves()))
        s = g.state
        for p in range(s.players):
            expected: dict[str, list[str]] = {}
            before = connect.connections(s, p)
            for f in reachable_fields(s.board, s.reach[p], empty=True):
                for kind in ROAD_KINDS:
                    for r in FITS[pattern(s.board, f)][kind]:
                        board = (*s.board[:f], code(kind, r), *s.board[f + 1 :])
                        after = connect.connections(s.evolve(board=board, reach=reach_all(board, s.castles)), p)
                        new = [f"village {v}" for v in after["villages"] if v not in before["villages"]]
                        new += [f"{c} castle" for c in after["castles"] if c not in before["castles"]]
                        for target in new:
                            expected.setdefault(target, []).append(str(place(kind, f, r)))
            assert connect.one_more_tile(s, p) == expected
            found += bool(expected)
    assert found >= 3  # the positions do offer one-tile connections to check


@pytest.mark.parametrize(("players", "variant"), [(2, "basic"), (3, "advanced"), (4, "basic")])
def test_every_legal_move_keeps_reach_and_straights_as_a_fresh_computation(players: int, variant: str) -> None:
    """Every legal move of every position, not only the one played: a placement (which skips the players who
    cannot arrive at the field), a dig (which works the reach out again only for the players who could enter the
    dug tile) and a rebuild keep the reach and the straight tiles equal to a computation from the board alone."""
    seen: set[str] = set()
    for seed in range(2):
        g = amber.new_game(players=players, seed=seed, variant=variant)
        rng = random.Random(seed)
        while not g.is_over:
            s = g.state
            for move in g.legal_moves():
                after = g.engine.apply(s, move)
                seen.add(type(move).__name__)
                assert after.reach == reach_all(after.board, after.castles), move
                assert after.straights == straight_fields(after.board), move
            g.play(rng.choice(g.legal_moves()))
    assert {"Place", "Dig", "Rebuild"} <= seen, seen
