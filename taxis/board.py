"""Thurn und Taxis boards, city cards, bonus tiles and numbers: read once from ``data/``, checked, frozen.

Two maps: ``"base"`` (Thurn und Taxis, southern Germany) and ``"gug"`` (Glanz und
Gloria, the north). Each is a frozen :class:`Map` with a networkx graph whose
nodes are city names and whose edges are the roads.

>>> base, gug = MAPS["base"], MAPS["gug"]
>>> base.graph.number_of_nodes(), base.graph.number_of_edges()
(22, 45)
>>> gug.graph.number_of_nodes(), gug.graph.number_of_edges()
(23, 35)
>>> base.members["Württemberg"], base.neighbours["Lodz"]
(('Stuttgart', 'Ulm'), ('Pilsen',))
>>> gug.free_cities
('Frankfurt', 'Bremen', 'Hamburg', 'Lübeck')
>>> gug.parts["Prussia"]["east"], gug.graph.nodes["Münster"]["part"]
(('Berlin', 'Halle', 'Stettin'), 'west')
>>> gug.along_roads(["Halle", "Berlin", "Hannover", "Hamburg", "Bremen", "Münster"])
True
>>> len(DECKS["base"].cards), len(DECKS["gug"].cards), DECKS["gug"].horses_of("Berlin").value
(66, 69, (1, 2, 3))
>>> sum(s.count for s in BONUS["base"].stacks), sum(s.count for s in BONUS["gug"].stacks)
(30, 39)
>>> SETTINGS["hand_limit"].value, RULE_SETS["gug"].map
(3, 'gug')

Every item says where it comes from: ``provenance`` is one of :data:`PROVENANCES`.
A malformed data file is refused with a :class:`tutor.rules.RecordError` that
names the file, the key and the problem.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

import networkx as nx

from tutor.data import MAX_COUNT, Data, Source, Sourced, load_file, provenance_of, sourced_value, whole
from tutor.rules import RecordError

PROVENANCES = ("rulebook", "secondary source", "reconstructed")
CANVAS = (1000, 800)
"""Width and height of the drawing canvas the cities' x/y refer to."""
LABEL_SIDES = ("n", "s", "e", "w")
STACK_KINDS = ("route", "provinces", "all-provinces", "free-city", "game-end")
DATA_DIR = Path(__file__).resolve().parent / "data"
DATA_FILES = ("maps.json", "cards.json", "bonus.json", "settings.json")
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


def load(name: str, folder: Source = None) -> Data:
    """Read data file ``name`` from ``folder`` (default: this package's ``data/``; a mapping of file names to
    parsed JSON also works), JSON syntax checked."""
    return load_file("taxis", name, folder)



def _provenance(d: Data) -> tuple[str, str]:
    """The plain ``provenance`` / ``source`` keys of an object, checked."""
    return provenance_of(d, PROVENANCES)


def sourced(d: Data, key: str, kind: type | tuple[type, ...]) -> Sourced:
    """``d[key]`` written as ``{"value", "provenance", "source"}``, with our three provenances.

    >>> bad = Data({"n": {"value": 3, "provenance": "guess", "source": "-"}}, "x.json")
    >>> sourced(bad, "n", int)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tutor.rules.RecordError: x.json.n.provenance: must be one of (...), not 'guess'
    """
    return sourced_value(d, key, kind, PROVENANCES)



def _name(d: Data, key: str = "name") -> str:
    """A non-blank name."""
    name = d.get(key, str)
    if not name.strip() or name != name.strip():
        raise RecordError(f"{d.where}.{key}: {name!r:.40} must be a name without leading or trailing blanks")
    return name


def _names(d: Data, key: str, known: Iterable[str], what: str) -> tuple[str, ...]:
    names = d.get(key, list)
    known = set(known)
    for i, n in enumerate(names):
        if not isinstance(n, str) or n not in known:
            raise RecordError(f"{d.where}.{key}[{i}]: {n!r} is not a known {what}")
        if names.index(n) != i:
            raise RecordError(f"{d.where}.{key}[{i}]: {n!r} is listed twice")
    return tuple(names)


# ---------------------------------------------------------------------------------------------- maps


@dataclass(frozen=True)
class Province:
    name: str
    colour: str
    hu: str | None
    parts: tuple[str, ...]  # () unless the province is split (Prussia)
    provenance: str
    source: str
    en: str | None = None  # the English name where it differs from ``name`` (Bavaria for Baiern)

    def display(self, lang: str) -> str:
        """The province's name in ``lang``: Hungarian from ``hu``, English from ``en``, else as spelt in the data.

        >>> Province("Baiern", "#fff", "Bajorország", (), "rulebook", "x", "Bavaria").display("en")
        'Bavaria'
        """
        return (self.hu if lang == "hu" else self.en) or self.name


@dataclass(frozen=True)
class City:
    name: str
    province: str | None  # None for a free city
    part: str | None
    free: bool
    x: float
    y: float
    label: str  # where the name is drawn: n, s, e or w of the city
    hu: str | None
    provenance: str
    source: str

    @property
    def reconstructed(self) -> bool:
        return self.provenance == "reconstructed"

    def display(self, lang: str) -> str:
        """The city's name in ``lang``: as printed on its cards, or the Hungarian rulebook's (``hu``: Bréma).

        >>> City("Bremen", None, None, True, 0, 0, "w", "Bréma", "rulebook", "x").display("hu")
        'Bréma'
        """
        return (self.hu if lang == "hu" else None) or self.name


@dataclass(frozen=True)
class Road:
    a: str
    b: str
    provenance: str
    source: str

    @property
    def reconstructed(self) -> bool:
        return self.provenance == "reconstructed"


@dataclass(frozen=True, eq=False, repr=False)
class Map:
    """One board: provinces, cities, roads, the road graph and lookups, all frozen.

    >>> MAPS["gug"]
    Map('gug': Thurn und Taxis: Glanz und Gloria, 23 cities in 9 provinces, 35 roads)
    """

    key: str
    name: str
    city_count: Sourced
    positions: tuple[str, str]  # provenance and source of every city's x/y
    provinces: Mapping[str, Province]
    cities: Mapping[str, City]
    roads: tuple[Road, ...]
    graph: nx.Graph
    members: Mapping[str, tuple[str, ...]]  # province -> its cities
    parts: Mapping[str, Mapping[str, tuple[str, ...]]]  # split province -> part -> cities
    free_cities: tuple[str, ...]
    neighbours: Mapping[str, tuple[str, ...]]
    reconstructed_cities: frozenset[str]
    reconstructed_roads: tuple[Road, ...]

    def __repr__(self) -> str:
        return (f"Map({self.key!r}: {self.name}, {len(self.cities)} cities in {len(self.provinces)} provinces, "
                f"{len(self.roads)} roads)")

    def road(self, a: str, b: str) -> Road | None:
        """The road between ``a`` and ``b``, or None.

        >>> MAPS["gug"].road("Hamburg", "Bremen").provenance
        'rulebook'
        """
        data = self.graph.get_edge_data(a, b)
        return None if data is None else data["road"]

    def along_roads(self, route: Iterable[str]) -> bool:
        """Whether every two consecutive cities of ``route`` are joined by a road."""
        route = list(route)
        return all(self.graph.has_edge(a, b) for a, b in zip(route, route[1:], strict=False))

    def province_of(self, city: str) -> str | None:
        return self.cities[city].province


def _province(d: Data) -> Province:
    d.only(("name", "en", "colour", "hu", "parts", "provenance", "source"))
    colour = d.get("colour", str)
    if not _COLOUR.fullmatch(colour):
        raise RecordError(f"{d.where}.colour: {colour!r} is not a colour like '#a1b2c3'")
    parts = d.get("parts", list, [])
    if any(not isinstance(p, str) for p in parts) or len(set(parts)) != len(parts) or len(parts) == 1:
        raise RecordError(f"{d.where}.parts: a split province needs two or more distinct part names")
    return Province(_name(d), colour, d.get("hu", (str, type(None)), None), tuple(parts), *_provenance(d),
                    en=d.get("en", (str, type(None)), None))


def _city(d: Data, provinces: Mapping[str, Province]) -> City:
    d.only(("name", "province", "part", "free", "x", "y", "label", "hu", "provenance", "source"))
    name = _name(d)
    province = d.get("province", (str, type(None)))
    free = d.get("free", bool)
    if province is not None and province not in provinces:
        raise RecordError(f"{d.where}.province: unknown province {province!r} (city {name})")
    if free != (province is None):
        raise RecordError(f"{d.where}: city {name}: a free city has province null, every other city a province")
    part = d.get("part", (str, type(None)), None)
    parts = provinces[province].parts if province else ()
    if parts and part not in parts:
        raise RecordError(f"{d.where}.part: city {name} must name a part of {province}: one of {parts}")
    if part is not None and not parts:
        raise RecordError(f"{d.where}.part: city {name}: {province or 'a free city'} has no parts")
    x, y = d.get("x", (int, float)), d.get("y", (int, float))
    if not (0 <= x <= CANVAS[0] and 0 <= y <= CANVAS[1]):
        raise RecordError(f"{d.where}: city {name} at ({x}, {y}) lies outside the {CANVAS[0]} x {CANVAS[1]} canvas")
    label = d.get("label", str, "s")
    if label not in LABEL_SIDES:
        raise RecordError(f"{d.where}.label: must be one of {LABEL_SIDES}, not {label!r}")
    return City(name, province, part, free, x, y, label, d.get("hu", (str, type(None)), None), *_provenance(d))


def _road(d: Data, i: int, cities: Mapping[str, City]) -> Road:
    where = f"{d.where}.roads[{i}]"
    entry = d.obj["roads"][i]
    if not (isinstance(entry, list) and len(entry) == 4 and all(isinstance(v, str) for v in entry)):
        raise RecordError(f"{where}: a road is [city, city, provenance, source], not {entry!r:.60}")
    a, b, provenance, source = entry
    for city in (a, b):
        if city not in cities:
            raise RecordError(f"{where}: road {a}–{b} leads to unknown city {city!r}")
    if a == b:
        raise RecordError(f"{where}: road {a}–{b} joins a city to itself")
    if provenance not in PROVENANCES:
        raise RecordError(f"{where}: road {a}–{b}: provenance must be one of {PROVENANCES}, not {provenance!r}")
    return Road(a, b, provenance, source)


def read_map(key: str, d: Data) -> Map:
    """One map from its data object; refuses anything inconsistent."""
    d.only(("name", "city_count", "positions", "provinces", "cities", "roads"))
    _name(d)
    provinces: dict[str, Province] = {}
    for p in d.items("provinces"):
        province = _province(p)
        if province.name in provinces:
            raise RecordError(f"{p.where}: province {province.name!r} is listed twice")
        provinces[province.name] = province
    cities: dict[str, City] = {}
    for c in d.items("cities"):
        city = _city(c, provinces)
        if city.name in cities:
            raise RecordError(f"{c.where}: city {city.name!r} is listed twice")
        cities[city.name] = city
    count = sourced(d, "city_count", int)
    whole(count.value, f"{d.where}.city_count.value", 2)
    if len(cities) != count.value:
        raise RecordError(f"{d.where}.cities: {len(cities)} cities, but city_count says {count.value}")
    graph = nx.Graph(name=d.get("name", str))
    for city in cities.values():
        graph.add_node(city.name, province=city.province, part=city.part, free=city.free, x=city.x, y=city.y,
                       provenance=city.provenance)
    roads = []
    for i in range(len(d.get("roads", list))):
        road = _road(d, i, cities)
        if graph.has_edge(road.a, road.b):
            raise RecordError(f"{d.where}.roads[{i}]: duplicate road {road.a}–{road.b}")
        graph.add_edge(road.a, road.b, provenance=road.provenance, source=road.source, road=road)
        roads.append(road)
    members = {p: tuple(c.name for c in cities.values() if c.province == p) for p in provinces}
    for p, names in members.items():
        if not names:
            raise RecordError(f"{d.where}.provinces: province {p!r} has no city")
    parts = {p: MappingProxyType({part: tuple(c for c in members[p] if cities[c].part == part)
                                  for part in prov.parts}) for p, prov in provinces.items() if prov.parts}
    for p, split in parts.items():
        for part, names in split.items():
            if not names:
                raise RecordError(f"{d.where}.provinces: part {part!r} of {p!r} has no city")
    lonely = [c for c in cities if graph.degree(c) == 0]
    if lonely:
        raise RecordError(f"{d.where}.roads: no road leads to {', '.join(lonely)}")
    if cities and not nx.is_connected(graph):
        apart = sorted(min(nx.connected_components(graph), key=len))
        raise RecordError(f"{d.where}.roads: the map is not connected: {', '.join(apart)} cannot reach the rest")
    positions_data = d.child("positions")
    positions_data.only(("provenance", "source"))
    positions = _provenance(positions_data)
    return Map(
        key, graph.name, count, positions, MappingProxyType(provinces), MappingProxyType(cities), tuple(roads),
        nx.freeze(graph), MappingProxyType(members), MappingProxyType(parts),
        tuple(c.name for c in cities.values() if c.free),
        MappingProxyType({c: tuple(sorted(graph.neighbors(c))) for c in cities}),
        frozenset(c.name for c in cities.values() if c.reconstructed),
        tuple(r for r in roads if r.reconstructed),
    )


def read_maps(data: Data) -> Mapping[str, Map]:
    """Every map of a maps data file (``{"maps": {key: map}}``)."""
    data.only(("about", "maps"))
    maps = data.child("maps")
    if not maps.obj:
        raise RecordError(f"{maps.where}: give at least one map")
    return MappingProxyType({key: read_map(key, maps.child(key)) for key in maps.obj})


# ---------------------------------------------------------------------------------------------- cards


@dataclass(frozen=True)
class Card:
    city: str
    copy: int  # 1, 2, 3: which of the city's cards
    horses: int | None  # on the back (Glanz und Gloria); None in the base game


@dataclass(frozen=True, eq=False)
class Deck:
    """The city cards of one map, with where the horse numbers come from."""

    key: str
    map: str
    copies: Sourced
    total: Sourced
    horses: Sourced
    horses_by_city: Mapping[str, Sourced]
    cards: tuple[Card, ...]

    def horses_of(self, city: str) -> Sourced:
        """The horses on ``city``'s cards (one per copy) and their provenance."""
        return self.horses_by_city.get(city, self.horses)


def _horses(s: Sourced, copies: int, where: str) -> None:
    if s.value is None:
        return
    if len(s.value) != copies or any(
            isinstance(h, bool) or not isinstance(h, int) or not 1 <= h <= MAX_COUNT for h in s.value):
        raise RecordError(f"{where}: horses must be null or {copies} positive whole numbers, one per card")


def read_decks(data: Data, maps: Mapping[str, Map]) -> Mapping[str, Deck]:
    """The city-card decks of a cards data file, checked against the maps."""
    decks: dict[str, Deck] = {}
    data.only(("about", "decks"))
    top = data.child("decks")
    for key in top.obj:
        d = top.child(key)
        d.only(("map", "copies", "total", "horses", "horses_by_city"))
        map_key = d.get("map", str)
        if map_key not in maps:
            raise RecordError(f"{d.where}.map: unknown map {map_key!r} (maps.json has {', '.join(maps)})")
        copies = sourced(d, "copies", int)
        whole(copies.value, f"{d.where}.copies.value", 1)
        horses = sourced(d, "horses", (list, type(None)))
        _horses(horses, copies.value, f"{d.where}.horses")
        by_city = {}
        overrides = d.child("horses_by_city")
        for city in overrides.obj:
            if city not in maps[map_key].cities:
                raise RecordError(f"{overrides.where}: unknown city {city!r}")
            by_city[city] = sourced(overrides, city, (list, type(None)))
            _horses(by_city[city], copies.value, f"{overrides.where}.{city}")
        cards = tuple(
            Card(city, i + 1, None if (h := by_city.get(city, horses).value) is None else h[i])
            for city in maps[map_key].cities for i in range(copies.value)
        )
        total = sourced(d, "total", int)
        if len(cards) != total.value:
            raise RecordError(f"{d.where}.total: the deck has {len(cards)} cards, but total says {total.value}")
        decks[key] = Deck(key, map_key, copies, total, horses, MappingProxyType(by_city), cards)
    return MappingProxyType(decks)


# ---------------------------------------------------------------------------------------------- bonus tiles


@dataclass(frozen=True)
class Stack:
    """One stack of bonus tiles; ``values`` run top to bottom (the first claimant gets ``values[0]``)."""

    id: str
    title: str
    kind: str
    values: Sourced
    provenance: str
    source: str
    length: int | None = None  # route
    or_longer: Sourced | None = None  # route
    provinces: tuple[str, ...] = ()  # provinces
    city: str | None = None  # free-city
    excluded: Sourced | None = None  # all-provinces: provinces not needed
    options: Mapping[str, Sourced] = field(default_factory=lambda: MappingProxyType({}))

    @property
    def count(self) -> int:
        return len(self.values.value)


@dataclass(frozen=True, eq=False)
class BonusSet:
    """The bonus stacks of one rules set, for one map."""

    key: str
    map: str
    total: Sourced
    stacks: tuple[Stack, ...]

    def stack(self, stack_id: str) -> Stack:
        return next(s for s in self.stacks if s.id == stack_id)

    def with_reading(self, option: str) -> BonusSet:
        """The same set with every all-provinces stack that knows ``option`` using it instead.

        >>> BONUS["base"].stack("all-provinces").excluded.value
        ()
        >>> BONUS["base"].with_reading("german").stack("all-provinces").excluded.value
        ('Baiern',)
        """
        stacks = tuple(replace(s, excluded=s.options[option]) if option in s.options else s for s in self.stacks)
        if stacks == self.stacks:
            raise KeyError(f"no stack of bonus set {self.key!r} has the option {option!r}")
        return replace(self, stacks=stacks)


_STACK_KEYS = {
    "route": ("length", "or_longer"),
    "provinces": ("provinces",),
    "all-provinces": ("except", "options"),
    "free-city": ("city",),
    "game-end": (),
}


def _stack(d: Data, m: Map) -> Stack:
    kind = d.get("kind", str)
    if kind not in STACK_KINDS:
        raise RecordError(f"{d.where}.kind: must be one of {STACK_KINDS}, not {kind!r}")
    d.only(("id", "title", "kind", "values", "provenance", "source", *_STACK_KEYS[kind]))
    values = sourced(d, "values", list)
    v = values.value
    if not v or any(isinstance(x, bool) or not isinstance(x, int) or not 1 <= x <= MAX_COUNT for x in v):
        raise RecordError(f"{d.where}.values: must be a non-empty list of positive whole numbers")
    if list(v) != sorted(v, reverse=True):
        raise RecordError(f"{d.where}.values: must run from the top (highest) down, not {list(v)}")
    extra: dict[str, Any] = {}
    if kind == "route":
        extra["length"] = d.count("length", 2, len(m.cities))
        extra["or_longer"] = sourced(d, "or_longer", bool)
    elif kind == "provinces":
        extra["provinces"] = _names(d, "provinces", m.provinces, f"province of map {m.key!r}")
        if not extra["provinces"]:
            raise RecordError(f"{d.where}.provinces: name at least one province")
    elif kind == "all-provinces":
        extra["excluded"] = sourced(d, "except", list)
        known = f"province of map {m.key!r}"
        _names(Data({"value": list(extra["excluded"].value)}, f"{d.where}.except"), "value", m.provinces, known)
        options = d.child("options")
        for o in options.obj:
            if not o.strip():
                raise RecordError(f"{options.where}: an option needs a name")
        extra["options"] = MappingProxyType({o: sourced(options, o, list) for o in options.obj})
        for o, s in extra["options"].items():
            _names(Data({"value": list(s.value)}, f"{options.where}.{o}"), "value", m.provinces, known)
    elif kind == "free-city":
        extra["city"] = d.get("city", str)
        if extra["city"] not in m.free_cities:
            raise RecordError(f"{d.where}.city: {extra['city']!r} is not a free city of map {m.key!r}")
    return Stack(_name(d, "id"), _name(d, "title"), kind, values, *_provenance(d), **extra)


def read_bonus(data: Data, maps: Mapping[str, Map]) -> Mapping[str, BonusSet]:
    """The bonus sets of a bonus data file, checked against the maps."""
    sets: dict[str, BonusSet] = {}
    data.only(("about", "sets"))
    top = data.child("sets")
    for key in top.obj:
        d = top.child(key)
        d.only(("map", "total", "stacks"))
        map_key = d.get("map", str)
        if map_key not in maps:
            raise RecordError(f"{d.where}.map: unknown map {map_key!r} (maps.json has {', '.join(maps)})")
        stacks = tuple(_stack(s, maps[map_key]) for s in d.items("stacks"))
        for i, s in enumerate(stacks):
            if any(t.id == s.id for t in stacks[:i]):
                raise RecordError(f"{d.where}.stacks[{i}].id: stack id {s.id!r} is listed twice")
        routes = sorted((s for s in stacks if s.kind == "route"), key=lambda s: s.length)
        if len({s.length for s in routes}) != len(routes):
            raise RecordError(f"{d.where}.stacks: two route stacks for the same length")
        if any(s.or_longer.value for s in routes[:-1]):
            raise RecordError(f"{d.where}.stacks: only the longest route stack may take longer routes (or_longer)")
        cities = [s.city for s in stacks if s.kind == "free-city"]
        if len(set(cities)) != len(cities):
            raise RecordError(f"{d.where}.stacks: two free-city stacks for the same city")
        total = sourced(d, "total", int)
        if sum(s.count for s in stacks) != total.value:
            raise RecordError(f"{d.where}.total: the stacks hold {sum(s.count for s in stacks)} tiles, "
                              f"but total says {total.value}")
        sets[key] = BonusSet(key, map_key, total, stacks)
    return MappingProxyType(sets)


# ---------------------------------------------------------------------------------------------- settings


@dataclass(frozen=True)
class RuleSet:
    """A way to play: which map, bonus set and deck, carriages or horses, which officials."""

    key: str
    map: str
    bonus: str
    cards: str
    carriages: bool
    horses: bool
    officials: tuple[str, ...]
    provenance: str
    source: str


OFFICIALS = ("Postmaster", "Postal Carrier", "Administrator", "Cartwright")


SETTING_KINDS: Mapping[str, type] = MappingProxyType({
    "houses_per_player": int, "display_size": int, "hand_limit": int, "hand_limit_when": str,
    "min_route_to_close": int, "carriages": list, "cartwright_bonus": int, "carriage_card_horses": int,
    "max_horse_cards": int, "max_free_cities_per_closing": int,
})
"""The numbers of ``settings.json`` (besides ``about`` and ``rule_sets``) and the type of each value."""
LEAST = MappingProxyType({"houses_per_player": 1, "display_size": 1, "hand_limit": 1, "min_route_to_close": 2})
"""The smallest value of a number; the others may be 0."""
HAND_LIMIT_WHEN = ("end of turn",)
DEFAULT_RULE_SET = "base"
"""The rule set ``taxis.new_game`` plays when no variant is named."""


def _carriages(s: Sourced, where: str) -> None:
    numbers = []
    if not s.value:
        raise RecordError(f"{where}: give at least one carriage")
    for i, c in enumerate(s.value):
        if not isinstance(c, Mapping) or set(c) != {"number", "vp", "count"} or not all(
            isinstance(c[k], int) and not isinstance(c[k], bool) and 0 < c[k] <= MAX_COUNT for k in c
        ):
            raise RecordError(f"{where}[{i}]: expected number, vp and count, positive numbers")
        numbers.append(c["number"])
    if numbers != sorted(set(numbers)):
        raise RecordError(f"{where}: carriage numbers must rise")


def _rule_set(key: str, d: Data, maps: Mapping[str, Map], bonus: Mapping[str, BonusSet],
              decks: Mapping[str, Deck]) -> RuleSet:
    d.only(("map", "bonus", "cards", "carriages", "horses", "officials", "provenance", "source"))
    for name, known, file in (("map", maps, "maps"), ("bonus", bonus, "bonus"), ("cards", decks, "cards")):
        if d.get(name, str) not in known:
            raise RecordError(f"{d.where}.{name}: unknown {name} {d.obj[name]!r} ({file}.json has "
                              f"{', '.join(known)})")
    if bonus[d.obj["bonus"]].map != d.obj["map"] or decks[d.obj["cards"]].map != d.obj["map"]:
        raise RecordError(f"{d.where}: its bonus set and deck must belong to map {d.obj['map']!r}")
    rules = RuleSet(key, d.obj["map"], d.obj["bonus"], d.obj["cards"], d.get("carriages", bool),
                    d.get("horses", bool), _names(d, "officials", OFFICIALS, "official"), *_provenance(d))
    if rules.carriages == rules.horses:
        raise RecordError(f"{d.where}: a rule set plays with the base game's carriages or the expansion's horses "
                          "(exactly one of carriages and horses is true)")
    if "Cartwright" in rules.officials and not rules.carriages:
        raise RecordError(f"{d.where}.officials: the Cartwright needs the carriages")
    if rules.horses and decks[rules.cards].horses_of(next(iter(maps[rules.map].cities))).value is None:
        raise RecordError(f"{d.where}.horses: deck {rules.cards!r} has no horses on its cards")
    return rules


def _playable(settings: Mapping[str, Sourced], rules: RuleSet, maps: Mapping[str, Map],
              decks: Mapping[str, Deck], where: str) -> None:
    """Refuse numbers with which a game of ``rules`` could not be set up or could never end."""
    cities, cards = len(maps[rules.map].cities), decks[rules.cards].cards
    value = {k: s.value for k, s in settings.items()}
    if value["houses_per_player"] > cities:
        raise RecordError(f"{where}.houses_per_player.value: {value['houses_per_player']} houses, but map "
                          f"{rules.map!r} has only {cities} cities (the game ends when a player has placed them all)")
    if value["min_route_to_close"] > cities:
        raise RecordError(f"{where}.min_route_to_close.value: no route of map {rules.map!r} is that long "
                          f"({cities} cities)")
    if value["display_size"] > len(cards):
        raise RecordError(f"{where}.display_size.value: {value['display_size']} face-up cards, but deck "
                          f"{rules.cards!r} has {len(cards)}")
    if rules.horses:
        most = value["carriage_card_horses"] + value["max_horse_cards"] * max(c.horses or 0 for c in cards)
        if most < value["min_route_to_close"]:
            raise RecordError(f"{where}.max_horse_cards.value: with at most {most} horses no route of "
                              f"{value['min_route_to_close']} cities can ever be closed (rule set {rules.key!r})")


def read_settings(
    data: Data, maps: Mapping[str, Map], bonus: Mapping[str, BonusSet], decks: Mapping[str, Deck]
) -> tuple[Mapping[str, Sourced], Mapping[str, RuleSet]]:
    """The numbers (name -> Sourced) and the rule sets of a settings data file, checked against the maps,
    bonus sets and decks (every rule set must give games that can be set up and can end).

    >>> bad = dict(load("settings.json").obj, display_size={"value": 0, "provenance": "rulebook", "source": "x"})
    >>> read_settings(Data(bad, "settings.json"), MAPS, BONUS, DECKS)
    Traceback (most recent call last):
    ...
    tutor.rules.RecordError: settings.json.display_size.value: must be a whole number from 1 to 999, not 0
    """
    data.only(("about", "rule_sets", *SETTING_KINDS))
    for key in SETTING_KINDS:
        if key not in data.obj:
            raise data.fail(f"missing key '{key}'")
    settings = {key: sourced(data, key, SETTING_KINDS[key]) for key in data.obj if key not in ("about", "rule_sets")}
    for key, s in settings.items():
        if SETTING_KINDS[key] is int:
            whole(s.value, f"{data.where}.{key}.value", LEAST.get(key, 0))
    if settings["hand_limit_when"].value not in HAND_LIMIT_WHEN:
        raise RecordError(f"{data.where}.hand_limit_when.value: must be one of {HAND_LIMIT_WHEN}, "
                          f"not {settings['hand_limit_when'].value!r}")
    _carriages(settings["carriages"], f"{data.where}.carriages.value")
    sets = {}
    top = data.child("rule_sets")
    for key in top.obj:
        sets[key] = _rule_set(key, top.child(key), maps, bonus, decks)
        _playable(settings, sets[key], maps, decks, data.where)
    if DEFAULT_RULE_SET not in sets:
        raise RecordError(f"{top.where}: the default rule set {DEFAULT_RULE_SET!r} is missing")
    for name, known, file in (("map", maps, "maps"), ("bonus", bonus, "bonus"), ("cards", decks, "cards")):
        unused = [k for k in known if all(getattr(r, name) != k for r in sets.values())]
        if unused:
            raise RecordError(f"{top.where}: no rule set uses {name} {unused[0]!r} of {file}.json")
    return MappingProxyType(settings), MappingProxyType(sets)


MAPS: Mapping[str, Map] = read_maps(load("maps.json"))
"""The boards by key: ``"base"`` and ``"gug"``."""
DECKS: Mapping[str, Deck] = read_decks(load("cards.json"), MAPS)
BONUS: Mapping[str, BonusSet] = read_bonus(load("bonus.json"), MAPS)
SETTINGS, RULE_SETS = read_settings(load("settings.json"), MAPS, BONUS, DECKS)


def reconstructed() -> dict[str, list[str]]:
    """What the data files hold as reconstructions, by kind, for the notebooks to list.

    >>> r = reconstructed()
    >>> r["gug cities"]
    ['Stettin', 'Düsseldorf', 'Coblenz', 'Schwerin', 'Amsterdam', 'Arnheim', 'Brüssel', 'Cassel', 'Fulda']
    >>> len(r["gug roads"]), r["base roads"]
    (30, [])
    """
    out: dict[str, list[str]] = {}
    for key, m in MAPS.items():
        out[f"{key} cities"] = [c.name for c in m.cities.values() if c.reconstructed]
        out[f"{key} roads"] = [f"{r.a}–{r.b}" for r in m.reconstructed_roads]
        if m.positions[0] == "reconstructed":
            out[f"{key} positions"] = ["every city's x/y"]
    for key, deck in DECKS.items():
        out[f"{key} card horses"] = [
            c for c in MAPS[deck.map].cities if deck.horses_of(c).provenance == "reconstructed"
        ]
    for key, bonus in BONUS.items():
        out[f"{key} bonus values"] = [s.id for s in bonus.stacks if s.values.provenance == "reconstructed"]
        out[f"{key} bonus conditions"] = [
            s.id for s in bonus.stacks if s.or_longer and s.or_longer.provenance == "reconstructed"
        ]
    out["settings"] = [k for k, s in SETTINGS.items() if s.provenance == "reconstructed"]
    return out
