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
from collections.abc import Iterable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from types import MappingProxyType
from typing import Any

from tutor.rules import RecordError

DATA_PROVENANCES = ("rulebook", "reconstructed")


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
            raise RecordError(f"{self.where}.{key}: expected {name}, found {type(value).__name__} {value!r:.40}")
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
            raise self.fail(f"unknown key(s) {', '.join(map(repr, unknown))}; allowed: {', '.join(sorted(allowed))}")

    def child(self, key: str) -> Data:
        return Data(self.get(key, dict), f"{self.where}.{key}")

    def items(self, key: str) -> list[Data]:
        """The objects of the list under ``key``."""
        return [Data(x, f"{self.where}.{key}[{i}]") for i, x in enumerate(self.get(key, list))]

    def sourced(self, key: str, kind: type | tuple[type, ...]) -> Sourced:
        entry = self.child(key)
        provenance = entry.get("provenance", str)
        if provenance not in DATA_PROVENANCES:
            raise RecordError(f"{entry.where}.provenance: must be one of {DATA_PROVENANCES}, not {provenance!r}")
        return Sourced(entry.get("value", kind), provenance, entry.get("source", str))


def load_json(package: str, name: str) -> Data:
    """Read ``name`` from the ``data`` folder of ``package`` (JSON only)."""
    where = f"{package}/data/{name}"
    try:
        text = resources.files(package).joinpath("data", name).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise RecordError(f"{where}: file not found") from None
    return parse_data(text, where)


def parse_data(text: str, where: str) -> Data:
    """Parse JSON text of a data file; syntax errors name the line and column."""
    try:
        return Data(json.loads(text), where)
    except json.JSONDecodeError as err:
        raise RecordError(f"{where}: not valid JSON at line {err.lineno}, column {err.colno}: {err.msg}") from None


def load_file(package: str, name: str, folder: Path | None = None) -> Data:
    """``name`` from ``package``'s data folder, or from ``folder`` (tests load broken copies that way)."""
    if folder is None:
        return load_json(package, name)
    path = folder / name
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise RecordError(f"{path}: file not found") from None
    return parse_data(text, str(path))


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
        raise RecordError(f"{d.where}.provenance: must be one of {allowed}, not {provenance!r}")
    source = d.get("source", str)
    if not source.strip():
        raise RecordError(f"{d.where}.source: must say where the value comes from")
    return provenance, source


def sourced_value(d: Data, key: str, kind: type | tuple[type, ...], allowed: tuple[str, ...]) -> Sourced:
    """``d[key]`` written as ``{"value", "provenance", "source"}``, with a game's own set of provenances."""
    entry = d.child(key)
    provenance, source = provenance_of(entry, allowed)
    return Sourced(frozen(entry.get("value", kind)), provenance, source)
