"""A whole game against the bots in Hungarian, as a pupil plays it, for each game: no English word on the table.

The game table of each game (``amber.table``, ``taxis.table``, ``loire.table``) is made in Hungarian with the pupil
in the first seat and bots in the others. The pupil's moves are chosen by a seeded random generator among the legal
moves and made by clicks alone (the click helpers of ``tests/test_<game>_table.py``); the bots answer; on to the end
screen. After every click that plays a move, everything the table shows is read (every tab: each HTML widget's text,
each button's label and tooltip, each menu's labels, the tabs' titles, and the words of the board and the seats'
SVG pictures, their ``<title>`` tooltips too) and checked for English words.

The check reuses the word lists of the Hungarian tests (``tests/test_i18n.py``, ``tests/test_exercises_hu.py``,
``tests/test_loire_exercises_hu.py``: common English words that are no Hungarian words); what stays English on
purpose is cut out first: moves in notation (the replay's move log, the typing box's example: README, "Languages")
and rule ids. The bots' lines (a bot's seat, then what it did and why) are checked strictly: they name the bot's move
and its plans in words, so a move in notation or a notation keyword in one is a leak too. Seeded, so deterministic;
each game takes a few seconds.
"""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable, Iterator
from html import unescape
from typing import Any

import ipywidgets as widgets
import pytest
import test_exercises_hu
import test_i18n
import test_loire_exercises_hu
from test_amber_table import click_move as amber_click
from test_loire_table import by_clicks as loire_click
from test_taxis_table import click_move as taxis_click

import amber.table
import amber.tiles
import loire.moves
import loire.table
import taxis.table
from tutor.i18n import language, player

#: the English words looked for: those of the Hungarian tests of the tables, the exercises and La Loire's exercises
ENGLISH = frozenset(test_i18n._ENGLISH_WORDS | test_exercises_hu.ENGLISH | test_loire_exercises_hu.ENGLISH)

GAMES: dict[str, tuple[Callable[[], Any], Callable[[Any, Any], None]]] = {
    "amber": (lambda: amber.table.Table(players=3, seed=1), amber_click),
    "taxis": (lambda: taxis.table.Table(players=3, seed=1, variant="gug"), taxis_click),
    "loire": (lambda: loire.table.Table(players=2, seed=1), loire_click),
}
#: what each game's end screen says (its heading), in Hungarian
GAME_OVER = "Vége a játéknak"


def _widgets(w: Any) -> Iterator[Any]:
    yield w
    for child in getattr(w, "children", ()):
        yield from _widgets(child)


def shown(table: Any) -> list[tuple[str, str]]:
    """(where, text) for everything the table's widgets show, in all its tabs (the texts of HTML and SVG unparsed)."""
    out = []
    for w in _widgets(table.widget):
        kind = type(w).__name__
        options = getattr(w, "options", None)
        for attr in ("value", "description", "tooltip", "placeholder", "svg"):
            value = getattr(w, attr, None)
            if isinstance(value, str) and value and not (attr == "value" and options is not None):
                out.append((f"{kind}.{attr}", value))
        for option in options or ():
            out.append((f"{kind}.option", str(option[0] if isinstance(option, tuple) else option)))
        if isinstance(w, widgets.Tab):
            out += [("Tab.title", str(title)) for title in w.titles]
    return out


def _nodes(text: str) -> list[str]:
    """The text nodes of an HTML or SVG text (code, styles and rule ids dropped), entities resolved."""
    text = re.sub(r"<code[^>]*>.*?</code>|<style.*?</style>", " ", text, flags=re.S)
    return [unescape(node) for node in re.split(r"<[^>]*>", text) if node.strip()]


#: the notation's keywords, which the notation errors list as they are typed (``loire.moves.WORDS``, the list of
#: ``taxis.moves.parse``'s error, Amber's tile kinds and verbs)
NOTATION_WORDS = frozenset({*loire.moves.WORDS, *amber.tiles.KINDS, "draw", "administrator", "route", "horse",
                            "scrap route", "close", "discard", "end", "pass", "stuck", "shovel", "special-shovel"})


def _notation(part: str, game: Any) -> bool:
    """Whether ``part`` is a move in notation (``game`` reads it) or one of the notation's keywords."""
    part = part.strip(" .;()'\"")
    if part in NOTATION_WORDS:
        return True
    try:
        game.parse(part)
    except (ValueError, TypeError):
        return False
    return True


def english_words(node: str, game: Any, strict: bool = False) -> set[str]:
    """The English words of a text node (a word joined by a hyphen to a number or a name is one word: "3-at",
    "Loire-on"), once rule ids, quoted texts (what a pupil typed) and the moves in notation (the parts between colons,
    commas and semicolons, and after "pl." in the typing box, that ``game`` reads as a move) are cut out, and the
    notation's keywords (:data:`NOTATION_WORDS`). ``strict`` (a bot's line): the moves in notation and the keywords
    are not cut out but found, each as it stands."""
    node = re.sub(r"\b[a-z]+\.[a-z-]+\.[a-z-]+(?:\.[a-z-]+)*", " ", node)
    node = re.sub(r"'[^'\n]*'", " ", node)  # what the pupil typed, quoted as typed
    parts = re.split(r":\s|,\s|;\s|\bpl\.\s|\(|\)", node)
    notation = {p.strip() for p in parts if _notation(p, game)}
    words = " ".join(p for p in parts if strict or p.strip() not in notation)
    return set(re.findall(r"\w+(?:-\w+)*", words.lower())) & ENGLISH | (notation if strict else set())


def bot_lines(table: Any) -> list[str]:
    """The bots' lines the table's message shows (each starts with a bot seat's name and a colon)."""
    names = tuple(f"{player(table.game.players[p])}: " for p, seat in enumerate(table.seats) if seat == "bot")
    return [node for node in _nodes(table.message.value) if node.strip().startswith(names)]


def play_through(game_name: str, seed: int = 1) -> tuple[Any, int, dict[str, str], float, int]:
    """A whole game in Hungarian, the pupil's moves by clicks: the table at the end, the pupil's moves, the English
    found (text -> where), seconds taken, the bots' lines read."""
    make, click = GAMES[game_name]
    start = time.monotonic()
    rng = random.Random(seed)
    leaks: dict[str, str] = {}
    bots_said: list[str] = []
    moves = 0
    with language("hu"):
        table = make()

        def read() -> None:
            for where, text in shown(table):
                for node in _nodes(text):
                    if english_words(node, table.game):
                        leaks.setdefault(" ".join(node.split())[:160], where)
            for line in bot_lines(table):
                said = english_words(line, table.game, strict=True)
                if said:
                    leaks.setdefault(" ".join(line.split())[:160], f"a bot's line: {sorted(said)}")
                bots_said.append(line)

        read()
        while not table.game.is_over:
            assert table.human_to_move, table.status.value
            if table.curtain:
                table.reveal()
            click(table, rng.choice(table.game.legal_moves()))
            moves += 1
            read()
            assert moves < 2000, "the game does not end"
    return table, moves, leaks, time.monotonic() - start, len(bots_said)


@pytest.mark.parametrize("game_name", list(GAMES))
def test_a_whole_game_against_the_bots_reads_in_hungarian(game_name: str) -> None:
    table, moves, leaks, seconds, said = play_through(game_name)
    print(f"{game_name}: {moves} moves by the pupil's clicks, {len(table.game.history)} in all, {said} bots' lines "
          f"read, {seconds:.1f} s")
    assert table.game.is_over and moves > 10 and said > 10
    end = unescape(table.end.value if hasattr(table, "end") else "")
    assert GAME_OVER in end and "összesen" in end, end[:300]
    assert not leaks, f"English in the Hungarian {game_name} table: {list(leaks.items())[:8]}"
    assert seconds < 40


def test_the_check_finds_english_on_an_english_table() -> None:
    """The same reading finds English words on an English table (so the check can fail)."""
    with language("en"):
        table = GAMES["loire"][0]()
        found = {w for _where, text in shown(table) for node in _nodes(text) for w in english_words(node, table.game)}
    assert {"play", "undo", "merchant"} & found and len(found) > 10, found
    with language("hu"):
        assert not english_words("kék: merchant -1 Ussé: hogy ott ezt tegye: hire General", table.game)
        # a bot's line is read strictly: its move and its plans in notation are found (the old lines, so it fails)
        old = "kék: merchant -1 Ussé: hogy ott ezt tegye: hire General"
        assert {"merchant -1 Ussé", "hire General"} <= english_words(old, table.game, strict=True)
        assert english_words("kék: pass: nincs mit lerakni", amber.table.SPEC.module.new_game(players=2), True) == \
            {"pass"}
        worded = "kék: a kereskedő lép ide: Ussé, 1 lovat hátrahagyva: hogy ott ezt tegye: felbérlés: Tábornok"
        assert not english_words(worded, table.game, strict=True)
        assert english_words("kék: a merchant ide megy: Ussé", table.game) == {"merchant"}
