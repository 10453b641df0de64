"""Notebook panels every game shares: "try it", and play against bots with replay, chart and records.

A game configures them with a :class:`Spec`: its module (``new_game``,
``load_record``, ``ENGINE``), how to group its moves in the menus, the board's
drawing options for a chosen move (``move`` None: nothing chosen; ``viewer`` None:
the teacher's view), and its bots. The panels are thin views
over a :class:`tutor.Game`; pytest drives them by setting widget values and
clicking buttons, no browser needed.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from types import ModuleType
from typing import Any

import ipywidgets as widgets

from tutor.bots import Bot, RandomBot, worded
from tutor.charts import score_chart_svg
from tutor.game import Game
from tutor.i18n import N_, _, pgettext, player
from tutor.provenance import mark_html
from tutor.rules import IllegalMove, NotationError, RecordError
from tutor.stepper import Stepper
from tutor.switch import labelled, language_switch

_TABS = (N_("play"), N_("replay"), N_("score chart"), N_("save / load"))


def seeded_bots(make: Callable[[int], Bot]) -> Callable[[Game, int | None], dict[int, Bot]]:
    """Bots for every seat but the human's, each ``make(seed)`` with the game's seed plus the seat."""
    def bots(game: Game, human: int | None) -> dict[int, Bot]:
        return {p: make(game.config.seed + p) for p in range(len(game.players)) if p != human}

    return bots


@dataclass(frozen=True)
class Spec:
    """How a game plugs into the panels."""

    module: ModuleType
    group_of: Callable[[Any], str] = lambda move: type(move).__name__.lower()
    board_options: Callable[[Game, Any, int | None], dict[str, Any]] = lambda game, move, viewer: {}
    bots: Callable[[Game, int | None], dict[int, Bot]] = seeded_bots(lambda seed: RandomBot(seed=seed))
    colours: tuple[str, ...] = ()
    example: str = "a move"
    describe: Callable[[Any], str] | None = None  # a move in words: the bots name their moves so (None: notation)


def grouped(spec: Spec, moves: tuple[Any, ...]) -> dict[str, list[Any]]:
    """Legal moves by menu group, in the engine's order."""
    out: dict[str, list[Any]] = {}
    for m in moves:
        out.setdefault(spec.group_of(m), []).append(m)
    return out


def verdict_html(game: Game, move: Any) -> str:
    """The verdict on ``move`` with its rule's title and explanation, as HTML."""
    verdict = game.check(move)
    colour = "#060" if verdict.ok else "#b00"
    rule = game.engine.rules.get(verdict.rule)
    about = f" <i>{escape(rule.title)}</i>: {escape(rule.explanation)}{mark_html(rule, True)}" if rule else ""
    return (f"<p style='color:{colour}'>{escape(str(verdict))}</p>"
            f"<p><code>{escape(verdict.rule)}</code>{about}</p>")


def error_html(err: BaseException, what: str | None = None) -> str:
    """An error as a message a pupil can read (shown in the panel instead of an exception nobody sees).

    >>> error_html(ValueError("seed <7>"))
    "<p style='color:#b00'>Something went wrong: seed &lt;7&gt; (ValueError)</p>"
    >>> error_html(RecordError("line 1: not JSON"), "Cannot load")
    "<p style='color:#b00'>Cannot load: line 1: not JSON</p>"
    """
    what = _("Something went wrong") if what is None else what
    kind = "" if isinstance(err, (IllegalMove, NotationError, RecordError)) else f" ({type(err).__name__})"
    return f"<p style='color:#b00'>{escape(what)}: {escape(str(err))}{kind}</p>"


class TryPanel:
    """"Try it": pick a move (legal or not) for a position, see the verdict and the board.

    ``candidates`` are offered in a dropdown (by default the legal moves); any move can
    also be typed. Nothing is played: the position stays as it is.

    A game's panel module sets ``spec`` (see :class:`Spec`), whose ``board_options`` give
    the highlights for the move shown.
    """

    spec: Spec

    def __init__(self, game: Game, candidates: list[str] | None = None) -> None:
        self.game = game
        options = candidates or [str(m) for m in game.legal_moves()]
        self.pick = widgets.Dropdown(options=options)
        self.text = widgets.Text(continuous_update=False)
        self.verdict = widgets.HTML()
        self.board = widgets.HTML()
        self.pick.observe(lambda change: self._show_safely(change["new"]), names="value")
        self.text.observe(lambda change: self._show_safely(change["new"]), names="value")
        self.language = language_switch(lambda _lang: self.redraw())
        self.widget = widgets.VBox([self.language, widgets.HBox([self.pick, self.text]), self.verdict, self.board])
        self._label()
        if options:
            self.show(options[0])

    def _label(self) -> None:
        self.pick.description = _("move")
        self.text.description = _("type")
        self.text.placeholder = _("or type a move, e.g. {example}").format(example="curve C7 r1")

    def redraw(self) -> None:
        """Everything again in the current language (what the language switch does)."""
        self._label()
        self._show_safely(self.text.value or self.pick.value)

    def show(self, move: str) -> None:
        """Show the verdict on ``move`` and the board with the field it names highlighted."""
        self.verdict.value = verdict_html(self.game, move)
        try:
            parsed = self.game.parse(move)
        except NotationError:
            parsed = None
        self.board.value = self.game.svg(**self.spec.board_options(self.game, parsed, None))

    def _show_safely(self, move: str) -> None:
        try:
            self.show(move)
        except Exception as err:  # a widget callback: ipywidgets would hide the error, so it is shown here
            self.verdict.value = error_html(err)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)


class PlayPanel:
    """Play in a notebook: you (seat ``human``) against bots; ``human=None`` lets bots play all seats.

    The panel never wedges: every widget callback runs through :meth:`_guarded`, which shows an error as a
    message and puts the game back where it was before the click; a record is loaded into a new game that
    replaces the shown one only once it could be shown. After any event the menus, status, undo button and
    replay show ``panel.game``.
    """

    spec: Spec

    def __init__(self, game: Game | None = None, *, human: int | None = 0, players: int = 2, seed: int = 0,
                 variant: str | None = None, bots: dict[int, Bot] | None = None) -> None:
        module = self.spec.module
        variant = variant or module.ENGINE.variants[0]
        counts = module.ENGINE.player_counts
        self.human = human
        self._bots_given = bots
        self.players = widgets.IntSlider(value=players, min=min(counts), max=max(counts))
        self.seed = widgets.IntText(value=seed)
        self.variant = widgets.Dropdown(options=module.ENGINE.variants, value=variant)
        self.new_button = widgets.Button(icon="refresh")
        self.board = widgets.HTML()
        self.status = widgets.HTML()
        self.group = widgets.ToggleButtons()
        self.choice = widgets.Dropdown()
        self.play_button = widgets.Button(button_style="primary")
        self.bot_button = widgets.Button()
        self.undo_button = widgets.Button(icon="undo")
        self.attempt = widgets.Text()
        self.try_button = widgets.Button()
        self.message = widgets.HTML()
        self.chart = widgets.HTML()
        self.record = widgets.Textarea(layout=widgets.Layout(width="95%", height="6em"))
        self.save_button = widgets.Button()
        self.load_button = widgets.Button()
        self.language = language_switch(lambda _lang: self.redraw())
        self._label()
        self._acting = False
        self._wire()
        game = game or module.new_game(players, seed=seed, variant=variant)
        self.stepper = Stepper(game)
        for name, part in (("board", self.board), ("status", self.status), ("message", self.message),
                           ("group", self.group), ("choice", self.choice), ("play-move", self.play_button),
                           ("bot-move", self.bot_button), ("undo", self.undo_button), ("try", self.attempt),
                           ("check", self.try_button), ("replay-board", self.stepper.board),
                           ("replay-previous", self.stepper.prev_button)):
            part.add_class(f"tutor-{name}")  # stable names for the browser tests (tests/test_browser.py)
        self._tabs: widgets.Tab | None = None
        self._chart_stale = True
        self.start(game)

    def _label(self) -> None:
        """Every control's words in the current language (again after the language switch)."""
        self.players.description, self.seed.description = _("players"), _("seed")
        value = self.variant.value
        self.variant.options = labelled(self.spec.module.ENGINE.variants, lambda v: pgettext("variant", v))
        self.variant.value = value
        self.variant.description = _("variant")
        self.new_button.description = _("new game")
        self.group.description, self.choice.description = _("action"), _("move")
        self.play_button.description = _("play move")
        self.bot_button.description = _("bot move")
        self.bot_button.tooltip = _("let the bot play for the player to move")
        self.undo_button.description = _("undo")
        self.attempt.placeholder = _("type any move, e.g. {example}").format(example=self.spec.example)
        self.attempt.description, self.try_button.description = _("try"), _("check it")
        self.save_button.description, self.load_button.description = _("save record"), _("load record")

    def redraw(self) -> None:
        """Everything again in the current language (what the language switch does): labels, menus, board, texts."""
        self._label()
        self.stepper.relabel()
        if self._tabs is not None:
            for i, title in enumerate(_TABS):
                self._tabs.set_title(i, _(title))
        self.message.value = ""
        self.refresh()

    def _wire(self) -> None:
        guarded = self._guarded
        self.new_button.on_click(guarded(lambda _: self.new_game()))
        self.group.observe(guarded(lambda _: self._fill_choices()), names="value")
        self.choice.observe(guarded(lambda _: self._show_board()), names="value")
        self.play_button.on_click(guarded(lambda _: self.play(self.choice.value)))
        self.bot_button.on_click(guarded(lambda _: self.bot_move()))
        self.undo_button.on_click(guarded(lambda _: self.undo()))
        self.try_button.on_click(guarded(lambda _: self.try_text(self.attempt.value)))
        self.save_button.on_click(guarded(lambda _: self.save()))
        self.load_button.on_click(guarded(lambda _: self.load(self.record.value)))

    def _guarded(self, action: Callable[[Any], None]) -> Callable[[Any], None]:
        """``action`` as a widget callback that never lets an error escape (ipywidgets would swallow it and the
        click would seem to do nothing): the error is shown in the message, the game is put back where it was
        before the event, and the view re-read from it. An event fired by another one (a menu refilled by
        ``refresh``) leaves its errors to the outer event."""
        def run(arg: Any) -> None:
            if self._acting:
                action(arg)
                return
            self._acting = True
            game, moves = self.game, self.game.history
            try:
                action(arg)
            except Exception as err:
                self._recover(err, game, moves)
            finally:
                self._acting = False

        return run

    def _recover(self, err: Exception, game: Game, moves: tuple[Any, ...]) -> None:
        """After ``err``: back to ``game`` at ``moves`` (undo and redo restore the very positions), then the view."""
        if self.game is not game:
            self._show_game(game)
        while len(game.history) > len(moves) and game.can_undo:
            game.undo()
        while len(game.history) < len(moves) and game.can_redo:
            game.redo()
        note = error_html(err)
        try:
            self.refresh()
        except Exception as again:  # this game cannot be shown at all: a new one with the panel's settings
            try:
                self._show_game(self.spec.module.new_game(players=self.players.value, seed=0,
                                                          variant=self.variant.value))
                self.refresh()
                note += _("<p>The game could not be shown ({error}): a new one was started.</p>").format(
                    error=escape(str(again)))
            except Exception:
                pass
        self.message.value = note

    # -- actions ---------------------------------------------------------------
    def new_game(self) -> None:
        """Start a new game with the panel's settings (players, seed, variant)."""
        self.start(self.spec.module.new_game(self.players.value, seed=self.seed.value, variant=self.variant.value))

    def start(self, game: Game) -> None:
        """Show ``game`` (a new or loaded one) and let bots move until it is the human's turn. If that fails, the
        game shown before stays (with its bots) and the error is raised."""
        before = self.game if hasattr(self, "game") else None
        self._show_game(game)
        self.message.value = ""
        try:
            self._advance_bots()
            self.refresh()
        except Exception:
            if before is not None:
                self._show_game(before)
                self.refresh()
            raise

    def _show_game(self, game: Game) -> None:
        self.game = game
        self.bots = self._bots_given or self.spec.bots(game, self.human)
        self.stepper.game = game

    def play(self, move: Any) -> None:
        """Play ``move`` for the player to move; an illegal one is answered with its rule."""
        if move is None:
            self.message.value = _("<p>No move chosen.</p>")
            return
        try:
            played = self.game.play(move)
        except (IllegalMove, NotationError) as err:
            self.message.value = "<p style='color:#b00'>{}</p>".format(_("Refused: {error}").format(
                error=escape(str(err))))
            return
        lines = "".join(f"<li>{escape(s)} <code>{escape(r)}</code></li>" for r, s in self.game.explain())
        self.message.value = _("<p>You played <b>{move}</b>.</p>").format(move=escape(str(played))) + \
            f"<ul>{lines}</ul>"
        self._advance_bots()
        self.refresh()

    def try_text(self, text: str) -> None:
        """Show the verdict on a typed move without playing it."""
        self.message.value = verdict_html(self.game, text)

    def bot_move(self) -> None:
        """Let the bot of the player to move (or a greedy bot) play one move."""
        if self.game.is_over:
            self.message.value = _("<p>The game is over: start a new game or load a record.</p>")
            return
        who = self.game.to_move
        bot = self.bots.get(who) or self.spec.bots(self.game, None)[who]
        move = bot.choose(self.game)
        self.game.play(move)
        self.message.value = f"<p>{escape(player(self.game.players[who]))}: {escape(self._said(move, bot))}</p>"
        self._advance_bots()  # the other seats' bots answer, as after a move of yours
        self.refresh()

    def undo(self) -> None:
        """Take back moves until it is the human's turn again (or the start)."""
        game, human = self.game, self.human
        before = len(game.history)
        if game.can_undo:
            game.undo()
        while human is not None and game.can_undo and game.to_move != human:
            game.undo()
        while human is not None and game.to_move != human and game.can_redo:  # the bots moved first: keep that
            game.redo()
        if len(game.history) == before:
            self.message.value = _("<p>Nothing to undo: this is the start of your first turn.</p>")
        self.refresh()

    def save(self) -> None:
        self.record.value = json.dumps(self.game.to_record(), indent=1)

    def load(self, text: str) -> None:
        """Load a record (JSON text) into a new game, shown in place of the old one only if it can be shown; a
        record that is refused (RecordError, or any other error) leaves the old game as it was."""
        try:
            game = self.spec.module.load_record(text)
            self.start(game)
        except Exception as err:
            self.message.value = error_html(err, _("Cannot load"))
            return
        self.message.value = _("<p>Loaded a game of {n} moves.</p>").format(n=len(game.history))

    def _advance_bots(self) -> None:
        notes = []
        while not self.game.is_over and self.human is not None and self.game.to_move != self.human:
            who = self.game.to_move
            bot = self.bots.get(who) or self.spec.bots(self.game, None)[who]
            move = bot.choose(self.game)
            self.game.play(move)
            notes.append(f"<li>{escape(player(self.game.players[who]))}: {escape(self._said(move, bot))}</li>")
        if notes:
            self.message.value += f"<ul>{''.join(notes)}</ul>"

    def _said(self, move: Any, bot: Bot) -> str:
        """A bot's line: its reason, with its move in words when the game has them."""
        return bot.reason if self.spec.describe is None else worded(move, bot.reason, self.spec.describe)

    # -- the view ----------------------------------------------------------------
    def refresh(self) -> None:
        """Re-read the game: moves on offer, board, status, replay and chart."""
        self._groups = grouped(self.spec, self.game.legal_moves())
        previous = self.group.value
        self.group.options = list(self._groups)
        if self.group.options:
            self.group.value = previous if previous in self._groups else self.group.options[0]
        self._fill_choices()
        self.status.value = self._status()
        self.stepper.refresh()
        self._chart_stale = True
        if self._tabs is not None and self._tabs.selected_index == 2:
            self.update_chart()
        self.undo_button.disabled = not self.game.can_undo

    def update_chart(self) -> None:
        """Redraw the score chart (done when its tab is shown, not at every move)."""
        if self._chart_stale:
            self.chart.value = score_chart_svg(self.game, self.spec.colours or None)
            self._chart_stale = False

    def _fill_choices(self) -> None:
        moves = self._groups.get(self.group.value, [])
        self.choice.options = [(str(m), m) for m in moves]
        if moves and self.choice.value is None:
            self.choice.value = moves[0]
        self._show_board()

    def _show_board(self) -> None:
        self.board.value = self.game.svg(**self.spec.board_options(self.game, self.choice.value, self.human))

    def _status(self) -> str:
        g = self.game
        if g.is_over:
            names = ", ".join(player(g.players[p]) for p in g.winners())
            return _("<p><b>Game over.</b> Winner(s): {winners}.</p>").format(winners=escape(names))
        who = escape(player(g.players[g.to_move]))
        text = _("<b>{player}</b> (you)") if g.to_move == self.human else "<b>{player}</b>"
        return f"<p>{text.format(player=who)} &mdash; {escape(g.state.summary())}</p>"

    @property
    def widget(self) -> widgets.Widget:
        """The whole panel (built once): tabs for play, replay, chart and records."""
        if self._tabs is None:
            self._tabs = self._layout()
        return self._tabs

    def _layout(self) -> widgets.Tab:
        setup = widgets.HBox([self.players, self.seed, self.variant, self.new_button])
        buttons = (self.play_button, self.bot_button, self.undo_button, self.try_button)
        for button in buttons:
            button.layout.min_width = "8em"  # never squeezed to "pl…" beside a wide board
        moves = widgets.VBox([self.group, self.choice, widgets.HBox(list(buttons[:3])),
                              widgets.HBox([self.attempt, self.try_button]), self.message])
        play = widgets.VBox([self.language, setup, self.status, widgets.HBox([self.board, moves])])
        records = widgets.VBox([widgets.HBox([self.save_button, self.load_button]), self.record])
        tabs = widgets.Tab(children=[play, self.stepper.widget, self.chart, records])
        tabs.add_class("tutor-panel")
        for i, title in enumerate(_TABS):
            tabs.set_title(i, _(title))
        tabs.observe(lambda change: self.update_chart() if change["new"] == 2 else None, names="selected_index")
        return tabs

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)
