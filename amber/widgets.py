"""Amber's notebook panels: play against bots, try any move, replay, chart, save and load.

The panels themselves are the shared ones of :mod:`tutor.panels`; this module tells
them how Amber's moves are grouped, what to highlight for a chosen move, and which
bots play (greedy ones by default).

>>> panel = PlayPanel(players=2, seed=3)
>>> panel.group.value in panel.group.options
True
>>> panel.attempt.value = "curve A1 r0"
>>> panel.try_button.click()
>>> "amber.place.reachable" in panel.message.value
True
>>> g = amber.new_game(players=2, seed=3)
>>> t = TryPanel(g, ["curve A1 r0", str(g.legal_moves()[0])])
>>> t.pick.value = "curve A1 r0"
>>> "illegal" in t.verdict.value
True
"""

from __future__ import annotations

from typing import Any

import amber
from amber.bots import GreedyBot
from amber.moves import Dig, Draw, Move, Pass, Place, Rebuild, Stuck
from amber.render import kind_words
from amber.state import COLOURS
from amber.table import describe
from tutor import panels
from tutor.game import Game
from tutor.i18n import _
from tutor.panels import verdict_html

__all__ = ["PlayPanel", "TryPanel", "group_of", "grouped", "verdict_html"]


def group_of(move: Move) -> str:
    """The menu group a legal move is offered under.

    >>> group_of(amber.parse("curve C7 r1")), group_of(amber.parse("shovel D5")), group_of(amber.parse("pass"))
    ('lay a curve', 'dig with a shovel', 'cannot play')
    """
    if isinstance(move, Place):
        return _("lay a {tile}").format(tile=kind_words(move.kind))
    if isinstance(move, Rebuild):
        return _("rebuild a straight")
    if isinstance(move, Dig):
        return _("dig with the special shovel") if move.special else _("dig with a shovel")
    if isinstance(move, (Stuck, Pass)):
        return _("cannot play")
    assert isinstance(move, Draw)
    return _("draw")


def board_options(game: Game, move: Any, viewer: int | None) -> dict[str, Any]:
    """The board for a chosen move: the placements of its tile kind and the fields it names."""
    options: dict[str, Any] = {"viewer": viewer, "names": game.players}
    if isinstance(move, Place):
        options.update(placements=move.kind, highlight=[move.field])
    elif isinstance(move, Rebuild):
        options["highlight"] = [move.place.field, move.target]
    elif isinstance(move, Dig):
        options["highlight"] = [move.field]
    return options


SPEC = panels.Spec(module=amber, group_of=group_of, board_options=board_options,
                   bots=panels.seeded_bots(lambda seed: GreedyBot(seed=seed)),
                   colours=COLOURS, example="curve C7 r1", describe=describe)


def grouped(moves: tuple[Move, ...]) -> dict[str, list[Move]]:
    """Legal moves by group, in the engine's order."""
    return panels.grouped(SPEC, moves)


class PlayPanel(panels.PlayPanel):
    """Play Amber: you (seat ``human``) against greedy bots; ``human=None`` lets bots play all seats."""

    spec = SPEC


class TryPanel(panels.TryPanel):
    """"Try it" on an Amber position: any move's verdict, with the fields it names highlighted."""

    spec = SPEC
