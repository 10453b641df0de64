"""Versioned JSON game records: the set-up, the seed and the moves.

A record is plain JSON, read with :mod:`json` only (never pickle or eval). A
record is validated, not trusted: the text is capped in size, nesting and number
length; every field and option is checked against a schema (:mod:`tutor.schema`,
unknown keys refused); a position given in ``options.start`` must pass the game's
position validator (``<game>.validate``); and every move is replayed through the
rules. Anything wrong is refused with a :class:`~tutor.rules.RecordError` that
names the field.

What a record proves: only that its moves are legal from its set-up. The
``final`` field is an unkeyed fingerprint of the last position; it catches a
record damaged by accident (a move lost or changed), but anyone who edits a
record can compute it again, so it is no signature and proves nothing about who
played the game or whether it was played at all.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Callable
from typing import Any

from tutor.game import Config, Engine, Game
from tutor.rules import IllegalMove, NotationError, RecordError
from tutor.schema import check_players, depth

FORMAT = "board-tutor-record"
VERSION = 1
_KEYS = {"format", "version", "game", "players", "variant", "seed", "options", "moves", "final"}
MAX_CHARS = 2_000_000
"""The longest record text read (a long game is a few tens of thousands of characters)."""
MAX_DEPTH = 12
"""The deepest nesting of lists and objects in a record (a scenario in a record needs 6)."""
MAX_DIGITS = 19
"""The longest whole number literal read (seeds are below 2**63)."""
MAX_MOVES = 20_000
SEEDS = (-(2**63), 2**63 - 1)


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


def _whole(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise RecordError(f"record: a number of {len(text.lstrip('-'))} digits (at most {MAX_DIGITS} are read)")
    return int(text)


def _constant(text: str) -> Any:
    raise RecordError(f"record: {text} is not a JSON number")


def parse_json(text: str | bytes) -> Any:
    """JSON text to data; a syntax error names the line and column.

    Whatever goes wrong is a :class:`RecordError`: bad syntax, bytes that are not
    UTF-8, text longer than ``MAX_CHARS``, nesting deeper than ``MAX_DEPTH``,
    whole numbers longer than ``MAX_DIGITS`` and the non-JSON ``NaN``/``Infinity``.

    >>> parse_json('{"seed": 1' + '0' * 30 + '}')
    Traceback (most recent call last):
    ...
    tutor.rules.RecordError: record: a number of 31 digits (at most 19 are read)
    >>> parse_json('[' * 50 + ']' * 50)
    Traceback (most recent call last):
    ...
    tutor.rules.RecordError: record: value: nested more than 12 deep
    """
    if len(text) > MAX_CHARS:
        raise RecordError(f"record: {len(text)} characters; a record has at most {MAX_CHARS}")
    try:
        data = json.loads(text, parse_int=_whole, parse_constant=_constant)
    except UnicodeDecodeError as err:
        raise RecordError(f"record: not UTF-8 text (byte {err.start}): {err.reason}") from None
    except json.JSONDecodeError as err:
        raise RecordError(f"record: not valid JSON at line {err.lineno}, column {err.colno}: {err.msg}") from None
    except RecursionError:
        raise RecordError(f"record: value: nested more than {MAX_DEPTH} deep") from None
    except RecordError:
        raise
    except ValueError as err:  # e.g. a float literal out of range
        raise RecordError(f"record: not valid JSON: {err}") from None
    _depth(data)
    return data


def _depth(data: Any) -> None:
    try:
        depth(data, MAX_DEPTH)
    except RecordError as err:
        raise RecordError(f"record: {err}") from None


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
    if len(players) not in engine.player_counts:
        raise RecordError(f"record: {len(players)} players; {engine.name} is for {engine.player_counts}")
    try:
        check_players(players)
    except RecordError as err:
        raise RecordError(f"record: {err}") from None
    variant = _need(rec, "variant", str, "a variant name")
    if variant not in engine.variants:
        raise RecordError(f"record: unknown variant {variant!r}; known: {', '.join(engine.variants)}")
    seed = _need(rec, "seed", int, "a whole number")
    if not SEEDS[0] <= seed <= SEEDS[1]:
        raise RecordError(f"record: field 'seed' must be a whole number from {SEEDS[0]} to {SEEDS[1]}")
    options = rec.get("options", {})
    if not isinstance(options, dict):
        raise RecordError("record: field 'options' must be an object")
    return Config(engine.name, tuple(players), variant, seed, options)


def load(engine: Engine, rec: Any, make: Callable[[Engine, Config], Game] = Game) -> Game:
    """Rebuild a game from a record (a dict, or JSON text), replaying every move."""
    if isinstance(rec, (str, bytes)):
        rec = parse_json(rec)
    else:
        _depth(rec)
    config = read_config(rec, engine)
    moves = _need(rec, "moves", list, "a list of moves in text notation")
    if len(moves) > MAX_MOVES:
        raise RecordError(f"record: {len(moves)} moves; a record holds at most {MAX_MOVES}")
    try:
        game = make(engine, config)
    except RecordError as err:
        raise RecordError(f"record: {err}") from None
    except ValueError as err:
        raise RecordError(f"record: the set-up is refused: {err}") from None
    except (TypeError, KeyError, IndexError, AttributeError, ArithmeticError) as err:  # a gap in the checks
        raise RecordError(f"record: the set-up is refused (unchecked {type(err).__name__}: {err})") from None
    for i, text in enumerate(moves):
        if not isinstance(text, str):
            raise RecordError(f"record: moves[{i}] must be text, not {type(text).__name__}")
        if len(text) > 200:
            raise RecordError(f"record: moves[{i}] is {len(text)} characters long; a move has at most 200")
        try:
            game.play(text)
        except NotationError as err:
            raise RecordError(f"record: moves[{i}] {text!r} cannot be read: {err}") from None
        except IllegalMove as err:
            v = err.verdict
            raise RecordError(f"record: moves[{i}] {text!r} is illegal there [{v.rule}]: {v.reason}") from None
        except (TypeError, KeyError, IndexError, AttributeError, ArithmeticError) as err:  # a gap in the checks
            raise RecordError(f"record: moves[{i}] {text!r} fails (unchecked {type(err).__name__}: {err})") from None
    final = rec.get("final")
    if final is not None and not isinstance(final, str):
        raise RecordError(f"record: field 'final' must be a fingerprint text, not {type(final).__name__}")
    if final is not None and final != engine.fingerprint(game.state):
        raise RecordError(
            "record: field 'final' does not match the position the moves lead to "
            "(the record was damaged or edited after it was saved)"
        )
    return game
