"""La Loire notebook panels: play against bots, try any move, replay, chart, save and load.

The panels are the shared ones of :mod:`tutor.panels`; this module says how the
moves are grouped, what the board shows for a chosen move, and which bots play.

>>> panel = PlayPanel(players=2, seed=3)
>>> sorted(panel.group.options)
['move the merchant', 'move the messenger']
>>> panel.attempt.value = "merchant Paris"
>>> panel.try_button.click()
>>> "loire.notation.syntax" in panel.message.value
True
"""

from __future__ import annotations

from typing import Any

import loire
from loire import words
from loire.bots import GreedyBot
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
)
from loire.render import PLAYER_FILL
from loire.state import PLAYER_COLOURS
from loire.words import describe
from tutor import panels
from tutor.game import Game
from tutor.i18n import N_, _
from tutor.panels import verdict_html

COLOURS = tuple(PLAYER_FILL[c] for c in PLAYER_COLOURS)
__all__ = ["PlayPanel", "TryPanel", "group_of", "verdict_html"]

_GROUPS = {Buy: N_("buy a good"), Sell: N_("sell"), Boat: N_("sail"), Build: N_("build"), Palace: N_("build"),
           Hire: N_("hire"), BuyMessage: N_("buy a message"), Deliver: N_("deliver"), Recall: N_("take back cubes"),
           Circus: N_("move the circus"), Income: N_("take income"), End: N_("end the turn")}


def group_of(move: Move) -> str:
    """The menu group a legal move is offered under, in the current language.

    >>> group_of(loire.parse("merchant +1 Saumur")), group_of(loire.parse("palace Bank Nantes"))
    ('move the merchant', 'build')
    """
    if isinstance(move, Travel):
        return _("move the {piece}").format(piece=words.piece(move.piece))
    return _(_GROUPS[type(move)])


def board_options(game: Game, move: Any, viewer: int | None) -> dict[str, Any]:
    """The board for a chosen move: the place it names ringed."""
    if isinstance(move, Travel):
        return {"highlight": [move.to]}
    if isinstance(move, (Build, Circus)):
        return {"highlight": [move.village]}
    return {}


SPEC = panels.Spec(module=loire, group_of=group_of, board_options=board_options,
                   bots=panels.seeded_bots(lambda seed: GreedyBot(seed=seed)), colours=COLOURS,
                   example="merchant +1 Saumur", describe=describe)


class PlayPanel(panels.PlayPanel):
    """Play La Loire: you (seat ``human``) against bots; ``human=None`` lets bots play all seats."""

    spec = SPEC


class TryPanel(panels.TryPanel):
    """"Try it" on a position: any move's verdict, with the place it names ringed on the board."""

    spec = SPEC
