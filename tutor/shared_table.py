"""*Play with classmates*: a game table joined to a shared table of the class (:mod:`tutor.shared_games`).

On a classroom server that keeps the class's data (``--data``), the game table's *new game* tab gets a panel:
*open a table for classmates* (the game of the set-up above it, with a four-letter code to read out) and *join* (type
a classmate's code). The table then shows the shared game: this device plays its own seat and sees only its own hand;
the other seats are classmates on their own devices, or bots (*bots take the free seats*), which whichever device
comes first plays for them (the bots are seeded: every device would choose the same move). A move made here is sent
to the shared table first and shown only once it is accepted; a move made elsewhere appears here within a fraction
of a second (:meth:`SharedPlay.sync`, run every :data:`POLL` seconds while the app is open). A pupil who reloads the
page or changes device joins again with the code and takes their seat back. Starting another game on this table
leaves the shared one (its code still joins it).

>>> import tempfile
>>> from amber.table import Table
>>> from tutor.classstore import ClassStore
>>> tables = SharedGames(ClassStore(tempfile.mkdtemp()))
>>> anna, bence = Table(players=2, seed=4), Table(players=2, seed=4)
>>> here, there = SharedPlay(anna, tables), SharedPlay(bence, tables)
>>> here.pupil.box.value, there.pupil.box.value = "Anna", "Bence"
>>> here.open_table(); there.code_box.value = here.code; there.join()
>>> (here.seat, there.seat), anna.seats, bence.seats
((0, 1), ('human', 'classmate'), ('classmate', 'human'))
>>> seat = anna.game.to_move; mover, waiting = (anna, bence)[seat], (here, there)[1 - seat]
>>> mover.play(mover.game.legal_moves()[0])  # sent to the shared table, then shown here
True
>>> waiting.sync(); len(anna.game.history), anna.game.history == bence.game.history  # and on the other device
(1, True)
"""

from __future__ import annotations

import contextlib
import logging
import secrets
from html import escape
from typing import Any

import ipywidgets as widgets

from tutor.classstore import ClassStore, from_environment
from tutor.i18n import _, player
from tutor.pupil import PupilName
from tutor.rules import IllegalMove, NotationError
from tutor.shared_games import BOT, SharedGames, TableError

__all__ = ["POLL", "SharedPlay", "panels_for"]

#: seconds between two looks at the shared table while a game is joined
POLL = 0.2
#: the seeds a shared table is dealt from (a number drawn at random when it is opened)
SEEDS = 1_000_000
_LOG = logging.getLogger(__name__)


async def _sleep(seconds: float) -> None:
    import asyncio

    await asyncio.sleep(seconds)


def panels_for(table: Any, store: ClassStore | None = None) -> list[SharedPlay]:
    """The *play with classmates* panel for ``table`` when the classroom keeps the class's data (else none)."""
    store = store if store is not None else from_environment()
    if store is None:
        return []
    return [SharedPlay(table, SharedGames(store))]


class SharedPlay:
    """Keeps ``table`` in step with a shared table of ``tables`` once this device opened or joined one."""

    def __init__(self, table: Any, tables: SharedGames) -> None:
        self.table, self.tables = table, tables
        self.code: str | None = None
        self.seat: int | None = None
        self.game: Any = None  # the table's game while it is the shared one
        self._task: Any = None
        self._counted: set[int] = set()  # the games (ids) already recorded as finished
        self.pupil = PupilName(tables.store)
        local_refresh = type(table).refresh.__get__(table)

        def refresh() -> None:  # every redraw of the table: a game just finished is recorded for the teacher
            local_refresh()
            self._finished()

        table.refresh = refresh
        self.open_button = widgets.Button(icon="users", button_style="primary", layout=widgets.Layout(width="auto"))
        self.code_box = widgets.Text(layout=widgets.Layout(width="10em"))
        self.join_button = widgets.Button(icon="sign-in", layout=widgets.Layout(width="auto"))
        self.bots_button = widgets.Button(icon="android", layout=widgets.Layout(width="auto"))
        self.note = widgets.HTML()
        self.open_button.on_click(lambda _b: self.open_table())
        self.join_button.on_click(lambda _b: self.join())
        self.bots_button.on_click(lambda _b: self.fill_with_bots())
        self.title = widgets.HTML()
        self.widget = widgets.VBox([self.title, self.pupil.widget,
                                    widgets.HBox([self.open_button, self.code_box, self.join_button,
                                                  self.bots_button], layout=widgets.Layout(flex_flow="row wrap")),
                                    self.note])
        self.widget.add_class("tutor-shared")
        self.relabel()

    def relabel(self) -> None:
        """The words in the current language."""
        self.title.value = "<h3>{}</h3>".format(escape(_("Play with classmates")))
        self.open_button.description = self.open_button.tooltip = _("open a table for classmates")
        self.code_box.description = _("code")
        self.code_box.placeholder = "ACDE"
        self.join_button.description = self.join_button.tooltip = _("join")
        self.bots_button.description = self.bots_button.tooltip = _("bots take the free seats")
        self.pupil.relabel()
        self._show()

    # -- opening, joining -------------------------------------------------------------------------------------------
    def _name(self) -> str | None:
        if self.pupil.name is None:
            self._say(_("Say who you are first (above)."), alert=True)
        return self.pupil.name

    def open_table(self) -> None:
        """Open a shared table for a new game of the set-up chosen above (players, variant, seed)."""
        name = self._name()
        if name is None:
            return
        t = self.table
        # a seed nobody knows: with the game number of the set-up a classmate could deal the same game at home and
        # see every hand (the seed is kept with the table: the game is still the same on every device)
        game = t.spec.module.new_game(t.players.value, seed=secrets.randbelow(SEEDS), variant=t.variant.value)
        self._attach(self.tables.open_table(game, name))  # the code stays in sight here, to be read out

    def join(self) -> None:
        """Join the table whose code is typed (or take one's seat back)."""
        name = self._name()
        if name is None:
            return
        try:
            self.tables.join(self.code_box.value, name)
            self._attach(self.code_box.value.strip().upper())
            self.table.show_board()
        except TableError as error:
            self._say(str(error), alert=True)

    def fill_with_bots(self) -> None:
        """Bots take the free seats of the joined table (and the first of them to move plays at once)."""
        if self.code is None:
            return
        self.tables.fill_with_bots(self.code)
        self.sync()

    def _attach(self, code: str) -> None:
        shared = self.tables.table(code)
        self.code, self.seat = code, shared.seat_of(self.pupil.name or "")
        self.code_box.value = code
        t = self.table
        t.auto_bots = False  # the shared table's bots are played by sync(), for every device at once
        self.game = shared.game
        self._hook()
        t.start(shared.game, self._seats(shared.seats))
        t._start = 0  # a pupil back at the table sees the last moves marked, as the others do
        t.refresh()
        self.sync()
        self._start_polling()

    def _seats(self, seats: tuple[str | None, ...]) -> tuple[str, ...]:
        return tuple("human" if i == self.seat else "bot" if who == BOT else "classmate" for i, who in enumerate(seats))

    def _hook(self) -> None:
        """The table's own *play* goes through the shared table while this game is the shared one; starting another
        game on the table leaves it."""
        t = self.table
        if getattr(t, "_shared", None) is self:
            return
        local_play, local_start = type(t).play.__get__(t), type(t).start.__get__(t)

        def play(move: Any) -> bool:
            return self._play(move, local_play) if self.attached else local_play(move)

        def start(game: Any, seats: Any = None) -> None:
            local_start(game, seats)
            self._private(game is self.game)

        t.play, t.start, t._shared = play, start, self

    def _private(self, shared: bool) -> None:
        """No bot's turn, no undo, no other hands during a shared game: the others' hands stay on their devices (the
        replay and the game file would show them too, so they are not offered either)."""
        t = self.table
        for part in (t.bot_button, t.undo_button, t.show_all, t.stepper.widget, t.download, t.upload):
            part.layout.display = "none" if shared else None
        if shared:
            t.show_all.value = False
        else:
            t.auto_bots = True

    @property
    def attached(self) -> bool:
        """Whether the table shows the shared game (the pupil has not started another game on it since)."""
        return self.code is not None and self.table.game is self.game

    # -- moves ------------------------------------------------------------------------------------------------------
    def _play(self, move: Any, local_play: Any) -> bool:
        t = self.table
        verdict = t.game.check(move) if t.human_to_move else None
        if verdict is None or not verdict.ok:
            return local_play(move)  # the table refuses it (not your turn, the rule broken) in its own words
        try:
            self.tables.play(self.code, self.seat, str(t.game.parse(move)), len(t.game.history))
        except (TableError, IllegalMove, NotationError) as error:
            self._say(str(error), alert=True)
            self.sync()
            return False
        return local_play(move)

    def sync(self) -> None:
        """Bring the table up to the shared game: the moves made elsewhere, the seats taken; a bot's turn is played."""
        if not self.attached:
            return
        t, game = self.table, self.game
        for _step in range(100):  # bots replying to bots: each move is sent, then read back like any other
            new = self.tables.moves_since(self.code, len(game.history))
            for _ply, seat, move in new:
                played = game.play(move)
                t.message.value = _("<p>{player} played <b>{move}</b>.</p>").format(
                    player=escape(player(game.players[seat])), move=escape(t.spec.describe(played)))
            shared = self.tables.table(self.code)
            seats = self._seats(shared.seats)
            if new or seats != t.seats:
                t.seats = seats
                t.bots = {p: t.spec.bot(game.config.seed + p) for p, s in enumerate(seats) if s == "bot"}
                t._new_turn()
            self._show(shared.seats)
            if game.is_over or seats[game.to_move] != "bot":
                return
            with contextlib.suppress(TableError):  # another device played the bot's move first: read it next
                self.tables.play(self.code, game.to_move, str(t.bots[game.to_move].choose(game)),
                                 len(game.history))

    def _start_polling(self) -> None:
        import asyncio  # (not with the module: the table is imported where no event loop is wanted)

        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no event loop (a test, a script): sync() is called by hand
            return
        if self._task is None or self._task.done():
            self._task = loop.create_task(self._poll())

    async def _poll(self) -> None:
        while self.attached:
            await _sleep(POLL)
            try:
                self.sync()
            except Exception:  # the file unreadable a moment (a lock held too long): try again next time
                _LOG.exception("shared table %s", self.code)

    def _finished(self) -> None:
        """Record a game that ended here for the pupil who played it (their seat: the shared table's, or the one
        human seat against bots; a pass-and-play game has no one pupil and is not recorded)."""
        t = self.table
        game = t.game
        if not game.is_over or id(game) in self._counted or self.pupil.name is None:
            return
        seat = self.seat if self.attached else t.humans[0] if len(t.humans) == 1 else None
        if seat is None or (not self.attached and len(game.history) <= t._start):  # (a finished game loaded)
            return
        self._counted.add(id(game))
        try:
            self.tables.store.record_game(self.pupil.name, game.config.game, players=len(game.players),
                                          won=seat in game.engine.winners(game.state), moves=len(game.history),
                                          shared=self.attached)
        except OSError:  # the class's file (StoreError): the pupil plays on, the row says to tell the teacher
            self.pupil.trouble()

    # -- words ------------------------------------------------------------------------------------------------------
    def _say(self, text: str, alert: bool = False) -> None:
        role = "alert" if alert else "status"
        self.note.value = f"<p role='{role}'>{escape(text)}</p>"

    def _show(self, seats: tuple[str | None, ...] | None = None) -> None:
        if self.code is None or seats is None:
            if self.code is None:
                self._say(_("Open a table and read its code out to your classmates, or type a classmate's code "
                            "and join."))
            return
        game = self.game
        who = []
        for i, name in enumerate(seats):
            colour = player(game.players[i])
            held = _("you") if i == self.seat else _("bot") if name == BOT else name or _("free seat")
            who.append(f"{colour}: {held}")
        self._say(_("Table {code}: {seats}.").format(code=self.code, seats="; ".join(who)))
