"""The refusal contract of all three games, as property tests.

For any input whatsoever, ``Game.check`` returns a :class:`~tutor.Verdict` and
``Game.play`` either plays a legal move or raises :class:`~tutor.IllegalMove`
(or :class:`~tutor.NotationError` for text that cannot be read); a refused move
leaves the game byte for byte as it was. The inputs: arbitrary text, arbitrary
objects (including the moves of the other games, and moves of the game built
by hand with arbitrary field values), and mutations of the notation
of legal moves (characters inserted, deleted and replaced, Unicode digits, huge
numbers, case and white space changes); and every legal move's notation reads
back as the same move. The positions come from seeded random playouts.

Examples per test: ``TUTOR_HYPOTHESIS_EXAMPLES`` if set; else 2000 when ``CI``
is set (the ``refusal-ci`` profile, derandomized so that CI runs are
repeatable); else 100 (``refusal-dev``).
"""

from __future__ import annotations

import copy
import dataclasses
import importlib
import os
import random
from collections.abc import Callable
from functools import cache
from types import ModuleType
from typing import Any, get_type_hints
from unicodedata import normalize

import pytest
from hypothesis import HealthCheck, event, given, note, settings
from hypothesis import strategies as st

import amber
import loire
import taxis
from tutor import IllegalMove, NotationError, Verdict
from tutor.game import Game
from tutor.notation import MAX_DIGITS
from tutor.record import canonical

GAMES: dict[str, ModuleType] = {"amber": amber, "taxis": taxis, "loire": loire}
SEEDS = 8  # playouts per game: player counts and variants take turns
MAX_PLIES = 600  # a random Thurn und Taxis game may wander; positions along the way are what we want

_COMMON = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow, HealthCheck.data_too_large]}
settings.register_profile("refusal-dev", max_examples=100, **_COMMON)
settings.register_profile("refusal-ci", max_examples=2000, derandomize=True, database=None, **_COMMON)
_PROFILE = settings.get_profile("refusal-ci" if os.environ.get("CI") else "refusal-dev")
if os.environ.get("TUTOR_HYPOTHESIS_EXAMPLES"):
    _PROFILE = settings(_PROFILE, max_examples=int(os.environ["TUTOR_HYPOTHESIS_EXAMPLES"]))
contract = settings(_PROFILE)

# -- positions from seeded random playouts ---------------------------------------


@cache
def playout(game: str, seed: int) -> Game:
    """A game of random legal moves, fixed by the seed (its states are the positions we test in)."""
    module = GAMES[game]
    counts, variants = module.ENGINE.player_counts, module.ENGINE.variants
    g = module.new_game(counts[seed % len(counts)], seed=seed, variant=variants[seed // len(counts) % len(variants)])
    rng = random.Random(seed)
    while not g.is_over and len(g.history) < MAX_PLIES:
        g.play(rng.choice(g.legal_moves()))
    return g


def at(g: Game, index: int) -> Game:
    """A separate game that stands at ``g.states[index]`` (sharing the immutable states, not the lists)."""
    h = copy.copy(g)
    h._states, h._moves, h._redo = list(g._states[: index + 1]), list(g._moves[:index]), []
    return h


def position(game: str, seed: int, ply: int) -> Game:
    """The position after ``ply`` moves (modulo the playout's length, so possibly the end) of playout ``seed``."""
    g = playout(game, seed)
    return at(g, ply % len(g.states))


POSITIONS = {game: st.builds(position, st.just(game), st.integers(0, SEEDS - 1), st.integers(0, 10**6))
             for game in GAMES}


@cache
def pool(game: str) -> tuple[Any, ...]:
    """The moves played in ``game``'s playouts, in the order of their notation."""
    return tuple(sorted({m for seed in range(SEEDS) for m in playout(game, seed).history}, key=str))


@cache
def vocabulary() -> tuple[str, ...]:
    """Every word of the notation of the moves in the pools of all three games."""
    return tuple(sorted({w for game in GAMES for m in pool(game) for w in str(m).split()}))


MOVES = {game: st.deferred(lambda game=game: st.sampled_from(pool(game))) for game in GAMES}
WORDS = st.deferred(lambda: st.sampled_from(vocabulary()))


# -- inputs ------------------------------------------------------------------------

UNICODE_DIGITS = "²³¹⁰⁴⁵⁶⁷⁸⁹₀₁₂٠١٢٣٤٥٦٧٨٩۰۱۲۳०१२३০১২৩๐๑๒๓０１２３４５６７８９𝟎𝟏𝟐𝟕ⅠⅦ①⑦"
ODD_SPACES = ["\u00a0", "\u2003", "\u3000", "\t", "\n", "  ", "\u200b", "\x00", "\ud800", "\u0301"]
NUMBERS = st.one_of(st.integers(0, 10**MAX_DIGITS - 1).map(str), st.integers(-999, 999).map(lambda n: f"{n:+d}"),
                    st.integers(MAX_DIGITS + 1, 5000).map(lambda k: "9" * k), st.text(UNICODE_DIGITS, min_size=1))
TEXTS = st.one_of(
    st.text(),
    st.text(st.characters(codec="ascii")),
    st.lists(st.one_of(WORDS, NUMBERS, st.text(max_size=3), st.sampled_from(ODD_SPACES)), min_size=1, max_size=7)
    .map(" ".join),
    st.tuples(st.sampled_from(["red: ", "blue: ", "Red: ", ": ", "green:"]), WORDS).map("".join),
)
OBJECTS = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(), st.complex_numbers(), st.binary(), st.just(Ellipsis),
    st.just(object()), st.just(str), st.just(amber), st.builds(bytearray, st.binary(max_size=8)),
    st.lists(st.one_of(st.text(max_size=8), st.integers()), max_size=4),
    st.tuples(st.text(max_size=8)), st.sets(st.integers(), max_size=3), st.frozensets(st.text(max_size=3), max_size=3),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
    st.builds(Verdict, st.booleans(), st.text(max_size=10), st.text(max_size=10)),
    st.builds(lambda v: IllegalMove(v), st.builds(Verdict, st.booleans(), st.just("amber.turn.order"), st.text())),
    st.builds(NotationError, st.text(max_size=10)),
)


def _foreign(game: str) -> st.SearchStrategy[Any]:
    """Objects that are not moves of ``game``: anything above, other games' moves, its own moves wrapped up."""
    own = MOVES[game]
    wrapped = st.one_of(own.map(lambda m: [str(m)]), own.map(lambda m: (m,)), own.map(lambda m: {str(m): m}),
                        own.map(lambda m: str(m).encode()), own.map(lambda m: [m]), own.map(type))
    return st.one_of(OBJECTS, *(MOVES[g] for g in GAMES if g != game), wrapped)


FOREIGN = {game: _foreign(game) for game in GAMES}


def _attempt(kind: type, fields: dict[str, Any]) -> Any:
    """``kind(**fields)``, or None (itself an input to refuse) when the move's class refuses the fields (with a
    NotationError: a constructor that checks its fields says so as the notation would)."""
    try:
        return kind(**fields)
    except NotationError:
        return None


def _made(kind: type) -> st.SearchStrategy[Any]:
    """Objects of a move class with arbitrary values of the field types (a position's nonsense built by hand)."""
    hints = get_type_hints(kind)
    fields = {f.name: st.deferred(lambda h=hints[f.name]: _made(h) if dataclasses.is_dataclass(h) else st.from_type(h))
              for f in dataclasses.fields(kind)}
    return st.builds(_attempt, st.just(kind), st.fixed_dictionaries(fields))


HANDMADE = {game: st.one_of(*(_made(kind) for kind in module.ENGINE.move_types)) for game, module in GAMES.items()}


def _typo(kind: type) -> st.SearchStrategy[Any]:
    """Objects of a move class whose fields hold values of any type (a list for a text, text for a number, ...),
    built through the public constructor."""
    hints = get_type_hints(kind)
    fields = {f.name: st.one_of(_made(hints[f.name]) if dataclasses.is_dataclass(hints[f.name])
                                else st.from_type(hints[f.name]), OBJECTS, st.lists(st.text(max_size=5), max_size=2),
                                st.text(max_size=6), st.integers(-3, 200), st.booleans())
              for f in dataclasses.fields(kind)}
    return st.builds(_attempt, st.just(kind), st.fixed_dictionaries(fields))


WRONG_TYPES = {game: st.one_of(*(_typo(kind) for kind in module.ENGINE.move_types if dataclasses.fields(kind)))
               for game, module in GAMES.items()}


@pytest.mark.parametrize("game", GAMES)
@contract
@given(data=st.data())
def test_a_move_built_with_fields_of_the_wrong_type_gets_a_verdict(game: str, data: st.DataObject) -> None:
    """``amber.Stuck(["curve"])``, ``taxis.moves.Draw(city=3)``, ``loire.moves.Boat(["x"])``: each field of each
    move class may hold a value of another type; check and play refuse it (naming the field) and change nothing."""
    g = data.draw(POSITIONS[game], "position")
    thing = data.draw(WRONG_TYPES[game], "move")
    verdict = obeys_contract(g, thing)
    tally(verdict)
    if verdict.ok:
        assert thing in g.legal_moves()


@pytest.mark.parametrize(("game", "make", "field"), [
    ("amber", lambda: amber.Stuck(["curve"]), "Stuck.kind"), ("taxis", lambda: taxis.moves.Draw(city=3), "Draw.city"),
    ("loire", lambda: loire.moves.Boat(["x"]), "Boat.spaces"), ("amber", lambda: amber.Dig(5, special="yes"),
                                                                 "Dig.special"),
    ("loire", lambda: loire.moves.Buy("wood", True), "Buy.count")])
def test_the_wrong_types_the_issue_found_are_refused_naming_the_field(game: str, make: Callable[[], Any],
                                                                       field: str) -> None:
    g = at(playout(game, 1), 3)
    verdict = obeys_contract(g, make())
    assert not verdict.ok and verdict.rule == f"{game}.notation.syntax" and field in verdict.reason


# -- mutations of notation ----------------------------------------------------------


def _spot(data: st.DataObject, text: str) -> int:
    return data.draw(st.integers(0, max(len(text) - 1, 0)))


def _insert(data: st.DataObject, text: str) -> str:
    i = data.draw(st.integers(0, len(text)))
    odd = st.sampled_from([*UNICODE_DIGITS, *ODD_SPACES, "+", "-", ":"])
    return text[:i] + data.draw(st.one_of(st.characters(), odd)) + text[i:]


def _delete(data: st.DataObject, text: str) -> str:
    i = _spot(data, text)
    return text[:i] + text[i + 1 :]


def _replace(data: st.DataObject, text: str) -> str:
    i = _spot(data, text)
    return text[:i] + data.draw(st.one_of(st.characters(), st.sampled_from(UNICODE_DIGITS))) + text[i + 1 :]


def _unicode_digit(data: st.DataObject, text: str) -> str:
    spots = [i for i, ch in enumerate(text) if ch.isdigit()] or [len(text)]
    i = data.draw(st.sampled_from(spots))
    return text[:i] + data.draw(st.sampled_from(UNICODE_DIGITS)) + text[i + 1 :]


def _huge_number(data: st.DataObject, text: str) -> str:
    spots = [i for i, ch in enumerate(text) if ch.isdigit()] or [len(text)]
    i = data.draw(st.sampled_from(spots))
    digits = data.draw(st.sampled_from(["9", "0", "1"])) * data.draw(st.integers(MAX_DIGITS + 1, 5000))
    return text[:i] + digits + text[i:]


def _case(data: st.DataObject, text: str) -> str:
    return data.draw(st.sampled_from([str.upper, str.lower, str.swapcase, str.title, str.capitalize]))(text)


def _space(data: st.DataObject, text: str) -> str:
    spots = [i for i, ch in enumerate(text) if ch == " "] or [0, len(text)]
    i, space = data.draw(st.sampled_from(spots)), data.draw(st.sampled_from([*ODD_SPACES, "", " ", "   "]))
    return text[:i] + space + text[i + (text[i : i + 1] == " ") :]


def _word(data: st.DataObject, text: str) -> str:
    parts = text.split(" ")
    i = data.draw(st.integers(0, len(parts) - 1))
    parts[i] = data.draw(st.one_of(WORDS, NUMBERS, st.just("")))
    return " ".join(parts)


MUTATIONS: tuple[Callable[[st.DataObject, str], str], ...] = (
    _insert, _delete, _replace, _unicode_digit, _huge_number, _case, _space, _word)


# -- the contract -------------------------------------------------------------------


def snapshot(g: Game) -> tuple[Any, ...]:
    """All a game holds: the positions and moves (by identity), the redo stack, and the current state's canonical
    text as it was when the playout made it (so a change in place shows too)."""
    return (pristine(g.state), tuple(map(id, g.states)), tuple(map(id, g.history)), g.can_redo, repr(g))


_PRISTINE: dict[int, tuple[Any, str]] = {}


def pristine(state: Any) -> str:
    """``canonical(state)``; the first time a state is met its text is kept, and every later call checks it."""
    text = canonical(state)
    kept = _PRISTINE.setdefault(id(state), (state, text))
    assert kept[0] is state and kept[1] == text, "a state changed in place"
    return text


def tally(verdict: Verdict) -> None:
    """Count in hypothesis' statistics how deep the inputs got (``--hypothesis-show-statistics``)."""
    event("legal" if verdict.ok else "refused: notation" if ".notation." in verdict.rule else "refused: a rule")


def obeys_contract(g: Game, move: Any) -> Verdict:
    """Check ``move``, then play it: a legal one is played (in a copy), any other refused, changing nothing."""
    before = snapshot(g)
    verdict = g.check(move)
    assert type(verdict) is Verdict and verdict.rule in g.engine.rules and isinstance(verdict.reason, str)
    assert isinstance(verdict.ok, bool) and verdict.reason
    if verdict.ok:
        h = at(g, len(g.history))
        played = h.play(move)
        assert played in g.legal_moves() and len(h.history) == len(g.history) + 1
        return verdict
    with pytest.raises((IllegalMove, NotationError)) as refused:
        g.play(move)
    if isinstance(refused.value, IllegalMove):
        assert refused.value.verdict == verdict
    else:
        assert verdict.rule == (refused.value.rule or f"{g.engine.name}.notation.syntax")
        assert verdict.reason == str(refused.value)
    assert snapshot(g) == before, "a refused move changed the game"
    return verdict


@pytest.mark.parametrize("game", GAMES)
@contract
@given(data=st.data())
def test_any_text_gets_a_verdict_and_a_refusal_changes_nothing(game: str, data: st.DataObject) -> None:
    tally(obeys_contract(data.draw(POSITIONS[game], "position"), data.draw(TEXTS, "text")))


@pytest.mark.parametrize("game", GAMES)
@contract
@given(data=st.data())
def test_any_object_gets_a_verdict_and_a_refusal_changes_nothing(game: str, data: st.DataObject) -> None:
    g = data.draw(POSITIONS[game], "position")
    thing = data.draw(st.one_of(FOREIGN[game], HANDMADE[game]), "object")
    verdict = obeys_contract(g, thing)
    tally(verdict)
    if not isinstance(thing, GAMES[game].ENGINE.move_types):
        assert not verdict.ok and verdict.rule == f"{game}.notation.syntax"


@pytest.mark.parametrize("game", GAMES)
@contract
@given(data=st.data())
def test_mutated_notation_of_a_legal_move_gets_a_verdict(game: str, data: st.DataObject) -> None:
    g = data.draw(POSITIONS[game], "position")
    legal = g.legal_moves() or pool(game)
    text = str(data.draw(st.sampled_from(legal), "move"))
    for mutation in data.draw(st.lists(st.sampled_from(MUTATIONS), min_size=1, max_size=3), "mutations"):
        text = mutation(data, text)
    note(f"mutated: {text!r}")
    verdict = obeys_contract(g, text)
    tally(verdict)
    try:
        move = g.parse(text)
    except NotationError:
        assert not verdict.ok
        return
    assert verdict.ok == (move in g.legal_moves()) or verdict.rule == f"{game}.turn.order"
    assert all(ch.isascii() or ch.isalpha() for ch in normalize("NFC", text)), f"{text!r} read, though not notation"


@pytest.mark.parametrize("game", GAMES)
@contract
@given(data=st.data())
def test_every_legal_move_reads_back_from_its_notation(game: str, data: st.DataObject) -> None:
    g = data.draw(POSITIONS[game], "position")
    parse, legal = GAMES[game].parse, g.legal_moves()
    assert all(parse(str(move)) == move for move in legal)
    if legal:
        move = data.draw(st.sampled_from(legal), "move")
        assert g.parse(str(move)) == move and str(g.parse(str(move))) == str(move)
        assert g.check(str(move)) == g.check(move) and g.check(move).ok
        by_text, by_object = at(g, len(g.history)), at(g, len(g.history))
        by_text.play(str(move))
        by_object.play(move)
        assert canonical(by_text.state) == canonical(by_object.state)


# -- the inputs the fuzzing of the issue found, and what the panels show ----------------

FOUND = ["shovel G²", "curve C7 r²", "curve C٧ r1", "merchant -² Saumur", "merchant +٣ Saumur", "sell wood ²",
         "boat ١", "draw Berlin:²", "route Halle:" + "7" * 5000, "curve C" + "7" * 5000 + " r1", "boat " + "9" * 5000,
         "curve\u00a0C7 r1", "shovel ıı", ["pass"], {"move": "end"}, None, b"end", 7]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("thing", FOUND, ids=lambda t: ascii(t)[:24])
def test_inputs_that_escaped_before_are_refused_under_the_notation_rule(game: str, thing: Any) -> None:
    g = playout(game, 1)
    verdict = obeys_contract(at(g, 3), thing)
    assert not verdict.ok and verdict.rule == f"{game}.notation.syntax"


@pytest.mark.parametrize(("game", "text"), [("amber", "shovel G²"), ("taxis", "draw Berlin:²"), ("loire", "boat ١")])
def test_the_try_panel_shows_the_refusal_of_unreadable_text(game: str, text: str) -> None:
    g = at(playout(game, 1), 3)
    panel = importlib.import_module(f"{game}.widgets").TryPanel(g)
    panel.show(str(g.legal_moves()[0]))
    assert "legal [" in panel.verdict.value
    panel.show(text)
    assert f"illegal [{game}.notation.syntax]" in panel.verdict.value and "U+" in panel.verdict.value


def test_digits_are_ascii_and_at_most_max_digits() -> None:
    from tutor.notation import ascii_int, is_number

    assert [is_number(w) for w in ("0", "999", "1000", "", "²", "٣", "1_0", " 1", "+1")] == [
        True, True, False, False, False, False, False, False, False]
    assert is_number("-12", signed=True) and not is_number("-", signed=True) and not is_number("+-1", signed=True)
    assert amber.parse("curve C07 r1") == amber.parse("curve C7 r1")  # leading zeros are still digits
    with pytest.raises(NotationError, match="at most 3"):
        ascii_int("1" * 4300, "the count")
