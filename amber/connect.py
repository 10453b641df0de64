"""The questions users ask about roads, answered with networkx on the road graph.

The road graph (``g.graph``) is a ``networkx.DiGraph``. Its nodes are the borders
between fields (named like ``"C7/S"``), one start node per player
(``"red start"``, with arcs out of the castle's four sides), one castle node per
player (``"red castle"``, with arcs in from its four sides: a castle is an end,
never a passage) and one node per village (``"village E5"``, with arcs in from
every side by which its tile can be entered). Arcs follow the one-way arrows.

>>> import amber
>>> g = amber.new_game(players=2, seed=1)
>>> G = g.graph
>>> sorted(n for n in G if n.endswith("start"))
['blue start', 'red start']
>>> G.out_degree("red start")
4
"""

from __future__ import annotations

import networkx as nx

from amber.board import BORDER, border_name, field, name
from amber.moves import Place
from amber.reach import connected, reach_after_add, touches
from amber.rules import place, plays
from amber.state import CASTLE, COLOUR_NAMES, EMPTY, State
from amber.tiles import ARCS, ROAD_KINDS, code


def start(p: int) -> str:
    return f"{COLOUR_NAMES[p]} start"


def castle(p: int) -> str:
    return f"{COLOUR_NAMES[p]} castle"


def village(f: int) -> str:
    return f"village {name(f)}"


def _build(state: State) -> nx.DiGraph:
    G = nx.DiGraph(name="Amber roads")
    for f, cell in enumerate(state.board):
        if 0 <= cell < CASTLE:
            G.add_edges_from(((border_name(BORDER[f][a]), border_name(BORDER[f][b])) for a, b in ARCS[cell]),
                             field=name(f))
    for p, c in enumerate(state.castles):
        sides = [border_name(b) for b in BORDER[c]]
        G.add_edges_from((start(p), s) for s in sides)
        G.add_edges_from((s, castle(p)) for s in sides)
    for v in state.villages:
        G.add_node(village(v))
        cell = state.board[v]
        if 0 <= cell < CASTLE:
            G.add_edges_from((border_name(BORDER[v][a]), village(v)) for a, _ in ARCS[cell])
    return nx.freeze(G)


def road_graph(state: State) -> nx.DiGraph:
    """The frozen road graph of ``state`` (built once per position)."""
    G = state.cache.get("graph")
    if G is None:
        G = state.cache["graph"] = _build(state)
    return G


def reach_matrix(state: State) -> dict[str, dict[str, bool]]:
    """``m[a][b]``: can player ``a`` travel to ``b``'s castle? (Directed: it need not be symmetric.)"""
    G = road_graph(state)
    out = {}
    for p in range(state.players):
        found = nx.descendants(G, start(p))
        out[COLOUR_NAMES[p]] = {COLOUR_NAMES[q]: castle(q) in found for q in range(state.players) if q != p}
    return out


def connections(state: State, p: int) -> dict[str, list[str]]:
    """The villages and castles player ``p`` is connected to, by networkx reachability."""
    found = nx.descendants(road_graph(state), start(p))
    return {
        "villages": [name(v) for v in state.villages if village(v) in found],
        "castles": [COLOUR_NAMES[q] for q in range(state.players) if q != p and castle(q) in found],
    }


def travelled(state: State, p: int) -> list[str]:
    """The fields whose roads player ``p`` can travel from their castle (a road is entered by one of its arcs).

    >>> import amber
    >>> g = amber.new_game(players=2, seed=1)
    >>> travelled(g.state, 0)
    []
    >>> _ = g.play(amber.parse("tee C7 r0"))
    >>> travelled(g.state, 0)
    ['C7']
    """
    G = road_graph(state)
    found = nx.descendants(G, start(p)) | {start(p)}
    fields = {f for a, _b, f in G.edges(data="field") if f and a in found}
    return sorted(fields, key=_order)


def network(state: State, p: int) -> dict[str, list[str]]:
    """Player ``p``'s whole network, all by networkx on the road graph: the fields whose roads they travel
    (``roads``), the empty fields they may build on (``build``), the villages and castles they are connected to, and
    the barons who reach their castle (``reached_by``).

    >>> import amber
    >>> g = amber.new_game(players=2, seed=1)
    >>> for m in ("tee C7 r0", "cross H6 r0", "tee B6 r3"):
    ...     _ = g.play(amber.parse(m))
    >>> network(g.state, 0)
    {'roads': ['B6', 'C7'], 'build': ['B5', 'C5', 'A6', 'D6', 'D7', 'C8'], 'villages': [], 'castles': [], \
'reached_by': []}
    """
    links = connections(state, p)
    matrix = reach_matrix(state)
    me = COLOUR_NAMES[p]
    return {"roads": travelled(state, p), "build": buildable(state, p), "villages": links["villages"],
            "castles": links["castles"], "reached_by": [q for q, row in matrix.items() if q != me and row[me]]}


def _order(field_name: str) -> int:
    return field(field_name)


def buildable(state: State, p: int) -> list[str]:
    """The empty fields player ``p`` can build on (their edge can be reached)."""
    found = nx.descendants(road_graph(state), start(p))
    out = []
    for f, cell in enumerate(state.board):
        if cell == EMPTY and any(border_name(b) in found for b in BORDER[f]):
            out.append(name(f))
    return out


def path_to(state: State, p: int, target: str) -> list[str]:
    """Fields along a shortest road trip from ``p``'s castle to ``target`` (a node name); [] if none."""
    G = road_graph(state)
    try:
        nodes = nx.shortest_path(G, start(p), target)
    except nx.NetworkXNoPath:
        return []
    fields = [name(state.castles[p])]
    for a, b in zip(nodes, nodes[1:], strict=False):
        f = G.edges[a, b].get("field")
        if f and f != fields[-1]:
            fields.append(f)
    if target.endswith("castle"):
        fields.append(name(state.castles[COLOUR_NAMES.index(target.split()[0])]))
    elif target.startswith("village") and fields[-1] != target.split()[1]:
        fields.append(target.split()[1])
    return fields


def one_more_tile(state: State, p: int, kinds: tuple[str, ...] = ROAD_KINDS) -> dict[str, list[str]]:
    """Targets ``p`` is not yet connected to but would be after laying one tile of ``kinds``.

    Maps each village/castle name to the placements (in move notation) that connect it.
    """
    board, seen = state.board, state.reach[p]
    before = {t for t in (*state.villages, *state.castles) if connected(board, seen, t)}
    out: dict[str, list[str]] = {}
    for f in range(len(board)):
        if board[f] != EMPTY or not touches(seen, f):
            continue
        for move in _fits(state, f, kinds):
            new = (*board[:f], code(move.kind, move.rot), *board[f + 1 :])
            reach = reach_after_add(new, (seen,), [f])[0]
            for t in (*state.villages, *state.castles):
                if t not in before and state.owner(t) != p and connected(new, reach, t):
                    out.setdefault(_target_name(state, t), []).append(str(move))
    return out


def _fits(state: State, f: int, kinds: tuple[str, ...]) -> list[Place]:
    from amber.rules import pattern
    from amber.tiles import FITS

    fits = FITS[pattern(state.board, f)]
    return [place(k, f, r) for k in kinds for r in fits[k]]


def _target_name(state: State, f: int) -> str:
    owner = state.owner(f)
    return castle(owner) if owner is not None else village(f)


def can_act(state: State) -> bool:
    """Whether the player to move has any tile play (else they are stuck)."""
    return bool(plays(state))
