"""Thurn und Taxis notebook panels: play against bots, try any move, replay, chart, save and load.

The panels are the shared ones of :mod:`tutor.panels`; this module says how the
moves are grouped, what the map shows for a chosen move, and which bots play.

>>> panel = PlayPanel(players=2, seed=3)
>>> sorted(panel.group.options)[:2]
['administrator', 'draw']
>>> panel.attempt.value = "route Atlantis"
>>> panel.try_button.click()
>>> "illegal" in panel.message.value
True
"""

from __future__ import annotations

from typing import Any

import taxis
from taxis.bots import GreedyBot
from taxis.moves import Administrator, Close, Discard, Draw, End, Horse, Move, Route, Scrap
from taxis.state import COLOURS, city_of
from taxis.table import describe
from tutor import panels
from tutor.game import Game
from tutor.i18n import N_, _
from tutor.panels import verdict_html

__all__ = ["PlayPanel", "TryPanel", "group_of", "verdict_html"]

_GROUPS = {Draw: N_("draw"), Administrator: N_("administrator"), Route: N_("extend the route"), Horse: N_("horses"),
           Scrap: N_("scrap the route"), Close: N_("close the route"), Discard: N_("discard"), End: N_("end the turn")}


def group_of(move: Move) -> str:
    """The menu group a legal move is offered under.

    >>> group_of(taxis.parse("route Ulm")), group_of(taxis.parse("close Ulm Stuttgart"))
    ('extend the route', 'close the route')
    """
    return _(_GROUPS[type(move)])


def board_options(game: Game, move: Any, viewer: int | None) -> dict[str, Any]:
    """The map for a chosen move: the city it names, or the houses a closing would place."""
    if isinstance(move, (Route, Horse, Draw, Discard)) and getattr(move, "city", None):
        return {"highlight": [city_of(move.city)]}
    if isinstance(move, Close):
        return {"highlight": list(move.cities)}
    return {}


SPEC = panels.Spec(module=taxis, group_of=group_of, board_options=board_options,
                   bots=panels.seeded_bots(lambda seed: GreedyBot(seed=seed)), colours=COLOURS,
                   example="route Ulm", describe=describe)


class PlayPanel(panels.PlayPanel):
    """Play Thurn und Taxis: you (seat ``human``) against bots; ``human=None`` lets bots play all seats."""

    spec = SPEC


class TryPanel(panels.TryPanel):
    """"Try it" on a position: any move's verdict, with the cities it names ringed on the map."""

    spec = SPEC
