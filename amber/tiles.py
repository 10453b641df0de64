"""Amber's tiles, read once from ``data/tiles.json``, with their turned forms.

Each tile kind has roads on some of its four sides (N, E, S, W) and arcs between
them: the ways a traveller may cross the tile. A placed tile is a *cell code*
``kind_index * 4 + rotation``; tables indexed by cell code give its road sides
and its arcs, already turned.

>>> KINDS["curve"].roads
'NE'
>>> sides_of(code("curve", 1))  # a curve turned a quarter clockwise joins E and S
'ES'
>>> canonical("straight", 2), canonical("straight>", 2)  # a two-way straight looks the same turned half round
(0, 2)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tutor.data import Data, Source, Sourced, load_file, whole
from tutor.rules import RecordError

SIDES = "NESW"
N, E, S, W = range(4)
OPPOSITE = (S, W, N, E)


@dataclass(frozen=True)
class Kind:
    """One kind of tile as the data file describes it."""

    index: int
    name: str
    code: str
    cls: str  # "road", "swamp" or "shovel"
    hu: str
    roads: str
    arcs: tuple[tuple[int, int], ...]  # (enter side, leave side), unturned
    count: Sourced
    straight: bool
    replaces_straight: bool


CLASSES = ("road", "swamp", "shovel")
KIND_KEYS = ("name", "code", "class", "hu", "roads", "arcs", "straight", "replaces_straight", "count")
RESERVED = ("shovel", "special-shovel", "stuck", "pass", "draw")
"""Words of the move notation that a road kind may not be named (``swamp`` and ``shovel`` are the only
names of their classes: the rules look them up by name)."""
_NAME = re.compile(r"[a-z][a-z0-9>-]*")


def _arcs(d: Data, roads: str) -> tuple[tuple[int, int], ...]:
    spec = d.get("arcs", list)
    arcs: list[tuple[int, int]] = []
    for i, text in enumerate(spec):
        if not isinstance(text, str) or len(text) != 3 or text[1] not in "->" or text[0] not in roads or \
                text[2] not in roads or text[0] == text[2]:
            raise RecordError(f"{d.where}.arcs[{i}]: {text!r:.40} must join two road sides, like 'N-S' or 'N>S'")
        a, b = SIDES.index(text[0]), SIDES.index(text[2])
        if (a, b) in arcs or (b, a) in arcs:
            raise RecordError(f"{d.where}.arcs[{i}]: {text!r} joins two sides already joined")
        arcs.append((a, b))
        if text[1] == "-":
            arcs.append((b, a))
    unused = [c for c in roads if not any(SIDES.index(c) in arc for arc in arcs)]
    if unused:
        raise RecordError(f"{d.where}.arcs: no arc uses the road side(s) {''.join(unused)}")
    return tuple(arcs)


def _kind(i: int, d: Data) -> Kind:
    d.only(KIND_KEYS)
    name, cls = d.get("name", str), d.get("class", str)
    if cls not in CLASSES:
        raise RecordError(f"{d.where}.class: {cls!r} must be road, swamp or shovel")
    if not _NAME.fullmatch(name) or (cls == "road") == (name in (*RESERVED, "swamp")):
        raise RecordError(f"{d.where}.name: {name!r} must be one lower-case word; the swamp and shovel kinds are "
                          f"named 'swamp' and 'shovel', road kinds none of {RESERVED + ('swamp',)}")
    if cls != "road" and name != cls:
        raise RecordError(f"{d.where}.name: the {cls} kind must be named {cls!r}, not {name!r}")
    code_ = d.get("code", str)
    if len(code_) != 1 or not code_.isalpha() or code_ == "v":
        raise RecordError(f"{d.where}.code: {code_!r} must be one letter other than 'v' (village in pictures)")
    roads = d.get("roads", str)
    if any(c not in SIDES for c in roads) or len(set(roads)) != len(roads) or (cls == "road") != (len(roads) >= 2):
        raise RecordError(f"{d.where}.roads: {roads!r:.40} must be distinct letters of NESW, at least two for a road "
                          "kind and none for a swamp or shovel")
    straight, replaces = d.get("straight", bool, False), d.get("replaces_straight", bool, False)
    if straight and sorted(SIDES.index(c) for c in roads) not in ([N, S], [E, W]):
        raise RecordError(f"{d.where}.straight: only a road from one side to the opposite side is straight, "
                          f"not {roads!r}")
    if replaces and cls != "road":
        raise RecordError(f"{d.where}.replaces_straight: only a road kind can replace a straight")
    count = d.sourced("count", int)
    whole(count.value, f"{d.where}.count.value")
    return Kind(i, name, code_, cls, d.get("hu", str), roads, _arcs(d, roads), count, straight, replaces)


def read_kinds(data: Data) -> tuple[Kind, ...]:
    """Kinds from a tiles data file; refuses unknown keys, repeated kinds and inconsistent totals.

    >>> bad = load("tiles.json").obj
    >>> bad = dict(bad, kinds=[*bad["kinds"], bad["kinds"][0]])
    >>> read_kinds(Data(bad, "tiles.json"))
    Traceback (most recent call last):
    ...
    tutor.rules.RecordError: tiles.json.kinds[10].name: kind 'straight' is listed twice
    """
    data.only(("about", "totals", "kinds"))
    kinds: list[Kind] = []
    for i, d in enumerate(data.items("kinds")):
        kind = _kind(i, d)
        for key in ("name", "code"):
            if any(getattr(k, key) == getattr(kind, key) for k in kinds):
                raise RecordError(f"{d.where}.{key}: kind {getattr(kind, key)!r} is listed twice")
        kinds.append(kind)
    for cls in ("swamp", "shovel"):
        if cls not in (k.name for k in kinds):
            raise RecordError(f"{data.where}.kinds: the rules need a {cls!r} kind")
    totals = data.child("totals")
    totals.only(("roads", "all"))
    roads = totals.sourced("roads", int).value
    if sum(k.count.value for k in kinds if k.cls == "road") != roads:
        raise RecordError(f"{totals.where}.roads: the road kinds' counts add up to "
                          f"{sum(k.count.value for k in kinds if k.cls == 'road')}, but totals.roads says {roads!r}")
    every = totals.sourced("all", int).value
    if sum(k.count.value for k in kinds) != every:
        raise RecordError(f"{totals.where}.all: the kinds' counts add up to {sum(k.count.value for k in kinds)}, "
                          f"but totals.all says {every!r}")
    return tuple(kinds)


def load(name: str, folder: Source = None) -> Data:
    """A data file of Amber (see :func:`amber.board.load`)."""
    return load_file("amber", name, folder)


KIND_LIST = read_kinds(load("tiles.json"))
KINDS = {k.name: k for k in KIND_LIST}
ROAD_KINDS = tuple(k.name for k in KIND_LIST if k.cls == "road")
PLACEABLE = tuple(k.name for k in KIND_LIST if k.cls != "shovel")
REPLACERS = tuple(k.name for k in KIND_LIST if k.replaces_straight)
TOTAL_TILES = sum(k.count.value for k in KIND_LIST)


def code(kind: str, rot: int) -> int:
    """The cell code of ``kind`` turned ``rot`` quarter turns clockwise."""
    return KINDS[kind].index * 4 + rot


def _turn(kind: Kind, rot: int) -> tuple[int, tuple[tuple[int, int], ...]]:
    mask = sum(1 << ((SIDES.index(c) + rot) % 4) for c in kind.roads)
    arcs = tuple(sorted(((a + rot) % 4, (b + rot) % 4) for a, b in kind.arcs))
    return mask, arcs


# Tables by cell code: road-side bit mask, arcs, and for each side the sides one may leave by.
ROAD_MASK: list[int] = []
ARCS: list[tuple[tuple[int, int], ...]] = []
EXITS: list[tuple[tuple[int, ...], ...]] = []
CANONICAL: dict[str, tuple[int, ...]] = {}
for _k in KIND_LIST:
    _seen: dict[tuple, int] = {}
    _canon = []
    for _r in range(4):
        _form = _turn(_k, _r)
        _canon.append(_seen.setdefault(_form, _r))
        ROAD_MASK.append(_form[0])
        ARCS.append(_form[1])
        EXITS.append(tuple(tuple(b for a, b in _form[1] if a == s) for s in range(4)))
    CANONICAL[_k.name] = tuple(_canon)


def canonical(kind: str, rot: int) -> int:
    """The smallest rotation that gives the same tile as ``rot`` (turns that change nothing are one move)."""
    return CANONICAL[kind][rot % 4]


def rotations(kind: str) -> tuple[int, ...]:
    """The distinct rotations of a kind.

    >>> rotations("cross"), rotations("straight"), rotations("curve")
    ((0,), (0, 1), (0, 1, 2, 3))
    """
    return tuple(sorted(set(CANONICAL[kind])))


def sides_of(cell: int) -> str:
    """The road sides of a placed tile, as letters."""
    return "".join(SIDES[s] for s in range(4) if ROAD_MASK[cell] >> s & 1)


def kind_of(cell: int) -> Kind:
    return KIND_LIST[cell // 4]


# For every (must-be-road, must-be-no-road) pair of side masks, the turned road tiles that fit.
FITS: dict[tuple[int, int], dict[str, tuple[int, ...]]] = {}
for _road in range(16):
    for _none in range(16):
        if _road & _none:
            continue
        FITS[_road, _none] = {
            name: tuple(
                r for r in rotations(name)
                if ROAD_MASK[code(name, r)] & _road == _road and not ROAD_MASK[code(name, r)] & _none
            )
            for name in ROAD_KINDS
        }
