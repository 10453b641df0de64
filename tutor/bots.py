"""The bot protocol, a seeded random bot, and a helper that lets bots play.

A bot looks at a :class:`~tutor.game.Game` and returns one of its legal moves,
with one line that says why (``bot.reason`` after ``choose``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from tutor.game import Game
from tutor.i18n import language, ngettext


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
        with language(getattr(game, "lang", None)):
            self.reason = ngettext("picked at random among {n} legal moves", "picked at random among {n} legal moves",
                                   len(moves)).format(n=len(moves))
        return move


class DecidingBot:
    """Base for bots that think about a position: remembers its last answer and says why.

    Subclasses implement ``_decide(state, moves) -> (move, reason)`` with ``reason`` one
    line starting with the move; ``seed`` seeds ``self._rng`` for their tie-breaks.
    """

    def __init__(self, seed: int = 0, name: str = "bot") -> None:
        self.name = name
        self.reason = ""
        self._rng = random.Random(seed)
        self._last: tuple[Any, Any, str, str, Any] | None = None

    def choose(self, game: Game) -> Any:
        """The chosen legal move (asked twice about one position, the same answer); ``reason`` is in the game's
        language (:mod:`tutor.i18n`), and asked again in another language, the same move with the reason in it."""
        with language(getattr(game, "lang", None)) as lang:
            return self._choose(game, lang)

    def _choose(self, game: Game, lang: str) -> Any:
        state = game.state
        if self._last is not None and self._last[0] is state:
            if self._last[3] == lang:
                self.reason = self._last[2]
                return self._last[1]
            after = self._rng.getstate()
            self._rng.setstate(self._last[4])  # decide again from the same seed state: the same move, reworded
            _, reason = self._decide(state, game.legal_moves())
            self._rng.setstate(after)
            self._last = (*self._last[:2], reason, lang, self._last[4])
            self.reason = reason
            return self._last[1]
        moves = game.legal_moves()
        if not moves:
            raise ValueError("no legal move: the game is over")
        before = self._rng.getstate()
        move, reason = self._decide(state, moves)
        if move not in moves:  # pragma: no cover - a safety net: never play an illegal move
            move, reason = moves[0], f"{moves[0]}: the first legal move (no better plan was found)"
        self._last = (state, move, reason, lang, before)
        self.reason = reason
        return move

    def _decide(self, state: Any, moves: Sequence[Any]) -> tuple[Any, str]:
        raise NotImplementedError


def worded(move: Any, reason: str, describe: Callable[[Any], str]) -> str:
    """A bot's one-line reason with its move in words (what the game tables and the panels show): the move in
    notation that the reason starts with (``"<move>: "``) replaced by ``describe(move)`` and a dash; a reason that
    does not name its move (a random bot's) gets the words put in front.

    >>> worded("curve C7 r1", "curve C7 r1: connects the village on C7", lambda m: "lay the curve on C7")
    'lay the curve on C7 — connects the village on C7'
    >>> worded("end", "picked at random among 3 legal moves", lambda m: "end the turn")
    'end the turn — picked at random among 3 legal moves'
    """
    said = f"{move}: "
    return describe(move) + " — " + (reason[len(said):] if reason.startswith(said) else reason)


def play_out(game: Game, bots: Sequence[Bot], max_moves: int = 10_000) -> int:
    """Let ``bots[i]`` play for player ``i`` until the game ends; return the moves played."""
    played = 0
    while not game.is_over and played < max_moves:
        game.play(bots[game.to_move].choose(game))
        played += 1
    return played
