"""A small declarative checker for JSON-shaped values: records, their options and scenarios.

A schema is built from a few parts: :class:`Int` (a whole number in a range), :class:`Str`
(text, optionally one of some choices), :class:`Bool`, :class:`Opt` (or ``null``),
:class:`List` (items of one schema; a length range), :class:`Tuple` (a fixed row),
:class:`Obj` (named fields, unknown keys refused), :class:`Map` (free keys, one value
schema) and :class:`Either`. ``check(value, path)`` returns nothing or raises
:class:`~tutor.rules.RecordError` naming the path of the first bad part. The schema is
walked, not the value, so a value nested deeper than its schema is refused before it is
descended into; :func:`depth` guards values that no schema has seen yet.

>>> spec = Obj({"player": Int(0, 1), "hands": List(Str(), size=2)}, required=("hands",))
>>> spec.check({"player": 1, "hands": ["a", "b"]}, "start")
>>> spec.check({"player": 1.5, "hands": ["a", "b"]}, "start")
Traceback (most recent call last):
...
tutor.rules.RecordError: start.player: expected a whole number from 0 to 1, found float 1.5
>>> spec.check({"hands": ["a"], "colour": "red"}, "start")
Traceback (most recent call last):
...
tutor.rules.RecordError: start: unknown key(s) 'colour'; known: player, hands
>>> spec.check({"hands": ["a"]}, "start")
Traceback (most recent call last):
...
tutor.rules.RecordError: start.hands: expected 2 items, found 1
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tutor.i18n import NP_, _, pgettext
from tutor.rules import RecordError, quote

_SEQUENCES = (list, tuple)  # JSON gives lists; Python callers of scenario() may pass tuples


# a value's kind as the file's reader says it: English keeps Python's short names (int, str ...), others say it in words
_KINDS = (NP_("JSON type", "int"), NP_("JSON type", "float"), NP_("JSON type", "str"), NP_("JSON type", "bool"),
          NP_("JSON type", "list"), NP_("JSON type", "tuple"), NP_("JSON type", "dict"), NP_("JSON type", "NoneType"))


def kind(value: Any) -> str:
    """What sort of value ``value`` is, in the current language (in English, its Python type's name).

    >>> kind(1.5), kind(None)
    ('float', 'NoneType')
    """
    return pgettext("JSON type", type(value).__name__)


def _shown(value: Any) -> str:
    """``value`` quoted in at most about 40 characters (a huge number is not written out)."""
    return quote(value, 40)


def fail(path: str, message: str) -> RecordError:
    """The error for ``path``: ``"<path>: <message>"``."""
    return RecordError(f"{path}: {message}")


def _found(path: str, expected: str, value: Any) -> RecordError:
    err = fail(path, _("expected {expected}, found {kind} {value}").format(
        expected=expected, kind=kind(value), value=_shown(value)))
    err.bad_value_at = path  # type: ignore[attr-defined]  # the value itself is wrong (Opt says null fits too)
    return err


def depth(value: Any, limit: int) -> int:
    """How deeply lists and objects nest in ``value``; more than ``limit`` is refused (no recursion used).

    >>> depth([1, {"a": [2]}], 5)
    3
    >>> depth([[[[]]]], 2)
    Traceback (most recent call last):
    ...
    tutor.rules.RecordError: value: nested more than 2 deep
    """
    deepest, stack = 0, [(value, 0)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, Mapping):
            children: Any = item.values()
        elif isinstance(item, _SEQUENCES):
            children = item
        else:
            continue
        level += 1
        if level > limit:
            raise fail(_("value"), _("nested more than {n} deep").format(n=limit))
        deepest = max(deepest, level)
        stack.extend((child, level) for child in children)
    return deepest


class Schema:
    """A part of a schema: ``check`` a value at ``path``; ``expected`` says what fits, in words."""

    @property
    def expected(self) -> str:
        return _("a value")

    def check(self, value: Any, path: str) -> None:  # pragma: no cover - every part overrides it
        raise NotImplementedError


@dataclass(frozen=True)
class Int(Schema):
    """A whole number from ``lo`` to ``hi`` (``true``/``false`` and floats are refused)."""

    lo: int
    hi: int

    @property
    def expected(self) -> str:  # type: ignore[override]
        return _("a whole number from {lo} to {hi}").format(lo=self.lo, hi=self.hi)

    def check(self, value: Any, path: str) -> None:
        if type(value) is not int or not self.lo <= value <= self.hi:
            raise _found(path, self.expected, value)


@dataclass(frozen=True)
class Str(Schema):
    """Text of at most ``max_len`` characters, one of ``choices`` when given."""

    max_len: int = 100
    choices: tuple[str, ...] = ()

    @property
    def expected(self) -> str:  # type: ignore[override]
        if self.choices:
            return _("one of {choices}").format(choices=", ".join(map(repr, self.choices)))
        return _("text of at most {n} characters").format(n=self.max_len)

    def check(self, value: Any, path: str) -> None:
        if not isinstance(value, str) or len(value) > self.max_len or self.choices and value not in self.choices:
            raise _found(path, self.expected, value)


@dataclass(frozen=True)
class Bool(Schema):
    """``true`` or ``false``."""

    @property
    def expected(self) -> str:  # type: ignore[override]
        return _("true or false")

    def check(self, value: Any, path: str) -> None:
        if not isinstance(value, bool):
            raise _found(path, self.expected, value)


@dataclass(frozen=True)
class Opt(Schema):
    """``null`` or a value of ``inner``."""

    inner: Schema

    @property
    def expected(self) -> str:  # type: ignore[override]
        return _("null or {expected}").format(expected=self.inner.expected)

    def check(self, value: Any, path: str) -> None:
        if value is None:
            return
        try:
            self.inner.check(value, path)
        except RecordError as err:
            if getattr(err, "bad_value_at", None) == path:  # the value itself is wrong: say that null fits too
                raise _found(path, self.expected, value) from None
            raise


@dataclass(frozen=True)
class List(Schema):
    """A list of ``item`` values: exactly ``size`` of them when given, else at most ``max_len``."""

    item: Schema
    max_len: int = 200
    size: int | None = None

    @property
    def expected(self) -> str:  # type: ignore[override]
        return _("a list")

    def check(self, value: Any, path: str) -> None:
        if not isinstance(value, _SEQUENCES):
            raise _found(path, self.expected, value)
        if self.size is not None and len(value) != self.size:
            raise fail(path, _("expected {n} items, found {found}").format(n=self.size, found=len(value)))
        if len(value) > self.max_len:
            raise fail(path, _("expected at most {n} items, found {found}").format(n=self.max_len, found=len(value)))
        for i, item in enumerate(value):
            self.item.check(item, f"{path}[{i}]")


@dataclass(frozen=True)
class Tuple(Schema):
    """A fixed row: one value per schema in ``items`` (a JSON list)."""

    items: tuple[Schema, ...]

    @property
    def expected(self) -> str:  # type: ignore[override]
        return _("a list of {n}: {items}").format(n=len(self.items), items=", ".join(s.expected for s in self.items))

    def check(self, value: Any, path: str) -> None:
        if not isinstance(value, _SEQUENCES) or len(value) != len(self.items):
            raise _found(path, self.expected, value)
        for i, (item, schema) in enumerate(zip(value, self.items, strict=True)):
            schema.check(item, f"{path}[{i}]")


@dataclass(frozen=True)
class Obj(Schema):
    """An object with the named ``fields`` (``required`` ones must be there); unknown keys are refused."""

    fields: Mapping[str, Schema]
    required: tuple[str, ...] = ()

    @property
    def expected(self) -> str:  # type: ignore[override]
        return _("an object")

    def check(self, value: Any, path: str) -> None:
        if not isinstance(value, Mapping):
            raise _found(path, self.expected, value)
        unknown = [k for k in value if k not in self.fields]
        if unknown:
            names = ", ".join(_shown(k) for k in unknown[:5])
            raise fail(path, _("unknown key(s) {names}; known: {known}").format(
                names=names, known=", ".join(self.fields)))
        for key in self.required:
            if key not in value:
                raise fail(path, _("missing key {key}").format(key=repr(key)))
        for key, item in value.items():
            self.fields[key].check(item, f"{path}.{key}")


@dataclass(frozen=True)
class Map(Schema):
    """An object with free keys (``key`` checks them) and values of one schema; at most ``max_len`` entries."""

    key: Str
    value: Schema
    max_len: int = 100

    @property
    def expected(self) -> str:  # type: ignore[override]
        return _("an object")

    def check(self, value: Any, path: str) -> None:
        if not isinstance(value, Mapping):
            raise _found(path, self.expected, value)
        if len(value) > self.max_len:
            raise fail(path, _("expected at most {n} entries, found {found}").format(n=self.max_len, found=len(value)))
        for k, item in value.items():
            self.key.check(k, _("{path} key").format(path=path))
            self.value.check(item, f"{path}.{k}")


@dataclass(frozen=True)
class Either(Schema):
    """A value that fits one of ``options`` (tried in order)."""

    options: tuple[Schema, ...] = field(default=())

    @property
    def expected(self) -> str:  # type: ignore[override]
        return _(" or ").join(s.expected for s in self.options)

    def check(self, value: Any, path: str) -> None:
        for schema in self.options:
            try:
                schema.check(value, path)
            except RecordError:
                continue
            return
        raise _found(path, self.expected, value)


def words(max_words: int = 200, max_word: int = 40) -> Schema:
    """Names as one space-separated text or as a list of names (the scenario way to give cards or tiles).

    >>> words().check("curve tee", "hands[0]"), words().check(["curve", "tee"], "hands[0]")
    (None, None)
    """
    return Either((Str(max_len=max_words * (max_word + 1)), List(Str(max_len=max_word), max_len=max_words)))


def start_player(players: int) -> Schema:
    """The ``start_player`` option: ``null`` (the seed chooses) or a seat index."""
    return Opt(Int(0, players - 1))


def check_players(names: Any, where: str = "players") -> None:
    """Player names: non-empty texts of at most 40 characters, all different.

    >>> check_players(("Ann", "Bob"))
    >>> check_players(("Ann", "ann "))
    Traceback (most recent call last):
    ...
    tutor.rules.RecordError: players[1]: the name 'ann ' is already taken by players[0] (names must differ)
    """
    seen: dict[str, int] = {}
    for i, name in enumerate(names):
        if not isinstance(name, str) or not name.strip() or len(name) > 40:
            raise fail(f"{where}[{i}]", _("must be a non-empty name of at most {n} characters, not {name}").format(
                n=40, name=_shown(name)))
        key = name.strip().casefold()
        if key in seen:
            raise fail(f"{where}[{i}]", _("the name {name} is already taken by {other} (names must differ)").format(
                name=repr(name), other=f"{where}[{seen[key]}]"))
        seen[key] = i


def refuse(problems: list[str], where: str | None = None) -> None:
    """Raise the first of a validator's ``problems`` (each ``"<field>: <why>"``) as a RecordError.

    >>> refuse([])
    >>> refuse(["player: 99 is not a seat (0-1)"])
    Traceback (most recent call last):
    ...
    tutor.rules.RecordError: position: player: 99 is not a seat (0-1)
    """
    if problems:
        raise fail(_("position") if where is None else where, problems[0])
