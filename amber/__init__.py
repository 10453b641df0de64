"""Amber (Tomasz Lewandowicz, REBEL.pl 2012): the complete rules on the shared tutor protocol.

>>> import amber
>>> g = amber.new_game(players=3, seed=7)
>>> len(g.legal_moves()) > 0, g.is_over
(True, False)
>>> m = g.legal_moves()[0]
>>> g.check(m).ok, g.check(m).rule
(True, 'amber.place.tile')
>>> g.play(m); g.undo() == m
amber.parse('straight F7 r0')
True
"""

from __future__ import annotations

from typing import Any

from amber.engine import ENGINE, AmberEngine
from amber.moves import Dig, Draw, Move, Pass, Place, Rebuild, Stuck, parse
from amber.rulebook import RULES
from amber.scenario import scenario
from amber.state import State
from tutor import record
from tutor.game import Config, Game

__all__ = [
    "ENGINE", "RULES", "AmberEngine", "Dig", "Draw", "Game", "Move", "Pass", "Place", "Rebuild", "State", "Stuck",
    "load_record", "new_game", "parse", "scenario",
]


def _names(players: int | list[str] | tuple[str, ...]) -> tuple[str, ...]:
    from amber.state import COLOUR_NAMES

    if isinstance(players, int):
        if not 2 <= players <= len(COLOUR_NAMES):
            raise ValueError(f"Amber is for 2 to 6 players (amber.setup.players), not {players}")
        return tuple(COLOUR_NAMES[:players])
    return tuple(players)


def new_game(players: int | list[str] | tuple[str, ...] = 2, seed: int = 0, variant: str = "basic",
             **options: Any) -> Game:
    """A new game: ``players`` is a count (2-6) or a list of names; ``variant`` is basic or advanced.

    Options: ``layout`` (index of the starting layout), ``castles`` ("random" or "in order"),
    ``start_player`` (index; default drawn by the seed).
    """
    return Game(ENGINE, Config("amber", _names(players), variant, seed, options))


def load_record(rec: Any) -> Game:
    """A game rebuilt from its record (dict or JSON text); RecordError says what is wrong and where."""
    return record.load(ENGINE, rec)
