"""No rule ids, move notation, file paths or developer words for pupils: a whole game of each game, in English and
in Hungarian, read as a pupil reads it.

Each game's table is made as the pupils' app makes it (``Table(..., typing=False)``, the arguments of
``tools/nb_apps.py``), the pupil in the first seat and bots in the others. The pupil's moves are chosen by a seeded
random generator among the legal moves and made by clicks (the click helpers of ``tests/test_<game>_table.py``); every
few moves the pupil first clicks something no legal move goes on with, so that the table refuses it on the board (the
red note) and in the message. After every click everything the table shows is read: every tab (the new-game tab, the
replay), each HTML widget's text, each button's label, each menu's labels, the words of the board's and the seats'
SVG pictures. At the end the replay is stepped through, and the end screen and the score tables read. Each game's
exercise app is read too: for every exercise a typical mistake, the right answer and the shown answer.

What a pupil reads must hold:

* no rule id (``amber.place.reachable``): only a tooltip (an SVG ``<title>``, an HTML ``title`` attribute, a
  widget's tooltip) may hold one, for the teacher;
* no move in notation: the game's own notation of every move it offered or played (``str(move)``, what its
  ``parse`` reads), of two words or more (one word alone, such as ``pass``, is a word; in Hungarian the notation's
  keywords are looked for as English words), unless the notation is the very words the table says of that move in
  English (Thurn und Taxis' base game: ``discard Ulm``), or, in English, plain lowercase words (``buy wine``);
* no file path (``reference/loire.md §13``, ``.py``, ``§``);
* no developer word (``seed``, ``engine``, the variant ``gug-base-rules``), no ``d`` for deniers;
* no score column headed by a player's name (La Loire's blue character bonus beside the player blue);
* in Hungarian, no English word (the word lists of the Hungarian tests, and the notation's keywords).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from html import unescape
from typing import Any

import pytest
from test_full_game_hu import ENGLISH, GAMES, shown

import amber.exercise_app
import amber.table
import loire.exercise_app
import loire.table
import taxis.exercise_app
import taxis.table
from tutor.i18n import language, player

#: how each pupils' app makes its table (``tools/nb_apps.py``)
TABLES: dict[str, Callable[[], Any]] = {
    "amber": lambda: amber.table.Table(players=3, seed=1, typing=False),
    "taxis": lambda: taxis.table.Table(players=3, seed=1, variant="gug", typing=False),
    "loire": lambda: loire.table.Table(players=2, seed=1, typing=False),
}
EXERCISE_APPS = {"amber": amber.exercise_app, "taxis": taxis.exercise_app, "loire": loire.exercise_app}
DESCRIBE = {"amber": amber.table.describe, "taxis": taxis.table.describe, "loire": loire.table.describe}

RULE_ID = re.compile(r"\b(amber|taxis|loire)\.[a-z-]+\.[a-z-]+")
PATH = re.compile(r"\w\.(?:md|py|json|ipynb|po|txt)\b|§|\b[A-Za-z_][\w-]*/[\w-]+[/.]\w")
DEVELOPER = re.compile(r"\b(?:seed|engine|gug-base-rules|gug)\b|\b\d+ d\b", re.I)
REFUSE_EVERY = 4  # a refused click before every fourth move of the pupil


def texts(html: str) -> tuple[list[str], list[str]]:
    """(what shows, what a tooltip shows) of an HTML or SVG text: its text nodes, and its ``<title>`` elements'
    texts; attributes (``title='...'`` included) are not text."""
    html = re.sub(r"<style.*?</style>", " ", html, flags=re.S)
    tips = [unescape(t) for t in re.findall(r"<title>(.*?)</title>", html, flags=re.S)]
    html = re.sub(r"<title>.*?</title>", " ", html, flags=re.S)
    return [unescape(node) for node in re.split(r"<[^>]*>", html) if node.strip()], tips


class Reader:
    """Everything a pupil read, each text once (with where it was first seen), and the notation of every move the
    game offered or played."""

    def __init__(self, game_name: str, lang: str) -> None:
        self.game_name, self.lang = game_name, lang
        self.seen: dict[str, str] = {}  # text -> where (tooltips: "tooltip " + where)
        self.forms: set[str] = set()

    def add(self, where: str, text: str, tooltip: bool = False) -> None:
        shows, tips = texts(text) if "<" in text else ([text], [])
        for node in shows:
            self.seen.setdefault(" ".join(node.split()), ("tooltip " if tooltip else "") + where)
        for node in tips:
            self.seen.setdefault(" ".join(node.split()), "tooltip " + where)

    def table(self, table: Any) -> None:
        for where, text in shown(table):
            self.add(where, text, tooltip=where.endswith(".tooltip"))
        game = table.game
        self.forms |= {str(m) for m in (*game.legal_moves(), *game.history)}

    def problems(self) -> dict[str, str]:
        """text -> what is wrong with it (and where it was read)."""
        forms = self._forms()
        longest = max((len(f.split()) for f in forms), default=1)
        keywords = {f.split()[0] for f in self.forms}
        out = {}
        for text, where in self.seen.items():
            tip = where.startswith("tooltip ")
            found = []
            if not tip and RULE_ID.search(text):
                found.append(f"rule id {RULE_ID.search(text).group(0)!r}")
            bare = RULE_ID.sub(" ", text)
            if PATH.search(bare):
                found.append(f"file path {PATH.search(bare).group(0)!r}")
            if DEVELOPER.search(bare):
                found.append(f"developer word {DEVELOPER.search(bare).group(0)!r}")
            notation = in_notation(bare, forms, longest)
            if notation:
                found.append(f"notation {notation!r}")
            if self.lang == "hu":
                english = set(re.findall(r"\w+(?:-\w+)*", bare.lower())) & (ENGLISH | keywords)
                if english:
                    found.append(f"English {sorted(english)}")
            if found:
                out[text[:200]] = f"{'; '.join(found)} ({where})"
        return out

    def _forms(self) -> set[str]:
        """The notation looked for: forms of two words or more that are not the move's own English words (in English,
        nor plain lowercase words, which read as English: a button's ``buy wine``; in Hungarian those are English
        words), and the notation's words with signs in them."""
        module = {"amber": amber, "taxis": taxis, "loire": loire}[self.game_name]
        out = set()
        with language("en"):
            for form in self.forms:
                if len(form.split()) < 2 or DESCRIBE[self.game_name](module.parse(form)) == form:
                    continue
                if self.lang == "en" and re.fullmatch(r"[a-z]+(?: [a-z]+)+", form):
                    continue
                out.add(form)
        # and the notation's own words, those no language writes: Amber's one-way tiles (``curve>``), Glanz und
        # Gloria's cards (``Brüssel:2``)
        return out | {word for form in self.forms for word in form.split()[:1] if re.search(r"[^\w-]", word)} | \
            {word for form in self.forms for word in form.split() if re.fullmatch(r"\w+:\d+", word)}


def in_notation(text: str, forms: set[str], longest: int) -> str | None:
    """The first move in notation ``text`` holds (as whole words), or None.

    >>> in_notation("1. red: tee F9 r0.", {"tee F9 r0"}, 3), in_notation("the tee on F9", {"tee F9 r0"}, 3)
    ('tee F9 r0', None)
    """
    words = text.split()
    for i in range(len(words)):
        for n in range(1, min(longest, len(words) - i) + 1):
            part = " ".join(words[i:i + n]).strip(".,;:()'\"“”")
            if part in forms:
                return part
    return None


def refuse_a_click(table: Any, move: Any, reader: Reader) -> bool:
    """Click the first step of ``move``, then something no legal move has anywhere in its clicks, until the table
    refuses a click naming a rule: read the table then, and cancel. Whether a refusal was shown (False also when the
    first step alone played ``move``)."""
    path = table.spec.path(move)
    before = len(table.game.history)
    anywhere = {hit for _move, steps in table.narrowing.paths for hit in steps}  # a click on these may play
    hits = sorted(set(re.findall(r'data-hit="([^"]+)"', table.board.svg + table.hands.svg)) - anywhere)
    for hit in hits[:40]:
        table.click(path[0])
        if len(table.game.history) != before:
            return False
        table.click(hit)
        refused = table.error is not None
        if refused:
            reader.table(table)
        table.cancel()
        if refused:
            return True
    return False


def play_and_read(game_name: str, lang: str, seed: int = 1) -> tuple[Any, Reader, int]:
    """A whole game in ``lang`` by clicks, everything read; the table, the reader and the refusals shown."""
    rng = random.Random(seed)
    reader = Reader(game_name, lang)
    click = GAMES[game_name][1]
    refusals = moves = 0
    with language(lang):
        table = TABLES[game_name]()
        reader.table(table)
        while not table.game.is_over:
            assert table.human_to_move, table.status.value
            if table.curtain:
                table.reveal()
            move = rng.choice(table.game.legal_moves())
            before = len(table.game.history)
            if moves % REFUSE_EVERY == 0 and refuse_a_click(table, move, reader):
                refusals += 1
            if len(table.game.history) == before:
                click(table, move)
            moves += 1
            reader.table(table)
            assert moves < 2000, "the game does not end"
        stepper = table.stepper
        for position in range(0, len(table.game.history) + 1, max(1, len(table.game.history) // 60)):
            stepper.position = position
            reader.add("replay", stepper.explanation.value)
            reader.add("replay scores", stepper.scores.value)
        reader.add("end", table.end.value)
    return table, reader, refusals


def read_exercises(game_name: str, lang: str) -> Reader:
    """Every exercise of the game's app: its typical mistakes (those the input can show), the right answer, the
    shown answer; the feedback read."""
    module = EXERCISE_APPS[game_name]
    reader = Reader(game_name, lang)
    with language(lang):
        app = module.app()
        for number, ex in enumerate(app.exercises, 1):
            app.select(number)
            game = ex.game()
            if game is not None and hasattr(game, "legal_moves") and not game.is_over:  # the notation looked for
                reader.forms |= {str(m) for m in game.legal_moves()}
            for wrong in list(ex.mistakes)[:3]:  # a typical mistake, shown on the input as a pupil's clicks
                app.input.clear()
                try:
                    app.input.show(wrong)
                except (KeyError, ValueError, AttributeError, TypeError, IndexError):
                    continue
                if app.input.value() is not None:
                    app.check()
                    reader.add(f"exercise {number} feedback", app.feedback.value)
            app.input.clear()
            app.input.show(ex.answer())
            app.check()
            reader.add(f"exercise {number} feedback", app.feedback.value)
            app.reveal()
            reader.add(f"exercise {number} answer", app.answer.value)
            for part in (app.heading, app.question, app.instruction):
                reader.add(f"exercise {number}", part.value)
    return reader


def head_cells(html: str) -> list[str]:
    return [unescape(re.sub(r"<[^>]*>", "", cell)).strip() for cell in re.findall(r"<th>(.*?)</th>", html, re.S)]


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("game_name", list(TABLES))
def test_a_whole_game_shows_no_ids_notation_paths_or_developer_words(game_name: str, lang: str) -> None:
    table, reader, refusals = play_and_read(game_name, lang)
    assert table.game.is_over and refusals >= 1, refusals
    problems = reader.problems()
    assert not problems, f"{game_name} ({lang}): {len(problems)} texts: " + "\n".join(
        f"{text!r}: {why}" for text, why in list(problems.items())[:12])
    with language(lang):
        names = {player(name) for name in table.game.players}
        for html in (table.end.value, table.stepper.scores.value):
            heads = head_cells(html)
            assert heads and not names & set(heads), heads


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("game_name", list(EXERCISE_APPS))
def test_the_exercises_feedback_shows_no_ids_notation_paths_or_developer_words(game_name: str, lang: str) -> None:
    reader = read_exercises(game_name, lang)
    problems = reader.problems()
    assert not problems, f"{game_name} exercises ({lang}): " + "\n".join(
        f"{text!r}: {why}" for text, why in list(problems.items())[:12])


def test_the_reading_finds_what_it_looks_for() -> None:
    """Each check finds its kind of word (so the test can fail)."""
    reader = Reader("amber", "hu")
    reader.forms = {"tee F9 r0", "pass", "curve> A1 r0"}
    for text in ("✗ amber.place.reachable", "1. piros: tee F9 r0", "(reference/loire.md §13)", "seed", "✉ 1: 1 d",
                 "kattints a mezőre, then play", "kanyar, curve>", "passz"):
        reader.add("test", text)
    reader.add("test", "<svg><title>amber.place.reachable</title><text>Csak üres mezőre</text></svg>")
    found = reader.problems()
    assert set(found) == {"✗ amber.place.reachable", "1. piros: tee F9 r0", "(reference/loire.md §13)", "seed",
                          "✉ 1: 1 d", "kattints a mezőre, then play", "kanyar, curve>"}, found
    assert head_cells("<tr><th>player</th><th>blue</th></tr>") == ["player", "blue"]
