"""An Amber position: a small immutable value.

The board is a tuple of 121 cells: ``EMPTY``, a tile's cell code (see
:mod:`amber.tiles`), or ``CASTLE + player``. Hands are sorted tuples of kind
names; the deck is a tuple, top first. The seed is kept so that every chance
event can be replayed. ``reach`` holds, per player, the borders that player can
travel to, and ``frontier`` the empty fields they can build on; both are derived
from the board (kept up to date move by move for speed) and excluded from
comparisons.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from amber.board import name
from tutor.data import load_json
from tutor.rules import RecordError

EMPTY = -1
CASTLE = 1000
COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b")
COLOUR_NAMES = ("red", "blue", "green", "orange", "purple", "brown")


@dataclass(frozen=True)
class Layout:
    """Where castles and villages stand (castle ``i`` in the layout list)."""

    name: str
    castles: tuple[int, ...]
    villages: tuple[int, ...]
    provenance: str
    source: str


def read_layouts() -> dict[int, tuple[Layout, ...]]:
    """The starting layouts per player count, from ``data/layouts.json``."""
    from amber.board import field

    data = load_json("amber", "layouts.json").child("layouts")
    out: dict[int, tuple[Layout, ...]] = {}
    for count, _ in data.obj.items():
        layouts = []
        for d in data.items(count):
            try:
                castles = tuple(field(x) for x in d.get("castles", list))
                villages = tuple(field(x) for x in d.get("villages", list))
            except (ValueError, TypeError) as err:
                raise d.fail(f"bad field: {err}") from None
            if len(castles) != int(count) or len(set(castles + villages)) != len(castles) + len(villages):
                raise d.fail(f"needs {count} castles and castles/villages on distinct fields")
            prov, source = d.get("provenance", str), d.get("source", str)
            layouts.append(Layout(d.get("name", str), castles, villages, prov, source))
        out[int(count)] = tuple(layouts)
    return out


LAYOUTS = read_layouts()


@dataclass(frozen=True)
class State:
    """One Amber position."""

    variant: str
    seed: int
    castles: tuple[int, ...]  # castle field of each player
    villages: tuple[int, ...]
    board: tuple[int, ...]
    coins_on: frozenset[int]  # castle and village fields whose coin is still on the board
    purse: tuple[int, ...]  # coins each player has taken
    coins_out: int  # coins discarded or left in the box
    hands: tuple[tuple[str, ...], ...]
    deck: tuple[str, ...]
    market: tuple[str, ...]
    specials: tuple[bool, ...]  # advanced variant: special shovel still unused
    discards: tuple[str, ...]
    player: int
    phase: str = "play"  # "play", "draw" (choosing draws in the advanced variant) or "over"
    draws: int = 0  # draws still owed in the draw phase
    passes: int = 0  # consecutive turns in which nobody could act
    winner: int | None = None  # the sudden-death winner
    turn: int = 1
    reach: tuple[frozenset[int], ...] = field(default=(), compare=False, repr=False)
    frontier: tuple[frozenset[int], ...] = field(default=(), compare=False, repr=False)  # empty fields in reach
    straights: frozenset[int] = field(default=frozenset(), compare=False, repr=False)  # fields with straight tiles
    cache: dict[str, Any] = field(default_factory=dict, compare=False, repr=False, hash=False)

    @property
    def players(self) -> int:
        return len(self.castles)

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def owner(self, f: int) -> int | None:
        """The player whose castle stands on ``f``, if any."""
        cell = self.board[f]
        return cell - CASTLE if cell >= CASTLE else None

    def evolve(self, changes: dict[str, Any] | None = None, /, **more: Any) -> State:
        """A copy with some fields changed, given as a dict and/or as keywords (caches are not carried over).

        Like ``dataclasses.replace`` but without re-running ``__init__``: the
        engine calls it for every move, and all fields are plain values.
        """
        new = object.__new__(State)
        attrs = new.__dict__
        attrs.update(self.__dict__)
        if changes:
            attrs.update(changes)
        attrs.update(more)
        attrs["cache"] = {}
        return new

    def view(self, viewer: int | None = None) -> dict[str, Any]:
        """What ``viewer`` may see (their own hand; only the sizes of the others'); ``None``: the teacher's full view.

        >>> import amber
        >>> v = amber.new_game(players=2, seed=1).state.view(0)
        >>> len(v["hands"]["red"]), v["hands"]["blue"]
        (6, '6 hidden tiles')
        """
        hands = {COLOUR_NAMES[p]: list(h) if viewer is None or viewer == p else f"{len(h)} hidden tiles"
                 for p, h in enumerate(self.hands)}
        return {
            "to_move": COLOUR_NAMES[self.player], "phase": self.phase, "turn": self.turn,
            "fields": {name(f): cell_text(c) for f, c in enumerate(self.board) if c != EMPTY},
            "coins_on_board": sorted(name(f) for f in self.coins_on),
            "coins": {COLOUR_NAMES[p]: n for p, n in enumerate(self.purse)},
            "hands": hands, "deck": len(self.deck), "face_up": list(self.market),
            "special_shovels": {COLOUR_NAMES[p]: s for p, s in enumerate(self.specials)},
        }

    def summary(self) -> str:
        """A one-line description for logs.

        >>> import amber
        >>> amber.new_game(players=2, seed=1).state.summary()
        'turn 1, red to play; deck 80, coins on board 10'
        """
        who = COLOUR_NAMES[self.player]
        what = {"play": "to play", "draw": "to draw", "over": "game over"}[self.phase]
        return f"turn {self.turn}, {who} {what}; deck {len(self.deck)}, coins on board {len(self.coins_on)}"


def cell_text(cell: int) -> str:
    """A board cell in words.

    >>> cell_text(CASTLE + 1), cell_text(9)
    ("blue's castle", 'curve r1')
    """
    from amber.tiles import kind_of

    if cell >= CASTLE:
        return f"{COLOUR_NAMES[cell - CASTLE]}'s castle"
    return f"{kind_of(cell).name} r{cell % 4}"


def check_layout(layout: Layout, players: int) -> None:
    """Refuse a layout that does not fit the player count."""
    if len(layout.castles) != players:
        raise RecordError(f"layout {layout.name}: {len(layout.castles)} castles for {players} players")


def field_list(fields: tuple[int, ...]) -> str:
    """Fields as names.

    >>> field_list((0, 12))
    'A1 B2'
    """
    return " ".join(name(f) for f in fields)
