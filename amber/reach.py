"""Travel on Amber's roads: who can reach which borders, fields, villages and castles.

The road graph's nodes are borders (see :mod:`amber.board`); a placed tile adds
an arc from the border of each side it may be entered by to the border of each
side it may then be left by, following its one-way arrows. A player starts at
the four borders of their own castle. Castles have no arcs, so nobody passes
through one: reaching any of its borders means being connected to it.

The engine keeps each player's set of reachable borders up to date as tiles are
added (adding arcs only ever grows those sets), and after a shovel recomputes the
sets of the players who could enter the dug-up tile. The empty fields a player may
build on are worked out from their set when asked (:func:`reachable_fields`).
:func:`amber.connect.road_graph` builds the same graph in networkx for users; the
tests check that both agree at every step of many games.
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from typing import Any

from amber.board import BORDER, FIELDS_AT, SIDES_AT
from amber.state import CASTLE, EMPTY
from amber.tiles import ARCS, EXITS

_NONE: frozenset[int] = frozenset()


# For each border: per (field, side) touching it, the borders one may go on to, by the field's cell code.
_STEPS = tuple(
    tuple((f, tuple(tuple(BORDER[f][out] for out in exits[s]) for exits in EXITS)) for f, s in pairs)
    for pairs in SIDES_AT
)


def _flat(pairs: tuple[tuple[int, tuple[tuple[int, ...], ...]], ...]) -> tuple[Any, ...]:
    """A border's two (field, steps) pairs as one flat tuple, for the searches' inner loop: each steps table gets
    an empty last item, so that an empty field (cell -1) leads nowhere; a border on the board's edge repeats its
    one field with a table that leads nowhere."""
    (f, steps), *rest = [(g, (*table, ())) for g, table in pairs]
    g, other = rest[0] if rest else (f, ((),) * len(steps))
    return f, steps, g, other


# _STEPS flattened (see _flat): f, its steps, g, its steps; a castle's cell (>= CASTLE) leads nowhere either
_FLAT = tuple(_flat(pairs) for pairs in _STEPS)


def gain(board: tuple[int, ...], seeds: list[int], known: frozenset[int] = _NONE) -> set[int]:
    """The borders reachable from ``seeds`` (the seeds included, none of them in ``known``) that are not in
    ``known``. The list ``seeds`` is the search's stack: it is emptied.

    With ``known`` a player's reachable borders and ``seeds`` the heads of new arcs that they did not reach yet,
    this is what a new tile adds to their reach. (:func:`reach_from` is the same search with nothing known, without
    the test for it: a dig runs it for every player whose roads the dug tile carried.)
    """
    new, stack = set(seeds), seeds
    add, push, pop, flat = new.add, stack.append, stack.pop, _FLAT
    while stack:  # _FLAT: each border's two fields, without a loop over them
        f, steps, g, more = flat[pop()]
        cell = board[f]
        if cell < CASTLE:
            for nxt in steps[cell]:
                if nxt not in known and nxt not in new:
                    add(nxt)
                    push(nxt)
        cell = board[g]
        if cell < CASTLE:
            for nxt in more[cell]:
                if nxt not in known and nxt not in new:
                    add(nxt)
                    push(nxt)
    return new


def reach_from(board: tuple[int, ...], castle: int) -> frozenset[int]:
    """The borders reachable from the castle on field ``castle``: :func:`gain` from its four borders, with nothing
    known (a dig redoes this for every player whose roads it cut). Before any tile is laid, only those four:

    >>> import amber
    >>> s = amber.new_game(players=2, seed=1).state
    >>> reach_from(s.board, s.castles[0]) == frozenset(BORDER[s.castles[0]])
    True
    """
    new = set(BORDER[castle])
    stack = list(new)
    add, push, pop, flat = new.add, stack.append, stack.pop, _FLAT
    while stack:  # gain's search, without its test of a known border
        f, steps, g, more = flat[pop()]
        cell = board[f]
        if cell < CASTLE:
            for nxt in steps[cell]:
                if nxt not in new:
                    add(nxt)
                    push(nxt)
        cell = board[g]
        if cell < CASTLE:
            for nxt in more[cell]:
                if nxt not in new:
                    add(nxt)
                    push(nxt)
    return frozenset(new)


def reach_all(board: tuple[int, ...], castles: tuple[int, ...]) -> tuple[frozenset[int], ...]:
    """Each player's reachable borders, computed from scratch."""
    return tuple(reach_from(board, c) for c in castles)


# For each field, per tile cell code: the (tail, head) borders of that tile's arcs lying there.
_ARCS_AT = tuple(tuple(tuple((row[a], row[b]) for a, b in arcs) for arcs in ARCS) for row in BORDER)

# For each field, per tile cell code: the borders from which one may enter that tile lying there.
_TAILS_AT = tuple(tuple(tuple(dict.fromkeys(tail for tail, _ in arcs)) for arcs in row) for row in _ARCS_AT)


def arc_ends(f: int, cell: int) -> tuple[tuple[int, int], ...]:
    """The (tail, head) borders of the arcs of tile ``cell`` lying on field ``f`` (none for a castle or nothing).

    >>> from amber.tiles import code
    >>> arc_ends(0, code("straight", 0)) == tuple((BORDER[0][a], BORDER[0][b]) for a, b in ARCS[code("straight", 0)])
    True
    """
    return _ARCS_AT[f][cell] if 0 <= cell < CASTLE else ()


def add_tiles(
    board: tuple[int, ...], reach: tuple[frozenset[int], ...], fields: tuple[int, ...]
) -> tuple[tuple[frozenset[int], ...], tuple[frozenset[int], ...]]:
    """Reach and newly reached borders per player, after tiles were put on ``fields``.

    Adding tiles only adds arcs, so reach only grows: a player's new borders are those
    reachable from the heads of new arcs whose tails they already reach.
    """
    if len(fields) == 1:
        return add_tile(board, reach, fields[0])
    arcs = [ends for f in fields for ends in arc_ends(f, board[f])]
    reach_out, gained = [], []
    for seen in reach:
        seeds = [head for tail, head in arcs if tail in seen and head not in seen]
        new = gain(board, seeds, seen) if seeds else _NONE
        reach_out.append(seen | new if new else seen)
        gained.append(frozenset(new))
    return tuple(reach_out), tuple(gained)


# For each field, per tile cell code: (tail, its heads) for each border from which that tile lying there is entered.
_FORKS_AT = tuple(
    tuple(
        tuple((tail, tuple(h for t, h in arcs if t == tail)) for tail in dict.fromkeys(t for t, _ in arcs))
        for arcs in row
    )
    for row in _ARCS_AT
)


def add_tile(
    board: tuple[int, ...], reach: tuple[frozenset[int], ...], f: int
) -> tuple[tuple[frozenset[int], ...], tuple[AbstractSet[int], ...]]:
    """:func:`add_tiles` for one tile laid on the empty field ``f`` (the common case). A player who could not
    arrive at an edge of ``f`` could not arrive where any of the tile's arcs start. The reach of a player who gains
    nothing is passed on as it is, and no list is made when nobody gains.
    """
    forks, edge = _FORKS_AT[f][board[f]], BORDER[f]
    reach_out = gained = None
    for p, seen in enumerate(reach):
        if seen.isdisjoint(edge):
            continue
        heads = None  # plain loops, not comprehensions: each comprehension is a call
        for tail, ends in forks:
            if tail in seen:
                for head in ends:
                    if head not in seen:
                        if heads is None:
                            heads = [head]
                        else:
                            heads.append(head)
        if heads is None:
            continue
        new = gain(board, heads, seen)
        if reach_out is None:
            reach_out, gained = list(reach), [_NONE] * len(reach)
        reach_out[p] = seen | new
        gained[p] = new
    if reach_out is None:
        return reach, _NOTHING[len(reach)]
    return tuple(reach_out), tuple(gained)  # type: ignore[arg-type]


_NOTHING = tuple((_NONE,) * n for n in range(8))  # no new borders, per player count


def remove_tile(
    board: tuple[int, ...], castles: tuple[int, ...], reach: tuple[frozenset[int], ...], f: int, old: int
) -> tuple[frozenset[int], ...]:
    """Reach after the tile ``old`` (its cell) on ``f`` was dug up (``board`` is already without it).

    Only players who could enter one of its roads could use them: the others keep their reach. For the rest, it
    is worked out again from their castle.
    """
    reach_out = None
    tails = _TAILS_AT[f][old] if 0 <= old < CASTLE else ()
    for p, seen in enumerate(reach):
        if seen.isdisjoint(tails):
            continue
        if reach_out is None:
            reach_out = list(reach)
        reach_out[p] = reach_from(board, castles[p])
    return reach if reach_out is None else tuple(reach_out)


def reach_after_add(
    board: tuple[int, ...], reach: tuple[frozenset[int], ...], fields: tuple[int, ...]
) -> tuple[frozenset[int], ...]:
    """Reachable borders after tiles were put on ``fields`` (arcs only added)."""
    return add_tiles(board, reach, tuple(fields))[0]


def reachable_fields(board: tuple[int, ...], seen: frozenset[int], empty: bool) -> list[int]:
    """Fields at whose edge the player can arrive, in order: empty ones (the player's *frontier*, where they may
    build), or ones holding a tile.

    >>> import amber
    >>> s = amber.new_game(players=2, seed=1).state
    >>> from amber.board import name
    >>> [name(f) for f in reachable_fields(s.board, s.reach[0], empty=True)]
    ['C5', 'B6', 'D6', 'C7']
    >>> reachable_fields(s.board, s.reach[0], empty=False)
    []
    """
    out = set()
    add = out.add
    if empty:  # plain loops, one per case: every position asks for its mover's frontier
        for b in seen:
            for f in FIELDS_AT[b]:
                if board[f] == EMPTY:
                    add(f)
    else:
        for b in seen:
            for f in FIELDS_AT[b]:
                if 0 <= board[f] < CASTLE:
                    add(f)
    return sorted(out)


def touches(seen: frozenset[int], f: int) -> bool:
    """Whether the player can arrive at an edge of field ``f``."""
    return not seen.isdisjoint(BORDER[f])


def enters(board: tuple[int, ...], seen: frozenset[int], f: int) -> bool:
    """Whether the player can travel into the tile on ``f`` (a village's tile).

    One must arrive at a side of the tile from which one of its roads leads on;
    a one-way road pointing out of the tile toward the traveller does not let them in.
    """
    cell = board[f]
    if not 0 <= cell < CASTLE:
        return False
    return not seen.isdisjoint(_TAILS_AT[f][cell])


def connected_to_all(
    board: tuple[int, ...], seen: frozenset[int], villages: tuple[int, ...], castles: tuple[int, ...]
) -> bool:
    """Whether a player with reachable borders ``seen`` is connected to every one of ``villages`` and ``castles``
    (:func:`connected` for each, in one loop: sudden death asks it after many moves of a late game).

    >>> import amber
    >>> s = amber.new_game(players=2, seed=1).state
    >>> connected_to_all(s.board, s.reach[0], (), (s.castles[0],)), connected_to_all(s.board, s.reach[0], (), s.castles)
    (True, False)
    """
    for v in villages:
        cell = board[v]
        if not 0 <= cell < CASTLE or seen.isdisjoint(_TAILS_AT[v][cell]):
            return False
    for c in castles:  # noqa: SIM110 (a loop: no generator made for each player looked at)
        if seen.isdisjoint(BORDER[c]):
            return False
    return True


def connected(board: tuple[int, ...], seen: frozenset[int], target: int) -> bool:
    """Whether a player with reachable borders ``seen`` is connected to the castle or village on ``target``."""
    if board[target] >= CASTLE:
        return touches(seen, target)
    return enters(board, seen, target)
