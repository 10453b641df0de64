"""Scores: the highest carriage, bonus tiles, minus houses not placed; ties broken as the rules say.

>>> import taxis
>>> taxis.new_game(players=2, seed=1).scores()[0]
{'carriage': 0, 'bonus': 0, 'houses left': -20, 'total': -20}
"""

from __future__ import annotations

from taxis.state import CARRIAGES, State


def scores(state: State) -> dict[int, dict[str, int]]:
    """Points per player: carriage (base rules), bonus tiles, and minus one per house not placed."""
    out = {}
    for p in range(state.players):
        carriage = CARRIAGES[state.carriages[p]][0] if state.carriages[p] else 0
        row = {"carriage": carriage, "bonus": sum(v for _, v in state.tiles[p]), "houses left": -state.houses_left(p)}
        row["total"] = sum(row.values())
        out[p] = row
    return out


def winners(state: State) -> tuple[int, ...]:
    """The winner: most points; among tied players the holder of the game-end tile, then the one seated
    soonest after the player who triggered the end."""
    totals = {p: row["total"] for p, row in scores(state).items()}
    best = max(totals.values())
    tied = [p for p, t in totals.items() if t == best]
    if len(tied) == 1:
        return tuple(tied)
    holders = [p for p in tied if any(sid == "game-end" for sid, _ in state.tiles[p])]
    if holders:
        return (holders[0],)
    after = state.trigger if state.trigger is not None else state.start
    return (min(tied, key=lambda p: (p - after - 1) % state.players),)
