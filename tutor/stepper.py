"""The step-through widget: replay any :class:`~tutor.game.Game` move by move.

A :class:`Stepper` is a thin view over a game: a play/pause button and a slider
over the positions ``0..len(game.history)``, previous/next buttons, the board as
SVG, what the last move did and which rules it used, the move log and the
scores. Position ``i`` shows ``game.states[i]``, the position after ``i``
moves. The model knows nothing of the widget; pytest drives the widget without
a browser by setting ``position`` or widget values and clicking its buttons.

In a notebook::

    stepper = Stepper(amber.new_game(players=3, seed=7))
    stepper            # shows the widget
    stepper.position = 4

The HTML pieces are plain functions, so they can be checked on their own:

>>> table = scores_html({0: {"total": 2, "cards": 2}, 1: {"cards": 3, "total": 3}}, ("Ann", "<Bob>"))
>>> table.split("</tr>")[0]
'<table class="tutor-scores"><tr><th>player</th><th>cards</th><th>total</th>'
>>> table.split("</tr>")[2]
'<tr><td>&lt;Bob&gt;</td><td>3</td><td>3</td>'
>>> log_label(1, "Ann", "step 2")
'1. Ann: step 2'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from html import escape
from typing import Any

import ipywidgets as widgets

from tutor.game import Game
from tutor.i18n import N_, _, player, score_word
from tutor.provenance import mark_html
from tutor.rules import Rule, pupil_explanation

START = N_("start")


def log_label(number: int, who: str, move: Any) -> str:
    """One line of the move log: ``"<number>. <player>: <move>"`` (a colour name in the current language)."""
    return f"{number}. {player(who)}: {move}"


def scores_html(scores: Mapping[int, Mapping[str, int]], players: Sequence[str],
                label: Callable[[str], str] = score_word) -> str:
    """The scores as an HTML table: one row per player, one column per category (headed by ``label`` of it),
    ``total`` last."""
    columns: list[str] = []
    for row in scores.values():
        columns += [c for c in row if c not in columns and c != "total"]
    if any("total" in row for row in scores.values()):
        columns.append("total")
    head = "".join(f"<th>{escape(c)}</th>" for c in [_("player"), *map(label, columns)])
    rows = []
    for i, row in sorted(scores.items()):
        name = player(players[i]) if 0 <= i < len(players) else _("player {n}").format(n=i + 1)
        cells = "".join(f"<td>{escape(str(row.get(c, '')))}</td>" for c in columns)
        rows.append(f"<tr><td>{escape(name)}</td>{cells}</tr>")
    return f'<table class="tutor-scores"><tr>{head}</tr>{"".join(rows)}</table>'


def explanation_html(title: str, lines: Sequence[tuple[str, str]], rules: Mapping[str, Rule], ids: bool = True
                     ) -> str:
    """A heading and, per (rule id, sentence), the sentence with the rule's id, title and explanation; without
    ``ids`` (what pupils read) the rule's title and explanation alone, the id only in the title's tooltip.

    >>> book = {"toy.turn.roll": Rule("toy.turn.roll", "Roll", "Roll the die.", "Turn")}
    >>> html = explanation_html("Move 1", [("toy.turn.roll", "A <3>."), ("toy.x.y", "Other.")], book)
    >>> for part in html.split("<li>"): print(part)
    <p><b>Move 1</b></p><ul>
    A &lt;3&gt;. <code>toy.turn.roll</code> <b>Roll</b>: Roll the die.</li>
    Other. <code>toy.x.y</code></li></ul>
    >>> explanation_html("Move 1", [("toy.turn.roll", "A 3."), ("toy.x.y", "Other.")], book, ids=False)
    "<p><b>Move 1</b></p><ul><li>A 3. <b class='tutor-rule' title='toy.turn.roll'>Roll</b>: Roll the die.</li><li>\
Other.</li></ul>"
    """
    items = []
    for rule_id, sentence in lines:
        rule = rules.get(rule_id)
        if not ids:
            about = f" <b class='tutor-rule' title='{escape(rule_id)}'>{escape(rule.title)}</b>: " \
                f"{escape(pupil_explanation(rule.explanation))}{mark_html(rule, True)}" if rule else ""
            items.append(f"<li>{escape(sentence)}{about}</li>")
            continue
        about = f" <b>{escape(rule.title)}</b>: {escape(rule.explanation)}{mark_html(rule, True)}" if rule else ""
        items.append(f"<li>{escape(sentence)} <code>{escape(rule_id)}</code>{about}</li>")
    return f"<p><b>{escape(title)}</b></p><ul>{''.join(items)}</ul>"


class Stepper:
    """A step-through view of ``game``; ``render(state)`` overrides the engine's SVG renderer.

    The widget is ``stepper.widget`` (a ``VBox``); a stepper displays itself in a notebook.
    ``refresh()`` re-reads the game after moves were played or taken back. ``describe(move)`` says a move in words
    (None: its notation, for developers); with it the pupils' view: the rules by title, their ids only in tooltips.
    ``score_label(category)`` heads a score column (the game's words for its categories). ``scrub=False`` leaves out
    the play button and the slider (the pupils' game table: their handles have no name a screen reader could read;
    the move list and the previous / next buttons step through the game, by keyboard too).
    """

    def __init__(self, game: Game, *, render: Callable[[Any], str] | None = None, height: str = "360px",
                 describe: Callable[[Any], str] | None = None, score_label: Callable[[str], str] = score_word,
                 scrub: bool = True) -> None:
        self.game = game
        self._render = render or game.engine.render_svg
        self._describe = describe
        self._score_label = score_label
        self._states: tuple[Any, ...] = ()
        self._moves: tuple[Any, ...] = ()
        self._movers: list[str] = []
        self._syncing = False
        self.play = widgets.Play(min=0, max=0, step=1, interval=1000)
        self.slider = widgets.IntSlider(min=0, max=0, continuous_update=True)
        self.link = widgets.jslink((self.play, "value"), (self.slider, "value"))
        self.prev_button = widgets.Button(icon="step-backward")
        self.next_button = widgets.Button(icon="step-forward")
        self.board = widgets.HTML(layout=widgets.Layout(height=height, overflow="auto"))
        self.explanation = widgets.HTML(layout=widgets.Layout(min_width="18em"))
        self.log = widgets.Select(options=[(_(START), 0)], value=0, rows=10)
        self.scores = widgets.HTML()
        self.prev_button.on_click(lambda _: self.previous())
        self.next_button.on_click(lambda _: self.next())
        self.slider.observe(self._on_slider, names="value")
        self.log.observe(self._on_log, names="value")
        if not scrub:
            self.play.layout.display = self.slider.layout.display = "none"
        controls = widgets.HBox([self.play, self.prev_button, self.slider, self.next_button])
        side = widgets.VBox([self.explanation, self.log, self.scores])
        self.widget = widgets.VBox([controls, widgets.HBox([self.board, side])])
        self._label()
        self.refresh()

    def _label(self) -> None:
        self.play.description = _("play")
        self.slider.description = _("position")
        self.prev_button.description, self.prev_button.tooltip = _("previous"), _("previous position")
        self.next_button.description, self.next_button.tooltip = _("next"), _("next position")
        self.log.description = _("moves")

    def relabel(self) -> None:
        """Every word again in the current language (after the language switch), at the position shown."""
        at = self.position
        self._label()
        self.refresh()
        self.position = min(at, len(self._moves))

    # -- driving it ------------------------------------------------------------
    @property
    def position(self) -> int:
        """The position shown: the number of moves made to reach it."""
        return self.slider.value

    @position.setter
    def position(self, value: int) -> None:
        if not 0 <= value <= len(self._moves):
            raise IndexError(f"position {value} is outside 0..{len(self._moves)}")
        self.slider.value = value

    def next(self) -> None:
        """One move forward (nothing at the end)."""
        self.position = min(self.position + 1, len(self._moves))

    def previous(self) -> None:
        """One move back (nothing at the start)."""
        self.position = max(self.position - 1, 0)

    def refresh(self) -> None:
        """Re-read the game's history and show its last position."""
        self._states, self._moves = self.game.states, self.game.history
        end = len(self._moves)
        players = self.game.config.players
        self._movers = []
        for state in self._states[:end]:
            who = self.game.engine.to_move(state)
            self._movers.append(players[who] if who is not None and 0 <= who < len(players) else "?")
        options = [(_(START), 0)]
        options += [(log_label(i + 1, self._movers[i], self._said(move)), i + 1) for i, move in enumerate(self._moves)]
        self._syncing = True
        try:
            self.log.options = options
            self.slider.max = self.play.max = end
            self.slider.value = self.play.value = end
        finally:
            self._syncing = False
        self._show(end)

    # -- the view ----------------------------------------------------------------
    def _on_slider(self, change: dict[str, Any]) -> None:
        if not self._syncing:
            self._show(change["new"])

    def _on_log(self, change: dict[str, Any]) -> None:
        if not self._syncing and change["new"] is not None:
            self.slider.value = change["new"]

    def _show(self, i: int) -> None:
        state = self._states[i]
        self._syncing = True
        try:
            self.log.value = i
        finally:
            self._syncing = False
        self.board.value = self._render(state)
        self.explanation.value = self._explain(i)
        self.scores.value = scores_html(self.game.engine.scores(state), self.game.config.players, self._score_label)
        self.prev_button.disabled = i == 0
        self.next_button.disabled = i == len(self._moves)

    def _explain(self, i: int) -> str:
        total = len(self._moves)
        if i == 0:
            return _("<p><b>The start of the game</b>: no move made yet ({total} in all).</p>").format(total=total)
        before, move, after = self._states[i - 1], self._moves[i - 1], self._states[i]
        lines = self.game.engine.describe(before, move, after)
        title = (_("Move {i} of {total}: {player} played {move}") if self._describe is None else
                 _("Move {i} of {total}, {player}: {move}")).format(
            i=i, total=total, player=player(self._movers[i - 1]), move=self._said(move))
        return explanation_html(title, lines, self.game.engine.rules, ids=self._describe is None)

    def _said(self, move: Any) -> Any:
        """A move as the log says it: in words (pupils), else in notation."""
        return move if self._describe is None else self._describe(move)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)
