"""Thurn und Taxis and Glanz und Gloria on the shared tutor protocol.

Three ways to play: ``variant="base"`` (the base game on its map), ``"gug"`` (Glanz
und Gloria on the northern map) and ``"gug-base-rules"`` (the northern map with the
base game's carriages and Cartwright).

>>> import taxis
>>> g = taxis.new_game(players=2, seed=1, variant="gug")
>>> [str(m) for m in g.legal_moves()][:2]
['administrator', 'draw Berlin:3']
"""

from __future__ import annotations

from typing import Any

from taxis.board import MAPS
from taxis.engine import ENGINE, TaxisEngine
from taxis.moves import Administrator, Close, Discard, Draw, End, Horse, Move, Route, Scrap, parse
from taxis.rulebook import RULES
from taxis.scenario import scenario
from taxis.state import COLOUR_NAMES, State
from tutor import record
from tutor.game import Config, Game

__all__ = [
    "ENGINE", "MAPS", "RULES", "Administrator", "Close", "Discard", "Draw", "End", "Game", "Horse", "Move", "Route",
    "Scrap", "State", "TaxisEngine", "load_record", "new_game", "parse", "scenario",
]


def new_game(players: int | list[str] | tuple[str, ...] = 2, seed: int = 0, variant: str = "base",
             **options: Any) -> Game:
    """A new game: ``players`` is a count (2-4) or a list of names; ``variant`` base, gug or gug-base-rules.

    Options: ``start_player`` (index; default drawn by the seed), ``reading="german"`` (the all-provinces
    tile without Baiern, as on the German tile).
    """
    if isinstance(players, int):
        if not 2 <= players <= len(COLOUR_NAMES):
            raise ValueError(f"Thurn und Taxis is for 2 to 4 players (taxis.setup.players), not {players}")
        players = COLOUR_NAMES[:players]
    return Game(ENGINE, Config("taxis", tuple(players), variant, seed, options))


def load_record(rec: Any) -> Game:
    """A game rebuilt from its record (dict or JSON text); RecordError says what is wrong and where."""
    return record.load(ENGINE, rec)
