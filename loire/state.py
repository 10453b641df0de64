"""A La Loire position: small immutable values.

A :class:`State` holds the board (shields, market, circus, loose horses,
buildings), the supplies, the four message decks (top first), every
:class:`Player` and the :class:`Turn` in progress. Places are names
(``"Nantes"``, ``"Saumur"``); a message card is named by its code
(:func:`card_code`): the village of a level-1 card, the colours of a level-2
or level-3 card joined by ``+``, the city and type of a level-4 card.

>>> import loire
>>> s = loire.new_game(players=2, seed=1).state
>>> s.players[0].merchant, s.players[0].money, len(s.players[0].hand)
(Piece(place='Nantes', toward=None, horses=2), 7, 1)
>>> sum(s.loose), s.circus, s.turn
(6, 'Ussé', Turn())
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from loire.board import BOARD, CITIES, COMPONENTS, ROADS
from loire.cards import CHARACTERS, MESSAGES, PALACES, MessageCard
from tutor.game import evolved
from tutor.i18n import _, ngettext, pgettext

PIECES = ("merchant", "messenger")
GOODS = tuple(COMPONENTS.goods)
"""wood, grain, cheese, wine, beer: the order of every goods tuple."""
VILLAGE_GOODS = tuple(g for g in GOODS if COMPONENTS.goods[g].sold_at == "village")
COLOURS = tuple(COMPONENTS.colours.value)
PRICES = COMPONENTS.market_prices
CIRCUS_SPACE: int = COMPONENTS.market["circus_space"].value
CIRCUS_DISCOUNT: int = COMPONENTS.market["circus_discount"].value
MIN_PRICE: int = COMPONENTS.market["minimum_price"].value
MONEY = {k: v.value for k, v in COMPONENTS.money.items()}
BUILDINGS = ("farm", "monastery", "castle")
PALACE_KINDS: tuple[str, ...] = tuple(COMPONENTS.palaces["kinds"].value)
CHARACTER_NAMES = tuple(CHARACTERS)
PLAYER_COLOURS = ("red", "blue", "green", "yellow")
HAND_LIMIT, MAYOR_HAND_LIMIT = 2, 4
MAX_HORSES, SCOUT_HORSES = 2, 3
VILLAGES: tuple[str, ...] = tuple(v for road in ROADS for v in BOARD.villages[road])
PLACES: tuple[str, ...] = (*CITIES, *VILLAGES)
PLACE_INDEX: Mapping[str, int] = MappingProxyType({p: i for i, p in enumerate(PLACES)})
VILLAGE_INDEX: Mapping[str, int] = MappingProxyType({v: i for i, v in enumerate(VILLAGES)})
ROAD_OF: Mapping[str, str] = MappingProxyType({v: BOARD.positions[v][0] for v in VILLAGES})


def card_code(card: MessageCard) -> str:
    """The short name of a message card.

    >>> [card_code(MESSAGES[level].deck[0]) for level in (1, 2, 3, 4)]
    ['Ancenis', 'blue+yellow', 'blue+yellow+red', 'Nantes.love']
    """
    if card.level == 4:
        return f"{card.target}.{card.type}"
    return card.target if isinstance(card.target, str) else "+".join(card.target)


CARDS: Mapping[str, MessageCard] = MappingProxyType(
    {card_code(c): c for level in MESSAGES.values() for c in level.deck})
"""Every message card by its code."""


def _ahead() -> Mapping[tuple[str, str], tuple[str, ...]]:
    """The places ahead of a piece: from a city along a road, or from a village toward a city."""
    out: dict[tuple[str, str], tuple[str, ...]] = {}
    for road in ROADS:
        line = (CITIES[0], *BOARD.villages[road], CITIES[1])
        out[CITIES[0], road] = line[1:]
        out[CITIES[1], road] = tuple(reversed(line[:-1]))
        for i in range(1, len(line) - 1):
            out[line[i], CITIES[1]] = line[i + 1:]
            out[line[i], CITIES[0]] = tuple(reversed(line[:i]))
    return MappingProxyType(out)


AHEAD = _ahead()
"""``AHEAD[place, road or city]``: the places a piece passes, in order, up to and including the next city.

>>> AHEAD["Nantes", "south"][:3], AHEAD["Saumur", "Nantes"]
(('Champtoceaux', 'Saumur', 'Montsoreau'), ('Champtoceaux', 'Nantes'))
"""


@dataclass(frozen=True, slots=True)
class Piece:
    """A merchant or messenger: where it stands, the city it is heading for (None in a city), its horses."""

    place: str
    toward: str | None = None
    horses: int = 0

    def __str__(self) -> str:
        if self.toward:
            return ngettext("{place} toward {city} with {n} horse", "{place} toward {city} with {n} horses",
                            self.horses).format(place=self.place, city=self.toward, n=self.horses)
        return ngettext("{place} with {n} horse", "{place} with {n} horses", self.horses).format(place=self.place,
                                                                                                 n=self.horses)


@dataclass(frozen=True)
class Player:
    """Everything one player owns. ``goods`` counts follow :data:`GOODS`; ``progress[i]`` lists the villages
    where cubes mark progress for ``hand[i]``."""

    merchant: Piece
    messenger: Piece
    money: int = 7
    goods: tuple[int, ...] = (0,) * len(GOODS)
    boat: int = 0
    characters: frozenset[str] = frozenset()
    palaces: frozenset[tuple[str, str]] = frozenset()
    hand: tuple[str, ...] = ()
    progress: tuple[tuple[str, ...], ...] = ()
    delivered: tuple[str, ...] = ()

    def piece(self, name: str) -> Piece:
        return self.merchant if name == "merchant" else self.messenger

    def has(self, character: str) -> bool:
        return character in self.characters

    def good(self, good: str) -> int:
        return self.goods[GOODS.index(good)]

    @property
    def cubes_used(self) -> int:
        return sum(len(p) for p in self.progress)

    def evolve(self, **changes: Any) -> Player:
        """A copy with some fields changed."""
        return evolved(self, changes)


@dataclass(frozen=True)
class Turn:
    """What has happened so far in the turn in progress.

    ``moved``: pieces that have moved, in order; ``acting``: the piece that may act now (the last one moved);
    ``did``: what it did at this stop (``"buy"``, ``"hire"``, ``"trade"``, ``"deliver"``, ``"message"``);
    ``messages``: messages bought at this stop; ``pending``: villages the circus may move to (a choice to make).
    """

    moved: tuple[str, ...] = ()
    acting: str | None = None
    did: str | None = None
    bought: bool = False
    hires: int = 0
    buildings: int = 0
    boat: bool = False
    messages: int = 0
    delivered: bool = False
    smith: bool = False
    pending: tuple[str, ...] = ()
    new_palaces: frozenset[tuple[str, str]] = frozenset()

    def evolve(self, **changes: Any) -> Turn:
        """A copy with some fields changed."""
        return evolved(self, changes)

    def __repr__(self) -> str:
        changed = [f"{f}={getattr(self, f)!r}" for f in self.__dataclass_fields__
                   if getattr(self, f) != getattr(_FRESH, f)]
        return f"Turn({', '.join(changed)})"


_FRESH = Turn()


@dataclass(frozen=True)
class State:
    """A La Loire position. ``over`` is set when the game has ended."""

    variant: str
    seed: int
    players: tuple[Player, ...]
    player: int
    start: int
    shields: tuple[str, ...]  # per village, in VILLAGES order
    market: tuple[str, ...]  # colours, left (cheap) to right
    circus: str | None  # the circus village (None in the casual game)
    loose: tuple[int, ...]  # loose horses per place, in PLACES order
    buildings: tuple[tuple[int, str] | None, ...]  # per village: (owner, kind) or None
    goods: tuple[int, ...]  # supply, in GOODS order
    characters: tuple[int, ...]  # copies left, in CHARACTER_NAMES order
    palaces: tuple[int, ...]  # copies left, in PALACES order
    decks: tuple[tuple[str, ...], ...]  # levels 1-4, top first
    turn: Turn = _FRESH
    rounds: int = 0  # completed rounds
    turns: int = 0  # completed turns
    final: tuple[int, ...] | None = None  # players still owed their last turn, once the end is triggered
    trigger: int | None = None
    over: bool = False
    cache: dict[str, Any] = field(default_factory=dict, compare=False, repr=False, hash=False)

    def evolve(self, **changes: Any) -> State:
        """A copy with some fields changed (caches are not carried over)."""
        return evolved(self, changes)

    @property
    def me(self) -> Player:
        return self.players[self.player]

    @property
    def count(self) -> int:
        return len(self.players)

    @property
    def casual(self) -> bool:
        return self.variant == "casual"

    def shield(self, village: str) -> str:
        return self.shields[VILLAGE_INDEX[village]]

    def price(self, colour: str) -> int:
        """The market price of a shield colour now."""
        return PRICES[self.market.index(colour)]

    def building(self, village: str) -> tuple[int, str] | None:
        return self.buildings[VILLAGE_INDEX[village]] if village in VILLAGE_INDEX else None

    def horses_at(self, place: str) -> int:
        return self.loose[PLACE_INDEX[place]]

    def goal(self) -> int:
        """The river space that ends the game."""
        return BOARD.end_space(self.count)

    def palace_works(self, p: int, kind: str, city: str) -> bool:
        """Whether player ``p``'s palace ``kind`` in ``city`` works now (owned, and not bought this turn)."""
        key = (kind, city)
        return key in self.players[p].palaces and not (p == self.player and key in self.turn.new_palaces)

    def built(self, p: int) -> dict[str, int]:
        """Player ``p``'s buildings on the board, by kind."""
        out = dict.fromkeys(BUILDINGS, 0)
        for b in self.buildings:
            if b is not None and b[0] == p:
                out[b[1]] += 1
        return out

    def summary(self) -> str:
        if self.over:
            return _("game over after {n} turns").format(n=self.turns)
        moved = ", ".join(pgettext("piece", p) for p in self.turn.moved) or _("nothing moved yet")
        return _("{player} to play (turn {n}; {moved})").format(player=pgettext("colour", PLAYER_COLOURS[self.player]),
                                                                n=self.turns + 1, moved=moved)


PALACE_KEYS: tuple[tuple[str, str], ...] = tuple(PALACES)

