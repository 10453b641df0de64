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
from tutor.i18n import N_, _
from tutor.rules import IllegalMove, NotationError, RecordError, cut, quote
from tutor.schema import check_players, depth, kind

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
# the JSON decoder's and the UTF-8 decoder's own reasons, for the catalog (they are read through ``_``)
_DECODER = (N_("Expecting value"), N_("Expecting property name enclosed in double quotes"),
            N_("Expecting ',' delimiter"), N_("Expecting ':' delimiter"), N_("Extra data"),
            N_("Unterminated string starting at"), N_("Invalid control character at"), N_("Invalid \\escape"),
            N_("Invalid \\uXXXX escape"), N_("invalid start byte"), N_("invalid continuation byte"),
            N_("unexpected end of data"))


def refused(problem: str) -> RecordError:
    """The error for a record that is refused because of ``problem``: ``"record: <problem>"``, in the current
    language (field names, JSON paths and the file's values stay as they are)."""
    return RecordError(_("record: {problem}").format(problem=problem))


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


def _need(rec: dict[str, Any], key: str, sort: type | tuple[type, ...], what: str) -> Any:
    """``rec[key]``, which must be of type ``sort``; ``what`` (marked with ``N_``) says in words what it must be."""
    if key not in rec:
        raise refused(_("missing field {key} ({what})").format(key=f"'{key}'", what=_(what)))
    value = rec[key]
    if not isinstance(value, sort) or isinstance(value, bool) and sort is not bool:
        raise refused(_("field {key} must be {what}, not {kind} {value}").format(
            key=f"'{key}'", what=_(what), kind=kind(value), value=f"{value!r:.40}"))
    return value


def _whole(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise refused(_("a number of {n} digits (at most {most} are read)").format(
            n=len(text.lstrip("-")), most=MAX_DIGITS))
    return int(text)


def _constant(text: str) -> Any:
    raise refused(_("{text} is not a JSON number").format(text=text))


def parse_json(text: str | bytes) -> Any:
    """JSON text to data; a syntax error names the line and column.

    Whatever goes wrong is a :class:`RecordError`: bad syntax, bytes that are not
    UTF-8 (a UTF-8 byte order mark is read and dropped), text longer than ``MAX_CHARS``,
    nesting deeper than ``MAX_DEPTH``, whole numbers longer than ``MAX_DIGITS`` and the
    non-JSON ``NaN``/``Infinity``.

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
        raise refused(_("{n} characters; a record has at most {most}").format(n=len(text), most=MAX_CHARS))
    try:
        if isinstance(text, bytes):  # UTF-8 only (json would also take UTF-16 and UTF-32); a byte order mark is read
            text = text.decode("utf-8-sig")
        data = json.loads(text.removeprefix("\ufeff"), parse_int=_whole, parse_constant=_constant)
    except UnicodeDecodeError as err:
        raise refused(_("not UTF-8 text (byte {n}): {why}; save the record as UTF-8").format(
            n=err.start, why=_(err.reason))) from None
    except json.JSONDecodeError as err:
        raise refused(_("not valid JSON at line {line}, column {column}: {why}").format(
            line=err.lineno, column=err.colno, why=_(err.msg))) from None
    except RecursionError:
        raise refused("{}: {}".format(_("value"), _("nested more than {n} deep").format(n=MAX_DEPTH))) from None
    except RecordError:
        raise
    except ValueError as err:  # e.g. a float literal out of range
        raise refused(_("not valid JSON: {why}").format(why=err)) from None
    _depth(data)
    return data


def _depth(data: Any) -> None:
    try:
        depth(data, MAX_DEPTH)
    except RecordError as err:
        raise refused(str(err)) from None


def read_config(rec: Any, engine: Engine) -> Config:
    """Check the header of a record and return its :class:`Config`."""
    if not isinstance(rec, dict):
        raise refused(_("expected a JSON object at the top, found {kind}").format(kind=kind(rec)))
    unknown = sorted(set(rec) - _KEYS)
    if unknown:
        raise refused(_("unknown field(s) {names}").format(names=cut(", ".join(unknown))))
    if _need(rec, "format", str, N_("the text 'board-tutor-record'")) != FORMAT:
        raise refused(_("field {key} is {value}, expected {expected}").format(
            key="'format'", value=quote(rec["format"]), expected=repr(FORMAT)))
    version = _need(rec, "version", int, N_("a whole number"))
    if version != VERSION:
        raise refused(_("version {version} is not supported (this tutor reads version {supported})").format(
            version=version, supported=VERSION))
    if _need(rec, "game", str, N_("a game name")) != engine.name:
        raise refused(_("field {key} is {value}, but this loader is for {game}").format(
            key="'game'", value=quote(rec["game"]), game=repr(engine.name)))
    players = _need(rec, "players", list, N_("a list of player names"))
    if len(players) not in engine.player_counts:
        raise refused(_("{n} players; {game} is for {counts}").format(
            n=len(players), game=engine.name, counts=engine.player_counts))
    try:
        check_players(players)
    except RecordError as err:
        raise refused(str(err)) from None
    variant = _need(rec, "variant", str, N_("a variant name"))
    if variant not in engine.variants:
        raise refused(_("unknown variant {variant}; known: {known}").format(
            variant=quote(variant), known=", ".join(engine.variants)))
    seed = _need(rec, "seed", int, N_("a whole number"))
    if not SEEDS[0] <= seed <= SEEDS[1]:
        raise refused(_("field {key} must be a whole number from {lo} to {hi}").format(
            key="'seed'", lo=SEEDS[0], hi=SEEDS[1]))
    options = rec.get("options", {})
    if not isinstance(options, dict):
        raise refused(_("field {key} must be an object").format(key="'options'"))
    return Config(engine.name, tuple(players), variant, seed, options)


def load(engine: Engine, rec: Any, make: Callable[[Engine, Config], Game] = Game) -> Game:
    """Rebuild a game from a record (a dict, or JSON text), replaying every move."""
    if isinstance(rec, (str, bytes)):
        rec = parse_json(rec)
    else:
        _depth(rec)
    config = read_config(rec, engine)
    moves = _need(rec, "moves", list, N_("a list of moves in text notation"))
    if len(moves) > MAX_MOVES:
        raise refused(_("{n} moves; a record holds at most {most}").format(n=len(moves), most=MAX_MOVES))
    try:
        game = make(engine, config)
    except RecordError as err:
        raise refused(str(err)) from None
    except ValueError as err:
        raise refused(_("the set-up is refused: {why}").format(why=err)) from None
    except (TypeError, KeyError, IndexError, AttributeError, ArithmeticError) as err:  # a gap in the checks
        raise refused(_("the set-up is refused (unchecked {kind}: {why})").format(
            kind=type(err).__name__, why=err)) from None
    for i, text in enumerate(moves):
        if not isinstance(text, str):
            raise refused(_("{where} must be text, not {kind}").format(where=f"moves[{i}]", kind=kind(text)))
        if len(text) > 200:
            raise refused(_("{where} is {n} characters long; a move has at most {most}").format(
                where=f"moves[{i}]", n=len(text), most=200))
        try:
            game.play(text)
        except NotationError as err:
            raise refused(_("{where} {move} cannot be read: {why}").format(
                where=f"moves[{i}]", move=quote(text), why=err)) from None
        except IllegalMove as err:
            v = err.verdict
            raise refused(_("{where} {move} is illegal there [{rule}]: {why}").format(
                where=f"moves[{i}]", move=quote(text), rule=v.rule, why=v.reason)) from None
        except (TypeError, KeyError, IndexError, AttributeError, ArithmeticError) as err:  # a gap in the checks
            raise refused(_("{where} {move} fails (unchecked {kind}: {why})").format(
                where=f"moves[{i}]", move=quote(text), kind=type(err).__name__, why=err)) from None
    final = rec.get("final")
    if final is not None and not isinstance(final, str):
        raise refused(_("field {key} must be a fingerprint text, not {kind}").format(key="'final'", kind=kind(final)))
    if final is not None and final != engine.fingerprint(game.state):
        raise refused(_("field {key} does not match the position the moves lead to "
                        "(the record was damaged or edited after it was saved)").format(key="'final'"))
    return game
