"""An Amber position: a small immutable value.

The board is a tuple of 121 cells: ``EMPTY``, a tile's cell code (see
:mod:`amber.tiles`), or ``CASTLE + player``. Hands are sorted tuples of kind
names; the deck is a tuple, top first. The seed is kept so that every chance
event can be replayed. ``reach`` holds, per player, the borders that player can
travel to, and ``straights`` the fields holding a straight tile; both are derived
from the board (kept up to date move by move for speed) and excluded from
comparisons. The empty fields a player may build on (their *frontier*) are worked
out from ``reach`` when they are asked for (:func:`amber.reach.reachable_fields`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from typing import Any

from amber.board import SETTINGS, field, load, name
from tutor.data import Data, Sourced, provenance_of
from tutor.game import evolved
from tutor.i18n import _, player
from tutor.rules import NotationError, RecordError

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


LAYOUT_KEYS = ("name", "castles", "villages", "provenance", "source")
LAYOUT_PROVENANCES = ("rulebook", "reconstructed")


def _fields(d: Data, key: str) -> tuple[int, ...]:
    out = []
    for i, text in enumerate(d.get(key, list)):
        try:
            if not isinstance(text, str):
                raise NotationError(f"{text!r:.20} is not a field name like 'C7'")
            out.append(field(text))
        except NotationError as err:
            raise RecordError(f"{d.where}.{key}[{i}]: {err}") from None
    return tuple(out)


def read_layouts(data: Data, settings: Mapping[str, Sourced] = SETTINGS) -> dict[int, tuple[Layout, ...]]:
    """The starting layouts per player count, from a layouts data file, checked against the board's numbers
    (as many castles as players, at most the castles and villages in the box, all on distinct fields).

    >>> layouts = load("layouts.json").obj["layouts"]
    >>> one_castle = dict(layouts["2"][0], castles=["C6"])
    >>> read_layouts(Data({"layouts": {**layouts, "2": [one_castle]}}, "layouts.json"))
    Traceback (most recent call last):
    ...
    tutor.rules.RecordError: layouts.json.layouts.2[0].castles: 2 players need 2 castles, not 1
    """
    data.only(("about", "layouts"))
    top = data.child("layouts")
    most = min(settings["castles"].value, len(COLOUR_NAMES))
    missing = [str(n) for n in range(2, most + 1) if str(n) not in top.obj]
    if missing:
        raise RecordError(f"{top.where}: no layout for {', '.join(missing)} players (the game is for 2-{most})")
    out: dict[int, tuple[Layout, ...]] = {}
    for count in top.obj:
        if count not in tuple(str(n) for n in range(2, most + 1)):
            raise RecordError(f"{top.where}: {count!r:.20} is not a player count 2-{most}")
        layouts = []
        for d in top.items(count):
            d.only(LAYOUT_KEYS)
            castles, villages = _fields(d, "castles"), _fields(d, "villages")
            if len(castles) != int(count):
                raise RecordError(f"{d.where}.castles: {count} players need {count} castles, not {len(castles)}")
            if len(villages) > settings["villages"].value:
                raise RecordError(f"{d.where}.villages: {len(villages)} villages, but the box holds "
                                  f"{settings['villages'].value} (board.json villages)")
            spots = castles + villages
            for i, f in enumerate(spots):
                if f in spots[:i]:
                    key, j = ("castles", i) if i < len(castles) else ("villages", i - len(castles))
                    raise RecordError(f"{d.where}.{key}[{j}]: {name(f)} already holds a castle or village")
            title = d.get("name", str)
            if not title.strip():
                raise RecordError(f"{d.where}.name: a layout needs a name")
            layout = Layout(title, castles, villages, *provenance_of(d, LAYOUT_PROVENANCES))
            if any(x.name == layout.name for x in layouts):
                raise RecordError(f"{d.where}.name: layout {layout.name!r} is listed twice")
            layouts.append(layout)
        if not layouts:
            raise RecordError(f"{top.where}.{count}: give at least one layout")
        out[int(count)] = tuple(layouts)
    return out


LAYOUTS = read_layouts(load("layouts.json"))


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
    # False once two or more players were connected to every village and castle at the same moment: from then on
    # nobody wins by sudden death, and the game goes on to its normal end (amber.end.simultaneous)
    sudden_death: bool = True
    reach: tuple[frozenset[int], ...] = dataclass_field(default=(), compare=False, repr=False)
    # the fields with straight tiles
    straights: frozenset[int] = dataclass_field(default=frozenset(), compare=False, repr=False)
    cache: dict[str, Any] = dataclass_field(default_factory=dict, compare=False, repr=False, hash=False)

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

        Like ``dataclasses.replace`` but without re-running ``__init__`` (:func:`tutor.game.evolved`): the
        engine calls it for every move, and all fields are plain values.
        """
        if changes is None:
            return evolved(self, more)
        return evolved(self, {**changes, **more} if more else changes)

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
            "sudden_death": self.sudden_death,
        }

    def summary(self) -> str:
        """A one-line description for logs.

        >>> import amber
        >>> amber.new_game(players=2, seed=1).state.summary()
        'turn 1, red to play; deck 80, coins on board 10'
        """
        what = {"play": _("turn {turn}, {player} to play"), "draw": _("turn {turn}, {player} to draw"),
                "over": _("turn {turn}, {player} game over")}[self.phase]
        return what.format(turn=self.turn, player=player(COLOUR_NAMES[self.player])) + "; " + _(
            "deck {deck}, coins on board {coins}").format(deck=len(self.deck), coins=len(self.coins_on))


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
