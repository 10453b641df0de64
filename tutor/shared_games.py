"""Games across devices (issue 28): one game kept in the class's SQLite file, played from several pupils' devices.

Each pupil's app runs in a kernel of its own, so the game cannot live in any one of them: it lives in the class's
database (:mod:`tutor.classstore`), which every kernel opens. A table is opened with a short code (four letters
that cannot be mistaken for one another); classmates join by the code and get a seat each (a pupil who comes back,
after a reload or on another device, gets their seat back); empty seats may be given to bots. A move is applied in
one write transaction (SQLite's ``BEGIN IMMEDIATE``: moves arriving at once are applied one at a time): the move
must be made at the ply the device saw, by the seat to move, and be legal (the game's own rules, replayed from the
record); a refused move raises and leaves the table exactly as it was. Every acknowledged move is in the file, so an
unfinished game survives a server that is stopped or killed.

>>> import tempfile, amber
>>> from tutor.classstore import ClassStore
>>> tables = SharedGames(ClassStore(tempfile.mkdtemp()))
>>> code = tables.open_table(amber.new_game(players=2, seed=3), "Anna")
>>> len(code), tables.join(code, "Bence"), tables.join(code, "Anna")  # Anna comes back to her seat
(4, 1, 0)
>>> table = tables.table(code)
>>> mover = table.game.to_move; move = str(table.game.legal_moves()[0])
>>> tables.play(code, table.seats[mover], move, ply=0)
1
>>> tables.table(code).game.history == table.game.history + (table.game.parse(move),)
True
>>> tables.play(code, table.seats[mover], move, ply=0)
Traceback (most recent call last):
tutor.shared_games.TableError: another move was played first: the table is at move 1, not 0
"""

from __future__ import annotations

import importlib
import secrets
import time
from dataclasses import dataclass
from typing import Any

from tutor import record
from tutor.classstore import ClassStore, valid_name
from tutor.game import Game
from tutor.i18n import _

__all__ = ["BOT", "CODE_LETTERS", "SharedGames", "Table", "TableError"]

#: the letters of a table's code: no two that a pupil could confuse when reading it aloud or off the board
CODE_LETTERS = "ACDEFHJKLMNPRTUVWXY"
CODE_LENGTH = 4
#: the name a seat given to a bot holds
BOT = "*bot*"
#: the games a table may hold (the record's ``game`` field: the package that plays it)
GAMES = ("amber", "taxis", "loire")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY, game TEXT NOT NULL, start TEXT NOT NULL, opened REAL NOT NULL, host TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL REFERENCES tables(code) ON DELETE CASCADE, seat INTEGER NOT NULL, pupil TEXT,
    PRIMARY KEY (code, seat));
CREATE TABLE IF NOT EXISTS moves (
    code TEXT NOT NULL REFERENCES tables(code) ON DELETE CASCADE, ply INTEGER NOT NULL, seat INTEGER NOT NULL,
    move TEXT NOT NULL, at REAL NOT NULL, PRIMARY KEY (code, ply));
"""


class TableError(ValueError):
    """A table that does not exist, a seat that is not free, a move made out of turn or at an old position."""


@dataclass(frozen=True)
class Table:
    """A shared table as the database holds it now: the game (replayed) and who sits where (None: free)."""

    code: str
    game: Game
    seats: tuple[str | None, ...]
    host: str

    @property
    def ply(self) -> int:
        return len(self.game.history)

    def seat_of(self, pupil: str) -> int | None:
        """The seat ``pupil`` holds (None: not at this table)."""
        return self.seats.index(pupil) if pupil in self.seats else None


def _module(name: str) -> Any:
    if name not in GAMES:
        raise TableError(f"no game called {name!r} (one of {', '.join(GAMES)})")
    return importlib.import_module(name)


class SharedGames:
    """The shared tables kept in a class's store (the same SQLite file as the pupils' progress)."""

    def __init__(self, store: ClassStore) -> None:
        self.store = store
        with self._connection() as db:
            db.executescript(_SCHEMA)
        self._games: dict[str, Game] = {}  # replayed games of this process, brought up to date from the file

    def _connection(self) -> Any:
        return self.store._connection()

    # -- opening and joining ----------------------------------------------------------------------------------------
    def open_table(self, game: Game, host: str) -> str:
        """Open a table for a new ``game`` (no move played yet) with ``host`` in the first seat; its code."""
        host = valid_name(host)
        if game.history:
            raise TableError("a shared table starts from a new game")
        _module(game.config.game)
        start = record.dumps(game)
        with self._connection() as db:
            db.execute("BEGIN IMMEDIATE")
            while True:
                code = "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))
                if db.execute("SELECT 1 FROM tables WHERE code = ?", (code,)).fetchone() is None:
                    break
            db.execute("INSERT INTO tables VALUES (?, ?, ?, ?, ?)", (code, game.config.game, start, time.time(),
                                                                     host))
            db.executemany("INSERT INTO seats VALUES (?, ?, ?)",
                           [(code, seat, host if seat == 0 else None) for seat in range(len(game.players))])
        return code

    def join(self, code: str, pupil: str) -> int:
        """Seat ``pupil`` at the table ``code``: their own seat if they have one, else the first free; the seat."""
        pupil, code = valid_name(pupil), self._code(code)
        with self._connection() as db:
            db.execute("BEGIN IMMEDIATE")
            self._exists(db, code)
            seats = dict(db.execute("SELECT seat, pupil FROM seats WHERE code = ? ORDER BY seat", (code,)))
            mine = [seat for seat, who in seats.items() if who == pupil]
            if mine:
                return mine[0]
            free = [seat for seat, who in seats.items() if who is None]
            if not free:
                raise TableError(_("every seat at table {code} is taken").format(code=code))
            db.execute("UPDATE seats SET pupil = ? WHERE code = ? AND seat = ?", (pupil, code, free[0]))
            return free[0]

    def fill_with_bots(self, code: str) -> list[int]:
        """Give every free seat to a bot; the seats given."""
        code = self._code(code)
        with self._connection() as db:
            db.execute("BEGIN IMMEDIATE")
            self._exists(db, code)
            free = [row[0] for row in db.execute("SELECT seat FROM seats WHERE code = ? AND pupil IS NULL", (code,))]
            db.executemany("UPDATE seats SET pupil = ? WHERE code = ? AND seat = ?", [(BOT, code, s) for s in free])
        return free

    # -- the game ---------------------------------------------------------------------------------------------------
    def table(self, code: str) -> Table:
        """The table as the file holds it now (its game replayed up to the last acknowledged move)."""
        code = self._code(code)
        with self._connection() as db:
            return self._read(db, code, cached=False)

    def play(self, code: str, pupil_or_seat: str | int, move: str, ply: int) -> int:
        """Play ``move`` (text notation) for a seat (its number, or the pupil who holds it), made when the table was
        at ``ply``; the new ply. Refused (:class:`TableError`, or the game's ``IllegalMove``/``NotationError``) when
        another move came first, when it is not that seat's turn, or when the rules forbid it: nothing changes."""
        code = self._code(code)
        with self._connection() as db:
            db.execute("BEGIN IMMEDIATE")
            table = self._read(db, code)
            seat = pupil_or_seat if isinstance(pupil_or_seat, int) else table.seat_of(pupil_or_seat)
            if ply != table.ply:
                raise TableError(_("another move was played first: the table is at move {now}, not {ply}").format(
                    now=table.ply, ply=ply))
            if seat is None or not 0 <= seat < len(table.seats):
                raise TableError(_("{who} has no seat at table {code}").format(who=pupil_or_seat, code=code))
            game = table.game
            if game.to_move != seat:
                raise TableError(_("it is not your turn: {player} moves now").format(
                    player=game.players[game.to_move]) if game.to_move is not None else _("the game is over"))
            try:
                game.play(move)  # IllegalMove / NotationError: the game is as it was, nothing is written
                db.execute("INSERT INTO moves VALUES (?, ?, ?, ?, ?)", (code, ply, seat, str(game.history[-1]),
                                                                        time.time()))
            except BaseException:
                self._games.pop(code, None)  # the next read replays from the file
                raise
            return ply + 1

    def moves_since(self, code: str, ply: int, times: bool = False) -> list[tuple[Any, ...]]:
        """The moves acknowledged from ``ply`` on: (ply, seat, move in text notation), and with ``times`` the time
        each was acknowledged (seconds since the epoch, :func:`time.time`)."""
        code = self._code(code)
        columns = "ply, seat, move, at" if times else "ply, seat, move"
        with self._connection() as db:
            return [tuple(row) for row in db.execute(
                f"SELECT {columns} FROM moves WHERE code = ? AND ply >= ? ORDER BY ply", (code, ply))]  # noqa: S608

    def tables(self) -> list[tuple[str, str, str, int]]:
        """Every table: (code, game, host, moves played), newest first (for the teacher's view)."""
        with self._connection() as db:
            return [tuple(row) for row in db.execute(
                "SELECT t.code, t.game, t.host, (SELECT count(*) FROM moves m WHERE m.code = t.code) "
                "FROM tables t ORDER BY t.opened DESC, t.code")]

    # -- inside ------------------------------------------------------------------------------------------------------
    def _code(self, code: str) -> str:
        code = str(code).strip().upper()
        if len(code) != CODE_LENGTH or any(c not in CODE_LETTERS for c in code):
            raise TableError(_("{code} is no table's code (four letters)").format(code=code[:12]))
        return code

    def _exists(self, db: Any, code: str) -> None:
        if db.execute("SELECT 1 FROM tables WHERE code = ?", (code,)).fetchone() is None:
            raise TableError(_("there is no table {code}").format(code=code))

    def _read(self, db: Any, code: str, cached: bool = True) -> Table:
        """The table from the file; its game replayed (``cached``: this process's copy brought up to date, only for
        :meth:`play`, under the write lock; else a game of the caller's own)."""
        self._exists(db, code)
        name, start, host = db.execute("SELECT game, start, host FROM tables WHERE code = ?", (code,)).fetchone()
        seats = tuple(who for _seat, who in db.execute(
            "SELECT seat, pupil FROM seats WHERE code = ? ORDER BY seat", (code,)))
        game = self._games.get(code) if cached else None
        if game is None:
            game = _module(name).load_record(start)
        moves = db.execute("SELECT move FROM moves WHERE code = ? AND ply >= ? ORDER BY ply",
                           (code, len(game.history))).fetchall()
        for (move,) in moves:
            game.play(move)
        if cached:
            self._games[code] = game
        return Table(code, game, seats, host)
