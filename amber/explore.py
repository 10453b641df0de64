"""What the Amber explorer answers, all by networkx on the road graph (:func:`amber.connect.road_graph`).

Click a field or a castle: :func:`reach` says which fields' roads can be travelled from it, following the one-way
arrows (``forward``), and from which fields one can travel to it (``backward``), with the castles and villages at
either end. An empty field says who may build on it. :func:`who_reaches_whom` is the table of barons, and
:func:`trip` the fields of a shortest trip from one castle to another; :func:`what_if` what one more tile (or
one dug away) would change for each baron. The explorer app (:mod:`amber.explore_app`),
the game table's *show connections* and the notebook ``02_connectivity`` ask the same road graph.

>>> import amber
>>> g = amber.new_game(players=2, seed=1)
>>> for m in ("tee C7 r0", "cross H6 r0", "tee B6 r3"):
...     _ = g.play(amber.parse(m))
>>> r = reach(g.state, "C7")
>>> r.forward, r.backward, r.castles, r.reached_by
(('C7',), ('C7',), (0,), (0,))
"""

from __future__ import annotations

from dataclasses import dataclass

import networkx as nx

from amber.board import BORDER, border_name, field, name
from amber.connect import _fits, castle, path_to, reach_matrix, road_graph, start, travelled, village
from amber.reach import touches
from amber.state import CASTLE, COLOUR_NAMES, EMPTY, State
from amber.tiles import ARCS, code

__all__ = ["Reach", "WhatIf", "reach", "trip", "what_if", "who_reaches_whom"]


@dataclass(frozen=True)
class Reach:
    """The answer for one clicked field (names like ``"C7"``; players by seat)."""

    spot: str
    kind: str  # "castle", "road" (a tile with roads), "empty" or "other" (a tile without roads: a swamp)
    forward: tuple[str, ...] = ()  # the fields whose roads one can travel from here
    backward: tuple[str, ...] = ()  # the fields from which one can travel here
    castles: tuple[int, ...] = ()  # the barons whose castle one reaches from here
    villages: tuple[str, ...] = ()  # the villages one reaches from here
    reached_by: tuple[int, ...] = ()  # the barons who reach this field (or castle) from their castle
    builders: tuple[int, ...] = ()  # an empty field: the barons whose roads end beside it (they may build here)


def _order(names: set[str]) -> tuple[str, ...]:
    return tuple(sorted(names, key=field))


def _fields_from(G: nx.DiGraph, found: set[str]) -> set[str]:
    """The fields whose roads leave a node of ``found`` (travelled onward from there)."""
    return {f for a, _b, f in G.edges(data="field") if f and a in found}


def _fields_into(G: nx.DiGraph, found: set[str]) -> set[str]:
    """The fields whose roads lead into a node of ``found``."""
    return {f for _a, b, f in G.edges(data="field") if f and b in found}


def reach(state: State, spot: str) -> Reach:
    """What a field (``"C7"``) reaches and what reaches it, along the one-way roads.

    A castle: everything its baron travels to, and the fields from which its castle is entered. A road tile: what
    one reaches by leaving it along its roads, and the fields one comes from to travel on it (the tile itself
    among them). An empty field: who may build on it.
    """
    f = field(spot)
    cell = state.board[f]
    G = road_graph(state)
    starts = {start(p): p for p in range(state.players)}
    if cell >= CASTLE:
        p = cell - CASTLE
        ahead = nx.descendants(G, start(p)) | {start(p)}
        behind = nx.ancestors(G, castle(p)) | {castle(p)}
        kind = "castle"
    elif cell == EMPTY:
        builders = tuple(p for p in range(state.players) if touches(state.reach[p], f))
        return Reach(spot, "empty", builders=builders)
    elif not ARCS[cell]:
        return Reach(spot, "other")
    else:
        leave = {border_name(BORDER[f][b]) for _a, b in ARCS[cell]}
        enter = {border_name(BORDER[f][a]) for a, _b in ARCS[cell]}
        ahead = set().union(*(nx.descendants(G, n) | {n} for n in leave))
        behind = set().union(*(nx.ancestors(G, n) | {n} for n in enter))
        kind = "road"
    forward = _fields_from(G, ahead) | ({spot} if kind == "road" else set())
    backward = _fields_into(G, behind) | ({spot} if kind == "road" else set())
    own = cell - CASTLE if kind == "castle" else None
    return Reach(spot, kind, forward=_order(forward), backward=_order(backward),
                 castles=tuple(q for q in range(state.players) if q != own and castle(q) in ahead),
                 villages=_order({name(v) for v in state.villages if village(v) in ahead and name(v) != spot}),
                 reached_by=tuple(sorted(p for n, p in starts.items() if n in behind and p != own)))


def who_reaches_whom(state: State) -> dict[int, dict[int, bool]]:
    """``table[p][q]``: does baron ``p`` travel to baron ``q``'s castle? (Not symmetric: the roads are one-way.)

    >>> import amber
    >>> who_reaches_whom(amber.new_game(players=2, seed=1).state)
    {0: {1: False}, 1: {0: False}}
    """
    matrix = reach_matrix(state)
    return {p: {q: matrix[COLOUR_NAMES[p]][COLOUR_NAMES[q]] for q in range(state.players) if q != p}
            for p in range(state.players)}


def trip(state: State, p: int, q: int) -> list[str]:
    """The fields of a shortest trip from baron ``p``'s castle to baron ``q``'s (networkx's shortest path on the road
    graph), castle to castle; [] if there is none."""
    return path_to(state, p, castle(q))


@dataclass(frozen=True)
class WhatIf:
    """What one more tile (or one dug away) would change, baron by baron (seats); fields by name."""

    spot: str
    kind: str  # the tile kind laid, or "shovel"
    rot: int = 0  # the tile's quarter turns (laid), as in the notation
    turn: int = 0  # which of the fitting rotations (a click on the same field again: the next)
    fits: bool = True  # False: the tile fits nowhere there (its roads would not meet the neighbours'), or no tile
    board: tuple[int, ...] = ()  # the board after it
    gained: tuple[tuple[str, ...], ...] = ()  # per baron: the fields whose roads they would travel, new
    lost: tuple[tuple[str, ...], ...] = ()  # per baron: the fields they would travel no more
    reached: tuple[tuple[str, ...], ...] = ()  # per baron: castles ("blue castle") and villages ("village D8"), new
    cut: tuple[tuple[str, ...], ...] = ()  # per baron: castles and villages they would no longer reach


def _targets(state: State, p: int) -> set[str]:
    found = nx.descendants(road_graph(state), start(p))
    return {n for n in found if n.endswith(" castle") or n.startswith("village ")} - {castle(p)}


def what_if(state: State, spot: str, kind: str, turn: int = 0) -> WhatIf:
    """What laying a tile of ``kind`` on the empty field ``spot`` (its ``turn``-th fitting rotation, counted round)
    or digging the tile on ``spot`` away (``kind="shovel"``) would change for each baron, by networkx on the road
    graph of the board after it (:func:`amber.connect.road_graph`).

    >>> import amber
    >>> g = amber.new_game(players=2, seed=1)
    >>> w = what_if(g.state, "C7", "tee")
    >>> w.fits, w.gained[0], w.gained[1]
    (True, ('C7',), ())
    >>> what_if(g.state, "C6", "tee").fits  # a castle's field: no tile goes there
    False
    """
    f = field(spot)
    board = list(state.board)
    if kind == "shovel":
        if not 0 <= board[f] < CASTLE:
            return WhatIf(spot, kind, fits=False)
        board[f], rot = EMPTY, 0
    else:
        fits = _fits(state, f, (kind,)) if board[f] == EMPTY else []
        if not fits:
            return WhatIf(spot, kind, fits=False)
        move = fits[turn % len(fits)]
        board[f], rot = code(move.kind, move.rot), move.rot
    after = state.evolve(board=tuple(board))
    seats = range(state.players)
    before_f = [set(travelled(state, p)) for p in seats]
    after_f = [set(travelled(after, p)) for p in seats]
    before_t = [_targets(state, p) for p in seats]
    after_t = [_targets(after, p) for p in seats]
    return WhatIf(spot, kind, rot, turn, True, tuple(board),
                  gained=tuple(_order(after_f[p] - before_f[p]) for p in seats),
                  lost=tuple(_order(before_f[p] - after_f[p]) for p in seats),
                  reached=tuple(tuple(sorted(after_t[p] - before_t[p])) for p in seats),
                  cut=tuple(tuple(sorted(before_t[p] - after_t[p])) for p in seats))
