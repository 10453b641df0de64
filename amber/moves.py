"""Amber's moves: small immutable values with a text notation that parses back.

>>> m = parse("curve C7 r1")
>>> m, m.kind, m.field, m.rot
(amber.parse('curve C7 r1'), 'curve', 68, 1)
>>> str(parse("straight c7 r2"))  # a two-way straight turned half round is the same tile
'straight C7 r0'
>>> str(parse("tee C7 r1 + bridge C8")), str(parse("shovel D5")), str(parse("special-shovel D5"))
('tee C7 r1 + bridge C8', 'shovel D5', 'special-shovel D5')
>>> str(parse("stuck curve")), str(parse("pass")), str(parse("draw deck")), str(parse("draw market tee"))
('stuck curve', 'pass', 'draw deck', 'draw market tee')
>>> parse("curve Z9")
Traceback (most recent call last):
...
tutor.rules.NotationError: 'Z9' is not a field: use a column A-K and a row 1-11
"""

from __future__ import annotations

from dataclasses import dataclass

from amber.board import FIELDS, field, name
from amber.tiles import KINDS, PLACEABLE, REPLACERS, canonical
from tutor.i18n import N_, _
from tutor.notation import is_number, plain
from tutor.rules import NotationError


class _Notation:
    """Moves show as the call that rebuilds them from their notation."""

    def __repr__(self) -> str:
        return f"amber.parse({str(self)!r})"


def _on_board(f: object) -> None:
    """Refuse a field number off the board (a move object built by hand; parsed fields are always on it)."""
    if not isinstance(f, int) or not 0 <= f < FIELDS:
        raise NotationError(_("{number} is not a field number: the fields are numbered 0-{last} (row * 11 + column)")
                            .format(number=repr(f), last=FIELDS - 1))


_PLACED, _REPLACER, _KIND = N_("a tile that is placed"), N_("a bridge or roundabout"), N_("a tile kind")
_ROTATION_RANGE = N_("rotation r{n} is out of range: use r0-r3 (quarter turns clockwise)")


def _kind(text: str, allowed: tuple[str, ...], what: str) -> str:
    """``text`` if it is one of ``allowed``; else NotationError saying it is not ``what`` (marked with ``N_``)."""
    if text not in allowed:
        raise NotationError(_("{word} is not {what}; use one of: {words}").format(
            word=repr(text), what=_(what), words=", ".join(allowed)))
    return text


@dataclass(frozen=True, repr=False)
class Place(_Notation):
    """Put a road or swamp tile from the hand on a field, turned ``rot`` quarter turns."""

    kind: str
    field: int
    rot: int = 0

    def __post_init__(self) -> None:
        _kind(self.kind, PLACEABLE, _PLACED)
        _on_board(self.field)
        if type(self.rot) is not int or not 0 <= self.rot <= 3:
            raise NotationError(_(_ROTATION_RANGE).format(n=self.rot), "amber.place.rotation")
        object.__setattr__(self, "rot", canonical(self.kind, self.rot))
        object.__setattr__(self, "_hash", hash((self.kind, self.field, self.rot)))

    def __hash__(self) -> int:  # placements are hashed often (legal-move sets); hash once
        return self._hash

    def __str__(self) -> str:
        text = self.__dict__.get("_text")
        if text is None:
            where = name(self.field)
            text = f"swamp {where}" if self.kind == "swamp" else f"{self.kind} {where} r{self.rot}"
            object.__setattr__(self, "_text", text)
        return text


@dataclass(frozen=True, repr=False)
class Rebuild(_Notation):
    """Place a road that runs into a straight tile's blank side, and swap that straight for a bridge or roundabout."""

    place: Place
    target: int
    replacer: str

    def __post_init__(self) -> None:
        _kind(self.replacer, REPLACERS, _REPLACER)
        if not isinstance(self.place, Place):
            raise NotationError(_("{move} is not a placement: a rebuild lays a tile first, e.g. {example}").format(
                move=repr(self.place), example="'tee C7 r1'"))
        _on_board(self.target)

    def __str__(self) -> str:
        return f"{self.place} + {self.replacer} {name(self.target)}"


@dataclass(frozen=True, repr=False)
class Dig(_Notation):
    """Use a shovel (or, in the advanced game, the special shovel) on a field."""

    field: int
    special: bool = False

    def __post_init__(self) -> None:
        _on_board(self.field)

    def __str__(self) -> str:
        return f"{'special-shovel' if self.special else 'shovel'} {name(self.field)}"


@dataclass(frozen=True, repr=False)
class Stuck(_Notation):
    """No tile can be played: discard a coin (if any) and this tile, then draw."""

    kind: str

    def __str__(self) -> str:
        return f"stuck {self.kind}"


@dataclass(frozen=True, repr=False)
class Pass(_Notation):
    """No tile can be played and the draw pile is empty (face-up tiles do not count)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, repr=False)
class Draw(_Notation):
    """Advanced game: draw from the deck (``kind`` None) or take a market tile of ``kind``."""

    kind: str | None = None

    def __str__(self) -> str:
        return "draw deck" if self.kind is None else f"draw market {self.kind}"


Move = Place | Rebuild | Dig | Stuck | Pass | Draw


def _place(words: list[str]) -> Place:
    if len(words) not in (2, 3):
        raise NotationError(_("{text}: write a placement as {form}, e.g. {example}").format(
            text=repr(" ".join(words)), form="'KIND FIELD rN'", example="'curve C7 r1'"))
    rot = 0
    if len(words) == 3:
        if not (words[2][:1] in "rR" and is_number(words[2][1:])):
            raise NotationError(_("{word} is not a rotation: write r0, r1, r2 or r3").format(word=repr(words[2])),
                                "amber.place.rotation")
        rot = int(words[2][1:])
    from amber.rules import place

    kind = _kind(words[0], PLACEABLE, _PLACED)
    if not 0 <= rot <= 3:
        raise NotationError(_(_ROTATION_RANGE).format(n=rot), "amber.place.rotation")
    return place(kind, field(words[1]), canonical(kind, rot))


def parse(text: str) -> Move:
    """A move from its notation; NotationError says what is wrong."""
    if not isinstance(text, str) or not text.strip():
        raise NotationError(_("empty move: write e.g. {examples} or {last}").format(
            examples="'curve C7 r1', 'shovel D5', 'stuck tee'", last="'pass'"))
    text = plain(text)
    if "+" in text:
        left, _plus, right = text.partition("+")
        words = right.split()
        if len(words) != 2:
            raise NotationError(_("{text}: write the replacement as {bridge} or {roundabout}").format(
                text=repr(right.strip()), bridge="'bridge FIELD'", roundabout="'roundabout FIELD'"))
        from amber.rules import rebuild

        return rebuild(_place(left.split()), field(words[1]), _kind(words[0], REPLACERS, _REPLACER))
    words = text.split()
    head = words[0].lower()
    if head in ("shovel", "special-shovel") and len(words) == 2:
        return Dig(field(words[1]), head == "special-shovel")
    if head == "stuck" and len(words) == 2:
        return Stuck(_kind(words[1], tuple(KINDS), _KIND))
    if head == "pass" and len(words) == 1:
        return Pass()
    if head == "draw" and words[1:] == ["deck"]:
        return Draw()
    if head == "draw" and len(words) == 3 and words[1] == "market":
        return Draw(_kind(words[2], tuple(KINDS), _KIND))
    if head in ("shovel", "special-shovel", "stuck", "pass", "draw"):
        raise NotationError(_("{text}: see the notation: {examples}").format(
            text=repr(text), examples="'shovel D5', 'stuck tee', 'pass', 'draw deck'"))
    return _place(words)
