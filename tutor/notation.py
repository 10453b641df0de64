"""What every game's move notation accepts: plain characters and short numbers.

Moves are typed text, so the parsers are strict about the characters they read.
The notation itself (keywords, field names, signs, numbers, spaces) is ASCII;
the only other characters allowed are letters in the names of places, which keep
the game's own spelling (``Münster`` in Thurn und Taxis, ``Orléans`` in La Loire).
A number is one to :data:`MAX_DIGITS` ASCII digits, ``0``-``9``: a superscript
``²`` or an Arabic-Indic ``٧`` is refused, not read as a digit.

>>> plain("curve C7 r1")
'curve C7 r1'
>>> plain("curve C\\u0667 r1")
Traceback (most recent call last):
...
tutor.rules.NotationError: 'curve C٧ r1': '٧' (U+0667) is not part of the notation: write moves in ASCII \
letters, digits 0-9, spaces and signs
>>> plain("route Mu\\u0308nster", names=True)  # decomposed umlauts are composed first
'route Münster'
>>> ascii_int("12", "the row"), ascii_int("-2", "the change", signed=True)
(12, -2)
>>> is_number("²"), is_number("1234"), is_number("+3"), is_number("+3", signed=True)
(False, False, False, True)
>>> ascii_int("007", "the level")
7
>>> ascii_int("1000", "the level")
Traceback (most recent call last):
...
tutor.rules.NotationError: the level must be a number written with the digits 0-9 (at most 3 of them), not '1000'
"""

from __future__ import annotations

import unicodedata

from tutor.i18n import _
from tutor.rules import NotationError
from tutor.schema import kind

MAX_DIGITS = 3
"""The most digits a number in a move may have (every count in the three games is far below 1000)."""

_ASCII_SPACE = frozenset(" \t\n\r\x0b\x0c")
_DIGITS = frozenset("0123456789")


def _allowed(ch: str, names: bool) -> bool:
    if ch.isascii():
        return ch.isprintable() or ch in _ASCII_SPACE
    return names and ch.isalpha()


def plain(text: str, *, names: bool = False, rule: str | None = None) -> str:
    """``text`` (composed to Unicode NFC) if every character belongs to the notation, else NotationError.

    The notation is printable ASCII and ASCII white space; with ``names`` also letters
    outside ASCII, for the names of places. Digits, signs and spaces must be ASCII
    either way. ``rule`` is the rule the error names (``None``: the game's notation rule).
    """
    if not isinstance(text, str):
        raise NotationError(_("a move is text, not {kind}").format(kind=kind(text)), rule)
    text = unicodedata.normalize("NFC", text)
    bad = next((ch for ch in text if not _allowed(ch, names)), None)
    if bad is None:
        return text
    shown = text if len(text) <= 60 else text[:57] + "..."
    letters = _("; names of places may also have accented letters") if names else ""
    raise NotationError(_("{text}: {char} ({code}) is not part of the notation: write moves in ASCII letters, digits "
                          "0-9, spaces and signs{letters}").format(
        text=repr(shown), char=repr(bad), code=f"U+{ord(bad):04X}", letters=letters), rule)


def is_number(word: str, max_digits: int = MAX_DIGITS, *, signed: bool = False) -> bool:
    """Whether ``word`` is 1 to ``max_digits`` ASCII digits, after one ``+`` or ``-`` when ``signed``."""
    if signed and word[:1] in ("+", "-"):
        word = word[1:]
    return 0 < len(word) <= max_digits and _DIGITS.issuperset(word)


def ascii_int(word: str, what: str, *, max_digits: int = MAX_DIGITS, signed: bool = False,
              rule: str | None = None) -> int:
    """The number ``word`` writes (see :func:`is_number`); NotationError saying ``what`` it should be if none."""
    if not is_number(word, max_digits, signed=signed):
        text = (_("{what} must be a sign + or - and a number written with the digits 0-9 (at most {n} of them), "
                  "not {word}") if signed else
                _("{what} must be a number written with the digits 0-9 (at most {n} of them), not {word}"))
        raise NotationError(text.format(what=what, n=max_digits, word=repr(word)), rule)
    return int(word)
