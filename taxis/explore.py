"""What the Thurn und Taxis explorer answers, all by networkx on a map's road graph (``Map.graph``).

:func:`fewest` gives the routes with the fewest cards between two cities (``nx.all_shortest_paths``),
:func:`choke_points` the cities and roads whose loss splits the map (``nx.articulation_points``, ``nx.bridges``) and
:func:`split_without` what a city's loss leaves; the routes of *n* cities from a city, the longest routes, a
province's cities and the best houses for a route come from :mod:`taxis.routes`, which the game table's *show
connections* and the notebook ``02_routes`` ask too. The explorer app is :mod:`taxis.explore_app`.

>>> from taxis.board import MAPS
>>> len(fewest(MAPS["base"], "Ulm", "Lodz")), fewest(MAPS["base"], "Ulm", "Lodz")[0]
(3, ('Ulm', 'Ingolstadt', 'Nürnberg', 'Pilsen', 'Lodz'))
>>> choke_points(MAPS["base"]), choke_points(MAPS["gug"])
((['Pilsen'], [('Lodz', 'Pilsen')]), ([], []))
"""

from __future__ import annotations

import networkx as nx

from taxis.board import Map

__all__ = ["choke_points", "fewest", "split_without"]


def fewest(m: Map, a: str, b: str, limit: int = 8) -> list[tuple[str, ...]]:
    """The routes from ``a`` to ``b`` with the fewest cards (at most ``limit`` of them, sorted); [] if none."""
    if a == b:
        return [(a,)]
    try:
        paths = sorted(tuple(p) for p in nx.all_shortest_paths(m.graph, a, b))
    except nx.NetworkXNoPath:
        return []
    return paths[:limit]


def choke_points(m: Map) -> tuple[list[str], list[tuple[str, str]]]:
    """The cities whose loss would split the map, and the roads whose loss would (each sorted)."""
    cities = sorted(nx.articulation_points(m.graph))
    roads = sorted(tuple(sorted(edge)) for edge in nx.bridges(m.graph))
    return cities, roads  # type: ignore[return-value]


def split_without(m: Map, city: str) -> list[list[str]]:
    """The parts the map falls into without ``city`` (largest first, each sorted); one part if it holds together.

    >>> from taxis.board import MAPS
    >>> [len(part) for part in split_without(MAPS["base"], "Lodz")]
    [21]
    """
    G = m.graph.subgraph(set(m.graph) - {city})
    return sorted((sorted(part) for part in nx.connected_components(G)), key=lambda p: (-len(p), p))
