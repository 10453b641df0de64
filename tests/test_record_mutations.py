"""Records are validated, not trusted: every mutated record is refused with a RecordError or loads a sound game.

For each game, a few base records (a seeded game with some moves, a scenario position with
``options.start``) are mutated deterministically: every field and every nested option gets
wrong types, out-of-range and huge numbers, deep nesting, an unknown key or loses its key;
the text is broken (deep nesting, a 5,000-digit number, ``NaN``, bad UTF-8, truncation).
The outcome must be a :class:`~tutor.RecordError` (never a raw exception, never one of the
loader's "unchecked" safety nets) or a game that works: its legal moves, a verdict, the SVG,
the scores and its repr, and whose start and current positions pass the game's validator.
The impossible positions named in the hardening issue are explicit cases.
"""

from __future__ import annotations

import copy
import importlib
import json
import random
import re
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import amber
import loire
import taxis
from amber import validate as amber_validate
from loire import validate as loire_validate
from taxis import validate as taxis_validate
from tutor import RecordError
from tutor.bots import play_out

GAMES = {"amber": (amber, amber_validate), "taxis": (taxis, taxis_validate), "loire": (loire, loire_validate)}

AMBER_PICTURE = """
    A  B  C  D  E
1   .  .  .  .  .
2   .  1  I1 L3v .
3   .  .  .  .  .
4   .  .  .  2  .
"""


def base_records(game: str) -> dict[str, dict[str, Any]]:
    """Records to mutate: a seeded game with a few moves, and a scenario position (``options.start``)."""
    module = GAMES[game][0]
    played = module.new_game(players=3, seed=5, start_player=1)
    for _ in range(4):
        played.play(played.legal_moves()[0])
    if game == "amber":
        start = amber.scenario(AMBER_PICTURE, hands=["curve tee", "cross"], purse=[1, 0], coins="D4")
    elif game == "taxis":
        start = taxis.scenario(players=2, variant="base", hands=["Ulm Stuttgart", ""], routes=["Augsburg München", ""],
                               houses=["Basel", ""], tiles=[[["route-5", 2]], []], carriages=[3, 0], drawn=1)
    else:
        start = loire.scenario(players=2, shields={"Saumur": "blue"}, buildings={"Saumur": "1 farm"},
                               seats=[{"merchant": "Nantes", "merchant_horses": 1, "money": 9, "goods": {"wood": 1},
                                       "hand": ["Angers"]}, {}], turn={"moved": []}, player=0)
    still = start.to_record()
    start.play(start.legal_moves()[0])
    return {"played": played.to_record(), "scenario": still, "scenario and a move": start.to_record()}


# -- mutations -------------------------------------------------------------------

def deep(levels: int) -> Any:
    value: Any = 0
    for _ in range(levels):
        value = [value]
    return value


REPLACEMENTS: dict[str, Any] = {
    "list": [], "object": {}, "text": "x", "float": 1.5, "true": True, "null": None, "minus one": -1,
    "ninety-nine": 99, "huge int": 10**30, "deep": deep(40), "negative huge": -(10**25), "big list": list(range(300)),
}


def paths(value: Any, path: tuple = ()) -> Iterator[tuple]:
    """Every path into a record (keys and list indices); long lists contribute their first two items."""
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value[:2]):
            yield from paths(v, (*path, i))


def mutated(rec: dict[str, Any], path: tuple, how: str) -> dict[str, Any]:
    new = copy.deepcopy(rec)
    parent = new
    for key in path[:-1]:
        parent = parent[key]
    last = path[-1]
    if how == "delete":
        del parent[last]
    elif how == "unknown key":
        target = parent[last]
        if not isinstance(target, dict):
            return new
        target["colour"] = "red"
    else:
        parent[last] = copy.deepcopy(REPLACEMENTS[how])
    return new


def mutations(rec: dict[str, Any], rng: random.Random, per_path: int) -> Iterator[tuple[str, dict[str, Any]]]:
    """Seeded: for every path, ``per_path`` kinds of change (deletion and unknown keys always for objects)."""
    kinds = list(REPLACEMENTS)
    for path in paths(rec):
        if not path:
            continue
        where = ".".join(map(str, path))
        chosen = rng.sample(kinds, per_path)
        if isinstance(path[-1], str):
            chosen.append("delete")
        if isinstance(_get(rec, path), dict):
            chosen.append("unknown key")
        for how in chosen:
            bad = mutated(rec, path, how)
            yield f"{where} <- {how}", bad
            if "final" in bad:  # the fingerprint is no signature: a forger drops or recomputes it
                yield f"{where} <- {how}, no final", {k: v for k, v in bad.items() if k != "final"}


def _get(rec: Any, path: tuple) -> Any:
    for key in path:
        rec = rec[key]
    return rec


TEXT_MUTATIONS: dict[str, Callable[[str], str | bytes]] = {
    "nested 100,000 deep": lambda text: "[" * 100_000 + "]" * 100_000,
    "options nested 100,000 deep": lambda text: text.replace('"options": {', '"options": {"start": ' + "[" * 100_000
                                                             + "]" * 100_000 + ", ", 1),
    "5,000-digit seed": lambda text: text.replace('"seed": ', '"seed": ' + "9" * 5000 + "0 * ", 1).replace(" * ", ""),
    "NaN seed": lambda text: text.replace('"seed": ', '"seed": NaN, "x": ', 1),
    "Infinity start_player": lambda text: text.replace('"options": {', '"options": {"start_player": Infinity, ', 1),
    "truncated": lambda text: text[: len(text) // 2],
    "not UTF-8": lambda text: text.encode()[:-3] + b"\xff\xfe}",
    "huge float": lambda text: text.replace('"seed": ', '"seed": 1e999, "x": ', 1),
    "too long": lambda text: text.replace('"moves": [', '"moves": [' + '"end", ' * 400_000, 1),
}


# -- outcomes --------------------------------------------------------------------

def outcome(game: str, rec: Any) -> str:
    """``"refused"`` or ``"loaded"``; anything else fails the test with the record's story."""
    module, validator = GAMES[game]
    try:
        g = module.load_record(rec)
    except RecordError as err:
        assert "unchecked" not in str(err), f"a record reached the loader's safety net: {err}"
        return "refused"
    moves = g.legal_moves()
    if moves:
        assert g.check(moves[0]).ok
    else:
        assert g.is_over, "a game with no legal moves must be over"
    assert g.svg().startswith("<svg") or "<svg" in g.svg()
    totals = g.scores()
    assert set(totals) == set(range(len(g.players)))
    assert module.__name__ in repr(g)
    validator.validate(g.states[0])
    validator.validate(g.state)
    return "loaded"


PER_PATH = len(REPLACEMENTS)  # every kind of change at every path (seeded order; fewer for a quicker run)


@pytest.mark.parametrize("game", list(GAMES))
def test_seeded_record_mutations_are_refused_or_load_sound_games(game: str) -> None:
    rng = random.Random(f"record mutations {game}")
    started = time.perf_counter()
    counts = {"refused": 0, "loaded": 0}
    for base, rec in base_records(game).items():
        assert outcome(game, rec) == "loaded"
        for label, bad in mutations(rec, rng, per_path=PER_PATH):
            try:
                counts[outcome(game, bad)] += 1
            except Exception as err:  # name the mutation that escaped
                raise AssertionError(f"{game} {base}: {label}: {type(err).__name__}: {err}") from err
        text = json.dumps(rec)
        for label, change in TEXT_MUTATIONS.items():
            assert outcome(game, change(text)) == "refused", label
            counts["refused"] += 1
    print(f"\n{game}: {sum(counts.values())} mutated records, {counts['refused']} refused, "
          f"{counts['loaded']} loaded and checked, {time.perf_counter() - started:.2f} s")
    assert counts["refused"] > counts["loaded"] > 0


# -- the cases named in the hardening issue ------------------------------------------------

def option(path: str, value: Any) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """Set ``options.<path>`` (dotted; digits index lists) and drop ``final``, as a forger would."""

    def change(rec: dict[str, Any]) -> dict[str, Any]:
        rec = copy.deepcopy(rec)
        rec.pop("final", None)
        *parents, last = ["options", *path.split(".")]
        target = rec
        for key in parents:
            target = target[int(key)] if isinstance(target, list) else target[key]
        if isinstance(target, list):
            target[int(last)] = value
        else:
            target[last] = value
        return rec

    return change


def field(key: str, value: Any) -> Callable[[dict[str, Any]], dict[str, Any]]:
    return lambda rec: {**rec, key: value}


# (game, base record, change, what the message must name)
CASES: dict[str, tuple[str, str, Callable[[dict[str, Any]], Any], str]] = {
    # raw crashes before: wrong types and shapes
    "amber start_player []": ("amber", "played", option("start_player", []), "options.start_player"),
    "taxis start_player {}": ("taxis", "played", option("start_player", {}), "options.start_player"),
    "loire start_player Infinity": ("loire", "played", option("start_player", float("inf")), "options.start_player"),
    "amber start_player 1.5": ("amber", "played", option("start_player", 1.5), "options.start_player"),
    "taxis start_player true": ("taxis", "played", option("start_player", True), "options.start_player"),
    "loire start_player 7": ("loire", "played", option("start_player", 7), "options.start_player"),
    "amber start 5": ("amber", "scenario", option("start", 5), "options.start"),
    "taxis start 'x'": ("taxis", "scenario", option("start", "x"), "options.start"),
    "loire start []": ("loire", "scenario", option("start", []), "options.start"),
    "amber board 5": ("amber", "scenario", option("start.board", 5), "options.start.board"),
    "taxis hands 5": ("taxis", "scenario", option("start.hands", 5), "options.start.hands"),
    "loire seats 5": ("loire", "scenario", option("start.seats", 5), "options.start.seats"),
    "loire shields as a list": ("loire", "scenario", option("start.shields", ["blue"]), "options.start.shields"),
    "taxis reading []": ("taxis", "played", option("reading", []), "options.reading"),
    "amber unknown option": ("amber", "played", option("colour", "red"), "unknown key(s) 'colour'"),
    "taxis unknown scenario key": ("taxis", "scenario", option("start.colour", "red"), "unknown key(s) 'colour'"),
    "loire unknown seat key": ("loire", "scenario", option("start.seats.1.colour", "red"), "unknown key(s) 'colour'"),
    "amber duplicate names": ("amber", "played", field("players", ["Ann", "Bob", "Ann"]), "players[2]"),
    "taxis duplicate names": ("taxis", "played", field("players", ["Ann", "ann", "Bob"]), "players[1]"),
    "loire huge seed": ("loire", "played", field("seed", 10**30), "field 'seed'"),
    # impossible games before: out of range, refused by the schema or by the position validator
    "amber purse [100, 0]": ("amber", "scenario", option("start.purse", [100, 0]), "options.start.purse[0]"),
    "amber purses beyond the coins": ("amber", "scenario", option("start.purse", [12, 2]), "position: purse"),
    "amber player 99": ("amber", "scenario", option("start.player", 99), "options.start.player"),
    "amber coin off a castle or village": ("amber", "scenario", option("start.coins", "A1"), "position: coins_on"),
    "taxis player 99": ("taxis", "scenario", option("start.player", 99), "options.start.player"),
    "taxis bonus tile worth 1000": ("taxis", "scenario", option("start.tiles.0.0", ["route-5", 1000]),
                                    "options.start.tiles[0][0][1]"),
    "taxis bonus tile not on its stack": ("taxis", "scenario", option("start.tiles.0.0", ["route-5", 3]),
                                          "position: tiles"),
    "taxis carriage 99": ("taxis", "scenario", option("start.carriages", [99, 0]), "position: carriages[0]"),
    "taxis drawn -5": ("taxis", "scenario", option("start.drawn", -5), "options.start.drawn"),
    "taxis unknown official": ("taxis", "scenario", option("start.official", "Nobody"), "position: official"),
    "loire money -100": ("loire", "scenario", option("start.seats.0.money", -100), "options.start.seats[0].money"),
    "loire goods -3": ("loire", "scenario", option("start.seats.0.goods", {"wood": -3}),
                       "options.start.seats[0].goods.wood"),
    "loire building of player 7": ("loire", "scenario", option("start.buildings", {"Saumur": "7 farm"}),
                                   "position: buildings.Saumur"),
    "loire turn.moved 5": ("loire", "scenario", option("start.turn", {"moved": 5}), "options.start.turn.moved"),
    "loire acting piece that never moved": ("loire", "scenario", option("start.turn", {"acting": "merchant"}),
                                            "position: turn.acting"),
    "loire 25 loose horses": ("loire", "scenario", option("start.loose", {"Saumur": 25}), "position: loose"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_the_issue_cases_are_refused_naming_the_field(case: str) -> None:
    game, base, change, where = CASES[case]
    with pytest.raises(RecordError, match=re.escape(where)) as caught:
        GAMES[game][0].load_record(change(base_records(game)[base]))
    assert "unchecked" not in str(caught.value)


@pytest.mark.parametrize("game", list(GAMES))
def test_a_forged_final_fingerprint_is_accepted_because_it_proves_nothing(game: str) -> None:
    """``final`` catches accidents only: anyone can recompute it (the README says so), so an edit with a fresh
    fingerprint loads; what still protects the game is that every field and every move is checked."""
    module = GAMES[game][0]
    rec = base_records(game)["played"]
    shorter = dict(rec, moves=rec["moves"][:-1])
    with pytest.raises(RecordError, match="'final'"):
        module.load_record(shorter)
    forged = dict(shorter, final=module.load_record(dict(shorter, final=None)).to_record()["final"])
    assert len(module.load_record(forged).history) == len(rec["moves"]) - 1


@pytest.mark.parametrize("game", list(GAMES))
def test_new_game_refuses_duplicate_names_and_bad_options(game: str) -> None:
    module = GAMES[game][0]
    with pytest.raises(ValueError, match="players\\[1\\]"):
        module.new_game(players=["Ann", "Ann"])
    with pytest.raises(ValueError, match="options.start_player"):
        module.new_game(players=2, start_player=1.5)
    with pytest.raises(ValueError, match="unknown key"):
        module.new_game(players=2, colour="red")


@pytest.mark.parametrize("game", list(GAMES))
def test_every_position_of_a_played_game_passes_the_validator(game: str) -> None:
    """The validator refuses no real position: seeded bot games, checked position by position to the end."""
    module, validator = GAMES[game]
    bots = importlib.import_module(f"{game}.bots")
    g = module.new_game(players=2, seed=3, variant=module.ENGINE.variants[-1])
    play_out(g, [bots.GreedyBot(0), bots.GreedyBot(1)], max_moves=3000)
    assert g.is_over
    bad = [(i, validator.problems(s)) for i, s in enumerate(g.states) if validator.problems(s)]
    assert bad == []


# -- the text of a record: encodings, numbers, nesting, long values (issue 25, item 7) ----------------------


def _record_text(game: str = "amber") -> str:
    module = GAMES[game][0]
    g = module.new_game(2, seed=3)
    g.play(g.legal_moves()[0])
    return json.dumps(g.to_record(), ensure_ascii=False)


@pytest.mark.parametrize("as_bytes", [False, True])
def test_a_record_with_a_utf8_byte_order_mark_loads(as_bytes: bool) -> None:
    text = _record_text()
    marked: str | bytes = ("\ufeff" + text).encode() if as_bytes else "\ufeff" + text
    assert amber.load_record(marked).state == amber.load_record(text).state


@pytest.mark.parametrize(("encoding", "byte"), [("cp1250", None), ("utf-16", 0)])
def test_a_record_saved_in_another_encoding_is_refused_by_name(encoding: str, byte: int | None) -> None:
    text = _record_text().replace('"variant"', '"játékos": "Bréma", "variant"', 1)
    with pytest.raises(RecordError, match=r"^record: not UTF-8 text \(byte \d+\).*save the record as UTF-8$"):
        amber.load_record(text.encode(encoding))


@pytest.mark.parametrize("game", GAMES)
def test_a_megabyte_value_is_quoted_in_at_most_200_characters(game: str) -> None:
    """A 1 MB ``game`` value gave a 1,000,060-character error shown whole on the table."""
    for key in ("game", "variant", "format"):
        rec = json.loads(_record_text(game))
        rec[key] = "x" * 10**6
        with pytest.raises(RecordError) as err:
            GAMES[game][0].load_record(json.dumps(rec))
        message = str(err.value)
        assert len(message) < 400 and "1000002 characters" in message and "x" * 200 not in message
    rec = json.loads(_record_text(game))
    rec["moves"].append("end " + "y" * 10**6)
    with pytest.raises(RecordError) as err:
        GAMES[game][0].load_record(rec)
    assert len(str(err.value)) < 400
    rec = json.loads(_record_text(game))
    rec["z" * 10**6] = 1
    with pytest.raises(RecordError, match="unknown field") as err:
        GAMES[game][0].load_record(rec)
    assert len(str(err.value)) < 400


def test_a_huge_number_given_from_python_is_refused_not_raised() -> None:
    """A record built in Python (no JSON text: no digit cap) with a 5,000-digit start player: a clean refusal."""
    rec = json.loads(_record_text())
    rec["options"] = {"start_player": 10**5000}
    with pytest.raises(RecordError, match="a number of about 5001 digits"):
        amber.load_record(rec)
