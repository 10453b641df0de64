"""La Loire's board and numbers: read once from ``data/``, checked, frozen.

The land is a loop: Nantes and Orléans joined by two roads (``north`` and ``south``)
of 9 villages each, listed from Nantes (position 1) to Orléans (position 9).
:data:`BOARD` holds the frozen networkx graph of the land, the river track as a
separate frozen path graph and frozen lookups.

>>> {road: len(villages) for road, villages in BOARD.villages.items()}
{'north': 9, 'south': 9}
>>> BOARD.graph.number_of_nodes(), BOARD.graph.number_of_edges()
(20, 20)
>>> [len(BOARD.path("Nantes", road)) - 1 for road in ROADS]
[10, 10]
>>> nx.shortest_path_length(BOARD.graph, "Nantes", "Orléans")
10
>>> BOARD.positions["Saumur"], BOARD.goods["Saumur"]
(('south', 2), 'cheese')
>>> BOARD.graph.nodes["Ussé"]["kind"], BOARD.circus_start.value, BOARD.graph.nodes["Orléans"]["position"]
('village', 'Ussé', 10)
>>> BOARD.river.number_of_nodes() - 1, BOARD.end_space(4)
(20, 15)
>>> COMPONENTS.goods["cheese"].sell_price.value, COMPONENTS.market_prices
(5, (1, 1, 2, 2, 3, 3, 4))

Every value says where it comes from: ``provenance`` is one of :data:`PROVENANCES`.
A malformed data file is refused with a :class:`tutor.rules.RecordError` that
names the file, the key and the problem.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

import networkx as nx

from tutor.data import MAX_COUNT, Data, Source, Sourced, load_file, provenance_of, sourced_value, whole
from tutor.rules import RecordError

PROVENANCES = ("rulebook", "reconstructed")
CITIES = ("Nantes", "Orléans")
"""The two cities, in the order the roads run: every road leads from the first to the second."""
ROADS = ("north", "south")
SOLD_AT = ("village", "monastery")
GOOD_NAMES = ("wood", "grain", "cheese", "wine", "beer")
"""The goods the rules know (merchants, carry limits and the monastery's beer name them)."""
BUILDING_NAMES = ("farm", "monastery", "castle")
BANKS = ("left", "right")
DATA_DIR = Path(__file__).resolve().parent / "data"
DATA_FILES = ("components.json", "board.json", "cards.json")


def load(name: str, folder: Source = None) -> Data:
    """Read data file ``name`` from ``folder`` (default: this package's ``data/``), JSON syntax checked."""
    return load_file("loire", name, folder)



def _provenance(d: Data) -> tuple[str, str]:
    """The plain ``provenance`` / ``source`` keys of an object, checked."""
    return provenance_of(d, PROVENANCES)


def sourced(d: Data, key: str, kind: type | tuple[type, ...]) -> Sourced:
    """``d[key]`` written as ``{"value", "provenance", "source"}``, frozen and checked.

    >>> bad = Data({"n": {"value": 3, "provenance": "guess", "source": "-"}}, "x.json")
    >>> sourced(bad, "n", int)
    Traceback (most recent call last):
    ...
    tutor.rules.RecordError: x.json.n.provenance: must be one of ('rulebook', 'reconstructed'), not 'guess'
    """
    d.child(key).only(("value", "provenance", "source"))
    return sourced_value(d, key, kind, PROVENANCES)



def _count(d: Data, key: str, minimum: int = 0, kind: type | tuple[type, ...] = int) -> Sourced:
    """A sourced whole number of at least ``minimum`` (``None`` too when ``kind`` allows it)."""
    s = sourced(d, key, kind)
    if s.value is not None:
        whole(s.value, f"{d.where}.{key}.value", minimum, MAX_COUNT)
    return s


# ---------------------------------------------------------------------------------------------- components


@dataclass(frozen=True)
class Good:
    name: str
    sold_at: str  # "village" (produced by villages) or "monastery" (beer)
    sell_price: Sourced
    supply: Sourced
    carry_limit: Sourced  # value None: unlimited


@dataclass(frozen=True)
class Building:
    name: str
    deniers: Sourced
    wood: Sourced
    discount: Sourced
    per_player: Sourced


@dataclass(frozen=True, eq=False, repr=False)
class Components:
    """Goods, shields, market, buildings, palaces, boat passage and money, all frozen and sourced."""

    goods: Mapping[str, Good]
    colours: Sourced
    shield_counts: Sourced
    no_equal_neighbours: Sourced
    market: Mapping[str, Sourced]
    buildings: Mapping[str, Building]
    palaces: Mapping[str, Sourced]
    boat_passage: Sourced
    money: Mapping[str, Sourced]

    def __repr__(self) -> str:
        return (f"Components({len(self.goods)} goods, {len(self.colours.value)} shield colours, "
                f"{len(self.buildings)} buildings)")

    @property
    def market_prices(self) -> tuple[int, ...]:
        return self.market["prices"].value

    @property
    def village_goods(self) -> tuple[str, ...]:
        """The goods villages produce (not beer).

        >>> COMPONENTS.village_goods
        ('wood', 'grain', 'cheese', 'wine')
        """
        return tuple(g.name for g in self.goods.values() if g.sold_at == "village")

    def passage(self, deniers: int) -> int | None:
        """River spaces one passage for exactly ``deniers`` buys, or None.

        >>> COMPONENTS.passage(6), COMPONENTS.passage(10), COMPONENTS.passage(16)
        (1, 2, None)
        """
        return next((p["spaces"] for p in self.boat_passage.value if p["deniers"] == deniers), None)


def _good(name: str, d: Data) -> Good:
    d.only(("sold_at", "sell_price", "supply", "carry_limit"))
    sold_at = d.get("sold_at", str)
    if sold_at not in SOLD_AT:
        raise RecordError(f"{d.where}.sold_at: must be one of {SOLD_AT}, not {sold_at!r}")
    return Good(name, sold_at, _count(d, "sell_price", 1), _count(d, "supply", 1),
                _count(d, "carry_limit", 1, (int, type(None))))


def _shields(d: Data) -> tuple[Sourced, Sourced, Sourced]:
    d.only(("colours", "counts", "no_equal_neighbours"))
    colours = sourced(d, "colours", list)
    names = colours.value
    if not names or any(not isinstance(c, str) or not c for c in names) or len(set(names)) != len(names):
        raise RecordError(f"{d.where}.colours.value: must be distinct colour names, not {list(names)!r:.60}")
    counts = sourced(d, "counts", dict)
    if set(counts.value) != set(names):
        raise RecordError(f"{d.where}.counts.value: must give a count for exactly the colours {list(names)}, "
                          f"not {sorted(counts.value)}")
    for colour, n in counts.value.items():
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise RecordError(f"{d.where}.counts.value.{colour}: must be a positive whole number, not {n!r}")
    return colours, counts, sourced(d, "no_equal_neighbours", bool)


def _market(d: Data, colours: int) -> Mapping[str, Sourced]:
    d.only(("prices", "top_price", "circus_space", "circus_discount", "minimum_price"))
    prices = sourced(d, "prices", list)
    p = prices.value
    if any(isinstance(x, bool) or not isinstance(x, int) or x < 0 for x in p):
        raise RecordError(f"{d.where}.prices.value: must be whole numbers of at least 0, not {list(p)}")
    if len(p) != colours:
        raise RecordError(f"{d.where}.prices.value: {len(p)} spaces, but there are {colours} shield colours "
                          "(one market tile per colour)")
    if list(p) != sorted(p):
        raise RecordError(f"{d.where}.prices.value: must rise from left (cheap) to right, not {list(p)}")
    top = _count(d, "top_price", 1)
    if p[-1] != top.value:
        raise RecordError(f"{d.where}.prices.value: the right end is {p[-1]}, but top_price says {top.value}")
    circus = _count(d, "circus_space")
    if circus.value >= len(p):
        raise RecordError(f"{d.where}.circus_space.value: {circus.value} is not a space of the {len(p)}-space market")
    return MappingProxyType({"prices": prices, "top_price": top, "circus_space": circus,
                             "circus_discount": _count(d, "circus_discount"),
                             "minimum_price": _count(d, "minimum_price")})


def _building(name: str, d: Data) -> Building:
    d.only(("deniers", "wood", "discount", "per_player"))
    return Building(name, _count(d, "deniers"), _count(d, "wood"), _count(d, "discount"), _count(d, "per_player", 1))


def _passage(d: Data) -> Sourced:
    s = sourced(d, "boat_passage", list)
    for i, p in enumerate(s.value):
        if not (isinstance(p, Mapping) and set(p) == {"deniers", "spaces"} and all(
                isinstance(p[k], int) and not isinstance(p[k], bool) and 0 < p[k] <= MAX_COUNT for k in p)):
            raise RecordError(f"{d.where}.boat_passage.value[{i}]: expected deniers and spaces, positive numbers")
    if not s.value or len({p["deniers"] for p in s.value}) != len(s.value):
        raise RecordError(f"{d.where}.boat_passage.value: needs at least one passage, each price once")
    return s


MONEY_KEYS = ("start", "minimum", "minimum_income", "maximum", "maximum_with_banker")


def read_components(data: Data) -> Components:
    """The numbers of a components data file; refuses anything inconsistent."""
    data.only(("about", "goods", "shields", "market", "buildings", "palaces", "boat_passage", "money"))
    top = data.child("goods")
    if set(top.obj) != set(GOOD_NAMES):
        raise RecordError(f"{top.where}: must describe exactly the goods {list(GOOD_NAMES)}, not {list(top.obj)}")
    goods = {name: _good(name, top.child(name)) for name in top.obj}
    if not any(g.sold_at == "village" for g in goods.values()):
        raise RecordError(f"{top.where}: no good is produced by villages (sold_at 'village')")
    colours, counts, neighbours = _shields(data.child("shields"))
    market = _market(data.child("market"), len(colours.value))
    top = data.child("buildings")
    top.only(BUILDING_NAMES)
    for needed in BUILDING_NAMES:
        if needed not in top.obj:
            raise RecordError(f"{top.where}: missing building '{needed}'")
    buildings = {name: _building(name, top.child(name)) for name in top.obj}
    palaces = data.child("palaces")
    palaces.only(("kinds", "deniers", "vp", "copies_per_city"))
    palace = {"kinds": sourced(palaces, "kinds", list), "deniers": _count(palaces, "deniers"),
              "vp": _count(palaces, "vp"), "copies_per_city": _count(palaces, "copies_per_city", 1)}
    money = data.child("money")
    money.only(MONEY_KEYS)
    cash = {key: _count(money, key) for key in MONEY_KEYS}
    if not cash["minimum"].value <= cash["maximum"].value <= cash["maximum_with_banker"].value:
        raise RecordError(f"{money.where}: must hold minimum <= maximum <= maximum_with_banker")
    if cash["start"].value > cash["maximum"].value:
        raise RecordError(f"{money.where}.start.value: {cash['start'].value} is more than the maximum "
                          f"{cash['maximum'].value} a player may hold")
    return Components(MappingProxyType(goods), colours, counts, neighbours, market, MappingProxyType(buildings),
                      MappingProxyType(palace), _passage(data), MappingProxyType(cash))


# ---------------------------------------------------------------------------------------------- board


@dataclass(frozen=True)
class Village:
    name: str
    road: str
    position: int  # 1 next to Nantes .. villages_per_road next to Orléans
    good: Sourced
    provenance: str
    source: str

    @property
    def reconstructed(self) -> bool:
        return self.provenance == "reconstructed"


@dataclass(frozen=True, eq=False, repr=False)
class Board:
    """The land graph, the river track and the lookups, all frozen."""

    cities: Mapping[str, tuple[str, str]]  # name -> (provenance, source)
    villages_per_road: Sourced
    banks: Mapping[str, str]  # road -> bank
    village_info: Mapping[str, Village]
    villages: Mapping[str, tuple[str, ...]]  # road -> its villages, Nantes to Orléans
    positions: Mapping[str, tuple[str, int]]  # village -> (road, position)
    goods: Mapping[str, str]  # village -> good
    villages_by_good: Mapping[str, tuple[str, ...]]
    setup_horses: Mapping[str, Sourced]  # "1-2" / "3-4" -> villages
    circus_start: Sourced
    river_length: Sourced
    end_spaces: Sourced
    vp_per_space: Sourced
    graph: nx.Graph
    river: nx.Graph

    def __repr__(self) -> str:
        return (f"Board({' and '.join(self.cities)}, "
                f"{', '.join(f'{r} road of {len(v)}' for r, v in self.villages.items())}, "
                f"river of {self.river_length.value})")

    def path(self, city: str, road: str) -> tuple[str, ...]:
        """The places along ``road`` from ``city`` to the other city, both cities included.

        >>> BOARD.path("Orléans", "south")[:3]
        ('Orléans', 'Chambord', 'Cheverny')
        """
        if city not in self.cities:
            raise KeyError(f"{city!r} is not a city")
        forward = (CITIES[0], *self.villages[road], CITIES[1])
        return forward if city == forward[0] else forward[::-1]

    def horses_for(self, players: int) -> tuple[str, ...]:
        """The villages that get a neutral horse at setup for ``players`` players.

        >>> BOARD.horses_for(2)
        ('Montsoreau', 'Ussé', 'Amboise', 'Langeais', 'Vendôme', 'Talcy')
        """
        key = next((k for k in self.setup_horses if int(k[0]) <= players <= int(k[-1])), None)
        if key is None:
            raise ValueError(f"no horse setup for {players} players")
        return self.setup_horses[key].value

    def end_space(self, players: int) -> int:
        """The river space whose reaching ends a game of ``players`` players."""
        return self.end_spaces.value[str(players)]


def _village(d: Data, road: str, position: int, goods: Iterable[str]) -> Village:
    d.only(("name", "good", "provenance", "source"))
    name = d.get("name", str)
    good = sourced(d, "good", str)
    if good.value not in goods:
        raise RecordError(f"{d.where}.good.value: village {name}: {good.value!r} is not a good villages produce "
                          f"(one of {tuple(goods)})")
    return Village(name, road, position, good, *_provenance(d))


def _village_list(d: Data, key: str, known: Mapping[str, Village]) -> Sourced:
    s = sourced(d, key, list)
    for i, name in enumerate(s.value):
        if name not in known:
            raise RecordError(f"{d.where}.{key}.value[{i}]: {name!r} is not a village of the board")
        if s.value.index(name) != i:
            raise RecordError(f"{d.where}.{key}.value[{i}]: {name!r} is listed twice")
    return s


def _river(d: Data) -> tuple[Sourced, Sourced, Sourced, nx.Graph]:
    d.only(("length", "end_space", "vp_per_space"))
    length = _count(d, "length", 1)
    ends = sourced(d, "end_space", dict)
    if sorted(ends.value) != ["1", "2", "3", "4"]:
        raise RecordError(f"{d.where}.end_space.value: must give the end space for each player count 1-4, "
                          f"not for {list(ends.value)}")
    for players, space in ends.value.items():
        if isinstance(space, bool) or not isinstance(space, int) or not 1 <= space <= length.value:
            raise RecordError(f"{d.where}.end_space.value.{players}: {space!r} is not a space 1..{length.value} "
                              "of the river")
    vp = _count(d, "vp_per_space")
    river = nx.path_graph(length.value + 1)
    river.graph["name"] = "river"
    for space in river:
        river.nodes[space].update(space=space, start=space == 0, vp=space * vp.value,
                                  ends_for=tuple(int(p) for p, s in sorted(ends.value.items()) if s == space))
    return length, ends, vp, nx.freeze(river)


def read_board(data: Data, components: Components) -> Board:
    """The board of a board data file, checked against the components; refuses anything inconsistent."""
    data.only(("about", "cities", "villages_per_road", "roads", "setup_horses", "circus_start", "river"))
    cities = {}
    for c in data.items("cities"):
        c.only(("name", "provenance", "source"))
        cities[c.get("name", str)] = _provenance(c)
    names = [c.get("name", str) for c in data.items("cities")]
    if tuple(names) != CITIES:
        raise RecordError(f"{data.where}.cities: must be {list(CITIES)} in this order, not {names}")
    per_road = _count(data, "villages_per_road", 1)
    roads = data.child("roads")
    if tuple(roads.obj) != ROADS:
        raise RecordError(f"{roads.where}: must be the roads {list(ROADS)} in this order, not {list(roads.obj)}")
    goods = components.village_goods
    info: dict[str, Village] = {}
    banks = {}
    for road in ROADS:
        r = roads.child(road)
        r.only(("bank", "villages"))
        banks[road] = r.get("bank", str)
        if banks[road] not in BANKS or banks[road] in list(banks.values())[:-1]:
            raise RecordError(f"{r.where}.bank: each road runs on its own bank, one of {BANKS}, not "
                              f"{banks[road]!r:.20}")
        entries = r.items("villages")
        if len(entries) != per_road.value:
            raise RecordError(f"{r.where}.villages: {len(entries)} villages, but villages_per_road says "
                              f"{per_road.value}")
        for i, v in enumerate(entries):
            village = _village(v, road, i + 1, goods)
            if village.name in info or village.name in cities:
                raise RecordError(f"{v.where}.name: {village.name!r} is already a place of the board")
            info[village.name] = village
    shields = sum(components.shield_counts.value.values())
    if shields != len(info):
        raise RecordError(f"{data.where}.roads: {len(info)} villages, but components.json has {shields} shields "
                          "(one per village)")
    horses_data = data.child("setup_horses")
    horses = {}
    for key in horses_data.obj:
        lo, _, hi = key.partition("-")
        if not (lo.isdigit() and hi.isdigit() and 1 <= int(lo) <= int(hi) <= 4):
            raise RecordError(f"{horses_data.where}: {key!r} is not a player range like '1-2'")
        horses[key] = _village_list(horses_data, key, info)
    counts = sorted(n for key in horses for n in range(int(key[0]), int(key[-1]) + 1))
    if counts != [1, 2, 3, 4]:
        raise RecordError(f"{horses_data.where}: the player ranges must cover 1-4 players once each, not "
                          f"{list(horses)}")
    circus = sourced(data, "circus_start", str)
    if circus.value not in info:
        raise RecordError(f"{data.where}.circus_start.value: {circus.value!r} is not a village of the board")
    length, ends, vp, river = _river(data.child("river"))

    villages = {road: tuple(v.name for v in info.values() if v.road == road) for road in ROADS}
    graph = nx.Graph(name="La Loire")
    for i, city in enumerate(CITIES):
        graph.add_node(city, name=city, kind="city", road=None, position=i * (per_road.value + 1), good=None,
                       provenance=cities[city][0])
    for v in info.values():
        graph.add_node(v.name, name=v.name, kind="village", road=v.road, position=v.position, good=v.good.value,
                       provenance=v.provenance)
    for road in ROADS:
        places = (CITIES[0], *villages[road], CITIES[1])
        graph.add_edges_from(zip(places, places[1:], strict=False), road=road)
    by_good = {g: tuple(v.name for v in info.values() if v.good.value == g) for g in goods}
    return Board(
        MappingProxyType(cities), per_road, MappingProxyType(banks), MappingProxyType(info),
        MappingProxyType(villages), MappingProxyType({v.name: (v.road, v.position) for v in info.values()}),
        MappingProxyType({v.name: v.good.value for v in info.values()}), MappingProxyType(by_good),
        MappingProxyType(horses), circus, length, ends, vp, nx.freeze(graph), river,
    )


COMPONENTS: Components = read_components(load("components.json"))
BOARD: Board = read_board(load("board.json"), COMPONENTS)


def reconstructed() -> dict[str, list[str]]:
    """What the data files hold as reconstructions, by kind, for the notebooks to list.

    >>> r = reconstructed()
    >>> r["villages"]
    ['Ancenis', 'Meung-sur-Loire', 'Champtoceaux', 'Chambord']
    >>> [v for v in BOARD.villages["south"] if v not in r["village goods"]]
    ['Saumur']
    """
    def numbers(prefix: str, items: Mapping[str, Any]) -> list[str]:
        return [f"{prefix}{k}" for k, s in items.items() if isinstance(s, Sourced) and s.provenance == "reconstructed"]

    out = {
        "villages": [v.name for v in BOARD.village_info.values() if v.reconstructed],
        "village goods": [v.name for v in BOARD.village_info.values() if v.good.provenance == "reconstructed"],
        "board": numbers("", {"villages_per_road": BOARD.villages_per_road, "river length": BOARD.river_length}),
        "goods": [f"{g.name} {k}" for g in COMPONENTS.goods.values()
                  for k in ("sell_price", "supply", "carry_limit") if getattr(g, k).provenance == "reconstructed"],
        "shields": numbers("", {"colours": COMPONENTS.colours, "counts": COMPONENTS.shield_counts}),
        "market": numbers("", COMPONENTS.market),
        "buildings": [f"{b.name} {k}" for b in COMPONENTS.buildings.values()
                      for k in ("deniers", "wood", "discount", "per_player") if getattr(b, k).provenance
                      == "reconstructed"],
        "palaces": numbers("", COMPONENTS.palaces),
        "money": numbers("", COMPONENTS.money),
    }
    return out
