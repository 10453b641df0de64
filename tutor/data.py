"""Edition data files: JSON read with checks that say what is wrong and where.

Values whose source matters are written as ``{"value": ..., "provenance": ...,
"source": ...}``; ``provenance`` is ``rulebook`` (stated there) or
``reconstructed`` (our proposal, since the rulebook's pictures were lost), so
the tutor can show users which values are reconstructions.

>>> d = Data({"n": {"value": 3, "provenance": "rulebook", "source": "p. 1"}}, "demo.json")
>>> d.sourced("n", int)
Sourced(value=3, provenance='rulebook', source='p. 1')
>>> d.get("m", int)
Traceback (most recent call last):
...
tutor.rules.RecordError: demo.json: missing key 'm'
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from types import MappingProxyType
from typing import Any

from tutor.rules import RecordError, cut, quote

DATA_PROVENANCES = ("rulebook", "reconstructed")
SOURCED_KEYS = ("value", "provenance", "source")
MAX_COUNT = 999
"""The largest count a data file may give (a typo such as 1000000 tiles is refused, not dealt)."""

Source = Path | Mapping[str, Any] | None
"""Where a game's data files come from: ``None`` (the package's ``data/`` folder), another folder, or a
mapping of file name to already parsed JSON (tests feed edited copies that way)."""


def whole(value: Any, where: str, minimum: int = 0, maximum: int = MAX_COUNT) -> int:
    """``value`` if it is a whole number in ``minimum..maximum`` (``true`` is not a number here).

    >>> whole(3, "x.json.n")
    3
    >>> whole(-1, "x.json.n")
    Traceback (most recent call last):
    ...
    tutor.rules.RecordError: x.json.n: must be a whole number from 0 to 999, not -1
    >>> whole("3", "x.json.n", 1, 6)
    Traceback (most recent call last):
    ...
    tutor.rules.RecordError: x.json.n: must be a whole number from 1 to 6, not '3'
    """
    if isinstance(value, bool) or not isinstance(value, int) or not minimum <= value <= maximum:
        raise RecordError(f"{where}: must be a whole number from {minimum} to {maximum}, not {quote(value, 40)}")
    return value


def distinct(values: Iterable[Any], where: str, what: str = "entry") -> None:
    """Refuse a value listed twice, naming it and its position.

    >>> distinct(["a", "b", "a"], "x.json.names", "name")
    Traceback (most recent call last):
    ...
    tutor.rules.RecordError: x.json.names[2]: name 'a' is listed twice
    """
    seen: set[Any] = set()
    for i, v in enumerate(values):
        key = json.dumps(v, sort_keys=True) if isinstance(v, (list, dict)) else v
        if key in seen:
            raise RecordError(f"{where}[{i}]: {what} {quote(v, 60)} is listed twice")
        seen.add(key)


@dataclass(frozen=True)
class Sourced:
    """A value with where it comes from."""

    value: Any
    provenance: str
    source: str


class Data:
    """A JSON object with its location, for reading with precise error messages."""

    def __init__(self, obj: Any, where: str) -> None:
        if not isinstance(obj, dict):
            raise RecordError(f"{where}: expected an object, found {type(obj).__name__}")
        self.obj, self.where = obj, where

    def fail(self, message: str) -> RecordError:
        return RecordError(f"{self.where}: {message}")

    def get(self, key: str, kind: type | tuple[type, ...], default: Any = ...) -> Any:
        if key not in self.obj:
            if default is ...:
                raise self.fail(f"missing key '{key}'")
            return default
        value = self.obj[key]
        kinds = kind if isinstance(kind, tuple) else (kind,)
        if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
            name = kind.__name__ if isinstance(kind, type) else "/".join(k.__name__ for k in kind)
            raise RecordError(f"{self.where}.{key}: expected {name}, found {type(value).__name__} {quote(value, 40)}")
        return value

    def only(self, allowed: Iterable[str]) -> None:
        """Refuse keys other than ``allowed`` (a misspelt key would otherwise be ignored).

        >>> Data({"a": 1, "b": 2}, "x.json").only(["a"])
        Traceback (most recent call last):
        ...
        tutor.rules.RecordError: x.json: unknown key(s) 'b'; allowed: a
        """
        unknown = sorted(set(self.obj) - set(allowed))
        if unknown:
            names = cut(", ".join(map(repr, unknown)))
            raise self.fail(f"unknown key(s) {names}; allowed: {', '.join(sorted(allowed))}")

    def count(self, key: str, minimum: int = 0, maximum: int = MAX_COUNT, default: Any = ...) -> int:
        """``self[key]`` as a whole number in ``minimum..maximum``.

        >>> Data({"n": 0}, "x.json").count("n", 1)
        Traceback (most recent call last):
        ...
        tutor.rules.RecordError: x.json.n: must be a whole number from 1 to 999, not 0
        """
        if default is not ... and key not in self.obj:
            return default
        return whole(self.get(key, int), f"{self.where}.{key}", minimum, maximum)

    def child(self, key: str) -> Data:
        return Data(self.get(key, dict), f"{self.where}.{key}")

    def items(self, key: str) -> list[Data]:
        """The objects of the list under ``key``."""
        return [Data(x, f"{self.where}.{key}[{i}]") for i, x in enumerate(self.get(key, list))]

    def sourced(self, key: str, kind: type | tuple[type, ...]) -> Sourced:
        """``self[key]`` written as ``{"value", "provenance", "source"}`` with the shared provenances."""
        entry = self.child(key)
        entry.only(SOURCED_KEYS)
        provenance = entry.get("provenance", str)
        if provenance not in DATA_PROVENANCES:
            raise RecordError(f"{entry.where}.provenance: must be one of {DATA_PROVENANCES}, not {quote(provenance)}")
        return Sourced(entry.get("value", kind), provenance, entry.get("source", str))


MAX_DEPTH = 16
"""The deepest nesting of lists and objects in a data file (the shipped files need 8)."""
MAX_DIGITS = 19
"""The longest whole number literal in a data file."""


def decode(raw: bytes, where: str) -> str:
    """The text of a file's bytes: UTF-8, with or without a byte order mark; anything else is refused by name.

    >>> decode("Bréma".encode("utf-8-sig"), "x.json"), decode(b"[1]", "x.json")
    ('Bréma', '[1]')
    >>> decode("Bréma".encode("cp1250"), "x.json")
    Traceback (most recent call last):
    ...
    tutor.rules.RecordError: x.json: not UTF-8 text (byte 2 is 0xe9): save the file as UTF-8 (a Windows-1250 or \
Latin-2 file cannot be read)
    """
    try:
        return raw.decode("utf-8-sig")  # a UTF-8 byte order mark (Notepad writes one) is read and dropped
    except UnicodeDecodeError as err:
        raise RecordError(f"{where}: not UTF-8 text (byte {err.start} is 0x{raw[err.start]:02x}): save the file as "
                          "UTF-8 (a Windows-1250 or Latin-2 file cannot be read)") from None


def read_file(path: Any, where: str) -> str:
    """The text of the file at ``path`` (a :class:`~pathlib.Path` or a package resource); a missing file, a folder
    and text that is not UTF-8 are refused naming ``where``."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise RecordError(f"{where}: file not found") from None
    except IsADirectoryError:
        raise RecordError(f"{where}: is a folder, not a file") from None
    except PermissionError:
        if path.is_dir():  # Windows reports a folder so
            raise RecordError(f"{where}: is a folder, not a file") from None
        raise RecordError(f"{where}: the file cannot be read (no permission)") from None
    return decode(raw, where)


def load_json(package: str, name: str) -> Data:
    """Read ``name`` from the ``data`` folder of ``package`` (JSON only)."""
    where = f"{package}/data/{name}"
    return parse_data(read_file(resources.files(package).joinpath("data", name), where), where)


def parse_data(text: str, where: str) -> Data:
    """Parse JSON text of a data file; syntax errors name the line and column, and a key given twice in one
    object is refused (plain JSON would silently keep the last one).

    >>> parse_data('{"coins": 14, "coins": 16}', "board.json")
    Traceback (most recent call last):
    ...
    tutor.rules.RecordError: board.json: key 'coins' is given twice in one object
    """
    def unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        obj: dict[str, Any] = {}
        for key, value in pairs:
            if key in obj:
                raise RecordError(f"{where}: key {quote(key)} is given twice in one object")
            obj[key] = value
        return obj

    def number(digits: str) -> int:
        if len(digits.lstrip("-")) > MAX_DIGITS:
            raise RecordError(f"{where}: a number of {len(digits.lstrip('-'))} digits (at most {MAX_DIGITS} are "
                              f"read): {cut(digits, 40)}")
        return int(digits)

    def constant(word: str) -> Any:
        raise RecordError(f"{where}: {word} is not a JSON number")

    if text.startswith("\ufeff"):  # a byte order mark left in the text
        text = text[1:]
    try:
        data = json.loads(text, object_pairs_hook=unique, parse_int=number, parse_constant=constant)
    except json.JSONDecodeError as err:
        raise RecordError(f"{where}: not valid JSON at line {err.lineno}, column {err.colno}: {err.msg}") from None
    except RecursionError:
        raise RecordError(f"{where}: nested more than {MAX_DEPTH} deep") from None
    if depth_of(data) > MAX_DEPTH:
        raise RecordError(f"{where}: nested more than {MAX_DEPTH} deep")
    return Data(data, where)


def depth_of(value: Any) -> int:
    """How deeply lists and objects nest in ``value`` (without recursion).

    >>> depth_of([1, {"a": [2]}]), depth_of(3)
    (3, 0)
    """
    deepest, stack = 0, [(value, 0)]
    while stack:
        item, level = stack.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else None
        if children is not None:
            deepest = max(deepest, level + 1)
            stack.extend((child, level + 1) for child in children)
    return deepest


def load_file(package: str, name: str, folder: Source = None) -> Data:
    """``name`` from ``package``'s data folder, from another ``folder``, or from a mapping of file names to
    parsed JSON (tests load broken copies that way; the mapping's objects are read, never changed).

    >>> load_file("demo", "a.json", {"a.json": [1]})
    Traceback (most recent call last):
    ...
    tutor.rules.RecordError: demo/data/a.json: expected an object, found list
    """
    if folder is None:
        return load_json(package, name)
    if isinstance(folder, Mapping):
        if name not in folder:
            raise RecordError(f"{package}/data/{name}: file not found")
        return Data(folder[name], f"{package}/data/{name}")
    path = folder / name
    return parse_data(read_file(path, str(path)), str(path))


def frozen(value: Any) -> Any:
    """JSON values made immutable: lists become tuples, objects read-only mappings.

    >>> frozen({"a": [1, 2]})["a"]
    (1, 2)
    """
    if isinstance(value, list):
        return tuple(frozen(v) for v in value)
    if isinstance(value, dict):
        return MappingProxyType({k: frozen(v) for k, v in value.items()})
    return value


def provenance_of(d: Data, allowed: tuple[str, ...]) -> tuple[str, str]:
    """The plain ``provenance`` and ``source`` keys of an object, checked against ``allowed``."""
    provenance = d.get("provenance", str)
    if provenance not in allowed:
        raise RecordError(f"{d.where}.provenance: must be one of {allowed}, not {quote(provenance)}")
    source = d.get("source", str)
    if not source.strip():
        raise RecordError(f"{d.where}.source: must say where the value comes from")
    return provenance, source


def sourced_value(d: Data, key: str, kind: type | tuple[type, ...], allowed: tuple[str, ...]) -> Sourced:
    """``d[key]`` written as ``{"value", "provenance", "source"}``, with a game's own set of provenances."""
    entry = d.child(key)
    entry.only(SOURCED_KEYS)
    provenance, source = provenance_of(entry, allowed)
    return Sourced(frozen(entry.get("value", kind)), provenance, source)


def sourced_count(d: Data, key: str, allowed: tuple[str, ...], minimum: int = 0, maximum: int = MAX_COUNT) -> Sourced:
    """A sourced whole number in ``minimum..maximum``.

    >>> bad = Data({"n": {"value": -1, "provenance": "rulebook", "source": "p. 2"}}, "x.json")
    >>> sourced_count(bad, "n", DATA_PROVENANCES)
    Traceback (most recent call last):
    ...
    tutor.rules.RecordError: x.json.n.value: must be a whole number from 0 to 999, not -1
    """
    s = sourced_value(d, key, int, allowed)
    whole(s.value, f"{d.where}.{key}.value", minimum, maximum)
    return s
