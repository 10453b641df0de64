"""The questions users ask about routes, answered with networkx on the road graph.

The road graph of a map (``taxis.MAPS[key].graph``, or ``g.graph`` of a game) is
an undirected ``networkx.Graph``: cities are nodes (with ``province``, ``part``
and ``free`` attributes), roads are edges. A route is a simple path in it: every
two consecutive cities joined by a road, no city twice.

>>> import networkx as nx
>>> G = MAPS["base"].graph
>>> nx.shortest_path(G, "Lodz", "Basel")
['Lodz', 'Pilsen', 'Nürnberg', 'Stuttgart', 'Carlsruhe', 'Freiburg', 'Basel']
>>> len(routes_of_length("base", "Lodz", 3)), routes_of_length("base", "Lodz", 3)[0]
(3, ('Lodz', 'Pilsen', 'Budweis'))
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

import networkx as nx

from taxis.board import MAPS, RULE_SETS, Map
from taxis.closing import take_tiles
from taxis.rules import placements
from taxis.state import HOUSES, State, city_of
from tutor.i18n import _

FREE = "free cities"
"""The key :func:`provinces_on` files free cities under (they belong to no province)."""


def _map(key: str | Map) -> Map:
    """A map from its key (``"base"``, ``"gug"``), a variant name (``"gug-base-rules"``) or the Map itself."""
    if isinstance(key, Map):
        return key
    if key in MAPS:
        return MAPS[key]
    if key in RULE_SETS:
        return MAPS[RULE_SETS[key].map]
    raise ValueError(f"unknown map {key!r}: use one of {', '.join(MAPS)} (or a variant: {', '.join(RULE_SETS)})")


def _city(m: Map, city: str) -> str:
    name = city_of(city)
    if name not in m.cities:
        raise ValueError(f"{city!r} is not a city of map {m.key!r}")
    return name


def _and(items: list[str], word: str = "and") -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {word} {items[-1]}"


# -- which card fits where --------------------------------------------------------------------


class Fit(NamedTuple):
    """Where a card may go on a route (``ends``: ``"start"``/``"end"``; empty if nowhere) and why."""

    ends: tuple[str, ...]
    why: str


def fit(m: Map, route: Iterable[str], card: str) -> Fit:
    """Where ``card`` may extend ``route`` on map ``m``: at the ``start`` (the first city) or the ``end``.

    A one-city route has one end, called ``end``; an empty route takes any card. The ends come
    in the engine's order (``end`` before ``start``), as the route moves of ``g.legal_moves()`` do.

    >>> fit(MAPS["base"], ["Augsburg", "München"], "Ulm")
    Fit(ends=('start',), why='a road joins Ulm to Augsburg at the start')
    >>> fit(MAPS["base"], ["Augsburg", "München"], "Stuttgart").why
    'no road joins Stuttgart to Augsburg or München'
    >>> fit(MAPS["base"], ["Augsburg", "München"], "Augsburg").why
    'Augsburg is already on the route'
    """
    cities = [city_of(c) for c in route]
    city = city_of(card)
    if not cities:
        return Fit(("end",), _("{city} starts a new route").format(city=city))
    if city in cities:
        return Fit((), _("{city} is already on the route").format(city=city))
    ends = {"end": cities[-1]} if len(cities) == 1 else {"end": cities[-1], "start": cities[0]}
    ok = [at for at, c in ends.items() if m.graph.has_edge(city, c)]
    if not ok:
        return Fit((), _("no road joins {city} to {cities}").format(
            city=city, cities=_and(sorted(set(ends.values())), _("or"))))
    at_ends = {"start": _("{city} at the start"), "end": _("{city} at the end")}
    return Fit(tuple(ok), _("a road joins {city} to {ends}").format(
        city=city, ends=_and([at_ends[at].format(city=ends[at]) for at in ok], _("and"))))


def extendable(state: State, player: int | None = None) -> dict[str, Fit]:
    """For each distinct card in ``player``'s hand (default: the player to move): where it may extend the route.

    Only the map and the route are asked, not the turn's step (``g.legal_moves()`` knows the step).

    >>> import taxis
    >>> g = taxis.scenario(players=2, hands=["Ulm Stuttgart Augsburg Passau", ""],
    ...                    routes=["Augsburg München", ""], drawn=1)
    >>> for card, f in extendable(g.state).items():
    ...     print(f"{card:10} {'/'.join(f.ends) or '-':5} {f.why}")
    Augsburg   -     Augsburg is already on the route
    Passau     end   a road joins Passau to München at the end
    Stuttgart  -     no road joins Stuttgart to Augsburg or München
    Ulm        start a road joins Ulm to Augsburg at the start
    """
    p = state.player if player is None else player
    route = state.routes[p]
    return {card: fit(state.map, route, card) for card in dict.fromkeys(state.hands[p])}


class Growth(NamedTuple):
    """Where a player's route can grow and which provinces it can fill (see :func:`growth`)."""

    route: tuple[str, ...]
    ends: dict[str, tuple[str, ...]]  # an end city of the route -> the cities a road joins to it, not on the route
    fill_now: tuple[str, ...]  # provinces whose cities still without the player's house are all on the route
    fill_with: dict[str, str]  # a province -> the one city the route still needs to fill it (at an end now)


def growth(state: State, player: int | None = None) -> Growth:
    """Where ``player``'s route (default: the player to move's) can grow, by networkx on the map's road graph: at
    each end, the neighbouring cities not yet on it; and which provinces a closing could fill with houses, now
    (``fill_now``) or after one more city at an end (``fill_with``). A province is filled when every one of its
    cities holds the player's house; the cards in hand are not asked (they are hidden from the others).

    >>> import taxis
    >>> g = taxis.scenario(players=2, routes=["Carlsruhe Freiburg", ""], houses=["", ""], drawn=1)
    >>> growth(g.state)
    Growth(route=('Carlsruhe', 'Freiburg'), ends={'Carlsruhe': ('Mannheim', 'Stuttgart'), \
'Freiburg': ('Basel', 'Sigmaringen', 'Zürich')}, fill_now=(), fill_with={'Baden': 'Mannheim'})
    >>> growth(taxis.scenario(players=2, routes=["Freiburg Carlsruhe Mannheim", ""], drawn=1).state).fill_now
    ('Baden',)
    """
    s = _as(state, player)
    p, m = s.player, s.map
    route = tuple(city_of(c) for c in s.routes[p])
    G = m.graph
    ends = {end: tuple(sorted(c for c in G.neighbors(end) if c not in route)) for end in dict.fromkeys(route[:1] +
                                                                                                     route[-1:])}
    near = {c for cities in ends.values() for c in cities}
    fill_now: list[str] = []
    fill_with: dict[str, str] = {}
    for prov in dict.fromkeys(m.province_of(c) for c in route):
        if prov is None:
            continue
        missing = [c for c in m.members[prov] if c not in s.houses[p] and c not in route]
        if not missing and any(c not in s.houses[p] for c in m.members[prov]):
            fill_now.append(prov)
        elif len(missing) == 1 and missing[0] in near:
            fill_with[prov] = missing[0]
    return Growth(route, ends, tuple(fill_now), fill_with)


# -- routes on the map -------------------------------------------------------------------------


def routes_of_length(map_key: str | Map, city: str | None, n: int) -> list[tuple[str, ...]]:
    """Every route of ``n`` cities starting at ``city``, sorted; ``city=None``: every route of the map, each once.

    A route and its reverse are the same cards on the table, so with ``city=None`` each
    is listed once (in the direction whose city names sort first). Uses
    ``nx.all_simple_paths`` with ``cutoff=n - 1``; the number of routes grows fast with ``n``.

    >>> routes_of_length("base", "Lodz", 4)[:2]
    [('Lodz', 'Pilsen', 'Budweis', 'Linz'), ('Lodz', 'Pilsen', 'Nürnberg', 'Ingolstadt')]
    >>> len(routes_of_length("base", None, 2)) == MAPS["base"].graph.number_of_edges()
    True
    >>> len(routes_of_length("gug", "Hamburg", 3)), len(routes_of_length("gug", None, 3))
    (7, 82)
    """
    m = _map(map_key)
    if n < 1:
        raise ValueError(f"a route has at least one city, not {n}")
    G = m.graph
    starts = sorted(G) if city is None else [_city(m, city)]
    found: set[tuple[str, ...]] = set()
    for s in starts:
        if n == 1:
            found.add((s,))
            continue
        for path in nx.all_simple_paths(G, s, set(G) - {s}, cutoff=n - 1):
            if len(path) == n:
                t = tuple(path)
                found.add(min(t, t[::-1]) if city is None else t)
    return sorted(found)


def longest_routes(map_key: str | Map, limit: int | None = 10) -> list[tuple[str, ...]]:
    """The longest routes of a map (each once, not also reversed): at most ``limit`` of them (None: all).

    The approach: a depth-first search from every city over the networkx adjacency,
    pruned by a bound: the route so far plus every unvisited city still reachable from
    its end (a breadth-first search in the rest of the graph) must reach the best
    length found, or the branch is dropped. A route through every city (a Hamiltonian
    path) cannot be beaten, so once one is found the search stops after ``limit`` of
    them. Both maps have such routes, and the answer takes milliseconds; listing *all*
    of them (``limit=None``) is exhaustive and takes about two seconds on the base map
    (7683 routes through all 22 cities).

    >>> r = longest_routes("gug", limit=2)
    >>> [len(route) for route in r], MAPS["gug"].along_roads(r[0])
    ([23, 23], True)
    >>> len(longest_routes("gug", limit=None))
    268
    >>> longest_routes("base", limit=1)[0][:3]
    ('Augsburg', 'Ingolstadt', 'München')
    """
    m = _map(map_key)
    adj = {c: tuple(sorted(m.graph[c])) for c in m.graph}
    total = len(adj)
    best: list[tuple[str, ...]] = []
    keys: set[tuple[str, ...]] = set()
    length = 0

    def reachable(end: str, visited: set[str]) -> int:
        seen, todo = {end}, [end]
        while todo:
            for nxt in adj[todo.pop()]:
                if nxt not in visited and nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        return len(seen) - 1

    def done() -> bool:
        return length == total and limit is not None and len(best) >= limit

    def grow(path: list[str], visited: set[str]) -> None:
        nonlocal length
        if done() or len(path) + reachable(path[-1], visited) < length:
            return
        for nxt in adj[path[-1]]:
            if nxt not in visited:
                visited.add(nxt)
                path.append(nxt)
                grow(path, visited)
                path.pop()
                visited.discard(nxt)
        if len(path) > length:
            length = len(path)
            best.clear()
            keys.clear()
        if len(path) == length and not done():
            t = tuple(path)
            key = min(t, t[::-1])
            if key not in keys:
                keys.add(key)
                best.append(key)

    for start in sorted(adj):
        grow([start], {start})
    return best if limit is None else best[:limit]


def provinces_on(map_key: str | Map, cities: Iterable[str]) -> dict[str, list[str]]:
    """The cities of a route by province, in route order; free cities under ``"free cities"``.

    Cards (``"Berlin:2"``) are read as their cities. Prussia is one province although
    its cities lie in two parts of the map.

    >>> provinces_on("gug", ["Halle", "Berlin", "Hannover", "Hamburg", "Bremen", "Münster"])
    {'Prussia': ['Halle', 'Berlin', 'Münster'], 'Hannover': ['Hannover'], 'free cities': ['Hamburg', 'Bremen']}
    >>> provinces_on("base", ["Ulm", "Augsburg", "München"])
    {'Württemberg': ['Ulm'], 'Baiern': ['Augsburg', 'München']}
    """
    m = _map(map_key)
    out: dict[str, list[str]] = {}
    for card in cities:
        city = _city(m, card)
        out.setdefault(m.province_of(city) or FREE, []).append(city)
    return out


# -- what closing would bring ----------------------------------------------------------------


def _as(state: State, player: int | None) -> State:
    p = state.player if player is None else player
    return state if p == state.player else state.evolve(player=p)


def bonus_for(state: State, cities: Iterable[str], player: int | None = None,
              route_length: int | None = None) -> list[tuple[str, int]]:
    """The bonus tiles ``(stack id, value)`` a closing that puts houses on ``cities`` would take.

    ``route_length`` defaults to the length of the player's route; the route tile depends
    only on it, the province, all-provinces and free-city tiles on the houses. Uses
    :func:`taxis.closing.take_tiles`, the engine's own rule (so the game-end tile, which goes
    to whoever triggers the end, is not among them).

    >>> import taxis
    >>> g = taxis.scenario(players=2, routes=["Freiburg Carlsruhe Mannheim Würzburg Nürnberg", ""],
    ...                    houses=["", "Freiburg"], played=1, drawn=1)
    >>> bonus_for(g.state, ["Carlsruhe", "Freiburg", "Mannheim"])
    [('route-5', 2), ('baden', 3)]
    >>> bonus_for(g.state, ["Carlsruhe"], route_length=4)
    []
    """
    s = _as(state, player)
    p = s.player
    length = len(s.routes[p]) if route_length is None else route_length
    new = frozenset(_city(s.map, c) for c in cities)
    _, tiles = take_tiles(s, p, length, new)
    return list(tiles[p][len(s.tiles[p]):])


class Placement(NamedTuple):
    """A way to place houses when closing, what it brings now, and why in one line."""

    cities: tuple[str, ...]
    points: int  # houses placed (each is one point less lost at the end) plus the bonus tiles taken
    tiles: tuple[tuple[str, int], ...]
    why: str


def _progress(s: State, cities: tuple[str, ...]) -> int:
    """Houses that bring ``s.player`` nearer a province tile still to be had (a tie-break)."""
    p, m = s.player, s.map
    taken = {sid for sid, _ in s.tiles[p]}
    wanted: set[str] = set()
    for stack, left in zip(s.bonus.stacks, s.stacks, strict=True):
        if left and stack.id not in taken and stack.kind == "provinces":
            wanted.update(c for prov in stack.provinces for c in m.members[prov])
    return sum(1 for c in cities if c in wanted)


def evaluate(state: State, cities: Iterable[str], player: int | None = None) -> Placement:
    """What placing houses on ``cities`` at a closing now would bring (see :func:`best_placement`)."""
    s = _as(state, player)
    p = s.player
    way = tuple(sorted(_city(s.map, c) for c in cities))
    tiles = list(bonus_for(s, way))
    if s.trigger is None and len(s.houses[p]) + len(way) == HOUSES:
        tiles += [(st.id, left[0]) for st, left in zip(s.bonus.stacks, s.stacks, strict=True)
                  if st.kind == "game-end" and left]
    houses = f"{len(way)} house{'' if len(way) == 1 else 's'} (+{len(way)})" if way else "no house"
    titles = [f"the top {s.bonus.stack(sid).title} tile ({v})" for sid, v in tiles]
    why = f"{', '.join(way) or 'nothing'}: {_and([houses, *titles])}"
    return Placement(way, len(way) + sum(v for _, v in tiles), tuple(tiles), why)


def best_placement(state: State, player: int | None = None) -> Placement:
    """The placement (one of :func:`taxis.rules.placements`) that brings the most points now.

    Points are the houses placed (each one is a point no longer lost at the end) plus the
    bonus tiles the closing takes (route, province groups, all provinces, free cities, and
    the game-end tile if it places the last house). The carriage does not depend on the
    placement and is left out. Ties go to the placement with more houses towards province
    tiles still to be had, then to the first in sorted order.

    >>> import taxis
    >>> g = taxis.scenario(players=2, routes=["Freiburg Carlsruhe Mannheim Würzburg Nürnberg", ""],
    ...                    houses=["", "Freiburg"], played=1, drawn=1)
    >>> best = best_placement(g.state)
    >>> best.cities, best.points
    (('Carlsruhe', 'Freiburg', 'Mannheim'), 8)
    >>> best.why
    'Carlsruhe, Freiburg, Mannheim: 3 houses (+3), the top Route of 5 tile (2) and the top Baden tile (3)'
    """
    s = _as(state, player)
    scored = [(evaluate(s, way), way) for way in placements(s)]
    # max() keeps the first of equals, and placements() come sorted
    return max(scored, key=lambda pair: (pair[0].points, _progress(s, pair[1]), len(pair[1])))[0]
