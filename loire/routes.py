"""The questions users ask about travel, messages and prices, answered with networkx and the engine's own rules.

The land (``loire.BOARD.graph``) is an undirected loop: Nantes, nine villages of the north
road, Orléans, nine villages of the south road, back to Nantes. A piece's state is more than
its place: between the cities it keeps heading for the city ahead (rule ``loire.move.keep-road``).
:func:`heading_graph` makes that explicit as a frozen directed graph whose nodes are
``(place, toward)`` states (``toward`` is ``None`` in a city) and whose arcs are one step of
travel. Only the two city states have two arcs out (the choice of road); every village state
has exactly one, which is why the direction is fixed between the cities.

>>> H = heading_graph()
>>> H.number_of_nodes(), H.number_of_edges(), nx.is_frozen(H)
(38, 40, True)
>>> sorted(H.successors(("Nantes", None)))
[('Ancenis', 'Orléans'), ('Champtoceaux', 'Orléans')]
>>> list(H.successors(("Saumur", "Orléans"))), list(H.successors(("Saumur", "Nantes")))
([('Montsoreau', 'Orléans')], [('Champtoceaux', 'Nantes')])
>>> nx.shortest_path_length(H, ("Saumur", "Orléans"), ("Champtoceaux", "Nantes"))
17

What a piece can do where it stops (:func:`ends`), where a messenger's messages can go
(:func:`deliveries`), what goods cost (:func:`prices`) and what a purchase does to the market
(:func:`market_after`) are all asked of :mod:`loire.rules`, never worked out a second time.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import NamedTuple

import networkx as nx

from loire.board import BOARD, CITIES
from loire.moves import Buy, End, Recall, Travel
from loire.rules import apply, buy_price, colours_done, delivery_step, legal_moves
from loire.state import CARDS, PIECES, VILLAGES, Piece, State, Turn

Heading = tuple[str, str | None]
"""A piece's travel state: its place and the city it heads for (``None`` in a city)."""


def _state_at(place: str, toward: str | None) -> Heading:
    """The state of a piece that has just come to ``place`` travelling toward ``toward``."""
    return (place, None) if place in CITIES else (place, toward)


def _build_heading_graph() -> nx.DiGraph:
    """Each road edge of the board graph gives two arcs, one per direction of travel."""
    H = nx.DiGraph(name="La Loire headings")
    position = nx.get_node_attributes(BOARD.graph, "position")
    for a, b, road in BOARD.graph.edges(data="road"):
        west, east = (a, b) if position[a] < position[b] else (b, a)
        for start, stop, toward in ((west, east, CITIES[1]), (east, west, CITIES[0])):
            H.add_edge(_state_at(start, toward), _state_at(stop, toward), road=road, toward=toward)
    for node in H:
        H.nodes[node].update(place=node[0], toward=node[1], city=node[1] is None)
    return nx.freeze(H)


_HEADINGS = _build_heading_graph()


def heading_graph() -> nx.DiGraph:
    """The frozen directed graph of travel states (built once at import).

    Nodes are ``(place, toward)``; each arc is one step and carries the ``road`` it runs on
    and the city it heads for. A piece in a village has a single way on; only a city offers
    a choice (one arc per road).

    >>> H = heading_graph()
    >>> {H.out_degree(n) for n in H if n[1] is not None}, [H.out_degree((c, None)) for c in CITIES]
    ({1}, [2, 2])
    >>> H.edges[("Meung-sur-Loire", "Orléans"), ("Orléans", None)]
    {'road': 'north', 'toward': 'Orléans'}
    """
    return _HEADINGS


def _node(place: str, toward: str | None) -> Heading:
    """A checked node of the heading graph."""
    node = _state_at(place, toward)
    if node not in _HEADINGS:
        raise ValueError(f"{place!r} heading for {toward!r} is not a travel state: a village needs the city it "
                         f"heads for ({' or '.join(CITIES)}), a city none")
    return node


def reachable(place: str, toward: str | None, steps: int) -> frozenset[Heading]:
    """The states where one move of exactly ``steps`` places from ``(place, toward)`` can stop.

    A move may not pass through a city (it must be reached exactly, rule ``loire.move.exact-steps``),
    so the walk runs on a view of the heading graph in which the cities are dead ends (apart from
    the starting one). A move too long to stop at the city ahead reaches nothing.

    >>> sorted(reachable("Nantes", None, 3))
    [('Langeais', 'Orléans'), ('Montsoreau', 'Orléans')]
    >>> reachable("Cheverny", "Orléans", 2), reachable("Cheverny", "Orléans", 3)
    (frozenset({('Orléans', None)}), frozenset())
    >>> reachable("Saumur", "Nantes", 1)
    frozenset({('Champtoceaux', 'Nantes')})
    """
    if steps < 1:
        raise ValueError(f"a move is at least one place long, not {steps}")
    source = _node(place, toward)
    trip = nx.subgraph_view(_HEADINGS, filter_edge=lambda u, v: u[1] is not None or u == source)
    return frozenset(nx.descendants_at_distance(trip, source, steps))


# -- where a piece may end its move, and what it can do there ------------------------------------------


def _is_action(move: object) -> bool:
    return not isinstance(move, (Travel, End, Recall))


def ends(state: State, piece: str) -> Mapping[int, Mapping[str, tuple[str, ...]]]:
    """For the player to move: ``{team size: {place: actions there}}`` for ``piece`` (merchant or messenger).

    Read off :func:`loire.rules.legal_moves`: every legal travel of the piece is played (on a
    copy) and the actions legal in the position it leads to are listed in notation. Team sizes
    are the horses the piece travels with (its horses plus the travel's change). When several
    travels end at the same place with the same team (a Blacksmith may fetch the horse from
    different places), their actions are merged. Empty when the piece may not travel now.
    The answer is read-only.

    >>> import loire
    >>> g = loire.scenario(players=2, seed=1, player=0, seats=[{"merchant": "Nantes", "merchant_horses": 1}, {}])
    >>> e = ends(g.state, "merchant")
    >>> {h: list(places) for h, places in e.items()}
    {0: ['Ancenis', 'Champtoceaux'], 1: ['Angers', 'Saumur']}
    >>> e[1]["Saumur"]
    ('buy cheese',)
    """
    if piece not in PIECES:
        raise ValueError(f"piece must be one of {PIECES}, not {piece!r}")
    start = state.me.piece(piece).horses
    out: dict[int, dict[str, list[str]]] = {}
    for move in legal_moves(state):
        if not (isinstance(move, Travel) and move.piece == piece):
            continue
        found = out.setdefault(start + move.change, {}).setdefault(move.to, [])
        for action in legal_moves(apply(state, move)):
            if _is_action(action) and str(action) not in found:
                found.append(str(action))
    return MappingProxyType({h: MappingProxyType({place: tuple(acts) for place, acts in places.items()})
                             for h, places in sorted(out.items())})


# -- messages: where each can go next, and how far ------------------------------------------------------


class Target(NamedTuple):
    """A place where a message can be delivered (or advanced), and the way there for the messenger.

    ``distance`` counts the places to travel along ``route`` (0: the messenger stands there),
    following its heading; ``step`` is what :func:`loire.rules.delivery_step` says delivering
    there would be now (``"step"``, ``"complete"``, or ``None`` when the player's cubes,
    helpers or the casual limits do not allow it yet).
    """

    place: str
    distance: int
    route: tuple[str, ...]
    step: str | None


def _targets(state: State, card: str, progress: tuple[str, ...]) -> list[str]:
    """The places that could take (the next step of) ``card``: its village or city, or the colours still needed."""
    info = CARDS[card]
    if info.level in (1, 4):
        return [info.target]
    done = colours_done(state, progress)
    return [v for v in VILLAGES if state.shield(v) in info.target and state.shield(v) not in done]


def _ways(piece: Piece) -> dict[str, tuple[str, ...]]:
    """The shortest ways from ``piece`` to every place, each as the places passed (start left out)."""
    paths = nx.single_source_shortest_path(_HEADINGS, _node(piece.place, piece.toward))
    best: dict[str, tuple[str, ...]] = {}
    for (place, _), path in paths.items():
        way = tuple(p for p, _ in path[1:])
        if place not in best or len(way) < len(best[place]):
            best[place] = way
    return best


def deliveries(state: State, p: int) -> dict[str, tuple[Target, ...]]:
    """For each undelivered message of player ``p``: where it can be delivered or advanced next, nearest first.

    Level 1 goes to its village, level 4 to its city; a level-2 or level-3 message to any
    village whose shield colour it still needs. The distance is a shortest path in
    :func:`heading_graph` from the messenger's state, so it respects the messenger's heading
    (a messenger past its target must go on to the city ahead and come back).

    >>> import loire
    >>> g = loire.scenario(players=2, seed=1, seats=[{"messenger": "Saumur>Orléans", "hand": ["Angers",
    ...                    "Orléans.war"]}, {}])
    >>> d = deliveries(g.state, 0)
    >>> d["Angers"][0].distance, d["Angers"][0].route[7:]
    (16, ('Orléans', 'Meung-sur-Loire', 'Beaugency', 'Talcy', 'Blois', 'Vendôme', 'Tours', 'Langeais', 'Angers'))
    >>> d["Orléans.war"]
    (Target(place='Orléans', distance=8, route=('Montsoreau', 'Chinon', 'Ussé', 'Villandry', 'Amboise', \
'Cheverny', 'Chambord', 'Orléans'), step='complete'),)
    """
    player = state.players[p]
    ways = _ways(player.messenger)
    out: dict[str, tuple[Target, ...]] = {}
    for card, progress in zip(player.hand, player.progress, strict=True):
        found = [Target(place, len(ways[place]), ways[place],
                        delivery_step(state, player, card, progress, place))
                 for place in _targets(state, card, progress)]
        out[card] = tuple(sorted(found, key=lambda t: t.distance))
    return out


# -- prices and the market ------------------------------------------------------------------------------


class Price(NamedTuple):
    """A village's good and its price now; ``beer``: the beer price there, for the monastery's owner only."""

    good: str
    price: int
    beer: int | None = None


def prices(state: State) -> dict[str, Price]:
    """What each village sells and for how much, for the player to move (rule ``loire.buy.price``).

    Prices come from :func:`loire.rules.buy_price`: the market price of the village's shield
    colour less farm, monastery, castle and circus discounts. ``beer`` is set only where the
    player to move owns the monastery (double the market price, then the discounts).

    >>> import loire
    >>> g = loire.scenario(players=2, seed=1, player=0, shields={"Saumur": "blue", "Chinon": "black"},
    ...                    market=["blue", "yellow", "purple", "red", "green", "white", "black"],
    ...                    circus="Ussé", buildings={"Chinon": "0 monastery"})
    >>> p = prices(g.state)
    >>> p["Saumur"], p["Chinon"]
    (Price(good='cheese', price=1, beer=None), Price(good='wine', price=3, beer=8))
    """
    out = {}
    for village in VILLAGES:
        building = state.building(village)
        beer = buy_price(state, village, "beer") if building == (state.player, "monastery") else None
        out[village] = Price(BOARD.goods[village], buy_price(state, village, BOARD.goods[village]), beer)
    return out


class MarketAfter(NamedTuple):
    """The market (colours, cheap to dear) after a purchase, and the villages the circus may move to (none: stays)."""

    market: tuple[str, ...]
    circus_to: tuple[str, ...]

    @property
    def circus_moves(self) -> bool:
        return bool(self.circus_to)


def market_after(state: State, village: str) -> MarketAfter:
    """What buying in ``village`` would do to the market and the circus (rules ``loire.market.shift``,
    ``loire.circus.move``).

    The purchase is played by :func:`loire.rules.apply` on a copy in which the merchant of the
    player to move has just stopped in ``village``; the answer is read off that position.

    >>> import loire
    >>> g = loire.scenario(players=2, seed=1, shields={"Saumur": "blue", "Ussé": "black", "Chinon": "green"},
    ...                    market=["red", "yellow", "purple", "blue", "black", "green", "white"], circus="Ussé")
    >>> market_after(g.state, "Chinon")
    MarketAfter(market=('red', 'yellow', 'purple', 'blue', 'black', 'white', 'green'), circus_to=())
    >>> after = market_after(g.state, "Saumur")  # black (the circus tile) slides onto the middle space
    >>> after.market, after.circus_moves
    (('red', 'yellow', 'purple', 'black', 'green', 'white', 'blue'), True)
    >>> after.circus_to == tuple(v for v in VILLAGES if g.state.shield(v) == "red")
    True
    """
    if village not in BOARD.goods:
        raise ValueError(f"{village!r} is not a village: goods are bought in villages only")
    me = state.me
    merchant = Piece(village, me.merchant.toward or CITIES[1], me.merchant.horses)
    here = state.evolve(players=tuple(me.evolve(merchant=merchant) if q == state.player else pl
                                      for q, pl in enumerate(state.players)),
                        turn=Turn(moved=("merchant",), acting="merchant"))
    after = apply(here, Buy(BOARD.goods[village]))
    return MarketAfter(after.market, after.turn.pending)
