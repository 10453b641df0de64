"""What La Loire's explorer answers about the loop of roads, by networkx on the heading graph
(:func:`loire.routes.heading_graph`).

A piece moves exactly one place more than the horses in its team, keeps heading for the city ahead between the
cities, and may not pass a city (it must stop there). :func:`piece_reach` says where a piece can end one move with
0, 1 or 2 horses, and :func:`blocked_by` why a longer move reaches nothing (the city ahead would be passed). The
player to move's legal travels, the prices, the deliveries and the market come from :mod:`loire.routes`, which the
game table's *show connections* and the notebook ``02_river_and_roads`` ask too; the app is
:mod:`loire.explore_app`.

>>> from loire.state import Piece
>>> piece_reach(Piece("Saumur", "Orléans"))
{0: ('Montsoreau',), 1: ('Chinon',), 2: ('Ussé',)}
>>> piece_reach(Piece("Nantes", None))[1]
('Angers', 'Saumur')
>>> piece_reach(Piece("Cheverny", "Orléans"), teams=(1, 2)), blocked_by(Piece("Cheverny", "Orléans"))
({1: ('Orléans',), 2: ()}, 'Orléans')
"""

from __future__ import annotations

from collections.abc import Iterable

from loire.board import CITIES
from loire.routes import reachable
from loire.state import PLACE_INDEX, Piece

__all__ = ["blocked_by", "cities_reached", "piece_reach"]

TEAMS = (0, 1, 2)  # the team sizes a pupil asks about: no horse, one, two


def piece_reach(piece: Piece, teams: Iterable[int] = TEAMS) -> dict[int, tuple[str, ...]]:
    """Where ``piece`` can end one move with a team of each size: exactly team + 1 places along its way (the board's
    order of places); empty where the move would have to pass the city ahead."""
    return {n: tuple(sorted({place for place, _toward in reachable(piece.place, piece.toward, n + 1)},
                            key=PLACE_INDEX.__getitem__)) for n in teams}


def blocked_by(piece: Piece) -> str | None:
    """The city a piece heads for (it may stop there, never pass it); None for a piece in a city (two roads)."""
    return piece.toward if piece.place not in CITIES else None


def cities_reached(found: dict[int, tuple[str, ...]]) -> tuple[str, ...]:
    """The cities among the ends (a piece reaches a city only with the team that stops exactly there)."""
    return tuple(c for c in CITIES if any(c in places for places in found.values()))
