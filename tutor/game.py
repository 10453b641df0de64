"""The one protocol all three games share: a :class:`Game` over an :class:`Engine`.

An engine holds a game's rules as pure functions over immutable states; a
:class:`Game` adds the history (unlimited undo and redo), records and the
notebook display. Because every state is an immutable value that carries its own
random state (the seed and a counter of chance events), undoing across a shuffle
or a draw and playing on again gives the same game, byte for byte.
"""

from __future__ import annotations

import dataclasses
import random
import reprlib
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import repeat
from operator import is_
from types import UnionType
from typing import Any, Protocol, Union, get_args, get_origin, get_type_hints

from tutor.i18n import _, check_language, language, pgettext
from tutor.rules import IllegalMove, NotationError, RuleBook, Verdict


def chance(seed: int, *keys: Hashable) -> random.Random:
    """A random generator fixed by the seed and the keys of one chance event.

    The same seed and keys always give the same numbers, so a state that stores
    its seed and a counter of chance events replays identically.

    >>> chance(7, "deal").random() == chance(7, "deal").random()
    True
    >>> chance(7, "deal").random() == chance(7, "shuffle", 1).random()
    False
    """
    return random.Random(":".join([str(seed), *map(str, keys)]))


@dataclass(frozen=True)
class Config:
    """How a game was set up: the game's name, the players, the variant, the seed."""

    game: str
    players: tuple[str, ...]
    variant: str = "basic"
    seed: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)


class Engine(Protocol):
    """What each game package provides; :class:`Game` needs nothing else."""

    name: str
    rules: RuleBook
    variants: tuple[str, ...]
    player_counts: tuple[int, ...]
    move_types: tuple[type, ...]  # the classes of the game's move objects

    def new_state(self, config: Config) -> Any: ...
    def legal_moves(self, state: Any) -> tuple[Any, ...]: ...
    def check(self, state: Any, move: Any) -> Verdict: ...
    def apply(self, state: Any, move: Any) -> Any: ...
    def parse_move(self, text: str) -> Any: ...
    def is_over(self, state: Any) -> bool: ...
    def to_move(self, state: Any) -> int | None: ...
    def scores(self, state: Any) -> dict[int, dict[str, int]]: ...
    def winners(self, state: Any) -> tuple[int, ...]: ...
    def describe(self, before: Any, move: Any, after: Any) -> list[tuple[str, str]]: ...
    def render_svg(self, state: Any, **options: Any) -> str: ...
    def graph(self, state: Any) -> Any: ...
    def fingerprint(self, state: Any) -> str: ...

    # Optional: ``forget(state)`` drops caches of a state that has become history;
    # ``is_legal(state, move)``, for a move object of the game, is ``check(state, move).ok`` without wording the
    # verdict (``play`` asks it first, and words a verdict only for a refusal).


def memo(state: Any, key: str, compute: Callable[[Any], Any]) -> Any:
    """``compute(state)``, kept in ``state.cache[key]`` so that a position works it out once.

    >>> from types import SimpleNamespace
    >>> s = SimpleNamespace(cache={})
    >>> memo(s, "n", lambda st: 41 + 1), memo(s, "n", lambda st: 0)
    (42, 42)
    """
    found = state.cache.get(key)
    if found is None:
        found = state.cache[key] = compute(state)
    return found


def evolved(obj: Any, changes: Mapping[str, Any]) -> Any:
    """A copy of the frozen dataclass ``obj`` (one without slots) with ``changes``, made without running
    ``__init__``: engines copy a state for every move, and the search for every move it tries. A ``cache`` field
    starts empty in the copy; a name that is not a field is refused as ``__init__`` would refuse it.

    >>> @dataclass(frozen=True)
    ... class Spot:
    ...     x: int
    ...     y: int = 0
    ...     cache: dict = field(default_factory=dict, compare=False)
    >>> a = Spot(1)
    >>> a.cache["k"] = 1
    >>> b = evolved(a, {"y": 2})
    >>> b, b.cache, a
    (Spot(x=1, y=2, cache={}), {}, Spot(x=1, y=0, cache={'k': 1}))
    >>> evolved(a, {"z": 3})
    Traceback (most recent call last):
    ...
    TypeError: Spot.__init__() got an unexpected keyword argument 'z'
    """
    attrs = obj.__dict__.copy()
    size = len(attrs)
    attrs.update(changes)
    if len(attrs) != size:
        name = next(n for n in changes if n not in obj.__dict__)
        raise TypeError(f"{type(obj).__name__}.__init__() got an unexpected keyword argument {name!r}")
    if "cache" in attrs:
        attrs["cache"] = {}
    new = _new(type(obj))
    _setattr(new, "__dict__", attrs)  # the frozen class's own __setattr__ refuses; a dict copy is the quickest
    return new


def draft(obj: Any) -> tuple[Any, dict[str, Any]]:
    """A copy of the frozen dataclass ``obj`` (one without slots) and that copy's own attribute dict, to be changed
    in place before anybody else sees the copy: the quickest way for an engine to make the next position, one
    field at a time. A ``cache`` field starts empty. The caller must only set fields ``obj`` has.

    >>> @dataclass(frozen=True)
    ... class Spot:
    ...     x: int
    ...     cache: dict = field(default_factory=dict, compare=False)
    >>> a = Spot(1)
    >>> a.cache["k"] = 1
    >>> b, attrs = draft(a)
    >>> attrs["x"] = 2
    >>> b, b.cache, a
    (Spot(x=2, cache={}), {}, Spot(x=1, cache={'k': 1}))
    """
    # A new dict, not ``.copy()``: the copy of the split dict of an object made by ``__init__`` stays split, and on
    # a split dict CPython's quick path for reading an attribute gives up (every Amber placement reads many). From an
    # unsplit dict this is as quick as ``.copy()``. (``evolved`` keeps ``.copy()``: La Loire makes small objects by
    # ``__init__`` every turn, and for those a split copy is the quicker.)
    attrs = {**obj.__dict__}
    if "cache" in attrs:
        attrs["cache"] = {}
    new = _new(type(obj))
    _setattr(new, "__dict__", attrs)
    return new, attrs


_new, _setattr = object.__new__, object.__setattr__


def listed(state: Any, legal: tuple[Any, ...], move: Any) -> bool:
    """Whether ``move`` is among ``legal``, the legal moves of ``state`` (a move object of the game).

    The very objects ``legal`` holds are recognised by identity (a fast scan in C, no hashing);
    any other object is compared by value, in a set kept in ``state.cache["legal_set"]``.

    >>> from types import SimpleNamespace
    >>> s, a = SimpleNamespace(cache={}), ("x", 1)
    >>> listed(s, (a,), a), listed(s, (a,), ("x", 1)), listed(s, (a,), ("y", 1))
    (True, True, False)
    """
    if any(map(is_, legal, repeat(move))):
        return True
    found = state.cache.get("legal_set")
    if found is None:
        found = state.cache["legal_set"] = frozenset(legal)
    return move in found


_FIELDS: dict[type, tuple[tuple[str, Any], ...]] = {}


def _field_hints(cls: type) -> tuple[tuple[str, Any], ...]:
    """(name, type hint) of each field of the dataclass ``cls`` (memoised; none for other classes)."""
    found = _FIELDS.get(cls)
    if found is None:
        hints = get_type_hints(cls) if dataclasses.is_dataclass(cls) else {}
        found = _FIELDS[cls] = tuple((f.name, hints.get(f.name, Any)) for f in dataclasses.fields(cls)) \
            if dataclasses.is_dataclass(cls) else ()
    return found


def _fits(value: Any, hint: Any) -> bool:
    """Whether ``value`` is of the type ``hint`` (the kinds move fields use: str, int, bool, None, unions, tuples
    and frozensets of one kind, and other moves); ``bool`` is not taken for ``int``."""
    if hint is Any:
        return True
    if hint is None or hint is type(None):
        return value is None
    if hint in (int, str, bool, float):
        return type(value) is hint
    origin = get_origin(hint)
    if origin in (Union, UnionType):
        return any(_fits(value, h) for h in get_args(hint))
    if origin in (tuple, frozenset):
        args = get_args(hint)
        return type(value) is origin and (not args or all(_fits(v, args[0]) for v in value))
    if isinstance(hint, type):
        return isinstance(value, hint) and bad_field(value) is None
    return True


def bad_field(move: Any) -> str | None:
    """The first field of the move object ``move`` whose value is not of the field's type, in words (else None).

    Move objects are made by the engine or parsed from text, with fields of the right types; one built by hand
    may hold anything, and is refused with this instead of failing deep in the rules.

    >>> @dataclass(frozen=True)
    ... class Go:
    ...     to: str
    ...     steps: int = 1
    >>> bad_field(Go("a2", 2)), bad_field(Go(["a2"])), bad_field(Go("a2", True))
    (None, "Go.to is ['a2'] (list), not str", 'Go.steps is True (bool), not int')
    """
    for name, hint in _field_hints(type(move)):
        value = getattr(move, name, None)
        if not _fits(value, hint):
            want = getattr(hint, "__name__", None) or str(hint).replace("typing.", "")
            return f"{type(move).__name__}.{name} is {reprlib.repr(value)} ({type(value).__name__}), not {want}"
    return None


class EngineBase:
    """The plumbing every game engine shares; a game names its modules as class attributes.

    ``setup`` (``new_state``), ``moves`` (``parse``), ``scoring`` (``scores``, ``winners``)
    and ``explain`` (``describe``); states have ``over``, ``player`` and a ``cache`` dict.
    """

    setup: Any
    moves: Any
    scoring: Any
    explain: Any

    def new_state(self, config: Config) -> Any:
        return self.setup.new_state(config)

    @property
    def move_types(self) -> tuple[type, ...]:
        """The classes of the union ``moves.Move``."""
        return get_args(self.moves.Move)

    def parse_move(self, text: str) -> Any:
        return self.moves.parse(text)

    def is_over(self, state: Any) -> bool:
        return state.over

    def to_move(self, state: Any) -> int | None:
        return None if state.over else state.player

    def scores(self, state: Any) -> dict[int, dict[str, int]]:
        return self.scoring.scores(state)

    def winners(self, state: Any) -> tuple[int, ...]:
        return self.scoring.winners(state)

    def describe(self, before: Any, move: Any, after: Any) -> list[tuple[str, str]]:
        return self.explain.describe(before, move, after)

    def forget(self, state: Any) -> None:
        """Drop the caches of a position that is now history; they are rebuilt on demand."""
        state.cache.clear()

    def fingerprint(self, state: Any) -> str:
        from tutor.record import fingerprint

        return fingerprint(state)


class Game:
    """A game in progress: the current state, its history, undo and redo.

    Game packages construct it through their ``new_game`` function, for example
    ``amber.new_game(players=3, seed=7)``.

    ``lang`` (``"en"``, ``"hu"``, or ``None`` for the current language of :mod:`tutor.i18n`)
    is the language of this game's verdicts and explanations; set it any time
    (``game.lang = "hu"``), or give ``lang=`` to a single :meth:`check`, :meth:`play`
    or :meth:`explain`. It is not part of the game: records stay the same.
    """

    def __init__(self, engine: Engine, config: Config, lang: str | None = None) -> None:
        from tutor.schema import check_players

        check_players(config.players)  # names must differ: a move log names the player who moves
        self.engine = engine
        self.config = config
        self._states: list[Any] = [engine.new_state(config)]
        self._moves: list[Any] = []
        self._redo: list[tuple[Any, Any]] = []
        self._forget = getattr(engine, "forget", None)  # optional: drop caches of past positions
        self._moves_or_text = (str, *engine.move_types)
        self._move_classes = frozenset(engine.move_types)
        self._is_legal = getattr(engine, "is_legal", None)  # optional: the verdict's ok without its words
        self.lang = lang

    @property
    def lang(self) -> str | None:
        """The language of this game's verdicts and explanations (None: the current language)."""
        return self._lang

    @lang.setter
    def lang(self, lang: str | None) -> None:
        self._lang = None if lang is None else check_language(lang)

    # -- the position -------------------------------------------------------
    @property
    def state(self) -> Any:
        """The current position (an immutable value)."""
        return self._states[-1]

    @property
    def states(self) -> tuple[Any, ...]:
        """Every position from the start to now: ``states[i]`` is before ``history[i]``."""
        return tuple(self._states)

    @property
    def history(self) -> tuple[Any, ...]:
        """The moves played so far, oldest first."""
        return tuple(self._moves)

    @property
    def players(self) -> tuple[str, ...]:
        return self.config.players

    @property
    def to_move(self) -> int | None:
        """Index of the player to act, or ``None`` when the game is over."""
        return self.engine.to_move(self.state)

    @property
    def is_over(self) -> bool:
        return self.engine.is_over(self.state)

    @property
    def graph(self) -> Any:
        """The networkx view of the board now; run any networkx algorithm on it."""
        return self.engine.graph(self.state)

    # -- the rules -----------------------------------------------------------
    def legal_moves(self) -> tuple[Any, ...]:
        """Every legal move now, in a deterministic order; none once the game is over."""
        return self.engine.legal_moves(self.state)

    # The refusal contract, the same for every game: ``check`` answers any input whatsoever
    # with a Verdict; ``play`` either plays a legal move or raises IllegalMove (a move the
    # rules forbid, or an object that is not a move of this game) or NotationError (text
    # that cannot be read as a move), and a refused move leaves the game exactly as it was.
    # Both errors are ValueErrors; a NotationError's ``rule`` names the rule it breaks
    # (``None``: the game's notation rule, ``<game>.notation.syntax``).

    def parse(self, move: Any) -> Any:
        """A move from its text notation, read in the current position (a move object of this game is returned
        unchanged); NotationError for text that is not a move and for any other object.

        Text may name the player first, as the move log does: ``"red: curve C7 r1"``. An engine
        with a ``resolve(state, move)`` step then reads the text in the position: in Glanz und
        Gloria ``route Hannover`` is the one Hannover card in hand that can go there. So
        ``check`` and ``play`` accept exactly the legal moves, and text that names one of them.
        """
        if isinstance(move, str):
            parsed = self.engine.parse_move(self._split(move)[1])
            resolve = getattr(self.engine, "resolve", None)  # optional: only some games read text in the position
            return parsed if resolve is None else resolve(self.state, parsed)
        foreign = self._foreign(move)
        if foreign is not None:
            raise NotationError(foreign.reason, foreign.rule)
        return move

    def _foreign(self, move: Any) -> Verdict | None:
        """The refusal of an object that is neither text nor a move of this game (else None)."""
        if isinstance(move, self._moves_or_text):
            bad = None if isinstance(move, str) else bad_field(move)
            if bad is None:
                return None
            return Verdict(False, f"{self.engine.name}.notation.syntax", _(
                "{move}: a move built by hand with a field of the wrong type").format(move=bad))
        name = self.engine.name
        return Verdict(False, f"{name}.notation.syntax", _(
            "{move} ({type}) is not a move in {game}: give one of its moves, or a move in its text notation").format(
            move=reprlib.repr(move), type=type(move).__name__, game=name))

    def _split(self, text: str) -> tuple[int | None, str]:
        who, colon, rest = text.partition(":")
        if colon and who.strip() in self.players:
            return self.players.index(who.strip()), rest.strip()
        return None, text

    def _out_of_turn(self, move: Any) -> Verdict | None:
        who = self._split(move)[0] if isinstance(move, str) else None
        if who is None or self.is_over or who == self.to_move:
            return None
        rule = f"{self.engine.name}.turn.order"
        return Verdict(False, rule, _("it is {player}'s turn, not {other}'s").format(  # seats are colours: in words
            player=pgettext("colour", self.players[self.to_move]), other=pgettext("colour", self.players[who])))

    def check(self, move: Any, lang: str | None = None) -> Verdict:
        """The verdict on ``move`` (object or text) in the current position: ok exactly for a legal move, or for
        text that :meth:`parse` reads as one; any other input is refused too. The reason is in ``lang`` (default:
        the game's language)."""
        lang = lang or self._lang
        if lang is None:  # the current language: no switch (check is called for every move a panel weighs)
            return self._check(move)
        with language(lang):
            return self._check(move)

    def _check(self, move: Any) -> Verdict:
        foreign = self._foreign(move)
        if foreign is not None:
            return foreign
        try:
            parsed = self.parse(move)
        except NotationError as err:
            return Verdict(False, err.rule or f"{self.engine.name}.notation.syntax", str(err))
        early = self._out_of_turn(move)
        return early if early is not None else self.engine.check(self.state, parsed)

    def play(self, move: Any, lang: str | None = None) -> Any:
        """Play ``move``; an illegal one raises :class:`IllegalMove` and changes nothing.

        Text that cannot be read raises :class:`NotationError` instead (see the contract above). A refusal is
        worded in ``lang`` (default: the game's language).
        """
        lang = lang or self._lang
        if lang is None:
            return self._play(move)
        with language(lang):
            return self._play(move)

    def _play(self, move: Any) -> Any:
        before = self.state
        if type(move) in self._move_classes and self._is_legal is not None:
            try:
                legal = self._is_legal(before, move)
            except TypeError:  # a move built by hand with a field of the wrong type: refused below
                legal = False
            if legal:
                return self._advance(before, move)  # a legal move object: no text to read, no verdict to word
        foreign = self._foreign(move)
        if foreign is not None:
            raise IllegalMove(foreign)
        parsed = self.parse(move)
        verdict = self._out_of_turn(move)
        if verdict is None:
            verdict = self.engine.check(before, parsed)
        if not verdict.ok:
            raise IllegalMove(verdict)
        return self._advance(before, parsed)

    def _advance(self, before: Any, parsed: Any) -> Any:
        """Play the legal move ``parsed`` in the current position ``before``."""
        self._states.append(self.engine.apply(before, parsed))
        self._moves.append(parsed)
        self._redo.clear()
        if self._forget is not None:
            self._forget(before)
        return parsed

    def play_many(self, moves: Sequence[Any]) -> None:
        """Play several moves; stops at the first illegal one (raising IllegalMove)."""
        for move in moves:
            self.play(move)

    def undo(self) -> Any:
        """Take back the last move and return it; IndexError at the start."""
        if not self._moves:
            raise IndexError("nothing to undo: the game is at its start")
        move, state = self._moves.pop(), self._states.pop()
        self._redo.append((move, state))
        return move

    def redo(self) -> Any:
        """Play again the move last taken back and return it; IndexError if none."""
        if not self._redo:
            raise IndexError("nothing to redo")
        move, state = self._redo.pop()
        self._moves.append(move)
        self._states.append(state)
        return move

    @property
    def can_undo(self) -> bool:
        return bool(self._moves)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    # -- results -------------------------------------------------------------
    def scores(self) -> dict[int, dict[str, int]]:
        """Per player: points per category and the ``total``."""
        return self.engine.scores(self.state)

    def winners(self) -> tuple[int, ...]:
        """The winning players (ties stand) once the game is over, else ``()``."""
        return self.engine.winners(self.state) if self.is_over else ()

    def explain(self, index: int = -1, lang: str | None = None) -> list[tuple[str, str]]:
        """What move ``index`` of the history did, as (rule id, sentence) pairs, in ``lang`` (default: the game's
        language)."""
        if not self._moves:
            return []
        if not -len(self._moves) <= index < len(self._moves):
            raise IndexError(f"move {index} does not exist: {len(self._moves)} moves were played")
        i = index % len(self._moves)
        with language(lang or self._lang):
            return self.engine.describe(self._states[i], self._moves[i], self._states[i + 1])

    # -- records and display ------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        """The game as a versioned JSON-ready record (players, variant, seed, moves)."""
        from tutor.record import to_record

        return to_record(self)

    def svg(self, **options: Any) -> str:
        """The board now as an SVG string; options are the game renderer's."""
        return self.engine.render_svg(self.state, **options)

    def _repr_svg_(self) -> str:
        return self.svg()

    def __repr__(self) -> str:
        status = "over" if self.is_over else f"{self.players[self.to_move]} to move"
        return (
            f"<{self.engine.name} game: {len(self.players)} players, variant {self.config.variant}, "
            f"seed {self.config.seed}, {len(self._moves)} moves, {status}>"
        )
