"""Thurn und Taxis moves: small immutable values with a text notation that parses back.

A turn is a few small moves: draw (one card, a second with the Postmaster),
play (one card, a second with the Postal Carrier), perhaps close the route, keep
the hand to the limit, end the turn.

>>> [str(parse(t)) for t in ["draw Bremen", "draw deck", "administrator", "route Halle", "route Berlin start"]]
['draw Bremen', 'draw deck', 'administrator', 'route Halle', 'route Berlin start']
>>> [str(parse(t)) for t in ["horse Cölln", "scrap route", "close Berlin Halle Münster", "discard Weimar", "end"]]
['horse Cölln', 'scrap route', 'close Berlin Halle Münster', 'discard Weimar', 'end']
>>> str(parse("close Ulm Stuttgart with cartwright")), str(parse("close Ulm Stuttgart With Cartwright"))
('close Stuttgart Ulm with cartwright', 'close Stuttgart Ulm with cartwright')
>>> parse("route")
Traceback (most recent call last):
...
tutor.rules.NotationError: 'route': write 'route CITY', 'route CITY start' or 'route CITY end'
"""

from __future__ import annotations

import reprlib
from dataclasses import dataclass

from tutor.i18n import N_, _
from tutor.notation import ascii_int, plain
from tutor.rules import NotationError


class _Notation:
    """Moves show as the call that rebuilds them from their notation."""

    def __repr__(self) -> str:
        return f"taxis.parse({str(self)!r})"


@dataclass(frozen=True, repr=False)
class Draw(_Notation):
    """Take a face-up card (``city``) or the top of the deck (``city`` None)."""

    city: str | None = None

    def __str__(self) -> str:
        return f"draw {self.city or 'deck'}"


@dataclass(frozen=True, repr=False)
class Administrator(_Notation):
    """Use the Administrator: replace all six face-up cards (before drawing)."""

    def __str__(self) -> str:
        return "administrator"


@dataclass(frozen=True, repr=False)
class Route(_Notation):
    """Lay ``city`` from the hand at the ``start`` or ``end`` of the route (``end`` when there is no route yet)."""

    city: str
    at: str = "end"

    def __post_init__(self) -> None:
        if self.at not in ("start", "end"):
            raise NotationError(_("{word}: a card goes at the route's {start} or {end}").format(
                word=repr(self.at), start="'start'", end="'end'"))

    def __str__(self) -> str:
        return f"route {self.city}" if self.at == "end" else f"route {self.city} start"


@dataclass(frozen=True, repr=False)
class Horse(_Notation):
    """Glanz und Gloria: lay ``city`` face down before the carriage, as horses."""

    city: str

    def __str__(self) -> str:
        return f"horse {self.city}"


@dataclass(frozen=True, repr=False)
class Scrap(_Notation):
    """Throw away the whole route: no card in hand can extend it."""

    def __str__(self) -> str:
        return "scrap route"


@dataclass(frozen=True, repr=False)
class Close(_Notation):
    """Close the route, placing houses on ``cities`` (sorted); ``cartwright``: the route counts 2 longer."""

    cities: tuple[str, ...]
    cartwright: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.cities, (tuple, list)) or not all(isinstance(c, str) for c in self.cities):
            raise NotationError(_("{value} is not a list of city names").format(value=reprlib.repr(self.cities)))
        object.__setattr__(self, "cities", tuple(sorted(self.cities)))

    def __str__(self) -> str:
        tail = " with cartwright" if self.cartwright else ""
        return "close" + "".join(f" {c}" for c in self.cities) + tail


@dataclass(frozen=True, repr=False)
class Discard(_Notation):
    """Discard ``city`` from the hand (down to the hand limit at the end of the turn)."""

    city: str

    def __str__(self) -> str:
        return f"discard {self.city}"


@dataclass(frozen=True, repr=False)
class End(_Notation):
    """End the turn."""

    def __str__(self) -> str:
        return "end"


Move = Draw | Administrator | Route | Horse | Scrap | Close | Discard | End

_HELP = {  # read through ``_``; the notation in quotes stays as it is
    "draw": N_("write 'draw CITY' (a face-up card) or 'draw deck'"),
    "route": N_("write 'route CITY', 'route CITY start' or 'route CITY end'"),
    "horse": N_("write 'horse CITY'"),
    "discard": N_("write 'discard CITY'"),
    "close": N_("write 'close CITY CITY ...' (the cities that get houses), optionally ending 'with cartwright'"),
}


def parse(text: str) -> Move:
    """A move from its notation; NotationError says what is wrong. City names are checked by the rules."""
    if not isinstance(text, str) or not text.strip():
        raise NotationError(_("empty move: write e.g. {examples} or {last}").format(
            examples="'draw deck', 'route Ulm', 'close Ulm Stuttgart'", last="'end'"))
    words = plain(text, names=True).split()
    head, rest = words[0].lower(), words[1:]
    for word in rest:  # a Glanz und Gloria card is CITY:N, N the horses on its back
        if ":" in word:
            ascii_int(word.partition(":")[2], _("{text}: the horses on the card {card}").format(
                text=repr(text), card=repr(word)))
    if head == "draw" and len(rest) == 1:
        return Draw(None if rest[0] == "deck" else rest[0])
    if head == "route" and len(rest) in (1, 2):
        return Route(rest[0], rest[1] if len(rest) == 2 else "end")
    if head in ("horse", "discard") and len(rest) == 1:
        return Horse(rest[0]) if head == "horse" else Discard(rest[0])
    if head == "close":
        cartwright = [w.lower() for w in rest[-2:]] == ["with", "cartwright"]  # 'with Cartwright' too
        return Close(tuple(rest[:-2] if cartwright else rest), cartwright)
    if (head, rest) in (("administrator", []), ("end", []), ("scrap", ["route"])):
        return {"administrator": Administrator(), "end": End(), "scrap": Scrap()}[head]
    moves = "draw, administrator, route, horse, scrap route, close, discard, end"
    advice = _(_HELP[head]) if head in _HELP else _("not a move: moves are {moves}").format(moves=moves)
    raise NotationError(f"{text!r}: {advice}")
