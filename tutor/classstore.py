"""The class's store: pupils by name and their progress, in one SQLite file the teacher can back up.

The classroom server (``python -m tutor.classroom --data=FOLDER``) names the folder in the environment variable
``TUTOR_CLASS_DATA`` that its kernels inherit; :func:`from_environment` opens the store there (None when the server
keeps no class data: the static site, JupyterLab, a server without ``--data``). Every app kernel writes to the same
file: SQLite's write-ahead log lets them, one write at a time, and a write waits for another rather than failing.

A pupil is a name typed once per device (no account, no password): 1 to 40 letters, digits, spaces and ``.-'``.
Progress is one row per pupil, app and item (an exercise, a lesson chapter): its status only ever goes up
(``new`` < ``tried`` < ``solved``), with the hints asked and whether the pupil gave up. Each checked answer is kept
too (what the pupil chose, in words, and whether it was right), for the teacher's look at one pupil.

>>> import tempfile
>>> store = ClassStore(tempfile.mkdtemp())
>>> pupil = store.name_pupil("  Anna  Kovács ")
>>> pupil
'Anna Kovács'
>>> store.record(pupil, "Amber exercises", "amber-ex1", "tried", hints=1)
>>> store.record(pupil, "Amber exercises", "amber-ex1", "solved")
>>> store.record(pupil, "Amber exercises", "amber-ex1", "tried")  # never back down
>>> store.answer(pupil, "Amber exercises", "amber-ex1", "C7, turned twice", correct=True)
>>> [(p.pupil, p.item, p.status, p.hints, p.gave_up) for p in store.progress()]
[('Anna Kovács', 'amber-ex1', 'solved', 1, False)]
>>> [(a.answer, a.correct) for a in store.answers(pupil)]
[('C7, turned twice', True)]
>>> store.name_pupil("<script>")
Traceback (most recent call last):
...
ValueError: a name is 1 to 40 letters, digits, spaces and . - ' (not '<script>')
"""

from __future__ import annotations

import csv
import io
import os
import re
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = ["ENVIRONMENT", "FILE_NAME", "STATUSES", "Answer", "ClassStore", "Progress", "StoreError",
           "from_environment", "valid_name"]

#: the environment variable naming the class's data folder (set by the classroom server for its kernels)
ENVIRONMENT = "TUTOR_CLASS_DATA"
#: the database's file in that folder
FILE_NAME = "class.sqlite3"
#: an item's statuses, in the order they go up
STATUSES = ("new", "tried", "solved")
_NAME = re.compile(r"^[\w .'-]{1,40}$")
_SCHEMA = """
CREATE TABLE IF NOT EXISTS pupils (name TEXT PRIMARY KEY, first_seen REAL NOT NULL, last_seen REAL NOT NULL);
CREATE TABLE IF NOT EXISTS progress (
    pupil TEXT NOT NULL REFERENCES pupils(name), app TEXT NOT NULL, item TEXT NOT NULL,
    status TEXT NOT NULL, hints INTEGER NOT NULL DEFAULT 0, gave_up INTEGER NOT NULL DEFAULT 0,
    updated REAL NOT NULL, PRIMARY KEY (pupil, app, item));
CREATE TABLE IF NOT EXISTS answers (
    id INTEGER PRIMARY KEY, pupil TEXT NOT NULL REFERENCES pupils(name), app TEXT NOT NULL, item TEXT NOT NULL,
    answer TEXT NOT NULL, correct INTEGER NOT NULL, at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS roster (name TEXT PRIMARY KEY);
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY, pupil TEXT NOT NULL REFERENCES pupils(name), game TEXT NOT NULL, players INTEGER NOT NULL,
    won INTEGER NOT NULL, moves INTEGER NOT NULL, shared INTEGER NOT NULL, at REAL NOT NULL);
"""
#: the most names a class list holds
MAX_ROSTER = 200
#: the longest answer kept (a pupil's answer in words is a line or two)
MAX_ANSWER = 500


@dataclass(frozen=True)
class Progress:
    """One pupil's progress on one item of one app."""

    pupil: str
    app: str
    item: str
    status: str
    hints: int
    gave_up: bool
    updated: float


@dataclass(frozen=True)
class Answer:
    """One checked answer."""

    pupil: str
    app: str
    item: str
    answer: str
    correct: bool
    at: float


def valid_name(name: str) -> str:
    """The name as kept (spaces at the ends dropped, runs of spaces made one); ``ValueError`` if it is no name.

    >>> valid_name(" Bence  B. "), valid_name("Zsófi")
    ('Bence B.', 'Zsófi')
    """
    cleaned = " ".join(str(name).split())
    if not _NAME.match(cleaned) or cleaned.strip(".'-") == "":
        raise ValueError(f"a name is 1 to 40 letters, digits, spaces and . - ' (not {name!r})")
    return cleaned


class StoreError(OSError):
    """The class's file cannot be read or written (the disk full, the folder gone, the file damaged or locked)."""


class ClassStore:
    """The class's data in ``folder/class.sqlite3`` (the folder is made if missing)."""

    def __init__(self, folder: str | Path) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.path = self.folder / FILE_NAME
        with self._connection() as db:
            db.execute("PRAGMA journal_mode=WAL")
            db.executescript(_SCHEMA)

    @contextmanager
    def _connection(self) -> Iterator[Any]:
        """A connection for one transaction (committed at the end, rolled back on an error), then closed; SQLite's
        errors come out as :class:`StoreError`. (:mod:`sqlite3` is imported here, not with the module: the static
        site's Python has none, and never opens a store.)"""
        import sqlite3

        try:
            db = sqlite3.connect(self.path, timeout=10)
        except sqlite3.Error as error:
            raise StoreError(f"{self.path}: {error}") from error
        try:
            db.execute("PRAGMA foreign_keys=ON")
            with db:
                yield db
        except sqlite3.Error as error:
            raise StoreError(f"{self.path}: {error}") from error
        finally:
            db.close()

    def name_pupil(self, name: str) -> str:
        """Register a pupil (again: nothing changes but when they were last seen); the name as kept."""
        name = valid_name(name)
        now = time.time()
        with self._connection() as db:
            db.execute("INSERT INTO pupils VALUES (?, ?, ?) ON CONFLICT(name) DO UPDATE SET last_seen=?",
                       (name, now, now, now))
        return name

    def pupils(self) -> list[str]:
        """The pupils' names, in alphabetical order."""
        with self._connection() as db:
            return [row[0] for row in db.execute("SELECT name FROM pupils ORDER BY name COLLATE NOCASE")]

    def set_roster(self, text: str) -> list[str]:
        """Take the teacher's class list, one name per line (blank lines skipped, repeats once); the names kept.
        A line that is no name refuses the whole list (``ValueError`` naming the line) and the old list stays.

        >>> import tempfile
        >>> store = ClassStore(tempfile.mkdtemp())
        >>> store.set_roster("Anna K\\n\\n  Bence  \\nAnna K")
        ['Anna K', 'Bence']
        >>> store.set_roster("Cili\\n<script>")
        Traceback (most recent call last):
        ValueError: line 2: a name is 1 to 40 letters, digits, spaces and . - ' (not '<script>')
        >>> store.roster()
        ['Anna K', 'Bence']
        """
        names: list[str] = []
        for number, line in enumerate(text.splitlines(), start=1):
            if line.strip():
                try:
                    names.append(valid_name(line))
                except ValueError as error:
                    raise ValueError(f"line {number}: {error}") from None
        names = list(dict.fromkeys(names))
        if len(names) > MAX_ROSTER:
            raise ValueError(f"a class list holds at most {MAX_ROSTER} names, not {len(names)}")
        with self._connection() as db:
            db.execute("DELETE FROM roster")
            db.executemany("INSERT INTO roster VALUES (?)", [(name,) for name in names])
        return names

    def roster(self) -> list[str]:
        """The teacher's class list, in alphabetical order (empty: the pupils type their names)."""
        with self._connection() as db:
            return [row[0] for row in db.execute("SELECT name FROM roster ORDER BY name COLLATE NOCASE")]

    def record(self, pupil: str, app: str, item: str, status: str, *, hints: int = 0, gave_up: bool = False) -> None:
        """A pupil's progress on an item: the status goes up only; the hints and giving up are the most so far."""
        if status not in STATUSES:
            raise ValueError(f"a status is one of {', '.join(STATUSES)}, not {status!r}")
        pupil = self.name_pupil(pupil)
        rank = "CASE {} WHEN 'new' THEN 0 WHEN 'tried' THEN 1 ELSE 2 END"
        with self._connection() as db:
            db.execute(
                "INSERT INTO progress VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(pupil, app, item) DO UPDATE SET "
                f"status = CASE WHEN {rank.format('excluded.status')} > {rank.format('status')} "
                "THEN excluded.status ELSE status END, hints = max(hints, excluded.hints), "
                "gave_up = max(gave_up, excluded.gave_up), updated = excluded.updated",
                (pupil, str(app), str(item), status, int(hints), int(bool(gave_up)), time.time()))

    def answer(self, pupil: str, app: str, item: str, answer: str, *, correct: bool) -> None:
        """Keep a checked answer (in words; cut at :data:`MAX_ANSWER` characters)."""
        pupil = self.name_pupil(pupil)
        with self._connection() as db:
            db.execute("INSERT INTO answers (pupil, app, item, answer, correct, at) VALUES (?, ?, ?, ?, ?, ?)",
                       (pupil, str(app), str(item), str(answer)[:MAX_ANSWER], int(bool(correct)), time.time()))

    def progress(self, pupil: str | None = None) -> list[Progress]:
        """Every pupil's progress (or one pupil's), by pupil, app and item."""
        query = "SELECT * FROM progress" + (" WHERE pupil = ?" if pupil is not None else "") + \
                " ORDER BY pupil COLLATE NOCASE, app, item"
        with self._connection() as db:
            rows = db.execute(query, (pupil,) if pupil is not None else ()).fetchall()
        return [Progress(p, a, i, s, h, bool(g), u) for p, a, i, s, h, g, u in rows]

    def answers(self, pupil: str) -> list[Answer]:
        """A pupil's checked answers, oldest first."""
        with self._connection() as db:
            rows = db.execute("SELECT pupil, app, item, answer, correct, at FROM answers WHERE pupil = ? "
                              "ORDER BY id", (pupil,)).fetchall()
        return [Answer(p, a, i, t, bool(c), at) for p, a, i, t, c, at in rows]

    def record_game(self, pupil: str, game: str, *, players: int, won: bool, moves: int, shared: bool) -> None:
        """A game the pupil finished on a game table (against bots, or with classmates when ``shared``)."""
        pupil = self.name_pupil(pupil)
        with self._connection() as db:
            db.execute("INSERT INTO games (pupil, game, players, won, moves, shared, at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                       (pupil, str(game), int(players), int(bool(won)), int(moves), int(bool(shared)), time.time()))

    def games_played(self) -> dict[str, tuple[int, int]]:
        """Per pupil: the games finished and the games won.

        >>> import tempfile
        >>> store = ClassStore(tempfile.mkdtemp())
        >>> store.record_game("Ede", "amber", players=2, won=True, moves=80, shared=False)
        >>> store.record_game("Ede", "taxis", players=3, won=False, moves=120, shared=True)
        >>> store.games_played()
        {'Ede': (2, 1)}
        """
        with self._connection() as db:
            return {pupil: (played, won) for pupil, played, won in db.execute(
                "SELECT pupil, count(*), sum(won) FROM games GROUP BY pupil")}

    def csv(self, order: Mapping[tuple[str, str], int] | None = None) -> str:
        """Every pupil's progress as CSV (one row per pupil, app and item), for a spreadsheet. The rows go by pupil,
        app and item; ``order`` ranks items, as ``(app, item)``: within a pupil's app, the items it ranks come first,
        in that order (a lesson's chapters in the lesson's order, ``ex2`` before ``ex10``).

        >>> import tempfile
        >>> store = ClassStore(tempfile.mkdtemp())
        >>> store.record("Ági", "La Loire exercises", "loire-ex2", "tried", hints=2)
        >>> print(store.csv().splitlines()[1])
        Ági,La Loire exercises,loire-ex2,tried,2,no
        >>> store.record("Ági", "La Loire exercises", "loire-ex10", "solved")
        >>> [line.split(",")[2] for line in store.csv().splitlines()[1:]]
        ['loire-ex10', 'loire-ex2']
        >>> [line.split(",")[2] for line in store.csv({("La Loire exercises", "loire-ex2"): 1,
        ...                                           ("La Loire exercises", "loire-ex10"): 9}).splitlines()[1:]]
        ['loire-ex2', 'loire-ex10']
        """
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["pupil", "app", "item", "status", "hints", "gave up"])
        rows = self.progress()
        if order:  # (the pupils stay in the store's order: a sort keeps it)
            first: dict[str, int] = {}
            for i, p in enumerate(rows):
                first.setdefault(p.pupil, i)
            last = max(order.values()) + 1
            rows.sort(key=lambda p: (first[p.pupil], p.app, order.get((p.app, p.item), last), p.item))
        for p in rows:
            writer.writerow([_plain(p.pupil), _plain(p.app), _plain(p.item), p.status, p.hints,
                             "yes" if p.gave_up else "no"])
        return out.getvalue()

    def new_term(self) -> None:
        """Forget every pupil, their progress, answers and games, the class list, and the games across devices."""
        with self._connection() as db:
            kept = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            for table in ("moves", "seats", "tables"):  # (tutor.shared_games's, once a game was shared)
                if table in kept:
                    db.execute(f"DELETE FROM {table}")  # noqa: S608 (the names are the three above)
            db.execute("DELETE FROM roster")
            db.execute("DELETE FROM games")
            db.execute("DELETE FROM answers")
            db.execute("DELETE FROM progress")
            db.execute("DELETE FROM pupils")


def _plain(text: str) -> str:
    """A text a spreadsheet shows as it is, not as a formula (a leading ``'`` before ``= + - @``).

    >>> _plain("-Ann"), _plain("Ann")
    ("'-Ann", 'Ann')
    """
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text


def from_environment(env: os._Environ[str] | dict[str, str] | None = None) -> ClassStore | None:
    """The store the classroom server named for its kernels (None: no class data kept here).

    >>> from_environment({}) is None
    True
    """
    folder = (os.environ if env is None else env).get(ENVIRONMENT, "")
    return ClassStore(folder) if folder else None
