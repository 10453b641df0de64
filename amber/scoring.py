"""Amber's scores: coins, connected villages, connected castles.

>>> import amber
>>> g = amber.new_game(players=2, seed=1)
>>> g.scores()[0]
{'coins': 0, 'villages': 0, 'castles': 0, 'total': 0}
"""

from __future__ import annotations

from amber.reach import connected
from amber.state import State


def connections(state: State, p: int) -> tuple[list[int], list[int]]:
    """The village fields and the other castles' owners player ``p`` is connected to."""
    seen = state.reach[p]
    villages = [v for v in state.villages if connected(state.board, seen, v)]
    castles = [q for q, c in enumerate(state.castles) if q != p and connected(state.board, seen, c)]
    return villages, castles


def scores(state: State) -> dict[int, dict[str, int]]:
    """Points per player: 1 per coin, 1 per connected village, 2 per connected castle."""
    out = {}
    for p in range(state.players):
        villages, castles = connections(state, p)
        row = {"coins": state.purse[p], "villages": len(villages), "castles": 2 * len(castles)}
        row["total"] = sum(row.values())
        out[p] = row
    return out


def winners(state: State) -> tuple[int, ...]:
    """The sudden-death winner, or everyone with the top total (ties stand)."""
    if state.winner is not None:
        return (state.winner,)
    totals = {p: row["total"] for p, row in scores(state).items()}
    best = max(totals.values())
    return tuple(p for p, t in totals.items() if t == best)
