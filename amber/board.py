"""The Amber board: an 11 x 11 grid of fields, built once from data and frozen.

Fields are numbered ``row * 11 + column`` and named like ``C7`` (column C, row 7).
Between two fields, and between a field and the board's rim, lies a *border*;
roads meet at borders, so borders are the nodes of the road graph.

>>> field("C7"), name(field("C7"))
(68, 'C7')
>>> [name(n) if n >= 0 else None for n in NEIGHBOURS[field("A1")]]
[None, 'B1', 'A2', None]
>>> BORDER[field("C7")][2] == BORDER[field("C8")][0]  # C7's south side is C8's north side
True
>>> GRID.number_of_nodes(), GRID.number_of_edges()
(121, 220)
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType

import networkx as nx

from tutor.data import MAX_COUNT, Data, Source, Sourced, load_file, whole
from tutor.i18n import _
from tutor.notation import is_number
from tutor.rules import NotationError, RecordError

DATA_DIR = Path(__file__).resolve().parent / "data"
DATA_FILES = ("board.json", "tiles.json", "layouts.json")
SETTING_KINDS: Mapping[str, type] = MappingProxyType({
    "columns": str, "rows": int, "coins": int, "villages": int, "castles": int, "hand_size": int,
    "end_hand_limit": int, "road_may_face_board_edge": bool,
})
"""The keys of ``board.json`` (besides ``about``) and the type of each value."""


def load(name: str, folder: Source = None) -> Data:
    """Read data file ``name`` from ``folder`` (default: this package's ``data/``; a mapping of file names to
    parsed JSON also works), JSON syntax checked."""
    return load_file("amber", name, folder)


def read_board(data: Data) -> Mapping[str, Sourced]:
    """The board's size and the game's numbers (name -> Sourced), checked against each other.

    >>> bad = dict(load("board.json").obj, hand_size={"value": 0, "provenance": "rulebook", "source": "x"})
    >>> read_board(Data(bad, "board.json"))
    Traceback (most recent call last):
    ...
    tutor.rules.RecordError: board.json.hand_size.value: must be a whole number from 1 to 999, not 0
    """
    data.only(("about", *SETTING_KINDS))
    settings = {key: data.sourced(key, kind) for key, kind in SETTING_KINDS.items()}
    columns = settings["columns"].value
    if not 2 <= len(columns) <= 26 or any(c not in string.ascii_uppercase for c in columns) or \
            len(set(columns)) != len(columns):
        raise RecordError(f"{data.where}.columns.value: must be 2 to 26 distinct capital letters, not {columns!r:.40}")
    whole(settings["rows"].value, f"{data.where}.rows.value", 2, 26)
    if settings["rows"].value != len(columns):
        raise RecordError(f"{data.where}.rows.value: the board must be square: {len(columns)} columns, "
                          f"{settings['rows'].value} rows")
    for key, least in (("coins", 0), ("villages", 0), ("castles", 2), ("hand_size", 1), ("end_hand_limit", 0)):
        whole(settings[key].value, f"{data.where}.{key}.value", least, MAX_COUNT)
    if settings["end_hand_limit"].value > settings["hand_size"].value:
        raise RecordError(f"{data.where}.end_hand_limit.value: {settings['end_hand_limit'].value} is more than the "
                          f"hand size {settings['hand_size'].value}")
    pieces = settings["castles"].value + settings["villages"].value
    if settings["coins"].value < pieces:
        raise RecordError(f"{data.where}.coins.value: {settings['coins'].value} coins cannot lie on "
                          f"{settings['castles'].value} castles and {settings['villages'].value} villages at once")
    return MappingProxyType(settings)


SETTINGS = read_board(load("board.json"))
COLUMNS: str = SETTINGS["columns"].value
ROWS: int = SETTINGS["rows"].value
SIZE = len(COLUMNS)
FIELDS = SIZE * SIZE


def name(f: int) -> str:
    """The name of field ``f``, column letter then row number."""
    return f"{COLUMNS[f % SIZE]}{f // SIZE + 1}"


def field(text: str) -> int:
    """The field named ``text`` (``"C7"``, case-insensitive, ASCII only); NotationError if none."""
    t = text.strip().upper() if text.isascii() else ""  # no dotless 'ı' upper-cased to 'I', no '٧' read as 7
    if len(t) < 2 or t[0] not in COLUMNS or not is_number(t[1:]) or not 1 <= int(t[1:]) <= ROWS:
        raise NotationError(_("{text} is not a field: use a column {first}-{last} and a row 1-{rows}").format(
            text=repr(text), first=COLUMNS[0], last=COLUMNS[-1], rows=ROWS))
    return (int(t[1:]) - 1) * SIZE + COLUMNS.index(t[0])


def _neighbour(f: int, side: int) -> int:
    r, c = divmod(f, SIZE)
    r, c = (r - 1, c) if side == 0 else (r, c + 1) if side == 1 else (r + 1, c) if side == 2 else (r, c - 1)
    return r * SIZE + c if 0 <= r < SIZE and 0 <= c < SIZE else -1


def _border(f: int, side: int) -> int:
    r, c = divmod(f, SIZE)
    horizontal = SIZE * (SIZE + 1)
    if side == 0:
        return r * SIZE + c
    if side == 2:
        return (r + 1) * SIZE + c
    return horizontal + r * (SIZE + 1) + c + (1 if side == 1 else 0)


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(tuple(_neighbour(f, s) for s in range(4)) for f in range(FIELDS))
BORDER: tuple[tuple[int, ...], ...] = tuple(tuple(_border(f, s) for s in range(4)) for f in range(FIELDS))
BORDERS = 2 * SIZE * (SIZE + 1)
# For each border, the (field, side) pairs that touch it (one pair on the rim, two inside).
_AT: list[list[tuple[int, int]]] = [[] for _ in range(BORDERS)]
for _f in range(FIELDS):
    for _s in range(4):
        _AT[BORDER[_f][_s]].append((_f, _s))
SIDES_AT: tuple[tuple[tuple[int, int], ...], ...] = tuple(tuple(pairs) for pairs in _AT)
# For each border, the fields it touches.
FIELDS_AT: tuple[tuple[int, ...], ...] = tuple(tuple(f for f, _ in pairs) for pairs in SIDES_AT)


def border_name(b: int) -> str:
    """A border as text, e.g. ``C7/S`` (the south side of C7).

    >>> border_name(BORDER[field("C7")][2])
    'C7/S'
    """
    f, s = SIDES_AT[b][0]
    return f"{name(f)}/{'NESW'[s]}"


def _grid() -> nx.Graph:
    g = nx.Graph(name="Amber board")
    for f in range(FIELDS):
        g.add_node(name(f), row=f // SIZE + 1, column=COLUMNS[f % SIZE])
        for s in (1, 2):
            if NEIGHBOURS[f][s] >= 0:
                g.add_edge(name(f), name(NEIGHBOURS[f][s]))
    return nx.freeze(g)


GRID = _grid()
"""The fields and which touch which, as a frozen networkx graph."""
