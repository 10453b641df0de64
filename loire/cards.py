"""La Loire's cards: characters, palaces and messages, read once from ``data/cards.json``, checked, frozen.

>>> len(CHARACTERS), sum(c.copies_for(4) for c in CHARACTERS.values())
(29, 61)
>>> c = CHARACTERS["Witch"]
>>> (c.colour.value, c.cost.value, c.vp.value, c.rule_id)
('green', 3, 1, 'loire.character.witch')
>>> CHARACTERS["Judge"].message_type.value, CHARACTERS["Banker"].copies_for(3)
('law', 3)
>>> len(PALACES), sum(p.copies for p in PALACES.values()), PALACES["Bank", "Nantes"].cost
(8, 16, 4)
>>> [(m.level, m.price.value, m.cards.value, m.vp.value) for m in MESSAGES.values()]
[(1, 1, 18, 1), (2, 2, 14, 3), (3, 3, 14, 5), (4, 4, 8, 4)]
>>> MESSAGES[2].deck[0]
MessageCard(level=2, target=('blue', 'yellow'), type='love')
>>> supply(2)["Mayor"], supply(2)["Spy"], supply(3)["Spy"], sum(supply(1).values())
(2, 1, 2, 29)

Every value says where it comes from (``provenance`` is ``rulebook`` or ``reconstructed``);
a malformed file is refused with a :class:`tutor.rules.RecordError` naming the file, the key and the problem.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from loire.board import BOARD, CITIES, COMPONENTS, Board, Components, _count, load, sourced
from loire.rulebook import RULES
from tutor.data import Data, Sourced, whole
from tutor.rules import RecordError

CHARACTER_COLOURS = ("yellow", "red", "green", "blue")
PLAYER_COUNTS = ("1", "2", "3", "4")
TARGET_KEYS = ("villages", "colours", "cities")
PALACE_KINDS = ("Ducal Palace", "Palatium Balivi", "Post Office", "Bank")
"""The palaces whose effects the rules implement."""


def slug(name: str) -> str:
    """The rule-id slug of a card name.

    >>> slug("Lady-in-waiting"), slug("City Guard")
    ('lady-in-waiting', 'city-guard')
    """
    return "-".join(name.lower().split())


@dataclass(frozen=True)
class Character:
    name: str
    colour: Sourced
    cost: Sourced
    vp: Sourced
    copies: Sourced  # value: player count ("1".."4") -> cards in play
    message_type: Sourced | None = None  # blue characters only
    vp_per_message: Sourced | None = None  # blue characters only

    @property
    def rule_id(self) -> str:
        return f"loire.character.{slug(self.name)}"

    def copies_for(self, players: int) -> int:
        return self.copies.value[str(players)]


@dataclass(frozen=True)
class Palace:
    kind: str
    city: str
    cost: int
    vp: int
    copies: int
    source: Mapping[str, Sourced]  # the sourced numbers it was built from


@dataclass(frozen=True)
class MessageCard:
    level: int
    target: str | tuple[str, ...]  # a village (level 1), shield colours (2, 3) or a city (4)
    type: str


@dataclass(frozen=True)
class MessageLevel:
    level: int
    price: Sourced
    cards: Sourced
    vp: Sourced
    target_kind: str  # "villages", "colours" or "cities"
    targets: Sourced
    pays_market_price: bool
    deck: tuple[MessageCard, ...]


def _character(name: str, d: Data, types: tuple[str, ...]) -> Character:
    blue_keys = ("message_type", "vp_per_message")
    if f"loire.character.{slug(name)}" not in RULES:
        raise RecordError(f"{d.where}: the rules know no character {name!r:.40} (no rule loire.character."
                          f"{slug(name)})")
    d.only(("colour", "cost", "vp", "copies", *blue_keys))
    colour = sourced(d, "colour", str)
    if colour.value not in CHARACTER_COLOURS:
        raise RecordError(f"{d.where}.colour.value: character {name}: {colour.value!r} is not one of "
                          f"{CHARACTER_COLOURS}")
    copies = sourced(d, "copies", dict)
    if tuple(copies.value) != PLAYER_COUNTS:
        raise RecordError(f"{d.where}.copies.value: character {name}: must give copies for the player counts "
                          f"{list(PLAYER_COUNTS)} in order, not {list(copies.value)}")
    for players, n in copies.value.items():
        whole(n, f"{d.where}.copies.value.{players}", 1)
    blue = colour.value == "blue"
    extra = None, None
    if blue:
        kind = sourced(d, "message_type", str)
        if kind.value not in types:
            raise RecordError(f"{d.where}.message_type.value: character {name}: {kind.value!r} is not a message "
                              f"type (one of {types})")
        extra = kind, _count(d, "vp_per_message", 1)
    elif any(k in d.obj for k in blue_keys):
        raise d.fail(f"character {name}: only blue characters have message_type and vp_per_message")
    return Character(name, colour, _count(d, "cost"), _count(d, "vp"), copies, *extra)


def _palaces(d: Data, components: Components) -> Mapping[tuple[str, str], Palace]:
    d.only(("kinds", "cities", "copies", "cost", "vp"))
    kinds, cities = sourced(d, "kinds", list), sourced(d, "cities", list)
    if len(set(kinds.value)) != len(kinds.value) or not all(isinstance(k, str) and k for k in kinds.value):
        raise RecordError(f"{d.where}.kinds.value: must be distinct names, not {list(kinds.value)}")
    for i, kind in enumerate(kinds.value):
        if kind not in PALACE_KINDS:
            raise RecordError(f"{d.where}.kinds.value[{i}]: the rules know no palace {kind!r:.40} "
                              f"(they know {', '.join(PALACE_KINDS)})")
    if tuple(cities.value) != CITIES:
        raise RecordError(f"{d.where}.cities.value: must be {list(CITIES)}, not {list(cities.value)}")
    numbers = {"copies": _count(d, "copies", 1), "cost": _count(d, "cost"), "vp": _count(d, "vp")}
    theirs = components.palaces
    for key, other in (("kinds", "kinds"), ("cost", "deniers"), ("vp", "vp"), ("copies", "copies_per_city")):
        mine = kinds.value if key == "kinds" else numbers[key].value
        if mine != theirs[other].value:
            raise RecordError(f"{d.where}.{key}.value: {mine!r} disagrees with components.json palaces.{other} "
                              f"({theirs[other].value!r})")
    source = MappingProxyType({"kinds": kinds, "cities": cities, **numbers})
    return MappingProxyType({(k, c): Palace(k, c, numbers["cost"].value, numbers["vp"].value,
                                            numbers["copies"].value, source)
                             for k in kinds.value for c in cities.value})


def _colour_set(d: Data, i: int, card: Any, level: int, known: tuple[str, ...]) -> tuple[str, ...]:
    """One card's shield colours: ``level`` different colours of the board."""
    where = f"{d.where}.colours.value[{i}]"
    if not isinstance(card, (list, tuple)) or len(card) != level or len(set(card)) != level:
        shown = list(card) if isinstance(card, tuple) else card
        raise RecordError(f"{where}: a level-{level} card shows {level} different colours, not {shown!r}")
    for colour in card:
        if colour not in known:
            raise RecordError(f"{where}: {colour!r} is not a shield colour (one of {list(known)})")
    return tuple(card)


def _level(level: int, d: Data, types: tuple[str, ...], board: Board, known: tuple[str, ...]) -> MessageLevel:
    d.only(("price", "cards", "vp", "pays_market_price", *TARGET_KEYS))
    price, cards, vp = _count(d, "price", 1), _count(d, "cards", 1), _count(d, "vp")
    if price.value != level:
        raise RecordError(f"{d.where}.price.value: a level-{level} message costs {level} (a denier per level), "
                          f"not {price.value}")
    given = [k for k in TARGET_KEYS if k in d.obj]
    if len(given) != 1:
        raise d.fail(f"needs exactly one of {', '.join(TARGET_KEYS)} to name the targets, not {given}")
    kind = given[0]
    if kind == "villages":
        targets = sourced(d, kind, list)
        for i, name in enumerate(targets.value):
            if name not in board.village_info:
                raise RecordError(f"{d.where}.villages.value[{i}]: {name!r} is not a village of the board "
                                  "(board.json)")
            if targets.value.index(name) != i:
                raise RecordError(f"{d.where}.villages.value[{i}]: {name!r} is listed twice")
        aims: list[str | tuple[str, ...]] = list(targets.value)
    elif kind == "colours":
        targets = sourced(d, kind, list)
        aims = [_colour_set(d, i, card, level, known) for i, card in enumerate(targets.value)]
        if len({frozenset(a) for a in aims}) != len(aims):
            raise RecordError(f"{d.where}.colours.value: two cards show the same colours")
    else:
        targets = sourced(d, kind, dict)
        for city, n in targets.value.items():
            if city not in CITIES:
                raise RecordError(f"{d.where}.cities.value: {city!r} is not a city (one of {CITIES})")
            if isinstance(n, bool) or not isinstance(n, int) or n < 1:
                raise RecordError(f"{d.where}.cities.value.{city}: must be a whole number of at least 1, not {n!r}")
        aims = [city for city, n in targets.value.items() for _ in range(n)]
    if len(aims) != cards.value:
        raise RecordError(f"{d.where}.cards.value: {cards.value} cards, but the {kind} give {len(aims)}")
    pays = sourced(d, "pays_market_price", bool).value if "pays_market_price" in d.obj else False
    deck = tuple(MessageCard(level, aim, types[i % len(types)]) for i, aim in enumerate(aims))
    return MessageLevel(level, price, cards, vp, kind, targets, pays, deck)


@dataclass(frozen=True, eq=False, repr=False)
class Cards:
    characters: Mapping[str, Character]
    palaces: Mapping[tuple[str, str], Palace]
    message_types: Sourced
    messages: Mapping[int, MessageLevel]

    def __repr__(self) -> str:
        return (f"Cards({len(self.characters)} characters, {len(self.palaces)} palaces, "
                f"{sum(m.cards.value for m in self.messages.values())} messages)")


def read_cards(data: Data, board: Board = BOARD, components: Components = COMPONENTS) -> Cards:
    """The cards of a cards data file, checked against the board and components; refuses anything inconsistent."""
    data.only(("about", "characters", "palaces", "messages"))
    messages = data.child("messages")
    messages.only(("types", "levels"))
    types = sourced(messages, "types", list)
    if not types.value or len(set(types.value)) != len(types.value):
        raise RecordError(f"{messages.where}.types.value: must be distinct type names, not {list(types.value)}")
    top = data.child("characters")
    characters = {name: _character(name, top.child(name), types.value) for name in top.obj}
    blue = {c.message_type.value: c.name for c in characters.values() if c.message_type is not None}
    if sorted(blue) != sorted(types.value) or len(blue) != len(types.value):
        raise RecordError(f"{top.where}: the blue characters must have one message type each, covering "
                          f"{list(types.value)}, not {sorted(blue)}")
    levels = messages.child("levels")
    if tuple(levels.obj) != ("1", "2", "3", "4"):
        raise RecordError(f"{levels.where}: must give the levels ['1', '2', '3', '4'] in order, not "
                          f"{list(levels.obj)}")
    known = tuple(components.colours.value)
    levels_read = {int(k): _level(int(k), levels.child(k), types.value, board, known) for k in levels.obj}
    return Cards(MappingProxyType(characters), _palaces(data.child("palaces"), components), types,
                 MappingProxyType(levels_read))


def read(folder: Path | None = None) -> Cards:
    """Load and check ``cards.json`` from ``folder`` (default: this package's ``data/``)."""
    return read_cards(load("cards.json", folder))


CARDS: Cards = read()
CHARACTERS: Mapping[str, Character] = CARDS.characters
PALACES: Mapping[tuple[str, str], Palace] = CARDS.palaces
MESSAGES: Mapping[int, MessageLevel] = CARDS.messages


def supply(players: int) -> Mapping[str, int]:
    """The character cards in play for ``players`` players: name -> copies, frozen.

    >>> supply(5)
    Traceback (most recent call last):
    ...
    ValueError: La Loire plays 1-4 players, not 5
    """
    if str(players) not in PLAYER_COUNTS:
        raise ValueError(f"La Loire plays 1-4 players, not {players}")
    return MappingProxyType({name: c.copies_for(players) for name, c in CHARACTERS.items()})
