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

from dataclasses import dataclass

from tutor.data import Data, Sourced, load_json
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


def _arcs(spec: list[str], roads: str, where: str) -> tuple[tuple[int, int], ...]:
    arcs: list[tuple[int, int]] = []
    for i, text in enumerate(spec):
        if len(text) != 3 or text[1] not in "->" or text[0] not in roads or text[2] not in roads or text[0] == text[2]:
            raise RecordError(f"{where}.arcs[{i}]: {text!r} must join two road sides, like 'N-S' or 'N>S'")
        a, b = SIDES.index(text[0]), SIDES.index(text[2])
        arcs.append((a, b))
        if text[1] == "-":
            arcs.append((b, a))
    return tuple(arcs)


def _kind(i: int, d: Data) -> Kind:
    roads = d.get("roads", str)
    if any(c not in SIDES for c in roads) or len(set(roads)) != len(roads):
        raise d.fail(f"roads {roads!r} must be distinct letters of NESW")
    cls = d.get("class", str)
    if cls not in ("road", "swamp", "shovel"):
        raise d.fail(f"class {cls!r} must be road, swamp or shovel")
    return Kind(
        i, d.get("name", str), d.get("code", str), cls, d.get("hu", str), roads,
        _arcs(d.get("arcs", list), roads, d.where), d.sourced("count", int),
        d.get("straight", bool, False), d.get("replaces_straight", bool, False),
    )


def read_kinds(data: Data) -> tuple[Kind, ...]:
    """Kinds from a tiles data file; refuses inconsistent totals."""
    kinds = tuple(_kind(i, d) for i, d in enumerate(data.items("kinds")))
    totals = data.child("totals")
    roads = totals.sourced("roads", int).value
    if sum(k.count.value for k in kinds if k.cls == "road") != roads:
        raise data.fail(f"the road kinds' counts must add up to totals.roads = {roads}")
    if sum(k.count.value for k in kinds) != totals.sourced("all", int).value:
        raise data.fail("the kinds' counts must add up to totals.all")
    if len({k.name for k in kinds}) != len(kinds) or len({k.code for k in kinds}) != len(kinds):
        raise data.fail("kind names and codes must be unique")
    return kinds


KIND_LIST = read_kinds(load_json("amber", "tiles.json"))
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
