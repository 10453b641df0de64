"""La Loire (Emanuele Ornella, Mind the Move, 2012) on the shared tutor protocol.

Two variants: ``"standard"`` and ``"casual"`` (no character or palace cards, no circus);
with one player the solo rules apply. The board is ``loire.BOARD`` (the two roads between
Nantes and Orléans as a frozen networkx graph, and the river track); every rule has an id
in ``loire.RULES``.

>>> import loire
>>> g = loire.new_game(players=2, seed=1)
>>> len(loire.BOARD.graph), len(loire.RULES) > 100, g.to_move
(20, True, 1)
"""

from __future__ import annotations

from typing import Any

from loire.board import BOARD, COMPONENTS
from loire.engine import ENGINE, LoireEngine
from loire.moves import (
    Boat,
    Build,
    Buy,
    BuyMessage,
    Circus,
    Deliver,
    End,
    Hire,
    Income,
    Move,
    Palace,
    Recall,
    Sell,
    Travel,
    parse,
)
from loire.rulebook import RULES
from loire.scenario import scenario
from loire.state import PLAYER_COLOURS, State
from tutor import record
from tutor.game import Config, Game

__all__ = [
    "BOARD", "COMPONENTS", "ENGINE", "RULES", "Boat", "Build", "Buy", "BuyMessage", "Circus", "Deliver", "End",
    "Game", "Hire", "Income", "LoireEngine", "Move", "Palace", "Recall", "Sell", "State", "Travel", "load_record",
    "new_game", "parse", "scenario",
]


def new_game(players: int | list[str] | tuple[str, ...] = 2, seed: int = 0, variant: str = "standard",
             **options: Any) -> Game:
    """A new game: ``players`` is a count (1-4) or a list of names; ``variant`` standard or casual.

    Options: ``start_player`` (index; default drawn by the seed), ``start`` (a scenario, see
    :mod:`loire.scenario`).
    """
    if isinstance(players, int):
        if not 1 <= players <= len(PLAYER_COLOURS):
            raise ValueError(f"La Loire is for 1 to 4 players (loire.setup.players), not {players}")
        players = PLAYER_COLOURS[:players]
    return Game(ENGINE, Config("loire", tuple(players), variant, seed, options))


def load_record(rec: Any) -> Game:
    """A game rebuilt from its record (dict or JSON text); RecordError says what is wrong and where."""
    return record.load(ENGINE, rec)
