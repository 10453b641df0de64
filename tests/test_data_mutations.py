"""Every data file of every game, broken on purpose in every way we can name, must be refused cleanly or play.

For each data file of Amber, Thurn und Taxis and La Loire the test walks the JSON tree and makes one change at
a time: an unknown key at every level, every key missing, every value of the wrong type, counts negative,
zero, one more and huge, lists emptied, shortened, with their first entry repeated and reversed, names
replaced by unknown names (roads to unknown cities, villages that are not on the board ...). Each change is
given to the game's loader (``<game>.setup.read_data`` with a mapping of file names to JSON) and must

* either be refused with :class:`tutor.RecordError` whose message names the file and the key (any other
  exception fails the test; an unknown key must always be refused, except where keys name entries the data may
  add, see ``ENTRY_LISTS``),
* or load; then the game is imported afresh from a copy of its package holding the changed file, and short
  seeded random games of every variant, with the fewest and the most players, must play.

Changes are deterministic. To keep the run short, a change is made at the first place of each shape only
(``maps.base.cities[*].x`` once, not for every city; ``characters.*.cost`` once, not for every character), and
texts shown to people (``about``, ``source``, ``hu``, ``title``) are not replaced by unknown names. The figures
are printed with ``-s``.
"""

from __future__ import annotations

import copy
import importlib
import json
import re
import shutil
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tutor.bots import RandomBot
from tutor.rules import RecordError

GAMES = ("amber", "taxis", "loire")
ROOT = Path(__file__).resolve().parents[1]
TEXT = frozenset({"about", "source", "hu", "title"})  # shown to people; only their type and presence matter
UNKNOWN = "zz_unknown"
HUGE = 10**6
PLAYOUT_MOVES = 25
ENTRY_LISTS = {("taxis", "settings.json", "rule_sets"), ("taxis", "bonus.json", "options")}
"""Objects whose keys name entries the data may add (a new rule set, a new reading of a bonus tile): an unknown
key there is a new entry that must play; anywhere else it is a misspelling that must be refused."""
SEED = 11

Path_ = tuple[str | int, ...]


def data_files(game: str) -> dict[str, Any]:
    board = importlib.import_module(f"{game}.board")
    return {name: json.loads((board.DATA_DIR / name).read_text(encoding="utf-8")) for name in board.DATA_FILES}


def where(path: Path_) -> str:
    return "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path)


def shape(root: Any, path: Path_) -> str:
    """``path`` with list positions and the names of named entries (characters, goods, rule sets ...) as ``*``:
    an object of three or more objects that all start with the same key holds named entries of one kind."""
    out, node = [], root
    for p in path:
        if isinstance(p, int):
            out.append("[*]")
        else:
            values = list(node.values())
            named = len(values) >= 3 and all(isinstance(v, dict) and v for v in values) and \
                len({next(iter(v)) for v in values}) == 1
            out.append(".*" if named else f".{p}")
        node = node[p]
    return "".join(out)


# ---------------------------------------------------------------------------------------------- the changes


def _values(value: Any, key: str | int | None) -> Iterator[tuple[str, Any]]:
    """The changed values of one leaf, each with a label."""
    if isinstance(value, bool):
        yield "flipped", not value
        yield "wrong type (number)", int(value)
        yield "wrong type (text)", str(value).lower()
    elif isinstance(value, int):
        yield from (("negative", -1), ("zero", 0), ("one more", value + 1), ("huge", HUGE))
        yield from (("wrong type (text)", str(value)), ("wrong type (fraction)", value + 0.5),
                    ("wrong type (true)", True))
    elif isinstance(value, float):
        yield from (("negative", -1.0), ("huge", float(HUGE)), ("wrong type (text)", str(value)))
    elif isinstance(value, str):
        yield "wrong type (number)", 7
        yield "empty", ""
        if key not in TEXT:
            yield "unknown name", "Zzz"
    elif value is None:
        yield from (("wrong type (text)", "Zzz"), ("wrong type (number)", 0), ("wrong type (list)", []))
    if value is not None:
        yield "null", None


def _container(value: Any) -> Iterator[tuple[str, Any]]:
    """Changes of a list or an object as a whole."""
    if isinstance(value, list):
        yield "wrong type (object)", {}
        if value:
            yield "emptied", []
            yield "last entry dropped", value[:-1]
            yield "first entry repeated", [*value, copy.deepcopy(value[0])]
            if len(value) > 1 and value != value[::-1]:
                yield "reversed", value[::-1]
    else:
        yield "wrong type (list)", []
        if value:
            first = next(iter(value.values()))
            yield "unknown key", {**value, UNKNOWN: copy.deepcopy(first)}
            yield "unknown key (number)", {**value, UNKNOWN: 1}
        else:
            yield "unknown key", {UNKNOWN: 1}


def _walk(value: Any, path: Path_) -> Iterator[tuple[Path_, Any]]:
    yield path, value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _walk(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _walk(v, (*path, i))


def _set(root: Any, path: Path_, value: Any) -> Any:
    """A copy of ``root`` with the value at ``path`` replaced (``...`` deletes it)."""
    if not path:
        return value
    out = copy.copy(root)
    head, rest = path[0], path[1:]
    if rest:
        out[head] = _set(root[head], rest, value)
    elif value is ...:
        del out[head]
    else:
        out[head] = value
    return out


@dataclass(frozen=True)
class Mutation:
    game: str
    file: str
    path: Path_
    label: str
    files: dict[str, Any] = field(repr=False, compare=False)

    def __str__(self) -> str:
        return f"{self.game}/data/{self.file}{where(self.path)}: {self.label}"


def mutations(game: str) -> list[Mutation]:
    """Every change of every data file of ``game``, at the first place of each shape."""
    files = data_files(game)
    out: list[Mutation] = []
    for name, data in files.items():
        seen: set[tuple[str, str]] = set()

        def add(path: Path_, label: str, value: Any, name: str = name, data: Any = data,
                seen: set[tuple[str, str]] = seen) -> None:
            if (shape(data, path), label) in seen:
                return
            seen.add((shape(data, path), label))
            out.append(Mutation(game, name, path, label, {**files, name: _set(data, path, value)}))

        for path, value in _walk(data, ()):
            if path and isinstance(path[-1], str):
                add(path, "missing key", ...)
            if isinstance(value, (dict, list)):
                for label, new in _container(value):
                    add(path, label, new)
            elif path:
                for label, new in _values(value, path[-1]):
                    add(path, label, new)
    return out


# ---------------------------------------------------------------------------------------------- playing


@contextmanager
def fresh(game: str, root: Path, files: dict[str, Any]) -> Iterator[ModuleType]:
    """``game`` imported afresh from the package copy under ``root`` with ``files`` as its data."""
    data = root / game / "data"
    for name, obj in files.items():
        (data / name).write_text(json.dumps(obj, ensure_ascii=False), encoding="utf-8")
    saved = {k: m for k, m in sys.modules.items() if k == game or k.startswith(f"{game}.")}
    for k in saved:
        del sys.modules[k]
    sys.path.insert(0, str(root))
    importlib.invalidate_caches()
    try:
        module = importlib.import_module(game)
        assert Path(module.__file__).resolve().is_relative_to(root), module.__file__
        yield module
    finally:
        sys.path.remove(str(root))
        for k in [k for k in sys.modules if k == game or k.startswith(f"{game}.")]:
            del sys.modules[k]
        sys.modules.update(saved)


def play(module: ModuleType, game: str) -> int:
    """Short seeded random games of every variant with the fewest and the most players; the moves played."""
    setup = importlib.import_module(f"{game}.setup")
    played = 0
    for variant in setup.VARIANTS:
        for players in sorted({setup.PLAYER_COUNTS[0], setup.PLAYER_COUNTS[-1]}):
            g = module.new_game(players=players, seed=SEED, variant=variant)
            bots = [RandomBot(SEED * 10 + i) for i in range(players)]
            for _ in range(PLAYOUT_MOVES):
                if g.is_over:
                    break
                assert g.legal_moves(), f"{variant}, {players} players: no legal move in a running game"
                g.play(bots[g.to_move].choose(g))
                played += 1
            g.scores()
    return played


# ---------------------------------------------------------------------------------------------- the test


@pytest.fixture(scope="module")
def copies(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("packages")
    for game in GAMES:
        shutil.copytree(ROOT / game, root / game, ignore=shutil.ignore_patterns("__pycache__"))
    return root


def _names_file_and_key(message: str, m: Mutation) -> bool:
    """The message starts at a data file of the game and its key (a path or a quoted name), says why, and
    names the changed file (a cross-check may start at the other file of the pair)."""
    files = "|".join(re.escape(f) for f in m.files)
    found = re.match(rf"\S*({files})((?:\.|\[)[^:]*)?: (.+)", message)
    if not found or m.file not in message:
        return False
    return bool(found.group(2)) or "'" in found.group(3) or not m.path


@pytest.mark.parametrize("game", GAMES)
def test_every_broken_data_file_is_refused_cleanly_or_plays(game: str, copies: Path) -> None:
    read_data = importlib.import_module(f"{game}.setup").read_data
    read_data(data_files(game))  # the shipped files load through the same door
    start = time.perf_counter()
    refused, played, moves, problems = 0, 0, 0, []
    tried = mutations(game)
    for m in tried:
        try:
            read_data(m.files)
        except RecordError as err:
            refused += 1
            if not _names_file_and_key(str(err), m):
                problems.append(f"{m}: the refusal does not name file and key: {err}")
            continue
        except Exception as err:  # noqa: BLE001 - any other exception is what this test looks for
            problems.append(f"{m}: raw {type(err).__name__}: {err}")
            continue
        if m.label.startswith("unknown key") and (game, m.file, m.path[-1] if m.path else "") not in ENTRY_LISTS:
            problems.append(f"{m}: accepted (a misspelt key would be ignored)")
            continue
        try:
            with fresh(game, copies, m.files) as module:
                moves += play(module, game)
            played += 1
        except Exception as err:  # noqa: BLE001
            problems.append(f"{m}: loads, but the game breaks: {type(err).__name__}: {err}")
    with fresh(game, copies, data_files(game)):
        pass  # the copy holds the shipped files again
    seconds = time.perf_counter() - start
    print(f"\n{game}: {len(tried)} mutations: {refused} refused, {played} loaded and played ({moves} moves), "
          f"{len(problems)} problems, {seconds:.1f} s")
    assert not problems, "\n".join(problems[:40]) + (f"\n... {len(problems) - 40} more" if len(problems) > 40 else "")
    assert refused + played == len(tried)


@pytest.mark.parametrize("game", GAMES)
def test_mutations_are_deterministic_and_cover_every_kind(game: str) -> None:
    first, second = mutations(game), mutations(game)
    assert [str(m) for m in first] == [str(m) for m in second]
    labels = {m.label for m in first}
    for kind in ("missing key", "unknown key", "negative", "zero", "huge", "first entry repeated", "unknown name",
                 "wrong type (text)", "wrong type (list)", "wrong type (object)", "null", "one more"):
        assert kind in labels, kind
    assert {m.file for m in first} == set(data_files(game))
    assert all(m.path for m in first if m.label == "missing key")


def test_the_shipped_values_are_what_the_games_use() -> None:
    """``read_data`` on the package folder gives the very values the engines were built from."""
    import amber.setup
    import loire.setup
    import taxis.setup
    from amber.board import SETTINGS as AMBER_SETTINGS
    from amber.state import LAYOUTS
    from amber.tiles import KIND_LIST
    from loire.board import BOARD, COMPONENTS
    from loire.cards import CHARACTERS, MESSAGES
    from taxis.board import BONUS, DECKS, MAPS, RULE_SETS, SETTINGS

    a = amber.setup.read_data()
    assert (dict(a.settings), a.kinds, dict(a.layouts)) == (dict(AMBER_SETTINGS), KIND_LIST, dict(LAYOUTS))
    t = taxis.setup.read_data()
    assert dict(t.settings) == dict(SETTINGS) and dict(t.rule_sets) == dict(RULE_SETS)
    assert {k: m.roads for k, m in t.maps.items()} == {k: m.roads for k, m in MAPS.items()}
    assert {k: d.cards for k, d in t.decks.items()} == {k: d.cards for k, d in DECKS.items()}
    assert {k: b.stacks for k, b in t.bonus.items()} == {k: b.stacks for k, b in BONUS.items()}
    lo = loire.setup.read_data()
    assert lo.board.village_info == BOARD.village_info and lo.components.goods == COMPONENTS.goods
    assert dict(lo.cards.characters) == dict(CHARACTERS) and dict(lo.cards.messages) == dict(MESSAGES)


# ---------------------------------------------------------------------------------------------- the cases of the issue


def _edit(game: str, name: str, change) -> dict[str, Any]:
    files = data_files(game)
    change(files[name])
    return files


def _kind(d: dict[str, Any], name: str) -> dict[str, Any]:
    return next(k for k in d["kinds"] if k["name"] == name)


def _counts(d: dict[str, Any]) -> None:
    _kind(d, "straight")["count"]["value"] = -1
    _kind(d, "curve")["count"]["value"] = 33  # the road kinds still add up to 82


def _misspelt(d: dict[str, Any]) -> None:
    _kind(d, "bridge")["replaces_straigt"] = _kind(d, "bridge").pop("replaces_straight")


ISSUE = [
    ("amber", "tiles.json", _misspelt, r"tiles\.json\.kinds\[6\]: unknown key\(s\) 'replaces_straigt'"),
    ("amber", "tiles.json", _counts, r"tiles\.json\.kinds\[0\]\.count\.value: must be a whole number from 0"),
    ("amber", "tiles.json", lambda d: d["kinds"].append(copy.deepcopy(d["kinds"][2])),
     r"tiles\.json\.kinds\[10\]\.name: kind 'curve' is listed twice"),
    ("amber", "board.json", lambda d: d["hand_size"].update(value=40),
     r"board\.json\.hand_size\.value: 6 players are dealt 6 x 40 tiles"),
    ("amber", "board.json", lambda d: d["hand_size"].update(value=0), r"board\.json\.hand_size\.value: must be"),
    ("amber", "board.json", lambda d: d["coins"].update(value=3),
     r"board\.json\.coins\.value: 3 coins cannot lie on 6 castles and 8 villages"),
    ("taxis", "settings.json", lambda d: d["hand_limit"].update(value="3"),
     r"settings\.json\.hand_limit\.value: expected int, found str '3'"),
    ("taxis", "settings.json", lambda d: d["houses_per_player"].update(value=0),
     r"settings\.json\.houses_per_player\.value: must be a whole number from 1"),
    ("taxis", "settings.json", lambda d: d["display_size"].update(value=0),
     r"settings\.json\.display_size\.value: must be a whole number from 1"),
    ("taxis", "maps.json", lambda d: d["maps"]["base"]["roads"].append(["Ulm", "Wien", "reconstructed", "x"]),
     r"maps\.json\.maps\.base\.roads\[45\]: road Ulm–Wien leads to unknown city 'Wien'"),
    ("taxis", "settings.json", lambda d: d["max_horse_cards"].update(value=0),
     r"settings\.json\.max_horse_cards\.value: with at most 2 horses no route of 3 cities can ever be closed"),
    ("loire", "board.json", lambda d: d["setup_horses"].pop("1-2"),
     r"board\.json\.setup_horses: the player ranges must cover 1-4 players once each"),
    ("loire", "cards.json", lambda d: d["characters"].update(Pirate=d["characters"]["Witch"]),
     r"cards\.json\.characters\.Pirate: the rules know no character 'Pirate'"),
]


@pytest.mark.parametrize(("game", "name", "change", "message"), ISSUE)
def test_the_cases_of_the_issue_are_refused_naming_file_key_and_reason(game, name, change, message) -> None:
    read_data = importlib.import_module(f"{game}.setup").read_data
    with pytest.raises(RecordError, match=message):
        read_data(_edit(game, name, change))


def test_a_folder_and_a_mapping_are_read_alike(tmp_path: Path) -> None:
    """One loader shape for every game: a folder of files or a mapping of file names to JSON."""
    for game in GAMES:
        files = data_files(game)
        for name, obj in files.items():
            (tmp_path / name).write_text(json.dumps(obj, ensure_ascii=False), encoding="utf-8")
        read_data = importlib.import_module(f"{game}.setup").read_data
        assert repr(read_data(tmp_path)) == repr(read_data(files)) == repr(read_data())
        with pytest.raises(RecordError, match=rf"{game}/data/{list(files)[0]}: file not found"):
            read_data({})


@pytest.mark.parametrize("game", GAMES)
def test_a_key_given_twice_in_a_file_is_refused(game: str, tmp_path: Path) -> None:
    """JSON keeps the last of two equal keys; a data file that names a key twice is refused instead."""
    board = importlib.import_module(f"{game}.board")
    for name, obj in data_files(game).items():
        key = next(iter(obj))
        text = json.dumps(obj, ensure_ascii=False)
        (tmp_path / name).write_text("{" + json.dumps(key) + ": null, " + text[1:], encoding="utf-8")
        with pytest.raises(RecordError, match=rf"{re.escape(name)}: key {key!r} is given twice in one object"):
            board.load(name, tmp_path)


# -- the files themselves: encodings, numbers, nesting, folders, long values (issue 25, item 7) ---------------


def _written(game: str, tmp_path: Path, name: str, raw: bytes) -> Path:
    """A copy of ``game``'s data files in ``tmp_path`` with ``name`` replaced by ``raw``."""
    for other, obj in data_files(game).items():
        (tmp_path / other).write_text(json.dumps(obj, ensure_ascii=False), encoding="utf-8")
    (tmp_path / name).write_bytes(raw)
    return tmp_path


def _first(game: str) -> tuple[str, Any]:
    return next(iter(data_files(game).items()))


@pytest.mark.parametrize("game", GAMES)
def test_a_data_file_with_a_utf8_byte_order_mark_is_read(game: str, tmp_path: Path) -> None:
    name, obj = _first(game)
    folder = _written(game, tmp_path, name, json.dumps(obj, ensure_ascii=False).encode("utf-8-sig"))
    read_data = importlib.import_module(f"{game}.setup").read_data
    assert repr(read_data(folder)) == repr(read_data())


@pytest.mark.parametrize("game", GAMES)
def test_a_data_file_saved_as_windows_1250_is_refused_by_name(game: str, tmp_path: Path) -> None:
    name, obj = _first(game)
    obj = dict(obj, about=obj.get("about", "") + " Bréma, Hessen/Bajorország")
    folder = _written(game, tmp_path, name, json.dumps(obj, ensure_ascii=False).encode("cp1250"))
    board = importlib.import_module(f"{game}.board")
    with pytest.raises(RecordError, match=rf"{re.escape(name)}: not UTF-8 text \(byte \d+ is 0x[0-9a-f]{{2}}\): "
                                          "save the file as UTF-8"):
        board.load(name, folder)


@pytest.mark.parametrize(("label", "text", "found"), [
    ("a 5,000-digit number", '{"n": ' + "9" * 5000 + "}", "a number of 5000 digits (at most 19 are read)"),
    ("deep nesting", '{"n": ' + "[" * 50 + "]" * 50 + "}", "nested more than 16 deep"),
    ("deeper than Python recurses", '{"n": ' + "[" * 100_000 + "]" * 100_000 + "}", "nested more than 16 deep"),
    ("NaN", '{"n": NaN}', "NaN is not a JSON number"),
])
def test_numbers_and_nesting_are_capped(label: str, text: str, found: str, tmp_path: Path) -> None:
    board = importlib.import_module("amber.board")
    (tmp_path / "board.json").write_text(text, encoding="utf-8")
    with pytest.raises(RecordError, match=re.escape(f"board.json: {found}")) as err:
        board.load("board.json", tmp_path)
    assert len(str(err.value)) < 400


@pytest.mark.parametrize("game", GAMES)
def test_a_folder_in_place_of_a_file_is_refused_by_name(game: str, tmp_path: Path) -> None:
    name, _obj = _first(game)
    for other, obj in data_files(game).items():
        (tmp_path / other).write_text(json.dumps(obj, ensure_ascii=False), encoding="utf-8")
    (tmp_path / name).unlink()
    (tmp_path / name).mkdir()
    read_data = importlib.import_module(f"{game}.setup").read_data
    with pytest.raises(RecordError, match=rf"{re.escape(name)}: is a folder, not a file"):
        read_data(tmp_path)


@pytest.mark.parametrize("game", GAMES)
def test_a_megabyte_value_in_a_data_file_is_quoted_briefly(game: str, tmp_path: Path) -> None:
    """A bad value (a megabyte of text where a number belongs, a megabyte key) is quoted in a few hundred
    characters at most."""
    name, obj = _first(game)
    huge = "x" * 10**6
    for bad in ({**obj, huge: 1}, {k: (huge if isinstance(v, (int, dict)) and not isinstance(v, bool) else v)
                                   for k, v in obj.items()}):
        folder = _written(game, tmp_path, name, json.dumps(bad).encode())
        with pytest.raises(RecordError) as err:
            importlib.import_module(f"{game}.setup").read_data(folder)
        assert len(str(err.value)) < 1100 and huge[:1001] not in str(err.value)
