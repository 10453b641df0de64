"""The guided first game ("Learn to play"): a real game on the real game table, with a fixed deal and scripted
opponents, in which a guide says what to do next and why, marks where to click and brings in each rule when it
first matters.

A game's script (``<game>/guide.py``, see :mod:`tutor.guide_script`) lists the pupil's moves one step at a time. The
:class:`Guide` puts a panel above the table's turn (the table's ``banner``) and narrows the table's choice to the
step's move, so the board marks exactly its clicks. A click off the guided move is answered and changes nothing:
a move the rules refuse is refused by the table as always (the rule in words, a cross on the board), a move the
rules allow is called allowed, with the step's words again. *Step back* takes back the pupil's last move (with the
opponents' replies); the step shown always follows from the game's moves, so nothing else is kept. When the steps
are done the guide says how the game ends, gives a strategy tip and hands over: *play on from here* (the same game
against the table's bots) or *new game*.

Nothing here needs a browser: tests click through the table (:meth:`tutor.table.Table.click`) and the guide's
buttons.

>>> from amber.table import Table
>>> from amber.guide import SCRIPT
>>> guide = Guide(Table, SCRIPT)
>>> guide.step, guide.table.game.to_move, len(guide.table.game.history)  # red's first move is played
(0, 1, 1)
>>> sorted(guide.table.narrowing.next_hits)  # only the guided tile is marked
['tile:cross']
>>> guide.table.click("tile:tee"); guide.step  # another tile: allowed by the rules, but not now
0
>>> "The rules allow that" in guide.table.message.value
True
>>> guide.table.click("tile:cross"); guide.table.click("I7"); guide.table.confirm(); guide.step
1
>>> guide.back(); guide.step, len(guide.table.game.history)
(0, 1)
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as widgets

from tutor.guide_script import Script, Step, new_game
from tutor.i18n import _, ngettext, player
from tutor.provenance import mark_html, tagged_title
from tutor.rules import pupil_explanation
from tutor.table import Table, hints_on, movers

__all__ = ["Guide", "app", "guided"]

_CSS = """<style>
.tutor-guide { border: 2px solid #1d4ed8; border-radius: 8px; padding: 4px 10px; background: #eff6ff;
  margin-bottom: 6px; }
.tutor-guide .widget-html-content { white-space: normal; line-height: 1.35; }
.tutor-guide h3 { margin: 0.2em 0; font-size: 115%; }
.tutor-guide-do { font-size: 112%; }
.tutor-guide-rule { border-left: 4px solid #1d4ed8; background: #fff; padding: 2px 8px; margin: 3px 0; }
.tutor-guide-rule summary { cursor: pointer; font-weight: bold; }
.tutor-guide-rule p { margin: 2px 0; }
.tutor-guide-done { color: #166534; }
.tutor-guide .widget-button { width: auto; }
</style>"""


class GuidedTable(Table):
    """A game table the guide drives (:func:`guided` makes one for a game's table class): the bots' seats play
    the script's moves, and on the pupil's turn only the step's move is offered."""

    guide: Guide | None = None

    def _new_turn(self) -> None:
        guide = self.guide
        if guide is None or not guide.active or not self.human_to_move:
            super()._new_turn()
            return
        step = guide.current_step()
        self.narrowing = self.narrowing_of([self.game.parse(step.move)] if step is not None else [])
        self.preview = None
        self.hint_text.value = ""
        self.refresh()
        guide.show()

    def start(self, game: Any, seats: Any = None) -> None:
        guide = self.guide
        if guide is not None and guide.active and game is not guide.game:  # a new or loaded game: no guide there
            guide.leave()
        super().start(game, seats)

    def redraw(self) -> None:
        super().redraw()
        if self.guide is not None:  # the language switch: the guide's words too
            self.guide.show()

    def _bot_move(self) -> None:
        guide = self.guide
        move = guide.opponent_move() if guide is not None and guide.active else None
        if move is None:
            super()._bot_move()
            return
        who = self.game.to_move
        played = self.game.play(move)
        said = (self.spec.public or self.spec.describe)(played)
        self.message.value += f"<p>{escape(player(self.game.players[who]))}: {escape(said)}</p>"

    def _refuse(self, hit: str) -> None:
        guide = self.guide
        if guide is None or not guide.active:
            super()._refuse(hit)
            return
        step = guide.current_step()
        if step is None:  # the steps are done: the pupil chooses how to go on first
            self.message.value = "<p>{}</p>".format(escape(_("The guided game is over: press play on from here to "
                                                             "go on with this game, or new game.")))
            return
        full = self.narrowing_of(self.game.legal_moves())  # would the rules allow this click?
        for earlier in self.narrowing.selection:
            full.click(earlier)
        wait = _("The guide waits: {say}").format(say=_(step.say))
        if full.click(hit) != "refused":
            self.message.value = "<p style='color:#1d4ed8'>{}</p><p>{}</p>".format(
                escape(_("The rules allow that, but this guided game asks for another move now.")), escape(wait))
            return
        super()._refuse(hit)
        self.message.value += f"<p>{escape(wait)}</p>"


def guided(table_cls: type[Table]) -> type[GuidedTable]:
    """The guided version of a game's table class (its hooks, the guide's turn).

    >>> from amber.table import Table
    >>> guided(Table).spec is Table.spec, issubclass(guided(Table), Table)
    (True, True)
    """
    return type(f"Guided{table_cls.__name__}", (GuidedTable, table_cls), {})


class Guide:
    """The guided first game of ``script`` on a table of ``table_cls`` (``guide.widget``)."""

    def __init__(self, table_cls: type[Table], script: Script) -> None:
        self.script = script
        self.active = True
        self.started = False  # the first screen (what the game is about) shows until *start* or a first click
        self.panel = widgets.HTML()
        self.start_button = widgets.Button(icon="play", button_style="primary")
        self.start_button.on_click(lambda _b: self.start())
        self.back_button = widgets.Button(icon="step-backward")
        self.back_button.on_click(lambda _b: self.back())
        self.play_on_button = widgets.Button(icon="play", button_style="primary")
        self.play_on_button.on_click(lambda _b: self.play_on())
        self.new_button = widgets.Button(icon="refresh")
        self.new_button.on_click(lambda _b: self.new_game())
        self.buttons = widgets.HBox([self.start_button, self.back_button, self.play_on_button, self.new_button],
                                    layout=widgets.Layout(flex_flow="row wrap"))
        self.box = widgets.VBox([self.panel, self.buttons])
        self.box.add_class("tutor-guide")
        seats = ["bot"] * script.players
        seats[script.human] = "human"
        cls = guided(table_cls)
        table = cls.__new__(cls)
        table.guide = self  # before the table starts: its first turns are the script's
        self.table = table
        self.game = new_game(script)
        table.__init__(self.game, seats=seats, typing=False)  # type: ignore[misc]
        table.banner.children = (self.box,)
        table.hint_button.layout.display = "none"  # the guide says what to do; the hint is for the game after it
        self.show()

    # -- where the game is -------------------------------------------------------------------------------------
    def _made(self) -> list[tuple[Any, int]]:
        return movers(self.table.game, 0)

    @property
    def step(self) -> int:
        """The step the pupil is on: how many moves the pupil has made (``len(steps)`` once all are made)."""
        return sum(1 for _m, p in self._made() if p == self.script.human)

    def current_step(self) -> Step | None:
        """The step to play now (None once the steps are done)."""
        k = self.step
        return self.script.steps[k] if k < len(self.script.steps) else None

    @property
    def done(self) -> bool:
        """All steps played: the guide's ending and hand-over show."""
        return self.step >= len(self.script.steps)

    def opponent_move(self) -> Any | None:
        """The script's next opponent move, or None when the script has no more (the table's bot plays then)."""
        k = sum(1 for _m, p in self._made() if p != self.script.human)
        if k >= len(self.script.opponents):
            return None
        move = self.script.opponents[k]
        return move if self.table.game.check(move).ok else None

    # -- the pupil's buttons ---------------------------------------------------------------------------------------
    def start(self) -> None:
        """From the first screen (what the game is about) to the first step."""
        self.started = True
        self.show()

    def back(self) -> None:
        """Take back the pupil's last move, with the opponents' replies after it."""
        if self.step == 0:
            return
        self.table.undo()
        self.show()

    def leave(self) -> None:
        """The guide is done with this table: its panel goes, the hint comes back, every legal move is offered."""
        self.active = False
        self.table.banner.children = ()
        self.table.hint_button.layout.display = None if hints_on() else "none"

    def play_on(self) -> None:
        """Go on with this game without the guide, against the table's bots."""
        self.leave()
        self.table.message.value = "<p>{}</p>".format(escape(_("You play on alone now: the bots play as in any "
                                                               "game.")))
        self.table._advance_bots()
        self.table._new_turn()

    def new_game(self) -> None:
        """A new game on this table, from its new-game tab's settings, without the guide."""
        self.table.new_game()

    # -- the panel ---------------------------------------------------------------------------------------------------
    def _rules_html(self, ids: tuple[str, ...]) -> str:
        rules = self.table.game.engine.rules
        out = []
        for rule_id in ids:
            rule = rules[rule_id]
            out.append(f"<details class='tutor-guide-rule'><summary>{escape(tagged_title(rule))}</summary>"
                       f"<p>{escape(pupil_explanation(rule.explanation))}</p>{mark_html(rule)}</details>")
        if not out:
            return ""
        heading = ngettext("A new rule (click it to read it):", "New rules (click one to read it):", len(out))
        note = ""
        if any(rules[r].provenance != "rulebook" for r in ids):  # a reading or rebuilt data: said, not hidden
            note = "<p class='tutor-provenance' style='color:#7c2d12'>✎ {}</p>".format(escape(_(
                "Part of this rests on the tutor's reading or rebuilt data, not on the rulebook's own words: the "
                "rules marked in brackets say which.")))
        return f"<p><b>{escape(heading)}</b></p>" + "".join(out) + note

    def _step_html(self, step: Step) -> list[str]:
        """What to do now and why, and the rules it brings in."""
        return [f"<p class='tutor-guide-do' role='status'><b>{escape(_(step.say))}</b></p>",
                self._rules_html(step.rules)]

    def _ending_html(self) -> list[str]:
        """After the last step: how the game ends and is counted, the tip, how to go on."""
        return ["<p class='tutor-guide-do' role='status'><b>{}</b></p>".format(
                    escape(_("Well played: that was your first game's start."))),
                f"<p>{escape(_(self.script.ending))}</p>", self._rules_html(self.script.end_rules),
                "<p><b>{}</b> {}</p>".format(escape(_("A tip:")), escape(_(self.script.tip))),
                "<p>{}</p>".format(escape(_("Play on from here against the bots, or start a new game.")))]

    def show(self) -> None:
        """The panel for where the game is now, in the current language."""
        if not self.active:
            return
        steps, k = self.script.steps, self.step
        game_name = self.table.spec.module.__name__
        first = k == 0 and not self.started and not self.table.narrowing.selection
        step = self.current_step()
        if first:  # the first screen: what the game is about, the goal, an overview; then *start*
            parts = [_CSS, "<h3>{}</h3>".format(escape(_("Learn to play {game}").format(game=self._game_name())))]
            parts += [f"<p>{escape(_(text))}</p>" for text in self.script.intro]
        else:
            title = _("Learn to play: step {k} of {n}").format(k=min(k + 1, len(steps)), n=len(steps))
            parts = [_CSS, f"<h3>{escape(title)}</h3>"]
            if k > 0 and steps[k - 1].after:
                parts.append(f"<p class='tutor-guide-done'>✓ {escape(_(steps[k - 1].after))}</p>")
            parts += self._step_html(step) if step is not None else self._ending_html()
        self.panel.value = "".join(parts)
        self.panel.add_class(f"tutor-guide-{game_name}")
        self.back_button.description = _("step back")
        self.back_button.tooltip = _("take back your last move and the replies to it")
        self.back_button.disabled = k == 0
        self.start_button.description = _("start")
        self.start_button.layout.display = None if first else "none"
        self.back_button.layout.display = "none" if first else None
        self.play_on_button.description = _("play on from here")
        self.new_button.description = _("new game")
        for button in (self.play_on_button, self.new_button):
            button.layout.display = None if self.done else "none"

    def _game_name(self) -> str:
        from tutor.landing import ABOUT, EDITIONS
        name = next((n for n, (package, _line) in ABOUT.items() if package == self.script.package),
                    self.script.package)
        return EDITIONS.get(name, name)

    @property
    def widget(self) -> widgets.Widget:
        """The table with the guide's panel in it."""
        return self.table.widget

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)


def app(package: str) -> Guide:
    """The pupils' *Learn to play* app of a game: its guided first game (``<package>.guide.SCRIPT``) on its table.

    >>> app("amber").script.package
    'amber'
    """
    import importlib
    table = importlib.import_module(f"{package}.table").Table
    return Guide(table, importlib.import_module(f"{package}.guide").SCRIPT)

