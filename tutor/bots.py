"""The bot protocol, a seeded random bot, and a helper that lets bots play.

A bot looks at a :class:`~tutor.game.Game` and returns one of its legal moves,
with one line that says why (``bot.reason`` after ``choose``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from tutor.game import Game


class Bot(Protocol):
    """Anything with ``name``, ``choose(game) -> move`` and ``reason``."""

    name: str
    reason: str

    def choose(self, game: Game) -> Any: ...


class RandomBot:
    """Picks uniformly among the legal moves, from its own seeded generator."""

    def __init__(self, seed: int = 0, name: str = "random bot") -> None:
        self.name = name
        self.reason = ""
        self._rng = random.Random(seed)

    def choose(self, game: Game) -> Any:
        moves = game.legal_moves()
        if not moves:
            raise ValueError("no legal move: the game is over")
        move = moves[self._rng.randrange(len(moves))]
        self.reason = f"picked at random among {len(moves)} legal moves"
        return move


def play_out(game: Game, bots: Sequence[Bot], max_moves: int = 10_000) -> int:
    """Let ``bots[i]`` play for player ``i`` until the game ends; return the moves played."""
    played = 0
    while not game.is_over and played < max_moves:
        game.play(bots[game.to_move].choose(game))
        played += 1
    return played
