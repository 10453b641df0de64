"""Versioned JSON game records: the set-up, the seed and the moves.

A record is plain JSON, read with :mod:`json` only (never pickle or eval). On
loading, every field is checked and every move replayed through the rules, so a
malformed or tampered record is refused with a message that names what is wrong
and where. The record also stores a fingerprint of the final position; a record
whose moves still replay but lead elsewhere is refused too.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Callable
from typing import Any

from tutor.game import Config, Engine, Game
from tutor.rules import IllegalMove, NotationError, RecordError

FORMAT = "board-tutor-record"
VERSION = 1
_KEYS = {"format", "version", "game", "players", "variant", "seed", "options", "moves", "final"}


def digest(text: str) -> str:
    """A short, stable fingerprint of a text.

    >>> digest("abc")
    'ba7816bf8f01cfea'
    """
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def canonical(value: Any) -> str:
    """Stable text for a state: dataclass fields that take part in comparisons, sets sorted.

    ``repr`` is not enough: the order of a set of strings changes from one Python
    process to the next, and a record saved in one must load in another.

    >>> canonical(frozenset({"b", "a"})), canonical((1, {"y", "x"}))
    ("{'a', 'b'}", "(1, {'x', 'y'})")
    """
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        parts = (f"{f.name}={canonical(getattr(value, f.name))}" for f in dataclasses.fields(value) if f.compare)
        return f"{type(value).__name__}({', '.join(parts)})"
    if isinstance(value, (set, frozenset)):
        return "{" + ", ".join(sorted(canonical(v) for v in value)) + "}"
    if isinstance(value, tuple):
        inner = ", ".join(canonical(v) for v in value)
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    if isinstance(value, list):
        return "[" + ", ".join(canonical(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{canonical(k)}: {canonical(v)}" for k, v in sorted(value.items(), key=str)) + "}"
    return repr(value)


def fingerprint(state: Any) -> str:
    """A state's fingerprint for records: the digest of its canonical text."""
    return digest(canonical(state))


def to_record(game: Game) -> dict[str, Any]:
    """The record of ``game``; ``json.dumps`` of it is the saved file."""
    c = game.config
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": c.game,
        "players": list(c.players),
        "variant": c.variant,
        "seed": c.seed,
        "options": dict(c.options),
        "moves": [str(m) for m in game.history],
        "final": game.engine.fingerprint(game.state),
    }


def dumps(game: Game) -> str:
    """The record as JSON text (keys in a fixed order, one move per line)."""
    return json.dumps(to_record(game), indent=1)


def _need(rec: dict[str, Any], key: str, kind: type | tuple[type, ...], what: str) -> Any:
    if key not in rec:
        raise RecordError(f"record: missing field '{key}' ({what})")
    value = rec[key]
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        raise RecordError(f"record: field '{key}' must be {what}, not {type(value).__name__} {value!r:.40}")
    return value


def parse_json(text: str | bytes) -> Any:
    """JSON text to data; a syntax error names the line and column."""
    try:
        return json.loads(text)
    except UnicodeDecodeError as err:
        raise RecordError(f"record: not UTF-8 text (byte {err.start}): {err.reason}") from None
    except json.JSONDecodeError as err:
        raise RecordError(f"record: not valid JSON at line {err.lineno}, column {err.colno}: {err.msg}") from None


def read_config(rec: Any, engine: Engine) -> Config:
    """Check the header of a record and return its :class:`Config`."""
    if not isinstance(rec, dict):
        raise RecordError(f"record: expected a JSON object at the top, found {type(rec).__name__}")
    unknown = sorted(set(rec) - _KEYS)
    if unknown:
        raise RecordError(f"record: unknown field(s) {', '.join(unknown)}")
    if _need(rec, "format", str, "the text 'board-tutor-record'") != FORMAT:
        raise RecordError(f"record: field 'format' is {rec['format']!r}, expected {FORMAT!r}")
    version = _need(rec, "version", int, "a whole number")
    if version != VERSION:
        raise RecordError(f"record: version {version} is not supported (this tutor reads version {VERSION})")
    if _need(rec, "game", str, "a game name") != engine.name:
        raise RecordError(f"record: field 'game' is {rec['game']!r}, but this loader is for {engine.name!r}")
    players = _need(rec, "players", list, "a list of player names")
    for i, name in enumerate(players):
        if not isinstance(name, str) or not name.strip():
            raise RecordError(f"record: players[{i}] must be a non-empty name, not {name!r}")
    if len(players) not in engine.player_counts:
        raise RecordError(f"record: {len(players)} players; {engine.name} is for {engine.player_counts}")
    variant = _need(rec, "variant", str, "a variant name")
    if variant not in engine.variants:
        raise RecordError(f"record: unknown variant {variant!r}; known: {', '.join(engine.variants)}")
    seed = _need(rec, "seed", int, "a whole number")
    options = rec.get("options", {})
    if not isinstance(options, dict):
        raise RecordError("record: field 'options' must be an object")
    return Config(engine.name, tuple(players), variant, seed, options)


def load(engine: Engine, rec: Any, make: Callable[[Engine, Config], Game] = Game) -> Game:
    """Rebuild a game from a record (a dict, or JSON text), replaying every move."""
    if isinstance(rec, (str, bytes)):
        rec = parse_json(rec)
    config = read_config(rec, engine)
    moves = _need(rec, "moves", list, "a list of moves in text notation")
    try:
        game = make(engine, config)
    except ValueError as err:
        raise RecordError(f"record: the set-up is refused: {err}") from None
    for i, text in enumerate(moves):
        if not isinstance(text, str):
            raise RecordError(f"record: moves[{i}] must be text, not {type(text).__name__}")
        try:
            game.play(text)
        except NotationError as err:
            raise RecordError(f"record: moves[{i}] {text!r} cannot be read: {err}") from None
        except IllegalMove as err:
            v = err.verdict
            raise RecordError(f"record: moves[{i}] {text!r} is illegal there [{v.rule}]: {v.reason}") from None
    final = rec.get("final")
    if final is not None and not isinstance(final, str):
        raise RecordError(f"record: field 'final' must be a fingerprint text, not {type(final).__name__}")
    if final is not None and final != engine.fingerprint(game.state):
        raise RecordError(
            "record: field 'final' does not match the position the moves lead to "
            "(the record was changed after it was saved)"
        )
    return game
